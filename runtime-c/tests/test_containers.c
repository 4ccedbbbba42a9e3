/* Tests for twinlink/listobject.h, dictobject.h and pycapsule.h: contents, order, stealing,
 * errors (CPython's types and messages) and that every object is released. */
#include "check.h"

static void test_list(void) {
    int64_t live = tl_live_objects();
    PyObject* l = PyList_New(2);
    CHECK(l != NULL && PyList_Check(l) && PyList_CheckExact(l) && !PyTuple_Check(l));
    CHECK(PyList_Size(l) == 2 && PyList_GET_SIZE(l) == 2);
    CHECK(PyList_GetItem(l, 0) == NULL); /* an unfilled slot, no exception */
    CHECK_NO_ERROR();
    PyObject* a = PyLong_FromLong(1);
    PyObject* b = PyFloat_FromDouble(2.0);
    CHECK(PyList_SetItem(l, 0, a) == 0); /* steals a */
    PyList_SET_ITEM(l, 1, b);             /* steals b */
    CHECK(PyList_GET_ITEM(l, 0) == a && PyList_GetItem(l, 1) == b);
    CHECK(Py_REFCNT(a) == 1);

    /* Append takes a new reference and grows past the initial size. */
    PyObject* c = PyUnicode_FromString("c");
    for (int i = 0; i < 10; i++) {
        CHECK(PyList_Append(l, c) == 0);
    }
    CHECK(PyList_GET_SIZE(l) == 12 && Py_REFCNT(c) == 11);
    CHECK(PyList_Insert(l, -100, a) == 0 && PyList_GET_ITEM(l, 0) == a);
    CHECK(PyList_Insert(l, 100, b) == 0 && PyList_GET_ITEM(l, 13) == b);
    CHECK(PyList_Size(l) == 14);

    PyObject* slice = PyList_GetSlice(l, 1, 3);
    CHECK(slice != NULL && PyList_GET_SIZE(slice) == 2 && PyList_GET_ITEM(slice, 0) == a &&
          PyList_GET_ITEM(slice, 1) == b);
    CHECK(PyList_Reverse(slice) == 0 && PyList_GET_ITEM(slice, 0) == b);
    PyObject* t = PyList_AsTuple(slice);
    CHECK(t != NULL && PyTuple_GET_SIZE(t) == 2 && PyTuple_GET_ITEM(t, 1) == a);
    CHECK(PyObject_IsTrue(slice) == 1);
    Py_DECREF(t);
    Py_DECREF(slice);

    /* Errors, with stealing on failure. */
    CHECK(PyList_GetItem(l, 14) == NULL);
    CHECK_ERROR(PyExc_IndexError, "list index out of range");
    CHECK(PyList_GetItem(l, -1) == NULL);
    CHECK_ERROR(PyExc_IndexError, "list index out of range");
    CHECK(PyList_SetItem(l, 14, PyLong_FromLong(5)) == -1);
    CHECK_ERROR(PyExc_IndexError, "list assignment index out of range");
    CHECK(PyList_SetItem(c, 0, PyLong_FromLong(5)) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    CHECK(PyList_Size(c) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    CHECK(PyList_Append(l, NULL) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    CHECK(PyList_New(-1) == NULL);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");

    PyObject* empty = PyList_New(0);
    CHECK(empty != NULL && PyObject_IsTrue(empty) == 0);
    PyObject* none = PyList_GetSlice(l, 3, 1); /* clamped to an empty slice */
    CHECK(none != NULL && PyList_GET_SIZE(none) == 0);
    Py_DECREF(none);
    Py_DECREF(empty);
    Py_DECREF(c);
    Py_DECREF(l);
    CHECK(tl_live_objects() == live);
}

static void test_dict(void) {
    int64_t live = tl_live_objects();
    PyObject* d = PyDict_New();
    CHECK(d != NULL && PyDict_Check(d) && PyDict_CheckExact(d) && PyDict_Size(d) == 0);
    CHECK(PyObject_IsTrue(d) == 0);
    PyObject* one = PyLong_FromLong(1);
    PyObject* two = PyFloat_FromDouble(2.0);
    CHECK(PyDict_SetItemString(d, "b", one) == 0);
    CHECK(PyDict_SetItemString(d, "a", two) == 0);
    CHECK(Py_REFCNT(one) == 2 && PyDict_Size(d) == 2);

    /* Keys are equal by value: a different str object with the same text finds the entry. */
    PyObject* key_a = PyUnicode_FromString("a");
    CHECK(PyDict_GetItem(d, key_a) == two && PyDict_GetItemString(d, "b") == one);
    CHECK(PyDict_GetItemString(d, "zz") == NULL);
    CHECK_NO_ERROR();
    CHECK(PyDict_Contains(d, key_a) == 1);

    /* Replacing keeps the entry's place. */
    CHECK(PyDict_SetItem(d, key_a, one) == 0 && PyDict_Size(d) == 2);
    CHECK(PyDict_GetItemString(d, "a") == one && Py_REFCNT(two) == 1);
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    CHECK(PyDict_Next(d, &pos, &k, &v) == 1 && strcmp(PyUnicode_AsUTF8(k), "b") == 0);
    CHECK(PyDict_Next(d, &pos, &k, &v) == 1 && strcmp(PyUnicode_AsUTF8(k), "a") == 0 && v == one);
    CHECK(PyDict_Next(d, &pos, &k, &v) == 0);

    /* int keys, with True equal to 1 as in Python. */
    CHECK(PyDict_SetItem(d, one, two) == 0);
    CHECK(PyDict_GetItem(d, Py_True) == two);

    PyObject* keys = PyDict_Keys(d);
    PyObject* values = PyDict_Values(d);
    PyObject* items = PyDict_Items(d);
    CHECK(keys != NULL && PyList_GET_SIZE(keys) == 3 && PyList_GET_ITEM(keys, 2) == one);
    CHECK(values != NULL && PyList_GET_ITEM(values, 2) == two);
    CHECK(items != NULL && PyTuple_GET_ITEM(PyList_GET_ITEM(items, 1), 1) == one);
    Py_DECREF(keys);
    Py_DECREF(values);
    Py_DECREF(items);
    PyObject* copy = PyDict_Copy(d);
    CHECK(copy != NULL && PyDict_Size(copy) == 3);

    CHECK(PyDict_DelItemString(d, "b") == 0 && PyDict_Size(d) == 2);
    CHECK(PyDict_GetItemString(d, "a") == one);
    CHECK(PyDict_DelItemString(d, "b") == -1);
    CHECK_ERROR(PyExc_KeyError, "'b'");

    /* Unsupported keys and misuse. */
    PyObject* list = PyList_New(0);
    CHECK(PyDict_SetItem(d, list, one) == -1);
    CHECK_ERROR(PyExc_TypeError, "unhashable type: 'list'");
    CHECK(PyDict_GetItem(d, list) == NULL);
    CHECK_NO_ERROR(); /* GetItem hides errors */
    CHECK(PyDict_GetItemWithError(d, list) == NULL);
    CHECK_ERROR(PyExc_TypeError, "unhashable type: 'list'");
    CHECK(PyDict_SetItem(d, two, one) == -1);
    CHECK_ERROR(PyExc_TypeError, "the twinlink shim's dict keys must be str or int, not float");
    CHECK(PyDict_Size(list) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    /* A pending error survives PyDict_GetItemString. */
    PyErr_SetString(PyExc_ValueError, "pending");
    CHECK(PyDict_GetItemString(d, "a") == one);
    CHECK_ERROR(PyExc_ValueError, "pending");

    PyDict_Clear(copy);
    CHECK(PyDict_Size(copy) == 0);
    Py_DECREF(copy);
    Py_DECREF(list);
    Py_DECREF(key_a);
    Py_DECREF(one);
    Py_DECREF(two);
    Py_DECREF(d);
    CHECK(tl_live_objects() == live);
}

static int destructor_calls;
static void *destroyed_pointer, *destroyed_context;

static void capsule_destructor(PyObject* capsule) {
    destructor_calls++;
    destroyed_pointer = PyCapsule_GetPointer(capsule, PyCapsule_GetName(capsule));
    destroyed_context = PyCapsule_GetContext(capsule);
}

static void test_capsule(void) {
    int64_t live = tl_live_objects();
    static int payload, context;
    PyObject* c = PyCapsule_New(&payload, "twinlink.test", capsule_destructor);
    CHECK(c != NULL && PyCapsule_CheckExact(c));
    CHECK(PyCapsule_IsValid(c, "twinlink.test") && !PyCapsule_IsValid(c, "other") &&
          !PyCapsule_IsValid(c, NULL) && !PyCapsule_IsValid(Py_None, NULL));
    CHECK(PyCapsule_GetPointer(c, "twinlink.test") == &payload);
    CHECK(PyCapsule_GetPointer(c, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "PyCapsule_GetPointer called with incorrect name");
    CHECK(PyCapsule_GetPointer(Py_None, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "PyCapsule_GetPointer called with invalid PyCapsule object");
    CHECK(PyCapsule_SetContext(c, &context) == 0 && PyCapsule_GetContext(c) == &context);
    CHECK(PyCapsule_GetDestructor(c) == capsule_destructor);
    CHECK(PyCapsule_New(NULL, NULL, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "PyCapsule_New called with null pointer");

    /* The destructor runs once, on the last release, with the capsule still readable. */
    Py_INCREF(c);
    Py_DECREF(c);
    CHECK(destructor_calls == 0);
    Py_DECREF(c);
    CHECK(destructor_calls == 1 && destroyed_pointer == &payload && destroyed_context == &context);

    /* An unnamed capsule, as PyTensor's CDataType makes them. */
    PyObject* unnamed = PyCapsule_New(&payload, NULL, NULL);
    CHECK(PyCapsule_GetPointer(unnamed, NULL) == &payload && PyCapsule_IsValid(unnamed, NULL));
    CHECK(PyCapsule_SetPointer(unnamed, &context) == 0 && PyCapsule_GetPointer(unnamed, NULL) == &context);
    Py_DECREF(unnamed);
    CHECK(destructor_calls == 1);
    CHECK(tl_live_objects() == live);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_list();
    test_dict();
    test_capsule();
    return check_finish("test_containers", live);
}
