//===- DTensorBase.td - the dtensor dialect and its enums --*- tablegen -*-===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSORBASE_TD
#define DTC_DIALECT_DTENSOR_IR_DTENSORBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def DTensor_Dialect : Dialect {
  let name = "dtensor";
  let cppNamespace = "::dtc::dtensor";
  let summary = "Meshes, layouts and collectives for distributed tensor programs";
  let description = [{
    The `dtensor` dialect carries TF DTensor's model into MLIR as typed IR.

    A **mesh** (`dtensor.mesh`) is a module-level symbol: named axes with
    sizes, a device type and the device ids laid out row-major over the axes.
    A **layout** (`#dtensor.layout`) references a mesh and says, per tensor
    dimension, which mesh axes shard it (none, one, or several major to
    minor), over which axes the value is still *partial* (a pending
    reduction), or that the whole tensor lives on one device.

    Global-view ops (`constraint`, `relayout`, `check_layout`,
    `copy_to_mesh`, `reduce`) describe what the user wants; local-view ops
    (`all_gather`, `all_reduce`, `reduce_scatter`, `all_to_all`,
    `all_slice`, `collective_permute`, `broadcast`, `device_coords`) are
    what partitioning produces: per-device shapes and explicit collectives.

    Discardable attributes understood by the dialect:

    * `dtensor.layout` on function arguments and results: a
      `#dtensor.layout` or TF DTensor's layout string
      (`"sharding_specs:x,unsharded, mesh:|x=2,y=4|..."`).
    * `dtensor.layouts` on any op: one entry per result, a `#dtensor.layout`
      for tensor results and `unit` for the others; written by propagation.
    * `dtensor.default_mesh` on a module or function: a symbol reference to
      the mesh that un-annotated values live on, replicated (TF's
      `default_mesh`/`run_on`).
    * `dtensor.local_view` (unit) on a function: its signature is in local
      (per-device) shapes, and each argument or result layout says how the
      global array, of the local shape times the shard counts (or of its
      `dtensor.global_shape`, where its layout is uneven), is split.
      Partitioning produces such functions; the runtime packs and unpacks
      their arguments and results by these layouts.
    * Training roles of an entry's tensors (docs/training.md):
      `dtensor.variable = "name"` on an argument makes it a variable that
      stays on its devices between steps (TF DTensor's DVariable), with
      `dtensor.aggregation` (`"sum"`, `"mean"`, `"only_first_replica"`,
      `"none"`) combining per-replica updates under a strategy;
      `dtensor.dataset` (unit) on an argument feeds it consecutive global
      batches; `dtensor.assign = "name"` on a result stores it into that
      variable after each step, relayouted to the variable's layout;
      `dtensor.batch_mask` (unit) on a 1-D argument as long as the datasets'
      batch marks its real rows (1.0) and padding (0.0) when a batch does
      not fill every shard.
    * `dtensor.unsigned` (unit) on an entry's i8, i32 or i64 argument or
      result: its elements are unsigned at the executable's boundary (.npy
      `'|u1'`, `'<u4'`, `'<u8'`, as a JAX program's uint8 images or uint32
      PRNG keys); compiled code sees the same bits as signless integers
      (the program's ops say how they are read).
    * `dtensor.strategy` on a function written for one replica
      (strategy.run's function): `{kind = "mirrored" | "central_storage" |
      "one_device", mesh = @m, replica_axes = [...], parameter_device = N}`;
      its results may carry `dtensor.assign_add`/`dtensor.assign_sub` (an
      update aggregated across replicas) and `dtensor.reduce` (`"sum"`,
      `"mean"`, `"max"`, `"min"`, strategy.reduce) with
      `dtensor.reduce_along = d` (TF's axis: negative from the end, or an
      array of dimensions); an argument with `dtensor.mirrored` is one
      value every replica reads (strategy.run's plain tensors), any other
      argument one value per replica. `dtc-apply-strategy` rewrites it into the
      global view.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Attribute names understood by the dialect.
    static constexpr ::llvm::StringLiteral kLayoutAttrName = "dtensor.layout";
    static constexpr ::llvm::StringLiteral kLayoutsAttrName = "dtensor.layouts";
    static constexpr ::llvm::StringLiteral kDefaultMeshAttrName =
        "dtensor.default_mesh";
    static constexpr ::llvm::StringLiteral kLocalViewAttrName =
        "dtensor.local_view";
    static constexpr ::llvm::StringLiteral kUnsignedAttrName =
        "dtensor.unsigned";
    /// A partitioned function's argument or result whose layout does not
    /// divide its global shape: that shape (its type is the block,
    /// docs/uneven.md).
    static constexpr ::llvm::StringLiteral kGlobalShapeAttrName =
        "dtensor.global_shape";
    /// Training roles (docs/training.md).
    static constexpr ::llvm::StringLiteral kVariableAttrName =
        "dtensor.variable";
    static constexpr ::llvm::StringLiteral kAggregationAttrName =
        "dtensor.aggregation";
    static constexpr ::llvm::StringLiteral kDatasetAttrName =
        "dtensor.dataset";
    static constexpr ::llvm::StringLiteral kAssignAttrName = "dtensor.assign";
    static constexpr ::llvm::StringLiteral kBatchMaskAttrName =
        "dtensor.batch_mask";
    /// Strategies (dtc-apply-strategy).
    static constexpr ::llvm::StringLiteral kStrategyAttrName =
        "dtensor.strategy";
    static constexpr ::llvm::StringLiteral kAssignAddAttrName =
        "dtensor.assign_add";
    static constexpr ::llvm::StringLiteral kAssignSubAttrName =
        "dtensor.assign_sub";
    static constexpr ::llvm::StringLiteral kReduceAttrName = "dtensor.reduce";
    static constexpr ::llvm::StringLiteral kReduceAlongAttrName =
        "dtensor.reduce_along";
    static constexpr ::llvm::StringLiteral kMirroredAttrName =
        "dtensor.mirrored";
  }];
}

def DTensor_DeviceType : I32EnumAttr<"DeviceType", "kind of device a mesh is made of", [
    I32EnumAttrCase<"cpu", 0>,
    I32EnumAttrCase<"gpu", 1>
  ]> {
  let cppNamespace = "::dtc::dtensor";
  let genSpecializedAttr = 0;
}

def DTensor_ReductionKind : I32EnumAttr<"ReductionKind", "reduction applied across devices", [
    I32EnumAttrCase<"sum", 0>,
    I32EnumAttrCase<"prod", 1>,
    I32EnumAttrCase<"min", 2>,
    I32EnumAttrCase<"max", 3>,
    I32EnumAttrCase<"mean", 4>,
    I32EnumAttrCase<"and_", 5, "and">,
    I32EnumAttrCase<"or_", 6, "or">
  ]> {
  let cppNamespace = "::dtc::dtensor";
  let genSpecializedAttr = 0;
}

def DTensor_ReductionKindAttr : EnumAttr<DTensor_Dialect, DTensor_ReductionKind, "reduction"> {
  let assemblyFormat = "$value";
}

#endif // DTC_DIALECT_DTENSOR_IR_DTENSORBASE_TD
