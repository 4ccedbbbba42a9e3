/* The shim half of wasm/guest_abi.h: what the host calls to build inputs, read outputs and
 * collect the pending exception. The readers never raise: the host checks tl_kind first, and
 * an exception raised behind its back would be misattributed to the next op. */
#include "shim.h"

#include "guest_abi.h"

/* guest_abi.h's TL_EXPORT uses a wasm-only attribute that gcc warns about (an error under
 * -Werror); natively there is nothing to export, so it expands to nothing. */
#undef TL_EXPORT
#if defined(__wasm__)
#define TL_EXPORT(name) __attribute__((export_name(#name)))
#else
#define TL_EXPORT(name)
#endif

TL_EXPORT(tl_abi_version)
int32_t tl_abi_version(void) {
    return TL_ABI_VERSION;
}

/* Constructors: new references, or NULL with MemoryError (SystemError for a negative tuple
 * size) set. */
TL_EXPORT(tl_new_none)
struct _object* tl_new_none(void) {
    return Py_NewRef(Py_None);
}

TL_EXPORT(tl_new_bool)
struct _object* tl_new_bool(int32_t value) {
    return PyBool_FromLong(value);
}

TL_EXPORT(tl_new_long)
struct _object* tl_new_long(int64_t value) {
    return PyLong_FromLongLong(value);
}

TL_EXPORT(tl_new_float)
struct _object* tl_new_float(double value) {
    return PyFloat_FromDouble(value);
}

TL_EXPORT(tl_new_tuple)
struct _object* tl_new_tuple(int32_t size) {
    return PyTuple_New(size);
}

/* Steals item, even on failure. */
TL_EXPORT(tl_tuple_set)
int32_t tl_tuple_set(struct _object* tuple, int32_t index, struct _object* item) {
    return PyTuple_SetItem(tuple, index, item);
}

/* Releases one reference; NULL is ignored. */
TL_EXPORT(tl_decref)
void tl_decref(struct _object* obj) {
    Py_XDECREF(obj);
}

/* obj borrowed. bool before int: bool is an int subclass. */
TL_EXPORT(tl_kind)
int32_t tl_kind(struct _object* obj) {
    if (obj == NULL) {
        return TL_KIND_OTHER;
    }
    if (obj == Py_None) {
        return TL_KIND_NONE;
    }
    if (PyBool_Check(obj)) {
        return TL_KIND_BOOL;
    }
    if (PyLong_Check(obj)) {
        return TL_KIND_INT;
    }
    if (PyFloat_Check(obj)) {
        return TL_KIND_FLOAT;
    }
    if (PyTuple_Check(obj)) {
        return TL_KIND_TUPLE;
    }
    if (PyUnicode_Check(obj)) {
        return TL_KIND_STR;
    }
    return TL_KIND_OTHER;
}

/* obj borrowed. The int (or bool) value; 0 for anything else. */
TL_EXPORT(tl_long_value)
int64_t tl_long_value(struct _object* obj) {
    if (obj == NULL || !PyLong_Check(obj)) {
        return 0;
    }
    return ((PyLongObject*)obj)->ob_ival;
}

/* obj borrowed. The float value, an int converted like float(); 0.0 for anything else. */
TL_EXPORT(tl_float_value)
double tl_float_value(struct _object* obj) {
    if (obj == NULL) {
        return 0.0;
    }
    if (PyFloat_Check(obj)) {
        return PyFloat_AS_DOUBLE(obj);
    }
    if (PyLong_Check(obj)) {
        return (double)((PyLongObject*)obj)->ob_ival;
    }
    return 0.0;
}

/* obj borrowed. The size, or -1 if obj is not a tuple. */
TL_EXPORT(tl_tuple_size)
int32_t tl_tuple_size(struct _object* obj) {
    if (obj == NULL || !PyTuple_Check(obj)) {
        return -1;
    }
    return (int32_t)PyTuple_GET_SIZE(obj);
}

