//===- Clients.cpp - the processes of a multi-client job, over MPI -------===//
#include "Clients.h"

#include "Error.h"
#include "dtc/runtime.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <set>
#include <thread>
#include <unistd.h>

#if DTC_HAVE_MPI_HEADER
#define OMPI_SKIP_MPICXX 1 // the C API only
#include <mpi.h>
#endif

namespace dtc::runtime::clients {

namespace {

std::atomic<int32_t> clientId{0}, numClients{1};
std::atomic<int32_t> nodeRankOf{0}, nodeSizeOf{1};
std::atomic<bool> isJoined{false};
std::atomic<double> timeoutSeconds{-1};
std::mutex contextMutex;
std::string context;

} // namespace

double timeout() {
  double t = timeoutSeconds.load();
  if (t > 0)
    return t;
  if (const char *env = std::getenv("DTC_COLLECTIVE_TIMEOUT"))
    if (double v = std::atof(env); v > 0)
      return v;
  return DTC_DEFAULT_COLLECTIVE_TIMEOUT;
}

std::string currentContext() {
  std::lock_guard<std::mutex> lock(contextMutex);
  return context;
}

int32_t nodeRank() { return nodeRankOf; }
int32_t nodeSize() { return nodeSizeOf; }

namespace {

#if DTC_HAVE_MPI_HEADER
/// The MPI functions dtc calls, from OpenMPI's library (its ABI: handles
/// are addresses of the library's predefined objects).
struct Mpi {
  decltype(&MPI_Init_thread) initThread;
  decltype(&MPI_Initialized) initialized;
  decltype(&MPI_Comm_rank) commRank;
  decltype(&MPI_Comm_size) commSize;
  decltype(&MPI_Comm_dup) commDup;
  decltype(&MPI_Comm_split_type) commSplitType;
  decltype(&MPI_Isend) isend;
  decltype(&MPI_Irecv) irecv;
  decltype(&MPI_Test) test;
  decltype(&MPI_Allgather) allgather;
  decltype(&MPI_Barrier) barrier;
  decltype(&MPI_Abort) abort;
  decltype(&MPI_Finalize) finalize;
  MPI_Comm world;
  MPI_Datatype byte;
  MPI_Info infoNull;
  MPI_Comm comm; ///< dtc's own duplicate of the world
};

Mpi *mpi = nullptr;

/// Loads the library; null with `error` when it cannot.
Mpi *loadMpi(std::string &error) {
  static Mpi loaded;
  // The system's OpenMPI, as the dynamic loader finds it (mpirun's own):
  // no variable of dtc's names a library to load into the job.
  const char *names[] = {"libmpi.so.40", "libmpi.so"};
  void *handle = nullptr;
  for (const char *name : names)
    // Global: OpenMPI's components resolve the library's symbols.
    if (name && (handle = dlopen(name, RTLD_NOW | RTLD_GLOBAL)))
      break;
  if (!handle) {
    const char *why = dlerror();
    error = std::string("cannot load MPI (OpenMPI's libmpi.so.40: "
                        "apt-get install openmpi-bin): ") +
            (why ? why : "not found");
    return nullptr;
  }
  bool ok = true;
  auto bind = [&](auto &slot, const char *name) {
    slot = reinterpret_cast<std::remove_reference_t<decltype(slot)>>(
        dlsym(handle, name));
    if (!slot && ok) {
      ok = false;
      error = std::string("MPI library lacks ") + name;
    }
  };
  bind(loaded.initThread, "MPI_Init_thread");
  bind(loaded.initialized, "MPI_Initialized");
  bind(loaded.commRank, "MPI_Comm_rank");
  bind(loaded.commSize, "MPI_Comm_size");
  bind(loaded.commDup, "MPI_Comm_dup");
  bind(loaded.commSplitType, "MPI_Comm_split_type");
  bind(loaded.isend, "MPI_Isend");
  bind(loaded.irecv, "MPI_Irecv");
  bind(loaded.test, "MPI_Test");
  bind(loaded.allgather, "MPI_Allgather");
  bind(loaded.barrier, "MPI_Barrier");
  bind(loaded.abort, "MPI_Abort");
  bind(loaded.finalize, "MPI_Finalize");
  void *world = dlsym(handle, "ompi_mpi_comm_world");
  void *byte = dlsym(handle, "ompi_mpi_byte");
  void *infoNull = dlsym(handle, "ompi_mpi_info_null");
  if (ok && (!world || !byte || !infoNull)) {
    ok = false;
    error = "the MPI library is not OpenMPI's (no ompi_mpi_comm_world)";
  }
  if (!ok)
    return nullptr;
  loaded.world = static_cast<MPI_Comm>(world);
  loaded.byte = static_cast<MPI_Datatype>(byte);
  loaded.infoNull = static_cast<MPI_Info>(infoNull);
  return &loaded;
}
#endif

} // namespace

bool joined() { return isJoined; }

namespace {

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

} // namespace

Exchange::Exchange(std::function<std::string()> what, double limit)
    : what(std::move(what)), limit(limit) {}

Exchange::~Exchange() {
  if (!failed)
    waitAll();
}

int Exchange::post(const Transfer &t, size_t *index) {
#if DTC_HAVE_MPI_HEADER
  if (!isJoined)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "%s: this process has not joined a multi-client job",
                    what().c_str());
  if (t.bytes > INT32_MAX || t.tag < 0 || t.tag > kMaxTag)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "%s: a transfer of %lld bytes (tag %d) between processes "
                    "is not supported (at most 2 GiB)",
                    what().c_str(), (long long)t.bytes, t.tag);
  MPI_Request request;
  int rc = t.send ? mpi->isend(t.data, int(t.bytes), mpi->byte, t.peer, t.tag,
                               mpi->comm, &request)
                  : mpi->irecv(t.data, int(t.bytes), mpi->byte,
                               t.peer == kAnyClient ? MPI_ANY_SOURCE : t.peer,
                               t.tag, mpi->comm, &request);
  if (rc != MPI_SUCCESS) {
    failed = true;
    return setError(DTC_ERROR_SYSTEM, "%s: MPI could not post a transfer",
                    what().c_str());
  }
  if (started < 0)
    started = now();
  if (index)
    *index = transfers.size();
  transfers.push_back(t);
  requests.push_back(request);
  done.push_back(false);
  return DTC_OK;
