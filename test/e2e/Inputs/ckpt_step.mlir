// The step of checkpoints.test: a variable m, sharded by @LAYOUT@ on
// @MESH@, gains 1 per step; the output is the sum of m before the step.
// checkpoints.test makes a program per mesh and layout with sed.
@MESH@
func.func @main(%m: tensor<4x6xf32> {dtensor.variable = "m"@LAYOUT@})
    -> (tensor<f32>, tensor<4x6xf32> {dtensor.assign = "m"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%m : tensor<4x6xf32>) outs(%f : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    }
  %one = arith.constant dense<1.0> : tensor<4x6xf32>
  %n = arith.addf %m, %one : tensor<4x6xf32>
  return %s, %n : tensor<f32>, tensor<4x6xf32>
}
