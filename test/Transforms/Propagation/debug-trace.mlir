// -debug-only=dtensor-propagate-layouts says, op by op, which sharding each
// loop factor was offered (by how many tensors: votes; at what cost to
// refuse: weight), which was chosen and why a candidate was refused;
// dtensor-op-plan and dtensor-partition say which plans partitioning priced
// and which it chose. The traces are on in every build (dtc/Support/Debug.h).
// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts -debug-only=dtensor-propagate-layouts -o /dev/null 2>&1 | FileCheck %s
// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts -dtensor-partition -debug-only=dtensor-op-plan,dtensor-partition -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: propagate

// The leading dimension of 2 cannot take x's 4 shards.
dtensor.mesh @mesh <[x = 4, y = 2], cpu>
func.func @refused(%a: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})
    -> tensor<2x4x6xf32> {
  // CHECK: assign #dtensor.layout<@mesh, [x, unsharded]> (pinned) to %arg0
  // CHECK: [propagate] tensor.expand_shape at loc({{.*}}:[[@LINE+5]]
  // CHECK-NEXT: factor 0: x (1 votes, weight pinned) <- chosen;
  // CHECK-NEXT: rejected: its shards do not divide the factor; the factor stays unsharded
  // CHECK-NEXT: factor 1: unsharded (1 votes, weight pinned) <- chosen;
  // CHECK-NEXT: assign #dtensor.layout<@mesh, [unsharded, unsharded, unsharded]> to %expanded
  %ex = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 6] : tensor<8x6xf32> into tensor<2x4x6xf32>
  return %ex : tensor<2x4x6xf32>
}

// -----

// Two pinned operands disagree on both factors: the first offer wins.
dtensor.mesh @mesh <[x = 4, y = 2], cpu>
func.func @disagree(%a: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
                    %c: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>})
    -> tensor<8x6xf32> {
  // CHECK: [propagate] arith.addf at loc({{.*}}:[[@LINE+4]]
  // CHECK-NEXT: factor 0: x (1 votes, weight pinned) <- chosen; unsharded (1 votes, weight pinned);
  // CHECK-NEXT: factor 1: unsharded (1 votes, weight pinned) <- chosen; y (1 votes, weight pinned);
  // CHECK-NEXT: assign #dtensor.layout<@mesh, [x, unsharded]> to %0
  %s = arith.addf %a, %c : tensor<8x6xf32>
  return %s : tensor<8x6xf32>
}

// -----

// A product of row and column blocks: no data moves, 8/4 x 4/2 x 6 MACs a
// device.
dtensor.mesh @mesh <[x = 4, y = 2], cpu>
func.func @plan(%a: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
                %b: tensor<6x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>})
    -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  // PLAN: [partition] linalg.matmul at loc({{.*}}:[[@LINE+2]]
  // PLAN-NEXT: [plan] direct: results (#dtensor.layout<@mesh, [x, y]>) moves 0 B, 2.400000e+01 MACs per device
  %mm = linalg.matmul ins(%a, %b : tensor<8x6xf32>, tensor<6x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %mm : tensor<8x4xf32>
}
