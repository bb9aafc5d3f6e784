"""Writes dtc's corpus of front-end programs (test/corpus/): each a JAX
function exported with dtc_jax in several sharding variants, with its inputs
and JAX's outputs as .npy.

    dtc-jax python tools/jax-import/corpus.py [--out test/corpus] [NAME...]

test/corpus/NAME/ gets VARIANT.mlir per variant, a<i>.npy per argument and
r<i>.npy per result (JAX's outputs, on one CPU device). The lit test
test/e2e/corpus/ (a lit test per program) compiles and runs every variant (and each through the
emulated GPU kernel formation) against them with Debian's numpy only.
"""
import argparse
import os
import shutil
import sys

import numpy as np

# shard_map programs name meshes of up to 8 devices: JAX runs them on host
# devices (every other program on the first).
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dtc_jax  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

R = P()  # replicated

PROGRAMS = {}


def program(name, args, variants):
    """Registers a function under `name` with argument-making `args` (a
    function of a numpy Generator) and `variants`: {variant: (mesh,
    in_specs, out_specs)}; "single" (no mesh) is always added."""
    def register(f):
        PROGRAMS[name] = (f, args, dict(single=(None, None, None), **variants))
        return f
    return register


def normal(*shape):
    return lambda rng: rng.standard_normal(shape).astype(np.float32)


def ints(high, *shape):
    return lambda rng: rng.integers(0, high, size=shape).astype(np.int32)


X2 = {"x": 2}
Y2 = {"y": 2}
XY = {"x": 2, "y": 2}
X4 = {"x": 4}


@program("mlp_gelu_tanh", [normal(16, 32), normal(32, 64), normal(64, 32)], {
    "dp2": (X2, (P("x"), R, R), P("x")),
    "tp2": (Y2, (R, P(None, "y"), P("y")), R),
    "dp2tp2": (XY, (P("x"), P(None, "y"), P("y")), P("x")),
    "dp4": (X4, (P("x"), R, R), P("x")),
})
def mlp_gelu_tanh(x, w1, w2):
    return jax.nn.gelu(x @ w1, approximate=True) @ w2


@program("mlp_gelu_erf", [normal(16, 32), normal(32, 64), normal(64, 32)], {
    "dp2": (X2, (P("x"), R, R), P("x")),
    "dp2tp2": (XY, (P("x"), P(None, "y"), P("y")), P("x")),
    "tp4": ({"y": 4}, (R, P(None, "y"), P("y")), R),
})
def mlp_gelu_erf(x, w1, w2):
    return jax.nn.gelu(x @ w1, approximate=False) @ w2


@program("layer_norm", [normal(16, 64), normal(64), normal(64)], {
    "dp2": (X2, (P("x"), R, R), P("x")),
    "dp4": (X4, (P("x"), R, R), P("x")),
    "hidden2": (Y2, (P(None, "y"), P("y"), P("y")), P(None, "y")),
})
def layer_norm(x, g, b):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + 1e-5) * g + b


@program("rms_norm", [normal(16, 64), normal(64)], {
    "dp2": (X2, (P("x"), R), P("x")),
    "hidden2": (Y2, (P(None, "y"), P("y")), P(None, "y")),
    "dp4": (X4, (P("x"), R), P("x")),
})
def rms_norm(x, g):
    return x * jax.lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6) * g


@program("attention", [normal(2, 16, 32), normal(2, 16, 32), normal(2, 16, 32)], {
    "dp2": (X2, (P("x"), P("x"), P("x")), P("x")),
    "sp2": (Y2, (P(None, "y"), R, R), P(None, "y")),
    "dp2sp2": (XY, (P("x", "y"), P("x"), P("x")), P("x", "y")),
    "sp4": (X4, (P(None, "x"), R, R), P(None, "x")),
})
def attention(q, k, v):
    s = jnp.einsum("bqd,bkd->bqk", q, k) / np.sqrt(q.shape[-1])
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, axis=-1), v)