#else
  (void)t;
  (void)index;
  return setError(DTC_ERROR_SYSTEM, "%s: dtc was built without MPI",
                  what().c_str());
#endif
}

bool Exchange::test(size_t index) {
#if DTC_HAVE_MPI_HEADER
  if (done[index])
    return true;
  int flag = 0;
  auto request = static_cast<MPI_Request>(requests[index]);
  if (mpi->test(&request, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
    failed = true;
    dtc_clients_abort(("client " + std::to_string(clientId) + ": " + what() +
                       ": an MPI transfer failed")
                          .c_str());
  }
  requests[index] = request;
  if (flag)
    done[index] = true;
  return flag != 0;
#else
  (void)index;
  return true;
#endif
}

int Exchange::wait(size_t index) {
  return waitFor([&] { return test(index); });
}

int Exchange::waitAll() {
  return waitFor([&] {
    bool all = true;
    for (size_t i = 0; i < transfers.size(); ++i)
      all = test(i) && all;
    return all;
  });
}

void fireWatchdog(const std::string &what, double waited,
                  const std::vector<int32_t> &peers) {
  std::string names;
  for (int32_t p : peers)
    names += (names.empty() ? " " : ", ") +
             (p == kAnyClient ? std::string("any") : std::to_string(p));
  std::string ctx = currentContext();
  char message[1024];
  std::snprintf(message, sizeof message,
                "client %d: %s%s%s waited %.0f s for client(s)%s, which never "
                "arrived (the watchdog, DTC_COLLECTIVE_TIMEOUT or "
                "--collective-timeout); aborting the job",
                int(clientId), what.c_str(), ctx.empty() ? "" : " at ",
                ctx.c_str(), waited, names.c_str());
  dtc_clients_abort(message);
  std::_Exit(1); // dtc_clients_abort does not return
}

void waitUnderWatchdog(const std::function<bool()> &finished, double limit,
                       const std::function<std::string()> &what,
                       const std::function<std::vector<int32_t>()> &peers,
                       double started) {
  if (limit <= 0)
    limit = timeout();
  if (started < 0)
    started = now();
  for (int spins = 0; !finished(); ++spins) {
    double waited = now() - started;
    if (waited > limit)
      fireWatchdog(what(), waited, peers());
    if (spins > 1000)
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    else
      std::this_thread::yield();
  }
}

int Exchange::waitFor(const std::function<bool()> &finished) {
  // The peers we still wait for: those of unfinished receives (they never
  // sent), else of unfinished sends (they never received).
  auto peers = [&] {
    failed = true;
    std::set<int32_t> waitingFor;
    for (bool receives : {true, false}) {
      for (size_t i = 0; i < transfers.size(); ++i)
        if (!done[i] && transfers[i].send != receives)
          waitingFor.insert(transfers[i].peer);
      if (!waitingFor.empty())
        break;
    }
    return std::vector<int32_t>(waitingFor.begin(), waitingFor.end());
  };
  waitUnderWatchdog(finished, limit, what, peers, started);
  return DTC_OK;
}

int exchange(const std::vector<Transfer> &transfers,
             const std::function<std::string()> &what) {
  Exchange x(what);
  for (const Transfer &t : transfers)
    if (int status = x.post(t))
      return status;
  return x.waitAll();
}

int agreeAll(uint8_t &bits, int32_t tag,
             const std::function<std::string()> &what) {
  // Everyone tells client 0, which then sends back what all said.
  int32_t me = clientId, n = numClients;
  std::vector<uint8_t> theirs(size_t(n), bits);
  std::vector<Transfer> arrive, release;
  for (int32_t c = 1; c < n && me == 0; ++c) {
    arrive.push_back({false, c, &theirs[size_t(c)], 1, tag});
    release.push_back({true, c, &bits, 1, tag});
  }
  if (me != 0) {
    arrive.push_back({true, 0, &bits, 1, tag});
    release.push_back({false, 0, &bits, 1, tag});
  }
  if (int status = exchange(arrive, what))
    return status;
  for (uint8_t b : theirs)
    bits &= b;
  return exchange(release, what);
}

} // namespace dtc::runtime::clients

