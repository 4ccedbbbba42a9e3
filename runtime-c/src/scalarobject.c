/* NumPy scalar objects (numpy/arrayscalars.h): the abstract and concrete scalar types in
 * NumPy's hierarchy, np.False_/np.True_, and the C-API functions that make and read scalars. */
#include "shim.h"

#include "numpy/halffloat.h"

#define ABSTRACT_TYPE(cname, name, base)          \
    PyTypeObject Py##cname##ArrType_Type = {      \
        PyVarObject_HEAD_INIT(&PyType_Type, 0)    \
        .tp_name = "numpy." name,                 \
        .tp_basicsize = sizeof(PyObject),         \
        .tp_flags = Py_TPFLAGS_BASETYPE,          \
        .tp_base = (base),                        \
    };

ABSTRACT_TYPE(Generic, "generic", &PyBaseObject_Type)
ABSTRACT_TYPE(Number, "number", &PyGenericArrType_Type)
ABSTRACT_TYPE(Integer, "integer", &PyNumberArrType_Type)
ABSTRACT_TYPE(SignedInteger, "signedinteger", &PyIntegerArrType_Type)
ABSTRACT_TYPE(UnsignedInteger, "unsignedinteger", &PyIntegerArrType_Type)
ABSTRACT_TYPE(Inexact, "inexact", &PyNumberArrType_Type)
ABSTRACT_TYPE(Floating, "floating", &PyInexactArrType_Type)
ABSTRACT_TYPE(ComplexFloating, "complexfloating", &PyInexactArrType_Type)
ABSTRACT_TYPE(Flexible, "flexible", &PyGenericArrType_Type)
ABSTRACT_TYPE(Character, "character", &PyFlexibleArrType_Type)

static void scalar_dealloc(PyObject* op) {
    tl_object_free(op);
}

#define SCALAR_TYPE(cname, name, base, second)       \
    PyTypeObject Py##cname##ArrType_Type = {         \
        PyVarObject_HEAD_INIT(&PyType_Type, 0)       \
        .tp_name = "numpy." name,                    \
        .tp_basicsize = sizeof(Py##cname##ScalarObject), \
        .tp_dealloc = scalar_dealloc,                \
        .tp_base = (base),                           \
        .tl_second_base = (second),                  \
    };

SCALAR_TYPE(Bool, "bool", &PyGenericArrType_Type, NULL)
SCALAR_TYPE(Byte, "int8", &PySignedIntegerArrType_Type, NULL)
SCALAR_TYPE(UByte, "uint8", &PyUnsignedIntegerArrType_Type, NULL)
SCALAR_TYPE(Short, "int16", &PySignedIntegerArrType_Type, NULL)
SCALAR_TYPE(UShort, "uint16", &PyUnsignedIntegerArrType_Type, NULL)
SCALAR_TYPE(Int, "int32", &PySignedIntegerArrType_Type, NULL)
SCALAR_TYPE(UInt, "uint32", &PyUnsignedIntegerArrType_Type, NULL)
SCALAR_TYPE(Long, "int64", &PySignedIntegerArrType_Type, NULL)
SCALAR_TYPE(ULong, "uint64", &PyUnsignedIntegerArrType_Type, NULL)
SCALAR_TYPE(LongLong, "longlong", &PySignedIntegerArrType_Type, NULL)
SCALAR_TYPE(ULongLong, "ulonglong", &PyUnsignedIntegerArrType_Type, NULL)
SCALAR_TYPE(Half, "float16", &PyFloatingArrType_Type, NULL)
SCALAR_TYPE(Float, "float32", &PyFloatingArrType_Type, NULL)
/* float64 is also a Python float (same layout: the header, then a double). */
SCALAR_TYPE(Double, "float64", &PyFloatingArrType_Type, &PyFloat_Type)
SCALAR_TYPE(LongDouble, "longdouble", &PyFloatingArrType_Type, NULL)
SCALAR_TYPE(CFloat, "complex64", &PyComplexFloatingArrType_Type, NULL)
SCALAR_TYPE(CDouble, "complex128", &PyComplexFloatingArrType_Type, NULL)
SCALAR_TYPE(CLongDouble, "clongdouble", &PyComplexFloatingArrType_Type, NULL)

_Static_assert(offsetof(PyDoubleScalarObject, obval) == offsetof(PyFloatObject, ob_fval),
               "float64 scalars read as floats");

