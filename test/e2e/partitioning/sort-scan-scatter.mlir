// dtensor.sort, top_k, scan and scatter partitioned by their sharding
// rules (lines whole, the other dimensions sharded as the layouts ask) and
// lowered on each device's shards: a stable descending sort of rows of 300
// with a payload (a bitonic network over packed keys; many equal keys), a
// top 5 of rows of 300 in XLA's float order (a selection network), an
// inclusive cumulative sum down the columns with its last row, and rows
// added at row offsets (one repeated, one out of bounds: dropped). On a 2x2
// mesh and through the GPU kernel formation, against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t keys=int32:8x300 vals=float32:8x300 x=float32:6x8 rows=float32:3x8 --seed 11
// RUN: %npy save %t/at.npy int32:3x1 '[[1], [7], [1]]'
// RUN: %npy save %t/zeros.npy float32:8 'np.zeros(8)'
// Each device sorts its own rows, scans its own columns: no collective.
// RUN: dtc compile %s -o %t/prog --dump-after partition | FileCheck %s
// CHECK-NOT: dtensor.all_
// CHECK: dtensor.sort %{{.*}}, %{{.*}} along 1 : tensor<4x300xi32>, tensor<4x300xf32>
// CHECK: dtensor.top_k %{{.*}} along 1 : tensor<4x300xf32> -> tensor<4x5xf32>, tensor<4x5xi32>
// CHECK: dtensor.scan %{{.*}} init %{{.*}} along 0 inclusive : tensor<6x4xf32>, tensor<4xf32>
// CHECK: dtensor.scatter %{{.*}} at %{{.*}} into %{{.*}} dims [0] : tensor<3x4xf32>, tensor<3x1xi32>, tensor<6x4xf32>
// CHECK-NOT: dtensor.all_
// RUN: %t/prog --input %t/keys.npy --input %t/vals.npy --input %t/x.npy --input %t/zeros.npy --input %t/rows.npy --input %t/at.npy --output %t/sk.npy --output %t/sv.npy --output %t/tv.npy --output %t/ti.npy --output %t/cs.npy --output %t/last.npy --output %t/sc.npy
// RUN: %npy check %t 'np.take_along_axis(keys, np.argsort(-keys, axis=1, kind="stable"), 1)' sk
// RUN: %npy check %t 'np.take_along_axis(vals, np.argsort(-keys, axis=1, kind="stable"), 1)' sv --rtol 0
// RUN: %npy check %t 'np.take_along_axis(vals, np.argsort(-vals, axis=1, kind="stable")[:, :5], 1)' tv --rtol 0
// RUN: %npy check %t 'np.argsort(-vals, axis=1, kind="stable")[:, :5].astype(np.int32)' ti
// RUN: %npy check %t 'np.cumsum(x, 0)' cs --rtol 1e-6
// RUN: %npy check %t 'np.cumsum(x, 0)[-1]' last --rtol 1e-6
// RUN: %npy check %t '(lambda o: (np.add.at(o, [1, 1], rows[[0, 2]]), o)[1])(x.copy())' sc --rtol 1e-6
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --input %t/keys.npy --input %t/vals.npy --input %t/x.npy --input %t/zeros.npy --input %t/rows.npy --input %t/at.npy --output %t/esk.npy --output %t/esv.npy --output %t/etv.npy --output %t/eti.npy --output %t/ecs.npy --output %t/elast.npy --output %t/esc.npy
// RUN: %npy check %t 'np.take_along_axis(keys, np.argsort(-keys, axis=1, kind="stable"), 1)' esk
// RUN: %npy check %t 'np.take_along_axis(vals, np.argsort(-keys, axis=1, kind="stable"), 1)' esv --rtol 0
// RUN: %npy check %t 'np.take_along_axis(vals, np.argsort(-vals, axis=1, kind="stable")[:, :5], 1)' etv --rtol 0
// RUN: %npy check %t 'np.argsort(-vals, axis=1, kind="stable")[:, :5].astype(np.int32)' eti
// RUN: %npy check %t 'np.cumsum(x, 0)' ecs --rtol 1e-6
// RUN: %npy check %t '(lambda o: (np.add.at(o, [1, 1], rows[[0, 2]]), o)[1])(x.copy())' esc --rtol 1e-6
// A sort of complex numbers by real part, then imaginary part (numpy's
// order; real parts rounded so that many tie), rows sharded: the network
// over the operand itself, its padding a complex zero.
// RUN: %npy save %t/z.npy complex64:4x100 '(lambda r: np.round(r.standard_normal((4, 100)), 1) + 1j * r.standard_normal((4, 100)))(np.random.default_rng(5))'
// RUN: %t/prog --entry complex_sort --input %t/z.npy --output %t/zs.npy
// RUN: %npy check %t 'np.sort(z, axis=1)' zs --rtol 0
// RUN: %t/emu --entry complex_sort --input %t/z.npy --output %t/ezs.npy
// RUN: %npy check %t 'np.sort(z, axis=1)' ezs --rtol 0
module {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>
  func.func @main(
      %keys: tensor<8x300xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
      %vals: tensor<8x300xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
      %x: tensor<6x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>},
      %zeros: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [y]>},
      %rows: tensor<3x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>},
      %at: tensor<3x1xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>})
      -> (tensor<8x300xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
          tensor<8x300xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
          tensor<8x5xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
          tensor<8x5xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
          tensor<6x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>},
          tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [y]>},
          tensor<6x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) {
    %s:2 = dtensor.sort %keys, %vals along 1 : tensor<8x300xi32>, tensor<8x300xf32> {
    ^bb0(%a: i32, %b: i32, %p: f32, %q: f32):
      %gt = arith.cmpi sgt, %a, %b : i32
      dtensor.yield %gt : i1
    }
    // XLA's TopK order: the floats' bits as a signed key (what dtc import
    // makes of IREE's `cmpf ogt`).
    %v, %i = dtensor.top_k %vals along 1 : tensor<8x300xf32> -> tensor<8x5xf32>, tensor<8x5xi32> {
    ^bb0(%a: f32, %b: f32):
      %c31 = arith.constant 31 : i32
      %mask = arith.constant 2147483647 : i32
      %ba = arith.bitcast %a : f32 to i32
      %sa = arith.shrsi %ba, %c31 : i32
      %fa = arith.andi %sa, %mask : i32
      %ka = arith.xori %ba, %fa : i32
      %bb = arith.bitcast %b : f32 to i32
      %sb = arith.shrsi %bb, %c31 : i32
      %fb = arith.andi %sb, %mask : i32
      %kb = arith.xori %bb, %fb : i32
      %gt = arith.cmpi sgt, %ka, %kb : i32
      dtensor.yield %gt : i1
    }
    %cs, %last = dtensor.scan %x init %zeros along 0 inclusive : tensor<6x8xf32>, tensor<8xf32> {
    ^bb0(%run: f32, %next: f32):
      %sum = arith.addf %run, %next : f32
      dtensor.yield %sum : f32
    }
    %sc = dtensor.scatter %rows at %at into %x dims [0] : tensor<3x8xf32>, tensor<3x1xi32>, tensor<6x8xf32> {
    ^bb0(%update: f32, %current: f32):
      %sum = arith.addf %current, %update : f32
      dtensor.yield %sum : f32
    }
    return %s#0, %s#1, %v, %i, %cs, %last, %sc
        : tensor<8x300xi32>, tensor<8x300xf32>, tensor<8x5xf32>, tensor<8x5xi32>, tensor<6x8xf32>,
          tensor<8xf32>, tensor<6x8xf32>
  }
  func.func @complex_sort(
      %z: tensor<4x100xcomplex<f32>> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})
      -> (tensor<4x100xcomplex<f32>> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %s = dtensor.sort %z along 1 : tensor<4x100xcomplex<f32>> {
    ^bb0(%a: complex<f32>, %b: complex<f32>):
      %ra = complex.re %a : complex<f32>
      %rb = complex.re %b : complex<f32>
      %ia = complex.im %a : complex<f32>
      %ib = complex.im %b : complex<f32>
      %lt = arith.cmpf olt, %ra, %rb : f32
      %eq = arith.cmpf oeq, %ra, %rb : f32
      %ilt = arith.cmpf olt, %ia, %ib : f32
      %tie = arith.andi %eq, %ilt : i1
      %before = arith.ori %lt, %tie : i1
      dtensor.yield %before : i1
    }
    return %s : tensor<4x100xcomplex<f32>>
  }
}
