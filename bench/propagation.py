#!/usr/bin/python3
"""Layout propagation time (dtensor-propagate-layouts, from --mlir-timing):

  1. chains of 100, 1,000 and 10,000 two-matmul MLP layers (Megatron style:
     activations' rows over x, weights' hidden dimension over y) on a 2x4
     mesh: time per layer must stay flat (linear growth);
  2. 200 elementwise linalg.generic ops with 4, 16 and 64 operands each:
     time per operand must stay flat (upstream's shard propagation
     enumerates 2^K combinations for K operands);
  3. the whole global-to-local pipeline (import of TF layout strings, on
     every argument and relayout, through propagation, partitioning and the
     collective optimizations) on chains of 1,000, 10,000 and 20,000
     layers: time per layer of each pass must stay flat.

Run from a build: bench/propagation.py [--build build]
"""
import argparse
import os
import re
import subprocess
import tempfile

MESH = "dtensor.mesh @m <[x = 2, y = 4], cpu>\n"
L = "#dtensor.layout<@m, {}>"


def mlp_chain(layers, b=16, d=32, h=64):
    args = [f"%x: tensor<{b}x{d}xf32> {{dtensor.layout = {L.format('[x, unsharded]')}}}"]
    body = [f"  %zero = arith.constant 0.0 : f32",
            f"  %eh = tensor.empty() : tensor<{b}x{h}xf32>",
            f"  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<{b}x{h}xf32>) -> tensor<{b}x{h}xf32>",
            f"  %ed = tensor.empty() : tensor<{b}x{d}xf32>",
            f"  %zd = linalg.fill ins(%zero : f32) outs(%ed : tensor<{b}x{d}xf32>) -> tensor<{b}x{d}xf32>"]
    cur = "%x"
    for i in range(layers):
        args.append(f"%w1_{i}: tensor<{d}x{h}xf32> {{dtensor.layout = {L.format('[unsharded, y]')}}}")
        args.append(f"%w2_{i}: tensor<{h}x{d}xf32> {{dtensor.layout = {L.format('[y, unsharded]')}}}")
        body += [
            f"  %h{i} = linalg.matmul ins({cur}, %w1_{i} : tensor<{b}x{d}xf32>, tensor<{d}x{h}xf32>) outs(%zh : tensor<{b}x{h}xf32>) -> tensor<{b}x{h}xf32>",
            f"  %r{i} = linalg.map {{ arith.maximumf }} ins(%h{i}, %zh : tensor<{b}x{h}xf32>, tensor<{b}x{h}xf32>) outs(%eh : tensor<{b}x{h}xf32>)",
            f"  %o{i} = linalg.matmul ins(%r{i}, %w2_{i} : tensor<{b}x{h}xf32>, tensor<{h}x{d}xf32>) outs(%zd : tensor<{b}x{d}xf32>) -> tensor<{b}x{d}xf32>",
            f"  %a{i} = dtensor.relayout %o{i} : tensor<{b}x{d}xf32> to {L.format('[x, unsharded]')}",
        ]
        cur = f"%a{i}"
    return (MESH + "func.func @mlp(" + ", ".join(args) + f") -> tensor<{b}x{d}xf32> {{\n"
            + "\n".join(body) + f"\n  return {cur} : tensor<{b}x{d}xf32>\n}}\n")


def elementwise(operands, ops=200, n=64):
    t = f"tensor<{n}x{n}xf32>"
    maps = ", ".join(["affine_map<(i, j) -> (i, j)>"] * (operands + 1))
    args = [f"%a0: {t} {{dtensor.layout = {L.format('[x, y]')}}}"] + \
           [f"%a{k}: {t}" for k in range(1, operands)]
    body = [f"  %e = tensor.empty() : {t}"]
    ins = [f"%a{k}" for k in range(operands)]
    for i in range(ops):
        block_args = ", ".join(f"%v{k}: f32" for k in range(operands + 1))
        sums = [f"      %s1 = arith.addf %v0, %v1 : f32"] + \
               [f"      %s{k} = arith.addf %s{k - 1}, %v{k} : f32" for k in range(2, operands)]
        body += [f"  %g{i} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\", \"parallel\"]}}",
                 f"      ins({', '.join(ins)} : {', '.join([t] * operands)}) outs(%e : {t}) {{",
                 f"    ^bb0({block_args}):", *sums,
                 f"      linalg.yield %s{operands - 1} : f32",
                 f"  }} -> {t}"]
        ins = [f"%g{i}"] + ins[1:]
    return (MESH + "func.func @ew(" + ", ".join(args) + f") -> {t} {{\n" + "\n".join(body)
            + f"\n  return %g{ops - 1} : {t}\n}}\n")


