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

/* The shape k inputs broadcast to (aligned to the right, as NumPy) into shape[nd]; -1 with a
   ValueError naming op when they cannot. */
static int tl_broadcast(int k, PyArrayObject* const* a, int nd, npy_intp* shape, const char* op) {
    for (int d = 0; d < nd; d++) shape[d] = 1;
    int bad = 0;
    for (int i = 0; i < k; i++) {
        int ni = PyArray_NDIM(a[i]), off = nd - ni;
        for (int d = 0; d < ni; d++) {
            npy_intp n = PyArray_DIM(a[i], d);
            if (shape[d + off] == 1) shape[d + off] = n; else if (n != 1 && n != shape[d + off]) bad = 1;
        }
    }
    if (!bad) return 0;
    char text[512]; size_t at = 0;
    for (int i = 0; i < k; i++) { char one[128]; at += snprintf(text + at, sizeof text - at, i ? " %s" : "%s", tl_shape_text(a[i], one, sizeof one)); if (at >= sizeof text) break; }
    PyErr_Format(PyExc_ValueError, "%s: operands could not be broadcast together with shapes %s", op, text);
    return -1;
}

/* An Elemwise's output *z: last call's array when it has this exact shape and type and is
   C-contiguous and writeable, else a new one; -1 with the error set when that fails. */
static int tl_elemwise_output(PyArrayObject** z, int nd, const npy_intp* shape, int type) {
    int reuse = *z && PyArray_NDIM(*z) == nd && PyArray_TYPE(*z) == type && PyArray_IS_C_CONTIGUOUS(*z) && PyArray_ISWRITEABLE(*z);
    for (int d = 0; d < nd && reuse; d++) reuse = PyArray_DIM(*z, d) == shape[d];
    if (reuse) return 0;
    Py_XDECREF(*z);
    *z = (PyArrayObject*)PyArray_EMPTY(nd, (npy_intp*)shape, type, 0);
    return *z ? 0 : -1;
}

/* Everything an Elemwise's kernel walk needs: the broadcast shape, the output *z, data[i] for
   each input and *s: NULL when every input with axes is C-contiguous with the output's shape,
   else strides (strides[i * nd + d]: input i's byte stride over output axis d, 0 where it
   broadcasts). -1 with the error set when the shapes do not broadcast or the output fails. */
static int tl_elemwise_prepare(int k, PyArrayObject* const* a, int nd, npy_intp* shape, PyArrayObject** z, int type,
                               const char* op, const char** data, npy_intp* strides, const npy_intp** s) {
    if (tl_broadcast(k, a, nd, shape, op) < 0 || tl_elemwise_output(z, nd, shape, type) < 0) return -1;
    int contiguous = 1;
    for (int i = 0; i < k; i++) {
        int ni = PyArray_NDIM(a[i]), same = ni == nd && PyArray_IS_C_CONTIGUOUS(a[i]);
        data[i] = PyArray_BYTES(a[i]);
        for (int d = 0; d < ni && same; d++) same = PyArray_DIM(a[i], d) == shape[d];
        contiguous &= ni == 0 || same;
    }
    *s = contiguous ? NULL : strides;
    for (int i = 0; i < k && !contiguous; i++) {
        int off = nd - PyArray_NDIM(a[i]);
        for (int d = 0; d < nd; d++)
            strides[i * nd + d] = d >= off && PyArray_DIM(a[i], d - off) != 1 ? PyArray_STRIDE(a[i], d - off) : 0;
    }
    return 0;
}

/* A kernel walk's result: nonzero when an integer power had a negative exponent (-1 with
   NumPy's ValueError). */
static int tl_elemwise_done(int negative_power) {
    if (!negative_power) return 0;
    PyErr_SetString(PyExc_ValueError, "Integers to negative integer powers are not allowed.");
    return -1;
}

/* A reduction's output *z: x's shape without the axes whose bits are set in `reduced` (kept as
   length 1 with keepdims), reused as tl_elemwise_output does; -1 with the error set when that
   fails, or with ValueError(empty) when `empty` is given and no element is reduced. */
static int tl_reduce_output(PyArrayObject** z, PyArrayObject* x, unsigned long long reduced, int keepdims, int type,
                            const char* empty) {
    npy_intp od[NPY_MAXDIMS], count = 1;
    int ond = 0;
    for (int d = 0; d < PyArray_NDIM(x); d++) {
        if (reduced >> d & 1) {
            count *= PyArray_DIM(x, d);
            if (keepdims) od[ond++] = 1;
        } else {
            od[ond++] = PyArray_DIM(x, d);
        }
    }
    if (empty && count == 0) {
        PyErr_SetString(PyExc_ValueError, empty);
        return -1;
    }
    return tl_elemwise_output(z, ond, od, type);
}

/* support code of sum{axis=0} (node_1) */
#ifdef __cplusplus
extern "C"
#endif
void tl_red_cols_sum_f64_f64(const char* p, npy_intp rows, npy_intp rs, npy_intp n, npy_intp s, npy_float64* acc);
#ifdef __cplusplus
extern "C"
#endif
int tl_red_cols_sum_f64_f64_nd(int n, const npy_intp* dims, const npy_intp* strides, const char* data, npy_uint64 reduced, int mean, void* out);

/* support code of max{axis=1} (node_2) */
#ifdef __cplusplus
extern "C"
#endif
void tl_red_row_max_f64(const char* p, npy_intp n, npy_intp s, npy_float64* acc);
#ifdef __cplusplus
extern "C"
#endif
int tl_red_row_max_f64_nd(int n, const npy_intp* dims, const npy_intp* strides, const char* data, npy_uint64 reduced, int mean, void* out);

/* support code of argmax{axis=1} (node_3) */
#ifdef __cplusplus
extern "C"
#endif
void tl_red_row_argmax_f64(const char* p, npy_intp n, npy_intp s, npy_float64* best, npy_int64* at, npy_int64 base, npy_int64 step);
#ifdef __cplusplus
extern "C"
#endif
int tl_red_row_argmax_f64_nd(int n, const npy_intp* dims, const npy_intp* strides, const char* data, npy_uint64 reduced, int mean, void* out);

/* support code of prod{axis=None} (node_4) */
#ifdef __cplusplus
extern "C"
#endif
void tl_red_row_prod_i32_i64(const char* p, npy_intp n, npy_intp s, npy_int64* acc);
#ifdef __cplusplus
extern "C"
#endif
int tl_red_row_prod_i32_i64_nd(int n, const npy_intp* dims, const npy_intp* strides, const char* data, npy_uint64 reduced, int mean, void* out);

/* support code of mean{axis=(0, 1)} (node_5) */
#ifdef __cplusplus
extern "C"
#endif
void tl_red_row_sum_f64_f64(const char* p, npy_intp n, npy_intp s, npy_float64* acc);
#ifdef __cplusplus
extern "C"
#endif
int tl_red_row_sum_f64_f64_nd(int n, const npy_intp* dims, const npy_intp* strides, const char* data, npy_uint64 reduced, int mean, void* out);

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

__attribute__((hot)) int tl_state::run(PyObject* const* tl_inputs) {
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
        if (tl_array_check(py_V1, 12, "NPY_FLOAT64") < 0) { { __failure = 1; goto __label_1; } }
        V1 = (PyArrayObject*)py_V1;
        Py_XINCREF(V1);

        { /* V2 input 'i' (position 1) */
            PyArrayObject* V2;
            typedef npy_int32 dtype_V2;
            py_V2 = tl_inputs[1];
            Py_XINCREF(py_V2);
            V2 = NULL;
            if (tl_array_check(py_V2, 5, "NPY_INT32") < 0) { { __failure = 2; goto __label_2; } }
            V2 = (PyArrayObject*)py_V2;
            Py_XINCREF(V2);

            { /* V3 output 0 of sum{axis=0} */
                PyArrayObject* V3;
                typedef npy_float64 dtype_V3;
                py_V3 = tl_reusable(tl_self->tl_storage_V3);
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
                    py_V6 = tl_reusable(tl_self->tl_storage_V6);
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
                        py_V9 = tl_reusable(tl_self->tl_storage_V9);
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
                            py_V12 = tl_reusable(tl_self->tl_storage_V12);
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
                                py_V15 = tl_reusable(tl_self->tl_storage_V15);
                                if (py_V15 == Py_None) {
                                V15 = NULL;
                                } else {
                                V15 = NULL;
                                V15 = (PyArrayObject*)py_V15;
                                Py_XINCREF(V15);

                                }
                                { /* sum{axis=0} (node_1) */
                                /* sum{axis=0} */
                                if (tl_reduce_output(&V3, V1, 1ULL, 0, 12, NULL) < 0
                                    || tl_red_cols_sum_f64_f64_nd(PyArray_NDIM(V1), PyArray_DIMS(V1), PyArray_STRIDES(V1), PyArray_BYTES(V1), 1ULL, 0, PyArray_DATA(V3)) < 0) {
                                    if (!PyErr_Occurred()) PyErr_NoMemory();
                                    { __failure = 4; goto __label_4; }
                                }
                                if (!(V3 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op sum{axis=0} did not set its output 0"); { __failure = 4; goto __label_4; } }
                                { /* max{axis=1} (node_2) */
                                /* max{axis=1} */
                                if (tl_reduce_output(&V6, V1, 2ULL, 0, 12, "zero-size array to reduction operation maximum which has no identity") < 0
                                    || tl_red_row_max_f64_nd(PyArray_NDIM(V1), PyArray_DIMS(V1), PyArray_STRIDES(V1), PyArray_BYTES(V1), 2ULL, 0, PyArray_DATA(V6)) < 0) {
                                    if (!PyErr_Occurred()) PyErr_NoMemory();
                                    { __failure = 7; goto __label_7; }
                                }
                                if (!(V6 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op max{axis=1} did not set its output 0"); { __failure = 7; goto __label_7; } }
                                { /* argmax{axis=1} (node_3) */
                                /* argmax{axis=1} */
                                if (tl_reduce_output(&V9, V1, 2ULL, 0, 7, "attempt to get argmax of an empty sequence") < 0
                                    || tl_red_row_argmax_f64_nd(PyArray_NDIM(V1), PyArray_DIMS(V1), PyArray_STRIDES(V1), PyArray_BYTES(V1), 2ULL, 0, PyArray_DATA(V9)) < 0) {
                                    if (!PyErr_Occurred()) PyErr_NoMemory();
                                    { __failure = 10; goto __label_10; }
                                }
                                if (!(V9 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op argmax{axis=1} did not set its output 0"); { __failure = 10; goto __label_10; } }
                                { /* prod{axis=None} (node_4) */
                                /* prod{axis=None} */
                                if (tl_reduce_output(&V12, V2, 3ULL, 0, 7, NULL) < 0
                                    || tl_red_row_prod_i32_i64_nd(PyArray_NDIM(V2), PyArray_DIMS(V2), PyArray_STRIDES(V2), PyArray_BYTES(V2), 3ULL, 0, PyArray_DATA(V12)) < 0) {
                                    if (!PyErr_Occurred()) PyErr_NoMemory();
                                    { __failure = 13; goto __label_13; }
                                }
                                if (!(V12 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op prod{axis=None} did not set its output 0"); { __failure = 13; goto __label_13; } }
                                { /* mean{axis=(0, 1)} (node_5) */
                                /* mean{axis=(0, 1)} */
                                if (tl_reduce_output(&V15, V1, 3ULL, 0, 12, NULL) < 0
                                    || tl_red_row_sum_f64_f64_nd(PyArray_NDIM(V1), PyArray_DIMS(V1), PyArray_STRIDES(V1), PyArray_BYTES(V1), 3ULL, 1, PyArray_DATA(V15)) < 0) {
                                    if (!PyErr_Occurred()) PyErr_NoMemory();
                                    { __failure = 16; goto __label_16; }
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
            __label_3: ;
                if (!__failure) {
                    tl_array_sync(&py_V3, V3);
                    tl_keep(&tl_self->tl_storage_V3, py_V3);
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
#define TL_RED_NAME cols_sum_f64_f64
#define TL_RED_ROWS 0
#define TL_RED_KIND TL_RED_SUM
#define TL_RED_START 0
#define TL_RED_T double
#define TL_RED_A double
#define TL_RED_U double
#define TL_RED_I int64_t
#define TL_RED_FLOAT 1
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
/* Reduction kernels for one kind and one element type: sum, prod, max, min, argmax or argmin
 * of a row (the reduced axis is the innermost one) or down the rows of a block (the innermost
 * axis is kept, so each column is its own output). reduce.py compiles this file as a kernel
 * object of its own per instance (ARCHITECTURE.md, "Kernel objects"), after defining
 *   TL_RED_NAME   the instance's name: its entry point is tl_red_<NAME>, e.g. row_sum_f64_f64
 *   TL_RED_ROWS   1 for the row kernel, 0 for the block kernel
 *   TL_RED_KIND   TL_RED_SUM, TL_RED_PROD, TL_RED_MAX, TL_RED_MIN, TL_RED_ARGMAX or TL_RED_ARGMIN
 *   TL_RED_T      the element's C type
 *   TL_RED_A      the accumulator's C type (sum and prod; the element's type for the others)
 *   TL_RED_U      the C type sums and products are computed in: an unsigned type of at least
 *                 32 bits for integers (they wrap, as NumPy's), TL_RED_A for floats
 *   TL_RED_I      the signed integer type of the element's size (lane masks, turn counters)
 *   TL_RED_FLOAT  1 when the element type is a float type (NaN and signed zeros exist)
 *   TL_RED_START  the value every output (for argmax/argmin every best value) starts from
 * It uses only pointers, sizes, byte strides and the C standard headers (no Python or NumPy
 * API). Sizes are ptrdiff_t, strides are in bytes and may be negative or zero.
 *
 * What defines the bits (the same on every target: modules are built without contraction and
 * without fast-math, see README "What agrees and what does not"; the vector width only decides
 * which of the independent accumulators written below share a register):
 * - sum and prod of a row: NumPy's pairwise order (numpy/_core/src/umath/loops_utils.h.src):
 *   a row of fewer than 8 elements is folded left to right from the identity; up to 128
 *   elements, eight accumulators r[k] start at x[k] and add x[i + k] for each further whole
 *   group of 8, are combined as ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)), and the
 *   rest is added in order; a longer row is split at n2 = n/2 rounded down to a multiple of 8
 *   and the halves' results added. The row's result is then folded into the accumulator.
 *   Integer sums and products wrap, so their order does not show.
 * - sum and prod down rows: each output in row order, acc = (((acc + x0) + x1) + x2) ..., as
 *   NumPy does when the reduced axis is not the innermost one.
 * - max and min: the result is the left fold m = maximum(m, x) over the elements in order,
 *   with NumPy's binary maximum (minimum): a NaN if an operand is NaN, and the second operand
 *   between equal values, so a zero result has the sign of the last zero. A row runs 256
 *   bytes of running extremes that skip NaNs; a NaN shows in running sums, and the row then
 *   gives its first NaN; a zero result takes the sign of the row's last zero. Which NaN comes
 *   out of several is not specified (wasm canonicalises NaNs anyway).
 * - argmax and argmin: the index of the first extreme element, or of the first NaN. A row is
 *   taken in blocks; lanes keep their best value and the turn it came in, and the lanes'
 *   bests are compared in index order. */

#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Natively on x86-64 (gcc or clang) the kernels are compiled for the instruction set the
 * native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE): sums for AVX2 at most,
 * max, min, argmax and argmin for AVX-512F too (they are compute-bound on AVX2; sums are
 * not). All compute the same bits. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_RED_TARGET __attribute__((target("avx2")))
#else
#define TL_RED_TARGET
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_RED_TARGET_WIDE __attribute__((target("avx512f")))
#else
#define TL_RED_TARGET_WIDE TL_RED_TARGET
#endif
#define TL_RED_INLINE static inline __attribute__((always_inline))
#define TL_RED_CAT2(a, b) a##_##b
#define TL_RED_CAT(a, b) TL_RED_CAT2(a, b)

#define TL_RED_SUM 1
#define TL_RED_PROD 2
#define TL_RED_MAX 3
#define TL_RED_MIN 4
#define TL_RED_ARGMAX 5
#define TL_RED_ARGMIN 6

#define TL_RED_PAIRWISE_BLOCK 128 /* NumPy's PW_BLOCKSIZE */

/* The walk over a whole array is shared by every instance (reduce_walk.c, an object of its
 * own); an instance describes itself to it. Its kernel runs with these lengths and strides:
 * a row of `inner` elements, or a block of `rows` such rows, `row_stride` apart; `step` is
 * argmax/argmin's index step along the row or block. */
typedef struct {
    ptrdiff_t rows, row_stride, inner, inner_stride, step;
} tl_red_shape;
typedef struct {
    int rows;        /* TL_RED_ROWS */
    ptrdiff_t item;  /* bytes of an output element (argmax/argmin: an int64 index) */
    ptrdiff_t value; /* argmax/argmin: bytes of a best value; 0 for the others */
    /* sets `count` outputs (argmax/argmin: best values) at acc to the start value */
    void (*start)(char* acc, ptrdiff_t count);
    /* the kernel on `count` rows or blocks, the next one p_step bytes further in the input,
     * acc_step in the outputs (at_step elements in argmax/argmin's indices, r_step in the
     * index of their first element, r for the first) */
    void (*steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc, ptrdiff_t acc_step, int64_t* at,
                  ptrdiff_t at_step, ptrdiff_t r, ptrdiff_t r_step, const tl_red_shape* shape);
    /* sum only: divides `count` outputs by n (mean); NULL for the others */
    void (*mean)(char* acc, ptrdiff_t count, ptrdiff_t n);
} tl_red_walk;
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out);
#endif /* TL_RED_COMMON */

#define TL_RED_FN(f) TL_RED_CAT(f, TL_RED_NAME)
/* The instance's entry point: tl_red_<NAME> (NAME starts with row_ or cols_). */
#define TL_RED_ENTRY TL_RED_CAT(tl_red, TL_RED_NAME)
/* Element i of the row at p with byte stride s. */
#define TL_RED_AT(p, i, s) (*(const TL_RED_T*)((p) + (ptrdiff_t)(i) * (s)))

#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD

#if TL_RED_KIND == TL_RED_SUM
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) + (TL_RED_U)(b)))
#define TL_RED_IDENTITY 0
#else
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) * (TL_RED_U)(b)))
#define TL_RED_IDENTITY 1
#endif
#define TL_RED_X(p, i, s) ((TL_RED_A)TL_RED_AT(p, i, s))

/* Eight lanes of the accumulator's arithmetic type: lane k is NumPy's r[k]. */
typedef TL_RED_U TL_RED_FN(tl_red_lanes) __attribute__((vector_size(8 * sizeof(TL_RED_U))));
typedef TL_RED_T TL_RED_FN(tl_red_lanes_t) __attribute__((vector_size(8 * sizeof(TL_RED_T))));

/* *out = elements i .. i + 7 as lanes (through a pointer: a wide vector as a return value
 * would draw ABI warnings). */
TL_RED_INLINE void TL_RED_FN(tl_red_load8)(TL_RED_FN(tl_red_lanes) * out, const char* p, ptrdiff_t i, ptrdiff_t s) {
    TL_RED_FN(tl_red_lanes_t) v;
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        __builtin_memcpy(&v, p + i * s, sizeof v);
    else
        for (int k = 0; k < 8; k++)
            v[k] = TL_RED_AT(p, i + k, s);
    *out = __builtin_convertvector(v, TL_RED_FN(tl_red_lanes));
}

/* One leaf of the pairwise order: at most TL_RED_PAIRWISE_BLOCK elements. */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_leaf)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (n < 8) {
        TL_RED_A r = TL_RED_IDENTITY;
        for (ptrdiff_t i = 0; i < n; i++)
            r = TL_RED_OP(r, TL_RED_X(p, i, s));
        return r;
    }
    TL_RED_FN(tl_red_lanes) r, v, w;
    TL_RED_FN(tl_red_load8)(&r, p, 0, s);
    ptrdiff_t i = 8;
    for (; i + 16 <= n; i += 16) { /* two groups per turn (fewer loop heads in wasm) */
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
        TL_RED_FN(tl_red_load8)(&w, p, i + 8, s);
#if TL_RED_KIND == TL_RED_SUM
        r = (r + v) + w;
#else
        r = (r * v) * w;
#endif
    }
    for (; i + 8 <= n; i += 8) {
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
#if TL_RED_KIND == TL_RED_SUM
        r = r + v;
#else
        r = r * v;
#endif
    }
    TL_RED_A res = TL_RED_OP(TL_RED_OP(TL_RED_OP(r[0], r[1]), TL_RED_OP(r[2], r[3])),
                             TL_RED_OP(TL_RED_OP(r[4], r[5]), TL_RED_OP(r[6], r[7])));
    for (; i < n; i++)
        res = TL_RED_OP(res, TL_RED_X(p, i, s));
    return res;
}

/* The pairwise order over n elements, walked without recursion: going down, each split
 * pushes its right part; a leaf's result is combined with every finished left part above it
 * and then becomes the left part of the next pending split. A unit stride gets its own copy
 * of the leaf (plain vector loads). */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_pairwise)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    struct {
        const char* p;
        ptrdiff_t n;
        TL_RED_A left;
        int has_left;
    } stack[64];
    int depth = 0;
    for (;;) {
        while (n > TL_RED_PAIRWISE_BLOCK) {
            ptrdiff_t half = n / 2;
            half -= half % 8;
            stack[depth].p = p + half * s;
            stack[depth].n = n - half;
            stack[depth].has_left = 0;
            depth++;
            n = half;
        }
        TL_RED_A r = s == (ptrdiff_t)sizeof(TL_RED_T) ? TL_RED_FN(tl_red_leaf)(p, n, (ptrdiff_t)sizeof(TL_RED_T))
                                                      : TL_RED_FN(tl_red_leaf)(p, n, s);
        while (depth > 0 && stack[depth - 1].has_left) {
            r = TL_RED_OP(stack[depth - 1].left, r);
            depth--;
        }
        if (depth == 0)
            return r;
        stack[depth - 1].left = r;
        stack[depth - 1].has_left = 1;
        p = stack[depth - 1].p;
        n = stack[depth - 1].n;
    }
}

#if TL_RED_ROWS
/* *acc = *acc (+ or *) the row's result in the pairwise order. */
TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_A* acc) {
    *acc = TL_RED_OP(*acc, TL_RED_FN(tl_red_pairwise)(p, n, s));
}
#else

/* acc[j] = acc[j] (+ or *) x[i][j] for the rows i in order (row i at p + i * rs, element j of
 * a row at + j * s). */
TL_RED_INLINE void TL_RED_FN(tl_red_cols_by_row)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n,
                                                 ptrdiff_t s, TL_RED_A* restrict acc) {
    ptrdiff_t i = 0;
    for (; i + 4 <= rows; i += 4) { /* four rows per pass over acc, still in row order */
        const char *p0 = p + i * rs, *p1 = p0 + rs, *p2 = p1 + rs, *p3 = p2 + rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(TL_RED_OP(TL_RED_OP(TL_RED_OP(acc[j], TL_RED_X(p0, j, s)), TL_RED_X(p1, j, s)),
                                         TL_RED_X(p2, j, s)),
                               TL_RED_X(p3, j, s));
    }
    for (; i < rows; i++) {
        const char* p0 = p + i * rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(acc[j], TL_RED_X(p0, j, s));
    }
}

TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                       TL_RED_A* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        TL_RED_FN(tl_red_cols_by_row)(p, rows, rs, n, (ptrdiff_t)sizeof(TL_RED_T), acc);
        return;
    }
    /* Columns not adjacent (a transposed block): eight columns at a time, each walked down its
     * rows, so that the reads follow the rows' (smaller) stride. */
    ptrdiff_t j = 0;
    for (; j + 8 <= n; j += 8) {
        TL_RED_A r[8];
        for (int k = 0; k < 8; k++)
            r[k] = acc[j + k];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs + j * s;
            for (int k = 0; k < 8; k++)
                r[k] = TL_RED_OP(r[k], TL_RED_X(q, k, s));
        }
        for (int k = 0; k < 8; k++)
            acc[j + k] = r[k];
    }
    TL_RED_FN(tl_red_cols_by_row)(p + j * s, rows, rs, n - j, s, acc + j);
}
#endif

#undef TL_RED_OP
#undef TL_RED_IDENTITY
#undef TL_RED_X

#else /* max, min, argmax, argmin */

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_ARGMAX
#define TL_RED_BEATS(v, m) ((v) > (m))
#define TL_RED_TIES(v, m) ((v) >= (m))
#else
#define TL_RED_BEATS(v, m) ((v) < (m))
#define TL_RED_TIES(v, m) ((v) <= (m))
#endif
#if TL_RED_FLOAT
#define TL_RED_ISNAN(v) ((v) != (v))
#else
#define TL_RED_ISNAN(v) 0
#endif
/* NumPy's maximum(m, v) (minimum): v if it is NaN or at least m, unless m is NaN. A select
 * (it vectorises: native modules are built with -fno-trapping-math). */
#define TL_RED_FOLD(m, v) ((TL_RED_TIES(v, m) | TL_RED_ISNAN(v)) ? (v) : (m))

/* Running extremes: 256 bytes of them (32 doubles, 64 floats, ...), an array the compiler's
 * loop vectoriser keeps in vectors of the target's width. */
#define TL_RED_LANES ((ptrdiff_t)(256 / sizeof(TL_RED_T)))

/* Element i of a contiguous row; a running sum that shows a NaN (floats only: an integer sum
 * could overflow, which C leaves undefined). */
#define TL_RED_C(p, i) (((const TL_RED_T*)(p))[i])
#if TL_RED_FLOAT
#define TL_RED_ADD(sum, v) ((sum) += (v))
#else
#define TL_RED_ADD(sum, v) ((void)(sum), (void)(v))
#endif

/* The end of a contiguous row's extreme: elements i .. n-1 folded into m and `sum`, then, if
 * the sum of the whole row (lanes included) is NaN, the row's first NaN. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_end)(const char* p, ptrdiff_t n, ptrdiff_t i, TL_RED_T m, TL_RED_T sum) {
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_C(p, i);
        m = TL_RED_BEATS(v, m) ? v : m;
        TL_RED_ADD(sum, v);
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_C(p, i)))
                return TL_RED_C(p, i);
#else
    (void)sum;
#endif
    return m;
}

/* The extreme of a contiguous row of n >= 1 elements, up to which zero: TL_RED_LANES running
 * extremes over interleaved elements (independent chains) that skip NaNs (`v > m ? v : m` is
 * one maxpd-like instruction), then the rest of the row. Each lane also keeps a sum, which a
 * NaN makes NaN for good (cheaper than a comparison and a select); only then, or after
 * inf - inf, is the row searched for a NaN, and a row with a NaN gives its first NaN. For
 * integers the sums are dead code. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_lanes)(const char* p, ptrdiff_t n) {
    if (n < TL_RED_LANES)
        return TL_RED_FN(tl_red_extreme_end)(p, n, 1, TL_RED_C(p, 0), TL_RED_C(p, 0));
    TL_RED_T r[TL_RED_LANES], u[TL_RED_LANES];
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++)
        u[k] = r[k] = TL_RED_C(p, k);
    ptrdiff_t i = TL_RED_LANES;
    for (; i + TL_RED_LANES <= n; i += TL_RED_LANES)
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            const TL_RED_T v = TL_RED_C(p, i + k);
            r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
            TL_RED_ADD(u[k], v);
        }
    TL_RED_T m = r[0], sum = 0;
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
        m = TL_RED_BEATS(r[k], m) ? r[k] : m;
        TL_RED_ADD(sum, u[k]);
    }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}

#if defined(__wasm_simd128__)
/* wasm: the arrays above stay in memory (clang vectorises the lane loop but keeps the lanes
 * in the stack frame), so contiguous rows run on four SIMD128 vectors of running extremes
 * held in registers, two loads per vector and loop turn (wasmtime pays an epoch check per
 * turn). The result is the same: the extreme, the first NaN, up to which zero. */
typedef TL_RED_T TL_RED_FN(tl_red_v128) __attribute__((vector_size(16)));
typedef TL_RED_I TL_RED_FN(tl_red_m128) __attribute__((vector_size(16)));
#define TL_RED_V TL_RED_FN(tl_red_v128)
#define TL_RED_M TL_RED_FN(tl_red_m128)
#define TL_RED_VL ((ptrdiff_t)(16 / sizeof(TL_RED_T)))

TL_RED_INLINE void TL_RED_FN(tl_red_vstep)(TL_RED_V* r, TL_RED_V* u, const char* q) {
    TL_RED_V v;
    __builtin_memcpy(&v, q, sizeof v);
    const TL_RED_M take = (TL_RED_M)TL_RED_BEATS(v, *r);
    *r = (TL_RED_V)(((TL_RED_M)v & take) | ((TL_RED_M)*r & ~take));
    TL_RED_ADD(*u, v);
}

TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    const ptrdiff_t step = 8 * TL_RED_VL;
    if (n < step)
        return TL_RED_FN(tl_red_extreme_lanes)(p, n);
    TL_RED_V r[4], u[4];
    for (int a = 0; a < 4; a++) {
        __builtin_memcpy(&r[a], p + a * 16, 16);
        u[a] = r[a];
    }
    for (int a = 0; a < 4; a++)
        TL_RED_FN(tl_red_vstep)(&r[a], &u[a], p + (4 + a) * 16);
    ptrdiff_t i = step;
    for (; i + step <= n; i += step)
        for (int a = 0; a < 8; a++)
            TL_RED_FN(tl_red_vstep)(&r[a & 3], &u[a & 3], p + i * (ptrdiff_t)sizeof(TL_RED_T) + a * 16);
    TL_RED_T m = r[0][0], sum = 0;
    for (int a = 0; a < 4; a++)
        for (ptrdiff_t k = 0; k < TL_RED_VL; k++) {
            m = TL_RED_BEATS(r[a][k], m) ? r[a][k] : m;
            TL_RED_ADD(sum, u[a][k]);
        }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}
