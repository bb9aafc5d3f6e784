//===- CommCost.h - bytes of communication a layout change costs ----------===//
//
// The prices propagation and per-op plans choose layouts by: the bytes of
// the relayout plan (RelayoutPlan.h) that the partitioner then emits.
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
/// `to` (both on `mesh`): planRelayout's bytes.
int64_t relayoutBytes(dtensor::LayoutAttr from, dtensor::LayoutAttr to,
                      dtensor::MeshAttr mesh, mlir::RankedTensorType global);

/// Bytes per device to undo the sharding of dimension `dim` of `layout`
/// (what disagreeing with it costs, whatever it becomes).
int64_t unshardBytes(dtensor::LayoutAttr layout, unsigned dim,
                     dtensor::MeshAttr mesh, mlir::RankedTensorType global);

} // namespace dtc

#endif // DTC_ANALYSIS_COMMCOST_H
