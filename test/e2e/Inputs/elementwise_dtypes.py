"""Random elementwise chains in f32, bf16 and complex64 under random layouts
on 2-D meshes, against numpy.

Each case is a chain of linalg.generic ops over 8x16 tensors of one element
type, each op's body a scalar op of that type (add, sub, mul, tanh, max for
floats; add, sub, mul, exp, conj, negation for complex numbers), some
chains with a mean along a random axis broadcast back (complex sums as IREE
writes them, each part added apart: sharded, a complex all_reduce), its
arguments given random layouts. bf16 is checked against numpy rounding each
op's f32 result to bf16 (sums carried in f32, rounded once); complex64
against numpy's complex128, within a tolerance of the result's magnitude.

  elementwise_dtypes.py --dtc DTC --workdir DIR [--seed S] [--long]
                        [--device cpu|gpu] [--emulate-gpu-kernels]
"""
import os
import random
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf16  # noqa: E402
from multi_result_reductions import layouts, suite_arguments  # noqa: E402

SHAPE = [8, 16]
MESHES = [[("x", 2), ("y", 2)], [("x", 2), ("y", 4)], [("x", 4), ("y", 2)]]
ELEMENT = {"f32": "f32", "bf16": "bf16", "c64": "complex<f32>"}
BINARY = {"add": ("arith.addf", "complex.add", np.add), "sub": ("arith.subf", "complex.sub", np.subtract),
          "mul": ("arith.mulf", "complex.mul", np.multiply)}
REAL_UNARY = {"tanh": ("math.tanh", np.tanh)}
COMPLEX_UNARY = {"exp": ("complex.exp", np.exp), "conj": ("complex.conj", np.conj),
                 "neg": ("complex.neg", np.negative)}


def t(kind):
    return f"tensor<8x16x{ELEMENT[kind]}>"


class Chain:
    def __init__(self, rng, kind):
        self.kind = kind
        self.num_args = rng.randrange(1, 4)
        unary = COMPLEX_UNARY if kind == "c64" else REAL_UNARY
        ops = list(BINARY) + list(unary) + ["sum0", "sum1"] + (["max"] if kind != "c64" else [])
        self.steps = [(rng.choice(ops), rng.randrange(self.num_args)) for _ in range(rng.randrange(2, 7))]
        # One exp at most: exp of exp turns float32's rounding of its
        # argument into a relative error of the argument's size.
        exps = [i for i, (op, _) in enumerate(self.steps) if op == "exp"]
        for i in exps[1:]:
            self.steps[i] = ("neg", self.steps[i][1])

    @property
    def name(self):
        return f"{self.kind}_" + "_".join(op for op, _ in self.steps)

    def function(self, arg_layouts):
        el, ty = ELEMENT[self.kind], t(self.kind)
        ident = "affine_map<(i, j) -> (i, j)>"
        sig = ", ".join(f"%a{k}: {ty}" + (f" {{dtensor.layout = {l}}}" if l else "")
                        for k, l in enumerate(arg_layouts))
        lines = [f"func.func @main({sig}) -> {ty} {{", f"  %e = tensor.empty() : {ty}"]
        cur, n = "%a0", 0

        def generic(ins, body, maps=None, iters='"parallel", "parallel"', out="%e", out_ty=ty,
                    in_ty=ty):
            nonlocal n
            n += 1
            maps = maps or [ident] * (len(ins) + 1)
            args = ", ".join(f"%x{k}: {el}" for k in range(len(ins))) + f", %o: {el}"
            lines.extend([f"  %v{n} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                          f"iterator_types = [{iters}]}} ins({', '.join(ins)} : "
                          f"{', '.join([in_ty] * len(ins))}) outs({out} : {out_ty}) {{",
                          f"  ^bb0({args}):"] + [f"    {l}" for l in body] +
                         [f"  }} -> {out_ty}"])
            return f"%v{n}"

        for op, k in self.steps:
            if op in BINARY:
                real, cplx, _ = BINARY[op]
                name = cplx if self.kind == "c64" else real
                cur = generic([cur, f"%a{k}"], [f"%r = {name} %x0, %x1 : {el}", f"linalg.yield %r : {el}"])
            elif op == "max":
                cur = generic([cur, f"%a{k}"], [f"%r = arith.maximumf %x0, %x1 : {el}",
                                                f"linalg.yield %r : {el}"])
            elif op in REAL_UNARY or op in COMPLEX_UNARY:
                name = (COMPLEX_UNARY if self.kind == "c64" else REAL_UNARY)[op][0]
                cur = generic([cur], [f"%r = {name} %x0 : {el}", f"linalg.yield %r : {el}"])
            else:  # a mean along one axis (a sum, then scaled), broadcast back
                axis = int(op[-1])
                kept = "j" if axis == 0 else "i"
                size = SHAPE[1 - axis]
                rt = f"tensor<{size}x{el}>"
                n += 1
                scale = 1.0 / SHAPE[axis]  # a power of two: exact in bf16 too
                if self.kind == "c64":
                    zero = f"%z{n} = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>"
                    times = [f"%c = complex.constant [{scale} : f32, 0.0 : f32] : complex<f32>",
                             "%r = complex.mul %x0, %c : complex<f32>"]
                    body = ["%ra = complex.re %o : complex<f32>", "%rb = complex.re %x0 : complex<f32>",
                            "%rs = arith.addf %ra, %rb : f32", "%ia = complex.im %o : complex<f32>",
                            "%ib = complex.im %x0 : complex<f32>", "%is = arith.addf %ia, %ib : f32",
                            "%r = complex.create %rs, %is : complex<f32>"]
                else:
                    zero = f"%z{n} = arith.constant 0.0 : {el}"
                    body = [f"%r = arith.addf %o, %x0 : {el}"]
                    times = [f"%c = arith.constant {scale} : {el}", f"%r = arith.mulf %x0, %c : {el}"]
                lines += [f"  {zero}", f"  %se{n} = tensor.empty() : {rt}",
                          f"  %sf{n} = linalg.fill ins(%z{n} : {el}) outs(%se{n} : {rt}) -> {rt}"]
                sums = generic([cur], body + [f"linalg.yield %r : {el}"],
                               maps=[ident, f"affine_map<(i, j) -> ({kept})>"],
                               iters='"parallel", "reduction"' if axis == 1 else '"reduction", "parallel"',
                               out=f"%sf{n}", out_ty=rt)
                cur = generic([sums], times + [f"linalg.yield %r : {el}"],
                              maps=[f"affine_map<(i, j) -> ({kept})>", ident], in_ty=rt)
        lines.append(f"  return {cur} : {ty}\n}}")
        return "\n".join(lines)

    def data(self, seed):
        rng = np.random.default_rng(seed)
        args = []
        for _ in range(self.num_args):
            x = rng.uniform(-1, 1, SHAPE)
            if self.kind == "c64":
                args.append((x + 1j * rng.uniform(-1, 1, SHAPE)).astype(np.complex64))
            elif self.kind == "bf16":
                args.append(bf16.rounded(x))
            else:
                args.append(x.astype(np.float32))
        return args

    def reference(self, args):
        """numpy: complex128 for complex64; for bf16 each op in f32 on bf16
        values, its result rounded to bf16 (a sum carried in f32). Also the
        largest magnitude of any value on the way, the scale of the
        rounding errors the result may carry (a difference of two values
        near 1 carries theirs)."""
        r = (lambda v: bf16.rounded(np.asarray(v, np.float32))) if self.kind == "bf16" else (lambda v: v)
        xs = [a.astype(np.complex128) if self.kind == "c64" else a.astype(np.float32) for a in args]
        cur = xs[0]
        magnitude = max(float(np.abs(x).max()) for x in xs)
        for op, k in self.steps:
            if op in BINARY:
                cur = r(BINARY[op][2](cur, xs[k]))
            elif op == "max":
                cur = r(np.maximum(cur, xs[k]))
            elif op in REAL_UNARY:
                cur = r(REAL_UNARY[op][1](cur))
            elif op in COMPLEX_UNARY:
                cur = COMPLEX_UNARY[op][1](cur)
            else:
                axis = int(op[-1])
                total = cur.sum(axis=axis, keepdims=True, dtype=np.float64 if self.kind == "f32" else None)
                cur = r(np.broadcast_to(r(total) / SHAPE[axis], SHAPE))
            magnitude = max(magnitude, float(np.abs(cur).max()))
        return cur, magnitude


