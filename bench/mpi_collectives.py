#!/usr/bin/python3
"""Collectives across processes: dtc's multi-client meshes against OpenMPI.

For P processes (2 and 4) and message sizes from 64 KiB to 64 MiB of f32:

  * dtc: a mesh `[d = P], cpu, clients = P` (one device per process,
    started by mpirun) running `iterations` all_reduce SUMs (or all_gathers)
    in an scf.for; the per-call time is the time the executable's `--timing`
    reports in collectives (slowest device, slowest process) over the
    iterations;
  * OpenMPI: a small C program (built here with mpicc) that times
    MPI_Allreduce (MPI_SUM, MPI_FLOAT) or MPI_Allgather on the same bytes,
    the same number of calls, after a warm-up call, on the slowest rank.

Both sides are started by the same mpirun, on the same machine, back to
back; the ratio is dtc's time over MPI's (lower is better). Also: the same
all_reduce on 2 processes x 4 devices against 1 process x 8 devices (what
splitting a mesh over processes costs).

Run from a build: bench/mpi_collectives.py [--build build] [--repeat 3]
"""
import argparse
import os
import re
import shutil
import subprocess
import tempfile

import numpy as np

MPI_PEER = r"""
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  const char *op = argv[1];
  long count = atol(argv[2]);
  int iterations = atoi(argv[3]);
  int gather = strcmp(op, "allgather") == 0;
  float *in = malloc(count * sizeof(float));
  float *out = malloc((gather ? count * size : count) * sizeof(float));
  for (long i = 0; i < count; ++i)
    in[i] = (float)((i + rank) % 7);
  for (int it = -1; it < iterations; ++it) {
    if (it == 0) {
      MPI_Barrier(MPI_COMM_WORLD);
    }
    double start = MPI_Wtime();
    if (gather)
      MPI_Allgather(in, (int)count, MPI_FLOAT, out, (int)count, MPI_FLOAT,
                    MPI_COMM_WORLD);
    else
      MPI_Allreduce(in, out, (int)count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    static double total = 0;
    if (it >= 0)
      total += MPI_Wtime() - start;
    if (it == iterations - 1) {
      double slowest = 0;
      MPI_Reduce(&total, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
      if (rank == 0)
        printf("seconds per call %.9f\n", slowest / iterations);
    }
  }
  /* A check that the peer computed what dtc computes. */
  if (!gather && count > 1) {
    float want = 0;
    for (int r = 0; r < size; ++r)
      want += (float)((1 + r) % 7);
    if (out[1] != want) {
      fprintf(stderr, "MPI_Allreduce gave %f, expected %f\n", out[1], want);
      return 1;
    }
  }
  free(in);
  free(out);
  MPI_Finalize();
  return 0;
}
"""

# `iterations` collectives in a loop on each device's 1 x count shard.
PROGRAM = """
dtensor.mesh @m <[d = {devices}], cpu{clients}>
func.func @main(%a: tensor<1x{count}xf32> {{dtensor.layout = #dtensor.layout<@m, [d, unsharded]>}})
    -> (tensor<1x{count}xf32> {{dtensor.layout = #dtensor.layout<@m, [d, unsharded]>}})
    attributes {{dtensor.local_view}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {iterations} : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> tensor<1x{count}xf32> {{
{body}
  }}
  return %r : tensor<1x{count}xf32>
}}
"""

BODIES = {
    "allreduce": """    %s = dtensor.all_reduce sum %acc on @m[d] : tensor<1x{count}xf32>
    scf.yield %s : tensor<1x{count}xf32>""",
    # The loop carries one shard of each gather, so every iteration gathers
    # again (nothing to hoist).
    "allgather": """    %g = dtensor.all_gather %acc on @m[d] dim 0 : tensor<1x{count}xf32> -> tensor<{devices}x{count}xf32>
    %s = tensor.extract_slice %g[{last}, 0] [1, {count}] [1, 1] : tensor<{devices}x{count}xf32> to tensor<1x{count}xf32>
    scf.yield %s : tensor<1x{count}xf32>""",
}


def slowest_collectives(stderr):
    """The time the slowest device spent in collectives (--timing), slowest
    process; the loop's own copies (the carried slice) are not counted."""
    times = [float(t) for t in re.findall(r"collectives ([0-9.e-]+) s on the slowest", stderr)]
    if not times:
        raise RuntimeError("no --timing line in:\n" + stderr)
    return max(times)