@program("multi_head_attention", [normal(2, 16, 32), normal(32, 32), normal(32, 32),
                                  normal(32, 32), normal(32, 32)], {
    "dp2": (X2, (P("x"), R, R, R, R), P("x")),
    "heads2": (Y2, (R, P(None, "y"), P(None, "y"), P(None, "y"), P("y")), R),
    "dp2heads2": (XY, (P("x"), P(None, "y"), P(None, "y"), P(None, "y"), P("y")), P("x")),
    "sp2": (Y2, (P(None, "y"), R, R, R, R), P(None, "y")),
})
def multi_head_attention(x, wq, wk, wv, wo):
    b, s, d = x.shape
    h = 4
    split = lambda t: t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)
    q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
    a = jax.nn.softmax(jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // h), axis=-1)
    o = jnp.einsum("bhqk,bhkd->bhqd", a, v).transpose(0, 2, 1, 3).reshape(b, s, d)
    return o @ wo


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@program("mse_loss", [normal(32, 8), normal(16, 32), normal(16, 8)], {
    "dp2": (X2, (R, P("x"), P("x")), R),
    "dp4": (X4, (R, P("x"), P("x")), R),
})
def mse_loss(w, x, y):
    return mse(w, x, y)


@program("mse_grad", [normal(32, 8), normal(16, 32), normal(16, 8)], {
    "dp2": (X2, (R, P("x"), P("x")), R),
    "tp2": (Y2, (P(None, "y"), R, P(None, "y")), P(None, "y")),
    "dp2tp2": (XY, (P(None, "y"), P("x"), P("x", "y")), P(None, "y")),
})
def mse_grad(w, x, y):
    return jax.grad(mse)(w, x, y)


@program("sgd_step", [normal(32, 8), normal(16, 32), normal(16, 8)], {
    "dp2": (X2, (R, P("x"), P("x")), R),
    "dp4": (X4, (R, P("x"), P("x")), R),
})
def sgd_step(w, x, y):
    return w - 0.1 * jax.grad(mse)(w, x, y)


def cross_entropy(w, x, labels):
    logits = x @ w
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))


@program("cross_entropy", [normal(32, 10), normal(16, 32), ints(10, 16)], {
    "dp2": (X2, (R, P("x"), P("x")), R),
    "dp4": (X4, (R, P("x"), P("x")), R),
})
def cross_entropy_loss(w, x, labels):
    return cross_entropy(w, x, labels)


def cross_entropy_one_hot(w, x, labels):
    # The gradient of take_along_axis is a scatter (iree_linalg_ext.scatter,
    # which dtc does not take yet): the one-hot form has none.
    logp = jax.nn.log_softmax(x @ w, axis=-1)
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, logp.shape[-1]) * logp, axis=-1))


@program("cross_entropy_grad", [normal(32, 10), normal(16, 32), ints(10, 16)], {
    "dp2": (X2, (R, P("x"), P("x")), R),
    "dp4": (X4, (R, P("x"), P("x")), R),
})
def cross_entropy_grad(w, x, labels):
    return jax.grad(cross_entropy_one_hot)(w, x, labels)


@program("einsum_batched", [normal(4, 8, 16), normal(4, 16, 8)], {
    "batch2": (X2, (P("x"), P("x")), P("x")),
    "rows2": (Y2, (P(None, "y"), R), P(None, "y")),
    "batch4": (X4, (P("x"), P("x")), P("x")),
})
def einsum_batched(a, b):
    return jnp.einsum("bij,bjk->bik", a, b)


@program("einsum_transposed", [normal(8, 4, 16), normal(16, 8)], {
    "x2": (X2, (P("x"), R), P(None, None, "x")),
    "x4": (X4, (P("x"), R), P(None, None, "x")),
})
def einsum_transposed(a, b):
    return jnp.einsum("ijk,kl->jli", a, b)


@program("embedding", [normal(32, 16), ints(32, 8)], {
    "rows2": (X2, (P("x"), R), R),
    "cols2": (Y2, (P(None, "y"), R), P(None, "y")),
    "ids2": (X2, (R, P("x")), P("x")),
    "rows4": (X4, (P("x"), R), R),
})
def embedding(table, ids):
    return jnp.take(table, ids, axis=0)


def _repeated_ids():
    def make(rng):
        ids = rng.integers(0, 32, size=(4, 6)).astype(np.int32)
        ids[0, :3] = 5  # one id three times
        return ids
    return make


@program("embedding_grad", [normal(32, 16), _repeated_ids()], {
    "ids2": (X2, (R, P("x")), R),
    "rows2": (X2, (P("x"), R), P("x")),
    "cols2": (Y2, (P(None, "y"), R), P(None, "y")),
    "dp2cols2": (XY, (P(None, "y"), P("x")), P(None, "y")),
})
def embedding_grad(table, ids):
    # The gradient of a lookup is a scatter-add into the table's shape
    # (XLA's scatter, iree_linalg_ext.scatter after IREE's conversion),
    # with repeated ids.
    return jax.grad(lambda t: jnp.sum(jnp.tanh(jnp.take(t, ids, axis=0)) ** 2))(table)


