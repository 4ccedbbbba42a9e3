/* The header generated op code includes. Mirrors CPython's Python.h closely enough that the
 * same source builds natively against real CPython and, against this shim, for wasm32-wasi.
 * Like CPython's, it must come first: it pulls in the C library headers that op code uses
 * without including them itself (printf, memcpy, isnan ...). */
#ifndef TWINLINK_PYTHON_H
#define TWINLINK_PYTHON_H

/* CPython's pyconfig.h turns these on, so op code may rely on M_PI, strdup & co. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif

#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h> /* op code written for C++ compilers uses bool */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The shim follows CPython 3.12 semantics (immortal None/True/False, PyLong_AsLong refusing
 * floats); version checks in op code should take the modern branch. */
#define PY_MAJOR_VERSION 3
#define PY_MINOR_VERSION 12
#define PY_MICRO_VERSION 0
#define PY_VERSION "3.12.0"
#define PY_VERSION_HEX 0x030C00F0

/* Lets op code tell the shim from real CPython when it must. */
#define TWINLINK_SHIM 1

#include "twinlink/object.h"
#include "twinlink/pyerrors.h"
#include "twinlink/longobject.h"
#include "twinlink/boolobject.h"
#include "twinlink/floatobject.h"
#include "twinlink/tupleobject.h"
#include "twinlink/unicodeobject.h"
#include "twinlink/listobject.h"
#include "twinlink/dictobject.h"
#include "twinlink/pycapsule.h"
#include "twinlink/abstract.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
