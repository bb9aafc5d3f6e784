// RUN: dtc-opt %s -allow-unregistered-dialect -split-input-file -dtc-linalg-to-blas | FileCheck %s
// RUN: dtc-opt %s -allow-unregistered-dialect -split-input-file -dtc-linalg-to-blas=pack-invariant-weights=false | FileCheck %s --check-prefix=OFF
// RUN: dtc-opt %s -allow-unregistered-dialect -split-input-file -dtc-linalg-to-blas=library=cublas | FileCheck %s --check-prefix=CUBLAS

// An f32 product whose B no iteration changes, in a loop of 8 runs (the fewest
// that pack): B is packed once before the loop, each product reads the copy,
// and the copy is released after it.
// CHECK-DAG: func.func private @dtc_host_sgemm_pack(i32, i32, i32, !llvm.ptr, i32) -> !llvm.ptr
// CHECK-DAG: func.func private @dtc_host_sgemm_packed(i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, !llvm.ptr, f32, !llvm.ptr, i32)
// CHECK-DAG: func.func private @dtc_host_sgemm_release(!llvm.ptr)
// CHECK-LABEL: func.func @invariant
// CHECK-DAG: %[[M:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[N:.*]] = arith.constant 64 : i32
// CHECK-DAG: %[[K:.*]] = arith.constant 32 : i32
// CHECK-DAG: %[[NT:.*]] = arith.constant 111 : i32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[BI:.*]] = memref.extract_aligned_pointer_as_index %[[B:.*]] :
// CHECK: %[[PACKED:.*]] = call @dtc_host_sgemm_pack(%[[M]], %[[N]], %[[K]], %[[PB:.*]], %[[N]])
// CHECK: scf.for
// CHECK-NOT: linalg.fill
// CHECK: call @dtc_host_sgemm_packed(%[[NT]], %[[M]], %[[N]], %[[K]], %{{.*}}, %{{.*}}, %[[K]], %[[PB]], %[[N]], %[[PACKED]], %[[ZERO]], %{{.*}}, %[[N]])
// CHECK: }
// CHECK-NEXT: call @dtc_host_sgemm_release(%[[PACKED]])
// OFF-LABEL: func.func @invariant
// OFF-NOT: sgemm_pack
// OFF: call @dtc_host_sgemm(
// CUBLAS-LABEL: func.func @invariant
// CUBLAS-NOT: sgemm_pack
// CUBLAS: call @dtc_cublas_sgemm(
func.func @invariant(%x: memref<16x32xf32>, %b: memref<32x64xf32>) -> memref<16x64xf32> {
  %out = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    linalg.fill ins(%zero : f32) outs(%out : memref<16x64xf32>)
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
  }
  return %out : memref<16x64xf32>
}

// -----

// Products of one B in one loop share the copy; A transposed is the
// kernel's too (transA = 112).
// CHECK-LABEL: func.func @shared
// CHECK: %[[PACKED:.*]] = call @dtc_host_sgemm_pack(
// CHECK-NOT: call @dtc_host_sgemm_pack(
// CHECK: scf.for
// CHECK: call @dtc_host_sgemm_packed(%{{.*}}, {{.*}}, %[[PACKED]],
// CHECK: call @dtc_host_sgemm_packed(%c112_i32, {{.*}}, %[[PACKED]],
// CHECK: }
// CHECK-NEXT: call @dtc_host_sgemm_release(%[[PACKED]])
// CHECK-NOT: call @dtc_host_sgemm_release
func.func @shared(%x: memref<16x32xf32>, %xt: memref<32x16xf32>, %b: memref<32x64xf32>) {
  %c1m = memref.alloc() : memref<16x64xf32>
  %c2m = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c1m : memref<16x64xf32>)
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>]
        ins(%xt, %b : memref<32x16xf32>, memref<32x64xf32>) outs(%c2m : memref<16x64xf32>)
  }
  return
}

// -----

