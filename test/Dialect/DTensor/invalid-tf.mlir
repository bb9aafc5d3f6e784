// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// Malformed TF DTensor spellings of meshes and layouts (as the string
// value of `dtensor.layout`, and inside `#dtensor.layout<"...">`), and
// malformed typed spellings: each gives a diagnostic.

//===----------------------------------------------------------------------===//
// Head and separators
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: 'empty_layout' names no mesh; leave the value without a layout instead}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "empty_layout"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: parted layouts (unrelated per-device pieces) are not supported; use 'sharding_specs:'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "parted:x, mesh:|x=2|*CPU"}) {
  return
}

// -----

// No head at all.
// expected-error @+1 {{argument #0: a TF layout starts with 'sharding_specs:' or 'maximal:true,', or is 'empty_layout'; got 'x,unsharded, mesh:|x=2|*CPU'}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "x,unsharded, mesh:|x=2|*CPU"}) {
  return
}

// -----

// The head is case-sensitive.
// expected-error @+1 {{argument #0: a TF layout starts with 'sharding_specs:'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "SHARDING_SPECS:x, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF layout starts with 'sharding_specs:'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = " sharding_specs:x, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF layout needs one space between its sharding specs and its mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x,mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF layout has exactly one space, between its sharding specs and its mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x,  mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF layout has exactly one space, between its sharding specs and its mesh}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:x, unsharded, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF layout has exactly one space, between its sharding specs and its mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|*CPU "}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Mesh parts
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: a TF mesh has 3, 5, 6 or 7 '|'-separated parts, got 4 in '|x=2|0,1|0,1'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF mesh has 3, 5, 6 or 7 '|'-separated parts, got 2 in '|x=2'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF mesh has 3, 5, 6 or 7 '|'-separated parts, got 8}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU:0,CPU:1|CPU:0,CPU:1|use_xla_spmd|extra"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF mesh has 3, 5, 6 or 7 '|'-separated parts, got 0 in ''}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:"}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Mesh dimensions
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: TF mesh dimension 'x2' is not of the form name=size}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh dimension 'x=abc' is not of the form name=size}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=abc|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh dimension '=2' is not of the form name=size}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: mesh axis 'x' has size 0; axis sizes must be at least 1}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=0|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: mesh axis 'x' has size -2; axis sizes must be at least 1}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=-2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'match' is a reserved word and cannot name a mesh axis}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|match=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: mesh axis 'x' is declared more than once}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|x=2,x=2|*CPU"}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Device ids
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: TF mesh lists 3 global device ids but its dimensions hold 2 devices}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1,2|0,1,2|CPU:0,CPU:1,CPU:2"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh: global id entry 'a' is not an integer}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,a|0,1|CPU:0,CPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh: local id entry '1.0' is not an integer}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1.0|CPU:0,CPU:1"}) {
  return
}

// -----

// Without the global device names, the local ids must be an aligned
// block of the global ones (in any order): else the other clients'
// devices are unknown.
// expected-error @+1 {{argument #0: TF mesh: the local device ids are not one aligned block of the global ids, so the other clients' devices are unknown; give the global device names (the 6th part)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|0,2|CPU:0,CPU:1"}) {
  return
}

// -----

// The local ids are contiguous but not aligned to a client block.
// expected-error @+1 {{argument #0: TF mesh: the local device ids are not one aligned block of the global ids, so the other clients' devices are unknown; give the global device names (the 6th part)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|1,2|CPU:0,CPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh: local device id 7 is not one of the global ids}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|1,7|CPU:0,CPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh: local device id 1 is listed twice}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|1,1|CPU:0,CPU:1"}) {
  return
}

// -----

// The global device names put devices on a task beyond the clients (4
// global ids, 2 local: 2 clients).
// expected-error @+1 {{argument #0: TF mesh: global device '/job:w/task:2/device:CPU:0' is on task 2, but the mesh has 2 clients (4 global ids, 2 local)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|0,2|/job:w/task:0/device:CPU:0,/job:w/task:0/device:CPU:1|/job:w/task:0/device:CPU:0,/job:w/task:1/device:CPU:0,/job:w/task:0/device:CPU:1,/job:w/task:2/device:CPU:0"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh: the global device names put 3 devices on task 0; every client holds 2 (the local ids' count)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|0,2|/job:w/task:0/device:CPU:0,/job:w/task:0/device:CPU:1|/job:w/task:0/device:CPU:0,/job:w/task:1/device:CPU:0,/job:w/task:0/device:CPU:1,/job:w/task:0/device:CPU:2"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh: task 1 lists device 0 twice}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|0,2|/job:w/task:0/device:CPU:0,/job:w/task:0/device:CPU:1|/job:w/task:0/device:CPU:0,/job:w/task:1/device:CPU:0,/job:w/task:0/device:CPU:1,/job:w/task:1/device:CPU:0"}) {
  return
}

