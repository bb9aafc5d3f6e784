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
`util.call` -> `func.call`, `util.optimization_barrier` ->
`dtensor.optimization_barrier`; the `iree.abi.encoding` of an unsigned
argument or result becomes `dtensor.unsigned`); then a `dtensor.mesh` and one
`dtensor.layout` per argument and result of the entry, from the
PartitionSpecs (None: unsharded; "x": over x; ("x", "y"): over x then y).
A program without a mesh runs on one device. A `jax.shard_map` (Shardy's
manual computation, which IREE does not read) is outlined before IREE and
comes back as `dtensor.shard_map` of a local-view function of its body,
its collectives as dtensor collectives (tools/jax-import/README.md).

JAX and iree-base-compiler are not dtc's dependencies: `dtc-jax setup`
installs them into a virtual environment (tools/jax-import/README.md).
"""
import ast
import itertools
import os
import re
import warnings
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


def _dims_and_element(tensor_type):
    """`tensor<AxBxT>`'s dimensions (as written) and element type; the
    element type may hold an x (`complex<f32>`)."""
    m = re.match(r"tensor<((?:(?:\d+|\?)x)*)(.*)>$", tensor_type.strip())
    if not m:
        raise ValueError(f"not a ranked tensor: {tensor_type}")
    return m.group(1).split("x")[:-1], m.group(2)


def _rank(tensor_type):
    return len(_dims_and_element(tensor_type)[0])


def _strip_attrs(text):
    """A type without its attribute dictionary."""
    return re.sub(r"\s*\{.*\}\s*$", "", text.strip())


_SCATTER = re.compile(
    r"^(?P<ind>[ \t]*)%(?P<res>[\w.$-]+) = iree_linalg_ext\.scatter dimension_map = "
    r"\[(?P<map>[\d, ]*)\] unique_indices\((?:true|false)\) "
    r"ins\((?P<upd>%[\w.$#-]+), (?P<idx>%[\w.$#-]+) : (?P<updt>tensor<[^>]*>), (?P<idxt>tensor<[^>]*>)\) "
    r"outs\((?P<orig>%[\w.$#-]+) : (?P<origt>tensor<[^>]*>)\) \{\n"
    r"[ \t]*\^bb0\((?P<a>%[\w.$#-]+): (?P<at>[\w]+), (?P<b>%[\w.$#-]+): (?P<bt>[\w]+)\):\n"
    r"(?P<body>.*?)"
    r"^[ \t]*iree_linalg_ext\.yield (?P<yield>%[\w.$#-]+) : [\w]+\n"
    r"[ \t]*\} -> tensor<[^>]*>\n", re.M | re.S)


def _shape(tensor_type):
    """The static shape and element type of `tensor<AxBxT>` (None: dynamic)."""
    dims, element = _dims_and_element(tensor_type)
    if "?" in dims:
        return None, element
    return [int(p) for p in dims], element


def _lower_scatter(m, n):
    """One `iree_linalg_ext.scatter` (XLA's scatter as IREE writes it) as an
    scf.for over its updates: update i's window of the original, at the
    offsets its row of indices gives the dimensions of `dimension_map` (0
    elsewhere; the window covers the original's last dimensions, as many as
    an update has), is combined with the update by the scatter's body and
    written back; a window out of bounds is left as it is (XLA skips it).
    Updates apply in order, so repeated indices combine one after another.
    Returns the text and its result's name (the scatter's own)."""
    upd_shape, elem = _shape(m["updt"])
    idx_shape, idx_elem = _shape(m["idxt"])
    orig_shape, _ = _shape(m["origt"])
    if upd_shape is None or idx_shape is None or orig_shape is None:
        return None  # dynamic shapes: left for the error below
    dim_map = [int(d) for d in m["map"].split(",") if d.strip()]
    count, depth = upd_shape[0], idx_shape[-1]
    window = upd_shape[1:]
    rank, wrank = len(orig_shape), len(window)
    if len(idx_shape) != 2 or len(dim_map) != depth or wrank > rank:
        return None
    ind, p = m["ind"], f"%dtc_scatter{n}_"
    # The window keeps the original's rank (unit sizes where the update has
    # no dimension) and the update slice its own (a unit first dimension),
    # so that neither slice drops dimensions: partitioning knows such
    # slices (a row inserted at a dynamic offset into a sharded table).
    starts, sizes = ["0"] * rank, [1] * rank
    for d in range(wrank):
        sizes[rank - wrank + d] = window[d]
    win_t = _tensor_type(sizes, elem)
    upd_t = "tensor<1x" + "".join(f"{d}x" for d in window) + elem + ">"
    lines = [f"{p}c0 = arith.constant 0 : index", f"{p}c1 = arith.constant 1 : index",
             f"{p}n = arith.constant {count} : index",
             f"%{m['res']} = scf.for {p}i = {p}c0 to {p}n step {p}c1 "
             f"iter_args({p}acc = {m['orig']}) -> ({m['origt']}) {{"]
    body = []
    for k, d in enumerate(dim_map):
        body += [f"{p}k{k}c = arith.constant {k} : index",
                 f"{p}k{k}v = tensor.extract {m['idx']}[{p}i, {p}k{k}c] : {m['idxt']}",
                 f"{p}k{k} = arith.index_cast {p}k{k}v : {idx_elem} to index"]
        starts[d] = f"{p}k{k}"
    ones = ", ".join(["1"] * rank)
    body.append(f"{p}upd = tensor.extract_slice {m['upd']}[{p}i" + ", 0" * wrank + "] [1"
                + "".join(f", {d}" for d in window) + "] [1" + ", 1" * wrank
                + f"] : {m['updt']} to {upd_t}")
    at = f"[{', '.join(starts)}] [{', '.join(str(s) for s in sizes)}] [{ones}]"
    body.append(f"{p}win = tensor.extract_slice {p}acc{at} : {m['origt']} to {win_t}")
    dims = [f"d{d}" for d in range(rank)]
    # The update's unit first dimension rides on the window's last unit
    # one (or is the constant 0 where the update spans every dimension).
    lead = dims[rank - wrank - 1] if rank > wrank else "0"
    identity = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    update_map = f"affine_map<({', '.join(dims)}) -> ({', '.join([lead] + dims[rank - wrank:])})>"
    iterators = ", ".join(['"parallel"'] * rank)
    body.append(f"{p}new = linalg.generic {{indexing_maps = [{update_map}, {identity}, {identity}], "
                f"iterator_types = [{iterators}]}} ins({p}upd, {p}win : {upd_t}, {win_t}) "
                f"outs({p}win : {win_t}) {{")
    body.append(f"^bb0({m['a']}: {m['at']}, {m['b']}: {m['bt']}, {p}out: {elem}):")
    body += ["  " + l.strip() for l in m["body"].splitlines() if l.strip()]
    body.append(f"  linalg.yield {m['yield']} : {elem}")
    body.append(f"}} -> {win_t}")
    ok = None
    for k, d in enumerate(dim_map):
        last = orig_shape[d] - sizes[d]
        body += [f"{p}last{k} = arith.constant {last} : index",
                 f"{p}ge{k} = arith.cmpi sge, {p}k{k}, {p}c0 : index",
                 f"{p}le{k} = arith.cmpi sle, {p}k{k}, {p}last{k} : index",
                 f"{p}in{k} = arith.andi {p}ge{k}, {p}le{k} : i1"]
        if ok is None:
            ok = f"{p}in{k}"
        else:
            body.append(f"{p}ok{k} = arith.andi {ok}, {p}in{k} : i1")
            ok = f"{p}ok{k}"
    value = f"{p}new"
    if ok is not None:
        body.append(f"{p}sel = arith.select {ok}, {p}new, {p}win : {win_t}")
        value = f"{p}sel"
    body.append(f"{p}ins = tensor.insert_slice {value} into {p}acc{at} : {win_t} into {m['origt']}")
    body.append(f"scf.yield {p}ins : {m['origt']}")
    lines += ["  " + l for l in body] + ["}"]
    return "".join(f"{ind}{l}\n" for l in lines), [f"%{m['res']}"]


def _unit_groups(rank, d):
    """The reassociation that collapses a rank-`rank` slab's unit dimension
    `d` into its neighbour (the next one, or the previous for the last),
    as tensor.collapse_shape and expand_shape write it."""
    if rank == 1:
        return "[]"
    groups = [[i] for i in range(rank) if i != d]
    target = [g for g in groups if g[0] == (d + 1 if d < rank - 1 else d - 1)][0]
    target.insert(0 if d < rank - 1 else 1, d)
    return "[" + ", ".join("[" + ", ".join(str(i) for i in g) + "]" for g in groups) + "]"


def _slab_at(slab, d, index):
    """Offsets, sizes and strides of the slab (`slab`: its shape, unit at
    `d`) at position `index` (an SSA name) along d."""
    offsets = ["0"] * len(slab)
    offsets[d] = index
    return (f"[{', '.join(offsets)}] [{', '.join(str(v) for v in slab)}] "
            f"[{', '.join(['1'] * len(slab))}]")


_SCAN = re.compile(
    r"^(?P<ind>[ \t]*)%(?P<res>[\w.$-]+):2 = iree_linalg_ext\.scan dimension\((?P<dim>\d+)\) "
    r"inclusive\((?P<incl>true|false)\) ins\((?P<inp>%[\w.$#-]+) : (?P<inpt>tensor<[^>]*>)\) "
    r"outs\((?P<out>%[\w.$#-]+), (?P<acc>%[\w.$#-]+) : (?P<outt>tensor<[^>]*>), (?P<acct>tensor<[^>]*>)\) \{\n"
    r"[ \t]*\^bb0\((?P<a>%[\w.$#-]+): (?P<at>[\w]+), (?P<b>%[\w.$#-]+): (?P<bt>[\w]+)\):\n"
    r"(?P<body>.*?)"
    r"^[ \t]*iree_linalg_ext\.yield (?P<yield>%[\w.$#-]+) : [\w]+\n"
    r"[ \t]*\} -> tensor<[^>]*>, tensor<[^>]*>\n", re.M | re.S)


def _lower_scan(m, n):
    """One `iree_linalg_ext.scan` (jnp.cumsum, lax.cummax, ... as IREE writes
    them) as an scf.for along its dimension over slabs (the other dimensions
    whole): inclusive, out[0] = in[0] and out[j] = f(out[j-1], in[j]);
    exclusive, out[0] = the accumulator's init and out[j] = f(out[j-1],
    in[j-1]); the accumulator result is the last slab computed (its init
    when the dimension has one element), as IREE's op defines them.
    Returns the text and the names of its two results."""
    shape, elem = _shape(m["inpt"])
    if shape is None or _shape(m["acct"])[0] is None:
        return None
    d, rank = int(m["dim"]), len(shape)
    length = shape[d]
    p = f"%dtc_scan{n}_"
    slab = list(shape)
    slab[d] = 1
    slab_t = _tensor_type(slab, elem)
    # The accumulator is the slab without its unit dimension.
    groups = _unit_groups(rank, d)
    at = lambda index: _slab_at(slab, d, index)

    dims = [f"d{i}" for i in range(rank)]
    identity = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    iterators = ", ".join(['"parallel"'] * rank)
    inclusive = m["incl"] == "true"
    lines = [f"{p}c0 = arith.constant 0 : index", f"{p}c1 = arith.constant 1 : index",
             f"{p}n = arith.constant {length} : index",
             f"{p}init = tensor.expand_shape {m['acc']} {groups} output_shape "
             f"[{', '.join(str(x) for x in slab)}] : {m['acct']} into {slab_t}"]
    if inclusive:
        lines.append(f"{p}first = tensor.extract_slice {m['inp']}{at(p + 'c0')} : {m['inpt']} to {slab_t}")
    else:
        lines.append(f"{p}first = tensor.expand_shape {m['acc']} {groups} output_shape "
                     f"[{', '.join(str(x) for x in slab)}] : {m['acct']} into {slab_t}")
    lines.append(f"{p}out0 = tensor.insert_slice {p}first into {m['out']}{at(p + 'c0')} : {slab_t} into {m['outt']}")
    lines.append(f"{p}loop:3 = scf.for {p}j = {p}c1 to {p}n step {p}c1 iter_args("
                 f"{p}o = {p}out0, {p}prev = {p}first, {p}last = {p}init) -> "
                 f"({m['outt']}, {slab_t}, {slab_t}) {{")
    body = []
    if inclusive:
        body.append(f"{p}x = tensor.extract_slice {m['inp']}{at(p + 'j')} : {m['inpt']} to {slab_t}")
    else:
        body += [f"{p}jm1 = arith.subi {p}j, {p}c1 : index",
                 f"{p}x = tensor.extract_slice {m['inp']}{at(p + 'jm1')} : {m['inpt']} to {slab_t}"]
    body.append(f"{p}e = tensor.empty() : {slab_t}")
    body.append(f"{p}new = linalg.generic {{indexing_maps = [{identity}, {identity}, {identity}], "
                f"iterator_types = [{iterators}]}} ins({p}prev, {p}x : {slab_t}, {slab_t}) "
                f"outs({p}e : {slab_t}) {{")
    body.append(f"^bb0({m['a']}: {m['at']}, {m['b']}: {m['bt']}, {p}unused: {elem}):")
    body += ["  " + l.strip() for l in m["body"].splitlines() if l.strip()]
    body.append(f"  linalg.yield {m['yield']} : {elem}")
    body.append(f"}} -> {slab_t}")
    body.append(f"{p}o2 = tensor.insert_slice {p}new into {p}o{at(p + 'j')} : {slab_t} into {m['outt']}")
    body.append(f"scf.yield {p}o2, {p}new, {p}new : {m['outt']}, {slab_t}, {slab_t}")
    lines += ["  " + l for l in body] + ["}"]
    lines.append(f"{p}acc = tensor.collapse_shape {p}loop#2 {groups} : {slab_t} into {m['acct']}")
    text = "".join(f"{m['ind']}{l}\n" for l in lines)
    return text, (f"{p}loop#0", f"{p}acc")


_FUNCTION_HEAD = re.compile(r'^[ \t]*(?:util|func)\.func ', re.M)


def _function_end(text, pos):
    """Where the function holding `pos` ends: at the next function's head,
    or the end of the text. SSA names are the function's own: another
    function may reuse them."""
    nxt = _FUNCTION_HEAD.search(text, pos)
    return nxt.start() if nxt else len(text)


def _lower_each(text, pattern, lower):
    """Replaces each op `pattern` matches by lower(match, n), which returns
    its text and its results' new names (or None: the op stays, and the
    error below names it), and renames the op's results' uses, `%r#k`, or
    `%r` for one result, in the rest of the op's function only (where the
    result dominates them)."""
    count = 0
    while True:
        for m in pattern.finditer(text):
            count += 1
            lowered = lower(m, count)
            if lowered is None:
                continue
            body, results = lowered
            res = m["res"]
            after = m.start() + len(body)
            text = text[:m.start()] + body + text[m.end():]
            end = _function_end(text, after)
            rest = text[after:end]
            if len(results) > 1:
                for k, r in enumerate(results):
                    rest = re.sub(r"%" + re.escape(res) + rf"#{k}\b", r, rest)
            else:
                rest = re.sub(r"%" + re.escape(res) + r"\b(?![#:])", results[0], rest)
            text = text[:after] + rest + text[end:]
            break
        else:
            return text


_SORT = re.compile(
    r"^(?P<ind>[ \t]*)%(?P<res>[\w.$-]+)(?::(?P<nres>\d+))? = iree_linalg_ext\.(?P<kind>sort|topk) "
    r"dimension\((?P<dim>\d+)\) (?:ins\((?P<ins>[^:]*) : (?P<inst>[^)]*)\) )?"
    r"outs\((?P<outs>[^:]*) : (?P<outst>[^)]*)\) \{\n"
    r"[ \t]*\^bb0\((?P<args>[^)]*)\):\n"
    r"(?P<body>.*?)"
    r"^[ \t]*iree_linalg_ext\.yield (?P<yield>%[\w.$#-]+) : i1\n"
    r"[ \t]*\} -> [^\n]*\n", re.M | re.S)


def _comparator(m, p, args):
    """The comparator's body with its block arguments replaced by `args`
    (one per argument) and its own values renamed with prefix `p`: the
    lines, and the name of its i1 result."""
    names = [a.split(":")[0].strip() for a in _split_top(m["args"])]
    rename = dict(zip(names, args))
    lines = [l.strip() for l in m["body"].splitlines() if l.strip()]
    for l in lines:
        d = re.match(r"(%[\w.$-]+) =", l)
        if d:
            rename[d.group(1)] = p + d.group(1)[1:]
    sub = lambda t: re.sub(r"%[\w.$#-]+", lambda x: rename.get(x.group(0), x.group(0)), t)
    return [sub(l) for l in lines], sub(m["yield"])


def _total_order(m, key_type):
    """For a top-k on floats whose comparator is a lone `cmpf ogt`/`olt` (as
    IREE converts chlo.top_k), the comparator of XLA's TopK instead: the
    total order of the bits (-NaN < -inf < ... < -0 < +0 < ... < +inf <
    +NaN; a NaN is the largest value, where ogt puts none anywhere), as the
    parts _comparator reads; None where it does not apply."""
    lines = [l.strip() for l in m["body"].splitlines() if l.strip()]
    names = [a.split(":")[0].strip() for a in _split_top(m["args"])]
    elem = _shape(key_type)[1]
    width = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}.get(elem)
    if width is None or len(lines) != 1 or len(names) != 2:
        return None
    c = re.match(r"(%[\w.$-]+) = arith\.cmpf (ogt|olt), (%[\w.$-]+), (%[\w.$-]+) : \w+$", lines[0])
    if not c or c.group(1) != m["yield"] or [c.group(3), c.group(4)] != names:
        return None
    i, mask = f"i{width}", (1 << (width - 1)) - 1
    body = []
    for side, arg in (("l", names[0]), ("r", names[1])):
        body += [f"%tb{side} = arith.bitcast {arg} : {elem} to {i}",
                 f"%tw{side} = arith.constant {width - 1} : {i}",
                 f"%ts{side} = arith.shrsi %tb{side}, %tw{side} : {i}",
                 f"%tm{side} = arith.constant {mask} : {i}",
                 f"%tf{side} = arith.andi %ts{side}, %tm{side} : {i}",
                 f"%tk{side} = arith.xori %tb{side}, %tf{side} : {i}"]
    body.append(f"%tc = arith.cmpi {'sgt' if c.group(2) == 'ogt' else 'slt'}, %tkl, %tkr : {i}")
    return {"args": m["args"], "body": "\n".join(body) + "\n", "yield": "%tc"}


# Top-k of rows this long or longer, by a comparator with one integer key
# (JAX's), run a bitonic selection network (_lower_topk_network) instead of
# k passes over the row.
TOPK_NETWORK_FROM = 256


def _lower_topk_network(m, n, x, xt, outst, d, shape, k, key):
    """A top-k along `d` of a long row as a bitonic selection network over
    packed keys (_packed_keys: the comparator's order, the first of equals
    first): the row padded to a power of two P, blocks of K (k rounded up
    to a power of two) sorted ascending and descending in turn
    (_packed_network's first stages), then rounds that halve the row: each
    pair of blocks (one ascending, one descending: together bitonic) keeps
    the smaller of each place pair, which are the pair's K first as a
    bitonic block, and one merge stage sorts the blocks in turn again.
    The last block's first k are the top k: their values read from `x`,
    their positions the indices. About P (log2 K)^2 / 2 + 2 P (log2 K + 1)
    steps, where k passes over the row take k P."""
    p, rank = f"%dtc_topk{n}_", len(shape)
    size = shape[d]
    big = 1 << (size - 1).bit_length()
    block = max(2, 1 << (k - 1).bit_length())
    stages = block.bit_length() - 1
    ident, par = _maps(rank)
    at_d = lambda extent: _tensor_type([extent if i == d else v for i, v in enumerate(shape)], "i64")
    lines, start = _packed_keys(p, key, x, xt, d, shape, big)
    lines += _packed_network(p + "s_", key, start, at_d(big), d, rank, 1, stages)
    cur, width, r = f"{p}s_outer", big, 0
    lt, _ = _packed_order(key)
    while width > block:
        q, half = f"{p}r{r}_", width // 2
        c = q + "sp_"  # the split's own values
        others, lo = _indexed(f"{c}w", rank, d, f"{c}lo")
        _, hi = _indexed(f"{c}w", rank, d, f"{c}hi")
        lines += [f"{q}se = tensor.empty() : {at_d(half)}",
                  f"{q}split = linalg.generic {{indexing_maps = [{ident}], iterator_types = [{par}]}} "
                  f"outs({q}se : {at_d(half)}) {{",
                  f"^bb0({c}unused: i64):"] + ["  " + l for l in [
                      # Place i of block b takes place i of blocks 2b and 2b + 1.
                      f"{c}at = linalg.index {d} : index",
                      f"{c}ati = arith.index_cast {c}at : index to i64",
                      f"{c}mask = arith.constant {-block} : i64",
                      f"{c}base = arith.andi {c}ati, {c}mask : i64",
                      f"{c}loi = arith.addi {c}ati, {c}base : i64",
                      f"{c}blk = arith.constant {block} : i64",
                      f"{c}hii = arith.addi {c}loi, {c}blk : i64",
                      f"{c}lo = arith.index_cast {c}loi : i64 to index",
                      f"{c}hi = arith.index_cast {c}hii : i64 to index"] + others + [
                      f"{c}a = tensor.extract {cur}[{', '.join(lo)}] : {at_d(width)}",
                      f"{c}b = tensor.extract {cur}[{', '.join(hi)}] : {at_d(width)}",
                      f"{c}first = arith.cmpi {lt}, {c}a, {c}b : i64",
                      f"{c}v = arith.select {c}first, {c}a, {c}b : i64",
                      f"linalg.yield {c}v : i64"]] + [f"}} -> {at_d(half)}"]
        lines += _packed_network(q, key, f"{q}split", at_d(half), d, rank, stages, stages)
        cur, width, r = f"{q}outer", half, r + 1
    kshape = [k if i == d else v for i, v in enumerate(shape)]
    lines.append(f"{p}top = tensor.extract_slice {cur}[{', '.join(['0'] * rank)}] "
                 f"[{', '.join(str(v) for v in kshape)}] [{', '.join(['1'] * rank)}] : "
                 f"{at_d(block)} to {at_d(k)}")
    lines += _read_at_packed(p + "v", f"{p}top", at_d(k), d, kshape, x, xt)
    lines += _read_at_packed(p + "i", f"{p}top", at_d(k), d, kshape, None, None,
                             as_index=_shape(outst[1])[1])
    text = "".join(f"{m['ind']}{l}\n" for l in lines)
    return text, [f"{p}vout", f"{p}iout"]


def _lower_topk(m, n):
    """One `iree_linalg_ext.topk` (lax.top_k) as an scf.for of k passes
    over the dimension: each pass a reduction that keeps the best element
    not yet taken (the comparator, XLA's total order for floats; a strictly
    better one only, so the first of equals), its value and index written
    at the pass's position, the element marked taken. O(k n) a row: a top-k
    of 50 over a vocabulary of 50,000 is 2.5 million comparisons, where
    the sort's places would be 2.5 billion."""
    if not m["ins"] or "," in m["ins"]:
        return None  # with an indices input: not lowered
    x, xt = m["ins"].strip(), m["inst"].strip()
    outs = [o.strip() for o in m["outs"].split(",")]
    outst = [t.strip() for t in _split_top(m["outst"])]
    shape, elem = _shape(xt)
    if shape is None or len(outs) != 2 or any(_shape(t)[0] is None for t in outst):
        return None
    kshape, idx_elem = _shape(outst[1])
    d, rank, p = int(m["dim"]), len(shape), f"%dtc_topk{n}_"
    k = kshape[d]
    row = [v for i, v in enumerate(shape) if i != d]
    slab = list(shape)
    slab[d] = 1
    ty = _tensor_type
    row_v, row_i = ty(row, elem), ty(row, idx_elem)
    slab_v, slab_i = ty(slab, elem), ty(slab, idx_elem)
    taken_t = ty(shape, "i1")
    dims = [f"d{i}" for i in range(rank)]
    full = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    rowmap = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims[:d] + dims[d + 1:])})>"
    par = ", ".join(['"parallel"'] * rank)
    red = ", ".join(['"parallel"' if i != d else '"reduction"' for i in range(rank)])
    groups = _unit_groups(rank, d)
    at = lambda index: _slab_at(slab, d, index)

    order = _total_order(m, xt) or m
    key = _sort_key(order)
    big = 1 << (shape[d] - 1).bit_length()
    if key and shape[d] >= TOPK_NETWORK_FROM and 4 * max(2, 1 << (k - 1).bit_length()) <= big:
        return _lower_topk_network(m, n, x, xt, outst, d, shape, k, key)
    better_lines, better = _comparator(order, p + "cmp", [f"{p}xj", f"{p}bv"])
    lines = [f"{p}c0 = arith.constant 0 : index", f"{p}c1 = arith.constant 1 : index",
             f"{p}k = arith.constant {k} : index", f"{p}false = arith.constant false",
             f"{p}te = tensor.empty() : {taken_t}",
             f"{p}t0 = linalg.fill ins({p}false : i1) outs({p}te : {taken_t}) -> {taken_t}",
             f"{p}none = arith.constant -1 : {idx_elem}",
             f"{p}bve = tensor.empty() : {row_v}", f"{p}bie = tensor.empty() : {row_i}",
             f"{p}bif = linalg.fill ins({p}none : {idx_elem}) outs({p}bie : {row_i}) -> {row_i}",
             f"{p}loop:3 = scf.for {p}t = {p}c0 to {p}k step {p}c1 iter_args("
             f"{p}vals = {outs[0]}, {p}idxs = {outs[1]}, {p}taken = {p}t0) -> "
             f"({outst[0]}, {outst[1]}, {taken_t}) {{"]
    body = [f"{p}best:2 = linalg.generic {{indexing_maps = [{full}, {full}, {rowmap}, {rowmap}], "
            f"iterator_types = [{red}]}} ins({x}, {p}taken : {xt}, {taken_t}) "
            f"outs({p}bve, {p}bif : {row_v}, {row_i}) {{",
            f"^bb0({p}xj: {elem}, {p}tk: i1, {p}bv: {elem}, {p}bi: {idx_elem}):"]
    body += ["  " + l for l in better_lines]
    body += [f"  {p}j = linalg.index {d} : index",
             f"  {p}ji = arith.index_cast {p}j : index to {idx_elem}",
             f"  {p}zero = arith.constant 0 : {idx_elem}",
             f"  {p}first = arith.cmpi slt, {p}bi, {p}zero : {idx_elem}",
             f"  {p}wins = arith.ori {p}first, {better} : i1",
             f"  {p}true = arith.constant true",
             f"  {p}free = arith.xori {p}tk, {p}true : i1",
             f"  {p}take = arith.andi {p}free, {p}wins : i1",
             f"  {p}nv = arith.select {p}take, {p}xj, {p}bv : {elem}",
             f"  {p}ni = arith.select {p}take, {p}ji, {p}bi : {idx_elem}",
             f"  linalg.yield {p}nv, {p}ni : {elem}, {idx_elem}",
             f"}} -> ({row_v}, {row_i})",
             f"{p}sv = tensor.expand_shape {p}best#0 {groups} output_shape "
             f"[{', '.join(str(v) for v in slab)}] : {row_v} into {slab_v}",
             f"{p}si = tensor.expand_shape {p}best#1 {groups} output_shape "
             f"[{', '.join(str(v) for v in slab)}] : {row_i} into {slab_i}",
             f"{p}vals2 = tensor.insert_slice {p}sv into {p}vals{at(p + 't')} : {slab_v} into {outst[0]}",
             f"{p}idxs2 = tensor.insert_slice {p}si into {p}idxs{at(p + 't')} : {slab_i} into {outst[1]}",
             f"{p}taken2 = linalg.generic {{indexing_maps = [{full}, {rowmap}, {full}], "
             f"iterator_types = [{par}]}} ins({p}taken, {p}best#1 : {taken_t}, {row_i}) "
             f"outs({p}te : {taken_t}) {{",
             f"^bb0({p}was: i1, {p}at: {idx_elem}, {p}unused: i1):",
             f"  {p}here = linalg.index {d} : index",
             f"  {p}herei = arith.index_cast {p}here : index to {idx_elem}",
             f"  {p}hit = arith.cmpi eq, {p}herei, {p}at : {idx_elem}",
             f"  {p}now = arith.ori {p}was, {p}hit : i1",
             f"  linalg.yield {p}now : i1",
             f"}} -> {taken_t}",
             f"scf.yield {p}vals2, {p}idxs2, {p}taken2 : {outst[0]}, {outst[1]}, {taken_t}"]
    lines += ["  " + l for l in body] + ["}"]
    text = "".join(f"{m['ind']}{l}\n" for l in lines)
    return text, [f"{p}loop#0", f"{p}loop#1"]


