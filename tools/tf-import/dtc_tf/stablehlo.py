"""TF's StableHLO, read with jaxlib's MLIR bindings: the variables marked
and the module printed in generic form for IREE.

TF gives its StableHLO as a portable artifact (StableHLO's versioned
bytecode: TF's MLIR is newer than jaxlib's and IREE's, and its text is not
always theirs, e.g. a dense i1 constant's hex form), with ops of the `mhlo`
dialect that StableHLO lacks (`mhlo.copy` on each updated variable), which
only a context that knows `mhlo` reads; jaxlib's does. In generic form IREE
reads them as unregistered ops and leaves them for `dtc import`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

# numpy's dtypes as MLIR's element types (TF's uint types are StableHLO's
# ui<N>).
_ELEMENTS = {"float16": "f16", "float32": "f32", "float64": "f64", "bfloat16": "bf16",
             "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64", "uint8": "ui8",
             "uint16": "ui16", "uint32": "ui32", "uint64": "ui64", "bool": "i1",
             "complex64": "complex<f32>", "complex128": "complex<f64>"}


@dataclass
class Marks:
    """What the TF side knows of the XLA function's arguments: each one's
    (shape, numpy dtype), the dtc variable name of each that is a captured
    variable (None otherwise), how many results are the function's own
    outputs (the rest are variable updates), and whether to mark the
    variables (else they stay plain values)."""
    arg_types: list
    user_outputs: int
    variable_names: list
    mark: bool = True
    # A step traced for `replicas` replicas (dtc_tf.replicas): which
    # arguments are split over them (a per-replica batch; the others
    # mirrored).
    replicas: Optional[int] = None
    split: Optional[list] = None
    # The device of the replicas' mesh the variables live on (TF's
    # CentralStorageStrategy's parameter device); None: on every replica.
    variable_device: Optional[int] = None
    # The module's name (TF's, `a_inference_<f>_<counter>`, counts the
    # process's traces).
    name: str = "tf_function"


def _context():
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import chlo, mhlo, stablehlo
    import jaxlib.mlir._mlir_libs._jax_mlir_ext as jax_mlir_ext
    registry = ir.DialectRegistry()
    jax_mlir_ext.register_dialects(registry)
    context = ir.Context()
    context.append_dialect_registry(registry)
    context.load_all_available_dialects()
    mhlo.register_mhlo_dialect(context)
    chlo.register_dialect(context)
    stablehlo.register_dialect(context)
    return context


def _aliases(module, ir) -> dict[int, int]:
    """TF's `mhlo.input_output_alias`: result -> the argument it updates."""
    if "mhlo.input_output_alias" not in module.operation.attributes:
        return {}
    out = {}
    for entry in ir.ArrayAttr(module.operation.attributes["mhlo.input_output_alias"]):
        entry = ir.DictAttr(entry)
        index = list(ir.DenseI64ArrayAttr(entry["output_index"]))
        parameter = ir.IntegerAttr(ir.DictAttr(entry["alias"])["parameter_number"]).value
        if len(index) != 1:
            raise ValueError(f"TF aliases argument {parameter} to a nested result {index}")
        out[index[0]] = parameter
    return out


def _with(ir, attrs: Optional[object], name: str, value: str):
    """A function's argument (or result) attributes with `name` = `value`."""
    entries = {}
    if attrs is not None:
        d = ir.DictAttr(attrs)
        for i in range(len(d)):
            entries[d[i].name] = d[i].attr
    entries[name] = ir.StringAttr.get(value)
    return ir.DictAttr.get(entries)


