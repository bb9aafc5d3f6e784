//===- DTensorTypes.td - dtensor types ---------------------*- tablegen -*-===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSORTYPES_TD
#define DTC_DIALECT_DTENSOR_IR_DTENSORTYPES_TD

include "dtc/Dialect/DTensor/IR/DTensorBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class DTensor_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<DTensor_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def DTensor_FutureType : DTensor_Type<"Future", "future"> {
  let summary = "The result of a started collective, not yet waited for";
  let description = [{
    What `dtensor.all_reduce_start` returns: a tensor of `valueType` that
    its group is still computing. Only `dtensor.wait` reads it, and gives
    the tensor.

    ```mlir
    %f = dtensor.all_reduce_start sum %0 on @mesh[x] : tensor<4x8xf32>
    // %f : !dtensor.future<tensor<4x8xf32>>
    ```
  }];
  let parameters = (ins "::mlir::RankedTensorType":$valueType);
  let assemblyFormat = "`<` $valueType `>`";
}

#endif // DTC_DIALECT_DTENSOR_IR_DTENSORTYPES_TD
