"""TensorFlow functions compiled by dtc and called in process (dtc.tf).

    import dtc, dtc.tf, tensorflow as tf
    mesh = dtc.create_mesh([("batch", 2)])

    @dtc.tf.function(mesh=mesh, in_layouts=[dtc.Layout(["batch", dtc.UNSHARDED], mesh)] * 2)
    @tf.function
    def train_step(x, y):
        ...                               # GradientTape, a Keras model, an optimizer
        return loss

    loss = train_step(x, y)               # a DTensor; the model's weights and
                                          # the optimizer's slots are DVariables
    train_step.update_tf_variables()      # their values back into TF's variables

The function is traced by TF (with XLA: `jit_compile=True`) once per
signature and imported with tools/tf-import (dtc_tf): the variables it
captures (tf.Variable, Keras weights, optimizer slots) become DVariables,
created from the TF variables' values on first call, on their layouts
(`variable_layouts`, replicated by default), and updated in place on the mesh
by each call. Needs TensorFlow, jaxlib and IREE's compiler in this Python
(tools/tf-import/dtc-tf setup); dtc itself never does.
"""

import os
import sys

import numpy as np

from . import _program
from ._api import Function, get_default_mesh
from ._mesh import Mesh
from ._tensor import DTensor
from ._variable import DVariable

__all__ = ["TFFunction", "function", "run_on_replicas", "update_tf_variables"]


def _tensorflow():
    """TensorFlow, or a ValueError saying how to get it."""
    try:
        import tensorflow
    except ImportError:
        raise ValueError("dtc.tf traces TF functions with TensorFlow, which this Python lacks "
                         "(tools/tf-import/dtc-tf setup installs it)") from None
    return tensorflow


def _import_dtc_tf():
    """dtc's TF importer (tools/tf-import of this build's sources)."""
    _tensorflow()
    from ._config import SOURCE_DIR
    importer = os.path.join(SOURCE_DIR, "tools", "tf-import")
    if importer not in sys.path:
        sys.path.insert(0, importer)
    import dtc_tf
    return dtc_tf


def _dtc_mesh(mesh):
    """A dtc Mesh for `mesh` (a dtc Mesh, or TF DTensor's: the same axes on
    CPU devices 0..N-1)."""
    if mesh is None or isinstance(mesh, Mesh):
        return mesh
    if hasattr(mesh, "dim_names") and hasattr(mesh, "shape"):
        from ._api import create_mesh
        if str(mesh.device_type()).upper() != "CPU":
            raise ValueError(f"dtc.tf: a TF mesh of {mesh.device_type()} devices; give a dtc "
                             "Mesh for GPUs")
        return create_mesh(list(zip(mesh.dim_names, mesh.shape())))
    raise TypeError(f"dtc.tf: mesh is a dtc or TF DTensor Mesh, not {type(mesh).__name__}")


def _specs(layout):
    """A layout's sharding specs (dtc's or TF DTensor's Layout, or a list of
    axis names), or None."""
    if layout is None:
        return None
    specs = getattr(layout, "sharding_specs", layout)
    return [str(s) for s in specs]


def _host(value):
    """A call's argument as dtc takes it: DTensors as they are, TF tensors
    and anything else as numpy arrays."""
    if isinstance(value, DTensor):
        return value
    if hasattr(value, "numpy") and not isinstance(value, np.ndarray):
        return value.numpy()
    return np.asarray(value)


