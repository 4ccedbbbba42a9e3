/* A tiny assertion helper for the shim's tests: failures are counted and reported with
 * file:line instead of aborting, so one run shows every broken check. Only Python.h is
 * included, which also proves it provides the C library (printf, strcmp ...) on its own. */
#ifndef TWINLINK_TEST_CHECK_H
#define TWINLINK_TEST_CHECK_H

#include "Python.h"

#include "guest_abi.h"

static int check_failures;

#define CHECK(cond)                                                      \
    do {                                                                 \
        if (!(cond)) {                                                   \
            check_failures++;                                            \
            printf("%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                \
    } while (0)

static inline void check_str_at(const char* file, int line, const char* got, const char* want) {
    if (got == NULL || want == NULL || strcmp(got, want) != 0) {
        check_failures++;
        printf("%s:%d: CHECK_STR failed:\n  got:  \"%s\"\n  want: \"%s\"\n", file, line,
               got != NULL ? got : "(NULL)", want != NULL ? want : "(NULL)");
    }
}
#define CHECK_STR(got, want) check_str_at(__FILE__, __LINE__, (got), (want))

/* Checks that `type` is pending with message `message` (NULL: no value), then clears it. */
static inline void check_error_at(const char* file, int line, PyObject* type, const char* message) {
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    if (t != type) {
        check_failures++;
        printf("%s:%d: CHECK_ERROR failed: pending %s, want %s\n", file, line,
               t != NULL ? ((PyTypeObject*)t)->tp_name : "nothing",
               ((PyTypeObject*)type)->tp_name);
    } else if (message == NULL) {
        if (v != NULL) {
            check_failures++;
            printf("%s:%d: CHECK_ERROR failed: unexpected value\n", file, line);
        }
    } else if (v == NULL || !PyUnicode_Check(v)) {
        check_failures++;
        printf("%s:%d: CHECK_ERROR failed: value is not a str\n", file, line);
    } else {
        check_str_at(file, line, PyUnicode_AsUTF8(v), message);
    }
    Py_XDECREF(t);
    Py_XDECREF(v);
    Py_XDECREF(tb);
}
#define CHECK_ERROR(type, message) check_error_at(__FILE__, __LINE__, (type), (message))
#define CHECK_NO_ERROR() CHECK(PyErr_Occurred() == NULL)

/* The end of every test's main: nothing leaked, nothing pending, 0 only if all passed. */
static inline int check_finish(const char* name, int64_t live_at_start) {
    CHECK_NO_ERROR();
    CHECK(tl_live_objects() == live_at_start);
    if (tl_live_objects() != live_at_start) {
        printf("  live objects: %lld at start, %lld at end\n", (long long)live_at_start,
               (long long)tl_live_objects());
    }
    printf("%s: %s (%d failed checks)\n", name, check_failures ? "FAILED" : "ok", check_failures);
    fflush(stdout);
    return check_failures != 0;
}

#endif
