//===- Target.cpp - what dtc compiles for ---------------------------------===//
#include "dtc/Target/Target.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Target/TargetMachine.h"

using namespace dtc;

HostTarget HostTarget::of(const llvm::TargetMachine &machine) {
  const bool x86 = machine.getTargetTriple().isX86();
  const llvm::MCSubtargetInfo &features = *machine.getMCSubtargetInfo();
  HostTarget host;
  host.fma = !x86 || features.checkFeatures("+fma");
  host.scalef = x86 && features.checkFeatures("+avx512f");
  return host;
}

llvm::StringRef GpuTarget::defaultToolkit() { return DTC_DEFAULT_CUDA_TOOLKIT; }

/// The architecture's number (90 for sm_90 and sm_90a), or 0.
static unsigned chipNumber(llvm::StringRef chip) {
  unsigned number = 0;
  if (!chip.consume_front("sm_"))
    return 0;
  chip.consume_back("a");
  return chip.getAsInteger(10, number) ? 0 : number;
}

std::string GpuTarget::ptxFeaturesFor(llvm::StringRef chip) {
  unsigned number = chipNumber(chip);
  return number >= 120 ? "+ptx87" : number >= 100 ? "+ptx86" : "+ptx80";
}

llvm::Expected<GpuTarget> GpuTarget::get(llvm::StringRef chip,
                                         llvm::StringRef toolkit) {
  if (chipNumber(chip) < kOldestChip)
    return llvm::createStringError(
        "--gpu-arch %s: expected an NVIDIA architecture sm_%u or newer (e.g. "
        "sm_80, sm_90, sm_90a)",
        chip.str().c_str(), kOldestChip);
  GpuTarget target;
  target.chip = chip.str();
  target.ptxFeatures = ptxFeaturesFor(chip);
  if (!toolkit.empty())
    target.toolkit = toolkit.str();
  llvm::SmallString<128> ptxas(target.toolkit);
  llvm::sys::path::append(ptxas, "bin", "ptxas");
  if (!llvm::sys::fs::can_execute(ptxas))
    return llvm::createStringError(
        "this program runs on GPUs; compiling its kernels needs the CUDA "
        "toolkit's ptxas, which is not at %s (--cuda-toolkit DIR names the "
        "toolkit)",
        ptxas.c_str());
  return target;
}
