/* Tests for the shim's guest ABI exports (runtime-c/src/abi.c), called as the host calls them. */
#include "check.h"

#include <numpy/arrayobject.h>

/* Exception types the table does not list: codes come from the nearest listed base. */
static PyTypeObject MyValueError_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "MyValueError",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_BASE_EXC_SUBCLASS,
};
static PyTypeObject MyDeepError_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "MyDeepError",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_BASE_EXC_SUBCLASS,
    .tp_base = &MyValueError_Type,
};

static void test_values(void) {
    int64_t live = tl_live_objects();
    CHECK(tl_abi_version() == TL_ABI_VERSION);

    PyObject* none = tl_new_none();
    PyObject* t = tl_new_bool(7);
    PyObject* f = tl_new_bool(0);
    PyObject* i = tl_new_long(INT64_MIN);
    PyObject* x = tl_new_float(-2.5);
    PyObject* s = PyUnicode_FromString("s\xc3\xa9");
    CHECK(tl_kind(none) == TL_KIND_NONE);
    CHECK(tl_kind(t) == TL_KIND_BOOL && tl_kind(f) == TL_KIND_BOOL);
    CHECK(tl_kind(i) == TL_KIND_INT);
    CHECK(tl_kind(x) == TL_KIND_FLOAT);
    CHECK(tl_kind(s) == TL_KIND_STR);
    CHECK(tl_kind(NULL) == TL_KIND_OTHER);
    CHECK(tl_kind((PyObject*)&PyLong_Type) == TL_KIND_OTHER);
    /* Exception classes cross as their TL_EXCEPTIONS code (PyTensor's Assert params). */
    CHECK(tl_kind(PyExc_ValueError) == TL_KIND_EXCEPTION_CLASS);
    CHECK(tl_exception_class_code(PyExc_ValueError) == TL_EXC_VALUE_ERROR);
    CHECK(tl_exception_class_code(PyExc_ZeroDivisionError) == TL_EXC_ZERO_DIVISION_ERROR);
    CHECK(tl_exception_class_code(t) == 0 && tl_exception_class_code(NULL) == 0);
    PyObject* key_error = tl_exception_class(TL_EXC_KEY_ERROR);
    CHECK(key_error == PyExc_KeyError);
    Py_XDECREF(key_error);
    CHECK(tl_exception_class(999) == NULL);
    CHECK_ERROR(PyExc_ValueError, "no exception class has code 999");

    /* ABI 6: a class that is not a builtin, made by name under its nearest builtin; the same
     * name and code give the same class; raised, the host reads its name. */
    const char* name = "pymc.logprob.utils.ParameterValueError";
    memcpy(tl_buffer((int32_t)strlen(name)), name, strlen(name));
    PyObject* custom = tl_exception_subclass(TL_EXC_VALUE_ERROR, (int32_t)strlen(name));
    CHECK(custom != NULL && tl_kind(custom) == TL_KIND_EXCEPTION_CLASS);
    CHECK(tl_exception_class_code(custom) == TL_EXC_VALUE_ERROR);
    CHECK_STR(tl_exception_class_name(custom), name);
    CHECK(tl_exception_class_name(PyExc_ValueError) == NULL && tl_exception_class_name(NULL) == NULL);
    memcpy(tl_buffer((int32_t)strlen(name)), name, strlen(name));
    PyObject* again = tl_exception_subclass(TL_EXC_VALUE_ERROR, (int32_t)strlen(name));
    CHECK(again == custom);
    Py_XDECREF(again);
    CHECK(PyErr_GivenExceptionMatches(custom, PyExc_ValueError) && !PyErr_GivenExceptionMatches(PyExc_ValueError, custom));
    CHECK(tl_err_type() == NULL);
    PyErr_SetString(custom, "sigma > 0");
    CHECK(tl_err_type() == custom && tl_err_kind() == TL_EXC_VALUE_ERROR);
    CHECK_STR(tl_exception_class_name(tl_err_type()), name);
    CHECK_ERROR(custom, "sigma > 0");
    Py_XDECREF(custom);
    CHECK(tl_exception_subclass(TL_EXC_VALUE_ERROR, 0) == NULL); /* no name */
    CHECK_ERROR(PyExc_SystemError, "bad argument to internal function");
    memcpy(tl_buffer(1), "E", 1);
    CHECK(tl_exception_subclass(999, 1) == NULL);
    CHECK_ERROR(PyExc_ValueError, "no exception class has code 999");

    CHECK(tl_long_value(t) == 1 && tl_long_value(f) == 0);
    CHECK(tl_long_value(i) == INT64_MIN);
    CHECK(tl_float_value(x) == -2.5);
    CHECK(tl_float_value(t) == 1.0);
    CHECK_STR(tl_str_utf8(s), "s\xc3\xa9");
    /* Readers never raise, whatever they are given. */
    CHECK(tl_long_value(x) == 0 && tl_long_value(NULL) == 0);
    CHECK(tl_float_value(s) == 0.0 && tl_float_value(NULL) == 0.0);
    CHECK_STR(tl_str_utf8(i), "");
    CHECK(tl_tuple_size(i) == -1 && tl_tuple_item(i, 0) == NULL);
    CHECK_NO_ERROR();
    CHECK(tl_live_objects() == live + 3); /* int, float, str: the singletons do not count */

    /* A tuple built the way the host builds inputs. */
    PyObject* tuple = tl_new_tuple(3);
    CHECK(tl_kind(tuple) == TL_KIND_TUPLE && tl_tuple_size(tuple) == 3);
    CHECK(tl_tuple_set(tuple, 0, i) == 0);
    CHECK(tl_tuple_set(tuple, 1, x) == 0);
    CHECK(tl_tuple_set(tuple, 2, none) == 0);
    CHECK(tl_tuple_item(tuple, 0) == i && tl_tuple_item(tuple, 2) == Py_None);
    CHECK(tl_tuple_item(tuple, 3) == NULL && tl_tuple_item(tuple, -1) == NULL);
    CHECK_NO_ERROR();
    /* Stolen even on failure. */
    CHECK(tl_tuple_set(tuple, 3, s) == -1);
    CHECK(tl_err_kind() == TL_EXC_INDEX_ERROR);
    CHECK_STR(tl_err_message(), "tuple assignment index out of range");
    tl_err_clear();
    CHECK(tl_err_kind() == TL_EXC_NONE);
    CHECK(tl_live_objects() == live + 3); /* tuple, int, float */
    tl_decref(tuple);
    tl_decref(t);
    tl_decref(f);
    tl_decref(NULL);
    CHECK(tl_live_objects() == live);

    CHECK(tl_new_tuple(-1) == NULL);
    CHECK(tl_err_kind() == TL_EXC_SYSTEM_ERROR);
    tl_err_clear();
    PyObject* empty = tl_new_tuple(0);
    CHECK(empty != NULL && tl_tuple_size(empty) == 0);
    tl_decref(empty);
    CHECK(tl_live_objects() == live);
}

