"""Runs a corpus of front-end programs (test/corpus/, made from JAX by
tools/jax-import/corpus.py; test/corpus-tf/, from TF by
tools/tf-import/corpus.py) with dtc and compares with the front end's
outputs.

  check_corpus.py --dtc DTC --corpus DIR --workdir DIR [--emulate-gpu-kernels]
            [--device cpu|gpu] [--bundle] [--clients K [--mpirun CMD]]
            [--skip NAME]... [NAME...]

Every VARIANT.mlir of every program (those its imports.json names, if it
has one) is compiled, run on a<i>.npy (those roles.json names as variables
given with --variable) and its results compared with r<i>.npy (a
variable's value after the step from --variable-out) (relative tolerance 2e-4 against the largest
magnitude of the expected result, as float32 sums differ in order). Prints
one line per failure and a summary.

--device gpu puts each variant on GPUs: its meshes become GPU meshes (the
one-device variant, which has none, gets a one-GPU default mesh). With
--bundle the variants are compiled only, each into WORKDIR/PROGRAM.VARIANT/
with its inputs and JAX's outputs, for bundle_run.py where the GPU is.
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np

from bundle_run import JAX_TOLERANCE, differs, program_arguments


def check(got, want):
    """Why `got` is not JAX's `want`, or None."""
    return differs(got, want, JAX_TOLERANCE)


def on_gpus(text):
    """The program with its meshes on GPUs; one without a mesh runs on a
    one-GPU default mesh."""
    if "dtensor.mesh" in text:
        return re.sub(r"(dtensor\.mesh @[\w.$-]+ <\[[^\]]*\]), cpu>", r"\1, gpu>", text)
    # The module's head follows the attribute aliases (#map = ...) if any.
    head = re.search(r"^module( @[\w.$-]+)? \{\n", text, re.M)
    if not head:
        raise SystemExit("a corpus program without a mesh has no line `module @name {`")
    return (text[:head.start()] +
            f"module{head.group(1) or ''} attributes {{dtensor.default_mesh = @gpu}} {{\n"
            f"  dtensor.mesh @gpu <[d = 1], gpu>\n" + text[head.end():])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dtc", required=True)
    p.add_argument("--corpus", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--emulate-gpu-kernels", action="store_true")
    p.add_argument("--device", choices=["cpu", "gpu"], default="cpu")
    p.add_argument("--bundle", action="store_true",
                   help="compile only, with inputs and expected outputs, for bundle_run.py")
    p.add_argument("--clients", type=int, default=1,
                   help="compile for a job of K processes (dtc compile --clients) and run "
                        "each variant with --mpirun -np K")
    p.add_argument("--mpirun", default="mpirun", help="the command that starts the processes")
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
        roles = None
        if os.path.exists(os.path.join(d, "roles.json")):
            with open(os.path.join(d, "roles.json")) as f:
                roles = json.load(f)
        # The variants: imports.json's where the program has one (the TF
        # corpus's, beside its iree.mlir), else every .mlir.
        if os.path.exists(os.path.join(d, "imports.json")):
            with open(os.path.join(d, "imports.json")) as f:
                sources = [os.path.join(d, v + ".mlir") for v in sorted(json.load(f))]
        else:
            sources = sorted(glob.glob(os.path.join(d, "*.mlir")))
        for src in sources:
            variant = os.path.basename(src)[:-5]
            if a.clients > 1 and variant == "single":
                continue  # one device: no mesh to split over processes
            runs += 1
            exe = os.path.join(a.workdir, f"{name}.{variant}")
            if a.bundle:
                # bundle_run.py's case: prog, in<i>.npy, want<i>.npy (two
                # digits: it sorts them by name).
                os.makedirs(exe, exist_ok=True)
                for i, f in enumerate(inputs):
                    shutil.copyfile(f, os.path.join(exe, f"in{i:02d}.npy"))
                for i, f in enumerate(expected):
                    shutil.copyfile(f, os.path.join(exe, f"want{i:02d}.npy"))
                if roles is not None:
                    shutil.copyfile(os.path.join(d, "roles.json"), os.path.join(exe, "roles.json"))
                exe = os.path.join(exe, "prog")
            if a.device == "gpu":
                with open(src) as f:
                    text = on_gpus(f.read())
                src = exe + ".mlir"
                with open(src, "w") as f:
                    f.write(text)
            cmd = [a.dtc, "compile", src, "-o", exe]
            if a.emulate_gpu_kernels:
                cmd.append("--emulate-gpu-kernels")
            if a.clients > 1:
                cmd.append(f"--clients={a.clients}")
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                failures += 1
                print(f"FAIL {name}/{variant}: compile: {r.stderr.strip().splitlines()[0] if r.stderr.strip() else r.returncode}")
                continue
            if a.bundle:
                continue
            outs = [os.path.join(a.workdir, f"{name}.{variant}.r{i}.npy") for i in range(len(expected))]
            run = [exe] + program_arguments(inputs, outs, roles)
            if a.clients > 1:
                run = a.mpirun.split() + ["-np", str(a.clients)] + run
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
