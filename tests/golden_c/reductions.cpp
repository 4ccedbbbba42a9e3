/* twinlink module for function reductions: 2 inputs, 5 outputs, 5 nodes, C++. Generated: do not edit. */
#define TL_N_INPUTS 2
#define TL_N_OUTPUTS 5
#define TL_N_CONSTANTS 0
#include <Python.h>
#include "twinlink_prelude.h"
#include <new>
#include <numpy/arrayobject.h>
#include <numpy/npy_math.h>
#include <math.h>

/* support code of sum{axis=0} (node_1) */
#ifdef __cplusplus
extern "C"
#endif
void tl_k_b28aeab397859763b96ae391(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count);

/* support code of max{axis=1} (node_2) */
#ifdef __cplusplus
extern "C"
#endif
void tl_k_cd1c7504d496802f5df8096d(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count);

/* support code of argmax{axis=1} (node_3) */
#ifdef __cplusplus
extern "C"
#endif
void tl_k_0f1c7eb2998d4b08bf157c35(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count);

/* support code of prod{axis=None} (node_4) */
#ifdef __cplusplus
extern "C"
#endif
void tl_k_1f9b05605a0859df01a0283f(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_int64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count);

/* support code of mean{axis=(0, 1)} (node_5) */
#ifdef __cplusplus
extern "C"
#endif
void tl_k_f417f954e63f928cebff58a0(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count);

namespace {

struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V3;
    PyObject* tl_storage_V6;
    PyObject* tl_storage_V9;
    PyObject* tl_storage_V12;
    PyObject* tl_storage_V15;
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
    case 2: return "input 'i' (position 1) (V2)";
    case 3: return "output 0 of sum{axis=0} (V3)";
    case 6: return "output 0 of max{axis=1} (V6)";
    case 9: return "output 0 of argmax{axis=1} (V9)";
    case 12: return "output 0 of prod{axis=None} (V12)";
    case 15: return "output 0 of mean{axis=(0, 1)} (V15)";
    case 4: case 5: return "op sum{axis=0} (node_1)";
    case 7: case 8: return "op max{axis=1} (node_2)";
    case 10: case 11: return "op argmax{axis=1} (node_3)";
    case 13: case 14: return "op prod{axis=None} (node_4)";
    case 16: case 17: return "op mean{axis=(0, 1)} (node_5)";
    default: return "twinlink runtime";
    }
}

static void tl_missing_error(int id) {
    if (!PyErr_Occurred())
        PyErr_Format(PyExc_RuntimeError, "%s failed without setting a Python exception (function %s)", tl_failure_where(id), "reductions");
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
    Py_CLEAR(tl_self->tl_storage_V3);
    Py_CLEAR(tl_self->tl_storage_V6);
    Py_CLEAR(tl_self->tl_storage_V9);
    Py_CLEAR(tl_self->tl_storage_V12);
    Py_CLEAR(tl_self->tl_storage_V15);
}

