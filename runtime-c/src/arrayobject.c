/* ndarray objects: creation, deallocation, flags and base objects. Shapes and copies are in
 * arrayshape.c and arraycopy.c. */
#include "shim.h"

/* Owned data is allocated with this alignment (enough for every dtype, long double and its
 * complex included), in whole granules of it, so even 0-byte arrays get a unique pointer. */
#define DATA_ALIGNMENT 16

char* tl_data_alloc(npy_intp nbytes) {
    /* nbytes <= NPY_MAX_INTP, so rounding up cannot wrap a size_t. */
    size_t size = ((size_t)Py_MAX(nbytes, 1) + DATA_ALIGNMENT - 1) & ~(size_t)(DATA_ALIGNMENT - 1);
    return aligned_alloc(DATA_ALIGNMENT, size);
}

static void array_dealloc(PyObject* op) {
    PyArrayObject* arr = (PyArrayObject*)op;
    if (arr->flags & NPY_ARRAY_OWNDATA) {
        free(arr->data);
    }
    PyMem_Free(arr->dimensions); /* strides live in the same block */
    Py_XDECREF(arr->base);
    Py_XDECREF(arr->descr);
    tl_object_free(op);
}

PyTypeObject PyArray_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "numpy.ndarray",
    .tp_basicsize = sizeof(PyArrayObject_fields),
    .tp_dealloc = array_dealloc,
    .tp_flags = Py_TPFLAGS_BASETYPE,
    .tp_base = &PyBaseObject_Type,
};

static const char too_big[] =
    "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.";

const char* tl_shape_text(int nd, const npy_intp* dims, char* buf, size_t size) {
    size_t len = 0;
    int first = 0;
    while (first < nd && dims[first] < 0) {
        first++;
    }
#define SHAPE_APPEND(...)                                                   \
    do {                                                                    \
        if (len < size) {                                                   \
            int n_ = snprintf(buf + len, size - len, __VA_ARGS__);          \
            len = n_ < 0 ? size : len + (size_t)n_;                         \
        }                                                                   \
    } while (0)
    if (size > 0) {
        buf[0] = '\0';
    }
    SHAPE_APPEND("(");
    for (int i = first; i < nd; i++) {
        if (dims[i] < 0) {
            SHAPE_APPEND(",newaxis");
        } else {
            SHAPE_APPEND(i > first ? ",%" NPY_INTP_FMT : "%" NPY_INTP_FMT, dims[i]);
        }
    }
    SHAPE_APPEND(first == 0 && nd == 1 ? ",)" : ")");
#undef SHAPE_APPEND
    return buf;
}

void tl_fill_strides(int nd, const npy_intp* dims, npy_intp elsize, int fortran,
                     npy_intp* strides) {
    for (int i = 0; i < nd; i++) {
        if (dims[i] == 0) {
            memset(strides, 0, (size_t)nd * sizeof(npy_intp));
            return;
        }
    }
    npy_intp step = elsize;
    for (int k = 0; k < nd; k++) {
        int i = fortran ? k : nd - 1 - k;
        strides[i] = step;
        step *= dims[i];
    }
}

/* Checks nd and dims and stores the data size in bytes (0 if a dim is 0) in *nbytes, in
 * NumPy's order: zero dims are skipped, so the other dims must still fit together. */
static int check_shape(int nd, const npy_intp* dims, npy_intp elsize, npy_intp* nbytes) {
    if (nd < 0 || nd > NPY_MAXDIMS) {
        PyErr_Format(PyExc_ValueError, "number of dimensions must be within [0, %d]",
                     NPY_MAXDIMS);
        return -1;
    }
    if (nd > 0 && dims == NULL) {
        PyErr_BadInternalCall();
        return -1;
    }
    npy_intp size = elsize;
    int empty = 0;
    for (int i = 0; i < nd; i++) {
        if (dims[i] == 0) {
            empty = 1;
            continue;
        }
        if (dims[i] < 0) {
            PyErr_SetString(PyExc_ValueError, "negative dimensions are not allowed");
            return -1;
        }
        if (size > NPY_MAX_INTP / dims[i]) {
            PyErr_SetString(PyExc_ValueError, too_big);
            return -1;
        }
        size *= dims[i];
    }
    *nbytes = empty ? 0 : size;
    return 0;
}

/* The bytes that explicit (non-negative) strides reach, for an array allocating its data:
 * the last element's offset plus one element. */
