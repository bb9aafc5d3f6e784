// RUN: dtc-opt %s --dtc-parallel-loops-to-gpu --cse --split-input-file --verify-diagnostics | FileCheck %s
// Outermost buffer loops become 1-D kernels over their flattened iteration
// space (256 threads a block, fewer for small loops); loops inside run per
// thread; copies become such loops; constants get device copies; nothing is
// left for the host to load or store.

// CHECK-LABEL: func.func @elementwise
// CHECK-DAG: %[[TOTAL:.*]] = arith.constant 8192 : index
// CHECK-DAG: %[[THREADS:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[BLOCKS:.*]] = arith.constant 32 : index
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCKS]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[THREADS]],
// CHECK:   %[[BASE:.*]] = arith.muli %[[BX]], %[[THREADS]]
// CHECK:   %[[LIN:.*]] = arith.addi %[[BASE]], %[[TX]]
// CHECK:   %[[IN:.*]] = arith.cmpi slt, %[[LIN]], %[[TOTAL]]
// CHECK:   scf.if %[[IN]] {
// CHECK:     affine.delinearize_index %[[LIN]] into (64, 128) : index, index
// CHECK:     memref.load
// CHECK:     math.tanh
// CHECK:     memref.store
// CHECK:   gpu.terminator
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @elementwise(%a: memref<64x128xf32>, %b: memref<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c128) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<64x128xf32>
    %y = math.tanh %x : f32
    memref.store %y, %b[%i, %j] : memref<64x128xf32>
    scf.reduce
  }
  return
}

// A reduction dimension stays a loop in each thread; 6 rows, 6 threads.
// CHECK-LABEL: func.func @rowsum
// CHECK: %[[SIX:.*]] = arith.constant 6 : index
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[SIX]],
// CHECK:   affine.delinearize_index %{{.*}} into (6) : index
// CHECK:   scf.for
// CHECK:     memref.load
// CHECK:     memref.store
func.func @rowsum(%a: memref<6x10xf32>, %s: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i) = (%c0) to (%c6) step (%c1) {
    scf.for %k = %c0 to %c10 step %c1 {
      %x = memref.load %a[%i, %k] : memref<6x10xf32>
      %acc = memref.load %s[%i] : memref<6xf32>
      %y = arith.addf %x, %acc : f32
      memref.store %y, %s[%i] : memref<6xf32>
    }
    scf.reduce
  }
  return
}

// Unknown trip counts: the grid is computed, an empty loop launches nothing,
// and the index is scaled by the step.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : index
// CHECK: %[[TRIPS:.*]] = arith.ceildivsi %[[N]], %[[TWO]]
// CHECK: %[[BLOCKS:.*]] = arith.ceildivsi %[[TRIPS]], %{{.*}}
// CHECK: %[[ANY:.*]] = arith.cmpi sgt, %[[TRIPS]], %{{.*}}
// CHECK: scf.if %[[ANY]] {
// CHECK:   gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCKS]],
// CHECK:     %[[I:.*]] = affine.delinearize_index %{{.*}} into (%[[TRIPS]]) : index
// CHECK:     arith.muli %[[I]], %[[TWO]]
func.func @dynamic(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c2) {
    memref.store %f, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// A loop without iterations disappears.
// CHECK-LABEL: func.func @empty
// CHECK-NOT: gpu.launch
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @empty(%a: memref<0x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c0, %c4) step (%c1, %c1) {
    memref.store %f, %a[%i, %j] : memref<0x4xf32>
    scf.reduce
  }
  return
}

