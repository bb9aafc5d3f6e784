"""tf.distribute's strategies over dtc's in-process runtime (dtc.distribute):
OneDeviceStrategy, MirroredStrategy and CentralStorageStrategy on a mesh of
replicas [r = R]. A step function is a dtc program written for one replica
with its `dtensor.strategy` (docs/training.md): `run` compiles it once (the
strategy pass makes it a global-view program) and calls it in process,
variables updated in place, per-replica values on the replicas' devices.
Datasets are split as TF splits them, the short last batch's padding masked
out for the step's `dtensor.batch_mask` argument, which `run` fills."""

import contextlib
import enum
import math
import os
import threading

import numpy as np

from ._api import (Function, copy_to_mesh, create_distributed_mesh, create_mesh, function,
                   num_clients, num_local_devices)
from ._dtypes import code_of, mlir_type
from ._mesh import UNSHARDED, Layout
from ._tensor import DTensor
from ._variable import DVariable

_local = threading.local()


class ReduceOp(enum.Enum):
    """tf.distribute.ReduceOp."""
    SUM = "SUM"
    MEAN = "MEAN"
    MAX = "MAX"
    MIN = "MIN"


def current_strategy():
    """The strategy whose scope() is open on this thread, or None."""
    stack = getattr(_local, "stack", [])
    return stack[-1] if stack else None


class ReplicaContext:
    """What experimental_distribute_values_from_function's function gets."""

    def __init__(self, replica_id, num_replicas):
        self.replica_id_in_sync_group = replica_id
        self.num_replicas_in_sync = num_replicas


class PerReplica:
    """One value per replica (TF's PerReplica), on the strategy's devices:
    the values stacked along a first dimension of replicas, sharded over
    them. A dataset's batch also knows each replica's real rows (a short
    last batch is padded)."""

    def __init__(self, strategy, stacked=None, host=None, rows=None):
        self._strategy = strategy
        self._stacked = stacked  # DTensor [R, ...], or None until needed
        self._host = host        # numpy [R, ...] (a dataset's batch), or None
        self._rows = rows        # per replica real rows, or None: all

    def _tensor(self):
        if self._stacked is None:
            mesh = self._strategy.mesh
            layout = Layout(["r"] + [UNSHARDED] * (self._host.ndim - 1), mesh)
            self._stacked = copy_to_mesh(self._host, layout)
        return self._stacked

    def _padded(self):
        return self._host if self._host is not None else self._stacked.numpy()

    @property
    def values(self):
        """The replicas' values as numpy arrays (a short batch's real rows)."""
        padded = self._padded()
        if self._rows is None:
            return tuple(padded[r] for r in range(padded.shape[0]))
        return tuple(padded[r][:n] for r, n in enumerate(self._rows))

    def __repr__(self):
        return f"PerReplica({list(self.values)!r})"


def _split_batch(strategy, batch):
    """A global batch split over the replicas as TF splits it: ceil(n / R)
    rows each until they run out (7 over 2: 4|3; 1 over 2: 1|0), padded to
    the per-replica size of the dataset's first batch."""
    batch = np.asarray(batch)
    if batch.ndim == 0:
        raise ValueError("a dataset's batches have a batch dimension")
    n, r = batch.shape[0], strategy.num_replicas_in_sync
    per = math.ceil(n / r) if n else 0
    rows = [max(0, min(per, n - k * per)) for k in range(r)]
    return per, rows


class DistributedDataset:
    """The global batches of a dataset, each split over the replicas
    (experimental_distribute_dataset): iterating gives PerReplica values, or
    the batch's structure (tuple, list, dict) of them."""

    def __init__(self, strategy, dataset):
        self._strategy = strategy
        self._dataset = dataset
        self._per = None  # the per-replica batch: the first batch's

    def _place(self, batch):
        per, rows = _split_batch(self._strategy, batch)
        if self._per is None:
            self._per = per
        if per > self._per:
            raise ValueError(f"a batch of {np.asarray(batch).shape[0]} rows after batches of at "
                             f"most {self._per * self._strategy.num_replicas_in_sync}")
        batch = np.asarray(batch)
        r = self._strategy.num_replicas_in_sync
        padded = np.zeros((r, self._per) + batch.shape[1:], batch.dtype)
        start = 0
        for k, n in enumerate(rows):
            padded[k, :n] = batch[start:start + n]
            start += n
        full = all(n == self._per for n in rows)
        return PerReplica(self._strategy, host=padded, rows=None if full else rows)

    def __iter__(self):
        for batch in self._dataset:
            if isinstance(batch, dict):
                yield {k: self._place(v) for k, v in batch.items()}
            elif isinstance(batch, (tuple, list)):
                yield type(batch)(self._place(v) for v in batch)
            else:
                yield self._place(batch)


