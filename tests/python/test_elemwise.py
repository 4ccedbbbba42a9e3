"""Elementwise ops against NumPy, both targets: every binary and unary op over a set
of dtype pairs that covers NumPy's promotions, with hypothesis choosing shapes, broadcasting,
memory layouts and values. Integer and arithmetic float results must be equal to NumPy's;
transcendental functions must be within 2 ulp (the measured maximum is printed)."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import twinlink
import twinlink.tensor as T
from elemwise_cases import (NUMPY, TRANSCENDENTAL, ZERO_SIGN_FREE, binary_case, binary_function, layout, ulps,
                             unary_function, values)
from twinlink.tensor import TensorType
from twinlink.tensor import scalar_ops as so


def assert_same(got, expected, what, zero_sign=True):
    assert got.dtype == expected.dtype, f"{what}: dtype {got.dtype} != {expected.dtype}"
    assert got.shape == expected.shape, f"{what}: shape {got.shape} != {expected.shape}"
    if expected.dtype.kind == "f":
        both_nan = np.isnan(got) & np.isnan(expected)
        # Signed zeros must match too (== treats -0.0 as 0.0); a NaN's sign means nothing, and
        # wasm canonicalises NaNs.
        ok = ((got == expected) & ((np.signbit(got) == np.signbit(expected)) | (not zero_sign))) | both_nan
        assert ok.all(), f"{what}: {got[~ok][:5]} != {expected[~ok][:5]}"
    else:
        np.testing.assert_array_equal(got, expected, err_msg=what)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=binary_case())
@pytest.mark.parametrize("target", ["native", "wasm"])
def test_binary_ops_equal_numpy(target, case):
    dx, dy, ny, a, b, kind = case
    names, f = binary_function(dx, dy, ny, target)
    got = f(layout(a, kind), layout(b, kind))
    for name, g in zip(names, got):
        with np.errstate(all="ignore"):
            expected = np.asarray(NUMPY[name](a, b))
        if expected.dtype == np.float16:
            with np.errstate(all="ignore"):
                expected = np.asarray(NUMPY[name](a.astype(np.float32), b.astype(np.float32)))
        assert_same(g, expected, f"{name}({dx}, {dy})", zero_sign=name not in ZERO_SIGN_FREE)


UNARY = {"neg": np.negative, "abs": np.absolute, "floor": np.floor, "ceil": np.ceil, "round": np.round,
         "invert": np.invert, "isnan": np.isnan, "isinf": np.isinf, "isfinite": np.isfinite,
         "logical_not": np.logical_not, "sign": np.sign, "square": np.square, "reciprocal": np.reciprocal,
         "trunc": np.trunc, "deg2rad": np.deg2rad, "rad2deg": np.rad2deg}
ULP_SEEN = {}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["int8", "uint16", "int32", "int64", "bool", "float32", "float64"])
def test_unary_ops_equal_numpy(target, dtype, data):
    names = tuple(n for n, fn in UNARY.items() if _unary_ok(fn, dtype))
    f = unary_function(dtype, target, names)
    a = data.draw(values(dtype, st.integers(0, 6)))
    kind = data.draw(st.sampled_from(["c", "reversed", "strided"]))
    got = f(layout(a, kind))
    for name, g in zip(names, got):
        with np.errstate(all="ignore"):
            expected = np.asarray(UNARY[name](a))
        if expected.dtype == np.float16:
            expected = np.asarray(UNARY[name](a.astype(np.float32)))
        assert_same(g, expected, f"{name}({dtype})")


def _unary_ok(fn, dtype):
    try:
        fn(np.zeros(1, dtype))
        return True
    except TypeError:
        return False


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_transcendental_within_2_ulp(target, dtype, data):
    names = tuple(TRANSCENDENTAL)
    f = unary_function(dtype, target, names)
    finite = st.floats(-30, 30, width=np.dtype(dtype).itemsize * 8) | st.floats(0, 1e6, width=np.dtype(dtype).itemsize * 8)
    a = data.draw(hnp.arrays(dtype, st.integers(1, 16), elements=finite))
    got = f(a)
    for name, g in zip(names, got):
        with np.errstate(all="ignore"):
            expected = np.asarray(TRANSCENDENTAL[name](a.astype(np.float64))).astype(dtype)
        assert g.dtype == np.dtype(dtype)
        worst = float(np.max(ulps(g, expected), initial=0.0))
        ULP_SEEN[(target, dtype, name)] = max(ULP_SEEN.get((target, dtype, name), 0.0), worst)
        assert worst <= 2, f"{name}({dtype}) on {target}: {worst} ulp from NumPy"


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_integer_power_and_its_error(target):
    x, y = T.lvector("x"), T.lvector("y")
    f = twinlink.function([x, y], x ** y, target=target)
    a, b = np.array([2, -3, 7, 0, 5]), np.array([10, 3, 0, 0, 40])
    np.testing.assert_array_equal(f(a, b), np.power(a, b))
    with pytest.raises(ValueError, match="^Integers to negative integer powers are not allowed.$"):
        f(a, np.array([1, 1, -1, 1, 1]))


@pytest.mark.parametrize("dtypes", [("int64", "uint64"), ("uint64", "int64"), ("int8", "uint64")])
def test_comparisons_of_signed_and_uint64_are_exact_like_numpy(target, dtypes):
    """Their common dtype is float64, which rounds 2**63 - 512 and 2**63 - 511 to one value;
    NumPy compares such operands exactly."""
    values = {"int64": [-1, 2**63 - 512, 0, 7, -2**63, 2**63 - 1], "int8": [-1, 127, 0, 7, -128, 5],
              "uint64": [2**64 - 1, 2**63 - 511, 0, 3, 0, 2**63 - 1]}
    a, b = (np.array(values[d], dtype=d) for d in dtypes)
    x, y = (TensorType(d, shape=(None,))(n) for d, n in zip(dtypes, "xy"))
    f = twinlink.function([x, y], [x < y, x <= y, x > y, x >= y, T.eq(x, y), T.neq(x, y)], target=target)
    for got, want in zip(f(a, b), [a < b, a <= b, a > b, a >= b, a == b, a != b]):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_float_powers_by_exact_constants_equal_numpy_bits(target, dtype):
    """x**2, x**1, x**0 and x**-1 are one IEEE operation in NumPy (square, copy, ones,
    reciprocal); twinlink computes them as that operation too, bit for bit, special values
    included, inside a fused loop."""
    info = np.finfo(dtype)
    a = np.array([0.0, -0.0, 1.5, -2.25, 3e-3, np.nan, np.inf, -np.inf, info.max, -info.max, info.tiny,
                  info.smallest_subnormal, -info.smallest_subnormal, np.sqrt(info.max) * 1.5, 1 / info.max],
                 dtype=dtype)
    a = np.concatenate([a, np.random.default_rng(3).standard_normal(200).astype(dtype) * 50])
    x = TensorType(dtype, shape=(None,))("x")
    f = twinlink.function([x], [x ** 2, x ** 1, x ** 0, x ** -1, (x - 1) ** 2 * 0.5], target=target)
    with np.errstate(all="ignore"):
        want = [a ** 2, a ** 1, a ** 0, a ** -1, (a - 1) ** 2 * np.array(0.5, dtype)]
    for got, exp in zip(f(a), want):
        assert got.dtype == exp.dtype and got.tobytes() == exp.tobytes()
    # They are those operations, not calls of the general pow (its loop does not vectorise).
    calls = sum(k.count("tl_pow(") - k.count("double tl_pow(") for k in f.plan["kernels"])
    assert calls == 0


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_python_scalars_are_weak_like_numpy(target):
    x8, xf = T.bvector("x8"), T.fvector("xf")
    f = twinlink.function([x8, xf], [x8 + 1, x8 * 2.5, xf * 2.5, -x8, 2 ** (x8.astype("int16") % 7), xf / 3], target=target)
    a8, af = np.array([1, 100, -128], np.int8), np.array([0.1, 2.0, -3.5], np.float32)
    expected = [a8 + 1, a8 * 2.5, af * 2.5, -a8, 2 ** (a8.astype(np.int16) % 7), af / 3]
    for g, e in zip(f(a8, af), expected):
        assert_same(g, np.asarray(e), "scalar expression")
    with pytest.raises(OverflowError):
        x8 + 1000


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_numpy_scalars_keep_their_dtype_like_numpy(target):
    # NumPy 2 (NEP 50): a NumPy scalar is not weak; float32 + np.float64(1.5) is float64, int32 +
    # np.uint64(3) float64, and the scalar may come first (NumPy hands it to __array_ufunc__).
    xf, xi = T.fvector("xf"), T.ivector("xi")
    af, ai = np.array([0.1, 2.0, -3.5], np.float32), np.array([1, -7, 300], np.int32)
    cases = [(xf, af, np.float64(1.5)), (xf, af, np.int64(2)), (xf, af, np.float16(0.5)), (xf, af, np.bool_(True)),
             (xi, ai, np.int64(2)), (xi, ai, np.uint64(3)), (xi, ai, np.float32(0.5)), (xi, ai, np.int8(-1)),
             (xi, ai, np.uint8(3))]
    outs, want = [], []
    for var, arr, s in cases:
        outs += [var + s, T.maximum(var, s), s * var, var < s]
        want += [arr + s, np.maximum(arr, s), s * arr, arr < s]
    f = twinlink.function([xf, xi], outs, target=target)
    for g, e in zip(f(af, ai), want):
        assert_same(g, np.asarray(e), "NumPy scalar expression")


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_round_with_decimals_like_numpy(target):
    # NumPy's own computation: times 10^d in the array's dtype (float32's 10^d a float32),
    # rint, divided (d < 0: divided, rint, times); integers through float64 for d < 0
    rng = np.random.default_rng(0)
    a = np.concatenate([rng.uniform(-1000, 1000, 300), np.round(rng.uniform(-100, 100, 200), 1) + 0.05,
                        [0.125, -0.125, 2.5, -2.5, 1e300, -0.0, np.nan, np.inf, 1e-300, 123456.785]])
    b = rng.integers(-10**6, 10**6, 300).astype(np.int32)
    b[:3] = [15, 25, -35]
    x, f, i = T.dvector("x"), T.fvector("f"), T.ivector("i")
    ds = [0, 1, 2, 3, 5, 12, 25, -1, -2, -5]
    outs = [T.round(x, d) for d in ds] + [T.around(f, d) for d in ds] + [T.round(i, d) for d in (0, 2, -1, -3)]
    with np.errstate(all="ignore"):
        want = [np.round(a, d) for d in ds] + [np.around(a.astype(np.float32), d) for d in ds] + [np.round(b, d) for d in (0, 2, -1, -3)]
        got = twinlink.function([x, f, i], outs, target=target)(a, a.astype(np.float32), b)
    for k, (g, w) in enumerate(zip(got, want)):
        assert_same(g, w, f"round output {k}")
    with pytest.raises(TypeError, match="round: decimals must be an int, not 1.5"):
        T.round(x, 1.5)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_where_clip_cast(target):
    x, y = T.dvector("x"), T.dvector("y")
    f = twinlink.function([x, y], [T.where(x > y, x, y), T.clip(x, -1.0, 1.0), T.cast(x * 10, "int16"), T.cast(x > 0, "float32")], target=target)
    a, b = np.array([-2.0, 0.5, np.nan, 3.0]), np.array([0.0, 1.0, 1.0, -1.0])
    w, c, i, g = f(a, b)
    assert_same(w, np.where(a > b, a, b), "where")
    assert_same(c, np.clip(a, -1.0, 1.0), "clip")
    np.testing.assert_array_equal(i, [-20, 5, 0, 30])  # NaN casts to 0 (defined, unlike C)
    assert_same(g, (a > 0).astype(np.float32), "cast bool")


SPECIAL = [np.nan, -np.inf, -2.5, -1.0, -0.0, 0.0, 0.5, 1.0, 3.0, np.inf]
SIMPLE_UNARY = ["isnan", "isinf", "isfinite", "logical_not", "sign", "square", "reciprocal", "trunc", "deg2rad",
                "rad2deg", "signbit", "fabs"]
SIMPLE_BINARY = ["fmax", "fmin", "heaviside", "logical_and", "logical_or", "logical_xor", "copysign", "fmod"]


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_numpy_predicates_and_simple_functions_on_special_values(target, dtype):
    # Every pair of NaN, infinities, signed zeros and ordinary values, fused into one loop.
    a, b = (np.array(v, dtype=dtype) for v in zip(*[(p, q) for p in SPECIAL for q in SPECIAL]))
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    outs = [getattr(T, n)(x) for n in SIMPLE_UNARY] + [getattr(T, n)(x, y) for n in SIMPLE_BINARY]
    f = twinlink.function([x, y], outs, target=target)
    for name, got in zip(SIMPLE_UNARY + SIMPLE_BINARY, f(a, b)):
        with np.errstate(all="ignore"):
            expected = getattr(np, name)(a) if name in SIMPLE_UNARY else getattr(np, name)(a, b)
        assert_same(got, np.asarray(expected), f"{name}({dtype})", zero_sign=name not in ZERO_SIGN_FREE)


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["int8", "uint8", "int32", "uint32", "int64", "uint64"])
def test_integer_sign_square_reciprocal_like_numpy(target, dtype):
    info = np.iinfo(dtype)
    a = np.array(sorted({0, 1, 2, 3, info.max, info.max - 1, info.min, info.min + 1, info.min // 2}), dtype=dtype)
    x = T.vector("x", dtype=dtype)
    names = ["sign", "square", "reciprocal", "trunc", "isnan", "isfinite", "logical_not", "signbit", "fabs"]
    # fmod: C's % (the dividend's sign), 0 for the divisors 0 and -1 (INT_MIN % -1 in C is undefined)
    divisors = np.array([v for v in (0, 1, 3, -1, -2, info.min, info.max) if info.min <= v], dtype=dtype)
    p, q = (v.ravel() for v in np.meshgrid(a, divisors))
    y = T.vector("y", dtype=dtype)
    f = twinlink.function([x, y], [getattr(T, n)(x) for n in names] + [T.fmod(x, y), T.copysign(x, y)], target=target)
    got = f(p, q)
    for name, g in zip(names + ["fmod", "copysign"], got):
        with np.errstate(all="ignore"):
            want = np.asarray(getattr(np, name)(p) if name in names else getattr(np, name)(p, q))
        # (NumPy's float16 results are computed as float32: README, "Elementwise")
        assert_same(g, want.astype(np.float32) if want.dtype == np.float16 else want, f"{name}({dtype})")


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_var_and_std_like_numpy(target):
    m, v, i = T.dmatrix("m"), T.fvector("v"), T.lmatrix("i")
    outs = [m.var(axis=1), T.std(m, axis=0), T.var(m, axis=1, ddof=1, keepdims=True), v.std(),
            T.var(v, ddof=1), T.var(i, axis=1), T.std(m, axis=(0, 1)), T.var(v, ddof=7)]
    f = twinlink.function([m, v, i], outs, target=target)
    rng = np.random.default_rng(21)
    a, b = rng.normal(size=(5, 6)) * 100, rng.normal(size=6).astype(np.float32)
    c = rng.integers(-1000, 1000, size=(3, 4))
    got = f(a, b, c)
    with np.errstate(all="ignore"):
        expected = [np.var(a, axis=1), np.std(a, axis=0), np.var(a, axis=1, ddof=1, keepdims=True), np.std(b),
                    np.var(b, ddof=1), np.var(c, axis=1), np.std(a), np.var(b, ddof=7)]
    # One axis of a C-contiguous array: NumPy's bits (the same sums in the same order); over all
    # axes of a matrix the sum's order differs (README, "Reductions"): within 4 ulp.
    for k, (g, e) in enumerate(zip(got, expected)):
        if k == 6:
            assert g.dtype == e.dtype and (ulps(g, e) <= 4).all(), (g, e)
        else:
            assert_same(g, np.asarray(e), f"output {k}")
    assert np.isinf(got[7]) or np.isnan(got[7])  # ddof beyond the count divides by 0, as NumPy


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_logaddexp_and_diff_like_numpy(target, dtype):
    x, y, m, b = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype), T.matrix("m", dtype=dtype), T.bvector("b")
    f = twinlink.function([x, y, m, b], [T.logaddexp(x, y), T.logaddexp2(x, y), T.diff(m), T.diff(m, n=2, axis=0),
                                         T.diff(T.cast(b, "bool"))], target=target)
    rng = np.random.default_rng(24)
    pairs = [(p, q) for p in SPECIAL for q in SPECIAL]
    a = np.concatenate([[p for p, _ in pairs], rng.normal(size=2000) * 40]).astype(dtype)
    c = np.concatenate([[q for _, q in pairs], rng.normal(size=2000) * 40]).astype(dtype)
    mm, bb = rng.normal(size=(5, 6)).astype(dtype), np.array([0, 1, 1, 0, 2], dtype=np.int8)
    got = f(a, c, mm, bb)
    with np.errstate(all="ignore"):
        expected = [np.logaddexp(a, c), np.logaddexp2(a, c), np.diff(mm), np.diff(mm, n=2, axis=0), np.diff(bb.astype(bool))]
    # logaddexp from twinlink's log1p and exp (each within 1 ulp) against NumPy's from the C
    # library's: within 2 ulp of the larger input's scale, and NumPy's special values exactly.
    for g, e in zip(got[:2], expected[:2]):
        assert g.dtype == e.dtype
        special = ~np.isfinite(e) | ~np.isfinite(a) | ~np.isfinite(c) | (a == c)
        assert_same(g[special], e[special], "logaddexp special values")
        scale = np.maximum(np.maximum(np.abs(a), np.abs(c)), 1).astype(dtype)
        ok = ~special
        assert (np.abs(g[ok] - e[ok]) <= 2 * np.spacing(scale[ok])).all()
    for g, e in zip(got[2:], expected[2:]):
        assert_same(g, e, "diff")


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["uint8", "int16", "int32", "uint64", "bool"])
def test_logaddexp_of_integers_in_numpys_dtype(target, dtype):
    # NumPy converts integers to its float dtype first: no wrapping of x - y or x + 1.
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    f = twinlink.function([x, y], [T.logaddexp(x, y), T.logaddexp2(x, y)], target=target)
    info = np.iinfo(dtype) if dtype != "bool" else None
    pairs = [(3, 0), (0, 3), (1, 1)] + ([(info.max, info.min), (info.max, info.max)] if info else [])
    a, b = (np.array(v, dtype=dtype) for v in zip(*pairs))
    for got, ufunc in zip(f(a, b), (np.logaddexp, np.logaddexp2)):
        e = ufunc(a, b)
        e = e.astype(np.float32) if e.dtype == np.float16 else e
        assert got.dtype == e.dtype, (got.dtype, e.dtype)
        assert (ulps(got, ufunc(a.astype(got.dtype), b.astype(got.dtype))) <= 2).all(), (got, e)


def test_bad_operands_raise_a_plain_type_error():
    # NumPy's own exception type for a missing loop needs arguments of its own: a TypeError
    # naming the op and the dtypes instead.
    with pytest.raises(TypeError, match=r"^sign\(bool\): "):
        T.sign(T.bvector("b") > 0)
    x = T.dvector("x")
    with pytest.raises(ValueError, match="order must be non-negative"):
        T.diff(x, n=-1)
    with pytest.raises(TypeError, match="axis must be an int"):
        T.diff(x, axis=(0,))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_softmax_logsumexp_log_softmax_like_scipy(target):
    special = pytest.importorskip("scipy.special")  # PyTensor, a test dependency, needs SciPy
    m = T.dmatrix("m")
    outs = [T.logsumexp(m, axis=1), T.logsumexp(m), T.logsumexp(m, axis=0, keepdims=True),
            T.softmax(m, axis=1), T.softmax(m), T.log_softmax(m, axis=1), T.log_softmax(m, axis=(0, 1))]
    f = twinlink.function([m], outs, target=target)
    rng = np.random.default_rng(22)
    a = rng.normal(size=(6, 7)) * 30
    with np.errstate(all="ignore"):
        expected = [special.logsumexp(a, axis=1), special.logsumexp(a), special.logsumexp(a, axis=0, keepdims=True),
                    special.softmax(a, axis=1), special.softmax(a), special.log_softmax(a, axis=1),
                    special.log_softmax(a, axis=(0, 1))]
    for k, (got, e) in enumerate(zip(f(a), expected)):
        assert got.shape == np.shape(e), k
        np.testing.assert_allclose(got, e, rtol=1e-14, atol=1e-14, err_msg=f"output {k}")
    # a sum close to the maximum's term keeps its relative accuracy (log1p of the others)
    tiny = f(np.array([[0.0, -40.0, -45.0], [3.0, 3.0, -50.0]]))[0]
    exact = np.array([np.log1p(np.exp(-40.0) + np.exp(-45.0)), 3.0 + np.log(2.0) + np.log1p(np.exp(-53.0) / 2)])
    assert (ulps(tiny, exact) <= 2).all(), (tiny, exact)
    # rows of -inf, with +inf, with NaN: SciPy's results (-inf, inf, NaN where they give them)
    b = np.array([[-np.inf] * 3, [np.inf, 1.0, -np.inf], [np.nan, 0.0, 1.0], [1000.0, 1000.0, -1000.0]])
    with np.errstate(all="ignore"):
        expected = [special.logsumexp(b, axis=1), special.softmax(b, axis=1), special.log_softmax(b, axis=1)]
    got = f(b)
    for g, e in zip([got[0], got[3], got[5]], expected):
        assert ((g == e) | (np.isnan(g) & np.isnan(e)) | np.isclose(g, e, rtol=1e-14, atol=0)).all(), (g, e)
    # an empty slice: -inf, as SciPy (the maximum of no element is not an error here; in
    # softmax and log_softmax it is, as in SciPy's)
    empty = np.zeros((3, 0))
    got = twinlink.function([m], outs[:3], target=target)(empty)
    assert np.array_equal(got[0], special.logsumexp(empty, axis=1)) and got[0].shape == (3,)
    assert got[1] == -np.inf and got[2].shape == (1, 0)


def test_fusion_is_one_loop_and_visible_in_c_source():
    x, mu, s, w, b = (T.dvector(n) for n in ("x", "mu", "s", "w", "b"))
    out = T.exp(-(x - mu) ** 2 / (2 * s ** 2)) * w + b
    f = twinlink.function([x, mu, s, w, b], out)
    assert len(f.plan["nodes"]) == 1
    # The loop is one kernel object (ARCHITECTURE.md, "Kernel objects") the module calls, with
    # the threads' and the walk's shared objects it links.
    kernel, *shared = f.plan["kernels"]
    assert shared == [so.PARALLEL_TEXT, so.WALK_TEXT] and not any("tl_k_" in t for t in shared)
    # exp has a fast path, so the one loop runs in blocks: each block's loop on the fast path,
    # and the same loop with the full functions for a block with an element outside
    # (ARCHITECTURE.md, "The generated module")
    block_loop = "for (npy_intp i = tl_b; i < tl_e; i++)"
    assert kernel.count(block_loop) == 2 and "for (npy_intp i = 0; i < tl_n; i++)" not in kernel
    assert kernel.count("= tl_exp_fast(t") == 1 and kernel.count("= tl_exp(t") == 1
    assert block_loop not in f.c_source
    args = [np.linspace(-1, 1, 5), np.full(5, 0.2), np.full(5, 0.7), np.arange(5.0), np.ones(5)]
    a, m, sd, wt, bb = args
    assert_same(f(*args), np.exp(-(a - m) ** 2 / (2 * sd ** 2)) * wt + bb, "fused")


def test_fusion_is_the_rewrite_function_applies():
    # Registered by twinlink.tensor.elemwise when twinlink is imported; the only rewrite.
    assert twinlink.rewrite.registered_rewrites() == ["fuse"]
    x = T.dvector("x")
    (fused,) = twinlink.rewrite.apply_rewrites([T.exp(x) * 2 + 1])
    assert isinstance(fused.owner.op, T.Elemwise) and fused.owner.inputs == [x]


def test_make_node_errors_name_the_op_and_shapes():
    x = TensorType("float64", shape=(3,))("x")
    y = TensorType("float64", shape=(4,))("y")
    with pytest.raises(ValueError, match=r"Elemwise\{add\}: operands could not be broadcast together with shapes \(3,\) \(4,\)"):
        x + y
    with pytest.raises(TypeError, match=r"and\(float64, float64\)"):
        T.dvector("a") & T.dvector("b")
    with pytest.raises(TypeError, match=r"neg\(bool\)"):
        -T.TensorType("bool", shape=(None,))("c")


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_runtime_broadcast_error(target):
    x, y = T.dvector("x"), T.dvector("y")
    f = twinlink.function([x, y], x + y, target=target)
    with pytest.raises(ValueError, match=r"^Elemwise\{add\}: operands could not be broadcast together with shapes \(3,\) \(4,\)$"):
        f(np.ones(3), np.ones(4))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_general_path_three_axes_mixed_widths_strided(target):
    # Broadcasting over three axes (the outer-axes walk wraps), inputs of 1, 4 and 8 bytes,
    # rows that are not contiguous (gathered) beside ones that are, and a 0-d input.
    x = TensorType("int8", shape=(None, None, None))("x")
    y = TensorType("float32", shape=(None, None))("y")
    z, s = T.dvector("z"), T.dscalar("s")
    f = twinlink.function([x, y, z, s], (x + y) * z - s, target=target)
    rng = np.random.default_rng(5)
    a = rng.integers(-9, 9, size=(3, 4, 10)).astype(np.int8)[:, ::-1, ::2]
    b = rng.standard_normal((8, 5)).astype(np.float32)[::2]
    c = rng.standard_normal(5)
    for xa, yb in [(a, b), (np.ascontiguousarray(a), b), (a, np.ascontiguousarray(b)), (a[:1], b[:1])]:
        want = (xa + yb) * c - 0.25
        got = f(xa, yb, c, 0.25)
        assert got.shape == want.shape
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_strided_rows_of_2_and_1_byte_elements(target):
    # The shared walk gathers a strided row by element size (scalar_ops.WALK_TEXT): 2-byte and
    # 1-byte (bool) inputs, strided and reversed, beside a contiguous 8-byte one and a value
    # broadcast along the rows.
    x = TensorType("uint16", shape=(None, None))("x")
    m = TensorType("bool", shape=(None, None))("m")
    z, c = T.dvector("z"), TensorType("float64", shape=(None, 1))("c")
    f = twinlink.function([x, m, z, c], T.where(m, x * z, c), target=target)
    rng = np.random.default_rng(21)
    a = rng.integers(0, 60000, size=(6, 400)).astype(np.uint16)
    k = rng.random((6, 400)) < 0.5
    zz, cc = rng.standard_normal(200), rng.standard_normal((3, 1))
    for xa, ka in [(a[::2, ::2], k[::2, ::-2]), (a[1::2, ::-2], k[::2, 1::2]), (np.ascontiguousarray(a[::2, ::2]), k[::2, ::2])]:
        np.testing.assert_array_equal(f(xa, ka, zz, cc), np.where(ka, xa * zz, cc))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_arithmetic_is_bit_identical_across_targets(target):
    rng = np.random.default_rng(7)
    x, y, z = T.dvector("x"), T.dvector("y"), T.fvector("z")
    out = [(x * y + x / y - y) * 1.1, (z * 3 - z / 7) * z]
    a, b, c = rng.standard_normal(1000), rng.standard_normal(1000), rng.standard_normal(1000).astype(np.float32)
    native = twinlink.function([x, y, z], out, target="native")(a, b, c)
    other = twinlink.function([x, y, z], out, target=target)(a, b, c)
    for n, o in zip(native, other):
        assert n.tobytes() == o.tobytes()


def test_where_clip_cast_errors():
    x = TensorType("float64", shape=(3,))("x")
    with pytest.raises(TypeError, match=r"cast: unsupported dtype complex128"):
        T.cast(x, "complex128")
    with pytest.raises(ValueError, match=r"Elemwise\{where\}: operands could not be broadcast together with shapes \(3,\) \(3,\) \(2,\)"):
        T.where(x > 0, x, TensorType("float64", shape=(2,))("y"))
    with pytest.raises(TypeError, match=r"expected a tensor variable"):
        T.clip(twinlink.Generic()("g"), 0, 1)



def _walk_layouts(a):
    """Views of a 4-d array that take every branch of a kernel's walk (ARCHITECTURE.md, "Kernel
    objects"): contiguous, reversed axes (negative strides), a strided last axis, a transposed
    one, rows longer than one gather chunk, a first axis of length 1, and no elements. Each
    with the same part of `a` as a function of a whole result (its values are those of `a`)."""
    yield "C", a, lambda w: w
    yield "reversed outer and last axes", a[::-1, :, :, ::-1], lambda w: w[::-1, :, :, ::-1]
    yield "every third element of the rows", np.repeat(a, 3, axis=3)[..., ::3], lambda w: w
    yield "transposed last two axes", np.ascontiguousarray(a.swapaxes(2, 3)).swapaxes(2, 3), lambda w: w
    yield "first axis of length 1", a[:1], lambda w: w[:1]
    yield "no elements", a[:, :, :0], lambda w: w[:, :, :0]


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_kernel_walk_over_4d_layouts_matches_numpy(target):
    # Rows of 300 elements: gathered rows are passed in chunks, and no result may depend on
    # where a chunk starts. The 1-d input broadcasts over the three outer axes, the (3, 1, 1)
    # one over the last two (a stride 0 within the rows).
    x = T.tensor("float64", shape=(None,) * 4)
    v, w = T.dvector("v"), T.tensor("float64", shape=(None, 1, 1))
    f = twinlink.function([x, v, w], [(x - v) * w + 0.5, T.sin(x) * v, T.sin(x)], target=target)
    rng = np.random.default_rng(11)
    a = rng.standard_normal((2, 3, 4, 300)) * 4
    b, c = rng.standard_normal(300), rng.standard_normal((3, 1, 1))
    whole = f(np.ascontiguousarray(a), b, c)
    for name, view, part in _walk_layouts(a):
        for bv, label in ((b, "v contiguous"), (b[::-1].copy()[::-1], "v reversed")):
            arith, product, sines = f(view, bv, c)
            assert_same(arith, (view - bv) * c + 0.5, f"{name}, {label}")
            assert (ulps(sines, np.sin(view)) <= 2).all(), f"{name}, {label}"
            # Each element's bits are its own: those of the contiguous call, whatever the layout;
            # and the product is NumPy's (correctly rounded) product of them with v.
            same = np.ascontiguousarray(part(whole[2]))
            assert sines.shape == same.shape and sines.tobytes() == same.tobytes(), f"{name}, {label}"
            assert_same(product, sines * bv, f"{name}, {label}")


def test_kernel_walk_is_bit_identical_across_targets():
    x, v = T.tensor("float64", shape=(None,) * 4), T.dvector("v")
    out = [T.exp(x) * v - T.tanh(v), (x * 3.0 - v) / (v * v + 1.0)]
    a = np.random.default_rng(12).standard_normal((2, 3, 4, 300))
    b = np.random.default_rng(13).standard_normal(300)
    results = {t: twinlink.function([x, v], out, target=t) for t in ("native", "wasm")}
    for name, view, _ in _walk_layouts(a):
        for n, w in zip(results["native"](view, b), results["wasm"](view, b)):
            assert n.tobytes() == w.tobytes(), name
