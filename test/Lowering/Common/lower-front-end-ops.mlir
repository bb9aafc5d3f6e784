// RUN: dtc-opt %s --pass-pipeline='builtin.module(func.func(dtc-lower-front-end-ops))' -split-input-file | FileCheck %s

// A short sort: each element's place counted (a reduction over a second
// index of the line), then each position selects the element of its place.
// CHECK-LABEL: func.func @short_sort
// CHECK-NOT: dtensor.sort
// CHECK: %[[PLACE:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg0 : tensor<2x7xi32>, tensor<2x7xi32>) outs(%{{.*}} : tensor<2x7xi64>)
// CHECK: arith.cmpi slt
// CHECK: arith.cmpi slt
// CHECK: arith.cmpi ult
// CHECK: linalg.generic {{.*}} ins(%[[PLACE]], %arg0 : tensor<2x7xi64>, tensor<2x7xi32>) outs(%arg0 : tensor<2x7xi32>)
func.func @short_sort(%a: tensor<2x7xi32>) -> tensor<2x7xi32> {
  %s = dtensor.sort %a along 1 : tensor<2x7xi32> {
  ^bb0(%x: i32, %y: i32):
    %c = arith.cmpi slt, %x, %y : i32
    dtensor.yield %c : i1
  }
  return %s : tensor<2x7xi32>
}

// -----

// A long sort by one integer key (descending, signed): keys packed with
// positions (complemented: descending), padded to a power of two with the
// largest i64, a bitonic network of scf.fors over the packed keys alone,
// then every input read at the sorted positions.
// CHECK-LABEL: func.func @keyed_sort
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<3x300xi32>) outs(%{{.*}} : tensor<3x300xi64>)
// CHECK: arith.xori
// CHECK: arith.extsi
// CHECK: arith.shli
// CHECK: arith.constant 9223372036854775807 : i64
// CHECK: tensor.pad
// CHECK: } : tensor<3x300xi64> to tensor<3x512xi64>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<3x512xi64>)
// CHECK: tensor.extract
// CHECK: tensor.extract_slice {{.*}} : tensor<3x512xi64> to tensor<3x300xi64>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<3x300xi64>) outs(%{{.*}} : tensor<3x300xi32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<3x300xi64>) outs(%{{.*}} : tensor<3x300xf32>)
func.func @keyed_sort(%a: tensor<3x300xi32>, %b: tensor<3x300xf32>) -> (tensor<3x300xi32>, tensor<3x300xf32>) {
  %s:2 = dtensor.sort %a, %b along 1 : tensor<3x300xi32>, tensor<3x300xf32> {
  ^bb0(%x: i32, %y: i32, %p: f32, %q: f32):
    %c = arith.cmpi sgt, %x, %y : i32
    dtensor.yield %c : i1
  }
  return %s#0, %s#1 : tensor<3x300xi32>, tensor<3x300xf32>
}

// -----

// A long sort by another comparator (floats): the network moves every
// input and the positions, the comparator applied both ways, ties and
// padding by position.
// CHECK-LABEL: func.func @network_sort
// CHECK: } : tensor<100x3xf32> to tensor<128x3xf32>
// CHECK: %[[OUT:.*]]:2 = scf.for {{.*}} -> (tensor<128x3xf32>, tensor<128x3xi64>)
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK: arith.cmpf olt
// CHECK: arith.cmpf olt
// CHECK: tensor.extract_slice %[[OUT]]#0[0, 0] [100, 3] [1, 1] : tensor<128x3xf32> to tensor<100x3xf32>
func.func @network_sort(%a: tensor<100x3xf32>) -> tensor<100x3xf32> {
  %s = dtensor.sort %a along 0 : tensor<100x3xf32> {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf olt, %x, %y : f32
    dtensor.yield %c : i1
  }
  return %s : tensor<100x3xf32>
}

// -----

