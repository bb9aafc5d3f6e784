// Every kind of op dtc shards, with its sharding rule as
// dtensor-test-print-sharding-rules writes it (dtc/Analysis/ShardingRule.h):
// per tensor operand, then per tensor result, the factor of each dimension
// (`-`: stays unsharded; `~j`: a window of loop j), the factors' sizes, the
// reduction factors and the combiner that makes their sharding a partial
// result, and `hook` where partitioning patches the op beyond its types.
// RUN: dtc-opt %s -dtensor-test-print-sharding-rules -verify-diagnostics -o /dev/null
func.func @rules(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<2x8x16xf32>,
                 %d: tensor<2x16x4xf32>, %img: tensor<1x10x10x3xf32>, %k: tensor<3x3x3x8xf32>,
                 %v: tensor<16xf32>, %idx: tensor<4xi64>, %z: tensor<8x16xcomplex<f32>>,
                 %s: f32, %i: index) {
  // expected-remark @below {{sharding rule () -> ([i, j]) {i=8, j=4}}}
  %e = tensor.empty() : tensor<8x4xf32>
  // expected-remark @below {{sharding rule ([i, k], [k, j], [i, j]) -> ([i, j]) {i=8, j=4, k=16} reduction={k} combiner=sum hook}}
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @below {{sharding rule () -> ([i, j, k]) {i=2, j=8, k=4}}}
  %eb = tensor.empty() : tensor<2x8x4xf32>
  // expected-remark @below {{sharding rule ([i, j, l], [i, l, k], [i, j, k]) -> ([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l} combiner=sum hook}}
  %bmm = linalg.batch_matmul ins(%c, %d : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%eb : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  // expected-remark @below {{sharding rule ([i, j], [i, j]) -> ([i, j]) {i=8, j=16}}}
  %add = arith.addf %a, %a : tensor<8x16xf32>
  // expected-remark @below {{sharding rule () -> ([i]) {i=8}}}
  %e8 = tensor.empty() : tensor<8xf32>
  // expected-remark @below {{sharding rule ([i, j], [i]) -> ([i]) {i=8, j=16} reduction={j} combiner=sum hook}}
  %sum = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%e8 : tensor<8xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %r = arith.addf %x, %y : f32
      linalg.yield %r : f32
    }
  // expected-remark @below {{sharding rule ([i, j], [i]) -> ([i]) {i=8, j=16} reduction={j} combiner=max hook}}
  %max = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%e8 : tensor<8xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %r = arith.maximumf %x, %y : f32
      linalg.yield %r : f32
    }
  // expected-remark @below {{sharding rule () -> ([i, j]) {i=16, j=8}}}
  %et = tensor.empty() : tensor<16x8xf32>
  // expected-remark @below {{sharding rule ([j, i], [i, j]) -> ([i, j]) {i=16, j=8} hook}}
  %tr = linalg.transpose ins(%a : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  // expected-remark @below {{sharding rule () -> ([i, j]) {i=8, j=16}}}
  %ebr = tensor.empty() : tensor<8x16xf32>
  // expected-remark @below {{sharding rule ([j], [i, j]) -> ([i, j]) {i=8, j=16} hook}}
  %br = linalg.broadcast ins(%v : tensor<16xf32>) outs(%ebr : tensor<8x16xf32>) dimensions = [0]
  // expected-remark @below {{sharding rule ([i, -], [i, -]) -> ([i, -]) {i=8, j=16}}}
  %sm = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>) outs(%ebr : tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-remark @below {{sharding rule () -> ([i, j, k, l]) {i=1, j=8, k=8, l=8}}}
  %eo = tensor.empty() : tensor<1x8x8x8xf32>
  // expected-remark @below {{sharding rule ([i, ~j, ~k, o], [-, -, o, l], [i, j, k, l]) -> ([i, j, k, l]) {i=1, j=8, k=8, l=8, m=3, n=3, o=3} reduction={m, n, o} combiner=sum hook}}
  %conv = linalg.conv_2d_nhwc_hwcf ins(%img, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%eo : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  // expected-remark @below {{sharding rule (#1:[i, j]) -> ([i, j]) {i=8, j=4} hook}}
  %fill = linalg.fill ins(%s : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @below {{sharding rule ([i, j]) -> ([i, j, -]) {i=8, j=4} hook}}
  %ex = tensor.expand_shape %a [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
  // expected-remark @below {{sharding rule ([i, -, j]) -> ([i, j]) {i=2, j=16}}}
  %co = tensor.collapse_shape %c [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  // expected-remark @below {{sharding rule ([-, j], [-, j]) -> ([-, j]) {i=16, j=16}}}
  %cat = tensor.concat dim(0) %a, %a : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  // expected-remark @below {{sharding rule ([i, -]) -> ([i]) {i=8, j=16} hook}}
  %sl = tensor.extract_slice %a[0, %i] [8, 1] [1, 1] : tensor<8x16xf32> to tensor<8xf32>
  // expected-remark @below {{sharding rule ([i], [i, j]) -> ([i, j]) {i=8, j=16} hook}}
  %ins = tensor.insert_slice %e8 into %a[0, %i] [8, 1] [1, 1] : tensor<8xf32> into tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  // expected-remark @below {{sharding rule ([i, ~j]) -> ([i, -]) {i=8, j=18}}}
  %pad = tensor.pad %a low[0, 1] high[0, 1] {
    ^bb0(%p: index, %q: index):
      tensor.yield %zero : f32
  } : tensor<8x16xf32> to tensor<8x18xf32>
  // expected-remark @below {{sharding rule () -> ([i, j]) {i=8, j=16}}}
  %cst = arith.constant dense<1.0> : tensor<8x16xf32>
  // expected-remark @below {{sharding rule () -> ([i, j]) {i=8, j=16}}}
  %splat = tensor.splat %s : tensor<8x16xf32>
  // expected-remark @below {{sharding rule ([i, j]) -> ([i, j]) {i=8, j=16}}}
  %bar = dtensor.optimization_barrier %a : tensor<8x16xf32>
  // expected-remark @below {{sharding rule () -> ([i, j]) {i=4, j=16}}}
  %eg = tensor.empty() : tensor<4x16xf32>
  // expected-remark @below {{sharding rule ([i], [i, j]) -> ([i, j]) {i=4, j=16} hook}}
  %gather = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]}
      ins(%idx : tensor<4xi64>) outs(%eg : tensor<4x16xf32>) {
    ^bb0(%row: i64, %o: f32):
      %r = arith.index_cast %row : i64 to index
      %j = linalg.index 1 : index
      // expected-remark @below {{no sharding rule}}
      %x = tensor.extract %a[%r, %j] : tensor<8x16xf32>
      linalg.yield %x : f32
  } -> tensor<4x16xf32>
  // expected-remark @below {{sharding rule () -> ([i]) {i=8}}}
  %ez = tensor.empty() : tensor<8xcomplex<f32>>
  // expected-remark @below {{sharding rule ([i, j], [i]) -> ([i]) {i=8, j=16} reduction={j} combiner=sum hook}}
  %zsum = linalg.reduce ins(%z : tensor<8x16xcomplex<f32>>) outs(%ez : tensor<8xcomplex<f32>>) dimensions = [1]
    (%x: complex<f32>, %y: complex<f32>) {
      %r = complex.add %x, %y : complex<f32>
      linalg.yield %r : complex<f32>
    }
  // expected-remark @below {{sharding rule () -> ([i]) {i=8}}}
  %ei = tensor.empty() : tensor<8xi64>
  // expected-remark @below {{sharding rule ([i, j], [i], [i]) -> ([i], [i]) {i=8, j=16} reduction={j} hook}}
  %argmax:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                              iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x16xf32>) outs(%e8, %ei : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%x: f32, %m: f32, %mi: i64):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i64
      %gt = arith.cmpf ogt, %x, %m : f32
      %nm = arith.select %gt, %x, %m : f32
      %ni = arith.select %gt, %ji, %mi : i64
      linalg.yield %nm, %ni : f32, i64
  } -> (tensor<8xf32>, tensor<8xi64>)
  // expected-remark @below {{no sharding rule}}
  %one = tensor.extract %a[%i, %i] : tensor<8x16xf32>
  // expected-remark @below {{sharding rule () -> ([i]) {i=2}}}
  %shape = arith.constant dense<[16, 8]> : tensor<2xi64>
  // expected-remark @below {{no sharding rule}}
  %rs = tensor.reshape %a(%shape) : (tensor<8x16xf32>, tensor<2xi64>) -> tensor<16x8xf32>
  return
}

