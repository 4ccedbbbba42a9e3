/* twinlink module for function products: 5 inputs, 3 outputs, 3 nodes. Generated: do not edit. */
#define TL_N_INPUTS 5
#define TL_N_OUTPUTS 3
#define TL_N_CONSTANTS 0
#include <Python.h>
#include "twinlink_prelude.h"
#include <numpy/arrayobject.h>
#include <numpy/npy_math.h>
#include <math.h>

/* Last call's result stored for output reuse: a new reference to it when only the storage
   holds it (an op may overwrite it), else to None. */
static PyObject* tl_reusable(PyObject* stored) {
    PyObject* py = stored && Py_REFCNT(stored) == 1 ? stored : Py_None;
    Py_INCREF(py);
    return py;
}

/* Stores a new reference to py, releasing what the slot held. */
static void tl_keep(PyObject** slot, PyObject* py) {
    Py_XINCREF(py);
    Py_XSETREF(*slot, py);
}

/* TensorType's input check, PyTensor's checks and messages: 0, or -1 with the error set. */
static int tl_array_check(PyObject* py, int num, const char* num_name) {
    if (py == Py_None) {
        PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
        return -1;
    }
    if (!PyArray_Check(py)) {
        PyErr_SetString(PyExc_ValueError, "expected an ndarray");
        return -1;
    }
    if (!PyArray_ISALIGNED((PyArrayObject*)py)) {
        PyErr_Format(PyExc_NotImplementedError, "expected an aligned array of type %d (%s), got a non-aligned array of type %d",
                     num, num_name, PyArray_TYPE((PyArrayObject*)py));
        return -1;
    }
    if (PyArray_TYPE((PyArrayObject*)py) != num) {
        PyErr_Format(PyExc_TypeError, "expected type_num %d (%s) got %d", num, num_name, PyArray_TYPE((PyArrayObject*)py));
        return -1;
    }
    return 0;
}

/* TensorType's c_sync: *py becomes the array an op left in the variable, or None. */
static void tl_array_sync(PyObject** py, PyArrayObject* v) {
    if (!v) {
        Py_XDECREF(*py);
        Py_INCREF(Py_None);
        *py = Py_None;
    } else if ((void*)*py != (void*)v) {
        Py_XDECREF(*py);
        *py = (PyObject*)v;
        Py_INCREF(*py);
    }
}

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

/* "(2,3,4)->(2,newaxis,newaxis)": an operand of a stacked matmul as NumPy's broadcast error shows it. */
static const char* tl_remap_text(PyArrayObject* a, char* buf, size_t size) {
    size_t at = 0;
    const int nd = PyArray_NDIM(a);
    at += snprintf(buf + at, size - at, "(");
    for (int d = 0; d < nd && at < size; d++)
        at += snprintf(buf + at, size - at, d ? ",%lld" : "%lld", (long long)PyArray_DIM(a, d));
    if (at < size) at += snprintf(buf + at, size - at, ")->(");
    for (int d = 0; d < nd - 2 && at < size; d++)
        at += snprintf(buf + at, size - at, "%lld,", (long long)PyArray_DIM(a, d));
    if (at < size) snprintf(buf + at, size - at, "newaxis,newaxis)");
    return buf;
}

/* support code of dot (node_1) */
#ifdef __cplusplus
extern "C"
#endif
int tl_k_0d94e93c7d3b348232bb17fc(npy_intp M, npy_intp N, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* B, npy_intp brs, npy_intp bcs, npy_float64* C, npy_intp ldc);
#ifdef __cplusplus
extern "C"
#endif
int tl_k_8ce4acbfb523019e175fc849(npy_intp M, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* x, npy_intp xs, npy_float64* out);

/* support code of dot (node_2) */
#ifdef __cplusplus
extern "C"
#endif
int tl_k_0d94e93c7d3b348232bb17fc(npy_intp M, npy_intp N, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* B, npy_intp brs, npy_intp bcs, npy_float64* C, npy_intp ldc);
#ifdef __cplusplus
extern "C"
#endif
int tl_k_8ce4acbfb523019e175fc849(npy_intp M, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* x, npy_intp xs, npy_float64* out);

/* support code of matmul (node_3) */
#ifdef __cplusplus
extern "C"
#endif
int tl_k_fc28f34e4d9263de799c8800(npy_intp M, npy_intp N, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* B, npy_intp brs, npy_intp bcs, npy_float32* C, npy_intp ldc);
#ifdef __cplusplus
extern "C"
#endif
int tl_k_a824dd553c4f5b30bbe2e1ec(npy_intp M, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* x, npy_intp xs, npy_float32* out);

typedef struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V6;
    PyObject* tl_storage_V9;
    PyObject* tl_storage_V12;
} tl_state;

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


int tl_state_run(tl_state* tl_self, PyObject* const* tl_inputs);
#if TL_PART != 1

static int tl_state_init(tl_state* tl_self, PyObject* const* tl_constants) {
    int __failure = 0;
    (void)tl_constants;
    return 0;
__tl_init_failed:
    tl_missing_error(__failure);
    return __failure;
}

static void tl_state_cleanup(tl_state* tl_self) {
    Py_CLEAR(tl_self->tl_storage_V6);
    Py_CLEAR(tl_self->tl_storage_V9);
    Py_CLEAR(tl_self->tl_storage_V12);
}

