// TF DTensor's layout strings on arguments, imported, then propagated: the
// README's example program.
// RUN: dtc-opt %dtc_src_root/examples/mlp_tf_layouts.mlir -dtensor-import-tf-layouts -dtensor-propagate-layouts | FileCheck %s
// CHECK: linalg.matmul {dtensor.layouts = [#dtensor.layout<@mesh, [x, y]>]}
// CHECK: linalg.map {{.*}} {dtensor.layouts = [#dtensor.layout<@mesh, [x, y]>]}
// CHECK: linalg.matmul {dtensor.layouts = [#dtensor.layout<@mesh, [x, unsharded], partial = sum[y]>]}
// CHECK: dtensor.relayout {{.*}} {dtensor.layouts = [#dtensor.layout<@mesh, [x, unsharded]>]}
// CHECK: dtensor.check_layout
