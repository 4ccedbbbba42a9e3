"""The accuracy sweep of twinlink's math library (python/twinlink/tensor/libm.c):
`twinlink.libm_report()` runs every function on random points of several ranges per function
(uniform, log-spaced, near special points) and measures the error in ulps against a
higher-precision reference: NumPy's long double functions where long double has at least 64
significand bits (x86's 80-bit format; the reference is then about 2^-11 ulp of a double), and
mpmath for erf, erfc, gammaln, digamma, gamma, j0 and j1 (and for everything where long double is
no wider than double). A user can run it to check a new host: both targets compute the same bits."""
from __future__ import annotations

import time

import numpy as np

from . import tensor as T
from .function import function

LD = np.longdouble


def _logu(rng, n, lo, hi, signed=False):
    v = np.exp(rng.uniform(np.log(lo), np.log(hi), n))
    return v * rng.choice([-1.0, 1.0], n) if signed else v


def _uni(rng, n, lo, hi):
    return rng.uniform(lo, hi, n)


def ranges(name, rng, n):
    """[(label, points)] for a unary function: the ranges the report sweeps."""
    log_like = [("logu[1e-307,1e307]", _logu(rng, n, 1e-307, 1e307)), ("u[0.5,2]", _uni(rng, n, 0.5, 2)),
                ("subnormal", _logu(rng, n, 5e-324, 2.2e-308))]
    trig = [("u[-10,10]", _uni(rng, n, -10, 10)), ("u[-1e6,1e6]", _uni(rng, n, -1e6, 1e6)),
            ("±logu[1e-300,1e308]", _logu(rng, n, 1e-300, 1e308, True)),
            ("near k*pi/2", np.round(_uni(rng, n, -1e4, 1e4)) * (np.pi / 2) + _uni(rng, n, -1e-6, 1e-6))]
    inverse_trig = [("u[-1,1]", _uni(rng, n, -1, 1)), ("1-logu[1e-17,0.1]", 1 - _logu(rng, n, 1e-17, 1e-1))]
    table = {
        "log": log_like, "log2": log_like, "log10": log_like,
        "log1p": [("u[-1,1]", _uni(rng, n, -1, 1)), ("logu[1e-300,1e300]", _logu(rng, n, 1e-300, 1e300)),
                  ("±logu[1e-30,1e-3]", _logu(rng, n, 1e-30, 1e-3, True))],
        "exp": [("u[-750,750]", _uni(rng, n, -750, 750)), ("u[-1,1]", _uni(rng, n, -1, 1))],
        "expm1": [("u[-50,50]", _uni(rng, n, -50, 50)), ("±logu[1e-300,1]", _logu(rng, n, 1e-300, 1, True)),
                  ("u[-1,1]", _uni(rng, n, -1, 1))],
        "exp2": [("u[-1100,1100]", _uni(rng, n, -1100, 1100)), ("u[-1,1]", _uni(rng, n, -1, 1))],
        "tanh": [("u[-25,25]", _uni(rng, n, -25, 25)), ("±logu[1e-300,1]", _logu(rng, n, 1e-300, 1, True))],
        "sigmoid": [("u[-50,50]", _uni(rng, n, -50, 50)), ("u[-750,50]", _uni(rng, n, -750, 50))],
        "softplus": [("u[-50,50]", _uni(rng, n, -50, 50)), ("u[-750,750]", _uni(rng, n, -750, 750))],
        "sinh": [("u[-720,720]", _uni(rng, n, -720, 720)), ("u[-3,3]", _uni(rng, n, -3, 3)),
                 ("±logu[1e-300,1]", _logu(rng, n, 1e-300, 1, True))],
        "cosh": [("u[-720,720]", _uni(rng, n, -720, 720)), ("u[-3,3]", _uni(rng, n, -3, 3))],
        "sin": trig, "cos": trig, "tan": trig,
        "arctan": [("±logu[1e-300,1e300]", _logu(rng, n, 1e-300, 1e300, True)), ("u[-2,2]", _uni(rng, n, -2, 2))],
        "arcsin": inverse_trig, "arccos": inverse_trig + [("-1+logu[1e-17,0.1]", -1 + _logu(rng, n, 1e-17, 1e-1))],
        "arcsinh": [("±logu[1e-300,1e300]", _logu(rng, n, 1e-300, 1e300, True)), ("u[-2,2]", _uni(rng, n, -2, 2))],
        "arccosh": [("1+logu[1e-17,1]", 1 + _logu(rng, n, 1e-17, 1)), ("logu[1,1e300]", _logu(rng, n, 1, 1e300))],
        "arctanh": [("u[-1,1]", _uni(rng, n, -1, 1)), ("1-logu[1e-17,0.1]", 1 - _logu(rng, n, 1e-17, 1e-1)),
                    ("±logu[1e-300,1e-3]", _logu(rng, n, 1e-300, 1e-3, True))],
        "cbrt": [("±logu[1e-320,1e308]", _logu(rng, n, 1e-320, 1e308, True)), ("u[-2,2]", _uni(rng, n, -2, 2))],
        "erf": [("u[-6,6]", _uni(rng, n, -6, 6)), ("±logu[1e-300,0.5]", _logu(rng, n, 1e-300, 0.5, True))],
        "erfc": [("u[-6,28]", _uni(rng, n, -6, 28)), ("u[-1,3]", _uni(rng, n, -1, 3))],
    }
    if name == "gammaln":
        return [("u[0,20]", _uni(rng, n, 0, 20)), ("u[0.5,3]", _uni(rng, n, 0.5, 3)),
                ("logu[1e-300,1e300]", _logu(rng, n, 1e-300, 1e300)), ("u[-20,0]", _uni(rng, n, -20, 0)),
                ("near the 32 zeros in [-17,-2]", _near_zeros(rng, n, *_lgamma_zeros()))]
    if name == "gamma":
        return [("u[0,172]", _uni(rng, n, 0, 172)), ("u[0.5,3]", _uni(rng, n, 0.5, 3)),
                ("logu[1e-310,1]", _logu(rng, n, 1e-310, 1)), ("u[-20,0]", _uni(rng, n, -20, 0)),
                ("u[-190,-20]", _uni(rng, n, -190, -20)), ("-logu[1e-310,1]", -_logu(rng, n, 1e-310, 1)),
                ("near the 32 zeros of log|Gamma| in [-17,-2]", _near_zeros(rng, n, *_lgamma_zeros()))]
    if name in ("j0", "j1"):
        # the pieces' range, |x| < 25 (the asymptotic form beyond is accurate to an absolute
        # error, about 2^-53 of its amplitude sqrt(2/(pi x)): libm.c, bessel; bessel_far_errors)
        return [("u[-25,25]", _uni(rng, n, -25, 25)), ("±logu[1e-300,1]", _logu(rng, n, 1e-300, 1, True)),
                ("near the zeros in (-25,25)", _near_zeros(rng, n, *_bessel_zeros(int(name[1]))))]
    if name == "digamma":
        small, big = _digamma_zeros_small(), _digamma_zeros_big(rng, n)
        return [("u[0,20]", _uni(rng, n, 0, 20)), ("logu[1e-300,1e300]", _logu(rng, n, 1e-300, 1e300)),
                ("u[-10,0]", _uni(rng, n, -10, 0)), ("near the zeros in (-64,0)", _near_zeros(rng, n, *small)),
                ("near zeros in (-2^40,-64)", _near_zeros(rng, n, *big))]
    return table[name]


