"""Records what TF 2.21's DTensor gives for the API items test_*.py check
against TF (Inputs/tf_recorded.json). Run with TensorFlow installed, e.g.

    python3 -m venv build/tf-venv && build/tf-venv/bin/pip install tensorflow-cpu==2.21.0
    build/tf-venv/bin/python test/python/record_tf.py

The tests read the JSON; they never import TensorFlow."""

import json
import os
import subprocess
import sys

import numpy as np
import tensorflow as tf
from tensorflow.experimental import dtensor

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 8)


def record_distribute():
    """tf.distribute on 2 mirrored replicas: how a dataset's global batches
    are split (the short last batch too), local results, reduce, gather,
    run with a plain tensor argument (mirrored); printed as JSON."""
    mirrored = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
    rows = np.arange(7 * 2, dtype=np.float32).reshape(7, 2)

    def local(value):
        return [v.numpy().tolist() for v in mirrored.experimental_local_results(value)]

    splits = {}
    for batch in (4, 3):
        ds = tf.data.Dataset.from_tensor_slices(rows).batch(batch)
        splits[str(batch)] = [local(b) for b in mirrored.experimental_distribute_dataset(ds)]
    # Per-replica batches from a function: each step the next batch for each
    # replica in turn.
    contexts = []

    def per_replica(ctx):
        contexts.append([ctx.num_input_pipelines, ctx.input_pipeline_id,
                         ctx.num_replicas_in_sync, ctx.get_per_replica_batch_size(4)])
        return tf.data.Dataset.from_tensor_slices(rows).batch(3)
    from_function = [local(b) for b in mirrored.distribute_datasets_from_function(per_replica)]
    whole = next(iter(mirrored.experimental_distribute_dataset(
        tf.data.Dataset.from_tensor_slices(rows).batch(7))))
    try:
        mirrored.reduce("SUM", tf.constant([1., 2.]), axis=None)
        plain_sum = None
    except ValueError as e:
        plain_sum = str(e)
    print(json.dumps({
        "num_replicas": mirrored.num_replicas_in_sync,
        "splits": splits,
        "from_function": from_function,
        "input_context": contexts[0],
        "local_of_plain": local(tf.constant([1., 2.])),
        "reduce_plain_mean": mirrored.reduce("MEAN", tf.constant([1., 2.]), axis=None).numpy().tolist(),
        "reduce_plain_sum_error": plain_sum,
        "gather_uneven": mirrored.gather(whole, axis=0).numpy().tolist(),
        "reduce_mean_axis0_uneven": mirrored.reduce("MEAN", whole, axis=0).numpy().tolist(),
        "run_with_plain": local(mirrored.run(lambda a, c: a * c + 1.0,
                                             args=(whole, tf.constant(2.0)))),
        "v1": record_v1(),
    }))


def record_v1():
    """tf.compat.v1.distribute.OneDeviceStrategy's v1 extras: a numpy
    dataset, iterators over a dataset and from an input function (its
    context, its batches, the end), experimental_run of a step on the next
    batch, unwrap, reduce of the result, update_config_proto."""
    one = tf.compat.v1.distribute.OneDeviceStrategy("/cpu:0")
    rows = np.arange(10, dtype=np.float32).reshape(5, 2)
    numpy_dataset = [t.numpy().tolist() for t in one.experimental_make_numpy_dataset(rows)]
    it = one.make_dataset_iterator(tf.data.Dataset.from_tensor_slices(rows).batch(2))
    first = it.get_next().numpy().tolist()
    doubled = one.experimental_run(lambda v: v * 2, it)
    contexts = []

    def input_fn(ctx):
        contexts.append([ctx.num_input_pipelines, ctx.input_pipeline_id,
                         ctx.num_replicas_in_sync])
        return tf.data.Dataset.from_tensor_slices(rows).batch(3)
    from_fn = one.make_input_fn_iterator(input_fn)
    batches = [from_fn.get_next().numpy().tolist(), from_fn.get_next().numpy().tolist()]
    try:
        from_fn.get_next()
        end = None
    except tf.errors.OutOfRangeError as e:
        end = type(e).__name__
    config = tf.compat.v1.ConfigProto()
    return {
        "numpy_dataset": numpy_dataset,
        "first_batch": first,
        "run_doubled_second_batch": doubled.numpy().tolist(),
        "unwrap": [t.numpy().tolist() for t in one.unwrap(doubled)],
        "reduce_sum_axis0": one.reduce("SUM", doubled, axis=0).numpy().tolist(),
        "input_context": contexts[0],
        "input_fn_batches": batches,
        "end": end,
        "config_proto_equal_copy": one.update_config_proto(config) == config,
        "num_replicas": one.num_replicas_in_sync,
    }


if sys.argv[1:] == ["--distribute"]:
    record_distribute()
    sys.exit(0)