#endif
#if TL_PART != 2
__attribute__((hot)) int tl_state_run(tl_state* tl_self, PyObject* const* tl_inputs) {
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
        if (tl_array_check(py_V1, 12, "NPY_FLOAT64") < 0) { { __failure = 1; goto __label_1; } }
        V1 = (PyArrayObject*)py_V1;
        Py_XINCREF(V1);

        { /* V2 input 'b' (position 1) */
            PyArrayObject* V2;
            typedef npy_float64 dtype_V2;
            py_V2 = tl_inputs[1];
            Py_XINCREF(py_V2);
            V2 = NULL;
            if (tl_array_check(py_V2, 12, "NPY_FLOAT64") < 0) { { __failure = 2; goto __label_2; } }
            V2 = (PyArrayObject*)py_V2;
            Py_XINCREF(V2);

            { /* V3 input 'v' (position 2) */
                PyArrayObject* V3;
                typedef npy_float64 dtype_V3;
                py_V3 = tl_inputs[2];
                Py_XINCREF(py_V3);
                V3 = NULL;
                if (tl_array_check(py_V3, 12, "NPY_FLOAT64") < 0) { { __failure = 3; goto __label_3; } }
                V3 = (PyArrayObject*)py_V3;
                Py_XINCREF(V3);

                { /* V4 input 'f' (position 3) */
                    PyArrayObject* V4;
                    typedef npy_float32 dtype_V4;
                    py_V4 = tl_inputs[3];
                    Py_XINCREF(py_V4);
                    V4 = NULL;
                    if (tl_array_check(py_V4, 11, "NPY_FLOAT32") < 0) { { __failure = 4; goto __label_4; } }
                    V4 = (PyArrayObject*)py_V4;
                    Py_XINCREF(V4);

                    { /* V5 input 'g' (position 4) */
                        PyArrayObject* V5;
                        typedef npy_float32 dtype_V5;
                        py_V5 = tl_inputs[4];
                        Py_XINCREF(py_V5);
                        V5 = NULL;
                        if (tl_array_check(py_V5, 11, "NPY_FLOAT32") < 0) { { __failure = 5; goto __label_5; } }
                        V5 = (PyArrayObject*)py_V5;
                        Py_XINCREF(V5);

                        { /* V6 output 0 of dot */
                            PyArrayObject* V6;
                            typedef npy_float64 dtype_V6;
                            py_V6 = tl_reusable(tl_self->tl_storage_V6);
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
                                py_V9 = tl_reusable(tl_self->tl_storage_V9);
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
                                py_V12 = tl_reusable(tl_self->tl_storage_V12);
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
                                    npy_intp tl_bx[1] = {1};
                                    npy_intp tl_by[1] = {1};
                                    npy_intp tl_dims[2] = {M, N};
                                    int tl_reuse = V6 && PyArray_NDIM(V6) == 2 && PyArray_TYPE(V6) == 12 && PyArray_IS_C_CONTIGUOUS(V6) && PyArray_ISWRITEABLE(V6);
                                    for (int d = 0; d < 2 && tl_reuse; d++) tl_reuse = PyArray_DIM(V6, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V6);
                                        V6 = (PyArrayObject*)PyArray_EMPTY(2, tl_dims, 12, 0);
                                        if (!V6) { { __failure = 7; goto __label_7; } }
                                    }
                                    npy_intp tl_batches = 1;
                                    for (int d = 0; d < 0; d++) tl_batches *= tl_dims[d];
                                    const char* tl_px = PyArray_BYTES(V1);
                                    npy_intp tl_sx[2];
                                    for (int d = 0; d < 2; d++) tl_sx[d] = PyArray_STRIDE(V1, d);
                                    void* tl_cx = NULL;
                                    const char* tl_py = PyArray_BYTES(V2);
                                    npy_intp tl_sy[2];
                                    for (int d = 0; d < 2; d++) tl_sy[d] = PyArray_STRIDE(V2, d);
                                    void* tl_cy = NULL;
                                    int tl_status = 0;
                                    if (tl_batches > 0 && M > 0 && N > 0) {
                                        /* Each stack entry: the offsets of its A and B follow the broadcast batch index. */
                                        npy_intp tl_index[1] = {0};
                                        const npy_intp tl_bsx[1] = {0};
                                        const npy_intp tl_bsy[1] = {0};
                                        for (npy_intp tl_b = 0; tl_b < tl_batches; tl_b++) {
                                            const char* tl_pa = tl_px;
                                            const char* tl_pb = tl_py;
                                            for (int d = 0; d < 0; d++) {
                                                if (tl_bx[d] != 1) tl_pa += tl_index[d] * tl_bsx[d];
                                                if (tl_by[d] != 1) tl_pb += tl_index[d] * tl_bsy[d];
                                            }
                                            npy_float64* C = (npy_float64*)PyArray_DATA(V6) + tl_b * M * N;
                                            if ((N == 1 ? tl_k_8ce4acbfb523019e175fc849(M, K, tl_pa, tl_sx[0], tl_sx[1], tl_pb, tl_sy[0], C) : M == 1 ? tl_k_8ce4acbfb523019e175fc849(N, K, tl_pb, tl_sy[1], tl_sy[0], tl_pa, tl_sx[1], C) : tl_k_0d94e93c7d3b348232bb17fc(M, N, K, tl_pa, tl_sx[0], tl_sx[1], tl_pb, tl_sy[0], tl_sy[1], C, N)) < 0) {
                                                tl_status = -1;
                                                break;
                                            }
                                            for (int d = 0 - 1; d >= 0; d--) {
                                                if (++tl_index[d] < tl_dims[d]) break;
                                                tl_index[d] = 0;
                                            }
                                        }
                                    }
                                    PyMem_Free(tl_cx);
                                    PyMem_Free(tl_cy);
                                    if (tl_status) { PyErr_NoMemory(); { __failure = 7; goto __label_7; } }
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
                                    npy_intp tl_bx[1] = {1};
                                    npy_intp tl_by[1] = {1};
                                    npy_intp tl_dims[1] = {M};
                                    int tl_reuse = V9 && PyArray_NDIM(V9) == 1 && PyArray_TYPE(V9) == 12 && PyArray_IS_C_CONTIGUOUS(V9) && PyArray_ISWRITEABLE(V9);
                                    for (int d = 0; d < 1 && tl_reuse; d++) tl_reuse = PyArray_DIM(V9, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V9);
                                        V9 = (PyArrayObject*)PyArray_EMPTY(1, tl_dims, 12, 0);
                                        if (!V9) { { __failure = 10; goto __label_10; } }
                                    }
                                    npy_intp tl_batches = 1;
                                    for (int d = 0; d < 0; d++) tl_batches *= tl_dims[d];
                                    const char* tl_px = PyArray_BYTES(V1);
                                    npy_intp tl_sx[2];
                                    for (int d = 0; d < 2; d++) tl_sx[d] = PyArray_STRIDE(V1, d);
                                    void* tl_cx = NULL;
                                    const char* tl_py = PyArray_BYTES(V3);
                                    npy_intp tl_sy[1];
                                    for (int d = 0; d < 1; d++) tl_sy[d] = PyArray_STRIDE(V3, d);
                                    void* tl_cy = NULL;
                                    int tl_status = 0;
                                    if (tl_batches > 0 && M > 0 && N > 0) {
                                        /* Each stack entry: the offsets of its A and B follow the broadcast batch index. */
                                        npy_intp tl_index[1] = {0};
                                        const npy_intp tl_bsx[1] = {0};
                                        const npy_intp tl_bsy[1] = {0};
                                        for (npy_intp tl_b = 0; tl_b < tl_batches; tl_b++) {
                                            const char* tl_pa = tl_px;
                                            const char* tl_pb = tl_py;
                                            for (int d = 0; d < 0; d++) {
                                                if (tl_bx[d] != 1) tl_pa += tl_index[d] * tl_bsx[d];
                                                if (tl_by[d] != 1) tl_pb += tl_index[d] * tl_bsy[d];
                                            }
                                            npy_float64* C = (npy_float64*)PyArray_DATA(V9) + tl_b * M * N;
                                            if ((N == 1 ? tl_k_8ce4acbfb523019e175fc849(M, K, tl_pa, tl_sx[0], tl_sx[1], tl_pb, tl_sy[0], C) : M == 1 ? tl_k_8ce4acbfb523019e175fc849(N, K, tl_pb, 0, tl_sy[0], tl_pa, tl_sx[1], C) : tl_k_0d94e93c7d3b348232bb17fc(M, N, K, tl_pa, tl_sx[0], tl_sx[1], tl_pb, tl_sy[0], 0, C, N)) < 0) {
                                                tl_status = -1;
                                                break;
                                            }
                                            for (int d = 0 - 1; d >= 0; d--) {
                                                if (++tl_index[d] < tl_dims[d]) break;
                                                tl_index[d] = 0;
                                            }
                                        }
                                    }
                                    PyMem_Free(tl_cx);
                                    PyMem_Free(tl_cy);
                                    if (tl_status) { PyErr_NoMemory(); { __failure = 10; goto __label_10; } }
                                }
                                if (!(V9 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op dot did not set its output 0"); { __failure = 10; goto __label_10; } }
                                { /* matmul (node_3) */
                                /* matmul */
                                {
                                    const npy_intp M = PyArray_DIM(V4, 0), K = PyArray_DIM(V4, 1), N = PyArray_DIM(V5, 1);
                                    if (K != PyArray_DIM(V5, 0)) {
                                        PyErr_Format(PyExc_ValueError, "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)",
                                                     (long long)PyArray_DIM(V5, 0), (long long)K);
                                        { __failure = 13; goto __label_13; }
                                    }
                                    npy_intp tl_bx[1] = {1};
                                    npy_intp tl_by[1] = {1};
                                    npy_intp tl_dims[2] = {M, N};
                                    int tl_reuse = V12 && PyArray_NDIM(V12) == 2 && PyArray_TYPE(V12) == 11 && PyArray_IS_C_CONTIGUOUS(V12) && PyArray_ISWRITEABLE(V12);
                                    for (int d = 0; d < 2 && tl_reuse; d++) tl_reuse = PyArray_DIM(V12, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V12);
                                        V12 = (PyArrayObject*)PyArray_EMPTY(2, tl_dims, 11, 0);
                                        if (!V12) { { __failure = 13; goto __label_13; } }
                                    }
                                    npy_intp tl_batches = 1;
                                    for (int d = 0; d < 0; d++) tl_batches *= tl_dims[d];
                                    const char* tl_px = PyArray_BYTES(V4);
                                    npy_intp tl_sx[2];
                                    for (int d = 0; d < 2; d++) tl_sx[d] = PyArray_STRIDE(V4, d);
                                    void* tl_cx = NULL;
                                    const char* tl_py = PyArray_BYTES(V5);
                                    npy_intp tl_sy[2];
                                    for (int d = 0; d < 2; d++) tl_sy[d] = PyArray_STRIDE(V5, d);
                                    void* tl_cy = NULL;
                                    int tl_status = 0;
                                    if (tl_batches > 0 && M > 0 && N > 0) {
                                        /* Each stack entry: the offsets of its A and B follow the broadcast batch index. */
                                        npy_intp tl_index[1] = {0};
                                        const npy_intp tl_bsx[1] = {0};
                                        const npy_intp tl_bsy[1] = {0};
                                        for (npy_intp tl_b = 0; tl_b < tl_batches; tl_b++) {
                                            const char* tl_pa = tl_px;
                                            const char* tl_pb = tl_py;
                                            for (int d = 0; d < 0; d++) {
                                                if (tl_bx[d] != 1) tl_pa += tl_index[d] * tl_bsx[d];
                                                if (tl_by[d] != 1) tl_pb += tl_index[d] * tl_bsy[d];
                                            }
                                            npy_float32* C = (npy_float32*)PyArray_DATA(V12) + tl_b * M * N;
                                            if ((N == 1 ? tl_k_a824dd553c4f5b30bbe2e1ec(M, K, tl_pa, tl_sx[0], tl_sx[1], tl_pb, tl_sy[0], C) : M == 1 ? tl_k_a824dd553c4f5b30bbe2e1ec(N, K, tl_pb, tl_sy[1], tl_sy[0], tl_pa, tl_sx[1], C) : tl_k_fc28f34e4d9263de799c8800(M, N, K, tl_pa, tl_sx[0], tl_sx[1], tl_pb, tl_sy[0], tl_sy[1], C, N)) < 0) {
                                                tl_status = -1;
                                                break;
                                            }
                                            for (int d = 0 - 1; d >= 0; d--) {
                                                if (++tl_index[d] < tl_dims[d]) break;
                                                tl_index[d] = 0;
                                            }
                                        }
                                    }
                                    PyMem_Free(tl_cx);
                                    PyMem_Free(tl_cy);
                                    if (tl_status) { PyErr_NoMemory(); { __failure = 13; goto __label_13; } }
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
                                tl_array_sync(&py_V12, V12);
                                    tl_keep(&tl_self->tl_storage_V12, py_V12);
                                }
                                __label_sync_12: ;
                                Py_XDECREF(V12);
                                V12 = NULL;
                                Py_XDECREF(py_V12);
                                }
                            __label_9: ;
                                if (!__failure) {
                                tl_array_sync(&py_V9, V9);
                                    tl_keep(&tl_self->tl_storage_V9, py_V9);
                                }
                                __label_sync_9: ;
                                Py_XDECREF(V9);
                                V9 = NULL;
                                Py_XDECREF(py_V9);
                            }
                        __label_6: ;
                            if (!__failure) {
                                tl_array_sync(&py_V6, V6);
                                tl_keep(&tl_self->tl_storage_V6, py_V6);
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

#endif
#if TL_PART != 1
static PyObject* tl_state_output(tl_state* tl_self, PyObject* const* tl_inputs, int i) {
    (void)tl_inputs;
    switch (i) {
    case 0: return tl_self->tl_storage_V6;
    case 1: return tl_self->tl_storage_V9;
    case 2: return tl_self->tl_storage_V12;
    default: return NULL;
    }
}


static PyObject* tl_module_init(void) {
    {
        import_array();
    }
    return PyErr_Occurred() ? NULL : Py_None;
}

#include "twinlink_entry.h"
#endif

/* ---- kernel object 0 ---- */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
typedef intptr_t npy_intp;
typedef unsigned char npy_bool;
typedef int8_t npy_int8;
typedef int16_t npy_int16;
typedef int32_t npy_int32;
typedef int64_t npy_int64;
typedef uint8_t npy_uint8;
typedef uint16_t npy_uint16;
typedef uint32_t npy_uint32;
typedef uint64_t npy_uint64;
typedef float npy_float32;
typedef double npy_float64;
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_TARGET __attribute__((target("avx512f")))
#elif defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX2)
#define TL_TARGET __attribute__((target("avx2,fma")))
#else
#define TL_TARGET
#endif
/* A loop over rows calling a kernel (reduce.c's steps): gcc at -O1 (its -O3 vectorises and
   unrolls such loops, which costs compile time and, on short rows, call time). */
#if defined(__GNUC__) && !defined(__clang__)
#define TL_WALK __attribute__((optimize("O1")))
#else
#define TL_WALK
#endif
/* Before a loop calling the math library, so that every such loop runs in vector lanes on both
   targets: clang's cost model for wasm judged the loops of erf and erfc (float32 both, float64
   erfc) not worth it for their table loads (wasm SIMD has no gather); forced, they measured as
   fast as the scalar loops there. gcc vectorises them anyway. Vector lanes compute each
   element's bits as the scalar loop does. */
#if defined(__clang__)
#define TL_VECTORIZE _Pragma("clang loop vectorize(enable)")
#else
#define TL_VECTORIZE
#endif
/* The loop that computes a block again with the full functions, where one of them has a long
   general case that few arguments reach (scalar_full_loop): a function of its own, compiled
   without vector lanes. Vectorised, it more than doubled such kernels' compile time (gcc 12,
   sin(a)*cos(b) in float64: 0.92 s, 0.41 s without). */
#if defined(__clang__)
#define TL_SCALAR_FN __attribute__((noinline))
#define TL_SCALAR_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#elif defined(__GNUC__)
#define TL_SCALAR_FN __attribute__((noinline, optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#define TL_SCALAR_LOOP
#else
#define TL_SCALAR_FN
#define TL_SCALAR_LOOP
#endif
#ifndef TL_PARALLEL_DEFINED
#define TL_PARALLEL_DEFINED
/* Cores to split one call over (PARALLEL_TEXT) */
int tl_max_threads(void);
/* work(jobs + t * size) for every t < count (at most 64) on up to `threads` threads, this one
   included (PARALLEL_TEXT) */
void tl_parallel(int threads, int count, void* (*work)(void*), char* jobs, size_t size);
/* How many jobs to cut `units` indivisible units into for `threads` threads: a few per thread
   (so that threads which start late take fewer), at most 64 and at most `units`. */
static int tl_job_count(int threads, ptrdiff_t units) {
    int count = threads * 4 < 64 ? threads * 4 : 64;
    return units < count ? (int)units : count;
}
#endif
#ifndef TL_GEMM_DEFINED_f64
#define TL_GEMM_DEFINED_f64
#define TL_GEMM_T npy_float64
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_GEMM_SFX f64_avx512
#define TL_GEMM_VB 64
#define TL_GEMM_MR 6
#define TL_GEMM_NV 4
#define TL_GEMM_BLOCK_ATTR __attribute__((target("avx512f")))
#define TL_GEMM_NO_DRIVER
/* GEMM for one real element type: C (M x N, rows `ldc` elements apart, columns adjacent) =
 * A (M x K) . B (K x N), with A and B read through byte strides (any layout, transposed or
 * strided views). blas.py pastes this file into a module's support code once per element type,
 * after defining TL_GEMM_T (float or double) and TL_GEMM_SFX (f32 or f64); when the kernels
 * are compiled for AVX-512F it first pastes an AVX-512 variant of the block function
 * (TL_GEMM_NO_DRIVER, wider tile), which the driver tl_gemm_<SFX> then uses.
 *
 * The summation order is fixed: every element of C is c = 0, then c = c + a[i,p] * b[p,j] for
 * p = 0, 1, ..., K-1, each product rounded and then each sum (modules are built without
 * contraction, see README "What agrees and what does not"). Blocking, vector width and threads
 * only decide which elements are computed together, never the order within one element, so the
 * result is bit-identical on both targets and for any number of threads. Vector lanes always
 * hold distinct elements of C; nothing is reduced across lanes.
 *
 * The layout is the usual one for BLAS kernels (Goto and van de Geijn, "Anatomy of
 * high-performance matrix multiplication", ACM TOMS 34(3), 2008): B is copied in KC x NC blocks
 * into strips NR columns wide, A in MC x KC blocks into strips MR rows tall, and a register tile
 * of MR x NR elements of C is loaded, updated over the KC values of p and stored. The tile uses
 * GCC vector extensions (gcc and clang, both targets): natively for the instruction set the
 * native toolchain chose (AVX2 or baseline x86-64, and the AVX-512 variant); wasm builds use
 * SIMD128. No
 * contraction means no FMA: a multiply and an add per step, on every target. */

#ifndef TL_GEMM_COMMON
#define TL_GEMM_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The instruction set the native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE). */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_GEMM_TARGET __attribute__((target("avx2")))
#else
#define TL_GEMM_TARGET
#endif

#define TL_GEMM_INLINE static inline __attribute__((always_inline))
#define TL_GEMM_CAT2(a, b) a##_##b
#define TL_GEMM_CAT(a, b) TL_GEMM_CAT2(a, b)

/* Below this many multiply-adds a thread costs more than it saves. */
#define TL_GEMM_PER_THREAD ((int64_t)1 << 20)

/* 64-byte aligned scratch; `*base` is what to free. */
static void* tl_gemm_alloc(size_t bytes, void** base) {
    *base = malloc(bytes + 64);
    if (!*base)
        return NULL;
    return (void*)(((uintptr_t)*base + 63) & ~(uintptr_t)63);
}

#endif /* TL_GEMM_COMMON */

/* The variant's parameters, unless the includer set them (blas.py does for the AVX-512
 * variant). Register tile: MR rows by NV vectors of VB bytes; 16 vector registers (AVX2, and
 * what wasmtime allocates on x86-64) hold MR*NV accumulators, NV values of B and one broadcast
 * value of A. Cache blocks: a KC x NR strip of B stays in L1 while the MC x KC block of A (L2)
 * streams past it; the KC x NC block of B stays in L2/L3. On wasm the whole of K up to 1024 is
 * one block (see tl_gemm_tile's copies) and the loop over p is unrolled by hand (UNROLL);
 * natively gcc does better with the plain loop. */
#ifndef TL_GEMM_VB
#ifdef __wasm__
#define TL_GEMM_VB 16
#else
#define TL_GEMM_VB 32
#endif
#endif
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 6 /* at most 8 */
#endif
#ifndef TL_GEMM_NV
#define TL_GEMM_NV 2
#endif
#ifndef TL_GEMM_UNROLL
#ifdef __wasm__
#define TL_GEMM_UNROLL 4
#else
#define TL_GEMM_UNROLL 1
#endif
#endif
#ifndef TL_GEMM_KC
#ifdef __wasm__
#define TL_GEMM_KC 1024
#else
#define TL_GEMM_KC 256
#endif
#endif
#ifndef TL_GEMM_MC
#define TL_GEMM_MC 96
#endif
#ifndef TL_GEMM_NC
#ifdef __wasm__
#define TL_GEMM_NC 256
#else
#define TL_GEMM_NC 1024
#endif
#endif
/* The attributes of the block function: the instruction set chosen above by default. */
#ifndef TL_GEMM_BLOCK_ATTR
#define TL_GEMM_BLOCK_ATTR TL_GEMM_TARGET
#endif

#define TL_GEMM_FN(name) TL_GEMM_CAT(name, TL_GEMM_SFX)
#define TL_GEMM_V TL_GEMM_FN(tl_gemm_vec)
#define TL_GEMM_LANES ((int)(TL_GEMM_VB / sizeof(TL_GEMM_T)))
#define TL_GEMM_NR (TL_GEMM_NV * TL_GEMM_LANES)
#define TL_GEMM_TILE_ROWS TL_GEMM_MR
/* On wasm the packed strips of A hold each value TL_GEMM_LANES times, a whole vector, so a step
 * of the tile loads A's values as vectors: wasmtime broadcast a scalar with a load into an
 * integer register, a move and a shuffle (benches/MEASUREMENT_HISTORY.md, "GEMM in wasm").
 * Natively a broadcast is one instruction and the strips hold each value once. */
#ifdef __wasm__
#define TL_GEMM_SPLAT_A 1
#else
#define TL_GEMM_SPLAT_A 0
#endif
/* copies of each value of A in its packed strips */
#define TL_GEMM_AS (TL_GEMM_SPLAT_A ? TL_GEMM_LANES : 1)

typedef TL_GEMM_T TL_GEMM_V __attribute__((vector_size(TL_GEMM_VB)));

/* The tile c[i*ldc + j], i < mr, j < TL_GEMM_NR, updated by p = 0..kc-1 (c starts at 0 when
 * `first`). `a` is a packed strip of A (TL_GEMM_MR values per p), `b` one of B (TL_GEMM_NR values
 * per p). Inlined with constant `mr` and `first`, so the accumulators are registers. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile)(const int mr, const int first, ptrdiff_t kc,
                                             const TL_GEMM_T* restrict a, const TL_GEMM_T* restrict b,
                                             TL_GEMM_T* restrict c, ptrdiff_t ldc) {
    TL_GEMM_V acc[TL_GEMM_TILE_ROWS][TL_GEMM_NV];
    /* A's value for row i at step p: a vector of it (TL_GEMM_SPLAT_A) or the value itself */
#if TL_GEMM_SPLAT_A
#define TL_GEMM_A(p, i) (*(const TL_GEMM_V*)(a + ((p) * TL_GEMM_MR + (i)) * TL_GEMM_AS))
#else
#define TL_GEMM_A(p, i) (a[(p) * TL_GEMM_MR + (i)])
#endif
    ptrdiff_t p = 0;
    if (first) {
        /* p = 0 is peeled, as 0 + a*b: an accumulator then only ever holds sums (a local
         * holding a copied zero and sums would be canonicalised on wasm, see below). */
        const TL_GEMM_V zero = {0};
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                acc[i][v] = zero + TL_GEMM_A(0, i) * *(const TL_GEMM_V*)(b + v * TL_GEMM_LANES);
        p = 1;
    } else {
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                memcpy(&acc[i][v], c + i * ldc + v * TL_GEMM_LANES, sizeof(TL_GEMM_V));
    }
#define TL_GEMM_STEP(p)                                                                \
    do {                                                                               \
        TL_GEMM_V bv[TL_GEMM_NV];                                                      \
        for (int v = 0; v < TL_GEMM_NV; v++)                                           \
            bv[v] = *(const TL_GEMM_V*)(b + (p) * TL_GEMM_NR + v * TL_GEMM_LANES);     \
        for (int i = 0; i < mr; i++) {                                                 \
            const __typeof__(TL_GEMM_A(p, i)) ai = TL_GEMM_A(p, i);                    \
            for (int v = 0; v < TL_GEMM_NV; v++)                                       \
                acc[i][v] += ai * bv[v];                                               \
        }                                                                              \
    } while (0)
    /* On wasm, TL_GEMM_UNROLL (4) steps of p per trip: wasmtime checks its epoch at every loop
     * head and keeps the accumulators in memory across that check, so fewer trips mean fewer
     * round trips. */
#if TL_GEMM_UNROLL == 4
    for (; p + 4 <= kc; p += 4) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
        TL_GEMM_STEP(p + 2);
        TL_GEMM_STEP(p + 3);
    }
#elif TL_GEMM_UNROLL == 2
    for (; p + 2 <= kc; p += 2) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
    }
#endif
    for (; p < kc; p++)
        TL_GEMM_STEP(p);
#undef TL_GEMM_STEP
#undef TL_GEMM_A
    for (int i = 0; i < mr; i++)
        for (int v = 0; v < TL_GEMM_NV; v++)
            memcpy(c + i * ldc + v * TL_GEMM_LANES, &acc[i][v], sizeof(TL_GEMM_V));
}

/* Copies of the tile for a row count, for the first block of p (C starts at zero) and for the
 * later ones (C is loaded). On wasm each copy is its own function: the NaN rewrite canonicalises
 * every update of a local that holds both float results and loaded values (ARCHITECTURE.md
 * "NaN rewrite"), and the compiler reuses locals freely within a function; in the first-block
 * copy, which is the only one when K <= TL_GEMM_KC, the accumulators never hold a loaded value.
 * Natively the copies are inlined into the clones of tl_gemm_block. */
#ifdef __wasm__
#define TL_GEMM_TILE_COPY static __attribute__((noinline))
#else
#define TL_GEMM_TILE_COPY TL_GEMM_INLINE
#endif
#define TL_GEMM_TILE_ROWS_COPY(k, first)                                                                     \
    TL_GEMM_TILE_COPY void TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), first)(                     \
        ptrdiff_t kc, const TL_GEMM_T* a, const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc) {                \
        TL_GEMM_FN(tl_gemm_tile)(k < TL_GEMM_MR ? k : TL_GEMM_MR, first, kc, a, b, c, ldc);                 \
    }
#define TL_GEMM_TILE_ROWS_COPIES(k) TL_GEMM_TILE_ROWS_COPY(k, 0) TL_GEMM_TILE_ROWS_COPY(k, 1)
/* A full tile, and a one-row tile for products with one row (a vector times a matrix, and a
 * matrix times a vector, see tl_gemm); other partial tiles go through a full one. */
TL_GEMM_TILE_ROWS_COPIES(1)
TL_GEMM_TILE_ROWS_COPIES(TL_GEMM_MR)

#define TL_GEMM_TILE_CALL(k, c, ldc)                                                                \
    (first ? TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 1)(kc, a, b, c, ldc)             \
           : TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 0)(kc, a, b, c, ldc))

