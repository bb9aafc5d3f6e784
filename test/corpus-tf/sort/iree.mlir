"builtin.module"() <{sym_name = "f"}> ({
  "util.func"() <{function_type = (tensor<8x40xf32>) -> (tensor<8x40xf32>, tensor<8x40xi32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x40xf32>):
    %0 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "tensor.empty"() : () -> tensor<8x40xf32>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      %28 = "arith.negf"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%28) : (f32) -> ()
    }) : (tensor<8x40xf32>, tensor<8x40xf32>) -> tensor<8x40xf32>
    %4 = "tensor.empty"() : () -> tensor<8x40xi32>
    %5 = "linalg.generic"(%4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg7: i32):
      %26 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %27 = "arith.index_cast"(%26) : (index) -> i32
      "linalg.yield"(%27) : (i32) -> ()
    }) : (tensor<8x40xi32>) -> tensor<8x40xi32>
    %6:2 = "iree_linalg_ext.sort"(%3, %5) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i32, %arg6: i32):
      %17 = "arith.bitcast"(%arg3) : (f32) -> i32
      %18 = "arith.cmpi"(%17, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %19 = "arith.subi"(%0, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %20 = "arith.select"(%18, %19, %17) : (i1, i32, i32) -> i32
      %21 = "arith.bitcast"(%arg4) : (f32) -> i32
      %22 = "arith.cmpi"(%21, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %23 = "arith.subi"(%0, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %24 = "arith.select"(%22, %23, %21) : (i1, i32, i32) -> i32
      %25 = "arith.cmpi"(%20, %24) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "iree_linalg_ext.yield"(%25) : (i1) -> ()
    }) : (tensor<8x40xf32>, tensor<8x40xi32>) -> (tensor<8x40xf32>, tensor<8x40xi32>)
    %7 = "iree_linalg_ext.sort"(%arg0) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %8 = "arith.bitcast"(%arg1) : (f32) -> i32
      %9 = "arith.cmpi"(%8, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %10 = "arith.subi"(%0, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "arith.select"(%9, %10, %8) : (i1, i32, i32) -> i32
      %12 = "arith.bitcast"(%arg2) : (f32) -> i32
      %13 = "arith.cmpi"(%12, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %14 = "arith.subi"(%0, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.select"(%13, %14, %12) : (i1, i32, i32) -> i32
      %16 = "arith.cmpi"(%11, %15) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "iree_linalg_ext.yield"(%16) : (i1) -> ()
    }) : (tensor<8x40xf32>) -> tensor<8x40xf32>
    "util.return"(%7, %6#1) : (tensor<8x40xf32>, tensor<8x40xi32>) -> ()
  }) : () -> ()
}) : () -> ()