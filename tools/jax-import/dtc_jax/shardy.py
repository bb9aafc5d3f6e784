"""JAX's shard_map and shardings through IREE, which reads no Shardy.

Before IREE (outline_shard_maps, on jax.jit's StableHLO): each
`sdy.manual_computation` (shard_map) is outlined into a public function of
its body, called through a declared function of its global types; each
collective in a body, `stablehlo.partition_id` and each sharding
constraint become calls of declared functions; the entry's shardings are
recorded. After IREE and `dtc import` (restore_shard_maps, on the dtc
program): each such call becomes the dtensor op it stands for, each body a
local-view function called by `dtensor.shard_map`.

Both halves still read and write MLIR as text, by regular expressions: the
next step is a pass over IR (tools/jax-import/README.md).
"""
from __future__ import annotations

import ast
import itertools
import re
import warnings
from typing import Optional

from .layouts import annotate, layout_text
from .text import element, prod, rank, split_top, strip_attrs, zero

__all__ = ["ShardMaps", "outline_shard_maps", "restore_shard_maps"]

_SDY_MESH = re.compile(r'^[ \t]*sdy\.mesh @[\w.$-]+ = <\[(?P<axes>[^\]]*)\](?P<rest>[^>]*)>[^\n]*\n',
                       re.M)
_MANUAL = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+(?::\d+)?) = sdy\.manual_computation\((?P<ops>[^)]*)\) '
    r'in_shardings=\[(?P<ins>.*?)\] out_shardings=\[(?P<outs>.*?)\] '
    r'manual_axes=\{(?P<manual>[^}]*)\} \((?P<args>[^)]*)\) \{\n', re.M)
_COLLECTIVE = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+(?::\d+)?) = "stablehlo\.(?P<kind>all_reduce|all_gather|'
    r'reduce_scatter|all_to_all|collective_permute)"\((?P<ops>[^)]*)\) <\{(?P<attrs>.*?)\}>'
    r'(?P<region> \(\{\n.*?^[ \t]*\}\))? : \((?P<tin>[^\n]*?)\) -> (?P<tout>[^\n]*)\n', re.M | re.S)
