// RUN: dtc-opt %s --dtc-emulate-gpu-launches --cse --split-input-file --verify-diagnostics | FileCheck %s
// Kernels as host loops over blocks, then threads (z, y, x); a block-wide
// all_reduce splits the body into phases around a scratch buffer folded in
// thread order; gpu.memcpy becomes memref.copy. GPU ops that cannot be
// emulated are errors.

// CHECK-LABEL: func.func @elementwise
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: scf.for %{{.*}} = %[[C0]] to %[[C1]] step %[[C1]] {
// CHECK-NEXT: scf.for %{{.*}} = %[[C0]] to %[[C1]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[BX:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK: scf.for %{{.*}} = %[[C0]] to %[[C1]] step %[[C1]] {
// CHECK-NEXT: scf.for %{{.*}} = %[[C0]] to %[[C1]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[TX:.*]] = %[[C0]] to %[[C32]] step %[[C1]] {
// CHECK-NEXT: %[[BASE:.*]] = arith.muli %[[BX]], %[[C32]]
// CHECK-NEXT: %[[I:.*]] = arith.addi %[[BASE]], %[[TX]]
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%[[I]]]
// CHECK-NEXT: %[[W:.*]] = math.exp %[[V]]
// CHECK-NEXT: memref.store %[[W]], %arg1[%[[I]]]
// CHECK: memref.copy %arg1, %arg2
// CHECK-NOT: gpu.
func.func @elementwise(%a: memref<128xf32>, %b: memref<128xf32>, %c: memref<128xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %a[%i] : memref<128xf32>
    %w = math.exp %v : f32
    memref.store %w, %b[%i] : memref<128xf32>
    gpu.terminator
  }
  gpu.memcpy %c, %b : memref<128xf32>, memref<128xf32>
  return
}

// -----

// Phase 1: every thread's value into the scratch buffer; the fold over it;
// phase 2 with the total (the row index recomputed, the load not).
// CHECK-LABEL: func.func @block_sum
// CHECK: %[[SCRATCH:.*]] = memref.alloc(%c64) : memref<?xf32>
// CHECK: scf.for %[[B:[^ ]*]] = %c0 to %c8 step %c1 {
// CHECK:   scf.for %[[T:[^ ]*]] = %c0 to %c64 step %c1 {
// CHECK:     %[[V:.*]] = memref.load %arg0[%[[B]], %[[T]]]
// CHECK:     %[[SLOT:.*]] = arith.addi %[[T]], %{{.*}} : index
// CHECK:     memref.store %[[V]], %[[SCRATCH]][%[[SLOT]]]
// CHECK:   %[[FIRST:.*]] = memref.load %[[SCRATCH]][%c0]
// CHECK:   %[[TOTAL:.*]] = scf.for %[[J:.*]] = %c1 to %c64 step %c1 iter_args(%[[ACC:.*]] = %[[FIRST]]) -> (f32) {
// CHECK:     %[[NEXT:.*]] = memref.load %[[SCRATCH]][%[[J]]]
// CHECK:     %[[SUM:.*]] = arith.addf %[[ACC]], %[[NEXT]]
// CHECK:     scf.yield %[[SUM]]
// CHECK:   scf.for %[[T2:[^ ]*]] = %c0 to %c64 step %c1 {
// CHECK-NOT: memref.load %arg0
// CHECK:     arith.cmpi eq, %[[T2]], %c0
// CHECK:       memref.store %[[TOTAL]], %arg1[%[[B]]]
// CHECK: memref.dealloc %[[SCRATCH]]
func.func @block_sum(%a: memref<8x64xf32>, %s: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %a[%bx, %tx] : memref<8x64xf32>
    %total = gpu.all_reduce add %v uniform {} : (f32) -> f32
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %total, %s[%bx] : memref<8xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// Shared memory and a barrier: each block of 16 threads reverses its 16
// elements. The workgroup buffer is one host buffer that the blocks take in
// turn; every thread stores before any loads.
// CHECK-LABEL: func.func @reverse_blocks
// CHECK: %[[SHARED:.*]] = memref.alloc() : memref<16xf32>
// CHECK: scf.for %[[B:.*]] = %c0 to %c4
// CHECK: scf.for %[[T:.*]] = %c0 to %c16
// CHECK: memref.store %{{.*}}, %[[SHARED]][%[[T]]] : memref<16xf32>
// CHECK: scf.for %[[T2:.*]] = %c0 to %c16
// CHECK: %[[MIRROR:.*]] = arith.subi %c15, %[[T2]]
// CHECK: memref.load %[[SHARED]][%[[MIRROR]]] : memref<16xf32>
// CHECK: memref.dealloc %[[SHARED]] : memref<16xf32>
func.func @reverse_blocks(%a: memref<64xf32>, %b: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%shared : memref<16xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c16 : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %a[%i] : memref<64xf32>
    memref.store %v, %shared[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %mirror = arith.subi %c15, %tx : index
    %w = memref.load %shared[%mirror] : memref<16xf32, #gpu.address_space<workgroup>>
    memref.store %w, %b[%i] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @barrier_in_branch(%a: memref<64xf32>, %p: i1) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.if %p {
      // expected-error @+1 {{cannot emulate 'gpu.barrier' in a kernel: only a uniform gpu.all_reduce or a gpu.barrier at the top level of its body}}
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

func.func @private_memory(%a: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{cannot emulate an asynchronous, clustered, dynamic shared-memory or private-memory launch}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             private(%p : memref<4xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @region_reduce(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %a[%tx] : memref<64xf32>
    // expected-error @+1 {{cannot emulate an all_reduce with a region or without `uniform`}}
    %r = gpu.all_reduce %v {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      gpu.yield %s : f32
    } : (f32) -> f32
    memref.store %r, %a[%c0] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

// A value made before the reduction by an op that writes memory cannot be
// recomputed after it.
func.func @written_before(%a: memref<64xf32>, %b: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c1f = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{cannot emulate: this op runs before a gpu.all_reduce or gpu.barrier, its result is used after it, and it has side effects}}
    %v = memref.atomic_rmw addf %c1f, %a[%tx] : (f32, memref<64xf32>) -> f32
    %r = gpu.all_reduce add %v uniform {} : (f32) -> f32
    %s = arith.addf %r, %v : f32
    memref.store %s, %b[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}
