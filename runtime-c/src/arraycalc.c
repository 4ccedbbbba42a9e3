/* NumPy functions that compute (numpy/ndarrayobject.h, "calculation"): PyArray_ArgMax,
 * PyArray_SearchSorted, PyArray_CumSum/CumProd, PyArray_Concatenate, PyArray_TakeFrom, PyArray_Arange, and
 * PyNumber_InPlaceAdd. Results, dtypes, axis handling (NPY_RAVEL_AXIS flattens) and errors
 * follow NumPy 2; integer arithmetic wraps as NumPy's does (done in unsigned 64-bit here, so C
 * never sees signed overflow). Half and complex elements are not computed on:
 * NotImplementedError. */
#include "shim.h"

/* Each real type: X(type number, C type, 1 if integer). */
#define REAL_TYPES(X)                                                                        \
    X(NPY_BYTE, npy_byte, 1) X(NPY_UBYTE, npy_ubyte, 1) X(NPY_SHORT, npy_short, 1)          \
    X(NPY_USHORT, npy_ushort, 1) X(NPY_INT, npy_int, 1) X(NPY_UINT, npy_uint, 1)            \
    X(NPY_LONG, npy_long, 1) X(NPY_ULONG, npy_ulong, 1) X(NPY_LONGLONG, npy_longlong, 1)    \
    X(NPY_ULONGLONG, npy_ulonglong, 1) X(NPY_FLOAT, npy_float, 0)                           \
    X(NPY_DOUBLE, npy_double, 0) X(NPY_LONGDOUBLE, npy_longdouble, 0)

/* a + b and a * b as NumPy computes them in type T: integers wrap. */
#define ADD(T, isint, a, b) \
    ((isint) ? (T)((npy_uint64)(npy_int64)(a) + (npy_uint64)(npy_int64)(b)) : (T)((a) + (b)))
#define MUL(T, isint, a, b) \
    ((isint) ? (T)((npy_uint64)(npy_int64)(a) * (npy_uint64)(npy_int64)(b)) : (T)((a) * (b)))

static int unsupported(const char* function, int type_num) {
    PyErr_Format(PyExc_NotImplementedError,
                 "the twinlink NumPy shim's %s does not support %s arrays", function,
                 tl_descr_name(tl_descr_builtin(type_num)));
    return -1;
}

static int axis_error(int axis, int nd) {
    PyErr_Format(PyExc_ValueError, "axis %d is out of bounds for array of dimension %d", axis, nd);
    return -1;
}

/* NumPy's PyArray_CheckAxis without flags: a new reference to arr, or to arr raveled when
 * *axis is NPY_RAVEL_AXIS (then *axis is 0) or arr is 0-d; *axis normalised to [0, nd). NULL
 * with the axis error set. */
static PyArrayObject* check_axis(PyArrayObject* arr, int* axis) {
    PyArrayObject* a;
    if (*axis == NPY_RAVEL_AXIS || PyArray_NDIM(arr) == 0) {
        if (*axis == NPY_RAVEL_AXIS) {
            *axis = 0;
        }
        a = (PyArrayObject*)PyArray_Ravel(arr, NPY_CORDER);
        if (a == NULL) {
            return NULL;
        }
    } else {
        a = (PyArrayObject*)Py_NewRef(arr);
    }
    int nd = PyArray_NDIM(a);
    if (*axis < -nd || *axis >= nd) {
        axis_error(*axis, nd);
        Py_DECREF(a);
        return NULL;
    }
    if (*axis < 0) {
        *axis += nd;
    }
    return a;
}

/* Product of dims [from, to). */
static npy_intp dims_product(const PyArrayObject* a, int from, int to) {
    npy_intp n = 1;
    for (int i = from; i < to; i++) {
        n *= PyArray_DIM(a, i);
    }
    return n;
}

/* NumPy's casting kinds in order: a same_kind cast never goes to an earlier kind. */
static int kind_rank(char kind) {
    const char* order = "buifc";
    const char* at = strchr(order, kind);
    return at != NULL ? (int)(at - order) : 5;
}

/* NumPy's promote_types for the shim's real dtypes (bool, ints, floats): the smallest type both
 * cast to safely. -1 (no exception) for complex operands. */
