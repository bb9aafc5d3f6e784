"""DTensor: a global array that lives on a mesh, as per-device shards in this
process's memory, between calls (what TF DTensor's pack/relayout/functions
return). Its shards are written once and never changed: replicas, results
that return an argument and zero-copy numpy views share them."""

import numpy as np

from . import _dtc
from ._dtypes import code_of, dtype_of
from ._mesh import UNSHARDED, Layout, Mesh

_REDUCTIONS = {"sum": 0, "min": 2, "max": 3}
_REDUCTION_NAMES = {v: k for k, v in _REDUCTIONS.items()}


def core_layout(layout):
    """(dims, partial axes, reduction code, single device) of a Layout, with
    mesh dimensions as indices: the runtime's view of it."""
    names = layout.mesh.dim_names
    if layout.single_device is not None:
        return [], [], 0, layout.single_device
    dims = []
    for s in layout.sharding_specs:
        if s in (UNSHARDED, "any"):
            dims.append([])
        elif isinstance(s, tuple):
            dims.append([names.index(a) for a in s])
        else:
            dims.append([names.index(s)])
    return (dims, [names.index(a) for a in layout.partial_axes],
            _REDUCTIONS[layout.reduction], -1)


def layout_of_spec(spec, mesh):
    """The Layout of a runtime tensor description over `mesh` (whose
    dimensions are the description's mesh axes, in order)."""
    names = mesh.dim_names
    if spec["single_device"] >= 0:
        return Layout([], mesh, single_device=spec["single_device"])
    specs = []
    for axes in spec["dims"]:
        if not axes:
            specs.append(UNSHARDED)
        elif len(axes) == 1:
            specs.append(names[axes[0]])
        else:
            specs.append(tuple(names[a] for a in axes))
    return Layout(specs, mesh, partial_axes=[names[a] for a in spec["partial"]],
                  reduction=_REDUCTION_NAMES.get(spec["reduction"], "sum"))


def local_mask(mesh):
    """Per device index of the mesh, whether this client holds it."""
    local = set(mesh.local_device_ids())
    return [int(i) in local for i in mesh.global_device_ids().reshape(-1)]


def pack_global(value, layout):
    """A DTensor of `layout` holding the global array `value` (each client
    keeps its own devices' shards). A read-only array in a replicated
    layout is not copied: every shard is its memory."""
    value = np.asarray(value)
    # (ascontiguousarray makes a scalar an array of one element)
    value = np.ascontiguousarray(value).reshape(value.shape)
    code = code_of(value.dtype)
    dims, partial, reduction, single = core_layout(layout)
    mesh = layout.mesh
    if layout.single_device is None and len(dims) != value.ndim:
        raise ValueError(f"a rank-{len(dims)} layout {layout} for an array of shape "
                         f"{list(value.shape)}")
    if (not value.flags.writeable and value.flags.aligned and layout.is_fully_replicated()
            and value.size > 0):
        array = _dtc.borrow(mesh.shape(), [int(i) for i in mesh.global_device_ids().reshape(-1)],
                            code, list(value.shape), value)
        return DTensor._make(array, layout)
    array = _dtc.pack(mesh.shape(), [int(i) for i in mesh.global_device_ids().reshape(-1)],
                      code, list(value.shape), dims, partial, reduction, single, value,
                      local_mask(mesh))
    return DTensor._make(array, layout)


class DTensor:
    """A distributed tensor: `layout` over its mesh, global `shape` and
    `dtype`; `numpy()` (and np.asarray) give the global array."""

    __slots__ = ("_array", "_layout", "__weakref__")

    def __init__(self, *args, **kwargs):
        raise TypeError("DTensors are made by dtc.pack, dtc.copy_to_mesh, dtc.relayout "
                        "and compiled functions")

    @classmethod
    def _make(cls, array, layout):
        self = object.__new__(cls)
        self._array = array
        self._layout = layout
        return self

    def _live(self):
        if self._array is None:
            raise ValueError("this DTensor was deleted (DTensor.delete): its shards are freed")
        return self._array

    @property
    def layout(self):
        return self._layout

    @property
    def mesh(self):
        return self._layout.mesh

    @property
    def shape(self):
        return tuple(self._live().shape)

    @property
    def dtype(self):
        return dtype_of(self._live().dtype)

    @property
    def ndim(self):
        return len(self._live().shape)

    @property
    def size(self):
        return int(np.prod(self.shape, dtype=np.int64))

    @property
    def nbytes(self):
        return self.size * self.dtype.itemsize

    def numpy(self):
        """The global array. A replicated or single-device DTensor gives a
        read-only view of its shard (no copy); others are assembled."""
        array = self._live()
        if not self._layout.partial_axes:
            single = self._layout.single_device
            if single is not None or self._layout.is_fully_replicated():
                for d in ([single] if single is not None else range(array.num_shards)):
                    raw = array.shard_bytes(d)
                    if raw is not None:
                        return raw.view(self.dtype).reshape(self.shape)
        out = np.empty(self.shape, self.dtype)
        array.unpack(out)
        return out

    def __array__(self, dtype=None, copy=None):
        value = self.numpy()
        if dtype is not None and np.dtype(dtype) != value.dtype:
            return value.astype(dtype)
        if copy:
            return value.copy()
        return value

    def delete(self):
        """Frees the shards now (JAX's Array.delete); using it after raises."""
        self._array = None

    def is_deleted(self):
        return self._array is None

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of a rank-0 DTensor")
        return self.shape[0]

    def __repr__(self):
        if self._array is None:
            return "DTensor(<deleted>)"
        return (f"DTensor(shape={list(self.shape)}, dtype={self.dtype}, "
                f"layout={self._layout!r})")


