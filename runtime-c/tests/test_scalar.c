/* Tests for NumPy scalar objects (numpy/arrayscalars.h and the scalar functions of
 * numpy/ndarrayobject.h): the type hierarchy as NumPy's (np.float64 is also a float),
 * PyArray_Scalar/ScalarAsCtype round trips, the macros, and conversions through
 * PyFloat_AsDouble/PyLong_AsLong/PyObject_IsTrue as CPython does them on NumPy 2 scalars. */
#include "check.h"

#include "numpy/arrayobject.h"

static void test_hierarchy(void) {
    int64_t live = tl_live_objects();
    npy_float64 d = 1.5;
    PyArray_Descr* f64 = PyArray_DescrFromType(NPY_FLOAT64);
    PyObject* x = PyArray_Scalar(&d, f64, NULL);
    Py_DECREF(f64);
    CHECK(x != NULL && Py_TYPE(x) == &PyFloat64ArrType_Type && Py_TYPE(x) == &PyDoubleArrType_Type);
    CHECK(PyObject_TypeCheck(x, &PyFloat64ArrType_Type));
    CHECK(PyArray_IsScalar(x, Generic) && PyArray_IsScalar(x, Number) &&
          PyArray_IsScalar(x, Inexact) && PyArray_IsScalar(x, Floating));
    CHECK(!PyArray_IsScalar(x, Integer) && !PyArray_IsScalar(x, Float32));
    /* float64 derives from Python's float, and reads as one. */
    CHECK(PyFloat_Check(x) && !PyFloat_CheckExact(x) && PyFloat_AS_DOUBLE(x) == 1.5);
    CHECK(PyArray_CheckScalar(x) && PyArray_IsAnyScalar(x) && !PyArray_Check(x));
    CHECK(PyArrayScalar_VAL(x, Float64) == 1.5);
    PyArrayScalar_ASSIGN(x, Float64, -2.0);
    CHECK(PyFloat_AsDouble(x) == -2.0);

    npy_int32 i = -7;
    PyArray_Descr* i32 = PyArray_DescrFromType(NPY_INT32);
    PyObject* y = PyArray_Scalar(&i, i32, NULL);
    Py_DECREF(i32);
    CHECK(y != NULL && PyArray_IsScalar(y, Int32) && PyArray_IsScalar(y, SignedInteger) &&
          PyArray_IsScalar(y, Integer) && !PyArray_IsScalar(y, UnsignedInteger));
    CHECK(!PyLong_Check(y) && !PyFloat_Check(y)); /* NumPy 2: not a Python int */
    CHECK(PyLong_AsLong(y) == -7 && PyFloat_AsDouble(y) == -7.0);
    CHECK_NO_ERROR();

    /* float32: no Python float base; float() works, int conversion does not. */
    PyObject* z = PyArrayScalar_New(Float32);
    CHECK(z != NULL && !PyFloat_Check(z) && PyArrayScalar_VAL(z, Float32) == 0.0f);
    PyArrayScalar_ASSIGN(z, Float32, 0.25f);
    CHECK(PyFloat_AsDouble(z) == 0.25 && PyObject_IsTrue(z) == 1);
    CHECK(PyLong_AsLong(z) == -1);
    CHECK_ERROR(PyExc_TypeError, "'numpy.float32' object cannot be interpreted as an integer");

    /* uint64 beyond int64 overflows the shim's (and C long's) range. */
    PyObject* u = PyArrayScalar_New(UInt64);
    PyArrayScalar_ASSIGN(u, UInt64, 18446744073709551615ULL);
    CHECK(PyLong_AsLong(u) == -1);
    CHECK_ERROR(PyExc_OverflowError, "Python int too large to convert to C long");
    CHECK(PyFloat_AsDouble(u) == 18446744073709551615.0);

    CHECK(tl_live_objects() == live + 4);
    Py_DECREF(x);
    Py_DECREF(y);
    Py_DECREF(z);
    Py_DECREF(u);
    CHECK(tl_live_objects() == live);
}

static void test_bool(void) {
    int64_t live = tl_live_objects();
    npy_bool t = 1;
    PyArray_Descr* b = PyArray_DescrFromType(NPY_BOOL);
    PyObject* x = PyArray_Scalar(&t, b, NULL);
    /* np.True_ is a singleton; not a Python bool or int. */
    CHECK(x == PyArrayScalar_True && PyArray_IsScalar(x, Bool) && !PyBool_Check(x) && !PyLong_Check(x));
    CHECK(!PyArray_IsScalar(x, Number));
    CHECK(PyObject_IsTrue(x) == 1 && PyObject_IsTrue(PyArrayScalar_False) == 0);
    CHECK(PyLong_AsLong(x) == -1);
    CHECK_ERROR(PyExc_TypeError, "'numpy.bool' object cannot be interpreted as an integer");
    Py_DECREF(x);
    Py_DECREF(b);
    PyObject* fresh = PyArrayScalar_New(Bool);
    CHECK(fresh != NULL && fresh != PyArrayScalar_False && PyArrayScalar_VAL(fresh, Bool) == 0);
    Py_DECREF(fresh);
    CHECK(tl_live_objects() == live);
}

