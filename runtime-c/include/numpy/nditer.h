/* NpyIter, NumPy's array iterator (declared by NumPy in its API table): the subset that
 * reductions and element-wise loops use. Up to TL_NPYITER_MAXOP operands, broadcast together;
 * no casting, buffering, index tracking or allocation of outputs (NotImplementedError).
 *
 * Every element of the broadcast shape is visited exactly once. With NPY_ITER_EXTERNAL_LOOP
 * each step covers the innermost dimension (adjacent dimensions are coalesced when the
 * strides allow, so it may be longer): *NpyIter_GetInnerLoopSizePtr() elements, at
 * NpyIter_GetInnerStrideArray()[op] bytes apart. Without it each step is one element. Order:
 * NPY_KEEPORDER walks memory order (reversing negative strides unless
 * NPY_ITER_DONT_NEGATE_STRIDES); NPY_CORDER / NPY_FORTRANORDER walk C / Fortran order;
 * NPY_ANYORDER is Fortran if every operand is Fortran-contiguous, else C. */
#ifndef TWINLINK_NUMPY_NDITER_H
#define TWINLINK_NUMPY_NDITER_H

#include "ndarraytypes.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define TL_NPYITER_MAXOP 8

/* op borrowed (referenced by the iterator until it is deallocated); dtype borrowed, NULL or
 * equivalent to op's. flags mixes the global flags with op's flags, one of NPY_ITER_READONLY,
 * READWRITE or WRITEONLY being required. An iterator (free it with NpyIter_Deallocate), or
 * NULL with ValueError (bad flags, a read-only array opened for writing, zero-size without
 * NPY_ITER_ZEROSIZE_OK), TypeError (a dtype needing a cast, as NumPy without buffering) or
 * NotImplementedError (a feature the shim lacks) set. casting is checked, not used. */
NpyIter* NpyIter_New(PyArrayObject* op, npy_uint32 flags, NPY_ORDER order, NPY_CASTING casting,
                     PyArray_Descr* dtype);
/* The same for nop operands (borrowed, none NULL) broadcast together, op_flags[i] giving
 * operand i's flags and op_dtypes (NULL, or NULL entries) their dtypes. ValueError, in NumPy's
 * words, when the shapes do not broadcast ("operands could not be broadcast together with
 * shapes (..) (..) "), or when a written operand would be broadcast without
 * NPY_ITER_REDUCE_OK (with it, a READWRITE operand may be: a reduction). */
NpyIter* NpyIter_MultiNew(int nop, PyArrayObject** op, npy_uint32 flags, NPY_ORDER order,
                          NPY_CASTING casting, npy_uint32* op_flags, PyArray_Descr** op_dtypes);
/* Releases the operands and frees iter (NULL is accepted). NPY_SUCCEED. */
int NpyIter_Deallocate(NpyIter* iter);
/* Back to the first element. NPY_SUCCEED; errmsg (may be NULL) is left alone. */
int NpyIter_Reset(NpyIter* iter, char** errmsg);
/* The function advancing iter: it returns 1 while there is more, then 0. Never NULL. */
NpyIter_IterNextFunc* NpyIter_GetIterNext(NpyIter* iter, char** errmsg);
/* Pointers into iter, valid until it is deallocated; the values change as it advances. */
char** NpyIter_GetDataPtrArray(NpyIter* iter);
char** NpyIter_GetInitialDataPtrArray(NpyIter* iter);
npy_intp* NpyIter_GetInnerStrideArray(NpyIter* iter);
npy_intp* NpyIter_GetInnerLoopSizePtr(NpyIter* iter);
/* The number of elements visited (0 for a zero-size iteration). */
npy_intp NpyIter_GetIterSize(NpyIter* iter);
/* Dimensions after coalescing (0 for 0-d operands), and the number of operands. */
int NpyIter_GetNDim(NpyIter* iter);
int NpyIter_GetNOp(NpyIter* iter);
/* Borrowed arrays (nop of them). */
PyArrayObject** NpyIter_GetOperandArray(NpyIter* iter);
PyArray_Descr** NpyIter_GetDescrArray(NpyIter* iter);
npy_bool NpyIter_HasExternalLoop(NpyIter* iter);
/* 0: no operand needs the Python API, nothing is buffered. */
npy_bool NpyIter_IterationNeedsAPI(NpyIter* iter);
npy_bool NpyIter_RequiresBuffering(NpyIter* iter);
npy_bool NpyIter_IsBuffered(NpyIter* iter);
npy_intp NpyIter_GetBufferSize(NpyIter* iter);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
