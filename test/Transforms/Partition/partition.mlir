// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-propagate-layouts -dtensor-partition | FileCheck %s

// Shard types everywhere. The explicit replicated result pins exp's result,
// so its operand is gathered first.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
// CHECK-SAME: -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
// CHECK-SAME: attributes {dtensor.local_view}
// CHECK-NEXT: %[[G:.*]] = dtensor.all_gather %[[A]] on @m[x] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[G]] : tensor<8x4xf32>
// CHECK-NEXT: return %[[E]]
dtensor.mesh @m <[x = 2], cpu>
func.func @elementwise(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %0 = math.exp %a : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// A contraction over a sharded dimension: local product, partial result,
// resolved by the relayout into an all_reduce; a zero-filled init is kept
// on every device.
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.fill {{.*}} -> tensor<4x8xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK-NEXT: dtensor.all_reduce sum %{{.*}} on @m[y] : tensor<4x8xf32>
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @matmul(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
                  %b: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = dtensor.relayout %p : tensor<8x8xf32> to #dtensor.layout<@m, [x, unsharded]>
  return %r : tensor<8x8xf32>
}

// -----

// A reduction over a sharded dimension with a nonzero init: only the first
// device of each group keeps the init.
// CHECK-LABEL: func.func @init
// CHECK: dtensor.device_coords @m[y] : index
// CHECK: %[[I:.*]] = scf.if %{{.*}} -> (tensor<4x8xf32>) {
// CHECK-NEXT: scf.yield %arg2
// CHECK: } else {
// CHECK: arith.constant dense<0.000000e+00> : tensor<4x8xf32>
// CHECK: linalg.matmul {{.*}} outs(%[[I]] : tensor<4x8xf32>)
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @init(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
                %b: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>},
                %c: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded], partial = sum[y]>}) {
  %p = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %p : tensor<8x8xf32>
}

// -----

// A relayout moving an axis between dimensions is one all_to_all;
// constraint and check_layout disappear.
// CHECK-LABEL: func.func @move
// CHECK-NEXT: %[[T:.*]] = dtensor.all_to_all %arg0 on @m[x] split 1 concat 0 : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT: return %[[T]]
dtensor.mesh @m <[x = 2], cpu>
func.func @move(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<8x8xf32> {
  %c = dtensor.constraint %a : tensor<8x8xf32> to #dtensor.layout<@m, [x, unsharded]>
  %r = dtensor.relayout %c : tensor<8x8xf32> to #dtensor.layout<@m, [unsharded, x]>
  dtensor.check_layout %r : tensor<8x8xf32> is #dtensor.layout<@m, [unsharded, x]>
  return %r : tensor<8x8xf32>
}

// -----

// Loops carry shards; shapes kept in attributes follow.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %arg0) -> (tensor<4x4xf32>)
// CHECK: arith.mulf {{.*}} : tensor<4x4xf32>
// CHECK: tensor.expand_shape {{.*}} output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
dtensor.mesh @m <[x = 2], cpu>
func.func @loop(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<4x2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %a) -> tensor<8x4xf32> {
    %m = arith.mulf %acc, %acc : tensor<8x4xf32>
    scf.yield %m : tensor<8x4xf32>
  }
  %e = tensor.expand_shape %r [[0, 1], [2]] output_shape [4, 2, 4] : tensor<8x4xf32> into tensor<4x2x4xf32>
  return %e : tensor<4x2x4xf32>
}

// -----

// copy_to_mesh between meshes over the same devices: whole on the source
// mesh, then each device's block of the target layout.
// CHECK-LABEL: func.func @copy
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32> {{.*}}) -> (tensor<8x2xf32>
// CHECK-NEXT: %[[W:.*]] = dtensor.all_gather %[[A]] on @a[x] dim 0 : tensor<2x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[W]]
// CHECK-NEXT: %[[S:.*]] = dtensor.all_slice %[[C]] on @b[y] dim 1 : tensor<8x4xf32> -> tensor<8x2xf32>
// CHECK-NEXT: return %[[S]]
dtensor.mesh @a <[x = 4], cpu>
dtensor.mesh @b <[y = 2, z = 2], cpu, device_ids = [3, 2, 1, 0]>
func.func @copy(%v: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@a, [x, unsharded]>}) -> tensor<8x4xf32> {
  %c = dtensor.copy_to_mesh %v : tensor<8x4xf32> to #dtensor.layout<@b, [unsharded, y]>
  return %c : tensor<8x4xf32>
}

