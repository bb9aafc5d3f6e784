"""The text of one Megatron-style MLP layer, shared by the benchmarks.

  out = relu(cur @ w1) @ w2, with cur b x d, w1 d x h, w2 h x d; the zero
  fills are per layer. `w1` and `w2` name the weights' SSA values.
"""

B, D, H = 128, 256, 1024  # the benchmarks' MLP: x B x D, hidden H


def layer(i, cur, w1, w2, b, d, h):
    th, td = f"tensor<{b}x{h}xf32>", f"tensor<{b}x{d}xf32>"
    return [
        f"  %eh{i} = tensor.empty() : {th}",
        f"  %zh{i} = linalg.fill ins(%zero : f32) outs(%eh{i} : {th}) -> {th}",
        f"  %h{i} = linalg.matmul ins({cur}, {w1} : {td}, tensor<{d}x{h}xf32>) outs(%zh{i} : {th}) -> {th}",
        f"  %r{i} = linalg.map {{ arith.maximumf }} ins(%h{i}, %zh{i} : {th}, {th}) outs(%eh{i} : {th})",
        f"  %ed{i} = tensor.empty() : {td}",
        f"  %zd{i} = linalg.fill ins(%zero : f32) outs(%ed{i} : {td}) -> {td}",
        f"  %o{i} = linalg.matmul ins(%r{i}, {w2} : {th}, tensor<{h}x{d}xf32>) outs(%zd{i} : {td}) -> {td}",
    ]


def dtc_program(layers, steps, clients=1, mesh=(2, 4), products_only=False, batch=B,
                hidden=H):
    """The global-view MLP on a `mesh` (x, y) of `clients` processes
    (default 2x4), applied `steps` times in an scf.for; x `batch` x D, the
    hidden dimension `hidden` (default B and H; any sizes: the mesh's
    shards need not divide them, docs/uneven.md).

    With `products_only`: what each device of its partitioned program
    computes on its own shards (its products, relus and fills), without the
    all_reduces, as a local-view program whose devices' partial sums feed
    their next layer: the benchmarks' ceiling for the products alone (its
    values are not the MLP's)."""
    b, h = (batch // mesh[0], hidden // mesh[1]) if products_only else (batch, hidden)
    L = "#dtensor.layout<@m, {}>"
    td = f"tensor<{b}x{D}xf32>"
    args = [f"%x: {td} {{dtensor.layout = {L.format('[x, unsharded]')}}}"]
    body = ["  %zero = arith.constant 0.0 : f32",
            "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index",
            f"  %steps = arith.constant {steps} : index",
            f"  %final = scf.for %s = %c0 to %steps step %c1 iter_args(%xs = %x) -> ({td}) {{"]
    cur = "%xs"
    for i in range(layers):
        args.append(f"%w1_{i}: tensor<{D}x{h}xf32> {{dtensor.layout = {L.format('[unsharded, y]')}}}")
        args.append(f"%w2_{i}: tensor<{h}x{D}xf32> {{dtensor.layout = {L.format('[y, unsharded]')}}}")
        body += ["  " + l for l in layer(i, cur, f"%w1_{i}", f"%w2_{i}", b, D, h)]
        cur = f"%o{i}"
    body.append(f"  scf.yield {cur} : {td}\n  }}")
    kind = f"cpu, clients = {clients}" if clients > 1 else "cpu"
    attributes = " attributes {dtensor.local_view, dtensor.default_mesh = @m}" if products_only else ""
    return (f"dtensor.mesh @m <[x = {mesh[0]}, y = {mesh[1]}], {kind}>\n"
            f"func.func @main({', '.join(args)}) -> ({td} {{dtensor.layout = {L.format('[x, unsharded]')}}})"
            f"{attributes} {{\n" + "\n".join(body) + f"\n  return %final : {td}\n}}\n")


def inputs(layers, seed=0):
    """The benchmarks' x and weights [w1_0, w2_0, w1_1, ...] (numpy f32)."""
    import numpy as np
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((B, D)).astype(np.float32) * 0.1
    ws = []
    for _ in range(layers):
        ws.append(rng.standard_normal((D, H)).astype(np.float32) * 0.05)
        ws.append(rng.standard_normal((H, D)).astype(np.float32) * 0.05)
    return x, ws


def reference(x, ws, steps):
    """numpy's MLP, applied `steps` times."""
    import numpy as np
    for _ in range(steps):
        for i in range(0, len(ws), 2):
            x = np.maximum(x @ ws[i], 0) @ ws[i + 1]
    return x

