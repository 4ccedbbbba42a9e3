/* Tests for numpy/npy_math.h (constants, classification, libm wrappers, NumPy's composite
 * functions, complex helpers) and numpy/halffloat.h (binary16 conversions). */
#include "check.h"

#include <numpy/halffloat.h>
#include <numpy/npy_math.h>

static void test_constants(void) {
    CHECK(npy_isnan(NPY_NAN) && npy_isnan(NPY_NANF) && npy_isnan(NPY_NANL));
    CHECK(npy_isinf(NPY_INFINITY) && NPY_INFINITY > 0 && npy_isinf(-NPY_INFINITYF));
    CHECK(NPY_PZERO == 0.0 && !npy_signbit(NPY_PZERO) && npy_signbit(NPY_NZERO));
    CHECK(npy_signbit(NPY_NZEROF) && npy_signbit(NPY_NZEROL));
    CHECK(NPY_PI == M_PI && NPY_E == M_E && NPY_LOGE2 == M_LN2 && NPY_LOG2E == M_LOG2E);
    CHECK(NPY_PI_2 == M_PI_2 && NPY_PI_4 == M_PI_4 && NPY_1_PI == M_1_PI && NPY_SQRT2 == M_SQRT2);
    CHECK(NPY_LOGE10 == M_LN10 && NPY_LOG10E == M_LOG10E && NPY_SQRT1_2 == M_SQRT1_2);
    CHECK(NPY_EULER > 0.5772156649 && NPY_EULER < 0.5772156650);
    CHECK(NPY_PIf == (float)M_PI && NPY_PIl > 3.14159265358979 && NPY_PIl < 3.1415926535898);
}

static void test_classification(void) {
    CHECK(npy_isfinite(1.0) && !npy_isfinite(NPY_INFINITY) && !npy_isfinite(NPY_NAN));
    CHECK(npy_isfinite(1.0f) && !npy_isnan(0.0f) && npy_isnan((double)NPY_NANF));
    CHECK(npy_signbit(-2.0) && !npy_signbit(2.0) && npy_signbit(-NPY_NAN));
}

static void test_functions(void) {
    CHECK(npy_sqrt(16.0) == 4.0 && npy_sqrtf(2.25f) == 1.5f && npy_sqrtl(4.0L) == 2.0L);
    CHECK(npy_exp(0.0) == 1.0 && npy_log(1.0) == 0.0 && npy_log2(8.0) == 3.0);
    CHECK(npy_log10(1000.0) == 3.0 && npy_exp2(10.0) == 1024.0 && npy_cbrt(27.0) == 3.0);
    CHECK(npy_log1p(1e-300) == 1e-300 && npy_expm1(1e-300) == 1e-300);
    CHECK(npy_fabs(-3.5) == 3.5 && npy_floor(-1.5) == -2.0 && npy_ceil(-1.5) == -1.0);
    CHECK(npy_trunc(-1.7) == -1.0 && npy_rint(2.5) == 2.0 && npy_rint(3.5) == 4.0);
    CHECK(npy_pow(2.0, 10.0) == 1024.0 && npy_fmod(7.0, -3.0) == 1.0 && npy_fmod(-7.0, 3.0) == -1.0);
    CHECK(npy_atan2(1.0, 1.0) == NPY_PI_4 && npy_hypot(3.0, 4.0) == 5.0);
    CHECK(npy_sin(0.0) == 0.0 && npy_cos(0.0) == 1.0 && npy_tan(0.0) == 0.0);
    CHECK(npy_tanh(1e3) == 1.0 && npy_sinh(0.0) == 0.0 && npy_cosh(0.0) == 1.0);
    CHECK(npy_asin(0.0) == 0.0 && npy_acos(1.0) == 0.0 && npy_atan(0.0) == 0.0);
    CHECK(npy_asinh(0.0) == 0.0 && npy_acosh(1.0) == 0.0 && npy_atanh(0.0) == 0.0);
    CHECK(npy_copysign(3.0, -0.0) == -3.0 && npy_nextafter(1.0, 2.0) > 1.0);
    double whole;
    CHECK(npy_modf(2.75, &whole) == 0.75 && whole == 2.0);
    CHECK(npy_fabsf(-1.5f) == 1.5f && npy_floorf(2.5f) == 2.0f && npy_expf(0.0f) == 1.0f);
    CHECK(npy_logl(1.0L) == 0.0L && npy_fabsl(-2.0L) == 2.0L);
}

static void test_composites(void) {
    CHECK(npy_deg2rad(180.0) == NPY_PI && npy_rad2deg(NPY_PI) == 180.0);
    CHECK(npy_deg2radf(180.0f) == NPY_PIf);
    /* logaddexp: exact for equal arguments, no overflow, NaN in NaN out. */
    CHECK(npy_logaddexp(0.0, 0.0) == NPY_LOGE2);
    CHECK(npy_logaddexp(1000.0, 1000.0) == 1000.0 + NPY_LOGE2);
    CHECK(fabs(npy_logaddexp(1.0, 2.0) - log(exp(1.0) + exp(2.0))) < 1e-15);
    CHECK(npy_logaddexp(1e308, -1e308) == 1e308);
    CHECK(npy_logaddexp(NPY_INFINITY, NPY_INFINITY) == NPY_INFINITY);
    CHECK(npy_logaddexp(-NPY_INFINITY, -NPY_INFINITY) == -NPY_INFINITY);
    CHECK(npy_logaddexp(NPY_INFINITY, 1.0) == NPY_INFINITY);
    CHECK(npy_isnan(npy_logaddexp(NPY_NAN, 1.0)) && npy_isnan(npy_logaddexp(1.0, NPY_NAN)));
    CHECK(npy_logaddexp2(3.0, 3.0) == 4.0);
    CHECK(fabs(npy_logaddexp2(1.0, 2.0) - log2(2.0 + 4.0)) < 1e-15);
    CHECK(npy_logaddexpf(0.0f, 0.0f) == NPY_LOGE2f);
    CHECK(npy_heaviside(-1.0, 0.5) == 0.0 && npy_heaviside(0.0, 0.5) == 0.5);
    CHECK(npy_heaviside(2.0, 0.5) == 1.0 && npy_isnan(npy_heaviside(NPY_NAN, 0.5)));
}

