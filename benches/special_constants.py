"""Computes the tables of python/twinlink/pytensor/special.c with mpmath and prints them as C:
exp(-x) I0(x) and exp(-x) I1(x) interpolated in pieces on [0, 16) and, beyond, sqrt(x) exp(-x)
I_n(x) as polynomials in 16/x; erfinv(y) / y as a polynomial in y^2 for |y| <= 1/2 and
erfcinv(z) for z <= 1/2 in pieces of sqrt(-log z); B_2j / (2j)! for the zeta and digamma
series.
Run it (`python benches/special_constants.py`) to check or regenerate the tables in special.c.
Each fit is checked against mpmath here (the bound is asserted)."""
import mpmath as mp

from libm_constants import c, cheb_fit, cheb_fit0

mp.mp.prec = 160

# The pieces of exp(-x) I_n(x) on [0, 16): width 2, degree 20 in t = x - mid.
PIECES, WIDTH, DEGREE = 8, 2, 20
# Beyond 16: sqrt(x) exp(-x) I_n(x) = P_n(16/x), degree 18 (its limit 1/sqrt(2 pi) at 16/x = 0).
TAIL_DEGREE = 18


def ie(n, x):
    return mp.besseli(n, x) * mp.exp(-x)


def ie_pieces(n):
    """Rows of the piece table: exp(-x) I_n(x), except I1's first piece, exp(-x) I1(x) / x (so
    the relative accuracy holds next to the zero at 0; the C multiplies by x)."""
    rows = []
    for i in range(PIECES):
        a = mp.mpf(i * WIDTH)
        g = (lambda u: ie(1, u) / u if u else mp.mpf(1) / 2) if (n == 1 and i == 0) else (lambda u: ie(n, u))
        mid, co = cheb_fit(g, a, a + WIDTH, DEGREE)
        err = max(abs(sum(cj * (u - mid) ** j for j, cj in enumerate(co)) / g(u) - 1)
                  for u in (a + WIDTH * (k + mp.mpf(0.5)) / 64 for k in range(64)))
        assert err < mp.mpf(2) ** -60, (n, i, err)
        rows.append("{" + ", ".join(c(v) for v in co) + "}")
    return f"static const double tl_sp_i{n}e_tab[{PIECES}][{DEGREE + 1}] = {{\n    " + ",\n    ".join(rows) + "};"


def ie_tail(n):
    limit = 1 / mp.sqrt(2 * mp.pi)
    g = lambda s: mp.sqrt(16 / s) * ie(n, 16 / s) if s > 0 else limit
    co = cheb_fit0(g, mp.mpf(0), mp.mpf(1), TAIL_DEGREE)
    err = max(abs(sum(cj * s ** j for j, cj in enumerate(co)) / g(s) - 1) for s in (mp.mpf(k + 0.5) / 256 for k in range(256)))
    assert err < mp.mpf(2) ** -62, (n, err)
    return f"static const double tl_sp_i{n}e_tail[{TAIL_DEGREE + 1}] = {{" + ", ".join(c(v) for v in co) + "};"


def erfinv_center():
    """erfinv(y) / y as a polynomial of degree 14 in y^2 on [0, 1/4] (|y| <= 1/2): relative
    error below 2^-61."""
    g = lambda s: mp.erfinv(mp.sqrt(s)) / mp.sqrt(s) if s > 0 else mp.sqrt(mp.pi) / 2
    co = cheb_fit0(g, mp.mpf(0), mp.mpf(1) / 4, 14)
    err = max(abs(sum(cj * s ** j for j, cj in enumerate(co)) / g(s) - 1) for s in (mp.mpf(k + 0.5) / 1024 for k in range(256)))
    assert err < mp.mpf(2) ** -61, err
    return "static const double tl_sp_erfinv_center_p[15] = {" + ", ".join(c(v) for v in co) + "};"


def erfcinv_of_r(r):
    """erfcinv(z) for r = sqrt(-log z): the root of log(erfc(x)) = -r^2."""
    start = r - mp.log(r * mp.sqrt(mp.pi)) / (2 * r) if r > 1.5 else mp.mpf(0.6)
    return mp.findroot(lambda x: mp.log(mp.erfc(x)) + r * r, start)


# erfcinv's tail, z in (0, 1/2], as x(r), r = sqrt(-log z) in [0.8326, 27.298]: pieces
# [2^(k/2), 2^((k+1)/2)) for k = -1 .. 9, each a polynomial of degree 14 in r - mid (mid the
# middle of the piece's part of that range, a double), interpolation error below 2^-58.
TAIL_PIECES, TAIL_PIECE_DEGREE = 11, 14


def erfcinv_tail():
    r_lo, r_hi = mp.sqrt(mp.log(2)), mp.sqrt(1075 * mp.log(2))
    rows, mids = [], []
    for i in range(TAIL_PIECES):
        a, b = max(mp.mpf(2) ** (mp.mpf(i - 1) / 2), r_lo * (1 - mp.mpf(2) ** -40)), min(mp.mpf(2) ** (mp.mpf(i) / 2), r_hi)
        mid = mp.mpf(float((a + b) / 2))  # the C subtracts this double
        co = _fit_around(erfcinv_of_r, a, b, mid, TAIL_PIECE_DEGREE)
        err = max(abs(sum(cj * (u - mid) ** j for j, cj in enumerate(co)) / erfcinv_of_r(u) - 1)
                  for u in (a + (b - a) * (k + mp.mpf(0.5)) / 40 for k in range(40)))
        assert err < mp.mpf(2) ** -58, (i, err)
        rows.append("{" + ", ".join(c(v) for v in co) + "}")
        mids.append(c(mid))
    edges = [c(mp.mpf(2) ** (mp.mpf(k) / 2)) for k in range(TAIL_PIECES - 1)]
    return [f"static const double tl_sp_erfcinv_tail_edge[{TAIL_PIECES - 1}] = {{" + ", ".join(edges) + "};",
            f"static const double tl_sp_erfcinv_tail_mid[{TAIL_PIECES}] = {{" + ", ".join(mids) + "};",
            f"static const double tl_sp_erfcinv_tail_p[{TAIL_PIECES}][{TAIL_PIECE_DEGREE + 1}] = {{\n    "
            + ",\n    ".join(rows) + "};"]


def _fit_around(fn, a, b, mid, n):
    """Coefficients in t = u - mid of fn's interpolant at the n + 1 Chebyshev nodes of [a, b]."""
    nodes = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (k + mp.mpf(0.5)) / (n + 1)) for k in range(n + 1)]
    coef = mp.lu_solve(mp.matrix([[(x - mid) ** j for j in range(n + 1)] for x in nodes]), mp.matrix([fn(x) for x in nodes]))
    return [coef[j] for j in range(n + 1)]


def bernoulli_terms():
    """B_2j / (2j)! for j = 1 .. 12: the coefficients of the Euler-Maclaurin tails of Hurwitz's
    zeta and of digamma's asymptotic series."""
    terms = [mp.bernoulli(2 * j) / mp.factorial(2 * j) for j in range(1, 13)]
    return "static const double tl_sp_bern[12] = {" + ", ".join(c(v) for v in terms) + "};"


def main():
    for n in (0, 1):
        print(ie_pieces(n))
        print(ie_tail(n))
    print(bernoulli_terms())
    print(erfinv_center())
    for line in erfcinv_tail():
        print(line)


if __name__ == "__main__":
    main()
