"""Global-view programs, partitioned by dtc under random layouts, against
numpy.

Each case is a program written once in the global view (matmul chains, an
MLP forward and backward pass, reductions over every axis, transposes,
reshapes, concat, softmax, layer norm, broadcasting elementwise ops, a loop
of training steps, random chains of ops, and random einsum contractions), a mesh of 1 to 8 devices and
random layouts on its arguments (even and uneven: chains and contractions
of odd sizes too); dtc propagates, partitions, compiles and runs it, and
its global results must match numpy.

  global_programs.py --dtc DTC --workdir DIR [--seed S] [--long]
                    [--device cpu|gpu|emulated-gpu] [--bundle]
"""
import argparse
import os
import random
import subprocess
import sys

import numpy as np

MESHES = [[("a", 1)], [("a", 2)], [("a", 4)], [("a", 8)], [("a", 2), ("b", 2)],
          [("a", 2), ("b", 4)], [("a", 4), ("b", 2)]]


def t(shape):
    return "tensor<" + "x".join(map(str, shape)) + "xf32>" if shape else "tensor<f32>"


class Prog:
    """Builds the body of a global-view function, one op at a time."""

    def __init__(self):
        self.lines, self.n = [], 0
        self.zero = self.emit("arith.constant 0.0 : f32")

    def emit(self, text):
        self.n += 1
        name = f"%v{self.n}"
        self.lines.append(f"  {name} = {text}")
        return name

    def filled(self, shape, value="%v1"):
        e = self.emit(f"tensor.empty() : {t(shape)}")
        return self.emit(f"linalg.fill ins({value} : f32) outs({e} : {t(shape)}) -> {t(shape)}")

    def matmul(self, a, b, m, k, n):
        z = self.filled([m, n])
        return self.emit(f"linalg.matmul ins({a}, {b} : {t([m, k])}, {t([k, n])}) outs({z} : {t([m, n])}) -> {t([m, n])}")

    def transpose(self, a, m, n):
        e = self.emit(f"tensor.empty() : {t([n, m])}")
        return self.emit(f"linalg.transpose ins({a} : {t([m, n])}) outs({e} : {t([n, m])}) permutation = [1, 0]")

    def unary(self, op, a, shape):
        return self.emit(f"{op} {a} : {t(shape)}")

    def binary(self, op, a, b, shape):
        return self.emit(f"{op} {a}, {b} : {t(shape)}")

    def relu(self, a, shape):
        z = self.filled(shape)
        e = self.emit(f"tensor.empty() : {t(shape)}")
        return self.emit(f"linalg.map {{ arith.maximumf }} ins({a}, {z} : {t(shape)}, {t(shape)}) outs({e} : {t(shape)})")

    def reduce(self, a, shape, dim, kind="addf", init="%v1"):
        out = [s for i, s in enumerate(shape) if i != dim]
        z = self.filled(out, init)
        return self.emit(f"linalg.reduce ins({a} : {t(shape)}) outs({z} : {t(out)}) dimensions = [{dim}]\n"
                         f"    (%in: f32, %acc: f32) {{\n      %r = arith.{kind} %in, %acc : f32\n      linalg.yield %r : f32\n    }}")

    def reduce_all(self, a, shape, kind="addf", init="%v1"):
        z = self.filled([], init)
        dims = ", ".join(str(i) for i in range(len(shape)))
        return self.emit(f"linalg.reduce ins({a} : {t(shape)}) outs({z} : {t([])}) dimensions = [{dims}]\n"
                         f"    (%in: f32, %acc: f32) {{\n      %r = arith.{kind} %in, %acc : f32\n      linalg.yield %r : f32\n    }}")

    def broadcast(self, a, shape, out, dim):
        e = self.emit(f"tensor.empty() : {t(out)}")
        return self.emit(f"linalg.broadcast ins({a} : {t(shape)}) outs({e} : {t(out)}) dimensions = [{dim}]")

    def const(self, value):
        return self.emit(f"arith.constant {value} : f32")


DEVICE_TYPE = "cpu"  # --device gpu runs the same programs on GPU meshes
CLIENTS = 1  # --clients K: meshes of K processes, run by MPIRUN
MPIRUN = []
# --device emulated-gpu: CPU meshes, kernels formed as for a GPU and run as
# host loops (dtc --emulate-gpu-kernels).
COMPILE_FLAGS = []


