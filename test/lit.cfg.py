# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "dtc"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
# corpus/: front-end programs (made by tools/jax-import), run by e2e/corpus/
# (one lit test per program, test/e2e/Inputs/lit_corpus.py).
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dtc_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
# `dtc run` caches executables under $XDG_CACHE_HOME/dtc: the tests' own.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.test_exec_root, "cache")
config.substitutions.append(("%dtc_src_root", config.dtc_src_root))
config.substitutions.append(("%dtc_obj_root", config.dtc_obj_root))

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.dtc_tools_dir, config.llvm_tools_dir]
tools = ["dtc-opt", "dtc", "FileCheck", "not", "split-file", "mlir-runner"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# Libraries that lowered programs run against.
llvm_lib_dir = os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")
config.substitutions.append(
    ("%mlir_runner_utils", os.path.join(llvm_lib_dir, "libmlir_runner_utils.so")))
config.substitutions.append(
    ("%mlir_c_runner_utils", os.path.join(llvm_lib_dir, "libmlir_c_runner_utils.so")))
# OpenBLAS for mlir-runner tests, wherever Debian's multiarch layout put it.
import glob
openblas = sorted(glob.glob("/usr/lib/*/libopenblas.so") + glob.glob("/usr/lib/libopenblas.so"))
config.substitutions.append(
    ("%openblas_lib", openblas[0] if openblas else "libopenblas.so"))
# The launcher alone, as `dtc run` starts it while a program compiles.
config.substitutions.append(
    ("%dtc_launcher", os.path.join(config.dtc_obj_root, "lib", "dtc-launcher")))
# dtc_host_sgemm, which CPU-lowered f32 products call, for mlir-runner.
config.substitutions.append(
    ("%dtc_host_gemm_lib", os.path.join(config.dtc_obj_root, "lib", "libdtc_host_gemm.so")))

# numpy is the oracle of the executable tests: Debian's python3-numpy,
# through /usr/bin/python3 (the first python3 on PATH may be another one).
config.substitutions.append(("%python", "/usr/bin/python3"))
config.substitutions.append(
    ("%npy", "/usr/bin/python3 " + os.path.join(config.dtc_src_root, "test", "e2e", "Inputs", "npy.py")))

# zarr-python 3 in a venv of its own (scripts/zarr-venv.sh, which the test
# command runs): tests that read dtc's checkpoints without dtc say
# REQUIRES: zarr and run %zarr_python.
zarr_python = os.path.join(config.dtc_obj_root, "zarr-venv", "bin", "python")
if os.path.exists(os.path.join(config.dtc_obj_root, "zarr-venv", "requirements.txt")):
    config.available_features.add("zarr")
config.substitutions.append(("%zarr_python", zarr_python))

# The CUDA toolkit: ptxas serializes kernels (gpu-module-to-binary finds it
# on PATH), libdevice comes from its nvvm/ directory. Tests that need it
# say REQUIRES: ptxas; tests that run kernels say REQUIRES: gpu.
import shutil
import subprocess
cuda_root = os.environ.get("CUDA_HOME", "/usr/local/cuda")
ptxas = shutil.which("ptxas") or shutil.which("ptxas", path=os.path.join(cuda_root, "bin"))
if ptxas:
    config.available_features.add("ptxas")
    llvm_config.with_environment("PATH", os.path.dirname(ptxas), append_path=True)
config.substitutions.append(("%cuda_root", cuda_root))

# OpenMPI (scripts/setup.sh installs it): multi-process tests say REQUIRES:
# mpi and start jobs with %mpirun (root needs --allow-run-as-root, and more
# processes than cores --oversubscribe).
mpirun = shutil.which("mpirun")
if mpirun:
    config.available_features.add("mpi")
config.substitutions.append(
    ("%mpirun", (mpirun or "mpirun") + " --allow-run-as-root --oversubscribe"))
for var in ("DTC_COLLECTIVE_TIMEOUT", "DTC_TEST_KILL_AT_STEP"):
    config.environment.pop(var, None)
# A host with AVX-512 (dtc compiles the host code for this machine's CPU by
# default, and some lowerings differ with it): REQUIRES: avx512.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        if any(line.startswith("flags") and " avx512f" in line for line in cpuinfo):
            config.available_features.add("avx512")
except OSError:
    pass
try:
    gpus = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=30)
    if gpus.returncode == 0 and "GPU" in gpus.stdout:
        config.available_features.add("gpu")
except (OSError, subprocess.SubprocessError):
    pass
