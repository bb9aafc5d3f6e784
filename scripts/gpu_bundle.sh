#!/usr/bin/env bash
# Builds, here (where MLIR and dtc are), everything a GPU machine without
# them needs to check dtc's GPU backend, into one directory to carry there
# (default build/gpu-bundle, about 40 MB):
#   suite/              the global-program suite on GPU meshes, with inputs and
#                       numpy's expected results (global_programs.py --bundle)
#   corpus/             the JAX and TF corpora (test/corpus, test/corpus-tf)
#                       on GPU meshes, with JAX's and TF's outputs
#                       (check_corpus.py --device gpu --bundle)
#   bench/              bench/gpu.py's executables and manifest
#   dtc-runtime-tests   the runtime's unit tests (GpuCollectivesTest runs the
#                       collectives on a virtual GPU mesh against a CPU mesh)
#   train/              CentralStorage training with GPU replicas and a CPU
#                       parameter device (a mixed mesh), with its data
#   clients/            the MLP on a 2x4 GPU mesh split over 2 processes
#                       (mpirun -np 2), with inputs and numpy's result
#   lib/                the shared libraries the executables link that a
#                       GPU machine's image may lack (OpenBLAS, libgfortran)
# and the same as one archive beside it, <dir>.tar.xz (about 12 MB: the
# executables share most of their bytes), small enough to carry.
# Then, on the GPU machine, from the repository root:
#   bash scripts/gpu_bundle_run.sh build/gpu-bundle
# (after `mkdir -p build/gpu-bundle && tar -xJf gpu-bundle.tar.xz -C
# build/gpu-bundle` where only the archive travelled).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DTC_BUILD_DIR:-$root/build}
out=${1:-$build/gpu-bundle}

"$root/scripts/build.sh"
# The GPU machine's CPU is not this one: host code for x86-64-v3 (AVX2 and
# FMA, which GPU hosts have) unless DTC_HOST_CPU names another. An
# executable checks the CPU it runs on and says what it lacks.
export DTC_HOST_CPU=${DTC_HOST_CPU:-x86-64-v3}
rm -rf "$out"
mkdir -p "$out"
/usr/bin/python3 "$root/test/e2e/Inputs/global_programs.py" \
  --dtc "$build/bin/dtc" --workdir "$out/suite" --device gpu --bundle
for corpus in corpus corpus-tf; do
  /usr/bin/python3 "$root/test/e2e/Inputs/check_corpus.py" --dtc "$build/bin/dtc" \
    --corpus "$root/test/$corpus" --workdir "$out/corpus" --device gpu --bundle
done
/usr/bin/python3 "$root/bench/gpu.py" build --dtc "$build/bin/dtc" \
  --out "$out/bench"
cp "$build/bin/dtc-runtime-tests" "$out/"
mkdir -p "$out/train"
/usr/bin/python3 "$root/test/e2e/Inputs/train_variants.py" make "$out/train"
"$build/bin/dtc" compile "$out/train/params_gpu.mlir" -o "$out/train/params_gpu"
mkdir -p "$out/clients"
sed 's/gpu>/gpu, clients = 2>/' "$root/examples/mlp_global_gpu_2x4.mlir" > "$out/clients/mlp.mlir"
"$build/bin/dtc" compile "$out/clients/mlp.mlir" -o "$out/clients/mlp"
/usr/bin/python3 - "$out/clients" <<'PY'
import sys, numpy as np
d = sys.argv[1]
rng = np.random.default_rng(7)
x, w1, w2 = (rng.standard_normal(s).astype(np.float32) for s in ((16, 32), (32, 64), (64, 32)))
for name, a in (("x", x), ("w1", w1), ("w2", w2)):
    np.save(f"{d}/{name}.npy", a)
np.save(f"{d}/expected.npy", np.maximum(x @ w1, 0) @ w2)
PY
# The executables' own libraries, except the C and C++ runtimes every Linux
# machine has (a newer one runs them).
mkdir -p "$out/lib"
ldd "$out/clients/mlp" | awk '$2 == "=>" && $3 ~ /^\// {print $3}' |
  grep -Ev '/(libc|libm|libstdc\+\+|libgcc_s|libdl|libpthread|librt)\.so' |
  while read -r lib; do cp -L "$lib" "$out/lib/"; done
tar -C "$out" -cf - . | xz -T0 -6 > "$out.tar.xz"
du -sh "$out" "$out.tar.xz"
