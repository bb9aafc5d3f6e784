#!/usr/bin/env python3
"""Runs a bundle of compiled programs and compares them with numpy.

A bundle is a directory of cases made where dtc is (global_programs.py
--bundle): each case has `prog` (the executable), `in<i>.npy` and the
expected `want<i>.npy`, and where some arguments are variables (a TF
step's), `roles.json` naming them. This script needs only numpy and the executables'
own needs (on a GPU mesh: the CUDA driver and cuBLAS), so it runs on a
machine without MLIR or dtc, e.g. a GPU machine:

  bundle_run.py DIR [--jobs N] [--timeout SECONDS] [--scale-tolerance R]

The cases run N at a time (default 4; they share the GPU), each stopped
after SECONDS (default 120) as a failure. A result matches within rtol and
atol 2e-3 (numpy's allclose), or with --scale-tolerance within R times the
largest magnitude of the expected result, in its dtype (as check_corpus.py
compares with JAX's outputs).
"""
import argparse
import concurrent.futures
import glob
import json
import os
import subprocess
import sys
import time

import numpy as np


# How close a result must be to JAX's recorded one (check_corpus.py,
# bench/real_programs.py): this fraction of its largest magnitude, as float32
# sums differ in order.
JAX_TOLERANCE = 2e-4


def differs(got, want, scale_tolerance):
    """Why `got` is not `want`, or None."""
    if got.shape != want.shape:
        return f"shape {got.shape}, expected {want.shape}"
    if scale_tolerance is None:
        if np.allclose(got, want, rtol=2e-3, atol=2e-3):
            return None
        return f"max error {np.abs(got - want).max()}"
    if got.dtype != want.dtype:
        return f"dtype {got.dtype}, expected {want.dtype}"
    if np.issubdtype(want.dtype, np.complexfloating):
        # Each part as a float result.
        return differs(got.real, want.real, scale_tolerance) or differs(
            got.imag, want.imag, scale_tolerance)
    if not np.issubdtype(want.dtype, np.floating):
        return None if np.array_equal(got, want) else "values differ"
    # NaNs where JAX has NaNs, the same infinities, the rest within the
    # tolerance of the largest finite magnitude.
    if not np.array_equal(np.isnan(got), np.isnan(want)):
        return "NaNs differ"
    inf = np.isinf(want)
    if not np.array_equal(got[inf], want[inf]) or np.isinf(got[~inf]).any():
        return "infinities differ"
    finite = np.isfinite(want)
    want_f, got_f = want[finite].astype(np.float64), got[finite].astype(np.float64)
    scale = max(float(np.max(np.abs(want_f))) if want_f.size else 0.0, 1e-6)
    err = float(np.max(np.abs(got_f - want_f))) if want_f.size else 0.0
    return None if err <= scale_tolerance * scale else f"max error {err:.3g} (scale {scale:.3g})"


def program_arguments(inputs, outputs, roles=None):
    """The executable's options for one step on `inputs` writing `outputs`:
    `--input`/`--output`, or for the arguments and results `roles` names
    (roles.json: {"arguments": [...], "results": [...]}, a variable's name
    or null each), `--variable NAME=FILE` and `--variable-out NAME=FILE`."""
    arguments = (roles or {}).get("arguments") or [None] * len(inputs)
    results = (roles or {}).get("results") or [None] * len(outputs)
    if len(arguments) != len(inputs) or len(results) != len(outputs):
        raise SystemExit(f"roles.json names {len(arguments)} arguments and {len(results)} "
                         f"results for {len(inputs)} inputs and {len(outputs)} outputs")
    cmd = []
    for path, name in zip(inputs, arguments):
        cmd += ["--variable", f"{name}={path}"] if name else ["--input", path]
    for path, name in zip(outputs, results):
        cmd += ["--variable-out", f"{name}={path}"] if name else ["--output", path]
    return cmd


def run(case, timeout, scale_tolerance):
    inputs = sorted(glob.glob(os.path.join(case, "in*.npy")))
    wants = sorted(glob.glob(os.path.join(case, "want*.npy")))
    roles = None
    if os.path.exists(os.path.join(case, "roles.json")):
        with open(os.path.join(case, "roles.json")) as f:
            roles = json.load(f)
    cmd = [os.path.join(case, "prog")] + program_arguments(
        inputs, [os.path.join(case, f"out{i}.npy") for i in range(len(wants))], roles)
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"still running after {timeout} s"
    if r.returncode != 0:
        return f"exit {r.returncode}: {r.stderr.strip()}"
    for i, path in enumerate(wants):
        why = differs(np.load(os.path.join(case, f"out{i}.npy")), np.load(path),
                      scale_tolerance)
        if why:
            return f"result {i} differs: {why}"
    return None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("dir")
    p.add_argument("--jobs", type=int, default=4)
    p.add_argument("--timeout", type=float, default=120)
    p.add_argument("--scale-tolerance", type=float)
    a = p.parse_args()
    cases = sorted(d for d in glob.glob(os.path.join(a.dir, "*"))
                   if os.path.exists(os.path.join(d, "prog")))
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max(1, a.jobs)) as pool:
        problems = list(pool.map(lambda case: run(case, a.timeout, a.scale_tolerance), cases))
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