_PARTITION_ID = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+) = stablehlo\.partition_id : (?P<t>tensor<ui32>)\n', re.M)
_SDY_SHARDING = re.compile(r'(?:, )?sdy\.sharding = #sdy\.sharding(?P<s><@[\w.$-]+, \[[^\]]*\][^>]*>)')
_CONSTRAINT = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+) = sdy\.sharding_constraint (?P<x>%[\w.$#-]+) '
    r'(?P<s><@[\w.$-]+, \[[^\]]*\][^>]*>) : (?P<t>tensor<[^>]*>)\n', re.M)
_COMBINERS = {"add": "sum", "maximum": "max", "minimum": "min", "multiply": "prod",
              "and": "and", "or": "or"}


class ShardMaps:
    """What outlining a program's shard_maps recorded for putting them back
    after IREE's conversion: the mesh, each shard_map's layouts and each
    collective's meaning."""

    def __init__(self, axes: list[tuple[str, int]]):
        self.axes = axes          # [(name, size)], major to minor
        self.maps = []            # per shard_map: (argument layouts, result layouts)
        self.collectives = []     # per collective: dict
        self.constraints = []     # per sharding_constraint: (layout, type)
        self.entry_args = {}      # the entry's shardings: argument -> layout
        self.entry_results = {}   # result -> layout
        self.partition_id = False

    def groups_to_axes(self, groups, what):
        """The mesh axes (major to minor) whose groups are `groups`: lists of
        device ids, the ids row-major over the mesh."""
        names = [a for a, _ in self.axes]
        sizes = [n for _, n in self.axes]
        total = 1
        for n in sizes:
            total *= n
        if not groups or not groups[0]:
            groups = [list(range(total))]
        want = sorted(tuple(g) for g in groups)

        def coords(i):
            c = []
            for n in reversed(sizes):
                c.append(i % n)
                i //= n
            return list(reversed(c))

        def ident(c):
            i = 0
            for v, n in zip(c, sizes):
                i = i * n + v
            return i

        for r in range(1, len(names) + 1):
            for chosen in itertools.permutations(range(len(names)), r):
                made = {}
                for i in range(total):
                    c = coords(i)
                    key = tuple(c[a] for a in range(len(names)) if a not in chosen)
                    made.setdefault(key, [None] * prod(sizes[a] for a in chosen))
                    pos = 0
                    for a in chosen:
                        pos = pos * sizes[a] + c[a]
                    made[key][pos] = ident(c)
                if sorted(tuple(g) for g in made.values()) == want:
                    return [names[a] for a in chosen]
        raise RuntimeError(f"{what}: its device groups {groups} are not the groups of any "
                           f"mesh axes of {dict(self.axes)}")

    def group_index(self, device, axes):
        names = [a for a, _ in self.axes]
        sizes = dict(self.axes)
        c = {}
        i = device
        for a, n in reversed(self.axes):
            c[a] = i % n
            i //= n
        pos = 0
        for a in axes:
            pos = pos * sizes[a] + c[a]
        rest = tuple(c[a] for a in names if a not in axes)
        return pos, rest


def _dense(attrs, name):
    """The nested list of a `name = dense<...> : tensor<...>` attribute."""
    m = re.search(name + r" = dense<(.*?)> : tensor<([^>]*)>", attrs)
    if not m:
        return None
    body = m.group(1).strip()
    return ast.literal_eval(body) if body else []


def _int_attr(attrs, name):
    m = re.search(name + r" = (-?\d+) : i64", attrs)
    return int(m.group(1)) if m else None


def _sdy_axes(sharding, what, keep=None):
    """Per dimension, the mesh axes `<@mesh, [{"x"}, {}]>` names (those in
    `keep`, if given); an open dimension (`?`: the partitioner may add
    axes) has just those it names."""
    m = re.fullmatch(r'<@[\w.$-]+, \[(.*)\](.*)>', sharding.strip())
    if not m:
        raise RuntimeError(f"{what}: the sharding {sharding} is not understood")
    if m.group(2).strip():
        raise RuntimeError(f"{what}: the sharding {sharding} says more than its "
                           f"dimensions ({m.group(2).strip()}), which dtc does not import")
    return [[a for a in re.findall(r'"([^"]+)"', dim) if keep is None or a in keep]
            for dim in re.findall(r'\{([^}]*)\}', m.group(1))]


def _sdy_layout(sharding, rank, what, keep=None):
    """`<@mesh, [{"x"}, {}]>` as a dtc layout (of the axes in `keep`)."""
    spec = [None if not axes else axes[0] if len(axes) == 1 else tuple(axes)
            for axes in _sdy_axes(sharding, what, keep)]
    return layout_text(spec, rank)


def outline_shard_maps(stablehlo: str) -> tuple[str, Optional[ShardMaps]]:
    """Shardy's StableHLO without Shardy, for IREE: each manual computation
    (shard_map) outlined into a public function of its body, called through
    a declared function of its global types; each collective in a body (or
    a function it calls), `stablehlo.partition_id` and each sharding
    constraint a call of a declared function; the entry's shardings
    recorded. Returns the text and a ShardMaps (None when the program has
    no mesh)."""
    mesh = _SDY_MESH.search(stablehlo)
    if not mesh:
        if "sdy." in stablehlo:
            raise RuntimeError("the program uses Shardy ops without a sdy.mesh")
        return stablehlo, None
    if len(_SDY_MESH.findall(stablehlo)) > 1:
        raise RuntimeError("the program has more than one sdy.mesh; dtc imports one")
    if "device_ids" in mesh["rest"]:
        raise RuntimeError("the sdy.mesh lists its device ids; dtc imports meshes over "
                           "the devices in order")
    axes = [(a, int(n)) for a, n in re.findall(r'"([^"]+)"=(\d+)', mesh["axes"])]
    info = ShardMaps(axes)
    text = _take_shardings(stablehlo[:mesh.start()] + stablehlo[mesh.end():], info)
    outlined, declared = [], []
    while True:
        m = _MANUAL.search(text)
        if not m:
            break
        k = len(info.maps)
        what = f"shard_map #{k}"
        manual = re.findall(r'"([^"]+)"', m["manual"])
        auto = [a for a, _ in axes if a not in manual]
        if auto:
            # axis_names: the body is local over the manual axes only and
            # whole along the others, so every device along those runs it
            # on the same data (the same results; no parallelism there).
            warnings.warn(f"{what} is manual over {manual} only: dtc runs its body "
                          f"replicated along {auto}")
        end = re.compile(r'^' + re.escape(m["ind"]) + r'\} : \((?P<gin>[^\n]*)\) -> '
                         r'(?P<gout>[^\n]*)\n', re.M).search(text, m.end())
        body = text[m.end():end.start()]
        if "sdy.manual_computation" in body:
            raise RuntimeError(f"{what} has a shard_map inside it, which dtc does not import")
        ret = list(re.finditer(r'^(?P<ind>[ \t]*)sdy\.return (?P<vals>[^:\n]*) : '
                               r'(?P<types>[^\n]*)\n', body, re.M))[-1]
        local_results = split_top(ret["types"])
        body = body[:ret.start()] + f'{ret["ind"]}return {ret["vals"]} : {ret["types"]}\n' + \
            body[ret.end():]
        args = split_top(m["args"])
        ins, outs = split_top(m["ins"]), split_top(m["outs"])
        arg_layouts = [_sdy_layout(s, rank(a.partition(":")[2]), what, manual)
                       for s, a in zip(ins, args)]
        result_layouts = [_sdy_layout(s, rank(t), what, manual)
                          for s, t in zip(outs, local_results)]
        info.maps.append((arg_layouts, result_layouts))
        results = ", ".join(local_results)
        outlined.append(f"  func.func public @dtc.shard_map.{k}({m['args']}) -> "
                        f"({results}) {{\n{body}  }}\n")
        declared.append(f"  func.func private @dtc.shard_map_call.{k}({end['gin']}) -> "
                        f"{end['gout']}\n")
        call = (f"{m['ind']}{m['res']} = call @dtc.shard_map_call.{k}({m['ops']}) : "
                f"({end['gin']}) -> {end['gout']}\n")
        text = text[:m.start()] + call + text[end.end():]
    # Collectives are in the bodies and in the functions they call (a loop's
    # body, a jitted helper), nowhere else: they exist only in shard_maps.
    last = text.rstrip().rindex("}")
    text = _outline_collectives(text[:last] + "".join(outlined) + text[last:], info)
    text = _take_constraints(text, info)
    if re.search(r"\bsdy\.", text):
        bad = re.search(r"\bsdy\.[\w.]+", text).group(0)
        raise RuntimeError(f"the program has '{bad}' outside a shard_map, which dtc does not "
                           "import (export the function without shardings)")
    declared += [f"  func.func private @dtc.constraint.{k}({t}) -> {t}\n"
                 for k, (_, t) in enumerate(info.constraints)]
    if info.partition_id:
        declared.append("  func.func private @dtc.partition_id() -> tensor<ui32>\n")
    for k, c in enumerate(info.collectives):
        declared.append(f"  func.func private @dtc.collective.{k}({c['tin']}) -> {c['tout']}\n")
    last = text.rstrip().rindex("}")
    return text[:last] + "".join(declared) + text[last:], info


def _take_shardings(text, info):
    """jax.jit's shardings, as layouts: the entry's arguments' and results'
    (`sdy.sharding`, from sharded arguments or in/out_shardings) recorded
    for its signature, each `with_sharding_constraint` a call of a declared
    function that becomes `dtensor.constraint`."""
    head = re.search(r'func\.func public @main\(', text)
    if head:
        depth, i = 1, head.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        body = text.index("{\n", i)
        args = split_top(text[head.end():i - 1])
        results = text[i:body].strip()[2:].strip()
        if results.startswith("(") and results.endswith(")"):
            results = results[1:-1]
        for k, a in enumerate(args):
            m = _SDY_SHARDING.search(a)
            if m:
                info.entry_args[k] = _sdy_layout(m["s"], rank(strip_attrs(a.partition(":")[2])),
                                                 f"argument #{k} of the entry")
        for k, r in enumerate(split_top(results) if results else []):
            m = _SDY_SHARDING.search(r)
            if m:
                info.entry_results[k] = _sdy_layout(m["s"], rank(strip_attrs(r)),
                                                    f"result #{k} of the entry")
    text = _SDY_SHARDING.sub("", text)
    text = text.replace(" {}", "").replace("{, ", "{")

    return text


def _take_constraints(text, info):
    """Each `with_sharding_constraint` that names mesh axes, outside
    shard_map bodies, a call of a declared function (a dtensor.constraint
    after IREE); the others (all dimensions open, or in a body, which
    holds per-device values) are no constraint to dtc and are dropped."""
    spans = _function_spans(text)
    local = {n for n in spans if n.startswith("dtc.shard_map.")}
    while True:
        more = {c for n in local for c in re.findall(r'\bcall @([\w.$-]+)\(',
                                                     text[spans[n][0]:spans[n][1]])
                if c in spans} - local
        if not more:
            break
        local |= more
    # Numbered front to back, rewritten back to front (earlier spans stay).
    kept = {}
    for m in _CONSTRAINT.finditer(text):
        name = next(n for n, (a, b, _) in spans.items() if a <= m.start() < b)
        what = f"the sharding constraint {m['res']}"
        if name not in local and any(_sdy_axes(m["s"], what)):
            kept[m.start()] = len(info.constraints)
            info.constraints.append((_sdy_layout(m["s"], rank(m["t"]), what), m["t"]))
    for m in reversed(list(_CONSTRAINT.finditer(text))):
        if m.start() in kept:
            text = (text[:m.start()] + f"{m['ind']}{m['res']} = call @dtc.constraint."
                    f"{kept[m.start()]}({m['x']}) : ({m['t']}) -> {m['t']}\n" + text[m.end():])
            continue
        start, end, _ = next(s for s in _function_spans(text).values()
                             if s[0] <= m.start() < s[1])
        inside = text[start:m.start()] + text[m.end():end]
        inside = re.sub(re.escape(m["res"]) + r"\b(?![#:])", m["x"], inside)
        text = text[:start] + inside + text[end:]
    return text


def _outline_collectives(body, info):
    """Each collective of a shard_map's body as a call of a declared
    function (_restore_shard_maps puts the dtensor ops in its place after
    IREE)."""
    def collective(m):
        k = len(info.collectives)
        kind, attrs = m["kind"], m["attrs"]
        what = f"the {kind} {m['res']}"
        c = {"kind": kind, "tin": m["tin"], "tout": m["tout"]}
        if ":" in m["res"]:
            raise RuntimeError(f"{what} has several operands; dtc imports collectives of one "
                               "operand each, as JAX writes them")
        if m["region"]:
            op = re.search(r'stablehlo\.(\w+) ', m["region"])
            if not op or op.group(1) not in _COMBINERS:
                raise RuntimeError(f"{what} combines with {op.group(1) if op else '?'}, "
                                   "which dtc's collectives do not")
            c["combiner"] = _COMBINERS[op.group(1)]
        if kind == "collective_permute":
            pairs = _dense(attrs, "source_target_pairs")
            c["pairs"] = pairs
            moved = set()
            for src, dst in pairs:
                moved.update(_differing_axes(info, src, dst))
            c["axes"] = [a for a, _ in info.axes if a in moved] or [info.axes[-1][0]]
        else:
            c["axes"] = info.groups_to_axes(_dense(attrs, "replica_groups"), what)
        for name in ("all_gather_dim", "scatter_dimension", "split_dimension",
                     "concat_dimension"):
            if _int_attr(attrs, name) is not None:
                c[name] = _int_attr(attrs, name)
        info.collectives.append(c)
        return f"{m['ind']}{m['res']} = call @dtc.collective.{k}({m['ops']}) : ({m['tin']}) -> {m['tout']}\n"

    def partition_id(m):
        info.partition_id = True
        return f"{m['ind']}{m['res']} = call @dtc.partition_id() : () -> {m['t']}\n"

    body = _COLLECTIVE.sub(collective, body)
    body = _PARTITION_ID.sub(partition_id, body)
    left = re.search(r'"?stablehlo\.(all_reduce|all_gather|reduce_scatter|all_to_all|'
                     r'collective_permute|collective_broadcast|replica_id)\b', body)
    if left:
        raise RuntimeError(f"a shard_map's body has 'stablehlo.{left.group(1)}' in a form dtc "
                           "does not import")
    return body


def _differing_axes(info, a, b):
    out = []
    for name, n in reversed(info.axes):
        if a % n != b % n:
            out.append(name)
        a //= n
        b //= n
    return out


def _coords_lines(info, axes, tmp):
    """Lines computing the device's row-major place along `axes`, and the
    name of the result (other names start with `tmp`)."""
    sizes = dict(info.axes)
    coords = [f"{tmp}_c{i}" for i in range(len(axes))]
    lines = [f"{', '.join(coords)} = dtensor.device_coords @mesh[{', '.join(axes)}] : "
             + ", ".join("index" for _ in axes)]
    index = coords[0]
    for i, a in enumerate(axes[1:], 1):
        lines += [f"{tmp}_n{i} = arith.constant {sizes[a]} : index",
                  f"{tmp}_m{i} = arith.muli {index}, {tmp}_n{i} : index",
                  f"{tmp}_g{i} = arith.addi {tmp}_m{i}, {coords[i]} : index"]
        index = f"{tmp}_g{i}"
    return lines, index


def _collective_lines(c, x, y, t, r, tmp):
    """A collective of one operand, x of type t, as dtensor ops whose result
    y has type r (other names start with `tmp`)."""
    axes = ", ".join(c["axes"])
    kind = c["kind"]
    if kind == "all_reduce":
        return [f"{y} = dtensor.all_reduce {c['combiner']} {x} on @mesh[{axes}] : {t}"]
    if kind == "all_gather":
        return [f"{y} = dtensor.all_gather {x} on @mesh[{axes}] dim "
                f"{c['all_gather_dim']} : {t} -> {r}"]
    if kind == "reduce_scatter":
        return [f"{y} = dtensor.reduce_scatter {c['combiner']} {x} on @mesh[{axes}] dim "
                f"{c['scatter_dimension']} : {t} -> {r}"]
    if kind == "all_to_all":
        return [f"{y} = dtensor.all_to_all {x} on @mesh[{axes}] split "
                f"{c['split_dimension']} concat {c['concat_dimension']} : {t} -> {r}"]
    return _permute_lines(c, x, y, t, tmp)


def _permute_lines(c, x, y, t, tmp):
    """ppermute: a collective_permute within groups along the axes the pairs
    move on; a device that no pair sends to receives zeros (XLA's rule), so
    the permutation is completed and those devices' results replaced."""
    info = c["info"]
    axes = c["axes"]
    size = prod(dict(info.axes)[a] for a in axes)
    perm = {}
    for src, dst in c["pairs"]:
        (gs, rest_s), (gd, rest_d) = info.group_index(src, axes), info.group_index(dst, axes)
        if rest_s != rest_d or perm.get(gs, gd) != gd:
            raise RuntimeError(f"the ppermute {c['pairs']} is not one permutation within "
                               f"groups along {axes}")
        perm[gs] = gd
    receivers = set(perm.values())
    free = [d for d in range(size) if d not in receivers]
    for s in range(size):
        if s not in perm:
            perm[s] = free.pop(0)
    order = ", ".join(str(perm[s]) for s in range(size))
    moved = y if len(receivers) == size else f"{tmp}_moved"
    lines = [f"{moved} = dtensor.collective_permute {x} on @mesh[{', '.join(axes)}] "
             f"permutation [{order}] : {t}"]
    if len(receivers) == size:
        return lines
    coords, index = _coords_lines(info, axes, tmp)
    table = ", ".join("true" if g in receivers else "false" for g in range(size))
    return lines + coords + [
        f"{tmp}_table = arith.constant dense<[{table}]> : tensor<{size}xi1>",
        f"{tmp}_receives = tensor.extract {tmp}_table[{index}] : tensor<{size}xi1>",
        f"{y} = scf.if {tmp}_receives -> ({t}) {{",
        f"  scf.yield {moved} : {t}",
        "} else {",
        f"  {tmp}_zeros = arith.constant dense<{zero(element(t))}> : {t}",
        f"  scf.yield {tmp}_zeros : {t}",
        "}"]


def _partition_id_lines(info, y, t, tmp):
    """stablehlo.partition_id: the device's row-major place in the mesh."""
    lines, index = _coords_lines(info, [a for a, _ in info.axes], tmp)
    return lines + [f"{tmp}_id = arith.index_cast {index} : index to {element(t)}",
                    f"{y} = tensor.from_elements {tmp}_id : {t}"]


def _inline_calls(text, name, lines_for):
    """Each call of @name (one result) replaced by lines_for(operands,
    result, tmp) and its declaration dropped."""
    sites = list(re.finditer(
        r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+) = (?:func\.)?call @' + re.escape(name)
        + r'\((?P<ops>[^)]*)\) : [^\n]*\n', text, re.M))
    for n, m in reversed(list(enumerate(sites))):
        tmp = "%" + re.sub(r"\W", "_", name) + f"_{n}"
        lines = lines_for([o.strip() for o in split_top(m["ops"])], m["res"], tmp)
        text = text[:m.start()] + "".join(f"{m['ind']}{l}\n" for l in lines) + text[m.end():]
    decl, _, _ = _declaration(text, name)
    return text[:decl.start()] + text[decl.end():]


