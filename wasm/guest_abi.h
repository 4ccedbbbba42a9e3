/* The guest ABI: every function a twinlink wasm module exports for the host to call.
 * The host (src/sandbox/abi.rs) calls nothing else. Pointers are guest addresses (u32).
 * The object constructors and error accessors are implemented by the shim (runtime-c/src/abi.c);
 * the instance functions by the entry template (wasm/entry.h), once per generated module.
 * Bump TL_ABI_VERSION whenever a signature or a code below changes. build.rs reads the
 * TL_ABI_VERSION, TL_MAX_DIMS, TL_EXCEPTION_NAME_MAX, TL_FAULT_*, TL_KIND_* and TL_EXCEPTIONS definitions of this
 * file to generate the host's constants, so keep each on its own line in the form it has. */
#ifndef TWINLINK_GUEST_ABI_H
#define TWINLINK_GUEST_ABI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TL_ABI_VERSION 6
/* The oldest version the host still runs: modules of ABI 2 lack the exports marked "ABI 3"
 * below (str, list, dict and NumPy scalar values), modules of ABI 2 and 3 those marked
 * "ABI 4" (a call in two guest calls); the host then does not call them. Modules of ABI 4
 * do not report reusable input buffers ("ABI 5"), so each of their calls takes two. Modules
 * of ABI 5 and older have no exception classes made at run time ("ABI 6"): a class that is
 * not a builtin crosses as its nearest builtin. */
#define TL_ABI_OLDEST_VERSION 2
#define TL_EXPORT(name) __attribute__((export_name(#name))) 

struct _object;

/* Kinds reported by tl_kind(); the host converts only these. */
enum tl_kind {
    TL_KIND_OTHER = 0,
    TL_KIND_NONE = 1,
    TL_KIND_BOOL = 2,
    TL_KIND_INT = 3,
    TL_KIND_FLOAT = 4,
    TL_KIND_TUPLE = 5,
    TL_KIND_STR = 6,
    TL_KIND_ARRAY = 7,
    TL_KIND_LIST = 8,   /* ABI 3 */
    TL_KIND_DICT = 9,   /* ABI 3 */
    TL_KIND_SCALAR = 10, /* ABI 3: a NumPy scalar */
    TL_KIND_EXCEPTION_CLASS = 11, /* ABI 3: an exception class (its nearest TL_EXCEPTIONS row) */
};

/* Exception type codes reported by tl_err_kind(), with the builtin the host raises for each:
 * X(code, builtin name, enum suffix). This list is the one source of the codes: the enum below,
 * the shim's table (runtime-c/src/abi.c) and the host's PyExcKind (generated from this file by
 * build.rs) all come from it. */
#define TL_EXCEPTIONS(X) \
    X(1, BaseException, BASE_EXCEPTION) \
    X(2, Exception, EXCEPTION) \
    X(3, TypeError, TYPE_ERROR) \
    X(4, ValueError, VALUE_ERROR) \
    X(5, RuntimeError, RUNTIME_ERROR) \
    X(6, MemoryError, MEMORY_ERROR) \
    X(7, IndexError, INDEX_ERROR) \
    X(8, NotImplementedError, NOT_IMPLEMENTED_ERROR) \
    X(9, ZeroDivisionError, ZERO_DIVISION_ERROR) \
    X(10, OverflowError, OVERFLOW_ERROR) \
    X(11, AssertionError, ASSERTION_ERROR) \
    X(12, ArithmeticError, ARITHMETIC_ERROR) \
    X(13, LookupError, LOOKUP_ERROR) \
    X(14, KeyError, KEY_ERROR) \
    X(15, AttributeError, ATTRIBUTE_ERROR) \
    X(16, SystemError, SYSTEM_ERROR)

#define TL_EXC_ENUMERATOR(code, name, suffix) TL_EXC_##suffix = code,
enum tl_exc {
    TL_EXC_NONE = 0,
    TL_EXCEPTIONS(TL_EXC_ENUMERATOR)
};
#undef TL_EXC_ENUMERATOR

