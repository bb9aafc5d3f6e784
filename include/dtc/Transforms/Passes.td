//===- Passes.td - dtc's transformation passes -------------*- tablegen -*-===//
#ifndef DTC_TRANSFORMS_PASSES_TD
#define DTC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ImportTFLayouts : Pass<"dtensor-import-tf-layouts", "::mlir::ModuleOp"> {
  let summary = "Turns TF DTensor layout strings and inline meshes into typed layouts on mesh symbols";
  let description = [{
    Takes a module whose layouts may be written in TF DTensor's text form (a
    string `dtensor.layout` on function arguments and results, a string entry
    of `dtensor.layouts`, or `#dtensor.layout<"...">`) or carry an inline
    `#dtensor.mesh`. Produces typed `#dtensor.layout`s that reference
    `dtensor.mesh` symbols: a mesh equal to an existing one reuses it, a TF
    mesh name becomes the symbol name (and must not contradict an existing
    mesh of that name), other meshes are named `@mesh`, `@mesh_0`, ...

    Input:
    ```mlir
    func.func @f(%a: tensor<8x4xf32> {dtensor.layout =
        "sharding_specs:x,unsharded, mesh:|x=2|0,1|0,1|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1"})
    ```
    Output:
    ```mlir
    dtensor.mesh @mesh <[x = 2], cpu>
    func.func @f(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})
    ```
  }];
  let dependentDialects = ["::dtc::dtensor::DTensorDialect"];
}

def ExportTFLayouts : Pass<"dtensor-export-tf-layouts", "::mlir::ModuleOp"> {
  let summary = "Writes function argument and result layouts in TF DTensor's text form";
  let description = [{
    The inverse of `dtensor-import-tf-layouts` for function boundaries:
    every typed `dtensor.layout` on a function argument or result becomes
    TF's string (`sharding_specs:...` or `maximal:true, ...`), with the mesh
    symbol's name as the TF mesh name. Layouts that TF's form cannot express
    (a dimension over several axes, partial values) are errors.

    Input:
    ```mlir
    dtensor.mesh @m <[x = 2], cpu>
    func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    ```
    Output:
    ```mlir
    func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:m|x=2|0,1|0,1|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1"})
    ```
  }];
}

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
    reaching the layout its user needs implies (from the cost model in
    `dtc/Analysis/CommCost.h`), then the total; and, for each argument and
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

def Partition : Pass<"dtensor-partition", "::mlir::ModuleOp"> {
  let summary = "Turns a global-view program with complete layouts into the local-view SPMD program";
  let description = [{
    Takes the output of `dtensor-propagate-layouts` (every tensor value has a
    layout) and rewrites each function for one device's shards: every
    tensor type becomes its local (shard) type, each op runs on its
    operands' shards, and where an op needs an operand in another layout
    than the one it has, the collectives that change it are inserted (see
    `dtc/Transforms/Relayout.h`): all_reduce for partial values, all_to_all
    for an axis moving between dimensions, all_gather, local all_slice.
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
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect"];
}

#endif // DTC_TRANSFORMS_PASSES_TD
