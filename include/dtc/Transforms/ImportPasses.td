//===- ImportPasses.td - dtc's import passes ---------------*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Transforms/Import
// (TF DTensor's layout strings, strategies, variables, 16-bit sums).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_IMPORTPASSES_TD
#define DTC_TRANSFORMS_IMPORTPASSES_TD

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
      batch), and a `mean` of integers is TF's true division into f64
      (unless one_device reduces nothing: the value as it is);
    * any other result is the per-replica values, stacked: `[R, ...]`;
    * an argument with `dtensor.mirrored` (strategy.run's plain tensor) is
      one value, replicated, which every replica reads; any other argument
      that is not a variable or a dataset is per replica, `[R, ...]`.

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

def SetClients : Pass<"dtensor-set-clients", "::mlir::ModuleOp"> {
  let summary = "Splits the program's meshes over the client processes of a job";
  let description = [{
    Compiles a program written for one process for a job of `clients`
    processes (TF's multi-client DTensor; a strategy's replicas over
    `mpirun -np K`): every `dtensor.mesh` that names no clients gets
    `clients = K`, each process running its block of the mesh's devices.
    A mesh that names clients keeps them if they are K and is an error
    otherwise, as is a mesh whose devices K does not divide. With
    `clients` 1 (the default) it changes nothing.

    ```mlir
    dtensor.mesh @compute <[r = 2], cpu>
    // with clients=2:
    dtensor.mesh @compute <[r = 2], cpu, clients = 2>
    ```
  }];
  let options = [
    Option<"clients", "clients", "int64_t", /*default=*/"1",
           "The number of client processes of the job">,
  ];
}

def BindVariables : Pass<"dtensor-bind-variables", "::mlir::ModuleOp"> {
  let summary = "Gives each result that assigns a variable the variable's layout";
  let description = [{
    A variable (an entry argument with `dtensor.variable`) keeps its layout
    across steps, as TF DTensor's DVariable does: a result with
    `dtensor.assign` naming it gets the variable's layout, and the value
    returned for it goes through a `dtensor.relayout` to that layout, so
    the value keeps the layout its producers give it (as TF computes it: a
    `check_layout` of it holds) and the assignment relayouts it; the
    executable stores the result's shards into the variable's in place. A variable
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
      ...
      %r = dtensor.relayout %new : tensor<8x4xf32> to #dtensor.layout<@mesh, [x, unsharded]>
      return ..., %r
    ```
  }];
  let dependentDialects = ["::dtc::dtensor::DTensorDialect"];
}

def UncollapseBatchProducts : Pass<"dtc-uncollapse-batch-products"> {
  let summary = "Writes batch products over merged dimensions (IREE's form of a dot with several batch or free dimensions) as contractions over the dimensions themselves";
  let description = [{
    IREE's input conversion writes a dot with several batch dimensions (an
    attention's batch and heads) or several free ones as a
    `linalg.batch_matmul` between `tensor.collapse_shape`s that merge them,
    with a `tensor.expand_shape` of its result. A batch sharded over x and
    heads over y merge into one dimension whose shards are not blocks, so
    the partitioner gathered the heads and every device computed the
    attention of all of them (the Llama-style block of `bench/blocks.py` at
    2x2). This pass rewrites each such product (default maps, float
    operands, the result's only use an expand whose groups match the
    operands' collapses) into the `linalg.generic` contraction over the
    unmerged dimensions: batch, M and N parallel, K a reduction, its init
    the expanded init. Propagation and partitioning then see each factor;
    `dtc-linalg-to-blas` still makes a device's product a batched gemm.
    Part of the global-to-local pipeline's `import` stage.

    Input:
    ```mlir
    %a = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x16x512x64xf32> into tensor<64x512x64xf32>
    %b = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x16x64x512xf32> into tensor<64x64x512xf32>
    %p = linalg.batch_matmul ins(%a, %b : ...) outs(%init : tensor<64x512x512xf32>) -> tensor<64x512x512xf32>
    %s = tensor.expand_shape %p [[0, 1], [2], [3]] output_shape [4, 16, 512, 512] : ...
    ```
    Output: `%s = linalg.generic` over (b, h, m, n, k) reading `%q` at
    (b, h, m, k) and `%k` at (b, h, k, n).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

def WidenNarrowAccumulators : Pass<"dtc-widen-narrow-accumulators"> {
  let summary = "Carries the sums of f16 and bf16 contractions and reductions in f32, rounded once";
  let description = [{
    A linalg op with reduction loops whose init is f16 or bf16 (a JAX dot of
    bf16 operands with a bf16 result, as IREE's input conversion writes it:
    `linalg.matmul` with a bf16 init) rounds its running sum to 16 bits at
    every step on a CPU mesh, while XLA computes such a dot in f32 and
    rounds its result once, as cuBLAS's GemmEx does for dtc on GPU meshes:
    the same program gave other numbers on each (up to 32 bf16 ulps apart
    at k = 16; a bf16 sum of 4096 values near 1 came out 1088 instead of
    about 4070). This pass rewrites each such op into a `linalg.generic`
    with the same maps and iterators whose accumulators are f32: the init
    extended (a fill of the extended scalar where it is a fill), the body
    computed in f32 (16-bit operands extended first, so products of 16-bit
    floats are exact; a truncation the body writes still rounds), and the
    result rounded once to the 16-bit type. A partitioned contraction's
    partial sums are then f32 too, and so is their all_reduce.

    Only bodies made of arithmetic that means the same in f32 (add, sub,
    mul, div, neg, min/max, compare, select, constants, extensions and
    truncations) that round a 16-bit sum or product are rewritten; a max
    reduction, which rounds nothing, stays as it is.
    `dtc-specialize-generic-ops` makes a widened matmul a mixed-precision
    `linalg.matmul` (16-bit operands, f32 init) again, which GPU meshes
    give to cuBLAS. Part of the global-to-local pipeline's `import` stage,
    before propagation (so a sharded contraction's partial sums and their
    all_reduce are f32), and of `dtc-cpu-lowering` and `dtc-gpu-lowering`
    right after `dtc-decompose-aggregates`, whose expansions (a bf16
    `linalg.softmax`'s sum) appear only there: a bf16 softmax over 4096
    values near each other summed its row to 256 and gave 16x its values.

    Input:
    ```mlir
    %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<8x8xbf16>) -> tensor<8x8xbf16>
    %p = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x8xbf16>) outs(%z : tensor<8x8xbf16>) -> tensor<8x8xbf16>
    ```
    Output:
    ```mlir
    %zero32 = arith.extf %zero : bf16 to f32
    %z32 = linalg.fill ins(%zero32 : f32) outs(%e32 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %p32 = linalg.generic {...} ins(%a, %b : ...) outs(%z32 : tensor<8x8xf32>) {
    ^bb0(%x: bf16, %y: bf16, %acc: f32):
      %x32 = arith.extf %x : bf16 to f32
      %y32 = arith.extf %y : bf16 to f32
      %m = arith.mulf %x32, %y32 : f32
      %s = arith.addf %acc, %m : f32
      linalg.yield %s : f32
    } -> tensor<8x8xf32>
    %p = linalg.generic {...} ins(%p32 : tensor<8x8xf32>) outs(%e16 : tensor<8x8xbf16>) {
      // arith.truncf
    } -> tensor<8x8xbf16>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ImportIREE : Pass<"dtensor-import-iree", "::mlir::ModuleOp"> {
  let summary = "Makes IREE's input conversion of a StableHLO program a dtc program";
  let description = [{
    Reads what `iree-compile --iree-input-type=stablehlo --compile-to=input
    --mlir-print-op-generic` writes (the JAX and TF importers' route to
    linalg): upstream linalg, tensor, arith, math and scf, with IREE's own
    ops in generic form (parsed as unregistered ops). Each becomes dtc's:
    - `util.func`, `util.return`, `util.call`: `func.func`, `func.return`,
      `func.call` (IREE's tied operands and inlining policies dropped; the
      `iree.abi.encoding` that marks an unsigned argument or result, IREE's
      integers being signless, becomes `dtensor.unsigned`, so that the
      executable reads and writes it as numpy's uint8/uint32/uint64);
    - `util.optimization_barrier` (`jax.checkpoint`'s): `dtensor.optimization_barrier`;
    - `mhlo.copy`, which TF's lowering puts on each updated variable it
      returns and IREE leaves as it is: its operand (a value's copy is the
      value);
    - `iree_linalg_ext.sort`, `topk`, `scan`, `scatter`: `dtensor.sort`,
      `top_k`, `scan`, `scatter`, their bodies moved, `iree_linalg_ext.yield`
      `dtensor.yield`. A top-k whose comparator is a lone `arith.cmpf ogt`
      (or `olt`), as IREE converts `chlo.top_k`, gets XLA's order instead:
      the total order of the bits, in which a NaN is the largest value
      (under `ogt` a NaN has no place).

    Any other op of a dialect dtc does not know (a top-k with an indices
    input, `iree_linalg_ext.fft`, `flow`, `hal`, another `mhlo` op) is an
    error naming it, at its location (for TF's programs, the TF op it came
    from).

    Then the program is laid out: a `dtensor.mesh @mesh` (`mesh`) and a
    `dtensor.layout` on each argument and result of the entry. What the JAX
    importer took out of jax.jit's StableHLO for IREE, which reads no
    Shardy, comes back from the module's `dtc.jax` record
    (tools/jax-import/dtc_jax/shardy.py writes it): each
    `@dtc.shard_map_call.K` call becomes `dtensor.shard_map` of
    `@dtc.shard_map.K`, a private `dtensor.local_view` function with the
    shard_map's layouts (and the functions it calls local-view too); each
    `@dtc.collective.K` call the dtensor collective the record describes (a
    ppermute a `collective_permute` completed to a permutation, its devices
    that receive nothing given zeros, XLA's rule); `@dtc.partition_id` the
    device's row-major place; each `@dtc.constraint.K` a
    `dtensor.constraint` (on an argument, whose layout the entry pins, a
    `dtensor.relayout`); the entry's recorded shardings its layouts where
    `in-layouts`/`out-layouts` say nothing.

    Input (generic form):
    ```mlir
    %s:2 = "iree_linalg_ext.scan"(%x, %e, %init) <{dimension = 1 : i64, inclusive = true}> ({
    ^bb0(%a: f32, %b: f32):
      %t = "arith.addf"(%a, %b) : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%t) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4xf32>) -> (tensor<4x6xf32>, tensor<4xf32>)
    ```
    Output:
    ```mlir
    %s:2 = dtensor.scan %x init %init along 1 inclusive : tensor<4x6xf32>, tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      dtensor.yield %t : f32
    }
    ```
  }];
  let options = [
    Option<"mesh", "mesh", "std::string", /*default=*/"",
           "The mesh, its axes major to minor (`x=2,y=2`); none: the mesh the "
           "JAX importer recorded (its shard_maps'), else one device and no layouts">,
    Option<"deviceType", "device-type", "std::string", /*default=*/"\"cpu\"",
           "The mesh's devices: cpu or gpu">,
    Option<"entry", "entry", "std::string", /*default=*/"\"main\"",
           "The function whose arguments and results are laid out">,
    ListOption<"inLayouts", "in-layouts", "std::string",
               "Per argument of the entry, its dimensions' shardings as a layout "
               "writes them (`[x, unsharded]`); none: the shardings the JAX "
               "importer recorded (jax.jit's), else replicated">,
    ListOption<"outLayouts", "out-layouts", "std::string",
               "Per result of the entry, the same">,
  ];
  let dependentDialects = ["::dtc::dtensor::DTensorDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def SplitOptimizationBarriers
    : Pass<"dtensor-split-optimization-barriers", "::mlir::ModuleOp"> {
  let summary = "One dtensor.optimization_barrier per value it holds";
  let description = [{
    A barrier of several values (XLA's, from `jax.checkpoint`) becomes one
    barrier per value: the values are independent, each takes its own
    layout, and a barrier of one value has a sharding rule (its result is
    its operand). What the barrier holds back is held back still: each value
    passes through a barrier.

    Input:
    ```mlir
    %r:2 = dtensor.optimization_barrier %a, %b : tensor<8x16xf32>, tensor<16xf32>
    ```
    Output:
    ```mlir
    %ra = dtensor.optimization_barrier %a : tensor<8x16xf32>
    %rb = dtensor.optimization_barrier %b : tensor<16xf32>
    ```
  }];
  let dependentDialects = ["::dtc::dtensor::DTensorDialect"];
}

#endif // DTC_TRANSFORMS_IMPORTPASSES_TD
