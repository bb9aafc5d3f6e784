//===- Passes.td - dtc's transformation passes -------------*- tablegen -*-===//
//
// The global-to-local pipeline, stage by stage (lib/Transforms/<stage>/), then
// the tensor rewrites that prepare a local-view program for bufferization.
// Pass names: `dtensor-` for passes on layouts and collectives (the
// global-to-local stages and their reports), `dtc-` for all others.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_PASSES_TD
#define DTC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Import (lib/Transforms/Import): TF DTensor's layout strings
//
//===----------------------------------------------------------------------===//

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

def ApplyStrategy : Pass<"dtc-apply-strategy", "::mlir::ModuleOp"> {
  let summary = "Turns a step function written per replica (strategy.run's) into the global view";
  let description = [{
    tf.distribute's MirroredStrategy, CentralStorageStrategy and
    OneDeviceStrategy as a rewrite. A function with `dtensor.strategy` is
    written for one replica; every per-replica value gains a leading
    dimension of replicas sharded over the strategy's replica axes (as
    `jax.vmap` batches a function), so propagation and partitioning give
    each device its replica:

    * a `dtensor.dataset` argument of per-replica batch `[b, ...]` takes the
      global batch `[R*b, ...]`, split over the replicas (and a
      `dtensor.batch_mask` `[b]` likewise);
    * a variable is one value, replicated (mirrored, one_device) or on the
      parameter device (central_storage: a device of the mesh, or a mesh of
      one device elsewhere, `parameter_device = @p`, which the variable is
      copied from to be read and where the aggregated update is applied),
      read by every replica;
    * any other argument is a per-replica value: `[R, ...]`, stacked;
    * a result with `dtensor.assign`, `dtensor.assign_add` or
      `dtensor.assign_sub` is aggregated over the replicas by the variable's
      `dtensor.aggregation` (`sum`, `mean`, `only_first_replica`; `none` is
      an error with more than one replica) and becomes the variable's new
      value;
    * a result with `dtensor.reduce` is strategy.reduce: over the replicas,
      and along `dtensor.reduce_along` within the tensor, where a `mean`
      divides by the true count (the batch mask's real rows along the
      batch);
    * any other result is the per-replica values, stacked: `[R, ...]`.

    `dtensor.constraint` inside the function (the logical-device
    annotations) lays out a replica's value over the other mesh axes;
    `dtensor.copy_to_mesh` to a mesh with the replica axes (of one logical
    device per replica) moves each replica's value to its device there.

    Input:
    ```mlir
    dtensor.mesh @replicas <[r = 2], cpu>
    func.func @step(%x: tensor<4x8xf32> {dtensor.dataset},
                    %w: tensor<8x1xf32> {dtensor.variable = "w",
                                         dtensor.aggregation = "sum"})
        -> (tensor<f32> {dtensor.reduce = "sum"},
            tensor<8x1xf32> {dtensor.assign_add = "w"})
        attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}}
    ```
    Output (signature):
    ```mlir
    func.func @step(%x: tensor<8x8xf32> {dtensor.dataset,
                        dtensor.layout = #dtensor.layout<@replicas, [r, unsharded]>},
                    %w: tensor<8x1xf32> {dtensor.variable = "w", ...,
                        dtensor.layout = #dtensor.layout<@replicas, [unsharded, unsharded]>})
        -> (tensor<f32> {dtensor.layout = #dtensor.layout<@replicas, []>},
            tensor<8x1xf32> {dtensor.assign = "w"})
    ```
  }];
  let dependentDialects = ["::dtc::dtensor::DTensorDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def BindVariables : Pass<"dtensor-bind-variables", "::mlir::ModuleOp"> {
  let summary = "Gives each result that assigns a variable the variable's layout";
  let description = [{
    A variable (an entry argument with `dtensor.variable`) keeps its layout
    across steps, as TF DTensor's DVariable does: a result with
    `dtensor.assign` naming it gets the variable's layout, so propagation
    and partitioning relayout the assigned value there and the executable
    stores the result's shards into the variable's in place. A variable
    without a layout is replicated on the function's mesh (its
    `dtensor.default_mesh`, or the module's only mesh); on a module without
    meshes both stay without. Global-view functions only: in the local
    view the verifier requires the two layouts to agree already.

    Input:
    ```mlir
    func.func @step(%w: tensor<8x4xf32> {dtensor.variable = "w",
        dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, ...)
        -> (tensor<8x4xf32> {dtensor.assign = "w"})
    ```
    Output:
    ```mlir
        -> (tensor<8x4xf32> {dtensor.assign = "w",
            dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})
    ```
  }];
  let dependentDialects = ["::dtc::dtensor::DTensorDialect"];
}

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

