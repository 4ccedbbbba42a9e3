/* Native entry template (twinlink_entry.h on the native target): makes the assembled module a
 * CPython extension `TL_MODULE_NAME` with two fast-call functions:
 *   new(return_list, *constants) -> state capsule   (struct init; cleanup when the capsule dies)
 *   run(state, *inputs) -> output, or a list of outputs when return_list was true
 * The Function object calls run() directly: no Python runs between the caller and the C code. */
#define TL_CAT_(a, b) a##b
#define TL_CAT(a, b) TL_CAT_(a, b)
#define TL_STR_(a) #a
#define TL_STR(a) TL_STR_(a)

static const char tl_capsule_name[] = "twinlink.state";

#ifndef __cplusplus
/* A C module's state is plain data whose zeroed memory is its initial value; a C++ module
 * defines these two with new and delete (its destructor runs cleanup). */
static tl_state* tl_state_create(void) { return (tl_state*)PyMem_Calloc(1, sizeof(tl_state)); }
static void tl_state_destroy(tl_state* state) {
    tl_state_cleanup(state);
    PyMem_Free(state);
}
#endif

static void tl_capsule_destructor(PyObject* capsule) {
    tl_state* state = (tl_state*)PyCapsule_GetPointer(capsule, tl_capsule_name);
    if (state)
        tl_state_destroy(state);
}

static PyObject* tl_py_new(PyObject* module, PyObject* const* args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != TL_N_CONSTANTS + 1) {
        PyErr_Format(PyExc_TypeError, "new() takes %d arguments (%zd given)", TL_N_CONSTANTS + 1, nargs);
        return NULL;
    }
    int return_list = PyObject_IsTrue(args[0]);
    if (return_list < 0)
        return NULL;
    tl_state* state = tl_state_create();
    if (!state)
        return PyErr_NoMemory();
    state->tl_return_list = return_list;
    if (tl_state_init(state, args + 1) != 0) {
        tl_state_destroy(state);
        return NULL;
    }
    PyObject* capsule = PyCapsule_New(state, tl_capsule_name, tl_capsule_destructor);
    if (!capsule)
        tl_state_destroy(state);
    return capsule;
}

static PyObject* tl_py_run(PyObject* module, PyObject* const* args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != TL_N_INPUTS + 1) {
        PyErr_Format(PyExc_TypeError, "run() takes %d arguments (%zd given)", TL_N_INPUTS + 1, nargs);
        return NULL;
    }
    tl_state* state = (tl_state*)PyCapsule_GetPointer(args[0], tl_capsule_name);
    if (!state)
        return NULL;
    if (tl_state_run(state, args + 1) != 0)
        return NULL;
    if (!state->tl_return_list) {
        PyObject* out = tl_state_output(state, args + 1, 0);
        return Py_NewRef(out ? out : Py_None);
    }
    PyObject* list = PyList_New(TL_N_OUTPUTS);
    if (!list)
        return NULL;
    for (int i = 0; i < TL_N_OUTPUTS; i++) {
        PyObject* out = tl_state_output(state, args + 1, i);
        PyList_SET_ITEM(list, i, Py_NewRef(out ? out : Py_None));
    }
    return list;
}

static PyMethodDef tl_methods[] = {
    {"new", (PyCFunction)(void (*)(void))tl_py_new, METH_FASTCALL, "Build one instance state."},
    {"run", (PyCFunction)(void (*)(void))tl_py_run, METH_FASTCALL, "Run the graph once."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef tl_module_def = {
    PyModuleDef_HEAD_INIT, TL_STR(TL_MODULE_NAME), "A graph compiled by twinlink.", -1, tl_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC TL_CAT(PyInit_, TL_MODULE_NAME)(void) {
    if (!tl_module_init())
        return NULL;
    return PyModule_Create(&tl_module_def);
}
