/* Tests for twinlink/unicodeobject.h: construction, UTF-8 access and PyUnicode_FromFormat,
 * including CPython's object conversions. */
#include "check.h"

/* Formats with the shim, compares with the expected text and releases the result. */
static void check_format_at(const char* file, int line, PyObject* s, const char* want) {
    if (s == NULL) {
        check_failures++;
        printf("%s:%d: PyUnicode_FromFormat returned NULL\n", file, line);
        PyErr_Clear();
        return;
    }
    check_str_at(file, line, PyUnicode_AsUTF8(s), want);
    Py_DECREF(s);
}
#define CHECK_FORMAT(want, ...) \
    check_format_at(__FILE__, __LINE__, PyUnicode_FromFormat(__VA_ARGS__), want)

static void test_construction(void) {
    PyObject* s = PyUnicode_FromString("h\xc3\xa9llo \xe2\x82\xac");
    CHECK(s != NULL && PyUnicode_Check(s) && PyUnicode_CheckExact(s));
    CHECK_STR(PyUnicode_AsUTF8(s), "h\xc3\xa9llo \xe2\x82\xac");
    Py_ssize_t size = 0;
    CHECK(PyUnicode_AsUTF8AndSize(s, &size) != NULL && size == 10);
    CHECK(PyUnicode_GetLength(s) == 7); /* code points, not bytes */
    CHECK(!PyLong_Check(s) && !PyTuple_Check(s) && !PyFloat_Check(s));
    Py_DECREF(s);

    /* The bytes are copied, embedded NULs included. */
    char buf[] = {'a', '\0', 'b'};
    s = PyUnicode_FromStringAndSize(buf, 3);
    buf[0] = 'z';
    CHECK(PyUnicode_AsUTF8AndSize(s, &size)[0] == 'a' && size == 3);
    CHECK(PyUnicode_AsUTF8(s)[2] == 'b' && PyUnicode_AsUTF8(s)[3] == '\0');
    CHECK(PyUnicode_GetLength(s) == 3);
    Py_DECREF(s);

    s = PyUnicode_FromStringAndSize("abc", 2);
    CHECK_STR(PyUnicode_AsUTF8(s), "ab");
    Py_DECREF(s);
    s = PyUnicode_FromStringAndSize(NULL, 0);
    CHECK(s != NULL && PyUnicode_GetLength(s) == 0);
    CHECK_STR(PyUnicode_AsUTF8(s), "");
    Py_DECREF(s);
    CHECK_NO_ERROR();
}

static void test_errors(void) {
    Py_ssize_t size = 5;
    CHECK(PyUnicode_FromStringAndSize("abc", -1) == NULL);
    CHECK_ERROR(PyExc_SystemError, "Negative size passed to PyUnicode_FromStringAndSize");
    CHECK(PyUnicode_FromStringAndSize(NULL, 3) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_SystemError));
    PyErr_Clear();
    CHECK(PyUnicode_FromString(NULL) == NULL);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    CHECK(PyUnicode_AsUTF8(Py_None) == NULL);
    CHECK_ERROR(PyExc_TypeError, "bad argument type for built-in operation");
    CHECK(PyUnicode_AsUTF8AndSize(Py_True, &size) == NULL && size == -1);
    CHECK_ERROR(PyExc_TypeError, "bad argument type for built-in operation");
    CHECK(PyUnicode_GetLength(NULL) == -1);
    CHECK_ERROR(PyExc_TypeError, "bad argument type for built-in operation");
}

