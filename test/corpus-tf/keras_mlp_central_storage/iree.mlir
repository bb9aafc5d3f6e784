"builtin.module"() <{sym_name = "step"}> ({
  "util.func"() <{function_type = (tensor<4x16xf32>, tensor<4xi32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<f32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "dtc.shard_map.0"}> ({
  ^bb0(%arg16: tensor<4x16xf32>, %arg17: tensor<4xi32>, %arg18: tensor<16x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x4xf32>, %arg21: tensor<4xf32>, %arg22: tensor<f32>, %arg23: tensor<i64>, %arg24: tensor<16x32xf32>, %arg25: tensor<16x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x4xf32>, %arg29: tensor<32x4xf32>, %arg30: tensor<4xf32>, %arg31: tensor<4xf32>):
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e-07 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 1.000000e-03 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0.899999976 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 9.990000e-01 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %15 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %18 = "tensor.empty"() : () -> tensor<4xf32>
    %19 = "linalg.generic"(%arg17, %18) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg322: i32, %arg323: f32):
      %373 = "arith.sitofp"(%arg322) : (i32) -> f32
      "linalg.yield"(%373) : (f32) -> ()
    }) : (tensor<4xi32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "tensor.empty"() : () -> tensor<4xi64>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg320: f32, %arg321: i64):
      %372 = "arith.fptosi"(%arg320) : (f32) -> i64
      "linalg.yield"(%372) : (i64) -> ()
    }) : (tensor<4xf32>, tensor<4xi64>) -> tensor<4xi64>
    %22 = "tensor.empty"() : () -> tensor<4x4xi64>
    %23 = "linalg.generic"(%21, %22) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg318: i64, %arg319: i64):
      "linalg.yield"(%arg318) : (i64) -> ()
    }) : (tensor<4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %24 = "tensor.empty"() : () -> tensor<4x4xi64>
    %25 = "linalg.generic"(%24) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg317: i64):
      %370 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %371 = "arith.index_cast"(%370) : (index) -> i64
      "linalg.yield"(%371) : (i64) -> ()
    }) : (tensor<4x4xi64>) -> tensor<4x4xi64>
    %26 = "tensor.empty"() : () -> tensor<4x4xi1>
    %27 = "linalg.generic"(%23, %25, %26) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg314: i64, %arg315: i64, %arg316: i1):
      %369 = "arith.cmpi"(%arg314, %arg315) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%369) : (i1) -> ()
    }) : (tensor<4x4xi64>, tensor<4x4xi64>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %28 = "tensor.empty"() : () -> tensor<4x4xf32>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg312: i1, %arg313: f32):
      %368 = "arith.select"(%arg312, %17, %16) : (i1, f32, f32) -> f32
      "linalg.yield"(%368) : (f32) -> ()
    }) : (tensor<4x4xi1>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %30 = "tensor.empty"() : () -> tensor<4xi1>
    %31 = "linalg.generic"(%21, %30) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg310: i64, %arg311: i1):
      %367 = "arith.cmpi"(%arg310, %15) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%367) : (i1) -> ()
    }) : (tensor<4xi64>, tensor<4xi1>) -> tensor<4xi1>
    %32 = "tensor.empty"() : () -> tensor<4xi1>
    %33 = "linalg.generic"(%21, %32) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg308: i64, %arg309: i1):
      %366 = "arith.cmpi"(%arg308, %14) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%366) : (i1) -> ()
    }) : (tensor<4xi64>, tensor<4xi1>) -> tensor<4xi1>
    %34 = "tensor.empty"() : () -> tensor<4xi1>
    %35 = "linalg.generic"(%31, %33, %34) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg305: i1, %arg306: i1, %arg307: i1):
      %365 = "arith.andi"(%arg305, %arg306) : (i1, i1) -> i1
      "linalg.yield"(%365) : (i1) -> ()
    }) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %36 = "tensor.empty"() : () -> tensor<4xf32>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg303: i1, %arg304: f32):
      %364 = "arith.select"(%arg303, %16, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%364) : (f32) -> ()
    }) : (tensor<4xi1>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "tensor.empty"() : () -> tensor<4x4xf32>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32):
      "linalg.yield"(%arg301) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %40 = "tensor.empty"() : () -> tensor<4x4xf32>
    %41 = "linalg.generic"(%29, %39, %40) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %363 = "arith.addf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%363) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %42 = "tensor.empty"() : () -> tensor<4x4xf32>
    %43 = "linalg.generic"(%41, %42) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg296: f32, %arg297: f32):
      %362 = "arith.negf"(%arg296) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%362) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %44 = "tensor.empty"() : () -> tensor<4x4xi1>
    %45 = "linalg.generic"(%41, %44) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg294: f32, %arg295: i1):
      %361 = "arith.cmpf"(%arg294, %16) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%361) : (i1) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %46 = "tensor.empty"() : () -> tensor<4x32xf32>
    %47 = "linalg.fill"(%16, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg292: f32, %arg293: f32):
      "linalg.yield"(%arg292) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %48 = "linalg.matmul"(%arg16, %arg18, %47) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg289: f32, %arg290: f32, %arg291: f32):
      %359 = "arith.mulf"(%arg289, %arg290) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %360 = "arith.addf"(%arg291, %359) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%360) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %49 = "tensor.empty"() : () -> tensor<4x32xf32>
    %50 = "linalg.generic"(%arg19, %49) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg287: f32, %arg288: f32):
      "linalg.yield"(%arg287) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %51 = "tensor.empty"() : () -> tensor<4x32xf32>
    %52 = "linalg.generic"(%48, %50, %51) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg284: f32, %arg285: f32, %arg286: f32):
      %358 = "arith.addf"(%arg284, %arg285) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%358) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %53 = "tensor.empty"() : () -> tensor<4x32xf32>
    %54 = "linalg.generic"(%52, %53) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32):
      %357 = "arith.maximumf"(%arg282, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%357) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %55 = "tensor.empty"() : () -> tensor<4x4xf32>
    %56 = "linalg.fill"(%16, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg280: f32, %arg281: f32):
      "linalg.yield"(%arg280) : (f32) -> ()
    }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
    %57 = "linalg.matmul"(%54, %arg20, %56) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32, %arg279: f32):
      %355 = "arith.mulf"(%arg277, %arg278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %356 = "arith.addf"(%arg279, %355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%356) : (f32) -> ()
    }) {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %58 = "tensor.empty"() : () -> tensor<4x4xf32>
    %59 = "linalg.generic"(%arg21, %58) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32):
      "linalg.yield"(%arg275) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %60 = "tensor.empty"() : () -> tensor<4x4xf32>
    %61 = "linalg.generic"(%57, %59, %60) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32, %arg274: f32):
      %354 = "arith.addf"(%arg272, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%354) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %62 = "tensor.empty"() : () -> tensor<4xf32>
    %63 = "linalg.fill"(%12, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32):
      "linalg.yield"(%arg270) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %64 = "linalg.generic"(%61, %63) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg268: f32, %arg269: f32):
      %353 = "arith.maximumf"(%arg269, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%353) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "tensor.empty"() : () -> tensor<4x4xf32>
    %66 = "linalg.generic"(%64, %65) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg266: f32, %arg267: f32):
      "linalg.yield"(%arg266) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %67 = "tensor.empty"() : () -> tensor<4x4xf32>
    %68 = "linalg.generic"(%61, %66, %67) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg263: f32, %arg264: f32, %arg265: f32):
      %352 = "arith.subf"(%arg263, %arg264) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%352) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %69 = "tensor.empty"() : () -> tensor<4x4xf32>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg261: f32, %arg262: f32):
      %351 = "math.exp"(%arg261) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%351) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %71 = "tensor.empty"() : () -> tensor<4xf32>
    %72 = "linalg.fill"(%16, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg259: f32, %arg260: f32):
      "linalg.yield"(%arg259) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %73 = "linalg.generic"(%70, %72) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg257: f32, %arg258: f32):
      %350 = "arith.addf"(%arg258, %arg257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%350) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "tensor.empty"() : () -> tensor<4xf32>
    %75 = "linalg.generic"(%73, %74) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg255: f32, %arg256: f32):
      %349 = "math.log"(%arg255) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%349) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "tensor.empty"() : () -> tensor<4x4xf32>
    %77 = "linalg.generic"(%75, %76) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f32, %arg254: f32):
      "linalg.yield"(%arg253) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %78 = "tensor.empty"() : () -> tensor<4x4xf32>
    %79 = "linalg.generic"(%68, %77, %78) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f32, %arg251: f32, %arg252: f32):
      %348 = "arith.subf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%348) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %80 = "tensor.empty"() : () -> tensor<4x4xf32>
    %81 = "linalg.generic"(%45, %79, %80) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg247: i1, %arg248: f32, %arg249: f32):
      %347 = "arith.select"(%arg247, %16, %arg248) : (i1, f32, f32) -> f32
      "linalg.yield"(%347) : (f32) -> ()
    }) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %82 = "tensor.empty"() : () -> tensor<4x4xf32>
    %83 = "linalg.generic"(%43, %81, %82) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32, %arg246: f32):
      %346 = "arith.mulf"(%arg244, %arg245) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%346) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %84 = "tensor.empty"() : () -> tensor<4xf32>
    %85 = "linalg.fill"(%16, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32):
      "linalg.yield"(%arg242) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %86 = "linalg.generic"(%83, %85) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg240: f32, %arg241: f32):
      %345 = "arith.addf"(%arg241, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%345) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %87 = "tensor.empty"() : () -> tensor<f32>
    %88 = "linalg.fill"(%16, %87) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg238: f32, %arg239: f32):
      "linalg.yield"(%arg238) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %89 = "linalg.generic"(%86, %88) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32):
      %344 = "arith.addf"(%arg237, %arg236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%344) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %90 = "tensor.empty"() : () -> tensor<i1>
    %91 = "linalg.generic"(%90) <{indexing_maps = [affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg235: i1):
      "linalg.yield"(%1) : (i1) -> ()
    }) : (tensor<i1>) -> tensor<i1>
    %92 = "tensor.empty"() : () -> tensor<f32>
    %93 = "linalg.generic"(%89, %92) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32):
      %343 = "arith.divf"(%arg233, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%343) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %94 = "tensor.empty"() : () -> tensor<f32>
    %95 = "linalg.generic"(%91, %93, %94) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg230: i1, %arg231: f32, %arg232: f32):
      %342 = "arith.select"(%arg230, %16, %arg231) : (i1, f32, f32) -> f32
      "linalg.yield"(%342) : (f32) -> ()
    }) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %96 = "tensor.empty"() : () -> tensor<f32>
    %97 = "linalg.generic"(%95, %96) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32):
      %341 = "arith.mulf"(%arg228, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%341) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %98 = "tensor.empty"() : () -> tensor<4x32xi1>
    %99 = "linalg.generic"(%54, %98) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg226: f32, %arg227: i1):
      %340 = "arith.cmpf"(%arg226, %16) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%340) : (i1) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xi1>) -> tensor<4x32xi1>
    %100 = "tensor.empty"() : () -> tensor<4x4xf32>
    %101 = "linalg.generic"(%73, %100) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f32, %arg225: f32):
      "linalg.yield"(%arg224) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %102 = "tensor.empty"() : () -> tensor<4x4xf32>
    %103 = "linalg.generic"(%70, %101, %102) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32, %arg223: f32):
      %339 = "arith.divf"(%arg221, %arg222) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%339) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %104 = "tensor.empty"() : () -> tensor<4x4xf32>
    %105 = "linalg.generic"(%103, %41, %104) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg218: f32, %arg219: f32, %arg220: f32):
      %338 = "arith.subf"(%arg218, %arg219) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%338) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %106 = "tensor.empty"() : () -> tensor<4x4xf32>
    %107 = "linalg.generic"(%105, %106) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32):
      %337 = "arith.mulf"(%arg216, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%337) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %108 = "tensor.empty"() : () -> tensor<4x32xf32>
    %109 = "linalg.generic"(%arg20, %108) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32):
      "linalg.yield"(%arg214) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %110 = "tensor.empty"() : () -> tensor<4x32xf32>
    %111 = "linalg.fill"(%16, %110) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg212: f32, %arg213: f32):
      "linalg.yield"(%arg212) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %112 = "linalg.matmul"(%107, %109, %111) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32, %arg211: f32):
      %335 = "arith.mulf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %336 = "arith.addf"(%arg211, %335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%336) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %113 = "tensor.empty"() : () -> tensor<4x32xf32>
    %114 = "linalg.generic"(%99, %112, %113) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: i1, %arg207: f32, %arg208: f32):
      %334 = "arith.select"(%arg206, %arg207, %16) : (i1, f32, f32) -> f32
      "linalg.yield"(%334) : (f32) -> ()
    }) : (tensor<4x32xi1>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %115 = "tensor.empty"() : () -> tensor<16x4xf32>
    %116 = "linalg.generic"(%arg16, %115) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %117 = "tensor.empty"() : () -> tensor<16x32xf32>
    %118 = "linalg.fill"(%16, %117) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      "linalg.yield"(%arg202) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %119 = "linalg.matmul"(%116, %114, %118) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %332 = "arith.mulf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %333 = "arith.addf"(%arg201, %332) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%333) : (f32) -> ()
    }) : (tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %120 = "util.call"(%119) <{callee = @dtc.collective.0}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %121 = "tensor.empty"() : () -> tensor<16x32xf32>
    %122 = "linalg.generic"(%120, %arg24, %121) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32, %arg198: f32):
      %331 = "arith.subf"(%arg196, %arg197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%331) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %123 = "tensor.empty"() : () -> tensor<16x32xf32>
    %124 = "linalg.generic"(%122, %123) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32):
      %330 = "arith.mulf"(%arg194, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%330) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %125 = "tensor.empty"() : () -> tensor<16x32xf32>
    %126 = "linalg.generic"(%arg24, %124, %125) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32, %arg193: f32):
      %329 = "arith.addf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%329) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %127 = "tensor.empty"() : () -> tensor<i64>
    %128 = "linalg.generic"(%arg23, %127) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: i64, %arg190: i64):
      %328 = "arith.addi"(%arg189, %7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%328) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %129 = "tensor.empty"() : () -> tensor<f32>
    %130 = "linalg.generic"(%128, %129) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: i64, %arg188: f32):
      %327 = "arith.sitofp"(%arg187) : (i64) -> f32
      "linalg.yield"(%327) : (f32) -> ()
    }) : (tensor<i64>, tensor<f32>) -> tensor<f32>
    %131 = "tensor.empty"() : () -> tensor<f32>
    %132 = "linalg.generic"(%130, %131) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      %326 = "math.powf"(%6, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%326) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %133 = "tensor.empty"() : () -> tensor<f32>
    %134 = "linalg.generic"(%132, %133) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %325 = "arith.subf"(%17, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%325) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %135 = "tensor.empty"() : () -> tensor<f32>
    %136 = "linalg.generic"(%134, %135) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32):
      %324 = "math.sqrt"(%arg181) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%324) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %137 = "tensor.empty"() : () -> tensor<f32>
    %138 = "linalg.generic"(%arg22, %136, %137) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32, %arg180: f32):
      %323 = "arith.mulf"(%arg178, %arg179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%323) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %139 = "tensor.empty"() : () -> tensor<f32>
    %140 = "linalg.generic"(%130, %139) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      %322 = "math.powf"(%5, %arg176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%322) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %141 = "tensor.empty"() : () -> tensor<f32>
    %142 = "linalg.generic"(%140, %141) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      %321 = "arith.subf"(%17, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%321) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %143 = "tensor.empty"() : () -> tensor<f32>
    %144 = "linalg.generic"(%138, %142, %143) <{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32, %arg173: f32):
      %320 = "arith.divf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%320) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %145 = "tensor.empty"() : () -> tensor<16x32xf32>
    %146 = "linalg.generic"(%144, %145) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      "linalg.yield"(%arg169) : (f32) -> ()
    }) : (tensor<f32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %147 = "tensor.empty"() : () -> tensor<16x32xf32>
    %148 = "linalg.generic"(%126, %146, %147) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %319 = "arith.mulf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%319) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %149 = "tensor.empty"() : () -> tensor<16x32xf32>
    %150 = "linalg.generic"(%120, %149) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32):
      %318 = "arith.mulf"(%arg164, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%318) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %151 = "tensor.empty"() : () -> tensor<16x32xf32>
    %152 = "linalg.generic"(%150, %arg25, %151) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
      %317 = "arith.subf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%317) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %153 = "tensor.empty"() : () -> tensor<16x32xf32>
    %154 = "linalg.generic"(%152, %153) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      %316 = "arith.mulf"(%arg159, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%316) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %155 = "tensor.empty"() : () -> tensor<16x32xf32>
    %156 = "linalg.generic"(%arg25, %154, %155) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32, %arg158: f32):
      %315 = "arith.addf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%315) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %157 = "tensor.empty"() : () -> tensor<16x32xf32>
    %158 = "linalg.generic"(%156, %157) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32):
      %314 = "math.sqrt"(%arg154) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%314) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %159 = "tensor.empty"() : () -> tensor<16x32xf32>
    %160 = "linalg.generic"(%158, %159) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg152: f32, %arg153: f32):
      %313 = "arith.addf"(%arg152, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%313) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %161 = "tensor.empty"() : () -> tensor<16x32xf32>
    %162 = "linalg.generic"(%148, %160, %161) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
      %312 = "arith.divf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%312) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %163 = "tensor.empty"() : () -> tensor<16x32xf32>
    %164 = "linalg.generic"(%arg18, %162, %163) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f32, %arg148: f32):
      %311 = "arith.subf"(%arg146, %arg147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%311) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %165 = "mhlo.copy"(%164) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %166 = "tensor.empty"() : () -> tensor<32xf32>
    %167 = "linalg.fill"(%2, %166) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32):
      "linalg.yield"(%arg144) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %168 = "linalg.generic"(%114, %167) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32):
      %310 = "arith.addf"(%arg143, %arg142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%310) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %169 = "util.call"(%168) <{callee = @dtc.collective.1}> : (tensor<32xf32>) -> tensor<32xf32>
    %170 = "tensor.empty"() : () -> tensor<32xf32>
    %171 = "linalg.generic"(%169, %arg26, %170) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32, %arg141: f32):
      %309 = "arith.subf"(%arg139, %arg140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%309) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %172 = "tensor.empty"() : () -> tensor<32xf32>
    %173 = "linalg.generic"(%171, %172) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      %308 = "arith.mulf"(%arg137, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%308) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %174 = "tensor.empty"() : () -> tensor<32xf32>
    %175 = "linalg.generic"(%arg26, %173, %174) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %307 = "arith.addf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%307) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %176 = "tensor.empty"() : () -> tensor<32xf32>
    %177 = "linalg.generic"(%144, %176) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32):
      "linalg.yield"(%arg132) : (f32) -> ()
    }) : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
    %178 = "tensor.empty"() : () -> tensor<32xf32>
    %179 = "linalg.generic"(%175, %177, %178) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
      %306 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%306) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %180 = "tensor.empty"() : () -> tensor<32xf32>
    %181 = "linalg.generic"(%169, %180) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32):
      %305 = "arith.mulf"(%arg127, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%305) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %182 = "tensor.empty"() : () -> tensor<32xf32>
    %183 = "linalg.generic"(%181, %arg27, %182) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %304 = "arith.subf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%304) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %184 = "tensor.empty"() : () -> tensor<32xf32>
    %185 = "linalg.generic"(%183, %184) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      %303 = "arith.mulf"(%arg122, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%303) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %186 = "tensor.empty"() : () -> tensor<32xf32>
    %187 = "linalg.generic"(%arg27, %185, %186) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %302 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%302) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %188 = "tensor.empty"() : () -> tensor<32xf32>
    %189 = "linalg.generic"(%187, %188) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      %301 = "math.sqrt"(%arg117) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%301) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %190 = "tensor.empty"() : () -> tensor<32xf32>
    %191 = "linalg.generic"(%189, %190) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32):
      %300 = "arith.addf"(%arg115, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%300) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %192 = "tensor.empty"() : () -> tensor<32xf32>
    %193 = "linalg.generic"(%179, %191, %192) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32, %arg114: f32):
      %299 = "arith.divf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%299) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %194 = "tensor.empty"() : () -> tensor<32xf32>
    %195 = "linalg.generic"(%arg19, %193, %194) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %298 = "arith.subf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%298) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %196 = "mhlo.copy"(%195) : (tensor<32xf32>) -> tensor<32xf32>
    %197 = "tensor.empty"() : () -> tensor<32x4xf32>
    %198 = "linalg.generic"(%54, %197) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      "linalg.yield"(%arg107) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %199 = "tensor.empty"() : () -> tensor<32x4xf32>
    %200 = "linalg.fill"(%16, %199) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (f32, tensor<32x4xf32>) -> tensor<32x4xf32>
    %201 = "linalg.matmul"(%198, %107, %200) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %296 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %297 = "arith.addf"(%arg104, %296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%297) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %202 = "util.call"(%201) <{callee = @dtc.collective.2}> : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %203 = "tensor.empty"() : () -> tensor<32x4xf32>
    %204 = "linalg.generic"(%202, %arg28, %203) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %295 = "arith.subf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%295) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %205 = "tensor.empty"() : () -> tensor<32x4xf32>
    %206 = "linalg.generic"(%204, %205) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      %294 = "arith.mulf"(%arg97, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%294) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %207 = "tensor.empty"() : () -> tensor<32x4xf32>
    %208 = "linalg.generic"(%arg28, %206, %207) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32, %arg96: f32):
      %293 = "arith.addf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%293) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %209 = "tensor.empty"() : () -> tensor<32x4xf32>
    %210 = "linalg.generic"(%144, %209) <{indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (tensor<f32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %211 = "tensor.empty"() : () -> tensor<32x4xf32>
    %212 = "linalg.generic"(%208, %210, %211) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
      %292 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%292) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %213 = "tensor.empty"() : () -> tensor<32x4xf32>
    %214 = "linalg.generic"(%202, %213) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      %291 = "arith.mulf"(%arg87, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%291) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %215 = "tensor.empty"() : () -> tensor<32x4xf32>
    %216 = "linalg.generic"(%214, %arg29, %215) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %290 = "arith.subf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%290) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %217 = "tensor.empty"() : () -> tensor<32x4xf32>
    %218 = "linalg.generic"(%216, %217) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32):
      %289 = "arith.mulf"(%arg82, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%289) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %219 = "tensor.empty"() : () -> tensor<32x4xf32>
    %220 = "linalg.generic"(%arg29, %218, %219) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
      %288 = "arith.addf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%288) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %221 = "tensor.empty"() : () -> tensor<32x4xf32>
    %222 = "linalg.generic"(%220, %221) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32):
      %287 = "math.sqrt"(%arg77) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%287) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %223 = "tensor.empty"() : () -> tensor<32x4xf32>
    %224 = "linalg.generic"(%222, %223) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32):
      %286 = "arith.addf"(%arg75, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%286) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %225 = "tensor.empty"() : () -> tensor<32x4xf32>
    %226 = "linalg.generic"(%212, %224, %225) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32, %arg74: f32):
      %285 = "arith.divf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%285) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %227 = "tensor.empty"() : () -> tensor<32x4xf32>
    %228 = "linalg.generic"(%arg20, %226, %227) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %284 = "arith.subf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%284) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %229 = "mhlo.copy"(%228) : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %230 = "tensor.empty"() : () -> tensor<4xf32>
    %231 = "linalg.fill"(%2, %230) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      "linalg.yield"(%arg67) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %232 = "linalg.generic"(%107, %231) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      %283 = "arith.addf"(%arg66, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%283) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %233 = "util.call"(%232) <{callee = @dtc.collective.3}> : (tensor<4xf32>) -> tensor<4xf32>
    %234 = "tensor.empty"() : () -> tensor<4xf32>
    %235 = "linalg.generic"(%233, %arg30, %234) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
      %282 = "arith.subf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%282) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %236 = "tensor.empty"() : () -> tensor<4xf32>
    %237 = "linalg.generic"(%235, %236) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      %281 = "arith.mulf"(%arg60, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%281) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %238 = "tensor.empty"() : () -> tensor<4xf32>
    %239 = "linalg.generic"(%arg30, %237, %238) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %280 = "arith.addf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %240 = "tensor.empty"() : () -> tensor<4xf32>
    %241 = "linalg.generic"(%144, %240) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    %242 = "tensor.empty"() : () -> tensor<4xf32>
    %243 = "linalg.generic"(%239, %241, %242) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %279 = "arith.mulf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%279) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %244 = "tensor.empty"() : () -> tensor<4xf32>
    %245 = "linalg.generic"(%233, %244) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %278 = "arith.mulf"(%arg50, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%278) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %246 = "tensor.empty"() : () -> tensor<4xf32>
    %247 = "linalg.generic"(%245, %arg31, %246) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %277 = "arith.subf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %248 = "tensor.empty"() : () -> tensor<4xf32>
    %249 = "linalg.generic"(%247, %248) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      %276 = "arith.mulf"(%arg45, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%276) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %250 = "tensor.empty"() : () -> tensor<4xf32>
    %251 = "linalg.generic"(%arg31, %249, %250) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %275 = "arith.addf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%275) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %252 = "tensor.empty"() : () -> tensor<4xf32>
    %253 = "linalg.generic"(%251, %252) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      %274 = "math.sqrt"(%arg40) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %254 = "tensor.empty"() : () -> tensor<4xf32>
    %255 = "linalg.generic"(%253, %254) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      %273 = "arith.addf"(%arg38, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%273) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %256 = "tensor.empty"() : () -> tensor<4xf32>
    %257 = "linalg.generic"(%243, %255, %256) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %272 = "arith.divf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %258 = "tensor.empty"() : () -> tensor<4xf32>
    %259 = "linalg.generic"(%arg21, %257, %258) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
      %271 = "arith.subf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %260 = "mhlo.copy"(%259) : (tensor<4xf32>) -> tensor<4xf32>
    %261 = "mhlo.copy"(%128) : (tensor<i64>) -> tensor<i64>
    %262 = "mhlo.copy"(%126) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %263 = "mhlo.copy"(%156) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %264 = "mhlo.copy"(%175) : (tensor<32xf32>) -> tensor<32xf32>
    %265 = "mhlo.copy"(%187) : (tensor<32xf32>) -> tensor<32xf32>
    %266 = "mhlo.copy"(%208) : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %267 = "mhlo.copy"(%220) : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %268 = "mhlo.copy"(%239) : (tensor<4xf32>) -> tensor<4xf32>
    %269 = "mhlo.copy"(%251) : (tensor<4xf32>) -> tensor<4xf32>
    %270 = "tensor.expand_shape"(%97) <{reassociation = [], static_output_shape = array<i64: 1>}> : (tensor<f32>) -> tensor<1xf32>
    "util.return"(%270, %165, %196, %229, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269) : (tensor<1xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x16xf32>, tensor<8xi32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<f32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "dtc.shard_map_call.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{arg_attrs = [{}, {}, {dtensor.variable = "mlp/hidden/kernel"}, {dtensor.variable = "mlp/hidden/bias"}, {dtensor.variable = "mlp/logits/kernel"}, {dtensor.variable = "mlp/logits/bias"}, {dtensor.variable = "adam/learning_rate"}, {dtensor.variable = "adam/iteration"}, {dtensor.variable = "adam/mlp_hidden_kernel_momentum"}, {dtensor.variable = "adam/mlp_hidden_kernel_velocity"}, {dtensor.variable = "adam/mlp_hidden_bias_momentum"}, {dtensor.variable = "adam/mlp_hidden_bias_velocity"}, {dtensor.variable = "adam/mlp_logits_kernel_momentum"}, {dtensor.variable = "adam/mlp_logits_kernel_velocity"}, {dtensor.variable = "adam/mlp_logits_bias_momentum"}, {dtensor.variable = "adam/mlp_logits_bias_velocity"}], function_type = (tensor<8x16xf32>, tensor<8xi32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<f32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>), res_attrs = [{}, {dtensor.assign = "mlp/hidden/kernel"}, {dtensor.assign = "mlp/hidden/bias"}, {dtensor.assign = "mlp/logits/kernel"}, {dtensor.assign = "mlp/logits/bias"}, {dtensor.assign = "adam/iteration"}, {dtensor.assign = "adam/mlp_hidden_kernel_momentum"}, {dtensor.assign = "adam/mlp_hidden_kernel_velocity"}, {dtensor.assign = "adam/mlp_hidden_bias_momentum"}, {dtensor.assign = "adam/mlp_hidden_bias_velocity"}, {dtensor.assign = "adam/mlp_logits_kernel_momentum"}, {dtensor.assign = "adam/mlp_logits_kernel_velocity"}, {dtensor.assign = "adam/mlp_logits_bias_momentum"}, {dtensor.assign = "adam/mlp_logits_bias_velocity"}], sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<8xi32>, %arg2: tensor<16x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<f32>, %arg7: tensor<i64>, %arg8: tensor<16x32xf32>, %arg9: tensor<16x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x4xf32>, %arg13: tensor<32x4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<4xf32>):
    %0:14 = "util.call"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15) <{callee = @dtc.shard_map_call.0}> : (tensor<8x16xf32>, tensor<8xi32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<f32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>)
    "util.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13) : (tensor<2xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<16x32xf32>) -> tensor<16x32xf32>, sym_name = "dtc.collective.0", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<32xf32>) -> tensor<32xf32>, sym_name = "dtc.collective.1", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<32x4xf32>) -> tensor<32x4xf32>, sym_name = "dtc.collective.2", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "dtc.collective.3", sym_visibility = "private"}> ({
  }) : () -> ()
}) {dtc.jax = {collectives = [{axes = ["r"], combiner = "sum", kind = "all_reduce"}, {axes = ["r"], combiner = "sum", kind = "all_reduce"}, {axes = ["r"], combiner = "sum", kind = "all_reduce"}, {axes = ["r"], combiner = "sum", kind = "all_reduce"}], constraints = [], entry_args = ["[r, unsharded]", "[r]", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0"], entry_results = ["[r]", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0", "device = 0"], mesh = [["r", 2]], shard_maps = [{args = ["[r, unsharded]", "[r]", "[unsharded, unsharded]", "[unsharded]", "[unsharded, unsharded]", "[unsharded]", "[]", "[]", "[unsharded, unsharded]", "[unsharded, unsharded]", "[unsharded]", "[unsharded]", "[unsharded, unsharded]", "[unsharded, unsharded]", "[unsharded]", "[unsharded]"], results = ["[r]", "[unsharded, unsharded]", "[unsharded]", "[unsharded, unsharded]", "[unsharded]", "[]", "[unsharded, unsharded]", "[unsharded, unsharded]", "[unsharded]", "[unsharded]", "[unsharded, unsharded]", "[unsharded, unsharded]", "[unsharded]", "[unsharded]"]}]}} : () -> ()