"""Reductions against NumPy, both targets: every kind over every axis choice and
keepdims, hypothesis-chosen shapes (including zero-length axes), layouts and values. Integer,
bool, max/min and arg results are equal to NumPy's; float sums and means agree to rounding
(one axis of a C-contiguous array gives NumPy's bits, other layouts and several axes are
grouped differently). Then the edges: NaN, ±0, ±inf, subnormals, integer extremes and empty
axes along each axis and every layout; the same bits on both targets and for every layout;
NumPy's summation order."""
import functools
import itertools
import re
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


# Views of one array: the layouts a reduction must read alike (strided, reversed, transposed).
def views_of(a):
    yield "C", a
    yield "fortran", np.asfortranarray(a)
    yield "reversed rows", np.ascontiguousarray(a[:, ::-1])[:, ::-1]
    yield "reversed columns", np.ascontiguousarray(a[::-1])[::-1]
    yield "every other column", np.repeat(a, 2, axis=1)[:, ::2]
    yield "transposed back", np.ascontiguousarray(a.T).T


def left_fold(fn, a, axis):
    """NumPy's binary `fn` (np.maximum, np.minimum) folded over `axis` in index order (C order
    for None): the reference for which of two equal zeros max/min return."""
    if axis is None:
        a, axis = a.reshape(-1), 0
    a = np.moveaxis(a, axis, 0)
    return functools.reduce(fn, a[1:], a[0])


def special_arrays(dtype, rng):
    """Float arrays of specials (NaN, ±inf, ±0, ±1, the smallest subnormal, the lowest finite
    value): mixed zeros, NaN at every kind of position, all -inf, long rows (past the kernels'
    running extremes and the pairwise blocks) and short ones."""
    info = np.finfo(dtype)
    specials = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, info.smallest_subnormal, -info.max], dtype=dtype)
    for shape in [(6, 9), (5, 70), (70, 5), (3, 300)]:
        a = rng.choice(specials, size=shape, p=[0.02, 0.05, 0.05, 0.2, 0.2, 0.12, 0.12, 0.04, 0.2])
        yield a
        zeros = rng.choice(np.array([0.0, -0.0], dtype=dtype), size=shape)
        yield zeros
        b = (rng.random(shape) * 2 - 1).astype(dtype)
        b[np.arange(shape[0]), rng.integers(0, shape[1], shape[0])] = np.nan
        yield b
    yield np.full((4, 130), -np.inf, dtype=dtype)
    yield np.full((4, 130), np.inf, dtype=dtype)


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_max_min_arg_special_values(target, dtype):
    """max/min/argmax/argmin against NumPy on NaN, ±0, ±inf and subnormals along each axis and
    over all, for every layout: NaN wherever NumPy has NaN, NumPy's values and indices (the
    first extreme, the first NaN), and between equal zeros the one NumPy's binary
    maximum/minimum keep when folded left to right (the later one)."""
    x = T.matrix("x", dtype=dtype)
    axes = [0, 1, None]
    outs = [getattr(x, kind)(axis=axis) for kind in ("max", "min", "argmax", "argmin") for axis in axes]
    f = twinlink.function([x], outs, target=target)
    rng = np.random.default_rng(3)
    for a in special_arrays(dtype, rng):
        for view_name, view in views_of(a):
            got = iter(f(view))
            for kind in ("max", "min", "argmax", "argmin"):
                for axis in axes:
                    g = next(got)
                    what = f"{kind}(axis={axis}) of {dtype}{a.shape}, {view_name}"
                    np.testing.assert_array_equal(g, getattr(np, kind)(a, axis=axis), err_msg=what)
                    if kind in ("max", "min"):
                        e = left_fold(np.maximum if kind == "max" else np.minimum, a, axis)
                        keep = ~np.isnan(e)
                        np.testing.assert_array_equal(np.signbit(g)[keep], np.signbit(e)[keep], err_msg=f"{what}: sign of zero")


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_sum_prod_special_values(target, dtype):
    """sum/prod/mean against NumPy on NaN, ±0 and ±inf along each axis and over all, every
    layout: NaN and infinities where NumPy has them, and the sign of a zero sum (all -0.0 sums
    to +0.0, as NumPy's identity start gives) and of a zero product."""
    x = T.matrix("x", dtype=dtype)
    axes = [0, 1, None]
    kinds = ("sum", "prod", "mean")
    f = twinlink.function([x], [getattr(x, kind)(axis=axis) for kind in kinds for axis in axes], target=target)
    rng = np.random.default_rng(4)
    arrays = list(special_arrays(dtype, rng)) + [np.full((3, 20), -0.0, dtype=dtype), np.full((20, 3), -0.0, dtype=dtype)]
    for a in arrays:
        for view_name, view in views_of(a):
            got = iter(f(view))
            for kind in kinds:
                for axis in axes:
                    g = next(got)
                    with np.errstate(all="ignore"):
                        e = getattr(np, kind)(a, axis=axis)
                    what = f"{kind}(axis={axis}) of {dtype}{a.shape}, {view_name}"
                    assert g.dtype == e.dtype, what
                    np.testing.assert_allclose(g, e, rtol=64 * np.finfo(dtype).eps, atol=0, equal_nan=True, err_msg=what)
                    zero = np.asarray(e) == 0
                    np.testing.assert_array_equal(np.signbit(g)[zero], np.signbit(e)[zero], err_msg=f"{what}: sign of zero")