def module(mesh, args, prog, results):
    axes = ", ".join(f"{a} = {s}" for a, s in mesh)
    sig = ", ".join(f"%{name}: {t(shape)}" + (f" {{dtensor.layout = {lay}}}" if lay else "")
                    for name, shape, lay in args)
    ret_vals = ", ".join(v for v, _ in results)
    ret_types = ", ".join(t(s) for _, s in results)
    clients = f", clients = {CLIENTS}" if CLIENTS > 1 else ""
    return (f"module attributes {{dtensor.default_mesh = @m}} {{\n  dtensor.mesh @m <[{axes}], {DEVICE_TYPE}{clients}>\n"
            f"func.func @main({sig}) -> ({ret_types}) {{\n" + "\n".join(prog.lines)
            + f"\n  return {ret_vals} : {ret_types}\n}}\n}}\n")


def random_layout(rng, mesh, shape):
    """Random axes per dimension (each axis once; a dimension its shards do
    not divide is sharded unevenly, docs/uneven.md: blocks of ceil(n/k))."""
    dims = [[] for _ in shape]
    for axis, size in mesh:
        choice = rng.randrange(len(shape) + 1)
        if choice < len(shape):
            dims[choice].append(axis)
    if all(not d for d in dims) and rng.random() < 0.5:
        return None  # no layout: replicated on the default mesh
    entries = ["unsharded" if not d else d[0] if len(d) == 1 else "{" + ", ".join(d) + "}" for d in dims]
    return f"#dtensor.layout<@m, [{', '.join(entries)}]>"


