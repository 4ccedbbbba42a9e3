/* Copying and converting array data: PyArray_CopyInto and everything built on it (NewCopy,
 * CastToType, FromAny, FillWithScalar), with NumPy's unsafe (C-cast) value conversions
 * between the shim's dtypes. Elements are read and written with memcpy, so unaligned arrays
 * are fine. */
#include "shim.h"

#include "numpy/halffloat.h"

/* One element's value. kind says which members hold it: 'b' bool and 'u' unsigned in u, 'i'
 * in i, 'f' (half, float, double) in re and 'c' (their complex) in re/im, 'g' (long double)
 * in lre and 'G' (its complex) in lre/lim. Everything but long double and its complex goes
 * through double, which represents every such value exactly. */
typedef struct {
    char kind;
    char simd; /* read from a float or double element (see double_to_u32) */
    int64_t i;
    uint64_t u;
    double re, im;
    long double lre, lim;
} value_t;

/* target = the ctype element at src. */
#define READ(target, ctype, src)           \
    do {                                   \
        ctype r_;                          \
        memcpy(&r_, (src), sizeof r_);     \
        (target) = r_;                     \
    } while (0)

static void load(const PyArray_Descr* descr, const char* src, value_t* v) {
    v->simd = descr->type_num == NPY_FLOAT || descr->type_num == NPY_DOUBLE;
    switch (descr->type_num) {
    case NPY_BOOL:
        v->kind = 'b';
        READ(v->u, npy_bool, src);
        v->u = v->u != 0;
        break;
    case NPY_BYTE:
        v->kind = 'i';
        READ(v->i, npy_byte, src);
        break;
    case NPY_UBYTE:
        v->kind = 'u';
        READ(v->u, npy_ubyte, src);
        break;
    case NPY_SHORT:
        v->kind = 'i';
        READ(v->i, npy_short, src);
        break;
    case NPY_USHORT:
        v->kind = 'u';
        READ(v->u, npy_ushort, src);
        break;
    case NPY_INT:
        v->kind = 'i';
        READ(v->i, npy_int, src);
        break;
    case NPY_UINT:
        v->kind = 'u';
        READ(v->u, npy_uint, src);
        break;
    case NPY_LONG:
        v->kind = 'i';
        READ(v->i, npy_long, src);
        break;
    case NPY_ULONG:
        v->kind = 'u';
        READ(v->u, npy_ulong, src);
        break;
    case NPY_LONGLONG:
        v->kind = 'i';
        READ(v->i, npy_longlong, src);
        break;
    case NPY_ULONGLONG:
        v->kind = 'u';
        READ(v->u, npy_ulonglong, src);
        break;
    case NPY_HALF: {
        npy_half h;
        READ(h, npy_half, src);
        v->kind = 'f';
        v->re = npy_half_to_double(h);
        break;
    }
    case NPY_FLOAT:
        v->kind = 'f';
        READ(v->re, npy_float, src);
        break;
    case NPY_DOUBLE:
        v->kind = 'f';
        READ(v->re, npy_double, src);
        break;
    case NPY_LONGDOUBLE:
        v->kind = 'g';
        READ(v->lre, npy_longdouble, src);
        break;
    case NPY_CFLOAT:
        v->kind = 'c';
        READ(v->re, npy_float, src);
        READ(v->im, npy_float, src + sizeof(npy_float));
        break;
    case NPY_CDOUBLE:
        v->kind = 'c';
        READ(v->re, npy_double, src);
        READ(v->im, npy_double, src + sizeof(npy_double));
        break;
    case NPY_CLONGDOUBLE:
        v->kind = 'G';
        READ(v->lre, npy_longdouble, src);
        READ(v->lim, npy_longdouble, src + sizeof(npy_longdouble));
        break;
    }
}

/* Float to integer conversions defined for every input (C leaves out-of-range ones undefined).
 * They compute what the host's NumPy gets on x86-64: a truncating conversion to 32 or 64 bits,
 * NaN and out-of-range values giving the "integer indefinite" minimum, then wrapping to the
 * element's width; the unsigned 32 and 64-bit ones shift values from 2^31 (2^63) up into the
 * signed range and back, as the compiled code does. In range, they are plain C casts. */
