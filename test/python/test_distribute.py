"""dtc.distribute against TF 2.21's tf.distribute (Inputs/tf_recorded.json):
datasets split over the replicas as TF splits them (the short last batch
too), local results, reduce, gather, run with mirrored plain arguments; and
a training loop from Python whose losses equal the executable's."""

import os
import subprocess

import numpy as np
import pytest

import dtc
from dtc import _program
from dtc.distribute import (CentralStorageStrategy, MirroredStrategy, OneDeviceStrategy,
                            PerReplica, ReduceOp)

ROWS = np.arange(7 * 2, dtype=np.float32).reshape(7, 2)
HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(HERE, "..", "..", "examples", "train", "mlp_step.mlir")


def batches(n):
    return [ROWS[i:i + n] for i in range(0, len(ROWS), n)]


def local(strategy, value):
    return [np.asarray(v).tolist() for v in strategy.experimental_local_results(value)]


def test_datasets_split_as_tf(tf_recorded):
    want = tf_recorded["distribute"]
    s = MirroredStrategy(["/cpu:0", "/cpu:1"])
    assert s.num_replicas_in_sync == want["num_replicas"]
    for n in (4, 3):
        got = [local(s, b) for b in s.experimental_distribute_dataset(batches(n))]
        assert got == want["splits"][str(n)], n
    # Tuples of arrays keep their structure.
    x, y = next(iter(s.experimental_distribute_dataset([(ROWS[:3], ROWS[:3, 0])])))
    assert isinstance(x, PerReplica) and local(s, y) == [[0.0, 2.0], [4.0]]


def test_datasets_from_a_function_as_tf(tf_recorded):
    """Per-replica batches: each step the next batch for each replica in
    turn; the last step's replica without a batch gets an empty one."""
    want = tf_recorded["distribute"]
    s = MirroredStrategy(["/cpu:0", "/cpu:1"])
    contexts = []

    def per_replica(ctx):
        contexts.append([ctx.num_input_pipelines, ctx.input_pipeline_id,
                         ctx.num_replicas_in_sync, ctx.get_per_replica_batch_size(4)])
        return batches(3)
    got = [local(s, b) for b in s.distribute_datasets_from_function(per_replica)]
    assert got == want["from_function"] and contexts == [want["input_context"]]
    with pytest.raises(ValueError, match="`global_batch_size` 5 is not divisible"):
        s.distribute_datasets_from_function(lambda ctx: ctx.get_per_replica_batch_size(5))


def test_reduce_gather_and_local_results_as_tf(tf_recorded):
    want = tf_recorded["distribute"]
    s = MirroredStrategy(["/cpu:0", "/cpu:1"])
    plain = np.array([1.0, 2.0], np.float32)
    assert local(s, plain) == want["local_of_plain"]
    assert np.asarray(s.reduce(ReduceOp.MEAN, plain, axis=None)).tolist() == \
        want["reduce_plain_mean"]
    with pytest.raises(ValueError, match=r"cannot be reduced with the given reduce op "
                       r"ReduceOp.SUM\."):
        s.reduce("SUM", plain, axis=None)
    (whole,) = s.experimental_distribute_dataset([ROWS])
    assert s.gather(whole, axis=0).numpy().tolist() == want["gather_uneven"]
    mean = s.reduce(ReduceOp.MEAN, whole, axis=0)
    assert isinstance(mean, dtc.DTensor) and mean.numpy().tolist() == \
        want["reduce_mean_axis0_uneven"]
    # Values from a function: integer MEAN is true division (float64), and
    # negative and tuple axes reduce within the values.
    ints = s.experimental_distribute_values_from_function(
        lambda ctx: np.array([[-1, 2, 5], [0, 2, 6]], np.int32)[ctx.replica_id_in_sync_group])
    m = s.reduce("MEAN", ints)
    assert m.dtype == np.float64 and m.numpy().tolist() == [-0.5, 2.0, 5.5]
    floats = s.experimental_distribute_values_from_function(
        lambda ctx: np.arange(6, dtype=np.float32).reshape(2, 3) + 10 * ctx.replica_id_in_sync_group)
    assert float(s.reduce("MEAN", floats, axis=(0, 1)).numpy()) == 7.5
    assert s.reduce("SUM", floats, axis=-1).numpy().tolist() == [36.0, 54.0]