/* The mr x nr tile at c (mr <= TL_GEMM_MR, nr <= TL_GEMM_NR): whole tiles in place, partial ones
 * through a full-size scratch tile (the packed strips are zero past their end). */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile_rows)(int mr, ptrdiff_t nr, ptrdiff_t kc, const TL_GEMM_T* a,
                                                  const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc, int first) {
    const int rows = mr == 1 ? 1 : TL_GEMM_MR;
    if (rows == mr && nr == TL_GEMM_NR) {
        if (rows == 1)
            TL_GEMM_TILE_CALL(1, c, ldc);
        else
            TL_GEMM_TILE_CALL(TL_GEMM_MR, c, ldc);
        return;
    }
    TL_GEMM_T edge[TL_GEMM_MR * TL_GEMM_NR];
    for (int i = 0; i < rows; i++)
        for (ptrdiff_t j = 0; j < TL_GEMM_NR; j++)
            edge[i * TL_GEMM_NR + j] = i < mr && j < nr && !first ? c[i * ldc + j] : 0;
    if (rows == 1)
        TL_GEMM_TILE_CALL(1, edge, TL_GEMM_NR);
    else
        TL_GEMM_TILE_CALL(TL_GEMM_MR, edge, TL_GEMM_NR);
    for (int i = 0; i < mr; i++)
        for (ptrdiff_t j = 0; j < nr; j++)
            c[i * ldc + j] = edge[i * TL_GEMM_NR + j];
}

/* B[p, j] for p < kc, j < nc into TL_GEMM_NR-wide strips (p-major within a strip), zero past nc. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_b)(ptrdiff_t kc, ptrdiff_t nc, const char* B, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t j0 = 0; j0 < nc; j0 += TL_GEMM_NR, out += kc * TL_GEMM_NR) {
        const ptrdiff_t w = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;
        if (w < TL_GEMM_NR)
            memset(out, 0, (size_t)(kc * TL_GEMM_NR) * sizeof(TL_GEMM_T));
        if (cs == (ptrdiff_t)sizeof(TL_GEMM_T)) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_NR, B + p * rs + j0 * cs, (size_t)w * sizeof(TL_GEMM_T));
        } else {
            for (ptrdiff_t j = 0; j < w; j++) {
                const char* col = B + (j0 + j) * cs;
                for (ptrdiff_t p = 0; p < kc; p++)
                    out[p * TL_GEMM_NR + j] = *(const TL_GEMM_T*)(col + p * rs);
            }
        }
    }
}

/* A[i, p] for i < mc, p < kc into TL_GEMM_MR-tall strips (p-major within a strip), zero past mc;
 * each value TL_GEMM_AS times. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_a)(ptrdiff_t mc, ptrdiff_t kc, const char* A, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t i0 = 0; i0 < mc; i0 += TL_GEMM_MR, out += kc * TL_GEMM_MR * TL_GEMM_AS) {
        const ptrdiff_t h = mc - i0 < TL_GEMM_MR ? mc - i0 : TL_GEMM_MR;
        if (!TL_GEMM_SPLAT_A && rs == (ptrdiff_t)sizeof(TL_GEMM_T) && h == TL_GEMM_MR) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_MR, A + i0 * rs + p * cs, TL_GEMM_MR * sizeof(TL_GEMM_T));
            continue;
        }
        for (ptrdiff_t i = 0; i < TL_GEMM_MR; i++)
            for (ptrdiff_t p = 0; p < kc; p++) {
                const TL_GEMM_T v = i < h ? *(const TL_GEMM_T*)(A + (i0 + i) * rs + p * cs) : 0;
                for (int l = 0; l < TL_GEMM_AS; l++)
                    out[(p * TL_GEMM_MR + i) * TL_GEMM_AS + l] = v;
            }
    }
}

/* C[0:M, 0:N] on one thread; returns -1 when scratch memory cannot be had. */
TL_GEMM_BLOCK_ATTR static int TL_GEMM_FN(tl_gemm_block)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars,
                                            ptrdiff_t acs, const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C,
                                            ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (K <= 0) {
        for (ptrdiff_t i = 0; i < M; i++)
            for (ptrdiff_t j = 0; j < N; j++)
                C[i * ldc + j] = 0;
        return 0;
    }
    const ptrdiff_t kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    const ptrdiff_t mcmax = M < TL_GEMM_MC ? (M + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR : TL_GEMM_MC;
    const ptrdiff_t ncmax = N < TL_GEMM_NC ? (N + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR : TL_GEMM_NC;
    void *abase, *bbase;
    TL_GEMM_T* pa = (TL_GEMM_T*)tl_gemm_alloc((size_t)(mcmax * kcmax * TL_GEMM_AS) * sizeof(TL_GEMM_T), &abase);
    TL_GEMM_T* pb = (TL_GEMM_T*)tl_gemm_alloc((size_t)(kcmax * ncmax) * sizeof(TL_GEMM_T), &bbase);
    if (!pa || !pb) {
        free(abase);
        free(bbase);
        return -1;
    }
    for (ptrdiff_t jc = 0; jc < N; jc += TL_GEMM_NC) {
        const ptrdiff_t nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        for (ptrdiff_t pc = 0; pc < K; pc += TL_GEMM_KC) {
            const ptrdiff_t kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC;
            const int first = pc == 0;
            TL_GEMM_FN(tl_gemm_pack_b)(kc, nc, B + pc * brs + jc * bcs, brs, bcs, pb);
            for (ptrdiff_t ic = 0; ic < M; ic += TL_GEMM_MC) {
                const ptrdiff_t mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                TL_GEMM_FN(tl_gemm_pack_a)(mc, kc, A + ic * ars + pc * acs, ars, acs, pa);
                for (ptrdiff_t jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    const ptrdiff_t nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    const TL_GEMM_T* b = pb + jr * kc;
                    for (ptrdiff_t ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        const int mr = (int)(mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR);
                        const TL_GEMM_T* a = pa + ir * kc * TL_GEMM_AS;
                        TL_GEMM_T* c = C + (ic + ir) * ldc + jc + jr;
                        TL_GEMM_FN(tl_gemm_tile_rows)(mr, nr, kc, a, b, c, ldc, first);
                    }
                }
            }
        }
    }
    free(abase);
    free(bbase);
    return 0;
}

#ifndef TL_GEMM_NO_DRIVER
typedef int (*TL_GEMM_FN(tl_gemm_block_fn))(ptrdiff_t, ptrdiff_t, ptrdiff_t, const char*, ptrdiff_t, ptrdiff_t,
                                            const char*, ptrdiff_t, ptrdiff_t, TL_GEMM_T*, ptrdiff_t);

typedef struct {
    ptrdiff_t M, N, K;
    const char* A;
    ptrdiff_t ars, acs;
    const char* B;
    ptrdiff_t brs, bcs;
    TL_GEMM_T* C;
    ptrdiff_t ldc;
    TL_GEMM_FN(tl_gemm_block_fn) block;
    int status;
} TL_GEMM_FN(tl_gemm_job);

static void* TL_GEMM_FN(tl_gemm_worker)(void* arg) {
    TL_GEMM_FN(tl_gemm_job)* j = (TL_GEMM_FN(tl_gemm_job)*)arg;
    j->status = j->block(j->M, j->N, j->K, j->A, j->ars, j->acs, j->B, j->brs, j->bcs, j->C, j->ldc);
    return NULL;
}

/* C = A . B (see the top of this file); C's rows are ldc elements apart. Returns -1 when out of
 * memory. Natively the rows (or columns) of C are split over up to tl_max_threads() threads
 * (scalar_ops.PARALLEL_SUPPORT, pasted before this file), in whole tiles; each thread runs the
 * same per-element order. */
static int TL_GEMM_FN(tl_gemm)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars, ptrdiff_t acs,
                       const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C, ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (N == 1 && M > 1 && ldc == 1) {
        /* A matrix times a column: compute the row C^T = B^T . A^T, so vector lanes run along the M
         * outputs instead of padding a single column. Same per-element order. */
        return TL_GEMM_FN(tl_gemm)(1, M, K, B, bcs, brs, A, acs, ars, C, M);
    }
#ifdef TL_GEMM_WIDE_SFX
    /* The AVX-512 variant (pasted before this one by blas.py when the kernels are compiled for
     * AVX-512F): same order. This variant's own block function is then left unused, and the
     * compiler drops it. */
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_CAT(tl_gemm_block, TL_GEMM_WIDE_SFX);
#else
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_FN(tl_gemm_block);
#endif
    int threads = tl_max_threads();
    const int64_t work = (int64_t)M * N * (K > 0 ? K : 1);
    if ((int64_t)threads > work / TL_GEMM_PER_THREAD)
        threads = (int)(work / TL_GEMM_PER_THREAD);
    if (threads > 1) {
        /* Split the longer side of C in whole tiles. */
        const int by_rows = M / TL_GEMM_MR >= N / TL_GEMM_NR;
        const ptrdiff_t unit = by_rows ? TL_GEMM_MR : TL_GEMM_NR, len = by_rows ? M : N;
        const ptrdiff_t units = (len + unit - 1) / unit;
        if (threads > units)
            threads = (int)units;
        TL_GEMM_FN(tl_gemm_job) jobs[64];
        ptrdiff_t at = 0;
        for (int t = 0; t < threads; t++) {
            const ptrdiff_t take = (units * (t + 1) / threads - units * t / threads) * unit;
            const ptrdiff_t n = at + take > len ? len - at : take;
            TL_GEMM_FN(tl_gemm_job) j = {by_rows ? n : M, by_rows ? N : n, K,
                                 by_rows ? A + at * ars : A, ars, acs,
                                 by_rows ? B : B + at * bcs, brs, bcs,
                                 by_rows ? C + at * ldc : C + at, ldc, block, 0};
            jobs[t] = j;
            at += n;
        }
        tl_parallel(threads, threads, TL_GEMM_FN(tl_gemm_worker), (char*)jobs, sizeof jobs[0]);
        int status = 0;
        for (int t = 0; t < threads; t++)
            if (jobs[t].status)
                status = jobs[t].status;
        return status;
    }
    return block(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);
}
#endif /* TL_GEMM_NO_DRIVER */

#undef TL_GEMM_FN
#undef TL_GEMM_V
#undef TL_GEMM_LANES
#undef TL_GEMM_NR
#undef TL_GEMM_TILE_ROWS
#undef TL_GEMM_SPLAT_A
#undef TL_GEMM_AS
#undef TL_GEMM_TILE_ROWS_COPY
#undef TL_GEMM_TILE_COPY
#undef TL_GEMM_TILE_ROWS_COPIES
#undef TL_GEMM_TILE_CALL
#undef TL_GEMM_VB
#undef TL_GEMM_MR
#undef TL_GEMM_NV
#undef TL_GEMM_UNROLL
#undef TL_GEMM_KC
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_GEMM_BLOCK_ATTR

#undef TL_GEMM_NO_DRIVER
#undef TL_GEMM_SFX
#define TL_GEMM_WIDE_SFX f64_avx512
#endif
#define TL_GEMM_SFX f64
/* GEMM for one real element type: C (M x N, rows `ldc` elements apart, columns adjacent) =
 * A (M x K) . B (K x N), with A and B read through byte strides (any layout, transposed or
 * strided views). blas.py pastes this file into a module's support code once per element type,
 * after defining TL_GEMM_T (float or double) and TL_GEMM_SFX (f32 or f64); when the kernels
 * are compiled for AVX-512F it first pastes an AVX-512 variant of the block function
 * (TL_GEMM_NO_DRIVER, wider tile), which the driver tl_gemm_<SFX> then uses.
 *
 * The summation order is fixed: every element of C is c = 0, then c = c + a[i,p] * b[p,j] for
 * p = 0, 1, ..., K-1, each product rounded and then each sum (modules are built without
 * contraction, see README "What agrees and what does not"). Blocking, vector width and threads
 * only decide which elements are computed together, never the order within one element, so the
 * result is bit-identical on both targets and for any number of threads. Vector lanes always
 * hold distinct elements of C; nothing is reduced across lanes.
 *
 * The layout is the usual one for BLAS kernels (Goto and van de Geijn, "Anatomy of
 * high-performance matrix multiplication", ACM TOMS 34(3), 2008): B is copied in KC x NC blocks
 * into strips NR columns wide, A in MC x KC blocks into strips MR rows tall, and a register tile
 * of MR x NR elements of C is loaded, updated over the KC values of p and stored. The tile uses
 * GCC vector extensions (gcc and clang, both targets): natively for the instruction set the
 * native toolchain chose (AVX2 or baseline x86-64, and the AVX-512 variant); wasm builds use
 * SIMD128. No
 * contraction means no FMA: a multiply and an add per step, on every target. */

#ifndef TL_GEMM_COMMON
#define TL_GEMM_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The instruction set the native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE). */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_GEMM_TARGET __attribute__((target("avx2")))
#else
#define TL_GEMM_TARGET
#endif

#define TL_GEMM_INLINE static inline __attribute__((always_inline))
#define TL_GEMM_CAT2(a, b) a##_##b
#define TL_GEMM_CAT(a, b) TL_GEMM_CAT2(a, b)

/* Below this many multiply-adds a thread costs more than it saves. */
#define TL_GEMM_PER_THREAD ((int64_t)1 << 20)

/* 64-byte aligned scratch; `*base` is what to free. */
static void* tl_gemm_alloc(size_t bytes, void** base) {
    *base = malloc(bytes + 64);
    if (!*base)
        return NULL;
    return (void*)(((uintptr_t)*base + 63) & ~(uintptr_t)63);
}

#endif /* TL_GEMM_COMMON */

/* The variant's parameters, unless the includer set them (blas.py does for the AVX-512
 * variant). Register tile: MR rows by NV vectors of VB bytes; 16 vector registers (AVX2, and
 * what wasmtime allocates on x86-64) hold MR*NV accumulators, NV values of B and one broadcast
 * value of A. Cache blocks: a KC x NR strip of B stays in L1 while the MC x KC block of A (L2)
 * streams past it; the KC x NC block of B stays in L2/L3. On wasm the whole of K up to 1024 is
 * one block (see tl_gemm_tile's copies) and the loop over p is unrolled by hand (UNROLL);
 * natively gcc does better with the plain loop. */
#ifndef TL_GEMM_VB
#ifdef __wasm__
#define TL_GEMM_VB 16
#else
#define TL_GEMM_VB 32
#endif
#endif
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 6 /* at most 8 */
#endif
#ifndef TL_GEMM_NV
#define TL_GEMM_NV 2
#endif
#ifndef TL_GEMM_UNROLL
#ifdef __wasm__
#define TL_GEMM_UNROLL 4
#else
#define TL_GEMM_UNROLL 1
#endif
#endif
#ifndef TL_GEMM_KC
#ifdef __wasm__
#define TL_GEMM_KC 1024
#else
#define TL_GEMM_KC 256
#endif
#endif
#ifndef TL_GEMM_MC
#define TL_GEMM_MC 96
#endif
#ifndef TL_GEMM_NC
#ifdef __wasm__
#define TL_GEMM_NC 256
#else
#define TL_GEMM_NC 1024
#endif
#endif
/* The attributes of the block function: the instruction set chosen above by default. */
#ifndef TL_GEMM_BLOCK_ATTR
#define TL_GEMM_BLOCK_ATTR TL_GEMM_TARGET
#endif

#define TL_GEMM_FN(name) TL_GEMM_CAT(name, TL_GEMM_SFX)
#define TL_GEMM_V TL_GEMM_FN(tl_gemm_vec)
#define TL_GEMM_LANES ((int)(TL_GEMM_VB / sizeof(TL_GEMM_T)))
#define TL_GEMM_NR (TL_GEMM_NV * TL_GEMM_LANES)
#define TL_GEMM_TILE_ROWS TL_GEMM_MR
/* On wasm the packed strips of A hold each value TL_GEMM_LANES times, a whole vector, so a step
 * of the tile loads A's values as vectors: wasmtime broadcast a scalar with a load into an
 * integer register, a move and a shuffle (benches/MEASUREMENT_HISTORY.md, "GEMM in wasm").
 * Natively a broadcast is one instruction and the strips hold each value once. */
#ifdef __wasm__
#define TL_GEMM_SPLAT_A 1
#else
#define TL_GEMM_SPLAT_A 0
#endif
/* copies of each value of A in its packed strips */
#define TL_GEMM_AS (TL_GEMM_SPLAT_A ? TL_GEMM_LANES : 1)

typedef TL_GEMM_T TL_GEMM_V __attribute__((vector_size(TL_GEMM_VB)));

/* The tile c[i*ldc + j], i < mr, j < TL_GEMM_NR, updated by p = 0..kc-1 (c starts at 0 when
 * `first`). `a` is a packed strip of A (TL_GEMM_MR values per p), `b` one of B (TL_GEMM_NR values
 * per p). Inlined with constant `mr` and `first`, so the accumulators are registers. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile)(const int mr, const int first, ptrdiff_t kc,
                                             const TL_GEMM_T* restrict a, const TL_GEMM_T* restrict b,
                                             TL_GEMM_T* restrict c, ptrdiff_t ldc) {
    TL_GEMM_V acc[TL_GEMM_TILE_ROWS][TL_GEMM_NV];
    /* A's value for row i at step p: a vector of it (TL_GEMM_SPLAT_A) or the value itself */
