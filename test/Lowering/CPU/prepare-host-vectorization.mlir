// RUN: dtc-opt %s --dtc-prepare-host-vectorization | FileCheck %s
// The maps of @pool_rows, printed first as aliases.
// CHECK-DAG: #[[WIN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d3, d2 + d4, d5)>
// CHECK-DAG: #[[PWIN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4)>
// CHECK-DAG: #[[PROWS:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
// f32 transcendental functions become polynomial approximations (f64 keeps
// libm), and the float operation that folds into a reduction's accumulator
// may reassociate; elementwise ops and other operations keep their flags.

// CHECK-LABEL: func.func @sum_of_tanh
// CHECK: linalg.generic
// CHECK-NOT: math.tanh
// CHECK: math.fma
// CHECK: arith.divf
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : f32
// CHECK-NEXT: linalg.yield %[[SUM]] : f32
func.func @sum_of_tanh(%x: tensor<8x64xf32>, %zero: tensor<8xf32>) -> tensor<8xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%zero : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = math.tanh %in : f32
    %sum = arith.addf %acc, %t : f32
    linalg.yield %sum : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// A max with flags already keeps them; the product before it is not the
// accumulator's update and keeps none.
// CHECK-LABEL: func.func @max_of_squares
// CHECK: %[[SQ:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: arith.maximumf %{{.*}}, %[[SQ]] fastmath<reassoc,nnan> : f32
func.func @max_of_squares(%x: tensor<8x64xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %m = arith.maximumf %acc, %sq fastmath<nnan> : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// Elementwise: exp is approximated, the add is no reduction and stays.
// Without scalef, f32 exp is dtc's expansion too (see SCALEF below), e^r
// scaled by two powers of two made from exponent bits, 2^h and 2^(n - h)
// with h = n >> 1, so that only the second product rounds (a subnormal
// result included).
// CHECK-LABEL: func.func @elementwise
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[BIAS:.*]] = arith.constant 127 : i32
// CHECK-DAG: %[[C23:.*]] = arith.constant 23 : i32
// CHECK-NOT: math.exp
// CHECK-NOT: llvm.intr.ldexp
// CHECK-COUNT-9: math.fma
// CHECK: %[[ER:.*]] = math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %[[H:.*]] = arith.shrsi %[[NI:.*]], %[[C1]] : i32
// CHECK-NEXT: %[[L:.*]] = arith.subi %[[NI]], %[[H]] : i32
// CHECK-NEXT: %[[HB:.*]] = arith.addi %[[H]], %[[BIAS]] : i32
// CHECK-NEXT: %[[HS:.*]] = arith.shli %[[HB]], %[[C23]] : i32
// CHECK-NEXT: %[[P1:.*]] = arith.bitcast %[[HS]] : i32 to f32
// CHECK-NEXT: %[[S1:.*]] = arith.mulf %[[ER]], %[[P1]] : f32
// CHECK-NEXT: %[[LB:.*]] = arith.addi %[[L]], %[[BIAS]] : i32
// CHECK-NEXT: %[[LS:.*]] = arith.shli %[[LB]], %[[C23]] : i32
// CHECK-NEXT: %[[P2:.*]] = arith.bitcast %[[LS]] : i32 to f32
// CHECK-NEXT: %[[E:.*]] = arith.mulf %[[S1]], %[[P2]] : f32
// CHECK-NEXT: arith.addf %[[E]], %{{.*}} : f32
// CHECK-NOT: fastmath
// CHECK: return
func.func @elementwise(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%y : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    %a = arith.addf %e, %out : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// f64 keeps libm's tanh; its sum still reassociates.
// CHECK-LABEL: func.func @f64_sum
// CHECK: math.tanh %{{.*}} : f64
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : f64
func.func @f64_sum(%x: tensor<4x16xf64>, %zero: tensor<4xf64>) -> tensor<4xf64> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf64>) outs(%zero : tensor<4xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %t = math.tanh %in : f64
    %sum = arith.addf %acc, %t : f64
    linalg.yield %sum : f64
  } -> tensor<4xf64>
  return %s : tensor<4xf64>
}

