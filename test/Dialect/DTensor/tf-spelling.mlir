// TF DTensor's text forms parse into typed layouts with inline meshes.
// RUN: dtc-opt %s -split-input-file | FileCheck %s

// The 5-part mesh with default ids: no device_ids are spelled out.
// CHECK-LABEL: func.func @five_part
// CHECK-SAME: #dtensor.layout<#dtensor.mesh<[x = 2, y = 2], cpu>, [x, unsharded]>
func.func @five_part() attributes {test.l = #dtensor.layout<"sharding_specs:x,unsharded, mesh:|x=2,y=2|0,1,2,3|0,1,2,3|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1,/job:localhost/replica:0/task:0/device:CPU:2,/job:localhost/replica:0/task:0/device:CPU:3">} {
  return
}

// -----

// A named mesh, the optional `mesh:` prefix dropped, no trailing comma,
// GPUs, permuted ids.
// CHECK-LABEL: func.func @named_gpu
// CHECK-SAME: #dtensor.layout<#dtensor.mesh<[b = 2], gpu, device_ids = [1, 0], name = "m">, [unsharded, b]>
func.func @named_gpu() attributes {test.l = #dtensor.layout<"sharding_specs:unsharded,b m|b=2|1,0|1,0|/job:localhost/replica:0/task:0/device:GPU:0,/job:localhost/replica:0/task:0/device:GPU:1">} {
  return
}

// -----

// The 3-part shorthand, and the 6th/7th parts.
// CHECK-LABEL: func.func @shorthand
// CHECK-SAME: l1 = #dtensor.layout<#dtensor.mesh<[x = 4], gpu>, [x]>
// CHECK-SAME: l2 = #dtensor.layout<#dtensor.mesh<[x = 2], cpu>, [match]>
// CHECK-SAME: l3 = #dtensor.layout<#dtensor.mesh<[x = 2], cpu>, [unsharded]>
func.func @shorthand() attributes {
    test.l1 = #dtensor.layout<"sharding_specs:x, mesh:|x=4|*GPU">,
    test.l2 = #dtensor.layout<"sharding_specs:match, mesh:|x=2|0,1|0,1|/job:w/replica:0/task:0/device:CPU:0,/job:w/replica:0/task:0/device:CPU:1|/job:w/replica:0/task:0/device:CPU:0,/job:w/replica:0/task:0/device:CPU:1">,
    test.l3 = #dtensor.layout<"sharding_specs:unsharded, mesh:|x=2|0,1|0,1|/job:w/replica:0/task:0/device:CPU:0,/job:w/replica:0/task:0/device:CPU:1|use_xla_spmd">} {
  return
}

// -----

// Multi-client: this client's local ids are the second block of the
// global ids, so the mesh has two clients.
// CHECK-LABEL: func.func @multi_client
// CHECK-SAME: #dtensor.layout<#dtensor.mesh<[x = 4], cpu, clients = 2>, [x]>
func.func @multi_client() attributes {test.l = #dtensor.layout<"sharding_specs:x, mesh:|x=4|0,1,2,3|2,3|/job:w/replica:0/task:1/device:CPU:0,/job:w/replica:0/task:1/device:CPU:1">} {
  return
}

// -----

// This client's block listed in another order (TF's local device 0 hosts
// global id 6): the other clients keep the order of the global ids.
// CHECK-LABEL: func.func @permuted_client
// CHECK-SAME: #dtensor.mesh<[x = 4, y = 2], cpu, clients = {{\[}}[0, 1, 2, 3], [6, 7, 4, 5]]>
func.func @permuted_client() attributes {test.l = #dtensor.layout<"sharding_specs:x,y, mesh:|x=4,y=2|0,1,2,3,4,5,6,7|6,7,4,5|/job:w/replica:0/task:1/device:CPU:0,/job:w/replica:0/task:1/device:CPU:1,/job:w/replica:0/task:1/device:CPU:2,/job:w/replica:0/task:1/device:CPU:3">} {
  return
}

// -----

// Any subset, from the global device names: a device's task is its client
// and its device number its place there. Task 1 holds the odd ids, its
// CPU:0 hosting id 7.
// CHECK-LABEL: func.func @named_clients
// CHECK-SAME: #dtensor.mesh<[x = 4, y = 2], cpu, clients = {{\[}}[0, 2, 4, 6], [7, 5, 3, 1]]>
func.func @named_clients() attributes {test.l = #dtensor.layout<"sharding_specs:x,y, mesh:|x=4,y=2|0,1,2,3,4,5,6,7|7,5,3,1|/job:w/task:1/device:CPU:0,/job:w/task:1/device:CPU:1,/job:w/task:1/device:CPU:2,/job:w/task:1/device:CPU:3|/job:w/task:0/device:CPU:0,/job:w/task:1/device:CPU:3,/job:w/task:0/device:CPU:1,/job:w/task:1/device:CPU:2,/job:w/task:0/device:CPU:2,/job:w/task:1/device:CPU:1,/job:w/task:0/device:CPU:3,/job:w/task:1/device:CPU:0">} {
  return
}

// -----

// Rank 0: `scalar`, or no specs at all.
// CHECK-LABEL: func.func @scalars
// CHECK-SAME: s1 = #dtensor.layout<#dtensor.mesh<[x = 2], cpu>, []>
// CHECK-SAME: s2 = #dtensor.layout<#dtensor.mesh<[x = 2], cpu>, []>
func.func @scalars() attributes {
    test.s1 = #dtensor.layout<"sharding_specs:scalar, mesh:|x=2|*CPU">,
    test.s2 = #dtensor.layout<"sharding_specs: mesh:|x=2|*CPU">} {
  return
}

// -----

// A maximal (single-device) layout on a bare device name.
// CHECK-LABEL: func.func @maximal
// CHECK-SAME: #dtensor.layout<#dtensor.mesh<[], gpu, device_ids = [3]>, device = 3>
func.func @maximal() attributes {test.l = #dtensor.layout<"maximal:true, mesh:/job:localhost/replica:0/task:0/device:GPU:3">} {
  return
}

// -----

// The plain string attribute on function arguments is accepted as it is
// (the import pass types it).
// CHECK-LABEL: func.func @plain_string
// CHECK-SAME: {dtensor.layout = "sharding_specs:x,unsharded, mesh:|x=2,y=4|*CPU"}
func.func @plain_string(%a: tensor<8x4xf32> {dtensor.layout = "sharding_specs:x,unsharded, mesh:|x=2,y=4|*CPU"}) {
  return
}
