//===- DTensorOps.td - dtensor operations ------------------*- tablegen -*-===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSOROPS_TD
#define DTC_DIALECT_DTENSOR_IR_DTENSOROPS_TD

include "dtc/Dialect/DTensor/IR/DTensorAttrs.td"
include "dtc/Dialect/DTensor/IR/DTensorInterfaces.td"
include "dtc/Dialect/DTensor/IR/DTensorTypes.td"
include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class DTensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<DTensor_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// The mesh
//===----------------------------------------------------------------------===//

def DTensor_MeshOp : DTensor_Op<"mesh", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "Declares a named mesh of devices";
  let description = [{
    A module-level symbol naming a `#dtensor.mesh`. Layouts and collectives
    refer to it by name.

    ```mlir
    dtensor.mesh @mesh <[x = 2, y = 4], cpu>
    dtensor.mesh @pair <[d = 2], gpu, device_ids = [1, 0]>
    ```

    **Constraints:**
    1. It sits directly in a module.
    2. The mesh satisfies `#dtensor.mesh`'s constraints and carries no `name`
       (the symbol is its name).
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, DTensor_MeshAttr:$spec);
  let assemblyFormat = "$sym_name $spec attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Global-view ops
//===----------------------------------------------------------------------===//

class DTensor_LayoutOp<string mnemonic, list<Trait> traits = [],
                       list<string> layoutMethods = []>
    : DTensor_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        DeclareOpInterfaceMethods<DTensor_LayoutOpInterface, layoutMethods>])>;

def DTensor_ConstraintOp : DTensor_LayoutOp<"constraint",
    [Pure, AllTypesMatch<["input", "result"]>]> {
  let summary = "Pins the layout of a value (DTensor's DTensorLayout)";
  let description = [{
    Says that `result` (the same value as `input`) has exactly `layout`.
    Propagation treats it as an explicit annotation that wins over
    propagated layouts; it inserts no communication of its own.

    ```mlir
    %1 = dtensor.constraint %0 : tensor<8x16xf32> to #dtensor.layout<@mesh, [x, unsharded]>
    ```

    **Constraints:**
    1. Input and result have the same ranked tensor type.
    2. The layout is valid for that type on its mesh (no `match`).
  }];
  let arguments = (ins AnyRankedTensor:$input, DTensor_LayoutAttr:$layout);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input `:` type($result) `to` qualified($layout) attr-dict";
}

def DTensor_RelayoutOp : DTensor_LayoutOp<"relayout",
    [Pure, AllTypesMatch<["input", "result"]>]> {
  let summary = "Changes the layout of a value";
  let description = [{
    The value is unchanged; its layout becomes `layout`. A `match` entry keeps
    that dimension as the input has it. Partitioning lowers it to the
    cheapest sequence of collectives.

    ```mlir
    %1 = dtensor.relayout %0 : tensor<8x16xf32> to #dtensor.layout<@mesh, [match, y]>
    ```

    **Constraints:**
    1. Input and result have the same ranked tensor type.
    2. The layout is valid for that type on its mesh; `match` is allowed.
  }];
  let arguments = (ins AnyRankedTensor:$input, DTensor_LayoutAttr:$layout);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input `:` type($result) `to` qualified($layout) attr-dict";
}

def DTensor_CheckLayoutOp : DTensor_LayoutOp<"check_layout"> {
  let summary = "Asserts at compile time that a value has a layout";
  let description = [{
    After propagation, compilation fails unless `input`'s layout equals
    `layout`, printing both. It disappears once checked.

    ```mlir
    dtensor.check_layout %0 : tensor<8x16xf32> is #dtensor.layout<@mesh, [x, unsharded]>
    ```

    **Constraints:**
    1. The layout is valid for the input's type on its mesh (no `match`).
  }];
  let arguments = (ins AnyRankedTensor:$input, DTensor_LayoutAttr:$layout);
  let assemblyFormat = "$input `:` type($input) `is` qualified($layout) attr-dict";
}

