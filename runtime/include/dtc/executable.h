/*===- executable.h - how a dtc executable holds its program --------------===*
 *
 * A dtc executable is the launcher (lib/dtc-launcher of the build of dtc
 * that compiled it: main(), the runtime, OpenBLAS's and the C++ library's
 * references) followed by the program, a shared object of the compiled
 * code, and this trailer, the last bytes of the file. The launcher finds
 * its program through the trailer and loads it; the program's references
 * to the runtime (dtc/imports.def) bind to the launcher, which exports
 * exactly those functions. `dtc compile` writes it: the launcher copied,
 * only the program linked (by lld, in process).
 *
 *===----------------------------------------------------------------------===*/
#ifndef DTC_EXECUTABLE_H
#define DTC_EXECUTABLE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The trailer's first bytes. */
#define DTC_EXECUTABLE_MAGIC "dtc-prg1"

typedef struct dtc_executable_trailer {
  char magic[8];   /* DTC_EXECUTABLE_MAGIC, without its NUL */
  uint64_t offset; /* where the program's shared object starts in the file */
  uint64_t size;   /* its bytes; the trailer follows them */
} dtc_executable_trailer;

/* The symbols of the program's shared object: the descriptor (a string,
   below), the table of the entries' C-interface addresses in descriptor
   order, and for a GPU program with CPU devices the host code's table. `dtc
   compile` defines them; the launcher and the Python package look them up. */
#define DTC_PROGRAM_SYMBOL "__dtc_program"
#define DTC_ENTRIES_SYMBOL "__dtc_entries"
#define DTC_HOST_ENTRIES_SYMBOL "__dtc_host_entries"
/* Defined (an int, 1) only in a program compiled for dtc's crash tests
   (`dtc compile --fault-injection`): the launcher then obeys the DTC_TEST_*
   variables (dtc_enable_fault_injection in dtc/runtime.h). */
#define DTC_FAULT_INJECTION_SYMBOL "__dtc_fault_injection"

/* The program descriptor's format version (its first line, `dtc-program N`). */
#define DTC_PROGRAM_DESCRIPTOR_VERSION 6

/* The program descriptor: whitespace-separated tokens, which dtc writes
   (lib/Driver/EntryDescriptor.cpp) and the launcher parses
   (runtime/launcher/Program.cpp):
     program  := "dtc-program" DTC_PROGRAM_DESCRIPTOR_VERSION cpu entry* "end"
     cpu      := "cpu" NAME "needs" N FEATURE*
     entry    := "entry" NAME "mesh" RANK SIZE* axes "ids" N ID* "type" TYPE
                 "host" N ID* "clients" K "held" N ID*
                 "views" N (RANK SIZE* axes "ids" N ID*)*
                 "args" N tensor* "results" N tensor*
     axes     := "axes" RANK AXISNAME*
     tensor   := "tensor" DTYPE RANK DIM* "layout" NDIMS (NAXES AXIS*)*
                 "partial" N AXIS* REDUCTION "device" INDEX "view" VIEW
                 "role" ROLE
     ROLE     := "input" | "dataset" | "mask" | "variable" NAME (arguments)
               | "output" | "assign" NAME                    (results)
   NAME after "cpu" is the CPU the host code was compiled for and each
   FEATURE one of DTC_X86_CPU_FEATURES (below) it uses. TYPE, DTYPE and
   REDUCTION are dtc_device_type, dtc_dtype and dtc_reduction values
   (dtc/runtime.h). "host" lists the CPU devices of a GPU program (a mixed
   mesh, dtc_mesh_create_mixed), which run the entry's host code
   (DTC_HOST_ENTRIES_SYMBOL). "held" lists each client's devices in turn
   when a multi-client mesh does not give them as blocks of its id list
   (empty otherwise). Views are the program's meshes when it has
   several (dtc_mesh_add_view, numbered from 1), each over the entry mesh's
   devices. A tensor's AXIS indices and device INDEX (or -1) refer to its
   VIEW, 0 being the entry's mesh itself. A tensor's role is what it is to a
   training job (docs/training.md). */

/* `dtc run` of a program not compiled before starts the launcher alone
   (lib/dtc-launcher, no program at its end) as soon as the program's
   descriptor is known, so that it reads the inputs while the program
   compiles. DTC_PROGRAM_PIPE names the descriptor of a pipe through which
   two messages come, each its length in decimal, a newline, then its
   bytes: the program descriptor, then the path of the finished executable,
   whose program the launcher loads (it must carry the same descriptor).
   The pipe closed before a message means the compilation failed (dtc says
   why): the launcher exits with DTC_PROGRAM_PIPE_CLOSED, printing nothing
   and writing no output. */
#define DTC_PROGRAM_PIPE "DTC_PROGRAM_PIPE"
#define DTC_PROGRAM_PIPE_CLOSED 3

/* The x86 instruction-set features a program's host code may be compiled
   to use, which the launcher checks before it calls any of it: X(name), the
   name as LLVM's target features and GCC's __builtin_cpu_supports both
   spell it. dtc writes the ones its target CPU has (this machine's, or
   `--host-cpu`'s) on the descriptor's `cpu` line; an executable moved to a
   CPU without one of them stops with a message instead of an illegal
   instruction. */
/* clang-format off */
#define DTC_X86_CPU_FEATURES(X) \
  X("sse3") X("ssse3") X("sse4.1") X("sse4.2") X("popcnt") X("avx") \
  X("avx2") X("fma") X("f16c") X("bmi") X("bmi2") X("lzcnt") X("movbe") \
  X("avxvnni") X("avx512f") X("avx512vl") X("avx512bw") X("avx512dq") \
  X("avx512cd") X("avx512vnni") X("avx512bf16") X("avx512fp16") \
  X("avx512vbmi") X("avx512vbmi2") X("avx512ifma") X("avx512bitalg") \
  X("avx512vpopcntdq")
/* clang-format on */

#ifdef __cplusplus
}
#endif

#endif /* DTC_EXECUTABLE_H */
