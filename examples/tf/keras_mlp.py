"""A Keras model trained with dtc from its TF train step: the batch over
`batch` (data parallel) and the hidden layer over `model` (tensor parallel)
on a 2x2 mesh of CPU devices, declared with TF DTensor's own Mesh and
Layout; 10 steps, the last batch short, checked against TF's own run.

    tools/tf-import/dtc-tf setup        # once: TF, jaxlib, IREE's compiler
    tools/tf-import/dtc-tf python examples/tf/keras_mlp.py
"""
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.experimental import dtensor  # noqa: E402

import dtc  # noqa: E402
import dtc.tf  # noqa: E402

tf.config.set_logical_device_configuration(
    tf.config.list_physical_devices("CPU")[0], [tf.config.LogicalDeviceConfiguration()] * 4)


def make_model():
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((32,)),
                              keras.layers.Dense(64, activation="gelu", name="hidden"),
                              keras.layers.Dense(10, name="logits")], name="mlp")
    optimizer = keras.optimizers.Adam(1e-3)
    optimizer.build(model.trainable_variables)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return model, optimizer, train_step


rng = np.random.default_rng(0)
x_all = rng.standard_normal((76, 32)).astype(np.float32)
y_all = rng.integers(0, 10, 76).astype(np.int32)
batches = [(x_all[i:i + 8], y_all[i:i + 8]) for i in range(0, 76, 8)]   # the last has 4

# TF, as written.
model, optimizer, train_step = make_model()
want = [float(train_step(x, y)) for x, y in batches]

# dtc: the same step, its layouts TF DTensor's.
model, optimizer, train_step = make_model()
mesh = dtensor.create_mesh([("batch", 2), ("model", 2)], devices=[f"CPU:{i}" for i in range(4)])
rows = dtensor.Layout(["batch", dtensor.UNSHARDED], mesh)
labels = dtensor.Layout(["batch"], mesh)
hidden = {"kernel": [dtensor.UNSHARDED, "model"], "bias": ["model"]}
# The hidden layer's kernel and bias over `model`, and so their Adam slots.
variable_layouts = [(v, hidden["kernel" if "kernel" in v.path else "bias"])
                    for v in model.variables + optimizer.variables if "hidden" in v.path]
step = dtc.tf.function(train_step, in_layouts=[rows, labels], variable_layouts=variable_layouts)
got = [float(step(x, y).numpy()) for x, y in batches]   # the short batch compiles once more

for i, (w, g) in enumerate(zip(want, got)):
    print(f"step {i:2d}: loss {g:.6f} (TF {w:.6f})")
step.update_tf_variables()
print("kernel layout on the mesh:",
      step.variables[model.get_layer("hidden").kernel.path].layout.sharding_specs)
assert np.allclose(got, want, rtol=1e-5, atol=1e-6), "dtc's losses differ from TF's"
print(f"{len(got)} steps, largest difference from TF {max(abs(a - b) for a, b in zip(got, want)):.2e}")