// -----

// copy_to_mesh between meshes over different devices: the program runs on
// devices 0-3; @m's ops run on 0 and 1 only, @n's on 2 and 3 only (guarded
// by dtensor.in_mesh), and device 0 broadcasts the whole value to 2 and 3
// over a mesh of the three.
// CHECK: dtensor.mesh @m_to_n <[copy = 3], cpu, device_ids = [0, 2, 3]>
// CHECK-LABEL: func.func @elsewhere
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32> {{.*}}) -> (tensor<4xf32>
// CHECK-NEXT: %[[ONM:.*]] = dtensor.in_mesh @m
// CHECK-NEXT: %[[W:.*]] = scf.if %[[ONM]] -> (tensor<8xf32>) {
// CHECK-NEXT:   %[[E:.*]] = math.exp %[[A]] : tensor<4xf32>
// CHECK-NEXT:   %[[G:.*]] = dtensor.all_gather %[[E]] on @m[x] dim 0
// CHECK-NEXT:   scf.yield %[[G]]
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[U:.*]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:   scf.yield %[[U]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[ONC:.*]] = dtensor.in_mesh @m_to_n
// CHECK-NEXT: %[[B:.*]] = scf.if %[[ONC]] -> (tensor<8xf32>) {
// CHECK-NEXT:   %[[R:.*]] = dtensor.broadcast %[[W]] on @m_to_n[copy] root 0 : tensor<8xf32>
// CHECK-NEXT:   scf.yield %[[R]]
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %[[W]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[ONN:.*]] = dtensor.in_mesh @n
// CHECK-NEXT: %[[S:.*]] = scf.if %[[ONN]] -> (tensor<4xf32>) {
// CHECK-NEXT:   %[[C:.*]] = tensor.cast %[[B]]
// CHECK-NEXT:   %[[L:.*]] = dtensor.all_slice %[[C]] on @n[y] dim 0
// CHECK-NEXT:   %[[T:.*]] = math.tanh %[[L]]
// CHECK-NEXT:   scf.yield %[[T]]
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[U2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:   scf.yield %[[U2]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[S]]
dtensor.mesh @m <[x = 2], cpu>
dtensor.mesh @n <[y = 2], cpu, device_ids = [2, 3]>
func.func @elsewhere(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@n, [y]>}) {
  %e = math.exp %a : tensor<8xf32>
  %0 = dtensor.copy_to_mesh %e : tensor<8xf32> to #dtensor.layout<@n, [unsharded]>
  %t = math.tanh %0 : tensor<8xf32>
  return %t : tensor<8xf32>
}

// -----

// Into a mesh whose devices already hold the value: no communication. Out
// of it, device 1 broadcasts to a copy mesh of every device: not guarded.
// CHECK: dtensor.mesh @one_to_all <[copy = 2], cpu, device_ids = [1, 0]>
// CHECK-LABEL: func.func @within
// CHECK-NEXT: %[[G:.*]] = dtensor.all_gather %arg0 on @all[x] dim 0
// CHECK-NEXT: %[[ON:.*]] = dtensor.in_mesh @one
// CHECK-NEXT: %[[R:.*]] = scf.if %[[ON]] -> (tensor<8xf32>) {
// CHECK-NEXT:   %[[C:.*]] = tensor.cast %[[G]]
// CHECK-NEXT:   %[[E:.*]] = math.exp %[[C]]
// CHECK-NEXT:   scf.yield %[[E]]
// CHECK:      %[[B:.*]] = dtensor.broadcast %[[R]] on @one_to_all[copy] root 0
// CHECK-NEXT: %[[C2:.*]] = tensor.cast %[[B]]
// CHECK-NEXT: %[[S:.*]] = dtensor.all_slice %[[C2]] on @all[x] dim 0
// CHECK-NEXT: return %[[S]]
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @one <[], cpu, device_ids = [1]>
func.func @within(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@all, [x]>})
    -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@all, [x]>}) {
  %0 = dtensor.copy_to_mesh %a : tensor<8xf32> to #dtensor.layout<@one, [unsharded]>
  %e = math.exp %0 : tensor<8xf32>
  %1 = dtensor.copy_to_mesh %e : tensor<8xf32> to #dtensor.layout<@all, [x]>
  return %1 : tensor<8xf32>
}