// Divisions stay divisions, by a row's value too (a softmax's row sum, a
// norm's deviation): vdivps is exact, and the f64 product with the
// reciprocal that dtc made of them was no faster (19% slower in a softmax
// on an AMD Zen 5).
// CHECK-LABEL: func.func @divide_by_rows
// CHECK-NOT: arith.truncf
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: math.sqrt
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: return
// NOFMA-LABEL: func.func @divide_by_rows
// NOFMA-NOT: arith.truncf
// NOFMA: arith.divf %{{.*}}, %{{.*}} : f32
// NOFMA: arith.divf %{{.*}}, %{{.*}} : f32
// NOFMA: return
func.func @divide_by_rows(%x: tensor<8x64xf32>, %s: tensor<8xf32>, %y: tensor<8x64xf32>)
    -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %q = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<8x64xf32>, tensor<8xf32>) outs(%y : tensor<8x64xf32>) {
  ^bb0(%in: f32, %row: f32, %out: f32):
    %d = arith.divf %in, %row : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  %eps = arith.constant 1.0e-5 : f32
  %n = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<8x64xf32>, tensor<8xf32>) outs(%y : tensor<8x64xf32>) {
  ^bb0(%in: f32, %var: f32, %out: f32):
    %v = arith.addf %var, %eps : f32
    %sd = math.sqrt %v : f32
    %d = arith.divf %in, %sd : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  return %q, %n : tensor<8x64xf32>, tensor<8x64xf32>
}

// Divisions that stay: by a value that changes along the innermost loop
// (an element, a column's value, the innermost index), with fast-math
// flags (LLVM's to rewrite), and in f64.
// CHECK-LABEL: func.func @divisions_that_stay
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} fastmath<arcp> : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} : f64
// CHECK: return
func.func @divisions_that_stay(%x: tensor<8x64xf32>, %c: tensor<64xf32>, %y: tensor<8x64xf32>,
                               %s: tensor<8xf32>, %xd: tensor<8x64xf64>, %sd: tensor<8xf64>,
                               %yd: tensor<8x64xf64>)
    -> (tensor<8x64xf32>, tensor<8x64xf64>) {
  %q = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %c, %s : tensor<8x64xf32>, tensor<64xf32>, tensor<8xf32>) outs(%y : tensor<8x64xf32>) {
  ^bb0(%in: f32, %col: f32, %row: f32, %out: f32):
    %a = arith.divf %row, %in : f32
    %b = arith.divf %a, %col : f32
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %c1 = arith.divf %b, %jf : f32
    %d = arith.divf %c1, %row fastmath<arcp> : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  %qd = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                         affine_map<(i, j) -> (i, j)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%xd, %sd : tensor<8x64xf64>, tensor<8xf64>) outs(%yd : tensor<8x64xf64>) {
  ^bb0(%in: f64, %row: f64, %out: f64):
    %d = arith.divf %in, %row : f64
    linalg.yield %d : f64
  } -> tensor<8x64xf64>
  return %q, %qd : tensor<8x64xf32>, tensor<8x64xf64>
}

