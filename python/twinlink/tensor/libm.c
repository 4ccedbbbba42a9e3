/* twinlink's math library: the transcendental functions of the op library, computed with
   plain IEEE arithmetic only (no libm call, no FMA contraction: an exact product's error term
   is one FMA where the target has it, the same bits, tl_two_prod), so the same C gives the
   same bits natively and in wasm (ARCHITECTURE.md, "The generated module"; the module text is the same
   for both targets). float32 functions are computed in float64 and rounded once, except those
   declared on floats (users of section f32lanes), which compute in float lanes with error-free
   float steps.

   Each function is evaluated as a double-double (an unevaluated sum hi + lo carrying about
   100 bits) until its final rounding, so the result is within about 0.5 ulp of the exact
   value wherever the argument reduction and the approximation are accurate to 2^-60 or so.
   Numeric constants are computed by benches/libm_constants.py (mpmath, 256 bits).

   The file is split into sections, each starting with a line that opens a comment with "@ name:"
   and the sections it needs; python/twinlink/tensor/scalar_ops.py includes in a module only the
   sections its expressions need, in file order. tl_bits/tl_from_bits come from scalar_ops.SUPPORT. */

/*@ base */
/* Every function of the library is inlined into the elementwise loop that calls it, however
   large: a call left in the loop (a struct returned through memory) stops it vectorising. */
#define TL_INLINE static inline __attribute__((always_inline))

/*@ dd: base */
/* Double-double arithmetic from error-free transformations (T. J. Dekker, "A floating-point
   technique for extending the available precision", Numer. Math. 18, 1971; D. E. Knuth,
   TAOCP vol. 2, 4.2.2): TwoSum, FastTwoSum (|a| >= |b|) and the exact product through
   Veltkamp's split, all plain IEEE operations. */
typedef struct { double h, l; } tl_dd;
TL_INLINE tl_dd tl_dd_make(double h, double l) { tl_dd r; r.h = h; r.l = l; return r; }
TL_INLINE tl_dd tl_two_sum(double a, double b) {
    double s = a + b, bb = s - a;
    return tl_dd_make(s, (a - (s - bb)) + (b - bb));
}
TL_INLINE tl_dd tl_fast_two_sum(double a, double b) {
    double s = a + b;
    return tl_dd_make(s, b - (s - a));
}
/* The exact product a b = p + e. Natively, where the code is compiled for x86 with FMA (the
   kernels' TL_TARGET for AVX2 or AVX-512, or a module built with -mavx512f), e = fma(a, b, -p),
   one instruction; elsewhere (wasm, baseline) Veltkamp's split and Dekker's sum of four
   products. Both give the exact e, so the same bits, wherever a b - p is representable and
   neither factor is beyond 2^995 (the split's 2^27 + 1 times it must not overflow): every
   use below keeps its factors there except in lanes whose result another branch replaces,
   and products of magnitude below 2^-969, whose error term lies beneath the last bit of every
   result it reaches (tests/python/test_libm.py sweeps every binade on both targets). Where
   TL_FMA_PRODUCT is defined, a few steps that split a factor by hand (float64 pow's m c - 1
   and y log|x|, arctan's a c, tanh's and cbrt's residuals, float32 tl_ff_div's product)
   take the FMA directly: it gives the value the split computes exactly (or rounds once, as
   the split's last step does), so the bits are the same. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(__FMA__) || defined(TL_ISA_AVX512F) || defined(TL_ISA_AVX2))
#define TL_FMA_PRODUCT 1
#endif
TL_INLINE tl_dd tl_two_prod(double a, double b) {
    double p = a * b;
#if defined(TL_FMA_PRODUCT)
    return tl_dd_make(p, __builtin_fma(a, b, -p));
#else
    double ca = 134217729.0 * a, ah = ca - (ca - a), al = a - ah;
    double cb = 134217729.0 * b, bh = cb - (cb - b), bl = b - bh;
    return tl_dd_make(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl);
#endif
}
TL_INLINE tl_dd tl_dd_add(tl_dd a, tl_dd b) {
    tl_dd s = tl_two_sum(a.h, b.h);
    return tl_fast_two_sum(s.h, s.l + (a.l + b.l));
}
TL_INLINE tl_dd tl_dd_add_d(tl_dd a, double b) {
    tl_dd s = tl_two_sum(a.h, b);
    return tl_fast_two_sum(s.h, s.l + a.l);
}
TL_INLINE tl_dd tl_dd_neg(tl_dd a) { return tl_dd_make(-a.h, -a.l); }
TL_INLINE tl_dd tl_dd_mul(tl_dd a, tl_dd b) {
    tl_dd p = tl_two_prod(a.h, b.h);
    return tl_fast_two_sum(p.h, p.l + (a.h * b.l + a.l * b.h));
}
TL_INLINE tl_dd tl_dd_mul_d(tl_dd a, double b) {
    tl_dd p = tl_two_prod(a.h, b);
    return tl_fast_two_sum(p.h, p.l + a.l * b);
}
TL_INLINE tl_dd tl_dd_div(tl_dd a, tl_dd b) {
    double q = a.h / b.h;
    tl_dd p = tl_two_prod(q, b.h);
    return tl_fast_two_sum(q, (((a.h - p.h) - p.l) + a.l - q * b.l) / b.h);
}
/* c ? a : b through a bit mask: gcc (12) does not vectorise a loop that loads from a table at
   an index computed from the result of a ?: on doubles, but does from a masked select */
TL_INLINE double tl_sel_bits(int c, double a, double b) {
    uint64_t m = 0 - (uint64_t)(c != 0);
    return tl_from_bits((tl_bits(a) & m) | (tl_bits(b) & ~m));
}
/* c ? a : b as C's conditional, where no table index depends on the result: gcc (12) keeps it
   in vector registers (a compare and a blend), where tl_sel_bits's constant operands are built
   in general registers and broadcast again on every pass of the loop (float64 arctan, all of
   whose selects are between constants, ran at 40% of its speed with tl_sel_bits) */
TL_INLINE double tl_sel(int c, double a, double b) { return c ? a : b; }
TL_INLINE tl_dd tl_dd_sel(int c, tl_dd a, tl_dd b) { return tl_dd_make(tl_sel_bits(c, a.h, b.h), tl_sel_bits(c, a.l, b.l)); }
TL_INLINE double tl_fabs(double x) { return tl_from_bits(tl_bits(x) & 0x7fffffffffffffffULL); }
/* |m| with the sign bit of s */
TL_INLINE double tl_copysign(double m, double s) {
    return tl_from_bits((tl_bits(m) & 0x7fffffffffffffffULL) | (tl_bits(s) & 0x8000000000000000ULL));
}
/* 2^k for an integer-valued k in [-1022, 1023], built in the exponent field */
TL_INLINE double tl_pow2i(double k) { return tl_from_bits((tl_bits(k + 0x1.8p52) + 1023) << 52); }
/* round to nearest integer (ties to even), |x| < 2^51 */
TL_INLINE double tl_rint_small(double x) { return (x + 0x1.8p52) - 0x1.8p52; }
#define TL_PI_H 0x1.921fb54442d18p+1
#define TL_PI_L 0x1.1a62633145c07p-53
#define TL_PIO2_H 0x1.921fb54442d18p+0
#define TL_PIO2_L 0x1.1a62633145c07p-54
#define TL_LN2_H 0x1.62e42fefa39efp-1
#define TL_LN2_L 0x1.abc9e3b39803fp-56
#define TL_THIRD_H 0x1.5555555555555p-2
#define TL_THIRD_L 0x1.5555555555555p-56

/*@ f32lanes: base */
/* Helpers of the float32 functions computed in float lanes (README, "The math library"):
   plain float operations only (no double; an FMA only natively, where it gives the value the
   plain operations give exactly: tl_ff_div's product), so the bits do not depend on the
   target.
   A float's bits, its head of 12 significant bits (the product of two heads, and of a head and
   the rest of 12 bits, is exact), a - b as h + l by Fast2Sum's steps (exact where |a| >= |b|
   or where a - b is exact), TwoSum, and n/d for n = nh + nl, d = dh + dl: q = nh (1/dh)
   rounded, then q + ((nh - q dh) + (nl - q dl))/dh with q dh exact from heads (Dekker's
   product; natively its error term is one FMA) (nh - q dh is then
   exact by Sterbenz's lemma) and the division by dh as a product by 1/dh: within about 2^-46
   of n/d relative, plus q's error times 2^-23, for a normalised d (tl_ff_div_r takes 1/dh). */
TL_INLINE uint32_t tl_fl_bits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
TL_INLINE float tl_fl_from(uint32_t u) { float x; memcpy(&x, &u, 4); return x; }
TL_INLINE float tl_fl_abs(float x) { return tl_fl_from(tl_fl_bits(x) & 0x7fffffffu); }
/* v (>= 0, or NaN) with the sign of s */
TL_INLINE float tl_fl_signed(float v, float s) { return tl_fl_from(tl_fl_bits(v) | (tl_fl_bits(s) & 0x80000000u)); }
TL_INLINE float tl_fl_head(float a) { return tl_fl_from(tl_fl_bits(a) & 0xfffff000u); }
/* c ? a : b through a bit mask: on a plain ?: gcc (12) moves the division and the products
   that use the result into both arms (two divisions per vector) */
TL_INLINE float tl_fl_sel(int c, float a, float b) {
    uint32_t m = 0 - (uint32_t)(c != 0);
    return tl_fl_from((tl_fl_bits(a) & m) | (tl_fl_bits(b) & ~m));
}
typedef struct { float h, l; } tl_ff;
TL_INLINE tl_ff tl_ff_sub(float a, float b) {
    tl_ff o;
    o.h = a - b;
    o.l = (a - o.h) - b;
    return o;
}
/* a + b as h + l exactly (Fast2Sum), |a| >= |b| (or a's exponent at least b's, or a = 0) */
TL_INLINE tl_ff tl_ff_fast_sum(float a, float b) {
    tl_ff o;
    o.h = a + b;
    o.l = b - (o.h - a);
    return o;
}
TL_INLINE tl_ff tl_ff_two_sum(float a, float b) {
    tl_ff o;
    o.h = a + b;
    float bb = o.h - a;
    o.l = (a - (o.h - bb)) + (b - bb);
    return o;
}
TL_INLINE tl_ff tl_ff_div_r(tl_ff n, tl_ff d, float rd) {
    float q = n.h * rd;
    float p = q * d.h;
#if defined(TL_FMA_PRODUCT)
    float pe = __builtin_fmaf(q, d.h, -p); /* the split's exact error term below */
#else
    float qh = tl_fl_head(q), qr = q - qh, dh = tl_fl_head(d.h), dr = d.h - dh;
    float pe = (((qh * dh - p) + qh * dr) + qr * dh) + qr * dr; /* Dekker's order: each sum exact */
#endif
    tl_ff o;
    o.h = q;
    o.l = (((n.h - p) - pe) + (n.l - q * d.l)) * rd;
    return o;
}
TL_INLINE tl_ff tl_ff_div(tl_ff n, tl_ff d) { return tl_ff_div_r(n, d, 1.0f / d.h); }

/*@ exp: dd f32lanes */
/* exp(x) in plain IEEE arithmetic, without branches or libm, so loops calling it vectorise and
   both targets give the same bits: k = round(x / ln2); r = x - k ln2 with ln2 in two parts (the
   first product exact); exp(r) = 1 + r + r^2 p(r), p of degree 11 (Taylor; the next term is
   below 2^-57), summed so that essentially only the last addition rounds; then 2^k applied as
   two normal factors (exact for normal results, one rounding for subnormal ones). Max error
   0.75 ulp (subnormal results), about 0.62 elsewhere (measured, README). The integer k lives in the low bits of
   k + 0x1.8p52, moved into an exponent field with unsigned 64-bit adds and shifts only
   (tl_pow2i). The parts serve exp2 and sigmoid too, in plain doubles, and the reduction expm1,
   tanh, sinh and cosh (sections expeo, hyp). */
typedef struct { double rh, rl, k, kb; } tl_expred;
TL_INLINE tl_expred tl_exp_red(double x) {
    tl_expred o;
    o.kb = x * 0x1.71547652b82fep0 + 0x1.8p52; /* k + 0x1.8p52 (tl_rint_small): k in its low bits */
    o.k = o.kb - 0x1.8p52;
    o.rh = x - o.k * 0x1.62e42fee00000p-1;
    o.rl = -(o.k * 0x1.a39ef35793c76p-33);
    return o;
}
/* exp(rh + rl) for |rh + rl| <= 0.35 as h + l (h = 1 + rh + t rounded, l its rounding error;
   h + l within about 2^-56 relative), t = rl + r^2 p(r), p = 1/2 + r (1/6 + r Q(r)) with Q in
   Estrin's scheme (pairs, then powers r^2, r^4, r^8: a shorter chain of dependent operations
   than Horner's, which is what bounds the speed of a vectorised loop here; the two leading
   steps stay Horner's, so p's rounding error is still mostly that of its last addition) */
typedef struct { double h, l, t; } tl_expm;
TL_INLINE tl_expm tl_exp_m(double rh, double rl) {
    double r = rh + rl, r2 = r * r, r4 = r2 * r2, r8 = r4 * r4;
    double q01 = 1.0 / 24.0 + r * (1.0 / 120.0), q23 = 1.0 / 720.0 + r * (1.0 / 5040.0);
    double q45 = 1.0 / 40320.0 + r * (1.0 / 362880.0), q67 = 1.0 / 3628800.0 + r * (1.0 / 39916800.0);
    double q89 = 1.0 / 479001600.0 + r * (1.0 / 6227020800.0);
    double p = 0.5 + r * (1.0 / 6.0 + r * (((q01 + r2 * q23) + r4 * (q45 + r2 * q67)) + r8 * q89));
    tl_expm m;
    m.t = rl + r2 * p;
    double s = 1.0 + rh, u = ((1.0 - s) + rh) + m.t;
    m.h = s + u;
    m.l = u - (m.h - s);
    return m;
}
/* 2^k m for an integer-valued k in [-2000, 2000], as two normal factors (exact for normal
   results, one rounding for subnormal ones) */
TL_INLINE double tl_scale2(double m, double k) {
    double k1 = tl_rint_small(k * 0.5), k2 = k - k1;
    return (m * tl_pow2i(k1)) * tl_pow2i(k2);
}
TL_INLINE double tl_exp(double x) {
    double xc = x < -746.0 ? -746.0 : x;
    xc = xc > 710.0 ? 710.0 : xc;
    tl_expred e = tl_exp_red(xc);
    double y = tl_scale2(tl_exp_m(e.rh, e.rl).h, e.k);
    return x != x ? x + x : y;
}
/* The fast path (FAST_PATH) of exp and exp2: |x| <= 708 (exp2: 1022), so k is in [-1022, 1022]:
   no clamps, no NaN, and 2^k one normal factor (the product rounds once either way: the same
   bits as tl_scale2's two factors) */
TL_INLINE int tl_exp_ok(double x) { return tl_fabs(x) <= 708.0; }
TL_INLINE double tl_exp_fast(double x) {
    tl_expred e = tl_exp_red(x);
    return tl_exp_m(e.rh, e.rl).h * tl_pow2i(e.k);
}
/* The float32 functions tl_<f>_f32 declared on doubles (README, "The math library"): a float32
   argument (exact as a double, never a subnormal double) and a result in plain doubles with a
   relative error below about 2^-33, which the one rounding to float32 turns into at most 0.5 +
   2^-9 ulp. Shorter series than the float64 functions and no double-doubles. (float32 exp,
   exp2, expm1, sinh, cosh and tanh are declared on floats: the float-lane kernels below.)
   expm1(r) = r + r^2 p(r) for |r| <= 0.3473, p of degree 6 fitted for the least maximum
   relative error of the sum (benches/libm_constants.py, expm1_32_poly: below 2^-37), in
   Estrin's scheme (pairs, then powers r^2 and r^4: a shorter chain of dependent operations
   than Horner's) */
TL_INLINE double tl_expm1_k32(double r) {
    double r2 = r * r, r4 = r2 * r2;
    double a = 0x1.000000001770bp-1 + r * 0x1.55555573a935ep-3, b = 0x1.555554f254879p-5 + r * 0x1.1110b166578fcp-7;
    double c = 0x1.6c176807f9d50p-10 + r * 0x1.a170b48882b17p-13;
    double p = (a + r2 * b) + r4 * (c + r2 * 0x1.a003905e7af68p-16);
    return r + r2 * p;
}
/* exp(x) for |x| <= 400 (clamped; NaN is not): k = round(x / ln2), r = x - k ln2 (error below
   2^-44 for |k| < 600), 2^k applied in the exponent field */
TL_INLINE double tl_exp_d32(double x) {
    double xc = x < -400.0 ? -400.0 : (x > 400.0 ? 400.0 : x);
    double k = tl_rint_small(xc * 0x1.71547652b82fep0);
    double r = xc - k * 0x1.62e42fefa39efp-1;
    return (1.0 + tl_expm1_k32(r)) * tl_pow2i(k);
}
/* Float-lane exponential kernels, shared by float32 exp, exp2, expm1, sinh, cosh and tanh
   (README, "The math library"): plain float arithmetic (16 lanes of AVX-512, 4 of a v128),
   within 1 ulp without FMA by error-free steps (Cody-Waite's reduction with a short first
   constant, Fast2Sum, products of 12-bit heads). Float constants are exact hex floats. */
/* round to nearest integer (ties to even), |x| < 2^22 */
TL_INLINE float tl_f32_rint(float x) { return (x + 0x1.8p23f) - 0x1.8p23f; }
/* 2^k from kb = k + 0x1.8p23 (k an integer in [-126, 127]; k sits in kb's low bits), built in
   the exponent field */
TL_INLINE float tl_f32_pow2k(float kb) { return tl_fl_from((tl_fl_bits(kb) + 127u) << 23); }
/* 2^k for an integer-valued k in [-126, 127] */
TL_INLINE float tl_f32_pow2i(float k) { return tl_f32_pow2k(k + 0x1.8p23f); }
/* 2^k m for an integer-valued k in [-252, 254], as two normal factors (exact for normal
   results, one rounding for subnormal ones) */
TL_INLINE float tl_f32_scale2(float m, float k) {
    float k1 = tl_f32_rint(k * 0.5f);
    return (m * tl_f32_pow2i(k1)) * tl_f32_pow2i(k - k1);
}
/* x = k ln2 + rh + rl for |x| <= 200: k = round(x / ln2), rh = x - k C1 exact (C1, the first 15
   bits of ln2, times |k| < 512 is exact; the difference is exact by Sterbenz's lemma), rl =
   -k C2 rounded (C1 + C2 within 2^-44 of ln2) */
typedef struct { float rh, rl, k, kb; } tl_f32red;
TL_INLINE tl_f32red tl_f32_exp_red(float x) {
    tl_f32red o;
    o.kb = x * 0x1.715476p0f + 0x1.8p23f; /* k + 0x1.8p23 (tl_f32_rint): 2^k is tl_f32_pow2k(kb) */
    o.k = o.kb - 0x1.8p23f;
    o.rh = x - o.k * 0x1.62e4p-1f;
    o.rl = -(o.k * 0x1.7f7d1cp-20f);
    return o;
}
/* exp(rh + rl) + (one - 1) for |rh + rl| <= 0.35 and one in [1, 2] as h + l: one + rh exact by
   Fast2Sum, t = rl + r^2 p(r), p of degree 5 fitted for the least maximum error of r^2 p
   relative to exp(r) (benches/libm_constants.py, exp_32_poly: below 2^-29.7 with the
   coefficients rounded to float), so that only the sum of one + rh and the small rest rounds
   (h); l is that rounding's error. tl_f32_exp_m is exp's (one = 1); tanh adds 2^-k. */
TL_INLINE tl_ff tl_f32_exp_m_plus(float rh, float rl, float one) {
    float r = rh + rl, r2 = r * r, r4 = r2 * r2;
    float a = 0x1p-1f + r * 0x1.555554p-3f, b = 0x1.55548cp-5f + r * 0x1.111274p-7f;
    float c = 0x1.6d8e72p-10f + r * 0x1.9f0778p-13f;
    float p = (a + r2 * b) + r4 * c;
    float t = rl + r2 * p;
    float s = one + rh, u = ((one - s) + rh) + t;
    tl_ff m;
    m.h = s + u;
    m.l = u - (m.h - s);
    return m;
}
TL_INLINE tl_ff tl_f32_exp_m(float rh, float rl) { return tl_f32_exp_m_plus(rh, rl, 1.0f); }
/* float32 exp: x clamped to [-104, 89] (beyond, the result rounds to 0 or overflows), 2^k applied
   as two factors */
TL_INLINE float tl_exp_f32(float x) {
    float xc = x < -104.0f ? -104.0f : (x > 89.0f ? 89.0f : x);
    tl_f32red e = tl_f32_exp_red(xc);
    /* NaN stays NaN (the clamp keeps it) */
    return tl_f32_scale2(tl_f32_exp_m(e.rh, e.rl).h, e.k);
}
/* float32 cosh(a) (sign 1) or sinh(a) (sign -1) for a >= 0 (clamped to 89.5, beyond which both
   overflow): (exp(a) + sign exp(-a))/2 = 2^(k-1) (m + sign w/m) with exp(a) = 2^k m, m = h + l
   as in tl_f32_exp_m and w = 2^-2kc, kc = min(k, 60) (below 2^-120, the term is far below the
   result's ulp); w/m = v - v q l with q = 1/h rounded and v = w q, h + v by Fast2Sum (exact:
   h >= |v| where k >= 1, or cosh), so that q's rounding (1/4 ulp at most where w/m <= m/2) and
   the last addition's are the only ones that matter; 2^(k-1) applied as 2^(k-2) 2 (k <= 129) */
TL_INLINE float tl_f32_hyp(float a, float sign) {
    tl_f32red e = tl_f32_exp_red(a > 89.5f ? 89.5f : a);
    tl_ff m = tl_f32_exp_m(e.rh, e.rl);
    float kc = e.k > 60.0f ? 60.0f : e.k, w = sign * tl_f32_pow2i(-2.0f * kc);
    float q = 1.0f / m.h, v = w * q, sh = m.h + v;
    float y = (sh + (((m.h - sh) + v) + (m.l - v * (q * m.l)))) * tl_f32_pow2k(e.kb - 2.0f);
    return y + y;
}

/*@ expcore: dd */
/* exp of a double-double argument x = xh + xl (|xh| <= 746) as 2^k (1 + E): k = round(xh/ln2),
   r = x - k ln2 with ln2 in two parts (k ln2_hi exact for |k| < 2^20, ln2 - hi - lo < 2^-86),
   E = expm1(r) for |r| <= 0.35 as a double-double: r + r^2/2 (exact product) + the Taylor
   series to r^15/15! (the next term is below 2^-66 |r|). */
typedef struct { tl_dd e; double k; } tl_expr;
TL_INLINE tl_expr tl_exp_reduce(double xh, double xl) {
    double k = tl_rint_small(xh * 0x1.71547652b82fep0);
    tl_dd r = tl_two_sum(xh - k * 0x1.62e42fee00000p-1, xl - k * 0x1.a39ef35793c76p-33);
    double a = r.h, b = r.l;
    tl_dd q = tl_two_prod(a, 0.5 * a);
    double a2 = a * a, a4 = a2 * a2;
    double e0 = 1.0 / 6.0 + a * (1.0 / 24.0), e1 = 1.0 / 120.0 + a * (1.0 / 720.0);
    double e2 = 1.0 / 5040.0 + a * (1.0 / 40320.0), e3 = 1.0 / 362880.0 + a * (1.0 / 3628800.0);
    double e4 = 1.0 / 39916800.0 + a * (1.0 / 479001600.0), e5 = 1.0 / 6227020800.0 + a * (1.0 / 87178291200.0);
    double p = ((e0 + a2 * e1) + a4 * (e2 + a2 * e3)) + (a4 * a4) * ((e4 + a2 * e5) + a4 * (1.0 / 1307674368000.0));
    p = p * (q.h + q.h) * a;
    tl_dd s = tl_two_sum(a, q.h);
    tl_expr out;
    out.e = tl_fast_two_sum(s.h, s.l + (q.l + (b + b * (a + q.h)) + p));
    out.k = k;
    return out;
}
/* 1 + E as a double-double (|E| < 0.42) */
TL_INLINE tl_dd tl_exp_mant(tl_expr t) {
    tl_dd one = tl_fast_two_sum(1.0, t.e.h);
    return tl_fast_two_sum(one.h, one.l + t.e.l);
}
/* exp(x) as a double-double, |x| <= 700 (no underflow of the low part for |x| <= 40) */
TL_INLINE tl_dd tl_exp_dd(double x) {
    tl_expr t = tl_exp_reduce(x, 0.0);
    tl_dd m = tl_exp_mant(t);
    double s = tl_pow2i(t.k);
    return tl_dd_make(m.h * s, m.l * s);
}

/*@ logred: base */
/* x = 2^k m for finite x > 0, m in [sqrt(1/2), sqrt(2)) (subnormals scaled by 2^54 first,
   where sub_possible says they may occur), from the bits: no branch, no libm */
typedef struct { double m, k; } tl_logr;
TL_INLINE tl_logr tl_log_reduce(double x, int sub_possible) {
    int sub = sub_possible && x < 0x1p-1022;
    double xs = sub ? x * 0x1p54 : x;
    uint64_t u = tl_bits(xs);
    uint64_t n = (u - 0x3fe6a09e667f3bcdULL + (1024ULL << 52)) >> 52; /* k + 1024 */
    tl_logr r;
    r.m = tl_from_bits(u - ((n - 1024) << 52));
    r.k = (tl_from_bits(0x4330000000000000ULL | n) - 0x1p52) - (sub ? 1078.0 : 1024.0);
    return r;
}
/* the fast path of log, log2, log10 (FAST_PATH): x normal, finite and positive (no subnormal
   scaling, no special value) */
TL_INLINE int tl_log_ok(double x) { return (x >= 0x1p-1022) & (x <= 0x1.fffffffffffffp1023); }
/* a logarithm's special values: -inf at 0, NaN below, inf at inf, NaN in NaN out */
TL_INLINE double tl_log_special(double x, double y) {
    y = x == 0.0 ? -INFINITY : y;
    y = x < 0.0 ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}

/*@ logfast: logred dd */
#define TL_LOG_Q0 0x1.5555555555555p-1
#define TL_LOG_Q1 0x1.9999999999a38p-2
#define TL_LOG_Q2 0x1.2492492476c87p-2
#define TL_LOG_Q3 0x1.c71c720160b47p-3
#define TL_LOG_Q4 0x1.745cf901605f7p-3
#define TL_LOG_Q5 0x1.3b1c360763b8ap-3
#define TL_LOG_Q6 0x1.0fbe83c2cbcf3p-3
#define TL_LOG_Q7 0x1.0c04595972ab8p-3
/* log(x) + c + dk ln2 from the reduction r = (m, k) of a finite x > 0 (tl_log_m; tl_log_R is
   its series), a small correction c (|c| below about
   2^-52 max(|log x|, 2^-1022)) and an integer dk, in plain doubles: with f = m - 1 (exact) and s = f / (2 + f),
   log(m) = 2 atanh(s) = f - (f^2/2 - s (f^2/2 + R)), R = 2 atanh(s)/s - 2 = 2 s^2/3 + 2 s^4/5 +
   ..., as z Q(z), z = s^2, Q of degree 7 interpolating R/z at Chebyshev nodes for |s| <= 0.1716
   (relative error below 2^-58, so below 2^-64 of log(m), where s R is below s^2/3 of it;
   benches/libm_constants.py), in Estrin's scheme; k ln2 added with ln2 in two parts
   (k ln2_hi exact). The layout of the sum is fdlibm's (Sun Microsystems, e_log.c); only the
   last additions round at the result's scale. Measured within 0.87 ulp (README). */
TL_INLINE double tl_log_R(double z) {
    double z2 = z * z, z4 = z2 * z2;
    double q01 = TL_LOG_Q0 + z * TL_LOG_Q1, q23 = TL_LOG_Q2 + z * TL_LOG_Q3;
    double q45 = TL_LOG_Q4 + z * TL_LOG_Q5, q67 = TL_LOG_Q6 + z * TL_LOG_Q7;
    return z * ((q01 + z2 * q23) + z4 * (q45 + z2 * q67));
}
TL_INLINE double tl_log_m(tl_logr r, double c, double dk) {
    double f = r.m - 1.0, k = r.k + dk;
    double s = f / (2.0 + f);
    double R = tl_log_R(s * s);
    double hfsq = 0.5 * f * f;
    return k * 0x1.62e42fee00000p-1 + (f - (hfsq - (s * (hfsq + R) + (k * 0x1.a39ef35793c76p-33 + c))));
}
/* the same for a normal x > 0 (every caller's argument is at least 2^-53) */
TL_INLINE double tl_log_plus(double x, double c, double dk) { return tl_log_m(tl_log_reduce(x, 0), c, dk); }
/* log(sqrt(q) + v) for a double-double q > 0 and v >= 0 (asinh, acosh), or log(x) + ln2 where
   big: w = s + v by TwoSum with s = sqrt(q_hi), and log(w_hi) + w_lo/w_hi with w_lo = w's
   rounding error + (q - s^2)/(2s) (the residual exact by Dekker's product), one quotient */
TL_INLINE double tl_log_sqrt_plus(tl_dd q, double v, int big, double x) {
    double s = __builtin_sqrt(q.h);
    tl_dd s2 = tl_two_prod(s, s);
    tl_dd w = tl_two_sum(s, v);
    double c = (w.l * (s + s) + (((q.h - s2.h) - s2.l) + q.l)) / ((s + s) * w.h);
    return tl_log_plus(big ? x : w.h, big ? 0.0 : c, big ? 1.0 : 0.0);
}
/* log(x) / ln(b) = k log_b(2) + log(m) / ln(b) for finite x > 0, in plain doubles: log(m) =
   hi + lo with hi = f - h cut to 26 bits, h = f^2/2 rounded (f - hi is exact), lo = (f - hi) - h
   + s (h + R) as above (h's rounding, below 2^-54 |f| of log(m), stays within 1 ulp: measured
   0.79 ulp for log2, 0.72 for log10; an exact f^2/2 by Dekker's product cost 20% of the
   speed); 1/ln(b) = ih + il with ih of 27 bits and log_b(2) = kh + kl with kh of 40 bits, so
   hi ih and k kh are exact and their sum exact by TwoSum: only the last addition rounds at the
   result's scale */
TL_INLINE double tl_log_base(tl_logr r, double ih, double il, double kh, double kl) {
    double f = r.m - 1.0, k = r.k;
    double s = f / (2.0 + f);
    double R = tl_log_R(s * s);
    double hfsq = 0.5 * f * f;
    double hi = tl_from_bits(tl_bits(f - hfsq) & 0xfffffffff8000000ULL);
    double lo = ((f - hi) - hfsq) + s * (hfsq + R);
    tl_dd a = tl_two_sum(k * kh, hi * ih);
    return a.h + (a.l + (k * kl + (lo * ih + (hi + lo) * il)));
}
/* log(x) for a normal x > 0 (every float32 argument is a normal double) for the float32
   functions (tl_exp_d32 says how accurate): x = 2^k m as tl_log_reduce without its subnormal
   path, s = f / (2 + f) as above, log(m) = 2s (1 + z q(z)), z = s^2, q of degree 3 fitted for
   the least maximum relative error on |s| <= 0.1716 (benches/libm_constants.py, log32_poly:
   below 2^-37 relative), plus k ln2 (|log x| >= ln2/2 where k != 0) */
TL_INLINE double tl_log_d32(double x) {
    uint64_t u = tl_bits(x);
    uint64_t n = (u - 0x3fe6a09e667f3bcdULL + (1024ULL << 52)) >> 52; /* k + 1024 */
    double m = tl_from_bits(u - ((n - 1024) << 52));
    double k = (tl_from_bits(0x4330000000000000ULL | n) - 0x1p52) - 1024.0;
    double f = m - 1.0;
    double s = f / (2.0 + f);
    double z = s * s, z2 = z * z;
    double q = (0x1.555554fd7694cp-2 + z * 0x1.999a7ad47c005p-3) + z2 * (0x1.2438c3f6adbdbp-3 + z * 0x1.e2f97bdae9a65p-4);
    return k * 0x1.62e42fefa39efp-1 + (s + s) * (1.0 + z * q);
}
/* log(1 + x) for x > -1 (finite): log(u_hi) + u_lo/u_hi for the exact sum u = 1 + x, u_lo/u_hi
   as u_lo (2 - u_hi) without a division: the error u_lo (u_hi - 1)^2 / u_hi is below
   2^-51 |u_hi - 1| of the result for u_hi < 2; above 2 the term (below 2^-53) is left out */
TL_INLINE double tl_log1p_d32(double x) {
    tl_dd u = tl_two_sum(1.0, x);
    return tl_log_d32(u.h) + u.l * (2.0 - tl_sel_bits(u.h < 2.0, u.h, 2.0));
}

/*@ logcore: dd logred */
/* log(x) for finite x > 0 as a double-double, relative error about 2^-65: x = 2^k m
   (tl_log_reduce), s = (m-1)/(m+1) as a double-double,
   log(m) = 2 atanh(s) = 2s (1 + s^2/3 + s^4/5 + ...) (|s| <= 0.1716, 15 terms), plus k ln2. */
TL_INLINE tl_dd tl_log_dd(double x) {
    tl_logr r = tl_log_reduce(x, 1);
    double m = r.m, k = r.k;
    double f = m - 1.0;
    tl_dd d = tl_two_sum(m, 1.0);
    double sh = f / d.h;
    tl_dd p = tl_two_prod(sh, d.h);
    double sl = (((f - p.h) - p.l) - sh * d.l) / d.h;
    tl_dd z = tl_two_prod(sh, sh);
    z = tl_fast_two_sum(z.h, z.l + 2.0 * sh * sl);
    double w = z.h;
    double q = 1.0 / 31.0;
    q = q * w + 1.0 / 29.0;
    q = q * w + 1.0 / 27.0;
    q = q * w + 1.0 / 25.0;
    q = q * w + 1.0 / 23.0;
    q = q * w + 1.0 / 21.0;
    q = q * w + 1.0 / 19.0;
    q = q * w + 1.0 / 17.0;
    q = q * w + 1.0 / 15.0;
    q = q * w + 1.0 / 13.0;
    q = q * w + 1.0 / 11.0;
    q = q * w + 1.0 / 9.0;
    q = q * w + 1.0 / 7.0;
    q = q * w + 1.0 / 5.0;
    q = q * w;
    tl_dd Q = tl_fast_two_sum(TL_THIRD_H, TL_THIRD_L + q);
    tl_dd W = tl_dd_mul(z, Q);
    tl_dd T = tl_fast_two_sum(1.0, W.h);
    T.l += W.l;
    tl_dd lm = tl_dd_mul(tl_dd_make(2.0 * sh, 2.0 * sl), T);
    tl_dd kl = tl_two_sum(k * 0x1.62e42fee00000p-1, k * 0x1.a39ef35793c76p-33);
    return tl_dd_add(kl, lm);
}
/* log(u) for a double-double u > 0: log(hi) + log(1 + c), c = lo/hi (a double-double),
   |c| <= 2^-53, log(1 + c) = c - c^2/2 */
TL_INLINE tl_dd tl_log_of_dd(tl_dd u) {
    tl_dd l = tl_log_dd(u.h);
    tl_dd c = tl_dd_div(tl_dd_make(u.l, 0.0), tl_dd_make(u.h, 0.0));
    tl_dd s = tl_two_sum(l.h, c.h);
    return tl_fast_two_sum(s.h, s.l + (l.l + c.l - 0.5 * c.h * c.h));
}

/*@ logf32: f32lanes */
/* The float32 logarithms in float lanes (README, "The math library"): plain float operations
   only, so a vector holds twice the lanes of the double functions. x = 2^k (1 + f) with 1 + f in
   [sqrt(1/2), sqrt(2)) from the bits (f = m - 1 exact), log(1 + f) = f + C with C = s (f^2/2 +
   R) - f^2/2, s = f / (2 + f), R = 2z/3 + 2z^2/5 + 2z^3/7 + 2z^4/9 (z = s^2 <= 0.0295; Taylor,
   the rest below 2^-28 of the result) in fdlibm's layout (Sun Microsystems, e_log.c); the
   leading terms (k ln2_hi with ln2_hi of 15 bits, and h = f - fh^2/2 or, for log2 and log10,
   h's 12-bit head times a 1/ln(b) of 12 bits) are exact and summed by FastTwoSum, so that only
   the last addition rounds at the result's scale. Each function is checked on every float32 argument against
   the float64 function (benches/libm_f32_exhaustive.py). */
/* x = 2^k (1 + f) for finite x > 0, f in [sqrt(1/2) - 1, sqrt(2) - 1) (subnormals scaled by
   2^23 first, where sub_possible says they may occur) */
typedef struct { float k, f, sc; } tl_logf_r; /* sc = 2^-k (normal for |k| < 127) */
TL_INLINE tl_logf_r tl_logf_reduce(float x, int sub_possible) {
    int sub = sub_possible && x < 0x1p-126f;
    uint32_t u = tl_fl_bits(x * (sub ? 0x1p23f : 1.0f));
    uint32_t n = (u - 0x3f3504f3u + (128u << 23)) >> 23; /* k + 128 */
    tl_logf_r r;
    r.f = tl_fl_from(u - ((n - 128u) << 23)) - 1.0f;
    r.sc = tl_fl_from(0x3f800000u - ((n - 128u) << 23));
    r.k = (float)((int32_t)n - 128) - (sub ? 23.0f : 0.0f);
    return r;
}
/* log(1 + f + d) as h + l for a small d (|d| <= 2^-23: the rounding error of a sum 1 + y):
   f = fh + fl with fh a multiple of 2^-12 (at most 11 bits), h = f - fh^2/2 (fh^2 exact; h
   exact where f is a multiple of 2^-24, as from tl_logf_reduce: a multiple of 2^-25 below 1/2;
   else its rounding error e by FastTwoSum), l = e - fh fl - fl^2/2 + s (f^2/2 + R) + d/(1 + f),
   d/(1 + f) = d (1 - s)^2 / (1 - z) to a relative 2^-10: l is below 2^-5 and f^2, so its
   rounding errors are below 2^-28 of the result */
TL_INLINE tl_ff tl_logf_m(float f, float d, int has_d) {
    float s = f / (2.0f + f), z = s * s;
    float R = z * (0x1.555556p-1f + z * (0x1.99999ap-2f + z * (0x1.24924ap-2f + z * 0x1.c71c72p-3f)));
    float fh = (f + 0x1.8p11f) - 0x1.8p11f, fl = f - fh;
    float t = 1.0f - s, q = 0.5f * (fh * fh);
    tl_ff r;
    r.h = f - q;
    float e = (f - r.h) - q;
    r.l = (e - (fh * fl + 0.5f * (fl * fl))) + (s * (0.5f * (f * f) + R) + (has_d ? d * ((t * t) * (1.0f + z)) : -0.0f));
    return r;
}
/* log(1 + f + d) - f unsplit, for results without cancellation between k ln2 and f (arcsinh,
   arccosh, arctanh; measured worst 0.98 ulp, arccosh, see tl_logf_sqrt_plus) */
TL_INLINE float tl_logf_c(float f, float d, int has_d) {
    float s = f / (2.0f + f), z = s * s;
    float R = z * (0x1.555556p-1f + z * (0x1.99999ap-2f + z * (0x1.24924ap-2f + z * 0x1.c71c72p-3f)));
    float hfsq = 0.5f * (f * f), t = 1.0f - s;
    return (s * (hfsq + R) - hfsq) + (has_d ? d * ((t * t) * (1.0f + z)) : -0.0f);
}
/* k ln2 + h + l (ln2 = ln2_hi + ln2_lo, ln2_hi of 15 bits: k ln2_hi exact) */
TL_INLINE float tl_logf_sum(float k, tl_ff m) {
    tl_ff a = tl_ff_fast_sum(k * 0x1.62e4p-1f, m.h);
    return a.h + (a.l + (k * 0x1.7f7d1cp-20f + m.l));
}
/* log_b(x) = k kh + k kl + (h + l) (ih + il) with kh + kl = log_b(2) (kh of at most 15 bits) and
   ih + il = 1/ln(b) (ih of 12 bits), h = hh + hl with hh a multiple of 2^-12 (at most 11
   bits) and hl of at most 12 bits: k kh, hh ih and hl ih are exact */
TL_INLINE float tl_logf_base(float x, float kh, float kl, float ih, float il, float inv, int sub_possible) {
    tl_logf_r r = tl_logf_reduce(x, sub_possible);
    tl_ff m = tl_logf_m(r.f, 0.0f, 0);
    float hh = (m.h + 0x1.8p11f) - 0x1.8p11f, hl = m.h - hh;
    tl_ff a = tl_ff_fast_sum(r.k * kh, hh * ih);
    return a.h + (a.l + (hl * ih + (r.k * kl + (m.h * il + m.l * inv))));
}
/* log(1 + y) for the argument yh + yl (|yl| <= 2^-23 |yh|) as k, h + l: where `direct` (yh in
   [sqrt(1/2) - 1, sqrt(2) - 1)), k = 0 and f = yh exactly; elsewhere u = 1 + yh as uh + ul by
   TwoSum, uh reduced and 2^-k (ul + yl) a correction (k clamped to +-64 for that factor: beyond,
   the term is below 2^-64 of the result) */
typedef struct { float k; tl_ff m; } tl_logf_p;
TL_INLINE tl_logf_p tl_logf_1p(float yh, float yl, int direct) {
    tl_ff u = tl_ff_two_sum(1.0f, yh);
    tl_logf_r r = tl_logf_reduce(direct ? 1.0f : u.h, 0);
    float kc = r.k < -64.0f ? -64.0f : (r.k > 64.0f ? 64.0f : r.k);
    float sc = tl_fl_from((uint32_t)(127 - (int32_t)kc) << 23);
    tl_logf_p p;
    p.k = direct ? 0.0f : r.k;
    p.m = tl_logf_m(direct ? yh : r.f, direct ? yl : (u.l + yl) * sc, 1);
    return p;
}
/* log(v + sqrt(t^2 + c)) for asinh (v = t = a >= 1/2, c = 1) and acosh (v = x, t = x - 1, c = 2t:
   x^2 - 1 = t^2 + 2t), v and t at most 2^12, th and sh the 12-bit heads of t and s:
   q = t^2 + c as qh + ql (t^2 rounded plus c by TwoSum; t^2's rounding error (th^2 - t^2) +
   tl (2th + tl), th^2 - t^2 exact by Sterbenz's lemma); s = sqrt(qh) rounded and its
   correction ((qh - s^2) + ql) / (2s) (qh - sh^2 exact by Sterbenz's lemma, sl (2sh + sl)
   rounded below 2^-35 qh); w = s + v by FastTwoSum (the larger first: s for asinh, where
   s_first, v for acosh), so w = wh + wl within about 2^-40 relative; log(w) = k ln2 + f + C
   with the correction 2^-k wl in C (w >= 1: no cancellation against k ln2). The unsplit C
   leaves acosh at 0.98 ulp at 1.0604 (its worst float in [1, 8192]; C's rounding errors add
   up where w is near sqrt(2)); tl_logf_m's split would leave 0.66 ulp there at 10 more
   operations, below NumPy's speed on one core. Where big, log(x) + ln2
   (x above 2^12: the neglected 1/(4x^2) is below 2^-28 of the result). */
TL_INLINE float tl_logf_sqrt_plus(float v, float t, float c, float x, int big, int s_first) {
    float th = tl_fl_head(t), tl = t - th, p = t * t;
    tl_ff q = tl_ff_two_sum(p, c);
    float s = __builtin_sqrtf(q.h);
    float sh = tl_fl_head(s), sl = s - sh;
    tl_ff w = tl_ff_fast_sum(s_first ? s : v, s_first ? v : s);
    /* 1/s to about 2^-6 from its bits and a Newton step (the correction is below 2^-23 s): no
       second division */
    float i = tl_fl_from(0x7ef311c3u - tl_fl_bits(s));
    i = i * (2.0f - s * i);
    float res = ((q.h - sh * sh) - sl * (sh + sh + sl)) + (q.l + ((th * th - p) + tl * (th + th + tl)));
    float wl = w.l + res * (0.5f * i);
    /* big ? x : w.h through a bit mask: with ?: gcc (12) reduces both and then selects */
    tl_logf_r r = tl_logf_reduce(tl_fl_sel(big, x, w.h), 0);
    float k = r.k + (big ? 1.0f : 0.0f);
    tl_ff a = tl_ff_fast_sum(k * 0x1.62e4p-1f, r.f);
    return a.h + (a.l + (k * 0x1.7f7d1cp-20f + tl_logf_c(r.f, big ? 0.0f : wl * r.sc, 1)));
}
TL_INLINE int tl_log_ok_f32(float x) { return (x >= 0x1p-126f) & (x <= 0x1.fffffep127f); }
/* a logarithm's special values (float): -inf at 0, NaN below, inf at inf, NaN in NaN out */
TL_INLINE float tl_logf_special(float x, float y) {
    y = x == 0.0f ? -INFINITY : y;
    y = x < 0.0f ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}

/*@ log: logfast logf32 */
/* log, log2 and log10 have a fast path (FAST_PATH: tl_<f>_ok, tl_<f>_fast): a normal finite
   x > 0 (tl_log_ok, tl_log_ok_f32), without the subnormal scaling and the special values'
   selects, the same bits */
TL_INLINE double tl_log(double x) { return tl_log_special(x, tl_log_m(tl_log_reduce(x, 1), 0.0, 0.0)); }
TL_INLINE double tl_log_fast(double x) { return tl_log_m(tl_log_reduce(x, 0), 0.0, 0.0); }
TL_INLINE float tl_log_kf(float x, int sub_possible) {
    tl_logf_r r = tl_logf_reduce(x, sub_possible);
    return tl_logf_sum(r.k, tl_logf_m(r.f, 0.0f, 0));
}
TL_INLINE float tl_log_f32(float x) { return tl_logf_special(x, tl_log_kf(x, 1)); }
TL_INLINE float tl_log_fast_f32(float x) { return tl_log_kf(x, 0); }

/*@ log2: logfast logf32 */
TL_INLINE double tl_log2_k(double x, int sub_possible) {
    return tl_log_base(tl_log_reduce(x, sub_possible), 0x1.7154764000000p+0, 0x1.2b82fe1777d10p-28, 1.0, 0.0);
}
TL_INLINE double tl_log2(double x) { return tl_log_special(x, tl_log2_k(x, 1)); }
TL_INLINE int tl_log2_ok(double x) { return tl_log_ok(x); }
TL_INLINE double tl_log2_fast(double x) { return tl_log2_k(x, 0); }
TL_INLINE float tl_log2_kf(float x, int sub_possible) {
    return tl_logf_base(x, 1.0f, 0.0f, 0x1.716p+0f, -0x1.7135a8p-13f, 0x1.715476p+0f, sub_possible);
}
TL_INLINE float tl_log2_f32(float x) { return tl_logf_special(x, tl_log2_kf(x, 1)); }
TL_INLINE int tl_log2_ok_f32(float x) { return tl_log_ok_f32(x); }
TL_INLINE float tl_log2_fast_f32(float x) { return tl_log2_kf(x, 0); }

/*@ log10: logfast logf32 */
TL_INLINE double tl_log10_k(double x, int sub_possible) {
    return tl_log_base(tl_log_reduce(x, sub_possible), 0x1.bcb7b14000000p-2, 0x1.26e50e32a6ab7p-30, 0x1.34413509f8000p-2,
                       -0x1.80433b83b532ap-44);
}
TL_INLINE double tl_log10(double x) { return tl_log_special(x, tl_log10_k(x, 1)); }
TL_INLINE int tl_log10_ok(double x) { return tl_log_ok(x); }
TL_INLINE double tl_log10_fast(double x) { return tl_log10_k(x, 0); }
TL_INLINE float tl_log10_kf(float x, int sub_possible) {
    return tl_logf_base(x, 0x1.344p-2f, 0x1.3509f8p-18f, 0x1.bccp-2f, -0x1.09d5b2p-15f, 0x1.bcb7b2p-2f, sub_possible);
}
TL_INLINE float tl_log10_f32(float x) { return tl_logf_special(x, tl_log10_kf(x, 1)); }
TL_INLINE int tl_log10_ok_f32(float x) { return tl_log_ok_f32(x); }
TL_INLINE float tl_log10_fast_f32(float x) { return tl_log10_kf(x, 0); }

/*@ log1p: logfast dd logf32 */
TL_INLINE double tl_log1p_special(double x, double y) {
    y = x == 0.0 ? x : y;
    y = x == -1.0 ? -INFINITY : y;
    y = x < -1.0 ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}
/* log1p(x) = log(u) for the double-double u = 1 + x (exact by TwoSum): log(u_hi) + u_lo/u_hi */
TL_INLINE double tl_log1p_k(double x) {
    tl_dd u = tl_two_sum(1.0, x);
    return tl_log_plus(u.h, u.l / u.h, 0.0);
}
TL_INLINE double tl_log1p(double x) { return tl_log1p_special(x, tl_log1p_k(x)); }
/* The fast path (FAST_PATH): x > -1 finite, without the special values' selects but zero's
   (-0 gives -0); the same bits */
TL_INLINE int tl_log1p_ok(double x) { return (x > -1.0) & (x <= 0x1.fffffffffffffp1023); }
TL_INLINE double tl_log1p_fast(double x) { double y = tl_log1p_k(x); return x == 0.0 ? x : y; }
/* float32 in float lanes: f = x exactly on [sqrt(1/2) - 1, sqrt(2) - 1), 1 + x by TwoSum
   elsewhere (tl_logf_1p) */
TL_INLINE float tl_log1p_kf(float x) {
    tl_logf_p p = tl_logf_1p(x, 0.0f, x >= -0x1.2bec34p-2f && x < 0x1.a8279ap-2f);
    float y = tl_logf_sum(p.k, p.m);
    return x == 0.0f ? x : y;
}
TL_INLINE int tl_log1p_ok_f32(float x) { return (x > -1.0f) & (x <= 0x1.fffffep127f); }
TL_INLINE float tl_log1p_fast_f32(float x) { return tl_log1p_kf(x); }
TL_INLINE float tl_log1p_f32(float x) {
    float y = tl_log1p_kf(x);
    y = x == -1.0f ? -INFINITY : y;
    y = x < -1.0f ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}

/*@ expeo: exp */
/* Helpers of float64 expm1, tanh, sinh and cosh. The series of exp(r) - 1 - r - r^2/2 split into
   its even and odd parts, z^2 Pe(z) + r z Po(z), z = r^2, for |r| <= 0.3466 (exp's reduced
   argument): Pe and Po of degree 4 interpolated at Chebyshev nodes (benches/libm_constants.py, the
   two terms within 2^-64 and 2^-60.4; as one polynomial in r, exp(r) - 1 within 2^-58.5
   relative), each in Estrin's scheme (pairs, then z^2 and z^4). */
typedef struct { double e, o; } tl_eo;
TL_INLINE tl_eo tl_exp_eo(double z) {
    double z2 = z * z, z4 = z2 * z2;
    tl_eo p;
    p.e = ((0x1.5555555555555p-5 + z * 0x1.6c16c16c167e1p-10) + z2 * (0x1.a01a01a47adc4p-16 + z * 0x1.27e4e1f5246c7p-22))
          + z4 * 0x1.1f66de051eb02p-29;
    p.o = ((0x1.5555555555556p-3 + z * 0x1.11111111109b4p-7) + z2 * (0x1.a01a01a7c3d59p-13 + z * 0x1.71de0daf7a6ccp-19))
          + z4 * 0x1.af38a71a18cb9p-26;
    return p;
}
/* min(a, b) for a >= 0 or NaN (NaN gives b) and b > 0: the integer minimum of the bits (a ?: on
   doubles lets gcc (12) specialise the rest of the function for the constant, with masked
   operations and blends) */
TL_INLINE double tl_min_pos(double a, double b) {
    uint64_t u = tl_bits(a), v = tl_bits(b);
    return tl_from_bits(u < v ? u : v);
}
/* exp(r) and exp(-r) for r = rh + rl (tl_exp_red's) as (u1 + f1) + (ea + ob) and
   (u2 + f2) + (ea - ob), E +- O from tl_exp_eo: u1 = g + rh and u2 = g - rh split exactly by
   Fast2Sum, g = 1 + h, ea = E - g, ob = O - rh. With exact (a constant: the tests fold away),
   h = q^2/2 exactly (q = rh cut to 26 bits, q^2 exact) and the rest of r^2/2, t (q + t/2) with
   t = r - q, in ea, for results that cancel (sinh); otherwise h = 0 and ea = r^2/2 + ... with
   r's rounding error dr added as r dr. */
typedef struct { double u1, f1, u2, f2, ea, ob; } tl_exppm;
TL_INLINE tl_exppm tl_exp_pm(double rh, double rl, int exact) {
    double r = rh + rl, z = r * r, z2 = z * z;
    tl_eo p = tl_exp_eo(z);
    double q = tl_from_bits(tl_bits(rh) & 0xfffffffff8000000ULL), t = (rh - q) + rl;
    double h = exact ? (q * q) * 0.5 : 0.0, g = 1.0 + h, gn = (g - 1.0) - h;
    tl_exppm m;
    m.u1 = g + rh;
    m.f1 = (g - m.u1) + rh;
    m.u2 = g - rh;
    m.f2 = (g - m.u2) - rh;
    m.ea = exact ? (t * (q + 0.5 * t) + z2 * p.e) - gn : z * 0.5 + (z2 * p.e + r * ((rh - r) + rl));
    m.ob = rl + r * (z * p.o);
    return m;
}

/*@ expm1: expeo */
/* expm1(x) = 2^k ((1 - 2^-k) + expm1(r)) for -45 <= x <= 710 (clamped; below -37.43 the result
   rounds to -1): x = k ln2 + r (tl_exp_red, r = rh + rl), expm1(r) = rh + r^2/2 + z^2 Pe(z) +
   r z Po(z) (tl_exp_eo), r^2/2 = h + t (q + t/2) with q = rh cut to 26 bits, h = q^2/2 exact
   and t = r - q. The large parts are summed exactly: C = 1 - 2^-k (2^-min(k, 100)) by TwoSum,
   C + rh and then + h by Fast2Sum (C = 0 or |C| >= 1/2 > |rh|, and |C + rh| > 0.15 > h or
   C + rh = rh), the small terms and the sums' rounding errors in plain doubles, so that
   essentially only the last addition rounds (the mild cancellation of C + expm1(r), where
   k = 1 or r < 0, then costs little). 2^k is applied as (y + y) 2^(k-1), exact until it
   overflows where the result does (k = 1024 above exp's threshold), and exact for a tiny x;
   2^(k-1) and 2^-min(k, 100) are built from k's bits in k + 0x1.8p52 (as tl_pow2i). */
TL_INLINE double tl_expm1(double x) {
    double xc = x < -45.0 ? -45.0 : (x > 710.0 ? 710.0 : x);
    tl_expred e = tl_exp_red(xc);
    uint64_t kb = tl_bits(e.kb), kc = kb < tl_bits(100.0 + 0x1.8p52) ? kb : tl_bits(100.0 + 0x1.8p52);
    double sk = tl_from_bits((kb + 1022) << 52);
    tl_dd c = tl_two_sum(1.0, -tl_from_bits((1023ULL << 52) - (kc << 52)));
    double r = e.rh + e.rl, z = r * r;
    tl_eo p = tl_exp_eo(z);
    double q = tl_from_bits(tl_bits(e.rh) & 0xfffffffff8000000ULL), t = (e.rh - q) + e.rl, h = (q * q) * 0.5;
    tl_dd u = tl_fast_two_sum(c.h, e.rh), v = tl_fast_two_sum(u.h, h);
    double s = e.rl + (t * (q + 0.5 * t) + z * (z * p.e + r * p.o));
    double y = v.h + (v.l + (u.l + (c.l + s)));
    y = (y + y) * sk;
    y = x == 0.0 ? x : y;
    return x != x ? x + x : y;
}
/* float32, in float lanes: expm1(x) = 2 (2^(k-1) e + (2^(k-1) - 1/2)), e = expm1(r) = rh + r2h/2
   + t with k, rh, rl as in exp, r2h = rh^2 rounded (its error below 2^-25 rh^2, 0.11 ulp of the
   result at most) and t = rl + rl (rh + rl/2) + r^3 q(r), q from exp's fitted polynomial
   (p - 1/2)/r; 2^(k-1) - 1/2 = Ch + Cl (Ch exact for k <= 24, Cl by Fast2Sum above), and Ch +
   2^(k-1) rh + 2^(k-1) r2h/2 by two Fast2Sums, so that only the last addition rounds; the last
   doubling overflows where expm1 does. x is clamped to [-16.9, 89]: every x in (-25 ln2, -16.9]
   gives -1 + 2^-24, as -16.9 does, and x <= -25 ln2 gives -1; below 2^-25, x itself (where
   2^(k-1) rh would round) */
TL_INLINE float tl_expm1_f32(float x) {
    float xc = x < -16.9f ? -16.9f : (x > 89.0f ? 89.0f : x);
    tl_f32red e = tl_f32_exp_red(xc);
    float r = e.rh + e.rl, r2 = r * r;
    float q = (0x1.555554p-3f + r * 0x1.55548cp-5f) + r2 * ((0x1.111274p-7f + r * 0x1.6d8e72p-10f) + r2 * 0x1.9f0778p-13f);
    float t = e.rl + (e.rl * (e.rh + 0.5f * e.rl) + r2 * (r * q));
    float sk = tl_f32_pow2k(e.kb - 1.0f), ch = sk - 0.5f, cl = (sk - ch) - 0.5f;
    float p = sk * e.rh, s1 = ch + p, e1 = (ch - s1) + p;
    float h = sk * (0.5f * (e.rh * e.rh)), s2 = s1 + h, e2 = (s1 - s2) + h;
    float y = 2.0f * (s2 + (e2 + (e1 + (cl + sk * t))));
    y = x <= -0x1.154246p+4f ? -1.0f : y;
    /* NaN stays NaN (the clamp keeps it) */
    return tl_fl_abs(x) < 0x1p-25f ? x : y;
}

/*@ exp2: exp */
/* 2^x = 2^k exp(r ln2), k = round(x), r = x - k exact, r ln2 as a double-double (Dekker's
   product), exp's parts in plain doubles */
/* exp(r ln2) for r = x - k, |r| <= 1/2 */
TL_INLINE double tl_exp2_m(double r) {
    tl_dd z = tl_two_prod(r, TL_LN2_H);
    return tl_exp_m(z.h, z.l + r * TL_LN2_L).h;
}
TL_INLINE double tl_exp2(double x) {
    double xc = x < -1080.0 ? -1080.0 : (x > 1030.0 ? 1030.0 : x);
    double k = tl_rint_small(xc);
    double y = tl_scale2(tl_exp2_m(xc - k), k);
    return x != x ? x + x : y;
}
TL_INLINE int tl_exp2_ok(double x) { return tl_fabs(x) <= 1022.0; }
TL_INLINE double tl_exp2_fast(double x) {
    double k = tl_rint_small(x);
    return tl_exp2_m(x - k) * tl_pow2i(k);
}
/* float32, in float lanes: 2^x = 2^k exp(r ln2), x clamped to [-151, 129] (beyond, the result
   rounds to 0 or overflows), k = round(x), r = x - k exact, r ln2 = rh + rl with rh = r12 L1
   exact (r12: r's 12-bit head, L1: ln2's) and rl = (r - r12) ln2 + r12 L2 (L1 + L2 within 2^-39
   of ln2) */
TL_INLINE float tl_exp2_f32(float x) {
    float xc = x < -151.0f ? -151.0f : (x > 129.0f ? 129.0f : x);
    float k = tl_f32_rint(xc), r = xc - k, r12 = tl_fl_head(r);
    float rh = r12 * 0x1.62ep-1f, rl = (r - r12) * 0x1.62e430p-1f + r12 * 0x1.0bfbe8p-15f;
    /* NaN stays NaN (the clamp keeps it) */
    return tl_f32_scale2(tl_f32_exp_m(rh, rl).h, k);
}

/*@ tanh: expeo */
/* tanh(a), a = |x| clamped to 22 (tanh rounds to 1 above 19.07), as N/D with N = exp(r) -
   w exp(-r) and D = exp(r) + w exp(-r), a = k ln2 + r (tl_exp_red), w = 2^-2k, without a separate
   series for small a: exp(r) and exp(-r) from the even and odd parts E +- O as in tl_hyp
   (tl_exp_pm), 1 +- rh split exactly (Fast2Sum), u1 -+ w u2 with their exact errors, and the
   small terms (E - 1 with r's rounding error in r^2/2, O - rh) in plain doubles: N = n0 + nl,
   D = d0 + dl. Where k = 0, N = 2 O (no cancellation); where k >= 1, N cancels at most one bit.
   N/D = q + c with q = (n0 + nl)/(d0 + dl) rounded and cut to 26 bits and c = (N - q D)/D, whose
   large part n0 - q d0 is exact (d0 cut to 26 bits plus a 27-bit rest: both products exact, the
   first subtraction exact by Sterbenz's lemma, q d0 being within 2^-25 of n0 for a >= 2^-27;
   below, tanh(a) rounds to a): one division, and only the last addition rounds. Measured 0.72
   ulp (z/2 from the rounded square: with the exact square of rh cut to 26 bits, as sinh, 0.56 but
   about 15% slower). Plain doubles throughout. */
TL_INLINE double tl_tanh(double x) {
    tl_expred e = tl_exp_red(tl_min_pos(tl_fabs(x), 22.0));
    double w = tl_from_bits((1023ULL << 52) - (tl_bits(e.kb) << 53));
    tl_exppm m = tl_exp_pm(e.rh, e.rl, 0);
    double wu = w * m.u2, n0 = m.u1 - wu, d0 = m.u1 + wu;
    double sp = m.f1 + (m.ea + m.ob), wsm = w * (m.f2 + (m.ea - m.ob));
    double nl = ((m.u1 - n0) - wu) + (sp - wsm), dl = (wu - (d0 - m.u1)) + (sp + wsm);
    double inv = 1.0 / (d0 + dl);
    double qc = tl_from_bits(tl_bits((n0 + nl) * inv) & 0xfffffffff8000000ULL);
#if defined(TL_FMA_PRODUCT)
    /* n0 - qc d0 rounded once, as the split below computes it (its first difference is exact) */
    double y = qc + ((__builtin_fma(-qc, d0, n0) + (nl - qc * dl)) * inv);
#else
    double dhh = tl_from_bits(tl_bits(d0) & 0xfffffffff8000000ULL), dhl = d0 - dhh;
    double y = qc + ((((n0 - qc * dhh) - qc * dhl) + (nl - qc * dl)) * inv);
#endif
    y = tl_fabs(x) < 0x1p-27 ? x : tl_from_bits(tl_bits(y) | (tl_bits(x) & 0x8000000000000000ULL));
    return x != x ? x + x : y;
}
/* float32, in float lanes: below 0.55, a + a z P(z), z = a^2, P of degree 4 fitted for the least
   maximum relative error (benches/libm_constants.py, tanh_32_poly: below 2^-28 with the
   coefficients rounded to float); above, 1 - q with q = 2/(exp(2a) + 1) < 1/2: exp(2a) = 2^k m,
   so q = 2^(1-k)/D with D = m + 2^-k = dh + dl formed by exp's steps from 1 + 2^-k (exact for
   k <= 23; beyond, 2^-k is below the rounding of D and q's part in the result), q = q0 - q0
   dl/dh with q0 = 2^(1-k)/dh rounded, 1 - q0 exact by Fast2Sum: q0's rounding (at most 1/4 ulp
   of the result, since q < 1/2 < 1 - q) and the last addition's are the only ones that matter
   (0.79 ulp at most over every float above 0.55, 0.86 below); a clamped to 10 (tanh rounds to 1
   above 9.02, k <= 29). */
TL_INLINE float tl_tanh_f32(float x) {
    float a = tl_fl_abs(x);
    float z = a * a, z2 = z * z;
    float p = (-0x1.55554ap-2f + z * 0x1.110d12p-3f) + z2 * ((-0x1.b924e4p-5f + z * 0x1.591d66p-6f) + z2 * -0x1.9a7278p-8f);
    float ys = a + a * (z * p);
    float ac = a > 10.0f ? 10.0f : a;
    tl_f32red e = tl_f32_exp_red(ac + ac);
    /* w = 2^-k built in the exponent field from kb = k + 0x1.8p23 (bits 0x4b400000 + k) */
    float w = tl_fl_from((0x4b40007fu - tl_fl_bits(e.kb)) << 23);
    tl_ff d = tl_f32_exp_m_plus(e.rh, e.rl, 1.0f + w);
    float h0 = 1.0f / d.h, q0 = h0 * (w + w), s = 1.0f - q0;
    float y = s + (((1.0f - s) - q0) + (q0 * d.l) * h0);
    y = a < 0.55f ? ys : y;
    /* NaN stays NaN through both branches (the clamp keeps it) */
    return tl_fl_signed(y, x);
}

/*@ sigmoid: exp */
/* 1 / (1 + t) for x >= 0 and t / (1 + t) for x < 0, t = exp(-|x|) as a double-double from
   exp's parts (plain doubles), the sum and quotient as double-doubles; exp(x) from the same
   parts below -40 (relative difference < 2^-57), 1 above 40 */
TL_INLINE double tl_sigmoid(double x) {
    double a = tl_fabs(x);
    int big = a > 40.0;
    tl_expred e = tl_exp_red(a > 746.0 ? -746.0 : -a);
    tl_expm m = tl_exp_m(e.rh, e.rl);
    double sk = tl_pow2i(big ? 0.0 : e.k);
    tl_dd t = tl_dd_make(m.h * sk, m.l * sk);
    tl_dd num = tl_dd_sel(x < 0.0, t, tl_dd_make(1.0, 0.0));
    double y = tl_dd_div(num, tl_dd_add_d(t, 1.0)).h;
    y = x > 40.0 ? 1.0 : y;
    y = x < -40.0 ? tl_scale2(m.h, e.k) : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_sigmoid_f32(double x) {
    double t = tl_exp_d32(-tl_fabs(x));
    double y = (x < 0.0 ? t : 1.0) / (1.0 + t);
    return x != x ? x + x : y;
}

/*@ softplus: expcore logfast exp */
/* log(1 + exp(x)), the sum formed as a double-double; x above 40, exp(x) below -40 */
TL_INLINE double tl_softplus(double x) {
    double xc = x < -40.0 ? -40.0 : (x > 40.0 ? 40.0 : x);
    tl_dd t = tl_exp_dd(xc);
    tl_dd w = tl_dd_add_d(t, 1.0);
    double y = tl_log_plus(w.h, w.l / w.h, 0.0);
    /* below -20, 1 + t drops bits of t that matter: t - t^2/2 + t^3/3 (next term < 2^-86 t) */
    double ys = tl_fast_two_sum(t.h, t.l + t.h * t.h * (t.h * (1.0 / 3.0) - 0.5)).h;
    y = x < -20.0 ? ys : y;
    y = x > 40.0 ? x : y;
    y = x < -40.0 ? tl_exp(x) : y;
    return x != x ? x + x : y;
}
/* max(x, 0) + log1p(exp(-|x|)): two terms of one sign */
TL_INLINE double tl_softplus_f32(double x) {
    double y = (x > 0.0 ? x : 0.0) + tl_log1p_d32(tl_exp_d32(-tl_fabs(x)));
    return x != x ? x + x : y;
}

/*@ pow: exp */
/* x^y = exp(y log|x|) (float32: 2^(y log2|x|)) with tables, in plain doubles and
   double-doubles formed without Veltkamp's split (no overflow for huge y):
   - log|x| = k ln2 + log(c) + log1p(r): x = 2^k m as tl_log_reduce does but with m in
     [0.709, 1.418) (an offset that puts 1.0 in the middle of a piece), c the midpoint of m's
     piece among 128 of 2^45 bit patterns each, 1/c rounded to 26 bits (exactly 1 in the piece
     of 1.0, so log x keeps its relative accuracy near 1), r = m/c - 1 (|r| <= 2^-8) exact as
     hi + lo: m's head of 27 bits times 1/c is exact, and so is the rest times 1/c; k ln2 +
     log(c) exact from parts that are multiples of 2^-42 (and rests). log1p(r) =
     r - r^2/2 + r^3 P(r) to r^9 (Taylor; the next term is below 2^-72 |r|), r^2 exact from
     heads of 26 bits, so log|x| = hi + lo within about 2^-68 relative.
   - y log|x| as hi + lo: log = h + t with h of 26 bits, y h exactly as hi + lo from y's head
     of 26 bits and its rest (Dekker's product with one factor unsplit), plus y t; clamped
     to [-746, 710] (NaN to 710; the special cases decide those results).
   - exp(z) = 2^(e) 2^(j/128) exp(r): z = (128 e + j) ln2/128 + r, |r| <= ln2/256, ln2/128 in
     two parts (TL_LN2_128_H: k times it exact), exp(r) - 1 to r^6 (Taylor; the next term is
     below 2^-72), 2^(j/128) as hi + lo from a table, 2^e as two normal factors.
   The error before the final rounding is about 2^-61 relative: within 0.51 ulp. The tables
   are computed by benches/libm_constants.py (pow_tables). */
#define TL_POW_LOG_OFF 0x3fe6b00000000000ULL
static const double tl_pow_log_inv[128] = {0x1.6816818000000p+0, 0x1.661ec68000000p+0, 0x1.642c858000000p+0, 0x1.623fa78000000p+0, 0x1.6058160000000p+0, 0x1.5e75bb8000000p+0, 0x1.5c98828000000p+0, 0x1.5ac0568000000p+0, 0x1.58ed230000000p+0, 0x1.571ed40000000p+0, 0x1.5555558000000p+0, 0x1.5390948000000p+0, 0x1.51d07e8000000p+0, 0x1.5015018000000p+0, 0x1.4e5e0a8000000p+0, 0x1.4cab888000000p+0, 0x1.4afd6a0000000p+0, 0x1.49539e0000000p+0, 0x1.47ae148000000p+0, 0x1.460cbc8000000p+0, 0x1.446f868000000p+0, 0x1.42d6628000000p+0, 0x1.4141418000000p+0, 0x1.3fb0140000000p+0, 0x1.3e22cc0000000p+0, 0x1.3c995a8000000p+0, 0x1.3b13b10000000p+0, 0x1.3991c30000000p+0, 0x1.3813810000000p+0, 0x1.3698df0000000p+0, 0x1.3521cf8000000p+0, 0x1.33ae458000000p+0, 0x1.323e348000000p+0, 0x1.30d1900000000p+0, 0x1.2f684c0000000p+0, 0x1.2e025c0000000p+0, 0x1.2c9fb50000000p+0, 0x1.2b404b0000000p+0, 0x1.29e4128000000p+0, 0x1.288b010000000p+0, 0x1.27350b8000000p+0, 0x1.25e2270000000p+0, 0x1.2492490000000p+0, 0x1.2345678000000p+0, 0x1.21fb780000000p+0, 0x1.20b4710000000p+0, 0x1.1f70480000000p+0, 0x1.1e2ef38000000p+0, 0x1.1cf06b0000000p+0, 0x1.1bb4a40000000p+0, 0x1.1a7b960000000p+0, 0x1.1945380000000p+0, 0x1.1811810000000p+0, 0x1.16e0688000000p+0, 0x1.15b1e60000000p+0, 0x1.1485f10000000p+0, 0x1.135c810000000p+0, 0x1.12358e8000000p+0, 0x1.1111110000000p+0, 0x1.0fef010000000p+0, 0x1.0ecf568000000p+0, 0x1.0db20a8000000p+0, 0x1.0c97150000000p+0, 0x1.0b7e6f0000000p+0, 0x1.0a68108000000p+0, 0x1.0953f38000000p+0, 0x1.0842108000000p+0, 0x1.0732608000000p+0, 0x1.0624dd0000000p+0, 0x1.05197f8000000p+0, 0x1.0410410000000p+0, 0x1.03091b8000000p+0, 0x1.0204080000000p+0, 0x1.0101010000000p+0, 0x1.0000000000000p+0, 0x1.fc07f00000000p-1, 0x1.f81f820000000p-1, 0x1.f4465a0000000p-1, 0x1.f07c1f0000000p-1, 0x1.ecc07b0000000p-1, 0x1.e9131a8000000p-1, 0x1.e573ac8000000p-1, 0x1.e1e1e20000000p-1, 0x1.de5d6e0000000p-1, 0x1.dae6078000000p-1, 0x1.d77b658000000p-1, 0x1.d41d420000000p-1, 0x1.d0cb590000000p-1, 0x1.cd85688000000p-1, 0x1.ca4b308000000p-1, 0x1.c71c720000000p-1, 0x1.c3f8f00000000p-1, 0x1.c0e0700000000p-1, 0x1.bdd2b88000000p-1, 0x1.bacf918000000p-1, 0x1.b7d6c40000000p-1, 0x1.b4e81b8000000p-1, 0x1.b203640000000p-1, 0x1.af286c0000000p-1, 0x1.ac57018000000p-1, 0x1.a98ef60000000p-1, 0x1.a6d01a8000000p-1, 0x1.a41a418000000p-1, 0x1.a16d3f8000000p-1, 0x1.9ec8e98000000p-1, 0x1.9c2d150000000p-1, 0x1.9999998000000p-1, 0x1.970e4f8000000p-1, 0x1.948b100000000p-1, 0x1.920fb48000000p-1, 0x1.8f9c190000000p-1, 0x1.8d30190000000p-1, 0x1.8acb910000000p-1, 0x1.886e5f0000000p-1, 0x1.8618618000000p-1, 0x1.83c9778000000p-1, 0x1.8181818000000p-1, 0x1.7f40600000000p-1, 0x1.7d05f40000000p-1, 0x1.7ad2208000000p-1, 0x1.78a4c80000000p-1, 0x1.767dce8000000p-1, 0x1.745d178000000p-1, 0x1.7242880000000p-1, 0x1.702e060000000p-1, 0x1.6e1f768000000p-1, 0x1.6c16c18000000p-1, 0x1.6a13cd0000000p-1};
static const double tl_pow_log_h[128] = {-0x1.5d5bde3996000p-2, -0x1.57bf74d28d000p-2, -0x1.522ae0438a000p-2, -0x1.4c9e0a0f73000p-2, -0x1.4718dc171c000p-2, -0x1.419b42175f000p-2, -0x1.3c2526cb33000p-2, -0x1.36b676dde1000p-2, -0x1.314f1e0536000p-2, -0x1.2bef087dc9000p-2, -0x1.269621934e000p-2, -0x1.214456a2ec000p-2, -0x1.1bf995a9a7000p-2, -0x1.16b5cd4cd0000p-2, -0x1.1178e84a7e000p-2, -0x1.0c42d6a016000p-2, -0x1.071385f4d6000p-2, -0x1.01eae4aa6c000p-2, -0x1.f991c6eb3c000p-3, -0x1.ef5ade51d0000p-3, -0x1.e530f10672000p-3, -0x1.db13dbe948000p-3, -0x1.d10380b656000p-3, -0x1.c6ffbc8f00000p-3, -0x1.bd0874c3be000p-3, -0x1.b31d86e1bc000p-3, -0x1.a93ed248ae000p-3, -0x1.9f6c42088a000p-3, -0x1.95a5ac5f70000p-3, -0x1.8beafd1b90000p-3, -0x1.823c15051a000p-3, -0x1.7898d6f044000p-3, -0x1.6f0127cf56000p-3, -0x1.6574eb68c2000p-3, -0x1.5bf407b544000p-3, -0x1.527e5e2a1c000p-3, -0x1.4913d9433c000p-3, -0x1.3fb45ba192000p-3, -0x1.365fca315a000p-3, -0x1.2d160fb068000p-3, -0x1.23d7126c9c000p-3, -0x1.1aa2b7aa40000p-3, -0x1.1178e7227e000p-3, -0x1.08598b15e4000p-3, -0x1.fe89129dbc000p-4, -0x1.ec739b60a0000p-4, -0x1.da72783844000p-4, -0x1.c8857d33c4000p-4, -0x1.b6ac8afad4000p-4, -0x1.a4e763cb1c000p-4, -0x1.9335e4d594000p-4, -0x1.8197e27410000p-4, -0x1.700d2f4eac000p-4, -0x1.5e95a3b178000p-4, -0x1.4d31165208000p-4, -0x1.3bdf5c4d20000p-4, -0x1.2aa0492470000p-4, -0x1.1973bdac64000p-4, -0x1.08598a59e4000p-4, -0x1.eea31a2068000p-5, -0x1.ccb7357dd8000p-5, -0x1.aaef2bffb0000p-5, -0x1.894aa1c9f8000p-5, -0x1.67c9568d48000p-5, -0x1.466ae8a2e0000p-5, -0x1.252f3108d0000p-5, -0x1.0415d81e78000p-5, -0x1.c63d25e150000p-6, -0x1.8492470c90000p-6, -0x1.432a92f980000p-6, -0x1.0205648930000p-6, -0x1.8244a0f880000p-7, -0x1.01014f5880000p-7, -0x1.0080549580000p-8, 0x0.0p+0, 0x1.fe02b6b100000p-8, 0x1.fc0a890fc0000p-7, 0x1.7b91acfd60000p-6, 0x1.f829b1e780000p-6, 0x1.39e87ebfe8000p-5, 0x1.7745938330000p-5, 0x1.b42dd82198000p-5, 0x1.f0a30a0118000p-5, 0x1.1653710a38000p-4, 0x1.341d78b1bc000p-4, 0x1.51b0722860000p-4, 0x1.6f0d272e58000p-4, 0x1.8c345d1318000p-4, 0x1.a926d434ac000p-4, 0x1.c5e5477dbc000p-4, 0x1.e27074e2b0000p-4, 0x1.fec9141dc0000p-4, 0x1.0d77e8cd08000p-3, 0x1.1b72adc6f6000p-3, 0x1.29552e9200000p-3, 0x1.371fc161e8000p-3, 0x1.44d2b5e4b8000p-3, 0x1.526e5e5a1c000p-3, 0x1.5ff3060a7a000p-3, 0x1.6d60ff459e000p-3, 0x1.7ab890410e000p-3, 0x1.87fa05f60c000p-3, 0x1.9525aa7f46000p-3, 0x1.a23bc2722c000p-3, 0x1.af3c94000c000p-3, 0x1.bc2866ead8000p-3, 0x1.c8ff7cf9aa000p-3, 0x1.d5c216b8fc000p-3, 0x1.e27075e2b0000p-3, 0x1.ef0add51c6000p-3, 0x1.fb9186b5e4000p-3, 0x1.040258d74d000p-2, 0x1.0a324e0f39000p-2, 0x1.1058bfb6e5000p-2, 0x1.1675cacaba000p-2, 0x1.1c898c889a000p-2, 0x1.22941fc0f8000p-2, 0x1.2895a0bde8000p-2, 0x1.2e8e2bee12000p-2, 0x1.347dd9cf88000p-2, 0x1.3a64c59694000p-2, 0x1.404307c26a000p-2, 0x1.4618bb81c6000p-2, 0x1.4be5f93778000p-2, 0x1.51aad7c2e0000p-2, 0x1.5767720656000p-2, 0x1.5d1bdbbd81000p-2, 0x1.62c82f679c000p-2};
static const double tl_pow_log_l[128] = {0x1.a0fae08a432afp-47, -0x1.fa8716e5ce002p-46, -0x1.ebde08164c2d9p-45, 0x1.e210d5b0ad4aep-45, -0x1.06c10fb4c14b0p-44, 0x1.ce3a6426de50ap-44, -0x1.82d8cb6053b7cp-46, -0x1.164f530f08ec4p-46, 0x1.8e29ed3213d48p-45, -0x1.a956a4a50e2c9p-45, 0x1.1b81f1051fb7ap-44, 0x1.caf4648b72a9ep-44, 0x1.1aeedd75c58f8p-44, 0x1.23533242d356ep-44, -0x1.1ef46ce2d093fp-44, -0x1.7181cd63cedecp-45, 0x1.e763a4e912b2cp-44, -0x1.a3fbafade06f0p-44, 0x1.90d0ccd7cc81fp-44, 0x1.a212565bb8e0cp-51, 0x1.fddfc313f4d4dp-44, -0x1.27ef0647542fap-44, 0x1.8718e75b1e0cep-47, -0x1.ee130d3a69d58p-44, 0x1.d520459536c0bp-45, -0x1.c7543362ade72p-44, 0x1.87b4350574169p-45, 0x1.33cedcbcc928ap-44, -0x1.7d118589d0985p-47, 0x1.765f8aaee9299p-47, -0x1.e00139a619ca3p-46, -0x1.8e29dc3db3c81p-44, -0x1.575948d31cf4ep-44, 0x1.98c9d34f0f9b7p-44, 0x1.27823eb67ed71p-46, 0x1.4e6138d4b4132p-44, 0x1.540855580f196p-44, -0x1.193cb40cb3f17p-44, 0x1.fd4f2afb97ffep-44, -0x1.38a48cb7ff603p-47, -0x1.00cc18fd3dd93p-46, 0x1.1ac515de3b3d8p-44, -0x1.1eb78ce2cb29cp-45, 0x1.7e625b00991c5p-45, -0x1.56514d82f752cp-44, -0x1.11ab7280d89c9p-44, -0x1.a81401fa7c1dep-46, -0x1.63e5f8659a6fdp-45, -0x1.b199df50258f4p-44, 0x1.e42f6b9440873p-47, -0x1.3105c3abd3d2fp-45, 0x1.c100460d200ecp-44, -0x1.c004da99c3188p-49, -0x1.1cad1c1d16933p-44, 0x1.53c2582f4d745p-48, 0x1.19d752d1238d3p-44, -0x1.7a3e9a8b1c3a9p-44, -0x1.566a434f931d0p-44, 0x1.7e7dd7009a581p-46, -0x1.c3d67b606d42cp-44, -0x1.95ef6ee08ea92p-44, -0x1.0fbd1f53bb295p-45, -0x1.9a1928be97676p-44, -0x1.da554027dd577p-44, 0x1.c1bcc75be8111p-45, -0x1.83daaa021acc8p-45, 0x1.dddcff461c52bp-44, 0x1.546130030e0c8p-44, 0x1.aa8fe325b09afp-45, -0x1.9812092863828p-47, -0x1.611ca7c8e8402p-44, -0x1.45138f2c5ff87p-44, -0x1.bcda51998afb1p-44, -0x1.166aecb31c67ap-45, 0x0.0p+0, 0x1.9e43f0dda563ap-46, 0x1.f207cf6d3a147p-50, -0x1.3b8f3b602b076p-44, 0x1.980367c7e0a0fp-45, 0x1.eb10d00ada46ep-44, -0x1.17fbc6586803ep-44, -0x1.c81ea65d66d19p-46, -0x1.d589e8336993cp-45, -0x1.47356768ed653p-46, 0x1.1d0cf19837455p-44, 0x1.840ff478e4a46p-44, -0x1.4b3441b665813p-44, 0x1.b21022cb42a3cp-44, 0x1.5638d8bd22b8fp-44, 0x1.d10a7d85f7a6ep-46, -0x1.a302c2af05591p-45, -0x1.544d5d1ae60b1p-44, 0x1.cb4cd2ee31f2cp-44, 0x1.e81765811ab87p-45, -0x1.5b7a5f4474124p-44, 0x1.ee93f9b2d8052p-44, -0x1.7062f6135f743p-46, -0x1.790b237fc5223p-44, -0x1.8566f183c169cp-44, -0x1.bc58637132f2bp-44, -0x1.bdb8072534a2dp-45, 0x1.2216260120101p-44, -0x1.296217d9f07b1p-44, -0x1.5396471dc9b13p-44, -0x1.8a9e33fed5211p-52, 0x1.9ac90739d1061p-44, -0x1.7784f689f7989p-45, -0x1.1ba917bca681bp-45, -0x1.a322c2af02ae7p-44, -0x1.b25615c869ea7p-45, -0x1.d56eaab993d31p-47, 0x1.051009ef23164p-48, 0x1.c6c7e7ef400cep-47, -0x1.4ab85017d525bp-44, 0x1.83816731f55d9p-44, -0x1.8127ac5c60cdbp-44, -0x1.a697675eb0962p-44, 0x1.a8f7ad24be946p-44, -0x1.67a1e99b7212dp-45, -0x1.558f394c57e56p-45, 0x1.7a79cbcd73b26p-44, 0x1.f925150499ac3p-44, -0x1.3cbaf484dd222p-46, -0x1.d7c72cd9ad8cfp-44, -0x1.f4810db0aebacp-44, -0x1.64c1375249879p-44, -0x1.8d65bc9c7c5cbp-44, 0x1.e552e3d7c8efdp-44};
#define TL_POW_LOG32_OFF 0x3fe6b00000000000ULL
#define TL_POW32_Q0 0x1.71547652bf579p+1
#define TL_POW32_Q1 0x1.ec709d08aab81p-1
#define TL_POW32_Q2 0x1.2777880c39fe0p-1
#define TL_POW32_Q3 0x1.a5897d1a1e436p-2
#define TL_POW32_Q4 0x1.5d36e75d43e51p-2
#define TL_POW32_E1 0x1.62e430af60132p-1
#define TL_POW32_E2 0x1.ebfbdc3b09f4bp-3
#define TL_POW32_E3 0x1.c6aee839f90b7p-5
#define TL_POW32_E4 0x1.3b2d4d7ac0409p-7
#define TL_POW32_E5 0x1.5f3e7f43dc453p-10
#define TL_POW32_E6 0x1.41fb9f24d346ep-13
static const double tl_pow_exp_h[128] = {0x1.0000000000000p+0, 0x1.0163da9fb3335p+0, 0x1.02c9a3e778061p+0, 0x1.04315e86e7f85p+0, 0x1.059b0d3158574p+0, 0x1.0706b29ddf6dep+0, 0x1.0874518759bc8p+0, 0x1.09e3ecac6f383p+0, 0x1.0b5586cf9890fp+0, 0x1.0cc922b7247f7p+0, 0x1.0e3ec32d3d1a2p+0, 0x1.0fb66affed31bp+0, 0x1.11301d0125b51p+0, 0x1.12abdc06c31ccp+0, 0x1.1429aaea92de0p+0, 0x1.15a98c8a58e51p+0, 0x1.172b83c7d517bp+0, 0x1.18af9388c8deap+0, 0x1.1a35beb6fcb75p+0, 0x1.1bbe084045cd4p+0, 0x1.1d4873168b9aap+0, 0x1.1ed5022fcd91dp+0, 0x1.2063b88628cd6p+0, 0x1.21f49917ddc96p+0, 0x1.2387a6e756238p+0, 0x1.251ce4fb2a63fp+0, 0x1.26b4565e27cddp+0, 0x1.284dfe1f56381p+0, 0x1.29e9df51fdee1p+0, 0x1.2b87fd0dad990p+0, 0x1.2d285a6e4030bp+0, 0x1.2ecafa93e2f56p+0, 0x1.306fe0a31b715p+0, 0x1.32170fc4cd831p+0, 0x1.33c08b26416ffp+0, 0x1.356c55f929ff1p+0, 0x1.371a7373aa9cbp+0, 0x1.38cae6d05d866p+0, 0x1.3a7db34e59ff7p+0, 0x1.3c32dc313a8e5p+0, 0x1.3dea64c123422p+0, 0x1.3fa4504ac801cp+0, 0x1.4160a21f72e2ap+0, 0x1.431f5d950a897p+0, 0x1.44e086061892dp+0, 0x1.46a41ed1d0057p+0, 0x1.486a2b5c13cd0p+0, 0x1.4a32af0d7d3dep+0, 0x1.4bfdad5362a27p+0, 0x1.4dcb299fddd0dp+0, 0x1.4f9b2769d2ca7p+0, 0x1.516daa2cf6642p+0, 0x1.5342b569d4f82p+0, 0x1.551a4ca5d920fp+0, 0x1.56f4736b527dap+0, 0x1.58d12d497c7fdp+0, 0x1.5ab07dd485429p+0, 0x1.5c9268a5946b7p+0, 0x1.5e76f15ad2148p+0, 0x1.605e1b976dc09p+0, 0x1.6247eb03a5585p+0, 0x1.6434634ccc320p+0, 0x1.6623882552225p+0, 0x1.68155d44ca973p+0, 0x1.6a09e667f3bcdp+0, 0x1.6c012750bdabfp+0, 0x1.6dfb23c651a2fp+0, 0x1.6ff7df9519484p+0, 0x1.71f75e8ec5f74p+0, 0x1.73f9a48a58174p+0, 0x1.75feb564267c9p+0, 0x1.780694fde5d3fp+0, 0x1.7a11473eb0187p+0, 0x1.7c1ed0130c132p+0, 0x1.7e2f336cf4e62p+0, 0x1.80427543e1a12p+0, 0x1.82589994cce13p+0, 0x1.8471a4623c7adp+0, 0x1.868d99b4492edp+0, 0x1.88ac7d98a6699p+0, 0x1.8ace5422aa0dbp+0, 0x1.8cf3216b5448cp+0, 0x1.8f1ae99157736p+0, 0x1.9145b0b91ffc6p+0, 0x1.93737b0cdc5e5p+0, 0x1.95a44cbc8520fp+0, 0x1.97d829fde4e50p+0, 0x1.9a0f170ca07bap+0, 0x1.9c49182a3f090p+0, 0x1.9e86319e32323p+0, 0x1.a0c667b5de565p+0, 0x1.a309bec4a2d33p+0, 0x1.a5503b23e255dp+0, 0x1.a799e1330b358p+0, 0x1.a9e6b5579fdbfp+0, 0x1.ac36bbfd3f37ap+0, 0x1.ae89f995ad3adp+0, 0x1.b0e07298db666p+0, 0x1.b33a2b84f15fbp+0, 0x1.b59728de5593ap+0, 0x1.b7f76f2fb5e47p+0, 0x1.ba5b030a1064ap+0, 0x1.bcc1e904bc1d2p+0, 0x1.bf2c25bd71e09p+0, 0x1.c199bdd85529cp+0, 0x1.c40ab5fffd07ap+0, 0x1.c67f12e57d14bp+0, 0x1.c8f6d9406e7b5p+0, 0x1.cb720dcef9069p+0, 0x1.cdf0b555dc3fap+0, 0x1.d072d4a07897cp+0, 0x1.d2f87080d89f2p+0, 0x1.d5818dcfba487p+0, 0x1.d80e316c98398p+0, 0x1.da9e603db3285p+0, 0x1.dd321f301b460p+0, 0x1.dfc97337b9b5fp+0, 0x1.e264614f5a129p+0, 0x1.e502ee78b3ff6p+0, 0x1.e7a51fbc74c83p+0, 0x1.ea4afa2a490dap+0, 0x1.ecf482d8e67f1p+0, 0x1.efa1bee615a27p+0, 0x1.f252b376bba97p+0, 0x1.f50765b6e4540p+0, 0x1.f7bfdad9cbe14p+0, 0x1.fa7c1819e90d8p+0, 0x1.fd3c22b8f71f1p+0};
static const double tl_pow_exp_l[128] = {0x0.0p+0, 0x1.b61299ab8cdb7p-54, -0x1.19083535b085dp-56, -0x1.0a31c1977c96ep-54, 0x1.d73e2a475b465p-55, -0x1.c91dfe2b13c27p-55, 0x1.186be4bb284ffp-57, 0x1.1487818316136p-54, 0x1.8a62e4adc610bp-54, 0x1.01edc16e24f71p-54, 0x1.03a1727c57b53p-59, -0x1.b9bedc44ebd7bp-57, -0x1.6c51039449b3ap-54, -0x1.1b514b36ca5c7p-58, -0x1.32fbf9af1369ep-54, 0x1.2406ab9eeab0ap-55, -0x1.19041b9d78a76p-55, -0x1.11023d1970f6cp-54, 0x1.e5b4c7b4968e4p-55, -0x1.95386352ef607p-54, 0x1.e016e00a2643cp-54, -0x1.1df98027bb78cp-54, 0x1.dc775814a8495p-55, 0x1.2a97e9494a5eep-55, 0x1.9b07eb6c70573p-54, 0x1.ac155bef4f4a4p-55, 0x1.2bd339940e9d9p-55, -0x1.a4c3a8c3f0d7ep-54, 0x1.612e8afad1255p-55, -0x1.10adcd6381aa4p-59, 0x1.0024754db41d5p-54, 0x1.1ca0f45d52383p-56, 0x1.6f46ad23182e4p-55, 0x1.a9ce78e18047cp-55, 0x1.32721843659a6p-54, -0x1.b5cee5c4e4628p-55, -0x1.63aeabf42eae2p-54, -0x1.e958d3c9904bdp-54, -0x1.5e436d661f5e3p-56, -0x1.efff8375d29c3p-54, 0x1.ada0911f09ebcp-55, -0x1.7d023f956f9f3p-54, -0x1.ef3691c309278p-58, -0x1.1c7dde35f7999p-55, 0x1.89b7a04ef80d0p-59, 0x1.c944bd1648a76p-54, 0x1.3c1a3b69062f0p-56, 0x1.9cb62f3d1be56p-54, 0x1.d4397afec42e2p-56, 0x1.8ecdbbc6a7833p-54, -0x1.4b309d25957e3p-54, -0x1.f768569bd93efp-55, -0x1.07abe1db13cadp-55, -0x1.d689cefede59bp-55, 0x1.9bb2c011d93adp-54, 0x1.295e15b9a1de8p-55, 0x1.6324c054647adp-54, 0x1.c4b1b816986a2p-60, 0x1.ba6f93080e65ep-54, -0x1.3e2429b56de47p-54, -0x1.383c17e40b497p-54, -0x1.c483c759d8933p-55, -0x1.bb60987591c34p-54, 0x1.038ae44f73e65p-57, -0x1.bdd3413b26456p-54, -0x1.2895667ff0b0dp-56, -0x1.bbe3a683c88abp-57, -0x1.83c0f25860ef6p-55, -0x1.16e4786887a99p-55, -0x1.0a8d96c65d53cp-54, -0x1.0245957316dd3p-54, 0x1.866b80a02162dp-54, -0x1.41577ee04992fp-55, 0x1.f124cd1164dd6p-54, 0x1.05d02ba15797ep-56, -0x1.27c86626d972bp-54, -0x1.d4c1dd41532d8p-54, -0x1.8d684a341cdfbp-55, -0x1.fc6f89bd4f6bap-54, 0x1.994c2f37cb53ap-54, 0x1.6e9f156864b27p-54, -0x1.0d55e32e9e3aap-56, 0x1.5cc13a2e3976cp-55, -0x1.dd6792e582524p-54, -0x1.75fc781b57ebcp-57, -0x1.64b7c96a5f039p-56, -0x1.d185b7c1b85d1p-54, -0x1.173bd91cee632p-54, 0x1.c7c46b071f2bep-56, 0x1.824ca78e64c6ep-56, -0x1.359495d1cd533p-54, 0x1.6305c7ddc36abp-54, -0x1.d2f6edb8d41e1p-54, 0x1.bcb7ecac563c7p-54, 0x1.0fac90ef7fd31p-54, -0x1.f9234cae76cd0p-55, 0x1.7a1cd345dcc81p-54, -0x1.bdef54c80e425p-54, -0x1.2805e3084d708p-57, -0x1.c71dfbbba6de3p-54, -0x1.5584f7e54ac3bp-56, -0x1.efcd30e54292ep-54, 0x1.23dd07a2d9e84p-55, -0x1.efdca3f6b9c73p-54, 0x1.11065895048ddp-55, 0x1.b4537e083c60ap-54, 0x1.2884dff483cadp-54, 0x1.1acbc48805c44p-56, 0x1.503cbd1e949dbp-56, -0x1.dd83b53829d72p-55, -0x1.cbc3743797a9cp-54, -0x1.d487b719d8578p-54, 0x1.2ed02d75b3707p-55, -0x1.11ec18beddfe8p-54, 0x1.c2300696db532p-54, 0x1.2da5778f018c3p-54, -0x1.1a5cd4f184b5cp-54, -0x1.7b627817a1496p-54, 0x1.39e8980a9cc8fp-55, 0x1.2d522ca0c8de2p-54, -0x1.e9c23179c2893p-54, -0x1.c93f3b411ad8cp-54, 0x1.dc7f486a4b6b0p-54, 0x1.3a1a5bf0d8e43p-54, 0x1.9d3e12dd8a18bp-54, -0x1.dbb12d006350ap-54, 0x1.74853f3a5931ep-55, 0x1.2eb74966579e7p-57};
#define TL_POW_LN2_H 0x1.62e42fefa3800p-1
#define TL_POW_LN2_L 0x1.ef35793c76730p-45
#define TL_LN2_128_H 0x1.62e42ff000000p-8
#define TL_LN2_128_L -0x1.718432a1b0e26p-42
/* a head of 26 significant bits (the low 27 bits of the significand cleared): the product of
   two heads, and of a head and a rest of 27 bits, is exact */
TL_INLINE double tl_head26(double a) { return tl_from_bits(tl_bits(a) & 0xfffffffff8000000ULL); }
/* log(x) for finite x > 0 as hi + lo (|lo| <= 2^-16 |hi|); subnormal x only when `subnormals` */
TL_INLINE tl_dd tl_pow_log(double x, int subnormals) {
    int sub = subnormals && x < 0x1p-1022;
    uint64_t u = tl_bits(tl_sel_bits(sub, x * 0x1p54, x));
    uint64_t t = u - TL_POW_LOG_OFF + (1024ULL << 52);
    uint64_t n = t >> 52, i = (t >> 45) & 127; /* n = k + 1024 */
    double m = tl_from_bits(u - ((n - 1024) << 52));
    double k = (tl_from_bits(0x4330000000000000ULL | n) - 0x1p52) - (sub ? 1078.0 : 1024.0);
    double c = tl_pow_log_inv[i];
#if defined(TL_FMA_PRODUCT)
    /* the same r as the split's: m c - 1 rounded once and its exact rest (pm - 1 is exact, and
       it is 0 or at least the rest, so Fast2Sum holds) */
    double pm = m * c;
    tl_dd r = tl_fast_two_sum(pm - 1.0, __builtin_fma(m, c, -pm));
#else
    double mh = tl_from_bits(tl_bits(m) & 0xfffffffffc000000ULL);
    tl_dd r = tl_two_sum(mh * c - 1.0, (m - mh) * c);
#endif
    double s = tl_head26(r.h), d = r.h - s;
    double qh = -0.5 * (s * s), ql = -(s * d) - (0.5 * (d * d) + r.h * r.l);
    double v = r.h, v2 = v * v, v4 = v2 * v2;
    double p = ((1.0 / 3.0 - v * 0.25) + v2 * (0.2 - v * (1.0 / 6.0))) + v4 * ((1.0 / 7.0 - v * 0.125) + v2 * (1.0 / 9.0));
    double t1 = k * TL_POW_LN2_H + tl_pow_log_h[i]; /* exact: multiples of 2^-42 below 2^11 */
    tl_dd t2 = tl_two_sum(t1, r.h);
    tl_dd t3 = tl_fast_two_sum(t2.h, qh);
    double lo = ((k * TL_POW_LN2_L + tl_pow_log_l[i]) + t2.l) + (t3.l + (r.l + ql)) + (v2 * v) * p;
    return tl_dd_make(t3.h, lo);
}
/* |x|^y for finite x > 0 (any other x or y gives a finite value the special cases replace);
   the clamps are mask selects (tl_sel_bits), as the table indices depend on them */
TL_INLINE double tl_pow_abs(double ax, double y, int subnormals) {
    tl_dd l = tl_pow_log(ax, subnormals);
    double lh = tl_head26(l.h), lr = (l.h - lh) + l.l;
    double zh = y * lh;
#if defined(TL_FMA_PRODUCT)
    double zl = __builtin_fma(y, lh, -zh) + y * lr; /* the split's (yh lh - zh) + yl lh is this exact rest */
#else
    double yh = tl_head26(y), yl = y - yh;
    double zl = ((yh * lh - zh) + yl * lh) + y * lr;
#endif
    zl = tl_sel_bits(zh <= 710.0 && zh >= -746.0, zl, 0.0);
    zh = tl_sel_bits(zh <= 710.0, zh, 710.0); /* NaN too */
    zh = tl_sel_bits(zh >= -746.0, zh, -746.0);
    double sh = zh * 0x1.71547652b82fep7 + 0x1.8p52, kd = sh - 0x1.8p52;
    uint64_t ki = tl_bits(sh), j = ki & 127;
    double rh = zh - kd * TL_LN2_128_H, rl = zl - kd * TL_LN2_128_L;
    double r = rh + rl, r2 = r * r;
    double q = (0.5 + r * (1.0 / 6.0)) + r2 * ((1.0 / 24.0 + r * (1.0 / 120.0)) + r2 * (1.0 / 720.0));
    double e = rh + (rl + r2 * q);
    double th = tl_pow_exp_h[j], tw = tl_pow_exp_l[j];
    double m = th + (tw + (th * e + tw * e));
    /* 2^E, E = (kd - j)/128 in [-1077, 1025], as 2^E1 2^(E - E1), E1 = floor(E/2), both
       normal (exact for normal results, one rounding for subnormal ones): ki's low 51 bits
       hold kd in two's complement, so its bits from 7 (8) up hold E (E1), and the low 12 bits
       of the biased exponents are what the shift by 52 keeps */
    uint64_t e1 = ki >> 8, e2 = (ki >> 7) - e1;
    return (m * tl_from_bits((e1 + 1023) << 52)) * tl_from_bits((e2 + 1023) << 52);
}
/* float32: |x|^y = 2^(y log2|x|) for a float x > 0 (a normal double) in plain doubles, without
   a table (a table read per vector lane cost a third of the time: benches/MATH_LIBRARY.md):
   - log2|x| = k + log2(m): x = 2^k m with m in [0.709, 1.418) (pow's intervals);
     log2(m) = s q(s^2), s = (m - 1)/(m + 1) (m - 1 exact, |s| <= 0.1729), q of degree 4
     interpolating (2/ln 2) atanh(s)/s (relative error below 2^-37), so log2|x| is within
     about 2^-36 relative (near x = 1 too: log2(m) is s times a factor near 2/ln 2): the error
     of z = y log2|x| stays below 2^-29 for |z| <= 150.
   - z clamped to [-200, 200] (NaN to 200; the float results overflow above 128 and vanish
     below -150); 2^z = 2^e (1 + d s(d)), e = round(z), d = z - e exact, s of degree 5 fitted
     (relative error below 2^-28.9), 2^e from e's bits in z + 0x1.8p52.
   The result is within about 2^-28.5 relative where |z| <= 150: at most 0.54 ulp after the
   rounding to float32 (measured, README). The polynomials are computed by
   benches/libm_constants.py (pow32_polys). */
TL_INLINE double tl_pow_abs32(double ax, double y) {
    uint64_t t = tl_bits(ax) + ((1024ULL << 52) - TL_POW_LOG32_OFF);
    double m = tl_from_bits((t & 0x000fffffffffffffULL) + TL_POW_LOG32_OFF);
    double k = tl_from_bits(0x4330000000000000ULL | (t >> 52)) - (0x1p52 + 1024.0);
    double s = (m - 1.0) / (m + 1.0), w = s * s, w2 = w * w;
    double q = ((TL_POW32_Q0 + w * TL_POW32_Q1) + w2 * (TL_POW32_Q2 + w * TL_POW32_Q3)) + (w2 * w2) * TL_POW32_Q4;
    double z = y * (k + s * q);
    z = z < 200.0 ? z : 200.0; /* NaN too */
    z = z > -200.0 ? z : -200.0;
    double zb = z + 0x1.8p52, d = z - (zb - 0x1.8p52), d2 = d * d;
    double e = ((TL_POW32_E1 + d * TL_POW32_E2) + d2 * (TL_POW32_E3 + d * TL_POW32_E4)) + (d2 * d2) * (TL_POW32_E5 + d * TL_POW32_E6);
    return (1.0 + d * e) * tl_from_bits((tl_bits(zb) + 1023) << 52);
}
/* x^y from r = |x|^y: the sign from y's parity and C99's (NumPy's) special cases */
TL_INLINE double tl_pow_special(double x, double y, double r) {
    double ax = tl_fabs(x), ay = tl_fabs(y);
    double r52 = ay + 0x1p52;
    int yint = ay >= 0x1p52 || (r52 - 0x1p52) == ay;
    int yodd = ay < 0x1p53 && yint && (int)((ay >= 0x1p52 ? tl_bits(ay) : tl_bits(r52)) & 1);
    r = (x < 0.0 && yodd) ? -r : r;
    r = (x < 0.0 && !yint) ? NAN : r;
    double mag = ((ax == 0.0) == (y < 0.0)) ? INFINITY : 0.0;
    double edge = yodd ? tl_copysign(mag, x) : mag;
    r = (ax == 0.0 || ax == INFINITY) ? edge : r;
    r = ay == INFINITY ? (ax == 1.0 ? 1.0 : (((ax < 1.0) == (y < 0.0)) ? INFINITY : 0.0)) : r;
    r = (x != x || y != y) ? x + y : r;
    r = y == 0.0 ? 1.0 : r;
    return x == 1.0 ? 1.0 : r;
}
TL_INLINE double tl_pow(double x, double y) { return tl_pow_special(x, y, tl_pow_abs(tl_fabs(x), y, 1)); }
TL_INLINE double tl_pow_f32(double x, double y) { return tl_pow_special(x, y, tl_pow_abs32(tl_fabs(x), y)); }
/* The fast path (scalar_ops.FAST_PATH): where x > 0 and x, y are finite, tl_pow_special
   returns r unchanged (y = 0 and x = 1 give 1 either way), so tl_pow is tl_pow_abs; x is
   normal there (a float always is as a double) */
TL_INLINE int tl_pow_ok(double x, double y) { return x >= 0x1p-1022 && x < INFINITY && tl_fabs(y) < INFINITY; }
/* float32's, on floats (twice the lanes): a float x > 0 is a normal double */
TL_INLINE int tl_pow_ok_f32(float x, float y) { return x > 0.0f && x < INFINITY && tl_fl_abs(y) < INFINITY; }
TL_INLINE double tl_pow_fast(double x, double y) { return tl_pow_abs(x, y, 0); }
TL_INLINE double tl_pow_fast_f32(double x, double y) { return tl_pow_abs32(x, y); }

/*@ hyp: expeo */
/* float64 cosh(a) (sign 1) and sinh(a) (sign -1) for a >= 0, without a division: a = k ln2 + r
   (tl_exp_red, r = rh + rl, |r| <= 0.3466) and the result is 2^(k-1) (exp(r) + w exp(-r)),
   w = sign 2^-2k, with exp(r) and exp(-r) from one evaluation of the series' even and odd
   parts: exp(+-r) = E +- O, E = cosh(r) = 1 + z/2 + z^2 Pe(z), O = sinh(r) = r + r z Po(z),
   z = r^2 (tl_exp_pm). The large parts are summed exactly: g = 1 + h, u1 = g + rh, u2 = g - rh
   and u1 + w u2 by Fast2Sum (u1 is the larger for a >= 0), and the small terms (1 + w) (E - g) +
   (1 - w) (O - rh) with the rounding errors of those sums in plain doubles, so that
   essentially only the last addition rounds.
   For sinh, h is most of z/2: q^2/2, q = rh cut to 26 bits (q^2 exact), the rest t (q + t/2),
   t = r - q, is small; where k = 0, w = -1 and the even part drops out exactly (sinh(a) = O(a):
   no cancellation, no separate series for small a); where k >= 1, |w exp(-r)| <= exp(r)/2, so
   the difference cancels at most one bit, which the exact z/2 makes up (without it, 0.81 ulp
   near a = 0.35). cosh does not cancel: h = 0 and z/2 among the small terms, with r's rounding
   error (r dr) added (0.64 ulp measured, 0.54 with the exact z/2 at 9% more time); the
   tests on the sign fold away, tl_hyp being called with a constant. w uses min(k, 60)
   (2^-120 relative: far below the result's ulp); a is clamped to 710.5 (both functions
   overflow beyond 710.476); 2^(k-1) is applied as (y + y) 2^(k-2), exact (k <= 1025) until it
   overflows where the result does, and exact for a tiny a (y = 2 sinh(a) halved). 2^(k-2) and
   w are built from k's bits in k + 0x1.8p52 with integer operations (as tl_pow2i). */
TL_INLINE double tl_hyp(double a, double sign) {
    tl_expred e = tl_exp_red(tl_min_pos(a, 710.5));
    uint64_t kb = tl_bits(e.kb), kc = kb < tl_bits(60.0 + 0x1.8p52) ? kb : tl_bits(60.0 + 0x1.8p52);
    double sk = tl_from_bits((kb + 1021) << 52), w = sign * tl_from_bits((1023ULL << 52) - (kc << 53));
    tl_exppm m = tl_exp_pm(e.rh, e.rl, sign < 0.0);
    double ws = w * m.u2, yh = m.u1 + ws, yl = ws - (yh - m.u1);
    double y = yh + (yl + ((m.f1 + w * m.f2) + ((1.0 + w) * m.ea + (1.0 - w) * m.ob)));
    return (y + y) * sk;
}

/*@ sinh: hyp */
/* sinh(x) = tl_hyp(|x|, -1) (>= 0) with x's sign bit: sinh(-0) = -0; a subnormal x gives x */
TL_INLINE double tl_sinh(double x) {
    double y = tl_from_bits(tl_bits(tl_hyp(tl_fabs(x), -1.0)) | (tl_bits(x) & 0x8000000000000000ULL));
    return x != x ? x + x : y;
}
/* float32, in float lanes: below 0.6, a + a z P(z), z = a^2, Taylor's to a^9/9! (the next term
   is below 2^-32 a), where (exp(a) - exp(-a))/2 (tl_f32_hyp) would cancel by up to a factor 2;
   above, tl_f32_hyp */
TL_INLINE float tl_sinh_f32(float x) {
    float a = tl_fl_abs(x), z = a * a;
    float p = (0x1.555556p-3f + z * 0x1.111112p-7f) + (z * z) * (0x1.a01a02p-13f + z * 0x1.71de3ap-19f);
    float ys = a + a * (z * p), y = tl_f32_hyp(a, -1.0f);
    y = a < 0.6f ? ys : y;
    /* NaN stays NaN (tl_f32_hyp's clamp keeps it) */
    return tl_fl_signed(y, x);
}

/*@ cosh: hyp */
/* cosh(x) = tl_hyp(|x|, 1) */
TL_INLINE double tl_cosh(double x) {
    double y = tl_hyp(tl_fabs(x), 1.0);
    return x != x ? x + x : y;
}
/* float32, in float lanes (tl_f32_hyp) */
TL_INLINE float tl_cosh_f32(float x) {
    /* NaN stays NaN (tl_f32_hyp's clamp keeps it) */
    return tl_f32_hyp(tl_fl_abs(x), 1.0f);
}

/*@ trigk: dd */
/* sin and cos of a double-double r, |r| <= pi/4 (a bit more is fine), by their Taylor series
   to r^19 and r^20 (next terms below 2^-62 |r|); r^3/6 and r^2/2 as exact double-doubles. */
TL_INLINE tl_dd tl_sin_k(tl_dd r) {
    double a = r.h, z = a * a;
    double p = -1.0 / 121645100408832000.0;
    p = p * z + 1.0 / 355687428096000.0;
    p = p * z - 1.0 / 1307674368000.0;
    p = p * z + 1.0 / 6227020800.0;
    p = p * z - 1.0 / 39916800.0;
    p = p * z + 1.0 / 362880.0;
    p = p * z - 1.0 / 5040.0;
    p = p * z + 1.0 / 120.0;
    tl_dd a3 = tl_dd_mul_d(tl_two_prod(a, a), a);
    tl_dd c3 = tl_dd_mul(a3, tl_dd_make(-0.5 * TL_THIRD_H, -0.5 * TL_THIRD_L));
    tl_dd s = tl_two_sum(a, c3.h);
    return tl_fast_two_sum(s.h, s.l + (c3.l + a3.h * z * p + r.l * (1.0 - 0.5 * z)));
}
TL_INLINE tl_dd tl_cos_k(tl_dd r) {
    double a = r.h, z = a * a;
    double p = 1.0 / 2432902008176640000.0;
    p = p * z - 1.0 / 6402373705728000.0;
    p = p * z + 1.0 / 20922789888000.0;
    p = p * z - 1.0 / 87178291200.0;
    p = p * z + 1.0 / 479001600.0;
    p = p * z - 1.0 / 3628800.0;
    p = p * z + 1.0 / 40320.0;
    p = p * z - 1.0 / 720.0;
    p = p * z + 1.0 / 24.0;
    tl_dd hz = tl_two_prod(a, 0.5 * a);
    double w = 1.0 - hz.h;
    return tl_fast_two_sum(w, (((1.0 - w) - hz.h) - hz.l) + (z * z * p - a * r.l));
}

/*@ trig: trigk f32lanes */
/* Argument reduction for sin, cos and tan (M. Payne and R. Hanek, "Radian reduction for
   trigonometric functions", SIGNUM Newsletter 18, 1983) in integer arithmetic: |x| = M 2^e
   with M a 53-bit integer; the 224 bits of 2/pi from bit e-1 on (earlier bits only add
   multiples of 4 to x 2/pi) are multiplied by M exactly in 32-bit limbs; the product's bits at
   2^1 and 2^0 are the quadrant and the next 128 bits the fraction, which times pi/2 is r. The
   bits are read at an offset that depends on e only (table lookups, no branches). The
   closest a double comes to a multiple of pi/2 is about 2^-61 relative, so 128 bits leave
   r with more than 60 correct bits. */
static const uint32_t tl_2opi_bits[44] = {0x00000000u, 0x00000000u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u, 0x56033046u, 0xfc7b6babu, 0xf0cfbc20u, 0x9af4361du, 0xa9e39161u, 0x5ee61b08u};
/* r as a double-double, its first approximation ra (within 2^-48 of r.h: tan picks its
   node from it, so that its selects need not wait for the rest of the reduction) and the
   quadrant q */
typedef struct { tl_dd r; double ra; uint64_t q; } tl_trig_red;
TL_INLINE double tl_u32_to_d(uint64_t v) { return tl_from_bits(0x4330000000000000ULL | v) - 0x1p52; }
TL_INLINE tl_trig_red tl_rem_pio2(double a) {
    uint64_t u = tl_bits(a);
    uint64_t e = u >> 52;
    uint64_t pos = e >= 1013 ? e - 1013 : 0;
    uint64_t j = pos >> 5, s = pos & 31;
    uint64_t M = (u & 0xfffffffffffffULL) | 0x10000000000000ULL;
    uint64_t ml = M & 0xffffffffULL, mh = M >> 32, v[7];
    for (int i = 0; i < 7; i++) {
        uint64_t pair = ((uint64_t)tl_2opi_bits[j + 6 - i] << 32) | tl_2opi_bits[j + 7 - i];
        v[i] = (pair << s) >> 32;
    }
    /* column c of the product: lo(v_c ml) + hi(v_{c-1} ml) + lo(v_{c-1} mh) + hi(v_{c-2} mh) + carry */
    uint64_t L[7], carry = 0, ha = 0, lb = 0, hb1 = 0, hb2 = 0;
    for (int c = 0; c < 7; c++) {
        uint64_t A = v[c] * ml, B = v[c] * mh;
        uint64_t col = (A & 0xffffffffULL) + ha + lb + hb2 + carry;
        L[c] = col & 0xffffffffULL;
        carry = col >> 32;
        ha = A >> 32;
        lb = B & 0xffffffffULL;
        hb2 = hb1;
        hb1 = B >> 32;
    }
    uint64_t F1 = ((L[6] & 0x3fffffffULL) << 34) | (L[5] << 2) | (L[4] >> 30);
    uint64_t F2 = ((L[4] & 0x3fffffffULL) << 34) | (L[3] << 2) | (L[2] >> 30);
    uint64_t half = F1 >> 63;
    tl_trig_red out;
    out.q = ((L[6] >> 30) + half) & 3;
    double a0 = (tl_u32_to_d(F1 >> 32) - (half ? 4294967296.0 : 0.0)) * 0x1p-32;
    tl_dd f = tl_two_sum(a0, tl_u32_to_d(F1 & 0xffffffffULL) * 0x1p-64);
    f = tl_dd_add_d(f, tl_u32_to_d(F2 >> 32) * 0x1p-96);
    f = tl_dd_add_d(f, tl_u32_to_d(F2 & 0xffffffffULL) * 0x1p-128);
    out.r = tl_dd_mul(f, tl_dd_make(TL_PIO2_H, TL_PIO2_L));
    int small = a <= 0x1.921fb54442d18p-1;
    out.r = tl_dd_sel(small, tl_dd_make(a, 0.0), out.r);
    out.ra = out.r.h;
    out.q = small ? 0 : out.q;
    return out;
}
/* Cody and Waite's reduction for a <= 2^20 (W. J. Cody and W. Waite, "Software Manual for the
   Elementary Functions", 1980): q = round(a 2/pi) < 2^20, r = a - q pi/2 with pi/2 in three
   33-bit parts and a rest (152 bits of pi/2 in all): a - q C1 and the products q C1, q C2, q C3
   are exact, the two subtractions of q C2 and q C3 exact sums (TwoSum), and q C4 (below 2^-84)
   joins their low parts in plain doubles before one Fast2Sum, so r is a double-double;
   doubles below 2^20 stay about 2^-57 away from multiples of pi/2 (the subtractions cancel
   exactly there), so r keeps more than 70 correct bits. The quadrant comes from the bits of
   q + 2^52 (no conversion that could trap in wasm). */
#define TL_PIO2_CW1 0x1.921fb54400000p+0
#define TL_PIO2_CW2 0x1.0b4611a600000p-34
#define TL_PIO2_CW3 0x1.3198a2e000000p-69
#define TL_PIO2_CW4 0x1.b839a252049c1p-104
#define TL_TRIG_FAST_MAX 0x1p20
TL_INLINE tl_trig_red tl_rem_pio2_cw(double a) {
    double k = a * 0x1.45f306dc9c883p-1 + 0x1.8p52;
    double q = k - 0x1.8p52;
    tl_dd r = tl_two_sum(a - q * TL_PIO2_CW1, -(q * TL_PIO2_CW2));
    tl_dd s = tl_two_sum(r.h, -(q * TL_PIO2_CW3));
    tl_trig_red out;
    out.ra = r.h;
    out.r = tl_fast_two_sum(s.h, (r.l + s.l) - q * TL_PIO2_CW4);
    out.q = tl_bits(k) & 3;
    return out;
}
/* The fast path (ARCHITECTURE.md, "The generated module"): sin, cos and tan of x with
   |x| <= 2^20 take Cody and Waite's reduction, the other finite x Payne and Hanek's. NaN and inf
   are on the fast path too: their results come from the picks below, whatever the reduction
   gave. tl_<f>_fast assumes tl_trig_ok; tl_<f> selects, so both give the same bits where it
   holds. */
TL_INLINE int tl_trig_ok(double x) { double a = tl_fabs(x); return !(a > TL_TRIG_FAST_MAX) | (a == INFINITY); }
TL_INLINE tl_trig_red tl_trig_fast_red(double x) {
    double a = tl_fabs(x);
    /* C's conditional (tl_sel): sin's, cos's and tan's loops vectorise with it, and gcc keeps
       it in vector registers (3-6% faster than tl_sel_bits for float64 sin and cos) */
    return tl_rem_pio2_cw(tl_sel(a <= TL_TRIG_FAST_MAX, a, 0.0));
}
/* the fast reduction f where it holds, else Payne and Hanek's */
TL_INLINE tl_trig_red tl_trig_full_of(double x, tl_trig_red f) {
    tl_trig_red s = tl_rem_pio2(tl_fabs(x));
    int ok = tl_trig_ok(x);
    s.r = tl_dd_sel(ok, f.r, s.r);
    s.ra = tl_sel_bits(ok, f.ra, s.ra);
    s.q = ok ? f.q : s.q;
    return s;
}
TL_INLINE tl_trig_red tl_trig_full_red(double x) { return tl_trig_full_of(x, tl_trig_fast_red(x)); }
/* sin and cos of x from the quadrant q and sin, cos of the reduced argument; tan of x from
   the reduced argument's tan (even quadrant) or -1/tan (odd) */
TL_INLINE double tl_sin_pick(double x, uint64_t q, double s, double c) {
    double y = (q & 1) ? c : s;
    y = (q & 2) ? -y : y;
    y = tl_from_bits(tl_bits(y) ^ (tl_bits(x) & 0x8000000000000000ULL));
    y = tl_fabs(x) == INFINITY ? NAN : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_cos_pick(double x, uint64_t q, double s, double c) {
    double y = (q & 1) ? s : c;
    y = ((q + 1) & 2) ? -y : y;
    y = tl_fabs(x) == INFINITY ? NAN : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_tan_pick(double x, double y) {
    y = tl_from_bits(tl_bits(y) ^ (tl_bits(x) & 0x8000000000000000ULL));
    y = tl_fabs(x) == INFINITY ? NAN : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_sin_of(double x, tl_trig_red t) { return tl_sin_pick(x, t.q, tl_sin_k(t.r).h, tl_cos_k(t.r).h); }
TL_INLINE double tl_cos_of(double x, tl_trig_red t) { return tl_cos_pick(x, t.q, tl_sin_k(t.r).h, tl_cos_k(t.r).h); }
/* tan(r) (even quadrant) or -1/tan(r) (odd) of a double-double r,
   |r| <= pi/4 (a little more is fine), in plain doubles, with one division for either and no
   table (a per-lane table load cost about a quarter of the time: benches/MATH_LIBRARY.md):
   with a = |r|, c = k/4 the node nearest |ra| - 2^-40 (k <= 3; ra is within 2^-48 of r and
   the ranges' ends are moved by 2^-40, so a lies in [c/2, 2c]) and u = a - c (exact:
   Sterbenz's lemma; |u| <= 1/8 + 2^-40), tan(u + al) = u + t, t = al + u z P(z), z = u^2, P
   of degree 5 interpolating (tan(u)/u - 1)/z at Chebyshev nodes (relative error below 2^-54,
   so t within 2^-64; benches/libm_constants.py), and with T = tan(c) as a double-double
   (chosen by comparisons) tan(a) = N/D, N = T + tan(u), D = 1 - T tan(u). N is kept as nh +
   nl (T + u by Fast2Sum, exact: T >= tan(1/4) > |u| or T = 0), D as dh + dl (T u as an exact
   product, tl_two_prod, 1 - its head by Fast2Sum; T t and Tl u rounded), so both are within
   about 2^-61 relative. The quotient X/Y (N/D, or D/N for 1/tan) is q = X.h i, i = 1/(Y.h +
   Y.l) (Y.l reaches 2^-10 of Y.h: D's T t), corrected by its residual: e = (X.h - q Y.h) +
   (X.l - q Y.l) with q Y.h an exact product (tl_two_prod; X.h - its head is exact by
   Sterbenz's lemma), and the result q + e i ends in one rounding. */
#define TL_TAN_P0 0x1.5555555555555p-2
#define TL_TAN_P1 0x1.11111111117e7p-3
#define TL_TAN_P2 0x1.ba1ba1b51fffbp-5
#define TL_TAN_P3 0x1.664f53218b083p-6
#define TL_TAN_P4 0x1.2263fc64a82cap-7
#define TL_TAN_P5 0x1.dfe118a68a2c2p-9
#define TL_TAN_Q1_H 0x1.05785a43c4c56p-2
#define TL_TAN_Q1_L -0x1.9c6bfe7769a3dp-58
#define TL_TAN_Q2_H 0x1.17b4f5bf3474ap-1
#define TL_TAN_Q2_L 0x1.0c5e59201e209p-55
#define TL_TAN_Q3_H 0x1.dcfa36110eeecp-1
#define TL_TAN_Q3_L -0x1.f3cf665127fd2p-57
TL_INLINE double tl_tan_k(tl_dd r, double ra, uint64_t quadrant) {
    int odd = (int)(quadrant & 1);
    uint64_t sign = tl_bits(r.h) & 0x8000000000000000ULL;
    double a = tl_fabs(r.h), al = tl_from_bits(tl_bits(r.l) ^ sign), aa = tl_fabs(ra);
    double fi = tl_rint_small(4.0 * tl_sel(aa < 0.79, aa, 0.79) - 0x1p-38);
    int k1 = fi >= 1.0, k2 = fi >= 2.0, k3 = fi >= 3.0;
    double T = tl_sel(k3, TL_TAN_Q3_H, tl_sel(k2, TL_TAN_Q2_H, tl_sel(k1, TL_TAN_Q1_H, 0.0)));
    double Tl = tl_sel(k3, TL_TAN_Q3_L, tl_sel(k2, TL_TAN_Q2_L, tl_sel(k1, TL_TAN_Q1_L, 0.0)));
    double u = a - fi * 0.25, z = u * u, z2 = z * z;
    double P = ((TL_TAN_P0 + z * TL_TAN_P1) + z2 * (TL_TAN_P2 + z * TL_TAN_P3)) + (z2 * z2) * (TL_TAN_P4 + z * TL_TAN_P5);
    double t = al + u * (z * P);
    double nh = T + u, nl = ((u - (nh - T)) + Tl) + t;
    tl_dd p = tl_two_prod(T, u);
    double dh = 1.0 - p.h, dl = (((1.0 - dh) - p.h) - p.l) - (T * t + Tl * u);
    double xh = odd ? dh : nh, xl = odd ? dl : nl, yh = odd ? nh : dh, yl = odd ? nl : dl;
    double inv = 1.0 / (yh + yl), q = xh * inv;
    tl_dd pq = tl_two_prod(q, yh);
    double e = ((xh - pq.h) - pq.l) + (xl - q * yl);
    return tl_from_bits(tl_bits(q + e * inv) ^ (sign ^ (quadrant << 63)));
}
TL_INLINE double tl_tan_of(double x, tl_trig_red t) { return tl_tan_pick(x, tl_tan_k(t.r, t.ra, t.q)); }
TL_INLINE double tl_sin(double x) { return tl_sin_of(x, tl_trig_full_red(x)); }
TL_INLINE double tl_cos(double x) { return tl_cos_of(x, tl_trig_full_red(x)); }
TL_INLINE double tl_tan(double x) { return tl_tan_of(x, tl_trig_full_red(x)); }
TL_INLINE double tl_sin_fast(double x) { return tl_sin_of(x, tl_trig_fast_red(x)); }
TL_INLINE double tl_cos_fast(double x) { return tl_cos_of(x, tl_trig_fast_red(x)); }
/* beyond 2^20 the reduction's garbage gives lanes tl_tan replaces; NaN and inf get their
   values from the pick */
TL_INLINE double tl_tan_fast(double x) { return tl_tan_of(x, tl_rem_pio2_cw(tl_fabs(x))); }
/* float32: sin and cos of the reduced r in plain doubles, Taylor to r^11 and r^10 (the next
   terms below 2^-36 and 2^-32 of the result for |r| <= pi/4; Estrin's scheme); Cody and Waite's reduction in
   plain doubles for |x| <= 2^20 (three parts of pi/2, q times the first two exact; a float32
   stays far enough from multiples of pi/2 for r to keep more than 40 correct bits) */
TL_INLINE double tl_sin_k32(double r) {
    double z = r * r, z2 = z * z;
    double p = (-1.0 / 6.0 + z * (1.0 / 120.0)) + z2 * ((-1.0 / 5040.0 + z * (1.0 / 362880.0)) + z2 * (-1.0 / 39916800.0));
    return r + r * z * p;
}
TL_INLINE double tl_cos_k32(double r) {
    double z = r * r, z2 = z * z;
    double p = (-0.5 + z * (1.0 / 24.0)) + z2 * ((-1.0 / 720.0 + z * (1.0 / 40320.0)) + z2 * (-1.0 / 3628800.0));
    return 1.0 + z * p;
}
TL_INLINE tl_trig_red tl_trig_fast_red32(double x) {
    double a = tl_fabs(x);
    a = a <= TL_TRIG_FAST_MAX ? a : 0.0;
    double k = a * 0x1.45f306dc9c883p-1 + 0x1.8p52;
    double q = k - 0x1.8p52;
    tl_trig_red out;
    out.r = tl_dd_make(((a - q * TL_PIO2_CW1) - q * TL_PIO2_CW2) - q * (TL_PIO2_CW3 + TL_PIO2_CW4), 0.0);
    out.ra = out.r.h;
    out.q = tl_bits(k) & 3;
    return out;
}
TL_INLINE tl_trig_red tl_trig_full_red32(double x) { return tl_trig_full_of(x, tl_trig_fast_red32(x)); }
TL_INLINE double tl_sin_of32(double x, tl_trig_red t) { return tl_sin_pick(x, t.q, tl_sin_k32(t.r.h), tl_cos_k32(t.r.h)); }
TL_INLINE double tl_cos_of32(double x, tl_trig_red t) { return tl_cos_pick(x, t.q, tl_sin_k32(t.r.h), tl_cos_k32(t.r.h)); }
TL_INLINE int tl_sin_ok(double x) { return tl_trig_ok(x); }
TL_INLINE int tl_cos_ok(double x) { return tl_trig_ok(x); }
TL_INLINE int tl_tan_ok(double x) { return tl_trig_ok(x); }
/* float32 sin and cos in float lanes (f32lanes) for |x| <= 1600 (tl_trig_ok_f32): Cody and
   Waite's reduction in floats, k = round(|x| 2/pi) <= 1019 (10 bits), pi/2 = C1 + C2 + C3 + C4
   with C1..C3 of 14 bits (k Ci exact) and C4 rounded (76 bits in all): |x| - k C1 is exact
   (Sterbenz's lemma), the next two differences are exact where they are below 2^-7 and 2^-23
   (multiples of 2^-31 and 2^-47) and otherwise carry their rounding error (Fast2Sum, the
   larger operand first), so r = rh + rl within about 2^-60 absolute, far below the distance of
   any float in range from a multiple of pi/2 (2^-27.8 at least, at 252.9: found by going
   through every float in range). sin(r) = rh + (rl (1 - z/2) + rh z S(z)) and cos(r) = (1 -
   z/2) + (z^2 C(z) - rh rl), z = rh^2, Taylor to r^9 and r^10 (the next terms below 2^-28 of
   the result), z/2 as an exact product (heads of 12 bits). Beyond 1600 (and NaN, inf) the
   float functions give the double ones' result (tl_trig_full_red32, rounded once). */
#define TL_TRIG32_MAX 0x1.9p10f
typedef struct { float h, l; uint32_t q; } tl_trig_red32f;
TL_INLINE int tl_trig_ok_f32(float x) { return tl_fl_abs(x) <= TL_TRIG32_MAX; }
TL_INLINE tl_trig_red32f tl_trig_red_f32(float x) {
    float a = tl_fl_abs(x);
    float kb = a * 0x1.45f306p-1f + 0x1.8p23f;
    float k = kb - 0x1.8p23f;
    float t1 = a - k * 0x1.922p+0f;
    tl_ff t2 = tl_ff_sub(t1, k * -0x1.2afp-18f);
    tl_ff t3 = tl_ff_sub(t2.h, k * 0x1.0b48p-34f);
    tl_trig_red32f o;
    o.h = t3.h;
    o.l = (t2.l + t3.l) - k * -0x1.ee59dap-50f;
    o.q = tl_fl_bits(kb) & 3;
    return o;
}
/* sin(r) as h + l (l not normalised: |l| below about r/6) */
TL_INLINE tl_ff tl_trig_sin_ff(tl_trig_red32f t) {
    float z = t.h * t.h, z2 = z * z;
    float s = (-0x1.555556p-3f + z * 0x1.111112p-7f) + z2 * (-0x1.a01a02p-13f + z * 0x1.71de3ap-19f);
    tl_ff o;
    o.h = t.h;
    o.l = t.l * (1.0f - 0.5f * z) + t.h * (z * s);
    return o;
}
TL_INLINE tl_ff tl_trig_cos_ff(tl_trig_red32f t) {
    float z = t.h * t.h, z2 = z * z;
    float c = (0x1.555556p-5f + z * -0x1.6c16c2p-10f) + z2 * (0x1.a01a02p-16f + z * -0x1.27e4fcp-22f);
    float rh = tl_fl_head(t.h), rr = t.h - rh;
    float hh = 0.5f * (rh * rh), hl = rh * rr + 0.5f * (rr * rr); /* z/2 = hh + hl, hh exact, hl rounded */
    float w = 1.0f - hh;
    tl_ff o;
    o.h = w;
    o.l = (((1.0f - w) - hh) - hl) + (z2 * c - t.h * t.l);
    return o;
}
TL_INLINE float tl_trig_pick_f32(float x, uint32_t q, uint32_t sgn, float y) {
    y = (q & 2) ? -y : y;
    return tl_fl_from(tl_fl_bits(y) ^ (tl_fl_bits(x) & sgn));
}
TL_INLINE float tl_sin_fast_f32(float x) {
    tl_trig_red32f t = tl_trig_red_f32(x);
    tl_ff s = tl_trig_sin_ff(t), c = tl_trig_cos_ff(t);
    int odd = t.q & 1;
    float y = odd ? c.h + c.l : s.h + s.l;
    return tl_trig_pick_f32(x, t.q, 0x80000000u, y);
}
TL_INLINE float tl_cos_fast_f32(float x) {
    tl_trig_red32f t = tl_trig_red_f32(x);
    tl_ff s = tl_trig_sin_ff(t), c = tl_trig_cos_ff(t);
    int odd = t.q & 1;
    float y = odd ? s.h + s.l : c.h + c.l;
    return tl_trig_pick_f32(x, t.q + 1, 0, y);
}
TL_INLINE int tl_sin_ok_f32(float x) { return tl_trig_ok_f32(x); }
TL_INLINE int tl_cos_ok_f32(float x) { return tl_trig_ok_f32(x); }
TL_INLINE float tl_sin_f32(float x) {
    float slow = (float)tl_sin_of32((double)x, tl_trig_full_red32((double)x));
    return tl_trig_ok_f32(x) ? tl_sin_fast_f32(x) : slow;
}
TL_INLINE float tl_cos_f32(float x) {
    float slow = (float)tl_cos_of32((double)x, tl_trig_full_red32((double)x));
    return tl_trig_ok_f32(x) ? tl_cos_fast_f32(x) : slow;
}
/* float32 tan in plain doubles (rounded once): x = k pi/2 + r, |r| <= pi/4, and tan(r) =
   r N(z)/D(z), z = r^2, N and D of degree 2 (fitted: relative error below 2^-35.3;
   benches/libm_constants.py), or -1/tan(r) = D/(-r N) for odd k: one division either way.
   For |x| <= 2^20 (tl_tan_ok_f32) Cody and Waite's reduction in two parts on x itself (tan is
   odd): k = round(x 2/pi), |k| <= 2^20, x - k CW1 is exact (CW1 has 33 bits; Sterbenz's
   lemma), and CW1 + TL_PIO2_R1 is pi/2 within 2^-87, so r is within about 2^-66 absolute; a
   float32 below 2^20 is at least 2^-27.8 from a multiple of pi/2 (at 252.898: found by going
   through every float32 in range), so r keeps 38 correct bits and the result is within about
   2^-33 relative before its rounding to float32. Beyond (and NaN, inf): the double function's
   reduction of |x|, the same kernel. */
#define TL_TAN32_N0 0x1.00000000184f6p+0
#define TL_TAN32_N1 -0x1.c822fc4f26b00p-4
#define TL_TAN32_N2 0x1.19d8a4435a46bp-10
#define TL_TAN32_D1 -0x1.c75e144c8c11bp-2
#define TL_TAN32_D2 0x1.05b5589000267p-6
#define TL_PIO2_R1 0x1.0b4611a626331p-34
/* tan(r), or -1/tan(r) when odd */
TL_INLINE double tl_tan_k32(double r, int odd) {
    double z = r * r, z2 = z * z;
    double n = r * ((TL_TAN32_N0 + z * TL_TAN32_N1) + z2 * TL_TAN32_N2);
    double d = (1.0 + z * TL_TAN32_D1) + z2 * TL_TAN32_D2;
    /* ?: here gives mask blends (gcc 12), fewer instructions than tl_sel_bits' masks */
    double num = odd ? d : n, den = odd ? -n : d;
    return num / den;
}
TL_INLINE int tl_tan_ok_f32(float x) { return tl_fl_abs(x) <= (float)TL_TRIG_FAST_MAX; }
TL_INLINE double tl_tan_fast_f32(double x) {
    double kb = x * 0x1.45f306dc9c883p-1 + 0x1.8p52;
    double k = kb - 0x1.8p52;
    return tl_tan_k32((x - k * TL_PIO2_CW1) - k * TL_PIO2_R1, (int)(tl_bits(kb) & 1));
}
TL_INLINE double tl_tan_f32(double x) {
    tl_trig_red t = tl_trig_full_red32(x);
    double y = tl_tan_pick(x, tl_tan_k32(t.r.h, (int)(t.q & 1)));
    return tl_tan_ok_f32((float)x) ? tl_tan_fast_f32(x) : y;
}

/*@ erf: expcore exp */
/* erf and erfc. |x| < 0.5: erf(x) = (2/sqrt(pi)) x (1 - x^2/3 + x^4 Q(x^2)), the Maclaurin
   series to x^27 (tl_erf_small). x >= 0.5: erfc(x) = exp(-x^2) f(x),
   x^2 exact (Dekker's product) and f(x) = erfc(x) exp(x^2) interpolated at Chebyshev nodes
   (interpolation error below 2^-64): 108 pieces of width 1/4 on [0.5, 27.5) in t = x - centre,
   the leading coefficient of each piece a double-double. One table for the whole range, so
   that every element costs the same and no interpolant is computed only to be discarded.
   erf = 1 - erfc for |x| >= 0.5, erfc = 1 - erf below 0.5, erfc(-x) = 2 - erfc(x). */
#define TL_2OSQRTPI_H 0x1.20dd750429b6dp+0
#define TL_2OSQRTPI_L 0x1.1ae3a914fed80p-56
static const double tl_erfc_tab[108][14] = {
    {0x1.1d16b5809eaf6p-1, -0x1.babd0e4f1a24dp-2, 0x1.2577420fcd07dp-2, -0x1.59c35c06f7ffep-3, 0x1.72d46a9b3f165p-4, -0x1.6fce5df0ba15ep-5, 0x1.552fe6ffdeb0fp-6, -0x1.2a7f4fb794306p-7, 0x1.efd03d10f7ac6p-9, -0x1.88ef9a04d0a19p-10, 0x1.2a69625e9a574p-11, -0x1.b3e48618f56fbp-13, 0x1.34f8a4a18a180p-14, -0x1.a4d0573fb9b44p-16},
    {0x1.db747ee409ac5p-2, -0x1.4369f60195edcp-2, 0x1.80ef8f454cf88p-3, -0x1.9d5868de0b581p-4, 0x1.9831c2c850081p-5, -0x1.779dd2a3da265p-6, 0x1.452648d612d72p-7, -0x1.0ab3832b8b5dfp-8, 0x1.a0ef7f72b6698p-10, -0x1.37fe711139064p-11, 0x1.c0b1e01cd722fp-13, -0x1.3709745c45a57p-14, 0x1.a32a96f5de262p-16, -0x1.10079ffdcee25p-17},
    {0x1.9531e09b149b5p-2, -0x1.e78b356770fbbp-3, 0x1.05e72521ca1b8p-3, -0x1.01343a2c92265p-4, 0x1.d4e711a2df9a8p-6, -0x1.910a5d7c0a738p-7, 0x1.446c5166bcf97p-8, -0x1.f38c6d04fd9ffp-10, 0x1.6fd9a5d60f879p-11, -0x1.041e390adbe24p-12, 0x1.6273304c075abp-14, -0x1.d2b1c60efe83dp-16, 0x1.2b1ce998b18e1p-17, -0x1.72278937bbc96p-19},
    {0x1.5f88f52f3c76bp-2, -0x1.797a639d8129dp-3, 0x1.701342cbcea7bp-4, -0x1.4bcdb9d9083c2p-5, 0x1.17eba60d31fd9p-6, -0x1.bdf24bccac627p-8, 0x1.51ab9ffcdc60ep-9, -0x1.e8ae68b41256bp-11, 0x1.535f583c45bfbp-12, -0x1.c5fa6b4faa7edp-14, 0x1.254e1b3fce6dfp-15, -0x1.6f055a0011209p-17, 0x1.bfca2adc23768p-19, -0x1.08501dcd1644dp-20},
    {0x1.3583f6644327bp-2, -0x1.2b11e6959934cp-3, 0x1.0a15ac2adab35p-4, -0x1.ba018e6428103p-6, 0x1.5a142948a9b3ap-7, -0x1.014eae28304b3p-8, 0x1.6d609f6aa9705p-10, -0x1.f1b43d3aafd44p-12, 0x1.465ecd4230b08p-13, -0x1.9d62285c6e3f4p-15, 0x1.fafb8a2f14265p-17, -0x1.2db32b19eb814p-18, 0x1.5e9ed25fee818p-20, -0x1.8b1ab15e88ceep-22},
    {0x1.13e5743b60480p-2, -0x1.e36580c7f734ap-4, 0x1.8a6efeed233adp-5, -0x1.2ef92f6f10797p-6, 0x1.b99589d40f244p-8, -0x1.33237c3eeacf2p-9, 0x1.99b60e42d7894p-11, -0x1.070e0cb5df686p-12, 0x1.4631c4d1ecdf6p-14, -0x1.87a61e65ef5c8p-16, 0x1.c8588521f5818p-18, -0x1.0285d0e551559p-19, 0x1.1e6a8b4e3be69p-21, -0x1.344d4615bc580p-23},
    {0x1.f0fd28fdc20abp-3, -0x1.8d6f73d5aa121p-4, 0x1.2adaf7aaf55e1p-5, -0x1.aa2443aac74b2p-7, 0x1.21decee0edf8fp-8, -0x1.7a181925bb091p-10, 0x1.dab55d6f5eba0p-12, -0x1.1fc8912a679dcp-13, 0x1.51e0867e7f088p-15, -0x1.8104949cd6d31p-17, 0x1.aaac8061f0c65p-19, -0x1.cca424140875dp-21, 0x1.e6f24cbf819d9p-23, -0x1.f5105b5cb034ep-25},
    {0x1.c3987d04d0b98p-3, -0x1.4baeac94dc8b2p-4, 0x1.cdc880a056a24p-6, -0x1.32a8abc8db398p-7, 0x1.8680d28749382p-9, -0x1.deb45e9cfe682p-11, 0x1.1b649b9ad946dp-12, -0x1.44f8e8c28356dp-14, 0x1.69c345b2589f0p-16, -0x1.87bc535e936bfp-18, 0x1.9d575f7e032c0p-20, -0x1.a9a2ee5d845c0p-22, 0x1.adb6bffab16b0p-24, -0x1.a7088ddd5d98ep-26},
    {0x1.9d7738e1f4db7p-3, -0x1.18737afe106cep-4, 0x1.6afd3ba3fa642p-6, -0x1.c28dd3c4d6775p-8, 0x1.0d40a2ab36977p-9, -0x1.36e9940d2f685p-11, 0x1.5bd1dd62fbb18p-13, -0x1.79dac38104363p-15, 0x1.8f69346ad1173p-17, -0x1.9b86209894022p-19, 0x1.9de9c91b0c9e4p-21, -0x1.96f548908d728p-23, 0x1.88c3196ae3b0ep-25, -0x1.723b97eb269fcp-27},
    {0x1.7d0a5e9dd5710p-3, -0x1.dfc0205709b2cp-5, 0x1.21c23afa33c47p-6, -0x1.512f92fca6d77p-8, 0x1.7b404aa4decc7p-10, -0x1.9d6f22275e1d4p-12, 0x1.b5d78b2dba277p-14, -0x1.c35c651db2c1dp-16, 0x1.c5b48a10c5a4dp-18, -0x1.bd5eb18f6a538p-20, 0x1.ab812e5fe5783p-22, -0x1.91be8360bb868p-24, 0x1.7304e235a42b5p-26, -0x1.4f2c8fbba9e0dp-28},
    {0x1.612a8125451bdp-3, -0x1.9e8803e177224p-5, 0x1.d503e1d20090ep-7, -0x1.009a927223b07p-8, 0x1.104973fea3350p-10, -0x1.18d46547b4602p-12, 0x1.1a12c4a34b9bcp-14, -0x1.146359dc03553p-16, 0x1.089499c47b584p-18, -0x1.ef88f00a6e467p-21, 0x1.c679fc89b42f7p-23, -0x1.98a6b14310b57p-25, 0x1.697e37143635cp-27, -0x1.393fe0b6489eap-29},
    {0x1.48f8f10299b71p-3, -0x1.696d353f008b5p-5, 0x1.804cc15714188p-7, -0x1.8c84c13afb9c4p-9, 0x1.8de5f26a7e652p-11, -0x1.8511846d9fc64p-13, 0x1.7350e39ffd3bfp-15, -0x1.5a61388c070e0p-17, 0x1.3c3b6fadb1f69p-19, -0x1.1ae04139c5891p-21, 0x1.f05ab9d529e8ap-24, -0x1.ab7eefbaf27bep-26, 0x1.6a971f213b9fdp-28, -0x1.2da897ad828aap-30},
    {0x1.33cb19179d7f6p-3, -0x1.3dacc8d85f6c4p-5, 0x1.3e68313870541p-7, -0x1.36992d37bc011p-9, 0x1.276b01ef6f988p-11, -0x1.1267afc4c5926p-13, 0x1.f28b1c36854cdp-16, -0x1.bb73ad92e3885p-18, 0x1.82a91baba4a29p-20, -0x1.4acfbac06c6a8p-22, 0x1.15f5cac692ee5p-24, -0x1.cb1c08a08e28dp-27, 0x1.75be63591e334p-29, -0x1.2acc32bbfbc1dp-31},
    {0x1.211c625924e34p-3, -0x1.193eb7b9bf564p-5, 0x1.0a7a05d3387a8p-7, -0x1.ecb581c2b7f7ep-10, 0x1.bd21af8e75e66p-12, -0x1.8985979e24d14p-14, 0x1.54d6c39c0ba6ep-16, -0x1.218709b22a3a0p-18, 0x1.e2df91c17e09fp-21, -0x1.8ba1c0c691226p-23, 0x1.3ebc408fabee7p-25, -0x1.f9588a4420dd4p-28, 0x1.8b3b927363144p-30, -0x1.2feaaba0c5d6bp-32},
    {0x1.10845e1dcb19ap-3, -0x1.f53cfd5c11186p-6, 0x1.c21d6f4a4921ap-8, -0x1.8b46c64f91e7bp-10, 0x1.53e39641d5556p-12, -0x1.1e807be458fdep-14, 0x1.d9f64543bb0e5p-17, -0x1.810db87aba647p-19, 0x1.33807c17a300ep-21, -0x1.e325202ac3f13p-24, 0x1.75a20d38ad666p-26, -0x1.1c9c9d1bab2a0p-28, 0x1.ac22d13bb67eep-31, -0x1.3cf008d9f36ecp-33},
    {0x1.01afcc22e71b8p-3, -0x1.c14b6f7f3c2f0p-6, 0x1.7f51652a46399p-8, -0x1.406f090aa4007p-10, 0x1.06bf9a3516c8bp-12, -0x1.a712d1a0f43f3p-15, 0x1.4eb8a60b621f2p-17, -0x1.0471a4a6dee70p-19, 0x1.8ee2cfaa00aadp-22, -0x1.2cd287c62f7fbp-24, 0x1.bf1cf06257c02p-27, -0x1.479ad3f22ba27p-29, 0x1.da63bf1245b8cp-32, -0x1.5261686411db9p-34},
    {0x1.e8b725e90fb8dp-4, -0x1.94e4c65b27fd6p-6, 0x1.48ea08fa97bd8p-8, -0x1.0641d50f05c2bp-10, 0x1.9adeaa139146ep-13, -0x1.3c748962b0492p-15, 0x1.dfa9cd0f8f49ap-18, -0x1.65f119eae7d31p-20, 0x1.072c1c6168ec0p-22, -0x1.7d80b29159a0ep-25, 0x1.10be0e0d72025p-27, -0x1.80d65dd9c50c1p-30, 0x1.0c7930ab22e71p-32, -0x1.715ea6ed550cdp-35},
    {0x1.d0a2236d493eap-4, -0x1.6ea9db64452a6p-6, 0x1.1c3200b14f2f0p-8, -0x1.b1138bae636d6p-11, 0x1.44a17930a985bp-13, -0x1.df2332f43db90p-16, 0x1.5c5596d37ef67p-18, -0x1.f33ef816aca6dp-21, 0x1.60d9bd2f298b3p-23, -0x1.ec27d1fd51a04p-26, 0x1.52d626b103ef2p-28, -0x1.ccc9f19aa71cfp-31, 0x1.3606c407d3573p-33, -0x1.9bb64243f3aa7p-36},
    {0x1.bac6ca42e1bfbp-4, -0x1.4d86dc544600bp-6, 0x1.ee3ffedd01da2p-9, -0x1.687d168ebc146p-11, 0x1.02fdcfb107006p-13, -0x1.6ecb6c3227cadp-16, 0x1.00254409900f8p-18, -0x1.60fd095a8a913p-21, 0x1.e032a0badc0cdp-24, -0x1.429282c8b0a59p-26, 0x1.ac2c244dbd2e2p-29, -0x1.18de1054081c3p-31, 0x1.6cd54c4aad2c9p-34, -0x1.d40c58a76d0dfp-37},
    {0x1.a6dab49575b6dp-4, -0x1.30a0ebefa7ff4p-6, 0x1.b04ef16d7ef9bp-9, -0x1.2e52cf81e3f52p-11, 0x1.a0faa96f4a848p-14, -0x1.1bb8488e4b686p-16, 0x1.7d2054ab8ca16p-19, -0x1.f99c8c377deffp-22, 0x1.4b5933b3312f2p-24, -0x1.ad3dbe3b266f4p-27, 0x1.12e48c5efa560p-29, -0x1.5c3d69c20e3e2p-32, 0x1.b50a05d4e23b7p-35, -0x1.0f0c49090dcfep-37},
    {0x1.949fbeb63d761p-4, -0x1.1748bb019ff2dp-6, 0x1.7c2ef77e9114dp-9, -0x1.fe9e2a1afd5bep-12, 0x1.527c1e396f03bp-14, -0x1.bb2e614fa9888p-17, 0x1.1ea5688f28a0dp-19, -0x1.6e7df03a03488p-22, 0x1.cf4dba671cbb0p-25, -0x1.21a59683551cbp-27, 0x1.66525013ef260p-30, -0x1.b6b64e368106fp-33, 0x1.0a33ca5ac3187p-35, -0x1.3f80fb0c12a12p-38},
    {0x1.83e1a154593d6p-4, -0x1.00f0a28e0b70dp-6, 0x1.500652770df53p-9, -0x1.b1ffaa6f881fcp-12, 0x1.14e914d25fde0p-14, -0x1.5d443153c4159p-17, 0x1.b3956212527b9p-20, -0x1.0ca90bf08d971p-22, 0x1.47e8c448c91c9p-25, -0x1.8c1dfd17d957bp-28, 0x1.d9bca7fa483a2p-31, -0x1.188816db64a17p-33, 0x1.4979f7d7f26c9p-36, -0x1.7ef1e29e5f9d3p-39},
    {0x1.747414effdae0p-4, -0x1.da4a7e35becddp-7, 0x1.2a6189daf30dep-9, -0x1.7318428a380c4p-12, 0x1.c85edd24048e7p-15, -0x1.1594dc883a5cap-17, 0x1.4e1f24cf2201ap-20, -0x1.8e1298b04ed29p-23, 0x1.d58e7e833020ep-26, -0x1.12438d040f247p-28, 0x1.3d605388b6c59p-31, -0x1.6be6075f5a839p-34, 0x1.9df42b93d892fp-37, -0x1.d24605f61deddp-40},
    {0x1.66315c5706f0bp-4, -0x1.b70fb7681780ep-7, 0x1.0a1ac60286bf7p-9, -0x1.3f1651ac0ffcdp-12, 0x1.7a9f9dad403eap-15, -0x1.bcb66700144aap-18, 0x1.0298266200c93p-20, -0x1.29daa2fef70aap-23, 0x1.53dec7edbede9p-26, -0x1.8048a61bb4301p-29, 0x1.aea4eea4b57b1p-32, -0x1.de6acba41aa4ep-35, 0x1.07c365d0fb8b7p-37, -0x1.20232da7c5583p-40},
    {0x1.58f91d4c57ccap-4, -0x1.9794607880b05p-7, 0x1.dc8f5a234ea65p-10, -0x1.13ce26f04be19p-12, 0x1.3c1e9a550f8b8p-15, -0x1.66e18362b3681p-18, 0x1.93a775f194c2fp-21, -0x1.c1eab19e03afdp-24, 0x1.f111adac3734dp-27, -0x1.103945aa4a8d7p-29, 0x1.27aba11c256c6p-32, -0x1.3e8159796a43ep-35, 0x1.54aded62eaea8p-38, -0x1.6930efa6eeec7p-41},
    {0x1.4caf750fa3231p-4, -0x1.7b56355cc257fp-7, 0x1.ac57ccfb07de2p-10, -0x1.df2033814383ap-13, 0x1.09820b7f1d8ffp-15, -0x1.23a26323a29cfp-18, 0x1.3d8a865fd169ap-21, -0x1.56cf678554df6p-24, 0x1.6f04969427ceap-27, -0x1.85bf7376e654bp-30, 0x1.9a9a5547b44bap-33, -0x1.ad37b8340064ep-36, 0x1.bdab68e8bb0fdp-39, -0x1.cae420efb531ep-42},
    {0x1.413c3b2dcd435p-4, -0x1.61e827af73702p-7, 0x1.825df5629cdd9p-10, -0x1.a214309a9f1fdp-13, 0x1.c07f431ce4a77p-16, -0x1.dd15aee38c458p-19, 0x1.f7544784fa1ecp-22, -0x1.07611d2ec48e9p-24, 0x1.117a5c4d9c33ep-27, -0x1.19c90de1bbcc3p-30, 0x1.202a2ce980173p-33, -0x1.24857a337d484p-36, 0x1.270e06991a376p-39, -0x1.2740cf755ad68p-42},
    {0x1.368a68664ffeep-4, -0x1.4aee62ebfbeecp-7, 0x1.5da94d30efafbp-10, -0x1.6e62a07a7ecdcp-13, 0x1.7ccc2800593f7p-16, -0x1.88a45c37a7208p-19, 0x1.91b83fc0ee73fp-22, -0x1.97e4acb317b5fp-25, 0x1.9b1708bd95c31p-28, -0x1.9b4d5e7a812f4p-31, 0x1.9895dad7d4c9fp-34, -0x1.930de562c5082p-37, 0x1.8b31ce913e5acp-40, -0x1.80928f1652c31p-43},
    {0x1.2c8799eb812b4p-4, -0x1.361b27d94cc85p-7, 0x1.3d6dfc18ff169p-10, -0x1.426342e99bcdcp-13, 0x1.44ec0a4ad2cdep-16, -0x1.45074f6de35b1p-19, 0x1.42c18c81d7958p-22, -0x1.3e33d27022403p-25, 0x1.37827eef9feafp-28, -0x1.2edba2e2a59dcp-31, 0x1.24752ab2a87d4p-34, -0x1.188afad84209cp-37, 0x1.0b90f96ab3d15p-40, -0x1.faba56593737ap-44},
    {0x1.2323ab16589c9p-4, -0x1.232c4d153e57cp-7, 0x1.2103cd5bcf8c1p-10, -0x1.1cc27d2501a58p-13, 0x1.168b456c3da55p-16, -0x1.0e8a14a54bdfdp-19, 0x1.04f21775e9bfdp-22, -0x1.f3f7a675f7c0dp-26, 0x1.dbc670fb794ebp-29, -0x1.c1cb837b7de50p-32, 0x1.a6815ae144b1cp-35, -0x1.8a5ee6e5f22fep-38, 0x1.6e1852af99f31p-41, -0x1.51882ddd84f2cp-44},
    {0x1.1a50610170102p-4, -0x1.11e93f59f33b9p-7, 0x1.07df2a8541e56p-10, -0x1.f8dd63896f897p-14, 0x1.dfaf7e5dd0666p-17, -0x1.c4b71e9d968c2p-20, 0x1.a8759b259fffdp-23, -0x1.8b67c9f493186p-26, 0x1.6e032093d34efp-29, -0x1.50b361b3687a3p-32, 0x1.33d8da4415fb8p-35, -0x1.17c7442e39a49p-38, 0x1.f9e2dd8480eaap-42, -0x1.c665504670831p-45},
    {0x1.12012483654f3p-4, -0x1.0221654dd3f7bp-7, 0x1.e3173af5b3ec8p-11, -0x1.c11425bd434cfp-14, 0x1.9ec46e722efe9p-17, -0x1.7ca69c929c3edp-20, 0x1.5b2ae0b99e664p-23, -0x1.3ab1cee0be828p-26, 0x1.1b8bc2658af04p-29, -0x1.fbf1b52c66dbcp-33, 0x1.c452efc5c755ap-36, -0x1.907e62cd87c07p-39, 0x1.60d6ddb4fcb38p-42, -0x1.34ee9398dc765p-45},
    {0x1.0a2ac7c5cca9ap-4, -0x1.e755a2e90fed5p-8, 0x1.bb4efa1509dacp-11, -0x1.90bf8c658cea9p-14, 0x1.680ed6f1bdba9p-17, -0x1.418e10e46fbe0p-20, 0x1.1d790f9f1ace9p-23, -0x1.f7ef6f8eb0fb0p-27, 0x1.ba3faf8611d9fp-30, -0x1.81ee92cb8ac57p-33, 0x1.4eec73250f66cp-36, -0x1.211308d183fa0p-39, 0x1.f0a29e1a31defp-43, -0x1.a8186322913d5p-46},
    {0x1.02c3554c1d773p-4, -0x1.ccc263b906921p-8, 0x1.97c0fdbde918dp-11, -0x1.66b709b9546c4p-14, 0x1.39bdde89ee17cp-17, -0x1.10d715a1a0fd6p-20, 0x1.d7e06c6fea6fcp-24, -0x1.95ccc881d9953p-27, 0x1.5b13dffde9de1p-30, -0x1.274355922ed10p-33, 0x1.f3b7b031f2940p-37, -0x1.a4ad032855f80p-40, 0x1.6087fad5ffd35p-43, -0x1.25c24a193189cp-46},
    {0x1.f783cd62d82c6p-5, -0x1.b449e1ca6d840p-8, 0x1.77e1f5fcd0731p-11, -0x1.420633ad4aca0p-14, 0x1.125c6164e4962p-17, -0x1.d0f7513e02f1ep-21, 0x1.87e382967c079p-24, -0x1.488ee0bd88a12p-27, 0x1.1208a3e4d407fp-30, -0x1.c6c7c166937b0p-34, 0x1.7778bf4ef0c5ep-37, -0x1.347484c44e278p-40, 0x1.f89ab41ff17ddp-44, -0x1.9a84907bdad8cp-47},
    {0x1.ea3d037a209f6p-5, -0x1.9db4fa9a996a4p-8, 0x1.5b3b733d35b82p-11, -0x1.21e297cfbe68ep-14, 0x1.e17a5570a550ep-18, -0x1.8dc8598c4f193p-21, 0x1.46f66004b7f11p-24, -0x1.0b66ee32d307ep-27, 0x1.b3381c252bef4p-31, -0x1.60734d02da928p-34, 0x1.1c0cafbd99fccp-37, -0x1.c7acc37990cf9p-41, 0x1.6bfbd2265ab23p-44, -0x1.213e329abda42p-47},
    {0x1.dda3f567c9b7ap-5, -0x1.88d363ba5e5f5p-8, 0x1.41685ae40b3ccp-11, -0x1.05a3baaacf080p-14, 0x1.a7d793a289c86p-18, -0x1.559bf89b3ab13p-21, 0x1.11fe60a5ee442p-24, -0x1.b56ae75edc6dbp-28, 0x1.5b822edbc58ebp-31, -0x1.12cb0e23f4e35p-34, 0x1.b09692aa41f26p-38, -0x1.52f3a34f9b708p-41, 0x1.0887813e82b75p-44, -0x1.9adb22fcf09cap-48},
    {0x1.d1abb604a6b6fp-5, -0x1.757aad4ad1e98p-8, 0x1.2a120712e6accp-11, -0x1.d9798529b96e0p-15, 0x1.7641b8c98eb4cp-18, -0x1.267081b153e41p-21, 0x1.cd241dc73134ep-25, -0x1.67759dc5130a0p-28, 0x1.16eef07ee6aedp-31, -0x1.aef6c47fa99c9p-35, 0x1.4b76b6b89e47ep-38, -0x1.fba805879b945p-42, 0x1.83463e7ad2871p-45, -0x1.260a783e4f25dp-48},
    {0x1.c648970cc38a0p-5, -0x1.63856e15f97f3p-8, 0x1.14edee3cf140dp-11, -0x1.ad6edaf2b860fp-15, 0x1.4b71ebd624dffp-18, -0x1.fd55b189f11adp-22, 0x1.859d94cf0cd35p-25, -0x1.28bb83b4eb5e4p-28, 0x1.c20843c26e144p-32, -0x1.53cf33fdcfa22p-35, 0x1.ff0095927d809p-39, -0x1.7e9eda56288e9p-42, 0x1.1d72afdf3e7b0p-45, -0x1.a7f9b0a3d05d9p-49},
    {0x1.bb7003c6293edp-5, -0x1.52d291aaf81b0p-8, 0x1.01bbb71bdef16p-11, -0x1.866010f0fdfa6p-15, 0x1.265b07e690437p-18, -0x1.ba0089fefa2f3p-22, 0x1.4a72673456cd2p-25, -0x1.ec064eba8424ep-29, 0x1.6cca04ecaf14bp-32, -0x1.0d59cbfab1846p-35, 0x1.8c2807dca96c5p-39, -0x1.222aad92ab3c2p-42, 0x1.a794a505c0264p-46, -0x1.33d267bcc4dffp-49},
    {0x1.b11860c362a18p-5, -0x1.4344c26a378fbp-8, 0x1.e08747286b531p-12, -0x1.63a4632018db4p-15, 0x1.061e703949facp-18, -0x1.80cad0cd520abp-22, 0x1.194aed7d95475p-25, -0x1.999d5737f7fb8p-29, 0x1.290e324d5b761p-32, -0x1.ad2a4495f99f8p-36, 0x1.34d011e09b243p-39, -0x1.bab8403f4ea7fp-43, 0x1.3c477d289eeacp-46, -0x1.c202c069b52e8p-50},
    {0x1.a738eff68002dp-5, -0x1.34c1ea9eb4e7ap-8, 0x1.c0aa83610bf6ap-12, -0x1.44ac70ea41fffp-15, 0x1.d40678a68faf9p-19, -0x1.50022e9c11515p-22, 0x1.e0958c66b0d73p-26, -0x1.565cbd7796b57p-29, 0x1.e5ef5b040ad99p-33, -0x1.578fbbdff57c8p-36, 0x1.e3ff27663803dp-40, -0x1.53a9f5d46b3ecp-43, 0x1.db34b79114654p-47, -0x1.4b150fa9f2a84p-50},
    {0x1.9dc9b86c8a3eap-5, -0x1.2732c8b197456p-8, 0x1.a38caac9f1144p-12, -0x1.28fdfb0f3717bp-15, 0x1.a2de6a321dd4fp-19, -0x1.26443e7945209p-22, 0x1.9beb383ef3472p-26, -0x1.1f3de8c923928p-29, 0x1.8f2410e7c279fp-33, -0x1.14508f1cf1b7fp-36, 0x1.7d342ec89d57bp-40, -0x1.06065041549a4p-43, 0x1.6717bd53a3f34p-47, -0x1.ea3808c29c783p-51},
    {0x1.94c37125d6657p-5, -0x1.1a8293434ab7cp-8, 0x1.88e3e114140fbp-12, -0x1.10306a56d187cp-15, 0x1.77c2782888ab9p-19, -0x1.026e953345f51p-22, 0x1.6234ab4588849p-26, -0x1.e3c0fb61f8cccp-30, 0x1.492f11bc3a9c9p-33, -0x1.be735a0a83990p-37, 0x1.2db4c487ff7bdp-40, -0x1.9664722d7781cp-44, 0x1.10e23dc369860p-47, -0x1.6d1be4cfe236bp-51},
    {0x1.8c1f6e96ddb05p-5, -0x1.0e9eaa8ca4b60p-8, 0x1.706f613f2be8ep-12, -0x1.f3d3edd489de6p-16, 0x1.51d99cafef552p-19, -0x1.c7246dc6d1558p-23, 0x1.318627948a2bfp-26, -0x1.98c89bda5d5cbp-30, 0x1.108ccafc4f699p-33, -0x1.6a396ea3a6072p-37, 0x1.dfd01d0040f4fp-41, -0x1.3cbf4ccc73ea2p-44, 0x1.a0ff3c4d0ece8p-48, -0x1.118165592f4eap-51},
    {0x1.83d792703353fp-5, -0x1.037654e39e858p-8, 0x1.59f6372a02e34p-12, -0x1.cbbaa1a040916p-16, 0x1.306ccd44bdd46p-19, -0x1.91d362d7c208bp-23, 0x1.0851a6c4a2fb6p-26, -0x1.5a990ad6df5bdp-30, 0x1.c5042e4a5415bp-34, -0x1.271ab86a03c0ap-37, 0x1.7f4073411a817p-41, -0x1.f02913740e9fep-45, 0x1.4046ce4ca58f3p-48, -0x1.9c0ed72d2c8d0p-52},
    {0x1.7be63d5bc2506p-5, -0x1.f1f50940ebc79p-9, 0x1.45462c47d1979p-12, -0x1.a78f615b5f494p-16, 0x1.12e12024d880fp-19, -0x1.63a2871b07904p-23, 0x1.caa740c99738ap-27, -0x1.26d36e09910abp-30, 0x1.79d9c062f1957p-34, -0x1.e2c246ccdd71ap-38, 0x1.3373dea581148p-41, -0x1.866c5ad6050e2p-45, 0x1.ee75ed5d72862p-49, -0x1.3811ec821f2f6p-52},
    {0x1.7446426a51adbp-5, -0x1.de3b4bdd14ff7p-9, 0x1.3232dea9b8099p-12, -0x1.86de7a2ec58b2p-16, 0x1.f16614c5a0003p-20, -0x1.3b81392f2897cp-23, 0x1.8f080d7233928p-27, -0x1.f7243961581d0p-31, 0x1.3c41221d3146cp-34, -0x1.8c62bc05fc4f9p-38, 0x1.ef5a885555052p-42, -0x1.349c2252c5011p-45, 0x1.7f8b0944b06eap-49, -0x1.db248e4aea2a7p-53},
    {0x1.6cf2dbf6eb63dp-5, -0x1.cba6e6a7f418cp-9, 0x1.2094fb3264234p-12, -0x1.6943697a05b72p-16, 0x1.c2e4fc0dd0612p-20, -0x1.188bb7d30ee61p-23, 0x1.5c14fe1f7a55dp-27, -0x1.ae9d84101af5fp-31, 0x1.09967d58a4ca7p-34, -0x1.46ab5c7862f98p-38, 0x1.90a7ac1818d47p-42, -0x1.ea0283da8b5bbp-46, 0x1.2ae6c8bae6ce6p-49, -0x1.6b86baad6d84bp-53},
    {0x1.65e7a1ce93be5p-5, -0x1.ba219fdda74e8p-9, 0x1.1049951b8e972p-12, -0x1.4e66a1c49bbe9p-16, 0x1.997f77aca1e7cp-20, -0x1.f4062fe0959eep-24, 0x1.306a30fc4052ap-27, -0x1.719cb85fba8d1p-31, 0x1.bf8527ce118bfp-35, -0x1.0e2cb46f8ceaep-38, 0x1.45522378cdc7cp-42, -0x1.86a7dcbdd7f34p-46, 0x1.d3fc63207f144p-50, -0x1.1779762001481p-53},
    {0x1.5f208072191e5p-5, -0x1.a9974d2237f32p-9, 0x1.013196039c6d6p-12, -0x1.35fbac191a8a8p-16, 0x1.74916b8253e3fp-20, -0x1.be8d9013e3d0cp-24, 0x1.0ae1e30080735p-27, -0x1.3e23610270824p-31, 0x1.7a375b200d59cp-35, -0x1.c0700eb39e204p-39, 0x1.0924b446ff28dp-42, -0x1.38b65b791d0afp-46, 0x1.6ff5d658c0ff9p-50, -0x1.afb839a47e23fp-54},
    {0x1.5899b14dea902p-5, -0x1.99f59a0f44a73p-9, 0x1.e66285272c5e7p-13, -0x1.1fbf9581dabf2p-16, 0x1.538dcc84a9b91p-20, -0x1.8f9e9dfb8c2bbp-24, 0x1.d5117c20d983ap-28, -0x1.12925127c3617p-31, 0x1.409b8e4bde0dep-35, -0x1.756560f786defp-39, 0x1.b1c30b48edbeep-43, -0x1.f69b0bd82013fp-47, 0x1.228903f1d2f47p-50, -0x1.4ef496f2bbab2p-54},
    {0x1.524fb3c90d680p-5, -0x1.8b2bd5e898803p-9, 0x1.cc5fa0fb8adc7p-13, -0x1.0b779b76c0263p-16, 0x1.35fb0d52e6d8fp-20, -0x1.66540c0fd3c9ep-24, 0x1.9d2904797fad1p-28, -0x1.db2d36f604b4cp-32, 0x1.1090757ff7493p-35, -0x1.37e8c2ad346a3p-39, 0x1.640cbdcd069f2p-43, -0x1.95701493196f8p-47, 0x1.ccacfcaed5624p-51, -0x1.05037db5d9c45p-54},
    {0x1.4c3f4710a3395p-5, -0x1.7d2ac77856416p-9, 0x1.b42e16486c9c8p-13, -0x1.f1e0190561162p-17, 0x1.1b7025709ad58p-20, -0x1.41eb379db5916p-24, 0x1.6cb911f275ce7p-28, -0x1.9c35286a1dd0cp-32, 0x1.d0be399bffc49p-36, -0x1.055af089d816fp-39, 0x1.25400a5bec134p-43, -0x1.48414988f6adep-47, 0x1.6eaaee3bb2b06p-51, -0x1.98819d3df73b6p-55},
    {0x1.466564891de37p-5, -0x1.6fe4863aa805ep-9, 0x1.9da609558e49dp-13, -0x1.cff6a8c045c8cp-17, 0x1.039216f42ba77p-20, -0x1.21be71d4f105fp-24, 0x1.42a77cba4abcdp-28, -0x1.6673eb90dea2dp-32, 0x1.8d49b1198e82fp-36, -0x1.b74d9abca255fp-40, 0x1.e4a2e5618e08dp-44, -0x1.0ab5687987fb3p-47, 0x1.24f5441fc7da7p-51, -0x1.40fa526827057p-55},
    {0x1.40bf3ad15c4b5p-5, -0x1.634c58219651dp-9, 0x1.88a3a32f3dcd1p-13, -0x1.b0e258c33266cp-17, 0x1.dc23b7ef425c6p-21, -0x1.05404d3f5b26cp-24, 0x1.1e078591c31d6p-28, -0x1.3870ed41ac1b9p-32, 0x1.54841a30a0e56p-36, -0x1.72469b1bcfd82p-40, 0x1.91bbc3b039804p-44, -0x1.b2e47deaae51fp-48, 0x1.d5dce06bb56fep-52, -0x1.fa671250a748ap-56},
    {0x1.3b4a29468f91fp-5, -0x1.57569354f6d35p-9, 0x1.75069ae5f4c78p-13, -0x1.945bd48363550p-17, 0x1.b55552edfddfcp-21, -0x1.d7ef7bf082986p-25, 0x1.fc23e1622ad73p-29, -0x1.10f48f8a34849p-32, 0x1.24995f305bf76p-36, -0x1.38f8900062068p-40, 0x1.4e08b5e73c3b5p-44, -0x1.63bec6726a027p-48, 0x1.7a254ac01e318p-52, -0x1.9100defabd66cp-56},
    {0x1.3603bbfa09c62p-5, -0x1.4bf8836941498p-9, 0x1.62b1ce2f13c66p-13, -0x1.7a23d0fdef5f9p-17, 0x1.9240f17f9dc77p-21, -0x1.aaf9ca1de00d8p-25, 0x1.c43d329d28f66p-29, -0x1.ddf84da5b4b3ep-33, 0x1.f8169b46bfe94p-37, -0x1.0941083725085p-40, 0x1.1691993b41f2ap-44, -0x1.23f09da2df29ap-48, 0x1.31634472e6b4ep-52, -0x1.3eb87ed2f9c41p-56},
    {0x1.30e9a80c044b5p-5, -0x1.4128519b4f3d3p-9, 0x1.518ae733637d2p-13, -0x1.6202087ccb442p-17, 0x1.727d96b5ab5d5p-21, -0x1.82ecced2e8c4ap-25, 0x1.933e66191bd0ap-29, -0x1.a360a8e822ae7p-33, 0x1.b3419b6ac39aep-37, -0x1.c2cf1bd36b1c6p-41, 0x1.d1f7052b4114fp-45, -0x1.e0a755f8d1397p-49, 0x1.eeead41b8699dp-53, -0x1.fc77d24dd5c72p-57},
    {0x1.2bf9c86012d59p-5, -0x1.36dcefaf3b25ap-9, 0x1.417a0dafff74dp-13, -0x1.4bc45abd1ce5ap-17, 0x1.55af3f22d8149p-21, -0x1.5f2e6d73b3f51p-25, 0x1.6835fc8db7b0cp-29, -0x1.70ba81018e0dfp-33, 0x1.78b1258e4d27fp-37, -0x1.800fc26760c48p-41, 0x1.86ccf2826e745p-45, -0x1.8ce029900a33bp-49, 0x1.92583c2412106p-53, -0x1.9701b9dae4c5ep-57},
    {0x1.27321aa162e7cp-5, -0x1.2d0e051e40fd9p-9, 0x1.3269a1d7701cap-13, -0x1.373e0be90113dp-17, 0x1.3b851af287a65p-21, -0x1.3f3970103e277p-25, 0x1.425680e3a69bdp-29, -0x1.44d8a08cfc593p-33, 0x1.46bd067e0c3b9p-37, -0x1.4801d3168aafbp-41, 0x1.48a6119ffc02fp-45, -0x1.48a9b9f3f1fdbp-49, 0x1.481f72f3c111ap-53, -0x1.46e5525b33aecp-57},
    {0x1.2290bc8e206b3p-5, -0x1.23b3de4b18eb4p-9, 0x1.2445ff9db1ce1p-13, -0x1.24471dc1ab314p-17, 0x1.23b80bc4f99a1p-21, -0x1.229a6e7e375c3p-25, 0x1.20f0b694e431dp-29, -0x1.1ebe18b5fc346p-33, 0x1.1c068414fe499p-37, -0x1.18ce975e62e7ap-41, 0x1.151b93f73723bp-45, -0x1.10f35189f9d14p-49, 0x1.0c6a4a0dd48d9p-53, -0x1.076ac906c7d7ap-57},
    {0x1.1e13e98265dcbp-5, -0x1.1ac75d7e1cc41p-9, 0x1.16fd494cdf186p-13, -0x1.12bbbf17f3aedp-17, 0x1.0e095b5dc1175p-21, -0x1.08ed349608851p-25, 0x1.036eca2ed5befp-29, -0x1.fb2be630a182ep-34, 0x1.eed5982a2f4cap-38, -0x1.e1eb4c06ee7eap-42, 0x1.d47de828248b3p-46, -0x1.c69e772591307p-50, 0x1.b8747e88c33e0p-54, -0x1.a9e322d460880p-58},
    {0x1.19b9f83c0810ap-5, -0x1.1241ed72eb9a5p-9, 0x1.0a7f386af0ad3p-13, -0x1.027bce50db682p-17, 0x1.f48344302092cp-22, -0x1.e3b5236230d5cp-26, 0x1.d2a0a88b88008p-30, -0x1.c158d3410aa4fp-34, 0x1.aff015bdc7f7ap-38, -0x1.9e78391204d93p-42, 0x1.8d0243e1c9d2cp-46, -0x1.7b9e662511171p-50, 0x1.6a6ddb450a643p-54, -0x1.595a17b4fddb7p-58},
    {0x1.158158d158129p-5, -0x1.0a1d754867193p-9, 0x1.fd79e839e4b0ap-14, -0x1.e6d4d86f0c9bbp-18, 0x1.d05fab40cb6f1p-22, -0x1.ba2cff16e4183p-26, 0x1.a44e1100cf4fbp-30, -0x1.8ed2b128321e3p-34, 0x1.79c93b42cfedep-38, -0x1.653e92d6e11dbp-42, 0x1.513e22cc61ef8p-46, -0x1.3dd1e1eda5a15p-50, 0x1.2b10bea57f874p-54, -0x1.18e4208fc7b78p-58},
    {0x1.116892d5a5a46p-5, -0x1.02544daa06eeap-9, 0x1.e751d8a4a9548p-14, -0x1.cadb399784200p-18, 0x1.af50f36dfd5c9p-22, -0x1.94bd23cdf68bbp-26, 0x1.7b27e39671c10p-30, -0x1.62975cf0bc0a9p-34, 0x1.4b0fe422dc238p-38, -0x1.349412a90527cp-42, 0x1.1f24e3ded3c37p-46, -0x1.0ac1d44809e25p-50, 0x1.eee929691b1ccp-55, -0x1.ca43e12087b1dp-59},
    {0x1.0d6e43a6e6280p-5, -0x1.f5c26e1d8019ep-10, 0x1.d26d7239343eap-14, -0x1.b0dbe82ec9ed2p-18, 0x1.9109db900f680p-22, -0x1.72f145d6f9856p-26, 0x1.568a4552c7bf2p-30, -0x1.3bcb538910d07p-34, 0x1.22a97a84f08e6p-38, -0x1.0b18889e3565ep-42, 0x1.ea16843dc4990p-47, -0x1.c0e72352b9503p-51, 0x1.9a9818737f301p-55, -0x1.76e3c8d0ddaaap-59},
    {0x1.09911ce069843p-5, -0x1.e77ea1dc85015p-10, 0x1.beb5fb5a98fb5p-14, -0x1.98ac9ac1eaecap-18, 0x1.7545a601ef2c5p-22, -0x1.546364ba14366p-26, 0x1.35e78a9f1316dp-30, -0x1.19b37bcf47e13p-34, 0x1.ff5115fd85046p-39, -0x1.cf5062f2493ddp-43, 0x1.a32881c1ed9fap-47, -0x1.7a9e1f986b42cp-51, 0x1.55865cd71cde1p-55, -0x1.338907b40ddfap-59},
    {0x1.05cfe2eefb8f7p-5, -0x1.d9d423a26b1d7p-10, 0x1.ac169d0d2081bp-14, -0x1.822716a389ba4p-18, 0x1.5bc70e7d653ffp-22, -0x1.38b9def67a57bp-26, 0x1.18c4f5f6291e0p-30, -0x1.f7600309be14ep-35, 0x1.c28a24e5b6f3dp-39, -0x1.92a16bb613fa4p-43, 0x1.67440c5d816d3p-47, -0x1.40156acf6690ap-51, 0x1.1cca633c991e8p-55, -0x1.f9ed93aeade20p-60},
    {0x1.02296bc337087p-5, -0x1.ccba8048ed8b0p-10, 0x1.9a7c34f4af97cp-14, -0x1.6d28bfb63fa8fp-18, 0x1.4457638a3c7b6p-22, -0x1.1fa5cd866fa89p-26, 0x1.fd6ff407d3585p-31, -0x1.c2701ee4ea6d8p-35, 0x1.8dac61055d149p-39, -0x1.5e908e6d9409fp-43, 0x1.3493945fd3eb7p-47, -0x1.0f36fc63dac86p-51, 0x1.dc20c522326dep-56, -0x1.a13f78da89449p-60},
    {0x1.fd393b3e52387p-6, -0x1.c029d77493751p-10, 0x1.89d52c432dcb8p-14, -0x1.599235a663025p-18, 0x1.2ec5be58d171dp-22, -0x1.08e19be8b2f40p-26, 0x1.cec7d2247b9f9p-31, -0x1.93ac8129acea0p-35, 0x1.5f99f4d170198p-39, -0x1.31ccd9df37699p-43, 0x1.099466bd7682cp-47, -0x1.cca1ec00c8b74p-52, 0x1.8ef5a5bc417b5p-56, -0x1.58fe7b0f411ccp-60},
    {0x1.f650dbf967304p-6, -0x1.b41acfcdd8819p-10, 0x1.7a1153008b68bp-14, -0x1.4746fcd044ec1p-18, 0x1.1ae654ae20cb0p-22, -0x1.e85fa6a29be6dp-27, 0x1.a4efff2b83aaep-31, -0x1.6a4b4f9c3270ap-35, 0x1.37606f886fc65p-39, -0x1.0b3c568ec8b57p-43, 0x1.ca0e7318cdce8p-48, -0x1.8803bed419cdcp-52, 0x1.4f13a6e828c99p-56, -0x1.1df6f87c9db2ap-60},
    {0x1.ef97c114c3331p-6, -0x1.a8868c5068737p-10, 0x1.6b21bf299ca30p-14, -0x1.362d315013d4bp-18, 0x1.0891e132c6b1dp-22, -0x1.c2b422606e28cp-27, 0x1.7f5b75c462bb8p-31, -0x1.459ea760ec21ap-35, 0x1.1431bb63f76b9p-39, -0x1.d3e4ff5bc6b09p-44, 0x1.8bc7812f62687p-48, -0x1.4e51f21946124p-52, 0x1.1a0fd39a5c42cp-56, -0x1.db39973971c16p-61},
    {0x1.e90c0c794022ap-6, -0x1.9d66a29389965p-10, 0x1.5cf8af33d352ap-14, -0x1.262d42eedc895p-18, 0x1.ef4a3e0b28a10p-23, -0x1.a06045060eaedp-27, 0x1.5d8edf566f9b8p-31, -0x1.251071bd6f3c8p-35, 0x1.eabc947b31987p-40, -0x1.9a50f5ad05601p-44, 0x1.569d54d2cf376p-48, -0x1.1db38605dfbe5p-52, 0x1.dbeb8d2f5b2fcp-57, -0x1.8bcf0fd79c262p-61},
    {0x1.e2abf8e303a49p-6, -0x1.92b511f225e36p-10, 0x1.4f896f925acacp-14, -0x1.1731b8ce3e04bp-18, 0x1.d000abd4a9269p-23, -0x1.810e7cea56e6fp-27, 0x1.3f1e2c2f17821p-31, -0x1.081ee2df161f8p-35, 0x1.b4a0803788a7fp-40, -0x1.686d70d7df428p-44, 0x1.292310f0cd68dp-48, -0x1.e948254fa7df9p-53, 0x1.925fb3673ef44p-57, -0x1.4a6d56fa613d2p-61},
    {0x1.dc75d84ace106p-6, -0x1.886c3b7bcb8c2p-10, 0x1.42c842e594bf9p-14, -0x1.0926fbdb9d68fp-18, 0x1.b30de9a42278bp-23, -0x1.6472b763a183dp-27, 0x1.23aa85d44bb36p-31, -0x1.dcb30bbec4e52p-36, 0x1.850edbe53eaf1p-40, -0x1.3d1f6fd0c308cp-44, 0x1.02287f8ed32dcp-48, -0x1.a3c7b4867633dp-53, 0x1.54e8aa2b04c0bp-57, -0x1.1477dcfb014a0p-61},
    {0x1.d668126e1553ep-6, -0x1.7e86da9a89719p-10, 0x1.36aa4c88be9c8p-14, -0x1.f7f64e6a322bep-19, 0x1.983e719dd796ap-23, -0x1.4a4939097ed63p-27, 0x1.0ae08d66014eep-31, -0x1.aebd7cc9d8cf0p-36, 0x1.5b2bef1bac437p-40, -0x1.1777723387b61p-44, 0x1.c15ecff822c0dp-49, -0x1.68d6020f1791ep-53, 0x1.216d0ce007856p-57, -0x1.cfa92a5aac464p-62},
    {0x1.d08123733ccf9p-6, -0x1.74fffe5bc79c0p-10, 0x1.2b257d3adbcd6p-14, -0x1.df3bbb8e191b5p-19, 0x1.7f63bd9a356ebp-23, -0x1.32559d044b232p-27, 0x1.e8edb49566063p-32, -0x1.85b358dbde743p-36, 0x1.363b0d11ecb42p-40, -0x1.ed54b8b68c5a2p-45, 0x1.87c5bcd64d278p-49, -0x1.36be87a47c21cp-53, 0x1.ec6b9f2ae6086p-58, -0x1.85a2a43af0334p-62},
    {0x1.cabf9aa77eac5p-6, -0x1.6bd3034c31bfcp-10, 0x1.203081a81921ap-14, -0x1.c8004902d9f16p-19, 0x1.6853bd4e10d90p-23, -0x1.1c61f5dd19c19p-27, 0x1.c0595ea44d03fp-32, -0x1.6100c470c1366p-36, 0x1.1599e39e7f956p-40, -0x1.b4172c2ce33bdp-45, 0x1.5620558e89c30p-49, -0x1.0c1756ff90b45p-53, 0x1.a3b6b8a9fd1eap-58, -0x1.481d9a2bdd4a1p-62},
    {0x1.c5221954574cep-6, -0x1.62fb8dd88375cp-10, 0x1.15c2b29fe4f7bp-14, -0x1.b228813283164p-19, 0x1.52e85cbb80880p-23, -0x1.083e0b18906a2p-27, 0x1.9b91bc25c094ap-32, -0x1.4024be03e1fd0p-36, 0x1.f179166766930p-41, -0x1.8210555a9f015p-45, 0x1.2b41f11316c6dp-49, -0x1.cf675850a8905p-54, 0x1.666cf6dc93011p-58, -0x1.14e02f90c09d4p-62},
    {0x1.bfa751aa7923dp-6, -0x1.5a7585268ae73p-10, 0x1.0bd406ca15d33p-14, -0x1.9d9b32b9069fbp-19, 0x1.3eff18d48e39bp-23, -0x1.eb7d5f3907755p-28, 0x1.7a31a332f212ap-32, -0x1.22ae873eb05dep-36, 0x1.be546e115d1bcp-41, -0x1.564577c6e84a7p-45, 0x1.062d2216494bcp-49, -0x1.91321297df2acp-54, 0x1.32a876c49c05bp-58, -0x1.d43602b10465ep-63},
    {0x1.ba4e05c07f285p-6, -0x1.523d0e5b0e112p-10, 0x1.025d05b2cdfc7p-14, -0x1.8a413a5c6d027p-19, 0x1.2c78a082dfd73p-23, -0x1.c97a5af0c628cp-28, 0x1.5bdf753461bd3p-32, -0x1.083b6f8d53661p-36, 0x1.90f4d4ff773f3p-41, -0x1.2fe044be901c9p-45, 0x1.cc17b8f5ed696p-50, -0x1.5becb76eb196ap-54, 0x1.06d872c006784p-58, -0x1.8ca8ab6cbe1f9p-63},
    {0x1.b51506a3bf067p-6, -0x1.4a4e88426e428p-10, 0x1.f2ad7812e53bdp-15, -0x1.7805529be8062p-19, 0x1.1b38808671dc2p-23, -0x1.aa2d88515ac92p-28, 0x1.404bb07df3924p-32, -0x1.e0e9e1bf8a536p-37, 0x1.68a53b40a0ca8p-41, -0x1.0e2939d32d7a3p-45, 0x1.9451f62cf89c1p-50, -0x1.2e39881a47d88p-54, 0x1.c363362f9bb96p-59, -0x1.50af14bbb0986p-63},
    {0x1.affb3379c2962p-6, -0x1.42a68752f2203p-10, 0x1.e17561e63e4dfp-15, -0x1.66d3e833582e2p-19, 0x1.0b24d8d340295p-23, -0x1.8d586db3924aep-28, 0x1.272fb2de4b8a6p-32, -0x1.b61e23c55b714p-37, 0x1.44c87cbbbb0b1p-41, -0x1.e105d678cbe4dp-46, 0x1.63d5c9e49eb4fp-50, -0x1.06f3612e778a1p-54, 0x1.8442e3a65600dp-59, -0x1.1e4fb57e3b26dp-63},
    {0x1.aaff78b1129c6p-6, -0x1.3b41d2008c9e0p-10, 0x1.d105b8a91d8a3p-15, -0x1.569af304df858p-19, 0x1.f84c34876fbccp-24, -0x1.72c2d114025e2p-28, 0x1.104ca621832f3p-32, -0x1.8f8e061f7707cp-37, 0x1.24d5ff1fdfa0dp-41, -0x1.accc22d6a810ap-46, 0x1.399e3b6bb36b3p-50, -0x1.ca4823d719c13p-55, 0x1.4e881dde5dcd6p-59, -0x1.e7d72a106a8f2p-64},
    {0x1.a620cf401bd16p-6, -0x1.341d5d5acac5fp-10, 0x1.c1533bf52d956p-15, -0x1.4749d2eb7bba7p-19, 0x1.dc4d973a6c7fap-24, -0x1.5a3a086fa5bbcp-28, 0x1.f6d5212ff09ebp-33, -0x1.6cc3db5b91e1fp-37, 0x1.0856d22fcb0ffp-41, -0x1.7ebc70fd859cfp-46, 0x1.14cd2db4f021cp-50, -0x1.8ff8dd7112b5fp-55, 0x1.20b7a4eff5459p-59, -0x1.a05a9ef4d9fffp-64},
    {0x1.a15e3bf113007p-6, -0x1.2d3649ee4e113p-10, 0x1.b2536b16195a5p-15, -0x1.38d13008b7ad4p-19, 0x1.c226aa0b5cbb4p-24, -0x1.43905f16d9698p-28, 0x1.d0af092d64efdp-33, -0x1.4d57da8ced852p-37, 0x1.ddc67b423f15cp-42, -0x1.560dec80050d6p-46, 0x1.e94a7d23801e8p-51, -0x1.5d9b973479423p-55, 0x1.f32a8d61628e1p-60, -0x1.63f6da0a82558p-64},
    {0x1.9cb6ceb9d6291p-6, -0x1.2689e0e3e063cp-10, 0x1.a3fc7654bb386p-15, -0x1.2b22de2ca4670p-19, 0x1.a9b3a24d5054ap-24, -0x1.2e9c8d442fdd5p-28, 0x1.adcdd54e43683p-33, -0x1.30ee5a8cfd6a4p-37, 0x1.b041568c82ff9p-42, -0x1.321320546af04p-46, 0x1.b10955a845a62p-51, -0x1.3209379bd4d82p-55, 0x1.b031b66aac432p-60, -0x1.30dabd723b4e8p-64},
    {0x1.9829a21edf260p-6, -0x1.20159157c3d1bp-10, 0x1.964531887efa8p-15, -0x1.1e31c302b8c12p-19, 0x1.92d3c6a5b9718p-24, -0x1.1b393fa3b644cp-28, 0x1.8de1c57bcd8f1p-33, -0x1.17364af5ace7bp-37, 0x1.877fbe3387df8p-42, -0x1.1235fde2a4252p-46, 0x1.7fc21382e2e72p-51, -0x1.0c480146beb77p-55, 0x1.76ca8a04006c6p-60, -0x1.0585306dd8a16p-64},
    {0x1.93b5daa070c5ep-6, -0x1.19d6ede4656c8p-10, 0x1.892507cf897bap-15, -0x1.11f1beb831896p-19, 0x1.7d692432a92f9p-24, -0x1.0944acc879e60p-28, 0x1.70a372b1f0826p-33, -0x1.ffcfc3bed3387p-38, 0x1.62f6e243c29fbp-42, -0x1.ebe900ddd7fc9p-47, 0x1.5487752dfb567p-51, -0x1.d708702878f4dp-56, 0x1.458224e180ea5p-60, -0x1.c16d68d554c87p-65},
    {0x1.8f5aa63139b33p-6, -0x1.13cbaa5c113f1p-10, 0x1.7c93f0518c2bep-15, -0x1.065796d944728p-19, 0x1.69584b873e599p-24, -0x1.f1406da70619cp-29, 0x1.55d2dbb1f5f6ap-33, -0x1.d586ed9bc670fp-38, 0x1.422cfe31c7a1ap-42, -0x1.b9bba708eafcdp-47, 0x1.2e8dcb41ad430p-51, -0x1.9e140e2ff1b50p-56, 0x1.1b20e2d59084bp-60, -0x1.82cb60eabf0d1p-65},
    {0x1.8b173bb5b9368p-6, -0x1.0df199adb005dp-10, 0x1.708a63f41bfd9p-15, -0x1.f6b1c6543440fp-20, 0x1.56881499d220ap-24, -0x1.d2602f95d10b1p-29, 0x1.3d368f96f3b3fp-33, -0x1.af2108bc0140ap-38, 0x1.24b71acf64effp-42, -0x1.8d1fceac68f0cp-47, 0x1.0d25efb72e399p-51, -0x1.6c80dc4ba7a35p-56, 0x1.ed40d86437fc8p-61, -0x1.4d69d61136964p-65},
    {0x1.86eada8bc0fadp-6, -0x1.0846abf0f681bp-10, 0x1.650153e9fec90p-15, -0x1.e1d7f88e68af7p-20, 0x1.44e168db7f76ap-24, -0x1.b5b62ea52eae3p-29, 0x1.269af25d55583p-33, -0x1.8c39967f3c89bp-38, 0x1.0a3720b2d3587p-42, -0x1.656ac3320a010p-47, 0x1.df7212316efdep-52, -0x1.414a10b7ca88ap-56, 0x1.ae4706325e6ddp-61, -0x1.1fd78bb395525p-65},
    {0x1.82d4ca197cae1p-6, -0x1.02c8ec96c3bd9p-10, 0x1.59f22109327b6p-15, -0x1.ce0fd7bd895aep-20, 0x1.344f12c900903p-24, -0x1.9b149148695dap-29, 0x1.11d197fbf78e3p-33, -0x1.6c7723ac8d6a7p-38, 0x1.e4b45e3a0be22p-43, -0x1.4207b88d9f2a6p-47, 0x1.ab89ef643090fp-52, -0x1.1b910b5a5a57bp-56, 0x1.77de7ce369487p-61, -0x1.f1bf9486d5b85p-66},
    {0x1.7ed4596374c54p-6, -0x1.faed017570c65p-11, 0x1.4f5693d57f8dfp-15, -0x1.bb48bcb342f97p-20, 0x1.24bd925a0fee9p-24, -0x1.82519f925c8d1p-29, 0x1.fd61664ae0544p-34, -0x1.4f89f917ac49dp-38, 0x1.b9ae5a9746978p-43, -0x1.2274cc472e0b6p-47, 0x1.7db2a17f3ddc3p-52, -0x1.f52ee18737683p-57, 0x1.48cadfea28992p-61, -0x1.aefff49a8fa71p-66},
    {0x1.7ae8dea90cf87p-6, -0x1.f09b4b26ac715p-11, 0x1.4528d52f3c488p-15, -0x1.a9732b9e23e66p-20, 0x1.161af5c6eff84p-24, -0x1.6b475a750e90cp-29, 0x1.da252a5d2aacfp-34, -0x1.352af6e89adc1p-38, 0x1.92db1b6760ea0p-43, -0x1.064075b7294a3p-47, 0x1.5529a0ddc8ac7p-52, -0x1.bb747485c9ee8p-57, 0x1.1ffffed0b7fbbp-61, -0x1.75be3a071e45ep-66},
    {0x1.7711b707094ebp-6, -0x1.e6995dfc69f72p-11, 0x1.3b636797871f8p-15, -0x1.9880bc455623ep-20, 0x1.0856b62bd5e8ap-24, -0x1.55d31e4befe59p-29, 0x1.b9aa79ddbbf52p-34, -0x1.1d1a94bf01185p-38, 0x1.6fc877e222ecep-43, -0x1.da0ea8e0408b6p-48, 0x1.31465ef73c969p-52, -0x1.88db22b216e9ap-57, 0x1.f9343cd43c1e2p-62, -0x1.448d91f583c96p-66},
    {0x1.734e461fadebfp-6, -0x1.dce40c4c2378bp-11, 0x1.320120fcb226fp-15, -0x1.8864045e002bcp-20, 0x1.f6c32f4009e20p-25, -0x1.41d54f6064105p-29, 0x1.9bb3e57435c48p-34, -0x1.072001bf029ddp-38, 0x1.50115e9fd9a22p-43, -0x1.ace49d1ce2d7bp-48, 0x1.117698e7d48a1p-52, -0x1.5c72a879ae90cp-57, 0x1.bbaf1af3156f5p-62, -0x1.1a3ac657627afp-66},
    {0x1.6f9df5c816579p-6, -0x1.d378508160a94p-11, 0x1.28fd2502e5539p-15, -0x1.791083c61014dp-20, 0x1.de5b18c56657ep-25, -0x1.2f310f422e4a2p-29, 0x1.8009dfa66fa58p-34, -0x1.e610c09301534p-39, 0x1.335c3981cda1bp-43, -0x1.8469e5dae585fp-48, 0x1.ea766d75126f3p-53, -0x1.356c4e621b0bep-57, 0x1.86269557c5110p-62, -0x1.eb8568a886b52p-67},
    {0x1.6c0035ba68b7ep-6, -0x1.ca534ac56838bp-11, 0x1.2052dfbe25c8ep-15, -0x1.6a7a9275bae1dp-20, 0x1.c75b35952f8c9p-25, -0x1.1dcbf9f1bde56p-29, 0x1.667a1fdd9731ep-34, -0x1.c14c3375b7c73p-39, 0x1.1959879f3b86ap-43, -0x1.60182a4dfb5d2p-48, 0x1.b84b42a345ac1p-53, -0x1.1315f6b549069p-57, 0x1.578118c21ec39p-62, -0x1.ac94d2503251ap-67},
    {0x1.68747b4c9094fp-6, -0x1.c1723ecf7c5f0p-11, 0x1.17fe00d3f9bc9p-15, -0x1.5c974ffddea2bp-20, 0x1.b1ab8b5ce88ecp-25, -0x1.0d8de9f9ed1c7p-29, 0x1.4ed7171734d01p-34, -0x1.9fa08e1b38f79p-39, 0x1.01c2a5b418f0ep-43, -0x1.3f7935aeb5bd8p-48, 0x1.8baaf8e2f3d77p-53, -0x1.e9abdf3b5794bp-58, 0x1.2ece06bc65007p-62, -0x1.763132856f984p-67},
    {0x1.64fa412b33324p-6, -0x1.b8d291da89a38p-11, 0x1.0ffa76fbce174p-15, -0x1.4f5c946dcd24ap-20, 0x1.9d35ee0a6d433p-25, -0x1.fcc185647875cp-30, 0x1.38f7741fe802fp-34, -0x1.80c4575b00935p-39, 0x1.d8b17d528be6ap-44, -0x1.2224e5e43ae5ep-48, 0x1.63ed6aec6aa71p-53, -0x1.b44ed37e01e18p-58, 0x1.0b3f70fc9b8f8p-62, -0x1.47206783c95d3p-67},
    {0x1.619107189579ep-6, -0x1.b071c8bd72708p-11, 0x1.08446bd6180f4p-15, -0x1.42c0e27edf799p-20, 0x1.89e5d9073a042p-25, -0x1.e0607ff4f9e9dp-30, 0x1.24b5b57bfd7dep-34, -0x1.6475804c93928p-39, 0x1.b1c7bd79035d5p-44, -0x1.07bf621ff2a3cp-48, 0x1.407fb37d06ce4p-53, -0x1.852ef18e7f043p-58, 0x1.d849ac95c4d7dp-63, -0x1.1e57bfc377378p-67},
    {0x1.5e3851af30e2dp-6, -0x1.a84d86235f267p-11, 0x1.00d84012ec3e5p-15, -0x1.36bb5ae79f9cap-20, 0x1.77a84c0760648p-25, -0x1.c5d395ab7614ep-30, 0x1.11efc75eb6347p-34, -0x1.4a7895558f168p-39, 0x1.8e64493144f37p-44, -0x1.dfef1e2d9b4a3p-49, 0x1.20e153d3db398p-53, -0x1.5b850fd6c51dep-58, 0x1.a1cd6b6ea27ebp-63, -0x1.f5e8ed23629acp-68},
    {0x1.5aefaa27b9b16p-6, -0x1.a06388e1b1d87p-11, 0x1.f3650fc2e11f4p-16, -0x1.2b43b0bb61f0cp-20, 0x1.666bab10249b8p-25, -0x1.acf8a4b8c5658p-30, 0x1.0086ac45940ccp-34, -0x1.3298076c04bf5p-39, 0x1.6e2e18b4199a7p-44, -0x1.b50b7026a8083p-49, 0x1.04a1c18945385p-53, -0x1.36a45fe5a5fa4p-58, 0x1.7205a8f2280a0p-63, -0x1.b86ade6270d68p-68},
    {0x1.57b69e225d82ep-6, -0x1.98b1aa696f3f9p-11, 0x1.e5a00f4451f8ap-16, -0x1.20521ebddfb18p-20, 0x1.561fa1643c6d6p-25, -0x1.95b0511b1c479p-30, 0x1.e0bc5df4e7014p-35, -0x1.1ca38a8827b84p-39, 0x1.50d5a21a24f3ep-44, -0x1.8e54cad7c125cp-49, 0x1.d6bc98b03edc1p-54, -0x1.15f6befdf05aap-58, 0x1.481231ff3bd1ep-63, -0x1.82ebef0039825p-68},
    {0x1.548cbf7305401p-6, -0x1.9135dd521c376p-11, 0x1.d85b61ad547a4p-16, -0x1.15df5d94cfa0bp-20, 0x1.46b5070c7bdadp-25, -0x1.7fddc52aa056cp-30, 0x1.c2b939cd41baep-35, -0x1.086f86a6a431cp-39, 0x1.3613c35faf4f6p-44, -0x1.6b5ab407aacbep-49, 0x1.a9809db0aeab4p-54, -0x1.f1f32302cc065p-59, 0x1.2331c5a05f719p-63, -0x1.5452ca0424616p-68},
    {0x1.5171a3f0696c6p-6, -0x1.89ee2bfc38c31p-11, 0x1.cb913e937619dp-16, -0x1.0be49ac3a3fafp-20, 0x1.381dc8bb8a773p-25, -0x1.6b6678540b1e9p-30, 0x1.a6d50f869abacp-35, -0x1.eba9322a00f20p-40, 0x1.1da8ce55f5e32p-44, -0x1.4bb964dbb1336p-49, 0x1.80f73e5d989dbp-54, -0x1.be76278da0ba8p-59, 0x1.02bd95e65c264p-63, -0x1.2baece71f66fap-68}};
static const double tl_erfc_tab_l[108] = {0x1.043eea2968052p-55, -0x1.55a02dfa57f16p-56, -0x1.aa50c2d9d7fbcp-58, -0x1.b7eb84a1bb43ep-57, -0x1.88eb8b5b45159p-56, 0x1.ca1dfdea02cdep-56, 0x1.46db6d3eaa9eap-57, -0x1.f0a1b7a7e7f08p-57, 0x1.e5922261467e6p-59, 0x1.1e8a33ed79041p-57, 0x1.67da41eecd03ap-57, 0x1.635e7b43c19b5p-59, -0x1.43da3cf5df80fp-63, -0x1.ce6e1f2d6b95ap-57, 0x1.34c67e3b6239bp-58, 0x1.fef1f09755ca6p-60, 0x1.6a2cc349a8cebp-58, -0x1.a31a94d65a8d0p-59, 0x1.409abadf9330dp-59, 0x1.c84c90cd018adp-62, 0x1.e8e2b812d652bp-59, -0x1.938ac7959c62ep-58, -0x1.9c490809d47a0p-59, 0x1.e93337910a181p-59, -0x1.366313157dab7p-58, -0x1.4f0cde748a979p-61, -0x1.5144f5fe757f0p-59, -0x1.97fb2afafdd57p-59, 0x1.f58251cc87904p-58, 0x1.f2945dbb9788ap-59, -0x1.9da26fe9f613bp-58, -0x1.1735f85e20505p-58, 0x1.86810bf93532cp-59, 0x1.4eae829168dd6p-58, -0x1.71c94d81f6b44p-60, 0x1.f5752026b243ap-59, -0x1.d7eca70b7582bp-59, -0x1.b5280014989ccp-62, -0x1.a59d3b4891b9fp-60, -0x1.d6824a7bcf53ep-59, 0x1.cd92f99ca9932p-60, 0x1.0e3a9a5e49cf3p-64, 0x1.6441ed039147dp-62, -0x1.81c2900f8333cp-59, 0x1.5230400fad54bp-61, -0x1.649c0dabf3cb2p-62, 0x1.832db46648ffdp-59, -0x1.89612b013253dp-59, 0x1.a47643704eb7cp-60, 0x1.b453ea61d4257p-59, -0x1.da17172993548p-59, 0x1.a5d76c529c880p-60, 0x1.32db6a3c30f2ep-61, -0x1.b4234eb822749p-60, 0x1.8042881dfba41p-59, -0x1.ddc1dc753e5d6p-61, 0x1.214e0e4461b88p-60, -0x1.73384662ed453p-59, 0x1.e3ff8346bb8bbp-62, 0x1.8afbb5728024bp-59, 0x1.aa104cc23b67bp-62, 0x1.e181e781e4cadp-61, 0x1.6942cf1eb55eap-59, 0x1.7a235da7d929ap-64, -0x1.3bc55c201947ep-59, -0x1.a4e4ba7aeef13p-60, -0x1.410868aa2cd77p-59, 0x1.12246e7cae2c0p-59, 0x1.e6526bd028094p-59, 0x1.19c3c2865cb8cp-61, -0x1.96c0e3dd120cfp-60, -0x1.c241c0c16e53ep-60, -0x1.bfb5d859d6c42p-60, -0x1.6dc47839c6b95p-62, -0x1.80a1895efbc76p-61, 0x1.a2104f14faec1p-60, 0x1.c4d95fdee196ep-60, -0x1.0e38ef26d441dp-63, 0x1.22455f4c84567p-60, 0x1.a5cb9481bd41dp-62, 0x1.be8270a78cd47p-61, 0x1.f548e5bb3104dp-63, 0x1.a164b50cecb35p-63, 0x1.432cc35fb9716p-61, -0x1.365edd7ff9069p-60, -0x1.755e67b3b4a76p-62, -0x1.d0c50434a4233p-63, 0x1.6b78e778042ffp-61, -0x1.dc4cd2b067952p-62, 0x1.fe585ac1f1858p-61, 0x1.43c7d3e76a32dp-60, 0x1.a345108988ca3p-65, 0x1.bc8df35e39893p-60, 0x1.444ac0ebcde21p-60, 0x1.048fb45442994p-60, 0x1.d8bbf21a80714p-60, 0x1.8d8e7892db5a1p-60, -0x1.c8a239cd6fb11p-60, -0x1.4f345972094afp-60, -0x1.73d948e519b87p-60, 0x1.4d48abe2750e1p-62, -0x1.91f82c3e53f16p-60, 0x1.f0450a2c31dd9p-61, -0x1.8eb9e0e35db83p-60, 0x1.68d60b5b173b7p-62, -0x1.2603d7f030e9fp-62, -0x1.fe0a88bf2b9e5p-61, 0x1.84ca556be1146p-61};
/* erf(x) for |x| < 0.5 as h + l: c x (1 + v), c = 2/sqrt(pi) = c_h + c_l, v = -x^2/3 + x^4 Q(x^2)
   (|v| < 0.084) in plain doubles, Q to x^26 (the next term is below 2^-69 of the sum) in
   Estrin's scheme; c_h x exact (Dekker's product), the rest x (c_l + c_h v) within about
   2^-55 of erf, so that essentially only the last addition rounds */
TL_INLINE tl_dd tl_erf_small(double x) {
    double w = x * x, w2 = w * w, w4 = w2 * w2, w8 = w4 * w4;
    /* sum_{n=2..13} (-1)^n w^(n-2) / (n! (2n+1)) */
    double q01 = 1.0 / 10.0 - w * (1.0 / (6.0 * 7.0)), q23 = 1.0 / (24.0 * 9.0) - w * (1.0 / (120.0 * 11.0));
    double q45 = 1.0 / (720.0 * 13.0) - w * (1.0 / (5040.0 * 15.0));
    double q67 = 1.0 / (40320.0 * 17.0) - w * (1.0 / (362880.0 * 19.0));
    double q89 = 1.0 / (3628800.0 * 21.0) - w * (1.0 / (39916800.0 * 23.0));
    double qab = 1.0 / (479001600.0 * 25.0) - w * (1.0 / (6227020800.0 * 27.0));
    double q = ((q01 + w2 * q23) + w4 * (q45 + w2 * q67)) + w8 * (q89 + w2 * qab);
    tl_dd p = tl_two_prod(TL_2OSQRTPI_H, x);
    double t = (x * w) * (-TL_2OSQRTPI_H / 3.0) + x * (TL_2OSQRTPI_L + TL_2OSQRTPI_H * (w2 * q));
    return tl_fast_two_sum(p.h, p.l + t);
}
/* f(x) = erfc(x) exp(x^2) for 0.5 <= x < 27.5 as c0 + cl + t p(t) in its piece */
typedef struct { double t, p, c0, cl; } tl_erfc_poly;
TL_INLINE tl_erfc_poly tl_erfc_eval(double x) {
    /* the piece i = floor(4 (x - 0.5)) from the bits of a double and mask selects (no int
       conversion or ?:), so that gcc vectorises the table loads (tl_sel_bits) */
    double xs = tl_sel_bits((x >= 0.5) & (x < 27.5), x, 27.4);
    double v = (xs - 0.5) * 4.0, fi = tl_rint_small(v);
    fi = tl_sel_bits(fi > v, fi - 1.0, fi);
    uint64_t i = tl_bits(fi + 0x1.8p52) & 127;
    /* one flat index per coefficient (a gather's address is base + index * 8) */
    const double *c = &tl_erfc_tab[0][0];
    uint64_t i14 = i * 14;
    tl_erfc_poly o;
    o.t = xs - (0.625 + 0.25 * fi);
    double t = o.t, t2 = t * t, t4 = t2 * t2;
    double e0 = c[i14 + 1] + t * c[i14 + 2], e1 = c[i14 + 3] + t * c[i14 + 4], e2 = c[i14 + 5] + t * c[i14 + 6];
    double e3 = c[i14 + 7] + t * c[i14 + 8], e4 = c[i14 + 9] + t * c[i14 + 10], e5 = c[i14 + 11] + t * c[i14 + 12];
    o.p = ((e0 + t2 * e1) + t4 * (e2 + t2 * e3)) + (t4 * t4) * ((e4 + t2 * e5) + t4 * c[i14 + 13]);
    o.c0 = c[i14];
    o.cl = tl_erfc_tab_l[i];
    return o;
}
/* erfc(x) = 2^k m for 0.5 <= x <= 27.3 (m a double-double) */
TL_INLINE tl_expr tl_erfc_parts(double x) {
    tl_erfc_poly o = tl_erfc_eval(x);
    tl_dd f = tl_dd_add(tl_two_prod(o.t, o.p), tl_dd_make(o.c0, o.cl));
    tl_dd x2 = tl_two_prod(x, x);
    tl_expr e = tl_exp_reduce(-x2.h, -x2.l);
    tl_expr out;
    out.e = tl_dd_mul(tl_exp_mant(e), f);
    out.k = e.k;
    return out;
}
/* erf and erfc, each as a part below 0.5 (the series) and a part above (the interpolants):
   the elementwise loops compute both and select per element; the one-value forms
   (tl_<f>_one) compute only the part an argument takes (the same operations, so the same
   bits). */
/* The selects below are mask selects (tl_sel_bits) in the elementwise loops: with ?: gcc
   threads a clamp's constant into a copy of the code, and the table loads of the other copy
   become masked loads, which it does not vectorise. In the one-value forms (`one`, a
   constant) they are ?:, which measured faster there (gcc computes only what is kept). */
#define TL_ERF_SEL(one, c, a, b) ((one) ? ((c) ? (a) : (b)) : tl_sel_bits((c), (a), (b)))
/* |erf(x)| for a = |x| < 0.5 */
TL_INLINE double tl_erf_below(double a, int one) { return TL_ERF_SEL(one, a < 0x1p-1000, a * TL_2OSQRTPI_H, tl_erf_small(a).h); }
/* |erf(x)| for a = |x| >= 0.5 (or NaN: any value) */
TL_INLINE double tl_erf_above(double a, int one) {
    tl_expr c = tl_erfc_parts(TL_ERF_SEL(one, a > 6.0, 6.0, a));
    double sk = tl_pow2i(c.k);
    tl_dd om = tl_two_sum(1.0, -(c.e.h * sk));
    return TL_ERF_SEL(one, a >= 6.0, 1.0, om.h + (om.l - c.e.l * sk));
}
TL_INLINE double tl_erf(double x) {
    double a = tl_fabs(x);
    int small = a < 0.5;
    /* each part's argument, and the result, by mask selects: with ?: gcc threads the constant
       into copies of the code, or computes a part only where it is selected, with masked
       table loads it does not vectorise */
    double yb = tl_erf_below(tl_sel_bits(small, a, 0.25), 0), ya = tl_erf_above(tl_sel_bits(small, 0.5, a), 0);
    return x != x ? x + x : tl_copysign(tl_sel_bits(small, yb, ya), x);
}
TL_INLINE double tl_erf_one(double x) {
    double a = tl_fabs(x);
    if (x != x)
        return x + x;
    return tl_copysign(a < 0.5 ? tl_erf_below(a, 1) : tl_erf_above(a, 1), x);
}
/* erfc(x) for |x| < 0.5 */
TL_INLINE double tl_erfc_below(double x) {
    tl_dd s = tl_erf_small(x);
    tl_dd om = tl_two_sum(1.0, -s.h);
    return om.h + (om.l - s.l);
}
/* erfc(x) for |x| >= 0.5 (a = |x|, or 0.5 for any smaller x) or NaN */
TL_INLINE double tl_erfc_above(double x, double a, int one) {
    tl_expr c = tl_erfc_parts(TL_ERF_SEL(one, a > 27.3, 27.3, a));
    double k1 = tl_rint_small(c.k * 0.5), k2 = c.k - k1;
    double yb = (c.e.h * tl_pow2i(k1)) * tl_pow2i(k2);
    double sk = tl_pow2i(c.k);
    tl_dd tm = tl_two_sum(2.0, -(c.e.h * sk));
    double yn = tm.h + (tm.l - c.e.l * sk);
    double y = TL_ERF_SEL(one, x > 0.0, yb, yn);
    y = TL_ERF_SEL(one, x > 27.3, 0.0, y);
    y = TL_ERF_SEL(one, x < -6.0, 2.0, y);
    return TL_ERF_SEL(one, x != x, x + x, y);
}
TL_INLINE double tl_erfc(double x) {
    double a = tl_fabs(x);
    int small = a < 0.5;
    double yb = tl_erfc_below(tl_sel_bits(small, x, 0.25)), ya = tl_erfc_above(x, tl_sel_bits(small, 0.5, a), 0);
    return tl_sel_bits(small, yb, ya);
}
TL_INLINE double tl_erfc_one(double x) {
    double a = tl_fabs(x);
    if (a < 0.5)
        return tl_erfc_below(x);
    return tl_erfc_above(x, a, 1);
}
/* float32 (tl_exp_d32 says how accurate): the same pieces in plain doubles, exp(-x^2) with x^2
   rounded (relative error below 2^-46 for x <= 11); below 0.5 the series to x^17 (the next
   term is below 2^-40 of the sum), Estrin's scheme in w = x^2 */
TL_INLINE double tl_erfc_d32(double x) {
    tl_erfc_poly o = tl_erfc_eval(x);
    return tl_exp_d32(-(x * x)) * (o.c0 + o.t * o.p);
}
TL_INLINE double tl_erf_small32(double x) {
    double w = x * x, w2 = w * w, w4 = w2 * w2;
    double q = ((-1.0 / 3.0 + w * (1.0 / 10.0)) + w2 * (-1.0 / 42.0 + w * (1.0 / 216.0)))
               + w4 * ((-1.0 / 1320.0 + w * (1.0 / 9360.0)) + w2 * (-1.0 / 75600.0 + w * (1.0 / 685440.0)));
    return TL_2OSQRTPI_H * x * (1.0 + w * q);
}
TL_INLINE double tl_erf_f32(double x) {
    double a = tl_fabs(x);
    double ys = tl_erf_small32(tl_sel_bits(a < 0.5, a, 0.25));
    double yb = 1.0 - tl_erfc_d32(tl_sel_bits(a < 0.5, 0.5, a > 6.0 ? 6.0 : a));
    double y = a < 0.5 ? ys : yb;
    y = tl_copysign(a >= 6.0 ? 1.0 : y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_erfc_f32(double x) {
    double a = tl_fabs(x);
    double ys = 1.0 - tl_erf_small32(tl_sel_bits(a < 0.5, x, 0.25));
    double c = tl_erfc_d32(tl_sel_bits(a < 0.5, 0.5, a > 27.3 ? 27.3 : a));
    double y = a < 0.5 ? ys : (x > 0.0 ? c : 2.0 - c);
    y = x > 27.3 ? 0.0 : y;
    y = x < -6.0 ? 2.0 : y;
    return x != x ? x + x : y;
}

/*@ atan: dd f32lanes */
/* float32 arctan in float lanes (f32lanes), without a table: atan(a) = b + atan(u)
   with u = a (b = 0) up to tan(pi/8), u = (a - 1)/(a + 1) (b = pi/4) up to tan(3pi/8), u =
   -1/a (b = pi/2) above, so |u| <= tan(pi/8); a - 1 and a + 1 as h + l (Fast2Sum's steps with
   1 first: exact on this range), u = uh + ul by tl_ff_div (one division); atan(u) = uh + (ul (1
   - z) + uh z P(z)), z = uh^2, P of degree 4 interpolating (atan(u)/u - 1)/z at Chebyshev nodes
   (relative error of u + u z P below 2^-28.3 with P's float coefficients); b + uh by Fast2Sum
   (b = bh + bl in floats, |bh| >= |uh|), so only the last addition rounds at the result's
   scale. */
TL_INLINE float tl_atan_sum_f32(float bh, float bl, tl_ff u) {
    float z = u.h * u.h, z2 = z * z;
    float p = (-0x1.555554p-2f + z * 0x1.99972cp-3f) + z2 * ((-0x1.241f98p-3f + z * 0x1.b802eep-4f) + z2 * -0x1.081978p-4f);
    float s = bh + u.h, e = (bh - s) + u.h;
    return s + (e + (bl + ((u.l - u.l * z) + u.h * (z * p))));
}
/* pi/4 as two floats (pi/2 is their double) */
#define TL_PIO4_FH 0x1.921fb6p-1f
#define TL_PIO4_FL -0x1.777a5cp-26f
TL_INLINE float tl_arctan_f32(float x) {
    float a = tl_fl_abs(x);
    int mid = a > 0x1.a8279ap-2f, hi = a > 0x1.3504f4p+1f;
    int m = mid & !hi;
    float nm = -1.0f + a, nml = (-1.0f - nm) + a;
    float dp = 1.0f + a, dpl = (1.0f - dp) + a;
    tl_ff n, d;
    n.h = tl_fl_sel(hi, -1.0f, tl_fl_sel(mid, nm, a));
    n.l = tl_fl_sel(m, nml, 0.0f);
    d.h = tl_fl_sel(hi, tl_fl_sel(a < 0x1p30f, a, 0x1p30f), tl_fl_sel(mid, dp, 1.0f)); /* inf: atan is pi/2 above 2^30 */
    d.l = tl_fl_sel(m, dpl, 0.0f);
    float bh = tl_fl_sel(hi, 2.0f * TL_PIO4_FH, tl_fl_sel(mid, TL_PIO4_FH, 0.0f));
    float bl = tl_fl_sel(hi, 2.0f * TL_PIO4_FL, tl_fl_sel(mid, TL_PIO4_FL, 0.0f));
    float y = tl_atan_sum_f32(bh, bl, tl_ff_div(n, d));
    y = tl_fl_signed(y, x);
    return x != x ? x + x : y;
}
/* atan(1/2), pi/4 and atan(2) as double-doubles, and P(z) of tl_atan_tail (benches/libm_constants.py) */
#define TL_ATAN_P0 -0x1.5555555555555p-2
#define TL_ATAN_P1 0x1.999999999972fp-3
#define TL_ATAN_P2 -0x1.24924924558d6p-3
#define TL_ATAN_P3 0x1.c71c717d8e4adp-4
#define TL_ATAN_P4 -0x1.745d00e8f5930p-4
#define TL_ATAN_P5 0x1.3b0fdc45f50c1p-4
#define TL_ATAN_P6 -0x1.10adc6a2903f7p-4
#define TL_ATAN_P7 0x1.d609fbab281adp-5
#define TL_ATAN_P8 -0x1.4b00ce5c95cf8p-5
#define TL_ATANHALF_H 0x1.dac670561bb4fp-2
#define TL_ATANHALF_L 0x1.a2b7f222f65e2p-56
#define TL_PIO4_H 0x1.921fb54442d18p-1
#define TL_PIO4_L 0x1.1a62633145c07p-55
#define TL_ATAN2_H 0x1.1b6e192ebbe44p+0
#define TL_ATAN2_L 0x1.b1b466a88828ep-54
/* u z P(z), z = u^2: atan(u) - u for |u| <= 33/128, P of degree 8 interpolating (atan(u)/u -
   1)/z at Chebyshev nodes of [0, (33/128)^2] (relative error below 2^-55, so below 2^-60 of
   atan(u), where u z P is below z/3 of it), in Estrin's scheme */
TL_INLINE double tl_atan_tail(double u) {
    double z = u * u, z2 = z * z, z4 = z2 * z2;
    double e0 = TL_ATAN_P0 + z * TL_ATAN_P1, e1 = TL_ATAN_P2 + z * TL_ATAN_P3;
    double e2 = TL_ATAN_P4 + z * TL_ATAN_P5, e3 = TL_ATAN_P6 + z * TL_ATAN_P7;
    double P = ((e0 + z2 * e1) + z4 * (e2 + z2 * e3)) + (z4 * z4) * TL_ATAN_P8;
    return u * (z * P);
}
/* num/(dh + dl) as uh + ul for arctan and arctan2: uh = num/dh rounded, ul = (num - uh dh -
   uh dl)/dh with uh dh an exact product (tl_two_prod; num - its head is exact by Sterbenz's
   lemma, uh dh being within an ulp of num), so about 2^-100 relative wherever dl is far below
   dh. ul is garbage (the split's overflow) where dh exceeds 2^995; the callers select it away. */
TL_INLINE tl_dd tl_atan_quot(double num, double dh, double dl) {
    double uh = num / dh;
    tl_dd q = tl_two_prod(uh, dh);
    return tl_dd_make(uh, (((num - q.h) - q.l) - uh * dl) / dh);
}
/* arctan (float64) in plain doubles, without a table (a per-lane table load cost about a
   quarter of the time in vector lanes: benches/MATH_LIBRARY.md). a = |x|;
   atan(a) = atan(c) + atan(u), u = (a - c)/(1 + a c), with c chosen by comparisons: 0 below
   33/128, 1/2 below 3/4, 1 below 3/2, 2 below 4, and c = inf from 4 on (atan(a) = pi/2 +
   atan(-1/a)), so |u| <= 0.2578. a - c is exact (Sterbenz's lemma: a is within a factor 2 of
   c in each range), a c is exact (c a power of two) and 1 + a c = dh + dl by TwoSum; the
   quotient is uh + ul (tl_atan_quot), so u to about 2^-100 (ul = 0 where a >= 2^500, where
   the product's split may overflow and -1/a is far below the result's ulp). atan(u) = uh + ul + tl_atan_tail(uh) (the tail within 2^-60 of the
   result). atan(c) as a double-double; atan(c)_h + uh by FastTwoSum (atan(c) >= |u| wherever
   c != 0), so only the last addition rounds at the result's scale. The first range ends at
   33/128 > tan(1/4): where c = 1/2 the result is at least 1/4, so the cancellation of
   atan(1/2) and u does not meet a result just below a power of two. */
TL_INLINE double tl_arctan(double x) {
    double a = tl_fabs(x);
    int r1 = a >= 0x1.08p-2, r2 = a >= 0.75, r3 = a >= 1.5, big = a >= 4.0;
    double c = tl_sel(r3, 2.0, tl_sel(r2, 1.0, tl_sel(r1, 0.5, 0.0)));
    double bh = tl_sel(big, TL_PIO2_H, tl_sel(r3, TL_ATAN2_H, tl_sel(r2, TL_PIO4_H, tl_sel(r1, TL_ATANHALF_H, 0.0))));
    double bl = tl_sel(big, TL_PIO2_L, tl_sel(r3, TL_ATAN2_L, tl_sel(r2, TL_PIO4_L, tl_sel(r1, TL_ATANHALF_L, 0.0))));
    tl_dd d = tl_two_sum(1.0, a * c);
    double num = tl_sel(big, -1.0, a - c);
    double dh = tl_sel(big, a, d.h), dl = tl_sel(big, 0.0, d.l);
    tl_dd u = tl_atan_quot(num, dh, dl);
    double uh = u.h, ul = tl_sel(a < 0x1p500, u.l, 0.0);
    tl_dd s = tl_fast_two_sum(bh, uh);
    double y = s.h + (s.l + (bl + (ul + tl_atan_tail(uh))));
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
/* arctan2(y, x) from v = arctan2(|y|, x): the sign of y (zeros included), NaN */
TL_INLINE double tl_arctan2_sign(double y, double x, double v) {
    return tl_sel_bits((x != x) | (y != y), x + y, tl_copysign(v, y));
}
/* arctan2 (float64) by arctan's method in plain doubles, on t = n/d without forming it: n =
   min(|y|, |x|), d = max (both scaled by a power of two so that d lies in [2^-500, 2^500] and
   the products below stay finite). c = 0, 1/2 or 1 by comparing n with 33/128 d and 3/4 d
   (tl_arctan's ranges; t <= 1), u = (n - c d)/(d + c n): n - c d is exact (c d is, and
   Sterbenz's lemma holds in each range), d + c n = dh + dl by TwoSum, and u = uh + ul by
   tl_atan_quot to about 2^-100, |u| <= 0.2578. The quadrant gives the base b = q + atan(c) or
   q - atan(c) (the double-doubles summed by TwoSum), q = pi/2 where |y| > |x|, else pi where
   x < 0, else 0, and the sign of atan(u) = uh + ul + tl_atan_tail(uh) (minus where exactly one
   of |y| > |x| and x < 0 holds); b_h + u by FastTwoSum (b_h >= |u| where b_h != 0), so only
   the last addition rounds at the result's scale. Where x > 0 and |y| < 2^-500 |x| (the
   scaled n may underflow) the same division gives |y|/|x| unscaled, rounded once: atan(t) = t
   to within t^2/3 relative. Zeros and infinities go through the same path (no separate
   cascade of special cases: one cost about a tenth of the time). */
/* atan(n/d) placed in the quadrant of (|y|, x) (the result for y >= 0), from n and d scaled
   as above; tiny: the quotient |y|/|x| unscaled */
TL_INLINE double tl_arctan2_nd(double n, double d, double ay, double ax, int swap, int xneg, int tiny) {
    int r1 = n >= 0x1.08p-2 * d, r2 = n >= 0.75 * d;
    double c = tl_sel_bits(r2, 1.0, tl_sel_bits(r1, 0.5, 0.0));
    tl_dd den = tl_two_sum(d, c * n);
    double num = n - c * d;
    tl_dd u = tl_atan_quot(tl_sel_bits(tiny, ay, num), tl_sel_bits(tiny, ax, den.h), den.l);
    double uh = u.h, ul = tl_sel_bits(tiny, 0.0, u.l);
    /* b = Q + (-1)^neg atan(c), Q = 0, pi/2 (swap) or pi (x < 0, no swap) */
    int neg = swap ^ xneg;
    double ah = tl_sel_bits(r2, TL_PIO4_H, tl_sel_bits(r1, TL_ATANHALF_H, 0.0));
    double al = tl_sel_bits(r2, TL_PIO4_L, tl_sel_bits(r1, TL_ATANHALF_L, 0.0));
    double qh = tl_sel_bits(swap, TL_PIO2_H, tl_sel_bits(xneg, TL_PI_H, 0.0));
    double ql = tl_sel_bits(swap, TL_PIO2_L, tl_sel_bits(xneg, TL_PI_L, 0.0));
    tl_dd b = tl_two_sum(qh, tl_sel_bits(neg, -ah, ah));
    double bl = b.l + (ql + tl_sel_bits(neg, -al, al));
    double t = tl_atan_tail(uh);
    double vh = tl_sel_bits(neg, -uh, uh), vt = tl_sel_bits(neg, -(ul + t), ul + t);
    tl_dd s = tl_fast_two_sum(b.h, vh);
    return s.h + (s.l + (bl + vt));
}
TL_INLINE double tl_arctan2(double y, double x) {
    double ay = tl_fabs(y), ax = tl_fabs(x);
    int swap = ay > ax, xneg = (int)(tl_bits(x) >> 63);
    int tiny = (x > 0.0) & (ay < ax * 0x1p-500);
    double n = tl_sel_bits(swap, ax, ay), d = tl_sel_bits(swap, ay, ax);
    /* infinities and zeros as the quotients they stand for: inf/inf as 1/1, finite/inf and 0/0
       as 0/1, so the general path gives their results (0, pi/4, pi/2, 3pi/4, pi) */
    int dinf = d == INFINITY;
    n = tl_sel_bits(dinf, tl_sel_bits(n == INFINITY, 1.0, 0.0), n);
    d = tl_sel_bits(dinf | (d == 0.0), 1.0, d);
    double sc = tl_sel_bits(d > 0x1p500, 0x1p-600, tl_sel_bits(d < 0x1p-500, 0x1p600, 1.0));
    return tl_arctan2_sign(y, x, tl_arctan2_nd(n * sc, d * sc, ay, ax, swap, xneg, tiny));
}
/* The fast path (FAST_PATH): |y| and |x| in [2^-250, 2^250], where the scale is 1, the
   quotient is not tiny and no argument is zero, infinite or NaN: the same bits without those
   selects */
TL_INLINE int tl_arctan2_ok(double y, double x) {
    double ay = tl_fabs(y), ax = tl_fabs(x);
    return (ay >= 0x1p-250) & (ay <= 0x1p250) & (ax >= 0x1p-250) & (ax <= 0x1p250);
}
TL_INLINE double tl_arctan2_fast(double y, double x) {
    double ay = tl_fabs(y), ax = tl_fabs(x);
    int swap = ay > ax, xneg = (int)(tl_bits(x) >> 63);
    return tl_copysign(tl_arctan2_nd(tl_sel_bits(swap, ax, ay), tl_sel_bits(swap, ay, ax), ay, ax, swap, xneg, 0), y);
}
/* float32 arctan2 in float lanes (f32lanes), by tl_arctan_f32's three ranges on t = |y|/|x|
   without forming t: u = n/d with n/d = |y|/|x|, (|y| - |x|)/(|y| + |x|) or -|x|/|y| (the sum
   and difference as h + l by TwoSum, so exact), by tl_ff_div (one division); for x < 0 the
   result pi - (b + atan(u)) as (pi - b) + atan(-u), n negated; atan(u) and the sum with b as in
   tl_atan_sum_f32 (b = 0, pi/4, pi/2, 3pi/4 or pi as two floats), so only the last addition
   rounds at the result's scale. tl_ff_div's exact products need n and d away from the float
   range's ends: where |x| and |y| each lie in [2^-60, 2^60] or are 0 (not both) they are used
   as they are (the fast path, tl_arctan2_ok_f32); elsewhere both are scaled by the power of two
   that takes the larger to [1, 4), and where the smaller one then falls below 2^-60, u is the
   quotient rounded once (a float division; atan(u) = u then, to 2^-120 relative). Infinities
   and a pair of zeros are replaced by the pair with the same result (inf/inf as 1/1, inf/x as
   1/0, x/inf and 0/0 as 0/1). */
#define TL_3PIO4_FH 0x1.2d97c8p+1f
#define TL_3PIO4_FL -0x1.99bc5cp-28f
/* b + atan(u) (the result for y >= 0) of ay, ax scaled as above; ext: u from ay0/ax0 rounded once */
TL_INLINE float tl_arctan2_k32(float ay, float ax, float ay0, float ax0, int ext, int xneg) {
    int mid = ay > 0x1.a8279ap-2f * ax, hi = ay > 0x1.3504f4p+1f * ax;
    int m = mid & !hi;
    tl_ff nd = tl_ff_two_sum(ay, -ax), sd = tl_ff_two_sum(ay, ax), n, d;
    n.h = tl_fl_sel(hi, -ax, tl_fl_sel(mid, nd.h, ay));
    n.l = tl_fl_sel(m, nd.l, 0.0f);
    d.h = tl_fl_sel(hi, ay, tl_fl_sel(mid, sd.h, ax));
    d.l = tl_fl_sel(m, sd.l, 0.0f);
    n.h = tl_fl_from(tl_fl_bits(n.h) ^ ((uint32_t)xneg << 31));
    n.l = tl_fl_from(tl_fl_bits(n.l) ^ ((uint32_t)xneg << 31));
    tl_ff u = tl_ff_div(n, d);
    float q = tl_fl_from(tl_fl_bits(tl_fl_sel(hi, ax0, ay0) / tl_fl_sel(hi, ay0, ax0)) ^ ((uint32_t)(hi ^ xneg) << 31));
    u.h = tl_fl_sel(ext, q, u.h);
    u.l = tl_fl_sel(ext, 0.0f, u.l);
    float bh = tl_fl_sel(hi, 2.0f * TL_PIO4_FH, tl_fl_sel(mid, TL_PIO4_FH, 0.0f));
    float bl = tl_fl_sel(hi, 2.0f * TL_PIO4_FL, tl_fl_sel(mid, TL_PIO4_FL, 0.0f));
    bh = tl_fl_sel(xneg & !hi, tl_fl_sel(mid, TL_3PIO4_FH, 4.0f * TL_PIO4_FH), bh);
    bl = tl_fl_sel(xneg & !hi, tl_fl_sel(mid, TL_3PIO4_FL, 4.0f * TL_PIO4_FL), bl);
    return tl_atan_sum_f32(bh, bl, u);
}
/* |x| in [2^-60, 2^60] or 0 */
TL_INLINE int tl_arctan2_in_f32(float a) { return (a == 0.0f) | ((a >= 0x1p-60f) & (a <= 0x1p60f)); }
TL_INLINE float tl_arctan2_f32(float y, float x) {
    float ay = tl_fl_abs(y), ax = tl_fl_abs(x);
    int iy = ay == INFINITY, ix = ax == INFINITY, zz = (ay == 0.0f) & (ax == 0.0f);
    ay = tl_fl_sel(iy, 1.0f, tl_fl_sel(ix | zz, 0.0f, ay));
    ax = tl_fl_sel(ix | zz, 1.0f, tl_fl_sel(iy, 0.0f, ax));
    /* 2^(127 - e), e the larger one's biased exponent (at most 253: a float's largest
       exponent 254 takes it to [2, 4)) */
    uint32_t e = (tl_fl_bits(ay) > tl_fl_bits(ax) ? tl_fl_bits(ay) : tl_fl_bits(ax)) >> 23;
    e = e < 253u ? e : 253u;
    float sc = tl_fl_sel(tl_arctan2_in_f32(ay) & tl_arctan2_in_f32(ax), 1.0f, tl_fl_from((254u - e) << 23));
    float ys = ay * sc, xs = ax * sc;
    int ext = ((ys > 0.0f) & (ys < 0x1p-60f)) | ((xs > 0.0f) & (xs < 0x1p-60f));
    float v = tl_arctan2_k32(ys, xs, ay, ax, ext, (int)(tl_fl_bits(x) >> 31));
    v = tl_fl_signed(v, y);
    return (x != x) | (y != y) ? x + y : v;
}
/* The fast path (FAST_PATH): |x| and |y| each in [2^-60, 2^60] or 0, not both 0: no
   replacement, no scaling, no NaN (the same bits without those selects) */
TL_INLINE int tl_arctan2_ok_f32(float y, float x) {
    float ay = tl_fl_abs(y), ax = tl_fl_abs(x);
    return tl_arctan2_in_f32(ay) & tl_arctan2_in_f32(ax) & (ay + ax > 0.0f);
}
TL_INLINE float tl_arctan2_fast_f32(float y, float x) {
    float ay = tl_fl_abs(y), ax = tl_fl_abs(x);
    float v = tl_arctan2_k32(ay, ax, ay, ax, 0, (int)(tl_fl_bits(x) >> 31));
    return tl_fl_signed(v, y);
}
/* arcsin(x) from y = arcsin(|x|) and arccos(x) from y for |x| < 1 */
TL_INLINE double tl_arcsin_special(double x, double y) {
    double a = tl_fabs(x);
    y = a == 1.0 ? TL_PIO2_H : y;
    y = a > 1.0 ? NAN : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_arccos_special(double x, double y) {
    y = x == 1.0 ? 0.0 : y;
    y = x == -1.0 ? TL_PI_H : y;
    y = tl_fabs(x) > 1.0 ? NAN : y;
    return x != x ? x + x : y;
}
/* arcsin and arccos (float64) in plain doubles: asin(v) = v + v z P(z) with z = v^2 <= 1/4, P of
   degree 14 interpolating (asin(v)/v - 1)/z at Chebyshev nodes of [0, 1/4] (relative error
   below 2^-58, so below 2^-62 of the result; benches/libm_constants.py), P's tail in Estrin's
   scheme. For
   a = |x| <= 1/2 that series of a; above, asin(a) = pi/2 - 2 asin(s), acos(a) = 2 asin(s),
   with z = (1 - a)/2 (exact) and sqrt(z) = st + sl, st = sqrt(z) rounded and cut to 26 bits,
   sl = (z - st^2)/(sqrt(z) + st) (an identity; st^2 and the difference exact), so that 2
   sqrt(z) is carried to about 2^-78; pi/2 - 2st and pi - 2st by TwoSum, so only the last
   addition rounds (the polynomial's term takes the rounded sqrt(z)). One polynomial for both paths (z selected). */
typedef struct { double z, s, st, sl, p; int big; } tl_asinr;
TL_INLINE tl_asinr tl_asin_parts(double ac) {
    tl_asinr o;
    o.big = ac > 0.5;
    double zb = (1.0 - ac) * 0.5;
    o.s = __builtin_sqrt(zb);
    o.st = tl_from_bits(tl_bits(o.s) & 0xfffffffff8000000ULL);
    o.sl = (zb - o.st * o.st) / (o.s + o.st);
    double z = o.big ? zb : ac * ac;
    double z2 = z * z, z4 = z2 * z2, z8 = z4 * z4;
    double e0 = 0x1.6db6db6db7c7fp-5 + z * 0x1.f1c71c70ee54ap-6, e1 = 0x1.6e8ba31c9dc09p-6 + z * 0x1.1c4ebd7735bf2p-6;
    double e2 = 0x1.c99afe79266f3p-7 + z * 0x1.7a70c2a695fe0p-7, e3 = 0x1.40e38d543d8d2p-7 + z * 0x1.0a9849ba5937fp-7;
    double e4 = 0x1.2031dbbbbad45p-7 + z * 0x1.8f5a75293b096p-12, e5 = 0x1.7184808eff5eep-6 + z * -0x1.898d77b6dddb2p-6;
    double p = 0x1.5555555555555p-3 + z * (0x1.333333333332dp-4 + z * (((e0 + z2 * e1) + z4 * (e2 + z2 * e3)) + z8 * ((e4 + z2 * e5) + z4 * 0x1.f74bdb0d4b5bep-6)));
    o.z = z;
    o.p = p;
    return o;
}
/* arcsin(ac) for ac = |x| < 1 */
TL_INLINE double tl_arcsin_k(double ac) {
    tl_asinr r = tl_asin_parts(ac);
    double ys = ac + ac * (r.z * r.p);
    tl_dd t = tl_two_sum(TL_PIO2_H, -2.0 * r.st);
    double yb = t.h + (t.l + (TL_PIO2_L - 2.0 * (r.sl + r.s * (r.z * r.p))));
    return r.big ? yb : ys;
}
TL_INLINE double tl_arcsin(double x) {
    double a = tl_fabs(x);
    return tl_arcsin_special(x, tl_arcsin_k(tl_sel_bits(a < 1.0, a, 0.5)));
}
/* The fast paths (FAST_PATH) of arcsin and arccos: |x| < 1, without the special values'
   selects (the same bits) */
TL_INLINE int tl_arcsin_ok(double x) { return tl_fabs(x) < 1.0; }
TL_INLINE double tl_arcsin_fast(double x) { return tl_copysign(tl_arcsin_k(tl_fabs(x)), x); }
/* float32 arcsin and arccos in float lanes (f32lanes): with a = |x| (a >= 1 replaced by 1/2,
   the special cases decide those), v = a up to 1/2, above v = sqrt(z), z = (1 - a)/2 (exact) as
   vh + vl (vh the rounded square root, vl = (z - vh^2)/(2 vh) with vh^2 exact from heads), and
   asin(v) = vh + (vl + vh z P(z)), z = v^2 (exact above 1/2), P of degree 5 interpolating
   (asin(v)/v - 1)/z at Chebyshev nodes (relative error of v + v z P below 2^-28.6 with P's float
   coefficients); then B + g asin(v) with g = 1 or -2 and B = 0 or pi/2 (arcsin), g = +-1 or
   +-2 and B = pi/2, 0 or pi (arccos), B as two floats, B + g vh by Fast2Sum (|B| >= |g vh|
   or B = 0), so only the last addition rounds at the result's scale */
TL_INLINE float tl_asin_tail_f32(float z, float vh, float vl) {
    float z2 = z * z;
    float p = (0x1.555554p-3f + z * 0x1.333432p-4f) + z2 * ((0x1.6d5baep-5f + z * 0x1.fd8ec0p-6f) + z2 * (0x1.18f354p-6f + z * 0x1.140402p-5f));
    return vl + vh * (z * p);
}
/* B + g asin(v) for a = |x| (ac: a < 1 or 1/2) as above; big: a > 1/2 */
TL_INLINE float tl_asin_sum_f32(float ac, int big, float B, float BL, float g) {
    float zb = (1.0f - ac) * 0.5f;
    float z = tl_fl_sel(big, zb, ac * ac);
    float vh = tl_fl_sel(big, __builtin_sqrtf(zb), ac);
    float hh = tl_fl_head(vh), hr = vh - hh;
    float res = ((zb - hh * hh) - 2.0f * (hh * hr)) - hr * hr;
    float vl = tl_fl_sel(big, res / (vh + vh), 0.0f);
    float t = tl_asin_tail_f32(z, vh, vl);
    float gv = g * vh, sh = B + gv, e = (B - sh) + gv;
    return sh + (e + (BL + g * t));
}
#define TL_PIO2_FH 0x1.921fb6p+0f
#define TL_PIO2_FL -0x1.777a5cp-25f
TL_INLINE float tl_arcsin_kf(float ac) {
    int big = ac > 0.5f;
    return tl_asin_sum_f32(ac, big, tl_fl_sel(big, TL_PIO2_FH, 0.0f), tl_fl_sel(big, TL_PIO2_FL, 0.0f), tl_fl_sel(big, -2.0f, 1.0f));
}
TL_INLINE float tl_arcsin_f32(float x) {
    float a = tl_fl_abs(x);
    float y = tl_arcsin_kf(tl_fl_sel(a < 1.0f, a, 0.5f));
    y = a == 1.0f ? TL_PIO2_FH : y;
    y = a > 1.0f ? NAN : y;
    y = __builtin_copysignf(y, x);
    return x != x ? x + x : y;
}
TL_INLINE int tl_arcsin_ok_f32(float x) { return tl_fl_abs(x) < 1.0f; }
TL_INLINE float tl_arcsin_fast_f32(float x) { return __builtin_copysignf(tl_arcsin_kf(tl_fl_abs(x)), x); }
/* arccos(x) for |x| < 1 from ac = |x| */
TL_INLINE double tl_arccos_k(double x, double ac) {
    tl_asinr r = tl_asin_parts(ac);
    int neg = x < 0.0;
    double xs = tl_copysign(ac, x);
    tl_dd ts = tl_two_sum(TL_PIO2_H, -xs);
    double ys = ts.h + (ts.l + (TL_PIO2_L - xs * (r.z * r.p)));
    double sg = neg ? -2.0 : 2.0;
    tl_dd tb = tl_two_sum(neg ? TL_PI_H : 0.0, sg * r.st);
    double yb = tb.h + (tb.l + ((neg ? TL_PI_L : 0.0) + sg * (r.sl + r.s * (r.z * r.p))));
    return r.big ? yb : ys;
}
TL_INLINE double tl_arccos(double x) {
    double a = tl_fabs(x);
    return tl_arccos_special(x, tl_arccos_k(x, tl_sel_bits(a < 1.0, a, 0.5)));
}
TL_INLINE int tl_arccos_ok(double x) { return tl_fabs(x) < 1.0; }
TL_INLINE double tl_arccos_fast(double x) { return tl_arccos_k(x, tl_fabs(x)); }
TL_INLINE float tl_arccos_kf(float x, float ac) {
    int big = ac > 0.5f, neg = x < 0.0f;
    /* pi/2 - sign(x) asin(a) up to 1/2; above, 2 asin(v) (x > 0) or pi - 2 asin(v) */
    float B = tl_fl_sel(big, tl_fl_sel(neg, 2.0f * TL_PIO2_FH, 0.0f), TL_PIO2_FH);
    float BL = tl_fl_sel(big, tl_fl_sel(neg, 2.0f * TL_PIO2_FL, 0.0f), TL_PIO2_FL);
    float g = tl_fl_sel(big, tl_fl_sel(neg, -2.0f, 2.0f), tl_fl_sel(neg, 1.0f, -1.0f));
    return tl_asin_sum_f32(ac, big, B, BL, g);
}
TL_INLINE int tl_arccos_ok_f32(float x) { return tl_fl_abs(x) < 1.0f; }
TL_INLINE float tl_arccos_fast_f32(float x) { return tl_arccos_kf(x, tl_fl_abs(x)); }
TL_INLINE float tl_arccos_f32(float x) {
    float a = tl_fl_abs(x);
    float y = tl_arccos_kf(x, tl_fl_sel(a < 1.0f, a, 0.5f));
    y = x == 1.0f ? 0.0f : y;
    y = x == -1.0f ? 2.0f * TL_PIO2_FH : y;
    y = a > 1.0f ? NAN : y;
    return x != x ? x + x : y;
}

/*@ arcsinh: logfast dd logf32 */
/* asinh(a) = log(a + sqrt(a^2 + 1)) with the sum w as a double-double (log(w_hi) + w_lo/w_hi,
   the square root's correction and w_lo/w_hi in one quotient);
   log(a) + ln2 above 2^28 (the difference is below 2^-58): one logarithm either way; a below
   2^-28 */
TL_INLINE double tl_arcsinh_k(double ac, int big, double a) {
    return tl_log_sqrt_plus(tl_dd_add_d(tl_two_prod(ac, ac), 1.0), ac, big, a);
}
TL_INLINE double tl_arcsinh(double x) {
    double a = tl_fabs(x);
    int big = a > 0x1p28;
    double y = tl_arcsinh_k(big ? 1.0 : a, big, a);
    y = a < 0x1p-28 ? a : y;
    y = a == INFINITY ? a : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
/* The fast paths (FAST_PATH) of float64 arcsinh, arccosh and arctanh: |x| in [2^-28, 2^28], x
   in (1, 2^28], |x| in [2^-28, 1): the log path alone, without the special values' selects
   (the same bits) */
TL_INLINE int tl_arcsinh_ok(double x) { double a = tl_fabs(x); return (a >= 0x1p-28) & (a <= 0x1p28); }
TL_INLINE double tl_arcsinh_fast(double x) { double a = tl_fabs(x); return tl_copysign(tl_arcsinh_k(a, 0, a), x); }
/* float32 in float lanes: below 1/2, a + a z P(z) (z = a^2, P of degree 5 fitted on [0, 1/4],
   benches/libm_constants.py: within 2^-29 relative); above, log(a + sqrt(a^2 + 1))
   (tl_logf_sqrt_plus) */
TL_INLINE float tl_arcsinh_kf(float a, int big) {
    float z = a * a;
    float p = -0x1.555556p-3f + z * (0x1.3332eap-4f + z * (-0x1.6d9bf0p-5f + z * (0x1.ee142ep-6f + z * (-0x1.504f9cp-6f + z * 0x1.459970p-7f))));
    float ac = a >= 0.5f && !big ? a : 1.0f;
    return a < 0.5f ? a + a * (z * p) : tl_logf_sqrt_plus(ac, ac, 1.0f, a, big, 1);
}
TL_INLINE float tl_arcsinh_f32(float x) {
    float a = __builtin_fabsf(x);
    float y = tl_arcsinh_kf(a, a > 0x1p12f);
    y = a == INFINITY ? a : y;
    y = __builtin_copysignf(y, x);
    return x != x ? x + x : y;
}
/* The fast paths (FAST_PATH) of float32 arcsinh, arccosh and arctanh: |x| <= 2^12, x in (1,
   2^12], |x| < 1, without the big arguments' and the special values' selects (the same bits) */
TL_INLINE int tl_arcsinh_ok_f32(float x) { return __builtin_fabsf(x) <= 0x1p12f; }
TL_INLINE float tl_arcsinh_fast_f32(float x) { return __builtin_copysignf(tl_arcsinh_kf(__builtin_fabsf(x), 0), x); }

/*@ arccosh: logfast dd logf32 */
/* acosh(x) = log(x + sqrt((x - 1)(x + 1))) as double-doubles (x - 1 is exact; the square
   root's correction and w_lo/w_hi in one quotient, as for asinh); log(x) + ln2
   above 2^28: one logarithm either way */
TL_INLINE double tl_arccosh_special(double x, double y) {
    y = x == 1.0 ? 0.0 : y;
    y = x < 1.0 ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_arccosh_k(double xc, int big, double x) {
    return tl_log_sqrt_plus(tl_dd_mul(tl_dd_make(xc - 1.0, 0.0), tl_two_sum(xc, 1.0)), xc, big, x);
}
TL_INLINE double tl_arccosh(double x) {
    int big = x > 0x1p28;
    return tl_arccosh_special(x, tl_arccosh_k(big ? 2.0 : (x > 1.0 ? x : 2.0), big, x));
}
TL_INLINE int tl_arccosh_ok(double x) { return (x > 1.0) & (x <= 0x1p28); }
TL_INLINE double tl_arccosh_fast(double x) { return tl_arccosh_k(x, 0, x); }
/* float32 in float lanes: log(x + sqrt(d^2 + 2d)), d = x - 1 exact (tl_logf_sqrt_plus) */
TL_INLINE float tl_arccosh_kf(float xc, float x, int big) {
    float d = xc - 1.0f;
    return tl_logf_sqrt_plus(xc, d, d + d, x, big, 0);
}
TL_INLINE int tl_arccosh_ok_f32(float x) { return (x > 1.0f) & (x <= 0x1p12f); }
TL_INLINE float tl_arccosh_fast_f32(float x) { return tl_arccosh_kf(x, x, 0); }
TL_INLINE float tl_arccosh_f32(float x) {
    int big = x > 0x1p12f;
    float y = tl_arccosh_kf(x > 1.0f && !big ? x : 2.0f, x, big);
    y = x == 1.0f ? 0.0f : y;
    y = x < 1.0f ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}

/*@ arctanh: logfast dd logf32 */
/* atanh(a) = log((1 + a)/(1 - a)) / 2 with the quotient as a double-double q + ql (q = (1 + a)
   (1/(1 - a)) within an ulp or so, ql from the exact residual), so one division; a below 2^-28 */
TL_INLINE double tl_arctanh_special(double x, double y) {
    double a = tl_fabs(x);
    y = a == 1.0 ? INFINITY : y;
    y = a > 1.0 ? NAN : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_arctanh_k(double ac) {
    tl_dd n = tl_two_sum(1.0, ac), d = tl_two_sum(1.0, -ac);
    double r = 1.0 / d.h, q = n.h * r;
    tl_dd p = tl_two_prod(q, d.h);
    double ql = ((((n.h - p.h) - p.l) + n.l) - q * d.l) * r;
    /* ql/q (below 2^-51) to about 2^-53 relative, which is below 2^-78 of the result: 1/q from
       its bits (8 bits) and three Newton steps */
    double iq = tl_from_bits(0x7fde623822fc16e6ULL - tl_bits(q));
    iq = iq * (2.0 - q * iq);
    iq = iq * (2.0 - q * iq);
    iq = iq * (2.0 - q * iq);
    return tl_log_plus(q, ql * iq, 0.0) * 0.5;
}
TL_INLINE double tl_arctanh(double x) {
    double a = tl_fabs(x);
    double y = tl_arctanh_k(tl_sel_bits(a < 1.0, a, 0.5));
    return tl_arctanh_special(x, a < 0x1p-28 ? a : y);
}
TL_INLINE int tl_arctanh_ok(double x) { double a = tl_fabs(x); return (a >= 0x1p-28) & (a < 1.0); }
TL_INLINE double tl_arctanh_fast(double x) { return tl_copysign(tl_arctanh_k(tl_fabs(x)), x); }
/* float32 in float lanes: below 1/2, a + a z P(z) (z = a^2, P of degree 6 fitted on [0, 1/4],
   benches/libm_constants.py: within 2^-28 relative); above, with v = 1 - a exact, (ln2 +
   log(1 - v/2) - log(v)) / 2 = (k ln2 + f1 - f2 + C1 - C2) / 2 for v = 2^k2 (1 + f2) (k = 1 -
   k2 >= 2), f1 = -v/2 exactly, summed by FastTwoSum twice (|k ln2_hi| > 1.38 > |f1|, then > 1.1
   > |f2|) */
TL_INLINE float tl_arctanh_kf(float a) {
    float z = a * a;
    float p = 0x1.555556p-2f + z * (0x1.999964p-3f + z * (0x1.249fc4p-3f + z * (0x1.c4a45ap-4f + z * (0x1.8f7082p-4f + z * (0x1.4f2f8ep-5f + z * 0x1.4015d6p-3f)))));
    float v = 1.0f - (a >= 0.5f && a < 1.0f ? a : 0.75f), f1 = -0.5f * v;
    tl_logf_r r = tl_logf_reduce(v, 0);
    float k = 1.0f - r.k;
    tl_ff s1 = tl_ff_fast_sum(k * 0x1.62e4p-1f, f1);
    tl_ff s2 = tl_ff_fast_sum(s1.h, -r.f);
    float lo = (s1.l + s2.l) + (k * 0x1.7f7d1cp-20f + (tl_logf_c(f1, 0.0f, 0) - tl_logf_c(r.f, 0.0f, 0)));
    return a < 0.5f ? a + a * (z * p) : 0.5f * (s2.h + lo);
}
TL_INLINE int tl_arctanh_ok_f32(float x) { return __builtin_fabsf(x) < 1.0f; }
TL_INLINE float tl_arctanh_fast_f32(float x) { return __builtin_copysignf(tl_arctanh_kf(__builtin_fabsf(x)), x); }
TL_INLINE float tl_arctanh_f32(float x) {
    float a = __builtin_fabsf(x);
    float y = tl_arctanh_kf(a);
    y = a == 1.0f ? INFINITY : y;
    y = a > 1.0f ? NAN : y;
    y = __builtin_copysignf(y, x);
    return x != x ? x + x : y;
}

/*@ cbrt: dd f32lanes */
/* cbrt. float64, without a division: r = a^(-1/3) from a guess on the high word's bits, (K -
   hi/3) with K = 0x553ef0f2 (fitted for the least maximum relative error, 3.5%), and two steps
   of r (1 + e/3 + 2e^2/9), e = 1 - a r^3 (each takes the error eps to about 4.7 eps^3: below
   2^-34 after both); y = a r^2 cut to 26 bits (yt), so that yt^3 = p1 + p2 exactly (yt^2 exact
   in 52 bits, split into two 26-bit parts) and the residual a - yt^3 = (a - p1) - p2 is exact
   (Sterbenz's lemma); with d = (a - yt^3)/a = residual * r^3 (1 + e) (r^3 (1 + e) is 1/a to
   about 2^-66 relative), cbrt(a) = yt (1 + d/3 + 2d^2/9 + O(d^3)) with |d| below 2^-23: one
   rounding at the last addition. Arguments below 2^-900 (whose yt^3's low part would be
   subnormal, losing the residual's accuracy) and above 2^900 are scaled by 2^999 and 2^-999
   first (exact). Two Halley steps and a third with the residual gave the same bits on 4*10^6
   points (uniform, log-spaced over every exponent, near 1 and subnormal) with three divisions
   on the chain of dependent operations: 14 to 20% slower in a C loop (one thread, thread CPU
   time). hi / 3 as (hi (2^32 + 2) / 3) >> 32, exact for hi < 2^31, a 64-bit product that
   vectorises where the division by 3 did not. tl_cbrt takes |x| with the builtin: gcc 12 did
   not vectorise the loop with tl_fabs's bit mask here ("no vectype" for the load). */
TL_INLINE double tl_cbrt_rinv(double a) {
    uint64_t hi = tl_bits(a) >> 32;
    return tl_from_bits((uint64_t)(uint32_t)(0x553ef0f2u - (uint32_t)((hi * 0x55555556u) >> 32)) << 32);
}
TL_INLINE double tl_cbrt_step(double r, double e) { return r + r * (e * (1.0 / 3.0 + e * (2.0 / 9.0))); }
/* float32 in float lanes: the guess from the bits divided by 3 (in floats: u/3 to 2^-23 is
   enough) plus (127 - 127/3 - 0.03306) 2^23 (Kahan's constant as in fdlibm's cbrtf), a Halley
   step (error below 2^-12), y cut to 12 bits (yt, so yt^2 is exact and yt^3 = p1 + p2 exactly
   from yt^2's 12-bit halves) and a Halley step with the residual (a - p1) - p2 (a - p1 exact by
   Sterbenz's lemma): error about 2^-33 before the last addition rounds. Arguments below 2^-96
   are scaled by 2^48 first (the result by 2^-16: p2 would lose bits as a subnormal), those
   above 2^120 by 2^-24 (2t + a would overflow near the largest float). Float divisions cost
   less than the float64 ones: float64's division-free steps, tried here, were 5 to 27% slower
   (one or two steps before the residual; every positive float checked). */
/* cbrt(as) for as = |x| in [2^-96, 2^120] (tl_cbrt_f32 scales the others into it) */
TL_INLINE float tl_cbrt_kf(float as) {
    int32_t third = (int32_t)((float)(int32_t)tl_fl_bits(as) * 0x1.555556p-2f);
    float y = tl_fl_from((uint32_t)third + 709958130u);
    float t = y * y * y;
    y = y * ((t + (as + as)) / ((t + t) + as));
    float yt = tl_fl_head(y), q2 = yt * yt, q2h = tl_fl_head(q2);
    float p1 = q2h * yt, p2 = (q2 - q2h) * yt;
    return yt + yt * (((as - p1) - p2) / (2.0f * (p1 + p2) + as));
}
TL_INLINE float tl_cbrt_f32(float x) {
    float a = __builtin_fabsf(x);
    int sub = a < 0x1p-96f, big = a > 0x1p120f, spec = a == 0.0f || a == INFINITY;
    float as = (spec ? 1.0f : a) * (sub ? 0x1p48f : (big ? 0x1p-24f : 1.0f));
    float y = tl_cbrt_kf(as) * (sub ? 0x1p-16f : (big ? 0x1p8f : 1.0f));
    y = spec ? a : y;
    y = __builtin_copysignf(y, x);
    return x != x ? x + x : y;
}
/* The fast path (FAST_PATH): |x| in [2^-96, 2^120] (float32), [2^-900, 2^900] (float64): no
   scaling, no zero, infinity or NaN, the same bits */
TL_INLINE int tl_cbrt_ok_f32(float x) { float a = __builtin_fabsf(x); return (a >= 0x1p-96f) & (a <= 0x1p120f); }
TL_INLINE float tl_cbrt_fast_f32(float x) { return __builtin_copysignf(tl_cbrt_kf(__builtin_fabsf(x)), x); }
/* cbrt(as) for as = |x| in [2^-900, 2^900] (tl_cbrt scales the others into it) */
TL_INLINE double tl_cbrt_k(double as) {
    double r = tl_cbrt_rinv(as);
    r = tl_cbrt_step(r, 1.0 - as * (r * r * r));
    r = tl_cbrt_step(r, 1.0 - as * (r * r * r));
    double r2 = r * r, r3 = r2 * r, e = 1.0 - as * r3;
    double yt = tl_from_bits(tl_bits(as * r2) & 0xfffffffff8000000ULL);
#if defined(TL_FMA_PRODUCT)
    double d = (__builtin_fma(-(yt * yt), yt, as) * r3) * (1.0 + e); /* a - yt^3 rounded once, as below */
#else
    double q2 = yt * yt, q2h = tl_from_bits(tl_bits(q2) & 0xfffffffff8000000ULL);
    double p1 = q2h * yt, p2 = (q2 - q2h) * yt;
    double d = (((as - p1) - p2) * r3) * (1.0 + e);
#endif
    return yt + yt * (d * (1.0 / 3.0 + d * (2.0 / 9.0)));
}
TL_INLINE double tl_cbrt(double x) {
    double a = __builtin_fabs(x);
    int sub = a < 0x1p-900, big = a > 0x1p900;
    double y = tl_cbrt_k(sub ? a * 0x1p999 : (big ? a * 0x1p-999 : a));
    y = sub ? y * 0x1p-333 : (big ? y * 0x1p333 : y);
    y = (a == 0.0 || a == INFINITY) ? a : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
TL_INLINE int tl_cbrt_ok(double x) { double a = __builtin_fabs(x); return (a >= 0x1p-900) & (a <= 0x1p900); }
TL_INLINE double tl_cbrt_fast(double x) { return tl_copysign(tl_cbrt_k(__builtin_fabs(x)), x); }

/*@ pieces: dd */
/* A function interpolated in pieces (benches/libm_constants.py pieces): row i of the table c
   holds 13 coefficients in t = u - the piece's centre, the first two also with low parts l0[i]
   and l1[i]; the piece's value c0 + c1 t + t^2 p(t) as a double-double, c0 and c1
   double-doubles, p of degree 10 in Estrin's scheme. */
TL_INLINE tl_dd tl_piece13(const double *c, const double *l0, const double *l1, uint64_t i, double t) {
    uint64_t i13 = i * 13;
    double t2 = t * t, t4 = t2 * t2, t8 = t4 * t4;
    double e0 = c[i13 + 2] + t * c[i13 + 3], e1 = c[i13 + 4] + t * c[i13 + 5], e2 = c[i13 + 6] + t * c[i13 + 7];
    double e3 = c[i13 + 8] + t * c[i13 + 9], e4 = c[i13 + 10] + t * c[i13 + 11];
    double p = ((e0 + t2 * e1) + t4 * (e2 + t2 * e3)) + t8 * (e4 + t2 * c[i13 + 12]);
    tl_dd q = tl_two_prod(t, c[i13 + 1]);
    return tl_dd_add(tl_dd_make(c[i13], l0[i]), tl_fast_two_sum(q.h, q.l + t * (l1[i] + t * p)));
}

/*@ gammacore: logcore trigk pieces */
/* Shared by gammaln and digamma: their tables' pieces on [1, 8), |sin(pi x)| and cot(pi x)
   from x - round(x) (exact) and the trig kernels. */
#define TL_PI_PARTS tl_dd_make(TL_PI_H, TL_PI_L)
/* round to nearest integer (ties to even) for 0 <= a < 2^52 (tl_rint_small stops at 2^51, where
   the doubles are still halves) */
TL_INLINE double tl_rint_pos(double a) { return (a + 0x1p52) - 0x1p52; }
/* The loops of these functions (Horner steps, the shift) are unrolled in full, so that the
   elementwise loop around them has no inner loop and vectorises (gcc does not vectorise a loop
   nest, and unrolls 30 steps on its own only when asked); the order of the operations is the same. */
#define TL_UNROLL _Pragma("GCC unroll 40")
/* A table of 56 pieces of width 1/8 on [1, 8) (tl_piece13): the piece of u = x + s (s is 0,
   or 1 for x < 1) at t = x - (centre - s); fi is the piece's index (tl_gamma_piece_index),
   from the bits of a double and mask selects, so that gcc vectorises the table loads (as
   erfc's). t is exact (Sterbenz's lemma) but for x < 1/16 with s = 1, where its rounding is
   far below what the callers need there. */
TL_INLINE double tl_gamma_piece_index(double x, double s) {
    double v = ((x + s) - 1.0) * 8.0, fi = tl_rint_small(v);
    fi = tl_sel_bits(fi > v, fi - 1.0, fi);
    return tl_sel_bits(fi < 0.0, 0.0, fi);
}
TL_INLINE tl_dd tl_gamma_piece(const double *c, const double *l0, const double *l1, double x, double s, double fi) {
    return tl_piece13(c, l0, l1, tl_bits(fi + 0x1.8p52) & 63, x - ((1.0625 + 0.125 * fi) - s));
}
/* sin(pi f) and cos(pi f) for |f| <= 1/2, as (s, c) of pi min(|f|, 1/2 - |f|) */
typedef struct { tl_dd s, c; int swap; } tl_sincospi;
TL_INLINE tl_sincospi tl_sincospi_red(double f) {
    double af = tl_fabs(f);
    tl_sincospi o;
    o.swap = af > 0.25;
    tl_dd r = tl_dd_mul_d(TL_PI_PARTS, o.swap ? 0.5 - af : af);
    o.s = tl_sin_k(r);
    o.c = tl_cos_k(r);
    return o;
}
/* Near a zero z of log|Gamma| or digamma for x < 0 the reflection formula cancels, so there
   they are the Taylor series about z from a row of benches/libm_gamma_zeros.py's tables: z in
   three parts (zh, zm, zl), c1 and c2 as double-doubles, rho, s, then a_3..a_32;
   f(z + d) = c1 d + c2 d^2 + sum a_k w^k, d = x - z (x - zh is exact: x is within rho of z,
   rho < |z|/2; the rest to about 2^-150), w = d s. The value is relatively accurate
   (truncation below 2^-59, rounding of the a_k sum below 2^-55 of f). */
#define TL_ZROW 39
#define TL_PSI_ZEROS 64
TL_INLINE tl_dd tl_zero_series(const double *t, tl_dd d) {
    double w = d.h * t[8];
    double p = t[TL_ZROW - 1];
    TL_UNROLL
    for (int k = TL_ZROW - 2; k >= 9; k--) p = p * w + t[k];
    tl_dd a = tl_dd_add(tl_dd_mul(tl_dd_make(t[3], t[4]), d), tl_dd_mul(tl_dd_make(t[5], t[6]), tl_dd_mul(d, d)));
    return tl_dd_add_d(a, w * w * w * p);
}
/* d = x - z as a double-double (exact) */
TL_INLINE tl_dd tl_zero_offset(const double *t, double x) { return tl_dd_add_d(tl_two_sum(x - t[0], -t[1]), -t[2]); }

/*@ gammaln: gammacore */
/* log|Gamma(x)|. x >= 8: Stirling's series with 14 terms (error below 2^-61 relative), in
   double-doubles. 1 <= x < 8: one of 56 pieces of width 1/8 interpolating lgamma at Chebyshev
   nodes (degree 12 in t = x - centre, the first two coefficients double-doubles; below 3 the pieces
   interpolate lgamma(x) / (x - 1) and lgamma(x) / (x - 2), multiplied back by the exact x - 1
   or x - 2, so the zeros at 1 and 2 keep relative accuracy). 0 < x < 1: lgamma(1 + x) - log x,
   the piece of 1 + x evaluated at t = x - (centre - 1). One logarithm of x serves both ends.
   x < 0: the reflection log(pi) - log|x sin(pi x)| -
   lgamma(-x); next to its 32 zeros in [-17, -2], where that subtraction cancels, the Taylor
   series about the zero (tl_lgam_zeros, tl_zero_series). */
#define TL_LOGPI_H 0x1.250d048e7a1bdp+0
#define TL_LOGPI_L 0x1.7abf2ad8d5088p-57
#define TL_HLOG2PI_H 0x1.d67f1c864beb5p-1
#define TL_HLOG2PI_L -0x1.65b5a1b7ff5dfp-55
static const double tl_lgam_tab[56][13] = {
    {-0x1.0dfc0c7dd2324p-1, 0x1.8cfc39f0dc9d2p-1, -0x1.6aef6fd0096ebp-2, 0x1.cc37dd113d583p-3, -0x1.4b85069992393p-3, 0x1.fde3aef40c441p-4, -0x1.97a4b9066ab4cp-4, 0x1.4e5367a1e07cfp-4, -0x1.1731a38096bbcp-4, 0x1.d8a4652e3fc42p-5, -0x1.94548dc15299cp-5, 0x1.604168a8ad9dbp-5, -0x1.321e21c3cb4f2p-5},
    {-0x1.bdfb2e9a8b709p-2, 0x1.646ef9ced566dp-1, -0x1.220558395b1f7p-2, 0x1.478deba7e9f67p-3, -0x1.a50bea0f7abd4p-4, 0x1.214b69819d055p-4, -0x1.9daa1d69c6076p-5, 0x1.2f90d1b5f0871p-5, -0x1.c5cd9b162ab0ep-6, 0x1.57dc99e29489ep-6, -0x1.075895a8e5068p-6, 0x1.99fef8c7e0809p-7, -0x1.3ef4b4fbd42dcp-7},
    {-0x1.691bb16e6e47fp-2, 0x1.43a5ea424c82ap-1, -0x1.da74acd872721p-3, 0x1.e2d5ef873e821p-4, -0x1.17fdf492af27ap-4, 0x1.5b8f8ddd59610p-5, -0x1.c1513134a1936p-6, 0x1.2a45a490cd4bap-6, -0x1.937c75b126578p-7, 0x1.14b6d34f23321p-7, -0x1.7fa4c5cc03517p-8, 0x1.0df272e3fbfb4p-8, -0x1.7c2e7fe422df3p-9},
    {-0x1.1baed50949238p-2, 0x1.2893110e0fd07p-1, -0x1.8b892c83b0612p-3, 0x1.6e2a74c2823eap-4, -0x1.82b5ae2294d9fp-5, 0x1.b58f46f8fb87ep-6, -0x1.0201c03768062p-6, 0x1.38a5b606a9a38p-7, -0x1.82265ddab8e2ap-8, 0x1.e3b0f21fb2276p-9, -0x1.323df11502cfdp-9, 0x1.8939f4836285dp-10, -0x1.f9d7940cf767ap-11},
    {0x1.112a3e14dd1f7p-2, 0x1.95e1915741902p-2, -0x1.b2ccd8b66eed9p-4, 0x1.57d3694459426p-5, -0x1.3f6b1d6559000p-6, 0x1.43031ffa611f7p-7, -0x1.579f64e2d2126p-8, 0x1.79c78979b6fcdp-9, -0x1.a8e52a48b1e75p-10, 0x1.e5dc68994cfcap-11, -0x1.194bd2945e131p-11, 0x1.4a68733ef3637p-12, -0x1.8578e3ff635e4p-13},
    {0x1.4247f42128428p-2, 0x1.7c937f67ea431p-2, -0x1.791a32c5ac9bdp-4, 0x1.1317a18594342p-5, -0x1.d791e031d84bap-7, 0x1.b84c73cb974f5p-8, -0x1.b0ce8cc0e3e35p-9, 0x1.b7f753e452cd0p-10, -0x1.c9c550716338cp-11, 0x1.e46b538fd889cp-12, -0x1.039cb9fa82090p-12, 0x1.1a235e4830ad4p-13, -0x1.33ef61e13ec14p-14},
    {0x1.70719c836d7ecp-2, 0x1.66830728b6dfdp-2, -0x1.4a8e869dcde2dp-4, 0x1.bf973afbdc466p-6, -0x1.64036f367a697p-7, 0x1.34a61d6866397p-8, -0x1.19e6e69fdc446p-9, 0x1.0a6b24a1cb732p-10, -0x1.01d4f5f0e4eacp-11, 0x1.fbbbd5f3a15f4p-13, -0x1.fa7edac99022ep-14, 0x1.000fd82e884d8p-14, -0x1.042e8099fb226p-15},
    {0x1.9c04c2ba1e2efp-2, 0x1.5314f90a39b66p-2, -0x1.246b8ff8cbba2p-4, 0x1.7165ae69dad1fp-6, -0x1.120cb1280ac7bp-7, 0x1.bb65cadd46123p-9, -0x1.7a197800822a8p-10, 0x1.4dcb154fb27e6p-11, -0x1.2de28e1628edep-12, 0x1.15dfd04d00105p-13, -0x1.03330b5546e6bp-14, 0x1.ea03ca37e3b46p-16, -0x1.d1b73e837068dp-17},
    {0x1.c54dff0687f04p-2, 0x1.41d32ffb3029bp-2, -0x1.04c009d307b01p-4, 0x1.34b41a545912bp-6, -0x1.ad21a6f1809b5p-8, 0x1.4557af8323f45p-9, -0x1.041e91be98acbp-10, 0x1.aed10beee99b9p-12, -0x1.6da1fab3a8b09p-13, 0x1.3bebb70d1abdbp-14, -0x1.14b109d61962ap-15, 0x1.eb0f79968ef20p-17, -0x1.b6582aa0cea70p-18},
    {0x1.ec8ce42c0d32cp-2, 0x1.32620d3b9c2c6p-2, -0x1.d447232604112p-5, 0x1.04d59a8856534p-6, -0x1.550a5f94995a8p-8, 0x1.e67bec3aa552cp-10, -0x1.6e0ef30b90b6cp-11, 0x1.1d6816a1c98a5p-12, -0x1.c8461b3ffe1a5p-14, 0x1.736bbbb2e3ed2p-15, -0x1.328b60884fc75p-16, 0x1.004fa1e64fdf5p-17, -0x1.af582e3db9b8fp-19},
    {0x1.08fb6ba6bfdd7p-1, 0x1.24795bebd5061p-2, -0x1.a71736db047dap-5, 0x1.bd164f308dd5cp-7, -0x1.12a4d8978d60cp-8, 0x1.71d42d60ef36fp-10, -0x1.06c6f3df9ac86p-11, 0x1.8311920ae348dp-13, -0x1.245bdc991ea99p-14, 0x1.c1e2f67b8523fp-16, -0x1.5f0786300d83cp-17, 0x1.15764b4945800p-18, -0x1.b994675dc13a3p-20},
    {0x1.1adc94d1ea4a2p-1, 0x1.17df6325e53dfp-2, -0x1.805ee27df7facp-5, 0x1.7f0e4dde25780p-7, -0x1.bf9a75b7ca1abp-9, 0x1.1d5c92022eecap-10, -0x1.801517cb21be3p-12, 0x1.0c008427ed927p-13, -0x1.7fad34b305419p-15, 0x1.17d5a85011521p-16, -0x1.9e0a6b6bc82d5p-18, 0x1.3648e479ac8e1p-19, -0x1.d45945ebb470ap-21},
    {0x1.2bfd568079ae8p-1, 0x1.0c6567e9c676ap-2, -0x1.5eeb03149a8d4p-5, 0x1.4c3e53567117fp-7, -0x1.70a140ae41b47p-9, 0x1.be4cd7637cb1cp-11, -0x1.1d3eb4e58da85p-12, 0x1.7a26fb39aa654p-14, -0x1.0134cb932e447p-15, 0x1.649678aff2903p-17, -0x1.f58c8637b4d6fp-19, 0x1.654c7c23fc5afp-20, -0x1.006a4ddbcc32ep-21},
    {0x1.3c6e74877ab6fp-1, 0x1.01e52737169e1p-2, -0x1.41cd389f6a698p-5, 0x1.2232d4875cc67p-7, -0x1.32821621cf18bp-9, 0x1.613e20457f7fcp-11, -0x1.ade3b84d1251ep-13, 0x1.0f5a74ca09e22p-14, -0x1.5f97b17a5383cp-16, 0x1.d0623eb89bf3ep-18, -0x1.3730e54b34341p-19, 0x1.a67c14f8c0f88p-21, -0x1.20fcea1e7557ap-22},
    {0x1.4c3e859474a76p-1, 0x1.f07df68565c6ep-3, -0x1.284a1ce099815p-5, 0x1.fe2db87f58892p-8, -0x1.01134066066e5p-9, 0x1.1aab587d59cb3p-11, -0x1.483f4742eaba3p-13, 0x1.8b7c35ffb0956p-15, -0x1.e9271d2260373p-17, 0x1.346c2e58732c5p-18, -0x1.8ab9d1ca6929dp-20, 0x1.ffbf9a7981b72p-22, -0x1.4e5bcf6105623p-23},
    {0x1.5b7a516650704p-1, 0x1.deb0f1e8c3c36p-3, -0x1.11cca406b8baap-5, 0x1.c30e0a9478c12p-8, -0x1.b2a6234ff24e4p-10, 0x1.c8eeac4ef9005p-12, -0x1.fb5908d6bcc55p-14, 0x1.2448df463d017p-15, -0x1.59c7b0162985ap-17, 0x1.a125507beb082p-19, -0x1.fed082e10bde7p-21, 0x1.3cd565cd32a88p-22, -0x1.8c3cb8e067171p-24},
    {0x1.80cfed6f13f7fp-1, 0x1.e4f3a886fe71bp-1, 0x1.8ac8128cbf633p-3, -0x1.913d2b32659a0p-6, 0x1.2e95f9dbd2adep-8, -0x1.0f1abe9e93b0dp-10, 0x1.0b66ce9658ff3p-12, -0x1.182fcd2d5fe18p-14, 0x1.31da19c6aa799p-16, -0x1.57bfb988ec46bp-18, 0x1.8ac498ac120a2p-20, -0x1.cd64550c314ddp-22, 0x1.10d0344eb96acp-23},
    {0x1.bef30a698fb25p-1, 0x1.fd0e443dabde7p-1, 0x1.78d205cf8eaacp-3, -0x1.6de8abe50b7acp-6, 0x1.07dcdad29ea5bp-8, -0x1.c47500bbce7c1p-11, 0x1.ab54e987f04cep-13, -0x1.acfe0451f8c53p-15, 0x1.c0de66fcc148fp-17, -0x1.e3c2a26c8977cp-19, 0x1.0a75430ab6272p-20, -0x1.2acb046965092p-22, 0x1.531e3509b2d01p-24},
    {0x1.000406ba1fb46p+0, 0x1.0a0b1554d37e7p+0, 0x1.68688d0cc6eafp-3, -0x1.4f02fe01a174cp-6, 0x1.cedbd9b7dc4e5p-9, -0x1.7c6ad46b68911p-11, 0x1.589f5150cd2d7p-13, -0x1.4c00f31ec3b8fp-15, 0x1.4d84457de238fp-17, -0x1.59383def973a6p-19, 0x1.6d5e0b6fab9f3p-21, -0x1.89b1fc0c6f2e5p-23, 0x1.ad7fad0a9e516p-25},
    {0x1.21f70dbfa5bd2p+0, 0x1.151149aa20c84p+0, 0x1.595adb010c482p-3, -0x1.33d733396fa83p-6, 0x1.98221855f21dep-9, -0x1.4214058b384b6p-11, 0x1.184c9c6226d9ap-13, -0x1.03899acaf6deap-15, 0x1.f55ec00934f88p-18, -0x1.f3296d71f09f4p-20, 0x1.fc49e34bec429p-22, -0x1.078719da68d76p-23, 0x1.14bccab0da448p-25},
    {0x1.45438926b084ep+0, 0x1.1fa3f41b8d23ep+0, 0x1.4b7fc62268251p-3, -0x1.1bd2d38459bfbp-6, 0x1.69a72d8f726cfp-9, -0x1.1271c54fc0bb6p-11, 0x1.cb935a9507baap-14, -0x1.9992c4941c727p-16, 0x1.7ce80364491ffp-18, -0x1.6d4221c7ea8cap-20, 0x1.6655f343ec5f2p-22, -0x1.660af0f276cddp-24, 0x1.6a673f07e8966p-26},
    {0x1.69db9af1e8732p+0, 0x1.29cc1a0729567p+0, 0x1.3eb45a8631f84p-3, -0x1.067e51253922ep-6, 0x1.41ee326e3826fp-9, -0x1.d6821c46298b1p-12, 0x1.7b8713e0d5882p-14, -0x1.45faed6a70959p-16, 0x1.2447e6f7fbfe2p-18, -0x1.0e4b3d2f5be6bp-20, 0x1.ff97cba04e79cp-23, -0x1.ed3019e65d56bp-25, 0x1.e1c0419c4ad9dp-27},
    {0x1.8fb27539815aap+0, 0x1.3391be2ecc5a4p+0, 0x1.32dabaa37a3d2p-3, -0x1.e6eead4b29a51p-7, 0x1.1fc973db42e0cp-9, -0x1.959027b9c26cep-12, 0x1.3b9111b283e73p-14, -0x1.058c4704d93e3p-16, 0x1.c4bb74b07ba34p-19, -0x1.94401d360b3cap-21, 0x1.717a8b6d7aba7p-23, -0x1.580e6ba435bf8p-25, 0x1.44b5b2eb7cbc4p-27},
    {0x1.b6bc3c3acc8d8p+0, 0x1.3cfc05babb6a6p+0, 0x1.27d93be6717b4p-3, -0x1.c4d8dddbc5d30p-7, 0x1.0247f60421a47p-9, -0x1.5f64ed48141c5p-12, 0x1.080f3377f0fd9p-14, -0x1.a6df6aeca7ab3p-17, 0x1.61af3badfb3dfp-19, -0x1.31455ac711091p-21, 0x1.0dc3cef98bcc8p-23, -0x1.e5d4be6f10ed0p-26, 0x1.bb7be43c171c7p-28},
    {0x1.deedec9e8e090p+0, 0x1.461156e03b4dcp+0, 0x1.1d99b118d9674p-3, -0x1.a6335a0a97036p-7, 0x1.d14f71318133ap-10, -0x1.31ef32a66a76fp-12, 0x1.bc8e022278f6fp-15, -0x1.584470fc275a7p-17, 0x1.168e8db6704d5p-19, -0x1.d14c546f1088dp-22, 0x1.8df6d61bfe956p-24, -0x1.5ae3e67f1fb19p-26, 0x1.329665c89cce5p-28},
    {0x1.041ea29fd05d9p+1, 0x1.4ed7726f263f9p+0, 0x1.1408d83d98500p-3, -0x1.8a8c255bc8ce2p-7, 0x1.a496d0207e107p-10, -0x1.0b900c58815a7p-12, 0x1.784de1afd7c28p-15, -0x1.1a2131128e29ap-17, 0x1.ba205a93d0b4dp-20, -0x1.65aba1aec9277p-22, 0x1.285e9e99122a7p-24, -0x1.f49fe37e70e9fp-27, 0x1.acce66f3a5ff3p-29},
    {0x1.195059ef9005ep+1, 0x1.5753894181617p+0, 0x1.0b15e4159dff7p-3, -0x1.71830dd5aa36dp-7, 0x1.7d651c2b9f324p-10, -0x1.d5ff3051ab250p-13, 0x1.4033e1ae4f5b6p-15, -0x1.d14a6a350403fp-18, 0x1.6163f0df46662p-20, -0x1.152ba46b6d414p-22, 0x1.bd6ab82f627f0p-25, -0x1.6cd9794e3313ap-27, 0x1.2f23b6fe1c233p-29},
    {0x1.2f07a2278f1dfp+1, 0x1.5f8a4e51b112cp+0, 0x1.02b21b67f4abap-3, -0x1.5ac6741bb386cp-7, 0x1.5ae7313da11d0p-10, -0x1.9e719a7e4fbebp-13, 0x1.11cf10df54319p-15, -0x1.81ecff92fce72p-18, 0x1.1c5f3cbe2f82ap-20, -0x1.b0dc7b2d6ef5bp-23, 0x1.519074cb608f1p-25, -0x1.0c65bcfafc34ep-27, 0x1.b100237c90bdfp-30},
    {0x1.454048d967eeap+1, 0x1.6780061291a1ap+0, 0x1.f5a113159dc87p-4, -0x1.4610bbb7904e6p-7, 0x1.3c6e7df48ea27p-10, -0x1.6ed4cd16e2358p-13, 0x1.d6731035f0a91p-16, -0x1.41dd04b94a104p-18, 0x1.cc94c60b2441ap-21, -0x1.5470b6888abb4p-23, 0x1.01e27621fb820p-25, -0x1.8e63b72fa89b0p-28, 0x1.383de088e802ep-30},
    {0x1.5bf65cc235c9bp+1, 0x1.6f389384fdf2bp+0, 0x1.e6cb7967e0724p-4, -0x1.33263d9092d31p-7, 0x1.2169db007133ep-10, -0x1.45d70753ec83dp-13, 0x1.95ed51a552ecdp-16, -0x1.0dd517b8b41edp-18, 0x1.773b55b0ca929p-21, -0x1.0d938223c8a1fp-23, 0x1.8d052ce253931p-26, -0x1.2a26128457739p-28, 0x1.c6721cf4366a7p-31},
    {0x1.7326280f6a900p+1, 0x1.76b7836dbfc33p+0, 0x1.d8cf1eba77d06p-4, -0x1.21d39fef8d704p-7, 0x1.095ff0115d8fdp-10, -0x1.226607dd0344fp-13, 0x1.5fb466492d05bp-16, -0x1.c6a6c9876b497p-19, 0x1.336feb1a9a29dp-21, -0x1.adad4d3f3529cp-24, 0x1.33cf45e19aebap-26, -0x1.c1cd0f29e9076p-29, 0x1.4d92e08f6bce9p-31},
    {0x1.8acc2b4a25ab3p+1, 0x1.7e0015fbbf7aap+0, 0x1.cb99f540a9f1fp-4, -0x1.11ec7e4d3fb47p-7, 0x1.e7d59045c940ep-11, -0x1.03a1cdbaa10eep-13, 0x1.31eb7310a639cp-16, -0x1.80d0a50fff71ep-19, 0x1.fa7f26f95cb20p-22, -0x1.58857df0d2645p-24, 0x1.e08af082a08e3p-27, -0x1.55d8e6dcaf32ep-29, 0x1.edb9f816950d9p-32},
    {0x1.a2e518d228943p+1, 0x1.8515471f3f3e0p+0, 0x1.bf1bdfbd7bca1p-4, -0x1.034a5041723b4p-7, 0x1.c1689e18bd241p-11, -0x1.d1a4bd8a45691p-14, 0x1.0b1569249f82bp-16, -0x1.4724ff5d7aa06p-19, 0x1.a35a7d72ff2d3p-22, -0x1.15d7ba457a69fp-24, 0x1.7987c349706acp-27, -0x1.05a84fe7c7e24p-29, 0x1.703c6949cc5d9p-32},
    {0x1.bb6dd0d52ee45p+1, 0x1.8bf9d5c707ae5p+0, 0x1.b34670c7d601cp-4, -0x1.eb97056e11f26p-8, 0x1.9ee7077bf8ca1p-11, -0x1.a2bfa9b60f988p-14, 0x1.d3ffea9d0be81p-17, -0x1.17487f67395a3p-19, 0x1.5ce35a7fb8d8fp-22, -0x1.c29a97bfa9c1bp-25, 0x1.2a6c592a9b513p-27, -0x1.93463ef482831p-30, 0x1.14ada131ea004p-32},
    {0x1.d4635db26fbe4p+1, 0x1.92b04a2ef4653p+0, 0x1.a80cb3e5c363ap-4, -0x1.d2a572ce077d1p-8, 0x1.7fd46eca4dc7cp-11, -0x1.79984b0b4f721p-14, 0x1.9b66e4b932d93p-17, -0x1.debfb58c2978cp-20, 0x1.239a3d1da15a3p-22, -0x1.6f4e50b678c8cp-25, 0x1.da8aec9c934c1p-28, -0x1.38c688f711008p-30, 0x1.a2b4804c6d44dp-33},
    {0x1.edc2f0bc86582p+1, 0x1.993afb63b848dp+0, 0x1.9d62fecc414c5p-4, -0x1.bb8c61925e897p-8, 0x1.63c676579bab7p-11, -0x1.555c77d9caad0p-14, 0x1.6acd2e8d7e6cfp-17, -0x1.9be4ccf1e4439p-20, 0x1.e99636bd8a53dp-23, -0x1.2ce5ffbe3c12fp-25, 0x1.7b66ed6f3172ep-28, -0x1.e82799e9b51c9p-31, 0x1.3ef31e45baa94p-33},
    {0x1.03c4efa705263p+2, 0x1.9f9c141995236p+0, 0x1.933ec9647f160p-4, -0x1.a61e74a5c9a66p-8, 0x1.4a61caa83ab01p-11, -0x1.355c2e837ede9p-14, 0x1.40e9e54b564a7p-17, -0x1.63a7d414ccdefp-20, 0x1.9cb78a3686d1ap-23, -0x1.ef56236e33702p-26, 0x1.30f25eb44288dp-28, -0x1.7f2b959275be7p-31, 0x1.e909cd22a1b10p-34},
    {0x1.10dad013698b2p+2, 0x1.a5d596eece294p+0, 0x1.89968b794311ap-4, -0x1.92339c4792044p-8, 0x1.3357b779bf093p-11, -0x1.190365ffb91fap-14, 0x1.1caf08c1eff06p-17, -0x1.34279a14e1223p-20, 0x1.5d4e530044563p-23, -0x1.998ecf6e7c349p-26, 0x1.ecb0b0c128999p-29, -0x1.2e72ba372aad8p-31, 0x1.79363930307abp-34},
    {0x1.1e21e484a69c4p+2, 0x1.abe9622e948aap+0, 0x1.80619f2379d7fp-4, -0x1.7fa85c7c7d92ep-8, 0x1.1e642bb514ed8p-11, -0x1.ffaa32431d2e1p-15, 0x1.fa7bd003444d1p-18, -0x1.0be07ce119e8fp-20, 0x1.28c3e93f26248p-23, -0x1.5419b22e37edbp-26, 0x1.8feff202728bcp-29, -0x1.e004a5fd52d37p-32, 0x1.24a8d1e1384e4p-34},
    {0x1.2b9906483c1d5p+2, 0x1.b1d93325dfe25p+0, 0x1.77982736bcbb5p-4, -0x1.6e5d305e2ab22p-8, 0x1.0b4c16779ca39p-11, -0x1.d2ce9181b86ecp-15, 0x1.c3bc0c3f5caeep-18, -0x1.d33155bc8ef5fp-21, 0x1.fa180275a2e7ap-24, -0x1.1b978969799d8p-26, 0x1.46264502859b0p-29, -0x1.7edec6a08846cp-32, 0x1.c8a9942bb146fp-35},
    {0x1.393f1c1c12ab5p+2, 0x1.b7a6a918ed11cp+0, 0x1.6f32f91029e3cp-4, -0x1.5e3605462b424p-8, 0x1.f3b8181351804p-12, -0x1.aabf81409679fp-15, 0x1.93ebcc4e132f4p-18, -0x1.98a1beca9d219p-21, 0x1.b10b33afb61fap-24, -0x1.dad1dae883144p-27, 0x1.0b279c10188e0p-29, -0x1.32e1489c06f30p-32, 0x1.663234cdf6bcfp-35},
    {0x1.47131948f3eacp+2, 0x1.bd5347e5df95bp+0, 0x1.672b8944fe408p-4, -0x1.4f19c9c6cf9f9p-8, 0x1.d3ce4a5f70d49p-12, -0x1.86e2ed8568e8ep-15, 0x1.6a0aa16f2762ep-18, -0x1.667108e6f3139p-21, 0x1.73c6ba001cd91p-24, -0x1.8f019c509bff8p-27, 0x1.b785829d19164p-30, -0x1.ee41173704fadp-33, 0x1.1a67cc7046c0ap-35},
    {0x1.5513fcd0f0404p+2, 0x1.c2e07a5f24956p+0, 0x1.5f7bdac459b1bp-4, -0x1.40f20d258b9d3p-8, 0x1.b68c1c180844ap-12, -0x1.66b4cbb6c179bp-15, 0x1.454180314fd77p-18, -0x1.3b48d654695ddp-21, 0x1.40331b5c47d3bp-24, -0x1.5084c6368c0d3p-27, 0x1.6b05b126cbf33p-30, -0x1.8fcf7575ffddfp-33, 0x1.bf7f945450b0ap-36},
    {0x1.6340d0af9559bp+2, 0x1.c84f9466a9926p+0, 0x1.581e70117d328p-4, -0x1.33aaaca576dc2p-8, 0x1.9bac77e22f399p-12, -0x1.49c394b7aa673p-15, 0x1.24db6632a0f5dp-18, -0x1.160f016a3d279p-21, 0x1.14a04233f0db3p-24, -0x1.1ccf0a64c9db9p-27, 0x1.2d029c60cf968p-30, -0x1.44cfc31d69f66p-33, 0x1.643af1ca5a170p-36},
    {0x1.7198a92a1c062p+2, 0x1.cda1d4d1ac264p+0, 0x1.510e3e4a7ac16p-4, -0x1.27318c6c3a277p-8, 0x1.82f286727c376p-12, -0x1.2fad5dc169b56p-15, 0x1.083f6b94c859cp-18, -0x1.ebb42d60fccb3p-22, 0x1.df5ff71f3a501p-25, -0x1.e3b501b072ebcp-28, 0x1.f50ea81bdb482p-31, -0x1.08fa43c730cadp-33, 0x1.1cddc00346efbp-36},
    {0x1.801aa42ded879p+2, 0x1.d2d8671bd0f97p+0, 0x1.4a46a1bb5b3e6p-4, -0x1.1b765a2f5dd4fp-8, 0x1.6c288f1a726dep-12, -0x1.181d71959e88ep-15, 0x1.ddd7e8dc14d37p-19, -0x1.b3d05e79aa1e9p-22, 0x1.a08a7af4f03d4p-25, -0x1.9c1419444916bp-28, 0x1.a2883558c8a86p-31, -0x1.b20ed6c1107d2p-34, 0x1.c996f4df007dbp-37},
    {0x1.8ec5e8bc1233cp+2, 0x1.d7f464ef44b6bp+0, 0x1.43c353c7b0a91p-4, -0x1.106a582877bb9p-8, 0x1.571f04280d47bp-12, -0x1.02ca51e8b3f1cp-15, 0x1.b0e58eb3028e5p-19, -0x1.832f4a6e875f3p-22, 0x1.6aee292f52fdcp-25, -0x1.60255c6cb5a02p-28, 0x1.5ed02fd1acf55p-31, -0x1.64e12fe1311fbp-34, 0x1.711126a0f9741p-37},
    {0x1.9d99a660461c0p+2, 0x1.dcf6d786e2943p+0, 0x1.3d8061fcc9450p-4, -0x1.06002f101b7e4p-8, 0x1.43abb3ba8e6d2p-12, -0x1.dee81b9048c3bp-16, 0x1.88ebb64e447b1p-19, -0x1.58c277ab630f1p-22, 0x1.3d0cbfc2d4f8bp-25, -0x1.2dd4199201fcfp-28, 0x1.2708da59b1348p-31, -0x1.2682738a626e0p-34, 0x1.2ae024f16fa3ap-37},
    {0x1.ac9514b2959b5p+2, 0x1.e1e0b8eeb301ep+0, 0x1.377a26259389dp-4, -0x1.f8578c2980634p-9, 0x1.31a9170897f86p-12, -0x1.bbc5bb288d7b6p-16, 0x1.65496f1a25312p-19, -0x1.33a6d77e96604p-22, 0x1.15ab6d89e6325p-25, -0x1.0371e49b96e79p-28, 0x1.f1d905db1666bp-32, -0x1.e7cfc8acda86dp-35, 0x1.e5f504daaab19p-38},
    {0x1.bbb772e283ee0p+2, 0x1.e6b2f52685146p+0, 0x1.31ad3f3efc51bp-4, -0x1.e5c43fdce54bep-9, 0x1.20f5bb286ef07p-12, -0x1.9bcbf051a8274p-16, 0x1.457498b721049p-19, -0x1.131d2d571c4c7p-22, 0x1.e78bf52c90723p-26, -0x1.bf432259ffcd8p-29, 0x1.a558027f6cb7fp-32, -0x1.9561d5ae2a5fbp-35, 0x1.8c8efcf9fe7eap-38},
    {0x1.cb00074ada13ep+2, 0x1.eb6e6b29ea495p+0, 0x1.2c168b305c9afp-4, -0x1.d43278a811037p-9, 0x1.1173bf4a62ad9p-12, -0x1.7ea52e629177fp-16, 0x1.28f6513ce004fp-19, -0x1.ed07cab221928p-23, 0x1.ad091ddc1d3f6p-26, -0x1.828d8b1c7545ap-29, 0x1.65aa08a36565cp-32, -0x1.51ff862672fc5p-35, 0x1.44c80c767891cp-38},
    {0x1.da6e1f0d54c90p+2, 0x1.f013ede072e46p+0, 0x1.26b3212f94692p-4, -0x1.c38ffa6839d1ap-9, 0x1.03086509eaf7cp-12, -0x1.64064515534cfp-16, 0x1.0f67ff65aa682p-19, -0x1.baa41ff01d748p-23, 0x1.7a670c8803809p-26, -0x1.4ef22c3d5b77ap-29, 0x1.307c896ae927cp-32, -0x1.1ab77634aac6ap-35, 0x1.0aedbc6955db2p-38},
    {0x1.ea010db57de10p+2, 0x1.f4a444f8ae966p+0, 0x1.21804cbbd6de7p-4, -0x1.b3cc1e5937b99p-9, 0x1.eb37601990f76p-13, -0x1.4bacf82d192ddp-16, 0x1.f0e1b7cd96c2cp-20, -0x1.8e26908c1c120p-23, 0x1.4e79c13832d8dp-26, -0x1.22f3b6e69c6eep-29, 0x1.03f05e5b9c3d7p-32, -0x1.da6a47fb5b944p-36, 0x1.b83f8d972bb40p-39},
    {0x1.f9b82ce2102ddp+2, 0x1.f9202db0271afp+0, 0x1.1c7b891d0c224p-4, -0x1.a4d7a99ff0bf1p-9, 0x1.d230253e3ceeap-13, -0x1.355ecd314f52bp-16, 0x1.c787c5cdd66b7p-20, -0x1.66c8adffa264ep-23, 0x1.2845f239bf525p-26, -0x1.fab09a606e265p-30, 0x1.bd03de821fa19p-33, -0x1.8f3cb3f11ae20p-36, 0x1.6c3dd3d534b5ap-39},
    {0x1.04c96dfa2ada5p+3, 0x1.fd885b8a470ffp+0, 0x1.17a27d581ea2ep-4, -0x1.96a4a8b039c34p-9, 0x1.bad44abae3e44p-13, -0x1.20e80661e163ap-16, 0x1.a23c35fd42c3bp-20, -0x1.43e0dbeab6fcap-23, 0x1.06f87f31f72a1p-26, -0x1.ba396f76ffbd1p-30, 0x1.7ded208a14aa5p-33, -0x1.50f14348a19ffp-36, 0x1.2e4f9b1be120ep-39},
    {0x1.0cc83fe27f4b5p+3, 0x1.00eebc7bf2715p+1, 0x1.12f2f88a9d18bp-4, -0x1.89264eeaa39e9p-9, 0x1.a500d09be698bp-13, -0x1.0e1ac39a3c890p-16, 0x1.808a457a9e0bep-20, -0x1.24ddbdc981cb2p-23, 0x1.d3bf008676d4fp-27, -0x1.82d4619ee5efdp-30, 0x1.489bc83acc344p-33, -0x1.1d2992fd66034p-36, 0x1.f75b846d9e119p-40}};
static const double tl_lgam_tab_l[56] = {-0x1.5e8c46329a5a7p-56, -0x1.96a33319a3315p-60, 0x1.4f8b6a0fcbd8cp-57, 0x1.4a9a795a9a43ap-58, 0x1.ec7396829e9cbp-56, 0x1.7e08eb16f6cc8p-60, 0x1.4ffaf596e8f1bp-56, 0x1.b8f6799fbd4e1p-61, 0x1.ad5a0558dcff2p-56, -0x1.14961d714e26fp-56, 0x1.26c329b1955d8p-61, 0x1.d1f019cfcdeccp-55, 0x1.6baef09094177p-55, 0x1.b643bc0328fcfp-56, 0x1.d55c38a5d779dp-57, -0x1.3a323ecf0136fp-55, 0x1.6ceee1870be18p-55, -0x1.ec2da817b989ap-56, -0x1.8e525ee08a063p-54, -0x1.340069330896fp-54, 0x1.17e64fcbab720p-54, -0x1.b1a335013d6dcp-59, 0x1.5656c97a5fc5cp-55, 0x1.aa407f9db56a8p-59, -0x1.475ca292aa009p-56, 0x1.5d9a6b172978ap-55, 0x1.34ec7663ace57p-53, 0x1.1420ee02144ccp-55, -0x1.531b5c65fdde1p-53, 0x1.b0ede40549d3cp-54, -0x1.72c951e34e21ep-53, 0x1.ba5f48d6cfce1p-56, 0x1.d1456004640edp-53, -0x1.79439d2330bc3p-53, 0x1.b2321fbf54f00p-53, -0x1.c6c7a29a82c90p-54, 0x1.b8be7c72bc29dp-52, 0x1.6eaf30a1e4853p-52, -0x1.81bbfc561b3ecp-54, -0x1.4f1c0be3e4240p-54, -0x1.24a6c2875eb84p-52, 0x1.50b46bcce0be6p-52, 0x1.7722eda5874fdp-52, 0x1.359321432f518p-52, 0x1.8550420b18a83p-55, 0x1.54e4727172fa5p-54, -0x1.472364949a978p-54, 0x1.904570c2993bap-52, 0x1.d09237b180463p-54, -0x1.efc341bb05485p-54, -0x1.faec23b10ab57p-52, -0x1.9c14396a8e7f3p-52, -0x1.c6e19c9dde919p-53, -0x1.38876f439ed5fp-54, 0x1.31512ccf690b9p-51, 0x1.5f68612642585p-55};
static const double tl_lgam_tab_l1[56] = {-0x1.916a7e439ea94p-55, 0x1.ea645910e6f6ap-56, 0x1.89a66f24fb5bcp-56, 0x1.7d38466d2ca29p-57, -0x1.41e8bfb7e510fp-57, 0x1.a911eac3a4f4ap-58, 0x1.f18b3de7a7d95p-58, -0x1.bf7a31319cd55p-56, -0x1.96bea65a60a20p-57, -0x1.8c17694b2fd86p-56, -0x1.4e127354e0428p-58, 0x1.7c565ca8349e4p-56, 0x1.69b713ccf687bp-57, 0x1.cf2ca112fd8aap-57, 0x1.c113778e826f3p-58, 0x1.eb83fdd2cd829p-57, -0x1.2f33f8b25fea8p-57, 0x1.43afbd0e90479p-59, -0x1.1765cc0482b76p-57, 0x1.c86b33a3e8ac4p-55, -0x1.cf2a0be0e5ae4p-54, 0x1.5d2f24548d296p-54, -0x1.e8d3278a89a24p-57, 0x1.2a106bc872087p-58, -0x1.5b7966ea72850p-55, -0x1.e1ce6e16a065fp-54, 0x1.12351626889b1p-54, -0x1.b5410445362bep-55, -0x1.874df9ee64313p-54, -0x1.9e7a141677354p-54, -0x1.7c0dcdde339cfp-54, 0x1.4e945bf14339bp-56, -0x1.d981476a1d36fp-55, 0x1.b335640f07e14p-54, -0x1.7ac7340dc8e45p-54, 0x1.1bdf6f1b9f144p-55, -0x1.4f31ebe78efd1p-54, 0x1.a2605ff70f762p-54, 0x1.44c6f99cb891cp-54, 0x1.c4744e6032ad7p-55, -0x1.745e8376d9854p-55, -0x1.7b0e76edeb412p-54, -0x1.6ebb2801c33f2p-54, 0x1.3369bb9d0e428p-55, -0x1.382f0b8b87010p-54, 0x1.c628d66f81bc7p-55, 0x1.5dc969ee555ecp-60, -0x1.18839c10fe260p-55, 0x1.d454b3b60e219p-54, -0x1.d347c1c74c676p-57, 0x1.0cb96a3c1a6cfp-59, 0x1.d7d7a99cd12a8p-54, 0x1.10d9fc6a293f5p-55, 0x1.2d09bc1e28920p-55, -0x1.00e6879a4a232p-57, -0x1.033ee2676b74ep-53};
static const double tl_stirling[14] = {0x1.5555555555555p-4, -0x1.6c16c16c16c17p-9, 0x1.a01a01a01a01ap-11, -0x1.3813813813814p-11, 0x1.b951e2b18ff23p-11, -0x1.f6ab0d9993c7dp-10, 0x1.a41a41a41a41ap-8, -0x1.e4286cb0f5398p-6, 0x1.6fe96381e0680p-3, -0x1.6476701181f3ap+0, 0x1.ace44322ce006p+3, -0x1.39b2525cccc1bp+7, 0x1.12234e81b4e82p+11, -0x1.1a198ae1c4ab8p+15};
/* lgamma(x) for 0 < x < 8 from the pieces: x itself, or 1 + x below 1 (s = 1; the caller
   subtracts log x). Below 3 the piece is lgamma/(u - 1) or lgamma/(u - 2): times the factor,
   exact (the reflection below 0 subtracts lgamma(|x|) from nearly equal terms: the
   double-double c1 keeps about 2^-62 relative). */
TL_INLINE tl_dd tl_lgamma_piece(double x, double s) {
    double fi = tl_gamma_piece_index(x, s);
    double w = tl_sel_bits(fi < 16.0, x - (tl_sel_bits(fi < 4.0, 1.0, 2.0) - s), 1.0);
    return tl_dd_mul_d(tl_gamma_piece(&tl_lgam_tab[0][0], tl_lgam_tab_l, tl_lgam_tab_l1, x, s, fi), w);
}
/* x (log x - 1) for x > 2^100 (the rest of Stirling's series relatively below 2^-90), scaled so
   that no product overflows */
TL_INLINE tl_dd tl_lgamma_huge(double x, tl_dd L) {
    return tl_dd_make(tl_dd_mul_d(tl_dd_add_d(L, -1.0), x * 0x1p-600).h * 0x1p600, 0.0);
}
/* Stirling's series for x >= 8 with L = log x */
TL_INLINE tl_dd tl_lgamma_stirling(double x, tl_dd L, int one) {
    int big = x > 0x1p100;
    if (one && big)
        return tl_lgamma_huge(x, L);
    double y = tl_sel_bits(big, 0x1p100, x);
    tl_dd A = tl_dd_mul(tl_two_sum(y, -0.5), L);
    A = tl_dd_add_d(A, -y);
    A = tl_dd_add(A, tl_dd_make(TL_HLOG2PI_H, TL_HLOG2PI_L));
    double iy = 1.0 / y, iy2 = iy * iy;
    double s = tl_stirling[13];
    TL_UNROLL
    for (int j = 12; j >= 0; j--) s = s * iy2 + tl_stirling[j];
    A = tl_dd_add_d(A, s * iy);
    if (one)
        return A;
    return tl_dd_sel(big, tl_lgamma_huge(x, L), A);
}
/* lgamma(x) for finite x > 0. `one` (a constant; the C library's one-value lgamma,
   scalar_ops.c_libm_text): only the part x uses is computed, by the same operations, so the
   bits are those of the elementwise loops, which compute both parts (each argument clamped
   into its part's range) and select. */
TL_INLINE tl_dd tl_lgamma_pos_(double x, int one) {
    int lo = x < 1.0, hi = x >= 8.0;
    double s = tl_sel_bits(lo, 1.0, 0.0);
    if (one && !hi) {
        tl_dd r = tl_lgamma_piece(x, s);
        return lo ? tl_dd_add(r, tl_dd_neg(tl_log_dd(x))) : r;
    }
    tl_dd L = tl_log_dd(x);
    if (one)
        return tl_lgamma_stirling(x, L, 1);
    tl_dd r = tl_lgamma_piece(tl_sel_bits(hi, 7.9, x), s);
    tl_dd a = tl_lgamma_stirling(tl_sel_bits(hi, x, 8.0), L, 0);
    return tl_dd_sel(hi, a, tl_dd_sel(lo, tl_dd_add(r, tl_dd_neg(L)), r));
}
TL_INLINE tl_dd tl_lgamma_pos(double x) { return tl_lgamma_pos_(x, 0); }
static const double tl_lgam_zeros[32][39] = {
    {-0x1.3a7fc9600f86cp+1, -0x1.55f64f98af8d0p-55, -0x1.c4b0cd201366ap-110, 0x1.83fe966af535fp+0, -0x1.775909a36a6a4p-55, 0x1.36eebb002f55dp+2, -0x1.8d4b2124a3c2bp-52, 0x1.18cbc699e4207p-3, 0x1.0000000000000p+3, 0x1.694a6058a7858p-9, 0x1.1718d7ca09e5bp-9, 0x1.7339fe04b2764p-13, 0x1.8d32f682aa0bdp-14, 0x1.809f04ee6e0fap-17, 0x1.48eaa81657361p-18, 0x1.9297adb2def5ap-21, 0x1.286fb8cbaebb3p-22, 0x1.a92e0a5de4bf8p-25, 0x1.1a9d4d8c62a7fp-26, 0x1.c4cd2594e7015p-29, 0x1.18737ec8c5674p-30, 0x1.e602879652df6p-33, 0x1.1eacaecbf98b0p-34, 0x1.06bcea0337924p-36, 0x1.2bb10938de2a6p-38, 0x1.1dffffc809619p-40, 0x1.3ec86cf132b64p-42, 0x1.39440a7cdc431p-44, 0x1.57beb97e7a3d9p-46, 0x1.59187d933121fp-48, 0x1.76b7e742dbbcap-50, 0x1.7e2627500bd6bp-52, 0x1.9c1a7f4f78b59p-54, 0x1.a9333cce4917dp-56, 0x1.c885a1f77ecc6p-58, 0x1.db281fd398460p-60, 0x1.fccda258c605bp-62, 0x1.0a8a7f0443c30p-63, 0x1.1cfe671025112p-65},
    {-0x1.c000000000000p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, -0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0},
    {-0x1.9260dbc9e59afp+1, -0x1.f717cd335a7b3p-53, -0x1.d32a2a65bfd63p-107, 0x1.f20a65f2fac55p+2, -0x1.1d258e4b0be84p-53, 0x1.9d4d2977150efp+4, 0x1.a040895788c19p-50, 0x1.60dd48be05390p-5, 0x1.0000000000000p+5, 0x1.c1137124d5c5bp-9, 0x1.267203d776b0ep-11, 0x1.99a6337da39ddp-14, 0x1.293c3f78d3bdbp-16, 0x1.bb97aa0b71e45p-19, 0x1.51ea3345f5349p-21, 0x1.057f65c64b21bp-23, 0x1.99c8650e3a38bp-26, 0x1.44520c3a4bb84p-28, 0x1.02d2219647af7p-30, 0x1.9ffcd984abdd5p-33, 0x1.50494b0fb07d3p-35, 0x1.113fdd5c69526p-37, 0x1.be0a490c4df0cp-40, 0x1.6d79c294fad34p-42, 0x1.2c80a95baf903p-44, 0x1.efb0bc8c60f24p-47, 0x1.99f734dc99d8bp-49, 0x1.53ea7bed84bfap-51, 0x1.1a79da764eef5p-53, 0x1.d674f148be291p-56, 0x1.8882543e58c02p-58, 0x1.480bb26a45ef4p-60, 0x1.129bd735f1874p-62, 0x1.cc6f16de04aebp-65, 0x1.82886ac442e37p-67, 0x1.44e8579601ce4p-69, 0x1.116eb1acf430bp-71, 0x1.ccbc9f35cfb40p-74, 0x1.8493eb7853605p-76},
    {-0x1.5fb410a1bd901p+1, 0x1.a19a96d2e6f85p-54, 0x1.140b4ff4b7d60p-108, -0x1.ea12da904b18cp+0, -0x1.220130f99b2cfp-54, 0x1.3267f3c265a52p+3, -0x1.1c630ff19dc35p-51, 0x1.360c2d227dcc5p-4, 0x1.0000000000000p+4, -0x1.4185ac30c8bf2p-8, 0x1.f504accc9f19bp-11, -0x1.8588458207eacp-13, 0x1.4373f7cc709b3p-15, -0x1.12239bdd6c013p-17, 0x1.dba65e27421c4p-20, -0x1.a2d2504d7e987p-22, 0x1.7581739ee6087p-24, -0x1.506c65fad617ep-26, 0x1.318ef724f780ep-28, -0x1.17767260da07ap-30, 0x1.011e34454c6c3p-32, -0x1.db8b9e6a8c538p-35, 0x1.b9bab1f9b6834p-37, -0x1.9bed47276f3fdp-39, 0x1.81780ebc26f0ep-41, -0x1.69d3c3d06ea2ap-43, 0x1.54943182b9752p-45, -0x1.4161becbaa4abp-47, 0x1.2ff4c046bf0d3p-49, -0x1.2012017bae3e2p-51, 0x1.11882c2da5d4cp-53, -0x1.042dcf14ce5bcp-55, 0x1.efbfb2760c750p-58, -0x1.d900d765b5d5ep-60, 0x1.c3ebd82bec6dfp-62, -0x1.b054904dc16ddp-64, 0x1.9e14be3ea1a61p-66, -0x1.8d0b1052310e6p-68, 0x1.7d1a5f40d3780p-70},
    {-0x1.0284e78599581p+2, 0x1.e78c1e9e43cfep-53, -0x1.2ac17bfd6be92p-108, 0x1.aca5cf4921642p+4, 0x1.a46a2e0d8fe10p-51, 0x1.44415cd813f8ep+8, 0x1.afdc267272131p-49, 0x1.82f15028ce6dbp-7, 0x1.0000000000000p+6, 0x1.559b11b2a9c7cp-6, 0x1.96d18e21aebdbp-8, 0x1.0261eb5732e40p-9, 0x1.55e3dbf99eb3dp-11, 0x1.d14fe49c4e437p-13, 0x1.433dce282da6ep-14, 0x1.c8399c7588cd0p-16, 0x1.45fbe666d9402p-17, 0x1.d68d794caefcep-19, 0x1.56729dc75f00cp-20, 0x1.f5ec3352c68c7p-22, 0x1.720575617731cp-23, 0x1.122e774adbf8cp-24, 0x1.982505251d81ep-26, 0x1.30f8cb66574ffp-27, 0x1.c95779d27e83cp-29, 0x1.57fb1ced57c1dp-30, 0x1.036ff94b385dcp-31, 0x1.8853a53191cc6p-33, 0x1.29510c9b049a6p-34, 0x1.c39033ce0953cp-36, 0x1.5790d4a9327b9p-37, 0x1.05da15d3ac7fep-38, 0x1.8fc914e4c4441p-40, 0x1.31a406dea1875p-41, 0x1.d3f94e7e17272p-43, 0x1.66b875e815509p-44, 0x1.134d07cea0085p-45, 0x1.a707d7d233563p-47, 0x1.455b02e065717p-48},
    {-0x1.fa471547c2fe5p+1, -0x1.70d4561291237p-56, 0x1.9e6fadbbc171ap-111, -0x1.4b99d966c5647p+4, 0x1.9cba2450afff3p-50, 0x1.f76deae0436bep+7, -0x1.5af99a1af5717p-47, 0x1.b7799dabe6e7dp-7, 0x1.0000000000000p+6, -0x1.d25359d4b2f38p-7, 0x1.e8f829f141aa5p-9, -0x1.116f7806d26d3p-10, 0x1.3e8f3ab9fc1f4p-12, -0x1.7dbbe062ffd9ep-14, 0x1.d2f76de7bd027p-16, -0x1.2225fe4f8493dp-17, 0x1.6d12ae1936a57p-19, -0x1.cffc2a8f5fd74p-21, 0x1.294e1bddb6102p-22, -0x1.7fab626523b36p-24, 0x1.f211ab5311400p-26, -0x1.44f2935b0d559p-27, 0x1.a9e4dda1fa758p-29, -0x1.1831c904dee78p-30, 0x1.71f55d099ee18p-32, -0x1.e9fde7b7f7589p-34, 0x1.4562eba286a8bp-35, -0x1.b13d10af548c3p-37, 0x1.2113390db5d28p-38, -0x1.8290a12a0d2d7p-40, 0x1.02f4bf5e12ef9p-41, -0x1.5b8c2d9b0b9c5p-43, 0x1.d331d68fdeedap-45, -0x1.3a7b2487c88d3p-46, 0x1.a7f3d3e73b39ep-48, -0x1.1e2168b951da0p-49, 0x1.82af7c2bd04bfp-51, -0x1.059475efaf1e4p-52, 0x1.6244da3fad00ap-54},
    {-0x1.4086a57f0b6d9p+2, -0x1.95262b72ca9cap-55, -0x1.bd98d5e0861aap-109, 0x1.ed72e0829ae02p+6, -0x1.fdc1859aea473p-50, 0x1.cecc32ec22f9bp+12, 0x1.b6ecc778e4471p-43, 0x1.4326ca81d3c1ep-9, 0x1.0000000000000p+9, 0x1.253d8563f7264p-8, 0x1.a225df2da6e63p-11, 0x1.3e01773762671p-13, 0x1.f7d8d5bdcb186p-16, 0x1.9a8d00c77a92cp-18, 0x1.557fd8c490b4bp-20, 0x1.209221a6240a0p-22, 0x1.edc98d3bbb5dap-25, 0x1.aabd28e6f7c6bp-27, 0x1.73de2dd9728eep-29, 0x1.465182ebf6449p-31, 0x1.200d7ad1db285p-33, 0x1.ff27fe506ad9ep-36, 0x1.c78dd75474154p-38, 0x1.9797a1ff28289p-40, 0x1.6df243043de45p-42, 0x1.4992a02ca6af1p-44, 0x1.29a398b43bad5p-46, 0x1.0d7924c0b3121p-48, 0x1.e90df06e3363cp-51, 0x1.bcb32e66da947p-53, 0x1.95224b49db8a4p-55, 0x1.71baebeef05e4p-57, 0x1.51f601c21fd58p-59, 0x1.356113be89789p-61, 0x1.1b9a8a6c252cbp-63, 0x1.044ec056e414bp-65, 0x1.de6b52461dbd6p-68, 0x1.b821da714c7f4p-70, 0x1.9554c1028e653p-72},
    {-0x1.3f7577a6eeafdp+2, 0x1.5de5eab7f12cfp-53, -0x1.4075f5e0494a2p-110, -0x1.d224a3ef9e41fp+6, -0x1.9be272a13babcp-48, 0x1.b533c678a3956p+12, -0x1.37da6a2c2425cp-43, 0x1.4c7a6f5cc079cp-9, 0x1.0000000000000p+9, -0x1.0d3f7fee65d34p-8, 0x1.752a6f5ac2726p-11, -0x1.13d5d163bd3f7p-13, 0x1.a8c5c53458ca5p-16, -0x1.5068b3ed69409p-18, 0x1.0ffa575ea7fe9p-20, -0x1.bec12dd78a14bp-23, 0x1.7382570f089d4p-25, -0x1.380ebf618414ep-27, 0x1.084de4426e886p-29, -0x1.c2d90d8b990e9p-32, 0x1.82d0a2bda7309p-34, -0x1.4d941707780bcp-36, 0x1.20f3f9c92a5e8p-38, -0x1.f68edeceb3e4cp-41, 0x1.b68d3198a8ef1p-43, -0x1.7fe1bc42d03a1p-45, 0x1.50f5e6af5166dp-47, -0x1.288405f6f5450p-49, 0x1.0584b74bf0c8fp-51, -0x1.ce423972ddd80p-54, 0x1.99511dba2f315p-56, -0x1.6b119703539ecp-58, 0x1.428feabbbcf8cp-60, -0x1.1effd844e777fp-62, 0x1.ff6a9a332ed87p-65, -0x1.c83d40160ffd3p-67, 0x1.977feffacff37p-69, -0x1.6c5f346962375p-71, 0x1.4625da88c6f41p-73},
    {-0x1.8016b25897c8dp+2, 0x1.27e0f49a4ba72p-54, -0x1.72e1ab15a4d03p-110, 0x1.69de49e3af2aap+9, 0x1.954b690943b33p-47, 0x1.fce23484cfd10p+17, 0x1.8266e757b9e36p-37, 0x1.b3c6a4fbdc503p-12, 0x1.0000000000000p+11, 0x1.de503a3c37c40p-7, 0x1.f9c7b52558abbp-9, 0x1.1d3d50714416ap-10, 0x1.4f21e2fb9e060p-12, 0x1.9500994cd8a9ep-14, 0x1.f3a2c23c19d79p-16, 0x1.39152652eb3abp-17, 0x1.8d45f8be8912ep-19, 0x1.fd3214a70281fp-21, 0x1.490b47682046dp-22, 0x1.ac3b9652b43f1p-24, 0x1.1851c435e895cp-25, 0x1.70dfb5065b675p-27, 0x1.e791f4585a172p-29, 0x1.437e70afcdf58p-30, 0x1.aec150a4d4de7p-32, 0x1.1fadae58d1bcap-33, 0x1.81514f635e779p-35, 0x1.02b1d73e576f1p-36, 0x1.5c279079317d2p-38, 0x1.d58554eed4c3bp-40, 0x1.3d327e86a35ecp-41, 0x1.ad53ced56f077p-43, 0x1.230377154a515p-44, 0x1.8b1a7575061cfp-46, 0x1.0c949869379e8p-47, 0x1.6d9d16b871310p-49, 0x1.f24bad3035605p-51, 0x1.53f119e25d8c5p-52, 0x1.d04e516f6e096p-54},
    {-0x1.7fe92f591f40dp+2, -0x1.7dd4ed62cbd32p-52, 0x1.2071c071a2146p-108, -0x1.661f6a43a5e12p+9, -0x1.0c437b83bc0e6p-45, 0x1.f79dcb794f26fp+17, -0x1.ada8018d61fb8p-40, 0x1.b60c840e565a4p-12, 0x1.0000000000000p+11, -0x1.d6e8088a19ffep-7, 0x1.ef5d308dbfc97p-9, -0x1.15ea6b0ab529ep-10, 0x1.44d54e9fe2397p-12, -0x1.8684e40cebb3dp-14, 0x1.df44c1d81c723p-16, -0x1.2ac3053f4ee19p-17, 0x1.79226ae04a7a4p-19, -0x1.e0dffb5f77a15p-21, 0x1.352178907a204p-22, -0x1.903aa9af8baf3p-24, 0x1.04a1032c75e6ep-25, -0x1.552efbfef36bdp-27, 0x1.c0a12fef24050p-29, -0x1.281cf56357003p-30, 0x1.883ff0616e794p-32, -0x1.049a7e039cda5p-33, 0x1.5b3dfe21bb390p-35, -0x1.cfd8045e945c0p-37, 0x1.3680fd6647ab4p-38, -0x1.a092880b2f56fp-40, 0x1.17f75d11cfa2dp-41, -0x1.78f80bd639c98p-43, 0x1.fc64fdc3ccee7p-45, -0x1.5753eeebd3d49p-46, 0x1.d0590a80c789dp-48, -0x1.3a6a050a758dep-49, 0x1.aa4ad0b57067fp-51, -0x1.214fbb34bc392p-52, 0x1.891a46a128eb5p-54},
    {-0x1.c0033fdedfe1fp+2, 0x1.20bb7d2324678p-52, 0x1.f5536678d69d3p-106, 0x1.3b407aa387bd1p+12, 0x1.da1e57343b1efp-43, 0x1.83e85daafbad6p+23, -0x1.f37538d9dc4bfp-31, 0x1.f31f532126e4ap-15, 0x1.0000000000000p+14, 0x1.3e552b5e3c226p-7, 0x1.25e42a45e905bp-9, 0x1.216a3560743eep-11, 0x1.28e1c70ef5313p-13, 0x1.393e2bc330081p-15, 0x1.5164141f5ae6ap-17, 0x1.712b3a86e1be0p-19, 0x1.98fd36b906d52p-21, 0x1.c9ae6ef62604ap-23, 0x1.02382a95938fcp-24, 0x1.256845ecbeb17p-26, 0x1.4f5ff358f4caep-28, 0x1.814f9cbfb69aep-30, 0x1.bca8a41a47672p-32, 0x1.019479082f294p-33, 0x1.2b74ad631f92ep-35, 0x1.5d37a2004c585p-37, 0x1.98610f8ddcfefp-39, 0x1.dec2b8f31c03dp-41, 0x1.194615aa0316bp-42, 0x1.4b2ee40aa98c5p-44, 0x1.86afe33c38edap-46, 0x1.cdaeffe58d47dp-48, 0x1.113a618f28f85p-49, 0x1.43e04f3c68ef1p-51, 0x1.8070ba7e29824p-53, 0x1.c8e9a2b49363dp-55, 0x1.0fd8c2ab8ab91p-56, 0x1.43d68898ee4d4p-58, 0x1.822cb42979ae9p-60},
    {-0x1.bffcbf76b86f0p+2, 0x1.853b29347b806p-57, -0x1.0fa018051dd41p-111, -0x1.3abf7a5cea91bp+12, -0x1.8257b8abd0511p-42, 0x1.8349a2550422dp+23, -0x1.c6f2ef41139eep-31, 0x1.f3859157001d3p-15, 0x1.0000000000000p+14, -0x1.3d91dadc98428p-7, 0x1.24f3d636f3339p-9, -0x1.20427df1b3492p-11, 0x1.2775e857fb69cp-13, -0x1.377e70b463c13p-15, 0x1.4f3d28edba5cdp-17, -0x1.6e8557168cf8ep-19, 0x1.95bb17ce4279bp-21, -0x1.c5ac12d48f08ep-23, 0x1.ff816dad7515cp-25, -0x1.225f4a6a494c5p-26, 0x1.4ba3e5c03fddfp-28, -0x1.7cb737da558d6p-30, 0x1.b7011fbab594ep-32, -0x1.fc33d1e2031d6p-34, 0x1.272cdde38c75ap-35, -0x1.57f3456aca08bp-37, 0x1.91e5f14900ec8p-39, -0x1.d6c93a3fddbadp-41, 0x1.145e15eaa9eb5p-42, -0x1.45256bf735e08p-44, 0x1.7f423bfbd275cp-46, -0x1.c48b12730f9bbp-48, 0x1.0b9ac68de8d90p-49, -0x1.3cf4eaf7a3615p-51, 0x1.77ed156bd5658p-53, -0x1.be6fa5b2fd2e7p-55, 0x1.0966b4f101864p-56, -0x1.3be830f996974p-58, 0x1.786a6d69cf146p-60},
    {-0x1.000034028b3f9p+3, -0x1.f60cb3cec1cedp-52, 0x1.ea26620d6b1cap-106, 0x1.3b088fed67718p+15, -0x1.505613ba29a31p-39, 0x1.83a3893550edcp+29, 0x1.f52e3b2434288p-25, 0x1.f34b9f2f25a76p-18, 0x1.0000000000000p+17, 0x1.3e0078db8ada4p-7, 0x1.257bec9464251p-9, 0x1.20e9ea0755a47p-11, 0x1.2843e1313c83bp-13, 0x1.387bd6a785478p-15, 0x1.5074e788de770p-17, 0x1.7004dd990d7d9p-19, 0x1.9792ed5f6dfc9p-21, 0x1.c7f08cdaef517p-23, 0x1.0125c811215a5p-24, 0x1.2416931f15426p-26, 0x1.4dc0543c441a3p-28, 0x1.7f50164dd19c1p-30, 0x1.ba331529ed6a5p-32, 0x1.00110f1fa573dp-33, 0x1.2997de6ad4e7bp-35, 0x1.5aeccd4bbcdf4p-37, 0x1.958ed1efa7ebbp-39, 0x1.db49d392475c2p-41, 0x1.172314d0294e0p-42, 0x1.488daaf112ca9p-44, 0x1.837351e8c168bp-46, 0x1.c9b33deada82bp-48, 0x1.0ec6d94f2d312p-49, 0x1.40dbf9c64da1ep-51, 0x1.7cba2e2ed760bp-53, 0x1.c457c02d49620p-55, 0x1.0d08d8070f849p-56, 0x1.40607f760a650p-58, 0x1.7dea37a31c23dp-60},
    {-0x1.ffff97f8159cfp+2, -0x1.e54f415a91586p-55, -0x1.53a5d106f9a3ep-109, -0x1.3af76fe4c2fabp+15, -0x1.7cc92f0b996a5p-40, 0x1.838e76caaf123p+29, 0x1.292e15f529375p-25, 0x1.f35931db7b734p-18, 0x1.0000000000000p+17, -0x1.3de68b3256526p-7, 0x1.255c052530c71p-9, -0x1.20c2a8418126ap-11, 0x1.28139342cef00p-13, -0x1.384066c322246p-15, 0x1.502bc4dad47d3p-17, -0x1.6faadfece0e2fp-19, 0x1.9724323c8991ep-21, -0x1.c7684c96f2617p-23, 0x1.00d1f4874360ap-24, -0x1.23af6dd4635e3p-26, 0x1.4d41695948489p-28, -0x1.7eb3eb486c004p-30, 0x1.b972ec3a26abdp-32, -0x1.ff35abe012e90p-34, 0x1.2906660d21163p-35, -0x1.5a39ce3047ce9p-37, 0x1.94b29208a9322p-39, -0x1.da3ad0f0c59aep-41, 0x1.167c58b19e14dp-42, -0x1.47c0817741c6bp-44, 0x1.8276dfdf8fc72p-46, -0x1.c87c9d9926406p-48, 0x1.0e07bdaca8234p-49, -0x1.3ff0d2c500a76p-51, 0x1.7b98d52fd2a62p-53, -0x1.c2f3b7aaf547bp-55, 0x1.0c2dccca88dc3p-56, -0x1.3f52f8a220471p-58, 0x1.7c9e92bbcb80dp-60},
    {-0x1.200005c7768fbp+3, -0x1.b5b610ffb70d4p-54, -0x1.deb7ad09ec5eap-108, 0x1.6261203919440p+18, 0x1.7d5e8272cda81p-38, 0x1.ea8f32fb7f586p+35, -0x1.345b1cc229264p-19, 0x1.bbd6c4b50e74fp-21, 0x1.0000000000000p+20, 0x1.c4b75ee68e2bap-7, 0x1.d6043fa1ffaa5p-9, 0x1.04414411db7f4p-10, 0x1.2c3903ec9c90cp-12, 0x1.64393744bb9bdp-14, 0x1.af79ccdc71d33p-16, 0x1.0975db7d71fc6p-17, 0x1.4ab9cba1e346ep-19, 0x1.a032f8f11473dp-21, 0x1.0810426bfac85p-22, 0x1.516bc616e3904p-24, 0x1.b1b948b0b8090p-26, 0x1.182f8345f3c60p-27, 0x1.6b9dace0c9cc7p-29, 0x1.d9bd5b2e01bd0p-31, 0x1.35addd8195315p-32, 0x1.961f4627b0e20p-34, 0x1.0b0a34e551f09p-35, 0x1.600e83e74739ap-37, 0x1.d131eb34eadecp-39, 0x1.33fb74cb245e2p-40, 0x1.98924f0a9df49p-42, 0x1.0f7a7251ac231p-43, 0x1.6959807c0de13p-45, 0x1.e1af526749e6fp-47, 0x1.417ce21ffa247p-48, 0x1.adaf67a6d7f12p-50, 0x1.1f7d787ad47d3p-51, 0x1.81217e588f5acp-53, 0x1.023c44b17e601p-54},
    {-0x1.1ffffa3884bd0p+3, -0x1.ff90c9d2ae925p-53, 0x1.30c0efef78c04p-107, -0x1.625edfc63db2fp+18, 0x1.da7fc3ed69467p-37, 0x1.ea8c150480a7ap+35, 0x1.344e4cbf514d0p-19, 0x1.bbd82db299bafp-21, 0x1.0000000000000p+20, -0x1.c4b30e4bc55c1p-7, 0x1.d5fe468dbbf03p-9, -0x1.043d21bc24decp-10, 0x1.2c334ae535e1dp-12, -0x1.64314b431cd64p-14, 0x1.af6ed589b3a86p-16, -0x1.096e446edcfb3p-17, 0x1.4aaf49e713c02p-19, -0x1.a0246d9c1b687p-21, 0x1.0806315c1aa49p-22, -0x1.515dd6b889a42p-24, 0x1.b1a5fe767c44bp-26, -0x1.18222955c5804p-27, 0x1.6b8b3180efb2ep-29, -0x1.d9a3c5a532222p-31, 0x1.359c2851f3f32p-32, -0x1.9606c2f7e1f9dp-34, 0x1.0af93d98aadcbp-35, -0x1.5ff707928b5c1p-37, 0x1.d11168791f308p-39, -0x1.33e4f44ec93d6p-40, 0x1.987328ee792d9p-42, -0x1.0f64e32111562p-43, 0x1.693ba86525746p-45, -0x1.e186026693b5dp-47, 0x1.41604a107be53p-48, -0x1.ad87d2a86558dp-50, 0x1.1f62130af765cp-51, -0x1.80fb91cdd575fp-53, 0x1.0222050939ae1p-54},
    {-0x1.40000093f2777p+3, -0x1.927b45d95e154p-52, -0x1.0780c21b6e452p-106, 0x1.baf825a0c63b2p+21, -0x1.20323f10165f2p-35, 0x1.7f3ec8ae05f2ep+42, 0x1.2aec80d262b38p-12, 0x1.6312b8478be95p-24, 0x1.0000000000000p+24, 0x1.ba192fa62a5c8p-9, 0x1.1ede75ef431b0p-11, 0x1.8d1b435ece20fp-14, 0x1.1e4e1e218c99cp-16, 0x1.a8a28e596cccep-19, 0x1.4175d0d35b3d4p-21, 0x1.ee6f0af10b983p-24, 0x1.80fe7b2913e7cp-26, 0x1.2ece6307c7df4p-28, 0x1.e04bf4be0137bp-31, 0x1.7f9356d1e72e2p-33, 0x1.3427c1744d521p-35, 0x1.f1ab09a064645p-38, 0x1.93a8abea96591p-40, 0x1.48b11f01e3d30p-42, 0x1.0c93b58c57c1cp-44, 0x1.b845a4b122096p-47, 0x1.69ddc50869cd1p-49, 0x1.2a2b3833995b4p-51, 0x1.ec7bf10d974e3p-54, 0x1.978f1bf4fa192p-56, 0x1.51ead89eb0342p-58, 0x1.18a9ba1670aa6p-60, 0x1.d2f74918f971bp-63, 0x1.850b25e46520fp-65, 0x1.4491b9b6d1f7fp-67, 0x1.0f203299a9008p-69, 0x1.c580fa661c24ap-72, 0x1.7bb3f1a5e2f92p-74, 0x1.3e3e3e33565a8p-76},
    {-0x1.3fffff6c0d7c0p+3, 0x1.197cea8c42d7dp-51, 0x1.7072c5a292198p-105, -0x1.baf7da5f3795dp+21, -0x1.16a79518c8122p-33, 0x1.7f3e8791fa0d2p+42, -0x1.2aec811c70219p-12, 0x1.6312d670f4af3p-24, 0x1.0000000000000p+24, -0x1.ba18befcaaa63p-9, 0x1.1ede14765dc0cp-11, -0x1.8d1a9ab5a5050p-14, 0x1.1e4d8c35d22ccp-16, -0x1.a8a191db10900p-19, 0x1.4174f65ff8680p-21, -0x1.ee6d90f2332c5p-24, 0x1.80fd3420fba1dp-26, -0x1.2ecd481762ff2p-28, 0x1.e04a0b28da2b0p-31, -0x1.7f91af3f00393p-33, 0x1.342652fd50c8cp-35, -0x1.f1a88f83f11a9p-38, 0x1.93a6874ce10a9p-40, -0x1.48af445c01ea7p-42, 0x1.0c921ae53b628p-44, -0x1.b842de1ec9297p-47, 0x1.69db5e43e430ap-49, -0x1.2a2924522ad28p-51, 0x1.ec7858b71c12fp-54, -0x1.978bffb487d34p-56, 0x1.51e827b95e567p-58, -0x1.18a76612c9ea4p-60, 0x1.d2f341c948007p-63, -0x1.8507a9a10e584p-65, 0x1.448eb5c07f6e9p-67, -0x1.0f1d96b8186fep-69, 0x1.c57c76bba606ep-72, -0x1.7bb009cbf4702p-74, 0x1.3e3add27e5debp-76},
    {-0x1.6000000d7322ap+3, -0x1.8aecb2d37ff52p-51, -0x1.c97d472001b98p-109, 0x1.308a827152450p+25, -0x1.1233b372bfd9ep-29, 0x1.6a493dd62402ep+49, -0x1.67505fc8b40f1p-9, 0x1.023c32dce09c1p-27, 0x1.0000000000000p+27, 0x1.1f51fd307a7cdp-7, 0x1.00599beaf8731p-9, 0x1.e7ee915e59f90p-12, 0x1.e3b567ef58977p-14, 0x1.ed38f6520c29fp-16, 0x1.00b35733b93d4p-17, 0x1.0f71a5288c1c1p-19, 0x1.229f3b905f980p-21, 0x1.3a4c4bb249170p-23, 0x1.56bc4286fc1a7p-25, 0x1.785bfdae59cc7p-27, 0x1.9fbdf19c0ea44p-29, 0x1.cd99ca259ad9cp-31, 0x1.01672c0a8283dp-32, 0x1.20329df8a4361p-34, 0x1.43cc07e2f31c0p-36, 0x1.6ceb7fe8f50fap-38, 0x1.9c686f7dacb8bp-40, 0x1.d33e6c406c247p-42, 0x1.09497c4be46ecp-43, 0x1.2dde26778789ap-45, 0x1.5824a925d4da1p-47, 0x1.89057faf706d4p-49, 0x1.c18fa952c5a8cp-51, 0x1.017f8bbae3883p-52, 0x1.27621afee437ep-54, 0x1.53465ef02f811p-56, 0x1.86270543e2a13p-58, 0x1.c1289a48213b2p-60, 0x1.02d0500192154p-61},
    {-0x1.5ffffff28cdd4p+3, 0x1.c9924a65aa486p-53, -0x1.8d05a4e458063p-108, -0x1.308a7d8eadb7cp+25, 0x1.a95a609877977p-31, 0x1.6a4938065bfd2p+49, 0x1.67505fc89e444p-9, 0x1.023c34ef1e2c0p-27, 0x1.0000000000000p+27, -0x1.1f51f646980c5p-7, 0x1.005993b17e047p-9, -0x1.e7ee7dccf100cp-12, 0x1.e3b550a815c55p-14, -0x1.ed38daa0d4c2cp-16, 0x1.00b346bb02a7dp-17, -0x1.0f71919049fbdp-19, 0x1.229f2440f731ep-21, -0x1.3a4c2ff760a7cp-23, 0x1.56bc218a07779p-25, -0x1.785bd6701e70bp-27, 0x1.9fbdc2ececfc3p-29, -0x1.cd99929c61228p-31, 0x1.01670b0202602p-32, -0x1.203276acacf26p-34, 0x1.43cbd9237ae25p-36, -0x1.6ceb484c4bb4ap-38, 0x1.9c682d558d5b0p-40, -0x1.d33e1d8cfc302p-42, 0x1.09494d7c0febbp-43, -0x1.2dddeec767bd8p-45, 0x1.582466e68e4e8p-47, -0x1.890530e0756bdp-49, 0x1.c18f4b92589c3p-51, -0x1.017f53f7467b4p-52, 0x1.2761d8a86e641p-54, -0x1.534610059fcecp-56, 0x1.8626a762a616cp-58, -0x1.c1282a99defb7p-60, 0x1.02d00d93e4dc1p-61},
    {-0x1.800000011eed9p+3, 0x1.19d5307e1fb5ep-53, 0x1.8f0dbe4153150p-109, 0x1.c8cfc050d4f38p+28, -0x1.7ef0726d4e7acp-26, 0x1.9792629426754p+56, 0x1.3de4ff7fced10p+2, 0x1.58504514335f7p-31, 0x1.0000000000000p+31, 0x1.e4da55ed2869fp-9, 0x1.44716493d49d4p-11, 0x1.cf276b7feead7p-14, 0x1.585bddabb4165p-16, 0x1.075953436fe86p-18, 0x1.9b2f38d024339p-21, 0x1.4619b074745a5p-23, 0x1.05dae10956d50p-25, 0x1.a8c7fb7073eadp-28, 0x1.5b69438798ffep-30, 0x1.1e1ed0d9a9469p-32, 0x1.da17266f3bd61p-35, 0x1.8ac9fcc098df1p-37, 0x1.4a3854911ea34p-39, 0x1.154b71e81ed17p-41, 0x1.d3521dfc19cbap-44, 0x1.8b00ed7d43480p-46, 0x1.4ece0c8159f98p-48, 0x1.1c7ddec26f478p-50, 0x1.e493d90431d6ap-53, 0x1.9d8c1d0df1c0ep-55, 0x1.6198e6438bdd1p-57, 0x1.2edd1b4ca483dp-59, 0x1.03d334aab5f1dp-61, 0x1.be77197cc084ap-64, 0x1.801d426f2e35fp-66, 0x1.4ae49c6de40a9p-68, 0x1.1d629bc4dd90fp-70, 0x1.ecd1d94d73458p-73, 0x1.a9f5466b3e69ep-75},
    {-0x1.7ffffffee1127p+3, -0x1.ce1f7906b30f5p-54, 0x1.b43a13e31b9dfp-111, -0x1.c8cfbfaf2b0c8p+28, 0x1.7e94018c6c78dp-27, 0x1.97926203e98acp+56, -0x1.3de4ff7fced10p+2, 0x1.5850455120510p-31, 0x1.0000000000000p+31, -0x1.e4da54ebc6dacp-9, 0x1.447163ae314a4p-11, -0x1.cf2769e629665p-14, 0x1.585bdc3e1a1e0p-16, -0x1.075951fd3e6e6p-18, 0x1.9b2f368a135bap-21, -0x1.4619ae6d212bep-23, 0x1.05dadf39fe06dp-25, -0x1.a8c7f835a5b74p-28, 0x1.5b6940a5e9dd8p-30, -0x1.1e1ece477df90p-32, 0x1.da1721d8c8955p-35, -0x1.8ac9f8a8bdad6p-37, 0x1.4a3850ea363cfp-39, -0x1.154b6ea5fc7cbp-41, 0x1.d352182ba7b97p-44, -0x1.8b00e84d41bb8p-46, 0x1.4ece07e07dbdcp-48, -0x1.1c7ddaa14a5cep-50, 0x1.e493d1a5ce2f0p-53, -0x1.9d8c167ae392fp-55, 0x1.6198e065e850cp-57, -0x1.2edd1610dd8c2p-59, 0x1.03d32fff591bdp-61, -0x1.be771127b916ep-64, 0x1.801d3b001217ep-66, -0x1.4ae495cbeaca4p-68, 0x1.1d6295d9ea9aap-70, -0x1.ecd1cebe25141p-73, 0x1.a9f53cff53e00p-75},
    {-0x1.a000000016124p+3, -0x1.84e03341ee8ddp-51, 0x1.f8391fef50bd4p-105, 0x1.7328cc0534b1bp+32, -0x1.f63c3a52c12bfp-24, 0x1.0d0fa2e7f760fp+64, 0x1.012507c5d1fb0p+7, 0x1.a7c5417675c70p-35, 0x1.0000000000000p+34, 0x1.04105bf7369b6p-6, 0x1.1ac9dd4ffcbb2p-8, 0x1.47ffb080fcf49p-10, 0x1.8c49d9c6aa4a2p-12, 0x1.ec79de3eb3092p-14, 0x1.38615ac17fba5p-15, 0x1.929454285190cp-17, 0x1.06a780aea48d7p-18, 0x1.5a302fcb6910cp-20, 0x1.cc176b49688bap-22, 0x1.33dfa8acafdf0p-23, 0x1.9e7c099e1eaa8p-25, 0x1.186fe96d2195bp-26, 0x1.7d2d723d8e259p-28, 0x1.0411b28db772fp-29, 0x1.641c7a0405e0ep-31, 0x1.e9217e104d730p-33, 0x1.50da1b3e44b23p-34, 0x1.d1202862370a6p-36, 0x1.41da530e9d146p-37, 0x1.be58d5cc36d4cp-39, 0x1.361590639972ep-40, 0x1.af970a4d5966fp-42, 0x1.2cd5c89772f7ap-43, 0x1.a40249d9b7210p-45, 0x1.25995ee712914p-46, 0x1.9afe663fc5602p-48, 0x1.2001af924b434p-49, 0x1.94181257eb623p-51, 0x1.1bc8270e4add5p-52},
    {-0x1.9fffffffe9edcp+3, 0x1.84f40342d001cp-51, 0x1.50556e5aede66p-105, -0x1.7328cbfacb4e5p+32, -0x1.eae875d913775p-24, 0x1.0d0fa2e06b2f1p+64, -0x1.012507c5d1fb0p+7, 0x1.a7c5417c6760ep-35, 0x1.0000000000000p+34, -0x1.04105bec453b2p-6, 0x1.1ac9dd401f2e4p-8, -0x1.47ffb069fc5a3p-10, 0x1.8c49d9a550bffp-12, -0x1.ec79de0e58f55p-14, 0x1.38615a9e729aap-15, -0x1.929453f57ff5ep-17, 0x1.06a78089cd9f2p-18, -0x1.5a302f95ffb66p-20, 0x1.cc176afbf85abp-22, -0x1.33dfa8748ce7ep-23, 0x1.9e7c094cbb0c4p-25, -0x1.186fe932216a4p-26, 0x1.7d2d71e8037fap-28, -0x1.0411b24fb4aacp-29, 0x1.641c79aa1df70p-31, -0x1.e9217d8df4072p-33, 0x1.50da1adfc6839p-34, -0x1.d12027d9371ddp-36, 0x1.41da52ab4cb7ep-37, -0x1.be58d53c398b0p-39, 0x1.36158ffb37f0dp-40, -0x1.af9709b603750p-42, 0x1.2cd5c829be21dp-43, -0x1.a402493aa8937p-45, 0x1.25995e73c4d93p-46, -0x1.9afe6598995e6p-48, 0x1.2001af191b8dep-49, -0x1.941811a837ee6p-51, 0x1.1bc8268eec54ep-52},
    {-0x1.c000000001939p+3, -0x1.d2a2f4a73af63p-51, 0x1.1ce11583b5fc3p-105, 0x1.44c3b28055944p+36, -0x1.198d430af8ae5p-21, 0x1.9bfff16dd8075p+71, -0x1.067bfe64cbc35p+17, 0x1.e44f26416322bp-39, 0x1.0000000000000p+38, 0x1.5c71eb316f30cp-7, 0x1.4b87e88cc815ep-9, 0x1.50778e68a2d38p-11, 0x1.63b46f97e8037p-13, 0x1.82c96206f962dp-15, 0x1.ad58bb8325232p-17, 0x1.e427912313eaep-19, 0x1.146448893bf2bp-20, 0x1.3ec2018e0a2a0p-22, 0x1.72ae718150cdap-24, 0x1.b213d36189b9fp-26, 0x1.ff576cc718f98p-28, 0x1.2eb9404f5cb45p-29, 0x1.6809419b7efd1p-31, 0x1.ade0e2f1608dep-33, 0x1.018695d1dd048p-34, 0x1.35815872f681ep-36, 0x1.75027c9cd3499p-38, 0x1.c2abb4da2bb79p-40, 0x1.10de823c399f0p-41, 0x1.4b1d3d6ce4623p-43, 0x1.928d893a38c3cp-45, 0x1.ea41773599982p-47, 0x1.2b02efa9e86f8p-48, 0x1.6d47b09195d8ap-50, 0x1.bed92eed1a6bep-52, 0x1.11aa2780797edp-53, 0x1.4f9a002cad7bfp-55, 0x1.9c039a0fc8a8ap-57, 0x1.fa5a08db02e70p-59},
    {-0x1.bffffffffe6c7p+3, 0x1.d2a30f3dae0fbp-51, 0x1.774491db8dc05p-107, -0x1.44c3b27faa6bcp+36, -0x1.1972c0b160b2bp-21, 0x1.9bfff16cfee53p+71, 0x1.067bfe64cbc35p+17, 0x1.e44f2641e2c1bp-39, 0x1.0000000000000p+38, -0x1.5c71eb305bbbap-7, 0x1.4b87e88b6aa31p-9, -0x1.50778e66e7830p-11, 0x1.63b46f95b59ebp-13, -0x1.82c962042fed7p-15, 0x1.ad58bb7f9c093p-17, -0x1.e427911e97b22p-19, 0x1.14644886639ffp-20, -0x1.3ec2018a6e348p-22, 0x1.72ae717cbca89p-24, -0x1.b213d35bbabb0p-26, 0x1.ff576cbfba8e2p-28, -0x1.2eb9404ab0235p-29, 0x1.680941959102dp-31, -0x1.ade0e2e9dad4cp-33, 0x1.018695cd17855p-34, -0x1.3581586ce8e72p-36, 0x1.75027c9525713p-38, -0x1.c2abb4d06dd2ep-40, 0x1.10de82360bbb2p-41, -0x1.4b1d3d650d947p-43, 0x1.928d893046e95p-45, -0x1.ea417728fbe58p-47, 0x1.2b02efa1e7d20p-48, -0x1.6d47b0876ef34p-50, 0x1.bed92ee0396edp-52, -0x1.11aa27784e328p-53, 0x1.4f9a00225070bp-55, -0x1.9c039a02a2fa5p-57, 0x1.fa5a08ca55298p-59},
    {-0x1.e0000000001aep+3, -0x1.fcf9ccde87210p-51, -0x1.f0bd3dc636171p-105, 0x1.30777758057b6p+40, 0x1.865586b64d417p-14, 0x1.6a1bf33131f80p+79, 0x1.9a32bc18180f9p+25, 0x1.024c58ab87c78p-42, 0x1.0000000000000p+42, 0x1.1f1c1dbaa1d33p-7, 0x1.0019876a2a5c3p-9, 0x1.e75620197cfcep-12, 0x1.e300149e78ae1p-14, 0x1.ec6148054ea5dp-16, 0x1.003311600f15dp-17, 0x1.0ed9119b862b6p-19, 0x1.21e9bf784c973p-21, 0x1.39746ce42b070p-23, 0x1.55bb7d2d3ee3cp-25, 0x1.772a91f2f93d5p-27, 0x1.9e52a7c94661ap-29, 0x1.cbe9ab6e8bd9cp-31, 0x1.00662cf00b9f9p-32, 0x1.1f00ed8ae7aa2p-34, 0x1.42606c59471f6p-36, 0x1.6b3afffefafa4p-38, 0x1.9a65fdaaa264dp-40, 0x1.d0da81de235cap-42, 0x1.07dd8ef70dd6ap-43, 0x1.2c2d454283babp-45, 0x1.5621c397fd236p-47, 0x1.86a10ba437252p-49, 0x1.beb72aea2aaa8p-51, 0x1.ff9c924561d59p-53, 0x1.255ec199869dcp-54, 0x1.50e16119dbcb4p-56, 0x1.834de2f3b666ep-58, 0x1.bdc552210754ap-60, 0x1.00cc82a7ee6bdp-61},
    {-0x1.dfffffffffe52p+3, 0x1.fcf9ccfd8867ep-51, 0x1.1c0ec5919506cp-105, -0x1.30777757fa84ap+40, 0x1.86558a534b1cdp-14, 0x1.6a1bf33124eddp+79, 0x1.85cd43e7e7f07p+25, 0x1.024c58ab8c6e1p-42, 0x1.0000000000000p+42, -0x1.1f1c1dba92510p-7, 0x1.0019876a17ea6p-9, -0x1.e7562019511d5p-12, 0x1.e300149e44802p-14, -0x1.ec6148051096fp-16, 0x1.0033115fea2e8p-17, -0x1.0ed9119b5a477p-19, 0x1.21e9bf7818640p-21, -0x1.39746ce3ecf1ep-23, 0x1.55bb7d2cf50dbp-25, -0x1.772a91f2a16cbp-27, 0x1.9e52a7c8ddf0ep-29, -0x1.cbe9ab6e0fa32p-31, 0x1.00662cefc1c23p-32, -0x1.1f00ed8a8fd0bp-34, 0x1.42606c58dea44p-36, -0x1.6b3afffe7eb74p-38, 0x1.9a65fdaa0e9b5p-40, -0x1.d0da81dd73985p-42, 0x1.07dd8ef6a5511p-43, -0x1.2c2d4542076b5p-45, 0x1.5621c397694b2p-47, -0x1.86a10ba3874f5p-49, 0x1.beb72ae9598a8p-51, -0x1.ff9c9244691e0p-53, 0x1.255ec198f2b6bp-54, -0x1.50e161192be3ep-56, 0x1.834de2f2e5321p-58, -0x1.bdc552200e844p-60, 0x1.00cc82a75a761p-61},
    {-0x1.000000000000dp+4, -0x1.cfe7ce6768509p-50, -0x1.7f27723e2ef9fp-105, 0x1.307777580059bp+44, 0x1.9865588674a06p-10, 0x1.6a1bf3312bddap+87, 0x1.62f6be0c0c07cp+30, 0x1.024c58ab89f4bp-46, 0x1.0000000000000p+46, 0x1.1f1c1dba9a910p-7, 0x1.0019876a21ba3p-9, 0x1.e756201968742p-12, 0x1.e300149e60421p-14, 0x1.ec614805319a3p-16, 0x1.0033115ffdd02p-17, 0x1.0ed9119b71a09p-19, 0x1.21e9bf783428bp-21, 0x1.39746ce40df87p-23, 0x1.55bb7d2d1c54ep-25, 0x1.772a91f2d0239p-27, 0x1.9e52a7c9157fdp-29, 0x1.cbe9ab6e51b6dp-31, 0x1.00662cefe90d4p-32, 0x1.1f00ed8abe8c3p-34, 0x1.42606c591638bp-36, 0x1.6b3afffec0d18p-38, 0x1.9a65fdaa5d395p-40, 0x1.d0da81ddd118bp-42, 0x1.07dd8ef6dceb1p-43, 0x1.2c2d4542498c3p-45, 0x1.5621c397b7f10p-47, 0x1.86a10ba3e4d90p-49, 0x1.beb72ae9c8c9bp-51, 0x1.ff9c9244ed6cep-53, 0x1.255ec19941647p-54, 0x1.50e161198976ep-56, 0x1.834de2f3547c5p-58, 0x1.bdc5522092e05p-60, 0x1.00cc82a7a92bap-61},
    {-0x1.fffffffffffe5p+3, -0x1.80c18cc43ea26p-53, 0x1.8d1b2eec9d961p-108, -0x1.30777757ffa65p+44, 0x1.9865588a24e58p-10, 0x1.6a1bf3312b084p+87, -0x1.0c5ed7c181810p+33, 0x1.024c58ab8a40dp-46, 0x1.0000000000000p+46, -0x1.1f1c1dba99933p-7, 0x1.0019876a208c6p-9, -0x1.e756201965a62p-12, 0x1.e300149e5cec2p-14, -0x1.ec6148052da29p-16, 0x1.0033115ffb743p-17, -0x1.0ed9119b6ed25p-19, 0x1.21e9bf7830d28p-21, -0x1.39746ce40a008p-23, 0x1.55bb7d2d179c9p-25, -0x1.772a91f2ca868p-27, 0x1.9e52a7c90ed2bp-29, -0x1.cbe9ab6e49c61p-31, 0x1.00662cefe4548p-32, -0x1.1f00ed8ab8ee9p-34, 0x1.42606c590f8aep-36, -0x1.6b3afffeb8e00p-38, 0x1.9a65fdaa53c6dp-40, -0x1.d0da81ddc5dc4p-42, 0x1.07dd8ef6d63cap-43, -0x1.2c2d45424199dp-45, 0x1.5621c397ae7d8p-47, -0x1.86a10ba3d99b8p-49, 0x1.beb72ae9bb6b6p-51, -0x1.ff9c9244dd86ap-53, 0x1.255ec19937f00p-54, -0x1.50e161197e384p-56, 0x1.834de2f3471cbp-58, -0x1.bdc5522082f88p-60, 0x1.00cc82a79fb64p-61},
    {-0x1.1000000000001p+4, 0x1.ab4e23f3d4bbcp-51, -0x1.db2968e993b05p-106, 0x1.437eeecd8005cp+48, -0x1.9ef222eff5716p-6, 0x1.98c98d8a82140p+95, -0x1.4851f8ec26667p+41, 0x1.e6355b9d402e1p-51, 0x1.0000000000000p+50, 0x1.5860a968a2767p-7, 0x1.466188ec8830fp-9, 0x1.49f2502d33e2fp-11, 0x1.5b72f0d68666ap-13, 0x1.7855662fb195bp-15, 0x1.a01c8de37757fp-17, 0x1.d365a4a7793b5p-19, 0x1.09c872a5eab5dp-20, 0x1.31535b4f28ea0p-22, 0x1.61ac9960b57dbp-24, 0x1.9c8b336ef74ebp-26, 0x1.e4139993fa5a0p-28, 0x1.1d767bb8fb2ddp-29, 0x1.522e68294e222p-31, 0x1.9234eceb4a5e7p-33, 0x1.e003bf7c92d33p-35, 0x1.1f52fad6cb65ep-36, 0x1.58ecc0e28c244p-38, 0x1.9f1c5317c694fp-40, 0x1.f4b6a0bb9168dp-42, 0x1.2e9c123c1b456p-43, 0x1.6e7616845fc5fp-45, 0x1.bc8ebfb86010cp-47, 0x1.0e14a44136d91p-48, 0x1.48a608b2b5287p-50, 0x1.90776d385e330p-52, 0x1.e89a0801bdd09p-54, 0x1.2a6bf5eb26fd6p-55, 0x1.6cf00c3ffda62p-57, 0x1.bebe9376ab8bdp-59},
    {-0x1.0ffffffffffffp+4, -0x1.ab4e23f3d49f1p-51, 0x1.dcafbae8ffbabp-107, -0x1.437eeecd7ffa4p+48, -0x1.9ef222eff1e74p-6, 0x1.98c98d8a82058p+95, 0x1.86e3f1d84cccep+40, 0x1.e6355b9d4036bp-51, 0x1.0000000000000p+50, -0x1.5860a968a2643p-7, 0x1.466188ec8819dp-9, -0x1.49f2502d33c5cp-11, 0x1.5b72f0d68641cp-13, -0x1.7855662fb1671p-15, 0x1.a01c8de3771d1p-17, -0x1.d365a4a778f0ep-19, 0x1.09c872a5ea86dp-20, -0x1.31535b4f28ae9p-22, 0x1.61ac9960b5329p-24, -0x1.9c8b336ef6efcp-26, 0x1.e4139993f9e21p-28, -0x1.1d767bb8fae20p-29, 0x1.522e68294dc26p-31, -0x1.9234eceb49e57p-33, 0x1.e003bf7c923a5p-35, -0x1.1f52fad6cb054p-36, 0x1.58ecc0e28baa3p-38, -0x1.9f1c5317c5fabp-40, 0x1.f4b6a0bb90a5ep-42, -0x1.2e9c123c1aca3p-43, 0x1.6e7616845f2a4p-45, -0x1.bc8ebfb85f4c1p-47, 0x1.0e14a441365ccp-48, -0x1.48a608b2b48b7p-50, 0x1.90776d385d6c9p-52, -0x1.e89a0801bcd5dp-54, 0x1.2a6bf5eb265efp-55, -0x1.6cf00c3ffcddfp-57, 0x1.bebe9376aa8edp-59}};
/* x < 0 next to -m, m = 2..17: the row of the zero on x's side of -m (even rows below -m) */
TL_INLINE const double *tl_lgam_zero_row(double a, double m) {
    double mc = tl_sel_bits(m < 2.0, 2.0, tl_sel_bits(m > 17.0, 17.0, m));
    double r = 2.0 * mc - 4.0 + tl_sel_bits(a < mc, 1.0, 0.0);
    return tl_lgam_zeros[tl_bits(r + 0x1.8p52) & 31];
}
/* The fast path (scalar_ops.FAST_PATH): for finite x > 0 tl_gammaln is tl_lgamma_pos(x), without
   the reflection's sine, logarithms and zero tables */
TL_INLINE int tl_gammaln_ok(double x) { return x > 0.0 && x < INFINITY; }
TL_INLINE double tl_gammaln_fast(double x) { return tl_lgamma_pos(tl_sel_bits(tl_gammaln_ok(x), x, 1.0)).h; }
/* With `one` (as tl_lgamma_pos_): x > 0 is tl_lgamma_pos_ alone, and below 0 the series about
   a zero or the reflection, whichever x uses */
TL_INLINE double tl_gammaln_(double x, int one) {
    double a = tl_fabs(x);
    if (one && (x != x || a == INFINITY))
        return x != x ? x + x : INFINITY;
    if (one && x > 0.0)
        return tl_lgamma_pos_(a, 1).h;
    double ac = a == INFINITY ? 1.0 : a;
    double f = ac < 0x1p52 ? ac - tl_rint_pos(ac) : 0.0;
    if (one && f == 0.0)
        return INFINITY;
    double m = ac < 0x1p52 ? tl_rint_pos(ac) : 0.0;
    const double *zr = tl_lgam_zero_row(ac, m);
    tl_dd zd = tl_zero_offset(zr, -ac);
    int near_zero = m >= 2.0 && m <= 17.0 && tl_fabs(zd.h) <= zr[7];
    if (one && near_zero)
        return tl_zero_series(zr, zd).h;
    if (one && a < 0x1p-60)
        return -tl_log_dd(a).h;
    tl_dd g = tl_lgamma_pos_(ac, one);
    tl_sincospi sc = tl_sincospi_red(f);
    tl_dd sp = tl_dd_sel(sc.swap, sc.c, sc.s);
    tl_dd ls = tl_dd_add(tl_log_of_dd(sp), tl_log_dd(ac));
    tl_dd neg = tl_dd_add(tl_dd_make(TL_LOGPI_H, TL_LOGPI_L), tl_dd_neg(tl_dd_add(ls, g)));
    if (one)
        return neg.h;
    double yn = a < 0x1p-60 ? -tl_log_dd(a).h : neg.h;
    yn = near_zero ? tl_zero_series(zr, zd).h : yn;
    double y = x > 0.0 ? g.h : yn;
    y = (x <= 0.0 && f == 0.0) ? INFINITY : y;
    y = a == INFINITY ? INFINITY : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_gammaln(double x) { return tl_gammaln_(x, 0); }
TL_INLINE double tl_gammaln_one(double x) { return tl_gammaln_(x, 1); }

/*@ gamma: gammaln expcore exp */
/* Gamma(x) (scipy.special.gamma, C99's tgamma) = s exp(l): l = log|Gamma(x)| as the
   double-double tl_gammaln rounds (the same parts: the pieces, Stirling's series, the
   reflection, the series about its zeros), s = -1 for x < 0 where ceil(|x|) is odd. Where
   Gamma(x) is finite, |l| < 746 and l's absolute error stays below about 2^-55 (Stirling's
   series takes log x to 2^-65 relative), so exp of the double-double (tl_exp_reduce, then
   tl_scale2's one rounding) ends within 1 ulp. C99's special values: Gamma(+-0) = +-inf, NaN at
   the negative integers and -inf, +inf at +inf and above 171.6243769563027 (overflow), +-0 below
   about -184 (underflow; the sign as above). */
TL_INLINE double tl_gamma_exp(tl_dd l) {
    int in = tl_fabs(l.h) <= 746.0;
    tl_expr t = tl_exp_reduce(tl_sel_bits(in, l.h, tl_sel_bits(l.h > 0.0, 746.0, -746.0)), tl_sel_bits(in, l.l, 0.0));
    return tl_scale2(tl_exp_mant(t).h, t.k);
}
/* The fast path (scalar_ops.FAST_PATH): for 0 < x <= 172 tl_gamma is exp of tl_lgamma_pos(x),
   without the reflection */
TL_INLINE int tl_gamma_ok(double x) { return x > 0.0 && x <= 172.0; }
TL_INLINE double tl_gamma_fast(double x) { return tl_gamma_exp(tl_lgamma_pos(tl_sel_bits(tl_gamma_ok(x), x, 1.0))); }
TL_INLINE double tl_gamma(double x) {
    double a = tl_fabs(x);
    /* beyond 200 the result is +inf (x > 0) or +-0: the parts are computed at 200 */
    double ac = tl_sel_bits(a <= 200.0, a, 200.0);
    double m = a < 0x1p52 ? tl_rint_pos(a) : 0.0;
    double f = a < 0x1p52 ? a - m : 0.0;
    /* ceil(|x|) is odd: its last bit, as an integer below 2^53 in the significand of 2^52 + it */
    int odd = (int)(tl_bits((m + (f > 0.0 ? 1.0 : 0.0)) + 0x1p52) & 1);
    const double *zr = tl_lgam_zero_row(ac, m);
    tl_dd zd = tl_zero_offset(zr, -ac);
    int near_zero = m >= 2.0 && m <= 17.0 && tl_fabs(zd.h) <= zr[7];
    tl_dd g = tl_lgamma_pos(ac);
    tl_sincospi sc = tl_sincospi_red(f);
    tl_dd sp = tl_dd_sel(sc.swap, sc.c, sc.s);
    tl_dd ls = tl_dd_add(tl_log_of_dd(sp), tl_log_dd(ac));
    tl_dd neg = tl_dd_add(tl_dd_make(TL_LOGPI_H, TL_LOGPI_L), tl_dd_neg(tl_dd_add(ls, g)));
    neg = tl_dd_sel(a < 0x1p-60, tl_dd_neg(tl_log_dd(a)), neg);
    neg = tl_dd_sel(near_zero, tl_zero_series(zr, zd), neg);
    double y = tl_gamma_exp(tl_dd_sel(x > 0.0, g, neg));
    y = x < -200.0 ? 0.0 : y;
    y = (x < 0.0 && odd) ? -y : y;
    y = (x < 0.0 && f == 0.0) ? NAN : y;
    y = a == 0.0 ? tl_copysign(INFINITY, x) : y;
    return x != x ? x + x : y;
}

/*@ digamma: gammacore */
/* digamma(x). x >= 8: the asymptotic series log x - 1/(2x) - sum B_2j/(2j x^2j) (14 terms), in
   double-doubles. 1 <= x < 8: one of 56 pieces of width 1/8 interpolating digamma at Chebyshev
   nodes (tl_gamma_piece; below 2 digamma(x) / (x - x0), multiplied back by x - x0 as a
   double-double, so the positive zero x0 keeps relative accuracy). 0 < x < 1: digamma(1 + x) -
   1/x; one double-double 1/x serves both ends. x < 0: the reflection
   digamma(x) = digamma(-x) + 1/(-x) + pi cot(-pi x); next to its zeros above -64 the Taylor
   series about the zero (tl_psi_zeros), below -64 the reflection in double-doubles throughout
   (tl_psi_reflect_hp). scipy.special.digamma's special values:
   -inf at +0, +inf at -0, NaN at negative integers and -inf. */
#define TL_PSI_X0_H 0x1.762d86356be3fp+0
#define TL_PSI_X0_L 0x1.b86a722197829p-54
static const double tl_psi_tab[56][13] = {
    {0x1.3321f21401459p+0, -0x1.8968804eb65dap-1, 0x1.444230bde1054p-1, -0x1.20b9c37fc6e6fp-1, 0x1.08f73b1a79307p-1, -0x1.ecc8c1deaaca0p-2, 0x1.cd100d078b92fp-2, -0x1.b0a9af675785ap-2, 0x1.969b375ed065cp-2, -0x1.7e61519fc631cp-2, 0x1.67bf8f15bc741p-2, -0x1.565e88dc9a407p-2, 0x1.42328f5931fe8p-2},
    {0x1.1cd32b1fcc8efp+0, -0x1.44123983ccb66p-1, 0x1.d97a68af68af6p-2, -0x1.76946eb7901dfp-2, 0x1.3225d40c884dfp-2, -0x1.fbf2dc089be20p-3, 0x1.a874746826e2ap-3, -0x1.63fd8788e87e6p-3, 0x1.2b233aec23e53p-3, -0x1.f737653314a2ap-4, 0x1.a77fecb647841p-4, -0x1.67c025e2a1576p-4, 0x1.2ee4ce02879fbp-4},
    {0x1.0a4104fe7d43ap+0, -0x1.109b81d5803ebp-1, 0x1.656dc89f5884bp-2, -0x1.fc6638f5f2ba0p-3, 0x1.76439ab331b34p-3, -0x1.18137b58ff077p-3, 0x1.a6ae4c8c1d95ep-4, -0x1.40586b31178fbp-4, 0x1.e6b83967367a2p-5, -0x1.7238b9be2b44fp-5, 0x1.19d0c74b1b834p-5, -0x1.b065ad82c7450p-6, 0x1.4959a59895616p-6},
    {0x1.f4ff41a1f8ef2p-1, -0x1.d27700a82e6c8p-2, 0x1.1541011384a3bp-2, -0x1.65f5e21df3167p-3, 0x1.df25420bda8b5p-4, -0x1.46691caf77c06p-4, 0x1.c0de4bc6ccaafp-5, -0x1.36323f8d33de4p-5, 0x1.adf0cea07c6ebp-6, -0x1.2a6d833e7c83cp-6, 0x1.9eac3b5b74528p-7, -0x1.22087346478dbp-7, 0x1.93591fa9732c0p-8},
    {0x1.d9d90802533eep-1, -0x1.94b20db417225p-2, 0x1.b7e95310199c6p-3, -0x1.03df7503678b7p-3, 0x1.3eb98c446a01dp-4, -0x1.8e5811811ae7dp-5, 0x1.f6eec0263ca63p-6, -0x1.3f4d727cdd69dp-6, 0x1.96c4719ea53cbp-7, -0x1.0396e61b3584dp-7, 0x1.4bb5149be82aep-8, -0x1.aa5cdffeaae97p-9, 0x1.10b3d9fa53334p-9},
    {0x1.c227a3d784d51p-1, -0x1.633af989a2e11p-2, 0x1.63a950ae41d90p-3, -0x1.83327365c8740p-4, 0x1.b606b3dccd8bbp-5, -0x1.f973a4e10902ep-6, 0x1.26d632b11ecb0p-6, -0x1.5a2263a9470a5p-7, 0x1.97de382ad0725p-8, -0x1.e1ae6e5a27c48p-9, 0x1.1cd095d4629c6p-9, -0x1.529b21f212743p-10, 0x1.90f8a4e93087fp-11},
    {0x1.ad4102fd3bdf5p-1, -0x1.3aeaf8b7f64b5p-2, 0x1.24376cf3a16fcp-3, -0x1.26e2cf85c5aebp-4, 0x1.357a03a0222f9p-5, -0x1.4b920ed0dcc29p-6, 0x1.67677671fa4d8p-7, -0x1.883fe4fe0f80ep-8, 0x1.adde7253883a2p-9, -0x1.d84aacdc28091p-10, 0x1.03dce319f027bp-10, -0x1.1f5ad4ec12c59p-11, 0x1.3cbac8c2dcfe9p-12},
    {0x1.9aa53ec3102afp-1, -0x1.1991520ce5cb6p-2, 0x1.e6e37c8a181fep-4, -0x1.c9ce1e4074e89p-5, 0x1.bff3ce7276aaap-6, -0x1.bfc818f6ac17ap-7, 0x1.c523e1d74deabp-8, -0x1.cdf28ab25e5a8p-9, 0x1.d9102bcc4b41bp-10, -0x1.e5d2a4e728561p-11, 0x1.f3d4ce8ba79c9p-12, -0x1.024ab49c658a0p-12, 0x1.0a3f9901f5527p-13},
    {0x1.d96b32063af2ep-2, 0x1.3dc02fd3e40afp-1, -0x1.7fe3d61e9171ap-3, 0x1.2dff93b893104p-4, -0x1.05da51e960abfp-5, 0x1.dbd2186fc63e3p-7, -0x1.bb6dc7ba36d4ep-8, 0x1.a363fc1ec4f63p-9, -0x1.903aeedd6e8e0p-10, 0x1.8017a21cdcd84p-11, -0x1.71ed63182011ap-12, 0x1.662c72a39fc95p-13, -0x1.5a49d77abfd02p-14},
    {0x1.12ffa3539d3d8p-1, 0x1.27686268b813fp-1, -0x1.4cde557eecfb0p-3, 0x1.e9b23c1abe460p-5, -0x1.8dcbb4a24ffd7p-6, 0x1.531fe4152b957p-7, -0x1.28e38acf21f9bp-8, 0x1.0804cd5d30b9dp-9, -0x1.da227cfb606d9p-11, 0x1.ac5a3ff3fe6d0p-12, -0x1.848872ab53607p-13, 0x1.62456bfc703b4p-14, -0x1.42bd7bd935382p-15},
    {0x1.36ae620399266p-1, 0x1.13f273c746d92p-1, -0x1.233d1a806b0ebp-3, 0x1.922c8d58dfbeap-5, -0x1.3330564ef9598p-6, 0x1.ed27a2e8fe548p-8, -0x1.96f0c3d0478eap-9, 0x1.556337952c34dp-10, -0x1.215ce19151447p-11, 0x1.edcc28405b83ap-13, -0x1.a72cc1bab9356p-14, 0x1.6c917acbc4412p-15, -0x1.39f47c63a1d2dp-16},
    {0x1.58157282346fbp-1, 0x1.02da32c301ae4p-1, -0x1.00dafd7b40e94p-3, 0x1.4e1968fe0b5d1p-5, -0x1.e179c33923c86p-7, 0x1.6d07651bf2bf6p-8, -0x1.1cc65b866c067p-9, 0x1.c41324cad02fdp-11, -0x1.6ac5414f91f7dp-12, 0x1.252f9c4a90115p-13, -0x1.dc25d96cbefb2p-15, 0x1.84b4d0aacfa82p-16, -0x1.3d588782c6ebdp-17},
    {0x1.7779dbba397fep-1, 0x1.e771c364a7316p-2, -0x1.c84b5f0aabf8ep-4, 0x1.1867a63defda9p-5, -0x1.7e560efd55336p-7, 0x1.128e67623196bp-8, -0x1.961e24bef615fp-10, 0x1.31d021f95308dp-11, -0x1.d1e3266adb24ep-13, 0x1.659259e733998p-14, -0x1.13d76aac52130p-15, 0x1.abe3d7ac7f133p-17, -0x1.4c0aa4c44b8eap-18},
    {0x1.95153a026a7d5p-1, 0x1.cc7b08b2c6f20p-2, -0x1.97e2ba2439b32p-4, 0x1.db08f1731a5c5p-6, -0x1.333e42bb54788p-7, 0x1.a3087ae460791p-9, -0x1.26890c22f405cp-10, 0x1.a5d8c4931c709p-12, -0x1.31bfa3a63602ep-13, 0x1.bec3c23ecd6dcp-15, -0x1.48311edae04efp-16, 0x1.e4d688e572d6bp-18, -0x1.6672a67699f46p-19},
    {0x1.b1181ba78d53dp-1, 0x1.b44ee8a7c698ap-2, -0x1.6eb634357fc51p-4, 0x1.95bde655e5ec5p-6, -0x1.f3251e0f68782p-8, 0x1.43fdbd05a324fp-9, -0x1.b1d9958396527p-11, 0x1.2820441548224p-12, -0x1.9956893654a1fp-14, 0x1.1d4e068ea6470p-15, -0x1.900368e04150fp-17, 0x1.1a0012c70638ep-18, -0x1.8e1cce2c419f1p-20},
    {0x1.cbabca18de520p-1, 0x1.9e84fb773077bp-2, -0x1.4b697e2dfbde0p-4, 0x1.5d2f1a4dbbf6dp-6, -0x1.9971bfa8cbed2p-8, 0x1.fb08b55af71b5p-10, -0x1.440c04285488cp-11, 0x1.a67c2402b6f8cp-13, -0x1.17034b32ecfd7p-14, 0x1.73c788b0f5543p-16, -0x1.f26a819e96f30p-18, 0x1.500492f9ef786p-19, -0x1.c5cca6bd28dc3p-21},
    {0x1.e4f3a886fe71bp-1, 0x1.8ac8128cbf633p-2, -0x1.2cede065cc338p-4, 0x1.2e95f9dbd2adep-6, -0x1.52e16e46389f4p-8, 0x1.911a35e1857a6p-10, -0x1.ea53a70eb9faep-12, 0x1.31da19c704399p-13, -0x1.82b7bc5dbc19ep-15, 0x1.ed75b89b842e3p-17, -0x1.3cd9ee2b38dfep-18, 0x1.994c4056465bap-20, -0x1.08df1147107ffp-21},
    {0x1.fd0e443dabde7p-1, 0x1.78d205cf8eaacp-2, -0x1.126e80ebc89c1p-4, 0x1.07dcdad29ea5bp-6, -0x1.1ac92075610eep-8, 0x1.407faf25f4372p-10, -0x1.775e43c751f9dp-12, 0x1.c0de66fd281a1p-14, -0x1.101d824ec5d1fp-15, 0x1.4d12903b73ce2p-17, -0x1.9a6a821d58724p-19, 0x1.fcc428cd7da03p-21, -0x1.3c0cb473a3607p-22},
    {0x1.0a0b1554d37e7p+0, 0x1.68688d0cc6eafp-2, -0x1.f6847d02722f2p-5, 0x1.cedbd9b7dc4e5p-7, -0x1.db85898642b70p-9, 0x1.02777cfc99e0ap-10, -0x1.2280d4baac1ffp-12, 0x1.4d84457e1e695p-14, -0x1.845f4e2220185p-16, 0x1.c8b58a1d8d835p-18, -0x1.0e683921a0abep-19, 0x1.422d21eb904e0p-21, -0x1.80d3b38235888p-23},
    {0x1.151149aa20c84p+0, 0x1.595adb010c482p-2, -0x1.cdc2ccd6277c5p-5, 0x1.98221855f21dep-7, -0x1.929906ee065f4p-9, 0x1.a472ea933a44bp-11, -0x1.c630cee2e1b23p-13, 0x1.f55ec0097cdffp-15, -0x1.18c752ced8d49p-16, 0x1.3dae2b904c93ep-18, -0x1.6a07b48e80e36p-20, 0x1.9f2b2aa481977p-22, -0x1.dd70100f194eap-24},
    {0x1.1fa3f41b8d23ep+0, 0x1.4b7fc62268251p-2, -0x1.a9bc3d46869f8p-5, 0x1.69a72d8f726cfp-7, -0x1.570e36a3b0eaep-9, 0x1.58ae83efc5caep-11, -0x1.66606c0167733p-13, 0x1.7ce8036474e2ep-15, -0x1.9aea6ca0107c8p-17, 0x1.bfeb6d0aea7b3p-19, -0x1.ebe7731b7d666p-21, 0x1.0fd728da1d1efp-22, -0x1.2d5e93de2c941p-24},
    {0x1.29cc1a0729567p+0, 0x1.3eb45a8631f84p-2, -0x1.89bd79b7d5b45p-5, 0x1.41ee326e3826fp-7, -0x1.261151abd9f75p-9, 0x1.1ca54ee8a0257p-11, -0x1.1d3b8fbd02caep-13, 0x1.2447e6f817184p-15, -0x1.3014a914cab67p-17, 0x1.3fbedd625f3e9p-19, -0x1.52ce9c0af895ep-21, 0x1.695c3cdf3fb62p-23, -0x1.82ae44a1dda83p-25},
    {0x1.3391be2ecc5a4p+0, 0x1.32dabaa37a3d2p-2, -0x1.6d3301f85f3bdp-5, 0x1.1fc973db42e0cp-7, -0x1.faf431a83308ap-10, 0x1.d9599a8bc5d9ep-12, -0x1.c9b57c4852db6p-14, 0x1.c4bb74b09dc21p-16, -0x1.c6c826657166cp-18, 0x1.cdd92bea42533p-20, -0x1.d8bd4121045b8p-22, 0x1.e71fb69454b86p-24, -0x1.f7b4fe034931ap-26},
    {0x1.3cfc05babb6a6p+0, 0x1.27d93be6717b4p-2, -0x1.53a2a664d45e4p-5, 0x1.0247f60421a47p-7, -0x1.b73e289a1923cp-10, 0x1.8c16cd33e97bcp-12, -0x1.72037d8ef76a3p-14, 0x1.61af3bae110ccp-16, -0x1.576e09c7cc21ap-18, 0x1.5134c1343cad6p-20, -0x1.4dc911f01cb09p-22, 0x1.4ca69c70f7917p-24, -0x1.4cc0be0b47cf9p-26},
    {0x1.461156e03b4dcp+0, 0x1.1d99b118d9674p-2, -0x1.3ca68387f1429p-5, 0x1.d14f71318133ap-8, -0x1.7e6aff500514fp-10, 0x1.4d6a8199dab8ep-12, -0x1.2d3be2dc90296p-14, 0x1.168e8db67e70dp-16, -0x1.05baf1f0f68bep-18, 0x1.f17489ac4848ap-21, -0x1.dcacca90eec97p-23, 0x1.cbee2a0a5bdcap-25, -0x1.bd832c391b4c1p-27},
    {0x1.4ed7726f263f9p+0, 0x1.1408d83d98500p-2, -0x1.27e91c04d69aap-5, 0x1.a496d0207e107p-8, -0x1.4e740f6ea1b14p-10, 0x1.1a3a6943e1d1ap-12, -0x1.edba15e060036p-15, 0x1.ba205a93e3498p-17, -0x1.92611935f1caep-19, 0x1.727644f503721p-21, -0x1.57fa054630013p-23, 0x1.41a30f4e328dfp-25, -0x1.2dfb969076c6fp-27},
    {0x1.5753894181617p+0, 0x1.0b15e4159dff7p-2, -0x1.15224a603fa92p-5, 0x1.7d651c2b9f324p-8, -0x1.25bf7e330af74p-10, 0x1.e04dd2857708cp-13, -0x1.97211cee52865p-15, 0x1.6163f0df52c36p-17, -0x1.37d11b3f57110p-19, 0x1.1662b241cdfd4p-21, -0x1.f563d54f92cadp-24, 0x1.c6c0901483ba7p-26, -0x1.9e38093187fa9p-28},
    {0x1.5f8a4e51b112cp+0, 0x1.02b21b67f4abap-2, -0x1.0414d714c6a51p-5, 0x1.5ae7313da11d0p-8, -0x1.0307008ef1d74p-10, 0x1.9ab6994efe4a3p-13, -0x1.51af5fa091824p-15, 0x1.1c5f3cbe37d62p-17, -0x1.e6f80dbaf91f6p-20, 0x1.a5f490d62d5f7p-22, -0x1.70da853425a37p-24, 0x1.44c7814e5e8fep-26, -0x1.1f3e7d7b34720p-28},
    {0x1.6780061291a1ap+0, 0x1.f5a113159dc87p-3, -0x1.e91919935875ap-6, 0x1.3c6e7df48ea27p-8, -0x1.ca8a005c9ac30p-11, 0x1.60d64c28747ebp-13, -0x1.19a16422188cdp-15, 0x1.cc94c60b2f98dp-18, -0x1.7efecf8fb5dd2p-20, 0x1.425b12e0dda7ep-22, -0x1.11c1f58850090p-24, 0x1.d466e572f1207p-27, -0x1.92911fe8b7da6p-29},
    {0x1.6f389384fdf2bp+0, 0x1.e6cb7967e0724p-3, -0x1.ccb95c58dc3c9p-6, 0x1.2169db007133ep-8, -0x1.974cc928e7a4dp-11, 0x1.3071fd3bfe318p-13, -0x1.d834e9832f869p-16, 0x1.773b55b0d260ep-18, -0x1.2f45f3f8e24e8p-20, 0x1.f04677055e42cp-23, -0x1.99c3622cbba5dp-25, 0x1.54dc85fa36805p-27, -0x1.1ce511bc7a194p-29},
    {0x1.76b7836dbfc33p+0, 0x1.d8cf1eba77d06p-3, -0x1.b2bd6fe754285p-6, 0x1.095ff0115d8fdp-8, -0x1.6aff89d444163p-11, 0x1.07c74cb6e1c43p-13, -0x1.8dd1f05675876p-16, 0x1.336feb1a9f973p-18, -0x1.e362f9237b985p-21, 0x1.80c316990a9cap-23, -0x1.3519ffe148a4ap-25, 0x1.f465f6cd1a1c6p-28, -0x1.97070362893a1p-30},
    {0x1.7e0015fbbf7aap+0, 0x1.cb99f540a9f1fp-3, -0x1.9ae2bd73df8eap-6, 0x1.e7d59045c940ep-9, -0x1.448a41294952ap-11, 0x1.cae12c98f9568p-14, -0x1.50b6906df97f9p-16, 0x1.fa7f26f964507p-19, -0x1.83962f4b71385p-21, 0x1.2c56d5ca30f81p-23, -0x1.d5d7d21ed6506p-26, 0x1.72523fd74ad85p-28, -0x1.2559903a66601p-30},
    {0x1.8515471f3f3e0p+0, 0x1.bf1bdfbd7bca1p-3, -0x1.84ef78622b58fp-6, 0x1.c1689e18bd241p-9, -0x1.2306f6766b61bp-11, 0x1.90a01db6ef43fp-14, -0x1.1e405f71c6ed0p-16, 0x1.a35a7d730492cp-19, -0x1.3892b2b9fc4b8p-21, 0x1.d7e9b35be85b1p-24, -0x1.67a2c8b078590p-26, 0x1.14321b1306c1ap-28, -0x1.aa6b76472e936p-31},
    {0x1.8bf9d5c707ae5p+0, 0x1.b34670c7d601cp-3, -0x1.70b144128d75dp-6, 0x1.9ee7077bf8ca1p-9, -0x1.05b7ca11c9bf6p-11, 0x1.5effeff5c8ee0p-14, -0x1.e8bedef49df5ap-17, 0x1.5ce35a7fbcb41p-19, -0x1.faedec6ef4a7cp-22, 0x1.75076eec27bf7p-24, -0x1.15257216cca10p-26, 0x1.9f0b4cb7c26f7p-29, -0x1.386b68ddf77aap-31},
    {0x1.92b04a2ef4653p+0, 0x1.a80cb3e5c363ap-3, -0x1.5dfc161a859dcp-6, 0x1.7fd46eca4dc7cp-9, -0x1.d7fe5dce234eap-12, 0x1.348d2b8ae622ep-14, -0x1.a2e7beda9f8edp-17, 0x1.239a3d1da4215p-19, -0x1.9d381c11a08f1p-22, 0x1.2896d37f17ec8p-24, -0x1.ade957d323579p-27, 0x1.3a0c506f396ecp-29, -0x1.cd4c488270178p-32},
    {0x1.993afb63b848dp+0, 0x1.9d62fecc414c5p-3, -0x1.4ca9492dc6e71p-6, 0x1.63c676579bab7p-9, -0x1.aab395d03d584p-12, 0x1.1019e2ea1ed1bp-14, -0x1.68683353a436bp-17, 0x1.e99636bd8e5c7p-20, -0x1.5282c0a7371f1p-22, 0x1.da40a83b930cbp-25, -0x1.4f7dbed934610p-27, 0x1.de73d926da956p-30, -0x1.570bb0445a958p-32},
    {0x1.9f9c141995236p+0, 0x1.933ec9647f160p-3, -0x1.3c96d77c573ccp-6, 0x1.4a61caa83ab01p-9, -0x1.82b33a245e963p-12, 0x1.e15ed7f1016fbp-15, -0x1.3732d99230a0cp-17, 0x1.9cb78a3689c50p-20, -0x1.16a074a29b4bfp-22, 0x1.7d2ef5f86aab6p-25, -0x1.0757e3716579cp-27, 0x1.6ecc98ae1367dp-30, -0x1.00e1eb2f6cc19p-32},
    {0x1.a5d596eece294p+0, 0x1.89968b794311ap-3, -0x1.2da6b535ad833p-6, 0x1.3357b779bf093p-9, -0x1.5f443f7fa7678p-12, 0x1.ab068d22e7e89p-15, -0x1.0da2a6d24301ap-17, 0x1.5d4e53004682ap-20, -0x1.ccc0aa6c99464p-23, 0x1.33ee6e2b6f55dp-25, -0x1.9fbc77f1bef5ap-28, 0x1.1aec8832189e4p-30, -0x1.8347752b49de7p-33},
    {0x1.abe9622e948aap+0, 0x1.80619f2379d7fp-3, -0x1.1fbe455d5e2e3p-6, 0x1.1e642bb514ed8p-9, -0x1.3fca5f69f23cdp-12, 0x1.7bdcdc027339cp-15, -0x1.d4c8da89ea547p-18, 0x1.28c3e93f27c15p-20, -0x1.7e9ce9429047ap-23, 0x1.f3ebee1065741p-26, -0x1.49e9f2ce7acdbp-28, 0x1.b702f6827b04dp-31, -0x1.25c9c4b894baap-33},
    {0x1.b1d93325dfe25p+0, 0x1.77982736bcbb5p-3, -0x1.12c5e446a0059p-6, 0x1.0b4c16779ca39p-9, -0x1.23c11af113454p-12, 0x1.52cd092f85832p-15, -0x1.98cb2b04facaap-18, 0x1.fa180275a5501p-21, -0x1.3f0a7b3450446p-23, 0x1.97afd5ed8a4b8p-26, -0x1.0725e3b5af91cp-28, 0x1.568376f7568a1p-31, -0x1.c07144d89ffa1p-34},
    {0x1.b7a6a918ed11cp+0, 0x1.6f32f91029e3cp-3, -0x1.06a883f4a071bp-6, 0x1.f3b8181351804p-10, -0x1.0ab7b0c85e0c4p-12, 0x1.2ef0d93a8e637p-15, -0x1.658d86f147b99p-18, 0x1.b10b33afb7eecp-21, -0x1.0b160b9bcfb5bp-23, 0x1.4df182d3cc049p-26, -0x1.a5d82e6de67c9p-29, 0x1.0ca8def063ffap-31, -0x1.583f4a78f2f17p-34},
    {0x1.bd5347e5df95bp+0, 0x1.672b8944fe408p-3, -0x1.f6a6aeaa376f6p-7, 0x1.d3ce4a5f70d49p-10, -0x1.e89ba8e6c3231p-13, 0x1.0f87f9135d8a2p-15, -0x1.39a2e7ca13546p-18, 0x1.73c6ba001e372p-21, -0x1.c0e1d09587acap-24, 0x1.12b37171914e2p-26, -0x1.53b5e9c746ac5p-29, 0x1.a7a08f4c46c64p-32, -0x1.09bc8f135babcp-34},
    {0x1.c2e07a5f24956p+0, 0x1.5f7bdac459b1bp-3, -0x1.e16b13b8516bdp-7, 0x1.b68c1c180844ap-10, -0x1.c061fea471d81p-13, 0x1.e7e24049f7c33p-16, -0x1.13dfbb89db236p-18, 0x1.40331b5c48ddcp-21, -0x1.7a955f8e5e9dap-24, 0x1.c5c71d2693071p-27, -0x1.12cce7b756e24p-29, 0x1.4fa36171c8248p-32, -0x1.9c75a467d0114p-35},
    {0x1.c84f9466a9926p+0, 0x1.581e70117d328p-3, -0x1.cd8002f8324a3p-7, 0x1.9bac77e22f399p-10, -0x1.9c3479e595010p-13, 0x1.b749194bf170cp-16, -0x1.e69a4279e95f0p-19, 0x1.14a04233f1a6ap-21, -0x1.4068ec227fb0dp-24, 0x1.7843434081679p-27, -0x1.be8205f905e8cp-30, 0x1.0b2f08a5f5e9fp-32, -0x1.41be1552b6a0dp-35},
    {0x1.cda1d4d1ac264p+0, 0x1.510e3e4a7ac16p-3, -0x1.baca52a2573b3p-7, 0x1.82f286727c376p-10, -0x1.7b98b531c422bp-13, 0x1.8c5f215f2c86ap-16, -0x1.ae3da7b4dbe6cp-19, 0x1.df5ff71f3b88cp-22, -0x1.1015d14bec139p-24, 0x1.392928e5fbbf6p-27, -0x1.6c42706bfc71ap-30, 0x1.ab50f7c06d79fp-33, -0x1.f86f8563d7f09p-36},
    {0x1.d2d8671bd0f97p+0, 0x1.4a46a1bb5b3e6p-3, -0x1.a93187470cbf7p-7, 0x1.6c288f1a726dep-10, -0x1.5e24cdfb062b1p-13, 0x1.6661eea50f9e9p-16, -0x1.7d5652aa73d60p-19, 0x1.a08a7af4f12edp-22, -0x1.cf969cf880058p-25, 0x1.05952135f1e05p-27, -0x1.2a59213a9cf13p-30, 0x1.573492688bcd2p-33, -0x1.8d4fcc4bedb1ap-36},
    {0x1.d7f464ef44b6bp+0, 0x1.43c353c7b0a91p-3, -0x1.989f843cb3995p-7, 0x1.571f04280d47bp-10, -0x1.437ce662e0ee3p-13, 0x1.44ac2b0641eacp-16, -0x1.52c96120b5a4fp-19, 0x1.6aee292f53b93p-22, -0x1.8c2a0868d13a1p-25, 0x1.b6843b9203e81p-28, -0x1.ea9a9dc441e90p-31, 0x1.14cf77965cc51p-33, -0x1.3a5e2264e8da2p-36},
    {0x1.dcf6d786e2943p+0, 0x1.3d8061fcc9450p-3, -0x1.89004698293d6p-7, 0x1.43abb3ba8e6d2p-10, -0x1.2b51113a2d7a5p-13, 0x1.26b0c8bab35c5p-16, -0x1.2daa28b5f6094p-19, 0x1.3d0cbfc2d58afp-22, -0x1.538e9d1c17302p-25, 0x1.70cb10c77f080p-28, -0x1.94dde686dd5d9p-31, 0x1.c05447439134cp-34, -0x1.f3ab3e6526bddp-37},
    {0x1.e1e0b8eeb301ep+0, 0x1.377a26259389dp-3, -0x1.7a41a91f204a7p-7, 0x1.31a9170897f86p-10, -0x1.155b94f9586d2p-13, 0x1.0bf713539be4dp-16, -0x1.0d31fc8ec3116p-19, 0x1.15ab6d89e6a4ep-22, -0x1.23e0217522d60p-25, 0x1.3727a3891a9bep-28, -0x1.4f4db76065df5p-31, 0x1.6c7af261938d1p-34, -0x1.8ec8280f7204cp-37},
    {0x1.e6b2f52685146p+0, 0x1.31ad3f3efc51bp-3, -0x1.6c532fe5abf8fp-7, 0x1.20f5bb286ef07p-10, -0x1.015f763309189p-13, 0x1.e82ee512b186ep-17, -0x1.e1730f5870b41p-20, 0x1.e78bf52c91269p-23, -0x1.f72b8715989b4p-26, 0x1.075701769821cp-28, -0x1.16a587ae54c25p-31, 0x1.296dbeea470f7p-34, -0x1.3f9115fc0e734p-37},
    {0x1.eb6e6b29ea495p+0, 0x1.2c168b305c9afp-3, -0x1.5f25da7e0cc2ap-7, 0x1.1173bf4a62ad9p-10, -0x1.de4e79fb35d5fp-14, 0x1.bd7179db50076p-17, -0x1.af66d15bdcb77p-20, 0x1.ad091ddc1dcdep-23, -0x1.b2df3cda669d7p-26, 0x1.bf148aa4a7d38p-29, -0x1.d0a94050b6b5ep-32, 0x1.e730083012012p-35, -0x1.0119185bf74fcp-37},
    {0x1.f013ede072e46p+0, 0x1.26b3212f94692p-3, -0x1.52abfbce2b5d3p-7, 0x1.03086509eaf7cp-10, -0x1.bd07d65aa8203p-14, 0x1.971bff187f9c3p-17, -0x1.834f9bf2193dbp-20, 0x1.7a670c8803f1bp-23, -0x1.78d0720e05667p-26, 0x1.7c9baba6388abp-29, -0x1.84aa6ab51dc14p-32, 0x1.9067bee89abaep-35, -0x1.9f4208afb44ddp-38},
    {0x1.f4a444f8ae966p+0, 0x1.21804cbbd6de7p-3, -0x1.46d916c2e9cb3p-7, 0x1.eb37601990f76p-11, -0x1.9e9836385f795p-14, 0x1.74a949da31121p-17, -0x1.5c61be7a98215p-20, 0x1.4e79c1383332fp-23, -0x1.47522dfe9a85cp-26, 0x1.44ec75d97b376p-29, -0x1.461a9afd69849p-32, 0x1.4a322b008cf02p-35, -0x1.50976fc399181p-38},
    {0x1.f9202db0271afp+0, 0x1.1c7b891d0c224p-3, -0x1.3ba1bf37f48f5p-7, 0x1.d230253e3ceeap-11, -0x1.82b6807da3276p-14, 0x1.55a5d45a60d09p-17, -0x1.39ef983fadbe6p-20, 0x1.2845f239bf9a6p-23, -0x1.1d0357065ed4ep-26, 0x1.16226afd4e96cp-29, -0x1.126df7eeac180p-32, 0x1.11305f64b48d0p-35, -0x1.11cc73e3c6bd8p-38},
    {0x1.fd885b8a470ffp+0, 0x1.17a27d581ea2ep-3, -0x1.30fb7e842b527p-7, 0x1.bad44abae3e44p-11, -0x1.692207fa59bc9p-14, 0x1.39ad287df212cp-17, -0x1.1b64c06d5fd3bp-20, 0x1.06f87f31f763fp-23, -0x1.f1809db471661p-27, 0x1.dd68688c75219p-30, -0x1.cf3887d21526bp-33, 0x1.c57a9f88d49c2p-36, -0x1.bef92945ba6e0p-39},
    {0x1.00eebc7bf2715p+1, 0x1.12f2f88a9d18bp-3, -0x1.26dcbb2ffab6fp-7, 0x1.a500d09be698bp-11, -0x1.51a17480cbab4p-14, 0x1.2067b41bf688fp-17, -0x1.004206105155bp-20, 0x1.d3bf008677322p-24, -0x1.b32eee131b0d3p-27, 0x1.9ac2ba2f99ba8p-30, -0x1.88096f851b0edp-33, 0x1.79873a465039bp-36, -0x1.6e0df8ae06ac2p-39}};
static const double tl_psi_tab_l[56] = {0x1.0d4bfe3678b4cp-54, -0x1.eeef0d49e5f8cp-54, -0x1.cfdf11511d2c6p-55, 0x1.a53df91912776p-55, -0x1.31f1079a6d171p-55, 0x1.46ff769438ce3p-55, 0x1.35f4e8f235ac9p-55, -0x1.82f215f95d0cdp-55, 0x1.82904a991e1abp-58, 0x1.9092c125c0dd3p-55, 0x1.2f1cab19c1ba4p-56, 0x1.4522ff11b5812p-55, 0x1.bd196005acf97p-56, -0x1.754275dfea41ep-55, -0x1.fd0cf76969e2ap-55, 0x1.d900b0ddf2189p-55, -0x1.2f33f9bb32e33p-57, 0x1.43afba96917b6p-59, -0x1.1765cc64b3e57p-57, 0x1.c86b3394fdb5ap-55, -0x1.cf2a0be59b001p-54, 0x1.5d2f245187e50p-54, -0x1.e8d3279a46d47p-57, 0x1.2a106bb3a68e3p-58, -0x1.5b7966ec2ffcbp-55, -0x1.e1ce6e1737601p-54, 0x1.12351626210f6p-54, -0x1.b5410445c5c81p-55, -0x1.874df9ee96825p-54, -0x1.9e7a14169ad14p-54, -0x1.7c0dcdde4d0cfp-54, 0x1.4e945bf0f9e49p-56, -0x1.d981476a37dd3p-55, 0x1.b335640efe1e0p-54, -0x1.7ac7340dd0197p-54, 0x1.1bdf6f1b945c0p-55, -0x1.4f31ebe793009p-54, 0x1.a2605ff70c6fap-54, 0x1.44c6f99cb6463p-54, 0x1.c4744e602f2cap-55, -0x1.745e8376dc35bp-55, -0x1.7b0e76edec4adp-54, -0x1.6ebb2801c40d6p-54, 0x1.3369bb9d0d00dp-55, -0x1.382f0b8b877f2p-54, 0x1.c628d66f80f5cp-55, 0x1.5dc969ee41b90p-60, -0x1.18839c10fea2ep-55, 0x1.d454b3b60defbp-54, -0x1.d347c1c74da6fp-57, 0x1.0cb96a3c16689p-59, 0x1.d7d7a99cd1109p-54, 0x1.10d9fc6a29154p-55, 0x1.2d09bc1e286fcp-55, -0x1.00e6879a4a92ep-57, -0x1.033ee2676b7aap-53};
static const double tl_psi_tab_l1[56] = {0x1.63a295657d42ep-57, 0x1.203e39154888bp-58, -0x1.4e5bc624be62bp-57, -0x1.da2f0ced21999p-57, 0x1.60810f41c0e60p-56, -0x1.4887e5239c511p-57, -0x1.1af32f79ed9efp-60, 0x1.2b96d22a63425p-58, -0x1.b64568a6bfa13p-56, 0x1.8d6aa0e103e27p-56, 0x1.ac52a27226ed3p-55, -0x1.20e8712b78142p-58, 0x1.f5ffd44c1f8f0p-56, 0x1.467c6785ea40ep-56, -0x1.e842f8ca15b6bp-62, -0x1.6ed7ed19949c5p-56, 0x1.76e31a403edcfp-60, -0x1.e3a3479e541cep-56, 0x1.9b97abc93cdeep-56, 0x1.4a7a29b624c98p-58, 0x1.f3b73b7d99b51p-58, 0x1.51948e8ed810ap-62, -0x1.d0c347568cd64p-56, 0x1.f7acfcb663879p-58, -0x1.34d4b1ecbdec7p-57, -0x1.ac854179e1783p-56, 0x1.f5ffc02f1b5aep-56, 0x1.c5a0ff21914d2p-56, 0x1.1cc465193061cp-58, -0x1.59fb8e69b17a2p-57, 0x1.79a65e7735635p-57, -0x1.a8b28a2dfc108p-61, -0x1.29d92bd53a5d7p-59, 0x1.3d3715a7eec6ap-61, 0x1.771a02a28b6e4p-57, 0x1.8307e59aedf21p-57, 0x1.ded95595f4383p-57, -0x1.0984dcffe0a2ep-57, -0x1.b2f3dc81df501p-57, 0x1.ba62ea7be6a9bp-57, -0x1.256eff104863bp-57, -0x1.60f858afbf044p-57, -0x1.1988b223d027ap-57, -0x1.071f15ba81f31p-59, -0x1.67a39c8c5ecefp-57, -0x1.4ba05e2ccfb1cp-60, -0x1.a64f0428065dfp-59, -0x1.f16ca2b103190p-57, -0x1.ec0d4add61950p-57, -0x1.6c263d27f1989p-57, -0x1.d9103cb1421a4p-57, 0x1.b19fa0b653719p-57, -0x1.ac315f8093718p-58, 0x1.04ace9a6e2f8dp-57, 0x1.30efb9cceb2f6p-57, -0x1.fdfbf2e00ee39p-58};
static const double tl_psi_asym[14] = {0x1.5555555555555p-4, -0x1.1111111111111p-7, 0x1.0410410410410p-8, -0x1.1111111111111p-8, 0x1.f07c1f07c1f08p-8, -0x1.5995995995996p-6, 0x1.5555555555555p-4, -0x1.c5e5e5e5e5e5ep-2, 0x1.86e7f9b9fe6e8p+1, -0x1.a74ca514ca515p+4, 0x1.1975cc0ed7304p+8, -0x1.c2f0566566566p+11, 0x1.ac572aaaaaaabp+15, -0x1.dc0b1a5cfbe16p+19};
/* digamma(x) for 0 < x < 8 from the pieces: x itself, or 1 + x below 1 (s = 1; the caller
   subtracts 1/x) */
TL_INLINE tl_dd tl_digamma_piece(double x, double s) {
    double fi = tl_gamma_piece_index(x, s);
    tl_dd w = tl_dd_sel(fi < 8.0, tl_two_sum(x - (TL_PSI_X0_H - s), -TL_PSI_X0_L), tl_dd_make(1.0, 0.0));
    return tl_dd_mul(tl_gamma_piece(&tl_psi_tab[0][0], tl_psi_tab_l, tl_psi_tab_l1, x, s, fi), w);
}
/* the asymptotic series for x >= 8, with L = log x and iy = 1/x */
TL_INLINE tl_dd tl_digamma_asym(tl_dd L, tl_dd iy) {
    double w = iy.h * iy.h;
    double s = tl_psi_asym[13];
    TL_UNROLL
    for (int j = 12; j >= 0; j--) s = s * w + tl_psi_asym[j];
    tl_dd A = tl_dd_add(L, tl_dd_neg(tl_dd_make(0.5 * iy.h, 0.5 * iy.l)));
    return tl_dd_add_d(A, -(s * w));
}
/* digamma(x) for finite x > 0, `one` as tl_lgamma_pos_ */
TL_INLINE tl_dd tl_digamma_pos_(double x, int one) {
    int lo = x < 1.0, hi = x >= 8.0;
    double s = tl_sel_bits(lo, 1.0, 0.0);
    if (one && !hi && !lo)
        return tl_digamma_piece(x, s);
    tl_dd iy = tl_dd_div(tl_dd_make(1.0, 0.0), tl_dd_make(x, 0.0));
    if (one && lo)
        return tl_dd_add(tl_digamma_piece(x, s), tl_dd_neg(iy));
    if (one)
        return tl_digamma_asym(tl_log_dd(x), iy);
    tl_dd r = tl_digamma_piece(tl_sel_bits(hi, 7.9, x), s);
    tl_dd a = tl_digamma_asym(tl_log_dd(x), iy);
    return tl_dd_sel(hi, a, tl_dd_sel(lo, tl_dd_add(r, tl_dd_neg(iy)), r));
}
TL_INLINE tl_dd tl_digamma_pos(double x) { return tl_digamma_pos_(x, 0); }
static const double tl_psi_zeros[64][39] = {
    {-0x1.02172b05ee260p-1, -0x1.2cd704405bff6p-57, 0x1.f50afde5bd58dp-112, 0x1.1e12d46d5ae28p+3, 0x1.0cbb010bd488ap-51, -0x1.9e62874978640p-1, -0x1.e53e180e40e95p-55, 0x1.fbd1a9f423b40p-4, 0x1.0000000000000p+3, 0x1.02118e3b13c53p-4, -0x1.6168d467b7402p-11, 0x1.008bfe27eb6dcp-8, -0x1.d69d76e6af355p-15, 0x1.00a29e87b803bp-12, -0x1.2d820c764049fp-18, 0x1.00f1248d61324p-16, -0x1.70940ec54d8e2p-22, 0x1.015556381b62fp-20, -0x1.b3d755c06e49fp-26, 0x1.01cb924167d4bp-24, -0x1.f73d172a14145p-30, 0x1.02537a3728edcp-28, -0x1.1d63e4561cc7cp-33, 0x1.02ed0c850dfadp-32, -0x1.3f3de58f0419dp-37, 0x1.039852fb14121p-36, -0x1.612edc5b970ffp-41, 0x1.045559c1d0845p-40, -0x1.83391a864be94p-45, 0x1.05242e591002dp-44, -0x1.a55ef3fe995f5p-49, 0x1.0604df7bf8bffp-48, -0x1.c7a2beb4a54abp-53, 0x1.06f77d1ede4cdp-52, -0x1.ea06d2b98f63cp-57, 0x1.07fc1870071f5p-56, -0x1.0646c533c43bbp-60, 0x1.0912c3d8d95edp-60, -0x1.179ca14576d65p-64},
    {-0x1.92d0cbc289d4ap+0, -0x1.2262d144a30e4p-56, 0x1.4113d1be96855p-112, 0x1.3e20e129a441ep+3, -0x1.944a31365ee6bp-52, -0x1.f35db31e6a1d4p+2, -0x1.44e2a2f3927cfp-52, 0x1.b4bcd0f5d8ad8p-4, 0x1.0000000000000p+3, 0x1.3f4b97e4daf9dp-4, -0x1.b6914540decf3p-7, 0x1.84e00f75fe9aap-8, -0x1.549402ed1b1c1p-10, 0x1.f3719c2aca759p-12, -0x1.f21ff9832a761p-14, 0x1.4a0e83f636ea3p-15, -0x1.61bcc21406f6fp-17, 0x1.bba31d10b493ap-19, -0x1.eedb3df42f5e8p-21, 0x1.2d10f8f0012b7p-22, -0x1.575bf29fea111p-24, 0x1.9ae3ed76fcaf1p-26, -0x1.da68d57a4c7d8p-28, 0x1.194268193468dp-29, -0x1.46f54fa9a2504p-31, 0x1.81b7bef052304p-33, -0x1.c2151406e4bfap-35, 0x1.08bd79cc17477p-36, -0x1.358feca08fbc3p-38, 0x1.6b9b3bca268f4p-40, -0x1.a9a86d6b3357cp-42, 0x1.f38a95efce747p-44, -0x1.2495084f4495ep-45, 0x1.57343b580cfddp-47, -0x1.922c16f89e396p-49, 0x1.d7a19a98abf8ap-51, -0x1.1462fc21d0cbep-52, 0x1.441302303ad6ap-54, -0x1.7bdeec98584d1p-56},
    {-0x1.4e2c19f679e5ap+1, 0x1.c7b999bd14f47p-54, -0x1.96d9e32e367dfp-108, 0x1.5b2582701b783p+3, -0x1.ec1f096d4fce9p-51, -0x1.98a9c8ee5f509p+3, -0x1.5a6c7e5f752acp-51, 0x1.8e9f304c30d32p-4, 0x1.0000000000000p+3, 0x1.99bd233efef94p-4, -0x1.90d084fd9da4bp-6, 0x1.32d7d4249df8ap-7, -0x1.615a4578547a6p-9, 0x1.e70574fc6e0cap-11, -0x1.2b2c93553761fp-12, 0x1.8b62fb17fde5dp-14, -0x1.f2bcea70c0f1fp-16, 0x1.4405df896e120p-17, -0x1.9d21b772f6e79p-19, 0x1.0a914b374edaap-20, -0x1.555d0b51783d5p-22, 0x1.b74b0c2a1bddcp-24, -0x1.19c6e31007a93p-25, 0x1.6a33b6ced1a18p-27, -0x1.d0fde1bf0a127p-29, 0x1.2ab7b69021225p-30, -0x1.7f9a800a103c1p-32, 0x1.ecc5ebc1a8131p-34, -0x1.3c7079a26a0e4p-35, 0x1.9676c0094c48ep-37, -0x1.0507115571ca2p-38, 0x1.4f470ea1ad068p-40, -0x1.aea21aeaf6249p-42, 0x1.148f7c9f625dap-43, -0x1.6338293db762dp-45, 0x1.c8411f08f4761p-47, -0x1.2502ff0246920p-48, 0x1.785a2a11a5379p-50, -0x1.e365590fc5c32p-52},
    {-0x1.d1514b041b2a8p+1, 0x1.f71449c2a5446p-55, -0x1.e6975cc76f90bp-109, 0x1.74d47ec7ac492p+3, 0x1.3f8f2b994019ap-52, -0x1.0f036e4ba3313p+4, -0x1.0fd44aac51a2bp-51, 0x1.7575a7df26ac1p-4, 0x1.0000000000000p+3, 0x1.f94be5ed016a7p-4, -0x1.22e76b78caa89p-5, 0x1.b860d0e008d82p-7, -0x1.1d54b28db03d0p-8, 0x1.94149c680d122p-10, -0x1.0fe6461a69bbcp-11, 0x1.78c399d4eaf1ep-13, -0x1.00b0bc0225625p-14, 0x1.61270772d8572p-16, -0x1.e32f33a175699p-18, 0x1.4b99218042d3bp-19, -0x1.c64eb310d4151p-21, 0x1.3789e31d2ebf1p-22, -0x1.ab03d58f9527bp-24, 0x1.24bf82af015c2p-25, -0x1.915181c70c64bp-27, 0x1.131bad729cb94p-28, -0x1.792793fcd3c23p-30, 0x1.0289512deb664p-31, -0x1.62710951efea6p-33, 0x1.e5edda8640feap-35, -0x1.4d1853850de1cp-36, 0x1.c8a98a8b3b1f9p-38, -0x1.3908a12dbac95p-39, 0x1.ad288fc1acdfdp-41, -0x1.262e356bbbac6p-42, 0x1.934fabb305817p-44, -0x1.147675ed7add3p-45, 0x1.7b054ecc4af3ap-47, -0x1.03cfe2f0a9c53p-48},
    {-0x1.29cea5c1ccbd0p+2, -0x1.25e92119a56a9p-52, -0x1.06c66f9871ffdp-106, 0x1.8bd4130f4ee75p+3, 0x1.6694df3df9964p-55, -0x1.4a31244049061p+4, 0x1.6d1e871610f9ep-52, 0x1.6315a3e3342fbp-4, 0x1.0000000000000p+4, 0x1.2cab056653a93p-6, -0x1.7e65c96ef39f6p-9, 0x1.262456802f976p-11, -0x1.99c868b893754p-14, 0x1.2cdc522fb8de0p-16, -0x1.ada51a54ac1fbp-19, 0x1.3758a1c1bbbd8p-21, -0x1.bfb6c4124d303p-24, 0x1.433f7ec20f4aap-26, -0x1.d1bcd02fd8ed0p-29, 0x1.4fe9992c79e98p-31, -0x1.e4404503ecb3ep-34, 0x1.5d29cd294ed71p-36, -0x1.f76e741aaf86fp-39, 0x1.6af694133c256p-41, -0x1.05acf91f5301cp-43, 0x1.7950f618a05adp-46, -0x1.1006d9b517f1dp-48, 0x1.883d3981877eep-51, -0x1.1ac9539df48bcp-53, 0x1.97c0bff256079p-56, -0x1.25f8b0065f874p-58, 0x1.a7e167dff8238p-61, -0x1.3199489636152p-63, 0x1.b8a55fc61a63ep-66, -0x1.3daf9b1f48b45p-68, 0x1.ca131ac09554cp-71, -0x1.4a40509e9a7b7p-73, 0x1.dc314efdfbdd6p-76, -0x1.575040938481ep-78},
    {-0x1.6ab2ca18e6ce3p+2, -0x1.da7ecae62c5bdp-59, 0x1.49085b7d2825dp-116, 0x1.a0af5c72c8e84p+3, -0x1.9182932a0c240p-51, -0x1.802c5fd17ebafp+4, 0x1.9c2ac0c04b7d2p-51, 0x1.54d35e71931d0p-4, 0x1.0000000000000p+4, 0x1.5c36bb2d63c1fp-6, -0x1.dad61b9bf194dp-9, 0x1.758eb5765a7d8p-11, -0x1.1220824e14074p-13, 0x1.a093003102771p-16, -0x1.37194b99c076fp-18, 0x1.d4af8e8c1c40dp-21, -0x1.5f88c0640e108p-23, 0x1.083b623e98908p-25, -0x1.8ccc034fa3993p-28, 0x1.2a180d5f6bfafp-30, -0x1.bfc46b19c1a5ep-33, 0x1.50572e263b238p-35, -0x1.f9404c0dfe1fcp-38, 0x1.7b81ca4399298p-40, -0x1.1d0d7a441041dp-42, 0x1.ac378fea981dap-45, -0x1.41a4068cd0935p-47, 0x1.e32e188c79365p-50, -0x1.6aecb9cdc24d6p-52, 0x1.109959827513ap-54, -0x1.9981f00da0a27p-57, 0x1.339692870b118p-59, -0x1.ce11ca98e20afp-62, 0x1.5b117e15e3a0fp-64, -0x1.04b060b11d8dfp-66, 0x1.879dad347fbdfp-69, -0x1.262641991414fp-71, 0x1.b9e1a20e665e0p-74, -0x1.4be7996217c2fp-76},
    {-0x1.ab6b34398a4ffp+2, 0x1.9027e5b26e237p-52, -0x1.24fefe500cb03p-106, 0x1.b3cda28232d1dp+3, -0x1.9b5988bba0e08p-51, -0x1.b23832f615893p+4, -0x1.68b77aad088c4p-53, 0x1.494cbc675b016p-4, 0x1.0000000000000p+4, 0x1.8b0670f67aaabp-6, -0x1.1bfd2aea82f86p-8, 0x1.c95613f471f4bp-11, -0x1.5d9477813c5d8p-13, 0x1.11ec9107caffdp-15, -0x1.a84cd401cd7b8p-18, 0x1.4a7106b333e0cp-20, -0x1.00abb3ac5da71p-22, 0x1.8f3c29ca153dap-25, -0x1.364f2e7116fddp-27, 0x1.e2844a46197d2p-30, -0x1.771894bbcc366p-32, 0x1.239bb5b5879d8p-34, -0x1.c5647185873e6p-37, 0x1.6078dabecb4bbp-39, -0x1.120385515b13dp-41, 0x1.aa0a7cf8e7c0fp-44, -0x1.4b35088a674f6p-46, 0x1.017b9efc12f7fp-48, -0x1.90568c0b86ac0p-51, 0x1.3739c8e79da89p-53, -0x1.e3e5f25299470p-56, 0x1.782f9c2b0d58bp-58, -0x1.24731ed5b98dcp-60, 0x1.c6b47a974dbdap-63, -0x1.617dae5e3fa1ap-65, 0x1.12ce70b5d851cp-67, -0x1.ab45e10a826b5p-70, 0x1.4c2a42f31be7fp-72, -0x1.023a3f8112a44p-74},
    {-0x1.ec04b952a5368p+2, -0x1.37a62af51caacp-53, 0x1.6e3a780f75176p-107, 0x1.c57b9f5a07e4bp+3, -0x1.684294a03cb36p-51, -0x1.e11ef4f9ada39p+4, -0x1.1f61c4e088a8bp-51, 0x1.3fb46ad5ac97ep-4, 0x1.0000000000000p+4, 0x1.b9023ac7297c5p-6, -0x1.4acaf56b4899fp-8, 0x1.1059b203d2a57p-10, -0x1.ae946bad0b960p-13, 0x1.5ac5aefaa2744p-15, -0x1.14f1dcc3ec0f1p-17, 0x1.bc0c5e04d47bbp-20, -0x1.635fe2b843832p-22, 0x1.1ca1c71a4b136p-24, -0x1.c7c7eb9fb57abp-27, 0x1.6cfadbc910292p-29, -0x1.243f33358b1cep-31, 0x1.d4081d0307882p-34, -0x1.76c4f4e84af73p-36, 0x1.2c17cf8a6a438p-38, -0x1.e0977dc0fbe06p-41, 0x1.80d421a4b7269p-43, -0x1.3425ac22dbae1p-45, 0x1.ed7da5d89e54ep-48, -0x1.8b283fa3c50a5p-50, 0x1.3c6aefdc04432p-52, -0x1.fabc630e6c7a1p-55, 0x1.95c35979d7699p-57, -0x1.44e9059cb4411p-59, 0x1.042b1178ffc90p-61, -0x1.a0a7522e8d776p-64, 0x1.4da175829c205p-66, -0x1.0b26aaccb9ac6p-68, 0x1.abd61ee5bbd76p-71, -0x1.5695d052cb750p-73},
    {-0x1.1643b3352a3f5p+3, -0x1.7ad951453a497p-52, -0x1.ecb220d918c6ep-110, 0x1.d5f3731fec637p+3, -0x1.49ea89830fa15p-51, -0x1.06b5741bdf27ep+5, 0x1.a4d5c5d5353fbp-51, 0x1.3789995ab815ap-4, 0x1.0000000000000p+4, 0x1.e62434b70dcc0p-6, -0x1.79bb52aa62c39p-8, 0x1.3d88c5c65a446p-10, -0x1.0247dac80f8a8p-12, 0x1.aa55e157af8cap-15, -0x1.5da87b4211880p-17, 0x1.1f90e5d93856dp-19, -0x1.d86e16cfe6d49p-22, 0x1.8445cff49b0f2p-24, -0x1.3f08852d0a1f2p-26, 0x1.062ae5caa481cp-28, -0x1.aedb4b740eec2p-31, 0x1.620ce01d075d3p-33, -0x1.22eeef0906ee7p-35, 0x1.de236d1115056p-38, -0x1.88e6a2131925bp-40, 0x1.42dbe127557cfp-42, -0x1.094d99b12f863p-44, 0x1.b403fdeddbfccp-47, -0x1.6649996f8ab63p-49, 0x1.266a7a0cb3b46p-51, -0x1.e3dc81532c18ep-54, 0x1.8d9a955f97462p-56, -0x1.46b92f5bb5651p-58, 0x1.0c7a8cb80c90bp-60, -0x1.b93c09ddcb2bdp-63, 0x1.6a9378cc15871p-65, -0x1.29f0a1c8d1390p-67, 0x1.e9a729ce8ff68p-70, -0x1.925ceded20484p-72},
    {-0x1.367c4b1f635e4p+3, -0x1.776d89f6e1950p-52, -0x1.94fd88d4cd88fp-109, 0x1.e5621de9944cep+3, 0x1.6faced7b18e08p-51, -0x1.1bc02f3541771p+5, 0x1.02567778d7878p-49, 0x1.30769c139437ap-4, 0x1.0000000000000p+4, 0x1.0937567bf5a01p-5, -0x1.a8ba57d80271fp-8, 0x1.6bfe526a5c680p-10, -0x1.2f85d5efb0614p-12, 0x1.0016982df972fp-14, -0x1.ae049c55c1785p-17, 0x1.69caf4f67e22cp-19, -0x1.301fce739670ap-21, 0x1.ff7c86ee32ef3p-24, -0x1.ae0cbeee17f63p-26, 0x1.699a6f6dda632p-28, -0x1.300ac52cc250dp-30, 0x1.ff4b1defc7f98p-33, -0x1.ade832e5a313ep-35, 0x1.6979edab12752p-37, -0x1.2ff011f6ed9aap-39, 0x1.ff1dc452097a6p-42, -0x1.adc23a3efc033p-44, 0x1.6959f1bb0b330p-46, -0x1.2fd5328a5a2eep-48, 0x1.fef08fdc948b9p-51, -0x1.ad9c392935bcap-53, 0x1.6939fcd1332b2p-55, -0x1.2fba540006edap-57, 0x1.fec3607673d7bp-60, -0x1.ad763b0f15c5cp-62, 0x1.691a0add4186ap-64, -0x1.2f9f77c9c2a86p-66, 0x1.fe96351800c5ap-69, -0x1.ad50404dfd2bap-71},
    {-0x1.56ae014434848p+3, -0x1.6a6ede6ee3df8p-51, 0x1.769bd85f501c4p-106, 0x1.f3eb2c3f70b31p+3, -0x1.a74f4204a8a43p-52, -0x1.2fd5af99223ebp+5, 0x1.6f9d31c74c9cdp-49, 0x1.2a3fd7796f6f5p-4, 0x1.0000000000000p+4, 0x1.1ef3e028e7fc3p-5, -0x1.d7b86c1e9ffdap-8, 0x1.9b8c194477493p-10, -0x1.5ecfb38491dc1p-12, 0x1.2df405f2cf54ep-14, -0x1.02e15e401c2cbp-16, 0x1.bca001a9ee6d0p-19, -0x1.7d90f9201755dp-21, 0x1.478a5dad9c182p-23, -0x1.1921f127e0d26p-25, 0x1.e29f52e4b2123p-28, -0x1.9e40b75522b53p-30, 0x1.639248c8acf74p-32, -0x1.31339e7113c76p-34, 0x1.05f7aef5fe5d1p-36, -0x1.c1b725b92783fp-39, 0x1.82027bce82e81p-41, -0x1.4b540ff36d530p-43, 0x1.1c64a18c19643p-45, -0x1.e8368f189eeebp-48, 0x1.a30dcac6dda7fp-50, -0x1.67b10b8aa1320p-52, 0x1.34bd099724687p-54, -0x1.0900d10a007c2p-56, 0x1.c6ed41f5d9403p-59, -0x1.867b99a9f3ad0p-61, 0x1.4f2af7648e810p-63, -0x1.1fb04c561861ep-65, 0x1.eddede9d2fb17p-68, -0x1.a7e8f018612c8p-70},
    {-0x1.76da2d93df103p+3, 0x1.efa7c6ac12c96p-51, -0x1.f361ec9a211fcp-106, 0x1.00d59a9be36bfp+4, -0x1.066f252eb0e30p-52, -0x1.4313bb2ac17bap+5, 0x1.14b7fe86ecf50p-49, 0x1.24ba4d841dfafp-4, 0x1.0000000000000p+4, 0x1.344b9eca9f98cp-5, -0x1.0354b0a4bf92ap-7, 0x1.cc0c73f72839cp-10, -0x1.8ff83295d2570p-12, 0x1.5e96a973a0df1p-14, -0x1.32510dec90dbfp-16, 0x1.0bfb91c8d87a2p-18, -0x1.d4a65b82117eap-21, 0x1.99dfb693f47f8p-23, -0x1.66708b95cbb77p-25, 0x1.39785cfd067f7p-27, -0x1.12238e1dbabc5p-29, 0x1.df7cd345af5eep-32, -0x1.a353cd66c7c95p-34, 0x1.6eb7310ec281fp-36, -0x1.40b46b69f7aadp-38, 0x1.1877822c81339p-40, -0x1.ea8e0a8c9a7e7p-43, 0x1.ad019bc628d63p-45, -0x1.772e1754c64a0p-47, 0x1.481b73c758089p-49, -0x1.1ef0c617695f2p-51, 0x1.f5e0b5710baf2p-54, -0x1.b6e896665d0d7p-56, 0x1.7fd7037778087p-58, -0x1.4fae393226cd7p-60, 0x1.25904aee50e70p-62, -0x1.00bb24242dae0p-64, 0x1.c10a142847a19p-67, -0x1.88b31b47d1e0ep-69},
    {-0x1.9701cf864ba95p+3, -0x1.11f3c0c1a3c48p-51, 0x1.8dc38a3806ecdp-105, 0x1.075cca2efe328p+4, -0x1.e774c83d792c9p-50, -0x1.55923e30ac4f7p+5, -0x1.c9bb8c35949efp-51, 0x1.1fc60f368ad57p-4, 0x1.0000000000000p+4, 0x1.4942ca58e556ap-5, -0x1.1ac1d93b41575p-7, 0x1.fd603de095a3ep-10, -0x1.c2d7f58717c53p-12, 0x1.91d662cf65d1ap-14, -0x1.65327f97b03fdp-16, 0x1.3dda2f2badbcep-18, -0x1.1ab98aa734041p-20, 0x1.f70a34e14458ap-23, -0x1.bf7d8495c0d20p-25, 0x1.8e15b24c2ffe5p-27, -0x1.6221659723055p-29, 0x1.3b07d10798c38p-31, -0x1.183f4c9d123d4p-33, 0x1.f29bf9a834596p-36, -0x1.bb8e8a3fdced2p-38, 0x1.8a9532f3ab16bp-40, -0x1.5f0420b117b12p-42, 0x1.38427d967fdc4p-44, -0x1.15c8522a33e49p-46, 0x1.ee39554e9d80dp-49, -0x1.b7a7dbbc77d6cp-51, 0x1.871cc803ed440p-53, -0x1.5bedcd86672c4p-55, 0x1.35836d408620dp-57, -0x1.1356e249c9bcdp-59, 0x1.e9e092157a4f1p-62, -0x1.b3c9f54852658p-64, 0x1.83ac2d8f13b4ap-66, -0x1.58de6dbdb7349p-68},
    {-0x1.b725a99120b77p+3, 0x1.05099936de9a6p-51, -0x1.7d1a80c111162p-105, 0x1.0d94d145599e7p+4, -0x1.c70be904f1b8bp-50, -0x1.6764d78d02577p+5, 0x1.11b3a8d969480p-49, 0x1.1b4acddbe9128p-4, 0x1.0000000000000p+4, 0x1.5ddda4b6094b9p-5, -0x1.321ff649975dbp-7, 0x1.17b6aed9f8ce3p-9, -0x1.f74c7bba4e0f6p-12, 0x1.c78ee271d1d76p-14, -0x1.9b685f1c63e7bp-16, 0x1.73dcd73f3f8a1p-18, -0x1.5001a71f56fe0p-20, 0x1.2fa58335e95e7p-22, -0x1.1263c28a6189cp-24, 0x1.efe9b14531aa5p-27, -0x1.c022d24517049p-29, 0x1.94f6922e5d6dap-31, -0x1.6df2fb757876cp-33, 0x1.4ab1a0e14bd20p-35, -0x1.2ad5c25e21533p-37, 0x1.0e0ba0448fff2p-39, -0x1.e80f0d1db5ea4p-42, 0x1.b90a1c98c939fp-44, -0x1.8e8ccdaff1d99p-46, 0x1.682768a76a902p-48, -0x1.4574f8e0ba175p-50, 0x1.261a43a7255aep-52, -0x1.09c4d83b5a9cfp-54, 0x1.e0546e2fab86cp-57, -0x1.b20e1c1a8f23ep-59, 0x1.883d0e82bf3d4p-61, -0x1.62735273dc6a5p-63, 0x1.404d8ca2caa6bp-65, -0x1.2171f43039f74p-67},
    {-0x1.d74652d341c14p+3, -0x1.51bec0981dfc3p-55, -0x1.c8e3379b20053p-109, 0x1.1385cc0be45f3p+4, -0x1.47e762de79848p-51, -0x1.789be48fde576p+5, -0x1.4d053c280b07ep-51, 0x1.1735a597c7d7fp-4, 0x1.0000000000000p+4, 0x1.722055155b478p-5, -0x1.496c1d02de0c2p-7, 0x1.310edb52d18fep-9, -0x1.169ba967e6e38p-11, 0x1.ff9f25d96a38ep-14, -0x1.d4d6dad3bc3a4p-16, 0x1.adf3e56af203ap-18, -0x1.8a2ec656d9febp-20, 0x1.696d15333dc4ep-22, -0x1.4b60f2de0d26bp-24, 0x1.2fd570448ae81p-26, -0x1.1693ad476fdb0p-28, 0x1.fed70f9313edcp-31, -0x1.d4603c438d9a1p-33, 0x1.ad71175fe6ac2p-35, -0x1.89be76c0ec37ep-37, 0x1.69037f59fd80fp-39, -0x1.4b010a074f177p-41, 0x1.2f7d3164fc3adp-43, -0x1.1642df77e8cebp-45, 0x1.fe42d05572f55p-48, -0x1.d3d8562d0b60fp-50, 0x1.acf47b0a03230p-52, -0x1.894c36ec0bb50p-54, 0x1.689abe834c5bep-56, -0x1.4aa0fe745c673p-58, 0x1.2f2521a7aaf32p-60, -0x1.15f221b586787p-62, 0x1.fdaec131c2dbdp-65, -0x1.d35095c5f5d8dp-67},
    {-0x1.f76442d8ce088p+3, 0x1.e69f83449d240p-54, 0x1.f1d41a959037cp-108, 0x1.193699d305f67p+4, 0x1.94598e3c3d6d9p-53, -0x1.89453c9355675p+5, 0x1.0ce8e9c9d0f22p-50, 0x1.1377a4e63ef02p-4, 0x1.0000000000000p+4, 0x1.860ed5a484766p-5, -0x1.60a404dcc9b72p-7, 0x1.4aaf2fb0dc17ep-9, -0x1.323eb90db913cp-11, 0x1.1cf4857c0dcd9p-13, -0x1.08b1ca84f1773p-15, 0x1.ec0f58705c836p-18, -0x1.c941e1b45e6b2p-20, 0x1.a8f3dbcd5882cp-22, -0x1.8aeaef30d6e05p-24, 0x1.6f0288d12fb98p-26, -0x1.5512a3cb4f4b3p-28, 0x1.3cf81f5bebfe6p-30, -0x1.2691a1b3c6ff0p-32, 0x1.11c06a25ba21ep-34, -0x1.fccf9e859c61dp-37, 0x1.d8da6abe83df3p-39, -0x1.b76fbf71bcaf9p-41, 0x1.9861a3dee0ae8p-43, -0x1.7b855e6514f90p-45, 0x1.60b33a8d3f165p-47, -0x1.47c652225c019p-49, 0x1.309c5a8649bd4p-51, -0x1.1b15757c1431ep-53, 0x1.07140553045c6p-55, -0x1.e8f9084e0df7dp-58, 0x1.c66abc070d5e2p-60, -0x1.a64d9b65badbap-62, 0x1.887578151d05dp-64, -0x1.6cb9430e2cfe3p-66},
    {-0x1.0bbfecd60fcd2p+4, -0x1.5b03d79730b50p-50, 0x1.ee9e2459e340fp-109, 0x1.1ead1ba1d4750p+4, -0x1.d0add4e07a78fp-52, -0x1.996cb85c4af73p+5, 0x1.b8d9ba3137901p-51, 0x1.1004ca7c0cb6ap-4, 0x1.0000000000000p+4, 0x1.99aceb3c66f43p-5, -0x1.77c5e5773695fp-7, 0x1.648f84cd22f21p-9, -0x1.4e835b2de667cp-11, 0x1.3b287ab87b3bcp-13, -0x1.287ac8ce9a3c2p-15, 0x1.170f82d75f134p-17, -0x1.069d0a1ca913ap-19, 0x1.ee4e76362fb4fp-22, -0x1.d131c7627aa78p-24, 0x1.b5cd103c86a85p-26, -0x1.9c04f18119cf3p-28, 0x1.83c19e9a9df94p-30, -0x1.6cec06dfec88ap-32, 0x1.576eaf8be4308p-34, -0x1.43354ddbff3ccp-36, 0x1.302ccfb4be93dp-38, -0x1.1e43402ecf2e8p-40, 0x1.0d67b9df0de13p-42, -0x1.fb14ab9b52ac8p-45, 0x1.dd3839aaef380p-47, -0x1.c11df2caec8a5p-49, 0x1.a6ab54855bfb3p-51, -0x1.8dc76c0716b5ap-53, 0x1.765abe9985c8ap-55, -0x1.604f337bc4297p-57, 0x1.4b8fff0ad1bf3p-59, -0x1.38098f239c3e5p-61, 0x1.25a978ace55a4p-63, -0x1.145e66376d861p-65},
    {-0x1.1bccb2c0db753p+4, -0x1.277b1b18b6e89p-51, 0x1.adb2bdc324c9ap-105, 0x1.23ee63ed14187p+4, 0x1.7f1695f9adcefp-50, -0x1.a91c964454e1fp+5, -0x1.36ff270ca5ebap-50, 0x1.0cd34fc922b37p-4, 0x1.0000000000000p+4, 0x1.acfe22a3df533p-5, -0x1.8ed05c5291793p-7, 0x1.7ea8c62b863f9p-9, -0x1.6b5ebb29c573dp-11, 0x1.5a5ec112773a6p-13, -0x1.49ba90fd79b65p-15, 0x1.3a095f58251e7p-17, -0x1.2b0a7863eca90p-19, 0x1.1cc744d1282bap-21, -0x1.0f30b98d19606p-23, 0x1.0240a955b0569p-25, -0x1.ebdcdfbeebb23p-28, 0x1.d4658410a5135p-30, -0x1.be0cb91db207cp-32, 0x1.a8c4e0dbbe1f9p-34, -0x1.9480f0e750979p-36, 0x1.81348476558bep-38, -0x1.6ed3cbf8a2ac7p-40, 0x1.5d5388d89f7b1p-42, -0x1.4ca90597521e5p-44, 0x1.3cca0f96879adp-46, -0x1.2dacf0bdb33f3p-48, 0x1.1f486992c92e4p-50, -0x1.1193ab8e31145p-52, 0x1.048653b867d61p-54, -0x1.f030cb0fcb118p-57, 0x1.d8848bfc6dd3fp-59, -0x1.c1f96e0131a39p-61, 0x1.ac81a5d2f3585p-63, -0x1.981010a02c304p-65},
    {-0x1.2bd89365e9bbcp+4, 0x1.bf2dff73ec7d7p-51, -0x1.927904ffb8fc5p-105, 0x1.28fedb80ff25ap+4, 0x1.f9a9302ac52c9p-56, -0x1.b85dc5ef5d0c0p+5, 0x1.07ac4de1cdbb3p-53, 0x1.09db26859110ep-4, 0x1.0000000000000p+4, 0x1.c005d0e795560p-5, -0x1.a5c25866ff8afp-7, 0x1.98f4c3d89be8fp-9, -0x1.88c715633c421p-11, 0x1.7a8ba32ac32eep-13, -0x1.6c65e8624e773p-15, 0x1.5eed3656a6116p-17, -0x1.51e7640336e11p-19, 0x1.456190e80efc2p-21, -0x1.39511bb872732p-23, 0x1.2db3a6643b037p-25, -0x1.228441dc63183p-27, 0x1.17bf13749121ep-29, -0x1.0d601797ccb87p-31, 0x1.03638af517e29p-33, -0x1.f38b8a380d30ep-36, 0x1.e106869ee0dacp-38, -0x1.cf314643c968bp-40, 0x1.be054538055f4p-42, -0x1.ad7c3d27cca00p-44, 0x1.9d9023604fdd4p-46, -0x1.8e3b267f3d156p-48, 0x1.7f77ac5bc44e5p-50, -0x1.71404ff771d47p-52, 0x1.638fdf86a0b43p-54, -0x1.56615a8a3a02cp-56, 0x1.49afeffbf146bp-58, -0x1.3d76fc8bb055bp-60, 0x1.31b208edc4f92p-62, -0x1.265cc8391f464p-64},
    {-0x1.3be3a99ba082fp+4, 0x1.7706c7df831a0p-51, -0x1.b3463b51a9d22p-105, 0x1.2de25e701212ap+4, 0x1.48f8d9eaf6719p-52, -0x1.c738229620192p+5, -0x1.a62bd1940dd65p-51, 0x1.07159917df44cp-4, 0x1.0000000000000p+4, 0x1.d2c7155bee1e9p-5, -0x1.bc9b0a2dbabd3p-7, 0x1.b36e0dc1e2a1ap-9, -0x1.a6b392dcac946p-11, 0x1.9ba44c1fa0e9dp-13, -0x1.907226eee7b8ep-15, 0x1.85b312516f1b9p-17, -0x1.7b3170b430673p-19, 0x1.70fc818d8e774p-21, -0x1.670c803beb76ep-23, 0x1.5d617bd7df93ap-25, -0x1.53f8f3b1c6746p-27, 0x1.4ad154fa90dcfp-29, -0x1.41e8cd894a8c5p-31, 0x1.393db0ba65cddp-33, -0x1.30ce550f03acap-35, 0x1.28991f50ebc22p-37, -0x1.209c7e693d8c7p-39, 0x1.18d6ec5fee55fp-41, -0x1.1146eda1b0dfdp-43, 0x1.09eb10dd20a0dp-45, -0x1.02c1eeafa8c43p-47, 0x1.f79452ca6bc9cp-50, -0x1.ea04d9682299ap-52, 0x1.dcd2daf8e34b0p-54, -0x1.cffbd3124ceb9p-56, 0x1.c37d4ea45cfc4p-58, -0x1.b754eb81c6564p-60, 0x1.ab8057eb8d3f0p-62, -0x1.9ffd521fc1b26p-64},
    {-0x1.4bee0bf2c8a59p+4, 0x1.0e13b5b8642eep-50, -0x1.2f40895427ac1p-104, 0x1.329c5305dbdd3p+4, -0x1.19018772f2912p-52, -0x1.d5b2a0a1b358bp+5, -0x1.01d3be4fdcb73p-49, 0x1.047d034dd69d1p-4, 0x1.0000000000000p+4, 0x1.e544dc7764d03p-5, -0x1.d359d70d1c433p-7, 0x1.ce0fd63d62bb3p-9, -0x1.c51c2ae970304p-11, 0x1.bd9eafc086422p-13, -0x1.b5d52da727de7p-15, 0x1.ae531af05ee20p-17, -0x1.a6e5d50352ddcp-19, 0x1.9f9d785424a8cp-21, -0x1.9873d8282069ap-23, 0x1.916a476831df6p-25, -0x1.8a7f996586914p-27, 0x1.83b37b40cefa1p-29, -0x1.7d055444b062dp-31, 0x1.7674a643c5a9ep-33, -0x1.7000ed3a145b5p-35, 0x1.69a9aa19bef30p-37, -0x1.636e5f1ebda26p-39, 0x1.5d4e90fd1b540p-41, -0x1.5749c66ed2b30p-43, 0x1.515f884d7f8d0p-45, -0x1.4b8f617d657d6p-47, 0x1.45d8dee852c69p-49, -0x1.403b8f736766dp-51, 0x1.3ab703f6c7501p-53, -0x1.354acf34dbb2ep-55, 0x1.2ff685d1ed00fp-57, -0x1.2ab9be4bd12b1p-59, 0x1.259410f1c4352p-61, -0x1.208517dc62dcep-63},
    {-0x1.5bf7cd8e6df44p+4, -0x1.60f941f9df359p-50, 0x1.b0fa744edcaecp-106, 0x1.372fbc2d4f2e0p+4, 0x1.1e26dd8a93f1bp-50, -0x1.e3d371dcad851p+5, 0x1.8510046e744dep-49, 0x1.020c9c6482eeap-4, 0x1.0000000000000p+4, 0x1.f781e30b61a23p-5, -0x1.e9fe4f5d7f266p-7, 0x1.e8d5da184238ep-9, -0x1.e3f989bbbd33ep-11, 0x1.e07175fe8f8e7p-13, -0x1.dc855d980f024p-15, 0x1.d8c59a37c0292p-17, -0x1.d5016daa1057fp-19, 0x1.d148f459fed86p-21, -0x1.cd96b2a1f33bap-23, 0x1.c9ec6819313b1p-25, -0x1.c6496a8e5c502p-27, 0x1.c2adde98ad3c1p-29, -0x1.bf19a3e393a63p-31, 0x1.bb8cb14dd3227p-33, -0x1.b806f61df1717p-35, 0x1.b488644c8834fp-37, -0x1.b110ed1372619p-39, 0x1.ada08213dd49ep-41, -0x1.aa3714f3aedefp-43, 0x1.a6d4977e2a375p-45, -0x1.a378fb98b768ep-47, 0x1.a024334654ef8p-49, -0x1.9cd630a6232c5p-51, 0x1.998ee5f39399bp-53, -0x1.964e45860c55ap-55, 0x1.931441d0baf5fp-57, -0x1.8fe0cd6258287p-59, 0x1.8cb3dae4f1025p-61, -0x1.898d5d1daf00ap-63},
    {-0x1.6c00fec99a5e1p+4, -0x1.44cb98150508ap-50, 0x1.8bb4f5798aed1p-105, 0x1.3b9f4856da69fp+4, 0x1.793528276aa66p-52, -0x1.f1a022884991cp+5, 0x1.9b89d3dcfef7ap-50, 0x1.ff809b32d0f57p-5, 0x1.0000000000000p+4, 0x1.04c05cca7e1b8p-4, -0x1.0044133808491p-6, 0x1.01de2679f4a11p-8, -0x1.01a27d7120abep-10, 0x1.0209f488bd309p-12, -0x1.023cc7b07e769p-14, 0x1.02818015000bap-16, -0x1.02c066d0982acp-18, 0x1.03015628e6bbcp-20, -0x1.0341ae057162fp-22, 0x1.03824de411f0fp-24, -0x1.03c2eb3985e23p-26, 0x1.04039edd42776p-28, -0x1.0444608c8a4bfp-30, 0x1.0485330d3449bp-32, -0x1.04c6157807f7cp-34, 0x1.0507081f6bcd5p-36, -0x1.05480aed47892p-38, 0x1.05891dee56953p-40, -0x1.05ca4123bad4cp-42, 0x1.060b7492750aap-44, -0x1.064cb83e3d220p-46, 0x1.068e0c2b39f1ep-48, -0x1.06cf705d6eb2bp-50, 0x1.0710e4d8ebd36p-52, -0x1.075269a1beb45p-54, 0x1.0793febbf7134p-56, -0x1.07d5a42ba53d3p-58, 0x1.081759f4daa8fp-60, -0x1.0859201ba9c3cp-62},
    {-0x1.7c09adb82cab7p+4, 0x1.d63854e815fc4p-51, 0x1.85f69622a8a7ep-106, 0x1.3fed5da4d85e6p+4, 0x1.01ae8aa032bc0p-50, -0x1.ff1db0fe54ff5p+5, 0x1.1ef128122babfp-49, 0x1.fb2923e9aa49dp-5, 0x1.0000000000000p+4, 0x1.0da1e3bec2c85p-4, -0x1.0b7b9612f51f0p-6, 0x1.0f5fe48422128p-8, -0x1.117c2b7de1a4ap-10, 0x1.143ef2f17b2cap-12, -0x1.16d485a8e1c94p-14, 0x1.1981f29c9a2cdp-16, -0x1.1c3025c4c9b66p-18, 0x1.1ee6d28b5bc30p-20, -0x1.21a37ce48d3c1p-22, 0x1.24670d2cbc337p-24, -0x1.27314bcc5f69ap-26, 0x1.2a026122a8b5bp-28, -0x1.2cda55e529735p-30, 0x1.2fb93d85a9e8fp-32, -0x1.329f281b7b033p-34, 0x1.358c27124e4bbp-36, -0x1.38804b9c5a156p-38, 0x1.3b7ba7371403dp-40, -0x1.3e7e4b7f9f549p-42, 0x1.41884a41d181cp-44, -0x1.4499b573c0817p-46, 0x1.47b29f37c9f17p-48, -0x1.4ad319dc75096p-50, 0x1.4dfb37dd0c68ep-52, -0x1.512b0be1fc2cep-54, 0x1.5462a8c145401p-56, -0x1.57a2217eeb035p-58, 0x1.5ae9894d6440ap-60, -0x1.5e38f38e0c732p-62},
    {-0x1.8c11e68c26cbcp+4, -0x1.7b92945c2511ap-50, 0x1.f46e22a9ffd1cp-106, 0x1.441c23f334f5bp+4, -0x1.21aace7e0c4a8p-53, -0x1.0628508b816d5p+6, -0x1.6fe4dc3fa1bccp-49, 0x1.f70cb9ec9a1d1p-5, 0x1.0000000000000p+4, 0x1.1666a71a7645ap-4, -0x1.16a5a3e09fc46p-6, 0x1.1ceea0cd232e1p-8, -0x1.2186fa073455fp-10, 0x1.26d3e7333ecc7p-12, -0x1.2c05c10d36d00p-14, 0x1.316085e8bfea9p-16, -0x1.36ce067409c98p-18, 0x1.3c5622aaafedap-20, -0x1.41f6d18f83568p-22, 0x1.47b1575dfb2c0p-24, -0x1.4d85e352a2dbcp-26, 0x1.5375034a44b91p-28, -0x1.597f289753dbfp-30, 0x1.5fa4d0dcb22fap-32, -0x1.65e6788fff7c1p-34, 0x1.6c449f7f41299p-36, -0x1.72bfc75eab419p-38, 0x1.7958745102db4p-40, -0x1.800f2cc85ca30p-42, 0x1.86e4799ea986cp-44, -0x1.8dd8e61c059aap-46, 0x1.94ed0003545dbp-48, -0x1.9c21579d09470p-50, 0x1.a3767fc2cf7a6p-52, -0x1.aaed0deb2ce62p-54, 0x1.b2859a356d7ebp-56, -0x1.ba40bf75be6ecp-58, 0x1.c21f1b418284fp-60, -0x1.ca214dfbde179p-62},
    {-0x1.9c19b3e62b0fdp+4, 0x1.78f2752af50aap-50, 0x1.3f871d64ab64ep-105, 0x1.482d8d2b2e895p+4, -0x1.1652f6bf9d917p-55, -0x1.0c9e861d07820p+6, 0x1.e56d478f89456p-49, 0x1.f3260cea781afp-5, 0x1.0000000000000p+4, 0x1.1f0fb60d7fdf2p-4, -0x1.21c239d759c75p-6, 0x1.2a88fbcf8428ep-8, -0x1.31c04c071fc82p-10, 0x1.39c53eca0246dp-12, -0x1.41cc83032bc59p-14, 0x1.4a19b099d35b1p-16, -0x1.529807cbcfc1dp-18, 0x1.5b50335d94466p-20, -0x1.64413bb8d0800p-22, 0x1.6d6d66f90615ap-24, -0x1.76d5f642856e9p-26, 0x1.807c8e4b09d31p-28, -0x1.8a62c073457b7p-30, 0x1.948a326ae9135p-32, -0x1.9ef491711c1acp-34, 0x1.a9a396e93f70cp-36, -0x1.b4990737b9020p-38, 0x1.bfd6b285312f3p-40, -0x1.cb5e74e39037fp-42, 0x1.d73236a9e9029p-44, -0x1.e353ecc0ea235p-46, 0x1.efc598f72ca0ap-48, -0x1.fc894a55bb474p-50, 0x1.04d08ebbb60fcp-51, -0x1.0b879e712189ep-53, 0x1.126af0b199e23p-55, -0x1.197ba9361d170p-57, 0x1.20baf33a70be2p-59, -0x1.282a01aea3369p-61},
    {-0x1.ac211f160c1b4p+4, 0x1.46b0a582b43e1p-50, -0x1.0daa97e8313cep-104, 0x1.4c235c39c7629p+4, -0x1.a159d69986afcp-52, -0x1.12f35764e5b29p+6, -0x1.ed19b05144b07p-48, 0x1.ef7074f9f2629p-5, 0x1.0000000000000p+4, 0x1.279e0f998d9d1p-4, -0x1.2cd15d0a094cbp-6, 0x1.382db8112597cp-8, -0x1.4225b69ae2ddep-10, 0x1.4d0f9e6454092p-12, -0x1.5825025d3ed2fp-14, 0x1.63a9fee4fcbe5p-16, -0x1.6f8c18e07841dp-18, 0x1.7bd5b2848fb8dp-20, -0x1.8887d92764243p-22, 0x1.95a6d6271f083p-24, -0x1.a33609e63054bp-26, 0x1.b1394aae3702ap-28, -0x1.bfb47248495e1p-30, 0x1.ceab851e82736p-32, -0x1.de22a6ca6c014p-34, 0x1.ee1e1f5e1e8fap-36, -0x1.fea25b36166f6p-38, 0x1.07d9f652f1361p-39, -0x1.10abc68b06a95p-41, 0x1.19c90f2fb28dfp-43, -0x1.2334561063fe8p-45, 0x1.2cf036930059ap-47, -0x1.36ff626c62fb9p-49, 0x1.4164a25f562e8p-51, -0x1.4c22d701d46b3p-53, 0x1.573cf988ea115p-55, -0x1.62b61c9b64f43p-57, 0x1.6e916d2b8fb3bp-59, -0x1.7ad2335833ef8p-61},
    {-0x1.bc28304f0b1aap+4, -0x1.0249e16649a75p-53, -0x1.5375e8fba7b72p-108, 0x1.4fff2aebf5f40p+4, 0x1.8076e6406e5c7p-51, -0x1.192879b6c27b1p+6, 0x1.ec44f0c62754bp-48, 0x1.ebe7d87a72afcp-5, 0x1.0000000000000p+4, 0x1.3012a3d0d72c1p-4, -0x1.37d318fe84c16p-6, 0x1.45dbb60efad62p-8, -0x1.52b4fbf28e31ep-10, 0x1.60afdd2d677f7p-12, -0x1.6f0ba0b70e410p-14, 0x1.7e0e128bf2b73p-16, -0x1.8da81c4bed55cp-18, 0x1.9de715ac110dep-20, -0x1.aecf5ebcabe93p-22, 0x1.c068a885f3107p-24, -0x1.d2b9eca8aed3ep-26, 0x1.e5cac49bad960p-28, -0x1.f9a2fcbbfd8fcp-30, 0x1.07255e2dba117p-31, -0x1.11e53e7c2304ep-33, 0x1.1d1588da7d219p-35, -0x1.28bad4d3be1c4p-37, 0x1.34d9ea06537dcp-39, -0x1.4177c20825a2ap-41, 0x1.4e998a774b24fp-43, -0x1.5c44a718226e0p-45, 0x1.6a7eb40c42e9bp-47, -0x1.794d881fb3de1p-49, 0x1.88b7372e7fcafp-51, -0x1.98c214a33fb7dp-53, 0x1.a974b60fc43e2p-55, -0x1.bad5f5e0e2ab3p-57, 0x1.ccecf62e85979p-59, -0x1.dfc123a9275bfp-61},
    {-0x1.cc2eeed275f6bp+4, -0x1.bc0a1578fc125p-50, -0x1.351d06030ac92p-104, 0x1.53c26ee500cf1p+4, -0x1.360026e268b72p-54, -0x1.1f3f7e513505fp+6, -0x1.92dd69f8a8634p-48, 0x1.e88896c504a48p-5, 0x1.0000000000000p+4, 0x1.386e54fa9f326p-4, -0x1.42c77e8389133p-6, 0x1.5391f0c0adc6fp-8, -0x1.636c06e554032p-10, 0x1.74a3009bc3d15p-12, -0x1.867ce7ca4a460p-14, 0x1.9942a2ae8590dp-16, -0x1.ace9eb0913f04p-18, 0x1.c1849fe77adaap-20, -0x1.d71c209b76724p-22, 0x1.edbd5434e1cfdp-24, -0x1.02ba5effd83c6p-25, 0x1.0f27e80a26f11p-27, -0x1.1c2e4302216fap-29, 0x1.29d4c83cb7e11p-31, -0x1.382328e06d796p-33, 0x1.4721752855cb0p-35, -0x1.56d8204d8c20fp-37, 0x1.6750057f8df0ap-39, -0x1.78926cd08f22ep-41, 0x1.8aa910765bf7ap-43, -0x1.9d9e2243f25eap-45, 0x1.b17c5169052f7p-47, -0x1.c64ed07754c02p-49, 0x1.dc215bb258935p-51, -0x1.f3003fac6d17dp-53, 0x1.057c301aaee9fp-54, -0x1.120b9fcf151ebp-56, 0x1.1f35832b10530p-58, -0x1.2d014572cc584p-60},
    {-0x1.dc356112ae729p+4, -0x1.0c78355f478f1p-51, 0x1.7c668b19a6911p-109, 0x1.576e7dd85ebc4p+4, -0x1.784fa154c3bb6p-50, -0x1.2539d671c7bdbp+6, 0x1.8c2b8544e3726p-48, 0x1.e54f76a8c6b6fp-5, 0x1.0000000000000p+4, 0x1.40b1f89ee01fap-4, -0x1.4daea2ba2e981p-6, 0x1.614f7a9a29cddp-8, -0x1.7448e7117bbe1p-10, 0x1.88e638b2d7400p-12, -0x1.9e7586f7d90c8p-14, 0x1.b5447b7f8b825p-16, -0x1.cd4f56e1320efp-18, 0x1.e6ae670051243p-20, -0x1.00b90cc4c395dp-21, 0x1.0ed7651a16b92p-23, -0x1.1dbc7afa02857p-25, 0x1.2d7346a4c5816p-27, -0x1.3e074d303e8a4p-29, 0x1.4f84ba57280aap-31, -0x1.61f863b7b3429p-33, 0x1.756fd41bcfbe9p-35, -0x1.89f954cd23cd0p-37, 0x1.9fa3f844523a4p-39, -0x1.b67fa527ea968p-41, 0x1.ce9d21fd574fep-43, -0x1.e80e2176cbc53p-45, 0x1.0172a7b8752f6p-46, -0x1.0f9b2f533f596p-48, 0x1.1e8b0b92b2228p-50, -0x1.2e4d32c76f5d4p-52, 0x1.3eed359758ba9p-54, -0x1.5077477a5e1c4p-56, 0x1.62f847aeca912p-58, -0x1.767dcaaba1c93p-60},
    {-0x1.ec3b8cd027c0fp+4, -0x1.302f44068f350p-50, -0x1.9246544d9d5b7p-104, 0x1.5b049127fa501p+4, 0x1.72bb3c1f3e870p-50, -0x1.2b18d6d4590b4p+6, 0x1.5c8da25092322p-50, 0x1.e23997ec1f85ap-5, 0x1.0000000000000p+4, 0x1.48de587adc9dcp-4, -0x1.58889e4946747p-6, 0x1.6f137af628fa9p-8, -0x1.8549cd7351addp-10, 0x1.9d76dca87a76ep-12, -0x1.b6f25100f0ab8p-14, 0x1.d2107de4a371ap-16, -0x1.eed62c7cb4d87p-18, 0x1.06b22c083676ap-19, -0x1.16ea78d11d24ep-21, 0x1.28233f12bb417p-23, -0x1.3a6c3625d05b0p-25, 0x1.4dd6368275621p-27, -0x1.6273159a2ccd7p-29, 0x1.7855c71d0ba7dp-31, -0x1.8f9268e06f50fp-33, 0x1.a83e572ae249cp-35, -0x1.c2703fbfa1261p-37, 0x1.de4036e8d78d2p-39, -0x1.fbc7cd89e059cp-41, 0x1.0d911452689ffp-42, -0x1.1e360d263f5cfp-44, 0x1.2fe21e1199e13p-46, -0x1.42a585bdb6c7cp-48, 0x1.5691839aba893p-50, -0x1.6bb867ba7b850p-52, 0x1.822da3a5edea1p-54, -0x1.9a05dc3ca465bp-56, 0x1.b356fcaed4fe9p-58, -0x1.ce384aa353464p-60},
    {-0x1.fc4177318ce68p+4, -0x1.82947719a7facp-51, -0x1.cc79ae12c75e1p-105, 0x1.5e85c9012ebe3p+4, -0x1.7a5475cbd5fe1p-50, -0x1.30ddbab72e0b0p+6, 0x1.cbc562ed844d0p-48, 0x1.df4467398cbe8p-5, 0x1.0000000000000p+4, 0x1.50f43360667c3p-4, -0x1.63558cb2fdb39p-6, 0x1.7cdd2bd8d7fccp-8, -0x1.966d0961f564cp-10, 0x1.b25267e1b5f4fp-12, -0x1.cff039ec2c64cp-14, 0x1.efa39f069ab4dp-16, -0x1.08be1a92d986fp-17, 0x1.1ad31dcd4c0a6p-19, -0x1.2e240236d25f2p-21, 0x1.42c6b6bdb641ep-23, -0x1.58d22fac47295p-25, 0x1.705f1a8a7a107p-27, -0x1.8987c75578a56p-29, 0x1.a468565792026p-31, -0x1.c11ed23b56f59p-33, 0x1.dfcb536040ae3p-35, -0x1.0048119447c0fp-36, 0x1.11c8f13e22110p-38, -0x1.247bd955752abp-40, 0x1.3875b096f20c3p-42, -0x1.4dcccb305ac6dp-44, 0x1.649903b63e8bfp-46, -0x1.7cf3d5cdbc682p-48, 0x1.96f87aa89465ep-50, -0x1.b2c40773363fbp-52, 0x1.d0758dd6de3dfp-54, -0x1.f02e3eb412599p-56, 0x1.0908c79e2957fp-57, -0x1.1b22b04a3a9acp-59},
    {-0x1.0623926bff0b3p+5, -0x1.780a232142753p-50, -0x1.12177d1f1d4d5p-105, 0x1.61f32f0dbd6d0p+4, -0x1.f90394ff7e8fbp-50, -0x1.3689a6780d225p+6, 0x1.d1fb28e168279p-52, 0x1.dc6d9400f4cd1p-5, 0x1.0000000000000p+4, 0x1.58f43e01acd2bp-4, -0x1.6e158bc6a8162p-6, 0x1.8aabd7fcc5982p-8, -0x1.a7b105e3c4067p-10, 0x1.c776773bfd9c4p-12, -0x1.e96c5512eab15p-14, 0x1.06fd73eb7cd30p-15, -0x1.1a9f9c240a065p-17, 0x1.2fb9dc9906d27p-19, -0x1.466733368c9aep-21, 0x1.5ec61312a1f2ep-23, -0x1.78f6bd38490b0p-25, 0x1.951c025ba605bp-27, -0x1.b35b3fe6798b1p-29, 0x1.d3dca19affe2bp-31, -0x1.f6cb51b4495b1p-33, 0x1.0e2ad9f5ebb03p-34, -0x1.2256d1433440bp-36, 0x1.3804585b0a065p-38, -0x1.4f5038d84dcb1p-40, 0x1.68596294c689ep-42, -0x1.834114bda818fp-44, 0x1.a02b09fa6c454p-46, -0x1.bf3da7df38cd3p-48, 0x1.e0a231ea49604p-50, -0x1.02428027f704ap-51, 0x1.158add6ef7989p-53, -0x1.2a43cc22436d2p-55, 0x1.4088d10c7d668p-57, -0x1.58777ef614059p-59},
    {-0x1.0e264cf80fe3ep+5, -0x1.bd8bc9ade726cp-50, -0x1.74e3478a2e74ap-104, 0x1.654db8c9fe785p+4, 0x1.8d272a005ecdap-50, -0x1.3c1da9dad4bf8p+6, -0x1.d1aeb56bec056p-50, 0x1.d9b307f01c1c8p-5, 0x1.0000000000000p+4, 0x1.60df23ab4f671p-4, -0x1.78c8bb29c5450p-6, 0x1.987ed91ecc5d1p-8, -0x1.b914474e6c75bp-10, 0x1.dce0c699a6ea2p-12, -0x1.01b1e9a9c5b2dp-13, 0x1.1689ba471db4fp-15, -0x1.2d0e7e5ca3206p-17, 0x1.45662d5f78faep-19, -0x1.5fb57515eb501p-21, 0x1.7c256660a5486p-23, -0x1.9ae1ee08b8499p-25, 0x1.bc1aac7cc5db9p-27, -0x1.e0030f7bde65dp-29, 0x1.036958ac0f351p-30, -0x1.1862d4fcb01a5p-32, 0x1.2f0e76c85a950p-34, -0x1.478f5850d0ab5p-36, 0x1.620b6a71a5b15p-38, -0x1.7eabaf583be4ep-40, 0x1.9d9c7a0562708p-42, -0x1.bf0db2ee20035p-44, 0x1.e333222a15b73p-46, -0x1.05225fd07e49ep-47, 0x1.1a3f84d9e9d73p-49, -0x1.3111b173e4c6ap-51, 0x1.49bc3b91faaf1p-53, -0x1.6465548f4f682p-55, 0x1.81364451c2a04p-57, -0x1.a05ba93524298p-59},
    {-0x1.1628ed20478adp+5, -0x1.6263e66007ebdp-50, 0x1.901063e42688cp-104, 0x1.6896498e674fep+4, 0x1.68409f4c09f0ep-50, -0x1.419ac206f7133p+6, -0x1.0b7b3adc93b63p-48, 0x1.d712dfb8752d4p-5, 0x1.0000000000000p+4, 0x1.68b586ee59d38p-4, -0x1.836f3bf4433f9p-6, 0x1.a655967f9f7d3p-8, -0x1.ca9569289f518p-10, 0x1.f28f2ea9acb7bp-12, -0x1.0eea00b2b6c0ap-13, 0x1.26753a12b6fadp-15, -0x1.4009a4e7e84e2p-17, 0x1.5bd7c7b5e9973p-19, -0x1.7a101270678edp-21, 0x1.9ae891306dc00p-23, -0x1.be9b8ddaf06a8p-25, 0x1.e5688885e64a0p-27, -0x1.07ca3ca97e77cp-28, 0x1.1eb52d2856972p-30, -0x1.379dd3e83c58ep-32, 0x1.52b079704e2fcp-34, -0x1.701d3f1d57649p-36, 0x1.901874c894ac4p-38, -0x1.b2daf5c0d32dbp-40, 0x1.d8a28de14fd75p-42, -0x1.00d933b6d78ddp-43, 0x1.1729c13d30526p-45, -0x1.2f6a9b5a34f06p-47, 0x1.49c6e037deb84p-49, -0x1.666d6cfb60cf3p-51, 0x1.85913115cffc2p-53, -0x1.a76988d1cb7bcp-55, 0x1.cc329fbf240f5p-57, -0x1.f42ddbab7a301p-59},
    {-0x1.1e2b749b1870cp+5, -0x1.28a24415882dap-49, 0x1.fb728ad074c18p-103, 0x1.6bcdb45800817p+4, -0x1.f6dbb4d2ac5e1p-50, -0x1.4701db46db1b7p+6, -0x1.3cde84e0b2ee3p-50, 0x1.d48b64e78f3b6p-5, 0x1.0000000000000p+4, 0x1.7078023ba93f1p-4, -0x1.8e09305cbf4abp-6, 0x1.b42f83933a492p-8, -0x1.dc331c44d9ddep-10, 0x1.043fd171f5ea8p-11, -0x1.1c5d2325e89d5p-13, 0x1.36be93e6ad9aap-15, -0x1.538ff428db2bep-17, 0x1.730e572349856p-19, -0x1.9578395671648p-21, 0x1.bb1344f37ac47p-23, -0x1.e42b27af96ad3p-25, 0x1.08895ca043c33p-26, -0x1.21123a1f29592p-28, 0x1.3be19db1eb8dep-30, -0x1.592d8dfe901cfp-32, 0x1.7931149b58dc4p-34, -0x1.9c2cb4c5e7c11p-36, 0x1.c266ed791d036p-38, -0x1.ec2cc775b7508p-40, 0x1.0ce9384075d82p-41, -0x1.25d9f282e7792p-43, 0x1.411ad4b9a4515p-45, -0x1.5ee2ca656c052p-47, 0x1.7f6dd6fc6196fp-49, -0x1.a2fd8ed9cc85ap-51, 0x1.c9d99b653dbb0p-53, -0x1.f4504b7b6585cp-55, 0x1.115b989dce90dp-56, -0x1.2ab5e73c11763p-58},
    {-0x1.262de4f75cf0ep+5, -0x1.dc820cee24644p-50, 0x1.1bc5a363e9890p-104, 0x1.6ef4bd596170bp+4, 0x1.e8336156f3149p-52, -0x1.4c53d292380bep+6, 0x1.794dce9f55df7p-51, 0x1.d21b08a30f1c4p-5, 0x1.0000000000000p+4, 0x1.782728721ea89p-4, -0x1.9896bb721e72dp-6, 0x1.c20c1ed7bace3p-8, -0x1.edec250e12b90p-10, 0x1.0f5817d9f8071p-11, -0x1.2a0a10f281c67p-13, 0x1.4764713270bf9p-15, -0x1.67a0519fc6076p-17, 0x1.8b097c4ed7a8ep-19, -0x1.b1eefd3fc731bp-21, 0x1.dca90684eb5eap-23, -0x1.05cc0435dd566p-24, 0x1.1f930b5ea40cep-26, -0x1.3be3d5a44dc22p-28, 0x1.5afe5dd47cbe9p-30, -0x1.7d28ead51bc66p-32, 0x1.a2b0af31efd57p-34, -0x1.cbea7749eea61p-36, 0x1.f93368fd003e8p-38, -0x1.1578eb0e1a6dcp-39, 0x1.30cb11cded708p-41, -0x1.4ecde3c319a8ap-43, 0x1.6fc52ff828f96p-45, -0x1.93fb72b31deb2p-47, 0x1.bbc27dc1815e3p-49, -0x1.e7743156a11fdp-51, 0x1.0bb9a38edc42fp-52, -0x1.261618a56b0ebp-54, 0x1.430b07d140aa3p-56, -0x1.62d9de50e1569p-58},
    {-0x1.2e303fa0ddc93p+5, 0x1.11d0c01b5ae6fp-50, 0x1.0df8835da07cap-104, 0x1.720c1b5c2a3d3p+4, -0x1.629fa2f99cf23p-50, -0x1.519176eaf5c91p+6, 0x1.5b26a6b4a0997p-50, 0x1.cfc05f2236d22p-5, 0x1.0000000000000p+4, 0x1.7fc38560df812p-4, -0x1.a31800e050602p-6, 0x1.cfeaf0ce3ba62p-8, -0x1.ffbf5a001f0bep-10, 0x1.1a8f7c66987dbp-11, -0x1.37ef95c9ba467p-13, 0x1.586583f7e0663p-15, -0x1.7c39a4409ac74p-17, 0x1.a3c8ce10d594ep-19, -0x1.cf7558d570d72p-21, 0x1.ffad307f993eap-23, -0x1.1a74a0ac18b42p-24, 0x1.37d7982ef8ccep-26, -0x1.58493f37d884ep-28, 0x1.7c1b046818030p-30, -0x1.a3a6cea5ef188p-32, 0x1.cf4fdf8047d80p-34, -0x1.ff83cc0fee658p-36, 0x1.1a5dc80abe295p-37, -0x1.37be5ecd2930bp-39, 0x1.582d6618d4dddp-41, -0x1.7bfc458bf157fp-43, 0x1.a384dcea572c7p-45, -0x1.cf2a65b042187p-47, 0x1.ff5a6c1d0c0ccp-49, -0x1.1a46f11374bbbp-50, 0x1.37a52784e266ap-52, -0x1.58118f358e5d2p-54, 0x1.7bdd892e077b3p-56, -0x1.a362eded1e587p-58},
    {-0x1.363285e439d8fp+5, -0x1.bb27909e03224p-49, -0x1.1b4f0ec777ce5p-104, 0x1.751478f9a4089p+4, -0x1.944ace22b56cbp-50, -0x1.56bb8a92de8adp+6, -0x1.325f2a77fac65p-50, 0x1.cd7a1bc627091p-5, 0x1.0000000000000p+4, 0x1.874d9e3ec7a9ap-4, -0x1.ad8d24be71351p-6, 0x1.ddcb8b111bfc8p-8, -0x1.08d5d12344b40p-9, 0x1.25e51bd223d5cp-11, -0x1.460c887f4874dp-13, 0x1.69c086876ae89p-15, -0x1.915ad4bc419a0p-17, 0x1.bd4bda68ab5cfp-19, -0x1.ee0c2f9746994p-21, 0x1.12117ab678787p-22, -0x1.3012d54081822p-24, 0x1.515d27698faafp-26, -0x1.764c81b98b825p-28, 0x1.9f470ae08b3c5p-30, -0x1.ccbe17f7aa2ebp-32, 0x1.ff2f66ac27fa8p-34, -0x1.1b933c625f255p-35, 0x1.3a9f0b049604dp-37, -0x1.5d10fc26dfcb8p-39, 0x1.834853325f4bep-41, -0x1.adaec1861b37ap-43, 0x1.dcb98ac687981p-45, -0x1.08756496c63c8p-46, 0x1.25696aae148b9p-48, -0x1.4588eac863904p-50, 0x1.692cbc492c45dp-52, -0x1.90b7708c9a344p-54, 0x1.bc96638262a97p-56, -0x1.ed42ea20f3349p-58},
    {-0x1.3e34b8f248517p+5, 0x1.93948f4578103p-49, -0x1.a2661f273bb83p-103, 0x1.780e75b01ddbbp+4, 0x1.bf2e51079bed9p-50, -0x1.5bd2c41f6aa47p+6, -0x1.8f0f60601a95ep-50, 0x1.cb470db7ae965p-5, 0x1.0000000000000p+4, 0x1.8ec5f21813537p-4, -0x1.b7f64b64ce7cfp-6, 0x1.ebad8783d8e40p-8, -0x1.11d7fa3ea88c1p-9, 0x1.31581d049b6b3p-11, -0x1.545fca74b4b14p-13, 0x1.7b743b3d3fd70p-15, -0x1.a702cdbea29c8p-17, 0x1.d792275b6a3c9p-19, -0x1.06da27b03d4cfp-20, 0x1.2506b0e7d2a1ep-22, -0x1.46a9f27b57c03p-24, 0x1.6c29bb067ac8bp-26, -0x1.95f783595715bp-28, 0x1.c491ccb886da2p-30, -0x1.f8859d77bf797p-32, 0x1.19381639374b5p-33, -0x1.39805e484b89bp-35, 0x1.5d7d579b2de97p-37, -0x1.859be9be3678cp-39, 0x1.b2557ca7cfbfap-41, -0x1.e431681bca21cp-43, 0x1.0de3469dd924ep-44, -0x1.2cde8f8d7ff7bp-46, 0x1.4f684fde7a136p-48, -0x1.75e90bc02ea8fp-50, 0x1.a0d546d72d5a0p-52, -0x1.d0aee4d327ee1p-54, 0x1.0303593f3dcf4p-55, -0x1.20bf0df65e4e5p-57},
    {-0x1.4636d9e30a01ep+5, 0x1.cb8c3cbd5f18bp-49, -0x1.1f6e548b922aap-103, 0x1.7afaa6d9bbdddp+4, -0x1.e57704a26c08bp-53, -0x1.60d7cf701b892p+6, 0x1.87da5afea434dp-48, 0x1.c9261cf5fe273p-5, 0x1.0000000000000p+4, 0x1.962cfa332d047p-4, -0x1.c253994993a2cp-6, 0x1.f99087992ff3bp-8, -0x1.1ae5aac7d4090p-9, 0x1.3ce7b06fad7d7p-11, -0x1.62e8470eb068bp-13, 0x1.8d7f6c3fde8d2p-15, -0x1.bd307c22f279cp-17, 0x1.f29b33bd3ee13p-19, -0x1.173738e71cb10p-20, 0x1.38b7af06893bap-22, -0x1.5e3d2e797ca41p-24, 0x1.8843338f49173p-26, -0x1.b754060d43960p-28, 0x1.ec0a86f589b2fp-30, -0x1.138a160166d82p-31, 0x1.34999d93b5be2p-33, -0x1.59a0a4cebec94p-35, 0x1.831903fbaa23bp-37, -0x1.b18b320009809p-39, 0x1.e590056dc2e2fp-41, -0x1.0fe955b98c4a4p-42, 0x1.30896d91bd71ap-44, -0x1.5513a62b16e4cp-46, 0x1.7e003d1b74d50p-48, -0x1.abd5dd4ebcf8cp-50, 0x1.df2b5a2c34465p-52, -0x1.0c54cff3cc56ep-53, 0x1.2c86efaf9a8d5p-55, -0x1.5095fe560de56p-57},
    {-0x1.4e38e9b83accep+5, 0x1.ae1f5f6de7bebp-49, 0x1.ee909a84f8749p-103, 0x1.7dd99888b59e0p+4, -0x1.38f7a3be6ae43p-52, -0x1.65cb4e8b2cd86p+6, -0x1.43c3b34bf2999p-51, 0x1.c71647c53326cp-5, 0x1.0000000000000p+4, 0x1.9d832a6d741d1p-4, -0x1.cca532e317066p-6, 0x1.03ba19d65f660p-7, -0x1.23fe6bd8a61ddp-9, 0x1.48930f7800fe0p-11, -0x1.71a4f333a181ep-13, 0x1.9fe0eb4034067p-15, -0x1.d3e2cf1f91997p-17, 0x1.07333bf40963bp-18, -0x1.281d9ec58ffe4p-20, 0x1.4d25d81bf1f3dp-22, -0x1.76cfa5f16759ep-24, 0x1.a5af510a04020p-26, -0x1.da6ba80c9e678p-28, 0x1.0ae02be0f93edp-29, -0x1.2c40426b9ee31p-31, 0x1.51ccddfac8c18p-33, -0x1.7c0b9f756ba97p-35, 0x1.ab92ddeb085cbp-37, -0x1.e10bbd96c0f8bp-39, 0x1.0e9a44e79517bp-40, -0x1.3071ad1df4c35p-42, 0x1.5684865e640b2p-44, -0x1.815a4f4c90082p-46, 0x1.b18b787129a13p-48, -0x1.e7c382b89f5a4p-50, 0x1.1261b0e4f9982p-51, -0x1.34b21558dbf0dp-53, 0x1.5b4d0c367249fp-55, -0x1.86bbf8886443ep-57},
    {-0x1.563ae95f9169bp+5, -0x1.806615d951d1ep-49, -0x1.9c3b00fc9ffb3p-107, 0x1.80abce4c671ddp+4, 0x1.d0643faeee1cep-50, -0x1.6aadda63d2240p+6, -0x1.36bbec788e746p-50, 0x1.c516a06e964a0p-5, 0x1.0000000000000p+4, 0x1.a4c8f190baa86p-4, -0x1.d6eb3c8eebe71p-6, 0x1.0aac1d36dd253p-7, -0x1.2d21ccb7c5614p-9, 0x1.54597bea829e6p-11, -0x1.8094ccd2a620dp-13, 0x1.b297913b6c73cp-15, -0x1.eb18b86a9ddf9p-17, 0x1.1579b330ab0eap-18, -0x1.398da3c0fd734p-20, 0x1.62527edf29d30p-22, -0x1.90645d2b6adc8p-24, 0x1.c473b3dd6b323p-26, -0x1.ff47e44f4ceccp-28, 0x1.20e11f0d6ecb4p-29, -0x1.4670adf755bd5p-31, 0x1.70e279ab2c4bap-33, -0x1.a0d9113516f0ep-35, 0x1.d70c26866a21bp-37, -0x1.0a25a6fe0d063p-38, 0x1.2cc08cb14ec2bp-40, -0x1.53db4d2b933cfp-42, 0x1.800bacbc3f42fp-44, -0x1.b1fae8cb8e5d7p-46, 0x1.ea6840071fe13p-48, -0x1.1515e76ab95aep-49, 0x1.391ce582c5ad0p-51, -0x1.61d3158e5d5f6p-53, 0x1.8fd463a0540a7p-55, -0x1.c3d101c6c09d4p-57},
    {-0x1.5e3cd9b4b939cp+5, 0x1.db1d2d7f8d464p-49, 0x1.eea3e52e52d41p-103, 0x1.8371c3e21904cp+4, -0x1.7afb7008eaf9bp-50, -0x1.6f80038cc0621p+6, 0x1.7ffffda90ccafp-48, 0x1.c3264b46c6477p-5, 0x1.0000000000000p+4, 0x1.abfeb9a225cffp-4, -0x1.e125da7d00d60p-6, 0x1.119e282c57535p-7, -0x1.364f626bae9b6p-9, 0x1.603a3f7c881e7p-11, -0x1.8fb6da7265b83p-13, 0x1.c5a23e3e91389p-15, -0x1.0168962c17640p-16, 0x1.2420b638579efp-18, -0x1.4b8789fcff83dp-20, 0x1.783ee67f1319ep-22, -0x1.aafe40ee03c4cp-24, 0x1.e495ddae73ff3p-26, -0x1.12f9098827eabp-27, 0x1.380f8cc7db8efp-29, -0x1.6226ab3d78283p-31, 0x1.91eb1ee0bc9d1p-33, -0x1.c820edb0ae071p-35, 0x1.02d347144458fp-36, -0x1.25bc3c1493f70p-38, 0x1.4d5a988427697p-40, -0x1.7a50f1ae55915p-42, 0x1.ad57cab0a01c8p-44, -0x1.e74089a9d5c79p-46, 0x1.147c6984fc92fp-47, -0x1.39c72c64a19c5p-49, 0x1.6419969421aaep-51, -0x1.9421555b71e20p-53, 0x1.caa382e2590d3p-55, -0x1.043fe785003f8p-56},
    {-0x1.663ebb83100cbp+5, 0x1.4600c40ed0a56p-50, -0x1.481411b5a2497p-104, 0x1.862bedd3fa1ebp+4, 0x1.5cba35b4577e3p-51, -0x1.744252d95e079p+6, -0x1.0ed3e71d9acf8p-48, 0x1.c1447ceff3529p-5, 0x1.0000000000000p+4, 0x1.b324e82b0ae46p-4, -0x1.eb55309e2fb3bp-6, 0x1.1890179f4134ep-7, -0x1.3f86c75731778p-9, 0x1.6c34ab55c1115p-11, -0x1.9f0a2ac713c08p-13, 0x1.d8ffd92c02990p-15, -0x1.0d8590f988c3cp-16, 0x1.3327f9548c4c9p-18, -0x1.5e0b8bcf39e7ap-20, 0x1.8eec43602a51fp-22, -0x1.c6a0275eda7dcp-24, 0x1.030d991b8e27ap-25, -0x1.2739b52951eaap-27, 0x1.5072d508d18edp-29, -0x1.7f6d84c1f8c81p-31, 0x1.b4f7864779d8ep-33, -0x1.f1fb56874a6b2p-35, 0x1.1bc21839878e7p-36, -0x1.43614fb240c81p-38, 0x1.7088da794e3bap-40, -0x1.a3fe7c825786ep-42, 0x1.dea39713348fep-44, -0x1.10bc81efe3e00p-45, 0x1.36d1bcfd85c6fp-47, -0x1.623847ee2257fp-49, 0x1.93ae3833a501cp-51, -0x1.cc0c2dfb6bf15p-53, 0x1.0624847959addp-54, -0x1.2abf10c2d0332p-56},
    {-0x1.6e408f87301d3p+5, -0x1.1ad91f143de80p-49, -0x1.46ff3c4806695p-103, 0x1.88daba086b2cbp+4, 0x1.58521070c582fp-50, -0x1.78f549efa0f3cp+6, 0x1.8500b2b0e39c1p-48, 0x1.bf7078cfe2cb9p-5, 0x1.0000000000000p+4, 0x1.ba3bde7c53524p-4, -0x1.f5796295bc841p-6, 0x1.1f81caeb99cf4p-7, -0x1.48c79ade600d8p-9, 0x1.784817a30a0e2p-11, -0x1.ae8dd44f16514p-13, 0x1.ecaf4f82d505ap-15, -0x1.19e2c9885eeafp-16, 0x1.428f2eb2e4446p-18, -0x1.7119dc39c92a8p-20, 0x1.a65bbbcf16190p-22, -0x1.e34cd0d91c3abp-24, 0x1.14847c0b544f1p-25, -0x1.3c6a7f33e548dp-27, 0x1.6a1247e88821cp-29, -0x1.9e507c51c9c58p-31, 0x1.da1871844c34ep-33, -0x1.0f404c62b96d3p-34, 0x1.3663c83d4e397p-36, -0x1.632cf8173ad28p-38, 0x1.966c755d7cad2p-40, -0x1.d110f2bc84f39p-42, 0x1.0a15c9f4796c6p-43, -0x1.307a72e9ad84fp-45, 0x1.5c6947365cd40p-47, -0x1.8eaee73c083b4p-49, 0x1.c83579dc0b439p-51, -0x1.05047789d8861p-52, 0x1.2aadeffaa14e6p-54, -0x1.55c691595f16cp-56},
    {-0x1.764256704d422p+5, 0x1.81b51caadf50ap-49, -0x1.eef37b161d4e8p-103, 0x1.8b7e904373087p+4, 0x1.d02b70e6e8cc8p-51, -0x1.7d9963cc5ab9bp+6, 0x1.adfacec970c4fp-48, 0x1.bda98fb2bde60p-5, 0x1.0000000000000p+4, 0x1.c143f9ece3ed8p-4, -0x1.ff9293ad54994p-6, 0x1.267323af7d541p-7, -0x1.5211811314723p-9, 0x1.8473e3315127bp-11, -0x1.be40f4f5cf61bp-13, 0x1.0057ca940a15ap-14, -0x1.267fbe3091a01p-16, 0x1.5256069e0b925p-18, -0x1.84b2a75d180c1p-20, 0x1.be8e68a8c1b54p-22, -0x1.0083745ce1b3ap-23, 0x1.26b22ccdb586dp-25, -0x1.528fe13bb01d0p-27, 0x1.84f52593fb5b9p-29, -0x1.bedaca6eb7a21p-31, 0x1.00af54ea01322p-32, -0x1.26e4953a01657p-34, 0x1.52c9ca8a1ae8dp-36, -0x1.8537ada583b0dp-38, 0x1.bf2739c252050p-40, -0x1.00db3ce491901p-41, 0x1.2717064bfc4e2p-43, -0x1.5303bdbe5ed69p-45, 0x1.857a41190c010p-47, -0x1.bf73b628b93d4p-49, 0x1.01072c61c60adp-50, -0x1.27497ffebf25cp-52, 0x1.533dbadc36a2dp-54, -0x1.85bcdfefe0032p-56},
    {-0x1.7e4410e16b404p+5, 0x1.9b29da735a87dp-49, 0x1.909c910415950p-105, 0x1.8e17d29bf1bacp+4, 0x1.233ef36a2b5f5p-50, -0x1.822f153b78272p+6, -0x1.fe642bb8ff12cp-49, 0x1.bbef1e94bfc67p-5, 0x1.0000000000000p+4, 0x1.c83d9413778c7p-4, -0x1.04d0736598372p-5, 0x1.2d64059e553c7p-7, -0x1.5b64226849bf0p-9, 0x1.90b7730fd12d8p-11, -0x1.ce22b1bc12cd1p-13, 0x1.0a7fd218f4b90p-14, -0x1.335beebd6cd9ep-16, 0x1.627c2fb1b9e13p-18, -0x1.98d612e1d1f16p-20, 0x1.d78555f8c0e8dp-22, -0x1.0fe883112f915p-23, 0x1.399932c31b0f3p-25, -0x1.69ae44839c380p-27, 0x1.a1229e47b6378p-29, -0x1.e1179dc80e6e0p-31, 0x1.156d7f5f901d7p-32, -0x1.3ff6d4219bb6fp-34, 0x1.7105c2a17b926p-36, -0x1.a99a4874b1b71p-38, 0x1.eadba31737d89p-40, -0x1.1b0f2a4105eecp-41, 0x1.467589fbd143bp-43, -0x1.7883679ec1ab3p-45, 0x1.b23df3041430fp-47, -0x1.f4d267e2d2b61p-49, 0x1.20ce18d5a091cp-50, -0x1.4d1600323f8b9p-52, 0x1.8027f9bf874b6p-54, -0x1.bb0e829d2b7d7p-56},
    {-0x1.8645bf7272454p+5, -0x1.eee7edc1a628bp-49, 0x1.bc0b148d1337bp-104, 0x1.90a6dde5f3620p+4, -0x1.889cac8d81e44p-50, -0x1.86b6cd4586399p+6, 0x1.17d61806ba8e8p-48, 0x1.ba408d8dbab84p-5, 0x1.0000000000000p+4, 0x1.cf2902fc51cfep-4, -0x1.09d23f3504524p-5, 0x1.3454565825d7cp-7, -0x1.64bf2b6b9cbadp-9, 0x1.9d123238fd07ep-11, -0x1.de323665dd6dep-13, 0x1.14cf3e5a500efp-14, -0x1.4076dc7216e47p-16, 0x1.7301570a2edf6p-18, -0x1.ad843e5b97e24p-20, 0x1.f141838eab92ap-22, -0x1.1fd6d6597050ap-23, 0x1.4d3c07e3d0978p-25, -0x1.81ca0241c8250p-27, 0x1.bea1d24fade1dp-29, -0x1.02890d5f8544ap-30, 0x1.2b4f227096cf6p-32, -0x1.5a8369a83b678p-34, 0x1.912982626c9c7p-36, -0x1.d06dfdf4365e1p-38, 0x1.0cd66a652c61fp-39, -0x1.373c701f1cdc6p-41, 0x1.6852411ff1f9ep-43, -0x1.a125d5377cd65p-45, 0x1.e2efb7df56786p-47, -0x1.178cdf9c6cb8ep-48, 0x1.43a36912c43dep-50, -0x1.76adf41db05edp-52, 0x1.b1c53a8a679bap-54, -0x1.f62e3c253bad9p-56},
    {-0x1.8e4762b125d6bp+5, 0x1.e6398615c1c34p-49, 0x1.4139ea1694ed9p-103, 0x1.932c0a1356065p+4, -0x1.2d07c9746865fp-51, -0x1.8b30f593a3891p+6, -0x1.b7cbfb9643923p-49, 0x1.b89d4eda2957ap-5, 0x1.0000000000000p+4, 0x1.d606995b250bcp-4, -0x1.0ecebe494d35fp-5, 0x1.3b43fd448840dp-7, -0x1.6e224c845bfcep-9, 0x1.a983914185efep-11, -0x1.ee6eb52ceae86p-13, 0x1.1f459248bf50bp-14, -0x1.4dd00a0cb8dacp-16, 0x1.83e5286f9ce86p-18, -0x1.c2bd43a50dbcap-20, 0x1.05e1f2c588a4dp-21, -0x1.304fa69d76901p-23, 0x1.619d191ba3ba7p-25, -0x1.9ae763e379ec4p-27, 0x1.dd79d20ba434fp-29, -0x1.156aad7b15e5bp-30, 0x1.425caa6126e93p-32, -0x1.7696c782bcecfp-34, 0x1.b347085eb60a5p-36, -0x1.f9cc5e9bfa14ap-38, 0x1.25df4bb90eaeap-39, -0x1.557bc8ee0ed3fp-41, 0x1.8ccef96d56ddfp-43, -0x1.cd18cad5fbfe3p-45, 0x1.0be67ff994973p-46, -0x1.374dcb429fecbp-48, 0x1.69bd44ab2b43ap-50, -0x1.a4589383e0cf7p-52, 0x1.e8729f955bdfcp-54, -0x1.1bca9c756d471p-55},
    {-0x1.9648fb2201e13p+5, -0x1.6d08df7fb7dfep-52, 0x1.ddc88e9a85c74p-106, 0x1.95a7aa8bce6b3p+4, 0x1.0da57fff5263dp-50, -0x1.8f9df2cae04a6p+6, -0x1.cbfcce1a67bbap-51, 0x1.b704ddfe1ecf5p-5, 0x1.0000000000000p+4, 0x1.dcd6a6b97d6a0p-4, -0x1.13c6016b40c98p-5, 0x1.4232e370ed93dp-7, -0x1.778d39b7a083fp-9, 0x1.b60b060cf692bp-11, -0x1.fed76677d015ep-13, 0x1.29e253a3b559fp-14, -0x1.5b66fbc8772f1p-16, 0x1.95274e7de3028p-18, -0x1.d8813735c732ep-20, 0x1.1386b2724c085p-21, -0x1.4154233195a91p-23, 0x1.76bec6a295ee3p-25, -0x1.b50aa350c1fc5p-27, 0x1.fdb19df7957d3p-29, -0x1.293636754ac64p-30, 0x1.5a9e84e0fe9d4p-32, -0x1.943d6f87ca93dp-34, 0x1.d7707e3eb69c1p-36, -0x1.12e7a9d588df8p-37, 0x1.409aaaffc8410p-39, -0x1.75e67964098cbp-41, 0x1.b40e610cffa67p-43, -0x1.fc8b6c6d1fbfdp-45, 0x1.288aa9c26bd1ep-46, -0x1.59d6739ef7cdap-48, 0x1.93541c183638bp-50, -0x1.d660614383e5fp-52, 0x1.1248fd3e8ecb7p-53, -0x1.3fe19dc8cdc8cp-55},
    {-0x1.9e4a89410111dp+5, -0x1.4a6172c6700dcp-50, -0x1.5f1bc503246e9p-108, 0x1.981a0e7d36775p+4, 0x1.c4740384cc041p-50, -0x1.93fe24dfef5f2p+6, -0x1.bc94c5a5f5c5bp-49, 0x1.b576befeee2d7p-5, 0x1.0000000000000p+4, 0x1.e39977a1fb75ep-4, -0x1.18b819261b721p-5, 0x1.4920f371d4398p-7, -0x1.80ffaa70f6a9bp-9, 0x1.c2a80b876ab8cp-11, -0x1.07b5c44aa3cbdp-12, 0x1.34a50ae2a6260p-14, -0x1.693b375e622f2p-16, 0x1.a6c772c8ed109p-18, -0x1.eed028728f97dp-20, 0x1.218f6ff2e6b8fp-21, -0x1.52e572a77df7bp-23, 0x1.8ca36452b6b25p-25, -0x1.d037eb2faadb2p-27, 0x1.0fa8135be104fp-28, -0x1.3df129cb5be9ep-30, 0x1.741d2088f4058p-32, -0x1.b383f2b6f73a0p-34, 0x1.fdb837331526bp-36, -0x1.2a488e7a2705dp-37, 0x1.5d1b0d7cfdb5dp-39, -0x1.98964f00138d8p-41, 0x1.de34056a86703p-43, -0x1.17d71ebdd1537p-44, 0x1.47852a9d96492p-46, -0x1.7f52e89536a43p-48, 0x1.c0a2b099336bcp-50, -0x1.06899d2b748b1p-51, 0x1.3344f34b56fe4p-53, -0x1.679f64a64aed2p-55},
    {-0x1.a64c0d824f2f4p+5, 0x1.22944c16d7a22p-49, 0x1.9039bafbb4bb3p-103, 0x1.9a838124f30e1p+4, 0x1.884c4e2b83b3bp-50, -0x1.9851e763efb09p+6, -0x1.f991e470693ecp-48, 0x1.b3f27db0d0c49p-5, 0x1.0000000000000p+4, 0x1.ea4f55c8a12f0p-4, -0x1.1da515c604461p-5, 0x1.500e1946a275ep-7, -0x1.8a79594f2c675p-9, 0x1.cf5a2163f6fbdp-11, -0x1.10152fbdb2793p-12, 0x1.3f8d431f114acp-14, -0x1.774c440581697p-16, 0x1.b8c53dfe08197p-18, -0x1.02d510fc3e1f9p-19, 0x1.2ffc955213465p-21, -0x1.6504b31b831b6p-23, 0x1.a34d39fb3c0dcp-25, -0x1.ec735726d7ad0p-27, 0x1.212e2693f79a3p-28, -0x1.53a1030ec706ap-30, 0x1.8ee0ec5fef846p-32, -0x1.d476f04abeca0p-34, 0x1.13185739ea760p-35, -0x1.4316275c30c76p-37, 0x1.7b7346e1fd9a4p-39, -0x1.bda59e8b25001p-41, 0x1.05b228fbae4f2p-42, -0x1.3359906b019a5p-44, 0x1.68f7e226c4c37p-46, -0x1.a7f0d0a1cab2bp-48, 0x1.f1e61bd34aa4fp-50, -0x1.24613240f6410p-51, 0x1.5762f182ba86ap-53, -0x1.934aaaeb54b20p-55},
    {-0x1.ae4d8852e9cdcp+5, -0x1.a58522c33cc58p-49, 0x1.1db42729b0435p-104, 0x1.9ce44a1326703p+4, -0x1.f369097be303cp-51, -0x1.9c9991cafd8b7p+6, -0x1.a4fd007cd7917p-48, 0x1.b277ad1632397p-5, 0x1.0000000000000p+4, 0x1.f0f888306e6c9p-4, -0x1.228d0756f429bp-5, 0x1.56fa423fe25e8p-7, -0x1.93fa03f4e54e7p-9, 0x1.dc20cbdf5eb00p-11, -0x1.18899a4534664p-12, 0x1.4a9a89ff5ea3ap-14, -0x1.8599aa72187f2p-16, 0x1.cb20580270986p-18, -0x1.0e8794f19794ap-19, 0x1.3ece87b850f0ep-21, -0x1.77b2fa7e7d668p-23, 0x1.babe83b0ef8a1p-25, -0x1.04e07a0fbc299p-26, 0x1.336e7136c2bc2p-28, -0x1.6a4b37bee728ep-30, 0x1.aaf2576700640p-32, -0x1.f72314d4e3e1bp-34, 0x1.287642e6271f9p-35, -0x1.5d5de7c6ac120p-37, 0x1.9bb677f52231ep-39, -0x1.e52f4298f42afp-41, 0x1.1de24771de0bfp-42, -0x1.50e6ac2ad44c7p-44, 0x1.8d05bf3ff8785p-46, -0x1.d3df6c1fedbc7p-48, 0x1.13aeeb9a217a7p-49, -0x1.44e14e578bed2p-51, 0x1.7edb36398aeb1p-53, -0x1.c32db788b463ap-55},
    {-0x1.b64efa193166dp+5, -0x1.9e5774684eb4dp-49, -0x1.dff2ab60082b1p-103, 0x1.9f3cad684ed14p+4, 0x1.31215871908f1p-50, -0x1.a0d577ad2759ap+6, 0x1.747c57ed618b7p-49, 0x1.b105e6ce99298p-5, 0x1.0000000000000p+4, 0x1.f795534e83b00p-4, -0x1.276ffda3f8456p-5, 0x1.5de55ce7a3265p-7, -0x1.9d816adc9ea67p-9, 0x1.e8fb9386bf8a8p-11, -0x1.2112ab297b45dp-12, 0x1.55cc6fa286290p-14, -0x1.9422f4d440254p-16, 0x1.ddd8680f59bffp-18, -0x1.1a7fa10753544p-19, 0x1.4e05a7a13a60dp-21, -0x1.8af156dc74b12p-23, 0x1.d2f9721c05c1ap-25, -0x1.141260433efcfp-26, 0x1.466c54061d0cap-28, -0x1.81f5372638cc2p-30, 0x1.c859d02c1ee19p-32, -0x1.0dca8cb254caep-33, 0x1.3eff4219c8a0fp-35, -0x1.792d6b298c244p-37, 0x1.bdf80d3e1ec4bp-39, -0x1.07a74d0473ec6p-40, 0x1.37bd6fe722357p-42, -0x1.7098c2376f613p-44, 0x1.b3d2c0f726904p-46, -0x1.01a7cc33b73a6p-47, 0x1.30a5e18cca625p-49, -0x1.6836127e7c8c1p-51, 0x1.a9e88b34635cdp-53, -0x1.f796742405822p-55},
    {-0x1.be5063356c985p+5, -0x1.cb1a98c6a507bp-50, 0x1.1f9bbd9d79854p-105, 0x1.a18cec0dde440p+4, 0x1.f629971f371d3p-50, -0x1.a505e9024f699p+6, -0x1.72bdce643c877p-55, 0x1.af9cca9367ac7p-5, 0x1.0000000000000p+4, 0x1.fe25f92afd722p-4, -0x1.2c4e0836c2778p-5, 0x1.64cf58ebca758p-7, -0x1.a70f512fd6f3fp-9, 0x1.f5ea0501e2f12p-11, -0x1.29b00c2fb8587p-12, 0x1.6122868c7bd55p-14, -0x1.a2e7aed5eaccfp-16, 0x1.f0ed14cba65b5p-18, -0x1.26bd342a774a0p-19, 0x1.5da2510e13138p-21, -0x1.9ec0cea03ff71p-23, 0x1.ec002ac376617p-25, -0x1.23d156467f3f1p-26, 0x1.5a2b27fe7d696p-28, -0x1.9aa46a3b04a63p-30, 0x1.e71fc463362acp-32, -0x1.20ece15b37ac1p-33, 0x1.56bcca385e7c3p-35, -0x1.9692741a52f4fp-37, 0x1.e24bbdb747dfap-39, -0x1.1e0fc343cb754p-40, 0x1.5357213594dc1p-42, -0x1.928ad1d7977a7p-44, 0x1.dd83f754922d9p-46, -0x1.1b39e961c0be9p-47, 0x1.4ffa16de9b198p-49, -0x1.8e8d693e5f5b7p-51, 0x1.d8c852250f563p-53, -0x1.186b414503580p-54},
    {-0x1.c651c4023f16cp+5, 0x1.b790528dff598p-49, -0x1.b7ffdff16078ap-103, 0x1.a3d543ea4900ep+4, -0x1.ee5bc240bd297p-51, -0x1.a92b325975118p+6, -0x1.749a14fdc6697p-50, 0x1.ae3bfdc0e946ep-5, 0x1.0000000000000p+4, 0x1.02555cbfdab34p-3, -0x1.312736577c3d7p-5, 0x1.6bb8270a266ccp-7, -0x1.b0a37ca113fe4p-9, 0x1.0175d87076282p-10, -0x1.3261698022fc0p-12, 0x1.6c9c63935872fp-14, -0x1.b1e76598698d2p-16, 0x1.022f0231c337ep-17, -0x1.33404b6400262p-19, 0x1.6da4dbb5b8b26p-21, -0x1.b32260d442879p-23, 0x1.02ea642af516ap-24, -0x1.341f4d33dc13dp-26, 0x1.6eae3e636c974p-28, -0x1.b45e338330e5fp-30, 0x1.03a650428bcfap-31, -0x1.34fef0361dd96p-33, 0x1.6fb861e56ca78p-35, -0x1.b59aeb5aeeaf8p-37, 0x1.0462c4c1f0b73p-38, -0x1.35df358899238p-40, 0x1.70c34691e5782p-42, -0x1.b6d88912c1fe8p-44, 0x1.051fc2097443cp-45, -0x1.36c01da1f645fp-47, 0x1.71ceecf4c5860p-49, -0x1.b8170d5198dd1p-51, 0x1.05dd487c59e39p-52, -0x1.37a1a8f85b498p-54},
    {-0x1.ce531cd515aa3p+5, 0x1.f5add7bc0ecd9p-49, -0x1.e9b49cdfa884cp-103, 0x1.a615f010f902ap+4, 0x1.8bf63a149e9a8p-52, -0x1.ad459d0bd20e1p+6, 0x1.b0d1ca1adb783p-51, 0x1.ace32aea55d7dp-5, 0x1.0000000000000p+4, 0x1.0591e8ea898c5p-3, -0x1.35fb970cd2283p-5, 0x1.729fb8fe1623fp-7, -0x1.ba3db548894a4p-9, 0x1.080015b691407p-10, -0x1.3b26718d7ebf4p-12, 0x1.78399dcd3839bp-14, -0x1.c121a7b183654p-16, 0x1.0c156e4f13e6bp-17, -0x1.4008e1f40c229p-19, 0x1.7e0d9b3222264p-21, -0x1.c81705606d187p-23, 0x1.103cad782a169p-24, -0x1.44fe2f46d4f3cp-26, 0x1.83f8e0ccdcc76p-28, -0x1.cf27eefafdb01p-30, 0x1.147467b9ff780p-31, -0x1.4a07262764666p-33, 0x1.89fba061e37b4p-35, -0x1.d654dee6ae771p-37, 0x1.18bcdc55bcce5p-38, -0x1.4f24153a96979p-40, 0x1.901636d7bae1fp-42, -0x1.dd9e445aba2ebp-44, 0x1.1d164da10f576p-45, -0x1.54554bb4e9b90p-47, 0x1.964902baee379p-49, -0x1.e504903696775p-51, 0x1.2180fefb6880dp-52, -0x1.599b1a04271d2p-54},
    {-0x1.d6546dfe88642p+5, 0x1.e24f74754118ap-49, 0x1.7fd740f2eca77p-103, 0x1.a84f28ee89b38p+4, 0x1.7879925dde3bdp-50, -0x1.b1556f6c2d3d3p+6, 0x1.4ec19137f5ab7p-48, 0x1.ab9201779be79p-5, 0x1.0000000000000p+4, 0x1.08c8bece88ccap-3, -0x1.3acb391c2f4cdp-5, 0x1.7986016fa2fbbp-7, -0x1.c3ddc58327214p-9, 0x1.0e93863e4c1e8p-10, -0x1.43fed4fdea091p-12, 0x1.83f9ce7ec83aap-14, -0x1.d09605282ec30p-16, 0x1.1629a178d1accp-17, -0x1.4d16f16b60e99p-19, 0x1.8edcdf2b93238p-21, -0x1.dd9fad45a6c3ap-23, 0x1.1df7f431255b2p-24, -0x1.566fdffadb4fbp-26, 0x1.9a0e513547dfep-28, -0x1.eb06f1fe763f3p-30, 0x1.25fe5d12aa424p-31, -0x1.600bf4cb55cacp-33, 0x1.a5902ceeee119p-35, -0x1.f8ce8105299dfp-37, 0x1.2e3e6ced29f51p-38, -0x1.69ed12edb7d25p-40, 0x1.b164b3d3084dfp-42, -0x1.037c8715be53ep-43, 0x1.36b9c1eb02923p-45, -0x1.74152a58b208ap-47, 0x1.bd8e37c65b4aap-49, -0x1.0ac4b04e2da3ap-50, 0x1.3f7205d8a02cap-52, -0x1.7e8638ed2317cp-54},
    {-0x1.de55b7cab4165p+5, -0x1.21352bd29a7c9p-49, 0x1.ebc9976c1d71bp-105, 0x1.aa812471a3aaap+4, -0x1.6b43a0ae24ddfp-50, -0x1.b55aecf2b9878p+6, 0x1.8870fb4a2f196p-49, 0x1.aa48354be9ab8p-5, 0x1.0000000000000p+4, 0x1.0bf9fb264e501p-3, -0x1.3f962b0a214e3p-5, 0x1.806af3e3e9190p-7, -0x1.cd8379d3dfa39p-9, 0x1.152ff7a43e7bbp-10, -0x1.4cea4694e025bp-12, 0x1.8fdc910a7bba6p-14, -0x1.e0440f70fb46dp-16, 0x1.206b6e4aa6761p-17, -0x1.5a6a71c36a509p-19, 0x1.a012f381a818cp-21, -0x1.f3bd42d6bfd0ap-23, 0x1.2c1d36381a3d1p-24, -0x1.68763c29a5fe5p-26, 0x1.b0f1ca087c09dp-28, -0x1.0400459ab21f9p-29, 0x1.384863a830795p-31, -0x1.7713d21e9a00bp-33, 0x1.c27fbe35e4a72p-35, -0x1.0e8b13b17a528p-36, 0x1.44f1e09372637p-38, -0x1.86491da5ab78dp-40, 0x1.d4c3e986aaf1cp-42, -0x1.19834f50f1c66p-43, 0x1.521ecc10bd434p-45, -0x1.961c457cc9f5ap-47, 0x1.e7c5af5ec2989p-49, -0x1.24ed6854f97d9p-50, 0x1.5fd47a62adf8bp-52, -0x1.a693b03ad67d7p-54},
    {-0x1.e656fa818bf41p+5, -0x1.d1a1df4a34f73p-54, 0x1.c78c08005439ap-110, 0x1.acac1630c7129p+4, 0x1.80a3567e41945p-51, -0x1.b9565665cebb4p+6, -0x1.cd33675d3f352p-48, 0x1.a9057e740befcp-5, 0x1.0000000000000p+4, 0x1.0f25b9b9b2457p-3, -0x1.445c7b1ade9bbp-5, 0x1.874e84aeb0e4fp-7, -0x1.d72ea0c6f43c2p-9, 0x1.1bd53922f21c0p-10, -0x1.55e87b1e5b282p-12, 0x1.9be182e062c65p-14, -0x1.f02b596a3817ap-16, 0x1.2adaa749440a0p-17, -0x1.68035974cd28dp-19, 0x1.b1b020725bd36p-21, -0x1.053854f787146p-22, 0x1.3aad6c89aea03p-24, -0x1.7b131a29039d1p-26, 0x1.c8a67e33005efp-28, -0x1.130d0140cb697p-29, 0x1.4b56ad90d4a6fp-31, -0x1.8f25382a54fcap-33, 0x1.e0d419b532839p-35, -0x1.219d2517ffcc9p-36, 0x1.5ce1c36e2dabdp-38, -0x1.a447621a60b69p-40, 0x1.fa496d709fec1p-42, -0x1.30f2ad84da7f4p-43, 0x1.6f5aa31f8e173p-45, -0x1.ba87ff658be36p-47, 0x1.0a8be9b6b02a7p-48, -0x1.41180e10b09dep-50, 0x1.82cde3b744d0fp-52, -0x1.d1f63ab416d7cp-54},
    {-0x1.ee583667242a5p+5, -0x1.9c2abd4fd7deap-49, -0x1.977e9decf5002p-103, 0x1.aed02f8d4b0d1p+4, -0x1.cf241047d4407p-51, -0x1.bd47e9ffc2203p+6, 0x1.35e7431f3ee1cp-52, 0x1.a7c998dbd5a99p-5, 0x1.0000000000000p+4, 0x1.124c156922f7bp-3, -0x1.491e3752e9621p-5, 0x1.8e30a8e51e83fp-7, -0x1.e0df0ad722151p-9, 0x1.22831b806af75p-10, -0x1.5ef9295b03859p-12, 0x1.a808436e9b7c5p-14, -0x1.0025bbabf0cd8p-15, 0x1.35771eea20780p-17, -0x1.75e19d8ca735cp-19, 0x1.c3b4aabf25cc0p-21, -0x1.10dd601368bb2p-22, 0x1.49a98b5c02ab8p-24, -0x1.8e4849e829cfdp-26, 0x1.e12f9931fdadbp-28, -0x1.22ac4c77a91e4p-29, 0x1.5f2d6b79585adp-31, -0x1.a846a4b3c7c48p-33, 0x1.004b8999006b4p-34, -0x1.35a4c1a1bce1bp-36, 0x1.7618c3251a507p-38, -0x1.c3f749fdae1f6p-40, 0x1.11059ee60e352p-41, -0x1.49da2ab1ceb06p-43, 0x1.8e83083424d64p-45, -0x1.e17691bfda032p-47, 0x1.22d72ba97e005p-48, -0x1.5f61372f52b30p-50, 0x1.a8853875359a5p-52, -0x1.007156c0cecf1p-53},
    {-0x1.f6596bbbf6252p+5, 0x1.b030b9400ede7p-50, -0x1.d2686381c0101p-104, 0x1.b0ed9fd3d11cbp+4, -0x1.d3f1afd58f169p-50, -0x1.c12fe3921d7edp+6, -0x1.75379b7839e07p-50, 0x1.a6944409dae36p-5, 0x1.0000000000000p+4, 0x1.156d28382f84bp-3, -0x1.4ddb6d77ca678p-5, 0x1.951156515ef6ep-7, -0x1.ea948a548804bp-9, 0x1.293970fcbf06dp-10, -0x1.681c09ed5ca75p-12, 0x1.b450741257b3cp-14, -0x1.0851ff6fb00dep-15, 0x1.4040a79a92ba4p-17, -0x1.840531c093575p-19, 0x1.d620d3d04de18p-21, -0x1.1cce2e82bd972p-22, 0x1.5912823cbf1a0p-24, -0x1.a217950c7ff52p-26, 0x1.fa903f2399320p-28, -0x1.32e0c453e02aep-29, 0x1.73d0cc82efe8cp-31, -0x1.c27e98ef4abdfp-33, 0x1.10e946173ce84p-34, -0x1.4aa946a28b87bp-36, 0x1.90a1ae4c68a16p-38, -0x1.e5687b42320bfp-40, 0x1.260fe068e667ap-41, -0x1.6449a5f1cba7fp-43, 0x1.afae469da34d5p-45, -0x1.05838752bea94p-46, 0x1.3cda1d52bf27fp-48, -0x1.7fe67419b58adp-50, 0x1.d122e4577f575p-52, -0x1.19c8011b3a71dp-53},
    {-0x1.fe5a9abd1f218p+5, 0x1.13d943222b309p-50, -0x1.e1720ec1a8ae6p-105, 0x1.b304945a6531fp+4, 0x1.6a03c4598577cp-52, -0x1.c50e7ca66d1a2p+6, 0x1.6f72840ea077ep-48, 0x1.a56542e0de822p-5, 0x1.0000000000000p+4, 0x1.18890b57758afp-3, -0x1.52942b10dfb1dp-5, 0x1.9bf083673d060p-7, -0x1.f44ef34d23d80p-9, 0x1.2ff80d41aaa12p-10, -0x1.7150d747deebap-12, 0x1.c0b9b80970ea3p-14, -0x1.109a43818fe18p-15, 0x1.4b3713c65c751p-17, -0x1.926e088187261p-19, 0x1.e8f4d9d690457p-21, -0x1.290b2918fa8f5p-22, 0x1.68e93c2e33144p-24, -0x1.b682bf0de478bp-26, 0x1.0a65c66bd86cap-27, -0x1.43ad02729e7f7p-29, 0x1.8944fe232b743p-31, -0x1.ddd3993679f56p-33, 0x1.224839b23c814p-34, -0x1.60b2216dca0b3p-36, 0x1.ac8773d1828ebp-38, -0x1.04556bb1c123fp-39, 0x1.3c4ee1fb3d636p-41, -0x1.805154341dfacp-43, 0x1.d2f333f89e979p-45, -0x1.1bacb0c9609f3p-46, 0x1.58aae5eadba2cp-48, -0x1.a2c652d000349p-50, 0x1.fcd0cdb980723p-52, -0x1.351bb05f049dcp-53}};
/* digamma(-a) for a >= TL_PSI_ZEROS (a < 2^52), where the zeros are not tabled, as
   digamma(1 + a) + pi cot(pi f) (f = a - round(a), exact) with every step in double-doubles, so
   that the sum's error stays near 2^-100 absolute and the cancellation next to a zero costs
   no more than that: digamma(y) = log y - 1/(2y) - sum B_2j/(2j y^2j) (y = 1 + a >= 65, 9
   terms); log y from 2 s atanh(s)/s, s = (m-1)/(m+1), y = 2^k m; sin and cos of pi v,
   v = |f| or 1/2 - |f| <= 1/4, by their Taylor series. Coefficients: tl_hp_* (double-double). */
static const double tl_hp_sin_h[14] = {0x1.0000000000000p+0, -0x1.5555555555555p-3, 0x1.1111111111111p-7, -0x1.a01a01a01a01ap-13, 0x1.71de3a556c734p-19, -0x1.ae64567f544e4p-26, 0x1.6124613a86d09p-33, -0x1.ae7f3e733b81fp-41, 0x1.952c77030ad4ap-49, -0x1.2f49b46814157p-57, 0x1.71b8ef6dcf572p-66, -0x1.761b41316381ap-75, 0x1.3f3ccdd165fa9p-84, -0x1.d1ab1c2dccea3p-94};
static const double tl_hp_sin_l[14] = {0x0.0p+0, -0x1.5555555555555p-57, 0x1.1111111111111p-63, -0x1.a01a01a01a01ap-73, -0x1.c154f8ddc6c00p-73, 0x1.c062e06d1f209p-80, 0x1.f28e0cc748ebep-87, -0x1.1d8656b0ee8cbp-97, 0x1.ac981465ddc6cp-103, -0x1.2650f61dbdcb4p-112, -0x1.d043ae40c4647p-120, 0x1.3423c7d91404fp-130, -0x1.58ddadf344487p-139, -0x1.054d0c78aea14p-149};
static const double tl_hp_cos_h[15] = {0x1.0000000000000p+0, -0x1.0000000000000p-1, 0x1.5555555555555p-5, -0x1.6c16c16c16c17p-10, 0x1.a01a01a01a01ap-16, -0x1.27e4fb7789f5cp-22, 0x1.1eed8eff8d898p-29, -0x1.93974a8c07c9dp-37, 0x1.ae7f3e733b81fp-45, -0x1.6827863b97d97p-53, 0x1.e542ba4020225p-62, -0x1.0ce396db7f853p-70, 0x1.f2cf01972f578p-80, -0x1.88e85fc6a4e5ap-89, 0x1.0a18a2635085dp-98};
static const double tl_hp_cos_l[15] = {0x0.0p+0, 0x0.0p+0, 0x1.5555555555555p-59, 0x1.f49f49f49f49fp-65, 0x1.a01a01a01a01ap-76, -0x1.cbbc05b4fa99ap-76, -0x1.2aec959e14c06p-83, -0x1.05d6f8a2efd1fp-92, 0x1.1d8656b0ee8cbp-101, -0x1.eec01221a8b0bp-107, 0x1.ea72b4afe3c2fp-120, 0x1.aebcdbd20331cp-124, -0x1.9ada5fcc1ab14p-135, 0x1.71c37ebd16540p-143, 0x1.b9e2e28e1aa54p-153};
static const double tl_hp_atanh_h[21] = {0x1.0000000000000p+0, 0x1.5555555555555p-2, 0x1.999999999999ap-3, 0x1.2492492492492p-3, 0x1.c71c71c71c71cp-4, 0x1.745d1745d1746p-4, 0x1.3b13b13b13b14p-4, 0x1.1111111111111p-4, 0x1.e1e1e1e1e1e1ep-5, 0x1.af286bca1af28p-5, 0x1.8618618618618p-5, 0x1.642c8590b2164p-5, 0x1.47ae147ae147bp-5, 0x1.2f684bda12f68p-5, 0x1.1a7b9611a7b96p-5, 0x1.0842108421084p-5, 0x1.f07c1f07c1f08p-6, 0x1.d41d41d41d41dp-6, 0x1.bacf914c1bad0p-6, 0x1.a41a41a41a41ap-6, 0x1.8f9c18f9c18fap-6};
static const double tl_hp_atanh_l[21] = {0x0.0p+0, 0x1.5555555555555p-56, -0x1.999999999999ap-57, 0x1.2492492492492p-57, 0x1.c71c71c71c71cp-58, -0x1.745d1745d1746p-59, -0x1.3b13b13b13b14p-58, 0x1.1111111111111p-60, 0x1.e1e1e1e1e1e1ep-61, 0x1.af286bca1af28p-59, 0x1.8618618618618p-59, 0x1.642c8590b2164p-60, -0x1.eb851eb851eb8p-61, 0x1.2f684bda12f68p-59, 0x1.1a7b9611a7b96p-61, 0x1.0842108421084p-60, -0x1.f07c1f07c1f08p-61, 0x1.0750750750750p-60, -0x1.bacf914c1bad0p-60, 0x1.0690690690690p-60, -0x1.f3831f3831f38p-61};
static const double tl_hp_psi_h[9] = {0x1.5555555555555p-4, -0x1.1111111111111p-7, 0x1.0410410410410p-8, -0x1.1111111111111p-8, 0x1.f07c1f07c1f08p-8, -0x1.5995995995996p-6, 0x1.5555555555555p-4, -0x1.c5e5e5e5e5e5ep-2, 0x1.86e7f9b9fe6e8p+1};
static const double tl_hp_psi_l[9] = {0x1.5555555555555p-58, -0x1.1111111111111p-63, 0x1.0410410410410p-62, -0x1.1111111111111p-64, -0x1.f07c1f07c1f08p-63, 0x1.9a99a99a99a9ap-60, 0x1.5555555555555p-58, -0x1.7979797979798p-56, -0x1.9180646019180p-57};
TL_INLINE tl_dd tl_dd_poly(const double *h, const double *l, int n, tl_dd z) {
    tl_dd p = tl_dd_make(h[n - 1], l[n - 1]);
    TL_UNROLL
    for (int i = n - 2; i >= 0; i--) p = tl_dd_add(tl_dd_mul(p, z), tl_dd_make(h[i], l[i]));
    return p;
}
TL_INLINE tl_dd tl_psi_reflect_hp(double a, double f) {
    tl_dd y = tl_two_sum(1.0, a);
    tl_logr r = tl_log_reduce(y.h, 1);
    double fm = r.m - 1.0;
    tl_dd d = tl_two_sum(r.m, 1.0);
    double sh = fm / d.h;
    tl_dd p = tl_two_prod(sh, d.h);
    tl_dd s = tl_fast_two_sum(sh, (((fm - p.h) - p.l) - sh * d.l) / d.h);
    tl_dd lm = tl_dd_mul(tl_dd_make(2.0 * s.h, 2.0 * s.l), tl_dd_poly(tl_hp_atanh_h, tl_hp_atanh_l, 21, tl_dd_mul(s, s)));
    tl_dd k2 = tl_two_prod(r.k, TL_LN2_H);
    tl_dd ly = tl_dd_add(tl_dd_add(tl_fast_two_sum(k2.h, k2.l + r.k * TL_LN2_L), lm),
                         tl_dd_make(y.l / y.h, 0.0));
    tl_dd iy = tl_dd_div(tl_dd_make(1.0, 0.0), y);
    tl_dd w = tl_dd_mul(iy, iy);
    tl_dd ser = tl_dd_mul(w, tl_dd_poly(tl_hp_psi_h, tl_hp_psi_l, 9, w));
    tl_dd psi = tl_dd_add(ly, tl_dd_neg(tl_dd_add(tl_dd_mul_d(iy, 0.5), ser)));
    double g = tl_fabs(f);
    int swap = g > 0.25;
    tl_dd t = tl_dd_mul_d(TL_PI_PARTS, swap ? 0.5 - g : g);
    tl_dd t2 = tl_dd_mul(t, t);
    tl_dd sn = tl_dd_mul(t, tl_dd_poly(tl_hp_sin_h, tl_hp_sin_l, 14, t2));
    tl_dd cs = tl_dd_poly(tl_hp_cos_h, tl_hp_cos_l, 15, t2);
    tl_dd pc = tl_dd_mul(TL_PI_PARTS, tl_dd_div(tl_dd_sel(swap, sn, cs), tl_dd_sel(swap, cs, sn)));
    return tl_dd_add(psi, tl_dd_sel(f < 0.0, tl_dd_neg(pc), pc));
}
/* x < 0 in (-n-1, -n): the row of the zero there, n < TL_PSI_ZEROS */
TL_INLINE const double *tl_psi_zero_row(double n) {
    double nc = tl_sel_bits(n > TL_PSI_ZEROS - 1.0, TL_PSI_ZEROS - 1.0, n);
    return tl_psi_zeros[tl_bits(nc + 0x1.8p52) & (TL_PSI_ZEROS - 1)];
}
/* The fast path (scalar_ops.FAST_PATH): for 2^-60 <= x <= 2^60 tl_digamma is tl_digamma_pos(x) */
TL_INLINE int tl_digamma_ok(double x) { return x >= 0x1p-60 && x <= 0x1p60; }
TL_INLINE double tl_digamma_fast(double x) { return tl_digamma_pos(tl_sel_bits(tl_digamma_ok(x), x, 1.0)).h; }
/* With `one` (as tl_lgamma_pos_): the special values first, x > 0 by tl_digamma_pos_ alone, and
   below 0 the reflection in double-doubles, the series about a zero or the reflection, whichever
   x uses */
TL_INLINE double tl_digamma_(double x, int one) {
    double a = tl_fabs(x);
    if (one && (x != x || x == 0.0 || a == INFINITY || x > 0x1p60 || a < 0x1p-60))
        return x != x ? x + x
             : x == 0.0 ? -tl_copysign(INFINITY, x)
             : x == -INFINITY ? NAN
             : x == INFINITY ? x
             : x > 0x1p60 ? tl_log_dd(x).h
             : -1.0 / x - 0x1.2788cfc6fb619p-1;
    if (one && x > 0.0)
        return tl_digamma_pos_(a, 1).h;
    /* above 2^60 (all integers: only x > 0 is left), digamma(x) = log x - 1/(2x) - ... rounds as
       log x does (1/(2x) is below 2^-66 log x), and y's double-doubles would overflow */
    double ac = a == INFINITY || a == 0.0 || a > 0x1p60 ? 1.0 : a;
    double f = ac < 0x1p52 ? ac - tl_rint_pos(ac) : 0.0;
    if (one && f == 0.0)
        return NAN;
    double n = ac - f;
    n = f < 0.0 ? n - 1.0 : n;
    if (one && n >= TL_PSI_ZEROS)
        return tl_psi_reflect_hp(ac, f).h;
    const double *zr = tl_psi_zero_row(n);
    tl_dd zd = tl_zero_offset(zr, -ac);
    int near_zero = n < TL_PSI_ZEROS && tl_fabs(zd.h) <= zr[7];
    if (one && near_zero)
        return tl_zero_series(zr, zd).h;
    tl_dd g = tl_digamma_pos_(ac, one);
    tl_sincospi sc = tl_sincospi_red(f);
    /* cot(pi |f|): cos/sin of pi|f|, or sin/cos of pi(1/2 - |f|) */
    tl_dd cot = tl_dd_div(tl_dd_sel(sc.swap, sc.s, sc.c), tl_dd_sel(sc.swap, sc.c, sc.s));
    tl_dd pc = tl_dd_mul(TL_PI_PARTS, cot);
    pc = tl_dd_sel(f < 0.0, tl_dd_neg(pc), pc);
    tl_dd neg = tl_dd_add(tl_dd_add(g, tl_dd_div(tl_dd_make(1.0, 0.0), tl_dd_make(ac, 0.0))), pc);
    if (one)
        return neg.h;
    double yn = neg.h;
    yn = near_zero ? tl_zero_series(zr, zd).h : yn;
    double ab = tl_sel_bits(n >= TL_PSI_ZEROS, ac, TL_PSI_ZEROS + 0.5);
    yn = n >= TL_PSI_ZEROS ? tl_psi_reflect_hp(ab, f).h : yn;
    double y = x > 0.0 ? g.h : yn;
    y = (x < 0.0 && f == 0.0) ? NAN : y;
    /* |x| < 2^-60: -1/x - euler (the next term, pi^2 x/6, is far below an ulp); also where 1/x
       overflows, which the series above would turn into inf - inf */
    y = a < 0x1p-60 ? -1.0 / x - 0x1.2788cfc6fb619p-1 : y;
    y = x > 0x1p60 ? tl_log_dd(x).h : y;
    y = x == INFINITY ? x : y;
    y = x == -INFINITY ? NAN : y;
    y = x == 0.0 ? -tl_copysign(INFINITY, x) : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_digamma(double x) { return tl_digamma_(x, 0); }
TL_INLINE double tl_digamma_one(double x) { return tl_digamma_(x, 1); }

/*@ bessel: pieces trig */
/* The Bessel functions of the first kind J0 and J1 in float64 (C's j0 and j1, scipy.special's;
   float32 rounds them once), for the ops j0 and j1 and the PyTensor bridge's C library
   (scalar_ops.C_LIBM), with a = |x| (J0 is even, J1 odd):
   - a < 25: 50 pieces of width 1/2 (tl_piece13; benches/libm_constants.py bessel_tables).
     Piece i interpolates J(u) / (u - z), z the zero of J nearest to the piece as a
     double-double, and is multiplied back by u - z as a double-double (an exact TwoSum and z's
     low part), so the result keeps its relative accuracy next to each zero, on both sides.
   - a >= 25: Hankel's asymptotic form J(a) = sqrt(2/(pi a)) (P cos chi - Q sin chi), chi = a -
     (2n + 1) pi/4, expanded: J0 = ((P0 + Q0) cos a + (P0 - Q0) sin a) / sqrt(pi a), J1 =
     ((P1 + Q1) sin a - (P1 - Q1) cos a) / sqrt(pi a), with P and a Q polynomials of degree 7
     in s = (25/a)^2 and cos a, sin a from one argument reduction (tl_trig_full_red). The sum
     cancels next to the zeros, so there the error is absolute, a few 2^-53 of the amplitude
     sqrt(2/(pi a)), as in the C libraries' and scipy.special's j0 and j1.
   - Tiny a: J0 = 1 below 2^-27 (1 - a^2/4 rounds to 1) and J1 = x/2 below 2^-30 (the next
     term is below 2^-62 of it), so the pieces' products stay where tl_two_prod is exact.
   The pieces are the fast path (scalar_ops.FAST_PATH), in vector lanes; the full functions
   branch to the asymptotic form. */
static const double tl_j0_tab[50][13] = {
    {-0x1.d3d0f5253c2bcp-2, -0x1.3c53729deedc9p-3, 0x1.550ce5f25ebc2p-5, 0x1.8d8ac6039ace2p-7, -0x1.77a8f898c6499p-10, -0x1.7f688de978ac6p-12, 0x1.b86fb6bed2bb2p-16, 0x1.8f1e832c599dbp-18, -0x1.41294cdada348p-22, -0x1.0575b22dc6cb7p-24, 0x1.3f66186c02c28p-29, 0x1.d757f9644fb06p-32, -0x1.cc560df42c127p-37},
    {-0x1.0b651d54506e2p-1, -0x1.ac3cbff7ae074p-4, 0x1.d501fc6d90b8bp-5, 0x1.143b006008b39p-7, -0x1.238878ed746b4p-9, -0x1.0ec31ae967403p-12, 0x1.74369f242831ep-15, 0x1.1cf800dc54130p-18, -0x1.2120aba3ca6e9p-21, -0x1.78541977b1a32p-25, 0x1.2de7cd8557ec5p-28, 0x1.553d98cc4b3a6p-32, -0x1.c44b2edbe898ep-36},
    {-0x1.1e5df2def148cp-1, -0x1.595f98190fd45p-5, 0x1.0f7d7cd7090edp-4, 0x1.c4de8033ac3f2p-9, -0x1.603b35f852790p-9, -0x1.c053f83c1be63p-14, 0x1.cdec4e8271992p-15, 0x1.db016b4abe5d9p-20, -0x1.6d745099bed23p-21, -0x1.3b25caf7628fbp-26, 0x1.82b9801473aeap-28, 0x1.1ecab5f112ec3p-33, -0x1.249fb4370ef12p-35},
    {-0x1.208abe72ed340p-1, 0x1.9f47c1487bea5p-6, 0x1.13e0126f2f2aap-4, -0x1.0c39f74beaca7p-9, -0x1.6792e14a4f32ep-9, 0x1.071e81c7486d6p-14, 0x1.d8ebb9c7c569fp-15, -0x1.15103971e6066p-20, -0x1.76e69b44298dap-21, 0x1.6e043a4ee5b76p-27, 0x1.8d4c091bd8a31p-28, -0x1.4bf9aab9303cbp-34, -0x1.2cf4ada1a8d7dp-35},
    {-0x1.11a6404d6c45ap-1, 0x1.6fe9d5754d863p-4, 0x1.edf62d5cc7e48p-5, -0x1.da662003584edp-8, -0x1.384aae2df69f3p-9, 0x1.d0e7a6d7576e1p-13, 0x1.932c7dd4e48c2p-15, -0x1.e93f02da5b3d6p-19, -0x1.3ba3cb4699c37p-21, 0x1.4307f287c9625p-25, 0x1.4b827c9321600p-28, -0x1.24e79f350b294p-32, -0x1.f2df1ec128e79p-36},
    {-0x1.e6f1cfa935caap-2, 0x1.260c4d5306d8cp-3, 0x1.7a5a1ec6d45fap-5, -0x1.738a7d21a37adp-7, -0x1.b4dda5cb331e8p-10, 0x1.679bd1786a0d3p-12, 0x1.096f9d8ab0b93p-15, -0x1.77498c475bf1fp-18, -0x1.8e15972dfc8e0p-22, 0x1.ec9db492aae34p-25, 0x1.94dbc7967660dp-29, -0x1.bcab91d04d58bp-32, -0x1.2921b2fc4477bp-36},
    {-0x1.9327d655a1364p-2, 0x1.71be713bc7d82p-3, 0x1.bc8a0eb8874eep-6, -0x1.c27d8b963acdbp-7, -0x1.77905e3e6d2c4p-11, 0x1.aa22a3ef758b7p-12, 0x1.53358de0a8204p-17, -0x1.b5ca63b0a8108p-18, -0x1.7b5a597870000p-24, 0x1.1c1465ef5921dp-24, 0x1.1d1ce026fe96dp-31, -0x1.fc7784c7557d4p-32, -0x1.2df6b423e0beep-39},
    {-0x1.3190f06aa9cfcp-2, 0x1.93b93bf896b04p-3, 0x1.85e613444d5cap-8, -0x1.cfc927886fb22p-7, 0x1.43e71f5aadba0p-12, 0x1.a5ec1c829f9ebp-12, -0x1.a85cd356b4d4bp-17, -0x1.a5ab5e40fdea4p-18, 0x1.b9972bf5e58e6p-23, 0x1.0c1428633c730p-24, -0x1.0fedfb5764ab3p-29, -0x1.d8571b2f26fb7p-32, 0x1.c56afb80289ccp-37},
    {0x1.29aacc11211ccp-2, 0x1.b3d1649347544p-4, -0x1.825898be26fbfp-5, -0x1.f0cf04d6c08a2p-8, 0x1.1710f5aa2e641p-9, 0x1.c2acc4adae958p-13, -0x1.8169912b9e961p-15, -0x1.c20be4fb0d985p-19, 0x1.3a1271c5ec3eep-21, 0x1.1e276cfd8cc0fp-25, -0x1.52a753cc58300p-28, -0x1.f87455c07e56ap-33, 0x1.038f0bc7d149bp-35},
    {0x1.533e3f5fb42d7p-2, 0x1.bfe963fb9d507p-5, -0x1.c380ded047e6fp-5, -0x1.7cf1b50b34c5cp-9, 0x1.4554402c274adp-9, 0x1.0b80ad8c127d1p-14, -0x1.bf2412616f09cp-15, -0x1.a8c1e74982714p-21, 0x1.6ac206719ee63p-21, 0x1.b5c7db492d7dbp-28, -0x1.85b16b9f64624p-28, -0x1.3d2043a3e6ff3p-35, 0x1.29c22f398b363p-35},
    {0x1.60ea8a62c90f3p-2, -0x1.666dd3e35dcb3p-10, -0x1.c879b56a60d3ep-5, 0x1.111324ef39ff8p-9, 0x1.3ff674162444ep-9, -0x1.90c4e8d2ed4fcp-14, -0x1.aec1b5db2bb31p-15, 0x1.f9b8363ee669ap-20, 0x1.580f98f020d6bp-21, -0x1.723bda8ed6d14p-26, -0x1.6d30ea2a7ea38p-28, 0x1.66b3f6f7816cap-33, 0x1.14667741f129cp-35},
    {0x1.525ecc51a6476p-2, -0x1.bd32d6db5660ap-5, -0x1.923d150023db6p-5, 0x1.b0c5f392c6179p-8, 0x1.08d8f2b0caee6p-9, -0x1.edbe19d3c691ap-13, -0x1.544590904dd76p-15, 0x1.185f0b1ddd5abp-18, 0x1.06353c0056a56p-21, -0x1.830e707dd97c9p-25, -0x1.0e8ec2316b921p-28, 0x1.691630fc9d776p-32, 0x1.90586c40c223dp-36},
    {0x1.2af11e5d34da2p-2, -0x1.8f9fe7a42ae20p-4, -0x1.2af662ffc538fp-5, 0x1.4686a73370044p-7, 0x1.54d3a48efac36p-10, -0x1.5c4a83f4c94cep-12, -0x1.82949df73fc86p-16, 0x1.7cc961fc6eacep-18, 0x1.0b18639d4581fp-22, -0x1.00545cd9b2187p-24, -0x1.f479ef19ca7fap-30, 0x1.d5bf73f78c3f9p-32, 0x1.53bb399c50762p-37},
    {0x1.e1fce8f8314f7p-3, -0x1.0222c38183302p-3, -0x1.482bffc84e3cep-6, 0x1.7f0d9ee075098p-7, 0x1.ace4f7b77d5ebp-12, -0x1.84379d37c7233p-12, -0x1.17e6c9ec6e45cp-19, 0x1.9a4906dc35cb9p-18, -0x1.0c986c04f752ap-25, -0x1.0d7736d4f3f77p-24, 0x1.4f35c66d3f2cep-31, 0x1.e49c539bdf36dp-32, -0x1.6d24bc7b0d0adp-38},
    {-0x1.aa03f0e6b5426p-3, -0x1.96dc0d2ac86c4p-4, 0x1.e97ceab50296bp-6, 0x1.1c0b9842128fdp-7, -0x1.80c97b6ebb662p-10, -0x1.1683548d815dcp-12, 0x1.1c4794019d66ep-15, 0x1.200d0bba3ac99p-18, -0x1.e54aaaff91416p-22, -0x1.749c36406dd00p-25, 0x1.0e36dd90090b2p-28, 0x1.4b3ece000b195p-32, -0x1.a7f036f9ccaa0p-36},
    {-0x1.fe6b1d95518adp-3, -0x1.052d387debad1p-4, 0x1.4ac92d10098a5p-5, 0x1.524ab1aafb4abp-8, -0x1.0497193343e4bp-9, -0x1.2fd70ada642aap-13, 0x1.7c687dbdead93p-15, 0x1.21b94a5c6c4c8p-19, -0x1.40c8e08c70a6fp-21, -0x1.5ca92e1a25ee6p-26, 0x1.619644b58aaaep-28, 0x1.22dc1af701b80p-33, -0x1.130a75ce8e700p-35},
    {-0x1.14fd594d29c90p-2, -0x1.50975ff4e2d57p-6, 0x1.70a8c94f318e4p-5, 0x1.ed1133048f1f1p-11, -0x1.1ce382c9f4904p-9, -0x1.e4cdeda249d0ap-20, 0x1.977d94a94a6a0p-15, -0x1.67a69b05cb6bfp-22, -0x1.51cd54860c789p-21, 0x1.b5e91da4a8d09p-28, 0x1.6f324403d3457p-28, -0x1.0ce804ff00396p-34, -0x1.1a64b6373d5fdp-35},
    {-0x1.14016a904a871p-2, 0x1.8a9de63da8f4bp-6, 0x1.61db99541ef6fp-5, -0x1.af6c674bf1f7fp-9, -0x1.0626c518699c8p-9, 0x1.211911b5326e3p-13, 0x1.69d8fc1dd16c2p-15, -0x1.6c93cf79ec07ep-19, -0x1.23555a5b61b0ep-21, 0x1.0da343ff95f15p-25, 0x1.352a9e33de586p-28, -0x1.07d42ba6c1d35p-32, -0x1.d22209126e452p-36},
    {-0x1.fa51e383be50ep-3, 0x1.05956f30ace96p-4, 0x1.228fc408e15f7p-5, -0x1.c0a8a32afd131p-8, -0x1.8b41df99a9b39p-10, 0x1.0599889277738p-12, 0x1.faeb629e63ef9p-16, -0x1.30d77634311eap-18, -0x1.7ec9cf0056f69p-22, 0x1.accae9729bb94p-25, 0x1.7ffd6d1f6dbd4p-29, -0x1.95318c9107daep-32, -0x1.13750976a831cp-36},
    {-0x1.a8b14b825bafcp-3, 0x1.7f160baf62ed6p-4, 0x1.7d57d4018d210p-6, -0x1.2c9329756581ep-7, -0x1.9f3d77ba64e4dp-11, 0x1.4974ce22e2885p-12, 0x1.9f436b9bc9667p-17, -0x1.701c1ce410811p-18, -0x1.d1c8c829fff86p-24, 0x1.f64c61fe93f6dp-25, 0x1.3ecd5b5b9fc68p-31, -0x1.cfd757a155fe3p-32, -0x1.05b268d2a923fp-39},
    {0x1.4ac69f7e1e20bp-3, 0x1.7a9cc21635b9fp-4, -0x1.4acffa167f20cp-6, -0x1.150a66a3e5fdap-7, 0x1.f4f509528b909p-11, 0x1.216d63fea7110p-12, -0x1.7ddecd56eb22fp-16, -0x1.38dcc8cdb83cdp-18, 0x1.53691b83c4bc7p-22, 0x1.a0c047ba0659dp-25, -0x1.87a785dccf958p-29, -0x1.79dc369e343b6p-32, 0x1.3c3b767ca7dbbp-36},
    {0x1.9d10dbfa1cd92p-3, 0x1.103a346b92f67p-4, -0x1.fddada62b4c11p-6, -0x1.83f9ec18bd2a3p-8, 0x1.940f009d0c998p-10, 0x1.85b6bf7805af1p-13, -0x1.3154a736e9e5cp-15, -0x1.94099dfd76c70p-19, 0x1.0a3b11998b246p-21, 0x1.029b9f402d68cp-25, -0x1.2d7efbe9560d6p-28, -0x1.c4314e523b76bp-33, 0x1.df07a913b2987p-36},
    {0x1.cfe1d66a96344p-3, 0x1.03e2a30ed1719p-5, -0x1.331facd6f03d1p-5, -0x1.43ac3ff04be24p-9, 0x1.e734e9254c3acp-10, 0x1.0e8c3a71c2028p-14, -0x1.6a729f10b43e4p-15, -0x1.bafefe9dec246p-21, 0x1.36a86c0e2ec18p-21, 0x1.a4fcdd626a4ddp-28, -0x1.5a6dd6de30d26p-28, -0x1.f0f16d5032799p-36, 0x1.0f993ee10dbb9p-35},
    {0x1.dcc7f3dc290eep-3, -0x1.b598ec9380b0bp-8, -0x1.3a4dcd7b4189cp-5, 0x1.54d15317fc6d6p-10, 0x1.e6b9864bfd4dep-10, -0x1.1244caa6f43c8p-14, -0x1.60b6049ec08b8p-15, 0x1.8a5e309c68602p-20, 0x1.273579c8ec4a5p-21, -0x1.3ff4868d088a8p-26, -0x1.427a4ed472b9bp-28, 0x1.4ea21ff954f34p-33, 0x1.f0c12f8427e66p-36},
    {0x1.c2dd56382ea5ap-3, -0x1.61a417f8374bep-5, -0x1.147edd6e10f9cp-5, 0x1.373c6e4f47865p-8, 0x1.94d44da991c3fp-10, -0x1.79cd7b2af8ccdp-13, -0x1.176c80df853b8p-15, 0x1.ccf5df0450cd1p-19, 0x1.c0037cd847274p-22, -0x1.5141ac2d9852bp-25, -0x1.d7082d25e9235p-29, 0x1.48e8f6ff99737p-32, 0x1.5eabace5cdd0cp-36},
    {0x1.86c786b36225ep-3, -0x1.2992261fc05ecp-4, -0x1.927c7b3236e23p-6, 0x1.df36ca10ff7b6p-8, 0x1.026527a8df796p-10, -0x1.1010f391b73d9p-12, -0x1.3bc524833d4fcp-16, 0x1.3bc3ceb2b4001p-18, 0x1.c04158e7f19a8p-23, -0x1.bd0a24fea1286p-25, -0x1.a0355bc3bc601p-30, 0x1.a5b0c0af42818p-32, 0x1.10a2c502fbc56p-37},
    {0x1.31ca3a0c017f7p-3, -0x1.760e14987835ap-4, -0x1.983709ee6a1c2p-7, 0x1.19c178f062cc1p-7, 0x1.2dbb3c3365607p-12, -0x1.30469929285ccp-12, -0x1.853e203319d1bp-20, 0x1.538572ea2533ap-18, -0x1.1e9d977f904fap-25, -0x1.cfb08712a26b0p-25, 0x1.65f5cff0327d6p-31, 0x1.ac352ec9d0855p-32, -0x1.9547cd48dac79p-38},
    {-0x1.5925bb417f9f3p-3, -0x1.1435fb601f4e3p-4, 0x1.9029402670b23p-6, 0x1.98087b91b4fcep-8, -0x1.37caa6b651d76p-10, -0x1.adacfcf25d425p-13, 0x1.db01a25e2c3d1p-16, 0x1.d34b125c062e0p-19, -0x1.a6537833c212cp-22, -0x1.377cc9bfc5f12p-25, 0x1.e89794a675aedp-29, 0x1.1967fea0ae9e3p-32, -0x1.8bd416c6efa31p-36},
    {-0x1.9043fd7be248ep-3, -0x1.3f701b1e87088p-5, 0x1.041bb28568f0ap-5, 0x1.bf514ab2a89f7p-9, -0x1.9eb9a5d833247p-10, -0x1.b70d72915713ap-14, 0x1.39da6dd414babp-15, 0x1.b83a9d2a6588bp-20, -0x1.12dc3ad5c3093p-21, -0x1.0c9ca9538d901p-26, 0x1.38da13b7e6958p-28, 0x1.ba49dd23de96ep-34, -0x1.f34cc36e81290p-36},
    {-0x1.a745db6af6fd6p-3, -0x1.6868a56823ab6p-8, 0x1.19d38c2995630p-5, 0x1.5cdc9f07fa304p-14, -0x1.bd4414b8ee9abp-10, 0x1.a38eb3d646f40p-17, 0x1.4b12bf3fff4fcp-15, -0x1.0122bc7bef8a5p-21, -0x1.1c8048e4ce8f5p-21, 0x1.092f5419d92d8p-27, 0x1.3e1b05c3c79c3p-28, -0x1.4018f54e9a7c8p-34, -0x1.f39c37fda9de2p-36},
    {-0x1.9b7bf3de985e0p-3, 0x1.ccd785b31f294p-6, 0x1.06673c94fbfb4p-5, -0x1.a19759856d6fap-9, -0x1.8f6b43145bf05p-10, 0x1.05ad55b9e4fd8p-13, 0x1.1f123159ecfc6p-15, -0x1.4a6fc932c44e6p-19, -0x1.de534e662f344p-22, 0x1.f411cb63270b9p-26, 0x1.0400bc606be0dp-28, -0x1.f6881a65f1f16p-33, -0x1.8e219871218fdp-36},
    {-0x1.6f48707e9a958p-3, 0x1.d360d64802e4dp-5, 0x1.9c1d3d5f2788cp-6, -0x1.7edb24d648ad1p-8, -0x1.1f4e1a5cba3dcp-10, 0x1.bbdfc5cc90b81p-13, 0x1.7f28d273a20d8p-16, -0x1.07c324a26f525p-18, -0x1.29bc7116fa55cp-22, 0x1.7cb4bc4e41a0fp-25, 0x1.2ec99b8d0d0eep-29, -0x1.7098d820380c3p-32, -0x1.b2b0aae3821a5p-37},
    {-0x1.299a8d4f5636cp-3, 0x1.3cd0395fdb373p-4, 0x1.ec7fe82a5a699p-7, -0x1.e8ae319f37660p-8, -0x1.05d808f3b35bbp-11, 0x1.0e7d2c338c5cbp-12, 0x1.0005c74017032p-17, -0x1.35b120c50bdbap-18, -0x1.02f47145b279ap-24, 0x1.b17d8c1747795p-25, 0x1.e5f119293ecedp-33, -0x1.9921651f54afcp-32, 0x1.0994e329d93cap-42},
    {0x1.24d4b1a34f72cp-3, 0x1.14c11142af9dap-4, -0x1.3975ec4aaf3c9p-6, -0x1.9eda015c0c973p-8, 0x1.d8f61c107c017p-11, 0x1.bee2bda234b26p-13, -0x1.660e73a54becbp-16, -0x1.f2e85d5bcab26p-19, 0x1.40e080654620fp-22, 0x1.554923f863141p-25, -0x1.789ee79b4ae45p-29, -0x1.3b97bbc2e7e55p-32, 0x1.3620d7daa0678p-36},
    {0x1.5ebb493a94d72p-3, 0x1.6a171b75a4a5fp-5, -0x1.badc7b7422995p-6, -0x1.09b0b8e1db841p-8, 0x1.5f454aa737368p-10, 0x1.14aeab6b33a1bp-13, -0x1.0b7375bdf16a1p-15, -0x1.28b977ace359cp-19, 0x1.da0833fbd77e0p-22, 0x1.84b35068410bep-26, -0x1.119beff802bc6p-28, -0x1.57b2e13cf4db2p-33, 0x1.badd1a0a6ebf6p-36},
    {0x1.7d4b6529c4c27p-3, 0x1.e61b707a67f63p-7, -0x1.fb5f2b954f52cp-6, -0x1.27b5b34fb2c99p-10, 0x1.9461f4f1c4769p-10, 0x1.d45233d864eccp-16, -0x1.30e5af71279a0p-15, -0x1.45ed48f94ade7p-22, 0x1.0a544d843541ap-21, 0x1.61b079040c683p-30, -0x1.2ec5eb39217fcp-28, 0x1.35711c708200cp-38, 0x1.e2eb301b22032p-36},
    {0x1.7c8a0eeee3049p-3, -0x1.0982e99b4335dp-6, -0x1.f12b84b2e72a7p-6, 0x1.fb950432bbf35p-10, 0x1.832a27680c976p-10, -0x1.4c7ca48872a93p-14, -0x1.1d0c2408e5c66p-15, 0x1.b4c0139833888p-20, 0x1.e6a779ab01329p-22, -0x1.568a975fdee3dp-26, -0x1.0eb6163b237e5p-28, 0x1.6375caebf7631p-33, 0x1.a7400419333e7p-36},
    {0x1.5d163ce6011e1p-3, -0x1.6ba5f2271252dp-5, -0x1.9f6989781087bp-6, 0x1.2e34beb1ccf39p-8, 0x1.302bea78a29eap-10, -0x1.63da81d030621p-13, -0x1.a9a9b7b2cf9d5p-16, 0x1.ae35e6804ff20p-19, 0x1.5b1116026e1a0p-22, -0x1.3c137646b3e96p-25, -0x1.71f1d7bf57035p-29, 0x1.376b6bc048e04p-32, 0x1.15bd747f5d2b6p-36},
    {0x1.23f7732c6483ap-3, -0x1.0d5ebea1f2801p-4, -0x1.1565ab2952e94p-6, 0x1.a6d3c03fc2ed3p-8, 0x1.5810d1dc1a08fp-11, -0x1.dc16cc44a7ec2p-13, -0x1.9cf9de0ded10ap-17, 0x1.155aa4b4eec0fp-18, 0x1.1efc52e9587ebp-23, -0x1.8b182bd1b1710p-25, -0x1.ffe83aaf01c13p-31, 0x1.7b2ddb30e0d36p-32, 0x1.37f4f9004ce29p-38},
    {-0x1.f4135faf05861p-4, -0x1.12e0e2f9dcbd1p-4, 0x1.e22f39de6b56ap-7, 0x1.9dd66ec65a4d0p-8, -0x1.5972ef93de1b8p-11, -0x1.c2c7b44c5f058p-13, 0x1.009999f256f7dp-16, 0x1.feb8daa3b276cp-19, -0x1.cbadaa4f88578p-23, -0x1.630fffde2b7bap-25, 0x1.104760de2200bp-29, 0x1.4da1f8863406cp-32, -0x1.c6a22738b699dp-37},
    {-0x1.35b44e0ce57d9p-3, -0x1.89a2c64738c53p-5, 0x1.77f5dca55f8f1p-6, 0x1.2748164079b6cp-8, -0x1.267af3f10c6a9p-10, -0x1.3c72a0f3f8dd0p-13, 0x1.c020851a0d3d1p-16, 0x1.5ea712cd90780p-19, -0x1.8f665b8f2f222p-22, -0x1.db779bde334ddp-26, 0x1.d143ad7dd66b7p-29, 0x1.b3260e9a26fb2p-33, -0x1.7c8470e7f295ap-36},
    {-0x1.5a28bd906cc1ep-3, -0x1.6dd5b097ce274p-6, 0x1.c86dc1a98ac47p-6, 0x1.000cc208b6be1p-9, -0x1.6c91903efa348p-10, -0x1.f5fa8716b0dc3p-15, 0x1.14e20486ca34bp-15, 0x1.f33d61b726d4cp-21, -0x1.e89a94576ea0bp-22, -0x1.2990ed5402e44p-27, 0x1.18e6d109ef556p-28, 0x1.d3614decf56d4p-35, -0x1.c53d353c1b58cp-36},
    {-0x1.6270eb66495cdp-3, 0x1.9c022ce827ad9p-8, 0x1.d58c4588feb5fp-6, -0x1.d499eb94eed61p-11, -0x1.72cc9ce14675cp-10, 0x1.569a41d154bc4p-15, 0x1.1527b3d495fe8p-15, -0x1.e6a679c689aa3p-21, -0x1.e0c12746cf4b4p-22, 0x1.955ad026b755ep-27, 0x1.0fb7fffd722f7p-28, -0x1.b98f595f2349ep-34, -0x1.af57809ab6996p-36},
    {-0x1.4dbc7deee0ea7p-3, 0x1.1324e618072dep-5, 0x1.9e269e0b06e65p-6, -0x1.d019b34caedf1p-9, -0x1.391788d5be7d7p-10, 0x1.1538e96c8b5afp-13, 0x1.c36b4757dc15cp-16, -0x1.542f8ef61ebe4p-19, -0x1.7aff897c9b549p-22, 0x1.fb90d5fb43368p-26, 0x1.9fb0c7abba87ep-29, -0x1.fbbc6315d0c3dp-33, -0x1.40bd8cde42f60p-36},
    {-0x1.1f737bfcb7a3bp-3, 0x1.c7f338c8f2d32p-5, 0x1.2cdedcb2774e3p-6, -0x1.6aee4f93038d0p-8, -0x1.9693a4c773ad9p-11, 0x1.9df37d61b25b1p-13, 0x1.0af1febe1134cp-16, -0x1.e89a5cd7654e5p-19, -0x1.9ac038801bb0cp-23, 0x1.609c76dd82943p-25, 0x1.9d25a6d0949d2p-30, -0x1.56d2b1fc991afp-32, -0x1.23c7e3e25683ep-37},
    {-0x1.bd1e38557cc98p-4, 0x1.1cdaf560af11cp-4, 0x1.2beb6466f29e6p-7, -0x1.ae2b213f200f6p-8, -0x1.f51b3dfa629f2p-13, 0x1.d7dd6f29aa75ap-13, 0x1.31a0ee4d7ead4p-19, -0x1.0dc835dac5eecp-18, 0x1.00b592fa10033p-28, 0x1.7b01a35a9fce9p-25, -0x1.3cdc6b0a8d688p-32, -0x1.67e9cd55fa2c2p-32, 0x1.bd39e18a29ea2p-39},
    {0x1.124b8194ab2b9p-3, 0x1.a0cd76fc5a026p-5, -0x1.3c2dafbc25865p-6, -0x1.3be5f6ba23d7dp-8, 0x1.e5573cb7b3e3bp-11, 0x1.57c5270ee84bcp-13, -0x1.6f02a327370ddp-16, -0x1.83f18374aef8fp-19, 0x1.4786ccc296cedp-22, 0x1.0c4649068abcbp-25, -0x1.7fa3458c5780cp-29, -0x1.f51784b6006b2p-33, 0x1.3c3370bc5d05cp-36},
    {0x1.3b68b1406dc48p-3, 0x1.d28be62891cfbp-6, -0x1.98e5c9adb52f2p-6, -0x1.575584726ff57p-9, 0x1.45a89b62f26eap-10, 0x1.66863a3c994e1p-14, -0x1.f0136e02461d7p-16, -0x1.81486615201bep-20, 0x1.b84e5d27dc13bp-22, 0x1.f86dbfa5beec5p-27, -0x1.fe2915b284d94p-29, -0x1.bbbbfaaf07382p-34, 0x1.9f14bb05cdb26p-36},
    {0x1.4b4872e126329p-3, 0x1.1fdccb1963becp-9, -0x1.b9754fb995fc8p-6, 0x1.51cfedbfc0e2dp-19, 0x1.5f727b73b2a63p-10, -0x1.05e81e235410fp-17, -0x1.093953a5a7853p-15, 0x1.2c94decbe9774p-22, 0x1.d0f784c3b84c4p-22, -0x1.3c4b6f8bab1afp-28, -0x1.09bbe15837bffp-28, 0x1.8db323bc250b8p-35, 0x1.aa90901ef0250p-36},
    {0x1.3fe837fc73e7ap-3, -0x1.8a99125d8ed58p-6, -0x1.99166efa70de3p-6, 0x1.530994e44624ap-9, 0x1.3c0f80e9c2d8ap-10, -0x1.9bf94a5f1e5c6p-14, -0x1.d0ccb430a601dp-16, 0x1.00ea616a68f6fp-19, 0x1.8dce80567d204p-22, -0x1.856dc9e3ed355p-26, -0x1.bc9ff16edb1a4p-29, 0x1.8b8ef7da7a4dbp-33, 0x1.5d6446c3f4ce6p-36}};
static const double tl_j0_tab_l[50] = {0x1.f7c168ee9df5ep-56, -0x1.41c7f4d7d12c6p-55, 0x1.d38ebb0be903ep-55, 0x1.6f60a03b747f7p-59, 0x1.d600d8d32b892p-55, -0x1.a591682f81530p-58, -0x1.5668c6c5f2e38p-58, 0x1.e3c40fde19426p-56, -0x1.8f04e05608039p-58, -0x1.cf51fc5b252d0p-58, -0x1.3998d54c31a94p-58, -0x1.5fc70fa9f6d77p-56, 0x1.16fd6cecd185fp-58, 0x1.9f691c040e523p-57, 0x1.1f383091ad229p-57, -0x1.11c288da7f692p-58, -0x1.b64d3a31dddbbp-56, 0x1.2a08888bbf40ep-58, 0x1.67681003740cap-57, -0x1.18a7119916123p-57, -0x1.4755abd23d64fp-57, 0x1.0a0a829971563p-57, -0x1.da8078155d991p-57, 0x1.7ddc19e6a9bb7p-61, -0x1.7fcd27c19b5a0p-58, 0x1.f3ddef5f7a394p-57, -0x1.89b373e6b2b15p-57, -0x1.f9c89158caa46p-57, -0x1.ba732f6620f01p-57, 0x1.e85befb2490d5p-57, 0x1.e3a64c7ffb803p-57, 0x1.267ef5d0a5dc0p-59, -0x1.977e032dec911p-57, 0x1.8e244c8eeb374p-57, 0x1.29d5d1109ef4dp-57, 0x1.c79996bbac073p-60, -0x1.17d8798e08cdep-58, -0x1.b79346f99eeffp-58, 0x1.0286ad37a970dp-57, -0x1.818588b014396p-58, 0x1.6e4298e725ec1p-57, -0x1.b8604aef56f29p-58, 0x1.0b88d1eeb3962p-61, -0x1.91619495448adp-58, 0x1.8573b24d5a2a0p-57, -0x1.e3593197e88efp-59, -0x1.fbe17e93d6e8cp-58, -0x1.dc21e59b3972ep-57, 0x1.348ef8f922a74p-58, -0x1.d6c8365585c39p-57};
static const double tl_j0_tab_l1[50] = {-0x1.ccd5728e8f7e4p-61, -0x1.8143323299680p-58, -0x1.603074a51cf61p-59, -0x1.0232e70daf8a4p-61, 0x1.796e479e97921p-58, 0x1.9fd7ae0db555dp-58, -0x1.749ca2c1464a1p-57, 0x1.91678cfa2961fp-57, 0x1.f12793c0e7577p-59, 0x1.64ba4fbd795a7p-60, -0x1.82ee82541b375p-65, 0x1.8885457686170p-59, -0x1.ab61982a1e05ep-59, -0x1.e165835aa7c9cp-57, 0x1.cfe845e9181b9p-58, 0x1.f19c2e67e1936p-58, -0x1.6a8726c9496a2p-60, 0x1.4c8e06e1fc494p-60, 0x1.44931a5dfaab1p-58, 0x1.a1044c1b45fe0p-59, -0x1.00d87cd0b8968p-58, 0x1.6c89f810192cbp-58, -0x1.2e6921a8a5decp-60, -0x1.d12e55d0836bbp-62, 0x1.bca22aa66e430p-60, 0x1.bcf72a385c5f8p-59, 0x1.65d0b28a521b1p-58, 0x1.9f367e810950dp-58, 0x1.e387f60b01babp-59, 0x1.f6c2c9afe0a33p-62, 0x1.d3e9cd3988e06p-61, 0x1.227225b284d74p-59, -0x1.19076b2ea1a83p-60, 0x1.b8ebd81fdf744p-60, 0x1.46c3c4e59e6cap-59, -0x1.65246bce36fe9p-61, -0x1.d89efe0414774p-60, -0x1.e96be84cfd6f8p-60, -0x1.930467152e739p-58, -0x1.e5bee29bfd0fdp-59, -0x1.53d6230c260e2p-60, 0x1.d5d1127b82db5p-62, 0x1.f201350cd9d46p-62, -0x1.90ebc6356e3f9p-59, -0x1.c20c8558a286bp-63, 0x1.0e6ef7625fd7bp-58, -0x1.cae33677522c1p-59, -0x1.62ecd1e3404c8p-60, 0x1.d120c0a0a71c7p-66, -0x1.8fde706ed5476p-60};
static const double tl_j0_zh[50] = {0x1.33d152e971b40p+1, 0x1.33d152e971b40p+1, 0x1.33d152e971b40p+1, 0x1.33d152e971b40p+1, 0x1.33d152e971b40p+1, 0x1.33d152e971b40p+1, 0x1.33d152e971b40p+1, 0x1.33d152e971b40p+1, 0x1.6148f5b2c2e45p+2, 0x1.6148f5b2c2e45p+2, 0x1.6148f5b2c2e45p+2, 0x1.6148f5b2c2e45p+2, 0x1.6148f5b2c2e45p+2, 0x1.6148f5b2c2e45p+2, 0x1.14eb56cccdecap+3, 0x1.14eb56cccdecap+3, 0x1.14eb56cccdecap+3, 0x1.14eb56cccdecap+3, 0x1.14eb56cccdecap+3, 0x1.14eb56cccdecap+3, 0x1.79544008272b6p+3, 0x1.79544008272b6p+3, 0x1.79544008272b6p+3, 0x1.79544008272b6p+3, 0x1.79544008272b6p+3, 0x1.79544008272b6p+3, 0x1.79544008272b6p+3, 0x1.ddca13ef271d2p+3, 0x1.ddca13ef271d2p+3, 0x1.ddca13ef271d2p+3, 0x1.ddca13ef271d2p+3, 0x1.ddca13ef271d2p+3, 0x1.ddca13ef271d2p+3, 0x1.212313f8a19f6p+4, 0x1.212313f8a19f6p+4, 0x1.212313f8a19f6p+4, 0x1.212313f8a19f6p+4, 0x1.212313f8a19f6p+4, 0x1.212313f8a19f6p+4, 0x1.5362dd173f792p+4, 0x1.5362dd173f792p+4, 0x1.5362dd173f792p+4, 0x1.5362dd173f792p+4, 0x1.5362dd173f792p+4, 0x1.5362dd173f792p+4, 0x1.5362dd173f792p+4, 0x1.85a3b930156ddp+4, 0x1.85a3b930156ddp+4, 0x1.85a3b930156ddp+4, 0x1.85a3b930156ddp+4};
static const double tl_j0_zl[50] = {-0x1.0f539d7da258ep-53, -0x1.0f539d7da258ep-53, -0x1.0f539d7da258ep-53, -0x1.0f539d7da258ep-53, -0x1.0f539d7da258ep-53, -0x1.0f539d7da258ep-53, -0x1.0f539d7da258ep-53, -0x1.0f539d7da258ep-53, 0x1.75054cd60a517p-54, 0x1.75054cd60a517p-54, 0x1.75054cd60a517p-54, 0x1.75054cd60a517p-54, 0x1.75054cd60a517p-54, 0x1.75054cd60a517p-54, -0x1.51970714c7c25p-52, -0x1.51970714c7c25p-52, -0x1.51970714c7c25p-52, -0x1.51970714c7c25p-52, -0x1.51970714c7c25p-52, -0x1.51970714c7c25p-52, 0x1.444fd5821d5b1p-52, 0x1.444fd5821d5b1p-52, 0x1.444fd5821d5b1p-52, 0x1.444fd5821d5b1p-52, 0x1.444fd5821d5b1p-52, 0x1.444fd5821d5b1p-52, 0x1.444fd5821d5b1p-52, -0x1.9796609364e85p-51, -0x1.9796609364e85p-51, -0x1.9796609364e85p-51, -0x1.9796609364e85p-51, -0x1.9796609364e85p-51, -0x1.9796609364e85p-51, -0x1.165fd108f46ffp-50, -0x1.165fd108f46ffp-50, -0x1.165fd108f46ffp-50, -0x1.165fd108f46ffp-50, -0x1.165fd108f46ffp-50, -0x1.165fd108f46ffp-50, 0x1.1d2dfa1c3b5a8p-51, 0x1.1d2dfa1c3b5a8p-51, 0x1.1d2dfa1c3b5a8p-51, 0x1.1d2dfa1c3b5a8p-51, 0x1.1d2dfa1c3b5a8p-51, 0x1.1d2dfa1c3b5a8p-51, 0x1.1d2dfa1c3b5a8p-51, 0x1.0847c620015e0p-50, 0x1.0847c620015e0p-50, 0x1.0847c620015e0p-50, 0x1.0847c620015e0p-50};
static const double tl_j0_p[8] = {0x1.0000000000000p+0, -0x1.d7dbf487fcb5ep-14, 0x1.34480628ca47fp-22, -0x1.424a254eeb574p-29, 0x1.5e23f69b10e36p-35, -0x1.446b98077304fp-40, 0x1.bf96ed87074adp-45, -0x1.50f9b785d40f0p-49};
static const double tl_j0_q[8] = {-0x1.0000000000000p-3, 0x1.eb851eb851d2ap-14, -0x1.3822863bbf017p-21, 0x1.e64fdeeea658ap-28, -0x1.5f5a3797559d9p-33, 0x1.964041ba1430fp-38, -0x1.4dc38bb0e4ddep-42, 0x1.1b1515472289ap-46};
static const double tl_j1_tab[50][13] = {
    {0x1.fc02a9c749ee9p-2, -0x1.fd56aa4fb4243p-6, -0x1.f806a82e0b4dap-5, 0x1.531db0000fe2bp-9, 0x1.4eb0e111a0056p-9, -0x1.52d9ab5b97118p-14, -0x1.bd31c2f16b058p-15, 0x1.69405d107c584p-20, 0x1.639725930518fp-21, -0x1.e17d0b26139b1p-27, -0x1.7addae77c274bp-28, 0x1.b7a135d24bd73p-34, 0x1.20271f117f402p-35},
    {0x1.dcd57c88f3651p-2, -0x1.6e503ebc08253p-4, -0x1.ba14f733acff6p-5, 0x1.e295b0c6d72ebp-8, 0x1.1b464d2e36597p-9, -0x1.df19f15a2def9p-13, -0x1.709d75fd5beb4p-15, 0x1.fc929e7911dc6p-19, 0x1.22132158497f7p-21, -0x1.51e02e38cc1fap-25, -0x1.31c2224e95109p-28, 0x1.33c999999b3f5p-32, 0x1.cd56e0d515ee1p-36},
    {0x1.a24d758baeb85p-2, -0x1.1850d25535274p-3, -0x1.47b1e495bbbe4p-5, 0x1.68ea710e1aa44p-7, 0x1.7a8ddbf58fc1cp-10, -0x1.6150b6db5e1b3p-12, -0x1.cb1c57b571745p-16, 0x1.73843f37083fap-18, 0x1.575b660dd1786p-22, -0x1.ea4b351612228p-25, -0x1.5c3e17c335819p-29, 0x1.bc59a517d3df0p-32, 0x1.fdd516dad328ap-37},
    {0x1.537968c7d7bbcp-2, -0x1.581151ebf5777p-3, -0x1.6479147f06192p-6, 0x1.aa1f58d5bd40dp-7, 0x1.12f8e91cd3d0bp-11, -0x1.971083c871eaap-12, -0x1.abf694f9dbf8dp-18, 0x1.a4e95fe30b5bdp-18, 0x1.727560161e480p-25, -0x1.125f097624626p-24, -0x1.4430ea06f2da7p-33, 0x1.ecbcf1bd0d467p-32, -0x1.b188d611921fap-45},
    {-0x1.630579328591fp-2, -0x1.e0f5a499c9141p-4, 0x1.5a26ac42ba5bep-5, 0x1.32191b67693d2p-7, -0x1.c6a5e88a328a4p-10, -0x1.2996109fd5165p-12, 0x1.2c1912808cdccp-15, 0x1.377a9a9da80e5p-18, -0x1.dcc69da6eca22p-22, -0x1.99b78bdf8a42dp-25, 0x1.f9e29c14fb584p-29, 0x1.726ae20457240p-32, -0x1.7f84890e7577cp-36},
    {-0x1.933f750029751p-2, -0x1.1b12b5a215b77p-4, 0x1.b504a27c00ca8p-5, 0x1.58d89dc153f7ap-8, -0x1.2c5a12c4bf648p-9, -0x1.463ccacabca2fp-13, 0x1.9689d1ee35042p-15, 0x1.4f3814a5f2b88p-19, -0x1.480d7e06058cbp-21, -0x1.b31fc06522415p-26, 0x1.5fd7ef717b830p-28, 0x1.857a3375350f2p-33, -0x1.0cd33dad1ee2dp-35},
    {-0x1.a873d7da21752p-2, -0x1.aa06c589b6b9bp-7, 0x1.d84f27b5d60e1p-5, 0x1.b3bbb1d4e7f4ep-12, -0x1.466f526fc8d64p-9, -0x1.91860673b696bp-20, 0x1.ba565921aea75p-15, -0x1.977cb84cd9667p-24, -0x1.64e116be0185fp-21, 0x1.f9045b01f21b3p-30, 0x1.7e8b4921e4ca9p-28, -0x1.3374fac466280p-36, -0x1.24168120c6722p-35},
    {-0x1.a07475d0ca44ap-2, 0x1.663b3a9a91a34p-5, 0x1.bf32eebbed000p-5, -0x1.22e5838c6ecccp-8, -0x1.2d70660d078c6p-9, 0x1.3def456f7e39ep-13, 0x1.914963f49a172p-15, -0x1.6458307e54588p-19, -0x1.3f8eee2313a39p-21, 0x1.ea261e54e57dep-26, 0x1.5324518243edap-28, -0x1.c93e291d4006ep-33, -0x1.00edd4ff941c2p-35},
    {-0x1.7cccdcf297effp-2, 0x1.80994e5f47e80p-4, 0x1.6e4ca6574dfb3p-5, -0x1.180d7f8a4765fp-7, -0x1.cc3119c42bb57p-10, 0x1.22bd611fb6d6bp-12, 0x1.23699015d6b19p-15, -0x1.3c160e880f0a3p-18, -0x1.bf2caae40cce1p-22, 0x1.aa09225b58f9cp-25, 0x1.cd19a0ed7e687p-29, -0x1.87b26c52ef189p-32, -0x1.5566256d74bb4p-36},
    {-0x1.4279b72f8e09fp-2, 0x1.0d238d1fefa6bp-3, 0x1.e59334041acc5p-6, -0x1.71e66b9774b79p-7, -0x1.f44f7a426062bp-11, 0x1.7377d1234558cp-12, 0x1.0ab98ba02461ep-16, -0x1.8b11be094275dp-18, -0x1.5eec476e360fep-23, 0x1.06168902b4b49p-24, 0x1.3a89aeb62f60dp-30, -0x1.dc3fdd18cf160p-32, -0x1.9947648c2563ap-38},
    {-0x1.f232370575e5ep-3, 0x1.37c04226bb2afp-3, 0x1.80442b87a8312p-7, -0x1.928b55e003a01p-7, -0x1.2782c3a97e121p-15, 0x1.8461a98cdfc0bp-12, -0x1.5d0659e2f7904p-18, -0x1.91884c181f690p-18, 0x1.ee0c47eef6703p-24, 0x1.04cd29302999fp-24, -0x1.5927c0ce0efaep-30, -0x1.d2329414fd2d2p-32, 0x1.34f92c46bd5dap-37},
    {0x1.01409c78dd575p-2, 0x1.84389ca44289cp-4, -0x1.367ef5322fc36p-5, -0x1.f2a6a42bd012fp-8, 0x1.cc979b7eb3e0ap-10, 0x1.ddfb894501000p-13, -0x1.46c7436af8dbdp-15, -0x1.eb6c6b8906263p-19, 0x1.0fe79cdaeb08dp-21, 0x1.3dc208f6932bdp-25, -0x1.29d4d6c4a0515p-28, -0x1.1afcc3855ba0ap-32, 0x1.ce0f124fd43ecp-36},
    {0x1.2738e1e5d22bep-2, 0x1.aaea4b09baf4fp-5, -0x1.7c62c2d64ecd9p-5, -0x1.dbb7ad29c1c90p-9, 0x1.1c0aacc0e7120p-9, 0x1.911d62dd9a0b5p-14, -0x1.91c8d404378a1p-15, -0x1.705cc33462402p-20, 0x1.4cb4e6a04ee9dp-21, 0x1.af5231e9bfecbp-27, -0x1.6ab6a15794d52p-28, -0x1.5fd7ee03015dbp-34, 0x1.182ce7658f78dp-35},
    {0x1.35b199b15d40ap-2, 0x1.0a36e873499e2p-8, -0x1.8dbfc419d2c2ap-5, 0x1.af08b39db75b1p-11, 0x1.2368cd5cbdf4ep-9, -0x1.aab0ee32e72fep-15, -0x1.952a63c5057f1p-15, 0x1.31e546d6dceadp-20, 0x1.4acd5a2b76f2dp-21, -0x1.e2e6a690d058bp-27, -0x1.64863d1d30082p-28, 0x1.ebf4d32bcb032p-34, 0x1.10d21ea30a92fp-35},
    {0x1.2b96ca76903e4p-2, -0x1.5e84830f9b990p-5, -0x1.6935ea412a621p-5, 0x1.4946210a50d3ap-8, 0x1.f7ff764c1ff36p-10, -0x1.854553294cd75p-13, -0x1.515192ee4898ap-15, 0x1.c8bd00229acaep-19, 0x1.0b406abb81bb9p-21, -0x1.434e934c868aep-25, -0x1.191f0698c5369p-28, 0x1.33773c46358e2p-32, 0x1.a5bd53f8fa5c5p-36},
    {0x1.0b274874c2623p-2, -0x1.50c23d0a980dep-4, -0x1.1609527b1e7cap-5, 0x1.10683b99993fep-7, 0x1.5b40b643e7434p-10, -0x1.2b15c05ddc281p-12, -0x1.a7cf955de20f6p-16, 0x1.4f91a26282425p-18, 0x1.36276ea8306e4p-22, -0x1.cce74be2d0f7bp-25, -0x1.3069b435ba834p-29, 0x1.accc830d96eecp-32, 0x1.ada1b8fbb88c6p-37},
    {0x1.b304c91d94bacp-3, -0x1.bfe8765c10f69p-4, -0x1.4562edfe88a50p-6, 0x1.4e2856e06285cp-7, 0x1.1b008ec7c5175p-11, -0x1.5d5c4a779702ep-12, -0x1.a86e62d321fdbp-18, 0x1.7b070383b5c3fp-18, 0x1.08cff4d1c63bcp-25, -0x1.fbd87a03a45f7p-25, 0x1.fe6ac1f2c66adp-35, 0x1.cf8327b8a380dp-32, -0x1.01874e4d3f88ep-39},
    {-0x1.8074fbc950e39p-3, -0x1.79a050ae8a89dp-4, 0x1.a371eec19301cp-6, 0x1.0c84f613a7dbbp-7, -0x1.4051c03aa0b23p-10, -0x1.10791a1aca040p-12, 0x1.da9b139920dddp-16, 0x1.217b018faa038p-18, -0x1.99a3f1af0cb40p-22, -0x1.7dd7497422b25p-25, 0x1.cdb837edb51bep-29, 0x1.584c35631855ap-32, -0x1.6e2e6bad31dacp-36},
    {-0x1.cfd4830bf2e8bp-3, -0x1.f4ce3f3632790p-5, 0x1.24fafdd9ad043p-5, 0x1.5382d33575459p-8, -0x1.ca56d78a3f8c0p-10, -0x1.45c03421817aep-13, 0x1.5209c5af7bb76p-15, 0x1.48003d9314010p-19, -0x1.20d474be3791bp-21, -0x1.9c0772c239dbdp-26, 0x1.4234059acac6cp-28, 0x1.63a306477ed2bp-33, -0x1.fa5905f321fc9p-36},
    {-0x1.fb0697d478d27p-3, -0x1.6efb9ef9e5ef1p-6, 0x1.4de258da68d28p-5, 0x1.6f20130051268p-10, -0x1.032dbf17f0dc3p-9, -0x1.ac3dac2451ff1p-16, 0x1.789e0f1ba5621p-15, 0x1.3fd64b018592ap-23, -0x1.3d2717b3fbb8ap-21, 0x1.dc5903f266fcbp-31, 0x1.5d56b01d6ca6dp-28, -0x1.662cbff959c72p-36, -0x1.0f8b164d3443ep-35},
    {-0x1.fcfd3cb07264ap-3, 0x1.2dcd7ba9cb991p-6, 0x1.46e095909cbd1p-5, -0x1.488a0badd48dep-9, -0x1.eb73c0f7039dcp-10, 0x1.bbff0e01469c3p-14, 0x1.5aee73c959241p-15, -0x1.1e0a28e3213f9p-19, -0x1.1d16748fc6d98p-21, 0x1.b06b875372bd4p-26, 0x1.3398d01f8abd9p-28, -0x1.af322f449b91dp-33, -0x1.d5e557ba72eeep-36},
    {-0x1.d691fee19aaccp-3, 0x1.c708206c97a2bp-5, 0x1.126d9f5a171b0p-5, -0x1.823d76331f431p-8, -0x1.8071fa495db58p-10, 0x1.c36c69c0868b6p-13, 0x1.ffb936fb51a76p-16, -0x1.0a2b680f0aa72p-18, -0x1.8fab8ac726c75p-22, 0x1.7b6f944280996p-25, 0x1.9c7e00e786121p-29, -0x1.6af59d530852ap-32, -0x1.2efb8cc0215e7p-36},
    {-0x1.8e38aa1b7c101p-3, 0x1.57eb283d5d01cp-4, 0x1.74ce75967a3e1p-6, -0x1.0d6712a9eaf1ap-7, -0x1.b4a37f7e9d84dp-11, 0x1.297b017af0824p-12, 0x1.e6f07c24dd622p-17, -0x1.50de9863d585ap-18, -0x1.3b96933d60d80p-23, 0x1.d1f40386e453cp-25, 0x1.09c18cc6d0526p-30, -0x1.b374272887607p-32, -0x1.36ae679ebd921p-38},
    {0x1.2f54a76dde177p-3, 0x1.6709e0b8cba7fp-4, -0x1.1f6d9aa097627p-6, -0x1.076db48adbb15p-7, 0x1.a315af677e996p-11, 0x1.162b7860d69e3p-12, -0x1.3a2af804daebfp-16, -0x1.3123ec2932f4fp-18, 0x1.16f49b483db2bp-22, 0x1.9c28510414548p-25, -0x1.43cc00091738fp-29, -0x1.7a26562fe1812p-32, 0x1.079773f7caf47p-36},
    {0x1.7e2b3582e10e8p-3, 0x1.087205345c764p-4, -0x1.cc41a274971bbp-6, -0x1.7e4ed8bc02c2fp-8, 0x1.681ee25af3dddp-10, 0x1.8906e57813649p-13, -0x1.0f667915fc7acp-15, -0x1.a27bc12e8c800p-19, 0x1.db48589f777c1p-22, 0x1.127eb9521c271p-25, -0x1.0ef62cb75e39fp-28, -0x1.ea23fa215629fp-33, 0x1.b1abd20da4aacp-36},
    {0x1.b09729ec83399p-3, 0x1.0cf9c213e23a6p-5, -0x1.1b4658c2f5776p-5, -0x1.62795254b7426p-9, 0x1.c0191948399dcp-10, 0x1.44361033437d3p-14, -0x1.4e984c37e477dp-15, -0x1.2d6c564c11136p-20, 0x1.20fd209da0dffp-21, 0x1.53f651ac6a3bdp-27, -0x1.450bdcd3aeb96p-28, -0x1.010ec463be953p-34, 0x1.00eca08bc3d4dp-35},
    {0x1.c009b2c82015ap-3, -0x1.7c71893ca431ep-9, -0x1.270561571f9cbp-5, 0x1.a6be1a2e36cc5p-11, 0x1.cae19fdca64d8p-10, -0x1.74de09d4b8faep-15, -0x1.4f9b959a550d5p-15, 0x1.1948902346538p-20, 0x1.1c29e43b07ac3p-21, -0x1.d8933c6175e52p-27, -0x1.39f9f19e4123dp-28, 0x1.fbf6a027fc9cfp-34, 0x1.e8a347ad88bfbp-36},
    {0x1.ab0da0a0cbecbp-3, -0x1.32d946c4bdd21p-5, -0x1.085b9c1458ad2p-5, 0x1.0ca7d2be26e35p-8, 0x1.88367bec2dc24p-10, -0x1.45ea80ee954b1p-13, -0x1.13758c6a9e63cp-15, 0x1.8f67055b506cfp-19, 0x1.c2210ae27632dp-22, -0x1.267acee7bcd8fp-25, -0x1.e1de61203b5b4p-29, 0x1.21b6a7ef70a47p-32, 0x1.6c8dfb59dee08p-36},
    {0x1.75679f4b6da1ep-3, -0x1.0e2b29e97ed2fp-4, -0x1.8ada2c0fa9deap-6, 0x1.b264295bea604p-8, 0x1.05f06b3c3113cp-10, -0x1.ee36700a7d682p-13, -0x1.4db084664491ep-16, 0x1.2065353e63f4fp-18, 0x1.f1313bba91f15p-23, -0x1.999c49a269d75p-25, -0x1.e68ddd0e283b4p-30, 0x1.874f7f2a8d62ep-32, 0x1.5106bc715f9d4p-37},
    {0x1.27552421ca750p-3, -0x1.5ac9c22056f42p-4, -0x1.a8f73b7d2c140p-7, 0x1.0610aac26ec46p-7, 0x1.745b5e4445c91p-12, -0x1.1cb8cfa221347p-12, -0x1.f6d7722ba4ac7p-19, 0x1.4077a57a80586p-18, 0x1.3bb182cde4499p-28, -0x1.ba0a46bd1a10ep-25, 0x1.310f27f412093p-32, 0x1.9c3de51ad4747p-32, -0x1.d06e8eac3686dp-39},
    {-0x1.420cb06c6a1dbp-3, -0x1.0e4fa9d8b8311p-4, 0x1.6b18f10e66152p-6, 0x1.913c375450c1fp-8, -0x1.1684e2492dacbp-10, -0x1.aa93629831a47p-13, 0x1.a533cb05d7e56p-16, 0x1.d5d6e0da032e7p-19, -0x1.75f4320bc7fefp-22, -0x1.3d860019222e3p-25, 0x1.b1a57fe6bfcbcp-29, 0x1.22ade2f73e4bdp-32, -0x1.60d046711521dp-36},
    {-0x1.78dc84c4d53cap-3, -0x1.4649f726ea867p-5, 0x1.e3b44cc7b74d3p-6, 0x1.d27180231b50bp-9, -0x1.7f906a89dcb49p-10, -0x1.d78052368e435p-14, 0x1.220c8647a8111p-15, 0x1.ea72d21c096c9p-20, -0x1.fd4ebf71fd830p-22, -0x1.37ee472b3ce3bp-26, 0x1.23278f11a3e65p-28, 0x1.0c5b8da973595p-33, -0x1.d3229a6bdb1b5p-36},
    {-0x1.91d067e42f3d3p-3, -0x1.1331e33ea44f6p-7, 0x1.0ab9621c54e23p-5, 0x1.ce491c05b47d4p-12, -0x1.a5b5ae787be0cp-10, -0x1.52868710f24e1p-19, 0x1.3ab7bc4323b39p-15, -0x1.695871c5ab636p-23, -0x1.100720fb544c8p-21, 0x1.0ff54c11379bdp-28, 0x1.324455c25e671p-28, -0x1.7b38d91cf494ep-35, -0x1.e46d802884ebdp-36},
    {-0x1.89d5ef5775bc9p-3, 0x1.8430fddd3f118p-6, 0x1.f9445cd4c0c03p-6, -0x1.609ebc13cb784p-9, -0x1.833f756ef8865p-10, 0x1.bb311c4e8d681p-14, 0x1.18daeb36acb86p-15, -0x1.19117ca462444p-19, -0x1.d8f342df4c303p-22, 0x1.abf6ad7007f1bp-26, 0x1.03f48078aa519p-28, -0x1.b128f8103397bp-33, -0x1.925e85b19e1cep-36},
    {-0x1.62a774e3523f8p-3, 0x1.a8781f64be87bp-5, 0x1.957fc04072689p-6, -0x1.5b7c156b1231ap-8, -0x1.1ff6e95483a24p-10, 0x1.932f75a4ddd5fp-13, 0x1.882ea6b83456ep-16, -0x1.e0743552c38efp-19, -0x1.37f703d7fea55p-22, 0x1.5c3ba88981f29p-25, 0x1.4536fd996d36fp-29, -0x1.52f24d2ba3243p-32, -0x1.debc3c5115838p-37},
    {-0x1.22689a67a837cp-3, 0x1.27556b50be61ep-4, 0x1.f8e73b6cfb68ap-7, -0x1.c8ae5a9da52e5p-8, -0x1.1ec4edcd1de4fp-11, 0x1.fb47b51fa69f7p-13, 0x1.36e50ce652237p-17, -0x1.23cc38eca40d5p-18, -0x1.7ad8de4370f92p-24, 0x1.9ade9bd22ab2ep-25, 0x1.170187905baa5p-31, -0x1.864cb885681d6p-32, -0x1.e6d4148a9ee40p-40},
    {0x1.12429aef71221p-3, 0x1.0fd4f4691f692p-4, -0x1.1b734323061a0p-6, -0x1.97c2511a29daap-8, 0x1.a311f6c2cd5e3p-11, 0x1.b8fa1aab54201p-13, -0x1.39d65c2f9eb3dp-16, -0x1.ef61044f953ecp-19, 0x1.17f46feca9e0dp-22, 0x1.5574aae0971dfp-25, -0x1.486baa9054e71p-29, -0x1.3e534d2716df4p-32, 0x1.0efcd32489ec9p-36},
    {0x1.4be1f3bf2e518p-3, 0x1.6f7dd77468d6ap-5, -0x1.9cbc09b3a9050p-6, -0x1.1019d862df6c8p-8, 0x1.450e6ae63ad82p-10, 0x1.1f177dfd5ad5cp-13, -0x1.ed890fb5f1d07p-16, -0x1.38f0e7fcb30afp-19, 0x1.b5507aa7258cdp-22, 0x1.a18e2e2376cf6p-26, -0x1.f9bd8f08c61e2p-29, -0x1.787038d735bc5p-33, 0x1.9a868dd931525p-36},
    {0x1.6c0654993b927p-3, 0x1.19fe9694b5fa2p-6, -0x1.e1f7f734d8a7dp-6, -0x1.70ff1a9f72b87p-10, 0x1.7fab554599605p-10, 0x1.4aa631bc1759bp-15, -0x1.2197119976171p-15, -0x1.22e844e9ae39cp-21, 0x1.fb50a46849a6ap-22, 0x1.2249b3751ef4dp-28, -0x1.217f60d536f69p-28, -0x1.5559ea9ad3b14p-36, 0x1.cfd830730db14p-36},
    {0x1.6e6a90884fc8cp-3, -0x1.9a5f2e85c8e41p-7, -0x1.e051880917b42p-6, 0x1.9174cb1eb981dp-10, 0x1.777c6e69b1518p-10, -0x1.0b1eb4ac3544bp-14, -0x1.15d8a283695ecp-15, 0x1.632bdd305e7afp-20, 0x1.dd47bae726710p-22, -0x1.19836f25324d3p-26, -0x1.0b526fdf9702ep-28, 0x1.26fdbf998b7cfp-33, 0x1.a4ee3e40f24afp-36},
    {0x1.5327089d2ae2ep-3, -0x1.47b047db0864bp-5, -0x1.99469f1a303a1p-6, 0x1.107c2c17d76ffp-8, 0x1.2f320fb44bd9bp-10, -0x1.412f2d41cf454p-13, -0x1.ad8053ba901f1p-16, 0x1.850c5ce8a5cb8p-19, 0x1.62d8589b82988p-22, -0x1.1eab301fd1eb8p-25, -0x1.7f8a10e6adbc9p-29, 0x1.1b7eba54d6ae6p-32, 0x1.240e7a76c36dep-36},
    {0x1.1e9a783cc154cp-3, -0x1.f678e6235bd6bp-5, -0x1.1a2a71f0830dfp-6, 0x1.8b3f1244c2648p-8, 0x1.6aa6f7f45faa0p-11, -0x1.be132b463d1f3p-13, -0x1.c5d1415f7f31dp-17, 0x1.04a6edd998782p-18, 0x1.4c2cd10b110fap-23, -0x1.74b27238455f6p-25, -0x1.3ca7ac15bf9bdp-30, 0x1.673a56e1d598dp-32, 0x1.a56a74c11c55bp-38},
    {-0x1.d4c729bec7552p-4, -0x1.0e5ccd36c6573p-4, 0x1.af1ce6f2432c8p-7, 0x1.9666b33ddb4a1p-8, -0x1.2bc4c8190e79dp-11, -0x1.bb2b2860ddc04p-13, 0x1.b60a3538da05ap-17, 0x1.f78eed9d711cap-19, -0x1.85510658895e8p-23, -0x1.5f8908a80c042p-25, 0x1.cc2102bc018bbp-30, 0x1.4bf04ad8167fbp-32, -0x1.80864e65bbd68p-37},
    {-0x1.25be014c23f7fp-3, -0x1.8db4cf58eb2e4p-5, 0x1.5dd1191ede7a5p-6, 0x1.2b7d2e27fbf77p-8, -0x1.0f7caa865c095p-10, -0x1.4308a2f431408p-13, 0x1.9b43fa2ccc6bdp-16, 0x1.68f5942a0b333p-19, -0x1.6de9d6fc81bf0p-22, -0x1.ee3a8b73563e6p-26, 0x1.aa53a39cde312p-29, 0x1.c91afa8a9da10p-33, -0x1.5d2e4e9007c8cp-36},
    {-0x1.4b7ed4dbdeaa9p-3, -0x1.8ea26c824aa7ep-6, 0x1.b1ebe7a721ea4p-6, 0x1.1dbce571909f2p-9, -0x1.59abb928f6b14p-10, -0x1.213ef15575152p-14, 0x1.06697b826de8ep-15, 0x1.2c01d82e00949p-20, -0x1.cf89f22e8feebp-22, -0x1.79779a41795b8p-27, 0x1.0b0b4f769846bp-28, 0x1.3da7bce9eb69ep-34, -0x1.b0150ebf16f9ap-36},
    {-0x1.5676d21e538fbp-3, 0x1.9823784b6e132p-9, 0x1.c62af23976c47p-6, -0x1.203d3427e05cep-11, -0x1.6755d9cbfad9dp-10, 0x1.d04c1726d5118p-16, 0x1.0d576df89fd71p-15, -0x1.5c6137a6460d6p-21, -0x1.d4e73cd27fc61p-22, 0x1.2ccbfcdfbaca7p-27, 0x1.0a285084fe56ap-28, -0x1.5043ca20d6b71p-34, -0x1.a87f11be9eb26p-36},
    {-0x1.45656f7ce46aap-3, 0x1.e77060451ca0ep-6, 0x1.9804cd17be720p-6, -0x1.9c1704a5b94e6p-9, -0x1.36de380da049ap-10, 0x1.ed63e143a1f01p-14, 0x1.c3a9d9d29059bp-16, -0x1.2f76d32fb9e87p-19, -0x1.7e4a43586fa38p-22, 0x1.c613c8f1e83edp-26, 0x1.a6e7a95399bbap-29, -0x1.c7bc1d2f5baabp-33, -0x1.49325cf8e7ba8p-36},
    {-0x1.1b21070ce41a4p-3, 0x1.a7e526fe1750cp-5, 0x1.306767b94920ap-6, -0x1.52285cab44ec2p-8, -0x1.a490cb725fa8ap-11, 0x1.826ec368e3c30p-13, 0x1.1a5d329443dd3p-16, -0x1.c91e7abb2c8fdp-19, -0x1.bd25e2352e843p-23, 0x1.4ac1a4db2bf35p-25, 0x1.cbfba81fe26d9p-30, -0x1.428dcbbfa78d3p-32, -0x1.4ec15ef0aef91p-37},
    {-0x1.bc14e7b5f1cb9p-4, 0x1.0ecd41961ae94p-4, 0x1.43c011b13b384p-7, -0x1.9adc34a772457p-8, -0x1.34528f2a6a996p-12, 0x1.c46fe8305207dp-13, 0x1.046f8e2b94ce9p-18, -0x1.03ae79d206defp-18, -0x1.70eec6d65a695p-26, 0x1.6e53d6288864bp-25, -0x1.5b1f376f87de7p-35, -0x1.5d66cdddba527p-32, 0x1.a1663e081df80p-40},
    {0x1.044c6a900d95dp-3, 0x1.a3817999922f8p-5, -0x1.24b9e4a744cc5p-6, -0x1.3e46c543cc2b4p-8, 0x1.bbd512e7586fcp-11, 0x1.5b7024c41d69ep-13, -0x1.4d7b3523b410ap-16, -0x1.89dc66d2b313ap-19, 0x1.28b2aa7c4a87dp-22, 0x1.11e1570cf94b9p-25, -0x1.5b338d6810d40p-29, -0x1.01609b673f098p-32, 0x1.1e4e10bb6c043p-36}};
static const double tl_j1_tab_l[50] = {-0x1.944ba74a6b6f9p-58, -0x1.82e79c4a4daf0p-56, -0x1.786476153d9cfp-56, 0x1.c1c43100a63bep-56, -0x1.e0cfa64eb74a5p-56, -0x1.7210124ebe31ap-56, -0x1.a40d26e151c8ep-56, -0x1.877496f9b7964p-56, 0x1.4dafc7ef1cf8fp-57, 0x1.d802b9d4be29ap-60, 0x1.d157f7448d96bp-57, 0x1.e39296e2d97b6p-56, 0x1.5048d6224a76fp-56, 0x1.308ba30967ddbp-56, 0x1.110414fa8e0e3p-56, -0x1.b1637e5490120p-56, -0x1.81b924a4c547dp-60, -0x1.f7c324d46ce04p-57, -0x1.d4fa16bf5f423p-57, -0x1.64765e8e7c831p-57, 0x1.883fbb98f3c6ep-57, -0x1.653e2607c8c09p-57, 0x1.d84939bb50220p-57, -0x1.df666ca7f92efp-57, 0x1.b0fab87f85b77p-57, 0x1.f67928ce957bdp-57, 0x1.b5efb0a962429p-58, -0x1.b0d8d2fccb3a6p-57, -0x1.c4e59644576b8p-59, -0x1.23968031dd289p-58, 0x1.51d0d10b7754ep-58, 0x1.ceac64d3b5c2bp-57, -0x1.f91a5ada21515p-59, -0x1.dbb537cab9452p-57, 0x1.2bea15e5a9d90p-60, -0x1.1696deb81ce68p-57, -0x1.0aa635181dab8p-57, -0x1.527343d97415bp-57, 0x1.a9c932e53bdafp-62, 0x1.604e21bdbe321p-59, -0x1.95094ac1cc55bp-57, 0x1.bf8a668499386p-57, 0x1.14077c9a5dc6ap-60, 0x1.a3f3309b68184p-57, 0x1.f4359960d2a1fp-57, 0x1.ddace6d551c9fp-59, 0x1.c90040710d1d7p-57, -0x1.cf92038c31d90p-58, -0x1.5cf4303da6a36p-59, -0x1.9550b4651bf75p-59};
static const double tl_j1_tab_l1[50] = {-0x1.56de90ec460ecp-62, -0x1.ceae92c51c5f9p-59, -0x1.76e60d82660a5p-57, 0x1.fe17527694c4ap-57, -0x1.963223b172a05p-60, -0x1.a2b45135af6cep-63, 0x1.b0a59bfd3433fp-63, -0x1.1817582de8865p-59, -0x1.8c448b1ddeff5p-62, 0x1.c0fde42ab49bap-57, 0x1.b833337e5d077p-57, 0x1.5106c513eff15p-58, 0x1.1fb2953fc85d4p-60, -0x1.d179612a280aep-62, -0x1.02abcae1ca45ap-59, 0x1.4c723e535da4fp-61, -0x1.e55d4f527b0d8p-59, 0x1.eb61a57b063b6p-58, 0x1.d1d1b84715e3ep-60, 0x1.4472aa6ee0762p-60, 0x1.011909dca5b21p-60, -0x1.bdba64d4dba29p-59, 0x1.178d4519bcc32p-61, 0x1.c18ff404d1960p-59, -0x1.ebdc518e1c57ep-63, -0x1.8ad44186ad7c4p-62, 0x1.94430d4700900p-65, 0x1.4aa73a87ad460p-59, 0x1.ad97d346f5130p-58, 0x1.e5e1486f16855p-59, -0x1.8760ca4b0e4a8p-60, -0x1.fb0156ce1b308p-63, -0x1.c76c850593886p-61, 0x1.3954a68fb825cp-62, 0x1.c85aa4c45f79dp-62, -0x1.f41dac967b3edp-60, -0x1.505580403a7e6p-58, -0x1.0855d3810694bp-59, 0x1.0b6961054bdfbp-62, 0x1.d39db18fc2e27p-61, 0x1.f34728a340516p-60, 0x1.0ba2832ab39fbp-59, -0x1.c1bbd73e9d650p-58, -0x1.ce6d9aada387ap-60, 0x1.0c2a7f244ed3fp-62, 0x1.36273b90d79dfp-63, -0x1.d0db885d8d367p-61, 0x1.942c8b36213b6p-59, 0x1.5891e70c08608p-58, -0x1.3bd2af4f7474bp-60};
static const double tl_j1_zh[50] = {0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x1.ea75575af6f09p+1, 0x1.ea75575af6f09p+1, 0x1.ea75575af6f09p+1, 0x1.ea75575af6f09p+1, 0x1.ea75575af6f09p+1, 0x1.ea75575af6f09p+1, 0x1.ea75575af6f09p+1, 0x1.c0ff5f3b47250p+2, 0x1.c0ff5f3b47250p+2, 0x1.c0ff5f3b47250p+2, 0x1.c0ff5f3b47250p+2, 0x1.c0ff5f3b47250p+2, 0x1.c0ff5f3b47250p+2, 0x1.458d0d0bdfc29p+3, 0x1.458d0d0bdfc29p+3, 0x1.458d0d0bdfc29p+3, 0x1.458d0d0bdfc29p+3, 0x1.458d0d0bdfc29p+3, 0x1.458d0d0bdfc29p+3, 0x1.aa5baf310e5a2p+3, 0x1.aa5baf310e5a2p+3, 0x1.aa5baf310e5a2p+3, 0x1.aa5baf310e5a2p+3, 0x1.aa5baf310e5a2p+3, 0x1.aa5baf310e5a2p+3, 0x1.aa5baf310e5a2p+3, 0x1.0787b360508c5p+4, 0x1.0787b360508c5p+4, 0x1.0787b360508c5p+4, 0x1.0787b360508c5p+4, 0x1.0787b360508c5p+4, 0x1.0787b360508c5p+4, 0x1.39da8e7416ca4p+4, 0x1.39da8e7416ca4p+4, 0x1.39da8e7416ca4p+4, 0x1.39da8e7416ca4p+4, 0x1.39da8e7416ca4p+4, 0x1.39da8e7416ca4p+4, 0x1.6c294e3d4d8acp+4, 0x1.6c294e3d4d8acp+4, 0x1.6c294e3d4d8acp+4, 0x1.6c294e3d4d8acp+4, 0x1.6c294e3d4d8acp+4, 0x1.6c294e3d4d8acp+4, 0x1.6c294e3d4d8acp+4, 0x1.9e7570dcea106p+4};
static const double tl_j1_zl[50] = {0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, -0x1.60155a9d1b256p-53, -0x1.60155a9d1b256p-53, -0x1.60155a9d1b256p-53, -0x1.60155a9d1b256p-53, -0x1.60155a9d1b256p-53, -0x1.60155a9d1b256p-53, -0x1.60155a9d1b256p-53, -0x1.b226d9d243827p-54, -0x1.b226d9d243827p-54, -0x1.b226d9d243827p-54, -0x1.b226d9d243827p-54, -0x1.b226d9d243827p-54, -0x1.b226d9d243827p-54, 0x1.02610a51562b6p-51, 0x1.02610a51562b6p-51, 0x1.02610a51562b6p-51, 0x1.02610a51562b6p-51, 0x1.02610a51562b6p-51, 0x1.02610a51562b6p-51, 0x1.2bce7fd18e693p-52, 0x1.2bce7fd18e693p-52, 0x1.2bce7fd18e693p-52, 0x1.2bce7fd18e693p-52, 0x1.2bce7fd18e693p-52, 0x1.2bce7fd18e693p-52, 0x1.2bce7fd18e693p-52, -0x1.d2a68e88ab317p-50, -0x1.d2a68e88ab317p-50, -0x1.d2a68e88ab317p-50, -0x1.d2a68e88ab317p-50, -0x1.d2a68e88ab317p-50, -0x1.d2a68e88ab317p-50, -0x1.21830197e9e86p-50, -0x1.21830197e9e86p-50, -0x1.21830197e9e86p-50, -0x1.21830197e9e86p-50, -0x1.21830197e9e86p-50, -0x1.21830197e9e86p-50, -0x1.1bf33afef88f1p-51, -0x1.1bf33afef88f1p-51, -0x1.1bf33afef88f1p-51, -0x1.1bf33afef88f1p-51, -0x1.1bf33afef88f1p-51, -0x1.1bf33afef88f1p-51, -0x1.1bf33afef88f1p-51, 0x1.1a2686480d882p-51};
static const double tl_j1_p[8] = {0x1.0000000000000p+0, 0x1.89374bc6a7edep-13, -0x1.8c5c9a3480c83p-22, 0x1.7ce3437cf7527p-29, -0x1.8cd37f091a963p-35, 0x1.6694bc9c716cep-40, -0x1.e6be5262f2adep-45, 0x1.6ae993ac8f177p-49};
static const double tl_j1_q[8] = {0x1.8000000000000p-2, -0x1.5810624dd2e47p-13, 0x1.7d7f879e84ed8p-21, -0x1.18908aa5edc37p-27, 0x1.88b03cbb4f972p-33, -0x1.bcf5ae66d916ep-38, 0x1.68a80a927cf44p-42, -0x1.2f6a972b1031ep-46};
#define TL_INV_SQRTPI_H 0x1.20dd750429b6dp-1
#define TL_INV_SQRTPI_L 0x1.1ae3a914fed80p-57
TL_INLINE double tl_bessel_poly7(const double *c, double s) {
    double s2 = s * s, s4 = s2 * s2;
    return ((c[0] + s * c[1]) + s2 * (c[2] + s * c[3])) + s4 * ((c[4] + s * c[5]) + s2 * (c[6] + s * c[7]));
}
/* J(a) for 0 <= a < 25 from the table of pieces c (l0, l1) and the zeros zh + zl */
TL_INLINE double tl_bessel_near(const double *c, const double *l0, const double *l1, const double *zh,
                                const double *zl, double a) {
    double v = a * 2.0, fi = tl_rint_small(v);
    fi = tl_sel_bits(fi > v, fi - 1.0, fi);
    uint64_t i = tl_bits(fi + 0x1.8p52) & 63;
    tl_dd p = tl_piece13(c, l0, l1, i, a - (0.25 + 0.5 * fi));
    tl_dd w = tl_dd_add_d(tl_two_sum(a, -zh[i]), -zl[i]);
    return tl_dd_mul(p, w).h;
}
/* J(a) for a >= 25 (NaN for inf and NaN) from the amplitude polynomials P (P[0] = 1) and Q, in
   double-doubles from P = 1 + s P'(s) and the reduced argument's sine and cosine on, so that the
   sum's error is about 2^-53 of Q (below 2^-7.6) and of P - 1 (below 2^-13), not of 1; j1 picks
   J1's form */
TL_INLINE double tl_bessel_far(const double *P, const double *Q, double a, int j1) {
    double s = 625.0 / (a * a);
    double s2 = s * s, s4 = s2 * s2;
    double dp = s * (((P[1] + s * P[2]) + s2 * (P[3] + s * P[4])) + s4 * ((P[5] + s * P[6]) + s2 * P[7]));
    double q = tl_bessel_poly7(Q, s) / a;
    tl_dd pp = tl_fast_two_sum(1.0, dp + q), pm = tl_fast_two_sum(1.0, dp - q);
    tl_trig_red t = tl_trig_full_red(a);
    tl_dd sk = tl_sin_k(t.r), ck = tl_cos_k(t.r);
    tl_dd S = (t.q & 1) ? ck : sk, C = (t.q & 1) ? sk : ck; /* sin a and cos a up to sign */
    S = (t.q & 2) ? tl_dd_neg(S) : S;
    C = ((t.q + 1) & 2) ? tl_dd_neg(C) : C;
    tl_dd u = j1 ? tl_dd_add(tl_dd_mul(pp, S), tl_dd_neg(tl_dd_mul(pm, C))) : tl_dd_add(tl_dd_mul(pp, C), tl_dd_mul(pm, S));
    /* sqrt(a) as a double-double, of a 2^-600 above 2^600 (so that rh rh stays where
       tl_two_prod is exact), the power of two put back in the constant */
    int big = a > 0x1p600;
    double as = big ? a * 0x1p-600 : a, rh = __builtin_sqrt(as);
    tl_dd r2 = tl_two_prod(rh, rh);
    tl_dd root = tl_dd_make(rh, ((as - r2.h) - r2.l) / (2.0 * rh));
    double k = big ? 0x1p-300 : 1.0;
    return tl_dd_mul(tl_dd_div(u, root), tl_dd_make(TL_INV_SQRTPI_H * k, TL_INV_SQRTPI_L * k)).h;
}
/* J_n of x for the constant order n (0 or 1: the tables fold in), J1 odd: the fast path
   (scalar_ops.FAST_PATH), the pieces for |x| < 25 (not NaN) in vector lanes, and the full
   function, which branches to the asymptotic form beyond */
TL_INLINE double tl_bessel_sign(double r, double x, int n) {
    return n ? tl_from_bits(tl_bits(r) ^ (tl_bits(x) & 0x8000000000000000ULL)) : r;
}
TL_INLINE double tl_bessel_fast(double x, int n) {
    double a = tl_fabs(x), in = tl_sel_bits(a < 25.0, a, 0.0);
    double r = n ? tl_bessel_near(&tl_j1_tab[0][0], tl_j1_tab_l, tl_j1_tab_l1, tl_j1_zh, tl_j1_zl, in)
                 : tl_bessel_near(&tl_j0_tab[0][0], tl_j0_tab_l, tl_j0_tab_l1, tl_j0_zh, tl_j0_zl, in);
    r = n ? tl_sel_bits(a < 0x1p-30, a * 0.5, r) : tl_sel_bits(a < 0x1p-27, 1.0, r);
    return tl_bessel_sign(r, x, n);
}
TL_INLINE double tl_bessel(double x, int n) {
    if (tl_fabs(x) < 25.0)
        return tl_bessel_fast(x, n);
    double r = tl_bessel_far(n ? tl_j1_p : tl_j0_p, n ? tl_j1_q : tl_j0_q, tl_fabs(x), n);
    r = tl_bessel_sign(tl_fabs(x) == INFINITY ? 0.0 : r, x, n);
    return x != x ? x + x : r;
}
TL_INLINE int tl_j0_ok(double x) { return tl_fabs(x) < 25.0; }
TL_INLINE int tl_j1_ok(double x) { return tl_fabs(x) < 25.0; }
TL_INLINE double tl_j0_fast(double x) { return tl_bessel_fast(x, 0); }
TL_INLINE double tl_j1_fast(double x) { return tl_bessel_fast(x, 1); }
TL_INLINE double tl_j0(double x) { return tl_bessel(x, 0); }
TL_INLINE double tl_j1(double x) { return tl_bessel(x, 1); }
