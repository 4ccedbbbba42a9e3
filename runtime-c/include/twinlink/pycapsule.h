/* PyCapsule: an opaque C pointer in an object, with a name, a context pointer and a
 * destructor run when the capsule is released (CPython's pycapsule.h contract). */
#ifndef TWINLINK_PYCAPSULE_H
#define TWINLINK_PYCAPSULE_H

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef void (*PyCapsule_Destructor)(PyObject*);

extern PyTypeObject PyCapsule_Type;

#define PyCapsule_CheckExact(op) Py_IS_TYPE((op), &PyCapsule_Type)

/* New reference, or NULL with ValueError "PyCapsule_New called with null pointer" or
 * MemoryError. name is not copied: it must outlive the capsule. */
PyObject* PyCapsule_New(void* pointer, const char* name, PyCapsule_Destructor destructor);
/* The getters and setters check capsule is a valid capsule (ValueError "PyCapsule_<Fn> called
 * with invalid PyCapsule object" otherwise); GetPointer also checks name matches the
 * capsule's (both NULL, or equal strings): ValueError "PyCapsule_GetPointer called with
 * incorrect name". Failure returns NULL / -1. */
void* PyCapsule_GetPointer(PyObject* capsule, const char* name);
const char* PyCapsule_GetName(PyObject* capsule);
void* PyCapsule_GetContext(PyObject* capsule);
PyCapsule_Destructor PyCapsule_GetDestructor(PyObject* capsule);
int PyCapsule_SetPointer(PyObject* capsule, void* pointer);
int PyCapsule_SetName(PyObject* capsule, const char* name);
int PyCapsule_SetContext(PyObject* capsule, void* context);
int PyCapsule_SetDestructor(PyObject* capsule, PyCapsule_Destructor destructor);
/* 1 if capsule is a capsule with a non-NULL pointer and this name, else 0; never raises. */
int PyCapsule_IsValid(PyObject* capsule, const char* name);

#ifdef __cplusplus
}
#endif

#endif
