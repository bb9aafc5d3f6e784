"""TF DTensor's module on live DTensors: pack/unpack, layouts of values,
relayout and copy_to_mesh (compiled once per signature by dtc's relayout
planner and run in process), compiled functions, the default mesh, and the
queries about clients and devices."""

import atexit
import contextlib
import ctypes
import hashlib
import os
import sys
import tempfile
import threading
import warnings

import numpy as np

from . import _dtc, _program
from ._dtypes import code_of, dtype_of, mlir_type
from ._mesh import MATCH, UNSHARDED, Layout, Mesh
from ._variable import DVariable
from ._tensor import (DTensor, from_shards, layout_of_spec, mesh_like,
                      pack_global, shard_views)

# --------------------------------------------------------------------------
# Clients and devices.

_state = threading.local()
_config = {"cpu_devices": None, "device_type": None, "multi_client": False}


def client_id():
    """This process's index in the job (0 alone)."""
    return _dtc.client_id()


def num_clients():
    """The number of processes in the job (1 alone)."""
    return _dtc.num_clients()


def _num_local(device_type):
    device_type = (device_type or _config["device_type"] or "CPU").upper()
    if device_type == "CPU":
        return _config["cpu_devices"] or os.cpu_count() or 1
    if device_type == "GPU":
        return _gpu_count()
    raise ValueError(f"dtc has CPU and GPU devices, not {device_type}")


def _gpu_count():
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return 0
    count = ctypes.c_int(0)
    if cuda.cuInit(0) != 0 or cuda.cuDeviceGetCount(ctypes.byref(count)) != 0:
        return 0
    return count.value


def num_local_devices(device_type=None):
    """The devices of `device_type` this client runs: its logical CPU
    devices (initialize_accelerator_system's num_logical_cpu_devices, else
    one per CPU), or its GPUs."""
    return _num_local(device_type)


def num_global_devices(device_type=None):
    return _num_local(device_type) * num_clients()


def job_name():
    return os.environ.get("DTENSOR_JOB_NAME", "localhost" if num_clients() == 1 else "worker")


def full_job_name(task_id=None):
    """"JOB/replica:0/task:T" of this client (or `task_id`), as TF spells it."""
    task = client_id() if task_id is None else int(task_id)
    if job_name() == "localhost" and task != 0:
        raise ValueError(f"a single-client job has no task {task}")
    return f"{job_name()}/replica:0/task:{task}"


def jobs():
    """The clients' jobs: $DTENSOR_JOBS's addresses where it is set (TF's
    meaning), else, in a multi-client job, every client's full job name
    (empty alone, as TF's)."""
    given = os.environ.get("DTENSOR_JOBS")
    if given is not None:
        listed = given.split(",")
        if any(not j for j in listed):
            raise ValueError(f"DTENSOR_JOBS={given!r} has an empty entry")
        return listed
    if num_clients() == 1:
        return []
    return [full_job_name(t) for t in range(num_clients())]


def local_devices(device_type=None, for_client_id=None):
    """The device names of `device_type` of this client (or `for_client_id`)."""
    device_type = (device_type or _config["device_type"] or "CPU").upper()
    task = client_id() if for_client_id is None else int(for_client_id)
    return [f"/job:{job_name()}/replica:0/task:{task}/device:{device_type}:{i}"
            for i in range(_num_local(device_type))]


def device_name():
    """The name of dtc's device: where DTensors live (TF's DTensor device)."""
    return f"/job:{full_job_name()}/device:CUSTOM:0"


def heartbeat_enabled():
    """Whether a stuck or dead client ends the job: dtc's collective
    watchdog, on in every multi-client job (TF's heartbeat service)."""
    return num_clients() > 1


