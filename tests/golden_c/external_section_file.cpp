/* twinlink module for function external_section_file: 2 inputs, 1 outputs, 1 nodes, C++. Generated: do not edit. */
#define TL_N_INPUTS 2
#define TL_N_OUTPUTS 1
#define TL_N_CONSTANTS 0
#include <Python.h>
#include "twinlink_prelude.h"
#include <new>
#include <numpy/arrayobject.h>
#include <numpy/npy_math.h>
#include <math.h>

/* Last call's result stored for output reuse: a new reference to it when only the storage
   holds it (an op may overwrite it), else to None. */
static PyObject* tl_reusable(PyObject* stored) {
    PyObject* py = stored && Py_REFCNT(stored) == 1 ? stored : Py_None;
    Py_INCREF(py);
    return py;
}

/* Stores a new reference to py, releasing what the slot held. */
static void tl_keep(PyObject** slot, PyObject* py) {
    Py_XINCREF(py);
    Py_XSETREF(*slot, py);
}

/* TensorType's input check, PyTensor's checks and messages: 0, or -1 with the error set. */
static int tl_array_check(PyObject* py, int num, const char* num_name) {
    if (py == Py_None) {
        PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
        return -1;
    }
    if (!PyArray_Check(py)) {
        PyErr_SetString(PyExc_ValueError, "expected an ndarray");
        return -1;
    }
    if (!PyArray_ISALIGNED((PyArrayObject*)py)) {
        PyErr_Format(PyExc_NotImplementedError, "expected an aligned array of type %d (%s), got a non-aligned array of type %d",
                     num, num_name, PyArray_TYPE((PyArrayObject*)py));
        return -1;
    }
    if (PyArray_TYPE((PyArrayObject*)py) != num) {
        PyErr_Format(PyExc_TypeError, "expected type_num %d (%s) got %d", num, num_name, PyArray_TYPE((PyArrayObject*)py));
        return -1;
    }
    return 0;
}

/* TensorType's c_sync: *py becomes the array an op left in the variable, or None. */
static void tl_array_sync(PyObject** py, PyArrayObject* v) {
    if (!v) {
        Py_XDECREF(*py);
        Py_INCREF(Py_None);
        *py = Py_None;
    } else if ((void*)*py != (void*)v) {
        Py_XDECREF(*py);
        *py = (PyObject*)v;
        Py_INCREF(*py);
    }
}

// Support code function
bool vector_same_shape(PyArrayObject* arr1, PyArrayObject* arr2)
{
    return (PyArray_DIMS(arr1)[0] == PyArray_DIMS(arr2)[0]);
}

/* support code of VectorTimesVector (node_1) */
#define APPLY_SPECIFIC(str) str##_node_1
#define DTYPE_INPUT_0 npy_float64
#define TYPENUM_INPUT_0 12
#define ITEMSIZE_INPUT_0 8
#define DTYPE_INPUT_1 npy_float64
#define TYPENUM_INPUT_1 12
#define ITEMSIZE_INPUT_1 8
#define DTYPE_OUTPUT_0 npy_float64
#define TYPENUM_OUTPUT_0 12
#define ITEMSIZE_OUTPUT_0 8

// Apply-specific support function
void APPLY_SPECIFIC(vector_elemwise_mult)(
    DTYPE_INPUT_0* x_ptr, int x_str,
    DTYPE_INPUT_1* y_ptr, int y_str,
    DTYPE_OUTPUT_0* z_ptr, int z_str, int nbElements)
{
    for (int i=0; i < nbElements; i++){
        z_ptr[i * z_str] = x_ptr[i * x_str] * y_ptr[i * y_str];
    }
}

// Apply-specific main function
int APPLY_SPECIFIC(vector_times_vector)(PyArrayObject* input0,
                                        PyArrayObject* input1,
                                        PyArrayObject** output0)
{
    // Validate that the inputs have the same shape
    if ( !vector_same_shape(input0, input1))
    {
        PyErr_Format(PyExc_ValueError, "Shape mismatch : "
                    "input0.shape[0] and input1.shape[0] should "
                    "match but x.shape[0] == %i and "
                    "y.shape[0] == %i",
                    PyArray_DIMS(input0)[0], PyArray_DIMS(input1)[0]);
        return 1;
    }

    // Validate that the output storage exists and has the same
    // dimension as x.
    if (NULL == *output0 || !(vector_same_shape(input0, *output0)))
    {
        /* Reference received to invalid output variable.
        Decrease received reference's ref count and allocate new
        output variable */
        Py_XDECREF(*output0);
        *output0 = (PyArrayObject*)PyArray_EMPTY(1,
                                                PyArray_DIMS(input0),
                                                TYPENUM_OUTPUT_0,
                                                0);

        if (!*output0) {
            PyErr_Format(PyExc_ValueError,
                        "Could not allocate output storage");
            return 1;
        }
    }

    // Perform the actual vector-vector multiplication
    APPLY_SPECIFIC(vector_elemwise_mult)(
                            (DTYPE_INPUT_0*)PyArray_DATA(input0),
                            PyArray_STRIDES(input0)[0] / ITEMSIZE_INPUT_0,
                            (DTYPE_INPUT_1*)PyArray_DATA(input1),
                            PyArray_STRIDES(input1)[0] / ITEMSIZE_INPUT_1,
                            (DTYPE_OUTPUT_0*)PyArray_DATA(*output0),
                            PyArray_STRIDES(*output0)[0] / ITEMSIZE_OUTPUT_0,
                            PyArray_DIMS(input0)[0]);

    return 0;
}
#undef APPLY_SPECIFIC
#undef DTYPE_INPUT_0
#undef TYPENUM_INPUT_0
#undef ITEMSIZE_INPUT_0
#undef DTYPE_INPUT_1
#undef TYPENUM_INPUT_1
#undef ITEMSIZE_INPUT_1
#undef DTYPE_OUTPUT_0
#undef TYPENUM_OUTPUT_0
#undef ITEMSIZE_OUTPUT_0