// A top-k of a short line: k passes, each a reduction keeping the best
// element not yet taken, written at the pass's place.
// CHECK-LABEL: func.func @top_k_passes
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x6xi1>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]}
// CHECK: tensor.expand_shape {{.*}} : tensor<4xf32> into tensor<4x1xf32>
// CHECK: tensor.insert_slice {{.*}} into %{{.*}}[0, %{{.*}}] [4, 1] [1, 1] : tensor<4x1xf32> into tensor<4x2xf32>
func.func @top_k_passes(%x: tensor<4x6xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %v, %i = dtensor.top_k %x along 1 : tensor<4x6xf32> -> tensor<4x2xf32>, tensor<4x2xi32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    dtensor.yield %c : i1
  }
  return %v, %i : tensor<4x2xf32>, tensor<4x2xi32>
}

// -----

// A top-k of a long line by one key: a selection network, rounds that
// halve the line down to one block of 32, whose first 20 are the top 20.
// CHECK-LABEL: func.func @top_k_network
// CHECK: } : tensor<3x3000xi64> to tensor<3x4096xi64>
// CHECK: tensor<3x2048xi64>
// CHECK: tensor<3x64xi64>
// CHECK: tensor<3x32xi64>
// CHECK: tensor.extract_slice {{.*}} : tensor<3x32xi64> to tensor<3x20xi64>
func.func @top_k_network(%x: tensor<3x3000xi32>) -> (tensor<3x20xi32>, tensor<3x20xi32>) {
  %v, %i = dtensor.top_k %x along 1 : tensor<3x3000xi32> -> tensor<3x20xi32>, tensor<3x20xi32> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sgt, %a, %b : i32
    dtensor.yield %c : i1
  }
  return %v, %i : tensor<3x20xi32>, tensor<3x20xi32>
}

// -----

// An exclusive scan: the init first, then slab j combines slab j-1's result
// with input slab j-1; the accumulator the last slab.
// CHECK-LABEL: func.func @scan
// CHECK: %[[INIT:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
// CHECK: %[[LOOP:.*]]:3 = scf.for %[[J:[a-z0-9]+]] = %c1{{.*}} to %c4 step %c1
// CHECK: arith.subi %[[J]], %c1
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: tensor.collapse_shape %[[LOOP]]#2 {{\[\[}}0, 1]] : tensor<1x6xf32> into tensor<6xf32>
func.func @scan(%x: tensor<4x6xf32>, %init: tensor<6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>) {
  %o, %a = dtensor.scan %x init %init along 0 : tensor<4x6xf32>, tensor<6xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    dtensor.yield %s : f32
  }
  return %o, %a : tensor<4x6xf32>, tensor<6xf32>
}

// -----

// A scatter: an scf.for over the updates; each window read at its offsets,
// combined, kept only where it fits, inserted back.
// CHECK-LABEL: func.func @scatter
// CHECK: scf.for %[[I:.*]] = %c0 to %c5 step %c1 iter_args(%[[ACC:.*]] = %arg2) -> (tensor<4x6xf32>)
// CHECK: tensor.extract %arg1[%[[I]], %c0{{.*}}] : tensor<5x2xi32>
// CHECK: arith.cmpi sge
// CHECK: arith.cmpi sle
// CHECK: tensor.extract %arg1[%[[I]], %c1{{.*}}] : tensor<5x2xi32>
// CHECK: tensor.extract_slice %arg0[%[[I]]] [1] [1] : tensor<5xf32> to tensor<1xf32>
// CHECK: %[[WIN:.*]] = tensor.extract_slice %[[ACC]]
// CHECK: %[[NEW:.*]] = linalg.generic
// CHECK: arith.maximumf
// CHECK: %[[SEL:.*]] = arith.select %{{.*}}, %[[NEW]], %[[WIN]] : tensor<1x1xf32>
// CHECK: tensor.insert_slice %[[SEL]] into %[[ACC]]
func.func @scatter(%u: tensor<5xf32>, %idx: tensor<5x2xi32>, %x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %r = dtensor.scatter %u at %idx into %x dims [0, 1] : tensor<5xf32>, tensor<5x2xi32>, tensor<4x6xf32> {
  ^bb0(%a: f32, %b: f32):
    %m = arith.maximumf %b, %a : f32
    dtensor.yield %m : f32
  }
  return %r : tensor<4x6xf32>
}
