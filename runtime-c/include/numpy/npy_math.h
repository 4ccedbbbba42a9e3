/* NumPy's math helpers (numpy/npy_math.h): constants, classification macros and thin
 * wrappers over <math.h> / <complex.h>, with NumPy's names. The double functions come plain,
 * the float and long double ones with an f / l suffix. */
#ifndef TWINLINK_NUMPY_NPY_MATH_H
#define TWINLINK_NUMPY_NPY_MATH_H

#include <math.h>

#include "npy_common.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* --- special values --- */
#define NPY_INFINITYF ((npy_float)INFINITY)
#define NPY_NANF ((npy_float)NAN)
#define NPY_PZEROF (0.0f)
#define NPY_NZEROF (-0.0f)
#define NPY_INFINITY ((npy_double)INFINITY)
#define NPY_NAN ((npy_double)NAN)
#define NPY_PZERO (0.0)
#define NPY_NZERO (-0.0)
#define NPY_INFINITYL ((npy_longdouble)INFINITY)
#define NPY_NANL ((npy_longdouble)NAN)
#define NPY_PZEROL (0.0L)
#define NPY_NZEROL (-0.0L)

/* --- constants (double; f and l suffixed for float and long double) --- */
#define NPY_E 2.718281828459045235360287471352662498           /* e */
#define NPY_LOG2E 1.442695040888963407359924681001892137       /* log_2 e */
#define NPY_LOG10E 0.434294481903251827651128918916605082      /* log_10 e */
#define NPY_LOGE2 0.693147180559945309417232121458176568       /* log_e 2 */
#define NPY_LOGE10 2.302585092994045684017991454684364208      /* log_e 10 */
#define NPY_PI 3.141592653589793238462643383279502884          /* pi */
#define NPY_PI_2 1.570796326794896619231321691639751442        /* pi/2 */
#define NPY_PI_4 0.785398163397448309615660845819875721        /* pi/4 */
#define NPY_1_PI 0.318309886183790671537767526745028724        /* 1/pi */
#define NPY_2_PI 0.636619772367581343075535053490057448        /* 2/pi */
#define NPY_EULER 0.577215664901532860606512090082402431       /* Euler's gamma */
#define NPY_SQRT2 1.414213562373095048801688724209698079       /* sqrt(2) */
#define NPY_SQRT1_2 0.707106781186547524400844362104849039     /* 1/sqrt(2) */

#define NPY_Ef 2.718281828459045235360287471352662498F
#define NPY_LOG2Ef 1.442695040888963407359924681001892137F
#define NPY_LOG10Ef 0.434294481903251827651128918916605082F
#define NPY_LOGE2f 0.693147180559945309417232121458176568F
#define NPY_LOGE10f 2.302585092994045684017991454684364208F
#define NPY_PIf 3.141592653589793238462643383279502884F
#define NPY_PI_2f 1.570796326794896619231321691639751442F
#define NPY_PI_4f 0.785398163397448309615660845819875721F
#define NPY_1_PIf 0.318309886183790671537767526745028724F
#define NPY_2_PIf 0.636619772367581343075535053490057448F
#define NPY_EULERf 0.577215664901532860606512090082402431F
#define NPY_SQRT2f 1.414213562373095048801688724209698079F
#define NPY_SQRT1_2f 0.707106781186547524400844362104849039F

#define NPY_El 2.718281828459045235360287471352662498L
#define NPY_LOG2El 1.442695040888963407359924681001892137L
#define NPY_LOG10El 0.434294481903251827651128918916605082L
#define NPY_LOGE2l 0.693147180559945309417232121458176568L
#define NPY_LOGE10l 2.302585092994045684017991454684364208L
#define NPY_PIl 3.141592653589793238462643383279502884L
#define NPY_PI_2l 1.570796326794896619231321691639751442L
#define NPY_PI_4l 0.785398163397448309615660845819875721L
#define NPY_1_PIl 0.318309886183790671537767526745028724L
#define NPY_2_PIl 0.636619772367581343075535053490057448L
#define NPY_EULERl 0.577215664901532860606512090082402431L
#define NPY_SQRT2l 1.414213562373095048801688724209698079L
#define NPY_SQRT1_2l 0.707106781186547524400844362104849039L

/* --- classification: any floating type --- */
#define npy_isnan(x) isnan(x)
#define npy_isinf(x) isinf(x)
#define npy_isfinite(x) isfinite(x)
#define npy_signbit(x) signbit(x)

