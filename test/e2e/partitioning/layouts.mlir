// pack and unpack through executables: each entry returns its argument, so
// the output is the input re-assembled by the result layout.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t a=float32:8x8 n=int32:8x8 --seed 3
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry rows_cols --input %t/a.npy --output %t/o1.npy
// RUN: %npy check %t 'a' o1
// RUN: %t/prog --entry reverse_axes --input %t/a.npy --output %t/o2.npy
// RUN: %npy check %t 'a[[0, 2, 4, 6, 1, 3, 5, 7]]' o2
// RUN: %t/prog --entry to_partial_sum --input %t/a.npy --output %t/o3.npy
// RUN: %npy check %t '2 * a' o3
// RUN: %t/prog --entry to_partial_max --input %t/n.npy --output %t/o4.npy
// RUN: %npy check %t 'n' o4
// RUN: %t/prog --entry single_device --input %t/a.npy --output %t/o5.npy
// RUN: %npy check %t 'a' o5
// RUN: %t/prog --entry columns_partial_int --input %t/n.npy --output %t/o6.npy
// RUN: %npy check %t '4 * n' o6
// Partial results on a GPU's kernel formation (emulated): the identity fills
// of non-leader devices are kernels too.
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry to_partial_sum --input %t/a.npy --output %t/e3.npy
// RUN: %npy check %t '2 * a' e3
// RUN: %t/emu --entry columns_partial_int --input %t/n.npy --output %t/e6.npy
// RUN: %npy check %t '4 * n' e6
// RUN: %t/prog --list | FileCheck %s --check-prefix=LIST
// LIST: rows_cols: mesh [2x4] (f32[8x8]) -> (f32[8x8])
// LIST: single_device: mesh [2x4] (f32[8x8]) -> (f32[8x8])

dtensor.mesh @m <[x = 2, y = 4], cpu>

func.func @rows_cols(%a: tensor<4x2xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>})
    -> (tensor<4x2xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) attributes {dtensor.local_view} {
  return %a : tensor<4x2xf32>
}

// Rows split y-major on the way in, x-major on the way out.
func.func @reverse_axes(%a: tensor<1x8xf32> {dtensor.layout = #dtensor.layout<@m, [{y, x}, unsharded]>})
    -> (tensor<1x8xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>}) attributes {dtensor.local_view} {
  return %a : tensor<1x8xf32>
}

// Both x devices hold the value; declared partial over x it sums to 2a.
func.func @to_partial_sum(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded], partial = sum[x]>}) attributes {dtensor.local_view} {
  return %a : tensor<8x8xf32>
}

func.func @to_partial_max(%a: tensor<8x8xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<8x8xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded], partial = max[x, y]>}) attributes {dtensor.local_view} {
  return %a : tensor<8x8xi32>
}

func.func @single_device(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, device = 5>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, device = 5>}) attributes {dtensor.local_view} {
  return %a : tensor<8x8xf32>
}

// Columns over x, rows replicated over y, summed over the 4 y devices.
func.func @columns_partial_int(%a: tensor<8x4xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>})
    -> (tensor<8x4xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x], partial = sum[y]>}) attributes {dtensor.local_view} {
  return %a : tensor<8x4xi32>
}
