// A program without a mesh runs on one device; every dtype crosses the
// executable's boundary.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t a=float32:3x4 b=float32:4x5 d=float64:6 h=float16:6 c=int8:6 i=int32:6 l=int64:6 p=bool:6
// RUN: dtc run %s --input %t/a.npy --input %t/b.npy --output %t/mm.npy
// RUN: %npy check %t 'a @ b' mm
// RUN: dtc run %s --entry scale --input %t/d.npy --input %t/h.npy --input %t/c.npy --input %t/i.npy --input %t/l.npy --input %t/p.npy \
// RUN:   --output %t/d2.npy --output %t/h2.npy --output %t/c2.npy --output %t/i2.npy --output %t/l2.npy --output %t/p2.npy
// RUN: %npy check %t 'd * 2' d2
// RUN: %npy check %t 'h * 2' h2 --rtol 1e-3
// RUN: %npy check %t 'c * 2' c2
// RUN: %npy check %t 'i * 2' i2
// RUN: %npy check %t 'l * 2' l2
// RUN: %npy check %t '~p' p2
// Symbols that collide with dtc's renaming keep their meaning; helpers with
// scalar arguments are not entries; math without an LLVM intrinsic (erf)
// goes through libm.
// RUN: dtc run %s --entry twice --input %t/d.npy --output %t/tw.npy
// RUN: %npy check %t 'd + d' tw
// RUN: dtc run %s --entry erf --input %t/d.npy --output %t/erf.npy
// RUN: %npy check %t 'np.vectorize(__import__("math").erf)(d)' erf
// RUN: not dtc run %s --entry scale --input %t/d.npy --input %t/h.npy --input %t/c.npy --input %t/i.npy --input %t/l.npy --input %t/p.npy \
// RUN:   --output %t/o.npy --output %t/h3.npy --output %t/c3.npy --output %t/i3.npy --output %t/l3.npy --output %t/o.npy 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: test ! -e %t/o.npy
// RUN: test ! -e %t/h3.npy
// DUP: error: output {{.*}}o.npy is given twice
// A strided copy (memrefCopy, provided by the launcher, not MLIR's libraries).
// RUN: %npy gen %t big=float32:4x4 small=float32:2x2 --seed 1
// RUN: dtc run %s --entry insert --input %t/big.npy --input %t/small.npy --output %t/ins.npy
// RUN: %npy check %t 'np.block([[big[:1, :]], [big[1:3, :1], small, big[1:3, 3:]], [big[3:, :]]])' ins

func.func @main(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %p = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%z : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %p : tensor<3x5xf32>
}

func.func @scale(%d: tensor<6xf64>, %h: tensor<6xf16>, %c: tensor<6xi8>, %i: tensor<6xi32>,
                 %l: tensor<6xi64>, %p: tensor<6xi1>)
    -> (tensor<6xf64>, tensor<6xf16>, tensor<6xi8>, tensor<6xi32>, tensor<6xi64>, tensor<6xi1>) {
  %d2 = arith.addf %d, %d : tensor<6xf64>
  %h2 = arith.addf %h, %h : tensor<6xf16>
  %c2 = arith.addi %c, %c : tensor<6xi8>
  %i2 = arith.addi %i, %i : tensor<6xi32>
  %l2 = arith.addi %l, %l : tensor<6xi64>
  %true = arith.constant dense<true> : tensor<6xi1>
  %p2 = arith.xori %p, %true : tensor<6xi1>
  return %d2, %h2, %c2, %i2, %l2, %p2 : tensor<6xf64>, tensor<6xf16>, tensor<6xi8>, tensor<6xi32>, tensor<6xi64>, tensor<6xi1>
}

func.func @insert(%a: tensor<4x4xf32>, %b: tensor<2x2xf32>) -> tensor<4x4xf32> {
  %0 = tensor.insert_slice %b into %a[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @helper(%a: tensor<6xf64>, %s: f64) -> tensor<6xf64> {
  %e = tensor.splat %s : tensor<6xf64>
  %r = arith.mulf %a, %e : tensor<6xf64>
  return %r : tensor<6xf64>
}

func.func private @dtc_fn_twice_impl(%a: tensor<6xf64>) -> tensor<6xf64> {
  %r = arith.mulf %a, %a : tensor<6xf64>
  return %r : tensor<6xf64>
}

func.func @twice_impl(%a: tensor<6xf64>) -> tensor<6xf64> {
  %one = arith.constant 1.0 : f64
  %r = func.call @helper(%a, %one) : (tensor<6xf64>, f64) -> tensor<6xf64>
  %s = arith.addf %r, %a : tensor<6xf64>
  return %s : tensor<6xf64>
}

func.func @twice(%a: tensor<6xf64>) -> tensor<6xf64> {
  %r = func.call @twice_impl(%a) : (tensor<6xf64>) -> tensor<6xf64>
  return %r : tensor<6xf64>
}

func.func @erf(%a: tensor<6xf64>) -> tensor<6xf64> {
  %r = math.erf %a : tensor<6xf64>
  return %r : tensor<6xf64>
}