static void test_error_kinds(void) {
    const struct {
        PyObject* type;
        int32_t code;
    } cases[] = {
        {PyExc_BaseException, TL_EXC_BASE_EXCEPTION},
        {PyExc_Exception, TL_EXC_EXCEPTION},
        {PyExc_TypeError, TL_EXC_TYPE_ERROR},
        {PyExc_ValueError, TL_EXC_VALUE_ERROR},
        {PyExc_RuntimeError, TL_EXC_RUNTIME_ERROR},
        {PyExc_MemoryError, TL_EXC_MEMORY_ERROR},
        {PyExc_IndexError, TL_EXC_INDEX_ERROR},
        {PyExc_NotImplementedError, TL_EXC_NOT_IMPLEMENTED_ERROR},
        {PyExc_ZeroDivisionError, TL_EXC_ZERO_DIVISION_ERROR},
        {PyExc_OverflowError, TL_EXC_OVERFLOW_ERROR},
        {PyExc_AssertionError, TL_EXC_ASSERTION_ERROR},
        {PyExc_ArithmeticError, TL_EXC_ARITHMETIC_ERROR},
        {PyExc_LookupError, TL_EXC_LOOKUP_ERROR},
        {PyExc_KeyError, TL_EXC_KEY_ERROR},
        {PyExc_AttributeError, TL_EXC_ATTRIBUTE_ERROR},
        {PyExc_SystemError, TL_EXC_SYSTEM_ERROR},
    };
    CHECK(tl_err_kind() == TL_EXC_NONE);
    CHECK_STR(tl_err_message(), "");
    for (size_t k = 0; k < Py_ARRAY_LENGTH(cases); k++) {
        PyErr_SetString(cases[k].type, "message");
        CHECK(tl_err_kind() == cases[k].code);
        CHECK_STR(tl_err_message(), "message");
        tl_err_clear();
        CHECK(PyErr_Occurred() == NULL && tl_err_kind() == TL_EXC_NONE);
    }

    MyValueError_Type.tp_base = (PyTypeObject*)PyExc_ValueError;
    PyErr_SetString((PyObject*)&MyDeepError_Type, "deep");
    CHECK(tl_err_kind() == TL_EXC_VALUE_ERROR);
    CHECK(PyErr_ExceptionMatches(PyExc_ValueError));
    CHECK(PyErr_ExceptionMatches((PyObject*)&MyValueError_Type));
    CHECK_STR(tl_err_message(), "deep");
    tl_err_clear();

    /* A non-class smuggled in through Restore still gets a code. */
    PyErr_Restore(Py_None, NULL, NULL);
    CHECK(tl_err_kind() == TL_EXC_SYSTEM_ERROR);
    tl_err_clear();
}

