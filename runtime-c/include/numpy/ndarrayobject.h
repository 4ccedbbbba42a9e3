/* The array C-API (numpy/ndarrayobject.h): the ndarray and dtype types and the functions that
 * create, reshape, copy and fill arrays. NumPy's functions come through an imported table;
 * here they are ordinary functions of the shim, and import_array() does nothing.
 *
 * Errors follow NumPy's (types and messages); functions return NULL or -1 with the exception
 * set, as NumPy does. Functions documented as stealing a reference steal it on failure too. */
#ifndef TWINLINK_NUMPY_NDARRAYOBJECT_H
#define TWINLINK_NUMPY_NDARRAYOBJECT_H

#include <Python.h>

#include "ndarraytypes.h"
#include "npy_2_compat.h"
#include "arrayscalars.h"
#include "nditer.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

extern PyTypeObject PyArray_Type;      /* "numpy.ndarray" */
extern PyTypeObject PyArrayDescr_Type; /* "numpy.dtype" */

#define PyArray_Check(op) PyObject_TypeCheck((op), &PyArray_Type)
#define PyArray_CheckExact(op) (Py_TYPE((PyObject*)(op)) == &PyArray_Type)
#define PyArray_DescrCheck(op) PyObject_TypeCheck((op), &PyArrayDescr_Type)
#define PyArray_IsZeroDim(op) (PyArray_Check(op) && (PyArray_NDIM((PyArrayObject*)(op)) == 0))
#define PyArray_IsScalar(obj, cls) (PyObject_TypeCheck((obj), &Py##cls##ArrType_Type))
#define PyArray_CheckScalar(m) (PyArray_IsScalar(m, Generic) || PyArray_IsZeroDim(m))
#define PyArray_IsPythonNumber(obj) (PyFloat_Check(obj) || PyLong_Check(obj))
#define PyArray_IsPythonScalar(obj) (PyArray_IsPythonNumber(obj) || PyUnicode_Check(obj))
#define PyArray_IsAnyScalar(obj) (PyArray_IsScalar(obj, Generic) || PyArray_IsPythonScalar(obj))
#define PyArray_CheckAnyScalar(obj) (PyArray_IsPythonScalar(obj) || PyArray_CheckScalar(obj))

/* There is no API table: import_array() and friends do nothing (so they compile in functions
 * returning PyObject*, int or void), and _import_array() reports success. */
static inline int _import_array(void) {
    return 0;
}
#define import_array() \
    { (void)_import_array(); }
#define import_array1(ret) \
    { (void)_import_array(); }
#define import_array2(msg, ret) \
    { (void)_import_array(); }

/* arr borrowed. Element size in bytes. */
static inline npy_intp PyArray_ITEMSIZE(const PyArrayObject* arr) {
    return arr->descr->elsize;
}

/* --- dtypes --- */

/* New reference to the dtype of a type number (or of a type character such as 'd'), or NULL
 * with ValueError "Invalid data-type for array" (unknown) or NotImplementedError (a NumPy
 * dtype the shim lacks: object, bytes, str, void, datetime, timedelta). */
PyArray_Descr* PyArray_DescrFromType(int type_num);
/* Borrowed arguments. True if the two describe the same kind and size of element (so NPY_LONG
 * and NPY_LONGLONG are equivalent, as on the host). */
npy_bool PyArray_EquivTypes(PyArray_Descr* type1, PyArray_Descr* type2);
npy_bool PyArray_EquivTypenums(int typenum1, int typenum2);
#define PyArray_EquivArrTypes(a1, a2) PyArray_EquivTypes(PyArray_DESCR(a1), PyArray_DESCR(a2))
#define PyArray_EquivByteorders(b1, b2) (((b1) == (b2)) || (PyArray_ISNBO(b1) == PyArray_ISNBO(b2)))