PyBoolScalarObject _PyArrayScalar_BoolValues[2] = {
    {PyObject_HEAD_INIT(&PyBoolArrType_Type) 0},
    {PyObject_HEAD_INIT(&PyBoolArrType_Type) 1},
};

/* Each concrete scalar type with its type number and where its value lies. */
#define ROW(cname, num) {&Py##cname##ArrType_Type, (num), offsetof(Py##cname##ScalarObject, obval)}
static const struct {
    PyTypeObject* type;
    int type_num;
    size_t offset;
} scalar_types[] = {
    ROW(Bool, NPY_BOOL),         ROW(Byte, NPY_BYTE),
    ROW(UByte, NPY_UBYTE),       ROW(Short, NPY_SHORT),
    ROW(UShort, NPY_USHORT),     ROW(Int, NPY_INT),
    ROW(UInt, NPY_UINT),         ROW(Long, NPY_LONG),
    ROW(ULong, NPY_ULONG),       ROW(LongLong, NPY_LONGLONG),
    ROW(ULongLong, NPY_ULONGLONG), ROW(Half, NPY_HALF),
    ROW(Float, NPY_FLOAT),       ROW(Double, NPY_DOUBLE),
    ROW(LongDouble, NPY_LONGDOUBLE), ROW(CFloat, NPY_CFLOAT),
    ROW(CDouble, NPY_CDOUBLE),   ROW(CLongDouble, NPY_CLONGDOUBLE),
};
#undef ROW

/* The row of the concrete scalar type op is an instance of (a subclass counts), or -1. */
static int scalar_row(PyObject* op) {
    if (op == NULL || !PyObject_TypeCheck(op, &PyGenericArrType_Type)) {
        return -1;
    }
    for (PyTypeObject* t = Py_TYPE(op); t != NULL; t = t->tp_base) {
        for (size_t i = 0; i < Py_ARRAY_LENGTH(scalar_types); i++) {
            if (scalar_types[i].type == t) {
                return (int)i;
            }
        }
    }
    return -1;
}

PyObject* tl_scalar_alloc(PyTypeObject* type) {
    for (size_t i = 0; i < Py_ARRAY_LENGTH(scalar_types); i++) {
        if (scalar_types[i].type == type) {
            return tl_object_alloc(type, (size_t)type->tp_basicsize);
        }
    }
    PyErr_BadInternalCall();
    return NULL;
}

int tl_scalar_type_num(PyObject* op) {
    int row = scalar_row(op);
    return row < 0 ? -1 : scalar_types[row].type_num;
}

void* tl_scalar_data(PyObject* op) {
    int row = scalar_row(op);
    return row < 0 ? NULL : (char*)op + scalar_types[row].offset;
}

