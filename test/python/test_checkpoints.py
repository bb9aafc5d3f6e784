"""Checkpoints from Python (TF DTensor's DTensorCheckpoint, name_based_save,
name_based_restore, sharded_save, enable_save_as_bf16) in the directories
dtc's executables write: saved on one mesh and layout, restored by name onto
another, in both directions between Python and executables; bf16 saves as
TF rounds them; a save killed at any point leaves the previous checkpoint."""

import os
import subprocess
import sys

import numpy as np
import pytest

import dtc
from dtc import _program

X = np.arange(8 * 12, dtype=np.float32).reshape(8, 12) / 7


def test_save_and_restore_onto_another_mesh(mesh, tmp_path, rng):
    w = dtc.DVariable(X, layout=dtc.Layout(["x", "y"], mesh), name="w")
    b = dtc.DVariable(np.arange(12, dtype=np.int32), layout=dtc.Layout.replicated(mesh, 1))
    z = (rng.standard_normal((4, 8)) + 1j * rng.standard_normal((4, 8))).astype(np.complex64)
    c = dtc.DVariable(z, layout=dtc.Layout([dtc.UNSHARDED, "y"], mesh))
    model = {"dense": {"kernel": w, "bias": b}, "rotary": [c]}
    ck = dtc.DTensorCheckpoint(mesh, model=model)
    first = ck.save(tmp_path / "ck")
    assert first == os.path.join(tmp_path / "ck", "ckpt-1") and ck.save_counter == 1
    w.assign_add(np.ones_like(X))
    assert ck.save(tmp_path / "ck").endswith("ckpt-2")
    # A Zarr v3 hierarchy whose chunks are the distinct shards only: w's 8
    # blocks, b once, c's 4 column blocks.
    root = tmp_path / "ck" / "ckpt-2"
    chunks = sorted(str(p.relative_to(root)) for p in root.rglob("*")
                    if p.is_file() and p.name != "zarr.json")
    assert chunks == ([f"model/dense/bias/c/0"]
                      + [f"model/dense/kernel/c/{i}/{j}" for i in range(2) for j in range(4)]
                      + [f"model/rotary/0/c/0/{j}" for j in range(4)]), chunks
    groups = sorted(str(p.parent.relative_to(root)) for p in root.rglob("zarr.json"))
    assert groups == [".", "model", "model/dense", "model/dense/bias", "model/dense/kernel",
                      "model/rotary", "model/rotary/0"], groups
    # Onto a 4x2 mesh of other axes, in other layouts.
    other = dtc.create_mesh([("a", 4), ("b", 2)])
    w2 = dtc.DVariable(np.zeros_like(X), layout=dtc.Layout(["b", "a"], other))
    b2 = dtc.DVariable(np.zeros(12, np.int32), layout=dtc.Layout(["a"], other))
    c2 = dtc.DVariable(np.zeros_like(z), layout=dtc.Layout(["a", dtc.UNSHARDED], other))
    ck2 = dtc.DTensorCheckpoint(other, model={"dense": {"kernel": w2, "bias": b2},
                                              "rotary": [c2]})
    ck2.restore(tmp_path / "ck").assert_consumed()
    assert ck2.save_counter == 2 and w2.layout == dtc.Layout(["b", "a"], other)
    np.testing.assert_array_equal(w2.numpy(), X + 1)
    np.testing.assert_array_equal(b2.numpy(), np.arange(12))
    np.testing.assert_array_equal(c2.numpy(), z)
    # A checkpoint that holds more than the objects: restored partially.
    only_w = dtc.DTensorCheckpoint(other, model={"dense": {"kernel": w2}})
    status = only_w.restore(tmp_path / "ck")
    with pytest.raises(AssertionError, match=r"model/dense/bias"):
        status.assert_consumed()
    status.expect_partial()


