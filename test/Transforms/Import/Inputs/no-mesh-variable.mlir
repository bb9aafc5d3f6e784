func.func @f(%v: tensor<4xf32> {dtensor.variable = "v"}) -> (tensor<4xf32> {dtensor.assign = "v"}) {
  return %v : tensor<4xf32>
}
