/* Native entry template (twinlink_entry.h on the native target): makes the assembled module a
 * CPython extension `TL_MODULE_NAME` with four fast-call functions:
 *   new(return_list, *constants) -> instance capsule   (struct init; cleanup when it dies)
 *   checks(instance, prepare, specs)  sets the input checks of call() (below)
 *   call(instance, *inputs) -> output, or a list of outputs when return_list was true
 *   run(instance, *inputs) -> the same without the checks
 * A Function calls call() directly (ARCHITECTURE.md, "The call path"): inputs that pass their
 * check reach the C code without any Python running; when one does not, `prepare(*inputs)`
 * (the Python type filters) returns the values to run on, or raises. */
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

/* What call() accepts for one input without calling `prepare`. */
enum { TL_CHECK_ANY, TL_CHECK_ARRAY, TL_CHECK_PREPARE };
typedef struct tl_check {
    int kind;
    int writeable;   /* an ndarray given here must be writeable (an op writes into it) */
    int type_num;    /* TL_CHECK_ARRAY: a base-class ndarray of this type number, aligned, */
    int ndim;        /* in native byte order, of this rank, */
    Py_ssize_t* dims; /* with these lengths (-1: any) */
} tl_check;

typedef struct tl_instance {
    tl_state* state;
    PyObject* prepare;
    tl_check checks[TL_N_INPUTS + 1];
} tl_instance;

/* The NumPy C-API is there when an op or type included its headers and some type's init code
 * imported it (TensorType does both); without it array checks become calls to `prepare`. */
#if defined(PyArray_CheckExact) && defined(PyArray_ISWRITEABLE)
#define TL_HAS_NUMPY() (PyArray_API != NULL)
#else
#define TL_HAS_NUMPY() 0
#endif

static void tl_clear_checks(tl_instance* inst) {
    for (int i = 0; i < TL_N_INPUTS; i++) {
        PyMem_Free(inst->checks[i].dims);
        memset(&inst->checks[i], 0, sizeof inst->checks[i]);
    }
    Py_CLEAR(inst->prepare);
}

static void tl_capsule_destructor(PyObject* capsule) {
    tl_instance* inst = (tl_instance*)PyCapsule_GetPointer(capsule, tl_capsule_name);
    if (!inst)
        return;
    tl_clear_checks(inst);
    tl_state_destroy(inst->state);
    PyMem_Free(inst);
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
    tl_instance* inst = (tl_instance*)PyMem_Calloc(1, sizeof(tl_instance));
    if (!inst)
        return PyErr_NoMemory();
    tl_state* state = inst->state = tl_state_create();
    if (!state) {
        PyMem_Free(inst);
        return PyErr_NoMemory();
    }
    state->tl_return_list = return_list;
    if (tl_state_init(state, args + 1) != 0) {
        tl_state_destroy(state);
        PyMem_Free(inst);
        return NULL;
    }
    PyObject* capsule = PyCapsule_New(inst, tl_capsule_name, tl_capsule_destructor);
    if (!capsule) {
        tl_state_destroy(state);
        PyMem_Free(inst);
    }
    return capsule;
}

/* One spec: None (always prepare), or (type_num or None, dims tuple or None, writeable). */
static int tl_parse_check(PyObject* spec, tl_check* c) {
    if (spec == Py_None) {
        c->kind = TL_CHECK_PREPARE;
        return 0;
    }
    if (!PyTuple_Check(spec) || PyTuple_GET_SIZE(spec) != 3) {
        PyErr_SetString(PyExc_TypeError, "checks(): a spec is None or (type_num, dims, writeable)");
        return -1;
    }
    PyObject* num = PyTuple_GET_ITEM(spec, 0);
    PyObject* dims = PyTuple_GET_ITEM(spec, 1);
    c->writeable = PyObject_IsTrue(PyTuple_GET_ITEM(spec, 2));
    if (c->writeable < 0)
        return -1;
    c->kind = num == Py_None ? TL_CHECK_ANY : TL_CHECK_ARRAY;
    if (c->kind == TL_CHECK_ARRAY) {
        c->type_num = (int)PyLong_AsLong(num);
        if (c->type_num == -1 && PyErr_Occurred())
            return -1;
        if (!PyTuple_Check(dims)) {
            PyErr_SetString(PyExc_TypeError, "checks(): an array spec's dims are a tuple");
            return -1;
        }
        c->ndim = (int)PyTuple_GET_SIZE(dims);
        c->dims = (Py_ssize_t*)PyMem_Calloc((size_t)c->ndim + 1, sizeof(Py_ssize_t));
        if (!c->dims) {
            PyErr_NoMemory();
            return -1;
        }
        for (int k = 0; k < c->ndim; k++) {
            c->dims[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(dims, k));
            if (c->dims[k] == -1 && PyErr_Occurred())
                return -1;
        }
    }
    if ((c->kind == TL_CHECK_ARRAY || c->writeable) && !TL_HAS_NUMPY())
        c->kind = TL_CHECK_PREPARE;
    return 0;
}