//===----------------------------------------------------------------------===//
// Tensor rewrites (lib/Transforms/Tensor): before bufferization
//
//===----------------------------------------------------------------------===//

def DecomposeAggregates : Pass<"dtc-decompose-aggregates"> {
  let summary = "Expands aggregate linalg ops (softmax) into structured ops";
  let description = [{
    Ops that implement `linalg::AggregatedOpInterface`, such as
    `linalg.softmax`, have no loop lowering of their own; this pass replaces
    each by the linalg ops it is made of (reductions, elementwise generics),
    which bufferize and lower like any other. Part of `dtc-cpu-lowering`.

    Input:
    ```mlir
    %s = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    ```
    Output: a max reduction, a subtract-and-exp generic, a sum reduction and
    a divide generic.
  }];
}

def GeneralizeElementwiseOps : Pass<"dtc-generalize-elementwise-ops"> {
  let summary = "Turns elementwise named ops (linalg.map, linalg.add, ...) into generics, so they fuse";
  let description = [{
    Elementwise fusion (`dtc-fuse-elementwise-ops`, upstream's patterns)
    and `dtc-fuse-elementwise-chains` work on `linalg.generic` ops only: a
    `linalg.map`, or a named elementwise op such as `linalg.add` or
    `linalg.max`, would stay a loop of its own and keep every operand, even
    a `linalg.fill` of a constant, which then costs a buffer, a fill and,
    when the fill is also a product's accumulator, a copy of it. This pass
    generalizes every elementwise linalg op on tensors (all loops parallel,
    a scalar body; not fills, copies, transposes and broadcasts, data
    movement that bufferization, `dtc-fold-transposes-into-products` and
    `dtc-linalg-to-blas` know by name), so that fusion folds constant fills
    into scalars and fuses chains. Part of `dtc-cpu-lowering` and
    `dtc-gpu-lowering`, before the fusion.

    Input:
    ```mlir
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
    %h = linalg.matmul ins(%a, %b : ...) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
    %r = linalg.map { arith.maximumf } ins(%h, %z : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>)
    ```
    Output: `%r` is a `linalg.generic` with the same body; after fusion it
    reads `%h` only and takes the maximum with the constant `%zero`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def DefineUndefinedOps : Pass<"dtc-define-undefined-ops"> {
  let summary = "Gives the ops whose results MLIR leaves undefined for some operands XLA's results";
  let description = [{
    MLIR (and LLVM) leave some results undefined, and x86 computes something
    of its own, traps or reads another buffer's memory; JAX, dtc's main
    front end, defines them all (XLA's semantics, checked against JAX
    0.10.2). This pass puts XLA's results where MLIR's are undefined:

    - `arith.divsi`, `arith.divui`, `arith.remsi`, `arith.remui`,
      `arith.floordivsi`, `arith.ceildivsi`, `arith.ceildivui` by zero, and
      the signed ones of the smallest integer by -1 (undefined behaviour;
      x86's `idiv` traps, and an executable died of SIGFPE): a quotient by
      zero is -1 (all bits set, unsigned too), a remainder by zero the
      dividend, INT_MIN / -1 is INT_MIN and INT_MIN % -1 is 0. The op
      divides by 1 there and a select puts the result in.
    - `arith.shli`, `arith.shrsi`, `arith.shrui` by the bit width or more
      (poison; x86 shifts by the amount modulo the width, so 1 << 40 was
      256): 0, the sign filled in for `shrsi` (a >> (width - 1)), 0.
    - `arith.fptosi` and `arith.fptoui` of a NaN or a value out of the
      integer's range (poison; x86 gives INT_MIN for every such i32): they
      saturate, and NaN becomes 0 (a negative float to unsigned: 0).
    - `tensor.extract` and `tensor.insert` at a position out of bounds
      (undefined: an embedding lookup of id 100000000 read unmapped memory
      and died of SIGSEGV; a write would overwrite another buffer): each
      index is clamped into its dimension; `tensor.extract_slice` and
      `tensor.insert_slice` at dynamic offsets: each offset clamped so that
      the slice fits (where its size and stride are constants). XLA clamps
      so the start indices of a gather (`jnp.take(mode="clip")`), a
      `dynamic_slice` and a `dynamic_update_slice`. A front end's gather
      that masks its out-of-bounds ids reads before it masks: it now reads
      an element of the tensor.

    An op whose other operand makes it defined for every value (a division
    by a constant other than 0 and -1, a shift by a constant below the
    width, a constant position in bounds: tiling's index arithmetic, most
    programs' ops) is left as it is.
    Part of `dtc-cpu-lowering` and `dtc-gpu-lowering`, after the
    elementwise ops become generics.

    Input:
    ```mlir
    %q = arith.divsi %a, %b : i32
    ```
    Output:
    ```mlir
    %zero = arith.cmpi eq, %b, %c0 : i32
    %min = arith.cmpi eq, %a, %c-2147483648 : i32
    %neg = arith.cmpi eq, %b, %c-1 : i32
    %wraps = arith.andi %min, %neg : i1
    %undefined = arith.ori %zero, %wraps : i1
    %divisor = arith.select %undefined, %c1, %b : i32
    %d = arith.divsi %a, %divisor : i32
    %q = arith.select %zero, %c-1, %d : i32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def SpecializeGenericOps : Pass<"dtc-specialize-generic-ops"> {
  let summary = "Turns generic ops into named ops, only where that keeps their meaning";
  let description = [{
    Upstream's `linalg-specialize-generic-ops`, checked: each `linalg.generic`
    is specialized by upstream's `specializeGenericOp` on a copy, and the
    named op replaces the generic only if it reads the same operands through
    the same indexing maps with the same iterator types, i.e. computes the
    same thing; otherwise the named op is dropped and the generic stays (it
    then lowers as a loop nest, or to BLAS where `dtc-linalg-to-blas`
    recognizes it). Upstream turns einsum-style contractions it does not
    model (a batch dimension with a transposed operand, two batch
    dimensions) into a `linalg.batch_matmul` with its default maps, which
    computes something else or does not verify; this pass keeps those
    generics. Part of `dtc-cpu-lowering` and `dtc-gpu-lowering`.

    Input:
    ```mlir
    // q.k^T per batch: (b, i, d), (b, j, d) -> (b, i, j)
    %r = linalg.generic {indexing_maps = [#bid, #bjd, #bij], ...} ins(%q, %k ...) outs(%z ...)
    ```
    Output: the same generic (upstream would make it a `linalg.batch_matmul`
    that reads `%k` untransposed). A generic that is exactly a matmul becomes
    `linalg.matmul`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FoldTransposesIntoProducts : Pass<"dtc-fold-transposes-into-products"> {
  let summary = "Makes matrix products read transposed operands in place";
  let description = [{
    A 2-D `linalg.transpose` feeding an operand of a `linalg.matmul` (on
    tensors) is folded into the product: the matmul takes the transpose's
    input and that operand's indexing map with its two results swapped, so
    `dtc-linalg-to-blas` passes a transpose flag to the gemm instead of a
    copy of the matrix being made first. A transpose left without users is
    erased. Part of `dtc-cpu-lowering` and `dtc-gpu-lowering`.

    Input:
    ```mlir
    %t = linalg.transpose ins(%x : tensor<32x16xf32>) outs(%e : tensor<16x32xf32>) permutation = [1, 0]
    %p = linalg.matmul ins(%t, %w : tensor<16x32xf32>, tensor<32x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
    ```
    Output:
    ```mlir
    %p = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%x, %w : tensor<32x16xf32>, tensor<32x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
    ```
  }];
}

def FuseElementwiseOps : Pass<"dtc-fuse-elementwise-ops"> {
  let summary = "Upstream's elementwise fusion, except into products";
  let description = [{
    `linalg-fuse-elementwise-ops` (an elementwise producer with one use
    fused into its consumer, reshapes folded by expansion, constants
    folded) with one rule more: no producer is fused into a contraction, a
    generic whose body is a product's multiply-add. Fused, the contraction
    stays a loop nest instead of a BLAS call (`dtc-linalg-to-blas` takes
    plain products), and computes the producer again for every element of
    the other operand's free dimensions: a layer norm fused into the
    projection after it ran once per output column, and JAX's gradients of
    a transformer block lost every product but three. Part of
    `dtc-cpu-lowering` and `dtc-gpu-lowering`.

    Input:
    ```mlir
    %n = linalg.generic {... ["parallel", "parallel"]} ins(%x, %scale ...) { mulf }
    %p = linalg.generic {... ["parallel", "parallel", "reduction"]} ins(%n, %w ...) { mulf, addf }
    ```
    Output: unchanged (upstream's pass would fuse `%n` into `%p`).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::affine::AffineDialect",
                           "::mlir::tensor::TensorDialect"];
}

def FuseElementwiseChains : Pass<"dtc-fuse-elementwise-chains"> {
  let summary = "Fuses elementwise producers into every consumer, so chains make fewer passes over memory";
  let description = [{
    `dtc-fuse-elementwise-ops` (upstream's fusion) fuses an elementwise
    `linalg.generic` only into its single consumer: a value used twice
    (a softmax's `exp(x - max)`, read by the row sum and by the division; a
    layer norm's `x - mean`, read by the variance and by the normalization)
    is written to memory and read back by each user. This pass fuses such
    a producer into each of its users when all of them (at most 3) are
    `linalg.generic` ops, recomputing it in each (cheap next to a pass over
    memory on a CPU); the producer then has no users and goes away. A
    producer with any other user (a return, a collective) stays as it is,
    and so does one that computes a math function done by a polynomial
    (exp, tanh, log, erf, ...): a softmax's exponentials cost more to
    compute twice than to write once and read twice, which
    `dtc-tile-row-chains` then does block by block in cache. Nor is a
    producer fused when one of its users is a product (see
    `dtc-fuse-elementwise-ops`).
    Part of `dtc-cpu-lowering`, after `dtc-fuse-elementwise-ops`.

    Input:
    ```mlir
    %e = linalg.generic {... ["parallel", "parallel"]} ins(%x, %max ...) outs(%t0 ...) {
      %d = arith.subf %in, %m : f32
      %y = math.exp %d : f32
      linalg.yield %y : f32 }
    %sum = linalg.generic {... ["parallel", "reduction"]} ins(%e ...) outs(%zero ...) {...}
    %out = linalg.generic {... ["parallel", "parallel"]} ins(%e, %sum ...) outs(%t1 ...) {...}
    ```
    Output (`%e` made cheap: `x - max` alone): the row sum and the division
    each compute it from `%x` and `%max`; `%e` is gone. With `math.exp` in
    it, as above, `%e` stays.
  }];
}

def PrepareHostVectorization : Pass<"dtc-prepare-host-vectorization"> {
  let summary = "Makes the loops of elementwise and reduction ops vectorizable on the host CPU";
  let description = [{
    Rewrites that let LLVM's loop vectorizer take the host loops that
    elementwise and reduction chains become (layer norm, softmax, GELU), and
    make them cheaper:

    - f32 `math.tanh`, `math.exp`, `math.expm1`, `math.log`, `math.log1p`,
      `math.log2` and `math.erf` become MLIR's polynomial approximations
      (arithmetic only, which the loop vectorizer widens inline), each
      within a few ulp over the whole f32 domain (at most 4 with fused
      multiply-adds, 5.2 without: test/e2e/math-accuracy.mlir). A `math.log`
      or `math.log2` of x first becomes one of x * 2^23 less 23 ln 2 (or
      23) where x is below 2^-126: MLIR's approximation takes a subnormal
      for 2^-126 (log(6.7e-42) came out -87.3, not -94.8). `math.sin`,
      `math.cos` and `math.atan` stay libm's (which LLVM vectorizes with
      glibc's libmvec on x86-64): MLIR's sin and cos reduce the argument in
      f32 (sin(3.141604) was 1% off, sin(1e7) any value in [-1, 1]) and its
      atan is 40 ulp off near 0.66. f64 math keeps libm. Math on f16,
      bf16 and the 8-bit floats is first math on f32, extended and rounded
      back (upstream's `math-extend-to-supported-types` patterns), as XLA
      computes it on a CPU, so all of this applies to it.
    - f32 `math.exp` (and the one `math.expm1` becomes) is dtc's own
      expansion instead: x clamped to [-104, 89] (NaN kept),
      n = round(x / ln 2) by adding 1.5 * 2^23 (the sum's bits minus the
      constant's are n as an i32: no float-to-int conversion, defined for
      any input), r = x - n ln 2 in two fused steps (Cody and Waite's split
      of ln 2), e^r by Cephes's polynomial in Horner form (7 fused
      multiply-adds), and e^r * 2^n: with `scalef` (a host CPU with
      AVX-512, which `dtc` detects) as `llvm.intr.ldexp`, which LLVM
      vectorizes into AVX-512's `vscalefps` (16 vector operations for 16
      floats where MLIR's approximation takes 20); without it (LLVM would
      call libm's ldexpf per element) as two products, by 2^h and
      2^(n - h) with h = n >> 1, each made from its exponent bits, so that
      only the second rounds. Results below 2^-126 come out as subnormals
      where MLIR's approximation flushes them to zero. Checked against exp
      in f64 rounded to f32 for all 2^32 inputs (a C model of the
      `scalef` form and of MLIR's, the same operations): within 0.9 ulp
      everywhere, infinities, NaNs and the overflow threshold exact;
      MLIR's is up to 5.5 ulp away where the result is normal (12,542
      inputs more than 1 ulp, near the overflow threshold) and flushes
      about 2 million results below 2^-126.5 to zero. test/e2e/exp.mlir
      checks both forms on 2.2 million inputs (within 1 ulp; 1.5 without
      fused multiply-adds).
    - bf16 arithmetic (`arith.addf` and the like on bf16) is done in f32
      (upstream's `arith-emulate-unsupported-floats` patterns), and every
      rounding to bf16, the program's `arith.truncf` and that arithmetic's,
      is integer arithmetic on the f32's bits (upstream's bf16 expansion:
      round to nearest even, subnormals kept, a NaN quiet), as JAX
      computes bf16 on a CPU. Left to LLVM, a CPU with AVX-512 BF16 rounds
      with `vcvtneps2bf16`, which flushes subnormal inputs and results to
      zero (test/e2e/bf16-rounding.mlir).
    - In a `linalg.generic` with a reduction iterator, the float operations
      that fold an input into the accumulator (`arith.addf`, `arith.mulf`,
      `arith.maximumf`, `arith.minimumf`, ... whose operand is the output
      block argument and whose result is yielded for it) get the `reassoc`
      fast-math flag: the loop may add in another order, so LLVM can split
      the sum across vector lanes. A reduction within one device is
      unordered in dtc (the order is guaranteed only for collectives across
      devices, by the runtime).
    - An f32 `arith.divf` without fast-math flags whose divisor is the same
      along the innermost loop (computed only from constants, values defined
      outside the body, inputs whose indexing maps do not use that loop, and
      indices of other loops: a softmax's row sum, a norm's deviation)
      becomes a product with the divisor's reciprocal in f64, corrected by
      one residual step (Markstein's: `t = fma(p, -s, x)`, then
      `fma(t, 1/s, p)` where t is neither zero nor NaN), rounded to f32.
      The result is the division's, bit for bit, for every operand: the
      corrected product is the quotient correctly rounded to f64, which is
      never within half an f64 ulp of a midpoint between floats unless it is
      one. The product alone is not: where the quotient is exactly halfway
      between two subnormals (x = 147 * 2^-149, s = 98) it lands just off
      the midpoint and rounds the wrong way. Checked against the division
      for every dividend below 2^-125 with 300 divisors and for all 2^32
      dividends with 23 divisors. The reciprocal is loop-invariant: the loop
      converts, multiplies and corrects where it divided (`vdivps`: ~10
      cycles for 16 floats). Not with `fma=false` (each fused multiply-add
      would be a libm call): the division stays.

    On a host CPU without fused multiply-add instructions (`fma=false`,
    which `dtc` sets for such a `--host-cpu`), the approximations' own
    `math.fma` become `arith.mulf` and `arith.addf`: a fused multiply-add
    there is a libm call per element (a 4096x1024 softmax ran 20 times
    slower), and an approximation's error grows by a rounding at most. A
    `math.fma` of the program itself keeps its single rounding.

    Part of `dtc-cpu-lowering`, after elementwise fusion
    (`dtc-fuse-elementwise-chains`).

    Input:
    ```mlir
    %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<8x64xf32>) outs(%zero : tensor<8xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %t = math.tanh %in : f32
      %sum = arith.addf %acc, %t : f32
      linalg.yield %sum : f32
    } -> tensor<8xf32>
    ```
    Output: the `math.tanh` replaced by arithmetic (clamps, a rational
    polynomial), and `%sum = arith.addf %acc, %t fastmath<reassoc> : f32`.
  }];
  let options = [
    Option<"fma", "fma", "bool", /*default=*/"true",
           "The host CPU has fused multiply-add instructions (without, the "
           "approximations' math.fma become a product and a sum)">,
    Option<"scalef", "scalef", "bool", /*default=*/"false",
           "The host CPU scales vectors by powers of two in one instruction "
           "(AVX-512's vscalefps): dtc's f32 exp ends in llvm.intr.ldexp, "
           "not two products by powers of two">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect", "::mlir::LLVM::LLVMDialect"];
}

def TileRowChains : Pass<"dtc-tile-row-chains"> {
  let summary = "Runs chains through row reductions block of rows by block of rows, so each block is read from memory once";
  let description = [{
    After elementwise fusion a softmax, a layer norm or an RMS norm is still
    one loop nest per row reduction plus one for the elementwise end of the
    chain, each over the whole tensor: a tensor larger than the cache is
    read from memory once per nest (a softmax three times). This pass takes
    each `linalg.generic` on tensors that ends such a chain (parallel in its
    leading loop, used by no generic, reading the result of a reduction
    generic), tiles it along that leading loop in blocks of rows of about
    8 KiB for its widest operand (a block, its temporaries and the next
    block's prefetched lines stay in L1), and fuses its producers into the loop
    (upstream's tile-and-fuse): the reductions, their fills and elementwise
    generics, not contractions, nor a producer that every block reads
    whole (a column sum: it would be recomputed whole per block). Each
    block of rows is then read from memory once and reused from cache by
    every op of the chain. Nests that fit in one block and dynamic shapes
    are left alone. Part of `dtc-cpu-lowering`,
    after `dtc-prepare-host-vectorization`.

    Input (a softmax's end, 4096x1024):
    ```mlir
    %max = linalg.generic {... ["parallel", "reduction"]} ins(%x ...) outs(%m0 ...) {...}
    %sum = linalg.generic {... ["parallel", "reduction"]} ins(%x, %max ...) outs(%s0 ...) {...}
    %out = linalg.generic {... ["parallel", "parallel"]} ins(%x, %max, %sum ...) outs(%t ...) {...}
    ```
    Output: an `scf.for` over blocks of 8 rows computing the block's max,
    sum and quotients from `tensor.extract_slice`s of `%x`, inserting the
    block into the result. A temporary of the chain (a softmax's
    exponentials, which `dtc-fuse-elementwise-chains` leaves to be computed
    once) becomes a tensor of the block's size, which stays in cache.
  }];
  let dependentDialects = [
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::arith::ArithDialect",
    "::mlir::affine::AffineDialect"
  ];
}

def ElideLoopInitCopies : Pass<"dtc-elide-loop-init-copies", "::mlir::ModuleOp"> {
  let summary = "Starts a loop from its input's buffer instead of a copy, where the loop never writes it";
  let description = [{
    One-shot bufferization takes every tensor iter_arg of an `scf.for` to
    be written by the loop. A loop whose first value is a buffer that may
    not be written (an entry's argument, the launcher's input) therefore
    starts from a fresh allocation and a copy of the input, even when its
    body only reads each value and yields a new buffer: the 4096x1024
    chains of `bench/elementwise.py`, applied 10 times in a loop, copied
    their 16 MiB input once per call, a tenth of a memcpy per application.

    For `memref.copy %source, %fresh` where `%fresh` is a `memref.alloc`
    used only by the copy and as one init of an `scf.for` later in the same
    block, this pass gives the loop `%source` itself and erases the copy and
    the allocation, when that cannot be observed:
    - `%source` and `%fresh` have the same type;
    - the loop runs a constant number of times, at least once, and what it
      yields for that iter_arg can only be allocations made inside it, so
      its result is never `%source`;
    - nothing in the loop or between the copy and the loop may write
      `%fresh`, `%source` or what may alias them: every buffer written
      (an op's write or free effect, a buffer passed to a call of a
      declaration, as a memref or by its address, which the call may write;
      a constant global and the runtime's objects, a device or a request,
      are no such buffer) can only be an allocation other than theirs
      (traced through views, `scf.for` iter_args and results and `scf.if`
      results). Any other call, a pointer not traced to a buffer, or an op
      of unknown effects keeps the copy.
    Part of the CPU and GPU lowerings, right after one-shot bufferization
    (before deallocation, which then sees the loop start from a buffer it
    does not own).

    Input:
    ```mlir
    %fresh = memref.alloc() : memref<4096x1024xf32>
    memref.copy %x, %fresh : memref<4096x1024xf32> to memref<4096x1024xf32>
    %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%v = %fresh) -> (memref<4096x1024xf32>) {
      %y = memref.alloc() : memref<4096x1024xf32>
      linalg.generic {...} ins(%v : ...) outs(%y : ...) {...}
      scf.yield %y : memref<4096x1024xf32>
    }
    ```
    Output:
    ```mlir
    %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%v = %x) -> (memref<4096x1024xf32>) {
      ...
    }
    ```
  }];
}

def AllReduceInPlace : Pass<"dtc-all-reduce-in-place", "::mlir::ModuleOp"> {
  let summary = "Reduces an all_reduce into its input's buffer where nothing reads that buffer after it";
  let description = [{
    `dtc-convert-dtensor-to-runtime` hands each all_reduce a new buffer for
    its result: before bufferization it cannot know which inputs are read
    again. After one-shot bufferization the buffers are known, and the
    runtime's ABI lets `in` be `out`. For a call of `dtc_all_reduce` (or a
    `dtc_all_reduce_start` and its `dtc_wait`) whose input and output are
    `memref.alloc`s of one type in the call's block, this pass makes the
    output the input's buffer and erases the output's allocation when
    nothing can observe it:
    - every use of the input is an op (or inside an op) before the call,
      none a view of it, its address, a yield or a return of it, apart from
      the address that the call (and a started all_reduce's `dtc_wait`) is
      given by a chain of casts nothing else uses;
    - every use of the output is after the call (after the wait of a
      started one), apart from the address the call is given.
    The result is then stored into the lines the reduction has just read,
    and no buffer of its size is allocated: the 4-layer MLP of
    `bench/mlp_vs_jax.py` ran 2-4% faster at 2x4, 4x8 and 8x8 (one
    all_reduce a layer, of the second product's output).
    Part of the CPU and GPU lowerings, right after one-shot bufferization
    (before deallocation).

    Input:
    ```mlir
    %in = memref.alloc() : memref<16x256xf32>
    linalg.matmul ins(%h, %w : ...) outs(%in : memref<16x256xf32>)
    %out = memref.alloc() : memref<16x256xf32>
    %s = func.call @dtc_all_reduce(%dev, %axes, %n, %pin, %pout, %c4096, %f32, %sum) : ...
    linalg.matmul ins(%out, %w2 : ...) outs(%next : ...)
    ```
    Output: `%pout` is the address of `%in`, `%out` is gone, and the second
    product reads `%in`.
  }];
}

def PrefetchHostLoops : Pass<"dtc-prefetch-host-loops"> {
  let summary = "Prefetches what host loops read and write next: a row-tiled chain's next block, a large elementwise loop's lines ahead";
  let description = [{
    A loop of `dtc-tile-row-chains` (marked `dtc.row_blocks`) reads each
    block of rows from memory once, but on one core that read is not
    overlapped with anything: the block's first reduction waits on memory
    (a softmax's max loop was 22% of its samples), then the chain computes
    from cache while memory idles. After bufferization, this pass finds the
    loop's streams, the whole rows of buffers defined outside the loop that
    the block reads or writes through a `memref.subview` at the loop's
    index, and spreads `memref.prefetch`es of the next block's cache lines
    (read for blocks read, write for blocks written) over the block's
    elementwise generics (all loops parallel, static ranges), each stream's
    lines split between them in order by the ops of their bodies: each
    becomes loops, its innermost loop strip-mined, by 16 iterations for the
    most expensive one (one 512-bit vector of f32, which LLVM's vectorizer
    makes one iteration) and by 256 for the others (cheap bodies, which
    strips of 16 kept LLVM from unrolling), and
    each strip prefetches its share of every stream's lines, so that memory
    streams while each of them computes (a softmax's division carrying the
    lines its exponentials did not: 18.6 -> 17.5 ms for 10 applications of
    `bench/elementwise.py`'s). The last block prefetches itself. What the strips of a row compute once per row
    moves out of them (ops without memory effects, and loads from a block
    temporary the loops do not write: a norm's per-row statistics), as
    LLVM did for the whole row's vectorized loop behind its alias check.

    The elementwise generics left (all loops parallel, static ranges) whose
    streams, the operands read or written in order (identity indexing map,
    contiguous buffer), move 8 MiB or more are strip-mined the same way,
    and each strip prefetches every stream 1 KiB ahead of its position
    (clamped to the buffer's last element): the hardware prefetcher alone
    left the GELU chain of `bench/elementwise.py` waiting on memory
    (4096x1024 f32: 2.5 -> 2.1 ms). Prefetches change no value; a loop without
    such a generic, streams or static bounds is left alone.
    Part of `dtc-cpu-lowering`, after bufferization.

    Input (a block of a softmax, after bufferization):
    ```mlir
    scf.for %i = %c0 to %c4096 step %c8 {
      %in = memref.subview %x[%i, 0] [8, 1024] [1, 1] : ...
      ... the row max of %in
      linalg.generic {... ["parallel", "parallel"]} ins(%in, %max ...) outs(%e ...) {... exp ...}
      ...
      %out = memref.subview %y[%i, 0] [8, 1024] [1, 1] : ...
      linalg.generic {... ["parallel", "parallel"]} ins(%e, %sum ...) outs(%out ...) {...}
    } {dtc.row_blocks}
    ```
    Output: the exponentials' generic as `scf.for` loops whose innermost
    loop runs 64 strips of 16 elements per row, each strip starting with a
    `memref.prefetch` of one line of `%x`'s next block (read) and one of
    `%y`'s (write), the first lines of each; the division's as loops of 4
    strips of 256 per row, each prefetching a few lines of the rest.
  }];
  let dependentDialects = [
    "::mlir::scf::SCFDialect", "::mlir::memref::MemRefDialect",
    "::mlir::arith::ArithDialect"
  ];
}

#endif // DTC_TRANSFORMS_PASSES_TD
