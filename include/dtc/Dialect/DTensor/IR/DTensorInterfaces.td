//===- DTensorInterfaces.td - dtensor op interfaces --------*- tablegen -*-===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSORINTERFACES_TD
#define DTC_DIALECT_DTENSOR_IR_DTENSORINTERFACES_TD

include "mlir/IR/OpBase.td"

def DTensor_LayoutOpInterface : OpInterface<"LayoutOpInterface"> {
  let cppNamespace = "::dtc::dtensor";
  let description = [{
    A global-view op that states layouts: `dtensor.constraint`, `relayout`,
    `check_layout`, `copy_to_mesh`, `shard_map`. Propagation and
    partitioning read every such op through this interface only: which of
    its values have which layout and how firmly (`getStatedLayouts`), and
    what relates its operand to its result (`getLayoutFlow`). A new op of
    this kind implements the interface and needs no case in either pass.
  }];
  let methods = [
    InterfaceMethod<[{
        The layouts the op states, each for one of its own operands or
        results, with how it binds that value (`LayoutBinding`).
      }], "void", "getStatedLayouts",
      (ins "::llvm::SmallVectorImpl<::dtc::dtensor::StatedLayout> &":$out)>,
    InterfaceMethod<[{
        How layouts relate the op's operand and result (`LayoutFlow`).
      }], "::dtc::dtensor::LayoutFlow", "getLayoutFlow">,
    InterfaceMethod<[{
        Whether the op's result lives on another mesh than its operand
        (`dtensor.copy_to_mesh`): then its operands and results are not
        tied to one mesh, and its layouts say nothing of the mesh of the
        values around it.
      }], "bool", "crossesMeshes", (ins), [{}], [{ return false; }]>,
  ];
}

#endif // DTC_DIALECT_DTENSOR_IR_DTENSORINTERFACES_TD
