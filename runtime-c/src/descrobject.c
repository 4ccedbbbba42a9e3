/* dtype objects: one static, immortal PyArray_Descr per supported type number (their typeobj
 * fields point to the scalar types of scalarobject.c). */
#include "shim.h"

/* The shim's sizes must be the ones npy_common.h announces, and NPY_LONG data must be the
 * host's int64. */
_Static_assert(sizeof(npy_intp) == NPY_SIZEOF_INTP, "npy_intp size");
_Static_assert(sizeof(npy_intp) == sizeof(Py_ssize_t), "npy_intp is Py_ssize_t-sized");
_Static_assert(sizeof(npy_long) == 8 && sizeof(npy_ulong) == 8, "npy_long is int64");
_Static_assert(sizeof(npy_longdouble) == NPY_SIZEOF_LONGDOUBLE, "long double size");
_Static_assert(sizeof(npy_clongdouble) == NPY_SIZEOF_CLONGDOUBLE, "clongdouble size");

/* No tp_dealloc: every dtype is static and immortal. */
PyTypeObject PyArrayDescr_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "numpy.dtype",
    .tp_basicsize = sizeof(PyArray_Descr),
    .tp_base = &PyBaseObject_Type,
};

/* kind, type character, byte order ('|' for 1-byte types, as NumPy), size and alignment as
 * NumPy has them on the host, except that sizes and alignments are this target's C types'. */
#define DESCR(num, scalar, kind_, char_, ctype)                              \
    {                                                                         \
        .ob_base = {_Py_IMMORTAL_REFCNT, &PyArrayDescr_Type},                \
        .typeobj = &Py##scalar##ArrType_Type,                                \
        .kind = (kind_),                                                      \
        .type = (char_),                                                      \
        .byteorder = sizeof(ctype) == 1 ? NPY_IGNORE : NPY_NATIVE,           \
        .type_num = (num),                                                    \
        .elsize = sizeof(ctype),                                              \
        .alignment = _Alignof(ctype),                                         \
        .hash = -1,                                                           \
    }

static PyArray_Descr builtin_descrs[] = {
    DESCR(NPY_BOOL, Bool, 'b', '?', npy_bool),
    DESCR(NPY_BYTE, Byte, 'i', 'b', npy_byte),
    DESCR(NPY_UBYTE, UByte, 'u', 'B', npy_ubyte),
    DESCR(NPY_SHORT, Short, 'i', 'h', npy_short),
    DESCR(NPY_USHORT, UShort, 'u', 'H', npy_ushort),
    DESCR(NPY_INT, Int, 'i', 'i', npy_int),
    DESCR(NPY_UINT, UInt, 'u', 'I', npy_uint),
    DESCR(NPY_LONG, Long, 'i', 'l', npy_long),
    DESCR(NPY_ULONG, ULong, 'u', 'L', npy_ulong),
    DESCR(NPY_LONGLONG, LongLong, 'i', 'q', npy_longlong),
    DESCR(NPY_ULONGLONG, ULongLong, 'u', 'Q', npy_ulonglong),
    DESCR(NPY_FLOAT, Float, 'f', 'f', npy_float),
    DESCR(NPY_DOUBLE, Double, 'f', 'd', npy_double),
    DESCR(NPY_LONGDOUBLE, LongDouble, 'f', 'g', npy_longdouble),
    /* A complex's alignment is its component's, as in C. */
    DESCR(NPY_CFLOAT, CFloat, 'c', 'F', npy_cfloat),
    DESCR(NPY_CDOUBLE, CDouble, 'c', 'D', npy_cdouble),
    DESCR(NPY_CLONGDOUBLE, CLongDouble, 'c', 'G', npy_clongdouble),
    DESCR(NPY_HALF, Half, 'f', 'e', npy_half),
};

/* str(dtype) on the host, for messages: the long long types print as their sized names there,
 * and long double as float128 (16 bytes on both targets). In builtin_descrs' order. */
static const char* const builtin_names[] = {
    "bool",    "int8",       "uint8",      "int16",     "uint16",    "int32",
    "uint32",  "int64",      "uint64",     "int64",     "uint64",    "float32",
    "float64", "float128",   "complex64",  "complex128", "complex256", "float16",
};
_Static_assert(Py_ARRAY_LENGTH(builtin_names) == Py_ARRAY_LENGTH(builtin_descrs), "names");

PyArray_Descr* tl_descr_builtin(int type_num) {
    for (size_t i = 0; i < Py_ARRAY_LENGTH(builtin_descrs); i++) {
        if (builtin_descrs[i].type_num == type_num) {
            return &builtin_descrs[i];
        }
    }
    return NULL;
}

const char* tl_descr_name(const PyArray_Descr* descr) {
    for (size_t i = 0; i < Py_ARRAY_LENGTH(builtin_descrs); i++) {
        if (descr->type_num == builtin_descrs[i].type_num) {
            return builtin_names[i];
        }
    }
    return "unknown";
}

/* NumPy dtypes the shim does not have, by type number. */
static const char* missing_dtype_name(int type_num) {
    switch (type_num) {
    case NPY_OBJECT:
        return "object";
    case NPY_STRING:
        return "bytes";
    case NPY_UNICODE:
        return "str";
    case NPY_VOID:
        return "void";
    case NPY_DATETIME:
        return "datetime64";
    case NPY_TIMEDELTA:
        return "timedelta64";
    default:
        return NULL;
    }
}

PyArray_Descr* PyArray_DescrFromType(int type_num) {
    PyArray_Descr* descr = tl_descr_builtin(type_num);
    if (descr == NULL && type_num > NPY_NTYPES_LEGACY && type_num < 128) {
        /* A type character, as NumPy also accepts ('p'/'n' being npy_intp). */
        if (type_num == 'p' || type_num == 'n') {
            descr = tl_descr_builtin(NPY_INTP);
        } else if (type_num == 'P' || type_num == 'N') {
            descr = tl_descr_builtin(NPY_UINTP);
        } else {
            for (size_t i = 0; i < Py_ARRAY_LENGTH(builtin_descrs); i++) {
                if (builtin_descrs[i].type == type_num) {
                    descr = &builtin_descrs[i];
                    break;
                }
            }
        }
    }
    if (descr != NULL) {
        Py_INCREF(descr);
        return descr;
    }
    const char* missing = missing_dtype_name(type_num);
    if (missing != NULL) {
        PyErr_Format(PyExc_NotImplementedError,
                     "the twinlink NumPy shim does not support %s arrays (type number %d)",
                     missing, type_num);
    } else {
        PyErr_SetString(PyExc_ValueError, "Invalid data-type for array");
    }
    return NULL;
}

npy_bool PyArray_EquivTypes(PyArray_Descr* type1, PyArray_Descr* type2) {
    if (type1 == NULL || type2 == NULL) {
        return NPY_FALSE;
    }
    if (type1 == type2) {
        return NPY_TRUE;
    }
    return type1->kind == type2->kind && type1->elsize == type2->elsize &&
           PyArray_ISNBO(type1->byteorder) && PyArray_ISNBO(type2->byteorder);
}

npy_bool PyArray_EquivTypenums(int typenum1, int typenum2) {
    if (typenum1 == typenum2) {
        return NPY_TRUE;
    }
    return PyArray_EquivTypes(tl_descr_builtin(typenum1), tl_descr_builtin(typenum2));
}