static void test_ctype_round_trip(void) {
    int64_t live = tl_live_objects();
    static const int types[] = {NPY_BOOL,  NPY_INT8,   NPY_UINT8,   NPY_INT16, NPY_UINT16,
                                NPY_INT32, NPY_UINT32, NPY_INT64,   NPY_UINT64, NPY_LONGLONG,
                                NPY_FLOAT32, NPY_FLOAT64, NPY_HALF, NPY_CDOUBLE};
    for (size_t k = 0; k < Py_ARRAY_LENGTH(types); k++) {
        unsigned char in[16], out[16];
        for (int j = 0; j < 16; j++) {
            in[j] = (unsigned char)(j * 37 + 1);
            out[j] = 0;
        }
        if (types[k] == NPY_BOOL) {
            in[0] = 1;
        }
        PyArray_Descr* descr = PyArray_DescrFromType(types[k]);
        PyObject* s = PyArray_Scalar(in, descr, NULL);
        CHECK(s != NULL && PyArray_IsScalar(s, Generic));
        PyArray_ScalarAsCtype(s, out);
        CHECK(memcmp(in, out, (size_t)descr->elsize) == 0);
        PyArray_Descr* back = PyArray_DescrFromScalar(s);
        CHECK(back == descr);
        PyObject* type = PyArray_TypeObjectFromType(types[k]);
        CHECK(type == (PyObject*)descr->typeobj && PyObject_TypeCheck(s, descr->typeobj));
        Py_XDECREF(type);
        Py_DECREF(back);
        Py_DECREF(descr);
        Py_DECREF(s);
    }
    /* int64 and longlong are different scalar types of the same size, as on the host. */
    npy_int64 v = 5;
    PyArray_Descr* ll = PyArray_DescrFromType(NPY_LONGLONG);
    PyObject* s = PyArray_Scalar(&v, ll, NULL);
    CHECK(!PyArray_IsScalar(s, Int64) && PyArray_IsScalar(s, LongLong) && PyLong_AsLong(s) == 5);
    Py_DECREF(s);
    Py_DECREF(ll);
    /* Python scalars' types map to NumPy's default dtypes. */
    PyArray_Descr* fd = PyArray_DescrFromTypeObject((PyObject*)&PyFloat_Type);
    CHECK(fd != NULL && fd->type_num == NPY_DOUBLE);
    Py_XDECREF(fd);
    CHECK(PyArray_DescrFromScalar(Py_None) == NULL);
    CHECK(PyErr_ExceptionMatches(PyExc_NotImplementedError));
    PyErr_Clear();
    CHECK(tl_live_objects() == live);
}

static void test_return(void) {
    int64_t live = tl_live_objects();
    /* PyArray_Return turns a 0-d array into its scalar and leaves other arrays alone. */
    PyObject* a = PyArray_ZEROS(0, NULL, NPY_INT16, 0);
    *(npy_int16*)PyArray_DATA((PyArrayObject*)a) = 300;
    PyObject* s = PyArray_Return((PyArrayObject*)a);
    CHECK(s != NULL && PyArray_IsScalar(s, Int16) && PyArrayScalar_VAL(s, Int16) == 300);
    Py_DECREF(s);
    npy_intp dims[1] = {2};
    PyObject* v = PyArray_ZEROS(1, dims, NPY_INT16, 0);
    CHECK(PyArray_Return((PyArrayObject*)v) == v);
    Py_DECREF(v);
    /* Scalars become 0-d arrays of their dtype, and fill arrays as their value converts. */
    npy_uint8 byte = 200;
    PyArray_Descr* u8 = PyArray_DescrFromType(NPY_UINT8);
    PyObject* sc = PyArray_Scalar(&byte, u8, NULL);
    Py_DECREF(u8);
    PyObject* arr = PyArray_FROM_O(sc);
    CHECK(arr != NULL && PyArray_NDIM((PyArrayObject*)arr) == 0 &&
          PyArray_TYPE((PyArrayObject*)arr) == NPY_UINT8 &&
          *(npy_uint8*)PyArray_DATA((PyArrayObject*)arr) == 200);
    PyObject* asf = PyArray_FROM_OT(sc, NPY_FLOAT32);
    CHECK(asf != NULL && *(npy_float*)PyArray_DATA((PyArrayObject*)asf) == 200.0f);
    PyObject* filled = PyArray_ZEROS(1, dims, NPY_INT32, 0);
    CHECK(PyArray_FillWithScalar((PyArrayObject*)filled, sc) == 0 &&
          ((npy_int32*)PyArray_DATA((PyArrayObject*)filled))[1] == 200);
    PyObject* fs = PyArray_FromScalar(sc, PyArray_DescrFromType(NPY_INT8));
    CHECK(fs != NULL && PyArray_NDIM((PyArrayObject*)fs) == 0 && PyArray_TYPE((PyArrayObject*)fs) == NPY_INT8 &&
          *(npy_int8*)PyArray_DATA((PyArrayObject*)fs) == -56);
    Py_XDECREF(fs);
    CHECK(PyArray_FromScalar(Py_None, NULL) == NULL);
    CHECK_ERROR(PyExc_TypeError, "expected a NumPy scalar, not NoneType");
    Py_XDECREF(arr);
    Py_XDECREF(asf);
    Py_DECREF(filled);
    Py_DECREF(sc);
    CHECK(tl_live_objects() == live);
}

int main(void) {
    int64_t live = tl_live_objects();
    test_hierarchy();
    test_bool();
    test_ctype_round_trip();
    test_return();
    return check_finish("test_scalar", live);
}