def test_name_based_and_sharded_save(mesh, tmp_path):
    t = dtc.copy_to_mesh(X, dtc.Layout(["y", dtc.UNSHARDED], mesh))
    path = dtc.name_based_save(mesh, tmp_path / "nb", {"x": t})
    assert path.endswith("ckpt-0")
    target = dtc.copy_to_mesh(np.zeros_like(X), dtc.Layout([dtc.UNSHARDED, "x"], mesh))
    back = dtc.name_based_restore(mesh, tmp_path / "nb", {"x": target})["x"]
    assert back.layout == target.layout
    np.testing.assert_array_equal(back.numpy(), X)
    assert dtc.sharded_save(mesh, tmp_path / "nb", ["x"], [""], [target]).endswith("ckpt-1")
    np.testing.assert_array_equal(
        dtc.name_based_restore(mesh, tmp_path / "nb", {"x": t})["x"].numpy(), 0)
    with pytest.raises(ValueError, match="every shape_and_slice must be"):
        dtc.sharded_save(mesh, tmp_path / "nb", ["x"], ["8 12 0,4:-"], [t])


def test_errors(mesh, tmp_path):
    v = dtc.DVariable(X, layout=dtc.Layout(["x", "y"], mesh), name="w")
    ck = dtc.DTensorCheckpoint(mesh, w=v)
    with pytest.raises(ValueError, match=r"no checkpoint in .*none \(it has no CURRENT\)"):
        ck.restore(tmp_path / "none")
    ck.save(tmp_path / "ck")
    wrong = dtc.DVariable(np.zeros((8, 6), np.float32), layout=dtc.Layout.replicated(mesh, 2))
    with pytest.raises(dtc.Error, match=r'variable "w" is f32\[8x12\] there, not f32\[8x6\]'):
        dtc.DTensorCheckpoint(mesh, w=wrong).restore(tmp_path / "ck")
    with pytest.raises(dtc.Error, match=r'has no variable "q"'):
        dtc.DTensorCheckpoint(mesh, q=v).restore(tmp_path / "ck")
    with pytest.raises(ValueError, match="tracks no DVariable"):
        dtc.DTensorCheckpoint(mesh, nothing=[1, 2]).save(tmp_path / "ck")
    # Names are Zarr node paths: checked before anything is written.
    with pytest.raises(dtc.Error, match=r'variable "a b": .* this one has \' \''):
        dtc.name_based_save(mesh, tmp_path / "names", {"a b": v})
    with pytest.raises(dtc.Error, match=r'variable "m" is also the group of "m/w"'):
        dtc.name_based_save(mesh, tmp_path / "names", {"m": v, "m/w": v})
    assert not (tmp_path / "names").exists()


def test_bf16_saves_round_as_tf(mesh, tmp_path):
    # TF's values (test/e2e/training/checkpoints.test): round to nearest even.
    special = np.array([1 / 3, 65504, 0.1, 3.4e38, -2.5e-3, 1], np.float32)
    v = dtc.DVariable(np.resize(special, (4, 6)), layout=dtc.Layout(["x", dtc.UNSHARDED], mesh),
                      name="m")
    dtc.enable_save_as_bf16([v])
    dtc.DTensorCheckpoint(mesh, m=v).save(tmp_path / "ck16")
    # Stored as the bfloat16 bits (Zarr's uint16): 2 bytes an element, and
    # the chunk's CRC-32C.
    chunk = tmp_path / "ck16" / "ckpt-1" / "m" / "c" / "0" / "0"
    assert chunk.stat().st_size == 2 * 6 * 2 + 4
    assert '"data_type": "uint16"' in (chunk.parents[2] / "zarr.json").read_text()
    dtc.DTensorCheckpoint(mesh, m=v).restore(tmp_path / "ck16")
    want = np.array([0.333984375, 65536, 0.10009765625, np.inf, -0.0025024414, 1], np.float32)
    np.testing.assert_array_equal(v.numpy(), np.resize(want, (4, 6)))
    assert v.dtype == np.float32