/* --- libm wrappers --- */
#define npy_sin sin
#define npy_cos cos
#define npy_tan tan
#define npy_sinh sinh
#define npy_cosh cosh
#define npy_tanh tanh
#define npy_asin asin
#define npy_acos acos
#define npy_atan atan
#define npy_asinh asinh
#define npy_acosh acosh
#define npy_atanh atanh
#define npy_exp exp
#define npy_exp2 exp2
#define npy_expm1 expm1
#define npy_log log
#define npy_log2 log2
#define npy_log10 log10
#define npy_log1p log1p
#define npy_sqrt sqrt
#define npy_cbrt cbrt
#define npy_fabs fabs
#define npy_floor floor
#define npy_ceil ceil
#define npy_trunc trunc
#define npy_rint rint
#define npy_pow pow
#define npy_fmod fmod
#define npy_atan2 atan2
#define npy_hypot hypot
#define npy_copysign copysign
#define npy_nextafter nextafter
#define npy_modf modf
#define npy_frexp frexp
#define npy_ldexp ldexp

#define npy_sinf sinf
#define npy_cosf cosf
#define npy_tanf tanf
#define npy_sinhf sinhf
#define npy_coshf coshf
#define npy_tanhf tanhf
#define npy_asinf asinf
#define npy_acosf acosf
#define npy_atanf atanf
#define npy_asinhf asinhf
#define npy_acoshf acoshf
#define npy_atanhf atanhf
#define npy_expf expf
#define npy_exp2f exp2f
#define npy_expm1f expm1f
#define npy_logf logf
#define npy_log2f log2f
#define npy_log10f log10f
#define npy_log1pf log1pf
#define npy_sqrtf sqrtf
#define npy_cbrtf cbrtf
#define npy_fabsf fabsf
#define npy_floorf floorf
#define npy_ceilf ceilf
#define npy_truncf truncf
#define npy_rintf rintf
#define npy_powf powf
#define npy_fmodf fmodf
#define npy_atan2f atan2f
#define npy_hypotf hypotf
#define npy_copysignf copysignf
#define npy_nextafterf nextafterf
#define npy_modff modff
#define npy_frexpf frexpf
#define npy_ldexpf ldexpf

#define npy_sinl sinl
#define npy_cosl cosl
#define npy_tanl tanl
#define npy_sinhl sinhl
#define npy_coshl coshl
#define npy_tanhl tanhl
#define npy_asinl asinl
#define npy_acosl acosl
#define npy_atanl atanl
#define npy_asinhl asinhl
#define npy_acoshl acoshl
#define npy_atanhl atanhl
#define npy_expl expl
#define npy_exp2l exp2l
#define npy_expm1l expm1l
#define npy_logl logl
#define npy_log2l log2l
#define npy_log10l log10l
#define npy_log1pl log1pl
#define npy_sqrtl sqrtl
#define npy_cbrtl cbrtl
#define npy_fabsl fabsl
#define npy_floorl floorl
#define npy_ceill ceill
#define npy_truncl truncl
#define npy_rintl rintl
#define npy_powl powl
#define npy_fmodl fmodl
#define npy_atan2l atan2l
#define npy_hypotl hypotl
#define npy_copysignl copysignl
#define npy_nextafterl nextafterl
#define npy_modfl modfl
#define npy_frexpl frexpl
#define npy_ldexpl ldexpl

/* --- composite functions, with NumPy's semantics --- */

/* Degrees and radians. */
static inline double npy_deg2rad(double x) {
    return x * (NPY_PI / 180.0);
}

static inline double npy_rad2deg(double x) {
    return x * (180.0 / NPY_PI);
}

static inline float npy_deg2radf(float x) {
    return x * (NPY_PIf / 180.0f);
}

static inline float npy_rad2degf(float x) {
    return x * (180.0f / NPY_PIf);
}

/* log(exp(x) + exp(y)) without overflow; equal arguments (including infinities of the same
 * sign) give x + log(2), a NaN argument gives NaN. */
static inline double npy_logaddexp(double x, double y) {
    if (x == y) {
        return x + NPY_LOGE2;
    }
    double d = x - y;
    if (d > 0) {
        return x + log1p(exp(-d));
    }
    if (d <= 0) {
        return y + log1p(exp(d));
    }
    return d; /* NaN */
}

/* log2(2**x + 2**y), likewise. */
static inline double npy_logaddexp2(double x, double y) {
    if (x == y) {
        return x + 1.0;
    }
    double d = x - y;
    if (d > 0) {
        return x + log1p(exp2(-d)) * NPY_LOG2E;
    }
    if (d <= 0) {
        return y + log1p(exp2(d)) * NPY_LOG2E;
    }
    return d; /* NaN */
}

