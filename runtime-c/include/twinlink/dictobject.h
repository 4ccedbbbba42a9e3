/* dict: key/value pairs in insertion order. Keys are str (equal when their bytes are) or int
 * (bool counting as the int it equals, as in Python); other keys raise TypeError, since the
 * shim has no general hashing. Lookups are linear: op code's dicts are small. */
#ifndef TWINLINK_DICTOBJECT_H
#define TWINLINK_DICTOBJECT_H

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_HEAD
    Py_ssize_t ma_used;   /* entries */
    Py_ssize_t allocated; /* room in keys/values */
    PyObject** keys;      /* owned references, insertion order */
    PyObject** values;    /* owned references */
} PyDictObject;

extern PyTypeObject PyDict_Type;

#define PyDict_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_DICT_SUBCLASS)
#define PyDict_CheckExact(op) Py_IS_TYPE((op), &PyDict_Type)

/* New reference to an empty dict, or NULL with MemoryError. */
PyObject* PyDict_New(void);
/* Borrowed arguments; the dict takes new references. An existing equal key keeps its place
 * and object, only the value is replaced. 0, or -1 with SystemError (not a dict, NULL),
 * TypeError (a key that is not str or int) or MemoryError set. */
int PyDict_SetItem(PyObject* op, PyObject* key, PyObject* value);
int PyDict_SetItemString(PyObject* op, const char* key, PyObject* value);
/* Borrowed results, NULL when the key is missing. GetItem and GetItemString never leave an
 * exception set (as CPython's); GetItemWithError sets TypeError/SystemError for a bad key or
 * dict and nothing for a missing key. */
PyObject* PyDict_GetItem(PyObject* op, PyObject* key);
PyObject* PyDict_GetItemWithError(PyObject* op, PyObject* key);
PyObject* PyDict_GetItemString(PyObject* op, const char* key);
/* 1 if present, 0 if not, -1 with an exception set. */
int PyDict_Contains(PyObject* op, PyObject* key);
/* 0, or -1 with KeyError (repr of the key) when missing, or TypeError/SystemError. */
int PyDict_DelItem(PyObject* op, PyObject* key);
int PyDict_DelItemString(PyObject* op, const char* key);
/* The number of entries, or -1 with SystemError if op is not a dict. */
Py_ssize_t PyDict_Size(PyObject* op);
/* Iterates entries in insertion order: *pos starts at 0; returns 0 at the end. key and value
 * (either may be NULL) receive borrowed references. */
int PyDict_Next(PyObject* op, Py_ssize_t* pos, PyObject** key, PyObject** value);
/* New lists (keys, values, (key, value) tuples) in insertion order; NULL with an exception. */
PyObject* PyDict_Keys(PyObject* op);
PyObject* PyDict_Values(PyObject* op);
PyObject* PyDict_Items(PyObject* op);
/* A new shallow copy; NULL with an exception. */
PyObject* PyDict_Copy(PyObject* op);
/* Removes every entry (nothing if op is not a dict). */
void PyDict_Clear(PyObject* op);

#ifdef __cplusplus
}
#endif

#endif
