"""pytest for the `dtc` package (python/dtc), run by pytest.test: the build
tree's package (PYTHONPATH=build/python), numpy as the oracle, and TF's own
results recorded in Inputs/tf_recorded.json (record_tf.py)."""

import json
import os

import numpy as np
import pytest

import dtc

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.join(HERE, "..", "..", "examples")


@pytest.fixture(scope="session")
def mesh():
    return dtc.create_mesh([("x", 2), ("y", 4)])


@pytest.fixture(scope="session")
def tf_recorded():
    with open(os.path.join(HERE, "Inputs", "tf_recorded.json")) as f:
        return json.load(f)


@pytest.fixture
def rng():
    return np.random.default_rng(0)


def example(name):
    return os.path.join(EXAMPLES, name)