def DTensor_CopyToMeshOp : DTensor_LayoutOp<"copy_to_mesh",
    [Pure, AllTypesMatch<["input", "result"]>], ["crossesMeshes"]> {
  let summary = "Copies a value to a layout on another mesh";
  let description = [{
    The value, unchanged, now lives on the mesh of `layout` with that layout
    (TF DTensor's `copy_to_mesh`).

    ```mlir
    %1 = dtensor.copy_to_mesh %0 : tensor<8x16xf32> to #dtensor.layout<@gpus, [d, unsharded]>
    ```

    **Constraints:**
    1. Input and result have the same ranked tensor type.
    2. The layout is valid for that type on its mesh, not partial, no `match`.
  }];
  let arguments = (ins AnyRankedTensor:$input, DTensor_LayoutAttr:$layout);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input `:` type($result) `to` qualified($layout) attr-dict";
}

def DTensor_OptimizationBarrierOp : DTensor_Op<"optimization_barrier",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>,
     DeclareOpInterfaceMethods<BufferizableOpInterface,
         ["bufferizesToMemoryRead", "bufferizesToMemoryWrite",
          "getAliasingValues", "bufferize"]>]> {
  let summary = "Values that compilation must not compute across (XLA's optimization_barrier)";
  let description = [{
    The values, unchanged: a scheduling hint, not math. Front ends put it
    where a computation must not be merged with or moved past another one:
    `jax.checkpoint` (rematerialization) marks with it the values a backward
    pass recomputes, so that they are not taken from the forward pass
    instead. The op has no declared effects, so upstream rewrites neither
    erase nor move nor merge it. Import splits one that holds several values
    into one per value (`dtensor-split-optimization-barriers`); propagation
    and partitioning treat a barrier of one value as an elementwise identity
    (its result has its operand's layout). It disappears at bufferization,
    each result its operand's buffer.

    ```mlir
    %1 = dtensor.optimization_barrier %0 : tensor<8x16xf32>
    %2:2 = dtensor.optimization_barrier %a, %b : tensor<8xf32>, tensor<4x4xi32>
    ```

    **Constraints:**
    1. Ranked tensors; result i has the type of operand i.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
}

def DTensor_ShardMapOp : DTensor_Op<"shard_map",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>,
     DeclareOpInterfaceMethods<DTensor_LayoutOpInterface>]> {
  let summary = "Runs a local-view function on every device's shards (JAX's shard_map)";
  let description = [{
    Explicit SPMD code inside a global-view program, as JAX's `shard_map`
    and Shardy's `manual_computation` write it: every device calls
    `callee`, a `dtensor.local_view` function, on its shards of the
    operands, and its results are the devices' shards of the op's results.
    The callee's argument layouts say which shard of each operand a device
    receives (the operand is relaid out to it first, as an operand of any
    op is); its result layouts say how the shards it returns make up each
    result. Inside, collectives (`dtensor.all_reduce`, `all_gather`,
    `collective_permute`, ...) exchange data between devices; a result
    layout that leaves an axis unsharded promises that the callee returns
    the same value on every device along it (as JAX's `out_specs` do), and
    one partial over axes returns partial sums (or maxima, ...) that dtc
    resolves where the result is used (an all_reduce, or a reduce_scatter
    for a sharded use).
    Operands and results of other types pass through unchanged.

    ```mlir
    func.func private @block(%a: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>},
                             %b: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>})
        -> (tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})
        attributes {dtensor.local_view} {
      %0 = tensor.empty() : tensor<4x4xf32>
      %p = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
      %s = dtensor.all_reduce sum %p on @mesh[y] : tensor<4x4xf32>
      return %s : tensor<4x4xf32>
    }
    ...
    %c = dtensor.shard_map @block(%a, %b) : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    ```

    Partitioning replaces it by a `func.call` of the callee on the shards.

    **Constraints:**
    1. `callee` is a `func.func` with a body and `dtensor.local_view`.
    2. The operands and results match the callee's arguments and results in
       number; each tensor has a `dtensor.layout` on the callee, and its
       global type there (the shard's shape times the shard counts) is the
       op's type; other types are the callee's.
    3. The callee's layouts are all on one mesh, and carry no other
       `dtensor` attribute (variables, datasets and assignments belong to
       the entry).
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, $results)
  }];
  let extraClassDeclaration = [{
    /// The callee (a local-view function once verified).
    ::mlir::FunctionOpInterface getCalleeFunction();
    /// The layouts of the callee's arguments and of its results, one per
    /// operand and result (null where the type is not a tensor).
    ::llvm::SmallVector<LayoutAttr> getArgLayouts();
    ::llvm::SmallVector<LayoutAttr> getResultLayouts();
  }];
}

// Ops of the local view: they act on this device's shard or replica and on
// its group (there are no per-device values in the global view, so
// partitioning rejects them in global-view functions).
def DTensor_LocalViewOnly : NativeOpTrait<"LocalViewOnly"> {
  let cppNamespace = "::dtc::dtensor";
}

class DTensor_MeshAxesOp<string mnemonic, list<Trait> traits = []>
    : DTensor_Op<mnemonic, !listconcat(traits, [DTensor_LocalViewOnly,
        DeclareOpInterfaceMethods<SymbolUserOpInterface>])>;

def DTensor_ReduceOp : DTensor_MeshAxesOp<"reduce", [Pure]> {
  let summary = "Reduces per-replica values across replicas (strategy.reduce)";
  let description = [{
    tf.distribute's `strategy.reduce`: each device along the mesh `axes`
    holds its own replica of `input`; the result, identical everywhere, is
    their `sum`, `mean`, `max` or `min`. With `along d`, the reduction also
    runs within the tensor along dimension `d`, which disappears from the
    result; `mean` then divides by the true element count (replicas times
    the size of `d`).

    ```mlir
    %r = dtensor.reduce sum %v over @mesh[x] : tensor<8x4xf32> -> tensor<8x4xf32>
    %m = dtensor.reduce mean %v over @mesh[x, y] along 0 : tensor<8x4xf32> -> tensor<4xf32>
    ```

    **Constraints:**
    1. The kind is `sum`, `mean`, `max` or `min`.
    2. The mesh exists, the axes exist in it, and none repeats.
    3. `along` is a dimension of the input.
    4. The result type is the input type, minus dimension `along` if given.
  }];
  let arguments = (ins DTensor_ReductionKindAttr:$kind, AnyRankedTensor:$input,
                       FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes,
                       OptionalAttr<I64Attr>:$along);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $input `over` custom<MeshAxes>($mesh, $axes) (`along` $along^)?
    attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Local-view collectives
//===----------------------------------------------------------------------===//

class DTensor_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : DTensor_MeshAxesOp<mnemonic, traits> {
  let hasVerifier = 1;
}

def DTensor_AllGatherOp : DTensor_CollectiveOp<"all_gather", [Pure]> {
  let summary = "Concatenates the shards of a group along a dimension";
  let description = [{
    Every device of a group (the devices that differ only in their
    coordinates on `axes`) receives the concatenation, in group order (the
    axes major to minor), of all the group's inputs along dimension `dim`.

    ```mlir
    %1 = dtensor.all_gather %0 on @mesh[y] dim 1 : tensor<4x2xf32> -> tensor<4x8xf32>
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. `dim` is a dimension of the input.
    3. The result equals the input but for dimension `dim`, which is group
       size times larger; element types match.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` custom<MeshAxes>($mesh, $axes) `dim` $dim attr-dict
    `:` type($input) `->` type($result)
  }];
}

def DTensor_AllReduceOp : DTensor_CollectiveOp<"all_reduce",
    [Pure, AllTypesMatch<["input", "result"]>]> {
  let summary = "Reduces the values of a group elementwise; all receive it";
  let description = [{
    Every device of the group receives the elementwise reduction of all the
    group's inputs. Kinds: `sum`, `prod`, `min`, `max`, `mean`, `and`, `or`.

    ```mlir
    %1 = dtensor.all_reduce sum %0 on @mesh[x] : tensor<4x8xf32>
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. Input and result have the same type.
    3. `and` and `or` apply to integer (including i1) elements only.
  }];
  let arguments = (ins DTensor_ReductionKindAttr:$kind, AnyRankedTensor:$input,
                       FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $input `on` custom<MeshAxes>($mesh, $axes) attr-dict `:` type($result)
  }];
}

def DTensor_AllReduceStartOp : DTensor_CollectiveOp<"all_reduce_start",
    [TypesMatchWith<"the result is a future of the input", "input", "result",
                    "::dtc::dtensor::FutureType::get($_self.getContext(), ::llvm::cast<::mlir::RankedTensorType>($_self))">]> {
  let summary = "Starts an all_reduce that a dtensor.wait completes";
  let description = [{
    `dtensor.all_reduce` in two halves: the start hands the input to the
    group and returns at once with a future; `dtensor.wait` returns the
    reduction. The device computes in between instead of waiting for the
    slowest member of its group. `dtensor-overlap-collectives` makes them
    from the all_reduces of a function and spreads them apart.

    ```mlir
    %f = dtensor.all_reduce_start sum %0 on @mesh[x] : tensor<4x8xf32>
    %2 = linalg.matmul ins(%a, %b : ...) outs(...)   // overlaps the reduction
    %1 = dtensor.wait %f : tensor<4x8xf32>
    ```

    The pair takes part in the group's communication: generic passes never
    remove, merge or move it (it has unknown side effects).

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. The result is `!dtensor.future` of the input type.
    3. `and` and `or` apply to integer (including i1) elements only.
    4. The future is waited for exactly once, by a `dtensor.wait` in the
       same block.
  }];
  let arguments = (ins DTensor_ReductionKindAttr:$kind, AnyRankedTensor:$input,
                       FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes);
  let results = (outs DTensor_FutureType:$result);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $input `on` custom<MeshAxes>($mesh, $axes) attr-dict `:` type($input)
  }];
}

def DTensor_WaitOp : DTensor_Op<"wait", [DTensor_LocalViewOnly,
    TypesMatchWith<"the future is of the result's type", "result", "future",
                   "::dtc::dtensor::FutureType::get($_self.getContext(), ::llvm::cast<::mlir::RankedTensorType>($_self))">]> {
  let summary = "Completes a started collective and returns its result";
  let description = [{
    Waits for the collective that made `future` (`dtensor.all_reduce_start`)
    and returns its result: what the synchronous collective would have
    returned at the start's place.

    ```mlir
    %1 = dtensor.wait %f : tensor<4x8xf32>
    ```

    **Constraints:**
    1. `future` is the result of a start in the same block.
    2. The result is the future's tensor type.
  }];
  let arguments = (ins DTensor_FutureType:$future);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$future attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def DTensor_ReduceScatterOp : DTensor_CollectiveOp<"reduce_scatter", [Pure]> {
  let summary = "Reduces the values of a group; each device keeps one block";
  let description = [{
    The elementwise reduction of the group's inputs, split along `dim` into
    group-size blocks; the device at group index i keeps block i.

    ```mlir
    %1 = dtensor.reduce_scatter sum %0 on @mesh[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. `dim` is a dimension of the input, divisible by the group size.
    3. The result equals the input but for dimension `dim`, divided by the
       group size.
    4. `and` and `or` apply to integer (including i1) elements only.
  }];
  let arguments = (ins DTensor_ReductionKindAttr:$kind, AnyRankedTensor:$input,
                       FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes, I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $input `on` custom<MeshAxes>($mesh, $axes) `dim` $dim attr-dict
    `:` type($input) `->` type($result)
  }];
}

def DTensor_AllToAllOp : DTensor_CollectiveOp<"all_to_all", [Pure]> {
  let summary = "Splits along one dimension, exchanges, concatenates along another";
  let description = [{
    Each device splits its input along `split` into group-size blocks and
    sends block j to group member j; it concatenates what it receives, in
    group order, along `concat`. This moves a mesh axis from one tensor
    dimension to another.

    ```mlir
    %1 = dtensor.all_to_all %0 on @mesh[x] split 1 concat 0 : tensor<4x8xf32> -> tensor<8x4xf32>
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. `split` and `concat` are dimensions of the input; `split` is
       divisible by the group size.
    3. The result equals the input with `split` divided by and `concat`
       multiplied by the group size.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$split, I64Attr:$concat);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` custom<MeshAxes>($mesh, $axes) `split` $split `concat` $concat
    attr-dict `:` type($input) `->` type($result)
  }];
}

def DTensor_AllSliceOp : DTensor_CollectiveOp<"all_slice", [Pure]> {
  let summary = "Keeps this device's block of a dimension (no communication)";
  let description = [{
    The input is the same on every device of the group; the device at group
    index i keeps block i of dimension `dim`. The inverse of `all_gather`.

    ```mlir
    %1 = dtensor.all_slice %0 on @mesh[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. `dim` is a dimension of the input, divisible by the group size.
    3. The result equals the input but for dimension `dim`, divided by the
       group size.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` custom<MeshAxes>($mesh, $axes) `dim` $dim attr-dict
    `:` type($input) `->` type($result)
  }];
}

def DTensor_CollectivePermuteOp : DTensor_CollectiveOp<"collective_permute",
    [Pure, AllTypesMatch<["input", "result"]>]> {
  let summary = "Sends each device's value to another device of its group";
  let description = [{
    Within each group, the device at group index i sends its input to group
    index `permutation[i]`, and receives from the device that sends to it.

    ```mlir
    %1 = dtensor.collective_permute %0 on @mesh[x] permutation [1, 0] : tensor<4x4xf32>
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. `permutation` is a permutation of 0 .. group size - 1.
    3. Input and result have the same type.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, DenseI64ArrayAttr:$permutation);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` custom<MeshAxes>($mesh, $axes) `permutation` $permutation
    attr-dict `:` type($result)
  }];
}

def DTensor_BroadcastOp : DTensor_CollectiveOp<"broadcast",
    [Pure, AllTypesMatch<["input", "result"]>]> {
  let summary = "Every device of a group receives one member's value";
  let description = [{
    Every device of the group receives the input of the device at group
    index `root`.

    ```mlir
    %1 = dtensor.broadcast %0 on @mesh[x, y] root 0 : tensor<4x4xf32>
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. `root` is in 0 .. group size - 1.
    3. Input and result have the same type.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       StrArrayAttr:$axes, I64Attr:$root);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` custom<MeshAxes>($mesh, $axes) `root` $root attr-dict `:` type($result)
  }];
}

def DTensor_DeviceCoordsOp : DTensor_CollectiveOp<"device_coords", [Pure]> {
  let summary = "The current device's coordinates on mesh axes";
  let description = [{
    One `index` per named axis: the coordinate of the device running the
    SPMD program along that axis.

    ```mlir
    %cx, %cy = dtensor.device_coords @mesh[x, y] : index, index
    ```

    **Constraints:**
    1. The mesh exists; the axes exist in it, at least one, none repeated.
    2. There is one result per axis.
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, StrArrayAttr:$axes);
  let results = (outs Variadic<Index>:$coords);
  let assemblyFormat = [{
    custom<MeshAxes>($mesh, $axes) attr-dict `:` type($coords)
  }];
}

def DTensor_InMeshOp : DTensor_Op<"in_mesh", [Pure, DTensor_LocalViewOnly,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Whether the current device is one of a mesh's devices";
  let description = [{
    True on the devices of `mesh`, false on the program's other devices. A
    program whose meshes are over different sets of devices runs on all of
    them; partitioning guards the ops of a mesh that not every device is in
    with `scf.if` on this value, so the others skip them.

    ```mlir
    %on = dtensor.in_mesh @params
    ```

    **Constraints:**
    1. The mesh exists.
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh);
  let results = (outs I1:$result);
  let assemblyFormat = "$mesh attr-dict";
}

include "dtc/Dialect/DTensor/IR/DTensorFrontEndOps.td"

#endif // DTC_DIALECT_DTENSOR_IR_DTENSOROPS_TD
