"""DTensors: placing global arrays, pack/unpack, layouts of live values,
relayout (every pair of layouts of a 2x4 mesh, against numpy and TF) and
copy_to_mesh."""

import itertools

import numpy as np
import pytest

import dtc

SPECS = ["x", "y", dtc.UNSHARDED]


def layouts(mesh):
    """Every layout of a rank-2 tensor on the mesh, partial ones and a
    single device's among them."""
    out = []
    for a, b in itertools.product(SPECS, SPECS):
        if a == b != dtc.UNSHARDED:
            continue
        out.append(dtc.Layout([a, b], mesh))
    out.append(dtc.Layout([("x", "y"), dtc.UNSHARDED], mesh))
    out.append(dtc.Layout(["x", dtc.UNSHARDED], mesh, partial_axes=["y"]))
    out.append(dtc.Layout([], mesh, single_device=5))
    return out


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.int64, np.int8,
                                   np.uint8, np.uint32, np.bool_, np.float16])
def test_copy_to_mesh_and_back(mesh, rng, dtype):
    x = (rng.standard_normal((8, 12)) * 50).astype(dtype)
    for layout in layouts(mesh):
        t = dtc.copy_to_mesh(x, layout)
        assert t.shape == (8, 12) and t.dtype == np.dtype(dtype) and t.layout == layout
        np.testing.assert_array_equal(t.numpy(), x)
        np.testing.assert_array_equal(np.asarray(t), x)


def test_scalars(mesh):
    """A rank-0 value placed and read back (numpy makes a contiguous copy of
    a scalar an array of one element)."""
    t = dtc.copy_to_mesh(np.float32(3), dtc.Layout([], mesh))
    assert t.shape == () and float(t.numpy()) == 3.0


def test_shards_and_zero_copy(mesh, rng):
    x = rng.standard_normal((8, 12)).astype(np.float32)
    t = dtc.copy_to_mesh(x, dtc.Layout(["x", "y"], mesh))
    shards = dtc.unpack(t)
    assert len(shards) == 8
    for d, s in enumerate(shards):
        i, j = divmod(d, 4)
        np.testing.assert_array_equal(s, x[i * 4:(i + 1) * 4, j * 3:(j + 1) * 3])
        assert not s.flags.writeable
    # A replicated DTensor's value is its shard, seen without a copy, and
    # every device shares that one shard.
    r = dtc.copy_to_mesh(x, dtc.Layout.replicated(mesh, 2))
    v = r.numpy()
    assert not v.flags.writeable and not v.flags.owndata
    assert all(r._array.same_storage(0, d) for d in range(8))
    del r
    np.testing.assert_array_equal(v, x)  # the view keeps the shard alive


def test_read_only_arrays_are_not_copied(mesh, rng):
    """A read-only array placed replicated is the DTensor's memory (every
    device's shard, kept alive by it); a writable one, or another layout,
    is copied."""
    x = rng.standard_normal((8, 12)).astype(np.float32)
    x.setflags(write=False)
    rep = dtc.Layout.replicated(mesh, 2)
    t = dtc.copy_to_mesh(x, rep)
    assert all(np.shares_memory(s, x) for s in dtc.unpack(t))
    w = x.copy()
    assert not any(np.shares_memory(s, w) for s in dtc.unpack(dtc.copy_to_mesh(w, rep)))
    s = dtc.copy_to_mesh(x, dtc.Layout(["x", dtc.UNSHARDED], mesh))
    assert not any(np.shares_memory(p, x) for p in dtc.unpack(s))
    # A compiled function reads it in place; the DTensor keeps it alive.
    del x
    back = dtc.relayout(t, dtc.Layout(["x", "y"], mesh))
    np.testing.assert_array_equal(back.numpy(), t.numpy())