static int promote(int a, int b) {
    if (a == b) {
        return a;
    }
    const PyArray_Descr* da = tl_descr_builtin(a);
    const PyArray_Descr* db = tl_descr_builtin(b);
    if (da->kind == 'c' || db->kind == 'c') {
        return -1;
    }
    if (da->kind == 'b') {
        return b;
    }
    if (db->kind == 'b') {
        return a;
    }
    if (kind_rank(da->kind) > kind_rank(db->kind)) {
        const PyArray_Descr* t = da;
        da = db;
        db = t;
    }
    npy_intp sa = da->elsize, sb = db->elsize;
    char kind;
    npy_intp size;
    if (da->kind == db->kind) {
        kind = da->kind;
        size = sa > sb ? sa : sb;
    } else if (db->kind == 'i') { /* unsigned with signed */
        kind = 'i';
        size = sa < sb ? sb : 2 * sa;
        if (size > 8) {
            kind = 'f';
            size = 8;
        }
    } else { /* an integer with a float: a float that holds the integer's range */
        kind = 'f';
        npy_intp need = sa == 1 ? 2 : sa == 2 ? 4 : 8;
        size = sb > need ? sb : need;
    }
    static const struct {
        char kind;
        npy_intp size;
        int type;
    } table[] = {{'i', 1, NPY_BYTE},   {'i', 2, NPY_SHORT},  {'i', 4, NPY_INT},
                 {'i', 8, NPY_LONG},   {'u', 1, NPY_UBYTE},  {'u', 2, NPY_USHORT},
                 {'u', 4, NPY_UINT},   {'u', 8, NPY_ULONG},  {'f', 2, NPY_HALF},
                 {'f', 4, NPY_FLOAT},  {'f', 8, NPY_DOUBLE}, {'f', 16, NPY_LONGDOUBLE}};
    for (size_t i = 0; i < Py_ARRAY_LENGTH(table); i++) {
        if (table[i].kind == kind && table[i].size == size) {
            return table[i].type;
        }
    }
    return NPY_LONGDOUBLE; /* long double is 16 bytes: nothing is wider */
}

/* NumPy's can_cast(from, to, "same_kind"). */
static int same_kind(int from, int to) {
    const PyArray_Descr* f = tl_descr_builtin(from);
    const PyArray_Descr* t = tl_descr_builtin(to);
    return promote(from, to) == to || kind_rank(f->kind) <= kind_rank(t->kind);
}

/* result (stolen) itself, or copied into out when given: then a new reference to out. NULL
 * with an exception if the copy fails. */
static PyArrayObject* deliver(PyArrayObject* result, PyArrayObject* out) {
    if (out == NULL || result == NULL) {
        return result;
    }
    int r = PyArray_CopyInto(out, result);
    Py_DECREF(result);
    return r < 0 ? NULL : (PyArrayObject*)Py_NewRef(out);
}

/* --- argmax --- */

