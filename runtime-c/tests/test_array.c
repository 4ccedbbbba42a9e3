/* Tests for the NumPy array layer (numpy/ndarrayobject.h): dtypes, creation and layout flags,
 * views, reshapes, copies and casts, resize, base objects, fills, and NumPy's errors. The
 * expected flags, strides and messages are what NumPy 2 gives on the host. */
#include "check.h"

#include <numpy/arrayobject.h>
#include <numpy/halffloat.h>

#define ARR(op) ((PyArrayObject*)(op))
#define F64(op, i) (((double*)PyArray_DATA(ARR(op)))[i])

/* Checks an array's dims and strides against the n values given after it. */
static void check_layout_at(int line, PyObject* op, int nd, const npy_intp* dims,
                            const npy_intp* strides) {
    PyArrayObject* a = ARR(op);
    int ok = op != NULL && PyArray_NDIM(a) == nd && PyArray_CompareLists(PyArray_DIMS(a), dims, nd) &&
             PyArray_CompareLists(PyArray_STRIDES(a), strides, nd);
    if (!ok) {
        check_failures++;
        printf("%s:%d: layout mismatch\n", __FILE__, line);
    }
}
#define CHECK_LAYOUT(op, nd, dims, strides) check_layout_at(__LINE__, (op), (nd), (dims), (strides))

/* An n-element float64 array 0, 1, 2 ... reshaped to the given dims (C order). */
static PyObject* arange(int nd, const npy_intp* dims) {
    PyObject* a = PyArray_EMPTY(nd, dims, NPY_DOUBLE, 0);
    npy_intp n = PyArray_SIZE(ARR(a));
    for (npy_intp i = 0; i < n; i++) {
        F64(a, i) = (double)i;
    }
    return a;
}

static void test_type_numbers(void) {
    /* NumPy's numbers, and the host's (64-bit Linux) sized aliases. */
    CHECK(NPY_BOOL == 0 && NPY_BYTE == 1 && NPY_UBYTE == 2 && NPY_SHORT == 3 && NPY_USHORT == 4);
    CHECK(NPY_INT == 5 && NPY_UINT == 6 && NPY_LONG == 7 && NPY_ULONG == 8);
    CHECK(NPY_LONGLONG == 9 && NPY_ULONGLONG == 10 && NPY_FLOAT == 11 && NPY_DOUBLE == 12);
    CHECK(NPY_LONGDOUBLE == 13 && NPY_CFLOAT == 14 && NPY_CDOUBLE == 15 && NPY_CLONGDOUBLE == 16);
    CHECK(NPY_OBJECT == 17 && NPY_STRING == 18 && NPY_UNICODE == 19 && NPY_VOID == 20);
    CHECK(NPY_DATETIME == 21 && NPY_TIMEDELTA == 22 && NPY_HALF == 23 && NPY_NTYPES_LEGACY == 24);
    CHECK(NPY_INT8 == 1 && NPY_UINT8 == 2 && NPY_INT16 == 3 && NPY_UINT16 == 4);
    CHECK(NPY_INT32 == 5 && NPY_UINT32 == 6 && NPY_INT64 == 7 && NPY_UINT64 == 8);
    CHECK(NPY_FLOAT16 == 23 && NPY_FLOAT32 == 11 && NPY_FLOAT64 == 12);
    CHECK(NPY_COMPLEX64 == 14 && NPY_COMPLEX128 == 15);
    CHECK(NPY_INTP == (sizeof(npy_intp) == 8 ? NPY_LONG : NPY_INT));
    CHECK(NPY_MAXDIMS == 64);

    /* C types: npy_long is int64 on every target, npy_intp pointer-sized. */
    CHECK(sizeof(npy_long) == 8 && sizeof(npy_ulong) == 8 && sizeof(npy_longlong) == 8);
    CHECK(sizeof(npy_int64) == 8 && sizeof(npy_int32) == 4 && sizeof(npy_int16) == 2);
    CHECK(sizeof(npy_intp) == sizeof(void*) && sizeof(npy_intp) == NPY_SIZEOF_INTP);
    CHECK(sizeof(npy_bool) == 1 && sizeof(npy_half) == 2 && sizeof(npy_float32) == 4);
    CHECK(sizeof(npy_cdouble) == 16 && sizeof(npy_longdouble) == NPY_SIZEOF_LONGDOUBLE);
    CHECK(NPY_MAX_LONG == INT64_MAX && NPY_MAX_INTP == INTPTR_MAX);
    char buf[64];
    snprintf(buf, sizeof buf, "%" NPY_INTP_FMT " %" NPY_INT64_FMT, (npy_intp)-3, (npy_int64)1 << 40);
    CHECK_STR(buf, "-3 1099511627776");

    /* Flags and orders. */
    CHECK(NPY_ARRAY_C_CONTIGUOUS == 0x1 && NPY_ARRAY_F_CONTIGUOUS == 0x2 && NPY_ARRAY_OWNDATA == 0x4);
    CHECK(NPY_ARRAY_FORCECAST == 0x10 && NPY_ARRAY_ENSURECOPY == 0x20 && NPY_ARRAY_ENSUREARRAY == 0x40);
    CHECK(NPY_ARRAY_ELEMENTSTRIDES == 0x80 && NPY_ARRAY_ALIGNED == 0x100);
    CHECK(NPY_ARRAY_NOTSWAPPED == 0x200 && NPY_ARRAY_WRITEABLE == 0x400);
    CHECK(NPY_ARRAY_WRITEBACKIFCOPY == 0x2000 && NPY_UPDATEIFCOPY == 0x2000);
    CHECK(NPY_ARRAY_CARRAY == 0x501 && NPY_ARRAY_FARRAY == 0x502 && NPY_ARRAY_DEFAULT == 0x501);
    CHECK(NPY_ARRAY_IN_ARRAY == 0x101 && NPY_ARRAY_UPDATE_ALL == 0x103 && NPY_IN_ARRAY == 0x101);
    CHECK(NPY_C_CONTIGUOUS == 1 && NPY_FORTRAN == 2 && NPY_CONTIGUOUS == 1 && NPY_WRITEABLE == 0x400);
    CHECK(NPY_ANYORDER == -1 && NPY_CORDER == 0 && NPY_FORTRANORDER == 1 && NPY_KEEPORDER == 2);
    CHECK(NPY_NO_CASTING == 0 && NPY_UNSAFE_CASTING == 4 && NPY_SUCCEED == 1 && NPY_FAIL == 0);
    CHECK(NPY_ITER_EXTERNAL_LOOP == 0x8 && NPY_ITER_READONLY == 0x20000 && NPY_ITER_ZEROSIZE_OK == 0x40);
}

static void test_descrs(void) {
    int64_t live = tl_live_objects();
    static const struct {
        int num;
        char kind, type, byteorder;
        npy_intp elsize;
        const char* name;
    } cases[] = {
        {NPY_BOOL, 'b', '?', '|', 1, "numpy.bool"},
        {NPY_INT8, 'i', 'b', '|', 1, "numpy.int8"},
        {NPY_UINT8, 'u', 'B', '|', 1, "numpy.uint8"},
        {NPY_INT16, 'i', 'h', '=', 2, "numpy.int16"},
        {NPY_UINT16, 'u', 'H', '=', 2, "numpy.uint16"},
        {NPY_INT32, 'i', 'i', '=', 4, "numpy.int32"},
        {NPY_UINT32, 'u', 'I', '=', 4, "numpy.uint32"},
        {NPY_INT64, 'i', 'l', '=', 8, "numpy.int64"}, /* 8 bytes on wasm32 too */
        {NPY_UINT64, 'u', 'L', '=', 8, "numpy.uint64"},
        {NPY_LONGLONG, 'i', 'q', '=', 8, "numpy.longlong"},
        {NPY_ULONGLONG, 'u', 'Q', '=', 8, "numpy.ulonglong"},
        {NPY_FLOAT16, 'f', 'e', '=', 2, "numpy.float16"},
        {NPY_FLOAT32, 'f', 'f', '=', 4, "numpy.float32"},
        {NPY_FLOAT64, 'f', 'd', '=', 8, "numpy.float64"},
        {NPY_LONGDOUBLE, 'f', 'g', '=', sizeof(long double), "numpy.longdouble"},
        {NPY_COMPLEX64, 'c', 'F', '=', 8, "numpy.complex64"},
        {NPY_COMPLEX128, 'c', 'D', '=', 16, "numpy.complex128"},
        {NPY_CLONGDOUBLE, 'c', 'G', '=', 2 * sizeof(long double), "numpy.clongdouble"},
    };
    for (size_t k = 0; k < Py_ARRAY_LENGTH(cases); k++) {
        PyArray_Descr* d = PyArray_DescrFromType(cases[k].num);
        CHECK(d != NULL && PyArray_DescrCheck((PyObject*)d));
        if (d == NULL) {
            continue;
        }
        CHECK(d->type_num == cases[k].num && d->kind == cases[k].kind && d->type == cases[k].type);
        CHECK(d->byteorder == cases[k].byteorder && d->elsize == cases[k].elsize);
        CHECK(PyDataType_ELSIZE(d) == cases[k].elsize && d->alignment >= 1);
        CHECK(d->alignment <= d->elsize && (d->alignment & (d->alignment - 1)) == 0);
        CHECK(d->flags == 0 && d->metadata == NULL && d->hash == -1);
        CHECK_STR(d->typeobj->tp_name, cases[k].name);
        /* Type characters name the same dtype. */
        PyArray_Descr* same = PyArray_DescrFromType(cases[k].type);
        CHECK(same == d);
        Py_XDECREF(same);
        Py_DECREF(d);
    }
    CHECK(PyArray_DescrFromType(NPY_DOUBLE)->alignment == _Alignof(double));
    CHECK(PyArray_DescrFromType(NPY_LONG)->alignment == _Alignof(int64_t));
    CHECK(PyArray_DescrFromType(NPY_CDOUBLE)->alignment == _Alignof(double));

    CHECK(PyArray_DescrFromType(200) == NULL);
    CHECK_ERROR(PyExc_ValueError, "Invalid data-type for array");
    CHECK(PyArray_DescrFromType(-1) == NULL);
    CHECK_ERROR(PyExc_ValueError, "Invalid data-type for array");
    CHECK(PyArray_DescrFromType(NPY_OBJECT) == NULL);
    CHECK_ERROR(PyExc_NotImplementedError,
                "the twinlink NumPy shim does not support object arrays (type number 17)");
    CHECK(PyArray_DescrFromType(NPY_DATETIME) == NULL);
    CHECK_ERROR(PyExc_NotImplementedError,
                "the twinlink NumPy shim does not support datetime64 arrays (type number 21)");

    /* Equivalence is by kind and size, as on the host: long == longlong, int != long. */
    CHECK(PyArray_EquivTypenums(NPY_LONG, NPY_LONGLONG));
    CHECK(PyArray_EquivTypenums(NPY_ULONG, NPY_ULONGLONG));
    CHECK(!PyArray_EquivTypenums(NPY_INT, NPY_LONG));
    CHECK(!PyArray_EquivTypenums(NPY_LONG, NPY_ULONG));
    CHECK(!PyArray_EquivTypenums(NPY_BOOL, NPY_UBYTE));
    CHECK(!PyArray_EquivTypenums(NPY_LONG, NPY_DOUBLE));
    CHECK(PyArray_EquivTypes(PyArray_DescrFromType(NPY_FLOAT), PyArray_DescrFromType(NPY_FLOAT32)));
    CHECK(tl_live_objects() == live); /* dtypes are static */
}