/* --- creation: all return a new reference or NULL with an exception set ---
 * Shapes: a negative dim is ValueError "negative dimensions are not allowed", more than
 * NPY_MAXDIMS dims ValueError "maximum supported dimension for an ndarray is currently 64,
 * found N", and a size (or, with explicit strides, the memory spanned) not representable in
 * npy_intp bytes ValueError "array is too big; `arr.size * arr.dtype.itemsize` is larger than
 * the maximum possible size."; a failed allocation is MemoryError. */

/* Steals descr. subtype must be PyArray_Type (or a subtype of it). With data NULL the array
 * allocates (16-byte aligned, at least 1 byte, uninitialised) and owns its data: C order, or
 * Fortran order if flags is non-zero, or the given strides (all >= 0; the allocation covers
 * the memory they span). With data, the array borrows it: strides default to C order (Fortran
 * if flags has NPY_ARRAY_F_CONTIGUOUS), only NPY_ARRAY_WRITEABLE is taken from flags, and the
 * caller keeps the data alive (usually with PyArray_SetBaseObject). Contiguity and alignment
 * flags are always computed from the layout. obj is ignored (NumPy passes it to
 * __array_finalize__). */
PyObject* PyArray_NewFromDescr(PyTypeObject* subtype, PyArray_Descr* descr, int nd,
                               const npy_intp* dims, const npy_intp* strides, void* data,
                               int flags, PyObject* obj);
/* PyArray_NewFromDescr with PyArray_DescrFromType(type_num); itemsize is ignored (the shim
 * has no flexible dtypes). */
PyObject* PyArray_New(PyTypeObject* subtype, int nd, const npy_intp* dims, int type_num,
                      const npy_intp* strides, void* data, int itemsize, int flags,
                      PyObject* obj);
/* Steal descr (NULL means float64). Uninitialised, or zero-filled, owned data in C order, or
 * in Fortran order if is_f_order. */
PyObject* PyArray_Empty(int nd, const npy_intp* dims, PyArray_Descr* descr, int is_f_order);
PyObject* PyArray_Zeros(int nd, const npy_intp* dims, PyArray_Descr* descr, int is_f_order);
/* prototype borrowed; steals descr (NULL: the prototype's). An uninitialised array of the
 * prototype's shape, laid out per order (NPY_KEEPORDER follows the prototype's strides).
 * subok is ignored. */
PyObject* PyArray_NewLikeArray(PyArrayObject* prototype, NPY_ORDER order, PyArray_Descr* descr,
                               int subok);

#define PyArray_EMPTY(nd, dims, type_num, is_f_order) \
    PyArray_Empty((nd), (dims), PyArray_DescrFromType(type_num), (is_f_order))
#define PyArray_ZEROS(nd, dims, type_num, is_f_order) \
    PyArray_Zeros((nd), (dims), PyArray_DescrFromType(type_num), (is_f_order))
#define PyArray_SimpleNew(nd, dims, typenum) \
    PyArray_New(&PyArray_Type, (nd), (dims), (typenum), NULL, NULL, 0, 0, NULL)
#define PyArray_SimpleNewFromData(nd, dims, typenum, data) \
    PyArray_New(&PyArray_Type, (nd), (dims), (typenum), NULL, (data), 0, NPY_ARRAY_CARRAY, NULL)
#define PyArray_SimpleNewFromDescr(nd, dims, descr) \
    PyArray_NewFromDescr(&PyArray_Type, (descr), (nd), (dims), NULL, NULL, 0, NULL)

/* --- copies and conversion ---
 * Values are converted between dtypes as C casts do (NumPy's unsafe casting), complex to real
 * dropping the imaginary part; out-of-range float to integer conversions (undefined in C, a
 * RuntimeWarning in NumPy) give what NumPy computes on x86-64 as far as the shim knows it. */

/* arr borrowed. A new array holding a copy of arr's elements, laid out per order. */
PyObject* PyArray_NewCopy(PyArrayObject* arr, NPY_ORDER order);
#define PyArray_Copy(obj) PyArray_NewCopy((obj), NPY_CORDER)
/* New reference to m if it is C-contiguous, else to a C-contiguous copy. */
#define PyArray_GETCONTIGUOUS(m) \
    (PyArray_ISCONTIGUOUS(m) ? Py_INCREF(m), (m) : (PyArrayObject*)(PyArray_Copy(m)))
