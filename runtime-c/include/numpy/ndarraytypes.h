/* The array and dtype structs, type numbers, flags and the field accessors
 * (numpy/ndarraytypes.h). Structs have NumPy 2's field order, so op code that reads fields
 * directly (descr->elsize, arr->nd ...) sees what it would see under NumPy 2. */
#ifndef TWINLINK_NUMPY_NDARRAYTYPES_H
#define TWINLINK_NUMPY_NDARRAYTYPES_H

#include "npy_common.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* NumPy 2's limit on dimensions (and on the shim's arrays). */
#define NPY_MAXDIMS 64
#define NPY_MAXDIMS_LEGACY_ITERS 32
/* An axis argument meaning "the flattened array" (NumPy 2). */
#define NPY_RAVEL_AXIS NPY_MIN_INT
#define NPY_MAXARGS 64

/* Results of "O&" converter functions. */
#define NPY_FAIL 0
#define NPY_SUCCEED 1

/* Type numbers, NumPy's values. The shim creates arrays of NPY_BOOL..NPY_CLONGDOUBLE and
 * NPY_HALF; object, string, unicode, void, datetime and timedelta arrays are not supported. */
enum NPY_TYPES {
    NPY_BOOL = 0,
    NPY_BYTE,
    NPY_UBYTE,
    NPY_SHORT,
    NPY_USHORT,
    NPY_INT,
    NPY_UINT,
    NPY_LONG,
    NPY_ULONG,
    NPY_LONGLONG,
    NPY_ULONGLONG,
    NPY_FLOAT,
    NPY_DOUBLE,
    NPY_LONGDOUBLE,
    NPY_CFLOAT,
    NPY_CDOUBLE,
    NPY_CLONGDOUBLE,
    NPY_OBJECT = 17,
    NPY_STRING,
    NPY_UNICODE,
    NPY_VOID,
    NPY_DATETIME,
    NPY_TIMEDELTA,
    NPY_HALF,
    NPY_CHAR,
    NPY_NTYPES_LEGACY = 24,
    NPY_NOTYPE = 25,
    NPY_USERDEF = 256,
    NPY_NTYPES_ABI_COMPATIBLE = 21,
    NPY_VSTRING = 2056,
};
#define NPY_NTYPES NPY_NTYPES_LEGACY

/* Sized aliases as NumPy defines them on 64-bit Linux, where the host's type numbers come
 * from: int64 is NPY_LONG (8-byte elements in the shim too; see npy_common.h). */
#define NPY_INT8 NPY_BYTE
#define NPY_UINT8 NPY_UBYTE
#define NPY_INT16 NPY_SHORT
#define NPY_UINT16 NPY_USHORT
#define NPY_INT32 NPY_INT
#define NPY_UINT32 NPY_UINT
#define NPY_INT64 NPY_LONG
#define NPY_UINT64 NPY_ULONG
#define NPY_FLOAT16 NPY_HALF
#define NPY_FLOAT32 NPY_FLOAT
#define NPY_FLOAT64 NPY_DOUBLE
#define NPY_COMPLEX64 NPY_CFLOAT
#define NPY_COMPLEX128 NPY_CDOUBLE
/* The type whose elements are npy_intp: NPY_LONG natively, NPY_INT on wasm32 (where an
 * 8-byte NPY_LONG element would not be an npy_intp). */
#if NPY_SIZEOF_INTP == 8
#define NPY_INTP NPY_LONG
#define NPY_UINTP NPY_ULONG
#else
#define NPY_INTP NPY_INT
#define NPY_UINTP NPY_UINT
#endif
#define NPY_DEFAULT_TYPE NPY_DOUBLE
#define NPY_DEFAULT_INT NPY_LONG /* NumPy 2's default int on the host: int64 */

