// Control flow in the global view, with sharded values carried through it:
// scf.while (a loop of products whose condition is a counter it carries),
// scf.index_switch and scf.execute_region. Values are tied along the edges
// of upstream's region-branch interfaces in propagation and relaid out
// along the same edges in partitioning; compared with numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:8x8 w=float32:8x8 --seed 11
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry while_loop --input %t/x.npy --input %t/w.npy --output %t/wl.npy
// RUN: %npy check %t 'np.tanh(np.tanh(np.tanh(x @ w) @ w) @ w)' wl --rtol 1e-4
// RUN: %t/prog --entry while_reshards --input %t/x.npy --input %t/w.npy --output %t/wr.npy
// RUN: %npy check %t 'np.tanh(np.tanh(x @ w) @ w)' wr --rtol 1e-4
// RUN: %t/prog --entry switch --input %t/x.npy --input %t/w.npy --output %t/sw.npy
// RUN: %npy check %t 'np.tanh(x @ w) + x' sw --rtol 1e-4
// RUN: %t/prog --entry region --input %t/x.npy --input %t/w.npy --output %t/er.npy
// RUN: %npy check %t '(x @ w) * 2' er --rtol 1e-4
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry while_loop --input %t/x.npy --input %t/w.npy --output %t/ewl.npy
// RUN: %npy check %t 'np.tanh(np.tanh(np.tanh(x @ w) @ w) @ w)' ewl --rtol 1e-4
// RUN: %t/emu --entry switch --input %t/x.npy --input %t/w.npy --output %t/esw.npy
// RUN: %npy check %t 'np.tanh(x @ w) + x' esw --rtol 1e-4

dtensor.mesh @m <[x = 2, y = 2], cpu>

// Rows over x, w's columns over y: each step's product comes out [x, y] and
// is relaid out to the carried [x, unsharded] at the yield.
func.func @while_loop(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                      %w: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %r:2 = scf.while (%i = %c0, %acc = %x) : (index, tensor<8x8xf32>) -> (index, tensor<8x8xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %acc : index, tensor<8x8xf32>
  } do {
  ^bb0(%j: index, %a: tensor<8x8xf32>):
    %e = tensor.empty() : tensor<8x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %p = linalg.matmul ins(%a, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    %t = math.tanh %p : tensor<8x8xf32>
    %n = arith.addi %j, %c1 : index
    scf.yield %n, %t : index, tensor<8x8xf32>
  }
  return %r#1 : tensor<8x8xf32>
}

// The loop's results leave it in another layout than they are carried in:
// the condition hands the carried value to the after region and to the
// results, which a constraint pins to [unsharded, y].
func.func @while_reshards(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                          %w: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %r:2 = scf.while (%i = %c0, %acc = %x) : (index, tensor<8x8xf32>) -> (index, tensor<8x8xf32>) {
    %go = arith.cmpi slt, %i, %c2 : index
    scf.condition(%go) %i, %acc : index, tensor<8x8xf32>
  } do {
  ^bb0(%j: index, %a: tensor<8x8xf32>):
    %e = tensor.empty() : tensor<8x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %p = linalg.matmul ins(%a, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    %t = math.tanh %p : tensor<8x8xf32>
    %n = arith.addi %j, %c1 : index
    scf.yield %n, %t : index, tensor<8x8xf32>
  }
  %out = dtensor.relayout %r#1 : tensor<8x8xf32> to #dtensor.layout<@m, [unsharded, y]>
  return %out : tensor<8x8xf32>
}

// A switch whose cases compute sharded values ([x, y] products).
func.func @switch(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                  %w: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) {
  %which = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = scf.index_switch %which -> tensor<8x8xf32>
  case 0 {
    %n = arith.negf %p : tensor<8x8xf32>
    scf.yield %n : tensor<8x8xf32>
  }
  case 1 {
    %t = math.tanh %p : tensor<8x8xf32>
    %s = arith.addf %t, %x : tensor<8x8xf32>
    scf.yield %s : tensor<8x8xf32>
  }
  default {
    scf.yield %p : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// An execute_region computing a sharded product.
func.func @region(%x: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                  %w: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) {
  %zero = arith.constant 0.0 : f32
  %r = scf.execute_region -> tensor<8x8xf32> {
    %e = tensor.empty() : tensor<8x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %p = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %p : tensor<8x8xf32>
  }
  %d = arith.addf %r, %r : tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}
