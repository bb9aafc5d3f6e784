"""Trains the MLP of mlp_step.mlir, is stopped, resumes on another mesh.

  /usr/bin/python3 examples/train/train.py [--dtc build/bin/dtc] [--workdir DIR]

1. Makes a synthetic regression dataset (151 examples, so the last global
   batch of 16 is short: 7 rows, split 4|3 over the replicas) and initial
   weights.
2. Compiles the step under CentralStorageStrategy on 2 CPU replicas, and
   the same step under OneDeviceStrategy on 1 device with the same global
   batch.
3. Trains 20 steps uninterrupted, with a checkpoint every 5.
4. Trains again for 12 steps only (a job preempted after step 12: its
   last checkpoint is step 12's), then resumes from that checkpoint on the
   1-device mesh and finishes the 20 steps. (A job killed in the middle,
   even in the middle of a save, resumes from its last complete
   checkpoint: dtc's crash tests, test/e2e/training/checkpoints.test.)
5. Checks that the resumed losses equal the uninterrupted run's (steps 13
   to 20), that the stopped run's progress lines show the same losses for
   steps 1 to 12, that the final weights agree, that the losses match a
   float64 numpy reference, and that training lowered the loss. It exits
   non-zero otherwise.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
VARIABLES = ["w1", "b1", "w2", "b2"]
STEPS, EVERY, STOP_AT = 20, 5, 12
LR = 0.1  # the step's learning rate (its `lr` argument: one value for every step)


def one_device_variant(text):
    """The step of mlp_step.mlir with a per-replica batch of 16 (the global
    batch of the 2-replica job) under OneDeviceStrategy."""
    text = text.replace("tensor<8x", "tensor<16x").replace("x8xf32>", "x16xf32>")
    text = text.replace("tensor<8xf32>", "tensor<16xf32>")
    text = text.replace("dtensor.mesh @compute <[r = 2], cpu>", "dtensor.mesh @compute <[r = 1], cpu>")
    text = text.replace('{kind = "central_storage", mesh = @compute, parameter_device = 0}',
                        '{kind = "one_device", mesh = @compute}')
    return text


class Checks:
    """The examples' checks: an `ok`/`FAIL` line each; stop_if_failed and
    finish end the script non-zero, naming what failed."""

    def __init__(self, script):
        self.script = script
        self.failures = []

    def __call__(self, ok, what):
        print(("ok    " if ok else "FAIL  ") + what)
        if not ok:
            self.failures.append(what)

    def decreased(self, losses):
        """The mean of the last 5 losses is under half the first 5's."""
        self(losses[-5:].mean() < 0.5 * losses[:5].mean(),
             f"the loss decreased: mean of steps 1-5 {losses[:5].mean():.4f}, "
             f"of steps 16-20 {losses[-5:].mean():.4f}")

    def stop_if_failed(self):
        if self.failures:
            sys.exit(f"{self.script}: " + "; ".join(self.failures))

    def finish(self):
        self.stop_if_failed()
        print(f"{self.script}: all checks passed")


