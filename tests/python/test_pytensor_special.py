"""PyTensor's scalar special functions without C that the bridge computes with special.c
(twinlink/pytensor/special.py): I0, I1, Erfinv, Erfcinv, PolyGamma, GammaIncInv, GammaIncCInv, BetaIncInv. Checked against mpmath (ulps of the
exact value), SciPy (what their `perform` calls) at special values, each other bit for bit,
and as C nodes fused with their neighbours in one module."""
import functools
import warnings

import mpmath as mp
import numpy as np
import pytest
import scipy.special as ss

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.scalar.basic import Composite  # noqa: E402
from pytensor.tensor.elemwise import Elemwise  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402

MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}
CVM = pytensor.compile.mode.Mode(linker="cvm")
mp.mp.prec = 160


def erfcinv_exact(z):
    """erfcinv of a double z in (0, 2), from log(erfc(x)) = log(z) (relative accuracy for the
    subnormals too)."""
    z = mp.mpf(float(z))
    if z in (0, 1, 2):
        return [mp.inf, mp.mpf(0), -mp.inf][int(z)]
    if z > 1:
        return -erfcinv_exact(2 - z)
    start = float(ss.erfcinv(float(z))) if z > 1e-300 else 27.0
    return mp.findroot(lambda t: mp.log(mp.erfc(t)) - mp.log(z), start)


# Each function: the PyTensor op, the exact value, the bound in ulps (benches/special_accuracy.py
# measured at most 3.24 for I0, 3.05 for I1, 2.01 for erfinv and 2.10 for erfcinv on 50,000
# points each) and the points.
_RNG = np.random.default_rng(11)
_BESSEL_POINTS = np.concatenate([_RNG.uniform(-20, 20, 120), _RNG.uniform(-713.9, 713.9, 60),
                                 10 ** _RNG.uniform(-20, 2.85, 60), [0.5, 1.999999, 2.0, 15.99999, 16.0, 16.000001]])
FUNCTIONS = {
    "i0": (pt.i0, lambda v: mp.besseli(0, v), 4, _BESSEL_POINTS),
    "i1": (pt.i1, lambda v: mp.besseli(1, v), 4, _BESSEL_POINTS),
    "erfinv": (pt.erfinv, mp.erfinv, 2.5,
               np.concatenate([_RNG.uniform(-1, 1, 120), 1 - 10 ** _RNG.uniform(-16, 0, 60),
                               -(10 ** _RNG.uniform(-300, 0, 40)), [0.5, -0.5, 0.4999999, 2**-28, 1e-310]])),
    "erfcinv": (pt.erfcinv, erfcinv_exact, 2.5,
                np.concatenate([_RNG.uniform(0, 2, 120), 10 ** _RNG.uniform(-307, 0, 60),
                                2 - 10 ** _RNG.uniform(-16, 0, 30), 10 ** _RNG.uniform(-323.5, -308, 20),
                                [0.5, 1.5, 1.0, 5e-324]])),
}


def _ulps(got, exact):
    want = float(exact)
    if not np.isfinite(got) or not np.isfinite(want):
        return 0.0 if got == want else np.inf
    return float(abs(mp.mpf(float(got)) - exact) / np.spacing(abs(want))) if want else abs(float(got)) / 5e-324


def _all_c(f):
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_within_a_few_ulps_of_the_exact_value(name, target):
    op, exact, bound, points = FUNCTIONS[name]
    x = pt.dvector("x")
    f = pytensor.function([x], op(x), mode=MODES[target])
    _all_c(f)
    got = f(points)
    worst = max((_ulps(g, exact(mp.mpf(float(v)))), v) for g, v in zip(got, points))
    assert worst[0] <= bound, worst


SPECIAL_VALUES = {
    "i0": [0.0, -0.0, np.nan, 709.0, -709.0],
    "i1": [0.0, -0.0, np.nan, 1e-310, -5e-324, 1.5e-323, 1e-323, 709.0, -709.0],
    "erfinv": [0.0, -0.0, 1.0, -1.0, 1.5, -2.0, np.inf, np.nan, 1e-310, -5e-324, np.nextafter(1, 0)],
    "erfcinv": [0.0, 2.0, -1.0, 2.5, np.inf, -np.inf, np.nan, 1e-310, 2 - 2**-52],
}


