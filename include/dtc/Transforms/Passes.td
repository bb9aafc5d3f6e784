//===- Passes.td - dtc's transformation passes -------------*- tablegen -*-===//
#ifndef DTC_TRANSFORMS_PASSES_TD
#define DTC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ImportTFLayouts : Pass<"dtensor-import-tf-layouts", "::mlir::ModuleOp"> {
  let summary = "Turns TF DTensor layout strings and inline meshes into typed layouts on mesh symbols";
  let description = [{
    Takes a module whose layouts may be written in TF DTensor's text form (a
    string `dtensor.layout` on function arguments and results, a string entry
    of `dtensor.layouts`, or `#dtensor.layout<"...">`) or carry an inline
    `#dtensor.mesh`. Produces typed `#dtensor.layout`s that reference
    `dtensor.mesh` symbols: a mesh equal to an existing one reuses it, a TF
    mesh name becomes the symbol name (and must not contradict an existing
    mesh of that name), other meshes are named `@mesh`, `@mesh_0`, ...

    Input:
    ```mlir
    func.func @f(%a: tensor<8x4xf32> {dtensor.layout =
        "sharding_specs:x,unsharded, mesh:|x=2|0,1|0,1|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1"})
    ```
    Output:
    ```mlir
    dtensor.mesh @mesh <[x = 2], cpu>
    func.func @f(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})
    ```
  }];
  let dependentDialects = ["::dtc::dtensor::DTensorDialect"];
}

def ExportTFLayouts : Pass<"dtensor-export-tf-layouts", "::mlir::ModuleOp"> {
  let summary = "Writes function argument and result layouts in TF DTensor's text form";
  let description = [{
    The inverse of `dtensor-import-tf-layouts` for function boundaries:
    every typed `dtensor.layout` on a function argument or result becomes
    TF's string (`sharding_specs:...` or `maximal:true, ...`), with the mesh
    symbol's name as the TF mesh name. Layouts that TF's form cannot express
    (a dimension over several axes, partial values) are errors.

    Input:
    ```mlir
    dtensor.mesh @m <[x = 2], cpu>
    func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    ```
    Output:
    ```mlir
    func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:m|x=2|0,1|0,1|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:CPU:1"})
    ```
  }];
}

#endif // DTC_TRANSFORMS_PASSES_TD
