/* Tests for NpyIter (numpy/nditer.h): every element visited exactly once, with and without
 * NPY_ITER_EXTERNAL_LOOP, over C, Fortran, transposed, strided, reversed, 0-d and zero-size
 * arrays and broadcast operands, against plain loops; and NumPy's errors. */
#include "check.h"

#include <numpy/arrayobject.h>

#define ARR(op) ((PyArrayObject*)(op))

/* An int64 array of the given shape (C order) holding i*i + 3 at flat index i. */
static PyObject* squares(int nd, const npy_intp* dims) {
    PyObject* a = PyArray_EMPTY(nd, dims, NPY_INT64, 0);
    npy_int64* data = PyArray_DATA(ARR(a));
    for (npy_intp i = 0; i < PyArray_SIZE(ARR(a)); i++) {
        data[i] = i * i + 3;
    }
    return a;
}

/* A view of arr with the given layout at byte offset `offset` of arr's data. */
static PyObject* view(PyObject* arr, int nd, const npy_intp* dims, const npy_intp* strides,
                      npy_intp offset) {
    PyObject* v = PyArray_New(&PyArray_Type, nd, dims, PyArray_TYPE(ARR(arr)), strides,
                              PyArray_BYTES(ARR(arr)) + offset, 0, NPY_ARRAY_WRITEABLE, NULL);
    Py_INCREF(arr);
    PyArray_SetBaseObject(ARR(v), arr);
    return v;
}

/* The sum of an int64 array's elements by a plain loop over every index. */
static npy_int64 plain_sum(PyArrayObject* a) {
    npy_intp index[NPY_MAXDIMS] = {0};
    npy_intp size = PyArray_SIZE(a);
    npy_int64 sum = 0;
    for (npy_intp k = 0; k < size; k++) {
        char* p = PyArray_BYTES(a);
        for (int d = 0; d < PyArray_NDIM(a); d++) {
            p += index[d] * PyArray_STRIDE(a, d);
        }
        sum += *(npy_int64*)p;
        for (int d = PyArray_NDIM(a) - 1; d >= 0; d--) {
            if (++index[d] < PyArray_DIM(a, d)) {
                break;
            }
            index[d] = 0;
        }
    }
    return sum;
}

/* Sums a with an iterator, adding 1000 to every element visited, and checks every element
 * was visited once: the sum matches the plain loop's and every element grew by exactly 1000.
 * Returns the iterator's ndim. */
static int check_visits_at(int line, PyObject* op, npy_uint32 flags, NPY_ORDER order) {
    PyArrayObject* a = ARR(op);
    npy_int64 want = plain_sum(a);
    npy_intp size = PyArray_SIZE(a);
    NpyIter* it = NpyIter_New(a, flags | NPY_ITER_READWRITE | NPY_ITER_ZEROSIZE_OK, order,
                              NPY_NO_CASTING, NULL);
    if (it == NULL) {
        check_failures++;
        printf("%s:%d: NpyIter_New failed\n", __FILE__, line);
        PyErr_Clear();
        return -1;
    }
    int ndim = NpyIter_GetNDim(it);
    int external = (flags & NPY_ITER_EXTERNAL_LOOP) != 0;
    npy_int64 sum = 0;
    npy_intp visited = 0;
    if (NpyIter_GetIterSize(it) != size) {
        check_failures++;
        printf("%s:%d: iter size %ld, want %ld\n", __FILE__, line, (long)NpyIter_GetIterSize(it),
               (long)size);
    }
    if (NpyIter_GetIterSize(it) > 0) {
        NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
        char** dataptr = NpyIter_GetDataPtrArray(it);
        npy_intp* strideptr = NpyIter_GetInnerStrideArray(it);
        npy_intp* sizeptr = NpyIter_GetInnerLoopSizePtr(it);
        do {
            char* p = dataptr[0];
            npy_intp count = external ? *sizeptr : 1;
            for (; count > 0; count--, p += strideptr[0]) {
                sum += *(npy_int64*)p;
                *(npy_int64*)p += 1000;
                visited++;
            }
        } while (next(it) && visited <= size);
    }
    NpyIter_Deallocate(it);
    npy_int64 after = plain_sum(a);
    if (sum != want || visited != size || after != want + 1000 * (npy_int64)size) {
        check_failures++;
        printf("%s:%d: visits wrong: sum %lld (want %lld), %ld visited (want %ld)\n", __FILE__,
               line, (long long)sum, (long long)want, (long)visited, (long)size);
    }
    return ndim;
}
#define CHECK_VISITS(op, flags, order) check_visits_at(__LINE__, (op), (flags), (order))

