//===- DTensorAttrs.td - meshes and layouts ----------------*- tablegen -*-===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSORATTRS_TD
#define DTC_DIALECT_DTENSOR_IR_DTENSORATTRS_TD

include "dtc/Dialect/DTensor/IR/DTensorBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class DTensor_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<DTensor_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def DTensor_MeshAttr : DTensor_Attr<"Mesh", "mesh"> {
  let summary = "A mesh of devices: named axes with sizes, a device type, device ids";
  let description = [{
    The description of a mesh; `dtensor.mesh` gives it a symbol name, and a
    layout may also carry one inline (the form TF's layout strings parse to,
    before `dtensor-import-tf-layouts` hoists it into a symbol).

    ```mlir
    #dtensor.mesh<[x = 2, y = 4], cpu>
    #dtensor.mesh<[x = 2], gpu, device_ids = [3, 2], clients = 2>
    #dtensor.mesh<[x = 4, y = 2], cpu, clients = [[0, 2, 4, 6], [7, 5, 3, 1]]>
    #dtensor.mesh<[], cpu, device_ids = [5]>          // one device, no axes
    #dtensor.mesh<[batch = 4], cpu, name = "data">    // TF mesh name kept
    ```

    Device ids are laid out row-major over the axes (the last axis varies
    fastest); without `device_ids` they are `0 .. N-1`. `clients = K` splits
    the devices, in device-id-list order, into K equal contiguous blocks, one
    per client process (TF's multi-client local device ids). `clients =
    [[...], ...]` names each client's device ids instead, in the client's
    local order (its device 0 first): any equal-sized subsets, as TF's
    multi-client mesh strings allow. A list that is the blocks is printed
    as `clients = K`.

    **Constraints:**
    1. Axis names are unique and not one of the reserved words `unsharded`,
       `match`, `any`, `scalar`.
    2. Every axis size is at least 1, and the mesh has at most 65536
       devices (the runtime's `DTC_MAX_DEVICES`).
    3. An explicit device id list has exactly as many entries as the product
       of the axis sizes; ids are unique and non-negative.
    4. `clients` is at least 1 and divides the number of devices.
    5. Listed clients hold equally many devices, and together every device
       of the mesh exactly once.
  }];
  let parameters = (ins
    ArrayRefParameter<"::mlir::StringAttr", "axis names">:$axisNames,
    ArrayRefParameter<"int64_t", "axis sizes">:$axisSizes,
    "::dtc::dtensor::DeviceType":$deviceType,
    OptionalArrayRefParameter<"int64_t", "device ids (empty: 0..N-1)">:$deviceIdList,
    DefaultValuedParameter<"int64_t", "1", "number of client processes">:$numClients,
    OptionalArrayRefParameter<"int64_t", "each client's device ids, client after client (empty: the blocks of the device list)">:$clientDeviceIdList,
    OptionalParameter<"::mlir::StringAttr", "name from TF's spelling">:$name
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The most devices a mesh may have: the runtime's DTC_MAX_DEVICES
    /// (a static_assert in lib/Lowering/Common/RuntimeImports.cpp keeps them
    /// equal), far beyond any real machine and small enough that device
    /// arithmetic never overflows.
    static constexpr int64_t kMaxDevices = 65536;
    /// Number of devices (product of the axis sizes).
    int64_t getNumDevices() const;
    /// Device ids, defaulted to 0..N-1.
    ::llvm::SmallVector<int64_t> getDeviceIds() const;
    /// Each client's device ids in its local order, client after client
    /// (numDevices / numClients each), defaulted to the device list.
    ::llvm::SmallVector<int64_t> getClientDeviceIds() const;
    /// The client that runs device `id` (which must be in the mesh).
    int64_t getClientOf(int64_t id) const;
    /// Index of `axis` in the axis list, or std::nullopt.
    std::optional<unsigned> getAxisIndex(::llvm::StringRef axis) const;
    /// Product of the sizes of `axes` (all must exist).
    int64_t getGroupSize(::llvm::ArrayRef<::mlir::StringAttr> axes) const;
    /// The same mesh without a name (what a `dtensor.mesh` symbol holds).
    MeshAttr withoutName() const;
  }];
}

def DTensor_DimShardingAttr : DTensor_Attr<"DimSharding", "dim"> {
  let summary = "How one tensor dimension is split over mesh axes";
  let description = [{
    One entry of a layout: the mesh axes that split a tensor dimension, major
    to minor (none: unsharded), or `match` (a relayout target that keeps the
    dimension as it is). Written inside `#dtensor.layout` as `unsharded`,
    `x`, `{x, y}` or `match`.

    **Constraints:**
    1. A `match` entry names no axes.
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"::mlir::StringAttr", "mesh axes, major to minor">:$axes,
    DefaultValuedParameter<"bool", "false", "keep the dimension as it is">:$match
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool isUnsharded() const { return !getMatch() && getAxes().empty(); }
  }];
}