def initialize_accelerator_system(device_type=None, enable_coordination_service=True,
                                  num_logical_cpu_devices=None,
                                  experimental_reset_context=False,
                                  experimental_enable_megcore=False,
                                  experimental_emulate_gpu_kernels=False):
    """Chooses the device type ("CPU", or "GPU" where a GPU is present) and
    the number of logical CPU devices; joins the job's clients when the
    process was started by mpirun. Returns the device type.

    `experimental_emulate_gpu_kernels` (dtc's): every program this process
    compiles (functions, and the relayouts, copies, variable updates and
    strategy reductions DTensors make) forms its GPU kernels and runs them
    emulated on the host, as dtc.function(..., emulate_gpu_kernels=True)
    does: GPU meshes work end to end without a GPU."""
    device_type = (device_type or ("GPU" if _gpu_count() else "CPU")).upper()
    if device_type not in ("CPU", "GPU"):
        raise ValueError(f"dtc has CPU and GPU devices, not {device_type}")
    if device_type == "GPU" and not _gpu_count() and not experimental_emulate_gpu_kernels:
        raise ValueError("no GPU here (the CUDA driver, libcuda.so.1, found none); "
                         "GPU programs still compile, and run with emulate_gpu_kernels=True "
                         "(or initialize_accelerator_system(\"GPU\", "
                         "experimental_emulate_gpu_kernels=True))")
    _program.emulate_gpu_kernels_by_default = bool(experimental_emulate_gpu_kernels)
    if num_logical_cpu_devices is not None:
        if int(num_logical_cpu_devices) < 1:
            raise ValueError("num_logical_cpu_devices must be at least 1")
        _config["cpu_devices"] = int(num_logical_cpu_devices)
    _config["device_type"] = device_type
    if _dtc.clients_launched() > 1 and not _config["multi_client"]:
        initialize_multi_client(enable_coordination_service)
    return device_type


def shutdown_accelerator_system():
    _config.update(cpu_devices=None, device_type=None)
    _program.emulate_gpu_kernels_by_default = False


def initialize_multi_client(enable_coordination_service=True):
    """Joins the processes mpirun started as the job's clients (as dtc's
    executables do); each then runs its own devices of a multi-client mesh."""
    launched = _dtc.clients_launched()
    if _config["multi_client"]:
        return
    if launched < 2:
        raise ValueError("initialize_multi_client: this process was not started by mpirun "
                         "with several processes (mpirun -np K python3 script.py)")
    # What every client must agree on: the script and its arguments.
    digest = hashlib.sha256("\0".join(sys.argv).encode()).digest()
    _dtc.clients_init(launched, int.from_bytes(digest[:8], "little"))
    _config["multi_client"] = True
    atexit.register(_leave_clients)
    # A client that fails ends the whole job at once, as an executable's
    # does: the others would wait for it in their next collective.
    previous = sys.excepthook

    def end_job(kind, value, trace):
        previous(kind, value, trace)
        sys.stderr.flush()
        _dtc.clients_abort(f"client {client_id()} failed ({kind.__name__}: {value}); "
                           "ending the job")
    sys.excepthook = end_job


def _leave_clients():
    # The meshes (their MPI groups) go before the job ends.
    _program.release_all()
    _dtc.clients_finalize()


# --------------------------------------------------------------------------
# Meshes.

def create_mesh(mesh_dims=None, mesh_name="", devices=None, device_type=None,
                use_xla_spmd=False):
    """A single-client mesh: `mesh_dims` a list of (name, size) or a dict,
    over `devices` (names, or their first ones of `device_type`)."""
    if mesh_dims is None:
        mesh_dims = [("x", num_local_devices(device_type))]
    dims = list(mesh_dims.items()) if isinstance(mesh_dims, dict) else list(mesh_dims)
    names = [n for n, _ in dims]
    sizes = [int(s) for _, s in dims]
    size = int(np.prod(sizes)) if sizes else 1
    device_type = (device_type or _config["device_type"] or "CPU").upper()
    if devices is None:
        # GPU meshes are made without a GPU too: their programs compile, and
        # run with emulate_gpu_kernels (a run on GPUs checks for them).
        if device_type == "CPU" and _config["cpu_devices"] is not None:
            available = num_local_devices(device_type)
            if size > available:
                raise ValueError(f"a mesh of {size} {device_type} devices, but this client "
                                 f"has {available}")
        devices = [f"/job:localhost/replica:0/task:0/device:{device_type}:{i}"
                   for i in range(size)]
    devices = [str(getattr(d, "to_string", lambda: d)()) for d in devices]
    if len(devices) != size:
        raise ValueError(f"mesh dimensions {dims} need {size} devices, {len(devices)} given")
    ids = list(range(size))
    return Mesh(names, np.array(ids).reshape(sizes), ids, devices, mesh_name,
                use_xla_spmd=use_xla_spmd)