def _near_zeros(rng, n, zeros, gaps):
    """n points about the given zeros (picked at random): z + d, |d| log-spaced from 2^-56 |z| to
    0.6 times the zero's distance to the nearest pole (gaps), either sign."""
    i = rng.integers(0, len(zeros), n)
    z, gap = np.asarray(zeros)[i], np.asarray(gaps)[i]
    lo = np.abs(z) * 2.0 ** -56
    d = np.exp(rng.uniform(np.log(lo), np.log(np.maximum(0.6 * gap, 4 * lo)), n)) * rng.choice([-1.0, 1.0], n)
    return z + d


def _bessel_zeros(order):
    """The zeros of J_order in (-25, 25) other than 0, both signs, and half the distance to the
    next (for _near_zeros)."""
    import mpmath as mp  # optional: only these sampled ranges need it (not a twinlink module)
    z = [float(mp.besseljzero(order, k)) for k in range(1, 9)]
    z = [v for v in z if v < 25]
    return z + [-v for v in z], [1.5] * (2 * len(z))


def bessel_far_errors(got, x, order):
    """|got - J_order(x)| in units of 2^-53 sqrt(2/(pi |x|)), the amplitude of J_order at |x| >= 25
    (mpmath's value): the error bound of the asymptotic form, which is absolute, not relative,
    next to the zeros."""
    ref = reference(f"j{order}", x)
    with np.errstate(all="ignore"):
        return (np.abs(got.astype(LD) - ref) / (np.sqrt(LD(2) / (LD(np.pi) * np.abs(x.astype(LD)))) * LD(2.0) ** -53)).astype(np.float64)


