//===- OptimizationPasses.td - dtc's optimization passes ---*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Transforms/Optimization
// (collectives after partitioning).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_OPTIMIZATIONPASSES_TD
#define DTC_TRANSFORMS_OPTIMIZATIONPASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Optimization (lib/Transforms/Optimization): collectives after partitioning
//
//===----------------------------------------------------------------------===//

def FoldGatherSlice : Pass<"dtensor-fold-gather-slice"> {
  let summary = "Removes all_gather/all_slice pairs that cancel";
  let description = [{
    `all_slice(all_gather(x))` on the same axes and dimension is `x`; so is
    `all_gather(all_slice(x))` (an all_slice input is the same on every
    device of its group, so gathering the blocks rebuilds it).

    Input:
    ```mlir
    %1 = dtensor.all_gather %0 on @m[x] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
    %2 = dtensor.all_slice %1 on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
    ```
    Output: uses of `%2` use `%0`.
  }];
}

def SinkAllReduce : Pass<"dtensor-sink-all-reduce"> {
  let summary = "Moves sum all_reduces past linear elementwise ops when that removes collectives";
  let description = [{
    Sums commute with linear elementwise ops: `addf(all_reduce(a),
    all_reduce(b))` is `all_reduce(addf(a, b))` (one collective instead of
    two, half the bytes), likewise `subf`; `negf(all_reduce(a))` is
    `all_reduce(negf(a))` (which lets a following add combine). Only sum
    all_reduces on the same mesh and axes, with no other use.

    Input:
    ```mlir
    %1 = dtensor.all_reduce sum %a on @m[x] : tensor<4xf32>
    %2 = dtensor.all_reduce sum %b on @m[x] : tensor<4xf32>
    %3 = arith.addf %1, %2 : tensor<4xf32>
    ```
    Output:
    ```mlir
    %0 = arith.addf %a, %b : tensor<4xf32>
    %3 = dtensor.all_reduce sum %0 on @m[x] : tensor<4xf32>
    ```
  }];
}

def AllReduceToReduceScatter : Pass<"dtensor-all-reduce-to-reduce-scatter"> {
  let summary = "Fuses an all_reduce followed by an all_slice into a reduce_scatter";
  let description = [{
    `all_slice(all_reduce(x) over A) over S, dim d` keeps only this device's
    block of a reduction: a `reduce_scatter` over S computes just that block
    (half the bytes of the all_reduce on a ring). Axes of A not in S stay an
    all_reduce, now on the smaller block. Applies when the all_reduce has no
    other use and S is a subset of A.

    Input:
    ```mlir
    %1 = dtensor.all_reduce sum %0 on @m[x] : tensor<8x4xf32>
    %2 = dtensor.all_slice %1 on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
    ```
    Output:
    ```mlir
    %2 = dtensor.reduce_scatter sum %0 on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
    ```
  }];
}

