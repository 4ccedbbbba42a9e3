"""Computes the numeric constants of python/twinlink/tensor/libm.c with mpmath at 256 bits and
prints them as C: double-double splits of pi, ln 2, 2/sqrt(pi), ...; the bits of 2/pi for the
Payne-Hanek reduction; pieces of lgamma and digamma on [1, 8) interpolated at
Chebyshev nodes; Chebyshev interpolants of erfc(x) exp(x^2) and of the
float64 logarithm's, arctan's and tan's series; the float32
logarithm's, exponential's and arcsine's polynomials (fitted or interpolated), the even and odd
parts of float64 exp(r) - 1 for expm1, tanh, sinh and cosh (interpolated), the float-lane
exponential's and tanh's (fitted, rounded to float coefficients) and float32 tan's rational
function (fitted). Run it (`python benches/libm_constants.py`) to check or regenerate the table
in libm.c."""
import struct

import mpmath as mp

mp.mp.prec = 256


def dd(v):
    h = float(v)
    return h, float(v - mp.mpf(h))


def c(v):
    return float(v).hex()


def dd_line(name, v):
    h, lo = dd(v)
    return f"#define {name}_H {c(h)}\n#define {name}_L {c(lo)}"


def cheb_fit(fn, a, b, n):
    """Interpolant of fn at n+1 Chebyshev nodes of [a, b], as monomial coefficients in t = x - mid."""
    mid, half = (a + b) / 2, (b - a) / 2
    nodes = [mid + half * mp.cos(mp.pi * (k + mp.mpf(0.5)) / (n + 1)) for k in range(n + 1)]
    a_mat = mp.matrix([[(x - mid) ** j for j in range(n + 1)] for x in nodes])
    coef = mp.lu_solve(a_mat, mp.matrix([fn(x) for x in nodes]))
    return mid, [coef[j] for j in range(n + 1)]


def cheb_fit0(fn, a, b, n):
    """Interpolant of fn at n+1 Chebyshev nodes of [a, b], as monomial coefficients in x itself."""
    nodes = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (k + mp.mpf(0.5)) / (n + 1)) for k in range(n + 1)]
    coef = mp.lu_solve(mp.matrix([[x ** j for j in range(n + 1)] for x in nodes]), mp.matrix([fn(x) for x in nodes]))
    return [coef[j] for j in range(n + 1)]


def asin_p(z):
    """(asin(v)/v - 1)/z for z = v^2 (1/6 at 0)."""
    return mp.mpf(1) / 6 if z == 0 else (mp.asin(mp.sqrt(z)) / mp.sqrt(z) - 1) / z


def atan_p(z):
    """(atan(v)/v - 1)/z for z = v^2 (-1/3 at 0)."""
    return -mp.mpf(1) / 3 if z == 0 else (mp.atan(mp.sqrt(z)) / mp.sqrt(z) - 1) / z


def log_q(z):
    """(2 atanh(s)/s - 2)/z for z = s^2 (2/3 at 0)."""
    return mp.mpf(2) / 3 if z == 0 else (2 * mp.atanh(mp.sqrt(z)) / mp.sqrt(z) - 2) / z


def tan_p(z):
    """(tan(u)/u - 1)/z for z = u^2 (1/3 at 0)."""
    return mp.mpf(1) / 3 if z == 0 else (mp.tan(mp.sqrt(z)) / mp.sqrt(z) - 1) / z


def atanh_p(z):
    """(atanh(v)/v - 1)/z for z = v^2 (1/3 at 0)."""
    return mp.mpf(1) / 3 if z == 0 else (mp.atanh(mp.sqrt(z)) / mp.sqrt(z) - 1) / z


def asinh_p(z):
    """(asinh(v)/v - 1)/z for z = v^2 (-1/6 at 0)."""
    return -mp.mpf(1) / 6 if z == 0 else (mp.asinh(mp.sqrt(z)) / mp.sqrt(z) - 1) / z


def hyp_pe(z):
    """(cosh(r) - 1 - z/2)/z^2 for z = r^2 (1/24 at 0)."""
    return mp.mpf(1) / 24 if z == 0 else (mp.cosh(mp.sqrt(z)) - 1 - z / 2) / z**2


