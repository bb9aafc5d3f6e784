"builtin.module"() <{sym_name = "jit_shard_map_collectives"}> ({
  "util.func"() <{function_type = (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8xi32>) -> (tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg42: tensor<8x8xf32>, %arg43: tensor<8x4xf32>, %arg44: tensor<8xi32>):
    %61:7 = "util.call"(%arg42, %arg43, %arg44) <{callee = @dtc.shard_map_call.0}> : (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8xi32>) -> (tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>)
    "util.return"(%61#0, %61#1, %61#2, %61#3, %61#4, %61#5, %61#6) : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4xi32>) -> (tensor<4x8xf32>, tensor<4x4xf32>, tensor<2x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>), sym_name = "dtc.shard_map.0"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4xi32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "util.call"() <{callee = @dtc.partition_id}> : () -> tensor<i32>
    %4 = "tensor.empty"() : () -> tensor<i32>
    %5 = "linalg.generic"(%3, %4) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: i32, %arg41: i32):
      %60 = "arith.divui"(%arg40, %2) : (i32, i32) -> i32
      "linalg.yield"(%60) : (i32) -> ()
    }) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "tensor.empty"() : () -> tensor<i32>
    %7 = "linalg.generic"(%5, %6) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: i32, %arg39: i32):
      %59 = "arith.remui"(%arg38, %2) : (i32, i32) -> i32
      "linalg.yield"(%59) : (i32) -> ()
    }) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "util.call"() <{callee = @dtc.partition_id}> : () -> tensor<i32>
    %9 = "tensor.empty"() : () -> tensor<i32>
    %10 = "linalg.generic"(%8, %9) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: i32, %arg37: i32):
      %58 = "arith.remui"(%arg36, %2) : (i32, i32) -> i32
      "linalg.yield"(%58) : (i32) -> ()
    }) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %11 = "util.call"(%arg0) <{callee = @dtc.collective.0}> : (tensor<4x4xf32>) -> tensor<4x8xf32>
    %12 = "tensor.empty"() : () -> tensor<f32>
    %13 = "linalg.generic"(%7, %12) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: i32, %arg35: f32):
      %57 = "arith.sitofp"(%arg34) : (i32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<i32>, tensor<f32>) -> tensor<f32>
    %14 = "tensor.empty"() : () -> tensor<4x8xf32>
    %15 = "linalg.generic"(%13, %14) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %16 = "tensor.empty"() : () -> tensor<4x8xf32>
    %17 = "linalg.generic"(%11, %15, %16) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %56 = "arith.addf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "util.call"(%arg1) <{callee = @dtc.collective.1}> : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %19 = "util.call"(%arg0) <{callee = @dtc.collective.2}> : (tensor<4x4xf32>) -> tensor<2x8xf32>
    %20 = "util.call"(%arg0) <{callee = @dtc.collective.3}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %21 = "util.call"(%arg0) <{callee = @dtc.collective.4}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %22 = "tensor.empty"() : () -> tensor<4x4xf32>
    %23 = "linalg.generic"(%20, %21, %22) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %55 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %24 = "tensor.empty"() : () -> tensor<4xi32>
    %25 = "linalg.generic"(%24) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg25: i32):
      %53 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %54 = "arith.index_cast"(%53) : (index) -> i32
      "linalg.yield"(%54) : (i32) -> ()
    }) : (tensor<4xi32>) -> tensor<4xi32>
    %26 = "tensor.empty"() : () -> tensor<1x4xi32>
    %27 = "linalg.generic"(%25, %26) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: i32, %arg24: i32):
      "linalg.yield"(%arg23) : (i32) -> ()
    }) : (tensor<4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %28 = "tensor.empty"() : () -> tensor<i32>
    %29 = "linalg.generic"(%10, %28) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: i32, %arg22: i32):
      %52 = "arith.muli"(%arg21, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%52) : (i32) -> ()
    }) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %30 = "tensor.empty"() : () -> tensor<1x4xi32>
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: i32, %arg20: i32):
      "linalg.yield"(%arg19) : (i32) -> ()
    }) : (tensor<i32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %32 = "tensor.empty"() : () -> tensor<1x4xi32>
    %33 = "linalg.generic"(%27, %31, %32) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %51 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%51) : (i32) -> ()
    }) : (tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %34 = "tensor.empty"() : () -> tensor<1x4xi32>
    %35 = "linalg.generic"(%7, %34) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i32, %arg15: i32):
      "linalg.yield"(%arg14) : (i32) -> ()
    }) : (tensor<i32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    %36 = "tensor.empty"() : () -> tensor<1x4xi1>
    %37 = "linalg.generic"(%33, %35, %36) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: i32, %arg12: i32, %arg13: i1):
      %50 = "arith.cmpi"(%arg11, %arg12) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%50) : (i1) -> ()
    }) : (tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi1>) -> tensor<1x4xi1>
    %38 = "tensor.empty"() : () -> tensor<4x4xi1>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i1, %arg10: i1):
      "linalg.yield"(%arg9) : (i1) -> ()
    }) : (tensor<1x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %40 = "tensor.empty"() : () -> tensor<4x4xf32>
    %41 = "linalg.generic"(%39, %arg0, %40) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: i1, %arg7: f32, %arg8: f32):
      %49 = "arith.select"(%arg6, %arg7, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %42 = "util.call"(%41) <{callee = @dtc.collective.5}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %43 = "util.call"(%arg2) <{callee = @dtc.collective.6}> : (tensor<4xi32>) -> tensor<4xi32>
    %44 = "util.call"(%arg0) <{callee = @dtc.collective.7}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %45 = "tensor.empty"() : () -> tensor<4x4xf32>
    %46 = "linalg.generic"(%23, %44, %45) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %48 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%48) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %47 = "util.call"(%arg0) <{callee = @dtc.collective.8}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "util.return"(%17, %18, %19, %46, %42, %43, %47) : (tensor<4x8xf32>, tensor<4x4xf32>, tensor<2x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8xi32>) -> (tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>), sym_name = "dtc.shard_map_call.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x8xf32>, sym_name = "dtc.collective.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x4xf32>) -> tensor<4x4xf32>, sym_name = "dtc.collective.1", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<2x8xf32>, sym_name = "dtc.collective.2", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "dtc.collective.3", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "dtc.collective.4", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "dtc.collective.5", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "dtc.collective.6", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "dtc.collective.7", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "dtc.collective.8", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = () -> tensor<i32>, res_attrs = [{iree.abi.encoding = tensor<ui32>}], sym_name = "dtc.partition_id", sym_visibility = "private"}> ({
  }) : () -> ()
}) {dtc.jax = {collectives = [{axes = ["y"], dim = 1 : i64, kind = "all_gather"}, {axes = ["x"], combiner = "sum", dim = 0 : i64, kind = "reduce_scatter"}, {axes = ["y"], concat = 1 : i64, kind = "all_to_all", split = 0 : i64}, {axes = ["x"], kind = "collective_permute", permutation = array<i64: 1, 0>, receives = array<i1: false, true>}, {axes = ["y"], kind = "collective_permute", permutation = array<i64: 1, 0>, receives = array<i1: true, true>}, {axes = ["x", "y"], combiner = "sum", kind = "all_reduce"}, {axes = ["x", "y"], combiner = "sum", kind = "all_reduce"}, {axes = ["x", "y"], combiner = "max", kind = "all_reduce"}, {axes = ["y"], combiner = "min", kind = "all_reduce"}], constraints = [], entry_args = [unit, unit, unit], entry_results = [unit, unit, unit, unit, unit, unit, unit], mesh = [["x", 2], ["y", 2]], shard_maps = [{args = ["[x, y]", "[unsharded, unsharded]", "[x]"], results = ["[x, y]", "[x, y]", "[x, y]", "[x, y]", "[unsharded, unsharded]", "[unsharded]", "[x, unsharded]"]}]}} : () -> ()