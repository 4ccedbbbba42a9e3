"""Computes the tables of python/twinlink/pytensor/special.c with mpmath and prints them as C:
exp(-x) I0(x) and exp(-x) I1(x) interpolated in pieces on [0, 16) and, beyond, sqrt(x) exp(-x)
I_n(x) as polynomials in 16/x; the starting values of erfinv's and erfcinv's iterations.
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


def erfinv_start():
    """erfinv(y) / y as a polynomial of degree 5 in y^2 on [0, 1/4] (|y| <= 1/2): relative error
    below 2e-8, which one Halley step takes below the rounding of its own residual."""
    g = lambda s: mp.erfinv(mp.sqrt(s)) / mp.sqrt(s) if s > 0 else mp.sqrt(mp.pi) / 2
    co = cheb_fit0(g, mp.mpf(0), mp.mpf(1) / 4, 5)
    err = max(abs(sum(cj * s ** j for j, cj in enumerate(co)) / g(s) - 1) for s in (mp.mpf(k + 0.5) / 1024 for k in range(256)))
    assert err < 2e-8, err
    return "static const double tl_sp_erfinv_start[6] = {" + ", ".join(c(v) for v in co) + "};"


def erfcinv_start():
    """erfcinv(z) / r as a polynomial of degree 8 in v = 1 / r, r = sqrt(-log z), for z from the
    least subnormal to 1/2 (v in [0.0366, 1.2012]): relative error below 3e-5; two Halley steps
    follow."""
    def g(v):
        r = 1 / v
        return mp.findroot(lambda x: mp.log(mp.erfc(x)) + r * r, r - mp.log(r * mp.sqrt(mp.pi)) / (2 * r)) / r

    lo, hi = 1 / mp.sqrt(1075 * mp.log(2)), 1 / mp.sqrt(mp.log(2))
    co = cheb_fit0(g, lo, hi, 8)
    err = max(abs(sum(cj * v ** j for j, cj in enumerate(co)) / g(v) - 1) for v in (lo + (hi - lo) * (k + mp.mpf(0.5)) / 200 for k in range(200)))
    assert err < 3e-5, err
    return "static const double tl_sp_erfcinv_start[9] = {" + ", ".join(c(v) for v in co) + "};"


def main():
    print(f"#define TL_SP_SQRTPI_2 {c(mp.sqrt(mp.pi) / 2)}")
    print(f"#define TL_SP_2_SQRTPI {c(2 / mp.sqrt(mp.pi))}")
    print(f"#define TL_SP_LOG_SQRTPI {c(mp.log(mp.sqrt(mp.pi)))}")
    for n in (0, 1):
        print(ie_pieces(n))
        print(ie_tail(n))
    print(erfinv_start())
    print(erfcinv_start())


if __name__ == "__main__":
    main()