def hyp_po(z):
    """(sinh(r)/r - 1)/z for z = r^2 (1/6 at 0)."""
    return mp.mpf(1) / 6 if z == 0 else (mp.sinh(mp.sqrt(z)) / mp.sqrt(z) - 1) / z


def cf(v):
    """v rounded to float32, as a C float literal."""
    return float(struct.unpack("<f", struct.pack("<f", float(v)))[0]).hex() + "f"


def pieces(name, fn, zero, start, count, width):
    """`fn` on [start, start + count width) in `count` pieces of width `width`, each
    interpolated at 13 Chebyshev nodes in t = u - mid (degree 12, the first two coefficients
    double-doubles), as the C arrays `name`, `name`_l and `name`_l1: fn(u) / (u - z) where
    zero(a) gives the piece's zero z (from a, its left end), so that those zeros are factors
    (the relative accuracy holds next to them), else fn(u). Checks the interpolation error
    (below 2^-66 of the largest value) at 64 points per piece."""
    rows, rows_l, rows_l1 = [], [], []
    for i in range(count):
        a = start + i * width
        z = zero(a)
        g = (lambda u, z=z: fn(u) / (u - z)) if z is not None else fn
        mid, co = cheb_fit(g, a, a + width, 12)
        assert mid == a + width / 2
        for k in range(64):
            u = a + width * (k + mp.mpf(0.5)) / 64
            err = abs(sum(cj * (u - mid) ** j for j, cj in enumerate(co)) - g(u))
            assert err < mp.mpf(2) ** -66 * max(abs(co[0]), abs(g(u))), (name, i, err)
        rows.append("{" + ", ".join(c(v) for v in co) + "}")
        rows_l.append(c(co[0] - mp.mpf(float(co[0]))))
        rows_l1.append(c(co[1] - mp.mpf(float(co[1]))))
    return [f"static const double {name}[{count}][13] = {{\n    " + ",\n    ".join(rows) + "};",
            f"static const double {name}_l[{count}] = {{" + ", ".join(rows_l) + "};",
            f"static const double {name}_l1[{count}] = {{" + ", ".join(rows_l1) + "};"]


def bessel_tables(n):
    """J_n (n = 0, 1) for tl_j0 and tl_j1: on [0, 25) 50 pieces of width 1/2 (`pieces`), each
    with the zero of J_n nearest to it as a factor (also where it lies just outside the piece,
    so that both sides of a zero keep the relative accuracy), the zeros as double-doubles; and
    for x >= 25 the amplitude functions of Hankel's asymptotic form J_n(x) = sqrt(2/(pi x))
    (P_n(x) cos chi - Q_n(x) sin chi), chi = x - (2n + 1) pi/4: P_n and x Q_n interpolated at 8
    Chebyshev nodes as polynomials of degree 7 in s = (25/x)^2 on (0, 1] (errors below 2^-63)."""
    zeros = [mp.mpf(0)] if n == 1 else []
    k = 1
    while not zeros or zeros[-1] < 26:
        zeros.append(mp.besseljzero(n, k))
        k += 1
    near = [min(zeros, key=lambda z, i=i: abs(z - (mp.mpf(i) / 2 + mp.mpf(1) / 4))) for i in range(50)]
    out = pieces(f"tl_j{n}_tab", lambda u: mp.besselj(n, u), lambda a: near[int(a * 2)], mp.mpf(0), 50, mp.mpf(1) / 2)
    out.append(f"static const double tl_j{n}_zh[50] = {{" + ", ".join(c(dd(z)[0]) for z in near) + "};")
    out.append(f"static const double tl_j{n}_zl[50] = {{" + ", ".join(c(dd(z)[1]) for z in near) + "};")

    def pq(x):
        chi = x - (2 * n + 1) * mp.pi / 4
        j, y, k = mp.besselj(n, x), mp.bessely(n, x), mp.sqrt(mp.pi * x / 2)
        return k * (j * mp.cos(chi) + y * mp.sin(chi)), x * k * (y * mp.cos(chi) - j * mp.sin(chi))

    limits = (mp.mpf(1), mp.mpf(-1) / 8 if n == 0 else mp.mpf(3) / 8)  # P_n(inf), lim x Q_n(x)
    for which, label in ((0, "P"), (1, "Q")):
        g = lambda s: pq(25 / mp.sqrt(s))[which] if s > 0 else limits[which]
        co = cheb_fit0(g, mp.mpf(0), mp.mpf(1), 7)
        err = max(abs(sum(cj * s ** j for j, cj in enumerate(co)) - g(s)) for s in (mp.mpf(k + 0.5) / 256 for k in range(256)))
        assert err < mp.mpf(2) ** -63, (n, label, err)
        out.append(f"static const double tl_j{n}_{label.lower()}[8] = {{" + ", ".join(c(v) for v in co) + "};")
    return out


