"""Computes the tables of Taylor series about the negative zeros of log|Gamma(x)| and digamma(x)
for python/twinlink/tensor/libm.c with mpmath at 256 bits, and prints them as C (run `python
benches/libm_gamma_zeros.py`; `--check` also prints each row's truncation error and |f| at the
edges of its interval). Next to a zero z the reflection formula subtracts nearly equal numbers,
so libm.c evaluates f(z + d) = c1 d + c2 d^2 + sum_{k=3..32} a_k w^k there, with z = zh + zm + zl
(three doubles: next to the zero d is as small as 2^-52 |z|, and must be exact to 2^-106 |z|) and
d = x - z as a double-double, w = d s for a power of two s, c_k = f^(k)(z)/k! and a_k = c_k / s^k.

log|Gamma| has two zeros in each (-n-1, -n) for n >= 2, at about -n - 1/n! and -n-1 + 1/(n+1)!.
Beyond -17 the doubles next to -m are farther from -m than the zeros (1/18! is 0.044 ulp of 18),
so no double gives a result near 0: the table holds the 32 zeros about -m for m = 2..17.
Digamma has one zero in each (-n-1, -n) for every n; the table holds those for n < PSI_ZEROS.

Each row: zh, zm, zl, c1 (hi, lo), c2 (hi, lo), rho, s, a_3..a_32; the series is used for
|d| <= rho = 0.3 (log|Gamma|) or 0.25 (digamma) times the distance from z to the nearest pole
(truncation below 2^-59 relative)."""
import sys

import mpmath as mp

mp.mp.prec = 256
TERMS = 32
PSI_ZEROS = 64
RATIO = {"gammaln": mp.mpf("0.3"), "digamma": mp.mpf("0.25")}


def lgamma_abs(x):
    return mp.log(abs(mp.gamma(x)))


def lgamma_zeros():
    """(m, z) for the zeros of log|Gamma| next to -m, m = 2..17, below -m first (None: no zero)."""
    out = []
    for m in range(2, 18):
        below = (-2.3, -2.5) if m == 2 else (-m - 1 / (2 * mp.factorial(m)), -m - 2 / mp.factorial(m))
        out.append((m, mp.findroot(lgamma_abs, below, solver="anderson")))
        if m == 2:
            out.append((m, None))  # (-2, -1) has no zero
        else:
            above = (-2.6, -2.9) if m == 3 else (-m + 1 / (2 * mp.factorial(m)), -m + 2 / mp.factorial(m))
            out.append((m, mp.findroot(lgamma_abs, above, solver="anderson")))
    return out


def digamma_zeros(count):
    """The zero of digamma in (-n-1, -n) for n = 0..count-1."""
    out = []
    for n in range(count):
        lo, hi = mp.mpf(-n - 1) + mp.mpf(10) ** -6, mp.mpf(-n) - mp.mpf(10) ** -6
        out.append(mp.findroot(mp.digamma, (lo, hi), solver="anderson"))
    return out


def row(z, dist, coef, ratio):
    """The table row for zero z (distance dist to the nearest pole), coef(k) = f^(k)(z)/k!."""
    rho = ratio * dist
    s = mp.mpf(2) ** -int(mp.nint(mp.log(rho, 2)))
    c = [None] + [coef(k) for k in range(1, TERMS + 1)]
    zh = float(z)
    zm = float(z - zh)
    vals = [zh, zm, float(z - zh - zm)]
    for v in (c[1], c[2]):
        h = float(v)
        vals += [h, float(v - mp.mpf(h))]
    vals += [float(rho), float(s)] + [float(c[k] / s ** k) for k in range(3, TERMS + 1)]
    return vals, c, rho


def check(name, f, z, c, rho):
    worst = 0
    for d in (rho, -rho, rho / 2, -rho / 2):
        series = sum(c[k] * d ** k for k in range(1, TERMS + 1))
        exact = f(z + d)
        worst = max(worst, abs(series - exact) / abs(exact))
    edge = min(abs(f(z + rho)), abs(f(z - rho)))
    print(f"{name} z={mp.nstr(z, 20)} rho={mp.nstr(rho, 4)} truncation 2^{float(mp.log(worst, 2)):.1f} "
          f"|f| at the edges >= {mp.nstr(edge, 4)}", file=sys.stderr)


def c_table(name, rows):
    width = 9 + TERMS - 2
    lines = ["{" + ", ".join(v.hex() for v in r) + "}" for r in rows]
    return f"static const double {name}[{len(rows)}][{width}] = {{\n    " + ",\n    ".join(lines) + "};"


def main(check_rows=False):
    lg_rows = []
    for m, z in lgamma_zeros():
        if z is None:
            lg_rows.append([-1.75, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -1.0, 1.0] + [0.0] * (TERMS - 2))
            continue
        dist = abs(z + m)
        vals, c, rho = row(z, dist, lambda k: mp.polygamma(k - 1, z) / mp.factorial(k),
                           RATIO["gammaln"])
        lg_rows.append(vals)
        if check_rows:
            check("gammaln", lgamma_abs, z, c, rho)
    psi_rows = []
    for n, z in enumerate(digamma_zeros(PSI_ZEROS)):
        dist = min(z + n + 1, -n - z)
        vals, c, rho = row(z, dist, lambda k: mp.polygamma(k, z) / mp.factorial(k), RATIO["digamma"])
        psi_rows.append(vals)
        if check_rows:
            check("digamma", mp.digamma, z, c, rho)
    # digamma(x) for x < -PSI_ZEROS in double-doubles throughout (about 2^-100): Taylor series of
    # sin(t)/t and cos(t) (|t| <= pi/4, to t^26 and t^28), of atanh(s)/s = sum s^2i/(2i+1)
    # (|s| <= 0.1716, to s^40) and the asymptotic series sum_j B_2j/(2j) w^(j-1), w = 1/y^2 (y >= 65, 9 terms)
    for name, vals in [("tl_hp_sin", [(-1) ** k / mp.factorial(2 * k + 1) for k in range(14)]),
                       ("tl_hp_cos", [(-1) ** k / mp.factorial(2 * k) for k in range(15)]),
                       ("tl_hp_atanh", [mp.mpf(1) / (2 * i + 1) for i in range(21)]),
                       ("tl_hp_psi", [mp.bernoulli(2 * j) / (2 * j) for j in range(1, 10)])]:
        print(f"static const double {name}_h[{len(vals)}] = {{" + ", ".join(float(v).hex() for v in vals) + "};")
        print(f"static const double {name}_l[{len(vals)}] = {{" + ", ".join(float(v - mp.mpf(float(v))).hex() for v in vals) + "};")
    print(f"#define TL_ZROW {9 + TERMS - 2}")
    print(f"#define TL_PSI_ZEROS {PSI_ZEROS}")
    print(c_table("tl_lgam_zeros", lg_rows))
    print(c_table("tl_psi_zeros", psi_rows))


if __name__ == "__main__":
    main("--check" in sys.argv[1:])
