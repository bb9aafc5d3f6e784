"""Multi-result reductions under every input/output layout pair, against
numpy.

An arg-max is one linalg.generic with two results, the best value and its
index, that reduce together: the program front ends write for jnp.argmax,
argmin, max-with-index and top-1. Each case is such a reduction, drawn at
random:

- the input's rank (2 or 3) and the dimension reduced;
- max or min (numpy's argmax/argmin: a NaN is the best, the first of equal
  values wins);
- where the index comes from: an operand that a linalg.index generic fills
  (as IREE's input conversion of jnp.argmax writes it), or linalg.index in
  the reduction's own body;
- what is returned: the index alone, or the value and the index.

For one case, every layout of the input on the mesh (each axis on any
dimension it divides, or none) is paired with every layout of the index
result; the value result, when returned, gets a random layout. Each pair is
an entry (a function) of one program: one compile per case, one run per
pair. Inputs are small integers as floats (ties everywhere) and, in some
cases, NaNs.

  multi_result_reductions.py --dtc DTC --workdir DIR [--seed S] [--long]
                             [--device cpu|gpu] [--emulate-gpu-kernels]
"""
import argparse
import itertools
import os
import random
import subprocess
import sys

import numpy as np


def t(shape, element="f32"):
    return "tensor<" + "".join(f"{s}x" for s in shape) + element + ">"


def layouts(mesh, shape):
    """Every layout of a tensor of `shape` on `mesh` ([(axis, size)]): each
    axis on one dimension whose size its group divides, or on none; axes
    that share a dimension in each order."""
    found = []
    for choice in itertools.product(range(len(shape) + 1), repeat=len(mesh)):
        per_dim = [[a for (a, _), c in zip(mesh, choice) if c == d] for d in range(len(shape))]
        for orders in itertools.product(*[list(itertools.permutations(axes)) for axes in per_dim]):
            sizes = dict(mesh)
            if any(shape[d] % int(np.prod([sizes[a] for a in axes])) for d, axes in enumerate(orders)):
                continue
            entries = ["unsharded" if not axes else axes[0] if len(axes) == 1
                       else "{" + ", ".join(axes) + "}" for axes in orders]
            found.append(f"#dtensor.layout<@m, [{', '.join(entries)}]>")
    return found


