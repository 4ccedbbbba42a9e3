/* str: UTF-8 bytes with a trailing NUL. Needed first of all because exception messages are
 * str values; it stores and hands back bytes as given (no decoding or validation). */
#ifndef TWINLINK_UNICODEOBJECT_H
#define TWINLINK_UNICODEOBJECT_H

#include <stdarg.h>

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_HEAD
    Py_ssize_t utf8_length; /* bytes, without the NUL */
    char utf8[];            /* utf8_length bytes, then NUL */
} PyUnicodeObject;

extern PyTypeObject PyUnicode_Type;

#define PyUnicode_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_UNICODE_SUBCLASS)
#define PyUnicode_CheckExact(op) Py_IS_TYPE((op), &PyUnicode_Type)

/* New references, or NULL with an exception set (MemoryError; SystemError for a negative
 * size, or a NULL pointer with a positive size). The bytes are copied. */
PyObject* PyUnicode_FromString(const char* utf8);
PyObject* PyUnicode_FromStringAndSize(const char* utf8, Py_ssize_t size);
/* printf-style formatting (%d i u x X o c p s f F e E g G a and %%, with the usual flags,
 * width, precision, * and hh h l ll z t j L modifiers) plus CPython's object conversions:
 * %U (a str), %S (str(obj)), %R and %A (repr(obj); a str is quoted without escaping; %A is
 * not printf's hex float here) and %V (a str, or the const char* after it if that is NULL).
 * Object arguments are borrowed. At an unknown conversion the rest of the format is copied
 * verbatim. */
PyObject* PyUnicode_FromFormat(const char* format, ...);
PyObject* PyUnicode_FromFormatV(const char* format, va_list vargs);

/* op borrowed. The UTF-8 bytes, valid as long as op lives; NULL with TypeError if op is
 * not a str. The AndSize form stores the byte length in *size when size is not NULL. */
const char* PyUnicode_AsUTF8(PyObject* op);
const char* PyUnicode_AsUTF8AndSize(PyObject* op, Py_ssize_t* size);
/* op borrowed. Number of code points (UTF-8 bytes that are not continuation bytes), or -1
 * with TypeError if op is not a str. */
Py_ssize_t PyUnicode_GetLength(PyObject* op);
/* Borrowed arguments. -1, 0 or 1 as a sorts before, equal to or after b (by code point);
 * -1 with TypeError "Can't compare A and B" if either is not a str. */
int PyUnicode_Compare(PyObject* a, PyObject* b);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
