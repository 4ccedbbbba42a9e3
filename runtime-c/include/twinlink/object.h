/* The object model: PyObject, PyTypeObject, reference counting and raw memory.
 * Objects are real C structs in linear memory so op code can use CPython's macros
 * (Py_TYPE, Py_SIZE, PyTuple_GET_ITEM ...) unchanged. */
#ifndef TWINLINK_OBJECT_H
#define TWINLINK_OBJECT_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ptrdiff_t, as CPython's: 32-bit on wasm32, so op code that assumes 64-bit sizes shows up. */
typedef ptrdiff_t Py_ssize_t;
typedef Py_ssize_t Py_hash_t;
typedef size_t Py_uhash_t;
/* Typed, as in CPython: wasi-libc's PTRDIFF_MAX is an int while ptrdiff_t is a long, and
 * %zd needs the latter. Not usable in #if; test PTRDIFF_MAX there. */
#define PY_SSIZE_T_MAX ((Py_ssize_t)PTRDIFF_MAX)
#define PY_SSIZE_T_MIN ((Py_ssize_t)PTRDIFF_MIN)

#define PY_LONG_LONG long long
#define PY_LLONG_MAX LLONG_MAX
#define PY_LLONG_MIN LLONG_MIN
#define PY_ULLONG_MAX ULLONG_MAX

#define Py_MIN(x, y) (((x) > (y)) ? (y) : (x))
#define Py_MAX(x, y) (((x) > (y)) ? (x) : (y))
#define Py_ABS(x) ((x) < 0 ? -(x) : (x))
#define Py_ARRAY_LENGTH(array) (sizeof(array) / sizeof((array)[0]))
#define Py_UNUSED(name) _unused_##name __attribute__((unused))

struct _typeobject;

/* The tag is `_object` because guest_abi.h forward-declares it. */
typedef struct _object {
    Py_ssize_t ob_refcnt;
    struct _typeobject* ob_type;
} PyObject;

typedef struct {
    PyObject ob_base;
    Py_ssize_t ob_size;
} PyVarObject;

#define PyObject_HEAD PyObject ob_base;
#define PyObject_VAR_HEAD PyVarObject ob_base;

/* Objects at or above this count are immortal: Py_INCREF/Py_DECREF leave them alone, so
 * statically allocated objects can never reach zero and be "freed". Heap objects never get
 * near it (on wasm32 it would take 2^29 references), and if they did they would only leak. */
#define _Py_IMMORTAL_REFCNT (PY_SSIZE_T_MAX >> 2)

/* For static objects (types, None, True, False): they start immortal, as in CPython 3.12. */
#define PyObject_HEAD_INIT(type) {_Py_IMMORTAL_REFCNT, (type)},
#define PyVarObject_HEAD_INIT(type, size) {PyObject_HEAD_INIT(type)(size)},

typedef void (*destructor)(PyObject*);

/* Only the slots the shim uses; op code initialises types with designated initialisers. */
typedef struct _typeobject {
    PyObject_VAR_HEAD
    const char* tp_name;
    Py_ssize_t tp_basicsize;
    Py_ssize_t tp_itemsize;
    destructor tp_dealloc; /* called when the count reaches 0; must free the object */
    unsigned long tp_flags;
    struct _typeobject* tp_base;
    /* A second base, for the few types CPython gives two (NumPy's float64 derives from both
     * numpy.floating and float); PyType_IsSubtype follows both chains. */
    struct _typeobject* tl_second_base;
} PyTypeObject;

/* Same bit values as CPython, so the fast subclass checks read the same. */
#define Py_TPFLAGS_DEFAULT 0UL
#define Py_TPFLAGS_BASETYPE (1UL << 10)
#define Py_TPFLAGS_LONG_SUBCLASS (1UL << 24)
#define Py_TPFLAGS_LIST_SUBCLASS (1UL << 25)
#define Py_TPFLAGS_TUPLE_SUBCLASS (1UL << 26)
#define Py_TPFLAGS_UNICODE_SUBCLASS (1UL << 28)
#define Py_TPFLAGS_DICT_SUBCLASS (1UL << 29)
#define Py_TPFLAGS_BASE_EXC_SUBCLASS (1UL << 30)
#define Py_TPFLAGS_TYPE_SUBCLASS (1UL << 31)

extern PyTypeObject PyType_Type;       /* "type" */
extern PyTypeObject PyBaseObject_Type; /* "object": the implicit base of every type */
extern PyTypeObject _PyNone_Type;      /* "NoneType" */

#define _PyObject_CAST(op) ((PyObject*)(op))
#define _PyVarObject_CAST(op) ((PyVarObject*)(op))

/* Lvalues, as before CPython 3.10, so older op code assigning through them still builds. */
#define Py_REFCNT(op) (_PyObject_CAST(op)->ob_refcnt)
#define Py_TYPE(op) (_PyObject_CAST(op)->ob_type)
#define Py_SIZE(op) (_PyVarObject_CAST(op)->ob_size)
#define Py_SET_REFCNT(op, n) ((void)(Py_REFCNT(op) = (n)))
#define Py_SET_TYPE(op, type) ((void)(Py_TYPE(op) = (type)))
#define Py_SET_SIZE(op, n) ((void)(Py_SIZE(op) = (n)))
#define Py_IS_TYPE(op, type) (Py_TYPE(op) == (type))

