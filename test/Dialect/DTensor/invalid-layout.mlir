// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// Diagnostics for `#dtensor.layout`: its own constraints, and the rules for
// attaching it (`dtensor.layout` on function arguments and results,
// `dtensor.layouts` on ops, layouts of the global-view ops) and for
// `dtensor.default_mesh`.

//===----------------------------------------------------------------------===//
// The attribute itself
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{unknown reduction 'avg'; expected sum, max or min}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded], partial = avg[y]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{'partial' needs at least one mesh axis}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded], partial = sum[]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{'any' is not a dimension entry; expected a mesh axis, '{axes}', 'unsharded' or 'match'}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, any]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{'scalar' is not a dimension entry; expected a mesh axis, '{axes}', 'unsharded' or 'match'}}
func.func @f(%a: tensor<f32> {dtensor.layout = #dtensor.layout<@m, [scalar]>}) {
  return
}

// -----

// The mesh is a symbol or an inline #dtensor.mesh.
// expected-error @+1 {{expected a mesh symbol (@name) or a #dtensor.mesh, or a TF layout string}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<3, [unsharded]>}) {
  return
}

// -----

// expected-error @+1 {{expected a mesh symbol (@name) or a #dtensor.mesh, or a TF layout string}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<#dtensor.dim<x>, [x]>}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// dtensor.layout on function arguments and results
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #0: unknown mesh axis 'z' (the mesh's axes: x, y)}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [z, unsharded]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #0: unknown mesh axis 'z' (the mesh's axes: x, y)}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded], partial = sum[z]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #1: layout has 1 dimension entries but the tensor 'tensor<8x8xf32>' has rank 2}}
func.func @f(%a: tensor<8xf32>, %b: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #0: layout has 1 dimension entries but the tensor 'tensor<f32>' has rank 0}}
func.func @f(%a: tensor<f32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #0: device 8 is not in the mesh}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, device = 8>}) {
  return
}

// -----

// The device ids of a mesh with an explicit list are that list.
dtensor.mesh @m <[x = 2], gpu, device_ids = [3, 1]>
// expected-error @+1 {{argument #0: device 0 is not in the mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, device = 0>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #0: 'match' (dimension 0) is allowed only in relayout targets}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [match, unsharded]>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #0: a layout annotates a ranked tensor, not 'i32'}}
func.func @f(%a: i32 {dtensor.layout = #dtensor.layout<@m, []>}) {
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{argument #0: a layout annotates a ranked tensor, not 'tensor<*xf32>'}}
func.func @f(%a: tensor<*xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) {
  return
}

// -----

func.func private @g()
// expected-error @+1 {{argument #0: 'g' does not name a dtensor.mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@g, [unsharded]>}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'nope' does not name a dtensor.mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@nope, [unsharded]>}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a 'dtensor.layout' entry must be a #dtensor.layout or a TF layout string}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = 3 : i64}) {
  return
}

// -----

// expected-error @+1 {{unknown dtensor attribute 'dtensor.foo'}}
func.func @f(%a: tensor<8xf32> {dtensor.foo = 3 : i64}) {
  return
}

// -----

// `dtensor.layouts` belongs on ops, not on arguments.
dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{unknown dtensor attribute 'dtensor.layouts' on a function result}}
func.func @f(%a: tensor<8xf32>) -> (tensor<8xf32> {dtensor.layouts = [#dtensor.layout<@m, [x]>]}) {
  return %a : tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{result #1: unknown mesh axis 'z' (the mesh's axes: x, y)}}
func.func @f(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [z]>}) {
  return %a, %a : tensor<8xf32>, tensor<8xf32>
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{result #0: 'match' (dimension 0) is allowed only in relayout targets}}
func.func @f(%a: tensor<8xf32>) -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [match]>}) {
  return %a : tensor<8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Layouts of the global-view ops
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.constraint' op 'match' (dimension 0) is allowed only in relayout targets}}
  %0 = dtensor.constraint %a : tensor<8x8xf32> to #dtensor.layout<@m, [match, unsharded]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.check_layout' op 'match' (dimension 1) is allowed only in relayout targets}}
  dtensor.check_layout %a : tensor<8x8xf32> is #dtensor.layout<@m, [x, match]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.copy_to_mesh' op 'match' (dimension 0) is allowed only in relayout targets}}
  %0 = dtensor.copy_to_mesh %a : tensor<8x8xf32> to #dtensor.layout<@m, [match, unsharded]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.relayout' op unknown mesh axis 'z' (the mesh's axes: x, y)}}
  %0 = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, [match, z]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.relayout' op unknown mesh axis 'z' (the mesh's axes: x, y)}}
  %0 = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, [unsharded, unsharded], partial = max[z]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.relayout' op layout has 3 dimension entries but the tensor 'tensor<8x8xf32>' has rank 2}}
  %0 = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, [match, match, match]>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.relayout' op device 9 is not in the mesh}}
  %0 = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, device = 9>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.relayout' op 'mm' does not name a dtensor.mesh}}
  %0 = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@mm, [x, y]>
  return
}

// -----

//===----------------------------------------------------------------------===//
// dtensor.layouts on ops
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'dtensor.layouts' has 0 entries but the op has 1 results}}
  %0 = arith.addf %a, %a {dtensor.layouts = []} : tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'dtensor.layouts' has 2 entries but the op has 1 results}}
  %0 = arith.addf %a, %a {dtensor.layouts = [#dtensor.layout<@m, [x]>, #dtensor.layout<@m, [x]>]} : tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'dtensor.layouts' has 1 entries but the op has 0 results}}
  "dtensor.check_layout"(%a) <{layout = #dtensor.layout<@m, [x]>}> {dtensor.layouts = [unit]} : (tensor<8xf32>) -> ()
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'dtensor.layouts' must be an array with one entry per result}}
  %0 = arith.addf %a, %a {dtensor.layouts = #dtensor.layout<@m, [x]>} : tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f() {
  // expected-error @+1 {{result #0 is not a ranked tensor; its 'dtensor.layouts' entry must be 'unit'}}
  %0 = arith.constant {dtensor.layouts = [#dtensor.layout<@m, []>]} 1 : i32
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f() {
  // expected-error @+1 {{result #1 is not a ranked tensor; its 'dtensor.layouts' entry must be 'unit'}}
  %c:2 = dtensor.device_coords @m[x, y] {dtensor.layouts = [unit, #dtensor.layout<@m, []>]} : index, index
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{result #0: unknown mesh axis 'z' (the mesh's axes: x, y)}}
  %0 = arith.addf %a, %a {dtensor.layouts = [#dtensor.layout<@m, [z]>]} : tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{result #0: layout has 2 dimension entries but the tensor 'tensor<8xf32>' has rank 1}}
  %0 = arith.addf %a, %a {dtensor.layouts = [#dtensor.layout<@m, [x, y]>]} : tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{result #0: 'match' (dimension 0) is allowed only in relayout targets}}
  %0 = arith.addf %a, %a {dtensor.layouts = [#dtensor.layout<@m, [match]>]} : tensor<8xf32>
  return
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{result #0: device 8 is not in the mesh}}
  %0 = arith.addf %a, %a {dtensor.layouts = [#dtensor.layout<@m, device = 8>]} : tensor<8xf32>
  return
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{result #0: 'm' does not name a dtensor.mesh}}
  %0 = arith.addf %a, %a {dtensor.layouts = [#dtensor.layout<@m, [unsharded]>]} : tensor<8xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Other dtensor.* attributes on ops
//===----------------------------------------------------------------------===//

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'dtensor.layout' belongs on function arguments and results; ops carry 'dtensor.layouts'}}
  %0 = arith.addf %a, %a {dtensor.layout = #dtensor.layout<@m, [x]>} : tensor<8xf32>
  return
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{unknown dtensor attribute 'dtensor.bogus'}}
  %0 = arith.addf %a, %a {dtensor.bogus} : tensor<8xf32>
  return
}

// -----

// expected-error @+1 {{unknown dtensor attribute 'dtensor.mesh'}}
module attributes {dtensor.mesh = @m} {
  dtensor.mesh @m <[x = 2], cpu>
}

// -----

// expected-error @+1 {{default mesh 'g' does not name a dtensor.mesh}}
module attributes {dtensor.default_mesh = @g} {
  func.func private @g()
}

// -----

// expected-error @+1 {{default mesh 'm' does not name a dtensor.mesh}}
module attributes {dtensor.default_mesh = @m} {
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
// expected-error @+1 {{default mesh 'nope' does not name a dtensor.mesh}}
func.func @f(%a: tensor<8xf32>) attributes {dtensor.default_mesh = @nope} {
  return
}

// -----

// expected-error @+1 {{'dtensor.default_mesh' must be a mesh symbol reference}}
module attributes {dtensor.default_mesh = "m"} {
  dtensor.mesh @m <[x = 2], cpu>
}

// -----

dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{'dtensor.default_mesh' belongs on a module or a function}}
  %0 = arith.addf %a, %a {dtensor.default_mesh = @m} : tensor<8xf32>
  return
}
