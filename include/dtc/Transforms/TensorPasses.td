//===- TensorPasses.td - dtc's tensor passes ---------------*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Transforms/Tensor
// (rewrites before bufferization).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_TENSORPASSES_TD
#define DTC_TRANSFORMS_TENSORPASSES_TD

include "mlir/Pass/PassBase.td"

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
    - Any convolution or pooling op (`linalg::isaConvolutionOpInterface`;
      the 2-D f32 convolutions are products by then,
      `dtc-convolutions-as-products`)
      whose output's last dimension is a parallel loop that every operand
      reads, if at all, as its own last dimension becomes a
      `linalg.generic` with that loop innermost, after the window's and the
      channels' reductions: each innermost step updates a row of outputs
      from a row of the filter (contiguous, widened by LLVM) where it
      strided through the filter. Each output element's sum keeps its
      order (the reductions stay nested as they were), so the results are
      the same bits.
    - In a `linalg.generic` with a reduction iterator, the float operations
      that fold an input into the accumulator (`arith.addf`, `arith.mulf`,
      `arith.maximumf`, `arith.minimumf`, ... whose operand is the output
      block argument and whose result is yielded for it) get the `reassoc`
      fast-math flag: the loop may add in another order, so LLVM can split
      the sum across vector lanes. A reduction within one device is
      unordered in dtc (the order is guaranteed only for collectives across
      devices, by the runtime).
    - Divisions stay `arith.divf` (`vdivps`, exact). A softmax's division
      by its row sum was an f64 product with the reciprocal, corrected by a
      residual step to round as the division does: as fast as `vdivps` on
      one CPU (19.5 against 20.0 ms for 10 applications of a 4096x1024
      softmax), 19% slower on an AMD Zen 5 (12.8 against 10.4 ms).

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

#endif // DTC_TRANSFORMS_TENSORPASSES_TD
