/* bool: True and False are statically allocated ints of type bool, so every int reader works
 * on them unchanged. */
#include "shim.h"

/* No tp_dealloc: the only instances are the immortal singletons. */
PyTypeObject PyBool_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "bool",
    .tp_basicsize = sizeof(PyLongObject),
    .tp_flags = Py_TPFLAGS_LONG_SUBCLASS,
    .tp_base = &PyLong_Type,
};

PyLongObject _Py_FalseStruct = {PyObject_HEAD_INIT(&PyBool_Type) 0};
PyLongObject _Py_TrueStruct = {PyObject_HEAD_INIT(&PyBool_Type) 1};

PyObject* PyBool_FromLong(long value) {
    return Py_NewRef(value != 0 ? Py_True : Py_False);
}
