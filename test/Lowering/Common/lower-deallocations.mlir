// RUN: dtc-opt %s -split-input-file -dtc-lower-deallocations -verify-diagnostics | FileCheck %s

// Several buffers with retained values: the lists and the call of the
// runtime's helper, declared once; no helper function in the program.
// CHECK-NOT: func.func private @dealloc_helper
// CHECK: func.func private @dtc_dealloc_helper(memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>)
// CHECK-NOT: func.func private @dealloc_helper
// CHECK-LABEL: func.func @general
// CHECK: %[[BUFS:.*]] = memref.cast %{{.*}} : memref<2xindex> to memref<?xindex>
// CHECK: call @dtc_dealloc_helper(%[[BUFS]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: scf.if
// CHECK-NEXT: memref.dealloc %arg0
// CHECK: scf.if
// CHECK-NEXT: memref.dealloc %arg1
// CHECK-LABEL: func.func @general_again
// CHECK: call @dtc_dealloc_helper
func.func @general(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>) -> i1 {
  %0 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0 : memref<1xf32>)
  return %0 : i1
}
func.func @general_again(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}

// -----

// One buffer, retained values or not: upstream's inline code, no helper.
// CHECK-NOT: dtc_dealloc_helper
// CHECK-LABEL: func.func @one
// CHECK: scf.if %arg1
// CHECK-NEXT: memref.dealloc %arg0
// CHECK: arith.cmpi ne
// CHECK: memref.dealloc %arg0
func.func @one(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// A function of the program that takes the helper's name is an error.
// expected-error @+1 {{'func.func' op is not the runtime's deallocation helper}}
func.func @dtc_dealloc_helper(%a: memref<?xindex>, %b: memref<?xindex>, %c: memref<?xi1>, %d: memref<?xi1>, %e: memref<?xi1>) {
  return
}
func.func @general(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}

// -----

// expected-error @+1 {{'memref.global' op takes the name of the runtime's deallocation helper}}
memref.global "private" @dtc_dealloc_helper : memref<2xf32>
func.func @general(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
