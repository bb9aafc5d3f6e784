// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// dtensor.shard_map: one case per constraint.

dtensor.mesh @m <[x = 2], cpu>
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op calls @missing, which is no function with a body}}
  %0 = dtensor.shard_map @missing(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func private @global(%a: tensor<8xf32>) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op calls @global, which is not 'dtensor.local_view': its body must be in the local view}}
  %0 = dtensor.shard_map @global(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func private @f(%a: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) attributes {dtensor.local_view} {
  return %a : tensor<4xf32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op has 2 operands and 1 results; @f takes 1 and returns 1}}
  %0 = dtensor.shard_map @f(%a, %a) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func private @f(%a: tensor<4xf32>) -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    attributes {dtensor.local_view} {
  return %a : tensor<4xf32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op operand #0 of @f has no #dtensor.layout: which shard each device holds is unknown}}
  %0 = dtensor.shard_map @f(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func private @f(%a: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>}) attributes {dtensor.local_view} {
  return %a : tensor<4xf32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op result #0 is 'tensor<8xf32>', but @f's shard 'tensor<4xf32>' under #dtensor.layout<@m, [unsharded]> makes 'tensor<4xf32>'}}
  %0 = dtensor.shard_map @f(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func private @f(%a: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}, %s: f32)
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) attributes {dtensor.local_view} {
  return %a : tensor<4xf32>
}
func.func @main(%a: tensor<8xf32>, %s: f64) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op operand #1 is 'f64' where @f has 'f32'}}
  %0 = dtensor.shard_map @f(%a, %s) : (tensor<8xf32>, f64) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
dtensor.mesh @n <[y = 2], cpu>
func.func private @f(%a: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@n, [y]>}) attributes {dtensor.local_view} {
  return %a : tensor<4xf32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op the layouts of @f are on @m and @n; a shard_map runs on one mesh}}
  %0 = dtensor.shard_map @f(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func private @f(%a: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>, dtensor.variable = "w"})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) attributes {dtensor.local_view} {
  return %a : tensor<4xf32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op operand #0 of @f is 'dtensor.variable'; a shard_map callee's tensors carry layouts only (training roles belong to the entry)}}
  %0 = dtensor.shard_map @f(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// An operand its layout shards unevenly (docs/uneven.md): the body would
// see unequal shards.
dtensor.mesh @m <[x = 2], cpu>
func.func private @body(%a: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) attributes {dtensor.local_view} {
  return %a : tensor<4xf32>
}
func.func @f(%a: tensor<7xf32>) -> tensor<7xf32> {
  // expected-error@+1 {{'dtensor.shard_map' op operand #0 is 'tensor<7xf32>', which @body's layout #dtensor.layout<@m, [x]> shards unevenly (its shards do not divide it); a shard_map's body takes equal shards}}
  %0 = dtensor.shard_map @body(%a) : (tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
