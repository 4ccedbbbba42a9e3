/* twinlink module for function fused_elementwise: 3 inputs, 2 outputs, 2 nodes, C++. Generated: do not edit. */
#define TL_N_INPUTS 3
#define TL_N_OUTPUTS 2
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

/* support code of Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))} (node_1) */
#ifdef __cplusplus
extern "C"
#endif
int tl_k_153136fd607f5948561a6941_nd(int nd, const npy_intp* shape, const char* const* data, const npy_intp* strides, char* out);

/* support code of Elemwise{where((x0 > x1), x0, x1)} (node_2) */
#ifdef __cplusplus
extern "C"
#endif
int tl_k_cfe7ed31fbea2cb994b39b39_nd(int nd, const npy_intp* shape, const char* const* data, const npy_intp* strides, char* out);

namespace {

struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V4;
    PyObject* tl_storage_V7;
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
    case 3: return "input 's' (position 2) (V3)";
    case 4: return "output 0 of Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))} (V4)";
    case 7: return "output 0 of Elemwise{where((x0 > x1), x0, x1)} (V7)";
    case 5: case 6: return "op Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))} (node_1)";
    case 8: case 9: return "op Elemwise{where((x0 > x1), x0, x1)} (node_2)";
    default: return "twinlink runtime";
    }
}

static void tl_missing_error(int id) {
    if (!PyErr_Occurred())
        PyErr_Format(PyExc_RuntimeError, "%s failed without setting a Python exception (function %s)", tl_failure_where(id), "fused_elementwise");
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
    Py_CLEAR(tl_self->tl_storage_V4);
    Py_CLEAR(tl_self->tl_storage_V7);
}

