"""The TF importer's package (tools/tf-import/dtc_tf) without TF: layouts as
`dtc import` takes them, and the recorded IREE output of a TF step with its
variables marked, through `dtc import` with layouts and run in process. The
paths that need TF run in test_tf_function.py and the corpus."""

import json
import os
import sys

import numpy as np
import pytest

import dtc

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "tf-import"))
import dtc_tf  # noqa: E402
from dtc_jax.iree import dtc_compiler  # noqa: E402

CORPUS = os.path.join(HERE, "..", "corpus-tf")


def test_layout_dims():
    mesh = dtc.create_mesh([("x", 2), ("y", 4)])
    assert dtc_tf.layout_dims(dtc.Layout(["x", dtc.UNSHARDED], mesh), 2, "a") == "[x, unsharded]"
    assert dtc_tf.layout_dims(["y", None, "unsharded"], 3, "a") == "[y, unsharded, unsharded]"
    assert dtc_tf.layout_dims(None, 2, "a") == "[unsharded, unsharded]"
    with pytest.raises(ValueError, match="a: a layout of 1 dimensions for a value of rank 2"):
        dtc_tf.layout_dims(["x"], 2, "a")
    with pytest.raises(ValueError, match="'match' is not a mesh axis name"):
        dtc_tf.layout_dims(["match"], 1, "a")


def test_recorded_step_with_layouts_in_process(tmp_path, rng):
    # The Keras MLP's Adam step (IREE's output, its variables marked), laid
    # out tensor-parallel by `dtc import`'s options, run with DVariables: the
    # assigned results update them in place; TF's recorded values.
    d = os.path.join(CORPUS, "keras_mlp_adam")
    with open(os.path.join(d, "imports.json")) as f:
        options = json.load(f)["tp2"]
    with open(os.path.join(d, "roles.json")) as f:
        roles = json.load(f)
    program = dtc_tf.import_program(open(os.path.join(d, "iree.mlir")).read(),
                                    dtc_compiler(), options)
    mesh = dtc.create_mesh([("model", 2)])
    step = dtc.function(program, mesh=mesh)
    inputs = [np.load(os.path.join(d, f"a{i}.npy")) for i in range(len(roles["arguments"]))]
    args = [dtc.DVariable(a, name=n, layout=step.in_layouts[i]) if n else a
            for i, (a, n) in enumerate(zip(inputs, roles["arguments"]))]
    loss = step(*args)
    np.testing.assert_allclose(loss.numpy(), np.load(os.path.join(d, "r0.npy")), rtol=1e-5)
    kernel = roles["arguments"].index("mlp/hidden/kernel")
    assert args[kernel].layout.sharding_specs == [dtc.UNSHARDED, "model"]
    after = roles["results"].index("mlp/hidden/kernel")
    np.testing.assert_allclose(args[kernel].numpy(), np.load(os.path.join(d, f"r{after}.npy")),
                               rtol=1e-5, atol=1e-6)