#define FLOAT_TO_INT(name, T)                                                        \
    static int32_t name##_to_i32(T x) {                                              \
        return x > (T)-2147483649.0 && x < (T)2147483648.0 ? (int32_t)x : INT32_MIN; \
    }                                                                                \
    static int64_t name##_to_i64(T x) {                                              \
        return x >= (T)-9223372036854775808.0 && x < (T)9223372036854775808.0        \
                   ? (int64_t)x                                                      \
                   : INT64_MIN;                                                      \
    }                                                                                \
    static uint64_t name##_to_u64(T x) {                                             \
        if (x >= (T)9223372036854775808.0) {                                         \
            return (uint64_t)name##_to_i64(x - (T)9223372036854775808.0) +           \
                   UINT64_C(0x8000000000000000);                                     \
        }                                                                            \
        return (uint64_t)name##_to_i64(x);                                           \
    }
FLOAT_TO_INT(double, double)
FLOAT_TO_INT(ldouble, long double)

/* uint32 from a float or double as NumPy's vectorised loops compute it: values from 2^31 up
 * shifted into the int32 range and back. (Its scalar loops, for half, long double and complex
 * sources, go through int64 instead.) */
static uint32_t double_to_u32(double x) {
    if (x >= 2147483648.0) {
        return (uint32_t)double_to_i32(x - 2147483648.0) + UINT32_C(0x80000000);
    }
    return (uint32_t)double_to_i32(x);
}

/* The value as an integer of `bits` (32 or 64) bits, before wrapping to the element type. */
static int64_t as_int(const value_t* v, int bits) {
    switch (v->kind) {
    case 'i':
        return v->i;
    case 'b':
    case 'u':
        return (int64_t)v->u; /* wraps, as the C conversion does on every target */
    case 'f':
    case 'c':
        return bits == 32 ? double_to_i32(v->re) : double_to_i64(v->re);
    default:
        return bits == 32 ? ldouble_to_i32(v->lre) : ldouble_to_i64(v->lre);
    }
}

static uint64_t as_uint64(const value_t* v) {
    switch (v->kind) {
    case 'i':
        return (uint64_t)v->i;
    case 'b':
    case 'u':
        return v->u;
    case 'f':
    case 'c':
        return double_to_u64(v->re);
    default:
        return ldouble_to_u64(v->lre);
    }
}

/* The real (or imaginary) part converted straight to T, so each conversion rounds once. */
#define AS_REAL(T, v)                                                      \
    ((v)->kind == 'i'                      ? (T)(v)->i                     \
     : ((v)->kind == 'u' || (v)->kind == 'b') ? (T)(v)->u                  \
     : ((v)->kind == 'f' || (v)->kind == 'c') ? (T)(v)->re                 \
                                              : (T)(v)->lre)
#define AS_IMAG(T, v) \
    ((v)->kind == 'c' ? (T)(v)->im : (v)->kind == 'G' ? (T)(v)->lim : (T)0)

#define WRITE(ctype, dst, value)        \
    do {                                \
        ctype w_ = (ctype)(value);      \
        memcpy((dst), &w_, sizeof w_);  \
    } while (0)

