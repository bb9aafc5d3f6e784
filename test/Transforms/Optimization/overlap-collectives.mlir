// RUN: dtc-opt %s -split-input-file -dtensor-overlap-collectives | FileCheck %s
// RUN: dtc-opt %s -split-input-file -dtensor-overlap-collectives=max-in-flight=1 | FileCheck %s --check-prefix=ONE
// RUN: not dtc-opt %s -split-input-file -dtensor-overlap-collectives=max-in-flight=17 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: max-in-flight must be 1 to 16, got 17

// A backward pass: the gradient of the second layer is reduced while the
// first layer's gradient is computed; its transpose waits for it.
// CHECK-LABEL: func.func @backward
// CHECK:      %[[G2:.*]] = linalg.matmul ins(%arg0, %arg1
// CHECK-NEXT: %[[F:.*]] = dtensor.all_reduce_start sum %[[G2]] on @m[x] : tensor<4x4xf32>
// CHECK-NEXT: %[[G1:.*]] = linalg.matmul ins(%arg2, %arg3
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[G1]]
// CHECK-NEXT: %[[R:.*]] = dtensor.wait %[[F]] : tensor<4x4xf32>
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%[[R]]
// CHECK-NEXT: return %[[N]], %[[T]]
dtensor.mesh @m <[x = 2], cpu>
func.func @backward(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x8xf32>, %d: tensor<8x4xf32>,
                    %i: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %g2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%i : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = dtensor.all_reduce sum %g2 on @m[x] : tensor<4x4xf32>
  %t = linalg.transpose ins(%r : tensor<4x4xf32>) outs(%i : tensor<4x4xf32>) permutation = [1, 0]
  %g1 = linalg.matmul ins(%c, %d : tensor<4x8xf32>, tensor<8x4xf32>) outs(%i : tensor<4x4xf32>) -> tensor<4x4xf32>
  %n = arith.negf %g1 : tensor<4x4xf32>
  return %n, %t : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// Nothing to compute in between: the all_reduce stays synchronous, even
// with a constant and an empty tensor that could go between.
// CHECK-LABEL: func.func @nothing_between
// CHECK-NOT: all_reduce_start
// CHECK: dtensor.all_reduce sum
// CHECK-NOT: all_reduce_start
dtensor.mesh @m <[x = 2], cpu>
func.func @nothing_between(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r = dtensor.all_reduce sum %a on @m[x] : tensor<4xf32>
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %s = arith.addf %r, %c : tensor<4xf32>
  return %s, %e : tensor<4xf32>, tensor<4xf32>
}

// -----

// Three independent all_reduces: all start before the work that needs none
// of them, then each is waited for as its user comes. With max-in-flight=1
// a ready start first waits for the one before: the first two are left
// with nothing between, and stay synchronous.
// CHECK-LABEL: func.func @three
// CHECK:      %[[F0:.*]] = dtensor.all_reduce_start sum %arg0
// CHECK-NEXT: %[[F1:.*]] = dtensor.all_reduce_start max %arg1
// CHECK-NEXT: %[[F2:.*]] = dtensor.all_reduce_start sum %arg2
// CHECK-NEXT: %[[W:.*]] = arith.mulf %arg3, %arg3
// CHECK-NEXT: %[[R0:.*]] = dtensor.wait %[[F0]]
// CHECK-NEXT: %[[R1:.*]] = dtensor.wait %[[F1]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[R0]], %[[R1]]
// CHECK-NEXT: %[[R2:.*]] = dtensor.wait %[[F2]]
// CHECK-NEXT: arith.addf %[[S]], %[[R2]]
// ONE-LABEL: func.func @three
// ONE:      dtensor.all_reduce sum %arg0
// ONE-NEXT: dtensor.all_reduce max %arg1
// ONE-NEXT: %[[F2:.*]] = dtensor.all_reduce_start sum %arg2
// ONE-NEXT: arith.addf
// ONE-NEXT: arith.mulf %arg3, %arg3
// ONE-NEXT: dtensor.wait %[[F2]]
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @three(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %d: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = dtensor.all_reduce sum %a on @m[x] : tensor<4xf32>
  %1 = dtensor.all_reduce max %b on @m[y] : tensor<4xf32>
  %s = arith.addf %0, %1 : tensor<4xf32>
  %2 = dtensor.all_reduce sum %c on @m[x] : tensor<4xf32>
  %t = arith.addf %s, %2 : tensor<4xf32>
  %w = arith.mulf %d, %d : tensor<4xf32>
  return %t, %w : tensor<4xf32>, tensor<4xf32>
}

// -----

// A use inside a region counts: the loop waits for the all_reduce; ops with
// side effects keep their order (the two calls), and the start stays in the
// loop body that holds the all_reduce.
// CHECK-LABEL: func.func @regions
// CHECK:      %[[F:.*]] = dtensor.all_reduce_start sum %arg0
// CHECK:      call @effect(%arg1)
// CHECK-NEXT: call @effect(%arg2)
// CHECK-NEXT: %[[R:.*]] = dtensor.wait %[[F]]
// CHECK-NEXT: scf.for
// CHECK:        %[[G:.*]] = dtensor.all_reduce_start sum
// CHECK-NEXT:   arith.mulf
// CHECK-NEXT:   dtensor.wait %[[G]]
// CHECK:        scf.yield
dtensor.mesh @m <[x = 2], cpu>
func.func private @effect(tensor<4xf32>)
func.func @regions(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %lb = arith.constant 0 : index
  %ub = arith.constant 3 : index
  %step = arith.constant 1 : index
  %r = dtensor.all_reduce sum %a on @m[x] : tensor<4xf32>
  call @effect(%b) : (tensor<4xf32>) -> ()
  %l = scf.for %i = %lb to %ub step %step iter_args(%acc = %b) -> tensor<4xf32> {
    %x = dtensor.all_reduce sum %acc on @m[x] : tensor<4xf32>
    %m = arith.mulf %acc, %acc : tensor<4xf32>
    %y = arith.addf %x, %r : tensor<4xf32>
    %z = arith.addf %y, %m : tensor<4xf32>
    scf.yield %z : tensor<4xf32>
  }
  call @effect(%c) : (tensor<4xf32>) -> ()
  return %l : tensor<4xf32>
}
