#!/usr/bin/env python3
"""Runs a bundle of compiled programs and compares them with numpy.

A bundle is a directory of cases made where dtc is (global_programs.py
--bundle): each case has `prog` (the executable), `in<i>.npy` and the
expected `want<i>.npy`. This script needs only numpy and the executables'
own needs (on a GPU mesh: the CUDA driver and cuBLAS), so it runs on a
machine without MLIR or dtc, e.g. a GPU machine:

  bundle_run.py DIR
"""
import glob
import os
import subprocess
import sys

import numpy as np


def run(case):
    inputs = sorted(glob.glob(os.path.join(case, "in*.npy")))
    wants = sorted(glob.glob(os.path.join(case, "want*.npy")))
    cmd = [os.path.join(case, "prog")]
    for path in inputs:
        cmd += ["--input", path]
    for i in range(len(wants)):
        cmd += ["--output", os.path.join(case, f"out{i}.npy")]
    r = subprocess.run(cmd, capture_output=True, text=True)
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
    cases = sorted(d for d in glob.glob(os.path.join(sys.argv[1], "*"))
                   if os.path.exists(os.path.join(d, "prog")))
    failures = 0
    for case in cases:
        problem = run(case)
        if problem:
            failures += 1
            print(f"FAIL {case}: {problem}")
    print(f"{len(cases)} programs, {failures} failures")
    sys.exit(1 if failures or not cases else 0)


if __name__ == "__main__":
    main()
