"""Writes dtc's corpus of TF programs (test/corpus-tf/): each a tf.function
(Keras train steps with their optimizers, attention forward and backward, a
while-loop decode, gathers and scatters, top-k, sorts) exported with dtc_tf
on one device and in 2-3 DTensor layouts, with its inputs and TF's outputs.

    tools/tf-import/dtc-tf corpus [NAME...]

test/corpus-tf/NAME/ gets VARIANT.mlir per variant, a<i>.npy per argument of
the program (the call's arguments, then the captured variables' values
before the step) and r<i>.npy per result (the function's outputs, then the
variables' values after the step), TF's own run of the function
(tf.function, without XLA); roles.json (which arguments are variables, which
results assign them), iree.mlir (what `dtc import` reads) and imports.json
(the options that made each variant from it). The lit tests
test/e2e/corpus-tf/ run every variant against TF's outputs and re-import
every variant, with Debian's numpy only.
"""
import argparse
import json
import os
import shutil
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dtc_tf  # noqa: E402

import keras  # noqa: E402
import tensorflow as tf  # noqa: E402

# TF's strategies (the central-storage program's reference) run on 2 CPUs.
tf.config.set_logical_device_configuration(
    tf.config.list_physical_devices("CPU")[0], [tf.config.LogicalDeviceConfiguration()] * 2)

U = "unsharded"
PROGRAMS = {}


def program(name):
    """Registers a builder under `name`: it returns (the function, its
    arguments, the variables it captures, {variant: (mesh, in_layouts,
    out_layouts, {variable path part: layout})}); "single" is added."""
    def register(build):
        PROGRAMS[name] = build
        return build
    return register


