"""Ring attention written with jax.shard_map, exported for dtc on 4 virtual
CPU devices (README, "From JAX"): the sequence is split over the `sp` axis;
each device keeps its queries and passes its keys and values round the
ring with ppermute, folding each block into an online softmax, so no
device ever holds the whole sequence's keys. dtc runs the body on every
device's shards (dtensor.shard_map) and the projections around it in the
global view.

    tools/jax-import/dtc-jax setup
    tools/jax-import/dtc-jax python examples/jax/ring_attention.py build/ring
    build/bin/dtc compile build/ring/ring_attention.mlir -o build/ring/ring
    build/ring/ring --input build/ring/x.npy ... (printed by this script)
"""
import os
import sys

# The shard_map's mesh is 4 of JAX's host devices.
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

import dtc_jax  # noqa: E402

N = 4  # devices on the ring


def ring_body(q, k, v):
    """One device's queries against every block of keys and values, the
    blocks arriving one ring step at a time."""
    def step(_, carry):
        m, l, o, k, v = carry
        s = q @ k.T / np.sqrt(q.shape[-1])
        m_new = jnp.maximum(m, s.max(-1))
        p = jnp.exp(s - m_new[:, None])
        scale = jnp.exp(m - m_new)
        ring = [(j, (j + 1) % N) for j in range(N)]
        return (m_new, l * scale + p.sum(-1), o * scale[:, None] + p @ v,
                jax.lax.ppermute(k, "sp", ring), jax.lax.ppermute(v, "sp", ring))
    m = jnp.full((q.shape[0],), -jnp.inf, q.dtype)
    _, l, o, _, _ = jax.lax.fori_loop(0, N, step, (m, jnp.zeros_like(m), jnp.zeros_like(q), k, v))
    return o / l[:, None]


def attention(x, wq, wk, wv, wo):
    mesh = Mesh(np.array(jax.devices()[:N]), ("sp",))
    ring = jax.shard_map(ring_body, mesh=mesh, in_specs=(P("sp"), P("sp"), P("sp")),
                         out_specs=P("sp"), check_vma=False)
    return ring(x @ wq, x @ wk, x @ wv) @ wo


def main(out):
    rng = np.random.default_rng(0)
    s, d = 256, 64
    args = {"x": rng.standard_normal((s, d)).astype(np.float32)}
    for name in ("wq", "wk", "wv", "wo"):
        args[name] = (rng.standard_normal((d, d)) * 0.1).astype(np.float32)
    os.makedirs(out, exist_ok=True)
    # The sequence sharded over sp on the way in and out, as the body takes it.
    dtc_jax.export(attention, list(args.values()), os.path.join(out, "ring_attention.mlir"),
                   in_specs=(P("sp"), P(), P(), P(), P()), out_specs=P("sp"))
    dtc_jax.save_arrays(out, **args, expected=jax.jit(attention)(*args.values()))
    inputs = " ".join(f"--input {os.path.join(out, n)}.npy" for n in args)
    print(f"wrote {out}/ring_attention.mlir; run it with:\n"
          f"  {out}/ring {inputs} --output {out}/out.npy")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "build/ring")