static PyObject* tl_py_checks(PyObject* module, PyObject* const* args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 3 || !PyTuple_Check(args[2]) || PyTuple_GET_SIZE(args[2]) != TL_N_INPUTS) {
        PyErr_Format(PyExc_TypeError, "checks() takes an instance, prepare and a tuple of %d specs", TL_N_INPUTS);
        return NULL;
    }
    tl_instance* inst = (tl_instance*)PyCapsule_GetPointer(args[0], tl_capsule_name);
    if (!inst)
        return NULL;
    tl_clear_checks(inst);
    for (int i = 0; i < TL_N_INPUTS; i++) {
        if (tl_parse_check(PyTuple_GET_ITEM(args[2], i), &inst->checks[i]) != 0) {
            tl_clear_checks(inst);
            return NULL;
        }
    }
    inst->prepare = Py_NewRef(args[1]);
    Py_RETURN_NONE;
}

static int tl_passes(const tl_check* c, PyObject* v) {
    if (c->kind == TL_CHECK_ANY && !c->writeable)
        return 1;
    if (c->kind == TL_CHECK_PREPARE)
        return 0;
#if defined(PyArray_CheckExact) && defined(PyArray_ISWRITEABLE)
    if (c->kind == TL_CHECK_ANY)
        return !PyArray_Check(v) || PyArray_ISWRITEABLE((PyArrayObject*)v);
    if (!PyArray_CheckExact(v))
        return 0;
    PyArrayObject* a = (PyArrayObject*)v;
    if (PyArray_TYPE(a) != c->type_num || PyArray_NDIM(a) != c->ndim || !PyArray_ISALIGNED(a) ||
        !PyArray_ISNOTSWAPPED(a) || (c->writeable && !PyArray_ISWRITEABLE(a)))
        return 0;
    const npy_intp* dims = PyArray_DIMS(a);
    for (int k = 0; k < c->ndim; k++)
        if (c->dims[k] >= 0 && dims[k] != c->dims[k])
            return 0;
    return 1;
#else
    (void)v;
    return 0;
#endif
}

/* A float (or NumPy float64 scalar) given for a float64 0-d array input: the 0-d array the
 * type's filter makes of it (np.array(value, dtype=float64)), made here without running
 * Python; NULL with no error set when the check is another or v is not such a float. */
static PyObject* tl_float_input(const tl_check* c, PyObject* v) {
#if defined(PyArray_CheckExact) && defined(PyArray_ISWRITEABLE)
    if (c->kind != TL_CHECK_ARRAY || c->type_num != NPY_DOUBLE || c->ndim != 0 ||
        !(PyFloat_CheckExact(v) || Py_IS_TYPE(v, &PyDoubleArrType_Type)))
        return NULL;
    PyObject* a = PyArray_SimpleNew(0, NULL, NPY_DOUBLE);
    if (a)
        *(double*)PyArray_DATA((PyArrayObject*)a) = PyFloat_AsDouble(v);
    return a;
#else
    (void)c;
    (void)v;
    return NULL;
#endif
}

