// RUN: dtc-opt %s --split-input-file --dtc-widen-narrow-accumulators | FileCheck %s
// Contractions and reductions with an f16 or bf16 accumulator carry their
// sums in f32 and round once at the end (XLA's and cuBLAS's dot).

// A bf16 matmul with a bf16 init: the fill's zero extended, the body on
// f32 (operands extended: their products are exact), the result rounded once.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xbf16>, %[[B:.*]]: tensor<16x4xbf16>)
// CHECK-NOT: linalg.fill ins(%{{.*}} : bf16)
// CHECK: %[[Z32:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK: %[[P32:.*]] = linalg.generic {{{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[A]], %[[B]] : tensor<8x16xbf16>, tensor<16x4xbf16>) outs(%[[Z32]] : tensor<8x4xf32>)
// CHECK: ^bb0(%[[X:.*]]: bf16, %[[Y:.*]]: bf16, %[[ACC:.*]]: f32):
// CHECK: %[[X32:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK: %[[Y32:.*]] = arith.extf %[[Y]] : bf16 to f32
// CHECK: %[[M:.*]] = arith.mulf %[[X32]], %[[Y32]] : f32
// CHECK: %[[S:.*]] = arith.addf %[[ACC]], %[[M]] : f32
// CHECK: linalg.yield %[[S]] : f32
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[P32]] : tensor<8x4xf32>) outs(%{{.*}} : tensor<8x4xbf16>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: return %[[P]]
func.func @matmul(%a: tensor<8x16xbf16>, %b: tensor<16x4xbf16>) -> tensor<8x4xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8x4xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<8x4xbf16>) -> tensor<8x4xbf16>
  %p = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x4xbf16>) outs(%z : tensor<8x4xbf16>) -> tensor<8x4xbf16>
  return %p : tensor<8x4xbf16>
}

// -----

// An f16 reduction into a given (dynamically shaped) init: the init extended
// elementwise, the sum in f32, rounded once.
// CHECK-LABEL: func.func @sum_into
// CHECK-SAME: (%[[X:.*]]: tensor<?x32xf16>, %[[ACC:.*]]: tensor<?xf16>)
// CHECK: %[[DIM:.*]] = tensor.dim %[[ACC]]
// CHECK: %[[E:.*]] = tensor.empty(%[[DIM]]) : tensor<?xf32>
// CHECK: %[[ACC32:.*]] = linalg.generic {{.*}} ins(%[[ACC]] : tensor<?xf16>) outs(%[[E]] : tensor<?xf32>)
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: %[[S32:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<?x32xf16>) outs(%[[ACC32]] : tensor<?xf32>)
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[S32]] : tensor<?xf32>) outs(%{{.*}} : tensor<?xf16>)
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: return %[[S]]
func.func @sum_into(%x: tensor<?x32xf16>, %acc: tensor<?xf16>) -> tensor<?xf16> {
  %s = linalg.reduce ins(%x : tensor<?x32xf16>) outs(%acc : tensor<?xf16>) dimensions = [1]
    (%in: f16, %out: f16) {
      %t = arith.addf %out, %in : f16
      linalg.yield %t : f16
    }
  return %s : tensor<?xf16>
}

// -----

// A max reduction rounds nothing: left as it is.
// CHECK-LABEL: func.func @max
// CHECK-NEXT: linalg.reduce { arith.maximumf } ins(%{{.*}} : tensor<4x32xbf16>) outs(%{{.*}} : tensor<4xbf16>)
// CHECK-NEXT: return
func.func @max(%x: tensor<4x32xbf16>, %init: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = linalg.reduce ins(%x : tensor<4x32xbf16>) outs(%init : tensor<4xbf16>) dimensions = [1]
    (%in: bf16, %out: bf16) {
      %t = arith.maximumf %out, %in : bf16
      linalg.yield %t : bf16
    }
  return %s : tensor<4xbf16>
}

// -----

// An f32 accumulator already: left as it is.
// CHECK-LABEL: func.func @mixed
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x16xbf16>, tensor<16x4xbf16>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK-NEXT: return
func.func @mixed(%a: tensor<8x16xbf16>, %b: tensor<16x4xbf16>, %z: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %p = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x4xbf16>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %p : tensor<8x4xf32>
}

// -----

// A truncation the body writes still rounds (then extends again); its
// bf16 constant becomes the same f32 one.
// CHECK-LABEL: func.func @rounds_inside
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<4xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: %[[R:.*]] = arith.truncf %[[IN]] : f32 to bf16
// CHECK: %[[R32:.*]] = arith.extf %[[R]] : bf16 to f32
// CHECK: %[[M:.*]] = arith.mulf %[[R32]], %[[HALF]] : f32
// CHECK: arith.addf %[[ACC]], %[[M]] : f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @rounds_inside(%x: tensor<4x32xf32>, %init: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x32xf32>) outs(%init : tensor<4xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %h = arith.constant 0.5 : bf16
    %r = arith.truncf %in : f32 to bf16
    %m = arith.mulf %r, %h : bf16
    %t = arith.addf %out, %m : bf16
    linalg.yield %t : bf16
  } -> tensor<4xbf16>
  return %s : tensor<4xbf16>
}

// -----

// A body with an op on bf16 whose f32 form is not the same (a bitcast):
// left as it is.
// CHECK-LABEL: func.func @bitcast
// CHECK-NEXT: linalg.generic {{.*}} outs(%{{.*}} : tensor<4xbf16>)
// CHECK: arith.addf %{{.*}}, %{{.*}} : bf16
func.func @bitcast(%x: tensor<4x32xi16>, %init: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x32xi16>) outs(%init : tensor<4xbf16>) {
  ^bb0(%in: i16, %out: bf16):
    %b = arith.bitcast %in : i16 to bf16
    %t = arith.addf %out, %b : bf16
    linalg.yield %t : bf16
  } -> tensor<4xbf16>
  return %s : tensor<4xbf16>
}
