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

} // namespace dtc::runtime

#endif // DTC_RUNTIME_REDUCE_H