def dtc_seconds(dtc, mpirun, work, op, processes, devices, count, iterations, repeat):
    """Per-call seconds of `op` on a mesh of `devices` over `processes`."""
    name = f"{op}_{processes}x{devices // processes}_{count}"
    values = dict(devices=devices, count=count, iterations=iterations, last=devices - 1,
                  clients=f", clients = {processes}" if processes > 1 else "")
    text = PROGRAM.format(body=BODIES[op].format(**values), **values)
    src, exe = os.path.join(work, name + ".mlir"), os.path.join(work, name)
    with open(src, "w") as f:
        f.write(text)
    subprocess.run([dtc, "compile", src, "-o", exe], check=True)
    x = np.random.default_rng(0).integers(0, 4, size=(devices, count)).astype(np.float32)
    np.save(os.path.join(work, "x.npy"), x)
    out = os.path.join(work, "y.npy")
    launcher = mpirun + ["-np", str(processes)] if processes > 1 else []
    best = float("inf")
    for _ in range(repeat):
        r = subprocess.run(launcher + [exe, "--timing", "--input", os.path.join(work, "x.npy"),
                                       "--output", out],
                           check=True, capture_output=True, text=True)
        best = min(best, slowest_collectives(r.stderr))
    y = np.load(out)
    if op == "allreduce":
        want = x.sum(axis=0, dtype=np.float32) * np.float32(devices) ** (iterations - 1)
        assert np.array_equal(y, np.broadcast_to(want, y.shape)), "dtc all_reduce is wrong"
    else:
        assert np.array_equal(y, np.broadcast_to(x[-1], y.shape)), "dtc all_gather is wrong"
    return best / iterations


def mpi_seconds(peer, mpirun, op, processes, count, iterations, repeat):
    best = float("inf")
    for _ in range(repeat):
        r = subprocess.run(mpirun + ["-np", str(processes), peer, op, str(count), str(iterations)],
                           check=True, capture_output=True, text=True)
        best = min(best, float(re.search(r"seconds per call ([0-9.e-]+)", r.stdout).group(1)))
    return best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--mpirun", default="mpirun --oversubscribe" +
                   (" --allow-run-as-root" if os.geteuid() == 0 else ""))
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    mpirun = a.mpirun.split()
    if not shutil.which("mpicc"):
        raise SystemExit("mpicc not found: scripts/setup.sh installs OpenMPI")
    with tempfile.TemporaryDirectory() as work:
        peer = os.path.join(work, "mpi_peer")
        with open(peer + ".c", "w") as f:
            f.write(MPI_PEER)
        subprocess.run(["mpicc", "-O2", peer + ".c", "-o", peer], check=True)
        print("| op | processes | bytes per process | dtc per call | MPI per call | dtc / MPI |")
        print("|---|---|---|---|---|---|")
        for op in ["allreduce", "allgather"]:
            for processes in [2, 4]:
                for kib in [64, 1024, 16384, 65536]:
                    count = kib * 1024 // 4
                    iterations = 50 if kib <= 1024 else 10
                    t_dtc = dtc_seconds(dtc, mpirun, work, op, processes, processes,
                                        count, iterations, a.repeat)
                    t_mpi = mpi_seconds(peer, mpirun, op, processes, count, iterations,
                                        a.repeat)
                    size = f"{kib} KiB" if kib < 1024 else f"{kib // 1024} MiB"
                    print(f"| {op} | {processes} | {size} | {t_dtc * 1e3:.3f} ms | "
                          f"{t_mpi * 1e3:.3f} ms | {t_dtc / t_mpi:.2f}x |", flush=True)
        # The same 8-device all_reduce in one process and over two.
        count = (16 << 20) // 4
        one = dtc_seconds(dtc, mpirun, work, "allreduce", 1, 8, count, 10, a.repeat)
        two = dtc_seconds(dtc, mpirun, work, "allreduce", 2, 8, count, 10, a.repeat)
        print(f"\nall_reduce of 16 MiB per device over 8 devices: 1 process {one * 1e3:.2f} ms, "
              f"2 processes x 4 devices {two * 1e3:.2f} ms ({two / one:.2f}x)")


if __name__ == "__main__":
    main()
