// f32 exp on the host over its whole domain (specials, thresholds and
// about a million floats from -105 to 90), against exp in f64 rounded to
// f32. It is dtc's expansion (dtc-prepare-host-vectorization): on a CPU
// with AVX-512 ending in vscalefps (scalef), for one without it
// (--host-cpu x86-64-v3) in two products by powers of two made from
// exponent bits; within 1 ulp everywhere either way, the results below
// 2^-126 subnormal as numpy's (MLIR's approximation, which the second used
// before, flushed them to zero and was 5.5 ulp off near 88.7). Without fused
// multiply-adds (x86-64-v2), within 1.5 ulp (1.13 measured).
// REQUIRES: avx512
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/exp_inputs.py %t
// RUN: dtc compile %s -o %t/exp --dump-after lower | FileCheck %s --check-prefix=SCALEF
// SCALEF: dtc-cpu-lowering{fma=true runtime-allocator=true scalef=true}
// SCALEF: llvm.intr.ldexp
// RUN: %t/exp --input %t/x.npy --output %t/y.npy
// RUN: %python %S/../Inputs/exp_inputs.py %t --check y 1 | FileCheck %s --check-prefix=DTC
// DTC: y: 2172928 elements, within 1.0 ulp (worst 0.{{[0-9]+}}); {{[1-9][0-9]+}} subnormal results
// RUN: dtc compile %s -o %t/exp-v3 --host-cpu x86-64-v3 --dump-after lower | FileCheck %s --check-prefix=PRODUCTS
// PRODUCTS: dtc-cpu-lowering{fma=true runtime-allocator=true scalef=false}
// PRODUCTS-NOT: llvm.intr.ldexp
// RUN: %t/exp-v3 --input %t/x.npy --output %t/y3.npy
// RUN: %python %S/../Inputs/exp_inputs.py %t --check y3 1 | FileCheck %s --check-prefix=V3
// V3: y3: 2172928 elements, within 1.0 ulp (worst 0.{{[0-9]+}}); {{[1-9][0-9]+}} subnormal results
// RUN: dtc compile %s -o %t/exp-v2 --host-cpu x86-64-v2
// RUN: %t/exp-v2 --input %t/x.npy --output %t/y2.npy
// RUN: %python %S/../Inputs/exp_inputs.py %t --check y2 1.5 | FileCheck %s --check-prefix=V2
// V2: y2: 2172928 elements, within 1.5 ulp (worst {{.*}}); {{[1-9][0-9]+}} subnormal results

func.func @main(%x: tensor<2122x1024xf32>) -> tensor<2122x1024xf32> {
  %e = math.exp %x : tensor<2122x1024xf32>
  return %e : tensor<2122x1024xf32>
}
