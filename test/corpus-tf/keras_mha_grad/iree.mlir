"builtin.module"() <{sym_name = "forward_backward"}> ({
  "util.func"() <{arg_attrs = [{}, {dtensor.variable = "attn/query/kernel"}, {dtensor.variable = "attn/query/bias"}, {dtensor.variable = "attn/key/kernel"}, {dtensor.variable = "attn/key/bias"}, {dtensor.variable = "attn/value/kernel"}, {dtensor.variable = "attn/value/bias"}, {dtensor.variable = "attn/attention_output/kernel"}, {dtensor.variable = "attn/attention_output/bias"}], function_type = (tensor<4x16x32xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>) -> (tensor<4x16x32xf32>, tensor<f32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x16x32xf32>, %arg1: tensor<32x4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<32x4x8xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<32x4x8xf32>, %arg6: tensor<4x8xf32>, %arg7: tensor<4x8x32xf32>, %arg8: tensor<32xf32>):
    %0 = "arith.constant"() <{value = 2.048000e+03 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 4.8828125E-4 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = -2.37267096E+38 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0.353553385 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = dense<[[[[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]], [[[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]], [[[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]], [[[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]]]> : tensor<4x4x16x16xi1>}> : () -> tensor<4x4x16x16xi1>
    %9 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0], [1, 2]]}> : (tensor<32x4x8xf32>) -> tensor<32x32xf32>
    %10 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %11 = "tensor.empty"() : () -> tensor<64x32xf32>
    %12 = "linalg.fill"(%7, %11) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32):
      "linalg.yield"(%arg219) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %13 = "linalg.matmul"(%10, %9, %12) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32, %arg218: f32):
      %262 = "arith.mulf"(%arg216, %arg217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %263 = "arith.addf"(%arg218, %262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%263) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %14 = "tensor.expand_shape"(%13) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 16, 4, 8>}> : (tensor<64x32xf32>) -> tensor<4x16x4x8xf32>
    %15 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %16 = "linalg.generic"(%arg2, %15) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32):
      "linalg.yield"(%arg214) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %17 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %18 = "linalg.generic"(%14, %16, %17) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
      %261 = "arith.addf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%261) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %19 = "tensor.collapse_shape"(%arg3) <{reassociation = [[0], [1, 2]]}> : (tensor<32x4x8xf32>) -> tensor<32x32xf32>
    %20 = "tensor.empty"() : () -> tensor<64x32xf32>
    %21 = "linalg.fill"(%7, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32):
      "linalg.yield"(%arg209) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %22 = "linalg.matmul"(%10, %19, %21) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %259 = "arith.mulf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %260 = "arith.addf"(%arg208, %259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%260) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %23 = "tensor.expand_shape"(%22) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 16, 4, 8>}> : (tensor<64x32xf32>) -> tensor<4x16x4x8xf32>
    %24 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %25 = "linalg.generic"(%arg4, %24) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %26 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %27 = "linalg.generic"(%23, %25, %26) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32, %arg203: f32):
      %258 = "arith.addf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%258) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %28 = "tensor.empty"() : () -> tensor<4x4x16x8xf32>
    %29 = "linalg.generic"(%18, %28) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32):
      "linalg.yield"(%arg199) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %30 = "tensor.empty"() : () -> tensor<4x4x8x16xf32>
    %31 = "linalg.generic"(%27, %30) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      "linalg.yield"(%arg197) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
    %32 = "tensor.collapse_shape"(%29) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %33 = "tensor.collapse_shape"(%31) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x8x16xf32>) -> tensor<16x8x16xf32>
    %34 = "tensor.empty"() : () -> tensor<16x16x16xf32>
    %35 = "linalg.fill"(%7, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f32):
      "linalg.yield"(%arg195) : (f32) -> ()
    }) : (f32, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %36 = "linalg.batch_matmul"(%32, %33, %35) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32, %arg194: f32):
      %256 = "arith.mulf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %257 = "arith.addf"(%arg194, %256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%257) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x16x8xf32>, tensor<16x8x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %37 = "tensor.expand_shape"(%36) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 4, 4, 16, 16>}> : (tensor<16x16x16xf32>) -> tensor<4x4x16x16xf32>
    %38 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      %255 = "arith.mulf"(%arg190, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%255) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %40 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %41 = "linalg.generic"(%8, %39, %40) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: i1, %arg188: f32, %arg189: f32):
      %254 = "arith.select"(%arg187, %arg188, %5) : (i1, f32, f32) -> f32
      "linalg.yield"(%254) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %42 = "tensor.empty"() : () -> tensor<4x4x16xf32>
    %43 = "linalg.fill"(%4, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      "linalg.yield"(%arg185) : (f32) -> ()
    }) : (f32, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %44 = "linalg.generic"(%41, %43) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %253 = "arith.maximumf"(%arg184, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%253) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %45 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %46 = "linalg.generic"(%44, %45) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32):
      "linalg.yield"(%arg181) : (f32) -> ()
    }) : (tensor<4x4x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %47 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %48 = "linalg.generic"(%41, %46, %47) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32, %arg180: f32):
      %252 = "arith.subf"(%arg178, %arg179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%252) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %49 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %50 = "linalg.generic"(%48, %49) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      %251 = "math.exp"(%arg176) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%251) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %51 = "tensor.empty"() : () -> tensor<4x4x16xf32>
    %52 = "linalg.fill"(%3, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      "linalg.yield"(%arg174) : (f32) -> ()
    }) : (f32, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %53 = "linalg.generic"(%50, %52) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      %250 = "arith.addf"(%arg173, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%250) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %54 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %55 = "linalg.generic"(%53, %54) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (tensor<4x4x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %56 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %57 = "linalg.generic"(%50, %55, %56) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
      %249 = "arith.divf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%249) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %58 = "tensor.collapse_shape"(%arg5) <{reassociation = [[0], [1, 2]]}> : (tensor<32x4x8xf32>) -> tensor<32x32xf32>
    %59 = "tensor.empty"() : () -> tensor<64x32xf32>
    %60 = "linalg.fill"(%7, %59) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      "linalg.yield"(%arg165) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %61 = "linalg.matmul"(%10, %58, %60) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %247 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %248 = "arith.addf"(%arg164, %247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%248) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %62 = "tensor.expand_shape"(%61) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 16, 4, 8>}> : (tensor<64x32xf32>) -> tensor<4x16x4x8xf32>
    %63 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %64 = "linalg.generic"(%arg6, %63) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32):
      "linalg.yield"(%arg160) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %65 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %66 = "linalg.generic"(%62, %64, %65) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %246 = "arith.addf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%246) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %67 = "tensor.empty"() : () -> tensor<4x4x16x8xf32>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      "linalg.yield"(%arg155) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %69 = "tensor.collapse_shape"(%57) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x16x16xf32>) -> tensor<16x16x16xf32>
    %70 = "tensor.collapse_shape"(%68) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %71 = "tensor.empty"() : () -> tensor<16x16x8xf32>
    %72 = "linalg.fill"(%7, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %73 = "linalg.batch_matmul"(%69, %70, %72) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %244 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %245 = "arith.addf"(%arg152, %244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%245) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x16x16xf32>, tensor<16x16x8xf32>, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %74 = "tensor.expand_shape"(%73) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 4, 4, 16, 8>}> : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %75 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      "linalg.yield"(%arg148) : (f32) -> ()
    }) {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{3,1,2,0}"} : (tensor<4x4x16x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %77 = "tensor.collapse_shape"(%76) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %78 = "tensor.collapse_shape"(%arg7) <{reassociation = [[0, 1], [2]]}> : (tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %79 = "tensor.collapse_shape"(%76) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<4x16x4x8xf32>) -> tensor<64x32xf32>
    %80 = "tensor.empty"() : () -> tensor<64x32xf32>
    %81 = "linalg.fill"(%7, %80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f32):
      "linalg.yield"(%arg146) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %82 = "linalg.matmul"(%79, %78, %81) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32, %arg145: f32):
      %242 = "arith.mulf"(%arg143, %arg144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %243 = "arith.addf"(%arg145, %242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%243) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %83 = "tensor.expand_shape"(%82) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 32>}> : (tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %84 = "tensor.empty"() : () -> tensor<4x16x32xf32>
    %85 = "linalg.generic"(%arg8, %84) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f32):
      "linalg.yield"(%arg141) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %86 = "tensor.empty"() : () -> tensor<4x16x32xf32>
    %87 = "linalg.generic"(%83, %85, %86) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32, %arg140: f32):
      %241 = "arith.addf"(%arg138, %arg139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%241) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %88 = "tensor.empty"() : () -> tensor<4x16x32xf32>
    %89 = "linalg.generic"(%87, %88) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: f32, %arg137: f32):
      %240 = "arith.mulf"(%arg136, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%240) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %90 = "tensor.empty"() : () -> tensor<4x16x32xf32>
    %91 = "linalg.generic"(%89, %90) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32):
      %239 = "arith.mulf"(%arg134, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%239) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %92 = "tensor.collapse_shape"(%91) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %93 = "tensor.empty"() : () -> tensor<32x32xf32>
    %94 = "linalg.generic"(%78, %93) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32):
      "linalg.yield"(%arg132) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %95 = "tensor.empty"() : () -> tensor<64x32xf32>
    %96 = "linalg.fill"(%7, %95) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      "linalg.yield"(%arg130) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %97 = "linalg.matmul"(%92, %94, %96) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %237 = "arith.mulf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %238 = "arith.addf"(%arg129, %237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%238) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %98 = "tensor.expand_shape"(%97) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 16, 4, 8>}> : (tensor<64x32xf32>) -> tensor<4x16x4x8xf32>
    %99 = "tensor.empty"() : () -> tensor<4x4x8x16xf32>
    %100 = "linalg.generic"(%98, %99) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      "linalg.yield"(%arg125) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
    %101 = "tensor.collapse_shape"(%100) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x8x16xf32>) -> tensor<16x8x16xf32>
    %102 = "tensor.empty"() : () -> tensor<16x8x16xf32>
    %103 = "linalg.fill"(%7, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32):
      "linalg.yield"(%arg123) : (f32) -> ()
    }) : (f32, tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
    %104 = "linalg.batch_matmul"(%101, %69, %103) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %235 = "arith.mulf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %236 = "arith.addf"(%arg122, %235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%236) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x8x16xf32>, tensor<16x16x16xf32>, tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
    %105 = "tensor.expand_shape"(%104) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 4, 4, 8, 16>}> : (tensor<16x8x16xf32>) -> tensor<4x4x8x16xf32>
    %106 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %107 = "linalg.generic"(%105, %106) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32):
      "linalg.yield"(%arg118) : (f32) -> ()
    }) {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{1,3,2,0}"} : (tensor<4x4x8x16xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %108 = "tensor.collapse_shape"(%107) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %109 = "tensor.empty"() : () -> tensor<4x4x16x8xf32>
    %110 = "linalg.generic"(%98, %109) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      "linalg.yield"(%arg116) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %111 = "tensor.empty"() : () -> tensor<4x4x8x16xf32>
    %112 = "linalg.generic"(%66, %111) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      "linalg.yield"(%arg114) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x4x8x16xf32>) -> tensor<4x4x8x16xf32>
    %113 = "tensor.collapse_shape"(%110) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %114 = "tensor.collapse_shape"(%112) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x8x16xf32>) -> tensor<16x8x16xf32>
    %115 = "tensor.empty"() : () -> tensor<16x16x16xf32>
    %116 = "linalg.fill"(%7, %115) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      "linalg.yield"(%arg112) : (f32) -> ()
    }) : (f32, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %117 = "linalg.batch_matmul"(%113, %114, %116) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %233 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %234 = "arith.addf"(%arg111, %233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%234) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x16x8xf32>, tensor<16x8x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %118 = "tensor.expand_shape"(%117) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 4, 4, 16, 16>}> : (tensor<16x16x16xf32>) -> tensor<4x4x16x16xf32>
    %119 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %120 = "linalg.generic"(%118, %57, %119) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32, %arg108: f32):
      %232 = "arith.mulf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%232) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %121 = "tensor.empty"() : () -> tensor<4x4x16xf32>
    %122 = "linalg.fill"(%7, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32):
      "linalg.yield"(%arg104) : (f32) -> ()
    }) : (f32, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %123 = "linalg.generic"(%120, %122) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      %231 = "arith.addf"(%arg103, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%231) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %124 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %125 = "linalg.generic"(%123, %124) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      "linalg.yield"(%arg100) : (f32) -> ()
    }) : (tensor<4x4x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %126 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %127 = "linalg.generic"(%118, %125, %126) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32, %arg99: f32):
      %230 = "arith.subf"(%arg97, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%230) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %128 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %129 = "linalg.generic"(%127, %57, %128) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32, %arg96: f32):
      %229 = "arith.mulf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%229) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %130 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %131 = "linalg.generic"(%8, %129, %130) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: i1, %arg92: f32, %arg93: f32):
      %228 = "arith.select"(%arg91, %arg92, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%228) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %132 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %133 = "linalg.generic"(%131, %132) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      %227 = "arith.mulf"(%arg89, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%227) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %134 = "tensor.empty"() : () -> tensor<4x4x16x8xf32>
    %135 = "linalg.generic"(%27, %134) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      "linalg.yield"(%arg87) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %136 = "tensor.collapse_shape"(%133) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x16x16xf32>) -> tensor<16x16x16xf32>
    %137 = "tensor.collapse_shape"(%135) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x16x8xf32>) -> tensor<16x16x8xf32>
    %138 = "tensor.empty"() : () -> tensor<16x16x8xf32>
    %139 = "linalg.fill"(%7, %138) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      "linalg.yield"(%arg85) : (f32) -> ()
    }) : (f32, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %140 = "linalg.batch_matmul"(%136, %137, %139) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %225 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %226 = "arith.addf"(%arg84, %225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%226) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x16x16xf32>, tensor<16x16x8xf32>, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %141 = "tensor.expand_shape"(%140) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 4, 4, 16, 8>}> : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %142 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %143 = "linalg.generic"(%141, %142) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      "linalg.yield"(%arg80) : (f32) -> ()
    }) {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{3,1,2,0}"} : (tensor<4x4x16x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %144 = "tensor.collapse_shape"(%143) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %145 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %146 = "linalg.generic"(%133, %145) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      "linalg.yield"(%arg78) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %147 = "tensor.collapse_shape"(%146) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x4x16x16xf32>) -> tensor<16x16x16xf32>
    %148 = "tensor.empty"() : () -> tensor<16x16x8xf32>
    %149 = "linalg.fill"(%7, %148) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (f32, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %150 = "linalg.batch_matmul"(%147, %32, %149) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %223 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %224 = "arith.addf"(%arg75, %223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%224) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x16x16xf32>, tensor<16x16x8xf32>, tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %151 = "tensor.expand_shape"(%150) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 4, 4, 16, 8>}> : (tensor<16x16x8xf32>) -> tensor<4x4x16x8xf32>
    %152 = "tensor.empty"() : () -> tensor<4x16x4x8xf32>
    %153 = "linalg.generic"(%151, %152) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{3,1,2,0}"} : (tensor<4x4x16x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x8xf32>
    %154 = "tensor.collapse_shape"(%153) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %155 = "tensor.empty"() : () -> tensor<4x16x32xf32>
    %156 = "linalg.generic"(%87, %155) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      %222 = "arith.mulf"(%arg69, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%222) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %157 = "tensor.empty"() : () -> tensor<f32>
    %158 = "linalg.fill"(%7, %157) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      "linalg.yield"(%arg67) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %159 = "linalg.generic"(%156, %158) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      %221 = "arith.addf"(%arg66, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%221) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<f32>
    %160 = "tensor.empty"() : () -> tensor<f32>
    %161 = "linalg.generic"(%160) <{indexing_maps = [affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg64: f32):
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %162 = "tensor.empty"() : () -> tensor<f32>
    %163 = "linalg.generic"(%159, %161, %162) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32, %arg63: f32):
      %220 = "arith.divf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%220) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %164 = "tensor.empty"() : () -> tensor<4x32x16xf32>
    %165 = "linalg.generic"(%arg0, %164) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      "linalg.yield"(%arg59) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %166 = "tensor.empty"() : () -> tensor<4x32x32xf32>
    %167 = "linalg.fill"(%7, %166) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (f32, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %168 = "linalg.batch_matmul"(%165, %144, %167) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %218 = "arith.mulf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %219 = "arith.addf"(%arg56, %218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%219) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} : (tensor<4x32x16xf32>, tensor<4x16x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %169 = "tensor.empty"() : () -> tensor<32x32xf32>
    %170 = "linalg.fill"(%7, %169) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
    %171 = "linalg.generic"(%168, %170) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %217 = "arith.addf"(%arg51, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<4x32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %172 = "tensor.expand_shape"(%171) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 32, 4, 8>}> : (tensor<32x32xf32>) -> tensor<32x4x8xf32>
    %173 = "tensor.empty"() : () -> tensor<4x8xf32>
    %174 = "linalg.fill"(%7, %173) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
    %175 = "linalg.generic"(%143, %174) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %216 = "arith.addf"(%arg47, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %176 = "tensor.empty"() : () -> tensor<4x32x32xf32>
    %177 = "linalg.fill"(%7, %176) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (f32, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %178 = "linalg.batch_matmul"(%165, %154, %177) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %214 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %215 = "arith.addf"(%arg43, %214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} : (tensor<4x32x16xf32>, tensor<4x16x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %179 = "tensor.empty"() : () -> tensor<32x32xf32>
    %180 = "linalg.fill"(%7, %179) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
    %181 = "linalg.generic"(%178, %180) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %213 = "arith.addf"(%arg38, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%213) : (f32) -> ()
    }) : (tensor<4x32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %182 = "tensor.expand_shape"(%181) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 32, 4, 8>}> : (tensor<32x32xf32>) -> tensor<32x4x8xf32>
    %183 = "tensor.empty"() : () -> tensor<4x32x32xf32>
    %184 = "linalg.fill"(%7, %183) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (f32, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %185 = "linalg.batch_matmul"(%165, %108, %184) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
      %211 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %212 = "arith.addf"(%arg34, %211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} : (tensor<4x32x16xf32>, tensor<4x16x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %186 = "tensor.empty"() : () -> tensor<32x32xf32>
    %187 = "linalg.fill"(%7, %186) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      "linalg.yield"(%arg30) : (f32) -> ()
    }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
    %188 = "linalg.generic"(%185, %187) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      %210 = "arith.addf"(%arg29, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<4x32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %189 = "tensor.expand_shape"(%188) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 32, 4, 8>}> : (tensor<32x32xf32>) -> tensor<32x4x8xf32>
    %190 = "tensor.empty"() : () -> tensor<4x8xf32>
    %191 = "linalg.fill"(%7, %190) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
    %192 = "linalg.generic"(%107, %191) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      %209 = "arith.addf"(%arg25, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<4x16x4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %193 = "tensor.empty"() : () -> tensor<4x32x16xf32>
    %194 = "linalg.generic"(%77, %193) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %195 = "tensor.empty"() : () -> tensor<4x32x32xf32>
    %196 = "linalg.fill"(%7, %195) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (f32, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %197 = "linalg.batch_matmul"(%194, %91, %196) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %207 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %208 = "arith.addf"(%arg19, %207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} : (tensor<4x32x16xf32>, tensor<4x16x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %198 = "tensor.empty"() : () -> tensor<32x32xf32>
    %199 = "linalg.fill"(%7, %198) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = "linalg.generic"(%197, %199) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %206 = "arith.addf"(%arg14, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%206) : (f32) -> ()
    }) : (tensor<4x32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %201 = "tensor.expand_shape"(%200) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 8, 32>}> : (tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %202 = "tensor.empty"() : () -> tensor<32xf32>
    %203 = "linalg.fill"(%3, %202) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %204 = "linalg.generic"(%91, %203) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %205 = "arith.addf"(%arg10, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%205) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "util.return"(%87, %163, %172, %175, %182, %189, %192, %201, %204) : (tensor<4x16x32xf32>, tensor<f32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
}) : () -> ()