#undef TL_RED_V
#undef TL_RED_M
#undef TL_RED_VL
#else
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    return TL_RED_FN(tl_red_extreme_lanes)(p, n);
}
#endif

/* The same for any stride: a strided row goes one element at a time (its reads cost more
 * than the comparisons, and one vectorised copy per target clone is enough code). */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        return TL_RED_FN(tl_red_extreme_contiguous)(p, n);
    TL_RED_T m = TL_RED_AT(p, 0, s);
    for (ptrdiff_t i = 0; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_ISNAN(v))
            return v;
        m = TL_RED_BEATS(v, m) ? v : m;
    }
    return m;
}

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_MIN

#if TL_RED_ROWS
/* *acc = the fold of *acc and the row of n >= 1 elements. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* acc) {
    TL_RED_T m = TL_RED_FN(tl_red_extreme)(p, n, s);
#if TL_RED_FLOAT
    if (m == 0) { /* every zero is an extreme: the fold keeps the last one */
        ptrdiff_t i = n - 1;
        while (!(TL_RED_AT(p, i, s) == 0))
            i--;
        m = TL_RED_AT(p, i, s);
    }
#endif
    *acc = TL_RED_FOLD(*acc, m);
}

#else
/* acc[j] = the fold of acc[j] and x[i][j] over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs;
            for (ptrdiff_t j = 0; j < n; j++) {
                const TL_RED_T v = TL_RED_AT(q, j, (ptrdiff_t)sizeof(TL_RED_T));
                acc[j] = TL_RED_FOLD(acc[j], v);
            }
        }
        return;
    }
    /* Columns not adjacent: each walked down its rows. */
    for (ptrdiff_t j = 0; j < n; j++) {
        TL_RED_T m = acc[j];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const TL_RED_T v = TL_RED_AT(p + i * rs, j, s);
            m = TL_RED_FOLD(m, v);
        }
        acc[j] = m;
    }
}
#endif

#else /* argmax, argmin */

/* Lanes: 128 bytes (three arrays of them stay in AVX2's sixteen registers). Turns of the lane
 * loop per block: the turn a lane's best came from is kept in a TL_RED_I (as narrow as the
 * element, so it shares the element's vector layout). */
#define TL_RED_ARG_LANES ((ptrdiff_t)(128 / sizeof(TL_RED_T)))
#define TL_RED_ARG_TURNS 127

/* The first extreme of a block of n >= 1 elements (at most TL_RED_ARG_TURNS + 1 turns of
 * TL_RED_ARG_LANES), or its first NaN: value into *value, offset into *at. Each lane keeps its
 * best value and the turn it came in (a strict comparison keeps a lane's first); the lanes'
 * bests are then compared in index order. A NaN shows in the lane sums, as for max. */
TL_RED_INLINE void TL_RED_FN(tl_red_arg_block)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* value, ptrdiff_t* at) {
    TL_RED_T m = TL_RED_AT(p, 0, s);
    ptrdiff_t best = 0, i = 1;
#if TL_RED_FLOAT
    TL_RED_T sum = m;
#endif
    if (n >= 2 * TL_RED_ARG_LANES) {
        TL_RED_T r[TL_RED_ARG_LANES];
        TL_RED_I turn_of[TL_RED_ARG_LANES];
#if TL_RED_FLOAT
        TL_RED_T u[TL_RED_ARG_LANES];
#endif
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            r[k] = TL_RED_AT(p, k, s);
            turn_of[k] = 0;
#if TL_RED_FLOAT
            u[k] = r[k];
#endif
        }
        TL_RED_I turn = 1;
        for (i = TL_RED_ARG_LANES; i + TL_RED_ARG_LANES <= n; i += TL_RED_ARG_LANES, turn++)
            for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
                const TL_RED_T v = TL_RED_AT(p, i + k, s);
                const TL_RED_I take = -(TL_RED_I)TL_RED_BEATS(v, r[k]); /* all ones or zero */
                r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
                turn_of[k] = (TL_RED_I)((turn_of[k] & ~take) | (turn & take));
#if TL_RED_FLOAT
                u[k] += v;
#endif
            }
        m = r[0];
        best = (ptrdiff_t)turn_of[0] * TL_RED_ARG_LANES;
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            const ptrdiff_t index = (ptrdiff_t)turn_of[k] * TL_RED_ARG_LANES + k;
            if (TL_RED_BEATS(r[k], m) || (r[k] == m && index < best)) {
                m = r[k];
                best = index;
            }
#if TL_RED_FLOAT
            sum += u[k];
#endif
        }
    }
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_BEATS(v, m)) {
            m = v;
            best = i;
        }
#if TL_RED_FLOAT
        sum += v;
#endif
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_AT(p, i, s))) {
                m = TL_RED_AT(p, i, s);
                best = i;
                break;
            }
#endif
    *value = m;
    *at = best;
}

#if TL_RED_ROWS
/* Folds the row of n >= 1 elements (element i has index base + i * step) into the best value
 * so far *best and its index *at: the first extreme wins, and the first NaN wins over
 * everything (once *best is NaN nothing changes it). */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* best, int64_t* at,
                                            int64_t base, int64_t step) {
    if (s != (ptrdiff_t)sizeof(TL_RED_T)) { /* strided: one element at a time, as for max */
        for (ptrdiff_t i = 0; i < n && !TL_RED_ISNAN(*best); i++) {
            const TL_RED_T v = TL_RED_AT(p, i, s);
            if (TL_RED_ISNAN(v) || TL_RED_BEATS(v, *best)) {
                *best = v;
                *at = base + (int64_t)i * step;
            }
        }
        return;
    }
    const ptrdiff_t block = (TL_RED_ARG_TURNS + 1) * TL_RED_ARG_LANES;
    for (ptrdiff_t b = 0; b < n && !TL_RED_ISNAN(*best); b += block) {
        TL_RED_T m;
        ptrdiff_t i;
        const ptrdiff_t len = n - b < block ? n - b : block;
        TL_RED_FN(tl_red_arg_block)(p + b * s, len, (ptrdiff_t)sizeof(TL_RED_T), &m, &i);
        if (TL_RED_ISNAN(m) || TL_RED_BEATS(m, *best)) {
            *best = m;
            *at = base + (int64_t)(b + i) * step;
        }
    }
}

#else
/* Column j's best value best[j] and its index at[j], updated by x[i][j] (index base + i * step)
 * over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict best, int64_t* restrict at, int64_t base,
                                            int64_t step) {
    for (ptrdiff_t i = 0; i < rows; i++) {
        const char* q = p + i * rs;
        const int64_t index = base + (int64_t)i * step;
        for (ptrdiff_t j = 0; j < n; j++) {
            const TL_RED_T v = TL_RED_AT(q, j, s);
            const int take = TL_RED_BEATS(v, best[j]) || (TL_RED_ISNAN(v) && !TL_RED_ISNAN(best[j]));
            best[j] = take ? v : best[j];
            at[j] = take ? index : at[j];
        }
    }
}

#endif
#endif
#undef TL_RED_BEATS
#undef TL_RED_TIES
#undef TL_RED_ISNAN
#undef TL_RED_FOLD
#undef TL_RED_LANES
#undef TL_RED_C
#undef TL_RED_ADD
#undef TL_RED_ARG_TURNS
#undef TL_RED_ARG_LANES
#endif

/* The whole reduction, the entry a module calls (tl_red_<NAME>_nd): an array of n axes
 * (lengths dims, byte strides, first element at data) reduced over the axes whose bits are set
 * in `reduced` into out (C-contiguous over the kept axes; for argmax/argmin the int64 indices),
 * divided by the number of elements reduced with `mean`: the shared walk (reduce_walk.c) with
 * this instance's description. Returns -1 when memory for argmax/argmin's best values cannot be
 * had, else 0. */
#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD
#define TL_RED_OUT TL_RED_A
#else
#define TL_RED_OUT TL_RED_T
#endif
#define TL_RED_ARGS (TL_RED_KIND == TL_RED_ARGMAX || TL_RED_KIND == TL_RED_ARGMIN)
static void TL_RED_CAT(TL_RED_ENTRY, start)(char* acc, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_OUT*)acc)[i] = TL_RED_START;
}
TL_WALK static void TL_RED_CAT(TL_RED_ENTRY, steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc,
                                                   ptrdiff_t acc_step, int64_t* at, ptrdiff_t at_step, ptrdiff_t r,
                                                   ptrdiff_t r_step, const tl_red_shape* s) {
    for (ptrdiff_t i = 0; i < count; i++, p += p_step, acc += acc_step, r += r_step) {
#if TL_RED_ROWS && TL_RED_ARGS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#elif TL_RED_ROWS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#elif TL_RED_ARGS
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#else
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#endif
    }
#if !TL_RED_ARGS
    (void)at;
    (void)at_step;
#endif
}
#if TL_RED_KIND == TL_RED_SUM
static void TL_RED_CAT(TL_RED_ENTRY, mean)(char* acc, ptrdiff_t count, ptrdiff_t n) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_A*)acc)[i] = ((TL_RED_A*)acc)[i] / (TL_RED_A)n;
}
#define TL_RED_MEAN TL_RED_CAT(TL_RED_ENTRY, mean)
#else
#define TL_RED_MEAN NULL
#endif
static const tl_red_walk TL_RED_CAT(TL_RED_ENTRY, walk) = {
    TL_RED_ROWS, TL_RED_ARGS ? (ptrdiff_t)sizeof(int64_t) : (ptrdiff_t)sizeof(TL_RED_OUT),
    TL_RED_ARGS ? (ptrdiff_t)sizeof(TL_RED_T) : 0, TL_RED_CAT(TL_RED_ENTRY, start), TL_RED_CAT(TL_RED_ENTRY, steps),
    TL_RED_MEAN};
int TL_RED_CAT(TL_RED_ENTRY, nd)(int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                                 uint64_t reduced, int mean, void* out) {
    return tl_red_walk_nd(&TL_RED_CAT(TL_RED_ENTRY, walk), n, dims, strides, data, reduced, mean, out);
}
#undef TL_RED_OUT
#undef TL_RED_ARGS
#undef TL_RED_MEAN

#undef TL_RED_FN
#undef TL_RED_ENTRY
#undef TL_RED_AT

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
#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Natively on x86-64 (gcc or clang) the kernels are compiled for the instruction set the
 * native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE): sums for AVX2 at most,
 * max, min, argmax and argmin for AVX-512F too (they are compute-bound on AVX2; sums are
 * not). All compute the same bits. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_RED_TARGET __attribute__((target("avx2")))
#else
#define TL_RED_TARGET
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_RED_TARGET_WIDE __attribute__((target("avx512f")))
#else
#define TL_RED_TARGET_WIDE TL_RED_TARGET
#endif
#define TL_RED_INLINE static inline __attribute__((always_inline))
#define TL_RED_CAT2(a, b) a##_##b
#define TL_RED_CAT(a, b) TL_RED_CAT2(a, b)

