// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtc-convert-dtensor-to-runtime | FileCheck %s

// CHECK-NOT: dtensor.mesh
// CHECK-DAG: memref.global "private" constant @[[AXES_Y:.*]] : memref<1xi32> = dense<1>
// CHECK-DAG: memref.global "private" constant @[[SHAPE:.*]] : memref<2xi64> = dense<[4, 2]>
// CHECK-DAG: func.func private @dtc_current_device() -> !llvm.ptr
// CHECK-DAG: func.func private @dtc_all_gather(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i32, i32) -> i32
// CHECK-DAG: func.func private @dtc_all_reduce(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.*]]: tensor<4x2xf32>) -> tensor<4x8xf32>
// CHECK: %[[DEV:.*]] = call @dtc_current_device()
// CHECK: memref.get_global @[[AXES_Y]]
// CHECK: %[[IN:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<4x2xf32> to memref<4x2xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: memref.get_global @[[SHAPE]]
// all_gather of f32 (dtype 0) along dim 1
// CHECK: call @dtc_all_gather(%[[DEV]], %{{.*}}, %c1_i32, %{{.*}}, %{{.*}}, %c2_i32, %{{.*}}, %c0_i32, %c1_i32{{.*}})
// CHECK: %[[G:.*]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<4x8xf32> to tensor<4x8xf32>
// 32 elements, f32, max (3)
// CHECK: call @dtc_all_reduce({{.*}}, %c32_i64, %c0_i32{{.*}}, %c3_i32)
// all_slice: the block at the group index, no communication
// CHECK: %[[GI:.*]] = call @dtc_device_group_index
// CHECK: %[[IDX:.*]] = arith.index_cast %[[GI]] : i64 to index
// CHECK: %[[OFF:.*]] = arith.muli %[[IDX]], %c2
// CHECK: tensor.extract_slice %{{.*}}[%[[OFF]], 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
// CHECK: call @dtc_reduce_scatter
// CHECK: call @dtc_all_to_all
// CHECK: call @dtc_collective_permute({{.*}}, %c32_i64{{.*}}, %{{.*}})
// CHECK: call @dtc_broadcast({{.*}}, %c32_i64{{.*}}, %c1_i64)
// CHECK: call @dtc_device_coord(%{{.*}}, %c0_i32{{.*}})
// CHECK: call @dtc_device_coord(%{{.*}}, %c1_i32{{.*}})
// CHECK-NOT: dtensor.
dtensor.mesh @mesh <[x = 2, y = 4], cpu>
func.func @main(%a: tensor<4x2xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
    -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) attributes {dtensor.local_view} {
  %0 = dtensor.all_gather %a on @mesh[y] dim 1 : tensor<4x2xf32> -> tensor<4x8xf32>
  %1 = dtensor.all_reduce max %0 on @mesh[x] : tensor<4x8xf32>
  %2 = dtensor.all_slice %1 on @mesh[x] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %3 = dtensor.reduce_scatter sum %2 on @mesh[y] dim 1 : tensor<2x8xf32> -> tensor<2x2xf32>
  %4 = dtensor.all_to_all %3 on @mesh[x] split 0 concat 1 : tensor<2x2xf32> -> tensor<1x4xf32>
  %5 = dtensor.collective_permute %a on @mesh[x] permutation [1, 0] : tensor<4x2xf32>
  %6 = dtensor.broadcast %a on @mesh[x] root 1 : tensor<4x2xf32>
  %c:2 = dtensor.device_coords @mesh[x, y] : index, index
  return %1 : tensor<4x8xf32>
}

// -----

// Membership in a mesh of some of the program's devices: its view exists on
// this device. With one mesh, every device is in it.
// CHECK-LABEL: func.func @member
// CHECK: %[[D:.*]] = call @dtc_current_device()
// CHECK: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK: %[[V:.*]] = call @dtc_device_view(%[[D]], %[[TWO]])
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[IN:.*]] = llvm.icmp "ne" %[[V]], %[[NULL]] : !llvm.ptr
// CHECK: return %[[IN]]
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @one <[], cpu, device_ids = [1]>
func.func @member() -> i1 attributes {dtensor.local_view} {
  %0 = dtensor.in_mesh @one
  return %0 : i1
}