enum NPY_TYPECHAR {
    NPY_BOOLLTR = '?',
    NPY_BYTELTR = 'b',
    NPY_UBYTELTR = 'B',
    NPY_SHORTLTR = 'h',
    NPY_USHORTLTR = 'H',
    NPY_INTLTR = 'i',
    NPY_UINTLTR = 'I',
    NPY_LONGLTR = 'l',
    NPY_ULONGLTR = 'L',
    NPY_LONGLONGLTR = 'q',
    NPY_ULONGLONGLTR = 'Q',
    NPY_HALFLTR = 'e',
    NPY_FLOATLTR = 'f',
    NPY_DOUBLELTR = 'd',
    NPY_LONGDOUBLELTR = 'g',
    NPY_CFLOATLTR = 'F',
    NPY_CDOUBLELTR = 'D',
    NPY_CLONGDOUBLELTR = 'G',
    NPY_OBJECTLTR = 'O',
    NPY_STRINGLTR = 'S',
    NPY_UNICODELTR = 'U',
    NPY_VOIDLTR = 'V',
    NPY_DATETIMELTR = 'M',
    NPY_TIMEDELTALTR = 'm',
    NPY_CHARLTR = 'c',
    NPY_GENBOOLLTR = 'b',
    NPY_SIGNEDLTR = 'i',
    NPY_UNSIGNEDLTR = 'u',
    NPY_FLOATINGLTR = 'f',
    NPY_COMPLEXLTR = 'c',
};

typedef enum {
    NPY_ANYORDER = -1,  /* Fortran if the input is Fortran-contiguous (and not C), else C */
    NPY_CORDER = 0,
    NPY_FORTRANORDER = 1,
    NPY_KEEPORDER = 2,  /* as close to the input's memory order as possible */
} NPY_ORDER;

typedef enum {
    _NPY_ERROR_OCCURRED_IN_CAST = -1,
    NPY_NO_CASTING = 0,
    NPY_EQUIV_CASTING = 1,
    NPY_SAFE_CASTING = 2,
    NPY_SAME_KIND_CASTING = 3,
    NPY_UNSAFE_CASTING = 4,
} NPY_CASTING;

typedef enum { NPY_CLIP = 0, NPY_WRAP = 1, NPY_RAISE = 2 } NPY_CLIPMODE;

typedef enum {
    NPY_QUICKSORT = 0,
    NPY_HEAPSORT = 1,
    NPY_MERGESORT = 2,
    NPY_STABLESORT = 2,
} NPY_SORTKIND;
#define NPY_NSORTS (NPY_STABLESORT + 1)

typedef enum { NPY_SEARCHLEFT = 0, NPY_SEARCHRIGHT = 1 } NPY_SEARCHSIDE;

/* --- array flags (PyArray_FLAGS), NumPy's values --- */
#define NPY_ARRAY_C_CONTIGUOUS 0x0001
#define NPY_ARRAY_F_CONTIGUOUS 0x0002
#define NPY_ARRAY_OWNDATA 0x0004
#define NPY_ARRAY_FORCECAST 0x0010
#define NPY_ARRAY_ENSURECOPY 0x0020
#define NPY_ARRAY_ENSUREARRAY 0x0040
#define NPY_ARRAY_ELEMENTSTRIDES 0x0080
#define NPY_ARRAY_ALIGNED 0x0100
#define NPY_ARRAY_NOTSWAPPED 0x0200
#define NPY_ARRAY_WRITEABLE 0x0400
#define NPY_ARRAY_WRITEBACKIFCOPY 0x2000
#define NPY_ARRAY_ENSURENOCOPY 0x4000

