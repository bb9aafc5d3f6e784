"""Variants of examples/train/mlp_step.mlir for strategies.test, and the check.

  train_variants.py make DIR     writes DIR/mirrored.mlir (MirroredStrategy on
                                 2 replicas) and DIR/logical.mlir (2 replicas
                                 of 2 logical devices: replica_axes = [r] on a
                                 2x2 mesh, the hidden layer split over m as
                                 experimental_split_to_logical_devices does),
                                 DIR/params.mlir (CentralStorageStrategy with
                                 the variables on device 2, outside the 2
                                 compute devices), and the example's data and
                                 weights (and the learning rate, lr.npy);
                                 DIR/params_gpu.mlir (the same with
                                 the compute devices GPUs, device 2 a CPU)
  train_variants.py check DIR LOSSES.npy
                                 the 20 losses against numpy's SGD
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "examples", "train"))
import train  # noqa: E402  (the example's reference SGD)

CENTRAL = '{kind = "central_storage", mesh = @compute, parameter_device = 0}'


def make(d):
    with open(os.path.join(HERE, "..", "..", "..", "examples", "train", "mlp_step.mlir")) as f:
        src = f.read()
    assert CENTRAL in src
    with open(f"{d}/mirrored.mlir", "w") as f:
        f.write(src.replace(CENTRAL, '{kind = "mirrored", mesh = @compute}'))
    logical = src.replace(CENTRAL, '{kind = "mirrored", mesh = @compute, replica_axes = ["r"]}')
    logical = logical.replace("dtensor.mesh @compute <[r = 2], cpu>", "dtensor.mesh @compute <[r = 2, m = 2], cpu>")
    old = "  %h = math.tanh %z : tensor<8x16xf32>\n"
    assert old in logical
    logical = logical.replace(old, "  %zsplit = dtensor.constraint %z : tensor<8x16xf32> to "
                              "#dtensor.layout<@compute, [unsharded, m]>\n"
                              "  %h = math.tanh %zsplit : tensor<8x16xf32>\n")
    with open(f"{d}/logical.mlir", "w") as f:
        f.write(logical)
    mesh = "dtensor.mesh @compute <[r = 2], cpu>\n"
    assert mesh in src
    params = src.replace(CENTRAL, '{kind = "central_storage", mesh = @compute, parameter_device = @params}')
    params = params.replace(mesh, mesh + "dtensor.mesh @params <[], cpu, device_ids = [2]>\n")
    with open(f"{d}/params.mlir", "w") as f:
        f.write(params)
    # The replicas on GPUs, the parameter device a CPU (TF's
    # CentralStorageStrategy(["GPU:0", "GPU:1"], "CPU:0")).
    with open(f"{d}/params_gpu.mlir", "w") as f:
        f.write(params.replace(mesh, "dtensor.mesh @compute <[r = 2], gpu>\n"))
    rng = np.random.default_rng(0)
    x = rng.standard_normal((151, 4)).astype(np.float32)
    np.save(f"{d}/x.npy", x)
    np.save(f"{d}/t.npy", (np.sin(x[:, :1]) + 0.5 * x[:, 1:2] * x[:, 2:3] - x[:, 3:4]).astype(np.float32))
    np.save(f"{d}/lr.npy", np.float32(train.LR))
    init = {"w1": rng.standard_normal((4, 16)) * 0.5, "b1": np.zeros(16),
            "w2": rng.standard_normal((16, 1)) * 0.25, "b2": np.zeros(1)}
    for v, a in init.items():
        np.save(f"{d}/{v}0.npy", a.astype(np.float32))


def check(d, losses):
    got = np.load(losses)
    want = train.reference(d)
    if got.shape != want.shape or not np.allclose(got, want, rtol=1e-4, atol=1e-6):
        sys.exit(f"{losses}: {got} != numpy's {want}")
    print(f"{os.path.basename(losses)}: 20 losses match numpy's SGD")


if sys.argv[1] == "make":
    make(sys.argv[2])
else:
    check(sys.argv[2], sys.argv[3])