STEP = """
dtensor.mesh @r <[r = 2], cpu>
func.func @main(%a: tensor<4x2xf32> {dtensor.dataset}, %c: tensor<f32>) -> tensor<4x2xf32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @r}} {
  %e = tensor.empty() : tensor<4x2xf32>
  %cb = linalg.broadcast ins(%c : tensor<f32>) outs(%e : tensor<4x2xf32>) dimensions = [0, 1]
  %p = arith.mulf %a, %cb : tensor<4x2xf32>
  %one = arith.constant dense<1.0> : tensor<4x2xf32>
  %r = arith.addf %p, %one : tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
"""


def test_run_with_a_plain_argument_as_tf(tf_recorded):
    s = MirroredStrategy(["/cpu:0", "/cpu:1"])
    (whole,) = s.experimental_distribute_dataset([ROWS])
    # The plain value once per replica, and once for all (dtensor.mirrored).
    for program in (STEP, STEP.replace("%c: tensor<f32>", "%c: tensor<f32> {dtensor.mirrored}")):
        out = s.run(program, args=(whole, np.float32(2.0)))
        assert isinstance(out, PerReplica)
        assert local(s, out) == tf_recorded["distribute"]["run_with_plain"]


def example_data():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((151, 4)).astype(np.float32)
    t = (np.sin(x @ np.array([[1.0], [-2.0], [0.5], [1.5]], np.float32))).astype(np.float32)
    init = {"w1": rng.standard_normal((4, 16)).astype(np.float32) * 0.5,
            "b1": np.zeros(16, np.float32),
            "w2": rng.standard_normal((16, 1)).astype(np.float32) * 0.5,
            "b2": np.zeros(1, np.float32)}
    return x, t, init


def test_training_loop_equals_the_executable(tmp_path):
    """examples/train's step under CentralStorageStrategy from Python: the
    variables created in scope() on the parameter device, a dataset of 151
    examples in global batches of 16 (the last one 4|3), 20 steps; the
    losses and final weights equal the executable's job bit for bit."""
    x, t, init = example_data()
    s = CentralStorageStrategy(["/cpu:0", "/cpu:1"], parameter_device=0)
    with s.scope():
        variables = [dtc.DVariable(init[n], name=n) for n in ("w1", "b1", "w2", "b2")]
    assert variables[0].layout == dtc.Layout([], s.mesh, single_device=0)
    dataset = [(x[i:i + 16], t[i:i + 16]) for i in range(0, 151, 16)]
    losses = []
    steps = 0
    while steps < 20:
        for bx, bt in s.experimental_distribute_dataset(dataset):
            loss = s.run(EXAMPLE, args=(bx, bt, *variables, np.float32(0.1)))
            losses.append(float(loss.numpy()))
            steps += 1
            if steps == 20:
                break
    # The same job as an executable.
    for name, value in (("x", x), ("t", t), ("lr", np.float32(0.1)), *init.items()):
        np.save(tmp_path / f"{name}.npy", value)
    cmd = [_program.compiler_path(), "run", "--cache-dir", str(tmp_path / "cache"), EXAMPLE,
           "--input", str(tmp_path / "x.npy"), "--input", str(tmp_path / "t.npy"),
           "--input", str(tmp_path / "lr.npy"),
           "--steps", "20", "--log-every", "0", "--stack-outputs",
           "--output", str(tmp_path / "loss.npy")]
    for n in init:
        cmd += ["--variable", f"{n}={tmp_path / (n + '.npy')}",
                "--variable-out", f"{n}={tmp_path / (n + '_out.npy')}"]
    job = subprocess.run(cmd, capture_output=True, text=True)
    assert job.returncode == 0, job.stderr
    np.testing.assert_array_equal(np.array(losses, np.float32), np.load(tmp_path / "loss.npy"))
    for v in variables:
        np.testing.assert_array_equal(v.numpy(), np.load(tmp_path / f"{v.name[:-2]}_out.npy"))
    assert losses[-1] < losses[0]


