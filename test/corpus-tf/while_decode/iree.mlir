"builtin.module"() <{sym_name = "decode"}> ({
  "util.func"() <{function_type = (tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>, tensor<i32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<i1>, sym_name = "while_cond_2140_const_0__.3", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<i32>, %arg49: tensor<i32>, %arg50: tensor<i32>, %arg51: tensor<8x16xf32>, %arg52: tensor<8xi32>, %arg53: tensor<6x8xi32>, %arg54: tensor<i32>, %arg55: tensor<16x16xf32>, %arg56: tensor<32x16xf32>, %arg57: tensor<16x32xf32>):
    %69 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %70 = "tensor.empty"() : () -> tensor<i1>
    %71 = "linalg.generic"(%arg50, %70) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: i32, %arg59: i1):
      %72 = "arith.cmpi"(%arg58, %69) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%72) : (i1) -> ()
    }) : (tensor<i32>, tensor<i1>) -> tensor<i1>
    "util.return"(%71) : (tensor<i1>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x16xf32>, tensor<8xi32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>) -> (tensor<8x16xf32>, tensor<8x6xi32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<8xi32>, %arg2: tensor<16x16xf32>, %arg3: tensor<32x16xf32>, %arg4: tensor<16x32xf32>):
    %0 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 31 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "arith.constant"() <{value = dense<0> : tensor<6x8xi32>}> : () -> tensor<6x8xi32>
    %10:5 = "scf.while"(%8, %8, %arg0, %arg1, %9) ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>, %arg43: tensor<8x16xf32>, %arg44: tensor<8xi32>, %arg45: tensor<6x8xi32>):
      %65 = "tensor.empty"() : () -> tensor<i1>
      %66 = "linalg.generic"(%arg42, %65) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg46: i32, %arg47: i1):
        %68 = "arith.cmpi"(%arg46, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1
        "linalg.yield"(%68) : (i1) -> ()
      }) : (tensor<i32>, tensor<i1>) -> tensor<i1>
      %67 = "tensor.extract"(%66) : (tensor<i1>) -> i1
      "scf.condition"(%67, %arg41, %arg42, %arg43, %arg44, %arg45) : (i1, tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>) -> ()
    }, {
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8xi32>, %arg11: tensor<6x8xi32>):
      %13 = "tensor.empty"() : () -> tensor<i32>
      %14 = "linalg.generic"(%arg7, %13) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg39: i32, %arg40: i32):
        %64 = "arith.addi"(%arg39, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%64) : (i32) -> ()
      }) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %15 = "tensor.empty"() : () -> tensor<i32>
      %16 = "linalg.generic"(%arg8, %15) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg37: i32, %arg38: i32):
        %63 = "arith.addi"(%arg37, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%63) : (i32) -> ()
      }) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %17 = "tensor.empty"() : () -> tensor<8x16xf32>
      %18 = "linalg.fill"(%5, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg35: f32, %arg36: f32):
        "linalg.yield"(%arg35) : (f32) -> ()
      }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
      %19 = "linalg.matmul"(%arg9, %arg2, %18) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
        %61 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %62 = "arith.addf"(%arg34, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%62) : (f32) -> ()
      }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %20 = "tensor.empty"() : () -> tensor<8x16xf32>
      %21 = "linalg.generic"(%20) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
      ^bb0(%arg31: f32):
        %54 = "linalg.index"() <{dim = 0 : i64}> : () -> index
        %55 = "linalg.index"() <{dim = 1 : i64}> : () -> index
        %56 = "tensor.extract"(%arg10, %54) : (tensor<8xi32>, index) -> i32
        %57 = "arith.index_cast"(%56) : (i32) -> index
        %58 = "arith.maxsi"(%57, %4) : (index, index) -> index
        %59 = "arith.minsi"(%58, %3) : (index, index) -> index
        %60 = "tensor.extract"(%arg3, %59, %55) : (tensor<32x16xf32>, index, index) -> f32
        "linalg.yield"(%60) : (f32) -> ()
      }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %22 = "tensor.empty"() : () -> tensor<8x16xf32>
      %23 = "linalg.generic"(%19, %21, %22) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
        %53 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%53) : (f32) -> ()
      }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %24 = "tensor.empty"() : () -> tensor<8x16xf32>
      %25 = "linalg.generic"(%23, %24) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg26: f32, %arg27: f32):
        %52 = "math.tanh"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "linalg.yield"(%52) : (f32) -> ()
      }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      %26 = "tensor.empty"() : () -> tensor<8x32xf32>
      %27 = "linalg.fill"(%5, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg24: f32, %arg25: f32):
        "linalg.yield"(%arg24) : (f32) -> ()
      }) : (f32, tensor<8x32xf32>) -> tensor<8x32xf32>
      %28 = "linalg.matmul"(%25, %arg4, %27) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
        %50 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %51 = "arith.addf"(%arg23, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%51) : (f32) -> ()
      }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %29 = "tensor.empty"() : () -> tensor<8x32xi32>
      %30 = "linalg.generic"(%29) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
      ^bb0(%arg20: i32):
        %48 = "linalg.index"() <{dim = 1 : i64}> : () -> index
        %49 = "arith.index_cast"(%48) : (index) -> i32
        "linalg.yield"(%49) : (i32) -> ()
      }) : (tensor<8x32xi32>) -> tensor<8x32xi32>
      %31 = "tensor.empty"() : () -> tensor<8xf32>
      %32 = "linalg.fill"(%2, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg18: f32, %arg19: f32):
        "linalg.yield"(%arg18) : (f32) -> ()
      }) : (f32, tensor<8xf32>) -> tensor<8xf32>
      %33 = "tensor.empty"() : () -> tensor<8xi32>
      %34 = "linalg.fill"(%1, %33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg16: i32, %arg17: i32):
        "linalg.yield"(%arg16) : (i32) -> ()
      }) : (i32, tensor<8xi32>) -> tensor<8xi32>
      %35:2 = "linalg.generic"(%28, %30, %32, %34) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 2>}> ({
      ^bb0(%arg12: f32, %arg13: i32, %arg14: f32, %arg15: i32):
        %42 = "arith.cmpf"(%arg14, %arg12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
        %43 = "arith.select"(%42, %arg14, %arg12) : (i1, f32, f32) -> f32
        %44 = "arith.cmpf"(%arg14, %arg12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
        %45 = "arith.minsi"(%arg15, %arg13) : (i32, i32) -> i32
        %46 = "arith.select"(%42, %arg15, %arg13) : (i1, i32, i32) -> i32
        %47 = "arith.select"(%44, %45, %46) : (i1, i32, i32) -> i32
        "linalg.yield"(%43, %47) : (f32, i32) -> ()
      }) : (tensor<8x32xf32>, tensor<8x32xi32>, tensor<8xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>)
      %36 = "tensor.expand_shape"(%35#1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 8>}> : (tensor<8xi32>) -> tensor<1x8xi32>
      %37 = "tensor.extract"(%arg8) : (tensor<i32>) -> i32
      %38 = "arith.index_cast"(%37) : (i32) -> index
      %39 = "arith.maxsi"(%38, %4) : (index, index) -> index
      %40 = "arith.minsi"(%39, %0) : (index, index) -> index
      %41 = "tensor.insert_slice"(%36, %arg11, %40) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<6x8xi32>, index) -> tensor<6x8xi32>
      "scf.yield"(%14, %16, %25, %35#1, %41) : (tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>) -> (tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>)
    %11 = "tensor.empty"() : () -> tensor<8x6xi32>
    %12 = "linalg.generic"(%10#4, %11) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      "linalg.yield"(%arg5) : (i32) -> ()
    }) {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[8,6]{0,1}"} : (tensor<6x8xi32>, tensor<8x6xi32>) -> tensor<8x6xi32>
    "util.return"(%10#2, %12) : (tensor<8x16xf32>, tensor<8x6xi32>) -> ()
  }) : () -> ()
}) : () -> ()