def _scatter_rows():
    # Repeated rows and two out of bounds (XLA drops those updates).
    return lambda rng: np.array([3, 1, 3, 40, -2, 7], np.int32)


@program("scatter_add", [normal(8, 16), _scatter_rows(), normal(6, 16)], {
    "rows2": (X2, (P("x"), R, R), (P("x"), P("x"))),
    "cols2": (Y2, (P(None, "y"), R, P(None, "y")), (P(None, "y"), P(None, "y"))),
})
def scatter_add(x, rows, values):
    return x.at[rows].add(values), x.at[rows[:3], rows[3:] % 16].max(values[:3, 0])


@program("cumulative", [normal(8, 16)], {
    "rows2": (X2, (P("x"),), (P("x"), P("x"))),
    "cols2": (Y2, (P(None, "y"),), (P(None, "y"), P(None, "y"))),
})
def cumulative(x):
    # Scans (iree_linalg_ext.scan after IREE's conversion).
    return jnp.cumsum(x, axis=1), jax.lax.cummax(x, axis=0)


def _with_ties_and_nan():
    def make(rng):
        x = rng.standard_normal((8, 16)).astype(np.float32)
        x[0, :4] = 1.0  # ties: a stable sort keeps their order
        x[1, 3] = np.nan
        x[2, 5], x[2, 6] = -0.0, 0.0
        x[3, 1] = np.inf
        return x
    return make


@program("sorting", [_with_ties_and_nan()], {
    "rows2": (X2, (P("x"),), (P("x"), P("x"), P("x"), P("x"))),
    "cols2": (Y2, (P(None, "y"),), (P(None, "y"), P(None, "y"), R, R)),
})
def sorting(x):
    # Sorts and top-k (iree_linalg_ext.sort and .topk after IREE's
    # conversion), with ties, a NaN, signed zeros and an infinity.
    values, indices = jax.lax.top_k(x, 3)
    return jnp.sort(x, axis=1), jnp.argsort(x, axis=1).astype(jnp.int32), values, indices


def _long_rows():
    def make(rng):
        x = rng.standard_normal((4, 1000)).astype(np.float32)
        x[0, ::7] = 0.5  # ties across the whole row: the network must stay stable
        x[1, 10], x[1, 500] = np.nan, -np.nan
        x[2, 5], x[2, 900] = -0.0, 0.0
        x[3, 1], x[3, 999] = np.inf, -np.inf
        return x
    return make


@program("sorting_long", [_long_rows()], {
    "rows2": (X2, (P("x"),), (P("x"), P("x"), P("x"), P("x"))),
    "cols2": (Y2, (P(None, "y"),), (P(None, "y"), P(None, "y"), R, R)),
})
def sorting_long(x):
    # Rows of 1000 (a vocabulary's logits: a top-p sampler's sort, a top-k
    # sampler's top 20): dtc's importer sorts them with a bitonic network,
    # not by rank counts, and selects the top 20 with a bitonic selection
    # network, not 20 passes over the row.
    values, indices = jax.lax.top_k(x, 20)
    return (jnp.sort(x, axis=1), jnp.argsort(x, axis=1, descending=True).astype(jnp.int32),
            values, indices)


@program("one_hot", [ints(10, 16), normal(10, 8)], {
    "dp2": (X2, (P("x"), R), P("x")),
    "dp4": (X4, (P("x"), R), P("x")),
})
def one_hot(labels, w):
    return jax.nn.one_hot(labels, 10) @ w


@program("fori_loop", [normal(8, 8), normal(8, 8)], {
    "dp2": (X2, (P("x"), R), P("x")),
    "dp4": (X4, (P("x"), R), P("x")),
})
def fori_loop(x, w):
    return jax.lax.fori_loop(0, 3, lambda i, a: jnp.tanh(a @ w), x)


@program("cond", [normal(8, 8), normal(8, 8)], {
    "dp2": (X2, (P("x"), R), P("x")),
    "dp4": (X4, (P("x"), R), P("x")),
})
def cond(x, w):
    return jax.lax.cond(jnp.sum(x) > 0, lambda a: a @ w, lambda a: a - 1.0, x)


@program("kv_cache_update", [normal(2, 16, 8), normal(2, 1, 8), ints(16)], {
    "batch2": (X2, (P("x"), P("x"), R), P("x")),
    "batch2seq2": (XY, (P("x", "y"), P("x"), R), P("x", "y")),
    "seq2": (Y2, (P(None, "y"), R, R), P(None, "y")),
})
def kv_cache_update(cache, new, pos):
    return jax.lax.dynamic_update_slice(cache, new, (0, pos, 0))


