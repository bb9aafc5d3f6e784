// RUN: dtc-opt %s --allow-unregistered-dialect --dtensor-import-iree | FileCheck %s
// RUN: dtc-opt %s --allow-unregistered-dialect '--dtensor-import-iree=mesh=x=2,y=2 in-layouts=[x],[{x,y}] out-layouts=[unsharded,y]' 2>&1 | FileCheck %s --check-prefix=GIVEN

// What the JAX importer recorded (its `dtc.jax` attribute) comes back:
// shard_map bodies as local-view functions called by dtensor.shard_map
// (the helpers they call local-view too), collectives, partition_id,
// constraints (on an argument a relayout), the entry's shardings; the
// options' mesh and layouts win over the record's.
// CHECK: dtensor.mesh @mesh <[x = 2, y = 2], cpu>
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}
// CHECK-SAME: %arg1: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}
// CHECK-SAME: -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
// CHECK: dtensor.relayout %arg0 : tensor<8x4xf32> to #dtensor.layout<@mesh, [x, y]>
// CHECK: dtensor.shard_map @dtc.shard_map.0(
// CHECK: dtensor.constraint %{{.*}} : tensor<8x4xf32> to #dtensor.layout<@mesh, [y, unsharded]>
// CHECK: func.func private @dtc.shard_map.0(%arg0: tensor<4x2xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}) -> (tensor<4x2xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}) attributes {dtensor.local_view}
// CHECK: dtensor.all_reduce sum %arg0 on @mesh[x] : tensor<4x2xf32>
// CHECK: dtensor.all_gather %{{.*}} on @mesh[y] dim 1 : tensor<4x2xf32> -> tensor<4x4xf32>
// CHECK: %[[MOVED:.*]] = dtensor.collective_permute %{{.*}} on @mesh[x] permutation [1, 0] : tensor<4x2xf32>
// CHECK: %[[X:.*]] = dtensor.device_coords @mesh[x] : index
// CHECK: %[[TABLE:.*]] = arith.constant dense<[false, true]> : tensor<2xi1>
// CHECK: %[[HERE:.*]] = tensor.extract %[[TABLE]][%[[X]]] : tensor<2xi1>
// CHECK: scf.if %[[HERE]] -> (tensor<4x2xf32>) {
// CHECK:   scf.yield %[[MOVED]]
// CHECK: } else {
// CHECK:   arith.constant dense<0.000000e+00> : tensor<4x2xf32>
// CHECK: %[[C:.*]]:2 = dtensor.device_coords @mesh[x, y] : index, index
// CHECK: %[[N:.*]] = arith.constant 2 : index
// CHECK: %[[M:.*]] = arith.muli %[[C]]#0, %[[N]] : index
// CHECK: %[[P:.*]] = arith.addi %[[M]], %[[C]]#1 : index
// CHECK: arith.index_cast %[[P]] : index to i32
// CHECK: tensor.from_elements
// CHECK: call @helper(
// CHECK: func.func private @helper({{.*}} attributes {dtensor.local_view}
// CHECK-NOT: dtc.collective
// CHECK-NOT: dtc.jax
// GIVEN-LABEL: func.func @main(
// GIVEN-SAME: %arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}
// GIVEN-SAME: %arg1: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [{x, y}]>}
// GIVEN-SAME: -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>})
"builtin.module"() <{sym_name = "jit_f"}> ({
  "util.func"() <{function_type = (tensor<8x4xf32>, tensor<8xf32>) -> tensor<8x4xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%a: tensor<8x4xf32>, %b: tensor<8xf32>):
    %c = "util.call"(%a) <{callee = @dtc.constraint.0}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %m = "util.call"(%c) <{callee = @dtc.shard_map_call.0}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %d = "util.call"(%m) <{callee = @dtc.constraint.1}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    "util.return"(%d) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "dtc.shard_map.0", sym_visibility = "public"}> ({
  ^bb0(%x: tensor<4x2xf32>):
    %s = "util.call"(%x) <{callee = @dtc.collective.0}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %g = "util.call"(%s) <{callee = @dtc.collective.1}> : (tensor<4x2xf32>) -> tensor<4x4xf32>
    %p = "util.call"(%s) <{callee = @dtc.collective.2}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %id = "util.call"() <{callee = @dtc.partition_id}> : () -> tensor<i32>
    %h = "util.call"(%p) <{callee = @helper}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    "util.return"(%h) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4x2xf32>):
    "util.return"(%x) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x4xf32>) -> tensor<8x4xf32>, sym_name = "dtc.shard_map_call.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x4xf32>) -> tensor<8x4xf32>, sym_name = "dtc.constraint.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x4xf32>) -> tensor<8x4xf32>, sym_name = "dtc.constraint.1", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "dtc.collective.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x2xf32>) -> tensor<4x4xf32>, sym_name = "dtc.collective.1", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "dtc.collective.2", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = () -> tensor<i32>, res_attrs = [{iree.abi.encoding = tensor<ui32>}], sym_name = "dtc.partition_id", sym_visibility = "private"}> ({
  }) : () -> ()
}) {dtc.jax = {collectives = [{axes = ["x"], combiner = "sum", kind = "all_reduce"}, {axes = ["y"], dim = 1 : i64, kind = "all_gather"}, {axes = ["x"], kind = "collective_permute", permutation = array<i64: 1, 0>, receives = array<i1: false, true>}], constraints = ["[x, y]", "[y, unsharded]"], entry_args = ["[x, unsharded]", unit], entry_results = ["[x, y]"], mesh = [["x", 2], ["y", 2]], shard_maps = [{args = ["[x, y]"], results = ["[x, y]"]}]}} : () -> ()

