"""JAX's shard_map and shardings through IREE, which reads no Shardy.

Before IREE, `outline_shard_maps` walks jax.jit's StableHLO (an MLIR module
of jaxlib's Python bindings) and takes Shardy out:
- each `sdy.manual_computation` (shard_map) becomes a public function of its
  body, `@dtc.shard_map.K`, called through a declared function of its
  global types, `@dtc.shard_map_call.K`;
- each collective in a body (or a function a body calls) a call of a
  declared `@dtc.collective.K`, `stablehlo.partition_id` a call of
  `@dtc.partition_id`;
- each sharding constraint that names mesh axes, outside bodies, a call of
  `@dtc.constraint.K` (the others are no constraint to dtc and go);
- the entry's `sdy.sharding`s are read and removed, the `sdy.mesh` too.
What each stood for goes into the module's `dtc.jax` attribute, which IREE
keeps; `dtc import` (dtensor-import-iree) puts the dtensor ops back from
it. Layouts are recorded as their dimensions are written in dtc
(`[x, {x, y}, unsharded]`).
"""
from __future__ import annotations

import itertools
import warnings
from typing import Any, Optional

from .layouts import dims_text
from math import prod

__all__ = ["ShardMaps", "outline_shard_maps"]

_COMBINERS = {"stablehlo.add": "sum", "stablehlo.maximum": "max", "stablehlo.minimum": "min",
              "stablehlo.multiply": "prod", "stablehlo.and": "and", "stablehlo.or": "or"}
_COLLECTIVES = ("stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.reduce_scatter",
                "stablehlo.all_to_all", "stablehlo.collective_permute")
_OTHER_COLLECTIVES = ("stablehlo.collective_broadcast", "stablehlo.replica_id")


class ShardMaps:
    """What outlining recorded: the mesh and, per shard_map, collective and
    constraint, what it stood for (the `dtc.jax` record)."""

    def __init__(self, axes: list[tuple[str, int]]):
        self.axes = axes                      # [(name, size)], major to minor
        self.maps: list[dict[str, list[str]]] = []   # per shard_map: args, results
        self.collectives: list[dict[str, Any]] = []
        self.constraints: list[str] = []
        self.entry_args: dict[int, str] = {}  # the entry's shardings: argument -> dims
        self.entry_results: dict[int, str] = {}
        self.entry_arg_count = self.entry_result_count = 0

    def groups_to_axes(self, groups: list[list[int]], what: str) -> list[str]:
        """The mesh axes (major to minor) whose groups are `groups`: lists of
        device ids, the ids row-major over the mesh."""
        names = [a for a, _ in self.axes]
        sizes = [n for _, n in self.axes]
        total = prod(sizes)
        if not groups or not groups[0]:
            groups = [list(range(total))]
        want = sorted(tuple(g) for g in groups)
        for r in range(1, len(names) + 1):
            for chosen in itertools.permutations(range(len(names)), r):
                made: dict[tuple, list] = {}
                for i in range(total):
                    c = self.coords(i)
                    key = tuple(c[a] for a in range(len(names)) if a not in chosen)
                    made.setdefault(key, [None] * prod(sizes[a] for a in chosen))
                    pos = 0
                    for a in chosen:
                        pos = pos * sizes[a] + c[a]
                    made[key][pos] = i
                if sorted(tuple(g) for g in made.values()) == want:
                    return [names[a] for a in chosen]
        raise RuntimeError(f"{what}: its device groups {groups} are not the groups of any "
                           f"mesh axes of {dict(self.axes)}")

    def coords(self, device: int) -> list[int]:
        """The device's coordinates on the mesh (ids row-major)."""
        out = []
        for _, n in reversed(self.axes):
            out.append(device % n)
            device //= n
        return list(reversed(out))

    def group_index(self, device: int, axes: list[str]) -> tuple[int, tuple]:
        """The device's place in its group along `axes`, and the group."""
        names = [a for a, _ in self.axes]
        sizes = dict(self.axes)
        c = dict(zip(names, self.coords(device)))
        pos = 0
        for a in axes:
            pos = pos * sizes[a] + c[a]
        return pos, tuple(c[a] for a in names if a not in axes)

    def permutation(self, pairs: list[list[int]], what: str) -> dict[str, Any]:
        """A ppermute's (source, target) pairs as a permutation within groups
        along the axes they move on, completed to a permutation; the group
        places no pair sends to receive zeros (XLA's rule)."""
        moved = set()
        for src, dst in pairs:
            moved.update(a for a, x, y in zip([n for n, _ in self.axes], self.coords(src),
                                              self.coords(dst)) if x != y)
        axes = [a for a, _ in self.axes if a in moved] or [self.axes[-1][0]]
        size = prod(dict(self.axes)[a] for a in axes)
        perm: dict[int, int] = {}
        for src, dst in pairs:
            (gs, rest_s), (gd, rest_d) = self.group_index(src, axes), self.group_index(dst, axes)
            if rest_s != rest_d or perm.get(gs, gd) != gd:
                raise RuntimeError(f"{what}: the pairs {pairs} are not one permutation within "
                                   f"groups along {axes}")
            perm[gs] = gd
        receivers = set(perm.values())
        free = [d for d in range(size) if d not in receivers]
        for s in range(size):
            if s not in perm:
                perm[s] = free.pop(0)
        return {"kind": "collective_permute", "axes": axes,
                "permutation": [perm[s] for s in range(size)],
                "receives": [g in receivers for g in range(size)]}


