"""dtc for JAX users: a JAX function, example arguments and shardings written
the JAX way become a dtc program (a .mlir file `dtc compile` takes).

    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    import dtc_jax

    def mlp(x, w1, w2):
        return jnp.maximum(x @ w1, 0) @ w2

    dtc_jax.export(mlp, (x, w1, w2), "mlp.mlir",
                   mesh={"x": 2, "y": 2},
                   in_specs=(P("x", None), P(None, "y"), P("y", None)),
                   out_specs=P("x", None))

The steps: `jax.jit(f).lower(*args)` to StableHLO (shard_maps and
shardings taken out: dtc_jax.shardy); IREE's input conversion to upstream
linalg/tensor/arith/math/scf on tensors, IREE's own ops in generic form
(dtc_jax.iree); `dtc import`, which makes them func and dtensor ops
(`dtensor.sort`, `top_k`, `scan`, `scatter`: compiler ops with verifiers,
sharding rules and lowerings); the shard_maps put back; then a
`dtensor.mesh` and one `dtensor.layout` per argument and result of the
entry, from the PartitionSpecs (None: unsharded; "x": over x; ("x", "y"):
over x then y) (dtc_jax.layouts). A program without a mesh runs on one
device.

JAX and iree-base-compiler are not dtc's dependencies: `dtc-jax setup`
installs them into a virtual environment (tools/jax-import/README.md).
"""
from __future__ import annotations

import os
from typing import Any, Callable, Optional, Sequence

from .iree import import_program, lower_to_linalg
from .layouts import add_mesh, annotate, layout_text
from .shardy import ShardMaps, outline_shard_maps, restore_shard_maps
from .text import rank

__all__ = ["export", "layout_text", "lower_to_linalg", "to_dtc", "save_arrays"]


def to_dtc(iree_text: str, entry: str = "main", mesh: Optional[dict[str, int]] = None,
           in_specs: Optional[Sequence] = None, out_specs: Optional[Sequence] = None,
           device_type: str = "cpu", info: Optional[ShardMaps] = None,
           dtc: Optional[str] = None) -> str:
    """IREE's input conversion of a program (generic form) as a dtc
    program: `dtc import`, the shard_maps `info` recorded put back, and the
    entry's layouts from PartitionSpecs on `mesh` ({axis: size}, in
    order)."""
    text = import_program(iree_text, dtc)
    if info is not None:
        text = restore_shard_maps(text, info)
    if mesh is None:
        return text
    if out_specs is not None and not isinstance(out_specs, (list, tuple)):
        out_specs = [out_specs]

    def layouts(specs, what, noun, recorded):
        # The specs given, else the shardings jax.jit lowered with, else
        # replicated.
        def layout(k, ty, count):
            if specs is not None and len(specs) != count:
                raise ValueError(f"{len(specs)} {what} for {count} {noun}")
            if specs is None and k in recorded:
                return recorded[k]
            return layout_text(specs[k] if specs is not None else None, rank(ty))
        return layout

    text = annotate(text, entry,
                    layouts(in_specs, "in_specs", "arguments", info.entry_args if info else {}),
                    layouts(out_specs, "out_specs", "results",
                            info.entry_results if info else {}))
    return add_mesh(text, mesh, device_type)


def export(f: Callable, args: Sequence[Any], path: str, mesh: Optional[dict[str, int]] = None,
           in_specs: Optional[Sequence] = None, out_specs: Optional[Sequence] = None,
           device_type: str = "cpu", dtc: Optional[str] = None) -> str:
    """Writes the dtc program of `f` at `args` to `path`; returns its text.
    A shard_map in `f` becomes a `dtensor.shard_map` of its body on the
    shard_map's mesh (`mesh`, if given, must be that mesh). `dtc`: the dtc
    driver to import with (dtc_jax.iree.dtc_compiler)."""
    import jax
    # A jitted function keeps its in/out_shardings (lowered as sdy.sharding).
    lowered = f.lower(*args) if hasattr(f, "lower") else jax.jit(f).lower(*args)
    stablehlo, info = outline_shard_maps(lowered.as_text())
    if info is not None:
        if mesh is not None and list(mesh.items()) != info.axes:
            raise ValueError(f"mesh {mesh} is not the shard_map's mesh {dict(info.axes)}")
        mesh = dict(info.axes)
    text = to_dtc(lower_to_linalg(stablehlo), "main", mesh, in_specs, out_specs, device_type,
                  info, dtc)
    with open(path, "w") as out:
        out.write(text)
    return text


def save_arrays(directory: str, **arrays: Any) -> None:
    """Writes each array as DIR/NAME.npy (numpy's format, which dtc reads)."""
    import numpy as np
    os.makedirs(directory, exist_ok=True)
    for name, a in arrays.items():
        np.save(os.path.join(directory, name + ".npy"), np.asarray(a))