#define NPY_ARRAY_BEHAVED (NPY_ARRAY_ALIGNED | NPY_ARRAY_WRITEABLE)
#define NPY_ARRAY_BEHAVED_NS (NPY_ARRAY_ALIGNED | NPY_ARRAY_WRITEABLE | NPY_ARRAY_NOTSWAPPED)
#define NPY_ARRAY_CARRAY (NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_BEHAVED)
#define NPY_ARRAY_CARRAY_RO (NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_ALIGNED)
#define NPY_ARRAY_FARRAY (NPY_ARRAY_F_CONTIGUOUS | NPY_ARRAY_BEHAVED)
#define NPY_ARRAY_FARRAY_RO (NPY_ARRAY_F_CONTIGUOUS | NPY_ARRAY_ALIGNED)
#define NPY_ARRAY_DEFAULT (NPY_ARRAY_CARRAY)
#define NPY_ARRAY_IN_ARRAY (NPY_ARRAY_CARRAY_RO)
#define NPY_ARRAY_OUT_ARRAY (NPY_ARRAY_CARRAY)
#define NPY_ARRAY_INOUT_ARRAY (NPY_ARRAY_CARRAY)
#define NPY_ARRAY_INOUT_ARRAY2 (NPY_ARRAY_CARRAY | NPY_ARRAY_WRITEBACKIFCOPY)
#define NPY_ARRAY_IN_FARRAY (NPY_ARRAY_FARRAY_RO)
#define NPY_ARRAY_OUT_FARRAY (NPY_ARRAY_FARRAY)
#define NPY_ARRAY_INOUT_FARRAY (NPY_ARRAY_FARRAY)
#define NPY_ARRAY_INOUT_FARRAY2 (NPY_ARRAY_FARRAY | NPY_ARRAY_WRITEBACKIFCOPY)
#define NPY_ARRAY_UPDATE_ALL (NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_F_CONTIGUOUS | NPY_ARRAY_ALIGNED)

/* The pre-1.7 names, still used by older op code. */
#define NPY_C_CONTIGUOUS NPY_ARRAY_C_CONTIGUOUS
#define NPY_F_CONTIGUOUS NPY_ARRAY_F_CONTIGUOUS
#define NPY_CONTIGUOUS NPY_ARRAY_C_CONTIGUOUS
#define NPY_FORTRAN NPY_ARRAY_F_CONTIGUOUS
#define NPY_OWNDATA NPY_ARRAY_OWNDATA
#define NPY_FORCECAST NPY_ARRAY_FORCECAST
#define NPY_ENSURECOPY NPY_ARRAY_ENSURECOPY
#define NPY_ENSUREARRAY NPY_ARRAY_ENSUREARRAY
#define NPY_ELEMENTSTRIDES NPY_ARRAY_ELEMENTSTRIDES
#define NPY_ALIGNED NPY_ARRAY_ALIGNED
#define NPY_NOTSWAPPED NPY_ARRAY_NOTSWAPPED
#define NPY_WRITEABLE NPY_ARRAY_WRITEABLE
#define NPY_UPDATEIFCOPY NPY_ARRAY_WRITEBACKIFCOPY
#define NPY_BEHAVED NPY_ARRAY_BEHAVED
#define NPY_BEHAVED_NS NPY_ARRAY_BEHAVED_NS
#define NPY_CARRAY NPY_ARRAY_CARRAY
#define NPY_CARRAY_RO NPY_ARRAY_CARRAY_RO
#define NPY_FARRAY NPY_ARRAY_FARRAY
#define NPY_FARRAY_RO NPY_ARRAY_FARRAY_RO
#define NPY_DEFAULT NPY_ARRAY_DEFAULT
#define NPY_IN_ARRAY NPY_ARRAY_IN_ARRAY
#define NPY_OUT_ARRAY NPY_ARRAY_OUT_ARRAY
#define NPY_INOUT_ARRAY NPY_ARRAY_INOUT_ARRAY
#define NPY_IN_FARRAY NPY_ARRAY_IN_FARRAY
#define NPY_OUT_FARRAY NPY_ARRAY_OUT_FARRAY
#define NPY_INOUT_FARRAY NPY_ARRAY_INOUT_FARRAY
#define NPY_UPDATE_ALL NPY_ARRAY_UPDATE_ALL

/* --- dtype flags (PyArray_Descr.flags): all 0 for the numeric dtypes the shim has --- */
#define NPY_ITEM_REFCOUNT 0x01
#define NPY_ITEM_HASOBJECT 0x01
#define NPY_LIST_PICKLE 0x02
#define NPY_ITEM_IS_POINTER 0x04
#define NPY_NEEDS_INIT 0x08
#define NPY_NEEDS_PYAPI 0x10
#define NPY_USE_GETITEM 0x20
#define NPY_USE_SETITEM 0x40
#define NPY_ALIGNED_STRUCT 0x80