def _lgamma_zeros():
    """The zeros of log|Gamma| in [-17, -2] (two in each (-n-1, -n), about -n - 1/n! and
    -n-1 + 1/(n+1)!; beyond, no double is nearer to a zero than to the pole) and their distances
    to the nearest pole."""
    import mpmath as mp  # optional: only these sampled ranges need it (not a twinlink module)
    f = lambda v: mp.log(abs(mp.gamma(v)))
    zeros = []
    with mp.workprec(120):
        for m in range(2, 18):
            e = 1 / mp.factorial(m)
            zeros.append(mp.findroot(f, (-2.3, -2.5) if m == 2 else (-m - e / 2, -m - 2 * e), solver="anderson"))
            if m > 2:
                zeros.append(mp.findroot(f, (-2.6, -2.9) if m == 3 else (-m + e / 2, -m + 2 * e), solver="anderson"))
        return [float(z) for z in zeros], [float(abs(z - mp.nint(z))) for z in zeros]


def _digamma_zeros_small():
    """The zeros of digamma in (-n-1, -n) for n < 64, and their distances to the nearest pole."""
    import mpmath as mp  # optional: only these sampled ranges need it (not a twinlink module)
    zeros = []
    with mp.workprec(120):
        for k in range(64):
            zeros.append(mp.findroot(mp.digamma, (-k - 1 + mp.mpf(1e-6), -k - mp.mpf(1e-6)), solver="anderson"))
        return [float(z) for z in zeros], [float(min(z + k + 1, -k - z)) for k, z in enumerate(zeros)]


def _digamma_zeros_big(rng, n):
    """Zeros of digamma in (-n-1, -n) for n log-spaced in [64, 2^40], located by Newton's method on
    log y - 1/(2y) - 1/(12y^2) - pi cot(pi e) = 0 (y = n + 2 - e, the zero is -n-1+e): the
    omitted 1/(120y^4) moves the zero by about 2e-11 at n = 64 and by less than an ulp of it
    beyond n = 500; the points sample both sides of each."""
    k = np.floor(_logu(rng, min(n, 4096), 64, 2.0 ** 40))
    e = np.arctan(np.pi / np.log(k)) / np.pi
    for _ in range(6):
        y = k + 2 - e
        h = np.log(y) - 1 / (2 * y) - 1 / (12 * y * y) - np.pi / np.tan(np.pi * e)
        dh = -1 / y + np.pi ** 2 / np.sin(np.pi * e) ** 2
        e = e - h / dh
    return list(-k - 1 + e), list(e)


