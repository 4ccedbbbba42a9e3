/* Tests for the NumPy calculation functions (PyArray_ArgMax, SearchSorted, CumSum, CumProd, Concatenate,
 * TakeFrom, Arange) and PyNumber_InPlaceAdd, with expected values and messages taken from
 * NumPy 2 (np.argmax, np.searchsorted, np.cumsum, np.concatenate, np.take, ndarray.__iadd__). */
#include "check.h"

#include "numpy/arrayobject.h"

#define ARR(o) ((PyArrayObject*)(o))

/* A new C-ordered array of type num from n values given as doubles. */
static PyObject* array_of(int num, int nd, const npy_intp* dims, const double* values) {
    PyObject* a = PyArray_ZEROS(nd, dims, num, 0);
    npy_intp n = PyArray_SIZE(ARR(a));
    for (npy_intp i = 0; i < n; i++) {
        PyObject* v = PyFloat_FromDouble(values[i]);
        PyObject* e = PyArray_New(&PyArray_Type, 0, NULL, num, NULL, PyArray_BYTES(ARR(a)) + i * PyArray_ITEMSIZE(ARR(a)), 0, NPY_ARRAY_CARRAY, NULL);
        CHECK(PyArray_FillWithScalar(ARR(e), v) == 0);
        Py_DECREF(e);
        Py_DECREF(v);
    }
    return a;
}

static double element(PyObject* a, npy_intp i) {
    PyArray_Descr* d = PyArray_DescrFromType(NPY_DOUBLE);
    PyObject* c = PyArray_CastToType(ARR(a), d, 0);
    double v = ((double*)PyArray_DATA(ARR(c)))[i];
    Py_DECREF(c);
    return v;
}