def test_pack_unpack_as_tf(mesh, tf_recorded):
    x = np.arange(8 * 12, dtype=np.float32).reshape(8, 12)
    t = dtc.relayout(dtc.copy_to_mesh(x, dtc.Layout.replicated(mesh, 2)),
                     dtc.Layout(["y", "x"], mesh))
    assert [s.tolist() for s in dtc.unpack(t)] == tf_recorded["unpack_y_x"]
    packed = dtc.pack([x[i // 4 * 4:(i // 4 + 1) * 4] for i in range(8)],
                      dtc.Layout(["x", dtc.UNSHARDED], mesh))
    assert dtc.unpack(packed)[5].tolist() == tf_recorded["pack_x_unsharded"]
    np.testing.assert_array_equal(packed.numpy(), x)
    again = dtc.pack(dtc.unpack(t), t.layout)
    np.testing.assert_array_equal(again.numpy(), x)


def test_pack_checks_components(mesh):
    layout = dtc.Layout(["x", dtc.UNSHARDED], mesh)
    with pytest.raises(ValueError, match="one component per local device"):
        dtc.pack([np.zeros((4, 3), np.float32)] * 7, layout)
    with pytest.raises(ValueError, match="the layout gives it"):
        dtc.pack([np.zeros((4, 3), np.float32)] * 7 + [np.zeros((3, 3), np.float32)], layout)
    with pytest.raises(ValueError, match="different dtypes"):
        dtc.pack([np.zeros((4, 3), np.float32)] * 7 + [np.zeros((4, 3), np.int32)], layout)


@pytest.mark.parametrize("dtype", [np.float32, np.complex64])
def test_relayout_every_pair(mesh, rng, dtype):
    """Between every pair of layouts and back; complex64 (numpy's) too,
    whose collectives move each element's two parts."""
    x = rng.standard_normal((8, 12)).astype(dtype)
    if dtype == np.complex64:
        x += 1j * rng.standard_normal((8, 12)).astype(np.float32)
    all_layouts = layouts(mesh)
    sources = {l: dtc.copy_to_mesh(x, l) for l in all_layouts}
    for src, dst in itertools.product(all_layouts, all_layouts):
        if dst.partial_axes:
            continue
        moved = dtc.relayout(sources[src], dst)
        assert moved.layout == dst and moved.dtype == dtype
        np.testing.assert_array_equal(moved.numpy(), x, err_msg=f"{src} -> {dst}")


def test_match_and_check_layout(mesh, tf_recorded):
    x = np.arange(96, dtype=np.float32).reshape(8, 12)
    t = dtc.copy_to_mesh(x, dtc.Layout(["y", "x"], mesh))
    back = dtc.relayout(t, dtc.Layout([dtc.MATCH, dtc.UNSHARDED], mesh))
    assert back.layout.to_string() == tf_recorded["match_unsharded_layout"]
    assert dtc.fetch_layout(back) is back.layout
    dtc.check_layout(back, dtc.Layout(["y", dtc.UNSHARDED], mesh))
    with pytest.raises(ValueError) as e:
        dtc.check_layout(t, dtc.Layout.replicated(mesh, 2))
    assert str(e.value) == tf_recorded["check_layout_error"]
    with pytest.raises(ValueError, match="takes a DTensor"):
        dtc.fetch_layout(x)


def test_copy_between_meshes(mesh, rng):
    x = rng.standard_normal((8, 12)).astype(np.float32)
    other = dtc.create_mesh([("r", 2)], devices=[
        f"/job:localhost/replica:0/task:0/device:CPU:{i}" for i in range(2)])
    t = dtc.copy_to_mesh(x, dtc.Layout(["x", "y"], mesh))
    on_other = dtc.copy_to_mesh(t, dtc.Layout([dtc.UNSHARDED, "r"], other))
    assert on_other.mesh == other
    np.testing.assert_array_equal(on_other.numpy(), x)
    with pytest.raises(ValueError, match="copy_to_mesh moves it"):
        dtc.relayout(t, dtc.Layout(["r", dtc.UNSHARDED], other))


def test_deleted(mesh):
    t = dtc.copy_to_mesh(np.ones((8, 4), np.float32), dtc.Layout(["x", "y"], mesh))
    t.delete()
    assert t.is_deleted()
    for use in (lambda: t.numpy(), lambda: dtc.unpack(t), lambda: t.shape,
                lambda: dtc.relayout(t, dtc.Layout.replicated(mesh, 2))):
        with pytest.raises(ValueError, match="deleted"):
            use()


def test_layout_shape_mismatch(mesh):
    with pytest.raises(ValueError, match="rank-2 layout"):
        dtc.copy_to_mesh(np.ones(8, np.float32), dtc.Layout(["x", "y"], mesh))
    # A shape the shards do not divide is laid out in blocks of ceil(n/k),
    # the last shards shorter or empty (docs/uneven.md), as torch.chunk.
    x = np.arange(7 * 3, dtype=np.float32).reshape(7, 3)
    t = dtc.copy_to_mesh(x, dtc.Layout(["x", "y"], mesh))
    np.testing.assert_array_equal(t.numpy(), x)
    parts = dtc.unpack(t)
    assert [p.shape for p in parts] == [(4, 1)] * 3 + [(4, 0)] + [(3, 1)] * 3 + [(3, 0)]
    np.testing.assert_array_equal(parts[5], x[4:7, 1:2])
    np.testing.assert_array_equal(dtc.pack(parts, t.layout).numpy(), x)
    with pytest.raises(ValueError, match=r"device 5 has shape \[2, 1\]; the layout gives "
                       r"it \[3, 1\] \(of global shape \[7, 3\]\)"):
        dtc.pack(parts[:5] + [np.zeros((2, 1), np.float32)] + parts[6:], t.layout)
    with pytest.raises(ValueError, match="no element type"):
        dtc.copy_to_mesh(np.ones((8, 4), np.complex128), dtc.Layout(["x", "y"], mesh))