@pytest.mark.parametrize("name", sorted(SPECIAL_VALUES))
def test_special_values_are_scipys(name, target):
    """The domain's ends, NaN, zeros and subnormals as SciPy gives them (its `perform`), within
    4 ulps where finite; the sign of a zero result too."""
    op = FUNCTIONS[name][0]
    x = pt.dvector("x")
    f = pytensor.function([x], op(x), mode=MODES[target])
    v = np.array(SPECIAL_VALUES[name])
    got, want = f(v), getattr(ss, name)(v)
    np.testing.assert_allclose(got, want, rtol=4 * np.finfo(float).eps, atol=0)
    assert list(np.signbit(got[want == 0])) == list(np.signbit(want[want == 0]))


def test_where_scipy_overflows_or_gives_nan():
    """I0 and I1 stay finite up to their own overflow (713.98...), where SciPy's Cephes takes
    exp(x) first and overflows past 709.78; at the infinities they are infinite (SciPy: NaN).
    erfcinv of the least subnormal is finite (SciPy: inf)."""
    for target in MODES:
        x = pt.dvector("x")
        f = pytensor.function([x], [pt.i0(x), pt.i1(x), pt.erfcinv(x)], mode=MODES[target])
        v = np.array([712.0, -713.9, np.inf, -np.inf, 5e-324])
        i0, i1, erfcinv = f(v)
        for got, exact in ((i0[:2], [mp.besseli(0, 712), mp.besseli(0, -713.9)]),
                           (i1[:2], [mp.besseli(1, 712), mp.besseli(1, -713.9)])):
            assert all(_ulps(g, e) <= 4 for g, e in zip(got, exact)), (got, exact)
        assert list(i0[2:4]) == [np.inf, np.inf] and list(i1[2:4]) == [np.inf, -np.inf]
        assert _ulps(erfcinv[4], erfcinv_exact(5e-324)) <= 2.5 and np.isinf(ss.erfcinv(5e-324))


@pytest.mark.parametrize("dtype", ["float32", "int8", "int32"])
def test_other_input_dtypes_round_once_from_double(dtype, target):
    """float32 and integer inputs: the output dtypes of PyTensor's C backend (float32 for
    float32 and small integers), each value the double result rounded once: within 1 ulp of
    SciPy's double result in float32, 4 ulp in float64."""
    x = pt.vector("x", dtype=dtype)
    outs = [pt.i0(x), pt.i1(x), pt.erfinv(x / np.int8(8)), pt.erfcinv(x / np.int8(8) + np.int8(1))]
    f = pytensor.function([x], outs, mode=MODES[target])
    _all_c(f)
    v = np.array([-7, -3, -1, 0, 1, 2, 5, 6], dtype=dtype)
    for got, ref, fn in zip(f(v), pytensor.function([x], outs, mode=CVM)(v), ("i0", "i1", "erfinv", "erfcinv")):
        want = getattr(ss, fn)(v.astype(float) if fn.startswith("i") else (v.astype(float) / 8 + (fn == "erfcinv")))
        assert got.dtype == ref.dtype, (fn, got.dtype, ref.dtype)
        ulp = np.spacing(np.abs(want).astype(got.dtype)).astype(float)
        assert np.all(np.abs(got.astype(float) - want) <= (ulp if got.dtype == np.float32 else 4 * ulp)), (fn, got, want)


def test_the_same_bits_on_both_targets():
    """One graph of the four, fused with arithmetic, on 10^4 points: native and wasm agree bit
    for bit (the C-library calls in special.c are twinlink's math on both)."""
    x, y = pt.dvectors("x", "y")
    out = pt.i0(x) * 0.5 + pt.i1(x / 3) - pt.erfinv(y * 0.9) * pt.erfcinv(y + 1)
    f = pytensor.function([x, y], out, mode="TWINLINK")
    _all_c(f)
    rng = np.random.default_rng(5)
    v, w = rng.normal(0, 20, 10_000), rng.uniform(-1, 1, 10_000)
    assert tp.compare(f, v, w)
    np.testing.assert_allclose(f(v, w), ss.i0(v) * 0.5 + ss.i1(v / 3) - ss.erfinv(w * 0.9) * ss.erfcinv(w + 1),
                               rtol=1e-13)


