"""TF 1's spellings that dtc keeps (dtc.compat.v1, as tf.compat.v1):
`dtc.compat.v1.distribute.OneDeviceStrategy` with the v1 extras
(`experimental_make_numpy_dataset`, `make_dataset_iterator`,
`make_input_fn_iterator`, `experimental_run`, `unwrap`,
`update_config_proto`) and `dtc.compat.v1.errors.OutOfRangeError`, which a
v1 iterator raises at its end (docs/python.md)."""

import copy
import types

import numpy as np

from ._distribute import InputContext
from ._distribute import OneDeviceStrategy as _OneDeviceStrategy

__all__ = ["v1"]


class OutOfRangeError(Exception):
    """A v1 iterator's end (TF's tf.errors.OutOfRangeError)."""


def _slices(value, i):
    if isinstance(value, dict):
        return {k: _slices(v, i) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return type(value)(_slices(v, i) for v in value)
    return value[i]


def _rows(value):
    if isinstance(value, dict):
        return min((_rows(v) for v in value.values()), default=0)
    if isinstance(value, (tuple, list)):
        return min((_rows(v) for v in value), default=0)
    return value.shape[0]


class NumpyDataset:
    """experimental_make_numpy_dataset's dataset: the arrays' rows (their
    slices along the first dimension; a tuple, list or dict of arrays gives
    rows of that structure). `batch(n)` groups them."""

    def __init__(self, arrays, batch=None, drop_remainder=False):
        def host(v):
            if isinstance(v, dict):
                return {k: host(x) for k, x in v.items()}
            if isinstance(v, (tuple, list)):
                return type(v)(host(x) for x in v)
            v = np.asarray(v)
            if v.ndim == 0:
                raise ValueError("a numpy dataset's arrays have a first dimension to slice")
            return v
        self._arrays = host(arrays)
        self._batch = batch
        self._drop = drop_remainder

    def batch(self, batch_size, drop_remainder=False):
        if int(batch_size) < 1:
            raise ValueError(f"batch_size is {batch_size}; it is at least 1")
        return NumpyDataset(self._arrays, int(batch_size), drop_remainder)

    def __iter__(self):
        n = _rows(self._arrays)
        if self._batch is None:
            for i in range(n):
                yield _slices(self._arrays, i)
            return
        for start in range(0, n, self._batch):
            if self._drop and start + self._batch > n:
                return
            yield _slices(self._arrays, slice(start, start + self._batch))


class DatasetIterator:
    """A v1 iterator over a dataset distributed by its strategy
    (make_dataset_iterator): `get_next()` is the next batch as the
    strategy's distributed datasets give it, OutOfRangeError at the end;
    `initialize()` has nothing to run (an empty list, TF's ops)."""

    def __init__(self, strategy, dataset):
        self._batches = iter(strategy.experimental_distribute_dataset(dataset))

    def initialize(self):
        return []

    def get_next(self):
        try:
            return next(self._batches)
        except StopIteration:
            raise OutOfRangeError("End of sequence") from None

    next = get_next

    def __iter__(self):
        return self._batches


class OneDeviceStrategy(_OneDeviceStrategy):
    """tf.compat.v1.distribute.OneDeviceStrategy: dtc.distribute's, and the
    v1 extras."""

    def experimental_make_numpy_dataset(self, numpy_input, session=None):
        return NumpyDataset(numpy_input)

    def make_dataset_iterator(self, dataset):
        return DatasetIterator(self, dataset)

    def make_input_fn_iterator(self, input_fn, replication_mode=None):
        """The iterator of the dataset `input_fn` makes from this process's
        input context (one pipeline)."""
        return DatasetIterator(self, input_fn(InputContext(self.num_replicas_in_sync)))

    def experimental_run(self, fn, input_iterator=None):
        """run(fn) on the iterator's next batch (no argument without one)."""
        args = () if input_iterator is None else (input_iterator.get_next(),)
        return self.run(fn, args=args)

    def unwrap(self, value):
        return self.experimental_local_results(value)

    def update_config_proto(self, config_proto):
        """A copy of `config_proto` (dtc needs nothing of a session's
        configuration)."""
        return copy.deepcopy(config_proto)


v1 = types.SimpleNamespace(
    distribute=types.SimpleNamespace(OneDeviceStrategy=OneDeviceStrategy),
    errors=types.SimpleNamespace(OutOfRangeError=OutOfRangeError))
