"""dtc for JAX users: a JAX function, example arguments and shardings written
the JAX way become a dtc program (a .mlir file `dtc compile` takes).

    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    import dtc_jax

    def mlp(x, w1, w2):
        return jnp.maximum(x @ w1, 0) @ w2

    dtc_jax.export(mlp, (x, w1, w2), "mlp.mlir",
                   mesh={"x": 2, "y": 2},
                   in_specs=(P("x", None), P(None, "y"), P("y", None)),
                   out_specs=P("x", None))

The steps: `jax.jit(f).lower(*args)` to StableHLO; IREE's input conversion
(`iree-compile --iree-input-type=stablehlo --compile-to=input`) to upstream
linalg/tensor/arith/math/scf on tensors; IREE's leftovers renamed to
upstream (`util.func` -> `func.func`, `util.return` -> `func.return`,
`util.call` -> `func.call`; the `iree.abi.encoding` argument attribute of
unsigned arguments dropped); then a `dtensor.mesh` and one
`dtensor.layout` per argument and result of the entry, from the
PartitionSpecs (None: unsharded; "x": over x; ("x", "y"): over x then y).
A program without a mesh runs on one device.

JAX and iree-base-compiler are not dtc's dependencies: `dtc-jax setup`
installs them into a virtual environment (tools/jax-import/README.md).
"""
import os
import re
import shutil
import subprocess
import tempfile

__all__ = ["export", "layout_text", "lower_to_linalg", "to_dtc", "save_arrays"]


def _iree_compile():
    """iree-compile next to this interpreter (the tool's venv), or on PATH."""
    for candidate in (os.path.join(os.path.dirname(os.sys.executable), "iree-compile"),
                      shutil.which("iree-compile")):
        if candidate and os.path.exists(candidate):
            return candidate
    raise RuntimeError("iree-compile not found: run `dtc-jax setup` and use its Python "
                       "(tools/jax-import/README.md)")