/* Borrowed arguments. Copies src into dst, broadcasting src to dst's shape, converting
 * values; overlapping memory is handled as if src were copied first. 0, or -1 with ValueError
 * ("assignment destination is read-only", "could not broadcast input array from shape (..)
 * into shape (..)"). */
int PyArray_CopyInto(PyArrayObject* dst, PyArrayObject* src);
/* arr borrowed; steals descr. A copy of arr converted to descr, C order (Fortran if
 * is_f_order). */
PyObject* PyArray_CastToType(PyArrayObject* arr, PyArray_Descr* descr, int is_f_order);
#define PyArray_Cast(mp, type_num) PyArray_CastToType((mp), PyArray_DescrFromType(type_num), 0)
/* arr and obj borrowed. Sets every element to obj: a float, int, bool or NumPy scalar (or a
 * 0-d or size-1 array). As NumPy 2: an int out of the element type's range is OverflowError "Python integer
 * N out of bounds for T"; a float into an integer array is truncated like int(obj) (NaN
 * ValueError, infinity OverflowError). 0, or -1 with the exception set. */
int PyArray_FillWithScalar(PyArrayObject* arr, PyObject* obj);
#define PyArray_FILLWBYTE(obj, val) \
    memset(PyArray_DATA(obj), (val), (size_t)PyArray_NBYTES(obj))
/* op borrowed; steals dtype (NULL: keep op's). An array for op: op itself (new reference) if
 * it is an array that meets requirements (NPY_ARRAY_C_CONTIGUOUS, F_CONTIGUOUS, ALIGNED,
 * WRITEABLE, ENSURECOPY ...) and has an equivalent dtype, otherwise a converted copy; a float,
 * int or bool becomes a 0-d array (float64, int64, bool), a NumPy scalar one of its dtype.
 * min_depth/max_depth (0: no limit)
 * bound the number of dims. Other objects: TypeError. context is ignored. */
PyObject* PyArray_FromAny(PyObject* op, PyArray_Descr* dtype, int min_depth, int max_depth,
                          int requirements, PyObject* context);
PyObject* PyArray_CheckFromAny(PyObject* op, PyArray_Descr* dtype, int min_depth,
                               int max_depth, int requirements, PyObject* context);
/* arr borrowed, newtype stolen (NULL: arr's dtype): PyArray_FromAny of an array (arr itself
 * when it meets the requirements and has an equivalent dtype, else a converted copy; any cast
 * is made, as with NPY_ARRAY_FORCECAST). */
#define PyArray_FromArray(arr, newtype, requirements)                                       \
    PyArray_FromAny((PyObject*)(arr), (newtype), 0, 0, (requirements), NULL)
#define PyArray_FROM_O(m) PyArray_FromAny((m), NULL, 0, 0, 0, NULL)
#define PyArray_FROM_OF(m, flags) PyArray_CheckFromAny((m), NULL, 0, 0, (flags), NULL)
#define PyArray_FROM_OT(m, type) PyArray_FromAny((m), PyArray_DescrFromType(type), 0, 0, 0, NULL)
#define PyArray_FROM_OTF(m, type, flags)                                                   \
    PyArray_FromAny((m), PyArray_DescrFromType(type), 0, 0,                                \
                    (((flags) & NPY_ARRAY_ENSURECOPY) ? ((flags) | NPY_ARRAY_DEFAULT) : (flags)), \
                    NULL)
#define PyArray_FROMANY(m, type, min, max, flags)                                          \
    PyArray_FromAny((m), PyArray_DescrFromType(type), (min), (max),                        \
                    (((flags) & NPY_ARRAY_ENSURECOPY) ? ((flags) | NPY_ARRAY_DEFAULT) : (flags)), \
                    NULL)
