/* Tests for twinlink/pyerrors.h: setting, fetching and matching exceptions, and PyErr_Format
 * against the C library's snprintf for every supported conversion. */
#include "check.h"

/* PyErr_Format must produce exactly what snprintf does with the same arguments. */
#define CHECK_FORMAT_LIKE_SNPRINTF(...)                             \
    do {                                                            \
        char want_[512];                                            \
        snprintf(want_, sizeof want_, __VA_ARGS__);                 \
        CHECK(PyErr_Format(PyExc_ValueError, __VA_ARGS__) == NULL); \
        CHECK_ERROR(PyExc_ValueError, want_);                       \
    } while (0)

static void test_format_specs(void) {
    int local = 0;
    CHECK_FORMAT_LIKE_SNPRINTF("%d %d %d", 0, -123, INT_MIN);
    CHECK_FORMAT_LIKE_SNPRINTF("%i %i", 42, INT_MAX);
    CHECK_FORMAT_LIKE_SNPRINTF("%ld %ld", LONG_MIN, LONG_MAX);
    CHECK_FORMAT_LIKE_SNPRINTF("%lld %lld", LLONG_MIN, LLONG_MAX);
    CHECK_FORMAT_LIKE_SNPRINTF("%zd %zd", PY_SSIZE_T_MIN, (Py_ssize_t)-5);
    CHECK_FORMAT_LIKE_SNPRINTF("%u %u", 0u, UINT_MAX);
    CHECK_FORMAT_LIKE_SNPRINTF("%lu", ULONG_MAX);
    CHECK_FORMAT_LIKE_SNPRINTF("%llu", ULLONG_MAX);
    CHECK_FORMAT_LIKE_SNPRINTF("%zu", (size_t)SIZE_MAX);
    CHECK_FORMAT_LIKE_SNPRINTF("%s|%s", "text", "");
    CHECK_FORMAT_LIKE_SNPRINTF("%f %f %f", 3.14159, -0.5, 1e20);
    CHECK_FORMAT_LIKE_SNPRINTF("%g %g %g %g", 0.0001, 123456789.0, 1e-10, -2.5);
    CHECK_FORMAT_LIKE_SNPRINTF("%c%c%c", 'o', 'k', '!');
    CHECK_FORMAT_LIKE_SNPRINTF("%x %x %X", 255u, 0xdeadbeefu, 0xabcu);
    CHECK_FORMAT_LIKE_SNPRINTF("%p", (void*)&local);
    CHECK_FORMAT_LIKE_SNPRINTF("100%% %d%%", 5);
    /* Flags, width, precision and the remaining modifiers. */
    CHECK_FORMAT_LIKE_SNPRINTF("[%5d] [%-5d] [%05d] [%+d] [% d]", 42, 42, 42, 42, 42);
    CHECK_FORMAT_LIKE_SNPRINTF("[%10.3f] [%-10.2e] [%.0f] [%#x] [%#o]", 3.14159, 12345.678,
                               2.5, 255u, 8u);
    CHECK_FORMAT_LIKE_SNPRINTF("[%.3s] [%8.2s] [%*d] [%.*f]", "abcdef", "xyz", 6, 7, 2, 1.005);
    CHECK_FORMAT_LIKE_SNPRINTF("%hd %hhd %hu %hhu", (short)-3, (signed char)-4,
                               (unsigned short)65535, (unsigned char)255);
    CHECK_FORMAT_LIKE_SNPRINTF("%jd %ju %td", INTMAX_MIN, UINTMAX_MAX, (ptrdiff_t)-9);
    CHECK_FORMAT_LIKE_SNPRINTF("%E %G %e %Lf", 1.5e-7, 1e-20, 0.0, (long double)2.5);
    CHECK_FORMAT_LIKE_SNPRINTF("%F %f", INFINITY, -INFINITY);
    /* A message mixing everything, as op code writes them. */
    CHECK_FORMAT_LIKE_SNPRINTF("Input dimension mismatch. (input[%i].shape[%i] = %lld, "
                               "input[%i].shape[%i] = %zd) in %s",
                               0, 1, 7LL, 1, 1, (Py_ssize_t)3, "Elemwise{add}");
}

