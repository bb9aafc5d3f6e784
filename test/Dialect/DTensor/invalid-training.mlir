// The training roles of an entry's tensors (dtensor.variable,
// dtensor.aggregation, dtensor.dataset, dtensor.assign): one error each.
// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{argument #0: 'dtensor.dataset' needs a tensor whose first dimension is the batch}}
func.func @f(%x: tensor<f32> {dtensor.dataset}) { return }

// -----

// expected-error@+1 {{argument #0: 'dtensor.dataset' is a unit attribute of arguments}}
func.func @f(%x: tensor<4xf32> {dtensor.dataset = 1}) { return }

// -----

// expected-error@+1 {{argument #0: 'dtensor.dataset' and 'dtensor.variable' exclude each other}}
func.func @f(%x: tensor<4xf32> {dtensor.dataset, dtensor.variable = "x"}) { return }

// -----

// expected-error@+1 {{argument #0: 'dtensor.variable' is the variable's name: a non-empty string}}
func.func @f(%x: tensor<4xf32> {dtensor.variable = ""}) { return }

// -----

// expected-error@+1 {{argument #1: 'dtensor.variable' names "w", which an earlier argument names too}}
func.func @f(%a: tensor<4xf32> {dtensor.variable = "w"}, %b: tensor<4xf32> {dtensor.variable = "w"}) { return }

// -----

// expected-error@+1 {{result #0: 'dtensor.variable' belongs on arguments (a result assigns with 'dtensor.assign')}}
func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32> {dtensor.variable = "w"}) { return %a : tensor<4xf32> }

// -----

// expected-error@+1 {{argument #0: 'dtensor.aggregation' belongs on a variable}}
func.func @f(%a: tensor<4xf32> {dtensor.aggregation = "sum"}) { return }

// -----

// expected-error@+1 {{argument #0: 'dtensor.aggregation' is one of "sum", "mean", "only_first_replica" or "none"}}
func.func @f(%a: tensor<4xf32> {dtensor.variable = "w", dtensor.aggregation = "max"}) { return }

// -----

// expected-error@+1 {{result #0: 'dtensor.assign' names "v", which is no argument's 'dtensor.variable'}}
func.func @f(%a: tensor<4xf32> {dtensor.variable = "w"}) -> (tensor<4xf32> {dtensor.assign = "v"}) { return %a : tensor<4xf32> }

// -----

// expected-error@+1 {{result #0: 'dtensor.assign' assigns a 'tensor<4xf64>' to variable "w" of type 'tensor<4xf32>'}}
func.func @f(%a: tensor<4xf32> {dtensor.variable = "w"}, %b: tensor<4xf64>) -> (tensor<4xf64> {dtensor.assign = "w"}) { return %b : tensor<4xf64> }

// -----

// expected-error@+1 {{result #1: 'dtensor.assign' assigns variable "w", which result #0 assigns already}}
func.func @f(%a: tensor<4xf32> {dtensor.variable = "w"}) -> (tensor<4xf32> {dtensor.assign = "w"}, tensor<4xf32> {dtensor.assign = "w"}) { return %a, %a : tensor<4xf32>, tensor<4xf32> }

// -----

dtensor.mesh @m <[x = 2], cpu>
// expected-error@+1 {{result #0: 'dtensor.assign' assigns variable "w", so its layout is the variable's: leave it out, and the value is relayouted}}
func.func @f(%a: tensor<4xf32> {dtensor.variable = "w", dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<4xf32> {dtensor.assign = "w", dtensor.layout = #dtensor.layout<@m, [unsharded]>}) { return %a : tensor<4xf32> }

// -----

dtensor.mesh @m <[x = 2], cpu>
// expected-error@+1 {{result #0: 'dtensor.assign' assigns variable "w", so its layout is the variable's: declare the same layout on both (in the local view)}}
func.func @f(%a: tensor<2xf32> {dtensor.variable = "w", dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<2xf32> {dtensor.assign = "w"}) attributes {dtensor.local_view} { return %a : tensor<2xf32> }

// -----

// expected-error@+1 {{result #0: 'dtensor.assign_add' updates a variable per replica: it belongs on results of a function with 'dtensor.strategy'}}
func.func @f(%a: tensor<4xf32> {dtensor.variable = "w"}) -> (tensor<4xf32> {dtensor.assign_add = "w"}) { return %a : tensor<4xf32> }

// -----

// expected-error@+1 {{result #0: 'dtensor.reduce' belongs on results of a function with 'dtensor.strategy'}}
func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32> {dtensor.reduce = "sum"}) { return %a : tensor<4xf32> }

// -----

// expected-error@+1 {{argument #0: 'dtensor.batch_mask' is a unit attribute of a 1-D f32 argument}}
func.func @f(%a: tensor<4xi32> {dtensor.batch_mask}) { return }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{result #0: 'dtensor.reduce' is one of "sum", "mean", "max" or "min"}}
func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32> {dtensor.reduce = "prod"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @r}} { return %a : tensor<4xf32> }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{result #0: 'dtensor.reduce_along' is a dimension of the result (from -1 to 0), or an array of them}}
func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32> {dtensor.reduce = "sum", dtensor.reduce_along = 1 : i64})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @r}} { return %a : tensor<4xf32> }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{result #0: 'dtensor.reduce_along' names dimension 1 twice}}
func.func @f(%a: tensor<4x3xf32>) -> (tensor<4x3xf32> {dtensor.reduce = "sum", dtensor.reduce_along = [1 : i64, -1 : i64]})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @r}} { return %a : tensor<4x3xf32> }

