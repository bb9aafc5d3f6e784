//===- PartitionPasses.td - dtc's partition passes ---------*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Transforms/Partition
// (global view to SPMD).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_PARTITIONPASSES_TD
#define DTC_TRANSFORMS_PARTITIONPASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Partition (lib/Transforms/Partition): global view to SPMD
//
//===----------------------------------------------------------------------===//

def Partition : Pass<"dtensor-partition", "::mlir::ModuleOp"> {
  let summary = "Turns a global-view program with complete layouts into the local-view SPMD program";
  let description = [{
    Takes the output of `dtensor-propagate-layouts` (every tensor value has a
    layout) and rewrites each function for one device's shards: every
    tensor type becomes its local (shard) type, each op runs on its
    operands' shards, and where an op needs an operand in another layout
    than the one it has, the collectives that change it are inserted (see
    `dtc/Analysis/RelayoutPlan.h`): all_reduce or reduce_scatter for
    partial values, all_to_all for an axis moving between dimensions,
    collective_permute for blocks that change devices, all_gather, local
    all_slice.
    The op's needs come from the same sharding rules propagation used. A
    reduction over a sharded dimension leaves partial results; its init is
    kept by the first device of each group only (the others start from the
    reduction's identity). `relayout` becomes its collectives, `constraint`
    and `check_layout` disappear. Function signatures keep their layouts and
    are marked `dtensor.local_view`, which is what the runtime packs and
    unpacks by.

    Input:
    ```mlir
    func.func @f(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
        -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
      %0 = math.exp %a {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]} : tensor<8x4xf32>
      return %0 : tensor<8x4xf32>
    }
    ```
    Output (on a mesh with x = 2):
    ```mlir
    func.func @f(%a: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
        -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
        attributes {dtensor.local_view} {
      %0 = math.exp %a : tensor<4x4xf32>
      %1 = dtensor.all_gather %0 on @m[x] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
      return %1 : tensor<8x4xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // DTC_TRANSFORMS_PARTITIONPASSES_TD
