"""Checkpoints from Python (TF DTensor's DTensorCheckpoint, name_based_save,
name_based_restore, sharded_save, enable_save_as_bf16), in the format dtc's
executables write (dtc/Checkpoint.h): a directory whose CURRENT names the
current checkpoint, one file per distinct shard of each variable, an index
with a checksum per shard. A save is atomic (a process killed at any point
leaves the previous checkpoint current and intact); a restore reads each
variable by name onto any mesh, layout and number of processes, each
device reading only the saved shards its own overlaps. The executables'
--checkpoint directories and these are the same: a job's checkpoint
restores into Python and back."""

import os

import numpy as np

from . import _dtc
from ._dtypes import code_of
from ._tensor import DTensor, core_layout, local_mask
from ._variable import DVariable

_PROGRAM = "python"


def _directory(prefix):
    """TF's checkpoint prefix is a file prefix; dtc's checkpoint is the
    directory of that name."""
    prefix = os.fspath(prefix)
    if not prefix:
        raise ValueError("a checkpoint needs a directory")
    return prefix


def contents(prefix):
    """(step, variable names, path of the current checkpoint) of the
    checkpoint in `prefix`, or None when it has none."""
    return _dtc.checkpoint_contents(_directory(prefix))


def _save(prefix, named, step=None):
    """Saves {name: (DTensor, bf16)} as the next checkpoint in `prefix`
    (step `step`, else one past the current one) and returns its path."""
    directory = _directory(prefix)
    if step is None:
        current = _dtc.checkpoint_contents(directory)
        step = 0 if current is None else current[0] + 1
    arrays = []
    for name, (tensor, bf16) in named.items():
        if not isinstance(tensor, DTensor):
            raise ValueError(f"checkpoint: '{name}' is a {type(tensor).__name__}, not a DTensor "
                             "or DVariable")
        arrays.append((str(name), tensor._live(), bool(bf16) and tensor.dtype == np.float32))
    _dtc.save_checkpoint(directory, _PROGRAM, int(step), arrays)
    return os.path.join(directory, f"ckpt-{int(step)}")


def _restore(prefix, targets):
    """{name: DTensor of the target's layout, dtype and shape} from the
    current checkpoint in `prefix`, and its step."""
    requests = []
    for name, target in targets.items():
        layout = target.layout
        dims, partial, _, single = core_layout(layout)
        if partial:
            raise ValueError(f"checkpoint: '{name}' has a partial layout; a checkpoint "
                             "restores values")
        mesh = layout.mesh
        requests.append((str(name), list(mesh.shape()),
                         [int(i) for i in mesh.global_device_ids().reshape(-1)],
                         code_of(target.dtype), list(target.shape), dims, single,
                         local_mask(mesh)))
    arrays, step = _dtc.restore_checkpoint(_directory(prefix), requests)
    return {name: DTensor._make(a, targets[name].layout)
            for name, a in zip(targets, arrays)}, step


def _variables(objects):
    """The DVariables reachable from `objects` ({name: object}), by path:
    dicts by key, lists and tuples by index, other objects by their public
    attributes ('model/dense/kernel')."""
    found, seen = {}, set()

    def visit(path, obj):
        if isinstance(obj, DVariable):
            if id(obj) in seen:
                return
            seen.add(id(obj))
            found[path] = obj
            return
        if isinstance(obj, (str, bytes, int, float, np.ndarray, DTensor)) or obj is None:
            return
        if id(obj) in seen:
            return
        seen.add(id(obj))
        if isinstance(obj, dict):
            items = obj.items()
        elif isinstance(obj, (list, tuple)):
            items = enumerate(obj)
        elif hasattr(obj, "__dict__"):
            items = ((k, v) for k, v in vars(obj).items() if not k.startswith("_"))
        else:
            return
        for key, value in items:
            visit(f"{path}/{key}" if path else str(key), value)

    for name, obj in objects.items():
        visit(name, obj)
    return found