static void test_layouts(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[3] = {2, 3, 4};
    PyObject* c = squares(3, dims);
    PyObject* f = PyArray_NewCopy(ARR(c), NPY_FORTRANORDER);
    PyObject* t = PyArray_Transpose(ARR(c), NULL);
    static const npy_uint32 loops[2] = {NPY_ITER_EXTERNAL_LOOP, 0};
    static const NPY_ORDER orders[4] = {NPY_KEEPORDER, NPY_CORDER, NPY_FORTRANORDER, NPY_ANYORDER};
    for (int l = 0; l < 2; l++) {
        for (int o = 0; o < 4; o++) {
            CHECK_VISITS(c, loops[l], orders[o]);
            CHECK_VISITS(f, loops[l], orders[o]);
            CHECK_VISITS(t, loops[l], orders[o]);
        }
    }

    /* Contiguous data in its own order is one inner loop. */
    NpyIter* it = NpyIter_New(ARR(f), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER,
                              NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GetNDim(it) == 1 && *NpyIter_GetInnerLoopSizePtr(it) == 24);
    CHECK(NpyIter_GetInnerStrideArray(it)[0] == 8 && NpyIter_HasExternalLoop(it));
    CHECK(NpyIter_GetNOp(it) == 1 && NpyIter_GetOperandArray(it)[0] == ARR(f));
    CHECK(NpyIter_GetDescrArray(it)[0] == PyArray_DESCR(ARR(f)));
    CHECK(NpyIter_GetDataPtrArray(it)[0] == PyArray_BYTES(ARR(f)));
    CHECK(!NpyIter_IterationNeedsAPI(it) && !NpyIter_RequiresBuffering(it));
    CHECK(Py_REFCNT(f) == 2); /* the iterator holds its operands */
    NpyIter_Deallocate(it);
    CHECK(Py_REFCNT(f) == 1);
    /* C order over Fortran data: innermost is the last axis. */
    it = NpyIter_New(ARR(f), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP, NPY_CORDER,
                     NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GetNDim(it) == 3 && *NpyIter_GetInnerLoopSizePtr(it) == 4);
    CHECK(NpyIter_GetInnerStrideArray(it)[0] == 48);
    NpyIter_Deallocate(it);
    /* Without the external loop, the inner size is still reported, as NumPy does. */
    it = NpyIter_New(ARR(c), NPY_ITER_READONLY, NPY_KEEPORDER, NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GetNDim(it) == 1 && *NpyIter_GetInnerLoopSizePtr(it) == 24);
    CHECK(!NpyIter_HasExternalLoop(it));
    NpyIter_Deallocate(it);
    NpyIter_Deallocate(NULL);

    Py_DECREF(c);
    Py_DECREF(f);
    Py_DECREF(t);
    CHECK(tl_live_objects() == live);
}

