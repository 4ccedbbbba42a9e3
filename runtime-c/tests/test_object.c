/* Tests for twinlink/object.h: reference counting, deallocation, immortal objects, type
 * checks, truth values and raw memory. */
#include "check.h"
#include "guest_abi.h"

extern int (*tl_dealloc_guard)(PyObject* op);

static int dealloc_calls;

static void counted_dealloc(PyObject* op) {
    dealloc_calls++;
    PyObject_Free(op);
}

/* A type defined the way op code would define one, with its own destructor. */
static PyTypeObject Counted_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "Counted",
    .tp_basicsize = sizeof(PyObject),
    .tp_dealloc = counted_dealloc,
};

static PyObject* counted_new(void) {
    PyObject* op = PyObject_Malloc(sizeof(PyObject));
    if (op != NULL) {
        Py_SET_REFCNT(op, 1);
        Py_SET_TYPE(op, &Counted_Type);
    }
    return op;
}

/* A float subclass with a static, immortal instance. */
static PyTypeObject SubFloat_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "SubFloat",
    .tp_basicsize = sizeof(PyFloatObject),
    .tp_base = &PyFloat_Type,
};
static PyFloatObject sub_float = {PyObject_HEAD_INIT(&SubFloat_Type) 2.5};

static int uses_unused(int Py_UNUSED(ignored)) {
    return 7;
}

static void test_refcounts(void) {
    int64_t live = tl_live_objects();
    PyObject* f = PyFloat_FromDouble(1.5);
    CHECK(f != NULL);
    CHECK(tl_live_objects() == live + 1);
    CHECK(Py_REFCNT(f) == 1);
    Py_INCREF(f);
    CHECK(Py_REFCNT(f) == 2);
    Py_XINCREF(f);
    CHECK(Py_REFCNT(f) == 3);
    Py_DECREF(f);
    Py_XDECREF(f);
    CHECK(Py_REFCNT(f) == 1);
    Py_XINCREF((PyObject*)NULL);
    Py_XDECREF((PyObject*)NULL);

    PyObject* g = Py_NewRef(f);
    CHECK(g == f && Py_REFCNT(f) == 2);
    CHECK(Py_XNewRef((PyObject*)NULL) == NULL);
    CHECK(Py_XNewRef(f) == f && Py_REFCNT(f) == 3);
    Py_DECREF(f);

    /* Py_CLEAR nulls the variable and releases; a NULL variable is left alone. */
    Py_CLEAR(g);
    CHECK(g == NULL && Py_REFCNT(f) == 1);
    Py_CLEAR(g);

    /* Py_SETREF releases the old value after storing the new one. */
    PyObject* slot = Py_NewRef(f);
    PyObject* other = PyFloat_FromDouble(2.0);
    Py_SETREF(slot, other);
    CHECK(slot == other && Py_REFCNT(f) == 1);
    Py_XSETREF(slot, NULL);
    CHECK(slot == NULL);
    Py_XSETREF(slot, Py_NewRef(f));
    CHECK(slot == f && Py_REFCNT(f) == 2);
    Py_DECREF(slot);

    CHECK(tl_live_objects() == live + 1);
    Py_DECREF(f);
    CHECK(tl_live_objects() == live);
}

static void test_dealloc(void) {
    PyObject* op = counted_new();
    CHECK(op != NULL);
    Py_INCREF(op);
    Py_DECREF(op);
    CHECK(dealloc_calls == 0);
    Py_DECREF(op);
    CHECK(dealloc_calls == 1);
}

static void test_immortals(void) {
    int64_t live = tl_live_objects();
    PyObject* immortals[] = {Py_None, Py_True, Py_False, (PyObject*)&PyFloat_Type,
                             PyExc_ValueError};
    for (size_t i = 0; i < Py_ARRAY_LENGTH(immortals); i++) {
        PyObject* op = immortals[i];
        Py_ssize_t before = Py_REFCNT(op);
        /* Far more releases than references: nothing may be freed or change. */
        for (int k = 0; k < 1000; k++) {
            Py_DECREF(op);
        }
        Py_INCREF(op);
        CHECK(Py_REFCNT(op) == before);
    }
    PyObject* none = tl_new_none();
    CHECK(none == Py_None);
    tl_decref(none);
    CHECK(tl_live_objects() == live);
}

static void test_types(void) {
    CHECK(Py_IsNone(Py_None) && !Py_IsNone(Py_True));
    CHECK(Py_IsTrue(Py_True) && !Py_IsTrue(Py_False));
    CHECK(Py_IsFalse(Py_False) && Py_Is(Py_None, Py_None));
    CHECK(Py_IS_TYPE(Py_None, &_PyNone_Type));
    CHECK(strcmp(Py_TYPE(Py_None)->tp_name, "NoneType") == 0);
    CHECK(PyType_Check((PyObject*)&PyLong_Type) && !PyType_Check(Py_None));
    CHECK(PyType_CheckExact((PyObject*)&PyType_Type));
    CHECK(Py_TYPE(&PyLong_Type) == &PyType_Type);

    CHECK(PyType_IsSubtype(&PyBool_Type, &PyLong_Type));
    CHECK(!PyType_IsSubtype(&PyLong_Type, &PyBool_Type));
    CHECK(PyType_IsSubtype(&PyLong_Type, &PyLong_Type));
    CHECK(PyType_IsSubtype(&Counted_Type, &PyBaseObject_Type));
    CHECK(!PyType_IsSubtype(&PyFloat_Type, &PyLong_Type));

    PyObject* sub = (PyObject*)&sub_float;
    CHECK(PyFloat_Check(sub) && !PyFloat_CheckExact(sub));
    CHECK(PyObject_TypeCheck(sub, &PyFloat_Type));
    CHECK(PyObject_TypeCheck(sub, &PyBaseObject_Type));
    CHECK(!PyObject_TypeCheck(sub, &PyLong_Type));
    CHECK(PyFloat_AsDouble(sub) == 2.5);

    PyObject* t = PyTuple_New(3);
    CHECK(Py_SIZE(t) == 3);
    Py_SET_SIZE(t, 2); /* shrinking is how CPython resizes in place */
    CHECK(Py_SIZE(t) == 2);
    Py_DECREF(t);

    CHECK(uses_unused(0) == 7);
}