PyObject* PyArray_ArgMax(PyArrayObject* op, int axis, PyArrayObject* out) {
    if (op == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyArrayObject* arr = check_axis(op, &axis);
    if (arr == NULL) {
        return NULL;
    }
    /* The axis goes last, in a C-contiguous copy, so each row is searched in order. */
    int nd = PyArray_NDIM(arr);
    npy_intp perm[NPY_MAXDIMS];
    for (int i = 0, j = 0; i < nd; i++) {
        if (i != axis) {
            perm[j++] = i;
        }
    }
    perm[nd - 1] = axis;
    PyArray_Dims permute = {perm, nd};
    PyObject* moved = PyArray_Transpose(arr, &permute);
    Py_DECREF(arr);
    if (moved == NULL) {
        return NULL;
    }
    PyArrayObject* a = (PyArrayObject*)PyArray_NewCopy((PyArrayObject*)moved, NPY_CORDER);
    Py_DECREF(moved);
    if (a == NULL) {
        return NULL;
    }
    npy_intp m = PyArray_DIM(a, nd - 1);
    PyArrayObject* result = NULL;
    if (m == 0) {
        PyErr_SetString(PyExc_ValueError, "attempt to get argmax of an empty sequence");
        goto done;
    }
    if (out != NULL) {
        if (PyArray_NDIM(out) != nd - 1 || !PyArray_EquivTypenums(PyArray_TYPE(out), NPY_INTP) ||
            !PyArray_CompareLists(PyArray_DIMS(out), PyArray_DIMS(a), nd - 1)) {
            PyErr_SetString(PyExc_ValueError, "output array does not match result of np.argmax.");
            goto done;
        }
    }
    result = (PyArrayObject*)PyArray_Empty(nd - 1, PyArray_DIMS(a), PyArray_DescrFromType(NPY_INTP), 0);
    if (result == NULL) {
        goto done;
    }
    npy_intp rows = dims_product(a, 0, nd - 1);
    npy_intp* best = PyArray_DATA(result);
    int type = PyArray_TYPE(a);
    if (type == NPY_BOOL) {
        const npy_bool* v = PyArray_DATA(a);
        for (npy_intp r = 0; r < rows; r++, v += m) {
            npy_intp k = 0;
            while (k < m && !v[k]) {
                k++;
            }
            best[r] = k < m ? k : 0;
        }
    }
    /* The first maximum; for floats the first NaN, as NumPy (NaN is the largest). */
#define ARGMAX_ROWS(num, T, isint)                                  \
    else if (type == num) {                                         \
        const T* v = PyArray_DATA(a);                               \
        for (npy_intp r = 0; r < rows; r++, v += m) {               \
            npy_intp k = 0;                                         \
            T mx = v[0];                                            \
            if (isint || mx == mx) {                                \
                for (npy_intp i = 1; i < m; i++) {                  \
                    if (!isint && v[i] != v[i]) {                   \
                        k = i;                                      \
                        break;                                      \
                    }                                               \
                    if (v[i] > mx) {                                \
                        mx = v[i];                                  \
                        k = i;                                      \
                    }                                               \
                }                                                   \
            }                                                       \
            best[r] = k;                                            \
        }                                                           \
    }
    REAL_TYPES(ARGMAX_ROWS)
#undef ARGMAX_ROWS
    else {
        unsupported("PyArray_ArgMax", type);
        Py_CLEAR(result);
        goto done;
    }
    result = deliver(result, out);
done:
    Py_DECREF(a);
    return (PyObject*)result;
}

/* --- cumulative sum and product --- */

/* Accumulates along axis of the C-contiguous array a, in place. */
static int accumulate_in_place(PyArrayObject* a, int axis, int multiply, const char* function) {
    npy_intp outer = dims_product(a, 0, axis), m = PyArray_DIM(a, axis);
    npy_intp inner = dims_product(a, axis + 1, PyArray_NDIM(a));
    int type = PyArray_TYPE(a);
    if (type == NPY_BOOL) {
        npy_bool* v = PyArray_DATA(a);
        for (npy_intp o = 0; o < outer; o++, v += m * inner) {
            for (npy_intp i = 1; i < m; i++) {
                for (npy_intp k = 0; k < inner; k++) {
                    npy_bool prev = v[(i - 1) * inner + k], *cur = &v[i * inner + k];
                    *cur = multiply ? (prev && *cur) : (prev || *cur);
                }
            }
        }
        return 0;
    }
#define ACCUMULATE(num, T, isint)                                                   \
    if (type == num) {                                                              \
        T* v = PyArray_DATA(a);                                                     \
        for (npy_intp o = 0; o < outer; o++, v += m * inner) {                      \
            for (npy_intp i = 1; i < m; i++) {                                      \
                for (npy_intp k = 0; k < inner; k++) {                              \
                    T prev = v[(i - 1) * inner + k], cur = v[i * inner + k];        \
                    v[i * inner + k] =                                              \
                        multiply ? MUL(T, isint, prev, cur) : ADD(T, isint, prev, cur); \
                }                                                                   \
            }                                                                       \
        }                                                                           \
        return 0;                                                                   \
    }
    REAL_TYPES(ACCUMULATE)
#undef ACCUMULATE
    return unsupported(function, type);
}

/* Shapes as NumPy's broadcasting message prints them: "(2,3)". */
static const char* shape_of(const PyArrayObject* a, char* buf, size_t size) {
    return tl_shape_text(PyArray_NDIM(a), PyArray_DIMS(a), buf, size);
}

/* Writes result into out as NumPy's accumulate does: same shape, values cast (unsafe). */
static int into_out(PyArrayObject* out, PyArrayObject* result) {
    if (PyArray_NDIM(out) != PyArray_NDIM(result) ||
        !PyArray_CompareLists(PyArray_DIMS(out), PyArray_DIMS(result), PyArray_NDIM(out))) {
        char a[1400], b[1400];
        shape_of(out, a, sizeof a);
        shape_of(result, b, sizeof b);
        PyErr_Format(PyExc_ValueError,
                     "operands could not be broadcast together with remapped shapes "
                     "[original->remapped]: %s->%s %s->%s ",
                     a, a, b, b);
        return -1;
    }
    return PyArray_CopyInto(out, result);
}

static PyObject* cumulative(PyArrayObject* self, int axis, int rtype, PyArrayObject* out,
                            int multiply) {
    const char* function = multiply ? "PyArray_CumProd" : "PyArray_CumSum";
    if (self == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyArrayObject* arr = check_axis(self, &axis);
    if (arr == NULL) {
        return NULL;
    }
    if (rtype == NPY_NOTYPE) {
        /* NumPy's add/multiply accumulate bool and small integers in the default int. */
        int type = PyArray_TYPE(arr);
        rtype = type;
        if (type == NPY_BOOL || (PyTypeNum_ISSIGNED(type) && PyArray_ITEMSIZE(arr) < 8)) {
            rtype = NPY_LONG;
        } else if (PyTypeNum_ISUNSIGNED(type) && PyArray_ITEMSIZE(arr) < 8) {
            rtype = NPY_ULONG;
        }
    }
    PyArray_Descr* descr = PyArray_DescrFromType(rtype);
    if (descr == NULL) {
        Py_DECREF(arr);
        return NULL;
    }
    PyArrayObject* work = (PyArrayObject*)PyArray_CastToType(arr, descr, 0);
    Py_DECREF(arr);
    if (work == NULL) {
        return NULL;
    }
    if (accumulate_in_place(work, axis, multiply, function) < 0) {
        Py_DECREF(work);
        return NULL;
    }
    if (out == NULL) {
        return (PyObject*)work;
    }
    int r = into_out(out, work);
    Py_DECREF(work);
    return r < 0 ? NULL : Py_NewRef(out);
}

PyObject* PyArray_CumSum(PyArrayObject* self, int axis, int rtype, PyArrayObject* out) {
    return cumulative(self, axis, rtype, out, 0);
}

PyObject* PyArray_CumProd(PyArrayObject* self, int axis, int rtype, PyArrayObject* out) {
    return cumulative(self, axis, rtype, out, 1);
}

/* --- concatenate --- */

PyObject* PyArray_Concatenate(PyObject* op, int axis) {
    if (op == NULL || !(PyTuple_Check(op) || PyList_Check(op))) {
        PyErr_SetString(PyExc_TypeError,
                        "the twinlink NumPy shim concatenates a tuple or list of arrays");
        return NULL;
    }
    Py_ssize_t n = PyTuple_Check(op) ? PyTuple_GET_SIZE(op) : PyList_GET_SIZE(op);
    if (n == 0) {
        PyErr_SetString(PyExc_ValueError, "need at least one array to concatenate");
        return NULL;
    }
    PyArrayObject** arrays = PyMem_Calloc((size_t)n, sizeof(PyArrayObject*));
    if (arrays == NULL) {
        return PyErr_NoMemory();
    }
    PyArrayObject* result = NULL;
    int ravel = axis == NPY_RAVEL_AXIS;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject* item = PyTuple_Check(op) ? PyTuple_GET_ITEM(op, i) : PyList_GET_ITEM(op, i);
        PyObject* a = PyArray_FROM_O(item);
        if (a != NULL && ravel) {
            Py_SETREF(a, PyArray_Ravel((PyArrayObject*)a, NPY_CORDER));
        }
        if (a == NULL) {
            goto done;
        }
        arrays[i] = (PyArrayObject*)a;
    }
    if (ravel) {
        axis = 0;
    }
    int nd = PyArray_NDIM(arrays[0]);
    if (nd == 0) {
        PyErr_SetString(PyExc_ValueError, "zero-dimensional arrays cannot be concatenated");
        goto done;
    }
    if (axis < -nd || axis >= nd) {
        axis_error(axis, nd);
        goto done;
    }
    if (axis < 0) {
        axis += nd;
    }
    npy_intp shape[NPY_MAXDIMS];
    memcpy(shape, PyArray_DIMS(arrays[0]), (size_t)nd * sizeof(npy_intp));
    int type = PyArray_TYPE(arrays[0]);
    int all_f = PyArray_IS_F_CONTIGUOUS(arrays[0]), any_not_c = !PyArray_IS_C_CONTIGUOUS(arrays[0]);
    for (Py_ssize_t i = 1; i < n; i++) {
        PyArrayObject* a = arrays[i];
        if (PyArray_NDIM(a) != nd) {
            PyErr_Format(PyExc_ValueError,
                         "all the input arrays must have same number of dimensions, but the array "
                         "at index 0 has %d dimension(s) and the array at index %zd has %d "
                         "dimension(s)",
                         nd, (Py_ssize_t)i, PyArray_NDIM(a));
            goto done;
        }
        for (int d = 0; d < nd; d++) {
            if (d != axis && PyArray_DIM(a, d) != shape[d]) {
                PyErr_Format(PyExc_ValueError,
                             "all the input array dimensions except for the concatenation axis "
                             "must match exactly, but along dimension %d, the array at index 0 "
                             "has size %" NPY_INTP_FMT " and the array at index %zd has size %" NPY_INTP_FMT,
                             d, shape[d], (Py_ssize_t)i, PyArray_DIM(a, d));
                goto done;
            }
        }
        shape[axis] += PyArray_DIM(a, axis);
        type = type < 0 ? type : promote(type, PyArray_TYPE(a));
        all_f = all_f && PyArray_IS_F_CONTIGUOUS(a);
        any_not_c = any_not_c || !PyArray_IS_C_CONTIGUOUS(a);
    }
    if (type < 0) {
        unsupported("PyArray_Concatenate (mixed complex dtypes)", NPY_CDOUBLE);
        goto done;
    }
    /* Fortran order when every input is (and not all are C order too), as NumPy keeps the
     * inputs' memory order. */
    result = (PyArrayObject*)PyArray_Empty(nd, shape, PyArray_DescrFromType(type), all_f && any_not_c);
    if (result == NULL) {
        goto done;
    }
    npy_intp offset = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        npy_intp dims[NPY_MAXDIMS];
        memcpy(dims, shape, (size_t)nd * sizeof(npy_intp));
        dims[axis] = PyArray_DIM(arrays[i], axis);
        PyObject* part = tl_array_view(result, nd, dims, PyArray_STRIDES(result),
                                       PyArray_BYTES(result) + offset * PyArray_STRIDE(result, axis));
        int r = part == NULL ? -1 : PyArray_CopyInto((PyArrayObject*)part, arrays[i]);
        Py_XDECREF(part);
        if (r < 0) {
            Py_CLEAR(result);
            goto done;
        }
        offset += dims[axis];
    }
done:
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_XDECREF(arrays[i]);
    }
    PyMem_Free(arrays);
    return (PyObject*)result;
}