def main():
    out = []
    for name, v in [("TL_PI", mp.pi), ("TL_PIO2", mp.pi / 2), ("TL_LN2", mp.log(2)), ("TL_INVLN2", 1 / mp.log(2)),
                    ("TL_INVLN10", 1 / mp.log(10)), ("TL_LOGPI", mp.log(mp.pi)), ("TL_HLOG2PI", mp.log(2 * mp.pi) / 2),
                    ("TL_2OSQRTPI", 2 / mp.sqrt(mp.pi)), ("TL_THIRD", mp.mpf(1) / 3)]:
        out.append(dd_line(name, v))
    # pi/2 in three 33-bit parts and a 53-bit rest (Cody-Waite: q * part is exact for q < 2^20)
    rest, parts = mp.pi / 2, []
    for bits in (33, 33, 33):
        e = int(mp.floor(mp.log(abs(rest), 2))) + 1
        part = mp.nint(rest * mp.mpf(2) ** (bits - e)) / mp.mpf(2) ** (bits - e)
        parts.append(part)
        rest -= part
    parts.append(mp.mpf(float(rest)))
    out.append("\n".join(f"#define TL_PIO2_CW{i + 1} {c(v)}" for i, v in enumerate(parts)))
    # pi/2 - CW1 rounded to a double (float32 tan's two-part reduction)
    out.append(f"#define TL_PIO2_R1 {c(mp.pi / 2 - parts[0])}")
    # 2/pi: 32-bit words, two zero words first (b_1 is table bit 64).
    with mp.workprec(32 * 42 + 64):
        bits = int(mp.floor(2 / mp.pi * mp.mpf(2) ** (32 * 42)))
    words = [0, 0] + [(bits >> (32 * (41 - i))) & 0xFFFFFFFF for i in range(42)]
    out.append("static const uint32_t tl_2opi_bits[44] = {" + ", ".join(f"0x{w:08x}u" for w in words) + "};")
    # log Gamma with its zeros at 1 (below 1.5) and 2 (below 3) as factors
    out += pieces("tl_lgam_tab", mp.loggamma, lambda a: 1 if a < 1.5 else (2 if a < 3 else None), 1, 56, mp.mpf(1) / 8)
    # digamma about its positive zero x0: psi(x0 + z) = sum_{k>=1} psi^(k)(x0)/k! z^k
    # digamma with its positive zero x0 (below 2) as a factor
    x0 = mp.findroot(mp.digamma, 1.46)
    out.append(dd_line("TL_PSI_X0", x0))
    out += pieces("tl_psi_tab", mp.digamma, lambda a: x0 if a < 2 else None, 1, 56, mp.mpf(1) / 8)
    # Stirling: B_2j / (2j (2j-1)) for lgamma and B_2j / (2j) for digamma
    out.append("static const double tl_stirling[14] = {" + ", ".join(c(mp.bernoulli(2 * j) / (2 * j * (2 * j - 1))) for j in range(1, 15)) + "};")
    out.append("static const double tl_psi_asym[14] = {" + ", ".join(c(mp.bernoulli(2 * j) / (2 * j)) for j in range(1, 15)) + "};")
    # erfc(x) exp(x^2) on [0.5, 27.5) in 108 pieces of width 1/4, degree 13 in t = x - mid
    # (leading term double-double).
    f = lambda x: mp.erfc(x) * mp.exp(x * x)
    rows_h, rows = [], []
    for i in range(108):
        a = mp.mpf(0.5) + mp.mpf(i) / 4
        mid, co = cheb_fit(f, a, a + mp.mpf(0.25), 13)
        assert mid == a + mp.mpf(0.125)
        rows_h.append(c(co[0] - mp.mpf(float(co[0]))))
        rows.append("{" + ", ".join(c(v) for v in co) + "}")
    out.append("static const double tl_erfc_tab[108][14] = {\n    " + ",\n    ".join(rows) + "};")
    out.append("static const double tl_erfc_tab_l[108] = {" + ", ".join(rows_h) + "};")
    out += pow_tables()
    # arcsin (float64): P(z) on [0, 1/4], degree 14 (relative error below 2^-58)
    out.append("/* tl_asin_parts: " + ", ".join(c(v) for v in cheb_fit0(asin_p, mp.mpf(0), mp.mpf(0.25), 14)) + " */")
    # float64 expm1, tanh, sinh and cosh (tl_exp_eo): Pe and Po on [0, 0.3466^2], degree 4 each,
    # with cosh(r) = 1 + z/2 + z^2 Pe(z) and sinh(r) = r + r z Po(z), z = r^2 (absolute errors of
    # the two terms below 2^-64 and 2^-60.4 for |r| <= 0.3466, the coefficients rounded to doubles)
    zh = mp.mpf(0.3466) ** 2
    out.append("/* tl_exp_eo Pe: " + ", ".join(c(v) for v in cheb_fit0(hyp_pe, mp.mpf(0), zh, 4)) + " */")
    out.append("/* tl_exp_eo Po: " + ", ".join(c(v) for v in cheb_fit0(hyp_po, mp.mpf(0), zh, 4)) + " */")
    # arcsin (float32): P(z) on [0, 1/4], degree 7 (relative error below 2^-37)
    out.append("/* tl_asin_w32: " + ", ".join(c(v) for v in cheb_fit0(asin_p, mp.mpf(0), mp.mpf(0.25), 7)) + " */")
    # arctanh and arcsinh (float32 in float lanes): P(z) on [0, 1/4], degrees 6 and 5, rounded to
    # floats (with the rounding, a + a z P(z) within 2^-28 and 2^-29 relative)
    out.append("/* tl_arctanh_f32: " + ", ".join(cf(v) for v in cheb_fit0(atanh_p, mp.mpf(0), mp.mpf(0.25), 6)) + " */")
    out.append("/* tl_arcsinh_f32: " + ", ".join(cf(v) for v in cheb_fit0(asinh_p, mp.mpf(0), mp.mpf(0.25), 5)) + " */")
    # float64 arctan and arctan2 (tl_atan_tail): (atan(u)/u - 1)/z on [0, (33/128)^2], degree 8
    # (relative error below 2^-55), and their nodes' atan(1/2), pi/4 and atan(2) as double-doubles
    out.append("\n".join(f"#define TL_ATAN_P{n} {c(v)}" for n, v in enumerate(cheb_fit0(atan_p, mp.mpf(0), (mp.mpf(33) / 128) ** 2, 8))))
    out += [dd_line("TL_ATANHALF", mp.atan(mp.mpf(1) / 2)), dd_line("TL_PIO4", mp.pi / 4), dd_line("TL_ATAN2", mp.atan(2))]
    # float64 tan's series (tl_tan_k) for |u| <= 1/8 (the fit reaching 2^-40 beyond): (tan(u)/u
    # - 1)/z, degree 5 (relative error below 2^-54), and its nodes' tan(k/4), k = 1, 2, 3, as
    # double-doubles
    out.append("\n".join(f"#define TL_TAN_P{n} {c(v)}" for n, v in enumerate(cheb_fit0(tan_p, mp.mpf(0), (mp.mpf(1) / 8 + mp.mpf(2) ** -40) ** 2, 5))))
    out += [dd_line(f"TL_TAN_Q{k}", mp.tan(mp.mpf(k) / 4)) for k in (1, 2, 3)]
    # float64 logarithm (tl_log_R): R/z = (2 atanh(s)/s - 2)/z on [0, 0.1716^2], degree 7 (relative error below 2^-58)
    zmax = (3 - 2 * mp.sqrt(2)) ** 2 * mp.mpf(1.0001)
    out.append("\n".join(f"#define TL_LOG_Q{n} {c(v)}" for n, v in enumerate(cheb_fit0(log_q, mp.mpf(0), zmax, 7))))
    out.append("/* tl_log_d32: " + ", ".join(c(v) for v in log32_poly()) + " */")
    out.append("/* tl_expm1_k32: " + ", ".join(c(v) for v in expm1_32_poly()) + " */")
    out.append("/* tl_f32_exp_m: " + ", ".join(c(v) for v in exp_32_poly()) + " */")
    out.append("/* tl_tanh_f32: " + ", ".join(c(v) for v in tanh_32_poly()) + " */")
    out.append("\n".join(f"#define TL_TAN32_{n} {c(v)}" for n, v in zip(("N0", "N1", "N2", "D1", "D2"), tan_32_rational())))
    out += bessel_tables(0) + bessel_tables(1)
    out.append(dd_line("TL_INV_SQRTPI", 1 / mp.sqrt(mp.pi)))
    print("\n".join(out))


