"""Issue 18's goal 5: all_reduces overlapping compute, against dtc's own
synchronous schedule of the same program.

    bash scripts/build.sh && /usr/bin/python3 bench/overlap.py [--repeat 10]

For each program, `dtc compile` (dtensor-overlap-collectives: each
all_reduce a start and a wait with the compute that does not need it
between) and `dtc compile --no-overlap` (every all_reduce synchronous); each
executable's `--timing` compute phase, best of --repeat runs, alternating
the two; both outputs checked against numpy (or JAX's recorded outputs)
first. Programs:

  - the corpus's JAX-exported MLP backward pass (test/corpus/mlp_backward,
    dp2tp2 and dp4): the second layer's gradient all_reduce overlaps the
    first layer's gradient;
  - the data-parallel training loop of bench/gpu.py (MLP_STEP: y =
    relu(x w1) w2, --steps SGD steps in an scf.for), on 2 and 4 CPU
    devices, the batch over them, the weights replicated: each step's
    gradient all_reduce of w2 overlaps the backward through layer 1.

With more devices than CPUs the devices are fibers (a device that waits
lets another compute anyway); DTC_DEVICE_FIBERS=0 rows run them as
threads.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gpu  # noqa: E402  (MLP_STEP, the data-parallel training loop)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DTC = os.path.join(ROOT, "build", "bin", "dtc")


def compile_both(src, work, name):
    exes = {}
    for mode, flags in (("overlap", []), ("sync", ["--no-overlap"])):
        exe = os.path.join(work, f"{name}.{mode}")
        subprocess.run([DTC, "compile", src, "-o", exe] + flags, check=True)
        exes[mode] = exe
    return exes


def run(exe, inputs, outputs, env=None):
    args = [exe] + sum((["--input", f] for f in inputs), [])
    args += sum((["--output", f] for f in outputs), []) + ["--timing"]
    r = subprocess.run(args, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit(f"{exe} failed: {r.stderr}")
    return float(re.search(r"compute ([0-9.e-]+) s", r.stderr + r.stdout).group(1))


def measure(exes, inputs, work, expected, repeat, env=None, per=1):
    """Best compute time of each mode (alternating), after checking both."""
    best = {}
    for mode, exe in exes.items():
        outs = [os.path.join(work, f"{mode}.out{i}.npy") for i in range(len(expected))]
        run(exe, inputs, outs, env)
        for got, want in zip(outs, expected):
            g = np.load(got)
            if g.shape != want.shape or not np.allclose(g, want, rtol=2e-4, atol=2e-4):
                sys.exit(f"{exe}: result differs from the reference "
                         f"(max abs diff {np.max(np.abs(g - want))})")
        best[mode] = float("inf")
    outs = [os.path.join(work, f"t.out{i}.npy") for i in range(len(expected))]
    for _ in range(repeat):
        for mode, exe in exes.items():
            best[mode] = min(best[mode], run(exe, inputs, outs, env) / per)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--width", type=int, default=512)
    parser.add_argument("--hidden", type=int, default=1024)
    a = parser.parse_args()
    rows = []
    threads = dict(os.environ, DTC_DEVICE_FIBERS="0")
    with tempfile.TemporaryDirectory() as work:
        corpus = os.path.join(ROOT, "test", "corpus", "mlp_backward")
        inputs = [os.path.join(corpus, f"a{i}.npy") for i in range(4)]
        expected = [np.load(os.path.join(corpus, f"r{i}.npy")) for i in range(2)]
        for variant in ("dp2tp2", "dp4"):
            exes = compile_both(os.path.join(corpus, variant + ".mlir"), work, variant)
            for label, env in (("fibers", None), ("threads", threads)):
                t = measure(exes, inputs, work, expected, a.repeat, env)
                rows.append((f"corpus mlp_backward {variant}", label, t))

        rng = np.random.default_rng(3)
        B, I, H, O, steps = a.batch, a.width, a.hidden, a.width, a.steps
        arrays = [rng.uniform(-1, 1, (B, I)).astype(np.float32),
                  rng.uniform(-1, 1, (B, O)).astype(np.float32),
                  (rng.standard_normal((I, H)) / np.sqrt(I)).astype(np.float32),
                  (rng.standard_normal((H, O)) / np.sqrt(H)).astype(np.float32)]
        inputs = []
        for i, arr in enumerate(arrays):
            inputs.append(os.path.join(work, f"train{i}.npy"))
            np.save(inputs[-1], arr)
        expected = gpu.mlp_steps_numpy(*arrays, steps)
        for p in (2, 4):
            src = os.path.join(work, f"train_dp{p}.mlir")
            with open(src, "w") as f:
                f.write(gpu.MLP_STEP.format(d=p, dev="cpu", b=B, i=I, h=H, o=O,
                                            lr=gpu.LR, iters=steps))
            exes = compile_both(src, work, f"train_dp{p}")
            envs = (("threads", threads),) if p == 2 else (("fibers", None), ("threads", threads))
            for label, env in envs:
                t = measure(exes, inputs, work, expected, a.repeat, env, per=steps)
                rows.append((f"train step dp{p} (batch {B}, {I}-{H}-{O})", label, t))

    print("| program | devices as | overlapped | synchronous | overlapped / synchronous |")
    print("|---|---|---|---|---|")
    for name, label, t in rows:
        unit, scale = ("us", 1e6) if t["sync"] < 1e-3 else ("ms", 1e3)
        print(f"| {name} | {label} | {t['overlap'] * scale:.1f} {unit} | "
              f"{t['sync'] * scale:.1f} {unit} | {t['overlap'] / t['sync']:.2f} |")


if __name__ == "__main__":
    main()