def _ir():
    # jaxlib's bindings (what jax._src.lib.mlir re-exports): the TF
    # importer, which has jaxlib without JAX, uses them too.
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import func, sdy
    return ir, func, sdy


def _sharding_dims(attr, what: str, keep: Optional[list[str]] = None) -> list[list[str]]:
    """Per dimension, the mesh axes an `sdy.sharding` names (those in `keep`,
    if given); an open dimension has just those it names."""
    _, _, sdy = _ir()
    sharding = sdy.TensorShardingAttr(attr)
    if len(sharding.unreduced_axes):
        raise RuntimeError(f"{what}: the sharding {sharding} has unreduced axes, which dtc "
                           "does not import")
    out = []
    for dim in sharding.dimension_shardings:
        axes = []
        for a in sdy.DimensionShardingAttr(dim).axes:
            ref = sdy.AxisRefAttr(a)
            if ref.sub_axis_info is not None:
                raise RuntimeError(f"{what}: the sharding {sharding} splits an axis, which "
                                   "dtc does not import")
            if keep is None or ref.name in keep:
                axes.append(ref.name)
        out.append(axes)
    return out


def _record(info: ShardMaps):
    """`info` as the module's `dtc.jax` attribute."""
    ir, _, _ = _ir()
    i64 = ir.IntegerType.get_signless(64)

    def strings(values):
        return ir.ArrayAttr.get([ir.StringAttr.get(v) for v in values])

    def per_value(recorded: dict[int, str], count: int):
        return ir.ArrayAttr.get([ir.StringAttr.get(recorded[k]) if k in recorded
                                 else ir.UnitAttr.get() for k in range(count)])

    collectives = []
    for c in info.collectives:
        fields = {"kind": ir.StringAttr.get(c["kind"]), "axes": strings(c["axes"])}
        for name in ("dim", "split", "concat"):
            if name in c:
                fields[name] = ir.IntegerAttr.get(i64, c[name])
        if "combiner" in c:
            fields["combiner"] = ir.StringAttr.get(c["combiner"])
        if "permutation" in c:
            fields["permutation"] = ir.DenseI64ArrayAttr.get(c["permutation"])
            fields["receives"] = ir.DenseBoolArrayAttr.get(c["receives"])
        collectives.append(ir.DictAttr.get(fields))
    return ir.DictAttr.get({
        "mesh": ir.ArrayAttr.get([ir.ArrayAttr.get([ir.StringAttr.get(a),
                                                    ir.IntegerAttr.get(i64, n)])
                                  for a, n in info.axes]),
        "entry_args": per_value(info.entry_args, info.entry_arg_count),
        "entry_results": per_value(info.entry_results, info.entry_result_count),
        "shard_maps": ir.ArrayAttr.get([ir.DictAttr.get({"args": strings(m["args"]),
                                                         "results": strings(m["results"])})
                                        for m in info.maps]),
        "collectives": ir.ArrayAttr.get(collectives),
        "constraints": strings(info.constraints),
    })


def _ops(op, names) -> list:
    """The ops named `names` under `op`, outermost first."""
    ir, _, _ = _ir()
    found = []

    def visit(o):
        if o.name in names:
            found.append(o)
        return ir.WalkResult.ADVANCE
    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def _declare(module, name: str, inputs, results) -> None:
    ir, func, _ = _ir()
    with ir.InsertionPoint(module.body), ir.Location.name(name):
        func.FuncOp(name, ir.FunctionType.get(list(inputs), list(results)),
                    visibility="private")


def _call(op, callee: str, operands, results) -> None:
    """Replaces `op` by a call of @callee."""
    ir, func, _ = _ir()
    with ir.InsertionPoint(op), op.location:
        call = func.CallOp(list(results), ir.FlatSymbolRefAttr.get(callee), list(operands))
    for old, new in zip(op.results, call.results):
        old.replace_all_uses_with(new)
    op.erase()


