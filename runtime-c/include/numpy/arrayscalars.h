/* NumPy's scalar types and objects (numpy/arrayscalars.h): np.float64(1.5), np.int32(3),
 * np.bool_(True) ... as objects holding one value in `obval`. The type hierarchy is NumPy's
 * (generic > number > integer > signedinteger > int8 ...; inexact > floating > float64), and
 * float64 also derives from Python's float as in NumPy, so PyFloat_Check accepts it. */
#ifndef TWINLINK_NUMPY_ARRAYSCALARS_H
#define TWINLINK_NUMPY_ARRAYSCALARS_H

#include <Python.h>

#include "npy_common.h"

#ifdef __cplusplus
extern "C" {
#endif

extern PyTypeObject PyGenericArrType_Type; /* "numpy.generic", the base of the others */
extern PyTypeObject PyNumberArrType_Type;
extern PyTypeObject PyIntegerArrType_Type;
extern PyTypeObject PySignedIntegerArrType_Type;
extern PyTypeObject PyUnsignedIntegerArrType_Type;
extern PyTypeObject PyInexactArrType_Type;
extern PyTypeObject PyFloatingArrType_Type;
extern PyTypeObject PyComplexFloatingArrType_Type;
extern PyTypeObject PyFlexibleArrType_Type;
extern PyTypeObject PyCharacterArrType_Type;
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

#define TL_SCALAR_OBJECT(cls, ctype) \
    typedef struct {                 \
        PyObject_HEAD                \
        ctype obval;                 \
    } Py##cls##ScalarObject;
TL_SCALAR_OBJECT(Bool, npy_bool)
TL_SCALAR_OBJECT(Byte, npy_byte)
TL_SCALAR_OBJECT(UByte, npy_ubyte)
TL_SCALAR_OBJECT(Short, npy_short)
TL_SCALAR_OBJECT(UShort, npy_ushort)
TL_SCALAR_OBJECT(Int, npy_int)
TL_SCALAR_OBJECT(UInt, npy_uint)
TL_SCALAR_OBJECT(Long, npy_long)
TL_SCALAR_OBJECT(ULong, npy_ulong)
TL_SCALAR_OBJECT(LongLong, npy_longlong)
TL_SCALAR_OBJECT(ULongLong, npy_ulonglong)
TL_SCALAR_OBJECT(Half, npy_half)
TL_SCALAR_OBJECT(Float, npy_float)
TL_SCALAR_OBJECT(Double, npy_double)
TL_SCALAR_OBJECT(LongDouble, npy_longdouble)
TL_SCALAR_OBJECT(CFloat, npy_cfloat)
TL_SCALAR_OBJECT(CDouble, npy_cdouble)
TL_SCALAR_OBJECT(CLongDouble, npy_clongdouble)
#undef TL_SCALAR_OBJECT

/* The sized names, as NumPy's headers define them on 64-bit Linux (int64 is C long). */
#define PyInt8ScalarObject PyByteScalarObject
#define PyInt8ArrType_Type PyByteArrType_Type
#define PyUInt8ScalarObject PyUByteScalarObject
#define PyUInt8ArrType_Type PyUByteArrType_Type
#define PyInt16ScalarObject PyShortScalarObject
#define PyInt16ArrType_Type PyShortArrType_Type
#define PyUInt16ScalarObject PyUShortScalarObject
#define PyUInt16ArrType_Type PyUShortArrType_Type
#define PyInt32ScalarObject PyIntScalarObject
#define PyInt32ArrType_Type PyIntArrType_Type
#define PyUInt32ScalarObject PyUIntScalarObject
#define PyUInt32ArrType_Type PyUIntArrType_Type
#define PyInt64ScalarObject PyLongScalarObject
#define PyInt64ArrType_Type PyLongArrType_Type
#define PyUInt64ScalarObject PyULongScalarObject
#define PyUInt64ArrType_Type PyULongArrType_Type
#define PyFloat16ScalarObject PyHalfScalarObject
#define PyFloat16ArrType_Type PyHalfArrType_Type
#define PyFloat32ScalarObject PyFloatScalarObject
#define PyFloat32ArrType_Type PyFloatArrType_Type
#define PyFloat64ScalarObject PyDoubleScalarObject
#define PyFloat64ArrType_Type PyDoubleArrType_Type
#define PyComplex64ScalarObject PyCFloatScalarObject
#define PyComplex64ArrType_Type PyCFloatArrType_Type
#define PyComplex128ScalarObject PyCDoubleScalarObject
#define PyComplex128ArrType_Type PyCDoubleArrType_Type

/* np.False_ and np.True_: static and immortal. */
extern PyBoolScalarObject _PyArrayScalar_BoolValues[2];
#define PyArrayScalar_False ((PyObject*)(&(_PyArrayScalar_BoolValues[0])))
#define PyArrayScalar_True ((PyObject*)(&(_PyArrayScalar_BoolValues[1])))
#define PyArrayScalar_FromLong(i) ((PyObject*)(&(_PyArrayScalar_BoolValues[((i) != 0)])))
#define PyArrayScalar_RETURN_BOOL_FROM_LONG(i) \
    return Py_INCREF(PyArrayScalar_FromLong(i)), PyArrayScalar_FromLong(i)
#define PyArrayScalar_RETURN_FALSE return Py_INCREF(PyArrayScalar_False), PyArrayScalar_False
#define PyArrayScalar_RETURN_TRUE return Py_INCREF(PyArrayScalar_True), PyArrayScalar_True

/* A new scalar object of `type` (one of the concrete scalar types above) with a zero value, or
 * NULL with MemoryError (SystemError if type is not a concrete scalar type). NumPy calls the
 * type's tp_alloc; the shim has no such slot. */
PyObject* tl_scalar_alloc(PyTypeObject* type);
#define PyArrayScalar_New(cls) tl_scalar_alloc(&Py##cls##ArrType_Type)
/* No type check: obj must be a scalar of that class. */
#define PyArrayScalar_VAL(obj, cls) (((Py##cls##ScalarObject*)(obj))->obval)
#define PyArrayScalar_ASSIGN(obj, cls, val) PyArrayScalar_VAL(obj, cls) = (val)

#ifdef __cplusplus
}
#endif

#endif