STEP = """
dtensor.mesh @mesh <[x = 2, y = 2], cpu>
func.func @main(%m: tensor<8x12xf32> {dtensor.variable = "m",
                                      dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
    -> (tensor<8x12xf32> {dtensor.assign = "m"}) {
  %one = arith.constant dense<1.0> : tensor<8x12xf32>
  %n = arith.addf %m, %one : tensor<8x12xf32>
  return %n : tensor<8x12xf32>
}
"""


def test_between_python_and_executables(mesh, tmp_path):
    """A checkpoint Python saves resumes an executable's job, and one a job
    saves restores into Python (the same directories)."""
    dtc_bin = _program.compiler_path()
    program = tmp_path / "step.mlir"
    program.write_text(STEP)
    v = dtc.DVariable(X, layout=dtc.Layout(["y", "x"], mesh), name="m")
    dtc.DTensorCheckpoint(mesh, root={"m": v}).save(tmp_path / "job")
    # Step 1 is done: the job runs steps 2..4 and saves step 4.
    run = subprocess.run([dtc_bin, "run", "--cache-dir", str(tmp_path / "cache"), str(program),
                          "--steps", "4", "--checkpoint", str(tmp_path / "job"),
                          "--log-every", "0"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    listed = subprocess.run([dtc_bin, "checkpoint", str(tmp_path / "job")],
                            capture_output=True, text=True)
    assert "step 4" in listed.stdout, listed.stdout
    back = dtc.DVariable(np.zeros_like(X), layout=dtc.Layout.replicated(mesh, 2), name="m")
    ck = dtc.DTensorCheckpoint(mesh, root={"m": back})
    ck.restore(tmp_path / "job").assert_consumed()
    np.testing.assert_array_equal(back.numpy(), ((X + 1) + 1) + 1)  # f32 step by step
    assert ck.save_counter == 4


SAVE_AND_DIE = """
import sys
import numpy as np
import dtc
mesh = dtc.create_mesh([("x", 2), ("y", 4)])
v = dtc.DVariable(np.full((8, 12), float(sys.argv[2]) + 1, np.float32),
                  layout=dtc.Layout(["x", "y"], mesh), name="w")
ck = dtc.DTensorCheckpoint(mesh, w=v)
ck.save_counter = int(sys.argv[2])
dtc._dtc._enable_fault_injection()
ck.save(sys.argv[1])
"""


def test_a_killed_save_leaves_the_previous_checkpoint(mesh, tmp_path):
    """SIGKILL at every point of a save (DTC_TEST_KILL_DURING_SAVE): the
    previous checkpoint or the new one is current, whole and exact."""
    script = tmp_path / "save.py"
    script.write_text(SAVE_AND_DIE)
    env = dict(os.environ)
    base = tmp_path / "base"
    assert subprocess.run([sys.executable, str(script), str(base), "1"], env=env).returncode == 0
    outcomes = set()
    for point in range(1, 40):
        d = tmp_path / f"k{point}"
        subprocess.run(["cp", "-r", str(base), str(d)], check=True)
        env["DTC_TEST_KILL_DURING_SAVE"] = str(point)
        done = subprocess.run([sys.executable, str(script), str(d), "2"], env=env)
        v = dtc.DVariable(np.zeros((8, 12), np.float32), layout=dtc.Layout.replicated(mesh, 2),
                          name="w")
        ck = dtc.DTensorCheckpoint(mesh, w=v)
        ck.restore(d)
        step = ck.save_counter
        np.testing.assert_array_equal(v.numpy(), float(step))
        outcomes.add((done.returncode == 0, step))
        if done.returncode == 0:
            break
    # Killed before the new checkpoint became current (step 2 stays, with
    # its values), and the save that ran to the end made step 3 current.
    assert (False, 2) in outcomes and (True, 3) in outcomes, outcomes
