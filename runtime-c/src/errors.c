/* The builtin exception types and the pending-exception indicator. */
#include "shim.h"
#include "guest_abi.h" /* TL_EXCEPTION_NAME_MAX */

/* Exception classes are static and immortal; instances do not exist (see pyerrors.h), so
 * tp_basicsize is nominal. Each macro use needs its base defined above it. */
#define EXCEPTION_TYPE(name, base)                                          \
    static PyTypeObject exc_##name = {                                      \
        PyVarObject_HEAD_INIT(&PyType_Type, 0)                              \
        .tp_name = #name,                                                   \
        .tp_basicsize = sizeof(PyObject),                                   \
        .tp_flags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS,     \
        .tp_base = (base),                                                  \
    };                                                                      \
    PyObject* PyExc_##name = (PyObject*)&exc_##name;

EXCEPTION_TYPE(BaseException, &PyBaseObject_Type)
EXCEPTION_TYPE(Exception, &exc_BaseException)
EXCEPTION_TYPE(ArithmeticError, &exc_Exception)
EXCEPTION_TYPE(OverflowError, &exc_ArithmeticError)
EXCEPTION_TYPE(ZeroDivisionError, &exc_ArithmeticError)
EXCEPTION_TYPE(AssertionError, &exc_Exception)
EXCEPTION_TYPE(AttributeError, &exc_Exception)
EXCEPTION_TYPE(LookupError, &exc_Exception)
EXCEPTION_TYPE(IndexError, &exc_LookupError)
EXCEPTION_TYPE(KeyError, &exc_LookupError)
EXCEPTION_TYPE(MemoryError, &exc_Exception)
EXCEPTION_TYPE(RuntimeError, &exc_Exception)
EXCEPTION_TYPE(NotImplementedError, &exc_RuntimeError)
EXCEPTION_TYPE(SystemError, &exc_Exception)
EXCEPTION_TYPE(TypeError, &exc_Exception)
EXCEPTION_TYPE(ValueError, &exc_Exception)

/* Exception classes made while the instance runs: by op code (PyErr_NewException) and for
 * the host's classes that are not builtins (tl_exception_subclass in abi.c, so a custom class
 * passed in is raised as itself). Static and immortal like the builtins; a class asked for
 * again by the same name and base is the one made before, so a class made on every call
 * does not use up the table. */
#define SUBCLASS_MAX 64
static struct {
    PyTypeObject type;
    char name[TL_EXCEPTION_NAME_MAX + 1];
} subclasses[SUBCLASS_MAX];
static int subclass_count;

PyObject* tl_exception_subclass_of(const char* name, PyObject* base) {
    if (name == NULL || base == NULL || !PyExceptionClass_Check(base)) {
        PyErr_SetString(PyExc_SystemError, "an exception class needs a name and a base exception class");
        return NULL;
    }
    size_t length = strlen(name);
    if (length == 0 || length > TL_EXCEPTION_NAME_MAX) {
        PyErr_Format(PyExc_ValueError, "an exception class name has 1 to %d bytes, not %zu",
                     TL_EXCEPTION_NAME_MAX, length);
        return NULL;
    }
    for (int i = 0; i < subclass_count; i++) {
        if (subclasses[i].type.tp_base == (PyTypeObject*)base && strcmp(subclasses[i].name, name) == 0) {
            return Py_NewRef((PyObject*)&subclasses[i].type);
        }
    }
    if (subclass_count == SUBCLASS_MAX) {
        PyErr_Format(PyExc_MemoryError, "the sandbox holds at most %d exception classes made at run time",
                     SUBCLASS_MAX);
        return NULL;
    }
    int i = subclass_count++;
    memcpy(subclasses[i].name, name, length + 1);
    PyTypeObject* type = &subclasses[i].type;
    type->ob_base.ob_base.ob_refcnt = _Py_IMMORTAL_REFCNT;
    type->ob_base.ob_base.ob_type = &PyType_Type;
    type->tp_name = subclasses[i].name;
    type->tp_basicsize = sizeof(PyObject);
    type->tp_flags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS;
    type->tp_base = (PyTypeObject*)base;
    return Py_NewRef((PyObject*)type);
}

const char* tl_exception_subclass_name(PyObject* type) {
    for (int i = 0; i < subclass_count; i++) {
        if (type == (PyObject*)&subclasses[i].type) {
            return subclasses[i].name;
        }
    }
    return NULL;
}

