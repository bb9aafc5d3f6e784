"""JAX's PartitionSpecs as dtc layouts."""
from __future__ import annotations

from typing import Optional, Sequence


def dims_text(dims: Sequence[Sequence[str]]) -> str:
    """A layout's dimensions as dtc writes them (`[x, {x, y}, unsharded]`)
    from the mesh axes of each dimension."""
    return "[" + ", ".join("unsharded" if not axes else axes[0] if len(axes) == 1
                           else "{" + ", ".join(axes) + "}" for axes in dims) + "]"


def spec_axes(spec: Optional[Sequence]) -> list[list[str]]:
    """The mesh axes of each dimension a PartitionSpec (or None) names: None
    is unsharded, "x" over x, ("x", "y") over x then y."""
    return [[] if e is None else [e] if isinstance(e, str) else list(e)
            for e in (list(spec) if spec is not None else [])]


def spec_dims(spec: Optional[Sequence]) -> str:
    """A PartitionSpec's dimensions as dtc writes them; `dtc import` leaves
    the dimensions it does not reach unsharded, as JAX does."""
    return dims_text(spec_axes(spec))


def layout_text(spec: Optional[Sequence], rank: int, mesh_name: str = "mesh") -> str:
    """`#dtensor.layout<@mesh, [...]>` for a PartitionSpec on a rank-`rank`
    value."""
    axes = spec_axes(spec)
    if len(axes) > rank:
        raise ValueError(f"PartitionSpec {spec} has more entries than the rank {rank}")
    return f"#dtensor.layout<@{mesh_name}, {dims_text(axes + [[]] * (rank - len(axes)))}>"