static void test_cumulative(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {2, 3};
    PyObject* x = array_of(NPY_INT8, 2, dims, (double[]){100, 20, 30, 100, 1, -2});
    /* In int8 along axis 0: 100 + 100 wraps to -56 (np.cumsum(x, 0, dtype=np.int8)). */
    PyObject* s = PyArray_CumSum(ARR(x), 0, NPY_INT8, NULL);
    CHECK(s != NULL && PyArray_TYPE(ARR(s)) == NPY_INT8 && element(s, 3) == -56 && element(s, 5) == 28);
    /* Default type: int64, no wrap; flattened with NPY_RAVEL_AXIS. */
    PyObject* r = PyArray_CumSum(ARR(x), NPY_RAVEL_AXIS, NPY_NOTYPE, NULL);
    CHECK(r != NULL && PyArray_NDIM(ARR(r)) == 1 && PyArray_TYPE(ARR(r)) == NPY_LONG);
    CHECK(element(r, 3) == 250 && element(r, 5) == 249);
    PyObject* p = PyArray_CumProd(ARR(x), -1, NPY_DOUBLE, NULL);
    CHECK(p != NULL && element(p, 2) == 60000 && element(p, 5) == -200);
    PyObject* out = PyArray_ZEROS(2, dims, NPY_FLOAT32, 0);
    PyObject* o = PyArray_CumSum(ARR(x), 1, NPY_NOTYPE, ARR(out));
    CHECK(o == out && Py_REFCNT(out) == 2 && element(out, 2) == 150);
    CHECK(PyArray_CumSum(ARR(x), 2, NPY_NOTYPE, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "axis 2 is out of bounds for array of dimension 2");
    PyObject* all[] = {x, s, r, p, out, o};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_XDECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_argmax(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {2, 3};
    PyObject* x = array_of(NPY_DOUBLE, 2, dims, (double[]){1, 5, 5, NAN, 2, NAN});
    PyObject* a0 = PyArray_ArgMax(ARR(x), 0, NULL);
    PyObject* a1 = PyArray_ArgMax(ARR(x), 1, NULL);
    PyObject* ar = PyArray_ArgMax(ARR(x), NPY_RAVEL_AXIS, NULL);
    /* np.argmax: the first maximum, NaN first of all. */
    CHECK(a0 != NULL && PyArray_TYPE(ARR(a0)) == NPY_INTP && element(a0, 0) == 1 && element(a0, 1) == 0 &&
          element(a0, 2) == 1);
    CHECK(a1 != NULL && element(a1, 0) == 1 && element(a1, 1) == 0);
    CHECK(ar != NULL && PyArray_NDIM(ARR(ar)) == 0 && element(ar, 0) == 3);
    npy_intp empty[2] = {2, 0};
    PyObject* e = PyArray_ZEROS(2, empty, NPY_INT32, 0);
    CHECK(PyArray_ArgMax(ARR(e), 1, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "attempt to get argmax of an empty sequence");
    npy_intp three = 3;
    PyObject* bad = PyArray_ZEROS(1, &three, NPY_INTP, 0);
    CHECK(PyArray_ArgMax(ARR(x), 1, ARR(bad)) == NULL);
    CHECK_ERROR(PyExc_ValueError, "output array does not match result of np.argmax.");
    PyObject* good = PyArray_ArgMax(ARR(x), 0, ARR(bad));
    CHECK(good == bad && element(bad, 2) == 1);
    PyObject* all[] = {x, a0, a1, ar, e, bad, good};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_XDECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_concatenate(void) {
    int64_t live = tl_live_objects();
    npy_intp d1[2] = {1, 2}, d2[2] = {2, 2};
    PyObject* a = array_of(NPY_INT8, 2, d1, (double[]){-1, 2});
    PyObject* b = array_of(NPY_UINT8, 2, d2, (double[]){200, 3, 4, 5});
    PyObject* t = PyTuple_Pack(2, a, b);
    PyObject* c = PyArray_Concatenate(t, 0);
    /* int8 with uint8 promotes to int16. */
    CHECK(c != NULL && PyArray_TYPE(ARR(c)) == NPY_INT16 && PyArray_DIM(ARR(c), 0) == 3 &&
          element(c, 0) == -1 && element(c, 2) == 200);
    PyObject* f = PyArray_Concatenate(t, NPY_RAVEL_AXIS);
    CHECK(f != NULL && PyArray_NDIM(ARR(f)) == 1 && PyArray_DIM(ARR(f), 0) == 6 && element(f, 5) == 5);
    CHECK(PyArray_Concatenate(t, 1) == NULL);
    CHECK_ERROR(PyExc_ValueError,
                "all the input array dimensions except for the concatenation axis must match exactly, "
                "but along dimension 0, the array at index 0 has size 1 and the array at index 1 has size 2");
    PyObject* none = PyTuple_New(0);
    CHECK(PyArray_Concatenate(none, 0) == NULL);
    CHECK_ERROR(PyExc_ValueError, "need at least one array to concatenate");
    PyObject* all[] = {a, b, t, c, f, none};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_XDECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_take(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[1] = {4}, nidx = 3;
    PyObject* x = array_of(NPY_DOUBLE, 1, dims, (double[]){10, 11, 12, 13});
    PyObject* idx = array_of(NPY_INT64, 1, &nidx, (double[]){-1, 5, 2});
    /* np.take(x, [-1, 5, 2], mode="wrap") and mode="clip". */
    PyObject* w = PyArray_TakeFrom(ARR(x), idx, 0, NULL, NPY_WRAP);
    CHECK(w != NULL && element(w, 0) == 13 && element(w, 1) == 11 && element(w, 2) == 12);
    PyObject* c = PyArray_TakeFrom(ARR(x), idx, 0, NULL, NPY_CLIP);
    CHECK(c != NULL && element(c, 0) == 10 && element(c, 1) == 13);
    CHECK(PyArray_TakeFrom(ARR(x), idx, 0, NULL, NPY_RAISE) == NULL);
    CHECK_ERROR(PyExc_IndexError, "index 5 is out of bounds for axis 0 with size 4");
    PyObject* out = PyArray_ZEROS(1, &nidx, NPY_DOUBLE, 0);
    PyObject* o = PyArray_TakeFrom(ARR(x), idx, 0, ARR(out), NPY_WRAP);
    CHECK(o == out && element(out, 0) == 13);
    PyObject* f = PyFloat_FromDouble(1.0);
    CHECK(PyArray_TakeFrom(ARR(x), f, 0, NULL, NPY_RAISE) == NULL);
    CHECK_ERROR(PyExc_TypeError,
                "Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'same_kind'");
    PyObject* all[] = {x, idx, w, c, out, o, f};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_XDECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

static void test_arange(void) {
    int64_t live = tl_live_objects();
    PyObject* a = PyArray_Arange(0.5, 4.2, 1.1, NPY_INT32);
    /* np.arange(0.5, 4.2, 1.1, dtype=np.int32): [0, 1, 2, 3] (start and start + step truncated,
     * then their difference repeated). */
    CHECK(a != NULL && PyArray_DIM(ARR(a), 0) == 4 && element(a, 1) == 1 && element(a, 3) == 3);
    PyObject* f = PyArray_Arange(0, 1, 0.25, NPY_FLOAT32);
    CHECK(f != NULL && PyArray_DIM(ARR(f), 0) == 4 && element(f, 3) == 0.75);
    PyObject* e = PyArray_Arange(5, 0, 1, NPY_DOUBLE);
    CHECK(e != NULL && PyArray_NDIM(ARR(e)) == 1 && PyArray_DIM(ARR(e), 0) == 0);
    CHECK(PyArray_Arange(0, 0, 0, NPY_DOUBLE) == NULL);
    CHECK_ERROR(PyExc_ValueError, "arange: cannot compute length");
    CHECK(PyArray_Arange(0, 1, 0, NPY_DOUBLE) == NULL);
    CHECK_ERROR(PyExc_OverflowError, "arange: overflow while computing length");
    CHECK(PyArray_Arange(100, 400, 37, NPY_INT8) == NULL);
    CHECK_ERROR(PyExc_OverflowError, "Python integer 137 out of bounds for int8");
    Py_XDECREF(a);
    Py_XDECREF(f);
    Py_XDECREF(e);
    CHECK(tl_live_objects() == live);
}

static void test_inplace_add(void) {
    int64_t live = tl_live_objects();
    npy_intp dims[2] = {2, 3}, three = 3;
    PyObject* x = array_of(NPY_FLOAT32, 2, dims, (double[]){1, 2, 3, 4, 5, 6});
    PyObject* y = array_of(NPY_DOUBLE, 1, &three, (double[]){0.5, 0.25, 0.125});
    PyObject* r = PyNumber_InPlaceAdd(x, y);
    CHECK(r == x && PyArray_TYPE(ARR(x)) == NPY_FLOAT32 && element(x, 0) == 1.5 && element(x, 5) == 6.125);
    PyObject* i = array_of(NPY_INT32, 1, &three, (double[]){1, 2, 3});
    CHECK(PyNumber_InPlaceAdd(i, y) == NULL);
    CHECK_ERROR(PyExc_TypeError,
                "Cannot cast ufunc 'add' output from dtype('float64') to dtype('int32') with casting rule 'same_kind'");
    CHECK(PyNumber_InPlaceAdd(y, x) == NULL);
    CHECK_ERROR(PyExc_ValueError, "non-broadcastable output operand with shape (3,) doesn't match the broadcast shape (2,3)");
    PyObject* two = PyLong_FromLong(2);
    PyObject* ri = PyNumber_InPlaceAdd(i, two);
    CHECK(ri == i && PyArray_TYPE(ARR(i)) == NPY_INT32 && element(i, 2) == 5);
    PyObject* four = PyNumber_InPlaceAdd(two, two);
    CHECK(four != NULL && PyLong_AsLong(four) == 4);
    CHECK(PyNumber_InPlaceAdd(two, Py_None) == NULL);
    CHECK_ERROR(PyExc_TypeError, "unsupported operand type(s) for +=: 'int' and 'NoneType'");
    PyObject* all[] = {x, y, r, i, two, ri, four};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(all); k++) {
        Py_XDECREF(all[k]);
    }
    CHECK(tl_live_objects() == live);
}

/* np.searchsorted: a = [1, 2, 2, nan] (float64), keys int64 [[2, 0], [5, 3]] -> left [[1, 0],
 * [3, 3]], right [[3, 0], [3, 3]]; a NaN key goes after every number; a sorter over [3, 1, 2]
 * (order [1, 2, 0]) with key 2.5 -> 2; errors as NumPy words them. */
static void test_searchsorted(void) {
    int64_t live = tl_live_objects();
    npy_intp na = 4, kd[2] = {2, 2}, three = 3, one = 1;
    PyObject* a = array_of(NPY_DOUBLE, 1, &na, (double[]){1, 2, 2, NAN});
    PyObject* k = array_of(NPY_INT64, 2, kd, (double[]){2, 0, 5, 3});
    PyObject* l = PyArray_SearchSorted(ARR(a), k, NPY_SEARCHLEFT, NULL);
    PyObject* r = PyArray_SearchSorted(ARR(a), k, NPY_SEARCHRIGHT, Py_None);
    CHECK(l != NULL && PyArray_TYPE(ARR(l)) == NPY_INTP && PyArray_NDIM(ARR(l)) == 2);
    CHECK(element(l, 0) == 1 && element(l, 1) == 0 && element(l, 2) == 3 && element(l, 3) == 3);
    CHECK(r != NULL && element(r, 0) == 3 && element(r, 1) == 0 && element(r, 2) == 3 && element(r, 3) == 3);
    PyObject* nan = PyFloat_FromDouble(NAN);
    PyObject* n = PyArray_SearchSorted(ARR(a), nan, NPY_SEARCHLEFT, NULL);
    CHECK(n != NULL && PyArray_NDIM(ARR(n)) == 0 && element(n, 0) == 3);
    PyObject* u = array_of(NPY_DOUBLE, 1, &three, (double[]){3, 1, 2});
    PyObject* order = array_of(NPY_INTP, 1, &three, (double[]){1, 2, 0});
    PyObject* key = PyFloat_FromDouble(2.5);
    PyObject* s = PyArray_SearchSorted(ARR(u), key, NPY_SEARCHLEFT, order);
    CHECK(s != NULL && element(s, 0) == 2);
    PyObject* short_order = array_of(NPY_INTP, 1, &one, (double[]){0});
    CHECK(PyArray_SearchSorted(ARR(u), key, NPY_SEARCHLEFT, short_order) == NULL);
    CHECK_ERROR(PyExc_ValueError, "sorter.size must equal a.size");
    PyObject* bad_order = array_of(NPY_INTP, 1, &three, (double[]){1, 2, 3});
    CHECK(PyArray_SearchSorted(ARR(u), key, NPY_SEARCHLEFT, bad_order) == NULL);
    CHECK_ERROR(PyExc_ValueError, "Sorter index out of range.");
    /* An unsorted a: each key's search starts from the previous key's result, as NumPy's:
     * np.searchsorted([0, 3, 2, 4, 5, 3], [4, 1, 3, 2]) is [3, 1, 3, 1] (left) and [6, 1, 3, 3]
     * (right), where searching each key alone gives [3, 1, 1, 1] and [6, 1, 3, 1]. */
    npy_intp six = 6, four = 4;
    PyObject* ua = array_of(NPY_DOUBLE, 1, &six, (double[]){0, 3, 2, 4, 5, 3});
    PyObject* uk = array_of(NPY_DOUBLE, 1, &four, (double[]){4, 1, 3, 2});
    PyObject* ul = PyArray_SearchSorted(ARR(ua), uk, NPY_SEARCHLEFT, NULL);
    PyObject* ur = PyArray_SearchSorted(ARR(ua), uk, NPY_SEARCHRIGHT, NULL);
    CHECK(ul != NULL && element(ul, 0) == 3 && element(ul, 1) == 1 && element(ul, 2) == 3 && element(ul, 3) == 1);
    CHECK(ur != NULL && element(ur, 0) == 6 && element(ur, 1) == 1 && element(ur, 2) == 3 && element(ur, 3) == 3);
    Py_DECREF(ua);
    Py_DECREF(uk);
    Py_XDECREF(ul);
    Py_XDECREF(ur);
    CHECK(PyArray_SearchSorted(ARR(k), key, NPY_SEARCHLEFT, NULL) == NULL);
    CHECK_ERROR(PyExc_ValueError, "object too deep for desired array");
    Py_DECREF(a); Py_DECREF(k); Py_DECREF(l); Py_DECREF(r); Py_DECREF(nan); Py_DECREF(n);
    Py_DECREF(u); Py_DECREF(order); Py_DECREF(key); Py_DECREF(s); Py_DECREF(short_order); Py_DECREF(bad_order);
    CHECK(tl_live_objects() == live);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_cumulative();
    test_argmax();
    test_searchsorted();
    test_concatenate();
    test_take();
    test_arange();
    test_inplace_add();
    return check_finish("test_calc", live);
}