def log32_poly():
    """q(z) of degree 3 with 2s (1 + z q(z)) ~ log((1 + s)/(1 - s)), z = s^2, |s| <= 0.1716 (the
    float32 logarithm, tl_log_d32): least squares in z q on 400 Chebyshev points of [0, zmax],
    reweighted by the error 200 times (Lawson's iteration towards the least maximum error);
    the fit in doubles, the targets from mpmath (relative error below 2^-37)"""
    import numpy as np

    npts, zmax = 400, 0.1716**2 * 1.0001
    zs = [mp.mpf(zmax) * (1 - mp.cos(mp.pi * (i + 0.5) / npts)) / 2 for i in range(npts)]
    g = np.array([float((mp.atanh(mp.sqrt(z)) / mp.sqrt(z) - 1) / z) for z in zs])
    z = np.array([float(v) for v in zs])
    return _lawson(np.vander(z, 4, increasing=True), g, z, 200)


def expm1_32_poly():
    """p(r) of degree 6 with r + r^2 p(r) ~ expm1(r) for |r| <= 0.3473 (the float32 exponential,
    tl_expm1_k32): as log32_poly, on 600 Chebyshev points, the error of r^2 p relative to
    expm1(r), 300 reweightings (relative error below 2^-37)"""
    import numpy as np

    npts, rmax = 600, 0.34658 * 1.002
    rs = [mp.mpf(rmax) * mp.cos(mp.pi * (i + 0.5) / npts) for i in range(npts)]
    g = np.array([float((mp.expm1(v) - v) / v**2) for v in rs])
    wt = np.array([float(v**2 / mp.expm1(v)) for v in rs])
    return _lawson(np.vander(np.array([float(v) for v in rs]), 7, increasing=True), g, wt, 300)