def create_distributed_mesh(mesh_dims, mesh_name="", local_devices=None, device_type=None,
                            use_xla_spmd=False):
    """A mesh over every client's devices: client c runs the c-th block of
    the device ids (each client gives its own local devices)."""
    dims = list(mesh_dims.items()) if isinstance(mesh_dims, dict) else list(mesh_dims)
    names = [n for n, _ in dims]
    sizes = [int(s) for _, s in dims]
    size = int(np.prod(sizes)) if sizes else 1
    device_type = (device_type or _config["device_type"] or "CPU").upper()
    clients = num_clients()
    if size % clients:
        raise ValueError(f"a mesh of {size} devices over {clients} clients")
    per = size // clients
    if local_devices is None:
        local_devices = [f"/job:{job_name()}/replica:0/task:{client_id()}/device:"
                         f"{device_type}:{i}" for i in range(per)]
    local_devices = [str(getattr(d, "to_string", lambda: d)()) for d in local_devices]
    if len(local_devices) != per:
        raise ValueError(f"each of the {clients} clients runs {per} devices of the mesh, "
                         f"{len(local_devices)} local devices given")
    first = client_id() * per
    return Mesh(names, np.arange(size).reshape(sizes), list(range(first, first + per)),
                local_devices, mesh_name, use_xla_spmd=use_xla_spmd)


def _stack():
    if not hasattr(_state, "meshes"):
        _state.meshes = []
    return _state.meshes


@contextlib.contextmanager
def default_mesh(mesh):
    """Within it, functions without a mesh run on `mesh`, and values placed
    without a layout are replicated on it."""
    if not isinstance(mesh, Mesh):
        raise ValueError(f"default_mesh takes a Mesh, not {type(mesh).__name__}")
    _stack().append(mesh)
    try:
        yield mesh
    finally:
        _stack().pop()


def run_on(mesh):
    """TF's deprecated spelling of default_mesh."""
    return default_mesh(mesh)


def get_default_mesh():
    """The innermost default_mesh, or None."""
    stack = _stack()
    return stack[-1] if stack else None


# --------------------------------------------------------------------------
# Values.

def _check_dtensor(tensor, what):
    if not isinstance(tensor, DTensor):
        raise ValueError(f"{what} takes a DTensor, not {type(tensor).__name__}")
    tensor._live()


def pack(tensors, layout):
    """A DTensor from one component per local device of the layout's mesh,
    in its local device order (TF's pack)."""
    if not isinstance(layout, Layout):
        raise ValueError(f"pack takes a Layout, not {type(layout).__name__}")
    return from_shards([np.asarray(t) for t in tensors], layout)


def unpack(tensor):
    """The local devices' components of a DTensor (read-only numpy arrays
    sharing its memory), in its mesh's local device order (TF's unpack)."""
    _check_dtensor(tensor, "unpack")
    return shard_views(tensor)


def fetch_layout(tensor):
    _check_dtensor(tensor, "fetch_layout")
    return tensor.layout


def check_layout(tensor, layout):
    """Raises ValueError unless `tensor`'s layout is `layout` (TF's message)."""
    actual = fetch_layout(tensor)
    if actual != layout:
        raise ValueError(f"Layout of tensor: {actual}, did not match expected layout: {layout}")


def _tensor_type(shape, code):
    elem, _ = mlir_type(code)
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


def _boundary(layout, symbol, code):
    unsigned = ", dtensor.unsigned" if mlir_type(code)[1] else ""
    return f"{{dtensor.layout = {layout.mlir_layout(symbol)}{unsigned}}}"


def _move_program(tensor, layout, op):
    """The text of a one-op program moving `tensor` to `layout` with `op`
    (relayout on one mesh, copy_to_mesh between two)."""
    code = code_of(tensor.dtype)
    t = _tensor_type(tensor.shape, code)
    src, dst = tensor.mesh, layout.mesh
    if op == "relayout":
        meshes = src.mlir_mesh("m")
        a, b = "m", "m"
    else:
        meshes = src.mlir_mesh("src") + "\n  " + dst.mlir_mesh("dst")
        a, b = "src", "dst"
    return (f"module {{\n  {meshes}\n"
            f"  func.func @main(%a: {t} {_boundary(tensor.layout, a, code)})\n"
            f"      -> ({t} {_boundary(layout, b, code)}) {{\n"
            f"    %r = dtensor.{op} %a : {t} to {layout.mlir_layout(b)}\n"
            f"    return %r : {t}\n  }}\n}}\n")


def _run_move(tensor, layout, op):
    path = _program.compile_text(_move_program(tensor, layout, op))
    entry = _program.bind(path)
    (array,) = entry.call([tensor._live()])
    return DTensor._make(array, layout), entry.traffic_bytes


