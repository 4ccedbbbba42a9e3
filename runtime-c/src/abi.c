/* The shim half of wasm/guest_abi.h: what the host calls to build inputs (arrays included),
 * read outputs and collect the pending exception. The readers never raise: the host checks tl_kind first, and
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

/* --- ABI 3: str, list, dict and NumPy scalar values --- */

static char* buffer;
static int32_t buffer_size;

TL_EXPORT(tl_buffer)
char* tl_buffer(int32_t size) {
    if (size < 0) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (size > buffer_size || buffer == NULL) {
        char* grown = realloc(buffer, size == 0 ? 1 : (size_t)size);
        if (grown == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        buffer = grown;
        buffer_size = size;
    }
    return buffer;
}

TL_EXPORT(tl_new_str)
struct _object* tl_new_str(int32_t size) {
    if (size < 0 || size > buffer_size) {
        PyErr_BadInternalCall();
        return NULL;
    }
    return PyUnicode_FromStringAndSize(buffer, size);
}

TL_EXPORT(tl_new_scalar)
struct _object* tl_new_scalar(int32_t typenum) {
    PyArray_Descr* descr = tl_descr_builtin(typenum);
    if (descr == NULL || descr->elsize > buffer_size) {
        PyErr_Format(PyExc_ValueError, "twinlink cannot pass NumPy scalars of type number %d to wasm",
                     (int)typenum);
        return NULL;
    }
    return PyArray_Scalar(buffer, descr, NULL);
}

TL_EXPORT(tl_new_list)
struct _object* tl_new_list(int32_t size) {
    return PyList_New(size);
}

TL_EXPORT(tl_new_dict)
struct _object* tl_new_dict(void) {
    return PyDict_New();
}

/* Steals item, even on failure. */
TL_EXPORT(tl_list_set)
int32_t tl_list_set(struct _object* list, int32_t index, struct _object* item) {
    return PyList_SetItem(list, index, item);
}

/* Steals key and value, even on failure. */
TL_EXPORT(tl_dict_set)
int32_t tl_dict_set(struct _object* dict, struct _object* key, struct _object* value) {
    int32_t r = -1;
    if (key == NULL || value == NULL) {
        PyErr_BadInternalCall();
    } else {
        r = PyDict_SetItem(dict, key, value);
    }
    Py_XDECREF(key);
    Py_XDECREF(value);
    return r;
}

TL_EXPORT(tl_list_size)
int32_t tl_list_size(struct _object* obj) {
    if (obj == NULL || !PyList_Check(obj)) {
        return -1;
    }
    return (int32_t)PyList_GET_SIZE(obj);
}

TL_EXPORT(tl_list_item)
struct _object* tl_list_item(struct _object* obj, int32_t index) {
    if (obj == NULL || !PyList_Check(obj) || index < 0 || index >= PyList_GET_SIZE(obj)) {
        return NULL;
    }
    return PyList_GET_ITEM(obj, index);
}

TL_EXPORT(tl_dict_size)
int32_t tl_dict_size(struct _object* obj) {
    if (obj == NULL || !PyDict_Check(obj)) {
        return -1;
    }
    return (int32_t)((PyDictObject*)obj)->ma_used;
}

/* Whether obj is a dict with an entry at index (entries in insertion order). */
static int dict_entry(struct _object* obj, int32_t index) {
    return obj != NULL && PyDict_Check(obj) && index >= 0 && index < ((PyDictObject*)obj)->ma_used;
}

TL_EXPORT(tl_dict_key)
struct _object* tl_dict_key(struct _object* obj, int32_t index) {
    return dict_entry(obj, index) ? ((PyDictObject*)obj)->keys[index] : NULL;
}

TL_EXPORT(tl_dict_value)
struct _object* tl_dict_value(struct _object* obj, int32_t index) {
    return dict_entry(obj, index) ? ((PyDictObject*)obj)->values[index] : NULL;
}

TL_EXPORT(tl_scalar_typenum)
int32_t tl_scalar_typenum(struct _object* obj) {
    return tl_scalar_type_num(obj);
}

TL_EXPORT(tl_scalar_value)
char* tl_scalar_value(struct _object* obj) {
    return tl_scalar_data(obj);
}

TL_EXPORT(tl_str_size)
int32_t tl_str_size(struct _object* obj) {
    if (obj == NULL || !PyUnicode_Check(obj)) {
        return -1;
    }
    return (int32_t)((PyUnicodeObject*)obj)->utf8_length;
}

/* obj borrowed. NumPy scalars first (float64 is also a float), bool before int: bool is an int
 * subclass. */
static int32_t nearest_exception_code(PyObject* type); /* below, with the exception table */

TL_EXPORT(tl_kind)
int32_t tl_kind(struct _object* obj) {
    if (obj == NULL) {
        return TL_KIND_OTHER;
    }
    if (obj == Py_None) {
        return TL_KIND_NONE;
    }
    if (Py_IS_TYPE(obj, &PyArray_Type)) {
        return TL_KIND_ARRAY; /* the usual output, before the subtype walks below */
    }
    if (tl_scalar_type_num(obj) >= 0) {
        return TL_KIND_SCALAR;
    }
    if (PyExceptionClass_Check(obj) && nearest_exception_code(obj)) {
        return TL_KIND_EXCEPTION_CLASS;
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
    if (PyArray_Check(obj)) {
        return TL_KIND_ARRAY;
    }
    if (PyList_Check(obj)) {
        return TL_KIND_LIST;
    }
    if (PyDict_Check(obj)) {
        return TL_KIND_DICT;
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

/* --- arrays --- */

/* Where the host writes dims then strides before tl_new_array (and tl_reuse_input_array). */
static int32_t scratch[2 * TL_MAX_DIMS];

TL_EXPORT(tl_scratch)
int32_t* tl_scratch(void) {
    return scratch;
}

/* A new array owning fresh data for the dims and strides in the scratch area; see
 * guest_abi.h. Only the dtypes the shim has are accepted, and strides must be >= 0. */
TL_EXPORT(tl_new_array)
struct _object* tl_new_array(int32_t typenum, int32_t nd) {
    PyArray_Descr* descr = tl_descr_builtin(typenum);
    if (descr == NULL) {
        PyErr_Format(PyExc_ValueError, "twinlink cannot pass arrays of type number %d to wasm",
                     (int)typenum);
        return NULL;
    }
    if (nd < 0 || nd > TL_MAX_DIMS) {
        PyErr_Format(PyExc_ValueError, "number of dimensions must be within [0, %d]",
                     TL_MAX_DIMS);
        return NULL;
    }
    npy_intp dims[TL_MAX_DIMS], strides[TL_MAX_DIMS];
    for (int i = 0; i < nd; i++) {
        dims[i] = scratch[i];
        strides[i] = scratch[TL_MAX_DIMS + i];
    }
    Py_INCREF(descr);
    return PyArray_NewFromDescr(&PyArray_Type, descr, nd, dims, strides, NULL, 0, NULL);
}

/* The host's array was not aligned (or not writeable): the guest copy says so too, so op
 * code takes the same branch as natively. */
TL_EXPORT(tl_array_clear_flags)
void tl_array_clear_flags(struct _object* obj, int32_t flags) {
    if (obj != NULL && PyArray_Check(obj)) {
        PyArray_CLEARFLAGS((PyArrayObject*)obj, flags);
    }
}

/* Readers: obj borrowed. -1 (NULL for the pointers) if obj is not an array. */
TL_EXPORT(tl_array_typenum)
int32_t tl_array_typenum(struct _object* obj) {
    if (obj == NULL || !PyArray_Check(obj)) {
        return -1;
    }
    return PyArray_TYPE((PyArrayObject*)obj);
}

TL_EXPORT(tl_array_ndim)
int32_t tl_array_ndim(struct _object* obj) {
    if (obj == NULL || !PyArray_Check(obj)) {
        return -1;
    }
    return PyArray_NDIM((PyArrayObject*)obj);
}

/* On wasm32 npy_intp is 32-bit: the array's own dims and strides are returned, valid while
 * it lives unchanged. A 64-bit npy_intp (the native test build) is narrowed into a static
 * buffer, valid until the next call. */
#if NPY_SIZEOF_INTP == 4
static const int32_t* intp_as_int32(const npy_intp* values, int nd, int32_t* buffer) {
    (void)nd;
    (void)buffer;
    return (const int32_t*)values;
}
#else
static const int32_t* intp_as_int32(const npy_intp* values, int nd, int32_t* buffer) {
    for (int i = 0; i < nd; i++) {
        buffer[i] = (int32_t)values[i];
    }
    return buffer;
}
#endif

TL_EXPORT(tl_array_dims)
const int32_t* tl_array_dims(struct _object* obj) {
    static int32_t buffer[NPY_MAXDIMS];
    if (obj == NULL || !PyArray_Check(obj)) {
        return NULL;
    }
    PyArrayObject* arr = (PyArrayObject*)obj;
    return intp_as_int32(arr->dimensions, arr->nd, buffer);
}

TL_EXPORT(tl_array_strides)
const int32_t* tl_array_strides(struct _object* obj) {
    static int32_t buffer[NPY_MAXDIMS];
    if (obj == NULL || !PyArray_Check(obj)) {
        return NULL;
    }
    PyArrayObject* arr = (PyArrayObject*)obj;
    return intp_as_int32(arr->strides, arr->nd, buffer);
}

TL_EXPORT(tl_array_data)
char* tl_array_data(struct _object* obj) {
    if (obj == NULL || !PyArray_Check(obj)) {
        return NULL;
    }
    return PyArray_BYTES((PyArrayObject*)obj);
}

/* Table order does not matter: tl_err_kind walks the pending type's tp_base chain and stops
 * at the first type listed here, i.e. the nearest known ancestor. */
static const struct {
    PyObject** type;
    int32_t code;
} exception_codes[] = {
#define TL_EXC_ROW(code, name, suffix) {&PyExc_##name, code},
    TL_EXCEPTIONS(TL_EXC_ROW)
#undef TL_EXC_ROW
};

/* The code of exception class `type` or of its nearest listed ancestor; 0 if none. */
static int32_t nearest_exception_code(PyObject* type) {
    /* Bounded like PyType_IsSubtype, against a cyclic tp_base chain. */
    PyTypeObject* t = (PyTypeObject*)type;
    for (int depth = 0; t != NULL && depth < 64; depth++, t = t->tp_base) {
        for (size_t i = 0; i < sizeof exception_codes / sizeof exception_codes[0]; i++) {
            if ((PyObject*)t == *exception_codes[i].type) {
                return exception_codes[i].code;
            }
        }
    }
    return 0;
}

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
    int32_t code = nearest_exception_code(type);
    return code ? code : TL_EXC_SYSTEM_ERROR;
}

TL_EXPORT(tl_exception_class)
struct _object* tl_exception_class(int32_t code) {
    for (size_t i = 0; i < sizeof exception_codes / sizeof exception_codes[0]; i++) {
        if (exception_codes[i].code == code) {
            return Py_NewRef(*exception_codes[i].type);
        }
    }
    PyErr_Format(PyExc_ValueError, "no exception class has code %d", (int)code);
    return NULL;
}

TL_EXPORT(tl_exception_subclass)
struct _object* tl_exception_subclass(int32_t code, int32_t size) {
    if (size <= 0 || size > buffer_size || memchr(buffer, 0, (size_t)size) != NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    PyObject* base = tl_exception_class(code);
    if (base == NULL) {
        return NULL;
    }
    char name[TL_EXCEPTION_NAME_MAX + 1];
    if (size > TL_EXCEPTION_NAME_MAX) {
        Py_DECREF(base);
        PyErr_Format(PyExc_ValueError, "an exception class name has at most %d bytes, not %d",
                     TL_EXCEPTION_NAME_MAX, (int)size);
        return NULL;
    }
    memcpy(name, buffer, (size_t)size);
    name[size] = 0;
    PyObject* type = tl_exception_subclass_of(name, base);
    Py_DECREF(base);
    return type;
}

TL_EXPORT(tl_exception_class_name)
const char* tl_exception_class_name(struct _object* obj) {
    return obj == NULL ? NULL : tl_exception_subclass_name(obj);
}

TL_EXPORT(tl_err_type)
struct _object* tl_err_type(void) {
    return PyErr_Occurred();
}

TL_EXPORT(tl_exception_class_code)
int32_t tl_exception_class_code(struct _object* obj) {
    if (obj == NULL || !PyExceptionClass_Check(obj)) {
        return 0;
    }
    return nearest_exception_code(obj);
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

TL_EXPORT(tl_take_faults)
int32_t tl_take_faults(void) {
    int32_t faults = tl_fault_flags;
    tl_fault_flags = 0;
    return faults;
}

TL_EXPORT(tl_live_objects)
int64_t tl_live_objects(void) {
    return tl_live_object_count();
}