/* --- searchsorted --- */

/* NumPy's sort order: a < b, NaN after every number (integers: plain <). */
#define SORT_LT(isint, a, b) ((isint) ? (a) < (b) : ((a) < (b) || ((b) != (b) && (a) == (a))))

/* x before y in the search: x < y for the left side, !(y < x) for the right one. */
#define SEARCH_BEFORE(isint, right, x, y) ((right) ? !SORT_LT(isint, y, x) : SORT_LT(isint, x, y))

/* The insertion index of each of n keys in a (n_a elements, in order, or in the order of
 * sorter's indices): the first i with !(a[i] < key) (left) or key < a[i] (right). As NumPy's
 * searchsorted, each key's search starts from the previous key's result: in [result, n_a)
 * when the previous key comes before this one, else in [0, result + 1). On a sorted a that
 * gives the same indices as a full search; on an unsorted one (undefined, but PyTensor's
 * tests compare it) the same indices as NumPy's. */
#define SEARCH_CASE(TYPE, T, isint)                                                          \
    case TYPE: {                                                                             \
        const T* av = (const T*)a;                                                           \
        const T* kv = (const T*)keys;                                                        \
        npy_intp lo = 0, hi = n_a;                                                           \
        for (npy_intp k = 0; k < n; k++) {                                                   \
            if (k > 0 && SEARCH_BEFORE(isint, right, kv[k - 1], kv[k])) {                    \
                hi = n_a;                                                                    \
            } else {                                                                         \
                lo = 0;                                                                      \
                hi = hi < n_a ? hi + 1 : n_a;                                                \
            }                                                                                \
            while (lo < hi) {                                                                \
                npy_intp mid = lo + (hi - lo) / 2;                                           \
                T e = av[sorter ? sorter[mid] : mid];                                        \
                if (SEARCH_BEFORE(isint, right, e, kv[k])) {                                 \
                    lo = mid + 1;                                                            \
                } else {                                                                     \
                    hi = mid;                                                                \
                }                                                                            \
            }                                                                                \
            out[k] = lo;                                                                     \
        }                                                                                    \
        return 0;                                                                            \
    }

