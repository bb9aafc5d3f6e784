//===- CommCost.h - bytes of communication a layout change costs ----------===//
//
// The communication cost model: bytes one device sends (and receives) to
// change a value's layout, with ring-algorithm estimates per collective:
// all_gather over g devices moves (g-1) local shards, all_to_all (g-1)/g of
// the local bytes, all_reduce 2(g-1)/g, reduce_scatter (g-1)/g, a local
// slice nothing. Propagation picks among candidate layouts with it; the
// layout report totals it per program.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_ANALYSIS_COMMCOST_H
#define DTC_ANALYSIS_COMMCOST_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"

namespace dtc {

/// Bytes of `global` one device holds under `layout`.
int64_t localBytes(dtensor::LayoutAttr layout, dtensor::MeshAttr mesh,
                   mlir::RankedTensorType global);

/// Bytes per device to relayout a value of type `global` from `from` to
/// `to` (both on `mesh`, not single-device).
int64_t relayoutBytes(dtensor::LayoutAttr from, dtensor::LayoutAttr to,
                      dtensor::MeshAttr mesh, mlir::RankedTensorType global);

/// Bytes per device to undo the sharding of dimension `dim` of `layout`
/// (what disagreeing with it costs, whatever it becomes).
int64_t unshardBytes(dtensor::LayoutAttr layout, unsigned dim,
                     dtensor::MeshAttr mesh, mlir::RankedTensorType global);

} // namespace dtc

#endif // DTC_ANALYSIS_COMMCOST_H
