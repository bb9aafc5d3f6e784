"builtin.module"() <{sym_name = "step"}> ({
  "util.func"() <{arg_attrs = [{}, {}, {dtensor.variable = "cnn/conv/kernel"}, {dtensor.variable = "cnn/conv/bias"}, {dtensor.variable = "cnn/logits/kernel"}, {dtensor.variable = "cnn/logits/bias"}, {dtensor.variable = "adam_1/learning_rate"}, {dtensor.variable = "adam_1/iteration"}, {dtensor.variable = "adam_1/cnn_conv_kernel_momentum"}, {dtensor.variable = "adam_1/cnn_conv_kernel_velocity"}, {dtensor.variable = "adam_1/cnn_conv_bias_momentum"}, {dtensor.variable = "adam_1/cnn_conv_bias_velocity"}, {dtensor.variable = "adam_1/cnn_logits_kernel_momentum"}, {dtensor.variable = "adam_1/cnn_logits_kernel_velocity"}, {dtensor.variable = "adam_1/cnn_logits_bias_momentum"}, {dtensor.variable = "adam_1/cnn_logits_bias_velocity"}], function_type = (tensor<8x12x12x3xf32>, tensor<8xi32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<f32>, tensor<i64>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<i64>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<10xf32>), res_attrs = [{}, {dtensor.assign = "cnn/conv/kernel"}, {dtensor.assign = "cnn/conv/bias"}, {dtensor.assign = "cnn/logits/kernel"}, {dtensor.assign = "cnn/logits/bias"}, {dtensor.assign = "adam_1/iteration"}, {dtensor.assign = "adam_1/cnn_conv_kernel_momentum"}, {dtensor.assign = "adam_1/cnn_conv_kernel_velocity"}, {dtensor.assign = "adam_1/cnn_conv_bias_momentum"}, {dtensor.assign = "adam_1/cnn_conv_bias_velocity"}, {dtensor.assign = "adam_1/cnn_logits_kernel_momentum"}, {dtensor.assign = "adam_1/cnn_logits_kernel_velocity"}, {dtensor.assign = "adam_1/cnn_logits_bias_momentum"}, {dtensor.assign = "adam_1/cnn_logits_bias_velocity"}], sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x12x12x3xf32>, %arg1: tensor<8xi32>, %arg2: tensor<3x3x3x8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<200x10xf32>, %arg5: tensor<10xf32>, %arg6: tensor<f32>, %arg7: tensor<i64>, %arg8: tensor<3x3x3x8xf32>, %arg9: tensor<3x3x3x8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<200x10xf32>, %arg13: tensor<200x10xf32>, %arg14: tensor<10xf32>, %arg15: tensor<10xf32>):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e-07 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e-03 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0.899999976 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 9.990000e-01 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 10 : i64}> : () -> i64
    %14 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %15 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %18 = "tensor.empty"() : () -> tensor<8x10x10x8xf32>
    %19 = "linalg.fill"(%17, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      "linalg.yield"(%arg324) : (f32) -> ()
    }) : (f32, tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %20 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %arg2, %19) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
      %402 = "arith.mulf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %403 = "arith.addf"(%arg323, %402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%403) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<8x12x12x3xf32>, tensor<3x3x3x8xf32>, tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %21 = "tensor.empty"() : () -> tensor<8x10x10x8xf32>
    %22 = "linalg.generic"(%arg3, %21) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32):
      "linalg.yield"(%arg319) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %23 = "tensor.empty"() : () -> tensor<8x10x10x8xf32>
    %24 = "linalg.generic"(%20, %22, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg316: f32, %arg317: f32, %arg318: f32):
      %401 = "arith.addf"(%arg316, %arg317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%401) : (f32) -> ()
    }) : (tensor<8x10x10x8xf32>, tensor<8x10x10x8xf32>, tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %25 = "tensor.empty"() : () -> tensor<8x10x10x8xf32>
    %26 = "linalg.generic"(%24, %25) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg314: f32, %arg315: f32):
      %400 = "arith.maximumf"(%arg314, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%400) : (f32) -> ()
    }) : (tensor<8x10x10x8xf32>, tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %27 = "tensor.empty"() : () -> tensor<8x10x10x8xi1>
    %28 = "linalg.generic"(%26, %27) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg312: f32, %arg313: i1):
      %399 = "arith.cmpf"(%arg312, %17) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%399) : (i1) -> ()
    }) : (tensor<8x10x10x8xf32>, tensor<8x10x10x8xi1>) -> tensor<8x10x10x8xi1>
    %29 = "tensor.empty"() : () -> tensor<2x2xf32>
    %30 = "tensor.empty"() : () -> tensor<8x5x5x8xf32>
    %31 = "linalg.fill"(%16, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg310: f32, %arg311: f32):
      "linalg.yield"(%arg310) : (f32) -> ()
    }) : (f32, tensor<8x5x5x8xf32>) -> tensor<8x5x5x8xf32>
    %32 = "linalg.pooling_nhwc_max"(%26, %29, %31) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg307: f32, %arg308: f32, %arg309: f32):
      %398 = "arith.maximumf"(%arg309, %arg307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%398) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} : (tensor<8x10x10x8xf32>, tensor<2x2xf32>, tensor<8x5x5x8xf32>) -> tensor<8x5x5x8xf32>
    %33 = "tensor.collapse_shape"(%32) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<8x5x5x8xf32>) -> tensor<8x200xf32>
    %34 = "tensor.empty"() : () -> tensor<8x10xf32>
    %35 = "linalg.fill"(%17, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg305: f32, %arg306: f32):
      "linalg.yield"(%arg305) : (f32) -> ()
    }) : (f32, tensor<8x10xf32>) -> tensor<8x10xf32>
    %36 = "linalg.matmul"(%33, %arg4, %35) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg302: f32, %arg303: f32, %arg304: f32):
      %396 = "arith.mulf"(%arg302, %arg303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %397 = "arith.addf"(%arg304, %396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%397) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<8x200xf32>, tensor<200x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %37 = "tensor.empty"() : () -> tensor<8x10xf32>
    %38 = "linalg.generic"(%arg5, %37) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg300: f32, %arg301: f32):
      "linalg.yield"(%arg300) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %39 = "tensor.empty"() : () -> tensor<8x10xf32>
    %40 = "linalg.generic"(%36, %38, %39) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg297: f32, %arg298: f32, %arg299: f32):
      %395 = "arith.addf"(%arg297, %arg298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%395) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %41 = "tensor.empty"() : () -> tensor<8xf32>
    %42 = "linalg.fill"(%16, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32):
      "linalg.yield"(%arg295) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %43 = "linalg.generic"(%40, %42) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32):
      %394 = "arith.maximumf"(%arg294, %arg293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%394) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8xf32>) -> tensor<8xf32>
    %44 = "tensor.empty"() : () -> tensor<8x10xf32>
    %45 = "linalg.generic"(%43, %44) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg291: f32, %arg292: f32):
      "linalg.yield"(%arg291) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %46 = "tensor.empty"() : () -> tensor<8x10xf32>
    %47 = "linalg.generic"(%40, %45, %46) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32, %arg290: f32):
      %393 = "arith.subf"(%arg288, %arg289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%393) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %48 = "tensor.empty"() : () -> tensor<8x10xf32>
    %49 = "linalg.generic"(%47, %48) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32):
      %392 = "math.exp"(%arg286) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%392) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %50 = "tensor.empty"() : () -> tensor<8xf32>
    %51 = "linalg.fill"(%17, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg284: f32, %arg285: f32):
      "linalg.yield"(%arg284) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %52 = "linalg.generic"(%49, %51) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32):
      %391 = "arith.addf"(%arg283, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%391) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8xf32>) -> tensor<8xf32>
    %53 = "tensor.empty"() : () -> tensor<8x10xf32>
    %54 = "linalg.generic"(%52, %53) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg280: f32, %arg281: f32):
      "linalg.yield"(%arg280) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %55 = "tensor.empty"() : () -> tensor<8x10xf32>
    %56 = "linalg.generic"(%49, %54, %55) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32, %arg279: f32):
      %390 = "arith.divf"(%arg277, %arg278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%390) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %57 = "tensor.empty"() : () -> tensor<8xf32>
    %58 = "linalg.generic"(%arg1, %57) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: i32, %arg276: f32):
      %389 = "arith.sitofp"(%arg275) : (i32) -> f32
      "linalg.yield"(%389) : (f32) -> ()
    }) : (tensor<8xi32>, tensor<8xf32>) -> tensor<8xf32>
    %59 = "tensor.empty"() : () -> tensor<8xi64>
    %60 = "linalg.generic"(%58, %59) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg273: f32, %arg274: i64):
      %388 = "arith.fptosi"(%arg273) : (f32) -> i64
      "linalg.yield"(%388) : (i64) -> ()
    }) : (tensor<8xf32>, tensor<8xi64>) -> tensor<8xi64>
    %61 = "tensor.empty"() : () -> tensor<8x10xi64>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg271: i64, %arg272: i64):
      "linalg.yield"(%arg271) : (i64) -> ()
    }) : (tensor<8xi64>, tensor<8x10xi64>) -> tensor<8x10xi64>
    %63 = "tensor.empty"() : () -> tensor<8x10xi64>
    %64 = "linalg.generic"(%63) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg270: i64):
      %386 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %387 = "arith.index_cast"(%386) : (index) -> i64
      "linalg.yield"(%387) : (i64) -> ()
    }) : (tensor<8x10xi64>) -> tensor<8x10xi64>
    %65 = "tensor.empty"() : () -> tensor<8x10xi1>
    %66 = "linalg.generic"(%62, %64, %65) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg267: i64, %arg268: i64, %arg269: i1):
      %385 = "arith.cmpi"(%arg267, %arg268) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%385) : (i1) -> ()
    }) : (tensor<8x10xi64>, tensor<8x10xi64>, tensor<8x10xi1>) -> tensor<8x10xi1>
    %67 = "tensor.empty"() : () -> tensor<8x10xf32>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg265: i1, %arg266: f32):
      %384 = "arith.select"(%arg265, %15, %17) : (i1, f32, f32) -> f32
      "linalg.yield"(%384) : (f32) -> ()
    }) : (tensor<8x10xi1>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %69 = "tensor.empty"() : () -> tensor<8xi1>
    %70 = "linalg.generic"(%60, %69) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg263: i64, %arg264: i1):
      %383 = "arith.cmpi"(%arg263, %14) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%383) : (i1) -> ()
    }) : (tensor<8xi64>, tensor<8xi1>) -> tensor<8xi1>
    %71 = "tensor.empty"() : () -> tensor<8xi1>
    %72 = "linalg.generic"(%60, %71) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg261: i64, %arg262: i1):
      %382 = "arith.cmpi"(%arg261, %13) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%382) : (i1) -> ()
    }) : (tensor<8xi64>, tensor<8xi1>) -> tensor<8xi1>
    %73 = "tensor.empty"() : () -> tensor<8xi1>
    %74 = "linalg.generic"(%70, %72, %73) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg258: i1, %arg259: i1, %arg260: i1):
      %381 = "arith.andi"(%arg258, %arg259) : (i1, i1) -> i1
      "linalg.yield"(%381) : (i1) -> ()
    }) : (tensor<8xi1>, tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %75 = "tensor.empty"() : () -> tensor<8xf32>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: i1, %arg257: f32):
      %380 = "arith.select"(%arg256, %17, %12) : (i1, f32, f32) -> f32
      "linalg.yield"(%380) : (f32) -> ()
    }) : (tensor<8xi1>, tensor<8xf32>) -> tensor<8xf32>
    %77 = "tensor.empty"() : () -> tensor<8x10xf32>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32):
      "linalg.yield"(%arg254) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %79 = "tensor.empty"() : () -> tensor<8x10xf32>
    %80 = "linalg.generic"(%68, %78, %79) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
      %379 = "arith.addf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%379) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %81 = "tensor.empty"() : () -> tensor<8x10xf32>
    %82 = "linalg.generic"(%56, %80, %81) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg248: f32, %arg249: f32, %arg250: f32):
      %378 = "arith.subf"(%arg248, %arg249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%378) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %83 = "tensor.empty"() : () -> tensor<8x10xf32>
    %84 = "linalg.generic"(%82, %83) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg246: f32, %arg247: f32):
      %377 = "arith.mulf"(%arg246, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%377) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %85 = "tensor.empty"() : () -> tensor<10x200xf32>
    %86 = "linalg.generic"(%arg4, %85) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32):
      "linalg.yield"(%arg244) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<10x200xf32>) -> tensor<10x200xf32>
    %87 = "tensor.empty"() : () -> tensor<8x200xf32>
    %88 = "linalg.fill"(%17, %87) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32):
      "linalg.yield"(%arg242) : (f32) -> ()
    }) : (f32, tensor<8x200xf32>) -> tensor<8x200xf32>
    %89 = "linalg.matmul"(%84, %86, %88) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
      %375 = "arith.mulf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %376 = "arith.addf"(%arg241, %375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%376) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<10x200xf32>, tensor<8x200xf32>) -> tensor<8x200xf32>
    %90 = "tensor.expand_shape"(%89) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 8, 5, 5, 8>}> : (tensor<8x200xf32>) -> tensor<8x5x5x8xf32>
    %91 = "tensor.empty"() : () -> tensor<8x5x5x8xf32>
    %92 = "tensor.empty"() : () -> tensor<8x5x5x8xi32>
    %93 = "linalg.fill"(%10, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg237: i32, %arg238: i32):
      "linalg.yield"(%arg237) : (i32) -> ()
    }) : (i32, tensor<8x5x5x8xi32>) -> tensor<8x5x5x8xi32>
    %94 = "tensor.empty"() : () -> tensor<2x2xf32>
    %95:2 = "linalg.generic"(%26, %94, %91, %93) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 2>}> ({
    ^bb0(%arg233: f32, %arg234: f32, %arg235: f32, %arg236: i32):
      %365 = "arith.cmpf"(%arg233, %arg235) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
      %366 = "arith.cmpi"(%arg236, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %367 = "arith.ori"(%365, %366) : (i1, i1) -> i1
      %368 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %369 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %370 = "arith.muli"(%368, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %371 = "arith.addi"(%370, %369) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %372 = "arith.index_cast"(%371) : (index) -> i32
      %373 = "arith.select"(%367, %372, %arg236) : (i1, i32, i32) -> i32
      %374 = "arith.select"(%367, %arg233, %arg235) : (i1, f32, f32) -> f32
      "linalg.yield"(%374, %373) : (f32, i32) -> ()
    }) : (tensor<8x10x10x8xf32>, tensor<2x2xf32>, tensor<8x5x5x8xf32>, tensor<8x5x5x8xi32>) -> (tensor<8x5x5x8xf32>, tensor<8x5x5x8xi32>)
    %96 = "tensor.empty"() : () -> tensor<8x5x2x5x2x8xf32>
    %97 = "linalg.fill"(%17, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      "linalg.yield"(%arg231) : (f32) -> ()
    }) : (f32, tensor<8x5x2x5x2x8xf32>) -> tensor<8x5x2x5x2x8xf32>
    %98 = "linalg.generic"(%95#1, %90, %97) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: i32, %arg229: f32, %arg230: f32):
      %357 = "arith.addf"(%arg229, %arg230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %358 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %359 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %360 = "arith.muli"(%358, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %361 = "arith.addi"(%360, %359) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %362 = "arith.index_cast"(%361) : (index) -> i32
      %363 = "arith.cmpi"(%362, %arg228) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %364 = "arith.select"(%363, %357, %arg230) : (i1, f32, f32) -> f32
      "linalg.yield"(%364) : (f32) -> ()
    }) : (tensor<8x5x5x8xi32>, tensor<8x5x5x8xf32>, tensor<8x5x2x5x2x8xf32>) -> tensor<8x5x2x5x2x8xf32>
    %99 = "tensor.collapse_shape"(%98) <{reassociation = [[0], [1, 2], [3, 4], [5]]}> : (tensor<8x5x2x5x2x8xf32>) -> tensor<8x10x10x8xf32>
    %100 = "tensor.empty"() : () -> tensor<8x10x10x8xf32>
    %101 = "linalg.generic"(%28, %99, %100) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: i1, %arg226: f32, %arg227: f32):
      %356 = "arith.select"(%arg225, %arg226, %17) : (i1, f32, f32) -> f32
      "linalg.yield"(%356) : (f32) -> ()
    }) : (tensor<8x10x10x8xi1>, tensor<8x10x10x8xf32>, tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %102 = "tensor.empty"() : () -> tensor<8x10xf32>
    %103 = "linalg.generic"(%80, %102) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg223: f32, %arg224: f32):
      %355 = "arith.negf"(%arg223) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%355) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %104 = "tensor.empty"() : () -> tensor<8x10xi1>
    %105 = "linalg.generic"(%80, %104) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: f32, %arg222: i1):
      %354 = "arith.cmpf"(%arg221, %17) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%354) : (i1) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xi1>) -> tensor<8x10xi1>
    %106 = "tensor.empty"() : () -> tensor<8xf32>
    %107 = "linalg.generic"(%52, %106) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32):
      %353 = "math.log"(%arg219) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%353) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %108 = "tensor.empty"() : () -> tensor<8x10xf32>
    %109 = "linalg.generic"(%107, %108) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32):
      "linalg.yield"(%arg217) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %110 = "tensor.empty"() : () -> tensor<8x10xf32>
    %111 = "linalg.generic"(%47, %109, %110) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32, %arg216: f32):
      %352 = "arith.subf"(%arg214, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%352) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %112 = "tensor.empty"() : () -> tensor<8x10xf32>
    %113 = "linalg.generic"(%105, %111, %112) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: i1, %arg212: f32, %arg213: f32):
      %351 = "arith.select"(%arg211, %17, %arg212) : (i1, f32, f32) -> f32
      "linalg.yield"(%351) : (f32) -> ()
    }) : (tensor<8x10xi1>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %114 = "tensor.empty"() : () -> tensor<8x10xf32>
    %115 = "linalg.generic"(%103, %113, %114) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32, %arg210: f32):
      %350 = "arith.mulf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%350) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %116 = "tensor.empty"() : () -> tensor<8xf32>
    %117 = "linalg.fill"(%17, %116) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32):
      "linalg.yield"(%arg206) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %118 = "linalg.generic"(%115, %117) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      %349 = "arith.addf"(%arg205, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%349) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8xf32>) -> tensor<8xf32>
    %119 = "tensor.empty"() : () -> tensor<f32>
    %120 = "linalg.fill"(%17, %119) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      "linalg.yield"(%arg202) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %121 = "linalg.generic"(%118, %120) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f32):
      %348 = "arith.addf"(%arg201, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%348) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %122 = "tensor.empty"() : () -> tensor<i1>
    %123 = "linalg.generic"(%122) <{indexing_maps = [affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg199: i1):
      "linalg.yield"(%0) : (i1) -> ()
    }) : (tensor<i1>) -> tensor<i1>
    %124 = "tensor.empty"() : () -> tensor<f32>
    %125 = "linalg.generic"(%121, %124) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      %347 = "arith.divf"(%arg197, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%347) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %126 = "tensor.empty"() : () -> tensor<f32>
    %127 = "linalg.generic"(%123, %125, %126) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: i1, %arg195: f32, %arg196: f32):
      %346 = "arith.select"(%arg194, %17, %arg195) : (i1, f32, f32) -> f32
      "linalg.yield"(%346) : (f32) -> ()
    }) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %128 = "tensor.empty"() : () -> tensor<3x12x12x8xf32>
    %129 = "linalg.generic"(%arg0, %128) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<8x12x12x3xf32>, tensor<3x12x12x8xf32>) -> tensor<3x12x12x8xf32>
    %130 = "tensor.empty"() : () -> tensor<10x10x8x8xf32>
    %131 = "linalg.generic"(%101, %130) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      "linalg.yield"(%arg190) : (f32) -> ()
    }) : (tensor<8x10x10x8xf32>, tensor<10x10x8x8xf32>) -> tensor<10x10x8x8xf32>
    %132 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %133 = "linalg.fill"(%17, %132) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: f32, %arg189: f32):
      "linalg.yield"(%arg188) : (f32) -> ()
    }) : (f32, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %134 = "linalg.conv_2d_nhwc_hwcf"(%129, %131, %133) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
      %344 = "arith.mulf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %345 = "arith.addf"(%arg187, %344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%345) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<3x12x12x8xf32>, tensor<10x10x8x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %135 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %136 = "linalg.generic"(%134, %135) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      "linalg.yield"(%arg183) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %137 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %138 = "linalg.generic"(%136, %arg8, %137) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %343 = "arith.subf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%343) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %139 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %140 = "linalg.generic"(%138, %139) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32):
      %342 = "arith.mulf"(%arg178, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%342) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %141 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %142 = "linalg.generic"(%arg8, %140, %141) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32, %arg177: f32):
      %341 = "arith.addf"(%arg175, %arg176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%341) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %143 = "tensor.empty"() : () -> tensor<i64>
    %144 = "linalg.generic"(%arg7, %143) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg173: i64, %arg174: i64):
      %340 = "arith.addi"(%arg173, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%340) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %145 = "tensor.empty"() : () -> tensor<f32>
    %146 = "linalg.generic"(%144, %145) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: i64, %arg172: f32):
      %339 = "arith.sitofp"(%arg171) : (i64) -> f32
      "linalg.yield"(%339) : (f32) -> ()
    }) : (tensor<i64>, tensor<f32>) -> tensor<f32>
    %147 = "tensor.empty"() : () -> tensor<f32>
    %148 = "linalg.generic"(%146, %147) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      %338 = "math.powf"(%5, %arg169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%338) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %149 = "tensor.empty"() : () -> tensor<f32>
    %150 = "linalg.generic"(%148, %149) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32):
      %337 = "arith.subf"(%15, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%337) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %151 = "tensor.empty"() : () -> tensor<f32>
    %152 = "linalg.generic"(%150, %151) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %336 = "math.sqrt"(%arg165) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%336) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %153 = "tensor.empty"() : () -> tensor<f32>
    %154 = "linalg.generic"(%arg6, %152, %153) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %335 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%335) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %155 = "tensor.empty"() : () -> tensor<f32>
    %156 = "linalg.generic"(%146, %155) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32):
      %334 = "math.powf"(%4, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%334) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %157 = "tensor.empty"() : () -> tensor<f32>
    %158 = "linalg.generic"(%156, %157) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg158: f32, %arg159: f32):
      %333 = "arith.subf"(%15, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%333) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %159 = "tensor.empty"() : () -> tensor<f32>
    %160 = "linalg.generic"(%154, %158, %159) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %332 = "arith.divf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%332) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %161 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %162 = "linalg.generic"(%160, %161) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (tensor<f32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %163 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %164 = "linalg.generic"(%142, %162, %163) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %331 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%331) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %165 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %166 = "linalg.generic"(%136, %165) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      %330 = "arith.mulf"(%arg148, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%330) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %167 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %168 = "linalg.generic"(%166, %arg9, %167) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
      %329 = "arith.subf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%329) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %169 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %170 = "linalg.generic"(%168, %169) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %328 = "arith.mulf"(%arg143, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%328) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %171 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %172 = "linalg.generic"(%arg9, %170, %171) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %327 = "arith.addf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%327) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %173 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %174 = "linalg.generic"(%172, %173) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32):
      %326 = "math.sqrt"(%arg138) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%326) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %175 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %176 = "linalg.generic"(%174, %175) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: f32, %arg137: f32):
      %325 = "arith.addf"(%arg136, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%325) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %177 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %178 = "linalg.generic"(%164, %176, %177) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32, %arg135: f32):
      %324 = "arith.divf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%324) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %179 = "tensor.empty"() : () -> tensor<3x3x3x8xf32>
    %180 = "linalg.generic"(%arg2, %178, %179) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32, %arg132: f32):
      %323 = "arith.subf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%323) : (f32) -> ()
    }) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %181 = "mhlo.copy"(%180) : (tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %182 = "tensor.empty"() : () -> tensor<8xf32>
    %183 = "linalg.fill"(%1, %182) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %184 = "linalg.generic"(%101, %183) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32):
      %322 = "arith.addf"(%arg127, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%322) : (f32) -> ()
    }) : (tensor<8x10x10x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %185 = "tensor.empty"() : () -> tensor<8xf32>
    %186 = "linalg.generic"(%184, %arg10, %185) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
      %321 = "arith.subf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%321) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %187 = "tensor.empty"() : () -> tensor<8xf32>
    %188 = "linalg.generic"(%186, %187) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32):
      %320 = "arith.mulf"(%arg121, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%320) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %189 = "tensor.empty"() : () -> tensor<8xf32>
    %190 = "linalg.generic"(%arg10, %188, %189) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
      %319 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%319) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %191 = "tensor.empty"() : () -> tensor<8xf32>
    %192 = "linalg.generic"(%160, %191) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      "linalg.yield"(%arg116) : (f32) -> ()
    }) : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %193 = "tensor.empty"() : () -> tensor<8xf32>
    %194 = "linalg.generic"(%190, %192, %193) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
      %318 = "arith.mulf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%318) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %195 = "tensor.empty"() : () -> tensor<8xf32>
    %196 = "linalg.generic"(%184, %195) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32):
      %317 = "arith.mulf"(%arg111, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%317) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %197 = "tensor.empty"() : () -> tensor<8xf32>
    %198 = "linalg.generic"(%196, %arg11, %197) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %316 = "arith.subf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%316) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %199 = "tensor.empty"() : () -> tensor<8xf32>
    %200 = "linalg.generic"(%198, %199) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      %315 = "arith.mulf"(%arg106, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%315) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %201 = "tensor.empty"() : () -> tensor<8xf32>
    %202 = "linalg.generic"(%arg11, %200, %201) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
      %314 = "arith.addf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%314) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %203 = "tensor.empty"() : () -> tensor<8xf32>
    %204 = "linalg.generic"(%202, %203) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32):
      %313 = "math.sqrt"(%arg101) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%313) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %205 = "tensor.empty"() : () -> tensor<8xf32>
    %206 = "linalg.generic"(%204, %205) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32):
      %312 = "arith.addf"(%arg99, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%312) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %207 = "tensor.empty"() : () -> tensor<8xf32>
    %208 = "linalg.generic"(%194, %206, %207) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %311 = "arith.divf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%311) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %209 = "tensor.empty"() : () -> tensor<8xf32>
    %210 = "linalg.generic"(%arg3, %208, %209) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %310 = "arith.subf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%310) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %211 = "mhlo.copy"(%210) : (tensor<8xf32>) -> tensor<8xf32>
    %212 = "tensor.empty"() : () -> tensor<200x8xf32>
    %213 = "linalg.generic"(%33, %212) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      "linalg.yield"(%arg91) : (f32) -> ()
    }) : (tensor<8x200xf32>, tensor<200x8xf32>) -> tensor<200x8xf32>
    %214 = "tensor.empty"() : () -> tensor<200x10xf32>
    %215 = "linalg.fill"(%17, %214) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (f32, tensor<200x10xf32>) -> tensor<200x10xf32>
    %216 = "linalg.matmul"(%213, %84, %215) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
      %308 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %309 = "arith.addf"(%arg88, %308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%309) : (f32) -> ()
    }) : (tensor<200x8xf32>, tensor<8x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %217 = "tensor.empty"() : () -> tensor<200x10xf32>
    %218 = "linalg.generic"(%216, %arg12, %217) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %307 = "arith.subf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%307) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %219 = "tensor.empty"() : () -> tensor<200x10xf32>
    %220 = "linalg.generic"(%218, %219) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      %306 = "arith.mulf"(%arg81, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%306) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %221 = "tensor.empty"() : () -> tensor<200x10xf32>
    %222 = "linalg.generic"(%arg12, %220, %221) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %305 = "arith.addf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%305) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %223 = "tensor.empty"() : () -> tensor<200x10xf32>
    %224 = "linalg.generic"(%160, %223) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (tensor<f32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %225 = "tensor.empty"() : () -> tensor<200x10xf32>
    %226 = "linalg.generic"(%222, %224, %225) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %304 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%304) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %227 = "tensor.empty"() : () -> tensor<200x10xf32>
    %228 = "linalg.generic"(%216, %227) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      %303 = "arith.mulf"(%arg71, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%303) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %229 = "tensor.empty"() : () -> tensor<200x10xf32>
    %230 = "linalg.generic"(%228, %arg13, %229) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %302 = "arith.subf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%302) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %231 = "tensor.empty"() : () -> tensor<200x10xf32>
    %232 = "linalg.generic"(%230, %231) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      %301 = "arith.mulf"(%arg66, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%301) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %233 = "tensor.empty"() : () -> tensor<200x10xf32>
    %234 = "linalg.generic"(%arg13, %232, %233) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %300 = "arith.addf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%300) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %235 = "tensor.empty"() : () -> tensor<200x10xf32>
    %236 = "linalg.generic"(%234, %235) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      %299 = "math.sqrt"(%arg61) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%299) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %237 = "tensor.empty"() : () -> tensor<200x10xf32>
    %238 = "linalg.generic"(%236, %237) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      %298 = "arith.addf"(%arg59, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%298) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %239 = "tensor.empty"() : () -> tensor<200x10xf32>
    %240 = "linalg.generic"(%226, %238, %239) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %297 = "arith.divf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%297) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %241 = "tensor.empty"() : () -> tensor<200x10xf32>
    %242 = "linalg.generic"(%arg4, %240, %241) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %296 = "arith.subf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%296) : (f32) -> ()
    }) : (tensor<200x10xf32>, tensor<200x10xf32>, tensor<200x10xf32>) -> tensor<200x10xf32>
    %243 = "mhlo.copy"(%242) : (tensor<200x10xf32>) -> tensor<200x10xf32>
    %244 = "tensor.empty"() : () -> tensor<10xf32>
    %245 = "linalg.fill"(%1, %244) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (f32, tensor<10xf32>) -> tensor<10xf32>
    %246 = "linalg.generic"(%84, %245) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      %295 = "arith.addf"(%arg50, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%295) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %247 = "tensor.empty"() : () -> tensor<10xf32>
    %248 = "linalg.generic"(%246, %arg14, %247) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %294 = "arith.subf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%294) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %249 = "tensor.empty"() : () -> tensor<10xf32>
    %250 = "linalg.generic"(%248, %249) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      %293 = "arith.mulf"(%arg44, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%293) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %251 = "tensor.empty"() : () -> tensor<10xf32>
    %252 = "linalg.generic"(%arg14, %250, %251) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %292 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%292) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %253 = "tensor.empty"() : () -> tensor<10xf32>
    %254 = "linalg.generic"(%160, %253) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %255 = "tensor.empty"() : () -> tensor<10xf32>
    %256 = "linalg.generic"(%252, %254, %255) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %291 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%291) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %257 = "tensor.empty"() : () -> tensor<10xf32>
    %258 = "linalg.generic"(%246, %257) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %290 = "arith.mulf"(%arg34, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%290) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %259 = "tensor.empty"() : () -> tensor<10xf32>
    %260 = "linalg.generic"(%258, %arg15, %259) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %289 = "arith.subf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%289) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %261 = "tensor.empty"() : () -> tensor<10xf32>
    %262 = "linalg.generic"(%260, %261) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %288 = "arith.mulf"(%arg29, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%288) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %263 = "tensor.empty"() : () -> tensor<10xf32>
    %264 = "linalg.generic"(%arg15, %262, %263) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %287 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%287) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %265 = "tensor.empty"() : () -> tensor<10xf32>
    %266 = "linalg.generic"(%264, %265) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      %286 = "math.sqrt"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%286) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %267 = "tensor.empty"() : () -> tensor<10xf32>
    %268 = "linalg.generic"(%266, %267) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %285 = "arith.addf"(%arg22, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%285) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %269 = "tensor.empty"() : () -> tensor<10xf32>
    %270 = "linalg.generic"(%256, %268, %269) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %284 = "arith.divf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%284) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %271 = "tensor.empty"() : () -> tensor<10xf32>
    %272 = "linalg.generic"(%arg5, %270, %271) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %283 = "arith.subf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%283) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %273 = "mhlo.copy"(%272) : (tensor<10xf32>) -> tensor<10xf32>
    %274 = "mhlo.copy"(%144) : (tensor<i64>) -> tensor<i64>
    %275 = "mhlo.copy"(%142) : (tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %276 = "mhlo.copy"(%172) : (tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %277 = "mhlo.copy"(%190) : (tensor<8xf32>) -> tensor<8xf32>
    %278 = "mhlo.copy"(%202) : (tensor<8xf32>) -> tensor<8xf32>
    %279 = "mhlo.copy"(%222) : (tensor<200x10xf32>) -> tensor<200x10xf32>
    %280 = "mhlo.copy"(%234) : (tensor<200x10xf32>) -> tensor<200x10xf32>
    %281 = "mhlo.copy"(%252) : (tensor<10xf32>) -> tensor<10xf32>
    %282 = "mhlo.copy"(%264) : (tensor<10xf32>) -> tensor<10xf32>
    "util.return"(%127, %181, %211, %243, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282) : (tensor<f32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<i64>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
}) : () -> ()