func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.addf %a, %c : tensor<4xf32>
  return %b : tensor<4xf32>
}