__attribute__((hot)) int tl_state::run(PyObject* const* tl_inputs) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_inputs;
    PyObject* py_V1 = NULL;
    PyObject* py_V2 = NULL;
    PyObject* py_V3 = NULL;
    PyObject* py_V4 = NULL;
    PyObject* py_V7 = NULL;
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

            { /* V3 input 's' (position 2) */
                PyArrayObject* V3;
                typedef npy_float32 dtype_V3;
                py_V3 = tl_inputs[2];
                Py_XINCREF(py_V3);
                V3 = NULL;
                if (tl_array_check(py_V3, 11, "NPY_FLOAT32") < 0) { { __failure = 3; goto __label_3; } }
                V3 = (PyArrayObject*)py_V3;
                Py_XINCREF(V3);

                { /* V4 output 0 of Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))} */
                    PyArrayObject* V4;
                    typedef npy_float64 dtype_V4;
                    py_V4 = tl_reusable(tl_self->tl_storage_V4);
                    if (py_V4 == Py_None) {
                        V4 = NULL;
                    } else {
                        V4 = NULL;
                        V4 = (PyArrayObject*)py_V4;
                        Py_XINCREF(V4);

                    }
                    { /* V7 output 0 of Elemwise{where((x0 > x1), x0, x1)} */
                        PyArrayObject* V7;
                        typedef npy_float64 dtype_V7;
                        py_V7 = tl_reusable(tl_self->tl_storage_V7);
                        if (py_V7 == Py_None) {
                            V7 = NULL;
                        } else {
                            V7 = NULL;
                            V7 = (PyArrayObject*)py_V7;
                            Py_XINCREF(V7);

                        }
                        { /* Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))} (node_1) */
                            /* Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))}: (exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2)) */
                            {
                                PyArrayObject* tl_in[3] = {V1, V2, V3};
                                npy_intp tl_shape[2], tl_strides[6]; const char* tl_data[3]; const npy_intp* tl_s;
                                if (tl_elemwise_prepare(3, tl_in, 2, tl_shape, &V4, 12, "Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))}", tl_data, tl_strides, &tl_s) < 0
                                    || tl_elemwise_done(tl_k_153136fd607f5948561a6941_nd(2, tl_shape, tl_data, tl_s, PyArray_BYTES(V4))) < 0) { { __failure = 5; goto __label_5; } }
                            }
                            if (!(V4 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op Elemwise{(exp((((x0 * 2.0) + x1) / 3.0)) - (tanh(x0) * x2))} did not set its output 0"); { __failure = 5; goto __label_5; } }
                            { /* Elemwise{where((x0 > x1), x0, x1)} (node_2) */
                                /* Elemwise{where((x0 > x1), x0, x1)}: where((x0 > x1), x0, x1) */
                                {
                                    PyArrayObject* tl_in[2] = {V1, V2};
                                    npy_intp tl_shape[2], tl_strides[4]; const char* tl_data[2]; const npy_intp* tl_s;
                                    if (tl_elemwise_prepare(2, tl_in, 2, tl_shape, &V7, 12, "Elemwise{where((x0 > x1), x0, x1)}", tl_data, tl_strides, &tl_s) < 0
                                        || tl_elemwise_done(tl_k_cfe7ed31fbea2cb994b39b39_nd(2, tl_shape, tl_data, tl_s, PyArray_BYTES(V7))) < 0) { { __failure = 8; goto __label_8; } }
                                }
                                if (!(V7 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op Elemwise{where((x0 > x1), x0, x1)} did not set its output 0"); { __failure = 8; goto __label_8; } }
                            __label_8: ;
                            }
                        __label_5: ;
                        }
                    __label_7: ;
                        if (!__failure) {
                            tl_array_sync(&py_V7, V7);
                            tl_keep(&tl_self->tl_storage_V7, py_V7);
                        }
                        __label_sync_7: ;
                        Py_XDECREF(V7);
                        V7 = NULL;
                        Py_XDECREF(py_V7);
                    }
                __label_4: ;
                    if (!__failure) {
                        tl_array_sync(&py_V4, V4);
                        tl_keep(&tl_self->tl_storage_V4, py_V4);
                    }
                    __label_sync_4: ;
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
    case 0: return tl_self->tl_storage_V4;
    case 1: return tl_self->tl_storage_V7;
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

#include <stdint.h>
#include <string.h>
static inline uint64_t tl_bits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static inline double tl_from_bits(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
static inline npy_int64 tl_floordiv_s64(npy_int64 a, npy_int64 b) {
    if (b == 0) return 0;
    if (b == -1) return (npy_int64)(0 - (npy_uint64)a);
    npy_int64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}
static inline npy_uint64 tl_floordiv_u64(npy_uint64 a, npy_uint64 b) { return b == 0 ? 0 : a / b; }
static inline npy_int64 tl_mod_s64(npy_int64 a, npy_int64 b) {
    if (b == 0 || b == -1) return 0;
    npy_int64 r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}
static inline npy_uint64 tl_mod_u64(npy_uint64 a, npy_uint64 b) { return b == 0 ? 0 : a % b; }
static int tl_negative_power;
static inline npy_int64 tl_pow_s64(npy_int64 base, npy_int64 e) {
    if (e < 0) { tl_negative_power = 1; return 0; }
    npy_uint64 r = 1, b = (npy_uint64)base;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; }
    return (npy_int64)r;
}
static inline npy_uint64 tl_pow_u64(npy_uint64 b, npy_uint64 e) {
    npy_uint64 r = 1;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; }
    return r;
}
/* Python's divmod convention (the result takes the sign of the divisor), as NumPy. */
#define TL_DIVMOD(SUFFIX, T, FMOD, FLOOR, COPYSIGN)                                   \
static inline T tl_mod##SUFFIX(T a, T b) {                                            \
    T m = FMOD(a, b);                                                                 \
    if (b == 0) return m;                                                             \
    if (m != 0) { if ((b < 0) != (m < 0)) m += b; } else m = COPYSIGN((T)0, b);       \
    return m;                                                                         \
}                                                                                     \
static inline T tl_floordiv##SUFFIX(T a, T b) {                                       \
    if (b == 0) return a / b;                                                         \
    T m = FMOD(a, b);                                                                 \
    T d = (a - m) / b;                                                                \
    if (m != 0 && ((b < 0) != (m < 0))) d -= 1;                                       \
    if (d == 0) return COPYSIGN((T)0, a / b);                                         \
    T f = FLOOR(d);                                                                   \
    if (d - f > (T)0.5) f += 1;                                                       \
    return f;                                                                         \
}
TL_DIVMOD(, double, fmod, floor, copysign)
TL_DIVMOD(f, float, fmodf, floorf, copysignf)
#define TL_FLOAT_TO_INT(NAME, T, LO, HI)                                                \
static inline T NAME(double v) {                                                      \
    if (v != v) return 0;                                                             \
    if (v <= (double)(LO)) return (LO);                                               \
    if (v >= (double)(HI)) return (HI);                                               \
    return (T)v;                                                                      \
}
TL_FLOAT_TO_INT(tl_to_int8, npy_int8, -128, 127)
TL_FLOAT_TO_INT(tl_to_int16, npy_int16, -32768, 32767)
TL_FLOAT_TO_INT(tl_to_int32, npy_int32, -2147483647 - 1, 2147483647)
TL_FLOAT_TO_INT(tl_to_int64, npy_int64, (-9223372036854775807LL - 1), 9223372036854775807LL)
TL_FLOAT_TO_INT(tl_to_uint8, npy_uint8, 0, 255)
TL_FLOAT_TO_INT(tl_to_uint16, npy_uint16, 0, 65535)
TL_FLOAT_TO_INT(tl_to_uint32, npy_uint32, 0, 4294967295u)
TL_FLOAT_TO_INT(tl_to_uint64, npy_uint64, 0, 18446744073709551615ULL)
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
/* Every function of the library is inlined into the elementwise loop that calls it, however
   large: a call left in the loop (a struct returned through memory) stops it vectorising. */
#define TL_INLINE static inline __attribute__((always_inline))

/* Double-double arithmetic from error-free transformations (T. J. Dekker, "A floating-point
   technique for extending the available precision", Numer. Math. 18, 1971; D. E. Knuth,
   TAOCP vol. 2, 4.2.2): TwoSum, FastTwoSum (|a| >= |b|) and the exact product through
   Veltkamp's split, all plain IEEE operations. */
typedef struct { double h, l; } tl_dd;
TL_INLINE tl_dd tl_dd_make(double h, double l) { tl_dd r; r.h = h; r.l = l; return r; }
TL_INLINE tl_dd tl_two_sum(double a, double b) {
    double s = a + b, bb = s - a;
    return tl_dd_make(s, (a - (s - bb)) + (b - bb));
}
TL_INLINE tl_dd tl_fast_two_sum(double a, double b) {
    double s = a + b;
    return tl_dd_make(s, b - (s - a));
}
/* The exact product a b = p + e. Natively, where the code is compiled for x86 with FMA (the
   kernels' TL_TARGET for AVX2 or AVX-512, or a module built with -mavx512f), e = fma(a, b, -p),
   one instruction; elsewhere (wasm, baseline) Veltkamp's split and Dekker's sum of four
   products. Both give the exact e, so the same bits, wherever a b - p is representable and
   neither factor is beyond 2^995 (the split's 2^27 + 1 times it must not overflow): every
   use below keeps its factors there except in lanes whose result another branch replaces,
   and products of magnitude below 2^-969, whose error term lies beneath the last bit of every
   result it reaches (tests/python/test_libm.py sweeps every binade on both targets). Where
   TL_FMA_PRODUCT is defined, a few steps that split a factor by hand (float64 pow's m c - 1
   and y log|x|, arctan's a c, tanh's and cbrt's residuals, float32 tl_ff_div's product)
   take the FMA directly: it gives the value the split computes exactly (or rounds once, as
   the split's last step does), so the bits are the same. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(__FMA__) || defined(TL_ISA_AVX512F) || defined(TL_ISA_AVX2))
#define TL_FMA_PRODUCT 1
#endif
TL_INLINE tl_dd tl_two_prod(double a, double b) {
    double p = a * b;
#if defined(TL_FMA_PRODUCT)
    return tl_dd_make(p, __builtin_fma(a, b, -p));
#else
    double ca = 134217729.0 * a, ah = ca - (ca - a), al = a - ah;
    double cb = 134217729.0 * b, bh = cb - (cb - b), bl = b - bh;
    return tl_dd_make(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl);
#endif
}
TL_INLINE tl_dd tl_dd_add(tl_dd a, tl_dd b) {
    tl_dd s = tl_two_sum(a.h, b.h);
    return tl_fast_two_sum(s.h, s.l + (a.l + b.l));
}
TL_INLINE tl_dd tl_dd_add_d(tl_dd a, double b) {
    tl_dd s = tl_two_sum(a.h, b);
    return tl_fast_two_sum(s.h, s.l + a.l);
}
TL_INLINE tl_dd tl_dd_neg(tl_dd a) { return tl_dd_make(-a.h, -a.l); }
TL_INLINE tl_dd tl_dd_mul(tl_dd a, tl_dd b) {
    tl_dd p = tl_two_prod(a.h, b.h);
    return tl_fast_two_sum(p.h, p.l + (a.h * b.l + a.l * b.h));
}
TL_INLINE tl_dd tl_dd_mul_d(tl_dd a, double b) {
    tl_dd p = tl_two_prod(a.h, b);
    return tl_fast_two_sum(p.h, p.l + a.l * b);
}
TL_INLINE tl_dd tl_dd_div(tl_dd a, tl_dd b) {
    double q = a.h / b.h;
    tl_dd p = tl_two_prod(q, b.h);
    return tl_fast_two_sum(q, (((a.h - p.h) - p.l) + a.l - q * b.l) / b.h);
}
/* c ? a : b through a bit mask: gcc (12) does not vectorise a loop that loads from a table at
   an index computed from the result of a ?: on doubles, but does from a masked select */
TL_INLINE double tl_sel_bits(int c, double a, double b) {
    uint64_t m = 0 - (uint64_t)(c != 0);
    return tl_from_bits((tl_bits(a) & m) | (tl_bits(b) & ~m));
}
/* c ? a : b as C's conditional, where no table index depends on the result: gcc (12) keeps it
   in vector registers (a compare and a blend), where tl_sel_bits's constant operands are built
   in general registers and broadcast again on every pass of the loop (float64 arctan, all of
   whose selects are between constants, ran at 40% of its speed with tl_sel_bits) */
TL_INLINE double tl_sel(int c, double a, double b) { return c ? a : b; }
TL_INLINE tl_dd tl_dd_sel(int c, tl_dd a, tl_dd b) { return tl_dd_make(tl_sel_bits(c, a.h, b.h), tl_sel_bits(c, a.l, b.l)); }
TL_INLINE double tl_fabs(double x) { return tl_from_bits(tl_bits(x) & 0x7fffffffffffffffULL); }
/* |m| with the sign bit of s */
TL_INLINE double tl_copysign(double m, double s) {
    return tl_from_bits((tl_bits(m) & 0x7fffffffffffffffULL) | (tl_bits(s) & 0x8000000000000000ULL));
}
/* 2^k for an integer-valued k in [-1022, 1023], built in the exponent field */
TL_INLINE double tl_pow2i(double k) { return tl_from_bits((tl_bits(k + 0x1.8p52) + 1023) << 52); }
/* round to nearest integer (ties to even), |x| < 2^51 */
TL_INLINE double tl_rint_small(double x) { return (x + 0x1.8p52) - 0x1.8p52; }
#define TL_PI_H 0x1.921fb54442d18p+1
#define TL_PI_L 0x1.1a62633145c07p-53
#define TL_PIO2_H 0x1.921fb54442d18p+0
#define TL_PIO2_L 0x1.1a62633145c07p-54
#define TL_LN2_H 0x1.62e42fefa39efp-1
#define TL_LN2_L 0x1.abc9e3b39803fp-56
#define TL_THIRD_H 0x1.5555555555555p-2
#define TL_THIRD_L 0x1.5555555555555p-56

/* Helpers of the float32 functions computed in float lanes (README, "The math library"):
   plain float operations only (no double; an FMA only natively, where it gives the value the
   plain operations give exactly: tl_ff_div's product), so the bits do not depend on the
   target.
   A float's bits, its head of 12 significant bits (the product of two heads, and of a head and
   the rest of 12 bits, is exact), a - b as h + l by Fast2Sum's steps (exact where |a| >= |b|
   or where a - b is exact), TwoSum, and n/d for n = nh + nl, d = dh + dl: q = nh (1/dh)
   rounded, then q + ((nh - q dh) + (nl - q dl))/dh with q dh exact from heads (Dekker's
   product; natively its error term is one FMA) (nh - q dh is then
   exact by Sterbenz's lemma) and the division by dh as a product by 1/dh: within about 2^-46
   of n/d relative, plus q's error times 2^-23, for a normalised d (tl_ff_div_r takes 1/dh). */
TL_INLINE uint32_t tl_fl_bits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
TL_INLINE float tl_fl_from(uint32_t u) { float x; memcpy(&x, &u, 4); return x; }
TL_INLINE float tl_fl_abs(float x) { return tl_fl_from(tl_fl_bits(x) & 0x7fffffffu); }
/* v (>= 0, or NaN) with the sign of s */
TL_INLINE float tl_fl_signed(float v, float s) { return tl_fl_from(tl_fl_bits(v) | (tl_fl_bits(s) & 0x80000000u)); }
TL_INLINE float tl_fl_head(float a) { return tl_fl_from(tl_fl_bits(a) & 0xfffff000u); }
/* c ? a : b through a bit mask: on a plain ?: gcc (12) moves the division and the products
   that use the result into both arms (two divisions per vector) */
TL_INLINE float tl_fl_sel(int c, float a, float b) {
    uint32_t m = 0 - (uint32_t)(c != 0);
    return tl_fl_from((tl_fl_bits(a) & m) | (tl_fl_bits(b) & ~m));
}
typedef struct { float h, l; } tl_ff;
TL_INLINE tl_ff tl_ff_sub(float a, float b) {
    tl_ff o;
    o.h = a - b;
    o.l = (a - o.h) - b;
    return o;
}
/* a + b as h + l exactly (Fast2Sum), |a| >= |b| (or a's exponent at least b's, or a = 0) */
TL_INLINE tl_ff tl_ff_fast_sum(float a, float b) {
    tl_ff o;
    o.h = a + b;
    o.l = b - (o.h - a);
    return o;
}
TL_INLINE tl_ff tl_ff_two_sum(float a, float b) {
    tl_ff o;
    o.h = a + b;
    float bb = o.h - a;
    o.l = (a - (o.h - bb)) + (b - bb);
    return o;
}
TL_INLINE tl_ff tl_ff_div_r(tl_ff n, tl_ff d, float rd) {
    float q = n.h * rd;
    float p = q * d.h;
#if defined(TL_FMA_PRODUCT)
    float pe = __builtin_fmaf(q, d.h, -p); /* the split's exact error term below */
#else
    float qh = tl_fl_head(q), qr = q - qh, dh = tl_fl_head(d.h), dr = d.h - dh;
    float pe = (((qh * dh - p) + qh * dr) + qr * dh) + qr * dr; /* Dekker's order: each sum exact */
#endif
    tl_ff o;
    o.h = q;
    o.l = (((n.h - p) - pe) + (n.l - q * d.l)) * rd;
    return o;
}
TL_INLINE tl_ff tl_ff_div(tl_ff n, tl_ff d) { return tl_ff_div_r(n, d, 1.0f / d.h); }

/* exp(x) in plain IEEE arithmetic, without branches or libm, so loops calling it vectorise and
   both targets give the same bits: k = round(x / ln2); r = x - k ln2 with ln2 in two parts (the
   first product exact); exp(r) = 1 + r + r^2 p(r), p of degree 11 (Taylor; the next term is
   below 2^-57), summed so that essentially only the last addition rounds; then 2^k applied as
   two normal factors (exact for normal results, one rounding for subnormal ones). Max error
   0.75 ulp (subnormal results), about 0.62 elsewhere (measured, README). The integer k lives in the low bits of
   k + 0x1.8p52, moved into an exponent field with unsigned 64-bit adds and shifts only
   (tl_pow2i). The parts serve exp2 and sigmoid too, in plain doubles, and the reduction expm1,
   tanh, sinh and cosh (sections expeo, hyp). */
typedef struct { double rh, rl, k, kb; } tl_expred;
TL_INLINE tl_expred tl_exp_red(double x) {
    tl_expred o;
    o.kb = x * 0x1.71547652b82fep0 + 0x1.8p52; /* k + 0x1.8p52 (tl_rint_small): k in its low bits */
    o.k = o.kb - 0x1.8p52;
    o.rh = x - o.k * 0x1.62e42fee00000p-1;
    o.rl = -(o.k * 0x1.a39ef35793c76p-33);
    return o;
}
/* exp(rh + rl) for |rh + rl| <= 0.35 as h + l (h = 1 + rh + t rounded, l its rounding error;
   h + l within about 2^-56 relative), t = rl + r^2 p(r), p = 1/2 + r (1/6 + r Q(r)) with Q in
   Estrin's scheme (pairs, then powers r^2, r^4, r^8: a shorter chain of dependent operations
   than Horner's, which is what bounds the speed of a vectorised loop here; the two leading
   steps stay Horner's, so p's rounding error is still mostly that of its last addition) */
typedef struct { double h, l, t; } tl_expm;
TL_INLINE tl_expm tl_exp_m(double rh, double rl) {
    double r = rh + rl, r2 = r * r, r4 = r2 * r2, r8 = r4 * r4;
    double q01 = 1.0 / 24.0 + r * (1.0 / 120.0), q23 = 1.0 / 720.0 + r * (1.0 / 5040.0);
    double q45 = 1.0 / 40320.0 + r * (1.0 / 362880.0), q67 = 1.0 / 3628800.0 + r * (1.0 / 39916800.0);
    double q89 = 1.0 / 479001600.0 + r * (1.0 / 6227020800.0);
    double p = 0.5 + r * (1.0 / 6.0 + r * (((q01 + r2 * q23) + r4 * (q45 + r2 * q67)) + r8 * q89));
    tl_expm m;
    m.t = rl + r2 * p;
    double s = 1.0 + rh, u = ((1.0 - s) + rh) + m.t;
    m.h = s + u;
    m.l = u - (m.h - s);
    return m;
}
/* 2^k m for an integer-valued k in [-2000, 2000], as two normal factors (exact for normal
   results, one rounding for subnormal ones) */
TL_INLINE double tl_scale2(double m, double k) {
    double k1 = tl_rint_small(k * 0.5), k2 = k - k1;
    return (m * tl_pow2i(k1)) * tl_pow2i(k2);
}
TL_INLINE double tl_exp(double x) {
    double xc = x < -746.0 ? -746.0 : x;
    xc = xc > 710.0 ? 710.0 : xc;
    tl_expred e = tl_exp_red(xc);
    double y = tl_scale2(tl_exp_m(e.rh, e.rl).h, e.k);
    return x != x ? x + x : y;
}
/* The fast path (FAST_PATH) of exp and exp2: |x| <= 708 (exp2: 1022), so k is in [-1022, 1022]:
   no clamps, no NaN, and 2^k one normal factor (the product rounds once either way: the same
   bits as tl_scale2's two factors) */
TL_INLINE int tl_exp_ok(double x) { return tl_fabs(x) <= 708.0; }
TL_INLINE double tl_exp_fast(double x) {
    tl_expred e = tl_exp_red(x);
    return tl_exp_m(e.rh, e.rl).h * tl_pow2i(e.k);
}
/* The float32 functions tl_<f>_f32 declared on doubles (README, "The math library"): a float32
   argument (exact as a double, never a subnormal double) and a result in plain doubles with a
   relative error below about 2^-33, which the one rounding to float32 turns into at most 0.5 +
   2^-9 ulp. Shorter series than the float64 functions and no double-doubles. (float32 exp,
   exp2, expm1, sinh, cosh and tanh are declared on floats: the float-lane kernels below.)
   expm1(r) = r + r^2 p(r) for |r| <= 0.3473, p of degree 6 fitted for the least maximum
   relative error of the sum (benches/libm_constants.py, expm1_32_poly: below 2^-37), in
   Estrin's scheme (pairs, then powers r^2 and r^4: a shorter chain of dependent operations
   than Horner's) */
TL_INLINE double tl_expm1_k32(double r) {
    double r2 = r * r, r4 = r2 * r2;
    double a = 0x1.000000001770bp-1 + r * 0x1.55555573a935ep-3, b = 0x1.555554f254879p-5 + r * 0x1.1110b166578fcp-7;
    double c = 0x1.6c176807f9d50p-10 + r * 0x1.a170b48882b17p-13;
    double p = (a + r2 * b) + r4 * (c + r2 * 0x1.a003905e7af68p-16);
    return r + r2 * p;
}
/* exp(x) for |x| <= 400 (clamped; NaN is not): k = round(x / ln2), r = x - k ln2 (error below
   2^-44 for |k| < 600), 2^k applied in the exponent field */
TL_INLINE double tl_exp_d32(double x) {
    double xc = x < -400.0 ? -400.0 : (x > 400.0 ? 400.0 : x);
    double k = tl_rint_small(xc * 0x1.71547652b82fep0);
    double r = xc - k * 0x1.62e42fefa39efp-1;
    return (1.0 + tl_expm1_k32(r)) * tl_pow2i(k);
}
/* Float-lane exponential kernels, shared by float32 exp, exp2, expm1, sinh, cosh and tanh
   (README, "The math library"): plain float arithmetic (16 lanes of AVX-512, 4 of a v128),
   within 1 ulp without FMA by error-free steps (Cody-Waite's reduction with a short first
   constant, Fast2Sum, products of 12-bit heads). Float constants are exact hex floats. */
/* round to nearest integer (ties to even), |x| < 2^22 */
TL_INLINE float tl_f32_rint(float x) { return (x + 0x1.8p23f) - 0x1.8p23f; }
/* 2^k from kb = k + 0x1.8p23 (k an integer in [-126, 127]; k sits in kb's low bits), built in
   the exponent field */
TL_INLINE float tl_f32_pow2k(float kb) { return tl_fl_from((tl_fl_bits(kb) + 127u) << 23); }
/* 2^k for an integer-valued k in [-126, 127] */
TL_INLINE float tl_f32_pow2i(float k) { return tl_f32_pow2k(k + 0x1.8p23f); }
/* 2^k m for an integer-valued k in [-252, 254], as two normal factors (exact for normal
   results, one rounding for subnormal ones) */
TL_INLINE float tl_f32_scale2(float m, float k) {
    float k1 = tl_f32_rint(k * 0.5f);
    return (m * tl_f32_pow2i(k1)) * tl_f32_pow2i(k - k1);
}
/* x = k ln2 + rh + rl for |x| <= 200: k = round(x / ln2), rh = x - k C1 exact (C1, the first 15
   bits of ln2, times |k| < 512 is exact; the difference is exact by Sterbenz's lemma), rl =
   -k C2 rounded (C1 + C2 within 2^-44 of ln2) */
typedef struct { float rh, rl, k, kb; } tl_f32red;
TL_INLINE tl_f32red tl_f32_exp_red(float x) {
    tl_f32red o;
    o.kb = x * 0x1.715476p0f + 0x1.8p23f; /* k + 0x1.8p23 (tl_f32_rint): 2^k is tl_f32_pow2k(kb) */
    o.k = o.kb - 0x1.8p23f;
    o.rh = x - o.k * 0x1.62e4p-1f;
    o.rl = -(o.k * 0x1.7f7d1cp-20f);
    return o;
}
/* exp(rh + rl) + (one - 1) for |rh + rl| <= 0.35 and one in [1, 2] as h + l: one + rh exact by
   Fast2Sum, t = rl + r^2 p(r), p of degree 5 fitted for the least maximum error of r^2 p
   relative to exp(r) (benches/libm_constants.py, exp_32_poly: below 2^-29.7 with the
   coefficients rounded to float), so that only the sum of one + rh and the small rest rounds
   (h); l is that rounding's error. tl_f32_exp_m is exp's (one = 1); tanh adds 2^-k. */
TL_INLINE tl_ff tl_f32_exp_m_plus(float rh, float rl, float one) {
    float r = rh + rl, r2 = r * r, r4 = r2 * r2;
    float a = 0x1p-1f + r * 0x1.555554p-3f, b = 0x1.55548cp-5f + r * 0x1.111274p-7f;
    float c = 0x1.6d8e72p-10f + r * 0x1.9f0778p-13f;
    float p = (a + r2 * b) + r4 * c;
    float t = rl + r2 * p;
    float s = one + rh, u = ((one - s) + rh) + t;
    tl_ff m;
    m.h = s + u;
    m.l = u - (m.h - s);
    return m;
}
TL_INLINE tl_ff tl_f32_exp_m(float rh, float rl) { return tl_f32_exp_m_plus(rh, rl, 1.0f); }
/* float32 exp: x clamped to [-104, 89] (beyond, the result rounds to 0 or overflows), 2^k applied
   as two factors */
TL_INLINE float tl_exp_f32(float x) {
    float xc = x < -104.0f ? -104.0f : (x > 89.0f ? 89.0f : x);
    tl_f32red e = tl_f32_exp_red(xc);
    /* NaN stays NaN (the clamp keeps it) */
    return tl_f32_scale2(tl_f32_exp_m(e.rh, e.rl).h, e.k);
}
/* float32 cosh(a) (sign 1) or sinh(a) (sign -1) for a >= 0 (clamped to 89.5, beyond which both
   overflow): (exp(a) + sign exp(-a))/2 = 2^(k-1) (m + sign w/m) with exp(a) = 2^k m, m = h + l
   as in tl_f32_exp_m and w = 2^-2kc, kc = min(k, 60) (below 2^-120, the term is far below the
   result's ulp); w/m = v - v q l with q = 1/h rounded and v = w q, h + v by Fast2Sum (exact:
   h >= |v| where k >= 1, or cosh), so that q's rounding (1/4 ulp at most where w/m <= m/2) and
   the last addition's are the only ones that matter; 2^(k-1) applied as 2^(k-2) 2 (k <= 129) */
TL_INLINE float tl_f32_hyp(float a, float sign) {
    tl_f32red e = tl_f32_exp_red(a > 89.5f ? 89.5f : a);
    tl_ff m = tl_f32_exp_m(e.rh, e.rl);
    float kc = e.k > 60.0f ? 60.0f : e.k, w = sign * tl_f32_pow2i(-2.0f * kc);
    float q = 1.0f / m.h, v = w * q, sh = m.h + v;
    float y = (sh + (((m.h - sh) + v) + (m.l - v * (q * m.l)))) * tl_f32_pow2k(e.kb - 2.0f);
    return y + y;
}

/* Helpers of float64 expm1, tanh, sinh and cosh. The series of exp(r) - 1 - r - r^2/2 split into
   its even and odd parts, z^2 Pe(z) + r z Po(z), z = r^2, for |r| <= 0.3466 (exp's reduced
   argument): Pe and Po of degree 4 interpolated at Chebyshev nodes (benches/libm_constants.py, the
   two terms within 2^-64 and 2^-60.4; as one polynomial in r, exp(r) - 1 within 2^-58.5
   relative), each in Estrin's scheme (pairs, then z^2 and z^4). */
typedef struct { double e, o; } tl_eo;
TL_INLINE tl_eo tl_exp_eo(double z) {
    double z2 = z * z, z4 = z2 * z2;
    tl_eo p;
    p.e = ((0x1.5555555555555p-5 + z * 0x1.6c16c16c167e1p-10) + z2 * (0x1.a01a01a47adc4p-16 + z * 0x1.27e4e1f5246c7p-22))
          + z4 * 0x1.1f66de051eb02p-29;
    p.o = ((0x1.5555555555556p-3 + z * 0x1.11111111109b4p-7) + z2 * (0x1.a01a01a7c3d59p-13 + z * 0x1.71de0daf7a6ccp-19))
          + z4 * 0x1.af38a71a18cb9p-26;
    return p;
}
/* min(a, b) for a >= 0 or NaN (NaN gives b) and b > 0: the integer minimum of the bits (a ?: on
   doubles lets gcc (12) specialise the rest of the function for the constant, with masked
   operations and blends) */
TL_INLINE double tl_min_pos(double a, double b) {
    uint64_t u = tl_bits(a), v = tl_bits(b);
    return tl_from_bits(u < v ? u : v);
}
/* exp(r) and exp(-r) for r = rh + rl (tl_exp_red's) as (u1 + f1) + (ea + ob) and
   (u2 + f2) + (ea - ob), E +- O from tl_exp_eo: u1 = g + rh and u2 = g - rh split exactly by
   Fast2Sum, g = 1 + h, ea = E - g, ob = O - rh. With exact (a constant: the tests fold away),
   h = q^2/2 exactly (q = rh cut to 26 bits, q^2 exact) and the rest of r^2/2, t (q + t/2) with
   t = r - q, in ea, for results that cancel (sinh); otherwise h = 0 and ea = r^2/2 + ... with
   r's rounding error dr added as r dr. */
typedef struct { double u1, f1, u2, f2, ea, ob; } tl_exppm;
TL_INLINE tl_exppm tl_exp_pm(double rh, double rl, int exact) {
    double r = rh + rl, z = r * r, z2 = z * z;
    tl_eo p = tl_exp_eo(z);
    double q = tl_from_bits(tl_bits(rh) & 0xfffffffff8000000ULL), t = (rh - q) + rl;
    double h = exact ? (q * q) * 0.5 : 0.0, g = 1.0 + h, gn = (g - 1.0) - h;
    tl_exppm m;
    m.u1 = g + rh;
    m.f1 = (g - m.u1) + rh;
    m.u2 = g - rh;
    m.f2 = (g - m.u2) - rh;
    m.ea = exact ? (t * (q + 0.5 * t) + z2 * p.e) - gn : z * 0.5 + (z2 * p.e + r * ((rh - r) + rl));
    m.ob = rl + r * (z * p.o);
    return m;
}

/* tanh(a), a = |x| clamped to 22 (tanh rounds to 1 above 19.07), as N/D with N = exp(r) -
   w exp(-r) and D = exp(r) + w exp(-r), a = k ln2 + r (tl_exp_red), w = 2^-2k, without a separate
   series for small a: exp(r) and exp(-r) from the even and odd parts E +- O as in tl_hyp
   (tl_exp_pm), 1 +- rh split exactly (Fast2Sum), u1 -+ w u2 with their exact errors, and the
   small terms (E - 1 with r's rounding error in r^2/2, O - rh) in plain doubles: N = n0 + nl,
   D = d0 + dl. Where k = 0, N = 2 O (no cancellation); where k >= 1, N cancels at most one bit.
   N/D = q + c with q = (n0 + nl)/(d0 + dl) rounded and cut to 26 bits and c = (N - q D)/D, whose
   large part n0 - q d0 is exact (d0 cut to 26 bits plus a 27-bit rest: both products exact, the
   first subtraction exact by Sterbenz's lemma, q d0 being within 2^-25 of n0 for a >= 2^-27;
   below, tanh(a) rounds to a): one division, and only the last addition rounds. Measured 0.72
   ulp (z/2 from the rounded square: with the exact square of rh cut to 26 bits, as sinh, 0.56 but
   about 15% slower). Plain doubles throughout. */
TL_INLINE double tl_tanh(double x) {
    tl_expred e = tl_exp_red(tl_min_pos(tl_fabs(x), 22.0));
    double w = tl_from_bits((1023ULL << 52) - (tl_bits(e.kb) << 53));
    tl_exppm m = tl_exp_pm(e.rh, e.rl, 0);
    double wu = w * m.u2, n0 = m.u1 - wu, d0 = m.u1 + wu;
    double sp = m.f1 + (m.ea + m.ob), wsm = w * (m.f2 + (m.ea - m.ob));
    double nl = ((m.u1 - n0) - wu) + (sp - wsm), dl = (wu - (d0 - m.u1)) + (sp + wsm);
    double inv = 1.0 / (d0 + dl);
    double qc = tl_from_bits(tl_bits((n0 + nl) * inv) & 0xfffffffff8000000ULL);
#if defined(TL_FMA_PRODUCT)
    /* n0 - qc d0 rounded once, as the split below computes it (its first difference is exact) */
    double y = qc + ((__builtin_fma(-qc, d0, n0) + (nl - qc * dl)) * inv);
#else
    double dhh = tl_from_bits(tl_bits(d0) & 0xfffffffff8000000ULL), dhl = d0 - dhh;
    double y = qc + ((((n0 - qc * dhh) - qc * dhl) + (nl - qc * dl)) * inv);
#endif
    y = tl_fabs(x) < 0x1p-27 ? x : tl_from_bits(tl_bits(y) | (tl_bits(x) & 0x8000000000000000ULL));
    return x != x ? x + x : y;
}
/* float32, in float lanes: below 0.55, a + a z P(z), z = a^2, P of degree 4 fitted for the least
   maximum relative error (benches/libm_constants.py, tanh_32_poly: below 2^-28 with the
   coefficients rounded to float); above, 1 - q with q = 2/(exp(2a) + 1) < 1/2: exp(2a) = 2^k m,
   so q = 2^(1-k)/D with D = m + 2^-k = dh + dl formed by exp's steps from 1 + 2^-k (exact for
   k <= 23; beyond, 2^-k is below the rounding of D and q's part in the result), q = q0 - q0
   dl/dh with q0 = 2^(1-k)/dh rounded, 1 - q0 exact by Fast2Sum: q0's rounding (at most 1/4 ulp
   of the result, since q < 1/2 < 1 - q) and the last addition's are the only ones that matter
   (0.79 ulp at most over every float above 0.55, 0.86 below); a clamped to 10 (tanh rounds to 1
   above 9.02, k <= 29). */
TL_INLINE float tl_tanh_f32(float x) {
    float a = tl_fl_abs(x);
    float z = a * a, z2 = z * z;
    float p = (-0x1.55554ap-2f + z * 0x1.110d12p-3f) + z2 * ((-0x1.b924e4p-5f + z * 0x1.591d66p-6f) + z2 * -0x1.9a7278p-8f);
    float ys = a + a * (z * p);
    float ac = a > 10.0f ? 10.0f : a;
    tl_f32red e = tl_f32_exp_red(ac + ac);
    /* w = 2^-k built in the exponent field from kb = k + 0x1.8p23 (bits 0x4b400000 + k) */
    float w = tl_fl_from((0x4b40007fu - tl_fl_bits(e.kb)) << 23);
    tl_ff d = tl_f32_exp_m_plus(e.rh, e.rl, 1.0f + w);
    float h0 = 1.0f / d.h, q0 = h0 * (w + w), s = 1.0f - q0;
    float y = s + (((1.0f - s) - q0) + (q0 * d.l) * h0);
    y = a < 0.55f ? ys : y;
    /* NaN stays NaN through both branches (the clamp keeps it) */
    return tl_fl_signed(y, x);
}

TL_TARGET int tl_k_153136fd607f5948561a6941(npy_intp tl_n, const npy_float64* restrict tl_p0, const npy_float64* restrict tl_p1, const npy_float32 tl_v2, npy_float64* restrict tl_pz) {
    tl_negative_power = 0;
    for (npy_intp tl_b = 0; tl_b < tl_n; tl_b += 256) {
        npy_intp tl_e = tl_n - tl_b < 256 ? tl_n : tl_b + 256;
        int tl_bad = 0;
        TL_VECTORIZE
        for (npy_intp i = tl_b; i < tl_e; i++) {
            int tl_ok = 1;
            npy_float64 t0 = (tl_p0[i] * ((npy_float64)2.0));
            npy_float64 t1 = (t0 + tl_p1[i]);
            npy_float64 t2 = (t1 / ((npy_float64)3.0));
            tl_ok &= tl_exp_ok((double)(t2));
            npy_float64 t3 = tl_exp_fast(t2);
            npy_float64 t4 = tl_tanh(tl_p0[i]);
            npy_float64 t5 = (t4 * ((npy_float64)(tl_v2)));
            npy_float64 t6 = (t3 - t5);
            tl_pz[i] = t6;
            tl_bad |= !tl_ok;
        }
        if (tl_bad)
            for (npy_intp i = tl_b; i < tl_e; i++) {
                npy_float64 t0 = (tl_p0[i] * ((npy_float64)2.0));
                npy_float64 t1 = (t0 + tl_p1[i]);
                npy_float64 t2 = (t1 / ((npy_float64)3.0));
                npy_float64 t3 = tl_exp(t2);
                npy_float64 t4 = tl_tanh(tl_p0[i]);
                npy_float64 t5 = (t4 * ((npy_float64)(tl_v2)));
                npy_float64 t6 = (t3 - t5);
                tl_pz[i] = t6;
            }
    }
    return tl_negative_power;
}
static int tl_k_153136fd607f5948561a6941_rows(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, char* out, ptrdiff_t out_step) {
    const char* b0 = p[0];
    const char* b1 = p[1];
    const ptrdiff_t t0 = steps[0];
    const ptrdiff_t t1 = steps[1];
    int negative = 0;
    for (ptrdiff_t r = 0; r < count; r++, b0 += t0, b1 += t1, out += out_step)
        negative |= tl_k_153136fd607f5948561a6941(n, (const npy_float64*)b0, (const npy_float64*)b1, *(const npy_float32*)p[2], (npy_float64*)out);
    return negative;
}
static const ptrdiff_t tl_k_153136fd607f5948561a6941_sizes[3] = {(ptrdiff_t)sizeof(npy_float64), (ptrdiff_t)sizeof(npy_float64), 0};
static const tl_walk tl_k_153136fd607f5948561a6941_walk = {3, tl_k_153136fd607f5948561a6941_sizes, (ptrdiff_t)sizeof(npy_float64), 32768, 256, tl_k_153136fd607f5948561a6941_rows};
int tl_k_153136fd607f5948561a6941_nd(int nd, const npy_intp* shape, const char* const* data, const npy_intp* strides, char* out) {
    return tl_walk_nd(&tl_k_153136fd607f5948561a6941_walk, nd, shape, data, strides, out);
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

#include <stdint.h>
#include <string.h>
static inline uint64_t tl_bits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static inline double tl_from_bits(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
static inline npy_int64 tl_floordiv_s64(npy_int64 a, npy_int64 b) {
    if (b == 0) return 0;
    if (b == -1) return (npy_int64)(0 - (npy_uint64)a);
    npy_int64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}
static inline npy_uint64 tl_floordiv_u64(npy_uint64 a, npy_uint64 b) { return b == 0 ? 0 : a / b; }
static inline npy_int64 tl_mod_s64(npy_int64 a, npy_int64 b) {
    if (b == 0 || b == -1) return 0;
    npy_int64 r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}
static inline npy_uint64 tl_mod_u64(npy_uint64 a, npy_uint64 b) { return b == 0 ? 0 : a % b; }
static int tl_negative_power;
static inline npy_int64 tl_pow_s64(npy_int64 base, npy_int64 e) {
    if (e < 0) { tl_negative_power = 1; return 0; }
    npy_uint64 r = 1, b = (npy_uint64)base;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; }
    return (npy_int64)r;
}
static inline npy_uint64 tl_pow_u64(npy_uint64 b, npy_uint64 e) {
    npy_uint64 r = 1;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; }
    return r;
}
/* Python's divmod convention (the result takes the sign of the divisor), as NumPy. */
#define TL_DIVMOD(SUFFIX, T, FMOD, FLOOR, COPYSIGN)                                   \
static inline T tl_mod##SUFFIX(T a, T b) {                                            \
    T m = FMOD(a, b);                                                                 \
    if (b == 0) return m;                                                             \
    if (m != 0) { if ((b < 0) != (m < 0)) m += b; } else m = COPYSIGN((T)0, b);       \
    return m;                                                                         \
}                                                                                     \
static inline T tl_floordiv##SUFFIX(T a, T b) {                                       \
    if (b == 0) return a / b;                                                         \
    T m = FMOD(a, b);                                                                 \
    T d = (a - m) / b;                                                                \
    if (m != 0 && ((b < 0) != (m < 0))) d -= 1;                                       \
    if (d == 0) return COPYSIGN((T)0, a / b);                                         \
    T f = FLOOR(d);                                                                   \
    if (d - f > (T)0.5) f += 1;                                                       \
    return f;                                                                         \
}
TL_DIVMOD(, double, fmod, floor, copysign)
TL_DIVMOD(f, float, fmodf, floorf, copysignf)
#define TL_FLOAT_TO_INT(NAME, T, LO, HI)                                                \
static inline T NAME(double v) {                                                      \
    if (v != v) return 0;                                                             \
    if (v <= (double)(LO)) return (LO);                                               \
    if (v >= (double)(HI)) return (HI);                                               \
    return (T)v;                                                                      \
}
TL_FLOAT_TO_INT(tl_to_int8, npy_int8, -128, 127)
TL_FLOAT_TO_INT(tl_to_int16, npy_int16, -32768, 32767)
TL_FLOAT_TO_INT(tl_to_int32, npy_int32, -2147483647 - 1, 2147483647)
TL_FLOAT_TO_INT(tl_to_int64, npy_int64, (-9223372036854775807LL - 1), 9223372036854775807LL)
TL_FLOAT_TO_INT(tl_to_uint8, npy_uint8, 0, 255)
TL_FLOAT_TO_INT(tl_to_uint16, npy_uint16, 0, 65535)
TL_FLOAT_TO_INT(tl_to_uint32, npy_uint32, 0, 4294967295u)
TL_FLOAT_TO_INT(tl_to_uint64, npy_uint64, 0, 18446744073709551615ULL)
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
TL_TARGET int tl_k_cfe7ed31fbea2cb994b39b39(npy_intp tl_n, const npy_float64* restrict tl_p0, const npy_float64* restrict tl_p1, npy_float64* restrict tl_pz) {
    tl_negative_power = 0;
    for (npy_intp i = 0; i < tl_n; i++) {
        npy_bool t0 = (((tl_p0[i] > tl_p1[i])) != 0);
        npy_float64 t1 = (t0 ? tl_p0[i] : tl_p1[i]);
        tl_pz[i] = t1;
    }
    return tl_negative_power;
}
static int tl_k_cfe7ed31fbea2cb994b39b39_rows(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, char* out, ptrdiff_t out_step) {
    const char* b0 = p[0];
    const char* b1 = p[1];
    const ptrdiff_t t0 = steps[0];
    const ptrdiff_t t1 = steps[1];
    int negative = 0;
    for (ptrdiff_t r = 0; r < count; r++, b0 += t0, b1 += t1, out += out_step)
        negative |= tl_k_cfe7ed31fbea2cb994b39b39(n, (const npy_float64*)b0, (const npy_float64*)b1, (npy_float64*)out);
    return negative;
}
static const ptrdiff_t tl_k_cfe7ed31fbea2cb994b39b39_sizes[2] = {(ptrdiff_t)sizeof(npy_float64), (ptrdiff_t)sizeof(npy_float64)};
static const tl_walk tl_k_cfe7ed31fbea2cb994b39b39_walk = {2, tl_k_cfe7ed31fbea2cb994b39b39_sizes, (ptrdiff_t)sizeof(npy_float64), 262144, 256, tl_k_cfe7ed31fbea2cb994b39b39_rows};
int tl_k_cfe7ed31fbea2cb994b39b39_nd(int nd, const npy_intp* shape, const char* const* data, const npy_intp* strides, char* out) {
    return tl_walk_nd(&tl_k_cfe7ed31fbea2cb994b39b39_walk, nd, shape, data, strides, out);
}