/* Calls the type's tp_dealloc; a type without one is left alone (leaked), never a crash. */
void _Py_Dealloc(PyObject* op);

static inline int _Py_IsImmortal(PyObject* op) {
    return op->ob_refcnt >= _Py_IMMORTAL_REFCNT;
}

static inline void _Py_INCREF(PyObject* op) {
    if (!_Py_IsImmortal(op)) {
        op->ob_refcnt++;
    }
}

/* Guest faults the host checks after every call (TL_FAULT_* in wasm/guest_abi.h). */
extern int tl_fault_flags;
void tl_note_refcount_underflow(PyObject* op);

/* A decref of an object already at 0 (a bug in the caller) only drives the count negative and
 * records the fault: it never re-runs the destructor. */
static inline void _Py_DECREF(PyObject* op) {
    if (_Py_IsImmortal(op)) {
        return;
    }
    if (--op->ob_refcnt == 0) {
        _Py_Dealloc(op);
    } else if (op->ob_refcnt < 0) {
        tl_note_refcount_underflow(op);
    }
}

static inline void _Py_XINCREF(PyObject* op) {
    if (op != NULL) {
        _Py_INCREF(op);
    }
}

static inline void _Py_XDECREF(PyObject* op) {
    if (op != NULL) {
        _Py_DECREF(op);
    }
}

static inline PyObject* _Py_NewRef(PyObject* op) {
    _Py_INCREF(op);
    return op;
}

static inline PyObject* _Py_XNewRef(PyObject* op) {
    _Py_XINCREF(op);
    return op;
}

/* The macros cast, as CPython's do, so any object struct pointer is accepted. */
#define Py_INCREF(op) _Py_INCREF(_PyObject_CAST(op))
#define Py_DECREF(op) _Py_DECREF(_PyObject_CAST(op))
#define Py_XINCREF(op) _Py_XINCREF(_PyObject_CAST(op))
#define Py_XDECREF(op) _Py_XDECREF(_PyObject_CAST(op))
/* New reference to op (op itself, one more count). Py_XNewRef accepts NULL. */
#define Py_NewRef(op) _Py_NewRef(_PyObject_CAST(op))
#define Py_XNewRef(op) _Py_XNewRef(_PyObject_CAST(op))

/* The variable is set to NULL before the decref, so a destructor re-entering sees no
 * dangling pointer. */
#define Py_CLEAR(op)                               \
    do {                                           \
        PyObject* _py_clear_tmp = _PyObject_CAST(op); \
        if (_py_clear_tmp != NULL) {               \
            (op) = NULL;                           \
            _Py_DECREF(_py_clear_tmp);             \
        }                                          \
    } while (0)

/* Replace dst (an owned reference) with src (stolen), releasing the old value last. */
#define Py_SETREF(dst, src)                         \
    do {                                            \
        PyObject* _py_setref_tmp = _PyObject_CAST(dst); \
        (dst) = (src);                              \
        _Py_DECREF(_py_setref_tmp);                 \
    } while (0)

#define Py_XSETREF(dst, src)                         \
    do {                                             \
        PyObject* _py_xsetref_tmp = _PyObject_CAST(dst); \
        (dst) = (src);                               \
        _Py_XDECREF(_py_xsetref_tmp);                \
    } while (0)

extern PyObject _Py_NoneStruct;
#define Py_None (&_Py_NoneStruct)
/* None is immortal, but the new reference keeps the code correct under real CPython < 3.12. */
#define Py_RETURN_NONE return Py_NewRef(Py_None)

#define Py_Is(x, y) ((x) == (y))
#define Py_IsNone(x) Py_Is((x), Py_None)
#define Py_IsTrue(x) Py_Is((x), Py_True)
#define Py_IsFalse(x) Py_Is((x), Py_False)

/* 1 if a is b or inherits from it (every type inherits from object). */
int PyType_IsSubtype(PyTypeObject* a, PyTypeObject* b);
#define PyType_HasFeature(type, flag) (((type)->tp_flags & (flag)) != 0)
#define PyType_FastSubclass(type, flag) PyType_HasFeature(type, flag)
#define PyObject_TypeCheck(op, type) \
    (Py_IS_TYPE((op), (type)) || PyType_IsSubtype(Py_TYPE(op), (type)))
#define PyType_Check(op) PyType_FastSubclass(Py_TYPE(op), Py_TPFLAGS_TYPE_SUBCLASS)
#define PyType_CheckExact(op) Py_IS_TYPE((op), &PyType_Type)

/* op borrowed. 1 if true, 0 if false, -1 with SystemError set if op is NULL. Types the shim
 * does not know are true, like objects without __bool__/__len__. */
int PyObject_IsTrue(PyObject* op);

/* Raw memory, never counted as objects and never setting an exception. A request for 0 bytes
 * returns a unique non-NULL pointer, as in CPython. */
void* PyMem_Malloc(size_t size);
void* PyMem_Calloc(size_t nelem, size_t elsize);
void* PyMem_Realloc(void* ptr, size_t size);
void PyMem_Free(void* ptr);
void* PyObject_Malloc(size_t size);
void* PyObject_Calloc(size_t nelem, size_t elsize);
void* PyObject_Realloc(void* ptr, size_t size);
void PyObject_Free(void* ptr);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