def _to_float32(co):
    import numpy as np

    return [float(np.float32(v)) for v in co]


def exp_32_poly():
    """p(r) of degree 5 with 1 + r + r^2 p(r) ~ exp(r) for |r| <= 0.3473 (the float-lane
    exponential, tl_f32_exp_m): as expm1_32_poly, the error of r^2 p relative to exp(r), the
    coefficients rounded to float (relative error below 2^-29.7 with them; the first is 1/2)"""
    import numpy as np

    npts, rmax = 600, 0.34658 * 1.002
    rs = [mp.mpf(rmax) * mp.cos(mp.pi * (i + 0.5) / npts) for i in range(npts)]
    g = np.array([float((mp.expm1(v) - v) / v**2) for v in rs])
    wt = np.array([float(v**2 / mp.exp(v)) for v in rs])
    return _to_float32(_lawson(np.vander(np.array([float(v) for v in rs]), 6, increasing=True), g, wt, 300))


def tanh_32_poly():
    """P(z) of degree 4 with a + a z P(z) ~ tanh(a), z = a^2, a <= 0.5515 (float32 tanh in float
    lanes, tl_tanh_f32): as log32_poly on 600 Chebyshev points of [0, 0.5515^2], the error of
    a^3 P relative to tanh(a), the coefficients rounded to float (below 2^-28 with them)"""
    import numpy as np

    npts, amax = 600, 0.5515
    zs = [mp.mpf(amax * amax) * (1 - mp.cos(mp.pi * (i + 0.5) / npts)) / 2 for i in range(npts)]
    g = np.array([float((mp.tanh(mp.sqrt(z)) - mp.sqrt(z)) / mp.sqrt(z) ** 3) for z in zs])
    wt = np.array([float(mp.sqrt(z) ** 3 / mp.tanh(mp.sqrt(z))) for z in zs])
    return _to_float32(_lawson(np.vander(np.array([float(v) for v in zs]), 5, increasing=True), g, wt, 300))