class Case:
    def __init__(self, rng, rank=None, kind=None, form=None, both=None):
        self.rank = rank or rng.choice([2, 3])
        self.shape = [8, 16] if self.rank == 2 else [4, 6, 8]
        self.dim = rng.randrange(self.rank)
        self.kind = kind or rng.choice(["max", "min"])
        self.form = form or rng.choice(["operand", "body"])
        self.both = rng.random() < 0.5 if both is None else both
        self.nans = rng.random() < 0.3
        self.out = [s for d, s in enumerate(self.shape) if d != self.dim]

    @property
    def name(self):
        return (f"arg{self.kind}_dim{self.dim}_of_{'x'.join(map(str, self.shape))}_{self.form}"
                + ("_both" if self.both else "") + ("_nan" if self.nans else ""))

    def function(self, name, in_layout, out_layouts):
        """A global-view function that reduces %x along self.dim."""
        r = self.rank
        loops = [f"d{i}" for i in range(r)]
        # Loops: the kept dimensions in order, the reduced one last.
        order = [d for d in range(r) if d != self.dim] + [self.dim]
        iter_of = {d: loops[k] for k, d in enumerate(order)}
        in_map = f"affine_map<({', '.join(loops)}) -> ({', '.join(iter_of[d] for d in range(r))})>"
        out_map = f"affine_map<({', '.join(loops)}) -> ({', '.join(loops[:-1])})>"
        iters = ", ".join(['"parallel"'] * (r - 1) + ['"reduction"'])
        worst = "0xFF800000" if self.kind == "max" else "0x7F800000"
        better = "ogt" if self.kind == "max" else "olt"
        shape, out = self.shape, self.out
        results = [(t(out), out_layouts[0]), (t(out, "i32"), out_layouts[1])] if self.both else \
            [(t(out, "i32"), out_layouts[0])]
        sig = ", ".join(f"{ty} {{dtensor.layout = {l}}}" for ty, l in results)
        lines = [f"func.func @{name}(%x: {t(shape)} {{dtensor.layout = {in_layout}}}) -> ({sig}) {{",
                 f"  %worst = arith.constant {worst} : f32",
                 "  %c0 = arith.constant 0 : i32",
                 f"  %ev = tensor.empty() : {t(out)}",
                 f"  %v0 = linalg.fill ins(%worst : f32) outs(%ev : {t(out)}) -> {t(out)}",
                 f"  %ei = tensor.empty() : {t(out, 'i32')}",
                 f"  %i0 = linalg.fill ins(%c0 : i32) outs(%ei : {t(out, 'i32')}) -> {t(out, 'i32')}"]
        if self.form == "operand":
            ident = f"affine_map<({', '.join(loops)}) -> ({', '.join(loops)})>"
            parallel = ", ".join(['"parallel"'] * r)
            lines += [f"  %ep = tensor.empty() : {t(shape, 'i32')}",
                      f"  %pos = linalg.generic {{indexing_maps = [{ident}], iterator_types = "
                      f"[{parallel}]}} outs(%ep : {t(shape, 'i32')}) {{",
                      "  ^bb0(%o: i32):",
                      f"    %p = linalg.index {self.dim} : index",
                      "    %pi = arith.index_cast %p : index to i32",
                      "    linalg.yield %pi : i32",
                      f"  }} -> {t(shape, 'i32')}",
                      f"  %r:2 = linalg.generic {{indexing_maps = [{in_map}, {in_map}, {out_map}, {out_map}], "
                      f"iterator_types = [{iters}]}} ins(%x, %pos : {t(shape)}, {t(shape, 'i32')}) "
                      f"outs(%v0, %i0 : {t(out)}, {t(out, 'i32')}) {{",
                      "  ^bb0(%in: f32, %in_i: i32, %acc: f32, %acc_i: i32):"]
        else:
            lines += [f"  %r:2 = linalg.generic {{indexing_maps = [{in_map}, {out_map}, {out_map}], "
                      f"iterator_types = [{iters}]}} ins(%x : {t(shape)}) "
                      f"outs(%v0, %i0 : {t(out)}, {t(out, 'i32')}) {{",
                      "  ^bb0(%in: f32, %acc: f32, %acc_i: i32):",
                      f"    %p = linalg.index {r - 1} : index",
                      "    %in_i = arith.index_cast %p : index to i32"]
        # Keep the accumulator if it is better, a NaN, or equal with a lower
        # index (jnp.argmax's comparator); else take the input.
        lines += [f"    %b = arith.cmpf {better}, %acc, %in : f32",
                  "    %n = arith.cmpf une, %acc, %acc : f32",
                  "    %keep = arith.ori %b, %n : i1",
                  "    %eq = arith.cmpf oeq, %acc, %in : f32",
                  "    %lt = arith.cmpi slt, %acc_i, %in_i : i32",
                  "    %tie = arith.andi %eq, %lt : i1",
                  "    %keep_i = arith.ori %keep, %tie : i1",
                  "    %v = arith.select %keep, %acc, %in : f32",
                  "    %i = arith.select %keep_i, %acc_i, %in_i : i32",
                  "    linalg.yield %v, %i : f32, i32",
                  f"  }} -> ({t(out)}, {t(out, 'i32')})"]
        values = "%r#0, %r#1" if self.both else "%r#1"
        lines.append(f"  return {values} : {', '.join(ty for ty, _ in results)}\n}}")
        return "\n".join(lines)

    def data(self, seed):
        rng = np.random.default_rng(seed)
        x = rng.integers(0, 4, size=self.shape).astype(np.float32)
        if self.nans:
            x[rng.random(self.shape) < 0.05] = np.nan
        return x

    def reference(self, x):
        pick = np.argmax if self.kind == "max" else np.argmin
        index = pick(x, axis=self.dim).astype(np.int32)
        value = np.take_along_axis(x, np.expand_dims(index, self.dim), self.dim).squeeze(self.dim)
        return [value, index] if self.both else [index]