using namespace dtc::runtime;
using namespace dtc::runtime::clients;

extern "C" int32_t dtc_clients_launched(void) {
  for (const char *name : {"OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "PMI_SIZE"})
    if (const char *value = std::getenv(name))
      if (int n = std::atoi(value); n > 0)
        return n;
  return 1;
}

#if DTC_HAVE_MPI_HEADER
namespace {
/// The job's start-up (MPI_Init, then every process's hello) waits for
/// every process; one stopped or gone before it joins would hold the others
/// forever, before any collective's watchdog. This one ends the process
/// after the watchdog's timeout (mpirun then ends the others).
class StartupWatchdog {
public:
  explicit StartupWatchdog(double limit)
      : thread([this, limit] {
          std::unique_lock<std::mutex> lock(mutex);
          if (finished.wait_for(lock, std::chrono::duration<double>(limit),
                                [this] { return done; }))
            return;
          std::fprintf(stderr,
                       "dtc: error: process %ld: the job's start-up (MPI_Init "
                       "and the processes' hello) waited %.0f s for "
                       "processes that never joined (stopped, or gone before "
                       "they started; the watchdog, DTC_COLLECTIVE_TIMEOUT "
                       "or --collective-timeout); aborting the job\n",
                       long(::getpid()), limit);
          std::fflush(stderr);
          std::_Exit(1);
        }) {}
  ~StartupWatchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      done = true;
    }
    finished.notify_all();
    thread.join();
  }

private:
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  std::thread thread;
};
} // namespace
#endif

