"""Compiled programs in this process: `dtc cache` compiles a program's text
once into dtc's compilation cache (the same cache `dtc run` keeps), the
executable's program is loaded into the process, and each entry is bound to
its mesh once; calls then run on DTensors without leaving the process."""

import hashlib
import os
import subprocess
import tempfile
import threading

from . import _dtc


class CompileError(ValueError):
    """dtc could not compile a program; the message is dtc's diagnostics
    (file:line:column: error: reason)."""


_lock = threading.Lock()
_programs = {}  # executable path -> _dtc.Program
_entries = {}   # (executable path, entry) -> _dtc.Entry
_compiled = {}  # (program text, options) -> executable path
# Bumped by release_all: what holds an entry across calls checks it.
generation = 0


def compiler_path():
    """The `dtc` driver: $DTC_COMPILER if it names an executable file, else
    the one of the build tree this package is in (build/bin/dtc)."""
    given = os.environ.get("DTC_COMPILER")
    if given:
        if not (os.path.isfile(given) and os.access(given, os.X_OK)):
            raise RuntimeError(f"DTC_COMPILER={given!r} is not an executable file")
        return given
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.normpath(os.path.join(here, "..", "..", "bin", "dtc"))
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"dtc's compiler is not at {path} (the package expects the build "
                           "tree it came from); set DTC_COMPILER to its path")
    return path


def _sources_dir(cache_dir):
    base = cache_dir or os.environ.get("XDG_CACHE_HOME") or os.path.join(
        os.path.expanduser("~"), ".cache")
    return os.path.join(base if cache_dir else os.path.join(base, "dtc"), "sources")


# Set by initialize_accelerator_system(experimental_emulate_gpu_kernels=...):
# what compile_text does when not told.
emulate_gpu_kernels_by_default = False


def compile_text(text, *, emulate_gpu_kernels=None, host_cpu=None, cache_dir=None,
                 overlap=True):
    """The executable `text` compiles to (compiled now unless cached). In a
    job of several processes (multi-client), the program's meshes that name
    no clients are split over the job's processes (dtc --clients)."""
    options = []
    clients = _dtc.num_clients()
    if clients > 1:
        options += ["--clients", str(clients)]
    if cache_dir:
        options += ["--cache-dir", str(cache_dir)]
    if emulate_gpu_kernels is None:
        emulate_gpu_kernels = emulate_gpu_kernels_by_default
    if emulate_gpu_kernels:
        options.append("--emulate-gpu-kernels")
    if host_cpu:
        options += ["--host-cpu", str(host_cpu)]
    if not overlap:
        options.append("--no-overlap")
    key = (text, tuple(options))
    with _lock:
        if key in _compiled:
            return _compiled[key]
    # The text is kept under its hash, where dtc's diagnostics point.
    digest = hashlib.sha256(text.encode()).hexdigest()[:24]
    sources = _sources_dir(cache_dir)
    os.makedirs(sources, exist_ok=True)
    source = os.path.join(sources, digest + ".mlir")
    if not os.path.exists(source):
        fd, temp = tempfile.mkstemp(dir=sources, suffix=".partial")
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(temp, source)
    done = subprocess.run([compiler_path(), "cache", *options, source],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise CompileError(done.stderr.strip() or f"dtc exited with {done.returncode}")
    path = done.stdout.strip().splitlines()[-1]
    with _lock:
        _compiled[key] = path
    return path


def release_all():
    """Forgets every bound entry (their meshes go when nothing else holds
    them)."""
    global generation
    with _lock:
        _entries.clear()
        generation += 1


def bind(path, entry="main"):
    """The entry `entry` of the executable at `path`, loaded into this
    process and bound to its mesh (once)."""
    with _lock:
        bound = _entries.get((path, entry))
        if bound is not None:
            return bound
        program = _programs.get(path)
        if program is None:
            program = _programs[path] = _dtc.Program.load(path)
        if entry not in program.entry_names:
            raise ValueError(f"the program has no entry '{entry}' "
                             f"(it has {', '.join(program.entry_names)})")
        bound = _entries[(path, entry)] = _dtc.Entry.bind(program, entry)
        return bound
