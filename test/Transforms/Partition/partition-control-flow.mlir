// Control flow is partitioned along the edges of upstream's region-branch
// interfaces: region arguments and results take shard types, values handed
// in and yielded are relaid out to the layout of where they go.
// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-propagate-layouts -dtensor-partition | FileCheck %s

// scf.while carrying a row-sharded value through a product with a
// column-sharded w: the carried [x, unsharded] is what the body computes
// (w is gathered, cheaper than gathering each product), and the condition
// hands the shards on unchanged.
// CHECK-LABEL: func.func @while_loop
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %arg0) : (index, tensor<4x8xf32>) -> (index, tensor<4x8xf32>)
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}} : index, tensor<4x8xf32>
// CHECK: ^bb0(%{{.*}}: index, %[[A:.*]]: tensor<4x8xf32>):
// CHECK: %[[W:.*]] = dtensor.all_gather %arg1 on @m[y] dim 1 : tensor<8x4xf32> -> tensor<8x8xf32>
// CHECK: %[[P:.*]] = linalg.matmul ins(%[[A]], %[[W]] : tensor<4x8xf32>, tensor<8x8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: scf.yield %{{.*}}, %[[P]] : index, tensor<4x8xf32>
// CHECK: return %{{.*}}#1 : tensor<4x8xf32>
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @while_loop(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                      %w: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %r:2 = scf.while (%i = %c0, %acc = %x) : (index, tensor<8x8xf32>) -> (index, tensor<8x8xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %acc : index, tensor<8x8xf32>
  } do {
  ^bb0(%j: index, %a: tensor<8x8xf32>):
    %e = tensor.empty() : tensor<8x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %p = linalg.matmul ins(%a, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    %n = arith.addi %j, %c1 : index
    scf.yield %n, %p : index, tensor<8x8xf32>
  }
  return %r#1 : tensor<8x8xf32>
}

// -----

// scf.index_switch: every case yields a shard of the result's layout.
// CHECK-LABEL: func.func @switch
// CHECK: scf.index_switch %{{.*}} -> tensor<4x4xf32>
// CHECK: case 0 {
// CHECK: arith.negf %{{.*}} : tensor<4x4xf32>
// CHECK: default {
// CHECK-NEXT: scf.yield %{{.*}} : tensor<4x4xf32>
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @switch(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}, %k: index)
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) {
  %r = scf.index_switch %k -> tensor<8x8xf32>
  case 0 {
    %n = arith.negf %x : tensor<8x8xf32>
    scf.yield %n : tensor<8x8xf32>
  }
  default {
    scf.yield %x : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

// scf.execute_region: the yielded value is relaid out to the result's
// layout, which the explicit result layout pins to [unsharded, y].
// CHECK-LABEL: func.func @region
// CHECK: scf.execute_region -> tensor<8x4xf32> {
// CHECK: %[[E:.*]] = math.exp %{{.*}} : tensor<8x4xf32>
// CHECK-NEXT: scf.yield %[[E]] : tensor<8x4xf32>
// CHECK: return %{{.*}} : tensor<8x4xf32>
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @region(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>}) {
  %r = scf.execute_region -> tensor<8x8xf32> {
    %e = math.exp %x : tensor<8x8xf32>
    scf.yield %e : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

// Control flow that runs on every device cannot be decided by a value that
// only some devices compute.
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @one <[], cpu, device_ids = [1]>
func.func @decided(%flag: tensor<i1> {dtensor.layout = #dtensor.layout<@one, []>},
                   %a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@all, [x]>})
    -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@all, [x]>}) {
  %c = tensor.extract %flag[] : tensor<i1>
  // expected-error@+1 {{'scf.if' op uses a value computed only on the devices of mesh @one but runs on other devices too; make it a tensor and copy it to a mesh of those devices (dtensor.copy_to_mesh) first}}
  %r = scf.if %c -> (tensor<8xf32>) {
    %e = math.exp %a : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  } else {
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// The same loop guarded whole when all it computes is on one mesh: device 0
// skips it.
// CHECK-LABEL: func.func @all_on_one
// CHECK: %[[ON:.*]] = dtensor.in_mesh @one
// CHECK-NEXT: scf.if %[[ON]] -> (tensor<8xf32>) {
// CHECK-NEXT: tensor.extract
// CHECK-NEXT: scf.if
// CHECK: math.exp
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @one <[], cpu, device_ids = [1]>
func.func @all_on_one(%flag: tensor<i1> {dtensor.layout = #dtensor.layout<@one, []>},
                      %a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@one, [unsharded]>})
    -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@one, [unsharded]>}) {
  %c = tensor.extract %flag[] : tensor<i1>
  %r = scf.if %c -> (tensor<8xf32>) {
    %e = math.exp %a : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  } else {
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// Nor carried into the next iteration by a loop that runs everywhere.
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @p <[], cpu, device_ids = [0]>
func.func @carried(%x: tensor<4xf32> {dtensor.layout = #dtensor.layout<@all, [x]>},
                   %w: tensor<f32> {dtensor.layout = #dtensor.layout<@p, []>})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@all, [x]>}) {
  %false = arith.constant false
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%flag = %false, %acc = %x) -> (i1, tensor<4xf32>) {
    %next = scf.if %flag -> (tensor<4xf32>) {
      %e = math.exp %acc : tensor<4xf32>
      scf.yield %e : tensor<4xf32>
    } else {
      scf.yield %acc : tensor<4xf32>
    }
    %v = tensor.extract %w[] : tensor<f32>
    %c = arith.cmpf ogt, %v, %zero : f32
    // expected-error@+1 {{'scf.yield' op uses a value computed only on the devices of mesh @p but runs on other devices too}}
    scf.yield %c, %next : i1, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

