//===- CommonPasses.td ---------------------------------------------*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Lowering/Common, which every target
// runs: entries and collectives as runtime calls, tensor rewrites before
// bufferization, buffer rewrites after it, BLAS products, deallocations.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_COMMONPASSES_TD
#define DTC_LOWERING_COMMONPASSES_TD

include "mlir/Pass/PassBase.td"

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

def LowerFrontEndOps : Pass<"dtc-lower-front-end-ops"> {
  let summary = "Lowers dtensor.sort, top_k, scan and scatter to linalg, tensor and scf";
  let description = [{
    Each device's front-end ops (DTensorFrontEndOps.td) become upstream ops
    on its shards. Part of every lowering pipeline, first.
    - `dtensor.sort`: for lines shorter than 64, each element's place is
      the number of elements the comparator puts before it plus the equal
      ones before it (stable), one reduction that applies the comparator
      both ways, then each position selects the element of its place:
      O(n^2) comparisons a line. Longer lines run a bitonic network: the
      line padded to a power of two (padding after every element), ties
      broken by original position (stable), log2(N)(log2(N)+1)/2 passes,
      each a `linalg.generic` where place i meets place i xor j (an
      `scf.for` of `scf.for`s). Where the comparator compares one integer
      key computed alike from both sides (`cmpi slt|sgt|ult|ugt`, 32 bits
      or fewer: JAX's sorts, floats through their total order's key), each
      key is packed with its position into one i64, the network moves those
      alone, and every input is read at the sorted positions after.
    - `dtensor.top_k`: k passes over the line, each a reduction that keeps
      the best element not yet taken (the first of equals). Lines of 256 or
      more with a one-key comparator run a bitonic selection network over
      packed keys: blocks of K (k rounded up to a power of two) sorted
      ascending and descending in turn, then rounds that halve the line,
      down to one block whose first k are the top k.
    - `dtensor.scan`: an `scf.for` along the dimension over slabs.
    - `dtensor.scatter`: an `scf.for` over the windows, each combined with
      the part it covers by a `linalg.generic` and inserted back; a window
      that does not fit is left out.

    Partner elements are read with `tensor.extract` at the op's own
    positions in the other dimensions, so a line-sharded op stays local.

    Input:
    ```mlir
    %s = dtensor.sort %x along 1 : tensor<4x8xi32> {
    ^bb0(%a: i32, %b: i32):
      %lt = arith.cmpi slt, %a, %b : i32
      dtensor.yield %lt : i1
    }
    ```
    Output: the place count (a `linalg.generic` with a reduction over a
    second index of the line) and the selection.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::complex::ComplexDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

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

def ConvolutionsAsProducts : Pass<"dtc-convolutions-as-products"> {
  let summary = "Makes 2-D f32 convolutions matrix products of their windows (im2col) and filters";
  let description = [{
    An f32 `linalg.conv_2d_nhwc_hwcf` (JAX's and IREE's convolution) with
    static shapes becomes one product: its image's windows gathered into
    rows by a `linalg.generic` (im2col: a row per output pixel, a column
    per kernel tap and channel, strides and dilations in its indexing map,
    up to 64 MiB of them) times the filter collapsed to a KH*KW*C by F
    matrix, a `linalg.matmul` into the output collapsed to rows (an output
    filled for the convolution alone is filled as rows instead, right
    before the product, where a zero fill is BLAS's beta = 0), expanded
    back. The product is what dtc's product kernel or BLAS runs on a host
    (a CNN's convolutions 4-6x faster than their loop nests), and cuBLAS on
    a GPU, where the loop nest was one naive kernel. Each output is the same
    sum of products, in the product kernel's order. Other convolutions
    (depthwise, 1-D, 3-D, other layouts or types) and pools are left to the
    loop nests (`dtc-prepare-host-vectorization` orders them for a host).

    Example:

    ```mlir
    %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%x, %k : tensor<1x10x10x4xf32>, tensor<3x3x4x8xf32>)
        outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    ```
    becomes a `linalg.generic` making `tensor<1x8x8x3x3x4xf32>` patches,
    collapsed to `tensor<64x36xf32>`, times the filter as
    `tensor<36x8xf32>`: a `linalg.matmul` into `tensor<64x8xf32>`, expanded
    to `tensor<1x8x8x8xf32>`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect"];
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
    Option<"library", "library", "::dtc::BlasLibrary",
           /*default=*/"::dtc::BlasLibrary::cblas",
           "Which BLAS the calls go to (dtc/Target/Target.h)",
           [{::llvm::cl::values(
               clEnumValN(::dtc::BlasLibrary::cblas, "cblas",
                          "the runtime's host gemm and OpenBLAS, host memory"),
               clEnumValN(::dtc::BlasLibrary::cublas, "cublas",
                          "dtc's CUDA runtime, device memory"))}]>,
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

#endif // DTC_LOWERING_COMMONPASSES_TD
