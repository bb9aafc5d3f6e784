"""dtc for TensorFlow users: a tf.function (or a Python function of TF ops),
example arguments and DTensor layouts become a dtc program (a .mlir file
`dtc compile` takes), its captured variables (tf.Variable, Keras weights,
optimizer slots) marked as dtc variables.

    import tensorflow as tf, dtc_tf
    from tensorflow.experimental import dtensor

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    program = dtc_tf.export(train_step, (x, y), "step.mlir",
                            mesh={"batch": 2},
                            in_layouts=(["batch", "unsharded"], ["batch", "unsharded"]))

The steps: TF's XLA bridge gives the function's StableHLO
(`experimental_get_compiler_ir(...)(stage="stablehlo_serialized")`, with
jit_compile: StableHLO's portable bytecode);
dtc_tf.stablehlo reads it with jaxlib's MLIR bindings (which know TF's
leftover `mhlo` ops), marks each argument that is a captured variable
`dtensor.variable` and each result TF aliases to it `dtensor.assign`, and
prints it in generic form with TF's op names as locations; IREE's input
conversion makes it linalg (IREE leaves the `mhlo` ops alone); `dtc import`
makes it a dtc program (an `mhlo.copy` is its operand; any op it does not
import is an error naming the TF op it came from) with a mesh and the
entry's layouts.

TensorFlow, jaxlib and iree-base-compiler are not dtc's dependencies:
`dtc-tf setup` installs them into a virtual environment
(tools/tf-import/README.md).
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "jax-import"))
from dtc_jax.iree import import_program, lower_to_linalg  # noqa: E402
from dtc_jax.layouts import dims_text  # noqa: E402

from .replicas import replicas as replica_context  # noqa: E402
from .stablehlo import Marks, mark_and_print  # noqa: E402

__all__ = ["Traced", "export", "import_program", "layout_dims", "trace"]


@dataclass
class Traced:
    """A TF function traced at some arguments, through IREE: what `dtc
    import` reads (`iree`) and how the entry's arguments and results map
    to the TF function's.

    `arguments`: one per argument of the entry, in order: ("input", i)
    for the i-th flattened argument of the call, ("variable", v) for a
    captured tf.Variable, ("constant", array) for a captured tensor.
    `results`: ("output", i) for the i-th flattened output, ("assign", v)
    for the variable the result updates. `names[id(v)]` is the dtc name of
    each variable. `structure`: the function's outputs' structure
    (tf.nest.pack_sequence_as with expand_composites: an IndexedSlices is
    three outputs). `arg_shapes`, `out_shapes`: the entry's
    argument shapes and the function's outputs' shapes."""
    iree: str
    arguments: list = field(default_factory=list)
    results: list = field(default_factory=list)
    names: dict = field(default_factory=dict)
    structure: Any = None
    arg_shapes: list = field(default_factory=list)
    out_shapes: list = field(default_factory=list)
    replicas: Optional[int] = None

    def import_options(self, mesh: Optional[dict[str, int]] = None,
                       in_layouts: Optional[Sequence] = None,
                       out_layouts: Optional[Sequence] = None,
                       variable_layouts: Any = None, device_type: str = "cpu") -> list[str]:
        """`dtc import`'s options for the program on `mesh` ({axis: size},
        major to minor; none: one device) with `in_layouts` (one layout per
        flattened argument of the call), `out_layouts` (one per flattened
        output; None entries and lists: replicated) and `variable_layouts`
        (a captured variable's layout, as {dtc name: layout} or (variable,
        layout) pairs: a tf.Variable or Keras variable, which are not
        hashable; default replicated). An assigning result has its
        variable's layout."""
        if self.replicas is not None:
            # A step traced for replicas lays itself out (the shard_map's
            # record); its mesh is `r` over the replicas.
            if mesh is not None or in_layouts or out_layouts or variable_layouts:
                raise ValueError("a step traced for replicas takes no mesh or layouts")
            return ["--device-type", device_type]
        if mesh is None:
            if in_layouts or out_layouts or variable_layouts:
                raise ValueError("layouts without a mesh")
            return []
        options = ["--mesh", ",".join(f"{a}={n}" for a, n in mesh.items()),
                   "--device-type", device_type]
        by_key = {}
        pairs = (variable_layouts.items() if isinstance(variable_layouts, dict)
                 else variable_layouts or [])
        for key, layout in pairs:
            by_key[key if isinstance(key, str) else id(getattr(key, "value", key))] = layout
        for key in by_key:
            if key not in self.names and key not in self.names.values():
                raise ValueError(f"variable_layouts: {key!r} is not a variable the function "
                                 "captures")

        def variable_layout(v):
            return by_key.get(self.names[id(v)], by_key.get(id(v)))

        inputs = sum(1 for kind, _ in self.arguments if kind == "input")
        if in_layouts is not None and len(in_layouts) != inputs:
            raise ValueError(f"in_layouts: {len(in_layouts)} layouts for {inputs} arguments")
        for i, (kind, what) in enumerate(self.arguments):
            if kind == "input":
                layout = None if in_layouts is None else in_layouts[what]
            else:
                layout = variable_layout(what) if kind == "variable" else None
            options += ["--in-layout", layout_dims(layout, len(self.arg_shapes[i]),
                                                   f"argument {i}")]
        if out_layouts is not None and len(out_layouts) != len(self.out_shapes):
            raise ValueError(f"out_layouts: {len(out_layouts)} layouts for "
                             f"{len(self.out_shapes)} outputs")
        for kind, what in self.results:
            if kind == "output":
                layout = None if out_layouts is None else out_layouts[what]
                dims = layout_dims(layout, len(self.out_shapes[what]), f"output {what}")
            else:
                dims = layout_dims(variable_layout(what), len(what.shape),
                                   self.names[id(what)])
            options += ["--out-layout", dims]
        return options

    def program(self, dtc: Optional[str] = None, **layouts) -> str:
        """The dtc program (`dtc import` of `iree`) with the mesh and
        layouts import_options takes."""
        return import_program(self.iree, dtc, self.import_options(**layouts))


