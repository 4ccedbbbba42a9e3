"""Reductions against NumPy, both targets: every kind over every axis choice and
keepdims, hypothesis-chosen shapes (including zero-length axes), layouts and values. Integer,
bool, max/min and arg results are equal to NumPy's; float sums and means agree to rounding
(NumPy sums pairwise, twinlink in order)."""
import functools
import itertools
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import twinlink
import twinlink.tensor as T
from twinlink.tensor import TensorType

KINDS = ["sum", "prod", "max", "min", "mean", "argmax", "argmin", "any", "all"]
AXES = [None, 0, 1, -1, (0, 1), (1, 2), (0, 2)]


@functools.lru_cache(maxsize=None)
def reduce_function(dtype, target, keepdims):
    x = TensorType(dtype, shape=(None, None, None))("x")
    specs, outs = [], []
    for kind, axis in itertools.product(KINDS, AXES):
        if kind.startswith("arg") and isinstance(axis, tuple):
            continue
        specs.append((kind, axis))
        outs.append(T.reduce(kind, x, axis=axis, keepdims=keepdims))
    return specs, twinlink.function([x], outs, target=target)


def expected_of(kind, a, axis, keepdims):
    fn = getattr(np, kind)
    with np.errstate(all="ignore"):
        if kind.startswith("arg"):
            return np.asarray(fn(a, axis=axis, keepdims=keepdims))
        return np.asarray(fn(a, axis=axis, keepdims=keepdims))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["int8", "uint32", "int64", "bool", "float32", "float64"])
def test_reductions_match_numpy(target, dtype, data):
    keepdims = data.draw(st.booleans())
    specs, f = reduce_function(dtype, target, keepdims)
    shape = data.draw(hnp.array_shapes(min_dims=3, max_dims=3, min_side=1, max_side=4))
    if np.dtype(dtype).kind == "f":
        elements = st.floats(-100, 100, width=np.dtype(dtype).itemsize * 8) | st.just(float("nan"))
    else:
        elements = None
    a = data.draw(hnp.arrays(dtype, shape, elements=elements))
    view = data.draw(st.sampled_from(["c", "fortran", "transposed-back"]))
    arg = np.asfortranarray(a) if view == "fortran" else (np.ascontiguousarray(a.transpose(2, 1, 0)).transpose(2, 1, 0) if view == "transposed-back" else a)
    got = f(arg)
    for (kind, axis), g in zip(specs, got):
        e = expected_of(kind, a, axis, keepdims)
        what = f"{kind}(axis={axis}, keepdims={keepdims}) of {dtype}{a.shape}"
        assert g.dtype == e.dtype and g.shape == e.shape, f"{what}: {g.dtype}{g.shape} vs {e.dtype}{e.shape}"
        if e.dtype.kind == "f" and kind in ("sum", "mean", "prod"):
            # Summation order differs (NumPy is pairwise): bound the error by the magnitudes.
            eps = np.finfo(e.dtype).eps
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)  # all-NaN slices
                scale = float(np.nansum(np.abs(a.astype(np.float64)))) if kind != "prod" else float(np.nanmax(np.abs(e), initial=1.0))
            np.testing.assert_allclose(g, e, rtol=16 * eps, atol=16 * eps * scale * a.size, equal_nan=True, err_msg=what)
        else:
            np.testing.assert_array_equal(g, e, err_msg=what)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_zero_size_reductions(target):
    x = T.dmatrix("x")
    f = twinlink.function([x], [x.sum(axis=0), x.prod(axis=1), x.any(), x.all()], target=target)
    a = np.zeros((0, 3))
    for g, e in zip(f(a), [a.sum(axis=0), a.prod(axis=1), a.any(), a.all()]):
        np.testing.assert_array_equal(g, e)
    g = twinlink.function([x], x.max(axis=0), target=target)
    with pytest.raises(ValueError, match="^zero-size array to reduction operation maximum which has no identity$"):
        g(a)
    h = twinlink.function([x], x.argmin(), target=target)
    with pytest.raises(ValueError, match="^attempt to get argmin of an empty sequence$"):
        h(a)


def test_axis_errors_name_the_op():
    x = T.dmatrix("x")
    with pytest.raises(ValueError, match=r"sum: axis 2 is out of bounds for a tensor of rank 2"):
        x.sum(axis=2)
    with pytest.raises(ValueError, match=r"argmax/argmin take one axis or None"):
        x.argmax(axis=(0, 1))
    with pytest.raises(ValueError, match=r"max: axis 1 is repeated"):
        x.max(axis=(1, -1))


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32", "int16", "uint64"])
def test_max_min_along_rows_of_every_length(target, dtype):
    """max/min over a contiguous last axis run four running extremes and a remainder loop:
    rows of length 1 to 13, a NaN (floats) or the extreme value at every position, contiguous
    and strided rows."""
    x = T.matrix("x", dtype=dtype)
    f = twinlink.function([x], [x.max(axis=1), x.min(axis=-1), x.max(), x.min()], target=target)
    rng = np.random.default_rng(7)
    info = np.finfo(dtype) if dtype.startswith("float") else np.iinfo(dtype)
    for n in range(1, 14):
        base = rng.integers(0, 100, (n, n)).astype(dtype)
        special = [info.max, info.min] + ([np.nan, -np.inf] if dtype.startswith("float") else [])
        for value in special:
            a = base.copy()
            a[np.arange(n), np.arange(n)] = value  # row i has it at position i
            for view in (a, a[:, ::-1], np.asfortranarray(a), np.repeat(a, 2, axis=1)[:, ::2]):
                got = f(view)
                for g, e in zip(got, [view.max(axis=1), view.min(axis=-1), view.max(), view.min()]):
                    np.testing.assert_array_equal(g, e, err_msg=f"{dtype} n={n} value={value}")