// -----

// Between CPU and GPU devices (a parameter device beside GPU replicas): the
// same pairs, on a mesh of the GPU kind whose CPU devices are those of @cpus.
// CHECK: dtensor.mesh @cpus_to_gpus <[blocks = 2, pair = 2], gpu, device_ids = [0, 2, 1, 3]>
// CHECK-LABEL: func.func @kinds
// CHECK-NEXT: %[[B:.*]] = dtensor.broadcast %arg0 on @cpus_to_gpus[pair] root 0 : tensor<4xf32>
// CHECK-NEXT: %[[IN:.*]] = dtensor.in_mesh @gpus
// CHECK-NEXT: scf.if %[[IN]]
dtensor.mesh @cpus <[x = 2], cpu>
dtensor.mesh @gpus <[y = 2], gpu, device_ids = [2, 3]>
func.func @kinds(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@cpus, [x]>}) -> tensor<8xf32> {
  %0 = dtensor.copy_to_mesh %a : tensor<8xf32> to #dtensor.layout<@gpus, [y]>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @cpus <[x = 2], cpu>
// expected-error@+1 {{device 1 is a gpu device here but a cpu device of mesh @cpus; in one program an id names one device (give the CPU devices beside GPUs ids of their own)}}
dtensor.mesh @gpus <[y = 2], gpu, device_ids = [1, 2]>
func.func @sameIds(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@cpus, [x]>}) -> tensor<8xf32> {
  %0 = dtensor.copy_to_mesh %a : tensor<8xf32> to #dtensor.layout<@gpus, [unsharded]>
  return %0 : tensor<8xf32>
}

// -----

// The same axes in another order: blocks swap devices with one
// collective_permute (member g of [a, b] sends to the member whose block
// index in [b, a] order is g).
// CHECK-LABEL: func.func @reorder
// CHECK-NEXT: %[[P:.*]] = dtensor.collective_permute %arg0 on @m[a, b] permutation [0, 2, 1, 3] : tensor<1x8xf32>
// CHECK-NEXT: return %[[P]]
dtensor.mesh @m <[a = 2, b = 2], cpu>
func.func @reorder(%x: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [{a, b}, unsharded]>})
    -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [{b, a}, unsharded]>}) {
  %r = dtensor.relayout %x : tensor<4x8xf32> to #dtensor.layout<@m, [{b, a}, unsharded]>
  return %r : tensor<4x8xf32>
}

// -----

