"""Trains the MLP of mlp_step.mlir from Python with a learning-rate schedule
and an evaluation between steps; is killed, and resumes on another mesh.

  PYTHONPATH=build/python /usr/bin/python3 examples/train/train_python.py \
      [--dtc build/bin/dtc] [--workdir DIR]

1. The example's data (train.py's: 151 examples in global batches of 16,
   the last one 7 rows, split 4|3 over the replicas) and 32 held-out
   examples.
2. A training loop as a tf.distribute user writes it (dtc.distribute):
   CentralStorageStrategy on 2 CPU replicas, the variables created in its
   scope (on the parameter device), 20 steps of mlp_step.mlir at a cosine
   learning rate (0.2 decaying to 0.02, the step's `lr` argument), the
   held-out loss (mlp_eval.mlir, the same strategy) every 5 steps, and a
   checkpoint (DTensorCheckpoint) every 5 steps.
3. The same loop in a process of its own that kills itself (SIGKILL, as
   `kill -9`) after step 12; a third process resumes it from its last
   checkpoint (step 10) under OneDeviceStrategy (the step and the
   evaluation for one device taking the whole global batch) and finishes.
4. Checks that steps 1-12 of the killed run and 11-20 of the resumed one
   equal the uninterrupted run's losses and evaluations, that the losses
   match numpy's SGD at the same schedule, and that the loss decreased. It
   exits non-zero otherwise.
"""
import argparse
import json
import math
import os
import shutil
import signal
import subprocess
import sys

import numpy as np

import dtc
from dtc.distribute import CentralStorageStrategy, OneDeviceStrategy

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import train  # noqa: E402  (the data, the one-device variant, numpy's SGD)

STEPS, EVERY, KILL_AFTER = 20, 5, 12
VARIABLES = train.VARIABLES


def rate(step):
    """The learning rate of step `step` (from 0): cosine from 0.2 to 0.02."""
    return 0.02 + 0.09 * (1 + math.cos(math.pi * step / STEPS))


def data(d):
    """The training set and initial weights (train.py's), and 32 held-out
    examples of the same function (d/held.npy, held_t.npy)."""
    train.write_data(d)
    held = np.random.default_rng(1).standard_normal((32, 4)).astype(np.float32)
    np.save(f"{d}/held.npy", held)
    np.save(f"{d}/held_t.npy", (np.sin(held[:, :1]) + 0.5 * held[:, 1:2] * held[:, 2:3]
                                - held[:, 3:4]).astype(np.float32))


