/* Generic object code: the type and object root types, None, deallocation, the live-object
 * counter and raw memory. */
#include "shim.h"
#include "guest_abi.h"

PyTypeObject PyType_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "type",
    .tp_basicsize = sizeof(PyTypeObject),
    .tp_flags = Py_TPFLAGS_TYPE_SUBCLASS,
    .tp_base = &PyBaseObject_Type,
};

PyTypeObject PyBaseObject_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "object",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_BASETYPE,
};

/* No tp_dealloc: None is immortal, so the count never reaches 0. */
PyTypeObject _PyNone_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "NoneType",
    .tp_basicsize = sizeof(PyObject),
    .tp_base = &PyBaseObject_Type,
};

PyObject _Py_NoneStruct = {_Py_IMMORTAL_REFCNT, &_PyNone_Type};

/* 64-bit even on wasm32 so the host reads it without truncation. */
static int64_t live_objects;

PyObject* tl_object_alloc(PyTypeObject* type, size_t size) {
    PyObject* op = calloc(1, size);
    if (op == NULL) {
        return PyErr_NoMemory();
    }
    op->ob_refcnt = 1;
    op->ob_type = type;
    live_objects++;
    return op;
}

void tl_object_free(PyObject* op) {
    live_objects--;
    free(op);
}

int64_t tl_live_object_count(void) {
    return live_objects;
}

int tl_fault_flags;
int (*tl_dealloc_guard)(PyObject* op);

void tl_note_refcount_underflow(PyObject* op) {
    (void)op;
    tl_fault_flags |= TL_FAULT_REFCOUNT_UNDERFLOW;
}

void _Py_Dealloc(PyObject* op) {
    /* An object the host still holds (an input or constant slot) reaching zero means op code
     * released a reference it did not own. Keep it alive so nothing reads freed memory; the
     * host sees the fault and discards the instance. */
    if (tl_dealloc_guard != NULL && tl_dealloc_guard(op)) {
        tl_fault_flags |= TL_FAULT_FREED_HELD_OBJECT;
        op->ob_refcnt = 1;
        return;
    }
    destructor dealloc = Py_TYPE(op)->tp_dealloc;
    if (dealloc != NULL) {
        dealloc(op);
    }
}

/* Depth-first over tp_base and tl_second_base; bounded so a cyclic chain (a bug in op code)
 * cannot hang the guest. */
static int is_subtype(PyTypeObject* a, PyTypeObject* b, int depth) {
    for (; a != NULL && depth < 64; depth++, a = a->tp_base) {
        if (a == b) {
            return 1;
        }
        if (a->tl_second_base != NULL && is_subtype(a->tl_second_base, b, depth + 1)) {
            return 1;
        }
    }
    return 0;
}

int PyType_IsSubtype(PyTypeObject* a, PyTypeObject* b) {
    if (b == &PyBaseObject_Type) {
        return 1;
    }
    return is_subtype(a, b, 0);
}

int PyObject_IsTrue(PyObject* op) {
    if (op == NULL) {
        PyErr_BadInternalCall();
        return -1;
    }
    if (op == Py_None) {
        return 0;
    }
    if (PyLong_Check(op)) {
        return ((PyLongObject*)op)->ob_ival != 0;
    }
    if (PyFloat_Check(op)) {
        return PyFloat_AS_DOUBLE(op) != 0.0;
    }
    if (PyTuple_Check(op)) {
        return PyTuple_GET_SIZE(op) != 0;
    }
    if (PyUnicode_Check(op)) {
        return ((PyUnicodeObject*)op)->utf8_length != 0;
    }
    if (PyList_Check(op)) {
        return PyList_GET_SIZE(op) != 0;
    }
    if (PyDict_Check(op)) {
        return ((PyDictObject*)op)->ma_used != 0;
    }
    double value;
    if (tl_scalar_as_double(op, &value)) {
        return value != 0.0;
    }
    return 1;
}

/* The PY_SSIZE_T_MAX cap matches CPython: sizes must stay representable as Py_ssize_t. */
void* PyMem_Malloc(size_t size) {
    if (size > (size_t)PY_SSIZE_T_MAX) {
        return NULL;
    }
    return malloc(size == 0 ? 1 : size);
}

void* PyMem_Calloc(size_t nelem, size_t elsize) {
    if (elsize != 0 && nelem > (size_t)PY_SSIZE_T_MAX / elsize) {
        return NULL;
    }
    if (nelem == 0 || elsize == 0) {
        nelem = 1;
        elsize = 1;
    }
    return calloc(nelem, elsize);
}

void* PyMem_Realloc(void* ptr, size_t size) {
    if (size > (size_t)PY_SSIZE_T_MAX) {
        return NULL;
    }
    return realloc(ptr, size == 0 ? 1 : size);
}

void PyMem_Free(void* ptr) {
    free(ptr);
}

void* PyObject_Malloc(size_t size) {
    return PyMem_Malloc(size);
}

void* PyObject_Calloc(size_t nelem, size_t elsize) {
    return PyMem_Calloc(nelem, elsize);
}

void* PyObject_Realloc(void* ptr, size_t size) {
    return PyMem_Realloc(ptr, size);
}

void PyObject_Free(void* ptr) {
    free(ptr);
}
