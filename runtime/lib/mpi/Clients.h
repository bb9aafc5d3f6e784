//===- Clients.h - the processes of a multi-client job, over MPI ---------===//
//
// A job of K clients is K processes started by mpirun (or srun); each runs
// the same executable and its block of the mesh's devices. This is the
// runtime's one place that talks MPI: OpenMPI's library is loaded at run
// time (never linked: an executable that runs in one process needs no
// MPI), the job's size and program are checked at start, and every wait for
// another process goes through exchange(), under the watchdog.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_CLIENTS_H
#define DTC_RUNTIME_CLIENTS_H

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace dtc::runtime::clients {

/// One transfer of an exchange: `bytes` to or from client `peer`.
struct Transfer {
  bool send;
  int32_t peer;
  void *data; ///< read for a send
  int64_t bytes;
  int32_t tag;
};

/// Posts every transfer and waits for all. A wait longer than the timeout
/// aborts the job with "`what()` waited N s for client(s) ...: they never
/// arrived" (the peers of the unfinished receives, else sends). Returns
/// DTC_OK or a failure with setError's message (the job not joined, a
/// message too large).
int exchange(const std::vector<Transfer> &transfers,
             const std::function<std::string()> &what);

/// Whether dtc_clients_init succeeded in this process.
bool joined();

/// The largest tag exchange() takes.
constexpr int32_t kMaxTag = (1 << 30) - 1;

} // namespace dtc::runtime::clients

#endif // DTC_RUNTIME_CLIENTS_H