def _resolve_match(tensor, layout):
    if MATCH not in layout.sharding_specs:
        return layout
    if layout.rank != tensor.layout.rank:
        raise ValueError(f"a rank-{layout.rank} layout for a rank-{tensor.layout.rank} tensor")
    specs = [old if new == MATCH else new
             for new, old in zip(layout.sharding_specs, tensor.layout.sharding_specs)]
    return Layout(specs, layout.mesh)


def relayout(tensor, layout, name=None):
    """`tensor` with `layout` (same mesh; MATCH keeps a dimension's
    sharding): the collectives dtc's relayout planner picks, run in
    process."""
    _check_dtensor(tensor, "relayout")
    if not isinstance(layout, Layout):
        raise ValueError(f"relayout takes a Layout, not {type(layout).__name__}")
    layout = _resolve_match(tensor, layout)
    if layout.mesh != tensor.mesh:
        raise ValueError(f"relayout keeps a tensor on its mesh ({tensor.mesh}); "
                         f"copy_to_mesh moves it to {layout.mesh}")
    if layout.rank != len(tensor.shape) and layout.single_device is None:
        raise ValueError(f"a rank-{layout.rank} layout for a tensor of shape "
                         f"{list(tensor.shape)}")
    if layout == tensor.layout:
        return tensor
    return _run_move(tensor, layout, "relayout")[0]


def copy_to_mesh(tensor, layout, source_layout=None):
    """`tensor` (a DTensor, or anything numpy takes: its global value) on
    `layout`'s mesh with `layout`."""
    if not isinstance(layout, Layout):
        raise ValueError(f"copy_to_mesh takes a Layout, not {type(layout).__name__}")
    if isinstance(tensor, DTensor):
        tensor._live()
        if source_layout is not None and source_layout != tensor.layout:
            raise ValueError(f"the tensor's layout is {tensor.layout}, not source_layout "
                             f"{source_layout}")
        if layout.mesh == tensor.mesh:
            return relayout(tensor, layout)
        return _run_move(tensor, layout, "copy_to_mesh")[0]
    return pack_global(np.asarray(tensor), layout)


def _place(value, layout):
    if isinstance(value, (tuple, list)):
        return type(value)(_place(v, layout) for v in value)
    return copy_to_mesh(value, layout)


def call_with_layout(fn, layout, *args, **kwargs):
    """fn(*args, **kwargs) under default_mesh(layout.mesh), its results
    placed with `layout` (as-is with None)."""
    if layout is None:
        return fn(*args, **kwargs)
    with default_mesh(layout.mesh):
        return _place(fn(*args, **kwargs), layout)


# --------------------------------------------------------------------------
# Compiled functions.