/* obj borrowed; returns a borrowed item, NULL if out of range, unfilled or not a tuple. */
TL_EXPORT(tl_tuple_item)
struct _object* tl_tuple_item(struct _object* obj, int32_t index) {
    if (obj == NULL || !PyTuple_Check(obj) || index < 0 || index >= PyTuple_GET_SIZE(obj)) {
        return NULL;
    }
    return PyTuple_GET_ITEM(obj, index);
}

/* obj borrowed. The str's bytes, valid while obj lives; "" (never NULL, since address 0 is
 * readable guest memory) if obj is not a str. */
TL_EXPORT(tl_str_utf8)
const char* tl_str_utf8(struct _object* obj) {
    if (obj == NULL || !PyUnicode_Check(obj)) {
        return "";
    }
    return ((PyUnicodeObject*)obj)->utf8;
}

/* Table order does not matter: tl_err_kind walks the pending type's tp_base chain and stops
 * at the first type listed here, i.e. the nearest known ancestor. */
static const struct {
    PyObject** type;
    int32_t code;
} exception_codes[] = {
    {&PyExc_BaseException, TL_EXC_BASE_EXCEPTION},
    {&PyExc_Exception, TL_EXC_EXCEPTION},
    {&PyExc_TypeError, TL_EXC_TYPE_ERROR},
    {&PyExc_ValueError, TL_EXC_VALUE_ERROR},
    {&PyExc_RuntimeError, TL_EXC_RUNTIME_ERROR},
    {&PyExc_MemoryError, TL_EXC_MEMORY_ERROR},
    {&PyExc_IndexError, TL_EXC_INDEX_ERROR},
    {&PyExc_NotImplementedError, TL_EXC_NOT_IMPLEMENTED_ERROR},
    {&PyExc_ZeroDivisionError, TL_EXC_ZERO_DIVISION_ERROR},
    {&PyExc_OverflowError, TL_EXC_OVERFLOW_ERROR},
    {&PyExc_AssertionError, TL_EXC_ASSERTION_ERROR},
    {&PyExc_ArithmeticError, TL_EXC_ARITHMETIC_ERROR},
    {&PyExc_LookupError, TL_EXC_LOOKUP_ERROR},
    {&PyExc_KeyError, TL_EXC_KEY_ERROR},
    {&PyExc_AttributeError, TL_EXC_ATTRIBUTE_ERROR},
    {&PyExc_SystemError, TL_EXC_SYSTEM_ERROR},
};

TL_EXPORT(tl_err_kind)
int32_t tl_err_kind(void) {
    PyObject* type = PyErr_Occurred();
    if (type == NULL) {
        return TL_EXC_NONE;
    }
    /* Only reachable through PyErr_Restore with a non-class; report it as the shim's misuse. */
    if (!PyExceptionClass_Check(type)) {
        return TL_EXC_SYSTEM_ERROR;
    }
    /* Bounded like PyType_IsSubtype, against a cyclic tp_base chain. */
    PyTypeObject* t = (PyTypeObject*)type;
    for (int depth = 0; t != NULL && depth < 64; depth++, t = t->tp_base) {
        for (size_t i = 0; i < sizeof exception_codes / sizeof exception_codes[0]; i++) {
            if ((PyObject*)t == *exception_codes[i].type) {
                return exception_codes[i].code;
            }
        }
    }
    return TL_EXC_SYSTEM_ERROR;
}

/* Room for any number tl_object_text writes; it lives until the next call into the guest
 * rewrites it, which is what the ABI promises. */
static char message_buffer[128];

TL_EXPORT(tl_err_message)
const char* tl_err_message(void) {
    if (PyErr_Occurred() == NULL) {
        return "";
    }
    PyObject* value = tl_err_value();
    if (value == NULL) {
        return "";
    }
    return tl_object_text(value, message_buffer, sizeof message_buffer);
}

TL_EXPORT(tl_err_clear)
void tl_err_clear(void) {
    PyErr_Clear();
}

TL_EXPORT(tl_live_objects)
int64_t tl_live_objects(void) {
    return tl_live_object_count();
}
