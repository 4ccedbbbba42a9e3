/* NpyIter, NumPy's array iterator (declared by NumPy in its API table): the subset that
 * reductions, element-wise loops and axis-wise loops (PyTensor's Softmax) use. Up to
 * TL_NPYITER_MAXOP operands, broadcast together; multi-index tracking; no casting, buffering,
 * C/F index tracking, ranges or allocation of outputs (NotImplementedError).
 *
 * Every element of the broadcast shape is visited exactly once. With NPY_ITER_EXTERNAL_LOOP
 * each step covers the innermost dimension (adjacent dimensions are coalesced when the
 * strides allow, so it may be longer): *NpyIter_GetInnerLoopSizePtr() elements, at
 * NpyIter_GetInnerStrideArray()[op] bytes apart. Without it each step is one element. Order:
 * NPY_KEEPORDER walks memory order (reversing negative strides unless
 * NPY_ITER_DONT_NEGATE_STRIDES); NPY_CORDER / NPY_FORTRANORDER walk C / Fortran order;
 * NPY_ANYORDER is Fortran if every operand is Fortran-contiguous, else C.
 *
 * NPY_ITER_MULTI_INDEX (not with NPY_ITER_EXTERNAL_LOOP: ValueError) keeps every axis of the
 * broadcast shape (none merged or dropped; NPY_KEEPORDER may still reorder axes and walk
 * some backwards) and numbers them as the operands do, in C order: the multi-index,
 * NpyIter_GetAxisStrideArray, NpyIter_RemoveAxis and NpyIter_GetShape take and give axes in
 * that numbering. */
#ifndef TWINLINK_NUMPY_NDITER_H
#define TWINLINK_NUMPY_NDITER_H

#include "ndarraytypes.h"

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
/* Dimensions after coalescing (with a multi-index: the broadcast shape's, less any removed; 0
 * for 0-d operands), and the number of operands. */
int NpyIter_GetNDim(NpyIter* iter);
int NpyIter_GetNOp(NpyIter* iter);
/* Borrowed arrays (nop of them). */
PyArrayObject** NpyIter_GetOperandArray(NpyIter* iter);
PyArray_Descr** NpyIter_GetDescrArray(NpyIter* iter);
npy_bool NpyIter_HasExternalLoop(NpyIter* iter);
/* Whether a multi-index is tracked. */
npy_bool NpyIter_HasMultiIndex(NpyIter* iter);
/* The function writing the current multi-index (NpyIter_GetNDim entries, the operands' C
 * order) to its second argument. NULL without a multi-index, with *errmsg set to NumPy's
 * message if errmsg is not NULL, else ValueError set. */
NpyIter_GetMultiIndexFunc* NpyIter_GetGetMultiIndex(NpyIter* iter, char** errmsg);
/* Moves to the element at multi_index. NPY_FAIL with ValueError without a multi-index,
 * IndexError if an index is out of bounds (the position is then unchanged). */
int NpyIter_GotoMultiIndex(NpyIter* iter, npy_intp const* multi_index);
/* The position in iteration order: 0 .. NpyIter_GetIterSize - 1 (after the last element,
 * back at 0). With NPY_ITER_EXTERNAL_LOOP, the index of the inner loop's first element. */
npy_intp NpyIter_GetIterIndex(NpyIter* iter);
/* Moves to position iterindex of the iteration order. NPY_FAIL with ValueError under
 * NPY_ITER_EXTERNAL_LOOP, IndexError outside 0 .. NpyIter_GetIterSize - 1. */
int NpyIter_GotoIterIndex(NpyIter* iter, npy_intp iterindex);
/* Axis `axis`'s byte strides, one per operand (valid until the iterator changes): with a
 * multi-index `axis` numbers the operands' axes in C order, without it the iterator's own
 * (coalesced) axes in C order. An axis walked backwards under NPY_KEEPORDER gives its negated
 * (walking) strides, as NumPy does. NULL with ValueError for an axis outside
 * 0 .. NpyIter_GetNDim - 1. */
npy_intp* NpyIter_GetAxisStrideArray(NpyIter* iter, int axis);
/* Writes NpyIter_GetNDim entries: the shape, numbered as NpyIter_GetAxisStrideArray numbers
 * axes. NPY_SUCCEED. */
int NpyIter_GetShape(NpyIter* iter, npy_intp* outshape);
/* Removes the operands' axis `axis` from the iteration (each step then stands at that axis's
 * first element) and resets the iterator. Needs a multi-index (else RuntimeError); ValueError
 * for an axis outside 0 .. NpyIter_GetNDim - 1. NPY_SUCCEED or NPY_FAIL. */
int NpyIter_RemoveAxis(NpyIter* iter, int axis);
/* Stops tracking the multi-index, merges axes as an iterator without one would, and resets
 * the iterator. NPY_SUCCEED. */
int NpyIter_RemoveMultiIndex(NpyIter* iter);
/* Turns NPY_ITER_EXTERNAL_LOOP on (after NpyIter_RemoveMultiIndex) and resets the iterator.
 * NPY_FAIL with ValueError while a multi-index is tracked. */
int NpyIter_EnableExternalLoop(NpyIter* iter);
/* 0: no operand needs the Python API, nothing is buffered. */
npy_bool NpyIter_IterationNeedsAPI(NpyIter* iter);
npy_bool NpyIter_RequiresBuffering(NpyIter* iter);
npy_bool NpyIter_IsBuffered(NpyIter* iter);
npy_intp NpyIter_GetBufferSize(NpyIter* iter);

#ifdef __cplusplus
}
#endif

#endif
