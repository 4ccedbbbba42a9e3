/* dict objects: parallel key and value arrays in insertion order (see dictobject.h). */
#include "shim.h"

static void dict_dealloc(PyObject* op) {
    PyDict_Clear(op);
    PyDictObject* d = (PyDictObject*)op;
    PyMem_Free(d->keys);
    PyMem_Free(d->values);
    tl_object_free(op);
}

PyTypeObject PyDict_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "dict",
    .tp_basicsize = sizeof(PyDictObject),
    .tp_dealloc = dict_dealloc,
    .tp_flags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_DICT_SUBCLASS,
    .tp_base = &PyBaseObject_Type,
};

PyObject* PyDict_New(void) {
    return tl_object_alloc(&PyDict_Type, sizeof(PyDictObject));
}

/* 0 if key can be a key, else -1 with TypeError (CPython's message for an unhashable key when
 * it is one of the shim's mutable containers). */
static int check_key(PyObject* key) {
    if (PyUnicode_Check(key) || PyLong_Check(key)) {
        return 0;
    }
    if (PyList_Check(key) || PyDict_Check(key)) {
        PyErr_Format(PyExc_TypeError, "unhashable type: '%.200s'", Py_TYPE(key)->tp_name);
    } else {
        PyErr_Format(PyExc_TypeError,
                     "the twinlink shim's dict keys must be str or int, not %.200s",
                     Py_TYPE(key)->tp_name);
    }
    return -1;
}

static int keys_equal(PyObject* a, PyObject* b) {
    if (a == b) {
        return 1;
    }
    if (PyUnicode_Check(a) && PyUnicode_Check(b)) {
        PyUnicodeObject* x = (PyUnicodeObject*)a;
        PyUnicodeObject* y = (PyUnicodeObject*)b;
        return x->utf8_length == y->utf8_length &&
               memcmp(x->utf8, y->utf8, (size_t)x->utf8_length) == 0;
    }
    if (PyLong_Check(a) && PyLong_Check(b)) {
        return ((PyLongObject*)a)->ob_ival == ((PyLongObject*)b)->ob_ival;
    }
    return 0;
}

/* The entry index of key, -1 if missing, -2 with an exception set. */
static Py_ssize_t find(PyObject* op, PyObject* key) {
    if (op == NULL || !PyDict_Check(op) || key == NULL) {
        PyErr_BadInternalCall();
        return -2;
    }
    if (check_key(key) < 0) {
        return -2;
    }
    PyDictObject* d = (PyDictObject*)op;
    for (Py_ssize_t i = 0; i < d->ma_used; i++) {
        if (keys_equal(d->keys[i], key)) {
            return i;
        }
    }
    return -1;
}