@program("dynamic_slice", [normal(16, 8), ints(12)], {
    "cols2": (Y2, (P(None, "y"), R), P(None, "y")),
    "cols4": ({"y": 4}, (P(None, "y"), R), P(None, "y")),
})
def dynamic_slice(x, start):
    return jax.lax.dynamic_slice(x, (start, 0), (4, 8))


@program("conv_pool", [normal(2, 8, 8, 3), normal(3, 3, 3, 4)], {
    "dp2": (X2, (P("x"), R), P("x")),
    "dp2ch2": (XY, (P("x"), P(None, None, None, "y")), P("x", None, None, "y")),
    "tp2": (Y2, (R, P(None, None, None, "y")), P(None, None, None, "y")),
    "rows2": (X2, (P(None, "x"), R), P(None, "x")),
})
def conv_pool(x, k):
    y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    return jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


@program("cnn_spatial", [normal(2, 32, 16, 8), normal(3, 3, 8, 8), normal(3, 3, 8, 8)], {
    "rows4": (X4, (P(None, "x"), R, R), P(None, "x")),
    "dp2rows2": (XY, (P("x", "y"), R, R), P("x", "y")),
})
def cnn_spatial(x, k1, k2):
    """Two SAME convolutions with a ReLU between, the image's rows sharded:
    each device computes its rows, reading its neighbours' edge rows
    (halos) rather than the whole image."""
    conv = lambda v, k: jax.lax.conv_general_dilated(v, k * 0.2, (1, 1), "SAME",
                                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return conv(jax.nn.relu(conv(x, k1)), k2)


def gpt2_block(x, ln1g, ln1b, wqkv, wo, ln2g, ln2b, w1, w2):
    def ln(t, g, b):
        m = t.mean(-1, keepdims=True)
        v = ((t - m) ** 2).mean(-1, keepdims=True)
        return (t - m) / jnp.sqrt(v + 1e-5) * g + b
    b, s, d = x.shape
    h = 4
    qkv = ln(x, ln1g, ln1b) @ wqkv
    q, k, v = jnp.split(qkv, 3, axis=-1)
    split = lambda t: t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)
    q, k, v = split(q), split(k), split(v)
    att = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // h)
    mask = jnp.tril(jnp.ones((s, s), bool))
    att = jax.nn.softmax(jnp.where(mask, att, -1e9), axis=-1)
    o = jnp.einsum("bhqk,bhkd->bhqd", att, v).transpose(0, 2, 1, 3).reshape(b, s, d)
    x = x + o @ wo
    return x + jax.nn.gelu(ln(x, ln2g, ln2b) @ w1) @ w2


GPT2_ARGS = [normal(2, 16, 32), normal(32), normal(32), normal(32, 96), normal(32, 32),
             normal(32), normal(32), normal(32, 128), normal(128, 32)]


@program("gpt2_block", GPT2_ARGS, {
    "dp2": (X2, (P("x"), R, R, R, R, R, R, R, R), P("x")),
    "tp2": (Y2, (R, R, R, R, P("y"), R, R, P(None, "y"), P("y")), R),
    "dp2tp2": (XY, (P("x"), R, R, R, P("y"), R, R, P(None, "y"), P("y")), P("x")),
    "sp2": (Y2, (P(None, "y"), R, R, R, R, R, R, R, R), P(None, "y")),
})
def gpt2(x, *params):
    return gpt2_block(x, *params)


@program("gpt2_block_grad", GPT2_ARGS, {
    "dp2": (X2, (P("x"), R, R, R, R, R, R, R, R), (R, R)),
    "dp2tp2": (XY, (P("x"), R, R, R, R, R, R, P(None, "y"), P("y")), (P(None, "y"), P("y"))),
})
def gpt2_grad(x, *params):
    return jax.grad(lambda w1, w2: jnp.sum(gpt2_block(x, *params[:6], w1, w2) ** 2),
                    argnums=(0, 1))(params[6], params[7])


# Uneven shards (docs/uneven.md): sizes real programs have that their
# devices do not divide, sharded in blocks of ceil(n/k).
@program("uneven_vocab", [normal(50257, 4),
                          lambda rng: np.array([50256, 0, 12564, 12565, 37695, 50255], np.int32)], {
    "vocab4": (X4, (P("x"), R), R),
    "vocab2x2": (XY, (P(("x", "y")), R), R),
})
def uneven_vocab(table, ids):
    # GPT-2's vocabulary over 4 devices: blocks of 12,565 rows, the last
    # 12,562; the ids at the blocks' edges.
    return jnp.take(table, ids, axis=0)