# Each template: (name, argument shapes, builder(prog, args) -> [(value, shape)],
# reference(numpy arrays) -> [arrays]).
def templates():
    T = []

    def chain(p, a):
        x = p.matmul(a[0], a[1], 16, 32, 16)
        return [(p.matmul(x, a[2], 16, 16, 8), [16, 8])]
    T.append(("matmul_chain", [[16, 32], [32, 16], [16, 8]], chain, lambda x, y, z: [x @ y @ z]))

    def mlp(p, a):
        h = p.matmul(a[0], a[1], 16, 32, 64)
        return [(p.matmul(p.relu(h, [16, 64]), a[2], 16, 64, 32), [16, 32])]
    T.append(("mlp", [[16, 32], [32, 64], [64, 32]], mlp, lambda x, w1, w2: [np.maximum(x @ w1, 0) @ w2]))

    def backward(p, a):
        x, w1, w2, dy = a
        h = p.matmul(x, w1, 16, 32, 64)
        r = p.relu(h, [16, 64])
        dr = p.matmul(dy, p.transpose(w2, 64, 32), 16, 32, 64)
        pos = p.emit(f"arith.cmpf ogt, {h}, {p.filled([16, 64])} : {t([16, 64])}")
        dh = p.emit(f"arith.select {pos}, {dr}, {p.filled([16, 64])} : {t([16, 64]).replace('xf32', 'xi1')}, {t([16, 64])}")
        dw1 = p.matmul(p.transpose(x, 16, 32), dh, 32, 16, 64)
        dw2 = p.matmul(p.transpose(r, 16, 64), dy, 64, 16, 32)
        return [(dw1, [32, 64]), (dw2, [64, 32])]

    def backward_ref(x, w1, w2, dy):
        h = x @ w1
        dh = np.where(h > 0, dy @ w2.T, 0)
        return [x.T @ dh, np.maximum(h, 0).T @ dy]
    T.append(("mlp_backward", [[16, 32], [32, 64], [64, 32], [16, 32]], backward, backward_ref))

    def reductions(p, a):
        return [(p.reduce(a[0], [16, 8], 0), [8]), (p.reduce(a[0], [16, 8], 1), [16]),
                (p.reduce(a[0], [16, 8], 1, "maximumf", p.const("0xFF800000")), [16])]
    T.append(("reductions", [[16, 8]], reductions, lambda x: [x.sum(0), x.sum(1), x.max(1)]))

    # Long rows and whole-tensor reductions (on a GPU: a block per output).
    def wide_reductions(p, a):
        ninf = p.const("0xFF800000")
        return [(p.reduce(a[0], [8, 128], 1), [8]), (p.reduce_all(a[0], [8, 128]), []),
                (p.reduce_all(a[0], [8, 128], "maximumf", ninf), []),
                (p.reduce(a[0], [8, 128], 1, "maximumf", ninf), [8])]
    T.append(("wide_reductions", [[8, 128]], wide_reductions,
              lambda x: [x.sum(1), x.sum(), x.max(), x.max(1)]))

    def shapes(p, a):
        tr = p.transpose(a[0], 8, 16)
        ex = p.emit(f"tensor.expand_shape {tr} [[0, 1], [2]] output_shape [4, 4, 8] : {t([16, 8])} into {t([4, 4, 8])}")
        co = p.emit(f"tensor.collapse_shape {ex} [[0], [1, 2]] : {t([4, 4, 8])} into {t([4, 32])}")
        cat = p.emit(f"tensor.concat dim(0) {co}, {a[1]} : ({t([4, 32])}, {t([4, 32])}) -> {t([8, 32])}")
        return [(cat, [8, 32])]
    T.append(("transpose_reshape_concat", [[8, 16], [4, 32]], shapes,
              lambda x, y: [np.concatenate([x.T.reshape(4, 32), y])]))

    def softmax(p, a):
        e = p.emit(f"tensor.empty() : {t([8, 16])}")
        return [(p.emit(f"linalg.softmax dimension(1) ins({a[0]} : {t([8, 16])}) outs({e} : {t([8, 16])}) -> {t([8, 16])}"), [8, 16])]

    def softmax_ref(x):
        e = np.exp(x - x.max(1, keepdims=True))
        return [e / e.sum(1, keepdims=True)]
    T.append(("softmax", [[8, 16]], softmax, softmax_ref))

    def layernorm(p, a):
        s = p.reduce(a[0], [8, 16], 1)
        inv = p.filled([8], p.const("0.0625"))
        mean = p.binary("arith.mulf", s, inv, [8])
        mb = p.broadcast(mean, [8], [8, 16], 1)
        d = p.binary("arith.subf", a[0], mb, [8, 16])
        sq = p.binary("arith.mulf", d, d, [8, 16])
        var = p.binary("arith.mulf", p.reduce(sq, [8, 16], 1), inv, [8])
        eps = p.filled([8], p.const("1.0e-05"))
        rstd = p.unary("math.rsqrt", p.binary("arith.addf", var, eps, [8]), [8])
        return [(p.binary("arith.mulf", d, p.broadcast(rstd, [8], [8, 16], 1), [8, 16]), [8, 16])]

    def layernorm_ref(x):
        m = x.mean(1, keepdims=True)
        return [(x - m) / np.sqrt(((x - m) ** 2).mean(1, keepdims=True) + 1e-5)]
    T.append(("layer_norm", [[8, 16]], layernorm, layernorm_ref))

    def causal(p, a):
        # Reads global loop indices (linalg.index) under any layout.
        e = p.emit(f"tensor.empty() : {t([16, 16])}")
        m = "affine_map<(i, j) -> (i, j)>"
        return [(p.emit(
            f"linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = [\"parallel\", \"parallel\"]}}"
            f" ins({a[0]} : {t([16, 16])}) outs({e} : {t([16, 16])}) {{\n"
            "    ^bb0(%a: f32, %o: f32):\n      %i = linalg.index 0 : index\n      %j = linalg.index 1 : index\n"
            "      %keep = arith.cmpi ule, %j, %i : index\n      %low = arith.constant -1.0e9 : f32\n"
            "      %s = arith.select %keep, %a, %low : f32\n      linalg.yield %s : f32\n"
            f"    }} -> {t([16, 16])}"), [16, 16])]
    T.append(("causal_mask", [[16, 16]], causal,
              lambda x: [np.where(np.tril(np.ones((16, 16), bool)), x, np.float32(-1e9))]))

    def bias(p, a):
        b = p.broadcast(a[1], [16], [8, 16], 0)
        return [(p.unary("math.tanh", p.binary("arith.addf", a[0], b, [8, 16]), [8, 16]), [8, 16])]
    T.append(("broadcast_bias", [[8, 16], [16]], bias, lambda x, b: [np.tanh(x + b)]))

    def training(p, a):
        x, y, w = a
        p.lines.append("  %lr = arith.constant 0.01 : f32")
        p.lines.append("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index")
        inner = Prog()
        inner.n = p.n + 100
        inner.lines = []
        inner.zero = p.zero
        pred = inner.matmul(x, "%w_", 16, 8, 4)
        err = inner.binary("arith.subf", pred, y, [16, 4])
        g = inner.matmul(inner.transpose(x, 16, 8), err, 8, 16, 4)
        step = inner.binary("arith.mulf", g, inner.filled([8, 4], "%lr"), [8, 4])
        nw = inner.binary("arith.subf", "%w_", step, [8, 4])
        p.lines.append(f"  %wf = scf.for %i = %c0 to %c3 step %c1 iter_args(%w_ = {w}) -> ({t([8, 4])}) {{")
        p.lines += ["  " + l for l in inner.lines]
        p.lines.append(f"    scf.yield {nw} : {t([8, 4])}\n  }}")
        return [("%wf", [8, 4])]

    def training_ref(x, y, w):
        for _ in range(3):
            w = w - np.float32(0.01) * (x.T @ (x @ w - y))
        return [w]
    T.append(("training_loop", [[16, 8], [16, 4], [8, 4]], training, training_ref))
    return T


