"builtin.module"() <{sym_name = "step"}> ({
  "util.func"() <{arg_attrs = [{}, {}, {dtensor.variable = "lm/embed/embeddings"}, {dtensor.variable = "lm/proj/kernel"}, {dtensor.variable = "lm/proj/bias"}, {dtensor.variable = "sgd/learning_rate"}, {dtensor.variable = "sgd/iteration"}], function_type = (tensor<8x12xi32>, tensor<8x12xi32>, tensor<64x16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<f32>, tensor<i64>) -> (tensor<f32>, tensor<64x16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<i64>), res_attrs = [{}, {dtensor.assign = "lm/embed/embeddings"}, {dtensor.assign = "lm/proj/kernel"}, {dtensor.assign = "lm/proj/bias"}, {dtensor.assign = "sgd/iteration"}], sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x12xi32>, %arg1: tensor<8x12xi32>, %arg2: tensor<64x16xf32>, %arg3: tensor<16x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<f32>, %arg6: tensor<i64>):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.010416667 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 9.600000e+01 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 63 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 64 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %15 = "tensor.empty"() : () -> tensor<8x12xf32>
    %16 = "linalg.generic"(%arg1, %15) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: i32, %arg150: f32):
      %197 = "arith.sitofp"(%arg149) : (i32) -> f32
      "linalg.yield"(%197) : (f32) -> ()
    }) : (tensor<8x12xi32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    %17 = "tensor.empty"() : () -> tensor<8x12xi64>
    %18 = "linalg.generic"(%16, %17) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: i64):
      %196 = "arith.fptosi"(%arg147) : (f32) -> i64
      "linalg.yield"(%196) : (i64) -> ()
    }) : (tensor<8x12xf32>, tensor<8x12xi64>) -> tensor<8x12xi64>
    %19 = "tensor.collapse_shape"(%18) <{reassociation = [[0, 1]]}> : (tensor<8x12xi64>) -> tensor<96xi64>
    %20 = "tensor.empty"() : () -> tensor<96x64xi64>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: i64, %arg146: i64):
      "linalg.yield"(%arg145) : (i64) -> ()
    }) : (tensor<96xi64>, tensor<96x64xi64>) -> tensor<96x64xi64>
    %22 = "tensor.empty"() : () -> tensor<96x64xi64>
    %23 = "linalg.generic"(%22) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg144: i64):
      %194 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %195 = "arith.index_cast"(%194) : (index) -> i64
      "linalg.yield"(%195) : (i64) -> ()
    }) : (tensor<96x64xi64>) -> tensor<96x64xi64>
    %24 = "tensor.empty"() : () -> tensor<96x64xi1>
    %25 = "linalg.generic"(%21, %23, %24) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: i64, %arg142: i64, %arg143: i1):
      %193 = "arith.cmpi"(%arg141, %arg142) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%193) : (i1) -> ()
    }) : (tensor<96x64xi64>, tensor<96x64xi64>, tensor<96x64xi1>) -> tensor<96x64xi1>
    %26 = "tensor.empty"() : () -> tensor<96x64xf32>
    %27 = "linalg.generic"(%25, %26) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: i1, %arg140: f32):
      %192 = "arith.select"(%arg139, %14, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<96x64xi1>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %28 = "tensor.empty"() : () -> tensor<96xi1>
    %29 = "linalg.generic"(%19, %28) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: i64, %arg138: i1):
      %191 = "arith.cmpi"(%arg137, %12) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%191) : (i1) -> ()
    }) : (tensor<96xi64>, tensor<96xi1>) -> tensor<96xi1>
    %30 = "tensor.empty"() : () -> tensor<96xi1>
    %31 = "linalg.generic"(%19, %30) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: i64, %arg136: i1):
      %190 = "arith.cmpi"(%arg135, %11) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%190) : (i1) -> ()
    }) : (tensor<96xi64>, tensor<96xi1>) -> tensor<96xi1>
    %32 = "tensor.empty"() : () -> tensor<96xi1>
    %33 = "linalg.generic"(%29, %31, %32) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: i1, %arg133: i1, %arg134: i1):
      %189 = "arith.andi"(%arg132, %arg133) : (i1, i1) -> i1
      "linalg.yield"(%189) : (i1) -> ()
    }) : (tensor<96xi1>, tensor<96xi1>, tensor<96xi1>) -> tensor<96xi1>
    %34 = "tensor.empty"() : () -> tensor<96xf32>
    %35 = "linalg.generic"(%33, %34) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: i1, %arg131: f32):
      %188 = "arith.select"(%arg130, %13, %10) : (i1, f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<96xi1>, tensor<96xf32>) -> tensor<96xf32>
    %36 = "tensor.empty"() : () -> tensor<96x64xf32>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %38 = "tensor.empty"() : () -> tensor<96x64xf32>
    %39 = "linalg.generic"(%27, %37, %38) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %187 = "arith.addf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %40 = "tensor.empty"() : () -> tensor<96x64xf32>
    %41 = "linalg.generic"(%39, %40) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32):
      %186 = "arith.negf"(%arg123) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %42 = "tensor.empty"() : () -> tensor<96x64xi1>
    %43 = "linalg.generic"(%39, %42) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: i1):
      %185 = "arith.cmpf"(%arg121, %13) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%185) : (i1) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xi1>) -> tensor<96x64xi1>
    %44 = "tensor.empty"() : () -> tensor<8x12xi1>
    %45 = "linalg.generic"(%arg0, %44) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: i32, %arg120: i1):
      %184 = "arith.cmpi"(%arg119, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%184) : (i1) -> ()
    }) : (tensor<8x12xi32>, tensor<8x12xi1>) -> tensor<8x12xi1>
    %46 = "tensor.empty"() : () -> tensor<8x12xi32>
    %47 = "linalg.generic"(%arg0, %46) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: i32, %arg118: i32):
      %183 = "arith.addi"(%arg117, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%183) : (i32) -> ()
    }) : (tensor<8x12xi32>, tensor<8x12xi32>) -> tensor<8x12xi32>
    %48 = "tensor.empty"() : () -> tensor<8x12xi32>
    %49 = "linalg.generic"(%45, %47, %arg0, %48) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg113: i1, %arg114: i32, %arg115: i32, %arg116: i32):
      %182 = "arith.select"(%arg113, %arg114, %arg115) : (i1, i32, i32) -> i32
      "linalg.yield"(%182) : (i32) -> ()
    }) : (tensor<8x12xi1>, tensor<8x12xi32>, tensor<8x12xi32>, tensor<8x12xi32>) -> tensor<8x12xi32>
    %50 = "tensor.empty"() : () -> tensor<8x12x16xf32>
    %51 = "linalg.generic"(%50) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg112: f32):
      %174 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %175 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %176 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %177 = "tensor.extract"(%49, %174, %175) : (tensor<8x12xi32>, index, index) -> i32
      %178 = "arith.index_cast"(%177) : (i32) -> index
      %179 = "arith.maxsi"(%178, %7) : (index, index) -> index
      %180 = "arith.minsi"(%179, %6) : (index, index) -> index
      %181 = "tensor.extract"(%arg2, %180, %176) : (tensor<64x16xf32>, index, index) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<8x12x16xf32>) -> tensor<8x12x16xf32>
    %52 = "tensor.collapse_shape"(%51) <{reassociation = [[0, 1], [2]]}> : (tensor<8x12x16xf32>) -> tensor<96x16xf32>
    %53 = "tensor.empty"() : () -> tensor<96x64xf32>
    %54 = "linalg.fill"(%13, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (f32, tensor<96x64xf32>) -> tensor<96x64xf32>
    %55 = "linalg.matmul"(%52, %arg3, %54) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32, %arg109: f32):
      %172 = "arith.mulf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %173 = "arith.addf"(%arg109, %172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<96x16xf32>, tensor<16x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %56 = "tensor.expand_shape"(%55) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 12, 64>}> : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %57 = "tensor.empty"() : () -> tensor<8x12x64xf32>
    %58 = "linalg.generic"(%arg4, %57) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<8x12x64xf32>) -> tensor<8x12x64xf32>
    %59 = "tensor.empty"() : () -> tensor<8x12x64xf32>
    %60 = "linalg.generic"(%56, %58, %59) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %171 = "arith.addf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<8x12x64xf32>, tensor<8x12x64xf32>, tensor<8x12x64xf32>) -> tensor<8x12x64xf32>
    %61 = "tensor.collapse_shape"(%60) <{reassociation = [[0, 1], [2]]}> : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %62 = "tensor.empty"() : () -> tensor<96xf32>
    %63 = "linalg.fill"(%5, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      "linalg.yield"(%arg100) : (f32) -> ()
    }) : (f32, tensor<96xf32>) -> tensor<96xf32>
    %64 = "linalg.generic"(%61, %63) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %170 = "arith.maximumf"(%arg99, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96xf32>) -> tensor<96xf32>
    %65 = "tensor.empty"() : () -> tensor<96x64xf32>
    %66 = "linalg.generic"(%64, %65) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      "linalg.yield"(%arg96) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %67 = "tensor.empty"() : () -> tensor<96x64xf32>
    %68 = "linalg.generic"(%61, %66, %67) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %169 = "arith.subf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %69 = "tensor.empty"() : () -> tensor<96x64xf32>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      %168 = "math.exp"(%arg91) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %71 = "tensor.empty"() : () -> tensor<96xf32>
    %72 = "linalg.fill"(%13, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (f32, tensor<96xf32>) -> tensor<96xf32>
    %73 = "linalg.generic"(%70, %72) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      %167 = "arith.addf"(%arg88, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96xf32>) -> tensor<96xf32>
    %74 = "tensor.empty"() : () -> tensor<96xf32>
    %75 = "linalg.generic"(%73, %74) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      %166 = "math.log"(%arg85) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %76 = "tensor.empty"() : () -> tensor<96x64xf32>
    %77 = "linalg.generic"(%75, %76) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %78 = "tensor.empty"() : () -> tensor<96x64xf32>
    %79 = "linalg.generic"(%68, %77, %78) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %165 = "arith.subf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %80 = "tensor.empty"() : () -> tensor<96x64xf32>
    %81 = "linalg.generic"(%43, %79, %80) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: i1, %arg78: f32, %arg79: f32):
      %164 = "arith.select"(%arg77, %13, %arg78) : (i1, f32, f32) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<96x64xi1>, tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %82 = "tensor.empty"() : () -> tensor<96x64xf32>
    %83 = "linalg.generic"(%41, %81, %82) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %163 = "arith.mulf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %84 = "tensor.empty"() : () -> tensor<96xf32>
    %85 = "linalg.fill"(%13, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      "linalg.yield"(%arg72) : (f32) -> ()
    }) : (f32, tensor<96xf32>) -> tensor<96xf32>
    %86 = "linalg.generic"(%83, %85) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      %162 = "arith.addf"(%arg71, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96xf32>) -> tensor<96xf32>
    %87 = "tensor.expand_shape"(%86) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 12>}> : (tensor<96xf32>) -> tensor<8x12xf32>
    %88 = "tensor.empty"() : () -> tensor<f32>
    %89 = "linalg.fill"(%13, %88) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      "linalg.yield"(%arg68) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %90 = "linalg.generic"(%87, %89) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      %161 = "arith.addf"(%arg67, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<8x12xf32>, tensor<f32>) -> tensor<f32>
    %91 = "tensor.empty"() : () -> tensor<i1>
    %92 = "linalg.generic"(%91) <{indexing_maps = [affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg65: i1):
      "linalg.yield"(%0) : (i1) -> ()
    }) : (tensor<i1>) -> tensor<i1>
    %93 = "tensor.empty"() : () -> tensor<f32>
    %94 = "linalg.generic"(%90, %93) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      %160 = "arith.divf"(%arg63, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %95 = "tensor.empty"() : () -> tensor<f32>
    %96 = "linalg.generic"(%92, %94, %95) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: i1, %arg61: f32, %arg62: f32):
      %159 = "arith.select"(%arg60, %13, %arg61) : (i1, f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %97 = "tensor.collapse_shape"(%49) <{reassociation = [[0, 1]]}> : (tensor<8x12xi32>) -> tensor<96xi32>
    %98 = "tensor.empty"() : () -> tensor<96x64xf32>
    %99 = "linalg.generic"(%73, %98) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      "linalg.yield"(%arg58) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %100 = "tensor.empty"() : () -> tensor<96x64xf32>
    %101 = "linalg.generic"(%70, %99, %100) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %158 = "arith.divf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %102 = "tensor.empty"() : () -> tensor<96x64xf32>
    %103 = "linalg.generic"(%101, %39, %102) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %157 = "arith.subf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%157) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %104 = "tensor.empty"() : () -> tensor<96x64xf32>
    %105 = "linalg.generic"(%103, %104) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %156 = "arith.mulf"(%arg50, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<96x64xf32>) -> tensor<96x64xf32>
    %106 = "tensor.expand_shape"(%105) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 12, 64>}> : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %107 = "tensor.empty"() : () -> tensor<64x16xf32>
    %108 = "linalg.generic"(%arg3, %107) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %109 = "tensor.empty"() : () -> tensor<96x16xf32>
    %110 = "linalg.fill"(%13, %109) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<96x16xf32>) -> tensor<96x16xf32>
    %111 = "linalg.matmul"(%105, %108, %110) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %154 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %155 = "arith.addf"(%arg45, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%155) : (f32) -> ()
    }) : (tensor<96x64xf32>, tensor<64x16xf32>, tensor<96x16xf32>) -> tensor<96x16xf32>
    %112 = "tensor.empty"() : () -> tensor<96x16xf32>
    %113 = "linalg.generic"(%arg5, %112) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<f32>, tensor<96x16xf32>) -> tensor<96x16xf32>
    %114 = "tensor.empty"() : () -> tensor<96x16xf32>
    %115 = "linalg.generic"(%111, %113, %114) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %153 = "arith.mulf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<96x16xf32>, tensor<96x16xf32>, tensor<96x16xf32>) -> tensor<96x16xf32>
    %116 = "tensor.expand_shape"(%97) <{reassociation = [[0, 1]], static_output_shape = array<i64: 96, 1>}> : (tensor<96xi32>) -> tensor<96x1xi32>
    %117 = "iree_linalg_ext.scatter"(%115, %116, %arg2) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      %152 = "arith.subf"(%arg37, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%152) : (f32) -> ()
    }) : (tensor<96x16xf32>, tensor<96x1xi32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %118 = "mhlo.copy"(%117) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %119 = "tensor.empty"() : () -> tensor<16x96xf32>
    %120 = "linalg.generic"(%52, %119) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (tensor<96x16xf32>, tensor<16x96xf32>) -> tensor<16x96xf32>
    %121 = "tensor.empty"() : () -> tensor<16x64xf32>
    %122 = "linalg.fill"(%13, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %123 = "linalg.matmul"(%120, %105, %122) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %150 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %151 = "arith.addf"(%arg31, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<16x96xf32>, tensor<96x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %124 = "tensor.empty"() : () -> tensor<16x64xf32>
    %125 = "linalg.generic"(%arg5, %124) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (tensor<f32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %126 = "tensor.empty"() : () -> tensor<16x64xf32>
    %127 = "linalg.generic"(%123, %125, %126) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %149 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %128 = "tensor.empty"() : () -> tensor<16x64xf32>
    %129 = "linalg.generic"(%arg3, %127, %128) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %148 = "arith.subf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %130 = "mhlo.copy"(%129) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = "tensor.empty"() : () -> tensor<64xf32>
    %132 = "linalg.fill"(%2, %131) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (f32, tensor<64xf32>) -> tensor<64xf32>
    %133 = "linalg.generic"(%106, %132) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      %147 = "arith.addf"(%arg18, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%147) : (f32) -> ()
    }) : (tensor<8x12x64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %134 = "tensor.empty"() : () -> tensor<64xf32>
    %135 = "linalg.generic"(%arg5, %134) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (tensor<f32>, tensor<64xf32>) -> tensor<64xf32>
    %136 = "tensor.empty"() : () -> tensor<64xf32>
    %137 = "linalg.generic"(%133, %135, %136) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %146 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %138 = "tensor.empty"() : () -> tensor<64xf32>
    %139 = "linalg.generic"(%arg4, %137, %138) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %145 = "arith.subf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%145) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %140 = "mhlo.copy"(%139) : (tensor<64xf32>) -> tensor<64xf32>
    %141 = "tensor.empty"() : () -> tensor<i64>
    %142 = "linalg.generic"(%arg6, %141) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: i64, %arg8: i64):
      %144 = "arith.addi"(%arg7, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%144) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %143 = "mhlo.copy"(%142) : (tensor<i64>) -> tensor<i64>
    "util.return"(%96, %118, %130, %140, %143) : (tensor<f32>, tensor<64x16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<i64>) -> ()
  }) : () -> ()
}) : () -> ()