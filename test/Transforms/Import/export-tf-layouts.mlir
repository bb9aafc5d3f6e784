// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-export-tf-layouts | FileCheck %s

// CHECK-LABEL: func.func @export
// CHECK-SAME: {dtensor.layout = "sharding_specs:x,unsharded, mesh:m|x=2,y=2|0,1,2,3|0,1,2,3|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1,/job:localhost/replica:0/task:0/device:CPU:2,/job:localhost/replica:0/task:0/device:CPU:3"}
// CHECK-SAME: {dtensor.layout = "sharding_specs:unsharded,y, mesh:m|
// CHECK-SAME: {dtensor.layout = "sharding_specs: mesh:m|
// CHECK-SAME: -> (tensor<4x4xf32> {dtensor.layout = "maximal:true, mesh:/job:localhost/replica:0/task:0/device:CPU:2"})
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @export(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                  %b: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                  %c: tensor<f32> {dtensor.layout = #dtensor.layout<@m, []>})
    -> (tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, device = 2>}) {
  %0 = tensor.empty() : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Two clients: TF's string is client 0's view (its local ids and devices);
// permuted ids are spelled out.
// CHECK-LABEL: func.func @clients
// CHECK-SAME: "sharding_specs:d, mesh:g|d=4|3,2,1,0|3,2|/job:localhost/replica:0/task:0/device:GPU:0,/job:localhost/replica:0/task:0/device:GPU:1"
dtensor.mesh @g <[d = 4], gpu, device_ids = [3, 2, 1, 0], clients = 2>
func.func @clients(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@g, [d]>}) {
  return
}

// -----

// Clients that are not blocks of the ids: the global device names say
// which task (client) holds each device, and its number there.
// CHECK-LABEL: func.func @held
// CHECK-SAME: "sharding_specs:d, mesh:h|d=4|0,1,2,3|2,0|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1|/job:localhost/replica:0/task:0/device:CPU:1,/job:localhost/replica:0/task:1/device:CPU:1,/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:1/device:CPU:0"
dtensor.mesh @h <[d = 4], cpu, clients = [[2, 0], [3, 1]]>
func.func @held(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@h, [d]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 2], cpu>
// expected-error@+1 {{argument #0: TF's layout strings cannot shard dimension 0 over several mesh axes}}
func.func @multi_axis(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 2], cpu>
// expected-error@+1 {{result #0: TF's layout strings cannot express partial values}}
func.func @partial() -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x], partial = sum[y]>}) {
  %0 = tensor.empty() : tensor<8xf32>
  return %0 : tensor<8xf32>
}