PyObject* PyArray_Scalar(void* data, PyArray_Descr* descr, PyObject* base) {
    (void)base; /* only flexible dtypes (which the shim lacks) keep a base */
    if (data == NULL || descr == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (descr->type_num == NPY_BOOL) {
        PyArrayScalar_RETURN_BOOL_FROM_LONG(*(const npy_bool*)data);
    }
    for (size_t i = 0; i < Py_ARRAY_LENGTH(scalar_types); i++) {
        if (scalar_types[i].type_num == descr->type_num) {
            PyObject* op = tl_scalar_alloc(scalar_types[i].type);
            if (op != NULL) {
                memcpy((char*)op + scalar_types[i].offset, data, (size_t)descr->elsize);
            }
            return op;
        }
    }
    PyErr_Format(PyExc_NotImplementedError,
                 "the twinlink NumPy shim has no scalars of type number %d", descr->type_num);
    return NULL;
}

void PyArray_ScalarAsCtype(PyObject* scalar, void* ctypeptr) {
    int row = scalar_row(scalar);
    if (row < 0 || ctypeptr == NULL) {
        return;
    }
    PyArray_Descr* descr = tl_descr_builtin(scalar_types[row].type_num);
    memcpy(ctypeptr, (char*)scalar + scalar_types[row].offset, (size_t)descr->elsize);
}

PyArray_Descr* PyArray_DescrFromTypeObject(PyObject* type) {
    if (type == NULL || !PyType_Check(type)) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyTypeObject* t = (PyTypeObject*)type;
    for (; t != NULL; t = t->tp_base) {
        for (size_t i = 0; i < Py_ARRAY_LENGTH(scalar_types); i++) {
            if (scalar_types[i].type == t) {
                return PyArray_DescrFromType(scalar_types[i].type_num);
            }
        }
        /* Python's own scalar types map to NumPy's default dtypes for them. */
        if (t == &PyFloat_Type) {
            return PyArray_DescrFromType(NPY_DOUBLE);
        }
        if (t == &PyBool_Type) {
            return PyArray_DescrFromType(NPY_BOOL);
        }
        if (t == &PyLong_Type) {
            return PyArray_DescrFromType(NPY_LONG);
        }
    }
    /* NumPy answers the object dtype, which the shim lacks. */
    return PyArray_DescrFromType(NPY_OBJECT);
}

PyArray_Descr* PyArray_DescrFromScalar(PyObject* scalar) {
    if (scalar == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    return PyArray_DescrFromTypeObject((PyObject*)Py_TYPE(scalar));
}

PyObject* PyArray_TypeObjectFromType(int type_num) {
    for (size_t i = 0; i < Py_ARRAY_LENGTH(scalar_types); i++) {
        if (scalar_types[i].type_num == type_num) {
            return Py_NewRef((PyObject*)scalar_types[i].type);
        }
    }
    return NULL;
}

/* An integer scalar's value: 1 with *s set (signed types), 2 with *u set (unsigned), 0 for
 * other types. */
static int integer_value(int type, const void* v, npy_int64* s, npy_uint64* u) {
    switch (type) {
    case NPY_BYTE: *s = *(const npy_byte*)v; return 1;
    case NPY_SHORT: *s = *(const npy_short*)v; return 1;
    case NPY_INT: *s = *(const npy_int*)v; return 1;
    case NPY_LONG: *s = *(const npy_long*)v; return 1;
    case NPY_LONGLONG: *s = *(const npy_longlong*)v; return 1;
    case NPY_UBYTE: *u = *(const npy_ubyte*)v; return 2;
    case NPY_USHORT: *u = *(const npy_ushort*)v; return 2;
    case NPY_UINT: *u = *(const npy_uint*)v; return 2;
    case NPY_ULONG: *u = *(const npy_ulong*)v; return 2;
    case NPY_ULONGLONG: *u = *(const npy_ulonglong*)v; return 2;
    default: return 0;
    }
}

int tl_scalar_as_double(PyObject* op, double* out) {
    int type = tl_scalar_type_num(op);
    void* v = tl_scalar_data(op);
    npy_int64 s;
    npy_uint64 u;
    switch (type < 0 ? 0 : integer_value(type, v, &s, &u)) {
    case 1: *out = (double)s; return 1;
    case 2: *out = (double)u; return 1;
    default: break;
    }
    switch (type) {
    case NPY_BOOL: *out = *(npy_bool*)v != 0; return 1;
    case NPY_HALF: *out = npy_half_to_double(*(npy_half*)v); return 1;
    case NPY_FLOAT: *out = *(npy_float*)v; return 1;
    case NPY_DOUBLE: *out = *(npy_double*)v; return 1;
    case NPY_LONGDOUBLE: *out = (double)*(npy_longdouble*)v; return 1;
    default: return 0;
    }
}

int tl_scalar_as_int64(PyObject* op, int64_t* out) {
    int type = tl_scalar_type_num(op);
    npy_int64 s;
    npy_uint64 u;
    switch (type < 0 ? 0 : integer_value(type, tl_scalar_data(op), &s, &u)) {
    case 1:
        *out = s;
        return 1;
    case 2:
        if (u > (npy_uint64)INT64_MAX) {
            PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C long");
            return -1;
        }
        *out = (int64_t)u;
        return 1;
    default:
        return 0;
    }
}

PyObject* PyArray_FromScalar(PyObject* scalar, PyArray_Descr* outcode) {
    if (tl_scalar_type_num(scalar) < 0) {
        Py_XDECREF(outcode);
        PyErr_Format(PyExc_TypeError, "expected a NumPy scalar, not %.200s",
                     scalar != NULL ? Py_TYPE(scalar)->tp_name : "NULL");
        return NULL;
    }
    return PyArray_FromAny(scalar, outcode, 0, 0, 0, NULL);
}