static void store(const PyArray_Descr* descr, char* dst, const value_t* v) {
    switch (descr->type_num) {
    case NPY_BOOL: {
        int truth;
        switch (v->kind) {
        case 'i':
            truth = v->i != 0;
            break;
        case 'b':
        case 'u':
            truth = v->u != 0;
            break;
        case 'f':
        case 'c':
            truth = v->re != 0 || (v->kind == 'c' && v->im != 0);
            break;
        default:
            truth = v->lre != 0 || (v->kind == 'G' && v->lim != 0);
            break;
        }
        WRITE(npy_bool, dst, truth);
        break;
    }
    case NPY_BYTE:
        WRITE(npy_byte, dst, as_int(v, 32));
        break;
    case NPY_UBYTE:
        WRITE(npy_ubyte, dst, as_int(v, 32));
        break;
    case NPY_SHORT:
        WRITE(npy_short, dst, as_int(v, 32));
        break;
    case NPY_USHORT:
        WRITE(npy_ushort, dst, as_int(v, 32));
        break;
    case NPY_INT:
        WRITE(npy_int, dst, as_int(v, 32));
        break;
    case NPY_UINT:
        WRITE(npy_uint, dst, v->simd ? double_to_u32(v->re) : (uint32_t)as_int(v, 64));
        break;
    case NPY_LONG:
        WRITE(npy_long, dst, as_int(v, 64));
        break;
    case NPY_LONGLONG:
        WRITE(npy_longlong, dst, as_int(v, 64));
        break;
    case NPY_ULONG:
        WRITE(npy_ulong, dst, as_uint64(v));
        break;
    case NPY_ULONGLONG:
        WRITE(npy_ulonglong, dst, as_uint64(v));
        break;
    case NPY_HALF:
        /* Through double: exact for every source but huge integers and long doubles. */
        WRITE(npy_half, dst, npy_double_to_half(AS_REAL(double, v)));
        break;
    case NPY_FLOAT:
        WRITE(npy_float, dst, AS_REAL(npy_float, v));
        break;
    case NPY_DOUBLE:
        WRITE(npy_double, dst, AS_REAL(npy_double, v));
        break;
    case NPY_LONGDOUBLE:
        WRITE(npy_longdouble, dst, AS_REAL(npy_longdouble, v));
        break;
    case NPY_CFLOAT:
        WRITE(npy_float, dst, AS_REAL(npy_float, v));
        WRITE(npy_float, dst + sizeof(npy_float), AS_IMAG(npy_float, v));
        break;
    case NPY_CDOUBLE:
        WRITE(npy_double, dst, AS_REAL(npy_double, v));
        WRITE(npy_double, dst + sizeof(npy_double), AS_IMAG(npy_double, v));
        break;
    case NPY_CLONGDOUBLE:
        WRITE(npy_longdouble, dst, AS_REAL(npy_longdouble, v));
        WRITE(npy_longdouble, dst + sizeof(npy_longdouble), AS_IMAG(npy_longdouble, v));
        break;
    }
}

/* n elements from src (stride ss) to dst (stride ds). */
static void copy_run(char* dst, npy_intp ds, const PyArray_Descr* dd, const char* src,
                     npy_intp ss, const PyArray_Descr* sd, npy_intp n) {
    if (!PyArray_EquivTypes((PyArray_Descr*)dd, (PyArray_Descr*)sd)) {
        value_t v;
        for (npy_intp k = 0; k < n; k++, dst += ds, src += ss) {
            load(sd, src, &v);
            store(dd, dst, &v);
        }
        return;
    }
    npy_intp elsize = dd->elsize;
    if (ds == elsize && ss == elsize) {
        memmove(dst, src, (size_t)(n * elsize));
        return;
    }
    /* Constant sizes let the compiler turn each memcpy into a load and a store. */
#define COPY_RUN(size)                                        \
    for (npy_intp k = 0; k < n; k++, dst += ds, src += ss) { \
        memcpy(dst, src, size);                               \
    }                                                         \
    break
    switch (elsize) {
    case 1:
        COPY_RUN(1);
    case 2:
        COPY_RUN(2);
    case 4:
        COPY_RUN(4);
    case 8:
        COPY_RUN(8);
    case 16:
        COPY_RUN(16);
    default:
        COPY_RUN((size_t)elsize);
    }
#undef COPY_RUN
}

/* Copies every element of an nd-dim shape, src walked with its own strides (0 where it is
 * broadcast); no checks. Axes both operands walk as one are merged first, so contiguous
 * copies are a single run. */
