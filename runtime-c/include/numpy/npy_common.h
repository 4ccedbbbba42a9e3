/* NumPy's scalar C types, their limits, sizes and printf formats (numpy/npy_common.h).
 *
 * The widths follow NumPy on 64-bit Linux, where the host runs, with one twist: on wasm32
 * C `long` is 32-bit, but the host numbers int64 data NPY_LONG (its sized alias NPY_INT64 is
 * NPY_LONG). So npy_long/npy_ulong are int64_t/uint64_t here on every target, and the shim
 * gives type number NPY_LONG/NPY_ULONG 8-byte elements; `long` itself stays 32-bit, so op code
 * must read NPY_LONG data through npy_long (or npy_int64), never through `long`.
 * npy_intp is pointer-sized, as in NumPy: 32-bit on wasm32, 64-bit natively. */
#ifndef TWINLINK_NUMPY_NPY_COMMON_H
#define TWINLINK_NUMPY_NPY_COMMON_H

#include <Python.h>

#ifndef __cplusplus
#include <complex.h> /* NumPy includes it too (C only), so op code sees the same names */
#endif
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>

#include "npy_endian.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* --- compiler helpers --- */
#define NPY_INLINE inline
#define NPY_INPLACE static inline
#define NPY_FINLINE static inline __attribute__((always_inline))
#define NPY_NOINLINE static __attribute__((noinline))
#define NPY_UNUSED(x) __NPY_UNUSED_TAGGED##x __attribute__((__unused__))
#define NPY_LIKELY(x) __builtin_expect(!!(x), 1)
#define NPY_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define NPY_EXPECT(x, y) __builtin_expect(x, y)
#define NPY_GCC_OPT_3
#define NPY_GCC_UNROLL_LOOPS
#define NPY_GCC_NONNULL(n) __attribute__((nonnull(n)))
#define NPY_VISIBILITY_HIDDEN __attribute__((visibility("hidden")))
#define NPY_NO_EXPORT NPY_VISIBILITY_HIDDEN
#define NPY_STEALS_REF_TO_ARG(n)
#define NPY_RETURNS_BORROWED_REF
#define NPY_CAST_CONST_PTR(x) ((void*)(x))

/* API versions, for op code that compares NPY_NO_DEPRECATED_API or NPY_TARGET_VERSION
 * against them (the shim itself ignores both: it always offers NumPy 2's API). */
#define NPY_1_7_API_VERSION 0x00000007
#define NPY_1_8_API_VERSION 0x00000008
#define NPY_1_9_API_VERSION 0x00000009
#define NPY_1_10_API_VERSION 0x0000000a
#define NPY_1_11_API_VERSION 0x0000000a
#define NPY_1_12_API_VERSION 0x0000000a
#define NPY_1_13_API_VERSION 0x0000000b
#define NPY_1_14_API_VERSION 0x0000000c
#define NPY_1_15_API_VERSION 0x0000000c
#define NPY_1_16_API_VERSION 0x0000000d
#define NPY_1_17_API_VERSION 0x0000000d
#define NPY_1_18_API_VERSION 0x0000000d
#define NPY_1_19_API_VERSION 0x0000000d
#define NPY_1_20_API_VERSION 0x0000000e
#define NPY_1_21_API_VERSION 0x0000000e
#define NPY_1_22_API_VERSION 0x0000000f
#define NPY_1_23_API_VERSION 0x00000010
#define NPY_1_24_API_VERSION 0x00000010
#define NPY_1_25_API_VERSION 0x00000011
#define NPY_2_0_API_VERSION 0x00000012
#define NPY_2_1_API_VERSION 0x00000013
#define NPY_2_2_API_VERSION 0x00000013
#define NPY_2_3_API_VERSION 0x00000014
#define NPY_ABI_VERSION 0x02000000
#define NPY_API_VERSION NPY_2_0_API_VERSION
#define NPY_FEATURE_VERSION NPY_2_0_API_VERSION