static void test_error_messages(void) {
    int64_t live = tl_live_objects();
    PyErr_Format(PyExc_ValueError, "bad %s: %d", "thing", 3);
    CHECK_STR(tl_err_message(), "bad thing: 3");
    PyErr_SetNone(PyExc_AssertionError);
    CHECK(tl_err_kind() == TL_EXC_ASSERTION_ERROR);
    CHECK_STR(tl_err_message(), "");
    PyErr_NoMemory();
    CHECK(tl_err_kind() == TL_EXC_MEMORY_ERROR);
    CHECK_STR(tl_err_message(), "");

    /* Non-str values read as str(value). */
    PyObject* i = PyLong_FromLong(-42);
    PyErr_SetObject(PyExc_KeyError, i);
    CHECK(tl_err_kind() == TL_EXC_KEY_ERROR);
    CHECK_STR(tl_err_message(), "-42");
    PyObject* f = PyFloat_FromDouble(0.5);
    PyErr_SetObject(PyExc_ValueError, f);
    CHECK_STR(tl_err_message(), "0.5");
    PyErr_SetObject(PyExc_ValueError, Py_True);
    CHECK_STR(tl_err_message(), "True");
    PyObject* t = PyTuple_New(0);
    PyErr_SetObject(PyExc_ValueError, t);
    CHECK(strncmp(tl_err_message(), "<tuple object at ", 17) == 0);
    tl_err_clear();
    Py_DECREF(i);
    Py_DECREF(f);
    Py_DECREF(t);
    CHECK_STR(tl_err_message(), "");
    CHECK(tl_live_objects() == live);
}

/* An array built the way the host builds one: dims and strides into the scratch area, then
 * tl_new_array, then the data written at tl_array_data. */
static PyObject* host_array(int32_t typenum, int32_t nd, const int32_t* dims,
                            const int32_t* strides) {
    int32_t* scratch = tl_scratch();
    for (int i = 0; i < nd; i++) {
        scratch[i] = dims[i];
        scratch[TL_MAX_DIMS + i] = strides[i];
    }
    return tl_new_array(typenum, nd);
}

