// RUN: dtc-opt %s --allow-unregistered-dialect --dtensor-import-iree -split-input-file -verify-diagnostics | FileCheck %s

// IREE's functions, calls, barriers and ABI encodings (generic form, as
// `iree-compile --compile-to=input --mlir-print-op-generic` writes them).
// CHECK-LABEL: func.func private @helper(%arg0: tensor<4xf32>) -> tensor<4xf32>
// CHECK: dtensor.optimization_barrier %arg0 : tensor<4xf32>
// CHECK: func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<8xi8> {dtensor.unsigned}) -> (tensor<4xf32>, tensor<8xi8> {dtensor.unsigned})
// CHECK-NOT: iree.
// CHECK: call @helper(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: return
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "helper", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%a: tensor<4xf32>):
    %b = "util.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%b) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{arg_attrs = [{}, {iree.abi.encoding = tensor<8xui8>}], function_type = (tensor<4xf32>, tensor<8xi8>) -> (tensor<4xf32>, tensor<8xi8>), res_attrs = [{iree.abi.encoding = tensor<4xf32>}, {iree.abi.encoding = tensor<8xui8>}], sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<8xi8>):
    %r = "util.call"(%x) <{callee = @helper}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%r, %y) : (tensor<4xf32>, tensor<8xi8>) -> ()
  }) {iree.abi.stub, iree.reflection = {}} : () -> ()
}) : () -> ()

// -----

// A top-k as IREE converts chlo.top_k: its `cmpf ogt` becomes XLA's total
// order of the bits (a NaN is the largest value).
// CHECK-LABEL: func.func @top_k
// CHECK: %{{.*}}, %{{.*}} = dtensor.top_k %arg0 along 1 : tensor<4x6xf16> -> tensor<4x2xf16>, tensor<4x2xi32> {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f16, %[[B:.*]]: f16):
// CHECK-NEXT: %[[BA:.*]] = arith.bitcast %[[A]] : f16 to i16
// CHECK-NEXT: %[[W:.*]] = arith.constant 15 : i16
// CHECK-NEXT: %[[SA:.*]] = arith.shrsi %[[BA]], %[[W]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.constant 32767 : i16
// CHECK-NEXT: %[[FA:.*]] = arith.andi %[[SA]], %[[M]] : i16
// CHECK-NEXT: %[[KA:.*]] = arith.xori %[[BA]], %[[FA]] : i16
// CHECK: %[[KB:.*]] = arith.xori
// CHECK-NEXT: %[[C:.*]] = arith.cmpi sgt, %[[KA]], %[[KB]] : i16
// CHECK-NEXT: dtensor.yield %[[C]] : i1
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf16>) -> (tensor<4x2xf16>, tensor<4x2xi32>), sym_name = "top_k"}> ({
  ^bb0(%x: tensor<4x6xf16>):
    %v = "tensor.empty"() : () -> tensor<4x2xf16>
    %i = "tensor.empty"() : () -> tensor<4x2xi32>
    %r:2 = "iree_linalg_ext.topk"(%x, %v, %i) <{dimension = 1 : i64}> ({
    ^bb0(%a: f16, %b: f16):
      %c = "arith.cmpf"(%a, %b) <{predicate = 2 : i64}> : (f16, f16) -> i1
      "iree_linalg_ext.yield"(%c) : (i1) -> ()
    }) : (tensor<4x6xf16>, tensor<4x2xf16>, tensor<4x2xi32>) -> (tensor<4x2xf16>, tensor<4x2xi32>)
    "util.return"(%r#0, %r#1) : (tensor<4x2xf16>, tensor<4x2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>), sym_name = "top_k_indices"}> ({
  ^bb0(%x: tensor<4x6xf32>, %xi: tensor<4x6xi32>):
    %v = "tensor.empty"() : () -> tensor<4x2xf32>
    %i = "tensor.empty"() : () -> tensor<4x2xi32>
    // expected-error @below {{'iree_linalg_ext.topk' with an indices input, which dtc does not import}}
    %r:2 = "iree_linalg_ext.topk"(%x, %xi, %v, %i) <{dimension = 1 : i64}> ({
    ^bb0(%a: f32, %b: f32):
      %c = "arith.cmpf"(%a, %b) <{predicate = 2 : i64}> : (f32, f32) -> i1
      "iree_linalg_ext.yield"(%c) : (i1) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<4x2xf32>, tensor<4x2xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
    "util.return"(%r#0, %r#1) : (tensor<4x2xf32>, tensor<4x2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "util.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "unknown"}> ({
  ^bb0(%x: tensor<8xf32>):
    // expected-error @below {{IREE's output has 'flow.tensor.transfer', which dtc does not import}}
    %y = "flow.tensor.transfer"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    "util.return"(%y) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "util.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "bad_scan"}> ({
  ^bb0(%x: tensor<8xf32>):
    %e = "tensor.empty"() : () -> tensor<8xf32>
    %z = "tensor.empty"() : () -> tensor<f32>
    // expected-error @below {{'dtensor.scan' op has a combiner that yields 'f64'; it yields 'f32'}}
    %r:2 = "iree_linalg_ext.scan"(%x, %e, %z) <{dimension = 0 : i64, inclusive = true}> ({
    ^bb0(%a: f32, %b: f32):
      %c = "arith.extf"(%a) : (f32) -> f64
      "iree_linalg_ext.yield"(%c) : (f64) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>)
    "util.return"(%r#0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// TF's programs: each updated variable is returned through an `mhlo.copy`,
// which IREE leaves; it is its operand. The TF importer's variable marks on
// the entry stay, and any other mhlo op is an error at its TF op.
// CHECK-LABEL: func.func @step(%arg0: tensor<4xf32> {dtensor.variable = "w"}, %arg1: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32> {dtensor.assign = "w"})
// CHECK-NOT: mhlo
// CHECK: %[[NEW:.*]] = arith.subf %arg0, %arg1
// CHECK: return %{{.*}}, %[[NEW]] : tensor<f32>, tensor<4xf32>
"builtin.module"() ({
  "util.func"() <{arg_attrs = [{dtensor.variable = "w"}, {}], function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>), res_attrs = [{}, {dtensor.assign = "w"}], sym_name = "step"}> ({
  ^bb0(%w: tensor<4xf32>, %g: tensor<4xf32>):
    %new = arith.subf %w, %g : tensor<4xf32>
    %loss = arith.constant dense<1.0> : tensor<f32>
    %copy = "mhlo.copy"(%new) : (tensor<4xf32>) -> tensor<4xf32> loc("XLA_Retvals")
    "util.return"(%loss, %copy) : (tensor<f32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "step"}> ({
  ^bb0(%w: tensor<4xf32>):
    // expected-error @below {{'mhlo.copy' that is not one value to a value of its type}}
    %copy = "mhlo.copy"(%w) : (tensor<4xf32>) -> tensor<2x2xf32>
    "util.return"(%w) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