int PyDict_SetItem(PyObject* op, PyObject* key, PyObject* value) {
    if (value == NULL) {
        PyErr_BadInternalCall();
        return -1;
    }
    Py_ssize_t i = find(op, key);
    if (i == -2) {
        return -1;
    }
    PyDictObject* d = (PyDictObject*)op;
    if (i >= 0) {
        Py_SETREF(d->values[i], Py_NewRef(value));
        return 0;
    }
    if (d->ma_used == d->allocated) {
        Py_ssize_t cap = d->allocated < 4 ? 4 : d->allocated * 2;
        if ((size_t)cap > (size_t)PY_SSIZE_T_MAX / sizeof(PyObject*)) {
            PyErr_NoMemory();
            return -1;
        }
        PyObject** keys = PyMem_Realloc(d->keys, (size_t)cap * sizeof(PyObject*));
        if (keys == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        d->keys = keys;
        PyObject** values = PyMem_Realloc(d->values, (size_t)cap * sizeof(PyObject*));
        if (values == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        d->values = values;
        d->allocated = cap;
    }
    d->keys[d->ma_used] = Py_NewRef(key);
    d->values[d->ma_used] = Py_NewRef(value);
    d->ma_used++;
    return 0;
}

int PyDict_SetItemString(PyObject* op, const char* key, PyObject* value) {
    PyObject* k = PyUnicode_FromString(key);
    if (k == NULL) {
        return -1;
    }
    int r = PyDict_SetItem(op, k, value);
    Py_DECREF(k);
    return r;
}

PyObject* PyDict_GetItemWithError(PyObject* op, PyObject* key) {
    Py_ssize_t i = find(op, key);
    return i >= 0 ? ((PyDictObject*)op)->values[i] : NULL;
}

/* CPython's PyDict_GetItem hides every error; so does the shim's, keeping what was pending. */
PyObject* PyDict_GetItem(PyObject* op, PyObject* key) {
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    PyObject* found = PyDict_GetItemWithError(op, key);
    PyErr_Restore(t, v, tb);
    return found;
}

PyObject* PyDict_GetItemString(PyObject* op, const char* key) {
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    PyObject* found = NULL;
    PyObject* k = PyUnicode_FromString(key);
    if (k != NULL) {
        found = PyDict_GetItemWithError(op, k);
        Py_DECREF(k);
    }
    PyErr_Restore(t, v, tb);
    return found;
}

int PyDict_Contains(PyObject* op, PyObject* key) {
    Py_ssize_t i = find(op, key);
    return i == -2 ? -1 : i >= 0;
}

int PyDict_DelItem(PyObject* op, PyObject* key) {
    Py_ssize_t i = find(op, key);
    if (i == -2) {
        return -1;
    }
    if (i == -1) {
        PyErr_Format(PyExc_KeyError, "%R", key);
        return -1;
    }
    PyDictObject* d = (PyDictObject*)op;
    PyObject* k = d->keys[i];
    PyObject* v = d->values[i];
    size_t tail = (size_t)(d->ma_used - i - 1) * sizeof(PyObject*);
    memmove(&d->keys[i], &d->keys[i + 1], tail);
    memmove(&d->values[i], &d->values[i + 1], tail);
    d->ma_used--;
    Py_DECREF(k);
    Py_DECREF(v);
    return 0;
}

int PyDict_DelItemString(PyObject* op, const char* key) {
    PyObject* k = PyUnicode_FromString(key);
    if (k == NULL) {
        return -1;
    }
    int r = PyDict_DelItem(op, k);
    Py_DECREF(k);
    return r;
}

Py_ssize_t PyDict_Size(PyObject* op) {
    if (op == NULL || !PyDict_Check(op)) {
        PyErr_BadInternalCall();
        return -1;
    }
    return ((PyDictObject*)op)->ma_used;
}

int PyDict_Next(PyObject* op, Py_ssize_t* pos, PyObject** key, PyObject** value) {
    if (op == NULL || !PyDict_Check(op) || pos == NULL) {
        return 0;
    }
    PyDictObject* d = (PyDictObject*)op;
    Py_ssize_t i = *pos;
    if (i < 0 || i >= d->ma_used) {
        return 0;
    }
    *pos = i + 1;
    if (key != NULL) {
        *key = d->keys[i];
    }
    if (value != NULL) {
        *value = d->values[i];
    }
    return 1;
}

/* A list of what pick makes of each entry (a new reference, or NULL on failure). */
static PyObject* entries_list(PyObject* op, PyObject* (*pick)(PyObject* key, PyObject* value)) {
    if (op == NULL || !PyDict_Check(op)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyDictObject* d = (PyDictObject*)op;
    PyObject* list = PyList_New(d->ma_used);
    if (list == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < d->ma_used; i++) {
        PyObject* item = pick(d->keys[i], d->values[i]);
        if (item == NULL) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

static PyObject* pick_key(PyObject* key, PyObject* value) {
    (void)value;
    return Py_NewRef(key);
}

static PyObject* pick_value(PyObject* key, PyObject* value) {
    (void)key;
    return Py_NewRef(value);
}

static PyObject* pick_item(PyObject* key, PyObject* value) {
    return PyTuple_Pack(2, key, value);
}

PyObject* PyDict_Keys(PyObject* op) {
    return entries_list(op, pick_key);
}

PyObject* PyDict_Values(PyObject* op) {
    return entries_list(op, pick_value);
}

PyObject* PyDict_Items(PyObject* op) {
    return entries_list(op, pick_item);
}

PyObject* PyDict_Copy(PyObject* op) {
    if (op == NULL || !PyDict_Check(op)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyObject* copy = PyDict_New();
    if (copy == NULL) {
        return NULL;
    }
    PyDictObject* d = (PyDictObject*)op;
    for (Py_ssize_t i = 0; i < d->ma_used; i++) {
        if (PyDict_SetItem(copy, d->keys[i], d->values[i]) < 0) {
            Py_DECREF(copy);
            return NULL;
        }
    }
    return copy;
}

void PyDict_Clear(PyObject* op) {
    if (op == NULL || !PyDict_Check(op)) {
        return;
    }
    PyDictObject* d = (PyDictObject*)op;
    /* Emptied first, then released, so a destructor that looks at the dict sees it empty. */
    Py_ssize_t n = d->ma_used;
    d->ma_used = 0;
    for (Py_ssize_t i = n; i-- > 0;) {
        Py_DECREF(d->keys[i]);
        Py_DECREF(d->values[i]);
    }
}
