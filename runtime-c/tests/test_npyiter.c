/* Tests for NpyIter (numpy/nditer.h): every element visited exactly once, with and without
 * NPY_ITER_EXTERNAL_LOOP, over C, Fortran, transposed, strided, reversed, 0-d and zero-size
 * arrays and broadcast operands, against plain loops; the multi-index API (multi-indexes,
 * NpyIter_GotoIterIndex, NpyIter_GetAxisStrideArray, NpyIter_RemoveAxis, RemoveMultiIndex,
 * EnableExternalLoop) against plain loops and the results and errors NumPy 2.4's own iterator
 * gives for the same calls. */
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
    CHECK(NpyIter_New(ARR(a), NPY_ITER_READONLY | NPY_ITER_C_INDEX, NPY_KEEPORDER,
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

/* ---- The multi-index API ---- */

#define MAXWALK 64

/* A 2x3x4 int64 array (squares) and views of it, as in NumPy: a.transpose(1, 0, 2),
 * a[:, ::-1, :] and a[::-1, ::-1, ::-1]. */
typedef struct {
    PyObject *a, *t, *r, *rr;
} Views;

static Views make_views(void) {
    Views v;
    npy_intp dims[3] = {2, 3, 4};
    v.a = squares(3, dims);
    v.t = view(v.a, 3, (npy_intp[]){3, 2, 4}, (npy_intp[]){32, 96, 8}, 0);
    v.r = view(v.a, 3, dims, (npy_intp[]){96, -32, 8}, 64);
    v.rr = view(v.a, 3, dims, (npy_intp[]){-96, -32, -8}, 184);
    return v;
}

static void free_views(Views v) {
    Py_DECREF(v.rr);
    Py_DECREF(v.r);
    Py_DECREF(v.t);
    Py_DECREF(v.a);
}

static NpyIter* iter_mi(PyObject* arr, npy_uint32 flags, NPY_ORDER order) {
    return NpyIter_New(ARR(arr), NPY_ITER_READONLY | NPY_ITER_MULTI_INDEX | flags, order,
                       NPY_NO_CASTING, NULL);
}

/* Byte offset of the element of arr at multi-index mi, by arr's strides. */
static npy_intp element_offset(PyArrayObject* arr, const npy_intp* mi) {
    npy_intp off = 0;
    for (int d = 0; d < PyArray_NDIM(arr); d++) {
        off += mi[d] * PyArray_STRIDE(arr, d);
    }
    return off;
}

/* The C-order flat index of multi-index mi in shape; -1 if an index is out of bounds. */
static npy_intp c_flat(int nd, const npy_intp* shape, const npy_intp* mi) {
    npy_intp f = 0;
    for (int d = 0; d < nd; d++) {
        if (mi[d] < 0 || mi[d] >= shape[d]) {
            return -1;
        }
        f = f * shape[d] + mi[d];
    }
    return f;
}

/* Walks a one-operand multi-index iterator over arr (a view of base) and checks at every step
 * that the data pointer is arr's element at the multi-index, that NpyIter_GetIterIndex counts
 * the steps, and that every element is visited once; then that NpyIter_GotoIterIndex and
 * NpyIter_GotoMultiIndex land where the walk was. Records the walk: each step's multi-index
 * as a C-order flat index of arr, and its pointer's offset from base's data in elements. */
static void check_mi_walk_at(int line, PyObject* arr, PyObject* base, NPY_ORDER order,
                             npy_intp* flat, npy_intp* offsets) {
    PyArrayObject* a = ARR(arr);
    int nd = PyArray_NDIM(a);
    npy_intp size = PyArray_SIZE(a);
    int seen[MAXWALK] = {0};
    int bad = 0;
    NpyIter* it = iter_mi(arr, 0, order);
    if (it == NULL || size > MAXWALK || NpyIter_GetNDim(it) != nd ||
        NpyIter_GetIterSize(it) != size || !NpyIter_HasMultiIndex(it)) {
        check_failures++;
        printf("%s:%d: multi-index iterator not made as expected\n", __FILE__, line);
        PyErr_Clear();
        NpyIter_Deallocate(it);
        return;
    }
    NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
    NpyIter_GetMultiIndexFunc* get_mi = NpyIter_GetGetMultiIndex(it, NULL);
    char** p = NpyIter_GetDataPtrArray(it);
    npy_intp k = 0;
    do {
        npy_intp mi[NPY_MAXDIMS];
        get_mi(it, mi);
        npy_intp f = c_flat(nd, PyArray_DIMS(a), mi);
        bad |= f < 0;
        if (bad) {
            break;
        }
        bad |= p[0] != PyArray_BYTES(a) + element_offset(a, mi);
        bad |= NpyIter_GetIterIndex(it) != k;
        seen[f]++;
        flat[k] = f;
        offsets[k] = (p[0] - PyArray_BYTES(ARR(base))) / 8;
        k++;
    } while (next(it) && k < size);
    bad |= k != size || NpyIter_GetIterIndex(it) != 0;
    for (npy_intp f = 0; f < size; f++) {
        bad |= seen[f] != 1;
    }
    for (npy_intp j = size - 1; j >= 0 && !bad; j--) {
        npy_intp mi[NPY_MAXDIMS];
        bad |= NpyIter_GotoIterIndex(it, j) != NPY_SUCCEED;
        bad |= (p[0] - PyArray_BYTES(ARR(base))) / 8 != offsets[j];
        get_mi(it, mi);
        npy_intp f = flat[j];
        for (int d = nd - 1; d >= 0; d--) {
            bad |= mi[d] != f % PyArray_DIM(a, d);
            f /= PyArray_DIM(a, d);
        }
        bad |= NpyIter_GotoIterIndex(it, 0) != NPY_SUCCEED;
        bad |= NpyIter_GotoMultiIndex(it, mi) != NPY_SUCCEED || NpyIter_GetIterIndex(it) != j;
    }
    NpyIter_Deallocate(it);
    if (bad) {
        check_failures++;
        printf("%s:%d: multi-index walk wrong\n", __FILE__, line);
        PyErr_Clear();
    }
}
#define CHECK_MI_WALK(arr, base, order, flat, offsets) \
    check_mi_walk_at(__LINE__, (arr), (base), (order), (flat), (offsets))

static void test_multi_index_walks(void) {
    int64_t live = tl_live_objects();
    Views v = make_views();
    npy_intp flat[MAXWALK], off[MAXWALK];
    int mem = 1, c = 1, f = 1;
    /* NPY_KEEPORDER walks memory (offsets 0, 1, 2 ...) whatever the view. */
    PyObject* all[4] = {v.a, v.t, v.r, v.rr};
    for (int i = 0; i < 4; i++) {
        CHECK_MI_WALK(all[i], v.a, NPY_KEEPORDER, flat, off);
        for (int k = 0; k < 24; k++) {
            mem &= off[k] == k;
        }
        /* NPY_CORDER: the multi-indexes in C order. */
        CHECK_MI_WALK(all[i], v.a, NPY_CORDER, flat, off);
        for (int k = 0; k < 24; k++) {
            c &= flat[k] == k;
        }
        /* NPY_FORTRANORDER: the first index fastest. */
        CHECK_MI_WALK(all[i], v.a, NPY_FORTRANORDER, flat, off);
        npy_intp* d = PyArray_DIMS(ARR(all[i]));
        for (int k = 0; k < 24; k++) {
            npy_intp i0 = k % d[0], i1 = (k / d[0]) % d[1], i2 = k / (d[0] * d[1]);
            f &= flat[k] == (i0 * d[1] + i1) * d[2] + i2;
        }
    }
    CHECK(mem && c && f);
    /* NumPy's walks: a[:, ::-1, :] in K order starts at multi-index (0,2,0), a[::-1, ::-1,
     * ::-1] at (1,2,3); in C order the latter starts at its own (0,0,0), element 23. */
    CHECK_MI_WALK(v.r, v.a, NPY_KEEPORDER, flat, off);
    CHECK(flat[0] == 8 && flat[4] == 4 && flat[8] == 0 && flat[12] == 20);
    CHECK_MI_WALK(v.rr, v.a, NPY_KEEPORDER, flat, off);
    CHECK(flat[0] == 23 && flat[1] == 22 && flat[23] == 0);
    CHECK_MI_WALK(v.rr, v.a, NPY_CORDER, flat, off);
    CHECK(off[0] == 23 && off[1] == 22 && off[23] == 0);
    /* Size-1 axes are kept (not merged away) and walked. */
    PyObject* ones = squares(4, (npy_intp[]){3, 1, 4, 1});
    CHECK_MI_WALK(ones, ones, NPY_KEEPORDER, flat, off);
    for (int k = 0; k < 12; k++) {
        CHECK(flat[k] == k && off[k] == k);
    }
    Py_DECREF(ones);
    free_views(v);
    CHECK(tl_live_objects() == live);
}

/* The multi-indexes of a KEEPORDER walk over the operands (read-only), as C-order flat
 * indexes of the broadcast shape, into flat; returns the number of steps. */
static int keep_order_walk(int nop, PyObject** ops, npy_intp* flat) {
    PyArrayObject* arrs[TL_NPYITER_MAXOP];
    npy_uint32 op_flags[TL_NPYITER_MAXOP];
    for (int i = 0; i < nop; i++) {
        arrs[i] = ARR(ops[i]);
        op_flags[i] = NPY_ITER_READONLY;
    }
    NpyIter* it = NpyIter_MultiNew(nop, arrs, NPY_ITER_MULTI_INDEX, NPY_KEEPORDER,
                                   NPY_NO_CASTING, op_flags, NULL);
    if (it == NULL) {
        PyErr_Clear();
        return -1;
    }
    int nd = NpyIter_GetNDim(it);
    npy_intp shape[NPY_MAXDIMS];
    NpyIter_GetShape(it, shape);
    NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
    NpyIter_GetMultiIndexFunc* get_mi = NpyIter_GetGetMultiIndex(it, NULL);
    int k = 0;
    do {
        npy_intp mi[NPY_MAXDIMS];
        get_mi(it, mi);
        flat[k++] = c_flat(nd, shape, mi);
    } while (next(it) && k < MAXWALK);
    NpyIter_Deallocate(it);
    return k;
}

/* The axis order NPY_KEEPORDER picks when operands disagree, against NumPy 2.4's walks of the
 * same operands: every operand striding two axes has a say and a conflict keeps C order. */
static void test_multi_index_operand_order(void) {
    int64_t live = tl_live_objects();
    npy_intp flat[MAXWALK];
    npy_intp d23[2] = {2, 3};
    PyObject* cc = PyArray_ZEROS(2, d23, NPY_INT64, 0);
    PyObject* ff = PyArray_ZEROS(2, d23, NPY_INT64, 1);
    /* (F, C), (C, F), (F, F, C): all walk C order. */
    PyObject* fc[3] = {ff, cc, NULL};
    PyObject* cf[2] = {cc, ff};
    PyObject* ffc[3] = {ff, ff, cc};
    PyObject** sets[3] = {fc, cf, ffc};
    int nops[3] = {2, 2, 3};
    for (int s = 0; s < 3; s++) {
        int ok = keep_order_walk(nops[s], sets[s], flat) == 6;
        for (int k = 0; k < 6 && ok; k++) {
            ok &= flat[k] == k;
        }
        CHECK(ok);
    }
    /* (2,3,4)[:, ::-1, ::-1] with (2,3,4) strided (96, 8, 24): C order. */
    PyObject* big = squares(3, (npy_intp[]){2, 3, 4});
    PyObject* rev = view(big, 3, (npy_intp[]){2, 3, 4}, (npy_intp[]){96, -32, -8}, 88);
    PyObject* perm = view(big, 3, (npy_intp[]){2, 3, 4}, (npy_intp[]){96, 8, 24}, 0);
    PyObject* rp[2] = {rev, perm};
    int ok = keep_order_walk(2, rp, flat) == 24;
    for (int k = 0; k < 24 && ok; k++) {
        ok &= flat[k] == k;
    }
    CHECK(ok);
    /* (4,1,1), (1,3,1) and a (4,3,2) view strided (8, 32, 96): the first axis fastest, an
     * axis that only some operands stride passed over. */
    PyObject* x = PyArray_ZEROS(3, ((npy_intp[]){4, 1, 1}), NPY_INT64, 0);
    PyObject* y = PyArray_ZEROS(3, ((npy_intp[]){1, 3, 1}), NPY_INT64, 0);
    PyObject* z = view(big, 3, (npy_intp[]){4, 3, 2}, (npy_intp[]){8, 32, 96}, 0);
    PyObject* xyz[3] = {x, y, z};
    ok = keep_order_walk(3, xyz, flat) == 24;
    for (int k = 0; k < 24 && ok; k++) {
        ok &= flat[k] == (k % 4) * 6 + ((k / 4) % 3) * 2 + k / 12;
    }
    CHECK(ok);
    Py_DECREF(x);
    Py_DECREF(y);
    Py_DECREF(z);
    Py_DECREF(rev);
    Py_DECREF(perm);
    Py_DECREF(big);
    Py_DECREF(cc);
    Py_DECREF(ff);
    CHECK(tl_live_objects() == live);
}

/* NpyIter_GetAxisStrideArray, NpyIter_GetShape and the index errors, against NumPy 2.4. */
static void test_axis_strides(void) {
    int64_t live = tl_live_objects();
    Views v = make_views();
    NpyIter* it = iter_mi(v.t, 0, NPY_KEEPORDER);
    CHECK(NpyIter_GetAxisStrideArray(it, 0)[0] == 32);
    CHECK(NpyIter_GetAxisStrideArray(it, 1)[0] == 96);
    CHECK(NpyIter_GetAxisStrideArray(it, 2)[0] == 8);
    npy_intp shape[3];
    CHECK(NpyIter_GetShape(it, shape) == NPY_SUCCEED);
    CHECK(shape[0] == 3 && shape[1] == 2 && shape[2] == 4);
    CHECK(NpyIter_GetAxisStrideArray(it, 3) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis out of bounds in iterator GetStrideAxisArray");
    CHECK(NpyIter_GetAxisStrideArray(it, -1) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis out of bounds in iterator GetStrideAxisArray");
    /* Index errors leave the position alone. */
    CHECK(NpyIter_GotoIterIndex(it, 5) == NPY_SUCCEED);
    CHECK(NpyIter_GetDataPtrArray(it)[0] == PyArray_BYTES(ARR(v.a)) + 5 * 8);
    CHECK(NpyIter_GotoIterIndex(it, 24) == NPY_FAIL);
    CHECK_ERROR(PyExc_IndexError,
                "Iterator GotoIterIndex called with an iterindex outside the iteration range.");
    CHECK(NpyIter_GotoIterIndex(it, -1) == NPY_FAIL);
    CHECK_ERROR(PyExc_IndexError,
                "Iterator GotoIterIndex called with an iterindex outside the iteration range.");
    CHECK(NpyIter_GotoMultiIndex(it, (npy_intp[]){1, 1, 3}) == NPY_SUCCEED);
    CHECK(NpyIter_GetIterIndex(it) == 19);
    CHECK(NpyIter_GotoMultiIndex(it, (npy_intp[]){-1, 1, 3}) == NPY_FAIL);
    CHECK_ERROR(PyExc_IndexError,
                "Iterator GotoMultiIndex called with an out-of-bounds multi-index");
    CHECK(NpyIter_GotoMultiIndex(it, (npy_intp[]){3, 0, 0}) == NPY_FAIL);
    CHECK_ERROR(PyExc_IndexError,
                "Iterator GotoMultiIndex called with an out-of-bounds multi-index");
    CHECK(NpyIter_GetIterIndex(it) == 19);
    NpyIter_Deallocate(it);

    /* An axis walked backwards gives its walking (negated) strides, as NumPy's does... */
    it = iter_mi(v.r, 0, NPY_KEEPORDER);
    CHECK(NpyIter_GetAxisStrideArray(it, 0)[0] == 96);
    CHECK(NpyIter_GetAxisStrideArray(it, 1)[0] == 32);
    CHECK(NpyIter_GetAxisStrideArray(it, 2)[0] == 8);
    CHECK(*NpyIter_GetInnerLoopSizePtr(it) == 4 && NpyIter_GetInnerStrideArray(it)[0] == 8);
    NpyIter_Deallocate(it);
    /* ... but only when every operand strides it backwards; and in C order it is not. */
    PyObject* out = PyArray_ZEROS(3, ((npy_intp[]){2, 3, 4}), NPY_INT64, 0);
    PyArrayObject* ro[2] = {ARR(v.r), ARR(out)};
    npy_uint32 flags2[2] = {NPY_ITER_READONLY, NPY_ITER_READWRITE};
    it = NpyIter_MultiNew(2, ro, NPY_ITER_MULTI_INDEX, NPY_KEEPORDER, NPY_NO_CASTING, flags2,
                          NULL);
    npy_intp* s = NpyIter_GetAxisStrideArray(it, 1);
    CHECK(s[0] == -32 && s[1] == 32);
    CHECK(NpyIter_GetDataPtrArray(it)[0] == PyArray_BYTES(ARR(v.a)) + 8 * 8);
    NpyIter_Deallocate(it);
    it = iter_mi(v.rr, 0, NPY_CORDER);
    CHECK(NpyIter_GetAxisStrideArray(it, 2)[0] == -8);
    NpyIter_Deallocate(it);
    /* Broadcast axes stride 0, as do size-1 axes. */
    PyObject* row = squares(1, (npy_intp[]){4});
    PyArrayObject* ab[2] = {ARR(v.a), ARR(row)};
    npy_uint32 ro2[2] = {NPY_ITER_READONLY, NPY_ITER_READONLY};
    it = NpyIter_MultiNew(2, ab, NPY_ITER_MULTI_INDEX, NPY_KEEPORDER, NPY_NO_CASTING, ro2, NULL);
    s = NpyIter_GetAxisStrideArray(it, 0);
    CHECK(s[0] == 96 && s[1] == 0);
    s = NpyIter_GetAxisStrideArray(it, 2);
    CHECK(s[0] == 8 && s[1] == 8);
    NpyIter_Deallocate(it);
    PyObject* ones = PyArray_ZEROS(3, ((npy_intp[]){3, 1, 4}), NPY_FLOAT64, 0);
    it = iter_mi(ones, 0, NPY_KEEPORDER);
    CHECK(NpyIter_GetNDim(it) == 3 && NpyIter_GetAxisStrideArray(it, 1)[0] == 0);
    /* RemoveMultiIndex merges the axes and resets. */
    NpyIter_GetIterNext(it, NULL)(it);
    NpyIter_GetIterNext(it, NULL)(it);
    CHECK(NpyIter_GetIterIndex(it) == 2);
    CHECK(NpyIter_RemoveMultiIndex(it) == NPY_SUCCEED);
    CHECK(NpyIter_GetNDim(it) == 1 && !NpyIter_HasMultiIndex(it));
    CHECK(NpyIter_GetIterIndex(it) == 0 && *NpyIter_GetInnerLoopSizePtr(it) == 12);
    CHECK(NpyIter_RemoveMultiIndex(it) == NPY_SUCCEED);
    NpyIter_Deallocate(it);

    /* Without a multi-index: the iterator's own (coalesced) axes; no multi-index calls. */
    it = NpyIter_New(ARR(v.t), NPY_ITER_READONLY, NPY_KEEPORDER, NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GetNDim(it) == 1 && NpyIter_GetAxisStrideArray(it, 0)[0] == 8);
    CHECK(NpyIter_GotoIterIndex(it, 5) == NPY_SUCCEED && NpyIter_GetIterIndex(it) == 5);
    CHECK(NpyIter_GetDataPtrArray(it)[0] == PyArray_BYTES(ARR(v.a)) + 5 * 8);
    CHECK(NpyIter_GetGetMultiIndex(it, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "Cannot retrieve a GetMultiIndex function for an iterator "
                                  "that doesn't track a multi-index.");
    char* errmsg = NULL;
    CHECK(NpyIter_GetGetMultiIndex(it, &errmsg) == NULL);
    CHECK_NO_ERROR();
    CHECK_STR(errmsg, "Cannot retrieve a GetMultiIndex function for an iterator that doesn't "
                      "track a multi-index.");
    CHECK(NpyIter_GotoMultiIndex(it, (npy_intp[]){0, 0, 0}) == NPY_FAIL);
    CHECK_ERROR(PyExc_ValueError, "Cannot call GotoMultiIndex on an iterator without "
                                  "requesting a multi-index in the constructor");
    CHECK(NpyIter_RemoveAxis(it, 0) == NPY_FAIL);
    CHECK_ERROR(PyExc_RuntimeError,
                "Iterator RemoveAxis may only be called if a multi-index is being tracked");
    NpyIter_Deallocate(it);
    it = NpyIter_New(ARR(v.t), NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP, NPY_KEEPORDER,
                     NPY_NO_CASTING, NULL);
    CHECK(NpyIter_GotoIterIndex(it, 0) == NPY_FAIL);
    CHECK_ERROR(PyExc_ValueError,
                "Cannot call GotoIterIndex on an iterator which has the flag EXTERNAL_LOOP");
    NpyIter_Deallocate(it);

    /* 0-d: no axis; the multi-index has no entries. */
    PyObject* scalar = squares(0, NULL);
    it = iter_mi(scalar, 0, NPY_KEEPORDER);
    CHECK(NpyIter_GetNDim(it) == 0 && NpyIter_GetIterSize(it) == 1);
    npy_intp mi[1] = {77};
    NpyIter_GetGetMultiIndex(it, NULL)(it, mi);
    CHECK(mi[0] == 77 && NpyIter_GotoMultiIndex(it, mi) == NPY_SUCCEED);
    CHECK(NpyIter_RemoveAxis(it, 0) == NPY_FAIL);
    CHECK_ERROR(PyExc_ValueError, "axis out of bounds in iterator RemoveAxis");
    NpyIter_Deallocate(it);

    Py_DECREF(scalar);
    Py_DECREF(ones);
    Py_DECREF(row);
    Py_DECREF(out);
    free_views(v);
    CHECK(tl_live_objects() == live);
}

/* The offsets from base's data (in elements) of the first operand along a walk of it. */
static int walk_offsets(NpyIter* it, PyObject* base, npy_intp* offsets) {
    NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
    char** p = NpyIter_GetDataPtrArray(it);
    int k = 0;
    do {
        offsets[k++] = (p[0] - PyArray_BYTES(ARR(base))) / 8;
    } while (next(it) && k < MAXWALK);
    return k;
}

/* NpyIter_RemoveAxis against NumPy 2.4's results for the same calls. */
static void test_remove_axis(void) {
    int64_t live = tl_live_objects();
    Views v = make_views();
    npy_intp off[MAXWALK];
    /* a.transpose(1, 0, 2) less its axis 1: (3, 4) strided (32, 8), memory order. */
    NpyIter* it = iter_mi(v.t, 0, NPY_KEEPORDER);
    NpyIter_GetIterNext(it, NULL)(it);
    CHECK(NpyIter_RemoveAxis(it, 1) == NPY_SUCCEED);
    CHECK(NpyIter_GetNDim(it) == 2 && NpyIter_GetIterSize(it) == 12);
    CHECK(NpyIter_GetIterIndex(it) == 0);
    NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
    NpyIter_GetMultiIndexFunc* get_mi = NpyIter_GetGetMultiIndex(it, NULL);
    char** p = NpyIter_GetDataPtrArray(it);
    int k = 0, ok = 1;
    do {
        npy_intp mi[2];
        get_mi(it, mi);
        ok &= p[0] == PyArray_BYTES(ARR(v.a)) + mi[0] * 32 + mi[1] * 8;
        ok &= p[0] == PyArray_BYTES(ARR(v.a)) + k * 8 && NpyIter_GetIterIndex(it) == k;
        k++;
    } while (next(it) && k < 12);
    CHECK(ok && k == 12);
    CHECK(NpyIter_RemoveAxis(it, 5) == NPY_FAIL);
    CHECK_ERROR(PyExc_ValueError, "axis out of bounds in iterator RemoveAxis");
    CHECK(NpyIter_RemoveAxis(it, -1) == NPY_FAIL);
    CHECK_ERROR(PyExc_ValueError, "axis out of bounds in iterator RemoveAxis");
    NpyIter_Deallocate(it);

    /* a[:, ::-1, :], walked backwards along axis 1: removing that axis leaves each step at
     * the axis's first element (the view's [i, 0, k], element 8 + ...). */
    it = iter_mi(v.r, 0, NPY_KEEPORDER);
    CHECK(NpyIter_GetInitialDataPtrArray(it)[0] == PyArray_BYTES(ARR(v.a)));
    CHECK(NpyIter_RemoveAxis(it, 1) == NPY_SUCCEED);
    CHECK(walk_offsets(it, v.a, off) == 8);
    static const npy_intp want8[8] = {8, 9, 10, 11, 20, 21, 22, 23};
    CHECK(memcmp(off, want8, sizeof want8) == 0);
    CHECK(NpyIter_GetAxisStrideArray(it, 1)[0] == 8);
    CHECK(NpyIter_RemoveAxis(it, 0) == NPY_SUCCEED);
    CHECK(walk_offsets(it, v.a, off) == 4);
    CHECK(off[0] == 8 && off[1] == 9 && off[2] == 10 && off[3] == 11);
    /* Every axis removed: one element, ndim 0. */
    CHECK(NpyIter_RemoveAxis(it, 0) == NPY_SUCCEED);
    CHECK(NpyIter_GetNDim(it) == 0 && NpyIter_GetIterSize(it) == 1);
    CHECK(walk_offsets(it, v.a, off) == 1 && off[0] == 8);
    CHECK(NpyIter_RemoveAxis(it, 0) == NPY_FAIL);
    CHECK_ERROR(PyExc_ValueError, "axis out of bounds in iterator RemoveAxis");
    NpyIter_Deallocate(it);

    /* The inner loop follows: 2x3 C, then less axis 1, then less axis 0. */
    PyObject* m = PyArray_ZEROS(2, ((npy_intp[]){2, 3}), NPY_FLOAT64, 0);
    it = iter_mi(m, 0, NPY_KEEPORDER);
    CHECK(*NpyIter_GetInnerLoopSizePtr(it) == 3);
    CHECK(NpyIter_RemoveAxis(it, 1) == NPY_SUCCEED);
    CHECK(*NpyIter_GetInnerLoopSizePtr(it) == 2 && NpyIter_GetInnerStrideArray(it)[0] == 24);
    CHECK(NpyIter_RemoveAxis(it, 0) == NPY_SUCCEED);
    CHECK(*NpyIter_GetInnerLoopSizePtr(it) == 1 && NpyIter_GetInnerStrideArray(it)[0] == 0);
    CHECK(NpyIter_GetNDim(it) == 0 && NpyIter_GetIterSize(it) == 1);
    NpyIter_Deallocate(it);

    /* NumPy's reduction recipe: remove the axis, then the multi-index, then walk inner
     * loops. (2,3,4) less axis 1 is (2,4): two inner loops of 4, at elements 0 and 12. */
    it = iter_mi(v.a, 0, NPY_KEEPORDER);
    CHECK(NpyIter_EnableExternalLoop(it) == NPY_FAIL);
    CHECK_ERROR(PyExc_ValueError, "Iterator flag EXTERNAL_LOOP cannot be used if an index or "
                                  "multi-index is being tracked");
    CHECK(NpyIter_RemoveAxis(it, 1) == NPY_SUCCEED);
    CHECK(NpyIter_RemoveMultiIndex(it) == NPY_SUCCEED && NpyIter_GetNDim(it) == 2);
    NpyIter_GetIterNext(it, NULL)(it);
    CHECK(NpyIter_EnableExternalLoop(it) == NPY_SUCCEED && NpyIter_HasExternalLoop(it));
    CHECK(NpyIter_GetIterIndex(it) == 0 && *NpyIter_GetInnerLoopSizePtr(it) == 4);
    CHECK(NpyIter_GetInnerStrideArray(it)[0] == 8);
    CHECK(walk_offsets(it, v.a, off) == 2 && off[0] == 0 && off[1] == 12);
    NpyIter_Deallocate(it);

    /* Zero-size: removing the empty axis leaves something to walk. */
    PyObject* e = PyArray_ZEROS(3, ((npy_intp[]){2, 0, 3}), NPY_INT64, 0);
    it = iter_mi(e, NPY_ITER_ZEROSIZE_OK, NPY_KEEPORDER);
    CHECK(NpyIter_GetNDim(it) == 3 && NpyIter_GetIterSize(it) == 0);
    CHECK(NpyIter_GetIterNext(it, NULL)(it) == 0);
    CHECK(NpyIter_RemoveAxis(it, 1) == NPY_SUCCEED);
    CHECK(NpyIter_GetNDim(it) == 2 && NpyIter_GetIterSize(it) == 6);
    NpyIter_Deallocate(it);

    Py_DECREF(e);
    Py_DECREF(m);
    free_views(v);
    CHECK(tl_live_objects() == live);
}

/* out = softmax(x) along `axis` the way PyTensor's Softmax C code walks it: a multi-index
 * iterator over (x, out), the axis's strides taken, the axis removed, then one row per step.
 * axis -1: over every element, two passes joined by NpyIter_GotoIterIndex(it, 0). */
static int iter_softmax(PyObject* x, PyObject* out, int axis) {
    PyArrayObject* ops[2] = {ARR(x), ARR(out)};
    npy_uint32 op_flags[2] = {NPY_ITER_READONLY, NPY_ITER_READWRITE};
    NpyIter* it = NpyIter_MultiNew(2, ops, axis < 0 ? 0 : NPY_ITER_MULTI_INDEX, NPY_KEEPORDER,
                                   NPY_NO_CASTING, op_flags, NULL);
    if (it == NULL) {
        return -1;
    }
    char** p = NpyIter_GetDataPtrArray(it);
    if (axis < 0) {
        NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
        double sum = 0.0;
        do {
            *(double*)p[1] = exp(*(double*)p[0]);
            sum += *(double*)p[1];
        } while (next(it));
        if (NpyIter_GotoIterIndex(it, 0) == NPY_FAIL) {
            NpyIter_Deallocate(it);
            return -1;
        }
        do {
            *(double*)p[1] /= sum;
        } while (next(it));
        return NpyIter_Deallocate(it) == NPY_SUCCEED ? 0 : -1;
    }
    npy_intp n = PyArray_DIM(ARR(x), axis);
    npy_intp* s = NpyIter_GetAxisStrideArray(it, axis);
    if (s == NULL) {
        NpyIter_Deallocate(it);
        return -1;
    }
    npy_intp sx = s[0], so = s[1];
    if (NpyIter_RemoveAxis(it, axis) == NPY_FAIL) {
        NpyIter_Deallocate(it);
        return -1;
    }
    NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
    do {
        double top = *(double*)p[0], sum = 0.0;
        for (npy_intp i = 1; i < n; i++) {
            top = fmax(top, *(double*)(p[0] + i * sx));
        }
        for (npy_intp i = 0; i < n; i++) {
            double e = exp(*(double*)(p[0] + i * sx) - top);
            *(double*)(p[1] + i * so) = e;
            sum += e;
        }
        for (npy_intp i = 0; i < n; i++) {
            *(double*)(p[1] + i * so) /= sum;
        }
    } while (next(it));
    return NpyIter_Deallocate(it) == NPY_SUCCEED ? 0 : -1;
}

static double* element(PyArrayObject* arr, const npy_intp* mi) {
    return (double*)(PyArray_BYTES(arr) + element_offset(arr, mi));
}

/* The same by plain loops over x's (2, 3, 4) indexes. */
static double plain_softmax_at(PyArrayObject* x, int axis, const npy_intp* at) {
    npy_intp mi[3] = {at[0], at[1], at[2]};
    npy_intp n = PyArray_DIM(x, axis);
    mi[axis] = 0;
    double top = *element(x, mi), sum = 0.0;
    for (mi[axis] = 1; mi[axis] < n; mi[axis]++) {
        top = fmax(top, *element(x, mi));
    }
    for (mi[axis] = 0; mi[axis] < n; mi[axis]++) {
        sum += exp(*element(x, mi) - top);
    }
    return exp(*element(x, at) - top) / sum;
}

static void test_softmax_pattern(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[3] = {2, 3, 4};
    PyObject* base = PyArray_EMPTY(3, dims, NPY_FLOAT64, 0);
    double* d = PyArray_DATA(ARR(base));
    for (int i = 0; i < 24; i++) {
        d[i] = sin(i * 1.7) * 3.0;
    }
    /* x laid out C, transposed (a (3,2,4) buffer viewed as (2,3,4)), and reversed. */
    PyObject* xs[3] = {
        base,
        view(base, 3, dims, (npy_intp[]){32, 64, 8}, 0),
        view(base, 3, dims, (npy_intp[]){96, -32, -8}, 88),
    };
    for (int l = 0; l < 3; l++) {
        for (int axis = 0; axis < 3; axis++) {
            PyObject* out = PyArray_ZEROS(3, dims, NPY_FLOAT64, 0);
            CHECK(iter_softmax(xs[l], out, axis) == 0);
            int ok = 1;
            for (npy_intp i = 0; i < 24; i++) {
                npy_intp at[3] = {i / 12, (i / 4) % 3, i % 4};
                ok &= *element(ARR(out), at) ==
                      plain_softmax_at(ARR(xs[l]), axis, at);
            }
            CHECK(ok);
            Py_DECREF(out);
        }
    }
    /* Over every element: integer-valued data, so the sum is exact in any order. */
    PyObject* ints = PyArray_EMPTY(3, dims, NPY_FLOAT64, 0);
    double* v = PyArray_DATA(ARR(ints));
    double total = 0.0;
    for (int i = 0; i < 24; i++) {
        v[i] = (double)(i % 5);
        total += exp(v[i]);
    }
    PyObject* t = view(ints, 3, dims, (npy_intp[]){32, 64, 8}, 0);
    PyObject* out = PyArray_ZEROS(3, dims, NPY_FLOAT64, 0);
    CHECK(iter_softmax(t, out, -1) == 0);
    int ok = 1;
    for (npy_intp i = 0; i < 24; i++) {
        npy_intp at[3] = {i / 12, (i / 4) % 3, i % 4};
        ok &= ((double*)PyArray_DATA(ARR(out)))[i] == exp(*element(ARR(t), at)) / total;
    }
    CHECK(ok);
    Py_DECREF(out);
    Py_DECREF(t);
    Py_DECREF(ints);
    for (int l = 0; l < 3; l++) {
        Py_DECREF(xs[l]);
    }
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
    test_multi_index_walks();
    test_multi_index_operand_order();
    test_axis_strides();
    test_remove_axis();
    test_softmax_pattern();
    return check_finish("test_npyiter", live);
}
