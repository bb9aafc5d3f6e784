// A use of result 2147483648 of a two-result op (what the mutation fuzzer
// made of sort-scan-scatter.mlir): MLIR's parser allocates that many
// results and aborts out of memory (parse-crash.test).
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %s:2 = dtensor.optimization_barrier %a, %a : tensor<4xf32>, tensor<4xf32>
  return %s#2147483648 : tensor<4xf32>
}