// Nested loops: hoisted out of both (4 x 8 products per packing); a
// buffer B written before the loops (not inside) is packed too.
// CHECK-LABEL: func.func @nested
// CHECK: linalg.fill
// CHECK-NEXT: memref.extract_aligned_pointer_as_index
// CHECK: call @dtc_host_sgemm_pack(
// CHECK-NEXT: scf.for
// CHECK: scf.for
// CHECK: call @dtc_host_sgemm_packed(
// CHECK: }
// CHECK: }
// CHECK-NEXT: call @dtc_host_sgemm_release(
func.func @nested(%x: memref<16x32xf32>) {
  %out = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<32x64xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<32x64xf32>)
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
    }
  }
  memref.dealloc %b : memref<32x64xf32>
  return
}

// -----

// A loop whose trip count is not a constant (scf.while) counts as long.
// CHECK-LABEL: func.func @while_loop
// CHECK: call @dtc_host_sgemm_pack(
// CHECK: scf.while
// CHECK: call @dtc_host_sgemm_packed(
func.func @while_loop(%x: memref<16x32xf32>, %b: memref<32x64xf32>, %n: i32) {
  %out = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%i: i32):
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
    %next = arith.addi %i, %c1 : i32
    scf.yield %next : i32
  }
  return
}

// -----

// A loop that starts from an entry's input (dtc-elide-loop-init-copies) and
// frees the value it carries when it owns it: to the alias analysis the
// freed buffer may be any argument, B too. In a launcher entry (public,
// C-interface: its arguments are never written or freed) B is packed; in
// another function it is not.
// CHECK-LABEL: func.func @entry_input
// CHECK: call @dtc_host_sgemm_pack(
// CHECK: scf.for
// CHECK: call @dtc_host_sgemm_packed(
// CHECK-LABEL: func.func private @not_an_entry
// CHECK-NOT: sgemm_pack
// CHECK: call @dtc_host_sgemm(
func.func @entry_input(%x: memref<16x64xf32>, %b: memref<64x64xf32>) -> memref<16x64xf32>
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %false = arith.constant false
  %true = arith.constant true
  %r:2 = scf.for %i = %c0 to %c20 step %c1 iter_args(%cur = %x, %owned = %false) -> (memref<16x64xf32>, i1) {
    %out = memref.alloc() : memref<16x64xf32>
    linalg.matmul ins(%cur, %b : memref<16x64xf32>, memref<64x64xf32>) outs(%out : memref<16x64xf32>)
    scf.if %owned {
      memref.dealloc %cur : memref<16x64xf32>
    }
    scf.yield %out, %true : memref<16x64xf32>, i1
  }
  return %r#0 : memref<16x64xf32>
}
func.func private @not_an_entry(%x: memref<16x64xf32>, %b: memref<64x64xf32>) -> memref<16x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %false = arith.constant false
  %true = arith.constant true
  %r:2 = scf.for %i = %c0 to %c20 step %c1 iter_args(%cur = %x, %owned = %false) -> (memref<16x64xf32>, i1) {
    %out = memref.alloc() : memref<16x64xf32>
    linalg.matmul ins(%cur, %b : memref<16x64xf32>, memref<64x64xf32>) outs(%out : memref<16x64xf32>)
    scf.if %owned {
      memref.dealloc %cur : memref<16x64xf32>
    }
    scf.yield %out, %true : memref<16x64xf32>, i1
  }
  return %r#0 : memref<16x64xf32>
}

// -----