# Sorts this long or longer run a bitonic network (_lower_sort_bitonic):
# O(n log^2 n) comparisons a row, where the rank count's O(n^2) is cheaper
# for short rows (a row of 16: 256 comparisons against a network's 10
# passes).
BITONIC_FROM = 64


def _indexed(prefix, rank, d, index):
    """Indices of a read at the op's own positions but `index` at `d`: the
    linalg.index lines of the other dimensions (named prefix + dim) and
    the index list."""
    lines, where = [], []
    for i in range(rank):
        if i == d:
            where.append(index)
        else:
            lines.append(f"{prefix}{i} = linalg.index {i} : index")
            where.append(f"{prefix}{i}")
    return lines, where


def _bitonic_pass(p, d, rank):
    """What a bitonic network's pass needs, with `p` naming its values: the
    lines computing, from the loops' `p`pp (the block is 2^pp places) and
    `p`qq (the pass's rank in its block), the partner distance `p`j; the
    body's lines computing the place's partner and `p`differ (the place
    keeps the later element of the two: its block descends, or it is the
    upper place of an ascending one); the partner's indices."""
    step = [f"{p}ppi = arith.index_cast {p}pp : index to i64",
            f"{p}qqi = arith.index_cast {p}qq : index to i64",
            f"{p}blk = arith.shli {p}one, {p}ppi : i64",
            f"{p}sh0 = arith.subi {p}ppi, {p}one : i64",
            f"{p}sh = arith.subi {p}sh0, {p}qqi : i64",
            f"{p}j = arith.shli {p}one, {p}sh : i64"]
    place = [f"{p}at = linalg.index {d} : index",
             f"{p}ati = arith.index_cast {p}at : index to i64",
             f"{p}pti = arith.xori {p}ati, {p}j : i64",
             f"{p}pt = arith.index_cast {p}pti : i64 to index",
             f"{p}lower = arith.cmpi slt, {p}ati, {p}pti : i64",
             f"{p}kb = arith.andi {p}ati, {p}blk : i64",
             f"{p}z64 = arith.constant 0 : i64",
             f"{p}asc = arith.cmpi eq, {p}kb, {p}z64 : i64",
             f"{p}differ = arith.xori {p}lower, {p}asc : i1"]
    others, where = _indexed(f"{p}w", rank, d, f"{p}pt")
    return step, place + others, where


