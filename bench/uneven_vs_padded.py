#!/usr/bin/env python3
"""Uneven shards against the same program padded by hand to even shards.

The Megatron-style MLP of mlp_text.py (relu(x @ w1) @ w2, `--layers`
layers applied `--steps` times in an scf.for) on a 4x2 mesh (x's rows over
x, the hidden dimension over y), at sizes the mesh does not divide: a batch
of 1022 over 4 devices (blocks of 256, the last 254) and a hidden dimension
of 1023 over 2 (blocks of 512, the last 511), so that the second product
reduces over an uneven dimension (its operands' padding zeroed,
docs/uneven.md). Against it, the program a user writes without uneven
shards: batch 1024 and hidden 1024, the inputs padded with zeros and the
result's extra rows dropped. Both compute the same numbers (checked
against each other and numpy).

Reports each executable's compute time for one pass (its `--timing`
compute phase, the fastest of 3 calls in one run, best of `--repeat` runs)
and the ratio uneven / padded; the goal is at most 1.1. The host's CPU and
the ISA dtc compiled for are in the table's first line.

  python3 bench/uneven_vs_padded.py [--build build] [--layers 2] [--steps 8]
                                    [--repeat 11] [--isa native|avx2]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlp_text import dtc_program  # noqa: E402

BATCH, HIDDEN, D = 1022, 1023, 256
PADDED_BATCH, PADDED_HIDDEN = 1024, 1024


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--steps", type=int, default=8)
    p.add_argument("--repeat", type=int, default=11)
    p.add_argument("--isa", choices=["native", "avx2"], default="native")
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    env = dict(os.environ)
    compile_flags = []
    if a.isa == "avx2":
        compile_flags = ["--host-cpu", "x86-64-v3"]
        env["DTC_HOST_ISA"] = "avx2"
        env["OPENBLAS_CORETYPE"] = "Haswell"
    rng = np.random.default_rng(0)
    x = rng.standard_normal((BATCH, D)).astype(np.float32) * 0.1
    ws = []
    for _ in range(a.layers):
        ws.append(rng.standard_normal((D, HIDDEN)).astype(np.float32) * 0.05)
        ws.append(rng.standard_normal((HIDDEN, D)).astype(np.float32) * 0.05)
    # The hand-padded inputs: zero rows of x, a zero column of w1 and a zero
    # row of w2 (relu(0) = 0 keeps the padding out of the results).
    px = np.zeros((PADDED_BATCH, D), np.float32)
    px[:BATCH] = x
    pws = []
    for i, w in enumerate(ws):
        pw = np.zeros((D, PADDED_HIDDEN) if i % 2 == 0 else (PADDED_HIDDEN, D), np.float32)
        pw[:w.shape[0], :w.shape[1]] = w
        pws.append(pw)
    want = x.astype(np.float64)
    for _ in range(a.steps):
        for i in range(0, len(ws), 2):
            want = np.maximum(want @ ws[i], 0) @ ws[i + 1]
    with tempfile.TemporaryDirectory() as work:
        runs, outs = {}, {}
        for kind, (b, h, xs, wts) in {"uneven": (BATCH, HIDDEN, x, ws),
                                       "padded": (PADDED_BATCH, PADDED_HIDDEN, px, pws)}.items():
            src, exe = os.path.join(work, kind + ".mlir"), os.path.join(work, kind)
            with open(src, "w") as f:
                f.write(dtc_program(a.layers, a.steps, mesh=(4, 2), batch=b, hidden=h))
            subprocess.run([dtc, "compile"] + compile_flags + [src, "-o", exe], check=True, env=env)
            args = []
            for i, arr in enumerate([xs] + wts):
                path = os.path.join(work, f"{kind}_in{i}.npy")
                np.save(path, arr)
                args += ["--input", path]
            out = os.path.join(work, kind + "_out.npy")
            runs[kind] = [exe] + args + ["--output", out, "--timing", "--steps", "3"]
            outs[kind] = out
        # The two alternate, so that the machine's drift falls on both.
        times = {kind: float("inf") for kind in runs}
        for _ in range(a.repeat):
            for kind, cmd in runs.items():
                run = subprocess.run(cmd, check=True, capture_output=True, text=True, env=env)
                m = re.search(r"fastest of 3 steps: compute ([0-9.e-]+) s", run.stderr)
                times[kind] = min(times[kind], float(m.group(1)) / a.steps)
        outs = {kind: np.load(path)[:BATCH] for kind, path in outs.items()}
    if not np.allclose(outs["uneven"], outs["padded"], rtol=1e-4, atol=1e-5) or \
            not np.allclose(outs["uneven"], want, rtol=1e-3, atol=1e-4):
        sys.exit("the uneven and padded programs' results differ")
    ratio = times["uneven"] / times["padded"]
    print(f"host: {cpu_name()}, {os.cpu_count()} cores; dtc compiled for "
          f"{'x86-64-v3 (AVX2)' if a.isa == 'avx2' else 'this CPU (native)'}")
    print(f"MLP of {a.layers} layers on a 4x2 mesh, batch {BATCH} over 4, hidden {HIDDEN} over 2")
    print(f"{'program':<40} {'ms / pass':>10}")
    print(f"{'uneven (batch 1022, hidden 1023)':<40} {times['uneven'] * 1e3:>10.3f}")
    print(f"{'padded by hand (batch 1024, hidden 1024)':<40} {times['padded'] * 1e3:>10.3f}")
    print(f"uneven / padded: {ratio:.3f} (goal <= 1.1); results equal")


if __name__ == "__main__":
    main()