static void copy_strided(int nd, const npy_intp* dims, char* dst, const npy_intp* dst_strides,
                         const PyArray_Descr* dd, const char* src, const npy_intp* src_strides,
                         const PyArray_Descr* sd) {
    npy_intp shape[NPY_MAXDIMS], ds[NPY_MAXDIMS], ss[NPY_MAXDIMS];
    int n = 0;
    for (int i = 0; i < nd; i++) {
        if (dims[i] == 0) {
            return;
        }
        if (dims[i] == 1) {
            continue;
        }
        if (n > 0 && ds[n - 1] == dst_strides[i] * dims[i] && ss[n - 1] == src_strides[i] * dims[i]) {
            shape[n - 1] *= dims[i];
            ds[n - 1] = dst_strides[i];
            ss[n - 1] = src_strides[i];
            continue;
        }
        shape[n] = dims[i];
        ds[n] = dst_strides[i];
        ss[n] = src_strides[i];
        n++;
    }
    if (n == 0) {
        copy_run(dst, 0, dd, src, 0, sd, 1);
        return;
    }
    npy_intp index[NPY_MAXDIMS] = {0};
    int inner = n - 1;
    for (;;) {
        copy_run(dst, ds[inner], dd, src, ss[inner], sd, shape[inner]);
        int i = inner - 1;
        for (; i >= 0; i--) {
            dst += ds[i];
            src += ss[i];
            if (++index[i] < shape[i]) {
                break;
            }
            dst -= ds[i] * shape[i];
            src -= ss[i] * shape[i];
            index[i] = 0;
        }
        if (i < 0) {
            return;
        }
    }
}

/* The byte range [*lo, *hi) a layout touches (nothing when a dim is 0). */
static void memory_extent(const char* data, int nd, const npy_intp* dims,
                          const npy_intp* strides, npy_intp elsize, uintptr_t* lo,
                          uintptr_t* hi) {
    intptr_t low = 0, high = elsize;
    for (int i = 0; i < nd; i++) {
        if (dims[i] == 0) {
            *lo = *hi = (uintptr_t)data;
            return;
        }
        intptr_t reach = (intptr_t)((dims[i] - 1) * strides[i]);
        if (reach < 0) {
            low += reach;
        } else {
            high += reach;
        }
    }
    *lo = (uintptr_t)data + (uintptr_t)low;
    *hi = (uintptr_t)data + (uintptr_t)high;
}

int PyArray_CopyInto(PyArrayObject* dst, PyArrayObject* src) {
    if (dst == NULL || src == NULL) {
        PyErr_BadInternalCall();
        return -1;
    }
    if (!PyArray_ISWRITEABLE(dst)) {
        PyErr_SetString(PyExc_ValueError, "assignment destination is read-only");
        return -1;
    }
    /* src's strides broadcast to dst's shape (aligned on the last dims; src may have extra
     * leading dims of size 1). */
    int nd = dst->nd, offset = nd - src->nd, ok = 1;
    npy_intp strides[NPY_MAXDIMS];
    for (int i = 0; i < nd; i++) {
        strides[i] = 0;
    }
    for (int k = 0; k < src->nd && ok; k++) {
        npy_intp dim = src->dimensions[k];
        int i = k + offset;
        if (i < 0) {
            ok = dim == 1;
        } else if (dim == dst->dimensions[i]) {
            strides[i] = src->strides[k];
        } else if (dim != 1) {
            ok = 0;
        }
    }
    if (!ok) {
        char from[1400], into[1400];
        PyErr_Format(PyExc_ValueError, "could not broadcast input array from shape %s into shape %s",
                     tl_shape_text(src->nd, src->dimensions, from, sizeof from),
                     tl_shape_text(dst->nd, dst->dimensions, into, sizeof into));
        return -1;
    }
    if (PyArray_SIZE(dst) == 0) {
        return 0;
    }
    uintptr_t dlo, dhi, slo, shi;
    memory_extent(dst->data, nd, dst->dimensions, dst->strides, dst->descr->elsize, &dlo, &dhi);
    memory_extent(src->data, nd, dst->dimensions, strides, src->descr->elsize, &slo, &shi);
    if (dlo < shi && slo < dhi) {
        if (dst->data == src->data && PyArray_EquivTypes(dst->descr, src->descr) &&
            PyArray_CompareLists(dst->strides, strides, nd)) {
            return 0; /* the same elements: nothing changes */
        }
        /* Overlapping memory: go through a copy of src. */
        PyArrayObject* tmp = (PyArrayObject*)PyArray_NewCopy(src, NPY_KEEPORDER);
        if (tmp == NULL) {
            return -1;
        }
        int result = PyArray_CopyInto(dst, tmp);
        Py_DECREF(tmp);
        return result;
    }
    copy_strided(nd, dst->dimensions, dst->data, dst->strides, dst->descr, src->data, strides,
                 src->descr);
    return 0;
}