@program("uneven_batch", [normal(6, 32), normal(32, 51), normal(51, 32)], {
    "dp4": (X4, (P("x"), R, R), P("x")),
    "tp2": (Y2, (R, P(None, "y"), P("y")), R),
    "dp2tp2": (XY, (P("x"), P(None, "y"), P("y")), P("x")),
    "dpxy": (XY, (P(("x", "y")), R, R), P(("x", "y"))),
})
def uneven_batch(x, w1, w2):
    # A batch of 6 over 4 devices, a hidden layer of 51 over 2.
    return jax.nn.gelu(x @ w1, approximate=True) @ w2


@program("uneven_sequence", [normal(2, 33, 32)] + GPT2_ARGS[1:], {
    "sp4": (XY, (P(None, ("x", "y")), R, R, R, R, R, R, R, R), P(None, ("x", "y"))),
    "dp2sp2": (XY, (P("x", "y"), R, R, R, R, R, R, R, R), P("x", "y")),
})
def uneven_sequence(x, *params):
    # A GPT-2 block on a sequence of 33 over 2x2 (blocks of 9, the last 6).
    return gpt2_block(x, *params)


@program("rng_normal", [lambda rng: np.array(rng.integers(0, 2**31), np.int32), normal(8, 8)], {
    "dp2": (X2, (R, P("x")), P("x")),
    "dp4": (X4, (R, P("x")), P("x")),
})
def rng_normal(seed, x):
    return x + jax.random.normal(jax.random.key(seed), (8, 8))


def mlp_loss(w1, w2, x, y):
    return jnp.mean((jnp.tanh(x @ w1) @ w2 - y) ** 2)


@program("mlp_backward", [normal(32, 64), normal(64, 16), normal(16, 32), normal(16, 16)], {
    "dp2": (X2, (R, R, P("x"), P("x")), (R, R)),
    "tp2": (Y2, (P(None, "y"), P("y"), R, R), (P(None, "y"), P("y"))),
    "dp2tp2": (XY, (P(None, "y"), P("y"), P("x"), P("x")), (P(None, "y"), P("y"))),
    "dp4": (X4, (R, R, P("x"), P("x")), (R, R)),
    "sp2": (Y2, (R, R, P("y"), P("y")), (R, R)),
})
def mlp_backward(w1, w2, x, y):
    return jax.grad(mlp_loss, argnums=(0, 1))(w1, w2, x, y)


@program("softmax", [normal(16, 32)], {
    "rows2": (X2, (P("x"),), P("x")),
    "rows4": (X4, (P("x"),), P("x")),
    "cols2": (Y2, (P(None, "y"),), P(None, "y")),
})
def softmax(x):
    return jax.nn.softmax(x, axis=-1)


@program("einsum_two_contracted", [normal(2, 4, 8, 4), normal(2, 8, 4, 8)], {
    "batch2": (X2, (P("x"), P("x")), P("x")),
    "rows2": (Y2, (P(None, "y"), R), P(None, "y")),
    "batch2rows2": (XY, (P("x", "y"), P("x")), P("x", "y")),
})
def einsum_two_contracted(a, b):
    return jnp.einsum("bijk,bjkl->bil", a, b)


@program("layer_norm_grad", [normal(16, 64), normal(64), normal(64)], {
    "dp2": (X2, (P("x"), R, R), (R, R)),
    "dp4": (X4, (P("x"), R, R), (R, R)),
})
def layer_norm_grad(x, g, b):
    return jax.grad(lambda g, b: jnp.sum(layer_norm(x, g, b) ** 2), argnums=(0, 1))(g, b)


@program("dropout_key", [lambda rng: np.asarray(jax.random.PRNGKey(int(rng.integers(0, 2**31)))),
                         normal(8, 16)], {
    "dp2": (X2, (R, P("x")), (R, P("x"), P("x"))),
    "dp2tp2": (XY, (R, P("x", "y")), (R, P("x", "y"), P("x", "y"))),
})
def dropout_key(key, x):
    """A training step's randomness as JAX passes it: a uint32 PRNG key in
    and the next key out, a dropout mask from it, and a uint8 image of x."""
    k1, k2 = jax.random.split(key)
    mask = jax.random.bernoulli(k1, 0.7, x.shape)
    return k2, jnp.where(mask, x / 0.7, 0.0), (x * 40 + 128).clip(0, 255).astype(jnp.uint8)


