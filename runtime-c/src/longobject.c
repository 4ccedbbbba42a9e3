/* int objects (int64 values) and their C conversions. The range checks compare against the
 * C type's limits rather than assuming a width, because long and Py_ssize_t are 64-bit
 * natively but 32-bit on wasm32. */
#include "shim.h"

static void long_dealloc(PyObject* op) {
    tl_object_free(op);
}

PyTypeObject PyLong_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "int",
    .tp_basicsize = sizeof(PyLongObject),
    .tp_dealloc = long_dealloc,
    .tp_flags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_LONG_SUBCLASS,
    .tp_base = &PyBaseObject_Type,
};

static PyObject* long_new(int64_t value) {
    PyLongObject* op = (PyLongObject*)tl_object_alloc(&PyLong_Type, sizeof(PyLongObject));
    if (op != NULL) {
        op->ob_ival = value;
    }
    return (PyObject*)op;
}

PyObject* PyLong_FromLongLong(long long value) {
    return long_new((int64_t)value);
}

PyObject* PyLong_FromLong(long value) {
    return long_new((int64_t)value);
}

PyObject* PyLong_FromSsize_t(Py_ssize_t value) {
    return long_new((int64_t)value);
}

/* CPython would build a bigger int; the shim's ints stop at INT64_MAX. */
PyObject* PyLong_FromUnsignedLongLong(unsigned long long value) {
    if (value > (unsigned long long)INT64_MAX) {
        PyErr_Format(PyExc_OverflowError, "int %llu does not fit the shim's 64-bit signed int",
                     value);
        return NULL;
    }
    return long_new((int64_t)value);
}

PyObject* PyLong_FromUnsignedLong(unsigned long value) {
    return PyLong_FromUnsignedLongLong(value);
}

PyObject* PyLong_FromSize_t(size_t value) {
    return PyLong_FromUnsignedLongLong(value);
}

PyObject* PyLong_FromDouble(double value) {
    if (isnan(value)) {
        PyErr_SetString(PyExc_ValueError, "cannot convert float NaN to integer");
        return NULL;
    }
    if (isinf(value)) {
        PyErr_SetString(PyExc_OverflowError, "cannot convert float infinity to integer");
        return NULL;
    }
    /* Both bounds are exact doubles (-2^63, 2^63), and no double lies in (-2^63 - 1, -2^63),
     * so this is exactly the set that truncates into int64. */
    if (!(value >= -9223372036854775808.0 && value < 9223372036854775808.0)) {
        PyErr_Format(PyExc_OverflowError, "float %g does not fit the shim's 64-bit signed int",
                     value);
        return NULL;
    }
    return long_new((int64_t)value);
}

/* Reads op's int64 into *out: 0, or -1 with SystemError (NULL) or TypeError (not an int; the
 * message depends on the caller, as in CPython) set. With index_message (the conversions
 * CPython does through __index__) NumPy's integer scalars are accepted too. */
static int long_value(PyObject* op, int64_t* out, int index_message) {
    if (op == NULL) {
        PyErr_BadInternalCall();
        return -1;
    }
    if (!PyLong_Check(op)) {
        /* CPython's index conversions go through __index__, which NumPy's integer scalars
         * have. */
        int from_scalar = index_message ? tl_scalar_as_int64(op, out) : 0;
        if (from_scalar != 0) {
            return from_scalar > 0 ? 0 : -1;
        }
        if (index_message) {
            PyErr_Format(PyExc_TypeError, "'%.200s' object cannot be interpreted as an integer",
                         Py_TYPE(op)->tp_name);
        } else {
            PyErr_SetString(PyExc_TypeError, "an integer is required");
        }
        return -1;
    }
    *out = ((PyLongObject*)op)->ob_ival;
    return 0;
}

long long PyLong_AsLongLongAndOverflow(PyObject* op, int* overflow) {
    int64_t v;
    *overflow = 0;
    if (long_value(op, &v, 1) < 0) {
        return -1;
    }
    return (long long)v; /* long long is at least 64 bits: never overflows */
}

long PyLong_AsLongAndOverflow(PyObject* op, int* overflow) {
    int64_t v;
    *overflow = 0;
    if (long_value(op, &v, 1) < 0) {
        return -1;
    }
    if (v > LONG_MAX || v < LONG_MIN) {
        *overflow = v > 0 ? 1 : -1;
        return -1;
    }
    return (long)v;
}

long PyLong_AsLong(PyObject* op) {
    int overflow;
    long v = PyLong_AsLongAndOverflow(op, &overflow);
    if (overflow != 0) {
        PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C long");
    }
    return v;
}

long long PyLong_AsLongLong(PyObject* op) {
    int overflow;
    return PyLong_AsLongLongAndOverflow(op, &overflow);
}

Py_ssize_t PyLong_AsSsize_t(PyObject* op) {
    int64_t v;
    if (long_value(op, &v, 0) < 0) {
        return -1;
    }
    if (v > PY_SSIZE_T_MAX || v < PY_SSIZE_T_MIN) {
        PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
        return -1;
    }
    return (Py_ssize_t)v;
}

/* Shared by the unsigned readers: CPython refuses negatives with its own message. */
static int long_unsigned(PyObject* op, unsigned long long max, const char* negative,
                         const char* too_large, unsigned long long* out) {
    int64_t v;
    if (long_value(op, &v, 0) < 0) {
        return -1;
    }
    if (v < 0) {
        PyErr_SetString(PyExc_OverflowError, negative);
        return -1;
    }
    if ((unsigned long long)v > max) {
        PyErr_SetString(PyExc_OverflowError, too_large);
        return -1;
    }
    *out = (unsigned long long)v;
    return 0;
}

size_t PyLong_AsSize_t(PyObject* op) {
    unsigned long long v;
    if (long_unsigned(op, SIZE_MAX, "can't convert negative value to size_t",
                      "Python int too large to convert to C size_t", &v) < 0) {
        return (size_t)-1;
    }
    return (size_t)v;
}

unsigned long PyLong_AsUnsignedLong(PyObject* op) {
    unsigned long long v;
    if (long_unsigned(op, ULONG_MAX, "can't convert negative value to unsigned int",
                      "Python int too large to convert to C unsigned long", &v) < 0) {
        return (unsigned long)-1;
    }
    return (unsigned long)v;
}

unsigned long long PyLong_AsUnsignedLongLong(PyObject* op) {
    unsigned long long v;
    if (long_unsigned(op, ULLONG_MAX, "can't convert negative int to unsigned",
                      "int too big to convert", &v) < 0) {
        return (unsigned long long)-1;
    }
    return v;
}

/* Every int64 is within double's range; large values round as in CPython. */
double PyLong_AsDouble(PyObject* op) {
    int64_t v;
    if (long_value(op, &v, 0) < 0) {
        return -1.0;
    }
    return (double)v;
}