// A full reduction of a tensor sharded on one dimension: each device sums its
// own shard, whole (no further slicing on the axis that is already used), and
// the result is partial over that axis.
// CHECK-LABEL: func.func @full_sum
// CHECK-SAME: %arg0: tensor<2x16xf32>
// CHECK-SAME: partial = sum[a, b]
// CHECK-NOT: dtensor.all_slice
// CHECK: linalg.reduce ins(%arg0 : tensor<2x16xf32>) {{.*}} dimensions = [0, 1]
dtensor.mesh @m <[a = 2, b = 2], cpu>
func.func @full_sum(%x: tensor<4x32xf32> {dtensor.layout = #dtensor.layout<@m, [a, b]>}) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%x : tensor<4x32xf32>) outs(%f : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

// -----

// Per-device values exist only in the local view.
dtensor.mesh @m <[x = 2], cpu>
func.func @reduce(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) -> tensor<8xf32> {
  // expected-warning@+2 {{no sharding rule}}
  // expected-error@+1 {{'dtensor.reduce' op acts on per-device values, which exist only in local-view functions (dtensor.local_view); in the global view, a sum over devices is a partial layout and a reduction within a tensor is linalg.reduce}}
  %0 = dtensor.reduce sum %a over @m[x] : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2], cpu>
func.func @gather(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) -> tensor<16xf32> {
  // expected-warning@+2 {{no sharding rule}}
  // expected-error@+1 {{'dtensor.all_gather' op acts on per-device values}}
  %0 = dtensor.all_gather %a on @m[x] dim 0 : tensor<8xf32> -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

// A gather's body reads a captured table at data-dependent (global) rows.
// Vocabulary-parallel when cheaper (here 128 B of all_reduce against 256 B
// of all_gather): each device looks up the ids in its block of rows (local
// row = id - its block's start, out of the block: 0), the results are
// partial sums over x, resolved by one all_reduce; ids and results stay
// sharded over y.
// CHECK-LABEL: func.func @gather_captured_table
// CHECK-SAME: %[[TABLE:.*]]: tensor<8x8xf32> {{.*}}, %[[IDS:.*]]: tensor<4xi64>
// CHECK-NOT: dtensor.all_gather
// CHECK: %[[X:.*]] = dtensor.device_coords @m[x] : index
// CHECK: %[[START:.*]] = arith.muli %[[X]], %c8 : index
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[IDS]] : tensor<4xi64>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: %[[LOCAL:.*]] = arith.subi %{{.*}}, %[[START]] : index
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[LOCAL]], %{{.*}} : index
// CHECK: %[[SAFE:.*]] = arith.select %[[IN]], %[[LOCAL]], %{{.*}} : index
// CHECK: %[[V:.*]] = tensor.extract %[[TABLE]][%[[SAFE]], %{{.*}}] : tensor<8x8xf32>
// CHECK: %[[OUT:.*]] = arith.select %[[IN]], %[[V]], %{{.*}} : f32
// CHECK: linalg.yield %[[OUT]] : f32
// CHECK: dtensor.all_reduce sum %[[G]] on @m[x] : tensor<4x8xf32>
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @gather_captured_table(%table: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                                 %ids: tensor<8xi64> {dtensor.layout = #dtensor.layout<@m, [y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}) {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%id: i64, %out: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// An op without a rule never reads a shard as if it were the whole tensor:
// its operand is gathered first, and it runs on the whole value. (A
// rank-reducing slice that keeps one of its unit dimensions: which one is
// ambiguous, so it has no rule.)
// CHECK-LABEL: func.func @no_rule
// CHECK: %[[WHOLE:.*]] = dtensor.all_gather %{{.*}} on @m[x] dim 0 : tensor<4x4x1xf32> -> tensor<8x4x1xf32>
// CHECK: tensor.extract_slice %[[WHOLE]][5, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<8x4x1xf32> to tensor<4x1xf32>
dtensor.mesh @m <[x = 2], cpu>
func.func @no_rule(%a: tensor<8x4x1xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>}) -> tensor<4x1xf32> {
  // expected-warning@+1 {{no sharding rule for 'tensor.extract_slice'}}
  %c = tensor.extract_slice %a[5, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<8x4x1xf32> to tensor<4x1xf32>
  return %c : tensor<4x1xf32>
}

// -----

// A rank-reducing slice that drops a sharded dimension's row: that
// dimension is bound to nothing, so the source is gathered (no warning: the
// slice has a rule).
// CHECK-LABEL: func.func @row_of_sharded
// CHECK: %[[WHOLE:.*]] = dtensor.all_gather %{{.*}} on @m[x] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK: tensor.extract_slice %[[WHOLE]][5, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
dtensor.mesh @m <[x = 2], cpu>
func.func @row_of_sharded(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<4xf32> {
  %c = tensor.extract_slice %a[5, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// The same gather where the table is small and the result large: gathering
// the table (64 B) is cheaper than summing partial results (1 KiB), so the
// body gets the table whole.
// CHECK-LABEL: func.func @gather_small_table
// CHECK: %[[WHOLE:.*]] = dtensor.all_gather %{{.*}} on @m[x] dim 0 : tensor<2x8xf32> -> tensor<4x8xf32>
// CHECK: linalg.generic
// CHECK: tensor.extract %[[WHOLE]][
// CHECK-NOT: dtensor.all_reduce
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @gather_small_table(%table: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                              %ids: tensor<64xi64> {dtensor.layout = #dtensor.layout<@m, [y]>})
    -> (tensor<64x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}) {
  %e = tensor.empty() : tensor<64x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<64xi64>) outs(%e : tensor<64x8xf32>) {
  ^bb0(%id: i64, %out: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<4x8xf32>
    linalg.yield %v : f32
  } -> tensor<64x8xf32>
  return %r : tensor<64x8xf32>
}

// -----

// A table sharded along its columns, read at the result's column (the loop
// the result shards over the same axis): each device reads its own columns
// at the local position; nothing moves.
// CHECK-LABEL: func.func @gather_by_position
// CHECK-SAME: %[[TABLE:.*]]: tensor<16x4xf32>
// CHECK-NOT: dtensor.all_gather
// CHECK: linalg.generic
// CHECK: %[[COL:.*]] = linalg.index 1 : index
// CHECK: tensor.extract %[[TABLE]][%{{.*}}, %[[COL]]] : tensor<16x4xf32>
// CHECK-NOT: dtensor.all_
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @gather_by_position(%table: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                              %ids: tensor<8xi64> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%id: i64, %out: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// Guards name the mesh: one given inline (before dtensor-import-tf-layouts
// names it) over some of the program's devices is an error.
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @one <[], cpu, device_ids = [1]>
func.func @inline(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<#dtensor.mesh<[], cpu, device_ids = [1]>, [unsharded]>})
    -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<#dtensor.mesh<[], cpu, device_ids = [1]>, [unsharded]>}) {
  // expected-error@+1 {{'math.exp' op is on an inline mesh over some of the program's devices; name it with a dtensor.mesh (dtensor-import-tf-layouts does)}}
  %e = math.exp %a : tensor<8xf32>
  return %e : tensor<8xf32>
}

// -----

// Meshes of one shape over other devices, the same layout on each: each
// block goes from its device to its counterpart (0 -> 3, 1 -> 2) within the
// pairs of a [blocks, pair] mesh; nothing is gathered.
// CHECK: dtensor.mesh @src_to_dst <[blocks = 2, pair = 2], cpu, device_ids = [0, 3, 1, 2]>
// CHECK-LABEL: func.func @pairs
// CHECK-NEXT: %[[B:.*]] = dtensor.broadcast %arg0 on @src_to_dst[pair] root 0 : tensor<4x8xf32>
// CHECK-NEXT: %[[ON:.*]] = dtensor.in_mesh @dst
// CHECK-NEXT: %[[R:.*]] = scf.if %[[ON]] -> (tensor<4x8xf32>) {
// CHECK-NEXT:   %[[C:.*]] = tensor.cast %[[B]]
// CHECK-NEXT:   math.exp %[[C]] : tensor<4x8xf32>
// CHECK-NOT: all_gather
dtensor.mesh @src <[x = 2], cpu>
dtensor.mesh @dst <[y = 2], cpu, device_ids = [3, 2]>
func.func @pairs(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@src, [x, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@dst, [y, unsharded]>}) {
  %0 = dtensor.copy_to_mesh %a : tensor<8x8xf32> to #dtensor.layout<@dst, [y, unsharded]>
  %e = math.exp %0 : tensor<8x8xf32>
  return %e : tensor<8x8xf32>
}

// -----

// A scalar read on some devices cannot feed an op on all of them (device 0
// would see 0).
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @p <[], cpu, device_ids = [1]>
func.func @scalar(%x: tensor<4xf32> {dtensor.layout = #dtensor.layout<@all, [x]>},
                  %w: tensor<4xf32> {dtensor.layout = #dtensor.layout<@p, [unsharded]>})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@all, [x]>}) {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %w[%c0] : tensor<4xf32>
  // expected-error@+1 {{'tensor.splat' op uses a value computed only on the devices of mesh @p but runs on other devices too}}
  %f = tensor.splat %v : tensor<4xf32>
  %a = arith.addf %x, %f : tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// A call is on every mesh its callee reaches, through its own calls: @mid,
// on @one, calls @inner, whose sum over @all has an all_reduce, so every
// device calls @mid (its @one ops are guarded inside it).
// CHECK-LABEL: func.func @outer
// CHECK-NEXT: call @mid
// CHECK-LABEL: func.func private @mid
// CHECK: call @inner
// CHECK: dtensor.in_mesh @one
// CHECK-LABEL: func.func private @inner
// CHECK: dtensor.all_reduce sum %{{.*}} on @all[x]
dtensor.mesh @all <[x = 2], cpu>
dtensor.mesh @one <[], cpu, device_ids = [1]>
func.func @outer(%x: tensor<4xf32> {dtensor.layout = #dtensor.layout<@one, [unsharded]>})
    -> (tensor<f32> {dtensor.layout = #dtensor.layout<@one, []>}) {
  %r = func.call @mid(%x) : (tensor<4xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @mid(%x: tensor<4xf32> {dtensor.layout = #dtensor.layout<@one, [unsharded]>})
    -> (tensor<f32> {dtensor.layout = #dtensor.layout<@one, []>}) {
  %one = arith.constant 1.0 : f32
  %ce = tensor.empty() : tensor<4xf32>
  %c = linalg.fill ins(%one : f32) outs(%ce : tensor<4xf32>) -> tensor<4xf32>
  %s = func.call @inner(%c) : (tensor<4xf32>) -> tensor<f32>
  %sp = dtensor.copy_to_mesh %s : tensor<f32> to #dtensor.layout<@one, []>
  return %sp : tensor<f32>
}
func.func private @inner(%v: tensor<4xf32> {dtensor.layout = #dtensor.layout<@all, [x]>})
    -> (tensor<f32> {dtensor.layout = #dtensor.layout<@all, []>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%v : tensor<4xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<f32>
}


// -----

// One row inserted at a dynamic offset into a destination sharded by rows
// (a KV-cache update): no collective; each device computes its local offset,
// and a device whose block does not hold the row re-inserts, at the clamped
// offset, the row it already has.
// CHECK-LABEL: func.func @insert_row
// CHECK-NOT: dtensor.all_gather
// CHECK: %[[G:.*]] = dtensor.device_coords @m[x] : index
// CHECK: %[[START:.*]] = arith.muli %[[G]], %c4
// CHECK: %[[LOCAL:.*]] = arith.subi %arg2, %[[START]]
// CHECK: %[[GE:.*]] = arith.cmpi sge, %[[LOCAL]], %c0
// CHECK: %[[LE:.*]] = arith.cmpi sle, %[[LOCAL]], %c3
// CHECK: %[[IN:.*]] = arith.andi %[[GE]], %[[LE]]
// CHECK: %[[MAX:.*]] = arith.maxsi %[[LOCAL]], %c0
// CHECK: %[[AT:.*]] = arith.minsi %[[MAX]], %c3
// CHECK: %[[OLD:.*]] = tensor.extract_slice %arg0[%[[AT]], 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
// CHECK: %[[ROW:.*]] = arith.select %[[IN]], %arg1, %[[OLD]] : tensor<1x8xf32>
// CHECK: tensor.insert_slice %[[ROW]] into %arg0[%[[AT]], 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
// CHECK-NOT: dtensor.all_slice
dtensor.mesh @m <[x = 4], cpu>
func.func @insert_row(%cache: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                      %row: tensor<1x8xf32>, %at: index)
    -> (tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %0 = tensor.insert_slice %row into %cache[%at, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// A window (a 1-D convolution: the input read at o + w) with its output
// rows sharded: the input is whole along the window's dimension, and each
// device reads the rows its block's window covers (8 outputs of a 3-tap
// window: 10 rows from 8 times its index), so the body's local o reads the
// right ones. Before, a device's block read the image's first rows (and
// then, each device computed the whole result).
// CHECK-LABEL: func.func @window
// CHECK: %[[X:.*]] = dtensor.all_gather %arg0 on @m[x] dim 0 : tensor<9x4xf32> -> tensor<18x4xf32>
// CHECK-NEXT: %[[I:.*]] = dtensor.device_coords @m[x] : index
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[AT:.*]] = arith.muli %[[I]], %[[C8]] : index
// CHECK: %[[W:.*]] = tensor.extract_slice %[[X]][%[[AT]], 0] [10, 4] [1, 1] : tensor<18x4xf32> to tensor<10x4xf32>
// CHECK-NEXT: %[[Y:.*]] = linalg.generic {{.*}} ins(%[[W]], %arg1 : tensor<10x4xf32>, tensor<3xf32>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK-NOT: dtensor.
// CHECK: return %[[Y]]
dtensor.mesh @m <[x = 2], cpu>
func.func @window(%x: tensor<18x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                  %k: tensor<3xf32>) -> (tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(o, c, w) -> (o + w, c)>, affine_map<(o, c, w) -> (w)>, affine_map<(o, c, w) -> (o, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %k : tensor<18x4xf32>, tensor<3xf32>) outs(%z : tensor<16x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<16x4xf32>
  return %y : tensor<16x4xf32>
}

// -----

// Strided and dilated (input row 2 * o + 3 * w + 1): a block of 4 of the 8
// outputs reads 2 * 3 + 3 * 2 + 1 + 1 = 14 rows from 2 * 4 * its index.
// The kernel's loop w, a reduction in the window, is never sharded: the
// kernel is gathered whole though its argument comes in blocks.
// CHECK-LABEL: func.func @strided_window
// CHECK: %[[KW:.*]] = dtensor.all_gather %arg1 on @m[x] dim 0 : tensor<2xf32> -> tensor<4xf32>
// CHECK: %[[K:.*]] = tensor.extract_slice %[[KW]][0] [3] [1]
// CHECK: %[[I:.*]] = dtensor.device_coords @m[x] : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[I]], %[[C4]] : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[AT:.*]] = arith.muli %[[B]], %[[C2]] : index
// CHECK-NEXT: %[[W:.*]] = tensor.extract_slice %arg0[%[[AT]], 0] [14, 4] [1, 1] : tensor<24x4xf32> to tensor<14x4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[W]], %[[K]] : tensor<14x4xf32>, tensor<3xf32>) outs(%{{.*}} : tensor<4x4xf32>)
dtensor.mesh @m <[x = 2], cpu>
func.func @strided_window(%x: tensor<24x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
                          %k: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %k3 = tensor.extract_slice %k[0] [3] [1] : tensor<4xf32> to tensor<3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(o, c, w) -> (o * 2 + w * 3 + 1, c)>, affine_map<(o, c, w) -> (w)>, affine_map<(o, c, w) -> (o, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %k3 : tensor<24x4xf32>, tensor<3xf32>) outs(%z : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// -----

// An op without a sharding rule (a rank-reducing insert_slice that keeps
// one of its unit dimensions: which one is ambiguous) runs whole and its
// result is whole, then sliced where propagation wanted it sharded (here
// tied to a loop-carried tensor sharded by rows). It was typed as the
// shard it did not compute: the partitioned IR did not verify.
// CHECK-LABEL: func.func @no_rule_in_loop
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %arg0) -> (tensor<4x16x1xf32>)
// CHECK: %[[WHOLE:.*]] = dtensor.all_gather %[[ACC]] on @m[x] dim 0 : tensor<4x16x1xf32> -> tensor<8x16x1xf32>
// CHECK: %[[IN:.*]] = tensor.insert_slice %arg1 into %[[WHOLE]][%arg2, 0, 0] [1, 16, 1] [1, 1, 1] : tensor<16x1xf32> into tensor<8x16x1xf32>
// CHECK: %[[MINE:.*]] = dtensor.all_slice %[[IN]] on @m[x] dim 0 : tensor<8x16x1xf32> -> tensor<4x16x1xf32>
// CHECK: scf.yield %[[MINE]] : tensor<4x16x1xf32>
dtensor.mesh @m <[x = 2], cpu>
func.func @no_rule_in_loop(%t: tensor<8x16x1xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>},
                           %row: tensor<16x1xf32>, %at: index)
    -> (tensor<8x16x1xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // expected-warning@+2 {{no sharding rule for 'tensor.insert_slice'}}
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %t) -> (tensor<8x16x1xf32>) {
    %0 = tensor.insert_slice %row into %acc[%at, 0, 0] [1, 16, 1] [1, 1, 1] : tensor<16x1xf32> into tensor<8x16x1xf32>
    scf.yield %0 : tensor<8x16x1xf32>
  }
  return %r : tensor<8x16x1xf32>
}

// -----

// A rank-reduced row (x[i] = v, as torch-mlir writes it) inserted at a
// dynamic offset into a destination sharded by rows: no collective, as for
// a row of the destination's rank (@insert_row).
// CHECK-LABEL: func.func @insert_reduced_row
// CHECK-NOT: dtensor.all_gather
// CHECK: %[[G:.*]] = dtensor.device_coords @m[x] : index
// CHECK: %[[OLD:.*]] = tensor.extract_slice %arg0[%{{.*}}, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK: %[[ROW:.*]] = arith.select %{{.*}}, %arg1, %[[OLD]] : tensor<8xf32>
// CHECK: tensor.insert_slice %[[ROW]] into %arg0[%{{.*}}, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
// CHECK-NOT: dtensor.all_slice
dtensor.mesh @m <[x = 4], cpu>
func.func @insert_reduced_row(%cache: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                              %row: tensor<8xf32>, %at: index)
    -> (tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %0 = tensor.insert_slice %row into %cache[%at, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// A rank-reducing slice (x[:, 2], as torch-mlir writes it): the kept
// dimensions keep their sharding, the dropped unit one is bound to nothing,
// and the sizes become the shard's (no collective; before, the slice had no
// rule and gathered its source).
// CHECK-LABEL: func.func @rank_reducing_slice
// CHECK-SAME: (%[[T:.*]]: tensor<2x4x16xf32>
// CHECK-NOT: dtensor.all_gather
// CHECK: tensor.extract_slice %[[T]][0, 2, 0] [2, 1, 16] [1, 1, 1] : tensor<2x4x16xf32> to tensor<2x16xf32>
// CHECK-NOT: dtensor.all_slice
dtensor.mesh @m <[x = 4], cpu>
func.func @rank_reducing_slice(%t: tensor<8x4x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>})
    -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %0 = tensor.extract_slice %t[0, 2, 0] [8, 1, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// A two-result reduction (an arg-max's value and index) whose results want
// different shardings of their one loop: the op computes both as the first
// wants (one loop nest shards its loop once) and the index is relaid out
// after it, from y-sharded to x-sharded.
// CHECK-LABEL: func.func @argmax_two_layouts
// CHECK: %[[R:.*]]:2 = linalg.generic
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xi32>)
// CHECK: %[[P:.*]] = dtensor.collective_permute %[[R]]#1 on @m[x, y] permutation [0, 2, 1, 3] : tensor<8xi32>
// CHECK-NEXT: return %[[R]]#0, %[[P]]
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @argmax_two_layouts(%v: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                              %idx: tensor<8x16xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<16xf32> {dtensor.layout = #dtensor.layout<@m, [y]>},
        tensor<16xi32> {dtensor.layout = #dtensor.layout<@m, [x]>}) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<16xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
  %e1 = tensor.empty() : tensor<16xi32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%e1 : tensor<16xi32>) -> tensor<16xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (i, j)>,
                                          affine_map<(j, i) -> (j)>, affine_map<(j, i) -> (j)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%v, %idx : tensor<8x16xf32>, tensor<8x16xi32>) outs(%m0, %i0 : tensor<16xf32>, tensor<16xi32>) {
  ^bb0(%a: f32, %ai: i32, %m: f32, %mi: i32):
    %gt = arith.cmpf ogt, %a, %m : f32
    %ms = arith.select %gt, %a, %m : f32
    %is = arith.select %gt, %ai, %mi : i32
    linalg.yield %ms, %is : f32, i32
  } -> (tensor<16xf32>, tensor<16xi32>)
  return %r#0, %r#1 : tensor<16xf32>, tensor<16xi32>
}

// -----

// The same reduction data-parallel over x, its index wanted replicated:
// both results and their inits are x-sharded (the index's init was
// replicated, a type that did not match the op's result), and the index is
// gathered after.
// CHECK-LABEL: func.func @argmax_gathered_index
// CHECK: %[[R:.*]]:2 = linalg.generic
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<2x6xf32>, tensor<2x6xi32>)
// CHECK: } -> (tensor<2x6xf32>, tensor<2x6xi32>)
// CHECK-NEXT: %[[G:.*]] = dtensor.all_gather %[[R]]#1 on @m[x] dim 0 : tensor<2x6xi32> -> tensor<4x6xi32>
// CHECK-NEXT: return %[[R]]#0, %[[G]]
dtensor.mesh @m <[x = 2], cpu>
func.func @argmax_gathered_index(%v: tensor<4x6x128xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>},
                                 %idx: tensor<4x6x128xi32>)
    -> (tensor<4x6xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
        tensor<4x6xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<4x6xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e1 = tensor.empty() : tensor<4x6xi32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%e1 : tensor<4x6xi32>) -> tensor<4x6xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s, v)>,
                                          affine_map<(b, s, v) -> (b, s)>, affine_map<(b, s, v) -> (b, s)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%v, %idx : tensor<4x6x128xf32>, tensor<4x6x128xi32>) outs(%m0, %i0 : tensor<4x6xf32>, tensor<4x6xi32>) {
  ^bb0(%a: f32, %ai: i32, %m: f32, %mi: i32):
    %gt = arith.cmpf ogt, %a, %m : f32
    %ms = arith.select %gt, %a, %m : f32
    %is = arith.select %gt, %ai, %mi : i32
    linalg.yield %ms, %is : f32, i32
  } -> (tensor<4x6xf32>, tensor<4x6xi32>)
  return %r#0, %r#1 : tensor<4x6xf32>, tensor<4x6xi32>
}
