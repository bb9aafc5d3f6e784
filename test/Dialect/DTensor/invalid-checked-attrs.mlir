// The attribute verifiers, reached through the typed parsers (errors point at
// the attribute) and through TF strings whose mesh or layout parses but does
// not verify (exactly one error each).
// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{mesh axis 'x' has size 0; axis sizes must be at least 1}}
dtensor.mesh @m <[x = 0], cpu>

// -----

// expected-error@+1 {{mesh axis 'x' has size -1; axis sizes must be at least 1}}
dtensor.mesh @m <[x = -1], cpu>

// -----

// expected-error@+1 {{'match' is a reserved word and cannot name a mesh axis}}
dtensor.mesh @m <[match = 2], cpu>

// -----

// expected-error@+1 {{mesh axis 'x' is declared more than once}}
dtensor.mesh @m <[x = 2, x = 2], cpu>

// -----

// expected-error@+1 {{mesh lists 3 device ids but its axes hold 2 devices}}
dtensor.mesh @m <[x = 2], cpu, device_ids = [0, 1, 2]>

// -----

// expected-error@+1 {{device id -4 is negative}}
dtensor.mesh @m <[x = 2], cpu, device_ids = [0, -4]>

// -----

// expected-error@+1 {{device id 1 appears more than once in the mesh}}
dtensor.mesh @m <[x = 2], cpu, device_ids = [1, 1]>

// -----

// expected-error@+1 {{a mesh needs at least one client, got 0}}
dtensor.mesh @m <[x = 2], cpu, clients = 0>

// -----

// expected-error@+1 {{the mesh's 2 devices cannot be split evenly over 3 clients}}
dtensor.mesh @m <[x = 2], cpu, clients = 3>

// -----

// expected-error@+1 {{the mesh's clients hold 2 devices, not its 4}}
dtensor.mesh @m <[x = 4], cpu, clients = [[0], [1]]>

// -----

// expected-error@+1 {{a client holds device 4, which is not in the mesh}}
dtensor.mesh @m <[x = 4], cpu, clients = [[0, 1], [2, 4]]>

// -----

// expected-error@+1 {{device 1 is held by more than one client}}
dtensor.mesh @m <[x = 4], cpu, clients = [[0, 1], [1, 3]]>

// -----

// expected-error@+1 {{'device_ids' lists no devices; omit it for the default ids 0..N-1}}
dtensor.mesh @m <[x = 2], cpu, device_ids = []>

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error@+1 {{mesh axis 'x' appears more than once in the layout}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, x]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error@+1 {{mesh axis 'x' appears more than once in the layout}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y], partial = sum[x]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error@+1 {{a partial layout's pending reduction must be sum, max or min, not 'prod'}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded], partial = prod[y]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2], cpu>
// expected-error@+1 {{device id -1 is negative}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, device = -1>}) {
  return
}

// -----

// expected-error@+1 {{unknown mesh axis 'z' (the mesh's axes: x)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<#dtensor.mesh<[x = 2], cpu>, [z]>}) {
  return
}

// -----

// expected-error@+1 {{device 7 is not in the mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<#dtensor.mesh<[x = 2], cpu>, device = 7>}) {
  return
}

// -----

// expected-error@+1 {{TF device type 'TPU' in '/job:w/replica:0/task:0/device:TPU:0' is not supported}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<"sharding_specs:x, mesh:|x=1|0|0|/job:w/replica:0/task:0/device:TPU:0">}) {
  return
}

// -----

// expected-error@+1 {{argument #0: device id -1 is negative}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "maximal:true, mesh:|x=1|-1|-1|CPU:0"}) {
  return
}

// -----

// expected-error@+1 {{argument #0: unknown mesh axis 'z' (the mesh's axes: x)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:z, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error@+1 {{argument #0: mesh axis 'x' appears more than once in the layout}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:x,x, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error@+1 {{argument #0: TF mesh: global device id 0 is listed twice}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,0|0,0|CPU:0,CPU:1"}) {
  return
}

// -----

// expected-error@+1 {{argument #0: device id -1 is negative}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,-1|0,-1|CPU:0,CPU:1"}) {
  return
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func @f(%a: tensor<4611686018427387904xf32>) {
  // expected-error@+1 {{dimension 0 times the group size 2 overflows}}
  %0 = dtensor.all_gather %a on @m[x] dim 0 : tensor<4611686018427387904xf32> -> tensor<7xf32>
  return
}
