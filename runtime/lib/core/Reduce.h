//===- Reduce.h - elementwise reductions over several arrays -------------===//
#ifndef DTC_RUNTIME_REDUCE_H
#define DTC_RUNTIME_REDUCE_H

#include "dtc/runtime.h"

#include <cstdint>

namespace dtc::runtime {

/// outs[k][i] = ins[0][i] op ins[1][i] op ... op ins[numIns - 1][i] for
/// every i < count and k < numOuts, reducing in the order of `ins` (MEAN
/// divides by numIns). An output may be the same buffer as an input: each
/// tile of every input is read before the tile is written. The reduction
/// must apply to the dtype (reductionApplies).
void reduceArrays(dtc_dtype dtype, dtc_reduction reduction,
                  const void *const *ins, int64_t numIns, void *const *outs,
                  int64_t numOuts, int64_t count);

// A reduction chained over holders of the inputs (processes): the first
// folds its inputs into a carry (the accumulators, reductionCarrySize bytes
// per element), each next one folds its inputs on from the carry it
// received, and the last finishes. The result is reduceArrays' over all the
// inputs in chain order, bit for bit.

/// The bytes per element of a carry.
int64_t reductionCarrySize(dtc_dtype dtype, dtc_reduction reduction);

/// carryOut = (carryIn, or nothing for the first link) op ins[0] op ...
/// carryIn and carryOut may be the same buffer.
void reduceStart(dtc_dtype dtype, dtc_reduction reduction, const void *carryIn,
                 const void *const *ins, int64_t numIns, void *carryOut,
                 int64_t count);

/// outs[k] = the result of (carryIn op ins...), `total` inputs in the whole
/// chain (MEAN divides by it).
void reduceFinish(dtc_dtype dtype, dtc_reduction reduction, const void *carryIn,
                  const void *const *ins, int64_t numIns, int64_t total,
                  void *const *outs, int64_t numOuts, int64_t count);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_REDUCE_H