def run_case(a, index, chain, mesh, rng):
    d = os.path.join(a.workdir, f"{index:03d}_{chain.name}")
    os.makedirs(d, exist_ok=True)
    choices = layouts(mesh, SHAPE) + [None]
    arg_layouts = [rng.choice(choices) for _ in range(chain.num_args)]
    axes = ", ".join(f"{n} = {s}" for n, s in mesh)
    mesh_type = "gpu" if a.device == "gpu" else "cpu"
    prog = os.path.join(d, "prog.mlir")
    with open(prog, "w") as f:
        f.write(f"module attributes {{dtensor.default_mesh = @m}} {{\ndtensor.mesh @m <[{axes}], "
                f"{mesh_type}>\n{chain.function(arg_layouts)}\n}}\n")
    args = chain.data(index)
    cmd = [a.dtc, "run"] + (["--emulate-gpu-kernels"] if a.emulate_gpu_kernels else []) + [prog]
    for k, x in enumerate(args):
        path = os.path.join(d, f"a{k}.npy")
        np.save(path, bf16.to_bits(x).view("V2") if chain.kind == "bf16" else x)
        cmd += ["--input", path]
    out = os.path.join(d, "out.npy")
    r = subprocess.run(cmd + ["--output", out], capture_output=True, text=True)
    what = f"{d}: mesh {mesh}, layouts {', '.join(l or '-' for l in arg_layouts)}"
    if r.returncode != 0:
        print(f"FAIL {what}\n{r.stderr}")
        return 1
    got = np.load(out)
    want, magnitude = chain.reference(args)
    if chain.kind == "bf16":
        got = bf16.to_f32(bf16.load(out))
        tolerance = 2 ** -6  # a few bf16 roundings apart, of the magnitude
    else:
        tolerance = 1e-4
    scale = max(magnitude, 1e-6)
    err = float(np.abs(got.astype(np.complex128) - want).max())
    expected = np.complex64 if chain.kind == "c64" else np.float32
    if got.dtype != expected or err > tolerance * scale:
        print(f"FAIL {what}: dtype {got.dtype}, max error {err:.3g} of {scale:.3g}")
        return 1
    return 0


def main():
    a = suite_arguments()
    rng = random.Random(a.seed)
    per_kind = 12 if a.long else 3
    cases = [Chain(rng, kind) for kind in ("f32", "bf16", "c64") for _ in range(per_kind)]
    failures = sum(run_case(a, i, c, rng.choice(MESHES), rng) for i, c in enumerate(cases))
    print(f"{len(cases)} chains, {failures} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
