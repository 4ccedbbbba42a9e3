"""PyTensor's scalar special functions without C that the bridge computes with special.c
(twinlink/pytensor/special.py): I0, I1, Erfinv, Erfcinv, PolyGamma. Checked against mpmath (ulps of the
exact value), SciPy (what their `perform` calls) at special values, each other bit for bit,
and as C nodes fused with their neighbours in one module."""
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