static void test_format_truncation(void) {
    int64_t live = tl_live_objects();
    static char big[10000];
    memset(big, 'x', sizeof big - 1);
    PyErr_Format(PyExc_RuntimeError, "%s", big);
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    Py_ssize_t size = 0;
    const char* text = PyUnicode_AsUTF8AndSize(v, &size);
    CHECK(t == PyExc_RuntimeError && size == TL_ERR_FORMAT_MAX);
    CHECK(text != NULL && strlen(text) == TL_ERR_FORMAT_MAX && text[0] == 'x');
    Py_XDECREF(t);
    Py_XDECREF(v);
    Py_XDECREF(tb);

    /* Literal text and widths are cut too. */
    PyErr_Format(PyExc_RuntimeError, "%s%5000d", big + 100, 1);
    PyErr_Fetch(&t, &v, &tb);
    CHECK(PyUnicode_AsUTF8AndSize(v, &size) != NULL && size == TL_ERR_FORMAT_MAX);
    Py_XDECREF(t);
    Py_XDECREF(v);
    Py_XDECREF(tb);

    /* A cut never leaves half a UTF-8 character: 4094 bytes of ASCII, then a 3-byte euro. */
    PyErr_Format(PyExc_RuntimeError, "%.*s\xe2\x82\xac tail", TL_ERR_FORMAT_MAX - 1, big);
    PyErr_Fetch(&t, &v, &tb);
    CHECK(PyUnicode_AsUTF8AndSize(v, &size) != NULL && size == TL_ERR_FORMAT_MAX - 1);
    Py_XDECREF(t);
    Py_XDECREF(v);
    Py_XDECREF(tb);
    CHECK(tl_live_objects() == live);
}

static void test_set_and_clear(void) {
    int64_t live = tl_live_objects();
    CHECK(PyErr_Occurred() == NULL);
    PyErr_SetString(PyExc_ValueError, "first");
    CHECK(PyErr_Occurred() == PyExc_ValueError);
    CHECK(tl_live_objects() == live + 1); /* the message */
    /* Setting again replaces (and releases) the previous exception. */
    PyErr_SetString(PyExc_KeyError, "second");
    CHECK(tl_live_objects() == live + 1);
    CHECK_ERROR(PyExc_KeyError, "second");

    PyErr_SetNone(PyExc_ZeroDivisionError);
    CHECK_ERROR(PyExc_ZeroDivisionError, NULL);
    CHECK(PyErr_NoMemory() == NULL);
    CHECK_ERROR(PyExc_MemoryError, NULL);
    CHECK(PyErr_BadArgument() == 0);
    CHECK_ERROR(PyExc_TypeError, "bad argument type for built-in operation");
    PyErr_BadInternalCall();
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");

    /* SetObject takes its own references to type and value. */
    PyObject* value = PyUnicode_FromString("mine");
    PyErr_SetObject(PyExc_AttributeError, value);
    CHECK(Py_REFCNT(value) == 2);
    PyErr_Clear();
    CHECK(Py_REFCNT(value) == 1 && PyErr_Occurred() == NULL);
    Py_DECREF(value);

    /* Only exception classes can be raised. */
    PyErr_SetString((PyObject*)&PyLong_Type, "nope");
    CHECK_ERROR(PyExc_SystemError, "exception <class 'int'> is not a BaseException subclass");
    PyErr_SetNone(Py_None);
    CHECK_ERROR(PyExc_SystemError, "exception None is not a BaseException subclass");

    PyErr_Clear(); /* clearing nothing is fine */
    CHECK(tl_live_objects() == live);
}

