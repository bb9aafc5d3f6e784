"""The JAX importer's package (tools/jax-import/dtc_jax) without JAX or IREE:
PartitionSpecs as layouts, `dtc import` of IREE's generic output with the
mesh and the entry's layouts, and its errors. The paths that need JAX run in
test_jax_import.py, test_jax_function.py and the corpus."""

import os
import sys

import numpy as np
import pytest

import dtc

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "jax-import"))
import dtc_jax  # noqa: E402
from dtc_jax import layouts  # noqa: E402
from dtc_jax.iree import dtc_compiler  # noqa: E402

# IREE's input conversion of `-jnp.sort(-x, axis=1) * 2`-like code (rows
# sorted by `cmpf ogt`: descending, then doubled), as
# iree-compile --compile-to=input --mlir-print-op-generic writes it.
IREE_SORT = """
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() <{sym_name = "jit_f"}> ({
  "util.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%x: tensor<4x8xf32>):
    %s = "iree_linalg_ext.sort"(%x) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%a: f32, %b: f32):
      %c = "arith.cmpf"(%a, %b) <{predicate = 2 : i64}> : (f32, f32) -> i1
      "iree_linalg_ext.yield"(%c) : (i1) -> ()
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %e = "tensor.empty"() : () -> tensor<4x8xf32>
    %d = "linalg.generic"(%s, %e) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%in: f32, %out: f32):
      %t = "arith.addf"(%in, %in) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%t) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "util.return"(%d) : (tensor<4x8xf32>) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()
"""


@pytest.fixture(scope="module")
def dtc_binary():
    from dtc._program import compiler_path
    return compiler_path()


def test_partition_specs_as_layouts():
    assert layouts.spec_dims(None) == "[]"
    assert layouts.spec_dims(("x", None)) == "[x, unsharded]"
    assert layouts.spec_dims((("x", "y"),)) == "[{x, y}]"
    assert dtc_jax.layout_text(("x",), 2) == "#dtensor.layout<@mesh, [x, unsharded]>"
    with pytest.raises(ValueError, match="more entries than the rank 1"):
        dtc_jax.layout_text(("x", "y"), 1)


def test_import_sorts_and_lays_out(dtc_binary, rng):
    text = dtc_jax.to_dtc(IREE_SORT, mesh={"x": 2, "y": 2}, in_specs=[("x", None)],
                          out_specs=[("x", None)], dtc=dtc_binary)
    assert "util." not in text and "iree" not in text.replace("iree_", "")
    assert "dtensor.sort %arg0 along 1 : tensor<4x8xf32>" in text
    assert "dtensor.mesh @mesh <[x = 2, y = 2], cpu>" in text
    assert ("func.func @main(%arg0: tensor<4x8xf32> {dtensor.layout = "
            "#dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<4x8xf32> "
            "{dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})") in text
    # The program runs: rows sorted descending, doubled.
    mesh = dtc.create_mesh([("x", 2), ("y", 2)])
    x = rng.standard_normal((4, 8)).astype(np.float32)
    out = dtc.function(text, mesh=mesh)(x)
    np.testing.assert_array_equal(out.numpy(), -np.sort(-x, axis=1) * 2)


def test_import_names_what_it_does_not_know(dtc_binary):
    fft = IREE_SORT.replace('"iree_linalg_ext.sort"', '"iree_linalg_ext.fft"')
    with pytest.raises(RuntimeError, match="IREE's output has 'iree_linalg_ext.fft', which "
                                           "dtc does not import"):
        dtc_jax.to_dtc(fft, dtc=dtc_binary)


def test_spec_count_must_match(dtc_binary):
    with pytest.raises(RuntimeError, match="2 in-layouts for 1 arguments of @main"):
        dtc_jax.to_dtc(IREE_SORT, mesh={"x": 2}, in_specs=[None, None], dtc=dtc_binary)


def test_spec_longer_than_rank(dtc_binary):
    with pytest.raises(RuntimeError, match=r"argument #0 of @main: the layout "
                                           r"\[x, y, unsharded\] is not one of "
                                           "'tensor<4x8xf32>'"):
        dtc_jax.to_dtc(IREE_SORT, mesh={"x": 2, "y": 2}, in_specs=[("x", "y", None)],
                       dtc=dtc_binary)


def test_dtc_compiler_is_checked(tmp_path, monkeypatch):
    not_executable = tmp_path / "dtc"
    not_executable.write_text("")
    with pytest.raises(RuntimeError, match="is not an executable file"):
        dtc_compiler(str(not_executable))
    monkeypatch.setenv("DTC_COMPILER", str(not_executable))
    with pytest.raises(RuntimeError, match="DTC_COMPILER .* is not an executable file"):
        dtc_compiler()
