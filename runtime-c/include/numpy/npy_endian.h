/* Byte order (numpy/npy_endian.h): both the host and wasm32 are little-endian, which the
 * host relies on when it copies array data into the guest unchanged. */
#ifndef TWINLINK_NUMPY_NPY_ENDIAN_H
#define TWINLINK_NUMPY_NPY_ENDIAN_H

#ifdef __cplusplus
extern "C" {
#endif

#define NPY_LITTLE_ENDIAN 1234
#define NPY_BIG_ENDIAN 4321
#define NPY_BYTE_ORDER NPY_LITTLE_ENDIAN

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the twinlink NumPy shim assumes a little-endian target"
#endif

#ifdef __cplusplus
}
#endif

#endif
