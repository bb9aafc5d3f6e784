// What `dtc compile` refuses, with the reason, writing no executable.
// RUN: rm -rf %t && mkdir -p %t
// RUN: split-file %s %t
// RUN: not dtc compile %t/dynamic.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: test ! -e %t/exe
// DYN: argument #0: an entry takes and returns statically shaped tensors, not 'tensor<?xf32>'
// RUN: not dtc compile %t/global.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: test ! -e %t/exe
// GLOBAL: argument #0 is sharded but the function is in the global view
// RUN: not dtc compile %t/noentry.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=NOENTRY
// NOENTRY: the program has no public function with a body to run
// RUN: not dtc compile %t/missing.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: missing.mlir
// RUN: not dtc compile %t/relayout.mlir -o %t/exe 2>&1 | FileCheck %s --check-prefix=RELAYOUT
// RUN: test ! -e %t/exe
// RELAYOUT: 'dtensor.relayout' op is a global-view op; partition the program before lowering it to the runtime
// RUN: not dtc frobnicate 2>&1 | FileCheck %s --check-prefix=CMD
// CMD: dtc: error: unknown command 'frobnicate'

//--- dynamic.mlir
func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

//--- global.mlir
dtensor.mesh @m <[x = 2], cpu>
func.func @main(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
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