/* Byte-order characters (PyArray_Descr.byteorder). */
#define NPY_LITTLE '<'
#define NPY_BIG '>'
#define NPY_NATIVE '='
#define NPY_SWAP 's'
#define NPY_IGNORE '|'
#define NPY_NATBYTE NPY_LITTLE
#define NPY_OPPBYTE NPY_BIG

/* A data type. The shim's are static and immortal (one per type number), so the references
 * op code takes and drops on them are harmless. */
typedef struct _PyArray_Descr {
    PyObject_HEAD
    PyTypeObject* typeobj; /* the scalar type (a placeholder: the shim has no scalars) */
    char kind;             /* 'b' bool, 'i' signed, 'u' unsigned, 'f' float, 'c' complex */
    char type;             /* the type character, e.g. 'd' */
    char byteorder;        /* '=' native, '|' not applicable (1-byte types) */
    char _former_flags;
    int type_num;
    npy_uint64 flags;
    npy_intp elsize;
    npy_intp alignment;
    PyObject* metadata; /* always NULL */
    npy_hash_t hash;    /* -1: not computed */
    void* reserved_null[2];
} PyArray_Descr;

/* An array. dimensions and strides point to nd values each (a valid pointer also when
 * nd == 0, where NumPy has NULL); data is owned (freed with the array) iff OWNDATA is set;
 * base is an owned reference to what keeps the data alive, or NULL. */
typedef struct tagPyArrayObject_fields {
    PyObject_HEAD
    char* data;
    int nd;
    npy_intp* dimensions;
    npy_intp* strides;
    PyObject* base;
    PyArray_Descr* descr; /* owned reference */
    int flags;
    PyObject* weakreflist; /* always NULL */
    void* _buffer_info;    /* always NULL */
    PyObject* mem_handler; /* always NULL */
} PyArrayObject_fields;

/* NumPy hides the fields behind NPY_NO_DEPRECATED_API; the shim always shows them, so code
 * that casts PyObject* to PyArrayObject* and uses the accessors below works either way. */
typedef PyArrayObject_fields PyArrayObject;

/* A shape or permutation argument: ptr points to len values. */
typedef struct {
    npy_intp* ptr;
    int len;
} PyArray_Dims;

/* Dimension-array memory, as NumPy's macros name it. */
#define PyArray_malloc PyMem_Malloc
#define PyArray_free PyMem_Free
#define PyArray_realloc PyMem_Realloc
#define PyDimMem_NEW(size) ((npy_intp*)PyArray_malloc((size_t)(size) * sizeof(npy_intp)))
#define PyDimMem_FREE(ptr) PyArray_free(ptr)
#define PyDimMem_RENEW(ptr, size) \
    ((npy_intp*)PyArray_realloc(ptr, (size_t)(size) * sizeof(npy_intp)))

/* --- NpyIter (see numpy/nditer.h for the functions) --- */
typedef struct NpyIter_InternalOnly NpyIter;
typedef int(NpyIter_IterNextFunc)(NpyIter* iter);
typedef void(NpyIter_GetMultiIndexFunc)(NpyIter* iter, npy_intp* outcoords);

