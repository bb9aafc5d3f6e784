// What `dtc compile` refuses, with the reason, writing no executable.
// RUN: rm -rf %t && mkdir -p %t
// RUN: split-file %s %t
// RUN: not dtc compile %t/dynamic.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: test ! -e %t/exe
// DYN: argument #0: an entry takes and returns statically shaped tensors, not 'tensor<?xf32>'
// RUN: not dtc compile %t/noentry.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=NOENTRY
// NOENTRY: the program has no public function with a body to run
// RUN: not dtc compile %t/missing.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: missing.mlir
// RUN: not dtc compile %t/relayout.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=RELAYOUT
// RUN: test ! -e %t/exe
// RELAYOUT: 'dtensor.relayout' op is a global-view op; partition the program before lowering it to the runtime
// RUN: not dtc frobnicate 2>&1 | FileCheck %s --check-prefix=CMD
// CMD: dtc: error: unknown command 'frobnicate'
// RUN: not dtc compile %t/othermesh.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=MESH
// MESH: error: runs on mesh @q but the program's entry 'main' runs on one device (it has no mesh)
// RUN: not dtc compile %t/otherdevices.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=DEVICES
// RUN: test ! -e %t/exe
// DEVICES: error: device 1 is a gpu device here but a cpu device of mesh @m; in one program an id names one device
// RUN: not dtc compile %t/otherclients.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=CLIENTS
// RUN: test ! -e %t/exe
// CLIENTS: error: splits its devices over clients unlike the mesh of the entry 'main': a device runs in one process
// RUN: not dtc compile %t/reserved.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=RESERVED
// RESERVED: error: symbol '__dtc_entries' is reserved by dtc
// RUN: not dtc compile %t/unsigned.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED: argument #0: element type 'ui8' cannot cross the executable's boundary
// RUN: not dtc compile %t/huge.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: argument #0: the global array of 'tensor<4611686018427387904xi8>' is too large
// RUN: not dtc compile %t/name.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: 'my entry' cannot name an entry
// RUN: not dtc compile %t/dynamic.mlir -o %t/dynamic.mlir 2>&1 | FileCheck %s --check-prefix=SELF
// SELF: dtc: error: the executable would overwrite its source
// RUN: test -s %t/dynamic.mlir
// RUN: test ! -e %t/exe

//--- dynamic.mlir
func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

//--- noentry.mlir
func.func private @helper(%a: tensor<8xf32>) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

//--- relayout.mlir
dtensor.mesh @m <[x = 2], cpu>
func.func @main(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>}) -> tensor<8xf32> attributes {dtensor.local_view} {
  %0 = dtensor.relayout %a : tensor<8xf32> to #dtensor.layout<@m, [x]>
  return %0 : tensor<8xf32>
}

//--- othermesh.mlir
dtensor.mesh @q <[a = 4], cpu>
func.func @main(%x: tensor<8xf32>) -> tensor<2xf32> attributes {dtensor.local_view} {
  %s = dtensor.all_slice %x on @q[a] dim 0 : tensor<8xf32> -> tensor<2xf32>
  return %s : tensor<2xf32>
}

//--- otherdevices.mlir
dtensor.mesh @m <[x = 2], cpu>
dtensor.mesh @n <[y = 2], gpu, device_ids = [1, 2]>
func.func @on_m(%v: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) -> tensor<8xf32> {
  return %v : tensor<8xf32>
}
func.func @on_n(%v: tensor<8xf32> {dtensor.layout = #dtensor.layout<@n, [y]>}) -> tensor<8xf32> {
  return %v : tensor<8xf32>
}

//--- otherclients.mlir
dtensor.mesh @m <[x = 4], cpu, clients = 2>
dtensor.mesh @q <[y = 4], cpu, clients = [[0, 2], [1, 3]]>
func.func @main(%v: tensor<2xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>}) -> (tensor<2xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>}) attributes {dtensor.local_view} {
  %s = dtensor.all_reduce sum %v on @q[y] : tensor<2xf32>
  return %s : tensor<2xf32>
}

//--- reserved.mlir
llvm.mlir.global external constant @__dtc_entries(0 : i64) : i64
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

//--- unsigned.mlir
func.func @main(%a: tensor<2xui8>) -> tensor<2xui8> {
  return %a : tensor<2xui8>
}

//--- huge.mlir
dtensor.mesh @m <[x = 4], cpu>
func.func @main(%a: tensor<4611686018427387904xi8> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> tensor<1xi8> attributes {dtensor.local_view} {
  %c = arith.constant dense<0> : tensor<1xi8>
  return %c : tensor<1xi8>
}

//--- name.mlir
func.func @"my entry"(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