class InputContext:
    """What distribute_datasets_from_function's function gets (one input
    pipeline: this process's)."""

    def __init__(self, num_replicas):
        self.num_input_pipelines = 1
        self.input_pipeline_id = 0
        self.num_replicas_in_sync = num_replicas

    def get_per_replica_batch_size(self, global_batch_size):
        if global_batch_size % self.num_replicas_in_sync:
            raise ValueError(f"The `global_batch_size` {global_batch_size} is not divisible by "
                             f"`num_replicas_in_sync` {self.num_replicas_in_sync}")
        return global_batch_size // self.num_replicas_in_sync


class PerReplicaBatches(DistributedDataset):
    """A dataset of per-replica batches (distribute_datasets_from_function):
    each step takes the next batch for each replica in turn; at the end,
    replicas without a batch get an empty one (as TF's last step)."""

    def __iter__(self):
        r = self._strategy.num_replicas_in_sync
        group = []
        for batch in self._dataset:
            group.append(batch)
            if len(group) == r:
                yield self._step(group)
                group = []
        if group:
            yield self._step(group)

    def _step(self, group):
        first = group[0]
        if isinstance(first, dict):
            return {k: self._stack([g[k] for g in group]) for k in first}
        if isinstance(first, (tuple, list)):
            return type(first)(self._stack([g[i] for g in group]) for i in range(len(first)))
        return self._stack(group)

    def _stack(self, batches):
        batches = [np.asarray(b) for b in batches]
        if self._per is None:
            self._per = batches[0].shape[0]
        r = self._strategy.num_replicas_in_sync
        rows = [b.shape[0] for b in batches] + [0] * (r - len(batches))
        if max(rows) > self._per:
            raise ValueError(f"a per-replica batch of {max(rows)} rows after batches of "
                             f"{self._per}")
        padded = np.zeros((r, self._per) + batches[0].shape[1:], batches[0].dtype)
        for k, b in enumerate(batches):
            padded[k, :b.shape[0]] = b
        full = all(n == self._per for n in rows)
        return PerReplica(self._strategy, host=padded, rows=None if full else rows)