// A parallel loop inside the outermost one runs sequentially per thread.
// CHECK-LABEL: func.func @nested
// CHECK: gpu.launch
// CHECK:   affine.delinearize_index %{{.*}} into (4) : index
// CHECK:   scf.for
// CHECK:     memref.store
// CHECK-NOT: scf.parallel
func.func @nested(%a: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      memref.store %f, %a[%i, %j] : memref<4x8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" constant @__dtc_const : memref<2xi64> = dense<[4, 8]>

// Copies run as kernels (here into a strided buffer); a program constant is
// copied to a device buffer, freed before the return; the runtime's own
// __dtc_const arrays stay in host memory.
// CHECK-LABEL: func.func @copies
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32, strided<[16, 1]>>, %[[C:.*]]: memref<4xf32>)
// CHECK-NOT: memref.copy
// CHECK: gpu.launch
// CHECK:   affine.delinearize_index %{{.*}} into (4, 8) : index, index
// CHECK:   %[[X:.*]] = memref.load %[[A]]
// CHECK:   memref.store %[[X]], %[[B]]
// CHECK: %[[G:.*]] = memref.get_global @__constant_4xf32
// CHECK: %[[D:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[S:.*]] = gpu.wait async
// CHECK-NEXT: %[[T:.*]] = gpu.memcpy async [%[[S]]] %[[D]], %[[G]]
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK: gpu.launch
// CHECK:   %[[Y:.*]] = memref.load %[[D]]
// CHECK:   memref.store %[[Y]], %[[C]]
// CHECK: %[[H:.*]] = memref.get_global @__dtc_const
// CHECK: memref.extract_aligned_pointer_as_index %[[H]]
// CHECK: memref.dealloc %[[D]]
// CHECK-NEXT: return
func.func @copies(%a: memref<4x8xf32>, %b: memref<4x8xf32, strided<[16, 1]>>, %c: memref<4xf32>) -> !llvm.ptr {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1]>>
  %g = memref.get_global @__constant_4xf32 : memref<4xf32>
  memref.copy %g, %c : memref<4xf32> to memref<4xf32>
  %h = memref.get_global @__dtc_const : memref<2xi64>
  %p = memref.extract_aligned_pointer_as_index %h : memref<2xi64> -> index
  %i = arith.index_cast %p : index to i64
  %q = llvm.inttoptr %i : i64 to !llvm.ptr
  return %q : !llvm.ptr
}

// -----