def DTensor_LayoutAttr : DTensor_Attr<"Layout", "layout"> {
  let summary = "How a tensor is laid out over a mesh";
  let description = [{
    References a mesh (a symbol, or an inline `#dtensor.mesh`) and gives one
    entry per tensor dimension; optionally the mesh axes over which the value
    is *partial*: every device along them holds a summand (or a candidate
    max/min) and the true value is their reduction. A single-device layout
    puts the whole tensor on one device id of the mesh.

    ```mlir
    #dtensor.layout<@mesh, [x, unsharded]>             // rows over x
    #dtensor.layout<@mesh, [{x, y}, unsharded]>        // rows over x then y
    #dtensor.layout<@mesh, [unsharded, y], partial = sum[x]>
    #dtensor.layout<@mesh, [match, y]>                 // relayout target
    #dtensor.layout<@mesh, device = 3>                 // all on device 3
    #dtensor.layout<"sharding_specs:x,unsharded, mesh:|x=2|*CPU">  // TF form
    ```

    The TF form parses to a layout with an inline mesh; the pass
    `dtensor-import-tf-layouts` turns inline meshes into symbols.

    **Uneven shards.** A dimension of n elements sharded over k shards (the
    product of its axes' sizes) is cut into blocks of ceil(n/k): shard i
    holds elements [i*ceil(n/k), min((i+1)*ceil(n/k), n)), so the last
    shards are shorter or empty, whatever n and k (PyTorch's `torch.chunk`,
    XLA's padding at the end). A shard's type is the block; what lies past
    n in it is padding, which no result reads (docs/uneven.md).

    **Constraints:**
    1. The mesh is a symbol reference or an inline `#dtensor.mesh`.
    2. A mesh axis appears at most once, over all dimensions and the partial
       axes together.
    3. The partial reduction is `sum`, `max` or `min`, and partial axes are
       listed only with it.
    4. A single-device layout has no dimension entries and no partial axes,
       and a non-negative device id.
    5. Against the mesh and the tensor it annotates (checked where a layout
       is attached): the axes exist in the mesh; the number of entries equals
       the tensor's rank; the device of a single-device layout is in the
       mesh; `match` only in relayout targets (any size over any number of
       shards: above).
  }];
  let parameters = (ins
    "::mlir::Attribute":$mesh,
    OptionalArrayRefParameter<"::dtc::dtensor::DimShardingAttr", "per-dimension entries">:$dims,
    OptionalArrayRefParameter<"::mlir::StringAttr", "axes with a pending reduction">:$partialAxes,
    DefaultValuedParameter<"::dtc::dtensor::ReductionKind",
        "::dtc::dtensor::ReductionKind::sum", "pending reduction">:$partialKind,
    OptionalParameter<"std::optional<int64_t>", "single device id">:$device
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The mesh symbol, or null when the mesh is inline.
    ::mlir::FlatSymbolRefAttr getMeshSymbol() const {
      return ::llvm::dyn_cast<::mlir::FlatSymbolRefAttr>(getMesh());
    }
    /// The inline mesh, or null when the mesh is a symbol.
    MeshAttr getInlineMesh() const {
      return ::llvm::dyn_cast<MeshAttr>(getMesh());
    }
    bool isSingleDevice() const { return getDevice().has_value(); }
    bool isPartial() const { return !getPartialAxes().empty(); }
    int64_t getRank() const { return getDims().size(); }
    /// True when no dimension is sharded and nothing is partial.
    bool isReplicated() const;
    /// True when some entry is `match`.
    bool hasMatch() const;
    /// The same layout on another mesh reference.
    LayoutAttr withMesh(::mlir::Attribute mesh) const;
    /// A fully replicated layout of `rank` on `mesh`.
    static LayoutAttr getReplicated(::mlir::Attribute mesh, int64_t rank);
  }];
}

#endif // DTC_DIALECT_DTENSOR_IR_DTENSORATTRS_TD