def run_case(a, index, case, mesh, rng):
    d = os.path.join(a.workdir, f"{index:03d}_{case.name}")
    os.makedirs(d, exist_ok=True)
    mesh_type = "gpu" if a.device == "gpu" else "cpu"
    axes = ", ".join(f"{n} = {s}" for n, s in mesh)
    entries = []
    out_choices = layouts(mesh, case.out)
    for k, (lin, lout) in enumerate(itertools.product(layouts(mesh, case.shape), out_choices)):
        outs = [rng.choice(out_choices), lout] if case.both else [lout]
        entries.append((f"f{k}", lin, outs))
    header = f"module attributes {{dtensor.default_mesh = @m}} {{\ndtensor.mesh @m <[{axes}], {mesh_type}>\n"
    text = (header + "\n".join(case.function(n, lin, outs) for n, lin, outs in entries) + "\n}\n")
    prog = os.path.join(d, "prog.mlir")
    with open(prog, "w") as f:
        f.write(text)
    exe = os.path.join(d, "prog")
    flags = ["--emulate-gpu-kernels"] if a.emulate_gpu_kernels else []
    r = subprocess.run([a.dtc, "compile"] + flags + [prog, "-o", exe], capture_output=True, text=True)
    failures = 0
    if r.returncode != 0:
        # Which pairs: each entry alone; the others run.
        compiled = []
        for name, lin, outs in entries:
            one = os.path.join(d, f"{name}.mlir")
            with open(one, "w") as f:
                f.write(header + case.function(name, lin, outs) + "\n}\n")
            r = subprocess.run([a.dtc, "compile"] + flags + [one, "-o", os.path.join(d, name)],
                               capture_output=True, text=True)
            if r.returncode != 0:
                failures += 1
                print(f"FAIL {d} @{name}: input {lin}, results {', '.join(outs)}: does not "
                      f"compile\n{r.stderr}")
            else:
                compiled.append((name, lin, outs))
        if not failures:
            print(f"FAIL {d}: does not compile, but each entry alone does")
            return len(entries), 1
        with open(prog, "w") as f:
            f.write(header + "\n".join(case.function(*e) for e in compiled) + "\n}\n")
        r = subprocess.run([a.dtc, "compile"] + flags + [prog, "-o", exe],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(f"FAIL {d}: the entries that compile alone do not together\n{r.stderr}")
            return len(entries), len(entries)
    else:
        compiled = entries
    x = case.data(index)
    np.save(os.path.join(d, "x.npy"), x)
    want = case.reference(x)
    for name, lin, outs in compiled:
        files = [os.path.join(d, f"{name}.r{i}.npy") for i in range(len(want))]
        cmd = [exe, "--entry", name, "--input", os.path.join(d, "x.npy")]
        for f in files:
            cmd += ["--output", f]
        r = subprocess.run(cmd, capture_output=True, text=True)
        what = f"{d} @{name}: input {lin}, results {', '.join(outs)}"
        if r.returncode != 0:
            print(f"FAIL {what}\n{r.stderr}")
            failures += 1
            continue
        for i, w in enumerate(want):
            got = np.load(files[i])
            if got.dtype != w.dtype or not np.array_equal(got, w, equal_nan=w.dtype.kind == "f"):
                print(f"FAIL {what}: result {i} is\n{got}\nnumpy:\n{w}")
                failures += 1
                break
    return len(entries), failures


def suite_arguments():
    """The arguments of a generated suite (this one, elementwise_dtypes.py)."""
    p = argparse.ArgumentParser()
    p.add_argument("--dtc", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--long", action="store_true")
    p.add_argument("--device", choices=["cpu", "gpu"], default="cpu")
    p.add_argument("--emulate-gpu-kernels", action="store_true")
    return p.parse_args()


def main():
    a = suite_arguments()
    rng = random.Random(a.seed)
    meshes = [[("x", 2), ("y", 2)]] + ([[("x", 2), ("y", 4)], [("x", 4), ("y", 2)]] if a.long else [])
    # Both ranks, kinds, index forms and result sets every time; --long
    # draws more.
    cases = [Case(rng, 2, "max", "operand", False), Case(rng, 3, "min", "body", True)] + \
        [Case(rng) for _ in range(10 if a.long else 1)]
    pairs = failures = 0
    for i, case in enumerate(cases):
        n, f = run_case(a, i, case, rng.choice(meshes), rng)
        pairs += n
        failures += f
    print(f"{len(cases)} reductions, {pairs} layout pairs, {failures} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