// Without a parallel loop (a full reduction with a combiner the block
// reduction does not know), the loop nest is a kernel of one thread; so is a
// store outside loops (a rank-0 fill, or a rank-0 elementwise op with its
// loads); a loop with results stays on the host.
// CHECK-LABEL: func.func @serial
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[ONE:[^,]*]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads({{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) {
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: memref.store %[[ZERO]], %arg1[]
// CHECK-NEXT: gpu.terminator
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[ONE]],
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c1024 step %[[ONE]] {
// CHECK:   memref.load %arg0
// CHECK:   memref.load %arg1[]
// CHECK:   memref.store %{{.*}}, %arg1[]
// CHECK: gpu.terminator
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[ONE]],
// CHECK-NEXT: %[[X:.*]] = memref.load %arg1[]
// CHECK-NEXT: %[[Y:.*]] = math.exp %[[X]]
// CHECK-NEXT: memref.store %[[Y]], %arg2[]
// CHECK-NEXT: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: return
func.func @serial(%a: memref<1024xf32>, %s: memref<f32>, %e: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  memref.store %zero, %s[] : memref<f32>
  scf.for %i = %c0 to %c1024 step %c1 {
    %x = memref.load %a[%i] : memref<1024xf32>
    %acc = memref.load %s[] : memref<f32>
    %h = arith.mulf %acc, %half : f32
    %n = arith.addf %h, %x : f32
    memref.store %n, %s[] : memref<f32>
  }
  %v = memref.load %s[] : memref<f32>
  %w = math.exp %v : f32
  memref.store %w, %e[] : memref<f32>
  return
}

// -----

// The pointer and ownership lists of the deallocation helper are host arrays:
// stack allocations at the function's entry (not freed), filled and read by
// the host; the helper itself stays host code.
// CHECK-LABEL: func.func @dealloc_lists
// CHECK-NEXT: %[[FLAGS:.*]] = memref.alloca() : memref<1xi1>
// CHECK-NEXT: %[[PTRS:.*]] = memref.alloca() : memref<1xindex>
// CHECK-NOT: gpu.launch
// CHECK: memref.store %{{.*}}, %[[PTRS]][%c0]
// CHECK: call @dealloc_helper
// CHECK: memref.load %[[FLAGS]][%c0]
// CHECK-NOT: memref.dealloc %[[PTRS]]
// CHECK-NOT: memref.dealloc %[[FLAGS]]
// CHECK: return
// CHECK-LABEL: func.func private @dealloc_helper
// CHECK-NOT: gpu.launch
// CHECK: memref.store
func.func @dealloc_lists(%m: memref<4xf32>) -> i1 {
  %c0 = arith.constant 0 : index
  %ptrs = memref.alloc() : memref<1xindex>
  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  memref.store %p, %ptrs[%c0] : memref<1xindex>
  %cast = memref.cast %ptrs : memref<1xindex> to memref<?xindex>
  %flags = memref.alloc() : memref<1xi1>
  %fcast = memref.cast %flags : memref<1xi1> to memref<?xi1>
  call @dealloc_helper(%cast, %fcast) : (memref<?xindex>, memref<?xi1>) -> ()
  %f = memref.load %flags[%c0] : memref<1xi1>
  memref.dealloc %ptrs : memref<1xindex>
  memref.dealloc %flags : memref<1xi1>
  return %f : i1
}
func.func private @dealloc_helper(%ptrs: memref<?xindex>, %flags: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  memref.store %true, %flags[%c0] : memref<?xi1>
  return
}

// -----

// The same for the runtime's helper (dtc-lower-deallocations' lists: the
// pointers to free and to keep, their ownership flags, and the results).
// In device memory the host helper read them and crashed on a GPU.
// CHECK-LABEL: func.func @runtime_dealloc_lists
// CHECK-COUNT-3: memref.alloca() : memref<1xi1>
// CHECK-COUNT-2: memref.alloca() : memref<1xindex>
// CHECK-NOT: gpu.launch
// CHECK-NOT: memref.alloc()
// CHECK: call @dtc_dealloc_helper
// CHECK-NEXT: memref.load %{{.*}}[%c0] : memref<1xi1>
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @runtime_dealloc_lists(%m: memref<4xf32>, %k: memref<4xf32>, %own: i1) -> i1 {
  %c0 = arith.constant 0 : index
  %ptrs = memref.alloc() : memref<1xindex>
  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  memref.store %p, %ptrs[%c0] : memref<1xindex>
  %retained = memref.alloc() : memref<1xindex>
  %r = memref.extract_aligned_pointer_as_index %k : memref<4xf32> -> index
  memref.store %r, %retained[%c0] : memref<1xindex>
  %owned = memref.alloc() : memref<1xi1>
  memref.store %own, %owned[%c0] : memref<1xi1>
  %dealloc = memref.alloc() : memref<1xi1>
  %result = memref.alloc() : memref<1xi1>
  %c1 = memref.cast %ptrs : memref<1xindex> to memref<?xindex>
  %c2 = memref.cast %retained : memref<1xindex> to memref<?xindex>
  %c3 = memref.cast %owned : memref<1xi1> to memref<?xi1>
  %c4 = memref.cast %dealloc : memref<1xi1> to memref<?xi1>
  %c5 = memref.cast %result : memref<1xi1> to memref<?xi1>
  call @dtc_dealloc_helper(%c1, %c2, %c3, %c4, %c5) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
  %f = memref.load %result[%c0] : memref<1xi1>
  memref.dealloc %ptrs : memref<1xindex>
  memref.dealloc %retained : memref<1xindex>
  memref.dealloc %owned : memref<1xi1>
  memref.dealloc %dealloc : memref<1xi1>
  memref.dealloc %result : memref<1xi1>
  return %f : i1
}
func.func private @dtc_dealloc_helper(memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>)

// -----

// A scalar the host reads from a tensor (a predicate, a dynamic offset):
// a one-thread kernel copies the element into a device scalar, which is
// copied to a host scalar on the device's stream and read there.
// CHECK-LABEL: func.func @host_read
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[I:.*]]: index)
// CHECK: %[[DEV:.*]] = memref.alloc() : memref<f32>
// CHECK: gpu.launch
// CHECK-NEXT: %[[V:.*]] = memref.load %[[A]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[V]], %[[DEV]][] : memref<f32>
// CHECK-NEXT: gpu.terminator
// CHECK: %[[HOST:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[S:.*]] = gpu.wait async
// CHECK-NEXT: %[[T:.*]] = gpu.memcpy async [%[[S]]] %[[HOST]], %[[DEV]] : memref<f32>, memref<f32>
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: memref.dealloc %[[DEV]] : memref<f32>
// CHECK-NEXT: %[[X:.*]] = memref.load %[[HOST]][] : memref<f32>
// CHECK: scf.if
func.func @host_read(%a: memref<4xf32>, %i: index) -> f32 {
  %x = memref.load %a[%i] : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  %p = arith.cmpf ogt, %x, %zero : f32
  %r = scf.if %p -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %zero : f32
  }
  return %r : f32
}
