// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-import-tf-layouts | FileCheck %s
// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-import-tf-layouts -dtensor-export-tf-layouts -dtensor-import-tf-layouts | FileCheck %s --check-prefix=ROUND

// String layouts on arguments and results become typed layouts on one
// hoisted mesh; equal meshes are shared.
// CHECK: dtensor.mesh @mesh <[x = 2, y = 4], cpu>
// CHECK-NOT: dtensor.mesh
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}
// CHECK-SAME: -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
// ROUND: dtensor.mesh @mesh <[x = 2, y = 4], cpu>
// ROUND-NOT: dtensor.mesh
// ROUND-LABEL: func.func @mlp
// ROUND-SAME: {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}
// ROUND-SAME: {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}
// ROUND-SAME: -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
func.func @mlp(%x: tensor<8x4xf32> {dtensor.layout = "sharding_specs:x,unsharded, mesh:|x=2,y=4|0,1,2,3,4,5,6,7|0,1,2,3,4,5,6,7|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1,/job:localhost/replica:0/task:0/device:CPU:2,/job:localhost/replica:0/task:0/device:CPU:3,/job:localhost/replica:0/task:0/device:CPU:4,/job:localhost/replica:0/task:0/device:CPU:5,/job:localhost/replica:0/task:0/device:CPU:6,/job:localhost/replica:0/task:0/device:CPU:7"},
               %w: tensor<4x16xf32> {dtensor.layout = "sharding_specs:unsharded,y, mesh:|x=2,y=4|*CPU"})
    -> (tensor<8x16xf32> {dtensor.layout = "sharding_specs:x,y, mesh:|x=2,y=4|*CPU"}) {
  %0 = tensor.empty() : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// An existing equal mesh is reused; a different one gets a fresh name; a TF
// mesh name becomes the symbol. Inline meshes inside ops and in
// `dtensor.layouts` are hoisted too.
// CHECK: dtensor.mesh @mesh <[x = 2], cpu>
// CHECK-NEXT: dtensor.mesh @mesh_0 <[x = 4], cpu>
// CHECK-NEXT: dtensor.mesh @data <[b = 2], gpu>
// CHECK-LABEL: func.func @reuse
// CHECK-SAME: #dtensor.layout<@mesh, [x]>
// CHECK-SAME: #dtensor.layout<@mesh_0, [x]>
// CHECK: dtensor.constraint {{.*}} to #dtensor.layout<@data, [b]>
// CHECK: dtensor.layouts = [#dtensor.layout<@mesh, [x]>]
dtensor.mesh @mesh <[x = 2], cpu>
func.func @reuse(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|*CPU"},
                 %b: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|*CPU"}) {
  %0 = dtensor.constraint %a : tensor<8xf32> to #dtensor.layout<"sharding_specs:b, mesh:data|b=2|0,1|0,1|/job:w/replica:0/task:0/device:GPU:0,/job:w/replica:0/task:0/device:GPU:1">
  %1 = arith.negf %0 {dtensor.layouts = ["sharding_specs:x, mesh:|x=2|*CPU"]} : tensor<8xf32>
  return
}

// -----

// A TF mesh name that contradicts an existing mesh of that name.
dtensor.mesh @data <[b = 4], cpu>
// expected-error@+1 {{TF mesh 'data' differs from the existing dtensor.mesh @data}}
func.func @conflict(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:b, mesh:data|b=2|*CPU"}) {
  return
}
