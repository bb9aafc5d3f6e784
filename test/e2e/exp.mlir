// f32 exp on the host over its whole domain (specials, thresholds and
// about a million floats from -105 to 90), against exp in f64 rounded to
// f32. On a CPU with AVX-512 it is dtc's expansion ending in vscalefps
// (dtc-prepare-host-vectorization's scalef): within 1 ulp everywhere, the
// results below 2^-126 subnormal as numpy's. For a CPU without it
// (--host-cpu x86-64-v3) MLIR's approximation: results below about
// 2^-126.5 flushed to zero and, where exp is a normal float, within 6 ulp.
// REQUIRES: avx512
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/exp_inputs.py %t
// RUN: dtc compile %s -o %t/exp --dump-after lower | FileCheck %s --check-prefix=SCALEF
// SCALEF: dtc-cpu-lowering{fma=true runtime-allocator=true scalef=true}
// SCALEF: llvm.intr.ldexp
// RUN: %t/exp --input %t/x.npy --output %t/y.npy
// RUN: %python %S/Inputs/exp_inputs.py %t --check y 1 | FileCheck %s --check-prefix=DTC
// DTC: y: 2172928 elements, within 1.0 ulp (worst 0.{{[0-9]+}}); {{[1-9][0-9]+}} subnormal results
// RUN: dtc compile %s -o %t/exp-v3 --host-cpu x86-64-v3 --dump-after lower | FileCheck %s --check-prefix=MLIR
// MLIR: dtc-cpu-lowering{fma=true runtime-allocator=true scalef=false}
// MLIR-NOT: llvm.intr.ldexp
// RUN: %t/exp-v3 --input %t/x.npy --output %t/y3.npy
// RUN: not %python %S/Inputs/exp_inputs.py %t --check y3 1 2>&1 | FileCheck %s --check-prefix=FLUSHED
// FLUSHED: y3: {{[0-9]+}} results more than 1.0 ulp away
// RUN: %python %S/Inputs/exp_inputs.py %t --check y3 6 --normal | FileCheck %s --check-prefix=NORMAL
// NORMAL: y3: 2172928 elements, within 6.0 ulp (worst {{.*}}); {{[0-9]+}} subnormal results; {{[1-9][0-9]+}} below 2^-126 flushed to zero

func.func @main(%x: tensor<2122x1024xf32>) -> tensor<2122x1024xf32> {
  %e = math.exp %x : tensor<2122x1024xf32>
  return %e : tensor<2122x1024xf32>
}
