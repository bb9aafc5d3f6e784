//===- Passes.td - dtc's lowering passes -------------------*- tablegen -*-===//
//
// From a local-view program to code: the runtime's ABI and libraries
// (lib/Conversion), and the GPU kernel formation (lib/Conversion/GPU).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_CONVERSION_PASSES_TD
#define DTC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// The runtime (lib/Conversion): entries, collectives as calls, BLAS
//
//===----------------------------------------------------------------------===//

def NameEntries : Pass<"dtc-name-entries", "::mlir::ModuleOp"> {
  let summary = "Names a program's functions for the launcher it is linked with";
  let description = [{
    Every function with a body gets a `dtc_fn_` symbol, so a program's
    `main` cannot collide with the launcher's; public ones get C-interface
    wrappers (`llvm.emit_c_interface`), through which the launcher calls the
    program's entries, and their tensor arguments are marked
    `bufferization.writable = false`: they are the launcher's buffers, which
    outlive a call (an input or a variable is read again by the next step
    of a training job), so bufferization writes results elsewhere. The module's `dtc.entries` attribute maps each public
    function's name in the program to its new symbol; dtc reads the entries'
    symbols there for its entry table. Names
    that are taken get a numeric suffix; a symbol starting with `__dtc_`,
    which dtc reserves, is an error. `dtc` runs this after the global-to-local
    pipeline, before `dtc-convert-dtensor-to-runtime`.

    Input:
    ```mlir
    func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> { ... }
    ```
    Output:
    ```mlir
    module attributes {dtc.entries = {main = "dtc_fn_main"}} {
      func.func @dtc_fn_main(%x: tensor<8xf32>) -> tensor<8xf32>
          attributes {llvm.emit_c_interface} { ... }
    }
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::bufferization::BufferizationDialect"];
}

def ConvertDTensorToRuntime : Pass<"dtc-convert-dtensor-to-runtime", "::mlir::ModuleOp"> {
  let summary = "Lowers local-view collectives to calls into dtc's runtime";
  let description = [{
    Takes a local-view program on tensors (static shapes; every global-view
    op already partitioned away) and replaces each collective by a call into
    the runtime's C ABI (runtime/include/dtc/runtime.h) on buffers: the
    input is handed over with `bufferization.to_buffer`, the result buffer is
    allocated here and wrapped with `bufferization.to_tensor`, so
    `one-shot-bufferize` runs afterwards as usual. The device is the calling
    thread's (`dtc_current_device`); mesh axes become their indices; shapes
    and permutations become constant globals. `all_slice` needs no
    communication and becomes a `tensor.extract_slice` at the device's group
    index; `device_coords` becomes `dtc_device_coord` calls; `reduce`
    (strategy.reduce over per-device replicas) becomes an `all_reduce`, a
    `linalg.reduce` along its tensor dimension and a mean's division.
    Finally the mesh
    symbols and the `dtensor.*` attributes are removed: the module no longer
    depends on the dialect.

    Input:
    ```mlir
    %1 = dtensor.all_reduce sum %0 on @mesh[x] : tensor<4x8xf32>
    ```
    Output (abridged):
    ```mlir
    %dev = call @dtc_current_device() : () -> !llvm.ptr
    %in = bufferization.to_buffer %0 read_only : tensor<4x8xf32> to memref<4x8xf32>
    %out = memref.alloc() : memref<4x8xf32>
    %s = call @dtc_all_reduce(%dev, %axes, %c1_i32, %pin, %pout, %c32_i64, %c0_i32, %c0_i32)
    %1 = bufferization.to_tensor %out restrict writable : memref<4x8xf32> to tensor<4x8xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect", "::mlir::tensor::TensorDialect",
    "::mlir::linalg::LinalgDialect"
  ];
}

def LowerDeallocations : Pass<"dtc-lower-deallocations", "::mlir::ModuleOp"> {
  let summary = "Lowers bufferization.dealloc as upstream does, with the runtime's helper for the general case";
  let description = [{
    Upstream's `bufferization-lower-deallocations` with one difference: a
    `bufferization.dealloc` of several buffers (a loop that yields a
    buffer, a function that may return one of its arguments) calls the
    runtime's `dtc_dealloc_helper` (dtc/imports.def), declared here, instead
    of a `dealloc_helper` function generated into every program. The
    generated helper, five loops over memrefs, was a third of a 4-layer
    MLP's LLVM IR and of its code generation; the runtime's computes the
    same (which buffers to free, which ownerships the retained values get).
    The simpler cases (one buffer, with or without retained values) are
    upstream's inline code. Part of `dtc-cpu-lowering` when buffers come from
    the runtime's allocator, and of `dtc-gpu-lowering`.

    Input:
    ```mlir
    %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
                             retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
    ```
    Output: the buffers' aligned pointers and the conditions stored in
    lists, `call @dtc_dealloc_helper(...)`, `scf.if`-guarded
    `memref.dealloc`s, and no `dealloc_helper` function.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect", "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect", "::mlir::arith::ArithDialect"];
}

def HostMathToLibm : Pass<"dtc-host-math-to-libm", "::mlir::ModuleOp"> {
  let summary = "Calls libm for the math functions that MLIR's LLVM lowering computes inexactly";
  let description = [{
    Upstream's `convert-math-to-llvm` lowers `math.expm1` to `exp(x) - 1`
    and `math.log1p` to `log(1 + x)`: near zero, where these functions
    exist to be accurate, the subtraction or the sum loses every digit
    (expm1 of 1e-20 in f64 comes out 0, where it is 1e-20). This pass turns
    the f32 and f64 `math.expm1` and `math.log1p` still in the program into
    calls of libm's `expm1f`, `expm1`, `log1pf` and `log1p` (upstream's
    `convert-math-to-libm` patterns, applied to these ops only: the others,
    `math.floor` or `math.sqrt`, stay for `convert-math-to-llvm`, which
    makes them instructions). On the host f32 ones are usually gone
    already, approximated by `dtc-prepare-host-vectorization`; f64 ones
    are not. Part of the host's lowering to LLVM, before
    `convert-math-to-llvm`.

    Input:
    ```mlir
    %y = math.expm1 %x : f64
    %z = math.floor %x : f64
    ```
    Output: `%y = call @expm1(%x) : (f64) -> f64` with
    `func.func private @expm1(f64) -> f64 attributes {llvm.readnone}`,
    and `math.floor` unchanged.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect", "::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def LinalgToBlas : Pass<"dtc-linalg-to-blas", "::mlir::ModuleOp"> {
  let summary = "Replaces matrix products on buffers by OpenBLAS (CBLAS) calls";
  let description = [{
    Takes bufferized `linalg.matmul` (default indexing maps, or maps that
    read A and/or B transposed) and `linalg.batch_matmul` ops (f32 or f64
    everywhere, rows contiguous: unit stride in the last dimension) and
    replaces each by a call to `dtc_host_sgemm` / `cblas_dgemm` (row-major,
    `C += op(A) * op(B)`; `dtc_host_sgemm` is the runtime's f32 kernel for
    the small products of host devices, with CBLAS's signature, which hands
    what it does not compute itself to OpenBLAS's `cblas_sgemm`); a zero `linalg.fill` of C right before the product
    (or earlier in its block, when C is the function's own buffer and nothing
    in between uses it; its users outside the block, such as its
    deallocation after the loop the buffer was hoisted out of, must run
    after the product) becomes `beta = 0`; a batch product becomes a loop of calls over the
    batch. The functions are declared in the module (dtc_host_sgemm from
    the runtime's table, dtc/imports.def). Other products
    A contraction left a `linalg.generic` (an einsum) is classified by dtc
    itself (`linalg::inferContractionDims`): its free dimensions of A (M),
    of B (N) and contracted ones (K), any number of each, and any number of
    batch dimensions. Where each group is adjacent in every operand that has
    it, in one order, and collapses (strides composing), it becomes a loop
    over the batch indices, each step one gemm on the batch's matrices (the
    groups collapsed), transposed where an operand's groups come in the
    other order (a result stored (N, M) swaps the operands). Otherwise
    (groups split or in different orders, a batch dimension innermost) the
    operands that do not line up are packed first: copied with
    `linalg.transpose` into buffers of their own in the order batch, then
    their two groups; a packed result is copied back after the products.
    Contractions without a free dimension in each operand (matrix-vector)
    are left to the loop lowering. (The pipelines first turn GEMM-shaped
    `linalg.generic` ops into named products with
    `dtc-specialize-generic-ops`, which keeps those whose named op would mean
    something else.)

    With `library=cblas`, an f32 `linalg.matmul` whose B (not transposed)
    nothing changes while an enclosing loop runs is packed once before the
    outermost such loop (`scf.for` or `scf.while`):
    `dtc_host_sgemm_pack(m, n, k, B, ldb)` returns the runtime's packed copy
    (or null where the kernel would not compute the product itself), the
    product calls `dtc_host_sgemm_packed` with it and with B (the fallback),
    and `dtc_host_sgemm_release` frees it after the loop. Products of one B
    in one loop share the copy, and so do devices whose B is the same memory
    (an input's replicas). B counts as unchanged when every op in the loop
    has known effects and none writes or frees memory that may be B's
    (upstream's local alias analysis: two function arguments may be the
    same memory, a buffer allocated in the function is not an argument),
    no call anywhere in the function is handed B or a pointer into it (a
    collective started before the loop could write it during the loop), and
    B's address is not taken anywhere else; a write through a pointer that
    does not trace back to a memref counts as a write to B. The loops from
    the product out must run at least 8 times (a trip count that is not a
    constant counts as enough): the copy's first product fills it, which
    costs what a few later products gain (the runtime keeps a released
    copy's memory for the next pack, so that its pages fault only the first
    time). Option `pack-invariant-weights=false` turns this off.

    Input:
    ```mlir
    scf.for %i = %c0 to %c20 step %c1 {
      linalg.matmul ins(%x, %w : memref<16x32xf32>, memref<32x64xf32>)
                    outs(%out : memref<16x64xf32>)
    }
    ```
    Output (abridged):
    ```mlir
    %packed = call @dtc_host_sgemm_pack(%c16, %c64, %c32, %pw, %c64)
    scf.for %i = %c0 to %c20 step %c1 {
      func.call @dtc_host_sgemm_packed(%no_trans, %c16, %c64, %c32, %one, %px,
          %c32, %pw, %c64, %packed, %one, %pout, %c64) : (...) -> ()
    }
    call @dtc_host_sgemm_release(%packed)
    ```

    With `library=cublas` (the GPU pipeline) the calls go to
    `dtc_cublas_sgemm` / `dtc_cublas_dgemm` instead: the same row-major
    CBLAS signature, implemented by dtc's CUDA runtime with cuBLAS on the
    calling device's handle and stream, on device pointers. cuBLAS also
    takes products of f16 or bf16 operands (both the same) with an f32 or
    same-type result: they call `dtc_cublas_gemm_ex`, the same signature
    with f32 alpha and beta and a cudaDataType after each pointer
    (cublasGemmEx, f32 accumulation).

    Input:
    ```mlir
    linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>)
                  outs(%c : memref<16x64xf32>)
    ```
    Output (abridged):
    ```mlir
    %pa = ... : !llvm.ptr   // from memref.extract_aligned_pointer_as_index
    func.call @dtc_host_sgemm(%row_major, %no_trans, %no_trans, %m, %n, %k,
        %one, %pa, %lda, %pb, %ldb, %one, %pc, %ldc) : (...) -> ()
    ```
  }];
  let options = [
    Option<"library", "library", "std::string", /*default=*/"\"cblas\"",
           "Which BLAS the calls go to: cblas (OpenBLAS, host memory) or "
           "cublas (dtc's CUDA runtime, device memory)">,
    Option<"packInvariantWeights", "pack-invariant-weights", "bool", /*default=*/"true",
           "With cblas: pack a B that no iteration of an enclosing loop "
           "changes once before the loop (dtc_host_sgemm_pack)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

//===----------------------------------------------------------------------===//
// GPU kernel formation (lib/Conversion/GPU), and its host emulation
//
//===----------------------------------------------------------------------===//

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

#endif // DTC_CONVERSION_PASSES_TD