# shard_map: explicit SPMD bodies with their own collectives, between global
# ops that dtc partitions. The variants' meshes are the shard_map's; their
# specs say how dtc lays out the entry around it.


@program("argmax_eval", [normal(8, 32), normal(32, 16), ints(16, 8)], {
    "dp2": (X2, (P("x"), R, P("x")), (R, P("x"), R)),
    "tp2": (Y2, (R, P(None, "y"), R), (R, R, R)),
    "dp2tp2": (XY, (P("x"), P(None, "y"), P("x")), (R, P("x"), R)),
    "tp4": ({"y": 4}, (R, P(None, "y"), R), (R, P("y"), R)),
})
def argmax_eval(x, w, labels):
    """An eval step on column-sharded logits: cross-entropy with an ignored
    label (-1 never occurs, 0 is ignored) and label smoothing, the
    predictions (arg-max) and the accuracy."""
    logits = x @ w
    valid = labels != 0
    logp = jax.nn.log_softmax(logits, axis=-1)
    target = jax.nn.one_hot(labels, 16) * 0.9 + 0.1 / 16
    per = -jnp.sum(target * logp, axis=-1)
    loss = jnp.sum(jnp.where(valid, per, 0.0)) / jnp.maximum(jnp.sum(valid), 1)
    preds = jnp.argmax(logits, axis=-1)
    return loss, preds, jnp.mean((preds == labels).astype(jnp.float32))


def _ties(rng):
    return rng.integers(0, 4, size=(8, 16)).astype(np.float32)


@program("argmax_axes", [_ties], {
    "cols_to_rows": (XY, (P(None, "y"),), (P("x"), P("y"), R)),
    "rows": (X2, (P("x"),), (R, P("x"), P("x"))),
    "both": (XY, (P("x", "y"),), (P("y"), P("x"), R)),
})
def argmax_axes(x):
    """Arg-max and arg-min along each axis of a tensor full of ties (the
    first of equals wins), and the maximum with its index (top-1)."""
    value, index = jax.lax.top_k(x, 1)
    return jnp.argmax(x, axis=0), jnp.argmin(x, axis=1), index[:, 0] + value[:, 0].astype(jnp.int32)


@program("remat_stack", [normal(8, 16), lambda rng: (rng.standard_normal((3, 16, 16)) * 0.3).astype(np.float32)], {
    "dp2": (X2, (P("x"), R), (P("x"), R)),
    "tp2": (Y2, (R, P(None, None, "y")), (R, P(None, None, "y"))),
    "dp2tp2": (XY, (P("x"), P(None, None, "y")), (P("x"), P(None, None, "y"))),
})
def remat_stack(x, ws):
    """The gradient of a layer stack through lax.scan, each layer under
    jax.checkpoint (recomputed in the backward pass, behind XLA's
    optimization barriers)."""
    def loss(x, ws):
        @jax.checkpoint
        def layer(h, w):
            return jnp.tanh(h @ w), None
        h, _ = jax.lax.scan(layer, x, ws)
        return jnp.sum(h ** 2)
    return jax.grad(loss, argnums=(0, 1))(x, ws)


def _complex(*shape):
    return lambda rng: (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)


@program("complex_ops", [_complex(8, 16), normal(8, 16)], {
    "rows2": (X2, (P("x"), R), (R, P("x"), P("x"), P("x"), R)),
    "grid": (XY, (P("x", "y"), P("x", "y")), (P("x", "y"), P("x"), P(None, "y"), P("y"), P("x"))),
})
def complex_ops(z, x):
    """complex64 in and out: arithmetic, exp, abs, conj, real and imaginary
    parts, and sums along either axis (a sharded one's a complex
    all_reduce)."""
    w = jnp.exp(1j * x) * z + z / (1 + jnp.abs(z)) - jnp.conj(z) * 0.5
    return w, jnp.abs(w), w.real * w.imag, jnp.sum(w * z, axis=0), jnp.sum(z, axis=1)