#define TL_RED_SUM 1
#define TL_RED_PROD 2
#define TL_RED_MAX 3
#define TL_RED_MIN 4
#define TL_RED_ARGMAX 5
#define TL_RED_ARGMIN 6

#define TL_RED_PAIRWISE_BLOCK 128 /* NumPy's PW_BLOCKSIZE */

/* The walk over a whole array is shared by every instance (reduce_walk.c, an object of its
 * own); an instance describes itself to it. Its kernel runs with these lengths and strides:
 * a row of `inner` elements, or a block of `rows` such rows, `row_stride` apart; `step` is
 * argmax/argmin's index step along the row or block. */
typedef struct {
    ptrdiff_t rows, row_stride, inner, inner_stride, step;
} tl_red_shape;
typedef struct {
    int rows;        /* TL_RED_ROWS */
    ptrdiff_t item;  /* bytes of an output element (argmax/argmin: an int64 index) */
    ptrdiff_t value; /* argmax/argmin: bytes of a best value; 0 for the others */
    /* sets `count` outputs (argmax/argmin: best values) at acc to the start value */
    void (*start)(char* acc, ptrdiff_t count);
    /* the kernel on `count` rows or blocks, the next one p_step bytes further in the input,
     * acc_step in the outputs (at_step elements in argmax/argmin's indices, r_step in the
     * index of their first element, r for the first) */
    void (*steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc, ptrdiff_t acc_step, int64_t* at,
                  ptrdiff_t at_step, ptrdiff_t r, ptrdiff_t r_step, const tl_red_shape* shape);
    /* sum only: divides `count` outputs by n (mean); NULL for the others */
    void (*mean)(char* acc, ptrdiff_t count, ptrdiff_t n);
} tl_red_walk;
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out);
#endif /* TL_RED_COMMON */
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
/* The walk of a reduction over a whole array (tl_red_walk_nd), the same for every instance of
 * reduce.c, so an object of its own like the threads' (ARCHITECTURE.md, "Kernel objects"):
 * compiled once and linked into every module with a reduction. An instance hands it a
 * description (tl_red_walk, declared in reduce.c) with three functions of its own: `start` sets
 * outputs to the start value, `steps` runs the instance's row or block kernel over a run of
 * steps along one axis (direct calls, so a short row costs what it did when the walk was in the
 * instance), and `mean` divides sums. The order of the kernel calls, so the bits, are those
 * reduce.c describes. reduce.py pastes reduce.c's common part (its declarations) and
 * scalar_ops.PARALLEL_SUPPORT before this file. */
#include <stdlib.h>

/* Below this many elements read per thread a reduction stays on one thread. */
#define TL_RED_PER_THREAD ((ptrdiff_t)1 << 18)

/* One thread's walk: an array of n axes (lengths dims, byte strides, first element at data)
 * reduced over the axes whose bits are set in `reduced` into out (C-contiguous over the kept
 * axes; for argmax/argmin the int64 indices). Every output starts at the start value; then an
 * odometer over the outer axes in C order hands the innermost axis to the kernel: a row when it
 * is reduced (w->rows), otherwise a block of rows (the axis before it, when reduced, or one
 * row) whose columns are outputs; the last outer axis is a run of steps in one `steps` call.
 * With `mean`, sums are divided by the number of elements reduced. n is at most NumPy's
 * NPY_MAXDIMS (64). Returns -1 when memory for argmax/argmin's best values cannot be had. */
static int tl_red_walk_part(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides,
                            const char* data, uint64_t reduced, int mean, void* out) {
    ptrdiff_t as[64], rs[64], idx[64], size = 1, count = 1, on = 1;
    for (int d = n - 1; d >= 0; d--) { /* element steps of the output and of the reduced index */
        size *= dims[d];
        if (reduced >> d & 1) {
            as[d] = 0;
            rs[d] = count;
            count *= dims[d];
        } else {
            as[d] = on;
            rs[d] = 0;
            on *= dims[d];
        }
        idx[d] = 0;
    }
    int64_t* at = NULL;
    char* acc = (char*)out;
    ptrdiff_t item = w->item;
    if (w->value) { /* argmax/argmin: indices out, best values in a buffer of their own */
        at = (int64_t*)out;
        item = w->value;
        acc = (char*)malloc((size_t)(on > 0 ? on : 1) * (size_t)item);
        if (!acc)
            return -1;
        for (ptrdiff_t i = 0; i < on; i++)
            at[i] = 0;
    }
    w->start(acc, on);
    tl_red_shape shape;
    int outer;
    if (w->rows) {
        outer = n > 0 ? n - 1 : 0;
        shape.rows = 1;
        shape.row_stride = 0;
        shape.step = n > 0 ? rs[n - 1] : 0;
    } else {
        const int block = n >= 2 && (reduced >> (n - 2) & 1);
        outer = block ? n - 2 : n - 1;
        shape.rows = block ? dims[n - 2] : 1;
        shape.row_stride = block ? strides[n - 2] : 0;
        shape.step = block ? rs[n - 2] : 0;
    }
    shape.inner = n > 0 ? dims[n - 1] : 1;
    shape.inner_stride = n > 0 ? strides[n - 1] : 0;
    const int last = outer - 1; /* the axis of a run of steps, if any */
    const ptrdiff_t run = last >= 0 ? dims[last] : 1;
    const ptrdiff_t p_step = last >= 0 ? strides[last] : 0, o_step = last >= 0 ? as[last] : 0;
    const ptrdiff_t r_step = last >= 0 ? rs[last] : 0;
    while (size > 0) {
        const char* p = data;
        ptrdiff_t o = 0, r = 0;
        for (int d = 0; d < last; d++) {
            p += idx[d] * strides[d];
            o += idx[d] * as[d];
            r += idx[d] * rs[d];
        }
        w->steps(run, p, p_step, acc + o * item, o_step * item, at ? at + o : NULL, o_step, r, r_step, &shape);
        int d = last - 1;
        while (d >= 0 && ++idx[d] == dims[d])
            idx[d--] = 0;
        if (d < 0)
            break;
    }
    if (w->value)
        free(acc);
    else if (mean && w->mean)
        w->mean(acc, on, count);
    return 0;
}

/* One part of a split reduction: the walk over `dims` with axis `axis` cut to `len`. */
typedef struct {
    const tl_red_walk* w;
    int n, axis, mean, status;
    ptrdiff_t len;
    const ptrdiff_t *dims, *strides;
    const char* data;
    uint64_t reduced;
    char* out;
} tl_red_job;

static void* tl_red_job_run(void* arg) {
    tl_red_job* j = (tl_red_job*)arg;
    ptrdiff_t dims[64];
    for (int d = 0; d < j->n; d++)
        dims[d] = d == j->axis ? j->len : j->dims[d];
    j->status = tl_red_walk_part(j->w, j->n, dims, j->strides, j->data, j->reduced, j->mean, j->out);
    return NULL;
}

/* The entry: the walk above, natively split over up to tl_max_threads() threads
 * (scalar_ops.PARALLEL_SUPPORT) when it reads at least 2 * TL_RED_PER_THREAD elements and its
 * outputs divide along a kept axis: the first axis when it is kept (each part a run of outer
 * outputs), else the last axis when it is the only one kept (each part a run of columns). Every
 * output is still computed by one thread in the walk's order, so the bits do not depend on the
 * thread count. */
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out) {
    ptrdiff_t size = 1;
    int kept = 0;
    for (int d = 0; d < n; d++) {
        size *= dims[d];
        kept += !(reduced >> d & 1);
    }
    const int axis = n > 0 && !(reduced & 1) ? 0 : kept == 1 && n > 0 && !(reduced >> (n - 1) & 1) ? n - 1 : -1;
    int parts = axis < 0 || size < 2 * TL_RED_PER_THREAD ? 1 : tl_max_threads();
    if (parts > size / TL_RED_PER_THREAD)
        parts = (int)(size / TL_RED_PER_THREAD);
    if (axis >= 0 && parts > dims[axis])
        parts = (int)dims[axis];
    if (parts < 2)
        return tl_red_walk_part(w, n, dims, strides, data, reduced, mean, out);
    /* outputs per step along the axis: the kept axes after it (none when it is the last) */
    ptrdiff_t step = 1;
    for (int d = axis + 1; d < n; d++)
        step *= reduced >> d & 1 ? 1 : dims[d];
    const int count = tl_job_count(parts, dims[axis]);
    tl_red_job jobs[64];
    for (int t = 0; t < count; t++) {
        const ptrdiff_t at = dims[axis] * t / count, end = dims[axis] * (t + 1) / count;
        tl_red_job j = {w, n, axis, mean, 0, end - at, dims, strides, data + at * strides[axis], reduced,
                        (char*)out + at * step * w->item};
        jobs[t] = j;
    }
    tl_parallel(parts, count, tl_red_job_run, (char*)jobs, sizeof jobs[0]);
    int status = 0;
    for (int t = 0; t < count; t++)
        status |= jobs[t].status;
    return status;
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
#define TL_RED_NAME row_max_f64
#define TL_RED_ROWS 1
#define TL_RED_KIND TL_RED_MAX
#define TL_RED_START -INFINITY
#define TL_RED_T double
#define TL_RED_A double
#define TL_RED_U double
#define TL_RED_I int64_t
#define TL_RED_FLOAT 1
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
/* Reduction kernels for one kind and one element type: sum, prod, max, min, argmax or argmin
 * of a row (the reduced axis is the innermost one) or down the rows of a block (the innermost
 * axis is kept, so each column is its own output). reduce.py compiles this file as a kernel
 * object of its own per instance (ARCHITECTURE.md, "Kernel objects"), after defining
 *   TL_RED_NAME   the instance's name: its entry point is tl_red_<NAME>, e.g. row_sum_f64_f64
 *   TL_RED_ROWS   1 for the row kernel, 0 for the block kernel
 *   TL_RED_KIND   TL_RED_SUM, TL_RED_PROD, TL_RED_MAX, TL_RED_MIN, TL_RED_ARGMAX or TL_RED_ARGMIN
 *   TL_RED_T      the element's C type
 *   TL_RED_A      the accumulator's C type (sum and prod; the element's type for the others)
 *   TL_RED_U      the C type sums and products are computed in: an unsigned type of at least
 *                 32 bits for integers (they wrap, as NumPy's), TL_RED_A for floats
 *   TL_RED_I      the signed integer type of the element's size (lane masks, turn counters)
 *   TL_RED_FLOAT  1 when the element type is a float type (NaN and signed zeros exist)
 *   TL_RED_START  the value every output (for argmax/argmin every best value) starts from
 * It uses only pointers, sizes, byte strides and the C standard headers (no Python or NumPy
 * API). Sizes are ptrdiff_t, strides are in bytes and may be negative or zero.
 *
 * What defines the bits (the same on every target: modules are built without contraction and
 * without fast-math, see README "What agrees and what does not"; the vector width only decides
 * which of the independent accumulators written below share a register):
 * - sum and prod of a row: NumPy's pairwise order (numpy/_core/src/umath/loops_utils.h.src):
 *   a row of fewer than 8 elements is folded left to right from the identity; up to 128
 *   elements, eight accumulators r[k] start at x[k] and add x[i + k] for each further whole
 *   group of 8, are combined as ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)), and the
 *   rest is added in order; a longer row is split at n2 = n/2 rounded down to a multiple of 8
 *   and the halves' results added. The row's result is then folded into the accumulator.
 *   Integer sums and products wrap, so their order does not show.
 * - sum and prod down rows: each output in row order, acc = (((acc + x0) + x1) + x2) ..., as
 *   NumPy does when the reduced axis is not the innermost one.
 * - max and min: the result is the left fold m = maximum(m, x) over the elements in order,
 *   with NumPy's binary maximum (minimum): a NaN if an operand is NaN, and the second operand
 *   between equal values, so a zero result has the sign of the last zero. A row runs 256
 *   bytes of running extremes that skip NaNs; a NaN shows in running sums, and the row then
 *   gives its first NaN; a zero result takes the sign of the row's last zero. Which NaN comes
 *   out of several is not specified (wasm canonicalises NaNs anyway).
 * - argmax and argmin: the index of the first extreme element, or of the first NaN. A row is
 *   taken in blocks; lanes keep their best value and the turn it came in, and the lanes'
 *   bests are compared in index order. */

#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Natively on x86-64 (gcc or clang) the kernels are compiled for the instruction set the
 * native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE): sums for AVX2 at most,
 * max, min, argmax and argmin for AVX-512F too (they are compute-bound on AVX2; sums are
 * not). All compute the same bits. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_RED_TARGET __attribute__((target("avx2")))
#else
#define TL_RED_TARGET
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_RED_TARGET_WIDE __attribute__((target("avx512f")))
#else
#define TL_RED_TARGET_WIDE TL_RED_TARGET
#endif
#define TL_RED_INLINE static inline __attribute__((always_inline))
#define TL_RED_CAT2(a, b) a##_##b
#define TL_RED_CAT(a, b) TL_RED_CAT2(a, b)

#define TL_RED_SUM 1
#define TL_RED_PROD 2
#define TL_RED_MAX 3
#define TL_RED_MIN 4
#define TL_RED_ARGMAX 5
#define TL_RED_ARGMIN 6

#define TL_RED_PAIRWISE_BLOCK 128 /* NumPy's PW_BLOCKSIZE */

/* The walk over a whole array is shared by every instance (reduce_walk.c, an object of its
 * own); an instance describes itself to it. Its kernel runs with these lengths and strides:
 * a row of `inner` elements, or a block of `rows` such rows, `row_stride` apart; `step` is
 * argmax/argmin's index step along the row or block. */
typedef struct {
    ptrdiff_t rows, row_stride, inner, inner_stride, step;
} tl_red_shape;
typedef struct {
    int rows;        /* TL_RED_ROWS */
    ptrdiff_t item;  /* bytes of an output element (argmax/argmin: an int64 index) */
    ptrdiff_t value; /* argmax/argmin: bytes of a best value; 0 for the others */
    /* sets `count` outputs (argmax/argmin: best values) at acc to the start value */
    void (*start)(char* acc, ptrdiff_t count);
    /* the kernel on `count` rows or blocks, the next one p_step bytes further in the input,
     * acc_step in the outputs (at_step elements in argmax/argmin's indices, r_step in the
     * index of their first element, r for the first) */
    void (*steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc, ptrdiff_t acc_step, int64_t* at,
                  ptrdiff_t at_step, ptrdiff_t r, ptrdiff_t r_step, const tl_red_shape* shape);
    /* sum only: divides `count` outputs by n (mean); NULL for the others */
    void (*mean)(char* acc, ptrdiff_t count, ptrdiff_t n);
} tl_red_walk;
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out);
#endif /* TL_RED_COMMON */

#define TL_RED_FN(f) TL_RED_CAT(f, TL_RED_NAME)
/* The instance's entry point: tl_red_<NAME> (NAME starts with row_ or cols_). */
#define TL_RED_ENTRY TL_RED_CAT(tl_red, TL_RED_NAME)
/* Element i of the row at p with byte stride s. */
#define TL_RED_AT(p, i, s) (*(const TL_RED_T*)((p) + (ptrdiff_t)(i) * (s)))

#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD

#if TL_RED_KIND == TL_RED_SUM
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) + (TL_RED_U)(b)))
#define TL_RED_IDENTITY 0
#else
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) * (TL_RED_U)(b)))
#define TL_RED_IDENTITY 1
#endif
#define TL_RED_X(p, i, s) ((TL_RED_A)TL_RED_AT(p, i, s))

/* Eight lanes of the accumulator's arithmetic type: lane k is NumPy's r[k]. */
typedef TL_RED_U TL_RED_FN(tl_red_lanes) __attribute__((vector_size(8 * sizeof(TL_RED_U))));
typedef TL_RED_T TL_RED_FN(tl_red_lanes_t) __attribute__((vector_size(8 * sizeof(TL_RED_T))));

/* *out = elements i .. i + 7 as lanes (through a pointer: a wide vector as a return value
 * would draw ABI warnings). */
TL_RED_INLINE void TL_RED_FN(tl_red_load8)(TL_RED_FN(tl_red_lanes) * out, const char* p, ptrdiff_t i, ptrdiff_t s) {
    TL_RED_FN(tl_red_lanes_t) v;
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        __builtin_memcpy(&v, p + i * s, sizeof v);
    else
        for (int k = 0; k < 8; k++)
            v[k] = TL_RED_AT(p, i + k, s);
    *out = __builtin_convertvector(v, TL_RED_FN(tl_red_lanes));
}

/* One leaf of the pairwise order: at most TL_RED_PAIRWISE_BLOCK elements. */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_leaf)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (n < 8) {
        TL_RED_A r = TL_RED_IDENTITY;
        for (ptrdiff_t i = 0; i < n; i++)
            r = TL_RED_OP(r, TL_RED_X(p, i, s));
        return r;
    }
    TL_RED_FN(tl_red_lanes) r, v, w;
    TL_RED_FN(tl_red_load8)(&r, p, 0, s);
    ptrdiff_t i = 8;
    for (; i + 16 <= n; i += 16) { /* two groups per turn (fewer loop heads in wasm) */
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
        TL_RED_FN(tl_red_load8)(&w, p, i + 8, s);
#if TL_RED_KIND == TL_RED_SUM
        r = (r + v) + w;
#else
        r = (r * v) * w;
#endif
    }
    for (; i + 8 <= n; i += 8) {
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
#if TL_RED_KIND == TL_RED_SUM
        r = r + v;
#else
        r = r * v;
#endif
    }
    TL_RED_A res = TL_RED_OP(TL_RED_OP(TL_RED_OP(r[0], r[1]), TL_RED_OP(r[2], r[3])),
                             TL_RED_OP(TL_RED_OP(r[4], r[5]), TL_RED_OP(r[6], r[7])));
    for (; i < n; i++)
        res = TL_RED_OP(res, TL_RED_X(p, i, s));
    return res;
}

/* The pairwise order over n elements, walked without recursion: going down, each split
 * pushes its right part; a leaf's result is combined with every finished left part above it
 * and then becomes the left part of the next pending split. A unit stride gets its own copy
 * of the leaf (plain vector loads). */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_pairwise)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    struct {
        const char* p;
        ptrdiff_t n;
        TL_RED_A left;
        int has_left;
    } stack[64];
    int depth = 0;
    for (;;) {
        while (n > TL_RED_PAIRWISE_BLOCK) {
            ptrdiff_t half = n / 2;
            half -= half % 8;
            stack[depth].p = p + half * s;
            stack[depth].n = n - half;
            stack[depth].has_left = 0;
            depth++;
            n = half;
        }
        TL_RED_A r = s == (ptrdiff_t)sizeof(TL_RED_T) ? TL_RED_FN(tl_red_leaf)(p, n, (ptrdiff_t)sizeof(TL_RED_T))
                                                      : TL_RED_FN(tl_red_leaf)(p, n, s);
        while (depth > 0 && stack[depth - 1].has_left) {
            r = TL_RED_OP(stack[depth - 1].left, r);
            depth--;
        }
        if (depth == 0)
            return r;
        stack[depth - 1].left = r;
        stack[depth - 1].has_left = 1;
        p = stack[depth - 1].p;
        n = stack[depth - 1].n;
    }
}

#if TL_RED_ROWS
/* *acc = *acc (+ or *) the row's result in the pairwise order. */
TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_A* acc) {
    *acc = TL_RED_OP(*acc, TL_RED_FN(tl_red_pairwise)(p, n, s));
}
#else

/* acc[j] = acc[j] (+ or *) x[i][j] for the rows i in order (row i at p + i * rs, element j of
 * a row at + j * s). */
TL_RED_INLINE void TL_RED_FN(tl_red_cols_by_row)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n,
                                                 ptrdiff_t s, TL_RED_A* restrict acc) {
    ptrdiff_t i = 0;
    for (; i + 4 <= rows; i += 4) { /* four rows per pass over acc, still in row order */
        const char *p0 = p + i * rs, *p1 = p0 + rs, *p2 = p1 + rs, *p3 = p2 + rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(TL_RED_OP(TL_RED_OP(TL_RED_OP(acc[j], TL_RED_X(p0, j, s)), TL_RED_X(p1, j, s)),
                                         TL_RED_X(p2, j, s)),
                               TL_RED_X(p3, j, s));
    }
    for (; i < rows; i++) {
        const char* p0 = p + i * rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(acc[j], TL_RED_X(p0, j, s));
    }
}

TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                       TL_RED_A* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        TL_RED_FN(tl_red_cols_by_row)(p, rows, rs, n, (ptrdiff_t)sizeof(TL_RED_T), acc);
        return;
    }
    /* Columns not adjacent (a transposed block): eight columns at a time, each walked down its
     * rows, so that the reads follow the rows' (smaller) stride. */
    ptrdiff_t j = 0;
    for (; j + 8 <= n; j += 8) {
        TL_RED_A r[8];
        for (int k = 0; k < 8; k++)
            r[k] = acc[j + k];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs + j * s;
            for (int k = 0; k < 8; k++)
                r[k] = TL_RED_OP(r[k], TL_RED_X(q, k, s));
        }
        for (int k = 0; k < 8; k++)
            acc[j + k] = r[k];
    }
    TL_RED_FN(tl_red_cols_by_row)(p + j * s, rows, rs, n - j, s, acc + j);
}
#endif

#undef TL_RED_OP
#undef TL_RED_IDENTITY
#undef TL_RED_X

#else /* max, min, argmax, argmin */

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_ARGMAX
#define TL_RED_BEATS(v, m) ((v) > (m))
#define TL_RED_TIES(v, m) ((v) >= (m))
#else
#define TL_RED_BEATS(v, m) ((v) < (m))
#define TL_RED_TIES(v, m) ((v) <= (m))
#endif
#if TL_RED_FLOAT
#define TL_RED_ISNAN(v) ((v) != (v))
#else
#define TL_RED_ISNAN(v) 0
#endif
/* NumPy's maximum(m, v) (minimum): v if it is NaN or at least m, unless m is NaN. A select
 * (it vectorises: native modules are built with -fno-trapping-math). */
#define TL_RED_FOLD(m, v) ((TL_RED_TIES(v, m) | TL_RED_ISNAN(v)) ? (v) : (m))

/* Running extremes: 256 bytes of them (32 doubles, 64 floats, ...), an array the compiler's
 * loop vectoriser keeps in vectors of the target's width. */
#define TL_RED_LANES ((ptrdiff_t)(256 / sizeof(TL_RED_T)))

/* Element i of a contiguous row; a running sum that shows a NaN (floats only: an integer sum
 * could overflow, which C leaves undefined). */
#define TL_RED_C(p, i) (((const TL_RED_T*)(p))[i])
#if TL_RED_FLOAT
#define TL_RED_ADD(sum, v) ((sum) += (v))
#else
#define TL_RED_ADD(sum, v) ((void)(sum), (void)(v))
#endif

/* The end of a contiguous row's extreme: elements i .. n-1 folded into m and `sum`, then, if
 * the sum of the whole row (lanes included) is NaN, the row's first NaN. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_end)(const char* p, ptrdiff_t n, ptrdiff_t i, TL_RED_T m, TL_RED_T sum) {
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_C(p, i);
        m = TL_RED_BEATS(v, m) ? v : m;
        TL_RED_ADD(sum, v);
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_C(p, i)))
                return TL_RED_C(p, i);
#else
    (void)sum;
#endif
    return m;
}

/* The extreme of a contiguous row of n >= 1 elements, up to which zero: TL_RED_LANES running
 * extremes over interleaved elements (independent chains) that skip NaNs (`v > m ? v : m` is
 * one maxpd-like instruction), then the rest of the row. Each lane also keeps a sum, which a
 * NaN makes NaN for good (cheaper than a comparison and a select); only then, or after
 * inf - inf, is the row searched for a NaN, and a row with a NaN gives its first NaN. For
 * integers the sums are dead code. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_lanes)(const char* p, ptrdiff_t n) {
    if (n < TL_RED_LANES)
        return TL_RED_FN(tl_red_extreme_end)(p, n, 1, TL_RED_C(p, 0), TL_RED_C(p, 0));
    TL_RED_T r[TL_RED_LANES], u[TL_RED_LANES];
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++)
        u[k] = r[k] = TL_RED_C(p, k);
    ptrdiff_t i = TL_RED_LANES;
    for (; i + TL_RED_LANES <= n; i += TL_RED_LANES)
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            const TL_RED_T v = TL_RED_C(p, i + k);
            r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
            TL_RED_ADD(u[k], v);
        }
    TL_RED_T m = r[0], sum = 0;
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
        m = TL_RED_BEATS(r[k], m) ? r[k] : m;
        TL_RED_ADD(sum, u[k]);
    }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}

#if defined(__wasm_simd128__)
/* wasm: the arrays above stay in memory (clang vectorises the lane loop but keeps the lanes
 * in the stack frame), so contiguous rows run on four SIMD128 vectors of running extremes
 * held in registers, two loads per vector and loop turn (wasmtime pays an epoch check per
 * turn). The result is the same: the extreme, the first NaN, up to which zero. */
typedef TL_RED_T TL_RED_FN(tl_red_v128) __attribute__((vector_size(16)));
typedef TL_RED_I TL_RED_FN(tl_red_m128) __attribute__((vector_size(16)));
#define TL_RED_V TL_RED_FN(tl_red_v128)
#define TL_RED_M TL_RED_FN(tl_red_m128)
#define TL_RED_VL ((ptrdiff_t)(16 / sizeof(TL_RED_T)))

TL_RED_INLINE void TL_RED_FN(tl_red_vstep)(TL_RED_V* r, TL_RED_V* u, const char* q) {
    TL_RED_V v;
    __builtin_memcpy(&v, q, sizeof v);
    const TL_RED_M take = (TL_RED_M)TL_RED_BEATS(v, *r);
    *r = (TL_RED_V)(((TL_RED_M)v & take) | ((TL_RED_M)*r & ~take));
    TL_RED_ADD(*u, v);
}

TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    const ptrdiff_t step = 8 * TL_RED_VL;
    if (n < step)
        return TL_RED_FN(tl_red_extreme_lanes)(p, n);
    TL_RED_V r[4], u[4];
    for (int a = 0; a < 4; a++) {
        __builtin_memcpy(&r[a], p + a * 16, 16);
        u[a] = r[a];
    }
    for (int a = 0; a < 4; a++)
        TL_RED_FN(tl_red_vstep)(&r[a], &u[a], p + (4 + a) * 16);
    ptrdiff_t i = step;
    for (; i + step <= n; i += step)
        for (int a = 0; a < 8; a++)
            TL_RED_FN(tl_red_vstep)(&r[a & 3], &u[a & 3], p + i * (ptrdiff_t)sizeof(TL_RED_T) + a * 16);
    TL_RED_T m = r[0][0], sum = 0;
    for (int a = 0; a < 4; a++)
        for (ptrdiff_t k = 0; k < TL_RED_VL; k++) {
            m = TL_RED_BEATS(r[a][k], m) ? r[a][k] : m;
            TL_RED_ADD(sum, u[a][k]);
        }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}
#undef TL_RED_V
#undef TL_RED_M
#undef TL_RED_VL
#else
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    return TL_RED_FN(tl_red_extreme_lanes)(p, n);
}
#endif

/* The same for any stride: a strided row goes one element at a time (its reads cost more
 * than the comparisons, and one vectorised copy per target clone is enough code). */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        return TL_RED_FN(tl_red_extreme_contiguous)(p, n);
    TL_RED_T m = TL_RED_AT(p, 0, s);
    for (ptrdiff_t i = 0; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_ISNAN(v))
            return v;
        m = TL_RED_BEATS(v, m) ? v : m;
    }
    return m;
}

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_MIN

#if TL_RED_ROWS
/* *acc = the fold of *acc and the row of n >= 1 elements. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* acc) {
    TL_RED_T m = TL_RED_FN(tl_red_extreme)(p, n, s);
#if TL_RED_FLOAT
    if (m == 0) { /* every zero is an extreme: the fold keeps the last one */
        ptrdiff_t i = n - 1;
        while (!(TL_RED_AT(p, i, s) == 0))
            i--;
        m = TL_RED_AT(p, i, s);
    }
#endif
    *acc = TL_RED_FOLD(*acc, m);
}

#else
/* acc[j] = the fold of acc[j] and x[i][j] over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs;
            for (ptrdiff_t j = 0; j < n; j++) {
                const TL_RED_T v = TL_RED_AT(q, j, (ptrdiff_t)sizeof(TL_RED_T));
                acc[j] = TL_RED_FOLD(acc[j], v);
            }
        }
        return;
    }
    /* Columns not adjacent: each walked down its rows. */
    for (ptrdiff_t j = 0; j < n; j++) {
        TL_RED_T m = acc[j];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const TL_RED_T v = TL_RED_AT(p + i * rs, j, s);
            m = TL_RED_FOLD(m, v);
        }
        acc[j] = m;
    }
}
#endif

#else /* argmax, argmin */

/* Lanes: 128 bytes (three arrays of them stay in AVX2's sixteen registers). Turns of the lane
 * loop per block: the turn a lane's best came from is kept in a TL_RED_I (as narrow as the
 * element, so it shares the element's vector layout). */
#define TL_RED_ARG_LANES ((ptrdiff_t)(128 / sizeof(TL_RED_T)))
#define TL_RED_ARG_TURNS 127

/* The first extreme of a block of n >= 1 elements (at most TL_RED_ARG_TURNS + 1 turns of
 * TL_RED_ARG_LANES), or its first NaN: value into *value, offset into *at. Each lane keeps its
 * best value and the turn it came in (a strict comparison keeps a lane's first); the lanes'
 * bests are then compared in index order. A NaN shows in the lane sums, as for max. */
TL_RED_INLINE void TL_RED_FN(tl_red_arg_block)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* value, ptrdiff_t* at) {
    TL_RED_T m = TL_RED_AT(p, 0, s);
    ptrdiff_t best = 0, i = 1;
#if TL_RED_FLOAT
    TL_RED_T sum = m;
#endif
    if (n >= 2 * TL_RED_ARG_LANES) {
        TL_RED_T r[TL_RED_ARG_LANES];
        TL_RED_I turn_of[TL_RED_ARG_LANES];
#if TL_RED_FLOAT
        TL_RED_T u[TL_RED_ARG_LANES];
#endif
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            r[k] = TL_RED_AT(p, k, s);
            turn_of[k] = 0;
#if TL_RED_FLOAT
            u[k] = r[k];
#endif
        }
        TL_RED_I turn = 1;
        for (i = TL_RED_ARG_LANES; i + TL_RED_ARG_LANES <= n; i += TL_RED_ARG_LANES, turn++)
            for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
                const TL_RED_T v = TL_RED_AT(p, i + k, s);
                const TL_RED_I take = -(TL_RED_I)TL_RED_BEATS(v, r[k]); /* all ones or zero */
                r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
                turn_of[k] = (TL_RED_I)((turn_of[k] & ~take) | (turn & take));
#if TL_RED_FLOAT
                u[k] += v;
#endif
            }
        m = r[0];
        best = (ptrdiff_t)turn_of[0] * TL_RED_ARG_LANES;
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            const ptrdiff_t index = (ptrdiff_t)turn_of[k] * TL_RED_ARG_LANES + k;
            if (TL_RED_BEATS(r[k], m) || (r[k] == m && index < best)) {
                m = r[k];
                best = index;
            }
#if TL_RED_FLOAT
            sum += u[k];
#endif
        }
    }
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_BEATS(v, m)) {
            m = v;
            best = i;
        }
#if TL_RED_FLOAT
        sum += v;
#endif
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_AT(p, i, s))) {
                m = TL_RED_AT(p, i, s);
                best = i;
                break;
            }
#endif
    *value = m;
    *at = best;
}

#if TL_RED_ROWS
/* Folds the row of n >= 1 elements (element i has index base + i * step) into the best value
 * so far *best and its index *at: the first extreme wins, and the first NaN wins over
 * everything (once *best is NaN nothing changes it). */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* best, int64_t* at,
                                            int64_t base, int64_t step) {
    if (s != (ptrdiff_t)sizeof(TL_RED_T)) { /* strided: one element at a time, as for max */
        for (ptrdiff_t i = 0; i < n && !TL_RED_ISNAN(*best); i++) {
            const TL_RED_T v = TL_RED_AT(p, i, s);
            if (TL_RED_ISNAN(v) || TL_RED_BEATS(v, *best)) {
                *best = v;
                *at = base + (int64_t)i * step;
            }
        }
        return;
    }
    const ptrdiff_t block = (TL_RED_ARG_TURNS + 1) * TL_RED_ARG_LANES;
    for (ptrdiff_t b = 0; b < n && !TL_RED_ISNAN(*best); b += block) {
        TL_RED_T m;
        ptrdiff_t i;
        const ptrdiff_t len = n - b < block ? n - b : block;
        TL_RED_FN(tl_red_arg_block)(p + b * s, len, (ptrdiff_t)sizeof(TL_RED_T), &m, &i);
        if (TL_RED_ISNAN(m) || TL_RED_BEATS(m, *best)) {
            *best = m;
            *at = base + (int64_t)(b + i) * step;
        }
    }
}

#else
/* Column j's best value best[j] and its index at[j], updated by x[i][j] (index base + i * step)
 * over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict best, int64_t* restrict at, int64_t base,
                                            int64_t step) {
    for (ptrdiff_t i = 0; i < rows; i++) {
        const char* q = p + i * rs;
        const int64_t index = base + (int64_t)i * step;
        for (ptrdiff_t j = 0; j < n; j++) {
            const TL_RED_T v = TL_RED_AT(q, j, s);
            const int take = TL_RED_BEATS(v, best[j]) || (TL_RED_ISNAN(v) && !TL_RED_ISNAN(best[j]));
            best[j] = take ? v : best[j];
            at[j] = take ? index : at[j];
        }
    }
}

#endif
#endif
#undef TL_RED_BEATS
#undef TL_RED_TIES
#undef TL_RED_ISNAN
#undef TL_RED_FOLD
#undef TL_RED_LANES
#undef TL_RED_C
#undef TL_RED_ADD
#undef TL_RED_ARG_TURNS
#undef TL_RED_ARG_LANES
#endif

/* The whole reduction, the entry a module calls (tl_red_<NAME>_nd): an array of n axes
 * (lengths dims, byte strides, first element at data) reduced over the axes whose bits are set
 * in `reduced` into out (C-contiguous over the kept axes; for argmax/argmin the int64 indices),
 * divided by the number of elements reduced with `mean`: the shared walk (reduce_walk.c) with
 * this instance's description. Returns -1 when memory for argmax/argmin's best values cannot be
 * had, else 0. */
#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD
#define TL_RED_OUT TL_RED_A
#else
#define TL_RED_OUT TL_RED_T
#endif
#define TL_RED_ARGS (TL_RED_KIND == TL_RED_ARGMAX || TL_RED_KIND == TL_RED_ARGMIN)
static void TL_RED_CAT(TL_RED_ENTRY, start)(char* acc, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_OUT*)acc)[i] = TL_RED_START;
}
TL_WALK static void TL_RED_CAT(TL_RED_ENTRY, steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc,
                                                   ptrdiff_t acc_step, int64_t* at, ptrdiff_t at_step, ptrdiff_t r,
                                                   ptrdiff_t r_step, const tl_red_shape* s) {
    for (ptrdiff_t i = 0; i < count; i++, p += p_step, acc += acc_step, r += r_step) {
#if TL_RED_ROWS && TL_RED_ARGS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#elif TL_RED_ROWS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#elif TL_RED_ARGS
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#else
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#endif
    }
#if !TL_RED_ARGS
    (void)at;
    (void)at_step;
#endif
}
#if TL_RED_KIND == TL_RED_SUM
static void TL_RED_CAT(TL_RED_ENTRY, mean)(char* acc, ptrdiff_t count, ptrdiff_t n) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_A*)acc)[i] = ((TL_RED_A*)acc)[i] / (TL_RED_A)n;
}
#define TL_RED_MEAN TL_RED_CAT(TL_RED_ENTRY, mean)
#else
#define TL_RED_MEAN NULL
#endif
static const tl_red_walk TL_RED_CAT(TL_RED_ENTRY, walk) = {
    TL_RED_ROWS, TL_RED_ARGS ? (ptrdiff_t)sizeof(int64_t) : (ptrdiff_t)sizeof(TL_RED_OUT),
    TL_RED_ARGS ? (ptrdiff_t)sizeof(TL_RED_T) : 0, TL_RED_CAT(TL_RED_ENTRY, start), TL_RED_CAT(TL_RED_ENTRY, steps),
    TL_RED_MEAN};
int TL_RED_CAT(TL_RED_ENTRY, nd)(int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                                 uint64_t reduced, int mean, void* out) {
    return tl_red_walk_nd(&TL_RED_CAT(TL_RED_ENTRY, walk), n, dims, strides, data, reduced, mean, out);
}
#undef TL_RED_OUT
#undef TL_RED_ARGS
#undef TL_RED_MEAN

#undef TL_RED_FN
#undef TL_RED_ENTRY
#undef TL_RED_AT

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
#define TL_RED_NAME row_argmax_f64
#define TL_RED_ROWS 1
#define TL_RED_KIND TL_RED_ARGMAX
#define TL_RED_START -INFINITY
#define TL_RED_T double
#define TL_RED_A double
#define TL_RED_U double
#define TL_RED_I int64_t
#define TL_RED_FLOAT 1
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
/* Reduction kernels for one kind and one element type: sum, prod, max, min, argmax or argmin
 * of a row (the reduced axis is the innermost one) or down the rows of a block (the innermost
 * axis is kept, so each column is its own output). reduce.py compiles this file as a kernel
 * object of its own per instance (ARCHITECTURE.md, "Kernel objects"), after defining
 *   TL_RED_NAME   the instance's name: its entry point is tl_red_<NAME>, e.g. row_sum_f64_f64
 *   TL_RED_ROWS   1 for the row kernel, 0 for the block kernel
 *   TL_RED_KIND   TL_RED_SUM, TL_RED_PROD, TL_RED_MAX, TL_RED_MIN, TL_RED_ARGMAX or TL_RED_ARGMIN
 *   TL_RED_T      the element's C type
 *   TL_RED_A      the accumulator's C type (sum and prod; the element's type for the others)
 *   TL_RED_U      the C type sums and products are computed in: an unsigned type of at least
 *                 32 bits for integers (they wrap, as NumPy's), TL_RED_A for floats
 *   TL_RED_I      the signed integer type of the element's size (lane masks, turn counters)
 *   TL_RED_FLOAT  1 when the element type is a float type (NaN and signed zeros exist)
 *   TL_RED_START  the value every output (for argmax/argmin every best value) starts from
 * It uses only pointers, sizes, byte strides and the C standard headers (no Python or NumPy
 * API). Sizes are ptrdiff_t, strides are in bytes and may be negative or zero.
 *
 * What defines the bits (the same on every target: modules are built without contraction and
 * without fast-math, see README "What agrees and what does not"; the vector width only decides
 * which of the independent accumulators written below share a register):
 * - sum and prod of a row: NumPy's pairwise order (numpy/_core/src/umath/loops_utils.h.src):
 *   a row of fewer than 8 elements is folded left to right from the identity; up to 128
 *   elements, eight accumulators r[k] start at x[k] and add x[i + k] for each further whole
 *   group of 8, are combined as ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)), and the
 *   rest is added in order; a longer row is split at n2 = n/2 rounded down to a multiple of 8
 *   and the halves' results added. The row's result is then folded into the accumulator.
 *   Integer sums and products wrap, so their order does not show.
 * - sum and prod down rows: each output in row order, acc = (((acc + x0) + x1) + x2) ..., as
 *   NumPy does when the reduced axis is not the innermost one.
 * - max and min: the result is the left fold m = maximum(m, x) over the elements in order,
 *   with NumPy's binary maximum (minimum): a NaN if an operand is NaN, and the second operand
 *   between equal values, so a zero result has the sign of the last zero. A row runs 256
 *   bytes of running extremes that skip NaNs; a NaN shows in running sums, and the row then
 *   gives its first NaN; a zero result takes the sign of the row's last zero. Which NaN comes
 *   out of several is not specified (wasm canonicalises NaNs anyway).
 * - argmax and argmin: the index of the first extreme element, or of the first NaN. A row is
 *   taken in blocks; lanes keep their best value and the turn it came in, and the lanes'
 *   bests are compared in index order. */

#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Natively on x86-64 (gcc or clang) the kernels are compiled for the instruction set the
 * native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE): sums for AVX2 at most,
 * max, min, argmax and argmin for AVX-512F too (they are compute-bound on AVX2; sums are
 * not). All compute the same bits. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_RED_TARGET __attribute__((target("avx2")))
