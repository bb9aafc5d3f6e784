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

The steps: `jax.jit(f).lower(*args)` to StableHLO, shard_maps and
shardings taken out and recorded in the module (dtc_jax.shardy, through
jaxlib's MLIR Python bindings); IREE's input conversion to upstream
linalg/tensor/arith/math/scf on tensors, IREE's own ops in generic form
(dtc_jax.iree); `dtc import`, which makes them func and dtensor ops
(`dtensor.sort`, `top_k`, `scan`, `scatter`: compiler ops with verifiers,
sharding rules and lowerings), puts the shard_maps back from the record, and
gives the program a `dtensor.mesh` and one `dtensor.layout` per argument and
result of the entry, from the PartitionSpecs (None: unsharded; "x": over x;
("x", "y"): over x then y; dtc_jax.layouts) or jax.jit's shardings. A
program without a mesh runs on one device.

JAX and iree-base-compiler are not dtc's dependencies: `dtc-jax setup`
installs them into a virtual environment (tools/jax-import/README.md).
"""
from __future__ import annotations

import os
from typing import Any, Callable, Optional, Sequence

from .iree import import_program, lower_to_linalg
from .layouts import layout_text, spec_dims
from .shardy import ShardMaps, outline_shard_maps

__all__ = ["export", "layout_text", "lower_to_linalg", "to_dtc", "save_arrays"]


def to_dtc(iree_text: str, mesh: Optional[dict[str, int]] = None,
           in_specs: Optional[Sequence] = None, out_specs: Optional[Sequence] = None,
           device_type: str = "cpu", dtc: Optional[str] = None) -> str:
    """IREE's input conversion of a program (generic form) as a dtc program
    (`dtc import`): the shard_maps and shardings the module's `dtc.jax`
    record holds put back, and a `dtensor.mesh` from `mesh` ({axis: size},
    major to minor; none: the recorded one) with the entry's layouts from
    PartitionSpecs (one per argument and per result; none: jax.jit's
    recorded shardings, else replicated)."""
    options = []
    if mesh is not None:
        options += ["--mesh", ",".join(f"{a}={n}" for a, n in mesh.items())]
    options += ["--device-type", device_type]
    if out_specs is not None and not isinstance(out_specs, (list, tuple)):
        out_specs = [out_specs]
    for flag, specs in (("--in-layout", in_specs), ("--out-layout", out_specs)):
        for spec in specs or []:
            options += [flag, spec_dims(spec)]
    return import_program(iree_text, dtc, options)


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
    module = lowered.compiler_ir("stablehlo")
    with module.context:
        info: Optional[ShardMaps] = outline_shard_maps(module)
        stablehlo = str(module)
    if info is not None and mesh is not None and list(mesh.items()) != info.axes:
        raise ValueError(f"mesh {mesh} is not the shard_map's mesh {dict(info.axes)}")
    text = to_dtc(lower_to_linalg(stablehlo), mesh, in_specs, out_specs, device_type, dtc)
    with open(path, "w") as out:
        out.write(text)
    return text


def save_arrays(directory: str, **arrays: Any) -> None:
    """Writes each array as DIR/NAME.npy (numpy's format, which dtc reads)."""
    import numpy as np
    os.makedirs(directory, exist_ok=True)
    for name, a in arrays.items():
        np.save(os.path.join(directory, name + ".npy"), np.asarray(a))