static int strided_span(int nd, const npy_intp* dims, const npy_intp* strides, npy_intp elsize,
                        npy_intp* span) {
    npy_intp end = elsize;
    for (int i = 0; i < nd; i++) {
        if (dims[i] == 0) {
            *span = 0;
            return 0;
        }
    }
    for (int i = 0; i < nd; i++) {
        if (strides[i] < 0) {
            PyErr_SetString(PyExc_ValueError,
                            "strides must be non-negative for an array allocating its data");
            return -1;
        }
        if (strides[i] > 0 && dims[i] - 1 > (NPY_MAX_INTP - end) / strides[i]) {
            PyErr_SetString(PyExc_ValueError, too_big);
            return -1;
        }
        end += (dims[i] - 1) * strides[i];
    }
    *span = end;
    return 0;
}

static int array_is_aligned(const PyArrayObject* arr) {
    npy_uintp alignment = (npy_uintp)arr->descr->alignment;
    if (alignment <= 1) {
        return 1;
    }
    npy_uintp bits = (npy_uintp)arr->data;
    for (int i = 0; i < arr->nd; i++) {
        if (arr->dimensions[i] == 0) {
            return 1; /* no element to misalign */
        }
        if (arr->dimensions[i] > 1) {
            bits |= (npy_uintp)arr->strides[i];
        }
    }
    return (bits & (alignment - 1)) == 0;
}

/* NumPy's relaxed rules: dims of size 1 may have any stride; an empty array is both. */
static int array_is_contiguous(const PyArrayObject* arr, int fortran) {
    npy_intp expected = arr->descr->elsize;
    for (int i = 0; i < arr->nd; i++) {
        if (arr->dimensions[i] == 0) {
            return 1;
        }
    }
    for (int k = 0; k < arr->nd; k++) {
        int i = fortran ? k : arr->nd - 1 - k;
        if (arr->dimensions[i] != 1) {
            if (arr->strides[i] != expected) {
                return 0;
            }
            expected *= arr->dimensions[i];
        }
    }
    return 1;
}

/* Writeable unless the data comes from a read-only array. */
static int array_is_writeable(const PyArrayObject* arr) {
    if ((arr->flags & NPY_ARRAY_OWNDATA) || arr->base == NULL || !PyArray_Check(arr->base)) {
        return 1;
    }
    return PyArray_ISWRITEABLE((PyArrayObject*)arr->base);
}

void PyArray_UpdateFlags(PyArrayObject* arr, int flagmask) {
    if (flagmask & (NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_F_CONTIGUOUS)) {
        arr->flags &= ~(NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_F_CONTIGUOUS);
        if (array_is_contiguous(arr, 0)) {
            arr->flags |= NPY_ARRAY_C_CONTIGUOUS;
        }
        if (array_is_contiguous(arr, 1)) {
            arr->flags |= NPY_ARRAY_F_CONTIGUOUS;
        }
    }
    if (flagmask & NPY_ARRAY_ALIGNED) {
        if (array_is_aligned(arr)) {
            arr->flags |= NPY_ARRAY_ALIGNED;
        } else {
            arr->flags &= ~NPY_ARRAY_ALIGNED;
        }
    }
    if (flagmask & NPY_ARRAY_WRITEABLE) {
        if (array_is_writeable(arr)) {
            arr->flags |= NPY_ARRAY_WRITEABLE;
        } else {
            arr->flags &= ~NPY_ARRAY_WRITEABLE;
        }
    }
}