static inline float npy_logaddexpf(float x, float y) {
    if (x == y) {
        return x + NPY_LOGE2f;
    }
    float d = x - y;
    if (d > 0) {
        return x + log1pf(expf(-d));
    }
    if (d <= 0) {
        return y + log1pf(expf(d));
    }
    return d;
}

/* 0 for x < 0, h0 for x == 0, 1 for x > 0, NaN for NaN. */
static inline double npy_heaviside(double x, double h0) {
    if (isnan(x)) {
        return NPY_NAN;
    }
    if (x == 0) {
        return h0;
    }
    return x < 0 ? 0.0 : 1.0;
}

/* --- complex numbers (npy_cfloat, npy_cdouble, npy_clongdouble are C99 complex types) --- */
static inline double npy_creal(npy_cdouble z) {
#ifdef __cplusplus
    return z._Val[0];
#else
    return creal(z);
#endif
}

static inline double npy_cimag(npy_cdouble z) {
#ifdef __cplusplus
    return z._Val[1];
#else
    return cimag(z);
#endif
}

static inline void npy_csetreal(npy_cdouble* z, double r) {
    ((double*)z)[0] = r;
}

static inline void npy_csetimag(npy_cdouble* z, double i) {
    ((double*)z)[1] = i;
}

static inline npy_cdouble npy_cpack(double re, double im) {
    npy_cdouble z;
    npy_csetreal(&z, re);
    npy_csetimag(&z, im);
    return z;
}

static inline float npy_crealf(npy_cfloat z) {
#ifdef __cplusplus
    return z._Val[0];
#else
    return crealf(z);
#endif
}

static inline float npy_cimagf(npy_cfloat z) {
#ifdef __cplusplus
    return z._Val[1];
#else
    return cimagf(z);
#endif
}

static inline void npy_csetrealf(npy_cfloat* z, float r) {
    ((float*)z)[0] = r;
}

static inline void npy_csetimagf(npy_cfloat* z, float i) {
    ((float*)z)[1] = i;
}

static inline npy_cfloat npy_cpackf(float re, float im) {
    npy_cfloat z;
    npy_csetrealf(&z, re);
    npy_csetimagf(&z, im);
    return z;
}

static inline npy_longdouble npy_creall(npy_clongdouble z) {
#ifdef __cplusplus
    return z._Val[0];
#else
    return creall(z);
#endif
}

static inline npy_longdouble npy_cimagl(npy_clongdouble z) {
#ifdef __cplusplus
    return z._Val[1];
#else
    return cimagl(z);
#endif
}

static inline void npy_csetreall(npy_clongdouble* z, npy_longdouble r) {
    ((npy_longdouble*)z)[0] = r;
}

static inline void npy_csetimagl(npy_clongdouble* z, npy_longdouble i) {
    ((npy_longdouble*)z)[1] = i;
}

/* NumPy 2's names of the setters as macros (numpy/npy_math.h), which op code such as PyTensor's
   complex scalar support code calls */
#define NPY_CSETREAL(z, r) npy_csetreal(z, r)
#define NPY_CSETIMAG(z, i) npy_csetimag(z, i)
#define NPY_CSETREALF(z, r) npy_csetrealf(z, r)
#define NPY_CSETIMAGF(z, i) npy_csetimagf(z, i)
#define NPY_CSETREALL(z, r) npy_csetreall(z, r)
#define NPY_CSETIMAGL(z, i) npy_csetimagl(z, i)

#define npy_cabs cabs
#define npy_carg carg
#define npy_cexp cexp
#define npy_clog clog
#define npy_csqrt csqrt
#define npy_cpow cpow
#define npy_conj conj
#define npy_cabsf cabsf
#define npy_cargf cargf
#define npy_cexpf cexpf
#define npy_clogf clogf
#define npy_csqrtf csqrtf
#define npy_cpowf cpowf
#define npy_conjf conjf

/* --- floating-point status: wasm has no exception flags, so nothing is ever raised --- */
#define NPY_FPE_DIVIDEBYZERO 1
#define NPY_FPE_OVERFLOW 2
#define NPY_FPE_UNDERFLOW 4
#define NPY_FPE_INVALID 8

static inline int npy_get_floatstatus(void) {
    return 0;
}

static inline int npy_clear_floatstatus(void) {
    return 0;
}

static inline int npy_get_floatstatus_barrier(char* param) {
    (void)param;
    return 0;
}

static inline int npy_clear_floatstatus_barrier(char* param) {
    (void)param;
    return 0;
}

static inline void npy_set_floatstatus_divbyzero(void) {}
static inline void npy_set_floatstatus_overflow(void) {}
static inline void npy_set_floatstatus_underflow(void) {}
static inline void npy_set_floatstatus_invalid(void) {}

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
}
#endif

#endif
