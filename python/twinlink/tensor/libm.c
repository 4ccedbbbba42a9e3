/* twinlink's math library: the transcendental functions of the op library, computed with
   IEEE double arithmetic only (no libm call, no FMA), so the same C gives the same bits
   natively and in wasm (ARCHITECTURE.md, "The generated module"; the module text is the same
   for both targets). float32 functions are computed in float64 and rounded once.

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
TL_INLINE tl_dd tl_two_prod(double a, double b) {
    double p = a * b;
    double ca = 134217729.0 * a, ah = ca - (ca - a), al = a - ah;
    double cb = 134217729.0 * b, bh = cb - (cb - b), bl = b - bh;
    return tl_dd_make(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl);
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
TL_INLINE tl_dd tl_dd_sqrt(tl_dd a) {
    double s = __builtin_sqrt(a.h);
    tl_dd p = tl_two_prod(s, s);
    return tl_fast_two_sum(s, (((a.h - p.h) - p.l) + a.l) / (s + s));
}
/* c ? a : b through a bit mask: gcc (12) does not vectorise a loop that loads from a table at
   an index computed from the result of a ?: on doubles, but does from a masked select */
TL_INLINE double tl_sel_bits(int c, double a, double b) {
    uint64_t m = 0 - (uint64_t)(c != 0);
    return tl_from_bits((tl_bits(a) & m) | (tl_bits(b) & ~m));
}
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

/*@ exp: dd */
/* exp(x) in plain IEEE arithmetic, without branches or libm, so loops calling it vectorise and
   both targets give the same bits: k = round(x / ln2); r = x - k ln2 with ln2 in two parts (the
   first product exact); exp(r) = 1 + r + r^2 p(r), p of degree 11 (Taylor; the next term is
   below 2^-57), summed so that essentially only the last addition rounds; then 2^k applied as
   two normal factors (exact for normal results, one rounding for subnormal ones). Max error
   0.79 ulp (subnormal results), about 0.52 elsewhere. The integer k lives in the low bits of
   k + 0x1.8p52, moved into an exponent field with unsigned 64-bit adds and shifts only
   (tl_pow2i). The parts serve exp2, sinh, cosh and sigmoid too, in plain doubles. */
typedef struct { double rh, rl, k; } tl_expred;
TL_INLINE tl_expred tl_exp_red(double x) {
    tl_expred o;
    o.k = tl_rint_small(x * 0x1.71547652b82fep0);
    o.rh = x - o.k * 0x1.62e42fee00000p-1;
    o.rl = -(o.k * 0x1.a39ef35793c76p-33);
    return o;
}
/* exp(rh + rl) for |rh + rl| <= 0.35 as h + l (h = 1 + rh + t rounded, l its rounding error;
   h + l within about 2^-56 relative), t = rl + r^2 p(r) */