static void test_strided(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {4, 6};
    PyObject* base = squares(2, dims);
    /* Every other column: 4x3, strides line up into one run of stride 16. */
    PyObject* cols = view(base, 2, (npy_intp[]){4, 3}, (npy_intp[]){48, 16}, 0);
    CHECK(CHECK_VISITS(cols, NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER) == 1);
    CHECK_VISITS(cols, 0, NPY_KEEPORDER);
    /* Two of every three columns: two runs per row, not mergeable. */
    PyObject* pairs = view(base, 2, (npy_intp[]){4, 2}, (npy_intp[]){48, 16}, 8);
    CHECK(CHECK_VISITS(pairs, NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER) == 2);
    CHECK_VISITS(pairs, 0, NPY_CORDER);
    CHECK_VISITS(pairs, NPY_ITER_EXTERNAL_LOOP, NPY_FORTRANORDER);
    /* Reversed rows and columns: K order walks them forwards. */
    PyObject* rev = view(base, 2, dims, (npy_intp[]){-48, -8}, 23 * 8);
    CHECK_VISITS(rev, NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER);
    CHECK_VISITS(rev, 0, NPY_KEEPORDER);
    CHECK_VISITS(rev, NPY_ITER_EXTERNAL_LOOP, NPY_CORDER);
    CHECK_VISITS(rev, NPY_ITER_EXTERNAL_LOOP | NPY_ITER_DONT_NEGATE_STRIDES, NPY_KEEPORDER);
    NpyIter* it = NpyIter_New(ARR(rev), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER,
                              NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GetDataPtrArray(it)[0] == PyArray_BYTES(ARR(base)));
    CHECK(NpyIter_GetInnerStrideArray(it)[0] == 8 && *NpyIter_GetInnerLoopSizePtr(it) == 24);
    NpyIter_Deallocate(it);
    it = NpyIter_New(ARR(rev), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP |
                                   NPY_ITER_DONT_NEGATE_STRIDES,
                     NPY_KEEPORDER, NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GetDataPtrArray(it)[0] == PyArray_BYTES(ARR(rev)));
    CHECK(NpyIter_GetInnerStrideArray(it)[0] == -8);
    NpyIter_Deallocate(it);

    /* Every axis permutation of a 4-d array, and strided slices of it. */
    npy_intp d4[4] = {2, 3, 4, 5};
    PyObject* big = squares(4, d4);
    static const npy_intp perms[6][4] = {{0, 1, 2, 3}, {3, 2, 1, 0}, {1, 3, 0, 2},
                                         {2, 0, 3, 1}, {0, 2, 1, 3}, {3, 0, 1, 2}};
    for (int p = 0; p < 6; p++) {
        PyObject* tp = PyArray_Transpose(ARR(big), &(PyArray_Dims){(npy_intp*)perms[p], 4});
        PyObject* sl = view(big, 4, (npy_intp[]){2, 2, 2, 3}, (npy_intp[]){480, 80, 40, 16}, 8);
        PyObject* slt = PyArray_Transpose(ARR(sl), &(PyArray_Dims){(npy_intp*)perms[p], 4});
        for (int o = -1; o <= 2; o++) {
            CHECK_VISITS(tp, NPY_ITER_EXTERNAL_LOOP, (NPY_ORDER)o);
            CHECK_VISITS(tp, 0, (NPY_ORDER)o);
            CHECK_VISITS(slt, NPY_ITER_EXTERNAL_LOOP, (NPY_ORDER)o);
            CHECK_VISITS(slt, 0, (NPY_ORDER)o);
        }
        Py_DECREF(tp);
        Py_DECREF(sl);
        Py_DECREF(slt);
    }

    Py_DECREF(big);
    Py_DECREF(rev);
    Py_DECREF(pairs);
    Py_DECREF(cols);
    Py_DECREF(base);
    CHECK(tl_live_objects() == live);
}