def random_chain(rng, length=6, n=8):
    """A random chain over n x n tensors and its numpy reference."""
    args = [[n, n]]
    steps = []
    for _ in range(length):
        op = rng.choice(["add", "mul", "tanh", "matmul", "transpose", "rowsum", "relu"])
        if op in ("add", "mul", "matmul"):
            args.append([n, n])
            steps.append((op, len(args) - 1))
        else:
            steps.append((op, None))

    def build(p, a):
        cur = a[0]
        for op, k in steps:
            if op == "add":
                cur = p.binary("arith.addf", cur, a[k], [n, n])
            elif op == "mul":
                cur = p.binary("arith.mulf", cur, a[k], [n, n])
            elif op == "tanh":
                cur = p.unary("math.tanh", cur, [n, n])
            elif op == "matmul":
                cur = p.matmul(cur, a[k], n, n, n)
            elif op == "transpose":
                cur = p.transpose(cur, n, n)
            elif op == "rowsum":
                cur = p.broadcast(p.reduce(cur, [n, n], 1), [n], [n, n], 1)
            else:
                cur = p.relu(cur, [n, n])
        return [(cur, [n, n])]

    def ref(*xs):
        cur = xs[0]
        for op, k in steps:
            cur = {"add": lambda c: c + xs[k], "mul": lambda c: c * xs[k], "tanh": np.tanh,
                   "matmul": lambda c: c @ xs[k], "transpose": lambda c: c.T,
                   "rowsum": lambda c: np.repeat(c.sum(1, keepdims=True), n, 1),
                   "relu": lambda c: np.maximum(c, 0)}[op](cur)
        return [cur]
    return "random_chain", args, build, ref


def random_einsum(rng, sizes=(2, 4, 8)):
    """A random contraction as front ends write einsums: 0-2 batch
    dimensions, 1-2 free dimensions per operand, 1-2 contracted ones, each
    operand's and the result's dimensions in a random order; a
    linalg.generic, checked against numpy.einsum."""
    letters = iter("abcdefgh")
    batch = [next(letters) for _ in range(rng.randrange(3))]
    free_a = [next(letters) for _ in range(rng.randrange(1, 3))]
    free_b = [next(letters) for _ in range(rng.randrange(1, 3))]
    contracted = [next(letters) for _ in range(rng.randrange(1, 3))]
    size = {c: rng.choice(sizes) for c in batch + free_a + free_b + contracted}
    a = batch + free_a + contracted
    b = batch + contracted + free_b
    out = batch + free_a + free_b
    for dims in (a, b, out):
        rng.shuffle(dims)
    loops = batch + free_a + free_b + contracted
    spec = f"{''.join(a)},{''.join(b)}->{''.join(out)}"

    def amap(dims):
        return f"affine_map<({', '.join(loops)}) -> ({', '.join(dims)})>"

    def build(p, args):
        shape = [size[c] for c in out]
        z = p.filled(shape)
        iters = ", ".join('"reduction"' if c in contracted else '"parallel"' for c in loops)
        ta, tb = t([size[c] for c in a]), t([size[c] for c in b])
        return [(p.emit(
            f"linalg.generic {{indexing_maps = [{amap(a)}, {amap(b)}, {amap(out)}], "
            f"iterator_types = [{iters}]}} ins({args[0]}, {args[1]} : {ta}, {tb}) "
            f"outs({z} : {t(shape)}) {{\n"
            f"  ^bb0(%x: f32, %y: f32, %acc: f32):\n    %m = arith.mulf %x, %y : f32\n"
            f"    %s = arith.addf %acc, %m : f32\n    linalg.yield %s : f32\n"
            f"  }} -> {t(shape)}"), shape)]

    return (f"einsum_{spec.replace(',', '_').replace('->', '_to_')}",
            [[size[c] for c in a], [size[c] for c in b]], build,
            lambda x, y: [np.einsum(spec, x, y)])


