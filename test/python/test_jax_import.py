"""The JAX importer's Shardy half (tools/jax-import/dtc_jax/shardy.py) on
jax.jit's StableHLO as JAX wrote it (test/e2e/Inputs/*/shardy.mlir): what
it outlines for IREE, what it records for `dtc import`, and the shard_maps
it refuses, each with its reason. Needs JAX (tools/jax-import/dtc-jax
setup), which the README's test command does not install: skipped there;
the recorded IREE texts these outlinings make run in
test/e2e/jax/jax-import-shard-map.test and jax-import-shardings.test."""

import os
import sys

import pytest

jax = pytest.importorskip("jax")

from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "..", "e2e", "Inputs")
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "jax-import"))
import dtc_jax  # noqa: E402


def outline(text):
    with jax_mlir.make_ir_context():
        module = ir.Module.parse(text)
        info = dtc_jax.outline_shard_maps(module)
        return info, str(module)


def shardy(name):
    with open(os.path.join(INPUTS, name, "shardy.mlir")) as f:
        return f.read()


def test_collectives_outlined_and_recorded():
    info, text = outline(shardy("shard_map_import"))
    assert "sdy." not in text
    assert "call @dtc.shard_map_call.0(%arg0, %arg1, %arg2)" in text
    assert "func.func private @dtc.partition_id() -> tensor<ui32>" in text
    assert "func.func private @dtc.collective.0(tensor<4x4xf32>) -> tensor<4x8xf32>" in text
    assert "func.func @dtc.shard_map.0(%arg0: tensor<4x4xf32>, %arg1: tensor<8x4xf32>, " \
           "%arg2: tensor<4xi32>)" in text
    assert info.axes == [("x", 2), ("y", 2)]
    assert info.maps[0]["args"] == ["[x, y]", "[unsharded, unsharded]", "[x]"]
    kinds = [c["kind"] for c in info.collectives]
    assert kinds[:3] == ["all_gather", "reduce_scatter", "all_to_all"]
    assert info.collectives[0] == {"kind": "all_gather", "axes": ["y"], "dim": 1}
    # ppermute over x where only device 1 of each pair receives: completed,
    # the other one getting zeros.
    assert info.collectives[3] == {"kind": "collective_permute", "axes": ["x"],
                                   "permutation": [1, 0], "receives": [False, True]}
    assert 'dtc.jax = {collectives = [{axes = ["y"], dim = 1 : i64, kind = "all_gather"}' in text


def test_jit_shardings_and_constraints_recorded():
    with pytest.warns(UserWarning, match=r"shard_map #0 is manual over \['y'\] only: dtc "
                                         r"runs its body replicated along \['x'\]"):
        info, text = outline(shardy("shardings_import"))
    assert info.entry_args == {0: "[x, unsharded]", 1: "[unsharded, y]", 2: "[unsharded]"}
    assert info.entry_results == {0: "[y]", 1: "[unsharded, x]", 2: "[unsharded, unsharded]"}
    assert info.constraints == ["[x, y]", "[x, y]"]
    assert "call @dtc.constraint.0(%arg1) : (tensor<16x8xf32>) -> tensor<16x8xf32>" in text
    assert "call @dtc.constraint.2" not in text


@pytest.mark.parametrize("what, old, new, message", [
    ("device order", 'sdy.mesh @mesh = <["x"=2, "y"=2]>',
     'sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[3, 2, 1, 0]>',
     "the sdy.mesh lists its device ids; dtc imports meshes over the devices in order"),
    ("groups", "replica_groups = dense<[[0, 1], [2, 3]]>",
     "replica_groups = dense<[[0, 3], [1, 2]]>",
     r"its device groups \[\[0, 3\], \[1, 2\]\] are not the groups of any mesh axes of "
     r"\{'x': 2, 'y': 2\}"),
    ("combiner", "stablehlo.maximum", "stablehlo.atan2",
     "combines with atan2, which dtc's collectives do not"),
    ("meshes", "sdy.mesh @mesh", 'sdy.mesh @other = <["z"=4]>\n  sdy.mesh @mesh',
     "the program has more than one sdy.mesh; dtc imports one"),
    ("variadic", '%26 = "stablehlo.all_reduce"(%25)', '%26:2 = "stablehlo.all_reduce"(%25, %25)',
     "has several operands; dtc imports collectives of one operand each"),
])
def test_refused_shard_maps(what, old, new, message):
    text = shardy("shard_map_import")
    assert old in text, what
    changed = text.replace(old, new, 1)
    if what == "variadic":
        # The all_reduce's types and its use, for two operands.
        at = changed.index('%26:2 = "stablehlo.all_reduce"')
        one = "}) : (tensor<4x4xf32>) -> tensor<4x4xf32>"
        two = "}) : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)"
        end = changed.index(one, at)
        changed = changed[:end] + two + changed[end + len(one):]
        changed = changed.replace("%29, %26, %27", "%29, %26#0, %27")
    with pytest.raises(Exception, match=message):
        outline(changed)
