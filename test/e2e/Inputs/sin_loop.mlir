// A loop of sin, which LLVM's loop vectorizer gives to libmvec (libmvec.test).
func.func @main(%x: tensor<4096xf32>) -> tensor<4096xf32> {
  %s = math.sin %x : tensor<4096xf32>
  return %s : tensor<4096xf32>
}