class _Strategy:
    kind = None

    def __init__(self, num_replicas, device_type="CPU", parameter_device=None):
        if num_replicas < 1:
            raise ValueError("a strategy needs at least one replica")
        # In a job of several processes (multi-client) the replicas are
        # every process's: each runs its block of them (their step programs
        # are compiled for the job's processes).
        if num_clients() > 1:
            self.mesh = create_distributed_mesh([("r", int(num_replicas))],
                                                device_type=device_type)
        else:
            self.mesh = create_mesh([("r", int(num_replicas))], device_type=device_type)
        self._parameter_device = parameter_device
        self._functions = {}
        # TF steps run by this strategy (dtc.tf): id(step) -> (step, its
        # programs); id(tf variable) -> (it, its DVariable, its name).
        self._tf_steps = {}
        self._tf_variables = {}

    @property
    def num_replicas_in_sync(self):
        return self.mesh.size

    @property
    def extended(self):
        return self

    @property
    def parameter_devices(self):
        names = self.mesh.local_devices()
        return tuple(names) if self._parameter_device is None else (
            names[self._parameter_device],)

    @property
    def worker_devices(self):
        return tuple(self.mesh.local_devices())

    @contextlib.contextmanager
    def scope(self):
        """Variables created inside are placed by the strategy: replicated
        on the replicas (one device, mirrored) or on the parameter device
        (central storage)."""
        stack = getattr(_local, "stack", None)
        if stack is None:
            stack = _local.stack = []
        stack.append(self)
        try:
            yield self
        finally:
            stack.pop()

    def _variable_layout(self, rank):
        if self._parameter_device is not None:
            return Layout([], self.mesh, single_device=self._parameter_device)
        return Layout.replicated(self.mesh, rank)

    # ----------------------------------------------------------------------
    # Values.

    def experimental_distribute_dataset(self, dataset, options=None):
        """`dataset` (an iterable of global batches: numpy arrays, or tuples,
        lists or dicts of them) split over the replicas batch by batch."""
        return DistributedDataset(self, dataset)

    def distribute_datasets_from_function(self, dataset_fn, options=None):
        """dataset_fn(InputContext) gives per-replica batches (an iterable,
        as experimental_distribute_dataset's); each step takes the next one
        for each replica, as TF's single input pipeline does."""
        return PerReplicaBatches(self, dataset_fn(InputContext(self.num_replicas_in_sync)))

    experimental_distribute_datasets_from_function = distribute_datasets_from_function

    def experimental_distribute_values_from_function(self, value_fn):
        """value_fn(ReplicaContext) per replica, as one PerReplica value."""
        r = self.num_replicas_in_sync
        values = [np.asarray(value_fn(ReplicaContext(k, r))) for k in range(r)]
        if any(v.shape != values[0].shape or v.dtype != values[0].dtype for v in values):
            raise ValueError("the replicas' values differ in shape or dtype: "
                             f"{[(v.shape, str(v.dtype)) for v in values]}")
        return PerReplica(self, host=np.stack(values))

    def experimental_local_results(self, value):
        """A PerReplica's values (a short batch's real rows), else (value,)."""
        if isinstance(value, PerReplica):
            return value.values
        return (value,)

    def gather(self, value, axis):
        """The replicas' values concatenated along `axis` (a short batch's
        real rows only), replicated on the replicas."""
        if not isinstance(value, PerReplica):
            raise ValueError("gather takes a PerReplica value (run's per-replica results, a "
                             "distributed dataset's batches)")
        whole = np.concatenate(value.values, axis=axis)
        return copy_to_mesh(whole, Layout.replicated(self.mesh, whole.ndim))

    def reduce(self, reduce_op, value, axis=None):
        """SUM, MEAN, MAX or MIN of a PerReplica value over the replicas and
        along `axis` (an int, negative from the end, or a tuple), computed
        on the replicas' devices as the strategy pass computes
        `dtensor.reduce`: an integer MEAN is true division into float64, a
        short batch's padding is left out along axis 0."""
        kind = str(getattr(reduce_op, "name", reduce_op)).lower()
        if kind not in ("sum", "mean", "max", "min"):
            raise ValueError(f"reduce takes SUM, MEAN, MAX or MIN, not {reduce_op!r}")
        if (not isinstance(value, PerReplica) and self.num_replicas_in_sync == 1
                and axis is not None):
            # One replica's value (TF's one-device run) reduces along the
            # axis as the replica's PerReplica would.
            v = value.numpy() if isinstance(value, DTensor) else np.asarray(value)
            value = PerReplica(self, host=v[None])
        if not isinstance(value, PerReplica):
            if self.num_replicas_in_sync == 1 or kind == "mean":
                return value
            raise ValueError(f"A non-DistributedValues value {value} cannot be reduced with the "
                             f"given reduce op ReduceOp.{kind.upper()}.")
        stacked = value._tensor()
        per_shape = stacked.shape[1:]
        axes = () if axis is None else tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
        masked = value._rows is not None
        if masked and tuple(a % len(per_shape) for a in axes) != (0,):
            raise ValueError("a short batch's replicas hold different numbers of rows: reduce it "
                             "along axis 0")
        text = _reduce_program(self, kind, per_shape, stacked.dtype, axes, masked)
        fn = self._compiled(text)
        args = [stacked]
        if masked:
            r, per = stacked.shape[0], stacked.shape[1]
            mask = np.zeros((r, per), np.float32)
            for k, n in enumerate(value._rows):
                mask[k, :n] = 1
            # The batch and its mask as the strategy pass takes a dataset.
            args = [stacked.numpy().reshape((r * per,) + tuple(per_shape[1:])), mask.reshape(-1)]
        return fn(*args)

    # ----------------------------------------------------------------------
    # Steps.

    def _compiled(self, program, **options):
        key = (program, tuple(sorted(options.items())))
        fn = self._functions.get(key)
        if fn is None:
            fn = self._functions[key] = function(program, mesh=self.mesh, **options)
        return fn

    def run(self, fn, args=(), kwargs=None, options=None):
        """Calls the step `fn` on every replica. A TF step (a tf.function or
        a Python function of TF ops) runs as TF's strategies run it
        (dtc.tf.run_on_replicas: its arguments PerReplica values or mirrored
        ones, its captured variables DVariables on every replica, its
        outputs PerReplica). Otherwise `fn` is a program written for one
        replica, with its `dtensor.strategy` (MLIR text, a .mlir path or a
        dtc.function). Its arguments, in order: a DVariable for each
        variable (updated in place), a dataset's PerReplica batch for each
        `dtensor.dataset` (its `dtensor.batch_mask` is filled from the
        batch's real rows), and for any other argument a PerReplica value or
        a plain value, which every replica gets (mirrored). Results: what
        `dtensor.reduce` reduces, as a DTensor; every other value per
        replica, as PerReplica."""
        if kwargs:
            raise ValueError("run passes arguments by position: the program's order")
        if callable(fn) and not isinstance(fn, (Function, str, os.PathLike)):
            from .tf import run_on_replicas
            return run_on_replicas(self, fn, args)
        fn = fn if isinstance(fn, Function) else self._compiled(fn)
        entry = fn._bind()
        given = list(args)
        call, rows, per_batch = [], None, None
        for i, spec in enumerate(entry.args):
            role = spec["role"]
            if role == "mask":
                call.append(None)  # filled once the batch is known
                continue
            if not given:
                raise TypeError(f"the step takes more arguments than the {len(args)} given "
                                f"(argument #{i}: {role})")
            value = given.pop(0)
            layout = fn.in_layouts[i]
            if role == "dataset":
                if not isinstance(value, PerReplica):
                    raise ValueError(f"argument #{i} is a dataset's batch: give it a PerReplica "
                                     "batch (experimental_distribute_dataset)")
                padded = value._padded()
                want = tuple(spec["shape"])
                got = (padded.shape[0] * padded.shape[1],) + padded.shape[2:]
                if got != want:
                    raise ValueError(f"argument #{i}: batches of {padded.shape[1]} rows per "
                                     f"replica, the step takes {want[0] // self.num_replicas_in_sync}")
                call.append(padded.reshape(got))
                if rows is None:
                    rows = value._rows or [padded.shape[1]] * padded.shape[0]
                    per_batch = padded.shape[1]
            elif role == "variable" or isinstance(value, DVariable):
                call.append(value)
            elif isinstance(value, PerReplica):
                if spec["shape"] and spec["shape"][0] != self.num_replicas_in_sync:
                    raise ValueError(f"argument #{i} is mirrored (dtensor.mirrored): give it "
                                     "one value, not a PerReplica")
                call.append(value._tensor())
            else:
                # Mirrored: every replica gets the value; an argument not
                # marked dtensor.mirrored takes it once per replica.
                v = value.numpy() if isinstance(value, DTensor) else np.asarray(value)
                r = self.num_replicas_in_sync
                call.append(v if tuple(spec["shape"]) == v.shape else
                            np.ascontiguousarray(np.broadcast_to(v, (r,) + v.shape)))
            if layout.mesh != self.mesh and role != "variable":
                raise ValueError(f"the step's argument #{i} is on {layout.mesh}, not the "
                                 f"strategy's replicas {self.mesh}")
        if given:
            raise TypeError(f"the step takes {len(entry.args)} arguments, {len(args)} given")
        for i, spec in enumerate(entry.args):
            if spec["role"] == "mask":
                if rows is None:
                    raise ValueError("the step has a batch mask but no dataset argument")
                per = spec["shape"][0] // self.num_replicas_in_sync
                mask = np.zeros((self.num_replicas_in_sync, per), np.float32)
                for k, n in enumerate(rows):
                    mask[k, :n] = 1
                call[i] = mask.reshape(-1)
        out = fn(*call)
        results = out if isinstance(out, tuple) else (() if out is None else (out,))
        # A per-replica result as long as the batch per replica holds, like
        # the batch, only its real rows (TF's shapes follow the batch's).
        placed = []
        for t in results:
            layout = t.layout
            stacked = (layout.mesh == self.mesh and layout.rank >= 1 and
                       layout.sharding_specs[0] == "r")
            if stacked and self.num_replicas_in_sync == 1:
                # One replica's value is the value (TF's one-device run).
                value = t.numpy()[0]
                placed.append(copy_to_mesh(value, Layout.replicated(self.mesh, value.ndim)))
            elif stacked:
                follows = (rows is not None and len(t.shape) >= 2 and t.shape[1] == per_batch
                           and any(n != per_batch for n in rows))
                placed.append(PerReplica(self, stacked=t, rows=rows if follows else None))
            else:
                placed.append(t)
        if not placed:
            return None
        return placed[0] if len(placed) == 1 else tuple(placed)