/* The common constructor: steals descr; zero fills allocated data. */
static PyObject* array_create(PyTypeObject* subtype, PyArray_Descr* descr, int nd,
                              const npy_intp* dims, const npy_intp* strides, void* data,
                              int flags, int zero) {
    if (descr == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (subtype == NULL) {
        subtype = &PyArray_Type;
    }
    if (!PyType_IsSubtype(subtype, &PyArray_Type)) {
        Py_DECREF(descr);
        PyErr_Format(PyExc_TypeError, "%.200s is not a subtype of numpy.ndarray",
                     subtype->tp_name);
        return NULL;
    }
    npy_intp nbytes;
    if (check_shape(nd, dims, descr->elsize, &nbytes) < 0) {
        Py_DECREF(descr);
        return NULL;
    }
    if (data == NULL && strides != NULL) {
        npy_intp span;
        if (strided_span(nd, dims, strides, descr->elsize, &span) < 0) {
            Py_DECREF(descr);
            return NULL;
        }
        nbytes = Py_MAX(nbytes, span);
    }
    size_t basicsize = Py_MAX((size_t)subtype->tp_basicsize, sizeof(PyArrayObject_fields));
    PyArrayObject* arr = (PyArrayObject*)tl_object_alloc(subtype, basicsize);
    if (arr == NULL) {
        Py_DECREF(descr);
        return NULL;
    }
    arr->descr = descr; /* from here on array_dealloc releases whatever is set */
    arr->nd = nd;
    arr->dimensions = PyMem_Malloc(2 * (size_t)Py_MAX(nd, 1) * sizeof(npy_intp));
    if (arr->dimensions == NULL) {
        Py_DECREF(arr);
        return PyErr_NoMemory();
    }
    arr->strides = arr->dimensions + Py_MAX(nd, 1);
    if (nd > 0) {
        memcpy(arr->dimensions, dims, (size_t)nd * sizeof(npy_intp));
        if (strides != NULL) {
            memcpy(arr->strides, strides, (size_t)nd * sizeof(npy_intp));
        } else {
            int fortran = data == NULL ? flags != 0 : (flags & NPY_ARRAY_F_CONTIGUOUS) != 0;
            tl_fill_strides(nd, dims, descr->elsize, fortran, arr->strides);
        }
    }
    if (data == NULL) {
        arr->data = tl_data_alloc(nbytes);
        if (arr->data == NULL) {
            char shape[1400];
            PyErr_Format(PyExc_MemoryError,
                         "Unable to allocate %lld bytes for an array with shape %s and data "
                         "type %s",
                         (long long)nbytes, tl_shape_text(nd, dims, shape, sizeof shape),
                         tl_descr_name(descr));
            Py_DECREF(arr);
            return NULL;
        }
        if (zero) {
            memset(arr->data, 0, (size_t)nbytes);
        }
        arr->flags = NPY_ARRAY_OWNDATA | NPY_ARRAY_WRITEABLE;
    } else {
        arr->data = data;
        arr->flags = flags & ~(NPY_ARRAY_OWNDATA | NPY_ARRAY_WRITEBACKIFCOPY |
                               NPY_ARRAY_UPDATE_ALL);
    }
    PyArray_UpdateFlags(arr, NPY_ARRAY_UPDATE_ALL);
    return (PyObject*)arr;
}

PyObject* PyArray_NewFromDescr(PyTypeObject* subtype, PyArray_Descr* descr, int nd,
                               const npy_intp* dims, const npy_intp* strides, void* data,
                               int flags, PyObject* obj) {
    (void)obj;
    return array_create(subtype, descr, nd, dims, strides, data, flags, 0);
}

PyObject* PyArray_New(PyTypeObject* subtype, int nd, const npy_intp* dims, int type_num,
                      const npy_intp* strides, void* data, int itemsize, int flags,
                      PyObject* obj) {
    (void)itemsize;
    (void)obj;
    PyArray_Descr* descr = PyArray_DescrFromType(type_num);
    if (descr == NULL) {
        return NULL;
    }
    return array_create(subtype, descr, nd, dims, strides, data, flags, 0);
}

PyObject* PyArray_Empty(int nd, const npy_intp* dims, PyArray_Descr* descr, int is_f_order) {
    if (descr == NULL) {
        descr = PyArray_DescrFromType(NPY_DOUBLE);
    }
    return array_create(&PyArray_Type, descr, nd, dims, NULL, NULL, is_f_order, 0);
}

PyObject* PyArray_Zeros(int nd, const npy_intp* dims, PyArray_Descr* descr, int is_f_order) {
    if (descr == NULL) {
        descr = PyArray_DescrFromType(NPY_DOUBLE);
    }
    return array_create(&PyArray_Type, descr, nd, dims, NULL, NULL, is_f_order, 1);
}

void tl_memory_order(const PyArrayObject* arr, int* perm) {
    /* Insertion sort: stable, so equal strides keep C order. */
    for (int i = 0; i < arr->nd; i++) {
        npy_intp s = Py_ABS(arr->strides[i]);
        int j = i;
        while (j > 0 && Py_ABS(arr->strides[perm[j - 1]]) < s) {
            perm[j] = perm[j - 1];
            j--;
        }
        perm[j] = i;
    }
}

void tl_order_strides(const PyArrayObject* proto, NPY_ORDER order, npy_intp elsize,
                      npy_intp* strides) {
    int nd = proto->nd;
    if (order == NPY_ANYORDER) {
        order = PyArray_ISFORTRAN(proto) ? NPY_FORTRANORDER : NPY_CORDER;
    } else if (order == NPY_KEEPORDER) {
        if (PyArray_IS_C_CONTIGUOUS(proto) || nd <= 1) {
            order = NPY_CORDER;
        } else if (PyArray_IS_F_CONTIGUOUS(proto)) {
            order = NPY_FORTRANORDER;
        }
    }
    if (order != NPY_KEEPORDER) {
        tl_fill_strides(nd, proto->dimensions, elsize, order == NPY_FORTRANORDER, strides);
        return;
    }
    /* Contiguous strides along proto's memory order. */
    int perm[NPY_MAXDIMS];
    tl_memory_order(proto, perm);
    npy_intp permuted_dims[NPY_MAXDIMS], permuted_strides[NPY_MAXDIMS];
    for (int i = 0; i < nd; i++) {
        permuted_dims[i] = proto->dimensions[perm[i]];
    }
    tl_fill_strides(nd, permuted_dims, elsize, 0, permuted_strides);
    for (int i = 0; i < nd; i++) {
        strides[perm[i]] = permuted_strides[i];
    }
}

PyObject* PyArray_NewLikeArray(PyArrayObject* prototype, NPY_ORDER order, PyArray_Descr* descr,
                               int subok) {
    (void)subok;
    if (prototype == NULL) {
        Py_XDECREF(descr);
        PyErr_BadInternalCall();
        return NULL;
    }
    if (descr == NULL) {
        descr = prototype->descr;
        Py_INCREF(descr);
    }
    npy_intp strides[NPY_MAXDIMS];
    tl_order_strides(prototype, order, descr->elsize, strides);
    return array_create(&PyArray_Type, descr, prototype->nd, prototype->dimensions, strides,
                        NULL, 0, 0);
}

int PyArray_SetBaseObject(PyArrayObject* arr, PyObject* obj) {
    if (obj == NULL) {
        PyErr_SetString(PyExc_ValueError,
                        "Cannot set the NumPy array 'base' dependency to NULL after "
                        "initialization");
        return -1;
    }
    if (arr->base != NULL) {
        Py_DECREF(obj);
        PyErr_SetString(PyExc_ValueError,
                        "Cannot set the NumPy array 'base' dependency more than once");
        return -1;
    }
    /* Skip views: the base becomes the first array owning its data, or the first object
     * that is not an array of arr's type. */
    while (PyArray_Check(obj) && obj != (PyObject*)arr) {
        PyArrayObject* view = (PyArrayObject*)obj;
        PyObject* next = view->base;
        if ((view->flags & NPY_ARRAY_OWNDATA) || next == NULL || Py_TYPE(next) != Py_TYPE(arr)) {
            break;
        }
        Py_INCREF(next);
        Py_DECREF(obj);
        obj = next;
    }
    if (obj == (PyObject*)arr) {
        Py_DECREF(obj);
        PyErr_SetString(PyExc_ValueError,
                        "Cannot create a circular NumPy array 'base' dependency");
        return -1;
    }
    arr->base = obj;
    return 0;
}

PyObject* tl_array_view(PyArrayObject* arr, int nd, const npy_intp* dims,
                        const npy_intp* strides, char* data) {
    Py_INCREF(arr->descr);
    PyObject* view = array_create(Py_TYPE(arr), arr->descr, nd, dims, strides, data,
                                  arr->flags & NPY_ARRAY_WRITEABLE, 0);
    if (view == NULL) {
        return NULL;
    }
    Py_INCREF(arr);
    if (PyArray_SetBaseObject((PyArrayObject*)view, (PyObject*)arr) < 0) {
        Py_DECREF(view);
        return NULL;
    }
    return view;
}

PyObject* PyArray_View(PyArrayObject* arr, PyArray_Descr* dtype, PyTypeObject* type) {
    if ((dtype != NULL && dtype != arr->descr) || (type != NULL && type != Py_TYPE(arr))) {
        Py_XDECREF(dtype);
        PyErr_SetString(PyExc_NotImplementedError,
                        "the twinlink NumPy shim makes views with the array's own dtype and "
                        "type only");
        return NULL;
    }
    Py_XDECREF(dtype); /* NumPy steals it */
    return tl_array_view(arr, arr->nd, arr->dimensions, arr->strides, arr->data);
}

npy_intp PyArray_MultiplyList(const npy_intp* l1, int n) {
    npy_intp product = 1;
    for (int i = 0; i < n; i++) {
        product *= l1[i];
    }
    return product;
}

int PyArray_CompareLists(const npy_intp* l1, const npy_intp* l2, int n) {
    for (int i = 0; i < n; i++) {
        if (l1[i] != l2[i]) {
            return 0;
        }
    }
    return 1;
}

PyObject* PyArray_Return(PyArrayObject* arr) {
    if (arr == NULL || PyArray_NDIM(arr) != 0) {
        return (PyObject*)arr;
    }
    PyObject* scalar = PyArray_Scalar(PyArray_DATA(arr), PyArray_DESCR(arr), (PyObject*)arr);
    Py_DECREF(arr);
    return scalar;
}
