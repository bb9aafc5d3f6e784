// Transposes in the global view, on a CPU mesh and through the GPU kernel
// formation (emulated on the host), where the ones that move the innermost
// dimension are tiled through shared memory (dtc-tile-transposes-for-gpu):
// sizes that are not multiples of the 32x32 tile, a batch dimension on
// either side, sharded operands, f32, f64 and i32, and a transpose that
// keeps the innermost dimension (not tiled).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t a=float32:90x70 b=float64:3x33x65 c=int32:4x40x50 --seed 7
// RUN: dtc compile %s -o %t/cpu
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/cpu --entry t10 --input %t/a.npy --output %t/t10.npy
// RUN: %npy check %t 'a.T' t10
// RUN: %t/emu --entry t10 --input %t/a.npy --output %t/e10.npy
// RUN: %npy check %t 'a.T' e10
// RUN: %t/cpu --entry t201 --input %t/b.npy --output %t/t201.npy
// RUN: %npy check %t 'b.transpose(2, 0, 1)' t201
// RUN: %t/emu --entry t201 --input %t/b.npy --output %t/e201.npy
// RUN: %npy check %t 'b.transpose(2, 0, 1)' e201
// RUN: %t/cpu --entry t021 --input %t/c.npy --output %t/t021.npy
// RUN: %npy check %t 'c.transpose(0, 2, 1)' t021
// RUN: %t/emu --entry t021 --input %t/c.npy --output %t/e021.npy
// RUN: %npy check %t 'c.transpose(0, 2, 1)' e021
// RUN: %t/emu --entry t102 --input %t/c.npy --output %t/e102.npy
// RUN: %npy check %t 'c.transpose(1, 0, 2)' e102
// The kernels: three tiled (a barrier each), one plain.
// RUN: dtc-opt %s --dtensor-propagate-layouts --dtensor-partition --dtc-convert-dtensor-to-runtime --dtc-gpu-lowering=emulate --mlir-print-ir-after=dtc-tile-transposes-for-gpu 2>&1 >/dev/null | FileCheck %s
// CHECK-COUNT-3: gpu.barrier
// CHECK-NOT: gpu.barrier

dtensor.mesh @m <[x = 2, y = 4], cpu>

func.func @t10(%a: tensor<90x70xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<70x90xf32> {
  %e = tensor.empty() : tensor<70x90xf32>
  %t = linalg.transpose ins(%a : tensor<90x70xf32>) outs(%e : tensor<70x90xf32>) permutation = [1, 0]
  return %t : tensor<70x90xf32>
}

func.func @t201(%b: tensor<3x33x65xf64>) -> tensor<65x3x33xf64> {
  %e = tensor.empty() : tensor<65x3x33xf64>
  %t = linalg.transpose ins(%b : tensor<3x33x65xf64>) outs(%e : tensor<65x3x33xf64>) permutation = [2, 0, 1]
  return %t : tensor<65x3x33xf64>
}

func.func @t021(%c: tensor<4x40x50xi32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded, unsharded]>}) -> tensor<4x50x40xi32> {
  %e = tensor.empty() : tensor<4x50x40xi32>
  %t = linalg.transpose ins(%c : tensor<4x40x50xi32>) outs(%e : tensor<4x50x40xi32>) permutation = [0, 2, 1]
  return %t : tensor<4x50x40xi32>
}

func.func @t102(%c: tensor<4x40x50xi32>) -> tensor<40x4x50xi32> {
  %e = tensor.empty() : tensor<40x4x50xi32>
  %t = linalg.transpose ins(%c : tensor<4x40x50xi32>) outs(%e : tensor<40x4x50xi32>) permutation = [1, 0, 2]
  return %t : tensor<40x4x50xi32>
}
