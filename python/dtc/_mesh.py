"""Mesh and Layout, with TF DTensor's names, text forms and checks.

A Mesh is a grid of devices with named dimensions (TF's `Mesh`); a Layout
says, per tensor dimension, which mesh dimension shards it (TF's `Layout`).
Both print as TF's strings and parse them back. They are also what dtc's
compiler takes: `mlir_mesh()` and `mlir_layout()` write them in the
dtensor dialect's syntax.
"""

import collections
import re

import numpy as np

UNSHARDED = "unsharded"
MATCH = "match"
_RESERVED = ("unsharded", "match", "any", "scalar")
_DEVICE = re.compile(r"^/job:([^/]+)(?:/replica:(\d+))?/task:(\d+)/device:([A-Za-z_]+):(\d+)$")

MeshDimension = collections.namedtuple("MeshDimension", ["name", "size"])


def _device_type_of(name):
    m = _DEVICE.match(name)
    if not m:
        raise ValueError(f"'{name}' is not a device name of the form "
                         "/job:NAME/replica:R/task:T/device:TYPE:I")
    return m.group(4).upper()


def _local_device_name(device_type, index, task=0, job="localhost"):
    return f"/job:{job}/replica:0/task:{task}/device:{device_type}:{index}"


class Mesh:
    """A mesh of devices with named dimensions (tf.experimental.dtensor.Mesh).

    `global_device_ids` is an integer array of the mesh's shape (row-major:
    the last dimension varies fastest); `local_device_ids` are this
    client's devices among them and `local_devices` their names
    (`/job:localhost/replica:0/task:0/device:CPU:0`), which give the device
    type: CPU or GPU.
    """

    def __init__(self, dim_names, global_device_ids, local_device_ids, local_devices,
                 mesh_name="", global_devices=None, use_xla_spmd=False):
        dim_names = list(dim_names)
        ids = np.asarray(global_device_ids)
        if ids.ndim != len(dim_names):
            raise ValueError(f"the mesh has {len(dim_names)} dimension names but "
                             f"global_device_ids has {ids.ndim} dimensions")
        if ids.size == 0 or not np.issubdtype(ids.dtype, np.integer):
            raise ValueError("global_device_ids must be a non-empty integer array")
        for name in dim_names:
            if not isinstance(name, str) or not name:
                raise ValueError(f"mesh dimension name {name!r} is not a name")
            if name in _RESERVED:
                raise ValueError(f"'{name}' is reserved and cannot name a mesh dimension")
        if len(set(dim_names)) != len(dim_names):
            raise ValueError(f"mesh dimension names repeat: {dim_names}")
        flat = [int(i) for i in ids.reshape(-1)]
        if len(set(flat)) != len(flat) or min(flat) < 0:
            raise ValueError("global_device_ids must be unique and non-negative")
        local_device_ids = [int(i) for i in local_device_ids]
        if not set(local_device_ids) <= set(flat):
            raise ValueError(f"local_device_ids {local_device_ids} are not all in the mesh")
        if len(set(local_device_ids)) != len(local_device_ids) or not local_device_ids:
            raise ValueError("local_device_ids must be unique and not empty")
        if len(flat) % len(local_device_ids):
            raise ValueError(f"the mesh's {len(flat)} devices are not a multiple of its "
                             f"{len(local_device_ids)} local devices")
        local_devices = [str(getattr(d, "to_string", lambda: d)()) for d in local_devices]
        if len(local_devices) != len(local_device_ids):
            raise ValueError(f"{len(local_device_ids)} local device ids but "
                             f"{len(local_devices)} local devices")
        types = {_device_type_of(d) for d in local_devices}
        if len(types) != 1:
            raise ValueError(f"a mesh has one device type, these devices have {sorted(types)}")
        self._type = types.pop()
        if self._type not in ("CPU", "GPU"):
            raise ValueError(f"dtc runs meshes of CPU or GPU devices, not {self._type}")
        if not isinstance(mesh_name, str) or "|" in mesh_name:
            raise ValueError(f"mesh name {mesh_name!r} is not a name")
        self._names = tuple(dim_names)
        self._ids = ids.astype(np.int64)
        self._ids.setflags(write=False)
        self._local_ids = tuple(local_device_ids)
        self._local_devices = tuple(local_devices)
        self._name = mesh_name
        self._global_devices = tuple(global_devices) if global_devices else None
        self._xla_spmd = bool(use_xla_spmd)
        self._identity = (self._names, self._ids.shape, tuple(flat), self._local_ids, self._type)
        self._hash = hash(self._identity)

    # Queries, as TF's Mesh has them.
    @property
    def dim_names(self):
        return list(self._names)

    @property
    def name(self):
        return self._name

    @property
    def size(self):
        return int(self._ids.size)

    @property
    def strides(self):
        """Per dimension, how far apart in the device list its neighbours are."""
        strides, s = [], 1
        for n in reversed(self._ids.shape):
            strides.insert(0, s)
            s *= n
        return strides

    def shape(self):
        return list(self._ids.shape)

    def dim_size(self, dim_name):
        if dim_name not in self._names:
            raise ValueError(f"the mesh has no dimension '{dim_name}' (it has {list(self._names)})")
        return int(self._ids.shape[self._names.index(dim_name)])

    def __getitem__(self, dim_name):
        return MeshDimension(dim_name, self.dim_size(dim_name))

    def __contains__(self, dim_name):
        return dim_name in self._names

    def contains_dim(self, dim_name):
        return dim_name in self._names

    def device_type(self):
        return self._type

    def global_device_ids(self):
        return self._ids

    def local_device_ids(self):
        return list(self._local_ids)

    def local_devices(self):
        return list(self._local_devices)

    def num_local_devices(self):
        return len(self._local_ids)

    def min_global_device_id(self):
        return int(self._ids.min())

    def is_remote(self):
        return False

    def use_xla_spmd(self):
        return self._xla_spmd

    def is_single_device(self):
        return not self._names and self.size == 1

    def coords(self, device_idx):
        """The coordinates of the device at index `device_idx` of the mesh."""
        return list(np.unravel_index(int(device_idx), self._ids.shape))

    def unravel_index(self):
        """Device id -> its coordinates along each dimension, by name."""
        return {int(self._ids.reshape(-1)[i]): dict(zip(self._names, self.coords(i)))
                for i in range(self.size)}

    def host_mesh(self):
        """The same mesh on CPU devices (itself for a CPU mesh)."""
        if self._type == "CPU":
            return self
        devices = [d.replace(f"device:{self._type}:", "device:CPU:") for d in self._local_devices]
        return Mesh(self._names, self._ids, self._local_ids, devices,
                    self._name + "_host" if self._name else "")

    # Text forms.
    def to_string(self):
        dims = ",".join(f"{n}={s}" for n, s in zip(self._names, self._ids.shape))
        parts = [self._name, dims, ",".join(str(i) for i in self._ids.reshape(-1)),
                 ",".join(str(i) for i in self._local_ids), ",".join(self._local_devices)]
        if self._global_devices:
            parts.append(",".join(self._global_devices))
        if self._xla_spmd:
            parts.append("use_xla_spmd")
        return "|".join(parts)

    @staticmethod
    def from_string(mesh_str):
        if not isinstance(mesh_str, str):
            raise ValueError(f"a mesh string, not {type(mesh_str).__name__}")
        if mesh_str == "empty_mesh":
            raise ValueError("empty_mesh has no devices: dtc cannot run on it")
        if _DEVICE.match(mesh_str):  # a bare device: a single-device mesh
            m = _DEVICE.match(mesh_str)
            return Mesh([], np.array(int(m.group(5))), [int(m.group(5))], [mesh_str])
        parts = mesh_str.split("|")
        if len(parts) == 3 and parts[2].startswith("*"):
            name, dims, devtype = parts[0], parts[1], parts[2][1:]
            names, sizes = _parse_dims(dims, mesh_str)
            n = int(np.prod(sizes)) if sizes else 1
            devices = [f"/job:localhost/task:0/device:{devtype}:{i}" for i in range(n)]
            return Mesh(names, np.arange(n).reshape(sizes), list(range(n)), devices, name)
        if len(parts) not in (5, 6, 7):
            raise ValueError(f"mesh string '{mesh_str}' has {len(parts)} parts, not 3, 5, 6 or 7")
        name, dims, gids, lids, ldevs = parts[:5]
        names, sizes = _parse_dims(dims, mesh_str)
        xla, gdevs = False, None
        for extra in parts[5:]:
            if extra == "use_xla_spmd":
                xla = True
            elif extra:
                gdevs = extra.split(",")
        try:
            gid_list = [int(i) for i in gids.split(",")] if gids else []
            lid_list = [int(i) for i in lids.split(",")] if lids else []
        except ValueError:
            raise ValueError(f"mesh string '{mesh_str}': device ids must be integers") from None
        if len(gid_list) != (int(np.prod(sizes)) if sizes else 1):
            raise ValueError(f"mesh string '{mesh_str}': {len(gid_list)} global ids for "
                             f"dimensions {dims}")
        return Mesh(names, np.array(gid_list).reshape(sizes), lid_list,
                    ldevs.split(",") if ldevs else [], name, gdevs, xla)

    # dtc's spelling.
    def mlir_mesh(self, symbol="mesh"):
        """The `dtensor.mesh` op of this mesh, as dtc's compiler reads it."""
        dims = ", ".join(f"{n} = {s}" for n, s in zip(self._names, self._ids.shape))
        ids = self._ids.reshape(-1)
        text = f"dtensor.mesh @{symbol} <[{dims}], {self._type.lower()}"
        if list(ids) != list(range(self.size)):
            text += ", device_ids = [" + ", ".join(str(int(i)) for i in ids) + "]"
        clients = self.size // len(self._local_ids)
        if clients > 1:
            text += f", clients = {clients}"
        return text + ">"

    def __eq__(self, other):
        return self is other or (isinstance(other, Mesh) and self._hash == other._hash
                                 and self._identity == other._identity)

    def __hash__(self):
        return self._hash

    def __repr__(self):
        return f"Mesh('{self.to_string()}')"


