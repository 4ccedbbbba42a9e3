/* Internal helpers shared by the shim's .c files; not part of the API op code sees. */
#ifndef TWINLINK_SHIM_INTERNAL_H
#define TWINLINK_SHIM_INTERNAL_H

#include "Python.h"

#include "numpy/arrayobject.h"

/* Every heap object goes through these two so tl_live_objects() can prove the absence of
 * leaks. tl_object_alloc returns a zeroed object of `size` bytes with refcount 1 and the
 * given type, or NULL with MemoryError set. */
PyObject* tl_object_alloc(PyTypeObject* type, size_t size);
void tl_object_free(PyObject* op);
/* Set by the entry template: non-zero when `op` is still held by an input or constant slot. */
extern int (*tl_dealloc_guard)(PyObject* op);
int64_t tl_live_object_count(void);

/* Formats like PyUnicode_FromFormatV into a new str of at most `limit` bytes (cut at a UTF-8
 * boundary). NULL with MemoryError set. */
PyObject* tl_format(size_t limit, const char* format, va_list vargs);

/* The pending exception's value (borrowed, possibly NULL). */
PyObject* tl_err_value(void);

/* An exception class made at run time, a subclass of `base` named `name` (module.class), or
 * the one made before with that name and base (a new reference; NULL with an exception set). */
PyObject* tl_exception_subclass_of(const char* name, PyObject* base);
/* The name of `type` if it was made by tl_exception_subclass_of, else NULL. */
const char* tl_exception_subclass_name(PyObject* type);

/* str(op) as text, for messages: a str's own bytes, otherwise written into buf (128 bytes
 * fit every case; less is cut safely). op borrowed; the result lives as long as op and buf. */
const char* tl_object_text(PyObject* op, char* buf, size_t size);

/* --- scalars --- */

/* op borrowed. The type number of a NumPy scalar (a subclass counts), or -1 (no exception). */
int tl_scalar_type_num(PyObject* op);
/* op borrowed. Where a NumPy scalar's value lies, or NULL (no exception) for anything else. */
void* tl_scalar_data(PyObject* op);
/* op borrowed. float(op) of a real NumPy scalar into *out: 1; 0 (nothing set) for anything
 * else. */
int tl_scalar_as_double(PyObject* op, double* out);
/* op borrowed. operator.index(op) of an integer NumPy scalar (not bool, as NumPy 2) into *out:
 * 1; 0 (nothing set) for anything else; -1 with OverflowError past int64. */
int tl_scalar_as_int64(PyObject* op, int64_t* out);

/* --- arrays --- */

/* The builtin dtype of a type number (borrowed, immortal), or NULL (no exception) for a type
 * number the shim does not support. */
PyArray_Descr* tl_descr_builtin(int type_num);
/* str(descr) as the host's NumPy prints it in messages, e.g. "float64" ("int64" for
 * NPY_LONGLONG). */
const char* tl_descr_name(const PyArray_Descr* descr);

/* Memory for an array's data: nbytes (0 <= nbytes <= NPY_MAX_INTP) rounded up to whole 16-byte
 * granules, 16-byte aligned, uninitialised; release with free(). NULL (no exception) when
 * out of memory. */
char* tl_data_alloc(npy_intp nbytes);
/* A shape as NumPy prints it in messages: "(2,3)", "(3,)", "()". A negative dim prints as
 * "newaxis", except that leading negative dims are left out (NumPy's reshape messages).
 * Returns buf (cut safely if size is too small; 1400 bytes always suffice). */
const char* tl_shape_text(int nd, const npy_intp* dims, char* buf, size_t size);
/* Contiguous strides (C order, or Fortran if fortran) for a shape whose sizes were checked;
 * all 0 when a dim is 0, as NumPy 2 makes them. */
void tl_fill_strides(int nd, const npy_intp* dims, npy_intp elsize, int fortran,
                     npy_intp* strides);
/* arr's axes from the largest |stride| to the smallest (ties in C order) into perm. */
void tl_memory_order(const PyArrayObject* arr, int* perm);
/* Contiguous strides for an array of proto's shape with elements of elsize bytes, laid out
 * per order: C, Fortran, NPY_ANYORDER (Fortran if proto is), NPY_KEEPORDER (proto's memory
 * order). */
void tl_order_strides(const PyArrayObject* proto, NPY_ORDER order, npy_intp elsize,
                      npy_intp* strides);
/* A new view of arr's memory (arr borrowed; it, or the array owning the data, becomes the
 * base) with the given layout starting at data; WRITEABLE as arr. NULL with an exception. */
PyObject* tl_array_view(PyArrayObject* arr, int nd, const npy_intp* dims,
                        const npy_intp* strides, char* data);

#endif
