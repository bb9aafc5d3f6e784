//===- SetClients.cpp - a program's meshes split over a job's processes ---===//
//
// A program written for one process, compiled for a job of K (TF's
// multi-client DTensor, a strategy's replicas under mpirun): each mesh that
// names no clients is split over K, each process its block of devices.
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Transforms/Passes.h"

namespace dtc {
#define GEN_PASS_DEF_SETCLIENTS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

struct SetClients : dtc::impl::SetClientsBase<SetClients> {
  using SetClientsBase::SetClientsBase;
  void runOnOperation() override {
    int64_t clients = this->clients;
    if (clients < 1) {
      getOperation().emitError()
          << "a job has at least one client process, not " << clients;
      return signalPassFailure();
    }
    if (clients == 1)
      return;
    for (MeshOp mesh : getOperation().getOps<MeshOp>()) {
      MeshAttr spec = mesh.getSpec();
      if (spec.getNumClients() != 1 || !spec.getClientDeviceIdList().empty()) {
        if (spec.getNumClients() != clients) {
          mesh.emitError() << "mesh @" << mesh.getSymName() << " names "
                           << spec.getNumClients() << " client(s); the job has "
                           << clients;
          return signalPassFailure();
        }
        continue;
      }
      if (spec.getNumDevices() % clients != 0) {
        mesh.emitError() << "mesh @" << mesh.getSymName() << " has "
                         << spec.getNumDevices()
                         << " device(s), which a job of " << clients
                         << " client processes cannot split evenly";
        return signalPassFailure();
      }
      mesh.setSpecAttr(MeshAttr::get(
          spec.getContext(), spec.getAxisNames(), spec.getAxisSizes(),
          spec.getDeviceType(), spec.getDeviceIdList(), clients,
          spec.getClientDeviceIdList(), spec.getName()));
    }
  }
};

} // namespace