def _sort_key(m):
    """Where the comparator orders by one integer key computed alike from
    each side's first operand (`arith.cmpi slt|sgt|ult|ugt` of key(lhs) and
    key(rhs), 32 bits or fewer: JAX's sorts, floats through their total
    order's integer key, integers as they are): (the key's lines, their
    argument, the key, its width, unsigned, descending); None otherwise."""
    names = [a.split(":")[0].strip() for a in _split_top(m["args"])]
    lines = [l.strip() for l in m["body"].splitlines() if l.strip()]
    defs = {}
    for l in lines:
        d = re.match(r"(%[\w.$-]+) = (.*)$", l)
        if not d:
            return None
        defs[d.group(1)] = d.group(2)
    c = re.match(r"arith\.cmpi (slt|sgt|ult|ugt), (%[\w.$-]+), (%[\w.$-]+) : i(\d+)$",
                 defs.get(m["yield"], ""))
    if not c or int(c.group(4)) > 32 or len(names) < 2:
        return None

    def cone(v):
        """The body's lines `v` depends on (in order) and the arguments it reads."""
        seen, args, stack = set(), set(), [v]
        while stack:
            u = stack.pop()
            if u in names:
                args.add(u)
            elif u in defs and u not in seen:
                seen.add(u)
                stack += re.findall(r"%[\w.$#-]+", defs[u])
        return [l for l in lines if l.split(" =")[0] in seen], args

    def canonical(cone_lines, arg):
        rename = {arg: "%ARG"}
        for i, l in enumerate(cone_lines):
            rename[l.split(" =")[0]] = f"%V{i}"
        return [re.sub(r"%[\w.$#-]+", lambda x: rename.get(x.group(0), x.group(0)), l)
                for l in cone_lines]

    pred, a, b = c.group(1), c.group(2), c.group(3)
    (la, aa), (lb, ab) = cone(a), cone(b)
    # cmpi(key(lhs), key(rhs)), or swapped: cmpi(key(rhs), key(lhs)).
    swapped = aa == {names[1]} and ab == {names[0]}
    if not swapped and (aa != {names[0]} or ab != {names[1]}):
        return None
    (lhs_lines, key), rhs_lines = ((lb, b), la) if swapped else ((la, a), lb)
    if canonical(lhs_lines, names[0]) != canonical(rhs_lines, names[1]):
        return None
    # lhs before rhs where its key is the smaller (slt, ult) or the larger.
    descending = (pred in ("sgt", "ugt")) != swapped
    return lhs_lines, names[0], key, int(c.group(4)), pred.startswith("u"), descending


