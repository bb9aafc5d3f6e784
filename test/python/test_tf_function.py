"""dtc.tf.function: TF functions traced by dtc's TF importer once per
signature, compiled, called in process with their captured variables as
DVariables; against TF itself. Needs TensorFlow, jaxlib and IREE's compiler
(tools/tf-import/dtc-tf setup), which the README's test command does not
install: skipped without them (test_dtc_tf_without_tf runs everywhere)."""

import os
import shutil

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
pytest.importorskip("jaxlib")
if not (shutil.which("iree-compile") or os.path.exists(
        os.path.join(os.path.dirname(os.sys.executable), "iree-compile"))):
    pytest.skip("IREE's compiler is not installed", allow_module_level=True)

import keras  # noqa: E402

# TF DTensor's meshes name logical devices: 4 CPUs (before TF starts).
tf.config.set_logical_device_configuration(
    tf.config.list_physical_devices("CPU")[0], [tf.config.LogicalDeviceConfiguration()] * 4)

import dtc  # noqa: E402
import dtc.tf  # noqa: E402


def keras_step(features=8, hidden=16, outputs=4, loss_fn=None):
    """A Keras MLP, Adam, and their train step (a Python function of TF
    ops, as strategy.run takes it; tf.function(step) for a jitted one)."""
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((features,)),
                              keras.layers.Dense(hidden, activation="relu"),
                              keras.layers.Dense(outputs)])
    optimizer = keras.optimizers.Adam(1e-2)
    optimizer.build(model.trainable_variables)
    loss_fn = loss_fn or keras.losses.MeanSquaredError()

    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return model, optimizer, step


def test_keras_train_step_matches_tf(mesh, rng):
    xs = rng.standard_normal((6, 8, 8)).astype(np.float32)
    ys = rng.standard_normal((6, 8, 4)).astype(np.float32)
    model, _, step = keras_step()
    step = tf.function(step)
    want = [float(step(x, y)) for x, y in zip(xs, ys)]
    want_kernel = model.layers[0].kernel.numpy()

    model, optimizer, step = keras_step()
    step = tf.function(step)
    batch = dtc.Layout(["x", dtc.UNSHARDED], mesh)
    f = dtc.tf.function(step, mesh=mesh, in_layouts=[batch, batch],
                        variable_layouts=[(model.layers[0].kernel, [dtc.UNSHARDED, "y"])])
    got = []
    for x, y in zip(xs, ys):
        loss = f(x, y)
        assert isinstance(loss, dtc.DTensor) and loss.shape == ()
        got.append(float(loss.numpy()))
    np.testing.assert_allclose(got, want, rtol=2e-6)
    # The variables live on the mesh: the kernel on its layout, the
    # optimizer's iteration counted there; TF's own are untouched until
    # update_tf_variables.
    kernel = f.variables[model.layers[0].kernel.path]
    assert kernel.layout.sharding_specs == [dtc.UNSHARDED, "y"]
    np.testing.assert_allclose(kernel.numpy(), want_kernel, rtol=1e-5, atol=1e-6)
    assert int(optimizer.iterations.numpy()) == 0
    assert int(f.variables[optimizer.iterations.path].numpy()) == 6
    f.update_tf_variables()
    assert int(optimizer.iterations.numpy()) == 6
    np.testing.assert_allclose(model.layers[0].kernel.numpy(), want_kernel, rtol=1e-5, atol=1e-6)
    # A DTensor converts to a TF tensor.
    assert float(tf.convert_to_tensor(f(xs[0], ys[0]))) > 0


def test_tf_layouts_and_structures(rng):
    # TF DTensor's own Mesh and Layout objects, nested arguments and
    # outputs, an IndexedSlices output (the components).
    from tensorflow.experimental import dtensor
    tf_mesh = dtensor.create_mesh([("b", 2)], devices=["CPU:0", "CPU:1"])
    table = tf.Variable(rng.standard_normal((10, 4)).astype(np.float32))

    def f(inputs):
        with tf.GradientTape() as tape:
            rows = tf.gather(table, inputs["ids"])
            loss = tf.reduce_sum(rows * inputs["w"])
        return {"loss": loss, "grad": tape.gradient(loss, table)}
    ids = rng.integers(0, 10, 6).astype(np.int32)
    w = rng.standard_normal((6, 4)).astype(np.float32)
    fn = dtc.tf.function(f, in_layouts=[dtensor.Layout(["b"], tf_mesh),
                                        dtensor.Layout(["b", dtensor.UNSHARDED], tf_mesh)])
    out = fn({"ids": ids, "w": w})
    want = f({"ids": tf.constant(ids), "w": tf.constant(w)})
    np.testing.assert_allclose(out["loss"].numpy(), want["loss"].numpy(), rtol=1e-6)
    values, indices, _ = out["grad"]
    np.testing.assert_allclose(values.numpy(), want["grad"].values.numpy())
    np.testing.assert_array_equal(indices.numpy(), want["grad"].indices.numpy())