/* Global flags. */
#define NPY_ITER_C_INDEX 0x00000001
#define NPY_ITER_F_INDEX 0x00000002
#define NPY_ITER_MULTI_INDEX 0x00000004
#define NPY_ITER_EXTERNAL_LOOP 0x00000008
#define NPY_ITER_COMMON_DTYPE 0x00000010
#define NPY_ITER_REFS_OK 0x00000020
#define NPY_ITER_ZEROSIZE_OK 0x00000040
#define NPY_ITER_REDUCE_OK 0x00000080
#define NPY_ITER_RANGED 0x00000100
#define NPY_ITER_BUFFERED 0x00000200
#define NPY_ITER_GROWINNER 0x00000400
#define NPY_ITER_DELAY_BUFALLOC 0x00000800
#define NPY_ITER_DONT_NEGATE_STRIDES 0x00001000
#define NPY_ITER_COPY_IF_OVERLAP 0x00002000
/* Per-operand flags. */
#define NPY_ITER_READWRITE 0x00010000
#define NPY_ITER_READONLY 0x00020000
#define NPY_ITER_WRITEONLY 0x00040000
#define NPY_ITER_NBO 0x00080000
#define NPY_ITER_ALIGNED 0x00100000
#define NPY_ITER_CONTIG 0x00200000
#define NPY_ITER_COPY 0x00400000
#define NPY_ITER_UPDATEIFCOPY 0x00800000
#define NPY_ITER_ALLOCATE 0x01000000
#define NPY_ITER_NO_SUBTYPE 0x02000000
#define NPY_ITER_VIRTUAL 0x04000000
#define NPY_ITER_NO_BROADCAST 0x08000000
#define NPY_ITER_WRITEMASKED 0x10000000
#define NPY_ITER_ARRAYMASK 0x20000000
#define NPY_ITER_OVERLAP_ASSUME_ELEMENTWISE 0x40000000
#define NPY_ITER_GLOBAL_FLAGS 0x0000ffff
#define NPY_ITER_PER_OP_FLAGS 0xffff0000

/* The GIL does not exist in the guest; these keep op code that brackets loops building. */
#define NPY_BEGIN_THREADS_DEF
#define NPY_BEGIN_ALLOW_THREADS
#define NPY_END_ALLOW_THREADS
#define NPY_BEGIN_THREADS
#define NPY_END_THREADS
#define NPY_BEGIN_THREADS_THRESHOLDED(loop_size)
#define NPY_BEGIN_THREADS_DESCR(dtype)
#define NPY_END_THREADS_DESCR(dtype)
#define NPY_ALLOW_C_API_DEF
#define NPY_ALLOW_C_API
#define NPY_DISABLE_C_API

/* --- field accessors: arr is borrowed; pointers returned are borrowed from arr --- */
static inline int PyArray_NDIM(const PyArrayObject* arr) {
    return arr->nd;
}

static inline void* PyArray_DATA(const PyArrayObject* arr) {
    return arr->data;
}

static inline char* PyArray_BYTES(const PyArrayObject* arr) {
    return arr->data;
}

static inline npy_intp* PyArray_DIMS(const PyArrayObject* arr) {
    return arr->dimensions;
}

static inline npy_intp* PyArray_SHAPE(const PyArrayObject* arr) {
    return arr->dimensions;
}

static inline npy_intp* PyArray_STRIDES(const PyArrayObject* arr) {
    return arr->strides;
}

static inline npy_intp PyArray_DIM(const PyArrayObject* arr, int idim) {
    return arr->dimensions[idim];
}

static inline npy_intp PyArray_STRIDE(const PyArrayObject* arr, int istride) {
    return arr->strides[istride];
}

static inline PyObject* PyArray_BASE(const PyArrayObject* arr) {
    return arr->base;
}

static inline PyArray_Descr* PyArray_DESCR(const PyArrayObject* arr) {
    return arr->descr;
}

static inline PyArray_Descr* PyArray_DTYPE(const PyArrayObject* arr) {
    return arr->descr;
}

static inline int PyArray_FLAGS(const PyArrayObject* arr) {
    return arr->flags;
}

static inline int PyArray_TYPE(const PyArrayObject* arr) {
    return arr->descr->type_num;
}

static inline int PyArray_CHKFLAGS(const PyArrayObject* arr, int flags) {
    return (arr->flags & flags) == flags;
}

static inline void PyArray_ENABLEFLAGS(PyArrayObject* arr, int flags) {
    arr->flags |= flags;
}

static inline void PyArray_CLEARFLAGS(PyArrayObject* arr, int flags) {
    arr->flags &= ~flags;
}

