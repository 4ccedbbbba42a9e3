/* Array shape operations: reshape (as a view when strides allow), transpose, diagonal,
 * ravel/flatten and in-place resize, plus the int-or-tuple shape converter. */
#include "shim.h"

int PyArray_IntpConverter(PyObject* obj, PyArray_Dims* seq) {
    seq->ptr = NULL;
    seq->len = 0;
    if (obj == NULL || obj == Py_None) {
        return NPY_SUCCEED;
    }
    Py_ssize_t len;
    if (PyLong_Check(obj)) {
        len = 1;
    } else if (PyTuple_Check(obj)) {
        len = PyTuple_GET_SIZE(obj);
    } else {
        char buf[128];
        PyErr_Format(PyExc_TypeError,
                     "expected a sequence of integers or a single integer, got '%.100s'",
                     tl_object_text(obj, buf, sizeof buf));
        return NPY_FAIL;
    }
    if (len > NPY_MAXDIMS) {
        PyErr_Format(PyExc_ValueError,
                     "maximum supported dimension for an ndarray is currently %d, found %zd",
                     NPY_MAXDIMS, len);
        return NPY_FAIL;
    }
    npy_intp* values = PyDimMem_NEW(len);
    if (values == NULL) {
        PyErr_NoMemory();
        return NPY_FAIL;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        PyObject* item = PyLong_Check(obj) ? obj : PyTuple_GET_ITEM(obj, i);
        if (item == NULL || !PyLong_Check(item)) {
            PyErr_Format(PyExc_TypeError, "'%.200s' object cannot be interpreted as an integer",
                         item == NULL ? "NoneType" : Py_TYPE(item)->tp_name);
            PyDimMem_FREE(values);
            return NPY_FAIL;
        }
        values[i] = PyLong_AsSsize_t(item);
        if (values[i] == -1 && PyErr_Occurred()) {
            PyDimMem_FREE(values);
            return NPY_FAIL;
        }
    }
    seq->ptr = values;
    seq->len = (int)len;
    return NPY_SUCCEED;
}

/* Strides that let an array of new_dims (same total size, > 0) walk arr's elements in C order
 * (Fortran order if fortran) in place: 1, or 0 if arr's layout does not allow it. Old dims of
 * size 1 are dropped; old and new dims are then matched, left to right, in groups of equal
 * product, and within a group the old dims must be contiguous with one another. New dims of
 * size 1 get the strides NumPy gives them. */
static int reshape_strides(const PyArrayObject* arr, int new_nd, const npy_intp* new_dims,
                           int fortran, npy_intp* new_strides) {
    npy_intp odims[NPY_MAXDIMS], ostrides[NPY_MAXDIMS];
    int old_nd = 0;
    for (int i = 0; i < arr->nd; i++) {
        if (arr->dimensions[i] != 1) {
            odims[old_nd] = arr->dimensions[i];
            ostrides[old_nd] = arr->strides[i];
            old_nd++;
        }
    }
    int oi = 0, oj = 1, ni = 0, nj = 1;
    while (ni < new_nd && oi < old_nd) {
        npy_intp np_ = new_dims[ni], op_ = odims[oi];
        /* Equal total sizes guarantee both indexes stay in range. */
        while (np_ != op_) {
            if (np_ < op_) {
                np_ *= new_dims[nj++];
            } else {
                op_ *= odims[oj++];
            }
        }
        for (int ok = oi; ok < oj - 1; ok++) {
            npy_intp step;
            int inner = fortran ? ok : ok + 1, outer = fortran ? ok + 1 : ok;
            if (__builtin_mul_overflow(odims[inner], ostrides[inner], &step) ||
                ostrides[outer] != step) {
                return 0;
            }
        }
        if (fortran) {
            new_strides[ni] = ostrides[oi];
            for (int nk = ni + 1; nk < nj; nk++) {
                if (__builtin_mul_overflow(new_strides[nk - 1], new_dims[nk - 1], &new_strides[nk])) {
                    return 0;
                }
            }
        } else {
            new_strides[nj - 1] = ostrides[oj - 1];
            for (int nk = nj - 1; nk > ni; nk--) {
                if (__builtin_mul_overflow(new_strides[nk], new_dims[nk], &new_strides[nk - 1])) {
                    return 0;
                }
            }
        }
        ni = nj++;
        oi = oj++;
    }
    /* Trailing dims of size 1. */
    npy_intp last = arr->descr->elsize;
    if (ni >= 1) {
        last = new_strides[ni - 1];
        if (fortran && __builtin_mul_overflow(last, new_dims[ni - 1], &last)) {
            return 0;
        }
    }
    for (int nk = ni; nk < new_nd; nk++) {
        new_strides[nk] = last;
    }
    return 1;
}