// On a host without fused multiply-add instructions (fma=false), the
// approximations' fused multiply-adds become a product and a sum; the
// program's own math.fma keeps its single rounding.
// RUN: dtc-opt %s --dtc-prepare-host-vectorization=fma=false | FileCheck %s --check-prefix=NOFMA
// RUN: dtc-opt %s --dtc-prepare-host-vectorization=fma=false | grep -c math.fma | FileCheck %s --check-prefix=ONEFMA
// ONEFMA: {{^1$}}
// NOFMA-LABEL: func.func @tanh_and_an_fma
// NOFMA-NOT: math.tanh
// NOFMA: arith.mulf
// NOFMA: arith.addf
// NOFMA: %[[OWN:.*]] = math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// NOFMA-NOT: math.fma
// NOFMA: linalg.yield %[[OWN]] : f32
// With fma (the default) the approximation keeps its math.fma.
// CHECK-LABEL: func.func @tanh_and_an_fma
// CHECK-COUNT-2: math.fma
func.func @tanh_and_an_fma(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%y : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    %f = math.fma %t, %in, %out : f32
    linalg.yield %f : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// A divisor computed inside a region nested in the body is not followed:
// the division stays (here it changes with the element).
// CHECK-LABEL: func.func @divisor_in_a_nested_region
// CHECK: scf.if
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: arith.truncf
// CHECK: return
func.func @divisor_in_a_nested_region(%x: tensor<8x64xf32>, %s: tensor<8xf32>, %y: tensor<8x64xf32>,
                                      %c: i1) -> tensor<8x64xf32> {
  %q = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<8x64xf32>, tensor<8xf32>) outs(%y : tensor<8x64xf32>) {
  ^bb0(%in: f32, %row: f32, %out: f32):
    %r = scf.if %c -> f32 {
      %sq = arith.mulf %in, %in : f32
      %d = arith.divf %row, %sq : f32
      scf.yield %d : f32
    } else {
      scf.yield %row : f32
    }
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %q : tensor<8x64xf32>
}

// With scalef (AVX-512's vscalefps), f32 exp is dtc's expansion: x clamped
// to [-104, 89] (uge / ule keep a NaN), n rounded by adding 1.5 * 2^23
// (0x4B400000, whose bits are 1262485504), r = x - n ln 2 in two steps,
// Cephes's polynomial in 7 fused multiply-adds, e^r scaled by
// llvm.intr.ldexp; the exp inside expm1's approximation too. f64 keeps
// libm; without the option, two products by powers of two (no ldexp).
// RUN: dtc-opt %s --dtc-prepare-host-vectorization=scalef=true | FileCheck %s --check-prefix=SCALEF
// SCALEF-LABEL: func.func @elementwise
// SCALEF-DAG: %[[LO:.*]] = arith.constant -1.040000e+02 : f32
// SCALEF-DAG: %[[HI:.*]] = arith.constant 8.900000e+01 : f32
// SCALEF-DAG: %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// SCALEF-DAG: %[[SHIFT:.*]] = arith.constant 0x4B400000 : f32
// SCALEF-DAG: %[[SHIFTBITS:.*]] = arith.constant 1262485504 : i32
// SCALEF-DAG: %[[LN2HI:.*]] = arith.constant -0.693359375 : f32
// SCALEF-DAG: %[[LN2LO:.*]] = arith.constant 2.12194442E-4 : f32
// SCALEF-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// SCALEF: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// SCALEF-NEXT: %[[C1:.*]] = arith.cmpf uge, %[[IN]], %[[LO]] : f32
// SCALEF-NEXT: %[[X1:.*]] = arith.select %[[C1]], %[[IN]], %[[LO]] : f32
// SCALEF-NEXT: %[[C2:.*]] = arith.cmpf ule, %[[X1]], %[[HI]] : f32
// SCALEF-NEXT: %[[X:.*]] = arith.select %[[C2]], %[[X1]], %[[HI]] : f32
// SCALEF-NEXT: %[[T:.*]] = math.fma %[[X]], %[[LOG2E]], %[[SHIFT]] : f32
// SCALEF-NEXT: %[[N:.*]] = arith.subf %[[T]], %[[SHIFT]] : f32
// SCALEF-NEXT: %[[TBITS:.*]] = arith.bitcast %[[T]] : f32 to i32
// SCALEF-NEXT: %[[NI:.*]] = arith.subi %[[TBITS]], %[[SHIFTBITS]] : i32
// SCALEF-NEXT: %[[R1:.*]] = math.fma %[[N]], %[[LN2HI]], %[[X]] : f32
// SCALEF-NEXT: %[[R:.*]] = math.fma %[[N]], %[[LN2LO]], %[[R1]] : f32
// SCALEF-COUNT-5: math.fma %{{.*}}, %[[R]]
// SCALEF-NEXT: %[[U:.*]] = math.fma %{{.*}}, %[[R]], %[[ONE]] : f32
// SCALEF-NEXT: %[[ER:.*]] = math.fma %[[U]], %[[R]], %[[ONE]] : f32
// SCALEF-NEXT: %[[E:.*]] = llvm.intr.ldexp(%[[ER]], %[[NI]]) : (f32, i32) -> f32
// SCALEF-NEXT: arith.addf %[[E]], %[[OUT]] : f32
// SCALEF-NOT: math.exp
// SCALEF-LABEL: func.func @f64_sum
// SCALEF: math.tanh %{{.*}} : f64
// SCALEF-LABEL: func.func @expm1_and_f64_exp
// SCALEF-NOT: math.expm1
// SCALEF: llvm.intr.ldexp
// SCALEF: math.exp %{{.*}} : f64
// CHECK-LABEL: func.func @expm1_and_f64_exp
// CHECK-NOT: llvm.intr.ldexp
// CHECK: math.exp %{{.*}} : f64
func.func @expm1_and_f64_exp(%x: tensor<64xf32>, %y: tensor<64xf32>, %xd: tensor<64xf64>,
                             %yd: tensor<64xf64>) -> (tensor<64xf32>, tensor<64xf64>) {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%y : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.expm1 %in : f32
    linalg.yield %e : f32
  } -> tensor<64xf32>
  %rd = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                        iterator_types = ["parallel"]}
      ins(%xd : tensor<64xf64>) outs(%yd : tensor<64xf64>) {
  ^bb0(%in: f64, %out: f64):
    %e = math.exp %in : f64
    linalg.yield %e : f64
  } -> tensor<64xf64>
  return %r, %rd : tensor<64xf32>, tensor<64xf64>
}

// A vector-typed f32 exp (not a loop's scalar) keeps MLIR's approximation.
// SCALEF-LABEL: func.func @vector_exp
// SCALEF-NOT: llvm.intr.ldexp
// SCALEF-NOT: math.exp
// SCALEF: return
// CHECK-LABEL: func.func @vector_exp
// CHECK-NOT: math.exp
// CHECK: return
func.func @vector_exp(%v: vector<16xf32>) -> vector<16xf32> {
  %e = math.exp %v : vector<16xf32>
  return %e : vector<16xf32>
}

