#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
module @jit_argmax_eval {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}) -> (tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}, tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}) {
    %cst = arith.constant 8.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant 6.250000e-03 : f32
    %cst_1 = arith.constant 0.899999976 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = linalg.fill ins(%cst_3 : f32) outs(%0 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = tensor.empty() : tensor<8xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg2 : tensor<8xi32>) outs(%3 : tensor<8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %76 = arith.cmpi ne, %in, %c0_i32 : i32
      linalg.yield %76 : i1
    } -> tensor<8xi1>
    %5 = tensor.empty() : tensor<8xf32>
    %6 = linalg.fill ins(%cst_2 : f32) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x16xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.maximumf %out, %in : f32
      linalg.yield %76 : f32
    } -> tensor<8xf32>
    %8 = tensor.empty() : tensor<8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8xf32>) outs(%8 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %10 = tensor.empty() : tensor<8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %9 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%10 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %76 = arith.subf %in, %in_4 : f32
      linalg.yield %76 : f32
    } -> tensor<8x16xf32>
    %12 = tensor.empty() : tensor<8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x16xf32>) outs(%12 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = math.exp %in : f32
      linalg.yield %76 : f32
    } -> tensor<8x16xf32>
    %14 = tensor.empty() : tensor<8xf32>
    %15 = linalg.fill ins(%cst_3 : f32) outs(%14 : tensor<8xf32>) -> tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<8x16xf32>) outs(%15 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %out, %in : f32
      linalg.yield %76 : f32
    } -> tensor<8xf32>
    %17 = tensor.empty() : tensor<8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<8xf32>) outs(%17 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = math.log %in : f32
      linalg.yield %76 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %18 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %19 = tensor.empty() : tensor<8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<8x1xf32>) outs(%19 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %21 = tensor.empty() : tensor<8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11, %20 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%21 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %76 = arith.subf %in, %in_4 : f32
      linalg.yield %76 : f32
    } -> tensor<8x16xf32>
    %23 = tensor.empty() : tensor<1x16xi32>
    %24 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%23 : tensor<1x16xi32>) {
    ^bb0(%out: i32):
      %76 = linalg.index 1 : index
      %77 = arith.index_cast %76 : index to i32
      linalg.yield %77 : i32
    } -> tensor<1x16xi32>
    %25 = tensor.empty() : tensor<8x16xi32>
    %26 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8xi32>) outs(%25 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16xi32>
    %27 = tensor.empty() : tensor<8x16xi32>
    %28 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<1x16xi32>) outs(%27 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16xi32>
    %29 = tensor.empty() : tensor<8x16xi1>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %28 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%29 : tensor<8x16xi1>) {
    ^bb0(%in: i32, %in_4: i32, %out: i1):
      %76 = arith.cmpi eq, %in, %in_4 : i32
      linalg.yield %76 : i1
    } -> tensor<8x16xi1>
    %31 = tensor.empty() : tensor<8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<8x16xi1>) outs(%31 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %76 = arith.uitofp %in : i1 to f32
      linalg.yield %76 : f32
    } -> tensor<8x16xf32>
    %33 = tensor.empty() : tensor<8x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<8x16xf32>) outs(%33 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.mulf %in, %cst_1 : f32
      linalg.yield %76 : f32
    } -> tensor<8x16xf32>
    %35 = tensor.empty() : tensor<8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<8x16xf32>) outs(%35 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %cst_0 : f32
      linalg.yield %76 : f32
    } -> tensor<8x16xf32>
    %37 = tensor.empty() : tensor<8x16xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %22 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%37 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %76 = arith.mulf %in, %in_4 : f32
      linalg.yield %76 : f32
    } -> tensor<8x16xf32>
    %39 = tensor.empty() : tensor<8xf32>
    %40 = linalg.fill ins(%cst_3 : f32) outs(%39 : tensor<8xf32>) -> tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%38 : tensor<8x16xf32>) outs(%40 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %out, %in : f32
      linalg.yield %76 : f32
    } -> tensor<8xf32>
    %42 = tensor.empty() : tensor<8xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%41 : tensor<8xf32>) outs(%42 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.negf %in : f32
      linalg.yield %76 : f32
    } -> tensor<8xf32>
    %44 = tensor.empty() : tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%4, %43 : tensor<8xi1>, tensor<8xf32>) outs(%44 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_4: f32, %out: f32):
      %76 = arith.select %in, %in_4, %cst_3 : f32
      linalg.yield %76 : f32
    } -> tensor<8xf32>
    %46 = tensor.empty() : tensor<f32>
    %47 = linalg.fill ins(%cst_3 : f32) outs(%46 : tensor<f32>) -> tensor<f32>
    %48 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction"]} ins(%45 : tensor<8xf32>) outs(%47 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %out, %in : f32
      linalg.yield %76 : f32
    } -> tensor<f32>
    %49 = tensor.empty() : tensor<8xi32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xi1>) outs(%49 : tensor<8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %76 = arith.extui %in : i1 to i32
      linalg.yield %76 : i32
    } -> tensor<8xi32>
    %51 = tensor.empty() : tensor<i32>
    %52 = linalg.fill ins(%c0_i32 : i32) outs(%51 : tensor<i32>) -> tensor<i32>
    %53 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction"]} ins(%50 : tensor<8xi32>) outs(%52 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %76 = arith.addi %out, %in : i32
      linalg.yield %76 : i32
    } -> tensor<i32>
    %54 = tensor.empty() : tensor<i32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%53 : tensor<i32>) outs(%54 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %76 = arith.maxsi %in, %c1_i32 : i32
      linalg.yield %76 : i32
    } -> tensor<i32>
    %56 = tensor.empty() : tensor<f32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%55 : tensor<i32>) outs(%56 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %76 = arith.sitofp %in : i32 to f32
      linalg.yield %76 : f32
    } -> tensor<f32>
    %58 = tensor.empty() : tensor<f32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%48, %57 : tensor<f32>, tensor<f32>) outs(%58 : tensor<f32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %76 = arith.divf %in, %in_4 : f32
      linalg.yield %76 : f32
    } -> tensor<f32>
    %60 = tensor.empty() : tensor<8x16xi32>
    %61 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%60 : tensor<8x16xi32>) {
    ^bb0(%out: i32):
      %76 = linalg.index 1 : index
      %77 = arith.index_cast %76 : index to i32
      linalg.yield %77 : i32
    } -> tensor<8x16xi32>
    %62 = tensor.empty() : tensor<8xf32>
    %63 = linalg.fill ins(%cst_2 : f32) outs(%62 : tensor<8xf32>) -> tensor<8xf32>
    %64 = tensor.empty() : tensor<8xi32>
    %65 = linalg.fill ins(%c0_i32 : i32) outs(%64 : tensor<8xi32>) -> tensor<8xi32>
    %66:2 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%2, %61 : tensor<8x16xf32>, tensor<8x16xi32>) outs(%63, %65 : tensor<8xf32>, tensor<8xi32>) {
    ^bb0(%in: f32, %in_4: i32, %out: f32, %out_5: i32):
      %76 = arith.cmpf ogt, %out, %in : f32
      %77 = arith.cmpf une, %out, %out : f32
      %78 = arith.ori %76, %77 : i1
      %79 = arith.cmpf oeq, %out, %in : f32
      %80 = arith.cmpi slt, %out_5, %in_4 : i32
      %81 = arith.andi %79, %80 : i1
      %82 = arith.ori %78, %81 : i1
      %83 = arith.select %78, %out, %in : f32
      %84 = arith.select %82, %out_5, %in_4 : i32
      linalg.yield %83, %84 : f32, i32
    } -> (tensor<8xf32>, tensor<8xi32>)
    %67 = tensor.empty() : tensor<8xi1>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%66#1, %arg2 : tensor<8xi32>, tensor<8xi32>) outs(%67 : tensor<8xi1>) {
    ^bb0(%in: i32, %in_4: i32, %out: i1):
      %76 = arith.cmpi eq, %in, %in_4 : i32
      linalg.yield %76 : i1
    } -> tensor<8xi1>
    %69 = tensor.empty() : tensor<8xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%68 : tensor<8xi1>) outs(%69 : tensor<8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %76 = arith.uitofp %in : i1 to f32
      linalg.yield %76 : f32
    } -> tensor<8xf32>
    %71 = tensor.empty() : tensor<f32>
    %72 = linalg.fill ins(%cst_3 : f32) outs(%71 : tensor<f32>) -> tensor<f32>
    %73 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction"]} ins(%70 : tensor<8xf32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %out, %in : f32
      linalg.yield %76 : f32
    } -> tensor<f32>
    %74 = tensor.empty() : tensor<f32>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%73 : tensor<f32>) outs(%74 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.divf %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<f32>
    return %59, %66#1, %75 : tensor<f32>, tensor<8xi32>, tensor<f32>
  }
}
