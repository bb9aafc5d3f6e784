"""Every collective of the dialect, run by dtc executables, against numpy.

For each mesh and dtype this writes one local-view program whose results are
all the collectives over several groups of mesh axes, gives every device its
own random shard (--input-shards), runs it, and compares every device's
result shard (--output-shards) with a numpy simulation of the collective.

  collectives.py --dtc DTC --workdir DIR [--long]
"""
import argparse
import functools
import itertools
import os
import subprocess
import sys

import numpy as np

AXES = "abc"
TYPES = {  # numpy dtype -> MLIR element type
    "float32": "f32", "float64": "f64", "float16": "f16", "int8": "i8",
    "int32": "i32", "int64": "i64", "bool": "i1",
}


def kinds_for(dtype):
    if dtype == np.bool_:
        return ["sum", "prod", "min", "max", "and", "or"]
    if np.issubdtype(dtype, np.integer):
        return ["sum", "prod", "min", "max", "mean", "and", "or"]
    return ["sum", "prod", "min", "max", "mean"]


def reduce(kind, arrays, dtype):
    """The runtime's reduction of `arrays` (group order) in numpy."""
    if dtype == np.bool_:
        op = {"sum": np.logical_or, "max": np.logical_or, "or": np.logical_or,
              "prod": np.logical_and, "min": np.logical_and,
              "and": np.logical_and}[kind]
        return functools.reduce(op, arrays)
    if np.issubdtype(dtype, np.integer):
        if kind == "mean":
            s = functools.reduce(np.add, [a.astype(np.int64) for a in arrays])
            g = len(arrays)
            return np.where(s >= 0, s // g, -((-s) // g)).astype(dtype)
        op = {"sum": np.add, "prod": np.multiply, "min": np.minimum,
              "max": np.maximum, "and": np.bitwise_and,
              "or": np.bitwise_or}[kind]
        return functools.reduce(op, arrays).astype(dtype)
    wide = np.float32 if dtype == np.float16 else dtype
    arrays = [a.astype(wide) for a in arrays]
    if kind == "mean":
        return (functools.reduce(np.add, arrays) / wide(len(arrays))).astype(dtype)
    op = {"sum": np.add, "prod": np.multiply, "min": np.minimum,
          "max": np.maximum}[kind]
    return functools.reduce(op, arrays).astype(dtype)


class Mesh:
    def __init__(self, shape):
        self.shape = shape
        self.devices = list(itertools.product(*[range(s) for s in shape]))

    def group(self, device, axes):
        """The devices of `device`'s group over `axes`, in group order."""
        idx = [AXES.index(a) for a in axes]
        members = []
        for coords in itertools.product(*[range(self.shape[i]) for i in idx]):
            c = list(self.devices[device])
            for i, v in zip(idx, coords):
                c[i] = v
            members.append(self.devices.index(tuple(c)))
        return members


def axis_sets(rank):
    if rank == 1:
        return [["a"]]
    if rank == 2:
        return [["a"], ["b"], ["a", "b"], ["b", "a"]]
    return [["a"], ["c"], ["a", "c"], ["c", "a", "b"]]


def program(mesh, dtype, shape, cases):
    et = TYPES[np.dtype(dtype).name]
    axes = ", ".join(f"{a} = {s}" for a, s in zip(AXES, mesh.shape))
    ttype = lambda s: "tensor<" + "x".join(map(str, s)) + f"x{et}>"
    body, results = [], []
    for i, (text, rshape, _) in enumerate(cases):
        body.append(f"    %r{i} = {text.format(a='%a', t=ttype(shape), r=ttype(rshape))}")
        results.append((f"%r{i}", ttype(rshape)))
    coords = ", ".join(f"%c{i}" for i in range(len(mesh.shape)))
    body.append(f"    {coords} = dtensor.device_coords @m[{', '.join(AXES[:len(mesh.shape)])}] : "
                + ", ".join(["index"] * len(mesh.shape)))
    for i in range(len(mesh.shape)):
        body.append(f"    %i{i} = arith.index_cast %c{i} : index to i64")
    body.append(f"    %coords = tensor.from_elements "
                + ", ".join(f"%i{i}" for i in range(len(mesh.shape)))
                + f" : tensor<{len(mesh.shape)}xi64>")
    results.append(("%coords", f"tensor<{len(mesh.shape)}xi64>"))
    return (f"module attributes {{dtensor.default_mesh = @m}} {{\n"
            f"  dtensor.mesh @m <[{axes}], cpu{clients_of(mesh)}>\n"
            f"  func.func @main(%a: {ttype(shape)}) -> ("
            + ", ".join(t for _, t in results) + ") attributes {dtensor.local_view} {\n"
            + "\n".join(body) + "\n    return " + ", ".join(v for v, _ in results)
            + " : " + ", ".join(t for _, t in results) + "\n  }\n}\n")


CLIENTS = 1  # --clients K: meshes of K processes (where K divides the mesh)
STRIDED = False  # --strided: client c holds devices c, c+K, ..., listed backwards
MPIRUN = ["mpirun"]


def num_clients(mesh):
    return CLIENTS if len(mesh.devices) % CLIENTS == 0 else 1


def clients_of(mesh):
    k = num_clients(mesh)
    if k > 1 and STRIDED:
        held = [list(range(len(mesh.devices)))[c::k][::-1] for c in range(k)]
        return f", clients = {held}"
    return f", clients = {k}" if k > 1 else ""


def cases_for(mesh, dtype, shape):
    """(mlir text, result shape, expected(inputs, device)) per collective."""
    out = []
    for axes in axis_sets(len(mesh.shape)):
        on = f"on @m[{', '.join(axes)}]"
        g = len(mesh.group(0, axes))
        member = lambda d, axes=axes: mesh.group(d, axes)
        gi = lambda d, axes=axes: mesh.group(d, axes).index(d)
        for dim in range(len(shape)):
            rs = list(shape); rs[dim] *= g
            out.append((f"dtensor.all_gather {{a}} {on} dim {dim} : {{t}} -> {{r}}", rs,
                        lambda x, d, m=member, dim=dim: np.concatenate([x[e] for e in m(d)], axis=dim)))
        for kind in kinds_for(dtype):
            out.append((f"dtensor.all_reduce {kind} {{a}} {on} : {{t}}", shape,
                        lambda x, d, m=member, k=kind: reduce(k, [x[e] for e in m(d)], dtype)))
            rs = list(shape); rs[-1] //= g
            out.append((f"dtensor.reduce_scatter {kind} {{a}} {on} dim {len(shape) - 1} : {{t}} -> {{r}}", rs,
                        lambda x, d, m=member, k=kind, gi=gi, g=g: np.split(reduce(k, [x[e] for e in m(d)], dtype), g, axis=-1)[gi(d)]))
        rs = list(shape); rs[0] //= g; rs[-1] *= g
        out.append((f"dtensor.all_to_all {{a}} {on} split 0 concat {len(shape) - 1} : {{t}} -> {{r}}", rs,
                    lambda x, d, m=member, gi=gi, g=g: np.concatenate([np.split(x[e], g, axis=0)[gi(d)] for e in m(d)], axis=-1)))
        rs = list(shape); rs[0] //= g
        out.append((f"dtensor.all_slice {{a}} {on} dim 0 : {{t}} -> {{r}}", rs,
                    lambda x, d, gi=gi, g=g: np.split(x[d], g, axis=0)[gi(d)]))
        perm = [(i + 1) % g for i in range(g)]
        out.append((f"dtensor.collective_permute {{a}} {on} permutation [{', '.join(map(str, perm))}] : {{t}}", shape,
                    lambda x, d, m=member, gi=gi, perm=perm: x[m(d)[perm.index(gi(d))]]))
        out.append((f"dtensor.broadcast {{a}} {on} root {g - 1} : {{t}}", shape,
                    lambda x, d, m=member, g=g: x[m(d)[g - 1]]))
    return out


def random_shard(rng, dtype, shape):
    if dtype == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-4, 5, size=shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def run_case(dtc, workdir, mesh_shape, dtype, shape, seed):
    mesh = Mesh(mesh_shape)
    name = f"mesh{'x'.join(map(str, mesh_shape))}_{np.dtype(dtype).name}_{'x'.join(map(str, shape))}"
    d = os.path.join(workdir, name)
    os.makedirs(os.path.join(d, "in"), exist_ok=True)
    os.makedirs(os.path.join(d, "out"), exist_ok=True)
    cases = cases_for(mesh, dtype, shape)
    with open(os.path.join(d, "prog.mlir"), "w") as f:
        f.write(program(mesh, dtype, shape, cases))
    rng = np.random.default_rng(seed)
    x = [random_shard(rng, dtype, shape) for _ in mesh.devices]
    for dev, shard in enumerate(x):
        np.save(os.path.join(d, "in", f"arg0.dev{dev}.npy"), shard)
    exe = os.path.join(d, "prog")
    subprocess.run([dtc, "compile", os.path.join(d, "prog.mlir"), "-o", exe], check=True)
    k = num_clients(mesh)
    subprocess.run((MPIRUN + ["-np", str(k)] if k > 1 else []) +
                   [exe, "--input-shards", os.path.join(d, "in"),
                    "--output-shards", os.path.join(d, "out")], check=True)
    if k > 1:
        # The same mesh in one process: the same bits (the reductions keep
        # their order across processes).
        global CLIENTS
        saved, CLIENTS = CLIENTS, 1
        with open(os.path.join(d, "one.mlir"), "w") as f:
            f.write(program(mesh, dtype, shape, cases))
        CLIENTS = saved
        os.makedirs(os.path.join(d, "one"), exist_ok=True)
        subprocess.run([dtc, "compile", os.path.join(d, "one.mlir"), "-o", exe + "1"], check=True)
        subprocess.run([exe + "1", "--input-shards", os.path.join(d, "in"),
                        "--output-shards", os.path.join(d, "one")], check=True)
    rtol = 1e-2 if dtype == np.float16 else 1e-4
    failures = 0
    expected_all = [(text, fn) for text, _, fn in cases] + [
        ("device_coords", lambda x, dev: np.array(mesh.devices[dev], dtype=np.int64))]
    for r, (text, fn) in enumerate(expected_all):
        for dev in range(len(mesh.devices)):
            got = np.load(os.path.join(d, "out", f"result{r}.dev{dev}.npy"))
            want = np.asarray(fn(x, dev))
            if np.issubdtype(got.dtype, np.floating):
                ok = got.shape == want.shape and np.allclose(
                    got.astype(np.float64), want.astype(np.float64), rtol=rtol, atol=rtol)
            else:
                ok = got.shape == want.shape and np.array_equal(got, want)
            if ok and k > 1:
                one = np.load(os.path.join(d, "one", f"result{r}.dev{dev}.npy"))
                ok = one.tobytes() == got.tobytes()
                if not ok:
                    print(f"  not bit for bit the one-process result: {one}")
            if not ok:
                failures += 1
                print(f"FAIL {name}: {text.format(a='%a', t='T', r='R')} on device {dev}\n"
                      f"  got {got}\n  expected {want}")
    print(f"{name}: {len(expected_all)} results x {len(mesh.devices)} devices, "
          f"{failures} mismatches")
    return failures


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dtc", required=True)
    p.add_argument("--workdir", required=True)
    p.add_argument("--long", action="store_true")
    p.add_argument("--clients", type=int, default=1,
                   help="split each mesh over K processes (when K divides it), "
                        "run with --mpirun, and compare bit for bit with one process")
    p.add_argument("--strided", action="store_true",
                   help="with --clients K, client c holds mesh devices c, c+K, ... "
                        "(in reverse order) instead of a contiguous block")
    p.add_argument("--mpirun", default="mpirun", help="the launcher command")
    a = p.parse_args()
    global CLIENTS, STRIDED, MPIRUN
    CLIENTS, STRIDED, MPIRUN = a.clients, a.strided, a.mpirun.split()
    meshes = [(1,), (2,), (4,), (8,), (2, 4), (4, 2), (1, 4), (2, 1, 2)]
    runs = [(m, np.float32, (8, 8)) for m in meshes]
    runs += [(m, t, (8, 8)) for m in [(2, 4), (4,)] for t in
             [np.float64, np.float16, np.int8, np.int32, np.int64, np.bool_]]
    runs += [((2, 2), np.float32, (4,)), ((1,), np.float32, (1,))]  # 1-D, size-1 tensors
    if a.long:
        runs += [(m, t, (16, 8)) for m in meshes for t in
                 [np.float64, np.int32, np.bool_]]
    failures = sum(run_case(a.dtc, a.workdir, m, t, s, seed)
                   for seed, (m, t, s) in enumerate(runs))
    print(f"{len(runs)} programs, {failures} mismatches")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
