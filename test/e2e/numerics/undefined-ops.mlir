// The integer ops MLIR leaves undefined for some operands, on the host:
// XLA's results (dtc-define-undefined-ops). Division and remainder by zero
// and INT_MIN / -1 (x86's idiv trapped: the executable died of SIGFPE),
// shifts by 32 or more or by a negative amount (x86 shifted by the amount
// modulo 32: 1 << 40 was 256), float-to-integer conversions of NaN and
// out-of-range values (x86 gave INT_MIN for each), reads and writes out of
// bounds (a gather's, a dynamic slice's, an element's update: clamped into
// the tensor, where a gather of id 100000000 died of SIGSEGV). The check's model of
// XLA's rules (Inputs/undefined_ops.py) gave, for these inputs, every
// element of every output as JAX 0.10.2 does (lax.div, lax.rem, the shifts,
// astype; unsigned results: the same bits read as uint32), and the values
// below are its.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/undefined_ops.py %t
// RUN: dtc compile %s -o %t/ops
// RUN: %t/ops --input %t/a.npy --input %t/b.npy --input %t/x.npy --output %t/divsi.npy --output %t/remsi.npy --output %t/divui.npy --output %t/remui.npy --output %t/floordivsi.npy --output %t/ceildivsi.npy --output %t/shli.npy --output %t/shrsi.npy --output %t/shrui.npy --output %t/fptosi.npy --output %t/fptoui.npy --output %t/fptosi8.npy --output %t/fptosi16.npy --output %t/gather.npy --output %t/slice.npy --output %t/update.npy
// RUN: %python %S/../Inputs/undefined_ops.py %t --check | FileCheck %s
// CHECK: divsi: 64 as XLA's; -1 -1 -1 -2147483648 -1 -1
// CHECK: remsi: 64 as XLA's; 7 -7 0 0 -2147483648 -1
// CHECK: divui: 64 as XLA's; 4294967295 4294967295 4294967295 0 4294967295 4294967295
// CHECK: remui: 64 as XLA's; 7 4294967289 0 2147483648 2147483648 4294967295
// CHECK: floordivsi: 64 as XLA's
// CHECK: ceildivsi: 64 as XLA's
// CHECK: shli: 64 as XLA's; 7 -7 0 0 -2147483648 -1 0 0 0 -2147483648
// CHECK: shrsi: 64 as XLA's; 7 -7 0 -1 -2147483648 -1 0 -1 0 -1
// CHECK: shrui: 64 as XLA's; 7 4294967289 0 0 2147483648 4294967295 0 0 0 1
// CHECK: fptosi: 64 as XLA's; 0 2147483647 -2147483648 2147483647 -2147483648 2 -2 200 -200 2147483647
// CHECK: fptoui: 64 as XLA's; 0 4294967295 0 3000000000 0 2 0 200 0 4294967295
// CHECK: fptosi8: 64 as XLA's; 0 127 -128 127 -128 2 -2 127 -128 127
// CHECK: fptosi16: 64 as XLA's; 0 2147483647 -2147483648 2147483647 -2147483648 2 -2 200 -200 2147483647
// CHECK: gather: 64 as XLA's
// CHECK: slice: 32 as XLA's
// CHECK: update: 64 as XLA's

!v = tensor<64xi32>
!f = tensor<64xf32>
func.func @main(%a: !v, %b: !v, %x: !f)
    -> (!v, !v, !v, !v, !v, !v, !v, !v, !v, !v, !v, tensor<64xi8>, !v, !f, tensor<32xf32>, !f) {
  %0 = arith.divsi %a, %b : !v
  %1 = arith.remsi %a, %b : !v
  %2 = arith.divui %a, %b : !v
  %3 = arith.remui %a, %b : !v
  %4 = arith.floordivsi %a, %b : !v
  %5 = arith.ceildivsi %a, %b : !v
  %6 = arith.shli %a, %b : !v
  %7 = arith.shrsi %a, %b : !v
  %8 = arith.shrui %a, %b : !v
  %9 = arith.fptosi %x : !f to !v
  %10 = arith.fptoui %x : !f to !v
  %11 = arith.fptosi %x : !f to tensor<64xi8>
  // From f16, whose range bounds are infinite: -inf still the smallest.
  %xh = arith.truncf %x : !f to tensor<64xf16>
  %12 = arith.fptosi %xh : tensor<64xf16> to !v
  // x[a[i]] for every i (a gather; most of a's values are out of bounds),
  // x[b[7]:b[7] + 32] (b[7] = 40: past the end), x with x[a[3]] = -1
  // (a[3] = INT_MIN).
  %e = tensor.empty() : !f
  %gather = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                            iterator_types = ["parallel"]} ins(%a : !v) outs(%e : !f) {
  ^bb0(%id: i32, %o: f32):
    %k = arith.index_cast %id : i32 to index
    %v = tensor.extract %x[%k] : !f
    linalg.yield %v : f32
  } -> !f
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %b7 = tensor.extract %b[%c7] : !v
  %offset = arith.index_cast %b7 : i32 to index
  %slice = tensor.extract_slice %x[%offset] [32] [1] : !f to tensor<32xf32>
  %a3 = tensor.extract %a[%c3] : !v
  %at = arith.index_cast %a3 : i32 to index
  %minus = arith.constant -1.0 : f32
  %update = tensor.insert %minus into %x[%at] : !f
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %gather, %slice, %update
      : !v, !v, !v, !v, !v, !v, !v, !v, !v, !v, !v, tensor<64xi8>, !v, !f, tensor<32xf32>, !f
}