def test_fused_with_their_neighbours(target):
    """The rewrite runs before elementwise fusion: the special functions and the arithmetic
    around them become one Composite loop."""
    x = pt.dvector("x")
    f = pytensor.function([x], pt.log(pt.i0(x)) + pt.erfinv(x / 10) * 2, mode=MODES[target])
    nodes = f.maker.fgraph.toposort()
    assert len(nodes) == 1 and isinstance(nodes[0].op, Elemwise) and isinstance(nodes[0].op.scalar_op, Composite), nodes
    v = np.linspace(-9, 9, 7)
    np.testing.assert_allclose(f(v), np.log(ss.i0(v)) + ss.erfinv(v / 10) * 2, rtol=1e-14)


def test_von_mises_logp_and_its_gradient(target):
    """A von Mises log-density, kappa cos(x - mu) - log(2 pi I0(kappa)), and its gradient in
    kappa (I1 / I0, PyTensor's rule for I0): one module of C, within 4 ulp of PyTensor's C
    backend (which runs SciPy for I0 and I1)."""
    kappa, mu = pt.dscalar("kappa"), pt.dscalar("mu")
    x = pt.dvector("x")
    logp = (kappa * pt.cos(x - mu) - pt.log(2 * np.pi) - pt.log(pt.i0(kappa))).sum()
    outs = [logp, *pytensor.grad(logp, [kappa, mu])]
    f = pytensor.function([kappa, mu, x], outs, mode=MODES[target])
    ref = pytensor.function([kappa, mu, x], outs, mode=CVM)
    _all_c(f)
    v = np.random.default_rng(2).vonmises(0.3, 2.0, 50)
    for k in (0.01, 0.7, 2.0, 35.0, 400.0):
        for got, want in zip(f(k, 0.3, v), ref(k, 0.3, v)):
            np.testing.assert_allclose(got, want, rtol=4 * np.finfo(float).eps * 50)


def test_probit_is_the_normal_quantile(target):
    """A probit link, -sqrt(2) erfcinv(2p), and its gradient: one module of C, the normal
    quantile (scipy.stats.norm.ppf via ndtri) within 4 ulp, and the gradient as PyTensor's C
    backend gives it: sqrt(2 pi) exp(x^2 / 2) multiplies an ulp of the quantile x by x^2 (about
    33 at p = 1 - 2^-53), hence 1e-13."""
    from scipy.stats import norm  # SciPy comes with PyTensor

    p = pt.dvector("p")
    q = -np.sqrt(2.0) * pt.erfcinv(2 * p)
    f = pytensor.function([p], [q, pytensor.grad(q.sum(), p)], mode=MODES[target])
    _all_c(f)
    v = np.concatenate([np.linspace(1e-6, 1 - 1e-6, 101), [1e-300, 0.5, 1 - 2**-53]])
    quantile, grad = f(v)
    np.testing.assert_allclose(quantile, norm.ppf(v), rtol=4 * np.finfo(float).eps, atol=0)
    np.testing.assert_allclose(grad, pytensor.function([p], pytensor.grad(q.sum(), p), mode=CVM)(v), rtol=1e-13)


def test_complex_inputs_stay_python(target):
    """special.c takes real values: I0 of a complex vector keeps its Python `perform` (the
    rewrite leaves it: PyTensor's C backend runs SciPy there too, which refuses complex)."""
    x = pt.zvector("x")
    f = pytensor.function([x], pt.i0(x), mode=MODES[target])
    assert len(tp.report(f)["python_nodes"]) == 1
    with pytest.raises(TypeError, match="not supported for the input types"):
        f(np.array([1 + 1j]))


