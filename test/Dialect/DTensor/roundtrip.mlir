// Every attribute and op prints in a form that parses back to the same IR.
// RUN: dtc-opt %s | dtc-opt | FileCheck %s
// RUN: dtc-opt %s --mlir-print-op-generic | dtc-opt | FileCheck %s

// CHECK: dtensor.mesh @mesh <[x = 2, y = 4], cpu>
dtensor.mesh @mesh <[x = 2, y = 4], cpu>
// CHECK: dtensor.mesh @gpus <[d = 2], gpu, device_ids = [3, 1], clients = 2>
dtensor.mesh @gpus <[d = 2], gpu, device_ids = [3, 1], clients = 2>
// CHECK: dtensor.mesh @held <[x = 4, y = 2], cpu, clients = {{\[}}[0, 2, 4, 6], [7, 5, 3, 1]]>
dtensor.mesh @held <[x = 4, y = 2], cpu, clients = [[0, 2, 4, 6], [7, 5, 3, 1]]>
// Lists that are the blocks of the device ids print as a count.
// CHECK: dtensor.mesh @blocks <[x = 4], cpu, device_ids = [3, 2, 1, 0], clients = 2>
dtensor.mesh @blocks <[x = 4], cpu, device_ids = [3, 2, 1, 0], clients = [[3, 2], [1, 0]]>
// CHECK: dtensor.mesh @one <[], cpu, device_ids = [5]>
dtensor.mesh @one <[], cpu, device_ids = [5]>
// CHECK: dtensor.mesh @quoted <["data.parallel" = 2, model = 1], cpu>
dtensor.mesh @quoted <["data.parallel" = 2, model = 1], cpu>

