"""Mesh and Layout: TF's constructors, queries and strings."""

import numpy as np
import pytest

import dtc


def test_mesh_queries(mesh):
    assert mesh.dim_names == ["x", "y"]
    assert mesh.shape() == [2, 4] and mesh.size == 8
    assert mesh.dim_size("y") == 4 and mesh["x"] == dtc.MeshDimension("x", 2)
    assert mesh.device_type() == "CPU"
    assert mesh.local_device_ids() == list(range(8)) and mesh.num_local_devices() == 8
    assert mesh.strides == [4, 1]
    assert mesh.coords(6) == [1, 2]
    assert (mesh.global_device_ids() == np.arange(8).reshape(2, 4)).all()
    assert "y" in mesh and not mesh.contains_dim("z")


def test_mesh_strings_round_trip(mesh):
    text = mesh.to_string()
    assert text.startswith("|x=2,y=4|0,1,2,3,4,5,6,7|0,1,2,3,4,5,6,7|/job:localhost/replica:0/task:0/device:CPU:0,")
    assert dtc.Mesh.from_string(text) == mesh
    short = dtc.Mesh.from_string("|x=2,y=2|*CPU")
    assert short.shape() == [2, 2] and short.local_devices()[3] == "/job:localhost/task:0/device:CPU:3"
    named = dtc.Mesh.from_string("m|b=2|4,5|4,5|/job:localhost/replica:0/task:0/device:CPU:4,"
                                 "/job:localhost/replica:0/task:0/device:CPU:5")
    assert named.name == "m" and named.global_device_ids().tolist() == [4, 5]
    single = dtc.Mesh.from_string("/job:localhost/replica:0/task:0/device:CPU:3")
    assert single.size == 1 and single.dim_names == []


def test_tf_strings(mesh, tf_recorded):
    """The strings TF 2.21 printed for the same meshes and layouts."""
    tf = tf_recorded["strings"]
    assert mesh.to_string() == tf["mesh_2x4"]
    assert dtc.Layout.batch_sharded(mesh, "x", 2).to_string() == tf["batch_sharded_x_rank2"]
    assert dtc.Layout.inner_sharded(mesh, "y", 3).to_string() == tf["inner_sharded_y_rank3"]
    assert dtc.Layout.replicated(mesh, 2).to_string() == tf["replicated_rank2"]
    assert dtc.Layout([], mesh).to_string() == tf["scalar"]
    for key in ("batch_sharded_x_rank2", "inner_sharded_y_rank3", "replicated_rank2", "scalar"):
        assert dtc.Layout.from_string(tf[key]).to_string() == tf[key]
    assert dtc.Layout(["y", "x"], mesh).delete([0]).to_string() == tf["delete_0_of_y_x"]
    assert dtc.Layout(["x", "y"], mesh).offset_to_shard() == tf["offset_to_shard_x_y"]


@pytest.mark.parametrize("bad, message", [
    (lambda m: dtc.Layout(["z", "unsharded"], m), "names no dimension"),
    (lambda m: dtc.Layout(["x", "x"], m), "shards two tensor dimensions"),
    (lambda m: dtc.Mesh(["x", "x"], np.arange(4).reshape(2, 2), [0, 1, 2, 3],
                        [f"/job:localhost/replica:0/task:0/device:CPU:{i}" for i in range(4)]),
     "repeat"),
    (lambda m: dtc.Mesh(["unsharded"], np.arange(2), [0, 1],
                        [f"/job:localhost/replica:0/task:0/device:CPU:{i}" for i in range(2)]),
     "reserved"),
    (lambda m: dtc.Mesh.from_string("|x=2|0,1,2|0,1|a,b"), "global ids"),
    (lambda m: dtc.Layout.from_string("sharding_specs:x mesh:|x=2|*CPU"), "comma"),
])
def test_bad_meshes_and_layouts(mesh, bad, message):
    with pytest.raises(ValueError, match=message):
        bad(mesh)


def test_layout_queries(mesh):
    layout = dtc.Layout(["x", dtc.UNSHARDED, "y"], mesh)
    assert layout.rank == 3 and layout.num_shards(0) == 2 and layout.num_shards(2) == 4
    assert layout.local_shape_from_global_shape([8, 3, 16]) == [4, 3, 4]
    assert layout.global_shape_from_local_shape([4, 3, 4]) == [8, 3, 16]
    assert not layout.is_fully_replicated()
    assert dtc.Layout.replicated(mesh, 2).is_fully_replicated()
    assert layout.mlir_layout() == "#dtensor.layout<@mesh, [x, unsharded, y]>"
    assert mesh.mlir_mesh() == "dtensor.mesh @mesh <[x = 2, y = 4], cpu>"
