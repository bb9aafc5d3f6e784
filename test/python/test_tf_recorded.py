"""TF programs recorded by tools/tf-import/corpus.py, run in process without
TF: a Keras MLP's train step for 2 replicas (a shard_map over them, the
gradients summed by dtc's all-reduce) trained for 10 steps from Python
against TF 2.21's CentralStorageStrategy on 2 CPUs (Inputs/tf_central_storage,
test/corpus-tf/keras_mlp_central_storage)."""

import json
import os

import numpy as np

import dtc

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "..", "corpus-tf", "keras_mlp_central_storage")
TRAINING = os.path.join(HERE, "Inputs", "tf_central_storage")


def test_central_storage_training_recorded():
    data = np.load(os.path.join(TRAINING, "training.npz"))
    with open(os.path.join(PROGRAM, "roles.json")) as f:
        names = json.load(f)["arguments"]
    mesh = dtc.create_mesh([("r", 2)])
    # Batches of 8 (4 rows a replica), and the last one of 4 (2 a replica),
    # which TF runs at its size: a program of its own.
    step = dtc.function(os.path.join(PROGRAM, "central_storage2.mlir"), mesh=mesh)
    short = dtc.function(os.path.join(TRAINING, "short.mlir"), mesh=mesh)
    variables = {n: dtc.DVariable(data["first/" + n], name=n, layout=step.in_layouts[i])
                 for i, n in enumerate(names) if n}
    x, y = data["x"], data["y"]
    losses = []
    for i in range(0, len(x), 8):
        fn = step if i + 8 <= len(x) else short
        per_replica = fn(x[i:i + 8], y[i:i + 8], *[variables[n] for n in names[2:]])
        assert per_replica.shape == (2,)
        losses.append(float(per_replica.numpy().astype(np.float64).sum()))
    assert len(losses) == 10
    np.testing.assert_allclose(losses, data["losses"], rtol=0, atol=1e-6)
    for n, v in variables.items():
        np.testing.assert_allclose(v.numpy(), data["last/" + n], rtol=0, atol=1e-6,
                                   err_msg=n)
    assert int(variables["adam/iteration"].numpy()) == 10