#define PyArray_ContiguousFromAny(op, type, min_depth, max_depth) \
    PyArray_FromAny((op), PyArray_DescrFromType(type), (min_depth), (max_depth), NPY_ARRAY_DEFAULT, NULL)
#define PyArray_ContiguousFromObject(op, type, min_depth, max_depth)                          \
    PyArray_FromAny((op), PyArray_DescrFromType(type), (min_depth), (max_depth),              \
                    NPY_ARRAY_DEFAULT | NPY_ARRAY_ENSUREARRAY, NULL)
#define PyArray_FromObject(op, type, min_depth, max_depth)                                    \
    PyArray_FromAny((op), PyArray_DescrFromType(type), (min_depth), (max_depth),              \
                    NPY_ARRAY_BEHAVED | NPY_ARRAY_ENSUREARRAY, NULL)
#define PyArray_CopyFromObject(op, type, min_depth, max_depth)                                \
    PyArray_FromAny((op), PyArray_DescrFromType(type), (min_depth), (max_depth),              \
                    NPY_ARRAY_ENSURECOPY | NPY_ARRAY_DEFAULT | NPY_ARRAY_ENSUREARRAY, NULL)
/* Steals arr. A 0-d array becomes the NumPy scalar of its value and dtype; any other array is
 * returned as it is. NULL passes through. */
PyObject* PyArray_Return(PyArrayObject* arr);

/* --- calculation: new references, or NULL with NumPy's exception set ---
 * axis may be negative, or NPY_RAVEL_AXIS for the flattened array; out of range it is
 * ValueError "axis A is out of bounds for array of dimension N" (NumPy's AxisError is a
 * ValueError too). Half and complex elements are NotImplementedError. */

/* self borrowed. Indices (NPY_INTP) of the first maxima along axis (NaN counts as the
 * largest); into out when given (its shape and type must be the result's: ValueError "output
 * array does not match result of np.argmax."), returning a new reference to it. ValueError
 * "attempt to get argmax of an empty sequence" for an empty axis. */
PyObject* PyArray_ArgMax(PyArrayObject* self, int axis, PyArrayObject* out);
PyObject* PyArray_SearchSorted(PyArrayObject* op1, PyObject* op2, NPY_SEARCHSIDE side, PyObject* perm);
/* self borrowed. Running sums/products along axis, computed in rtype (NPY_NOTYPE: the input's
 * type, with bool and smaller integers in int64/uint64 as NumPy); integers wrap, bool sums are
 * logical or, products logical and. With out, the result is cast into it (same shape, any
 * cast, as NumPy's accumulate) and a new reference to out returned. */
PyObject* PyArray_CumSum(PyArrayObject* self, int axis, int rtype, PyArrayObject* out);
PyObject* PyArray_CumProd(PyArrayObject* self, int axis, int rtype, PyArrayObject* out);
/* op borrowed: a tuple or list of arrays (or of what PyArray_FROM_O accepts). Joined along
 * axis in the promoted dtype, in C order (Fortran order if every input is Fortran-contiguous
 * and one is not C-contiguous). NumPy's ValueErrors for no arrays, 0-d arrays and mismatched
 * ranks or shapes. */
PyObject* PyArray_Concatenate(PyObject* op, int axis);
/* self and indices borrowed. Elements of self at indices along axis; indices (any integer
 * type) out of range are per clipmode: NPY_RAISE IndexError "index I is out of bounds for
 * axis A with size N" (negative indices count from the end), NPY_WRAP modulo the size,
 * NPY_CLIP clamped to [0, size - 1]. With out (same shape and dtype as the result, else
 * ValueError/TypeError) the result goes there and a new reference to out is returned. */
PyObject* PyArray_TakeFrom(PyArrayObject* self, PyObject* indices, int axis, PyArrayObject* out,
                           NPY_CLIPMODE clipmode);
