// Rank-reducing slices (x[:, 2, :], x[3], x[:, :, 5], as torch-mlir writes
// them) of a tensor sharded over two axes, against numpy: a kept dimension
// keeps its sharding, a dropped one that was sharded is gathered first; and
// rank-reduced inserts (x[5] = r, x[:, 1, :] = s) into it, each device
// writing what its block holds.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:8x4x16 r=float32:4x16 s=float32:8x16 --seed 5
// RUN: dtc run %s --input %t/x.npy --input %t/r.npy --input %t/s.npy --output %t/a.npy --output %t/b.npy --output %t/c.npy --output %t/d.npy
// RUN: %npy check %t 'x[:, 2, :]' a --rtol 0 | FileCheck %s --check-prefix=A
// RUN: %npy check %t 'x[3]' b --rtol 0 | FileCheck %s --check-prefix=B
// RUN: %npy check %t 'x[:, :, 5]' c --rtol 0 | FileCheck %s --check-prefix=C
// A: a: matches numpy
// B: b: matches numpy
// C: c: matches numpy
// RUN: %npy check %t '(lambda y: (y.__setitem__(5, r), y.__setitem__((slice(None), 1), s), y)[-1])(x.copy())' d --rtol 0 | FileCheck %s --check-prefix=D
// D: d: matches numpy

dtensor.mesh @m <[p = 2, q = 2], cpu>
func.func @main(%x: tensor<8x4x16xf32> {dtensor.layout = #dtensor.layout<@m, [p, unsharded, q]>},
                %r: tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, q]>},
                %s: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [p, q]>})
    -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [p, q]>},
        tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, q]>},
        tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [p, unsharded]>},
        tensor<8x4x16xf32> {dtensor.layout = #dtensor.layout<@m, [p, unsharded, q]>}) {
  %a = tensor.extract_slice %x[0, 2, 0] [8, 1, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x16xf32>
  %b = tensor.extract_slice %x[3, 0, 0] [1, 4, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<4x16xf32>
  %c = tensor.extract_slice %x[0, 0, 5] [8, 4, 1] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x4xf32>
  %d0 = tensor.insert_slice %r into %x[5, 0, 0] [1, 4, 16] [1, 1, 1] : tensor<4x16xf32> into tensor<8x4x16xf32>
  %d = tensor.insert_slice %s into %d0[0, 1, 0] [8, 1, 16] [1, 1, 1] : tensor<8x16xf32> into tensor<8x4x16xf32>
  return %a, %b, %c, %d : tensor<8x16xf32>, tensor<4x16xf32>, tensor<8x4xf32>, tensor<8x4x16xf32>
}