static void test_empty_and_zeros(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {2, 3};
    PyObject* c = PyArray_EMPTY(2, dims, NPY_DOUBLE, 0);
    PyObject* f = PyArray_EMPTY(2, dims, NPY_DOUBLE, 1);
    PyObject* z = PyArray_ZEROS(2, dims, NPY_INT64, 1);
    CHECK(c != NULL && f != NULL && z != NULL);
    CHECK(tl_live_objects() == live + 3);
    CHECK(PyArray_Check(c) && PyArray_CheckExact(c) && !PyArray_Check(Py_None));
    CHECK_STR(Py_TYPE(c)->tp_name, "numpy.ndarray");

    CHECK_LAYOUT(c, 2, dims, ((npy_intp[]){24, 8}));
    CHECK(PyArray_FLAGS(ARR(c)) == (NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_OWNDATA |
                                    NPY_ARRAY_ALIGNED | NPY_ARRAY_WRITEABLE));
    CHECK(PyArray_ISCONTIGUOUS(ARR(c)) && PyArray_IS_C_CONTIGUOUS(ARR(c)));
    CHECK(!PyArray_IS_F_CONTIGUOUS(ARR(c)) && !PyArray_ISFORTRAN(ARR(c)));
    CHECK(PyArray_ISCARRAY(ARR(c)) && !PyArray_ISFARRAY(ARR(c)) && PyArray_ISBEHAVED(ARR(c)));
    CHECK(PyArray_ISONESEGMENT(ARR(c)) && PyArray_ISALIGNED(ARR(c)) && PyArray_ISWRITEABLE(ARR(c)));
    CHECK(PyArray_ISNOTSWAPPED(ARR(c)) && PyArray_CHKFLAGS(ARR(c), NPY_ARRAY_CARRAY));
    CHECK(((uintptr_t)PyArray_DATA(ARR(c)) & 15) == 0);
    CHECK(PyArray_NDIM(ARR(c)) == 2 && PyArray_DIM(ARR(c), 1) == 3 && PyArray_STRIDE(ARR(c), 0) == 24);
    CHECK(PyArray_SHAPE(ARR(c)) == PyArray_DIMS(ARR(c)));
    CHECK(PyArray_SIZE(ARR(c)) == 6 && PyArray_NBYTES(ARR(c)) == 48 && PyArray_ITEMSIZE(ARR(c)) == 8);
    CHECK(PyArray_TYPE(ARR(c)) == NPY_DOUBLE && PyArray_DESCR(ARR(c)) == PyArray_DTYPE(ARR(c)));
    CHECK(PyArray_BASE(ARR(c)) == NULL && PyArray_BYTES(ARR(c)) == PyArray_DATA(ARR(c)));
    CHECK(PyArray_ISFLOAT(ARR(c)) && PyArray_ISNUMBER(ARR(c)) && !PyArray_ISINTEGER(ARR(c)));
    CHECK(!PyArray_ISSIGNED(ARR(c)) && !PyArray_ISUNSIGNED(ARR(c)) && !PyArray_ISBOOL(ARR(c)));

    CHECK_LAYOUT(f, 2, dims, ((npy_intp[]){8, 16}));
    CHECK(PyArray_FLAGS(ARR(f)) == (NPY_ARRAY_F_CONTIGUOUS | NPY_ARRAY_OWNDATA |
                                    NPY_ARRAY_ALIGNED | NPY_ARRAY_WRITEABLE));
    CHECK(PyArray_ISFORTRAN(ARR(f)) && PyArray_ISFARRAY(ARR(f)) && !PyArray_ISCONTIGUOUS(ARR(f)));
    CHECK(PyArray_ISONESEGMENT(ARR(f)));

    CHECK(PyArray_TYPE(ARR(z)) == NPY_LONG && PyArray_ITEMSIZE(ARR(z)) == 8);
    CHECK_LAYOUT(z, 2, dims, ((npy_intp[]){8, 16}));
    CHECK(PyArray_ISINTEGER(ARR(z)) && PyArray_ISSIGNED(ARR(z)));
    int zero = 1;
    for (int i = 0; i < 6; i++) {
        zero &= ((npy_int64*)PyArray_DATA(ARR(z)))[i] == 0;
    }
    CHECK(zero);

    /* 1-d arrays are both C and Fortran contiguous, so not "Fortran". */
    npy_intp n = 5;
    PyObject* v = PyArray_ZEROS(1, &n, NPY_FLOAT32, 1);
    CHECK_LAYOUT(v, 1, &n, ((npy_intp[]){4}));
    CHECK(PyArray_IS_C_CONTIGUOUS(ARR(v)) && PyArray_IS_F_CONTIGUOUS(ARR(v)));
    CHECK(!PyArray_ISFORTRAN(ARR(v)));
    /* (3,1): dims of size 1 do not count, so both. */
    npy_intp col[2] = {3, 1};
    PyObject* cv = PyArray_EMPTY(2, col, NPY_DOUBLE, 0);
    CHECK_LAYOUT(cv, 2, col, ((npy_intp[]){8, 8}));
    CHECK(PyArray_IS_C_CONTIGUOUS(ARR(cv)) && PyArray_IS_F_CONTIGUOUS(ARR(cv)));

    /* 0-d: one element, both contiguities, a valid dims pointer. */
    PyObject* s = PyArray_ZEROS(0, NULL, NPY_DOUBLE, 0);
    CHECK(s != NULL && PyArray_NDIM(ARR(s)) == 0 && PyArray_SIZE(ARR(s)) == 1);
    CHECK(PyArray_DIMS(ARR(s)) != NULL && F64(s, 0) == 0.0);
    CHECK(PyArray_CHKFLAGS(ARR(s), NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_F_CONTIGUOUS | NPY_ARRAY_OWNDATA));
    CHECK(PyArray_IsZeroDim(s));

    /* Zero-size: strides all 0 (NumPy 2), both contiguities, data still allocated. */
    npy_intp edims[3] = {2, 0, 3};
    PyObject* e = PyArray_EMPTY(3, edims, NPY_DOUBLE, 0);
    PyObject* ef = PyArray_EMPTY(3, edims, NPY_DOUBLE, 1);
    CHECK_LAYOUT(e, 3, edims, ((npy_intp[]){0, 0, 0}));
    CHECK_LAYOUT(ef, 3, edims, ((npy_intp[]){0, 0, 0}));
    CHECK(PyArray_SIZE(ARR(e)) == 0 && PyArray_DATA(ARR(e)) != NULL);
    CHECK(PyArray_FLAGS(ARR(e)) == 0x507 && PyArray_FLAGS(ARR(ef)) == 0x507);

    /* Every dtype. */
    static const int types[] = {NPY_BOOL, NPY_BYTE, NPY_UBYTE, NPY_SHORT, NPY_USHORT, NPY_INT,
                                NPY_UINT, NPY_LONG, NPY_ULONG, NPY_LONGLONG, NPY_ULONGLONG,
                                NPY_HALF, NPY_FLOAT, NPY_DOUBLE, NPY_LONGDOUBLE, NPY_CFLOAT,
                                NPY_CDOUBLE, NPY_CLONGDOUBLE};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(types); k++) {
        PyObject* t = PyArray_ZEROS(2, dims, types[k], 0);
        CHECK(t != NULL && PyArray_TYPE(ARR(t)) == types[k] && PyArray_ISALIGNED(ARR(t)));
        CHECK(PyArray_STRIDE(ARR(t), 1) == PyArray_ITEMSIZE(ARR(t)));
        Py_XDECREF(t);
    }
    /* Empty and Zeros take NULL for float64; SimpleNew is C order. */
    PyObject* d = PyArray_Zeros(2, dims, NULL, 0);
    CHECK(d != NULL && PyArray_TYPE(ARR(d)) == NPY_DOUBLE);
    PyObject* sn = PyArray_SimpleNew(2, dims, NPY_INT32);
    CHECK_LAYOUT(sn, 2, dims, ((npy_intp[]){12, 4}));

    Py_DECREF(c);
    Py_DECREF(f);
    Py_DECREF(z);
    Py_DECREF(v);
    Py_DECREF(cv);
    Py_DECREF(s);
    Py_DECREF(e);
    Py_DECREF(ef);
    Py_DECREF(d);
    Py_DECREF(sn);
    CHECK(tl_live_objects() == live);
}

