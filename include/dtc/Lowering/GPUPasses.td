//===- GPUPasses.td ------------------------------------------------*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Lowering/GPU, the kernel formation
// for NVIDIA GPUs (and its emulation on host threads).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_GPUPASSES_TD
#define DTC_LOWERING_GPUPASSES_TD

include "mlir/Pass/PassBase.td"

def LinalgReductionsToGPU : Pass<"dtc-linalg-reductions-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Runs linalg reductions as GPU kernels: a block or a thread per output element";
  let description = [{
    Part of `dtc-gpu-lowering`, after bufferization, before
    `convert-linalg-to-parallel-loops`. A linalg op on buffers with one
    output whose innermost loop is a reduction loop (a row sum, a full sum,
    a softmax's max), whose body yields `combiner(acc, x)` with a combiner
    `gpu.all_reduce` knows (`addf`/`addi`, `mulf`/`muli`, `maximumf`,
    `minimumf`, `maxnumf`, `minnumf`, signed and unsigned integer min/max,
    `andi`, `ori`, `xori`) on 32- or 64-bit scalars, becomes a `gpu.launch`
    of one block per output element:

    - each thread folds the reduced iterations `t, t + T, t + 2T, ...` of
      its block's element into a register, starting from the combiner's
      identity (consecutive threads read consecutive elements);
    - `gpu.all_reduce ... uniform` combines the block's partials (lowered by
      `convert-gpu-to-nvvm` to warp shuffles and shared memory);
    - thread 0 folds the total into the output element, so the output's
      initial value counts as in linalg.

    Blocks have `threads-per-block` threads, or the reduced iteration count
    rounded up to a warp when that is smaller. A single output element of
    2^16 iterations or more takes two launches instead (one block would
    leave the GPU idle): up to 1024 blocks fold strided slices into
    partials (a buffer), then one block folds those into the output.
    Every other single-output
    reduction whose output is indexed by parallel loops (fewer than 32
    iterations per output element and more than one element, a parallel
    innermost loop, where one thread per element coalesces, or another
    combiner, any body) gets one thread per output element: a 1-D launch
    like `dtc-parallel-loops-to-gpu`'s, each thread loading its element
    once, folding the reduced loops into a register (`scf.for` with
    `iter_args`) and storing it once. Multi-output reductions are left to
    `dtc-parallel-loops-to-gpu`.

    Input:
    ```mlir
    linalg.reduce ins(%x : memref<64x1024xf32>) outs(%s : memref<64xf32>)
        dimensions = [1]
      (%in: f32, %acc: f32) {
        %0 = arith.addf %in, %acc : f32
        linalg.yield %0 : f32
      }
    ```
    Output (abridged):
    ```mlir
    gpu.launch blocks(%b, ...) in (%gx = %c64, ...) threads(%t, ...) in (%tx = %c256, ...) {
      %p = scf.for %k = %t to %c1024 step %c256 iter_args(%a = %zero) -> (f32) {
        %v = memref.load %x[%b, %k] : memref<64x1024xf32>
        %n = arith.addf %v, %a : f32
        scf.yield %n : f32
      }
      %sum = gpu.all_reduce add %p uniform {} : (f32) -> f32
      scf.if %t == 0 { %old = memref.load %s[%b] ... ; memref.store (%sum + %old), %s[%b] }
      gpu.terminator
    }
    ```
  }];
  let options = [
    Option<"threadsPerBlock", "threads-per-block", "int64_t", /*default=*/"256",
           "Threads of each block (fewer when an element has fewer reduced "
           "iterations)">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def TileTransposesForGPU : Pass<"dtc-tile-transposes-for-gpu", "::mlir::ModuleOp"> {
  let summary = "Runs transposes that move the innermost dimension as tiled GPU kernels";
  let description = [{
    Part of `dtc-gpu-lowering`, after bufferization and before
    `convert-linalg-to-parallel-loops`. A `linalg.transpose` on buffers whose
    permutation moves the innermost dimension would, as one thread per
    element, read or write with a stride. It becomes a `gpu.launch` in which
    each block moves a 32x32 tile through shared memory (a workgroup
    attribution of 32x33 elements, the padding avoiding bank conflicts): its
    32x8 threads read rows along the input's innermost dimension, meet at a
    `gpu.barrier`, and write columns along the output's innermost dimension,
    so both sides coalesce. Input dimension `rank - 1` and the input
    dimension that becomes the output's innermost are tiled; every other
    dimension is a factor of the grid. Partial tiles are guarded; an empty
    transpose launches nothing. Transposes that keep the innermost dimension
    (whole rows move) are left to the plain kernels.

    Input:
    ```mlir
    linalg.transpose ins(%a : memref<64x96xf32>) outs(%b : memref<96x64xf32>)
                     permutation = [1, 0]
    ```
    Output (abridged):
    ```mlir
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c6, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c8, %sz = %c1)
               workgroup(%tile : memref<32x33xf32, #gpu.address_space<workgroup>>) {
      scf.for %k = %c0 to %c4 step %c1 {   // rows ty + 8k of the tile
        ... memref.load %a[%row, %col] ... memref.store %v, %tile[%r, %tx]
      }
      gpu.barrier
      scf.for %k = %c0 to %c4 step %c1 {
        ... memref.load %tile[%tx, %r] ... memref.store %v, %b[%i, %j]
      }
      gpu.terminator
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect"
  ];
}

def ParallelLoopsToGPU : Pass<"dtc-parallel-loops-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Runs a host program's buffer loops as GPU kernels";
  let description = [{
    Part of `dtc-gpu-lowering`, after bufferization and
    `convert-linalg-to-parallel-loops`. On a GPU mesh every buffer lives in
    device memory, so no element may be touched by the host:

    - each outermost `scf.parallel` becomes a `gpu.launch` over a 1-D grid
      that covers the loop's flattened iteration space; thread `t` of block
      `b` takes the linear index `b * threads-per-block + t` (guarded), split
      back into the loop's indices with `affine.delinearize_index`, so
      consecutive threads take consecutive innermost indices and accesses
      coalesce. Loops inside (reduction dimensions, inner parallel nests)
      run sequentially in each thread; an empty loop launches nothing;
    - `memref.copy` becomes such a loop (any layouts);
    - a constant (`memref.get_global`, in host memory) is copied into a
      device buffer where it is taken (`gpu.memcpy`), freed before each
      return; the runtime's own `__dtc_const*` arrays stay on the host;
    - a host `scf.for` nest that touches buffers but has no parallel loop
      (a full reduction with several outputs, which
      `dtc-linalg-reductions-to-gpu` leaves) runs as a kernel of one thread; so does a store outside loops (a rank-0
      linalg op), with the loads and pure ops that make its value;
    - the lists of pointers and ownership flags that upstream's lowering of
      `bufferization.dealloc` hands to its generated `dealloc_helper`
      function are host arrays: their allocations become stack allocations
      at the function's entry, and the helper stays host code;
    - a `memref.load`/`memref.store` left on the host is an error with its
      location (e.g. a scalar read from a tensor that steers an `scf.if`).

    `gpu-kernel-outlining` then turns each launch into a kernel.

    Input:
    ```mlir
    scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c128) step (%c1, %c1) {
      %x = memref.load %a[%i, %j] : memref<64x128xf32>
      %y = math.tanh %x : f32
      memref.store %y, %b[%i, %j] : memref<64x128xf32>
    }
    ```
    Output (abridged):
    ```mlir
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c32, ...) threads(%tx, %ty, %tz) in (%sx = %c256, ...) {
      %lin = ... %bx * 256 + %tx
      scf.if %lin < 8192 {
        %ij:2 = affine.delinearize_index %lin into (64, 128) : index, index
        ...
      }
      gpu.terminator
    }
    ```
  }];
  let options = [
    Option<"threadsPerBlock", "threads-per-block", "int64_t", /*default=*/"256",
           "Threads of each block (fewer when the loop has fewer iterations)">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def EmulateGPULaunches : Pass<"dtc-emulate-gpu-launches", "::mlir::ModuleOp"> {
  let summary = "Runs GPU kernels as host loops, to check the kernel formation on a CPU";
  let description = [{
    The `emulate` variant of `dtc-gpu-lowering` (`dtc compile
    --emulate-gpu-kernels`) forms kernels exactly as for a GPU, then runs
    this pass instead of outlining: every `gpu.launch` becomes host loops
    over its blocks and threads (z, y, x order), with the same block and
    thread ids, so the indices every thread computes are checked against
    numpy on a machine without a GPU.

    A `gpu.barrier`, or a `gpu.all_reduce ... uniform` with a reduction
    kind, at the top level of a kernel body splits the body into phases:
    every thread of the block runs one phase before any runs the next. At an
    all_reduce each thread leaves its operand in a scratch buffer, which is
    folded with the reduction's combiner in thread order, and the next phase
    runs with the total. Values of an earlier phase that a later one uses
    are recomputed, so the ops that make them must not write memory.
    Workgroup attributions (shared memory) become host buffers that the
    blocks use in turn. `gpu.memcpy` becomes `memref.copy`. Any other GPU op
    (a barrier inside control flow, dynamic shared memory, private memory,
    asynchronous launches) is an error: it cannot be emulated. Math on
    16-bit floats is computed in f32 and bf16 is rounded on the bits, to
    nearest even with subnormals kept, as a GPU's `cvt.rn.bf16.f32` does
    (the host's own rounding, `vcvtneps2bf16`, flushes them).

    Input:
    ```mlir
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      ...
      gpu.terminator
    }
    ```
    Output (abridged):
    ```mlir
    scf.for %bz = %c0 to %c1 step %c1 { scf.for %by ... { scf.for %bx = %c0 to %c4 step %c1 {
      scf.for %tz ... { scf.for %ty ... { scf.for %tx = %c0 to %c32 step %c1 { ... } } }
    } } }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

#endif // DTC_LOWERING_GPUPASSES_TD
