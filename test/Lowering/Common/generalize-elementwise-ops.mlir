// RUN: dtc-opt %s -split-input-file -dtc-generalize-elementwise-ops | FileCheck %s
// RUN: dtc-opt %s -split-input-file -dtc-generalize-elementwise-ops -linalg-fuse-elementwise-ops | FileCheck %s --check-prefix=FUSED

// A relu written as a map over the product and its zero accumulator: the
// map becomes a generic with the same body; fusion then folds the fill into
// the constant, and the fill is the product's alone.
// CHECK-LABEL: func.func @relu_map
// CHECK: %[[Z:.*]] = linalg.fill
// CHECK: %[[H:.*]] = linalg.matmul {{.*}} outs(%[[Z]]
// CHECK: linalg.generic {{.*}} ins(%[[H]], %[[Z]] : {{.*}}) outs(
// CHECK: arith.maximumf
// CHECK-NOT: linalg.map
// FUSED-LABEL: func.func @relu_map
// FUSED-SAME: %[[A:[a-z0-9]+]]: tensor<8x16xf32>
// FUSED: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// FUSED: %[[H:.*]] = linalg.matmul
// FUSED: linalg.generic {{.*}} ins(%[[H]] : tensor<8x32xf32>)
// FUSED-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// FUSED-NEXT: arith.maximumf %[[IN]], %[[ZERO]] : f32
func.func @relu_map(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.map { arith.maximumf } ins(%h, %z : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>)
  return %r : tensor<8x32xf32>
}

// -----

// Named elementwise ops become generics, and their chain fuses into one.
// CHECK-LABEL: func.func @named_chain
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: linalg.add
// CHECK-NOT: linalg.mul
// FUSED-LABEL: func.func @named_chain
// FUSED: linalg.generic
// FUSED: arith.addf
// FUSED-NEXT: arith.mulf
// FUSED-NOT: linalg.generic
func.func @named_chain(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = linalg.mul ins(%s, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// Fills, copies, transposes, products and reductions keep their names, and
// so does an elementwise op on buffers.
// CHECK-LABEL: func.func @kept
// CHECK: linalg.fill
// CHECK: linalg.copy
// CHECK: linalg.transpose
// CHECK: linalg.broadcast
// CHECK: linalg.matmul
// CHECK: linalg.reduce
// CHECK: linalg.map
// CHECK-NOT: linalg.generic
func.func @kept(%a: tensor<8x8xf32>, %m: memref<8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = linalg.copy ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = linalg.transpose ins(%c : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) permutation = [1, 0]
  %v = tensor.empty() : tensor<8xf32>
  %bc = linalg.broadcast ins(%v : tensor<8xf32>) outs(%e : tensor<8x8xf32>) dimensions = [1]
  %p = linalg.matmul ins(%bc, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce { arith.addf } ins(%a : tensor<8x8xf32>) outs(%z1 : tensor<8xf32>) dimensions = [1]
  linalg.map { math.exp } ins(%m : memref<8xf32>) outs(%m : memref<8xf32>)
  return %z, %t, %p, %r : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>
}