def layout_dims(layout: Any, rank: int, what: str) -> str:
    """A layout's dimensions as dtc writes them: a TF DTensor or dtc
    Layout (its sharding_specs), a sequence of mesh axis names (one per
    dimension; "unsharded" or None for none), or None (replicated)."""
    specs = getattr(layout, "sharding_specs", layout)
    if specs is None:
        specs = ["unsharded"] * rank
    specs = list(specs)
    if len(specs) != rank:
        raise ValueError(f"{what}: a layout of {len(specs)} dimensions for a value of rank "
                         f"{rank}")
    dims = []
    for s in specs:
        if s is None or s == "unsharded":
            dims.append([])
        elif isinstance(s, str) and s and s != "match":
            dims.append([s])
        else:
            raise ValueError(f"{what}: {s!r} is not a mesh axis name or 'unsharded'")
    return dims_text(dims)


def _jit(f: Callable):
    """`f` as a tf.function compiled with XLA (jit_compile=True), which
    is what gives its StableHLO."""
    import tensorflow as tf
    if isinstance(f, tf.types.experimental.PolymorphicFunction):
        if getattr(f, "_jit_compile", None):
            return f
        return tf.function(f.python_function, jit_compile=True)
    if not callable(f):
        raise TypeError(f"dtc_tf takes a tf.function or a Python function, not "
                        f"{type(f).__name__}")
    return tf.function(f, jit_compile=True)


def _variable_name(v, taken: set) -> str:
    """A dtc variable name for a tf.Variable: its TF name without the
    `:0`, characters dtc does not allow made '_', made unique."""
    base = v.name[:-2] if v.name.endswith(":0") else v.name
    base = "".join(c if c.isalnum() or c in "_.-/" else "_" for c in base) or "variable"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    taken.add(name)
    return name


