// RUN: dtc import %s -o %t.mlir --mesh r=2 --in-layout "device = 1" --in-layout "[r]" --out-layout "device = 1" && FileCheck %s < %t.mlir
// RUN: not dtc import %s -o %t.bad.mlir --mesh r=2 --in-layout "device = 5" --in-layout "[r]" --out-layout "[r]" 2>&1 | FileCheck %s --check-prefix=RANGE

// A value whole on one device of the mesh (a strategy's parameter device:
// TF's CentralStorageStrategy's variables), given as `device = N`.
// CHECK: dtensor.mesh @mesh <[r = 2], cpu>
// CHECK: func.func @main(%arg0: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 1>}, %arg1: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [r]>}) -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 1>})
// RANGE: error: argument #0: device 5 is not in the mesh
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%w: tensor<4xf32>, %x: tensor<4xf32>):
    %s = arith.addf %w, %x : tensor<4xf32>
    "util.return"(%s) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
