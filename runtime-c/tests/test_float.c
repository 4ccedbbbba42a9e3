/* Tests for twinlink/floatobject.h. */
#include "check.h"

static void test_roundtrip(void) {
    const double values[] = {0.0, -0.0, 1.5, -2.25, 1e300, -1e-300, 1.7976931348623157e308,
                             INFINITY, -INFINITY};
    for (size_t i = 0; i < Py_ARRAY_LENGTH(values); i++) {
        PyObject* f = PyFloat_FromDouble(values[i]);
        CHECK(f != NULL && PyFloat_CheckExact(f) && PyFloat_Check(f));
        CHECK(PyFloat_AS_DOUBLE(f) == values[i]);
        CHECK(PyFloat_AsDouble(f) == values[i]);
        CHECK(signbit(PyFloat_AsDouble(f)) == signbit(values[i]));
        CHECK(!PyLong_Check(f) && !PyTuple_Check(f) && !PyUnicode_Check(f));
        Py_DECREF(f);
    }
    PyObject* nan = PyFloat_FromDouble(NAN);
    CHECK(isnan(PyFloat_AsDouble(nan)));
    Py_DECREF(nan);
    CHECK_NO_ERROR();
}

static void test_as_double_conversions(void) {
    /* int and bool convert, as float(x) would. */
    PyObject* i = PyLong_FromLongLong(-42);
    CHECK(PyFloat_AsDouble(i) == -42.0);
    PyObject* big = PyLong_FromLongLong(INT64_MAX);
    CHECK(PyFloat_AsDouble(big) == 9223372036854775808.0);
    CHECK(PyFloat_AsDouble(Py_True) == 1.0);
    CHECK(PyFloat_AsDouble(Py_False) == 0.0);
    CHECK(!PyFloat_Check(i) && !PyFloat_Check(Py_True));
    CHECK_NO_ERROR();
    Py_DECREF(i);
    Py_DECREF(big);

    /* Everything else is a TypeError naming the type, and -1.0. */
    CHECK(PyFloat_AsDouble(Py_None) == -1.0);
    CHECK_ERROR(PyExc_TypeError, "must be real number, not NoneType");
    PyObject* s = PyUnicode_FromString("1.5");
    CHECK(PyFloat_AsDouble(s) == -1.0);
    CHECK_ERROR(PyExc_TypeError, "must be real number, not str");
    Py_DECREF(s);
    PyObject* t = PyTuple_New(0);
    CHECK(PyFloat_AsDouble(t) == -1.0);
    CHECK_ERROR(PyExc_TypeError, "must be real number, not tuple");
    Py_DECREF(t);
    CHECK(PyFloat_AsDouble(NULL) == -1.0);
    CHECK_ERROR(PyExc_TypeError, "bad argument type for built-in operation");

    /* -1.0 is also a valid value: PyErr_Occurred tells them apart. */
    PyObject* m = PyFloat_FromDouble(-1.0);
    CHECK(PyFloat_AsDouble(m) == -1.0 && PyErr_Occurred() == NULL);
    Py_DECREF(m);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_roundtrip();
    test_as_double_conversions();
    return check_finish("test_float", live);
}