mesh = dtensor.create_mesh([("x", 2), ("y", 4)], device_type="CPU")
L = dtensor.Layout
out = {"tf_version": tf.__version__}
out["strings"] = {
    "mesh_2x4": mesh.to_string(),
    "batch_sharded_x_rank2": L.batch_sharded(mesh, "x", 2).to_string(),
    "inner_sharded_y_rank3": L.inner_sharded(mesh, "y", 3).to_string(),
    "replicated_rank2": L.replicated(mesh, 2).to_string(),
    "scalar": L([], mesh).to_string(),
    "delete_0_of_y_x": L(["y", "x"], mesh).delete([0]).to_string(),
    "offset_to_shard_x_y": np.asarray(L(["x", "y"], mesh).offset_to_shard()).tolist(),
}

# unpack's components of a relaid-out tensor, in local device order.
x = np.arange(8 * 12, dtype=np.float32).reshape(8, 12)
rep = dtensor.copy_to_mesh(tf.constant(x), L.replicated(mesh, 2))
sharded = dtensor.relayout(rep, L(["y", "x"], mesh))
out["unpack_y_x"] = [t.numpy().tolist() for t in dtensor.unpack(sharded)]
back = dtensor.relayout(sharded, L([dtensor.MATCH, dtensor.UNSHARDED], mesh))
out["match_unsharded_layout"] = dtensor.fetch_layout(back).to_string()
out["pack_x_unsharded"] = dtensor.unpack(dtensor.pack(
    [tf.constant(x[i // 4 * 4:(i // 4 + 1) * 4]) for i in range(8)],
    L(["x", dtensor.UNSHARDED], mesh)))[5].numpy().tolist()
try:
    dtensor.check_layout(sharded, L.replicated(mesh, 2))
    out["check_layout_error"] = None
except ValueError as e:
    out["check_layout_error"] = str(e)
out["device_queries"] = {
    "client_id": dtensor.client_id(),
    "num_clients": dtensor.num_clients(),
    "job_name": dtensor.job_name(),
    "full_job_name": dtensor.full_job_name(),
    "local_devices": [str(d) for d in dtensor.local_devices("CPU")],
    "num_local_devices": dtensor.num_local_devices("CPU"),
    "num_global_devices": dtensor.num_global_devices("CPU"),
}

# DVariable: a variable on the layout of its initial value; read_value a
# snapshot; assign_add/assign_sub with values of any layout keep the
# variable's; the errors TF raises.
xu = L(["x", dtensor.UNSHARDED], mesh)
v = dtensor.DVariable(dtensor.copy_to_mesh(tf.constant(x[:, :4]), xu), name="w")
before = v.read_value()
v.assign_add(dtensor.copy_to_mesh(tf.ones((8, 4)), xu))
after_add = dtensor.unpack(v.read_value())[0].numpy().tolist()
v.assign_sub(dtensor.copy_to_mesh(tf.fill((8, 4), 0.5), L.replicated(mesh, 2)))
errors = {}
try:
    v.assign(dtensor.copy_to_mesh(tf.ones((4, 4)), L.replicated(mesh, 2)))
except ValueError as e:
    errors["shape"] = str(e)
try:
    dtensor.DVariable(tf.ones((2, 2)))
except tf.errors.InvalidArgumentError as e:
    errors["no_layout"] = e.message
with dtensor.default_mesh(mesh):
    under_mesh = dtensor.fetch_layout(dtensor.DVariable(tf.ones((2, 2)))).sharding_specs
n = dtensor.DVariable(dtensor.copy_to_mesh(tf.constant([[1, 2], [3, 4]], tf.int32),
                                           L.replicated(mesh, 2)))
n.assign_add(dtensor.copy_to_mesh(tf.constant([[10, 20], [30, 40]], tf.int32),
                                  L.replicated(mesh, 2)))
out["dvariable"] = {
    "name": v.name,
    "layout": dtensor.fetch_layout(v).sharding_specs,
    "read_before_add_shard0": dtensor.unpack(before)[0].numpy().tolist(),
    "after_add_shard0": after_add,
    "after_sub_shard5": dtensor.unpack(v.read_value())[5].numpy().tolist(),
    "after_sub_layout": dtensor.fetch_layout(v).sharding_specs,
    "errors": errors,
    "plain_under_default_mesh": under_mesh,
    "int_assign_add": dtensor.unpack(n.read_value())[0].numpy().tolist(),
    "default_name": n.name,
}

# tf.distribute in a process of its own (its collectives and DTensor's
# would share group keys in this one).
out["distribute"] = json.loads(subprocess.run(
    [sys.executable, os.path.abspath(__file__), "--distribute"], check=True,
    capture_output=True, text=True).stdout)

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs", "tf_recorded.json")
with open(path, "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print("wrote", path)