// -----

// expected-error@+1 {{argument #0: 'dtensor.mirrored' is a unit attribute of arguments of a function with 'dtensor.strategy'}}
func.func @f(%a: tensor<4xf32> {dtensor.mirrored}) { return }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{argument #0: 'dtensor.mirrored' and 'dtensor.dataset' exclude each other}}
func.func @f(%a: tensor<4xf32> {dtensor.mirrored, dtensor.dataset})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @r}} { return }

// -----

// expected-error@+1 {{'dtensor.strategy': 'kind' is "mirrored", "central_storage" or "one_device"}}
func.func @f() attributes {dtensor.strategy = {kind = "tpu", mesh = @r}} { return }

// -----

// expected-error@+1 {{'dtensor.strategy': no mesh @gpus (a compute device that does not exist is an error)}}
func.func @f() attributes {dtensor.strategy = {kind = "mirrored", mesh = @gpus}} { return }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{'dtensor.strategy': 'parameter_device' 5 : i64 is not a device id of @r (a device that does not exist is an error)}}
func.func @f() attributes {dtensor.strategy = {kind = "central_storage", mesh = @r, parameter_device = 5}} { return }

// -----

dtensor.mesh @r <[x = 2], cpu>
// expected-error@+1 {{'dtensor.strategy': 'parameter_device': no mesh @params (a device that does not exist is an error)}}
func.func @f() attributes {dtensor.strategy = {kind = "central_storage", mesh = @r, parameter_device = @params}} { return }

// -----

dtensor.mesh @r <[x = 2], cpu>
dtensor.mesh @params <[p = 2], cpu, device_ids = [2, 3]>
// expected-error@+1 {{'dtensor.strategy': 'parameter_device' @params is a mesh of 2 devices, not of one}}
func.func @f() attributes {dtensor.strategy = {kind = "central_storage", mesh = @r, parameter_device = @params}} { return }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{'dtensor.strategy': 'parameter_device' (a device id of the mesh, or a mesh of one device) is given for central_storage and only for it}}
func.func @f() attributes {dtensor.strategy = {kind = "central_storage", mesh = @r}} { return }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{'dtensor.strategy': one_device runs on a mesh of one device, not 2}}
func.func @f() attributes {dtensor.strategy = {kind = "one_device", mesh = @r}} { return }

// -----

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{'dtensor.strategy': 'replica_axes': "q" is not an axis of @r}}
func.func @f() attributes {dtensor.strategy = {kind = "mirrored", mesh = @r, replica_axes = ["q"]}} { return }

// -----

// expected-error@+1 {{argument #0: 'dtensor.variable' needs a tensor, not 'f32'}}
func.func @f(%a: f32 {dtensor.variable = "w"}) { return }

// -----

// dtensor.unsigned: i8, i32 or i64 tensors only, a unit attribute.
// expected-error@+1 {{'dtensor.unsigned' is a unit attribute of i8, i32 or i64 tensor arguments (.npy '|u1', '<u4', '<u8'); argument #0 is 'tensor<4xf32>'}}
func.func @f(%x: tensor<4xf32> {dtensor.unsigned}) { return }

// -----

// expected-error@+1 {{'dtensor.unsigned' is a unit attribute of i8, i32 or i64 tensor results (.npy '|u1', '<u4', '<u8'); result #0 is 'tensor<4xi1>'}}
func.func @f(%x: tensor<4xi1>) -> (tensor<4xi1> {dtensor.unsigned}) { return %x : tensor<4xi1> }

// -----

// expected-error@+1 {{'dtensor.unsigned' is a unit attribute of i8, i32 or i64 tensor arguments (.npy '|u1', '<u4', '<u8'); argument #0 is 'tensor<4xi32>'}}
func.func @f(%x: tensor<4xi32> {dtensor.unsigned = 1}) { return }

// -----

// An assignment is unsigned where its variable is.
// expected-error@+1 {{result #0: 'dtensor.assign' assigns variable "k", so it is 'dtensor.unsigned' where the variable is, and only there}}
func.func @f(%k: tensor<2xi32> {dtensor.variable = "k", dtensor.unsigned}) -> (tensor<2xi32> {dtensor.assign = "k"}) {
  return %k : tensor<2xi32>
}
