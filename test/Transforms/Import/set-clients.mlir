// RUN: dtc-opt %s --dtensor-set-clients=clients=2 -split-input-file -verify-diagnostics | FileCheck %s

// A program written for one process, compiled for a job of 2: each mesh
// without clients is split over them; one that names 2 stays.
// CHECK: dtensor.mesh @compute <[r = 2], cpu, clients = 2>
// CHECK: dtensor.mesh @grid <[x = 2, y = 2], cpu, device_ids = [3, 2, 1, 0], clients = 2>
// CHECK: dtensor.mesh @named <[x = 4], cpu, clients = {{\[\[}}0, 2], [1, 3]]>
dtensor.mesh @compute <[r = 2], cpu>
dtensor.mesh @grid <[x = 2, y = 2], cpu, device_ids = [3, 2, 1, 0]>
dtensor.mesh @named <[x = 4], cpu, clients = [[0, 2], [1, 3]]>

// -----

// expected-error @below {{mesh @odd has 3 device(s), which a job of 2 client processes cannot split evenly}}
dtensor.mesh @odd <[r = 3], cpu>

// -----

// expected-error @below {{mesh @four names 4 client(s); the job has 2}}
dtensor.mesh @four <[r = 4], cpu, clients = 4>