def mark_and_print(artifact: bytes, marks: Marks) -> tuple[str, list[int]]:
    """TF's StableHLO (`artifact`, its portable form) in generic form with debug locations (TF's op
    names), `dtensor.variable`/`dtensor.assign` on the variables' arguments
    and results if `marks.mark`; and for each result after the function's
    own outputs, the argument (a variable) it updates."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    context = _context()
    with context:
        module = stablehlo.deserialize_portable_artifact(context, artifact)
        main = next((op for op in module.body.operations
                     if op.operation.name == "func.func"
                     and ir.StringAttr(op.attributes["sym_name"]).value == "main"), None)
        if main is None:
            raise ValueError("TF's StableHLO has no @main")
        ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
        if len(ftype.inputs) != len(marks.arg_types):
            raise ValueError(f"TF's @main takes {len(ftype.inputs)} arguments, the function "
                             f"{len(marks.arg_types)} (its arguments and captured tensors)")
        for i, (t, (shape, dtype)) in enumerate(zip(ftype.inputs, marks.arg_types)):
            t = ir.RankedTensorType(t)
            want = _ELEMENTS.get(np.dtype(dtype).name)
            if list(t.shape) != list(shape) or str(t.element_type) != want:
                raise ValueError(f"TF's @main argument {i} is {t}, not {list(shape)} {dtype} "
                                 "as the function's arguments and captures say")
        module.operation.attributes["sym_name"] = ir.StringAttr.get(marks.name)
        aliases = _aliases(module, ir)
        results = len(ftype.results)
        updates = list(range(marks.user_outputs, results))
        if sorted(aliases) != updates:
            raise ValueError(f"TF's @main returns {results} values for {marks.user_outputs} "
                             f"outputs, and aliases results {sorted(aliases)} to variables")
        assigned = [aliases[r] for r in updates]
        for r, a in zip(updates, assigned):
            if marks.variable_names[a] is None:
                raise ValueError(f"TF's @main result {r} updates argument {a}, which is not a "
                                 "variable")
        if marks.mark:
            arg_attrs = main.attributes["arg_attrs"] if "arg_attrs" in main.attributes else None
            res_attrs = main.attributes["res_attrs"] if "res_attrs" in main.attributes else None
            args = [ir.ArrayAttr(arg_attrs)[i] if arg_attrs is not None else None
                    for i in range(len(ftype.inputs))]
            res = [ir.ArrayAttr(res_attrs)[i] if res_attrs is not None else None
                   for i in range(results)]
            for i, name in enumerate(marks.variable_names):
                if name is not None:
                    args[i] = _with(ir, args[i], "dtensor.variable", name)
            for r, a in zip(updates, assigned):
                res[r] = _with(ir, res[r], "dtensor.assign", marks.variable_names[a])
            empty = ir.DictAttr.get({})
            main.attributes["arg_attrs"] = ir.ArrayAttr.get([a or empty for a in args])
            main.attributes["res_attrs"] = ir.ArrayAttr.get([r or empty for r in res])
        if marks.replicas is not None:
            with ir.Location.unknown():
                _over_replicas(module, main, marks, ir)
        generic = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True)
    return generic, assigned


def _dims(rank: int, split: bool) -> str:
    from dtc_jax.layouts import dims_text
    return dims_text([["r"]] + [[]] * (rank - 1) if split else [[]] * rank)


def _over_replicas(module, main, marks: Marks, ir) -> None:
    """One replica's @main as the body of a shard_map over the replicas
    (mesh axis `r`), as dtc_jax outlines JAX's: the body `@dtc.shard_map.0`,
    a new @main of global values calling it through
    `@dtc.shard_map_call.0`, its all-reduces calls of `@dtc.collective.K`,
    and the module's `dtc.jax` record saying what each stands for. A split
    argument is the replicas' batches one after another (`[r, ...]`), a
    mirrored one and the variables are every replica's; each of the
    function's own outputs is stacked over the replicas (a new first
    dimension), each variable update is every replica's (the gradients
    were summed over them, so every replica updates alike). With
    `variable_device` the entry holds the variables on that device."""
    from dtc_jax.shardy import (ShardMaps, _declare, _local_functions, _outline_collectives,
                                _record)
    from jaxlib.mlir.dialects import func, stablehlo
    n = marks.replicas
    info = ShardMaps([("r", n)])
    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    block = main.regions[0].blocks[0]
    ret = block.operations[len(block.operations) - 1]
    values = list(ret.operands)
    with ir.InsertionPoint(ret), ret.location:
        for i in range(marks.user_outputs):
            t = ir.RankedTensorType(values[i].type)
            stacked = ir.RankedTensorType.get([1] + list(t.shape), t.element_type)
            values[i] = stablehlo.ReshapeOp(stacked, values[i]).result
        func.ReturnOp(values)
    ret.erase()
    local_in, local_out = list(ftype.inputs), [v.type for v in values]
    main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(local_in, local_out))
    main.attributes["sym_name"] = ir.StringAttr.get("dtc.shard_map.0")
    boundary = {k: main.attributes[k] for k in ("arg_attrs", "res_attrs") if k in main.attributes}
    for k in boundary:
        del main.attributes[k]

    def global_type(t, over_replicas):
        # The replicas' values one after another along the first dimension.
        t = ir.RankedTensorType(t)
        shape = list(t.shape)
        if over_replicas:
            shape[0] *= n
        return ir.RankedTensorType.get(shape, t.element_type)
    split = marks.split or [False] * len(local_in)
    global_in = [global_type(t, s) for t, s in zip(local_in, split)]
    global_out = [global_type(t, i < marks.user_outputs) for i, t in enumerate(local_out)]
    info.maps.append({
        "args": [_dims(len(ir.RankedTensorType(t).shape), s) for t, s in zip(local_in, split)],
        "results": [_dims(len(ir.RankedTensorType(t).shape), i < marks.user_outputs)
                    for i, t in enumerate(local_out)]})
    info.entry_args = {i: d for i, d in enumerate(info.maps[0]["args"])}
    info.entry_results = {i: d for i, d in enumerate(info.maps[0]["results"])}
    if marks.variable_device is not None:
        # The variables on the parameter device: every replica reads them
        # there (the shard_map takes them replicated) and their updates go
        # back (TF's CentralStorageStrategy).
        on_device = f"device = {int(marks.variable_device)}"
        for i, name in enumerate(marks.variable_names):
            if name is not None:
                info.entry_args[i] = on_device
        for r in range(marks.user_outputs, len(local_out)):
            info.entry_results[r] = on_device
    info.entry_arg_count, info.entry_result_count = len(global_in), len(global_out)
    _declare(module, "dtc.shard_map_call.0", global_in, global_out)
    with ir.InsertionPoint(module.body), main.location:
        entry = func.FuncOp("main", ir.FunctionType.get(global_in, global_out))
        for k, v in boundary.items():
            entry.attributes[k] = v
        body = entry.add_entry_block()
    with ir.InsertionPoint(body), main.location:
        call = func.CallOp(global_out, ir.FlatSymbolRefAttr.get("dtc.shard_map_call.0"),
                           list(body.arguments))
        func.ReturnOp(list(call.results))
    _outline_collectives(module, _local_functions(module, ["dtc.shard_map.0"]), info)
    module.operation.attributes["dtc.jax"] = _record(info)