def binary_ranges(name, rng, n):
    """[(label, x, y)] for pow and arctan2."""
    if name == "pow":
        cases = [("x logu[1e-10,1e10], y u[-30,30]", _logu(rng, n, 1e-10, 1e10), _uni(rng, n, -30, 30)),
                 ("x u[0.5,2], y u[-1000,1000]", _uni(rng, n, 0.5, 2), _uni(rng, n, -1000, 1000)),
                 ("x<0, integer y", -_logu(rng, n, 1e-3, 1e3), np.round(_uni(rng, n, -60, 60)))]
        # Near x = 1 (where log x must keep its relative accuracy) and near the overflow and
        # underflow thresholds (subnormal results included), from a generator of their own so
        # that the other ranges keep their points.
        more = np.random.default_rng(rng.bit_generator.seed_seq.spawn(1)[0])
        x = _logu(more, n, 1e-5, 1e5)
        return cases + [("x 1±logu[2^-52,2^-10], |y|≤1e15", 1 + _logu(more, n, 2.0 ** -52, 2.0 ** -10, True),
                         _logu(more, n, 1, 1e15, True)),
                        ("|y ln x| u[80,746], x logu[1e-5,1e5]", x, _uni(more, n, 80, 746) * more.choice([-1.0, 1.0], n) / np.log(x))]
    cases = [("±logu[1e-300,1e300]^2", _logu(rng, n, 1e-300, 1e300, True), _logu(rng, n, 1e-300, 1e300, True)),
             ("u[-1,1]^2", _uni(rng, n, -1, 1), _uni(rng, n, -1, 1))]
    # arctan2(x, y) = atan(x/y) in its quadrant: tiny and huge quotients (subnormal and zero x or y
    # among them), quotients next to the nodes i/128 of the float64 table and their inverses,
    # max(|x|, |y|) about the scaling thresholds 2^±500; from a generator of their own.
    more = np.random.default_rng(rng.bit_generator.seed_seq.spawn(1)[0])
    big, tiny = _logu(more, n, 1e-20, 1e300, True), _logu(more, n, 1e-320, 1e-8, True)
    y, node = _logu(more, n, 1e-300, 1e300, True), more.integers(16, 129, n) / 128 * (1 + _logu(more, n, 1e-17, 1e-3, True))
    flip = more.random(n) < 0.5
    m = _logu(more, n, 2.0 ** 490, 2.0 ** 510) * more.choice([1.0, 2.0 ** -1000], n)
    s, r = more.choice([-1.0, 1.0], n), _uni(more, n, -1, 1)
    with np.errstate(under="ignore"):
        return cases + [("|x/y| logu[1e-320,1e-8]", big * tiny, big), ("|x/y| logu[1e8,1e320]", big, big * tiny),
                        ("x/y, y/x ±i/128 (1±logu[1e-17,1e-3])", np.where(flip, y * node, y), np.where(flip, y, y * node)),
                        ("max(|x|,|y|) 2^±[490,510]", np.where(flip, m * s, m * r), np.where(flip, m * r, m * s))]


UNARY = ["log", "log2", "log10", "log1p", "exp", "expm1", "exp2", "tanh", "sigmoid", "softplus", "sinh", "cosh",
         "sin", "cos", "tan", "arctan", "arcsin", "arccos", "arcsinh", "arccosh", "arctanh", "cbrt",
         "erf", "erfc", "gammaln", "digamma", "gamma", "j0", "j1"]