def normal(rng, *shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def ints(rng, high, *shape):
    return rng.integers(0, high, size=shape).astype(np.int32)


def train_step(model, optimizer, loss_fn):
    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    optimizer.build(model.trainable_variables)
    return step


@program("keras_mlp_adam")
def keras_mlp_adam(rng):
    model = keras.Sequential([keras.Input((16,)),
                              keras.layers.Dense(32, activation="relu", name="hidden"),
                              keras.layers.Dense(8, name="out")], name="mlp")
    optimizer = keras.optimizers.Adam(1e-2)
    step = train_step(model, optimizer, keras.losses.MeanSquaredError())
    tp = {"hidden/kernel": [U, "model"], "hidden_kernel": [U, "model"],
          "hidden/bias": ["model"], "hidden_bias": ["model"],
          "out/kernel": ["model", U], "out_kernel": ["model", U]}
    return step, [normal(rng, 16, 16), normal(rng, 16, 8)], model, optimizer, {
        "dp2": ({"batch": 2}, [["batch", U], ["batch", U]], None, {}),
        "tp2": ({"model": 2}, None, None, tp),
        "dp2tp2": ({"batch": 2, "model": 2}, [["batch", U], ["batch", U]], None, tp),
    }


@program("keras_cnn_adam")
def keras_cnn_adam(rng):
    model = keras.Sequential([keras.Input((12, 12, 3)),
                              keras.layers.Conv2D(8, 3, activation="relu", name="conv"),
                              keras.layers.MaxPooling2D(2),
                              keras.layers.Flatten(),
                              keras.layers.Dense(10, name="logits")], name="cnn")
    optimizer = keras.optimizers.Adam(1e-3)
    step = train_step(model, optimizer,
                      keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    head = {"logits/kernel": [U, "model"], "logits_kernel": [U, "model"],
            "logits/bias": ["model"], "logits_bias": ["model"]}
    batch = [["batch", U, U, U], ["batch"]]
    return step, [normal(rng, 8, 12, 12, 3), ints(rng, 10, 8)], model, optimizer, {
        "dp2": ({"batch": 2}, batch, None, {}),
        "dp4": ({"batch": 4}, batch, None, {}),
        "dp2tp2": ({"batch": 2, "model": 2}, batch, None, head),
    }


@program("keras_mha_grad")
def keras_mha_grad(rng):
    mha = keras.layers.MultiHeadAttention(num_heads=4, key_dim=8, name="attn")
    x0 = normal(rng, 4, 16, 32)
    mha(x0, x0)

    @tf.function
    def forward_backward(x):
        with tf.GradientTape() as tape:
            out = mha(x, x, use_causal_mask=True)
            loss = tf.reduce_mean(tf.square(out))
        grads = tape.gradient(loss, mha.trainable_variables)
        # The key bias's gradient is zero in exact arithmetic (softmax does
        # not see a shift shared by a query's keys): rounding noise in both
        # TF and dtc, left out.
        return [out, loss] + [g for v, g in zip(mha.trainable_variables, grads)
                              if "key/bias" not in v.path]
    heads = {"query/kernel": [U, "model", U], "key/kernel": [U, "model", U],
             "value/kernel": [U, "model", U], "query/bias": ["model", U],
             "key/bias": ["model", U], "value/bias": ["model", U],
             "attention_output/kernel": ["model", U, U]}
    return forward_backward, [x0], mha, None, {
        "dp2": ({"batch": 2}, [["batch", U, U]], None, {}),
        "heads2": ({"model": 2}, None, None, heads),
        "dp2heads2": ({"batch": 2, "model": 2}, [["batch", U, U]], None, heads),
    }


@program("embedding_ce_sgd")
def embedding_ce_sgd(rng):
    model = keras.Sequential([keras.Input((12,), dtype="int32"),
                              keras.layers.Embedding(64, 16, name="embed"),
                              keras.layers.Dense(64, name="proj")], name="lm")
    optimizer = keras.optimizers.SGD(0.5)
    step = train_step(model, optimizer,
                      keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    vocab = {"embed/embeddings": ["model", U], "proj/kernel": [U, "model"],
             "proj/bias": ["model"]}
    return step, [ints(rng, 64, 8, 12), ints(rng, 64, 8, 12)], model, optimizer, {
        "dp2": ({"batch": 2}, [["batch", U], ["batch", U]], None, {}),
        "vocab2": ({"model": 2}, None, None, vocab),
        "dp2vocab2": ({"batch": 2, "model": 2}, [["batch", U], ["batch", U]], None, vocab),
    }


@program("while_decode")
def while_decode(rng):
    steps = 6

    @tf.function
    def decode(h, token, w, embed, out):
        def body(t, h, token, tokens):
            h = tf.tanh(h @ w + tf.gather(embed, token))
            token = tf.argmax(h @ out, axis=-1, output_type=tf.int32)
            return t + 1, h, token, tokens.write(t, token)
        tokens = tf.TensorArray(tf.int32, size=steps)
        _, h, _, tokens = tf.while_loop(lambda t, *_: t < steps, body,
                                        [tf.constant(0), h, token, tokens])
        return h, tf.transpose(tokens.stack())
    args = [normal(rng, 8, 16), ints(rng, 32, 8), normal(rng, 16, 16, scale=0.3),
            normal(rng, 32, 16), normal(rng, 16, 32)]
    return decode, args, None, None, {
        "dp2": ({"batch": 2}, [["batch", U], ["batch"], None, None, None],
                [["batch", U], ["batch", U]], {}),
        "dp4": ({"batch": 4}, [["batch", U], ["batch"], None, None, None],
                [["batch", U], ["batch", U]], {}),
    }


@program("gather_scatter")
def gather_scatter(rng):
    @tf.function
    def f(params, index, t, indices, updates):
        return (tf.gather(params, index, axis=0),
                tf.tensor_scatter_nd_add(t, indices, updates))
    args = [normal(rng, 32, 8), ints(rng, 32, 12), normal(rng, 16, 8),
            ints(rng, 16, 10, 1), normal(rng, 10, 8)]
    cols = [[U, "model"], None, [U, "model"], None, [U, "model"]]
    return f, args, None, None, {
        "cols2": ({"model": 2}, cols, [[U, "model"], [U, "model"]], {}),
        "index2": ({"batch": 2}, [None, ["batch"], None, None, None], [["batch", U], None], {}),
    }


@program("top_k")
def top_k(rng):
    @tf.function
    def f(x):
        values, indices = tf.math.top_k(x, k=5)
        return values, indices
    rows = [["batch", U]]
    return f, [normal(rng, 8, 64)], None, None, {
        "rows2": ({"batch": 2}, rows, [["batch", U], ["batch", U]], {}),
        "rows4": ({"batch": 4}, rows, [["batch", U], ["batch", U]], {}),
    }


@program("sort")
def sort(rng):
    @tf.function
    def f(x):
        return (tf.sort(x, axis=-1, direction="DESCENDING"),
                tf.argsort(x, axis=-1, stable=True))
    rows = [["batch", U]]
    return f, [normal(rng, 8, 40)], None, None, {
        "rows2": ({"batch": 2}, rows, [["batch", U], ["batch", U]], {}),
        "rows2x2": ({"batch": 2, "model": 2}, [["batch", "model"]], None, {}),
    }


def captured(model, optimizer):
    variables = list(model.variables) if model is not None else []
    if optimizer is not None:
        variables += list(optimizer.variables)
    return variables


def variable_layouts(variables, parts):
    """(variable, layout) for each Keras variable whose path contains a
    part `parts` names (a weight and its optimizer slots)."""
    pairs = []
    for v in variables:
        for part, layout in parts.items():
            if part in v.path:
                pairs.append((v, layout))
                break
    return pairs


def record(name, out, dtc):
    keras.utils.set_random_seed(0)
    rng = np.random.default_rng(0)
    fn, args, model, optimizer, variants = PROGRAMS[name](rng)
    variables = captured(model, optimizer)
    d = os.path.join(out, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    traced = dtc_tf.trace(fn, args, debug_info=False)
    imports = {}
    for variant, (mesh, in_layouts, out_layouts, parts) in dict(
            single=(None, None, None, {}), **variants).items():
        options = traced.import_options(mesh=mesh, in_layouts=in_layouts,
                                        out_layouts=out_layouts,
                                        variable_layouts=variable_layouts(variables, parts))
        with open(os.path.join(d, variant + ".mlir"), "w") as f:
            f.write(dtc_tf.import_program(traced.iree, dtc, options))
        imports[variant] = options
    with open(os.path.join(d, "iree.mlir"), "w") as f:
        f.write(traced.iree)
    with open(os.path.join(d, "imports.json"), "w") as f:
        json.dump(imports, f, indent=1)
    # Inputs: the call's arguments, then each captured value before the step.
    inputs = []
    for kind, what in traced.arguments:
        inputs.append(args[what] if kind == "input" else
                      np.asarray(what.numpy()) if kind == "variable" else np.asarray(what))
    roles = {"arguments": [traced.names[id(w)] if k == "variable" else None
                           for k, w in traced.arguments],
             "results": [traced.names[id(w)] if k == "assign" else None
                         for k, w in traced.results]}
    # TF's run of the function as written (no XLA), then the variables.
    outputs = tf.nest.flatten(fn(*args))
    results = []
    for kind, what in traced.results:
        results.append(np.asarray(outputs[what]) if kind == "output" else
                       np.asarray(what.numpy()))
    for i, a in enumerate(inputs):
        np.save(os.path.join(d, f"a{i}.npy"), a)
    for i, r in enumerate(results):
        np.save(os.path.join(d, f"r{i}.npy"), r)
    with open(os.path.join(d, "roles.json"), "w") as f:
        json.dump(roles, f, indent=1)
    print(f"{name}: {len(imports)} variants, {len(inputs)} arguments, {len(results)} results")


def strategy_mlp():
    """A Keras MLP with Adam and its train step as TF's custom training
    loops write it for a strategy (one replica's step; Keras scales its
    loss for the replicas, the optimizer sums their gradients)."""
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((16,)),
                              keras.layers.Dense(32, activation="relu", name="hidden"),
                              keras.layers.Dense(4, name="logits")], name="mlp")
    # Named: the two builds' variables have the same paths.
    optimizer = keras.optimizers.Adam(1e-2, name="adam")
    step = train_step(model, optimizer,
                      keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    # The Python function: strategy.run runs it in a tf.function of its own
    # (TF refuses a nested tf.function that all-reduces).
    return model, optimizer, step.python_function


def record_central_storage(out, training, dtc):
    """keras_mlp_central_storage: strategy_mlp's step on 2 replicas (a
    shard_map over `r`, dtc_tf.replicas), one step against TF's
    CentralStorageStrategy on 2 CPUs (the replicas' losses, the variables
    after); and in `training`, 10 steps of batch 8 over 76 examples (the
    last batch 4: 2 rows a replica, its own program): the data, the
    variables' first values, TF's summed losses and last values."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((76, 16)).astype(np.float32)
    y = rng.integers(0, 4, 76).astype(np.int32)
    model, optimizer, step = strategy_mlp()
    tf_strategy = tf.distribute.experimental.CentralStorageStrategy(["/cpu:0", "/cpu:1"],
                                                                    "/cpu:0")
    with tf_strategy.scope():
        tf_model, tf_optimizer, tf_step = strategy_mlp()
    tf_variables = {v.path: v for v in captured(tf_model, tf_optimizer)}

    def path(v):
        # A captured tf.Variable's Keras path: its name without `:0`.
        return v.name.split(":")[0]

    @tf.function
    def run(xb, yb):
        return tf_strategy.run(tf_step, args=(xb, yb))

    def distributed(xb, yb):
        return next(iter(tf_strategy.experimental_distribute_dataset(
            tf.data.Dataset.from_tensor_slices((xb, yb)).batch(len(xb)))))

    traced = {n: dtc_tf.trace(step, [x[:n // 2], y[:n // 2]], debug_info=False, replicas=2,
                              split=[True, True], variable_device=0) for n in (8, 4)}
    options = traced[8].import_options()
    d = os.path.join(out, "keras_mlp_central_storage")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, "central_storage2.mlir"), "w") as f:
        f.write(dtc_tf.import_program(traced[8].iree, dtc, options))
    with open(os.path.join(d, "iree.mlir"), "w") as f:
        f.write(traced[8].iree)
    with open(os.path.join(d, "imports.json"), "w") as f:
        json.dump({"central_storage2": options}, f, indent=1)
    t = traced[8]
    first = {t.names[id(v)]: np.asarray(v.numpy()) for k, v in t.arguments if k == "variable"}
    inputs = [x[:8], y[:8]] + [first[t.names[id(v)]] for k, v in t.arguments if k == "variable"]
    losses = tf_strategy.experimental_local_results(run(*distributed(x[:8], y[:8])))
    results = [np.stack([np.asarray(v) for v in losses])]
    results += [np.asarray(tf_variables[path(v)].numpy()) for k, v in t.results
                if k == "assign"]
    for i, a in enumerate(inputs):
        np.save(os.path.join(d, f"a{i}.npy"), a)
    for i, r in enumerate(results):
        np.save(os.path.join(d, f"r{i}.npy"), r)
    with open(os.path.join(d, "roles.json"), "w") as f:
        json.dump({"arguments": [None, None] + [t.names[id(v)] for k, v in t.arguments
                                                if k == "variable"],
                   "results": [None] + [t.names[id(v)] for k, v in t.results
                                        if k == "assign"]}, f, indent=1)
    print(f"keras_mlp_central_storage: 1 variant, {len(inputs)} arguments, "
          f"{len(results)} results")

    # The training: TF's 10 steps from the same first values.
    for v in captured(tf_model, tf_optimizer):
        name = next(t.names[id(w)] for k, w in t.arguments
                    if k == "variable" and path(w) == v.path)
        v.assign(first[name])
    summed = []
    for i in range(0, 76, 8):
        per_replica = run(*distributed(x[i:i + 8], y[i:i + 8]))
        summed.append(float(tf_strategy.reduce("SUM", per_replica, axis=None)))
    os.makedirs(training, exist_ok=True)
    with open(os.path.join(training, "short.mlir"), "w") as f:
        f.write(traced[4].program(dtc))
    last = {t.names[id(w)]: np.asarray(tf_variables[path(w)].numpy())
            for k, w in t.arguments if k == "variable"}
    np.savez(os.path.join(training, "training.npz"), x=x, y=y, losses=np.array(summed),
             **{"first/" + n: a for n, a in first.items()},
             **{"last/" + n: a for n, a in last.items()})
    print(f"{training}: 10 steps, TF's losses {summed[0]:.4f} .. {summed[-1]:.4f}")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                 "..", "..", "test", "corpus-tf"))
    p.add_argument("--training", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "test", "python", "Inputs",
        "tf_central_storage"), help="where the central-storage training's record goes")
    p.add_argument("--dtc", default=None, help="the dtc driver (dtc_jax.iree.dtc_compiler)")
    p.add_argument("names", nargs="*")
    a = p.parse_args()
    for name in a.names or list(PROGRAMS) + ["keras_mlp_central_storage"]:
        if name == "keras_mlp_central_storage":
            record_central_storage(a.out, a.training, a.dtc)
            continue
        if name not in PROGRAMS:
            raise SystemExit(f"no program {name!r} (programs: {', '.join(PROGRAMS)}, "
                             "keras_mlp_central_storage)")
        record(name, a.out, a.dtc)


if __name__ == "__main__":
    main()