@program("rope_complex", [normal(2, 8, 32), normal(32, 32), normal(32, 32), normal(32, 32),
                          normal(32, 32)], {
    "dp2": (X2, (P("x"), R, R, R, R), P("x")),
    "heads2": (Y2, (R, P(None, "y"), P(None, "y"), P(None, "y"), P("y")), R),
    "dp2heads2": (XY, (P("x"), P(None, "y"), P(None, "y"), P(None, "y"), P("y")), P("x")),
})
def rope_complex(x, wq, wk, wv, wo):
    """Causal attention with Llama's rotary embedding written as Meta's
    reference writes it: pairs of features as complex numbers, rotated by a
    complex product (4 heads of 8)."""
    b, s, d = x.shape
    h, hd = 4, 8
    q, k, v = ((x @ w).reshape(b, s, h, hd) for w in (wq, wk, wv))
    freqs = 1.0 / (10000.0 ** (jnp.arange(0, hd, 2, dtype=jnp.float32) / hd))
    angles = jnp.arange(s, dtype=jnp.float32)[:, None] * freqs[None, :]
    rot = jnp.exp(1j * angles)[None, :, None, :]

    def rotate(t):
        tc = jax.lax.complex(t[..., 0::2], t[..., 1::2]) * rot
        return jnp.stack([tc.real, tc.imag], axis=-1).reshape(t.shape)
    q, k = rotate(q), rotate(k)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd)
    scores = jnp.where(jnp.tril(jnp.ones((s, s), bool)), scores, -1e9)
    out = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v)
    return out.reshape(b, s, d) @ wo


@program("rope_decode", [normal(2, 32), normal(32, 32), normal(32, 32), normal(32, 32),
                         normal(32, 32), normal(2, 16, 4, 8), normal(2, 16, 4, 8), ints(16)], {
    "dp2": (X2, (P("x"), R, R, R, R, P("x"), P("x"), R), (P("x"), P("x"), P("x"))),
    "heads2": (Y2, (R, P(None, "y"), P(None, "y"), P(None, "y"), P("y"), P(None, None, "y"),
                    P(None, None, "y"), R), (R, P(None, None, "y"), P(None, None, "y"))),
    "dp2heads2": (XY, (P("x"), P(None, "y"), P(None, "y"), P(None, "y"), P("y"),
                       P("x", None, "y"), P("x", None, "y"), R),
                  (P("x"), P("x", None, "y"), P("x", None, "y"))),
})
def rope_decode(x, wq, wk, wv, wo, kcache, vcache, pos):
    """A Llama decode step: one new token per sequence, its query and key
    rotated at position `pos` by a complex product (Meta's reference
    writes the rotary embedding so), its key and value written into the
    caches there, attention over the positions up to `pos`."""
    b, d = x.shape
    _, s, h, hd = kcache.shape
    q, k, v = ((x @ w).reshape(b, h, hd) for w in (wq, wk, wv))
    freqs = 1.0 / (10000.0 ** (jnp.arange(0, hd, 2, dtype=jnp.float32) / hd))
    rot = jnp.exp(1j * pos.astype(jnp.float32) * freqs)

    def rotate(t):
        tc = jax.lax.complex(t[..., 0::2], t[..., 1::2]) * rot
        return jnp.stack([tc.real, tc.imag], axis=-1).reshape(t.shape)
    q, k = rotate(q), rotate(k)
    kcache = jax.lax.dynamic_update_slice(kcache, k[:, None], (0, pos, 0, 0))
    vcache = jax.lax.dynamic_update_slice(vcache, v[:, None], (0, pos, 0, 0))
    scores = jnp.einsum("bhd,bshd->bhs", q, kcache) / np.sqrt(hd)
    scores = jnp.where(jnp.arange(s) <= pos, scores, -1e9)
    out = jnp.einsum("bhs,bshd->bhd", jax.nn.softmax(scores, axis=-1), vcache)
    return out.reshape(b, d) @ wo, kcache, vcache


def jax_mesh(shape, names):
    return Mesh(np.array(jax.devices()[:int(np.prod(shape))]).reshape(shape), names)


DPTP = {"dp": 2, "tp": 4}


def megatron_body(x, w1, w2):
    return jax.lax.psum(jax.nn.gelu(x @ w1) @ w2, "tp")


@program("shard_map_megatron", [normal(16, 32), normal(32, 64), normal(64, 32), normal(32)], {
    "dp2tp4": (DPTP, (P("dp"), P(None, "tp"), P("tp"), R), P("dp")),
    "relaid": (DPTP, (P(None, "tp"), P("dp"), R, P("tp")), P("dp", "tp")),
})
def shard_map_megatron(x, w1, w2, b):
    mlp = jax.shard_map(megatron_body, mesh=jax_mesh((2, 4), ("dp", "tp")),
                        in_specs=(P("dp"), P(None, "tp"), P("tp")), out_specs=P("dp"))
    return jnp.tanh(mlp(x, w1, w2) + b)


