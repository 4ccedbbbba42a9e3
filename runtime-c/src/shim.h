/* Internal helpers shared by the shim's .c files; not part of the API op code sees. */
#ifndef TWINLINK_SHIM_INTERNAL_H
#define TWINLINK_SHIM_INTERNAL_H

#include "Python.h"

/* Every heap object goes through these two so tl_live_objects() can prove the absence of
 * leaks. tl_object_alloc returns a zeroed object of `size` bytes with refcount 1 and the
 * given type, or NULL with MemoryError set. */
PyObject* tl_object_alloc(PyTypeObject* type, size_t size);
void tl_object_free(PyObject* op);
int64_t tl_live_object_count(void);

/* Formats like PyUnicode_FromFormatV into a new str of at most `limit` bytes (cut at a UTF-8
 * boundary). NULL with MemoryError set. */
PyObject* tl_format(size_t limit, const char* format, va_list vargs);

/* The pending exception's value (borrowed, possibly NULL). */
PyObject* tl_err_value(void);

/* str(op) as text, for messages: a str's own bytes, otherwise written into buf (128 bytes
 * fit every case; less is cut safely). op borrowed; the result lives as long as op and buf. */
const char* tl_object_text(PyObject* op, char* buf, size_t size);

#endif
