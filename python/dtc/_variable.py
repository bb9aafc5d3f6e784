"""DVariable: a DTensor whose value changes (TF DTensor's DVariable). Its
layout is fixed at creation; assign, assign_add and assign_sub give it a new
value on that layout, computed on the mesh; read_value is the value at the
time (a DTensor that later assignments leave alone). Passed to a compiled
function for an argument marked `dtensor.variable`, the variable takes the
result marked `dtensor.assign` with its name, without leaving the mesh."""

import numpy as np

from . import _program
from ._dtypes import code_of, mlir_type
from ._mesh import Layout
from ._tensor import DTensor

_UPDATES = {"add": ("arith.addf", "arith.addi", "complex.add"),
            "sub": ("arith.subf", "arith.subi", "complex.sub")}


def _update_program(layout, shape, dtype, op):
    """A one-op program: the variable's value (argument 0) and a delta in
    its layout (argument 1) combined by `op`, in the same layout."""
    code = code_of(dtype)
    element, unsigned = mlir_type(code)
    if element == "i1":
        raise ValueError(f"assign_{op} does not apply to bool variables")
    floats, ints, complexes = _UPDATES[op]
    scalar = complexes if element.startswith("complex") else floats if element[0] in "fb" else ints
    t = "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"
    rank = len(shape)
    loops = ", ".join(f"d{i}" for i in range(rank))
    ident = f"affine_map<({loops}) -> ({loops})>"
    iterators = ", ".join(['"parallel"'] * rank)
    boundary = f"{{dtensor.layout = {layout.mlir_layout('m')}" + (
        ", dtensor.unsigned}" if unsigned else "}")
    return (f"module {{\n  {layout.mesh.mlir_mesh('m')}\n"
            f"  func.func @main(%v: {t} {boundary}, %d: {t} {boundary}) -> ({t} {boundary}) {{\n"
            f"    %e = tensor.empty() : {t}\n"
            f"    %r = linalg.generic {{indexing_maps = [{ident}, {ident}, {ident}], "
            f"iterator_types = [{iterators}]}} ins(%v, %d : {t}, {t}) outs(%e : {t}) {{\n"
            f"    ^bb0(%a: {element}, %b: {element}, %o: {element}):\n"
            f"      %s = {scalar} %a, %b : {element}\n"
            f"      linalg.yield %s : {element}\n"
            f"    }} -> {t}\n"
            f"    return %r : {t}\n  }}\n}}\n")


class DVariable(DTensor):
    """A variable whose value is a DTensor, on the layout of its initial
    value (or `layout`; a plain initial value under a default mesh is
    replicated on it, as TF places it)."""

    __slots__ = ("_name", "_trainable", "_save_as_bf16")

    def __init__(self, initial_value, trainable=True, name=None, dtype=None, layout=None):
        from ._api import copy_to_mesh, get_default_mesh
        if callable(initial_value):
            initial_value = initial_value()
        if isinstance(initial_value, DTensor):
            value = initial_value.read_value() if isinstance(initial_value, DVariable) \
                else initial_value
            value._live()
            if dtype is not None and np.dtype(dtype) != value.dtype:
                raise ValueError(f"the initial value is {value.dtype}, not {np.dtype(dtype)}")
            if layout is not None and layout != value.layout:
                value = copy_to_mesh(value, layout)
        else:
            array = np.asarray(initial_value, dtype=dtype)
            from ._distribute import current_strategy
            strategy = current_strategy()
            if layout is None and strategy is not None:
                # Placed by the strategy whose scope() is open.
                layout = strategy._variable_layout(array.ndim)
            if layout is None:
                mesh = get_default_mesh()
                if mesh is None:
                    raise ValueError("Neither layout nor DTensor initial value are provided "
                                     "(a plain initial value needs layout= or a default mesh)")
                layout = Layout.replicated(mesh, array.ndim)
            value = copy_to_mesh(array, layout)
        if value.layout.partial_axes:
            raise ValueError(f"a variable's layout is not partial ({value.layout})")
        self._array = value._array
        self._layout = value.layout
        self._name = "Variable" if name is None else str(name)
        self._trainable = bool(trainable)
        self._save_as_bf16 = False  # dtc.enable_save_as_bf16

    def __repr__(self):
        return (f"<dtc.DVariable '{self.name}' shape={self.shape} dtype={self.dtype} "
                f"layout={self.layout.sharding_specs}>")

    @property
    def name(self):
        """TF's spelling: the name and the output index, `w:0`."""
        return self._name + ":0"

    @property
    def trainable(self):
        return self._trainable

    def read_value(self):
        """The value now, as a DTensor that later assignments leave alone."""
        return DTensor._make(self._live(), self._layout)

    def value(self):
        return self.read_value()

    def _in_layout(self, value, what):
        """`value` as a DTensor of this variable's layout (a DTensor of
        another layout relaid out, or copied from its mesh; anything numpy
        takes placed on it)."""
        from ._api import copy_to_mesh
        if isinstance(value, DTensor):
            shape, dtype = value.shape, value.dtype
        else:
            value = np.asarray(value)
            shape, dtype = value.shape, value.dtype
        if tuple(shape) != tuple(self.shape):
            raise ValueError(f"Cannot assign value to variable ' {self.name}': Shape mismatch."
                             f"The variable shape {tuple(self.shape)}, and the assigned value "
                             f"shape {tuple(shape)} are incompatible.")
        if np.dtype(dtype) != self.dtype:
            raise ValueError(f"{what}: the variable '{self.name}' is {self.dtype}, the value "
                             f"{np.dtype(dtype)}")
        if isinstance(value, DTensor) and value.layout == self._layout:
            value._live()
            return value
        return copy_to_mesh(value, self._layout)

    def _set(self, value):
        self._live()
        self._array = value._live()
        return self

    def assign(self, value, use_locking=None, name=None, read_value=True):
        """The variable takes `value` (relaid out to its layout)."""
        return self._set(self._in_layout(value, "assign"))

    def _update(self, delta, op):
        delta = self._in_layout(delta, f"assign_{op}")
        text = _update_program(self._layout, self.shape, self.dtype, op)
        (array,) = _program.bind(_program.compile_text(text)).call(
            [self._live(), delta._live()])
        return self._set(DTensor._make(array, self._layout))

    def assign_add(self, delta, use_locking=None, name=None, read_value=True):
        """The variable plus `delta`, computed on its devices."""
        return self._update(delta, "add")

    def assign_sub(self, delta, use_locking=None, name=None, read_value=True):
        """The variable minus `delta`, computed on its devices."""
        return self._update(delta, "sub")