def shard_views(tensor, mesh=None):
    """The local shards of `tensor` as read-only numpy arrays, in the mesh's
    local device order (TF's unpack)."""
    array = tensor._live()
    mesh = tensor.mesh
    ids = [int(i) for i in mesh.global_device_ids().reshape(-1)]
    out = []
    layout = tensor.layout
    for device_id in mesh.local_device_ids():
        d = ids.index(device_id)
        raw = array.shard_bytes(d)
        if raw is None:
            continue
        shard = raw.view(tensor.dtype).reshape(array.shard_shape(d))
        # An uneven layout's shard holds its block's elements, its padding
        # left out (torch.chunk's pieces: the last shorter, or empty).
        valid = layout.valid_shape(tensor.shape, d)
        if layout.single_device is None and list(shard.shape) != valid:
            shard = shard[tuple(slice(0, v) for v in valid)]
        out.append(shard)
    return out


def from_shards(components, layout):
    """A DTensor from one component per local device (TF's pack)."""
    mesh = layout.mesh
    local = mesh.local_device_ids()
    components = list(components)
    single = layout.single_device
    ids = [int(i) for i in mesh.global_device_ids().reshape(-1)]
    if single is not None:
        holders = [d for d in local if ids.index(d) == single]
    else:
        holders = local
    if len(components) != len(holders):
        raise ValueError(f"pack takes one component per local device of the layout: "
                         f"{len(holders)}, given {len(components)}")
    arrays = [np.ascontiguousarray(c) for c in components]
    dtypes = {a.dtype for a in arrays}
    if len(dtypes) != 1:
        raise ValueError(f"the components have different dtypes: {sorted(map(str, dtypes))}")
    dtype = dtypes.pop()
    dims, partial, reduction, single_index = core_layout(layout)
    if single is not None:
        shape = list(arrays[0].shape)
    else:
        if any(a.ndim != layout.rank for a in arrays):
            raise ValueError(f"components of rank {arrays[0].ndim} for a rank-{layout.rank} layout")
        shape, arrays = _uneven_components(layout, holders, ids, arrays)
    shards = [None] * mesh.size
    for device_id, a in zip(holders, arrays):
        shards[ids.index(device_id)] = a
    array = _dtc.from_shards(mesh.shape(), ids, code_of(dtype), shape, dims, partial,
                             reduction, single_index, shards)
    return DTensor._make(array, layout)


def _uneven_components(layout, holders, ids, arrays):
    """The global shape of the components `arrays` (of devices `holders`)
    and the components padded to the layout's block. Along a dimension of n
    over k shards each shard holds ceil(n/k) elements but the last ones
    (fewer, or none); components of equal shapes are an even layout's."""
    if all(a.shape == arrays[0].shape for a in arrays):
        return layout.global_shape_from_local_shape(arrays[0].shape), arrays
    if _dtc.num_clients() > 1:
        raise ValueError("pack: components of different shapes (an uneven layout) in a job of "
                         f"{_dtc.num_clients()} clients: this client's components do not say "
                         "the global shape; copy_to_mesh the global value instead")
    index = layout.offset_to_shard()
    shape = []
    for d in range(layout.rank):
        k = layout.num_shards(d)
        block = max(a.shape[d] for a in arrays)
        extent = max((index[ids.index(h)][d] * block + a.shape[d]
                      for h, a in zip(holders, arrays) if a.shape[d]), default=0)
        shape.append(extent if k > 1 else block)
    block = layout.local_shape_from_global_shape(shape)
    padded = []
    for h, a in zip(holders, arrays):
        valid = layout.valid_shape(shape, ids.index(h))
        if list(a.shape) != valid:
            raise ValueError(f"the component of device {h} has shape {list(a.shape)}; the "
                             f"layout gives it {valid} (of global shape {shape})")
        padded.append(a if valid == block else
                      np.pad(a, [(0, b - v) for b, v in zip(block, valid)]))
    return shape, padded


def mesh_like(spec, device_type, known=(), local_ids=None):
    """The Mesh a runtime tensor description lives on: one of `known` with
    its axes, sizes and ids, else a new one whose local devices are those
    of `local_ids` (None: all)."""
    for mesh in known:
        if (mesh is not None and mesh.dim_names == list(spec["mesh_names"])
                and mesh.shape() == list(spec["mesh_shape"])
                and [int(i) for i in mesh.global_device_ids().reshape(-1)] == list(spec["mesh_ids"])):
            return mesh
    ids = list(spec["mesh_ids"])
    local = [i for i in ids if local_ids is None or i in local_ids]
    kind = "GPU" if device_type == 1 else "CPU"
    task = _dtc.client_id()
    devices = [f"/job:localhost/replica:0/task:{task}/device:{kind}:{n}"
               for n in range(len(local))]
    return Mesh(list(spec["mesh_names"]), np.array(ids).reshape(spec["mesh_shape"]), local,
                devices)
