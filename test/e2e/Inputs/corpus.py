"""Runs the corpus of front-end programs (test/corpus/, made from JAX by
tools/jax-import/corpus.py) with dtc and compares with JAX's outputs.

  corpus.py --dtc DTC --corpus DIR --workdir DIR [--emulate-gpu-kernels]
            [--skip NAME]... [NAME...]

Every VARIANT.mlir of every program is compiled, run on a<i>.npy and its
results compared with r<i>.npy (relative tolerance 2e-4 against the largest
magnitude of the expected result, as float32 sums differ in order). Prints
one line per failure and a summary.
"""
import argparse
import glob
import os
import subprocess
import sys

import numpy as np


def check(got, want):
    if got.shape != want.shape:
        return f"shape {got.shape}, expected {want.shape}"
    if got.dtype != want.dtype:
        return f"dtype {got.dtype}, expected {want.dtype}"
    if not np.issubdtype(want.dtype, np.floating):
        return None if np.array_equal(got, want) else "values differ"
    scale = max(float(np.max(np.abs(want))) if want.size else 0.0, 1e-6)
    err = float(np.max(np.abs(got.astype(np.float64) - want))) if want.size else 0.0
    return None if err <= 2e-4 * scale else f"max error {err:.3g} (scale {scale:.3g})"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dtc", required=True)
    p.add_argument("--corpus", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--emulate-gpu-kernels", action="store_true")
    p.add_argument("--skip", action="append", default=[],
                   help="a program not to run (named, with the reason, by the caller)")
    p.add_argument("names", nargs="*")
    a = p.parse_args()
    os.makedirs(a.workdir, exist_ok=True)
    programs = sorted(d for d in os.listdir(a.corpus)
                      if os.path.isdir(os.path.join(a.corpus, d)))
    if a.names:
        programs = [d for d in programs if d in a.names]
    programs = [d for d in programs if d not in a.skip]
    runs = failures = 0
    for name in programs:
        d = os.path.join(a.corpus, name)
        inputs = sorted(glob.glob(os.path.join(d, "a*.npy")), key=lambda f: int(f[len(d) + 2:-4]))
        expected = sorted(glob.glob(os.path.join(d, "r*.npy")), key=lambda f: int(f[len(d) + 2:-4]))
        for src in sorted(glob.glob(os.path.join(d, "*.mlir"))):
            variant = os.path.basename(src)[:-5]
            runs += 1
            exe = os.path.join(a.workdir, f"{name}.{variant}")
            cmd = [a.dtc, "compile", src, "-o", exe]
            if a.emulate_gpu_kernels:
                cmd.append("--emulate-gpu-kernels")
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                failures += 1
                print(f"FAIL {name}/{variant}: compile: {r.stderr.strip().splitlines()[0] if r.stderr.strip() else r.returncode}")
                continue
            outs = [os.path.join(a.workdir, f"{name}.{variant}.r{i}.npy") for i in range(len(expected))]
            run = [exe]
            for f in inputs:
                run += ["--input", f]
            for f in outs:
                run += ["--output", f]
            r = subprocess.run(run, capture_output=True, text=True)
            if r.returncode != 0:
                failures += 1
                print(f"FAIL {name}/{variant}: run: {r.stderr.strip()[:300]}")
                continue
            for i, (got, want) in enumerate(zip(outs, expected)):
                why = check(np.load(got), np.load(want))
                if why:
                    failures += 1
                    print(f"FAIL {name}/{variant}: result {i}: {why}")
                    break
    print(f"{len(programs)} programs, {runs} variants, {failures} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