def test_polygamma_is_scipys(target):
    """PolyGamma(n, x) with n given at run time (PyTensor rewrites a constant 0 or 1 into its
    own C ops): n >= 1 from Hurwitz's zeta (Euler-Maclaurin), within 8 ulp of mpmath's for x >
    0 and 64 for negative x (SciPy's there: up to 7); n = 0 digamma, within 1e-14 of the terms'
    size; SciPy's special values, infinities at the poles and past 170!, NaN for a negative
    order; bits across targets, and the gradient in x (polygamma(n + 1, x)) one module."""
    n, x = pt.lvector("n"), pt.dvector("x")
    out = pt.polygamma(n, x)
    f = pytensor.function([n, x], [out, pytensor.grad(out.sum(), x)], mode=MODES[target])
    _all_c(f)
    rng = np.random.default_rng(13)
    with mp.workdps(40):
        for order in (1, 2, 3, 5, 12):
            for xs, bound in ((np.concatenate([rng.uniform(0.01, 30, 40), 10 ** rng.uniform(-5, 8, 20)]), 8),
                              (-rng.uniform(0.01, 20, 20), 64)):
                xs = xs[xs != np.round(xs)]
                value, grad = f(np.full(xs.shape, order), xs)
                for v, g, d in zip(xs, value, grad):
                    assert _ulps(g, mp.polygamma(order, mp.mpf(float(v)))) <= bound, (order, v, g)
                    assert _ulps(d, mp.polygamma(order + 1, mp.mpf(float(v)))) <= bound, (order + 1, v, d)
    xs = np.concatenate([rng.uniform(0.01, 30, 40), -rng.uniform(0.01, 20, 20)])
    np.testing.assert_allclose(f(np.zeros(xs.shape, "int64"), xs)[0], ss.digamma(xs), rtol=1e-13,
                               atol=1e-14 * np.abs(np.log(np.abs(xs)) + 1 / np.abs(xs)).max())
    orders = np.array([1, 1, 1, 2, 3, -1, 200, 1, 1, 0, 0, 0])
    points = np.array([np.inf, -np.inf, np.nan, -3.0, -1e-300, 2.0, 3.0, 0.0, -0.0, 0.0, -0.0, -2.0])
    got, want = f(orders, points)[0], ss.polygamma(orders, points)
    assert np.array_equal(got, want, equal_nan=True), (got, want)
    assert tp.compare(f, np.array([1, 2, 3, 0]), np.array([0.5, -1.5, 7.0, 1.3]))


# The inverses of the regularized incomplete gamma and beta functions (SciPy's gammaincinv,
# gammainccinv and betaincinv; PyMC's icdf of Gamma, InverseGamma, ChiSquared, Beta, StudentT).
_INV_RNG = np.random.default_rng(17)
_INV_A = np.concatenate([10 ** _INV_RNG.uniform(-2, 3, 36), [1.0, 0.5, 10.0, 9.999, 2500.0]])
_INV_B = np.concatenate([10 ** _INV_RNG.uniform(-2, 3, 36), [1.0, 0.5, 10.0, 30.0, 0.3]])
_INV_Y = np.concatenate([_INV_RNG.uniform(0, 1, 14), 10 ** _INV_RNG.uniform(-300, -1, 11), 1 - 10 ** _INV_RNG.uniform(-16, -1, 11),
                         [0.5, 0.25, 1e-10, 1 - 1e-10, 0.999]])
EPS = np.finfo(float).eps