static void test_is_true(void) {
    PyObject* zero = PyLong_FromLong(0);
    PyObject* five = PyLong_FromLong(5);
    PyObject* fzero = PyFloat_FromDouble(-0.0);
    PyObject* fnan = PyFloat_FromDouble(NAN);
    PyObject* empty = PyTuple_New(0);
    PyObject* pair = PyTuple_Pack(2, Py_None, Py_None);
    PyObject* estr = PyUnicode_FromString("");
    PyObject* str = PyUnicode_FromString("a");
    PyObject* counted = counted_new();
    CHECK(PyObject_IsTrue(Py_None) == 0);
    CHECK(PyObject_IsTrue(Py_True) == 1);
    CHECK(PyObject_IsTrue(Py_False) == 0);
    CHECK(PyObject_IsTrue(zero) == 0);
    CHECK(PyObject_IsTrue(five) == 1);
    CHECK(PyObject_IsTrue(fzero) == 0);
    CHECK(PyObject_IsTrue(fnan) == 1);
    CHECK(PyObject_IsTrue(empty) == 0);
    CHECK(PyObject_IsTrue(pair) == 1);
    CHECK(PyObject_IsTrue(estr) == 0);
    CHECK(PyObject_IsTrue(str) == 1);
    CHECK(PyObject_IsTrue(counted) == 1);
    CHECK_NO_ERROR();
    CHECK(PyObject_IsTrue(NULL) == -1);
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    Py_DECREF(zero);
    Py_DECREF(five);
    Py_DECREF(fzero);
    Py_DECREF(fnan);
    Py_DECREF(empty);
    Py_DECREF(pair);
    Py_DECREF(estr);
    Py_DECREF(str);
    Py_DECREF(counted);
}

static void test_memory(void) {
    void* p = PyMem_Malloc(0);
    void* q = PyMem_Malloc(0);
    CHECK(p != NULL && q != NULL && p != q);
    PyMem_Free(p);
    PyMem_Free(q);

    unsigned char* z = PyMem_Calloc(16, 4);
    CHECK(z != NULL);
    int all_zero = 1;
    for (int i = 0; i < 64; i++) {
        all_zero &= z[i] == 0;
    }
    CHECK(all_zero);
    z[63] = 42;
    z = PyMem_Realloc(z, 4096);
    CHECK(z != NULL && z[63] == 42);
    PyMem_Free(z);

    /* Sizes beyond Py_ssize_t fail cleanly, without an exception. */
    CHECK(PyMem_Malloc((size_t)PY_SSIZE_T_MAX + 1) == NULL);
    CHECK(PyMem_Calloc((size_t)PY_SSIZE_T_MAX, 2) == NULL);
    CHECK(PyObject_Malloc((size_t)-1) == NULL);
    CHECK_NO_ERROR();

    char* s = PyObject_Malloc(6);
    CHECK(s != NULL);
    memcpy(s, "hello", 6);
    s = PyObject_Realloc(s, 100);
    CHECK(s != NULL && strcmp(s, "hello") == 0);
    PyObject_Free(s);
    PyObject_Free(NULL);
    PyMem_Free(NULL);
    void* c = PyObject_Calloc(0, 0);
    CHECK(c != NULL);
    PyObject_Free(c);
}

/* The host's guard: pretend `held` sits in an input slot. */
static PyObject* held;
static int guard_holds(PyObject* op) { return op == held; }

static void test_faults(void) {
    CHECK(tl_take_faults() == 0);
    /* Releasing an object the host still holds keeps it alive and records the fault. */
    held = PyFloat_FromDouble(2.5);
    tl_dealloc_guard = guard_holds;
    int64_t live = tl_live_objects();
    Py_DECREF(held);
    CHECK(tl_live_objects() == live);
    CHECK(Py_REFCNT(held) == 1 && PyFloat_AsDouble(held) == 2.5);
    CHECK(tl_take_faults() == TL_FAULT_FREED_HELD_OBJECT);
    CHECK(tl_take_faults() == 0);
    tl_dealloc_guard = NULL;
    /* A decref below zero (here of a still-referenced object forced to 0) records the fault. */
    Py_INCREF(held);
    Py_SET_REFCNT(held, 0);
    Py_DECREF(held);
    CHECK(tl_take_faults() == TL_FAULT_REFCOUNT_UNDERFLOW);
    Py_SET_REFCNT(held, 1);
    Py_DECREF(held);
    CHECK(tl_take_faults() == 0);
}

int main(void) {
    int64_t live = tl_live_objects();
    /* Python.h must bring in the C library and the POSIX extras CPython's pyconfig.h enables. */
    errno = 0;
    CHECK(M_PI > 3.14 && isnan(NAN) && errno == 0 && SIZE_MAX > 0 && INT_MAX > 0);
    test_refcounts();
    test_dealloc();
    test_immortals();
    test_types();
    test_is_true();
    test_memory();
    test_faults();
    return check_finish("test_object", live);
}
