#!/usr/bin/env python3
"""Runs a bundle of compiled programs and compares them with numpy.

A bundle is a directory of cases made where dtc is (global_programs.py
--bundle): each case has `prog` (the executable), `in<i>.npy` and the
expected `want<i>.npy`. This script needs only numpy and the executables'
own needs (on a GPU mesh: the CUDA driver and cuBLAS), so it runs on a
machine without MLIR or dtc, e.g. a GPU machine:

  bundle_run.py DIR [--jobs N] [--timeout SECONDS]

The cases run N at a time (default 4; they share the GPU), each stopped
after SECONDS (default 120) as a failure.
"""
import argparse
import concurrent.futures
import glob
import os
import subprocess
import sys
import time

import numpy as np


def run(case, timeout):
    inputs = sorted(glob.glob(os.path.join(case, "in*.npy")))
    wants = sorted(glob.glob(os.path.join(case, "want*.npy")))
    cmd = [os.path.join(case, "prog")]
    for path in inputs:
        cmd += ["--input", path]
    for i in range(len(wants)):
        cmd += ["--output", os.path.join(case, f"out{i}.npy")]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"still running after {timeout} s"
    if r.returncode != 0:
        return f"exit {r.returncode}: {r.stderr.strip()}"
    for i, path in enumerate(wants):
        want = np.load(path)
        got = np.load(os.path.join(case, f"out{i}.npy"))
        if got.shape != want.shape or not np.allclose(got, want, rtol=2e-3, atol=2e-3):
            error = np.abs(got - want).max() if got.shape == want.shape else "shape"
            return f"result {i} differs (max error {error})"
    return None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("dir")
    p.add_argument("--jobs", type=int, default=4)
    p.add_argument("--timeout", type=float, default=120)
    a = p.parse_args()
    cases = sorted(d for d in glob.glob(os.path.join(a.dir, "*"))
                   if os.path.exists(os.path.join(d, "prog")))
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max(1, a.jobs)) as pool:
        problems = list(pool.map(lambda case: run(case, a.timeout), cases))
    failures = 0
    for case, problem in zip(cases, problems):
        if problem:
            failures += 1
            print(f"FAIL {case}: {problem}")
    print(f"{len(cases)} programs, {failures} failures "
          f"({time.monotonic() - start:.1f} s, {a.jobs} at a time)")
    sys.exit(1 if failures or not cases else 0)


if __name__ == "__main__":
    main()