#else
#define TL_RED_TARGET
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_RED_TARGET_WIDE __attribute__((target("avx512f")))
#else
#define TL_RED_TARGET_WIDE TL_RED_TARGET
#endif
#define TL_RED_INLINE static inline __attribute__((always_inline))
#define TL_RED_CAT2(a, b) a##_##b
#define TL_RED_CAT(a, b) TL_RED_CAT2(a, b)

#define TL_RED_SUM 1
#define TL_RED_PROD 2
#define TL_RED_MAX 3
#define TL_RED_MIN 4
#define TL_RED_ARGMAX 5
#define TL_RED_ARGMIN 6

#define TL_RED_PAIRWISE_BLOCK 128 /* NumPy's PW_BLOCKSIZE */

/* The walk over a whole array is shared by every instance (reduce_walk.c, an object of its
 * own); an instance describes itself to it. Its kernel runs with these lengths and strides:
 * a row of `inner` elements, or a block of `rows` such rows, `row_stride` apart; `step` is
 * argmax/argmin's index step along the row or block. */
typedef struct {
    ptrdiff_t rows, row_stride, inner, inner_stride, step;
} tl_red_shape;
typedef struct {
    int rows;        /* TL_RED_ROWS */
    ptrdiff_t item;  /* bytes of an output element (argmax/argmin: an int64 index) */
    ptrdiff_t value; /* argmax/argmin: bytes of a best value; 0 for the others */
    /* sets `count` outputs (argmax/argmin: best values) at acc to the start value */
    void (*start)(char* acc, ptrdiff_t count);
    /* the kernel on `count` rows or blocks, the next one p_step bytes further in the input,
     * acc_step in the outputs (at_step elements in argmax/argmin's indices, r_step in the
     * index of their first element, r for the first) */
    void (*steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc, ptrdiff_t acc_step, int64_t* at,
                  ptrdiff_t at_step, ptrdiff_t r, ptrdiff_t r_step, const tl_red_shape* shape);
    /* sum only: divides `count` outputs by n (mean); NULL for the others */
    void (*mean)(char* acc, ptrdiff_t count, ptrdiff_t n);
} tl_red_walk;
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out);
#endif /* TL_RED_COMMON */

#define TL_RED_FN(f) TL_RED_CAT(f, TL_RED_NAME)
/* The instance's entry point: tl_red_<NAME> (NAME starts with row_ or cols_). */
#define TL_RED_ENTRY TL_RED_CAT(tl_red, TL_RED_NAME)
/* Element i of the row at p with byte stride s. */
#define TL_RED_AT(p, i, s) (*(const TL_RED_T*)((p) + (ptrdiff_t)(i) * (s)))

#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD

#if TL_RED_KIND == TL_RED_SUM
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) + (TL_RED_U)(b)))
#define TL_RED_IDENTITY 0
#else
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) * (TL_RED_U)(b)))
#define TL_RED_IDENTITY 1
#endif
#define TL_RED_X(p, i, s) ((TL_RED_A)TL_RED_AT(p, i, s))

/* Eight lanes of the accumulator's arithmetic type: lane k is NumPy's r[k]. */
typedef TL_RED_U TL_RED_FN(tl_red_lanes) __attribute__((vector_size(8 * sizeof(TL_RED_U))));
typedef TL_RED_T TL_RED_FN(tl_red_lanes_t) __attribute__((vector_size(8 * sizeof(TL_RED_T))));

/* *out = elements i .. i + 7 as lanes (through a pointer: a wide vector as a return value
 * would draw ABI warnings). */
TL_RED_INLINE void TL_RED_FN(tl_red_load8)(TL_RED_FN(tl_red_lanes) * out, const char* p, ptrdiff_t i, ptrdiff_t s) {
    TL_RED_FN(tl_red_lanes_t) v;
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        __builtin_memcpy(&v, p + i * s, sizeof v);
    else
        for (int k = 0; k < 8; k++)
            v[k] = TL_RED_AT(p, i + k, s);
    *out = __builtin_convertvector(v, TL_RED_FN(tl_red_lanes));
}

/* One leaf of the pairwise order: at most TL_RED_PAIRWISE_BLOCK elements. */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_leaf)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (n < 8) {
        TL_RED_A r = TL_RED_IDENTITY;
        for (ptrdiff_t i = 0; i < n; i++)
            r = TL_RED_OP(r, TL_RED_X(p, i, s));
        return r;
    }
    TL_RED_FN(tl_red_lanes) r, v, w;
    TL_RED_FN(tl_red_load8)(&r, p, 0, s);
    ptrdiff_t i = 8;
    for (; i + 16 <= n; i += 16) { /* two groups per turn (fewer loop heads in wasm) */
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
        TL_RED_FN(tl_red_load8)(&w, p, i + 8, s);
#if TL_RED_KIND == TL_RED_SUM
        r = (r + v) + w;
#else
        r = (r * v) * w;
#endif
    }
    for (; i + 8 <= n; i += 8) {
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
#if TL_RED_KIND == TL_RED_SUM
        r = r + v;
#else
        r = r * v;
#endif
    }
    TL_RED_A res = TL_RED_OP(TL_RED_OP(TL_RED_OP(r[0], r[1]), TL_RED_OP(r[2], r[3])),
                             TL_RED_OP(TL_RED_OP(r[4], r[5]), TL_RED_OP(r[6], r[7])));
    for (; i < n; i++)
        res = TL_RED_OP(res, TL_RED_X(p, i, s));
    return res;
}

/* The pairwise order over n elements, walked without recursion: going down, each split
 * pushes its right part; a leaf's result is combined with every finished left part above it
 * and then becomes the left part of the next pending split. A unit stride gets its own copy
 * of the leaf (plain vector loads). */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_pairwise)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    struct {
        const char* p;
        ptrdiff_t n;
        TL_RED_A left;
        int has_left;
    } stack[64];
    int depth = 0;
    for (;;) {
        while (n > TL_RED_PAIRWISE_BLOCK) {
            ptrdiff_t half = n / 2;
            half -= half % 8;
            stack[depth].p = p + half * s;
            stack[depth].n = n - half;
            stack[depth].has_left = 0;
            depth++;
            n = half;
        }
        TL_RED_A r = s == (ptrdiff_t)sizeof(TL_RED_T) ? TL_RED_FN(tl_red_leaf)(p, n, (ptrdiff_t)sizeof(TL_RED_T))
                                                      : TL_RED_FN(tl_red_leaf)(p, n, s);
        while (depth > 0 && stack[depth - 1].has_left) {
            r = TL_RED_OP(stack[depth - 1].left, r);
            depth--;
        }
        if (depth == 0)
            return r;
        stack[depth - 1].left = r;
        stack[depth - 1].has_left = 1;
        p = stack[depth - 1].p;
        n = stack[depth - 1].n;
    }
}

#if TL_RED_ROWS
/* *acc = *acc (+ or *) the row's result in the pairwise order. */
TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_A* acc) {
    *acc = TL_RED_OP(*acc, TL_RED_FN(tl_red_pairwise)(p, n, s));
}
#else

/* acc[j] = acc[j] (+ or *) x[i][j] for the rows i in order (row i at p + i * rs, element j of
 * a row at + j * s). */
TL_RED_INLINE void TL_RED_FN(tl_red_cols_by_row)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n,
                                                 ptrdiff_t s, TL_RED_A* restrict acc) {
    ptrdiff_t i = 0;
    for (; i + 4 <= rows; i += 4) { /* four rows per pass over acc, still in row order */
        const char *p0 = p + i * rs, *p1 = p0 + rs, *p2 = p1 + rs, *p3 = p2 + rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(TL_RED_OP(TL_RED_OP(TL_RED_OP(acc[j], TL_RED_X(p0, j, s)), TL_RED_X(p1, j, s)),
                                         TL_RED_X(p2, j, s)),
                               TL_RED_X(p3, j, s));
    }
    for (; i < rows; i++) {
        const char* p0 = p + i * rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(acc[j], TL_RED_X(p0, j, s));
    }
}

TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                       TL_RED_A* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        TL_RED_FN(tl_red_cols_by_row)(p, rows, rs, n, (ptrdiff_t)sizeof(TL_RED_T), acc);
        return;
    }
    /* Columns not adjacent (a transposed block): eight columns at a time, each walked down its
     * rows, so that the reads follow the rows' (smaller) stride. */
    ptrdiff_t j = 0;
    for (; j + 8 <= n; j += 8) {
        TL_RED_A r[8];
        for (int k = 0; k < 8; k++)
            r[k] = acc[j + k];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs + j * s;
            for (int k = 0; k < 8; k++)
                r[k] = TL_RED_OP(r[k], TL_RED_X(q, k, s));
        }
        for (int k = 0; k < 8; k++)
            acc[j + k] = r[k];
    }
    TL_RED_FN(tl_red_cols_by_row)(p + j * s, rows, rs, n - j, s, acc + j);
}
#endif

#undef TL_RED_OP
#undef TL_RED_IDENTITY
#undef TL_RED_X

#else /* max, min, argmax, argmin */

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_ARGMAX
#define TL_RED_BEATS(v, m) ((v) > (m))
#define TL_RED_TIES(v, m) ((v) >= (m))
#else
#define TL_RED_BEATS(v, m) ((v) < (m))
#define TL_RED_TIES(v, m) ((v) <= (m))
#endif
#if TL_RED_FLOAT
#define TL_RED_ISNAN(v) ((v) != (v))
#else
#define TL_RED_ISNAN(v) 0
#endif
/* NumPy's maximum(m, v) (minimum): v if it is NaN or at least m, unless m is NaN. A select
 * (it vectorises: native modules are built with -fno-trapping-math). */
#define TL_RED_FOLD(m, v) ((TL_RED_TIES(v, m) | TL_RED_ISNAN(v)) ? (v) : (m))

/* Running extremes: 256 bytes of them (32 doubles, 64 floats, ...), an array the compiler's
 * loop vectoriser keeps in vectors of the target's width. */
#define TL_RED_LANES ((ptrdiff_t)(256 / sizeof(TL_RED_T)))

/* Element i of a contiguous row; a running sum that shows a NaN (floats only: an integer sum
 * could overflow, which C leaves undefined). */
#define TL_RED_C(p, i) (((const TL_RED_T*)(p))[i])
#if TL_RED_FLOAT
#define TL_RED_ADD(sum, v) ((sum) += (v))
#else
#define TL_RED_ADD(sum, v) ((void)(sum), (void)(v))
#endif

/* The end of a contiguous row's extreme: elements i .. n-1 folded into m and `sum`, then, if
 * the sum of the whole row (lanes included) is NaN, the row's first NaN. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_end)(const char* p, ptrdiff_t n, ptrdiff_t i, TL_RED_T m, TL_RED_T sum) {
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_C(p, i);
        m = TL_RED_BEATS(v, m) ? v : m;
        TL_RED_ADD(sum, v);
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_C(p, i)))
                return TL_RED_C(p, i);
#else
    (void)sum;
#endif
    return m;
}

/* The extreme of a contiguous row of n >= 1 elements, up to which zero: TL_RED_LANES running
 * extremes over interleaved elements (independent chains) that skip NaNs (`v > m ? v : m` is
 * one maxpd-like instruction), then the rest of the row. Each lane also keeps a sum, which a
 * NaN makes NaN for good (cheaper than a comparison and a select); only then, or after
 * inf - inf, is the row searched for a NaN, and a row with a NaN gives its first NaN. For
 * integers the sums are dead code. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_lanes)(const char* p, ptrdiff_t n) {
    if (n < TL_RED_LANES)
        return TL_RED_FN(tl_red_extreme_end)(p, n, 1, TL_RED_C(p, 0), TL_RED_C(p, 0));
    TL_RED_T r[TL_RED_LANES], u[TL_RED_LANES];
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++)
        u[k] = r[k] = TL_RED_C(p, k);
    ptrdiff_t i = TL_RED_LANES;
    for (; i + TL_RED_LANES <= n; i += TL_RED_LANES)
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            const TL_RED_T v = TL_RED_C(p, i + k);
            r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
            TL_RED_ADD(u[k], v);
        }
    TL_RED_T m = r[0], sum = 0;
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
        m = TL_RED_BEATS(r[k], m) ? r[k] : m;
        TL_RED_ADD(sum, u[k]);
    }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}

#if defined(__wasm_simd128__)
/* wasm: the arrays above stay in memory (clang vectorises the lane loop but keeps the lanes
 * in the stack frame), so contiguous rows run on four SIMD128 vectors of running extremes
 * held in registers, two loads per vector and loop turn (wasmtime pays an epoch check per
 * turn). The result is the same: the extreme, the first NaN, up to which zero. */
typedef TL_RED_T TL_RED_FN(tl_red_v128) __attribute__((vector_size(16)));
typedef TL_RED_I TL_RED_FN(tl_red_m128) __attribute__((vector_size(16)));
#define TL_RED_V TL_RED_FN(tl_red_v128)
#define TL_RED_M TL_RED_FN(tl_red_m128)
#define TL_RED_VL ((ptrdiff_t)(16 / sizeof(TL_RED_T)))

TL_RED_INLINE void TL_RED_FN(tl_red_vstep)(TL_RED_V* r, TL_RED_V* u, const char* q) {
    TL_RED_V v;
    __builtin_memcpy(&v, q, sizeof v);
    const TL_RED_M take = (TL_RED_M)TL_RED_BEATS(v, *r);
    *r = (TL_RED_V)(((TL_RED_M)v & take) | ((TL_RED_M)*r & ~take));
    TL_RED_ADD(*u, v);
}

TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    const ptrdiff_t step = 8 * TL_RED_VL;
    if (n < step)
        return TL_RED_FN(tl_red_extreme_lanes)(p, n);
    TL_RED_V r[4], u[4];
    for (int a = 0; a < 4; a++) {
        __builtin_memcpy(&r[a], p + a * 16, 16);
        u[a] = r[a];
    }
    for (int a = 0; a < 4; a++)
        TL_RED_FN(tl_red_vstep)(&r[a], &u[a], p + (4 + a) * 16);
    ptrdiff_t i = step;
    for (; i + step <= n; i += step)
        for (int a = 0; a < 8; a++)
            TL_RED_FN(tl_red_vstep)(&r[a & 3], &u[a & 3], p + i * (ptrdiff_t)sizeof(TL_RED_T) + a * 16);
    TL_RED_T m = r[0][0], sum = 0;
    for (int a = 0; a < 4; a++)
        for (ptrdiff_t k = 0; k < TL_RED_VL; k++) {
            m = TL_RED_BEATS(r[a][k], m) ? r[a][k] : m;
            TL_RED_ADD(sum, u[a][k]);
        }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}
#undef TL_RED_V
#undef TL_RED_M
#undef TL_RED_VL
#else
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    return TL_RED_FN(tl_red_extreme_lanes)(p, n);
}
#endif

/* The same for any stride: a strided row goes one element at a time (its reads cost more
 * than the comparisons, and one vectorised copy per target clone is enough code). */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        return TL_RED_FN(tl_red_extreme_contiguous)(p, n);
    TL_RED_T m = TL_RED_AT(p, 0, s);
    for (ptrdiff_t i = 0; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_ISNAN(v))
            return v;
        m = TL_RED_BEATS(v, m) ? v : m;
    }
    return m;
}

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_MIN

#if TL_RED_ROWS
/* *acc = the fold of *acc and the row of n >= 1 elements. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* acc) {
    TL_RED_T m = TL_RED_FN(tl_red_extreme)(p, n, s);
#if TL_RED_FLOAT
    if (m == 0) { /* every zero is an extreme: the fold keeps the last one */
        ptrdiff_t i = n - 1;
        while (!(TL_RED_AT(p, i, s) == 0))
            i--;
        m = TL_RED_AT(p, i, s);
    }
#endif
    *acc = TL_RED_FOLD(*acc, m);
}

#else
/* acc[j] = the fold of acc[j] and x[i][j] over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs;
            for (ptrdiff_t j = 0; j < n; j++) {
                const TL_RED_T v = TL_RED_AT(q, j, (ptrdiff_t)sizeof(TL_RED_T));
                acc[j] = TL_RED_FOLD(acc[j], v);
            }
        }
        return;
    }
    /* Columns not adjacent: each walked down its rows. */
    for (ptrdiff_t j = 0; j < n; j++) {
        TL_RED_T m = acc[j];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const TL_RED_T v = TL_RED_AT(p + i * rs, j, s);
            m = TL_RED_FOLD(m, v);
        }
        acc[j] = m;
    }
}
#endif

#else /* argmax, argmin */

/* Lanes: 128 bytes (three arrays of them stay in AVX2's sixteen registers). Turns of the lane
 * loop per block: the turn a lane's best came from is kept in a TL_RED_I (as narrow as the
 * element, so it shares the element's vector layout). */
#define TL_RED_ARG_LANES ((ptrdiff_t)(128 / sizeof(TL_RED_T)))
#define TL_RED_ARG_TURNS 127

/* The first extreme of a block of n >= 1 elements (at most TL_RED_ARG_TURNS + 1 turns of
 * TL_RED_ARG_LANES), or its first NaN: value into *value, offset into *at. Each lane keeps its
 * best value and the turn it came in (a strict comparison keeps a lane's first); the lanes'
 * bests are then compared in index order. A NaN shows in the lane sums, as for max. */
TL_RED_INLINE void TL_RED_FN(tl_red_arg_block)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* value, ptrdiff_t* at) {
    TL_RED_T m = TL_RED_AT(p, 0, s);
    ptrdiff_t best = 0, i = 1;
#if TL_RED_FLOAT
    TL_RED_T sum = m;
#endif
    if (n >= 2 * TL_RED_ARG_LANES) {
        TL_RED_T r[TL_RED_ARG_LANES];
        TL_RED_I turn_of[TL_RED_ARG_LANES];
#if TL_RED_FLOAT
        TL_RED_T u[TL_RED_ARG_LANES];
#endif
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            r[k] = TL_RED_AT(p, k, s);
            turn_of[k] = 0;
#if TL_RED_FLOAT
            u[k] = r[k];
#endif
        }
        TL_RED_I turn = 1;
        for (i = TL_RED_ARG_LANES; i + TL_RED_ARG_LANES <= n; i += TL_RED_ARG_LANES, turn++)
            for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
                const TL_RED_T v = TL_RED_AT(p, i + k, s);
                const TL_RED_I take = -(TL_RED_I)TL_RED_BEATS(v, r[k]); /* all ones or zero */
                r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
                turn_of[k] = (TL_RED_I)((turn_of[k] & ~take) | (turn & take));
#if TL_RED_FLOAT
                u[k] += v;
#endif
            }
        m = r[0];
        best = (ptrdiff_t)turn_of[0] * TL_RED_ARG_LANES;
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            const ptrdiff_t index = (ptrdiff_t)turn_of[k] * TL_RED_ARG_LANES + k;
            if (TL_RED_BEATS(r[k], m) || (r[k] == m && index < best)) {
                m = r[k];
                best = index;
            }
#if TL_RED_FLOAT
            sum += u[k];
#endif
        }
    }
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_BEATS(v, m)) {
            m = v;
            best = i;
        }
#if TL_RED_FLOAT
        sum += v;
#endif
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_AT(p, i, s))) {
                m = TL_RED_AT(p, i, s);
                best = i;
                break;
            }
#endif
    *value = m;
    *at = best;
}

#if TL_RED_ROWS
/* Folds the row of n >= 1 elements (element i has index base + i * step) into the best value
 * so far *best and its index *at: the first extreme wins, and the first NaN wins over
 * everything (once *best is NaN nothing changes it). */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* best, int64_t* at,
                                            int64_t base, int64_t step) {
    if (s != (ptrdiff_t)sizeof(TL_RED_T)) { /* strided: one element at a time, as for max */
        for (ptrdiff_t i = 0; i < n && !TL_RED_ISNAN(*best); i++) {
            const TL_RED_T v = TL_RED_AT(p, i, s);
            if (TL_RED_ISNAN(v) || TL_RED_BEATS(v, *best)) {
                *best = v;
                *at = base + (int64_t)i * step;
            }
        }
        return;
    }
    const ptrdiff_t block = (TL_RED_ARG_TURNS + 1) * TL_RED_ARG_LANES;
    for (ptrdiff_t b = 0; b < n && !TL_RED_ISNAN(*best); b += block) {
        TL_RED_T m;
        ptrdiff_t i;
        const ptrdiff_t len = n - b < block ? n - b : block;
        TL_RED_FN(tl_red_arg_block)(p + b * s, len, (ptrdiff_t)sizeof(TL_RED_T), &m, &i);
        if (TL_RED_ISNAN(m) || TL_RED_BEATS(m, *best)) {
            *best = m;
            *at = base + (int64_t)(b + i) * step;
        }
    }
}