def lower_to_linalg(stablehlo_text):
    """StableHLO text -> upstream linalg on tensors, through IREE's input
    conversion."""
    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "in.mlir")
        out = os.path.join(work, "out.mlir")
        with open(src, "w") as f:
            f.write(stablehlo_text)
        r = subprocess.run([_iree_compile(), "--iree-input-type=stablehlo",
                            "--compile-to=input", src, "-o", out],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("IREE's input conversion failed:\n" + r.stderr)
        with open(out) as f:
            return f.read()


def _spec_entries(spec, rank):
    """A PartitionSpec (or None) as one layout entry per dimension."""
    entries = list(spec) if spec is not None else []
    if len(entries) > rank:
        raise ValueError(f"PartitionSpec {spec} has more entries than the rank {rank}")
    entries += [None] * (rank - len(entries))
    out = []
    for e in entries:
        if e is None:
            out.append("unsharded")
        elif isinstance(e, str):
            out.append(e)
        else:
            axes = list(e)
            out.append(axes[0] if len(axes) == 1 else "{" + ", ".join(axes) + "}")
    return out


def layout_text(spec, rank, mesh_name="mesh"):
    """`#dtensor.layout<@mesh, [...]>` for a PartitionSpec on a rank-`rank`
    value."""
    return f"#dtensor.layout<@{mesh_name}, [{', '.join(_spec_entries(spec, rank))}]>"


def _split_top(text, sep=","):
    """Splits at `sep` outside brackets."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def _rank(tensor_type):
    m = re.match(r"tensor<(.*)>", tensor_type.strip())
    if not m:
        raise ValueError(f"not a ranked tensor: {tensor_type}")
    dims = m.group(1).split("x")[:-1]
    return len(dims)


def _strip_attrs(text):
    """A type without its attribute dictionary."""
    return re.sub(r"\s*\{.*\}\s*$", "", text.strip())


def to_dtc(linalg_text, entry="main", mesh=None, in_specs=None, out_specs=None,
           device_type="cpu"):
    """IREE's input-converted text as a dtc program: upstream op names, and
    the entry's layouts from PartitionSpecs on `mesh` ({axis: size}, in
    order)."""
    text = re.sub(r"\butil\.func\b", "func.func", linalg_text)
    text = re.sub(r"\butil\.return\b", "func.return", text)
    text = re.sub(r"\butil\.call\b", "func.call", text)
    text = re.sub(r"\s*\{iree\.abi\.encoding = [^{}]*\}", "", text)
    text = re.sub(r"iree\.abi\.encoding = [^,}]*,?\s*", "", text)
    text = text.replace("func.func public @", "func.func @")
    if re.search(r"\b(util|flow|hal|iree_[a-z_]+)\.", text):
        bad = re.search(r"\b(util|flow|hal|iree_[a-z_]+)\.[a-z_.]+", text).group(0)
        raise RuntimeError(f"IREE's output still has '{bad}', which dtc does not know")
    if mesh is None:
        return text
    # The entry's signature: arguments, then results, up to its body.
    m = re.search(r"func\.func @" + re.escape(entry) + r"\(", text)
    if not m:
        raise ValueError(f"no function @{entry} in the lowered program")
    start = m.end()
    depth, i = 1, start
    while depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    args = _split_top(text[start:i - 1])
    rest_end = text.index("{\n", i) if "{\n" in text[i:] else text.index("{", i)
    results_text = text[i:rest_end].strip()
    if in_specs is not None and len(in_specs) != len(args):
        raise ValueError(f"{len(in_specs)} in_specs for {len(args)} arguments")
    new_args = []
    for k, a in enumerate(args):
        name, _, ty = a.partition(":")
        ty = _strip_attrs(ty)
        spec = in_specs[k] if in_specs is not None else None
        new_args.append(f"{name.strip()}: {ty} {{dtensor.layout = {layout_text(spec, _rank(ty))}}}")
    results = []
    if results_text.startswith("->"):
        r = results_text[2:].strip()
        if r.startswith("(") and r.endswith(")"):
            r = r[1:-1]
        results = [_strip_attrs(t) for t in _split_top(r)]
    if out_specs is not None and not isinstance(out_specs, (list, tuple)):
        out_specs = [out_specs]
    if out_specs is not None and len(out_specs) != len(results):
        raise ValueError(f"{len(out_specs)} out_specs for {len(results)} results")
    new_results = []
    for k, ty in enumerate(results):
        spec = out_specs[k] if out_specs is not None else None
        new_results.append(f"{ty} {{dtensor.layout = {layout_text(spec, _rank(ty))}}}")
    signature = "(" + ", ".join(new_args) + ")"
    if new_results:
        signature += " -> (" + ", ".join(new_results) + ")"
    text = text[:start - 1] + signature + " " + text[rest_end:]
    axes = ", ".join(f"{a} = {n}" for a, n in mesh.items())
    mesh_op = f"  dtensor.mesh @mesh <[{axes}], {device_type}>\n"
    brace = text.index("{", re.search(r"^module\b", text, re.M).end())
    return text[:brace + 1] + "\n" + mesh_op + text[brace + 1:]


def export(f, args, path, mesh=None, in_specs=None, out_specs=None, device_type="cpu"):
    """Writes the dtc program of `f` at `args` to `path`; returns its text."""
    import jax
    stablehlo = jax.jit(f).lower(*args).as_text()
    text = to_dtc(lower_to_linalg(stablehlo), "main", mesh, in_specs, out_specs, device_type)
    with open(path, "w") as out:
        out.write(text)
    return text


def save_arrays(directory, **arrays):
    """Writes each array as DIR/NAME.npy (numpy's format, which dtc reads)."""
    import numpy as np
    os.makedirs(directory, exist_ok=True)
    for name, a in arrays.items():
        np.save(os.path.join(directory, name + ".npy"), np.asarray(a))