def _declaration(text, name):
    """The declaration line of @name in converted text, and its argument
    and result types."""
    m = re.search(r'^[ \t]*func\.func private @' + re.escape(name) + r'\((?P<args>[^\n]*?)\)'
                  r'(?: -> (?P<res>[^\n]*))?\n', text, re.M)
    if not m:
        raise RuntimeError(f"IREE's output lost @{name}")
    # A declaration's arguments are types alone (`%arg0: T` where a body
    # names them).
    args = [strip_attrs(a.partition(":")[2] if ":" in a else a) for a in split_top(m["args"])]
    res = (m["res"] or "").strip()
    if res.startswith("(") and res.endswith(")"):
        res = res[1:-1]
    return m, args, [strip_attrs(r) for r in split_top(res)]


def restore_shard_maps(text: str, info: ShardMaps) -> str:
    """Puts back what _outline_shard_maps took out: each constraint's call a
    `dtensor.constraint` (a relayout on an argument), each collective's and
    partition_id's call the dtensor ops in its place, each outlined body a
    private local-view function with its layouts, called by
    `dtensor.shard_map`."""
    for k, (layout, _) in enumerate(info.constraints):
        name = f"dtc.constraint.{k}"
        _, args, _ = _declaration(text, name)
        # JAX's constraint reshards what it is given: on an argument, whose
        # layout the entry pins, that is a relayout; elsewhere a constraint,
        # which propagation also follows back to the value's producer.
        text = _inline_calls(text, name, lambda ops, y, tmp: [
            f"{y} = dtensor.relayout {ops[0]} : {args[0]} to {layout}"
            if re.fullmatch(r"%arg\d+", ops[0]) else
            f"{y} = dtensor.constraint {ops[0]} : {args[0]} to {layout}"])
    # Each collective in place (dtc's passes then see it: all_reduces
    # combined, overlapped, reduced in place).
    for k, c in enumerate(info.collectives):
        c["info"] = info
        name = f"dtc.collective.{k}"
        _, args, results = _declaration(text, name)
        text = _inline_calls(text, name, lambda ops, y, tmp: _collective_lines(
            c, ops[0], y, args[0], results[0], tmp))
    if info.partition_id:
        _, _, results = _declaration(text, "dtc.partition_id")
        text = _inline_calls(text, "dtc.partition_id",
                             lambda ops, y, tmp: _partition_id_lines(info, y, results[0], tmp))
    for k, (arg_layouts, result_layouts) in enumerate(info.maps):
        m, _, _ = _declaration(text, f"dtc.shard_map_call.{k}")
        text = text[:m.start()] + text[m.end():]
        text = re.sub(r'\b(?:func\.)?call @' + re.escape(f"dtc.shard_map_call.{k}") + r'\(',
                      f"dtensor.shard_map @dtc.shard_map.{k}(", text)
        text = annotate(text, f"dtc.shard_map.{k}", arg_layouts, result_layouts,
                         local_view=True)
    return _helpers_in_local_view(text)


