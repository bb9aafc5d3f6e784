"""The text of one Megatron-style MLP layer, shared by the benchmarks.

  out = relu(cur @ w1) @ w2, with cur b x d, w1 d x h, w2 h x d; the zero
  fills are per layer. `w1` and `w2` name the weights' SSA values.
"""


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