BINARY = ["pow", "arctan2"]
_LD_REFERENCE = {
    "log": np.log, "log2": np.log2, "log10": np.log10, "log1p": np.log1p, "exp": np.exp, "expm1": np.expm1,
    "exp2": np.exp2, "tanh": np.tanh, "sinh": np.sinh, "cosh": np.cosh, "sin": np.sin, "cos": np.cos, "tan": np.tan,
    "arctan": np.arctan, "arcsin": np.arcsin, "arccos": np.arccos, "arcsinh": np.arcsinh, "arccosh": np.arccosh,
    "arctanh": np.arctanh, "cbrt": np.cbrt, "pow": np.power, "arctan2": np.arctan2,
    "sigmoid": lambda a: 1 / (1 + np.exp(-a)), "softplus": lambda a: np.logaddexp(LD(0), a),
}


def _mp_functions(mp):
    def loggamma_abs(v):
        if v <= 0 and v == mp.floor(v):
            return mp.inf
        return mp.re(mp.loggamma(v)) if v > 0 else mp.log(abs(mp.gamma(v)))

    def digamma(v):
        if v == 0:
            return -mp.inf  # +0 (`reference` gives -0 its +inf): scipy.special.digamma's convention
        if v <= 0 and v == mp.floor(v):
            return mp.nan
        return mp.digamma(v)

    def gamma(v):
        if v <= 0 and v == mp.floor(v):
            return mp.inf if v == 0 else mp.nan  # +0 (`reference` gives -0 its -inf): C99's tgamma
        return mp.gamma(v)

    def bessel(order):
        # J_n(+-inf) = 0, as C's j0 and j1 (scipy.special's give NaN)
        return lambda v: v if mp.isnan(v) else (mp.mpf(0) if mp.isinf(v) else mp.besselj(order, v))

    return {"erf": mp.erf, "erfc": mp.erfc, "gammaln": loggamma_abs, "digamma": digamma, "gamma": gamma, "exp": mp.exp,
            "log": mp.log, "sin": mp.sin, "cos": mp.cos, "tan": mp.tan, "j0": bessel(0), "j1": bessel(1)}


def reference(name, x, y=None):
    """The exact value of `name` at the float64 points x (and y), to about 64 bits, as long
    double."""
    wide = np.finfo(LD).nmant >= 63
    with np.errstate(all="ignore"):
        if wide and name in _LD_REFERENCE:
            fn = _LD_REFERENCE[name]
            return fn(x.astype(LD)) if y is None else fn(x.astype(LD), y.astype(LD))
    import mpmath as mp  # optional: only the report's reference needs it (not a twinlink module)
    fns = _mp_functions(mp)
    if name not in fns:
        raise RuntimeError(f"no reference for {name}: long double is not wider than double here and mpmath has no entry")
    fn = fns[name]
    if name in ("erf", "erfc"):
        # mpmath's erfc fails on huge arguments; beyond 30, erf is +-1 and erfc 0 or 2 to far
        # below the smallest double (erfc(30) is about 2.6e-393), so the reference is unchanged.
        x = np.clip(x, -30.0, 30.0)
    out_h, out_l, scale = np.empty(len(x)), np.empty(len(x)), np.zeros(len(x), dtype=int)
    with mp.workprec(90):
        for i, v in enumerate(x.tolist()):
            r = fn(mp.mpf(v))
            if name in ("gammaln", "digamma") and mp.isfinite(r) and 0 < abs(r) < 0.5:
                # next to a zero, log|Gamma| and digamma cancel inside mpmath too (log of about
                # 1, the reflection formula): as many more bits as the result is below 1
                with mp.workprec(100 + int(-mp.log(abs(r), 2))):
                    r = fn(mp.mpf(v))
            h = float(r)
            out_h[i] = h
            # below 2^-900 the rest scaled by 2^200, so that it keeps its bits where the value
            # is subnormal (a long double has the exponent range to hold it unscaled)
            scale[i] = 200 if abs(h) < 2.0**-900 else 0
            out_l[i] = float(mp.ldexp(r - h, int(scale[i]))) if mp.isfinite(r) and np.isfinite(h) else 0.0
    out = out_h.astype(LD) + np.ldexp(out_l.astype(LD), -scale)
    if name == "digamma":
        out[(x == 0) & np.signbit(x)] = np.inf  # mpmath has no -0: scipy.special.digamma(-0) is +inf
    if name == "gamma":
        out[(x == 0) & np.signbit(x)] = -np.inf  # Gamma(-0) = -inf (C99, scipy.special.gamma)
    return out