def tan_32_rational():
    """N(z) = n0 + n1 z + n2 z^2 and D(z) = 1 + d1 z + d2 z^2 with r N(z)/D(z) ~ tan(r), z = r^2,
    |r| <= pi/4 (float32 tan in plain doubles, tl_tan_k32): on 600 Chebyshev points of [0,
    (pi/4)^2], N - g D = 0 in least squares with g = tan(r)/r, weighted by 1/(g D) with D from
    the previous fit (Loeb's linearisation) and reweighted by the error (_lawson); eight rounds
    (relative error below 2^-35.3)"""
    import numpy as np

    npts, rmax = 600, mp.pi / 4 * mp.mpf(1.0001)
    zs = [rmax**2 * (1 - mp.cos(mp.pi * (i + 0.5) / npts)) / 2 for i in range(npts)]
    g = np.array([float(mp.tan(mp.sqrt(z)) / mp.sqrt(z)) for z in zs])
    z = np.array([float(v) for v in zs])
    a = np.column_stack([np.ones_like(z), z, z * z, -g * z, -g * z * z])
    d = np.ones_like(z)
    for _ in range(8):
        co = _lawson(a, g, 1 / (g * d), 300)
        d = 1 + co[3] * z + co[4] * z * z
    return co


def _lawson(a, g, wt, steps):
    """Coefficients c with (a c - g) wt of least maximum (nearly): weighted least squares, the
    weights grown by each point's error `steps` times (Lawson's iteration)"""
    import numpy as np

    w = np.ones(len(g))
    for _ in range(steps):
        co = np.linalg.lstsq(a * (wt * w)[:, None], g * wt * w, rcond=None)[0]
        e = np.abs((a @ co - g) * wt)
        w = w + w * e / e.max()
        w /= w.max()
    return [float(v) for v in co]


def _bits(v):
    return struct.unpack("<Q", struct.pack("<d", v))[0]