/* --- shim (runtime-c/src/abi.c) --- */
int32_t tl_abi_version(void);
/* New references. NULL (0) with MemoryError set when allocation fails. */
struct _object* tl_new_none(void);
struct _object* tl_new_bool(int32_t value);
struct _object* tl_new_long(int64_t value);
struct _object* tl_new_float(double value);
struct _object* tl_new_tuple(int32_t size);
/* Steals `item`. Returns 0, or -1 with IndexError set. */
int32_t tl_tuple_set(struct _object* tuple, int32_t index, struct _object* item);
void tl_decref(struct _object* obj);
/* Readers; `obj` is borrowed. */
int32_t tl_kind(struct _object* obj);
int64_t tl_long_value(struct _object* obj);
double tl_float_value(struct _object* obj);
int32_t tl_tuple_size(struct _object* obj);
struct _object* tl_tuple_item(struct _object* obj, int32_t index); /* borrowed */
const char* tl_str_utf8(struct _object* obj); /* NUL-terminated */
/* ABI 3: str, list, dict and NumPy scalar values.
 * A byte buffer of at least `size` bytes the host writes a str's UTF-8 or a scalar's value
 * into before tl_new_str/tl_new_scalar; valid until the next tl_buffer. NULL with MemoryError. */
char* tl_buffer(int32_t size);
/* New references, or NULL with an exception set. tl_new_str copies `size` bytes from the buffer
 * (the host sends valid UTF-8); tl_new_scalar makes a NumPy scalar of type number `typenum`
 * from the value's bytes in the buffer (ValueError for a type the shim has no scalar of). */
struct _object* tl_new_str(int32_t size);
struct _object* tl_new_scalar(int32_t typenum);
/* The builtin exception class with TL_EXCEPTIONS code `code` (a new reference); NULL with
 * ValueError for an unknown code. An op raises it as natively (PyTensor's Assert params). */
struct _object* tl_exception_class(int32_t code);
/* The TL_EXCEPTIONS code of exception class `obj` or of its nearest listed ancestor; 0 when
 * `obj` is not an exception class. */
int32_t tl_exception_class_code(struct _object* obj);
/* ABI 6: exception classes made at run time, so a class that is not a builtin crosses as
 * itself. tl_exception_subclass: the subclass of builtin `code` named by the `size` bytes the
 * host wrote into tl_buffer ("module.qualname"), the same class for the same name and code (a
 * new reference; NULL with an exception set). tl_exception_class_name: the name of such a
 * class (PyErr_NewException's too), NULL for a builtin. tl_err_type: the pending exception's
 * class (borrowed), NULL when none. */
#define TL_EXCEPTION_NAME_MAX 255 /* bytes of a name; the host sends a longer one's builtin */
struct _object* tl_exception_subclass(int32_t code, int32_t size);
const char* tl_exception_class_name(struct _object* obj);
struct _object* tl_err_type(void);
struct _object* tl_new_list(int32_t size);
struct _object* tl_new_dict(void);
/* Steals `item`. Returns 0, or -1 with IndexError set. */
int32_t tl_list_set(struct _object* list, int32_t index, struct _object* item);
/* Steals `key` (a str) and `value`. Returns 0, or -1 with an exception set. */
int32_t tl_dict_set(struct _object* dict, struct _object* key, struct _object* value);
/* Readers; `obj` is borrowed, results are borrowed. -1 (NULL) when obj is not of the kind or
 * the index is out of range. Dict entries are read in insertion order. */
int32_t tl_list_size(struct _object* obj);
struct _object* tl_list_item(struct _object* obj, int32_t index);
int32_t tl_dict_size(struct _object* obj);
struct _object* tl_dict_key(struct _object* obj, int32_t index);
struct _object* tl_dict_value(struct _object* obj, int32_t index);
int32_t tl_scalar_typenum(struct _object* obj);
char* tl_scalar_value(struct _object* obj); /* the value's bytes, valid while obj lives */
int32_t tl_str_size(struct _object* obj); /* UTF-8 bytes without the NUL */

/* The pending exception: its code (TL_EXC_NONE when none), its message (NUL-terminated,
 * valid until the next call into the guest), then clear it. */
int32_t tl_err_kind(void);
const char* tl_err_message(void);
void tl_err_clear(void);
/* Objects allocated and not yet freed (the immortal None/True/False are not counted). */
int64_t tl_live_objects(void);
/* Faults the shim saw since the last call of tl_take_faults (a bitmask), then cleared. */
#define TL_FAULT_REFCOUNT_UNDERFLOW 1 /* a refcount went below zero */
#define TL_FAULT_FREED_HELD_OBJECT 2  /* an object the host holds was released to zero */
int32_t tl_take_faults(void);

/* Arrays. npy_intp is 32-bit on wasm32, so dims and strides are int32_t arrays here.
 * A scratch area of 2 * TL_MAX_DIMS int32 values: the host writes dim k at scratch[k] and
 * stride k at scratch[TL_MAX_DIMS + k]. */