def write_data(d):
    """The dataset (151 examples of a smooth function of 4 inputs), the
    learning rate and the initial weights, as d/x.npy, t.npy, lr.npy and
    <variable>0.npy."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((151, 4)).astype(np.float32)
    t = (np.sin(x[:, :1]) + 0.5 * x[:, 1:2] * x[:, 2:3] - x[:, 3:4]).astype(np.float32)
    np.save(f"{d}/x.npy", x)
    np.save(f"{d}/t.npy", t)
    np.save(f"{d}/lr.npy", np.float32(LR))
    init = {"w1": rng.standard_normal((4, 16)) * 0.5, "b1": np.zeros(16),
            "w2": rng.standard_normal((16, 1)) * 0.25, "b2": np.zeros(1)}
    for v in VARIABLES:
        np.save(f"{d}/{v}0.npy", init[v].astype(np.float32))


def reference(d, rate=lambda step: LR, steps=STEPS):
    """The losses of `steps` steps in float64 numpy, step s (from 0) at the
    learning rate rate(s)."""
    x = np.load(f"{d}/x.npy").astype(np.float64)
    t = np.load(f"{d}/t.npy").astype(np.float64)
    w1, b1, w2, b2 = (np.load(f"{d}/{v}0.npy").astype(np.float64) for v in VARIABLES)
    batches = (len(x) + 15) // 16
    losses = []
    for s in range(steps):
        b = s % batches
        xb, tb = x[16 * b:16 * b + 16], t[16 * b:16 * b + 16]
        h = np.tanh(xb @ w1 + b1)
        r = h @ w2 + b2 - tb
        losses.append((r * r).sum() / 16)
        dy = 2 * r / 16
        dz = (dy @ w2.T) * (1 - h * h)
        lr = np.float64(np.float32(rate(s)))
        w2, b2 = w2 - lr * (h.T @ dy), b2 - lr * dy.sum(0)
        w1, b1 = w1 - lr * (xb.T @ dz), b1 - lr * dz.sum(0)
    return np.array(losses)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--dtc", default=os.path.join(HERE, "..", "..", "build", "bin", "dtc"))
    p.add_argument("--workdir", default="/tmp/dtc-train-example")
    a = p.parse_args()
    d = a.workdir
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    check = Checks("train.py")

    write_data(d)

    with open(os.path.join(HERE, "mlp_step.mlir")) as f:
        source = f.read()
    with open(f"{d}/step_1dev.mlir", "w") as f:
        f.write(one_device_variant(source))
    subprocess.run([a.dtc, "compile", os.path.join(HERE, "mlp_step.mlir"), "-o", f"{d}/step_2"], check=True)
    subprocess.run([a.dtc, "compile", f"{d}/step_1dev.mlir", "-o", f"{d}/step_1"], check=True)

    def job(exe, ck, out, steps=STEPS, log_every=EVERY):
        cmd = [f"{d}/{exe}", "--input", f"{d}/x.npy", "--input", f"{d}/t.npy",
               "--input", f"{d}/lr.npy",
               "--steps", str(steps), "--save-every", str(EVERY), "--checkpoint", f"{d}/{ck}",
               "--log-every", str(log_every), "--stack-outputs", "--output", f"{d}/{out}"]
        for v in VARIABLES:
            cmd += ["--variable", f"{v}={d}/{v}0.npy"]
        return subprocess.run(cmd, capture_output=True, text=True)

    full = job("step_2", "ck-full", "loss-full.npy")
    sys.stderr.write(full.stderr)
    check(full.returncode == 0, "the uninterrupted job (2 replicas, central storage) ran 20 steps")
    stopped = job("step_2", "ck", "loss-stopped.npy", steps=STOP_AT, log_every=1)
    check(stopped.returncode == 0, f"the second job stopped after step {STOP_AT} "
          f"(exit {stopped.returncode})")
    listing = subprocess.run([a.dtc, "checkpoint", f"{d}/ck"], capture_output=True, text=True).stdout
    check(f"step {STOP_AT}" in listing, f"its current checkpoint is step {STOP_AT}")
    resumed = job("step_1", "ck", "loss-resumed.npy")
    sys.stderr.write(resumed.stderr)
    check(resumed.returncode == 0, "the job resumed on 1 device and finished")
    check.stop_if_failed()

    want = np.load(f"{d}/loss-full.npy")
    got = np.load(f"{d}/loss-resumed.npy")
    printed = [float(m) for m in re.findall(r"result#0 (\S+)", stopped.stderr)]
    print("step  uninterrupted  stopped+resumed")
    for s in range(STEPS):
        other = printed[s] if s < STOP_AT else got[s - STOP_AT]
        print(f"{s + 1:4d}  {want[s]:13.6f}  {other:14.6f}")
    check(got.shape == (STEPS - STOP_AT,) and
          np.allclose(got, want[STOP_AT:], rtol=1e-5, atol=1e-6),
          f"steps {STOP_AT + 1}-{STEPS} resumed on 1 device equal the uninterrupted run's")
    check(len(printed) == STOP_AT and np.allclose(printed, want[:STOP_AT], rtol=1e-5),
          f"steps 1-{STOP_AT} of the stopped run equal the uninterrupted run's")
    for v in VARIABLES:
        a1 = f"{d}/{v}-full.npy"
        a2 = f"{d}/{v}-resumed.npy"
        subprocess.run([a.dtc, "checkpoint", f"{d}/ck-full", "--variable", v, "-o", a1], check=True)
        subprocess.run([a.dtc, "checkpoint", f"{d}/ck", "--variable", v, "-o", a2], check=True)
        check(np.allclose(np.load(a1), np.load(a2), rtol=1e-5, atol=1e-6),
              f"final {v} of the two jobs agree")
    check(np.allclose(want, reference(d), rtol=1e-4, atol=1e-6), "the losses match numpy's SGD")
    check.decreased(want)
    check.finish()


if __name__ == "__main__":
    main()
