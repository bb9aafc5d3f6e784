#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
module @jit_rng_normal {
  dtensor.mesh @mesh <[x = 4], cpu>
  func.func @main(%arg0: tensor<i32> {dtensor.layout = #dtensor.layout<@mesh, []>}, %arg1: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %cst_1 = arith.constant 2.83297682 : f32
    %cst_2 = arith.constant 1.50140941 : f32
    %cst_3 = arith.constant 1.00167406 : f32
    %cst_4 = arith.constant 0.246640727 : f32
    %cst_5 = arith.constant 0.00943887047 : f32
    %cst_6 = arith.constant -0.00417768164 : f32
    %cst_7 = arith.constant -0.0076224613 : f32
    %cst_8 = arith.constant -0.00125372503 : f32
    %cst_9 = arith.constant 0.00573950773 : f32
    %cst_10 = arith.constant 2.1858087E-4 : f32
    %cst_11 = arith.constant -0.00367342844 : f32
    %cst_12 = arith.constant -4.39150654E-6 : f32
    %cst_13 = arith.constant 0.00134934322 : f32
    %cst_14 = arith.constant -3.5233877E-6 : f32
    %cst_15 = arith.constant 1.00950558E-4 : f32
    %cst_16 = arith.constant 3.43273939E-7 : f32
    %cst_17 = arith.constant -2.00214257E-4 : f32
    %cst_18 = arith.constant 2.81022636E-8 : f32
    %cst_19 = arith.constant 3.000000e+00 : f32
    %cst_20 = arith.constant 2.500000e+00 : f32
    %cst_21 = arith.constant 5.000000e+00 : f32
    %cst_22 = arith.constant -0.99999994 : f32
    %cst_23 = arith.constant 2.000000e+00 : f32
    %cst_24 = arith.constant 1.000000e+00 : f32
    %c1065353216_i32 = arith.constant 1065353216 : i32
    %c9_i32 = arith.constant 9 : i32
    %c466688986_i32 = arith.constant 466688986 : i32
    %c32_i64 = arith.constant 32 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_25 = arith.constant dense<0> : tensor<i32>
    %cst_26 = arith.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
    %cst_27 = arith.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
    %0 = tensor.empty() : tensor<i32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = []} outs(%0 : tensor<i32>) {
    ^bb0(%out: i32):
      linalg.yield %c0_i32 : i32
    } -> tensor<i32>
    %expanded = tensor.expand_shape %1 [] output_shape [1] : tensor<i32> into tensor<1xi32>
    %expanded_28 = tensor.expand_shape %arg0 [] output_shape [1] : tensor<i32> into tensor<1xi32>
    %2 = tensor.empty() : tensor<2xi32>
    %inserted_slice = tensor.insert_slice %expanded into %2[0] [1] [1] : tensor<1xi32> into tensor<2xi32>
    %inserted_slice_29 = tensor.insert_slice %expanded_28 into %inserted_slice[1] [1] [1] : tensor<1xi32> into tensor<2xi32>
    %extracted_slice = tensor.extract_slice %inserted_slice_29[0] [1] [1] : tensor<2xi32> to tensor<1xi32>
    %collapsed = tensor.collapse_shape %extracted_slice [] : tensor<1xi32> into tensor<i32>
    %3 = tensor.empty() : tensor<8x8xi64>
    %4 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%3 : tensor<8x8xi64>) {
    ^bb0(%out: i64):
      %128 = linalg.index 0 : index
      %129 = arith.index_cast %128 : index to i64
      linalg.yield %129 : i64
    } -> tensor<8x8xi64>
    %5 = tensor.empty() : tensor<8x8xi64>
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%5 : tensor<8x8xi64>) {
    ^bb0(%out: i64):
      %128 = linalg.index 1 : index
      %129 = arith.index_cast %128 : index to i64
      linalg.yield %129 : i64
    } -> tensor<8x8xi64>
    %7 = tensor.empty() : tensor<8x8xi64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x8xi64>) outs(%7 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %128 = arith.muli %in, %c8_i64 : i64
      linalg.yield %128 : i64
    } -> tensor<8x8xi64>
    %9 = tensor.empty() : tensor<8x8xi64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %6 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%9 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_30: i64, %out: i64):
      %128 = arith.addi %in, %in_30 : i64
      linalg.yield %128 : i64
    } -> tensor<8x8xi64>
    %11 = tensor.empty() : tensor<8x8xi64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x8xi64>) outs(%11 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %128 = arith.shrui %in, %c32_i64 : i64
      linalg.yield %128 : i64
    } -> tensor<8x8xi64>
    %13 = tensor.empty() : tensor<8x8xi32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x8xi64>) outs(%13 : tensor<8x8xi32>) {
    ^bb0(%in: i64, %out: i32):
      %128 = arith.trunci %in : i64 to i32
      linalg.yield %128 : i32
    } -> tensor<8x8xi32>
    %15 = tensor.empty() : tensor<8x8xi32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<8x8xi64>) outs(%15 : tensor<8x8xi32>) {
    ^bb0(%in: i64, %out: i32):
      %128 = arith.trunci %in : i64 to i32
      linalg.yield %128 : i32
    } -> tensor<8x8xi32>
    %17 = tensor.empty() : tensor<i32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%collapsed, %arg0 : tensor<i32>, tensor<i32>) outs(%17 : tensor<i32>) {
    ^bb0(%in: i32, %in_30: i32, %out: i32):
      %128 = arith.xori %in, %in_30 : i32
      linalg.yield %128 : i32
    } -> tensor<i32>
    %19 = tensor.empty() : tensor<i32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%18 : tensor<i32>) outs(%19 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %128 = arith.xori %in, %c466688986_i32 : i32
      linalg.yield %128 : i32
    } -> tensor<i32>
    %21 = tensor.empty() : tensor<8x8xi32>
    %22 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<i32>) outs(%21 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x8xi32>
    %23 = tensor.empty() : tensor<8x8xi32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %22 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%23 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %in_30: i32, %out: i32):
      %128 = arith.addi %in, %in_30 : i32
      linalg.yield %128 : i32
    } -> tensor<8x8xi32>
    %25 = tensor.empty() : tensor<8x8xi32>
    %26 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<i32>) outs(%25 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x8xi32>
    %27 = tensor.empty() : tensor<8x8xi32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %26 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%27 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %in_30: i32, %out: i32):
      %128 = arith.addi %in, %in_30 : i32
      linalg.yield %128 : i32
    } -> tensor<8x8xi32>
    %29:8 = scf.for %arg2 = %c0_i32 to %c5_i32 step %c1_i32 iter_args(%arg3 = %cst_25, %arg4 = %24, %arg5 = %28, %arg6 = %arg0, %arg7 = %20, %arg8 = %collapsed, %arg9 = %cst_26, %arg10 = %cst_27) -> (tensor<i32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>)  : i32 {
      %128 = tensor.empty() : tensor<i32>
      %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg3 : tensor<i32>) outs(%128 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %206 = arith.addi %in, %c1_i32 : i32
        linalg.yield %206 : i32
      } -> tensor<i32>
      %extracted_slice_30 = tensor.extract_slice %arg9[0] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_31 = tensor.collapse_shape %extracted_slice_30 [] : tensor<1xi32> into tensor<i32>
      %130 = tensor.empty() : tensor<8x8xi32>
      %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg5 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%130 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.addi %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %132 = tensor.empty() : tensor<8x8xi32>
      %133 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_31 : tensor<i32>) outs(%132 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %134 = tensor.empty() : tensor<8x8xi32>
      %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5, %133 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%134 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shli %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %136 = tensor.empty() : tensor<i32>
      %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%collapsed_31 : tensor<i32>) outs(%136 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %206 = arith.subi %c32_i32, %in : i32
        linalg.yield %206 : i32
      } -> tensor<i32>
      %138 = tensor.empty() : tensor<8x8xi32>
      %139 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<i32>) outs(%138 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %140 = tensor.empty() : tensor<8x8xi32>
      %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5, %139 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%140 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shrui %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %142 = tensor.empty() : tensor<8x8xi32>
      %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%135, %141 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%142 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.ori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %144 = tensor.empty() : tensor<8x8xi32>
      %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%131, %143 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%144 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.xori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %extracted_slice_32 = tensor.extract_slice %arg9[1] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_33 = tensor.collapse_shape %extracted_slice_32 [] : tensor<1xi32> into tensor<i32>
      %146 = tensor.empty() : tensor<8x8xi32>
      %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%131, %145 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%146 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.addi %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %148 = tensor.empty() : tensor<8x8xi32>
      %149 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_33 : tensor<i32>) outs(%148 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %150 = tensor.empty() : tensor<8x8xi32>
      %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%145, %149 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%150 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shli %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %152 = tensor.empty() : tensor<i32>
      %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%collapsed_33 : tensor<i32>) outs(%152 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %206 = arith.subi %c32_i32, %in : i32
        linalg.yield %206 : i32
      } -> tensor<i32>
      %154 = tensor.empty() : tensor<8x8xi32>
      %155 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%153 : tensor<i32>) outs(%154 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %156 = tensor.empty() : tensor<8x8xi32>
      %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%145, %155 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%156 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shrui %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %158 = tensor.empty() : tensor<8x8xi32>
      %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%151, %157 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%158 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.ori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %160 = tensor.empty() : tensor<8x8xi32>
      %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147, %159 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%160 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.xori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %extracted_slice_34 = tensor.extract_slice %arg9[2] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_35 = tensor.collapse_shape %extracted_slice_34 [] : tensor<1xi32> into tensor<i32>
      %162 = tensor.empty() : tensor<8x8xi32>
      %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147, %161 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%162 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.addi %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %164 = tensor.empty() : tensor<8x8xi32>
      %165 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_35 : tensor<i32>) outs(%164 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %166 = tensor.empty() : tensor<8x8xi32>
      %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%161, %165 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%166 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shli %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %168 = tensor.empty() : tensor<i32>
      %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%collapsed_35 : tensor<i32>) outs(%168 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %206 = arith.subi %c32_i32, %in : i32
        linalg.yield %206 : i32
      } -> tensor<i32>
      %170 = tensor.empty() : tensor<8x8xi32>
      %171 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%169 : tensor<i32>) outs(%170 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %172 = tensor.empty() : tensor<8x8xi32>
      %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%161, %171 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%172 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shrui %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %174 = tensor.empty() : tensor<8x8xi32>
      %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%167, %173 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%174 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.ori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %176 = tensor.empty() : tensor<8x8xi32>
      %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%163, %175 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%176 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.xori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %extracted_slice_36 = tensor.extract_slice %arg9[3] [1] [1] : tensor<4xi32> to tensor<1xi32>
      %collapsed_37 = tensor.collapse_shape %extracted_slice_36 [] : tensor<1xi32> into tensor<i32>
      %178 = tensor.empty() : tensor<8x8xi32>
      %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%163, %177 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%178 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.addi %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %180 = tensor.empty() : tensor<8x8xi32>
      %181 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_37 : tensor<i32>) outs(%180 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %182 = tensor.empty() : tensor<8x8xi32>
      %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%177, %181 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%182 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shli %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %184 = tensor.empty() : tensor<i32>
      %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%collapsed_37 : tensor<i32>) outs(%184 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %206 = arith.subi %c32_i32, %in : i32
        linalg.yield %206 : i32
      } -> tensor<i32>
      %186 = tensor.empty() : tensor<8x8xi32>
      %187 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<i32>) outs(%186 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %188 = tensor.empty() : tensor<8x8xi32>
      %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%177, %187 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%188 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.shrui %in, %in_38 : i32
        %207 = arith.cmpi ult, %in_38, %c32_i32 : i32
        %208 = arith.select %207, %206, %c0_i32 : i32
        linalg.yield %208 : i32
      } -> tensor<8x8xi32>
      %190 = tensor.empty() : tensor<8x8xi32>
      %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%183, %189 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%190 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.ori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %192 = tensor.empty() : tensor<8x8xi32>
      %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%179, %191 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%192 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.xori %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %194 = tensor.empty() : tensor<8x8xi32>
      %195 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<i32>) outs(%194 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %196 = tensor.empty() : tensor<8x8xi32>
      %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%179, %195 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%196 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.addi %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %198 = tensor.empty() : tensor<8x8xi32>
      %199 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<i32>) outs(%198 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %200 = tensor.empty() : tensor<8x8xi32>
      %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%193, %199 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%200 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.addi %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      %202 = tensor.empty() : tensor<8x8xi32>
      %203 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<i32>) outs(%202 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<8x8xi32>
      %204 = tensor.empty() : tensor<8x8xi32>
      %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%201, %203 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%204 : tensor<8x8xi32>) {
      ^bb0(%in: i32, %in_38: i32, %out: i32):
        %206 = arith.addi %in, %in_38 : i32
        linalg.yield %206 : i32
      } -> tensor<8x8xi32>
      scf.yield %129, %197, %205, %arg7, %arg8, %arg6, %arg10, %arg9 : tensor<i32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
    }
    %30 = tensor.empty() : tensor<8x8xi32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%29#1, %29#2 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%30 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %in_30: i32, %out: i32):
      %128 = arith.xori %in, %in_30 : i32
      linalg.yield %128 : i32
    } -> tensor<8x8xi32>
    %32 = tensor.empty() : tensor<8x8xi32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<8x8xi32>) outs(%32 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %128 = arith.shrui %in, %c9_i32 : i32
      linalg.yield %128 : i32
    } -> tensor<8x8xi32>
    %34 = tensor.empty() : tensor<8x8xi32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x8xi32>) outs(%34 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %128 = arith.ori %in, %c1065353216_i32 : i32
      linalg.yield %128 : i32
    } -> tensor<8x8xi32>
    %36 = tensor.empty() : tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xi32>) outs(%36 : tensor<8x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %128 = arith.bitcast %in : i32 to f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %38 = tensor.empty() : tensor<8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x8xf32>) outs(%38 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.subf %in, %cst_24 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %40 = tensor.empty() : tensor<8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xf32>) outs(%40 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %cst_23 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %42 = tensor.empty() : tensor<8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x8xf32>) outs(%42 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %cst_22 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %44 = tensor.empty() : tensor<8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.maximumf %in, %cst_22 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %46 = tensor.empty() : tensor<8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.negf %in : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %48 = tensor.empty() : tensor<8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%45, %47 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%48 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %50 = tensor.empty() : tensor<8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<8x8xf32>) outs(%50 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.log1p %in : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %52 = tensor.empty() : tensor<8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x8xf32>) outs(%52 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.negf %in : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %54 = tensor.empty() : tensor<8x8xi1>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x8xf32>) outs(%54 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %128 = arith.cmpf olt, %in, %cst_21 : f32
      linalg.yield %128 : i1
    } -> tensor<8x8xi1>
    %56 = tensor.empty() : tensor<8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x8xf32>) outs(%56 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.subf %in, %cst_20 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %58 = tensor.empty() : tensor<8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x8xf32>) outs(%58 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.sqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %60 = tensor.empty() : tensor<8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x8xf32>) outs(%60 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.subf %in, %cst_19 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %62 = tensor.empty() : tensor<8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %57, %61 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%62 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_30: f32, %in_31: f32, %out: f32):
      %128 = arith.select %in, %in_30, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %64 = tensor.empty() : tensor<8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%64 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_18, %cst_17 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %66 = tensor.empty() : tensor<8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%66 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_16, %cst_15 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %68 = tensor.empty() : tensor<8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%68 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %70 = tensor.empty() : tensor<8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %69 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%70 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %72 = tensor.empty() : tensor<8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%72 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_14, %cst_13 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %74 = tensor.empty() : tensor<8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%71, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%74 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %76 = tensor.empty() : tensor<8x8xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %75 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%76 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %78 = tensor.empty() : tensor<8x8xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%78 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_12, %cst_11 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %80 = tensor.empty() : tensor<8x8xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%80 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %82 = tensor.empty() : tensor<8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%79, %81 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%82 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %84 = tensor.empty() : tensor<8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%84 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_10, %cst_9 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %86 = tensor.empty() : tensor<8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%83, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%86 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %88 = tensor.empty() : tensor<8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%85, %87 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%88 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %90 = tensor.empty() : tensor<8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%90 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_8, %cst_7 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %92 = tensor.empty() : tensor<8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%92 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %94 = tensor.empty() : tensor<8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%91, %93 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%94 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %96 = tensor.empty() : tensor<8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%96 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_6, %cst_5 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %98 = tensor.empty() : tensor<8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%95, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%98 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %100 = tensor.empty() : tensor<8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %99 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%100 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %102 = tensor.empty() : tensor<8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%102 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_4, %cst_3 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %104 = tensor.empty() : tensor<8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%101, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%104 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %106 = tensor.empty() : tensor<8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%103, %105 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%106 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %108 = tensor.empty() : tensor<8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x8xi1>) outs(%108 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %128 = arith.select %in, %cst_2, %cst_1 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %110 = tensor.empty() : tensor<8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %63 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%110 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %112 = tensor.empty() : tensor<8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%109, %111 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%112 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %114 = tensor.empty() : tensor<8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113, %45 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%114 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.mulf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %116 = tensor.empty() : tensor<8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<8x8xf32>) outs(%116 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.absf %in : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %118 = tensor.empty() : tensor<8x8xi1>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<8x8xf32>) outs(%118 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %128 = arith.cmpf oeq, %in, %cst_24 : f32
      linalg.yield %128 : i1
    } -> tensor<8x8xi1>
    %120 = tensor.empty() : tensor<8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<8x8xf32>) outs(%120 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %cst_0 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %122 = tensor.empty() : tensor<8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%119, %121, %115 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%122 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_30: f32, %in_31: f32, %out: f32):
      %128 = arith.select %in, %in_30, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %124 = tensor.empty() : tensor<8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<8x8xf32>) outs(%124 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %cst : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    %126 = tensor.empty() : tensor<8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %125 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%126 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %128 = arith.addf %in, %in_30 : f32
      linalg.yield %128 : f32
    } -> tensor<8x8xf32>
    return %127 : tensor<8x8xf32>
  }
}