/* --- the types --- */
typedef intptr_t npy_intp;
typedef uintptr_t npy_uintp;
typedef Py_hash_t npy_hash_t;

typedef unsigned char npy_bool;
#define NPY_FALSE 0
#define NPY_TRUE 1

typedef char npy_char;
typedef signed char npy_byte;
typedef unsigned char npy_ubyte;
typedef unsigned char npy_uchar;
typedef short npy_short;
typedef unsigned short npy_ushort;
typedef int npy_int;
typedef unsigned int npy_uint;
typedef int64_t npy_long;   /* NOT C long on wasm32: see the top of this file */
typedef uint64_t npy_ulong; /* likewise */
typedef long long npy_longlong;
typedef unsigned long long npy_ulonglong;
typedef float npy_float;
typedef double npy_double;
typedef long double npy_longdouble; /* x87 80-bit natively, binary128 on wasm32 */
typedef uint16_t npy_half;          /* IEEE binary16 bits; see numpy/halffloat.h */

#ifdef __cplusplus
/* NumPy's C++ layout: two reals in a struct (C++ has no _Complex). */
typedef struct {
    float _Val[2];
} npy_cfloat;
typedef struct {
    double _Val[2];
} npy_cdouble;
typedef struct {
    long double _Val[2];
} npy_clongdouble;
#else
typedef float _Complex npy_cfloat;
typedef double _Complex npy_cdouble;
typedef long double _Complex npy_clongdouble;
#endif

typedef int8_t npy_int8;
typedef uint8_t npy_uint8;
typedef int16_t npy_int16;
typedef uint16_t npy_uint16;
typedef int32_t npy_int32;
typedef uint32_t npy_uint32;
typedef int64_t npy_int64;
typedef uint64_t npy_uint64;
typedef npy_half npy_float16;
typedef float npy_float32;
typedef double npy_float64;
typedef npy_cfloat npy_complex64;
typedef npy_cdouble npy_complex128;

typedef npy_int64 npy_datetime;
typedef npy_int64 npy_timedelta;
typedef uint32_t npy_ucs4;

/* --- sizes, usable in #if --- */
#define NPY_SIZEOF_CHAR 1
#define NPY_SIZEOF_BYTE 1
#define NPY_SIZEOF_SHORT 2
#define NPY_SIZEOF_INT 4
#define NPY_SIZEOF_LONG 8 /* sizeof(npy_long), not sizeof(long) */
#define NPY_SIZEOF_LONGLONG 8
#define NPY_SIZEOF_PY_LONG_LONG 8
#define NPY_SIZEOF_HALF 2
#define NPY_SIZEOF_FLOAT 4
#define NPY_SIZEOF_DOUBLE 8
#define NPY_SIZEOF_LONGDOUBLE __SIZEOF_LONG_DOUBLE__
#define NPY_SIZEOF_COMPLEX_FLOAT 8
#define NPY_SIZEOF_COMPLEX_DOUBLE 16
#define NPY_SIZEOF_COMPLEX_LONGDOUBLE (2 * __SIZEOF_LONG_DOUBLE__)
#define NPY_SIZEOF_CFLOAT NPY_SIZEOF_COMPLEX_FLOAT
#define NPY_SIZEOF_CDOUBLE NPY_SIZEOF_COMPLEX_DOUBLE
#define NPY_SIZEOF_CLONGDOUBLE NPY_SIZEOF_COMPLEX_LONGDOUBLE
#define NPY_SIZEOF_DATETIME 8
#define NPY_SIZEOF_TIMEDELTA 8
#define NPY_SIZEOF_INTP __SIZEOF_POINTER__
#define NPY_SIZEOF_UINTP __SIZEOF_POINTER__
#define NPY_SIZEOF_PY_INTPTR_T __SIZEOF_POINTER__
#define NPY_SIZEOF_SIZE_T __SIZEOF_SIZE_T__
#define NPY_SIZEOF_HASH_T NPY_SIZEOF_INTP