// Not packed: too few products per packing (6), B written in the loop, an
// argument that may be B's memory written in the loop (the product's own
// output), B made in the loop, B transposed, f64.
// CHECK-LABEL: func.func @not_packed
// CHECK-NOT: sgemm_pack
// CHECK-COUNT-5: call @dtc_host_sgemm(
// CHECK: call @cblas_dgemm(
// CHECK-NOT: sgemm_pack
func.func @not_packed(%x: memref<16x32xf32>, %b: memref<32x64xf32>, %w: memref<32x64xf32>,
                      %bt: memref<64x32xf32>, %arg: memref<16x64xf32>,
                      %xd: memref<16x32xf64>, %bd: memref<32x64xf64>) {
  %out = memref.alloc() : memref<16x64xf32>
  %outd = memref.alloc() : memref<16x64xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c20 = arith.constant 20 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
  }
  scf.for %i = %c0 to %c20 step %c1 {
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
    linalg.fill ins(%one : f32) outs(%b : memref<32x64xf32>)
  }
  scf.for %i = %c0 to %c20 step %c1 {
    linalg.matmul ins(%x, %w : memref<16x32xf32>, memref<32x64xf32>) outs(%arg : memref<16x64xf32>)
  }
  scf.for %i = %c0 to %c20 step %c1 {
    %made = memref.alloc() : memref<32x64xf32>
    linalg.fill ins(%one : f32) outs(%made : memref<32x64xf32>)
    linalg.matmul ins(%x, %made : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
    memref.dealloc %made : memref<32x64xf32>
  }
  scf.for %i = %c0 to %c20 step %c1 {
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (m, n)>]
        ins(%x, %bt : memref<16x32xf32>, memref<64x32xf32>) outs(%out : memref<16x64xf32>)
    linalg.matmul ins(%xd, %bd : memref<16x32xf64>, memref<32x64xf64>) outs(%outd : memref<16x64xf64>)
  }
  return
}

// -----

// Not packed: B's memory handed to the runtime anywhere in the function (a
// collective started before the loop may write it while the loop runs), or
// its address taken (here stored in a list).
// A write through a pointer that does not trace to a memref, or an op whose
// effects are unknown, in the loop may write B too.
// CHECK-LABEL: func.func @handed_to_the_runtime
// CHECK-NOT: sgemm_pack
// CHECK: call @dtc_host_sgemm(
// CHECK-LABEL: func.func @address_taken
// CHECK-NOT: sgemm_pack
// CHECK: call @dtc_host_sgemm(
// CHECK-LABEL: func.func @through_a_pointer
// CHECK-NOT: sgemm_pack
// CHECK: call @dtc_host_sgemm(
// CHECK-LABEL: func.func @unknown_effects
// CHECK-NOT: sgemm_pack
// CHECK: call @dtc_host_sgemm(
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func @handed_to_the_runtime(%x: memref<16x32xf32>, %b: memref<32x64xf32>) {
  %out = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %i1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : i32
  %len = arith.constant 2048 : i64
  %dev = func.call @dtc_current_device() : () -> !llvm.ptr
  %bi = memref.extract_aligned_pointer_as_index %b : memref<32x64xf32> -> index
  %b64 = arith.index_cast %bi : index to i64
  %bp = llvm.inttoptr %b64 : i64 to !llvm.ptr
  %r = func.call @dtc_all_reduce(%dev, %bp, %i1, %bp, %bp, %len, %i0, %i0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  scf.for %i = %c0 to %c20 step %c1 {
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
  }
  return
}
func.func @address_taken(%x: memref<16x32xf32>, %b: memref<32x64xf32>, %list: memref<1xindex>) {
  %out = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %bi = memref.extract_aligned_pointer_as_index %b : memref<32x64xf32> -> index
  memref.store %bi, %list[%c0] : memref<1xindex>
  scf.for %i = %c0 to %c20 step %c1 {
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
  }
  return
}
func.func @through_a_pointer(%x: memref<16x32xf32>, %b: memref<32x64xf32>, %p: !llvm.ptr) {
  %out = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c20 step %c1 {
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
    llvm.store %one, %p : f32, !llvm.ptr
  }
  return
}
func.func @unknown_effects(%x: memref<16x32xf32>, %b: memref<32x64xf32>) {
  %out = memref.alloc() : memref<16x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  scf.for %i = %c0 to %c20 step %c1 {
    linalg.matmul ins(%x, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%out : memref<16x64xf32>)
    "dtc_test.opaque"() : () -> ()
  }
  return
}
