/* Tests for twinlink/boolobject.h and None. */
#include "check.h"

static PyObject* return_true(void) {
    Py_RETURN_TRUE;
}

static PyObject* return_false(void) {
    Py_RETURN_FALSE;
}

static PyObject* return_none(void) {
    Py_RETURN_NONE;
}

int main(void) {
    int64_t live = tl_live_objects();

    CHECK(PyBool_FromLong(5) == Py_True);
    CHECK(PyBool_FromLong(-1) == Py_True);
    CHECK(PyBool_FromLong(0) == Py_False);
    CHECK(return_true() == Py_True && return_false() == Py_False && return_none() == Py_None);
    /* The singletons are immortal and never counted as live. */
    CHECK(tl_live_objects() == live);

    CHECK(PyBool_Check(Py_True) && PyBool_Check(Py_False) && !PyBool_Check(Py_None));
    CHECK(Py_TYPE(Py_True) == &PyBool_Type && PyBool_Type.tp_base == &PyLong_Type);
    CHECK(strcmp(PyBool_Type.tp_name, "bool") == 0);
    CHECK(PyLong_Check(Py_True) && !PyLong_CheckExact(Py_False));
    CHECK(PyObject_TypeCheck(Py_True, &PyLong_Type));
    CHECK(PyLong_AsLong(Py_True) == 1 && PyLong_AsLong(Py_False) == 0);

    PyObject* one = PyLong_FromLong(1);
    CHECK(!PyBool_Check(one) && one != Py_True);
    Py_DECREF(one);

    CHECK(Py_IsNone(Py_None) && !PyLong_Check(Py_None) && !PyBool_Check(Py_None));
    CHECK(!PyFloat_Check(Py_None) && !PyTuple_Check(Py_None) && !PyUnicode_Check(Py_None));
    CHECK(strcmp(Py_TYPE(Py_None)->tp_name, "NoneType") == 0);

    return check_finish("test_bool", live);
}
