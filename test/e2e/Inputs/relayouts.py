"""Relayout between pairs of layouts, run by dtc executables, against the
input: each entry takes a global array in one layout and returns it
relaid out to another (the partitioner lowers that to collectives), so the
output must equal the input exactly (a partial result is summed back).
Each run's traffic (the executable's --timing: per collective, the most any
device received) must also equal the planner's price of the relayout
(dtensor-print-layouts' total): what the compiler chooses layouts by is
what its code moves.

  relayouts.py --dtc DTC --dtc-opt DTC_OPT --workdir DIR [--long]

Every pair for 2-D tensors on 1-D and 2-D meshes and 3-D tensors on a
1-D mesh; a fixed-seed sample of pairs for 3-D tensors on 2-D meshes and
for 2-D and 3-D tensors on a 3-D mesh (all pairs with --long); the same
with sizes the shards do not divide (uneven shards).
"""
import argparse
import itertools
import os
import random
import re
import subprocess
import sys

import numpy as np


def layouts(axes, rank):
    """Every layout: each axis shards one dimension (in some order among the
    axes of that dimension), is partial, or is unused."""
    out = set()
    for places in itertools.product(range(rank + 2), repeat=len(axes)):
        dims = [[a for a, p in zip(axes, places) if p == d] for d in range(rank)]
        partial = [a for a, p in zip(axes, places) if p == rank]
        for orders in itertools.product(*[list(itertools.permutations(d)) for d in dims]):
            out.add((tuple(orders), tuple(partial)))
    out = sorted(out)
    # Single-device layouts: the first and the last device.
    return out + [("device", 0), ("device", -1)]


def spell(layout, devices=None):
    if layout[0] == "device":
        return f"#dtensor.layout<@m, device = {layout[1] % devices}>"
    dims, partial = layout
    entries = []
    for d in dims:
        entries.append("unsharded" if not d else d[0] if len(d) == 1 else "{" + ", ".join(d) + "}")
    text = f"#dtensor.layout<@m, [{', '.join(entries)}]"
    if partial:
        text += f", partial = sum[{', '.join(partial)}]"
    return text + ">"


def planned_bytes(dtc_opt, prog):
    """The planner's price of each function's relayout."""
    r = subprocess.run([dtc_opt, "--dtensor-propagate-layouts", "--dtensor-print-layouts",
                        "-o", os.devnull, prog], capture_output=True, text=True, check=True)
    prices, func = {}, None
    for line in r.stdout.splitlines():
        m = re.match(r"func @(\w+) on mesh", line)
        if m:
            func = m.group(1)
        m = re.match(r"\s*total communication: (\d+) B per device", line)
        if m:
            prices[func] = int(m.group(1))
    return prices


def counted_bytes(stderr):
    """(collectives, bytes) the run counted."""
    m = re.search(r"^traffic: (\d+) collectives, (\d+) B", stderr, re.M)
    return (int(m.group(1)), int(m.group(2))) if m else (None, None)


CLIENTS = 1  # --clients K: every mesh split over K processes, run by MPIRUN
MPIRUN = ["mpirun"]