def _parse_dims(dims, text):
    names, sizes = [], []
    for part in dims.split(",") if dims else []:
        name, eq, size = part.partition("=")
        if not eq or not size.isdigit():
            raise ValueError(f"mesh string '{text}': '{part}' is not NAME=SIZE")
        names.append(name)
        sizes.append(int(size))
    return names, sizes


class Layout:
    """How a tensor lies on a mesh (tf.experimental.dtensor.Layout).

    `sharding_specs` has one entry per tensor dimension: a mesh dimension
    name (the tensor dimension is split over it), UNSHARDED, or MATCH (in
    relayout: keep the current sharding). dtc also reads the layouts its
    programs return: `partial_axes` (values still to be reduced over those
    mesh dimensions with `reduction`) and single-device layouts.
    """

    def __init__(self, sharding_specs, mesh, *, partial_axes=(), reduction="sum",
                 single_device=None):
        if not isinstance(mesh, Mesh):
            raise ValueError(f"a Layout needs a Mesh, not {type(mesh).__name__}")
        specs = [tuple(s) if isinstance(s, (list, tuple)) else s for s in sharding_specs]
        used = []
        for s in specs:
            # dtc's programs may shard a dimension over several mesh
            # dimensions (a tuple, major first); TF's layouts use one.
            for a in (s if isinstance(s, tuple) else (s,)):
                if not isinstance(a, str):
                    raise ValueError(f"sharding spec {s!r} is not a string")
                if a in (UNSHARDED, MATCH, "any") and not isinstance(s, tuple):
                    continue
                if a not in mesh:
                    raise ValueError(f"sharding spec '{a}' names no dimension of mesh "
                                     f"{mesh.dim_names}")
                if a in used:
                    raise ValueError(f"mesh dimension '{a}' shards two tensor dimensions: "
                                     f"{specs}")
                used.append(a)
        for a in partial_axes:
            if a not in mesh or a in used:
                raise ValueError(f"partial axis '{a}' is not a free dimension of the mesh")
        if reduction not in ("sum", "max", "min"):
            raise ValueError(f"partial reduction '{reduction}' is not sum, max or min")
        if single_device is not None:
            if specs or partial_axes:
                raise ValueError("a single-device layout shards nothing")
            if not 0 <= int(single_device) < mesh.size:
                raise ValueError(f"device index {single_device} is not in the mesh")
        self._specs = tuple(specs)
        self._mesh = mesh
        self._partial = tuple(partial_axes)
        self._reduction = reduction
        self._single = None if single_device is None else int(single_device)
        self._identity = (self._specs, self._mesh, self._partial,
                          self._reduction if self._partial else None, self._single)
        self._hash = hash(self._identity)

    @property
    def sharding_specs(self):
        return list(self._specs)

    @property
    def mesh(self):
        return self._mesh

    @property
    def rank(self):
        return len(self._specs)

    @property
    def partial_axes(self):
        return list(self._partial)

    @property
    def reduction(self):
        return self._reduction

    @property
    def single_device(self):
        """The index in the mesh of a single-device layout's device, else None."""
        return self._single

    @staticmethod
    def replicated(mesh, rank):
        return Layout([UNSHARDED] * rank, mesh)

    @staticmethod
    def batch_sharded(mesh, batch_dim, rank, axis=0):
        specs = [UNSHARDED] * rank
        if not 0 <= axis < rank:
            raise ValueError(f"axis {axis} is not a dimension of a rank-{rank} tensor")
        specs[axis] = batch_dim
        return Layout(specs, mesh)

    @staticmethod
    def inner_sharded(mesh, inner_dim, rank):
        return Layout.batch_sharded(mesh, inner_dim, rank, axis=rank - 1)

    @staticmethod
    def from_single_device_mesh(mesh):
        if mesh.size != 1:
            raise ValueError(f"a single-device mesh has one device, this one {mesh.size}")
        return Layout([], mesh, single_device=0)

    @staticmethod
    def from_device(device, mesh=None):
        """The layout of a tensor on one device (TF's `maximal` layouts):
        `device` a device name (its mesh of that device alone) or, with
        `mesh`, an index into the mesh."""
        if mesh is None:
            return Layout.from_single_device_mesh(Mesh.from_string(device))
        return Layout([], mesh, single_device=int(device))

    def is_fully_replicated(self):
        return self._single is None and not self._partial and all(
            s in (UNSHARDED, "any") for s in self._specs)

    def is_single_device(self):
        return self._single is not None

    def num_shards(self, idx):
        s = self._specs[idx]
        if isinstance(s, tuple):
            return int(np.prod([self._mesh.dim_size(a) for a in s]))
        return 1 if s in (UNSHARDED, MATCH, "any") else self._mesh.dim_size(s)

    def delete(self, dims):
        """The layout without the tensor dimensions `dims`."""
        dims = [d % self.rank for d in dims]
        return Layout([s for i, s in enumerate(self._specs) if i not in dims], self._mesh,
                      partial_axes=self._partial, reduction=self._reduction)

    def local_shape_from_global_shape(self, global_shape):
        """Every shard's block: ceil(n/k) of a dimension of n over k shards
        (the last shards hold fewer elements, or none: valid_shape)."""
        if len(global_shape) != self.rank:
            raise ValueError(f"a rank-{self.rank} layout for shape {list(global_shape)}")
        return [-(-g // self.num_shards(i)) for i, g in enumerate(global_shape)]

    def valid_shape(self, global_shape, device_index):
        """The part of device `device_index`'s block that holds elements of
        a tensor of `global_shape`: the block, shorter (or empty) where a
        dimension's shards do not divide it (docs/uneven.md)."""
        if self._single is not None:
            return list(global_shape) if device_index == self._single else [0] * len(global_shape)
        block = self.local_shape_from_global_shape(global_shape)
        index = self.offset_to_shard()[device_index]
        return [max(0, min(b, n - i * b)) for b, n, i in zip(block, global_shape, index)]

    def global_shape_from_local_shape(self, local_shape):
        return [n * self.num_shards(i) for i, n in enumerate(local_shape)]

    def offset_to_shard(self):
        """Per device index of the mesh, its shard's index along each dimension."""
        out = []
        for d in range(self._mesh.size):
            c = dict(zip(self._mesh.dim_names, self._mesh.coords(d)))
            row = []
            for s in self._specs:
                index = 0
                for a in (s if isinstance(s, tuple) else (s,)):
                    if a not in (UNSHARDED, MATCH, "any"):
                        index = index * self._mesh.dim_size(a) + int(c[a])
                row.append(index)
            out.append(row)
        return out

    def to_string(self):
        if self._partial:
            raise ValueError("TF's layout strings have no partial values: relayout it first")
        if any(isinstance(s, tuple) for s in self._specs):
            raise ValueError("TF's layout strings shard a dimension over one mesh dimension")
        if self._single is not None:
            ids = self._mesh.global_device_ids().reshape(-1)
            return ("maximal:true, mesh:" +
                    _local_device_name(self._mesh.device_type(), int(ids[self._single])))
        specs = "".join(f"{s}," for s in self._specs) if self._specs else ""
        return f"sharding_specs:{specs} mesh:{self._mesh.to_string()}"

    @staticmethod
    def from_string(layout_str):
        if not isinstance(layout_str, str):
            raise ValueError(f"a layout string, not {type(layout_str).__name__}")
        head, sep, rest = layout_str.partition(" ")
        if not sep:
            raise ValueError(f"layout string '{layout_str}' has no space before its mesh")
        mesh_text = rest[len("mesh:"):] if rest.startswith("mesh:") else rest
        if head.startswith("maximal:true,"):
            return Layout.from_device(mesh_text)
        if not head.startswith("sharding_specs:"):
            raise ValueError(f"layout string '{layout_str}' starts with neither "
                             "sharding_specs: nor maximal:true,")
        body = head[len("sharding_specs:"):]
        if body and not body.endswith(","):
            raise ValueError(f"layout string '{layout_str}': each spec ends with a comma")
        specs = [s for s in body.split(",")[:-1]] if body else []
        if specs == ["scalar"]:
            specs = []
        return Layout(specs, Mesh.from_string(mesh_text))

    # dtc's spelling.
    def mlir_layout(self, symbol="mesh"):
        """The `#dtensor.layout` of this layout over mesh @symbol."""
        if self._single is not None:
            ids = self._mesh.global_device_ids().reshape(-1)
            return f"#dtensor.layout<@{symbol}, device = {int(ids[self._single])}>"
        if MATCH in self._specs or "any" in self._specs:
            raise ValueError("a layout with 'match' or 'any' is a relayout's request, "
                             "not a tensor's layout")
        dims = ", ".join("{" + ", ".join(s) + "}" if isinstance(s, tuple) else s
                         for s in self._specs)
        text = f"#dtensor.layout<@{symbol}, [{dims}]"
        if self._partial:
            text += f", partial = {self._reduction}[{', '.join(self._partial)}]"
        return text + ">"

    def __eq__(self, other):
        return self is other or (isinstance(other, Layout) and self._hash == other._hash
                                 and self._identity == other._identity)

    def __hash__(self):
        return self._hash

    def __repr__(self):
        if self._partial or any(isinstance(s, tuple) for s in self._specs):
            return (f"Layout({list(self._specs)}, partial {self._reduction}"
                    f"{list(self._partial)}, mesh={self._mesh.to_string()!r})")
        return f"Layout.from_string({self.to_string()})"
