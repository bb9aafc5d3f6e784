"builtin.module"() <{sym_name = "jit_f"}> ({
  "util.func"() <{function_type = (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>, tensor<8x16xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x8xf32>, %arg9: tensor<8xf32>):
    %7 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %9 = "util.call"(%arg8) <{callee = @dtc.constraint.0}> : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %10 = "tensor.empty"() : () -> tensor<8x8xf32>
    %11 = "linalg.fill"(%8, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
    %12 = "linalg.matmul"(%arg7, %9, %11) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %32 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %33 = "arith.addf"(%arg27, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %13 = "tensor.empty"() : () -> tensor<8x8xf32>
    %14 = "linalg.generic"(%arg9, %13) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %15 = "tensor.empty"() : () -> tensor<8x8xf32>
    %16 = "linalg.generic"(%12, %14, %15) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %31 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %17 = "tensor.empty"() : () -> tensor<8x8xf32>
    %18 = "linalg.generic"(%16, %17) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      %30 = "math.tanh"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %19 = "util.call"(%18) <{callee = @dtc.constraint.1}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %20 = "tensor.empty"() : () -> tensor<8x8xf32>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      %29 = "arith.mulf"(%arg16, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%29) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %22 = "tensor.empty"() : () -> tensor<8xf32>
    %23 = "linalg.fill"(%8, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      "linalg.yield"(%arg14) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %24 = "linalg.generic"(%19, %23) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      %28 = "arith.addf"(%arg13, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%28) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %25 = "tensor.empty"() : () -> tensor<8x16xf32>
    %26 = "linalg.generic"(%9, %25) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %27 = "util.call"(%19, %26) <{callee = @dtc.shard_map_call.0}> : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "util.return"(%24, %21, %27) : (tensor<8xf32>, tensor<8x8xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>, sym_name = "dtc.shard_map.0"}> ({
  ^bb0(%arg0: tensor<8x4xf32>, %arg1: tensor<4x16xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "tensor.empty"() : () -> tensor<8x16xf32>
    %2 = "linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = "linalg.matmul"(%arg0, %arg1, %2) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %5 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addf"(%arg4, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) : (tensor<8x4xf32>, tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "util.call"(%3) <{callee = @dtc.collective.0}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "util.return"(%4) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "dtc.shard_map_call.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "dtc.collective.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<16x8xf32>) -> tensor<16x8xf32>, sym_name = "dtc.constraint.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "dtc.constraint.1", sym_visibility = "private"}> ({
  }) : () -> ()
}) {dtc.jax = {collectives = [{axes = ["y"], combiner = "sum", kind = "all_reduce"}], constraints = ["[x, y]", "[x, y]"], entry_args = ["[x, unsharded]", "[unsharded, y]", "[unsharded]"], entry_results = ["[y]", "[unsharded, x]", "[unsharded, unsharded]"], mesh = [["x", 2], ["y", 2]], shard_maps = [{args = ["[unsharded, y]", "[y, unsharded]"], results = ["[unsharded, unsharded]"]}]}} : () -> ()