// The front end's ops: lines along the op's dimension stay whole, every
// other dimension shards (a scan's init and accumulator are the input
// without its dimension); a scatter shards the dimensions no offset indexes
// and every window covers whole.
func.func @front_end_rules(%keys: tensor<2x7xi32>, %payload: tensor<2x7xf32>, %x: tensor<4x6xf32>,
                           %init: tensor<4xf32>, %u: tensor<5xf32>, %idx: tensor<5x2xi32>,
                           %rows: tensor<3x6xf32>, %at: tensor<3x1xi32>) {
  // expected-remark @below {{sharding rule ([i, -], [i, -]) -> ([i, -], [i, -]) {i=2, j=7}}}
  %s:2 = dtensor.sort %keys, %payload along 1 : tensor<2x7xi32>, tensor<2x7xf32> {
  ^bb0(%a: i32, %b: i32, %p: f32, %q: f32):
    %gt = arith.cmpi sgt, %a, %b : i32
    dtensor.yield %gt : i1
  }
  // expected-remark @below {{sharding rule ([-, j]) -> ([-, j], [-, j]) {i=4, j=6}}}
  %v, %i = dtensor.top_k %x along 0 : tensor<4x6xf32> -> tensor<2x6xf32>, tensor<2x6xi32> {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    dtensor.yield %gt : i1
  }
  // expected-remark @below {{sharding rule ([i, -], [i]) -> ([i, -], [i]) {i=4, j=6}}}
  %out, %acc = dtensor.scan %x init %init along 1 inclusive : tensor<4x6xf32>, tensor<4xf32> {
  ^bb0(%run: f32, %next: f32):
    %sum = arith.addf %run, %next : f32
    dtensor.yield %sum : f32
  }
  // expected-remark @below {{sharding rule ([-], [-, -], [-, -]) -> ([-, -]) {i=4, j=6}}}
  %r = dtensor.scatter %u at %idx into %x dims [0, 1] : tensor<5xf32>, tensor<5x2xi32>, tensor<4x6xf32> {
  ^bb0(%update: f32, %current: f32):
    %m = arith.maximumf %current, %update : f32
    dtensor.yield %m : f32
  }
  // Rows at row offsets: the columns shard.
  // expected-remark @below {{sharding rule ([-, j], [-, -], [-, j]) -> ([-, j]) {i=4, j=6}}}
  %w = dtensor.scatter %rows at %at into %x dims [0] : tensor<3x6xf32>, tensor<3x1xi32>, tensor<4x6xf32> {
  ^bb0(%update: f32, %current: f32):
    %sum = arith.addf %current, %update : f32
    dtensor.yield %sum : f32
  }
  return
}