// -----

// CHECK-LABEL: func.func @single
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: return %[[T]]
dtensor.mesh @only <[x = 2], cpu>
func.func @single() -> i1 attributes {dtensor.local_view} {
  %0 = dtensor.in_mesh @only
  return %0 : i1
}

// -----

dtensor.mesh @mesh <[x = 2], cpu>
func.func @global(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.relayout' op is a global-view op; partition the program before lowering it to the runtime}}
  %0 = dtensor.relayout %a : tensor<8xf32> to #dtensor.layout<@mesh, [x]>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @mesh <[x = 2], cpu>
func.func @i16(%a: tensor<8xi16>) -> tensor<8xi16> {
  // expected-error@+1 {{element type 'i16' is not one the runtime moves (f32, f64, f16, bf16, i8, i32, i64, i1)}}
  %0 = dtensor.all_reduce sum %a on @mesh[x] : tensor<8xi16>
  return %0 : tensor<8xi16>
}

// -----

dtensor.mesh @mesh <[x = 2], cpu>
func.func @dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{has a dynamic shape; the runtime lowering takes static shapes}}
  %0 = dtensor.all_reduce sum %a on @mesh[x] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// strategy.reduce: an all_reduce across replicas, a linalg.reduce along the
// tensor dimension, and the division of a mean by replicas x dimension size.
// CHECK-LABEL: func.func @strategy_reduce
// CHECK: call @dtc_all_reduce({{.*}}, %c0_i32{{.*}})
// CHECK: linalg.reduce
// CHECK: arith.addf
// CHECK: arith.constant dense<1.600000e+01> : tensor<4xf32>
// CHECK: arith.divf
dtensor.mesh @mesh <[x = 2, y = 2], cpu>
func.func @strategy_reduce(%a: tensor<4x4xf32>) -> tensor<4xf32> {
  %0 = dtensor.reduce mean %a over @mesh[x, y] along 1 : tensor<4x4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A started all_reduce: the start call at the start, with the all_reduce's
// arguments; at the wait, the input buffer again (read there, so that
// bufferization keeps it unchanged until then), dtc_wait with the request,
// and the output buffer as the result.
// CHECK-LABEL: func.func @started
// CHECK: %[[DEV:.*]] = call @dtc_current_device()
// CHECK: %[[IN:.*]] = bufferization.to_buffer %arg0 read_only : tensor<4x8xf32> to memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[REQ:.*]] = call @dtc_all_reduce_start(%[[DEV]], %{{.*}}, %c1_i32, %{{.*}}, %{{.*}}, %c32_i64, %c0_i32{{.*}}, %c0_i32{{.*}}) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> !llvm.ptr
// CHECK: %[[WORK:.*]] = arith.mulf %arg1, %arg1
// CHECK: %[[AGAIN:.*]] = bufferization.to_buffer %arg0 read_only {dtc.read_at_wait} : tensor<4x8xf32> to memref<4x8xf32>
// CHECK: %[[IDX:.*]] = memref.extract_aligned_pointer_as_index %[[AGAIN]]
// CHECK: %[[I64:.*]] = arith.index_cast %[[IDX]]
// CHECK: %[[PTR:.*]] = llvm.inttoptr %[[I64]]
// CHECK: call @dtc_wait(%[[DEV]], %[[REQ]], %[[PTR]]) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// CHECK: %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: return %[[R]], %[[WORK]]
dtensor.mesh @mesh <[x = 2], cpu>
func.func @started(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>)
    attributes {dtensor.local_view} {
  %f = dtensor.all_reduce_start sum %a on @mesh[x] : tensor<4x8xf32>
  %w = arith.mulf %b, %b : tensor<4xf32>
  %r = dtensor.wait %f : tensor<4x8xf32>
  return %r, %w : tensor<4x8xf32>, tensor<4xf32>
}
