//===- BufferPasses.td - dtc's buffer passes ---------------*- tablegen -*-===//
//
// Part of Passes.td: the passes of lib/Transforms/Buffer
// (rewrites after bufferization).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_BUFFERPASSES_TD
#define DTC_TRANSFORMS_BUFFERPASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Buffer rewrites (lib/Transforms/Buffer): after bufferization
//
//===----------------------------------------------------------------------===//

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

#endif // DTC_TRANSFORMS_BUFFERPASSES_TD