#define PyArray_ISCONTIGUOUS(m) PyArray_CHKFLAGS((m), NPY_ARRAY_C_CONTIGUOUS)
#define PyArray_ISWRITEABLE(m) PyArray_CHKFLAGS((m), NPY_ARRAY_WRITEABLE)
#define PyArray_ISALIGNED(m) PyArray_CHKFLAGS((m), NPY_ARRAY_ALIGNED)
#define PyArray_IS_C_CONTIGUOUS(m) PyArray_CHKFLAGS((m), NPY_ARRAY_C_CONTIGUOUS)
#define PyArray_IS_F_CONTIGUOUS(m) PyArray_CHKFLAGS((m), NPY_ARRAY_F_CONTIGUOUS)
#define PyArray_ISONESEGMENT(m) \
    (PyArray_CHKFLAGS((m), NPY_ARRAY_C_CONTIGUOUS) || PyArray_CHKFLAGS((m), NPY_ARRAY_F_CONTIGUOUS))
/* Fortran-contiguous and not C-contiguous, so false for 1-d and 0-d arrays. */
#define PyArray_ISFORTRAN(m) \
    (PyArray_CHKFLAGS((m), NPY_ARRAY_F_CONTIGUOUS) && !PyArray_CHKFLAGS((m), NPY_ARRAY_C_CONTIGUOUS))
#define PyArray_FORTRAN_IF(m) \
    (PyArray_CHKFLAGS((m), NPY_ARRAY_F_CONTIGUOUS) ? NPY_ARRAY_F_CONTIGUOUS : 0)

/* --- type-number classification --- */
#define PyTypeNum_ISBOOL(type) ((type) == NPY_BOOL)
#define PyTypeNum_ISUNSIGNED(type)                                                   \
    (((type) == NPY_UBYTE) || ((type) == NPY_USHORT) || ((type) == NPY_UINT) || \
     ((type) == NPY_ULONG) || ((type) == NPY_ULONGLONG))
#define PyTypeNum_ISSIGNED(type)                                                   \
    (((type) == NPY_BYTE) || ((type) == NPY_SHORT) || ((type) == NPY_INT) || \
     ((type) == NPY_LONG) || ((type) == NPY_LONGLONG))
#define PyTypeNum_ISINTEGER(type) (((type) >= NPY_BYTE) && ((type) <= NPY_ULONGLONG))
#define PyTypeNum_ISFLOAT(type) \
    ((((type) >= NPY_FLOAT) && ((type) <= NPY_LONGDOUBLE)) || ((type) == NPY_HALF))
#define PyTypeNum_ISNUMBER(type) \
    (((type) >= 0) && (((type) <= NPY_CLONGDOUBLE) || ((type) == NPY_HALF)))
#define PyTypeNum_ISSTRING(type) (((type) == NPY_STRING) || ((type) == NPY_UNICODE))
#define PyTypeNum_ISCOMPLEX(type) (((type) >= NPY_CFLOAT) && ((type) <= NPY_CLONGDOUBLE))
#define PyTypeNum_ISFLEXIBLE(type) (((type) >= NPY_STRING) && ((type) <= NPY_VOID))
#define PyTypeNum_ISDATETIME(type) (((type) >= NPY_DATETIME) && ((type) <= NPY_TIMEDELTA))
#define PyTypeNum_ISUSERDEF(type) ((void)(type), 0) /* no user dtypes */
#define PyTypeNum_ISEXTENDED(type) (PyTypeNum_ISFLEXIBLE(type) || PyTypeNum_ISUSERDEF(type))
#define PyTypeNum_ISOBJECT(type) ((type) == NPY_OBJECT)

#define PyDataType_ISLEGACY(dtype) ((dtype)->type_num < NPY_VSTRING && ((dtype)->type_num >= 0))
#define PyDataType_ISBOOL(obj) PyTypeNum_ISBOOL(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISUNSIGNED(obj) PyTypeNum_ISUNSIGNED(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISSIGNED(obj) PyTypeNum_ISSIGNED(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISINTEGER(obj) PyTypeNum_ISINTEGER(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISFLOAT(obj) PyTypeNum_ISFLOAT(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISNUMBER(obj) PyTypeNum_ISNUMBER(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISSTRING(obj) PyTypeNum_ISSTRING(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISCOMPLEX(obj) PyTypeNum_ISCOMPLEX(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISFLEXIBLE(obj) PyTypeNum_ISFLEXIBLE(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISDATETIME(obj) PyTypeNum_ISDATETIME(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISUSERDEF(obj) PyTypeNum_ISUSERDEF(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISEXTENDED(obj) PyTypeNum_ISEXTENDED(((PyArray_Descr*)(obj))->type_num)
#define PyDataType_ISOBJECT(obj) PyTypeNum_ISOBJECT(((PyArray_Descr*)(obj))->type_num)

