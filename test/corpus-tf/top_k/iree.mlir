"builtin.module"() <{sym_name = "f"}> ({
  "util.func"() <{function_type = (tensor<8x64xf32>) -> (tensor<8x5xf32>, tensor<8x5xi32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x64xf32>):
    %0 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "tensor.empty"() : () -> tensor<8x5xf32>
    %3 = "tensor.empty"() : () -> tensor<8x5xi32>
    %4 = "linalg.fill"(%1, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (f32, tensor<8x5xf32>) -> tensor<8x5xf32>
    %5 = "linalg.fill"(%0, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32):
      "linalg.yield"(%arg3) : (i32) -> ()
    }) : (i32, tensor<8x5xi32>) -> tensor<8x5xi32>
    %6:2 = "iree_linalg_ext.topk"(%arg0, %4, %5) <{dimension = 1 : i64}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %7 = "arith.cmpf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "iree_linalg_ext.yield"(%7) : (i1) -> ()
    }) : (tensor<8x64xf32>, tensor<8x5xf32>, tensor<8x5xi32>) -> (tensor<8x5xf32>, tensor<8x5xi32>)
    "util.return"(%6#0, %6#1) : (tensor<8x5xf32>, tensor<8x5xi32>) -> ()
  }) : () -> ()
}) : () -> ()