"""dtc.function: programs compiled once and called in process, on numpy
arrays and on DTensors that stay on the mesh; GPU meshes through the
emulated kernels; every error a Python exception with dtc's reason."""

import os
import warnings

import numpy as np
import pytest

import dtc
from conftest import example

MLP = example("mlp_global_2x4.mlir")


def mlp_inputs(rng):
    return [rng.standard_normal(s).astype(np.float32) for s in [(16, 32), (32, 64), (64, 32)]]


def reference(x, w1, w2):
    return np.maximum(x @ w1, 0) @ w2


def test_mlp_on_numpy_and_dtensors(mesh, rng):
    x, w1, w2 = mlp_inputs(rng)
    mlp = dtc.function(MLP, mesh=mesh)
    out = mlp(x, w1, w2)
    assert isinstance(out, dtc.DTensor)
    assert out.layout == dtc.Layout(["x", dtc.UNSHARDED], mesh)
    np.testing.assert_allclose(out.numpy(), reference(x, w1, w2), rtol=1e-4, atol=1e-4)
    # DTensors in the program's layouts are used in place, step after step.
    args = [dtc.copy_to_mesh(a, l) for a, l in zip((x, w1, w2), mlp.in_layouts)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for _ in range(3):
            again = mlp(*args)
    np.testing.assert_array_equal(again.numpy(), out.numpy())
    # A result goes back in as an argument without leaving the mesh.
    chained = mlp(out, np.eye(32, 64, dtype=np.float32),
                  np.eye(64, 32, dtype=np.float32))
    np.testing.assert_allclose(chained.numpy(), np.maximum(out.numpy(), 0), rtol=1e-5)


def test_relaid_out_argument_warns_with_bytes(mesh, rng):
    x, w1, w2 = mlp_inputs(rng)
    mlp = dtc.function(MLP, mesh=mesh)
    xr = dtc.copy_to_mesh(x, dtc.Layout.replicated(mesh, 2))
    with pytest.warns(UserWarning, match=r"argument #0 relaid out from \['unsharded', "
                      r"'unsharded'\] to \['x', 'unsharded'\] .*\(0 bytes moved"):
        out = mlp(xr, w1, w2)
    np.testing.assert_allclose(out.numpy(), reference(x, w1, w2), rtol=1e-4, atol=1e-4)
    xy = dtc.copy_to_mesh(x, dtc.Layout(["y", "x"], mesh))
    for _ in range(2):  # the relayout's own bytes, each time
        with pytest.warns(UserWarning, match=r"argument #0 relaid out .*\(1792 bytes moved"):
            mlp(xy, w1, w2)


def test_program_text_and_in_layouts(mesh, rng):
    text = open(MLP).read()
    x, w1, w2 = mlp_inputs(rng)
    good = dtc.function(text, mesh=mesh, in_layouts=[dtc.Layout(["x", dtc.UNSHARDED], mesh),
                                                     None, None])
    np.testing.assert_allclose(good(x, w1, w2).numpy(), reference(x, w1, w2),
                               rtol=1e-4, atol=1e-4)
    bad = dtc.function(text, mesh=mesh, in_layouts=[dtc.Layout.replicated(mesh, 2), None, None])
    with pytest.raises(ValueError, match=r"in_layouts\[0\] is .* but the program's is"):
        bad(x, w1, w2)


def test_gpu_mesh_emulated(rng):
    mesh = dtc.create_mesh([("x", 2), ("y", 4)], device_type="GPU")
    x, w1, w2 = mlp_inputs(rng)
    mlp = dtc.function(example("mlp_global_gpu_2x4.mlir"), mesh=mesh, emulate_gpu_kernels=True)
    out = mlp(x, w1, w2)
    assert out.mesh == mesh and out.mesh.device_type() == "GPU"
    np.testing.assert_allclose(out.numpy(), reference(x, w1, w2), rtol=1e-4, atol=1e-4)
    again = mlp(*[dtc.copy_to_mesh(a, l) for a, l in zip((x, w1, w2), mlp.in_layouts)])
    np.testing.assert_array_equal(again.numpy(), out.numpy())


def test_argument_errors(mesh, rng):
    x, w1, w2 = mlp_inputs(rng)
    mlp = dtc.function(MLP, mesh=mesh)
    with pytest.raises(ValueError, match=r"argument #1 has shape \[32, 63\], the function "
                       r"takes \[32, 64\]"):
        mlp(x, w1[:, :63], w2)
    with pytest.raises(ValueError, match="argument #0 is float64, the function takes float32"):
        mlp(x.astype(np.float64), w1, w2)
    with pytest.raises(TypeError, match="takes 3 arguments, 2 given"):
        mlp(x, w1)
    # Device ids 8..15: another mesh of the same shape.
    other = dtc.Mesh(["x", "y"], np.arange(8, 16).reshape(2, 4), list(range(8, 16)),
                     [f"/job:localhost/replica:0/task:0/device:CPU:{i}" for i in range(8, 16)])
    elsewhere = dtc.copy_to_mesh(x, dtc.Layout(["x", dtc.UNSHARDED], other))
    with pytest.raises(ValueError, match=r"argument #0 lives on Mesh.*copy_to_mesh it there"):
        mlp(elsewhere, w1, w2)
    freed = dtc.copy_to_mesh(x, mlp.in_layouts[0])
    freed.delete()
    with pytest.raises(ValueError, match="deleted"):
        mlp(freed, w1, w2)
    with pytest.raises(ValueError, match=r"argument #0: it is f32\[16x64\], the entry takes f32\[16x32\]"):
        mlp(dtc.copy_to_mesh(np.zeros((16, 64), np.float32),
                             dtc.Layout(["x", dtc.UNSHARDED], mesh)), w1, w2)
    # Nothing was left half done: the function still works.
    np.testing.assert_allclose(mlp(x, w1, w2).numpy(), reference(x, w1, w2),
                               rtol=1e-4, atol=1e-4)


def test_compile_errors_carry_locations(mesh):
    bad_axis = """module {
  dtensor.mesh @mesh <[x = 2, y = 4], cpu>
  func.func @main(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [z]>}) -> tensor<8xf32> {
    return %a : tensor<8xf32>
  }
}
"""
    with pytest.raises(dtc.CompileError, match=r"\.mlir:3:\d+: error: .*'z'"):
        dtc.function(bad_axis)(np.zeros(8, np.float32))
    with pytest.raises(dtc.CompileError, match=r"\.mlir:1:\d+: error: "):
        dtc.function("module { func.func @main( }")()
    with pytest.raises(ValueError, match="no entry 'step'"):
        dtc.function(MLP, entry="step")(*mlp_inputs(np.random.default_rng(0)))
    with pytest.raises(ValueError, match="names no dimension"):
        dtc.Layout(["z"], mesh)


def test_default_mesh_and_call_with_layout(mesh, rng):
    assert dtc.get_default_mesh() is None
    with dtc.default_mesh(mesh):
        assert dtc.get_default_mesh() is mesh
        with dtc.run_on(dtc.create_mesh([("r", 2)])) as inner:
            assert dtc.get_default_mesh() is inner
        assert dtc.get_default_mesh() is mesh
    assert dtc.get_default_mesh() is None
    layout = dtc.Layout(["y", dtc.UNSHARDED], mesh)
    seen = []

    def make(shape):
        seen.append(dtc.get_default_mesh())
        return np.arange(np.prod(shape), dtype=np.float32).reshape(shape)

    t = dtc.call_with_layout(make, layout, (8, 3))
    assert seen == [mesh] and t.layout == layout
    np.testing.assert_array_equal(t.numpy(), np.arange(24, dtype=np.float32).reshape(8, 3))
    pair = dtc.call_with_layout(lambda: (np.ones((4, 2)), np.zeros((4, 2))), layout)
    assert [p.layout for p in pair] == [layout, layout]


def test_device_queries(tf_recorded):
    tf = tf_recorded["device_queries"]
    assert dtc.client_id() == tf["client_id"] and dtc.num_clients() == tf["num_clients"]
    assert dtc.job_name() == tf["job_name"]
    assert dtc.full_job_name() == tf["full_job_name"]
    assert dtc.jobs() == []
    assert dtc.device_name() == "/job:localhost/replica:0/task:0/device:CUSTOM:0"
    assert not dtc.heartbeat_enabled()
    assert dtc.initialize_accelerator_system("CPU", num_logical_cpu_devices=8) == "CPU"
    try:
        assert dtc.num_local_devices("CPU") == tf["num_local_devices"]
        assert dtc.num_global_devices("CPU") == tf["num_global_devices"]
        # TF gives DeviceSpecs; dtc their strings.
        assert dtc.local_devices("CPU") == [
            f"/job:localhost/replica:0/task:0/device:CPU:{i}" for i in range(8)]
        assert len(tf["local_devices"]) == 8
        with pytest.raises(ValueError, match="16 CPU devices, but this client has 8"):
            dtc.create_mesh([("x", 16)])
    finally:
        dtc.shutdown_accelerator_system()
    with pytest.raises(ValueError, match="not started by mpirun"):
        dtc.initialize_multi_client()


def test_calls_from_threads(mesh, rng):
    """Calls from several Python threads (the GIL released while a mesh
    runs) on one function and on another of the same mesh: each result
    its own inputs'."""
    import threading
    mlp = dtc.function(MLP, mesh=mesh)
    # Another program (its text differs) on the same mesh, and so devices.
    other = dtc.function(open(MLP).read() + "// another program\n", mesh=mesh)
    inputs = [mlp_inputs(np.random.default_rng(seed)) for seed in range(4)]
    errors = []

    def work(seed):
        try:
            f = mlp if seed % 2 else other
            args = [dtc.copy_to_mesh(a, l) for a, l in zip(inputs[seed], f.in_layouts)]
            for _ in range(50):
                out = f(*args)
                np.testing.assert_allclose(out.numpy(), reference(*inputs[seed]),
                                           rtol=1e-4, atol=1e-4)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def test_dtc_tf_without_tensorflow():
    # dtc.tf imports without TF; a call says how to get it.
    pytest.importorskip("numpy")
    try:
        import tensorflow  # noqa: F401
        pytest.skip("TensorFlow is installed (test_tf_function.py runs)")
    except ImportError:
        pass
    import dtc.tf
    f = dtc.tf.function(lambda x: x)
    with pytest.raises(ValueError, match="dtc-tf setup"):
        f(np.ones(2, np.float32))


def test_a_process_of_emulated_gpus(rng, tmp_path):
    # initialize_accelerator_system's experimental_emulate_gpu_kernels: every
    # program the process compiles runs its GPU kernels emulated, the
    # relayouts, variable updates and strategy reductions DTensors make too.
    assert dtc.initialize_accelerator_system(
        "GPU", experimental_emulate_gpu_kernels=True) == "GPU"
    try:
        mesh = dtc.create_mesh([("x", 2), ("y", 4)], device_type="GPU")
        x = rng.standard_normal((8, 8)).astype(np.float32)
        t = dtc.copy_to_mesh(x, dtc.Layout(["x", "y"], mesh))
        np.testing.assert_array_equal(
            dtc.relayout(t, dtc.Layout.replicated(mesh, 2)).numpy(), x)
        v = dtc.DVariable(x, layout=dtc.Layout([dtc.UNSHARDED, "y"], mesh), name="v")
        v.assign_add(np.ones((8, 8), np.float32))
        np.testing.assert_array_equal(v.numpy(), x + 1)
        mlp = dtc.function(example("mlp_global_gpu_2x4.mlir"), mesh=mesh)
        xs, w1, w2 = (rng.standard_normal(s).astype(np.float32)
                      for s in [(16, 32), (32, 64), (64, 32)])
        np.testing.assert_allclose(mlp(xs, w1, w2).numpy(), np.maximum(xs @ w1, 0) @ w2,
                                   rtol=1e-4, atol=1e-4)
        s = dtc.distribute.MirroredStrategy(["/gpu:0", "/gpu:1"], device_type="GPU")
        v2 = s.experimental_distribute_values_from_function(
            lambda ctx: np.float32(ctx.replica_id_in_sync_group + 1) * np.ones(3, np.float32))
        assert s.reduce("SUM", v2, axis=None).numpy().tolist() == [3.0, 3.0, 3.0]
        # A checkpoint of the GPU mesh's variable restores onto CPU devices,
        # and back onto the GPU mesh in another layout.
        dtc.DTensorCheckpoint(mesh, v=v).save(tmp_path / "ck")
        cpus = dtc.create_mesh([("a", 4)], device_type="CPU")
        on_cpu = dtc.DVariable(np.zeros((8, 8), np.float32),
                               layout=dtc.Layout(["a", dtc.UNSHARDED], cpus))
        ck = dtc.DTensorCheckpoint(cpus, v=on_cpu)
        ck.restore(tmp_path / "ck")
        np.testing.assert_array_equal(on_cpu.numpy(), x + 1)
        on_cpu.assign_add(np.ones((8, 8), np.float32))
        assert ck.save(tmp_path / "ck").endswith("ckpt-2")
        back = dtc.DVariable(np.zeros((8, 8), np.float32), layout=dtc.Layout(["y", "x"], mesh))
        dtc.DTensorCheckpoint(mesh, v=back).restore(tmp_path / "ck")
        np.testing.assert_array_equal(back.numpy(), x + 1 + 1)
    finally:
        dtc.shutdown_accelerator_system()
    with pytest.raises(ValueError, match="experimental_emulate_gpu_kernels=True"):
        dtc.initialize_accelerator_system("GPU")


def test_uneven_shards(rng):
    # Layouts whose shards do not divide the shapes (docs/uneven.md: blocks
    # of ceil(n/k), the last shorter or empty): a function's arguments and
    # results, DTensors' components and a relayout.
    mesh = dtc.create_mesh([("x", 2), ("y", 2)])
    f = dtc.function(os.path.join(os.path.dirname(__file__), "..", "e2e", "partitioning",
                                  "uneven.mlir"), mesh=mesh,
                     entry="products")
    a = rng.standard_normal((7, 5)).astype(np.float32)
    b = rng.standard_normal((5, 6)).astype(np.float32)
    c, e = f(dtc.copy_to_mesh(a, f.in_layouts[0]), b)
    np.testing.assert_allclose(c.numpy(), a @ b, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(e.numpy(), np.exp(a), rtol=1e-6)
    # e is [y, x]: device (x, y) holds rows 4y.. and columns 3x.., cut at 7, 5.
    assert [p.shape for p in dtc.unpack(e)] == [(4, 3), (3, 3), (4, 2), (3, 2)]
    r = dtc.relayout(e, dtc.Layout(["x", dtc.UNSHARDED], mesh))
    np.testing.assert_allclose(r.numpy(), np.exp(a), rtol=1e-6)
    assert [p.shape for p in dtc.unpack(r)] == [(4, 5), (4, 5), (3, 5), (3, 5)]
