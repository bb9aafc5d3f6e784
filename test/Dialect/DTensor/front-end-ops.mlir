// The front end's ops print in a form that parses back to the same IR.
// RUN: dtc-opt %s | dtc-opt | FileCheck %s
// RUN: dtc-opt %s --mlir-print-op-generic | dtc-opt | FileCheck %s

// CHECK-LABEL: func.func @ops
func.func @ops(%keys: tensor<2x7xi32>, %payload: tensor<2x7xf32>, %x: tensor<4x6xf32>,
               %init: tensor<4xf32>, %u: tensor<5xf32>, %idx: tensor<5x2xi32>)
    -> (tensor<2x7xi32>, tensor<2x7xf32>, tensor<4x2xf32>, tensor<4x2xi32>,
        tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>) {
  // CHECK: %[[S:.*]]:2 = dtensor.sort %{{.*}}, %{{.*}} along 1 : tensor<2x7xi32>, tensor<2x7xf32> {
  // CHECK: dtensor.yield %{{.*}} : i1
  %s:2 = dtensor.sort %keys, %payload along 1 : tensor<2x7xi32>, tensor<2x7xf32> {
  ^bb0(%a: i32, %b: i32, %p: f32, %q: f32):
    %gt = arith.cmpi sgt, %a, %b : i32
    dtensor.yield %gt : i1
  }
  // CHECK: dtensor.top_k %{{.*}} along 1 : tensor<4x6xf32> -> tensor<4x2xf32>, tensor<4x2xi32> {
  %v, %i = dtensor.top_k %x along 1 : tensor<4x6xf32> -> tensor<4x2xf32>, tensor<4x2xi32> {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    dtensor.yield %gt : i1
  }
  // CHECK: dtensor.scan %{{.*}} init %{{.*}} along 1 inclusive : tensor<4x6xf32>, tensor<4xf32> {
  %out, %acc = dtensor.scan %x init %init along 1 inclusive : tensor<4x6xf32>, tensor<4xf32> {
  ^bb0(%run: f32, %next: f32):
    %sum = arith.addf %run, %next : f32
    dtensor.yield %sum : f32
  }
  // CHECK: dtensor.scatter %{{.*}} at %{{.*}} into %{{.*}} dims [0, 1] : tensor<5xf32>, tensor<5x2xi32>, tensor<4x6xf32> {
  %r = dtensor.scatter %u at %idx into %x dims [0, 1] : tensor<5xf32>, tensor<5x2xi32>, tensor<4x6xf32> {
  ^bb0(%update: f32, %current: f32):
    %m = arith.maximumf %current, %update : f32
    dtensor.yield %m : f32
  }
  return %s#0, %s#1, %v, %i, %out, %acc, %r
      : tensor<2x7xi32>, tensor<2x7xf32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x6xf32>,
        tensor<4xf32>, tensor<4x6xf32>
}
