"""The JAX importer's Shardy path on texts JAX and IREE wrote: shardy.mlir
is jax.jit's StableHLO; iree.mlir IREE's input conversion (generic form) of
the importer's outlining of it (tools/jax-import/dtc_jax/shardy.py), with
its `dtc.jax` record; a<i>.npy the arguments, r<i>.npy JAX's results.
Inputs/shard_map_import/ is corpus.py's shard_map_collectives
(jax-import-shard-map.test), Inputs/shardings_import/ a function jitted
with sharded arguments, out_shardings and a with_sharding_constraint
(jax-import-shardings.test).

    shard_map_import.py IN OUT          writes OUT/prog.mlir, the dtc program
                                        `dtc import` makes of IN/iree.mlir (no
                                        JAX or IREE needed); for
                                        shard_map_import, the entry laid out
                                        as corpus.py's variant "xy";
                                        otherwise as jax.jit lowered it
    shard_map_import.py IN OUT --check  compares OUT/o<i>.npy with IN/r<i>.npy
                                        (also cpu-fused-chain.test's)
    shard_map_import.py IN --record     remakes IN/iree.mlir from
                                        IN/shardy.mlir (needs JAX and IREE:
                                        tools/jax-import/dtc-jax python)
"""
import os
import sys

import numpy as np


def record(src):
    import dtc_jax
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir
    with open(os.path.join(src, "shardy.mlir")) as f:
        shardy = f.read()
    with jax_mlir.make_ir_context():
        module = ir.Module.parse(shardy)
        dtc_jax.outline_shard_maps(module)
        outlined = str(module)
    with open(os.path.join(src, "iree.mlir"), "w") as f:
        f.write(dtc_jax.lower_to_linalg(outlined))


def build(src, out):
    import dtc_jax
    with open(os.path.join(src, "iree.mlir")) as f:
        converted = f.read()
    if os.path.basename(os.path.normpath(src)) == "shard_map_import":
        # The entry laid out differently from the shard_map's specs, as
        # corpus.py's variant "xy" has it.
        specs = ((("x", "y"), None, ("x",)),
                 [("x", "y"), ("x", "y"), ("x",), None, None, None, ("x",)])
    else:
        specs = (None, None)
    text = dtc_jax.to_dtc(converted, None, *specs)
    with open(os.path.join(out, "prog.mlir"), "w") as f:
        f.write(text)


def check(src, out):
    """Each result against JAX's as the corpus compares them (bundle_run:
    within 2e-4 of the largest magnitude; NaNs, infinities, integers and
    dtypes exact)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from bundle_run import JAX_TOLERANCE, differs
    k = 0
    while os.path.exists(os.path.join(src, f"r{k}.npy")):
        want = np.load(os.path.join(src, f"r{k}.npy"))
        got = np.load(os.path.join(out, f"o{k}.npy"))
        why = differs(got, want, JAX_TOLERANCE)
        print(f"r{k}: {'matches JAX' if why is None else f'differs from JAX: {why}'}")
        k += 1


if __name__ == "__main__":
    if "--record" in sys.argv:
        record(sys.argv[1])
    else:
        (check if "--check" in sys.argv else build)(sys.argv[1], sys.argv[2])
