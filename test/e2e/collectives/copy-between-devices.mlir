// copy_to_mesh between meshes over different devices. The program runs on
// devices 0-3 (every device of its meshes): @compute's ops run on 0 and 1,
// @params's on 2, @other's on 3 and 2; the others skip them, and values
// cross by broadcasts from a device that holds them. Results match numpy,
// on the CPU mesh and through the GPU kernel formation (emulated).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:8x16 w=float32:16x8 --seed 5
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --list | FileCheck %s --check-prefix=ENTRIES
// ENTRIES: main: mesh [4] (f32[8x16], f32[16x8])
// RUN: %t/prog --entry main --input %t/x.npy --input %t/w.npy --output %t/t.npy --output %t/s.npy --output %t/w2.npy
// RUN: %npy check %t 'np.tanh(x @ w)' t
// RUN: %npy check %t 'np.tanh(x @ w).sum(axis=0)' s
// RUN: %npy check %t 'w * 2' w2
// RUN: %t/prog --entry roundtrip --input %t/x.npy --output %t/d.npy --output %t/b.npy
// RUN: %npy check %t 'x * 2' d
// RUN: %npy check %t 'x * 2' b
// A loop that moves values across in every iteration (w <- w - 0.1 * x^T x w
// on the parameter device, three times).
// RUN: %t/prog --entry loop --input %t/x.npy --input %t/w.npy --output %t/l.npy
// RUN: %npy check %t '(lambda f: f(f(f(w))))(lambda v: v - 0.1 * (x.T @ (x @ v)))' l
// Between meshes of one shape over other devices, with the same layout on
// each: every block goes from its device to its counterpart alone (device
// 0 to 3, 1 to 2), one broadcast of a shard within each pair.
// RUN: %t/prog --entry blocks --input %t/x.npy --output %t/k.npy
// RUN: %npy check %t 'np.exp(x)' k
// RUN: dtc compile %s -o %t/prog --comm-report 2>&1 | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: func @blocks: 1 collective, 256 B per device
// BLOCKS-NEXT: broadcast on @compute_to_other{{.*}}[pair]  4x16xf32  256 B
// Shards on disk: only the devices of each result's mesh write one.
// RUN: mkdir -p %t/shards
// RUN: %t/prog --entry roundtrip --input %t/x.npy --output-shards %t/shards
// RUN: ls %t/shards | FileCheck %s --check-prefix=SHARDS
// SHARDS: result0.dev2.npy
// SHARDS-NEXT: result0.dev3.npy
// SHARDS-NEXT: result1.dev0.npy
// SHARDS-NEXT: result1.dev1.npy
// SHARDS-NOT: npy
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry main --input %t/x.npy --input %t/w.npy --output %t/et.npy --output %t/es.npy --output %t/ew2.npy
// RUN: %npy check %t 'np.tanh(x @ w)' et
// RUN: %npy check %t 'np.tanh(x @ w).sum(axis=0)' es
// RUN: %t/emu --entry loop --input %t/x.npy --input %t/w.npy --output %t/el.npy
// RUN: %npy check %t '(lambda f: f(f(f(w))))(lambda v: v - 0.1 * (x.T @ (x @ v)))' el

dtensor.mesh @compute <[x = 2], cpu>
dtensor.mesh @params <[], cpu, device_ids = [2]>
dtensor.mesh @other <[y = 2], cpu, device_ids = [3, 2]>

// w lives on device 2; the compute devices read it, compute, and the
// column sums go back to device 2.
func.func @main(%x: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@compute, [x, unsharded]>},
                %w: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@params, [unsharded, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@compute, [x, unsharded]>},
        tensor<8xf32> {dtensor.layout = #dtensor.layout<@params, [unsharded]>},
        tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@params, [unsharded, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %wc = dtensor.copy_to_mesh %w : tensor<16x8xf32> to #dtensor.layout<@compute, [unsharded, unsharded]>
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %wc : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = math.tanh %m : tensor<8x8xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %f8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce ins(%t : tensor<8x8xf32>) outs(%f8 : tensor<8xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %sp = dtensor.copy_to_mesh %s : tensor<8xf32> to #dtensor.layout<@params, [unsharded]>
  %w2 = arith.addf %w, %w : tensor<16x8xf32>
  return %t, %sp, %w2 : tensor<8x8xf32>, tensor<8xf32>, tensor<16x8xf32>
}

// Sharded on devices 0,1, moved to devices 3,2 sharded the other way, and back.
func.func @roundtrip(%x: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@compute, [x, unsharded]>})
    -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@other, [unsharded, y]>},
        tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@compute, [unsharded, x]>}) {
  %o = dtensor.copy_to_mesh %x : tensor<8x16xf32> to #dtensor.layout<@other, [unsharded, y]>
  %d = arith.addf %o, %o : tensor<8x16xf32>
  %back = dtensor.copy_to_mesh %d : tensor<8x16xf32> to #dtensor.layout<@compute, [unsharded, x]>
  return %d, %back : tensor<8x16xf32>, tensor<8x16xf32>
}

func.func @blocks(%x: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@compute, [x, unsharded]>})
    -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@other, [y, unsharded]>}) {
  %o = dtensor.copy_to_mesh %x : tensor<8x16xf32> to #dtensor.layout<@other, [y, unsharded]>
  %e = math.exp %o : tensor<8x16xf32>
  return %e : tensor<8x16xf32>
}

// Three steps of w <- w - 0.1 * x^T (x w): w on the parameter device, the
// products on the compute devices (rows of x split), the update back there.
func.func @loop(%x: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@compute, [x, unsharded]>},
                %w0: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@params, [unsharded, unsharded]>})
    -> (tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@params, [unsharded, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%w = %w0) -> (tensor<16x8xf32>) {
    %wc = dtensor.copy_to_mesh %w : tensor<16x8xf32> to #dtensor.layout<@compute, [unsharded, unsharded]>
    %e = tensor.empty() : tensor<8x8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %xw = linalg.matmul ins(%x, %wc : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
    %et = tensor.empty() : tensor<16x8xf32>
    %ft = linalg.fill ins(%zero : f32) outs(%et : tensor<16x8xf32>) -> tensor<16x8xf32>
    %g = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%x, %xw : tensor<8x16xf32>, tensor<8x8xf32>) outs(%ft : tensor<16x8xf32>) -> tensor<16x8xf32>
    %gp = dtensor.copy_to_mesh %g : tensor<16x8xf32> to #dtensor.layout<@params, [unsharded, unsharded]>
    %lrs = tensor.empty() : tensor<16x8xf32>
    %l = linalg.fill ins(%lr : f32) outs(%lrs : tensor<16x8xf32>) -> tensor<16x8xf32>
    %step = arith.mulf %gp, %l : tensor<16x8xf32>
    %next = arith.subf %w, %step : tensor<16x8xf32>
    scf.yield %next : tensor<16x8xf32>
  }
  return %r : tensor<16x8xf32>
}