def _drop_shardings(module, info: ShardMaps) -> None:
    """The entry's shardings recorded; every `sdy.sharding` removed."""
    ir, _, _ = _ir()
    for f in module.body.operations:
        if f.operation.name != "func.func":
            continue
        entry = f.attributes["sym_name"].value == "main"
        for key, recorded, what in (("arg_attrs", info.entry_args, "argument"),
                                    ("res_attrs", info.entry_results, "result")):
            if key not in f.attributes:
                continue
            kept = []
            for k, d in enumerate(ir.ArrayAttr(f.attributes[key])):
                d = ir.DictAttr(d)
                entries = {}
                for i in range(len(d)):
                    named = d[i]
                    if named.name == "sdy.sharding":
                        if entry:
                            recorded[k] = dims_text(_sharding_dims(
                                named.attr, f"{what} #{k} of the entry"))
                    else:
                        entries[named.name] = named.attr
                kept.append(ir.DictAttr.get(entries))
            f.attributes[key] = ir.ArrayAttr.get(kept)
        if entry:
            ty = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
            info.entry_arg_count, info.entry_result_count = len(ty.inputs), len(ty.results)

    def visit(o):
        if "sdy.sharding" in o.attributes:
            del o.attributes["sdy.sharding"]
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)


def _outline_bodies(module, info: ShardMaps) -> list[str]:
    """Each manual computation as a function of its body; returns the
    bodies' names."""
    ir, func, sdy = _ir()
    bodies = []
    for k, op in enumerate(_ops(module.operation, ("sdy.manual_computation",))):
        what = f"shard_map #{k}"
        if _ops(op, ("sdy.manual_computation",))[1:]:
            raise RuntimeError(f"{what} has a shard_map inside it, which dtc does not import")
        mc = op.opview
        manual = list(sdy.ManualAxesAttr(mc.manual_axes))
        auto = [a for a, _ in info.axes if a not in manual]
        if auto:
            # axis_names: the body is local over the manual axes only and
            # whole along the others, so every device along those runs it
            # on the same data (the same results; no parallelism there).
            warnings.warn(f"{what} is manual over {manual} only: dtc runs its body "
                          f"replicated along {auto}")
        block = op.regions[0].blocks[0]
        ret = block.operations[len(block.operations) - 1]
        local_results = [v.type for v in ret.operands]
        ins = sdy.TensorShardingPerValueAttr(mc.in_shardings).shardings
        outs = sdy.TensorShardingPerValueAttr(mc.out_shardings).shardings
        info.maps.append({
            "args": [dims_text(_sharding_dims(s, what, manual)) for s in ins],
            "results": [dims_text(_sharding_dims(s, what, manual)) for s in outs]})
        name = f"dtc.shard_map.{k}"
        with ir.InsertionPoint(module.body), op.location:
            body = func.FuncOp(name, ir.FunctionType.get([a.type for a in block.arguments],
                                                         local_results))
        block.append_to(body.regions[0])
        with ir.InsertionPoint(ret), ret.location:
            func.ReturnOp(list(ret.operands))
        ret.erase()
        bodies.append(name)
        _declare(module, f"dtc.shard_map_call.{k}", [v.type for v in op.operands],
                 [r.type for r in op.results])
        _call(op, f"dtc.shard_map_call.{k}", op.operands, [r.type for r in op.results])
    return bodies


def _local_functions(module, bodies: list[str]) -> list:
    """The bodies and the functions they call, transitively."""
    functions = {f.attributes["sym_name"].value: f for f in module.body.operations
                 if f.operation.name == "func.func"}
    local, todo = [], list(bodies)
    while todo:
        name = todo.pop()
        if name in local or name not in functions:
            continue
        local.append(name)
        for call in _ops(functions[name].operation, ("func.call",)):
            todo.append(call.attributes["callee"].value)
    return [functions[n] for n in local]


def _collective(op, info: ShardMaps) -> dict[str, Any]:
    """What a collective of a body means."""
    ir, _, _ = _ir()
    import numpy as np
    kind = op.name.split(".", 1)[1]
    what = f"the {kind} at {op.location}"
    if len(op.operands) != 1 or len(op.results) != 1:
        raise RuntimeError(f"{what} has several operands; dtc imports collectives of one "
                           "operand each, as JAX writes them")
    attrs = op.attributes
    if kind == "collective_permute":
        pairs = np.array(ir.DenseIntElementsAttr(attrs["source_target_pairs"])).tolist()
        return info.permutation(pairs, what)
    groups = np.array(ir.DenseIntElementsAttr(attrs["replica_groups"])).tolist()
    c: dict[str, Any] = {"kind": kind, "axes": info.groups_to_axes(groups, what)}
    if op.regions and op.regions[0].blocks:
        combine = op.regions[0].blocks[0].operations[0].name
        if combine not in _COMBINERS:
            raise RuntimeError(f"{what} combines with {combine.split('.')[-1]}, which dtc's "
                               "collectives do not")
        c["combiner"] = _COMBINERS[combine]
    for attr, name in (("all_gather_dim", "dim"), ("scatter_dimension", "dim"),
                       ("split_dimension", "split"), ("concat_dimension", "concat")):
        if attr in attrs:
            c[name] = ir.IntegerAttr(attrs[attr]).value
    return c