def trace(f: Callable, args: Sequence[Any], variables: str = "mark",
          debug_info: bool = True, replicas: Optional[int] = None,
          split: Optional[Sequence[bool]] = None,
          variable_device: Optional[int] = None) -> Traced:
    """`f` called with `args` (numpy arrays or tf Tensors; nested
    structures are flattened as tf.nest does), traced by TF with XLA and
    through IREE's input conversion.

    `variables`: "mark" (captured variables are dtc variables, updated in
    place by their assigning results) or "values" (plain arguments and
    results: the step as a function of values). `debug_info`: IREE's
    output keeps TF's op names as locations, for `dtc import`'s errors.

    `replicas`: `f` is a step of one of that many replicas, as TF's
    strategies run it (dtc_tf.replicas: losses scaled by Keras for the
    replicas, gradients summed over them before the optimizer's update),
    `args` one replica's; the program runs it on every replica, a shard_map
    over mesh axis `r`. `split[i]`: flattened argument i is a per-replica
    batch (the program takes the replicas' batches one after another),
    else mirrored (every replica gets it). `variable_device`: the captured
    variables live on that device of the replicas' mesh (a central-storage
    parameter device) rather than on every replica."""
    import numpy as np
    import tensorflow as tf
    if variables not in ("mark", "values"):
        raise ValueError(f"variables is 'mark' or 'values', not {variables!r}")
    flat = [tf.convert_to_tensor(a) for a in tf.nest.flatten(list(args))]
    structured = tf.nest.pack_sequence_as(list(args), flat)
    if replicas is None:
        fn = _jit(f)
        concrete = fn.get_concrete_function(*structured)
        artifact = fn.experimental_get_compiler_ir(*structured)(stage="stablehlo_serialized")
    else:
        # A trace of its own (a tf.function's cached trace has no all-reduce).
        fn = tf.function(getattr(f, "python_function", f), jit_compile=True)
        with replica_context(replicas):
            concrete = fn.get_concrete_function(*structured)
            artifact = fn.experimental_get_compiler_ir(*structured)(
                stage="stablehlo_serialized")
        if split is None or len(split) != len(flat):
            raise ValueError(f"split: one flag per flattened argument ({len(flat)})")

    # The XLA function's arguments: the call's flattened arguments, then
    # the captured tensors (a variable's resource handle, or a constant).
    by_handle = {id(v.handle): v for v in concrete.variables}
    traced = Traced(iree="", structure=concrete.structured_outputs)
    traced.arguments = [("input", i) for i in range(len(flat))]
    arg_types = [(tuple(t.shape), t.dtype) for t in flat]
    taken: set = set()
    for c in concrete.captured_inputs:
        if c.dtype == tf.resource:
            v = by_handle.get(id(c))
            if v is None:
                raise ValueError("the function captures a resource that is not a tf.Variable "
                                 "(a lookup table, a dataset iterator?); dtc takes variables "
                                 "and tensors")
            traced.names[id(v)] = _variable_name(v, taken)
            traced.arguments.append(("variable", v))
            arg_types.append((tuple(v.shape), v.dtype))
        else:
            traced.arguments.append(("constant", np.asarray(c)))
            arg_types.append((tuple(c.shape), c.dtype))
    traced.arg_shapes = [shape for shape, _ in arg_types]
    # Composite outputs (an embedding's gradient is an IndexedSlices) are
    # their components, as XLA returns them.
    traced.out_shapes = [tuple(t.shape) for t in tf.nest.flatten(concrete.structured_outputs,
                                                                 expand_composites=True)]
    marks = Marks(
        arg_types=[(shape, np.dtype(dtype.as_numpy_dtype)) for shape, dtype in arg_types],
        user_outputs=len(traced.out_shapes),
        variable_names=[traced.names[id(a[1])] if a[0] == "variable" else None
                        for a in traced.arguments],
        mark=variables == "mark", replicas=replicas, variable_device=variable_device,
        name="".join(c if c.isalnum() or c == "_" else "_" for c in
                     getattr(getattr(f, "python_function", f), "__name__", "")) or "tf_function",
        split=None if replicas is None else list(split) + [False] * (len(arg_types) - len(flat)))
    traced.replicas = replicas
    generic, assigned = mark_and_print(artifact, marks)
    traced.results = [("output", i) for i in range(len(traced.out_shapes))]
    traced.results += [("assign", traced.arguments[p][1]) for p in assigned]
    traced.iree = lower_to_linalg(generic, debug_info=debug_info)
    return traced


def export(f: Callable, args: Sequence[Any], path: str, dtc: Optional[str] = None,
           **layouts) -> Traced:
    """Writes the dtc program of `f` at `args` to `path`, with the mesh and
    layouts Traced.import_options takes; returns the trace."""
    traced = trace(f, args)
    text = traced.program(dtc, **layouts)
    with open(path, "w") as out:
        out.write(text)
    return traced