INT_DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "bool"]


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", INT_DTYPES)
def test_integer_reductions_at_the_edges(target, dtype):
    """Integer and bool reductions equal NumPy's along each axis and over all, every layout,
    with the dtype's extremes in long and short rows: sums and products wrap as NumPy's (in
    NumPy's accumulator dtype), max/min/argmax/argmin find the extremes and their first index."""
    x = T.matrix("x", dtype=dtype)
    axes = [0, 1, None]
    kinds = ("sum", "prod", "max", "min", "argmax", "argmin", "mean")
    f = twinlink.function([x], [getattr(x, kind)(axis=axis) for kind in kinds for axis in axes], target=target)
    rng = np.random.default_rng(5)
    if dtype == "bool":
        values = np.array([False, True])
    else:
        info = np.iinfo(dtype)
        values = np.array([info.min, info.min + 1, info.max, info.max - 1, 0, 1, 2, 3], dtype=dtype)
    for shape in [(4, 7), (3, 300), (300, 3), (9, 140)]:
        for a in (rng.choice(values, size=shape), np.full(shape, values[0]), np.full(shape, values[-1])):
            a = a.astype(dtype)
            for view_name, view in views_of(a):
                got = iter(f(view))
                for kind in kinds:
                    for axis in axes:
                        g = next(got)
                        e = np.asarray(getattr(np, kind)(a, axis=axis))
                        what = f"{kind}(axis={axis}) of {dtype}{a.shape}, {view_name}"
                        assert g.dtype == e.dtype, what
                        if kind == "mean":  # float64 sums of integers: order shows only in rounding
                            np.testing.assert_allclose(g, e, rtol=1e-12, err_msg=what)
                        else:
                            np.testing.assert_array_equal(g, e, err_msg=what)


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("shape", [(0, 5), (5, 0), (0, 0)])
def test_empty_axes_match_numpy(target, shape):
    """Reductions over or beside a zero-length axis: NumPy's identities and empty results, and
    its ValueError (same message) where an empty reduction has no identity."""
    x = T.dmatrix("x")
    a = np.zeros(shape)
    for kind in ("sum", "prod", "mean", "max", "min", "argmax", "argmin", "any", "all"):
        for axis in (0, 1, None):
            f = twinlink.function([x], getattr(x, kind)(axis=axis), target=target)
            what = f"{kind}(axis={axis}) of {shape}"
            try:
                with np.errstate(all="ignore"), warnings.catch_warnings():
                    warnings.simplefilter("ignore", RuntimeWarning)
                    e = np.asarray(getattr(np, kind)(a, axis=axis))
            except ValueError as err:
                with pytest.raises(ValueError, match=f"^{re.escape(str(err))}$"):
                    f(a)
                continue
            g = f(a)
            assert g.dtype == e.dtype and g.shape == e.shape, what
            np.testing.assert_array_equal(g, e, err_msg=what)