def _outline_collectives(module, local: list, info: ShardMaps) -> None:
    partition_id = False
    for f in local:
        for op in _ops(f.operation, _COLLECTIVES + _OTHER_COLLECTIVES
                       + ("stablehlo.partition_id",)):
            if op.name in _OTHER_COLLECTIVES:
                raise RuntimeError(f"a shard_map's body has '{op.name}', which dtc does not "
                                   "import")
            if op.name == "stablehlo.partition_id":
                partition_id = True
                _call(op, "dtc.partition_id", [], [op.results[0].type])
                continue
            k = len(info.collectives)
            info.collectives.append(_collective(op, info))
            _declare(module, f"dtc.collective.{k}", [op.operands[0].type],
                     [op.results[0].type])
            _call(op, f"dtc.collective.{k}", op.operands, [op.results[0].type])
    if partition_id:
        ir, _, _ = _ir()
        _declare(module, "dtc.partition_id", [],
                 [ir.RankedTensorType.get([], ir.IntegerType.get_unsigned(32))])


def _function_of(op) -> str:
    """The name of the function `op` is in."""
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        parent = parent.parent
    return parent.attributes["sym_name"].value if parent is not None else ""


def _outline_constraints(module, local: list, info: ShardMaps) -> None:
    """A constraint naming mesh axes outside the bodies, a call; the others
    (every dimension open, or in a body, which holds per-device values) are
    no constraint to dtc."""
    local_names = {f.attributes["sym_name"].value for f in local}
    for op in _ops(module.operation, ("sdy.sharding_constraint",)):
        x = op.operands[0]
        what = f"the sharding constraint at {op.location}"
        dims = _sharding_dims(op.attributes["sharding"], what)
        if _function_of(op) in local_names or not any(dims):
            op.results[0].replace_all_uses_with(x)
            op.erase()
            continue
        k = len(info.constraints)
        info.constraints.append(dims_text(dims))
        _declare(module, f"dtc.constraint.{k}", [x.type], [x.type])
        _call(op, f"dtc.constraint.{k}", [x], [x.type])


def outline_shard_maps(module) -> Optional[ShardMaps]:
    """Takes Shardy out of jax.jit's StableHLO `module` (in place) and
    records in its `dtc.jax` attribute what it stood for; returns the
    record (None when the program has no mesh)."""
    ir, _, _ = _ir()
    with module.context, ir.Location.unknown():
        return _outline(module)


def _outline(module) -> Optional[ShardMaps]:
    meshes = _ops(module.operation, ("sdy.mesh",))
    if not meshes:
        if _any_sdy(module):
            raise RuntimeError("the program uses Shardy ops without a sdy.mesh")
        return None
    if len(meshes) > 1:
        raise RuntimeError("the program has more than one sdy.mesh; dtc imports one")
    _, _, sdy = _ir()
    mesh = sdy.MeshAttr(meshes[0].attributes["mesh"])
    if len(mesh.device_ids):
        raise RuntimeError("the sdy.mesh lists its device ids; dtc imports meshes over "
                           "the devices in order")
    info = ShardMaps([(sdy.MeshAxisAttr(a).name, sdy.MeshAxisAttr(a).size)
                      for a in mesh.axes])
    meshes[0].erase()
    _drop_shardings(module, info)
    bodies = _outline_bodies(module, info)
    local = _local_functions(module, bodies)
    _outline_collectives(module, local, info)
    _outline_constraints(module, local, info)
    left = _any_sdy(module)
    if left:
        raise RuntimeError(f"the program has '{left}' outside a shard_map, which dtc does not "
                           "import (export the function without shardings)")
    module.operation.attributes["dtc.jax"] = _record(info)
    return info


def _any_sdy(module) -> Optional[str]:
    """The name of a Shardy op left in `module`, if any."""
    ir, _, _ = _ir()
    found = []

    def visit(o):
        if o.name.startswith("sdy."):
            found.append(o.name)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found[0] if found else None