@functools.lru_cache(maxsize=None)
def inverse_exact(name, *args):
    """The exact root and its condition number |tail / (x d tail/dx)| (how much a relative error
    of the tail moves x), from mpmath at 40 digits: findroot on log x (gamma) or logit x (beta),
    the smaller tail's log against the target's, started at SciPy's value."""
    with mp.workdps(40):
        *params, y = [mp.mpf(float(v)) for v in args]
        lower = {"gammaincinv": y <= 0.5, "gammainccinv": y > 0.5, "betaincinv": y <= 0.5}[name]
        tail = y if (y <= 0.5) else 1 - y
        start = float(getattr(ss, name)(*[float(v) for v in args]))
        if name == "betaincinv":
            a, b = params

            def at(w):  # the lower tail at x = 1/(1 + e^-w), or the upper one from 1 - x = 1/(1 + e^w)
                return (mp.betainc(a, b, 0, 1 / (1 + mp.exp(-w)), regularized=True) if lower
                        else mp.betainc(b, a, 0, 1 / (1 + mp.exp(w)), regularized=True))
            if 0 < start < 1:
                w0 = mp.log(start) - mp.log1p(-start)
            else:  # the tail's leading term, x^a / (a B) or (1 - x)^b / (b B), set to it
                w0 = (mp.log(tail * a * mp.beta(a, b)) / a if lower else -mp.log(tail * b * mp.beta(a, b)) / b)
            w = mp.findroot(lambda w: mp.log(at(w)) - mp.log(tail), w0)
            x, xc = 1 / (1 + mp.exp(-w)), 1 / (1 + mp.exp(w))
            density = x ** (a - 1) * xc ** (b - 1) / mp.beta(a, b)
        else:
            (a,) = params

            def at(u):
                x = mp.exp(u)
                return mp.gammainc(a, 0, x, regularized=True) if lower else mp.gammainc(a, x, mp.inf, regularized=True)
            u = mp.findroot(lambda u: mp.log(at(u)) - mp.log(tail), mp.log(start) if 0 < start < np.inf else 0)
            x = mp.exp(u)
            density = x ** (a - 1) * mp.exp(-x) / mp.gamma(a)
        return x, float(tail / (x * density))


def _inverse_cases(name):
    if name == "betaincinv":
        return [(a, b, y) for a, b, y in zip(_INV_A, _INV_B, _INV_Y)]
    return list(zip(_INV_A, _INV_Y))


@pytest.mark.parametrize("name", ["gammaincinv", "gammainccinv", "betaincinv"])
def test_incomplete_gamma_and_beta_inverses_within_their_conditioning(name, target):
    """Each root against mpmath's, in units of eps times the root's condition number (at least 1):
    the conditioning is 1/a in a lower tail, as x^a ~ y there. Measured on 1,500 points of
    these ranges (a, b in [0.01, 1000], y uniform and down to 1e-300): median 0.8-1.0, at most
    202, in tails below 1e-200 whose logs (about -500) carry that many ulps; SciPy's 0.3-1.3 and
    549 on the same points. All C, one module."""
    cases = _inverse_cases(name)
    params = [pt.dvector(f"p{i}") for i in range(len(cases[0]))]
    f = pytensor.function(params, getattr(pt, name)(*params), mode=MODES[target])
    _all_c(f)
    got = f(*[np.array(column) for column in zip(*cases)])
    units = []
    for case, value in zip(cases, got):
        exact, cond = inverse_exact(name, *case)
        if float(exact) < 1e-300:  # the root underflows (to 0 here, as SciPy's)
            assert value == float(exact) or value < 1e-300, (case, value)
            continue
        units.append((float(abs(mp.mpf(float(value)) - exact) / exact) / (EPS * max(1.0, cond)), case))
    errors = np.array([u for u, _ in units])
    assert errors.max() <= 256 and np.median(errors) <= 2, (np.median(errors), max(units))


INVERSE_SPECIAL_VALUES = {
    "gammaincinv": [(a, y) for a in (0.0, 1e-300, 0.5, 3.0, np.inf, -1.0, np.nan) for y in (0.0, 1.0, 0.3, -0.1, 1.5, np.nan)],
    "gammainccinv": [(a, y) for a in (0.0, 0.5, 3.0, np.inf, -1.0, np.nan) for y in (0.0, 1.0, 0.3, -0.1, 1.5, np.nan)],
    "betaincinv": [(a, b, y) for a, b in ((0.0, 1.0), (1.0, 0.0), (-1.0, 2.0), (2.0, 3.0), (np.inf, 1.0), (1.0, np.inf),
                                          (np.inf, np.inf), (np.nan, 1.0), (0.5, 0.5))
                   for y in (0.0, 1.0, 0.3, -0.1, 1.5, np.nan)],
}