def varied_floats(dtype, shape, rng):
    """Values of mixed signs and magnitudes, so that the order of a sum shows in its bits."""
    return ((rng.random(shape) - 0.5) * 10.0 ** rng.integers(-8, 9, shape)).astype(dtype)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_float_reductions_bit_identical_across_targets_and_layouts(dtype):
    """sum/mean/prod/max/min of floats along each axis (and pairs of axes) are the same bits
    natively and in wasm, and for every layout of the same values: the summation order depends
    on the shape and the axes only. Rows up to 10007 long cover several levels of the pairwise
    order. A NaN (a product's inf * 0) must be NaN in both; its sign may differ (wasm
    canonicalises NaNs, README "What agrees and what does not")."""
    x = T.tensor3("x", dtype=dtype)
    kinds, axes = ("sum", "mean", "prod", "max", "min"), [0, 1, 2, None, (0, 2), (1, 2)]
    outs = [getattr(x, kind)(axis=axis) for kind in kinds for axis in axes]
    fs = {target: twinlink.function([x], outs, target=target) for target in ("native", "wasm")}
    rng = np.random.default_rng(6)
    for shape in [(2, 3, 7), (3, 5, 300), (2, 300, 9), (1, 2, 10007)]:
        a = varied_floats(dtype, shape, rng)
        reference = [np.array(g, copy=True) for g in fs["native"](a)]
        layouts = {"C": a, "fortran": np.asfortranarray(a), "reversed": np.ascontiguousarray(a[:, ::-1, ::-1])[:, ::-1, ::-1],
                   "transposed back": np.ascontiguousarray(a.transpose(2, 0, 1)).transpose(1, 2, 0)}
        for target, f in fs.items():
            for name, view in layouts.items():
                got = f(view)
                for (kind, axis), g, ref in zip(itertools.product(kinds, axes), got, reference):
                    nan = np.isnan(ref)
                    what = f"{kind}(axis={axis}) of {dtype}{shape}: {target}, {name} layout differs from native C"
                    assert np.array_equal(np.isnan(g), nan), what
                    assert g[~nan].tobytes() == ref[~nan].tobytes(), what


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_sums_follow_numpys_order(target, dtype):
    """A float sum along the innermost axis of a C-contiguous array is NumPy's pairwise sum
    (numpy/_core/src/umath/loops_utils.h.src) and a sum down the rows NumPy's row-by-row sum,
    so both give NumPy's bits, row lengths 1 to 300 and some long ones."""
    x = T.matrix("x", dtype=dtype)
    f = twinlink.function([x], [x.sum(axis=1), x.sum(axis=0)], target=target)
    rng = np.random.default_rng(8)
    for n in list(range(1, 301)) + [1000, 1031, 4096, 10007]:
        a = varied_floats(dtype, (3, n), rng)
        along, down = f(a)
        assert along.tobytes() == a.sum(axis=1).tobytes(), f"sum(axis=1) of {dtype}(3, {n})"
        assert down.tobytes() == a.sum(axis=0).tobytes(), f"sum(axis=0) of {dtype}(3, {n})"


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_reduction_walk_over_4d_layouts_matches_numpy(target):
    # The kernels' nd walk (reduce_walk.c, through tl_red_<name>_nd): four axes, reduced sets that leave the
    # row kernel, the block kernel and the one-row block kernel to it, outer axes walked by
    # the odometer, negative and non-unit strides, and no elements.
    x = T.tensor("float64", shape=(None,) * 4)
    specs = [("sum", (0, 2)), ("mean", (1, 3)), ("max", 2), ("min", (0, 1)), ("argmax", 2), ("argmin", 3),
             ("prod", 1), ("sum", None), ("argmax", None)]
    outs = [T.reduce(kind, x, axis=axis, keepdims=kind[:3] != "arg") for kind, axis in specs]
    f = twinlink.function([x], outs, target=target)
    a = np.round(np.random.default_rng(21).standard_normal((3, 4, 5, 6)) * 8) / 8  # exact sums
    views = {"C": a, "reversed": a[::-1, :, ::-1, ::-1], "strided": np.repeat(a, 2, axis=3)[..., ::2],
             "transposed": np.ascontiguousarray(a.transpose(3, 2, 1, 0)).transpose(3, 2, 1, 0)}
    for name, view in views.items():
        for (kind, axis), got in zip(specs, f(view)):
            want = np.asarray(getattr(np, kind)(view, axis=axis, keepdims=kind[:3] != "arg"))
            np.testing.assert_array_equal(got, want, err_msg=f"{kind}(axis={axis}) of {name}")
    empty = twinlink.function([x], [x.sum(axis=(0, 2)), x.max(axis=1)], target=target)
    got = empty(a[:, :, :0])
    np.testing.assert_array_equal(got[0], a[:, :, :0].sum(axis=(0, 2)))
    np.testing.assert_array_equal(got[1], a[:, :, :0].max(axis=1))


@functools.lru_cache(maxsize=None)
def cumulative_function(dtype, target):
    x = TensorType(dtype, shape=(None, None, None))("x")
    specs = [(kind, axis) for kind in ("cumsum", "cumprod") for axis in (None, 0, 1, -1)]
    outs = [getattr(T, kind)(x, axis=axis) for kind, axis in specs]
    return specs, twinlink.function([x], outs, target=target)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["int8", "uint16", "int32", "int64", "bool", "float32", "float64"])
