/* twinlink module for function shapes: 2 inputs, 5 outputs, 6 nodes, C++. Generated: do not edit. */
#define TL_N_INPUTS 2
#define TL_N_OUTPUTS 5
#define TL_N_CONSTANTS 0
#include <Python.h>
#include "twinlink_prelude.h"
#include <new>
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

/* support code of DimShuffle{1,0} (node_1) */
#ifdef __cplusplus
extern "C"
#endif
void tl_copy_view(const char* base, const npy_intp* strides, const npy_intp* dims, int nd, char* dst, npy_intp size);

/* support code of Reshape{(-1,)} (node_2) */
#ifdef __cplusplus
extern "C"
#endif
void tl_copy_view(const char* base, const npy_intp* strides, const npy_intp* dims, int nd, char* dst, npy_intp size);

/* support code of concatenate{axis=1} (node_3) */
#ifdef __cplusplus
extern "C"
#endif
void tl_convert_view_float64_float64(const char* src, const npy_intp* ss, const npy_intp* dims, int nd, char* dst, const npy_intp* ds);

/* support code of Subtensor[1:, ::2] (node_4) */
#ifdef __cplusplus
extern "C"
#endif
void tl_copy_view(const char* base, const npy_intp* strides, const npy_intp* dims, int nd, char* dst, npy_intp size);

/* support code of DimShuffle{1,x,0} (node_6) */
#ifdef __cplusplus
extern "C"
#endif
void tl_copy_view(const char* base, const npy_intp* strides, const npy_intp* dims, int nd, char* dst, npy_intp size);

namespace {

struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V6;
    PyObject* tl_storage_V9;
    PyObject* tl_storage_V12;
    PyObject* tl_storage_V15;
    PyObject* tl_storage_V18;
    /* V3 output 0 of DimShuffle{1,0} */
    PyObject* py_V3;
    PyArrayObject* V3;
    typedef npy_float64 dtype_V3;
    int init(PyObject* const* tl_constants);
    void cleanup();
    int run(PyObject* const* tl_inputs);
    PyObject* tl_output(PyObject* const* tl_inputs, int i);
    ~tl_state() { cleanup(); }
};

} // namespace

static const char* tl_failure_where(int id) {
    switch (id) {
    case 1: return "input 'x' (position 0) (V1)";
    case 2: return "input 'y' (position 1) (V2)";
    case 3: return "output 0 of DimShuffle{1,0} (V3)";
    case 6: return "output 0 of Reshape{(-1,)} (V6)";
    case 9: return "output 0 of concatenate{axis=1} (V9)";
    case 12: return "output 0 of Subtensor[1:, ::2] (V12)";
    case 15: return "output 0 of Shape (V15)";
    case 18: return "output 0 of DimShuffle{1,x,0} (V18)";
    case 4: case 5: return "op DimShuffle{1,0} (node_1)";
    case 7: case 8: return "op Reshape{(-1,)} (node_2)";
    case 10: case 11: return "op concatenate{axis=1} (node_3)";
    case 13: case 14: return "op Subtensor[1:, ::2] (node_4)";
    case 16: case 17: return "op Shape (node_5)";
    case 19: case 20: return "op DimShuffle{1,x,0} (node_6)";
    default: return "twinlink runtime";
    }
}

static void tl_missing_error(int id) {
    if (!PyErr_Occurred())
        PyErr_Format(PyExc_RuntimeError, "%s failed without setting a Python exception (function %s)", tl_failure_where(id), "shapes");
}


int tl_state::init(PyObject* const* tl_constants) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_constants;
    py_V3 = Py_None;
    Py_INCREF(Py_None);
    /* V3 output 0 of DimShuffle{1,0} */
    {
        V3 = NULL;
    }
    return 0;
__tl_init_failed:
    tl_missing_error(__failure);
    return __failure;
}

