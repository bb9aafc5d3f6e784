// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// Diagnostics for the dtensor ops: one case per constraint.

//===----------------------------------------------------------------------===//
// all_gather
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // The gathered dimension grows by the group size (4 along y).
  // expected-error @+1 {{'dtensor.all_gather' op expected result dimension 1 to be 64, got 32 ('tensor<8x16xf32>' -> 'tensor<8x32xf32>')}}
  %0 = dtensor.all_gather %a on @m[y] dim 1 : tensor<8x16xf32> -> tensor<8x32xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // The other dimensions stay as they are.
  // expected-error @+1 {{'dtensor.all_gather' op expected result dimension 0 to be 8, got 4}}
  %0 = dtensor.all_gather %a on @m[y] dim 1 : tensor<8x16xf32> -> tensor<4x64xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // The group of several axes is their product (2 * 4).
  // expected-error @+1 {{'dtensor.all_gather' op expected result dimension 0 to be 64, got 16}}
  %0 = dtensor.all_gather %a on @m[x, y] dim 0 : tensor<8x16xf32> -> tensor<16x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_gather' op result element type 'f16' differs from the input's 'f32'}}
  %0 = dtensor.all_gather %a on @m[y] dim 1 : tensor<8x16xf32> -> tensor<8x64xf16>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_gather' op result rank 3 differs from the input's 2}}
  %0 = dtensor.all_gather %a on @m[y] dim 1 : tensor<8x16xf32> -> tensor<8x64x1xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_gather' op 'dim' 2 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.all_gather %a on @m[y] dim 2 : tensor<8x16xf32> -> tensor<8x64xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_gather' op 'dim' -1 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.all_gather %a on @m[y] dim -1 : tensor<8x16xf32> -> tensor<8x64xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// all_reduce
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce' op reduction 'and' needs integer elements, got 'f32'}}
  %0 = dtensor.all_reduce and %a on @m[x] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce' op reduction 'or' needs integer elements, got 'f32'}}
  %0 = dtensor.all_reduce or %a on @m[x] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{unknown reduction 'avg'; expected sum, prod, min, max, mean, and or or}}
  %0 = dtensor.all_reduce avg %a on @m[x] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce' op failed to verify that all of {input, result} have same type}}
  %0 = "dtensor.all_reduce"(%a) <{kind = #dtensor<reduction sum>, mesh = @m, axes = ["x"]}> : (tensor<8x16xf32>) -> tensor<8x8xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// all_reduce_start, wait
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce_start' op future must be waited for exactly once, has 0 uses}}
  %0 = dtensor.all_reduce_start sum %a on @m[x] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce_start' op future must be waited for exactly once, has 2 uses}}
  %0 = dtensor.all_reduce_start sum %a on @m[x] : tensor<8x16xf32>
  %1 = dtensor.wait %0 : tensor<8x16xf32>
  %2 = dtensor.wait %0 : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>, %c: i1) {
  // expected-error @+1 {{'dtensor.all_reduce_start' op future must be waited for by a dtensor.wait in its block}}
  %0 = dtensor.all_reduce_start sum %a on @m[x] : tensor<8x16xf32>
  scf.if %c {
    %1 = dtensor.wait %0 : tensor<8x16xf32>
  }
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce_start' op reduction 'and' needs integer elements, got 'f32'}}
  %0 = dtensor.all_reduce_start and %a on @m[x] : tensor<8x16xf32>
  %1 = dtensor.wait %0 : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce_start' op expected at least one mesh axis}}
  %0 = dtensor.all_reduce_start sum %a on @m[] : tensor<8x16xf32>
  %1 = dtensor.wait %0 : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce_start' op failed to verify that the result is a future of the input}}
  %0 = "dtensor.all_reduce_start"(%a) <{kind = #dtensor<reduction sum>, mesh = @m, axes = ["x"]}> : (tensor<8x16xf32>) -> !dtensor.future<tensor<8x8xf32>>
  %1 = dtensor.wait %0 : tensor<8x8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>, %f: !dtensor.future<tensor<8x16xf32>>) {
  // expected-error @+1 {{'dtensor.wait' op waits for a future that no start in its block made}}
  %1 = dtensor.wait %f : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  %0 = dtensor.all_reduce_start sum %a on @m[x] : tensor<8x16xf32>
  // expected-error @+1 {{'dtensor.wait' op failed to verify that the future is of the result's type}}
  %1 = "dtensor.wait"(%0) : (!dtensor.future<tensor<8x16xf32>>) -> tensor<4x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// reduce_scatter
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce_scatter' op expected result dimension 0 to be 4, got 8}}
  %0 = dtensor.reduce_scatter sum %a on @m[x] dim 0 : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce_scatter' op expected result dimension 1 to be 16, got 8}}
  %0 = dtensor.reduce_scatter sum %a on @m[x] dim 0 : tensor<8x16xf32> -> tensor<4x8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce_scatter' op 'dim' 2 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.reduce_scatter sum %a on @m[x] dim 2 : tensor<8x16xf32> -> tensor<4x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%b: tensor<6x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce_scatter' op dimension 0 of size 6 is not divisible by the group size 4}}
  %0 = dtensor.reduce_scatter sum %b on @m[y] dim 0 : tensor<6x16xf32> -> tensor<1x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce_scatter' op reduction 'and' needs integer elements, got 'f32'}}
  %0 = dtensor.reduce_scatter and %a on @m[x] dim 0 : tensor<8x16xf32> -> tensor<4x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce_scatter' op result element type 'i32' differs from the input's 'f32'}}
  %0 = dtensor.reduce_scatter sum %a on @m[x] dim 0 : tensor<8x16xf32> -> tensor<4x16xi32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// all_to_all
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_to_all' op expected result dimension 0 to be 16, got 8}}
  %0 = dtensor.all_to_all %a on @m[x] split 1 concat 0 : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_to_all' op expected result dimension 1 to be 8, got 16}}
  %0 = dtensor.all_to_all %a on @m[x] split 1 concat 0 : tensor<8x16xf32> -> tensor<16x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_to_all' op 'split' 2 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.all_to_all %a on @m[x] split 2 concat 0 : tensor<8x16xf32> -> tensor<16x8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_to_all' op 'concat' 5 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.all_to_all %a on @m[x] split 1 concat 5 : tensor<8x16xf32> -> tensor<16x8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%b: tensor<6x16xf32>) {
  // expected-error @+1 {{'dtensor.all_to_all' op dimension 0 of size 6 is not divisible by the group size 4}}
  %0 = dtensor.all_to_all %b on @m[y] split 0 concat 1 : tensor<6x16xf32> -> tensor<1x64xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_to_all' op result element type 'i8' differs from the input's 'f32'}}
  %0 = dtensor.all_to_all %a on @m[x] split 1 concat 0 : tensor<8x16xf32> -> tensor<16x8xi8>
  return
}

