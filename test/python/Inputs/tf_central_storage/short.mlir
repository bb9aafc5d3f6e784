#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1) -> (d1, d0)>
#map7 = affine_map<(d0, d1) -> ()>
module @step {
  dtensor.mesh @mesh <[r = 2], cpu>
  func.func private @dtc.shard_map.0(%arg0: tensor<2x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [r, unsharded]>}, %arg1: tensor<2xi32> {dtensor.layout = #dtensor.layout<@mesh, [r]>}, %arg2: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg3: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg4: tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg5: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg6: tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}, %arg7: tensor<i64> {dtensor.layout = #dtensor.layout<@mesh, []>}, %arg8: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg9: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg10: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg11: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg12: tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg13: tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg14: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg15: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) -> (tensor<1xf32> {dtensor.layout = #dtensor.layout<@mesh, [r]>}, tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<i64> {dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) attributes {dtensor.local_view} {
    %false = arith.constant false
    %cst = arith.constant -0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-07 : f32
    %cst_1 = arith.constant 1.000000e-03 : f32
    %cst_2 = arith.constant 0.899999976 : f32
    %cst_3 = arith.constant 9.990000e-01 : f32
    %c1_i64 = arith.constant 1 : i64
    %cst_4 = arith.constant 1.000000e-01 : f32
    %cst_5 = arith.constant 2.500000e-01 : f32
    %cst_6 = arith.constant 5.000000e-01 : f32
    %cst_7 = arith.constant 2.000000e+00 : f32
    %cst_8 = arith.constant 0xFF800000 : f32
    %cst_9 = arith.constant 0x7FC00000 : f32
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_10 = arith.constant 0.000000e+00 : f32
    %cst_11 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xi32>) outs(%0 : tensor<2xf32>) {
    ^bb0(%in: i32, %out: f32):
      %239 = arith.sitofp %in : i32 to f32
      linalg.yield %239 : f32
    } -> tensor<2xf32>
    %2 = tensor.empty() : tensor<2xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2xf32>) outs(%2 : tensor<2xi64>) {
    ^bb0(%in: f32, %out: i64):
      %239 = arith.fptosi %in : f32 to i64
      linalg.yield %239 : i64
    } -> tensor<2xi64>
    %4 = tensor.empty() : tensor<2x4xi64>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<2xi64>) outs(%4 : tensor<2x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x4xi64>
    %6 = tensor.empty() : tensor<2x4xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<2x4xi64>) {
    ^bb0(%out: i64):
      %239 = linalg.index 1 : index
      %240 = arith.index_cast %239 : index to i64
      linalg.yield %240 : i64
    } -> tensor<2x4xi64>
    %8 = tensor.empty() : tensor<2x4xi1>
    %9 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%5, %7 : tensor<2x4xi64>, tensor<2x4xi64>) outs(%8 : tensor<2x4xi1>) {
    ^bb0(%in: i64, %in_12: i64, %out: i1):
      %239 = arith.cmpi eq, %in, %in_12 : i64
      linalg.yield %239 : i1
    } -> tensor<2x4xi1>
    %10 = tensor.empty() : tensor<2x4xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<2x4xi1>) outs(%10 : tensor<2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %239 = arith.select %in, %cst_11, %cst_10 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %12 = tensor.empty() : tensor<2xi1>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<2xi64>) outs(%12 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %239 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %239 : i1
    } -> tensor<2xi1>
    %14 = tensor.empty() : tensor<2xi1>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<2xi64>) outs(%14 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %239 = arith.cmpi slt, %in, %c4_i64 : i64
      linalg.yield %239 : i1
    } -> tensor<2xi1>
    %16 = tensor.empty() : tensor<2xi1>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%13, %15 : tensor<2xi1>, tensor<2xi1>) outs(%16 : tensor<2xi1>) {
    ^bb0(%in: i1, %in_12: i1, %out: i1):
      %239 = arith.andi %in, %in_12 : i1
      linalg.yield %239 : i1
    } -> tensor<2xi1>
    %18 = tensor.empty() : tensor<2xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%17 : tensor<2xi1>) outs(%18 : tensor<2xf32>) {
    ^bb0(%in: i1, %out: f32):
      %239 = arith.select %in, %cst_10, %cst_9 : f32
      linalg.yield %239 : f32
    } -> tensor<2xf32>
    %20 = tensor.empty() : tensor<2x4xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<2xf32>) outs(%20 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4xf32>
    %22 = tensor.empty() : tensor<2x4xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%11, %21 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%22 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %24 = tensor.empty() : tensor<2x4xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<2x4xf32>) outs(%24 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.negf %in : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %26 = tensor.empty() : tensor<2x4xi1>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<2x4xf32>) outs(%26 : tensor<2x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %239 = arith.cmpf oeq, %in, %cst_10 : f32
      linalg.yield %239 : i1
    } -> tensor<2x4xi1>
    %28 = tensor.empty() : tensor<2x32xf32>
    %29 = linalg.fill ins(%cst_10 : f32) outs(%28 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %30 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%arg0, %arg2 : tensor<2x16xf32>, tensor<16x32xf32>) outs(%29 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %31 = tensor.empty() : tensor<2x32xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%31 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32xf32>
    %33 = tensor.empty() : tensor<2x32xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30, %32 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%33 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x32xf32>
    %35 = tensor.empty() : tensor<2x32xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<2x32xf32>) outs(%35 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.maximumf %in, %cst_10 : f32
      linalg.yield %239 : f32
    } -> tensor<2x32xf32>
    %37 = tensor.empty() : tensor<2x4xf32>
    %38 = linalg.fill ins(%cst_10 : f32) outs(%37 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%36, %arg4 : tensor<2x32xf32>, tensor<32x4xf32>) outs(%38 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %40 = tensor.empty() : tensor<2x4xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<4xf32>) outs(%40 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4xf32>
    %42 = tensor.empty() : tensor<2x4xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %41 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%42 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %44 = tensor.empty() : tensor<2xf32>
    %45 = linalg.fill ins(%cst_8 : f32) outs(%44 : tensor<2xf32>) -> tensor<2xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "reduction"]} ins(%43 : tensor<2x4xf32>) outs(%45 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.maximumf %out, %in : f32
      linalg.yield %239 : f32
    } -> tensor<2xf32>
    %47 = tensor.empty() : tensor<2x4xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<2xf32>) outs(%47 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4xf32>
    %49 = tensor.empty() : tensor<2x4xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43, %48 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%49 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %51 = tensor.empty() : tensor<2x4xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<2x4xf32>) outs(%51 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.exp %in : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %53 = tensor.empty() : tensor<2xf32>
    %54 = linalg.fill ins(%cst_10 : f32) outs(%53 : tensor<2xf32>) -> tensor<2xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "reduction"]} ins(%52 : tensor<2x4xf32>) outs(%54 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %out, %in : f32
      linalg.yield %239 : f32
    } -> tensor<2xf32>
    %56 = tensor.empty() : tensor<2xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%55 : tensor<2xf32>) outs(%56 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.log %in : f32
      linalg.yield %239 : f32
    } -> tensor<2xf32>
    %58 = tensor.empty() : tensor<2x4xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<2xf32>) outs(%58 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4xf32>
    %60 = tensor.empty() : tensor<2x4xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50, %59 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%60 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %62 = tensor.empty() : tensor<2x4xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%27, %61 : tensor<2x4xi1>, tensor<2x4xf32>) outs(%62 : tensor<2x4xf32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %239 = arith.select %in, %cst_10, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %64 = tensor.empty() : tensor<2x4xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%25, %63 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%64 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.mulf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %66 = tensor.empty() : tensor<2xf32>
    %67 = linalg.fill ins(%cst_10 : f32) outs(%66 : tensor<2xf32>) -> tensor<2xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "reduction"]} ins(%65 : tensor<2x4xf32>) outs(%67 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %out, %in : f32
      linalg.yield %239 : f32
    } -> tensor<2xf32>
    %69 = tensor.empty() : tensor<f32>
    %70 = linalg.fill ins(%cst_10 : f32) outs(%69 : tensor<f32>) -> tensor<f32>
    %71 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["reduction"]} ins(%68 : tensor<2xf32>) outs(%70 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %out, %in : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %72 = tensor.empty() : tensor<i1>
    %73 = linalg.generic {indexing_maps = [#map5], iterator_types = []} outs(%72 : tensor<i1>) {
    ^bb0(%out: i1):
      linalg.yield %false : i1
    } -> tensor<i1>
    %74 = tensor.empty() : tensor<f32>
    %75 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%71 : tensor<f32>) outs(%74 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.divf %in, %cst_7 : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %76 = tensor.empty() : tensor<f32>
    %77 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%73, %75 : tensor<i1>, tensor<f32>) outs(%76 : tensor<f32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %239 = arith.select %in, %cst_10, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %78 = tensor.empty() : tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%77 : tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_6 : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %80 = tensor.empty() : tensor<2x32xi1>
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<2x32xf32>) outs(%80 : tensor<2x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %239 = arith.cmpf ogt, %in, %cst_10 : f32
      linalg.yield %239 : i1
    } -> tensor<2x32xi1>
    %82 = tensor.empty() : tensor<2x4xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<2xf32>) outs(%82 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4xf32>
    %84 = tensor.empty() : tensor<2x4xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%52, %83 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%84 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.divf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %86 = tensor.empty() : tensor<2x4xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%85, %23 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%86 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %88 = tensor.empty() : tensor<2x4xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%87 : tensor<2x4xf32>) outs(%88 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_5 : f32
      linalg.yield %239 : f32
    } -> tensor<2x4xf32>
    %90 = tensor.empty() : tensor<4x32xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x4xf32>) outs(%90 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %92 = tensor.empty() : tensor<2x32xf32>
    %93 = linalg.fill ins(%cst_10 : f32) outs(%92 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %94 = linalg.matmul ins(%89, %91 : tensor<2x4xf32>, tensor<4x32xf32>) outs(%93 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %95 = tensor.empty() : tensor<2x32xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%81, %94 : tensor<2x32xi1>, tensor<2x32xf32>) outs(%95 : tensor<2x32xf32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %239 = arith.select %in, %in_12, %cst_10 : f32
      linalg.yield %239 : f32
    } -> tensor<2x32xf32>
    %97 = tensor.empty() : tensor<16x2xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x16xf32>) outs(%97 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %99 = tensor.empty() : tensor<16x32xf32>
    %100 = linalg.fill ins(%cst_10 : f32) outs(%99 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %101 = linalg.matmul ins(%98, %96 : tensor<16x2xf32>, tensor<2x32xf32>) outs(%100 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %102 = dtensor.all_reduce sum %101 on @mesh[r] : tensor<16x32xf32>
    %103 = tensor.empty() : tensor<16x32xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%102, %arg8 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%103 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %105 = tensor.empty() : tensor<16x32xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_4 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %107 = tensor.empty() : tensor<16x32xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8, %106 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%107 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %109 = tensor.empty() : tensor<i64>
    %110 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%arg7 : tensor<i64>) outs(%109 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %239 = arith.addi %in, %c1_i64 : i64
      linalg.yield %239 : i64
    } -> tensor<i64>
    %111 = tensor.empty() : tensor<f32>
    %112 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%110 : tensor<i64>) outs(%111 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %239 = arith.sitofp %in : i64 to f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %113 = tensor.empty() : tensor<f32>
    %114 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%112 : tensor<f32>) outs(%113 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.powf %cst_3, %in : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %115 = tensor.empty() : tensor<f32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%114 : tensor<f32>) outs(%115 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.subf %cst_11, %in : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %117 = tensor.empty() : tensor<f32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%116 : tensor<f32>) outs(%117 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.sqrt %in : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %119 = tensor.empty() : tensor<f32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%arg6, %118 : tensor<f32>, tensor<f32>) outs(%119 : tensor<f32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.mulf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %121 = tensor.empty() : tensor<f32>
    %122 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%112 : tensor<f32>) outs(%121 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.powf %cst_2, %in : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %123 = tensor.empty() : tensor<f32>
    %124 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%122 : tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.subf %cst_11, %in : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %125 = tensor.empty() : tensor<f32>
    %126 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%120, %124 : tensor<f32>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.divf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<f32>
    %127 = tensor.empty() : tensor<16x32xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map2], iterator_types = ["parallel", "parallel"]} ins(%126 : tensor<f32>) outs(%127 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %129 = tensor.empty() : tensor<16x32xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%108, %128 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%129 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.mulf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %131 = tensor.empty() : tensor<16x32xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<16x32xf32>) outs(%131 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %in : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %133 = tensor.empty() : tensor<16x32xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%132, %arg9 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%133 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %135 = tensor.empty() : tensor<16x32xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<16x32xf32>) outs(%135 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_1 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %137 = tensor.empty() : tensor<16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg9, %136 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%137 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %139 = tensor.empty() : tensor<16x32xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<16x32xf32>) outs(%139 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.sqrt %in : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %141 = tensor.empty() : tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<16x32xf32>) outs(%141 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %in, %cst_0 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %143 = tensor.empty() : tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%130, %142 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%143 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.divf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %145 = tensor.empty() : tensor<16x32xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2, %144 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%145 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<16x32xf32>
    %147 = tensor.empty() : tensor<32xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<32xf32>) -> tensor<32xf32>
    %149 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "reduction"]} ins(%96 : tensor<2x32xf32>) outs(%148 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %out, %in : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %150 = dtensor.all_reduce sum %149 on @mesh[r] : tensor<32xf32>
    %151 = tensor.empty() : tensor<32xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%150, %arg10 : tensor<32xf32>, tensor<32xf32>) outs(%151 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %153 = tensor.empty() : tensor<32xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%152 : tensor<32xf32>) outs(%153 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_4 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %155 = tensor.empty() : tensor<32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg10, %154 : tensor<32xf32>, tensor<32xf32>) outs(%155 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %157 = tensor.empty() : tensor<32xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel"]} ins(%126 : tensor<f32>) outs(%157 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %159 = tensor.empty() : tensor<32xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%156, %158 : tensor<32xf32>, tensor<32xf32>) outs(%159 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.mulf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %161 = tensor.empty() : tensor<32xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%150 : tensor<32xf32>) outs(%161 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %in : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %163 = tensor.empty() : tensor<32xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%162, %arg11 : tensor<32xf32>, tensor<32xf32>) outs(%163 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %165 = tensor.empty() : tensor<32xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%164 : tensor<32xf32>) outs(%165 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_1 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %167 = tensor.empty() : tensor<32xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg11, %166 : tensor<32xf32>, tensor<32xf32>) outs(%167 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %169 = tensor.empty() : tensor<32xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%168 : tensor<32xf32>) outs(%169 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.sqrt %in : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %171 = tensor.empty() : tensor<32xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%170 : tensor<32xf32>) outs(%171 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %in, %cst_0 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %173 = tensor.empty() : tensor<32xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%160, %172 : tensor<32xf32>, tensor<32xf32>) outs(%173 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.divf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %175 = tensor.empty() : tensor<32xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %174 : tensor<32xf32>, tensor<32xf32>) outs(%175 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32xf32>
    %177 = tensor.empty() : tensor<32x2xf32>
    %178 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<2x32xf32>) outs(%177 : tensor<32x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2xf32>
    %179 = tensor.empty() : tensor<32x4xf32>
    %180 = linalg.fill ins(%cst_10 : f32) outs(%179 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %181 = linalg.matmul ins(%178, %89 : tensor<32x2xf32>, tensor<2x4xf32>) outs(%180 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %182 = dtensor.all_reduce sum %181 on @mesh[r] : tensor<32x4xf32>
    %183 = tensor.empty() : tensor<32x4xf32>
    %184 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%182, %arg12 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%183 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %185 = tensor.empty() : tensor<32x4xf32>
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<32x4xf32>) outs(%185 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_4 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %187 = tensor.empty() : tensor<32x4xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12, %186 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%187 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %189 = tensor.empty() : tensor<32x4xf32>
    %190 = linalg.generic {indexing_maps = [#map7, #map2], iterator_types = ["parallel", "parallel"]} ins(%126 : tensor<f32>) outs(%189 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4xf32>
    %191 = tensor.empty() : tensor<32x4xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%188, %190 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%191 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.mulf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %193 = tensor.empty() : tensor<32x4xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<32x4xf32>) outs(%193 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %in : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %195 = tensor.empty() : tensor<32x4xf32>
    %196 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%194, %arg13 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%195 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %197 = tensor.empty() : tensor<32x4xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<32x4xf32>) outs(%197 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_1 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %199 = tensor.empty() : tensor<32x4xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13, %198 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%199 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %201 = tensor.empty() : tensor<32x4xf32>
    %202 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<32x4xf32>) outs(%201 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.sqrt %in : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %203 = tensor.empty() : tensor<32x4xf32>
    %204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<32x4xf32>) outs(%203 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %in, %cst_0 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %205 = tensor.empty() : tensor<32x4xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%192, %204 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%205 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.divf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %207 = tensor.empty() : tensor<32x4xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg4, %206 : tensor<32x4xf32>, tensor<32x4xf32>) outs(%207 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<32x4xf32>
    %209 = tensor.empty() : tensor<4xf32>
    %210 = linalg.fill ins(%cst : f32) outs(%209 : tensor<4xf32>) -> tensor<4xf32>
    %211 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "reduction"]} ins(%89 : tensor<2x4xf32>) outs(%210 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %out, %in : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %212 = dtensor.all_reduce sum %211 on @mesh[r] : tensor<4xf32>
    %213 = tensor.empty() : tensor<4xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%212, %arg14 : tensor<4xf32>, tensor<4xf32>) outs(%213 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %215 = tensor.empty() : tensor<4xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%214 : tensor<4xf32>) outs(%215 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_4 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %217 = tensor.empty() : tensor<4xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg14, %216 : tensor<4xf32>, tensor<4xf32>) outs(%217 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %219 = tensor.empty() : tensor<4xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel"]} ins(%126 : tensor<f32>) outs(%219 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %221 = tensor.empty() : tensor<4xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%218, %220 : tensor<4xf32>, tensor<4xf32>) outs(%221 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.mulf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %223 = tensor.empty() : tensor<4xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%212 : tensor<4xf32>) outs(%223 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %in : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %225 = tensor.empty() : tensor<4xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%224, %arg15 : tensor<4xf32>, tensor<4xf32>) outs(%225 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %227 = tensor.empty() : tensor<4xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%226 : tensor<4xf32>) outs(%227 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.mulf %in, %cst_1 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %229 = tensor.empty() : tensor<4xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg15, %228 : tensor<4xf32>, tensor<4xf32>) outs(%229 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.addf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %231 = tensor.empty() : tensor<4xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%230 : tensor<4xf32>) outs(%231 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = math.sqrt %in : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %233 = tensor.empty() : tensor<4xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%232 : tensor<4xf32>) outs(%233 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %239 = arith.addf %in, %cst_0 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %235 = tensor.empty() : tensor<4xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%222, %234 : tensor<4xf32>, tensor<4xf32>) outs(%235 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.divf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %237 = tensor.empty() : tensor<4xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %236 : tensor<4xf32>, tensor<4xf32>) outs(%237 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %239 = arith.subf %in, %in_12 : f32
      linalg.yield %239 : f32
    } -> tensor<4xf32>
    %expanded = tensor.expand_shape %79 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    return %expanded, %146, %176, %208, %238, %110, %108, %138, %156, %168, %188, %200, %218, %230 : tensor<1xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func @main(%arg0: tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [r, unsharded]>}, %arg1: tensor<4xi32> {dtensor.layout = #dtensor.layout<@mesh, [r]>}, %arg2: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "mlp/hidden/kernel"}, %arg3: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "mlp/hidden/bias"}, %arg4: tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "mlp/logits/kernel"}, %arg5: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "mlp/logits/bias"}, %arg6: tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/learning_rate"}, %arg7: tensor<i64> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/iteration"}, %arg8: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_hidden_kernel_momentum"}, %arg9: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_hidden_kernel_velocity"}, %arg10: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_hidden_bias_momentum"}, %arg11: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_hidden_bias_velocity"}, %arg12: tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_logits_kernel_momentum"}, %arg13: tensor<32x4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_logits_kernel_velocity"}, %arg14: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_logits_bias_momentum"}, %arg15: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, device = 0>, dtensor.variable = "adam/mlp_logits_bias_velocity"}) -> (tensor<2xf32> {dtensor.layout = #dtensor.layout<@mesh, [r]>}, tensor<16x32xf32> {dtensor.assign = "mlp/hidden/kernel", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<32xf32> {dtensor.assign = "mlp/hidden/bias", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<32x4xf32> {dtensor.assign = "mlp/logits/kernel", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<4xf32> {dtensor.assign = "mlp/logits/bias", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<i64> {dtensor.assign = "adam/iteration", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<16x32xf32> {dtensor.assign = "adam/mlp_hidden_kernel_momentum", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<16x32xf32> {dtensor.assign = "adam/mlp_hidden_kernel_velocity", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<32xf32> {dtensor.assign = "adam/mlp_hidden_bias_momentum", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<32xf32> {dtensor.assign = "adam/mlp_hidden_bias_velocity", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<32x4xf32> {dtensor.assign = "adam/mlp_logits_kernel_momentum", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<32x4xf32> {dtensor.assign = "adam/mlp_logits_kernel_velocity", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<4xf32> {dtensor.assign = "adam/mlp_logits_bias_momentum", dtensor.layout = #dtensor.layout<@mesh, device = 0>}, tensor<4xf32> {dtensor.assign = "adam/mlp_logits_bias_velocity", dtensor.layout = #dtensor.layout<@mesh, device = 0>}) {
    %0:14 = dtensor.shard_map @dtc.shard_map.0(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15) : (tensor<4x16xf32>, tensor<4xi32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<f32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13 : tensor<2xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
