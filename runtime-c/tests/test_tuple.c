/* Tests for twinlink/tupleobject.h, including PyTuple_SetItem stealing on error. */
#include "check.h"

static void test_new_and_access(void) {
    int64_t live = tl_live_objects();
    PyObject* t = PyTuple_New(3);
    CHECK(t != NULL && PyTuple_Check(t) && PyTuple_CheckExact(t));
    CHECK(PyTuple_Size(t) == 3 && PyTuple_GET_SIZE(t) == 3);
    /* Fresh slots are NULL; reading one is not an error. */
    CHECK(PyTuple_GetItem(t, 0) == NULL);
    CHECK_NO_ERROR();

    PyObject* a = PyLong_FromLong(1);
    PyObject* b = PyFloat_FromDouble(2.0);
    CHECK(PyTuple_SetItem(t, 0, a) == 0); /* steals a */
    PyTuple_SET_ITEM(t, 1, b);             /* steals b */
    CHECK(PyTuple_GetItem(t, 0) == a && PyTuple_GET_ITEM(t, 1) == b);
    CHECK(Py_REFCNT(a) == 1 && Py_REFCNT(b) == 1);

    /* Replacing a slot releases the old item. */
    PyObject* c = PyLong_FromLong(3);
    Py_INCREF(a);
    CHECK(PyTuple_SetItem(t, 0, c) == 0);
    CHECK(Py_REFCNT(a) == 1 && PyTuple_GET_ITEM(t, 0) == c);
    Py_DECREF(a);

    /* The tuple releases its items (slot 2 is still NULL). */
    CHECK(tl_live_objects() == live + 3);
    Py_DECREF(t);
    CHECK(tl_live_objects() == live);
}

static void test_errors(void) {
    int64_t live = tl_live_objects();
    PyObject* t = PyTuple_New(2);

    CHECK(PyTuple_GetItem(t, 2) == NULL);
    CHECK_ERROR(PyExc_IndexError, "tuple index out of range");
    CHECK(PyTuple_GetItem(t, -1) == NULL);
    CHECK_ERROR(PyExc_IndexError, "tuple index out of range");

    /* SetItem steals even on failure: the item is gone either way. */
    PyObject* item = PyLong_FromLong(7);
    CHECK(tl_live_objects() == live + 2);
    CHECK(PyTuple_SetItem(t, 5, item) == -1);
    CHECK_ERROR(PyExc_IndexError, "tuple assignment index out of range");
    CHECK(tl_live_objects() == live + 1);

    item = PyLong_FromLong(8);
    CHECK(PyTuple_SetItem(Py_None, 0, item) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    CHECK(tl_live_objects() == live + 1);

    /* A shared tuple must not change under its other owners. */
    item = PyLong_FromLong(9);
    Py_INCREF(t);
    CHECK(PyTuple_SetItem(t, 0, item) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    Py_DECREF(t);
    CHECK(tl_live_objects() == live + 1);

    CHECK(PyTuple_SetItem(t, 0, NULL) == 0); /* NULL items are allowed */
    CHECK_NO_ERROR();

    CHECK(PyTuple_Size(Py_None) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    CHECK(PyTuple_GetItem(Py_None, 0) == NULL);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    CHECK(PyTuple_New(-1) == NULL);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    /* Too large to allocate, found before any allocation is attempted. */
    CHECK(PyTuple_New(PY_SSIZE_T_MAX) == NULL);
    CHECK_ERROR(PyExc_MemoryError, NULL);

    Py_DECREF(t);
    CHECK(tl_live_objects() == live);
}

static void test_pack_and_nesting(void) {
    int64_t live = tl_live_objects();
    PyObject* x = PyLong_FromLong(1);
    PyObject* y = PyUnicode_FromString("y");
    PyObject* p = PyTuple_Pack(3, x, y, Py_None);
    CHECK(p != NULL && PyTuple_GET_SIZE(p) == 3);
    CHECK(PyTuple_GET_ITEM(p, 0) == x && PyTuple_GET_ITEM(p, 2) == Py_None);
    CHECK(Py_REFCNT(x) == 2 && Py_REFCNT(y) == 2); /* Pack takes new references */
    Py_DECREF(x);
    Py_DECREF(y);

    PyObject* empty = PyTuple_Pack(0);
    CHECK(empty != NULL && PyTuple_Size(empty) == 0);

    /* Nested tuples are released recursively. */
    PyObject* outer = PyTuple_New(2);
    PyTuple_SET_ITEM(outer, 0, p);
    PyTuple_SET_ITEM(outer, 1, empty);
    CHECK(tl_live_objects() == live + 5);
    Py_DECREF(outer);
    CHECK(tl_live_objects() == live);

    CHECK(PyTuple_Pack(-1) == NULL);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
}

int main(void) {
    int64_t live = tl_live_objects();
    test_new_and_access();
    test_errors();
    test_pack_and_nesting();
    return check_finish("test_tuple", live);
}