static void test_arrays(void) {
    int64_t live = tl_live_objects();
    CHECK(tl_abi_version() == TL_ABI_VERSION && TL_ABI_VERSION == 6);
    CHECK(tl_scratch() != NULL && tl_scratch() == tl_scratch());

    PyObject* c = host_array(NPY_DOUBLE, 2, (int32_t[]){2, 3}, (int32_t[]){24, 8});
    CHECK(c != NULL && tl_kind(c) == TL_KIND_ARRAY);
    CHECK(tl_array_typenum(c) == 12 && tl_array_ndim(c) == 2);
    CHECK(tl_array_dims(c)[0] == 2 && tl_array_dims(c)[1] == 3);
    CHECK(tl_array_strides(c)[0] == 24 && tl_array_strides(c)[1] == 8);
    CHECK(tl_array_data(c) == PyArray_BYTES((PyArrayObject*)c));
    CHECK(((uintptr_t)tl_array_data(c) & 15) == 0);
    CHECK(PyArray_FLAGS((PyArrayObject*)c) == (NPY_ARRAY_CARRAY | NPY_ARRAY_OWNDATA));
    memcpy(tl_array_data(c), (double[]){1, 2, 3, 4, 5, 6}, 6 * sizeof(double));
    CHECK(*(double*)PyArray_GETPTR2((PyArrayObject*)c, 1, 2) == 6.0);
    CHECK(tl_live_objects() == live + 1);

    /* Fortran and gapped layouts; int64 is type number 7 with 8-byte elements everywhere. */
    PyObject* f = host_array(NPY_INT64, 2, (int32_t[]){2, 3}, (int32_t[]){8, 16});
    CHECK(f != NULL && PyArray_ISFORTRAN((PyArrayObject*)f) && tl_array_typenum(f) == 7);
    CHECK(PyArray_ITEMSIZE((PyArrayObject*)f) == 8);
    PyObject* g = host_array(NPY_INT32, 1, (int32_t[]){3}, (int32_t[]){16});
    CHECK(g != NULL && !PyArray_ISONESEGMENT((PyArrayObject*)g) && PyArray_ISALIGNED((PyArrayObject*)g));
    memcpy(tl_array_data(g) + 32, &(int32_t){9}, 4); /* the last element is inside the data */
    CHECK(*(npy_int32*)PyArray_GETPTR1((PyArrayObject*)g, 2) == 9);
    /* 0-d and zero-size. */
    PyObject* s = host_array(NPY_BOOL, 0, NULL, NULL);
    CHECK(s != NULL && tl_array_ndim(s) == 0 && tl_array_data(s) != NULL);
    PyObject* e = host_array(NPY_FLOAT32, 2, (int32_t[]){0, 5}, (int32_t[]){20, 4});
    CHECK(e != NULL && tl_array_dims(e)[0] == 0 && tl_array_strides(e)[0] == 20);
    /* An array the guest made (a view) reads the same way. */
    PyObject* t = PyArray_Transpose((PyArrayObject*)c, NULL);
    CHECK(tl_kind(t) == TL_KIND_ARRAY && tl_array_strides(t)[0] == 8 && tl_array_dims(t)[0] == 3);
    CHECK(tl_array_data(t) == tl_array_data(c));
    CHECK(tl_live_objects() == live + 6);
    tl_decref(t);
    tl_decref(c);
    tl_decref(f);
    tl_decref(g);
    tl_decref(s);
    tl_decref(e);
    CHECK(tl_live_objects() == live);

    /* Readers never raise, whatever they are given. */
    PyObject* i = tl_new_long(3);
    CHECK(tl_array_typenum(i) == -1 && tl_array_ndim(i) == -1 && tl_array_dims(i) == NULL);
    CHECK(tl_array_strides(i) == NULL && tl_array_data(i) == NULL && tl_array_ndim(NULL) == -1);
    tl_decref(i);
    CHECK_NO_ERROR();

    /* Errors. */
    CHECK(host_array(NPY_OBJECT, 1, (int32_t[]){1}, (int32_t[]){8}) == NULL);
    CHECK(tl_err_kind() == TL_EXC_VALUE_ERROR);
    CHECK_STR(tl_err_message(), "twinlink cannot pass arrays of type number 17 to wasm");
    tl_err_clear();
    CHECK(host_array(99, 1, (int32_t[]){1}, (int32_t[]){8}) == NULL);
    CHECK(tl_err_kind() == TL_EXC_VALUE_ERROR);
    tl_err_clear();
    CHECK(tl_new_array(NPY_DOUBLE, TL_MAX_DIMS + 1) == NULL && tl_new_array(NPY_DOUBLE, -1) == NULL);
    CHECK(tl_err_kind() == TL_EXC_VALUE_ERROR);
    CHECK_STR(tl_err_message(), "number of dimensions must be within [0, 64]");
    tl_err_clear();
    CHECK(host_array(NPY_DOUBLE, 2, (int32_t[]){2, -3}, (int32_t[]){24, 8}) == NULL);
    CHECK_STR(tl_err_message(), "negative dimensions are not allowed");
    tl_err_clear();
    CHECK(host_array(NPY_DOUBLE, 1, (int32_t[]){2}, (int32_t[]){-8}) == NULL);
    CHECK(tl_err_kind() == TL_EXC_VALUE_ERROR);
    tl_err_clear();
    CHECK(host_array(NPY_INT8, 3, (int32_t[]){INT32_MAX, INT32_MAX, INT32_MAX},
                     (int32_t[]){1, 1, 1}) == NULL);
    CHECK(tl_err_kind() == TL_EXC_VALUE_ERROR);
    CHECK_STR(tl_err_message(),
              "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum "
              "possible size.");
    tl_err_clear();
    CHECK(tl_live_objects() == live);
}