def test_unsupported_op_names_tf_op():
    f = dtc.tf.function(lambda x: tf.math.real(tf.signal.fft(tf.complex(x, x))))
    with pytest.raises(RuntimeError, match=r"'iree_linalg_ext.fft', which dtc does not import "
                                           r"\(made by the front end's op 'FFT'\)"):
        f(np.ones((2, 8), np.float32))


def test_layout_errors(mesh):
    f = dtc.tf.function(lambda x: x * 2, mesh=mesh, in_layouts=[["x", "z"]])
    with pytest.raises(RuntimeError, match="z"):
        f(np.ones((4, 4), np.float32))
    g = dtc.tf.function(lambda x: x * 2, mesh=mesh, in_layouts=[["x"]])
    with pytest.raises(ValueError, match="a layout of 1 dimensions for a value of rank 2"):
        g(np.ones((4, 4), np.float32))


def test_central_storage_training_matches_tf(rng):
    # TF's custom training loop under CentralStorageStrategy on 2 CPUs, 10
    # steps of batch 8 over 76 examples (the last batch short: 2 rows per
    # replica), and the same step run by dtc's strategy: Keras scales each
    # replica's loss for the replicas, the optimizer sums their gradients.
    x = rng.standard_normal((76, 16)).astype(np.float32)
    y = rng.integers(0, 4, 76).astype(np.int32)
    tf_strategy = tf.distribute.experimental.CentralStorageStrategy(["/cpu:0", "/cpu:1"],
                                                                    "/cpu:0")
    cross_entropy = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    with tf_strategy.scope():
        model, _, step = keras_step(16, 32, 4, cross_entropy)

    @tf.function
    def tf_step(xb, yb):
        return tf_strategy.reduce("SUM", tf_strategy.run(step, args=(xb, yb)), axis=None)
    data = tf.data.Dataset.from_tensor_slices((x, y)).batch(8)
    want = [float(tf_step(xb, yb)) for xb, yb in
            tf_strategy.experimental_distribute_dataset(data)]
    want_kernel = model.layers[0].kernel.numpy()

    strategy = dtc.distribute.CentralStorageStrategy(compute_devices=["CPU:0", "CPU:1"])
    model, optimizer, step = keras_step(16, 32, 4, cross_entropy)
    batches = strategy.experimental_distribute_dataset(
        [(x[i:i + 8], y[i:i + 8]) for i in range(0, 76, 8)])
    got, per_replica = [], None
    for xb, yb in batches:
        per_replica = strategy.run(step, args=(xb, yb))
        got.append(float(strategy.reduce("SUM", per_replica, axis=None).numpy()))
    assert len(got) == 10
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-6)
    # The variables on the parameter device, as TF's CentralStorageStrategy
    # keeps them.
    assert all(v.layout.single_device == 0 for _, v, _ in strategy._tf_variables.values())
    # The last step's per-replica losses, as experimental_local_results lists them.
    assert len(strategy.experimental_local_results(per_replica)) == 2
    dtc.tf.update_tf_variables(strategy)
    assert int(optimizer.iterations.numpy()) == 10
    np.testing.assert_allclose(model.layers[0].kernel.numpy(), want_kernel, atol=1e-6)

    # A short batch the replicas do not divide: TF's per-replica losses
    # depend on the split; dtc says so.
    uneven = strategy.experimental_distribute_dataset([(x[:8], y[:8]), (x[:3], y[:3])])
    it = iter(uneven)
    strategy.run(step, args=next(it))
    with pytest.raises(ValueError, match=r"split unevenly over the replicas \(2\|1 rows\)"):
        strategy.run(step, args=next(it))