class Function:
    """A program compiled once and called in process (dtc.function)."""

    def __init__(self, fun, mesh, in_layouts, out_layouts, entry, options):
        self._fun = fun
        self._mesh = mesh
        self._in_layouts = in_layouts
        self._out_layouts = out_layouts
        self._entry_name = entry
        self._options = options
        self._text = None
        self._path = None
        self._entry = None
        self._generation = -1
        self._result_layouts = None
        self._arg_layouts = None
        if isinstance(fun, os.PathLike) or (isinstance(fun, str) and fun.endswith(".mlir")
                                            and "\n" not in fun):
            with open(fun) as f:
                self._text = f.read()
        elif isinstance(fun, str):
            self._text = fun
        else:
            raise ValueError("dtc.function takes a global-view MLIR program (its text or "
                             f"a .mlir path), not {type(fun).__name__}")

    def _bind(self):
        # The entry is looked up each call, not held: the job's end releases
        # every mesh (before a multi-client job's processes part).
        if self._path is not None:
            if self._generation != _program.generation:
                self._entry = _program.bind(self._path, self._entry_name)
                self._generation = _program.generation
            return self._entry
        path = _program.compile_text(self._text, **self._options)
        entry = _program.bind(path, self._entry_name)
        known = [self._mesh, get_default_mesh()]
        known += [l.mesh for l in (self._in_layouts or []) + (self._out_layouts or []) if l]
        kind = entry.device_type
        local = {i for d, i in enumerate(entry.mesh_ids) if entry.is_local(d)}
        args = [layout_of_spec(s, mesh_like(s, kind, known, local)) for s in entry.args]
        results = [layout_of_spec(s, mesh_like(s, kind, known, local)) for s in entry.results]
        for what, given, actual in (("in_layouts", self._in_layouts, args),
                                    ("out_layouts", self._out_layouts, results)):
            if given is None:
                continue
            if len(given) != len(actual):
                raise ValueError(f"{what}: {len(given)} layouts for {len(actual)} values")
            for i, (g, a) in enumerate(zip(given, actual)):
                if g is not None and g != a:
                    raise ValueError(f"{what}[{i}] is {g}, but the program's is {a}")
        # A result that has an argument's layout gets that very object: fed
        # back (a training loop's parameters), it is taken as it is.
        results = [next((a for a in args if a == r), r) for r in results]
        self._arg_layouts, self._result_layouts = args, results
        self._path, self._entry, self._generation = path, entry, _program.generation
        return entry

    @property
    def in_layouts(self):
        self._bind()
        return list(self._arg_layouts)

    @property
    def out_layouts(self):
        self._bind()
        return list(self._result_layouts)

    def _argument(self, entry, i, value):
        layout = self._arg_layouts[i]
        if isinstance(value, DTensor):
            array = value._live()
            why = entry.mismatch(i, array)
            if why is None:
                return array
            if (value.shape != tuple(entry.args[i]["shape"])
                    or code_of(value.dtype) != entry.args[i]["dtype"]):
                raise ValueError(f"argument #{i}: {why}")
            if value.mesh != layout.mesh:
                raise ValueError(f"argument #{i} lives on {value.mesh}, the function takes it "
                                 f"on {layout.mesh}: copy_to_mesh it there first")
            moved, moved_bytes = _run_move(value, layout, "relayout")
            warnings.warn(f"dtc.function: argument #{i} relaid out from "
                          f"{value.layout.sharding_specs} to {layout.sharding_specs} on its "
                          f"mesh ({moved_bytes} bytes moved per device)", stacklevel=3)
            return moved._live()
        spec = entry.args[i]
        if isinstance(value, np.ndarray):
            if code_of(value.dtype) != spec["dtype"]:
                raise ValueError(f"argument #{i} is {value.dtype}, the function takes "
                                 f"{dtype_of(spec['dtype'])}")
        else:
            value = np.asarray(value, dtype=dtype_of(spec["dtype"]))
        if list(value.shape) != list(spec["shape"]):
            raise ValueError(f"argument #{i} has shape {list(value.shape)}, the function "
                             f"takes {list(spec['shape'])}")
        return pack_global(value, layout)._array

    def __call__(self, *args):
        entry = self._bind()
        if len(args) != len(self._arg_layouts):
            raise TypeError(f"the function takes {len(self._arg_layouts)} arguments, "
                            f"{len(args)} given")
        arrays = []
        # Variable arguments (dtensor.variable) given a DVariable: name ->
        # the DVariable, which takes the result that assigns it.
        variables = {}
        for i, (value, layout) in enumerate(zip(args, self._arg_layouts)):
            spec = entry.args[i]
            if (isinstance(value, DVariable) and spec["role"] == "variable"
                    and value.layout != layout):
                raise ValueError(f"argument #{i}: variable '{value.name}' has layout "
                                 f"{value.layout.sharding_specs}, the function's variable "
                                 f"'{spec['variable']}' {layout.sharding_specs} (a variable "
                                 "keeps its layout)")
            # A DTensor in the argument's layout goes as it is (the runtime
            # checks its dtype, shape and mesh).
            if isinstance(value, DTensor) and value._array is not None and (
                    value._layout is layout or value._layout == layout):
                arrays.append(value._array)
            else:
                arrays.append(self._argument(entry, i, value))
            if isinstance(value, DVariable) and spec["role"] == "variable":
                if spec["variable"] in variables:
                    raise ValueError(f"argument #{i}: variable '{spec['variable']}' is given "
                                     "twice")
                variables[spec["variable"]] = value
        results = entry.call(arrays)
        out = []
        for spec, array, layout in zip(entry.results, results, self._result_layouts):
            target = variables.get(spec["variable"]) if spec["role"] == "assign" else None
            if target is not None:
                target._set(DTensor._make(array, layout))
            else:
                out.append(DTensor._make(array, layout))
        if not out:
            return None
        return out[0] if len(out) == 1 else tuple(out)


def _import_dtc_jax():
    """dtc's JAX importer (tools/jax-import of this build's sources), which
    needs JAX and IREE's compiler (`tools/jax-import/dtc-jax setup`)."""
    try:
        import jax  # noqa: F401
    except ImportError:
        raise ValueError("dtc.function of a Python function traces it with JAX, which this "
                         "Python lacks (tools/jax-import/dtc-jax setup installs it)") from None
    from ._config import SOURCE_DIR
    importer = os.path.join(SOURCE_DIR, "tools", "jax-import")
    if importer not in sys.path:
        sys.path.insert(0, importer)
    import dtc_jax
    return dtc_jax


