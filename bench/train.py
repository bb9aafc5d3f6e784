#!/usr/bin/env python3
"""Training jobs: dtc's example against jax.jit, checkpoints against numpy.

1. **steps/s** of examples/train/mlp_step.mlir (an MLP SGD step, global
   batch 16 over 2 replicas, CentralStorageStrategy) run by the dtc
   executable, against jax.jit of the same step (the same float32 math)
   with the batch sharded over 2 virtual CPU devices
   (XLA_FLAGS=--xla_force_host_platform_device_count=2) and the parameters
   replicated (JAX has no parameter device; this is MirroredStrategy's
   placement). Per-step time is the difference of two runs (--steps N and
   --steps 2N) over N steps, so process start and compilation cancel; JAX's
   is N jitted calls after a warm-up, parameters donated.
2. **checkpoint save and restore** of a job whose variables are 4 x 16 MiB
   of f32 sharded over a 2x2 mesh: save (each device's shard written and
   fsynced, the index, the renames) and restore (read, checksum, reshard)
   as GB/s, against numpy writing the same 64 MiB as 4 .npy files with
   fsync (np.save) and reading them back (np.load). dtc's times are of the
   executable (a job of 1 step, less the same job without --checkpoint
   for the save; less the executable's start, `--list`, for the restore,
   which also packs the variables into the shards of their layouts).

JAX is a benchmark peer only: this script installs it (pip) when missing,
and runs with the python3 first on PATH (not Debian's).

  python3 bench/train.py [--build build] [--steps 2000] [--repeat 3]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
try:
    import jax
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "jax[cpu]"], check=True)
    import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
VARIABLES = ["w1", "b1", "w2", "b2"]


def timed(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def dtc_steps(dtc, work, steps, repeat):
    exe = f"{work}/step"
    subprocess.run([dtc, "compile", f"{ROOT}/examples/train/mlp_step.mlir", "-o", exe], check=True)

    def run(n):
        cmd = [exe, "--input", f"{work}/x.npy", "--input", f"{work}/t.npy",
               "--input", f"{work}/lr.npy", "--steps", str(n), "--log-every", "0"]
        for v in VARIABLES:
            cmd += ["--variable", f"{v}={work}/{v}0.npy"]
        return min(timed(cmd) for _ in range(repeat))

    return (run(2 * steps) - run(steps)) / steps


def jax_steps(work, steps):
    x = np.load(f"{work}/x.npy")[:16 * (len(np.load(f"{work}/x.npy")) // 16)]
    t = np.load(f"{work}/t.npy")[:len(x)]
    params = tuple(jnp.asarray(np.load(f"{work}/{v}0.npy")) for v in VARIABLES)
    mesh = Mesh(np.array(jax.devices()[:2]), ("r",))
    rows = NamedSharding(mesh, P("r"))
    rep = NamedSharding(mesh, P())

    def step(params, xb, tb):
        w1, b1, w2, b2 = params
        h = jnp.tanh(xb @ w1 + b1)
        r = h @ w2 + b2 - tb
        loss = jnp.sum(r * r) / 16
        dy = r * 0.125
        dz = (dy @ w2.T) * (1 - h * h)
        new = (w1 - 0.1 * (xb.T @ dz), b1 - 0.1 * dz.sum(0),
               w2 - 0.1 * (h.T @ dy), b2 - 0.1 * dy.sum(0))
        return new, loss

    f = jax.jit(step, in_shardings=((rep,) * 4, rows, rows), out_shardings=((rep,) * 4, rep),
                donate_argnums=0)
    batches = [(jax.device_put(x[i:i + 16], rows), jax.device_put(t[i:i + 16], rows))
               for i in range(0, len(x), 16)]
    params = jax.device_put(params, rep)
    # Each step waits for the last: queued steps with cross-device
    # collectives deadlock XLA's CPU runtime on 2 cores (its rendezvous
    # times out), and a training loop reads the loss anyway.
    for i in range(20):
        params, loss = f(params, *batches[i % len(batches)])
        loss.block_until_ready()
    start = time.perf_counter()
    for i in range(steps):
        params, loss = f(params, *batches[i % len(batches)])
        loss.block_until_ready()
    return (time.perf_counter() - start) / steps


CKPT_PROGRAM = """dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @main({args}) -> ({results}) {{
  return {values} : {types}
}}
"""


def checkpoints(dtc, work, repeat):
    n = 2048  # 4 variables of 2048 x 2048 f32: 16 MiB each
    ty = f"tensor<{n}x{n}xf32>"
    layout = "#dtensor.layout<@m, [x, y]>"
    names = [f"v{i}" for i in range(4)]
    src = CKPT_PROGRAM.format(
        args=", ".join(f'%{v}: {ty} {{dtensor.variable = "{v}", dtensor.layout = {layout}}}' for v in names),
        results=", ".join(f'{ty} {{dtensor.assign = "{v}"}}' for v in names),
        values=", ".join(f"%{v}" for v in names), types=", ".join([ty] * 4))
    with open(f"{work}/ckpt.mlir", "w") as f:
        f.write(src)
    exe = f"{work}/ckpt"
    subprocess.run([dtc, "compile", f"{work}/ckpt.mlir", "-o", exe], check=True)
    rng = np.random.default_rng(0)
    arrays = {v: rng.standard_normal((n, n)).astype(np.float32) for v in names}
    for v, a in arrays.items():
        np.save(f"{work}/{v}.npy", a)
    init = sum((["--variable", f"{v}={work}/{v}.npy"] for v in names), [])
    nbytes = 4 * n * n * 4

    def save_once():
        shutil.rmtree(f"{work}/ck", ignore_errors=True)
        with_save = timed([exe, "--steps", "1", "--checkpoint", f"{work}/ck"] + init)
        without = timed([exe, "--steps", "1"] + init)
        return with_save - without

    def restore_once():
        # From the checkpoint of step 1, a job of 1 step runs no step: the
        # process reads the index and shards, checks the checksums and packs
        # the variables by the program's layouts.
        return timed([exe, "--steps", "1", "--checkpoint", f"{work}/ck"])

    save = min(save_once() for _ in range(repeat))
    # The executable's start (exec, loading, parsing the program): not the
    # restore's work, and numpy's peer runs in this process.
    start = min(timed([exe, "--list"]) for _ in range(repeat))
    restore = min(restore_once() for _ in range(repeat)) - start

    def np_save():
        start = time.perf_counter()
        for v, a in arrays.items():
            with open(f"{work}/np-{v}.npy", "wb") as f:
                np.save(f, a)
                f.flush()
                os.fsync(f.fileno())
        return time.perf_counter() - start

    def np_load():
        start = time.perf_counter()
        for v in names:
            np.load(f"{work}/np-{v}.npy")
        return time.perf_counter() - start

    return nbytes, save, restore, min(np_save() for _ in range(repeat)), min(np_load() for _ in range(repeat))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--steps", type=int, default=2000)
    p.add_argument("--repeat", type=int, default=3)
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    work = tempfile.mkdtemp(prefix="dtc-bench-train-")
    try:
        # The example's data and initial weights (train.py's, without its checks).
        rng = np.random.default_rng(0)
        x = rng.standard_normal((151, 4)).astype(np.float32)
        np.save(f"{work}/x.npy", x)
        np.save(f"{work}/t.npy", (np.sin(x[:, :1]) - x[:, 3:4]).astype(np.float32))
        np.save(f"{work}/lr.npy", np.float32(0.1))
        init = {"w1": rng.standard_normal((4, 16)) * 0.5, "b1": np.zeros(16),
                "w2": rng.standard_normal((16, 1)) * 0.25, "b2": np.zeros(1)}
        for v in VARIABLES:
            np.save(f"{work}/{v}0.npy", init[v].astype(np.float32))
        d = dtc_steps(dtc, work, a.steps, a.repeat)
        j = min(jax_steps(work, a.steps) for _ in range(a.repeat))
        print(f"train step (MLP 4-16-1, batch 16 over 2 replicas): dtc {1 / d:9.0f} steps/s "
              f"({d * 1e6:7.1f} us), jax.jit {1 / j:9.0f} steps/s ({j * 1e6:7.1f} us): "
              f"dtc/jax {j / d:.2f}x")
        nbytes, save, restore, npsave, npload = checkpoints(dtc, work, a.repeat)
        gb = nbytes / 1e9
        print(f"checkpoint save of {nbytes >> 20} MiB (4 variables over 2x2): dtc {gb / save:.2f} GB/s "
              f"({save * 1e3:.0f} ms), numpy np.save+fsync {gb / npsave:.2f} GB/s ({npsave * 1e3:.0f} ms): "
              f"{npsave / save:.2f}x")
        print(f"checkpoint restore (read, checksum, reshard; the executable's start subtracted): dtc {restore * 1e3:.0f} ms "
              f"({gb / restore:.2f} GB/s), numpy np.load {npload * 1e3:.0f} ms ({gb / npload:.2f} GB/s): "
              f"{npload / restore:.2f}x")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
