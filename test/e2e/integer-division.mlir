// Integer division and remainder by zero, and INT_MIN / -1, on the host:
// XLA's results (dtc-define-integer-division), where x86's idiv trapped and
// the executable died of SIGFPE. The special pairs' values are JAX 0.10.2's
// lax.div and lax.rem for them (unsigned: the same bits read as uint32).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/integer_division.py %t
// RUN: dtc compile %s -o %t/div
// RUN: %t/div --input %t/a.npy --input %t/b.npy --output %t/divsi.npy --output %t/remsi.npy --output %t/divui.npy --output %t/remui.npy --output %t/floordivsi.npy --output %t/ceildivsi.npy
// RUN: %python %S/Inputs/integer_division.py %t --check | FileCheck %s
// CHECK: divsi: 64 as XLA's; 7,0: -1; -7,0: -1; 0,0: -1; -2147483648,-1: -2147483648; -2147483648,0: -1; -1,0: -1
// CHECK: remsi: 64 as XLA's; 7,0: 7; -7,0: -7; 0,0: 0; -2147483648,-1: 0; -2147483648,0: -2147483648; -1,0: -1
// CHECK: divui: 64 as XLA's; 7,0: 4294967295; -7,0: 4294967295; 0,0: 4294967295; -2147483648,-1: 0; -2147483648,0: 4294967295; -1,0: 4294967295
// CHECK: remui: 64 as XLA's; 7,0: 7; -7,0: 4294967289; 0,0: 0; -2147483648,-1: 2147483648; -2147483648,0: 2147483648; -1,0: 4294967295
// CHECK: floordivsi: 64 as XLA's
// CHECK: ceildivsi: 64 as XLA's

!v = tensor<64xi32>
func.func @main(%a: !v, %b: !v) -> (!v, !v, !v, !v, !v, !v) {
  %0 = arith.divsi %a, %b : !v
  %1 = arith.remsi %a, %b : !v
  %2 = arith.divui %a, %b : !v
  %3 = arith.remui %a, %b : !v
  %4 = arith.floordivsi %a, %b : !v
  %5 = arith.ceildivsi %a, %b : !v
  return %0, %1, %2, %3, %4, %5 : !v, !v, !v, !v, !v, !v
}
