#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
module @jit_complex_ops {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<8x16xcomplex<f32>> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<8x16xcomplex<f32>> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<16xcomplex<f32>> {dtensor.layout = #dtensor.layout<@mesh, [x]>}, tensor<8xcomplex<f32>> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16xcomplex<f32>>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x16xf32>) outs(%0 : tensor<8x16xcomplex<f32>>) {
    ^bb0(%in: f32, %out: complex<f32>):
      %146 = complex.create %in, %cst_2 : complex<f32>
      linalg.yield %146 : complex<f32>
    } -> tensor<8x16xcomplex<f32>>
    %2 = tensor.empty() : tensor<8x16xf32>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<8x16xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_2 : f32
    } -> tensor<8x16xf32>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x16xcomplex<f32>>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %146 = complex.re %in : complex<f32>
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %6 = tensor.empty() : tensor<8x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%6 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %8 = tensor.empty() : tensor<8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%8 : tensor<8x16xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_1 : f32
    } -> tensor<8x16xf32>
    %10 = tensor.empty() : tensor<8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x16xcomplex<f32>>) outs(%10 : tensor<8x16xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %146 = complex.im %in : complex<f32>
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %12 = tensor.empty() : tensor<8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %11 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%12 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %14 = tensor.empty() : tensor<8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %13 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%14 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.subf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %16 = tensor.empty() : tensor<8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %11 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%16 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %18 = tensor.empty() : tensor<8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %5 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%18 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %20 = tensor.empty() : tensor<8x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %19 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%20 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %22 = tensor.empty() : tensor<8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<8x16xf32>) outs(%22 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.cos %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %24 = tensor.empty() : tensor<8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<8x16xf32>) outs(%24 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.exp %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %26 = tensor.empty() : tensor<8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %25 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%26 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %28 = tensor.empty() : tensor<8x16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<8x16xf32>) outs(%28 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.sin %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %30 = tensor.empty() : tensor<8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %25 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%30 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %32 = tensor.empty() : tensor<8x16xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x16xcomplex<f32>>) outs(%32 : tensor<8x16xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %146 = complex.re %in : complex<f32>
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %34 = tensor.empty() : tensor<8x16xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %33 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%34 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %36 = tensor.empty() : tensor<8x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x16xcomplex<f32>>) outs(%36 : tensor<8x16xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %146 = complex.im %in : complex<f32>
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %38 = tensor.empty() : tensor<8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %37 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%38 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %40 = tensor.empty() : tensor<8x16xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %39 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%40 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.subf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %42 = tensor.empty() : tensor<8x16xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %37 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%42 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %44 = tensor.empty() : tensor<8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %33 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%44 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %46 = tensor.empty() : tensor<8x16xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%43, %45 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%46 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %48 = tensor.empty() : tensor<8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x16xf32>) outs(%48 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %50 = tensor.empty() : tensor<8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x16xf32>) outs(%50 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %52 = tensor.empty() : tensor<8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %51 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%52 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %54 = tensor.empty() : tensor<8x16xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x16xf32>) outs(%54 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.sqrt %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %56 = tensor.empty() : tensor<8x16xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x16xf32>) outs(%56 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.addf %in, %cst_1 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %58 = tensor.empty() : tensor<8x16xcomplex<f32>>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<8x16xf32>) outs(%58 : tensor<8x16xcomplex<f32>>) {
    ^bb0(%in: f32, %out: complex<f32>):
      %146 = complex.create %in, %cst_2 : complex<f32>
      linalg.yield %146 : complex<f32>
    } -> tensor<8x16xcomplex<f32>>
    %60 = tensor.empty() : tensor<8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x16xcomplex<f32>>) outs(%60 : tensor<8x16xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %146 = complex.re %in : complex<f32>
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %62 = tensor.empty() : tensor<8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x16xcomplex<f32>>) outs(%62 : tensor<8x16xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %146 = complex.im %in : complex<f32>
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %64 = tensor.empty() : tensor<8x16xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<8x16xf32>) outs(%64 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.negf %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %66 = tensor.empty() : tensor<8x16xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %61 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%66 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %68 = tensor.empty() : tensor<8x16xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%37, %65 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%68 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %70 = tensor.empty() : tensor<8x16xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%67, %69 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%70 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.subf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %72 = tensor.empty() : tensor<8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %65 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%72 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %74 = tensor.empty() : tensor<8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%37, %61 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%74 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %76 = tensor.empty() : tensor<8x16xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%73, %75 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%76 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %78 = tensor.empty() : tensor<8x16xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x16xf32>) outs(%78 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %80 = tensor.empty() : tensor<8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<8x16xf32>) outs(%80 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %82 = tensor.empty() : tensor<8x16xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %81 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%82 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %84 = tensor.empty() : tensor<8x16xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %83 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%84 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.divf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %86 = tensor.empty() : tensor<8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%77, %83 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%86 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.divf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %88 = tensor.empty() : tensor<8x16xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %85 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%88 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %90 = tensor.empty() : tensor<8x16xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%47, %87 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%90 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %92 = tensor.empty() : tensor<8x16xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x16xf32>) outs(%92 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.negf %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %94 = tensor.empty() : tensor<8x16xf32>
    %95 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%94 : tensor<8x16xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<8x16xf32>
    %96 = tensor.empty() : tensor<8x16xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %95 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%96 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %98 = tensor.empty() : tensor<8x16xf32>
    %99 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%98 : tensor<8x16xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_2 : f32
    } -> tensor<8x16xf32>
    %100 = tensor.empty() : tensor<8x16xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%93, %99 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%100 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %102 = tensor.empty() : tensor<8x16xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %101 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%102 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.subf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %104 = tensor.empty() : tensor<8x16xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %99 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%104 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %106 = tensor.empty() : tensor<8x16xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%93, %95 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %108 = tensor.empty() : tensor<8x16xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%105, %107 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%108 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %110 = tensor.empty() : tensor<8x16xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%89, %103 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%110 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.subf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %112 = tensor.empty() : tensor<8x16xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%91, %109 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%112 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.subf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %114 = tensor.empty() : tensor<8x16xcomplex<f32>>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %113 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%114 : tensor<8x16xcomplex<f32>>) {
    ^bb0(%in: f32, %in_3: f32, %out: complex<f32>):
      %146 = complex.create %in, %in_3 : complex<f32>
      linalg.yield %146 : complex<f32>
    } -> tensor<8x16xcomplex<f32>>
    %116 = tensor.empty() : tensor<8x16xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<8x16xf32>) outs(%116 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %118 = tensor.empty() : tensor<8x16xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<8x16xf32>) outs(%118 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %120 = tensor.empty() : tensor<8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%117, %119 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%120 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %122 = tensor.empty() : tensor<8x16xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%121 : tensor<8x16xf32>) outs(%122 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.sqrt %in : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %124 = tensor.empty() : tensor<8x16xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %113 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%124 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %126 = tensor.empty() : tensor<8x16xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %33 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%126 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %128 = tensor.empty() : tensor<8x16xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%113, %37 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%128 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %130 = tensor.empty() : tensor<8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%127, %129 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%130 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.subf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %132 = tensor.empty() : tensor<8x16xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %37 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%132 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %134 = tensor.empty() : tensor<8x16xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%113, %33 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%134 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.mulf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %136 = tensor.empty() : tensor<8x16xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%133, %135 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%136 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %146 = arith.addf %in, %in_3 : f32
      linalg.yield %146 : f32
    } -> tensor<8x16xf32>
    %138 = tensor.empty() : tensor<8x16xcomplex<f32>>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%131, %137 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%138 : tensor<8x16xcomplex<f32>>) {
    ^bb0(%in: f32, %in_3: f32, %out: complex<f32>):
      %146 = complex.create %in, %in_3 : complex<f32>
      linalg.yield %146 : complex<f32>
    } -> tensor<8x16xcomplex<f32>>
    %140 = tensor.empty() : tensor<16xcomplex<f32>>
    %141 = linalg.fill ins(%cst_0 : complex<f32>) outs(%140 : tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %142 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%139 : tensor<8x16xcomplex<f32>>) outs(%141 : tensor<16xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %out: complex<f32>):
      %146 = complex.re %out : complex<f32>
      %147 = complex.re %in : complex<f32>
      %148 = arith.addf %146, %147 : f32
      %149 = complex.im %out : complex<f32>
      %150 = complex.im %in : complex<f32>
      %151 = arith.addf %149, %150 : f32
      %152 = complex.create %148, %151 : complex<f32>
      linalg.yield %152 : complex<f32>
    } -> tensor<16xcomplex<f32>>
    %143 = tensor.empty() : tensor<8xcomplex<f32>>
    %144 = linalg.fill ins(%cst_0 : complex<f32>) outs(%143 : tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %145 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x16xcomplex<f32>>) outs(%144 : tensor<8xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %out: complex<f32>):
      %146 = complex.re %out : complex<f32>
      %147 = complex.re %in : complex<f32>
      %148 = arith.addf %146, %147 : f32
      %149 = complex.im %out : complex<f32>
      %150 = complex.im %in : complex<f32>
      %151 = arith.addf %149, %150 : f32
      %152 = complex.create %148, %151 : complex<f32>
      linalg.yield %152 : complex<f32>
    } -> tensor<8xcomplex<f32>>
    return %115, %123, %125, %142, %145 : tensor<8x16xcomplex<f32>>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xcomplex<f32>>, tensor<8xcomplex<f32>>
  }
}