#if TL_GEMM_SPLAT_A
#define TL_GEMM_A(p, i) (*(const TL_GEMM_V*)(a + ((p) * TL_GEMM_MR + (i)) * TL_GEMM_AS))
#else
#define TL_GEMM_A(p, i) (a[(p) * TL_GEMM_MR + (i)])
#endif
    ptrdiff_t p = 0;
    if (first) {
        /* p = 0 is peeled, as 0 + a*b: an accumulator then only ever holds sums (a local
         * holding a copied zero and sums would be canonicalised on wasm, see below). */
        const TL_GEMM_V zero = {0};
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                acc[i][v] = zero + TL_GEMM_A(0, i) * *(const TL_GEMM_V*)(b + v * TL_GEMM_LANES);
        p = 1;
    } else {
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                memcpy(&acc[i][v], c + i * ldc + v * TL_GEMM_LANES, sizeof(TL_GEMM_V));
    }
#define TL_GEMM_STEP(p)                                                                \
    do {                                                                               \
        TL_GEMM_V bv[TL_GEMM_NV];                                                      \
        for (int v = 0; v < TL_GEMM_NV; v++)                                           \
            bv[v] = *(const TL_GEMM_V*)(b + (p) * TL_GEMM_NR + v * TL_GEMM_LANES);     \
        for (int i = 0; i < mr; i++) {                                                 \
            const __typeof__(TL_GEMM_A(p, i)) ai = TL_GEMM_A(p, i);                    \
            for (int v = 0; v < TL_GEMM_NV; v++)                                       \
                acc[i][v] += ai * bv[v];                                               \
        }                                                                              \
    } while (0)
    /* On wasm, TL_GEMM_UNROLL (4) steps of p per trip: wasmtime checks its epoch at every loop
     * head and keeps the accumulators in memory across that check, so fewer trips mean fewer
     * round trips. */
#if TL_GEMM_UNROLL == 4
    for (; p + 4 <= kc; p += 4) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
        TL_GEMM_STEP(p + 2);
        TL_GEMM_STEP(p + 3);
    }
#elif TL_GEMM_UNROLL == 2
    for (; p + 2 <= kc; p += 2) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
    }
#endif
    for (; p < kc; p++)
        TL_GEMM_STEP(p);
#undef TL_GEMM_STEP
#undef TL_GEMM_A
    for (int i = 0; i < mr; i++)
        for (int v = 0; v < TL_GEMM_NV; v++)
            memcpy(c + i * ldc + v * TL_GEMM_LANES, &acc[i][v], sizeof(TL_GEMM_V));
}

/* Copies of the tile for a row count, for the first block of p (C starts at zero) and for the
 * later ones (C is loaded). On wasm each copy is its own function: the NaN rewrite canonicalises
 * every update of a local that holds both float results and loaded values (ARCHITECTURE.md
 * "NaN rewrite"), and the compiler reuses locals freely within a function; in the first-block
 * copy, which is the only one when K <= TL_GEMM_KC, the accumulators never hold a loaded value.
 * Natively the copies are inlined into the clones of tl_gemm_block. */
#ifdef __wasm__
#define TL_GEMM_TILE_COPY static __attribute__((noinline))
#else
#define TL_GEMM_TILE_COPY TL_GEMM_INLINE
#endif
#define TL_GEMM_TILE_ROWS_COPY(k, first)                                                                     \
    TL_GEMM_TILE_COPY void TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), first)(                     \
        ptrdiff_t kc, const TL_GEMM_T* a, const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc) {                \
        TL_GEMM_FN(tl_gemm_tile)(k < TL_GEMM_MR ? k : TL_GEMM_MR, first, kc, a, b, c, ldc);                 \
    }
#define TL_GEMM_TILE_ROWS_COPIES(k) TL_GEMM_TILE_ROWS_COPY(k, 0) TL_GEMM_TILE_ROWS_COPY(k, 1)
/* A full tile, and a one-row tile for products with one row (a vector times a matrix, and a
 * matrix times a vector, see tl_gemm); other partial tiles go through a full one. */
TL_GEMM_TILE_ROWS_COPIES(1)
TL_GEMM_TILE_ROWS_COPIES(TL_GEMM_MR)

#define TL_GEMM_TILE_CALL(k, c, ldc)                                                                \
    (first ? TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 1)(kc, a, b, c, ldc)             \
           : TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 0)(kc, a, b, c, ldc))

/* The mr x nr tile at c (mr <= TL_GEMM_MR, nr <= TL_GEMM_NR): whole tiles in place, partial ones
 * through a full-size scratch tile (the packed strips are zero past their end). */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile_rows)(int mr, ptrdiff_t nr, ptrdiff_t kc, const TL_GEMM_T* a,
                                                  const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc, int first) {
    const int rows = mr == 1 ? 1 : TL_GEMM_MR;
    if (rows == mr && nr == TL_GEMM_NR) {
        if (rows == 1)
            TL_GEMM_TILE_CALL(1, c, ldc);
        else
            TL_GEMM_TILE_CALL(TL_GEMM_MR, c, ldc);
        return;
    }
    TL_GEMM_T edge[TL_GEMM_MR * TL_GEMM_NR];
    for (int i = 0; i < rows; i++)
        for (ptrdiff_t j = 0; j < TL_GEMM_NR; j++)
            edge[i * TL_GEMM_NR + j] = i < mr && j < nr && !first ? c[i * ldc + j] : 0;
    if (rows == 1)
        TL_GEMM_TILE_CALL(1, edge, TL_GEMM_NR);
    else
        TL_GEMM_TILE_CALL(TL_GEMM_MR, edge, TL_GEMM_NR);
    for (int i = 0; i < mr; i++)
        for (ptrdiff_t j = 0; j < nr; j++)
            c[i * ldc + j] = edge[i * TL_GEMM_NR + j];
}

/* B[p, j] for p < kc, j < nc into TL_GEMM_NR-wide strips (p-major within a strip), zero past nc. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_b)(ptrdiff_t kc, ptrdiff_t nc, const char* B, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t j0 = 0; j0 < nc; j0 += TL_GEMM_NR, out += kc * TL_GEMM_NR) {
        const ptrdiff_t w = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;
        if (w < TL_GEMM_NR)
            memset(out, 0, (size_t)(kc * TL_GEMM_NR) * sizeof(TL_GEMM_T));
        if (cs == (ptrdiff_t)sizeof(TL_GEMM_T)) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_NR, B + p * rs + j0 * cs, (size_t)w * sizeof(TL_GEMM_T));
        } else {
            for (ptrdiff_t j = 0; j < w; j++) {
                const char* col = B + (j0 + j) * cs;
                for (ptrdiff_t p = 0; p < kc; p++)
                    out[p * TL_GEMM_NR + j] = *(const TL_GEMM_T*)(col + p * rs);
            }
        }
    }
}

/* A[i, p] for i < mc, p < kc into TL_GEMM_MR-tall strips (p-major within a strip), zero past mc;
 * each value TL_GEMM_AS times. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_a)(ptrdiff_t mc, ptrdiff_t kc, const char* A, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t i0 = 0; i0 < mc; i0 += TL_GEMM_MR, out += kc * TL_GEMM_MR * TL_GEMM_AS) {
        const ptrdiff_t h = mc - i0 < TL_GEMM_MR ? mc - i0 : TL_GEMM_MR;
        if (!TL_GEMM_SPLAT_A && rs == (ptrdiff_t)sizeof(TL_GEMM_T) && h == TL_GEMM_MR) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_MR, A + i0 * rs + p * cs, TL_GEMM_MR * sizeof(TL_GEMM_T));
            continue;
        }
        for (ptrdiff_t i = 0; i < TL_GEMM_MR; i++)
            for (ptrdiff_t p = 0; p < kc; p++) {
                const TL_GEMM_T v = i < h ? *(const TL_GEMM_T*)(A + (i0 + i) * rs + p * cs) : 0;
                for (int l = 0; l < TL_GEMM_AS; l++)
                    out[(p * TL_GEMM_MR + i) * TL_GEMM_AS + l] = v;
            }
    }
}

/* C[0:M, 0:N] on one thread; returns -1 when scratch memory cannot be had. */
TL_GEMM_BLOCK_ATTR static int TL_GEMM_FN(tl_gemm_block)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars,
                                            ptrdiff_t acs, const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C,
                                            ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (K <= 0) {
        for (ptrdiff_t i = 0; i < M; i++)
            for (ptrdiff_t j = 0; j < N; j++)
                C[i * ldc + j] = 0;
        return 0;
    }
    const ptrdiff_t kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    const ptrdiff_t mcmax = M < TL_GEMM_MC ? (M + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR : TL_GEMM_MC;
    const ptrdiff_t ncmax = N < TL_GEMM_NC ? (N + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR : TL_GEMM_NC;
    void *abase, *bbase;
    TL_GEMM_T* pa = (TL_GEMM_T*)tl_gemm_alloc((size_t)(mcmax * kcmax * TL_GEMM_AS) * sizeof(TL_GEMM_T), &abase);
    TL_GEMM_T* pb = (TL_GEMM_T*)tl_gemm_alloc((size_t)(kcmax * ncmax) * sizeof(TL_GEMM_T), &bbase);
    if (!pa || !pb) {
        free(abase);
        free(bbase);
        return -1;
    }
    for (ptrdiff_t jc = 0; jc < N; jc += TL_GEMM_NC) {
        const ptrdiff_t nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        for (ptrdiff_t pc = 0; pc < K; pc += TL_GEMM_KC) {
            const ptrdiff_t kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC;
            const int first = pc == 0;
            TL_GEMM_FN(tl_gemm_pack_b)(kc, nc, B + pc * brs + jc * bcs, brs, bcs, pb);
            for (ptrdiff_t ic = 0; ic < M; ic += TL_GEMM_MC) {
                const ptrdiff_t mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                TL_GEMM_FN(tl_gemm_pack_a)(mc, kc, A + ic * ars + pc * acs, ars, acs, pa);
                for (ptrdiff_t jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    const ptrdiff_t nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    const TL_GEMM_T* b = pb + jr * kc;
                    for (ptrdiff_t ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        const int mr = (int)(mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR);
                        const TL_GEMM_T* a = pa + ir * kc * TL_GEMM_AS;
                        TL_GEMM_T* c = C + (ic + ir) * ldc + jc + jr;
                        TL_GEMM_FN(tl_gemm_tile_rows)(mr, nr, kc, a, b, c, ldc, first);
                    }
                }
            }
        }
    }
    free(abase);
    free(bbase);
    return 0;
}

#ifndef TL_GEMM_NO_DRIVER
typedef int (*TL_GEMM_FN(tl_gemm_block_fn))(ptrdiff_t, ptrdiff_t, ptrdiff_t, const char*, ptrdiff_t, ptrdiff_t,
                                            const char*, ptrdiff_t, ptrdiff_t, TL_GEMM_T*, ptrdiff_t);

typedef struct {
    ptrdiff_t M, N, K;
    const char* A;
    ptrdiff_t ars, acs;
    const char* B;
    ptrdiff_t brs, bcs;
    TL_GEMM_T* C;
    ptrdiff_t ldc;
    TL_GEMM_FN(tl_gemm_block_fn) block;
    int status;
} TL_GEMM_FN(tl_gemm_job);

static void* TL_GEMM_FN(tl_gemm_worker)(void* arg) {
    TL_GEMM_FN(tl_gemm_job)* j = (TL_GEMM_FN(tl_gemm_job)*)arg;
    j->status = j->block(j->M, j->N, j->K, j->A, j->ars, j->acs, j->B, j->brs, j->bcs, j->C, j->ldc);
    return NULL;
}

/* C = A . B (see the top of this file); C's rows are ldc elements apart. Returns -1 when out of
 * memory. Natively the rows (or columns) of C are split over up to tl_max_threads() threads
 * (scalar_ops.PARALLEL_SUPPORT, pasted before this file), in whole tiles; each thread runs the
 * same per-element order. */
static int TL_GEMM_FN(tl_gemm)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars, ptrdiff_t acs,
                       const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C, ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (N == 1 && M > 1 && ldc == 1) {
        /* A matrix times a column: compute the row C^T = B^T . A^T, so vector lanes run along the M
         * outputs instead of padding a single column. Same per-element order. */
        return TL_GEMM_FN(tl_gemm)(1, M, K, B, bcs, brs, A, acs, ars, C, M);
    }
#ifdef TL_GEMM_WIDE_SFX
    /* The AVX-512 variant (pasted before this one by blas.py when the kernels are compiled for
     * AVX-512F): same order. This variant's own block function is then left unused, and the
     * compiler drops it. */
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_CAT(tl_gemm_block, TL_GEMM_WIDE_SFX);
#else
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_FN(tl_gemm_block);
#endif
    int threads = tl_max_threads();
    const int64_t work = (int64_t)M * N * (K > 0 ? K : 1);
    if ((int64_t)threads > work / TL_GEMM_PER_THREAD)
        threads = (int)(work / TL_GEMM_PER_THREAD);
    if (threads > 1) {
        /* Split the longer side of C in whole tiles. */
        const int by_rows = M / TL_GEMM_MR >= N / TL_GEMM_NR;
        const ptrdiff_t unit = by_rows ? TL_GEMM_MR : TL_GEMM_NR, len = by_rows ? M : N;
        const ptrdiff_t units = (len + unit - 1) / unit;
        if (threads > units)
            threads = (int)units;
        TL_GEMM_FN(tl_gemm_job) jobs[64];
        ptrdiff_t at = 0;
        for (int t = 0; t < threads; t++) {
            const ptrdiff_t take = (units * (t + 1) / threads - units * t / threads) * unit;
            const ptrdiff_t n = at + take > len ? len - at : take;
            TL_GEMM_FN(tl_gemm_job) j = {by_rows ? n : M, by_rows ? N : n, K,
                                 by_rows ? A + at * ars : A, ars, acs,
                                 by_rows ? B : B + at * bcs, brs, bcs,
                                 by_rows ? C + at * ldc : C + at, ldc, block, 0};
            jobs[t] = j;
            at += n;
        }
        tl_parallel(threads, threads, TL_GEMM_FN(tl_gemm_worker), (char*)jobs, sizeof jobs[0]);
        int status = 0;
        for (int t = 0; t < threads; t++)
            if (jobs[t].status)
                status = jobs[t].status;
        return status;
    }
    return block(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);
}
#endif /* TL_GEMM_NO_DRIVER */

#undef TL_GEMM_FN
#undef TL_GEMM_V
#undef TL_GEMM_LANES
#undef TL_GEMM_NR
#undef TL_GEMM_TILE_ROWS
#undef TL_GEMM_SPLAT_A
#undef TL_GEMM_AS
#undef TL_GEMM_TILE_ROWS_COPY
#undef TL_GEMM_TILE_COPY
#undef TL_GEMM_TILE_ROWS_COPIES
#undef TL_GEMM_TILE_CALL
#undef TL_GEMM_VB
#undef TL_GEMM_MR
#undef TL_GEMM_NV
#undef TL_GEMM_UNROLL
#undef TL_GEMM_KC
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_GEMM_BLOCK_ATTR

#undef TL_GEMM_WIDE_SFX
#undef TL_GEMM_T
#undef TL_GEMM_SFX
#endif
int tl_k_0d94e93c7d3b348232bb17fc(npy_intp M, npy_intp N, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* B, npy_intp brs, npy_intp bcs, npy_float64* C, npy_intp ldc) {
    return tl_gemm_f64(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);
}

/* ---- kernel object 1 ---- */
/* The definitions PARALLEL_SUPPORT declares: one object per module (ARCHITECTURE.md, "Kernel
   objects"). */
#define _GNU_SOURCE /* sched_getaffinity */
#include <stddef.h>
#include <stdlib.h>
#if !defined(__wasm__) && defined(__unix__)
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#define TL_THREADS 1
#else
#define TL_THREADS 0
#endif
/* Cores to split one call over: $TWINLINK_NUM_THREADS if set (>= 1), else the processors this
   process may run on (its affinity mask where the C library tells it, e.g. under taskset, else
   the online processors), at most 64; 1 where there are no threads. Read once per module. */
