/* twinlink module for function scalar_types: 2 inputs, 1 outputs, 4 nodes, C++. Generated: do not edit. */
#define TL_N_INPUTS 2
#define TL_N_OUTPUTS 1
#define TL_N_CONSTANTS 1
#include <Python.h>
#include "twinlink_prelude.h"
#include <new>

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

static double tl_golden_twice(double v) { return 2.0 * v; }

namespace {

struct tl_state {
    int tl_return_list;
    PyObject* tl_storage_V13;
    /* V3 constant 0 of type CDouble */
    PyObject* py_V3;
    double V3;
    /* V4 output 0 of Binary{+} */
    PyObject* py_V4;
    double V4;
    /* V7 output 0 of Binary{+} */
    PyObject* py_V7;
    double V7;
    /* V10 output 0 of Binary{*} */
    PyObject* py_V10;
    double V10;
    /* c_support_code_struct of Counter (node_4) */
    long calls_node_4;
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
    case 3: return "constant 0 of type CDouble (V3)";
    case 4: return "output 0 of Binary{+} (V4)";
    case 7: return "output 0 of Binary{+} (V7)";
    case 10: return "output 0 of Binary{*} (V10)";
    case 13: return "output 0 of Counter (V13)";
    case 5: case 6: return "op Binary{+} (node_1)";
    case 8: case 9: return "op Binary{+} (node_2)";
    case 11: case 12: return "op Binary{*} (node_3)";
    case 14: case 15: return "op Counter (node_4)";
    default: return "twinlink runtime";
    }
}

static void tl_missing_error(int id) {
    if (!PyErr_Occurred())
        PyErr_Format(PyExc_RuntimeError, "%s failed without setting a Python exception (function %s)", tl_failure_where(id), "scalar_types");
}


int tl_state::init(PyObject* const* tl_constants) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_constants;
    /* V3 constant 0 of type CDouble */
    py_V3 = tl_constants[0];
    Py_XINCREF(py_V3);
    {
        if (!PyFloat_Check(py_V3)) {
            PyErr_SetString(PyExc_TypeError, "expected a float");
            { __failure = 3; goto __tl_init_failed; }
        }
        V3 = PyFloat_AsDouble(py_V3);

    }
    py_V4 = Py_None;
    Py_INCREF(Py_None);
    /* V4 output 0 of Binary{+} */
    {
        V4 = 0.0;
    }
    py_V7 = Py_None;
    Py_INCREF(Py_None);
    /* V7 output 0 of Binary{+} */
    {
        V7 = 0.0;
    }
    py_V10 = Py_None;
    Py_INCREF(Py_None);
    /* V10 output 0 of Binary{*} */
    {
        V10 = 0.0;
    }
    /* c_init_code_struct of Counter (node_4) */
    {
        calls_node_4 = 0;
    }
    return 0;
__tl_init_failed:
    tl_missing_error(__failure);
    return __failure;
}

void tl_state::cleanup() {
    tl_state* tl_self = this;
    (void)tl_self;
    /* c_cleanup_code_struct of Counter (node_4) */
    {
        calls_node_4 = -1;
    }
    /* V10 */
    {
    }
    Py_XDECREF(py_V10);
    py_V10 = NULL;
    /* V7 */
    {
    }
    Py_XDECREF(py_V7);
    py_V7 = NULL;
    /* V4 */
    {
    }
    Py_XDECREF(py_V4);
    py_V4 = NULL;
    /* V3 */
    {
    }
    Py_XDECREF(py_V3);
    py_V3 = NULL;
    Py_CLEAR(tl_self->tl_storage_V13);
}

__attribute__((hot)) int tl_state::run(PyObject* const* tl_inputs) {
    tl_state* tl_self = this;
    (void)tl_self;
    int __failure = 0;
    (void)tl_inputs;
    PyObject* py_V1 = NULL;
    PyObject* py_V2 = NULL;
    PyObject* py_V13 = NULL;
    { /* V1 input 'x' (position 0) */
        double V1;
        py_V1 = tl_inputs[0];
        Py_XINCREF(py_V1);
        if (!PyFloat_Check(py_V1)) {
            PyErr_SetString(PyExc_TypeError, "expected a float");
            { __failure = 1; goto __label_1; }
        }
        V1 = PyFloat_AsDouble(py_V1);

        { /* V2 input 'y' (position 1) */
            double V2;
            py_V2 = tl_inputs[1];
            Py_XINCREF(py_V2);
            if (!PyFloat_Check(py_V2)) {
                PyErr_SetString(PyExc_TypeError, "expected a float");
                { __failure = 2; goto __label_2; }
            }
            V2 = PyFloat_AsDouble(py_V2);

            { /* V13 output 0 of Counter */
                double V13;
                py_V13 = tl_reusable(tl_self->tl_storage_V13);
                if (py_V13 == Py_None) {
                    V13 = 0.0;
                } else {
                    if (!PyFloat_Check(py_V13)) {
                        PyErr_SetString(PyExc_TypeError, "expected a float");
                        { __failure = 13; goto __label_13; }
                    }
                    V13 = PyFloat_AsDouble(py_V13);

                }
                { /* Binary{+} (node_1) */
                    V4 = V1 + (1.5);
                    { /* Binary{+} (node_2) */
                        V7 = V2 + V3;
                        { /* Binary{*} (node_3) */
                            V10 = V4 * V7;
                            { /* Counter (node_4) */
                                V13 = tl_golden_twice(V10) + (double)calls_node_4++;
                            __label_14: ;
                            }
                        __label_11: ;
                        }
                    __label_8: ;
                    }
                __label_5: ;
                }
            __label_13: ;
                if (!__failure) {
                    Py_XDECREF(py_V13);
                    py_V13 = PyFloat_FromDouble(V13);
                    if (!py_V13) { { __failure = 13; goto __label_sync_13; } }

                    tl_keep(&tl_self->tl_storage_V13, py_V13);
                }
                __label_sync_13: ;
                Py_XDECREF(py_V13);
            }
        __label_2: ;
            Py_XDECREF(py_V2);
        }
    __label_1: ;
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
    case 0: return tl_self->tl_storage_V13;
    default: return NULL;
    }
}

static tl_state* tl_state_create(void) { return new (std::nothrow) tl_state(); }
static void tl_state_destroy(tl_state* s) { delete s; }
static int tl_state_init(tl_state* s, PyObject* const* c) { return s->init(c); }
static int tl_state_run(tl_state* s, PyObject* const* i) { return s->run(i); }
static PyObject* tl_state_output(tl_state* s, PyObject* const* i, int k) { return s->tl_output(i, k); }

static PyObject* tl_module_init(void) {
    return PyErr_Occurred() ? NULL : Py_None;
}

#include "twinlink_entry.h"