def test_cumsum_cumprod_equal_numpy(target, dtype, data):
    # Each running value is the previous one plus (times) the next element, as NumPy's
    # add.accumulate: the same bits for floats, the same wrapping and widening for integers.
    specs, f = cumulative_function(dtype, target)
    shape = data.draw(hnp.array_shapes(min_dims=3, max_dims=3, min_side=0, max_side=5))
    if np.dtype(dtype).kind == "f":
        elements = st.floats(-100, 100, width=np.dtype(dtype).itemsize * 8) | st.sampled_from([np.nan, np.inf, -np.inf, -0.0])
    else:
        elements = None
    a = data.draw(hnp.arrays(dtype, shape, elements=elements))
    view = data.draw(st.sampled_from(["c", "fortran", "reversed"]))
    arg = np.asfortranarray(a) if view == "fortran" else (np.flip(np.flip(a).copy()) if view == "reversed" else a)
    for (kind, axis), got in zip(specs, f(arg)):
        with np.errstate(all="ignore"):
            expected = getattr(np, kind)(a, axis=axis)
        what = f"{kind}(axis={axis}) of {dtype}{a.shape}"
        assert got.dtype == expected.dtype and got.shape == expected.shape, what
        if expected.dtype.kind == "f":
            same = (got == expected) & (np.signbit(got) == np.signbit(expected)) | (np.isnan(got) & np.isnan(expected))
            assert same.all(), what
        else:
            np.testing.assert_array_equal(got, expected, err_msg=what)


def test_cumulative_errors_and_methods():
    x = T.dmatrix("x")
    with pytest.raises(ValueError, match=r"cumsum: axis 2 is out of bounds for a tensor of rank 2"):
        T.cumsum(x, axis=2)
    with pytest.raises(ValueError, match=r"cumprod\{axis=0\}: axis 0 is out of bounds for a tensor of rank 0"):
        T.Cumulative("prod", 0)(T.dscalar("s"))
    with pytest.raises(TypeError, match=r"cumsum: axis must be an int or None"):
        T.cumsum(x, axis=(0,))
    f = twinlink.function([x], [x.cumsum(axis=1), x.cumprod(), T.cumsum(x[0, 0]), T.cumprod(x[0, 0], axis=-1)])
    a = np.arange(1.0, 7.0).reshape(2, 3)
    for g, e in zip(f(a), [a.cumsum(axis=1), a.cumprod(), np.cumsum(a[0, 0]), np.cumprod(a[0, 0], axis=-1)]):
        assert g.shape == e.shape
        np.testing.assert_array_equal(g, e)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_var_with_a_fractional_ddof_divides_as_numpy(target):
    # NumPy divides by count - ddof in float64 and rounds into float32.
    x = T.fmatrix("x")
    f = twinlink.function([x], [T.var(x, axis=1, ddof=0.3), x.std(axis=1, ddof=0.1)], target=target)
    a = np.random.default_rng(1).standard_normal((200, 7)).astype("float32")
    for g, e in zip(f(a), [np.var(a, axis=1, ddof=0.3), np.std(a, axis=1, ddof=0.1)]):
        assert g.dtype == e.dtype
        np.testing.assert_array_equal(g, e)


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32", "int32"])
def test_nan_reductions_isclose_nan_to_num_like_numpy(target, dtype):
    m, v = TensorType(dtype, shape=(None, None))("m"), TensorType(dtype, shape=(None, None))("v")
    outs = [T.nansum(m, axis=1), T.nanmean(m, axis=1), T.nanmax(m, axis=1), T.nanmin(m, axis=0), T.nanmean(m),
            T.nansum(m, axis=0, keepdims=True), T.nan_to_num(m), T.nan_to_num(m, nan=-1.0, posinf=9.0),
            T.isclose(m, v), T.isclose(m, v, rtol=0.1, equal_nan=True), T.allclose(m, v, atol=10.0)]
    f = twinlink.function([m, v], outs, target=target)
    rng = np.random.default_rng(25)
    a = (rng.normal(size=(5, 6)) * 3).astype(dtype)
    b = a.copy()
    if dtype.startswith("float"):
        a[0, :] = np.nan  # an all-NaN row
        a[1, 1], a[2, 2], a[3, 3], a[4, 0] = np.inf, -np.inf, np.nan, -0.0
        b[1, 2] *= 1.05
        b[3, 3] = np.nan
        b[2, 2] = np.inf
    b[4, 5] = b[4, 5] + 7
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # all-NaN slices
        expected = [np.nansum(a, axis=1), np.nanmean(a, axis=1), np.nanmax(a, axis=1), np.nanmin(a, axis=0),
                    np.nanmean(a), np.nansum(a, axis=0, keepdims=True), np.nan_to_num(a),
                    np.nan_to_num(a, nan=-1.0, posinf=9.0), np.isclose(a, b), np.isclose(a, b, rtol=0.1, equal_nan=True),
                    np.allclose(a, b, atol=10.0)]
    for k, (got, e) in enumerate(zip(f(a, b), expected)):
        e = np.asarray(e)
        assert got.dtype == e.dtype and got.shape == e.shape, (k, got.dtype, e.dtype, got.shape, e.shape)
        np.testing.assert_array_equal(got, e, err_msg=f"output {k}")
