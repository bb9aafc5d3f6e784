"""dtc in process: TF DTensor's module over dtc's compiler and runtime.

    import dtc
    mesh = dtc.create_mesh([("x", 2), ("y", 4)])
    x = dtc.copy_to_mesh(np.ones((16, 32), np.float32), dtc.Layout(["x", dtc.UNSHARDED], mesh))
    mlp = dtc.function(open("examples/mlp_global_2x4.mlir").read(), mesh=mesh)
    out = mlp(x, w1, w2)          # a DTensor, on the mesh
    out.numpy()                   # the global array

docs/python.md lists every name with TF's spelling beside it.
"""

from ._api import (Function, JaxFunction, call_with_layout, check_layout, client_id, copy_to_mesh,
                   create_distributed_mesh, create_mesh, default_mesh, device_name,
                   fetch_layout, full_job_name, function, get_default_mesh, heartbeat_enabled,
                   initialize_accelerator_system, initialize_multi_client, job_name, jobs,
                   local_devices, num_clients, num_global_devices, num_local_devices, pack,
                   relayout, run_on, shutdown_accelerator_system, unpack)
from ._checkpoint import (DTensorCheckpoint, enable_save_as_bf16, name_based_restore,
                          name_based_save, sharded_save)
from . import compat, distribute
from ._dtc import Error
from ._mesh import MATCH, UNSHARDED, Layout, Mesh, MeshDimension
from ._program import CompileError
from ._tensor import DTensor
from ._variable import DVariable

__all__ = [
    "CompileError", "compat", "distribute", "DTensor", "DTensorCheckpoint", "DVariable", "Error", "Function", "JaxFunction", "Layout", "MATCH", "Mesh", "MeshDimension",
    "UNSHARDED", "call_with_layout", "check_layout", "client_id", "copy_to_mesh",
    "create_distributed_mesh", "create_mesh", "default_mesh", "device_name", "fetch_layout",
    "full_job_name", "function", "get_default_mesh", "heartbeat_enabled",
    "initialize_accelerator_system", "initialize_multi_client", "job_name", "jobs",
    "local_devices", "num_clients", "num_global_devices", "num_local_devices", "pack",
    "relayout", "run_on", "shutdown_accelerator_system", "unpack", "enable_save_as_bf16",
    "name_based_restore", "name_based_save", "sharded_save",
]
