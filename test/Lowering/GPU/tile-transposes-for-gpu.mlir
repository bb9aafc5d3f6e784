// RUN: dtc-opt %s --dtc-tile-transposes-for-gpu --canonicalize --cse | FileCheck %s

// 45x70 -> 70x45: ceil(70/32) x ceil(45/32) = 3 x 2 tiles, one block each
// of 32x8 threads; rows of the input into the 32x33 tile, a barrier,
// columns out, each guarded for the partial tiles.
// CHECK-LABEL: func.func @two_d
// CHECK-SAME: (%[[A:.*]]: memref<45x70xf32>, %[[B:.*]]: memref<70x45xf32>)
// CHECK: gpu.launch blocks(%[[BX:[a-z0-9]+]], {{[^)]+}}) in ({{[^=]+}}= %c6, {{[^=]+}}= %c1, {{[^=]+}}= %c1)
// CHECK-SAME: threads(%[[TX:[a-z0-9]+]], {{[^)]+}}) in ({{[^=]+}}= %c32, {{[^=]+}}= %c8, {{[^=]+}}= %c1)
// CHECK-SAME: workgroup(%[[TILE:[a-z0-9]+]] : memref<32x33xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[TA:.*]] = arith.remui %[[BX]], %c3
// CHECK: %[[COLS:.*]] = arith.muli %[[TA]], %c32
// CHECK: %[[COL:.*]] = arith.addi %[[COLS]], %[[TX]]
// CHECK: scf.for
// CHECK: scf.if
// CHECK: %[[V:.*]] = memref.load %[[A]][%{{.*}}, %[[COL]]] : memref<45x70xf32>
// CHECK: memref.store %[[V]], %[[TILE]][%{{.*}}, %[[TX]]]
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: scf.if
// CHECK: %[[W:.*]] = memref.load %[[TILE]][%[[TX]], %{{.*}}]
// CHECK: memref.store %[[W]], %[[B]][%{{.*}}, %{{.*}}] : memref<70x45xf32>
// CHECK-NOT: linalg.transpose
func.func @two_d(%a: memref<45x70xf32>, %b: memref<70x45xf32>) {
  linalg.transpose ins(%a : memref<45x70xf32>) outs(%b : memref<70x45xf32>) permutation = [1, 0]
  return
}

// [2, 0, 1]: input dimensions 2 and 1 are tiled (3 x 2 tiles), dimension 0
// (3) is a factor of the grid: 18 blocks; the batch index is what remains
// of the block id.
// CHECK-LABEL: func.func @batched
// CHECK: gpu.launch blocks(%[[BX:[a-z0-9]+]], {{[^)]+}}) in ({{[^=]+}}= %c18,
// CHECK-SAME: workgroup({{[^:]+}}: memref<32x33xf64, #gpu.address_space<workgroup>>)
// CHECK: %[[REST:.*]] = arith.divui %[[BX]], %c3
// CHECK: %[[REST2:.*]] = arith.divui %[[REST]], %c2
// CHECK: %[[BATCH:.*]] = arith.remui %[[REST2]], %c3
// CHECK: memref.load %{{.*}}[%[[BATCH]], %{{.*}}, %{{.*}}] : memref<3x33x65xf64>
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[BATCH]], %{{.*}}] : memref<65x3x33xf64>
func.func @batched(%a: memref<3x33x65xf64>, %b: memref<65x3x33xf64>) {
  linalg.transpose ins(%a : memref<3x33x65xf64>) outs(%b : memref<65x3x33xf64>) permutation = [2, 0, 1]
  return
}

// The innermost dimension stays: whole rows move, nothing to tile.
// CHECK-LABEL: func.func @rows
// CHECK: linalg.transpose
// CHECK-NOT: gpu.launch
func.func @rows(%a: memref<3x33x65xf64>, %b: memref<33x3x65xf64>) {
  linalg.transpose ins(%a : memref<3x33x65xf64>) outs(%b : memref<33x3x65xf64>) permutation = [1, 0, 2]
  return
}

// Dynamic sizes: the grid is computed on the host and the launch guarded
// (a grid of zero blocks is an error); an empty transpose launches nothing.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[ROWS:.*]] = memref.dim %{{.*}}, %c0
// CHECK: %[[COLS:.*]] = memref.dim %{{.*}}, %c1
// CHECK: %[[TC:.*]] = arith.ceildivsi %[[COLS]], %c32
// CHECK: %[[TR:.*]] = arith.ceildivsi %[[ROWS]], %c32
// CHECK: %[[N:.*]] = arith.muli %[[TC]], %[[TR]]
// CHECK: %[[ANY:.*]] = arith.cmpi sgt, %[[N]], %c0
// CHECK: scf.if %[[ANY]]
// CHECK: gpu.launch blocks({{[^)]+}}) in ({{[^=]+}}= %[[N]],
// CHECK-SAME: workgroup({{[^:]+}}: memref<32x33xi32, #gpu.address_space<workgroup>>)
func.func @dynamic(%a: memref<?x?xi32>, %b: memref<?x?xi32>) {
  linalg.transpose ins(%a : memref<?x?xi32>) outs(%b : memref<?x?xi32>) permutation = [1, 0]
  return
}

// CHECK-LABEL: func.func @empty
// CHECK-NEXT: return
func.func @empty(%a: memref<0x8xf32>, %b: memref<8x0xf32>) {
  linalg.transpose ins(%a : memref<0x8xf32>) outs(%b : memref<8x0xf32>) permutation = [1, 0]
  return
}
