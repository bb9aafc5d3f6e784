// RUN: dtc-opt %s --dtc-name-entries --split-input-file --verify-diagnostics | FileCheck %s

// Functions with bodies get dtc_fn_ symbols (calls follow); a name the
// program already uses gets a numeric suffix; public ones get C-interface
// wrappers and are recorded; declarations keep their names.
// CHECK: module attributes {dtc.entries = {helper = "dtc_fn_helper_[[N:[0-9]+]]", main = "dtc_fn_main"}}
// CHECK: func.func private @dtc_fn_twice(
// CHECK-NOT: llvm.emit_c_interface
// CHECK: func.func @dtc_fn_main(%{{.*}}: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> attributes {llvm.emit_c_interface}
// CHECK: call @dtc_fn_twice(
// CHECK: call @dtc_fn_helper_[[N]](
// CHECK: call @dtc_fn_dtc_fn_helper(
// CHECK: func.func @dtc_fn_helper_[[N]]({{.*}} attributes {llvm.emit_c_interface}
// CHECK: func.func private @dtc_fn_dtc_fn_helper(
// CHECK: func.func private @external(
module {
  func.func private @twice(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.addf %a, %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @twice(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = call @helper(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = call @dtc_fn_helper(%1) : (tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
  func.func private @dtc_fn_helper(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
  func.func private @external(tensor<4xf32>) -> tensor<4xf32>
}

// -----

// Symbols reach PTX and C: characters MLIR allows beyond [A-Za-z0-9_] become
// '_' (a shard_map body imported from JAX is @dtc.shard_map.0; ptxas
// rejected its kernels' names); two names that then meet are kept apart.
// CHECK: module attributes {dtc.entries = {main = "dtc_fn_main"}}
// CHECK: call @dtc_fn_dtc_shard_map_0(
// CHECK: call @dtc_fn_dtc_shard_map_0_[[N:[0-9]+]](
// CHECK: func.func private @dtc_fn_dtc_shard_map_0(
// CHECK: func.func private @dtc_fn_dtc_shard_map_0_[[N]](
module {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @dtc.shard_map.0(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = call @"dtc$shard-map$0"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @dtc.shard_map.0(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
  func.func private @"dtc$shard-map$0"(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{symbol '__dtc_program' is reserved by dtc (names starting with '__dtc_')}}
func.func @__dtc_program() {
  return
}