int tl_max_threads(void) {
#if TL_THREADS
    static int cached = 0;
    int n = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (n == 0) {
        const char* env = getenv("TWINLINK_NUM_THREADS");
        long v = env ? strtol(env, NULL, 10) : 0;
        if (v < 1) {
            v = sysconf(_SC_NPROCESSORS_ONLN);
#ifdef CPU_COUNT
            cpu_set_t set;
            if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
                v = CPU_COUNT(&set);
#endif
        }
        n = v < 1 ? 1 : v > 64 ? 64 : (int)v;
        __atomic_store_n(&cached, n, __ATOMIC_RELAXED);
    }
    return n;
#else
    return 1;
#endif
}
/* Each thread takes the next job not yet taken until none is left, so a thread that starts
   late (a busy machine) finds the jobs done rather than holding up the call. Where a thread
   cannot be started, the others take its share. */
typedef struct {
    void* (*work)(void*);
    char* jobs;
    size_t size;
    int count, next;
} tl_queue;
static void* tl_take_jobs(void* arg) {
    tl_queue* q = (tl_queue*)arg;
    for (int t; (t = __atomic_fetch_add(&q->next, 1, __ATOMIC_RELAXED)) < q->count;)
        q->work(q->jobs + t * q->size);
    return NULL;
}
void tl_parallel(int threads, int count, void* (*work)(void*), char* jobs, size_t size) {
    tl_queue q = {work, jobs, size, count, 0};
#if TL_THREADS
    pthread_t ids[64];
    int started[64];
    threads = threads > count ? count : threads > 64 ? 64 : threads;
    for (int t = 1; t < threads; t++)
        started[t] = pthread_create(&ids[t], NULL, tl_take_jobs, &q) == 0;
    tl_take_jobs(&q);
    for (int t = 1; t < threads; t++)
        if (started[t])
            pthread_join(ids[t], NULL);
#else
    (void)threads;
    tl_take_jobs(&q);
#endif
}

/* ---- kernel object 2 ---- */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
typedef intptr_t npy_intp;
typedef unsigned char npy_bool;
typedef int8_t npy_int8;
typedef int16_t npy_int16;
typedef int32_t npy_int32;
typedef int64_t npy_int64;
typedef uint8_t npy_uint8;
typedef uint16_t npy_uint16;
typedef uint32_t npy_uint32;
typedef uint64_t npy_uint64;
typedef float npy_float32;
typedef double npy_float64;
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_TARGET __attribute__((target("avx512f")))
#elif defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX2)
#define TL_TARGET __attribute__((target("avx2,fma")))
#else
#define TL_TARGET
#endif
/* A loop over rows calling a kernel (reduce.c's steps): gcc at -O1 (its -O3 vectorises and
   unrolls such loops, which costs compile time and, on short rows, call time). */
#if defined(__GNUC__) && !defined(__clang__)
#define TL_WALK __attribute__((optimize("O1")))
#else
#define TL_WALK
#endif
/* Before a loop calling the math library, so that every such loop runs in vector lanes on both
   targets: clang's cost model for wasm judged the loops of erf and erfc (float32 both, float64
   erfc) not worth it for their table loads (wasm SIMD has no gather); forced, they measured as
   fast as the scalar loops there. gcc vectorises them anyway. Vector lanes compute each
   element's bits as the scalar loop does. */
#if defined(__clang__)
#define TL_VECTORIZE _Pragma("clang loop vectorize(enable)")
#else
#define TL_VECTORIZE
#endif
/* The loop that computes a block again with the full functions, where one of them has a long
   general case that few arguments reach (scalar_full_loop): a function of its own, compiled
   without vector lanes. Vectorised, it more than doubled such kernels' compile time (gcc 12,
   sin(a)*cos(b) in float64: 0.92 s, 0.41 s without). */
#if defined(__clang__)
#define TL_SCALAR_FN __attribute__((noinline))
#define TL_SCALAR_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#elif defined(__GNUC__)
#define TL_SCALAR_FN __attribute__((noinline, optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#define TL_SCALAR_LOOP
#else
#define TL_SCALAR_FN
#define TL_SCALAR_LOOP
#endif
#include <string.h>
/* Lanes of 32 bytes (two wasm SIMD128 vectors, one AVX2 vector, half an AVX-512 one), NV per block. */
typedef npy_float64 tl_gemv_v __attribute__((vector_size(32)));
#define TL_GEMV_LANES ((npy_intp)(32 / sizeof(npy_float64)))
#define TL_GEMV_NV 4
#define TL_GEMV_RS 8 /* rows per block in any layout */
/* On wasm, loops over p run 4 steps per trip: wasmtime checks its epoch at every loop head and
 * keeps the sums in memory across that check (as gemm.c's TL_GEMM_UNROLL). */
#ifdef __wasm__
#define TL_GEMV_UNROLL _Pragma("GCC unroll 4")
#else
#define TL_GEMV_UNROLL
#endif
static inline tl_gemv_v tl_gemv_load(const char* p) { tl_gemv_v v; memcpy(&v, p, sizeof v); return v; }
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 12)
#define TL_GEMV_TRANSPOSE
static inline void tl_gemv_transpose(const char* a, npy_intp rs, tl_gemv_v* c) {
    tl_gemv_v r[TL_GEMV_LANES];
    for (int k = 0; k < TL_GEMV_LANES; k++) r[k] = tl_gemv_load(a + k * rs);
    const tl_gemv_v t0 = __builtin_shufflevector(r[0], r[1], 0, 4, 2, 6), t1 = __builtin_shufflevector(r[0], r[1], 1, 5, 3, 7);
    const tl_gemv_v t2 = __builtin_shufflevector(r[2], r[3], 0, 4, 2, 6), t3 = __builtin_shufflevector(r[2], r[3], 1, 5, 3, 7);
    c[0] = __builtin_shufflevector(t0, t2, 0, 1, 4, 5);
    c[1] = __builtin_shufflevector(t1, t3, 0, 1, 4, 5);
    c[2] = __builtin_shufflevector(t0, t2, 2, 3, 6, 7);
    c[3] = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
}
#endif
TL_TARGET int tl_k_8ce4acbfb523019e175fc849(npy_intp M, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* x, npy_intp xs, npy_float64* out) {
    if (M <= 0) return 0;
    if (K <= 0) {
        for (npy_intp i = 0; i < M; i++) out[i] = 0;
        return 0;
    }
    const npy_float64 x0 = *(const npy_float64*)x;
    npy_intp i0 = 0;
    if (ars == (npy_intp)sizeof(npy_float64)) {
        const tl_gemv_v zero = {0};
        for (; i0 + TL_GEMV_NV * TL_GEMV_LANES <= M; i0 += TL_GEMV_NV * TL_GEMV_LANES) {
            tl_gemv_v acc[TL_GEMV_NV];
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) acc[v] = zero + tl_gemv_load(A + (i0 + v * TL_GEMV_LANES) * ars) * x0;
            TL_GEMV_UNROLL
            for (npy_intp p = 1; p < K; p++) {
                const char* c = A + i0 * ars + p * acs;
                const npy_float64 xp = *(const npy_float64*)(x + p * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) acc[v] += tl_gemv_load(c + v * TL_GEMV_LANES * ars) * xp;
            }
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) memcpy(out + i0 + v * TL_GEMV_LANES, &acc[v], sizeof acc[v]);
        }
        for (; i0 + TL_GEMV_LANES <= M; i0 += TL_GEMV_LANES) {
            tl_gemv_v acc = zero + tl_gemv_load(A + i0 * ars) * x0;
            TL_GEMV_UNROLL
            for (npy_intp p = 1; p < K; p++) acc += tl_gemv_load(A + i0 * ars + p * acs) * *(const npy_float64*)(x + p * xs);
            memcpy(out + i0, &acc, sizeof acc);
        }
    }
#ifdef TL_GEMV_TRANSPOSE
    if (acs == (npy_intp)sizeof(npy_float64) && ars != (npy_intp)sizeof(npy_float64) && K >= TL_GEMV_LANES) {
        /* A's rows are contiguous: TL_GEMV_NV blocks of LANES rows; LANES x LANES tiles of A are
         * loaded as rows and transposed in registers, so each lane still adds its row's
         * products in order p = 0, 1, ... */
        const tl_gemv_v zero = {0};
        for (; i0 + TL_GEMV_NV * TL_GEMV_LANES <= M; i0 += TL_GEMV_NV * TL_GEMV_LANES) {
            tl_gemv_v acc[TL_GEMV_NV];
            npy_intp p = 0;
            for (; p + TL_GEMV_LANES <= K; p += TL_GEMV_LANES) {
                tl_gemv_v xv = tl_gemv_load(x + p * xs);
                if (xs != (npy_intp)sizeof(npy_float64))
                    for (int q = 0; q < TL_GEMV_LANES; q++) xv[q] = *(const npy_float64*)(x + (p + q) * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) {
                    tl_gemv_v c[TL_GEMV_LANES];
                    tl_gemv_transpose(A + (i0 + v * TL_GEMV_LANES) * ars + p * acs, ars, c);
                    if (p == 0) acc[v] = zero + c[0] * xv[0];
                    else acc[v] += c[0] * xv[0];
#pragma GCC unroll 8
                    for (int q = 1; q < TL_GEMV_LANES; q++) acc[v] += c[q] * xv[q];
                }
            }
            for (; p < K; p++) {
                const npy_float64 xp = *(const npy_float64*)(x + p * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) {
                    tl_gemv_v c;
                    for (int r = 0; r < TL_GEMV_LANES; r++) c[r] = *(const npy_float64*)(A + (i0 + v * TL_GEMV_LANES + r) * ars + p * acs);
                    acc[v] += c * xp;
                }
            }
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) memcpy(out + i0 + v * TL_GEMV_LANES, &acc[v], sizeof acc[v]);
        }
    }
#endif
    for (; i0 + TL_GEMV_RS <= M; i0 += TL_GEMV_RS) {
        npy_float64 acc[TL_GEMV_RS];
#pragma GCC unroll 8
        for (int r = 0; r < TL_GEMV_RS; r++) acc[r] = (npy_float64)0 + *(const npy_float64*)(A + (i0 + r) * ars) * x0;
        TL_GEMV_UNROLL
        for (npy_intp p = 1; p < K; p++) {
            const npy_float64 xp = *(const npy_float64*)(x + p * xs);
            const char* c = A + i0 * ars + p * acs;
#pragma GCC unroll 8
            for (int r = 0; r < TL_GEMV_RS; r++) acc[r] += *(const npy_float64*)(c + r * ars) * xp;
        }
#pragma GCC unroll 8
        for (int r = 0; r < TL_GEMV_RS; r++) out[i0 + r] = acc[r];
    }
    for (; i0 < M; i0++) {
        const char* a = A + i0 * ars;
        npy_float64 acc = (npy_float64)0 + *(const npy_float64*)a * x0;
        for (npy_intp p = 1; p < K; p++) acc += *(const npy_float64*)(a + p * acs) * *(const npy_float64*)(x + p * xs);
        out[i0] = acc;
    }
    return 0;
}

/* ---- kernel object 3 ---- */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
typedef intptr_t npy_intp;
typedef unsigned char npy_bool;
typedef int8_t npy_int8;
typedef int16_t npy_int16;
typedef int32_t npy_int32;
typedef int64_t npy_int64;
typedef uint8_t npy_uint8;
typedef uint16_t npy_uint16;
typedef uint32_t npy_uint32;
typedef uint64_t npy_uint64;
typedef float npy_float32;
typedef double npy_float64;
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_TARGET __attribute__((target("avx512f")))
#elif defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX2)
#define TL_TARGET __attribute__((target("avx2,fma")))
#else
#define TL_TARGET
#endif
/* A loop over rows calling a kernel (reduce.c's steps): gcc at -O1 (its -O3 vectorises and
   unrolls such loops, which costs compile time and, on short rows, call time). */
#if defined(__GNUC__) && !defined(__clang__)
#define TL_WALK __attribute__((optimize("O1")))
#else
#define TL_WALK
#endif
/* Before a loop calling the math library, so that every such loop runs in vector lanes on both
   targets: clang's cost model for wasm judged the loops of erf and erfc (float32 both, float64
   erfc) not worth it for their table loads (wasm SIMD has no gather); forced, they measured as
   fast as the scalar loops there. gcc vectorises them anyway. Vector lanes compute each
   element's bits as the scalar loop does. */
#if defined(__clang__)
#define TL_VECTORIZE _Pragma("clang loop vectorize(enable)")
#else
#define TL_VECTORIZE
#endif
/* The loop that computes a block again with the full functions, where one of them has a long
   general case that few arguments reach (scalar_full_loop): a function of its own, compiled
   without vector lanes. Vectorised, it more than doubled such kernels' compile time (gcc 12,
   sin(a)*cos(b) in float64: 0.92 s, 0.41 s without). */
#if defined(__clang__)
#define TL_SCALAR_FN __attribute__((noinline))
#define TL_SCALAR_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#elif defined(__GNUC__)
#define TL_SCALAR_FN __attribute__((noinline, optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#define TL_SCALAR_LOOP
#else
#define TL_SCALAR_FN
#define TL_SCALAR_LOOP
#endif
#ifndef TL_PARALLEL_DEFINED
#define TL_PARALLEL_DEFINED
/* Cores to split one call over (PARALLEL_TEXT) */
int tl_max_threads(void);
/* work(jobs + t * size) for every t < count (at most 64) on up to `threads` threads, this one
   included (PARALLEL_TEXT) */
void tl_parallel(int threads, int count, void* (*work)(void*), char* jobs, size_t size);
/* How many jobs to cut `units` indivisible units into for `threads` threads: a few per thread
   (so that threads which start late take fewer), at most 64 and at most `units`. */
static int tl_job_count(int threads, ptrdiff_t units) {
    int count = threads * 4 < 64 ? threads * 4 : 64;
    return units < count ? (int)units : count;
}
#endif
#ifndef TL_GEMM_DEFINED_f32
#define TL_GEMM_DEFINED_f32
#define TL_GEMM_T npy_float32
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_GEMM_SFX f32_avx512
#define TL_GEMM_VB 64
#define TL_GEMM_MR 6
#define TL_GEMM_NV 4
#define TL_GEMM_BLOCK_ATTR __attribute__((target("avx512f")))
#define TL_GEMM_NO_DRIVER
/* GEMM for one real element type: C (M x N, rows `ldc` elements apart, columns adjacent) =
 * A (M x K) . B (K x N), with A and B read through byte strides (any layout, transposed or
 * strided views). blas.py pastes this file into a module's support code once per element type,
 * after defining TL_GEMM_T (float or double) and TL_GEMM_SFX (f32 or f64); when the kernels
 * are compiled for AVX-512F it first pastes an AVX-512 variant of the block function
 * (TL_GEMM_NO_DRIVER, wider tile), which the driver tl_gemm_<SFX> then uses.
 *
 * The summation order is fixed: every element of C is c = 0, then c = c + a[i,p] * b[p,j] for
 * p = 0, 1, ..., K-1, each product rounded and then each sum (modules are built without
 * contraction, see README "What agrees and what does not"). Blocking, vector width and threads
 * only decide which elements are computed together, never the order within one element, so the
 * result is bit-identical on both targets and for any number of threads. Vector lanes always
 * hold distinct elements of C; nothing is reduced across lanes.
 *
 * The layout is the usual one for BLAS kernels (Goto and van de Geijn, "Anatomy of
 * high-performance matrix multiplication", ACM TOMS 34(3), 2008): B is copied in KC x NC blocks
 * into strips NR columns wide, A in MC x KC blocks into strips MR rows tall, and a register tile
 * of MR x NR elements of C is loaded, updated over the KC values of p and stored. The tile uses
 * GCC vector extensions (gcc and clang, both targets): natively for the instruction set the
 * native toolchain chose (AVX2 or baseline x86-64, and the AVX-512 variant); wasm builds use
 * SIMD128. No
 * contraction means no FMA: a multiply and an add per step, on every target. */

#ifndef TL_GEMM_COMMON
#define TL_GEMM_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The instruction set the native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE). */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_GEMM_TARGET __attribute__((target("avx2")))
#else
#define TL_GEMM_TARGET
#endif

#define TL_GEMM_INLINE static inline __attribute__((always_inline))
#define TL_GEMM_CAT2(a, b) a##_##b
#define TL_GEMM_CAT(a, b) TL_GEMM_CAT2(a, b)

/* Below this many multiply-adds a thread costs more than it saves. */
#define TL_GEMM_PER_THREAD ((int64_t)1 << 20)

/* 64-byte aligned scratch; `*base` is what to free. */
static void* tl_gemm_alloc(size_t bytes, void** base) {
    *base = malloc(bytes + 64);
    if (!*base)
        return NULL;
    return (void*)(((uintptr_t)*base + 63) & ~(uintptr_t)63);
}

#endif /* TL_GEMM_COMMON */