def run_group(dtc, dtc_opt, workdir, mesh, shape, pairs, name, exact=True):
    d = os.path.join(workdir, name)
    os.makedirs(d, exist_ok=True)
    t = "tensor<" + "x".join(map(str, shape)) + "xf32>"
    funcs = []
    n = int(np.prod([s for _, s in mesh]))
    k = CLIENTS if n % CLIENTS == 0 else 1  # processes (where K divides the mesh)
    for i, (src, dst) in enumerate(pairs):
        a, z = spell(src, n), spell(dst, n)
        funcs.append(f"func.func @p{i}(%a: {t} {{dtensor.layout = {a}}}) -> ({t} {{dtensor.layout = {z}}}) {{\n"
                     f"  %r = dtensor.relayout %a : {t} to {z}\n  return %r : {t}\n}}")
    axes = ", ".join(f"{a} = {s}" for a, s in mesh)
    with open(os.path.join(d, "prog.mlir"), "w") as f:
        clients = f", clients = {k}" if k > 1 else ""
        f.write(f"dtensor.mesh @m <[{axes}], cpu{clients}>\n" + "\n".join(funcs) + "\n")
    exe = os.path.join(d, "prog")
    subprocess.run([dtc, "compile", os.path.join(d, "prog.mlir"), "-o", exe], check=True)
    prices = planned_bytes(dtc_opt, os.path.join(d, "prog.mlir"))
    x = np.arange(np.prod(shape), dtype=np.float32).reshape(shape) + 1
    np.save(os.path.join(d, "x.npy"), x)
    failures = mispriced = 0
    for i, (src, dst) in enumerate(pairs):
        out = os.path.join(d, f"o{i}.npy")
        launcher = MPIRUN + ["-np", str(k)] if k > 1 else []
        r = subprocess.run(launcher + [exe, "--entry", f"p{i}", "--input", os.path.join(d, "x.npy"),
                                       "--output", out, "--timing"], capture_output=True, text=True)
        if r.returncode != 0 or not np.array_equal(np.load(out), x):
            failures += 1
            print(f"FAIL {name} p{i}: {spell(src, n)} -> {spell(dst, n)} {r.stderr.strip()}")
            continue
        if k > 1:  # the prices are one process's algorithms
            continue
        collectives, counted = counted_bytes(r.stderr)
        planned = prices.get(f"p{i}")
        # The runtime's all_reduce and reduce_scatter give each member whole
        # cache lines of the buffer: where the shards are no multiple of
        # 16 f32 (odd sizes) the busiest member takes up to a line more per
        # member than the planner's (g-1)/g share.
        slack = 0 if exact else (collectives or 0) * 2 * (n - 1) * 64
        if counted is None or planned is None or not planned <= counted <= planned + slack:
            mispriced += 1
            print(f"PRICE {name} p{i}: {spell(src, n)} -> {spell(dst, n)}: planned "
                  f"{prices.get(f'p{i}')} B, moved {counted} B")
    print(f"{name}: {len(pairs)} pairs, {failures} mismatches, {mispriced} mispriced")
    return len(pairs), failures, mispriced


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dtc", required=True)
    p.add_argument("--dtc-opt", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--long", action="store_true")
    p.add_argument("--clients", type=int, default=1,
                   help="split every mesh K divides over K processes (run with --mpirun); "
                        "values are checked, prices are not")
    p.add_argument("--mpirun", default="mpirun", help="the launcher command")
    p.add_argument("--sample", type=int, default=0,
                   help="at most N pairs per group (0: the default sampling)")
    a = p.parse_args()
    global CLIENTS, MPIRUN
    CLIENTS, MPIRUN = a.clients, a.mpirun.split()
    rng = random.Random(0)
    # The runtime's all_reduce splits the work in whole cache lines (16
    # f32): on tensors of a multiple of 64 elements every member's chunk is
    # exactly 1/g of a shard of a 4-device mesh, the share the price assumes
    # (the odd sizes' prices hold to those lines: run_group).
    groups = [
        ("mesh2_rank2", [("a", 2)], (8, 8), None),
        ("mesh2_rank3", [("a", 2)], (4, 4, 8), None),
        ("mesh2x2_rank2", [("a", 2), ("b", 2)], (8, 8), None),
        ("mesh2x2_rank3", [("a", 2), ("b", 2)], (4, 4, 8), 150),
        ("mesh2x1x2_rank2", [("a", 2), ("b", 1), ("c", 2)], (8, 8), 150),
        ("mesh2x1x2_rank3", [("a", 2), ("b", 1), ("c", 2)], (4, 4, 8), 150),
        # Uneven shards (docs/uneven.md): sizes the shards do not divide,
        # and more shards than elements (3 over 4: an empty shard).
        ("mesh2x2_rank2_odd", [("a", 2), ("b", 2)], (7, 5), None),
        ("mesh4_rank2_odd", [("a", 4)], (3, 6), None),
        ("mesh2x1x2_rank3_odd", [("a", 2), ("b", 1), ("c", 2)], (3, 5, 7), 150),
    ]
    total = failures = mispriced = 0
    for name, mesh, shape, sample in groups:
        ls = layouts([m[0] for m in mesh], len(shape))
        pairs = [(s, t) for s in ls for t in ls]
        if sample and not a.long:
            pairs = rng.sample(pairs, sample)
        if a.sample and not a.long and len(pairs) > a.sample:
            pairs = rng.sample(pairs, a.sample)
        n, f, m = run_group(a.dtc, a.dtc_opt, a.workdir, mesh, shape, pairs, name,
                            exact=not name.endswith("_odd"))
        total += n
        failures += f
        mispriced += m
    print(f"{total} relayouts, {failures} mismatches, {mispriced} mispriced")
    sys.exit(1 if failures or mispriced else 0)


if __name__ == "__main__":
    main()