static void test_getptr(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[4] = {2, 3, 4, 5};
    PyObject* a = arange(4, dims);
    CHECK(*(double*)PyArray_GETPTR4(ARR(a), 1, 2, 3, 4) == 119.0);
    CHECK(*(double*)PyArray_GETPTR4(ARR(a), 1, 0, 2, 1) == 60.0 + 10.0 + 1.0);
    PyObject* f = PyArray_EMPTY(3, dims, NPY_DOUBLE, 1);
    *(double*)PyArray_GETPTR3(ARR(f), 1, 2, 3) = 7.0;
    CHECK(F64(f, 1 + 2 * 2 + 3 * 6) == 7.0);
    *(double*)PyArray_GETPTR2(ARR(f), 1, 1) = 8.0;
    CHECK(F64(f, 3) == 8.0);
    *(double*)PyArray_GETPTR1(ARR(f), 1) = 9.0;
    CHECK(F64(f, 1) == 9.0);
    Py_DECREF(a);
    Py_DECREF(f);
    CHECK(tl_live_objects() == live);
}

static void test_new_from_data(void) {
    int64_t live = tl_live_objects();
    static double buffer[64];
    npy_intp dims[2] = {3, 4};
    /* With data: only WRITEABLE is taken from flags; contiguity and alignment are computed
     * (the flags are what NumPy 2 gives for the same calls). */
    PyObject* a = PyArray_New(&PyArray_Type, 2, dims, NPY_DOUBLE, NULL, buffer, 0, 0, NULL);
    CHECK(PyArray_FLAGS(ARR(a)) == 0x101 && PyArray_DATA(ARR(a)) == (void*)buffer);
    CHECK_LAYOUT(a, 2, dims, ((npy_intp[]){32, 8}));
    PyObject* b = PyArray_New(&PyArray_Type, 2, dims, NPY_DOUBLE, (npy_intp[]){8, 24}, buffer, 0,
                              NPY_ARRAY_CARRAY, NULL);
    CHECK(PyArray_FLAGS(ARR(b)) == 0x502);
    PyObject* odd = PyArray_New(&PyArray_Type, 2, dims, NPY_DOUBLE, (npy_intp[]){40, 8}, buffer, 0,
                                NPY_ARRAY_WRITEABLE, NULL);
    CHECK(PyArray_FLAGS(ARR(odd)) == 0x500);
    PyObject* mis = PyArray_New(&PyArray_Type, 2, dims, NPY_DOUBLE, NULL, (char*)buffer + 1, 0,
                                NPY_ARRAY_CARRAY, NULL);
    CHECK(PyArray_FLAGS(ARR(mis)) == 0x401 && !PyArray_ISALIGNED(ARR(mis)));
    PyObject* fo = PyArray_New(&PyArray_Type, 2, dims, NPY_DOUBLE, NULL, buffer, 0,
                               NPY_ARRAY_F_CONTIGUOUS, NULL);
    CHECK(PyArray_FLAGS(ARR(fo)) == 0x102);
    CHECK_LAYOUT(fo, 2, dims, ((npy_intp[]){8, 24}));
    PyObject* sd = PyArray_SimpleNewFromData(2, dims, NPY_DOUBLE, buffer);
    CHECK(PyArray_FLAGS(ARR(sd)) == 0x501 && !PyArray_CHKFLAGS(ARR(sd), NPY_ARRAY_OWNDATA));
    /* Without data, non-zero flags mean Fortran order; explicit strides are kept. */
    PyObject* nf = PyArray_New(&PyArray_Type, 2, dims, NPY_DOUBLE, NULL, NULL, 0, 1, NULL);
    CHECK(PyArray_FLAGS(ARR(nf)) == 0x506);
    PyObject* ns = PyArray_New(&PyArray_Type, 2, dims, NPY_DOUBLE, (npy_intp[]){8, 24}, NULL, 0, 0,
                               NULL);
    CHECK(PyArray_FLAGS(ARR(ns)) == 0x506);
    /* Gapped strides allocate what they span: the last element is writable. */
    PyObject* gap = PyArray_NewFromDescr(&PyArray_Type, PyArray_DescrFromType(NPY_INT16), 2, dims,
                                         (npy_intp[]){100, 6}, NULL, 0, NULL);
    CHECK(gap != NULL && PyArray_FLAGS(ARR(gap)) == 0x504);
    *(npy_int16*)PyArray_GETPTR2(ARR(gap), 2, 3) = 5;
    /* The descr reference is stolen; the dtype is immortal so that is invisible. */
    PyObject* nd = PyArray_NewFromDescr(&PyArray_Type, PyArray_DescrFromType(NPY_FLOAT), 1, dims,
                                        NULL, NULL, 0, NULL);
    CHECK(nd != NULL && PyArray_TYPE(ARR(nd)) == NPY_FLOAT);
    CHECK(tl_live_objects() == live + 10);

    /* Errors. */
    CHECK(PyArray_New(&PyFloat_Type, 1, dims, NPY_DOUBLE, NULL, NULL, 0, 0, NULL) == NULL);
    CHECK_ERROR(PyExc_TypeError, "float is not a subtype of numpy.ndarray");
    CHECK(PyArray_New(&PyArray_Type, 1, dims, 99 + 200, NULL, NULL, 0, 0, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "Invalid data-type for array");
    CHECK(PyArray_NewFromDescr(&PyArray_Type, PyArray_DescrFromType(NPY_INT8), 1, dims,
                               (npy_intp[]){-1}, NULL, 0, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "strides must be non-negative for an array allocating its data");

    Py_DECREF(a);
    Py_DECREF(b);
    Py_DECREF(odd);
    Py_DECREF(mis);
    Py_DECREF(fo);
    Py_DECREF(sd);
    Py_DECREF(nf);
    Py_DECREF(ns);
    Py_DECREF(gap);
    Py_DECREF(nd);
    CHECK(tl_live_objects() == live);
}

static void test_shape_errors(void) {
    int64_t live = tl_live_objects();
    static const char too_big[] =
        "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.";
    CHECK(PyArray_EMPTY(2, ((npy_intp[]){2, -1}), NPY_DOUBLE, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, "negative dimensions are not allowed");
    /* The size in bytes must fit npy_intp: elements * itemsize, never wrapping. */
    CHECK(PyArray_EMPTY(1, ((npy_intp[]){NPY_MAX_INTP / 8 + 1}), NPY_DOUBLE, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, too_big);
    CHECK(PyArray_EMPTY(2, ((npy_intp[]){NPY_MAX_INTP / 2 + 1, 2}), NPY_BOOL, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, too_big);
    CHECK(PyArray_ZEROS(2, ((npy_intp[]){NPY_MAX_INTP, NPY_MAX_INTP}), NPY_INT8, 1) == NULL);
    CHECK_ERROR(PyExc_ValueError, too_big);
    /* A zero dim does not excuse the others (NumPy skips it when multiplying)... */
    CHECK(PyArray_EMPTY(3, ((npy_intp[]){NPY_MAX_INTP, 2, 0}), NPY_INT8, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, too_big);
    /* ...and the first error in dim order wins. */
    CHECK(PyArray_EMPTY(3, ((npy_intp[]){NPY_MAX_INTP, 2, -1}), NPY_INT8, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, too_big);
    CHECK(PyArray_EMPTY(3, ((npy_intp[]){-1, NPY_MAX_INTP, 2}), NPY_INT8, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, "negative dimensions are not allowed");
    /* A huge shape with a zero dim is fine: nothing to store. */
    PyObject* empty = PyArray_EMPTY(2, ((npy_intp[]){0, NPY_MAX_INTP / 8}), NPY_DOUBLE, 0);
    CHECK(empty != NULL && PyArray_SIZE(ARR(empty)) == 0);
    Py_XDECREF(empty);
    /* The span of explicit strides must fit too. */
    CHECK(PyArray_NewFromDescr(&PyArray_Type, PyArray_DescrFromType(NPY_INT8), 2,
                               (npy_intp[]){2, 2}, (npy_intp[]){NPY_MAX_INTP, 1}, NULL, 0,
                               NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, too_big);

    npy_intp many[NPY_MAXDIMS + 1];
    for (int i = 0; i <= NPY_MAXDIMS; i++) {
        many[i] = 1;
    }
    CHECK(PyArray_EMPTY(NPY_MAXDIMS + 1, many, NPY_DOUBLE, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, "number of dimensions must be within [0, 64]");
    CHECK(PyArray_EMPTY(-1, many, NPY_DOUBLE, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, "number of dimensions must be within [0, 64]");
    PyObject* deep = PyArray_EMPTY(NPY_MAXDIMS, many, NPY_DOUBLE, 0);
    CHECK(deep != NULL && PyArray_SIZE(ARR(deep)) == 1);
    Py_XDECREF(deep);

#if NPY_SIZEOF_INTP == 8
    /* Representable but not allocatable: MemoryError (only natively, where it surely fails). */
    CHECK(PyArray_EMPTY(1, ((npy_intp[]){NPY_MAX_INTP / 16}), NPY_DOUBLE, 0) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_MemoryError));
    PyErr_Clear();
#endif
    CHECK(tl_live_objects() == live);
}

static void test_base_objects(void) {
    int64_t live = tl_live_objects();
    npy_intp n = 4;
    PyObject* owner = arange(1, &n);
    PyObject* view = PyArray_New(&PyArray_Type, 1, &n, NPY_DOUBLE, NULL, PyArray_DATA(ARR(owner)),
                                 0, NPY_ARRAY_WRITEABLE, NULL);
    CHECK(PyArray_SetBaseObject(ARR(view), NULL) == -1);
    CHECK_ERROR(PyExc_ValueError,
                "Cannot set the NumPy array 'base' dependency to NULL after initialization");
    /* Stolen even on failure. */
    Py_INCREF(view);
    CHECK(PyArray_SetBaseObject(ARR(view), view) == -1);
    CHECK_ERROR(PyExc_ValueError, "Cannot create a circular NumPy array 'base' dependency");
    CHECK(Py_REFCNT(view) == 1);
    Py_INCREF(owner);
    CHECK(PyArray_SetBaseObject(ARR(view), owner) == 0);
    CHECK(PyArray_BASE(ARR(view)) == owner && Py_REFCNT(owner) == 2);
    PyObject* other = PyLong_FromLong(5);
    CHECK(PyArray_SetBaseObject(ARR(view), other) == -1);
    CHECK_ERROR(PyExc_ValueError, "Cannot set the NumPy array 'base' dependency more than once");
    CHECK(tl_live_objects() == live + 2);

    /* A view of a view gets the owner as base. */
    PyObject* view2 = PyArray_New(&PyArray_Type, 1, &n, NPY_DOUBLE, NULL, PyArray_DATA(ARR(view)),
                                  0, NPY_ARRAY_WRITEABLE, NULL);
    Py_INCREF(view);
    CHECK(PyArray_SetBaseObject(ARR(view2), view) == 0);
    CHECK(PyArray_BASE(ARR(view2)) == owner && Py_REFCNT(view) == 1 && Py_REFCNT(owner) == 3);
    /* Any object can be a base; the array keeps it alive. */
    PyObject* buffer_owner = PyTuple_New(0);
    PyObject* wrapped = PyArray_SimpleNewFromData(1, &n, NPY_DOUBLE, PyArray_DATA(ARR(owner)));
    CHECK(PyArray_SetBaseObject(ARR(wrapped), buffer_owner) == 0);
    CHECK(tl_live_objects() == live + 5);

    Py_DECREF(owner); /* still alive through view and view2 */
    Py_DECREF(view);
    CHECK(tl_live_objects() == live + 4 && Py_REFCNT(owner) == 1);
    CHECK(F64(view2, 3) == 3.0);
    Py_DECREF(view2);
    Py_DECREF(wrapped);
    CHECK(tl_live_objects() == live);
}

static void test_update_flags(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {3, 4};
    PyObject* a = PyArray_ZEROS(2, dims, NPY_DOUBLE, 0);
    PyArrayObject* v = ARR(a);
    /* Rewrite the layout by hand (as op code does after building a view) and recompute. */
    v->strides[0] = 8;
    v->strides[1] = 24;
    PyArray_UpdateFlags(v, NPY_ARRAY_C_CONTIGUOUS);
    CHECK(PyArray_IS_F_CONTIGUOUS(v) && !PyArray_IS_C_CONTIGUOUS(v));
    v->strides[0] = 64;
    v->strides[1] = 16;
    PyArray_UpdateFlags(v, NPY_ARRAY_UPDATE_ALL);
    CHECK(!PyArray_IS_F_CONTIGUOUS(v) && !PyArray_IS_C_CONTIGUOUS(v) && PyArray_ISALIGNED(v));
    v->strides[1] = 4;
    PyArray_UpdateFlags(v, NPY_ARRAY_ALIGNED);
    CHECK(!PyArray_ISALIGNED(v));
    v->dimensions[1] = 1; /* a stride of a size-1 dim does not matter */
    v->strides[0] = 8;
    PyArray_UpdateFlags(v, NPY_ARRAY_UPDATE_ALL);
    CHECK(PyArray_ISALIGNED(v) && PyArray_IS_C_CONTIGUOUS(v) && PyArray_IS_F_CONTIGUOUS(v));
    v->dimensions[1] = 4;
    v->strides[0] = 32;
    v->strides[1] = 8;
    PyArray_UpdateFlags(v, NPY_ARRAY_UPDATE_ALL);
    CHECK(PyArray_FLAGS(v) == 0x505);

    /* WRITEABLE: an owner is writeable again; a view follows its base. */
    PyArray_CLEARFLAGS(v, NPY_ARRAY_WRITEABLE);
    CHECK(!PyArray_ISWRITEABLE(v));
    PyObject* t = PyArray_Transpose(v, NULL);
    CHECK(t != NULL && !PyArray_ISWRITEABLE(ARR(t)));
    PyArray_UpdateFlags(ARR(t), NPY_ARRAY_WRITEABLE);
    CHECK(!PyArray_ISWRITEABLE(ARR(t)));
    PyArray_UpdateFlags(v, NPY_ARRAY_WRITEABLE);
    CHECK(PyArray_ISWRITEABLE(v));
    PyArray_UpdateFlags(ARR(t), NPY_ARRAY_WRITEABLE);
    CHECK(PyArray_ISWRITEABLE(ARR(t)));
    PyArray_ENABLEFLAGS(v, NPY_ARRAY_NOTSWAPPED);
    CHECK(PyArray_CHKFLAGS(v, NPY_ARRAY_NOTSWAPPED | NPY_ARRAY_CARRAY));
    Py_DECREF(t);
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

static void test_copies(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {3, 4};
    PyObject* a = arange(2, dims); /* [[0..3],[4..7],[8..11]] */
    PyObject* t = PyArray_Transpose(ARR(a), NULL);

    PyObject* cc = PyArray_NewCopy(ARR(t), NPY_CORDER);
    CHECK_LAYOUT(cc, 2, ((npy_intp[]){4, 3}), ((npy_intp[]){24, 8}));
    CHECK(F64(cc, 0) == 0 && F64(cc, 1) == 4 && F64(cc, 2) == 8 && F64(cc, 3) == 1);
    CHECK(PyArray_BASE(ARR(cc)) == NULL && PyArray_CHKFLAGS(ARR(cc), NPY_ARRAY_OWNDATA));
    PyObject* cf = PyArray_NewCopy(ARR(t), NPY_FORTRANORDER);
    CHECK_LAYOUT(cf, 2, ((npy_intp[]){4, 3}), ((npy_intp[]){8, 32}));
    CHECK(F64(cf, 0) == 0 && F64(cf, 1) == 1 && F64(cf, 4) == 4);
    PyObject* ck = PyArray_NewCopy(ARR(t), NPY_KEEPORDER); /* t is Fortran: keeps it */
    CHECK_LAYOUT(ck, 2, ((npy_intp[]){4, 3}), ((npy_intp[]){8, 32}));
    PyObject* ca = PyArray_NewCopy(ARR(t), NPY_ANYORDER);
    CHECK_LAYOUT(ca, 2, ((npy_intp[]){4, 3}), ((npy_intp[]){8, 32}));
    PyObject* copy = PyArray_Copy(ARR(a));
    CHECK(PyArray_IS_C_CONTIGUOUS(ARR(copy)) && F64(copy, 11) == 11 &&
          PyArray_DATA(ARR(copy)) != PyArray_DATA(ARR(a)));

    /* GETCONTIGUOUS: the array itself, or a C copy. */
    PyArrayObject* same = PyArray_GETCONTIGUOUS(ARR(a));
    CHECK(same == ARR(a) && Py_REFCNT(a) == 3); /* a, t's base, same */
    Py_DECREF(same);
    PyArrayObject* contig = PyArray_GETCONTIGUOUS(ARR(t));
    CHECK(contig != ARR(t) && PyArray_IS_C_CONTIGUOUS(contig) && F64(contig, 1) == 4);
    Py_DECREF(contig);

    /* KEEPORDER on a permuted 3-d array keeps its memory order. */
    npy_intp d3[3] = {2, 3, 4};
    PyObject* b = arange(3, d3);
    PyObject* p = PyArray_Transpose(ARR(b), &(PyArray_Dims){(npy_intp[]){1, 2, 0}, 3});
    PyObject* pk = PyArray_NewCopy(ARR(p), NPY_KEEPORDER);
    CHECK_LAYOUT(pk, 3, ((npy_intp[]){3, 4, 2}), ((npy_intp[]){32, 8, 96}));
    CHECK(F64(pk, 5) == 5.0); /* memory order preserved */
    PyObject* like = PyArray_NewLikeArray(ARR(p), NPY_KEEPORDER, PyArray_DescrFromType(NPY_INT32), 0);
    CHECK_LAYOUT(like, 3, ((npy_intp[]){3, 4, 2}), ((npy_intp[]){16, 4, 48}));
    CHECK(PyArray_TYPE(ARR(like)) == NPY_INT32);

    Py_DECREF(pk);
    Py_DECREF(like);
    Py_DECREF(p);
    Py_DECREF(b);
    Py_DECREF(cc);
    Py_DECREF(cf);
    Py_DECREF(ck);
    Py_DECREF(ca);
    Py_DECREF(copy);
    Py_DECREF(t);
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

static void test_copy_into(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {4, 6};
    PyObject* big = PyArray_ZEROS(2, dims, NPY_DOUBLE, 0);
    /* dst: columns 0, 2, 4 of big (a strided 4x3 view); src: the transpose of a 3x4 array. */
    PyObject* dst = PyArray_New(&PyArray_Type, 2, (npy_intp[]){4, 3}, NPY_DOUBLE,
                                (npy_intp[]){48, 16}, PyArray_DATA(ARR(big)), 0, NPY_ARRAY_WRITEABLE,
                                NULL);
    Py_INCREF(big);
    PyArray_SetBaseObject(ARR(dst), big);
    PyObject* a = arange(2, (npy_intp[]){3, 4});
    PyObject* src = PyArray_Transpose(ARR(a), NULL);
    CHECK(PyArray_CopyInto(ARR(dst), ARR(src)) == 0);
    int ok = 1;
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 6; j++) {
            double want = j % 2 == 0 ? (double)(j / 2 * 4 + i) : 0.0;
            ok &= F64(big, i * 6 + j) == want;
        }
    }
    CHECK(ok);

    /* Broadcasting: a row into every row, a leading size-1 dim, a 0-d value. */
    PyObject* row = arange(1, (npy_intp[]){3});
    CHECK(PyArray_CopyInto(ARR(dst), ARR(row)) == 0);
    CHECK(F64(big, 0) == 0 && F64(big, 2) == 1 && F64(big, 4) == 2 && F64(big, 22) == 2);
    PyObject* lead = arange(3, (npy_intp[]){1, 1, 3});
    CHECK(PyArray_CopyInto(ARR(row), ARR(lead)) == 0);
    PyObject* zero_d = PyArray_ZEROS(0, NULL, NPY_DOUBLE, 0);
    CHECK(PyArray_CopyInto(ARR(dst), ARR(zero_d)) == 0);
    CHECK(F64(big, 22) == 0.0);
    CHECK(PyArray_CopyInto(ARR(dst), ARR(a)) == -1);
    CHECK_ERROR(PyExc_ValueError, "could not broadcast input array from shape (3,4) into shape (4,3)");
    CHECK(PyArray_CopyInto(ARR(row), ARR(a)) == -1);
    CHECK_ERROR(PyExc_ValueError, "could not broadcast input array from shape (3,4) into shape (3,)");
    PyObject* e = PyArray_ZEROS(1, (npy_intp[]){0}, NPY_DOUBLE, 0);
    CHECK(PyArray_CopyInto(ARR(row), ARR(e)) == -1);
    CHECK_ERROR(PyExc_ValueError, "could not broadcast input array from shape (0,) into shape (3,)");
    CHECK(PyArray_CopyInto(ARR(e), ARR(zero_d)) == 0); /* nothing to write */

    /* Read-only destinations. */
    PyArray_CLEARFLAGS(ARR(row), NPY_ARRAY_WRITEABLE);
    CHECK(PyArray_CopyInto(ARR(row), ARR(zero_d)) == -1);
    CHECK_ERROR(PyExc_ValueError, "assignment destination is read-only");
    PyArray_ENABLEFLAGS(ARR(row), NPY_ARRAY_WRITEABLE);

    /* Overlap: a[1:] = a[:-1] behaves as if the source were copied first. */
    PyObject* v = arange(1, (npy_intp[]){6});
    PyObject* head = PyArray_New(&PyArray_Type, 1, (npy_intp[]){5}, NPY_DOUBLE, NULL,
                                 PyArray_DATA(ARR(v)), 0, NPY_ARRAY_WRITEABLE, NULL);
    PyObject* tail = PyArray_New(&PyArray_Type, 1, (npy_intp[]){5}, NPY_DOUBLE, NULL,
                                 (double*)PyArray_DATA(ARR(v)) + 1, 0, NPY_ARRAY_WRITEABLE, NULL);
    CHECK(PyArray_CopyInto(ARR(tail), ARR(head)) == 0);
    CHECK(F64(v, 0) == 0 && F64(v, 1) == 0 && F64(v, 2) == 1 && F64(v, 5) == 4);
    CHECK(PyArray_CopyInto(ARR(head), ARR(tail)) == 0);
    CHECK(F64(v, 0) == 0 && F64(v, 1) == 1 && F64(v, 4) == 4 && F64(v, 5) == 4);
    /* An array copied onto itself, and reversed onto itself. */
    CHECK(PyArray_CopyInto(ARR(v), ARR(v)) == 0 && F64(v, 2) == 2);
    PyObject* rev = PyArray_New(&PyArray_Type, 1, (npy_intp[]){6}, NPY_DOUBLE, (npy_intp[]){-8},
                                (double*)PyArray_DATA(ARR(v)) + 5, 0, NPY_ARRAY_WRITEABLE, NULL);
    CHECK(PyArray_CopyInto(ARR(v), ARR(rev)) == 0);
    CHECK(F64(v, 0) == 4 && F64(v, 1) == 4 && F64(v, 2) == 3 && F64(v, 5) == 0);

    Py_DECREF(rev);
    Py_DECREF(head);
    Py_DECREF(tail);
    Py_DECREF(v);
    Py_DECREF(e);
    Py_DECREF(zero_d);
    Py_DECREF(lead);
    Py_DECREF(row);
    Py_DECREF(src);
    Py_DECREF(a);
    Py_DECREF(dst);
    Py_DECREF(big);
    CHECK(tl_live_objects() == live);
}

static void test_casts(void) {
    int64_t live = tl_live_objects();
    npy_intp n = 6;
    PyObject* d = PyArray_EMPTY(1, &n, NPY_DOUBLE, 0);
    const double values[6] = {-1.5, 2.7, 300.0, -0.0, 1e10, 65504.0};
    memcpy(PyArray_DATA(ARR(d)), values, sizeof values);

    PyObject* i32 = PyArray_Cast(ARR(d), NPY_INT32);
    npy_int32* iv = PyArray_DATA(ARR(i32));
    CHECK(iv[0] == -1 && iv[1] == 2 && iv[2] == 300 && iv[3] == 0);
    CHECK(iv[4] == INT32_MIN); /* out of range: what x86-64 NumPy gives */
    PyObject* u8 = PyArray_Cast(ARR(d), NPY_UINT8);
    npy_uint8* uv = PyArray_DATA(ARR(u8));
    CHECK(uv[0] == 255 && uv[1] == 2 && uv[2] == 44 && uv[3] == 0);
    PyObject* b = PyArray_Cast(ARR(d), NPY_BOOL);
    npy_bool* bv = PyArray_DATA(ARR(b));
    CHECK(bv[0] == 1 && bv[3] == 0 && bv[4] == 1);
    PyObject* h = PyArray_Cast(ARR(d), NPY_HALF);
    npy_half* hv = PyArray_DATA(ARR(h));
    CHECK(hv[0] == 0xbe00 && hv[3] == 0x8000 && hv[4] == NPY_HALF_PINF && hv[5] == NPY_MAX_HALF);
    PyObject* back = PyArray_Cast(ARR(h), NPY_FLOAT);
    CHECK(((float*)PyArray_DATA(ARR(back)))[1] == 2.69921875f);
    PyObject* z = PyArray_Cast(ARR(d), NPY_CDOUBLE);
    double* zv = PyArray_DATA(ARR(z));
    CHECK(zv[2] == 2.7 && zv[3] == 0.0);
    PyObject* zr = PyArray_Cast(ARR(z), NPY_FLOAT); /* the imaginary part is dropped */
    CHECK(((float*)PyArray_DATA(ARR(zr)))[1] == 2.7f);
    PyObject* ld = PyArray_Cast(ARR(d), NPY_LONGDOUBLE);
    CHECK(((long double*)PyArray_DATA(ARR(ld)))[1] == (long double)2.7);

    /* Integers: wrap like C, int64 <-> double exactly where representable. */
    PyObject* big = PyArray_EMPTY(1, (npy_intp[]){3}, NPY_INT64, 0);
    npy_int64* bigv = PyArray_DATA(ARR(big));
    bigv[0] = ((npy_int64)1 << 53) + 1;
    bigv[1] = -129;
    bigv[2] = INT64_MIN;
    PyObject* bd = PyArray_Cast(ARR(big), NPY_DOUBLE);
    CHECK(F64(bd, 0) == 9007199254740992.0 && F64(bd, 1) == -129.0);
    PyObject* bf = PyArray_Cast(ARR(big), NPY_FLOAT); /* rounded once: 2^53 */
    CHECK(((float*)PyArray_DATA(ARR(bf)))[0] == 9007199254740992.0f);
    PyObject* b8 = PyArray_Cast(ARR(big), NPY_INT8);
    CHECK(((npy_int8*)PyArray_DATA(ARR(b8)))[1] == 127);
    PyObject* bu = PyArray_Cast(ARR(big), NPY_UINT64);
    CHECK(((npy_uint64*)PyArray_DATA(ARR(bu)))[2] == (npy_uint64)1 << 63);
    PyObject* bl = PyArray_Cast(ARR(big), NPY_LONGLONG);
    CHECK(((npy_longlong*)PyArray_DATA(ARR(bl)))[0] == bigv[0]);

    /* CastToType in Fortran order. */
    PyObject* m = arange(2, (npy_intp[]){2, 3});
    PyObject* mf = PyArray_CastToType(ARR(m), PyArray_DescrFromType(NPY_INT16), 1);
    CHECK_LAYOUT(mf, 2, ((npy_intp[]){2, 3}), ((npy_intp[]){2, 4}));
    CHECK(((npy_int16*)PyArray_DATA(ARR(mf)))[1] == 3);
    /* CopyInto converts too. */
    CHECK(PyArray_CopyInto(ARR(d), ARR(i32)) == 0 && F64(d, 4) == (double)INT32_MIN);

    PyObject* all[] = {d, i32, u8, b, h, back, z, zr, ld, big, bd, bf, b8, bu, bl, m, mf};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_DECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_from_any(void) {
    int64_t live = tl_live_objects();
    PyObject* a = arange(2, (npy_intp[]){2, 3});
    PyObject* t = PyArray_Transpose(ARR(a), NULL);

    PyObject* same = PyArray_FROM_OTF(a, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY);
    CHECK(same == a && Py_REFCNT(a) == 3);
    Py_DECREF(same);
    PyObject* any = PyArray_FROM_O(t);
    CHECK(any == t);
    Py_DECREF(any);
    PyObject* c = PyArray_FROM_OTF(t, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY);
    CHECK(c != t && PyArray_IS_C_CONTIGUOUS(ARR(c)) && F64(c, 1) == 3.0);
    PyObject* f = PyArray_FROM_OF(a, NPY_ARRAY_F_CONTIGUOUS);
    CHECK(f != a && PyArray_ISFORTRAN(ARR(f)) && F64(f, 1) == 3.0);
    PyObject* copy = PyArray_FROM_OTF(a, NPY_DOUBLE, NPY_ARRAY_ENSURECOPY);
    CHECK(copy != a && PyArray_IS_C_CONTIGUOUS(ARR(copy)));
    PyObject* cast = PyArray_ContiguousFromAny(t, NPY_INT64, 2, 2);
    CHECK(cast != NULL && PyArray_TYPE(ARR(cast)) == NPY_INT64 && PyArray_ISCONTIGUOUS(ARR(cast)));
    CHECK(((npy_int64*)PyArray_DATA(ARR(cast)))[1] == 3);
    /* PyArray_FromArray (PyTensor's sparse C casts with it): the array itself, or a copy */
    PyObject* as_is = PyArray_FromArray(ARR(a), NULL, 0);
    CHECK(as_is == a);
    Py_DECREF(as_is);
    PyObject* f32 = PyArray_FromArray(ARR(t), PyArray_DescrFromType(NPY_FLOAT32), 0);
    CHECK(f32 != NULL && PyArray_TYPE(ARR(f32)) == NPY_FLOAT32 && PyArray_DIM(ARR(f32), 0) == 3);
    CHECK(*(npy_float32*)PyArray_GETPTR2(ARR(f32), 0, 1) == 3.0f);
    Py_DECREF(f32);

    CHECK(PyArray_ContiguousFromAny(a, NPY_DOUBLE, 3, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, "object of too small depth for desired array");
    CHECK(PyArray_ContiguousFromAny(a, NPY_DOUBLE, 0, 1) == NULL);
    CHECK_ERROR(PyExc_ValueError, "object too deep for desired array");

    /* Python scalars become 0-d arrays, converted as PyArray_FillWithScalar does. */
    PyObject* x = PyFloat_FromDouble(2.5);
    PyObject* xa = PyArray_FROM_O(x);
    CHECK(xa != NULL && PyArray_NDIM(ARR(xa)) == 0 && PyArray_TYPE(ARR(xa)) == NPY_DOUBLE);
    CHECK(F64(xa, 0) == 2.5);
    PyObject* i = PyLong_FromLong(300);
    PyObject* ia = PyArray_FROM_O(i);
    CHECK(ia != NULL && PyArray_TYPE(ARR(ia)) == NPY_INT64);
    CHECK(PyArray_FROM_OT(i, NPY_UINT8) == NULL);
    CHECK_ERROR(PyExc_OverflowError, "Python integer 300 out of bounds for uint8");
    PyObject* ba = PyArray_FROM_O(Py_True);
    CHECK(ba != NULL && PyArray_TYPE(ARR(ba)) == NPY_BOOL && *(npy_bool*)PyArray_DATA(ARR(ba)) == 1);
    CHECK(PyArray_FROM_O(Py_None) == NULL);
    CHECK_ERROR(PyExc_TypeError, "the twinlink NumPy shim cannot make an array from a 'NoneType' object");
    CHECK(PyArray_Return(NULL) == NULL);
    /* Steals the 0-d array and gives its scalar, as NumPy. */
    Py_INCREF(xa);
    PyObject* xs = PyArray_Return(ARR(xa));
    CHECK(xs != NULL && PyArray_IsScalar(xs, Double) && PyFloat_AsDouble(xs) == 2.5);
    Py_XDECREF(xs);

    PyObject* all[] = {a, t, c, f, copy, cast, x, xa, i, ia, ba};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_DECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_newshape(void) {
    int64_t live = tl_live_objects();
    PyObject* a = arange(2, (npy_intp[]){2, 6});
    /* A view when strides allow, with a as base; -1 inferred. */
    PyObject* v = PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){3, -1}, 2}, NPY_CORDER);
    CHECK_LAYOUT(v, 2, ((npy_intp[]){3, 4}), ((npy_intp[]){32, 8}));
    CHECK(PyArray_DATA(ARR(v)) == PyArray_DATA(ARR(a)) && PyArray_BASE(ARR(v)) == a);
    CHECK(!PyArray_CHKFLAGS(ARR(v), NPY_ARRAY_OWNDATA) && PyArray_FLAGS(ARR(v)) == 0x501);
    /* A view of the view still has a as base. */
    PyObject* w = PyArray_Newshape(ARR(v), &(PyArray_Dims){(npy_intp[]){1, 12, 1}, 3}, NPY_CORDER);
    CHECK(PyArray_BASE(ARR(w)) == a && PyArray_STRIDE(ARR(w), 1) == 8);
    /* Same shape: still a new view. */
    PyObject* s = PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){2, 6}, 2}, NPY_CORDER);
    CHECK(s != a && PyArray_BASE(ARR(s)) == a);

    /* Transposed (Fortran) data: Fortran-order reshapes are views, C-order ones copies. */
    PyObject* t = PyArray_Transpose(ARR(a), NULL); /* 6x2 */
    PyObject* tf = PyArray_Newshape(ARR(t), &(PyArray_Dims){(npy_intp[]){3, 4}, 2}, NPY_FORTRANORDER);
    CHECK(PyArray_DATA(ARR(tf)) == PyArray_DATA(ARR(a)) && PyArray_ISFORTRAN(ARR(tf)));
    CHECK(*(double*)PyArray_GETPTR2(ARR(tf), 1, 0) == 1.0 && *(double*)PyArray_GETPTR2(ARR(tf), 0, 2) == 6.0);
    PyObject* tc = PyArray_Newshape(ARR(t), &(PyArray_Dims){(npy_intp[]){12}, 1}, NPY_CORDER);
    CHECK(PyArray_DATA(ARR(tc)) != PyArray_DATA(ARR(a)));
    CHECK(F64(tc, 0) == 0 && F64(tc, 1) == 6 && F64(tc, 2) == 1 && F64(tc, 11) == 11);
    /* The copy is the result's base, owning the data. */
    CHECK(PyArray_BASE(ARR(tc)) != NULL && PyArray_CHKFLAGS(ARR(PyArray_BASE(ARR(tc))), NPY_ARRAY_OWNDATA));
    PyObject* ta = PyArray_Newshape(ARR(t), &(PyArray_Dims){(npy_intp[]){12}, 1}, NPY_ANYORDER);
    CHECK(PyArray_DATA(ARR(ta)) == PyArray_DATA(ARR(a))); /* t is Fortran: A means F */
    /* Strided views: splitting an axis, or merging axes whose strides line up (every other
     * element of a's rows is one stride of 16 bytes), gives views; merging across a gap
     * copies. */
    PyObject* cols = PyArray_New(&PyArray_Type, 2, (npy_intp[]){2, 3}, NPY_DOUBLE,
                                 (npy_intp[]){48, 16}, PyArray_DATA(ARR(a)), 0, NPY_ARRAY_WRITEABLE,
                                 NULL);
    Py_INCREF(a);
    PyArray_SetBaseObject(ARR(cols), a);
    PyObject* split = PyArray_Newshape(ARR(cols), &(PyArray_Dims){(npy_intp[]){2, 3, 1}, 3}, NPY_CORDER);
    CHECK_LAYOUT(split, 3, ((npy_intp[]){2, 3, 1}), ((npy_intp[]){48, 16, 16})); /* NumPy's */
    CHECK(PyArray_BASE(ARR(split)) == a);
    PyObject* lined = PyArray_Newshape(ARR(cols), &(PyArray_Dims){(npy_intp[]){6}, 1}, NPY_CORDER);
    CHECK_LAYOUT(lined, 1, ((npy_intp[]){6}), ((npy_intp[]){16}));
    CHECK(PyArray_DATA(ARR(lined)) == PyArray_DATA(ARR(a)));
    PyObject* gapped = PyArray_New(&PyArray_Type, 2, (npy_intp[]){2, 2}, NPY_DOUBLE,
                                   (npy_intp[]){48, 16}, PyArray_DATA(ARR(a)), 0, 0, NULL);
    PyObject* merged = PyArray_Newshape(ARR(gapped), &(PyArray_Dims){(npy_intp[]){4}, 1}, NPY_CORDER);
    CHECK(PyArray_DATA(ARR(merged)) != PyArray_DATA(ARR(a)));
    CHECK(F64(merged, 1) == 2.0 && F64(merged, 2) == 6.0 && F64(merged, 3) == 8.0);
    /* The copy of a read-only array is writeable; a view of it is not. */
    CHECK(PyArray_ISWRITEABLE(ARR(merged)));
    PyObject* ro = PyArray_Newshape(ARR(gapped), &(PyArray_Dims){(npy_intp[]){2, 2, 1}, 3}, NPY_CORDER);
    CHECK(!PyArray_ISWRITEABLE(ARR(ro)) && PyArray_BASE(ARR(ro)) == gapped);
    /* Zero-size. */
    PyObject* e = PyArray_ZEROS(2, ((npy_intp[]){0, 3}), NPY_DOUBLE, 0);
    PyObject* er = PyArray_Newshape(ARR(e), &(PyArray_Dims){(npy_intp[]){3, 0, 2}, 3}, NPY_CORDER);
    CHECK(er != NULL && PyArray_SIZE(ARR(er)) == 0);

    /* Errors, worded as NumPy's. */
    CHECK(PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){5}, 1}, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "cannot reshape array of size 12 into shape (5,)");
    CHECK(PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){-1, 5}, 2}, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "cannot reshape array of size 12 into shape (5)");
    CHECK(PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){7, -1, 5}, 3}, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "cannot reshape array of size 12 into shape (7,newaxis,5)");
    CHECK(PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){0, -1}, 2}, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "cannot reshape array of size 12 into shape (0,newaxis)");
    CHECK(PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){-1, -1}, 2}, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "can only specify one unknown dimension");
    CHECK(PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){NPY_MAX_INTP, NPY_MAX_INTP, 0}, 3},
                           NPY_CORDER) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_ValueError));
    PyErr_Clear();
    CHECK(PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){12}, 1}, NPY_KEEPORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "order 'K' is not permitted for reshaping");
    /* -2 counts as unknown too, as in NumPy. */
    PyObject* neg = PyArray_Newshape(ARR(a), &(PyArray_Dims){(npy_intp[]){-2, 3}, 2}, NPY_CORDER);
    CHECK(neg != NULL && PyArray_DIM(ARR(neg), 0) == 4);

    PyObject* all[] = {v, w, s, t, tf, tc, ta, cols, split, lined, gapped, merged, ro, e, er, neg, a};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_DECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_reshape_and_ravel(void) {
    int64_t live = tl_live_objects();
    PyObject* a = arange(2, (npy_intp[]){3, 4});
    PyObject* shape = PyTuple_Pack(2, PyLong_FromLong(2), PyLong_FromLong(-1));
    /* PyTuple_Pack took new references: drop the ones made above. */
    Py_DECREF(PyTuple_GET_ITEM(shape, 0));
    Py_DECREF(PyTuple_GET_ITEM(shape, 1));
    PyObject* r = PyArray_Reshape(ARR(a), shape);
    CHECK_LAYOUT(r, 2, ((npy_intp[]){2, 6}), ((npy_intp[]){48, 8}));
    PyObject* twelve = PyLong_FromLong(12);
    PyObject* flat = PyArray_Reshape(ARR(a), twelve);
    CHECK(flat != NULL && PyArray_NDIM(ARR(flat)) == 1);
    PyObject* x = PyFloat_FromDouble(12.0);
    CHECK(PyArray_Reshape(ARR(a), x) == NULL);
    CHECK_ERROR(PyExc_TypeError, "expected a sequence of integers or a single integer, got '12.0'");
    PyObject* bad = PyTuple_Pack(2, twelve, x);
    CHECK(PyArray_Reshape(ARR(a), bad) == NULL);
    CHECK_ERROR(PyExc_TypeError, "'float' object cannot be interpreted as an integer");
    PyArray_Dims dims;
    CHECK(PyArray_IntpConverter(shape, &dims) == NPY_SUCCEED && dims.len == 2 && dims.ptr[1] == -1);
    npy_free_cache_dim_obj(dims);

    /* Ravel: a view when contiguous in the order asked, else a copy; Flatten always copies. */
    PyObject* rv = PyArray_Ravel(ARR(a), NPY_CORDER);
    CHECK(PyArray_DATA(ARR(rv)) == PyArray_DATA(ARR(a)) && PyArray_NDIM(ARR(rv)) == 1);
    PyObject* t = PyArray_Transpose(ARR(a), NULL);
    PyObject* rt = PyArray_Ravel(ARR(t), NPY_CORDER);
    CHECK(PyArray_DATA(ARR(rt)) != PyArray_DATA(ARR(a)) && F64(rt, 1) == 4.0);
    PyObject* rk = PyArray_Ravel(ARR(t), NPY_KEEPORDER);
    CHECK(PyArray_DATA(ARR(rk)) == PyArray_DATA(ARR(a)) && F64(rk, 1) == 1.0);
    PyObject* fl = PyArray_Flatten(ARR(a), NPY_FORTRANORDER);
    CHECK(PyArray_BASE(ARR(fl)) == NULL && PyArray_CHKFLAGS(ARR(fl), NPY_ARRAY_OWNDATA));
    CHECK(F64(fl, 0) == 0 && F64(fl, 1) == 4 && F64(fl, 2) == 8 && F64(fl, 3) == 1);

    PyObject* all[] = {a, shape, r, twelve, flat, x, bad, rv, t, rt, rk, fl};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_DECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_transpose(void) {
    int64_t live = tl_live_objects();
    PyObject* a = arange(3, (npy_intp[]){2, 3, 4});
    PyObject* r = PyArray_Transpose(ARR(a), NULL);
    CHECK_LAYOUT(r, 3, ((npy_intp[]){4, 3, 2}), ((npy_intp[]){8, 32, 96}));
    CHECK(PyArray_BASE(ARR(r)) == a && PyArray_ISFORTRAN(ARR(r)));
    PyObject* p = PyArray_Transpose(ARR(a), &(PyArray_Dims){(npy_intp[]){0, -1, 1}, 3});
    CHECK_LAYOUT(p, 3, ((npy_intp[]){2, 4, 3}), ((npy_intp[]){96, 8, 32}));
    CHECK(*(double*)PyArray_GETPTR3(ARR(p), 1, 3, 2) == 12 + 8 + 3);
    CHECK(!PyArray_IS_C_CONTIGUOUS(ARR(p)) && !PyArray_IS_F_CONTIGUOUS(ARR(p)));
    CHECK(PyArray_Transpose(ARR(a), &(PyArray_Dims){(npy_intp[]){0, 1}, 2}) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axes don't match array");
    CHECK(PyArray_Transpose(ARR(a), &(PyArray_Dims){(npy_intp[]){0, 1, 1}, 3}) == NULL);
    CHECK_ERROR(PyExc_ValueError, "repeated axis in transpose");
    CHECK(PyArray_Transpose(ARR(a), &(PyArray_Dims){(npy_intp[]){0, 1, 3}, 3}) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis 3 is out of bounds for array of dimension 3");
    CHECK(PyArray_Transpose(ARR(a), &(PyArray_Dims){(npy_intp[]){0, -4, 1}, 3}) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis -4 is out of bounds for array of dimension 3");
    PyObject* s = PyArray_ZEROS(0, NULL, NPY_DOUBLE, 0);
    PyObject* st = PyArray_Transpose(ARR(s), NULL);
    CHECK(st != NULL && PyArray_NDIM(ARR(st)) == 0);
    Py_DECREF(st);
    Py_DECREF(s);
    Py_DECREF(p);
    Py_DECREF(r);
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

/* np.arange(12.).reshape(3, 4).diagonal(1) is [1, 6, 11] (strides 40: 8 + 32), diagonal(-1)
 * [4, 9], diagonal(7) empty, all read-only; np.arange(24.).reshape(2, 3, 4).diagonal(1, 2, 0)
 * has shape (3, 1) and values [[12], [16], [20]]; NumPy's errors. */
static void test_diagonal(void) {
    int64_t live = tl_live_objects();
    PyObject* a = arange(2, (npy_intp[]){3, 4});
    PyObject* d = PyArray_Diagonal(ARR(a), 1, 0, 1);
    CHECK_LAYOUT(d, 1, ((npy_intp[]){3}), ((npy_intp[]){40}));
    CHECK(F64(d, 0) == 1 && *(double*)PyArray_GETPTR1(ARR(d), 2) == 11);
    CHECK(PyArray_BASE(ARR(d)) == a && !PyArray_ISWRITEABLE(ARR(d)));
    PyObject* below = PyArray_Diagonal(ARR(a), -1, 0, 1);
    CHECK_LAYOUT(below, 1, ((npy_intp[]){2}), ((npy_intp[]){40}));
    CHECK(F64(below, 0) == 4 && *(double*)PyArray_GETPTR1(ARR(below), 1) == 9);
    PyObject* none = PyArray_Diagonal(ARR(a), 7, 0, 1);
    CHECK(none != NULL && PyArray_NDIM(ARR(none)) == 1 && PyArray_DIM(ARR(none), 0) == 0);
    PyObject* b = arange(3, (npy_intp[]){2, 3, 4});
    PyObject* d3 = PyArray_Diagonal(ARR(b), 1, 2, 0);
    CHECK_LAYOUT(d3, 2, ((npy_intp[]){3, 1}), ((npy_intp[]){32, 104}));
    CHECK(*(double*)PyArray_GETPTR2(ARR(d3), 0, 0) == 12 && *(double*)PyArray_GETPTR2(ARR(d3), 2, 0) == 20);
    CHECK(PyArray_Diagonal(ARR(a), 0, 0, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis1 and axis2 cannot be the same");
    CHECK(PyArray_Diagonal(ARR(a), 0, 0, 5) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis2: axis 5 is out of bounds for array of dimension 2");
    CHECK(PyArray_Diagonal(ARR(a), 0, -3, 1) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis1: axis -3 is out of bounds for array of dimension 2");
    PyObject* v = arange(1, (npy_intp[]){3});
    CHECK(PyArray_Diagonal(ARR(v), 0, 0, 1) == NULL);
    CHECK_ERROR(PyExc_ValueError, "diag requires an array of at least two dimensions");
    Py_DECREF(v);
    Py_DECREF(d3);
    Py_DECREF(b);
    Py_DECREF(none);
    Py_DECREF(below);
    Py_DECREF(d);
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

static void test_resize(void) {
    int64_t live = tl_live_objects();
    PyObject* a = arange(1, (npy_intp[]){6});
    PyObject* none = PyArray_Resize(ARR(a), &(PyArray_Dims){(npy_intp[]){2, 4}, 2}, 1, NPY_CORDER);
    CHECK(none == Py_None);
    Py_XDECREF(none);
    CHECK_LAYOUT(a, 2, ((npy_intp[]){2, 4}), ((npy_intp[]){32, 8}));
    CHECK(F64(a, 5) == 5 && F64(a, 6) == 0 && F64(a, 7) == 0); /* new elements zeroed */
    CHECK(PyArray_FLAGS(ARR(a)) == 0x505 && ((uintptr_t)PyArray_DATA(ARR(a)) & 15) == 0);
    none = PyArray_Resize(ARR(a), &(PyArray_Dims){(npy_intp[]){3}, 1}, 0, NPY_CORDER);
    Py_XDECREF(none);
    CHECK_LAYOUT(a, 1, ((npy_intp[]){3}), ((npy_intp[]){8}));
    CHECK(F64(a, 2) == 2);
    none = PyArray_Resize(ARR(a), &(PyArray_Dims){NULL, 0}, 0, NPY_CORDER); /* to 0-d */
    Py_XDECREF(none);
    CHECK(PyArray_NDIM(ARR(a)) == 0 && F64(a, 0) == 0);
    none = PyArray_Resize(ARR(a), &(PyArray_Dims){(npy_intp[]){0}, 1}, 0, NPY_CORDER);
    Py_XDECREF(none);
    CHECK(PyArray_SIZE(ARR(a)) == 0 && PyArray_DATA(ARR(a)) != NULL);

    /* A Fortran array stays Fortran. */
    PyObject* f = PyArray_ZEROS(2, ((npy_intp[]){3, 4}), NPY_DOUBLE, 1);
    none = PyArray_Resize(ARR(f), &(PyArray_Dims){(npy_intp[]){4, 4}, 2}, 0, NPY_CORDER);
    Py_XDECREF(none);
    CHECK_LAYOUT(f, 2, ((npy_intp[]){4, 4}), ((npy_intp[]){8, 32}));

    /* Errors. */
    PyObject* t = PyArray_Transpose(ARR(f), NULL);
    CHECK(PyArray_Resize(ARR(t), &(PyArray_Dims){(npy_intp[]){5}, 1}, 0, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "cannot resize this array: it does not own its data");
    /* Same size: only the shape changes, so a view may be "resized". */
    none = PyArray_Resize(ARR(t), &(PyArray_Dims){(npy_intp[]){16}, 1}, 0, NPY_CORDER);
    CHECK(none == Py_None);
    Py_XDECREF(none);
    CHECK(PyArray_Resize(ARR(f), &(PyArray_Dims){(npy_intp[]){-1}, 1}, 0, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "negative dimensions not allowed");
    CHECK(PyArray_Resize(ARR(f), &(PyArray_Dims){(npy_intp[]){NPY_MAX_INTP, 2}, 2}, 0, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_MemoryError, NULL);
    /* refcheck: more than 2 references (NumPy's threshold) refuses a size change. */
    Py_INCREF(f);
    Py_INCREF(f);
    CHECK(PyArray_Resize(ARR(f), &(PyArray_Dims){(npy_intp[]){2}, 1}, 1, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "cannot resize an array that references or is referenced\n"
                "by another object in this way.\n"
                "Use the np.resize function to get a new resized copy or\n"
                " set refcheck=False to disable this check");
    Py_DECREF(f);
    Py_DECREF(f);
    /* An owner with gaps between its elements cannot be resized. */
    PyObject* gap = PyArray_NewFromDescr(&PyArray_Type, PyArray_DescrFromType(NPY_DOUBLE), 1,
                                         (npy_intp[]){3}, (npy_intp[]){16}, NULL, 0, NULL);
    CHECK(PyArray_Resize(ARR(gap), &(PyArray_Dims){(npy_intp[]){4}, 1}, 0, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "resize only works on single-segment arrays");
    /* An owner with a base (op code may set one) refuses too. */
    PyObject* owned = PyArray_ZEROS(1, ((npy_intp[]){2}), NPY_DOUBLE, 0);
    PyArray_SetBaseObject(ARR(owned), PyTuple_New(0));
    CHECK(PyArray_Resize(ARR(owned), &(PyArray_Dims){(npy_intp[]){4}, 1}, 0, NPY_CORDER) == NULL);
    CHECK_ERROR(PyExc_ValueError, "cannot resize an array that references or is referenced\n"
                                  "by another array in this way. Use the np.resize function.");

    Py_DECREF(owned);
    Py_DECREF(gap);
    Py_DECREF(t);
    Py_DECREF(f);
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

static void test_fill(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {2, 3};
    PyObject* d = PyArray_EMPTY(2, dims, NPY_DOUBLE, 0);
    PyObject* half = PyFloat_FromDouble(0.5);
    CHECK(PyArray_FillWithScalar(ARR(d), half) == 0 && F64(d, 0) == 0.5 && F64(d, 5) == 0.5);
    PyObject* seven = PyLong_FromLong(7);
    CHECK(PyArray_FillWithScalar(ARR(d), seven) == 0 && F64(d, 3) == 7.0);
    CHECK(PyArray_FillWithScalar(ARR(d), Py_True) == 0 && F64(d, 3) == 1.0);

    /* Integers: NumPy 2's checks on Python ints, int() on floats. */
    PyObject* u8 = PyArray_EMPTY(1, dims, NPY_UINT8, 0);
    PyObject* i300 = PyLong_FromLong(300);
    PyObject* im1 = PyLong_FromLong(-1);
    CHECK(PyArray_FillWithScalar(ARR(u8), i300) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python integer 300 out of bounds for uint8");
    CHECK(PyArray_FillWithScalar(ARR(u8), im1) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python integer -1 out of bounds for uint8");
    PyObject* f300 = PyFloat_FromDouble(300.0);
    CHECK(PyArray_FillWithScalar(ARR(u8), f300) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python integer 300 out of bounds for uint8");
    PyObject* i8 = PyArray_EMPTY(1, dims, NPY_INT8, 0);
    PyObject* f27 = PyFloat_FromDouble(-2.7);
    CHECK(PyArray_FillWithScalar(ARR(i8), f27) == 0 && ((npy_int8*)PyArray_DATA(ARR(i8)))[1] == -2);
    PyObject* nan = PyFloat_FromDouble(NAN);
    PyObject* inf = PyFloat_FromDouble(INFINITY);
    PyObject* huge = PyFloat_FromDouble(1e19);
    PyObject* i64 = PyArray_EMPTY(1, dims, NPY_INT64, 0);
    CHECK(PyArray_FillWithScalar(ARR(i64), nan) == -1);
    CHECK_ERROR(PyExc_ValueError, "cannot convert float NaN to integer");
    CHECK(PyArray_FillWithScalar(ARR(i64), inf) == -1);
    CHECK_ERROR(PyExc_OverflowError, "cannot convert float infinity to integer");
    CHECK(PyArray_FillWithScalar(ARR(i64), huge) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C long");
    CHECK(PyArray_FillWithScalar(ARR(i8), huge) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C long"); /* as NumPy */
    PyObject* u32 = PyArray_EMPTY(1, dims, NPY_UINT32, 0);
    CHECK(PyArray_FillWithScalar(ARR(u32), huge) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python integer 10000000000000000000 out of bounds for uint32");
    PyObject* ull = PyArray_EMPTY(1, dims, NPY_ULONGLONG, 0);
    CHECK(PyArray_FillWithScalar(ARR(ull), im1) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python integer -1 out of bounds for uint64");
    PyObject* u64 = PyArray_EMPTY(1, dims, NPY_UINT64, 0);
    CHECK(PyArray_FillWithScalar(ARR(u64), huge) == 0);
    CHECK(((npy_uint64*)PyArray_DATA(ARR(u64)))[0] == 10000000000000000000ULL);
    CHECK(PyArray_FillWithScalar(ARR(u64), im1) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python integer -1 out of bounds for uint64");
    PyObject* min64 = PyLong_FromLongLong(INT64_MIN);
    CHECK(PyArray_FillWithScalar(ARR(i64), min64) == 0);
    CHECK(((npy_int64*)PyArray_DATA(ARR(i64)))[1] == INT64_MIN);

    /* bool, half, complex elements. */
    PyObject* b = PyArray_EMPTY(1, dims, NPY_BOOL, 0);
    CHECK(PyArray_FillWithScalar(ARR(b), nan) == 0 && ((npy_bool*)PyArray_DATA(ARR(b)))[0] == 1);
    CHECK(PyArray_FillWithScalar(ARR(b), im1) == 0 && ((npy_bool*)PyArray_DATA(ARR(b)))[1] == 1);
    PyObject* h = PyArray_EMPTY(1, dims, NPY_HALF, 0);
    CHECK(PyArray_FillWithScalar(ARR(h), f27) == 0 && ((npy_half*)PyArray_DATA(ARR(h)))[0] == 0xc166);
    PyObject* z = PyArray_EMPTY(1, dims, NPY_CFLOAT, 0);
    CHECK(PyArray_FillWithScalar(ARR(z), seven) == 0);
    CHECK(((float*)PyArray_DATA(ARR(z)))[2] == 7.0f && ((float*)PyArray_DATA(ARR(z)))[3] == 0.0f);
    /* From a size-1 array. */
    PyObject* one = PyArray_ZEROS(1, ((npy_intp[]){1}), NPY_INT32, 0);
    ((npy_int32*)PyArray_DATA(ARR(one)))[0] = -5;
    CHECK(PyArray_FillWithScalar(ARR(d), one) == 0 && F64(d, 4) == -5.0);
    CHECK(PyArray_FillWithScalar(ARR(d), d) == -1);
    CHECK_ERROR(PyExc_ValueError, "the twinlink NumPy shim fills arrays from arrays of size 1 only");
    CHECK(PyArray_FillWithScalar(ARR(d), Py_None) == -1);
    CHECK_ERROR(PyExc_TypeError, "cannot fill a float64 array with a 'NoneType' object");

    /* Only the view's elements change. */
    PyObject* t = PyArray_Transpose(ARR(d), NULL);
    PyObject* col = PyArray_New(&PyArray_Type, 1, (npy_intp[]){2}, NPY_DOUBLE, (npy_intp[]){24},
                                (double*)PyArray_DATA(ARR(d)) + 1, 0, NPY_ARRAY_WRITEABLE, NULL);
    CHECK(PyArray_FillWithScalar(ARR(col), half) == 0);
    CHECK(F64(d, 0) == -5 && F64(d, 1) == 0.5 && F64(d, 2) == -5 && F64(d, 4) == 0.5);
    PyArray_CLEARFLAGS(ARR(col), NPY_ARRAY_WRITEABLE);
    CHECK(PyArray_FillWithScalar(ARR(col), half) == -1);
    CHECK_ERROR(PyExc_ValueError, "assignment destination is read-only");
    PyArray_FILLWBYTE(ARR(d), 0);
    CHECK(F64(d, 1) == 0.0 && F64(d, 5) == 0.0);

    PyObject* all[] = {d, half, seven, u8, i300, im1, f300, i8, f27, nan, inf, huge, i64, u64,
                       min64, b, h, z, one, t, col, u32, ull};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_DECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

/* import_array() must build as a statement in functions of every return type. */
static PyObject* import_in_object_function(void) {
    import_array();
    return Py_None;
}

static int import_in_int_function(void) {
    import_array1(-1);
    import_array2("numpy failed to import", -1);
    return _import_array() + PyArray_ImportNumPyAPI();
}

int main(void) {
    int64_t live = tl_live_objects();
    CHECK(import_in_object_function() == Py_None && import_in_int_function() == 0);
    test_type_numbers();
    test_descrs();
    test_empty_and_zeros();
    test_getptr();
    test_new_from_data();
    test_shape_errors();
    test_base_objects();
    test_update_flags();
    test_copies();
    test_copy_into();
    test_casts();
    test_from_any();
    test_newshape();
    test_reshape_and_ravel();
    test_transpose();
    test_diagonal();
    test_resize();
    test_fill();
    return check_finish("test_array", live);
}
