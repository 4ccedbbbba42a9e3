/* Tests for twinlink/longobject.h, including CPython's overflow behaviour for each C type.
 * Some limits differ by target (long and Py_ssize_t are 32-bit on wasm32), so the checks
 * compare against the C limits rather than fixed numbers. */
#include "check.h"

static void test_constructors(void) {
    PyObject* a = PyLong_FromLong(LONG_MIN);
    PyObject* b = PyLong_FromLongLong(LLONG_MAX);
    PyObject* c = PyLong_FromSsize_t(PY_SSIZE_T_MIN);
    PyObject* d = PyLong_FromSize_t(12345);
    PyObject* e = PyLong_FromUnsignedLong(ULONG_MAX > (unsigned long)INT64_MAX ? 7 : ULONG_MAX);
    PyObject* f = PyLong_FromUnsignedLongLong((unsigned long long)INT64_MAX);
    CHECK(a && b && c && d && e && f);
    CHECK(PyLong_CheckExact(a) && PyLong_Check(a) && !PyFloat_Check(a) && !PyBool_Check(a));
    CHECK(PyLong_AsLong(a) == LONG_MIN);
    CHECK(PyLong_AsLongLong(b) == LLONG_MAX);
    CHECK(PyLong_AsSsize_t(c) == PY_SSIZE_T_MIN);
    CHECK(PyLong_AsSize_t(d) == 12345);
    CHECK(PyLong_AsUnsignedLong(e) == (ULONG_MAX > (unsigned long)INT64_MAX ? 7 : ULONG_MAX));
    CHECK(PyLong_AsUnsignedLongLong(f) == (unsigned long long)INT64_MAX);
    CHECK_NO_ERROR();
    Py_DECREF(a);
    Py_DECREF(b);
    Py_DECREF(c);
    Py_DECREF(d);
    Py_DECREF(e);
    Py_DECREF(f);

    /* Beyond int64: the shim's only departure from CPython (which would succeed). */
    CHECK(PyLong_FromUnsignedLongLong((unsigned long long)INT64_MAX + 1) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_OverflowError));
    PyErr_Clear();
    CHECK(PyLong_FromUnsignedLongLong(ULLONG_MAX) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_OverflowError));
    PyErr_Clear();
#if SIZE_MAX > INT64_MAX
    CHECK(PyLong_FromSize_t(SIZE_MAX) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_OverflowError));
    PyErr_Clear();
#endif
}

static void test_from_double(void) {
    const struct {
        double in;
        long long out;
    } cases[] = {
        {0.0, 0}, {-0.0, 0}, {2.9, 2}, {-2.9, -2}, {1e18, 1000000000000000000LL},
        {-9223372036854775808.0, INT64_MIN}, {9223372036854774784.0, 9223372036854774784LL},
    };
    for (size_t i = 0; i < Py_ARRAY_LENGTH(cases); i++) {
        PyObject* v = PyLong_FromDouble(cases[i].in);
        CHECK(v != NULL && PyLong_AsLongLong(v) == cases[i].out);
        Py_XDECREF(v);
    }
    CHECK(PyLong_FromDouble(NAN) == NULL);
    CHECK_ERROR(PyExc_ValueError, "cannot convert float NaN to integer");
    CHECK(PyLong_FromDouble(INFINITY) == NULL);
    CHECK_ERROR(PyExc_OverflowError, "cannot convert float infinity to integer");
    CHECK(PyLong_FromDouble(-INFINITY) == NULL);
    CHECK_ERROR(PyExc_OverflowError, "cannot convert float infinity to integer");
    CHECK(PyLong_FromDouble(9223372036854775808.0) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_OverflowError));
    PyErr_Clear();
    CHECK(PyLong_FromDouble(-1e19) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_OverflowError));
    PyErr_Clear();
}