static int search(int type, const void* a, npy_intp n_a, const npy_intp* sorter, const void* keys,
                  npy_intp n, int right, npy_intp* out) {
    switch (type) {
        SEARCH_CASE(NPY_BOOL, npy_bool, 1)
        REAL_TYPES(SEARCH_CASE)
    default:
        return unsupported("PyArray_SearchSorted", type);
    }
}

PyObject* PyArray_SearchSorted(PyArrayObject* op1, PyObject* op2, NPY_SEARCHSIDE side, PyObject* perm) {
    if (op1 == NULL || op2 == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (PyArray_NDIM(op1) != 1) {
        PyErr_SetString(PyExc_ValueError, PyArray_NDIM(op1) > 1 ? "object too deep for desired array"
                                                                 : "object of too small depth for desired array");
        return NULL;
    }
    PyArrayObject *keys0 = NULL, *a = NULL, *keys = NULL, *sorter = NULL, *result = NULL;
    keys0 = (PyArrayObject*)PyArray_FromAny(op2, NULL, 0, 0, 0, NULL);
    if (keys0 == NULL) {
        return NULL;
    }
    /* both in the type they promote to, C-contiguous, as NumPy compares them */
    int type = promote(PyArray_TYPE(op1), PyArray_TYPE(keys0));
    if (type < 0) {
        unsupported("PyArray_SearchSorted", NPY_CDOUBLE);
        goto done;
    }
    a = (PyArrayObject*)PyArray_FromAny((PyObject*)op1, PyArray_DescrFromType(type), 1, 1, NPY_ARRAY_CARRAY, NULL);
    keys = (PyArrayObject*)PyArray_FromAny((PyObject*)keys0, PyArray_DescrFromType(type), 0, 0, NPY_ARRAY_CARRAY, NULL);
    if (a == NULL || keys == NULL) {
        goto done;
    }
    npy_intp n_a = PyArray_DIM(a, 0);
    if (perm != NULL && perm != Py_None) {
        sorter = (PyArrayObject*)PyArray_FromAny(perm, PyArray_DescrFromType(NPY_INTP), 1, 1, NPY_ARRAY_CARRAY, NULL);
        if (sorter == NULL) {
            goto done;
        }
        if (PyArray_DIM(sorter, 0) != n_a) {
            PyErr_SetString(PyExc_ValueError, "sorter.size must equal a.size");
            goto done;
        }
        const npy_intp* s = (const npy_intp*)PyArray_DATA(sorter);
        for (npy_intp i = 0; i < n_a; i++) {
            if (s[i] < 0 || s[i] >= n_a) {
                PyErr_SetString(PyExc_ValueError, "Sorter index out of range.");
                goto done;
            }
        }
    }
    result = (PyArrayObject*)PyArray_SimpleNew(PyArray_NDIM(keys), PyArray_DIMS(keys), NPY_INTP);
    if (result == NULL) {
        goto done;
    }
    if (search(type, PyArray_DATA(a), n_a, sorter ? (const npy_intp*)PyArray_DATA(sorter) : NULL,
               PyArray_DATA(keys), PyArray_SIZE(keys), side == NPY_SEARCHRIGHT,
               (npy_intp*)PyArray_DATA(result)) < 0) {
        Py_CLEAR(result);
    }
done:
    Py_XDECREF(keys0);
    Py_XDECREF(a);
    Py_XDECREF(keys);
    Py_XDECREF(sorter);
    return (PyObject*)result;
}

/* --- take --- */

PyObject* PyArray_TakeFrom(PyArrayObject* self0, PyObject* indices0, int axis, PyArrayObject* out,
                           NPY_CLIPMODE clipmode) {
    if (self0 == NULL || indices0 == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyArrayObject* self = check_axis(self0, &axis);
    if (self == NULL) {
        return NULL;
    }
    PyArrayObject* contiguous = NULL;
    PyArrayObject* indices = NULL;
    PyArrayObject* result = NULL;
    PyObject* idx = PyArray_FROM_O(indices0);
    if (idx == NULL) {
        goto done;
    }
    /* Indices become int64 (same_kind casting to the host's intp, int64). */
    int itype = PyArray_TYPE((PyArrayObject*)idx);
    if (!PyTypeNum_ISINTEGER(itype) && !PyTypeNum_ISBOOL(itype)) {
        PyErr_Format(PyExc_TypeError,
                     "Cannot cast array data from dtype('%s') to dtype('int64') according to the "
                     "rule 'same_kind'",
                     tl_descr_name(PyArray_DESCR((PyArrayObject*)idx)));
        Py_DECREF(idx);
        goto done;
    }
    indices = (PyArrayObject*)PyArray_CastToType((PyArrayObject*)idx, PyArray_DescrFromType(NPY_INT64), 0);
    Py_DECREF(idx);
    if (indices == NULL) {
        goto done;
    }
    contiguous = (PyArrayObject*)PyArray_NewCopy(self, NPY_CORDER);
    if (contiguous == NULL) {
        goto done;
    }
    int nd = PyArray_NDIM(self), ind = PyArray_NDIM(indices);
    if (nd - 1 + ind > NPY_MAXDIMS) {
        PyErr_Format(PyExc_ValueError,
                     "maximum supported dimension for an ndarray is currently %d, found %d",
                     NPY_MAXDIMS, nd - 1 + ind);
        goto done;
    }
    npy_intp shape[NPY_MAXDIMS];
    int k = 0;
    for (int i = 0; i < axis; i++) {
        shape[k++] = PyArray_DIM(self, i);
    }
    for (int i = 0; i < ind; i++) {
        shape[k++] = PyArray_DIM(indices, i);
    }
    for (int i = axis + 1; i < nd; i++) {
        shape[k++] = PyArray_DIM(self, i);
    }
    npy_intp outer = dims_product(self, 0, axis), m = PyArray_DIM(self, axis);
    npy_intp chunk = dims_product(self, axis + 1, nd) * PyArray_ITEMSIZE(self);
    npy_intp count = PyArray_SIZE(indices);
    npy_int64* ix = PyArray_DATA(indices); /* a fresh copy: adjusted in place */
    if (m == 0 && count > 0) {
        PyErr_SetString(PyExc_IndexError, "cannot do a non-empty take from an empty axes.");
        goto done;
    }
    for (npy_intp j = 0; j < count; j++) {
        npy_int64 t = ix[j];
        if (clipmode == NPY_RAISE) {
            if (t < -(npy_int64)m || t >= (npy_int64)m) {
                PyErr_Format(PyExc_IndexError, "index %lld is out of bounds for axis %d with size %lld",
                             (long long)t, axis, (long long)m);
                goto done;
            }
            t = t < 0 ? t + m : t;
        } else if (clipmode == NPY_WRAP) {
            t %= (npy_int64)m;
            t = t < 0 ? t + m : t;
        } else {
            t = t < 0 ? 0 : (t >= (npy_int64)m ? (npy_int64)m - 1 : t);
        }
        ix[j] = t;
    }
    if (out != NULL && (PyArray_NDIM(out) != k || !PyArray_CompareLists(PyArray_DIMS(out), shape, k))) {
        PyErr_SetString(PyExc_ValueError, "output array does not match result of ndarray.take");
        goto done;
    }
    if (out != NULL && !PyArray_EquivTypes(PyArray_DESCR(out), PyArray_DESCR(self))) {
        PyErr_Format(PyExc_TypeError,
                     "Cannot cast array data from dtype('%s') to dtype('%s') according to the rule 'safe'",
                     tl_descr_name(PyArray_DESCR(self)), tl_descr_name(PyArray_DESCR(out)));
        goto done;
    }
    Py_INCREF(PyArray_DESCR(self));
    result = (PyArrayObject*)PyArray_Empty(k, shape, PyArray_DESCR(self), 0);
    if (result == NULL) {
        goto done;
    }
    char* dst = PyArray_BYTES(result);
    const char* src = PyArray_BYTES(contiguous);
    for (npy_intp o = 0; o < outer; o++) {
        for (npy_intp j = 0; j < count; j++) {
            memcpy(dst, src + (o * m + ix[j]) * chunk, (size_t)chunk);
            dst += chunk;
        }
    }
    result = deliver(result, out);
done:
    Py_XDECREF(contiguous);
    Py_XDECREF(indices);
    Py_DECREF(self);
    return (PyObject*)result;
}

/* --- arange --- */

/* A Python float stored into an element of type num as NumPy's setitem does: floats rounded to
 * the type, integers through int() (truncation), wrapping into narrow types. */
static int store_double(int num, char* dst, double value) {
    switch (num) {
    case NPY_FLOAT: *(npy_float*)dst = (npy_float)value; return 0;
    case NPY_DOUBLE: *(npy_double*)dst = value; return 0;
    case NPY_LONGDOUBLE: *(npy_longdouble*)dst = value; return 0;
    default: break;
    }
    if (isnan(value)) {
        PyErr_SetString(PyExc_ValueError, "cannot convert float NaN to integer");
        return -1;
    }
    if (isinf(value)) {
        PyErr_SetString(PyExc_OverflowError, "cannot convert float infinity to integer");
        return -1;
    }
    /* int(value), which NumPy 2 stores only if the type can hold it. */
    double t = trunc(value);
#define STORE_INT(n, T, isint)                                                                 \
    if (num == n && isint) {                                                                   \
        int is_signed = PyTypeNum_ISSIGNED(num);                                               \
        double lo = is_signed ? -ldexp(1.0, 8 * (int)sizeof(T) - 1) : 0.0;                     \
        double hi = ldexp(1.0, 8 * (int)sizeof(T) - is_signed);                                \
        if (t >= lo && t < hi) {                                                               \
            *(T*)dst = is_signed ? (T)(npy_int64)t : (T)(npy_uint64)t;                         \
            return 0;                                                                          \
        }                                                                                      \
        PyErr_Format(PyExc_OverflowError, "Python integer %.0f out of bounds for %s", t,       \
                     tl_descr_name(tl_descr_builtin(num)));                                    \
        return -1;                                                                             \
    }
    REAL_TYPES(STORE_INT)
#undef STORE_INT
    return unsupported("PyArray_Arange", num);
}

PyObject* PyArray_Arange(double start, double stop, double step, int type_num) {
    double delta = stop - start;
    double tmp_len = delta / step;
    npy_intp length;
    if (tmp_len == 0.0 && delta != 0.0) {
        length = signbit(tmp_len) ? 0 : 1;
    } else {
        double c = ceil(tmp_len);
        if (isnan(c)) {
            PyErr_SetString(PyExc_ValueError, "arange: cannot compute length");
            return NULL;
        }
        if (!((double)NPY_MIN_INTP <= c && c <= (double)NPY_MAX_INTP)) {
            PyErr_SetString(PyExc_OverflowError, "arange: overflow while computing length");
            return NULL;
        }
        length = c > 0 ? (npy_intp)c : 0;
    }
    PyArray_Descr* descr = PyArray_DescrFromType(type_num);
    if (descr == NULL) {
        return NULL;
    }
    if (descr->kind == 'c' || type_num == NPY_HALF || (type_num == NPY_BOOL && length > 2)) {
        Py_DECREF(descr);
        if (type_num == NPY_BOOL) {
            PyErr_SetString(PyExc_ValueError, "no fill-function for data-type.");
            return NULL;
        }
        unsupported("PyArray_Arange", type_num);
        return NULL;
    }
    PyArrayObject* range = (PyArrayObject*)PyArray_Empty(1, &length, descr, 0);
    if (range == NULL || length == 0) {
        return (PyObject*)range;
    }
    char* data = PyArray_BYTES(range);
    /* The first two elements as NumPy's setitem stores them, the rest by the type's fill. */
    for (npy_intp i = 0; i < length && i < 2; i++) {
        double v = i == 0 ? start : start + step;
        int r = type_num == NPY_BOOL ? ((*(npy_bool*)(data + i) = v != 0.0), 0)
                                     : store_double(type_num, data + i * PyArray_ITEMSIZE(range), v);
        if (r < 0) {
            Py_DECREF(range);
            return NULL;
        }
    }
#define FILL(num, T, isint)                                                   \
    if (type_num == num) {                                                    \
        T* b = (T*)data;                                                      \
        T first = b[0];                                                       \
        T d = isint ? (T)((npy_uint64)(npy_int64)b[1] - (npy_uint64)(npy_int64)first) : b[1] - first; \
        for (npy_intp i = 2; i < length; i++) {                               \
            b[i] = isint ? (T)((npy_uint64)(npy_int64)first +                 \
                               (npy_uint64)i * (npy_uint64)(npy_int64)d)      \
                         : (T)(first + i * d);                                \
        }                                                                     \
    }
    REAL_TYPES(FILL)
#undef FILL
    return (PyObject*)range;
}

/* --- in-place addition --- */

static int add_in_place(PyArrayObject* w, PyArrayObject* b) {
    npy_intp n = PyArray_SIZE(w);
    int type = PyArray_TYPE(w);
    if (type == NPY_BOOL) {
        npy_bool* x = PyArray_DATA(w);
        const npy_bool* y = PyArray_DATA(b);
        for (npy_intp i = 0; i < n; i++) {
            x[i] = x[i] || y[i];
        }
        return 0;
    }
#define ADD_ALL(num, T, isint)                    \
    if (type == num) {                            \
        T* x = PyArray_DATA(w);                   \
        const T* y = PyArray_DATA(b);             \
        for (npy_intp i = 0; i < n; i++) {        \
            x[i] = ADD(T, isint, x[i], y[i]);     \
        }                                         \
        return 0;                                 \
    }
    REAL_TYPES(ADD_ALL)
#undef ADD_ALL
    return unsupported("PyNumber_InPlaceAdd", type);
}

/* o1 += o2 for an array o1: np.add(o1, o2, out=o1). */
static PyObject* array_iadd(PyArrayObject* o1, PyObject* other) {
    PyArrayObject* o2 = (PyArrayObject*)PyArray_FROM_O(other);
    if (o2 == NULL) {
        return NULL;
    }
    PyObject* ret = NULL;
    PyArrayObject *w = NULL, *b = NULL;
    /* Python scalars are "weak" in NumPy 2: they take the array's type unless their kind is
     * higher (a float into an int array). */
    int t2 = PyArray_TYPE(o2);
    if (!PyArray_Check(other) && tl_scalar_type_num(other) < 0 &&
        kind_rank(PyArray_DESCR(o2)->kind) <= kind_rank(PyArray_DESCR(o1)->kind)) {
        t2 = PyArray_TYPE(o1);
    }
    int common = promote(PyArray_TYPE(o1), t2);
    if (common < 0) {
        unsupported("PyNumber_InPlaceAdd", NPY_CDOUBLE);
        goto done;
    }
    /* Broadcasting: o2 must fit o1's shape (the output's). */
    int nd1 = PyArray_NDIM(o1), nd2 = PyArray_NDIM(o2);
    int fits = nd2 <= nd1, compatible = 1;
    for (int i = 1; i <= nd1 || i <= nd2; i++) {
        npy_intp d1 = i <= nd1 ? PyArray_DIM(o1, nd1 - i) : 1;
        npy_intp d2 = i <= nd2 ? PyArray_DIM(o2, nd2 - i) : 1;
        if (d2 != d1 && d2 != 1) {
            fits = 0;
            compatible = compatible && d1 == 1;
        }
    }
    if (!fits) {
        char s1[1400], s2[1400];
        shape_of(o1, s1, sizeof s1);
        shape_of(o2, s2, sizeof s2);
        if (compatible) {
            npy_intp shape[NPY_MAXDIMS];
            int nd = nd1 > nd2 ? nd1 : nd2;
            for (int i = 1; i <= nd; i++) {
                npy_intp d1 = i <= nd1 ? PyArray_DIM(o1, nd1 - i) : 1;
                npy_intp d2 = i <= nd2 ? PyArray_DIM(o2, nd2 - i) : 1;
                shape[nd - i] = d1 > d2 ? d1 : d2;
            }
            char s3[1400];
            PyErr_Format(PyExc_ValueError,
                         "non-broadcastable output operand with shape %s doesn't match the "
                         "broadcast shape %s",
                         s1, tl_shape_text(nd, shape, s3, sizeof s3));
        } else {
            PyErr_Format(PyExc_ValueError,
                         "operands could not be broadcast together with shapes %s %s %s ", s1, s2, s1);
        }
        goto done;
    }
    if (!same_kind(common, PyArray_TYPE(o1))) {
        PyErr_Format(PyExc_TypeError,
                     "Cannot cast ufunc 'add' output from dtype('%s') to dtype('%s') with casting "
                     "rule 'same_kind'",
                     tl_descr_name(tl_descr_builtin(common)), tl_descr_name(PyArray_DESCR(o1)));
        goto done;
    }
    if (!PyArray_ISWRITEABLE(o1)) {
        PyErr_SetString(PyExc_ValueError, "output array is read-only");
        goto done;
    }
    /* Computed in the common type on copies (so overlap cannot matter), then cast back. */
    w = (PyArrayObject*)PyArray_CastToType(o1, PyArray_DescrFromType(common), 0);
    b = w == NULL ? NULL
                  : (PyArrayObject*)PyArray_Empty(nd1, PyArray_DIMS(o1), PyArray_DescrFromType(common), 0);
    if (b == NULL || PyArray_CopyInto(b, o2) < 0 || add_in_place(w, b) < 0 ||
        PyArray_CopyInto(o1, w) < 0) {
        goto done;
    }
    ret = Py_NewRef(o1);
done:
    Py_XDECREF(w);
    Py_XDECREF(b);
    Py_DECREF(o2);
    return ret;
}

PyObject* PyNumber_InPlaceAdd(PyObject* o1, PyObject* o2) {
    if (o1 == NULL || o2 == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (PyArray_Check(o1)) {
        return array_iadd((PyArrayObject*)o1, o2);
    }
    int scalar1 = tl_scalar_type_num(o1) >= 0, scalar2 = tl_scalar_type_num(o2) >= 0;
    if (!scalar1 && !scalar2 && PyLong_Check(o1) && PyLong_Check(o2)) {
        int64_t a = ((PyLongObject*)o1)->ob_ival, b = ((PyLongObject*)o2)->ob_ival, s;
        if (__builtin_add_overflow(a, b, &s)) {
            PyErr_SetString(PyExc_OverflowError, "int result does not fit the shim's 64-bit signed int");
            return NULL;
        }
        return PyLong_FromLongLong(s);
    }
    if (!scalar1 && !scalar2 && (PyFloat_Check(o1) || PyLong_Check(o1)) &&
        (PyFloat_Check(o2) || PyLong_Check(o2))) {
        return PyFloat_FromDouble(PyFloat_AsDouble(o1) + PyFloat_AsDouble(o2));
    }
    PyErr_Format(PyExc_TypeError, "unsupported operand type(s) for +=: '%.100s' and '%.100s'",
                 Py_TYPE(o1)->tp_name, Py_TYPE(o2)->tp_name);
    return NULL;
}
