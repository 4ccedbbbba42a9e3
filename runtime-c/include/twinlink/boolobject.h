/* bool: the two immortal singletons True and False, ints of type bool as in CPython. */
#ifndef TWINLINK_BOOLOBJECT_H
#define TWINLINK_BOOLOBJECT_H

#include "longobject.h"
#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

extern PyTypeObject PyBool_Type; /* tp_base is PyLong_Type */

extern PyLongObject _Py_FalseStruct;
extern PyLongObject _Py_TrueStruct;
#define Py_False ((PyObject*)&_Py_FalseStruct)
#define Py_True ((PyObject*)&_Py_TrueStruct)

/* bool cannot be subclassed, so the check is exact. */
#define PyBool_Check(op) Py_IS_TYPE((op), &PyBool_Type)

/* New reference to Py_True if value is non-zero, else to Py_False. Never fails. */
PyObject* PyBool_FromLong(long value);

#define Py_RETURN_TRUE return Py_NewRef(Py_True)
#define Py_RETURN_FALSE return Py_NewRef(Py_False)

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
