"""A per-replica step traced as TF's strategies run it.

Under `strategy.run`, TF runs the step on each replica with
`num_replicas_in_sync` replicas: Keras scales each replica's loss by
1/replicas and its optimizer sums the replicas' gradients
(`get_replica_context().all_reduce(SUM, grads)`) before one update, which
every replica then applies alike. `replicas(n)` makes tracing see that: the
default strategy with `num_replicas_in_sync` = n, and a replica context
whose `all_reduce` is TF's `CollectiveReduceV2` over the n replicas, which
XLA's bridge lowers to `stablehlo.all_reduce` over replica group
[0..n-1]. Everything else is the default strategy's. The traced function
is one replica's program; dtc_tf.stablehlo makes it the body of a
shard_map over the replicas (the all-reduces dtc's collectives).
"""
from __future__ import annotations

import contextlib
import itertools


class _Strategy:
    """The default strategy, with `num_replicas_in_sync` replicas."""

    def __init__(self, real, num_replicas: int):
        self._real = real
        self.num_replicas_in_sync = num_replicas

    def __getattr__(self, name):
        return getattr(self._real, name)


class _ReplicaContext:
    """The default replica context, whose all_reduce spans the replicas."""

    def __init__(self, real, strategy: _Strategy, keys):
        self._real = real
        self._strategy = strategy
        self._keys = keys

    def __getattr__(self, name):
        return getattr(self._real, name)

    @property
    def strategy(self):
        return self._strategy

    @property
    def num_replicas_in_sync(self):
        return self._strategy.num_replicas_in_sync

    def all_reduce(self, reduce_op, value, options=None):
        import tensorflow as tf
        op = getattr(reduce_op, "value", reduce_op)
        op = str(op).upper()
        if op not in ("SUM", "MEAN"):
            raise ValueError(f"all_reduce with {reduce_op}: dtc imports SUM and MEAN")

        def reduce(t):
            if isinstance(t, tf.IndexedSlices):
                t = tf.convert_to_tensor(t)
            return tf.raw_ops.CollectiveReduceV2(
                input=t, group_size=self._strategy.num_replicas_in_sync, group_key=1,
                instance_key=next(self._keys), ordering_token=[], merge_op="Add",
                final_op="Id" if op == "SUM" else "Div")
        return tf.nest.map_structure(reduce, value)


@contextlib.contextmanager
def replicas(num_replicas: int):
    """Within it, TF code traced is one of `num_replicas` replicas' (module
    docstring)."""
    import tensorflow as tf
    from tensorflow.python.distribute import distribute_lib
    if distribute_lib.has_strategy():
        raise RuntimeError("dtc traces a step for a strategy outside any TF strategy's scope")
    real_replica_context = distribute_lib.get_replica_context
    strategy = _Strategy(distribute_lib.get_strategy(), num_replicas)
    context = _ReplicaContext(real_replica_context(), strategy, itertools.count(1))

    def replica_context():
        # None where TF's is (in a merge_call, cross-replica).
        return context if real_replica_context() is not None else None
    # has_strategy stays False: TF's default strategy runs the step (merge
    # calls are plain calls, updates apply at once).
    patched = [(tf.distribute, "get_strategy", lambda: strategy),
               (distribute_lib, "get_strategy", lambda: strategy),
               (distribute_lib, "has_strategy", lambda: False),
               (tf.distribute, "has_strategy", lambda: False),
               (tf.distribute, "get_replica_context", replica_context),
               (distribute_lib, "get_replica_context", replica_context)]
    saved = [(m, n, getattr(m, n)) for m, n, _ in patched]
    try:
        for module, name, value in patched:
            setattr(module, name, value)
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)
