"builtin.module"() <{sym_name = "f"}> ({
  "util.func"() <{function_type = (tensor<32x8xf32>, tensor<12xi32>, tensor<16x8xf32>, tensor<10x1xi32>, tensor<10x8xf32>) -> (tensor<12x8xf32>, tensor<16x8xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<32x8xf32>, %arg1: tensor<12xi32>, %arg2: tensor<16x8xf32>, %arg3: tensor<10x1xi32>, %arg4: tensor<10x8xf32>):
    %0 = "arith.constant"() <{value = 31 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "tensor.empty"() : () -> tensor<12x8xf32>
    %3 = "linalg.generic"(%2) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg7: f32):
      %6 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %7 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %8 = "tensor.extract"(%arg1, %6) : (tensor<12xi32>, index) -> i32
      %9 = "arith.index_cast"(%8) : (i32) -> index
      %10 = "arith.maxsi"(%9, %1) : (index, index) -> index
      %11 = "arith.minsi"(%10, %0) : (index, index) -> index
      %12 = "tensor.extract"(%arg0, %11, %7) : (tensor<32x8xf32>, index, index) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<12x8xf32>) -> tensor<12x8xf32>
    %4 = "iree_linalg_ext.scatter"(%arg4, %arg3, %arg2) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %5 = "arith.addf"(%arg6, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%5) : (f32) -> ()
    }) : (tensor<10x8xf32>, tensor<10x1xi32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    "util.return"(%3, %4) : (tensor<12x8xf32>, tensor<16x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()