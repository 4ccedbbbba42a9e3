/* Wasm entry template (twinlink_entry.h on the wasm target): replaces PyInit_* with the
 * instance exports of wasm/guest_abi.h. One wasm instance is one Function instance, so the
 * state is a single one: instances never share it because they never share memory. */
#include "guest_abi.h"

#ifdef __cplusplus
extern "C" int (*tl_dealloc_guard)(PyObject* obj);
#include <cstdlib>
#include <new>
/* The sandbox's allocation functions for C++ modules, replacing libc++'s: a failed `new` traps
 * (there are no exceptions to throw), whichever libc++ the toolchain has; after a refused
 * memory growth the host reports that as SandboxMemoryError. `nothrow` forms return NULL. */
void* operator new(std::size_t n) {
    void* p = std::malloc(n ? n : 1);
    if (!p)
        __builtin_trap();
    return p;
}
void* operator new[](std::size_t n) { return ::operator new(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return std::malloc(n ? n : 1); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return std::malloc(n ? n : 1); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
/* Over-aligned types (alignas above 16) use these; sizes are rounded up as aligned_alloc wants. */
static void* tl_aligned(std::size_t n, std::align_val_t a) {
    std::size_t align = static_cast<std::size_t>(a);
    std::size_t size = n ? (n + align - 1) / align * align : align;
    return size < n ? nullptr : std::aligned_alloc(align, size);
}
void* operator new(std::size_t n, std::align_val_t a) {
    void* p = tl_aligned(n, a);
    if (!p)
        __builtin_trap();
    return p;
}
void* operator new[](std::size_t n, std::align_val_t a) { return ::operator new(n, a); }
void* operator new(std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept { return tl_aligned(n, a); }
void* operator new[](std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept { return tl_aligned(n, a); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
#else
extern int (*tl_dealloc_guard)(PyObject* obj);
/* A C module's state is plain data whose zeroed memory is its initial value; a C++ module
 * defines these two with new and delete (its destructor runs cleanup). */
static tl_state* tl_state_create(void) { return (tl_state*)calloc(1, sizeof(tl_state)); }
static void tl_state_destroy(tl_state* state) {
    tl_state_cleanup(state);
    free(state);
}
#endif
#include <numpy/arrayobject.h>

static tl_state* tl_the_state;
static PyObject* tl_inputs_[TL_N_INPUTS > 0 ? TL_N_INPUTS : 1];
static PyObject* tl_constants_[TL_N_CONSTANTS > 0 ? TL_N_CONSTANTS : 1];
static int tl_module_ready;
/* ABI 5: the layout each input slot's array was placed with by tl_set_array_inputs (type
 * number, rank, dims, strides; rank -1: none, the slot was set otherwise or not aligned). */
typedef struct {
    int32_t typenum, nd, dims[TL_MAX_DIMS], strides[TL_MAX_DIMS];
} tl_input_layout;
static tl_input_layout tl_input_layouts_[TL_N_INPUTS > 0 ? TL_N_INPUTS : 1];

TL_EXPORT(tl_set_input) void tl_set_input(int32_t index, PyObject* obj) {
    if (index < 0 || index >= TL_N_INPUTS) {
        Py_XDECREF(obj);
        return;
    }
    Py_XSETREF(tl_inputs_[index], obj);
    tl_input_layouts_[index].nd = -1;
}

TL_EXPORT(tl_set_constant) void tl_set_constant(int32_t index, PyObject* obj) {
    if (index < 0 || index >= TL_N_CONSTANTS) {
        Py_XDECREF(obj);
        return;
    }
    Py_XSETREF(tl_constants_[index], obj);
}

/* Objects the host holds through the slots must not be freed by op code (see object.c). */
static int tl_held_by_host(PyObject* obj) {
    for (int i = 0; i < TL_N_INPUTS; i++)
        if (tl_inputs_[i] == obj)
            return 1;
    for (int i = 0; i < TL_N_CONSTANTS; i++)
        if (tl_constants_[i] == obj)
            return 1;
    return 0;
}

TL_EXPORT(tl_init) int32_t tl_init(void) {
    tl_dealloc_guard = tl_held_by_host;
    if (!tl_module_ready) {
        if (!tl_module_init())
            return -1;
        tl_module_ready = 1;
    }
    if (tl_the_state) {
        tl_state_destroy(tl_the_state);
        tl_the_state = NULL;
    }
    for (int i = 0; i < TL_N_CONSTANTS; i++) {
        if (!tl_constants_[i]) {
            PyErr_Format(PyExc_SystemError, "constant %d was not set before tl_init", i);
            return -1;
        }
    }
    tl_the_state = tl_state_create();
    if (!tl_the_state) {
        PyErr_NoMemory();
        return -1;
    }
    tl_the_state->tl_return_list = 1;
    return tl_state_init(tl_the_state, tl_constants_);
}

/* Flushes stdio so captured output reaches the host; a stream with nothing buffered is left
 * alone (musl's __fpending), which spares most runs two calls. */
#if __has_include(<stdio_ext.h>)
#include <stdio_ext.h>
#define TL_PENDING(f) (__fpending(f) != 0)
#else
#define TL_PENDING(f) 1
#endif
static void tl_flush_streams(void) {
    if (TL_PENDING(stdout))
        fflush(stdout);
    if (TL_PENDING(stderr))
        fflush(stderr);
}

TL_EXPORT(tl_run) int32_t tl_run(void) {
    for (int i = 0; i < TL_N_INPUTS; i++) {
        if (!tl_inputs_[i]) {
            PyErr_Format(PyExc_SystemError, "input %d was not set before tl_run", i);
            return -1;
        }
    }
    if (!tl_the_state) {
        PyErr_SetString(PyExc_SystemError, "tl_run before a successful tl_init");
        return -1;
    }
    int32_t failure = tl_state_run(tl_the_state, tl_inputs_);
    tl_flush_streams();
    return failure;
}

TL_EXPORT(tl_output) PyObject* tl_output(int32_t index) {
    if (index < 0 || index >= TL_N_OUTPUTS || !tl_the_state)
        return NULL;
    return tl_state_output(tl_the_state, tl_inputs_, index);
}

TL_EXPORT(tl_flush) void tl_flush(void) { tl_flush_streams(); }

/* The data of input `index` when its array can take new elements of this type number, rank,
 * dims and strides in place: a base-class array only the slot references (an op may have kept
 * it), owning writeable aligned data, with exactly this layout. Otherwise NULL. */
static char* tl_reusable_input(int32_t index, int32_t typenum, int32_t nd, const int32_t* dims,
                               const int32_t* strides) {
    if (index < 0 || index >= TL_N_INPUTS)
        return NULL;
    PyObject* obj = tl_inputs_[index];
    if (!obj || Py_REFCNT(obj) != 1 || !Py_IS_TYPE(obj, &PyArray_Type))
        return NULL;
    PyArrayObject* arr = (PyArrayObject*)obj;
    if (PyArray_TYPE(arr) != typenum || PyArray_NDIM(arr) != nd || PyArray_BASE(arr) != NULL ||
        !PyArray_CHKFLAGS(arr, NPY_ARRAY_OWNDATA | NPY_ARRAY_WRITEABLE | NPY_ARRAY_ALIGNED))
        return NULL;
    for (int k = 0; k < nd; k++) {
        if (PyArray_DIMS(arr)[k] != dims[k] || PyArray_STRIDES(arr)[k] != strides[k])
            return NULL;
    }
    return PyArray_BYTES(arr);
}

TL_EXPORT(tl_reuse_input_array) char* tl_reuse_input_array(int32_t index, int32_t typenum, int32_t nd) {
    const int32_t* layout = tl_scratch();
    return tl_reusable_input(index, typenum, nd, layout, layout + TL_MAX_DIMS);
}

/* ABI 4: the call area and the two calls a call makes (guest_abi.h). */
static int32_t* tl_call_area_;
static int32_t tl_call_area_words_;

TL_EXPORT(tl_call_area) int32_t* tl_call_area(int32_t words) {
    if (words < 0) {
        PyErr_BadInternalCall();
        return NULL;
    }
    if (words > tl_call_area_words_ || !tl_call_area_) {
        int32_t* grown = (int32_t*)realloc(tl_call_area_, (size_t)(words ? words : 1) * sizeof(int32_t));
        if (!grown) {
            PyErr_NoMemory();
            return NULL;
        }
        tl_call_area_ = grown;
        tl_call_area_words_ = words;
    }
    return tl_call_area_;
}

TL_EXPORT(tl_set_array_inputs) int32_t tl_set_array_inputs(int32_t count) {
    int32_t* record = tl_call_area_;
    int32_t* end = tl_call_area_ + tl_call_area_words_;
    int32_t* scratch = tl_scratch();
    for (int32_t i = 0; i < count; i++) {
        if (end - record < TL_INPUT_DIMS) {
            PyErr_SetString(PyExc_SystemError, "tl_set_array_inputs: the records pass the call area");
            return -1;
        }
        int32_t slot = record[TL_INPUT_SLOT], typenum = record[TL_INPUT_TYPENUM], nd = record[TL_INPUT_ND];
        if (slot < 0 || slot >= TL_N_INPUTS || nd < 0 || nd > TL_MAX_DIMS || end - record < TL_INPUT_DIMS + 2 * nd) {
            PyErr_SetString(PyExc_SystemError, "tl_set_array_inputs: a bad input record");
            return -1;
        }
        const int32_t* layout = record + TL_INPUT_DIMS;
        for (int32_t k = 0; k < nd; k++) {
            scratch[k] = layout[k];
            scratch[TL_MAX_DIMS + k] = layout[nd + k];
        }
        char* data = (record[TL_INPUT_FLAGS] & TL_INPUT_ALIGNED) ? tl_reuse_input_array(slot, typenum, nd) : NULL;
        PyObject* obj = tl_inputs_[slot];
        if (!data) {
            obj = tl_new_array(typenum, nd);
            if (!obj)
                return -1;
            if (!(record[TL_INPUT_FLAGS] & TL_INPUT_ALIGNED))
                tl_array_clear_flags(obj, NPY_ARRAY_ALIGNED);
            tl_set_input(slot, obj);
            data = tl_array_data(obj);
        }
        record[TL_INPUT_OBJ] = (int32_t)(intptr_t)obj;
        record[TL_INPUT_DATA] = (int32_t)(intptr_t)data;
        tl_input_layout* kept = &tl_input_layouts_[slot];
        kept->typenum = typenum;
        kept->nd = (record[TL_INPUT_FLAGS] & TL_INPUT_ALIGNED) ? nd : -1;
        for (int32_t k = 0; k < nd; k++) {
            kept->dims[k] = scratch[k];
            kept->strides[k] = scratch[TL_MAX_DIMS + k];
        }
        record += TL_INPUT_DIMS + 2 * nd;
    }
    return 0;
}

/* An output record holds an array's own dims and strides as int32 words. */
#ifdef __cplusplus
static_assert(sizeof(npy_intp) == sizeof(int32_t), "npy_intp is not 32-bit");
#else
_Static_assert(sizeof(npy_intp) == sizeof(int32_t), "npy_intp is not 32-bit");
#endif

TL_EXPORT(tl_run_described) int32_t tl_run_described(void) {
    int32_t* area = tl_call_area_;
    if (!area || tl_call_area_words_ < 1 + TL_N_OUTPUTS * TL_OUTPUT_WORDS + TL_N_INPUTS) {
        PyErr_SetString(PyExc_SystemError, "tl_run_described: the call area is too small for the outputs");
        return -1;
    }
    int32_t failure = tl_run();
    int32_t faults = tl_take_faults();
    area[0] = faults;
    if (failure || faults)
        return failure;
    for (int32_t i = 0; i < TL_N_OUTPUTS; i++) {
        int32_t* out = area + 1 + i * TL_OUTPUT_WORDS;
        PyObject* obj = tl_output(i);
        /* The usual output, an array of exactly PyArray_Type, needs no tl_kind call; an array
         * of any subtype is described from its struct (the values tl_array_typenum ...
         * tl_array_data return: npy_intp is int32_t here, so its own dims and strides). */
        int32_t kind = obj && Py_IS_TYPE(obj, &PyArray_Type) ? TL_KIND_ARRAY : tl_kind(obj);
        out[TL_OUTPUT_OBJ] = (int32_t)(intptr_t)obj;
        out[TL_OUTPUT_KIND] = kind;
        if (kind == TL_KIND_ARRAY) {
            PyArrayObject* arr = (PyArrayObject*)obj;
            out[TL_OUTPUT_TYPENUM] = PyArray_TYPE(arr);
            out[TL_OUTPUT_ND] = PyArray_NDIM(arr);
            out[TL_OUTPUT_DIMS] = (int32_t)(intptr_t)PyArray_DIMS(arr);
            out[TL_OUTPUT_STRIDES] = (int32_t)(intptr_t)PyArray_STRIDES(arr);
            out[TL_OUTPUT_DATA] = (int32_t)(intptr_t)PyArray_BYTES(arr);
        }
    }
    int32_t* reuse = area + 1 + TL_N_OUTPUTS * TL_OUTPUT_WORDS;
    for (int32_t i = 0; i < TL_N_INPUTS; i++) {
        const tl_input_layout* kept = &tl_input_layouts_[i];
        reuse[i] = kept->nd < 0 ? 0
                                : (int32_t)(intptr_t)tl_reusable_input(i, kept->typenum, kept->nd, kept->dims,
                                                                       kept->strides);
    }
    return 0;
}