def _reduce_program(strategy, kind, per_shape, dtype, axes, masked):
    """A one-result strategy step: `dtensor.reduce` of its per-replica
    argument (a dataset's batch and its mask when `masked`)."""
    element, unsigned = mlir_type(code_of(dtype))
    t = "tensor<" + "".join(f"{d}x" for d in per_shape) + element + ">"
    along = ""
    if axes:
        along = ", dtensor.reduce_along = " + (
            f"{axes[0]} : i64" if len(axes) == 1 else
            "[" + ", ".join(f"{a} : i64" for a in axes) + "]")
    attrs = (["dtensor.dataset"] if masked else []) + (["dtensor.unsigned"] if unsigned else [])
    args = [f"%v: {t}" + (" {" + ", ".join(attrs) + "}" if attrs else "")]
    if masked:
        args.append(f"%m: tensor<{per_shape[0]}xf32> {{dtensor.batch_mask}}")
    spec = strategy._spec()
    return (f"module {{\n  dtensor.mesh @r <[r = {strategy.num_replicas_in_sync}], "
            f"{strategy.mesh.device_type().lower()}>\n"
            f"  func.func @main({', '.join(args)})\n"
            f"      -> ({t} {{dtensor.reduce = \"{kind}\"{along}}})\n"
            f"      attributes {{dtensor.strategy = {spec}}} {{\n"
            f"    return %v : {t}\n  }}\n}}\n")