def _tensor_type(dims, elem):
    """`tensor<AxBxT>` of static `dims` and element type `elem`."""
    return "tensor<" + "".join(f"{v}x" for v in dims) + elem + ">"


def _maps(rank):
    """The identity indexing map and the parallel iterator types of rank `rank`."""
    dims = [f"d{i}" for i in range(rank)]
    return (f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>",
            ", ".join(['"parallel"'] * rank))


def _packed_keys(p, key, x, xt, d, shape, big):
    """Lines that make a tensor, and its name: each element of `x` (type `xt`) as its key
    (_sort_key's) and its position along `d` packed into one i64, the key
    in the high half (complemented where the order is descending, so that
    the smaller packed value always comes first), the position in the low
    half (equal keys in their order: stable); padded along `d` to `big`
    places with the largest value. Compare them with _packed_order's."""
    key_lines, key_arg, key_value, width, unsigned, descending = key
    rank = len(shape)
    padded = list(shape)
    padded[d] = big
    ident, par = _maps(rank)
    keys_t = _tensor_type(shape, "i64")
    rename = {key_arg: f"{p}kx"}
    for l in key_lines:
        rename[l.split(" =")[0]] = p + "k" + l.split(" =")[0][1:]
    sub = lambda t: re.sub(r"%[\w.$#-]+", lambda v: rename.get(v.group(0), v.group(0)), t)
    body = [sub(l) for l in key_lines]
    k = rename.get(key_value, key_value)
    if descending:
        body += [f"{p}kones = arith.constant -1 : i{width}",
                 f"{p}knot = arith.xori {k}, {p}kones : i{width}"]
        k = f"{p}knot"
    body += [f"{p}kw = arith.{'extui' if unsigned else 'extsi'} {k} : i{width} to i64",
             f"{p}k32 = arith.constant 32 : i64",
             f"{p}khi = arith.shli {p}kw, {p}k32 : i64",
             f"{p}kat = linalg.index {d} : index",
             f"{p}kati = arith.index_cast {p}kat : index to i64",
             f"{p}kpacked = arith.ori {p}khi, {p}kati : i64",
             f"linalg.yield {p}kpacked : i64"]
    lines = [f"{p}ke = tensor.empty() : {keys_t}",
             f"{p}keys = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = [{par}]}} "
             f"ins({x} : {xt}) outs({p}ke : {keys_t}) {{",
             f"^bb0({p}kx: {_shape(xt)[1]}, {p}ko: i64):"] + ["  " + l for l in body] + [
             f"}} -> {keys_t}"]
    if big == shape[d]:
        return lines, f"{p}keys"
    high = ["0"] * rank
    high[d] = str(big - shape[d])
    return lines + [
        f"{p}largest = arith.constant {-1 if unsigned else (1 << 63) - 1} : i64",
        f"{p}start = tensor.pad {p}keys low[{', '.join(['0'] * rank)}] high[{', '.join(high)}] {{",
        f"^bb0({', '.join(f'{p}pi{i}: index' for i in range(rank))}):",
        f"  tensor.yield {p}largest : i64",
        f"}} : {keys_t} to {_tensor_type(padded, 'i64')}"], f"{p}start"


def _packed_order(key):
    """The predicates packed keys are compared with: (first, later)."""
    return ("ult", "ugt") if key[4] else ("slt", "sgt")


def _packed_network(p, key, src, t, d, rank, first, last):
    """Lines of the bitonic network's stages `first` to `last` (blocks of
    2^first to 2^last places) over packed keys `src` of type `t`, into
    `p`outer: stage s sorts blocks of 2^s places, ascending and descending
    in turn (block i ascending where place & 2^s is 0), from blocks of
    2^(s-1) sorted so. The lower place of an ascending block keeps the
    smaller of the two."""
    ident, par = _maps(rank)
    lt, gt = _packed_order(key)
    lines = [f"{p}c0 = arith.constant 0 : index", f"{p}c1 = arith.constant 1 : index",
             f"{p}first = arith.constant {first} : index",
             f"{p}last = arith.constant {last + 1} : index",
             f"{p}one = arith.constant 1 : i64",
             f"{p}outer = scf.for {p}pp = {p}first to {p}last step {p}c1 iter_args({p}a = {src}) "
             f"-> ({t}) {{",
             f"  {p}inner = scf.for {p}qq = {p}c0 to {p}pp step {p}c1 iter_args({p}b = {p}a) "
             f"-> ({t}) {{"]
    step, place, where = _bitonic_pass(p, d, rank)
    lines += ["    " + l for l in step]
    lines += [f"    {p}e = tensor.empty() : {t}",
              f"    {p}pass = linalg.generic {{indexing_maps = [{ident}, {ident}], "
              f"iterator_types = [{par}]}} ins({p}b : {t}) outs({p}e : {t}) {{",
              f"    ^bb0({p}x: i64, {p}o: i64):"]
    g = place + [f"{p}y = tensor.extract {p}b[{', '.join(where)}] : {t}",
                 f"{p}xlt = arith.cmpi {lt}, {p}x, {p}y : i64",
                 f"{p}xgt = arith.cmpi {gt}, {p}x, {p}y : i64",
                 f"{p}take = arith.select {p}differ, {p}xlt, {p}xgt : i1",
                 f"{p}r = arith.select {p}take, {p}y, {p}x : i64",
                 f"linalg.yield {p}r : i64"]
    lines += ["      " + l for l in g]
    return lines + [f"    }} -> {t}",
                    f"    scf.yield {p}pass : {t}",
                    "  }",
                    f"  scf.yield {p}inner : {t}",
                    "}"]


def _read_at_packed(p, packed, packed_t, d, shape, operand, t, as_index=None):
    """Lines of `p`out: the element of `operand` (type `t`, of `shape`'s
    other dimensions) at the position each packed key of `packed` holds;
    with `as_index` (an integer type), that position itself."""
    rank = len(shape)
    ident, par = _maps(rank)
    e = as_index or _shape(t)[1]
    out_t = _tensor_type(shape, e)
    body = [f"{p}low = arith.constant 4294967295 : i64",
            f"{p}v = arith.andi {p}s, {p}low : i64" if e == "i64" else
            f"{p}pos = arith.andi {p}s, {p}low : i64"]
    if as_index and e != "i64":
        body.append(f"{p}v = arith.trunci {p}pos : i64 to {e}")
    elif not as_index:
        others, at = _indexed(f"{p}w", rank, d, f"{p}at")
        body += [f"{p}at = arith.index_cast {p}pos : i64 to index"] + others + [
            f"{p}v = tensor.extract {operand}[{', '.join(at)}] : {t}"]
    body.append(f"linalg.yield {p}v : {e}")
    return [f"{p}oe = tensor.empty() : {out_t}",
            f"{p}out = linalg.generic {{indexing_maps = [{ident}, {ident}], "
            f"iterator_types = [{par}]}} ins({packed} : {packed_t}) outs({p}oe : {out_t}) {{",
            f"^bb0({p}s: i64, {p}unused: {e}):"] + ["  " + l for l in body] + [f"}} -> {out_t}"]


def _lower_sort_keyed(m, n, d, keys, keyt, shape, key):
    """A long sort by one integer key (_sort_key): each element's key and
    position packed into one i64 (_packed_keys), the row padded to a power
    of two, a bitonic network over the packed values alone
    (_packed_network), then every operand read at the sorted positions.
    One i64 compared and moved a step, where the general network evaluates
    the comparator both ways and moves every operand."""
    p, rank, size = f"%dtc_sort{n}_", len(shape), shape[d]
    big = 1 << (size - 1).bit_length()
    padded = list(shape)
    padded[d] = big
    packed_t, sorted_t = _tensor_type(padded, "i64"), _tensor_type(shape, "i64")
    lines, start = _packed_keys(p, key, keys[0], keyt[0], d, shape, big)
    lines += _packed_network(p, key, start, packed_t, d, rank, 1, big.bit_length() - 1)
    lines.append(f"{p}sorted = tensor.extract_slice {p}outer[{', '.join(['0'] * rank)}] "
                 f"[{', '.join(str(v) for v in shape)}] [{', '.join(['1'] * rank)}] : "
                 f"{packed_t} to {sorted_t}")
    results = []
    for k, (v, t) in enumerate(zip(keys, keyt)):
        lines += _read_at_packed(f"{p}g{k}", f"{p}sorted", sorted_t, d, shape, v, t)
        results.append(f"{p}g{k}out")
    text = "".join(f"{m['ind']}{l}\n" for l in lines)
    return text, results