/* The variant's parameters, unless the includer set them (blas.py does for the AVX-512
 * variant). Register tile: MR rows by NV vectors of VB bytes; 16 vector registers (AVX2, and
 * what wasmtime allocates on x86-64) hold MR*NV accumulators, NV values of B and one broadcast
 * value of A. Cache blocks: a KC x NR strip of B stays in L1 while the MC x KC block of A (L2)
 * streams past it; the KC x NC block of B stays in L2/L3. On wasm the whole of K up to 1024 is
 * one block (see tl_gemm_tile's copies) and the loop over p is unrolled by hand (UNROLL);
 * natively gcc does better with the plain loop. */
#ifndef TL_GEMM_VB
#ifdef __wasm__
#define TL_GEMM_VB 16
#else
#define TL_GEMM_VB 32
#endif
#endif
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 6 /* at most 8 */
#endif
#ifndef TL_GEMM_NV
#define TL_GEMM_NV 2
#endif
#ifndef TL_GEMM_UNROLL
#ifdef __wasm__
#define TL_GEMM_UNROLL 4
#else
#define TL_GEMM_UNROLL 1
#endif
#endif
#ifndef TL_GEMM_KC
#ifdef __wasm__
#define TL_GEMM_KC 1024
#else
#define TL_GEMM_KC 256
#endif
#endif
#ifndef TL_GEMM_MC
#define TL_GEMM_MC 96
#endif
#ifndef TL_GEMM_NC
#ifdef __wasm__
#define TL_GEMM_NC 256
#else
#define TL_GEMM_NC 1024
#endif
#endif
/* The attributes of the block function: the instruction set chosen above by default. */
#ifndef TL_GEMM_BLOCK_ATTR
#define TL_GEMM_BLOCK_ATTR TL_GEMM_TARGET
#endif

#define TL_GEMM_FN(name) TL_GEMM_CAT(name, TL_GEMM_SFX)
#define TL_GEMM_V TL_GEMM_FN(tl_gemm_vec)
#define TL_GEMM_LANES ((int)(TL_GEMM_VB / sizeof(TL_GEMM_T)))
#define TL_GEMM_NR (TL_GEMM_NV * TL_GEMM_LANES)
#define TL_GEMM_TILE_ROWS TL_GEMM_MR
/* On wasm the packed strips of A hold each value TL_GEMM_LANES times, a whole vector, so a step
 * of the tile loads A's values as vectors: wasmtime broadcast a scalar with a load into an
 * integer register, a move and a shuffle (benches/MEASUREMENT_HISTORY.md, "GEMM in wasm").
 * Natively a broadcast is one instruction and the strips hold each value once. */
#ifdef __wasm__
#define TL_GEMM_SPLAT_A 1
#else
#define TL_GEMM_SPLAT_A 0
#endif
/* copies of each value of A in its packed strips */
#define TL_GEMM_AS (TL_GEMM_SPLAT_A ? TL_GEMM_LANES : 1)

typedef TL_GEMM_T TL_GEMM_V __attribute__((vector_size(TL_GEMM_VB)));

/* The tile c[i*ldc + j], i < mr, j < TL_GEMM_NR, updated by p = 0..kc-1 (c starts at 0 when
 * `first`). `a` is a packed strip of A (TL_GEMM_MR values per p), `b` one of B (TL_GEMM_NR values
 * per p). Inlined with constant `mr` and `first`, so the accumulators are registers. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile)(const int mr, const int first, ptrdiff_t kc,
                                             const TL_GEMM_T* restrict a, const TL_GEMM_T* restrict b,
                                             TL_GEMM_T* restrict c, ptrdiff_t ldc) {
    TL_GEMM_V acc[TL_GEMM_TILE_ROWS][TL_GEMM_NV];
    /* A's value for row i at step p: a vector of it (TL_GEMM_SPLAT_A) or the value itself */
#if TL_GEMM_SPLAT_A
#define TL_GEMM_A(p, i) (*(const TL_GEMM_V*)(a + ((p) * TL_GEMM_MR + (i)) * TL_GEMM_AS))
#else
#define TL_GEMM_A(p, i) (a[(p) * TL_GEMM_MR + (i)])
#endif
    ptrdiff_t p = 0;
    if (first) {
        /* p = 0 is peeled, as 0 + a*b: an accumulator then only ever holds sums (a local
         * holding a copied zero and sums would be canonicalised on wasm, see below). */
        const TL_GEMM_V zero = {0};
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                acc[i][v] = zero + TL_GEMM_A(0, i) * *(const TL_GEMM_V*)(b + v * TL_GEMM_LANES);
        p = 1;
    } else {
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                memcpy(&acc[i][v], c + i * ldc + v * TL_GEMM_LANES, sizeof(TL_GEMM_V));
    }
#define TL_GEMM_STEP(p)                                                                \
    do {                                                                               \
        TL_GEMM_V bv[TL_GEMM_NV];                                                      \
        for (int v = 0; v < TL_GEMM_NV; v++)                                           \
            bv[v] = *(const TL_GEMM_V*)(b + (p) * TL_GEMM_NR + v * TL_GEMM_LANES);     \
        for (int i = 0; i < mr; i++) {                                                 \
            const __typeof__(TL_GEMM_A(p, i)) ai = TL_GEMM_A(p, i);                    \
            for (int v = 0; v < TL_GEMM_NV; v++)                                       \
                acc[i][v] += ai * bv[v];                                               \
        }                                                                              \
    } while (0)
    /* On wasm, TL_GEMM_UNROLL (4) steps of p per trip: wasmtime checks its epoch at every loop
     * head and keeps the accumulators in memory across that check, so fewer trips mean fewer
     * round trips. */
#if TL_GEMM_UNROLL == 4
    for (; p + 4 <= kc; p += 4) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
        TL_GEMM_STEP(p + 2);
        TL_GEMM_STEP(p + 3);
    }
#elif TL_GEMM_UNROLL == 2
    for (; p + 2 <= kc; p += 2) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
    }
#endif
    for (; p < kc; p++)
        TL_GEMM_STEP(p);
#undef TL_GEMM_STEP
#undef TL_GEMM_A
    for (int i = 0; i < mr; i++)
        for (int v = 0; v < TL_GEMM_NV; v++)
            memcpy(c + i * ldc + v * TL_GEMM_LANES, &acc[i][v], sizeof(TL_GEMM_V));
}

/* Copies of the tile for a row count, for the first block of p (C starts at zero) and for the
 * later ones (C is loaded). On wasm each copy is its own function: the NaN rewrite canonicalises
 * every update of a local that holds both float results and loaded values (ARCHITECTURE.md
 * "NaN rewrite"), and the compiler reuses locals freely within a function; in the first-block
 * copy, which is the only one when K <= TL_GEMM_KC, the accumulators never hold a loaded value.
 * Natively the copies are inlined into the clones of tl_gemm_block. */
#ifdef __wasm__
#define TL_GEMM_TILE_COPY static __attribute__((noinline))
#else
#define TL_GEMM_TILE_COPY TL_GEMM_INLINE
#endif
#define TL_GEMM_TILE_ROWS_COPY(k, first)                                                                     \
    TL_GEMM_TILE_COPY void TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), first)(                     \
        ptrdiff_t kc, const TL_GEMM_T* a, const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc) {                \
        TL_GEMM_FN(tl_gemm_tile)(k < TL_GEMM_MR ? k : TL_GEMM_MR, first, kc, a, b, c, ldc);                 \
    }
#define TL_GEMM_TILE_ROWS_COPIES(k) TL_GEMM_TILE_ROWS_COPY(k, 0) TL_GEMM_TILE_ROWS_COPY(k, 1)
/* A full tile, and a one-row tile for products with one row (a vector times a matrix, and a
 * matrix times a vector, see tl_gemm); other partial tiles go through a full one. */
TL_GEMM_TILE_ROWS_COPIES(1)
TL_GEMM_TILE_ROWS_COPIES(TL_GEMM_MR)

#define TL_GEMM_TILE_CALL(k, c, ldc)                                                                \
    (first ? TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 1)(kc, a, b, c, ldc)             \
           : TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 0)(kc, a, b, c, ldc))

/* The mr x nr tile at c (mr <= TL_GEMM_MR, nr <= TL_GEMM_NR): whole tiles in place, partial ones
 * through a full-size scratch tile (the packed strips are zero past their end). */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile_rows)(int mr, ptrdiff_t nr, ptrdiff_t kc, const TL_GEMM_T* a,
                                                  const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc, int first) {
    const int rows = mr == 1 ? 1 : TL_GEMM_MR;
    if (rows == mr && nr == TL_GEMM_NR) {
        if (rows == 1)
            TL_GEMM_TILE_CALL(1, c, ldc);
        else
            TL_GEMM_TILE_CALL(TL_GEMM_MR, c, ldc);
        return;
    }
    TL_GEMM_T edge[TL_GEMM_MR * TL_GEMM_NR];
    for (int i = 0; i < rows; i++)
        for (ptrdiff_t j = 0; j < TL_GEMM_NR; j++)
            edge[i * TL_GEMM_NR + j] = i < mr && j < nr && !first ? c[i * ldc + j] : 0;
    if (rows == 1)
        TL_GEMM_TILE_CALL(1, edge, TL_GEMM_NR);
    else
        TL_GEMM_TILE_CALL(TL_GEMM_MR, edge, TL_GEMM_NR);
    for (int i = 0; i < mr; i++)
        for (ptrdiff_t j = 0; j < nr; j++)
            c[i * ldc + j] = edge[i * TL_GEMM_NR + j];
}

/* B[p, j] for p < kc, j < nc into TL_GEMM_NR-wide strips (p-major within a strip), zero past nc. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_b)(ptrdiff_t kc, ptrdiff_t nc, const char* B, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t j0 = 0; j0 < nc; j0 += TL_GEMM_NR, out += kc * TL_GEMM_NR) {
        const ptrdiff_t w = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;
        if (w < TL_GEMM_NR)
            memset(out, 0, (size_t)(kc * TL_GEMM_NR) * sizeof(TL_GEMM_T));
        if (cs == (ptrdiff_t)sizeof(TL_GEMM_T)) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_NR, B + p * rs + j0 * cs, (size_t)w * sizeof(TL_GEMM_T));
        } else {
            for (ptrdiff_t j = 0; j < w; j++) {
                const char* col = B + (j0 + j) * cs;
                for (ptrdiff_t p = 0; p < kc; p++)
                    out[p * TL_GEMM_NR + j] = *(const TL_GEMM_T*)(col + p * rs);
            }
        }
    }
}

/* A[i, p] for i < mc, p < kc into TL_GEMM_MR-tall strips (p-major within a strip), zero past mc;
 * each value TL_GEMM_AS times. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_a)(ptrdiff_t mc, ptrdiff_t kc, const char* A, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t i0 = 0; i0 < mc; i0 += TL_GEMM_MR, out += kc * TL_GEMM_MR * TL_GEMM_AS) {
        const ptrdiff_t h = mc - i0 < TL_GEMM_MR ? mc - i0 : TL_GEMM_MR;
        if (!TL_GEMM_SPLAT_A && rs == (ptrdiff_t)sizeof(TL_GEMM_T) && h == TL_GEMM_MR) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_MR, A + i0 * rs + p * cs, TL_GEMM_MR * sizeof(TL_GEMM_T));
            continue;
        }
        for (ptrdiff_t i = 0; i < TL_GEMM_MR; i++)
            for (ptrdiff_t p = 0; p < kc; p++) {
                const TL_GEMM_T v = i < h ? *(const TL_GEMM_T*)(A + (i0 + i) * rs + p * cs) : 0;
                for (int l = 0; l < TL_GEMM_AS; l++)
                    out[(p * TL_GEMM_MR + i) * TL_GEMM_AS + l] = v;
            }
    }
}

/* C[0:M, 0:N] on one thread; returns -1 when scratch memory cannot be had. */
TL_GEMM_BLOCK_ATTR static int TL_GEMM_FN(tl_gemm_block)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars,
                                            ptrdiff_t acs, const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C,
                                            ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (K <= 0) {
        for (ptrdiff_t i = 0; i < M; i++)
            for (ptrdiff_t j = 0; j < N; j++)
                C[i * ldc + j] = 0;
        return 0;
    }
    const ptrdiff_t kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    const ptrdiff_t mcmax = M < TL_GEMM_MC ? (M + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR : TL_GEMM_MC;
    const ptrdiff_t ncmax = N < TL_GEMM_NC ? (N + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR : TL_GEMM_NC;
    void *abase, *bbase;
    TL_GEMM_T* pa = (TL_GEMM_T*)tl_gemm_alloc((size_t)(mcmax * kcmax * TL_GEMM_AS) * sizeof(TL_GEMM_T), &abase);
    TL_GEMM_T* pb = (TL_GEMM_T*)tl_gemm_alloc((size_t)(kcmax * ncmax) * sizeof(TL_GEMM_T), &bbase);
    if (!pa || !pb) {
        free(abase);
        free(bbase);
        return -1;
    }
    for (ptrdiff_t jc = 0; jc < N; jc += TL_GEMM_NC) {
        const ptrdiff_t nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        for (ptrdiff_t pc = 0; pc < K; pc += TL_GEMM_KC) {
            const ptrdiff_t kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC;
            const int first = pc == 0;
            TL_GEMM_FN(tl_gemm_pack_b)(kc, nc, B + pc * brs + jc * bcs, brs, bcs, pb);
            for (ptrdiff_t ic = 0; ic < M; ic += TL_GEMM_MC) {
                const ptrdiff_t mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                TL_GEMM_FN(tl_gemm_pack_a)(mc, kc, A + ic * ars + pc * acs, ars, acs, pa);
                for (ptrdiff_t jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    const ptrdiff_t nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    const TL_GEMM_T* b = pb + jr * kc;
                    for (ptrdiff_t ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        const int mr = (int)(mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR);
                        const TL_GEMM_T* a = pa + ir * kc * TL_GEMM_AS;
                        TL_GEMM_T* c = C + (ic + ir) * ldc + jc + jr;
                        TL_GEMM_FN(tl_gemm_tile_rows)(mr, nr, kc, a, b, c, ldc, first);
                    }
                }
            }
        }
    }
    free(abase);
    free(bbase);
    return 0;
}

#ifndef TL_GEMM_NO_DRIVER
typedef int (*TL_GEMM_FN(tl_gemm_block_fn))(ptrdiff_t, ptrdiff_t, ptrdiff_t, const char*, ptrdiff_t, ptrdiff_t,
                                            const char*, ptrdiff_t, ptrdiff_t, TL_GEMM_T*, ptrdiff_t);

typedef struct {
    ptrdiff_t M, N, K;
    const char* A;
    ptrdiff_t ars, acs;
    const char* B;
    ptrdiff_t brs, bcs;
    TL_GEMM_T* C;
    ptrdiff_t ldc;
    TL_GEMM_FN(tl_gemm_block_fn) block;
    int status;
} TL_GEMM_FN(tl_gemm_job);

static void* TL_GEMM_FN(tl_gemm_worker)(void* arg) {
    TL_GEMM_FN(tl_gemm_job)* j = (TL_GEMM_FN(tl_gemm_job)*)arg;
    j->status = j->block(j->M, j->N, j->K, j->A, j->ars, j->acs, j->B, j->brs, j->bcs, j->C, j->ldc);
    return NULL;
}

/* C = A . B (see the top of this file); C's rows are ldc elements apart. Returns -1 when out of
 * memory. Natively the rows (or columns) of C are split over up to tl_max_threads() threads
 * (scalar_ops.PARALLEL_SUPPORT, pasted before this file), in whole tiles; each thread runs the
 * same per-element order. */
static int TL_GEMM_FN(tl_gemm)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars, ptrdiff_t acs,
                       const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C, ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (N == 1 && M > 1 && ldc == 1) {
        /* A matrix times a column: compute the row C^T = B^T . A^T, so vector lanes run along the M
         * outputs instead of padding a single column. Same per-element order. */
        return TL_GEMM_FN(tl_gemm)(1, M, K, B, bcs, brs, A, acs, ars, C, M);
    }
#ifdef TL_GEMM_WIDE_SFX
    /* The AVX-512 variant (pasted before this one by blas.py when the kernels are compiled for
     * AVX-512F): same order. This variant's own block function is then left unused, and the
     * compiler drops it. */
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_CAT(tl_gemm_block, TL_GEMM_WIDE_SFX);
#else
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_FN(tl_gemm_block);
#endif
    int threads = tl_max_threads();
    const int64_t work = (int64_t)M * N * (K > 0 ? K : 1);
    if ((int64_t)threads > work / TL_GEMM_PER_THREAD)
        threads = (int)(work / TL_GEMM_PER_THREAD);
    if (threads > 1) {
        /* Split the longer side of C in whole tiles. */
        const int by_rows = M / TL_GEMM_MR >= N / TL_GEMM_NR;
        const ptrdiff_t unit = by_rows ? TL_GEMM_MR : TL_GEMM_NR, len = by_rows ? M : N;
        const ptrdiff_t units = (len + unit - 1) / unit;
        if (threads > units)
            threads = (int)units;
        TL_GEMM_FN(tl_gemm_job) jobs[64];
        ptrdiff_t at = 0;
        for (int t = 0; t < threads; t++) {
            const ptrdiff_t take = (units * (t + 1) / threads - units * t / threads) * unit;
            const ptrdiff_t n = at + take > len ? len - at : take;
            TL_GEMM_FN(tl_gemm_job) j = {by_rows ? n : M, by_rows ? N : n, K,
                                 by_rows ? A + at * ars : A, ars, acs,
                                 by_rows ? B : B + at * bcs, brs, bcs,
                                 by_rows ? C + at * ldc : C + at, ldc, block, 0};
            jobs[t] = j;
            at += n;
        }
        tl_parallel(threads, threads, TL_GEMM_FN(tl_gemm_worker), (char*)jobs, sizeof jobs[0]);
        int status = 0;
        for (int t = 0; t < threads; t++)
            if (jobs[t].status)
                status = jobs[t].status;
        return status;
    }
    return block(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);
}
#endif /* TL_GEMM_NO_DRIVER */

