// Unsigned integers at the executable's boundary (`dtensor.unsigned`):
// uint32 keys above 2^31 hashed with unsigned shifts, products, divisions
// and remainders, their row maxima compared unsigned across the devices
// that hold a row's columns, uint8 pixels doubled and clipped, a uint64
// counter above 2^63 halved; inputs and outputs are numpy's '<u4', '|u1'
// and '<u8' (they were "unsupported dtype"), the bits unchanged. Against
// numpy; then as a training job whose uint32 key variable is hashed each
// step, checkpointed and assembled by `dtc checkpoint` as '<u4'.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/unsigned_io.py %t
// RUN: dtc run %s --input %t/key.npy --input %t/img.npy --input %t/big.npy --output %t/h.npy --output %t/m.npy --output %t/p.npy --output %t/b.npy
// RUN: %python %S/../Inputs/unsigned_io.py %t --check | FileCheck %s
// CHECK: h: matches numpy (uint32)
// CHECK: m: matches numpy (uint32)
// CHECK: p: matches numpy (uint8)
// CHECK: b: matches numpy (uint64)
// Over 4 processes (a device each): the shards cross MPI as the same bits.
// RUN: %if mpi %{ sed 's/cpu>/cpu, clients = 4>/' %s > %t/four.mlir %}
// RUN: %if mpi %{ dtc compile %t/four.mlir -o %t/four %}
// RUN: %if mpi %{ %mpirun -np 4 %t/four --input %t/key.npy --input %t/img.npy --input %t/big.npy --output %t/h.npy --output %t/m.npy --output %t/p.npy --output %t/b.npy %}
// RUN: %if mpi %{ %python %S/../Inputs/unsigned_io.py %t --check | FileCheck %s %}
// An argument refuses a file of another element type (and a signed one an
// unsigned file: NpyTest).
// RUN: not dtc run %s --input %t/img.npy --input %t/img.npy --input %t/big.npy --output %t/x0.npy --output %t/x1.npy --output %t/x2.npy --output %t/x3.npy 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: input #0 ({{.*}}img.npy): '{{.*}}img.npy' holds u8[4, 8], expected u32[4, 8]
// The key as a variable: three steps, a checkpoint, the variable read back.
// RUN: sed -n '/^\/\/ JOB:/s/^\/\/ JOB://p' %s > %t/job.mlir
// RUN: dtc compile %t/job.mlir -o %t/job
// RUN: %t/job --variable key=%t/key.npy --steps 3 --checkpoint %t/ck --log-every 0
// RUN: dtc checkpoint %t/ck | FileCheck %s --check-prefix=LIST
// LIST: key: u32[4x8], mesh [2x2]
// RUN: dtc checkpoint %t/ck --variable key -o %t/k3.npy
// RUN: %python %S/../Inputs/unsigned_io.py %t --check --steps | FileCheck %s --check-prefix=STEPS
// STEPS: k3: matches numpy

dtensor.mesh @m <[x = 2, y = 2], cpu>

func.func private @mix(%k: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %s16 = arith.constant dense<16> : tensor<4x8xi32>
  %mul = arith.constant dense<73244475> : tensor<4x8xi32>
  %three = arith.constant dense<3> : tensor<4x8xi32>
  %thousand = arith.constant dense<1000> : tensor<4x8xi32>
  %sh = arith.shrui %k, %s16 : tensor<4x8xi32>
  %x = arith.xori %k, %sh : tensor<4x8xi32>
  %h = arith.muli %x, %mul : tensor<4x8xi32>
  %q = arith.divui %h, %three : tensor<4x8xi32>
  %r = arith.remui %h, %thousand : tensor<4x8xi32>
  %o = arith.addi %q, %r : tensor<4x8xi32>
  return %o : tensor<4x8xi32>
}

func.func @main(%key: tensor<4x8xi32> {dtensor.unsigned, dtensor.layout = #dtensor.layout<@m, [x, y]>},
                %img: tensor<4x8xi8> {dtensor.unsigned, dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                %big: tensor<4xi64> {dtensor.unsigned, dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<4x8xi32> {dtensor.unsigned}, tensor<4xi32> {dtensor.unsigned},
        tensor<4x8xi8> {dtensor.unsigned}, tensor<4xi64> {dtensor.unsigned}) {
  %h = func.call @mix(%key) : (tensor<4x8xi32>) -> tensor<4x8xi32>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %m = linalg.reduce ins(%key : tensor<4x8xi32>) outs(%init : tensor<4xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %mx = arith.maxui %in, %acc : i32
      linalg.yield %mx : i32
    }
  %wide = arith.extui %img : tensor<4x8xi8> to tensor<4x8xi32>
  %two = arith.constant dense<2> : tensor<4x8xi32>
  %top = arith.constant dense<255> : tensor<4x8xi32>
  %d = arith.muli %wide, %two : tensor<4x8xi32>
  %c = arith.minui %d, %top : tensor<4x8xi32>
  %p = arith.trunci %c : tensor<4x8xi32> to tensor<4x8xi8>
  %one = arith.constant dense<1> : tensor<4xi64>
  %b = arith.shrui %big, %one : tensor<4xi64>
  return %h, %m, %p, %b : tensor<4x8xi32>, tensor<4xi32>, tensor<4x8xi8>, tensor<4xi64>
}

// JOB: dtensor.mesh @m <[x = 2, y = 2], cpu>
// JOB: func.func @main(%key: tensor<4x8xi32> {dtensor.unsigned, dtensor.variable = "key", dtensor.layout = #dtensor.layout<@m, [x, y]>})
// JOB:     -> (tensor<4x8xi32> {dtensor.unsigned, dtensor.assign = "key"}) {
// JOB:   %s16 = arith.constant dense<16> : tensor<4x8xi32>
// JOB:   %mul = arith.constant dense<73244475> : tensor<4x8xi32>
// JOB:   %three = arith.constant dense<3> : tensor<4x8xi32>
// JOB:   %thousand = arith.constant dense<1000> : tensor<4x8xi32>
// JOB:   %sh = arith.shrui %key, %s16 : tensor<4x8xi32>
// JOB:   %x = arith.xori %key, %sh : tensor<4x8xi32>
// JOB:   %h = arith.muli %x, %mul : tensor<4x8xi32>
// JOB:   %q = arith.divui %h, %three : tensor<4x8xi32>
// JOB:   %r = arith.remui %h, %thousand : tensor<4x8xi32>
// JOB:   %o = arith.addi %q, %r : tensor<4x8xi32>
// JOB:   return %o : tensor<4x8xi32>
// JOB: }