/* A 1-d array of ceil((stop - start) / step) elements of type_num: start and start + step
 * stored as NumPy stores Python floats (integers truncated), then start + i * delta in the
 * element type. ValueError "arange: cannot compute length" (NaN length), OverflowError
 * "arange: overflow while computing length"; bool arrays of more than 2 elements are
 * ValueError "no fill-function for data-type." as in NumPy. */
PyObject* PyArray_Arange(double start, double stop, double step, int type_num);

/* --- scalars (numpy/arrayscalars.h has the types and objects) --- */

/* descr borrowed. A new scalar of descr's type holding a copy of the element at data
 * (np.True_/np.False_ for bool, as NumPy); base is ignored (NumPy keeps it only for flexible
 * dtypes). NULL with an exception set. */
PyObject* PyArray_Scalar(void* data, PyArray_Descr* descr, PyObject* base);
#define PyArray_ToScalar(data, arr) \
    PyArray_Scalar((data), PyArray_DESCR((PyArrayObject*)(arr)), (PyObject*)(arr))
/* scalar borrowed. Copies the scalar's value, in its own C type, to ctypeptr (no conversion);
 * does nothing if scalar is not a NumPy scalar. */
void PyArray_ScalarAsCtype(PyObject* scalar, void* ctypeptr);
/* New reference to the dtype of a scalar type (or of a scalar's type): NumPy's scalar types,
 * and float/int/bool as float64/int64/bool. Other types would be NumPy's object dtype, which
 * the shim lacks: NULL with NotImplementedError. */
PyArray_Descr* PyArray_DescrFromTypeObject(PyObject* type);
PyArray_Descr* PyArray_DescrFromScalar(PyObject* scalar);
/* scalar borrowed; steals outcode (NULL: the scalar's dtype). A 0-d array holding the NumPy
 * scalar's value, converted to outcode; TypeError if scalar is not a NumPy scalar. */
PyObject* PyArray_FromScalar(PyObject* scalar, PyArray_Descr* outcode);
/* New reference to the scalar type of a type number, or NULL (no exception) if it has none. */
PyObject* PyArray_TypeObjectFromType(int type_num);

/* --- shape: views share arr's data and keep arr (or the array owning the data) as base --- */

/* arr borrowed. A view with the new shape (one dim may be negative: inferred) when the
 * elements can be reached with strides, else a copy; elements are taken in order's order
 * (C unless NPY_FORTRANORDER, or NPY_ANYORDER on a Fortran array). ValueError "cannot reshape
 * array of size N into shape (..)" / "can only specify one unknown dimension". */
PyObject* PyArray_Newshape(PyArrayObject* arr, PyArray_Dims* newdims, NPY_ORDER order);
/* arr and shape borrowed; shape is an int or a tuple of ints. PyArray_Newshape in C order. */
PyObject* PyArray_Reshape(PyArrayObject* arr, PyObject* shape);
/* arr borrowed. A view with the axes permuted (permute NULL: reversed). ValueError "axes don't
 * match array", "repeated axis in transpose", "axis N is out of bounds for array of dimension
 * M". */
PyObject* PyArray_Transpose(PyArrayObject* arr, PyArray_Dims* permute);
/* arr borrowed. A read-only view of the diagonal arr[.., k, .., k + offset, ..] along axis1 and
 * axis2, whose axis comes last, after arr's other axes. ValueError "diag requires an array of at
 * least two dimensions", "axis1 and axis2 cannot be the same", "axis1: axis N is out of bounds
 * for array of dimension M" (NumPy's AxisError). */
PyObject* PyArray_Diagonal(PyArrayObject* arr, int offset, int axis1, int axis2);
/* arr borrowed. A 1-d view when arr is contiguous in order's sense, else a 1-d copy. */
PyObject* PyArray_Ravel(PyArrayObject* arr, NPY_ORDER order);
/* arr borrowed. Always a 1-d copy. */
PyObject* PyArray_Flatten(PyArrayObject* arr, NPY_ORDER order);
/* arr borrowed. Resizes arr in place (its data reallocated, new elements zero-filled) and
 * returns a new reference to None, or NULL with ValueError: arr must own its data ("cannot
 * resize this array: it does not own its data") and be contiguous; when the size changes
 * and refcheck is set, arr must have no base and at most 2 references, as in NumPy. */