#undef TL_GEMM_FN
#undef TL_GEMM_V
#undef TL_GEMM_LANES
#undef TL_GEMM_NR
#undef TL_GEMM_TILE_ROWS
#undef TL_GEMM_SPLAT_A
#undef TL_GEMM_AS
#undef TL_GEMM_TILE_ROWS_COPY
#undef TL_GEMM_TILE_COPY
#undef TL_GEMM_TILE_ROWS_COPIES
#undef TL_GEMM_TILE_CALL
#undef TL_GEMM_VB
#undef TL_GEMM_MR
#undef TL_GEMM_NV
#undef TL_GEMM_UNROLL
#undef TL_GEMM_KC
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_GEMM_BLOCK_ATTR

#undef TL_GEMM_NO_DRIVER
#undef TL_GEMM_SFX
#define TL_GEMM_WIDE_SFX f32_avx512
#endif
#define TL_GEMM_SFX f32
/* GEMM for one real element type: C (M x N, rows `ldc` elements apart, columns adjacent) =
 * A (M x K) . B (K x N), with A and B read through byte strides (any layout, transposed or
 * strided views). blas.py pastes this file into a module's support code once per element type,
 * after defining TL_GEMM_T (float or double) and TL_GEMM_SFX (f32 or f64); when the kernels
 * are compiled for AVX-512F it first pastes an AVX-512 variant of the block function
 * (TL_GEMM_NO_DRIVER, wider tile), which the driver tl_gemm_<SFX> then uses.
 *
 * The summation order is fixed: every element of C is c = 0, then c = c + a[i,p] * b[p,j] for
 * p = 0, 1, ..., K-1, each product rounded and then each sum (modules are built without
 * contraction, see README "What agrees and what does not"). Blocking, vector width and threads
 * only decide which elements are computed together, never the order within one element, so the
 * result is bit-identical on both targets and for any number of threads. Vector lanes always
 * hold distinct elements of C; nothing is reduced across lanes.
 *
 * The layout is the usual one for BLAS kernels (Goto and van de Geijn, "Anatomy of
 * high-performance matrix multiplication", ACM TOMS 34(3), 2008): B is copied in KC x NC blocks
 * into strips NR columns wide, A in MC x KC blocks into strips MR rows tall, and a register tile
 * of MR x NR elements of C is loaded, updated over the KC values of p and stored. The tile uses
 * GCC vector extensions (gcc and clang, both targets): natively for the instruction set the
 * native toolchain chose (AVX2 or baseline x86-64, and the AVX-512 variant); wasm builds use
 * SIMD128. No
 * contraction means no FMA: a multiply and an add per step, on every target. */

#ifndef TL_GEMM_COMMON
#define TL_GEMM_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The instruction set the native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE). */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_GEMM_TARGET __attribute__((target("avx2")))
#else
#define TL_GEMM_TARGET
#endif

#define TL_GEMM_INLINE static inline __attribute__((always_inline))
#define TL_GEMM_CAT2(a, b) a##_##b
#define TL_GEMM_CAT(a, b) TL_GEMM_CAT2(a, b)

/* Below this many multiply-adds a thread costs more than it saves. */
#define TL_GEMM_PER_THREAD ((int64_t)1 << 20)

/* 64-byte aligned scratch; `*base` is what to free. */
static void* tl_gemm_alloc(size_t bytes, void** base) {
    *base = malloc(bytes + 64);
    if (!*base)
        return NULL;
    return (void*)(((uintptr_t)*base + 63) & ~(uintptr_t)63);
}

#endif /* TL_GEMM_COMMON */

/* The variant's parameters, unless the includer set them (blas.py does for the AVX-512
 * variant). Register tile: MR rows by NV vectors of VB bytes; 16 vector registers (AVX2, and
 * what wasmtime allocates on x86-64) hold MR*NV accumulators, NV values of B and one broadcast
 * value of A. Cache blocks: a KC x NR strip of B stays in L1 while the MC x KC block of A (L2)
 * streams past it; the KC x NC block of B stays in L2/L3. On wasm the whole of K up to 1024 is
 * one block (see tl_gemm_tile's copies) and the loop over p is unrolled by hand (UNROLL);
 * natively gcc does better with the plain loop. */
#ifndef TL_GEMM_VB
#ifdef __wasm__
#define TL_GEMM_VB 16
#else
#define TL_GEMM_VB 32
#endif
#endif
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 6 /* at most 8 */
#endif
#ifndef TL_GEMM_NV
#define TL_GEMM_NV 2
#endif
#ifndef TL_GEMM_UNROLL
#ifdef __wasm__
#define TL_GEMM_UNROLL 4
#else
#define TL_GEMM_UNROLL 1
#endif
#endif
#ifndef TL_GEMM_KC
#ifdef __wasm__
#define TL_GEMM_KC 1024
#else
#define TL_GEMM_KC 256
#endif
#endif
#ifndef TL_GEMM_MC
#define TL_GEMM_MC 96
#endif
#ifndef TL_GEMM_NC
#ifdef __wasm__
#define TL_GEMM_NC 256
#else
#define TL_GEMM_NC 1024
#endif
#endif
/* The attributes of the block function: the instruction set chosen above by default. */
#ifndef TL_GEMM_BLOCK_ATTR
#define TL_GEMM_BLOCK_ATTR TL_GEMM_TARGET
#endif

#define TL_GEMM_FN(name) TL_GEMM_CAT(name, TL_GEMM_SFX)
#define TL_GEMM_V TL_GEMM_FN(tl_gemm_vec)
#define TL_GEMM_LANES ((int)(TL_GEMM_VB / sizeof(TL_GEMM_T)))
#define TL_GEMM_NR (TL_GEMM_NV * TL_GEMM_LANES)
#define TL_GEMM_TILE_ROWS TL_GEMM_MR
/* On wasm the packed strips of A hold each value TL_GEMM_LANES times, a whole vector, so a step
 * of the tile loads A's values as vectors: wasmtime broadcast a scalar with a load into an
 * integer register, a move and a shuffle (benches/MEASUREMENT_HISTORY.md, "GEMM in wasm").
 * Natively a broadcast is one instruction and the strips hold each value once. */
#ifdef __wasm__
#define TL_GEMM_SPLAT_A 1
#else
#define TL_GEMM_SPLAT_A 0
#endif
/* copies of each value of A in its packed strips */
#define TL_GEMM_AS (TL_GEMM_SPLAT_A ? TL_GEMM_LANES : 1)

typedef TL_GEMM_T TL_GEMM_V __attribute__((vector_size(TL_GEMM_VB)));

/* The tile c[i*ldc + j], i < mr, j < TL_GEMM_NR, updated by p = 0..kc-1 (c starts at 0 when
 * `first`). `a` is a packed strip of A (TL_GEMM_MR values per p), `b` one of B (TL_GEMM_NR values
 * per p). Inlined with constant `mr` and `first`, so the accumulators are registers. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile)(const int mr, const int first, ptrdiff_t kc,
                                             const TL_GEMM_T* restrict a, const TL_GEMM_T* restrict b,
                                             TL_GEMM_T* restrict c, ptrdiff_t ldc) {
    TL_GEMM_V acc[TL_GEMM_TILE_ROWS][TL_GEMM_NV];
    /* A's value for row i at step p: a vector of it (TL_GEMM_SPLAT_A) or the value itself */
#if TL_GEMM_SPLAT_A
#define TL_GEMM_A(p, i) (*(const TL_GEMM_V*)(a + ((p) * TL_GEMM_MR + (i)) * TL_GEMM_AS))
#else
#define TL_GEMM_A(p, i) (a[(p) * TL_GEMM_MR + (i)])
#endif
    ptrdiff_t p = 0;
    if (first) {
        /* p = 0 is peeled, as 0 + a*b: an accumulator then only ever holds sums (a local
         * holding a copied zero and sums would be canonicalised on wasm, see below). */
        const TL_GEMM_V zero = {0};
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                acc[i][v] = zero + TL_GEMM_A(0, i) * *(const TL_GEMM_V*)(b + v * TL_GEMM_LANES);
        p = 1;
    } else {
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                memcpy(&acc[i][v], c + i * ldc + v * TL_GEMM_LANES, sizeof(TL_GEMM_V));
    }
#define TL_GEMM_STEP(p)                                                                \
    do {                                                                               \
        TL_GEMM_V bv[TL_GEMM_NV];                                                      \
        for (int v = 0; v < TL_GEMM_NV; v++)                                           \
            bv[v] = *(const TL_GEMM_V*)(b + (p) * TL_GEMM_NR + v * TL_GEMM_LANES);     \
        for (int i = 0; i < mr; i++) {                                                 \
            const __typeof__(TL_GEMM_A(p, i)) ai = TL_GEMM_A(p, i);                    \
            for (int v = 0; v < TL_GEMM_NV; v++)                                       \
                acc[i][v] += ai * bv[v];                                               \
        }                                                                              \
    } while (0)
    /* On wasm, TL_GEMM_UNROLL (4) steps of p per trip: wasmtime checks its epoch at every loop
     * head and keeps the accumulators in memory across that check, so fewer trips mean fewer
     * round trips. */
#if TL_GEMM_UNROLL == 4
    for (; p + 4 <= kc; p += 4) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
        TL_GEMM_STEP(p + 2);
        TL_GEMM_STEP(p + 3);
    }
#elif TL_GEMM_UNROLL == 2
    for (; p + 2 <= kc; p += 2) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
    }
#endif
    for (; p < kc; p++)
        TL_GEMM_STEP(p);
#undef TL_GEMM_STEP
#undef TL_GEMM_A
    for (int i = 0; i < mr; i++)
        for (int v = 0; v < TL_GEMM_NV; v++)
            memcpy(c + i * ldc + v * TL_GEMM_LANES, &acc[i][v], sizeof(TL_GEMM_V));
}

/* Copies of the tile for a row count, for the first block of p (C starts at zero) and for the
 * later ones (C is loaded). On wasm each copy is its own function: the NaN rewrite canonicalises
 * every update of a local that holds both float results and loaded values (ARCHITECTURE.md
 * "NaN rewrite"), and the compiler reuses locals freely within a function; in the first-block
 * copy, which is the only one when K <= TL_GEMM_KC, the accumulators never hold a loaded value.
 * Natively the copies are inlined into the clones of tl_gemm_block. */
#ifdef __wasm__
#define TL_GEMM_TILE_COPY static __attribute__((noinline))
#else
#define TL_GEMM_TILE_COPY TL_GEMM_INLINE
#endif
#define TL_GEMM_TILE_ROWS_COPY(k, first)                                                                     \
    TL_GEMM_TILE_COPY void TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), first)(                     \
        ptrdiff_t kc, const TL_GEMM_T* a, const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc) {                \
        TL_GEMM_FN(tl_gemm_tile)(k < TL_GEMM_MR ? k : TL_GEMM_MR, first, kc, a, b, c, ldc);                 \
    }
#define TL_GEMM_TILE_ROWS_COPIES(k) TL_GEMM_TILE_ROWS_COPY(k, 0) TL_GEMM_TILE_ROWS_COPY(k, 1)
/* A full tile, and a one-row tile for products with one row (a vector times a matrix, and a
 * matrix times a vector, see tl_gemm); other partial tiles go through a full one. */
TL_GEMM_TILE_ROWS_COPIES(1)
TL_GEMM_TILE_ROWS_COPIES(TL_GEMM_MR)

#define TL_GEMM_TILE_CALL(k, c, ldc)                                                                \
    (first ? TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 1)(kc, a, b, c, ldc)             \
           : TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 0)(kc, a, b, c, ldc))

/* The mr x nr tile at c (mr <= TL_GEMM_MR, nr <= TL_GEMM_NR): whole tiles in place, partial ones
 * through a full-size scratch tile (the packed strips are zero past their end). */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile_rows)(int mr, ptrdiff_t nr, ptrdiff_t kc, const TL_GEMM_T* a,
                                                  const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc, int first) {
    const int rows = mr == 1 ? 1 : TL_GEMM_MR;
    if (rows == mr && nr == TL_GEMM_NR) {
        if (rows == 1)
            TL_GEMM_TILE_CALL(1, c, ldc);
        else
            TL_GEMM_TILE_CALL(TL_GEMM_MR, c, ldc);
        return;
    }
    TL_GEMM_T edge[TL_GEMM_MR * TL_GEMM_NR];
    for (int i = 0; i < rows; i++)
        for (ptrdiff_t j = 0; j < TL_GEMM_NR; j++)
            edge[i * TL_GEMM_NR + j] = i < mr && j < nr && !first ? c[i * ldc + j] : 0;
    if (rows == 1)
        TL_GEMM_TILE_CALL(1, edge, TL_GEMM_NR);
    else
        TL_GEMM_TILE_CALL(TL_GEMM_MR, edge, TL_GEMM_NR);
    for (int i = 0; i < mr; i++)
        for (ptrdiff_t j = 0; j < nr; j++)
            c[i * ldc + j] = edge[i * TL_GEMM_NR + j];
}

