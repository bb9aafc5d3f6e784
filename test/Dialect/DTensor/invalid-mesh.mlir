// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// Diagnostics for `dtensor.mesh` and `#dtensor.mesh`: the parser's own
// errors, the op's constraints, and MeshAttr's constraints.

// expected-error @+1 {{unknown device type 'tpu'; expected 'cpu' or 'gpu'}}
dtensor.mesh @m <[x = 2], tpu>

// -----

// Device types are lower case.
// expected-error @+1 {{unknown device type 'CPU'; expected 'cpu' or 'gpu'}}
dtensor.mesh @m <[x = 2], CPU>

// -----

// expected-error @+1 {{unknown mesh field 'foo'; expected 'device_ids', 'clients' or 'name'}}
dtensor.mesh @m <[x = 2], cpu, foo = 1>

// -----

// expected-error @+1 {{'clients' is given more than once}}
dtensor.mesh @m <[x = 2], cpu, clients = 1, clients = 1>

// -----

// expected-error @+1 {{'device_ids' is given more than once}}
dtensor.mesh @m <[x = 2], cpu, device_ids = [0, 1], device_ids = [1, 0]>

// -----

// expected-error @+1 {{'name' is given more than once}}
func.func @f() attributes {test.mesh = #dtensor.mesh<[x = 2], cpu, name = "a", name = "b">}

// -----

// A field without a key.
// expected-error @+1 {{expected valid keyword}}
dtensor.mesh @m <[x = 2], cpu, 3>

// -----

// The device type is required.
// expected-error @+1 {{expected ','}}
dtensor.mesh @m <[x = 2]>

// -----

// expected-error @+1 {{expected '[' in the mesh's axis list}}
dtensor.mesh @m <x = 2, cpu>

// -----

// expected-error @+1 {{expected a mesh axis name}}
dtensor.mesh @m <[2 = 2], cpu>

// -----

// expected-error @+1 {{expected '='}}
dtensor.mesh @m <[x 2], cpu>

// -----

// expected-error @+1 {{expected integer value}}
dtensor.mesh @m <[x = y], cpu>

// -----

// expected-error @+1 {{expected integer value}}
dtensor.mesh @m <[x = 2], cpu, device_ids = [0, a]>

// -----

// expected-error @+1 {{expected '['}}
dtensor.mesh @m <[x = 2], cpu, device_ids = 3>

// -----

// expected-error @+1 {{expected '['}}
dtensor.mesh @m <[x = 2], cpu, clients = "2">

// -----

// expected-error @+1 {{client 1 holds 1 devices; every client holds as many as client 0 (2), at least one}}
dtensor.mesh @m <[x = 3], cpu, clients = [[0, 1], [2]]>

// -----

// expected-error @+1 {{client 0 holds 0 devices; every client holds as many as client 0 (0), at least one}}
dtensor.mesh @m <[x = 2], cpu, clients = [[], [0, 1]]>

// -----

// expected-error @+1 {{expected string}}
func.func @f() attributes {test.mesh = #dtensor.mesh<[x = 2], cpu, name = m>}

// -----

// expected-error @+1 {{expected '>'}}
dtensor.mesh @m <[x = 2], cpu

// -----

//===----------------------------------------------------------------------===//
// dtensor.mesh
//===----------------------------------------------------------------------===//

// The symbol names the mesh; the spec carries no name of its own.
// expected-error @+1 {{'dtensor.mesh' op the mesh is named by its symbol; drop 'name'}}
dtensor.mesh @m <[x = 2], cpu, name = "m">

// -----

// expected-error @+1 {{'dtensor.mesh' op the mesh is named by its symbol; drop 'name'}}
dtensor.mesh @m <[x = 2], cpu, device_ids = [1, 0], clients = 2, name = "other">

// -----

// A mesh sits directly in a module.
func.func @f() {
  // expected-error @+1 {{'dtensor.mesh' op expects parent op 'builtin.module'}}
  dtensor.mesh @m <[x = 2], cpu>
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
dtensor.mesh @m <[x = 2], cpu>
// expected-error @+1 {{redefinition of symbol named 'm'}}
dtensor.mesh @m <[y = 2], cpu>

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
dtensor.mesh <[x = 2], cpu>

// -----

// expected-error @+1 {{requires attribute 'sym_name'}}
"dtensor.mesh"() <{spec = #dtensor.mesh<[x = 2], cpu>}> : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `spec` in property conversion}}
"dtensor.mesh"() <{sym_name = "m", spec = 3 : i64}> : () -> ()

// -----

//===----------------------------------------------------------------------===//
// #dtensor.mesh's constraints. These are checked here through the TF
// spelling (a layout string on a function argument carries an inline mesh).
//===----------------------------------------------------------------------===//

// Reserved words cannot name an axis.
// expected-error @+1 {{argument #0: 'unsharded' is a reserved word and cannot name a mesh axis}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|unsharded=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'match' is a reserved word and cannot name a mesh axis}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|match=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'any' is a reserved word and cannot name a mesh axis}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|any=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: 'scalar' is a reserved word and cannot name a mesh axis}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|scalar=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: mesh axis 'x' is declared more than once}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|x=2,y=2,x=2|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: mesh axis 'y' has size 0; axis sizes must be at least 1}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|x=2,y=0|*CPU"}) {
  return
}

// -----

// expected-error @+1 {{argument #0: mesh axis 'x' has size -1; axis sizes must be at least 1}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|x=-1|*CPU"}) {
  return
}

// -----

// More devices than the runtime makes a mesh of (an executable that could
// not run).
// expected-error @+1 {{argument #0: mesh has more than 65536 devices}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|x=65537|*CPU"}) {
  return
}

// -----

// The device count overflows only through the product of the sizes.
// expected-error @+1 {{argument #0: mesh has more than 65536 devices}}
func.func @f(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:unsharded, mesh:|x=256,y=257|*CPU"}) {
  return
}