static void test_small_and_empty(void) {
    int64_t live = tl_live_objects();
    /* 0-d: one element, ndim 0. */
    PyObject* s = squares(0, NULL);
    NpyIter* it = NpyIter_New(ARR(s), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER,
                              NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GetNDim(it) == 0 && NpyIter_GetIterSize(it) == 1);
    CHECK(*NpyIter_GetInnerLoopSizePtr(it) == 1 && *(npy_int64*)NpyIter_GetDataPtrArray(it)[0] == 3);
    CHECK(NpyIter_GetIterNext(it, NULL)(it) == 0);
    NpyIter_Deallocate(it);
    CHECK_VISITS(s, NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER);
    CHECK_VISITS(s, 0, NPY_CORDER);
    /* All dims 1. */
    PyObject* ones = squares(3, (npy_intp[]){1, 1, 1});
    CHECK(CHECK_VISITS(ones, NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER) == 1);

    /* Zero-size: allowed only with ZEROSIZE_OK; then nothing to visit. */
    npy_intp edims[3] = {2, 0, 3};
    PyObject* e = PyArray_ZEROS(3, edims, NPY_INT64, 0);
    CHECK(NpyIter_New(ARR(e), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER,
                      NPY_NO_CASTING, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "Iteration of zero-sized operands is not enabled");
    it = NpyIter_New(ARR(e), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP | NPY_ITER_ZEROSIZE_OK,
                     NPY_KEEPORDER, NPY_NO_CASTING, NULL);
    CHECK(it != NULL && NpyIter_GetIterSize(it) == 0 && NpyIter_GetNDim(it) == 1);
    CHECK(*NpyIter_GetInnerLoopSizePtr(it) == 0);
    CHECK(NpyIter_GetIterNext(it, NULL)(it) == 0 && NpyIter_GetIterNext(it, NULL)(it) == 0);
    NpyIter_Deallocate(it);
    CHECK_VISITS(e, NPY_ITER_EXTERNAL_LOOP, NPY_CORDER);
    CHECK_VISITS(e, 0, NPY_FORTRANORDER);

    Py_DECREF(s);
    Py_DECREF(ones);
    Py_DECREF(e);
    CHECK(tl_live_objects() == live);
}

static void test_reset_and_floats(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {50, 7};
    PyObject* a = PyArray_EMPTY(2, dims, NPY_FLOAT64, 1);
    double* data = PyArray_DATA(ARR(a));
    double want = 0.0;
    for (int i = 0; i < 350; i++) {
        data[i] = 1.0 / (i + 1);
        want += data[i];
    }
    PyObject* t = PyArray_Transpose(ARR(a), NULL);
    NpyIter* it = NpyIter_New(ARR(t), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER,
                              NPY_NO_CASTING, NULL);
    NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
    char** dataptr = NpyIter_GetDataPtrArray(it);
    npy_intp* strideptr = NpyIter_GetInnerStrideArray(it);
    npy_intp* sizeptr = NpyIter_GetInnerLoopSizePtr(it);
    for (int pass = 0; pass < 2; pass++) {
        double sum = 0.0;
        do {
            char* p = dataptr[0];
            for (npy_intp k = 0; k < *sizeptr; k++, p += strideptr[0]) {
                sum += *(double*)p;
            }
        } while (next(it));
        CHECK(fabs(sum - want) <= 1e-12 * fabs(want));
        CHECK(NpyIter_Reset(it, NULL) == NPY_SUCCEED);
        CHECK(dataptr[0] == NpyIter_GetInitialDataPtrArray(it)[0]);
    }
    NpyIter_Deallocate(it);
    Py_DECREF(t);
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

static void test_multi(void) {
    int64_t live = tl_live_objects();
    PyObject* a = squares(2, (npy_intp[]){3, 4});
    PyObject* b = squares(1, (npy_intp[]){4});
    PyObject* out = PyArray_ZEROS(2, ((npy_intp[]){3, 4}), NPY_INT64, 1);
    PyArrayObject* ops[3] = {ARR(a), ARR(b), ARR(out)};
    npy_uint32 op_flags[3] = {NPY_ITER_READONLY, NPY_ITER_READONLY, NPY_ITER_WRITEONLY};
    for (int external = 0; external < 2; external++) {
        NpyIter* it = NpyIter_MultiNew(3, ops, external ? NPY_ITER_EXTERNAL_LOOP : 0,
                                       NPY_KEEPORDER, NPY_NO_CASTING, op_flags, NULL);
        CHECK(it != NULL && NpyIter_GetNOp(it) == 3 && NpyIter_GetIterSize(it) == 12);
        NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
        char** p = NpyIter_GetDataPtrArray(it);
        npy_intp* s = NpyIter_GetInnerStrideArray(it);
        npy_intp* n = NpyIter_GetInnerLoopSizePtr(it);
        do {
            char *pa = p[0], *pb = p[1], *po = p[2];
            for (npy_intp k = external ? *n : 1; k > 0; k--, pa += s[0], pb += s[1], po += s[2]) {
                *(npy_int64*)po = *(npy_int64*)pa * 100 + *(npy_int64*)pb;
            }
        } while (next(it));
        NpyIter_Deallocate(it);
        int ok = 1;
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 4; j++) {
                npy_int64 want = (npy_int64)((i * 4 + j) * (i * 4 + j) + 3) * 100 + (j * j + 3);
                ok &= *(npy_int64*)PyArray_GETPTR2(ARR(out), i, j) == want;
            }
        }
        CHECK(ok);
        PyArray_FILLWBYTE(ARR(out), 0);
    }

    /* Broadcasting errors, as NumPy words them. */
    PyObject* c = squares(1, (npy_intp[]){5});
    PyArrayObject* bad[3] = {ARR(a), ARR(c), ARR(b)};
    npy_uint32 ro[3] = {NPY_ITER_READONLY, NPY_ITER_READONLY, NPY_ITER_READONLY};
    CHECK(NpyIter_MultiNew(3, bad, 0, NPY_KEEPORDER, NPY_NO_CASTING, ro, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "operands could not be broadcast together with shapes (3,4) (5,) (4,) ");
    PyArrayObject* small_out[2] = {ARR(a), ARR(b)};
    npy_uint32 rw[2] = {NPY_ITER_READONLY, NPY_ITER_READWRITE};
    CHECK(NpyIter_MultiNew(2, small_out, 0, NPY_KEEPORDER, NPY_NO_CASTING, rw, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "output operand requires a reduction along dimension 1, but the reduction is not "
                "enabled. The dimension size of 1 does not match the expected output shape.");
    npy_uint32 wo[2] = {NPY_ITER_READONLY, NPY_ITER_WRITEONLY};
    CHECK(NpyIter_MultiNew(2, small_out, NPY_ITER_REDUCE_OK, NPY_KEEPORDER, NPY_NO_CASTING, wo,
                           NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "output operand requires a reduction, but is flagged as write-only, not read-write");
    npy_uint32 nb[2] = {NPY_ITER_READONLY, NPY_ITER_READONLY | NPY_ITER_NO_BROADCAST};
    CHECK(NpyIter_MultiNew(2, small_out, 0, NPY_KEEPORDER, NPY_NO_CASTING, nb, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "non-broadcastable operand with shape (4,) doesn't match the broadcast shape (3,4)");
    /* With REDUCE_OK a written operand may be broadcast: a column sum into b. */
    PyArray_FILLWBYTE(ARR(b), 0);
    NpyIter* it = NpyIter_MultiNew(2, small_out, NPY_ITER_REDUCE_OK | NPY_ITER_EXTERNAL_LOOP,
                                   NPY_KEEPORDER, NPY_NO_CASTING, rw, NULL);
    CHECK(it != NULL);
    if (it != NULL) {
        NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
        char** p = NpyIter_GetDataPtrArray(it);
        npy_intp* s = NpyIter_GetInnerStrideArray(it);
        npy_intp* n = NpyIter_GetInnerLoopSizePtr(it);
        do {
            char *pa = p[0], *pb = p[1];
            for (npy_intp k = *n; k > 0; k--, pa += s[0], pb += s[1]) {
                *(npy_int64*)pb += *(npy_int64*)pa;
            }
        } while (next(it));
        NpyIter_Deallocate(it);
        npy_int64* col = PyArray_DATA(ARR(b));
        CHECK(col[0] == 3 + 19 + 67 && col[3] == 12 + 52 + 124);
    }
    Py_DECREF(c);
    Py_DECREF(out);
    Py_DECREF(b);
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

static void test_errors(void) {
    int64_t live = tl_live_objects();
    PyObject* a = squares(1, (npy_intp[]){4});
    CHECK(NpyIter_New(ARR(a), NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER, NPY_NO_CASTING, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "None of the iterator flags READWRITE, READONLY, or WRITEONLY were specified "
                "for an operand");
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READONLY | NPY_ITER_WRITEONLY, NPY_KEEPORDER,
                      NPY_NO_CASTING, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "Only one of the iterator flags READWRITE, READONLY, and WRITEONLY may be "
                "specified for an operand");
    PyArray_CLEARFLAGS(ARR(a), NPY_ARRAY_WRITEABLE);
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READWRITE, NPY_KEEPORDER, NPY_NO_CASTING, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "operand array with iterator write flag set is read-only");
    PyArray_ENABLEFLAGS(ARR(a), NPY_ARRAY_WRITEABLE);
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP | NPY_ITER_MULTI_INDEX,
                      NPY_KEEPORDER, NPY_NO_CASTING, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "Iterator flag EXTERNAL_LOOP cannot be used if an index or multi-index is being "
                "tracked");
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READONLY | NPY_ITER_MULTI_INDEX, NPY_KEEPORDER,
                      NPY_NO_CASTING, NULL) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_NotImplementedError));
    PyErr_Clear();

    /* dtypes: an equivalent one is fine; others need a cast NumPy would refuse here. */
    NpyIter* it = NpyIter_New(ARR(a), NPY_ITER_READONLY, NPY_KEEPORDER, NPY_NO_CASTING,
                              PyArray_DescrFromType(NPY_LONGLONG));
    CHECK(it != NULL);
    NpyIter_Deallocate(it);
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READONLY, NPY_KEEPORDER, NPY_NO_CASTING,
                      PyArray_DescrFromType(NPY_FLOAT)) == NULL);
    CHECK_ERROR(PyExc_TypeError,
                "Iterator operand 0 dtype could not be cast from dtype('int64') to "
                "dtype('float32') according to the rule 'no'");
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READONLY, NPY_KEEPORDER, NPY_UNSAFE_CASTING,
                      PyArray_DescrFromType(NPY_FLOAT)) == NULL);
    CHECK_ERROR(PyExc_TypeError,
                "Iterator operand required copying or buffering, but neither copying nor "
                "buffering was enabled");
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READONLY | NPY_ITER_BUFFERED, NPY_KEEPORDER,
                      NPY_UNSAFE_CASTING, PyArray_DescrFromType(NPY_FLOAT)) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_NotImplementedError));
    PyErr_Clear();
    /* Buffering without a cast is a plain walk. */
    CHECK_VISITS(a, NPY_ITER_EXTERNAL_LOOP | NPY_ITER_BUFFERED | NPY_ITER_GROWINNER, NPY_KEEPORDER);

    PyArrayObject* none[1] = {NULL};
    npy_uint32 alloc[1] = {NPY_ITER_WRITEONLY | NPY_ITER_ALLOCATE};
    CHECK(NpyIter_MultiNew(1, none, 0, NPY_KEEPORDER, NPY_NO_CASTING, alloc, NULL) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_NotImplementedError));
    PyErr_Clear();
    CHECK(NpyIter_MultiNew(0, none, 0, NPY_KEEPORDER, NPY_NO_CASTING, alloc, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "Must provide at least one operand");
    Py_DECREF(a);
    CHECK(tl_live_objects() == live);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_layouts();
    test_strided();
    test_small_and_empty();
    test_reset_and_floats();
    test_multi();
    test_errors();
    return check_finish("test_npyiter", live);
}
