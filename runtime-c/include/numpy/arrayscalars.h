/* NumPy's scalar types (numpy/arrayscalars.h). The shim has no scalar objects: these type
 * objects exist so PyArray_Descr.typeobj has NumPy's names and PyArray_IsScalar() compiles
 * (it is always false). */
#ifndef TWINLINK_NUMPY_ARRAYSCALARS_H
#define TWINLINK_NUMPY_ARRAYSCALARS_H

#include <Python.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

extern PyTypeObject PyGenericArrType_Type; /* "numpy.generic", the base of the others */
extern PyTypeObject PyBoolArrType_Type;
extern PyTypeObject PyByteArrType_Type;
extern PyTypeObject PyUByteArrType_Type;
extern PyTypeObject PyShortArrType_Type;
extern PyTypeObject PyUShortArrType_Type;
extern PyTypeObject PyIntArrType_Type;
extern PyTypeObject PyUIntArrType_Type;
extern PyTypeObject PyLongArrType_Type;
extern PyTypeObject PyULongArrType_Type;
extern PyTypeObject PyLongLongArrType_Type;
extern PyTypeObject PyULongLongArrType_Type;
extern PyTypeObject PyFloatArrType_Type;
extern PyTypeObject PyDoubleArrType_Type;
extern PyTypeObject PyLongDoubleArrType_Type;
extern PyTypeObject PyCFloatArrType_Type;
extern PyTypeObject PyCDoubleArrType_Type;
extern PyTypeObject PyCLongDoubleArrType_Type;
extern PyTypeObject PyHalfArrType_Type;

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
