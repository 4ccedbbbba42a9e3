/* IEEE binary16 (npy_half) conversions and tests (numpy/halffloat.h). Conversions to half
 * round to nearest, ties to even, overflowing to infinity; to float/double they are exact. */
#ifndef TWINLINK_NUMPY_HALFFLOAT_H
#define TWINLINK_NUMPY_HALFFLOAT_H

#include "npy_common.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define NPY_HALF_ZERO (0x0000u)
#define NPY_HALF_PZERO (0x0000u)
#define NPY_HALF_NZERO (0x8000u)
#define NPY_HALF_ONE (0x3c00u)
#define NPY_HALF_NEGONE (0xbc00u)
#define NPY_HALF_PINF (0x7c00u)
#define NPY_HALF_NINF (0xfc00u)
#define NPY_HALF_NAN (0x7e00u)
#define NPY_MAX_HALF (0x7bffu)

float npy_half_to_float(npy_half h);
double npy_half_to_double(npy_half h);
npy_half npy_float_to_half(float f);
npy_half npy_double_to_half(double d);

static inline int npy_half_isnan(npy_half h) {
    return (h & 0x7c00u) == 0x7c00u && (h & 0x03ffu) != 0;
}

static inline int npy_half_isinf(npy_half h) {
    return (h & 0x7fffu) == 0x7c00u;
}

static inline int npy_half_isfinite(npy_half h) {
    return (h & 0x7c00u) != 0x7c00u;
}

static inline int npy_half_signbit(npy_half h) {
    return (h & 0x8000u) != 0;
}

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
