//===- DTensorFrontEndOps.td - ops front ends bring --------*- tablegen -*-===//
//
// Ops of XLA's (and so JAX's and TF's) programs that upstream MLIR has no
// op for: sorts, top-k, scans and scatters. They are global-view ops like
// linalg's: propagation and partitioning see them whole (each has a
// sharding rule), and `dtc-lower-front-end-ops` lowers each device's op to
// linalg, tensor and scf on its shards.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSORFRONTENDOPS_TD
#define DTC_DIALECT_DTENSOR_IR_DTENSORFRONTENDOPS_TD

def DTensor_YieldOp : DTensor_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["SortOp", "TopKOp", "ScanOp", "ScatterOp"]>]> {
  let summary = "Ends the body of a sort, top-k, scan or scatter";
  let description = [{
    The scalar the body computes: a comparator's `i1` (whether its first
    element goes before its second), a combiner's element.

    ```mlir
    dtensor.yield %c : i1
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def DTensor_SortOp : DTensor_Op<"sort", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Sorts tensors along one dimension by a comparator, stably (XLA's sort)";
  let description = [{
    Sorts every line along `dimension` (the elements that share their other
    indices) of all `inputs` alike, by the order the comparator defines on
    the inputs' elements at two positions: its block takes, for each input
    in turn, the element at the first position and the element at the
    second (`lhs0, rhs0, lhs1, rhs1, ...`) and yields whether the first goes
    before the second. The sort is stable: elements the comparator orders
    neither way keep their order (XLA's `is_stable`), so any comparator
    gives one result.

    ```mlir
    // Descending by key, a payload carried along.
    %s:2 = dtensor.sort %keys, %payload along 1 : tensor<2x7xi32>, tensor<2x7xf32> {
    ^bb0(%a: i32, %b: i32, %p: f32, %q: f32):
      %gt = arith.cmpi sgt, %a, %b : i32
      dtensor.yield %gt : i1
    }
    ```

    Lines are independent: the sort shards along every other dimension.
    Lowered (`dtc-lower-front-end-ops`): a rank count for lines shorter
    than 64, a bitonic network for longer ones (over keys packed with
    positions where the comparator compares one integer key).

    **Constraints:**
    1. At least one input; all inputs have one shape, ranked and static.
    2. `0 <= dimension < rank`.
    3. The comparator's block has two arguments per input, of its element
       type, and yields one `i1`.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$comparator);
  let assemblyFormat = [{
    $inputs `along` $dimension attr-dict `:` type($inputs) $comparator
  }];
  let hasVerifier = 1;
}

def DTensor_TopKOp : DTensor_Op<"top_k", [Pure]> {
  let summary = "The k first elements of each line by a comparator, and their positions (XLA's TopK)";
  let description = [{
    For every line along `dimension`, the `k` elements the comparator puts
    first (k is the results' size along `dimension`), in that order, and
    their positions in the line; of equal elements, the earlier first. The
    comparator's block takes two elements and yields whether the first goes
    before the second. Front ends give XLA's order for floats (a total
    order: a NaN is the largest value).

    ```mlir
    %v, %i = dtensor.top_k %x along 1 : tensor<4x6xf32> -> tensor<4x2xf32>, tensor<4x2xi32> {
    ^bb0(%a: f32, %b: f32):
      %gt = arith.cmpf ogt, %a, %b : f32
      dtensor.yield %gt : i1
    }
    ```

    Lines are independent: the op shards along every other dimension.
    Lowered (`dtc-lower-front-end-ops`): k passes over the line, or for
    lines of 256 or more compared by one integer key, a bitonic selection
    network.

    **Constraints:**
    1. Ranked static tensors; `values` has the input's shape but `k` along
       `dimension`, `k <= ` the input's size there; `indices` has `values`'
       shape and a signless integer element type; `values` has the input's
       element type.
    2. `0 <= dimension < rank`.
    3. The comparator's block takes two elements of the input's type and
       yields one `i1`.
  }];
  let arguments = (ins AnyRankedTensor:$input,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension);
  let results = (outs AnyRankedTensor:$values, AnyRankedTensor:$indices);
  let regions = (region SizedRegion<1>:$comparator);
  let assemblyFormat = [{
    $input `along` $dimension attr-dict `:` type($input) `->` type($values) `,`
    type($indices) $comparator
  }];
  let hasVerifier = 1;
}

def DTensor_ScanOp : DTensor_Op<"scan", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Running combination along one dimension (cumsum, cummax, ...)";
  let description = [{
    Along `dimension`, with the combiner `f` (its block takes the running
    value and the next element and yields the combination):
    - `inclusive`: `output[0] = input[0]`, `output[j] = f(output[j-1], input[j])`;
    - otherwise (exclusive): `output[0] = init`, `output[j] = f(output[j-1], input[j-1])`.
    `accumulator` is the last line of `output` (of `init`'s shape: the input's
    without `dimension`); along a dimension of one element, `init`.
    These are the semantics of IREE's `iree_linalg_ext.scan`, which JAX's
    `cumsum`, `cumprod`, `cummax` and `cumlogsumexp` become.

    ```mlir
    %out, %acc = dtensor.scan %x init %zero along 1 inclusive : tensor<4x6xf32>, tensor<4xf32> {
    ^bb0(%run: f32, %next: f32):
      %s = arith.addf %run, %next : f32
      dtensor.yield %s : f32
    }
    ```

    Lines are independent: the scan shards along every other dimension.
    Lowered (`dtc-lower-front-end-ops`): an `scf.for` along the dimension
    over slabs (every other dimension whole).

    **Constraints:**
    1. Ranked static tensors of one element type; `init` has the input's
       shape without `dimension`.
    2. `0 <= dimension < rank`.
    3. The combiner's block takes two elements and yields one.
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$init,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension,
                       UnitAttr:$inclusive);
  let results = (outs AnyRankedTensor:$output, AnyRankedTensor:$accumulator);
  let regions = (region SizedRegion<1>:$combiner);
  let assemblyFormat = [{
    $input `init` $init `along` $dimension (`inclusive` $inclusive^)? attr-dict
    `:` type($input) `,` type($init) $combiner
  }];
  let hasVerifier = 1;
}

def DTensor_ScatterOp : DTensor_Op<"scatter", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Combines windows of updates into a tensor at indexed offsets (XLA's scatter)";
  let description = [{
    `updates` is `[n, w...]`: n windows, each covering the last dimensions
    of `original` (as many as the window has; the dimensions before have
    windows of one element). `indices` is `[n, m]`: row i gives the
    offsets of window i along the dimensions `dimension_map` lists (offset 0
    along the others). In order of i, each window is combined elementwise
    with the part of the result it covers by the combiner (its block takes
    the update's element and the current one and yields the new one); a
    window that does not fit at its offsets is skipped (XLA drops such
    updates). Repeated offsets combine one after another.

    ```mlir
    // x.at[rows, cols].max(u)
    %r = dtensor.scatter %u at %idx into %x dims [0, 1] : tensor<5xf32>, tensor<5x2xi32>, tensor<4x6xf32> {
    ^bb0(%update: f32, %current: f32):
      %m = arith.maximumf %current, %update : f32
      dtensor.yield %m : f32
    }
    ```

    Dimensions of `original` that no offset indexes and that windows cover
    whole shard (with the windows' dimension); the others stay whole.
    Lowered (`dtc-lower-front-end-ops`): an `scf.for` over the windows.

    **Constraints:**
    1. Ranked static tensors; `indices` is `[n, m]` of signless integers
       with `m` the size of `dimension_map`; `updates` is `[n, w...]` with at
       most `original`'s rank window dimensions, each no larger than the
       dimension of `original` it covers, and `original`'s element type.
    2. `dimension_map` lists distinct dimensions of `original`.
    3. The combiner's block takes two elements and yields one.
  }];
  let arguments = (ins AnyRankedTensor:$updates, AnyRankedTensor:$indices,
                       AnyRankedTensor:$original,
                       DenseI64ArrayAttr:$dimension_map);
  let results = (outs AnyRankedTensor:$result);
  let regions = (region SizedRegion<1>:$combiner);
  let assemblyFormat = [{
    $updates `at` $indices `into` $original `dims` $dimension_map attr-dict
    `:` type($updates) `,` type($indices) `,` type($original) $combiner
  }];
  let hasVerifier = 1;
}

#endif // DTC_DIALECT_DTENSOR_IR_DTENSORFRONTENDOPS_TD
