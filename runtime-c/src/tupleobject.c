/* tuple objects. */
#include "shim.h"

static void tuple_dealloc(PyObject* op) {
    PyTupleObject* t = (PyTupleObject*)op;
    /* Last item first, as CPython does, so nested teardown order matches. */
    for (Py_ssize_t i = Py_SIZE(t); i-- > 0;) {
        Py_XDECREF(t->ob_item[i]);
    }
    tl_object_free(op);
}

PyTypeObject PyTuple_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "tuple",
    .tp_basicsize = sizeof(PyTupleObject),
    .tp_itemsize = sizeof(PyObject*),
    .tp_dealloc = tuple_dealloc,
    .tp_flags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_TUPLE_SUBCLASS,
    .tp_base = &PyBaseObject_Type,
};

PyObject* PyTuple_New(Py_ssize_t size) {
    if (size < 0) {
        PyErr_BadInternalCall();
        return NULL;
    }
    /* Checked before multiplying so a huge size cannot wrap into a small allocation. */
    if ((size_t)size > ((size_t)PY_SSIZE_T_MAX - sizeof(PyTupleObject)) / sizeof(PyObject*)) {
        return PyErr_NoMemory();
    }
    PyObject* op =
        tl_object_alloc(&PyTuple_Type, sizeof(PyTupleObject) + (size_t)size * sizeof(PyObject*));
    if (op != NULL) {
        Py_SET_SIZE(op, size); /* slots are already NULL: the allocation is zeroed */
    }
    return op;
}

Py_ssize_t PyTuple_Size(PyObject* op) {
    if (op == NULL || !PyTuple_Check(op)) {
        PyErr_BadInternalCall();
        return -1;
    }
    return Py_SIZE(op);
}

PyObject* PyTuple_GetItem(PyObject* op, Py_ssize_t index) {
    if (op == NULL || !PyTuple_Check(op)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (index < 0 || index >= Py_SIZE(op)) {
        PyErr_SetString(PyExc_IndexError, "tuple index out of range");
        return NULL;
    }
    return PyTuple_GET_ITEM(op, index);
}

int PyTuple_SetItem(PyObject* op, Py_ssize_t index, PyObject* item) {
    /* Tuples are immutable once shared, hence the refcount check (as in CPython). */
    if (op == NULL || !PyTuple_Check(op) || Py_REFCNT(op) != 1) {
        Py_XDECREF(item);
        PyErr_BadInternalCall();
        return -1;
    }
    if (index < 0 || index >= Py_SIZE(op)) {
        Py_XDECREF(item);
        PyErr_SetString(PyExc_IndexError, "tuple assignment index out of range");
        return -1;
    }
    Py_XSETREF(PyTuple_GET_ITEM(op, index), item);
    return 0;
}

PyObject* PyTuple_Pack(Py_ssize_t n, ...) {
    PyObject* t = PyTuple_New(n);
    if (t == NULL) {
        return NULL;
    }
    va_list vargs;
    va_start(vargs, n);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyTuple_SET_ITEM(t, i, Py_XNewRef(va_arg(vargs, PyObject*)));
    }
    va_end(vargs);
    return t;
}
