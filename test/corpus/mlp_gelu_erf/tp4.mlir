#map = affine_map<(d0, d1) -> (d0, d1)>
module @jit_mlp_gelu_erf {
  dtensor.mesh @mesh <[y = 4], cpu>
  func.func @main(%arg0: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<32x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, %arg2: tensor<64x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>}) -> (tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %cst = arith.constant 1.12837911 : f32
    %cst_0 = arith.constant -0.37612626 : f32
    %cst_1 = arith.constant 0.112835854 : f32
    %cst_2 = arith.constant -0.0268538129 : f32
    %cst_3 = arith.constant 0.00518832775 : f32
    %cst_4 = arith.constant -8.0101937E-4 : f32
    %cst_5 = arith.constant 7.85386146E-5 : f32
    %cst_6 = arith.constant -88.7228394 : f32
    %cst_7 = arith.constant 0.564189494 : f32
    %cst_8 = arith.constant -0.282076746 : f32
    %cst_9 = arith.constant 0.42184633 : f32
    %cst_10 = arith.constant -1.01526523 : f32
    %cst_11 = arith.constant 2.92101908 : f32
    %cst_12 = arith.constant -7.49551868 : f32
    %cst_13 = arith.constant 1.297720e+01 : f32
    %cst_14 = arith.constant -10.477664 : f32
    %cst_15 = arith.constant 0.563825965 : f32
    %cst_16 = arith.constant -0.274112701 : f32
    %cst_17 = arith.constant 3.404880e-01 : f32
    %cst_18 = arith.constant -0.494451523 : f32
    %cst_19 = arith.constant 0.621000468 : f32
    %cst_20 = arith.constant -0.582473278 : f32
    %cst_21 = arith.constant 0.368742466 : f32
    %cst_22 = arith.constant -0.138703942 : f32
    %cst_23 = arith.constant 2.326820e-02 : f32
    %cst_24 = arith.constant 2.000000e+00 : f32
    %cst_25 = arith.constant 1.000000e+00 : f32
    %cst_26 = arith.constant 0.707106769 : f32
    %cst_27 = arith.constant 5.000000e-01 : f32
    %cst_28 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x64xf32>
    %1 = linalg.fill ins(%cst_28 : f32) outs(%0 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%1 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %3 = tensor.empty() : tensor<16x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16x64xf32>) outs(%3 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.mulf %in, %cst_27 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %5 = tensor.empty() : tensor<16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16x64xf32>) outs(%5 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %7 = tensor.empty() : tensor<16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<16x64xf32>) outs(%7 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.mulf %in, %cst_26 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %9 = tensor.empty() : tensor<16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x64xf32>) outs(%9 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.mulf %in, %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %11 = tensor.empty() : tensor<16x64xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<16x64xf32>) outs(%11 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %13 = tensor.empty() : tensor<16x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.absf %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %15 = tensor.empty() : tensor<16x64xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<16x64xf32>) outs(%15 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.divf %cst_25, %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %17 = tensor.empty() : tensor<16x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<16x64xf32>) outs(%17 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.exp %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %19 = tensor.empty() : tensor<16x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<16x64xf32>) outs(%19 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.divf %cst_25, %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %21 = tensor.empty() : tensor<16x64xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %20 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%21 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %23 = tensor.empty() : tensor<16x64xi1>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<16x64xf32>) outs(%23 : tensor<16x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %136 = arith.cmpf olt, %in, %cst_24 : f32
      linalg.yield %136 : i1
    } -> tensor<16x64xi1>
    %25 = tensor.empty() : tensor<16x64xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<16x64xf32>) outs(%25 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.mulf %in, %cst_23 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %27 = tensor.empty() : tensor<16x64xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<16x64xf32>) outs(%27 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_22 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %29 = tensor.empty() : tensor<16x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%28, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%29 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %31 = tensor.empty() : tensor<16x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<16x64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_21 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %33 = tensor.empty() : tensor<16x64xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%33 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %35 = tensor.empty() : tensor<16x64xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x64xf32>) outs(%35 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_20 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %37 = tensor.empty() : tensor<16x64xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%37 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %39 = tensor.empty() : tensor<16x64xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_19 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %41 = tensor.empty() : tensor<16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%40, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%41 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %43 = tensor.empty() : tensor<16x64xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<16x64xf32>) outs(%43 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_18 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %45 = tensor.empty() : tensor<16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%45 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %47 = tensor.empty() : tensor<16x64xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<16x64xf32>) outs(%47 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_17 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %49 = tensor.empty() : tensor<16x64xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%48, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %51 = tensor.empty() : tensor<16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<16x64xf32>) outs(%51 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_16 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %53 = tensor.empty() : tensor<16x64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%53 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %55 = tensor.empty() : tensor<16x64xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<16x64xf32>) outs(%55 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_15 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %57 = tensor.empty() : tensor<16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<16x64xf32>) outs(%57 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.mulf %in, %cst_14 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %59 = tensor.empty() : tensor<16x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<16x64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_13 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %61 = tensor.empty() : tensor<16x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%60, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%61 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %63 = tensor.empty() : tensor<16x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<16x64xf32>) outs(%63 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_12 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %65 = tensor.empty() : tensor<16x64xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%65 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %67 = tensor.empty() : tensor<16x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<16x64xf32>) outs(%67 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_11 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %69 = tensor.empty() : tensor<16x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%68, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%69 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %71 = tensor.empty() : tensor<16x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<16x64xf32>) outs(%71 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_10 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %73 = tensor.empty() : tensor<16x64xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%72, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%73 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %75 = tensor.empty() : tensor<16x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_9 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %77 = tensor.empty() : tensor<16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%76, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %79 = tensor.empty() : tensor<16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<16x64xf32>) outs(%79 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_8 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %81 = tensor.empty() : tensor<16x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%80, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%81 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %83 = tensor.empty() : tensor<16x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%82 : tensor<16x64xf32>) outs(%83 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_7 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %85 = tensor.empty() : tensor<16x64xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %56, %84 : tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%85 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %136 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %87 = tensor.empty() : tensor<16x64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %86 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%87 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %89 = tensor.empty() : tensor<16x64xi1>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<16x64xf32>) outs(%89 : tensor<16x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %136 = arith.cmpf olt, %in, %cst_6 : f32
      linalg.yield %136 : i1
    } -> tensor<16x64xi1>
    %91 = tensor.empty() : tensor<16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %88 : tensor<16x64xi1>, tensor<16x64xf32>) outs(%91 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_29: f32, %out: f32):
      %136 = arith.select %in, %cst_28, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %93 = tensor.empty() : tensor<16x64xi1>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x64xf32>) outs(%93 : tensor<16x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %136 = arith.cmpf olt, %in, %cst_28 : f32
      linalg.yield %136 : i1
    } -> tensor<16x64xi1>
    %95 = tensor.empty() : tensor<16x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<16x64xf32>) outs(%95 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.subf %cst_24, %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %97 = tensor.empty() : tensor<16x64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%94, %96, %92 : tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%97 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %136 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %99 = tensor.empty() : tensor<16x64xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.mulf %in, %cst_5 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %101 = tensor.empty() : tensor<16x64xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<16x64xf32>) outs(%101 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_4 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %103 = tensor.empty() : tensor<16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %10 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%103 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %105 = tensor.empty() : tensor<16x64xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<16x64xf32>) outs(%105 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_3 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %107 = tensor.empty() : tensor<16x64xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%106, %10 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%107 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %109 = tensor.empty() : tensor<16x64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<16x64xf32>) outs(%109 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_2 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %111 = tensor.empty() : tensor<16x64xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%110, %10 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%111 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %113 = tensor.empty() : tensor<16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<16x64xf32>) outs(%113 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_1 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %115 = tensor.empty() : tensor<16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%114, %10 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%115 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %117 = tensor.empty() : tensor<16x64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<16x64xf32>) outs(%117 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst_0 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %119 = tensor.empty() : tensor<16x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%118, %10 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%119 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %121 = tensor.empty() : tensor<16x64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<16x64xf32>) outs(%121 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %cst : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %123 = tensor.empty() : tensor<16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %122 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%123 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %125 = tensor.empty() : tensor<16x64xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<16x64xf32>) outs(%125 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.subf %cst_25, %in : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %127 = tensor.empty() : tensor<16x64xi1>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<16x64xf32>) outs(%127 : tensor<16x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %136 = arith.cmpf olt, %in, %cst_25 : f32
      linalg.yield %136 : i1
    } -> tensor<16x64xi1>
    %129 = tensor.empty() : tensor<16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%128, %126, %98 : tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%129 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %136 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %131 = tensor.empty() : tensor<16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %130 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%131 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %136 = arith.mulf %in, %in_29 : f32
      linalg.yield %136 : f32
    } -> tensor<16x64xf32>
    %133 = tensor.empty() : tensor<16x32xf32>
    %134 = linalg.fill ins(%cst_28 : f32) outs(%133 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %135 = linalg.matmul ins(%132, %arg2 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%134 : tensor<16x32xf32>) -> tensor<16x32xf32>
    return %135 : tensor<16x32xf32>
  }
}