/* ABI 3: str, list, dict and scalar values built and read the way the host does it. */
static void test_containers_and_scalars(void) {
    int64_t live = tl_live_objects();
    char* buf = tl_buffer(5);
    CHECK(buf != NULL);
    memcpy(buf, "h\xc3\xa9!", 4);
    PyObject* s = tl_new_str(4);
    CHECK(s != NULL && tl_kind(s) == TL_KIND_STR && tl_str_size(s) == 4);
    CHECK(memcmp(tl_str_utf8(s), "h\xc3\xa9!", 5) == 0 && PyUnicode_GetLength(s) == 3);

    /* [1, "h\xc3\xa9!"] and {"k": np.float64(2.5), "b": np.True_} */
    PyObject* l = tl_new_list(2);
    CHECK(l != NULL && tl_kind(l) == TL_KIND_LIST && tl_list_size(l) == 2);
    CHECK(tl_list_set(l, 0, tl_new_long(1)) == 0 && tl_list_set(l, 1, s) == 0);
    CHECK(tl_list_set(l, 2, tl_new_none()) == -1 && tl_err_kind() == TL_EXC_INDEX_ERROR);
    tl_err_clear();
    CHECK(tl_long_value(tl_list_item(l, 0)) == 1 && tl_list_item(l, 1) == s);
    CHECK(tl_list_item(l, 2) == NULL && tl_list_item(l, -1) == NULL);

    PyObject* d = tl_new_dict();
    CHECK(d != NULL && tl_kind(d) == TL_KIND_DICT && tl_dict_size(d) == 0);
    memcpy(tl_buffer(1), "k", 1);
    PyObject* k = tl_new_str(1);
    double v = 2.5;
    memcpy(tl_buffer(8), &v, 8);
    PyObject* f = tl_new_scalar(NPY_DOUBLE);
    CHECK(f != NULL && tl_kind(f) == TL_KIND_SCALAR && tl_scalar_typenum(f) == NPY_DOUBLE);
    CHECK(memcmp(tl_scalar_value(f), &v, 8) == 0);
    CHECK(tl_dict_set(d, k, f) == 0);
    memcpy(tl_buffer(1), "b", 1);
    PyObject* kb = tl_new_str(1);
    tl_buffer(1)[0] = 1;
    PyObject* b = tl_new_scalar(NPY_BOOL);
    CHECK(b == PyArrayScalar_True && tl_kind(b) == TL_KIND_SCALAR && *tl_scalar_value(b) == 1);
    CHECK(tl_dict_set(d, kb, b) == 0);
    CHECK(tl_dict_size(d) == 2 && tl_dict_value(d, 0) == f && tl_dict_key(d, 1) == kb);
    CHECK(tl_dict_key(d, 2) == NULL && tl_dict_value(l, 0) == NULL && tl_dict_size(l) == -1);
    /* A dict key that is not hashable by the shim: both stolen, the error reported. */
    CHECK(tl_dict_set(d, tl_new_float(1.0), tl_new_none()) == -1 && tl_err_kind() == TL_EXC_TYPE_ERROR);
    tl_err_clear();

    /* Scalars are their own kind even where Python's types would also match (float64). */
    CHECK(tl_kind(f) == TL_KIND_SCALAR && tl_scalar_typenum(l) == -1 && tl_scalar_value(l) == NULL);
    CHECK(tl_new_scalar(NPY_OBJECT) == NULL && tl_err_kind() == TL_EXC_VALUE_ERROR);
    CHECK_STR(tl_err_message(), "twinlink cannot pass NumPy scalars of type number 17 to wasm");
    tl_err_clear();
    CHECK(tl_new_str(1 << 20) == NULL && tl_err_kind() == TL_EXC_SYSTEM_ERROR);
    tl_err_clear();

    CHECK(tl_live_objects() == live + 7); /* np.True_ is immortal */
    tl_decref(l);
    tl_decref(d);
    CHECK(tl_live_objects() == live);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_values();
    test_arrays();
    test_containers_and_scalars();
    test_error_kinds();
    test_error_messages();
    return check_finish("test_abi", live);
}