#define NPY_BITSOF_BOOL 8
#define NPY_BITSOF_CHAR 8
#define NPY_BITSOF_BYTE 8
#define NPY_BITSOF_SHORT 16
#define NPY_BITSOF_INT 32
#define NPY_BITSOF_LONG 64
#define NPY_BITSOF_LONGLONG 64
#define NPY_BITSOF_INTP (8 * NPY_SIZEOF_INTP)
#define NPY_BITSOF_HALF 16
#define NPY_BITSOF_FLOAT 32
#define NPY_BITSOF_DOUBLE 64
#define NPY_BITSOF_LONGDOUBLE (8 * NPY_SIZEOF_LONGDOUBLE)
#define NPY_BITSOF_CFLOAT 64
#define NPY_BITSOF_CDOUBLE 128
#define NPY_BITSOF_CLONGDOUBLE (8 * NPY_SIZEOF_CLONGDOUBLE)
#define NPY_BITSOF_DATETIME 64
#define NPY_BITSOF_TIMEDELTA 64

/* --- limits --- */
#define NPY_MAX_INT8 127
#define NPY_MIN_INT8 (-128)
#define NPY_MAX_UINT8 255
#define NPY_MAX_INT16 32767
#define NPY_MIN_INT16 (-32768)
#define NPY_MAX_UINT16 65535
#define NPY_MAX_INT32 2147483647
#define NPY_MIN_INT32 (-NPY_MAX_INT32 - 1)
#define NPY_MAX_UINT32 4294967295U
#define NPY_MAX_INT64 INT64_C(9223372036854775807)
#define NPY_MIN_INT64 (-NPY_MAX_INT64 - 1)
#define NPY_MAX_UINT64 UINT64_C(18446744073709551615)

#define NPY_MAX_BYTE NPY_MAX_INT8
#define NPY_MIN_BYTE NPY_MIN_INT8
#define NPY_MAX_UBYTE NPY_MAX_UINT8
#define NPY_MAX_SHORT NPY_MAX_INT16
#define NPY_MIN_SHORT NPY_MIN_INT16
#define NPY_MAX_USHORT NPY_MAX_UINT16
#define NPY_MAX_INT INT_MAX
#define NPY_MIN_INT INT_MIN
#define NPY_MAX_UINT UINT_MAX
#define NPY_MAX_LONG NPY_MAX_INT64 /* npy_long's, not LONG_MAX */
#define NPY_MIN_LONG NPY_MIN_INT64
#define NPY_MAX_ULONG NPY_MAX_UINT64
#define NPY_MAX_LONGLONG LLONG_MAX
#define NPY_MIN_LONGLONG LLONG_MIN
#define NPY_MAX_ULONGLONG ULLONG_MAX
#define NPY_MAX_INTP INTPTR_MAX
#define NPY_MIN_INTP INTPTR_MIN
#define NPY_MAX_UINTP UINTPTR_MAX
#define NPY_MIN_DATETIME NPY_MIN_INT64
#define NPY_MAX_DATETIME NPY_MAX_INT64
#define NPY_MIN_TIMEDELTA NPY_MIN_INT64
#define NPY_MAX_TIMEDELTA NPY_MAX_INT64

/* --- printf formats (without the %) --- */
#define NPY_INTP_FMT "ld" /* npy_intp is long on both targets */
#define NPY_SHORT_FMT "hd"
#define NPY_USHORT_FMT "hu"
#define NPY_INT_FMT "d"
#define NPY_UINT_FMT "u"
#define NPY_LONG_FMT PRId64
#define NPY_ULONG_FMT PRIu64
#define NPY_LONGLONG_FMT "lld"
#define NPY_ULONGLONG_FMT "llu"
#define NPY_INT32_FMT PRId32
#define NPY_UINT32_FMT PRIu32
#define NPY_INT64_FMT PRId64
#define NPY_UINT64_FMT PRIu64
#define NPY_LONGDOUBLE_FMT "Lg"

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