static void test_fetch_restore(void) {
    int64_t live = tl_live_objects();
    PyObject *t = NULL, *v = NULL, *tb = NULL;
    PyErr_Fetch(&t, &v, &tb);
    CHECK(t == NULL && v == NULL && tb == NULL);

    PyErr_SetString(PyExc_IndexError, "boom");
    PyErr_Fetch(&t, &v, &tb);
    /* Fetch hands over the references and clears the indicator. */
    CHECK(PyErr_Occurred() == NULL);
    CHECK(t == PyExc_IndexError && v != NULL && tb == NULL);
    CHECK(Py_REFCNT(v) == 1);
    CHECK_STR(PyUnicode_AsUTF8(v), "boom");

    /* Restore steals them back. */
    PyErr_Restore(t, v, tb);
    CHECK(PyErr_Occurred() == PyExc_IndexError && Py_REFCNT(v) == 1);
    CHECK(tl_live_objects() == live + 1);
    PyErr_Clear();
    CHECK(tl_live_objects() == live);

    /* Restore with a value the caller created: ownership moves to the indicator. */
    PyObject* msg = PyUnicode_FromString("restored");
    PyErr_Restore(Py_NewRef(PyExc_OverflowError), msg, NULL);
    CHECK_ERROR(PyExc_OverflowError, "restored");

    /* Restoring NULL clears; a stray value with it is released rather than leaked. */
    PyErr_SetString(PyExc_ValueError, "x");
    PyErr_Restore(NULL, PyUnicode_FromString("stray"), NULL);
    CHECK(PyErr_Occurred() == NULL);
    CHECK(tl_live_objects() == live);
}

static void test_matches(void) {
    int64_t live = tl_live_objects();
    /* The hierarchy, as in CPython. */
    CHECK(PyErr_GivenExceptionMatches(PyExc_ZeroDivisionError, PyExc_ArithmeticError));
    CHECK(PyErr_GivenExceptionMatches(PyExc_OverflowError, PyExc_ArithmeticError));
    CHECK(PyErr_GivenExceptionMatches(PyExc_IndexError, PyExc_LookupError));
    CHECK(PyErr_GivenExceptionMatches(PyExc_KeyError, PyExc_LookupError));
    CHECK(PyErr_GivenExceptionMatches(PyExc_NotImplementedError, PyExc_RuntimeError));
    CHECK(PyErr_GivenExceptionMatches(PyExc_TypeError, PyExc_Exception));
    CHECK(PyErr_GivenExceptionMatches(PyExc_Exception, PyExc_BaseException));
    PyObject* all[] = {PyExc_Exception, PyExc_ArithmeticError, PyExc_AssertionError,
                       PyExc_AttributeError, PyExc_IndexError, PyExc_KeyError,
                       PyExc_LookupError, PyExc_MemoryError, PyExc_NotImplementedError,
                       PyExc_OverflowError, PyExc_RuntimeError, PyExc_SystemError,
                       PyExc_TypeError, PyExc_ValueError, PyExc_ZeroDivisionError};
    for (size_t i = 0; i < Py_ARRAY_LENGTH(all); i++) {
        CHECK(PyExceptionClass_Check(all[i]));
        CHECK(PyErr_GivenExceptionMatches(all[i], all[i]));
        CHECK(PyErr_GivenExceptionMatches(all[i], PyExc_Exception));
        CHECK(PyErr_GivenExceptionMatches(all[i], PyExc_BaseException));
    }
    CHECK(strcmp(((PyTypeObject*)PyExc_NotImplementedError)->tp_name,
                 "NotImplementedError") == 0);
    CHECK(!PyErr_GivenExceptionMatches(PyExc_ArithmeticError, PyExc_ZeroDivisionError));
    CHECK(!PyErr_GivenExceptionMatches(PyExc_ValueError, PyExc_TypeError));
    CHECK(!PyErr_GivenExceptionMatches(PyExc_BaseException, PyExc_Exception));
    CHECK(!PyErr_GivenExceptionMatches(PyExc_KeyError, PyExc_IndexError));
    CHECK(!PyErr_GivenExceptionMatches(NULL, PyExc_Exception));
    CHECK(!PyErr_GivenExceptionMatches(PyExc_Exception, NULL));
    CHECK(!PyExceptionClass_Check(Py_None) && !PyExceptionClass_Check((PyObject*)&PyLong_Type));

    /* A tuple matches if any element does, nested tuples included. */
    PyObject* types = PyTuple_Pack(2, PyExc_TypeError, PyExc_LookupError);
    CHECK(PyErr_GivenExceptionMatches(PyExc_KeyError, types));
    CHECK(PyErr_GivenExceptionMatches(PyExc_TypeError, types));
    CHECK(!PyErr_GivenExceptionMatches(PyExc_ValueError, types));
    PyObject* nested = PyTuple_Pack(2, PyExc_ValueError, types);
    CHECK(PyErr_GivenExceptionMatches(PyExc_IndexError, nested));
    PyObject* empty = PyTuple_New(0);
    CHECK(!PyErr_GivenExceptionMatches(PyExc_IndexError, empty));

    CHECK(!PyErr_ExceptionMatches(PyExc_Exception)); /* nothing pending */
    PyErr_SetString(PyExc_ZeroDivisionError, "division by zero");
    CHECK(PyErr_ExceptionMatches(PyExc_ZeroDivisionError));
    CHECK(PyErr_ExceptionMatches(PyExc_ArithmeticError));
    CHECK(!PyErr_ExceptionMatches(PyExc_LookupError));
    CHECK(!PyErr_ExceptionMatches(types));
    PyErr_Clear();

    Py_DECREF(types);
    Py_DECREF(nested);
    Py_DECREF(empty);
    CHECK(tl_live_objects() == live);
}

