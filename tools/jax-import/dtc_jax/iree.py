"""The tools the importer runs: IREE's input conversion, then `dtc import`."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from typing import Optional, Sequence


def _executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def iree_compile() -> str:
    """iree-compile next to this interpreter (the tool's venv), or on PATH."""
    for candidate in (os.path.join(os.path.dirname(sys.executable), "iree-compile"),
                      shutil.which("iree-compile")):
        if candidate and _executable(candidate):
            return candidate
    raise RuntimeError("iree-compile not found: run `dtc-jax setup` (or `dtc-tf setup`) and "
                       "use its Python (tools/jax-import/README.md)")


def dtc_compiler(given: Optional[str] = None) -> str:
    """The `dtc` driver: `given`, else $DTC_COMPILER, else `dtc` on PATH,
    else the build tree's beside this source tree (build/bin/dtc); each
    must be an executable file."""
    for source, path in (("the dtc argument", given),
                         ("DTC_COMPILER", os.environ.get("DTC_COMPILER"))):
        if path:
            if not _executable(path):
                raise RuntimeError(f"{source} {path!r} is not an executable file")
            return path
    here = os.path.dirname(os.path.abspath(__file__))
    for path in (shutil.which("dtc"),
                 os.path.normpath(os.path.join(here, "..", "..", "..", "build", "bin", "dtc"))):
        if path and _executable(path):
            return path
    raise RuntimeError("dtc not found: put it on PATH, set DTC_COMPILER, or build it "
                       "(README.md)")


def lower_to_linalg(stablehlo_text: str, debug_info: bool = False) -> str:
    """StableHLO text -> upstream linalg on tensors, through IREE's input
    conversion; IREE's own ops (util.func, iree_linalg_ext.sort, ...) in
    generic form, which `dtc import` reads; with `debug_info`, each op's
    location (so that `dtc import`'s errors name the front end's op)."""
    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "in.mlir")
        out = os.path.join(work, "out.mlir")
        with open(src, "w") as f:
            f.write(stablehlo_text)
        debug = ["--mlir-print-debuginfo"] if debug_info else []
        # Constants as elements, never hex: IREE's MLIR is newer than dtc's,
        # and their hex forms differ (a dense i1's bytes).
        r = subprocess.run([iree_compile(), "--iree-input-type=stablehlo",
                            "--compile-to=input", "--mlir-print-op-generic",
                            "--mlir-print-elementsattrs-with-hex-if-larger=-1", *debug, src,
                            "-o", out], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("IREE's input conversion failed:\n" + r.stderr)
        with open(out) as f:
            return f.read()


def import_program(generic_text: str, dtc: Optional[str] = None,
                   options: Sequence[str] = ()) -> str:
    """IREE's generic output as a dtc program (`dtc import` with `options`:
    func ops, dtensor.sort/top_k/scan/scatter, dtensor.unsigned, the
    shard_maps, the mesh and layouts); its errors name the op and its
    location."""
    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "iree.mlir")
        out = os.path.join(work, "dtc.mlir")
        with open(src, "w") as f:
            f.write(generic_text)
        r = subprocess.run([dtc_compiler(dtc), "import", src, "-o", out, *options],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("dtc import failed:\n" + r.stderr)
        with open(out) as f:
            return f.read()