static void test_overflow(void) {
    PyObject* max = PyLong_FromLongLong(INT64_MAX);
    PyObject* min = PyLong_FromLongLong(INT64_MIN);
    PyObject* neg = PyLong_FromLong(-1);
    int overflow = 99;

    CHECK(PyLong_AsLongLong(max) == INT64_MAX && PyLong_AsLongLong(min) == INT64_MIN);
    CHECK(PyLong_AsLongLongAndOverflow(max, &overflow) == INT64_MAX && overflow == 0);
    CHECK(PyLong_AsDouble(min) == -9223372036854775808.0);
    CHECK_NO_ERROR();

#if LONG_MAX < INT64_MAX
    /* wasm32: long is 32-bit. */
    CHECK(PyLong_AsLong(max) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C long");
    CHECK(PyLong_AsLong(min) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C long");
    CHECK(PyLong_AsLongAndOverflow(max, &overflow) == -1 && overflow == 1);
    CHECK(PyLong_AsLongAndOverflow(min, &overflow) == -1 && overflow == -1);
    CHECK_NO_ERROR();
    CHECK(PyLong_AsUnsignedLong(max) == (unsigned long)-1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C unsigned long");
#else
    CHECK(PyLong_AsLong(max) == LONG_MAX && PyLong_AsLong(min) == LONG_MIN);
    CHECK(PyLong_AsLongAndOverflow(min, &overflow) == LONG_MIN && overflow == 0);
    CHECK(PyLong_AsUnsignedLong(max) == (unsigned long)INT64_MAX);
    CHECK_NO_ERROR();
#endif
#if PTRDIFF_MAX < INT64_MAX
    CHECK(PyLong_AsSsize_t(max) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
    CHECK(PyLong_AsSsize_t(min) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
    CHECK(PyLong_AsSize_t(max) == (size_t)-1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C size_t");
#else
    CHECK(PyLong_AsSsize_t(max) == PY_SSIZE_T_MAX && PyLong_AsSsize_t(min) == PY_SSIZE_T_MIN);
    CHECK(PyLong_AsSize_t(max) == (size_t)INT64_MAX);
    CHECK_NO_ERROR();
#endif

    /* Negative values never fit the unsigned types. */
    CHECK(PyLong_AsSize_t(neg) == (size_t)-1);
    CHECK_ERROR(PyExc_OverflowError, "can't convert negative value to size_t");
    CHECK(PyLong_AsUnsignedLong(neg) == (unsigned long)-1);
    CHECK_ERROR(PyExc_OverflowError, "can't convert negative value to unsigned int");
    CHECK(PyLong_AsUnsignedLongLong(min) == (unsigned long long)-1);
    CHECK_ERROR(PyExc_OverflowError, "can't convert negative int to unsigned");

    /* -1 is also a valid result: only PyErr_Occurred tells. */
    CHECK(PyLong_AsLong(neg) == -1 && PyErr_Occurred() == NULL);
    CHECK(PyLong_AsLongAndOverflow(neg, &overflow) == -1 && overflow == 0);
    CHECK_NO_ERROR();

    Py_DECREF(max);
    Py_DECREF(min);
    Py_DECREF(neg);
}

static void test_type_errors(void) {
    PyObject* f = PyFloat_FromDouble(3.0);
    int overflow = 99;
    /* The readers that go through __index__ in CPython refuse floats by name. */
    CHECK(PyLong_AsLong(f) == -1);
    CHECK_ERROR(PyExc_TypeError, "'float' object cannot be interpreted as an integer");
    CHECK(PyLong_AsLongLong(Py_None) == -1);
    CHECK_ERROR(PyExc_TypeError, "'NoneType' object cannot be interpreted as an integer");
    CHECK(PyLong_AsLongAndOverflow(f, &overflow) == -1 && overflow == 0);
    CHECK_ERROR(PyExc_TypeError, "'float' object cannot be interpreted as an integer");
    /* The others just want an int. */
    CHECK(PyLong_AsSsize_t(f) == -1);
    CHECK_ERROR(PyExc_TypeError, "an integer is required");
    CHECK(PyLong_AsSize_t(f) == (size_t)-1);
    CHECK_ERROR(PyExc_TypeError, "an integer is required");
    CHECK(PyLong_AsUnsignedLong(f) == (unsigned long)-1);
    CHECK_ERROR(PyExc_TypeError, "an integer is required");
    CHECK(PyLong_AsDouble(f) == -1.0);
    CHECK_ERROR(PyExc_TypeError, "an integer is required");
    CHECK(PyLong_AsLong(NULL) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    Py_DECREF(f);

    /* bool is an int. */
    CHECK(PyLong_Check(Py_True) && !PyLong_CheckExact(Py_True));
    CHECK(PyLong_AsLong(Py_True) == 1 && PyLong_AsSsize_t(Py_False) == 0);
    CHECK(PyLong_AsDouble(Py_True) == 1.0);
    CHECK_NO_ERROR();
}

int main(void) {
    int64_t live = tl_live_objects();
    test_constructors();
    test_from_double();
    test_overflow();
    test_type_errors();
    return check_finish("test_long", live);
}