/* PyErr_NewException: a subclass of its base (Exception when NULL, a 1-tuple's element),
 * named as given, the same class when asked again; CPython's check of the name. */
static void test_new_exception(void) {
    int64_t live = tl_live_objects();
    PyObject* e = PyErr_NewException("numpy.linalg.LinAlgError", PyExc_ValueError, NULL);
    CHECK(e != NULL && PyExceptionClass_Check(e));
    CHECK(strcmp(((PyTypeObject*)e)->tp_name, "numpy.linalg.LinAlgError") == 0);
    CHECK(PyErr_GivenExceptionMatches(e, PyExc_ValueError) && PyErr_GivenExceptionMatches(e, PyExc_Exception));
    CHECK(!PyErr_GivenExceptionMatches(e, PyExc_TypeError));
    PyObject* again = PyErr_NewException("numpy.linalg.LinAlgError", PyExc_ValueError, NULL);
    CHECK(again == e);
    PyObject* other_base = PyErr_NewException("numpy.linalg.LinAlgError", PyExc_TypeError, NULL);
    CHECK(other_base != NULL && other_base != e && PyErr_GivenExceptionMatches(other_base, PyExc_TypeError));
    PyObject* sub = PyErr_NewException("m.Sub", e, NULL); /* a subclass of a made class */
    CHECK(sub != NULL && PyErr_GivenExceptionMatches(sub, e) && PyErr_GivenExceptionMatches(sub, PyExc_ValueError));
    PyObject* base = PyTuple_Pack(1, PyExc_KeyError);
    PyObject* from_tuple = PyErr_NewException("m.FromTuple", base, NULL);
    CHECK(from_tuple != NULL && PyErr_GivenExceptionMatches(from_tuple, PyExc_LookupError));
    PyObject* plain = PyErr_NewException("m.Plain", NULL, NULL);
    CHECK(plain != NULL && PyErr_GivenExceptionMatches(plain, PyExc_Exception));
    CHECK(!PyErr_GivenExceptionMatches(plain, PyExc_ValueError));
    PyErr_SetString(sub, "raised");
    CHECK(PyErr_ExceptionMatches(PyExc_ValueError));
    CHECK_ERROR(sub, "raised");
    CHECK(PyErr_NewException("NoDot", NULL, NULL) == NULL);
    CHECK_ERROR(PyExc_SystemError, "PyErr_NewException: name must be module.class");
    CHECK(PyErr_NewException("m.NotAClass", Py_None, NULL) == NULL);
    CHECK_ERROR(PyExc_SystemError, "an exception class needs a name and a base exception class");
    Py_DECREF(base);
    Py_XDECREF(e);
    Py_XDECREF(again);
    Py_XDECREF(other_base);
    Py_XDECREF(sub);
    Py_XDECREF(from_tuple);
    Py_XDECREF(plain);
    CHECK(tl_live_objects() == live);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_new_exception();
    test_format_specs();
    test_format_truncation();
    test_set_and_clear();
    test_fetch_restore();
    test_matches();
    return check_finish("test_errors", live);
}