static PyObject* tl_run_inputs(tl_state* state, PyObject* const* inputs) {
    if (tl_state_run(state, inputs) != 0)
        return NULL;
    if (!state->tl_return_list) {
        PyObject* out = tl_state_output(state, inputs, 0);
        return Py_NewRef(out ? out : Py_None);
    }
    PyObject* list = PyList_New(TL_N_OUTPUTS);
    if (!list)
        return NULL;
    for (int i = 0; i < TL_N_OUTPUTS; i++) {
        PyObject* out = tl_state_output(state, inputs, i);
        PyList_SET_ITEM(list, i, Py_NewRef(out ? out : Py_None));
    }
    return list;
}

static tl_instance* tl_instance_of(const char* what, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != TL_N_INPUTS + 1) {
        PyErr_Format(PyExc_TypeError, "%s() takes %d arguments (%zd given)", what, TL_N_INPUTS + 1, nargs);
        return NULL;
    }
    return (tl_instance*)PyCapsule_GetPointer(args[0], tl_capsule_name);
}

static PyObject* tl_py_run(PyObject* module, PyObject* const* args, Py_ssize_t nargs) {
    (void)module;
    tl_instance* inst = tl_instance_of("run", args, nargs);
    return inst ? tl_run_inputs(inst->state, args + 1) : NULL;
}

static PyObject* tl_py_call(PyObject* module, PyObject* const* args, Py_ssize_t nargs) {
    (void)module;
    tl_instance* inst = tl_instance_of("call", args, nargs);
    if (!inst)
        return NULL;
    /* Inputs that pass their checks, and floats for float64 0-d inputs converted in place of
     * the filter (`tl_float_input`; `made` of them, released once the outputs are out). */
    PyObject* inputs[TL_N_INPUTS + 1];
    int i = 0, made = 0;
    for (; i < TL_N_INPUTS; i++) {
        PyObject* v = args[1 + i];
        inputs[i] = v;
        if (tl_passes(&inst->checks[i], v))
            continue;
        PyObject* a = tl_float_input(&inst->checks[i], v);
        if (!a)
            break;
        inputs[i] = a;
        made++;
    }
    PyObject* out = i == TL_N_INPUTS ? tl_run_inputs(inst->state, inputs) : NULL;
    for (int k = 0; made && k < i; k++)
        if (inputs[k] != args[1 + k])
            Py_DECREF(inputs[k]);
    if (i == TL_N_INPUTS || PyErr_Occurred())
        return out;
    if (!inst->prepare) {
        PyErr_SetString(PyExc_RuntimeError, "call(): an input check failed and checks() set no prepare");
        return NULL;
    }
    /* `prepare` is Python: another thread may call checks() meanwhile, so it is held here. The
     * prepared values stay referenced until the outputs (which may be inputs) are out. */
    PyObject* prepare = Py_NewRef(inst->prepare);
    PyObject* prepared = PyObject_Vectorcall(prepare, args + 1, TL_N_INPUTS, NULL);
    Py_DECREF(prepare);
    if (!prepared)
        return NULL;
    PyObject* seq = PySequence_Fast(prepared, "prepare() returns a sequence");
    Py_DECREF(prepared);
    if (!seq)
        return NULL;
    if (PySequence_Fast_GET_SIZE(seq) != TL_N_INPUTS)
        PyErr_Format(PyExc_ValueError, "prepare() returned %zd values for %d inputs", PySequence_Fast_GET_SIZE(seq),
                     TL_N_INPUTS);
    else
        out = tl_run_inputs(inst->state, PySequence_Fast_ITEMS(seq));
    Py_DECREF(seq);
    return out;
}

static PyMethodDef tl_methods[] = {
    {"new", (PyCFunction)(void (*)(void))tl_py_new, METH_FASTCALL, "Build one instance state."},
    {"checks", (PyCFunction)(void (*)(void))tl_py_checks, METH_FASTCALL, "Set call()'s input checks."},
    {"call", (PyCFunction)(void (*)(void))tl_py_call, METH_FASTCALL, "Check the inputs, run the graph once."},
    {"run", (PyCFunction)(void (*)(void))tl_py_run, METH_FASTCALL, "Run the graph once, inputs unchecked."},
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
