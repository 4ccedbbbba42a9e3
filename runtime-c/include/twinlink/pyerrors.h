/* Exceptions: the builtin exception types and the single pending-exception indicator.
 * There are no exception instances: an exception is its type plus a value (normally the
 * message as a str), which is all the host needs to re-raise it. The guest is single-threaded,
 * so one global indicator stands in for CPython's per-thread state. */
#ifndef TWINLINK_PYERRORS_H
#define TWINLINK_PYERRORS_H

#include <stdarg.h>

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Borrowed pointers to static, immortal type objects; the tp_base chains match CPython's. */
extern PyObject* PyExc_BaseException;
extern PyObject* PyExc_Exception;
extern PyObject* PyExc_ArithmeticError;
extern PyObject* PyExc_AssertionError;
extern PyObject* PyExc_AttributeError;
extern PyObject* PyExc_IndexError;
extern PyObject* PyExc_KeyError;
extern PyObject* PyExc_LookupError;
extern PyObject* PyExc_MemoryError;
extern PyObject* PyExc_NotImplementedError;
extern PyObject* PyExc_OverflowError;
extern PyObject* PyExc_RuntimeError;
extern PyObject* PyExc_SystemError;
extern PyObject* PyExc_TypeError;
extern PyObject* PyExc_ValueError;
extern PyObject* PyExc_ZeroDivisionError;

#define PyExceptionClass_Check(x) \
    (PyType_Check(x) && PyType_FastSubclass((PyTypeObject*)(x), Py_TPFLAGS_BASE_EXC_SUBCLASS))

/* Messages produced by PyErr_Format are cut to this many bytes (at a UTF-8 boundary). */
#define TL_ERR_FORMAT_MAX 4095

/* Set the pending exception, releasing the previous one. type and value are borrowed;
 * value may be NULL. A type that is not an exception class sets SystemError instead. */
void PyErr_SetObject(PyObject* type, PyObject* value);
/* type borrowed; message copied into a new str (UTF-8). */
void PyErr_SetString(PyObject* type, const char* message);
/* type borrowed; no value (an empty message). */
void PyErr_SetNone(PyObject* type);
/* type borrowed. Formats like printf (plus CPython's %U %S %R %A for objects) and always
 * returns NULL so it can end a `return PyErr_Format(...)`. */
PyObject* PyErr_Format(PyObject* type, const char* format, ...);
PyObject* PyErr_FormatV(PyObject* type, const char* format, va_list vargs);

/* The pending exception type (borrowed), or NULL. */
PyObject* PyErr_Occurred(void);
void PyErr_Clear(void);
/* Moves the indicator into the three pointers (new references, possibly NULL) and clears it. */
void PyErr_Fetch(PyObject** ptype, PyObject** pvalue, PyObject** ptraceback);
/* Steals all three; a NULL type clears the indicator. */
void PyErr_Restore(PyObject* type, PyObject* value, PyObject* traceback);

/* Borrowed arguments. exc may be a type or a tuple of them (any element matches); given
 * matches if it is exc or a subclass of it. */
int PyErr_GivenExceptionMatches(PyObject* given, PyObject* exc);
int PyErr_ExceptionMatches(PyObject* exc);

/* A new exception class `name` ("module.class") deriving from `base` (a class, a 1-tuple of
 * one, or NULL for Exception); `dict` is ignored. The class lives as long as the instance, and
 * asking again for the same name and base gives the same class. Raised out of the sandbox, it
 * arrives on the host as the class of that name the host passed in (or
 * NumPy's LinAlgError or AxisError), otherwise as its nearest builtin base. */
PyObject* PyErr_NewException(const char* name, PyObject* base, PyObject* dict);

/* Sets MemoryError without allocating; returns NULL. */
PyObject* PyErr_NoMemory(void);
/* Sets TypeError "bad argument type for built-in operation"; returns 0. */
int PyErr_BadArgument(void);
/* Sets SystemError "bad argument to internal function". */
void PyErr_BadInternalCall(void);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
