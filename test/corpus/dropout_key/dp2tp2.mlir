#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
module @jit_dropout_key {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>
  func.func @main(%arg0: tensor<2xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.unsigned}, %arg1: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}) -> (tensor<2xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.unsigned}, tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<8x16xi8> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>, dtensor.unsigned}) {
    %cst = arith.constant 2.550000e+02 : f32
    %cst_0 = arith.constant 1.280000e+02 : f32
    %cst_1 = arith.constant 4.000000e+01 : f32
    %cst_2 = arith.constant 0.699999988 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %c1065353216_i32 = arith.constant 1065353216 : i32
    %c9_i32 = arith.constant 9 : i32
    %c16_i64 = arith.constant 16 : i64
    %c32_i32 = arith.constant 32 : i32
    %c466688986_i32 = arith.constant 466688986 : i32
    %c32_i64 = arith.constant 32 : i64
    %cst_5 = arith.constant dense<0> : tensor<i32>
    %cst_6 = arith.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %cst_7 = arith.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %c0_i32 = arith.constant 0 : i32
    %c5_i32 = arith.constant 5 : i32
    %c1_i32 = arith.constant 1 : i32
    %extracted_slice = tensor.extract_slice %arg0[0] [1] [1] : tensor<2xi32> to tensor<1xi32>
    %collapsed = tensor.collapse_shape %extracted_slice [] : tensor<1xi32> into tensor<i32>
    %extracted_slice_8 = tensor.extract_slice %arg0[1] [1] [1] : tensor<2xi32> to tensor<1xi32>
    %collapsed_9 = tensor.collapse_shape %extracted_slice_8 [] : tensor<1xi32> into tensor<i32>
    %0 = tensor.empty() : tensor<2xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %87 = linalg.index 0 : index
      %88 = arith.index_cast %87 : index to i64
      linalg.yield %88 : i64
    } -> tensor<2xi64>
    %2 = tensor.empty() : tensor<2xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2xi64>) outs(%2 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %87 = arith.shrui %in, %c32_i64 : i64
      linalg.yield %87 : i64
    } -> tensor<2xi64>
    %4 = tensor.empty() : tensor<2xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2xi64>) outs(%4 : tensor<2xi32>) {
    ^bb0(%in: i64, %out: i32):
      %87 = arith.trunci %in : i64 to i32
      linalg.yield %87 : i32
    } -> tensor<2xi32>
    %6 = tensor.empty() : tensor<2xi32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<2xi64>) outs(%6 : tensor<2xi32>) {
    ^bb0(%in: i64, %out: i32):
      %87 = arith.trunci %in : i64 to i32
      linalg.yield %87 : i32
    } -> tensor<2xi32>
    %8 = tensor.empty() : tensor<i32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%collapsed, %collapsed_9 : tensor<i32>, tensor<i32>) outs(%8 : tensor<i32>) {
    ^bb0(%in: i32, %in_20: i32, %out: i32):
      %87 = arith.xori %in, %in_20 : i32
      linalg.yield %87 : i32
    } -> tensor<i32>
    %10 = tensor.empty() : tensor<i32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%9 : tensor<i32>) outs(%10 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %87 = arith.xori %in, %c466688986_i32 : i32
      linalg.yield %87 : i32
    } -> tensor<i32>
    %12 = tensor.empty() : tensor<2xi32>
    %13 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%collapsed : tensor<i32>) outs(%12 : tensor<2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2xi32>
    %14 = tensor.empty() : tensor<2xi32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%7, %13 : tensor<2xi32>, tensor<2xi32>) outs(%14 : tensor<2xi32>) {
    ^bb0(%in: i32, %in_20: i32, %out: i32):
      %87 = arith.addi %in, %in_20 : i32
      linalg.yield %87 : i32
    } -> tensor<2xi32>
    %16 = tensor.empty() : tensor<2xi32>
    %17 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%collapsed_9 : tensor<i32>) outs(%16 : tensor<2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2xi32>
    %18 = tensor.empty() : tensor<2xi32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%5, %17 : tensor<2xi32>, tensor<2xi32>) outs(%18 : tensor<2xi32>) {
    ^bb0(%in: i32, %in_20: i32, %out: i32):
      %87 = arith.addi %in, %in_20 : i32
      linalg.yield %87 : i32
    } -> tensor<2xi32>
    %20:8 = scf.for %arg2 = %c0_i32 to %c5_i32 step %c1_i32 iter_args(%arg3 = %cst_5, %arg4 = %15, %arg5 = %19, %arg6 = %collapsed_9, %arg7 = %11, %arg8 = %collapsed, %arg9 = %cst_7, %arg10 = %cst_6) -> (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>)  : i32 {
      %87 = tensor.empty() : tensor<i32>
      %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg3 : tensor<i32>) outs(%87 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.addi %in, %c1_i32 : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %extracted_slice_20 = tensor.extract_slice %arg9[0] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_21 = tensor.collapse_shape %extracted_slice_20 [] : tensor<1xi32> into tensor<i32>
      %89 = tensor.empty() : tensor<2xi32>
      %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg4, %arg5 : tensor<2xi32>, tensor<2xi32>) outs(%89 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %91 = tensor.empty() : tensor<2xi32>
      %92 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%collapsed_21 : tensor<i32>) outs(%91 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %93 = tensor.empty() : tensor<2xi32>
      %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %92 : tensor<2xi32>, tensor<2xi32>) outs(%93 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %95 = tensor.empty() : tensor<i32>
      %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_21 : tensor<i32>) outs(%95 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %97 = tensor.empty() : tensor<2xi32>
      %98 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%96 : tensor<i32>) outs(%97 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %99 = tensor.empty() : tensor<2xi32>
      %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %98 : tensor<2xi32>, tensor<2xi32>) outs(%99 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %101 = tensor.empty() : tensor<2xi32>
      %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%94, %100 : tensor<2xi32>, tensor<2xi32>) outs(%101 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %103 = tensor.empty() : tensor<2xi32>
      %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%90, %102 : tensor<2xi32>, tensor<2xi32>) outs(%103 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %extracted_slice_22 = tensor.extract_slice %arg9[1] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_23 = tensor.collapse_shape %extracted_slice_22 [] : tensor<1xi32> into tensor<i32>
      %105 = tensor.empty() : tensor<2xi32>
      %106 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%90, %104 : tensor<2xi32>, tensor<2xi32>) outs(%105 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %107 = tensor.empty() : tensor<2xi32>
      %108 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%collapsed_23 : tensor<i32>) outs(%107 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %109 = tensor.empty() : tensor<2xi32>
      %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%104, %108 : tensor<2xi32>, tensor<2xi32>) outs(%109 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %111 = tensor.empty() : tensor<i32>
      %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_23 : tensor<i32>) outs(%111 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %113 = tensor.empty() : tensor<2xi32>
      %114 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%112 : tensor<i32>) outs(%113 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %115 = tensor.empty() : tensor<2xi32>
      %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%104, %114 : tensor<2xi32>, tensor<2xi32>) outs(%115 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %117 = tensor.empty() : tensor<2xi32>
      %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%110, %116 : tensor<2xi32>, tensor<2xi32>) outs(%117 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %119 = tensor.empty() : tensor<2xi32>
      %120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%106, %118 : tensor<2xi32>, tensor<2xi32>) outs(%119 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %extracted_slice_24 = tensor.extract_slice %arg9[2] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_25 = tensor.collapse_shape %extracted_slice_24 [] : tensor<1xi32> into tensor<i32>
      %121 = tensor.empty() : tensor<2xi32>
      %122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%106, %120 : tensor<2xi32>, tensor<2xi32>) outs(%121 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %123 = tensor.empty() : tensor<2xi32>
      %124 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%collapsed_25 : tensor<i32>) outs(%123 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %125 = tensor.empty() : tensor<2xi32>
      %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%120, %124 : tensor<2xi32>, tensor<2xi32>) outs(%125 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %127 = tensor.empty() : tensor<i32>
      %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_25 : tensor<i32>) outs(%127 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %129 = tensor.empty() : tensor<2xi32>
      %130 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%128 : tensor<i32>) outs(%129 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %131 = tensor.empty() : tensor<2xi32>
      %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%120, %130 : tensor<2xi32>, tensor<2xi32>) outs(%131 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %133 = tensor.empty() : tensor<2xi32>
      %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%126, %132 : tensor<2xi32>, tensor<2xi32>) outs(%133 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %135 = tensor.empty() : tensor<2xi32>
      %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%122, %134 : tensor<2xi32>, tensor<2xi32>) outs(%135 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %extracted_slice_26 = tensor.extract_slice %arg9[3] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_27 = tensor.collapse_shape %extracted_slice_26 [] : tensor<1xi32> into tensor<i32>
      %137 = tensor.empty() : tensor<2xi32>
      %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%122, %136 : tensor<2xi32>, tensor<2xi32>) outs(%137 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %139 = tensor.empty() : tensor<2xi32>
      %140 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%collapsed_27 : tensor<i32>) outs(%139 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %141 = tensor.empty() : tensor<2xi32>
      %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%136, %140 : tensor<2xi32>, tensor<2xi32>) outs(%141 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %143 = tensor.empty() : tensor<i32>
      %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_27 : tensor<i32>) outs(%143 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %145 = tensor.empty() : tensor<2xi32>
      %146 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%144 : tensor<i32>) outs(%145 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %147 = tensor.empty() : tensor<2xi32>
      %148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%136, %146 : tensor<2xi32>, tensor<2xi32>) outs(%147 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<2xi32>
      %149 = tensor.empty() : tensor<2xi32>
      %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%142, %148 : tensor<2xi32>, tensor<2xi32>) outs(%149 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %151 = tensor.empty() : tensor<2xi32>
      %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%138, %150 : tensor<2xi32>, tensor<2xi32>) outs(%151 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %153 = tensor.empty() : tensor<2xi32>
      %154 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%arg6 : tensor<i32>) outs(%153 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %155 = tensor.empty() : tensor<2xi32>
      %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%138, %154 : tensor<2xi32>, tensor<2xi32>) outs(%155 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %157 = tensor.empty() : tensor<2xi32>
      %158 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%arg7 : tensor<i32>) outs(%157 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %159 = tensor.empty() : tensor<2xi32>
      %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%152, %158 : tensor<2xi32>, tensor<2xi32>) outs(%159 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      %161 = tensor.empty() : tensor<2xi32>
      %162 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%88 : tensor<i32>) outs(%161 : tensor<2xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2xi32>
      %163 = tensor.empty() : tensor<2xi32>
      %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%160, %162 : tensor<2xi32>, tensor<2xi32>) outs(%163 : tensor<2xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<2xi32>
      scf.yield %88, %156, %164, %arg7, %arg8, %arg6, %arg10, %arg9 : tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
    }
    %expanded = tensor.expand_shape %20#1 [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
    %expanded_10 = tensor.expand_shape %20#2 [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
    %21 = tensor.empty() : tensor<2x2xi32>
    %inserted_slice = tensor.insert_slice %expanded into %21[0, 0] [2, 1] [1, 1] : tensor<2x1xi32> into tensor<2x2xi32>
    %inserted_slice_11 = tensor.insert_slice %expanded_10 into %inserted_slice[0, 1] [2, 1] [1, 1] : tensor<2x1xi32> into tensor<2x2xi32>
    %extracted_slice_12 = tensor.extract_slice %inserted_slice_11[0, 0] [1, 2] [1, 1] : tensor<2x2xi32> to tensor<1x2xi32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice_12 [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
    %extracted_slice_14 = tensor.extract_slice %inserted_slice_11[1, 0] [1, 2] [1, 1] : tensor<2x2xi32> to tensor<1x2xi32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_14 [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
    %extracted_slice_16 = tensor.extract_slice %collapsed_13[0] [1] [1] : tensor<2xi32> to tensor<1xi32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_16 [] : tensor<1xi32> into tensor<i32>
    %extracted_slice_18 = tensor.extract_slice %collapsed_13[1] [1] [1] : tensor<2xi32> to tensor<1xi32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_18 [] : tensor<1xi32> into tensor<i32>
    %22 = tensor.empty() : tensor<8x16xi64>
    %23 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%22 : tensor<8x16xi64>) {
    ^bb0(%out: i64):
      %87 = linalg.index 0 : index
      %88 = arith.index_cast %87 : index to i64
      linalg.yield %88 : i64
    } -> tensor<8x16xi64>
    %24 = tensor.empty() : tensor<8x16xi64>
    %25 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%24 : tensor<8x16xi64>) {
    ^bb0(%out: i64):
      %87 = linalg.index 1 : index
      %88 = arith.index_cast %87 : index to i64
      linalg.yield %88 : i64
    } -> tensor<8x16xi64>
    %26 = tensor.empty() : tensor<8x16xi64>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x16xi64>) outs(%26 : tensor<8x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %87 = arith.muli %in, %c16_i64 : i64
      linalg.yield %87 : i64
    } -> tensor<8x16xi64>
    %28 = tensor.empty() : tensor<8x16xi64>
    %29 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%27, %25 : tensor<8x16xi64>, tensor<8x16xi64>) outs(%28 : tensor<8x16xi64>) {
    ^bb0(%in: i64, %in_20: i64, %out: i64):
      %87 = arith.addi %in, %in_20 : i64
      linalg.yield %87 : i64
    } -> tensor<8x16xi64>
    %30 = tensor.empty() : tensor<8x16xi64>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x16xi64>) outs(%30 : tensor<8x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %87 = arith.shrui %in, %c32_i64 : i64
      linalg.yield %87 : i64
    } -> tensor<8x16xi64>
    %32 = tensor.empty() : tensor<8x16xi32>
    %33 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x16xi64>) outs(%32 : tensor<8x16xi32>) {
    ^bb0(%in: i64, %out: i32):
      %87 = arith.trunci %in : i64 to i32
      linalg.yield %87 : i32
    } -> tensor<8x16xi32>
    %34 = tensor.empty() : tensor<8x16xi32>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<8x16xi64>) outs(%34 : tensor<8x16xi32>) {
    ^bb0(%in: i64, %out: i32):
      %87 = arith.trunci %in : i64 to i32
      linalg.yield %87 : i32
    } -> tensor<8x16xi32>
    %36 = tensor.empty() : tensor<i32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%collapsed_17, %collapsed_19 : tensor<i32>, tensor<i32>) outs(%36 : tensor<i32>) {
    ^bb0(%in: i32, %in_20: i32, %out: i32):
      %87 = arith.xori %in, %in_20 : i32
      linalg.yield %87 : i32
    } -> tensor<i32>
    %38 = tensor.empty() : tensor<i32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%37 : tensor<i32>) outs(%38 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %87 = arith.xori %in, %c466688986_i32 : i32
      linalg.yield %87 : i32
    } -> tensor<i32>
    %40 = tensor.empty() : tensor<8x16xi32>
    %41 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_17 : tensor<i32>) outs(%40 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16xi32>
    %42 = tensor.empty() : tensor<8x16xi32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35, %41 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%42 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %in_20: i32, %out: i32):
      %87 = arith.addi %in, %in_20 : i32
      linalg.yield %87 : i32
    } -> tensor<8x16xi32>
    %44 = tensor.empty() : tensor<8x16xi32>
    %45 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_19 : tensor<i32>) outs(%44 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x16xi32>
    %46 = tensor.empty() : tensor<8x16xi32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%33, %45 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%46 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %in_20: i32, %out: i32):
      %87 = arith.addi %in, %in_20 : i32
      linalg.yield %87 : i32
    } -> tensor<8x16xi32>
    %48:8 = scf.for %arg2 = %c0_i32 to %c5_i32 step %c1_i32 iter_args(%arg3 = %cst_5, %arg4 = %43, %arg5 = %47, %arg6 = %collapsed_19, %arg7 = %39, %arg8 = %collapsed_17, %arg9 = %cst_7, %arg10 = %cst_6) -> (tensor<i32>, tensor<8x16xi32>, tensor<8x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>)  : i32 {
      %87 = tensor.empty() : tensor<i32>
      %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg3 : tensor<i32>) outs(%87 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.addi %in, %c1_i32 : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %extracted_slice_20 = tensor.extract_slice %arg9[0] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_21 = tensor.collapse_shape %extracted_slice_20 [] : tensor<1xi32> into tensor<i32>
      %89 = tensor.empty() : tensor<8x16xi32>
      %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg5 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%89 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %91 = tensor.empty() : tensor<8x16xi32>
      %92 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_21 : tensor<i32>) outs(%91 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %93 = tensor.empty() : tensor<8x16xi32>
      %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5, %92 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%93 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %95 = tensor.empty() : tensor<i32>
      %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_21 : tensor<i32>) outs(%95 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %97 = tensor.empty() : tensor<8x16xi32>
      %98 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<i32>) outs(%97 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %99 = tensor.empty() : tensor<8x16xi32>
      %100 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5, %98 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%99 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %101 = tensor.empty() : tensor<8x16xi32>
      %102 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%94, %100 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%101 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %103 = tensor.empty() : tensor<8x16xi32>
      %104 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90, %102 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%103 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %extracted_slice_22 = tensor.extract_slice %arg9[1] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_23 = tensor.collapse_shape %extracted_slice_22 [] : tensor<1xi32> into tensor<i32>
      %105 = tensor.empty() : tensor<8x16xi32>
      %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90, %104 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%105 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %107 = tensor.empty() : tensor<8x16xi32>
      %108 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_23 : tensor<i32>) outs(%107 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %109 = tensor.empty() : tensor<8x16xi32>
      %110 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104, %108 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%109 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %111 = tensor.empty() : tensor<i32>
      %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_23 : tensor<i32>) outs(%111 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %113 = tensor.empty() : tensor<8x16xi32>
      %114 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<i32>) outs(%113 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %115 = tensor.empty() : tensor<8x16xi32>
      %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104, %114 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%115 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %117 = tensor.empty() : tensor<8x16xi32>
      %118 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%110, %116 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%117 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %119 = tensor.empty() : tensor<8x16xi32>
      %120 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %118 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%119 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %extracted_slice_24 = tensor.extract_slice %arg9[2] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_25 = tensor.collapse_shape %extracted_slice_24 [] : tensor<1xi32> into tensor<i32>
      %121 = tensor.empty() : tensor<8x16xi32>
      %122 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %120 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%121 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %123 = tensor.empty() : tensor<8x16xi32>
      %124 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_25 : tensor<i32>) outs(%123 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %125 = tensor.empty() : tensor<8x16xi32>
      %126 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120, %124 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%125 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %127 = tensor.empty() : tensor<i32>
      %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_25 : tensor<i32>) outs(%127 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %129 = tensor.empty() : tensor<8x16xi32>
      %130 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<i32>) outs(%129 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %131 = tensor.empty() : tensor<8x16xi32>
      %132 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120, %130 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%131 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %133 = tensor.empty() : tensor<8x16xi32>
      %134 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%126, %132 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%133 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %135 = tensor.empty() : tensor<8x16xi32>
      %136 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%122, %134 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%135 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %extracted_slice_26 = tensor.extract_slice %arg9[3] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_27 = tensor.collapse_shape %extracted_slice_26 [] : tensor<1xi32> into tensor<i32>
      %137 = tensor.empty() : tensor<8x16xi32>
      %138 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%122, %136 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%137 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %139 = tensor.empty() : tensor<8x16xi32>
      %140 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_27 : tensor<i32>) outs(%139 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %141 = tensor.empty() : tensor<8x16xi32>
      %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %140 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%141 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shli %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %143 = tensor.empty() : tensor<i32>
      %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%collapsed_27 : tensor<i32>) outs(%143 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %165 = arith.subi %c32_i32, %in : i32
        linalg.yield %165 : i32
      } -> tensor<i32>
      %145 = tensor.empty() : tensor<8x16xi32>
      %146 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<i32>) outs(%145 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %147 = tensor.empty() : tensor<8x16xi32>
      %148 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %146 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%147 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.shrui %in, %in_28 : i32
        %166 = arith.cmpi ult, %in_28, %c32_i32 : i32
        %167 = arith.select %166, %165, %c0_i32 : i32
        linalg.yield %167 : i32
      } -> tensor<8x16xi32>
      %149 = tensor.empty() : tensor<8x16xi32>
      %150 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%142, %148 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%149 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.ori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %151 = tensor.empty() : tensor<8x16xi32>
      %152 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %150 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%151 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.xori %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %153 = tensor.empty() : tensor<8x16xi32>
      %154 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<i32>) outs(%153 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %155 = tensor.empty() : tensor<8x16xi32>
      %156 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %154 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%155 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %157 = tensor.empty() : tensor<8x16xi32>
      %158 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<i32>) outs(%157 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %159 = tensor.empty() : tensor<8x16xi32>
      %160 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%152, %158 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%159 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      %161 = tensor.empty() : tensor<8x16xi32>
      %162 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<i32>) outs(%161 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x16xi32>
      %163 = tensor.empty() : tensor<8x16xi32>
      %164 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%160, %162 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%163 : tensor<8x16xi32>) {
      ^bb0(%in: i32, %in_28: i32, %out: i32):
        %165 = arith.addi %in, %in_28 : i32
        linalg.yield %165 : i32
      } -> tensor<8x16xi32>
      scf.yield %88, %156, %164, %arg7, %arg8, %arg6, %arg10, %arg9 : tensor<i32>, tensor<8x16xi32>, tensor<8x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
    }
    %49 = tensor.empty() : tensor<8x16xi32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48#1, %48#2 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%49 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %in_20: i32, %out: i32):
      %87 = arith.xori %in, %in_20 : i32
      linalg.yield %87 : i32
    } -> tensor<8x16xi32>
    %51 = tensor.empty() : tensor<8x16xi32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<8x16xi32>) outs(%51 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      %87 = arith.shrui %in, %c9_i32 : i32
      linalg.yield %87 : i32
    } -> tensor<8x16xi32>
    %53 = tensor.empty() : tensor<8x16xi32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<8x16xi32>) outs(%53 : tensor<8x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      %87 = arith.ori %in, %c1065353216_i32 : i32
      linalg.yield %87 : i32
    } -> tensor<8x16xi32>
    %55 = tensor.empty() : tensor<8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<8x16xi32>) outs(%55 : tensor<8x16xf32>) {
    ^bb0(%in: i32, %out: f32):
      %87 = arith.bitcast %in : i32 to f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %57 = tensor.empty() : tensor<8x16xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<8x16xf32>) outs(%57 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.subf %in, %cst_4 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %59 = tensor.empty() : tensor<8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<8x16xf32>) outs(%59 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %cst_3 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %61 = tensor.empty() : tensor<8x16xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<8x16xf32>) outs(%61 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.maximumf %in, %cst_3 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %63 = tensor.empty() : tensor<8x16xi1>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<8x16xf32>) outs(%63 : tensor<8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %87 = arith.cmpf olt, %in, %cst_2 : f32
      linalg.yield %87 : i1
    } -> tensor<8x16xi1>
    %65 = tensor.empty() : tensor<8x16xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x16xf32>) outs(%65 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_2 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %67 = tensor.empty() : tensor<8x16xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%64, %66 : tensor<8x16xi1>, tensor<8x16xf32>) outs(%67 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_20: f32, %out: f32):
      %87 = arith.select %in, %in_20, %cst_3 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %69 = tensor.empty() : tensor<8x16xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x16xf32>) outs(%69 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.mulf %in, %cst_1 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %71 = tensor.empty() : tensor<8x16xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<8x16xf32>) outs(%71 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %cst_0 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %73 = tensor.empty() : tensor<f32>
    %74 = linalg.generic {indexing_maps = [#map1], iterator_types = []} outs(%73 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_3 : f32
    } -> tensor<f32>
    %75 = tensor.empty() : tensor<8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<f32>) outs(%75 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %77 = tensor.empty() : tensor<8x16xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%76, %72 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%77 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %87 = arith.maximumf %in, %in_20 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %79 = tensor.empty() : tensor<f32>
    %80 = linalg.generic {indexing_maps = [#map1], iterator_types = []} outs(%79 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %81 = tensor.empty() : tensor<8x16xf32>
    %82 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<f32>) outs(%81 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %83 = tensor.empty() : tensor<8x16xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%82, %78 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%83 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %87 = arith.minimumf %in, %in_20 : f32
      linalg.yield %87 : f32
    } -> tensor<8x16xf32>
    %85 = tensor.empty() : tensor<8x16xi8>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%84 : tensor<8x16xf32>) outs(%85 : tensor<8x16xi8>) {
    ^bb0(%in: f32, %out: i8):
      %87 = arith.fptoui %in : f32 to i8
      linalg.yield %87 : i8
    } -> tensor<8x16xi8>
    return %collapsed_15, %68, %86 : tensor<2xi32>, tensor<8x16xf32>, tensor<8x16xi8>
  }
}
