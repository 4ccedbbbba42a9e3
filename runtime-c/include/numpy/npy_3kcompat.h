/* NumPy's Python 2/3 compatibility header (numpy/npy_3kcompat.h). Nothing in it is needed
 * on Python 3; it exists so op code including it builds. */
#ifndef TWINLINK_NUMPY_NPY_3KCOMPAT_H
#define TWINLINK_NUMPY_NPY_3KCOMPAT_H

#include <Python.h>

#include "npy_common.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
