// Global-view bodies that read loop indices (linalg.index) see global
// indices when the loops run over sharded dimensions: each device offsets its
// local index by the start of its block. A causal mask on a 2-D-sharded
// matrix, an iota over a dimension sharded by two axes in both orders, and a
// sharded reduction weighting each element by its index.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:8x8 v=float32:4x16 --seed 3
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry causal --input %t/x.npy --output %t/c.npy
// RUN: %npy check %t 'np.where(np.arange(8)[None, :] <= np.arange(8)[:, None], x, -1e9)' c
// RUN: %t/prog --entry iota_xy --output %t/ixy.npy
// RUN: %npy check %t 'np.arange(16)[:, None] * 10.0 + np.arange(3)[None, :]' ixy
// RUN: %t/prog --entry iota_yx --output %t/iyx.npy
// RUN: %npy check %t 'np.arange(16)[:, None] * 10.0 + np.arange(3)[None, :]' iyx
// RUN: %t/prog --entry weighted --input %t/v.npy --output %t/w.npy
// RUN: %npy check %t '(v * np.arange(16)[None, :]).sum(axis=1)' w
// The GPU kernel formation (emulated on the host): indices in kernels.
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry causal --input %t/x.npy --output %t/ec.npy
// RUN: %npy check %t 'np.where(np.arange(8)[None, :] <= np.arange(8)[:, None], x, -1e9)' ec
// RUN: %t/emu --entry weighted --input %t/v.npy --output %t/ew.npy
// RUN: %npy check %t '(v * np.arange(16)[None, :]).sum(axis=1)' ew
// RUN: dtc-opt %s --dtensor-propagate-layouts --dtensor-partition | FileCheck %s
// RUN: dtc-opt %s --dtensor-propagate-layouts --dtensor-partition | FileCheck %s --check-prefix=ORDER

dtensor.mesh @m <[x = 2, y = 4], cpu>

#id = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @causal
// CHECK: %[[X:.*]] = dtensor.device_coords @m[x] : index
// CHECK: %[[I0:.*]] = arith.muli %[[X]], %c4
// CHECK: %[[Y:.*]] = dtensor.device_coords @m[y] : index
// CHECK: %[[J0:.*]] = arith.muli %[[Y]], %c2
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: arith.addi %[[I]], %[[I0]] : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: arith.addi %[[J]], %[[J0]] : index
func.func @causal(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %keep = arith.cmpi ule, %j, %i : index
    %low = arith.constant -1.0e9 : f32
    %v = arith.select %keep, %a, %low : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// i * 10 + j, rows over {x, y}: the row block of device (a, b) starts at
// (a * 4 + b) * 2.
func.func @iota_xy() -> (tensor<16x3xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %e = tensor.empty() : tensor<16x3xf32>
  %s = dtensor.constraint %e : tensor<16x3xf32> to #dtensor.layout<@m, [{x, y}, unsharded]>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%s : tensor<16x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ten = arith.constant 10 : index
    %k = arith.muli %i, %ten : index
    %n = arith.addi %k, %j : index
    %ni = arith.index_cast %n : index to i64
    %f = arith.sitofp %ni : i64 to f32
    linalg.yield %f : f32
  } -> tensor<16x3xf32>
  %c = dtensor.constraint %r : tensor<16x3xf32> to #dtensor.layout<@m, [{x, y}, unsharded]>
  return %c : tensor<16x3xf32>
}

// ORDER-LABEL: func.func @iota_yx
// ORDER: %[[C:.*]]:2 = dtensor.device_coords @m[y, x] : index, index
// ORDER: %[[YS:.*]] = arith.muli %[[C]]#0, %c2
// ORDER: %[[G:.*]] = arith.addi %[[YS]], %[[C]]#1
// ORDER: arith.muli %[[G]], %c2
// The same with rows over {y, x}: device (a, b)'s block starts at
// (b * 2 + a) * 2.
func.func @iota_yx() -> (tensor<16x3xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %e = tensor.empty() : tensor<16x3xf32>
  %s = dtensor.constraint %e : tensor<16x3xf32> to #dtensor.layout<@m, [{y, x}, unsharded]>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%s : tensor<16x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ten = arith.constant 10 : index
    %k = arith.muli %i, %ten : index
    %n = arith.addi %k, %j : index
    %ni = arith.index_cast %n : index to i64
    %f = arith.sitofp %ni : i64 to f32
    linalg.yield %f : f32
  } -> tensor<16x3xf32>
  %c = dtensor.constraint %r : tensor<16x3xf32> to #dtensor.layout<@m, [{y, x}, unsharded]>
  return %c : tensor<16x3xf32>
}

// sum_k v[i, k] * k with k sharded over {x, y}: partial sums, then one
// all_reduce.
#in = affine_map<(i, k) -> (i, k)>
#out = affine_map<(i, k) -> (i)>
func.func @weighted(%v: tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, {x, y}]>})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%v : tensor<4x16xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    %w = arith.mulf %a, %kf : f32
    %s = arith.addf %acc, %w : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