PyObject* PyErr_NewException(const char* name, PyObject* base, PyObject* dict) {
    (void)dict; /* the shim's classes have no attributes */
    if (name == NULL || strchr(name, '.') == NULL) {
        PyErr_SetString(PyExc_SystemError, "PyErr_NewException: name must be module.class");
        return NULL;
    }
    if (base != NULL && PyTuple_Check(base)) {
        if (PyTuple_GET_SIZE(base) != 1) {
            PyErr_SetString(PyExc_SystemError, "PyErr_NewException: the sandbox's classes have one base");
            return NULL;
        }
        base = PyTuple_GET_ITEM(base, 0);
    }
    return tl_exception_subclass_of(name, base ? base : PyExc_Exception);
}

/* The indicator; all three are owned references. */
static PyObject* err_type;
static PyObject* err_value;
static PyObject* err_traceback;

PyObject* tl_err_value(void) {
    return err_value;
}

void PyErr_Restore(PyObject* type, PyObject* value, PyObject* traceback) {
    if (type == NULL) {
        /* CPython forbids a value without a type; dropping it keeps the references
         * balanced. */
        Py_XDECREF(value);
        Py_XDECREF(traceback);
        value = NULL;
        traceback = NULL;
    }
    PyObject* old_type = err_type;
    PyObject* old_value = err_value;
    PyObject* old_traceback = err_traceback;
    err_type = type;
    err_value = value;
    err_traceback = traceback;
    /* Released only once the new state is in place, in case a destructor looks at it. */
    Py_XDECREF(old_type);
    Py_XDECREF(old_value);
    Py_XDECREF(old_traceback);
}

void PyErr_Fetch(PyObject** ptype, PyObject** pvalue, PyObject** ptraceback) {
    PyObject* type = err_type;
    PyObject* value = err_value;
    PyObject* traceback = err_traceback;
    err_type = NULL;
    err_value = NULL;
    err_traceback = NULL;
    /* A NULL out-pointer (not allowed by CPython) just means the caller drops that part. */
    if (ptype != NULL) {
        *ptype = type;
    } else {
        Py_XDECREF(type);
    }
    if (pvalue != NULL) {
        *pvalue = value;
    } else {
        Py_XDECREF(value);
    }
    if (ptraceback != NULL) {
        *ptraceback = traceback;
    } else {
        Py_XDECREF(traceback);
    }
}

void PyErr_Clear(void) {
    PyErr_Restore(NULL, NULL, NULL);
}

PyObject* PyErr_Occurred(void) {
    return err_type;
}

void PyErr_SetObject(PyObject* type, PyObject* value) {
    if (type != NULL && !PyExceptionClass_Check(type)) {
        PyErr_Format(PyExc_SystemError, "exception %R is not a BaseException subclass", type);
        return;
    }
    Py_XINCREF(type);
    Py_XINCREF(value);
    PyErr_Restore(type, value, NULL);
}

void PyErr_SetNone(PyObject* type) {
    PyErr_SetObject(type, NULL);
}

void PyErr_SetString(PyObject* type, const char* message) {
    if (message == NULL) {
        PyErr_SetObject(type, NULL);
        return;
    }
    PyObject* value = PyUnicode_FromString(message);
    if (value == NULL) {
        return; /* MemoryError is set instead */
    }
    PyErr_SetObject(type, value);
    Py_DECREF(value);
}

PyObject* PyErr_FormatV(PyObject* type, const char* format, va_list vargs) {
    PyObject* value = tl_format(TL_ERR_FORMAT_MAX, format, vargs);
    if (value != NULL) {
        PyErr_SetObject(type, value);
        Py_DECREF(value);
    }
    return NULL;
}

PyObject* PyErr_Format(PyObject* type, const char* format, ...) {
    va_list vargs;
    va_start(vargs, format);
    PyErr_FormatV(type, format, vargs);
    va_end(vargs);
    return NULL;
}

int PyErr_GivenExceptionMatches(PyObject* given, PyObject* exc) {
    if (given == NULL || exc == NULL) {
        return 0;
    }
    if (PyTuple_Check(exc)) {
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(exc); i++) {
            if (PyErr_GivenExceptionMatches(given, PyTuple_GET_ITEM(exc, i))) {
                return 1;
            }
        }
        return 0;
    }
    if (PyExceptionClass_Check(given) && PyExceptionClass_Check(exc)) {
        return PyType_IsSubtype((PyTypeObject*)given, (PyTypeObject*)exc);
    }
    return given == exc;
}

int PyErr_ExceptionMatches(PyObject* exc) {
    return PyErr_GivenExceptionMatches(err_type, exc);
}

/* SetNone allocates nothing, so this works when memory is exhausted. */
PyObject* PyErr_NoMemory(void) {
    PyErr_SetNone(PyExc_MemoryError);
    return NULL;
}

int PyErr_BadArgument(void) {
    PyErr_SetString(PyExc_TypeError, "bad argument type for built-in operation");
    return 0;
}

void PyErr_BadInternalCall(void) {
    PyErr_SetString(PyExc_SystemError, "bad argument to internal function");
}