def _function_spans(text):
    """{name: (start, end, is local view)} of the module's functions."""
    heads = list(re.finditer(r'^[ \t]*func\.func (?:private |public )?@([\w.$-]+)\(', text, re.M))
    spans = {}
    for h, nxt in zip(heads, heads[1:] + [None]):
        end = nxt.start() if nxt else len(text)
        head_end = text.find("{\n", h.end(), end)  # none: a declaration
        head = text[h.start():head_end if head_end >= 0 else text.find("\n", h.end())]
        spans[h.group(1)] = (h.start(), end, "dtensor.local_view" in head)
    return spans


def _helpers_in_local_view(text):
    """A function that a shard_map's body calls (IREE usually inlines them)
    runs in the local view too; one that global code calls as well would be
    in two views."""
    while True:
        spans = _function_spans(text)
        called = {}
        for name, (start, end, local) in spans.items():
            for callee in re.findall(r'\bcall @([\w.$-]+)\(', text[start:end]):
                called.setdefault(callee, set()).add(local)
        todo = [n for n, views in called.items()
                if True in views and n in spans and not spans[n][2]]
        if not todo:
            return text
        name = todo[0]
        if False in called[name]:
            raise RuntimeError(f"@{name} is called inside a shard_map and outside one; dtc "
                               "needs one function per view")
        start, _, _ = spans[name]
        head_end = text.index("{\n", start)
        text = text[:head_end] + "attributes {dtensor.local_view} " + text[head_end:]
