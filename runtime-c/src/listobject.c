/* list objects. */
#include "shim.h"

static void list_dealloc(PyObject* op) {
    PyListObject* l = (PyListObject*)op;
    for (Py_ssize_t i = Py_SIZE(l); i-- > 0;) {
        Py_XDECREF(l->ob_item[i]);
    }
    PyMem_Free(l->ob_item);
    tl_object_free(op);
}

PyTypeObject PyList_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "list",
    .tp_basicsize = sizeof(PyListObject),
    .tp_dealloc = list_dealloc,
    .tp_flags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_LIST_SUBCLASS,
    .tp_base = &PyBaseObject_Type,
};

/* Room for at least `need` slots (need > allocated); new slots are not initialised. */
static int list_grow(PyListObject* l, Py_ssize_t need) {
    Py_ssize_t cap = l->allocated < 4 ? 4 : l->allocated;
    while (cap < need) {
        if (cap > PY_SSIZE_T_MAX / 2 / (Py_ssize_t)sizeof(PyObject*)) {
            cap = need;
            break;
        }
        cap *= 2;
    }
    if ((size_t)cap > (size_t)PY_SSIZE_T_MAX / sizeof(PyObject*)) {
        PyErr_NoMemory();
        return -1;
    }
    PyObject** items = PyMem_Realloc(l->ob_item, (size_t)cap * sizeof(PyObject*));
    if (items == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    l->ob_item = items;
    l->allocated = cap;
    return 0;
}

PyObject* PyList_New(Py_ssize_t size) {
    if (size < 0) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if ((size_t)size > (size_t)PY_SSIZE_T_MAX / sizeof(PyObject*)) {
        return PyErr_NoMemory();
    }
    PyListObject* l = (PyListObject*)tl_object_alloc(&PyList_Type, sizeof(PyListObject));
    if (l == NULL) {
        return NULL;
    }
    if (size > 0) {
        l->ob_item = PyMem_Calloc((size_t)size, sizeof(PyObject*));
        if (l->ob_item == NULL) {
            tl_object_free((PyObject*)l);
            return PyErr_NoMemory();
        }
        l->allocated = size;
    }
    Py_SET_SIZE(l, size);
    return (PyObject*)l;
}

Py_ssize_t PyList_Size(PyObject* op) {
    if (op == NULL || !PyList_Check(op)) {
        PyErr_BadInternalCall();
        return -1;
    }
    return Py_SIZE(op);
}

PyObject* PyList_GetItem(PyObject* op, Py_ssize_t index) {
    if (op == NULL || !PyList_Check(op)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (index < 0 || index >= Py_SIZE(op)) {
        PyErr_SetString(PyExc_IndexError, "list index out of range");
        return NULL;
    }
    return PyList_GET_ITEM(op, index);
}

int PyList_SetItem(PyObject* op, Py_ssize_t index, PyObject* item) {
    if (op == NULL || !PyList_Check(op)) {
        Py_XDECREF(item);
        PyErr_BadInternalCall();
        return -1;
    }
    if (index < 0 || index >= Py_SIZE(op)) {
        Py_XDECREF(item);
        PyErr_SetString(PyExc_IndexError, "list assignment index out of range");
        return -1;
    }
    Py_XSETREF(PyList_GET_ITEM(op, index), item);
    return 0;
}

int PyList_Insert(PyObject* op, Py_ssize_t index, PyObject* item) {
    if (op == NULL || !PyList_Check(op) || item == NULL) {
        PyErr_BadInternalCall();
        return -1;
    }
    PyListObject* l = (PyListObject*)op;
    Py_ssize_t n = Py_SIZE(l);
    if (n == PY_SSIZE_T_MAX) {
        PyErr_SetString(PyExc_SystemError, "cannot add more objects to list");
        return -1;
    }
    if (n + 1 > l->allocated && list_grow(l, n + 1) < 0) {
        return -1;
    }
    if (index < 0) {
        index += n;
        if (index < 0) {
            index = 0;
        }
    }
    if (index > n) {
        index = n;
    }
    memmove(&l->ob_item[index + 1], &l->ob_item[index], (size_t)(n - index) * sizeof(PyObject*));
    l->ob_item[index] = Py_NewRef(item);
    Py_SET_SIZE(l, n + 1);
    return 0;
}

int PyList_Append(PyObject* op, PyObject* item) {
    if (op == NULL || !PyList_Check(op)) {
        PyErr_BadInternalCall();
        return -1;
    }
    return PyList_Insert(op, Py_SIZE(op), item);
}

PyObject* PyList_GetSlice(PyObject* op, Py_ssize_t low, Py_ssize_t high) {
    if (op == NULL || !PyList_Check(op)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    Py_ssize_t n = Py_SIZE(op);
    low = low < 0 ? 0 : (low > n ? n : low);
    high = high < low ? low : (high > n ? n : high);
    PyObject* out = PyList_New(high - low);
    if (out == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = low; i < high; i++) {
        PyList_SET_ITEM(out, i - low, Py_XNewRef(PyList_GET_ITEM(op, i)));
    }
    return out;
}

int PyList_Reverse(PyObject* op) {
    if (op == NULL || !PyList_Check(op)) {
        PyErr_BadInternalCall();
        return -1;
    }
    PyObject** items = ((PyListObject*)op)->ob_item;
    for (Py_ssize_t i = 0, j = Py_SIZE(op) - 1; i < j; i++, j--) {
        PyObject* t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
    return 0;
}

PyObject* PyList_AsTuple(PyObject* op) {
    if (op == NULL || !PyList_Check(op)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    Py_ssize_t n = Py_SIZE(op);
    PyObject* t = PyTuple_New(n);
    if (t == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyTuple_SET_ITEM(t, i, Py_XNewRef(PyList_GET_ITEM(op, i)));
    }
    return t;
}
