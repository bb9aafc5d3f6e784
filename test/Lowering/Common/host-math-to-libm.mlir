// RUN: dtc-opt %s --dtc-host-math-to-libm | FileCheck %s
// f32 and f64 expm1 and log1p, scalar or vector, become libm calls, which
// upstream's convert-math-to-llvm would compute as exp(x) - 1 and
// log(1 + x); other math ops, and an f16 expm1 (no libm function), stay.

// CHECK-DAG: func.func private @expm1(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG: func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK-DAG: func.func private @log1p(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG: func.func private @log1pf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NOT: func.func private @floor
// CHECK-LABEL: func.func @scalars
// CHECK: call @expm1(%{{.*}}) : (f64) -> f64
// CHECK: call @log1p(%{{.*}}) : (f64) -> f64
// CHECK: call @expm1f(%{{.*}}) : (f32) -> f32
// CHECK: call @log1pf(%{{.*}}) : (f32) -> f32
// CHECK: math.floor %{{.*}} : f64
// CHECK: math.sqrt %{{.*}} : f32
// CHECK: math.expm1 %{{.*}} : f16
func.func @scalars(%d: f64, %f: f32, %h: f16) -> (f64, f64, f32, f32, f64, f32, f16) {
  %0 = math.expm1 %d : f64
  %1 = math.log1p %d : f64
  %2 = math.expm1 %f : f32
  %3 = math.log1p %f : f32
  %4 = math.floor %d : f64
  %5 = math.sqrt %f : f32
  %6 = math.expm1 %h : f16
  return %0, %1, %2, %3, %4, %5, %6 : f64, f64, f32, f32, f64, f32, f16
}

// A vector's elements, one call each.
// CHECK-LABEL: func.func @vector
// CHECK-COUNT-2: call @expm1(%{{.*}}) : (f64) -> f64
// CHECK-NOT: math.expm1
// CHECK: return
func.func @vector(%v: vector<2xf64>) -> vector<2xf64> {
  %0 = math.expm1 %v : vector<2xf64>
  return %0 : vector<2xf64>
}
