// Uneven shards (docs/uneven.md: blocks of ceil(n/k), the last shorter or
// empty) through products, reductions, softmax and a vocabulary-parallel
// lookup, against numpy: padding never reaches a result. Sizes as real
// programs have them: GPT-2's vocabulary of 50,257 over 4 devices, a
// batch of 6 over 4, a sequence of 33 over 2x2, 7x5 over 2x2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t a=float32:7x5 b=float32:5x6 s=float32:6x33 table=float32:50257x8 --seed 5
// RUN: %python -c "import numpy as np; np.save('%t/ids.npy', np.array([50256, 0, 12563, 12564, 37692, 50255], np.int32))"
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry products --input %t/a.npy --input %t/b.npy --output %t/ab.npy --output %t/ea.npy
// RUN: %npy check %t 'a @ b' ab --rtol 1e-5
// RUN: %npy check %t 'np.exp(a)' ea --rtol 1e-6
// RUN: %t/prog --entry reductions --input %t/a.npy --output %t/sum.npy --output %t/max.npy --output %t/sumexp.npy --output %t/argmax.npy
// RUN: %npy check %t 'a.sum(1)' sum --rtol 1e-5
// RUN: %npy check %t 'a.max(0)' max --rtol 0
// RUN: %npy check %t 'np.exp(a).sum(1)' sumexp --rtol 1e-5
// RUN: %npy check %t 'a.argmax(1).astype(np.int64)' argmax --rtol 0
// RUN: %t/prog --entry softmax --input %t/s.npy --output %t/sm.npy
// RUN: %npy check %t 'np.exp(s - s.max(1, keepdims=True)) / np.exp(s - s.max(1, keepdims=True)).sum(1, keepdims=True)' sm --rtol 1e-5
// RUN: %t/prog --entry embedding --input %t/table.npy --input %t/ids.npy --output %t/emb.npy
// RUN: %npy check %t 'table[np.load("%t/ids.npy")]' emb --rtol 0
// Per-device shard files hold each shard's elements (the last shorter or
// empty), in and out: device x*2+y's block of a 7x5 at [x, y] is rows
// 4x..4x+3 and columns 3y..3y+2, cut at 7 and 5.
// RUN: %python -c "import numpy as np, os; a = np.load('%t/a.npy'); b = np.load('%t/b.npy'); os.makedirs('%t/in', exist_ok=True); [np.save(f'%t/in/arg0.dev{2 * x + y}.npy', a[4 * x:4 * x + 4, 3 * y:3 * y + 3]) for x in (0, 1) for y in (0, 1)]; [np.save(f'%t/in/arg1.dev{2 * x + y}.npy', b[3 * y:3 * y + 3]) for x in (0, 1) for y in (0, 1)]"
// RUN: mkdir -p %t/out && %t/prog --entry products --input-shards %t/in --output-shards %t/out
// RUN: %python -c "import numpy as np; a = np.load('%t/a.npy'); b = np.load('%t/b.npy'); c = a @ b; e = np.exp(a); [np.testing.assert_allclose(np.load(f'%t/out/result0.dev{2 * x + y}.npy'), c[4 * x:4 * x + 4], rtol=1e-5) for x in (0, 1) for y in (0, 1)]; [np.testing.assert_allclose(np.load(f'%t/out/result1.dev{2 * x + y}.npy'), e[4 * y:4 * y + 4, 3 * x:3 * x + 3], rtol=1e-6) for x in (0, 1) for y in (0, 1)]; assert np.load('%t/out/result1.dev3.npy').shape == (3, 2)"

// The same through GPU kernels, emulated on the host.
// RUN: dtc compile %s --emulate-gpu-kernels -o %t/gpu
// RUN: %t/gpu --entry products --input %t/a.npy --input %t/b.npy --output %t/gab.npy --output %t/gea.npy
// RUN: %npy check %t 'a @ b' gab --rtol 1e-5
// RUN: %npy check %t 'np.exp(a)' gea --rtol 1e-6
// RUN: %t/gpu --entry reductions --input %t/a.npy --output %t/gsum.npy --output %t/gmax.npy --output %t/gsumexp.npy --output %t/gargmax.npy
// RUN: %npy check %t 'a.sum(1)' gsum --rtol 1e-5
// RUN: %npy check %t 'np.exp(a).sum(1)' gsumexp --rtol 1e-5
// RUN: %npy check %t 'a.argmax(1).astype(np.int64)' gargmax --rtol 0
// RUN: %t/gpu --entry softmax --input %t/s.npy --output %t/gsm.npy
// RUN: %npy check %t 'np.exp(s - s.max(1, keepdims=True)) / np.exp(s - s.max(1, keepdims=True)).sum(1, keepdims=True)' gsm --rtol 1e-5
// RUN: %t/gpu --entry embedding --input %t/table.npy --input %t/ids.npy --output %t/gemb.npy
// RUN: %npy check %t 'table[np.load("%t/ids.npy")]' gemb --rtol 0
// The partitioned program computes on the blocks (4x3 of 7x5 on 2x2; the
// vocabulary's 12565 rows a device) and keeps the padding out of the
// reductions it shards.
// RUN: dtc-opt %s --dtc-global-to-local | FileCheck %s
// CHECK-LABEL: func.func @products
// CHECK-SAME: tensor<4x3xf32> {dtensor.global_shape = array<i64: 7, 5>
// CHECK: linalg.index 1
// CHECK: arith.cmpi ult
// CHECK: linalg.matmul ins({{.*}} : tensor<4x3xf32>, tensor<3x6xf32>)
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: tensor<3x17xf32> {dtensor.global_shape = array<i64: 6, 33>
// CHECK-LABEL: func.func @embedding
// CHECK-SAME: tensor<12565x8xf32> {dtensor.global_shape = array<i64: 50257, 8>

dtensor.mesh @mesh <[x = 2, y = 2], cpu>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @products(%a: tensor<7x5xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>},
                    %b: tensor<5x6xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>})
    -> (tensor<7x6xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
        tensor<7x5xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, x]>}) {
  %e = tensor.empty() : tensor<7x6xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<7x6xf32>) -> tensor<7x6xf32>
  %c = linalg.matmul ins(%a, %b : tensor<7x5xf32>, tensor<5x6xf32>) outs(%f : tensor<7x6xf32>) -> tensor<7x6xf32>
  %t = math.exp %a : tensor<7x5xf32>
  return %c, %t : tensor<7x6xf32>, tensor<7x5xf32>
}

