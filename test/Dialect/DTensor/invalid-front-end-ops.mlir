// RUN: dtc-opt %s -split-input-file -verify-diagnostics

// The front end's ops: one case per constraint.

func.func @sort_shapes(%a: tensor<2x7xi32>, %b: tensor<2x6xf32>) {
  // expected-error@+1 {{'dtensor.sort' op sorts inputs of different shapes: 'tensor<2x7xi32>' and 'tensor<2x6xf32>'}}
  %s:2 = dtensor.sort %a, %b along 1 : tensor<2x7xi32>, tensor<2x6xf32> {
  ^bb0(%x: i32, %y: i32, %p: f32, %q: f32):
    %c = arith.cmpi slt, %x, %y : i32
    dtensor.yield %c : i1
  }
  return
}

// -----

func.func @sort_dimension(%a: tensor<2x7xi32>) {
  // expected-error@+1 {{'dtensor.sort' op has dimension 2 of a rank-2 tensor}}
  %s = dtensor.sort %a along 2 : tensor<2x7xi32> {
  ^bb0(%x: i32, %y: i32):
    %c = arith.cmpi slt, %x, %y : i32
    dtensor.yield %c : i1
  }
  return
}

// -----

func.func @sort_comparator_arity(%a: tensor<2x7xi32>, %b: tensor<2x7xf32>) {
  // expected-error@+1 {{'dtensor.sort' op has a comparator of 2 arguments; it takes 4}}
  %s:2 = dtensor.sort %a, %b along 1 : tensor<2x7xi32>, tensor<2x7xf32> {
  ^bb0(%x: i32, %y: i32):
    %c = arith.cmpi slt, %x, %y : i32
    dtensor.yield %c : i1
  }
  return
}

// -----

func.func @sort_comparator_yield(%a: tensor<2x7xi32>) {
  // expected-error@+1 {{'dtensor.sort' op has a comparator that yields 'i32'; it yields 'i1'}}
  %s = dtensor.sort %a along 1 : tensor<2x7xi32> {
  ^bb0(%x: i32, %y: i32):
    dtensor.yield %x : i32
  }
  return
}

// -----

func.func @sort_dynamic(%a: tensor<?x7xi32>) {
  // expected-error@+1 {{'dtensor.sort' op needs a static input, not 'tensor<?x7xi32>'}}
  %s = dtensor.sort %a along 1 : tensor<?x7xi32> {
  ^bb0(%x: i32, %y: i32):
    %c = arith.cmpi slt, %x, %y : i32
    dtensor.yield %c : i1
  }
  return
}

// -----

func.func @top_k_too_many(%x: tensor<4x6xf32>) {
  // expected-error@+1 {{'dtensor.top_k' op takes the first 7 of lines of 6}}
  %v, %i = dtensor.top_k %x along 1 : tensor<4x6xf32> -> tensor<4x7xf32>, tensor<4x7xi32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    dtensor.yield %c : i1
  }
  return
}

// -----

func.func @top_k_other_dims(%x: tensor<4x6xf32>) {
  // expected-error@+1 {{'dtensor.top_k' op has values 'tensor<3x2xf32>' whose dimension 0 differs from the input's 'tensor<4x6xf32>'}}
  %v, %i = dtensor.top_k %x along 1 : tensor<4x6xf32> -> tensor<3x2xf32>, tensor<3x2xi32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    dtensor.yield %c : i1
  }
  return
}

// -----

func.func @top_k_indices(%x: tensor<4x6xf32>) {
  // expected-error@+1 {{'dtensor.top_k' op has indices 'tensor<4x2xf32>'; they are signless integers of the values' shape 'tensor<4x2xf32>'}}
  %v, %i = dtensor.top_k %x along 1 : tensor<4x6xf32> -> tensor<4x2xf32>, tensor<4x2xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    dtensor.yield %c : i1
  }
  return
}

// -----

func.func @scan_init(%x: tensor<4x6xf32>, %init: tensor<6xf32>) {
  // expected-error@+1 {{'dtensor.scan' op has init 'tensor<6xf32>'; the input 'tensor<4x6xf32>' without dimension 1 is 'tensor<4xf32>'}}
  %o, %a = dtensor.scan %x init %init along 1 : tensor<4x6xf32>, tensor<6xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    dtensor.yield %s : f32
  }
  return
}

// -----

func.func @scan_combiner(%x: tensor<4x6xf32>, %init: tensor<4xf32>) {
  // expected-error@+1 {{'dtensor.scan' op has a combiner whose argument 1 is 'f64'; it takes 'f32'}}
  %o, %a = dtensor.scan %x init %init along 1 : tensor<4x6xf32>, tensor<4xf32> {
  ^bb0(%p: f32, %q: f64):
    dtensor.yield %p : f32
  }
  return
}

// -----

func.func @scatter_indices(%u: tensor<5xf32>, %idx: tensor<5x3xi32>, %x: tensor<4x6xf32>) {
  // expected-error@+1 {{'dtensor.scatter' op has indices 'tensor<5x3xi32>'; they are [n, 2] signless integers (one per dimension_map entry)}}
  %r = dtensor.scatter %u at %idx into %x dims [0, 1] : tensor<5xf32>, tensor<5x3xi32>, tensor<4x6xf32> {
  ^bb0(%a: f32, %b: f32):
    dtensor.yield %a : f32
  }
  return
}

// -----

func.func @scatter_count(%u: tensor<4x3xf32>, %idx: tensor<5x1xi32>, %x: tensor<4x6xf32>) {
  // expected-error@+1 {{'dtensor.scatter' op has updates 'tensor<4x3xf32>' for 5 rows of indices}}
  %r = dtensor.scatter %u at %idx into %x dims [1] : tensor<4x3xf32>, tensor<5x1xi32>, tensor<4x6xf32> {
  ^bb0(%a: f32, %b: f32):
    dtensor.yield %a : f32
  }
  return
}

// -----

func.func @scatter_window(%u: tensor<5x7xf32>, %idx: tensor<5x1xi32>, %x: tensor<4x6xf32>) {
  // expected-error@+1 {{'dtensor.scatter' op has windows 'tensor<5x7xf32>' larger than the original 'tensor<4x6xf32>'}}
  %r = dtensor.scatter %u at %idx into %x dims [0] : tensor<5x7xf32>, tensor<5x1xi32>, tensor<4x6xf32> {
  ^bb0(%a: f32, %b: f32):
    dtensor.yield %a : f32
  }
  return
}

// -----

func.func @scatter_map(%u: tensor<5xf32>, %idx: tensor<5x2xi32>, %x: tensor<4x6xf32>) {
  // expected-error@+1 {{'dtensor.scatter' op has a dimension_map entry 0 that is not a distinct dimension of 'tensor<4x6xf32>'}}
  %r = dtensor.scatter %u at %idx into %x dims [0, 0] : tensor<5xf32>, tensor<5x2xi32>, tensor<4x6xf32> {
  ^bb0(%a: f32, %b: f32):
    dtensor.yield %a : f32
  }
  return
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error@+1 {{'dtensor.yield' op expects parent op to be one of 'dtensor.sort, dtensor.top_k, dtensor.scan, dtensor.scatter'}}
  dtensor.yield %x : f32
}
