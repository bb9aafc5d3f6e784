// RUN: dtc-opt %s --dtc-define-undefined-ops | FileCheck %s
// Integer quotients and remainders get XLA's results where MLIR's are
// undefined: by zero (-1, all bits set; the dividend for a remainder) and,
// signed, the smallest integer by -1 (it, and 0 for a remainder). A
// division by another constant stays as it is.

// CHECK-LABEL: func.func @signed_quotient
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[BYZERO:.*]] = arith.cmpi eq, %[[B]], %[[ZERO]] : i32
// CHECK: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK: %[[ISMIN:.*]] = arith.cmpi eq, %[[A]], %[[MIN]] : i32
// CHECK: %[[NEG:.*]] = arith.constant -1 : i32
// CHECK: %[[ISNEG:.*]] = arith.cmpi eq, %[[B]], %[[NEG]] : i32
// CHECK: %[[WRAPS:.*]] = arith.andi %[[ISMIN]], %[[ISNEG]] : i1
// CHECK: %[[UNDEF:.*]] = arith.ori %[[BYZERO]], %[[WRAPS]] : i1
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[SAFE:.*]] = arith.select %[[UNDEF]], %[[ONE]], %[[B]] : i32
// CHECK: %[[ALL:.*]] = arith.constant -1 : i32
// CHECK: %[[Q:.*]] = arith.divsi %[[A]], %[[SAFE]] : i32
// CHECK: %[[R:.*]] = arith.select %[[BYZERO]], %[[ALL]], %[[Q]] : i32
// CHECK: return %[[R]] : i32
func.func @signed_quotient(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

// An unsigned remainder: the dividend where the divisor is zero.
// CHECK-LABEL: func.func @unsigned_remainder
// CHECK-SAME: (%[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK: %[[BYZERO:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : i64
// CHECK-NOT: arith.andi
// CHECK: %[[SAFE:.*]] = arith.select %[[BYZERO]], %{{.*}}, %[[B]] : i64
// CHECK: %[[R:.*]] = arith.remui %[[A]], %[[SAFE]] : i64
// CHECK: %[[S:.*]] = arith.select %[[BYZERO]], %[[A]], %[[R]] : i64
// CHECK: return %[[S]] : i64
func.func @unsigned_remainder(%a: i64, %b: i64) -> i64 {
  %r = arith.remui %a, %b : i64
  return %r : i64
}

// In a generic's body, floor and ceiling divisions too; by a constant 4
// nothing changes, by a constant -1 (signed) the wrap is guarded.
// CHECK-LABEL: func.func @in_a_body
// CHECK: linalg.generic
// CHECK: arith.floordivsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.select
// CHECK: arith.ceildivui %{{.*}}, %{{.*}} : i32
// CHECK: arith.select
// CHECK: %[[BY4:.*]] = arith.divsi %{{.*}}, %{{.*}} : i32
// CHECK-NOT: arith.select %{{.*}}, %{{.*}}, %[[BY4]]
// CHECK: arith.cmpi eq, %[[BY4]], %{{.*}} : i32
// CHECK: arith.divsi %[[BY4]], %{{.*}} : i32
// CHECK: linalg.yield
func.func @in_a_body(%x: tensor<8xi32>, %y: tensor<8xi32>) -> tensor<8xi32> {
  %c4 = arith.constant 4 : i32
  %cm1 = arith.constant -1 : i32
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<8xi32>) outs(%y : tensor<8xi32>) {
  ^bb0(%a: i32, %b: i32):
    %f = arith.floordivsi %a, %b : i32
    %c = arith.ceildivui %f, %b : i32
    %q = arith.divsi %c, %c4 : i32
    %w = arith.divsi %q, %cm1 : i32
    linalg.yield %w : i32
  } -> tensor<8xi32>
  return %r : tensor<8xi32>
}

// Index arithmetic by a value: defined too.
// CHECK-LABEL: func.func @index_remainder
// CHECK: arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK: arith.remsi %{{.*}}, %{{.*}} : index
// CHECK: arith.select
func.func @index_remainder(%a: index, %b: index) -> index {
  %r = arith.remsi %a, %b : index
  return %r : index
}

// Shifts by the width or more: 0, the sign for shrsi; by a constant below
// the width, unchanged.
// CHECK-LABEL: func.func @shifts
// CHECK-SAME: (%[[A:.*]]: i32, %[[S:.*]]: i32)
// CHECK: %[[W:.*]] = arith.constant 32 : i32
// CHECK: %[[OVER:.*]] = arith.cmpi uge, %[[S]], %[[W]] : i32
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[L:.*]] = arith.shli %[[A]], %[[S]] : i32
// CHECK: %[[L2:.*]] = arith.select %[[OVER]], %[[Z]], %[[L]] : i32
// CHECK: %[[OVER2:.*]] = arith.cmpi uge, %[[S]], %{{.*}} : i32
// CHECK: %[[C31:.*]] = arith.constant 31 : i32
// CHECK: %[[SIGN:.*]] = arith.shrsi %[[A]], %[[C31]] : i32
// CHECK: %[[R:.*]] = arith.shrsi %[[A]], %[[S]] : i32
// CHECK: arith.select %[[OVER2]], %[[SIGN]], %[[R]] : i32
// CHECK: %[[U:.*]] = arith.shrui %[[A]], %{{.*}} : i32
// CHECK-NOT: arith.select %{{.*}}, %{{.*}}, %[[U]]
// CHECK: return
func.func @shifts(%a: i32, %s: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %l = arith.shli %a, %s : i32
  %r = arith.shrsi %a, %s : i32
  %u = arith.shrui %a, %c3 : i32
  return %l, %r, %u : i32, i32, i32
}