static void test_complex(void) {
    npy_cdouble z = npy_cpack(3.0, -4.0);
    CHECK(npy_creal(z) == 3.0 && npy_cimag(z) == -4.0 && npy_cabs(z) == 5.0);
    npy_csetimag(&z, 4.0);
    CHECK(npy_cimag(z) == 4.0 && npy_cimag(npy_conj(z)) == -4.0);
    npy_cfloat w = npy_cpackf(1.5f, 2.5f);
    CHECK(npy_crealf(w) == 1.5f && npy_cimagf(w) == 2.5f);
    npy_clongdouble l;
    npy_csetreall(&l, 1.0L);
    npy_csetimagl(&l, -1.0L);
    CHECK(npy_creall(l) == 1.0L && npy_cimagl(l) == -1.0L);
    CHECK(sizeof(npy_cdouble) == 2 * sizeof(double) && sizeof(npy_cfloat) == 2 * sizeof(float));
}

static void test_float_status(void) {
    npy_clear_floatstatus();
    volatile double zero = 0.0;
    volatile double q = 1.0 / zero;
    (void)q;
    /* The shim reports no flags (wasm has none to report). */
    CHECK(npy_get_floatstatus() == 0 && npy_clear_floatstatus_barrier(NULL) == 0);
    npy_set_floatstatus_invalid();
    CHECK(npy_get_floatstatus_barrier(NULL) == 0);
    CHECK(NPY_FPE_DIVIDEBYZERO == 1 && NPY_FPE_INVALID == 8);
}

static void test_half(void) {
    static const struct {
        double value;
        npy_half bits;
    } cases[] = {
        {0.0, 0x0000},
        {-0.0, 0x8000},
        {1.0, 0x3c00},
        {-2.0, 0xc000},
        {65504.0, 0x7bff},          /* the largest half */
        {65519.99, 0x7bff},         /* rounds down */
        {65520.0, 0x7c00},          /* ties to even: infinity */
        {1e10, 0x7c00},
        {-1e10, 0xfc00},
        {1.0 / 3.0, 0x3555},
        {1e-5, 0x00a8},             /* subnormal */
        {5.9604644775390625e-08, 0x0001}, /* 2^-24, the smallest subnormal */
        {2.98023223876953125e-08, 0x0000}, /* 2^-25: a tie, to even (zero) */
        {2.99e-08, 0x0001},         /* just above the tie */
        {6.103515625e-05, 0x0400},  /* 2^-14, the smallest normal */
        {6.1e-05, 0x03ff},          /* just below it: the largest subnormal */
        {2049.0, 0x6800},           /* 2048 + 1: a tie, to even (2048) */
        {2051.0, 0x6802},           /* 2048 + 3: a tie, to even (2052) */
        {1e-300, 0x0000},
    };
    for (size_t k = 0; k < Py_ARRAY_LENGTH(cases); k++) {
        npy_half h = npy_double_to_half(cases[k].value);
        if (h != cases[k].bits) {
            check_failures++;
            printf("%s:%d: half(%.17g) = 0x%04x, want 0x%04x\n", __FILE__, __LINE__,
                   cases[k].value, h, cases[k].bits);
        }
    }
    CHECK(npy_half_isnan(npy_double_to_half(NPY_NAN)) && npy_double_to_half(NPY_NAN) == 0x7e00);
    CHECK(npy_double_to_half(NPY_INFINITY) == NPY_HALF_PINF);
    CHECK(npy_float_to_half(-1.5f) == 0xbe00);
    /* Back to double: exact, for every half. */
    int exact = 1;
    for (unsigned bits = 0; bits < 0x10000; bits++) {
        npy_half h = (npy_half)bits;
        double d = npy_half_to_double(h);
        if (npy_half_isnan(h)) {
            exact &= npy_isnan(d) && npy_isnan(npy_half_to_float(h));
        } else {
            exact &= npy_double_to_half(d) == h && (double)npy_half_to_float(h) == d;
        }
    }
    CHECK(exact);
    CHECK(npy_half_to_double(0x0001) == 5.9604644775390625e-08);
    CHECK(npy_half_to_double(NPY_HALF_NINF) == -NPY_INFINITY);
    CHECK(npy_half_isinf(NPY_HALF_PINF) && !npy_half_isfinite(NPY_HALF_NAN));
    CHECK(npy_half_isfinite(NPY_MAX_HALF) && npy_half_signbit(NPY_HALF_NZERO));
}

int main(void) {
    int64_t live = tl_live_objects();
    test_constants();
    test_classification();
    test_functions();
    test_composites();
    test_complex();
    test_float_status();
    test_half();
    return check_finish("test_npymath", live);
}
