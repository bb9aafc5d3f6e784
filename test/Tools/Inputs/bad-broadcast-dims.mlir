func.func @main(%a: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.broadcast ins(%a : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [z]
  return %t : tensor<4x8xf32>
}