extern "C" int dtc_clients_init(int32_t num_clients, uint64_t program_hash) {
#if DTC_HAVE_MPI_HEADER
  if (isJoined)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_clients_init: called twice");
  std::string error;
  if (!(mpi = loadMpi(error)))
    return setError(DTC_ERROR_SYSTEM, "%s", error.c_str());
  StartupWatchdog watchdog(timeout());
  int provided = 0, already = 0;
  mpi->initialized(&already);
  if (!already && mpi->initThread(nullptr, nullptr, MPI_THREAD_MULTIPLE,
                                  &provided) != MPI_SUCCESS)
    return setError(DTC_ERROR_SYSTEM, "MPI_Init_thread failed");
  if (!already && provided < MPI_THREAD_MULTIPLE)
    return setError(
        DTC_ERROR_SYSTEM,
        "this MPI cannot be called from several threads at once "
        "(MPI_THREAD_MULTIPLE), which the devices of a process need");
  int rank = 0, size = 1;
  mpi->commRank(mpi->world, &rank);
  mpi->commSize(mpi->world, &size);
  mpi->commDup(mpi->world, &mpi->comm);
  clientId = rank;
  numClients = size;
  // The processes on this machine (they share its GPUs).
  MPI_Comm node;
  if (mpi->commSplitType(mpi->comm, MPI_COMM_TYPE_SHARED, rank, mpi->infoNull,
                         &node) == MPI_SUCCESS) {
    int nodeRankValue = 0, nodeSizeValue = 1;
    mpi->commRank(node, &nodeRankValue);
    mpi->commSize(node, &nodeSizeValue);
    nodeRankOf = nodeRankValue;
    nodeSizeOf = nodeSizeValue;
  }
  // Every process learns every other's program before failing, so that
  // all fail alike.
  struct Hello {
    uint64_t hash;
    int64_t clients;
  } mine{program_hash, num_clients};
  std::vector<Hello> hellos(static_cast<size_t>(size));
  mpi->allgather(&mine, int(sizeof mine), mpi->byte, hellos.data(),
                 int(sizeof mine), mpi->byte, mpi->comm);
  if (size != num_clients)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "the program's mesh has %d clients, but the job has %d "
                    "processes (mpirun -np %d)",
                    int(num_clients), size, int(num_clients));
  std::string others;
  for (int r = 0; r < size; ++r)
    if (hellos[size_t(r)].hash != program_hash ||
        hellos[size_t(r)].clients != num_clients)
      others += (others.empty() ? "" : ", ") + std::to_string(r);
  if (!others.empty())
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "client %d: client(s) %s run another program, mesh or "
                    "options, or read other files by the same names (the "
                    "processes of a job must run the same executable with "
                    "the same arguments on the same inputs)",
                    rank, others.c_str());
  isJoined = true;
  return DTC_OK;
#else
  (void)num_clients;
  (void)program_hash;
  return setError(DTC_ERROR_SYSTEM,
                  "dtc was built without MPI (mpi.h was not found): "
                  "multi-client meshes cannot run");
#endif
}

extern "C" int32_t dtc_client_id(void) { return clientId; }
extern "C" int32_t dtc_num_clients(void) { return numClients; }

extern "C" int dtc_client_send(int32_t to, const void *data, int64_t bytes,
                               int32_t tag) {
  return exchange({{true, to, const_cast<void *>(data), bytes, tag}}, [&] {
    return "sending " + std::to_string(bytes) + " bytes to client " +
           std::to_string(to);
  });
}

extern "C" int dtc_client_recv(int32_t from, void *data, int64_t bytes,
                               int32_t tag) {
  return exchange({{false, from, data, bytes, tag}}, [&] {
    return "receiving " + std::to_string(bytes) + " bytes from client " +
           std::to_string(from);
  });
}

extern "C" int dtc_clients_barrier(void) {
  uint8_t ignored = 0xff;
  return agreeAll(ignored, DTC_CLIENTS_BARRIER_TAG,
                  [] { return std::string("a barrier of the job's clients"); });
}

extern "C" void dtc_clients_set_timeout(double seconds) {
  timeoutSeconds = seconds;
}

extern "C" void dtc_clients_set_context(const char *text) {
  std::lock_guard<std::mutex> lock(contextMutex);
  context = text ? text : "";
}

extern "C" void dtc_clients_abort(const char *message) {
  // Once: a second thread (another device's watchdog) waits for the first
  // to end the process, as MPI_Abort from two threads at once may crash.
  static std::atomic<bool> aborting{false};
  if (aborting.exchange(true))
    for (;;)
      std::this_thread::sleep_for(std::chrono::seconds(1));
  std::fprintf(stderr, "error: %s\n", message);
  std::fflush(stderr);
#if DTC_HAVE_MPI_HEADER
  if (mpi && isJoined)
    mpi->abort(mpi->comm, 1);
#endif
  std::_Exit(1);
}

extern "C" void dtc_clients_finalize(void) {
#if DTC_HAVE_MPI_HEADER
  if (mpi && isJoined) {
    mpi->barrier(mpi->comm);
    mpi->finalize();
    isJoined = false;
  }
#endif
}