def ulp_errors(got, ref, dtype):
    """|got - ref| in units of the last place of `dtype` at ref (0 where both round to the same
    infinity or are both NaN)."""
    dtype = np.dtype(dtype)
    ref = np.asarray(ref, LD)
    with np.errstate(all="ignore"):
        rounded = ref.astype(dtype)
        finite = np.isfinite(ref) & np.isfinite(rounded)
        _, e = np.frexp(np.where(finite, ref, 1).astype(LD))
        p, emin = (24, -149) if dtype == np.float32 else (53, -1074)
        ulp = np.ldexp(np.ones(len(ref), LD), np.maximum(e - p, emin))
        d = np.abs(got.astype(LD) - ref) / ulp
        same = (got == rounded) | (np.isnan(got) & np.isnan(rounded))
    return np.where(finite, d, np.where(same, 0.0, np.inf)).astype(np.float64)


def _compiled(name, dtype, target, cache={}):
    key = (name, dtype, target)
    if key not in cache:
        x = T.vector("x", dtype=dtype)
        if name in BINARY:
            y = T.vector("y", dtype=dtype)
            out = x ** y if name == "pow" else T.arctan2(x, y)
            cache[key] = function([x, y], out, target=target)
        else:
            cache[key] = function([x], getattr(T, name)(x), target=target)
    return cache[key]


def sweep(points=10**6, functions=None, dtypes=("float64", "float32"), target="native", seed=0):
    """The accuracy rows: dicts with function, dtype, range, max_ulp, mean_ulp, points, worst_x."""
    rng = np.random.default_rng(seed)
    rows = []
    for name in functions or UNARY + BINARY:
        cases = binary_ranges(name, rng, points) if name in BINARY else [(lab, x, None) for lab, x in ranges(name, rng, points)]
        for label, x, y in cases:
            for dtype in dtypes:
                with np.errstate(over="ignore"):
                    xs = x.astype(dtype)
                    ys = None if y is None else y.astype(dtype)
                f = _compiled(name, dtype, target)
                got = np.asarray(f(xs) if ys is None else f(xs, ys))
                ref = reference(name, xs.astype(np.float64), None if ys is None else ys.astype(np.float64))
                err = ulp_errors(got, ref, dtype)
                worst = int(np.argmax(err))
                rows.append({"function": name, "dtype": dtype, "range": label, "max_ulp": float(err[worst]),
                             "mean_ulp": float(err.mean()), "points": len(xs), "worst_x": float(xs[worst])})
    return rows


def libm_report(points=10**6, functions=None, dtypes=("float64", "float32"), target="native", seed=0, out=print):
    """Runs the accuracy sweep of twinlink's math library and prints a table (function, dtype,
    range, max and mean ulp, points); returns the rows. Both targets give the same bits, so
    one target measures both."""
    start = time.perf_counter()
    rows = sweep(points, functions, dtypes, target, seed)
    out(f"twinlink libm accuracy ({target}; reference: {'long double' if np.finfo(LD).nmant >= 63 else 'mpmath'}, "
        f"mpmath for erf/erfc/gammaln/digamma/gamma/j0/j1)")
    out(f"{'function':9} {'dtype':7} {'range':34} {'max ulp':>8} {'mean ulp':>9} {'points':>8}  worst at")
    for r in rows:
        out(f"{r['function']:9} {r['dtype']:7} {r['range']:34} {r['max_ulp']:8.3f} {r['mean_ulp']:9.4f} "
            f"{r['points']:8d}  {r['worst_x']!r}")
    out(f"{len(rows)} rows in {time.perf_counter() - start:.0f} s")
    return rows
