//===- CPUPasses.td ------------------------------------------------*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Lowering/CPU, for host code.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_CPUPASSES_TD
#define DTC_LOWERING_CPUPASSES_TD

include "mlir/Pass/PassBase.td"

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
      multiply-adds, 5.2 without: test/e2e/numerics/math-accuracy.mlir). A `math.log`
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
      about 2 million results below 2^-126.5 to zero. test/e2e/numerics/exp.mlir
      checks both forms on 2.2 million inputs (within 1 ulp; 1.5 without
      fused multiply-adds).
    - bf16 arithmetic (`arith.addf` and the like on bf16) is done in f32
      (upstream's `arith-emulate-unsupported-floats` patterns), and every
      rounding to bf16, the program's `arith.truncf` and that arithmetic's,
      is integer arithmetic on the f32's bits (upstream's bf16 expansion:
      round to nearest even, subnormals kept, a NaN quiet), as JAX
      computes bf16 on a CPU. Left to LLVM, a CPU with AVX-512 BF16 rounds
      with `vcvtneps2bf16`, which flushes subnormal inputs and results to
      zero (test/e2e/numerics/bf16-rounding.mlir).
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

def TileTransposedLoops : Pass<"dtc-tile-transposed-loops"> {
  let summary = "Tiles loop nests that walk a large operand across its rows (transposes) by 16x16, so each tile reads whole cache lines from L1";
  let description = [{
    A `linalg.generic` or `linalg.transpose` on tensors whose innermost loop
    is not the innermost dimension of one of its operands (a transpose, or an elementwise op
    fused with one, as attention's softmax between its batched products)
    steps through that operand a whole row at a time: each element is its
    own cache line, and an operand larger than the cache comes from memory
    once per element of each line. This pass tiles such a generic (parallel
    loops only, static shapes, the operand at least 256 KiB) by 16 along
    its innermost loop and along the loop that is the operand's innermost
    dimension, and by 1 along the loops nested between those two (upstream's
    `scf` tiling): a tile touches 16 lines of the operand and uses each
    whole while it is in L1. Loops outside stay whole inside each tile. A
    generic with reductions across such an operand (a softmax's max and sum
    over a transposed matrix's rows) has the operand's innermost loop, if
    parallel and at least 16 long, moved innermost instead (`linalg::interchangeGenericOp`): the
    reduction runs over vectors along it, and each result's reduction order
    is unchanged. Nests of at most 16x16 are left alone.
    Part of `dtc-cpu-lowering`, after `dtc-tile-row-chains`.

    Input: `out[b, h, q, t] = att[b, h, t, q] / s[b, h, q]` over 4x4x512x512
    (innermost loop t, `att`'s innermost dimension q). Output: `scf.for`
    loops over q and t in steps of 16, each computing a 4x4x16x16 block
    from `tensor.extract_slice`s and inserting it into the result.
  }];
  let dependentDialects = [
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::arith::ArithDialect",
    "::mlir::affine::AffineDialect"
  ];
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

#endif // DTC_LOWERING_CPUPASSES_TD