// -----

//===----------------------------------------------------------------------===//
// all_slice
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_slice' op expected result dimension 0 to be 4, got 8}}
  %0 = dtensor.all_slice %a on @m[x] dim 0 : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_slice' op 'dim' 3 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.all_slice %a on @m[x] dim 3 : tensor<8x16xf32> -> tensor<4x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%b: tensor<6x16xf32>) {
  // expected-error @+1 {{'dtensor.all_slice' op dimension 0 of size 6 is not divisible by the group size 4}}
  %0 = dtensor.all_slice %b on @m[y] dim 0 : tensor<6x16xf32> -> tensor<1x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_slice' op result rank 1 differs from the input's 2}}
  %0 = dtensor.all_slice %a on @m[x] dim 0 : tensor<8x16xf32> -> tensor<4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// collective_permute
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.collective_permute' op permutation has 3 entries but the group has 2 devices}}
  %0 = dtensor.collective_permute %a on @m[x] permutation [0, 1, 2] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.collective_permute' op permutation has 2 entries but the group has 8 devices}}
  %0 = dtensor.collective_permute %a on @m[x, y] permutation [1, 0] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.collective_permute' op permutation is not a permutation of 0..1 (bad or repeated entry 1)}}
  %0 = dtensor.collective_permute %a on @m[x] permutation [1, 1] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.collective_permute' op permutation is not a permutation of 0..1 (bad or repeated entry 2)}}
  %0 = dtensor.collective_permute %a on @m[x] permutation [0, 2] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.collective_permute' op permutation is not a permutation of 0..1 (bad or repeated entry -1)}}
  %0 = dtensor.collective_permute %a on @m[x] permutation [-1, 0] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.collective_permute' op failed to verify that all of {input, result} have same type}}
  %0 = "dtensor.collective_permute"(%a) <{mesh = @m, axes = ["x"], permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.broadcast' op root 2 is outside the group of 2 devices}}
  %0 = dtensor.broadcast %a on @m[x] root 2 : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.broadcast' op root 8 is outside the group of 8 devices}}
  %0 = dtensor.broadcast %a on @m[x, y] root 8 : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.broadcast' op root -1 is negative}}
  %0 = dtensor.broadcast %a on @m[x] root -1 : tensor<8x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// in_mesh
//===----------------------------------------------------------------------===//

func.func @f() {
  // expected-error @+1 {{'dtensor.in_mesh' op 'nowhere' does not name a dtensor.mesh}}
  %0 = dtensor.in_mesh @nowhere
  return
}

// -----

//===----------------------------------------------------------------------===//
// device_coords
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f() {
  // expected-error @+1 {{'dtensor.device_coords' op expected one result per mesh axis (2), got 1}}
  %0 = dtensor.device_coords @m[x, y] : index
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f() {
  // expected-error @+1 {{'dtensor.device_coords' op expected one result per mesh axis (2), got 3}}
  %0:3 = dtensor.device_coords @m[x, y] : index, index, index
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f() {
  // expected-error @+1 {{'dtensor.device_coords' op result #0 must be variadic of index, but got 'i32'}}
  %0 = dtensor.device_coords @m[x] : i32
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f() {
  // expected-error @+1 {{'dtensor.device_coords' op expected at least one mesh axis}}
  "dtensor.device_coords"() <{mesh = @m, axes = []}> : () -> ()
  return
}

// -----

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op reduces with sum, mean, max or min, not 'prod'}}
  %0 = dtensor.reduce prod %a over @m[x] : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%c: tensor<8xi32>) {
  // expected-error @+1 {{'dtensor.reduce' op reduces with sum, mean, max or min, not 'and'}}
  %0 = dtensor.reduce and %c over @m[x] : tensor<8xi32> -> tensor<8xi32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%c: tensor<8xi32>) {
  // expected-error @+1 {{'dtensor.reduce' op reduces with sum, mean, max or min, not 'or'}}
  %0 = dtensor.reduce or %c over @m[x] : tensor<8xi32> -> tensor<8xi32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op 'along' 2 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.reduce sum %a over @m[x] along 2 : tensor<8x16xf32> -> tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op 'along' -1 is not a dimension of 'tensor<8x16xf32>'}}
  %0 = dtensor.reduce sum %a over @m[x] along -1 : tensor<8x16xf32> -> tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // `along 0` drops dimension 0, not 1.
  // expected-error @+1 {{'dtensor.reduce' op expected result type 'tensor<16xf32>', got 'tensor<8xf32>'}}
  %0 = dtensor.reduce mean %a over @m[x] along 0 : tensor<8x16xf32> -> tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // Without `along` the type is unchanged.
  // expected-error @+1 {{'dtensor.reduce' op expected result type 'tensor<8x16xf32>', got 'tensor<16xf32>'}}
  %0 = dtensor.reduce sum %a over @m[x] : tensor<8x16xf32> -> tensor<16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op expected result type 'tensor<8x16xf32>', got 'tensor<8x16xf16>'}}
  %0 = dtensor.reduce max %a over @m[x] : tensor<8x16xf32> -> tensor<8x16xf16>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op unknown mesh axis 'q' (the mesh's axes: x, y)}}
  %0 = dtensor.reduce sum %a over @m[q] : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Mesh and axes, shared by every op that names mesh axes
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_gather' op expected at least one mesh axis}}
  %0 = dtensor.all_gather %a on @m[] dim 1 : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce' op expected at least one mesh axis}}
  %0 = dtensor.all_reduce sum %a on @m[] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.collective_permute' op expected at least one mesh axis}}
  %0 = dtensor.collective_permute %a on @m[] permutation [] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op expected at least one mesh axis}}
  %0 = dtensor.reduce sum %a over @m[] : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_gather' op mesh axis 'y' is listed more than once}}
  %0 = dtensor.all_gather %a on @m[y, y] dim 1 : tensor<8x16xf32> -> tensor<8x256xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_reduce' op mesh axis 'x' is listed more than once}}
  %0 = dtensor.all_reduce sum %a on @m[x, y, x] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f() {
  // expected-error @+1 {{'dtensor.device_coords' op mesh axis 'x' is listed more than once}}
  %0:2 = dtensor.device_coords @m[x, x] : index, index
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op mesh axis 'x' is listed more than once}}
  %0 = dtensor.reduce sum %a over @m[x, x] : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_gather' op unknown mesh axis 'z' (the mesh's axes: x, y)}}
  %0 = dtensor.all_gather %a on @m[z] dim 1 : tensor<8x16xf32> -> tensor<8x64xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.broadcast' op unknown mesh axis 'z' (the mesh's axes: x, y)}}
  %0 = dtensor.broadcast %a on @m[x, z] root 0 : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.all_slice' op 'nope' does not name a dtensor.mesh}}
  %0 = dtensor.all_slice %a on @nope[y] dim 0 : tensor<8x16xf32> -> tensor<2x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.reduce' op 'nope' does not name a dtensor.mesh}}
  %0 = dtensor.reduce sum %a over @nope[x] : tensor<8x16xf32> -> tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // The symbol must name a mesh, not any symbol.
  // expected-error @+1 {{'dtensor.all_reduce' op 'f' does not name a dtensor.mesh}}
  %0 = dtensor.all_reduce sum %a on @f[x] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  %0 = dtensor.all_reduce sum %a on m[x] : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{expected '[' in the mesh axis list}}
  %0 = dtensor.all_reduce sum %a on @m : tensor<8x16xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{expected a mesh axis name}}
  %0 = dtensor.all_reduce sum %a on @m[x,] : tensor<8x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Global-view ops
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.copy_to_mesh' op the target layout of copy_to_mesh cannot be partial}}
  %0 = dtensor.copy_to_mesh %a : tensor<8x16xf32> to #dtensor.layout<@m, [x, unsharded], partial = sum[y]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.copy_to_mesh' op 'nope' does not name a dtensor.mesh}}
  %0 = dtensor.copy_to_mesh %a : tensor<8x16xf32> to #dtensor.layout<@nope, [x, unsharded]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.constraint' op layout has 1 dimension entries but the tensor 'tensor<8x16xf32>' has rank 2}}
  %0 = dtensor.constraint %a : tensor<8x16xf32> to #dtensor.layout<@m, [x]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.constraint' op failed to verify that all of {input, result} have same type}}
  %0 = "dtensor.constraint"(%a) <{layout = #dtensor.layout<@m, [x, y]>}> : (tensor<8x16xf32>) -> tensor<8x8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.relayout' op failed to verify that all of {input, result} have same type}}
  %0 = "dtensor.relayout"(%a) <{layout = #dtensor.layout<@m, [x, y]>}> : (tensor<8x16xf32>) -> tensor<8x16xf16>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.copy_to_mesh' op failed to verify that all of {input, result} have same type}}
  %0 = "dtensor.copy_to_mesh"(%a) <{layout = #dtensor.layout<@m, [x, y]>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%u: tensor<*xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = dtensor.constraint %u : tensor<*xf32> to #dtensor.layout<@m, []>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.check_layout' op unknown mesh axis 'z' (the mesh's axes: x, y)}}
  dtensor.check_layout %a : tensor<8x16xf32> is #dtensor.layout<@m, [x, z]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.check_layout' op device 8 is not in the mesh}}
  dtensor.check_layout %a : tensor<8x16xf32> is #dtensor.layout<@m, device = 8>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.relayout' op layout has 1 dimension entries but the tensor 'tensor<8x16xf32>' has rank 2}}
  %0 = dtensor.relayout %a : tensor<8x16xf32> to #dtensor.layout<@m, [match]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{'dtensor.check_layout' op requires attribute 'layout'}}
  "dtensor.check_layout"(%a) : (tensor<8x16xf32>) -> ()
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x16xf32>) {
  // expected-error @+1 {{invalid properties}}
  %0 = "dtensor.constraint"(%a) <{layout = 3 : i64}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// optimization_barrier
//===----------------------------------------------------------------------===//

func.func @f(%a: tensor<8x16xf32>) {
  // Result i has operand i's type.
  // expected-error @+2 {{'dtensor.optimization_barrier' op inferred type(s) 'tensor<8x16xf32>' are incompatible with return type(s) of operation 'tensor<8x16xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "dtensor.optimization_barrier"(%a) : (tensor<8x16xf32>) -> tensor<8x16xi32>
  return
}