#define PyArray_ISBOOL(obj) PyTypeNum_ISBOOL(PyArray_TYPE(obj))
#define PyArray_ISUNSIGNED(obj) PyTypeNum_ISUNSIGNED(PyArray_TYPE(obj))
#define PyArray_ISSIGNED(obj) PyTypeNum_ISSIGNED(PyArray_TYPE(obj))
#define PyArray_ISINTEGER(obj) PyTypeNum_ISINTEGER(PyArray_TYPE(obj))
#define PyArray_ISFLOAT(obj) PyTypeNum_ISFLOAT(PyArray_TYPE(obj))
#define PyArray_ISNUMBER(obj) PyTypeNum_ISNUMBER(PyArray_TYPE(obj))
#define PyArray_ISSTRING(obj) PyTypeNum_ISSTRING(PyArray_TYPE(obj))
#define PyArray_ISCOMPLEX(obj) PyTypeNum_ISCOMPLEX(PyArray_TYPE(obj))
#define PyArray_ISFLEXIBLE(obj) PyTypeNum_ISFLEXIBLE(PyArray_TYPE(obj))
#define PyArray_ISDATETIME(obj) PyTypeNum_ISDATETIME(PyArray_TYPE(obj))
#define PyArray_ISUSERDEF(obj) PyTypeNum_ISUSERDEF(PyArray_TYPE(obj))
#define PyArray_ISEXTENDED(obj) PyTypeNum_ISEXTENDED(PyArray_TYPE(obj))
#define PyArray_ISOBJECT(obj) PyTypeNum_ISOBJECT(PyArray_TYPE(obj))
#define PyArray_ISVARIABLE(obj) PyTypeNum_ISFLEXIBLE(PyArray_TYPE(obj))
#define PyArray_SAFEALIGNEDCOPY(obj) (PyArray_ISALIGNED(obj) && !PyArray_ISVARIABLE(obj))

/* --- byte order: every shim dtype is native --- */
#define PyArray_ISNBO(arg) ((arg) != NPY_OPPBYTE)
#define PyArray_IsNativeByteOrder PyArray_ISNBO
#define PyArray_ISNOTSWAPPED(m) PyArray_ISNBO(PyArray_DESCR(m)->byteorder)
#define PyArray_ISBYTESWAPPED(m) (!PyArray_ISNOTSWAPPED(m))
#define PyArray_FLAGSWAP(m, flags) (PyArray_CHKFLAGS((m), (flags)) && PyArray_ISNOTSWAPPED(m))
#define PyArray_ISCARRAY(m) PyArray_FLAGSWAP(m, NPY_ARRAY_CARRAY)
#define PyArray_ISCARRAY_RO(m) PyArray_FLAGSWAP(m, NPY_ARRAY_CARRAY_RO)
#define PyArray_ISFARRAY(m) PyArray_FLAGSWAP(m, NPY_ARRAY_FARRAY)
#define PyArray_ISFARRAY_RO(m) PyArray_FLAGSWAP(m, NPY_ARRAY_FARRAY_RO)
#define PyArray_ISBEHAVED(m) PyArray_FLAGSWAP(m, NPY_ARRAY_BEHAVED)
#define PyArray_ISBEHAVED_RO(m) PyArray_FLAGSWAP(m, NPY_ARRAY_ALIGNED)
#define PyDataType_ISNOTSWAPPED(d) PyArray_ISNBO(((PyArray_Descr*)(d))->byteorder)
#define PyDataType_ISBYTESWAPPED(d) (!PyDataType_ISNOTSWAPPED(d))

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