def run_case(dtc, workdir, index, case, mesh, rng, bundle=False):
    name, shapes, build, ref = case
    d = os.path.join(workdir, f"{index:03d}_{name}")
    os.makedirs(d, exist_ok=True)
    prog = Prog()
    argnames = [f"a{i}" for i in range(len(shapes))]
    results = build(prog, [f"%{n}" for n in argnames])
    args = [(n, s, random_layout(rng, mesh, s)) for n, s in zip(argnames, shapes)]
    with open(os.path.join(d, "prog.mlir"), "w") as f:
        f.write(module(mesh, args, prog, results))
    data = [np.random.default_rng(index).standard_normal(s).astype(np.float32) for s in shapes]
    inputs = []
    for i, x in enumerate(data):
        np.save(os.path.join(d, f"in{i}.npy"), x)
        inputs += ["--input", os.path.join(d, f"in{i}.npy")]
    outputs = []
    for i in range(len(results)):
        outputs += ["--output", os.path.join(d, f"out{i}.npy")]
    want = ref(*[x.astype(np.float64) for x in data])
    if bundle:
        # Compiled here, run elsewhere (bundle_run.py): expected results
        # go along.
        for i, w in enumerate(want):
            np.save(os.path.join(d, f"want{i}.npy"), w)
        r = subprocess.run([dtc, "compile"] + COMPILE_FLAGS + [os.path.join(d, "prog.mlir"), "-o",
                            os.path.join(d, "prog")], capture_output=True, text=True)
        if r.returncode != 0:
            print(f"FAIL {d}: does not compile\n{r.stderr}")
        return int(r.returncode != 0)
    if CLIENTS > 1:
        # One executable, started as CLIENTS processes.
        exe = os.path.join(d, "prog")
        r = subprocess.run([dtc, "compile"] + COMPILE_FLAGS + [os.path.join(d, "prog.mlir"), "-o", exe],
                           capture_output=True, text=True)
        if r.returncode == 0:
            r = subprocess.run(MPIRUN + ["-np", str(CLIENTS), exe] + inputs + outputs,
                               capture_output=True, text=True, timeout=300)
    else:
        r = subprocess.run([dtc, "run"] + COMPILE_FLAGS + [os.path.join(d, "prog.mlir")] + inputs + outputs,
                           capture_output=True, text=True)
    mesh_text = "x".join(str(s) for _, s in mesh)
    layouts = ", ".join(l or "-" for _, _, l in args)
    if r.returncode != 0:
        print(f"FAIL {d}: mesh {mesh_text}, layouts {layouts}\n{r.stderr}")
        return 1
    for i, w in enumerate(want):
        got = np.load(os.path.join(d, f"out{i}.npy"))
        if got.shape != w.shape or not np.allclose(got, w, rtol=2e-3, atol=2e-3):
            print(f"FAIL {d}: mesh {mesh_text}, layouts {layouts}: result {i} differs "
                  f"(max error {np.abs(got - w).max() if got.shape == w.shape else 'shape'})")
            return 1
    return 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dtc", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--long", action="store_true")
    p.add_argument("--device", choices=["cpu", "gpu", "emulated-gpu"], default="cpu")
    p.add_argument("--bundle", action="store_true",
                   help="compile only, with inputs and expected results, for "
                        "bundle_run.py on another machine (a GPU one)")
    p.add_argument("--clients", type=int, default=1,
                   help="meshes split over this many processes (meshes whose "
                        "devices it divides), run with --mpirun")
    p.add_argument("--mpirun", default="mpirun",
                   help="the command that starts the processes (before -np)")
    a = p.parse_args()
    global DEVICE_TYPE, CLIENTS, MPIRUN
    CLIENTS = a.clients
    MPIRUN = a.mpirun.split()
    meshes = [m for m in MESHES if np.prod([s for _, s in m]) % CLIENTS == 0]
    DEVICE_TYPE = "cpu" if a.device == "emulated-gpu" else a.device
    if a.device == "emulated-gpu":
        COMPILE_FLAGS.append("--emulate-gpu-kernels")
    rng = random.Random(a.seed)
    cases = []
    for tpl in templates():
        for _ in range(6 if a.long else 3):
            cases.append((tpl, rng.choice(meshes)))
    for _ in range(40 if a.long else 12):
        cases.append((random_chain(rng, rng.randrange(3, 9)), rng.choice(meshes)))
    for _ in range(200 if a.long else 10):
        cases.append((random_einsum(rng), rng.choice(meshes)))
    # Odd sizes: most layouts shard them unevenly.
    for _ in range(40 if a.long else 8):
        cases.append((random_chain(rng, rng.randrange(3, 9), rng.choice([3, 5, 6, 7, 9])),
                      rng.choice(meshes)))
    for _ in range(100 if a.long else 8):
        cases.append((random_einsum(rng, (3, 5, 6, 7)), rng.choice(meshes)))
    failures = sum(run_case(a.dtc, a.workdir, i, case, mesh, rng, a.bundle)
                   for i, (case, mesh) in enumerate(cases))
    print(f"{len(cases)} programs, {failures} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
