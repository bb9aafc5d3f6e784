"""dtc.DVariable against TF 2.21's DVariable (Inputs/tf_recorded.json): a
variable on the layout of its initial value, updated on its devices, and
taken in place by compiled functions whose results assign it."""

import numpy as np
import pytest

import dtc

X = np.arange(8 * 12, dtype=np.float32).reshape(8, 12)

# A training step: the loss of w on a batch, and w after one SGD step
# (dtensor.assign = "w"), w sharded by rows over y.
STEP = """
dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @main(%x: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                %w: tensor<4x1xf32> {dtensor.variable = "w",
                                     dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<8x1xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
        tensor<4x1xf32> {dtensor.assign = "w"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x1xf32>) -> tensor<8x1xf32>
  %p = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x1xf32>) outs(%z : tensor<8x1xf32>) -> tensor<8x1xf32>
  %et = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%et : tensor<4x8xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<4x1xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %g = linalg.matmul ins(%xt, %p : tensor<4x8xf32>, tensor<8x1xf32>) outs(%z2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %lr = arith.constant dense<0.01> : tensor<4x1xf32>
  %s = arith.mulf %g, %lr : tensor<4x1xf32>
  %nw = arith.subf %w, %s : tensor<4x1xf32>
  return %p, %nw : tensor<8x1xf32>, tensor<4x1xf32>
}
"""


def test_created_read_and_updated_as_tf(mesh, tf_recorded):
    want = tf_recorded["dvariable"]
    xu = dtc.Layout(["x", dtc.UNSHARDED], mesh)
    v = dtc.DVariable(dtc.copy_to_mesh(X[:, :4], xu), name="w")
    assert v.name == want["name"] and v.layout.sharding_specs == want["layout"]
    assert isinstance(v, dtc.DTensor) and dtc.fetch_layout(v) == xu
    before = v.read_value()
    assert v.assign_add(dtc.copy_to_mesh(np.ones((8, 4), np.float32), xu)) is v
    # read_value is the value at the time; the variable moves on.
    np.testing.assert_array_equal(dtc.unpack(before)[0], want["read_before_add_shard0"])
    np.testing.assert_array_equal(dtc.unpack(v)[0], want["after_add_shard0"])
    # A value of another layout is relaid out; the variable keeps its own.
    v.assign_sub(dtc.copy_to_mesh(np.full((8, 4), 0.5, np.float32),
                                  dtc.Layout.replicated(mesh, 2)))
    assert v.layout.sharding_specs == want["after_sub_layout"]
    np.testing.assert_array_equal(dtc.unpack(v.read_value())[5], want["after_sub_shard5"])
    np.testing.assert_array_equal(v.numpy(), X[:, :4] + 0.5)
    n = dtc.DVariable(dtc.copy_to_mesh(np.array([[1, 2], [3, 4]], np.int32),
                                       dtc.Layout.replicated(mesh, 2)))
    n.assign_add(np.array([[10, 20], [30, 40]], np.int32))
    np.testing.assert_array_equal(n.numpy(), want["int_assign_add"])
    assert n.name == want["default_name"]


def test_errors_and_placement_as_tf(mesh, tf_recorded):
    want = tf_recorded["dvariable"]
    v = dtc.DVariable(dtc.copy_to_mesh(X[:, :4], dtc.Layout(["x", dtc.UNSHARDED], mesh)),
                      name="w")
    with pytest.raises(ValueError) as shape:
        v.assign(dtc.copy_to_mesh(np.ones((4, 4), np.float32), dtc.Layout.replicated(mesh, 2)))
    assert str(shape.value) == want["errors"]["shape"]
    with pytest.raises(ValueError, match=want["errors"]["no_layout"]):
        dtc.DVariable(np.ones((2, 2), np.float32))
    with dtc.default_mesh(mesh):
        placed = dtc.DVariable(np.ones((2, 2), np.float32))
    assert placed.layout.sharding_specs == want["plain_under_default_mesh"]
    with pytest.raises(ValueError, match="the variable 'w:0' is float32, the value int32"):
        v.assign(np.zeros((8, 4), np.int32))
    with pytest.raises(ValueError, match="does not apply to bool"):
        dtc.DVariable(np.ones(4, bool), layout=dtc.Layout.replicated(mesh, 1)).assign_add(
            np.ones(4, bool))


def test_assign_numpy_and_complex(mesh, rng):
    # TF refuses a plain value of more than a few elements; dtc places it
    # on the variable's layout.
    z = (rng.standard_normal((8, 4)) + 1j * rng.standard_normal((8, 4))).astype(np.complex64)
    v = dtc.DVariable(z, layout=dtc.Layout(["y", "x"], mesh))
    v.assign_add(z)
    np.testing.assert_array_equal(v.numpy(), z + z)
    v.assign(np.zeros_like(z))
    assert v.layout == dtc.Layout(["y", "x"], mesh)
    np.testing.assert_array_equal(v.numpy(), 0)


def reference_steps(x, w, steps):
    losses = []
    for _ in range(steps):
        p = x @ w
        losses.append(p)
        w = w - np.float32(0.01) * (x.T @ p)
    return losses, w


def test_function_updates_variables_in_place(mesh, rng):
    x = rng.standard_normal((8, 4)).astype(np.float32)
    w0 = rng.standard_normal((4, 1)).astype(np.float32)
    step = dtc.function(STEP, mesh=mesh)
    w = dtc.DVariable(w0, layout=step.in_layouts[1], name="w")
    snapshot = w.read_value()
    outs = [step(x, w) for _ in range(3)]  # the assigned result is the variable's
    want, w_final = reference_steps(x, w0, 3)
    for got, p in zip(outs, want):
        assert isinstance(got, dtc.DTensor)
        np.testing.assert_allclose(got.numpy(), p, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(w.numpy(), w_final, rtol=1e-5, atol=1e-6)
    assert w.layout == step.in_layouts[1]
    np.testing.assert_array_equal(snapshot.numpy(), w0)
    # Given a value instead of a DVariable, the function is pure: the new
    # value comes back as a result.
    p, w1 = step(x, w0)
    np.testing.assert_allclose(w1.numpy(), reference_steps(x, w0, 1)[1], rtol=1e-5, atol=1e-6)
    # A variable keeps its layout: one of another layout is refused.
    other = dtc.DVariable(w0, layout=dtc.Layout.replicated(mesh, 2), name="w")
    with pytest.raises(ValueError, match=r"argument #1: variable 'w:0' has layout "
                       r"\['unsharded', 'unsharded'\], the function's variable 'w' \['y', "
                       r"'unsharded'\]"):
        step(x, other)


def test_variables_on_an_emulated_gpu_mesh(rng):
    gpus = dtc.create_mesh([("x", 2), ("y", 4)], device_type="GPU")
    x = rng.standard_normal((8, 4)).astype(np.float32)
    w0 = rng.standard_normal((4, 1)).astype(np.float32)
    step = dtc.function(STEP.replace(", cpu>", ", gpu>"), mesh=gpus, emulate_gpu_kernels=True)
    w = dtc.DVariable(w0, layout=step.in_layouts[1], name="w")
    for _ in range(3):
        step(x, w)
    np.testing.assert_allclose(w.numpy(), reference_steps(x, w0, 3)[1], rtol=1e-5, atol=1e-6)