#else
/* Column j's best value best[j] and its index at[j], updated by x[i][j] (index base + i * step)
 * over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict best, int64_t* restrict at, int64_t base,
                                            int64_t step) {
    for (ptrdiff_t i = 0; i < rows; i++) {
        const char* q = p + i * rs;
        const int64_t index = base + (int64_t)i * step;
        for (ptrdiff_t j = 0; j < n; j++) {
            const TL_RED_T v = TL_RED_AT(q, j, s);
            const int take = TL_RED_BEATS(v, best[j]) || (TL_RED_ISNAN(v) && !TL_RED_ISNAN(best[j]));
            best[j] = take ? v : best[j];
            at[j] = take ? index : at[j];
        }
    }
}

#endif
#endif
#undef TL_RED_BEATS
#undef TL_RED_TIES
#undef TL_RED_ISNAN
#undef TL_RED_FOLD
#undef TL_RED_LANES
#undef TL_RED_C
#undef TL_RED_ADD
#undef TL_RED_ARG_TURNS
#undef TL_RED_ARG_LANES
#endif

/* The whole reduction, the entry a module calls (tl_red_<NAME>_nd): an array of n axes
 * (lengths dims, byte strides, first element at data) reduced over the axes whose bits are set
 * in `reduced` into out (C-contiguous over the kept axes; for argmax/argmin the int64 indices),
 * divided by the number of elements reduced with `mean`: the shared walk (reduce_walk.c) with
 * this instance's description. Returns -1 when memory for argmax/argmin's best values cannot be
 * had, else 0. */
#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD
#define TL_RED_OUT TL_RED_A
#else
#define TL_RED_OUT TL_RED_T
#endif
#define TL_RED_ARGS (TL_RED_KIND == TL_RED_ARGMAX || TL_RED_KIND == TL_RED_ARGMIN)
static void TL_RED_CAT(TL_RED_ENTRY, start)(char* acc, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_OUT*)acc)[i] = TL_RED_START;
}
TL_WALK static void TL_RED_CAT(TL_RED_ENTRY, steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc,
                                                   ptrdiff_t acc_step, int64_t* at, ptrdiff_t at_step, ptrdiff_t r,
                                                   ptrdiff_t r_step, const tl_red_shape* s) {
    for (ptrdiff_t i = 0; i < count; i++, p += p_step, acc += acc_step, r += r_step) {
#if TL_RED_ROWS && TL_RED_ARGS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#elif TL_RED_ROWS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#elif TL_RED_ARGS
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#else
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#endif
    }
#if !TL_RED_ARGS
    (void)at;
    (void)at_step;
#endif
}
#if TL_RED_KIND == TL_RED_SUM
static void TL_RED_CAT(TL_RED_ENTRY, mean)(char* acc, ptrdiff_t count, ptrdiff_t n) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_A*)acc)[i] = ((TL_RED_A*)acc)[i] / (TL_RED_A)n;
}
#define TL_RED_MEAN TL_RED_CAT(TL_RED_ENTRY, mean)
#else
#define TL_RED_MEAN NULL
#endif
static const tl_red_walk TL_RED_CAT(TL_RED_ENTRY, walk) = {
    TL_RED_ROWS, TL_RED_ARGS ? (ptrdiff_t)sizeof(int64_t) : (ptrdiff_t)sizeof(TL_RED_OUT),
    TL_RED_ARGS ? (ptrdiff_t)sizeof(TL_RED_T) : 0, TL_RED_CAT(TL_RED_ENTRY, start), TL_RED_CAT(TL_RED_ENTRY, steps),
    TL_RED_MEAN};
int TL_RED_CAT(TL_RED_ENTRY, nd)(int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                                 uint64_t reduced, int mean, void* out) {
    return tl_red_walk_nd(&TL_RED_CAT(TL_RED_ENTRY, walk), n, dims, strides, data, reduced, mean, out);
}
#undef TL_RED_OUT
#undef TL_RED_ARGS
#undef TL_RED_MEAN

#undef TL_RED_FN
#undef TL_RED_ENTRY
#undef TL_RED_AT

/* ---- kernel object 5 ---- */
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
#define TL_RED_NAME row_prod_i32_i64
#define TL_RED_ROWS 1
#define TL_RED_KIND TL_RED_PROD
#define TL_RED_START 1
#define TL_RED_T int32_t
#define TL_RED_A int64_t
#define TL_RED_U uint64_t
#define TL_RED_I int32_t
#define TL_RED_FLOAT 0
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
/* Reduction kernels for one kind and one element type: sum, prod, max, min, argmax or argmin
 * of a row (the reduced axis is the innermost one) or down the rows of a block (the innermost
 * axis is kept, so each column is its own output). reduce.py compiles this file as a kernel
 * object of its own per instance (ARCHITECTURE.md, "Kernel objects"), after defining
 *   TL_RED_NAME   the instance's name: its entry point is tl_red_<NAME>, e.g. row_sum_f64_f64
 *   TL_RED_ROWS   1 for the row kernel, 0 for the block kernel
 *   TL_RED_KIND   TL_RED_SUM, TL_RED_PROD, TL_RED_MAX, TL_RED_MIN, TL_RED_ARGMAX or TL_RED_ARGMIN
 *   TL_RED_T      the element's C type
 *   TL_RED_A      the accumulator's C type (sum and prod; the element's type for the others)
 *   TL_RED_U      the C type sums and products are computed in: an unsigned type of at least
 *                 32 bits for integers (they wrap, as NumPy's), TL_RED_A for floats
 *   TL_RED_I      the signed integer type of the element's size (lane masks, turn counters)
 *   TL_RED_FLOAT  1 when the element type is a float type (NaN and signed zeros exist)
 *   TL_RED_START  the value every output (for argmax/argmin every best value) starts from
 * It uses only pointers, sizes, byte strides and the C standard headers (no Python or NumPy
 * API). Sizes are ptrdiff_t, strides are in bytes and may be negative or zero.
 *
 * What defines the bits (the same on every target: modules are built without contraction and
 * without fast-math, see README "What agrees and what does not"; the vector width only decides
 * which of the independent accumulators written below share a register):
 * - sum and prod of a row: NumPy's pairwise order (numpy/_core/src/umath/loops_utils.h.src):
 *   a row of fewer than 8 elements is folded left to right from the identity; up to 128
 *   elements, eight accumulators r[k] start at x[k] and add x[i + k] for each further whole
 *   group of 8, are combined as ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)), and the
 *   rest is added in order; a longer row is split at n2 = n/2 rounded down to a multiple of 8
 *   and the halves' results added. The row's result is then folded into the accumulator.
 *   Integer sums and products wrap, so their order does not show.
 * - sum and prod down rows: each output in row order, acc = (((acc + x0) + x1) + x2) ..., as
 *   NumPy does when the reduced axis is not the innermost one.
 * - max and min: the result is the left fold m = maximum(m, x) over the elements in order,
 *   with NumPy's binary maximum (minimum): a NaN if an operand is NaN, and the second operand
 *   between equal values, so a zero result has the sign of the last zero. A row runs 256
 *   bytes of running extremes that skip NaNs; a NaN shows in running sums, and the row then
 *   gives its first NaN; a zero result takes the sign of the row's last zero. Which NaN comes
 *   out of several is not specified (wasm canonicalises NaNs anyway).
 * - argmax and argmin: the index of the first extreme element, or of the first NaN. A row is
 *   taken in blocks; lanes keep their best value and the turn it came in, and the lanes'
 *   bests are compared in index order. */

#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Natively on x86-64 (gcc or clang) the kernels are compiled for the instruction set the
 * native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE): sums for AVX2 at most,
 * max, min, argmax and argmin for AVX-512F too (they are compute-bound on AVX2; sums are
 * not). All compute the same bits. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_RED_TARGET __attribute__((target("avx2")))
#else
#define TL_RED_TARGET
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_RED_TARGET_WIDE __attribute__((target("avx512f")))
#else
#define TL_RED_TARGET_WIDE TL_RED_TARGET
#endif
#define TL_RED_INLINE static inline __attribute__((always_inline))
#define TL_RED_CAT2(a, b) a##_##b
#define TL_RED_CAT(a, b) TL_RED_CAT2(a, b)

#define TL_RED_SUM 1
#define TL_RED_PROD 2
#define TL_RED_MAX 3
#define TL_RED_MIN 4
#define TL_RED_ARGMAX 5
#define TL_RED_ARGMIN 6

#define TL_RED_PAIRWISE_BLOCK 128 /* NumPy's PW_BLOCKSIZE */

/* The walk over a whole array is shared by every instance (reduce_walk.c, an object of its
 * own); an instance describes itself to it. Its kernel runs with these lengths and strides:
 * a row of `inner` elements, or a block of `rows` such rows, `row_stride` apart; `step` is
 * argmax/argmin's index step along the row or block. */
typedef struct {
    ptrdiff_t rows, row_stride, inner, inner_stride, step;
} tl_red_shape;
typedef struct {
    int rows;        /* TL_RED_ROWS */
    ptrdiff_t item;  /* bytes of an output element (argmax/argmin: an int64 index) */
    ptrdiff_t value; /* argmax/argmin: bytes of a best value; 0 for the others */
    /* sets `count` outputs (argmax/argmin: best values) at acc to the start value */
    void (*start)(char* acc, ptrdiff_t count);
    /* the kernel on `count` rows or blocks, the next one p_step bytes further in the input,
     * acc_step in the outputs (at_step elements in argmax/argmin's indices, r_step in the
     * index of their first element, r for the first) */
    void (*steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc, ptrdiff_t acc_step, int64_t* at,
                  ptrdiff_t at_step, ptrdiff_t r, ptrdiff_t r_step, const tl_red_shape* shape);
    /* sum only: divides `count` outputs by n (mean); NULL for the others */
    void (*mean)(char* acc, ptrdiff_t count, ptrdiff_t n);
} tl_red_walk;
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out);
#endif /* TL_RED_COMMON */

#define TL_RED_FN(f) TL_RED_CAT(f, TL_RED_NAME)
/* The instance's entry point: tl_red_<NAME> (NAME starts with row_ or cols_). */
#define TL_RED_ENTRY TL_RED_CAT(tl_red, TL_RED_NAME)
/* Element i of the row at p with byte stride s. */
#define TL_RED_AT(p, i, s) (*(const TL_RED_T*)((p) + (ptrdiff_t)(i) * (s)))

#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD

#if TL_RED_KIND == TL_RED_SUM
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) + (TL_RED_U)(b)))
#define TL_RED_IDENTITY 0
#else
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) * (TL_RED_U)(b)))
#define TL_RED_IDENTITY 1
#endif
#define TL_RED_X(p, i, s) ((TL_RED_A)TL_RED_AT(p, i, s))

/* Eight lanes of the accumulator's arithmetic type: lane k is NumPy's r[k]. */
typedef TL_RED_U TL_RED_FN(tl_red_lanes) __attribute__((vector_size(8 * sizeof(TL_RED_U))));
typedef TL_RED_T TL_RED_FN(tl_red_lanes_t) __attribute__((vector_size(8 * sizeof(TL_RED_T))));

/* *out = elements i .. i + 7 as lanes (through a pointer: a wide vector as a return value
 * would draw ABI warnings). */
TL_RED_INLINE void TL_RED_FN(tl_red_load8)(TL_RED_FN(tl_red_lanes) * out, const char* p, ptrdiff_t i, ptrdiff_t s) {
    TL_RED_FN(tl_red_lanes_t) v;
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        __builtin_memcpy(&v, p + i * s, sizeof v);
    else
        for (int k = 0; k < 8; k++)
            v[k] = TL_RED_AT(p, i + k, s);
    *out = __builtin_convertvector(v, TL_RED_FN(tl_red_lanes));
}

/* One leaf of the pairwise order: at most TL_RED_PAIRWISE_BLOCK elements. */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_leaf)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (n < 8) {
        TL_RED_A r = TL_RED_IDENTITY;
        for (ptrdiff_t i = 0; i < n; i++)
            r = TL_RED_OP(r, TL_RED_X(p, i, s));
        return r;
    }
    TL_RED_FN(tl_red_lanes) r, v, w;
    TL_RED_FN(tl_red_load8)(&r, p, 0, s);
    ptrdiff_t i = 8;
    for (; i + 16 <= n; i += 16) { /* two groups per turn (fewer loop heads in wasm) */
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
        TL_RED_FN(tl_red_load8)(&w, p, i + 8, s);
#if TL_RED_KIND == TL_RED_SUM
        r = (r + v) + w;
#else
        r = (r * v) * w;
#endif
    }
    for (; i + 8 <= n; i += 8) {
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
#if TL_RED_KIND == TL_RED_SUM
        r = r + v;
#else
        r = r * v;
#endif
    }
    TL_RED_A res = TL_RED_OP(TL_RED_OP(TL_RED_OP(r[0], r[1]), TL_RED_OP(r[2], r[3])),
                             TL_RED_OP(TL_RED_OP(r[4], r[5]), TL_RED_OP(r[6], r[7])));
    for (; i < n; i++)
        res = TL_RED_OP(res, TL_RED_X(p, i, s));
    return res;
}

/* The pairwise order over n elements, walked without recursion: going down, each split
 * pushes its right part; a leaf's result is combined with every finished left part above it
 * and then becomes the left part of the next pending split. A unit stride gets its own copy
 * of the leaf (plain vector loads). */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_pairwise)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    struct {
        const char* p;
        ptrdiff_t n;
        TL_RED_A left;
        int has_left;
    } stack[64];
    int depth = 0;
    for (;;) {
        while (n > TL_RED_PAIRWISE_BLOCK) {
            ptrdiff_t half = n / 2;
            half -= half % 8;
            stack[depth].p = p + half * s;
            stack[depth].n = n - half;
            stack[depth].has_left = 0;
            depth++;
            n = half;
        }
        TL_RED_A r = s == (ptrdiff_t)sizeof(TL_RED_T) ? TL_RED_FN(tl_red_leaf)(p, n, (ptrdiff_t)sizeof(TL_RED_T))
                                                      : TL_RED_FN(tl_red_leaf)(p, n, s);
        while (depth > 0 && stack[depth - 1].has_left) {
            r = TL_RED_OP(stack[depth - 1].left, r);
            depth--;
        }
        if (depth == 0)
            return r;
        stack[depth - 1].left = r;
        stack[depth - 1].has_left = 1;
        p = stack[depth - 1].p;
        n = stack[depth - 1].n;
    }
}

#if TL_RED_ROWS
/* *acc = *acc (+ or *) the row's result in the pairwise order. */
TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_A* acc) {
    *acc = TL_RED_OP(*acc, TL_RED_FN(tl_red_pairwise)(p, n, s));
}
#else

/* acc[j] = acc[j] (+ or *) x[i][j] for the rows i in order (row i at p + i * rs, element j of
 * a row at + j * s). */
TL_RED_INLINE void TL_RED_FN(tl_red_cols_by_row)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n,
                                                 ptrdiff_t s, TL_RED_A* restrict acc) {
    ptrdiff_t i = 0;
    for (; i + 4 <= rows; i += 4) { /* four rows per pass over acc, still in row order */
        const char *p0 = p + i * rs, *p1 = p0 + rs, *p2 = p1 + rs, *p3 = p2 + rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(TL_RED_OP(TL_RED_OP(TL_RED_OP(acc[j], TL_RED_X(p0, j, s)), TL_RED_X(p1, j, s)),
                                         TL_RED_X(p2, j, s)),
                               TL_RED_X(p3, j, s));
    }
    for (; i < rows; i++) {
        const char* p0 = p + i * rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(acc[j], TL_RED_X(p0, j, s));
    }
}

TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                       TL_RED_A* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        TL_RED_FN(tl_red_cols_by_row)(p, rows, rs, n, (ptrdiff_t)sizeof(TL_RED_T), acc);
        return;
    }
    /* Columns not adjacent (a transposed block): eight columns at a time, each walked down its
     * rows, so that the reads follow the rows' (smaller) stride. */
    ptrdiff_t j = 0;
    for (; j + 8 <= n; j += 8) {
        TL_RED_A r[8];
        for (int k = 0; k < 8; k++)
            r[k] = acc[j + k];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs + j * s;
            for (int k = 0; k < 8; k++)
                r[k] = TL_RED_OP(r[k], TL_RED_X(q, k, s));
        }
        for (int k = 0; k < 8; k++)
            acc[j + k] = r[k];
    }
    TL_RED_FN(tl_red_cols_by_row)(p + j * s, rows, rs, n - j, s, acc + j);
}
#endif

#undef TL_RED_OP
#undef TL_RED_IDENTITY
#undef TL_RED_X

#else /* max, min, argmax, argmin */

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_ARGMAX
#define TL_RED_BEATS(v, m) ((v) > (m))
#define TL_RED_TIES(v, m) ((v) >= (m))
#else
#define TL_RED_BEATS(v, m) ((v) < (m))
#define TL_RED_TIES(v, m) ((v) <= (m))
#endif
#if TL_RED_FLOAT
#define TL_RED_ISNAN(v) ((v) != (v))
#else
#define TL_RED_ISNAN(v) 0
#endif
/* NumPy's maximum(m, v) (minimum): v if it is NaN or at least m, unless m is NaN. A select
 * (it vectorises: native modules are built with -fno-trapping-math). */
#define TL_RED_FOLD(m, v) ((TL_RED_TIES(v, m) | TL_RED_ISNAN(v)) ? (v) : (m))

/* Running extremes: 256 bytes of them (32 doubles, 64 floats, ...), an array the compiler's
 * loop vectoriser keeps in vectors of the target's width. */
#define TL_RED_LANES ((ptrdiff_t)(256 / sizeof(TL_RED_T)))

/* Element i of a contiguous row; a running sum that shows a NaN (floats only: an integer sum
 * could overflow, which C leaves undefined). */
#define TL_RED_C(p, i) (((const TL_RED_T*)(p))[i])
#if TL_RED_FLOAT
#define TL_RED_ADD(sum, v) ((sum) += (v))
#else
#define TL_RED_ADD(sum, v) ((void)(sum), (void)(v))
#endif

/* The end of a contiguous row's extreme: elements i .. n-1 folded into m and `sum`, then, if
 * the sum of the whole row (lanes included) is NaN, the row's first NaN. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_end)(const char* p, ptrdiff_t n, ptrdiff_t i, TL_RED_T m, TL_RED_T sum) {
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_C(p, i);
        m = TL_RED_BEATS(v, m) ? v : m;
        TL_RED_ADD(sum, v);
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_C(p, i)))
                return TL_RED_C(p, i);
#else
    (void)sum;
#endif
    return m;
}

/* The extreme of a contiguous row of n >= 1 elements, up to which zero: TL_RED_LANES running
 * extremes over interleaved elements (independent chains) that skip NaNs (`v > m ? v : m` is
 * one maxpd-like instruction), then the rest of the row. Each lane also keeps a sum, which a
 * NaN makes NaN for good (cheaper than a comparison and a select); only then, or after
 * inf - inf, is the row searched for a NaN, and a row with a NaN gives its first NaN. For
 * integers the sums are dead code. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_lanes)(const char* p, ptrdiff_t n) {
    if (n < TL_RED_LANES)
        return TL_RED_FN(tl_red_extreme_end)(p, n, 1, TL_RED_C(p, 0), TL_RED_C(p, 0));
    TL_RED_T r[TL_RED_LANES], u[TL_RED_LANES];
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++)
        u[k] = r[k] = TL_RED_C(p, k);
    ptrdiff_t i = TL_RED_LANES;
    for (; i + TL_RED_LANES <= n; i += TL_RED_LANES)
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            const TL_RED_T v = TL_RED_C(p, i + k);
            r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
            TL_RED_ADD(u[k], v);
        }
    TL_RED_T m = r[0], sum = 0;
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
        m = TL_RED_BEATS(r[k], m) ? r[k] : m;
        TL_RED_ADD(sum, u[k]);
    }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}

#if defined(__wasm_simd128__)
/* wasm: the arrays above stay in memory (clang vectorises the lane loop but keeps the lanes
 * in the stack frame), so contiguous rows run on four SIMD128 vectors of running extremes
 * held in registers, two loads per vector and loop turn (wasmtime pays an epoch check per
 * turn). The result is the same: the extreme, the first NaN, up to which zero. */