class TFFunction:
    """A TF function compiled by dtc once per signature, its captured
    variables DVariables on the mesh (dtc.tf.function)."""

    def __init__(self, fun, mesh, in_layouts, out_layouts, variable_layouts, options):
        self._fun = fun
        self._mesh = _dtc_mesh(mesh)
        self._in_layouts = in_layouts
        self._out_layouts = out_layouts
        self._variable_layouts = variable_layouts
        self._options = options
        self._compiled = {}
        # id(tf variable) -> (the tf variable, its DVariable, its dtc name)
        self._variables = {}

    def _mesh_for_call(self):
        mesh = self._mesh or get_default_mesh()
        for layout in list(self._in_layouts or []) + list(self._out_layouts or []):
            if mesh is None and getattr(layout, "mesh", None) is not None:
                mesh = _dtc_mesh(layout.mesh)
        return mesh

    def lower(self, *args):
        """The (Function, dtc_tf.Traced) of the program for arguments like
        `args`."""
        tf = _tensorflow()
        flat = [_host(a) for a in tf.nest.flatten(list(args))]
        signature = (tf.nest.map_structure(lambda _: None, list(args)),
                     tuple((tuple(np.shape(a)), np.dtype(a.dtype).str) for a in flat))
        compiled = self._compiled.get(repr(signature))
        if compiled is not None:
            return compiled
        dtc_tf = _import_dtc_tf()
        mesh = self._mesh_for_call()
        if mesh is not None:
            if [int(i) for i in mesh.global_device_ids().reshape(-1)] != list(range(mesh.size)):
                raise ValueError("a TF function's mesh has the device ids 0..N-1 in order")
            if mesh.num_local_devices() != mesh.size:
                raise ValueError("a TF function runs on a single-client mesh")
        # Example arguments: zeros of the call's shapes and dtypes (a DTensor
        # is not read back for tracing).
        examples = tf.nest.pack_sequence_as(
            list(args), [np.zeros(a.shape, a.dtype) for a in flat])
        variable_layouts = self._variable_layouts
        if isinstance(variable_layouts, dict):
            variable_layouts = {k: _specs(v) for k, v in variable_layouts.items()}
        elif variable_layouts is not None:
            variable_layouts = [(k, _specs(v)) for k, v in variable_layouts]
        traced = dtc_tf.trace(self._fun, examples)
        text = traced.program(
            _program.compiler_path(),
            mesh=None if mesh is None else dict(zip(mesh.dim_names, mesh.shape())),
            in_layouts=None if self._in_layouts is None else [_specs(l) for l in self._in_layouts],
            out_layouts=None if self._out_layouts is None else
            [_specs(l) for l in self._out_layouts],
            variable_layouts=variable_layouts,
            device_type="cpu" if mesh is None else mesh.device_type().lower())
        function = Function(text, mesh, None, None, "main", self._options)
        compiled = self._compiled[repr(signature)] = (function, traced)
        return compiled

    def __call__(self, *args):
        tf = _tensorflow()
        function, traced = self.lower(*args)
        flat = [_host(a) for a in tf.nest.flatten(list(args))]
        out = _call(function, traced, flat, self._variables)
        return _outputs(tf, traced.structure, out)

    @property
    def variables(self):
        """{dtc name: DVariable} of the TF variables the function captures
        (those of the signatures called so far)."""
        return {name: value for _, value, name in self._variables.values()}

    def update_tf_variables(self):
        """Assigns each DVariable's value to its TF variable (e.g. before
        Keras's model.save or a TF checkpoint)."""
        for v, value, _ in self._variables.values():
            v.assign(value.numpy())


class _ReplicaStep:
    """A TF step run by a dtc strategy (`strategy.run(step, args)`): traced
    as TF's strategies run it, once per signature, for the strategy's
    replicas (dtc_tf.replicas: each replica's loss scaled by Keras, the
    gradients summed over the replicas before the optimizer's update), and
    run on every replica as a shard_map over them, the summed gradients
    dtc's all-reduces. Its captured variables are DVariables placed by the
    strategy (on every replica, or on a central-storage strategy's
    parameter device), the strategy's `_tf_variables`, shared by its
    steps."""

    def __init__(self, strategy, fun):
        self._strategy = strategy
        self._fun = fun
        self._compiled = {}

    def _program(self, examples, split, structure):
        tf = _tensorflow()
        key = repr((tf.nest.map_structure(lambda _: None, structure),
                    [(a.shape, a.dtype.str) for a in examples], split))
        compiled = self._compiled.get(key)
        if compiled is None:
            dtc_tf = _import_dtc_tf()
            mesh = self._strategy.mesh
            traced = dtc_tf.trace(self._fun, tf.nest.pack_sequence_as(structure, examples),
                                  replicas=mesh.size, split=split,
                                  variable_device=self._strategy._parameter_device)
            text = traced.program(_program.compiler_path(),
                                  device_type=mesh.device_type().lower())
            compiled = self._compiled[key] = (Function(text, mesh, None, None, "main", {}),
                                              traced)
        return compiled

    def __call__(self, args):
        from ._distribute import PerReplica
        tf = _tensorflow()
        strategy = self._strategy
        r = strategy.num_replicas_in_sync
        structure = list(args)
        flat = tf.nest.flatten(structure)
        # A per-replica value: the replicas' parts one after another (its
        # real rows: a short batch split evenly); any other: mirrored.
        examples, split, values = [], [], []
        for i, value in enumerate(flat):
            if isinstance(value, PerReplica):
                padded = value._padded()
                rows = value._rows
                if rows is not None and len(set(rows)) != 1:
                    raise ValueError(
                        f"argument {i}: a short batch split unevenly over the replicas "
                        f"({'|'.join(map(str, rows))} rows): TF runs each replica on its rows "
                        "and its per-replica losses depend on the split, which one program "
                        "for every replica cannot do; batch the dataset with "
                        "drop_remainder, or a size the replicas divide")
                n = padded.shape[1] if rows is None else rows[0]
                part = np.ascontiguousarray(padded[:, :n])
                values.append(part.reshape((r * n,) + part.shape[2:]))
                examples.append(np.zeros(part.shape[1:], part.dtype))
                split.append(True)
            else:
                v = value.numpy() if isinstance(value, DTensor) else _host(value)
                values.append(v)
                examples.append(np.zeros(v.shape, v.dtype))
                split.append(False)
        function, traced = self._program(examples, split, structure)
        out = _call(function, traced, values, strategy._tf_variables)
        # Each output stacked over the replicas: one value per replica.
        return _outputs(tf, traced.structure, [PerReplica(strategy, stacked=t) for t in out])