PyObject* PyArray_Resize(PyArrayObject* arr, PyArray_Dims* newshape, int refcheck,
                         NPY_ORDER order);
/* arr borrowed; dtype and type must be NULL (or arr's dtype and PyArray_Type). A new view of
 * all of arr. */
PyObject* PyArray_View(PyArrayObject* arr, PyArray_Descr* dtype, PyTypeObject* type);

/* Steals obj, even on failure. Makes obj arr's base, collapsing a chain of views to the array
 * that owns the data. 0, or -1 with ValueError ("Cannot set the NumPy array 'base' dependency
 * to NULL after initialization", "... more than once", "Cannot create a circular NumPy array
 * 'base' dependency"). */
int PyArray_SetBaseObject(PyArrayObject* arr, PyObject* obj);
/* arr borrowed. Recomputes the flags in flagmask among C_CONTIGUOUS, F_CONTIGUOUS and ALIGNED
 * from arr's layout (NumPy's rules: dims of size 1 are ignored, empty arrays are both). */
void PyArray_UpdateFlags(PyArrayObject* arr, int flagmask);

/* --- shape arithmetic --- */

/* The product of the n values (not checked for overflow, as in NumPy). */
npy_intp PyArray_MultiplyList(const npy_intp* l1, int n);
/* 1 if the first n values of both lists are equal. */
int PyArray_CompareLists(const npy_intp* l1, const npy_intp* l2, int n);
/* "O&" converter: obj (borrowed) an int or a tuple of ints (None: an empty shape) into
 * seq->ptr (allocated with PyDimMem_NEW; free it with npy_free_cache_dim_obj) and seq->len.
 * NPY_SUCCEED, or NPY_FAIL with TypeError/ValueError set. */
int PyArray_IntpConverter(PyObject* obj, PyArray_Dims* seq);
static inline void npy_free_cache_dim_obj(PyArray_Dims dims) {
    PyDimMem_FREE(dims.ptr);
}

#define PyArray_SIZE(m) PyArray_MultiplyList(PyArray_DIMS(m), PyArray_NDIM(m))
#define PyArray_NBYTES(m) (PyArray_ITEMSIZE(m) * PyArray_SIZE(m))
#define PyArray_SAMESHAPE(a1, a2) \
    ((PyArray_NDIM(a1) == PyArray_NDIM(a2)) && \
     PyArray_CompareLists(PyArray_DIMS(a1), PyArray_DIMS(a2), PyArray_NDIM(a1)))
#define PyArray_MAX(a, b) (((a) > (b)) ? (a) : (b))
#define PyArray_MIN(a, b) (((a) < (b)) ? (a) : (b))

/* Element pointers: no bounds checks. */
#define PyArray_GETPTR1(obj, i) ((void*)(PyArray_BYTES(obj) + (i) * PyArray_STRIDES(obj)[0]))
#define PyArray_GETPTR2(obj, i, j)                                   \
    ((void*)(PyArray_BYTES(obj) + (i) * PyArray_STRIDES(obj)[0] + \
             (j) * PyArray_STRIDES(obj)[1]))
#define PyArray_GETPTR3(obj, i, j, k)                                \
    ((void*)(PyArray_BYTES(obj) + (i) * PyArray_STRIDES(obj)[0] + \
             (j) * PyArray_STRIDES(obj)[1] + (k) * PyArray_STRIDES(obj)[2]))
#define PyArray_GETPTR4(obj, i, j, k, l)                                                  \
    ((void*)(PyArray_BYTES(obj) + (i) * PyArray_STRIDES(obj)[0] +                      \
             (j) * PyArray_STRIDES(obj)[1] + (k) * PyArray_STRIDES(obj)[2] + \
             (l) * PyArray_STRIDES(obj)[3]))

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
