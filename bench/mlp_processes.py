#!/usr/bin/env python3
"""The Megatron MLP of mlp_vs_jax.py with its 2x4 mesh split over processes.

dtc: the same global-view program compiled for one process (8 devices as
threads), for 2 processes x 4 devices (`clients = 2`, mpirun -np 2) and for
8 processes x 1 device (`clients = 8`); the time of one MLP pass is the
`--timing` compute phase of the slowest process over `--steps` passes in an
scf.for, best of N runs. The three outputs must be the same bytes, and
numpy's values.

JAX: the same jitted MLP with the same NamedShardings over 2 processes x 4
CPU devices (jax.distributed.initialize on localhost, gloo CPU
collectives), the pass timed as in mlp_vs_jax.py on process 0. JAX is a
benchmark peer only: it must be importable by the python3 first on PATH
(mlp_vs_jax.py installs it); without it that column says why.

  python3 bench/mlp_processes.py [--build build] [--layers 4] [--steps 10] [--repeat 3]
"""
import argparse
import os
import re
import socket
import subprocess
import sys
import tempfile
import textwrap

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlp_text import B, D, H, dtc_program, inputs, reference  # noqa: E402

JAX_WORKER = textwrap.dedent("""
    import os, sys, time
    os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
    import jax
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    port, pid, work, layers, steps, repeat = sys.argv[1:7]
    jax.distributed.initialize(f"127.0.0.1:{port}", num_processes=2, process_id=int(pid))
    import numpy as np
    import jax.numpy as jnp
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    layers, steps, repeat = int(layers), int(steps), int(repeat)
    x = np.load(f"{work}/x.npy")
    ws = [np.load(f"{work}/w{i}.npy") for i in range(2 * layers)]
    mesh = Mesh(np.array(jax.devices()).reshape(2, 4), ("x", "y"))
    sx = NamedSharding(mesh, P("x", None))
    s1, s2 = NamedSharding(mesh, P(None, "y")), NamedSharding(mesh, P("y", None))
    put = lambda a, s: jax.make_array_from_callback(a.shape, s, lambda i: a[i])
    xj = put(x, sx)
    wj = [put(w, s1 if i % 2 == 0 else s2) for i, w in enumerate(ws)]
    def mlp(x, *ws):
        for i in range(0, len(ws), 2):
            x = jnp.maximum(x @ ws[i], 0) @ ws[i + 1]
        return x
    compiled = jax.jit(mlp, out_shardings=sx).lower(xj, *wj).compile()
    def chain():
        y = xj
        for _ in range(steps):
            y = compiled(y, *wj)
        return y.block_until_ready()
    chain()
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        y = chain()
        best = min(best, (time.perf_counter() - t) / steps)
    if int(pid) == 0:
        print(f"jax pass {best:.9f}")
        np.save(f"{work}/jax_rows.npy", np.asarray(y.addressable_shards[0].data))
    jax.distributed.shutdown()
""")


def slowest_compute(stderr):
    return max(float(t) for t in re.findall(r"compute ([0-9.e-]+) s", stderr))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--mpirun", default="mpirun --oversubscribe" +
                   (" --allow-run-as-root" if os.geteuid() == 0 else ""))
    a = p.parse_args()
    mpirun = a.mpirun.split()
    dtc = os.path.join(a.build, "bin", "dtc")
    x, ws = inputs(a.layers)
    ref = reference(x, ws, a.steps)

    with tempfile.TemporaryDirectory() as work:
        np.save(os.path.join(work, "x.npy"), x)
        args = ["--input", os.path.join(work, "x.npy")]
        for i, w in enumerate(ws):
            np.save(os.path.join(work, f"w{i}.npy"), w)
            args += ["--input", os.path.join(work, f"w{i}.npy")]
        times, outs = {}, {}
        for clients in [1, 2, 8]:
            src, exe = os.path.join(work, f"mlp{clients}.mlir"), os.path.join(work, f"mlp{clients}")
            with open(src, "w") as f:
                f.write(dtc_program(a.layers, a.steps, clients))
            subprocess.run([dtc, "compile", src, "-o", exe], check=True)
            out = os.path.join(work, f"out{clients}.npy")
            launcher = mpirun + ["-np", str(clients)] if clients > 1 else []
            best = float("inf")
            for _ in range(a.repeat):
                r = subprocess.run(launcher + [exe, "--timing", "--output", out] + args,
                                   check=True, capture_output=True, text=True)
                best = min(best, slowest_compute(r.stderr) / a.steps)
            times[clients] = best
            with open(out, "rb") as f:
                outs[clients] = f.read()
            assert np.allclose(np.load(out), ref, rtol=1e-3, atol=1e-4), "dtc differs from numpy"
        assert outs[1] == outs[2] == outs[8], "the process counts disagree"

        jax_time, why = None, ""
        port = free_port()
        env = dict(os.environ)
        env.pop("XLA_FLAGS", None)
        workers = [subprocess.Popen([sys.executable, "-c", JAX_WORKER, str(port), str(r), work,
                                     str(a.layers), str(a.steps), str(a.repeat)],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    env=env) for r in range(2)]
        try:
            results = [w.communicate(timeout=600) for w in workers]
            if all(w.returncode == 0 for w in workers):
                jax_time = float(re.search(r"jax pass ([0-9.e-]+)", results[0][0]).group(1))
                rows = np.load(os.path.join(work, "jax_rows.npy"))
                assert np.allclose(rows, ref[:rows.shape[0], :rows.shape[1]], rtol=1e-3,
                                   atol=1e-4), "jax differs from numpy"
            else:
                why = (results[0][1] or results[1][1]).strip().splitlines()[-1:]
                why = why[0] if why else "failed"
        except subprocess.TimeoutExpired:
            for w in workers:
                w.kill()
            why = "timed out"

    print(f"MLP {a.layers} layers, x {B}x{D}, hidden {H}, 2x4 mesh, {a.steps} passes; per pass:")
    print("| run | dtc | vs 1 process |")
    print("|---|---|---|")
    for clients, label in [(1, "1 process x 8 devices"), (2, "2 processes x 4 devices"),
                           (8, "8 processes x 1 device")]:
        print(f"| {label} | {times[clients] * 1e3:.2f} ms | {times[clients] / times[1]:.2f}x |")
    if jax_time is not None:
        print(f"| JAX, 2 processes x 4 devices (gloo) | {jax_time * 1e3:.2f} ms | "
              f"dtc 2x4 / JAX = {times[2] / jax_time:.2f}x |")
    else:
        print(f"| JAX, 2 processes x 4 devices | did not run: {why} | |")


if __name__ == "__main__":
    main()