// Float-to-integer conversions saturate, NaN 0.
// CHECK-LABEL: func.func @conversions
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK: %[[TOP:.*]] = arith.constant 2.14748365E+9 : f32
// CHECK: %[[HIGH:.*]] = arith.cmpf oge, %[[X]], %[[TOP]] : f32
// CHECK: %[[BOTTOM:.*]] = arith.constant -2.14748365E+9 : f32
// CHECK: %[[LOW:.*]] = arith.cmpf ole, %[[X]], %[[BOTTOM]] : f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: %[[I:.*]] = arith.fptosi %[[X]] : f32 to i32
// CHECK: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK: %[[C1:.*]] = arith.select %[[LOW]], %[[MIN]], %[[I]] : i32
// CHECK: %[[MAX:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[C2:.*]] = arith.select %[[HIGH]], %[[MAX]], %[[C1]] : i32
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[SI:.*]] = arith.select %[[NAN]], %[[Z]], %[[C2]] : i32
// CHECK: %[[UTOP:.*]] = arith.constant 2.560000e+02 : f32
// CHECK: arith.cmpf oge, %[[X]], %[[UTOP]] : f32
// CHECK: arith.cmpf ult, %[[X]], %{{.*}} : f32
// CHECK: arith.fptoui %[[X]] : f32 to i8
// CHECK: return %[[SI]]
func.func @conversions(%x: f32) -> (i32, i8) {
  %i = arith.fptosi %x : f32 to i32
  %u = arith.fptoui %x : f32 to i8
  return %i, %u : i32, i8
}

// Reads and writes at dynamic positions: each index clamped into its
// dimension (a slice's offset so that the slice fits); constant positions
// in bounds stay.
// CHECK-LABEL: func.func @positions
// CHECK-SAME: (%[[T:.*]]: tensor<16x8xf32>, %[[I:.*]]: index, %[[D:.*]]: tensor<?xf32>)
// CHECK: %[[LAST:.*]] = arith.constant 15 : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[ABOVE:.*]] = arith.maxsi %[[I]], %[[ZERO]] : index
// CHECK: %[[ROW:.*]] = arith.minsi %[[ABOVE]], %[[LAST]] : index
// CHECK: tensor.extract %[[T]][%[[ROW]], %{{.*}}] : tensor<16x8xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[D]], %{{.*}} : tensor<?xf32>
// CHECK: %[[DLAST:.*]] = arith.subi %[[N]], %{{.*}} : index
// CHECK: %[[DI:.*]] = arith.minsi %{{.*}}, %[[DLAST]] : index
// CHECK: tensor.insert %{{.*}} into %[[D]][%[[DI]]] : tensor<?xf32>
// CHECK: %[[SLAST:.*]] = arith.constant 12 : index
// CHECK: %[[SOFF:.*]] = arith.minsi %{{.*}}, %[[SLAST]] : index
// CHECK: tensor.extract_slice %[[T]][%[[SOFF]], 0] [4, 8] [1, 1]
// CHECK: %[[ULAST:.*]] = arith.constant 5 : index
// CHECK: %[[UOFF:.*]] = arith.minsi %{{.*}}, %[[ULAST]] : index
// CHECK: tensor.insert_slice %{{.*}} into %[[T]][3, %[[UOFF]]] [2, 2] [1, 2]
func.func @positions(%t: tensor<16x8xf32>, %i: index, %d: tensor<?xf32>)
    -> (f32, tensor<?xf32>, tensor<4x8xf32>, tensor<16x8xf32>) {
  %c2 = arith.constant 2 : index
  %v = tensor.extract %t[%i, %c2] : tensor<16x8xf32>
  %u = tensor.insert %v into %d[%i] : tensor<?xf32>
  %s = tensor.extract_slice %t[%i, 0] [4, 8] [1, 1] : tensor<16x8xf32> to tensor<4x8xf32>
  %p = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<16x8xf32> to tensor<2x2xf32>
  %w = tensor.insert_slice %p into %t[3, %i] [2, 2] [1, 2] : tensor<2x2xf32> into tensor<16x8xf32>
  return %v, %u, %s, %w : f32, tensor<?xf32>, tensor<4x8xf32>, tensor<16x8xf32>
}

// From f16 the bounds 2^31 and -2^31 are infinities: >= +inf and <= -inf
// still take the infinities to the largest and smallest integers.
// CHECK-LABEL: func.func @narrow_conversion
// CHECK: %[[TOP:.*]] = arith.constant 0x7C00 : f16
// CHECK: arith.cmpf oge, %{{.*}}, %[[TOP]] : f16
// CHECK: %[[BOTTOM:.*]] = arith.constant 0xFC00 : f16
// CHECK: arith.cmpf ole, %{{.*}}, %[[BOTTOM]] : f16
func.func @narrow_conversion(%x: f16) -> i32 {
  %i = arith.fptosi %x : f16 to i32
  return %i : i32
}
