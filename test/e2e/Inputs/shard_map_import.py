"""The JAX importer's Shardy path (tools/jax-import/dtc_jax/shardy.py) without
JAX or IREE, on texts they wrote: shardy.mlir is jax.jit's StableHLO,
iree.mlir IREE's input conversion of the importer's outlining of it;
a<i>.npy the arguments, r<i>.npy JAX's results. Inputs/shard_map_import/
is corpus.py's shard_map_collectives (jax-import-shard-map.test),
Inputs/shardings_import/ a function jitted with sharded arguments,
out_shardings and a with_sharding_constraint (jax-import-shardings.test).

    shard_map_import.py IN OUT          prints the outlined StableHLO, writes
                                        OUT/prog.mlir (the dtc program); for
                                        shard_map_import, the entry laid out
                                        as corpus.py's variant "xy" and the
                                        importer's errors for shard_maps it
                                        does not import; otherwise the entry
                                        laid out as jax.jit lowered it
    shard_map_import.py IN OUT --check  compares OUT/o<i>.npy with IN/r<i>.npy
                                        (also cpu-fused-chain.test's)
"""
import os
import sys

import numpy as np


def build(src, out):
    import dtc_jax
    with open(os.path.join(src, "shardy.mlir")) as f:
        shardy = f.read()
    outlined, info = dtc_jax.outline_shard_maps(shardy)
    print(outlined)
    with open(os.path.join(src, "iree.mlir")) as f:
        converted = f.read()
    collectives = os.path.basename(os.path.normpath(src)) == "shard_map_import"
    if collectives:
        # The entry laid out differently from the shard_map's specs, as
        # corpus.py's variant "xy" has it.
        specs = ((("x", "y"), None, ("x",)),
                 [("x", "y"), ("x", "y"), ("x",), None, None, None, ("x",)])
    else:
        specs = (None, None)
    text = dtc_jax.to_dtc(converted, "main", dict(info.axes), *specs, info=info)
    with open(os.path.join(out, "prog.mlir"), "w") as f:
        f.write(text)
    if not collectives:
        return
    # What the importer refuses, each with its reason.
    for what, old, new in [
            ("device order", 'sdy.mesh @mesh = <["x"=2, "y"=2]>',
             'sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[3, 2, 1, 0]>'),
            ("groups", "replica_groups = dense<[[0, 1], [2, 3]]>",
             "replica_groups = dense<[[0, 3], [1, 2]]>"),
            ("combiner", "stablehlo.maximum", "stablehlo.atan2"),
            ("meshes", "sdy.mesh @mesh", 'sdy.mesh @other = <["z"=4]>\n  sdy.mesh @mesh'),
            ("variadic", '%26 = "stablehlo.all_reduce"(%25)', '%26:2 = "stablehlo.all_reduce"(%25, %25)')]:
        assert old in shardy, old
        try:
            dtc_jax.outline_shard_maps(shardy.replace(old, new, 1))
            print(f"{what}: imported")
        except RuntimeError as e:
            print(f"{what}: error: {e}")


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
    (check if "--check" in sys.argv else build)(sys.argv[1], sys.argv[2])