/* B[p, j] for p < kc, j < nc into TL_GEMM_NR-wide strips (p-major within a strip), zero past nc. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_b)(ptrdiff_t kc, ptrdiff_t nc, const char* B, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t j0 = 0; j0 < nc; j0 += TL_GEMM_NR, out += kc * TL_GEMM_NR) {
        const ptrdiff_t w = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;
        if (w < TL_GEMM_NR)
            memset(out, 0, (size_t)(kc * TL_GEMM_NR) * sizeof(TL_GEMM_T));
        if (cs == (ptrdiff_t)sizeof(TL_GEMM_T)) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_NR, B + p * rs + j0 * cs, (size_t)w * sizeof(TL_GEMM_T));
        } else {
            for (ptrdiff_t j = 0; j < w; j++) {
                const char* col = B + (j0 + j) * cs;
                for (ptrdiff_t p = 0; p < kc; p++)
                    out[p * TL_GEMM_NR + j] = *(const TL_GEMM_T*)(col + p * rs);
            }
        }
    }
}

/* A[i, p] for i < mc, p < kc into TL_GEMM_MR-tall strips (p-major within a strip), zero past mc;
 * each value TL_GEMM_AS times. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_a)(ptrdiff_t mc, ptrdiff_t kc, const char* A, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t i0 = 0; i0 < mc; i0 += TL_GEMM_MR, out += kc * TL_GEMM_MR * TL_GEMM_AS) {
        const ptrdiff_t h = mc - i0 < TL_GEMM_MR ? mc - i0 : TL_GEMM_MR;
        if (!TL_GEMM_SPLAT_A && rs == (ptrdiff_t)sizeof(TL_GEMM_T) && h == TL_GEMM_MR) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_MR, A + i0 * rs + p * cs, TL_GEMM_MR * sizeof(TL_GEMM_T));
            continue;
        }
        for (ptrdiff_t i = 0; i < TL_GEMM_MR; i++)
            for (ptrdiff_t p = 0; p < kc; p++) {
                const TL_GEMM_T v = i < h ? *(const TL_GEMM_T*)(A + (i0 + i) * rs + p * cs) : 0;
                for (int l = 0; l < TL_GEMM_AS; l++)
                    out[(p * TL_GEMM_MR + i) * TL_GEMM_AS + l] = v;
            }
    }
}

/* C[0:M, 0:N] on one thread; returns -1 when scratch memory cannot be had. */
TL_GEMM_BLOCK_ATTR static int TL_GEMM_FN(tl_gemm_block)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars,
                                            ptrdiff_t acs, const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C,
                                            ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (K <= 0) {
        for (ptrdiff_t i = 0; i < M; i++)
            for (ptrdiff_t j = 0; j < N; j++)
                C[i * ldc + j] = 0;
        return 0;
    }
    const ptrdiff_t kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    const ptrdiff_t mcmax = M < TL_GEMM_MC ? (M + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR : TL_GEMM_MC;
    const ptrdiff_t ncmax = N < TL_GEMM_NC ? (N + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR : TL_GEMM_NC;
    void *abase, *bbase;
    TL_GEMM_T* pa = (TL_GEMM_T*)tl_gemm_alloc((size_t)(mcmax * kcmax * TL_GEMM_AS) * sizeof(TL_GEMM_T), &abase);
    TL_GEMM_T* pb = (TL_GEMM_T*)tl_gemm_alloc((size_t)(kcmax * ncmax) * sizeof(TL_GEMM_T), &bbase);
    if (!pa || !pb) {
        free(abase);
        free(bbase);
        return -1;
    }
    for (ptrdiff_t jc = 0; jc < N; jc += TL_GEMM_NC) {
        const ptrdiff_t nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        for (ptrdiff_t pc = 0; pc < K; pc += TL_GEMM_KC) {
            const ptrdiff_t kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC;
            const int first = pc == 0;
            TL_GEMM_FN(tl_gemm_pack_b)(kc, nc, B + pc * brs + jc * bcs, brs, bcs, pb);
            for (ptrdiff_t ic = 0; ic < M; ic += TL_GEMM_MC) {
                const ptrdiff_t mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                TL_GEMM_FN(tl_gemm_pack_a)(mc, kc, A + ic * ars + pc * acs, ars, acs, pa);
                for (ptrdiff_t jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    const ptrdiff_t nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    const TL_GEMM_T* b = pb + jr * kc;
                    for (ptrdiff_t ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        const int mr = (int)(mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR);
                        const TL_GEMM_T* a = pa + ir * kc * TL_GEMM_AS;
                        TL_GEMM_T* c = C + (ic + ir) * ldc + jc + jr;
                        TL_GEMM_FN(tl_gemm_tile_rows)(mr, nr, kc, a, b, c, ldc, first);
                    }
                }
            }
        }
    }
    free(abase);
    free(bbase);
    return 0;
}

#ifndef TL_GEMM_NO_DRIVER
typedef int (*TL_GEMM_FN(tl_gemm_block_fn))(ptrdiff_t, ptrdiff_t, ptrdiff_t, const char*, ptrdiff_t, ptrdiff_t,
                                            const char*, ptrdiff_t, ptrdiff_t, TL_GEMM_T*, ptrdiff_t);

typedef struct {
    ptrdiff_t M, N, K;
    const char* A;
    ptrdiff_t ars, acs;
    const char* B;
    ptrdiff_t brs, bcs;
    TL_GEMM_T* C;
    ptrdiff_t ldc;
    TL_GEMM_FN(tl_gemm_block_fn) block;
    int status;
} TL_GEMM_FN(tl_gemm_job);

static void* TL_GEMM_FN(tl_gemm_worker)(void* arg) {
    TL_GEMM_FN(tl_gemm_job)* j = (TL_GEMM_FN(tl_gemm_job)*)arg;
    j->status = j->block(j->M, j->N, j->K, j->A, j->ars, j->acs, j->B, j->brs, j->bcs, j->C, j->ldc);
    return NULL;
}

/* C = A . B (see the top of this file); C's rows are ldc elements apart. Returns -1 when out of
 * memory. Natively the rows (or columns) of C are split over up to tl_max_threads() threads
 * (scalar_ops.PARALLEL_SUPPORT, pasted before this file), in whole tiles; each thread runs the
 * same per-element order. */
static int TL_GEMM_FN(tl_gemm)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars, ptrdiff_t acs,
                       const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C, ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (N == 1 && M > 1 && ldc == 1) {
        /* A matrix times a column: compute the row C^T = B^T . A^T, so vector lanes run along the M
         * outputs instead of padding a single column. Same per-element order. */
        return TL_GEMM_FN(tl_gemm)(1, M, K, B, bcs, brs, A, acs, ars, C, M);
    }
#ifdef TL_GEMM_WIDE_SFX
    /* The AVX-512 variant (pasted before this one by blas.py when the kernels are compiled for
     * AVX-512F): same order. This variant's own block function is then left unused, and the
     * compiler drops it. */
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_CAT(tl_gemm_block, TL_GEMM_WIDE_SFX);
#else
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_FN(tl_gemm_block);
#endif
    int threads = tl_max_threads();
    const int64_t work = (int64_t)M * N * (K > 0 ? K : 1);
    if ((int64_t)threads > work / TL_GEMM_PER_THREAD)
        threads = (int)(work / TL_GEMM_PER_THREAD);
    if (threads > 1) {
        /* Split the longer side of C in whole tiles. */
        const int by_rows = M / TL_GEMM_MR >= N / TL_GEMM_NR;
        const ptrdiff_t unit = by_rows ? TL_GEMM_MR : TL_GEMM_NR, len = by_rows ? M : N;
        const ptrdiff_t units = (len + unit - 1) / unit;
        if (threads > units)
            threads = (int)units;
        TL_GEMM_FN(tl_gemm_job) jobs[64];
        ptrdiff_t at = 0;
        for (int t = 0; t < threads; t++) {
            const ptrdiff_t take = (units * (t + 1) / threads - units * t / threads) * unit;
            const ptrdiff_t n = at + take > len ? len - at : take;
            TL_GEMM_FN(tl_gemm_job) j = {by_rows ? n : M, by_rows ? N : n, K,
                                 by_rows ? A + at * ars : A, ars, acs,
                                 by_rows ? B : B + at * bcs, brs, bcs,
                                 by_rows ? C + at * ldc : C + at, ldc, block, 0};
            jobs[t] = j;
            at += n;
        }
        tl_parallel(threads, threads, TL_GEMM_FN(tl_gemm_worker), (char*)jobs, sizeof jobs[0]);
        int status = 0;
        for (int t = 0; t < threads; t++)
            if (jobs[t].status)
                status = jobs[t].status;
        return status;
    }
    return block(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);
}
#endif /* TL_GEMM_NO_DRIVER */

#undef TL_GEMM_FN
#undef TL_GEMM_V
#undef TL_GEMM_LANES
#undef TL_GEMM_NR
#undef TL_GEMM_TILE_ROWS
#undef TL_GEMM_SPLAT_A
#undef TL_GEMM_AS
#undef TL_GEMM_TILE_ROWS_COPY
#undef TL_GEMM_TILE_COPY
#undef TL_GEMM_TILE_ROWS_COPIES
#undef TL_GEMM_TILE_CALL
#undef TL_GEMM_VB
#undef TL_GEMM_MR
#undef TL_GEMM_NV
#undef TL_GEMM_UNROLL
#undef TL_GEMM_KC
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_GEMM_BLOCK_ATTR

#undef TL_GEMM_WIDE_SFX
#undef TL_GEMM_T
#undef TL_GEMM_SFX
#endif
int tl_k_fc28f34e4d9263de799c8800(npy_intp M, npy_intp N, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* B, npy_intp brs, npy_intp bcs, npy_float32* C, npy_intp ldc) {
    return tl_gemm_f32(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);
}

/* ---- kernel object 4 ---- */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
typedef intptr_t npy_intp;
typedef unsigned char npy_bool;
typedef int8_t npy_int8;
typedef int16_t npy_int16;
typedef int32_t npy_int32;
typedef int64_t npy_int64;
typedef uint8_t npy_uint8;
typedef uint16_t npy_uint16;
typedef uint32_t npy_uint32;
typedef uint64_t npy_uint64;
typedef float npy_float32;
typedef double npy_float64;
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_TARGET __attribute__((target("avx512f")))
#elif defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX2)
#define TL_TARGET __attribute__((target("avx2,fma")))
#else
#define TL_TARGET
#endif
/* A loop over rows calling a kernel (reduce.c's steps): gcc at -O1 (its -O3 vectorises and
   unrolls such loops, which costs compile time and, on short rows, call time). */
#if defined(__GNUC__) && !defined(__clang__)
#define TL_WALK __attribute__((optimize("O1")))
#else
#define TL_WALK
#endif
/* Before a loop calling the math library, so that every such loop runs in vector lanes on both
   targets: clang's cost model for wasm judged the loops of erf and erfc (float32 both, float64
   erfc) not worth it for their table loads (wasm SIMD has no gather); forced, they measured as
   fast as the scalar loops there. gcc vectorises them anyway. Vector lanes compute each
   element's bits as the scalar loop does. */
#if defined(__clang__)
#define TL_VECTORIZE _Pragma("clang loop vectorize(enable)")
#else
#define TL_VECTORIZE
#endif
/* The loop that computes a block again with the full functions, where one of them has a long
   general case that few arguments reach (scalar_full_loop): a function of its own, compiled
   without vector lanes. Vectorised, it more than doubled such kernels' compile time (gcc 12,
   sin(a)*cos(b) in float64: 0.92 s, 0.41 s without). */
#if defined(__clang__)
#define TL_SCALAR_FN __attribute__((noinline))
#define TL_SCALAR_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#elif defined(__GNUC__)
#define TL_SCALAR_FN __attribute__((noinline, optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#define TL_SCALAR_LOOP
#else
#define TL_SCALAR_FN
#define TL_SCALAR_LOOP
#endif
#include <string.h>
/* Lanes of 32 bytes (two wasm SIMD128 vectors, one AVX2 vector, half an AVX-512 one), NV per block. */
typedef npy_float32 tl_gemv_v __attribute__((vector_size(32)));
#define TL_GEMV_LANES ((npy_intp)(32 / sizeof(npy_float32)))
#define TL_GEMV_NV 4
#define TL_GEMV_RS 8 /* rows per block in any layout */
/* On wasm, loops over p run 4 steps per trip: wasmtime checks its epoch at every loop head and
 * keeps the sums in memory across that check (as gemm.c's TL_GEMM_UNROLL). */
#ifdef __wasm__
#define TL_GEMV_UNROLL _Pragma("GCC unroll 4")
#else
#define TL_GEMV_UNROLL
#endif
static inline tl_gemv_v tl_gemv_load(const char* p) { tl_gemv_v v; memcpy(&v, p, sizeof v); return v; }
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 12)
#define TL_GEMV_TRANSPOSE
static inline void tl_gemv_transpose(const char* a, npy_intp rs, tl_gemv_v* c) {
    tl_gemv_v r[TL_GEMV_LANES];
    for (int k = 0; k < TL_GEMV_LANES; k++) r[k] = tl_gemv_load(a + k * rs);
    tl_gemv_v u[8], v[8];
    for (int k = 0; k < 4; k++) {
        u[2 * k] = __builtin_shufflevector(r[2 * k], r[2 * k + 1], 0, 8, 2, 10, 4, 12, 6, 14);
        u[2 * k + 1] = __builtin_shufflevector(r[2 * k], r[2 * k + 1], 1, 9, 3, 11, 5, 13, 7, 15);
    }
    for (int h = 0; h < 8; h += 4)
        for (int k = 0; k < 2; k++) {
            v[h + k] = __builtin_shufflevector(u[h + k], u[h + k + 2], 0, 1, 8, 9, 4, 5, 12, 13);
            v[h + k + 2] = __builtin_shufflevector(u[h + k], u[h + k + 2], 2, 3, 10, 11, 6, 7, 14, 15);
        }
    for (int k = 0; k < 4; k++) {
        c[k] = __builtin_shufflevector(v[k], v[k + 4], 0, 1, 2, 3, 8, 9, 10, 11);
        c[k + 4] = __builtin_shufflevector(v[k], v[k + 4], 4, 5, 6, 7, 12, 13, 14, 15);
    }
}
#endif
TL_TARGET int tl_k_a824dd553c4f5b30bbe2e1ec(npy_intp M, npy_intp K, const char* A, npy_intp ars, npy_intp acs, const char* x, npy_intp xs, npy_float32* out) {
    if (M <= 0) return 0;
    if (K <= 0) {
        for (npy_intp i = 0; i < M; i++) out[i] = 0;
        return 0;
    }
    const npy_float32 x0 = *(const npy_float32*)x;
    npy_intp i0 = 0;
    if (ars == (npy_intp)sizeof(npy_float32)) {
        const tl_gemv_v zero = {0};
        for (; i0 + TL_GEMV_NV * TL_GEMV_LANES <= M; i0 += TL_GEMV_NV * TL_GEMV_LANES) {
            tl_gemv_v acc[TL_GEMV_NV];
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) acc[v] = zero + tl_gemv_load(A + (i0 + v * TL_GEMV_LANES) * ars) * x0;
            TL_GEMV_UNROLL
            for (npy_intp p = 1; p < K; p++) {
                const char* c = A + i0 * ars + p * acs;
                const npy_float32 xp = *(const npy_float32*)(x + p * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) acc[v] += tl_gemv_load(c + v * TL_GEMV_LANES * ars) * xp;
            }
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) memcpy(out + i0 + v * TL_GEMV_LANES, &acc[v], sizeof acc[v]);
        }
        for (; i0 + TL_GEMV_LANES <= M; i0 += TL_GEMV_LANES) {
            tl_gemv_v acc = zero + tl_gemv_load(A + i0 * ars) * x0;
            TL_GEMV_UNROLL
            for (npy_intp p = 1; p < K; p++) acc += tl_gemv_load(A + i0 * ars + p * acs) * *(const npy_float32*)(x + p * xs);
            memcpy(out + i0, &acc, sizeof acc);
        }
    }
#ifdef TL_GEMV_TRANSPOSE
    if (acs == (npy_intp)sizeof(npy_float32) && ars != (npy_intp)sizeof(npy_float32) && K >= TL_GEMV_LANES) {
        /* A's rows are contiguous: TL_GEMV_NV blocks of LANES rows; LANES x LANES tiles of A are
         * loaded as rows and transposed in registers, so each lane still adds its row's
         * products in order p = 0, 1, ... */
        const tl_gemv_v zero = {0};
        for (; i0 + TL_GEMV_NV * TL_GEMV_LANES <= M; i0 += TL_GEMV_NV * TL_GEMV_LANES) {
            tl_gemv_v acc[TL_GEMV_NV];
            npy_intp p = 0;
            for (; p + TL_GEMV_LANES <= K; p += TL_GEMV_LANES) {
                tl_gemv_v xv = tl_gemv_load(x + p * xs);
                if (xs != (npy_intp)sizeof(npy_float32))
                    for (int q = 0; q < TL_GEMV_LANES; q++) xv[q] = *(const npy_float32*)(x + (p + q) * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) {
                    tl_gemv_v c[TL_GEMV_LANES];
                    tl_gemv_transpose(A + (i0 + v * TL_GEMV_LANES) * ars + p * acs, ars, c);
                    if (p == 0) acc[v] = zero + c[0] * xv[0];
                    else acc[v] += c[0] * xv[0];
#pragma GCC unroll 8
                    for (int q = 1; q < TL_GEMV_LANES; q++) acc[v] += c[q] * xv[q];
                }
            }
            for (; p < K; p++) {
                const npy_float32 xp = *(const npy_float32*)(x + p * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) {
                    tl_gemv_v c;
                    for (int r = 0; r < TL_GEMV_LANES; r++) c[r] = *(const npy_float32*)(A + (i0 + v * TL_GEMV_LANES + r) * ars + p * acs);
                    acc[v] += c * xp;
                }
            }
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) memcpy(out + i0 + v * TL_GEMV_LANES, &acc[v], sizeof acc[v]);
        }
    }
#endif
    for (; i0 + TL_GEMV_RS <= M; i0 += TL_GEMV_RS) {
        npy_float32 acc[TL_GEMV_RS];
#pragma GCC unroll 8
        for (int r = 0; r < TL_GEMV_RS; r++) acc[r] = (npy_float32)0 + *(const npy_float32*)(A + (i0 + r) * ars) * x0;
        TL_GEMV_UNROLL
        for (npy_intp p = 1; p < K; p++) {
            const npy_float32 xp = *(const npy_float32*)(x + p * xs);
            const char* c = A + i0 * ars + p * acs;
#pragma GCC unroll 8
            for (int r = 0; r < TL_GEMV_RS; r++) acc[r] += *(const npy_float32*)(c + r * ars) * xp;
        }
#pragma GCC unroll 8
        for (int r = 0; r < TL_GEMV_RS; r++) out[i0 + r] = acc[r];
    }
    for (; i0 < M; i0++) {
        const char* a = A + i0 * ars;
        npy_float32 acc = (npy_float32)0 + *(const npy_float32*)a * x0;
        for (npy_intp p = 1; p < K; p++) acc += *(const npy_float32*)(a + p * acs) * *(const npy_float32*)(x + p * xs);
        out[i0] = acc;
    }
    return 0;
}
