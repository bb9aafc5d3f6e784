//===- Target.h - what dtc compiles for: host CPUs, NVIDIA GPUs -*- C++ -*-===//
//
// The one description of dtc's targets, which `dtc`, `dtc-opt` (through the
// lowering pipelines' options) and the pipelines read: the BLAS library a
// target's products call, a GPU's architecture, PTX features and toolkit,
// the host CPU's features the lowering uses, and their defaults, written
// here once. A new target is a new entry here and a folder in lib/Lowering.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TARGET_TARGET_H
#define DTC_TARGET_TARGET_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class TargetMachine;
} // namespace llvm

namespace dtc {

/// The BLAS library a target's matrix products call (dtc-linalg-to-blas):
/// CBLAS (the runtime's host gemm and OpenBLAS, host memory) or cuBLAS
/// (dtc's CUDA runtime, device memory).
enum class BlasLibrary { cblas, cublas };

/// The host CPU, as the lowering sees it.
struct HostTarget {
  /// Fused multiply-add instructions (dtc-prepare-host-vectorization).
  bool fma = true;
  /// AVX-512's vscalefps: f32 exp ends in llvm.intr.ldexp.
  bool scalef = false;
  BlasLibrary blas = BlasLibrary::cblas;

  /// The host target of code compiled by `machine`.
  static HostTarget of(const llvm::TargetMachine &machine);
};

/// An NVIDIA GPU: what its kernels are compiled for and with.
struct GpuTarget {
  /// The architecture kernels are compiled for unless told otherwise.
  static constexpr llvm::StringLiteral kDefaultChip = "sm_90";
  /// The oldest architecture dtc compiles kernels for.
  static constexpr unsigned kOldestChip = 75;

  /// An architecture, `sm_XX` (or `sm_XXa`).
  std::string chip = kDefaultChip.str();
  /// The oldest PTX ISA that knows the architecture (LLVM 22 defaults to
  /// PTX 6.0, too old for sm_90).
  std::string ptxFeatures = ptxFeaturesFor(kDefaultChip);
  /// The CUDA toolkit whose ptxas serializes the kernels and whose
  /// libdevice they link.
  std::string toolkit = defaultToolkit().str();
  BlasLibrary blas = BlasLibrary::cublas;

  /// The toolkit dtc was configured with (DTC_CUDA_TOOLKIT).
  static llvm::StringRef defaultToolkit();
  /// PTX features for an `sm_XX` architecture (not checked).
  static std::string ptxFeaturesFor(llvm::StringRef chip);
  /// The target for `chip` and `toolkit` (empty: the default), or an error
  /// that says why not: an architecture that is not `sm_XX` with XX at
  /// least kOldestChip, or a toolkit without ptxas.
  static llvm::Expected<GpuTarget> get(llvm::StringRef chip,
                                       llvm::StringRef toolkit);
};

} // namespace dtc

#endif // DTC_TARGET_TARGET_H
