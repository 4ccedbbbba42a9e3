/* twinlink module for function products: 5 inputs, 3 outputs, 3 nodes, C++. Generated: do not edit. */
#define TL_N_INPUTS 5
#define TL_N_OUTPUTS 3
#define TL_N_CONSTANTS 0
#include <Python.h>
#include "twinlink_prelude.h"
#include <new>
#include <numpy/arrayobject.h>
#include <numpy/npy_math.h>
#include <math.h>

/* "(2, 3)" into buf: for broadcasting errors. */
static const char* tl_shape_text(PyArrayObject* a, char* buf, size_t size) {
    size_t at = 0;
    at += snprintf(buf + at, size - at, "(");
    for (int d = 0; d < PyArray_NDIM(a) && at < size; d++)
        at += snprintf(buf + at, size - at, d ? ", %lld" : "%lld", (long long)PyArray_DIM(a, d));
    if (PyArray_NDIM(a) == 1 && at < size) at += snprintf(buf + at, size - at, ",");
    if (at < size) snprintf(buf + at, size - at, ")");
    return buf;
}

namespace {

struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V6;
    PyObject* tl_storage_V9;
    PyObject* tl_storage_V12;
    int init(PyObject* const* tl_constants);
    void cleanup();
    int run(PyObject* const* tl_inputs);
    PyObject* tl_output(PyObject* const* tl_inputs, int i);
    ~tl_state() { cleanup(); }
};

} // namespace

static const char* tl_failure_where(int id) {
    switch (id) {
    case 1: return "input 'a' (position 0) (V1)";
    case 2: return "input 'b' (position 1) (V2)";
    case 3: return "input 'v' (position 2) (V3)";
    case 4: return "input 'f' (position 3) (V4)";
    case 5: return "input 'g' (position 4) (V5)";
    case 6: return "output 0 of dot (V6)";
    case 9: return "output 0 of dot (V9)";
    case 12: return "output 0 of matmul (V12)";
    case 7: case 8: return "op dot (node_1)";
    case 10: case 11: return "op dot (node_2)";
    case 13: case 14: return "op matmul (node_3)";
    default: return "twinlink runtime";
    }
}

static void tl_missing_error(int id) {
    if (!PyErr_Occurred())
        PyErr_Format(PyExc_RuntimeError, "%s failed without setting a Python exception (function %s)", tl_failure_where(id), "products");
}


int tl_state::init(PyObject* const* tl_constants) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_constants;
    return 0;
__tl_init_failed:
    tl_missing_error(__failure);
    return __failure;
}

void tl_state::cleanup() {
    tl_state* tl_self = this;
    (void)tl_self;
    Py_CLEAR(tl_self->tl_storage_V6);
    Py_CLEAR(tl_self->tl_storage_V9);
    Py_CLEAR(tl_self->tl_storage_V12);
}