def propagation_seconds(dtc_opt, text, work):
    path = os.path.join(work, "p.mlir")
    with open(path, "w") as f:
        f.write(text)
    out = subprocess.run([dtc_opt, path, "--dtensor-propagate-layouts", "--mlir-timing",
                          "-o", os.devnull], check=True, capture_output=True, text=True)
    for line in out.stderr.splitlines():
        if "PropagateLayouts" in line:
            return float(re.findall(r"([0-9.]+) \(", line)[-1])
    raise RuntimeError("no timing for PropagateLayouts")


TF = '"sharding_specs:{}, mesh:|x=2,y=4|*CPU"'

# The global-to-local pipeline, as dtc runs it.
# What dtc runs (lib/Pipelines): import, propagate, partition, optimize.
PIPELINE = ["--dtc-global-to-local"]
PASSES = ["ImportTFLayouts", "PropagateLayouts", "Partition", "FoldGatherSlice",
          "SinkAllReduce", "AllReduceToReduceScatter", "CombineAllReduces"]


def tf_mlp_chain(layers):
    """mlp_chain with TF layout strings (inline meshes) instead of typed
    layouts on a mesh symbol: what a program from TF looks like."""
    text = mlp_chain(layers).replace(MESH, "")
    for spec in ("[x, unsharded]", "[unsharded, y]", "[y, unsharded]"):
        tf = TF.format(spec.strip("[]").replace(" ", ""))
        text = text.replace("{dtensor.layout = " + L.format(spec) + "}",
                            "{dtensor.layout = " + tf + "}")
        text = text.replace("to " + L.format(spec), "to #dtensor.layout<" + tf + ">")
    return text


def pipeline_seconds(dtc_opt, text, work):
    """Seconds per pass of the global-to-local pipeline."""
    path = os.path.join(work, "p.mlir")
    with open(path, "w") as f:
        f.write(text)
    out = subprocess.run([dtc_opt, path, *PIPELINE, "--mlir-timing", "-o", os.devnull],
                         check=True, capture_output=True, text=True)
    times = {}
    for line in out.stderr.splitlines():
        name = line.split()[-1] if line.strip() else ""
        if name in PASSES:
            times[name] = float(re.findall(r"([0-9.]+) \(", line)[-1])
    return times


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    a = p.parse_args()
    dtc_opt = os.path.join(a.build, "bin", "dtc-opt")
    with tempfile.TemporaryDirectory() as work:
        print("MLP chains on a 2x4 mesh (propagation only):")
        for layers in (100, 1000, 10000):
            t = propagation_seconds(dtc_opt, mlp_chain(layers), work)
            print(f"  {layers:6d} layers: {t * 1e3:9.1f} ms  ({t / layers * 1e6:6.1f} us per layer)")
        print("200 elementwise ops with K operands:")
        for k in (4, 16, 64):
            t = propagation_seconds(dtc_opt, elementwise(k), work)
            print(f"  K = {k:3d}: {t * 1e3:8.2f} ms  ({t / (200 * (k + 1)) * 1e6:6.2f} us per operand)")
        print("The global-to-local pipeline on MLP chains with TF layout strings "
              "(us per layer):")
        print(f"  {'layers':>7} " + " ".join(f"{n[:12]:>12}" for n in PASSES) + f" {'total':>9}")
        for layers in (1000, 10000, 20000):
            t = pipeline_seconds(dtc_opt, tf_mlp_chain(layers), work)
            cells = " ".join(f"{t[n] / layers * 1e6:12.1f}" for n in PASSES)
            print(f"  {layers:7d} {cells} {sum(t.values()) / layers * 1e6:9.1f}")


if __name__ == "__main__":
    main()
