/*===- imports.h - declarations of what compiled programs call -----------===*
 *
 * Declares every function of dtc/imports.def with the table's signature.
 * The runtime's files that define them include this header, so a definition
 * that differs from the table is a conflicting declaration, an error.
 *
 *===----------------------------------------------------------------------===*/
#ifndef DTC_IMPORTS_H
#define DTC_IMPORTS_H

#include "dtc/runtime.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DTC_IMPORT(EMITTER, RESULT, NAME, PARAMETERS) RESULT NAME PARAMETERS;
#include "dtc/imports.def"

#ifdef __cplusplus
}
#endif

#endif /* DTC_IMPORTS_H */
