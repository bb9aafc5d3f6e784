//===- PropagationPasses.td - dtc's propagation passes -----*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Transforms/Propagation
// (a layout for every value).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_PROPAGATIONPASSES_TD
#define DTC_TRANSFORMS_PROPAGATIONPASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Propagation (lib/Transforms/Propagation): a layout for every value
//
//===----------------------------------------------------------------------===//

def PropagateLayouts : Pass<"dtensor-propagate-layouts", "::mlir::ModuleOp"> {
  let summary = "Gives every tensor value a layout, choosing by communication cost";
  let description = [{
    Takes a global-view program in which some values carry layouts
    (function arguments and results, `dtensor.constraint`, `dtensor.relayout`,
    `dtensor.copy_to_mesh`, a `dtensor.default_mesh`) and computes a layout
    for every tensor value of every function that has a mesh, recorded as
    `dtensor.layouts` on each op and `dtensor.layout` on function arguments
    and results.

    Per-op knowledge comes from the sharding-rule registry
    (`dtc/Analysis/ShardingRule.h`): linalg structured ops derive their rule
    from indexing maps (parallel loops carry shardings between operands and
    results; a sharded reduction loop makes the results partial with the
    body's combiner), elementwise ops map dimensions one to one, softmax
    keeps its normalized dimension whole, constants and empty tensors are
    free. Layouts flow forward and backward through each op's factors until
    nothing changes; values carried by loops and branches share a layout,
    and calls reach their callee, with one version of the callee per
    distinct set of call-site layouts. Explicit annotations are never
    overridden; among
    propagated candidates for a factor, the one whose rejection would cost
    the most bytes (`dtc/Analysis/CommCost.h`) wins, so the cheapest layout
    is chosen. A value's layout is set once and never revised, so the walk
    ends after at most one assignment per value; each visit of an op costs
    time linear in its operands. Values no rule reaches are replicated; ops
    without a rule get a warning naming them. `dtensor.check_layout` fails
    compilation when its value's layout differs, printing both.

    Input:
    ```mlir
    dtensor.mesh @m <[x = 2], cpu>
    func.func @f(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                 %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
      %0 = arith.addf %a, %b : tensor<8x4xf32>
      return %0 : tensor<8x4xf32>
    }
    ```
    Output:
    ```mlir
    func.func @f(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                 %b: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
        -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
      %0 = arith.addf %a, %b {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]} : tensor<8x4xf32>
      return %0 : tensor<8x4xf32>
    }
    ```
  }];
}

def PrintLayouts : Pass<"dtensor-print-layouts", "::mlir::ModuleOp"> {
  let summary = "Prints every value's layout, the communication it implies, and pictures";
  let description = [{
    TF DTensor's `fetch_layout` for a whole program: after
    `dtensor-propagate-layouts`, prints for each function every tensor value
    with its layout, its per-device shape and the bytes per device that
    reaching the layout its user needs implies (the bytes of the relayout
    plans, `dtc/Analysis/RelayoutPlan.h`, that partitioning emits), then the
    total; and, for each argument and
    result of rank 1 or 2, a picture of which devices hold which block
    (like `jax.debug.visualize_array_sharding`). The IR is unchanged.

    Example output:
    ```
    func @main on mesh @mesh [x=2, y=4]
      %arg0  tensor<16x32xf32>  [x, unsharded]  local 8x32
      %2 = linalg.matmul  tensor<16x32xf32>  [x, unsharded] partial sum[y]  local 8x32
      %3 = dtensor.relayout  tensor<16x32xf32>  [x, unsharded]  local 8x32  comm 1536 B
      total communication: 1536 B per device
    argument #0 tensor<16x32xf32> [x, unsharded]:
      +--------------------+
      | 0 1 2 3            |  rows 0-7
      +--------------------+
      | 4 5 6 7            |  rows 8-15
      +--------------------+
    ```
  }];
}

def TestPrintShardingRules
    : Pass<"dtensor-test-print-sharding-rules", "::mlir::ModuleOp"> {
  let summary = "Prints the sharding rule of every op as a remark (tests)";
  let description = [{
    For every op with a tensor operand or result, a remark with its sharding
    rule as `dtc/Analysis/ShardingRule.h`'s `printShardingRule` writes it,
    or "no sharding rule" (propagation then replicates its values). The IR
    is unchanged. test/Analysis/sharding-rules.mlir checks the rule of
    every kind of op dtc shards.

    ```
    %2 = linalg.matmul ins(%0, %1 : tensor<8x16xf32>, tensor<16x4xf32>) ...
    remark: sharding rule ([i, j], [j, k], [i, k]) -> ([i, k]) {i=8, j=16, k=4} reduction={j} combiner=sum
    ```
  }];
}

#endif // DTC_TRANSFORMS_PROPAGATIONPASSES_TD
