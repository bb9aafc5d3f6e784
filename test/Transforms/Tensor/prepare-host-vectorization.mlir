// RUN: dtc-opt %s --dtc-prepare-host-vectorization | FileCheck %s
// f32 transcendental functions become polynomial approximations (f64 keeps
// libm), and the float operation that folds into a reduction's accumulator
// may reassociate; elementwise ops and other operations keep their flags.

// CHECK-LABEL: func.func @sum_of_tanh
// CHECK: linalg.generic
// CHECK-NOT: math.tanh
// CHECK: math.fma
// CHECK: arith.divf
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : f32
// CHECK-NEXT: linalg.yield %[[SUM]] : f32
func.func @sum_of_tanh(%x: tensor<8x64xf32>, %zero: tensor<8xf32>) -> tensor<8xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%zero : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = math.tanh %in : f32
    %sum = arith.addf %acc, %t : f32
    linalg.yield %sum : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// A max with flags already keeps them; the product before it is not the
// accumulator's update and keeps none.
// CHECK-LABEL: func.func @max_of_squares
// CHECK: %[[SQ:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: arith.maximumf %{{.*}}, %[[SQ]] fastmath<reassoc,nnan> : f32
func.func @max_of_squares(%x: tensor<8x64xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %m = arith.maximumf %acc, %sq fastmath<nnan> : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// Elementwise: exp is approximated, the add is no reduction and stays.
// CHECK-LABEL: func.func @elementwise
// CHECK-NOT: math.exp
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: fastmath
// CHECK: return
func.func @elementwise(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%y : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    %a = arith.addf %e, %out : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// f64 keeps libm's tanh; its sum still reassociates.
// CHECK-LABEL: func.func @f64_sum
// CHECK: math.tanh %{{.*}} : f64
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : f64
func.func @f64_sum(%x: tensor<4x16xf64>, %zero: tensor<4xf64>) -> tensor<4xf64> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf64>) outs(%zero : tensor<4xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %t = math.tanh %in : f64
    %sum = arith.addf %acc, %t : f64
    linalg.yield %sum : f64
  } -> tensor<4xf64>
  return %s : tensor<4xf64>
}
