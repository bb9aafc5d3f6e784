"""One client of a 2-process job (two-clients.test starts it under mpirun):
TF's multi-client DTensor, each process holding its own devices' shards."""

import os
import sys

import numpy as np

import dtc

assert dtc.initialize_accelerator_system("CPU") == "CPU"
me, n = dtc.client_id(), dtc.num_clients()
assert n == 2 and dtc.heartbeat_enabled()
assert dtc.job_name() == "worker" and dtc.full_job_name() == f"worker/replica:0/task:{me}"
assert dtc.jobs() == ["worker/replica:0/task:0", "worker/replica:0/task:1"]

mesh = dtc.create_distributed_mesh([("x", 2), ("y", 2)])
assert mesh.local_device_ids() == [2 * me, 2 * me + 1] and mesh.size == 4

# The same global value on both clients; each keeps its own shards.
x = np.arange(8 * 6, dtype=np.float32).reshape(8, 6)
t = dtc.copy_to_mesh(x, dtc.Layout(["x", "y"], mesh))
shards = dtc.unpack(t)
assert len(shards) == 2
for k, s in enumerate(shards):
    np.testing.assert_array_equal(s, x[4 * me:4 * me + 4, 3 * k:3 * k + 3])
try:
    t.numpy()
    raise AssertionError("a sharded multi-client DTensor has no global value here")
except ValueError as e:
    assert "not fully addressable" in str(e)

# Relayouts run their collectives across the processes.
r = dtc.relayout(t, dtc.Layout.replicated(mesh, 2))
np.testing.assert_array_equal(r.numpy(), x)
c = dtc.relayout(t, dtc.Layout([dtc.UNSHARDED, "x"], mesh))
np.testing.assert_array_equal(dtc.unpack(c)[0], x[:, 3 * me:3 * me + 3])

# pack from local components, then a compiled function over both clients.
p = dtc.pack([x[4 * me:4 * me + 4]] * 2, dtc.Layout(["x", dtc.UNSHARDED], mesh))
np.testing.assert_array_equal(dtc.relayout(p, dtc.Layout.replicated(mesh, 2)).numpy(), x)

mlp_text = open(sys.argv[1]).read().replace("<[x = 2, y = 4], cpu>", "<[x = 2, y = 2], cpu, clients = 2>")
mlp = dtc.function(mlp_text, mesh=mesh)
rng = np.random.default_rng(0)  # the same inputs on both clients
xs, w1, w2 = (rng.standard_normal(s).astype(np.float32) for s in [(16, 32), (32, 64), (64, 32)])
out = mlp(xs, w1, w2)
full = dtc.relayout(out, dtc.Layout.replicated(mesh, 2)).numpy()
np.testing.assert_allclose(full, np.maximum(xs @ w1, 0) @ w2, rtol=1e-4, atol=1e-4)
out2 = mlp(*[dtc.copy_to_mesh(a, l) for a, l in zip((xs, w1, w2), mlp.in_layouts)])
np.testing.assert_array_equal(dtc.unpack(out2)[0], dtc.unpack(out)[0])
# A DVariable sharded over both clients: updated on its devices, and taken
# in place by a compiled step whose result assigns it (w - 0.5 * g).
v = dtc.DVariable(x, layout=dtc.Layout(["x", "y"], mesh), name="w")
v.assign_add(np.ones_like(x))
v.assign_sub(dtc.copy_to_mesh(np.full_like(x, 3), dtc.Layout.replicated(mesh, 2)))
np.testing.assert_array_equal(dtc.unpack(v)[1], x[4 * me:4 * me + 4, 3:] - 2)
step = dtc.function("""
dtensor.mesh @m <[x = 2, y = 2], cpu, clients = 2>
func.func @main(%w: tensor<8x6xf32> {dtensor.variable = "w", dtensor.layout = #dtensor.layout<@m, [x, y]>},
                %g: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<8x6xf32> {dtensor.assign = "w"}, tensor<f32> {dtensor.layout = #dtensor.layout<@m, []>}) {
  %h = arith.constant dense<0.5> : tensor<8x6xf32>
  %s = arith.mulf %g, %h : tensor<8x6xf32>
  %n = arith.subf %w, %s : tensor<8x6xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %t = linalg.reduce ins(%n : tensor<8x6xf32>) outs(%z : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  return %n, %t : tensor<8x6xf32>, tensor<f32>
}
""", mesh=mesh)
total = step(v, np.full_like(x, 2))
np.testing.assert_array_equal(dtc.relayout(v, dtc.Layout.replicated(mesh, 2)).numpy(), x - 3)
assert float(total.numpy()) == float((x - 3).sum())
# A checkpoint of the sharded variable, each client writing its devices'
# shards into the directory they share, restored replicated in both.
ckdir = os.path.join(os.environ["XDG_CACHE_HOME"], "two-clients-ck")
path = dtc.DTensorCheckpoint(mesh, w=v).save(ckdir)
assert path == os.path.join(ckdir, "ckpt-1"), path
back = dtc.DVariable(np.zeros_like(x), layout=dtc.Layout.replicated(mesh, 2), name="w")
dtc.DTensorCheckpoint(mesh, w=back).restore(ckdir).assert_consumed()
np.testing.assert_array_equal(back.numpy(), x - 3)
# A result propagation leaves partial (a product's sum over y, whose
# devices each client holds both of) is whole in each client: the client
# that holds no first replica sums its own.
product = dtc.function("""
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @main(%a: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                %b: tensor<6x4xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> tensor<8x4xf32> {
  %z = arith.constant dense<0.0> : tensor<8x4xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8x6xf32>, tensor<6x4xf32>)
                     outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
""", mesh=mesh)
b = rng.standard_normal((6, 4)).astype(np.float32)
p = product(x, b)
assert p.layout.partial_axes == ["y"], p.layout
np.testing.assert_allclose(p.numpy(), x @ b, rtol=1e-5, atol=1e-4)
print(f"client {me} of {n}: ok", flush=True)
