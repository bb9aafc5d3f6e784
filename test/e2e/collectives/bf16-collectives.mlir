// bf16 values crossing devices and the executable's boundary: an input
// sharded over both axes gathered whole, its row maxima over a sharded
// dimension (an all_reduce MAX of bf16: -0 below +0), its transpose
// resharded, and its row sums (in f32, dtc-widen-narrow-accumulators,
// rounded once). The .npy files are bf16 as JAX saves them ('<V2'). Before
// the runtime moved bf16, each collective was a compile error. Bit for bit
// against numpy, on CPU devices, through the GPU kernel formation
// (emulated) and over processes (MPI).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/bf16_collectives.py %t
// RUN: dtc run %s --input %t/x.npy --output %t/g.npy --output %t/m.npy --output %t/t.npy --output %t/s.npy
// RUN: %python %S/../Inputs/bf16_collectives.py %t --check | FileCheck %s
// RUN: dtc run --emulate-gpu-kernels %s --input %t/x.npy --output %t/g.npy --output %t/m.npy --output %t/t.npy --output %t/s.npy
// RUN: %python %S/../Inputs/bf16_collectives.py %t --check | FileCheck %s
// Over 4 processes (a device each: every collective crosses MPI, reduced
// by the runtime's kernel).
// RUN: %if mpi %{ sed 's/cpu>/cpu, clients = 4>/' %s > %t/four.mlir %}
// RUN: %if mpi %{ dtc compile %t/four.mlir -o %t/four %}
// RUN: %if mpi %{ %mpirun -np 4 %t/four --input %t/x.npy --output %t/g.npy --output %t/m.npy --output %t/t.npy --output %t/s.npy %}
// RUN: %if mpi %{ %python %S/../Inputs/bf16_collectives.py %t --check | FileCheck %s %}
// CHECK: g: 128 bf16 values bit for bit
// CHECK: m: 8 bf16 values bit for bit
// CHECK: t: 128 bf16 values bit for bit
// CHECK: s: 8 bf16 values bit for bit

dtensor.mesh @m <[a = 2, b = 2], cpu>
func.func @main(%x: tensor<8x16xbf16> {dtensor.layout = #dtensor.layout<@m, [a, b]>})
    -> (tensor<8x16xbf16> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
        tensor<8xbf16> {dtensor.layout = #dtensor.layout<@m, [a]>},
        tensor<16x8xbf16> {dtensor.layout = #dtensor.layout<@m, [a, unsharded]>},
        tensor<8xbf16> {dtensor.layout = #dtensor.layout<@m, [unsharded]>})
    attributes {dtensor.default_mesh = @m} {
  %ninf = arith.constant 0xFF80 : bf16
  %zero = arith.constant 0.0 : bf16
  %me = tensor.empty() : tensor<8xbf16>
  %mi = linalg.fill ins(%ninf : bf16) outs(%me : tensor<8xbf16>) -> tensor<8xbf16>
  %m = linalg.reduce ins(%x : tensor<8x16xbf16>) outs(%mi : tensor<8xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %r = arith.maximumf %acc, %in : bf16
      linalg.yield %r : bf16
    }
  %te = tensor.empty() : tensor<16x8xbf16>
  %t = linalg.transpose ins(%x : tensor<8x16xbf16>) outs(%te : tensor<16x8xbf16>) permutation = [1, 0]
  %si = linalg.fill ins(%zero : bf16) outs(%me : tensor<8xbf16>) -> tensor<8xbf16>
  %s = linalg.reduce ins(%x : tensor<8x16xbf16>) outs(%si : tensor<8xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %r = arith.addf %acc, %in : bf16
      linalg.yield %r : bf16
    }
  return %x, %m, %t, %s : tensor<8x16xbf16>, tensor<8xbf16>, tensor<16x8xbf16>, tensor<8xbf16>
}