def _held_variable(held, v, name, layout):
    """The DVariable of TF variable `v` in `held` (id(v) -> (v, DVariable,
    name)), made from its value on first use, on `layout`."""
    entry = held.get(id(v))
    if entry is None:
        entry = held[id(v)] = (v, DVariable(np.asarray(v.numpy()), name=name, layout=layout),
                               name)
    if entry[1].layout != layout:
        raise ValueError(f"variable '{name}' is on {entry[1].layout.sharding_specs}; this "
                         f"program takes it on {layout.sharding_specs}")
    return entry[1]


def _call(function, traced, inputs, held):
    """Calls the compiled `function` of `traced` with the call's flattened
    `inputs`, the captured variables' DVariables (`held`) and the
    captured constants; its results as a list."""
    layouts = function.in_layouts
    values = []
    for i, (kind, what) in enumerate(traced.arguments):
        if kind == "input":
            values.append(inputs[what])
        elif kind == "variable":
            values.append(_held_variable(held, what, traced.names[id(what)], layouts[i]))
        else:
            values.append(what)
    out = function(*values)
    return [] if out is None else [out] if not isinstance(out, tuple) else list(out)


def _outputs(tf, structure, values):
    """The flat `values` in the function's output structure, a composite
    output (an embedding's IndexedSlices gradient) the tuple of its
    components (values, indices, dense_shape)."""
    if structure is None:
        return None
    structure = tf.nest.map_structure(
        lambda t: tuple(tf.nest.flatten(t, expand_composites=True))
        if isinstance(t, tf.__internal__.CompositeTensor) else t, structure)
    return tf.nest.pack_sequence_as(structure, values)


def run_on_replicas(strategy, fun, args):
    """strategy.run of a TF step (a tf.function or a Python function of TF
    ops): its outputs as PerReplica values."""
    step = strategy._tf_steps.get(id(fun))
    if step is None or step[0] is not fun:
        step = strategy._tf_steps[id(fun)] = (fun, _ReplicaStep(strategy, fun))
    return step[1](args)


def update_tf_variables(strategy):
    """Assigns the DVariables of the TF variables `strategy`'s TF steps
    captured to those TF variables."""
    for v, value, _ in strategy._tf_variables.values():
        v.assign(value.numpy())


def function(fun=None, *, mesh=None, in_layouts=None, out_layouts=None, variable_layouts=None,
             emulate_gpu_kernels=None, host_cpu=None, cache_dir=None, overlap=True):
    """A TF function (a tf.function or a Python function of TF ops)
    compiled by dtc once per signature and called in process.

    `in_layouts`: one layout per (flattened) argument, `out_layouts` one per
    output: dtc or TF DTensor Layouts (or lists of axis names; None:
    replicated) on `mesh` (dtc's or TF's; default: the layouts' mesh or the
    default mesh; none: one device). `variable_layouts`: {dtc name: layout}
    or (variable, layout) pairs for the captured variables (default
    replicated). Arguments are numpy arrays, TF tensors or DTensors; results
    are DTensors on the mesh. Usable as a decorator."""
    options = dict(emulate_gpu_kernels=emulate_gpu_kernels, host_cpu=host_cpu,
                   cache_dir=cache_dir, overlap=overlap)

    def make(f):
        return TFFunction(f, mesh, in_layouts, out_layouts, variable_layouts, options)
    return make if fun is None else make(fun)


def _register_conversion():
    """tf.convert_to_tensor of a DTensor: its global value."""
    try:
        import tensorflow as tf
    except ImportError:
        return

    def convert(value, dtype=None, name=None, as_ref=False):
        return tf.constant(value.numpy(), dtype=dtype, name=name)
    tf.register_tensor_conversion_function(DTensor, convert)


_register_conversion()
