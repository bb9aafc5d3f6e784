// RUN: not dtc-opt %s --allow-unregistered-dialect --dtensor-import-iree 2>&1 | FileCheck %s

// An op dtc does not import, in a TF program: the error names the TF op it
// came from (the StableHLO location TF gives it: the op's name, fused with
// the Python line that made it).
// CHECK: ops.py:1221:0: error: IREE's output has 'mhlo.add_dependency', which dtc does not import (made by the front end's op 'adam/AssignSubVariableOp_3')
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "step"}> ({
  ^bb0(%w: tensor<4xf32>):
    %d = "mhlo.add_dependency"(%w, %w) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(fused["adam/AssignSubVariableOp_3", "ops.py":1221:0])
    "util.return"(%d) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