def test_one_device_and_errors():
    one = OneDeviceStrategy("/cpu:0")
    v = one.experimental_distribute_values_from_function(
        lambda ctx: np.array([3, 4, 6], np.int32))
    # One device: no axis returns the value (int32 stays); an axis reduces.
    assert one.reduce("MEAN", v).numpy().tolist() == [3, 4, 6]
    assert one.reduce("MEAN", v, axis=0).numpy().tolist() == pytest.approx(13 / 3)
    s = MirroredStrategy(["/cpu:0", "/cpu:1"])
    (whole,) = s.experimental_distribute_dataset([ROWS])
    with pytest.raises(ValueError, match="a dataset's batch: give it a PerReplica batch"):
        s.run(STEP, args=(ROWS[:8], np.float32(2.0)))
    with pytest.raises(TypeError, match="takes 2 arguments, 3 given"):
        s.run(STEP, args=(whole, np.float32(2.0), 1))
    with pytest.raises(ValueError, match="reduce takes SUM, MEAN, MAX or MIN"):
        s.reduce("PROD", whole)


DOUBLE = """
dtensor.mesh @one <[r = 1], cpu>
func.func @main(%a: tensor<2x2xf32> {dtensor.dataset}) -> tensor<2x2xf32>
    attributes {dtensor.strategy = {kind = "one_device", mesh = @one}} {
  %r = arith.addf %a, %a : tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
"""


def test_v1_one_device_extras_as_tf(tf_recorded):
    """tf.compat.v1.distribute.OneDeviceStrategy's v1 extras: numpy
    datasets, v1 iterators, experimental_run, unwrap, update_config_proto."""
    want = tf_recorded["distribute"]["v1"]
    one = dtc.compat.v1.distribute.OneDeviceStrategy("/cpu:0")
    assert one.num_replicas_in_sync == want["num_replicas"]
    rows = np.arange(10, dtype=np.float32).reshape(5, 2)
    assert [r.tolist() for r in one.experimental_make_numpy_dataset(rows)] == want["numpy_dataset"]
    it = one.make_dataset_iterator(one.experimental_make_numpy_dataset(rows).batch(2))
    assert it.initialize() == []
    assert local(one, it.get_next()) == [want["first_batch"]]
    doubled = one.experimental_run(DOUBLE, it)
    assert np.asarray(doubled).tolist() == want["run_doubled_second_batch"]
    assert [np.asarray(v).tolist() for v in one.unwrap(doubled)] == want["unwrap"]
    assert np.asarray(one.reduce("SUM", doubled, axis=0)).tolist() == want["reduce_sum_axis0"]
    contexts = []

    def input_fn(ctx):
        contexts.append([ctx.num_input_pipelines, ctx.input_pipeline_id,
                         ctx.num_replicas_in_sync])
        return one.experimental_make_numpy_dataset(rows).batch(3)
    from_fn = one.make_input_fn_iterator(input_fn)
    got = [local(one, from_fn.get_next())[0] for _ in range(2)]
    assert contexts == [want["input_context"]] and got == want["input_fn_batches"]
    with pytest.raises(dtc.compat.v1.errors.OutOfRangeError):
        from_fn.get_next()
    config = {"allow_soft_placement": True}
    copied = one.update_config_proto(config)
    assert (copied == config) == want["config_proto_equal_copy"] and copied is not config