#define TL_MAX_DIMS 64
int32_t* tl_scratch(void);
/* A new array of type `typenum` with `nd` dims and strides (bytes, all >= 0) read from the
 * scratch area, owning fresh, aligned, uninitialised data large enough for that layout; the
 * host then writes the data at tl_array_data(). NULL with ValueError/MemoryError set on a bad
 * type number, a negative dim, or a size that overflows. */
struct _object* tl_new_array(int32_t typenum, int32_t nd);
/* Readers for an array `obj` (borrowed; tl_kind(obj) == TL_KIND_ARRAY). */
int32_t tl_array_typenum(struct _object* obj);
int32_t tl_array_ndim(struct _object* obj);
const int32_t* tl_array_dims(struct _object* obj);
const int32_t* tl_array_strides(struct _object* obj);
char* tl_array_data(struct _object* obj);
/* Clears NumPy flags on an array made by tl_new_array, so the guest's copy reports what the
 * host array was (e.g. NPY_ARRAY_ALIGNED for a misaligned host array). */
void tl_array_clear_flags(struct _object* obj, int32_t flags);

/* --- entry template (wasm/entry.h), per generated module --- */
/* Store an input or constant for the next tl_init/tl_run; steals `obj`, releases the previous. */
void tl_set_input(int32_t index, struct _object* obj);
void tl_set_constant(int32_t index, struct _object* obj);
/* Build the per-instance state (struct init). 0, or the failure id with an exception set. */
int32_t tl_init(void);
/* Run the graph once. 0, or the failure id with an exception set. Inputs stay alive until
 * replaced, so an output that is an input stays valid. */
int32_t tl_run(void);
/* Output `index` of the last successful run: a borrowed reference. */
struct _object* tl_output(int32_t index);
/* Flush stdio so captured output reaches the host. */
void tl_flush(void);
/* If input `index` holds an array that only the input slot references, with this type number,
 * `nd`, and the dims and strides now in the scratch area, and owning writeable data: its data
 * pointer, so the host can overwrite the data in place instead of allocating. Otherwise NULL. */
char* tl_reuse_input_array(int32_t index, int32_t typenum, int32_t nd);

/* ABI 4: a call in two guest calls. The call area is an int32_t array of at least `words`
 * words (valid until the next tl_call_area; NULL with MemoryError) the host writes input
 * records into and reads the faults and output records from. */
int32_t* tl_call_area(int32_t words);
/* An input record: these words, then dims[nd], then strides[nd] (bytes, all >= 0). The host
 * fills SLOT to DIMS; the guest writes OBJ (the input's array, placed in the slot) and DATA
 * (where the host writes its elements). FLAGS: TL_INPUT_ALIGNED when the host array is
 * aligned (only then may the slot's old buffer be reused, as tl_reuse_input_array says). */
enum tl_input_record {
    TL_INPUT_SLOT = 0,
    TL_INPUT_TYPENUM = 1,
    TL_INPUT_ND = 2,
    TL_INPUT_FLAGS = 3,
    TL_INPUT_OBJ = 4,
    TL_INPUT_DATA = 5,
    TL_INPUT_DIMS = 6,
};
#define TL_INPUT_ALIGNED 1
/* Places the `count` array inputs described by the records in the call area: each reuses its
 * slot's buffer when tl_reuse_input_array would, else becomes a new array (tl_new_array, its
 * NPY_ARRAY_ALIGNED flag cleared when the host's is) stored with tl_set_input. 0, or -1 with
 * an exception set (the records before the failing one were placed). */
int32_t tl_set_array_inputs(int32_t count);
/* tl_run, then tl_take_faults into word 0 of the call area; when both are 0, an output record
 * per output from word 1 on (TL_OUTPUT_WORDS words each) and, ABI 5, one word per input slot
 * after them: the data pointer of the slot's array when tl_set_array_inputs placed it aligned
 * and tl_reuse_input_array would now return it for the same layout, else 0. With those
 * pointers the host's next call with the same input records skips tl_set_array_inputs and
 * writes the elements there. Returns tl_run's result. */
enum tl_output_record {
    TL_OUTPUT_OBJ = 0,     /* tl_output(index) */
    TL_OUTPUT_KIND = 1,    /* tl_kind(obj); the words below only for TL_KIND_ARRAY */
    TL_OUTPUT_TYPENUM = 2,
    TL_OUTPUT_ND = 3,
    TL_OUTPUT_DIMS = 4,    /* tl_array_dims(obj) */
    TL_OUTPUT_STRIDES = 5, /* tl_array_strides(obj) */
    TL_OUTPUT_DATA = 6,    /* tl_array_data(obj) */
    TL_OUTPUT_WORDS = 7,
};
int32_t tl_run_described(void);

#ifdef __cplusplus
}
#endif

#endif
