#!/usr/bin/python3
"""Propagation + partitioning time: dtc against upstream MLIR's shard dialect.

The same Megatron-style MLP (activations' rows over mesh axis x, first
weight's columns and second weight's rows over y, a 2x4 mesh) with 100,
1,000 and 5,000 layers, written twice: with dtensor layouts for
`dtc-opt --dtensor-propagate-layouts --dtensor-partition` (plus dtc's
collective optimizations), and with shard.grid/shard.sharding/shard.shard
annotations for upstream
`mlir-opt --pass-pipeline='builtin.module(func.func(sharding-propagation,shard-partition))'`.
Pass times come from --mlir-timing with --verify-each=false on both sides
(the passes only: no parsing, printing or IR verification between passes).
Goal: dtc <= 1/4 of upstream's time.

Run from a build: bench/partition_vs_upstream.py [--build build]
"""
import argparse
import os
import re
import subprocess
import tempfile

from mlp_text import layer

B, D, H = 16, 32, 64


def dtc_program(layers):
    L = "#dtensor.layout<@m, {}>"
    args = [f"%x: tensor<{B}x{D}xf32> {{dtensor.layout = {L.format('[x, unsharded]')}}}"]
    body, cur = [], "%x"
    body.append("  %zero = arith.constant 0.0 : f32")
    for i in range(layers):
        args.append(f"%w1_{i}: tensor<{D}x{H}xf32> {{dtensor.layout = {L.format('[unsharded, y]')}}}")
        args.append(f"%w2_{i}: tensor<{H}x{D}xf32> {{dtensor.layout = {L.format('[y, unsharded]')}}}")
        body += layer(i, cur, f"%w1_{i}", f"%w2_{i}", B, D, H)
        cur = f"%o{i}"
    return ("dtensor.mesh @m <[x = 2, y = 4], cpu>\n"
            f"func.func @mlp({', '.join(args)}) -> (tensor<{B}x{D}xf32> {{dtensor.layout = {L.format('[x, unsharded]')}}}) {{\n"
            + "\n".join(body) + f"\n  return {cur} : tensor<{B}x{D}xf32>\n}}\n")


def upstream_program(layers):
    args = [f"%x: tensor<{B}x{D}xf32>"]
    body = ["  %zero = arith.constant 0.0 : f32",
            "  %srow = shard.sharding @m split_axes = [[0], []] : !shard.sharding",
            "  %scol = shard.sharding @m split_axes = [[], [1]] : !shard.sharding",
            "  %srowy = shard.sharding @m split_axes = [[1], []] : !shard.sharding",
            f"  %xs = shard.shard %x to %srow : tensor<{B}x{D}xf32>"]
    cur = "%xs"
    for i in range(layers):
        args.append(f"%w1_{i}: tensor<{D}x{H}xf32>")
        args.append(f"%w2_{i}: tensor<{H}x{D}xf32>")
        body.append(f"  %w1s{i} = shard.shard %w1_{i} to %scol : tensor<{D}x{H}xf32>")
        body.append(f"  %w2s{i} = shard.shard %w2_{i} to %srowy : tensor<{H}x{D}xf32>")
        body += layer(i, cur, f"%w1s{i}", f"%w2s{i}", B, D, H)
        body.append(f"  %oa{i} = shard.shard %o{i} to %srow : tensor<{B}x{D}xf32>")
        cur = f"%oa{i}"
    return ("shard.grid @m(shape = 2x4)\n"
            f"func.func @mlp({', '.join(args)}) -> tensor<{B}x{D}xf32> {{\n"
            + "\n".join(body) + f"\n  return {cur} : tensor<{B}x{D}xf32>\n}}\n")


def pass_seconds(cmd, text, work, passes):
    path = os.path.join(work, "p.mlir")
    with open(path, "w") as f:
        f.write(text)
    out = subprocess.run(cmd + [path, "--mlir-timing", "--verify-each=false", "-o", os.devnull],
                         check=True, capture_output=True, text=True)
    total = 0.0
    for line in out.stderr.splitlines():
        if any(p in line for p in passes):
            total += float(re.findall(r"([0-9.]+) \(", line)[-1])
    return total


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    a = p.parse_args()
    dtc_opt = os.path.join(a.build, "bin", "dtc-opt")
    dtc_passes = ["PropagateLayouts", "Partition", "FoldGatherSlice", "SinkAllReduce",
                  "AllReduceToReduceScatter", "CombineAllReduces"]
    dtc_cmd = [dtc_opt, "--dtensor-propagate-layouts", "--dtensor-partition",
               "--dtensor-fold-gather-slice", "--dtensor-sink-all-reduce",
               "--dtensor-all-reduce-to-reduce-scatter", "--dtensor-combine-all-reduces"]
    up_cmd = [a.mlir_opt, "--pass-pipeline=builtin.module(func.func(sharding-propagation,shard-partition))"]
    with tempfile.TemporaryDirectory() as work:
        print("layers   dtc passes   upstream passes   dtc / upstream")
        for layers in (100, 1000, 5000):
            t_dtc = pass_seconds(dtc_cmd, dtc_program(layers), work, dtc_passes)
            t_up = pass_seconds(up_cmd, upstream_program(layers), work,
                                ["ShardingPropagation", "Partition"])
            print(f"{layers:6d}   {t_dtc * 1e3:9.1f} ms   {t_up * 1e3:12.1f} ms   {t_dtc / t_up:8.3f}")


if __name__ == "__main__":
    main()