def _lower_sort_bitonic(m, n, d, keys, keyt, shape):
    """A long `iree_linalg_ext.sort` as a bitonic sorting network (by packed
    keys where the comparator has one integer key: _lower_sort_keyed): the row
    padded to N = 2^m places (padding after every element), each element's
    original position carried along, then m(m+1)/2 passes (an scf.for of
    scf.fors), each a linalg.generic where place i meets place i xor j and
    keeps the one its half of the pass's block wants (the lower place the
    earlier element of an ascending block, the later of a descending one).
    The order is the comparator's with ties broken by original position,
    a total order, so the network sorts stably (XLA's is_stable); padding
    places compare by position only. The partner is read with a
    tensor.extract at the op's own positions in the other dimensions, so a
    row-sharded sort stays local. O(N log^2 N) comparisons a row."""
    key = _sort_key(m)
    if key and shape[d] < 1 << 31:
        return _lower_sort_keyed(m, n, d, keys, keyt, shape, key)
    p, rank, size = f"%dtc_sort{n}_", len(shape), shape[d]
    big = 1 << (size - 1).bit_length()
    steps = big.bit_length() - 1
    padded = list(shape)
    padded[d] = big
    ty = lambda e: _tensor_type(padded, e)
    elems = [_shape(t)[1] for t in keyt]
    types = [ty(e) for e in elems] + [ty("i64")]
    dims = [f"d{i}" for i in range(rank)]
    ident = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    par = ", ".join(['"parallel"'] * rank)
    lines = [f"{p}c0 = arith.constant 0 : index", f"{p}c1 = arith.constant 1 : index",
             f"{p}steps = arith.constant {steps + 1} : index",
             f"{p}one = arith.constant 1 : i64", f"{p}n = arith.constant {size} : i64"]
    start = []
    for k, (v, t, e) in enumerate(zip(keys, keyt, elems)):
        if big == size:
            start.append(v)
            continue
        high = ["0"] * rank
        high[d] = str(big - size)
        lines += [f"{p}pz{k} = arith.constant {_zero(e)} : {e}",
                  f"{p}pad{k} = tensor.pad {v} low[{', '.join(['0'] * rank)}] "
                  f"high[{', '.join(high)}] {{",
                  f"^bb0({', '.join(f'{p}pi{k}_{i}: index' for i in range(rank))}):",
                  f"  tensor.yield {p}pz{k} : {e}",
                  f"}} : {t} to {types[k]}"]
        start.append(f"{p}pad{k}")
    lines += [f"{p}ie = tensor.empty() : {types[-1]}",
              f"{p}i0 = linalg.generic {{indexing_maps = [{ident}], iterator_types = [{par}]}} "
              f"outs({p}ie : {types[-1]}) {{",
              f"^bb0({p}iu: i64):",
              f"  {p}ip = linalg.index {d} : index",
              f"  {p}ipi = arith.index_cast {p}ip : index to i64",
              f"  linalg.yield {p}ipi : i64",
              f"}} -> {types[-1]}"]
    start.append(f"{p}i0")
    count = len(types)
    tlist = ", ".join(types)
    cur = [f"{p}b{k}" for k in range(count)]
    outer = [f"{p}a{k}" for k in range(count)]
    lines.append(f"{p}outer:{count} = scf.for {p}pp = {p}c1 to {p}steps step {p}c1 iter_args("
                 + ", ".join(f"{a} = {s0}" for a, s0 in zip(outer, start)) + f") -> ({tlist}) {{")
    body = [f"{p}inner:{count} = scf.for {p}qq = {p}c0 to {p}pp step {p}c1 iter_args("
            + ", ".join(f"{b} = {a}" for b, a in zip(cur, outer)) + f") -> ({tlist}) {{"]
    step, place, where = _bitonic_pass(p, d, rank)
    body += ["  " + l for l in step]
    body += [f"  {p}e{k} = tensor.empty() : {t}" for k, t in enumerate(types)]
    xs = [f"{p}x{k}" for k in range(count)]
    ys = [f"{p}y{k}" for k in range(count)]
    body.append(f"  {p}pass:{count} = linalg.generic {{indexing_maps = [{', '.join([ident] * 2 * count)}], "
                f"iterator_types = [{par}]}} ins({', '.join(cur)} : {tlist}) "
                f"outs({', '.join(f'{p}e{k}' for k in range(count))} : {tlist}) {{")
    body.append(f"  ^bb0({', '.join(f'{x}: {e}' for x, e in zip(xs, elems + ['i64']))}, "
                + ", ".join(f"{p}o{k}: {e}" for k, e in enumerate(elems + ["i64"])) + "):")
    g = place + [f"{y} = tensor.extract {c}[{', '.join(where)}] : {t}"
                 for y, c, t in zip(ys, cur, types)]
    xy_lines, xy = _comparator(m, p + "xy", [a for pair in zip(xs, ys) for a in pair])
    yx_lines, yx = _comparator(m, p + "yx", [a for pair in zip(ys, xs) for a in pair])
    ix, iy = xs[-1], ys[-1]
    g += xy_lines + yx_lines + [
        f"{p}true = arith.constant true",
        f"{p}xreal = arith.cmpi slt, {ix}, {p}n : i64",
        f"{p}yreal = arith.cmpi slt, {iy}, {p}n : i64",
        f"{p}real = arith.andi {p}xreal, {p}yreal : i1",
        f"{p}ilt = arith.cmpi slt, {ix}, {iy} : i64",
        f"{p}igt = arith.cmpi sgt, {ix}, {iy} : i64",
        # x before y: the comparator's, ties by position; padding by position.
        f"{p}nyx = arith.xori {yx}, {p}true : i1",
        f"{p}tiexy = arith.andi {p}nyx, {p}ilt : i1",
        f"{p}cxy = arith.ori {xy}, {p}tiexy : i1",
        f"{p}lxy = arith.select {p}real, {p}cxy, {p}ilt : i1",
        f"{p}nxy = arith.xori {xy}, {p}true : i1",
        f"{p}tieyx = arith.andi {p}nxy, {p}igt : i1",
        f"{p}cyx = arith.ori {yx}, {p}tieyx : i1",
        f"{p}lyx = arith.select {p}real, {p}cyx, {p}igt : i1",
        # The lower place of an ascending block keeps the earlier element.
        f"{p}take = arith.select {p}differ, {p}lxy, {p}lyx : i1"]
    g += [f"{p}r{k} = arith.select {p}take, {y}, {x} : {e}"
          for k, (x, y, e) in enumerate(zip(xs, ys, elems + ["i64"]))]
    g.append(f"linalg.yield {', '.join(f'{p}r{k}' for k in range(count))} : {', '.join(elems + ['i64'])}")
    body += ["    " + l for l in g]
    body += [f"  }} -> ({tlist})",
             f"  scf.yield {', '.join(f'{p}pass#{k}' for k in range(count))} : {tlist}",
             "}",
             f"scf.yield {', '.join(f'{p}inner#{k}' for k in range(count))} : {tlist}"]
    lines += ["  " + l for l in body] + ["}"]
    results = []
    for k, t in enumerate(keyt):
        if big == size:
            results.append(f"{p}outer#{k}")
            continue
        lines.append(f"{p}out{k} = tensor.extract_slice {p}outer#{k}[{', '.join(['0'] * rank)}] "
                     f"[{', '.join(str(v) for v in shape)}] [{', '.join(['1'] * rank)}] : "
                     f"{types[k]} to {t}")
        results.append(f"{p}out{k}")
    text = "".join(f"{m['ind']}{l}\n" for l in lines)
    return text, results


def _lower_sort(m, n):
    """One `iree_linalg_ext.sort` (jnp.sort, argsort, median) as linalg:
    each element's place along the dimension is the number of elements the
    comparator puts before it plus the equal ones before it (a stable sort,
    XLA's is_stable), one reduction over the dimension with the comparator
    applied both ways; then each output position takes the element of that
    place (a reduction that selects it). O(n^2) comparisons a row: for the
    short rows models sort, not a vocabulary's (top-k: _lower_topk)."""
    if m["kind"] == "topk":
        return _lower_topk(m, n)
    d, p = int(m["dim"]), f"%dtc_sort{n}_"
    keys = [o.strip() for o in m["outs"].split(",")]
    keyt = [t.strip() for t in _split_top(m["outst"])]
    shape, _ = _shape(keyt[0])
    if shape is None or any(_shape(t)[0] is None for t in keyt):
        return None
    if shape[d] >= BITONIC_FROM:
        return _lower_sort_bitonic(m, n, d, keys, keyt, shape)
    rank = len(shape)
    dims = [f"d{i}" for i in range(rank)]
    j = f"d{rank}"
    at_j = dims[:d] + [j] + dims[d + 1:]
    all_dims = ", ".join(dims + [j])
    amap = lambda res: f"affine_map<({all_dims}) -> ({', '.join(res)})>"
    iters = ", ".join(['"parallel"'] * rank + ['"reduction"'])
    rank_t = _tensor_type(shape, "i64")
    lines = [f"{p}zero = arith.constant 0 : i64", f"{p}re = tensor.empty() : {rank_t}",
             f"{p}rf = linalg.fill ins({p}zero : i64) outs({p}re : {rank_t}) -> {rank_t}"]
    # place[i] = #{j: cmp(x_j, x_i)} + #{j < i: !cmp(x_i, x_j)}
    ins, inst, maps, bbargs, jargs, iargs = [], [], [], [], [], []
    for k, (v, t) in enumerate(zip(keys, keyt)):
        elem = _shape(t)[1]
        ins += [v, v]
        inst += [t, t]
        maps += [amap(at_j), amap(dims)]
        bbargs += [f"{p}j{k}: {elem}", f"{p}i{k}: {elem}"]
        jargs.append(f"{p}j{k}")
        iargs.append(f"{p}i{k}")
    # The comparator's arguments: lhs and rhs of each operand in turn.
    before = [a for pair in zip(jargs, iargs) for a in pair]
    after = [a for pair in zip(iargs, jargs) for a in pair]
    lt_lines, lt = _comparator(m, p + "lt", before)
    gt_lines, gt = _comparator(m, p + "gt", after)
    body = lt_lines + gt_lines + [
        f"{p}ii = linalg.index {d} : index", f"{p}jj = linalg.index {rank} : index",
        f"{p}earlier = arith.cmpi ult, {p}jj, {p}ii : index",
        f"{p}true = arith.constant true",
        f"{p}ngt = arith.xori {gt}, {p}true : i1",
        f"{p}tie = arith.andi {p}earlier, {p}ngt : i1",
        f"{p}count = arith.ori {lt}, {p}tie : i1",
        f"{p}one = arith.extui {p}count : i1 to i64",
        f"{p}sum = arith.addi {p}acc, {p}one : i64",
        f"linalg.yield {p}sum : i64"]
    lines.append(f"{p}place = linalg.generic {{indexing_maps = [{', '.join(maps + [amap(dims)])}], "
                 f"iterator_types = [{iters}]}} ins({', '.join(ins)} : {', '.join(inst)}) "
                 f"outs({p}rf : {rank_t}) {{")
    lines.append(f"^bb0({', '.join(bbargs)}, {p}acc: i64):")
    lines += ["  " + l for l in body]
    lines.append(f"}} -> {rank_t}")
    # out[p] = the element whose place is p.
    results = []
    for k, (o, t) in enumerate(zip(keys, keyt)):
        elem = _shape(t)[1]
        r = f"{p}out{k}"
        lines.append(f"{r} = linalg.generic {{indexing_maps = [{amap(at_j)}, {amap(at_j)}, "
                     f"{amap(dims)}], iterator_types = [{iters}]}} ins({p}place, {o} : "
                     f"{rank_t}, {t}) outs({o} : {t}) {{")
        lines.append(f"^bb0({p}pl{k}: i64, {p}x{k}: {elem}, {p}keep{k}: {elem}):")
        lines += [f"  {p}pos{k} = linalg.index {d} : index",
                  f"  {p}posi{k} = arith.index_cast {p}pos{k} : index to i64",
                  f"  {p}hit{k} = arith.cmpi eq, {p}pl{k}, {p}posi{k} : i64",
                  f"  {p}v{k} = arith.select {p}hit{k}, {p}x{k}, {p}keep{k} : {elem}",
                  f"  linalg.yield {p}v{k} : {elem}",
                  f"}} -> {t}"]
        results.append(r)
    text = "".join(f"{m['ind']}{l}\n" for l in lines)
    return text, results