typedef TL_RED_T TL_RED_FN(tl_red_v128) __attribute__((vector_size(16)));
typedef TL_RED_I TL_RED_FN(tl_red_m128) __attribute__((vector_size(16)));
#define TL_RED_V TL_RED_FN(tl_red_v128)
#define TL_RED_M TL_RED_FN(tl_red_m128)
#define TL_RED_VL ((ptrdiff_t)(16 / sizeof(TL_RED_T)))

TL_RED_INLINE void TL_RED_FN(tl_red_vstep)(TL_RED_V* r, TL_RED_V* u, const char* q) {
    TL_RED_V v;
    __builtin_memcpy(&v, q, sizeof v);
    const TL_RED_M take = (TL_RED_M)TL_RED_BEATS(v, *r);
    *r = (TL_RED_V)(((TL_RED_M)v & take) | ((TL_RED_M)*r & ~take));
    TL_RED_ADD(*u, v);
}

TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    const ptrdiff_t step = 8 * TL_RED_VL;
    if (n < step)
        return TL_RED_FN(tl_red_extreme_lanes)(p, n);
    TL_RED_V r[4], u[4];
    for (int a = 0; a < 4; a++) {
        __builtin_memcpy(&r[a], p + a * 16, 16);
        u[a] = r[a];
    }
    for (int a = 0; a < 4; a++)
        TL_RED_FN(tl_red_vstep)(&r[a], &u[a], p + (4 + a) * 16);
    ptrdiff_t i = step;
    for (; i + step <= n; i += step)
        for (int a = 0; a < 8; a++)
            TL_RED_FN(tl_red_vstep)(&r[a & 3], &u[a & 3], p + i * (ptrdiff_t)sizeof(TL_RED_T) + a * 16);
    TL_RED_T m = r[0][0], sum = 0;
    for (int a = 0; a < 4; a++)
        for (ptrdiff_t k = 0; k < TL_RED_VL; k++) {
            m = TL_RED_BEATS(r[a][k], m) ? r[a][k] : m;
            TL_RED_ADD(sum, u[a][k]);
        }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}
#undef TL_RED_V
#undef TL_RED_M
#undef TL_RED_VL
#else
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    return TL_RED_FN(tl_red_extreme_lanes)(p, n);
}
#endif

/* The same for any stride: a strided row goes one element at a time (its reads cost more
 * than the comparisons, and one vectorised copy per target clone is enough code). */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        return TL_RED_FN(tl_red_extreme_contiguous)(p, n);
    TL_RED_T m = TL_RED_AT(p, 0, s);
    for (ptrdiff_t i = 0; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_ISNAN(v))
            return v;
        m = TL_RED_BEATS(v, m) ? v : m;
    }
    return m;
}

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_MIN

#if TL_RED_ROWS
/* *acc = the fold of *acc and the row of n >= 1 elements. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* acc) {
    TL_RED_T m = TL_RED_FN(tl_red_extreme)(p, n, s);
#if TL_RED_FLOAT
    if (m == 0) { /* every zero is an extreme: the fold keeps the last one */
        ptrdiff_t i = n - 1;
        while (!(TL_RED_AT(p, i, s) == 0))
            i--;
        m = TL_RED_AT(p, i, s);
    }
#endif
    *acc = TL_RED_FOLD(*acc, m);
}

#else
/* acc[j] = the fold of acc[j] and x[i][j] over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs;
            for (ptrdiff_t j = 0; j < n; j++) {
                const TL_RED_T v = TL_RED_AT(q, j, (ptrdiff_t)sizeof(TL_RED_T));
                acc[j] = TL_RED_FOLD(acc[j], v);
            }
        }
        return;
    }
    /* Columns not adjacent: each walked down its rows. */
    for (ptrdiff_t j = 0; j < n; j++) {
        TL_RED_T m = acc[j];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const TL_RED_T v = TL_RED_AT(p + i * rs, j, s);
            m = TL_RED_FOLD(m, v);
        }
        acc[j] = m;
    }
}
#endif

#else /* argmax, argmin */

/* Lanes: 128 bytes (three arrays of them stay in AVX2's sixteen registers). Turns of the lane
 * loop per block: the turn a lane's best came from is kept in a TL_RED_I (as narrow as the
 * element, so it shares the element's vector layout). */
#define TL_RED_ARG_LANES ((ptrdiff_t)(128 / sizeof(TL_RED_T)))
#define TL_RED_ARG_TURNS 127

/* The first extreme of a block of n >= 1 elements (at most TL_RED_ARG_TURNS + 1 turns of
 * TL_RED_ARG_LANES), or its first NaN: value into *value, offset into *at. Each lane keeps its
 * best value and the turn it came in (a strict comparison keeps a lane's first); the lanes'
 * bests are then compared in index order. A NaN shows in the lane sums, as for max. */
TL_RED_INLINE void TL_RED_FN(tl_red_arg_block)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* value, ptrdiff_t* at) {
    TL_RED_T m = TL_RED_AT(p, 0, s);
    ptrdiff_t best = 0, i = 1;
#if TL_RED_FLOAT
    TL_RED_T sum = m;
#endif
    if (n >= 2 * TL_RED_ARG_LANES) {
        TL_RED_T r[TL_RED_ARG_LANES];
        TL_RED_I turn_of[TL_RED_ARG_LANES];
#if TL_RED_FLOAT
        TL_RED_T u[TL_RED_ARG_LANES];
#endif
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            r[k] = TL_RED_AT(p, k, s);
            turn_of[k] = 0;
#if TL_RED_FLOAT
            u[k] = r[k];
#endif
        }
        TL_RED_I turn = 1;
        for (i = TL_RED_ARG_LANES; i + TL_RED_ARG_LANES <= n; i += TL_RED_ARG_LANES, turn++)
            for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
                const TL_RED_T v = TL_RED_AT(p, i + k, s);
                const TL_RED_I take = -(TL_RED_I)TL_RED_BEATS(v, r[k]); /* all ones or zero */
                r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
                turn_of[k] = (TL_RED_I)((turn_of[k] & ~take) | (turn & take));
#if TL_RED_FLOAT
                u[k] += v;
#endif
            }
        m = r[0];
        best = (ptrdiff_t)turn_of[0] * TL_RED_ARG_LANES;
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            const ptrdiff_t index = (ptrdiff_t)turn_of[k] * TL_RED_ARG_LANES + k;
            if (TL_RED_BEATS(r[k], m) || (r[k] == m && index < best)) {
                m = r[k];
                best = index;
            }
#if TL_RED_FLOAT
            sum += u[k];
#endif
        }
    }
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_BEATS(v, m)) {
            m = v;
            best = i;
        }
#if TL_RED_FLOAT
        sum += v;
#endif
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_AT(p, i, s))) {
                m = TL_RED_AT(p, i, s);
                best = i;
                break;
            }
#endif
    *value = m;
    *at = best;
}

#if TL_RED_ROWS
/* Folds the row of n >= 1 elements (element i has index base + i * step) into the best value
 * so far *best and its index *at: the first extreme wins, and the first NaN wins over
 * everything (once *best is NaN nothing changes it). */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* best, int64_t* at,
                                            int64_t base, int64_t step) {
    if (s != (ptrdiff_t)sizeof(TL_RED_T)) { /* strided: one element at a time, as for max */
        for (ptrdiff_t i = 0; i < n && !TL_RED_ISNAN(*best); i++) {
            const TL_RED_T v = TL_RED_AT(p, i, s);
            if (TL_RED_ISNAN(v) || TL_RED_BEATS(v, *best)) {
                *best = v;
                *at = base + (int64_t)i * step;
            }
        }
        return;
    }
    const ptrdiff_t block = (TL_RED_ARG_TURNS + 1) * TL_RED_ARG_LANES;
    for (ptrdiff_t b = 0; b < n && !TL_RED_ISNAN(*best); b += block) {
        TL_RED_T m;
        ptrdiff_t i;
        const ptrdiff_t len = n - b < block ? n - b : block;
        TL_RED_FN(tl_red_arg_block)(p + b * s, len, (ptrdiff_t)sizeof(TL_RED_T), &m, &i);
        if (TL_RED_ISNAN(m) || TL_RED_BEATS(m, *best)) {
            *best = m;
            *at = base + (int64_t)(b + i) * step;
        }
    }
}

#else
/* Column j's best value best[j] and its index at[j], updated by x[i][j] (index base + i * step)
 * over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict best, int64_t* restrict at, int64_t base,
                                            int64_t step) {
    for (ptrdiff_t i = 0; i < rows; i++) {
        const char* q = p + i * rs;
        const int64_t index = base + (int64_t)i * step;
        for (ptrdiff_t j = 0; j < n; j++) {
            const TL_RED_T v = TL_RED_AT(q, j, s);
            const int take = TL_RED_BEATS(v, best[j]) || (TL_RED_ISNAN(v) && !TL_RED_ISNAN(best[j]));
            best[j] = take ? v : best[j];
            at[j] = take ? index : at[j];
        }
    }
}

#endif
#endif
#undef TL_RED_BEATS
#undef TL_RED_TIES
#undef TL_RED_ISNAN
#undef TL_RED_FOLD
#undef TL_RED_LANES
#undef TL_RED_C
#undef TL_RED_ADD
#undef TL_RED_ARG_TURNS
#undef TL_RED_ARG_LANES
#endif

/* The whole reduction, the entry a module calls (tl_red_<NAME>_nd): an array of n axes
 * (lengths dims, byte strides, first element at data) reduced over the axes whose bits are set
 * in `reduced` into out (C-contiguous over the kept axes; for argmax/argmin the int64 indices),
 * divided by the number of elements reduced with `mean`: the shared walk (reduce_walk.c) with
 * this instance's description. Returns -1 when memory for argmax/argmin's best values cannot be
 * had, else 0. */
#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD
#define TL_RED_OUT TL_RED_A
#else
#define TL_RED_OUT TL_RED_T
#endif
#define TL_RED_ARGS (TL_RED_KIND == TL_RED_ARGMAX || TL_RED_KIND == TL_RED_ARGMIN)
static void TL_RED_CAT(TL_RED_ENTRY, start)(char* acc, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_OUT*)acc)[i] = TL_RED_START;
}
TL_WALK static void TL_RED_CAT(TL_RED_ENTRY, steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc,
                                                   ptrdiff_t acc_step, int64_t* at, ptrdiff_t at_step, ptrdiff_t r,
                                                   ptrdiff_t r_step, const tl_red_shape* s) {
    for (ptrdiff_t i = 0; i < count; i++, p += p_step, acc += acc_step, r += r_step) {
#if TL_RED_ROWS && TL_RED_ARGS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#elif TL_RED_ROWS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#elif TL_RED_ARGS
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#else
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#endif
    }
#if !TL_RED_ARGS
    (void)at;
    (void)at_step;
#endif
}
#if TL_RED_KIND == TL_RED_SUM
static void TL_RED_CAT(TL_RED_ENTRY, mean)(char* acc, ptrdiff_t count, ptrdiff_t n) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_A*)acc)[i] = ((TL_RED_A*)acc)[i] / (TL_RED_A)n;
}
#define TL_RED_MEAN TL_RED_CAT(TL_RED_ENTRY, mean)
#else
#define TL_RED_MEAN NULL
#endif
static const tl_red_walk TL_RED_CAT(TL_RED_ENTRY, walk) = {
    TL_RED_ROWS, TL_RED_ARGS ? (ptrdiff_t)sizeof(int64_t) : (ptrdiff_t)sizeof(TL_RED_OUT),
    TL_RED_ARGS ? (ptrdiff_t)sizeof(TL_RED_T) : 0, TL_RED_CAT(TL_RED_ENTRY, start), TL_RED_CAT(TL_RED_ENTRY, steps),
    TL_RED_MEAN};
int TL_RED_CAT(TL_RED_ENTRY, nd)(int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                                 uint64_t reduced, int mean, void* out) {
    return tl_red_walk_nd(&TL_RED_CAT(TL_RED_ENTRY, walk), n, dims, strides, data, reduced, mean, out);
}
#undef TL_RED_OUT
#undef TL_RED_ARGS
#undef TL_RED_MEAN

#undef TL_RED_FN
#undef TL_RED_ENTRY
#undef TL_RED_AT

/* ---- kernel object 6 ---- */
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
#define TL_RED_NAME row_sum_f64_f64
#define TL_RED_ROWS 1
#define TL_RED_KIND TL_RED_SUM
#define TL_RED_START 0
#define TL_RED_T double
#define TL_RED_A double
#define TL_RED_U double
#define TL_RED_I int64_t
#define TL_RED_FLOAT 1
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
/* Reduction kernels for one kind and one element type: sum, prod, max, min, argmax or argmin
 * of a row (the reduced axis is the innermost one) or down the rows of a block (the innermost
 * axis is kept, so each column is its own output). reduce.py compiles this file as a kernel
 * object of its own per instance (ARCHITECTURE.md, "Kernel objects"), after defining
 *   TL_RED_NAME   the instance's name: its entry point is tl_red_<NAME>, e.g. row_sum_f64_f64
 *   TL_RED_ROWS   1 for the row kernel, 0 for the block kernel
 *   TL_RED_KIND   TL_RED_SUM, TL_RED_PROD, TL_RED_MAX, TL_RED_MIN, TL_RED_ARGMAX or TL_RED_ARGMIN
 *   TL_RED_T      the element's C type
 *   TL_RED_A      the accumulator's C type (sum and prod; the element's type for the others)
 *   TL_RED_U      the C type sums and products are computed in: an unsigned type of at least
 *                 32 bits for integers (they wrap, as NumPy's), TL_RED_A for floats
 *   TL_RED_I      the signed integer type of the element's size (lane masks, turn counters)
 *   TL_RED_FLOAT  1 when the element type is a float type (NaN and signed zeros exist)
 *   TL_RED_START  the value every output (for argmax/argmin every best value) starts from
 * It uses only pointers, sizes, byte strides and the C standard headers (no Python or NumPy
 * API). Sizes are ptrdiff_t, strides are in bytes and may be negative or zero.
 *
 * What defines the bits (the same on every target: modules are built without contraction and
 * without fast-math, see README "What agrees and what does not"; the vector width only decides
 * which of the independent accumulators written below share a register):
 * - sum and prod of a row: NumPy's pairwise order (numpy/_core/src/umath/loops_utils.h.src):
 *   a row of fewer than 8 elements is folded left to right from the identity; up to 128
 *   elements, eight accumulators r[k] start at x[k] and add x[i + k] for each further whole
 *   group of 8, are combined as ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)), and the
 *   rest is added in order; a longer row is split at n2 = n/2 rounded down to a multiple of 8
 *   and the halves' results added. The row's result is then folded into the accumulator.
 *   Integer sums and products wrap, so their order does not show.
 * - sum and prod down rows: each output in row order, acc = (((acc + x0) + x1) + x2) ..., as
 *   NumPy does when the reduced axis is not the innermost one.
 * - max and min: the result is the left fold m = maximum(m, x) over the elements in order,
 *   with NumPy's binary maximum (minimum): a NaN if an operand is NaN, and the second operand
 *   between equal values, so a zero result has the sign of the last zero. A row runs 256
 *   bytes of running extremes that skip NaNs; a NaN shows in running sums, and the row then
 *   gives its first NaN; a zero result takes the sign of the row's last zero. Which NaN comes
 *   out of several is not specified (wasm canonicalises NaNs anyway).
 * - argmax and argmin: the index of the first extreme element, or of the first NaN. A row is
 *   taken in blocks; lanes keep their best value and the turn it came in, and the lanes'
 *   bests are compared in index order. */

#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Natively on x86-64 (gcc or clang) the kernels are compiled for the instruction set the
 * native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE): sums for AVX2 at most,
 * max, min, argmax and argmin for AVX-512F too (they are compute-bound on AVX2; sums are
 * not). All compute the same bits. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_RED_TARGET __attribute__((target("avx2")))
#else
#define TL_RED_TARGET
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_RED_TARGET_WIDE __attribute__((target("avx512f")))
#else
#define TL_RED_TARGET_WIDE TL_RED_TARGET
#endif
#define TL_RED_INLINE static inline __attribute__((always_inline))
#define TL_RED_CAT2(a, b) a##_##b
#define TL_RED_CAT(a, b) TL_RED_CAT2(a, b)

#define TL_RED_SUM 1
#define TL_RED_PROD 2
#define TL_RED_MAX 3
#define TL_RED_MIN 4
#define TL_RED_ARGMAX 5
#define TL_RED_ARGMIN 6

#define TL_RED_PAIRWISE_BLOCK 128 /* NumPy's PW_BLOCKSIZE */

/* The walk over a whole array is shared by every instance (reduce_walk.c, an object of its
 * own); an instance describes itself to it. Its kernel runs with these lengths and strides:
 * a row of `inner` elements, or a block of `rows` such rows, `row_stride` apart; `step` is
 * argmax/argmin's index step along the row or block. */
typedef struct {
    ptrdiff_t rows, row_stride, inner, inner_stride, step;
} tl_red_shape;
typedef struct {
    int rows;        /* TL_RED_ROWS */
    ptrdiff_t item;  /* bytes of an output element (argmax/argmin: an int64 index) */
    ptrdiff_t value; /* argmax/argmin: bytes of a best value; 0 for the others */
    /* sets `count` outputs (argmax/argmin: best values) at acc to the start value */
    void (*start)(char* acc, ptrdiff_t count);
    /* the kernel on `count` rows or blocks, the next one p_step bytes further in the input,
     * acc_step in the outputs (at_step elements in argmax/argmin's indices, r_step in the
     * index of their first element, r for the first) */
    void (*steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc, ptrdiff_t acc_step, int64_t* at,
                  ptrdiff_t at_step, ptrdiff_t r, ptrdiff_t r_step, const tl_red_shape* shape);
    /* sum only: divides `count` outputs by n (mean); NULL for the others */
    void (*mean)(char* acc, ptrdiff_t count, ptrdiff_t n);
} tl_red_walk;
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out);
#endif /* TL_RED_COMMON */

#define TL_RED_FN(f) TL_RED_CAT(f, TL_RED_NAME)
/* The instance's entry point: tl_red_<NAME> (NAME starts with row_ or cols_). */
#define TL_RED_ENTRY TL_RED_CAT(tl_red, TL_RED_NAME)
/* Element i of the row at p with byte stride s. */
#define TL_RED_AT(p, i, s) (*(const TL_RED_T*)((p) + (ptrdiff_t)(i) * (s)))

#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD

#if TL_RED_KIND == TL_RED_SUM
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) + (TL_RED_U)(b)))
#define TL_RED_IDENTITY 0
#else
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) * (TL_RED_U)(b)))
#define TL_RED_IDENTITY 1
#endif
#define TL_RED_X(p, i, s) ((TL_RED_A)TL_RED_AT(p, i, s))

/* Eight lanes of the accumulator's arithmetic type: lane k is NumPy's r[k]. */
typedef TL_RED_U TL_RED_FN(tl_red_lanes) __attribute__((vector_size(8 * sizeof(TL_RED_U))));
typedef TL_RED_T TL_RED_FN(tl_red_lanes_t) __attribute__((vector_size(8 * sizeof(TL_RED_T))));

/* *out = elements i .. i + 7 as lanes (through a pointer: a wide vector as a return value
 * would draw ABI warnings). */
TL_RED_INLINE void TL_RED_FN(tl_red_load8)(TL_RED_FN(tl_red_lanes) * out, const char* p, ptrdiff_t i, ptrdiff_t s) {
    TL_RED_FN(tl_red_lanes_t) v;
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        __builtin_memcpy(&v, p + i * s, sizeof v);
    else
        for (int k = 0; k < 8; k++)
            v[k] = TL_RED_AT(p, i + k, s);
    *out = __builtin_convertvector(v, TL_RED_FN(tl_red_lanes));
}