class MirroredStrategy(_Strategy):
    """Variables replicated on every replica, updates all-reduced."""
    kind = "mirrored"

    def __init__(self, devices=None, cross_device_ops=None, device_type="CPU"):
        n = len(devices) if devices is not None else num_local_devices(device_type)
        super().__init__(n, device_type)

    def _spec(self):
        return '{kind = "mirrored", mesh = @r}'


class OneDeviceStrategy(_Strategy):
    """One replica."""
    kind = "one_device"

    def __init__(self, device=None, device_type="CPU"):
        super().__init__(1, device_type)

    def _spec(self):
        return '{kind = "one_device", mesh = @r}'


class CentralStorageStrategy(_Strategy):
    """Variables on one device of the replicas (`parameter_device`, an index:
    0 by default), read by every replica, updated there."""
    kind = "central_storage"

    def __init__(self, compute_devices=None, parameter_device=None, device_type="CPU"):
        n = len(compute_devices) if compute_devices is not None else num_local_devices(
            device_type)
        p = 0 if parameter_device is None else int(parameter_device)
        if not 0 <= p < n:
            raise ValueError(f"parameter device {p} is not one of the {n} compute devices "
                             "(an index)")
        super().__init__(n, device_type, parameter_device=p)

    def _spec(self):
        return (f'{{kind = "central_storage", mesh = @r, '
                f'parameter_device = {self._parameter_device}}}')