def run(mode, d):
    """One process's loop: `full` (20 steps), `killed` (killed after step
    12), `resumed` (from the checkpoint, on one device). Each step's loss
    and each evaluation go to d/<mode>.json as they come."""
    x, t, held, held_t = (np.load(f"{d}/{n}.npy") for n in ("x", "t", "held", "held_t"))
    with open(os.path.join(HERE, "mlp_step.mlir")) as f:
        step_text = f.read()
    with open(os.path.join(HERE, "mlp_eval.mlir")) as f:
        eval_text = f.read()
    if mode == "resumed":
        strategy = OneDeviceStrategy("/cpu:0")
        step_text, eval_text = (train.one_device_variant(s) for s in (step_text, eval_text))
    else:
        strategy = CentralStorageStrategy(["/cpu:0", "/cpu:1"], parameter_device=0)
    step_fn = dtc.function(step_text, mesh=strategy.mesh)
    eval_fn = dtc.function(eval_text, mesh=strategy.mesh)
    with strategy.scope():
        variables = {v: dtc.DVariable(np.load(f"{d}/{v}0.npy"), name=v) for v in VARIABLES}
    checkpoint = dtc.DTensorCheckpoint(strategy.mesh, **variables)
    first = 0
    if mode == "resumed":
        checkpoint.restore(f"{d}/ck")
        first = checkpoint.save_counter
    batches = list(strategy.experimental_distribute_dataset(
        [(x[i:i + 16], t[i:i + 16]) for i in range(0, len(x), 16)]))
    held_batches = list(strategy.experimental_distribute_dataset(
        [(held[i:i + 16], held_t[i:i + 16]) for i in range(0, len(held), 16)]))
    log = {"losses": {}, "evals": {}}

    def record():
        with open(f"{d}/{mode}.json.partial", "w") as f:
            json.dump(log, f)
        os.replace(f"{d}/{mode}.json.partial", f"{d}/{mode}.json")

    args = [variables[v] for v in VARIABLES]
    for s in range(first, STEPS):
        bx, bt = batches[s % len(batches)]
        loss = strategy.run(step_fn, args=(bx, bt, *args, np.float32(rate(s))))
        log["losses"][s + 1] = float(loss.numpy())
        if (s + 1) % EVERY == 0:
            log["evals"][s + 1] = sum(float(strategy.run(eval_fn, args=(hx, ht, *args)).numpy())
                                      for hx, ht in held_batches)
            checkpoint.save_counter = s + 1
            checkpoint.write(f"{d}/ck")
        record()
        if mode == "killed" and s + 1 == KILL_AFTER:
            os.kill(os.getpid(), signal.SIGKILL)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--dtc", default=os.path.join(HERE, "..", "..", "build", "bin", "dtc"),
                   help="the dtc whose `dtc checkpoint` lists the checkpoint")
    p.add_argument("--workdir", default="/tmp/dtc-train-python-example")
    p.add_argument("--run", choices=("full", "killed", "resumed"), help=argparse.SUPPRESS)
    a = p.parse_args()
    d = a.workdir
    if a.run:
        run(a.run, d)
        return
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    data(d)
    check = train.Checks("train_python.py")

    def process(mode):
        return subprocess.run([sys.executable, os.path.abspath(__file__), "--workdir", d,
                               "--run", mode], capture_output=True, text=True)

    full = process("full")
    sys.stderr.write(full.stderr)
    check(full.returncode == 0, "the uninterrupted run (2 replicas, central storage) ran 20 steps")
    killed = process("killed")
    check(killed.returncode == -signal.SIGKILL, f"the second run was killed after step "
          f"{KILL_AFTER} (exit {killed.returncode})")
    listing = subprocess.run([a.dtc, "checkpoint", f"{d}/ck"],
                             capture_output=True, text=True).stdout
    check("step 10" in listing, "its last checkpoint is step 10")
    resumed = process("resumed")
    sys.stderr.write(resumed.stderr)
    check(resumed.returncode == 0, "it resumed on 1 device and finished")
    check.stop_if_failed()

    logs = {}
    for mode in ("full", "killed", "resumed"):
        with open(f"{d}/{mode}.json") as f:
            logs[mode] = {k: {int(s): v for s, v in log.items()} for k, log in json.load(f).items()}
    want, died, back = logs["full"], logs["killed"], logs["resumed"]
    print("step  rate    uninterrupted  killed/resumed  held-out")
    for s in range(1, STEPS + 1):
        other = back["losses"][s] if s > 10 else died["losses"][s]
        held_out = f"{want['evals'][s]:.6f}" if s in want["evals"] else ""
        print(f"{s:4d}  {rate(s - 1):.4f}  {want['losses'][s]:13.6f}  {other:14.6f}  {held_out}")

    def same(a, b, steps):
        return all(s in a and s in b and math.isclose(a[s], b[s], rel_tol=1e-5, abs_tol=1e-6)
                   for s in steps)
    check(same(died["losses"], want["losses"], range(1, KILL_AFTER + 1)) and
          same(died["evals"], want["evals"], (5, 10)),
          f"steps 1-{KILL_AFTER} of the killed run equal the uninterrupted run's")
    check(same(back["losses"], want["losses"], range(11, STEPS + 1)) and
          same(back["evals"], want["evals"], (15, 20)),
          f"steps 11-{STEPS} resumed on 1 device equal the uninterrupted run's, evaluations too")
    reference = train.reference(d, rate=rate, steps=STEPS)
    got = np.array([want["losses"][s] for s in range(1, STEPS + 1)])
    check(np.allclose(got, reference, rtol=1e-4, atol=1e-6),
          "the losses match numpy's SGD at the schedule's rates")
    check.decreased(got)
    check.finish()


if __name__ == "__main__":
    main()