typedef struct { double h, l, t; } tl_expm;
TL_INLINE tl_expm tl_exp_m(double rh, double rl) {
    double r = rh + rl;
    double p = 1.0 / 6227020800.0;
    p = p * r + 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    tl_expm m;
    m.t = rl + (r * r) * p;
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
/* m + sign 2^-2k/m rounded, for exp(a) = 2^k m (m = h + l): 1/m = q + q (rho - q l) with
   q = 1/h and rho = 1 - q h exact (Dekker's product), the first sum exact by TwoSum; the
   second term left out where not used (large k) */
TL_INLINE double tl_exp_pm_inv(tl_expm m, double k, double sign, int used) {
    double q = 1.0 / m.h;
    tl_dd p = tl_two_prod(q, m.h);
    double rho = (1.0 - p.h) - p.l;
    double sc = tl_sel_bits(used, tl_pow2i(used ? -2.0 * k : 0.0), 0.0);
    tl_dd s = tl_two_sum(m.h, sign * (q * sc));
    return s.h + (s.l + (m.l + sign * (q * (rho - q * m.l) * sc)));
}
TL_INLINE double tl_exp(double x) {
    double xc = x < -746.0 ? -746.0 : x;
    xc = xc > 710.0 ? 710.0 : xc;
    tl_expred e = tl_exp_red(xc);
    double y = tl_scale2(tl_exp_m(e.rh, e.rl).h, e.k);
    return x != x ? x + x : y;
}
/* The float32 functions tl_<f>_f32 (README, "The math library"): a float32 argument (exact as a
   double, never a subnormal double) and a result in plain doubles with a relative error below
   about 2^-33, which the one rounding to float32 turns into at most 0.5 + 2^-9 ulp. Shorter
   series than the float64 functions and no double-doubles.
   expm1(r) = r + r^2 (1/2 + r/6 + ... + r^8/10!) for |r| <= 0.35 (Taylor; the next term is below
   2^-40 |r|), the polynomial in Estrin's scheme (pairs, then powers r^2 and r^4: a shorter chain
   of dependent operations than Horner's) */
TL_INLINE double tl_expm1_k32(double r) {
    double r2 = r * r, r4 = r2 * r2;
    double a = 0.5 + r * (1.0 / 6.0), b = 1.0 / 24.0 + r * (1.0 / 120.0);
    double c = 1.0 / 720.0 + r * (1.0 / 5040.0), d = 1.0 / 40320.0 + r * (1.0 / 362880.0);
    double p = (a + r2 * b) + r4 * ((c + r2 * d) + r4 * (1.0 / 3628800.0));
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
TL_INLINE double tl_exp_f32(double x) {
    double y = tl_exp_d32(x);
    return x != x ? x + x : y;
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
    double p = 1.0 / 1307674368000.0;
    p = p * a + 1.0 / 87178291200.0;
    p = p * a + 1.0 / 6227020800.0;
    p = p * a + 1.0 / 479001600.0;
    p = p * a + 1.0 / 39916800.0;
    p = p * a + 1.0 / 3628800.0;
    p = p * a + 1.0 / 362880.0;
    p = p * a + 1.0 / 40320.0;
    p = p * a + 1.0 / 5040.0;
    p = p * a + 1.0 / 720.0;
    p = p * a + 1.0 / 120.0;
    p = p * a + 1.0 / 24.0;
    p = p * a + 1.0 / 6.0;
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
/* 2^(k + extra) (1 + E) rounded once: the power of two applied as two normal factors */
TL_INLINE double tl_exp_finish(tl_expr t, double extra) {
    tl_dd m = tl_exp_mant(t);
    double k = t.k + extra;
    double k1 = tl_rint_small(k * 0.5), k2 = k - k1;
    return (m.h * tl_pow2i(k1)) * tl_pow2i(k2);
}
/* exp(x) as a double-double, |x| <= 700 (no underflow of the low part for |x| <= 40) */
TL_INLINE tl_dd tl_exp_dd(double x) {
    tl_expr t = tl_exp_reduce(x, 0.0);
    tl_dd m = tl_exp_mant(t);
    double s = tl_pow2i(t.k);
    return tl_dd_make(m.h * s, m.l * s);
}

/*@ logred: base */
/* x = 2^k m for finite x > 0, m in [sqrt(1/2), sqrt(2)) (subnormals scaled by 2^54 first),
   from the bits: no branch, no libm */
typedef struct { double m, k; } tl_logr;
TL_INLINE tl_logr tl_log_reduce(double x) {
    int sub = x < 0x1p-1022;
    double xs = sub ? x * 0x1p54 : x;
    uint64_t u = tl_bits(xs);
    uint64_t n = (u - 0x3fe6a09e667f3bcdULL + (1024ULL << 52)) >> 52; /* k + 1024 */
    tl_logr r;
    r.m = tl_from_bits(u - ((n - 1024) << 52));
    r.k = (tl_from_bits(0x4330000000000000ULL | n) - 0x1p52) - (sub ? 1078.0 : 1024.0);
    return r;
}
/* a logarithm's special values: -inf at 0, NaN below, inf at inf, NaN in NaN out */
TL_INLINE double tl_log_special(double x, double y) {
    y = x == 0.0 ? -INFINITY : y;
    y = x < 0.0 ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}

/*@ logfast: logred dd */
/* log(x) + c + dk ln2 for finite x > 0, a small correction c (|c| below about
   2^-52 max(|log x|, 2^-1022)) and an integer dk, in plain doubles: with f = m - 1 (exact) and s = f / (2 + f),
   log(m) = 2 atanh(s) = f - (f^2/2 - s (f^2/2 + R)), R = 2 s^2/3 + 2 s^4/5 + ... to s^24
   (Taylor; |s| <= 0.1716, the next term is below 2^-64 R), k ln2 added with ln2 in two parts
   (k ln2_hi exact). The layout of the sum is fdlibm's (Sun Microsystems, e_log.c); only the
   last additions round at the result's scale. Measured within 0.87 ulp (README). */
TL_INLINE double tl_log_R(double z) {
    double R = 2.0 / 25.0;
    R = R * z + 2.0 / 23.0;
    R = R * z + 2.0 / 21.0;
    R = R * z + 2.0 / 19.0;
    R = R * z + 2.0 / 17.0;
    R = R * z + 2.0 / 15.0;
    R = R * z + 2.0 / 13.0;
    R = R * z + 2.0 / 11.0;
    R = R * z + 2.0 / 9.0;
    R = R * z + 2.0 / 7.0;
    R = R * z + 2.0 / 5.0;
    R = R * z + 2.0 / 3.0;
    return R * z;
}
TL_INLINE double tl_log_fast(double x, double c, double dk) {
    tl_logr r = tl_log_reduce(x);
    double f = r.m - 1.0, k = r.k + dk;
    double s = f / (2.0 + f);
    double R = tl_log_R(s * s);
    double hfsq = 0.5 * f * f;
    return k * 0x1.62e42fee00000p-1 + (f - (hfsq - (s * (hfsq + R) + (k * 0x1.a39ef35793c76p-33 + c))));
}
/* log(x) / ln(b) = k log_b(2) + log(m) / ln(b) for finite x > 0, in plain doubles: log(m) =
   hi + lo with hi = f - f^2/2 cut to 26 bits (f^2/2 exact by Dekker's product, f - hi exact),
   lo = the rest + s (f^2/2 + R) as above; 1/ln(b) = ih + il with ih of 27 bits and log_b(2) =
   kh + kl with kh of 40 bits, so hi ih and k kh are exact and their sum exact by TwoSum: only
   the last addition rounds at the result's scale */
TL_INLINE double tl_log_base(double x, double ih, double il, double kh, double kl) {
    tl_logr r = tl_log_reduce(x);
    double f = r.m - 1.0, k = r.k;
    double s = f / (2.0 + f);
    double R = tl_log_R(s * s);
    tl_dd h2 = tl_two_prod(f, 0.5 * f);
    double hi = tl_from_bits(tl_bits(f - h2.h) & 0xfffffffff8000000ULL);
    double lo = (((f - hi) - h2.h) - h2.l) + s * (h2.h + R);
    tl_dd a = tl_two_sum(k * kh, hi * ih);
    return a.h + (a.l + (k * kl + (lo * ih + (hi + lo) * il)));
}
/* log(x) for finite x > 0 for the float32 functions (tl_exp_d32 says how accurate): with
   s = f / (2 + f) as above, log(m) = 2s (1 + s^2/3 + ... + s^12/13) (the next term is below
   2^-39 of the sum; Estrin's scheme as in tl_expm1_k32), plus k ln2 (|log x| >= ln2/2 where k != 0) */
TL_INLINE double tl_log_d32(double x) {
    tl_logr r = tl_log_reduce(x);
    double f = r.m - 1.0;
    double s = f / (2.0 + f);
    double z = s * s;
    double z2 = z * z;
    double q = (1.0 / 3.0 + z * (1.0 / 5.0)) + z2 * ((1.0 / 7.0 + z * (1.0 / 9.0)) + z2 * (1.0 / 11.0 + z * (1.0 / 13.0)));
    return r.k * 0x1.62e42fefa39efp-1 + (s + s) * (1.0 + z * q);
}
/* log(1 + x) for x > -1 (finite): log(u_hi) + u_lo/u_hi for the exact sum u = 1 + x */
TL_INLINE double tl_log1p_d32(double x) {
    tl_dd u = tl_two_sum(1.0, x);
    return tl_log_d32(u.h) + u.l / u.h;
}

/*@ logcore: dd logred */
/* log(x) for finite x > 0 as a double-double, relative error about 2^-65: x = 2^k m
   (tl_log_reduce), s = (m-1)/(m+1) as a double-double,
   log(m) = 2 atanh(s) = 2s (1 + s^2/3 + s^4/5 + ...) (|s| <= 0.1716, 15 terms), plus k ln2. */
TL_INLINE tl_dd tl_log_dd(double x) {
    tl_logr r = tl_log_reduce(x);
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

/*@ log: logfast */
TL_INLINE double tl_log(double x) { return tl_log_special(x, tl_log_fast(x, 0.0, 0.0)); }
TL_INLINE double tl_log_f32(double x) { return tl_log_special(x, tl_log_d32(x)); }

/*@ log2: logfast */
#define TL_INVLN2_H 0x1.71547652b82fep+0
TL_INLINE double tl_log2(double x) {
    return tl_log_special(x, tl_log_base(x, 0x1.7154764000000p+0, 0x1.2b82fe1777d10p-28, 1.0, 0.0));
}
TL_INLINE double tl_log2_f32(double x) { return tl_log_special(x, tl_log_d32(x) * TL_INVLN2_H); }

/*@ log10: logfast */
#define TL_INVLN10_H 0x1.bcb7b1526e50ep-2
TL_INLINE double tl_log10(double x) {
    return tl_log_special(x, tl_log_base(x, 0x1.bcb7b14000000p-2, 0x1.26e50e32a6ab7p-30, 0x1.34413509f8000p-2,
                                         -0x1.80433b83b532ap-44));
}
TL_INLINE double tl_log10_f32(double x) { return tl_log_special(x, tl_log_d32(x) * TL_INVLN10_H); }

/*@ log1p: logfast dd */
TL_INLINE double tl_log1p_special(double x, double y) {
    y = x == 0.0 ? x : y;
    y = x == -1.0 ? -INFINITY : y;
    y = x < -1.0 ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}
/* log1p(x) = log(u) for the double-double u = 1 + x (exact by TwoSum): log(u_hi) + u_lo/u_hi */
TL_INLINE double tl_log1p(double x) {
    tl_dd u = tl_two_sum(1.0, x);
    double y = tl_log_fast(u.h, u.l / u.h, 0.0);
    return tl_log1p_special(x, y);
}
TL_INLINE double tl_log1p_f32(double x) { return tl_log1p_special(x, tl_log1p_d32(x)); }

/*@ expm1: expcore exp */
/* expm1(x) = (2^k - 1) + 2^k E, both parts as double-doubles, |x| <= 45 */
TL_INLINE tl_dd tl_expm1_dd(double x) {
    tl_expr t = tl_exp_reduce(x, 0.0);
    double sk = tl_pow2i(t.k);
    tl_dd a = tl_two_sum(sk, -1.0);
    tl_dd s = tl_two_sum(a.h, sk * t.e.h);
    return tl_fast_two_sum(s.h, s.l + (a.l + sk * t.e.l));
}
/* expm1(x) = 2^k ((1 - 2^-k) + E) for -45 <= x <= 710: one reduction for every x, the sum as a
   double-double (1 - 2^-k exact by TwoSum), 2^k applied as two normal factors */
TL_INLINE double tl_expm1(double x) {
    double xc = x < -45.0 ? -45.0 : (x > 710.0 ? 710.0 : x);
    tl_expr t = tl_exp_reduce(xc, 0.0);
    tl_dd c = tl_two_sum(1.0, -tl_pow2i(t.k > 1000.0 ? -1000.0 : -t.k));
    double y = tl_scale2(tl_dd_add(c, t.e).h, t.k);
    y = x < -40.0 ? -1.0 : y;
    y = x == 0.0 ? x : y;
    return x != x ? x + x : y;
}
/* expm1(x) in plain doubles: the series for |x| < 0.35, else exp(x) - 1 (at least 0.29 in
   magnitude, so the subtraction costs at most 2 bits); |x| <= 400 */
TL_INLINE double tl_expm1_d32(double x) {
    double xs = tl_sel_bits(tl_fabs(x) < 0.35, x, 0.0);
    return tl_fabs(x) < 0.35 ? tl_expm1_k32(xs) : tl_exp_d32(x) - 1.0;
}
TL_INLINE double tl_expm1_f32(double x) {
    double y = x == 0.0 ? x : tl_expm1_d32(x);
    return x != x ? x + x : y;
}

/*@ exp2: exp */
/* 2^x = 2^k exp(r ln2), k = round(x), r = x - k exact, r ln2 as a double-double (Dekker's
   product), exp's parts in plain doubles */
TL_INLINE double tl_exp2(double x) {
    double xc = x < -1080.0 ? -1080.0 : (x > 1030.0 ? 1030.0 : x);
    double k = tl_rint_small(xc);
    double r = xc - k;
    tl_dd z = tl_two_prod(r, TL_LN2_H);
    double y = tl_scale2(tl_exp_m(z.h, z.l + r * TL_LN2_L).h, k);
    return x != x ? x + x : y;
}
/* 2^x = 2^k exp(r ln2), k = round(x), r = x - k exact */
TL_INLINE double tl_exp2_f32(double x) {
    double xc = x < -400.0 ? -400.0 : (x > 400.0 ? 400.0 : x);
    double k = tl_rint_small(xc);
    double y = (1.0 + tl_expm1_k32((xc - k) * 0x1.62e42fefa39efp-1)) * tl_pow2i(k);
    return x != x ? x + x : y;
}

/*@ tanh: expm1 */
/* tanh(|x|) = E / (E + 2), E = expm1(2|x|) as a double-double; 1 beyond 22 */
TL_INLINE double tl_tanh(double x) {
    double a = tl_fabs(x);
    double ac = a > 22.0 ? 22.0 : a;
    tl_dd e = tl_expm1_dd(2.0 * ac);
    double y = tl_dd_div(e, tl_dd_add_d(e, 2.0)).h;
    y = a > 22.0 ? 1.0 : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_tanh_f32(double x) {
    double a = tl_fabs(x);
    double e = tl_expm1_d32(2.0 * (a > 22.0 ? 22.0 : a));
    double y = tl_copysign(e / (e + 2.0), x);
    return x != x ? x + x : y;
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
    double y = tl_log_fast(w.h, w.l / w.h, 0.0);
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

/*@ pow: expcore logcore logfast exp */
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
/* x^y = exp(y log|x|) with log|x| and its product by y as double-doubles (relative error of
   the exponent about 2^-64, so at most 2^-55 relative in the result), the sign from y's parity,
   and C99's (NumPy's) special cases. */
TL_INLINE double tl_pow(double x, double y) {
    double ax = tl_fabs(x), ay = tl_fabs(y);
    tl_dd l = tl_log_dd(ax);
    tl_dd z = tl_two_prod(y, l.h);
    z = tl_fast_two_sum(z.h, z.l + y * l.l);
    int big = ay > 0x1p64;
    double zh = big ? y * l.h : z.h, zl = big ? 0.0 : z.l;
    int clamp = !(zh <= 710.0 && zh >= -746.0);
    zl = clamp ? 0.0 : zl;
    zh = zh > 710.0 ? 710.0 : zh;
    zh = zh < -746.0 ? -746.0 : zh;
    zh = zh != zh ? 0.0 : zh;
    return tl_pow_special(x, y, tl_exp_finish(tl_exp_reduce(zh, zl), 0.0));
}
/* |x|^y = exp(y log|x|), the exponent clamped to +-400 (float32 results need +-104) */
TL_INLINE double tl_pow_f32(double x, double y) {
    double z = y * tl_log_d32(tl_fabs(x));
    z = z > 400.0 ? 400.0 : z;
    z = z < -400.0 ? -400.0 : z;
    z = z != z ? 0.0 : z;
    return tl_pow_special(x, y, tl_exp_d32(z));
}

/*@ sinh: expm1 exp */
/* sinh(a): below 0.7 its Taylor series a + a^3/6 + ... + a^21/21! (the next term is below
   2^-62 a); above, 2^(k-1) (m - 2^-2k/m) as for cosh (the difference is at least 0.6 of m, so
   the second term's rounding costs below 1/8 ulp) */
TL_INLINE double tl_sinh(double x) {
    double a = tl_fabs(x);
    double z = a * a;
    double p = 1.0 / 51090942171709440000.0;
    p = p * z + 1.0 / 121645100408832000.0;
    p = p * z + 1.0 / 355687428096000.0;
    p = p * z + 1.0 / 1307674368000.0;
    p = p * z + 1.0 / 6227020800.0;
    p = p * z + 1.0 / 39916800.0;
    p = p * z + 1.0 / 362880.0;
    p = p * z + 1.0 / 5040.0;
    p = p * z + 1.0 / 120.0;
    p = p * z + 1.0 / 6.0;
    double ys = a + a * (z * p);
    tl_expred e = tl_exp_red(a > 711.0 ? 711.0 : (a < 0.7 ? 1.0 : a));
    tl_expm m = tl_exp_m(e.rh, e.rl);
    double y = tl_scale2(tl_exp_pm_inv(m, e.k, -1.0, a < 22.0), e.k - 1.0);
    y = tl_copysign(a < 0.7 ? ys : y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_sinh_f32(double x) {
    double e = tl_expm1_d32(tl_fabs(x));
    double y = tl_copysign(0.5 * (e + e / (e + 1.0)), x);
    return x != x ? x + x : y;
}

/*@ cosh: exp */
/* cosh(a) = 2^(k-1) (m + 2^-2k/m) with exp(a) = 2^k m, m = h + l from exp's parts
   (tl_exp_pm_inv); 2^(k-1) m alone above 22, where the second term is below 2^-60 of the first */
TL_INLINE double tl_cosh(double x) {
    double a = tl_fabs(x);
    tl_expred e = tl_exp_red(a > 711.0 ? 711.0 : a);
    tl_expm m = tl_exp_m(e.rh, e.rl);
    double y = tl_scale2(tl_exp_pm_inv(m, e.k, 1.0, a < 22.0), e.k - 1.0);
    return x != x ? x + x : y;
}
TL_INLINE double tl_cosh_f32(double x) {
    double e = tl_exp_d32(tl_fabs(x));
    double y = 0.5 * (e + 1.0 / e);
    return x != x ? x + x : y;
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

/*@ trig: trigk */
/* Argument reduction for sin, cos and tan (M. Payne and R. Hanek, "Radian reduction for
   trigonometric functions", SIGNUM Newsletter 18, 1983) in integer arithmetic: |x| = M 2^e
   with M a 53-bit integer; the 224 bits of 2/pi from bit e-1 on (earlier bits only add
   multiples of 4 to x 2/pi) are multiplied by M exactly in 32-bit limbs; the product's bits at
   2^1 and 2^0 are the quadrant and the next 128 bits the fraction, which times pi/2 is r. The
   bits are read at an offset that depends on e only (table lookups, no branches). The
   closest a double comes to a multiple of pi/2 is about 2^-61 relative, so 128 bits leave
   r with more than 60 correct bits. */
static const uint32_t tl_2opi_bits[44] = {0x00000000u, 0x00000000u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u, 0x56033046u, 0xfc7b6babu, 0xf0cfbc20u, 0x9af4361du, 0xa9e39161u, 0x5ee61b08u};
typedef struct { tl_dd r; uint64_t q; } tl_trig_red;
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
    out.q = small ? 0 : out.q;
    return out;
}
/* Cody and Waite's reduction for a <= 2^20 (W. J. Cody and W. Waite, "Software Manual for the
   Elementary Functions", 1980): q = round(a 2/pi) < 2^20, r = a - q pi/2 with pi/2 in three
   33-bit parts and a rest (each q * part exact, 152 bits of pi/2 in all), summed as a
   double-double; doubles below 2^20 stay about 2^-57 away from multiples of pi/2, so r keeps
   more than 70 correct bits. The quadrant comes from the bits of q + 2^52 (no conversion that
   could trap in wasm). */
#define TL_PIO2_CW1 0x1.921fb54400000p+0
#define TL_PIO2_CW2 0x1.0b4611a600000p-34
#define TL_PIO2_CW3 0x1.3198a2e000000p-69
#define TL_PIO2_CW4 0x1.b839a252049c1p-104
#define TL_TRIG_FAST_MAX 0x1p20
TL_INLINE tl_trig_red tl_rem_pio2_cw(double a) {
    double k = a * 0x1.45f306dc9c883p-1 + 0x1.8p52;
    double q = k - 0x1.8p52;
    tl_dd r = tl_two_sum(a - q * TL_PIO2_CW1, -(q * TL_PIO2_CW2));
    r = tl_dd_add_d(r, -(q * TL_PIO2_CW3));
    r = tl_dd_add_d(r, -(q * TL_PIO2_CW4));
    tl_trig_red out;
    out.r = r;
    out.q = tl_bits(k) & 3;
    return out;
}
/* The fast path (ARCHITECTURE.md, "The generated module"): sin, cos and tan of x with
   |x| <= 2^20 take Cody and Waite's reduction; the others (and NaN, inf) Payne and Hanek's.
   tl_<f>_fast assumes tl_trig_ok; tl_<f> selects, so both give the same bits where it holds. */
TL_INLINE int tl_trig_ok(double x) { return tl_fabs(x) <= TL_TRIG_FAST_MAX; }
TL_INLINE tl_trig_red tl_trig_fast_red(double x) {
    double a = tl_fabs(x);
    return tl_rem_pio2_cw(a <= TL_TRIG_FAST_MAX ? a : 0.0);
}
/* the fast reduction f where it holds, else Payne and Hanek's */
TL_INLINE tl_trig_red tl_trig_full_of(double x, tl_trig_red f) {
    tl_trig_red s = tl_rem_pio2(tl_fabs(x));
    int ok = tl_trig_ok(x);
    s.r = tl_dd_sel(ok, f.r, s.r);
    s.q = ok ? f.q : s.q;
    return s;
}
TL_INLINE tl_trig_red tl_trig_full_red(double x) { return tl_trig_full_of(x, tl_trig_fast_red(x)); }
/* sin, cos and tan of x from the quadrant q and sin, cos (tan: tan or -1/tan) of the reduced
   argument */
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
TL_INLINE double tl_tan_pick(double x, uint64_t q, double y) {
    y = (q & 1) ? -y : y;
    y = tl_from_bits(tl_bits(y) ^ (tl_bits(x) & 0x8000000000000000ULL));
    y = tl_fabs(x) == INFINITY ? NAN : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_sin_of(double x, tl_trig_red t) { return tl_sin_pick(x, t.q, tl_sin_k(t.r).h, tl_cos_k(t.r).h); }
TL_INLINE double tl_cos_of(double x, tl_trig_red t) { return tl_cos_pick(x, t.q, tl_sin_k(t.r).h, tl_cos_k(t.r).h); }
TL_INLINE double tl_tan_of(double x, tl_trig_red t) {
    tl_dd s = tl_sin_k(t.r), c = tl_cos_k(t.r);
    int odd = (int)(t.q & 1);
    return tl_tan_pick(x, t.q, tl_dd_div(tl_dd_sel(odd, c, s), tl_dd_sel(odd, s, c)).h);
}
TL_INLINE double tl_sin(double x) { return tl_sin_of(x, tl_trig_full_red(x)); }
TL_INLINE double tl_cos(double x) { return tl_cos_of(x, tl_trig_full_red(x)); }
TL_INLINE double tl_tan(double x) { return tl_tan_of(x, tl_trig_full_red(x)); }
TL_INLINE double tl_sin_fast(double x) { return tl_sin_of(x, tl_trig_fast_red(x)); }
TL_INLINE double tl_cos_fast(double x) { return tl_cos_of(x, tl_trig_fast_red(x)); }
TL_INLINE double tl_tan_fast(double x) { return tl_tan_of(x, tl_trig_fast_red(x)); }
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
    out.q = tl_bits(k) & 3;
    return out;
}
TL_INLINE tl_trig_red tl_trig_full_red32(double x) { return tl_trig_full_of(x, tl_trig_fast_red32(x)); }
TL_INLINE double tl_sin_of32(double x, tl_trig_red t) { return tl_sin_pick(x, t.q, tl_sin_k32(t.r.h), tl_cos_k32(t.r.h)); }
TL_INLINE double tl_cos_of32(double x, tl_trig_red t) { return tl_cos_pick(x, t.q, tl_sin_k32(t.r.h), tl_cos_k32(t.r.h)); }
TL_INLINE double tl_tan_of32(double x, tl_trig_red t) {
    double s = tl_sin_k32(t.r.h), c = tl_cos_k32(t.r.h);
    int odd = (int)(t.q & 1);
    return tl_tan_pick(x, t.q, tl_sel_bits(odd, c, s) / tl_sel_bits(odd, s, c));
}
TL_INLINE double tl_sin_f32(double x) { return tl_sin_of32(x, tl_trig_full_red32(x)); }
TL_INLINE double tl_cos_f32(double x) { return tl_cos_of32(x, tl_trig_full_red32(x)); }
TL_INLINE double tl_tan_f32(double x) { return tl_tan_of32(x, tl_trig_full_red32(x)); }
TL_INLINE double tl_sin_fast_f32(double x) { return tl_sin_of32(x, tl_trig_fast_red32(x)); }
TL_INLINE double tl_cos_fast_f32(double x) { return tl_cos_of32(x, tl_trig_fast_red32(x)); }
TL_INLINE double tl_tan_fast_f32(double x) { return tl_tan_of32(x, tl_trig_fast_red32(x)); }
TL_INLINE int tl_sin_ok(double x) { return tl_trig_ok(x); }
TL_INLINE int tl_cos_ok(double x) { return tl_trig_ok(x); }
TL_INLINE int tl_tan_ok(double x) { return tl_trig_ok(x); }

/*@ erf: expcore exp */
/* erf and erfc. |x| < 0.5: erf(x) = (2/sqrt(pi)) x (1 - x^2/3 + x^4 Q(x^2)), the Maclaurin
   series to x^41 with its first two terms as double-doubles. x >= 0.5: erfc(x) = exp(-x^2) f(x),
   x^2 exact (Dekker's product) and f(x) = erfc(x) exp(x^2) interpolated at Chebyshev nodes
   (relative error below 2^-64): 22 pieces of width 1/4 on [0.5, 6) in t = x - centre, and
   x f(x) in u = 1/x^2 on [6, 28]; the leading coefficient of each piece is a double-double.
   erf = 1 - erfc for |x| >= 0.5, erfc = 1 - erf below 0.5, erfc(-x) = 2 - erfc(x). */
#define TL_2OSQRTPI_H 0x1.20dd750429b6dp+0
#define TL_2OSQRTPI_L 0x1.1ae3a914fed80p-56
static const double tl_erfc_tab[22][14] = {
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
    {0x1.83e1a154593d6p-4, -0x1.00f0a28e0b70dp-6, 0x1.500652770df53p-9, -0x1.b1ffaa6f881fcp-12, 0x1.14e914d25fde0p-14, -0x1.5d443153c4159p-17, 0x1.b3956212527b9p-20, -0x1.0ca90bf08d971p-22, 0x1.47e8c448c91c9p-25, -0x1.8c1dfd17d957bp-28, 0x1.d9bca7fa483a2p-31, -0x1.188816db64a17p-33, 0x1.4979f7d7f26c9p-36, -0x1.7ef1e29e5f9d3p-39}};
static const double tl_erfc_tab_l[22] = {0x1.043eea2968052p-55, -0x1.55a02dfa57f16p-56, -0x1.aa50c2d9d7fbcp-58, -0x1.b7eb84a1bb43ep-57, -0x1.88eb8b5b45159p-56, 0x1.ca1dfdea02cdep-56, 0x1.46db6d3eaa9eap-57, -0x1.f0a1b7a7e7f08p-57, 0x1.e5922261467e6p-59, 0x1.1e8a33ed79041p-57, 0x1.67da41eecd03ap-57, 0x1.635e7b43c19b5p-59, -0x1.43da3cf5df80fp-63, -0x1.ce6e1f2d6b95ap-57, 0x1.34c67e3b6239bp-58, 0x1.fef1f09755ca6p-60, 0x1.6a2cc349a8cebp-58, -0x1.a31a94d65a8d0p-59, 0x1.409abadf9330dp-59, 0x1.c84c90cd018adp-62, 0x1.e8e2b812d652bp-59, -0x1.938ac7959c62ep-58};
#define TL_ERFC_UMID 0x1.dc02526e4b770p-7
#define TL_ERFC_G0_H 0x1.1ecfa32ede7c3p-1
#define TL_ERFC_G0_L -0x1.f05acb66c2fccp-58
static const double tl_erfc_big[16] = {0x1.1ecfa32ede7c3p-1, -0x1.14eb49f986791p-2, 0x1.866c374e1bba6p-2, -0x1.bf003daf88fa9p-1, 0x1.5d6d42e6af42dp+1, -0x1.56d86b879556fp+3, 0x1.91afa9660c44bp+5, -0x1.0fe74a67e27fep+8, 0x1.9f90dd3edd5bfp+10, -0x1.605d9129c5468p+13, 0x1.47225ccdb46dcp+16, -0x1.4906c9bb96f89p+19, 0x1.62ac10a9b161dp+22, -0x1.987286719140cp+25, 0x1.0eebadc110143p+29, -0x1.5feb458d9def8p+32};
TL_INLINE tl_dd tl_erf_small(double x) {
    tl_dd z = tl_two_prod(x, x);
    double w = z.h;
    /* sum_{n>=2} (-1)^n w^(n-2) / (n! (2n+1)), n <= 20 */
    double q = 1.0 / (2432902008176640000.0 * 41.0);
    q = q * w - 1.0 / (121645100408832000.0 * 39.0);
    q = q * w + 1.0 / (6402373705728000.0 * 37.0);
    q = q * w - 1.0 / (355687428096000.0 * 35.0);
    q = q * w + 1.0 / (20922789888000.0 * 33.0);
    q = q * w - 1.0 / (1307674368000.0 * 31.0);
    q = q * w + 1.0 / (87178291200.0 * 29.0);
    q = q * w - 1.0 / (6227020800.0 * 27.0);
    q = q * w + 1.0 / (479001600.0 * 25.0);
    q = q * w - 1.0 / (39916800.0 * 23.0);
    q = q * w + 1.0 / (3628800.0 * 21.0);
    q = q * w - 1.0 / (362880.0 * 19.0);
    q = q * w + 1.0 / (40320.0 * 17.0);
    q = q * w - 1.0 / (5040.0 * 15.0);
    q = q * w + 1.0 / (720.0 * 13.0);
    q = q * w - 1.0 / (120.0 * 11.0);
    q = q * w + 1.0 / (24.0 * 9.0);
    q = q * w - 1.0 / (6.0 * 7.0);
    q = q * w + 1.0 / 10.0;
    tl_dd zt = tl_dd_mul(z, tl_dd_make(TL_THIRD_H, TL_THIRD_L));
    tl_dd s = tl_two_sum(1.0, -zt.h);
    tl_dd W = tl_fast_two_sum(s.h, s.l + (w * w * q - zt.l));
    return tl_dd_mul(tl_dd_mul_d(tl_dd_make(TL_2OSQRTPI_H, TL_2OSQRTPI_L), x), W);
}
/* erfc(x) = 2^k m for 0.5 <= x <= 27.3 (m a double-double) */
/* the interpolants' parts for 0.5 <= x <= 27.3: below 6, c0 + cl + t p(t) in piece i; above,
   (g0 + tb pb(tb)) / xb with tb = 1/xb^2 - umid */
typedef struct { double t, p, c0, cl, tb, pb, xb; } tl_erfc_poly;
TL_INLINE tl_erfc_poly tl_erfc_eval(double x) {
    /* the piece i = floor(4 (x - 0.5)) from the bits of a double and mask selects (no int
       conversion or ?:), so that gcc vectorises the table loads (tl_sel_bits) */
    double xs = tl_sel_bits((x >= 0.5) & (x < 6.0), x, 5.9);
    double v = (xs - 0.5) * 4.0, fi = tl_rint_small(v);
    fi = tl_sel_bits(fi > v, fi - 1.0, fi);
    uint64_t i = tl_bits(fi + 0x1.8p52) & 31;
    /* one flat index per coefficient (a gather's address is base + index * 8) */
    const double *c = &tl_erfc_tab[0][0];
    uint64_t i14 = i * 14;
    tl_erfc_poly o;
    o.t = xs - (0.625 + 0.25 * fi);
    o.p = c[i14 + 13];
    for (int j = 12; j >= 1; j--) o.p = o.p * o.t + c[i14 + j];
    o.c0 = c[i14];
    o.cl = tl_erfc_tab_l[i];
    o.xb = x < 6.0 ? 6.0 : x;
    double ix = 1.0 / o.xb;
    o.tb = ix * ix - TL_ERFC_UMID;
    o.pb = tl_erfc_big[15];
    for (int j = 14; j >= 1; j--) o.pb = o.pb * o.tb + tl_erfc_big[j];
    return o;
}
TL_INLINE tl_expr tl_erfc_parts(double x) {
    tl_erfc_poly o = tl_erfc_eval(x);
    tl_dd f1 = tl_dd_add(tl_two_prod(o.t, o.p), tl_dd_make(o.c0, o.cl));
    tl_dd g = tl_dd_add(tl_two_prod(o.tb, o.pb), tl_dd_make(TL_ERFC_G0_H, TL_ERFC_G0_L));
    tl_dd f2 = tl_dd_div(g, tl_dd_make(o.xb, 0.0));
    tl_dd f = tl_dd_sel(x < 6.0, f1, f2);
    tl_dd x2 = tl_two_prod(x, x);
    tl_expr e = tl_exp_reduce(-x2.h, -x2.l);
    tl_expr out;
    out.e = tl_dd_mul(tl_exp_mant(e), f);
    out.k = e.k;
    return out;
}
TL_INLINE double tl_erf(double x) {
    double a = tl_fabs(x);
    /* the unused branch's argument by a mask select: with ?: gcc threads the constant into
       copies of the code and the loop keeps branches */
    tl_dd s = tl_erf_small(tl_sel_bits(a < 0.5, a, 0.25));
    double ab = tl_sel_bits(a < 0.5, 0.5, a > 6.0 ? 6.0 : a);
    tl_expr c = tl_erfc_parts(ab);
    double sk = tl_pow2i(c.k);
    tl_dd om = tl_two_sum(1.0, -(c.e.h * sk));
    double y = a < 0.5 ? s.h : om.h + (om.l - c.e.l * sk);
    y = a >= 6.0 ? 1.0 : y;
    y = a < 0x1p-1000 ? a * TL_2OSQRTPI_H : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_erfc(double x) {
    double a = tl_fabs(x);
    tl_dd s = tl_erf_small(tl_sel_bits(a < 0.5, x, 0.25));
    tl_dd om = tl_two_sum(1.0, -s.h);
    double ys = om.h + (om.l - s.l);
    double ab = tl_sel_bits(a < 0.5, 0.5, a > 27.3 ? 27.3 : a);
    tl_expr c = tl_erfc_parts(ab);
    double k1 = tl_rint_small(c.k * 0.5), k2 = c.k - k1;
    double yb = (c.e.h * tl_pow2i(k1)) * tl_pow2i(k2);
    double sk = tl_pow2i(c.k);
    tl_dd tm = tl_two_sum(2.0, -(c.e.h * sk));
    double yn = tm.h + (tm.l - c.e.l * sk);
    double y = a < 0.5 ? ys : (x > 0.0 ? yb : yn);
    y = x > 27.3 ? 0.0 : y;
    y = x < -6.0 ? 2.0 : y;
    return x != x ? x + x : y;
}
/* float32 (tl_exp_d32 says how accurate): the same pieces in plain doubles, exp(-x^2) with x^2
   rounded (relative error below 2^-46 for x <= 11); below 0.5 the series to x^17 (the next
   term is below 2^-40 of the sum), Estrin's scheme in w = x^2 */
TL_INLINE double tl_erfc_d32(double x) {
    tl_erfc_poly o = tl_erfc_eval(x);
    double f = x < 6.0 ? o.c0 + o.t * o.p : (TL_ERFC_G0_H + o.tb * o.pb) / o.xb;
    return tl_exp_d32(-(x * x)) * f;
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

/*@ atan: dd */
/* atan(t) for a double-double t in [0, 1]: c = i/8 nearest to t, atan(t) = atan(c) +
   atan(u), u = (t - c)/(1 + t c) as a double-double (|u| <= 0.0626), atan(u) by its Taylor
   series to u^17 (next term below 2^-64 |u|); atan(i/8) as double-doubles. atan2 of
   double-doubles y, x >= 0 swaps them above the diagonal (pi/2 - atan(x/y)). */
static const double tl_atan_tab_h[9] = {0x0.0p+0, 0x1.fd5ba9aac2f6ep-4, 0x1.f5b75f92c80ddp-3, 0x1.6f61941e4def1p-2, 0x1.dac670561bb4fp-2, 0x1.1e00babdefeb4p-1, 0x1.4978fa3269ee1p-1, 0x1.700a7c5784634p-1, 0x1.921fb54442d18p-1};
static const double tl_atan_tab_l[9] = {0x0.0p+0, -0x1.cd37686760c17p-59, 0x1.8ab6e3cf7afbdp-57, -0x1.c63aae6f6e918p-56, 0x1.a2b7f222f65e2p-56, -0x1.928df287a668fp-58, 0x1.2419a87f2a458p-56, -0x1.8c34d25aadef6p-56, 0x1.1a62633145c07p-55};
/* round(8 t) in [0, 8] (NaN gives 0), the clamp by masks (tl_sel_bits), and the index taken
   from the bits of a double (no int conversion, which could trap in wasm), so the table loads
   vectorise */
TL_INLINE double tl_atan_node(double t) {
    double ti = tl_rint_small(t * 8.0);
    return tl_sel_bits(ti >= 0.0, tl_sel_bits(ti <= 8.0, ti, 8.0), 0.0);
}
TL_INLINE uint64_t tl_atan_index(double ti) { return tl_bits(ti + 0x1.8p52) & 15; }
TL_INLINE tl_dd tl_atan01(tl_dd t) {
    double ti = tl_atan_node(t.h);
    uint64_t i = tl_atan_index(ti);
    double c = 0.125 * ti;
    tl_dd num = tl_dd_add_d(t, -c);
    tl_dd den = tl_dd_add_d(tl_dd_mul_d(t, c), 1.0);
    tl_dd u = tl_dd_div(num, den);
    double v = u.h, z = v * v;
    double p = 1.0 / 17.0;
    p = p * z - 1.0 / 15.0;
    p = p * z + 1.0 / 13.0;
    p = p * z - 1.0 / 11.0;
    p = p * z + 1.0 / 9.0;
    p = p * z - 1.0 / 7.0;
    p = p * z + 1.0 / 5.0;
    p = p * z - 1.0 / 3.0;
    tl_dd au = tl_fast_two_sum(v, u.l + v * z * p);
    return tl_dd_add(tl_dd_make(tl_atan_tab_h[i], tl_atan_tab_l[i]), au);
}
TL_INLINE tl_dd tl_atan2_pos(tl_dd y, tl_dd x) {
    int swap = y.h > x.h;
    tl_dd r = tl_atan01(tl_dd_div(tl_dd_sel(swap, x, y), tl_dd_sel(swap, y, x)));
    return tl_dd_sel(swap, tl_dd_add(tl_dd_make(TL_PIO2_H, TL_PIO2_L), tl_dd_neg(r)), r);
}
/* float32 (tl_exp_d32 says how accurate): the same reduction in plain doubles, atan(u) to
   u^9 (the next term is below 2^-43 |u|) */
TL_INLINE double tl_atan01_32(double t) {
    double ti = tl_atan_node(t);
    uint64_t i = tl_atan_index(ti);
    double c = 0.125 * ti;
    double u = (t - c) / (1.0 + t * c);
    double z = u * u;
    double p = 1.0 / 9.0;
    p = p * z - 1.0 / 7.0;
    p = p * z + 1.0 / 5.0;
    p = p * z - 1.0 / 3.0;
    return tl_atan_tab_h[i] + (u + u * z * p);
}
TL_INLINE double tl_atan2_pos32(double y, double x) {
    int swap = y > x;
    double r = tl_atan01_32(tl_sel_bits(swap, x, y) / tl_sel_bits(swap, y, x));
    return swap ? TL_PIO2_H - r : r;
}
TL_INLINE double tl_arctan_f32(double x) {
    double y = tl_copysign(tl_atan2_pos32(tl_fabs(x), 1.0), x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_arctan(double x) {
    double a = tl_fabs(x);
    /* above 2^60, atan(a) = pi/2 - 1/a rounds to pi/2 (and 1/a's double-double would overflow
       in Veltkamp's split beyond 2^996) */
    double y = tl_atan2_pos(tl_dd_make(tl_sel_bits(a > 0x1p60, 1.0, a), 0.0), tl_dd_make(1.0, 0.0)).h;
    y = a > 0x1p60 ? TL_PIO2_H : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
/* arctan2(y, x) from v = arctan2(|y|, x): tiny quotients, zeros, infinities, the sign of y */
TL_INLINE double tl_arctan2_special(double y, double x, double v) {
    /* mask selects and & rather than ?: and &&: gcc (12) leaves this cascade as branches
       otherwise, and the loop does not vectorise */
    double ay = tl_fabs(y), ax = tl_fabs(x);
    int xneg = (int)(tl_bits(x) >> 63);
    double edge = tl_sel_bits(xneg, TL_PI_H, 0.0);
    /* atan(t) = t to within t^2/3 relative: the quotient itself, rounded once */
    v = tl_sel_bits((x > 0.0) & (ay < ax * 0x1p-500), ay / ax, v);
    v = tl_sel_bits(ay == 0.0, edge, v);
    v = tl_sel_bits((ax == 0.0) & (ay != 0.0), TL_PIO2_H, v);
    v = tl_sel_bits((ay == INFINITY) & (ax != INFINITY), TL_PIO2_H, v);
    v = tl_sel_bits((ax == INFINITY) & (ay != INFINITY), edge, v);
    v = tl_sel_bits((ax == INFINITY) & (ay == INFINITY), tl_sel_bits(xneg, 0x1.2d97c7f3321d2p+1, 0x1.921fb54442d18p-1), v);
    v = tl_copysign(v, y);
    return tl_sel_bits((x != x) | (y != y), x + y, v);
}
TL_INLINE double tl_arctan2(double y, double x) {
    double ay = tl_fabs(y), ax = tl_fabs(x);
    double m = ay > ax ? ay : ax;
    /* scale both by a power of two so that the quotient's double-double stays normal */
    double sc = tl_sel_bits(m > 0x1p500, 0x1p-600, tl_sel_bits(m < 0x1p-500, 0x1p600, 1.0));
    double ys = ay * sc, xs = ax * sc;
    tl_dd r = tl_atan2_pos(tl_dd_make(ys, 0.0), tl_dd_make(xs, 0.0));
    int xneg = (int)(tl_bits(x) >> 63);
    r = tl_dd_sel(xneg, tl_dd_add(tl_dd_make(TL_PI_H, TL_PI_L), tl_dd_neg(r)), r);
    return tl_arctan2_special(y, x, r.h);
}
TL_INLINE double tl_arctan2_f32(double y, double x) {
    double r = tl_atan2_pos32(tl_fabs(y), tl_fabs(x));
    return tl_arctan2_special(y, x, (tl_bits(x) >> 63) ? TL_PI_H - r : r);
}
/* sqrt(1 - a^2) = sqrt((1 - a)(1 + a)) as a double-double, 0 <= a < 1 */
TL_INLINE tl_dd tl_cos_of_sin(double a) {
    return tl_dd_sqrt(tl_dd_mul(tl_two_sum(1.0, -a), tl_two_sum(1.0, a)));
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
TL_INLINE double tl_arcsin(double x) {
    double a = tl_fabs(x);
    double ac = tl_sel_bits(a < 1.0, a, 0.5);
    return tl_arcsin_special(x, tl_atan2_pos(tl_dd_make(ac, 0.0), tl_cos_of_sin(ac)).h);
}
TL_INLINE double tl_arcsin_f32(double x) {
    double a = tl_fabs(x);
    double ac = tl_sel_bits(a < 1.0, a, 0.5);
    return tl_arcsin_special(x, tl_atan2_pos32(ac, __builtin_sqrt((1.0 - ac) * (1.0 + ac))));
}
TL_INLINE double tl_arccos(double x) {
    double a = tl_fabs(x);
    double ac = tl_sel_bits(a < 1.0, a, 0.5);
    tl_dd r = tl_atan2_pos(tl_cos_of_sin(ac), tl_dd_make(ac, 0.0));
    r = tl_dd_sel(x < 0.0, tl_dd_add(tl_dd_make(TL_PI_H, TL_PI_L), tl_dd_neg(r)), r);
    return tl_arccos_special(x, r.h);
}
TL_INLINE double tl_arccos_f32(double x) {
    double a = tl_fabs(x);
    double ac = tl_sel_bits(a < 1.0, a, 0.5);
    double r = tl_atan2_pos32(__builtin_sqrt((1.0 - ac) * (1.0 + ac)), ac);
    return tl_arccos_special(x, x < 0.0 ? TL_PI_H - r : r);
}

/*@ arcsinh: logfast dd */
/* asinh(a) = log(a + sqrt(a^2 + 1)) with the sum w as a double-double (log(w_hi) + w_lo/w_hi);
   log(a) + ln2 above 2^28 (the difference is below 2^-58): one logarithm either way; a below
   2^-28 */
TL_INLINE double tl_arcsinh(double x) {
    double a = tl_fabs(x);
    int big = a > 0x1p28;
    double ac = big ? 1.0 : a;
    tl_dd w = tl_dd_add_d(tl_dd_sqrt(tl_dd_add_d(tl_two_prod(ac, ac), 1.0)), ac);
    double y = tl_log_fast(big ? a : w.h, big ? 0.0 : w.l / w.h, big ? 1.0 : 0.0);
    y = a < 0x1p-28 ? a : y;
    y = a == INFINITY ? a : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
/* float32: log1p(a + a^2/(1 + sqrt(1 + a^2))), every step relatively accurate */
TL_INLINE double tl_arcsinh_f32(double x) {
    double a = tl_fabs(x);
    double y = tl_log1p_d32(a + a * a / (1.0 + __builtin_sqrt(1.0 + a * a)));
    y = a == INFINITY ? a : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}

/*@ arccosh: logfast dd */
/* acosh(x) = log(x + sqrt((x - 1)(x + 1))) as double-doubles (x - 1 is exact); log(x) + ln2
   above 2^28: one logarithm either way */
TL_INLINE double tl_arccosh_special(double x, double y) {
    y = x == 1.0 ? 0.0 : y;
    y = x < 1.0 ? NAN : y;
    y = x == INFINITY ? x : y;
    return x != x ? x + x : y;
}
TL_INLINE double tl_arccosh(double x) {
    int big = x > 0x1p28;
    double xc = big ? 2.0 : (x > 1.0 ? x : 2.0);
    tl_dd s = tl_dd_sqrt(tl_dd_mul(tl_dd_make(xc - 1.0, 0.0), tl_two_sum(xc, 1.0)));
    tl_dd w = tl_dd_add_d(s, xc);
    double y = tl_log_fast(big ? x : w.h, big ? 0.0 : w.l / w.h, big ? 1.0 : 0.0);
    return tl_arccosh_special(x, y);
}
/* float32: log1p((x - 1) + sqrt((x - 1)(x + 1))), x - 1 exact */
TL_INLINE double tl_arccosh_f32(double x) {
    double d = (x > 1.0 ? x : 2.0) - 1.0;
    return tl_arccosh_special(x, tl_log1p_d32(d + __builtin_sqrt(d * (d + 2.0))));
}

/*@ arctanh: logfast dd */
/* atanh(a) = log((1 + a)/(1 - a)) / 2 with the quotient as a double-double; a below 2^-28 */
TL_INLINE double tl_arctanh_special(double x, double y) {
    double a = tl_fabs(x);
    y = a == 1.0 ? INFINITY : y;
    y = a > 1.0 ? NAN : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_arctanh(double x) {
    double a = tl_fabs(x);
    double ac = tl_sel_bits(a < 1.0, a, 0.5);
    tl_dd q = tl_dd_div(tl_two_sum(1.0, ac), tl_two_sum(1.0, -ac));
    double y = tl_log_fast(q.h, q.l / q.h, 0.0) * 0.5;
    return tl_arctanh_special(x, a < 0x1p-28 ? a : y);
}
/* float32: log1p(2a / (1 - a)) / 2, 1 - a exact for a >= 1/2 */
TL_INLINE double tl_arctanh_f32(double x) {
    double a = tl_fabs(x);
    double ac = tl_sel_bits(a < 1.0, a, 0.5);
    return tl_arctanh_special(x, 0.5 * tl_log1p_d32((ac + ac) / (1.0 - ac)));
}

/*@ cbrt: dd */
/* cbrt: a first guess from the exponent bits divided by 3 (W. Kahan's method, the constant
   715094163 = (1023 - 1023/3 - 0.03306) 2^20 as in fdlibm), three Newton steps, then one with
   the residual a - y^3 computed exactly as a double-double. Subnormal and very large
   arguments are scaled by 2^54 and 2^-999 first. */
/* the guess and three Newton steps (relative error below 2^-38) for a normal a > 0 */
TL_INLINE double tl_cbrt_newton(double a) {
    uint32_t hi = (uint32_t)(tl_bits(a) >> 32);
    double y = tl_from_bits((uint64_t)(hi / 3 + 715094163u) << 32);
    y = y + (a / (y * y) - y) * (1.0 / 3.0);
    y = y + (a / (y * y) - y) * (1.0 / 3.0);
    return y + (a / (y * y) - y) * (1.0 / 3.0);
}
TL_INLINE double tl_cbrt_f32(double x) {
    double a = tl_fabs(x);
    double y = tl_cbrt_newton(a == 0.0 || a == INFINITY ? 1.0 : a);
    y = (a == 0.0 || a == INFINITY) ? a : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}
TL_INLINE double tl_cbrt(double x) {
    double a = tl_fabs(x);
    int sub = a < 0x1p-1022, big = a > 0x1p900;
    double as = sub ? a * 0x1p54 : (big ? a * 0x1p-999 : a);
    double y = tl_cbrt_newton(as);
    tl_dd y2 = tl_two_prod(y, y);
    tl_dd y3 = tl_dd_mul_d(y2, y);
    y = y + (((as - y3.h) - y3.l) / (3.0 * y2.h));
    y = sub ? y * 0x1p-18 : (big ? y * 0x1p333 : y);
    y = (a == 0.0 || a == INFINITY) ? a : y;
    y = tl_copysign(y, x);
    return x != x ? x + x : y;
}

/*@ gammacore: logcore trigk */
/* Shared by gammaln and digamma: the shift y = x + n >= 8 (n = 0..8, the factors x + i as
   double-doubles), |sin(pi x)| and cot(pi x) from x - round(x) (exact) and the trig kernels. */
#define TL_PI_PARTS tl_dd_make(TL_PI_H, TL_PI_L)
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

/*@ gammaln: gammacore */
/* log|Gamma(x)|. x > 0: Stirling's series with 14 terms at y = x + n >= 8 (error below 2^-61
   relative), all in double-doubles, minus log of the product x (x+1)...(x+n-1); about the
   zeros at 1 and 2 the Taylor series lgamma(1+z) = -euler z + sum (-1)^k zeta(k)/k z^k
   (|z| <= 1/4) and lgamma(2+z) = (1-euler) z + sum (-1)^k (zeta(k)-1)/k z^k (|z| <= 1/2), the
   first two terms as double-doubles. x < 0: the reflection log(pi) - log|x sin(pi x)| -
   lgamma(-x). Near the zeros of lgamma for negative x the last subtraction cancels. */
#define TL_LOGPI_H 0x1.250d048e7a1bdp+0
#define TL_LOGPI_L 0x1.7abf2ad8d5088p-57
#define TL_HLOG2PI_H 0x1.d67f1c864beb5p-1
#define TL_HLOG2PI_L -0x1.65b5a1b7ff5dfp-55
#define TL_EULER_H 0x1.2788cfc6fb619p-1
#define TL_EULER_L -0x1.6cb90701fbfabp-58
#define TL_1MEULER_H 0x1.b0ee6072093cep-2
#define TL_1MEULER_L 0x1.6cb90701fbfabp-58
#define TL_LGAM1_C2_H 0x1.a51a6625307d3p-1
#define TL_LGAM1_C2_L 0x1.1873d8912200cp-56
#define TL_LGAM2_C2_H 0x1.4a34cc4a60fa6p-2
#define TL_LGAM2_C2_L 0x1.1873d8912200cp-56
static const double tl_lgam1[31] = {0x1.a51a6625307d3p-1, -0x1.9a4d55beab2d7p-2, 0x1.151322ac7d848p-2, -0x1.a8b9c17aa6149p-3, 0x1.5b40cb100c306p-3, -0x1.2703a1dcea3aep-3, 0x1.010b36af86397p-3, -0x1.c806706d57db4p-4, 0x1.9a01e385d5f8fp-4, -0x1.748c33114c6d6p-4, 0x1.556ad63243bc4p-4, -0x1.3b1d971fc5985p-4, 0x1.2496df8320c5fp-4, -0x1.11133476e7fe0p-4, 0x1.00010064cdeb2p-4, -0x1.e1e2d311e8abdp-5, 0x1.c71ce3a20b419p-5, -0x1.af28a1b5688a0p-5, 0x1.9999b3352d5bap-5, -0x1.86186db77bfbfp-5, 0x1.745d1d1778df9p-5, -0x1.642c88591b66dp-5, 0x1.555556aaafdcdp-5, -0x1.47ae151eb9fb7p-5, 0x1.3b13b189d925ep-5, -0x1.2f684c00002bcp-5, 0x1.24924936db7bcp-5, -0x1.1a7b961a7b9aap-5, 0x1.111111155556dp-5, -0x1.08421086318cep-5, 0x1.0000000100002p-5};
static const double tl_lgam2[31] = {0x1.4a34cc4a60fa6p-2, -0x1.13e001a557607p-4, 0x1.51322ac7d8483p-6, -0x1.e404fc218f5f2p-8, 0x1.7add6eadb6c30p-9, -0x1.38ac5c2bf8e08p-10, 0x1.0b36af86396e9p-11, -0x1.d3fd4c76d2fc8p-13, 0x1.a127b0f17d65ap-14, -0x1.78de5bd7c81efp-15, 0x1.580dcee66eb02p-16, -0x1.3cbc963ce2243p-17, 0x1.2597a39f34aacp-18, -0x1.11b2eb7679541p-19, 0x1.0064cdeb22f0fp-20, -0x1.e2600d93cfd2fp-22, 0x1.c76bbb3f07a4dp-23, -0x1.af5a6cbbf8a97p-24, 0x1.99b93c2070b0fp-25, -0x1.862c734df3eacp-26, 0x1.7469daccfadcdp-27, -0x1.6434a8447aeadp-28, 0x1.555a877ffd2c3p-29, -0x1.47b1679258d0ep-30, 0x1.3b15d2b2fc10cp-31, -0x1.2f69a9fabe3e0p-32, 0x1.24932a337434cp-33, -0x1.1a7c26ec2523cp-34, 0x1.11116e693ed98p-35, -0x1.08424cbc543d8p-36, 0x1.000026e3f644fp-37};
static const double tl_stirling[14] = {0x1.5555555555555p-4, -0x1.6c16c16c16c17p-9, 0x1.a01a01a01a01ap-11, -0x1.3813813813814p-11, 0x1.b951e2b18ff23p-11, -0x1.f6ab0d9993c7dp-10, 0x1.a41a41a41a41ap-8, -0x1.e4286cb0f5398p-6, 0x1.6fe96381e0680p-3, -0x1.6476701181f3ap+0, 0x1.ace44322ce006p+3, -0x1.39b2525cccc1bp+7, 0x1.12234e81b4e82p+11, -0x1.1a198ae1c4ab8p+15};
/* -euler-like c1 z + c2 z^2 + z^3 sum_{k>=3} tab[k-2] z^(k-3), as a double-double */
TL_INLINE tl_dd tl_lgamma_taylor(double z, tl_dd c1, tl_dd c2, const double *tab) {
    double p = tab[30];
    for (int k = 29; k >= 1; k--) p = p * z + tab[k];
    tl_dd z2 = tl_two_prod(z, z);
    tl_dd a = tl_dd_add(tl_dd_mul_d(c1, z), tl_dd_mul(c2, z2));
    return tl_dd_add_d(a, z2.h * z * p);
}
TL_INLINE tl_dd tl_lgamma_pos(double x) {
    tl_dd P = tl_dd_make(1.0, 0.0);
    double n = 0.0;
    for (int i = 0; i < 8; i++) {
        tl_dd f = tl_two_sum(x, (double)i);
        int use = f.h < 8.0;
        P = tl_dd_sel(use, tl_dd_mul(P, f), P);
        n += use ? 1.0 : 0.0;
    }
    tl_dd y = tl_two_sum(x, n);
    double yc = y.h > 0x1p100 ? 0x1p100 : y.h;
    y = y.h > 0x1p100 ? tl_dd_make(yc, 0.0) : y;
    tl_dd L = tl_log_of_dd(y);
    tl_dd A = tl_dd_mul(tl_dd_add_d(y, -0.5), L);
    A = tl_dd_add(A, tl_dd_neg(y));
    A = tl_dd_add(A, tl_dd_make(TL_HLOG2PI_H, TL_HLOG2PI_L));
    double iy = 1.0 / y.h, iy2 = iy * iy;
    double s = tl_stirling[13];
    for (int j = 12; j >= 0; j--) s = s * iy2 + tl_stirling[j];
    A = tl_dd_add_d(A, s * iy);
    A = tl_dd_add(A, tl_dd_neg(tl_log_of_dd(P)));
    /* y > 2^100: y (log y - 1), the rest relatively below 2^-90; scaled so no product overflows */
    tl_dd Lx = tl_log_dd(x);
    double huge = tl_dd_mul_d(tl_dd_add_d(Lx, -1.0), x * 0x1p-600).h * 0x1p600;
    A = tl_dd_sel(x > 0x1p100, tl_dd_make(huge, 0.0), A);
    tl_dd t1 = tl_lgamma_taylor(x - 1.0, tl_dd_make(-TL_EULER_H, -TL_EULER_L), tl_dd_make(TL_LGAM1_C2_H, TL_LGAM1_C2_L), tl_lgam1);
    tl_dd t2 = tl_lgamma_taylor(x - 2.0, tl_dd_make(TL_1MEULER_H, TL_1MEULER_L), tl_dd_make(TL_LGAM2_C2_H, TL_LGAM2_C2_L), tl_lgam2);
    A = tl_dd_sel(x >= 0.75 && x <= 1.25, t1, A);
    A = tl_dd_sel(x >= 1.5 && x <= 2.5, t2, A);
    return A;
}
TL_INLINE double tl_gammaln(double x) {
    double a = tl_fabs(x);
    double ac = a == INFINITY ? 1.0 : a;
    tl_dd g = tl_lgamma_pos(ac);
    double f = ac < 0x1p52 ? ac - tl_rint_small(ac) : 0.0;
    tl_sincospi sc = tl_sincospi_red(f);
    tl_dd sp = tl_dd_sel(sc.swap, sc.c, sc.s);
    tl_dd ls = tl_dd_add(tl_log_of_dd(sp), tl_log_dd(ac));
    tl_dd neg = tl_dd_add(tl_dd_make(TL_LOGPI_H, TL_LOGPI_L), tl_dd_neg(tl_dd_add(ls, g)));
    double yn = a < 0x1p-60 ? -tl_log_dd(a).h : neg.h;
    double y = x > 0.0 ? g.h : yn;
    y = (x <= 0.0 && f == 0.0) ? INFINITY : y;
    y = a == INFINITY ? INFINITY : y;
    return x != x ? x + x : y;
}

/*@ digamma: gammacore */
/* digamma(x). x > 0: the asymptotic series log y - 1/(2y) - sum B_2j/(2j y^2j) (14 terms) at
   y = x + n >= 8, minus sum 1/(x+i), in double-doubles; about the positive zero x0 its Taylor
   series (|x - x0| <= 1/4, coefficients polygamma(k, x0)/k!). x < 0: the reflection
   digamma(x) = digamma(-x) + 1/(-x) + pi cot(-pi x). scipy.special.digamma's special values:
   -inf at +0, +inf at -0, NaN at negative integers and -inf. */
#define TL_PSI_X0_H 0x1.762d86356be3fp+0
#define TL_PSI_X0_L 0x1.b86a722197829p-54
#define TL_PSI_C1_H 0x1.ef72bc8ee38acp-1
#define TL_PSI_C1_L -0x1.3879eb97bf58dp-55
#define TL_PSI_C2_H -0x1.c563b54aa1a35p-2
#define TL_PSI_C2_L -0x1.c760306906dfep-56
static const double tl_psi0[28] = {-0x1.c563b54aa1a35p-2, 0x1.08b4294d50381p-2, -0x1.4fc1317257da8p-3, 0x1.b9a5b6370f3abp-4, -0x1.27baba261cc2cp-4, 0x1.8fce02b239ca7p-5, -0x1.0fa7ec36a7d8fp-5, 0x1.723d6807edcc0p-6, -0x1.f970508e1b6a2p-7, 0x1.5955caaa962f3p-7, -0x1.d828079282eb8p-8, 0x1.42e1acf81d8dcp-8, -0x1.b9afc7cee8a14p-9, 0x1.2e23345f79aafp-9, -0x1.9d626f71d1f7ap-10, 0x1.1acebbd761089p-10, -0x1.82f6345c65b35p-11, 0x1.08bdae1a261d4p-11, -0x1.6a3fddea11304p-12, 0x1.efacab6fb8985p-13, -0x1.531f5dc5eb563p-13, 0x1.d0080f810fab5p-14, -0x1.3d7972688af67p-14, 0x1.b2691182c5c34p-15, -0x1.29357f7d6cb86p-15, 0x1.96ae4a8e32b49p-16, -0x1.163cc7373be8bp-16, 0x1.7cb8b3916fd29p-17};
static const double tl_psi_asym[14] = {0x1.5555555555555p-4, -0x1.1111111111111p-7, 0x1.0410410410410p-8, -0x1.1111111111111p-8, 0x1.f07c1f07c1f08p-8, -0x1.5995995995996p-6, 0x1.5555555555555p-4, -0x1.c5e5e5e5e5e5ep-2, 0x1.86e7f9b9fe6e8p+1, -0x1.a74ca514ca515p+4, 0x1.1975cc0ed7304p+8, -0x1.c2f0566566566p+11, 0x1.ac572aaaaaaabp+15, -0x1.dc0b1a5cfbe16p+19};
TL_INLINE tl_dd tl_digamma_pos(double x) {
    tl_dd S = tl_dd_make(0.0, 0.0);
    double n = 0.0;
    for (int i = 0; i < 8; i++) {
        tl_dd f = tl_two_sum(x, (double)i);
        int use = f.h < 8.0;
        S = tl_dd_sel(use, tl_dd_add(S, tl_dd_div(tl_dd_make(1.0, 0.0), f)), S);
        n += use ? 1.0 : 0.0;
    }
    tl_dd y = tl_two_sum(x, n);
    tl_dd L = tl_log_of_dd(y);
    tl_dd iy = tl_dd_div(tl_dd_make(0.5, 0.0), y);
    double w = 1.0 / y.h;
    w = w * w;
    double s = tl_psi_asym[13];
    for (int j = 12; j >= 0; j--) s = s * w + tl_psi_asym[j];
    tl_dd A = tl_dd_add(L, tl_dd_neg(iy));
    A = tl_dd_add_d(A, -(s * w));
    A = tl_dd_add(A, tl_dd_neg(S));
    tl_dd z = tl_fast_two_sum(x - TL_PSI_X0_H, -TL_PSI_X0_L);
    double zh = z.h, p = tl_psi0[27];
    for (int k = 26; k >= 1; k--) p = p * zh + tl_psi0[k];
    tl_dd z2 = tl_dd_mul(z, z);
    tl_dd T = tl_dd_add(tl_dd_mul(tl_dd_make(TL_PSI_C1_H, TL_PSI_C1_L), z), tl_dd_mul(tl_dd_make(TL_PSI_C2_H, TL_PSI_C2_L), z2));
    T = tl_dd_add_d(T, z2.h * zh * p);
    return tl_dd_sel(x >= 1.25 && x <= 1.75, T, A);
}
TL_INLINE double tl_digamma(double x) {
    double a = tl_fabs(x);
    /* above 2^60 (all integers: only x > 0 is left), digamma(x) = log x - 1/(2x) - ... rounds as
       log x does (1/(2x) is below 2^-66 log x), and y's double-doubles would overflow */
    double ac = a == INFINITY || a == 0.0 || a > 0x1p60 ? 1.0 : a;
    tl_dd g = tl_digamma_pos(ac);
    double f = ac < 0x1p52 ? ac - tl_rint_small(ac) : 0.0;
    tl_sincospi sc = tl_sincospi_red(f);
    /* cot(pi |f|): cos/sin of pi|f|, or sin/cos of pi(1/2 - |f|) */
    tl_dd cot = tl_dd_div(tl_dd_sel(sc.swap, sc.s, sc.c), tl_dd_sel(sc.swap, sc.c, sc.s));
    tl_dd pc = tl_dd_mul(TL_PI_PARTS, cot);
    pc = tl_dd_sel(f < 0.0, tl_dd_neg(pc), pc);
    tl_dd neg = tl_dd_add(tl_dd_add(g, tl_dd_div(tl_dd_make(1.0, 0.0), tl_dd_make(ac, 0.0))), pc);
    double y = x > 0.0 ? g.h : neg.h;
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