# ---------------------------------------------------------------------------
# shard_map: Shardy's sdy.manual_computation and the collectives in it
# ---------------------------------------------------------------------------

_SDY_MESH = re.compile(r'^[ \t]*sdy\.mesh @[\w.$-]+ = <\[(?P<axes>[^\]]*)\](?P<rest>[^>]*)>[^\n]*\n',
                       re.M)
_MANUAL = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+(?::\d+)?) = sdy\.manual_computation\((?P<ops>[^)]*)\) '
    r'in_shardings=\[(?P<ins>.*?)\] out_shardings=\[(?P<outs>.*?)\] '
    r'manual_axes=\{(?P<manual>[^}]*)\} \((?P<args>[^)]*)\) \{\n', re.M)
_COLLECTIVE = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+(?::\d+)?) = "stablehlo\.(?P<kind>all_reduce|all_gather|'
    r'reduce_scatter|all_to_all|collective_permute)"\((?P<ops>[^)]*)\) <\{(?P<attrs>.*?)\}>'
    r'(?P<region> \(\{\n.*?^[ \t]*\}\))? : \((?P<tin>[^\n]*?)\) -> (?P<tout>[^\n]*)\n', re.M | re.S)
_PARTITION_ID = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+) = stablehlo\.partition_id : (?P<t>tensor<ui32>)\n', re.M)
_SDY_SHARDING = re.compile(r'(?:, )?sdy\.sharding = #sdy\.sharding(?P<s><@[\w.$-]+, \[[^\]]*\][^>]*>)')
_CONSTRAINT = re.compile(
    r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+) = sdy\.sharding_constraint (?P<x>%[\w.$#-]+) '
    r'(?P<s><@[\w.$-]+, \[[^\]]*\][^>]*>) : (?P<t>tensor<[^>]*>)\n', re.M)
_COMBINERS = {"add": "sum", "maximum": "max", "minimum": "min", "multiply": "prod",
              "and": "and", "or": "or"}


class _ShardMaps:
    """What outlining a program's shard_maps recorded for putting them back
    after IREE's conversion: the mesh, each shard_map's layouts and each
    collective's meaning."""

    def __init__(self, axes):
        self.axes = axes          # [(name, size)], major to minor
        self.maps = []            # per shard_map: (argument layouts, result layouts)
        self.collectives = []     # per collective: dict
        self.constraints = []     # per sharding_constraint: (layout, type)
        self.entry_args = {}      # the entry's shardings: argument -> layout
        self.entry_results = {}   # result -> layout
        self.partition_id = False

    def groups_to_axes(self, groups, what):
        """The mesh axes (major to minor) whose groups are `groups`: lists of
        device ids, the ids row-major over the mesh."""
        names = [a for a, _ in self.axes]
        sizes = [n for _, n in self.axes]
        total = 1
        for n in sizes:
            total *= n
        if not groups or not groups[0]:
            groups = [list(range(total))]
        want = sorted(tuple(g) for g in groups)

        def coords(i):
            c = []
            for n in reversed(sizes):
                c.append(i % n)
                i //= n
            return list(reversed(c))

        def ident(c):
            i = 0
            for v, n in zip(c, sizes):
                i = i * n + v
            return i

        for r in range(1, len(names) + 1):
            for chosen in itertools.permutations(range(len(names)), r):
                made = {}
                for i in range(total):
                    c = coords(i)
                    key = tuple(c[a] for a in range(len(names)) if a not in chosen)
                    made.setdefault(key, [None] * _prod(sizes[a] for a in chosen))
                    pos = 0
                    for a in chosen:
                        pos = pos * sizes[a] + c[a]
                    made[key][pos] = ident(c)
                if sorted(tuple(g) for g in made.values()) == want:
                    return [names[a] for a in chosen]
        raise RuntimeError(f"{what}: its device groups {groups} are not the groups of any "
                           f"mesh axes of {dict(self.axes)}")

    def group_index(self, device, axes):
        names = [a for a, _ in self.axes]
        sizes = dict(self.axes)
        c = {}
        i = device
        for a, n in reversed(self.axes):
            c[a] = i % n
            i //= n
        pos = 0
        for a in axes:
            pos = pos * sizes[a] + c[a]
        rest = tuple(c[a] for a in names if a not in axes)
        return pos, rest


def _prod(values):
    out = 1
    for v in values:
        out *= v
    return out


def _dense(attrs, name):
    """The nested list of a `name = dense<...> : tensor<...>` attribute."""
    m = re.search(name + r" = dense<(.*?)> : tensor<([^>]*)>", attrs)
    if not m:
        return None
    body = m.group(1).strip()
    return ast.literal_eval(body) if body else []


def _int_attr(attrs, name):
    m = re.search(name + r" = (-?\d+) : i64", attrs)
    return int(m.group(1)) if m else None


def _sdy_axes(sharding, what, keep=None):
    """Per dimension, the mesh axes `<@mesh, [{"x"}, {}]>` names (those in
    `keep`, if given); an open dimension (`?`: the partitioner may add
    axes) has just those it names."""
    m = re.fullmatch(r'<@[\w.$-]+, \[(.*)\](.*)>', sharding.strip())
    if not m:
        raise RuntimeError(f"{what}: the sharding {sharding} is not understood")
    if m.group(2).strip():
        raise RuntimeError(f"{what}: the sharding {sharding} says more than its "
                           f"dimensions ({m.group(2).strip()}), which dtc does not import")
    return [[a for a in re.findall(r'"([^"]+)"', dim) if keep is None or a in keep]
            for dim in re.findall(r'\{([^}]*)\}', m.group(1))]


def _sdy_layout(sharding, rank, what, keep=None):
    """`<@mesh, [{"x"}, {}]>` as a dtc layout (of the axes in `keep`)."""
    spec = [None if not axes else axes[0] if len(axes) == 1 else tuple(axes)
            for axes in _sdy_axes(sharding, what, keep)]
    return layout_text(spec, rank)


def _outline_shard_maps(stablehlo):
    """Shardy's StableHLO without Shardy, for IREE: each manual computation
    (shard_map) outlined into a public function of its body, called through
    a declared function of its global types; each collective in a body (or
    a function it calls), `stablehlo.partition_id` and each sharding
    constraint a call of a declared function; the entry's shardings
    recorded. Returns the text and a _ShardMaps (None when the program has
    no mesh)."""
    mesh = _SDY_MESH.search(stablehlo)
    if not mesh:
        if "sdy." in stablehlo:
            raise RuntimeError("the program uses Shardy ops without a sdy.mesh")
        return stablehlo, None
    if len(_SDY_MESH.findall(stablehlo)) > 1:
        raise RuntimeError("the program has more than one sdy.mesh; dtc imports one")
    if "device_ids" in mesh["rest"]:
        raise RuntimeError("the sdy.mesh lists its device ids; dtc imports meshes over "
                           "the devices in order")
    axes = [(a, int(n)) for a, n in re.findall(r'"([^"]+)"=(\d+)', mesh["axes"])]
    info = _ShardMaps(axes)
    text = _take_shardings(stablehlo[:mesh.start()] + stablehlo[mesh.end():], info)
    outlined, declared = [], []
    while True:
        m = _MANUAL.search(text)
        if not m:
            break
        k = len(info.maps)
        what = f"shard_map #{k}"
        manual = re.findall(r'"([^"]+)"', m["manual"])
        auto = [a for a, _ in axes if a not in manual]
        if auto:
            # axis_names: the body is local over the manual axes only and
            # whole along the others, so every device along those runs it
            # on the same data (the same results; no parallelism there).
            warnings.warn(f"{what} is manual over {manual} only: dtc runs its body "
                          f"replicated along {auto}")
        end = re.compile(r'^' + re.escape(m["ind"]) + r'\} : \((?P<gin>[^\n]*)\) -> '
                         r'(?P<gout>[^\n]*)\n', re.M).search(text, m.end())
        body = text[m.end():end.start()]
        if "sdy.manual_computation" in body:
            raise RuntimeError(f"{what} has a shard_map inside it, which dtc does not import")
        ret = list(re.finditer(r'^(?P<ind>[ \t]*)sdy\.return (?P<vals>[^:\n]*) : '
                               r'(?P<types>[^\n]*)\n', body, re.M))[-1]
        local_results = _split_top(ret["types"])
        body = body[:ret.start()] + f'{ret["ind"]}return {ret["vals"]} : {ret["types"]}\n' + \
            body[ret.end():]
        args = _split_top(m["args"])
        ins, outs = _split_top(m["ins"]), _split_top(m["outs"])
        arg_layouts = [_sdy_layout(s, _rank(a.partition(":")[2]), what, manual)
                       for s, a in zip(ins, args)]
        result_layouts = [_sdy_layout(s, _rank(t), what, manual)
                          for s, t in zip(outs, local_results)]
        info.maps.append((arg_layouts, result_layouts))
        results = ", ".join(local_results)
        outlined.append(f"  func.func public @dtc.shard_map.{k}({m['args']}) -> "
                        f"({results}) {{\n{body}  }}\n")
        declared.append(f"  func.func private @dtc.shard_map_call.{k}({end['gin']}) -> "
                        f"{end['gout']}\n")
        call = (f"{m['ind']}{m['res']} = call @dtc.shard_map_call.{k}({m['ops']}) : "
                f"({end['gin']}) -> {end['gout']}\n")
        text = text[:m.start()] + call + text[end.end():]
    # Collectives are in the bodies and in the functions they call (a loop's
    # body, a jitted helper), nowhere else: they exist only in shard_maps.
    last = text.rstrip().rindex("}")
    text = _outline_collectives(text[:last] + "".join(outlined) + text[last:], info)
    text = _take_constraints(text, info)
    if re.search(r"\bsdy\.", text):
        bad = re.search(r"\bsdy\.[\w.]+", text).group(0)
        raise RuntimeError(f"the program has '{bad}' outside a shard_map, which dtc does not "
                           "import (export the function without shardings)")
    declared += [f"  func.func private @dtc.constraint.{k}({t}) -> {t}\n"
                 for k, (_, t) in enumerate(info.constraints)]
    if info.partition_id:
        declared.append("  func.func private @dtc.partition_id() -> tensor<ui32>\n")
    for k, c in enumerate(info.collectives):
        declared.append(f"  func.func private @dtc.collective.{k}({c['tin']}) -> {c['tout']}\n")
    last = text.rstrip().rindex("}")
    return text[:last] + "".join(declared) + text[last:], info


def _take_shardings(text, info):
    """jax.jit's shardings, as layouts: the entry's arguments' and results'
    (`sdy.sharding`, from sharded arguments or in/out_shardings) recorded
    for its signature, each `with_sharding_constraint` a call of a declared
    function that becomes `dtensor.constraint`."""
    head = re.search(r'func\.func public @main\(', text)
    if head:
        depth, i = 1, head.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        body = text.index("{\n", i)
        args = _split_top(text[head.end():i - 1])
        results = text[i:body].strip()[2:].strip()
        if results.startswith("(") and results.endswith(")"):
            results = results[1:-1]
        for k, a in enumerate(args):
            m = _SDY_SHARDING.search(a)
            if m:
                info.entry_args[k] = _sdy_layout(m["s"], _rank(_strip_attrs(a.partition(":")[2])),
                                                 f"argument #{k} of the entry")
        for k, r in enumerate(_split_top(results) if results else []):
            m = _SDY_SHARDING.search(r)
            if m:
                info.entry_results[k] = _sdy_layout(m["s"], _rank(_strip_attrs(r)),
                                                    f"result #{k} of the entry")
    text = _SDY_SHARDING.sub("", text)
    text = text.replace(" {}", "").replace("{, ", "{")

    return text


def _take_constraints(text, info):
    """Each `with_sharding_constraint` that names mesh axes, outside
    shard_map bodies, a call of a declared function (a dtensor.constraint
    after IREE); the others (all dimensions open, or in a body, which
    holds per-device values) are no constraint to dtc and are dropped."""
    spans = _function_spans(text)
    local = {n for n in spans if n.startswith("dtc.shard_map.")}
    while True:
        more = {c for n in local for c in re.findall(r'\bcall @([\w.$-]+)\(',
                                                     text[spans[n][0]:spans[n][1]])
                if c in spans} - local
        if not more:
            break
        local |= more
    # Numbered front to back, rewritten back to front (earlier spans stay).
    kept = {}
    for m in _CONSTRAINT.finditer(text):
        name = next(n for n, (a, b, _) in spans.items() if a <= m.start() < b)
        what = f"the sharding constraint {m['res']}"
        if name not in local and any(_sdy_axes(m["s"], what)):
            kept[m.start()] = len(info.constraints)
            info.constraints.append((_sdy_layout(m["s"], _rank(m["t"]), what), m["t"]))
    for m in reversed(list(_CONSTRAINT.finditer(text))):
        if m.start() in kept:
            text = (text[:m.start()] + f"{m['ind']}{m['res']} = call @dtc.constraint."
                    f"{kept[m.start()]}({m['x']}) : ({m['t']}) -> {m['t']}\n" + text[m.end():])
            continue
        start, end, _ = next(s for s in _function_spans(text).values()
                             if s[0] <= m.start() < s[1])
        inside = text[start:m.start()] + text[m.end():end]
        inside = re.sub(re.escape(m["res"]) + r"\b(?![#:])", m["x"], inside)
        text = text[:start] + inside + text[end:]
    return text


def _outline_collectives(body, info):
    """Each collective of a shard_map's body as a call of a declared
    function (_restore_shard_maps puts the dtensor ops in its place after
    IREE)."""
    def collective(m):
        k = len(info.collectives)
        kind, attrs = m["kind"], m["attrs"]
        what = f"the {kind} {m['res']}"
        c = {"kind": kind, "tin": m["tin"], "tout": m["tout"]}
        if ":" in m["res"]:
            raise RuntimeError(f"{what} has several operands; dtc imports collectives of one "
                               "operand each, as JAX writes them")
        if m["region"]:
            op = re.search(r'stablehlo\.(\w+) ', m["region"])
            if not op or op.group(1) not in _COMBINERS:
                raise RuntimeError(f"{what} combines with {op.group(1) if op else '?'}, "
                                   "which dtc's collectives do not")
            c["combiner"] = _COMBINERS[op.group(1)]
        if kind == "collective_permute":
            pairs = _dense(attrs, "source_target_pairs")
            c["pairs"] = pairs
            moved = set()
            for src, dst in pairs:
                moved.update(_differing_axes(info, src, dst))
            c["axes"] = [a for a, _ in info.axes if a in moved] or [info.axes[-1][0]]
        else:
            c["axes"] = info.groups_to_axes(_dense(attrs, "replica_groups"), what)
        for name in ("all_gather_dim", "scatter_dimension", "split_dimension",
                     "concat_dimension"):
            if _int_attr(attrs, name) is not None:
                c[name] = _int_attr(attrs, name)
        info.collectives.append(c)
        return f"{m['ind']}{m['res']} = call @dtc.collective.{k}({m['ops']}) : ({m['tin']}) -> {m['tout']}\n"

    def partition_id(m):
        info.partition_id = True
        return f"{m['ind']}{m['res']} = call @dtc.partition_id() : () -> {m['t']}\n"

    body = _COLLECTIVE.sub(collective, body)
    body = _PARTITION_ID.sub(partition_id, body)
    left = re.search(r'"?stablehlo\.(all_reduce|all_gather|reduce_scatter|all_to_all|'
                     r'collective_permute|collective_broadcast|replica_id)\b', body)
    if left:
        raise RuntimeError(f"a shard_map's body has 'stablehlo.{left.group(1)}' in a form dtc "
                           "does not import")
    return body


def _differing_axes(info, a, b):
    out = []
    for name, n in reversed(info.axes):
        if a % n != b % n:
            out.append(name)
        a //= n
        b //= n
    return out


def _zero(element):
    if element == "i1":
        return "false"
    return "0" if re.fullmatch(r"[iu]\d+|index", element) else "0.000000e+00"


def _coords_lines(info, axes, tmp):
    """Lines computing the device's row-major place along `axes`, and the
    name of the result (other names start with `tmp`)."""
    sizes = dict(info.axes)
    coords = [f"{tmp}_c{i}" for i in range(len(axes))]
    lines = [f"{', '.join(coords)} = dtensor.device_coords @mesh[{', '.join(axes)}] : "
             + ", ".join("index" for _ in axes)]
    index = coords[0]
    for i, a in enumerate(axes[1:], 1):
        lines += [f"{tmp}_n{i} = arith.constant {sizes[a]} : index",
                  f"{tmp}_m{i} = arith.muli {index}, {tmp}_n{i} : index",
                  f"{tmp}_g{i} = arith.addi {tmp}_m{i}, {coords[i]} : index"]
        index = f"{tmp}_g{i}"
    return lines, index


def _collective_lines(c, x, y, t, r, tmp):
    """A collective of one operand, x of type t, as dtensor ops whose result
    y has type r (other names start with `tmp`)."""
    axes = ", ".join(c["axes"])
    kind = c["kind"]
    if kind == "all_reduce":
        return [f"{y} = dtensor.all_reduce {c['combiner']} {x} on @mesh[{axes}] : {t}"]
    if kind == "all_gather":
        return [f"{y} = dtensor.all_gather {x} on @mesh[{axes}] dim "
                f"{c['all_gather_dim']} : {t} -> {r}"]
    if kind == "reduce_scatter":
        return [f"{y} = dtensor.reduce_scatter {c['combiner']} {x} on @mesh[{axes}] dim "
                f"{c['scatter_dimension']} : {t} -> {r}"]
    if kind == "all_to_all":
        return [f"{y} = dtensor.all_to_all {x} on @mesh[{axes}] split "
                f"{c['split_dimension']} concat {c['concat_dimension']} : {t} -> {r}"]
    return _permute_lines(c, x, y, t, tmp)


def _permute_lines(c, x, y, t, tmp):
    """ppermute: a collective_permute within groups along the axes the pairs
    move on; a device that no pair sends to receives zeros (XLA's rule), so
    the permutation is completed and those devices' results replaced."""
    info = c["info"]
    axes = c["axes"]
    size = _prod(dict(info.axes)[a] for a in axes)
    perm = {}
    for src, dst in c["pairs"]:
        (gs, rest_s), (gd, rest_d) = info.group_index(src, axes), info.group_index(dst, axes)
        if rest_s != rest_d or perm.get(gs, gd) != gd:
            raise RuntimeError(f"the ppermute {c['pairs']} is not one permutation within "
                               f"groups along {axes}")
        perm[gs] = gd
    receivers = set(perm.values())
    free = [d for d in range(size) if d not in receivers]
    for s in range(size):
        if s not in perm:
            perm[s] = free.pop(0)
    order = ", ".join(str(perm[s]) for s in range(size))
    moved = y if len(receivers) == size else f"{tmp}_moved"
    lines = [f"{moved} = dtensor.collective_permute {x} on @mesh[{', '.join(axes)}] "
             f"permutation [{order}] : {t}"]
    if len(receivers) == size:
        return lines
    coords, index = _coords_lines(info, axes, tmp)
    table = ", ".join("true" if g in receivers else "false" for g in range(size))
    return lines + coords + [
        f"{tmp}_table = arith.constant dense<[{table}]> : tensor<{size}xi1>",
        f"{tmp}_receives = tensor.extract {tmp}_table[{index}] : tensor<{size}xi1>",
        f"{y} = scf.if {tmp}_receives -> ({t}) {{",
        f"  scf.yield {moved} : {t}",
        "} else {",
        f"  {tmp}_zeros = arith.constant dense<{_zero(_shape(t)[1])}> : {t}",
        f"  scf.yield {tmp}_zeros : {t}",
        "}"]


def _partition_id_lines(info, y, t, tmp):
    """stablehlo.partition_id: the device's row-major place in the mesh."""
    lines, index = _coords_lines(info, [a for a, _ in info.axes], tmp)
    return lines + [f"{tmp}_id = arith.index_cast {index} : index to {_shape(t)[1]}",
                    f"{y} = tensor.from_elements {tmp}_id : {t}"]


def _inline_calls(text, name, lines_for):
    """Each call of @name (one result) replaced by lines_for(operands,
    result, tmp) and its declaration dropped."""
    sites = list(re.finditer(
        r'^(?P<ind>[ \t]*)(?P<res>%[\w.$-]+) = (?:func\.)?call @' + re.escape(name)
        + r'\((?P<ops>[^)]*)\) : [^\n]*\n', text, re.M))
    for n, m in reversed(list(enumerate(sites))):
        tmp = "%" + re.sub(r"\W", "_", name) + f"_{n}"
        lines = lines_for([o.strip() for o in _split_top(m["ops"])], m["res"], tmp)
        text = text[:m.start()] + "".join(f"{m['ind']}{l}\n" for l in lines) + text[m.end():]
    decl, _, _ = _declaration(text, name)
    return text[:decl.start()] + text[decl.end():]


def _declaration(text, name):
    """The declaration line of @name in converted text, and its argument
    and result types."""
    m = re.search(r'^[ \t]*func\.func private @' + re.escape(name) + r'\((?P<args>[^\n]*?)\)'
                  r'(?: -> (?P<res>[^\n]*))?\n', text, re.M)
    if not m:
        raise RuntimeError(f"IREE's output lost @{name}")
    args = [_strip_attrs(a.partition(":")[2]) for a in _split_top(m["args"])]
    res = (m["res"] or "").strip()
    if res.startswith("(") and res.endswith(")"):
        res = res[1:-1]
    return m, args, [_strip_attrs(r) for r in _split_top(res)]


def _restore_shard_maps(text, info):
    """Puts back what _outline_shard_maps took out: each constraint's call a
    `dtensor.constraint` (a relayout on an argument), each collective's and
    partition_id's call the dtensor ops in its place, each outlined body a
    private local-view function with its layouts, called by
    `dtensor.shard_map`."""
    for k, (layout, _) in enumerate(info.constraints):
        name = f"dtc.constraint.{k}"
        _, args, _ = _declaration(text, name)
        # JAX's constraint reshards what it is given: on an argument, whose
        # layout the entry pins, that is a relayout; elsewhere a constraint,
        # which propagation also follows back to the value's producer.
        text = _inline_calls(text, name, lambda ops, y, tmp: [
            f"{y} = dtensor.relayout {ops[0]} : {args[0]} to {layout}"
            if re.fullmatch(r"%arg\d+", ops[0]) else
            f"{y} = dtensor.constraint {ops[0]} : {args[0]} to {layout}"])
    # Each collective in place (dtc's passes then see it: all_reduces
    # combined, overlapped, reduced in place).
    for k, c in enumerate(info.collectives):
        c["info"] = info
        name = f"dtc.collective.{k}"
        _, args, results = _declaration(text, name)
        text = _inline_calls(text, name, lambda ops, y, tmp: _collective_lines(
            c, ops[0], y, args[0], results[0], tmp))
    if info.partition_id:
        _, _, results = _declaration(text, "dtc.partition_id")
        text = _inline_calls(text, "dtc.partition_id",
                             lambda ops, y, tmp: _partition_id_lines(info, y, results[0], tmp))
    for k, (arg_layouts, result_layouts) in enumerate(info.maps):
        m, _, _ = _declaration(text, f"dtc.shard_map_call.{k}")
        text = text[:m.start()] + text[m.end():]
        text = re.sub(r'\b(?:func\.)?call @' + re.escape(f"dtc.shard_map_call.{k}") + r'\(',
                      f"dtensor.shard_map @dtc.shard_map.{k}(", text)
        text = _annotate(text, f"dtc.shard_map.{k}", arg_layouts, result_layouts,
                         local_view=True)
    return _helpers_in_local_view(text)


def _function_spans(text):
    """{name: (start, end, is local view)} of the module's functions."""
    heads = list(re.finditer(r'^[ \t]*func\.func (?:private |public )?@([\w.$-]+)\(', text, re.M))
    spans = {}
    for h, nxt in zip(heads, heads[1:] + [None]):
        end = nxt.start() if nxt else len(text)
        head_end = text.find("{\n", h.end(), end)  # none: a declaration
        head = text[h.start():head_end if head_end >= 0 else text.find("\n", h.end())]
        spans[h.group(1)] = (h.start(), end, "dtensor.local_view" in head)
    return spans


def _helpers_in_local_view(text):
    """A function that a shard_map's body calls (IREE usually inlines them)
    runs in the local view too; one that global code calls as well would be
    in two views."""
    while True:
        spans = _function_spans(text)
        called = {}
        for name, (start, end, local) in spans.items():
            for callee in re.findall(r'\bcall @([\w.$-]+)\(', text[start:end]):
                called.setdefault(callee, set()).add(local)
        todo = [n for n, views in called.items()
                if True in views and n in spans and not spans[n][2]]
        if not todo:
            return text
        name = todo[0]
        if False in called[name]:
            raise RuntimeError(f"@{name} is called inside a shard_map and outside one; dtc "
                               "needs one function per view")
        start, _, _ = spans[name]
        head_end = text.index("{\n", start)
        text = text[:head_end] + "attributes {dtensor.local_view} " + text[head_end:]


def _annotate(text, name, arg_layout, result_layout, local_view=False):
    """Gives function @name a `dtensor.layout` on each argument and result:
    arg_layout(k, type, count) and result_layout(k, type, count) (or lists
    of layout texts); a local-view function is also made private and
    `dtensor.local_view`."""
    m = re.search(r"func\.func @" + re.escape(name) + r"\(", text)
    if not m:
        raise ValueError(f"no function @{name} in the lowered program")
    start = m.end()
    depth, i = 1, start
    while depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    args = _split_top(text[start:i - 1])
    rest_end = text.index("{\n", i)
    results_text = text[i:rest_end].strip()
    results_raw = []
    if results_text.startswith("->"):
        r = results_text[2:].strip()
        if r.startswith("(") and r.endswith(")"):
            r = r[1:-1]
        results_raw = _split_top(r)

    def pick(layout, k, ty, count):
        return layout[k] if isinstance(layout, list) else layout(k, ty, count)

    def attrs(layout, original):
        # An entry's unsigned tensors stay unsigned (a shard_map's body
        # takes layouts only).
        keep = "dtensor.unsigned, " if "dtensor.unsigned" in original and not local_view else ""
        return f"{{{keep}dtensor.layout = {layout}}}"

    new_args = []
    for k, a in enumerate(args):
        arg, _, original = a.partition(":")
        ty = _strip_attrs(original)
        new_args.append(f"{arg.strip()}: {ty} {attrs(pick(arg_layout, k, ty, len(args)), original)}")
    new_results = [f"{_strip_attrs(r)} {attrs(pick(result_layout, k, _strip_attrs(r), len(results_raw)), r)}"
                   for k, r in enumerate(results_raw)]
    signature = "(" + ", ".join(new_args) + ")"
    if new_results:
        signature += " -> (" + ", ".join(new_results) + ")"
    if local_view:
        signature += " attributes {dtensor.local_view}"
    head = "func.func private @" if local_view else "func.func @"
    return text[:m.start()] + head + name + signature + " " + text[rest_end:]


def to_dtc(linalg_text, entry="main", mesh=None, in_specs=None, out_specs=None,
           device_type="cpu", info=None):
    """IREE's input-converted text as a dtc program: upstream op names, and
    the entry's layouts from PartitionSpecs on `mesh` ({axis: size}, in
    order)."""
    text = re.sub(r"\butil\.func\b", "func.func", linalg_text)
    text = re.sub(r"\butil\.return\b", "func.return", text)
    text = re.sub(r"\butil\.call\b", "func.call", text)
    # XLA's optimization_barrier (jax.checkpoint's) is dtc's, op for op.
    text = re.sub(r"\butil\.optimization_barrier\b", "dtensor.optimization_barrier", text)
    # JAX's unsigned integers, signless in IREE's output: the ABI encoding
    # says which were unsigned, dtc's `dtensor.unsigned` keeps it for the
    # executable's .npy files (uint8 images, uint32 PRNG keys).
    text = re.sub(r"iree\.abi\.encoding = tensor<[^<>]*xui\d+>|iree\.abi\.encoding = tensor<ui\d+>",
                  "dtensor.unsigned", text)
    text = re.sub(r"\s*\{iree\.abi\.encoding = [^{}]*\}", "", text)
    text = re.sub(r"iree\.abi\.encoding = [^,}]*,?\s*", "", text)
    text = text.replace("func.func public @", "func.func @")
    text = _lower_each(text, _SCATTER, _lower_scatter)
    text = _lower_each(text, _SCAN, _lower_scan)
    text = _lower_each(text, _SORT, _lower_sort)
    if re.search(r"\b(util|flow|hal|iree_[a-z_]+)\.", text):
        bad = re.search(r"\b(util|flow|hal|iree_[a-z_]+)\.[a-z_.]+", text).group(0)
        raise RuntimeError(f"IREE's output still has '{bad}', which dtc does not know")
    if info is not None:
        text = _restore_shard_maps(text, info)
    if mesh is None:
        return text
    if out_specs is not None and not isinstance(out_specs, (list, tuple)):
        out_specs = [out_specs]

    def layouts(specs, what, noun, recorded):
        # The specs given, else the shardings jax.jit lowered with, else
        # replicated.
        def layout(k, ty, count):
            if specs is not None and len(specs) != count:
                raise ValueError(f"{len(specs)} {what} for {count} {noun}")
            if specs is None and k in recorded:
                return recorded[k]
            return layout_text(specs[k] if specs is not None else None, _rank(ty))
        return layout

    text = _annotate(text, entry,
                     layouts(in_specs, "in_specs", "arguments", info.entry_args if info else {}),
                     layouts(out_specs, "out_specs", "results",
                             info.entry_results if info else {}))
    axes = ", ".join(f"{a} = {n}" for a, n in mesh.items())
    mesh_op = f"  dtensor.mesh @mesh <[{axes}], {device_type}>\n"
    brace = text.index("{", re.search(r"^module\b", text, re.M).end())
    return text[:brace + 1] + "\n" + mesh_op + text[brace + 1:]


def export(f, args, path, mesh=None, in_specs=None, out_specs=None, device_type="cpu"):
    """Writes the dtc program of `f` at `args` to `path`; returns its text.
    A shard_map in `f` becomes a `dtensor.shard_map` of its body on the
    shard_map's mesh (`mesh`, if given, must be that mesh)."""
    import jax
    # A jitted function keeps its in/out_shardings (lowered as sdy.sharding).
    lowered = f.lower(*args) if hasattr(f, "lower") else jax.jit(f).lower(*args)
    stablehlo, info = _outline_shard_maps(lowered.as_text())
    if info is not None:
        if mesh is not None and list(mesh.items()) != info.axes:
            raise ValueError(f"mesh {mesh} is not the shard_map's mesh {dict(info.axes)}")
        mesh = dict(info.axes)
    text = to_dtc(lower_to_linalg(stablehlo), "main", mesh, in_specs, out_specs, device_type,
                  info)
    with open(path, "w") as out:
        out.write(text)
    return text


def save_arrays(directory, **arrays):
    """Writes each array as DIR/NAME.npy (numpy's format, which dtc reads)."""
    import numpy as np
    os.makedirs(directory, exist_ok=True)
    for name, a in arrays.items():
        np.save(os.path.join(directory, name + ".npy"), np.asarray(a))