// CHECK-LABEL: func.func @layouts
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@mesh, [{x, y}, unsharded]>}
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y], partial = sum[x]>}
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@mesh, device = 3>}
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@quoted, ["data.parallel", model]>}
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@mesh, []>}
// CHECK-SAME: -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded], partial = max[x, y]>})
func.func @layouts(
    %a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
    %b: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [{x, y}, unsharded]>},
    %c: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y], partial = sum[x]>},
    %d: tensor<7x3xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 3>},
    %e: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@quoted, ["data.parallel", model]>},
    %f: tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded], partial = max[x, y]>}) {
  %0 = tensor.empty() : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Inline meshes and standalone dimension entries.
// CHECK-LABEL: func.func @inline_mesh
// CHECK-SAME: #dtensor.layout<#dtensor.mesh<[x = 2], cpu, name = "m">, [x]>
// CHECK: test.attrs = [#dtensor.dim<x>, #dtensor.dim<{x, y}>, #dtensor.dim<unsharded>, #dtensor.dim<match>]
func.func @inline_mesh(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<#dtensor.mesh<[x = 2], cpu, name = "m">, [x]>})
    attributes {test.attrs = [#dtensor.dim<x>, #dtensor.dim<{x, y}>, #dtensor.dim<unsharded>, #dtensor.dim<match>]} {
  return
}

// CHECK-LABEL: func.func @global_view
func.func @global_view(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // CHECK: dtensor.constraint %{{.*}} : tensor<8x16xf32> to #dtensor.layout<@mesh, [x, y]>
  %0 = dtensor.constraint %a : tensor<8x16xf32> to #dtensor.layout<@mesh, [x, y]>
  // CHECK: dtensor.relayout %{{.*}} : tensor<8x16xf32> to #dtensor.layout<@mesh, [match, unsharded]>
  %1 = dtensor.relayout %0 : tensor<8x16xf32> to #dtensor.layout<@mesh, [match, unsharded]>
  // CHECK: dtensor.check_layout %{{.*}} : tensor<8x16xf32> is #dtensor.layout<@mesh, [x, unsharded]>
  dtensor.check_layout %1 : tensor<8x16xf32> is #dtensor.layout<@mesh, [x, unsharded]>
  // CHECK: dtensor.copy_to_mesh %{{.*}} : tensor<8x16xf32> to #dtensor.layout<@gpus, [d, unsharded]>
  %2 = dtensor.copy_to_mesh %1 : tensor<8x16xf32> to #dtensor.layout<@gpus, [d, unsharded]>
  // CHECK: dtensor.reduce sum %{{.*}} over @mesh[x] : tensor<8x16xf32> -> tensor<8x16xf32>
  %3 = dtensor.reduce sum %2 over @mesh[x] : tensor<8x16xf32> -> tensor<8x16xf32>
  // CHECK: dtensor.reduce mean %{{.*}} over @mesh[x, y] along 1 : tensor<8x16xf32> -> tensor<8xf32>
  %4 = dtensor.reduce mean %3 over @mesh[x, y] along 1 : tensor<8x16xf32> -> tensor<8xf32>
  // CHECK: dtensor.reduce max
  %5 = dtensor.reduce max %3 over @mesh[y] : tensor<8x16xf32> -> tensor<8x16xf32>
  // CHECK: dtensor.reduce min
  %6 = dtensor.reduce min %5 over @mesh[y] : tensor<8x16xf32> -> tensor<8x16xf32>
  return %6 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @local_view
func.func @local_view(%a: tensor<4x2xf32>, %i: tensor<4x4xi32>, %p: tensor<4x4xi1>) {
  // CHECK: dtensor.all_gather %{{.*}} on @mesh[y] dim 1 : tensor<4x2xf32> -> tensor<4x8xf32>
  %0 = dtensor.all_gather %a on @mesh[y] dim 1 : tensor<4x2xf32> -> tensor<4x8xf32>
  // CHECK: dtensor.all_gather %{{.*}} on @mesh[x, y] dim 0 : tensor<4x2xf32> -> tensor<32x2xf32>
  %1 = dtensor.all_gather %a on @mesh[x, y] dim 0 : tensor<4x2xf32> -> tensor<32x2xf32>
  // CHECK: dtensor.all_reduce sum %{{.*}} on @mesh[x] : tensor<4x8xf32>
  %2 = dtensor.all_reduce sum %0 on @mesh[x] : tensor<4x8xf32>
  // CHECK: dtensor.all_reduce prod
  %3 = dtensor.all_reduce prod %0 on @mesh[x] : tensor<4x8xf32>
  // CHECK: dtensor.all_reduce min
  %4 = dtensor.all_reduce min %0 on @mesh[x] : tensor<4x8xf32>
  // CHECK: dtensor.all_reduce max
  %5 = dtensor.all_reduce max %0 on @mesh[x] : tensor<4x8xf32>
  // CHECK: dtensor.all_reduce mean
  %6 = dtensor.all_reduce mean %0 on @mesh[y, x] : tensor<4x8xf32>
  // CHECK: dtensor.all_reduce and %{{.*}} on @mesh[x] : tensor<4x4xi32>
  %7 = dtensor.all_reduce and %i on @mesh[x] : tensor<4x4xi32>
  // CHECK: dtensor.all_reduce or %{{.*}} on @mesh[x] : tensor<4x4xi1>
  %8 = dtensor.all_reduce or %p on @mesh[x] : tensor<4x4xi1>
  // CHECK: %[[F:.*]] = dtensor.all_reduce_start sum %{{.*}} on @mesh[x, y] : tensor<4x8xf32>
  %f = dtensor.all_reduce_start sum %0 on @mesh[x, y] : tensor<4x8xf32>
  // CHECK: dtensor.wait %[[F]] : tensor<4x8xf32>
  %w = dtensor.wait %f : tensor<4x8xf32>
  // CHECK: dtensor.reduce_scatter sum %{{.*}} on @mesh[y] dim 1 : tensor<4x8xf32> -> tensor<4x2xf32>
  %9 = dtensor.reduce_scatter sum %0 on @mesh[y] dim 1 : tensor<4x8xf32> -> tensor<4x2xf32>
  // CHECK: dtensor.all_to_all %{{.*}} on @mesh[y] split 1 concat 0 : tensor<4x8xf32> -> tensor<16x2xf32>
  %10 = dtensor.all_to_all %0 on @mesh[y] split 1 concat 0 : tensor<4x8xf32> -> tensor<16x2xf32>
  // CHECK: dtensor.all_slice %{{.*}} on @mesh[x] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %11 = dtensor.all_slice %0 on @mesh[x] dim 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  // CHECK: dtensor.collective_permute %{{.*}} on @mesh[y] permutation [1, 2, 3, 0] : tensor<4x2xf32>
  %12 = dtensor.collective_permute %a on @mesh[y] permutation [1, 2, 3, 0] : tensor<4x2xf32>
  // CHECK: dtensor.broadcast %{{.*}} on @mesh[x, y] root 7 : tensor<4x2xf32>
  %13 = dtensor.broadcast %a on @mesh[x, y] root 7 : tensor<4x2xf32>
  // CHECK: dtensor.device_coords @mesh[x, y] : index, index
  %c:2 = dtensor.device_coords @mesh[x, y] : index, index
  // CHECK: dtensor.in_mesh @mesh
  %on = dtensor.in_mesh @mesh
  return
}

// Result layouts on any op, and a default mesh.
// CHECK-LABEL: func.func @attached
// CHECK-SAME: attributes {dtensor.default_mesh = @mesh}
// CHECK: dtensor.layouts = [#dtensor.layout<@mesh, [x, unsharded]>]
// CHECK: dtensor.layouts = [unit]
func.func @attached(%a: tensor<8x16xf32>) -> tensor<8x16xf32> attributes {dtensor.default_mesh = @mesh} {
  %0 = arith.addf %a, %a {dtensor.layouts = [#dtensor.layout<@mesh, [x, unsharded]>]} : tensor<8x16xf32>
  %c = arith.constant {dtensor.layouts = [unit]} 1 : index
  return %0 : tensor<8x16xf32>
}

// A shard_map of a local-view function; other types pass through.
// CHECK-LABEL: func.func @mapped
// CHECK: dtensor.shard_map @halves(%{{.*}}, %{{.*}}) : (tensor<8x16xf32>, f32) -> tensor<8x16xf32>
func.func private @halves(%a: tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %s: f32)
    -> (tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) attributes {dtensor.local_view} {
  return %a : tensor<4x16xf32>
}
func.func @mapped(%a: tensor<8x16xf32>, %s: f32) -> tensor<8x16xf32> {
  %0 = dtensor.shard_map @halves(%a, %s) : (tensor<8x16xf32>, f32) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @barriers
// CHECK: dtensor.optimization_barrier %{{.*}} : tensor<8x16xf32>
// CHECK: dtensor.optimization_barrier %{{.*}}, %{{.*}} : tensor<8x16xf32>, tensor<4xi32>
func.func @barriers(%a: tensor<8x16xf32>, %b: tensor<4xi32>) -> (tensor<8x16xf32>, tensor<4xi32>) {
  %0 = dtensor.optimization_barrier %a : tensor<8x16xf32>
  %1:2 = dtensor.optimization_barrier %0, %b : tensor<8x16xf32>, tensor<4xi32>
  return %1#0, %1#1 : tensor<8x16xf32>, tensor<4xi32>
}
