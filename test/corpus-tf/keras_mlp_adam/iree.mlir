"builtin.module"() <{sym_name = "step"}> ({
  "util.func"() <{arg_attrs = [{}, {}, {dtensor.variable = "mlp/hidden/kernel"}, {dtensor.variable = "mlp/hidden/bias"}, {dtensor.variable = "mlp/out/kernel"}, {dtensor.variable = "mlp/out/bias"}, {dtensor.variable = "adam/learning_rate"}, {dtensor.variable = "adam/iteration"}, {dtensor.variable = "adam/mlp_hidden_kernel_momentum"}, {dtensor.variable = "adam/mlp_hidden_kernel_velocity"}, {dtensor.variable = "adam/mlp_hidden_bias_momentum"}, {dtensor.variable = "adam/mlp_hidden_bias_velocity"}, {dtensor.variable = "adam/mlp_out_kernel_momentum"}, {dtensor.variable = "adam/mlp_out_kernel_velocity"}, {dtensor.variable = "adam/mlp_out_bias_momentum"}, {dtensor.variable = "adam/mlp_out_bias_velocity"}], function_type = (tensor<16x16xf32>, tensor<16x8xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<f32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>), res_attrs = [{}, {dtensor.assign = "mlp/hidden/kernel"}, {dtensor.assign = "mlp/hidden/bias"}, {dtensor.assign = "mlp/out/kernel"}, {dtensor.assign = "mlp/out/bias"}, {dtensor.assign = "adam/iteration"}, {dtensor.assign = "adam/mlp_hidden_kernel_momentum"}, {dtensor.assign = "adam/mlp_hidden_kernel_velocity"}, {dtensor.assign = "adam/mlp_hidden_bias_momentum"}, {dtensor.assign = "adam/mlp_hidden_bias_velocity"}, {dtensor.assign = "adam/mlp_out_kernel_momentum"}, {dtensor.assign = "adam/mlp_out_kernel_velocity"}, {dtensor.assign = "adam/mlp_out_bias_momentum"}, {dtensor.assign = "adam/mlp_out_bias_velocity"}], sym_name = "main"}> ({
  ^bb0(%arg0: tensor<16x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<f32>, %arg7: tensor<i64>, %arg8: tensor<16x32xf32>, %arg9: tensor<16x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x8xf32>, %arg13: tensor<32x8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e-07 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 1.000000e-03 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0.899999976 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 9.990000e-01 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 7.812500e-03 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "tensor.empty"() : () -> tensor<16x32xf32>
    %15 = "linalg.fill"(%13, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f32, %arg254: f32):
      "linalg.yield"(%arg253) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %16 = "linalg.matmul"(%arg0, %arg2, %15) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f32, %arg251: f32, %arg252: f32):
      %300 = "arith.mulf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %301 = "arith.addf"(%arg252, %300) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%301) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %17 = "tensor.empty"() : () -> tensor<16x32xf32>
    %18 = "linalg.generic"(%arg3, %17) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg248: f32, %arg249: f32):
      "linalg.yield"(%arg248) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %19 = "tensor.empty"() : () -> tensor<16x32xf32>
    %20 = "linalg.generic"(%16, %18, %19) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg245: f32, %arg246: f32, %arg247: f32):
      %299 = "arith.addf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%299) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %21 = "tensor.empty"() : () -> tensor<16x32xf32>
    %22 = "linalg.generic"(%20, %21) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg243: f32, %arg244: f32):
      %298 = "arith.maximumf"(%arg243, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%298) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %23 = "tensor.empty"() : () -> tensor<16x8xf32>
    %24 = "linalg.fill"(%13, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg241: f32, %arg242: f32):
      "linalg.yield"(%arg241) : (f32) -> ()
    }) : (f32, tensor<16x8xf32>) -> tensor<16x8xf32>
    %25 = "linalg.matmul"(%22, %arg4, %24) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg238: f32, %arg239: f32, %arg240: f32):
      %296 = "arith.mulf"(%arg238, %arg239) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %297 = "arith.addf"(%arg240, %296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%297) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<16x32xf32>, tensor<32x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %26 = "tensor.empty"() : () -> tensor<16x8xf32>
    %27 = "linalg.generic"(%arg5, %26) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32):
      "linalg.yield"(%arg236) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %28 = "tensor.empty"() : () -> tensor<16x8xf32>
    %29 = "linalg.generic"(%25, %27, %28) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32, %arg235: f32):
      %295 = "arith.addf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%295) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %30 = "tensor.empty"() : () -> tensor<16x8xf32>
    %31 = "linalg.generic"(%arg1, %29, %30) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg230: f32, %arg231: f32, %arg232: f32):
      %294 = "arith.subf"(%arg230, %arg231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%294) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %32 = "tensor.empty"() : () -> tensor<16x8xf32>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32):
      %293 = "arith.mulf"(%arg228, %arg228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%293) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %34 = "tensor.empty"() : () -> tensor<16xf32>
    %35 = "linalg.fill"(%13, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg226: f32, %arg227: f32):
      "linalg.yield"(%arg226) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %36 = "linalg.generic"(%33, %35) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f32, %arg225: f32):
      %292 = "arith.addf"(%arg225, %arg224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%292) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<16xf32>) -> tensor<16xf32>
    %37 = "tensor.empty"() : () -> tensor<f32>
    %38 = "linalg.generic"(%37) <{indexing_maps = [affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg223: f32):
      "linalg.yield"(%1) : (f32) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %39 = "tensor.empty"() : () -> tensor<16xf32>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32):
      "linalg.yield"(%arg221) : (f32) -> ()
    }) : (tensor<f32>, tensor<16xf32>) -> tensor<16xf32>
    %41 = "tensor.empty"() : () -> tensor<16xf32>
    %42 = "linalg.generic"(%36, %40, %41) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg218: f32, %arg219: f32, %arg220: f32):
      %291 = "arith.divf"(%arg218, %arg219) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%291) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %43 = "tensor.empty"() : () -> tensor<f32>
    %44 = "linalg.fill"(%13, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32):
      "linalg.yield"(%arg216) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %45 = "linalg.generic"(%42, %44) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32):
      %290 = "arith.addf"(%arg215, %arg214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%290) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %46 = "tensor.empty"() : () -> tensor<i1>
    %47 = "linalg.generic"(%46) <{indexing_maps = [affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg213: i1):
      "linalg.yield"(%0) : (i1) -> ()
    }) : (tensor<i1>) -> tensor<i1>
    %48 = "tensor.empty"() : () -> tensor<f32>
    %49 = "linalg.generic"(%45, %48) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32):
      %289 = "arith.divf"(%arg211, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%289) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %50 = "tensor.empty"() : () -> tensor<f32>
    %51 = "linalg.generic"(%47, %49, %50) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: i1, %arg209: f32, %arg210: f32):
      %288 = "arith.select"(%arg208, %13, %arg209) : (i1, f32, f32) -> f32
      "linalg.yield"(%288) : (f32) -> ()
    }) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %52 = "tensor.empty"() : () -> tensor<16x32xi1>
    %53 = "linalg.generic"(%22, %52) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg206: f32, %arg207: i1):
      %287 = "arith.cmpf"(%arg206, %13) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%287) : (i1) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %54 = "tensor.empty"() : () -> tensor<16x8xf32>
    %55 = "linalg.generic"(%31, %54) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      %286 = "arith.mulf"(%arg204, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%286) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %56 = "tensor.empty"() : () -> tensor<16x8xf32>
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      %285 = "arith.mulf"(%arg202, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%285) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %58 = "tensor.empty"() : () -> tensor<16x8xf32>
    %59 = "linalg.generic"(%57, %58) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f32):
      %284 = "arith.negf"(%arg200) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%284) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %60 = "tensor.empty"() : () -> tensor<8x32xf32>
    %61 = "linalg.generic"(%arg4, %60) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg198: f32, %arg199: f32):
      "linalg.yield"(%arg198) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %62 = "tensor.empty"() : () -> tensor<16x32xf32>
    %63 = "linalg.fill"(%13, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32):
      "linalg.yield"(%arg196) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %64 = "linalg.matmul"(%59, %61, %63) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg193: f32, %arg194: f32, %arg195: f32):
      %282 = "arith.mulf"(%arg193, %arg194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %283 = "arith.addf"(%arg195, %282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%283) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %65 = "tensor.empty"() : () -> tensor<16x32xf32>
    %66 = "linalg.generic"(%53, %64, %65) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg190: i1, %arg191: f32, %arg192: f32):
      %281 = "arith.select"(%arg190, %arg191, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%281) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %67 = "tensor.empty"() : () -> tensor<16x16xf32>
    %68 = "linalg.generic"(%arg0, %67) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: f32, %arg189: f32):
      "linalg.yield"(%arg188) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %69 = "tensor.empty"() : () -> tensor<16x32xf32>
    %70 = "linalg.fill"(%13, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg186: f32, %arg187: f32):
      "linalg.yield"(%arg186) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %71 = "linalg.matmul"(%68, %66, %70) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32, %arg185: f32):
      %279 = "arith.mulf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %280 = "arith.addf"(%arg185, %279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %72 = "tensor.empty"() : () -> tensor<16x32xf32>
    %73 = "linalg.generic"(%71, %arg8, %72) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %278 = "arith.subf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%278) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %74 = "tensor.empty"() : () -> tensor<16x32xf32>
    %75 = "linalg.generic"(%73, %74) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32):
      %277 = "arith.mulf"(%arg178, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %76 = "tensor.empty"() : () -> tensor<16x32xf32>
    %77 = "linalg.generic"(%arg8, %75, %76) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32, %arg177: f32):
      %276 = "arith.addf"(%arg175, %arg176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%276) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %78 = "tensor.empty"() : () -> tensor<i64>
    %79 = "linalg.generic"(%arg7, %78) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg173: i64, %arg174: i64):
      %275 = "arith.addi"(%arg173, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%275) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %80 = "tensor.empty"() : () -> tensor<f32>
    %81 = "linalg.generic"(%79, %80) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: i64, %arg172: f32):
      %274 = "arith.sitofp"(%arg171) : (i64) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<i64>, tensor<f32>) -> tensor<f32>
    %82 = "tensor.empty"() : () -> tensor<f32>
    %83 = "linalg.generic"(%81, %82) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      %273 = "math.powf"(%7, %arg169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%273) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %84 = "tensor.empty"() : () -> tensor<f32>
    %85 = "linalg.generic"(%83, %84) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32):
      %272 = "arith.subf"(%6, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %86 = "tensor.empty"() : () -> tensor<f32>
    %87 = "linalg.generic"(%85, %86) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %271 = "math.sqrt"(%arg165) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %88 = "tensor.empty"() : () -> tensor<f32>
    %89 = "linalg.generic"(%arg6, %87, %88) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %270 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%270) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %90 = "tensor.empty"() : () -> tensor<f32>
    %91 = "linalg.generic"(%81, %90) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32):
      %269 = "math.powf"(%5, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%269) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %92 = "tensor.empty"() : () -> tensor<f32>
    %93 = "linalg.generic"(%91, %92) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg158: f32, %arg159: f32):
      %268 = "arith.subf"(%6, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%268) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %94 = "tensor.empty"() : () -> tensor<f32>
    %95 = "linalg.generic"(%89, %93, %94) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %267 = "arith.divf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%267) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %96 = "tensor.empty"() : () -> tensor<16x32xf32>
    %97 = "linalg.generic"(%95, %96) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (tensor<f32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %98 = "tensor.empty"() : () -> tensor<16x32xf32>
    %99 = "linalg.generic"(%77, %97, %98) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %266 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%266) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %100 = "tensor.empty"() : () -> tensor<16x32xf32>
    %101 = "linalg.generic"(%71, %100) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      %265 = "arith.mulf"(%arg148, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%265) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %102 = "tensor.empty"() : () -> tensor<16x32xf32>
    %103 = "linalg.generic"(%101, %arg9, %102) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
      %264 = "arith.subf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%264) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %104 = "tensor.empty"() : () -> tensor<16x32xf32>
    %105 = "linalg.generic"(%103, %104) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %263 = "arith.mulf"(%arg143, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%263) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %106 = "tensor.empty"() : () -> tensor<16x32xf32>
    %107 = "linalg.generic"(%arg9, %105, %106) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %262 = "arith.addf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%262) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %108 = "tensor.empty"() : () -> tensor<16x32xf32>
    %109 = "linalg.generic"(%107, %108) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32):
      %261 = "math.sqrt"(%arg138) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%261) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %110 = "tensor.empty"() : () -> tensor<16x32xf32>
    %111 = "linalg.generic"(%109, %110) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: f32, %arg137: f32):
      %260 = "arith.addf"(%arg136, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%260) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %112 = "tensor.empty"() : () -> tensor<16x32xf32>
    %113 = "linalg.generic"(%99, %111, %112) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32, %arg135: f32):
      %259 = "arith.divf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%259) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %114 = "tensor.empty"() : () -> tensor<16x32xf32>
    %115 = "linalg.generic"(%arg2, %113, %114) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32, %arg132: f32):
      %258 = "arith.subf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%258) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %116 = "mhlo.copy"(%115) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %117 = "tensor.empty"() : () -> tensor<32xf32>
    %118 = "linalg.fill"(%2, %117) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %119 = "linalg.generic"(%66, %118) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32):
      %257 = "arith.addf"(%arg127, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%257) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %120 = "tensor.empty"() : () -> tensor<32xf32>
    %121 = "linalg.generic"(%119, %arg10, %120) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
      %256 = "arith.subf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%256) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %122 = "tensor.empty"() : () -> tensor<32xf32>
    %123 = "linalg.generic"(%121, %122) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32):
      %255 = "arith.mulf"(%arg121, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%255) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %124 = "tensor.empty"() : () -> tensor<32xf32>
    %125 = "linalg.generic"(%arg10, %123, %124) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
      %254 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%254) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %126 = "tensor.empty"() : () -> tensor<32xf32>
    %127 = "linalg.generic"(%95, %126) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      "linalg.yield"(%arg116) : (f32) -> ()
    }) : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
    %128 = "tensor.empty"() : () -> tensor<32xf32>
    %129 = "linalg.generic"(%125, %127, %128) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
      %253 = "arith.mulf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%253) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %130 = "tensor.empty"() : () -> tensor<32xf32>
    %131 = "linalg.generic"(%119, %130) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32):
      %252 = "arith.mulf"(%arg111, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%252) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %132 = "tensor.empty"() : () -> tensor<32xf32>
    %133 = "linalg.generic"(%131, %arg11, %132) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %251 = "arith.subf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%251) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %134 = "tensor.empty"() : () -> tensor<32xf32>
    %135 = "linalg.generic"(%133, %134) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      %250 = "arith.mulf"(%arg106, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%250) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %136 = "tensor.empty"() : () -> tensor<32xf32>
    %137 = "linalg.generic"(%arg11, %135, %136) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
      %249 = "arith.addf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%249) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %138 = "tensor.empty"() : () -> tensor<32xf32>
    %139 = "linalg.generic"(%137, %138) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32):
      %248 = "math.sqrt"(%arg101) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%248) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %140 = "tensor.empty"() : () -> tensor<32xf32>
    %141 = "linalg.generic"(%139, %140) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32):
      %247 = "arith.addf"(%arg99, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%247) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %142 = "tensor.empty"() : () -> tensor<32xf32>
    %143 = "linalg.generic"(%129, %141, %142) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %246 = "arith.divf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%246) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %144 = "tensor.empty"() : () -> tensor<32xf32>
    %145 = "linalg.generic"(%arg3, %143, %144) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %245 = "arith.subf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%245) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %146 = "mhlo.copy"(%145) : (tensor<32xf32>) -> tensor<32xf32>
    %147 = "tensor.empty"() : () -> tensor<32x16xf32>
    %148 = "linalg.generic"(%22, %147) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      "linalg.yield"(%arg91) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %149 = "tensor.empty"() : () -> tensor<32x8xf32>
    %150 = "linalg.fill"(%13, %149) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (f32, tensor<32x8xf32>) -> tensor<32x8xf32>
    %151 = "linalg.matmul"(%148, %59, %150) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
      %243 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %244 = "arith.addf"(%arg88, %243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%244) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %152 = "tensor.empty"() : () -> tensor<32x8xf32>
    %153 = "linalg.generic"(%151, %arg12, %152) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %242 = "arith.subf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%242) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %154 = "tensor.empty"() : () -> tensor<32x8xf32>
    %155 = "linalg.generic"(%153, %154) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      %241 = "arith.mulf"(%arg81, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%241) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %156 = "tensor.empty"() : () -> tensor<32x8xf32>
    %157 = "linalg.generic"(%arg12, %155, %156) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %240 = "arith.addf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%240) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %158 = "tensor.empty"() : () -> tensor<32x8xf32>
    %159 = "linalg.generic"(%95, %158) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (tensor<f32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %160 = "tensor.empty"() : () -> tensor<32x8xf32>
    %161 = "linalg.generic"(%157, %159, %160) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %239 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%239) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %162 = "tensor.empty"() : () -> tensor<32x8xf32>
    %163 = "linalg.generic"(%151, %162) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      %238 = "arith.mulf"(%arg71, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%238) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %164 = "tensor.empty"() : () -> tensor<32x8xf32>
    %165 = "linalg.generic"(%163, %arg13, %164) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %237 = "arith.subf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%237) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %166 = "tensor.empty"() : () -> tensor<32x8xf32>
    %167 = "linalg.generic"(%165, %166) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      %236 = "arith.mulf"(%arg66, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%236) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %168 = "tensor.empty"() : () -> tensor<32x8xf32>
    %169 = "linalg.generic"(%arg13, %167, %168) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %235 = "arith.addf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%235) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %170 = "tensor.empty"() : () -> tensor<32x8xf32>
    %171 = "linalg.generic"(%169, %170) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      %234 = "math.sqrt"(%arg61) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%234) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %172 = "tensor.empty"() : () -> tensor<32x8xf32>
    %173 = "linalg.generic"(%171, %172) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      %233 = "arith.addf"(%arg59, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%233) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %174 = "tensor.empty"() : () -> tensor<32x8xf32>
    %175 = "linalg.generic"(%161, %173, %174) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %232 = "arith.divf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%232) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %176 = "tensor.empty"() : () -> tensor<32x8xf32>
    %177 = "linalg.generic"(%arg4, %175, %176) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %231 = "arith.subf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%231) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %178 = "mhlo.copy"(%177) : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %179 = "tensor.empty"() : () -> tensor<8xf32>
    %180 = "linalg.fill"(%2, %179) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %181 = "linalg.generic"(%59, %180) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      %230 = "arith.addf"(%arg50, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%230) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %182 = "tensor.empty"() : () -> tensor<8xf32>
    %183 = "linalg.generic"(%181, %arg14, %182) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %229 = "arith.subf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%229) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %184 = "tensor.empty"() : () -> tensor<8xf32>
    %185 = "linalg.generic"(%183, %184) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      %228 = "arith.mulf"(%arg44, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%228) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %186 = "tensor.empty"() : () -> tensor<8xf32>
    %187 = "linalg.generic"(%arg14, %185, %186) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %227 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%227) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %188 = "tensor.empty"() : () -> tensor<8xf32>
    %189 = "linalg.generic"(%95, %188) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %190 = "tensor.empty"() : () -> tensor<8xf32>
    %191 = "linalg.generic"(%187, %189, %190) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %226 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%226) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %192 = "tensor.empty"() : () -> tensor<8xf32>
    %193 = "linalg.generic"(%181, %192) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %225 = "arith.mulf"(%arg34, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%225) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %194 = "tensor.empty"() : () -> tensor<8xf32>
    %195 = "linalg.generic"(%193, %arg15, %194) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %224 = "arith.subf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%224) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %196 = "tensor.empty"() : () -> tensor<8xf32>
    %197 = "linalg.generic"(%195, %196) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %223 = "arith.mulf"(%arg29, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%223) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %198 = "tensor.empty"() : () -> tensor<8xf32>
    %199 = "linalg.generic"(%arg15, %197, %198) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %222 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%222) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %200 = "tensor.empty"() : () -> tensor<8xf32>
    %201 = "linalg.generic"(%199, %200) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      %221 = "math.sqrt"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%221) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %202 = "tensor.empty"() : () -> tensor<8xf32>
    %203 = "linalg.generic"(%201, %202) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %220 = "arith.addf"(%arg22, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%220) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %204 = "tensor.empty"() : () -> tensor<8xf32>
    %205 = "linalg.generic"(%191, %203, %204) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %219 = "arith.divf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%219) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %206 = "tensor.empty"() : () -> tensor<8xf32>
    %207 = "linalg.generic"(%arg5, %205, %206) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %218 = "arith.subf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%218) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %208 = "mhlo.copy"(%207) : (tensor<8xf32>) -> tensor<8xf32>
    %209 = "mhlo.copy"(%79) : (tensor<i64>) -> tensor<i64>
    %210 = "mhlo.copy"(%77) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %211 = "mhlo.copy"(%107) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %212 = "mhlo.copy"(%125) : (tensor<32xf32>) -> tensor<32xf32>
    %213 = "mhlo.copy"(%137) : (tensor<32xf32>) -> tensor<32xf32>
    %214 = "mhlo.copy"(%157) : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %215 = "mhlo.copy"(%169) : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %216 = "mhlo.copy"(%187) : (tensor<8xf32>) -> tensor<8xf32>
    %217 = "mhlo.copy"(%199) : (tensor<8xf32>) -> tensor<8xf32>
    "util.return"(%51, %116, %146, %178, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217) : (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()