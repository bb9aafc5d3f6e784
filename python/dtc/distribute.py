"""tf.distribute's strategies over dtc (docs/python.md): OneDeviceStrategy,
MirroredStrategy and CentralStorageStrategy, their PerReplica values and
distributed datasets."""

from ._distribute import (CentralStorageStrategy, DistributedDataset, InputContext,
                          MirroredStrategy, OneDeviceStrategy, PerReplica, ReduceOp,
                          ReplicaContext, current_strategy as get_strategy_in_scope)

__all__ = ["CentralStorageStrategy", "DistributedDataset", "InputContext", "MirroredStrategy",
           "OneDeviceStrategy", "PerReplica", "ReduceOp", "ReplicaContext",
           "get_strategy_in_scope"]