@pytest.mark.parametrize("name", sorted(INVERSE_SPECIAL_VALUES))
def test_inverse_special_values_are_scipys(name, target):
    """The domain (NaN outside it), the ends (0 and inf, or 0 and 1), a = 0 or infinite and NaN
    as SciPy gives them (finite values within 1e-13: SciPy's gammainccinv(0.5, 0.3) is 1.2e-14
    from the exact erfcinv(0.3)^2, this one within an ulp); except SciPy's
    gammaincinv(1e-300, -0.1), 0 where the target is outside [0, 1] (NaN here, as for every
    other a)."""
    cases = INVERSE_SPECIAL_VALUES[name]
    params = [pt.dvector(f"p{i}") for i in range(len(cases[0]))]
    f = pytensor.function(params, getattr(pt, name)(*params), mode=MODES[target])
    columns = [np.array(column) for column in zip(*cases)]
    got, want = f(*columns), getattr(ss, name)(*columns)
    odd = (columns[0] == 1e-300) & (columns[-1] == -0.1) if name == "gammaincinv" else np.zeros(len(cases), bool)
    assert np.all(np.isnan(got[odd])) and np.all(want[odd] == 0)
    np.testing.assert_allclose(got[~odd], want[~odd], rtol=1e-13, atol=0)
    if name == "gammainccinv":
        assert _ulps(f(np.array([0.5]), np.array([0.3]))[0], mp.erfinv(1 - mp.mpf(0.3)) ** 2) <= 1


def test_inverses_where_scipy_stops_at_the_least_normal():
    """Where the root is below the least normal double, SciPy's betaincinv (Boost's) answers
    about 2.2e-308; these are the root itself, rounded (a subnormal, or 0), as its gammaincinv does."""
    a, b, y = pt.dvectors("a", "b", "y")
    for target in MODES:
        f = pytensor.function([a, b, y], pt.betaincinv(a, b, y), mode=MODES[target])
        got = f(np.array([1e-5, 2.0]), np.array([2.0, 3.0]), np.array([0.3, 1e-320]))
        assert got[0] == 0.0 and 2.2e-308 < ss.betaincinv(1e-5, 2.0, 0.3) <= np.finfo(float).tiny
        exact, _ = inverse_exact("betaincinv", 2.0, 3.0, 1e-320)
        # I_x(2, 3) ~ 6 x^2 near 0: x = sqrt(1e-320 / 6), a normal number
        assert abs(got[1] / float(exact) - 1) <= 1e-3, (got[1], exact)


def test_inverses_fused_with_the_same_bits_and_their_gradient(target):
    """PyMC's icdf of Gamma(alpha, beta) and Beta(alpha, beta) (gammaincinv(alpha, q) / beta,
    betaincinv(alpha, beta, q)) fused with arithmetic in one module, with the gradient in q
    (PyTensor's rules: gamma, exp and powers of the inverse, C too), against PyTensor's C
    backend (which runs SciPy for the inverses); native and wasm bits equal."""
    al, be, q = pt.dscalar("alpha"), pt.dscalar("beta"), pt.dvector("q")
    out = pt.gammaincinv(al, q) / be + pt.betaincinv(al, be, q) * 2 + pt.gammainccinv(al, q)
    outs = [out, pytensor.grad(out.sum(), q)]
    f = pytensor.function([al, be, q], outs, mode=MODES[target])
    _all_c(f)
    ref = pytensor.function([al, be, q], outs, mode=CVM)
    v = np.linspace(0.01, 0.99, 25)
    for alpha, beta in ((2.0, 1.5), (0.3, 7.0), (40.0, 0.8)):
        for got, want in zip(f(alpha, beta, v), ref(alpha, beta, v)):
            np.testing.assert_allclose(got, want, rtol=1e-12)
    if target == "native":
        assert tp.compare(f, 2.0, 1.5, np.random.default_rng(3).uniform(0, 1, 5000))