class CheckpointLoadStatus:
    """What a restore matched (TF's load status): the variables restored and
    the checkpoint's names that nothing took."""

    def __init__(self, restored, unused):
        self.restored = list(restored)
        self.unused = list(unused)

    def assert_consumed(self):
        """Raises unless every variable of the checkpoint was restored."""
        if self.unused:
            raise AssertionError(f"unresolved variables in the checkpoint: {self.unused}")
        return self

    def assert_existing_objects_matched(self):
        """Every variable of the objects was restored (a restore raises
        otherwise already)."""
        return self

    def expect_partial(self):
        return self


class DTensorCheckpoint:
    """TF DTensor's DTensorCheckpoint: the DVariables of `root` and of the
    keyword objects, saved and restored by name (their paths: `model/w`).
    `save(prefix)` writes the next checkpoint in the directory `prefix` and
    returns its path; `restore(prefix)` gives every variable the current
    checkpoint's value, relaid out onto the variable's own mesh and
    layout."""

    def __init__(self, mesh, root=None, **kwargs):
        self.mesh = mesh
        self._objects = dict(kwargs)
        if root is not None:
            self._objects[""] = root
        self.save_counter = 0

    def _named(self):
        variables = {}
        for name, obj in self._objects.items():
            for path, v in _variables({name: obj}).items():
                variables[path.lstrip("/")] = v
        if not variables:
            raise ValueError("the checkpoint tracks no DVariable")
        return variables

    def write(self, file_prefix, options=None):
        """Writes the variables as a checkpoint of step `save_counter`;
        returns its path."""
        named = {n: (v, getattr(v, "_save_as_bf16", False)) for n, v in self._named().items()}
        return _save(file_prefix, named, step=self.save_counter)

    def save(self, file_prefix, options=None):
        """Counts a save and writes the checkpoint; returns its path."""
        self.save_counter += 1
        try:
            return self.write(file_prefix, options)
        except Exception:
            self.save_counter -= 1
            raise

    def read(self, save_path, options=None):
        """Restores every variable from the current checkpoint in
        `save_path`."""
        variables = self._named()
        found = contents(save_path)
        if found is None:
            raise ValueError(f"checkpoint: no checkpoint in {save_path} (it has no CURRENT)")
        values, self._read_step = _restore(save_path, variables)
        for name, v in variables.items():
            v._set(values[name])
        return CheckpointLoadStatus(variables, [n for n in found[1] if n not in variables])

    def restore(self, save_path, options=None):
        """read(), and `save_counter` takes the checkpoint's step."""
        status = self.read(save_path, options)
        self.save_counter = self._read_step
        return status


def name_based_save(mesh, checkpoint_prefix, name_tensor_dict):
    """Saves {name: DTensor} as the next checkpoint in `checkpoint_prefix`;
    returns its path."""
    return _save(checkpoint_prefix, {n: (t, getattr(t, "_save_as_bf16", False))
                                     for n, t in name_tensor_dict.items()})


def name_based_restore(mesh, checkpoint_prefix, name_tensor_dict):
    """{name: the checkpoint's value as a DTensor of the given tensor's
    layout} (the given tensors say only layout, dtype and shape)."""
    return _restore(checkpoint_prefix, dict(name_tensor_dict))[0]


def sharded_save(mesh, file_prefix, tensor_names, shape_and_slices, tensors):
    """TF's low-level save of whole tensors by name (slices are not
    supported: each of `shape_and_slices` must be "")."""
    names, slices, values = list(tensor_names), list(shape_and_slices), list(tensors)
    if not len(names) == len(slices) == len(values):
        raise ValueError(f"{len(names)} names, {len(slices)} shape_and_slices and "
                         f"{len(values)} tensors")
    if any(s for s in slices):
        raise ValueError("sharded_save saves whole tensors here: every shape_and_slice must "
                         "be \"\" (dtc saves each tensor's shards from its layout)")
    return name_based_save(mesh, file_prefix, dict(zip(names, values)))


def enable_save_as_bf16(variables):
    """The float32 DVariables among `variables` are saved as bfloat16 (and
    restored widened to float32), as TF scopes it per variable."""
    for v in variables:
        if isinstance(v, DVariable) and v.dtype == np.float32:
            v._save_as_bf16 = True