func.func @reductions(%a: tensor<7x5xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
    -> (tensor<7xf32>, tensor<5xf32>, tensor<7xf32>, tensor<7xi64>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e7 = tensor.empty() : tensor<7xf32>
  %f7 = linalg.fill ins(%z : f32) outs(%e7 : tensor<7xf32>) -> tensor<7xf32>
  %s = linalg.reduce ins(%a : tensor<7x5xf32>) outs(%f7 : tensor<7xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32
    }
  %e5 = tensor.empty() : tensor<5xf32>
  %m5 = linalg.fill ins(%ninf : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %mx = linalg.reduce ins(%a : tensor<7x5xf32>) outs(%m5 : tensor<5xf32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %t = arith.maximumf %v, %acc : f32
      linalg.yield %t : f32
    }
  // exp fused into the sum: padding would add exp(0) = 1 per element.
  %se = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<7x5xf32>) outs(%f7 : tensor<7xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %x = math.exp %v : f32
      %t = arith.addf %x, %acc : f32
      linalg.yield %t : f32
  } -> tensor<7xf32>
  %ei = tensor.empty() : tensor<7xi64>
  %c0 = arith.constant 0 : i64
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<7xi64>) -> tensor<7xi64>
  %m7 = linalg.fill ins(%ninf : f32) outs(%e7 : tensor<7xf32>) -> tensor<7xf32>
  %am:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<7x5xf32>) outs(%m7, %fi : tensor<7xf32>, tensor<7xi64>) {
    ^bb0(%v: f32, %best: f32, %bi: i64):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i64
      %gt = arith.cmpf ogt, %v, %best : f32
      %nb = arith.select %gt, %v, %best : f32
      %ni = arith.select %gt, %ji, %bi : i64
      linalg.yield %nb, %ni : f32, i64
  } -> (tensor<7xf32>, tensor<7xi64>)
  return %s, %mx, %se, %am#1 : tensor<7xf32>, tensor<5xf32>, tensor<7xf32>, tensor<7xi64>
}

// A batch of 6 over x, a sequence of 33 over y: the row max and the row
// sum reduce over the uneven columns.
func.func @softmax(%s: tensor<6x33xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
    -> (tensor<6x33xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e6 = tensor.empty() : tensor<6xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e6 : tensor<6xf32>) -> tensor<6xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<6x33xf32>) outs(%m0 : tensor<6xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %t = arith.maximumf %v, %acc : f32
      linalg.yield %t : f32
  } -> tensor<6xf32>
  %e = tensor.empty() : tensor<6x33xf32>
  %x = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<6x33xf32>, tensor<6xf32>) outs(%e : tensor<6x33xf32>) {
    ^bb0(%v: f32, %mx: f32, %o: f32):
      %d = arith.subf %v, %mx : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<6x33xf32>
  %s0 = linalg.fill ins(%z : f32) outs(%e6 : tensor<6xf32>) -> tensor<6xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<6x33xf32>) outs(%s0 : tensor<6xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32
  } -> tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<6x33xf32>, tensor<6xf32>) outs(%e : tensor<6x33xf32>) {
    ^bb0(%v: f32, %t: f32, %o: f32):
      %q = arith.divf %v, %t : f32
      linalg.yield %q : f32
  } -> tensor<6x33xf32>
  return %r : tensor<6x33xf32>
}

// GPT-2's vocabulary over the 4 devices: each looks up the ids in its
// block of 12,565 rows (the last holds 12,562).
func.func @embedding(%table: tensor<50257x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [{x, y}, unsharded]>},
                     %ids: tensor<6xi32>) -> tensor<6x8xf32> {
  %e = tensor.empty() : tensor<6x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<6xi32>) outs(%e : tensor<6x8xf32>) {
    ^bb0(%id: i32, %o: f32):
      %row = arith.index_cast %id : i32 to index
      %col = linalg.index 1 : index
      %v = tensor.extract %table[%row, %col] : tensor<50257x8xf32>
      linalg.yield %v : f32
  } -> tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}
