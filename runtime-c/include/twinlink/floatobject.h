/* float: a boxed C double. */
#ifndef TWINLINK_FLOATOBJECT_H
#define TWINLINK_FLOATOBJECT_H

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    PyObject_HEAD
    double ob_fval;
} PyFloatObject;

extern PyTypeObject PyFloat_Type;

#define PyFloat_Check(op) PyObject_TypeCheck((op), &PyFloat_Type)
#define PyFloat_CheckExact(op) Py_IS_TYPE((op), &PyFloat_Type)
/* No type check: op must be a float. */
#define PyFloat_AS_DOUBLE(op) (((PyFloatObject*)(op))->ob_fval)

/* New reference, or NULL with MemoryError set. */
PyObject* PyFloat_FromDouble(double value);
/* op borrowed. Accepts float, int and bool; anything else gives -1.0 with TypeError
 * "must be real number, not <type>". Callers tell -1.0 apart with PyErr_Occurred(). */
double PyFloat_AsDouble(PyObject* op);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
