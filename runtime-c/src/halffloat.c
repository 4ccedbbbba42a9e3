/* IEEE binary16 conversions, done on the bit patterns so they are exact and round the same
 * on every target (wasm32 has no half-precision instructions). */
#include "shim.h"

#include "numpy/halffloat.h"

double npy_half_to_double(npy_half h) {
    uint64_t sign = (uint64_t)(h & 0x8000u) << 48;
    unsigned exponent = (h >> 10) & 0x1fu;
    uint64_t mantissa = h & 0x3ffu;
    uint64_t bits;
    if (exponent == 0) {
        /* Zero or subnormal: mantissa * 2^-24, exact in a double. */
        double value = ldexp((double)mantissa, -24);
        return sign ? -value : value;
    }
    if (exponent == 31) {
        bits = sign | UINT64_C(0x7ff0000000000000) | (mantissa << 42); /* inf or NaN */
    } else {
        bits = sign | ((uint64_t)(exponent - 15 + 1023) << 52) | (mantissa << 42);
    }
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

float npy_half_to_float(npy_half h) {
    return (float)npy_half_to_double(h); /* exact: every half is a float */
}

/* q >> shift rounded to nearest, ties to even (1 <= shift <= 63). */
static uint64_t shift_round_even(uint64_t q, unsigned shift) {
    uint64_t kept = q >> shift;
    uint64_t rest = q & ((UINT64_C(1) << shift) - 1);
    uint64_t half = UINT64_C(1) << (shift - 1);
    if (rest > half || (rest == half && (kept & 1))) {
        kept++;
    }
    return kept;
}

npy_half npy_double_to_half(double d) {
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    npy_half sign = (npy_half)((bits >> 48) & 0x8000u);
    uint64_t magnitude = bits & UINT64_C(0x7fffffffffffffff);
    if (magnitude >= UINT64_C(0x7ff0000000000000)) {
        if (magnitude == UINT64_C(0x7ff0000000000000)) {
            return sign | 0x7c00u;
        }
        /* NaN: keep the top payload bits, and stay a NaN if they are all zero. */
        npy_half payload = (npy_half)((magnitude >> 42) & 0x3ffu);
        return sign | 0x7c00u | (payload ? payload : 0x200u);
    }
    int exponent = (int)(magnitude >> 52) - 1023;
    uint64_t significand = (magnitude & UINT64_C(0xfffffffffffff)) | (UINT64_C(1) << 52);
    if (exponent > 15) {
        return sign | 0x7c00u;
    }
    if (exponent < -25) {
        return sign; /* below half the smallest subnormal (also catches double subnormals) */
    }
    if (exponent < -14) {
        /* Subnormal half: units of 2^-24. A carry into 0x400 is the smallest normal. */
        return sign | (npy_half)shift_round_even(significand, (unsigned)(28 - exponent));
    }
    /* Normal: 11 significant bits; a carry out of the mantissa bumps the exponent, up to
     * 0x7c00 (infinity) past the largest half. */
    uint64_t q = shift_round_even(significand, 42);
    return sign | (npy_half)(((uint64_t)(exponent + 15) << 10) + q - 1024);
}

npy_half npy_float_to_half(float f) {
    return npy_double_to_half((double)f); /* float to double is exact: one rounding */
}
