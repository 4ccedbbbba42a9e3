/* tuple: a fixed-size array of references. Slots may hold NULL while a tuple is being filled
 * (and are released with it), as in CPython. */
#ifndef TWINLINK_TUPLEOBJECT_H
#define TWINLINK_TUPLEOBJECT_H

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_VAR_HEAD
    PyObject* ob_item[]; /* ob_size owned references (or NULL) */
} PyTupleObject;

extern PyTypeObject PyTuple_Type;

#define PyTuple_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_TUPLE_SUBCLASS)
#define PyTuple_CheckExact(op) Py_IS_TYPE((op), &PyTuple_Type)

/* Unchecked access: op must be a tuple and i in range. GET_ITEM is borrowed; SET_ITEM steals
 * and does not release what the slot held (use it to fill a new tuple). */
#define PyTuple_GET_SIZE(op) Py_SIZE(op)
#define PyTuple_GET_ITEM(op, i) (((PyTupleObject*)(op))->ob_item[i])
#define PyTuple_SET_ITEM(op, i, v) ((void)(((PyTupleObject*)(op))->ob_item[i] = (v)))

/* New reference to a tuple of size NULL slots; NULL with SystemError (size < 0) or
 * MemoryError set. */
PyObject* PyTuple_New(Py_ssize_t size);
/* op borrowed. The size, or -1 with SystemError set if op is not a tuple. */
Py_ssize_t PyTuple_Size(PyObject* op);
/* op borrowed; returns a borrowed reference (NULL for an unfilled slot, without exception),
 * or NULL with IndexError "tuple index out of range" / SystemError (not a tuple) set. */
PyObject* PyTuple_GetItem(PyObject* op, Py_ssize_t index);
/* Steals item even on failure; releases what the slot held. 0, or -1 with IndexError or
 * SystemError (not a tuple, or a tuple others may already see: refcount != 1) set. */
int PyTuple_SetItem(PyObject* op, Py_ssize_t index, PyObject* item);
/* New tuple of the n borrowed PyObject* arguments (each gets a new reference). */
PyObject* PyTuple_Pack(Py_ssize_t n, ...);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
