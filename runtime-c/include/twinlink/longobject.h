/* int: a 64-bit signed value instead of CPython's arbitrary precision. Conversions report
 * overflow exactly as CPython does for the C type asked for; only building an int beyond
 * the int64 range fails where CPython would succeed (OverflowError). */
#ifndef TWINLINK_LONGOBJECT_H
#define TWINLINK_LONGOBJECT_H

#include <stddef.h>
#include <stdint.h>

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_HEAD
    int64_t ob_ival;
} PyLongObject;

extern PyTypeObject PyLong_Type;

/* True for bool too: bool subclasses int, as in CPython. */
#define PyLong_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_LONG_SUBCLASS)
#define PyLong_CheckExact(op) Py_IS_TYPE((op), &PyLong_Type)

/* Constructors return a new reference, or NULL with an exception set (MemoryError; the
 * unsigned and double ones also OverflowError, FromDouble ValueError for NaN). */
PyObject* PyLong_FromLong(long value);
PyObject* PyLong_FromLongLong(long long value);
PyObject* PyLong_FromSsize_t(Py_ssize_t value);
PyObject* PyLong_FromSize_t(size_t value);
PyObject* PyLong_FromUnsignedLong(unsigned long value);
PyObject* PyLong_FromUnsignedLongLong(unsigned long long value);
PyObject* PyLong_FromDouble(double value);

/* Readers: op borrowed. On error they return -1 (-1.0; (type)-1 for unsigned) with
 * OverflowError (out of range of the C type) or TypeError (not an int) set. */
long PyLong_AsLong(PyObject* op);
long long PyLong_AsLongLong(PyObject* op);
Py_ssize_t PyLong_AsSsize_t(PyObject* op);
size_t PyLong_AsSize_t(PyObject* op);
unsigned long PyLong_AsUnsignedLong(PyObject* op);
unsigned long long PyLong_AsUnsignedLongLong(PyObject* op);
double PyLong_AsDouble(PyObject* op);
/* Out of range: -1 with *overflow set to +1 or -1 and no exception. Otherwise *overflow = 0. */
long PyLong_AsLongAndOverflow(PyObject* op, int* overflow);
long long PyLong_AsLongLongAndOverflow(PyObject* op, int* overflow);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