int tl_state::run(PyObject* const* tl_inputs) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_inputs;
    PyObject* py_V1 = NULL;
    PyObject* py_V2 = NULL;
    PyObject* py_V3 = NULL;
    PyObject* py_V6 = NULL;
    PyObject* py_V9 = NULL;
    PyObject* py_V12 = NULL;
    PyObject* py_V15 = NULL;
    { /* V1 input 'x' (position 0) */
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

        { /* V2 input 'i' (position 1) */
            PyArrayObject* V2;
            typedef npy_int32 dtype_V2;
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
                             "expected an aligned array of type %d (NPY_INT32), got a non-aligned array of type %d",
                             5, PyArray_TYPE((PyArrayObject*)py_V2));
                { __failure = 2; goto __label_2; }
            }
            if (PyArray_TYPE((PyArrayObject*)py_V2) != NPY_INT32) {
                PyErr_Format(PyExc_TypeError, "expected type_num %d (NPY_INT32) got %d",
                             NPY_INT32, PyArray_TYPE((PyArrayObject*)py_V2));
                { __failure = 2; goto __label_2; }
            }
            V2 = (PyArrayObject*)py_V2;
            Py_XINCREF(V2);

            { /* V3 output 0 of sum{axis=0} */
                PyArrayObject* V3;
                typedef npy_float64 dtype_V3;
                py_V3 = tl_self->tl_storage_V3;
                if (!py_V3 || Py_REFCNT(py_V3) != 1)
                    py_V3 = Py_None;
                Py_INCREF(py_V3);
                if (py_V3 == Py_None) {
                    V3 = NULL;
                } else {
                    V3 = NULL;
                    V3 = (PyArrayObject*)py_V3;
                    Py_XINCREF(V3);

                }
                { /* V6 output 0 of max{axis=1} */
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
                    { /* V9 output 0 of argmax{axis=1} */
                        PyArrayObject* V9;
                        typedef npy_int64 dtype_V9;
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
                        { /* V12 output 0 of prod{axis=None} */
                            PyArrayObject* V12;
                            typedef npy_int64 dtype_V12;
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
                            { /* V15 output 0 of mean{axis=(0, 1)} */
                                PyArrayObject* V15;
                                typedef npy_float64 dtype_V15;
                                py_V15 = tl_self->tl_storage_V15;
                                if (!py_V15 || Py_REFCNT(py_V15) != 1)
                                    py_V15 = Py_None;
                                Py_INCREF(py_V15);
                                if (py_V15 == Py_None) {
                                    V15 = NULL;
                                } else {
                                    V15 = NULL;
                                    V15 = (PyArrayObject*)py_V15;
                                    Py_XINCREF(V15);

                                }
                                { /* sum{axis=0} (node_1) */
                                    /* sum{axis=0} */
                                    {
                                        PyArrayObject* tl_x = V1;
                                        npy_intp tl_od[2]; int tl_ond = 0; npy_intp tl_count = 1;
                                        tl_count *= PyArray_DIM(tl_x, 0);
                                        tl_od[tl_ond++] = PyArray_DIM(tl_x, 1);
                                        int tl_reuse = V3 && PyArray_NDIM(V3) == tl_ond && PyArray_TYPE(V3) == 12 && PyArray_IS_C_CONTIGUOUS(V3) && PyArray_ISWRITEABLE(V3);
                                        for (int d = 0; d < tl_ond && tl_reuse; d++) tl_reuse = PyArray_DIM(V3, d) == tl_od[d];
                                        if (!tl_reuse) { Py_XDECREF(V3); V3 = (PyArrayObject*)PyArray_EMPTY(tl_ond, tl_od, 12, 0); if (!V3) { { __failure = 4; goto __label_4; } } }
                                        npy_intp tl_on = PyArray_SIZE(V3);
                                        npy_float64* tl_acc = (npy_float64*)PyArray_DATA(V3);
                                        tl_k_b28aeab397859763b96ae391(PyArray_BYTES(tl_x), PyArray_DIMS(tl_x), PyArray_STRIDES(tl_x), tl_acc, NULL, PyArray_DATA(V3), tl_on, tl_count);
                                    }
                                    if (!(V3 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op sum{axis=0} did not set its output 0"); { __failure = 4; goto __label_4; } }
                                    { /* max{axis=1} (node_2) */
                                        /* max{axis=1} */
                                        {
                                            PyArrayObject* tl_x = V1;
                                            npy_intp tl_od[2]; int tl_ond = 0; npy_intp tl_count = 1;
                                            tl_od[tl_ond++] = PyArray_DIM(tl_x, 0);
                                            tl_count *= PyArray_DIM(tl_x, 1);
                                            if (tl_count == 0) { PyErr_SetString(PyExc_ValueError, "zero-size array to reduction operation maximum which has no identity"); { __failure = 7; goto __label_7; } }
                                            int tl_reuse = V6 && PyArray_NDIM(V6) == tl_ond && PyArray_TYPE(V6) == 12 && PyArray_IS_C_CONTIGUOUS(V6) && PyArray_ISWRITEABLE(V6);
                                            for (int d = 0; d < tl_ond && tl_reuse; d++) tl_reuse = PyArray_DIM(V6, d) == tl_od[d];
                                            if (!tl_reuse) { Py_XDECREF(V6); V6 = (PyArrayObject*)PyArray_EMPTY(tl_ond, tl_od, 12, 0); if (!V6) { { __failure = 7; goto __label_7; } } }
                                            npy_intp tl_on = PyArray_SIZE(V6);
                                            npy_float64* tl_acc = (npy_float64*)PyArray_DATA(V6);
                                            tl_k_cd1c7504d496802f5df8096d(PyArray_BYTES(tl_x), PyArray_DIMS(tl_x), PyArray_STRIDES(tl_x), tl_acc, NULL, PyArray_DATA(V6), tl_on, tl_count);
                                        }
                                        if (!(V6 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op max{axis=1} did not set its output 0"); { __failure = 7; goto __label_7; } }
                                        { /* argmax{axis=1} (node_3) */
                                            /* argmax{axis=1} */
                                            {
                                                PyArrayObject* tl_x = V1;
                                                npy_intp tl_od[2]; int tl_ond = 0; npy_intp tl_count = 1;
                                                tl_od[tl_ond++] = PyArray_DIM(tl_x, 0);
                                                tl_count *= PyArray_DIM(tl_x, 1);
                                                if (tl_count == 0) { PyErr_SetString(PyExc_ValueError, "attempt to get argmax of an empty sequence"); { __failure = 10; goto __label_10; } }
                                                int tl_reuse = V9 && PyArray_NDIM(V9) == tl_ond && PyArray_TYPE(V9) == 7 && PyArray_IS_C_CONTIGUOUS(V9) && PyArray_ISWRITEABLE(V9);
                                                for (int d = 0; d < tl_ond && tl_reuse; d++) tl_reuse = PyArray_DIM(V9, d) == tl_od[d];
                                                if (!tl_reuse) { Py_XDECREF(V9); V9 = (PyArrayObject*)PyArray_EMPTY(tl_ond, tl_od, 7, 0); if (!V9) { { __failure = 10; goto __label_10; } } }
                                                npy_intp tl_on = PyArray_SIZE(V9);
                                                npy_float64* tl_acc = (npy_float64*)PyMem_Malloc((size_t)(tl_on > 0 ? tl_on : 1) * sizeof(npy_float64));
                                                if (!tl_acc) { PyErr_NoMemory(); { __failure = 10; goto __label_10; } }
                                                npy_int64* tl_best = (npy_int64*)PyArray_DATA(V9);
                                                tl_k_0f1c7eb2998d4b08bf157c35(PyArray_BYTES(tl_x), PyArray_DIMS(tl_x), PyArray_STRIDES(tl_x), tl_acc, tl_best, PyArray_DATA(V9), tl_on, tl_count);
                                                PyMem_Free(tl_acc);
                                            }
                                            if (!(V9 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op argmax{axis=1} did not set its output 0"); { __failure = 10; goto __label_10; } }
                                            { /* prod{axis=None} (node_4) */
                                                /* prod{axis=None} */
                                                {
                                                    PyArrayObject* tl_x = V2;
                                                    npy_intp tl_od[2]; int tl_ond = 0; npy_intp tl_count = 1;
                                                    tl_count *= PyArray_DIM(tl_x, 0);
                                                    tl_count *= PyArray_DIM(tl_x, 1);
                                                    int tl_reuse = V12 && PyArray_NDIM(V12) == tl_ond && PyArray_TYPE(V12) == 7 && PyArray_IS_C_CONTIGUOUS(V12) && PyArray_ISWRITEABLE(V12);
                                                    for (int d = 0; d < tl_ond && tl_reuse; d++) tl_reuse = PyArray_DIM(V12, d) == tl_od[d];
                                                    if (!tl_reuse) { Py_XDECREF(V12); V12 = (PyArrayObject*)PyArray_EMPTY(tl_ond, tl_od, 7, 0); if (!V12) { { __failure = 13; goto __label_13; } } }
                                                    npy_intp tl_on = PyArray_SIZE(V12);
                                                    npy_int64* tl_acc = (npy_int64*)PyArray_DATA(V12);
                                                    tl_k_1f9b05605a0859df01a0283f(PyArray_BYTES(tl_x), PyArray_DIMS(tl_x), PyArray_STRIDES(tl_x), tl_acc, NULL, PyArray_DATA(V12), tl_on, tl_count);
                                                }
                                                if (!(V12 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op prod{axis=None} did not set its output 0"); { __failure = 13; goto __label_13; } }
                                                { /* mean{axis=(0, 1)} (node_5) */
                                                    /* mean{axis=(0, 1)} */
                                                    {
                                                        PyArrayObject* tl_x = V1;
                                                        npy_intp tl_od[2]; int tl_ond = 0; npy_intp tl_count = 1;
                                                        tl_count *= PyArray_DIM(tl_x, 0);
                                                        tl_count *= PyArray_DIM(tl_x, 1);
                                                        int tl_reuse = V15 && PyArray_NDIM(V15) == tl_ond && PyArray_TYPE(V15) == 12 && PyArray_IS_C_CONTIGUOUS(V15) && PyArray_ISWRITEABLE(V15);
                                                        for (int d = 0; d < tl_ond && tl_reuse; d++) tl_reuse = PyArray_DIM(V15, d) == tl_od[d];
                                                        if (!tl_reuse) { Py_XDECREF(V15); V15 = (PyArrayObject*)PyArray_EMPTY(tl_ond, tl_od, 12, 0); if (!V15) { { __failure = 16; goto __label_16; } } }
                                                        npy_intp tl_on = PyArray_SIZE(V15);
                                                        npy_float64* tl_acc = (npy_float64*)PyArray_DATA(V15);
                                                        tl_k_f417f954e63f928cebff58a0(PyArray_BYTES(tl_x), PyArray_DIMS(tl_x), PyArray_STRIDES(tl_x), tl_acc, NULL, PyArray_DATA(V15), tl_on, tl_count);
                                                    }
                                                    if (!(V15 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op mean{axis=(0, 1)} did not set its output 0"); { __failure = 16; goto __label_16; } }
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
                            __label_15: ;
                                if (!__failure) {
                                    if (!V15) {
                                        Py_XDECREF(py_V15);
                                        Py_INCREF(Py_None);
                                        py_V15 = Py_None;
                                    } else if ((void*)py_V15 != (void*)V15) {
                                        Py_XDECREF(py_V15);
                                        py_V15 = (PyObject*)V15;
                                        Py_INCREF(py_V15);
                                    }

                                    Py_XSETREF(tl_self->tl_storage_V15, Py_XNewRef(py_V15));
                                }
                                __label_sync_15: ;
                                Py_XDECREF(V15);
                                V15 = NULL;
                                Py_XDECREF(py_V15);
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
            __label_3: ;
                if (!__failure) {
                    if (!V3) {
                        Py_XDECREF(py_V3);
                        Py_INCREF(Py_None);
                        py_V3 = Py_None;
                    } else if ((void*)py_V3 != (void*)V3) {
                        Py_XDECREF(py_V3);
                        py_V3 = (PyObject*)V3;
                        Py_INCREF(py_V3);
                    }

                    Py_XSETREF(tl_self->tl_storage_V3, Py_XNewRef(py_V3));
                }
                __label_sync_3: ;
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
    case 0: return tl_self->tl_storage_V3;
    case 1: return tl_self->tl_storage_V6;
    case 2: return tl_self->tl_storage_V9;
    case 3: return tl_self->tl_storage_V12;
    case 4: return tl_self->tl_storage_V15;
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
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__) && !defined(__wasm__)
#define TL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define TL_CLONES
#endif
void tl_k_b28aeab397859763b96ae391(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count) {
    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = 0;
    npy_intp tl_as[2], tl_rs[2];
    { npy_intp step = 1, rstep = 1;
      tl_as[1] = step; tl_rs[1] = 0; step *= tl_dims[1];
      tl_as[0] = 0; tl_rs[0] = rstep; rstep *= tl_dims[0];
      (void)rstep; (void)step; }
    if (tl_on > 0 && tl_count > 0) {
        npy_intp tl_idx[2] = {0};
        for (;;) {
            const char* tl_p = tl_data;
            npy_intp tl_o = 0, tl_r = 0;
            for (int d = 0; d + 1 < 2; d++) { tl_p += tl_idx[d] * tl_strides[d]; tl_o += tl_idx[d] * tl_as[d]; tl_r += tl_idx[d] * tl_rs[d]; }
            const npy_intp tl_in = tl_dims[1], tl_is = tl_strides[1];
            if (tl_is == (npy_intp)sizeof(npy_float64)) {
            for (npy_intp i = 0; i < tl_in; i++) {
                npy_float64* a = &tl_acc[tl_o + i];
                const npy_float64 v = ((const npy_float64*)tl_p)[i];
                *a += v;
            }
            }
            else {
            for (npy_intp i = 0; i < tl_in; i++) {
                npy_float64* a = &tl_acc[tl_o + i];
                const npy_float64 v = (*(const npy_float64*)(tl_p + i * tl_is));
                *a += v;
            }
            }
            int d = 2 - 2;
            while (d >= 0 && ++tl_idx[d] == tl_dims[d]) tl_idx[d--] = 0;
            if (d < 0) break;
        }
    }
}

/* ---- kernel object 1 ---- */
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
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__) && !defined(__wasm__)
#define TL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define TL_CLONES
#endif
void tl_k_cd1c7504d496802f5df8096d(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count) {
    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = -INFINITY;
    npy_intp tl_as[2], tl_rs[2];
    { npy_intp step = 1, rstep = 1;
      tl_as[1] = 0; tl_rs[1] = rstep; rstep *= tl_dims[1];
      tl_as[0] = step; tl_rs[0] = 0; step *= tl_dims[0];
      (void)rstep; (void)step; }
    if (tl_on > 0 && tl_count > 0) {
        npy_intp tl_idx[2] = {0};
        for (;;) {
            const char* tl_p = tl_data;
            npy_intp tl_o = 0, tl_r = 0;
            for (int d = 0; d + 1 < 2; d++) { tl_p += tl_idx[d] * tl_strides[d]; tl_o += tl_idx[d] * tl_as[d]; tl_r += tl_idx[d] * tl_rs[d]; }
            const npy_intp tl_in = tl_dims[1], tl_is = tl_strides[1];
            npy_float64 tl_m[4]; tl_m[0] = tl_m[1] = tl_m[2] = tl_m[3] = tl_acc[tl_o];
            npy_intp i = 0;
            if (tl_is == (npy_intp)sizeof(npy_float64)) {
            for (; i + 4 <= tl_in; i += 4) {
                { npy_float64* a = &tl_m[0]; const npy_float64 v = ((const npy_float64*)tl_p)[i + 0];
                  *a = (v > *a || v != v) ? v : *a;
                }
                { npy_float64* a = &tl_m[1]; const npy_float64 v = ((const npy_float64*)tl_p)[i + 1];
                  *a = (v > *a || v != v) ? v : *a;
                }
                { npy_float64* a = &tl_m[2]; const npy_float64 v = ((const npy_float64*)tl_p)[i + 2];
                  *a = (v > *a || v != v) ? v : *a;
                }
                { npy_float64* a = &tl_m[3]; const npy_float64 v = ((const npy_float64*)tl_p)[i + 3];
                  *a = (v > *a || v != v) ? v : *a;
                }
            }
            }
            for (; i < tl_in; i++)
                { npy_float64* a = &tl_m[0]; const npy_float64 v = (*(const npy_float64*)(tl_p + i * tl_is));
                  *a = (v > *a || v != v) ? v : *a;
                }
            for (int k = 1; k < 4; k++)
                { npy_float64* a = &tl_m[0]; const npy_float64 v = tl_m[k];
                  *a = (v > *a || v != v) ? v : *a;
                }
            tl_acc[tl_o] = tl_m[0];
            int d = 2 - 2;
            while (d >= 0 && ++tl_idx[d] == tl_dims[d]) tl_idx[d--] = 0;
            if (d < 0) break;
        }
    }
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
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__) && !defined(__wasm__)
#define TL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define TL_CLONES
#endif
void tl_k_0f1c7eb2998d4b08bf157c35(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count) {
    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = -INFINITY;
    for (npy_intp i = 0; i < tl_on; i++) tl_best[i] = 0;
    npy_intp tl_as[2], tl_rs[2];
    { npy_intp step = 1, rstep = 1;
      tl_as[1] = 0; tl_rs[1] = rstep; rstep *= tl_dims[1];
      tl_as[0] = step; tl_rs[0] = 0; step *= tl_dims[0];
      (void)rstep; (void)step; }
    if (tl_on > 0 && tl_count > 0) {
        npy_intp tl_idx[2] = {0};
        for (;;) {
            const char* tl_p = tl_data;
            npy_intp tl_o = 0, tl_r = 0;
            for (int d = 0; d + 1 < 2; d++) { tl_p += tl_idx[d] * tl_strides[d]; tl_o += tl_idx[d] * tl_as[d]; tl_r += tl_idx[d] * tl_rs[d]; }
            const npy_intp tl_in = tl_dims[1], tl_is = tl_strides[1];
            npy_float64 tl_local = tl_acc[tl_o]; npy_float64* a = &tl_local;
            for (npy_intp i = 0; i < tl_in; i++) {
                const npy_float64 v = (*(const npy_float64*)(tl_p + i * tl_is));
                if (*a == *a && (v > *a || (v != v && *a == *a))) { *a = v; tl_best[tl_o] = tl_r + i * tl_rs[1]; }
            }
            tl_acc[tl_o] = tl_local;
            int d = 2 - 2;
            while (d >= 0 && ++tl_idx[d] == tl_dims[d]) tl_idx[d--] = 0;
            if (d < 0) break;
        }
    }
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
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__) && !defined(__wasm__)
#define TL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define TL_CLONES
#endif
void tl_k_1f9b05605a0859df01a0283f(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_int64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count) {
    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = 1;
    npy_intp tl_as[2], tl_rs[2];
    { npy_intp step = 1, rstep = 1;
      tl_as[1] = 0; tl_rs[1] = rstep; rstep *= tl_dims[1];
      tl_as[0] = 0; tl_rs[0] = rstep; rstep *= tl_dims[0];
      (void)rstep; (void)step; }
    if (tl_on > 0 && tl_count > 0) {
        npy_intp tl_idx[2] = {0};
        for (;;) {
            const char* tl_p = tl_data;
            npy_intp tl_o = 0, tl_r = 0;
            for (int d = 0; d + 1 < 2; d++) { tl_p += tl_idx[d] * tl_strides[d]; tl_o += tl_idx[d] * tl_as[d]; tl_r += tl_idx[d] * tl_rs[d]; }
            const npy_intp tl_in = tl_dims[1], tl_is = tl_strides[1];
            npy_int64 tl_local = tl_acc[tl_o]; npy_int64* a = &tl_local;
            for (npy_intp i = 0; i < tl_in; i++) {
                const npy_int32 v = (*(const npy_int32*)(tl_p + i * tl_is));
                *a = (npy_int64)((npy_uint64)*a * (npy_uint64)((npy_int64)(v)));
            }
            tl_acc[tl_o] = tl_local;
            int d = 2 - 2;
            while (d >= 0 && ++tl_idx[d] == tl_dims[d]) tl_idx[d--] = 0;
            if (d < 0) break;
        }
    }
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
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__) && !defined(__wasm__)
#define TL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define TL_CLONES
#endif
void tl_k_f417f954e63f928cebff58a0(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, npy_float64* tl_acc, npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count) {
    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = 0;
    npy_intp tl_as[2], tl_rs[2];
    { npy_intp step = 1, rstep = 1;
      tl_as[1] = 0; tl_rs[1] = rstep; rstep *= tl_dims[1];
      tl_as[0] = 0; tl_rs[0] = rstep; rstep *= tl_dims[0];
      (void)rstep; (void)step; }
    if (tl_on > 0 && tl_count > 0) {
        npy_intp tl_idx[2] = {0};
        for (;;) {
            const char* tl_p = tl_data;
            npy_intp tl_o = 0, tl_r = 0;
            for (int d = 0; d + 1 < 2; d++) { tl_p += tl_idx[d] * tl_strides[d]; tl_o += tl_idx[d] * tl_as[d]; tl_r += tl_idx[d] * tl_rs[d]; }
            const npy_intp tl_in = tl_dims[1], tl_is = tl_strides[1];
            npy_float64 tl_local = tl_acc[tl_o]; npy_float64* a = &tl_local;
            for (npy_intp i = 0; i < tl_in; i++) {
                const npy_float64 v = (*(const npy_float64*)(tl_p + i * tl_is));
                *a += v;
            }
            tl_acc[tl_o] = tl_local;
            int d = 2 - 2;
            while (d >= 0 && ++tl_idx[d] == tl_dims[d]) tl_idx[d--] = 0;
            if (d < 0) break;
        }
    }
    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = tl_acc[i] / (npy_float64)tl_count;
}