PyObject* PyArray_NewCopy(PyArrayObject* arr, NPY_ORDER order) {
    if (arr == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyArrayObject* copy = (PyArrayObject*)PyArray_NewLikeArray(arr, order, NULL, 0);
    if (copy != NULL) {
        copy_strided(arr->nd, arr->dimensions, copy->data, copy->strides, copy->descr,
                     arr->data, arr->strides, arr->descr);
    }
    return (PyObject*)copy;
}

PyObject* PyArray_CastToType(PyArrayObject* arr, PyArray_Descr* descr, int is_f_order) {
    if (arr == NULL || descr == NULL) {
        Py_XDECREF(descr);
        PyErr_BadInternalCall();
        return NULL;
    }
    PyArrayObject* result = (PyArrayObject*)PyArray_NewLikeArray(
        arr, is_f_order ? NPY_FORTRANORDER : NPY_CORDER, descr, 0);
    if (result != NULL) {
        copy_strided(arr->nd, arr->dimensions, result->data, result->strides, result->descr,
                     arr->data, arr->strides, arr->descr);
    }
    return (PyObject*)result;
}

/* An integer value (kind 'i', or 'u' above INT64_MAX) for an integer element: in range, or
 * OverflowError as NumPy 2 words it. */
static int check_int_range(const PyArray_Descr* descr, const value_t* v) {
    int64_t lo;
    uint64_t hi;
    switch (descr->type_num) {
    case NPY_BYTE:
        lo = NPY_MIN_INT8, hi = NPY_MAX_INT8;
        break;
    case NPY_UBYTE:
        lo = 0, hi = NPY_MAX_UINT8;
        break;
    case NPY_SHORT:
        lo = NPY_MIN_INT16, hi = NPY_MAX_INT16;
        break;
    case NPY_USHORT:
        lo = 0, hi = NPY_MAX_UINT16;
        break;
    case NPY_INT:
        lo = NPY_MIN_INT32, hi = NPY_MAX_INT32;
        break;
    case NPY_UINT:
        lo = 0, hi = NPY_MAX_UINT32;
        break;
    case NPY_ULONG:
    case NPY_ULONGLONG:
        lo = 0, hi = NPY_MAX_UINT64;
        break;
    default: /* int64 elements hold every int64 */
        lo = NPY_MIN_INT64, hi = NPY_MAX_INT64;
        break;
    }
    if (v->kind == 'u') {
        if (v->u > hi) {
            PyErr_Format(PyExc_OverflowError, "Python integer %llu out of bounds for %s",
                         (unsigned long long)v->u, tl_descr_name(descr));
            return -1;
        }
    } else if (v->i < lo || (v->i > 0 && (uint64_t)v->i > hi)) {
        PyErr_Format(PyExc_OverflowError, "Python integer %lld out of bounds for %s",
                     (long long)v->i, tl_descr_name(descr));
        return -1;
    }
    return 0;
}

/* A Python float for an integer element, as NumPy 2 takes it: int(value) (NaN and infinity
 * fail as int() does), converted to C long (unsigned long for unsigned elements), then
 * range-checked. */
static int float_to_int_value(const PyArray_Descr* descr, double x, value_t* v) {
    if (isnan(x)) {
        PyErr_SetString(PyExc_ValueError, "cannot convert float NaN to integer");
        return -1;
    }
    if (isinf(x)) {
        PyErr_SetString(PyExc_OverflowError, "cannot convert float infinity to integer");
        return -1;
    }
    double t = trunc(x);
    if (t >= -9223372036854775808.0 && t < 9223372036854775808.0) {
        v->kind = 'i';
        v->i = (int64_t)t;
        return check_int_range(descr, v);
    }
    /* NumPy converts through C long, or unsigned long for the wider unsigned types. */
    int type = descr->type_num;
    if ((type == NPY_UINT || type == NPY_ULONG || type == NPY_ULONGLONG) && t > 0 &&
        t < 18446744073709551616.0) {
        v->kind = 'u';
        v->u = (uint64_t)t;
        return check_int_range(descr, v);
    }
    int longlong = type == NPY_LONGLONG || type == NPY_ULONGLONG;
    PyErr_SetString(PyExc_OverflowError, longlong ? "int too big to convert"
                                                  : "Python int too large to convert to C long");
    return -1;
}

int PyArray_FillWithScalar(PyArrayObject* arr, PyObject* obj) {
    if (arr == NULL || obj == NULL) {
        PyErr_BadInternalCall();
        return -1;
    }
    if (!PyArray_ISWRITEABLE(arr)) {
        PyErr_SetString(PyExc_ValueError, "assignment destination is read-only");
        return -1;
    }
    PyArray_Descr* descr = arr->descr;
    int type = descr->type_num;
    int integer = PyTypeNum_ISINTEGER(type);
    value_t v = {0};
    if (PyArray_Check(obj)) {
        PyArrayObject* a = (PyArrayObject*)obj;
        if (PyArray_SIZE(a) != 1) {
            PyErr_SetString(PyExc_ValueError,
                            "the twinlink NumPy shim fills arrays from arrays of size 1 only");
            return -1;
        }
        load(a->descr, a->data, &v); /* a size-1 array's element is at data */
    } else if (tl_scalar_type_num(obj) >= 0) {
        /* A NumPy scalar converts as its dtype's element does. */
        load(tl_descr_builtin(tl_scalar_type_num(obj)), tl_scalar_data(obj), &v);
    } else if (PyBool_Check(obj)) {
        v.kind = 'b';
        v.u = obj == Py_True;
    } else if (PyLong_Check(obj)) {
        int64_t value = ((PyLongObject*)obj)->ob_ival;
        if (type == NPY_LONGDOUBLE || type == NPY_CLONGDOUBLE || integer || type == NPY_BOOL) {
            v.kind = 'i';
            v.i = value;
            if (integer && check_int_range(descr, &v) < 0) {
                return -1;
            }
        } else {
            v.kind = 'f'; /* NumPy converts a Python int to double first */
            v.re = (double)value;
        }
    } else if (PyFloat_Check(obj)) {
        if (integer) {
            if (float_to_int_value(descr, PyFloat_AS_DOUBLE(obj), &v) < 0) {
                return -1;
            }
        } else {
            v.kind = 'f';
            v.re = PyFloat_AS_DOUBLE(obj);
        }
    } else {
        PyErr_Format(PyExc_TypeError, "cannot fill a %s array with a '%.200s' object",
                     tl_descr_name(descr), Py_TYPE(obj)->tp_name);
        return -1;
    }
    /* One element in the array's dtype, then repeated with stride 0. */
    union {
        npy_clongdouble align;
        char bytes[64];
    } element;
    npy_intp zeros[NPY_MAXDIMS] = {0};
    store(descr, element.bytes, &v);
    copy_strided(arr->nd, arr->dimensions, arr->data, arr->strides, descr, element.bytes, zeros,
                 descr);
    return 0;
}

/* A 0-d array holding a Python float, int or bool: of dtype (stolen) if given, as
 * PyArray_FillWithScalar converts, else float64, int64 or bool. NULL with TypeError for other
 * objects. */
static PyArrayObject* scalar_array(PyObject* op, PyArray_Descr* dtype) {
    if (!PyFloat_Check(op) && !PyLong_Check(op)) {
        Py_XDECREF(dtype);
        PyErr_Format(PyExc_TypeError,
                     "the twinlink NumPy shim cannot make an array from a '%.200s' object",
                     Py_TYPE(op)->tp_name);
        return NULL;
    }
    if (dtype == NULL) {
        dtype = PyArray_DescrFromType(PyBool_Check(op)   ? NPY_BOOL
                                      : PyLong_Check(op) ? NPY_LONG
                                                         : NPY_DOUBLE);
    }
    PyArrayObject* arr = (PyArrayObject*)PyArray_Empty(0, NULL, dtype, 0);
    if (arr != NULL && PyArray_FillWithScalar(arr, op) < 0) {
        Py_CLEAR(arr);
    }
    return arr;
}

PyObject* PyArray_FromAny(PyObject* op, PyArray_Descr* dtype, int min_depth, int max_depth,
                          int requirements, PyObject* context) {
    (void)context;
    if (op == NULL) {
        Py_XDECREF(dtype);
        PyErr_BadInternalCall();
        return NULL;
    }
    if (requirements & NPY_ARRAY_WRITEBACKIFCOPY) {
        Py_XDECREF(dtype);
        PyErr_SetString(PyExc_NotImplementedError,
                        "the twinlink NumPy shim does not support NPY_ARRAY_WRITEBACKIFCOPY");
        return NULL;
    }
    PyArrayObject* arr;
    if (PyArray_Check(op)) {
        arr = (PyArrayObject*)op;
        Py_INCREF(arr);
    } else if (tl_scalar_type_num(op) >= 0) {
        /* A NumPy scalar: a 0-d array of its own dtype, converted below if dtype differs. */
        arr = (PyArrayObject*)PyArray_Empty(0, NULL, PyArray_DescrFromType(tl_scalar_type_num(op)), 0);
        if (arr == NULL) {
            Py_XDECREF(dtype);
            return NULL;
        }
        memcpy(arr->data, tl_scalar_data(op), (size_t)arr->descr->elsize);
    } else {
        arr = scalar_array(op, dtype); /* already of dtype */
        dtype = NULL;
        if (arr == NULL) {
            return NULL;
        }
    }
    if (min_depth != 0 && arr->nd < min_depth) {
        PyErr_SetString(PyExc_ValueError, "object of too small depth for desired array");
    } else if (max_depth != 0 && arr->nd > max_depth) {
        PyErr_SetString(PyExc_ValueError, "object too deep for desired array");
    }
    if (PyErr_Occurred()) {
        Py_DECREF(arr);
        Py_XDECREF(dtype);
        return NULL;
    }
    int needed = requirements & (NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_F_CONTIGUOUS |
                                 NPY_ARRAY_ALIGNED | NPY_ARRAY_WRITEABLE);
    int copy = (requirements & NPY_ARRAY_ENSURECOPY) || !PyArray_CHKFLAGS(arr, needed) ||
               (dtype != NULL && !PyArray_EquivTypes(dtype, arr->descr));
    if (!copy) {
        Py_XDECREF(dtype);
        return (PyObject*)arr;
    }
    NPY_ORDER order = (requirements & NPY_ARRAY_F_CONTIGUOUS)   ? NPY_FORTRANORDER
                      : (requirements & NPY_ARRAY_C_CONTIGUOUS) ? NPY_CORDER
                                                                : NPY_KEEPORDER;
    PyArrayObject* result = (PyArrayObject*)PyArray_NewLikeArray(arr, order, dtype, 0);
    if (result != NULL) {
        copy_strided(arr->nd, arr->dimensions, result->data, result->strides, result->descr,
                     arr->data, arr->strides, arr->descr);
    }
    Py_DECREF(arr);
    return (PyObject*)result;
}

PyObject* PyArray_CheckFromAny(PyObject* op, PyArray_Descr* dtype, int min_depth, int max_depth,
                               int requirements, PyObject* context) {
    return PyArray_FromAny(op, dtype, min_depth, max_depth, requirements, context);
}
