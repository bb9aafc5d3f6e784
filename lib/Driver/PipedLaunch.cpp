//===- PipedLaunch.cpp - the launcher started while its program compiles -===//
//
// `dtc run` of a program not compiled before: the cold path to a first
// result was the compilation, then the executable's start, its mesh and its
// inputs, then the run. The launcher alone (lib/dtc-launcher) now starts as
// soon as the program's descriptor is known, after the optimize stage: it
// creates the mesh and reads the inputs on the other core while LLVM
// generates the program's code, then loads the program from the finished
// executable (dtc/executable.h has the two messages).
//
//===----------------------------------------------------------------------===//
#include "dtc/Driver/Driver.h"
#include "dtc/executable.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace dtc;

namespace {

/// Sends one message: its length in decimal, a newline, its bytes. A
/// launcher that already exited (an input it could not read) makes this
/// fail quietly: its exit status says why.
void sendMessage(int socket, llvm::StringRef bytes) {
  std::string message = std::to_string(bytes.size()) + "\n" + bytes.str();
  for (size_t done = 0; done < message.size();) {
    ssize_t n = ::send(socket, message.data() + done, message.size() - done,
                       MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return;
    done += size_t(n);
  }
}

} // namespace

PipedLaunch::~PipedLaunch() {
  if (started()) {
    std::string ignored;
    finish(/*compiled=*/false, "", ignored);
  }
}

bool PipedLaunch::start(llvm::ArrayRef<std::string> args,
                        llvm::StringRef descriptor) {
  // A socket pair rather than a pipe: writing to an exited launcher is then
  // an error (MSG_NOSIGNAL), not a SIGPIPE.
  int fds[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    return false;
  // The launcher's end stays open across its exec.
  int theirs = ::dup(fds[1]);
  ::close(fds[1]);
  if (theirs < 0) {
    ::close(fds[0]);
    return false;
  }
  std::string launcher = launcherPath();
  std::vector<std::string> argvStorage = {launcher};
  argvStorage.insert(argvStorage.end(), args.begin(), args.end());
  std::vector<char *> argv;
  for (std::string &a : argvStorage)
    argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> envStorage;
  const std::string key = std::string(DTC_PROGRAM_PIPE) + "=";
  for (char **e = environ; *e; ++e)
    if (std::strncmp(*e, key.c_str(), key.size()) != 0)
      envStorage.push_back(*e);
  envStorage.push_back(key + std::to_string(theirs));
  std::vector<char *> envp;
  for (std::string &e : envStorage)
    envp.push_back(e.data());
  envp.push_back(nullptr);
  pid_t child = -1;
  int rc = ::posix_spawn(&child, launcher.c_str(), nullptr, nullptr,
                         argv.data(), envp.data());
  ::close(theirs);
  if (rc != 0) {
    ::close(fds[0]);
    return false;
  }
  socket = fds[0];
  pid = child;
  sendMessage(socket, descriptor);
  return true;
}

int PipedLaunch::finish(bool compiled, llvm::StringRef executable,
                        std::string &message) {
  if (compiled)
    sendMessage(socket, executable);
  ::close(socket);
  socket = -1;
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      message =
          std::string("cannot wait for the program: ") + std::strerror(errno);
      return -1;
    }
  }
  pid = -1;
  if (WIFEXITED(status))
    return WEXITSTATUS(status);
  message = std::string("the program was killed by signal ") +
            std::to_string(WTERMSIG(status)) + " (" +
            ::strsignal(WTERMSIG(status)) + ")";
  return -1;
}