PyObject* PyArray_Newshape(PyArrayObject* arr, PyArray_Dims* newdims, NPY_ORDER order) {
    if (arr == NULL || newdims == NULL || (newdims->len > 0 && newdims->ptr == NULL)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    int nd = newdims->len;
    if (nd < 0 || nd > NPY_MAXDIMS) {
        PyErr_Format(PyExc_ValueError, "number of dimensions must be within [0, %d]",
                     NPY_MAXDIMS);
        return NULL;
    }
    if (order == NPY_KEEPORDER) {
        PyErr_SetString(PyExc_ValueError, "order 'K' is not permitted for reshaping");
        return NULL;
    }
    if (order == NPY_ANYORDER) {
        order = PyArray_ISFORTRAN(arr) ? NPY_FORTRANORDER : NPY_CORDER;
    }
    int fortran = order == NPY_FORTRANORDER;

    /* Infer the unknown (negative) dim, as NumPy: an overflowing product is a mismatch. */
    npy_intp dims[NPY_MAXDIMS];
    npy_intp size = PyArray_SIZE(arr), known = 1;
    int unknown = -1, mismatch = 0;
    for (int i = 0; i < nd && !mismatch; i++) {
        dims[i] = newdims->ptr[i];
        if (dims[i] < 0) {
            if (unknown >= 0) {
                PyErr_SetString(PyExc_ValueError, "can only specify one unknown dimension");
                return NULL;
            }
            unknown = i;
        } else if (__builtin_mul_overflow(known, dims[i], &known)) {
            mismatch = 1;
        }
    }
    if (!mismatch) {
        if (unknown >= 0) {
            if (known == 0 || size % known != 0) {
                mismatch = 1;
            } else {
                dims[unknown] = size / known;
            }
        } else if (known != size) {
            mismatch = 1;
        }
    }
    if (mismatch) {
        char shape[1400];
        PyErr_Format(PyExc_ValueError, "cannot reshape array of size %" NPY_INTP_FMT
                     " into shape %s", size, tl_shape_text(nd, newdims->ptr, shape, sizeof shape));
        return NULL;
    }

    npy_intp strides[NPY_MAXDIMS];
    if (size == 0) {
        tl_fill_strides(nd, dims, arr->descr->elsize, fortran, strides);
        return tl_array_view(arr, nd, dims, strides, arr->data);
    }
    if (reshape_strides(arr, nd, dims, fortran, strides)) {
        return tl_array_view(arr, nd, dims, strides, arr->data);
    }
    /* A copy in the requested order, whose memory any shape can view. */
    PyArrayObject* copy = (PyArrayObject*)PyArray_NewCopy(arr, order);
    if (copy == NULL) {
        return NULL;
    }
    tl_fill_strides(nd, dims, arr->descr->elsize, fortran, strides);
    PyObject* view = tl_array_view(copy, nd, dims, strides, copy->data);
    Py_DECREF(copy);
    return view;
}

PyObject* PyArray_Reshape(PyArrayObject* arr, PyObject* shape) {
    PyArray_Dims newdims;
    if (PyArray_IntpConverter(shape, &newdims) != NPY_SUCCEED) {
        return NULL;
    }
    PyObject* result = PyArray_Newshape(arr, &newdims, NPY_CORDER);
    npy_free_cache_dim_obj(newdims);
    return result;
}

/* An axis argument normalised to [0, nd), or -1 with NumPy's message (as a ValueError: the
 * shim has no AxisError) naming the argument. */
static int diagonal_axis(int axis, int nd, const char* name) {
    if (axis < -nd || axis >= nd) {
        PyErr_Format(PyExc_ValueError, "%s: axis %d is out of bounds for array of dimension %d", name, axis, nd);
        return -1;
    }
    return axis < 0 ? axis + nd : axis;
}

PyObject* PyArray_Diagonal(PyArrayObject* arr, int offset, int axis1, int axis2) {
    int nd = arr->nd;
    if (nd < 2) {
        PyErr_SetString(PyExc_ValueError, "diag requires an array of at least two dimensions");
        return NULL;
    }
    axis1 = diagonal_axis(axis1, nd, "axis1");
    if (axis1 < 0) {
        return NULL;
    }
    axis2 = diagonal_axis(axis2, nd, "axis2");
    if (axis2 < 0) {
        return NULL;
    }
    if (axis1 == axis2) {
        PyErr_SetString(PyExc_ValueError, "axis1 and axis2 cannot be the same");
        return NULL;
    }
    /* Element k of the diagonal is arr[.., k, .., k + offset, ..] (axis1, axis2). */
    npy_intp n1 = arr->dimensions[axis1], n2 = arr->dimensions[axis2];
    npy_intp s1 = arr->strides[axis1], s2 = arr->strides[axis2];
    /* the rows and columns the diagonal can cross */
    npy_intp rows = offset >= 0 ? n1 : n1 + offset, cols = offset >= 0 ? n2 - offset : n2;
    npy_intp len = rows < cols ? rows : cols;
    len = len < 0 ? 0 : len;
    char* data = arr->data;
    if (len > 0) {
        data += offset >= 0 ? (npy_intp)offset * s2 : -(npy_intp)offset * s1;
    }
    npy_intp dims[NPY_MAXDIMS], strides[NPY_MAXDIMS];
    int k = 0;
    for (int i = 0; i < nd; i++) {
        if (i != axis1 && i != axis2) {
            dims[k] = arr->dimensions[i];
            strides[k++] = arr->strides[i];
        }
    }
    dims[k] = len;
    strides[k++] = s1 + s2;
    PyObject* view = tl_array_view(arr, k, dims, strides, data);
    if (view != NULL) {
        /* NumPy hands the diagonal out read-only. */
        PyArray_CLEARFLAGS((PyArrayObject*)view, NPY_ARRAY_WRITEABLE);
    }
    return view;
}

PyObject* PyArray_Transpose(PyArrayObject* arr, PyArray_Dims* permute) {
    int nd = arr->nd;
    int perm[NPY_MAXDIMS];
    if (permute == NULL) {
        for (int i = 0; i < nd; i++) {
            perm[i] = nd - 1 - i;
        }
    } else {
        if (permute->len != nd) {
            PyErr_SetString(PyExc_ValueError, "axes don't match array");
            return NULL;
        }
        int seen[NPY_MAXDIMS] = {0};
        for (int i = 0; i < nd; i++) {
            npy_intp axis = permute->ptr[i];
            if (axis < -nd || axis >= nd) {
                /* NumPy raises AxisError, a ValueError subclass the shim does not have. */
                PyErr_Format(PyExc_ValueError,
                             "axis %" NPY_INTP_FMT " is out of bounds for array of dimension %d",
                             axis, nd);
                return NULL;
            }
            if (axis < 0) {
                axis += nd;
            }
            if (seen[axis]) {
                PyErr_SetString(PyExc_ValueError, "repeated axis in transpose");
                return NULL;
            }
            seen[axis] = 1;
            perm[i] = (int)axis;
        }
    }
    npy_intp dims[NPY_MAXDIMS], strides[NPY_MAXDIMS];
    for (int i = 0; i < nd; i++) {
        dims[i] = arr->dimensions[perm[i]];
        strides[i] = arr->strides[perm[i]];
    }
    return tl_array_view(arr, nd, dims, strides, arr->data);
}

PyObject* PyArray_Flatten(PyArrayObject* arr, NPY_ORDER order) {
    npy_intp size = PyArray_SIZE(arr);
    Py_INCREF(arr->descr);
    PyArrayObject* result = (PyArrayObject*)PyArray_Empty(1, &size, arr->descr, 0);
    if (result == NULL) {
        return NULL;
    }
    /* result's memory seen with arr's shape, laid out in the order elements are taken. */
    npy_intp strides[NPY_MAXDIMS];
    tl_order_strides(arr, order, arr->descr->elsize, strides);
    PyArrayObject* shaped = (PyArrayObject*)tl_array_view(result, arr->nd, arr->dimensions,
                                                          strides, result->data);
    if (shaped == NULL || PyArray_CopyInto(shaped, arr) < 0) {
        Py_XDECREF(shaped);
        Py_DECREF(result);
        return NULL;
    }
    Py_DECREF(shaped);
    return (PyObject*)result;
}

PyObject* PyArray_Ravel(PyArrayObject* arr, NPY_ORDER order) {
    if (order == NPY_ANYORDER) {
        order = PyArray_ISFORTRAN(arr) ? NPY_FORTRANORDER : NPY_CORDER;
    } else if (order == NPY_KEEPORDER) {
        if (PyArray_IS_C_CONTIGUOUS(arr)) {
            order = NPY_CORDER;
        } else if (PyArray_IS_F_CONTIGUOUS(arr)) {
            order = NPY_FORTRANORDER;
        }
    }
    npy_intp size = PyArray_SIZE(arr);
    PyArray_Dims flat = {&size, 1};
    if (order == NPY_CORDER && PyArray_IS_C_CONTIGUOUS(arr)) {
        return PyArray_Newshape(arr, &flat, NPY_CORDER);
    }
    if (order == NPY_FORTRANORDER && PyArray_IS_F_CONTIGUOUS(arr)) {
        return PyArray_Newshape(arr, &flat, NPY_FORTRANORDER);
    }
    if (order == NPY_KEEPORDER) {
        /* A view if the elements are contiguous in memory order, with positive strides. */
        int perm[NPY_MAXDIMS];
        tl_memory_order(arr, perm);
        npy_intp expected = arr->descr->elsize;
        int i = arr->nd - 1;
        for (; i >= 0; i--) {
            int axis = perm[i];
            if (arr->dimensions[axis] == 1) {
                continue;
            }
            if (arr->strides[axis] != expected) {
                break;
            }
            expected *= arr->dimensions[axis];
        }
        if (i < 0) {
            return tl_array_view(arr, 1, &size, &arr->descr->elsize, arr->data);
        }
    }
    return PyArray_Flatten(arr, order);
}

PyObject* PyArray_Resize(PyArrayObject* arr, PyArray_Dims* newshape, int refcheck,
                         NPY_ORDER order) {
    (void)order; /* as in NumPy, the layout follows the array: Fortran if it is Fortran */
    if (arr == NULL || newshape == NULL || (newshape->len > 0 && newshape->ptr == NULL)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    int nd = newshape->len;
    if (nd < 0 || nd > NPY_MAXDIMS) {
        PyErr_Format(PyExc_ValueError, "number of dimensions must be within [0, %d]",
                     NPY_MAXDIMS);
        return NULL;
    }
    npy_intp elsize = arr->descr->elsize, newsize = 1;
    for (int i = 0; i < nd; i++) {
        if (newshape->ptr[i] < 0) {
            PyErr_SetString(PyExc_ValueError, "negative dimensions not allowed");
            return NULL;
        }
        if (__builtin_mul_overflow(newsize, newshape->ptr[i], &newsize)) {
            return PyErr_NoMemory();
        }
    }
    npy_intp newbytes;
    if (__builtin_mul_overflow(newsize, elsize, &newbytes)) {
        return PyErr_NoMemory();
    }
    if (!PyArray_ISONESEGMENT(arr)) {
        PyErr_SetString(PyExc_ValueError, "resize only works on single-segment arrays");
        return NULL;
    }
    int fortran = PyArray_ISFORTRAN(arr);
    npy_intp oldsize = PyArray_SIZE(arr);
    char* data = NULL;
    if (newsize != oldsize) {
        if (!(arr->flags & NPY_ARRAY_OWNDATA)) {
            PyErr_SetString(PyExc_ValueError, "cannot resize this array: it does not own its data");
            return NULL;
        }
        if (arr->base != NULL) {
            PyErr_SetString(PyExc_ValueError,
                            "cannot resize an array that references or is referenced\n"
                            "by another array in this way. Use the np.resize function.");
            return NULL;
        }
        if (refcheck && Py_REFCNT(arr) > 2) {
            PyErr_SetString(PyExc_ValueError,
                            "cannot resize an array that references or is referenced\n"
                            "by another object in this way.\n"
                            "Use the np.resize function to get a new resized copy or\n"
                            " set refcheck=False to disable this check");
            return NULL;
        }
        data = tl_data_alloc(newbytes);
        if (data == NULL) {
            return PyErr_NoMemory();
        }
    }
    npy_intp* block = NULL;
    if (nd != arr->nd) {
        block = PyMem_Malloc(2 * (size_t)Py_MAX(nd, 1) * sizeof(npy_intp));
        if (block == NULL) {
            free(data);
            return PyErr_NoMemory();
        }
    }
    /* Nothing can fail from here on. */
    if (data != NULL) {
        npy_intp oldbytes = oldsize * elsize;
        memcpy(data, arr->data, (size_t)Py_MIN(oldbytes, newbytes));
        if (newbytes > oldbytes) {
            memset(data + oldbytes, 0, (size_t)(newbytes - oldbytes));
        }
        free(arr->data);
        arr->data = data;
    }
    if (block != NULL) {
        PyMem_Free(arr->dimensions);
        arr->dimensions = block;
        arr->strides = block + Py_MAX(nd, 1);
        arr->nd = nd;
    }
    if (nd > 0) {
        memcpy(arr->dimensions, newshape->ptr, (size_t)nd * sizeof(npy_intp));
    }
    tl_fill_strides(nd, arr->dimensions, elsize, fortran, arr->strides);
    PyArray_UpdateFlags(arr, NPY_ARRAY_UPDATE_ALL);
    Py_RETURN_NONE;
}