def CombineAllReduces : Pass<"dtensor-combine-all-reduces"> {
  let summary = "Combines independent all_reduces on the same axes into one";
  let description = [{
    All-reduces in one block with the same mesh, axes, reduction and element
    type, none depending on another, become one all_reduce of their
    operands flattened and concatenated (one collective, one
    synchronization), whose result is sliced and reshaped back.

    Input:
    ```mlir
    %a = dtensor.all_reduce sum %x on @m[y] : tensor<4x4xf32>
    %b = dtensor.all_reduce sum %z on @m[y] : tensor<8xf32>
    ```
    Output:
    ```mlir
    %fx = tensor.collapse_shape %x [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
    %c = tensor.concat dim(0) %fx, %z : (tensor<16xf32>, tensor<8xf32>) -> tensor<24xf32>
    %r = dtensor.all_reduce sum %c on @m[y] : tensor<24xf32>
    %s = tensor.extract_slice %r[0] [16] [1] : tensor<24xf32> to tensor<16xf32>
    %a = tensor.expand_shape %s [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
    %b = tensor.extract_slice %r[16] [8] [1] : tensor<24xf32> to tensor<8xf32>
    ```

    With `keep-overlap` (set when `dtensor-overlap-collectives` follows),
    all_reduces whose operands are computed with a contraction or a loop
    between them stay apart: combined, the first would wait for the last
    operand, where alone it can run while the later ones are computed (a
    backward pass's weight gradients). Operands computed together (biases'
    gradients) are still combined.
  }];
  let options = [
    Option<"keepOverlap", "keep-overlap", "bool", /*default=*/"false",
           "Do not combine all_reduces whose operands have a contraction or "
           "a loop between them">
  ];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def OverlapCollectives : Pass<"dtensor-overlap-collectives"> {
  let summary = "Splits all_reduces into start/wait pairs and schedules compute between them";
  let description = [{
    Each `dtensor.all_reduce` becomes a `dtensor.all_reduce_start` and a
    `dtensor.wait`, and the ops of its block are reordered so that the
    device computes while its group gathers: starts as early as their
    operands allow, waits as late as their users allow. The order is a list
    schedule of the block's dependence graph (operands, including those
    read inside regions, and the order of ops with side effects), taking
    at each step a ready start first, then any other ready op but a wait,
    and a wait only when nothing else is ready; ties go to the original
    order. Every device runs the same schedule, so the groups' collectives
    stay matched. At most `max-in-flight` starts are pending in a block
    (the oldest is waited for before another starts). A pair with no work
    between them stays a plain all_reduce.

    Typical gain: a backward pass's gradient all_reduce overlaps the
    gradients computed after it.

    Input:
    ```mlir
    %g2 = linalg.matmul ins(%h, %dy ...) outs(...)
    %r2 = dtensor.all_reduce sum %g2 on @m[x] : tensor<16x32xf32>
    %t = linalg.transpose ins(%r2 ...) outs(...)
    %g1 = linalg.matmul ins(%x, %dh ...) outs(...)
    return %g1, %t
    ```
    Output:
    ```mlir
    %g2 = linalg.matmul ins(%h, %dy ...) outs(...)
    %f = dtensor.all_reduce_start sum %g2 on @m[x] : tensor<16x32xf32>
    %g1 = linalg.matmul ins(%x, %dh ...) outs(...)
    %r2 = dtensor.wait %f : tensor<16x32xf32>
    %t = linalg.transpose ins(%r2 ...) outs(...)
    return %g1, %t
    ```
  }];
  let options = [
    Option<"maxInFlight", "max-in-flight", "unsigned", /*default=*/"8",
           "Most started all_reduces pending at once in a block (1 to 16, "
           "the runtime's DTC_MAX_STARTED)">
  ];
}

def CommReport : Pass<"dtensor-comm-report", "::mlir::ModuleOp"> {
  let summary = "Reports every collective of a local-view program with its bytes";
  let description = [{
    For each function, each collective with its mesh axes, its local input
    and output shapes and the bytes the device that receives the most takes
    in (`collectiveBytes` of `dtc/Analysis/RelayoutPlan.h`, the price the
    relayout planner gives the same step: all_reduce 2(g-1)/g of the buffer,
    reduce_scatter and all_to_all (g-1)/g, all_gather (g-1) input blocks,
    permute and broadcast the buffer, all_slice nothing), then the total.
    On a mesh over several processes (`clients`), a collective whose groups
    span processes also says how many, and the bytes that leave the busiest
    process summed over the groups it takes part in (`crossProcessBytes`:
    moved hierarchically, the members of a process combining over its own
    links first); the head line totals them. Collectives inside loops are
    counted once per appearance. The IR is unchanged.

    Example output:
    ```
    func @main: 2 collectives, 2560 B per device, 4096 B leave each process
      all_reduce sum on @mesh[y]  8x32xf32  1536 B
      all_reduce sum on @mesh[x]  8x32xf32  1024 B  (2 processes: 4096 B leave each)
    ```
  }];
}

#endif // DTC_TRANSFORMS_OPTIMIZATIONPASSES_TD
