/* float objects. */
#include "shim.h"

static void float_dealloc(PyObject* op) {
    tl_object_free(op);
}

PyTypeObject PyFloat_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "float",
    .tp_basicsize = sizeof(PyFloatObject),
    .tp_dealloc = float_dealloc,
    .tp_flags = Py_TPFLAGS_BASETYPE,
    .tp_base = &PyBaseObject_Type,
};

PyObject* PyFloat_FromDouble(double value) {
    PyFloatObject* op = (PyFloatObject*)tl_object_alloc(&PyFloat_Type, sizeof(PyFloatObject));
    if (op != NULL) {
        op->ob_fval = value;
    }
    return (PyObject*)op;
}

double PyFloat_AsDouble(PyObject* op) {
    if (op == NULL) {
        PyErr_BadArgument();
        return -1.0;
    }
    if (PyFloat_Check(op)) {
        return PyFloat_AS_DOUBLE(op);
    }
    /* CPython goes through __float__/__index__: of the shim's types int, bool and NumPy's
     * real scalars have them. */
    if (PyLong_Check(op)) {
        return PyLong_AsDouble(op);
    }
    /* NumPy's real scalars have __float__. */
    double value;
    if (tl_scalar_as_double(op, &value)) {
        return value;
    }
    PyErr_Format(PyExc_TypeError, "must be real number, not %.200s", Py_TYPE(op)->tp_name);
    return -1.0;
}
