#!/usr/bin/env bash
# On a GPU machine, from the repository root: runs a bundle made by
# scripts/gpu_bundle.sh (default build/gpu-bundle). Needs the CUDA driver,
# cuBLAS and NVRTC (NCCL where there are several GPUs), numpy, and for the
# benchmarks' peers torch and jax.
#   1. the runtime's unit tests (the collectives on a virtual GPU mesh
#      against a CPU mesh, bit for bit);
#   2. the global-program suite on GPU meshes against numpy;
#   3. 20 training steps on GPU replicas with a CPU parameter device,
#      losses against numpy's SGD;
#   4. the MLP on a GPU mesh split over 2 processes (mpirun -np 2, where
#      OpenMPI is installed), against numpy;
#   5. the GPU benchmarks (figures against torch and jax).
set -uo pipefail
bundle=${1:-build/gpu-bundle}
status=0
nvidia-smi -L || true
# Collectives between GPUs need NCCL: take PyTorch's where the system has none.
if [ -z "${DTC_NCCL_LIBRARY:-}" ] && ! ldconfig -p 2>/dev/null | grep -q libnccl.so.2; then
  nccl=$(python3 -c 'import nvidia.nccl, os; print(os.path.join(list(nvidia.nccl.__path__)[0], "lib", "libnccl.so.2"))' 2>/dev/null)
  [ -n "$nccl" ] && [ -f "$nccl" ] && export DTC_NCCL_LIBRARY=$nccl && echo "NCCL: $nccl"
fi
echo "== runtime unit tests"
"$bundle/dtc-runtime-tests" --gtest_brief=1 || status=1
echo "== global programs on GPU meshes"
python3 test/e2e/Inputs/bundle_run.py "$bundle/suite" || status=1
echo "== training on GPUs with a CPU parameter device"
t=$bundle/train
"$t/params_gpu" --input "$t/x.npy" --input "$t/t.npy" --variable w1="$t/w10.npy" \
  --variable b1="$t/b10.npy" --variable w2="$t/w20.npy" --variable b2="$t/b20.npy" \
  --steps 20 --log-every 10 --stack-outputs --output "$t/loss.npy" &&
  python3 test/e2e/Inputs/train_variants.py check "$t" "$t/loss.npy" || status=1
echo "== the MLP on 2 processes x 4 GPU devices"
c=$bundle/clients
if command -v mpirun >/dev/null; then
  mpirun --allow-run-as-root --oversubscribe -np 2 "$c/mlp" --input "$c/x.npy" \
    --input "$c/w1.npy" --input "$c/w2.npy" --output "$c/out.npy" &&
    python3 -c 'import sys, numpy as np
got, want = np.load(sys.argv[1]), np.load(sys.argv[2])
ok = np.allclose(got, want, rtol=1e-4, atol=1e-4)
print("2 processes:", "matches numpy" if ok else "MISMATCH")
sys.exit(0 if ok else 1)' "$c/out.npy" "$c/expected.npy" || status=1
else
  echo "skipped: no mpirun on this machine (OpenMPI)"
fi
echo "== benchmarks"
python3 bench/gpu.py run "$bundle/bench" || status=1
exit $status
