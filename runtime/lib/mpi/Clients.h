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

/// A receive's peer that matches a message from any client.
constexpr int32_t kAnyClient = -1;

/// One transfer of an exchange: `bytes` to or from client `peer`
/// (receives: or kAnyClient).
struct Transfer {
  bool send;
  int32_t peer;
  void *data; ///< read for a send
  int64_t bytes;
  int32_t tag;
};

/// Transfers posted one by one and waited for one by one or all together,
/// under the watchdog (the timeout counts from the first post). The
/// destructor waits for what is still posted.
class Exchange {
public:
  /// `what()` names the collective in the watchdog's message; `limit`
  /// seconds replaces the job's timeout when positive.
  explicit Exchange(std::function<std::string()> what, double limit = 0);
  ~Exchange();
  Exchange(const Exchange &) = delete;
  Exchange &operator=(const Exchange &) = delete;

  /// Posts `t`; its index for wait() in `index`. DTC_OK or a failure.
  int post(const Transfer &t, size_t *index = nullptr);
  /// Waits until transfer `index` is done.
  int wait(size_t index);
  /// Waits until every posted transfer is done.
  int waitAll();

private:
  int waitFor(const std::function<bool()> &finished);
  bool test(size_t index);

  std::function<std::string()> what;
  std::vector<Transfer> transfers;
  std::vector<void *> requests; ///< MPI_Request per transfer
  std::vector<bool> done;
  double limit;
  double started = -1;
  bool failed = false;
};

/// Posts every transfer and waits for all. A wait longer than the timeout
/// aborts the job with "`what()` waited N s for client(s) ...: they never
/// arrived" (the peers of the unfinished receives, else sends). Returns
/// DTC_OK or a failure with setError's message (the job not joined, a
/// message too large).
int exchange(const std::vector<Transfer> &transfers,
             const std::function<std::string()> &what);

/// Makes `bits` the AND of every client's `bits`: each sends its own to
/// client 0 on `tag`, which sends back the result. Also a barrier: no client
/// returns before every one has called it. DTC_OK or exchange()'s failure.
int agreeAll(uint8_t &bits, int32_t tag,
             const std::function<std::string()> &what);

/// Whether dtc_clients_init succeeded in this process.
bool joined();

/// The watchdog's timeout in seconds (dtc_clients_set_timeout,
/// DTC_COLLECTIVE_TIMEOUT, else 600), and what the job is doing
/// (dtc_clients_set_context), for its messages.
double timeout();
std::string currentContext();

/// Aborts the job: `what` waited `waited` seconds for the clients `peers`
/// (kAnyClient: any), which never arrived.
[[noreturn]] void fireWatchdog(const std::string &what, double waited,
                               const std::vector<int32_t> &peers);

/// Polls `finished()` (spinning, then yielding, then sleeping 50 us at a
/// time) until it is true; when that takes longer than `limit` seconds
/// (the job's timeout when not positive) from `started` (now when
/// negative), fires the watchdog with what() and peers().
void waitUnderWatchdog(const std::function<bool()> &finished, double limit,
                       const std::function<std::string()> &what,
                       const std::function<std::vector<int32_t>()> &peers,
                       double started = -1);

/// This process's place among the job's processes on its machine, and how
/// many there are (0 and 1 outside a job): they share the machine's GPUs.
int32_t nodeRank();
int32_t nodeSize();

/// The largest tag exchange() takes.
constexpr int32_t kMaxTag = (1 << 30) - 1;

} // namespace dtc::runtime::clients

#endif // DTC_RUNTIME_CLIENTS_H