// -----

// The local ids disagree with what the global names put on this task.
// expected-error @+1 {{argument #0: TF mesh: the local device ids are not the devices the global device names put on task 0, in their order}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|2,0|/job:w/task:0/device:CPU:0,/job:w/task:0/device:CPU:1|/job:w/task:0/device:CPU:0,/job:w/task:1/device:CPU:0,/job:w/task:0/device:CPU:1,/job:w/task:1/device:CPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device name '/job:w/task:x/device:CPU:0' has no task number after '/task:'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=4|0,1,2,3|0,2|/job:w/task:0/device:CPU:0,/job:w/task:0/device:CPU:1|/job:w/task:x/device:CPU:0,/job:w/task:1/device:CPU:0,/job:w/task:0/device:CPU:1,/job:w/task:1/device:CPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh: 3 global device ids are not a multiple of 2 local ones}}
func.func @f(%a: tensor<6xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=3|0,1,2|0,1|CPU:0,CPU:1"}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Device names
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: TF mesh lists 1 local device names for 2 device ids}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU:0"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh lists 1 global device names for 2 device ids}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU:0,CPU:1|CPU:0"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh lists no devices}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|||"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF mesh mixes device types; a mesh has one}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|/job:localhost/replica:0/task:0/device:CPU:0,/job:localhost/replica:0/task:0/device:GPU:1"}) {
  return
}

// -----

// The 6th part (global devices) disagrees with the local ones.
// expected-error @+1 {{argument #0: TF mesh mixes device types; a mesh has one}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU:0,CPU:1|GPU:0,GPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device type 'TPU' in '/job:localhost/replica:0/task:0/device:TPU:0' is not supported (dtc meshes are CPU or GPU)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|/job:localhost/replica:0/task:0/device:TPU:0,/job:localhost/replica:0/task:0/device:TPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device name '/job:localhost/replica:0/task:0/CPU:0' has no '/device:TYPE:N' part}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|/job:localhost/replica:0/task:0/CPU:0,/job:localhost/replica:0/task:0/CPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device name 'CPU:a' does not end in a device number}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU:a,CPU:1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device name 'CPU:-1' does not end in a device number}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU:0,CPU:-1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device name 'CPU0' does not end in a device number}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU0,CPU1"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: the 7th part of a TF mesh is 'use_xla_spmd' or empty, not 'xla'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|0,1|0,1|CPU:0,CPU:1|CPU:0,CPU:1|xla"}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Shorthand and special meshes
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: the 3-part TF mesh shorthand ends in '*CPU' or '*GPU', not '*TPU'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|*TPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: the 3-part TF mesh shorthand ends in '*CPU' or '*GPU', not 'CPU'}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'empty_mesh' has no devices to lay a tensor out on}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:empty_mesh"}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Maximal (single-device) layouts
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: a maximal TF layout names one device, not a mesh of 2}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "maximal:true, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a maximal TF layout has nothing between 'maximal:true,' and its device}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "maximal:true,x, mesh:/job:localhost/replica:0/task:0/device:CPU:0"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device type 'TPU' in '/job:localhost/replica:0/task:0/device:TPU:0' is not supported (dtc meshes are CPU or GPU)}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "maximal:true, mesh:/job:localhost/replica:0/task:0/device:TPU:0"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device name '/job:localhost/replica:0/task:0/CPU:0' has no '/device:TYPE:N' part}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "maximal:true, mesh:/job:localhost/replica:0/task:0/CPU:0"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF device name '/job:localhost/replica:0/task:0/device:CPU:x' does not end in a device number}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "maximal:true, mesh:/job:localhost/replica:0/task:0/device:CPU:x"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a TF layout needs one space between its sharding specs and its mesh}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "maximal:true,mesh:/job:localhost/replica:0/task:0/device:CPU:0"}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Sharding specs
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: TF layout: 'any' (sharding spec #0) is a propagation hint dtc does not take; leave the value unannotated instead}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:any, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF layout: 'any' (sharding spec #1) is a propagation hint dtc does not take}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:x,any, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF layout: 'scalar' stands alone, for rank 0}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:scalar,x, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF layout: 'scalar' stands alone, for rank 0}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:x,scalar, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF layout: sharding spec #1 is empty}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:x,,, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: TF layout: sharding spec #0 is empty}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:,x, mesh:|x=2|*CPU"}) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Against the annotated tensor
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: layout has 3 dimension entries but the tensor 'tensor<8x8xf32>' has rank 2}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = "sharding_specs:x,unsharded,unsharded, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: layout has 0 dimension entries but the tensor 'tensor<8xf32>' has rank 1}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:scalar, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'match' (dimension 0) is allowed only in relayout targets}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:match, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a layout annotates a ranked tensor, not 'i32'}}
func.func @f(%a: i32 {dtensor.layout = "sharding_specs:x, mesh:|x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a layout annotates a ranked tensor, not 'f32'}}
func.func @f(%a: f32 {dtensor.layout = "maximal:true, mesh:/job:localhost/replica:0/task:0/device:CPU:0"}) {
  return
}

// -----

// The same checks apply to function results.
// expected-error @+1 {{result #0: TF layout: sharding spec #0 is empty}}
func.func @f(%a: tensor<8xf32>) -> (tensor<8xf32> {dtensor.layout = "sharding_specs:,, mesh:|x=2|*CPU"}) {
  return %a : tensor<8xf32>
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @+1 {{result #0: a TF mesh has 3, 5, 6 or 7 '|'-separated parts, got 2 in '|x=2'}}
  %0 = arith.addf %a, %a {dtensor.layouts = ["sharding_specs:x, mesh:|x=2"]} : tensor<8xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// TF strings inside #dtensor.layout<"...">
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0: layout has 2 dimension entries but the tensor 'tensor<8xf32>' has rank 1}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<"sharding_specs:x,unsharded, mesh:|x=2|*CPU">}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'match' (dimension 1) is allowed only in relayout targets}}
func.func @f(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<"sharding_specs:unsharded,match, mesh:|x=2|*GPU">}) {
  return
}

