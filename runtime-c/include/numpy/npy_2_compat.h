/* NumPy 2's dtype accessors (numpy/npy_2_compat.h), which op code written for both NumPy 1
 * and 2 uses instead of reading PyArray_Descr fields. descr is borrowed. */
#ifndef TWINLINK_NUMPY_NPY_2_COMPAT_H
#define TWINLINK_NUMPY_NPY_2_COMPAT_H

#include "ndarraytypes.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* There is no API table to import: 0 (success). */
static inline int PyArray_ImportNumPyAPI(void) {
    return 0;
}

#define PyArray_RUNTIME_VERSION NPY_FEATURE_VERSION

static inline npy_intp PyDataType_ELSIZE(const PyArray_Descr* descr) {
    return descr->elsize;
}

static inline void PyDataType_SET_ELSIZE(PyArray_Descr* descr, npy_intp size) {
    descr->elsize = size;
}

static inline npy_intp PyDataType_ALIGNMENT(const PyArray_Descr* descr) {
    return descr->alignment;
}

static inline npy_uint64 PyDataType_FLAGS(const PyArray_Descr* descr) {
    return descr->flags;
}

static inline PyObject* PyDataType_METADATA(const PyArray_Descr* descr) {
    return descr->metadata;
}

/* The shim's dtypes have no fields, names or subarrays. */
static inline PyObject* PyDataType_FIELDS(const PyArray_Descr* descr) {
    (void)descr;
    return NULL;
}

static inline PyObject* PyDataType_NAMES(const PyArray_Descr* descr) {
    (void)descr;
    return NULL;
}

#define PyDataType_HASFIELDS(obj) (PyDataType_NAMES((PyArray_Descr*)(obj)) != NULL)
#define PyDataType_HASSUBARRAY(dtype) ((void)(dtype), 0)
#define PyDataType_ISUNSIZED(dtype) ((dtype)->elsize == 0 && !PyDataType_HASFIELDS(dtype))
#define PyDataType_FLAGCHK(dtype, flag) ((PyDataType_FLAGS(dtype) & (flag)) == (flag))
#define PyDataType_REFCHK(dtype) PyDataType_FLAGCHK(dtype, NPY_ITEM_REFCOUNT)

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
