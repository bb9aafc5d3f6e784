//===- AllReduceInPlace.cpp - all_reduces into their inputs' buffers ------===//
//
// The lowering of the collectives gives each all_reduce a new buffer for
// its result, since before bufferization it cannot know which inputs are
// read again (and handing bufferization the input's buffer as the result
// hides that the result aliases it). After one-shot bufferization every
// buffer and every use of it is explicit: where nothing reads an
// all_reduce's input after the call, the call reduces into the input's
// buffer (the runtime's ABI allows `in` == `out`) and the output's
// allocation goes.
//
//===----------------------------------------------------------------------===//
#include "dtc/Analysis/RuntimeBuffers.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace dtc {
#define GEN_PASS_DEF_ALLREDUCEINPLACE
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// dtc_all_reduce's and dtc_all_reduce_start's operands: (device, axes,
/// number of axes, in, out, count, dtype, reduction); dtc_wait's: (device,
/// request, in).
constexpr unsigned kIn = 3, kOut = 4, kWaitIn = 2;

/// The ops of `block` that hold `value`'s uses: each use's ancestor in the
/// block, or null if a use lies outside it.
SmallVector<Operation *> usersIn(Block *block, Value value) {
  SmallVector<Operation *> users;
  for (Operation *user : value.getUsers())
    users.push_back(block->findAncestorOpInBlock(*user));
  return users;
}

/// Whether `address`'s chain of casts (llvm.inttoptr, arith.index_cast,
/// memref.extract_aligned_pointer_as_index) holds `op`, an op using a
/// buffer, and hands its value to nothing else: the buffer's address as
/// `address`, and only `address`, takes it. (A chain that CSE shares with
/// another call is not the call's alone.)
bool feeds(Operation *op, Value address) {
  for (Value v = address; Operation *def = v.getDefiningOp();) {
    if (def->getNumResults() != 1 || !def->getResult(0).hasOneUse())
      return false;
    if (def == op)
      return true;
    if (def->getNumOperands() != 1)
      return false;
    v = def->getOperand(0);
  }
  return false;
}

/// Rewrites `call` (dtc_all_reduce, or dtc_all_reduce_start with `wait` its
/// dtc_wait) to reduce into its input's buffer, if nothing can observe it.
LogicalResult reduceInPlace(func::CallOp call, func::CallOp wait) {
  Value inAddress = call.getOperand(kIn), outAddress = call.getOperand(kOut);
  Value in = dtc::bufferOfPointer(inAddress),
        out = dtc::bufferOfPointer(outAddress);
  if (!in || !out || in == out || in.getType() != out.getType() ||
      !cast<MemRefType>(in.getType()).hasStaticShape())
    return failure();
  auto inAlloc = in.getDefiningOp<memref::AllocOp>();
  auto outAlloc = out.getDefiningOp<memref::AllocOp>();
  Block *block = call->getBlock();
  if (!inAlloc || !outAlloc || inAlloc->getBlock() != block ||
      outAlloc->getBlock() != block)
    return failure();
  Value waitAddress;
  if (wait) {
    waitAddress = wait.getOperand(kWaitIn);
    if (wait->getBlock() != block || !call->isBeforeInBlock(wait) ||
        dtc::bufferOfPointer(waitAddress) != in)
      return failure();
  }
  Operation *last = wait ? wait.getOperation() : call.getOperation();
  // The input: read or written before the call only (its address for the
  // call and the wait apart), by ops that make no memref of it (a view, a
  // cast) nor an address (one that may reach a later call), and do not
  // yield or return it (a terminator comes after).
  for (Operation *user : usersIn(block, in)) {
    if (!user)
      return failure();
    if (feeds(user, inAddress) || (wait && feeds(user, waitAddress)))
      continue;
    if (!user->isBeforeInBlock(call) || isa<ViewLikeOpInterface>(user) ||
        isa<memref::ExtractAlignedPointerAsIndexOp>(user) ||
        llvm::any_of(user->getResultTypes(),
                     [](Type t) { return isa<BaseMemRefType>(t); }))
      return failure();
  }
  // The output: used after the call (its wait) only, its address apart.
  for (Operation *user : usersIn(block, out)) {
    if (!user)
      return failure();
    if (feeds(user, outAddress))
      continue;
    if (user == last || !last->isBeforeInBlock(user))
      return failure();
  }
  out.replaceAllUsesWith(in);
  outAlloc.erase();
  return success();
}

struct AllReduceInPlacePass
    : public dtc::impl::AllReduceInPlaceBase<AllReduceInPlacePass> {
  void runOnOperation() override {
    SmallVector<std::pair<func::CallOp, func::CallOp>> calls;
    getOperation()->walk([&](func::CallOp call) {
      if (call.getCallee() == "dtc_all_reduce" && call.getNumOperands() == 8) {
        calls.push_back({call, nullptr});
      } else if (call.getCallee() == "dtc_all_reduce_start" &&
                 call.getNumOperands() == 8 && call->getNumResults() == 1 &&
                 call->getResult(0).hasOneUse()) {
        auto wait = dyn_cast<func::CallOp>(*call->getResult(0).user_begin());
        if (wait && wait.getCallee() == "dtc_wait" &&
            wait.getNumOperands() == 3)
          calls.push_back({call, wait});
      }
    });
    for (auto [call, wait] : calls)
      (void)reduceInPlace(call, wait);
  }
};

} // namespace
