#!/usr/bin/env python3
"""What a program's collectives cost on 2 nodes x 8 GPUs, on paper.

No cluster is measured here: the bytes come from dtc's own cost model
(`dtc compile --comm-report` on the program compiled for a 16-device mesh of
2 clients, one per node), and the times from an alpha-beta model of the
links whose constants are stated below (assumptions, not measurements; set
them for your cluster). Meshes are compiled as CPU meshes: partitioning and
the collectives it emits do not depend on the device type.

For each program and arrangement of the mesh over the nodes it prints the
collectives, the bytes each GPU moves over the node's own links (NVLink)
and the bytes that leave each node (its network adapters), and a time.

  python3 bench/cluster_plan.py [--build build] [--nvlink-gbs 360] [--network-gbs 400]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlp_text import dtc_program  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# Two nodes of 8 GPUs: client 0 is node 0.
BLOCKS = "clients = 2"
STRIDED = "clients = [[0, 2, 4, 6, 8, 10, 12, 14], [1, 3, 5, 7, 9, 11, 13, 15]]"

# (program, arrangement, mesh text) for the Megatron MLP of the benchmarks
# (x 128x256, hidden 1024, 4 layers; one forward pass) and for the corpus's
# JAX-exported MLP training step (mlp_backward, data x tensor parallel).
MLP_ARRANGEMENTS = [
    ("tensor-parallel y inside a node, data x across", "[x = 2, y = 8]", BLOCKS),
    ("tensor-parallel y across the nodes", "[x = 8, y = 2]", STRIDED),
    ("tensor-parallel over all 16", "[x = 1, y = 16]", BLOCKS),
]
STEP_ARRANGEMENTS = [
    ("data x across the nodes, tensor y inside", "[x = 2, y = 8]", BLOCKS),
    ("data x inside a node, tensor y across", "[x = 8, y = 2]", STRIDED),
]


def programs():
    mlp = dtc_program(4, 1)
    for what, axes, clients in MLP_ARRANGEMENTS:
        yield ("Megatron MLP, forward", what,
               mlp.replace("<[x = 2, y = 4], cpu>", f"<{axes}, cpu, {clients}>"))
    with open(os.path.join(ROOT, "test", "corpus", "mlp_backward", "dp2tp2.mlir")) as f:
        step = f.read()
    for what, axes, clients in STEP_ARRANGEMENTS:
        yield ("mlp_backward training step", what,
               step.replace("<[x = 2, y = 2], cpu>", f"<{axes}, cpu, {clients}>"))


def report(dtc, text, work):
    src, exe = os.path.join(work, "p.mlir"), os.path.join(work, "p")
    with open(src, "w") as f:
        f.write(text)
    out = subprocess.run([dtc, "compile", src, "-o", exe, "--comm-report"],
                         check=True, capture_output=True, text=True).stdout
    rows = []
    for line in out.splitlines():
        m = re.match(r"\s+(\S+)(?: \w+)? on @\w+\[([^\]]*)\]\s+(\S+)\s+(\d+) B"
                     r"(?:\s+\((\d+) processes: (\d+) B leave each\))?", line)
        if m:
            rows.append((m.group(1), m.group(2), m.group(3), int(m.group(4)),
                         int(m.group(5) or 1), int(m.group(6) or 0)))
    return rows


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--nvlink-gbs", type=float, default=360.0,
                   help="NCCL's bus bandwidth per GPU inside a node, GB/s (H100 SXM: ~360)")
    p.add_argument("--network-gbs", type=float, default=400.0,
                   help="what a node sends to the other, GB/s (8 x 400 Gb/s adapters: 400)")
    p.add_argument("--latency-us", type=float, default=10.0,
                   help="a collective's fixed cost inside a node, us")
    p.add_argument("--network-latency-us", type=float, default=25.0,
                   help="a collective's fixed cost when it crosses nodes, us")
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    print(f"Assumed links: NVLink {a.nvlink_gbs:g} GB/s per GPU, {a.latency_us:g} us per "
          f"collective; network {a.network_gbs:g} GB/s per node, {a.network_latency_us:g} us "
          f"per collective that crosses nodes.\n")
    print("| program | arrangement | collectives | crossing nodes | B in per GPU "
          "| B leaving each node | time (us) |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for program, what, text in programs():
            rows = report(dtc, text, work)
            nv = sum(r[3] for r in rows)
            net = sum(r[5] for r in rows)
            crossing = sum(1 for r in rows if r[4] > 1)
            # Crossing collectives still move their in-node part over NVLink.
            t = sum((a.network_latency_us if r[4] > 1 else a.latency_us)
                    + r[3] / (a.nvlink_gbs * 1e3) + r[5] / (a.network_gbs * 1e3)
                    for r in rows)
            kinds = {}
            for r in rows:
                key = f"{r[0]}[{r[1]}] {r[2]}"
                kinds[key] = kinds.get(key, 0) + 1
            listed = "; ".join(f"{n} x {k}" for k, n in kinds.items()) or "none"
            print(f"| {program} | {what} | {listed} | {crossing} | {nv} | {net} | {t:.1f} |")


if __name__ == "__main__":
    main()
