"""A GPT-2 block in JAX, exported for dtc data- and tensor-parallel on a 2x2
mesh of virtual CPU devices (README, "From JAX"):

    tools/jax-import/dtc-jax setup
    tools/jax-import/dtc-jax python examples/jax/gpt2_block.py build/gpt2
    build/bin/dtc compile build/gpt2/gpt2_block.mlir -o build/gpt2/block
    build/gpt2/block --input build/gpt2/x.npy ... (printed by this script)
"""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

import dtc_jax


def layer_norm(t, g, b):
    m = t.mean(-1, keepdims=True)
    v = ((t - m) ** 2).mean(-1, keepdims=True)
    return (t - m) / jnp.sqrt(v + 1e-5) * g + b


def block(x, ln1g, ln1b, wqkv, wo, ln2g, ln2b, w1, w2, heads=4):
    b, s, d = x.shape
    q, k, v = jnp.split(layer_norm(x, ln1g, ln1b) @ wqkv, 3, axis=-1)
    split = lambda t: t.reshape(b, s, heads, d // heads).transpose(0, 2, 1, 3)
    q, k, v = split(q), split(k), split(v)
    att = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // heads)
    att = jax.nn.softmax(jnp.where(jnp.tril(jnp.ones((s, s), bool)), att, -1e9), axis=-1)
    o = jnp.einsum("bhqk,bhkd->bhqd", att, v).transpose(0, 2, 1, 3).reshape(b, s, d)
    x = x + o @ wo
    return x + jax.nn.gelu(layer_norm(x, ln2g, ln2b) @ w1) @ w2


def main(out):
    rng = np.random.default_rng(0)
    d, f = 64, 256
    shapes = dict(x=(4, 32, d), ln1g=(d,), ln1b=(d,), wqkv=(d, 3 * d), wo=(d, d),
                  ln2g=(d,), ln2b=(d,), w1=(d, f), w2=(f, d))
    args = {n: (rng.standard_normal(s) * (0.1 if n.startswith("w") else 1)).astype(np.float32)
            for n, s in shapes.items()}
    R = P()
    # Batch over x (data parallel); the attention output projection and the
    # MLP's hidden dimension over y (tensor parallel, Megatron-style).
    in_specs = (P("x"), R, R, R, P("y"), R, R, P(None, "y"), P("y"))
    os.makedirs(out, exist_ok=True)
    dtc_jax.export(block, list(args.values()), os.path.join(out, "gpt2_block.mlir"),
                   mesh={"x": 2, "y": 2}, in_specs=in_specs, out_specs=P("x"))
    dtc_jax.save_arrays(out, **args, expected=jax.jit(block)(*args.values()))
    inputs = " ".join(f"--input {os.path.join(out, n)}.npy" for n in args)
    print(f"wrote {out}/gpt2_block.mlir; run it with:\n"
          f"  {out}/block {inputs} --output {out}/out.npy")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "build/gpt2")
