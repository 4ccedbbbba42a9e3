/* PyCapsule objects (see twinlink/pycapsule.h). */
#include "shim.h"

typedef struct {
    PyObject_HEAD
    void* pointer;
    const char* name;
    void* context;
    PyCapsule_Destructor destructor;
} PyCapsule;

static void capsule_dealloc(PyObject* op) {
    PyCapsule* c = (PyCapsule*)op;
    if (c->destructor != NULL) {
        c->destructor(op);
    }
    tl_object_free(op);
}

PyTypeObject PyCapsule_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "PyCapsule",
    .tp_basicsize = sizeof(PyCapsule),
    .tp_dealloc = capsule_dealloc,
    .tp_base = &PyBaseObject_Type,
};

static int names_match(const char* a, const char* b) {
    if (a == NULL || b == NULL) {
        return a == b;
    }
    return strcmp(a, b) == 0;
}

/* capsule as a valid capsule, or NULL with ValueError naming the function. */
static PyCapsule* valid(PyObject* op, const char* function) {
    if (op == NULL || !PyCapsule_CheckExact(op) || ((PyCapsule*)op)->pointer == NULL) {
        PyErr_Format(PyExc_ValueError, "%s called with invalid PyCapsule object", function);
        return NULL;
    }
    return (PyCapsule*)op;
}

PyObject* PyCapsule_New(void* pointer, const char* name, PyCapsule_Destructor destructor) {
    if (pointer == NULL) {
        PyErr_SetString(PyExc_ValueError, "PyCapsule_New called with null pointer");
        return NULL;
    }
    PyCapsule* c = (PyCapsule*)tl_object_alloc(&PyCapsule_Type, sizeof(PyCapsule));
    if (c != NULL) {
        c->pointer = pointer;
        c->name = name;
        c->destructor = destructor;
    }
    return (PyObject*)c;
}

void* PyCapsule_GetPointer(PyObject* capsule, const char* name) {
    PyCapsule* c = valid(capsule, "PyCapsule_GetPointer");
    if (c == NULL) {
        return NULL;
    }
    if (!names_match(c->name, name)) {
        PyErr_SetString(PyExc_ValueError, "PyCapsule_GetPointer called with incorrect name");
        return NULL;
    }
    return c->pointer;
}

const char* PyCapsule_GetName(PyObject* capsule) {
    PyCapsule* c = valid(capsule, "PyCapsule_GetName");
    return c != NULL ? c->name : NULL;
}

void* PyCapsule_GetContext(PyObject* capsule) {
    PyCapsule* c = valid(capsule, "PyCapsule_GetContext");
    return c != NULL ? c->context : NULL;
}

PyCapsule_Destructor PyCapsule_GetDestructor(PyObject* capsule) {
    PyCapsule* c = valid(capsule, "PyCapsule_GetDestructor");
    return c != NULL ? c->destructor : NULL;
}

int PyCapsule_SetPointer(PyObject* capsule, void* pointer) {
    if (pointer == NULL) {
        PyErr_SetString(PyExc_ValueError, "PyCapsule_SetPointer called with null pointer");
        return -1;
    }
    PyCapsule* c = valid(capsule, "PyCapsule_SetPointer");
    if (c == NULL) {
        return -1;
    }
    c->pointer = pointer;
    return 0;
}

int PyCapsule_SetName(PyObject* capsule, const char* name) {
    PyCapsule* c = valid(capsule, "PyCapsule_SetName");
    if (c == NULL) {
        return -1;
    }
    c->name = name;
    return 0;
}

int PyCapsule_SetContext(PyObject* capsule, void* context) {
    PyCapsule* c = valid(capsule, "PyCapsule_SetContext");
    if (c == NULL) {
        return -1;
    }
    c->context = context;
    return 0;
}

int PyCapsule_SetDestructor(PyObject* capsule, PyCapsule_Destructor destructor) {
    PyCapsule* c = valid(capsule, "PyCapsule_SetDestructor");
    if (c == NULL) {
        return -1;
    }
    c->destructor = destructor;
    return 0;
}

int PyCapsule_IsValid(PyObject* capsule, const char* name) {
    return capsule != NULL && PyCapsule_CheckExact(capsule) &&
           ((PyCapsule*)capsule)->pointer != NULL && names_match(((PyCapsule*)capsule)->name, name);
}