def _partition_spec(layout, what):
    from jax.sharding import PartitionSpec
    if layout is None:
        return None
    if layout.partial_axes or layout.single_device is not None:
        raise ValueError(f"{what}: a JAX function's layouts shard dimensions only")
    return PartitionSpec(*[None if s == UNSHARDED else s for s in layout.sharding_specs])


class JaxFunction:
    """A JAX function compiled by dtc once per signature (the shapes and
    dtypes of its arguments) and called in process (dtc.function)."""

    def __init__(self, fun, mesh, in_layouts, out_layouts, options):
        self._fun = fun
        self._mesh = mesh
        self._in_layouts = in_layouts
        self._out_layouts = out_layouts
        self._options = options
        self._compiled = {}

    def lower(self, *args):
        """The Function of the program for arguments like `args`."""
        signature = tuple((tuple(np.shape(a)), np.dtype(getattr(a, "dtype", None) or
                                                         np.asarray(a).dtype).str)
                          for a in args)
        compiled = self._compiled.get(signature)
        if compiled is None:
            compiled = self._compiled[signature] = Function(
                self._program(signature), self._mesh, None, None, "main", self._options)
        return compiled

    def _program(self, signature):
        import jax
        dtc_jax = _import_dtc_jax()
        mesh = self._mesh or get_default_mesh()
        if mesh is None and self._in_layouts:
            mesh = next((l.mesh for l in self._in_layouts if l is not None), None)
        if mesh is None:
            raise ValueError("dtc.function of a JAX function needs a mesh: mesh=, in_layouts "
                             "or default_mesh")
        if [int(i) for i in mesh.global_device_ids().reshape(-1)] != list(range(mesh.size)):
            raise ValueError("a JAX function's mesh has the device ids 0..N-1 in order")
        if mesh.num_local_devices() != mesh.size:
            raise ValueError("a JAX function runs on a single-client mesh")
        structs = [jax.ShapeDtypeStruct(shape, np.dtype(dtype)) for shape, dtype in signature]
        in_specs = None if self._in_layouts is None else [
            _partition_spec(l, f"in_layouts[{i}]") for i, l in enumerate(self._in_layouts)]
        out_specs = None if self._out_layouts is None else [
            _partition_spec(l, f"out_layouts[{i}]") for i, l in enumerate(self._out_layouts)]
        with tempfile.TemporaryDirectory() as work:
            return dtc_jax.export(self._fun, structs, os.path.join(work, "program.mlir"),
                                  mesh=dict(zip(mesh.dim_names, mesh.shape())),
                                  in_specs=in_specs, out_specs=out_specs,
                                  device_type=mesh.device_type().lower(),
                                  dtc=_program.compiler_path())

    def __call__(self, *args):
        return self.lower(*args)(*args)


def function(fun=None, *, mesh=None, in_layouts=None, out_layouts=None, entry="main",
             emulate_gpu_kernels=None, host_cpu=None, cache_dir=None, overlap=True):
    """A global-view program compiled once and called in process.

    `fun` is the program's MLIR text or a .mlir path (its layouts are
    written in it; `in_layouts`/`out_layouts`, when given, must be the
    program's), or a JAX function, traced and compiled once per signature
    with `in_layouts`/`out_layouts` as its shardings on `mesh` (needs JAX
    and IREE's compiler: tools/jax-import/dtc-jax setup). Called with numpy arrays (placed by the program's layouts)
    or DTensors (used in place; relaid out, with a warning, where their
    layout differs), it returns DTensors that stay on the mesh. Usable as
    a decorator: @dtc.function(mesh=...). `emulate_gpu_kernels`: the GPU
    kernels run emulated on the host (None: as initialize_accelerator_system
    set, else not).
    """
    options = dict(emulate_gpu_kernels=emulate_gpu_kernels, host_cpu=host_cpu,
                   cache_dir=cache_dir, overlap=overlap)
    def make(f):
        if callable(f) and not isinstance(f, (str, os.PathLike)):
            return JaxFunction(f, mesh, in_layouts, out_layouts, options)
        return Function(f, mesh, in_layouts, out_layouts, entry, options)
    return make if fun is None else make(fun)