namespace {

struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V3;
    int init(PyObject* const* tl_constants);
    void cleanup();
    int run(PyObject* const* tl_inputs);
    PyObject* tl_output(PyObject* const* tl_inputs, int i);
    ~tl_state() { cleanup(); }
};

} // namespace

static const char* tl_failure_where(int id) {
    switch (id) {
    case 1: return "input 'x' (position 0) (V1)";
    case 2: return "input 'y' (position 1) (V2)";
    case 3: return "output 0 of VectorTimesVector (V3)";
    case 4: case 5: return "op VectorTimesVector (node_1)";
    default: return "twinlink runtime";
    }
}

static void tl_missing_error(int id) {
    if (!PyErr_Occurred())
        PyErr_Format(PyExc_RuntimeError, "%s failed without setting a Python exception (function %s)", tl_failure_where(id), "external_section_file");
}


int tl_state::init(PyObject* const* tl_constants) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_constants;
    return 0;
__tl_init_failed:
    tl_missing_error(__failure);
    return __failure;
}

void tl_state::cleanup() {
    tl_state* tl_self = this;
    (void)tl_self;
    Py_CLEAR(tl_self->tl_storage_V3);
}

__attribute__((hot)) int tl_state::run(PyObject* const* tl_inputs) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_inputs;
    PyObject* py_V1 = NULL;
    PyObject* py_V2 = NULL;
    PyObject* py_V3 = NULL;
    { /* V1 input 'x' (position 0) */
        PyArrayObject* V1;
        typedef npy_float64 dtype_V1;
        py_V1 = tl_inputs[0];
        Py_XINCREF(py_V1);
        V1 = NULL;
        if (tl_array_check(py_V1, 12, "NPY_FLOAT64") < 0) { { __failure = 1; goto __label_1; } }
        V1 = (PyArrayObject*)py_V1;
        Py_XINCREF(V1);

        { /* V2 input 'y' (position 1) */
            PyArrayObject* V2;
            typedef npy_float64 dtype_V2;
            py_V2 = tl_inputs[1];
            Py_XINCREF(py_V2);
            V2 = NULL;
            if (tl_array_check(py_V2, 12, "NPY_FLOAT64") < 0) { { __failure = 2; goto __label_2; } }
            V2 = (PyArrayObject*)py_V2;
            Py_XINCREF(V2);

            { /* V3 output 0 of VectorTimesVector */
                PyArrayObject* V3;
                typedef npy_float64 dtype_V3;
                py_V3 = tl_reusable(tl_self->tl_storage_V3);
                if (py_V3 == Py_None) {
                    V3 = NULL;
                } else {
                    V3 = NULL;
                    V3 = (PyArrayObject*)py_V3;
                    Py_XINCREF(V3);

                }
                { /* VectorTimesVector (node_1) */
                    #define APPLY_SPECIFIC(str) str##_node_1
                    if (APPLY_SPECIFIC(vector_times_vector)(V1, V2, &V3) != 0) { { __failure = 4; goto __label_4; } }
                    #undef APPLY_SPECIFIC

                    if (!(V3 != NULL)) { PyErr_SetString(PyExc_RuntimeError, "op VectorTimesVector did not set its output 0"); { __failure = 4; goto __label_4; } }
                __label_4: ;
                }
            __label_3: ;
                if (!__failure) {
                    tl_array_sync(&py_V3, V3);
                    tl_keep(&tl_self->tl_storage_V3, py_V3);
                }
                __label_sync_3: ;
                Py_XDECREF(V3);
                V3 = NULL;
                Py_XDECREF(py_V3);
            }
        __label_2: ;
            Py_XDECREF(V2);
            V2 = NULL;
            Py_XDECREF(py_V2);
        }
    __label_1: ;
        Py_XDECREF(V1);
        V1 = NULL;
        Py_XDECREF(py_V1);
    }
    if (__failure)
        tl_missing_error(__failure);
    return __failure;
}

PyObject* tl_state::tl_output(PyObject* const* tl_inputs, int i) {
    tl_state* tl_self = this;
    (void)tl_self;
    (void)tl_inputs;
    switch (i) {
    case 0: return tl_self->tl_storage_V3;
    default: return NULL;
    }
}

static tl_state* tl_state_create(void) { return new (std::nothrow) tl_state(); }
static void tl_state_destroy(tl_state* s) { delete s; }
static int tl_state_init(tl_state* s, PyObject* const* c) { return s->init(c); }
static int tl_state_run(tl_state* s, PyObject* const* i) { return s->run(i); }
static PyObject* tl_state_output(tl_state* s, PyObject* const* i, int k) { return s->tl_output(i, k); }

static PyObject* tl_module_init(void) {
    {
        import_array();
    }
    return PyErr_Occurred() ? NULL : Py_None;
}

#include "twinlink_entry.h"