// -----

// expected-error @+1 {{argument #0: a layout annotates a ranked tensor, not 'index'}}
func.func @f(%a: index {dtensor.layout = #dtensor.layout<"maximal:true, mesh:/job:localhost/replica:0/task:0/device:GPU:3">}) {
  return
}

// -----

func.func @f(%a: tensor<8x8xf32>) {
  // expected-error @+1 {{'dtensor.check_layout' op layout has 1 dimension entries but the tensor 'tensor<8x8xf32>' has rank 2}}
  dtensor.check_layout %a : tensor<8x8xf32> is #dtensor.layout<"sharding_specs:x, mesh:|x=2|*CPU">
  return
}

// -----

//===----------------------------------------------------------------------===//
// Malformed typed spellings
//===----------------------------------------------------------------------===//

// The mesh symbol needs its '@'.
// expected-error @+1 {{expected attribute value}}
func.func private @f() attributes {test.a = #dtensor.layout<m, [x]>}

// -----

// expected-error @+1 {{expected a mesh axis name}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [x,]>}

// -----

// expected-error @+1 {{expected ','}}
func.func private @f() attributes {test.a = #dtensor.layout<@m x>}

// -----

// expected-error @+1 {{expected ','}}
func.func private @f() attributes {test.a = #dtensor.layout<@m>}

// -----

// expected-error @+1 {{expected '[' in the layout's dimension list}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, x>}

// -----

// Axis groups do not nest.
// expected-error @+1 {{expected a mesh axis name}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [{{x}}]>}

// -----

// expected-error @+1 {{expected a mesh axis name}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [{}]>}

// -----

// expected-error @+1 {{unknown reduction 'avg'; expected sum, max or min}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [x], partial = avg[y]>}

// -----

// expected-error @+1 {{expected 'partial'}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [x], sum[y]>}

// -----

// expected-error @+1 {{expected '='}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [x], partial sum[y]>}

// -----

// expected-error @+1 {{expected '[' in the partial axes}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [x], partial = sum y>}

// -----

// expected-error @+1 {{expected a mesh axis name}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [x], partial = sum[y,]>}

// -----

// expected-error @+1 {{expected integer value}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, device = x>}

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, device = 1, [x]>}

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f() attributes {test.a = #dtensor.layout<@m, [x] partial = sum[y]>}

// -----

// expected-error @+1 {{unknown device type 'tpu'; expected 'cpu' or 'gpu'}}
func.func private @f() attributes {test.a = #dtensor.layout<#dtensor.mesh<[x = 2], tpu>, [x]>}

// -----

// expected-error @+1 {{expected integer value}}
func.func private @f() attributes {test.a = #dtensor.mesh<[x = 2.5], cpu>}

// -----

// expected-error @+1 {{'any' is not a dimension entry; expected a mesh axis, '{axes}', 'unsharded' or 'match'}}
func.func private @f() attributes {test.a = #dtensor.dim<any>}

// -----

// expected-error @+1 {{expected a mesh axis name}}
func.func private @f() attributes {test.a = #dtensor.dim<{x,}>}

// -----

// expected-error @+1 {{unknown attribute `bogus` in dialect `dtensor`}}
func.func private @f() attributes {test.a = #dtensor.bogus<x>}
