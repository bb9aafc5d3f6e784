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
(`experimental_get_compiler_ir(...)(stage="stablehlo")`, with jit_compile);
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

from .stablehlo import Marks, mark_and_print  # noqa: E402

__all__ = ["Exported", "export", "layout_dims", "trace"]


@dataclass
class Exported:
    """A TF function as a dtc program: its text and how its entry's
    arguments and results map to the TF function's.

    `arguments`: one per argument of the entry, in order: ("input", i)
    for the i-th flattened argument of the call, ("variable", v) for a
    captured tf.Variable, ("constant", array) for a captured tensor.
    `results`: ("output", i) for the i-th flattened output, ("assign", v)
    for the variable the result updates. `names[id(v)]` is the dtc name of
    each variable. `structure`: the function's outputs' structure
    (tf.nest.pack_sequence_as)."""
    text: str
    arguments: list = field(default_factory=list)
    results: list = field(default_factory=list)
    names: dict = field(default_factory=dict)
    structure: Any = None


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


def trace(f: Callable, args: Sequence[Any], mesh: Optional[dict[str, int]] = None,
          in_layouts: Optional[Sequence] = None, out_layouts: Optional[Sequence] = None,
          variable_layouts: Optional[dict] = None, device_type: str = "cpu",
          variables: str = "mark", dtc: Optional[str] = None) -> Exported:
    """The dtc program of `f` called with `args` (numpy arrays or tf
    Tensors; nested structures are flattened as tf.nest does).

    `mesh`: {axis: size}, major to minor (none: one device). `in_layouts`:
    one layout per flattened argument, `out_layouts` one per flattened
    output (None entries and lists: replicated); `variable_layouts`: a
    captured variable's layout, as {dtc name: layout} or (variable,
    layout) pairs (a tf.Variable or Keras variable, which are not
    hashable); default replicated. `variables`: "mark"
    (captured variables are dtc variables, updated in place by their
    assigning results) or "values" (plain arguments and results: the step
    as a function of values)."""
    import numpy as np
    import tensorflow as tf
    if variables not in ("mark", "values"):
        raise ValueError(f"variables is 'mark' or 'values', not {variables!r}")
    fn = _jit(f)
    flat = [tf.convert_to_tensor(a) for a in tf.nest.flatten(list(args))]
    structured = tf.nest.pack_sequence_as(list(args), flat)
    concrete = fn.get_concrete_function(*structured)
    text = fn.experimental_get_compiler_ir(*structured)(stage="stablehlo")

    # The XLA function's arguments: the call's flattened arguments, then
    # the captured tensors (a variable's resource handle, or a constant).
    by_handle = {id(v.handle): v for v in concrete.variables}
    exported = Exported(text="", structure=concrete.structured_outputs)
    exported.arguments = [("input", i) for i in range(len(flat))]
    arg_types = [(tuple(t.shape), t.dtype) for t in flat]
    taken: set = set()
    for c in concrete.captured_inputs:
        if c.dtype == tf.resource:
            v = by_handle.get(id(c))
            if v is None:
                raise ValueError("the function captures a resource that is not a tf.Variable "
                                 "(a lookup table, a dataset iterator?); dtc takes variables "
                                 "and tensors")
            exported.names[id(v)] = _variable_name(v, taken)
            exported.arguments.append(("variable", v))
            arg_types.append((tuple(v.shape), v.dtype))
        else:
            exported.arguments.append(("constant", np.asarray(c)))
            arg_types.append((tuple(c.shape), c.dtype))
    out_shapes = [t.shape for t in tf.nest.flatten(concrete.structured_outputs)]
    user_outputs = len(out_shapes)

    marks = Marks(
        arg_types=[(shape, np.dtype(dtype.as_numpy_dtype)) for shape, dtype in arg_types],
        user_outputs=user_outputs,
        variable_names=[exported.names[id(a[1])] if a[0] == "variable" else None
                        for a in exported.arguments],
        mark=variables == "mark")
    generic, assigned = mark_and_print(text, marks)
    exported.results = [("output", i) for i in range(user_outputs)]
    exported.results += [("assign", exported.arguments[p][1]) for p in assigned]

    # Layouts: every argument and result of the entry.
    options = []
    if mesh is not None:
        options += ["--mesh", ",".join(f"{a}={n}" for a, n in mesh.items())]
        options += ["--device-type", device_type]
        var_layouts = {}
        pairs = (variable_layouts.items() if isinstance(variable_layouts, dict)
                 else variable_layouts or [])
        for key, layout in pairs:
            var_layouts[key if isinstance(key, str) else id(getattr(key, "value", key))] = layout
        known = set(exported.names.values()) | set(exported.names)
        for key in var_layouts:
            if key not in known:
                raise ValueError(f"variable_layouts: {key!r} is not a variable the function "
                                 "captures")

        def variable_layout(v):
            return var_layouts.get(exported.names[id(v)], var_layouts.get(id(v)))

        if in_layouts is not None and len(in_layouts) != len(flat):
            raise ValueError(f"in_layouts: {len(in_layouts)} layouts for {len(flat)} arguments")
        for i, (kind, what) in enumerate(exported.arguments):
            rank = len(arg_types[i][0])
            if kind == "input":
                layout = None if in_layouts is None else in_layouts[what]
            elif kind == "variable":
                layout = variable_layout(what)
            else:
                layout = None
            options += ["--in-layout", layout_dims(layout, rank, f"argument {i}")]
        if out_layouts is not None and len(out_layouts) != user_outputs:
            raise ValueError(f"out_layouts: {len(out_layouts)} layouts for {user_outputs} "
                             "outputs")
        for kind, what in exported.results:
            if kind == "output":
                rank = len(out_shapes[what])
                layout = None if out_layouts is None else out_layouts[what]
                options += ["--out-layout", layout_dims(layout, rank, f"output {what}")]
            else:
                options += ["--out-layout", layout_dims(variable_layout(what),
                                                        len(what.shape), exported.names[id(what)])]
    exported.text = import_program(lower_to_linalg(generic, debug_info=True), dtc, options)
    return exported


def export(f: Callable, args: Sequence[Any], path: str, **options) -> Exported:
    """Writes the dtc program of `f` at `args` to `path` (dtc_tf.trace's
    options); returns it."""
    exported = trace(f, args, **options)
    with open(path, "w") as out:
        out.write(exported.text)
    return exported