static void test_format(void) {
    CHECK_FORMAT("plain", "plain");
    CHECK_FORMAT("", "");
    CHECK_FORMAT("a=1 b=-2 c=3 d=4 e=5 f=6 %", "a=%d b=%i c=%ld d=%lld e=%zd f=%u %%", 1, -2,
                 3L, 4LL, (Py_ssize_t)5, 6u);
    CHECK_FORMAT("ff 0x1p+0 [  ab] [ab  ]", "%x %a [%4s] [%-4s]", 255u, 1.0, "ab", "ab");
    CHECK_FORMAT("[   42] [42   ] [00042] [4]", "[%*d] [%-*d] [%05d] [%.*s]", 5, 42, 5, 42,
                 42, 1, "42");
    CHECK_FORMAT("[-7   ]", "[%*d]", -5, -7); /* negative * width: left-justify */
    CHECK_FORMAT("(null)", "%s", (const char*)NULL);

    /* Object conversions. */
    PyObject* s = PyUnicode_FromString("it");
    PyObject* i = PyLong_FromLongLong(-1234567890123LL);
    PyObject* f = PyFloat_FromDouble(0.1);
    CHECK_FORMAT("U=it S=it R='it' A='it'", "U=%U S=%S R=%R A=%A", s, s, s, s);
    CHECK_FORMAT("-1234567890123 0.1 None True False", "%S %R %S %S %R", i, f, Py_None,
                 Py_True, Py_False);
    CHECK_FORMAT("it|fallback", "%V|%V", s, "unused", (PyObject*)NULL, "fallback");
    CHECK_FORMAT("<class 'int'>", "%R", (PyObject*)&PyLong_Type);
    CHECK_FORMAT("<NULL>", "%S", (PyObject*)NULL);
    /* Arguments after an object conversion are still read in step. */
    CHECK_FORMAT("it 7 x", "%U %d %s", s, 7, "x");
    Py_DECREF(s);
    Py_DECREF(i);
    Py_DECREF(f);

    /* Python's repr for floats: shortest round-trip digits, fixed within [1e-4, 1e16). */
    const struct {
        double value;
        const char* repr;
    } floats[] = {
        {1.0, "1.0"}, {-0.0, "-0.0"}, {0.1, "0.1"}, {123.0, "123.0"}, {12345.678, "12345.678"},
        {1e-4, "0.0001"}, {1.5e-5, "1.5e-05"}, {1e15, "1000000000000000.0"}, {1e16, "1e+16"},
        {1e100, "1e+100"}, {1.0 / 3.0, "0.3333333333333333"}, {INFINITY, "inf"},
        {-INFINITY, "-inf"}, {NAN, "nan"}, {5e-324, "5e-324"},
        {1.7976931348623157e308, "1.7976931348623157e+308"},
    };
    for (size_t k = 0; k < Py_ARRAY_LENGTH(floats); k++) {
        PyObject* v = PyFloat_FromDouble(floats[k].value);
        CHECK_FORMAT(floats[k].repr, "%R", v);
        Py_DECREF(v);
    }

    /* An unknown conversion stops argument reading; the rest is copied as is. */
    CHECK_FORMAT("1 %y %d", "%d %y %d", 1, 2);
    CHECK_FORMAT("%", "%");
    CHECK_FORMAT("%n", "%n", (int*)NULL);
    CHECK_NO_ERROR();
}

static void test_compare(void) {
    PyObject* a = PyUnicode_FromString("abc");
    PyObject* b = PyUnicode_FromString("abd");
    PyObject* c = PyUnicode_FromString("ab");
    PyObject* e = PyUnicode_FromString("\xc3\xa9"); /* U+00E9 sorts after ASCII */
    CHECK(PyUnicode_Compare(a, b) == -1 && PyUnicode_Compare(b, a) == 1 && PyUnicode_Compare(a, a) == 0);
    CHECK(PyUnicode_Compare(c, a) == -1 && PyUnicode_Compare(e, a) == 1);
    CHECK(PyUnicode_Compare(a, Py_None) == -1);
    CHECK_ERROR(PyExc_TypeError, "Can't compare str and NoneType");
    Py_DECREF(a);
    Py_DECREF(b);
    Py_DECREF(c);
    Py_DECREF(e);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_construction();
    test_errors();
    test_format();
    test_compare();
    return check_finish("test_unicode", live);
}
