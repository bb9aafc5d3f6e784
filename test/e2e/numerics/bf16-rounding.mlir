// Rounding to bf16 on the host, bit for bit: round to nearest even,
// subnormals kept, as JAX does. The rounding is integer arithmetic on the
// f32's bits (dtc-prepare-host-vectorization), bf16 sums are f32 sums
// rounded so: where the CPU has AVX-512 BF16, LLVM's vcvtneps2bf16 flushed
// subnormals to zero (2^-130 became 0). exp of bf16 and tanh of f16 are f32
// functions rounded, within one ulp of the narrow type. Compiled for this
// host and for x86-64-v3 (which has no bf16 instructions).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/bf16_rounding.py %t
// RUN: dtc compile %s -o %t/bf16
// RUN: %t/bf16 --input %t/x.npy --input %t/y.npy --output %t/r.npy --output %t/s.npy --output %t/e.npy --output %t/t.npy
// RUN: %python %S/../Inputs/bf16_rounding.py %t --check | FileCheck %s
// RUN: dtc compile %s -o %t/bf16-v3 --host-cpu x86-64-v3
// RUN: %t/bf16-v3 --input %t/x.npy --input %t/y.npy --output %t/r.npy --output %t/s.npy --output %t/e.npy --output %t/t.npy
// RUN: %python %S/../Inputs/bf16_rounding.py %t --check | FileCheck %s
// Through the GPU kernel formation (emulated): rounded as a GPU rounds
// (cvt.rn.bf16.f32 keeps subnormals); the emulated kernels flushed them.
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/bf16-emu
// RUN: %t/bf16-emu --input %t/x.npy --input %t/y.npy --output %t/r.npy --output %t/s.npy --output %t/e.npy --output %t/t.npy
// RUN: %python %S/../Inputs/bf16_rounding.py %t --check | FileCheck %s
// CHECK: r: 262144 elements bit for bit, {{[1-9][0-9]+}} subnormal
// CHECK: s: 262144 elements bit for bit, {{[1-9][0-9]+}} subnormal
// CHECK: e: 262144 elements within 1 ulp, {{[1-9][0-9]+}} subnormal
// CHECK: t: 262144 elements within 1 ulp

!f = tensor<512x512xf32>
!b = tensor<512x512xbf16>
!h = tensor<512x512xf16>
func.func @main(%x: !f, %y: !f) -> (!f, !f, !f, !f) {
  %xb = arith.truncf %x : !f to !b
  %yb = arith.truncf %y : !f to !b
  %r = arith.extf %xb : !b to !f
  %sb = arith.addf %xb, %yb : !b
  %s = arith.extf %sb : !b to !f
  %eb = math.exp %xb : !b
  %e = arith.extf %eb : !b to !f
  %xh = arith.truncf %x : !f to !h
  %th = math.tanh %xh : !h
  %t = arith.extf %th : !h to !f
  return %r, %s, %e, %t : !f, !f, !f, !f
}