void tl_state::cleanup() {
    tl_state* tl_self = this;
    (void)tl_self;
    /* V3 */
    {
        Py_XDECREF(V3);
        V3 = NULL;
    }
    Py_XDECREF(py_V3);
    py_V3 = NULL;
    Py_CLEAR(tl_self->tl_storage_V6);
    Py_CLEAR(tl_self->tl_storage_V9);
    Py_CLEAR(tl_self->tl_storage_V12);
    Py_CLEAR(tl_self->tl_storage_V15);
    Py_CLEAR(tl_self->tl_storage_V18);
}

__attribute__((hot)) int tl_state::run(PyObject* const* tl_inputs) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_inputs;
    PyObject* py_V1 = NULL;
    PyObject* py_V2 = NULL;
    PyObject* py_V6 = NULL;
    PyObject* py_V9 = NULL;
    PyObject* py_V12 = NULL;
    PyObject* py_V15 = NULL;
    PyObject* py_V18 = NULL;
    { /* V1 input 'x' (position 0) */
        PyArrayObject* V1;
        typedef npy_float64 dtype_V1;
        py_V1 = tl_inputs[0];
        Py_XINCREF(py_V1);
        V1 = NULL;
        if (tl_array_check(py_V1, 12, "NPY_FLOAT64") < 0) { { __failure = 1; goto __label_1; } }
        V1 = (PyArrayObject*)py_V1;
        Py_XINCREF(V1);

        { /* V2 input 'y' (position 1) */
            PyArrayObject* V2;
            typedef npy_float64 dtype_V2;
            py_V2 = tl_inputs[1];
            Py_XINCREF(py_V2);
            V2 = NULL;
            if (tl_array_check(py_V2, 12, "NPY_FLOAT64") < 0) { { __failure = 2; goto __label_2; } }
            V2 = (PyArrayObject*)py_V2;
            Py_XINCREF(V2);

            { /* V6 output 0 of Reshape{(-1,)} */
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
                { /* V9 output 0 of concatenate{axis=1} */
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
                    { /* V12 output 0 of Subtensor[1:, ::2] */
                        PyArrayObject* V12;
                        typedef npy_float64 dtype_V12;
                        py_V12 = tl_reusable(tl_self->tl_storage_V12);
                        if (py_V12 == Py_None) {
                            V12 = NULL;
                        } else {
                            V12 = NULL;
                            V12 = (PyArrayObject*)py_V12;
                            Py_XINCREF(V12);

                        }
                        { /* V15 output 0 of Shape */
                            PyArrayObject* V15;
                            typedef npy_int64 dtype_V15;
                            py_V15 = tl_reusable(tl_self->tl_storage_V15);
                            if (py_V15 == Py_None) {
                                V15 = NULL;
                            } else {
                                V15 = NULL;
                                V15 = (PyArrayObject*)py_V15;
                                Py_XINCREF(V15);

                            }
                            { /* V18 output 0 of DimShuffle{1,x,0} */
                                PyArrayObject* V18;
                                typedef npy_float64 dtype_V18;
                                py_V18 = tl_reusable(tl_self->tl_storage_V18);
                                if (py_V18 == Py_None) {
                                V18 = NULL;
                                } else {
                                V18 = NULL;
                                V18 = (PyArrayObject*)py_V18;
                                Py_XINCREF(V18);

                                }
                                { /* DimShuffle{1,0} (node_1) */
                                { /* DimShuffle{1,0} */
                                    npy_intp tl_dims[2] = {PyArray_DIM(V1, 1), PyArray_DIM(V1, 0)};
                                    npy_intp tl_strides[2] = {PyArray_STRIDE(V1, 1), PyArray_STRIDE(V1, 0)};
                                    int tl_reuse = V3 && PyArray_NDIM(V3) == 2 && PyArray_TYPE(V3) == 12 && PyArray_IS_C_CONTIGUOUS(V3) && PyArray_ISWRITEABLE(V3);
                                    for (int d = 0; d < 2 && tl_reuse; d++) tl_reuse = PyArray_DIM(V3, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V3);
                                        V3 = (PyArrayObject*)PyArray_EMPTY(2, tl_dims, 12, 0);
                                        if (!V3) { { __failure = 4; goto __label_4; } }
                                    }
                                    tl_copy_view(PyArray_BYTES(V1), tl_strides, tl_dims, 2, PyArray_BYTES(V3), PyArray_ITEMSIZE(V1));
                                }
                                if (!(V3 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op DimShuffle{1,0} did not set its output 0"); { __failure = 4; goto __label_4; } }
                                { /* Reshape{(-1,)} (node_2) */
                                { /* Reshape{(-1,)} */
                                    npy_intp tl_size = PyArray_SIZE(V3);
                                    npy_intp tl_dims[1] = {-1};
                                    if (0 >= 0) {
                                        if (1 == 0 || tl_size % 1 != 0) {
                                            PyErr_Format(PyExc_ValueError, "cannot reshape array of size %lld into shape (-1,)", (long long)tl_size);
                                            { __failure = 7; goto __label_7; }
                                        }
                                        tl_dims[0] = tl_size / 1;
                                    } else if (tl_size != 1) {
                                        PyErr_Format(PyExc_ValueError, "cannot reshape array of size %lld into shape (-1,)", (long long)tl_size);
                                        { __failure = 7; goto __label_7; }
                                    }
                                    int tl_reuse = V6 && PyArray_NDIM(V6) == 1 && PyArray_TYPE(V6) == 12 && PyArray_IS_C_CONTIGUOUS(V6) && PyArray_ISWRITEABLE(V6);
                                    for (int d = 0; d < 1 && tl_reuse; d++) tl_reuse = PyArray_DIM(V6, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V6);
                                        V6 = (PyArrayObject*)PyArray_EMPTY(1, tl_dims, 12, 0);
                                        if (!V6) { { __failure = 7; goto __label_7; } }
                                    }
                                    npy_intp tl_in_dims[2], tl_in_strides[2];
                                    for (int d = 0; d < 2; d++) { tl_in_dims[d] = PyArray_DIM(V3, d); tl_in_strides[d] = PyArray_STRIDE(V3, d); }
                                    tl_copy_view(PyArray_BYTES(V3), tl_in_strides, tl_in_dims, 2, PyArray_BYTES(V6), PyArray_ITEMSIZE(V3));
                                }
                                if (!(V6 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op Reshape{(-1,)} did not set its output 0"); { __failure = 7; goto __label_7; } }
                                { /* concatenate{axis=1} (node_3) */
                                { /* concatenate{axis=1} */
                                    PyArrayObject* tl_xs[2] = {V1, V2};
                                    npy_intp tl_dims[2];
                                    tl_dims[0] = PyArray_DIM(tl_xs[0], 0);
                                    tl_dims[1] = PyArray_DIM(tl_xs[0], 1);
                                    tl_dims[1] = 0;
                                    for (int k = 0; k < 2; k++) tl_dims[1] += PyArray_DIM(tl_xs[k], 1);
                                    if (PyArray_DIM(tl_xs[1], 0) != PyArray_DIM(tl_xs[0], 0)) { PyErr_Format(PyExc_ValueError, "concatenate{axis=1}: input 1 has length %lld along axis 0, input 0 has %lld", (long long)PyArray_DIM(tl_xs[1], 0), (long long)PyArray_DIM(tl_xs[0], 0)); { __failure = 10; goto __label_10; } }

                                    int tl_reuse = V9 && PyArray_NDIM(V9) == 2 && PyArray_TYPE(V9) == 12 && PyArray_IS_C_CONTIGUOUS(V9) && PyArray_ISWRITEABLE(V9);
                                    for (int d = 0; d < 2 && tl_reuse; d++) tl_reuse = PyArray_DIM(V9, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V9);
                                        V9 = (PyArrayObject*)PyArray_EMPTY(2, tl_dims, 12, 0);
                                        if (!V9) { { __failure = 10; goto __label_10; } }
                                    }
                                    npy_intp tl_offset = 0;
                                    npy_intp tl_ds[2];
                                    tl_ds[0] = PyArray_STRIDE(V9, 0);
                                    tl_ds[1] = PyArray_STRIDE(V9, 1);
                                    tl_convert_view_float64_float64(PyArray_BYTES(tl_xs[0]), PyArray_STRIDES(tl_xs[0]), PyArray_DIMS(tl_xs[0]), 2, PyArray_BYTES(V9) + tl_offset * PyArray_STRIDE(V9, 1), tl_ds);
                                    tl_offset += PyArray_DIM(tl_xs[0], 1);
                                    tl_convert_view_float64_float64(PyArray_BYTES(tl_xs[1]), PyArray_STRIDES(tl_xs[1]), PyArray_DIMS(tl_xs[1]), 2, PyArray_BYTES(V9) + tl_offset * PyArray_STRIDE(V9, 1), tl_ds);
                                    tl_offset += PyArray_DIM(tl_xs[1], 1);
                                }
                                if (!(V9 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op concatenate{axis=1} did not set its output 0"); { __failure = 10; goto __label_10; } }
                                { /* Subtensor[1:, ::2] (node_4) */
                                { /* Subtensor[1:, ::2] */
                                    const char* tl_base = PyArray_BYTES(V1);
                                    npy_intp tl_dims[2] = {0}, tl_strides[2] = {0};
                                    { /* axis 0: Python's slice.indices */
                                        npy_intp n = PyArray_DIM(V1, 0), step = 1, lo, hi;
                                        npy_intp start = 1, stop = step < 0 ? -n - 1 : n;
                                        lo = step < 0 ? -1 : 0; hi = step < 0 ? n - 1 : n;
                                        if (start < 0) { start += n; if (start < lo) start = lo; } else if (start > hi) start = hi;
                                        if (stop < 0) { stop += n; if (stop < lo) stop = lo; } else if (stop > hi) stop = hi;
                                        npy_intp len = step < 0 ? (stop < start ? (start - stop - 1) / (-step) + 1 : 0) : (start < stop ? (stop - start - 1) / step + 1 : 0);
                                        tl_base += start * PyArray_STRIDE(V1, 0);
                                        tl_dims[0] = len;
                                        tl_strides[0] = step * PyArray_STRIDE(V1, 0);
                                    }
                                    { /* axis 1: Python's slice.indices */
                                        npy_intp n = PyArray_DIM(V1, 1), step = 2, lo, hi;
                                        npy_intp start = step < 0 ? n - 1 : 0, stop = step < 0 ? -n - 1 : n;
                                        lo = step < 0 ? -1 : 0; hi = step < 0 ? n - 1 : n;
                                        if (start < 0) { start += n; if (start < lo) start = lo; } else if (start > hi) start = hi;
                                        if (stop < 0) { stop += n; if (stop < lo) stop = lo; } else if (stop > hi) stop = hi;
                                        npy_intp len = step < 0 ? (stop < start ? (start - stop - 1) / (-step) + 1 : 0) : (start < stop ? (stop - start - 1) / step + 1 : 0);
                                        tl_base += start * PyArray_STRIDE(V1, 1);
                                        tl_dims[1] = len;
                                        tl_strides[1] = step * PyArray_STRIDE(V1, 1);
                                    }
                                    int tl_reuse = V12 && PyArray_NDIM(V12) == 2 && PyArray_TYPE(V12) == 12 && PyArray_IS_C_CONTIGUOUS(V12) && PyArray_ISWRITEABLE(V12);
                                    for (int d = 0; d < 2 && tl_reuse; d++) tl_reuse = PyArray_DIM(V12, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V12);
                                        V12 = (PyArrayObject*)PyArray_EMPTY(2, tl_dims, 12, 0);
                                        if (!V12) { { __failure = 13; goto __label_13; } }
                                    }
                                    tl_copy_view(tl_base, tl_strides, tl_dims, 2, PyArray_BYTES(V12), PyArray_ITEMSIZE(V1));
                                }
                                if (!(V12 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op Subtensor[1:, ::2] did not set its output 0"); { __failure = 13; goto __label_13; } }
                                { /* Shape (node_5) */
                                    {
                                        npy_intp n = PyArray_NDIM(V1);
                                        if (!V15 || PyArray_NDIM(V15) != 1 || PyArray_TYPE(V15) != NPY_INT64 || PyArray_SIZE(V15) != n || Py_REFCNT(V15) > 1) {
                                            Py_XDECREF(V15);
                                            V15 = (PyArrayObject*)PyArray_EMPTY(1, &n, NPY_INT64, 0);
                                            if (!V15) { { __failure = 16; goto __label_16; } }
                                        }
                                    }

                                    for (int d = 0; d < PyArray_NDIM(V1); d++)
                                        ((npy_int64*)PyArray_DATA(V15))[d] = PyArray_DIM(V1, d);

                                if (!(V15 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op Shape did not set its output 0"); { __failure = 16; goto __label_16; } }
                                { /* DimShuffle{1,x,0} (node_6) */
                                { /* DimShuffle{1,x,0} */
                                    npy_intp tl_dims[3] = {PyArray_DIM(V1, 1), 1, PyArray_DIM(V1, 0)};
                                    npy_intp tl_strides[3] = {PyArray_STRIDE(V1, 1), 0, PyArray_STRIDE(V1, 0)};
                                    int tl_reuse = V18 && PyArray_NDIM(V18) == 3 && PyArray_TYPE(V18) == 12 && PyArray_IS_C_CONTIGUOUS(V18) && PyArray_ISWRITEABLE(V18);
                                    for (int d = 0; d < 3 && tl_reuse; d++) tl_reuse = PyArray_DIM(V18, d) == tl_dims[d];
                                    if (!tl_reuse) {
                                        Py_XDECREF(V18);
                                        V18 = (PyArrayObject*)PyArray_EMPTY(3, tl_dims, 12, 0);
                                        if (!V18) { { __failure = 19; goto __label_19; } }
                                    }
                                    tl_copy_view(PyArray_BYTES(V1), tl_strides, tl_dims, 3, PyArray_BYTES(V18), PyArray_ITEMSIZE(V1));
                                }
                                if (!(V18 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op DimShuffle{1,x,0} did not set its output 0"); { __failure = 19; goto __label_19; } }
                                __label_19: ;
                                }
                                __label_16: ;
                                }
                                __label_13: ;
                                }
                                __label_10: ;
                                }
                                __label_7: ;
                                }
                                __label_4: ;
                                }
                            __label_18: ;
                                if (!__failure) {
                                tl_array_sync(&py_V18, V18);
                                    tl_keep(&tl_self->tl_storage_V18, py_V18);
                                }
                                __label_sync_18: ;
                                Py_XDECREF(V18);
                                V18 = NULL;
                                Py_XDECREF(py_V18);
                            }
                        __label_15: ;
                            if (!__failure) {
                                tl_array_sync(&py_V15, V15);
                                tl_keep(&tl_self->tl_storage_V15, py_V15);
                            }
                            __label_sync_15: ;
                            Py_XDECREF(V15);
                            V15 = NULL;
                            Py_XDECREF(py_V15);
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
    case 3: return tl_self->tl_storage_V15;
    case 4: return tl_self->tl_storage_V18;
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
#define TL_COPY_PER_THREAD 262144
#define TL_COPY_BLOCK 256
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
#ifndef TL_WALK_DEFINED
#define TL_WALK_DEFINED
/* An elementwise kernel as the walk sees it (WALK_TEXT): k inputs of `sizes[i]` bytes per
   element (0 for a 0-d input, passed as it is), an output of `out_size`, and `rows`, which
   computes `count` contiguous rows of n elements, the first from p[i] (a 0-d input's data)
   into out, the next ones steps[i] and out_step bytes further, and returns the kernel's
   results OR-ed. */
typedef struct {
    int k;
    const ptrdiff_t* sizes;
    ptrdiff_t out_size, per_thread, block;
    int (*rows)(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, char* out, ptrdiff_t out_step);
} tl_walk;
/* Runs w over an output of nd axes of lengths shape (C order, contiguous at out). Input i
   starts at data[i]; strides is NULL when every input with axes is C-contiguous with the
   output's shape (one call over everything), else strides[i * nd + d] are its byte strides
   over the output's axes (0 on broadcast axes, any sign): then rows of the last axis, and a
   row that is not contiguous is gathered into scratch 128 elements at a time. nd is at most
   64. Returns w->rows' results OR-ed. */
int tl_walk_nd(const tl_walk* w, int nd, const ptrdiff_t* shape, const char* const* data, const ptrdiff_t* strides, char* out);
#endif

#define TL_COPY_ROWS(S)                                                                            \
    static int tl_copy_rows_##S(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, \
                                char* out, ptrdiff_t out_step) {                                  \
        const char* q = p[0];                                                                      \
        for (ptrdiff_t r = 0; r < count; r++, q += steps[0], out += out_step)                      \
            memcpy(out, q, (size_t)(n * S));                                                       \
        return 0;                                                                                  \
    }
TL_COPY_ROWS(1)
TL_COPY_ROWS(2)
TL_COPY_ROWS(4)
TL_COPY_ROWS(8)
static const ptrdiff_t tl_copy_sizes[4] = {1, 2, 4, 8};
static const tl_walk tl_copy_walks[4] = {
    {1, &tl_copy_sizes[0], 1, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_1},
    {1, &tl_copy_sizes[1], 2, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_2},
    {1, &tl_copy_sizes[2], 4, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_4},
    {1, &tl_copy_sizes[3], 8, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_8},
};
/* Copies the view of nd axes of lengths dims (byte strides `strides`, any sign, element 0 at
   base) into the C-contiguous dst, elements of `size` bytes: 1, 2, 4 or 8, TensorType's
   element sizes (COPY_SIZES). */
void tl_copy_view(const char* base, const npy_intp* strides, const npy_intp* dims, int nd, char* dst, npy_intp size) {
    const char* data[1] = {base};
    npy_intp step = size;
    int contiguous = 1;
    for (int d = nd - 1; d >= 0; d--) {
        contiguous &= dims[d] == 1 || strides[d] == step;
        step *= dims[d];
    }
    int which = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3;
    tl_walk_nd(&tl_copy_walks[which], nd, dims, data, contiguous ? NULL : strides, dst);
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
/* The definitions WALK_SUPPORT declares: one object per module (ARCHITECTURE.md, "Kernel
   objects"). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
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
#ifndef TL_WALK_DEFINED
#define TL_WALK_DEFINED
/* An elementwise kernel as the walk sees it (WALK_TEXT): k inputs of `sizes[i]` bytes per
   element (0 for a 0-d input, passed as it is), an output of `out_size`, and `rows`, which
   computes `count` contiguous rows of n elements, the first from p[i] (a 0-d input's data)
   into out, the next ones steps[i] and out_step bytes further, and returns the kernel's
   results OR-ed. */
typedef struct {
    int k;
    const ptrdiff_t* sizes;
    ptrdiff_t out_size, per_thread, block;
    int (*rows)(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, char* out, ptrdiff_t out_step);
} tl_walk;
/* Runs w over an output of nd axes of lengths shape (C order, contiguous at out). Input i
   starts at data[i]; strides is NULL when every input with axes is C-contiguous with the
   output's shape (one call over everything), else strides[i * nd + d] are its byte strides
   over the output's axes (0 on broadcast axes, any sign): then rows of the last axis, and a
   row that is not contiguous is gathered into scratch 128 elements at a time. nd is at most
   64. Returns w->rows' results OR-ed. */
int tl_walk_nd(const tl_walk* w, int nd, const ptrdiff_t* shape, const char* const* data, const ptrdiff_t* strides, char* out);
#endif

/* Elements per row call when a row is gathered into scratch (on the stack): a kernel's results
   do not depend on where a call starts (elemwise.FAST_BLOCK), so chunks change no bit. */
#define TL_GATHER 128
/* m elements of `size` bytes, `s` bytes apart from q, into g: copied as bits */
static void tl_gather(char* g, const char* q, ptrdiff_t s, ptrdiff_t m, ptrdiff_t size) {
    if (s == 0 && size == 8) { /* a value broadcast along the row */
        uint64_t v;
        memcpy(&v, q, 8);
        for (ptrdiff_t j = 0; j < m; j++) memcpy(g + 8 * j, &v, 8);
        return;
    }
    switch (size) {
    case 1: for (ptrdiff_t j = 0; j < m; j++, q += s) g[j] = *q; break;
    case 2: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + 2 * j, q, 2); break;
    case 4: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + 4 * j, q, 4); break;
    case 8: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + 8 * j, q, 8); break;
    default: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + size * j, q, (size_t)size); break;
    }
}
/* The walk over the elements of one part: the output's shape with `first` as the length of
   its first axis. Rows of the last two axes in a loop of their own, the pointers stepping by
   their strides; the axes before them by an odometer (a step forward, or back to the start of
   an axis), so a row costs no multiplication whatever the rank. */
static int tl_walk_part(const tl_walk* w, int nd, ptrdiff_t first, const ptrdiff_t* whole, const char* const* data,
                        const ptrdiff_t* strides, char* out) {
    ptrdiff_t shape[64];
    ptrdiff_t n = 1;
    for (int d = 0; d < nd; d++) n *= shape[d] = d ? whole[d] : first;
    if (n == 0) return 0;
    const int k = w->k;
    const int kk = k ? k : 1; /* no VLA of length 0 */
    ptrdiff_t s[kk], t[kk];
    if (!strides) {
        for (int i = 0; i < k; i++) t[i] = 0;
        return w->rows(1, n, data, t, out, 0);
    }
    const ptrdiff_t* size = w->sizes;
    const ptrdiff_t inner = shape[nd - 1], rows = nd >= 2 ? shape[nd - 2] : 1;
    const char* b[kk];
    const char* r[kk];
    ptrdiff_t room = 0;
    int contiguous = 1, negative = 0;
    for (int i = 0; i < k; i++) {
        b[i] = data[i];
        s[i] = size[i] ? strides[i * nd + nd - 1] : 0;
        t[i] = size[i] && nd >= 2 ? strides[i * nd + nd - 2] : 0;
        contiguous &= !size[i] || s[i] == size[i];
        room += size[i] * TL_GATHER + 16;
    }
    /* scratch for gathered rows, 16-byte aligned for every element type */
    long double scratch[contiguous ? 1 : room / sizeof(long double) + 1];
    char* g[kk];
    for (int i = 0, at = 0; i < k; at += (int)(size[i] * TL_GATHER + 15) / 16 * 16, i++) g[i] = (char*)scratch + at;
    ptrdiff_t idx[64];
    for (int d = 0; d < nd; d++) idx[d] = 0;
    char* z = out;
    const ptrdiff_t zrow = inner * w->out_size;
    for (;;) {
        if (contiguous)
            negative |= w->rows(rows, inner, b, t, z, zrow);
        else
            for (ptrdiff_t row = 0; row < rows; row++, z += zrow) {
                for (ptrdiff_t c = 0; c < inner; c += TL_GATHER) {
                    const ptrdiff_t m = inner - c < TL_GATHER ? inner - c : TL_GATHER;
                    for (int i = 0; i < k; i++) {
                        r[i] = b[i] + c * s[i];
                        if (size[i] && s[i] != size[i]) {
                            tl_gather(g[i], r[i], s[i], m, size[i]);
                            r[i] = g[i];
                        }
                    }
                    negative |= w->rows(1, m, r, t, z + c * w->out_size, 0);
                }
                for (int i = 0; i < k; i++) b[i] += t[i];
            }
        if (contiguous)
            z += zrow * rows;
        else
            for (int i = 0; i < k; i++) b[i] -= t[i] * rows;
        int d = nd - 3;
        for (; d >= 0; d--) {
            if (++idx[d] < shape[d]) {
                for (int i = 0; i < k; i++)
                    if (size[i]) b[i] += strides[i * nd + d];
                break;
            }
            idx[d] = 0;
            for (int i = 0; i < k; i++)
                if (size[i]) b[i] -= strides[i * nd + d] * (shape[d] - 1);
        }
        if (d < 0) return negative;
    }
}
typedef struct {
    const tl_walk* w;
    int nd, negative;
    ptrdiff_t first;
    const ptrdiff_t *whole, *strides;
    const char** data;
    char* out;
} tl_walk_job;
static void* tl_walk_job_run(void* arg) {
    tl_walk_job* j = (tl_walk_job*)arg;
    j->negative = tl_walk_part(j->w, j->nd, j->first, j->whole, j->data, j->strides, j->out);
    return NULL;
}
int tl_walk_nd(const tl_walk* w, int nd, const ptrdiff_t* shape, const char* const* data, const ptrdiff_t* strides, char* out) {
    ptrdiff_t n = 1;
    for (int d = 0; d < nd; d++) n *= shape[d];
    /* The usual small call: contiguous operands, one part, one call of rows (as tl_walk_part
       would make it, without its setup). */
    static const ptrdiff_t no_steps[64];
    if (!strides && n < 2 * w->per_thread && w->k <= 64) return n ? w->rows(1, n, data, no_steps, out, 0) : 0;
    int parts = n < 2 * w->per_thread ? 1 : tl_max_threads();
    if (parts > 1 && parts > n / w->per_thread) parts = (int)(n / w->per_thread);
    if (parts > 1 && strides && parts > shape[0]) parts = (int)shape[0];
    if (parts < 2) return tl_walk_part(w, nd, nd ? shape[0] : 1, shape, data, strides, out);
    /* contiguous: the elements in runs of whole blocks; else the first axis */
    const ptrdiff_t unit = strides ? 1 : w->block, len = strides ? shape[0] : n;
    const ptrdiff_t units = (len + unit - 1) / unit, row = strides ? n / shape[0] : 1;
    const int count = tl_job_count(parts, units), k = w->k;
    tl_walk_job jobs[64];
    const char* datas[64 * (k ? k : 1)];
    for (int t = 0; t < count; t++) {
        const ptrdiff_t at = units * t / count * unit, end = units * (t + 1) / count * unit;
        tl_walk_job* j = &jobs[t];
        j->w = w;
        j->nd = strides ? nd : 1;
        j->first = (end < len ? end : len) - at;
        j->whole = strides ? shape : &n;
        j->strides = strides;
        j->data = datas + t * k;
        for (int i = 0; i < k; i++)
            j->data[i] = data[i] + (w->sizes[i] ? at * (strides ? strides[i * nd] : w->sizes[i]) : 0);
        j->out = out + at * row * w->out_size;
    }
    tl_parallel(parts, count, tl_walk_job_run, (char*)jobs, sizeof jobs[0]);
    int negative = 0;
    for (int t = 0; t < count; t++) negative |= jobs[t].negative;
    return negative;
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
void tl_convert_view_float64_float64(const char* src, const npy_intp* ss, const npy_intp* dims, int nd, char* dst, const npy_intp* ds) {
    npy_intp total = 1, idx[64];
    for (int d = 0; d < nd; d++) total *= dims[d], idx[d] = 0;
    if (total == 0) return;
    const int outer = nd > 0 ? nd - 1 : 0;
    const npy_intp n = nd > 0 ? dims[nd - 1] : 1, s = nd > 0 ? ss[nd - 1] : 0, t = nd > 0 ? ds[nd - 1] : 0;
    for (;;) {
        const char* p = src;
        char* q = dst;
        for (int d = 0; d < outer; d++) { p += idx[d] * ss[d]; q += idx[d] * ds[d]; }
        for (npy_intp i = 0; i < n; i++)
            *(npy_float64*)(q + i * t) = *(const npy_float64*)(p + i * s);
        int d = outer - 1;
        while (d >= 0 && ++idx[d] == dims[d]) idx[d--] = 0;
        if (d < 0) break;
    }
}