def _double(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def pow_tables():
    """pow's tables. float64's logarithm: the doubles m in [from_bits(off), from_bits(off +
    2^52)) in 2^7 intervals of 2^45 bit patterns, 1.0 in the middle of one; per interval 1/c for
    c its midpoint (rounded to 26 significant bits, exactly 1 in the interval of 1.0) and
    -log(1/c) as hi + lo with hi a multiple of 2^-42, like ln2's hi, so that k ln2_hi + hi is
    exact. The exponential's: 2^(j/128) as hi + lo. float32's polynomials: pow32_polys."""
    off, pieces = _pieces()
    inv, lh, ll = [], [], []
    for a, b, ic, e, has_one in pieces:
        ic = mp.mpf(1) if has_one else mp.nint(ic * mp.mpf(2) ** (25 - e)) / mp.mpf(2) ** (25 - e)
        assert max(abs(a * ic - 1), abs(b * ic - 1)) < mp.mpf(2) ** -8 * 1.02
        v = -mp.log(ic)
        h = mp.nint(v * mp.mpf(2) ** 42) / mp.mpf(2) ** 42
        inv.append(c(float(ic)))
        lh.append(c(float(h)))
        ll.append(c(float(v - h)))
    out = [f"#define TL_POW_LOG_OFF 0x{off:016x}ULL",
           "static const double tl_pow_log_inv[128] = {" + ", ".join(inv) + "};",
           "static const double tl_pow_log_h[128] = {" + ", ".join(lh) + "};",
           "static const double tl_pow_log_l[128] = {" + ", ".join(ll) + "};"]
    out += pow32_polys()
    t = [dd(mp.mpf(2) ** (mp.mpf(j) / 128)) for j in range(128)]
    out.append("static const double tl_pow_exp_h[128] = {" + ", ".join(c(h) for h, _ in t) + "};")
    out.append("static const double tl_pow_exp_l[128] = {" + ", ".join(c(lo) for _, lo in t) + "};")
    # ln2 as a multiple of 2^-42 (k times it exact for |k| < 2^11) and a rest
    hi = mp.nint(mp.log(2) * mp.mpf(2) ** 42) / mp.mpf(2) ** 42
    out.append(f"#define TL_POW_LN2_H {c(float(hi))}\n#define TL_POW_LN2_L {c(float(mp.log(2) - hi))}")
    # ln2/128 in a part with 24 trailing zero bits (k times it exact for |k| < 2^24) and a rest
    v = mp.log(2) / 128
    e = int(mp.floor(mp.log(v, 2))) + 1
    hi = mp.nint(v * mp.mpf(2) ** (29 - e)) / mp.mpf(2) ** (29 - e)
    out.append(f"#define TL_LN2_128_H {c(float(hi))}\n#define TL_LN2_128_L {c(float(v - hi))}")
    return out


def _pieces():
    """pow's logarithm intervals: 2^7 intervals of 2^45 bit patterns of m that start near
    sqrt(1/2), 1.0 in the middle of one. The first pattern, and per interval its ends a and b,
    1/c for c its midpoint, floor(log2(1/c)) and whether it holds 1.0."""
    step, one = 1 << 45, _bits(1.0)
    off = one - (one - 0x3fe6a09e667f3bcd) // step * step - step // 2
    pieces = []
    for i in range(1 << 7):
        a, b = mp.mpf(_double(off + i * step)), mp.mpf(_double(off + (i + 1) * step))
        ic = 1 / ((a + b) / 2)
        pieces.append((a, b, ic, int(mp.floor(mp.log(ic, 2))), a <= 1 < b))
    return off, pieces


def pow32_polys():
    """float32 pow's polynomials (tl_pow_abs32): the logarithm's on m in [from_bits(off), twice
    that) (pow's intervals, _pieces), log2(m) = s q(s^2), s = (m - 1)/(m + 1), q of degree 4
    interpolating (2/ln 2) atanh(s)/s at Chebyshev nodes of [0, smax^2] (relative error below
    2^-37); and 2^d = 1 + d s(d) for |d| <= 1/2, s of degree 5 fitted for the least maximum
    relative error (Lawson's iteration; below 2^-28.9)."""
    import numpy as np

    off, _ = _pieces()
    lo = mp.mpf(_double(off))
    smax = max(abs((lo - 1) / (lo + 1)), (2 * lo - 1) / (2 * lo + 1))

    def q(z):
        return 2 / mp.log(2) if z == 0 else 2 * mp.atanh(mp.sqrt(z)) / mp.sqrt(z) / mp.log(2)
    ds = [mp.mpf(0.5001) * mp.cos(mp.pi * (i + 0.5) / 800) for i in range(800)]
    g = np.array([float((mp.power(2, v) - 1) / v) for v in ds])
    s = _lawson(np.vander(np.array([float(v) for v in ds]), 6, increasing=True), g,
                np.array([float(v / mp.power(2, v)) for v in ds]), 400)
    return [f"#define TL_POW_LOG32_OFF 0x{off:016x}ULL",
            "\n".join(f"#define TL_POW32_Q{n} {c(v)}" for n, v in enumerate(cheb_fit0(q, mp.mpf(0), smax ** 2 * mp.mpf(1.0001), 4))),
            "\n".join(f"#define TL_POW32_E{n + 1} {c(v)}" for n, v in enumerate(s))]


if __name__ == "__main__":
    main()
