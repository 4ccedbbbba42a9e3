"""`twinlink.jit`, both targets: one specialisation per signature, results equal to
NumPy's, cheap dispatch once compiled, and a TypeError naming the argument it cannot take."""
import numpy as np
import pytest

import twinlink
import twinlink.tensor as T


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_jit_specialises_per_signature(target):
    @twinlink.jit(target=target)
    def gauss(x, mu, s):
        return T.exp(-(x - mu) ** 2 / (2 * s ** 2))

    a = np.linspace(-2, 2, 9)
    np.testing.assert_array_equal(gauss(a, 0.5, 1.5), np.exp(-(a - 0.5) ** 2 / (2 * 1.5 ** 2)))
    b = np.linspace(-2, 2, 6, dtype=np.float32).reshape(2, 3)
    got = gauss(b, 0.5, 1.5)
    assert got.dtype == np.float64  # float32 array with float64 0-d inputs promotes, as NumPy
    np.testing.assert_allclose(got, np.exp(-(b.astype(np.float64) - 0.5) ** 2 / (2 * 1.5 ** 2)))
    gauss(a * 2, 1.0, 2.0)
    assert gauss.signatures == [("float64[1d]", "float", "float"), ("float32[2d]", "float", "float")]


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_jit_tuple_outputs_and_reductions(target):
    @twinlink.jit(target=target)
    def stats(x):
        return x.sum(axis=0), x.max(axis=1), x @ x.T

    a = np.arange(12.0).reshape(3, 4)
    s, m, g = stats(a)
    np.testing.assert_array_equal(s, a.sum(axis=0))
    np.testing.assert_array_equal(m, a.max(axis=1))
    np.testing.assert_allclose(g, a @ a.T)


def test_jit_refuses_what_it_cannot_take():
    @twinlink.jit
    def f(x, y):
        return x & y

    with pytest.raises(TypeError, match=r"f: argument 'y' \(position 1\) is a str"):
        f(np.ones(3), "no")
    with pytest.raises(TypeError, match=r"f: argument 'x' \(position 0\) is a <c16 array"):
        f(np.ones(3, dtype=complex), np.ones(3))
    with pytest.raises(TypeError, match=r"f: argument 'x' \(position 0\) is a >f8 array"):
        f(np.ones(3, dtype=">f8"), np.ones(3))
    with pytest.raises(TypeError, match=r"f: cannot build a graph for \(x: TensorType\(float64, shape=\(\?,\)\), y: .*\): and\(float64, float64\)"):
        f(np.ones(3), np.ones(3))
    assert f(np.array([6, 3]), np.array([3, 5])).tolist() == [2, 1]


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_jit_of_numpy_code(target):
    # NumPy's ufuncs and functions on tensor variables build twinlink's ops (NEP 13 and 18):
    # the same Python function runs on arrays with NumPy and compiled with jit.
    def model(x, y):
        z = np.exp(-(x - 1.5) ** 2) * np.sqrt(np.abs(y)) + np.float64(2) * x
        return (np.sum(z, axis=0), np.mean(np.maximum(x, y)), np.cumsum(x, axis=1),
                np.where(np.isnan(x), 0, x), np.concatenate([x, y]), np.add.reduce(x), np.multiply.accumulate(y),
                np.matmul(x, y.T), np.var(x, axis=1, ddof=1), np.logical_and(x > 0, np.isfinite(y)), np.round(x),
                np.ones(4) + x[0], np.transpose(x), np.reshape(y, (4, 3)))

    a = np.random.default_rng(26).normal(size=(3, 4))
    b = np.random.default_rng(27).normal(size=(3, 4))
    a[0, 1] = np.nan
    jitted = twinlink.jit(target=target)(model)
    with np.errstate(invalid="ignore"):
        expected = model(a, b)
    for k, (got, e) in enumerate(zip(jitted(a, b), expected)):
        assert got.dtype == e.dtype and got.shape == e.shape, k
        np.testing.assert_allclose(got, e, rtol=1e-15, atol=1e-15, equal_nan=True, err_msg=f"output {k}")


def test_numpy_calls_twinlink_cannot_take_are_named():
    x = T.dvector("x")
    with pytest.raises(TypeError, match=r"^numpy.left_shift on a tensor variable: twinlink.tensor has no left_shift$"):
        np.left_shift(x, 1)
    with pytest.raises(TypeError, match=r"^numpy.sum: twinlink.tensor.sum does not take these arguments .*'dtype'"):
        np.sum(x, dtype="float32")
    with pytest.raises(TypeError, match=r"^numpy.add.outer on a tensor variable is not supported$"):
        np.add.outer(x, x)
    with pytest.raises(TypeError, match=r"^numpy.exp on a tensor variable: the keywords where are not supported$"):
        np.exp(x, where=True)
