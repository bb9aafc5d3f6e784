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

#ifdef __cplusplus
}
#endif

#endif /* DTC_EXECUTABLE_H */