/* One leaf of the pairwise order: at most TL_RED_PAIRWISE_BLOCK elements. */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_leaf)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (n < 8) {
        TL_RED_A r = TL_RED_IDENTITY;
        for (ptrdiff_t i = 0; i < n; i++)
            r = TL_RED_OP(r, TL_RED_X(p, i, s));
        return r;
    }
    TL_RED_FN(tl_red_lanes) r, v, w;
    TL_RED_FN(tl_red_load8)(&r, p, 0, s);
    ptrdiff_t i = 8;
    for (; i + 16 <= n; i += 16) { /* two groups per turn (fewer loop heads in wasm) */
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
        TL_RED_FN(tl_red_load8)(&w, p, i + 8, s);
#if TL_RED_KIND == TL_RED_SUM
        r = (r + v) + w;
#else
        r = (r * v) * w;
#endif
    }
    for (; i + 8 <= n; i += 8) {
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
#if TL_RED_KIND == TL_RED_SUM
        r = r + v;
#else
        r = r * v;
#endif
    }
    TL_RED_A res = TL_RED_OP(TL_RED_OP(TL_RED_OP(r[0], r[1]), TL_RED_OP(r[2], r[3])),
                             TL_RED_OP(TL_RED_OP(r[4], r[5]), TL_RED_OP(r[6], r[7])));
    for (; i < n; i++)
        res = TL_RED_OP(res, TL_RED_X(p, i, s));
    return res;
}

/* The pairwise order over n elements, walked without recursion: going down, each split
 * pushes its right part; a leaf's result is combined with every finished left part above it
 * and then becomes the left part of the next pending split. A unit stride gets its own copy
 * of the leaf (plain vector loads). */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_pairwise)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    struct {
        const char* p;
        ptrdiff_t n;
        TL_RED_A left;
        int has_left;
    } stack[64];
    int depth = 0;
    for (;;) {
        while (n > TL_RED_PAIRWISE_BLOCK) {
            ptrdiff_t half = n / 2;
            half -= half % 8;
            stack[depth].p = p + half * s;
            stack[depth].n = n - half;
            stack[depth].has_left = 0;
            depth++;
            n = half;
        }
        TL_RED_A r = s == (ptrdiff_t)sizeof(TL_RED_T) ? TL_RED_FN(tl_red_leaf)(p, n, (ptrdiff_t)sizeof(TL_RED_T))
                                                      : TL_RED_FN(tl_red_leaf)(p, n, s);
        while (depth > 0 && stack[depth - 1].has_left) {
            r = TL_RED_OP(stack[depth - 1].left, r);
            depth--;
        }
        if (depth == 0)
            return r;
        stack[depth - 1].left = r;
        stack[depth - 1].has_left = 1;
        p = stack[depth - 1].p;
        n = stack[depth - 1].n;
    }
}

#if TL_RED_ROWS
/* *acc = *acc (+ or *) the row's result in the pairwise order. */
TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_A* acc) {
    *acc = TL_RED_OP(*acc, TL_RED_FN(tl_red_pairwise)(p, n, s));
}
#else

/* acc[j] = acc[j] (+ or *) x[i][j] for the rows i in order (row i at p + i * rs, element j of
 * a row at + j * s). */
TL_RED_INLINE void TL_RED_FN(tl_red_cols_by_row)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n,
                                                 ptrdiff_t s, TL_RED_A* restrict acc) {
    ptrdiff_t i = 0;
    for (; i + 4 <= rows; i += 4) { /* four rows per pass over acc, still in row order */
        const char *p0 = p + i * rs, *p1 = p0 + rs, *p2 = p1 + rs, *p3 = p2 + rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(TL_RED_OP(TL_RED_OP(TL_RED_OP(acc[j], TL_RED_X(p0, j, s)), TL_RED_X(p1, j, s)),
                                         TL_RED_X(p2, j, s)),
                               TL_RED_X(p3, j, s));
    }
    for (; i < rows; i++) {
        const char* p0 = p + i * rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(acc[j], TL_RED_X(p0, j, s));
    }
}

TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                       TL_RED_A* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        TL_RED_FN(tl_red_cols_by_row)(p, rows, rs, n, (ptrdiff_t)sizeof(TL_RED_T), acc);
        return;
    }
    /* Columns not adjacent (a transposed block): eight columns at a time, each walked down its
     * rows, so that the reads follow the rows' (smaller) stride. */
    ptrdiff_t j = 0;
    for (; j + 8 <= n; j += 8) {
        TL_RED_A r[8];
        for (int k = 0; k < 8; k++)
            r[k] = acc[j + k];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs + j * s;
            for (int k = 0; k < 8; k++)
                r[k] = TL_RED_OP(r[k], TL_RED_X(q, k, s));
        }
        for (int k = 0; k < 8; k++)
            acc[j + k] = r[k];
    }
    TL_RED_FN(tl_red_cols_by_row)(p + j * s, rows, rs, n - j, s, acc + j);
}
#endif

#undef TL_RED_OP
#undef TL_RED_IDENTITY
#undef TL_RED_X

#else /* max, min, argmax, argmin */

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_ARGMAX
#define TL_RED_BEATS(v, m) ((v) > (m))
#define TL_RED_TIES(v, m) ((v) >= (m))
#else
#define TL_RED_BEATS(v, m) ((v) < (m))
#define TL_RED_TIES(v, m) ((v) <= (m))
#endif
#if TL_RED_FLOAT
#define TL_RED_ISNAN(v) ((v) != (v))
#else
#define TL_RED_ISNAN(v) 0
#endif
/* NumPy's maximum(m, v) (minimum): v if it is NaN or at least m, unless m is NaN. A select
 * (it vectorises: native modules are built with -fno-trapping-math). */
#define TL_RED_FOLD(m, v) ((TL_RED_TIES(v, m) | TL_RED_ISNAN(v)) ? (v) : (m))

/* Running extremes: 256 bytes of them (32 doubles, 64 floats, ...), an array the compiler's
 * loop vectoriser keeps in vectors of the target's width. */
#define TL_RED_LANES ((ptrdiff_t)(256 / sizeof(TL_RED_T)))

/* Element i of a contiguous row; a running sum that shows a NaN (floats only: an integer sum
 * could overflow, which C leaves undefined). */
#define TL_RED_C(p, i) (((const TL_RED_T*)(p))[i])
#if TL_RED_FLOAT
#define TL_RED_ADD(sum, v) ((sum) += (v))
#else
#define TL_RED_ADD(sum, v) ((void)(sum), (void)(v))
#endif

/* The end of a contiguous row's extreme: elements i .. n-1 folded into m and `sum`, then, if
 * the sum of the whole row (lanes included) is NaN, the row's first NaN. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_end)(const char* p, ptrdiff_t n, ptrdiff_t i, TL_RED_T m, TL_RED_T sum) {
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_C(p, i);
        m = TL_RED_BEATS(v, m) ? v : m;
        TL_RED_ADD(sum, v);
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_C(p, i)))
                return TL_RED_C(p, i);
#else
    (void)sum;
#endif
    return m;
}

/* The extreme of a contiguous row of n >= 1 elements, up to which zero: TL_RED_LANES running
 * extremes over interleaved elements (independent chains) that skip NaNs (`v > m ? v : m` is
 * one maxpd-like instruction), then the rest of the row. Each lane also keeps a sum, which a
 * NaN makes NaN for good (cheaper than a comparison and a select); only then, or after
 * inf - inf, is the row searched for a NaN, and a row with a NaN gives its first NaN. For
 * integers the sums are dead code. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_lanes)(const char* p, ptrdiff_t n) {
    if (n < TL_RED_LANES)
        return TL_RED_FN(tl_red_extreme_end)(p, n, 1, TL_RED_C(p, 0), TL_RED_C(p, 0));
    TL_RED_T r[TL_RED_LANES], u[TL_RED_LANES];
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++)
        u[k] = r[k] = TL_RED_C(p, k);
    ptrdiff_t i = TL_RED_LANES;
    for (; i + TL_RED_LANES <= n; i += TL_RED_LANES)
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            const TL_RED_T v = TL_RED_C(p, i + k);
            r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
            TL_RED_ADD(u[k], v);
        }
    TL_RED_T m = r[0], sum = 0;
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
        m = TL_RED_BEATS(r[k], m) ? r[k] : m;
        TL_RED_ADD(sum, u[k]);
    }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}

#if defined(__wasm_simd128__)
/* wasm: the arrays above stay in memory (clang vectorises the lane loop but keeps the lanes
 * in the stack frame), so contiguous rows run on four SIMD128 vectors of running extremes
 * held in registers, two loads per vector and loop turn (wasmtime pays an epoch check per
 * turn). The result is the same: the extreme, the first NaN, up to which zero. */
typedef TL_RED_T TL_RED_FN(tl_red_v128) __attribute__((vector_size(16)));
typedef TL_RED_I TL_RED_FN(tl_red_m128) __attribute__((vector_size(16)));
#define TL_RED_V TL_RED_FN(tl_red_v128)
#define TL_RED_M TL_RED_FN(tl_red_m128)
#define TL_RED_VL ((ptrdiff_t)(16 / sizeof(TL_RED_T)))

TL_RED_INLINE void TL_RED_FN(tl_red_vstep)(TL_RED_V* r, TL_RED_V* u, const char* q) {
    TL_RED_V v;
    __builtin_memcpy(&v, q, sizeof v);
    const TL_RED_M take = (TL_RED_M)TL_RED_BEATS(v, *r);
    *r = (TL_RED_V)(((TL_RED_M)v & take) | ((TL_RED_M)*r & ~take));
    TL_RED_ADD(*u, v);
}

TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    const ptrdiff_t step = 8 * TL_RED_VL;
    if (n < step)
        return TL_RED_FN(tl_red_extreme_lanes)(p, n);
    TL_RED_V r[4], u[4];
    for (int a = 0; a < 4; a++) {
        __builtin_memcpy(&r[a], p + a * 16, 16);
        u[a] = r[a];
    }
    for (int a = 0; a < 4; a++)
        TL_RED_FN(tl_red_vstep)(&r[a], &u[a], p + (4 + a) * 16);
    ptrdiff_t i = step;
    for (; i + step <= n; i += step)
        for (int a = 0; a < 8; a++)
            TL_RED_FN(tl_red_vstep)(&r[a & 3], &u[a & 3], p + i * (ptrdiff_t)sizeof(TL_RED_T) + a * 16);
    TL_RED_T m = r[0][0], sum = 0;
    for (int a = 0; a < 4; a++)
        for (ptrdiff_t k = 0; k < TL_RED_VL; k++) {
            m = TL_RED_BEATS(r[a][k], m) ? r[a][k] : m;
            TL_RED_ADD(sum, u[a][k]);
        }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}
#undef TL_RED_V
#undef TL_RED_M
#undef TL_RED_VL
#else
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    return TL_RED_FN(tl_red_extreme_lanes)(p, n);
}
#endif

/* The same for any stride: a strided row goes one element at a time (its reads cost more
 * than the comparisons, and one vectorised copy per target clone is enough code). */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        return TL_RED_FN(tl_red_extreme_contiguous)(p, n);
    TL_RED_T m = TL_RED_AT(p, 0, s);
    for (ptrdiff_t i = 0; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_ISNAN(v))
            return v;
        m = TL_RED_BEATS(v, m) ? v : m;
    }
    return m;
}

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_MIN

#if TL_RED_ROWS
/* *acc = the fold of *acc and the row of n >= 1 elements. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* acc) {
    TL_RED_T m = TL_RED_FN(tl_red_extreme)(p, n, s);
#if TL_RED_FLOAT
    if (m == 0) { /* every zero is an extreme: the fold keeps the last one */
        ptrdiff_t i = n - 1;
        while (!(TL_RED_AT(p, i, s) == 0))
            i--;
        m = TL_RED_AT(p, i, s);
    }
#endif
    *acc = TL_RED_FOLD(*acc, m);
}

#else
/* acc[j] = the fold of acc[j] and x[i][j] over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs;
            for (ptrdiff_t j = 0; j < n; j++) {
                const TL_RED_T v = TL_RED_AT(q, j, (ptrdiff_t)sizeof(TL_RED_T));
                acc[j] = TL_RED_FOLD(acc[j], v);
            }
        }
        return;
    }
    /* Columns not adjacent: each walked down its rows. */
    for (ptrdiff_t j = 0; j < n; j++) {
        TL_RED_T m = acc[j];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const TL_RED_T v = TL_RED_AT(p + i * rs, j, s);
            m = TL_RED_FOLD(m, v);
        }
        acc[j] = m;
    }
}
#endif

#else /* argmax, argmin */

/* Lanes: 128 bytes (three arrays of them stay in AVX2's sixteen registers). Turns of the lane
 * loop per block: the turn a lane's best came from is kept in a TL_RED_I (as narrow as the
 * element, so it shares the element's vector layout). */
#define TL_RED_ARG_LANES ((ptrdiff_t)(128 / sizeof(TL_RED_T)))
#define TL_RED_ARG_TURNS 127

/* The first extreme of a block of n >= 1 elements (at most TL_RED_ARG_TURNS + 1 turns of
 * TL_RED_ARG_LANES), or its first NaN: value into *value, offset into *at. Each lane keeps its
 * best value and the turn it came in (a strict comparison keeps a lane's first); the lanes'
 * bests are then compared in index order. A NaN shows in the lane sums, as for max. */
TL_RED_INLINE void TL_RED_FN(tl_red_arg_block)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* value, ptrdiff_t* at) {
    TL_RED_T m = TL_RED_AT(p, 0, s);
    ptrdiff_t best = 0, i = 1;
#if TL_RED_FLOAT
    TL_RED_T sum = m;
#endif
    if (n >= 2 * TL_RED_ARG_LANES) {
        TL_RED_T r[TL_RED_ARG_LANES];
        TL_RED_I turn_of[TL_RED_ARG_LANES];
#if TL_RED_FLOAT
        TL_RED_T u[TL_RED_ARG_LANES];
#endif
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            r[k] = TL_RED_AT(p, k, s);
            turn_of[k] = 0;
#if TL_RED_FLOAT
            u[k] = r[k];
#endif
        }
        TL_RED_I turn = 1;
        for (i = TL_RED_ARG_LANES; i + TL_RED_ARG_LANES <= n; i += TL_RED_ARG_LANES, turn++)
            for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
                const TL_RED_T v = TL_RED_AT(p, i + k, s);
                const TL_RED_I take = -(TL_RED_I)TL_RED_BEATS(v, r[k]); /* all ones or zero */
                r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
                turn_of[k] = (TL_RED_I)((turn_of[k] & ~take) | (turn & take));
#if TL_RED_FLOAT
                u[k] += v;
#endif
            }
        m = r[0];
        best = (ptrdiff_t)turn_of[0] * TL_RED_ARG_LANES;
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            const ptrdiff_t index = (ptrdiff_t)turn_of[k] * TL_RED_ARG_LANES + k;
            if (TL_RED_BEATS(r[k], m) || (r[k] == m && index < best)) {
                m = r[k];
                best = index;
            }
#if TL_RED_FLOAT
            sum += u[k];
#endif
        }
    }
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_BEATS(v, m)) {
            m = v;
            best = i;
        }
#if TL_RED_FLOAT
        sum += v;
#endif
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_AT(p, i, s))) {
                m = TL_RED_AT(p, i, s);
                best = i;
                break;
            }
#endif
    *value = m;
    *at = best;
}

#if TL_RED_ROWS
/* Folds the row of n >= 1 elements (element i has index base + i * step) into the best value
 * so far *best and its index *at: the first extreme wins, and the first NaN wins over
 * everything (once *best is NaN nothing changes it). */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* best, int64_t* at,
                                            int64_t base, int64_t step) {
    if (s != (ptrdiff_t)sizeof(TL_RED_T)) { /* strided: one element at a time, as for max */
        for (ptrdiff_t i = 0; i < n && !TL_RED_ISNAN(*best); i++) {
            const TL_RED_T v = TL_RED_AT(p, i, s);
            if (TL_RED_ISNAN(v) || TL_RED_BEATS(v, *best)) {
                *best = v;
                *at = base + (int64_t)i * step;
            }
        }
        return;
    }
    const ptrdiff_t block = (TL_RED_ARG_TURNS + 1) * TL_RED_ARG_LANES;
    for (ptrdiff_t b = 0; b < n && !TL_RED_ISNAN(*best); b += block) {
        TL_RED_T m;
        ptrdiff_t i;
        const ptrdiff_t len = n - b < block ? n - b : block;
        TL_RED_FN(tl_red_arg_block)(p + b * s, len, (ptrdiff_t)sizeof(TL_RED_T), &m, &i);
        if (TL_RED_ISNAN(m) || TL_RED_BEATS(m, *best)) {
            *best = m;
            *at = base + (int64_t)(b + i) * step;
        }
    }
}

#else
/* Column j's best value best[j] and its index at[j], updated by x[i][j] (index base + i * step)
 * over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                            TL_RED_T* restrict best, int64_t* restrict at, int64_t base,
                                            int64_t step) {
    for (ptrdiff_t i = 0; i < rows; i++) {
        const char* q = p + i * rs;
        const int64_t index = base + (int64_t)i * step;
        for (ptrdiff_t j = 0; j < n; j++) {
            const TL_RED_T v = TL_RED_AT(q, j, s);
            const int take = TL_RED_BEATS(v, best[j]) || (TL_RED_ISNAN(v) && !TL_RED_ISNAN(best[j]));
            best[j] = take ? v : best[j];
            at[j] = take ? index : at[j];
        }
    }
}

#endif
#endif
#undef TL_RED_BEATS
#undef TL_RED_TIES
#undef TL_RED_ISNAN
#undef TL_RED_FOLD
#undef TL_RED_LANES
#undef TL_RED_C
#undef TL_RED_ADD
#undef TL_RED_ARG_TURNS
#undef TL_RED_ARG_LANES
#endif

/* The whole reduction, the entry a module calls (tl_red_<NAME>_nd): an array of n axes
 * (lengths dims, byte strides, first element at data) reduced over the axes whose bits are set
 * in `reduced` into out (C-contiguous over the kept axes; for argmax/argmin the int64 indices),
 * divided by the number of elements reduced with `mean`: the shared walk (reduce_walk.c) with
 * this instance's description. Returns -1 when memory for argmax/argmin's best values cannot be
 * had, else 0. */
#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD
#define TL_RED_OUT TL_RED_A
#else
#define TL_RED_OUT TL_RED_T
#endif
#define TL_RED_ARGS (TL_RED_KIND == TL_RED_ARGMAX || TL_RED_KIND == TL_RED_ARGMIN)
static void TL_RED_CAT(TL_RED_ENTRY, start)(char* acc, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_OUT*)acc)[i] = TL_RED_START;
}
TL_WALK static void TL_RED_CAT(TL_RED_ENTRY, steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc,
                                                   ptrdiff_t acc_step, int64_t* at, ptrdiff_t at_step, ptrdiff_t r,
                                                   ptrdiff_t r_step, const tl_red_shape* s) {
    for (ptrdiff_t i = 0; i < count; i++, p += p_step, acc += acc_step, r += r_step) {
#if TL_RED_ROWS && TL_RED_ARGS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#elif TL_RED_ROWS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#elif TL_RED_ARGS
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#else
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#endif
    }
#if !TL_RED_ARGS
    (void)at;
    (void)at_step;
#endif
}
#if TL_RED_KIND == TL_RED_SUM
static void TL_RED_CAT(TL_RED_ENTRY, mean)(char* acc, ptrdiff_t count, ptrdiff_t n) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_A*)acc)[i] = ((TL_RED_A*)acc)[i] / (TL_RED_A)n;
}
#define TL_RED_MEAN TL_RED_CAT(TL_RED_ENTRY, mean)
#else
#define TL_RED_MEAN NULL
#endif
static const tl_red_walk TL_RED_CAT(TL_RED_ENTRY, walk) = {
    TL_RED_ROWS, TL_RED_ARGS ? (ptrdiff_t)sizeof(int64_t) : (ptrdiff_t)sizeof(TL_RED_OUT),
    TL_RED_ARGS ? (ptrdiff_t)sizeof(TL_RED_T) : 0, TL_RED_CAT(TL_RED_ENTRY, start), TL_RED_CAT(TL_RED_ENTRY, steps),
    TL_RED_MEAN};
int TL_RED_CAT(TL_RED_ENTRY, nd)(int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                                 uint64_t reduced, int mean, void* out) {
    return tl_red_walk_nd(&TL_RED_CAT(TL_RED_ENTRY, walk), n, dims, strides, data, reduced, mean, out);
}
#undef TL_RED_OUT
#undef TL_RED_ARGS
#undef TL_RED_MEAN

#undef TL_RED_FN
#undef TL_RED_ENTRY
#undef TL_RED_AT
