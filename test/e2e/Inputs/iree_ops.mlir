// IREE's own ops as its input conversion writes them, in the generic form
// the importer has IREE print (this is iree-opt --mlir-print-op-generic of a
// hand-written program): the iree_linalg_ext ops `dtc import` reads, with a
// util.func helper before @main whose scan reuses @main's value names
// (jax-import-lowerings.test, which lists the cases; not a dtc program).
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() <{sym_name = "iree_ops"}> ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "cumsum_rows", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg51: tensor<4x6xf32>):
    %53 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %54 = "tensor.empty"() : () -> tensor<4x6xf32>
    %55:2 = "iree_linalg_ext.scan"(%arg51, %54, %53) <{dimension = 1 : i64, inclusive = true}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %56 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%56) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4xf32>) -> (tensor<4x6xf32>, tensor<4xf32>)
    "util.return"(%55#0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>, tensor<5xf32>, tensor<5x2xi32>, tensor<3x3xf32>, tensor<3x1xi32>, tensor<2x7xi32>, tensor<3x300xi32>, tensor<100x3xf32>, tensor<2x200xi32>, tensor<3x3000xf32>, tensor<700x2xi32>) -> (tensor<4x6xf32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<2x7xi32>, tensor<2x7xf32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<3x300xi32>, tensor<3x300xf32>, tensor<100x3xf32>, tensor<2x200xi32>, tensor<3x20xf32>, tensor<3x20xi32>, tensor<5x2xi32>, tensor<5x2xi32>, tensor<4x6xf32>), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5x2xi32>, %arg3: tensor<3x3xf32>, %arg4: tensor<3x1xi32>, %arg5: tensor<2x7xi32>, %arg6: tensor<3x300xi32>, %arg7: tensor<100x3xf32>, %arg8: tensor<2x200xi32>, %arg9: tensor<3x3000xf32>, %arg10: tensor<700x2xi32>):
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<6xf32>}> : () -> tensor<6xf32>
    %1 = "tensor.empty"() : () -> tensor<4x6xf32>
    %2:2 = "iree_linalg_ext.scan"(%arg0, %1, %0) <{dimension = 0 : i64, inclusive = false}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      %52 = "arith.addf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%52) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>)
    %3 = "iree_linalg_ext.scatter"(%arg1, %arg2, %arg0) <{dimension_map = array<i64: 0, 1>, unique_indices = false}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      %51 = "arith.maximumf"(%arg48, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%51) : (f32) -> ()
    }) : (tensor<5xf32>, tensor<5x2xi32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %4 = "iree_linalg_ext.scatter"(%arg3, %arg4, %arg0) <{dimension_map = array<i64: 1>, unique_indices = true}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "iree_linalg_ext.yield"(%arg45) : (f32) -> ()
    }) : (tensor<3x3xf32>, tensor<3x1xi32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = "tensor.empty"() : () -> tensor<6xf32>
    %6 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<6xf32>
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8:2 = "iree_linalg_ext.scan"(%6, %5, %7) <{dimension = 0 : i64, inclusive = true}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      %50 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%50) : (f32) -> ()
    }) : (tensor<6xf32>, tensor<6xf32>, tensor<f32>) -> (tensor<6xf32>, tensor<f32>)
    %9 = "arith.sitofp"(%arg5) : (tensor<2x7xi32>) -> tensor<2x7xf32>
    %10 = "tensor.empty"() : () -> tensor<2x7xf32>
    %11 = "linalg.generic"(%9, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      %46 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %47 = "arith.index_cast"(%46) : (index) -> i32
      %48 = "arith.sitofp"(%47) : (i32) -> f32
      %49 = "arith.addf"(%arg41, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %12:2 = "iree_linalg_ext.sort"(%arg5, %11) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
    ^bb0(%arg37: i32, %arg38: i32, %arg39: f32, %arg40: f32):
      %45 = "arith.cmpi"(%arg37, %arg38) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "iree_linalg_ext.yield"(%45) : (i1) -> ()
    }) : (tensor<2x7xi32>, tensor<2x7xf32>) -> (tensor<2x7xi32>, tensor<2x7xf32>)
    %13 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %15 = "tensor.empty"() : () -> tensor<4x2xf32>
    %16 = "tensor.empty"() : () -> tensor<4x2xi32>
    %17 = "linalg.fill"(%13, %15) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (f32, tensor<4x2xf32>) -> tensor<4x2xf32>
    %18 = "linalg.fill"(%14, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: i32, %arg34: i32):
      "linalg.yield"(%arg33) : (i32) -> ()
    }) : (i32, tensor<4x2xi32>) -> tensor<4x2xi32>
    %19:2 = "iree_linalg_ext.topk"(%3, %17, %18) <{dimension = 1 : i64}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %44 = "arith.cmpf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "iree_linalg_ext.yield"(%44) : (i1) -> ()
    }) : (tensor<4x6xf32>, tensor<4x2xf32>, tensor<4x2xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %20 = "tensor.empty"() : () -> tensor<3x300xf32>
    %21 = "linalg.generic"(%arg6, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: i32, %arg30: f32):
      %40 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %41 = "arith.index_cast"(%40) : (index) -> i32
      %42 = "arith.addi"(%41, %arg29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %43 = "arith.sitofp"(%42) : (i32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<3x300xi32>, tensor<3x300xf32>) -> tensor<3x300xf32>
    %22:2 = "iree_linalg_ext.sort"(%arg6, %21) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
    ^bb0(%arg25: i32, %arg26: i32, %arg27: f32, %arg28: f32):
      %39 = "arith.cmpi"(%arg25, %arg26) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "iree_linalg_ext.yield"(%39) : (i1) -> ()
    }) : (tensor<3x300xi32>, tensor<3x300xf32>) -> (tensor<3x300xi32>, tensor<3x300xf32>)
    %23 = "iree_linalg_ext.sort"(%arg7) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      %38 = "arith.cmpf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "iree_linalg_ext.yield"(%38) : (i1) -> ()
    }) : (tensor<100x3xf32>) -> tensor<100x3xf32>
    %24 = "iree_linalg_ext.sort"(%arg8) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg21: i32, %arg22: i32):
      %37 = "arith.cmpi"(%arg22, %arg21) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "iree_linalg_ext.yield"(%37) : (i1) -> ()
    }) : (tensor<2x200xi32>) -> tensor<2x200xi32>
    %25 = "tensor.empty"() : () -> tensor<3x20xf32>
    %26 = "tensor.empty"() : () -> tensor<3x20xi32>
    %27 = "linalg.fill"(%13, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (f32, tensor<3x20xf32>) -> tensor<3x20xf32>
    %28 = "linalg.fill"(%14, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: i32, %arg18: i32):
      "linalg.yield"(%arg17) : (i32) -> ()
    }) : (i32, tensor<3x20xi32>) -> tensor<3x20xi32>
    %29:2 = "iree_linalg_ext.topk"(%arg9, %27, %28) <{dimension = 1 : i64}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %36 = "arith.cmpf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "iree_linalg_ext.yield"(%36) : (i1) -> ()
    }) : (tensor<3x3000xf32>, tensor<3x20xf32>, tensor<3x20xi32>) -> (tensor<3x20xf32>, tensor<3x20xi32>)
    %30 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %31 = "tensor.empty"() : () -> tensor<5x2xi32>
    %32 = "linalg.fill"(%30, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: i32, %arg14: i32):
      "linalg.yield"(%arg13) : (i32) -> ()
    }) : (i32, tensor<5x2xi32>) -> tensor<5x2xi32>
    %33:2 = "iree_linalg_ext.topk"(%arg10, %32, %32) <{dimension = 0 : i64}> ({
    ^bb0(%arg11: i32, %arg12: i32):
      %35 = "arith.cmpi"(%arg11, %arg12) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "iree_linalg_ext.yield"(%35) : (i1) -> ()
    }) : (tensor<700x2xi32>, tensor<5x2xi32>, tensor<5x2xi32>) -> (tensor<5x2xi32>, tensor<5x2xi32>)
    %34 = "util.call"(%arg0) <{callee = @cumsum_rows, tied_operands = [-1 : index]}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%2#0, %2#1, %3, %4, %8#0, %12#0, %12#1, %19#0, %19#1, %22#0, %22#1, %23, %24, %29#0, %29#1, %33#0, %33#1, %34) : (tensor<4x6xf32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<2x7xi32>, tensor<2x7xf32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<3x300xi32>, tensor<3x300xf32>, tensor<100x3xf32>, tensor<2x200xi32>, tensor<3x20xf32>, tensor<3x20xi32>, tensor<5x2xi32>, tensor<5x2xi32>, tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()