def ring_body(x, w):
    """x's row blocks go round the ring; each device multiplies each block by
    its columns of w as it passes (an all-gather matmul without a gather)."""
    n = 4
    me = jax.lax.axis_index("i")

    def step(k, carry):
        acc, blk = carry
        acc = jax.lax.dynamic_update_slice(acc, blk @ w, (((me - k) % n) * blk.shape[0], 0))
        return acc, jax.lax.ppermute(blk, "i", [(j, (j + 1) % n) for j in range(n)])
    acc = jnp.zeros((x.shape[0] * n, w.shape[1]), x.dtype)
    return jax.lax.fori_loop(0, n, step, (acc, x))[0]


@program("shard_map_ring", [normal(16, 8), normal(8, 16)], {
    "rows4": ({"i": 4}, (P("i"), P(None, "i")), P(None, "i")),
})
def shard_map_ring(x, w):
    ring = jax.shard_map(ring_body, mesh=jax_mesh((4,), ("i",)), in_specs=(P("i"), P(None, "i")),
                         out_specs=P(None, "i"), check_vma=False)
    return ring(x, w) * 2.0


def collectives_body(a, b, k):
    i, j = jax.lax.axis_index("x"), jax.lax.axis_index("y")
    gathered = jax.lax.all_gather(a, "y", axis=1, tiled=True) + i
    scattered = jax.lax.psum_scatter(b, "x", scatter_dimension=0, tiled=True)
    exchanged = jax.lax.all_to_all(a, "y", 0, 1, tiled=True)
    shifted = jax.lax.ppermute(a, "x", [(0, 1)]) + jax.lax.ppermute(a, "y", [(0, 1), (1, 0)])
    masked = jnp.where(jnp.arange(a.shape[1])[None, :] + j * a.shape[1] >= i, a, 0.0)
    total, count = jax.lax.psum((masked, k), ("x", "y"))
    return (gathered, scattered, exchanged, shifted + jax.lax.pmax(a, ("x", "y")),
            total, count, jax.lax.pmin(a, "y"))


@program("shard_map_collectives", [normal(8, 8), normal(8, 4),
                                   lambda rng: np.arange(8, dtype=np.int32)], {
    "xy": (XY, (P("x", "y"), R, P("x")), (P("x", "y"), P("x", "y"), P("x"), R, R, R, P("x"))),
})
def shard_map_collectives(a, b, k):
    f = jax.shard_map(collectives_body, mesh=jax_mesh((2, 2), ("x", "y")),
                      in_specs=(P("x", "y"), R, P("x")),
                      out_specs=(P("x", "y"), P("x", "y"), P("x", "y"), P("x", "y"), R, R,
                                 P("x")), check_vma=False)
    return f(a, b, k)


def dp_step_body(w, x, y):
    loss, grad = jax.value_and_grad(
        lambda w: jnp.mean((jnp.tanh(x @ w) - y) ** 2))(w)
    return jax.lax.pmean(loss, "x"), jax.lax.pmean(grad, "x")


@program("shard_map_dp_step", [normal(8, 4), normal(16, 8), normal(16, 4)], {
    "dp4": (X4, (R, P("x"), P("x")), (R, R)),
})
def shard_map_dp_step(w, x, y):
    step = jax.shard_map(dp_step_body, mesh=jax_mesh((4,), ("x",)), in_specs=(R, P("x"), P("x")),
                         out_specs=(R, R))
    loss, grad = step(w, x, y)
    return loss, w - 0.1 * grad


def make_args(name, arg_makers):
    rng = np.random.default_rng(sum(map(ord, name)))
    return [m(rng) for m in arg_makers]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                  "test", "corpus"))
    p.add_argument("names", nargs="*")
    a = p.parse_args()
    names = a.names or list(PROGRAMS)
    for name in names:
        f, makers, variants = PROGRAMS[name]
        args = make_args(name, makers)
        out = jax.jit(f)(*args)
        outs = out if isinstance(out, (tuple, list)) else (out,)
        d = os.path.join(a.out, name)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        dtc_jax.save_arrays(d, **{f"a{i}": x for i, x in enumerate(args)},
                            **{f"r{i}": np.asarray(o) for i, o in enumerate(outs)})
        for variant, (mesh, ins, outs_spec) in variants.items():
            dtc_jax.export(f, args, os.path.join(d, variant + ".mlir"), mesh, ins, outs_spec)
        print(f"{name}: {len(variants)} variants")


if __name__ == "__main__":
    main()
