"""JAX's PartitionSpecs as dtc layouts, on a program's functions."""
from __future__ import annotations

import re
from typing import Callable, Optional, Sequence, Union

from .text import split_top, strip_attrs

# A layout per argument or result: a list of layout texts, or a function
# of (position, type, count).
LayoutChoice = Union[Sequence[str], Callable[[int, str, int], str]]


def spec_entries(spec: Optional[Sequence], rank: int) -> list[str]:
    """A PartitionSpec (or None) as one layout entry per dimension."""
    entries = list(spec) if spec is not None else []
    if len(entries) > rank:
        raise ValueError(f"PartitionSpec {spec} has more entries than the rank {rank}")
    entries += [None] * (rank - len(entries))
    out = []
    for e in entries:
        if e is None:
            out.append("unsharded")
        elif isinstance(e, str):
            out.append(e)
        else:
            axes = list(e)
            out.append(axes[0] if len(axes) == 1 else "{" + ", ".join(axes) + "}")
    return out


def layout_text(spec: Optional[Sequence], rank: int, mesh_name: str = "mesh") -> str:
    """`#dtensor.layout<@mesh, [...]>` for a PartitionSpec on a rank-`rank`
    value."""
    return f"#dtensor.layout<@{mesh_name}, [{', '.join(spec_entries(spec, rank))}]>"


def mesh_text(mesh: dict[str, int], device_type: str = "cpu") -> str:
    """The `dtensor.mesh @mesh` of {axis: size} (axes major to minor)."""
    axes = ", ".join(f"{a} = {n}" for a, n in mesh.items())
    return f"dtensor.mesh @mesh <[{axes}], {device_type}>"


def add_mesh(text: str, mesh: dict[str, int], device_type: str = "cpu") -> str:
    """The program with `dtensor.mesh @mesh` first in its module."""
    brace = text.index("{", re.search(r"^module\b", text, re.M).end())
    return text[:brace + 1] + "\n  " + mesh_text(mesh, device_type) + "\n" + text[brace + 1:]


def annotate(text: str, name: str, arg_layout: LayoutChoice, result_layout: LayoutChoice,
             local_view: bool = False) -> str:
    """Gives function @name a `dtensor.layout` on each argument and result:
    arg_layout(k, type, count) and result_layout(k, type, count) (or lists
    of layout texts); a local-view function is also made private and
    `dtensor.local_view`."""
    m = re.search(r"func\.func @" + re.escape(name) + r"\(", text)
    if not m:
        raise ValueError(f"no function @{name} in the lowered program")
    start = m.end()
    depth, i = 1, start
    while depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    args = split_top(text[start:i - 1])
    rest_end = text.index("{\n", i)
    results_text = text[i:rest_end].strip()
    results_raw = []
    if results_text.startswith("->"):
        r = results_text[2:].strip()
        if r.startswith("(") and r.endswith(")"):
            r = r[1:-1]
        results_raw = split_top(r)

    def pick(layout, k, ty, count):
        return layout[k] if isinstance(layout, list) else layout(k, ty, count)

    def attrs(layout, original):
        # An entry's unsigned tensors stay unsigned (a shard_map's body
        # takes layouts only).
        keep = "dtensor.unsigned, " if "dtensor.unsigned" in original and not local_view else ""
        return f"{{{keep}dtensor.layout = {layout}}}"

    new_args = []
    for k, a in enumerate(args):
        arg, _, original = a.partition(":")
        ty = strip_attrs(original)
        new_args.append(f"{arg.strip()}: {ty} {attrs(pick(arg_layout, k, ty, len(args)), original)}")
    new_results = [f"{strip_attrs(r)} {attrs(pick(result_layout, k, strip_attrs(r), len(results_raw)), r)}"
                   for k, r in enumerate(results_raw)]
    signature = "(" + ", ".join(new_args) + ")"
    if new_results:
        signature += " -> (" + ", ".join(new_results) + ")"
    if local_view:
        signature += " attributes {dtensor.local_view}"
    head = "func.func private @" if local_view else "func.func @"
    return text[:m.start()] + head + name + signature + " " + text[rest_end:]