int tl_state::run(PyObject* const* tl_inputs) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_inputs;
    PyObject* py_V1 = NULL;
    PyObject* py_V2 = NULL;
    PyObject* py_V3 = NULL;
    PyObject* py_V4 = NULL;
    PyObject* py_V5 = NULL;
    PyObject* py_V6 = NULL;
    PyObject* py_V9 = NULL;
    PyObject* py_V12 = NULL;
    { /* V1 input 'a' (position 0) */
        PyArrayObject* V1;
        typedef npy_float64 dtype_V1;
        py_V1 = tl_inputs[0];
        Py_XINCREF(py_V1);
        V1 = NULL;
        if (py_V1 == Py_None) {
            PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
            { __failure = 1; goto __label_1; }
        }
        if (!PyArray_Check(py_V1)) {
            PyErr_SetString(PyExc_ValueError, "expected an ndarray");
            { __failure = 1; goto __label_1; }
        }
        if (!PyArray_ISALIGNED((PyArrayObject*)py_V1)) {
            PyErr_Format(PyExc_NotImplementedError,
                         "expected an aligned array of type %d (NPY_FLOAT64), got a non-aligned array of type %d",
                         12, PyArray_TYPE((PyArrayObject*)py_V1));
            { __failure = 1; goto __label_1; }
        }
        if (PyArray_TYPE((PyArrayObject*)py_V1) != NPY_FLOAT64) {
            PyErr_Format(PyExc_TypeError, "expected type_num %d (NPY_FLOAT64) got %d",
                         NPY_FLOAT64, PyArray_TYPE((PyArrayObject*)py_V1));
            { __failure = 1; goto __label_1; }
        }
        V1 = (PyArrayObject*)py_V1;
        Py_XINCREF(V1);

        { /* V2 input 'b' (position 1) */
            PyArrayObject* V2;
            typedef npy_float64 dtype_V2;
            py_V2 = tl_inputs[1];
            Py_XINCREF(py_V2);
            V2 = NULL;
            if (py_V2 == Py_None) {
                PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
                { __failure = 2; goto __label_2; }
            }
            if (!PyArray_Check(py_V2)) {
                PyErr_SetString(PyExc_ValueError, "expected an ndarray");
                { __failure = 2; goto __label_2; }
            }
            if (!PyArray_ISALIGNED((PyArrayObject*)py_V2)) {
                PyErr_Format(PyExc_NotImplementedError,
                             "expected an aligned array of type %d (NPY_FLOAT64), got a non-aligned array of type %d",
                             12, PyArray_TYPE((PyArrayObject*)py_V2));
                { __failure = 2; goto __label_2; }
            }
            if (PyArray_TYPE((PyArrayObject*)py_V2) != NPY_FLOAT64) {
                PyErr_Format(PyExc_TypeError, "expected type_num %d (NPY_FLOAT64) got %d",
                             NPY_FLOAT64, PyArray_TYPE((PyArrayObject*)py_V2));
                { __failure = 2; goto __label_2; }
            }
            V2 = (PyArrayObject*)py_V2;
            Py_XINCREF(V2);

            { /* V3 input 'v' (position 2) */
                PyArrayObject* V3;
                typedef npy_float64 dtype_V3;
                py_V3 = tl_inputs[2];
                Py_XINCREF(py_V3);
                V3 = NULL;
                if (py_V3 == Py_None) {
                    PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
                    { __failure = 3; goto __label_3; }
                }
                if (!PyArray_Check(py_V3)) {
                    PyErr_SetString(PyExc_ValueError, "expected an ndarray");
                    { __failure = 3; goto __label_3; }
                }
                if (!PyArray_ISALIGNED((PyArrayObject*)py_V3)) {
                    PyErr_Format(PyExc_NotImplementedError,
                                 "expected an aligned array of type %d (NPY_FLOAT64), got a non-aligned array of type %d",
                                 12, PyArray_TYPE((PyArrayObject*)py_V3));
                    { __failure = 3; goto __label_3; }
                }
                if (PyArray_TYPE((PyArrayObject*)py_V3) != NPY_FLOAT64) {
                    PyErr_Format(PyExc_TypeError, "expected type_num %d (NPY_FLOAT64) got %d",
                                 NPY_FLOAT64, PyArray_TYPE((PyArrayObject*)py_V3));
                    { __failure = 3; goto __label_3; }
                }
                V3 = (PyArrayObject*)py_V3;
                Py_XINCREF(V3);

                { /* V4 input 'f' (position 3) */
                    PyArrayObject* V4;
                    typedef npy_float32 dtype_V4;
                    py_V4 = tl_inputs[3];
                    Py_XINCREF(py_V4);
                    V4 = NULL;
                    if (py_V4 == Py_None) {
                        PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
                        { __failure = 4; goto __label_4; }
                    }
                    if (!PyArray_Check(py_V4)) {
                        PyErr_SetString(PyExc_ValueError, "expected an ndarray");
                        { __failure = 4; goto __label_4; }
                    }
                    if (!PyArray_ISALIGNED((PyArrayObject*)py_V4)) {
                        PyErr_Format(PyExc_NotImplementedError,
                                     "expected an aligned array of type %d (NPY_FLOAT32), got a non-aligned array of type %d",
                                     11, PyArray_TYPE((PyArrayObject*)py_V4));
                        { __failure = 4; goto __label_4; }
                    }
                    if (PyArray_TYPE((PyArrayObject*)py_V4) != NPY_FLOAT32) {
                        PyErr_Format(PyExc_TypeError, "expected type_num %d (NPY_FLOAT32) got %d",
                                     NPY_FLOAT32, PyArray_TYPE((PyArrayObject*)py_V4));
                        { __failure = 4; goto __label_4; }
                    }
                    V4 = (PyArrayObject*)py_V4;
                    Py_XINCREF(V4);

                    { /* V5 input 'g' (position 4) */
                        PyArrayObject* V5;
                        typedef npy_float32 dtype_V5;
                        py_V5 = tl_inputs[4];
                        Py_XINCREF(py_V5);
                        V5 = NULL;
                        if (py_V5 == Py_None) {
                            PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
                            { __failure = 5; goto __label_5; }
                        }
                        if (!PyArray_Check(py_V5)) {
                            PyErr_SetString(PyExc_ValueError, "expected an ndarray");
                            { __failure = 5; goto __label_5; }
                        }
                        if (!PyArray_ISALIGNED((PyArrayObject*)py_V5)) {
                            PyErr_Format(PyExc_NotImplementedError,
                                         "expected an aligned array of type %d (NPY_FLOAT32), got a non-aligned array of type %d",
                                         11, PyArray_TYPE((PyArrayObject*)py_V5));
                            { __failure = 5; goto __label_5; }
                        }
                        if (PyArray_TYPE((PyArrayObject*)py_V5) != NPY_FLOAT32) {
                            PyErr_Format(PyExc_TypeError, "expected type_num %d (NPY_FLOAT32) got %d",
                                         NPY_FLOAT32, PyArray_TYPE((PyArrayObject*)py_V5));
                            { __failure = 5; goto __label_5; }
                        }
                        V5 = (PyArrayObject*)py_V5;
                        Py_XINCREF(V5);

                        { /* V6 output 0 of dot */
                            PyArrayObject* V6;
                            typedef npy_float64 dtype_V6;
                            py_V6 = tl_self->tl_storage_V6;
                            if (!py_V6 || Py_REFCNT(py_V6) != 1)
                                py_V6 = Py_None;
                            Py_INCREF(py_V6);
                            if (py_V6 == Py_None) {
                                V6 = NULL;
                            } else {
                                V6 = NULL;
                                V6 = (PyArrayObject*)py_V6;
                                Py_XINCREF(V6);

                            }
                            { /* V9 output 0 of dot */
                                PyArrayObject* V9;
                                typedef npy_float64 dtype_V9;
                                py_V9 = tl_self->tl_storage_V9;
                                if (!py_V9 || Py_REFCNT(py_V9) != 1)
                                    py_V9 = Py_None;
                                Py_INCREF(py_V9);
                                if (py_V9 == Py_None) {
                                    V9 = NULL;
                                } else {
                                    V9 = NULL;
                                    V9 = (PyArrayObject*)py_V9;
                                    Py_XINCREF(V9);

                                }
                                { /* V12 output 0 of matmul */
                                    PyArrayObject* V12;
                                    typedef npy_float32 dtype_V12;
                                    py_V12 = tl_self->tl_storage_V12;
                                    if (!py_V12 || Py_REFCNT(py_V12) != 1)
                                        py_V12 = Py_None;
                                    Py_INCREF(py_V12);
                                    if (py_V12 == Py_None) {
                                        V12 = NULL;
                                    } else {
                                        V12 = NULL;
                                        V12 = (PyArrayObject*)py_V12;
                                        Py_XINCREF(V12);

                                    }
                                    { /* dot (node_1) */
                                        /* dot */
                                        {
                                            const npy_intp M = PyArray_DIM(V1, 0), K = PyArray_DIM(V1, 1), N = PyArray_DIM(V2, 1);
                                            if (K != PyArray_DIM(V2, 0)) {
                                                char sx[128], sy[128];
                                                PyErr_Format(PyExc_ValueError, "dot: shapes %s and %s not aligned: %lld (dim 1) != %lld (dim 0)",
                                                             tl_shape_text(V1, sx, sizeof sx), tl_shape_text(V2, sy, sizeof sy), (long long)K, (long long)PyArray_DIM(V2, 0));
                                                { __failure = 7; goto __label_7; }
                                            }
                                            npy_intp tl_dims[2] = {PyArray_DIM(V1, 0), PyArray_DIM(V2, 1)};
                                            int tl_reuse = V6 && PyArray_NDIM(V6) == 2 && PyArray_TYPE(V6) == 12 && PyArray_IS_C_CONTIGUOUS(V6) && PyArray_ISWRITEABLE(V6);
                                            for (int d = 0; d < 2 && tl_reuse; d++) tl_reuse = PyArray_DIM(V6, d) == tl_dims[d];
                                            if (!tl_reuse) {
                                                Py_XDECREF(V6);
                                                V6 = (PyArrayObject*)PyArray_EMPTY(2, tl_dims, 12, 0);
                                                if (!V6) { { __failure = 7; goto __label_7; } }
                                            }
                                            npy_float64* C = (npy_float64*)PyArray_DATA(V6);
                                            for (npy_intp i = 0; i < M * N; i++) C[i] = 0;
                                            /* Contiguous copies in the output dtype: A is M x K, B is K x N. */
                                            npy_float64* A = (npy_float64*)PyMem_Malloc((size_t)(M * K > 0 ? M * K : 1) * sizeof(npy_float64));
                                            npy_float64* B = (npy_float64*)PyMem_Malloc((size_t)(K * N > 0 ? K * N : 1) * sizeof(npy_float64));
                                            if (!A || !B) { PyMem_Free(A); PyMem_Free(B); PyErr_NoMemory(); { __failure = 7; goto __label_7; } }
                                            for (npy_intp i = 0; i < M; i++)
                                                for (npy_intp p = 0; p < K; p++)
                                                    A[i * K + p] = *(const npy_float64*)(PyArray_BYTES(V1) + i * PyArray_STRIDE(V1, 0) + p * PyArray_STRIDE(V1, 1));
                                            for (npy_intp p = 0; p < K; p++)
                                                for (npy_intp j = 0; j < N; j++)
                                                    B[p * N + j] = *(const npy_float64*)(PyArray_BYTES(V2) + p * PyArray_STRIDE(V2, 0) + j * PyArray_STRIDE(V2, 1));
                                            (void)PyArray_STRIDE(V1, 1);
                                            for (npy_intp i0 = 0; i0 < M; i0 += 64)
                                                for (npy_intp p0 = 0; p0 < K; p0 += 64)
                                                    for (npy_intp j0 = 0; j0 < N; j0 += 64) {
                                                        const npy_intp i1 = i0 + 64 < M ? i0 + 64 : M;
                                                        const npy_intp p1 = p0 + 64 < K ? p0 + 64 : K;
                                                        const npy_intp j1 = j0 + 64 < N ? j0 + 64 : N;
                                                        for (npy_intp i = i0; i < i1; i++) {
                                                            npy_float64* restrict crow = C + i * N;
                                                            for (npy_intp p = p0; p < p1; p++) {
                                                                const npy_float64 a = A[i * K + p];
                                                                const npy_float64* restrict brow = B + p * N;
                                                                for (npy_intp j = j0; j < j1; j++) crow[j] += a * brow[j];
                                                            }
                                                        }
                                                    }
                                            PyMem_Free(A);
                                            PyMem_Free(B);
                                        }
                                        if (!(V6 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op dot did not set its output 0"); { __failure = 7; goto __label_7; } }
                                        { /* dot (node_2) */
                                            /* dot */
                                            {
                                                const npy_intp M = PyArray_DIM(V1, 0), K = PyArray_DIM(V1, 1), N = 1;
                                                if (K != PyArray_DIM(V3, 0)) {
                                                    char sx[128], sy[128];
                                                    PyErr_Format(PyExc_ValueError, "dot: shapes %s and %s not aligned: %lld (dim 1) != %lld (dim 0)",
                                                                 tl_shape_text(V1, sx, sizeof sx), tl_shape_text(V3, sy, sizeof sy), (long long)K, (long long)PyArray_DIM(V3, 0));
                                                    { __failure = 10; goto __label_10; }
                                                }
                                                npy_intp tl_dims[2] = {PyArray_DIM(V1, 0)};
                                                int tl_reuse = V9 && PyArray_NDIM(V9) == 1 && PyArray_TYPE(V9) == 12 && PyArray_IS_C_CONTIGUOUS(V9) && PyArray_ISWRITEABLE(V9);
                                                for (int d = 0; d < 1 && tl_reuse; d++) tl_reuse = PyArray_DIM(V9, d) == tl_dims[d];
                                                if (!tl_reuse) {
                                                    Py_XDECREF(V9);
                                                    V9 = (PyArrayObject*)PyArray_EMPTY(1, tl_dims, 12, 0);
                                                    if (!V9) { { __failure = 10; goto __label_10; } }
                                                }
                                                npy_float64* C = (npy_float64*)PyArray_DATA(V9);
                                                for (npy_intp i = 0; i < M * N; i++) C[i] = 0;
                                                /* Contiguous copies in the output dtype: A is M x K, B is K x N. */
                                                npy_float64* A = (npy_float64*)PyMem_Malloc((size_t)(M * K > 0 ? M * K : 1) * sizeof(npy_float64));
                                                npy_float64* B = (npy_float64*)PyMem_Malloc((size_t)(K * N > 0 ? K * N : 1) * sizeof(npy_float64));
                                                if (!A || !B) { PyMem_Free(A); PyMem_Free(B); PyErr_NoMemory(); { __failure = 10; goto __label_10; } }
                                                for (npy_intp i = 0; i < M; i++)
                                                    for (npy_intp p = 0; p < K; p++)
                                                        A[i * K + p] = *(const npy_float64*)(PyArray_BYTES(V1) + i * PyArray_STRIDE(V1, 0) + p * PyArray_STRIDE(V1, 1));
                                                for (npy_intp p = 0; p < K; p++)
                                                    for (npy_intp j = 0; j < N; j++)
                                                        B[p * N + j] = *(const npy_float64*)(PyArray_BYTES(V3) + p * PyArray_STRIDE(V3, 0) + j * 0);
                                                (void)PyArray_STRIDE(V1, 1);
                                                for (npy_intp i0 = 0; i0 < M; i0 += 64)
                                                    for (npy_intp p0 = 0; p0 < K; p0 += 64)
                                                        for (npy_intp j0 = 0; j0 < N; j0 += 64) {
                                                            const npy_intp i1 = i0 + 64 < M ? i0 + 64 : M;
                                                            const npy_intp p1 = p0 + 64 < K ? p0 + 64 : K;
                                                            const npy_intp j1 = j0 + 64 < N ? j0 + 64 : N;
                                                            for (npy_intp i = i0; i < i1; i++) {
                                                                npy_float64* restrict crow = C + i * N;
                                                                for (npy_intp p = p0; p < p1; p++) {
                                                                    const npy_float64 a = A[i * K + p];
                                                                    const npy_float64* restrict brow = B + p * N;
                                                                    for (npy_intp j = j0; j < j1; j++) crow[j] += a * brow[j];
                                                                }
                                                            }
                                                        }
                                                PyMem_Free(A);
                                                PyMem_Free(B);
                                            }
                                            if (!(V9 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op dot did not set its output 0"); { __failure = 10; goto __label_10; } }
                                            { /* matmul (node_3) */
                                                /* matmul */
                                                {
                                                    const npy_intp M = PyArray_DIM(V4, 0), K = PyArray_DIM(V4, 1), N = PyArray_DIM(V5, 1);
                                                    if (K != PyArray_DIM(V5, 0)) {
                                                        char sx[128], sy[128];
                                                        PyErr_Format(PyExc_ValueError, "matmul: shapes %s and %s not aligned: %lld (dim 1) != %lld (dim 0)",
                                                                     tl_shape_text(V4, sx, sizeof sx), tl_shape_text(V5, sy, sizeof sy), (long long)K, (long long)PyArray_DIM(V5, 0));
                                                        { __failure = 13; goto __label_13; }
                                                    }
                                                    npy_intp tl_dims[2] = {PyArray_DIM(V4, 0), PyArray_DIM(V5, 1)};
                                                    int tl_reuse = V12 && PyArray_NDIM(V12) == 2 && PyArray_TYPE(V12) == 11 && PyArray_IS_C_CONTIGUOUS(V12) && PyArray_ISWRITEABLE(V12);
                                                    for (int d = 0; d < 2 && tl_reuse; d++) tl_reuse = PyArray_DIM(V12, d) == tl_dims[d];
                                                    if (!tl_reuse) {
                                                        Py_XDECREF(V12);
                                                        V12 = (PyArrayObject*)PyArray_EMPTY(2, tl_dims, 11, 0);
                                                        if (!V12) { { __failure = 13; goto __label_13; } }
                                                    }
                                                    npy_float32* C = (npy_float32*)PyArray_DATA(V12);
                                                    for (npy_intp i = 0; i < M * N; i++) C[i] = 0;
                                                    /* Contiguous copies in the output dtype: A is M x K, B is K x N. */
                                                    npy_float32* A = (npy_float32*)PyMem_Malloc((size_t)(M * K > 0 ? M * K : 1) * sizeof(npy_float32));
                                                    npy_float32* B = (npy_float32*)PyMem_Malloc((size_t)(K * N > 0 ? K * N : 1) * sizeof(npy_float32));
                                                    if (!A || !B) { PyMem_Free(A); PyMem_Free(B); PyErr_NoMemory(); { __failure = 13; goto __label_13; } }
                                                    for (npy_intp i = 0; i < M; i++)
                                                        for (npy_intp p = 0; p < K; p++)
                                                            A[i * K + p] = *(const npy_float32*)(PyArray_BYTES(V4) + i * PyArray_STRIDE(V4, 0) + p * PyArray_STRIDE(V4, 1));
                                                    for (npy_intp p = 0; p < K; p++)
                                                        for (npy_intp j = 0; j < N; j++)
                                                            B[p * N + j] = *(const npy_float32*)(PyArray_BYTES(V5) + p * PyArray_STRIDE(V5, 0) + j * PyArray_STRIDE(V5, 1));
                                                    (void)PyArray_STRIDE(V4, 1);
                                                    for (npy_intp i0 = 0; i0 < M; i0 += 64)
                                                        for (npy_intp p0 = 0; p0 < K; p0 += 64)
                                                            for (npy_intp j0 = 0; j0 < N; j0 += 64) {
                                                                const npy_intp i1 = i0 + 64 < M ? i0 + 64 : M;
                                                                const npy_intp p1 = p0 + 64 < K ? p0 + 64 : K;
                                                                const npy_intp j1 = j0 + 64 < N ? j0 + 64 : N;
                                                                for (npy_intp i = i0; i < i1; i++) {
                                                                    npy_float32* restrict crow = C + i * N;
                                                                    for (npy_intp p = p0; p < p1; p++) {
                                                                        const npy_float32 a = A[i * K + p];
                                                                        const npy_float32* restrict brow = B + p * N;
                                                                        for (npy_intp j = j0; j < j1; j++) crow[j] += a * brow[j];
                                                                    }
                                                                }
                                                            }
                                                    PyMem_Free(A);
                                                    PyMem_Free(B);
                                                }
                                                if (!(V12 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op matmul did not set its output 0"); { __failure = 13; goto __label_13; } }
                                            __label_13: ;
                                            }
                                        __label_10: ;
                                        }
                                    __label_7: ;
                                    }
                                __label_12: ;
                                    if (!__failure) {
                                        if (!V12) {
                                            Py_XDECREF(py_V12);
                                            Py_INCREF(Py_None);
                                            py_V12 = Py_None;
                                        } else if ((void*)py_V12 != (void*)V12) {
                                            Py_XDECREF(py_V12);
                                            py_V12 = (PyObject*)V12;
                                            Py_INCREF(py_V12);
                                        }

                                        Py_XSETREF(tl_self->tl_storage_V12, Py_XNewRef(py_V12));
                                    }
                                    __label_sync_12: ;
                                    Py_XDECREF(V12);
                                    V12 = NULL;
                                    Py_XDECREF(py_V12);
                                }
                            __label_9: ;
                                if (!__failure) {
                                    if (!V9) {
                                        Py_XDECREF(py_V9);
                                        Py_INCREF(Py_None);
                                        py_V9 = Py_None;
                                    } else if ((void*)py_V9 != (void*)V9) {
                                        Py_XDECREF(py_V9);
                                        py_V9 = (PyObject*)V9;
                                        Py_INCREF(py_V9);
                                    }

                                    Py_XSETREF(tl_self->tl_storage_V9, Py_XNewRef(py_V9));
                                }
                                __label_sync_9: ;
                                Py_XDECREF(V9);
                                V9 = NULL;
                                Py_XDECREF(py_V9);
                            }
                        __label_6: ;
                            if (!__failure) {
                                if (!V6) {
                                    Py_XDECREF(py_V6);
                                    Py_INCREF(Py_None);
                                    py_V6 = Py_None;
                                } else if ((void*)py_V6 != (void*)V6) {
                                    Py_XDECREF(py_V6);
                                    py_V6 = (PyObject*)V6;
                                    Py_INCREF(py_V6);
                                }

                                Py_XSETREF(tl_self->tl_storage_V6, Py_XNewRef(py_V6));
                            }
                            __label_sync_6: ;
                            Py_XDECREF(V6);
                            V6 = NULL;
                            Py_XDECREF(py_V6);
                        }
                    __label_5: ;
                        Py_XDECREF(V5);
                        V5 = NULL;
                        Py_XDECREF(py_V5);
                    }
                __label_4: ;
                    Py_XDECREF(V4);
                    V4 = NULL;
                    Py_XDECREF(py_V4);
                }
            __label_3: ;
                Py_XDECREF(V3);
                V3 = NULL;
                Py_XDECREF(py_V3);
            }
        __label_2: ;
            Py_XDECREF(V2);
            V2 = NULL;
            Py_XDECREF(py_V2);
        }
    __label_1: ;
        Py_XDECREF(V1);
        V1 = NULL;
        Py_XDECREF(py_V1);
    }
    if (__failure)
        tl_missing_error(__failure);
    return __failure;
}

PyObject* tl_state::tl_output(PyObject* const* tl_inputs, int i) {
    tl_state* tl_self = this;
    (void)tl_self;
    (void)tl_inputs;
    switch (i) {
    case 0: return tl_self->tl_storage_V6;
    case 1: return tl_self->tl_storage_V9;
    case 2: return tl_self->tl_storage_V12;
    default: return NULL;
    }
}

static tl_state* tl_state_create(void) { return new (std::nothrow) tl_state(); }
static void tl_state_destroy(tl_state* s) { delete s; }
static int tl_state_init(tl_state* s, PyObject* const* c) { return s->init(c); }
static int tl_state_run(tl_state* s, PyObject* const* i) { return s->run(i); }
static PyObject* tl_state_output(tl_state* s, PyObject* const* i, int k) { return s->tl_output(i, k); }

static PyObject* tl_module_init(void) {
    {
        import_array();
    }
    return PyErr_Occurred() ? NULL : Py_None;
}

#include "twinlink_entry.h"
