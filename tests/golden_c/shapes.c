/* twinlink module for function shapes: 2 inputs, 5 outputs, 6 nodes. Generated: do not edit. */
#define TL_N_INPUTS 2
#define TL_N_OUTPUTS 5
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

/* Copies the `nd`-d view of `src` (element 0 at byte `base`, byte strides `strides`, shape
 * `dims`) into the C-contiguous `dst` of the same element size. */
static void tl_gather(const char* base, const npy_intp* strides, const npy_intp* dims, int nd,
                      char* dst, npy_intp itemsize) {
    npy_intp total = 1;
    for (int d = 0; d < nd; d++) total *= dims[d];
    if (total == 0) return;
    npy_intp idx[64] = {0};
    for (npy_intp n = 0; n < total; n++) {
        const char* p = base;
        for (int d = 0; d < nd; d++) p += idx[d] * strides[d];
        memcpy(dst + n * itemsize, p, (size_t)itemsize);
        for (int d = nd - 1; d >= 0; d--) {
            if (++idx[d] < dims[d]) break;
            idx[d] = 0;
        }
    }
}

/* V3 output 0 of DimShuffle{1,0} */

typedef npy_float64 dtype_V3;

typedef struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V6;
    PyObject* tl_storage_V9;
    PyObject* tl_storage_V12;
    PyObject* tl_storage_V15;
    PyObject* tl_storage_V18;
    PyObject* py_V3;
    /* V3 output 0 of DimShuffle{1,0} */
    PyArrayObject* V3;
} tl_state;

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

#define py_V3 (tl_self->py_V3)
#define V3 (tl_self->V3)

static int tl_state_init(tl_state* tl_self, PyObject* const* tl_constants) {
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

static void tl_state_cleanup(tl_state* tl_self) {
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

static __attribute__((hot)) int tl_state_run(tl_state* tl_self, PyObject* const* tl_inputs) {
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
                                        tl_gather(PyArray_BYTES(V1), tl_strides, tl_dims, 2, PyArray_BYTES(V3), PyArray_ITEMSIZE(V1));
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
                                            tl_gather(PyArray_BYTES(V3), tl_in_strides, tl_in_dims, 2, PyArray_BYTES(V6), PyArray_ITEMSIZE(V3));
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
                                                { PyArrayObject* x = tl_xs[0];
                                                  npy_intp n = PyArray_SIZE(x), idx[2] = {0};
                                                  for (npy_intp e = 0; e < n; e++) {
                                                      const char* p = PyArray_BYTES(x); npy_intp o = 0, step = 1;
                                                      for (int d = 0; d < 2; d++) p += idx[d] * PyArray_STRIDE(x, d);
                                                      for (int od = 2 - 1; od >= 0; od--) {
                                                          npy_intp i;
                                                          i = idx[od] + (od == 1 ? tl_offset : 0);
                                                          o += i * step; step *= tl_dims[od];
                                                      }
                                                      ((npy_float64*)PyArray_DATA(V9))[o] = *(const npy_float64*)p;
                                                      for (int d = 2 - 1; d >= 0; d--) { if (++idx[d] < PyArray_DIM(x, d)) break; idx[d] = 0; }
                                                  }
                                                  tl_offset += PyArray_DIM(x, 1);
                                                }
                                                { PyArrayObject* x = tl_xs[1];
                                                  npy_intp n = PyArray_SIZE(x), idx[2] = {0};
                                                  for (npy_intp e = 0; e < n; e++) {
                                                      const char* p = PyArray_BYTES(x); npy_intp o = 0, step = 1;
                                                      for (int d = 0; d < 2; d++) p += idx[d] * PyArray_STRIDE(x, d);
                                                      for (int od = 2 - 1; od >= 0; od--) {
                                                          npy_intp i;
                                                          i = idx[od] + (od == 1 ? tl_offset : 0);
                                                          o += i * step; step *= tl_dims[od];
                                                      }
                                                      ((npy_float64*)PyArray_DATA(V9))[o] = *(const npy_float64*)p;
                                                      for (int d = 2 - 1; d >= 0; d--) { if (++idx[d] < PyArray_DIM(x, d)) break; idx[d] = 0; }
                                                  }
                                                  tl_offset += PyArray_DIM(x, 1);
                                                }
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
                                                    tl_gather(tl_base, tl_strides, tl_dims, 2, PyArray_BYTES(V12), PyArray_ITEMSIZE(V1));
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
                                                            tl_gather(PyArray_BYTES(V1), tl_strides, tl_dims, 3, PyArray_BYTES(V18), PyArray_ITEMSIZE(V1));
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

static PyObject* tl_state_output(tl_state* tl_self, PyObject* const* tl_inputs, int i) {
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

#undef py_V3
#undef V3

static PyObject* tl_module_init(void) {
    {
        import_array();
    }
    return PyErr_Occurred() ? NULL : Py_None;
}

#include "twinlink_entry.h"