// f32 log and log2 take a subnormal x as x * 2^23 and subtract 23 ln 2 (or
// 23) from the approximation; sin, cos and atan stay libm's (MLIR's
// approximations of them are far off: test/e2e/numerics/math-accuracy.mlir).
// CHECK-LABEL: func.func @logs_and_trig
// CHECK-DAG: %[[LN:.*]] = arith.constant 15.9423847 : f32
// CHECK-DAG: %[[LOG2:.*]] = arith.constant 2.300000e+01 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[SCALE:.*]] = arith.constant 0x4B000000 : f32
// CHECK-DAG: %[[TINY:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[SMALL:.*]] = arith.cmpf olt, %[[X]], %[[TINY]] : f32
// CHECK: %[[SCALED:.*]] = arith.mulf %[[X]], %[[SCALE]] : f32
// CHECK: arith.select %[[SMALL]], %[[SCALED]], %[[X]] : f32
// CHECK: %[[C:.*]] = arith.select %[[SMALL]], %[[LN]], %[[ZERO]] : f32
// CHECK: arith.subf %{{.*}}, %[[C]] : f32
// CHECK: %[[SMALL2:.*]] = arith.cmpf olt, %[[X]], %[[TINY]] : f32
// CHECK: %[[C2:.*]] = arith.select %[[SMALL2]], %[[LOG2]], %[[ZERO]] : f32
// CHECK: arith.subf %{{.*}}, %[[C2]] : f32
// CHECK-NOT: math.log
// CHECK: math.sin %[[X]] : f32
// CHECK: math.cos %[[X]] : f32
// CHECK: math.atan %[[X]] : f32
// CHECK: linalg.yield
func.func @logs_and_trig(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%y : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = math.log %in : f32
    %l2 = math.log2 %in : f32
    %s = math.sin %in : f32
    %c = math.cos %in : f32
    %a = math.atan %in : f32
    %0 = arith.addf %l, %l2 : f32
    %1 = arith.addf %0, %s : f32
    %2 = arith.addf %1, %c : f32
    %3 = arith.addf %2, %a : f32
    linalg.yield %3 : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// bf16: arithmetic in f32, and each rounding to bf16 (the program's truncf,
// the sum's) integer operations on the f32's bits, round to nearest even
// (+ 0x7FFF + the kept bit's parity), a NaN 0x7FC0: no arith.truncf left
// for LLVM to turn into vcvtneps2bf16, which flushes subnormals.
// CHECK-LABEL: func.func @bf16_sum
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[QNAN:.*]] = arith.constant 32704 : i16
// CHECK-DAG: %[[HALF:.*]] = arith.constant 32767 : i32
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : i32
// CHECK: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: bf16, %{{.*}}: bf16):
// CHECK: %[[NAN:.*]] = arith.cmpf une, %[[A]], %[[A]] : f32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[A]] : f32 to i32
// CHECK: %[[KEPT:.*]] = arith.shrui %[[BITS]], %[[C16]] : i32
// CHECK: %[[PARITY:.*]] = arith.andi %[[KEPT]], %[[ONE]] : i32
// CHECK: %[[BIAS:.*]] = arith.addi %[[PARITY]], %[[HALF]] : i32
// CHECK: %[[SUM:.*]] = arith.addi %[[BITS]], %[[BIAS]] : i32
// CHECK: %[[HIGH:.*]] = arith.shrui %[[SUM]], %[[C16]] : i32
// CHECK: %[[T:.*]] = arith.trunci %[[HIGH]] : i32 to i16
// CHECK: arith.select %[[NAN]], %[[QNAN]], %[[T]] : i16
// CHECK: %[[F:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: arith.cmpf une, %[[F]], %[[F]] : f32
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK: linalg.yield
func.func @bf16_sum(%x: tensor<64xf32>, %y: tensor<64xbf16>, %o: tensor<64xbf16>) -> tensor<64xbf16> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x, %y : tensor<64xf32>, tensor<64xbf16>) outs(%o : tensor<64xbf16>) {
  ^bb0(%a: f32, %b: bf16, %out: bf16):
    %t = arith.truncf %a : f32 to bf16
    %s = arith.addf %t, %b : bf16
    linalg.yield %s : bf16
  } -> tensor<64xbf16>
  return %r : tensor<64xbf16>
}

// A pool's loop nest puts the output's last (contiguous) dimension
// innermost, after its window's reductions: each step updates a row of
// outputs from a row of the image (the same results per element).
// CHECK-LABEL: func.func @pool_rows
// CHECK: linalg.generic {indexing_maps = [#[[WIN]], #[[PWIN]], #[[PROWS]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]}
func.func @pool_rows(%x: tensor<1x10x10x8xf32>, %o: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %w = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x10x10x8xf32>, tensor<3x3xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %r : tensor<1x8x8x8xf32>
}
