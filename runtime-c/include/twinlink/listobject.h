/* list: a growable array of references, laid out as CPython's PyListObject so the unchecked
 * macros read the same. Slots may hold NULL while a list made by PyList_New is being filled
 * (and are released with it), as in CPython. */
#ifndef TWINLINK_LISTOBJECT_H
#define TWINLINK_LISTOBJECT_H

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_VAR_HEAD
    PyObject** ob_item;   /* ob_size owned references (or NULL) */
    Py_ssize_t allocated; /* slots ob_item has room for */
} PyListObject;

extern PyTypeObject PyList_Type;

#define PyList_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_LIST_SUBCLASS)
#define PyList_CheckExact(op) Py_IS_TYPE((op), &PyList_Type)

/* Unchecked access: op must be a list and i in range. GET_ITEM is borrowed; SET_ITEM steals
 * and does not release what the slot held (use it to fill a new list). */
#define PyList_GET_SIZE(op) Py_SIZE(op)
#define PyList_GET_ITEM(op, i) (((PyListObject*)(op))->ob_item[i])
#define PyList_SET_ITEM(op, i, v) ((void)(((PyListObject*)(op))->ob_item[i] = (v)))

/* New reference to a list of size NULL slots; NULL with SystemError (size < 0) or MemoryError
 * set. */
PyObject* PyList_New(Py_ssize_t size);
/* op borrowed. The size, or -1 with SystemError set if op is not a list. */
Py_ssize_t PyList_Size(PyObject* op);
/* op borrowed; a borrowed reference, or NULL with IndexError "list index out of range" /
 * SystemError (not a list) set. */
PyObject* PyList_GetItem(PyObject* op, Py_ssize_t index);
/* Steals item even on failure; releases what the slot held. 0, or -1 with IndexError "list
 * assignment index out of range" or SystemError (not a list) set. */
int PyList_SetItem(PyObject* op, Py_ssize_t index, PyObject* item);
/* item borrowed (the list takes a new reference). 0, or -1 with SystemError (not a list or
 * item NULL) or MemoryError set. Insert clamps index to [0, size] as list.insert does. */
int PyList_Append(PyObject* op, PyObject* item);
int PyList_Insert(PyObject* op, Py_ssize_t index, PyObject* item);
/* op borrowed. A new list of items [low, high) (clamped like a slice); NULL with SystemError
 * if op is not a list. */
PyObject* PyList_GetSlice(PyObject* op, Py_ssize_t low, Py_ssize_t high);
/* op borrowed. Reverses in place; 0, or -1 with SystemError if op is not a list. */
int PyList_Reverse(PyObject* op);
/* op borrowed. A new tuple of the items; NULL with SystemError if op is not a list. */
PyObject* PyList_AsTuple(PyObject* op);

#ifdef __cplusplus
}
#endif

#endif
