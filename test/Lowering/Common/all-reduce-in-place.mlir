// RUN: dtc-opt %s --dtc-all-reduce-in-place --split-input-file | FileCheck %s
// An all_reduce whose input buffer nothing reads after it reduces into that
// buffer; any other keeps the buffer the lowering gave its result.
// A product's output reduced and read by nothing after: the call reduces
// into it (both addresses are its), the output's allocation is gone, and
// what read the output reads the input's buffer.
// CHECK-LABEL: func.func @in_place
// CHECK: %[[IN:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: linalg.add ins(%{{.*}}, %{{.*}} : memref<4x8xf32>, memref<4x8xf32>) outs(%[[IN]] : memref<4x8xf32>)
// CHECK-NOT: memref.alloc
// CHECK: %[[A:.*]] = memref.extract_aligned_pointer_as_index %[[IN]]
// CHECK: %[[B:.*]] = memref.extract_aligned_pointer_as_index %[[IN]]
// CHECK: call @dtc_all_reduce
// CHECK: linalg.mul ins(%[[IN]], %{{.*}} : memref<4x8xf32>, memref<4x8xf32>)
// CHECK: return
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @in_place(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %i0 = arith.constant 0 : index
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %in = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%in : memref<4x8xf32>)
  %out = memref.alloc() : memref<4x8xf32>
  %pin_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %r = call @dtc_all_reduce(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  linalg.mul ins(%out, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// The input read after the call: a new buffer for the result.
// CHECK-LABEL: func.func @read_after
// CHECK: %[[IN:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[IN]]
// CHECK: memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK: call @dtc_all_reduce
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @read_after(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %i0 = arith.constant 0 : index
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %in = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%in : memref<4x8xf32>)
  %out = memref.alloc() : memref<4x8xf32>
  %pin_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %r = call @dtc_all_reduce(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  linalg.mul ins(%out, %in : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// An argument (not an allocation of the function's): a new buffer.
// CHECK-LABEL: func.func @argument
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[OUT]]
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @argument(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %i0 = arith.constant 0 : index
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %out = memref.alloc() : memref<4x8xf32>
  %pin_i = memref.extract_aligned_pointer_as_index %x : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %r = call @dtc_all_reduce(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  linalg.mul ins(%out, %out : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// A view of the input made before the call (it may be read after): a
// new buffer.
// CHECK-LABEL: func.func @viewed
// CHECK: %[[IN:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[OUT]]
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @viewed(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %i0 = arith.constant 0 : index
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %in = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%in : memref<4x8xf32>)
  %v = memref.subview %in[0, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1]>>
  %out = memref.alloc() : memref<4x8xf32>
  %pin_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %r = call @dtc_all_reduce(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  linalg.mul ins(%out, %out : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  %z = memref.load %v[%i0, %i0] : memref<2x8xf32, strided<[8, 1]>>
  return
}

// -----

// The output written before the call: a new buffer.
// CHECK-LABEL: func.func @output_used_before
// CHECK: %[[IN:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[OUT]]
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @output_used_before(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %i0 = arith.constant 0 : index
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %in = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%in : memref<4x8xf32>)
  %out = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%out : memref<4x8xf32>)
  %pin_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %r = call @dtc_all_reduce(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  linalg.mul ins(%out, %out : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// A started all_reduce whose input nothing uses between the start and the
// wait (the wait's address of it apart): reduced into the input's buffer.
// CHECK-LABEL: func.func @started
// CHECK: %[[IN:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK-NOT: memref.alloc
// CHECK: memref.extract_aligned_pointer_as_index %[[IN]]
// CHECK: memref.extract_aligned_pointer_as_index %[[IN]]
// CHECK: call @dtc_all_reduce_start
// CHECK: memref.extract_aligned_pointer_as_index %[[IN]]
// CHECK: call @dtc_wait
// CHECK: linalg.add ins(%[[IN]], %[[IN]] : memref<4x8xf32>, memref<4x8xf32>)
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @started(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %i0 = arith.constant 0 : index
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %in = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%in : memref<4x8xf32>)
  %out = memref.alloc() : memref<4x8xf32>
  %pin_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %req = call @dtc_all_reduce_start(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
  linalg.mul ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  %again_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %again_l = arith.index_cast %again_i : index to i64
  %again = llvm.inttoptr %again_l : i64 to !llvm.ptr
  %w = call @dtc_wait(%dev, %req, %again) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  linalg.add ins(%out, %out : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// The input read between the start and the wait: a new buffer.
// CHECK-LABEL: func.func @started_read_between
// CHECK: %[[IN:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK: call @dtc_all_reduce_start
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @started_read_between(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %i0 = arith.constant 0 : index
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %in = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%in : memref<4x8xf32>)
  %out = memref.alloc() : memref<4x8xf32>
  %pin_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %req = call @dtc_all_reduce_start(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
  linalg.mul ins(%in, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  %again_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %again_l = arith.index_cast %again_i : index to i64
  %again = llvm.inttoptr %again_l : i64 to !llvm.ptr
  %w = call @dtc_wait(%dev, %req, %again) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  linalg.add ins(%out, %out : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// The input's address reaches a later call too (one chain of casts, as CSE
// may leave it): that call reads the input after, so a new buffer.
// CHECK-LABEL: func.func @shared_address
// CHECK: %[[IN:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[OUT]]
func.func private @dtc_current_device() -> !llvm.ptr
func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
func.func private @dtc_all_reduce_start(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
func.func private @dtc_wait(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
memref.global "private" constant @axes : memref<1xi32> = dense<0>
func.func @shared_address(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %dev = call @dtc_current_device() : () -> !llvm.ptr
  %g = memref.get_global @axes : memref<1xi32>
  %axes_i = memref.extract_aligned_pointer_as_index %g : memref<1xi32> -> index
  %axes_l = arith.index_cast %axes_i : index to i64
  %axes = llvm.inttoptr %axes_l : i64 to !llvm.ptr
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 32 : i64
  %in = memref.alloc() : memref<4x8xf32>
  linalg.add ins(%x, %x : memref<4x8xf32>, memref<4x8xf32>) outs(%in : memref<4x8xf32>)
  %out = memref.alloc() : memref<4x8xf32>
  %pin_i = memref.extract_aligned_pointer_as_index %in : memref<4x8xf32> -> index
  %pin_l = arith.index_cast %pin_i : index to i64
  %pin = llvm.inttoptr %pin_l : i64 to !llvm.ptr
  %pout_i = memref.extract_aligned_pointer_as_index %out : memref<4x8xf32> -> index
  %pout_l = arith.index_cast %pout_i : index to i64
  %pout = llvm.inttoptr %pout_l : i64 to !llvm.ptr
  %r = call @dtc_all_reduce(%dev, %axes, %c1, %pin, %pout, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  %py_i = memref.extract_aligned_pointer_as_index %y : memref<4x8xf32> -> index
  %py_l = arith.index_cast %py_i : index to i64
  %py = llvm.inttoptr %py_l : i64 to !llvm.ptr
  %r2 = call @dtc_all_reduce(%dev, %axes, %c1, %pin, %py, %n, %c0, %c0) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  linalg.add ins(%out, %out : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}
