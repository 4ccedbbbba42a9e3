"""dot/matmul, shape operations and the ops whose C is registered per Type (DeepCopyOp, ViewOp,
Shape, Shape_i), both targets, against NumPy: hypothesis picks shapes, slices and layouts;
every op's bad input is checked."""
import functools
import re
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import twinlink
import twinlink.tensor as T
from twinlink import ops
from twinlink.tensor import TensorType, shape_ops

from doc_types import Double, add

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@functools.lru_cache(maxsize=None)
def dot_function(dx, dy, nx, ny, target):
    x, y = TensorType(dx, shape=(None,) * nx)("x"), TensorType(dy, shape=(None,) * ny)("y")
    return twinlink.function([x, y], [T.dot(x, y), x @ y], target=target)


@SETTINGS
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dx, dy", [("float64", "float64"), ("float32", "float32"), ("int32", "int64"), ("float32", "int16"), ("bool", "bool")])
def test_dot_matches_numpy(target, dx, dy, data):
    nx, ny = data.draw(st.integers(1, 2)), data.draw(st.integers(1, 2))
    m, k, n = (data.draw(st.integers(0, 70)) for _ in range(3))
    a = data.draw(hnp.arrays(dx, (m, k)[2 - nx:], elements=_small(dx)))
    b = data.draw(hnp.arrays(dy, (k, n)[:ny], elements=_small(dy)))
    if data.draw(st.booleans()) and a.ndim == 2:
        a = np.asfortranarray(a)
    got_dot, got_matmul = dot_function(dx, dy, nx, ny, target)(a, b)
    expected = np.dot(a, b)
    for got in (got_dot, got_matmul):
        assert got.dtype == expected.dtype and got.shape == expected.shape
        if expected.dtype.kind == "f":
            np.testing.assert_allclose(got, expected, rtol=1e-4 if expected.dtype == np.float32 else 1e-12, atol=1e-3 if expected.dtype == np.float32 else 1e-9)
        else:
            np.testing.assert_array_equal(got, expected)


def _small(dtype):
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        return st.floats(-10, 10, width=dtype.itemsize * 8)
    if dtype.kind == "b":
        return st.booleans()
    return st.integers(-50, 50)


def test_dot_errors():
    x, y = TensorType("float64", shape=(2, 3))("x"), TensorType("float64", shape=(4,))("y")
    with pytest.raises(ValueError, match=r"^dot: shapes \(2, 3\) and \(4,\) not aligned: 3 \(dim 1\) != 4 \(dim 0\)$"):
        T.dot(x, y)
    with pytest.raises(ValueError, match="operands must be 1-d or 2-d"):
        T.dot(T.tensor("float64", shape=(None,) * 3), y)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_dot_runtime_shape_error(target):
    a, b = T.dmatrix("a"), T.dvector("b")
    f = twinlink.function([a, b], T.dot(a, b), target=target)
    with pytest.raises(ValueError, match=r"^dot: shapes \(2, 3\) and \(4,\) not aligned: 3 \(dim 1\) != 4 \(dim 0\)$"):
        f(np.ones((2, 3)), np.ones(4))


slices = st.tuples(st.none() | st.integers(-6, 6), st.none() | st.integers(-6, 6), st.none() | st.sampled_from([-3, -2, -1, 1, 2, 3]))


@functools.lru_cache(maxsize=None)
def shape_function(index, shape2, pattern, target):
    x = T.dmatrix("x")
    outs = [x[tuple(slice(*s) if isinstance(s, tuple) else s for s in index)], x.T, x.reshape(shape2), x.flatten(),
            x.dimshuffle(*pattern), T.concatenate([x, x * 2], axis=0), T.concatenate([x, x], axis=1),
            T.stack([x, x + 1], axis=2), T.shape(x), x.shape[0]]
    return twinlink.function([x], outs, target=target)


@SETTINGS
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
def test_shape_ops_match_numpy(target, data):
    a = data.draw(hnp.arrays("float64", (data.draw(st.integers(1, 5)), 6), elements=st.floats(-5, 5)))
    if data.draw(st.booleans()):
        a = np.asfortranarray(a)
    index = (data.draw(slices), data.draw(slices | st.integers(-6, 5)))
    shape2 = data.draw(st.sampled_from([(-1,), (a.shape[0], 3, 2), (2, -1, 3), (-1, 2)]))
    pattern = data.draw(st.sampled_from([(1, 0), (0, "x", 1), ("x", 1, 0)]))
    f = shape_function(index, shape2, pattern, target)
    np_index = tuple(slice(*s) if isinstance(s, tuple) else s for s in index)
    reshaped = a.reshape(shape2) if a.size % 6 == 0 else None
    expected = [a[np_index], a.T, reshaped, a.ravel(), _dimshuffle(a, pattern), np.concatenate([a, a * 2], 0),
                np.concatenate([a, a], 1), np.stack([a, a + 1], 2), np.array(a.shape), a.shape[0]]
    got = f(a)
    for g, e, what in zip(got, expected, ["slice", "T", "reshape", "flatten", "dimshuffle", "concat0", "concat1", "stack", "shape", "shape_i"]):
        e = np.asarray(e)
        assert g.shape == e.shape and g.dtype == e.dtype, what
        np.testing.assert_array_equal(g, e, err_msg=what)


@functools.lru_cache(maxsize=None)
def view_copy_function(dtype, target):
    x = TensorType(dtype, shape=(None, None, None))("x")
    outs = [x.dimshuffle(2, 0, 1), x[::-1, 1:, ::-3], x[:, 0, :], x[1, 2, 3], x.reshape((-1,)), x.dimshuffle(1, "x", 2, 0)]
    return twinlink.function([x], outs, target=target)


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["bool", "int8", "int16", "float32", "int64", "float64"])
def test_view_copies_of_each_element_size(target, dtype):
    """The copy kernel (shape_ops.COPY) by element size (1, 2, 4, 8 bytes), with reversed and
    stepped axes, a dropped axis, a 0-d result, a reshape of a contiguous input and of a
    transposed one; large enough (1.2 million elements) for the native walk to split the copy
    over threads; empty; and size-1 axes whose strides are anything (contiguous all the same)."""
    f = view_copy_function(dtype, target)
    rng = np.random.default_rng(5)
    for shape in [(3, 4, 5), (40, 100, 300)]:
        for a in (rng.integers(-100, 100, size=shape).astype(dtype),
                  np.transpose(rng.integers(-100, 100, size=shape[::-1]).astype(dtype))):
            expected = [a.transpose(2, 0, 1), a[::-1, 1:, ::-3], a[:, 0, :], a[1, 2, 3], a.reshape(-1),
                        a.transpose(1, 2, 0)[:, None, :, :]]
            for g, e in zip(f(a), expected):
                assert g.dtype == e.dtype and g.shape == e.shape and g.flags.c_contiguous
                assert g.tobytes() == np.ascontiguousarray(e).tobytes()
    x = TensorType(dtype, shape=(None, None, None))("x")
    h = twinlink.function([x], [x.dimshuffle(2, 0, 1), x[::-1], x.reshape((-1,))], target=target)
    empty = np.zeros((2, 0, 5), dtype)
    assert [r.shape for r in h(empty)] == [(5, 2, 0), (2, 0, 5), (0,)]
    base = rng.integers(-100, 100, size=800).astype(dtype)
    odd = np.lib.stride_tricks.as_strided(base, shape=(1, 4, 1), strides=(97 * base.itemsize, base.itemsize, 31 * base.itemsize))
    for g, e in zip(h(odd), [odd.transpose(2, 0, 1), odd[::-1], odd.reshape(-1)]):
        assert g.tobytes() == np.ascontiguousarray(e).tobytes()


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_concatenate_and_stack_convert_each_input(target):
    """concatenate and stack (scalar_ops.convert_kernel): inputs of several dtypes converted to
    the result's as NumPy does, strided and reversed inputs, an empty one, each axis."""
    b, i8, i32, f32 = (TensorType(dt, shape=(None, None))(dt) for dt in ("bool", "int8", "int32", "float32"))
    f = twinlink.function([b, i8, i32, f32], [T.concatenate([b, i8, i32], axis=0), T.concatenate([i32, f32, b], axis=1),
                                              T.stack([i8, f32], axis=2), T.stack([b, i8], axis=0),
                                              T.concatenate([i8, i8], axis=1)], target=target)
    rng = np.random.default_rng(3)
    for rows in (3, 0, 300):
        bb = rng.random((rows, 5)) > 0.5
        ii8 = rng.integers(-128, 128, size=(5, rows)).astype(np.int8).T
        ii32 = rng.integers(-2**31, 2**31, size=(rows, 10), dtype=np.int64).astype(np.int32)[:, ::-2]
        ff32 = rng.standard_normal((rows, 5)).astype(np.float32)[::-1]
        expected = [np.concatenate([bb, ii8, ii32], 0), np.concatenate([ii32, ff32, bb], 1), np.stack([ii8, ff32], 2),
                    np.stack([bb, ii8], 0), np.concatenate([ii8, ii8], 1)]
        for g, e in zip(f(bb, ii8, ii32, ff32), expected):
            assert g.dtype == e.dtype and g.shape == e.shape
            assert g.tobytes() == e.tobytes()


def test_convert_kernels_of_every_pair_compile(tmp_path):
    """scalar_ops.convert_kernel for every pair of dtypes from a float, the casts that call
    helpers of their own (NumPy's rules for NaN, inf and out-of-range values), compiles as the
    kernel object it is, without implicit declarations (no product or join reaches these pairs
    today; the kernel says it converts any pair)."""
    import os
    import subprocess
    from twinlink.tensor import scalar_ops as so
    from twinlink.tensor.type import DTYPES
    for src in ("float32", "float64"):
        for dst in DTYPES:
            path = tmp_path / f"{src}_{dst}.c"
            path.write_text(so.convert_kernel(np.dtype(src), np.dtype(dst)).text)
            subprocess.run([os.environ.get("CC", "cc"), "-std=c11", "-O1", "-Werror=implicit-function-declaration",
                            "-c", "-o", str(path.with_suffix(".o")), str(path)], check=True)


def test_a_module_of_shape_ops_is_glue():
    """Transposes, slices, reshapes and shapes call the copy kernel or NumPy's API only, any/all
    their fold kernel, concatenate, stack and every product kernels, so a module of the op
    library's ops is glue (ARCHITECTURE.md, "Kernel objects"): compiled at -O1, in two units
    when its kernels are cached."""
    x, y = T.dmatrix("x"), T.dmatrix("y")
    f = twinlink.function([x, y], [T.dot(x, y.T), (x.T * 2.0).sum(axis=0), x[1:, ::-1], x.reshape((-1,)),
                                   T.shape(x), x.shape[1], (x > y).any(), x.all(axis=0),
                                   T.concatenate([x, y], axis=1), T.stack([x, y], axis=0)], target="native")
    assert f.plan["glue_only"]
    i, b = TensorType("int64", shape=(None, None))("i"), TensorType("bool", shape=(None,))("b")
    g = twinlink.function([i, b, x], [T.dot(i, i), i @ b, T.dot(x, i)], target="native")
    assert g.plan["glue_only"]  # integer products, and conversions of operands, are kernels too
    u, v = Double()("u"), Double()("v")
    h = twinlink.function([u, v], add(u, v), target="native")
    assert not h.plan["glue_only"]  # an op that does not say c_glue_only


def _dimshuffle(a, pattern):
    axes = [p for p in pattern if p != "x"]
    out = a.transpose(axes)
    for i, p in enumerate(pattern):
        if p == "x":
            out = np.expand_dims(out, i)
    return out


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_shape_op_errors(target):
    x = T.dmatrix("x")
    f = twinlink.function([x], [x[5], x.reshape(4)], target=target)
    with pytest.raises(IndexError, match=r"^index 5 is out of bounds for axis 0 with size 2$"):
        f(np.ones((2, 2)))
    g = twinlink.function([x], x.reshape(3), target=target)
    with pytest.raises(ValueError, match=r"^cannot reshape array of size 4 into shape \(3,\)$"):
        g(np.ones((2, 2)))
    h = twinlink.function([x], T.concatenate([x, x.T], axis=0), target=target)
    with pytest.raises(ValueError, match=r"concatenate\{axis=0\}: input 1 has length 2 along axis 1, input 0 has 3"):
        h(np.ones((2, 3)))


def test_shape_op_graph_errors():
    x = TensorType("float64", shape=(2, 3))("x")
    with pytest.raises(IndexError, match="out of bounds for axis 0 with size 2"):
        x[2]
    with pytest.raises(TypeError, match=r"only ints, slices, \.\.\. and None are supported, and one integer or boolean array"):
        x[0.5]
    with pytest.raises(IndexError, match="single ellipsis"):
        x[..., None, ...]
    with pytest.raises(IndexError, match="single ellipsis"):
        x[..., 0, ...]
    with pytest.raises(IndexError, match=r"an integer array index is supported among slices and '\.\.\.' only"):
        x[np.array([0, 1]), None]
    with pytest.raises(ValueError, match="cannot select axis 1, of length 3"):
        T.squeeze(x, 1)
    with pytest.raises(ValueError, match="same number of elements"):
        T.moveaxis(x, (0, 1), 0)
    with pytest.raises(ValueError, match="out of bounds"):
        T.expand_dims(x, 3)
    with pytest.raises(ValueError, match=r"cannot reshape array of size 6 into shape \(4,\)"):
        x.reshape(4)
    with pytest.raises(IndexError, match=r"Shape_i\{2\}: a tensor of rank 2 has no axis 2"):
        shape_ops.shape_i(x, 2)
    with pytest.raises(ValueError, match=r"cannot be dropped"):
        x.dimshuffle(1)


NEW_AXIS_KEYS = [(slice(None), None), (None,), (None, 1), (Ellipsis, None), (1, None, slice(None, None, -1)),
                 (None, Ellipsis, None, 2), (slice(1, 3), None, slice(None), None), (None, None, 0, 0)]


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_new_axes_and_numpy_shape_helpers(target):
    x = T.dmatrix("x")
    a = np.arange(12.0).reshape(3, 4)
    c = TensorType("float64", shape=(None, 1, None))("c")
    cases = [(x[k], a[k]) for k in NEW_AXIS_KEYS] + [
        (T.expand_dims(x, 1), np.expand_dims(a, 1)), (T.expand_dims(x, (0, -1)), np.expand_dims(a, (0, -1))),
        (T.swapaxes(x, 0, -1), np.swapaxes(a, 0, -1)), (T.outer(x[0], x[:, 1]), np.outer(a[0], a[:, 1])),
        (T.ravel(x.T), np.ravel(a.T)), (T.squeeze(T.expand_dims(x, (0, 2))), a), (T.squeeze(x), a),
        (T.squeeze(T.expand_dims(x, 1), axis=1), a)]
    f = twinlink.function([x], [e for e, _ in cases], target=target)
    for k, (got, (_, expected)) in enumerate(zip(f(a), cases)):
        assert got.shape == expected.shape and np.array_equal(got, expected), k
    t = np.arange(24.0).reshape(2, 3, 4)
    y = T.tensor3("y")
    g = twinlink.function([y, c], [T.moveaxis(y, 0, -1), T.moveaxis(y, (0, 1), (2, 0)), T.squeeze(c, 1)], target=target)
    got = g(t, np.ones((2, 1, 3)))
    for h, e in zip(got, [np.moveaxis(t, 0, -1), np.moveaxis(t, (0, 1), (2, 0)), np.ones((2, 3))]):
        assert h.shape == e.shape and np.array_equal(h, e)
    # an axis of unknown length is checked when the function runs
    s = twinlink.function([y], T.squeeze(y, 1), target=target)
    assert s(np.ones((2, 1, 3))).shape == (2, 3)
    with pytest.raises(ValueError, match="cannot drop axis 1 of length 3"):
        s(np.ones((2, 3, 3)))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_numpy_flips_stacks_likes_and_counts(target):
    v, m, i = T.dvector("v"), T.dmatrix("m"), T.ivector("i")
    V = np.array([-2.5, 0.0, -0.0, 3.0, np.inf, -np.inf, np.nan, 7.25])
    M = np.arange(12.0).reshape(3, 4) - 5
    M[1, 1] = np.nan
    I = np.array([-7, 0, 5, -2**31, 9, -1], np.int32)
    cases = [
        (T.flip(v), np.flip(V)), (T.flip(m), np.flip(M)), (T.flip(m, 1), np.flip(M, 1)), (T.flip(m, (0, -1)), np.flip(M, (0, -1))),
        (T.flipud(m), np.flipud(M)), (T.fliplr(m), np.fliplr(M)),
        (T.vstack([v[:4], v[4:]]), np.vstack([V[:4], V[4:]])), (T.vstack([m, m[:1]]), np.vstack([M, M[:1]])),
        (T.hstack([v, v[:2]]), np.hstack([V, V[:2]])), (T.hstack([m, m]), np.hstack([M, M])), (T.dstack([m, m]), np.dstack([M, M])),
        (T.column_stack([v[:3], v[3:6]]), np.column_stack([V[:3], V[3:6]])), (T.column_stack([m[:, 0], m]), np.column_stack([M[:, 0], M])),
        (T.atleast_2d(v), np.atleast_2d(V)), (T.atleast_3d(v), np.atleast_3d(V)), (T.atleast_3d(m), np.atleast_3d(M)),
        (T.atleast_1d(v[0]), np.atleast_1d(V[0])), (T.atleast_2d(v, m)[0], np.atleast_2d(V, M)[0]),
        (T.zeros_like(m), np.zeros_like(M)), (T.ones_like(i), np.ones_like(I)), (T.full_like(v, np.nan), np.full_like(V, np.nan)),
        (T.full_like(i, 2.7), np.full_like(I, 2.7)), (T.full_like(m, 3, dtype="float32"), np.full_like(M, 3, dtype="float32")),
        (T.empty_like(v, dtype="uint8"), np.zeros_like(V, dtype="uint8")),
        (T.amax(m, axis=0), np.amax(M, axis=0)), (T.amin(m, axis=1), np.amin(M, axis=1)), (T.ptp(i), np.ptp(I)),
        (T.ptp(m, axis=1), np.ptp(M, axis=1)), (T.count_nonzero(v), np.count_nonzero(V)),
        (T.count_nonzero(m, axis=0), np.count_nonzero(M, axis=0)), (T.count_nonzero(i, keepdims=True), np.count_nonzero(I, keepdims=True))]
    f = twinlink.function([v, m, i], [e for e, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(V, M, I), cases)):
        want = np.asarray(want)
        same = (got == want) & (np.signbit(got) == np.signbit(want)) | (np.isnan(got) & np.isnan(want)) if want.dtype.kind == "f" else got == want
        assert got.shape == want.shape and got.dtype == want.dtype and np.all(same), (k, got, want)
    with pytest.raises(ValueError, match="fliplr: the input must have at least 2 dimensions"):
        T.fliplr(v)
    with pytest.raises(TypeError, match="full_like: unsupported dtype complex128"):
        T.full_like(v, 1, dtype="complex128")


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_tile_and_average_as_numpy(target):
    # NumPy's values, dtypes and shapes, bit for bit (average sums as NumPy's sum does), on
    # inputs whose lengths are known only when the function runs
    m, w, i, f = T.dmatrix("m"), T.dvector("w"), T.lmatrix("i"), T.fvector("f")
    M = np.arange(12.0).reshape(3, 4) ** 1.5
    W = np.array([0.5, 1.5, 2.0, -0.25])
    I = np.arange(12).reshape(3, 4)
    F = np.array([1.5, -2.0, 0.25], np.float32)
    r1, r2 = T.average(m, axis=0, weights=m, returned=True), T.average(m, axis=1, returned=True)
    cases = [
        (T.average(m), np.average(M)), (T.average(m, axis=1, weights=w), np.average(M, axis=1, weights=W)),
        (T.average(i, axis=0), np.average(I, axis=0)), (T.average(m, weights=m), np.average(M, weights=M)),
        (T.average(i, axis=1, weights=w, keepdims=True), np.average(I, axis=1, weights=W, keepdims=True)),
        (T.average(f, weights=f), np.average(F, weights=F)), (T.average(f), np.average(F)),
        (r1[0], np.average(M, axis=0, weights=M, returned=True)[0]), (r1[1], np.average(M, axis=0, weights=M, returned=True)[1]),
        (r2[0], np.average(M, axis=1, returned=True)[0]), (r2[1], np.average(M, axis=1, returned=True)[1]),
        (T.tile(m, 2), np.tile(M, 2)), (T.tile(w, (2, 3)), np.tile(W, (2, 3))), (T.tile(m, (0, 2)), np.tile(M, (0, 2))),
        (T.tile(i, (2, 1, 1)), np.tile(I, (2, 1, 1))), (T.tile(f, 1), np.tile(F, 1)), (np.tile(f, (3,)), np.tile(F, 3))]
    fn = twinlink.function([m, w, i, f], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(fn(M, W, I, F), cases)):
        want = np.asarray(want)
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    with pytest.raises(ValueError, match="tile: reps must be non-negative ints"):
        T.tile(m, (2, -1))
    with pytest.raises(TypeError, match="average: axis must be given"):
        T.average(m, weights=w)
    with pytest.raises(TypeError, match="average: 1-d weights expected"):
        T.average(T.tensor3("t"), axis=0, weights=m)


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32", "int64", "int32", "uint8"])
def test_quantile_and_percentile_give_numpys_bits(target, dtype):
    # NumPy's default method ("linear") in NumPy's types: q as Python numbers (weak), NumPy
    # scalars of both widths, integers (no interpolation) and lists; every axis, None and
    # keepdims; NaN and inf in float lanes (a lane ending in inf interpolates to NaN, as NumPy's),
    # integers across their whole range (the difference wraps, as NumPy's)
    rng = np.random.default_rng(3)
    x = T.matrix("x", dtype=dtype)
    if dtype.startswith("float"):
        a = (rng.standard_normal((5, 7)) * 10).astype(dtype)
        a[1, 2], a[3, :4] = np.nan, [np.inf, 1, 2, -np.inf]
    else:
        info = np.iinfo(dtype)
        a = rng.integers(info.min, info.max, (5, 7), endpoint=True).astype(dtype)
    cases = []
    for fn, qs in (("quantile", [0.5, 0.3, 1.0, 0, 1, [0.25, 0.5, 0.99], np.float64(0.3), np.float32(0.3)]),
                   ("percentile", [50, 30.0, 100, [10, 90.5], np.float32(37.5), 99.9])):
        for q in qs:
            for axis, keepdims in ((None, False), (0, False), (1, True), (None, True), (-1, False)):
                cases.append((fn, q, axis, keepdims))
    f = twinlink.function([x], [getattr(T, fn)(x, q, axis=axis, keepdims=kd) for fn, q, axis, kd in cases], target=target)
    for (fn, q, axis, kd), got in zip(cases, f(a)):
        with np.errstate(invalid="ignore"):  # inf - inf in NumPy's interpolation
            want = np.asarray(getattr(np, fn)(a, q, axis=axis, keepdims=kd))
        if dtype == "float32" and isinstance(q, np.float64) and axis is None:
            want = want.astype(np.float64)  # NumPy 2.4 makes a 0-d NaN result float32 here, else float64
        what = (fn, q, axis, kd)
        assert got.shape == want.shape and got.dtype == want.dtype, (what, got.dtype, want.dtype)
        assert np.array_equal(got, want, equal_nan=True), (what, got, want)
    with pytest.raises(IndexError, match="index -1 is out of bounds for axis 0 with size 0"):
        twinlink.function([x], T.quantile(x, 0.5, axis=1), target=target)(np.zeros((2, 0), dtype))
    with pytest.raises(ValueError, match="Quantiles must be in the range"):
        T.quantile(x, 1.5)
    with pytest.raises(ValueError, match="Percentiles must be in the range"):
        T.percentile(x, [50, -1])
    with pytest.raises(TypeError, match="quantile: a must be an array of real numbers"):
        T.quantile(T.bvector("b", dtype="bool"), 0.5)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_roll_as_numpy(target):
    # every axis, None (C order), shifts beyond the length and negative, tuples summed per axis,
    # strided and transposed inputs, an empty axis, NumPy's dispatch
    m, t = T.dmatrix("m"), T.tensor3("t", dtype="int16")
    M = np.arange(12.0).reshape(3, 4)
    A = np.arange(60, dtype=np.int16).reshape(3, 4, 5)
    cases = [(T.roll(m, 1), np.roll(M, 1)), (T.roll(m, -13, axis=1), np.roll(M, -13, axis=1)), (T.roll(m, (1, 2)), np.roll(M, (1, 2))),
             (T.roll(m.T, 2, axis=0), np.roll(M.T, 2, axis=0)), (T.roll(t, (1, -2), axis=(0, 2)), np.roll(A, (1, -2), axis=(0, 2))),
             (T.roll(t, 1, axis=(0, 1)), np.roll(A, 1, axis=(0, 1))), (T.roll(t, (2, -2), axis=(1, 1)), A),
             (T.roll(m[:, ::2], 3, axis=-1), np.roll(M[:, ::2], 3, axis=-1)), (T.roll(t, 0, axis=1), A), (np.roll(m, 5), np.roll(M, 5))]
    f = twinlink.function([m, t], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(M, A), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    assert twinlink.function([m], T.roll(m, 2, axis=0), target=target)(np.zeros((0, 3))).shape == (0, 3)
    with pytest.raises(ValueError, match="roll: axis 2 is out of bounds"):
        T.roll(m, 1, axis=2)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_repeat_as_numpy(target):
    # every axis, None (C order), 0 and 1 repeats, strided and transposed inputs, a 0-d input,
    # an empty axis, NumPy's dispatch
    m, t, s = T.dmatrix("m"), T.tensor3("t", dtype="int16"), T.dscalar("s")
    M = np.arange(12.0).reshape(3, 4)
    A = np.arange(60, dtype=np.int16).reshape(3, 4, 5)
    cases = [(T.repeat(m, 2), np.repeat(M, 2)), (T.repeat(m, 3, axis=1), np.repeat(M, 3, axis=1)),
             (T.repeat(m.T, 2, axis=0), np.repeat(M.T, 2, axis=0)), (T.repeat(t, 2, axis=-1), np.repeat(A, 2, axis=-1)),
             (T.repeat(t, 0, axis=1), np.repeat(A, 0, axis=1)), (T.repeat(t[:, ::2], 1, axis=0), np.repeat(A[:, ::2], 1, axis=0)),
             (np.repeat(m, 2, axis=0), np.repeat(M, 2, axis=0)), (T.repeat(s, 3), np.repeat(np.float64(2.5), 3))]
    f = twinlink.function([m, t, s], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(M, A, 2.5), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    assert twinlink.function([m], T.repeat(m, 2, axis=0), target=target)(np.zeros((0, 3))).shape == (0, 3)
    with pytest.raises(ValueError, match="more elements than an array holds"):
        twinlink.function([m], T.repeat(m, 2**61, axis=1), target=target)(M)
    with pytest.raises(TypeError, match="repeat: repeats must be an int, or integers in a 0-d or 1-d tensor"):
        T.repeat(m, [1.5, 2, 3], axis=0)
    with pytest.raises(TypeError, match="repeat: repeats must be an int, or integers"):
        T.repeat(m, np.ones((2, 2), np.int64), axis=0)
    with pytest.raises(ValueError, match="repeat: negative dimensions"):
        T.repeat(m, -1)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_repeat_counts_per_element_as_numpy(target):
    # counts from an int64 vector input (along an axis, a negative one, a transposed input, C
    # order), a constant list, a uint8 vector, a count of length 1 broadcast, a 0-d int32
    # input, zeros; NumPy's errors for unequal lengths and negative counts, ours for a total
    # beyond an array, and the function works after each
    m, c, k, u = T.dmatrix("m"), T.lvector("c"), T.iscalar("k"), T.vector("u", dtype="uint8")
    M, C, U = np.arange(6.0).reshape(2, 3), np.array([1, 2, 0]), np.array([0, 3], np.uint8)
    cases = [(T.repeat(m, c, axis=1), np.repeat(M, C, axis=1)), (T.repeat(m, c, axis=-1), np.repeat(M, C, axis=-1)),
             (T.repeat(m.T, c, axis=0), np.repeat(M.T, C, axis=0)), (np.repeat(m, [2, 0, 1], axis=1), np.repeat(M, [2, 0, 1], axis=1)),
             (T.repeat(m, u, axis=0), np.repeat(M, U, axis=0)), (T.repeat(m, k, axis=0), np.repeat(M, 2, axis=0)),
             (T.repeat(m, c[:1], axis=1), np.repeat(M, C[:1], axis=1)), (T.repeat(m, k), np.repeat(M, 2))]
    f = twinlink.function([m, c, k, u], [e for e, _ in cases], target=target)
    for j, (got, (_, want)) in enumerate(zip(f(M, C, np.int32(2), U), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (j, got, want)
    g = twinlink.function([m, c], T.repeat(m, c), target=target)
    C6 = np.array([1, 2, 3, 0, 1, 1])
    assert np.array_equal(g(M, C6), np.repeat(M, C6))
    assert g(M, np.zeros(6, np.int64)).shape == (0,)
    for bad, message in [(np.array([1, 2]), r"operands could not be broadcast together with shape \(6,\) \(2,\)"),
                         (np.array([1, -1, 0, 0, 0, 0]), "repeats may not contain negative values"),
                         (np.array([2**62, 2**62, 1, 1, 1, 1]), "more elements than an array holds")]:
        with pytest.raises(ValueError, match=message):
            g(M, bad)
        assert np.array_equal(g(M, C6), np.repeat(M, C6))


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32", "int32"])
def test_nanmedian_nanquantile_nanpercentile_give_numpys_bits(target, dtype):
    # each lane's elements that are not NaN (NaN for a lane with none and for an empty axis),
    # next to the plain functions in the same module
    rng = np.random.default_rng(5)
    x = T.matrix("x", dtype=dtype)
    if dtype.startswith("float"):
        a = (rng.standard_normal((6, 7)) * 10).astype(dtype)
        a[0, [1, 3]], a[1, :], a[2, :3], a[4, 6] = np.nan, np.nan, [np.inf, np.nan, -np.inf], np.nan
    else:
        a = rng.integers(-100, 100, (6, 7)).astype(dtype)
    cases = [(fn, q, axis, kd) for fn, qs in (("nanquantile", [0.5, 0.3, 1.0, 0, [0.25, 0.99]]), ("nanpercentile", [50, [10, 90]]),
                                               ("nanmedian", [None]), ("median", [None]), ("quantile", [0.3]))
             for q in qs for axis, kd in ((None, False), (0, False), (1, True), (-1, False))]

    def build(mod, fn, q, axis, kd, arg):
        f = getattr(mod, fn)
        return f(arg, axis=axis, keepdims=kd) if q is None else f(arg, q, axis=axis, keepdims=kd)

    f = twinlink.function([x], [build(T, *c, x) for c in cases], target=target)
    for c, got in zip(cases, f(a)):
        with np.errstate(invalid="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's all-NaN slice warning
            want = np.asarray(build(np, *c, a))
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want, equal_nan=True), (c, got, want)
    empty = twinlink.function([x], [T.nanquantile(x, 0.5, axis=1), T.nanmedian(x, axis=1)], target=target)(np.zeros((2, 0), dtype))
    assert all(np.isnan(v).all() and v.shape == (2,) for v in empty)
    if dtype == "int32":
        with pytest.raises(ValueError, match="an empty axis has no element to take"):
            twinlink.function([x], T.nanquantile(x, 1, axis=1), target=target)(np.zeros((2, 0), dtype))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_diagonal_and_trace_as_numpy(target):
    # offsets of both signs and beyond the matrix (an empty diagonal), any two axes of a 3-d
    # input in either order, transposed and strided inputs, bools summed as NumPy's trace does
    m, t, b = T.dmatrix("m"), T.tensor3("t", dtype="int16"), T.matrix("b", dtype="bool")
    M = np.arange(12.0).reshape(3, 4) ** 1.3
    A = np.arange(60, dtype=np.int16).reshape(3, 4, 5)
    B = (np.arange(9).reshape(3, 3) % 2).astype(bool)
    cases = [(T.diagonal(m), np.diagonal(M)), (T.diagonal(m, 1), np.diagonal(M, 1)), (T.diagonal(m, -2), np.diagonal(M, -2)),
             (T.diagonal(m, 5), np.diagonal(M, 5)), (T.diagonal(t, 1, 2, 0), np.diagonal(A, 1, 2, 0)),
             (T.diagonal(t, 0, -1, 1), np.diagonal(A, 0, -1, 1)), (T.diagonal(m.T), np.diagonal(M.T)),
             (T.diagonal(m[:, ::2]), np.diagonal(M[:, ::2])), (T.diagonal(m, 2**31 - 1), np.diagonal(M, 2**31 - 1)),
             (T.diagonal(m, 1 - 2**31), np.diagonal(M, 1 - 2**31)), (T.trace(m), np.trace(M)), (T.trace(m, -1), np.trace(M, -1)),
             (T.trace(t, 0, 1, 2), np.trace(A, 0, 1, 2)), (np.trace(m, 1), np.trace(M, 1)), (T.trace(b), np.trace(B))]
    f = twinlink.function([m, t, b], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(M, A, B), cases)):
        want = np.asarray(want)
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    with pytest.raises(ValueError, match="diagonal: the input must have at least 2 dimensions"):
        T.diagonal(T.dvector("v"))
    with pytest.raises(ValueError, match="axis1 and axis2 must be two different axes"):
        T.diagonal(m, 0, 1, 1)
    with pytest.raises(OverflowError, match="beyond a C int"):  # NumPy's OverflowError too
        T.diagonal(m, 2**40)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_tril_and_triu_as_numpy(target):
    # diagonals of both signs and beyond the matrix, stacks of matrices, transposed, strided,
    # bool and empty inputs
    m, t, b = T.dmatrix("m"), T.tensor3("t", dtype="int16"), T.matrix("b", dtype="bool")
    M = np.arange(12.0).reshape(3, 4) + 1
    A = np.arange(60, dtype=np.int16).reshape(3, 4, 5) + 1
    B = np.ones((3, 3), bool)
    cases = [(T.tril(m), np.tril(M)), (T.triu(m), np.triu(M)), (T.tril(m, 1), np.tril(M, 1)), (T.triu(m, -1), np.triu(M, -1)),
             (T.triu(m, 9), np.triu(M, 9)), (T.tril(t, -2), np.tril(A, -2)), (T.triu(t.dimshuffle(0, 2, 1)), np.triu(A.transpose(0, 2, 1))),
             (np.tril(b), np.tril(B)), (T.triu(m[:, ::2], 1), np.triu(M[:, ::2], 1)), (T.tril(m, -2**40), np.tril(M, -2**40)),
             (T.triu(m, -2**40), np.triu(M, -2**40))]
    f = twinlink.function([m, t, b], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(M, A, B), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    assert twinlink.function([t], T.tril(t), target=target)(np.zeros((2, 0, 3), np.int16)).shape == (2, 0, 3)
    with pytest.raises(ValueError, match="triu: the input must have at least 2 dimensions"):
        T.triu(T.dvector("v"))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_searchsorted_as_numpy(target):
    # both sides, NaN and infinities in a and v (NaN sorts last), -0.0 against 0.0, repeated
    # elements, ints against ints and floats (the common dtype), strided and transposed
    # operands, a scalar v through NumPy's dispatch, an empty a
    a, v, i, w = T.dvector("a"), T.dmatrix("v"), T.ivector("i"), T.lvector("w")
    A = np.array([-np.inf, -1.0, 0.0, 0.0, 2.5, 7.0, np.inf, np.nan, np.nan])
    V = np.array([[0.0, -0.0, np.nan, 3.0], [-np.inf, np.inf, 100.0, -5.0]])
    I = np.array([1, 3, 3, 3, 9], np.int32)
    W = np.array([3, 0, 10, -1, 9])
    cases = [(T.searchsorted(a, v), np.searchsorted(A, V)), (T.searchsorted(a, v, "right"), np.searchsorted(A, V, "right")),
             (T.searchsorted(i, w), np.searchsorted(I, W)), (T.searchsorted(i, w, side="right"), np.searchsorted(I, W, side="right")),
             (T.searchsorted(a[::2], v.T), np.searchsorted(A[::2], V.T)), (np.searchsorted(a, 2.5), np.searchsorted(A, 2.5)),
             (T.searchsorted(i, v), np.searchsorted(I, V))]
    f = twinlink.function([a, v, i, w], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(A, V, I, W), cases)):
        want = np.asarray(want)
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    assert (twinlink.function([a, w], T.searchsorted(a, w), target=target)(np.zeros(0), W) == 0).all()
    with pytest.raises(ValueError, match="searchsorted: side must be 'left' or 'right'"):
        T.searchsorted(a, v, side="middle")
    with pytest.raises(ValueError, match="searchsorted: a must be 1-d"):
        T.searchsorted(v, a)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_digitize_as_numpy(target):
    # increasing and decreasing bins with repeats, all-equal, NaN-holding, empty and one-edge
    # bins, both `right`s, NaN and -inf x, integer x against float bins; unordered bins raise
    x, b, i = T.dvector("x"), T.dvector("b"), T.lvector("i")
    X = np.array([0.0, 1, 2, 3, 4, 5, 6, np.nan, -np.inf])
    f = twinlink.function([x, b], [T.digitize(x, b), T.digitize(x, b, right=True), np.digitize(x, b)], target=target)
    for B in (np.array([5.0, 3, 3, 1]), np.array([1.0, 3, 3, 5]), np.array([2.0, 2.0]), np.array([1.0, np.nan]), np.zeros(0),
              np.array([4.0])):
        for got, want in zip(f(X, B), [np.digitize(X, B), np.digitize(X, B, True), np.digitize(X, B)]):
            assert got.dtype == want.dtype and np.array_equal(got, want), (B, got, want)
    g = twinlink.function([i, b], T.digitize(i, b), target=target)
    I, B = np.array([1, 4, 9]), np.array([3.0, 2, 1])
    assert np.array_equal(g(I, B), np.digitize(I, B))
    with pytest.raises(ValueError, match="bins must be monotonically increasing or decreasing"):
        f(X, np.array([1.0, 3, 2]))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_unique_as_numpy(target):
    # values and counts, NaNs as one value (NumPy's equal_nan) or each its own, -inf, a matrix
    # (C order), bools, NumPy's dispatch, an empty input; unsupported arguments raise
    x, m, b, f = T.dvector("x"), T.lmatrix("m"), T.vector("b", dtype="bool"), T.fvector("f")
    X = np.array([3.0, np.nan, 1, 3, np.nan, 2, -np.inf, 1])
    M, B, F = np.array([[2, 1], [2, 5], [-7, 5]]), np.array([True, False, True]), np.array([2.5, 2.5], np.float32)
    fn = twinlink.function([x, m, b, f], [T.unique(x), *T.unique(x, return_counts=True), T.unique(m), *T.unique(m, return_counts=True),
                                          T.unique(b), T.unique(x, equal_nan=False), np.unique(f), T.unique(x[:0])], target=target)
    want = [np.unique(X), *np.unique(X, return_counts=True), np.unique(M), *np.unique(M, return_counts=True), np.unique(B),
            np.unique(X, equal_nan=False), np.unique(F), np.unique(X[:0])]
    for k, (got, w) in enumerate(zip(fn(X, M, B, F), want)):
        assert got.shape == w.shape and got.dtype == w.dtype and np.array_equal(got, w, equal_nan=True), (k, got, w)
    with pytest.raises(TypeError, match="unique: return_index and return_inverse are not supported"):
        T.unique(x, return_inverse=True)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_interp_gives_numpys_bits(target):
    # random sample points, and points with infinite values (fp), repeated xp, x on the sample
    # points, beyond both ends, NaN and infinite x, left/right given (NaN too), strided and
    # transposed operands, integer x, NumPy's dispatch; empty and unequal samples raise
    x, xp, fp, ix = T.dmatrix("x"), T.dvector("xp"), T.dvector("fp"), T.lvector("ix")
    rng = np.random.default_rng(1)
    XP = np.array([-3.0, -1.0, 0.0, 0.5, 2.0, 2.0, 7.5, 1e300])
    FP = np.array([1.0, -2.0, np.inf, 3.0, 4.0, 5.0, -np.inf, 2.0])
    X = np.concatenate([rng.uniform(-5, 10, 40), XP, [np.nan, np.inf, -np.inf, 1e301, 2.0, -0.0]]).reshape(6, -1)
    IX = np.array([-4, 0, 2, 9])
    cases = [(T.interp(x, xp, fp), np.interp(X, XP, FP)),
             (T.interp(x, xp, fp, left=-7, right=np.nan), np.interp(X, XP, FP, left=-7, right=np.nan)),
             (T.interp(x.T, xp[::2], fp[::2]), np.interp(X.T, XP[::2], FP[::2])), (T.interp(ix, xp, fp), np.interp(IX, XP, FP)),
             (np.interp(x, xp, fp), np.interp(X, XP, FP))]
    f = twinlink.function([x, xp, fp, ix], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(X, XP, FP, IX), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want, equal_nan=True), (k, got, want)
    g = twinlink.function([x, xp, fp], T.interp(x, xp, fp), target=target)
    xp2, fp2 = np.sort(rng.uniform(-4, 4, 9)), rng.standard_normal(9)
    assert np.array_equal(g(X, xp2, fp2), np.interp(X, xp2, fp2), equal_nan=True)
    with pytest.raises(ValueError, match="interp: array of sample points is empty"):
        g(X, np.zeros(0), np.zeros(0))
    with pytest.raises(ValueError, match="interp: fp and xp are not of the same length"):
        g(X, XP, FP[:3])


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_cross_gives_numpys_bits(target):
    # 3-vectors broadcast against one, in either order, 2-vectors (the z component) of mixed
    # dtypes, a reversed operand through NumPy's dispatch; lengths unknown or unequal raise
    a, b = T.tensor("float64", shape=(None, 3), name="a"), T.tensor("float64", shape=(3,), name="b")
    c, d = T.tensor("int32", shape=(4, 2), name="c"), T.tensor("float32", shape=(2,), name="d")
    rng = np.random.default_rng(2)
    A, B = rng.standard_normal((5, 3)) * 1e3, rng.standard_normal(3)
    C, D = rng.integers(-9, 9, (4, 2)).astype(np.int32), rng.standard_normal(2).astype(np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # NumPy 2 deprecates 2-vectors
        cases = [(T.cross(a, b), np.cross(A, B)), (T.cross(b, a), np.cross(B, A)), (T.cross(c, d), np.cross(C, D)),
                 (np.cross(a, a[::-1]), np.cross(A, A[::-1]))]
    f = twinlink.function([a, b, c, d], [x for x, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(A, B, C, D), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    with pytest.raises(ValueError, match="cross: the length of the vectors' axis must be known"):
        T.cross(T.dmatrix("m"), b)
    with pytest.raises(ValueError, match="cross: vectors of lengths 3 and 3, or 2 and 2, not 3 and 2"):
        T.cross(b, d)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_bincount_as_numpy(target):
    # counts and float32 weights (summed in float64 in x's order), minlength, bool and uint8
    # input, a strided input, an empty one, NumPy's dispatch; NumPy's errors
    x, w, b, u = T.lvector("x"), T.fvector("w"), T.vector("b", dtype="bool"), T.vector("u", dtype="uint8")
    X = np.array([0, 3, 1, 3, 7, 3])
    W = np.array([0.1, 0.2, 0.3, 0.4, 0.5, 0.6], np.float32)
    B, U = np.array([True, False, True]), np.array([1, 2, 2], np.uint8)
    cases = [(T.bincount(x), np.bincount(X)), (T.bincount(x, w), np.bincount(X, W)), (T.bincount(x, minlength=10), np.bincount(X, minlength=10)),
             (T.bincount(b), np.bincount(B)), (T.bincount(u, minlength=2), np.bincount(U, minlength=2)),
             (T.bincount(x[::2]), np.bincount(X[::2])), (np.bincount(x), np.bincount(X))]
    f = twinlink.function([x, w, b, u], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(X, W, B, U), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got, want)
    assert twinlink.function([x], T.bincount(x), target=target)(np.zeros(0, np.int64)).shape == (0,)
    g = twinlink.function([x, w], T.bincount(x, w), target=target)
    with pytest.raises(ValueError, match="'list' argument must have no negative elements"):
        g(np.array([1, -1]), W[:2])
    with pytest.raises(ValueError, match="The weights and list don't have the same length"):
        g(X, W[:2])
    with pytest.raises(TypeError, match="according to the rule 'safe'"):
        T.bincount(T.dvector("d"))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_max_and_min_with_initial_as_numpy(target):
    # `initial` takes part in the extremum (converted to the input's dtype as NumPy converts it),
    # so an empty slice gives it instead of an error; NaN still wins
    m, i, e = T.dmatrix("m"), T.bvector("i"), T.fmatrix("e")
    M = np.array([[1.0, np.nan, -3.0], [-0.0, 2.5, 9.0]])
    I = np.array([-7, 0, 5, 100], np.int8)
    E = np.zeros((2, 0), np.float32)
    with np.errstate(over="ignore"):  # 1e300 as float32 is inf, for both
            cases = [(T.max(m, axis=1, initial=4.0), np.max(M, axis=1, initial=4.0)), (T.min(m, initial=-1.0), np.min(M, initial=-1.0)),
                 (T.max(i, initial=101), np.max(I, initial=101)), (T.amin(i, initial=-7.9), np.amin(I, initial=-7.9)),
                 (T.max(e, axis=1, initial=1e300), np.max(E, axis=1, initial=1e300)),
                 (T.min(e, axis=0, keepdims=True, initial=-2), np.min(E, axis=0, keepdims=True, initial=-2)),
                 (T.max(e, initial=-np.inf), np.max(E, initial=-np.inf))]
    f = twinlink.function([m, i, e], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(M, I, E), cases)):
        want = np.asarray(want)
        same = (got == want) | (np.isnan(got) & np.isnan(want))
        assert got.shape == want.shape and got.dtype == want.dtype and np.all(same), (k, got, want)
    with pytest.raises(ValueError, match="zero-size array to reduction operation maximum"):
        twinlink.function([e], T.max(e, axis=1), target=target)(E)
    with pytest.raises(OverflowError):
        T.max(i, initial=1000)
    with pytest.raises(ValueError, match="max: initial must be a scalar"):
        T.max(m, initial=[1.0, 2.0])


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32", "int64", "int16", "uint8", "bool"])
def test_sort_and_argsort_match_numpy(target, dtype):
    # values as NumPy's sort (NaN last), positions as NumPy's stable argsort; every axis, None,
    # strided and transposed inputs, ties, empty lanes and an empty axis
    x = T.tensor3("x", dtype=dtype)
    outs, want = [], []
    rng = np.random.default_rng(4)
    a = rng.integers(-4, 5, (4, 5, 6)).astype(dtype)
    if dtype.startswith("float"):
        a[0, 1, :3] = [np.nan, np.inf, -np.inf]
        a[2, :, 4] = np.nan
        a = a + rng.uniform(0, 0.5, a.shape).astype(dtype) * (rng.random(a.shape) < 0.5)
    for axis in (0, 1, 2, -1, None):
        outs += [T.sort(x, axis=axis), T.argsort(x, axis=axis)]
        want += [lambda b, axis=axis: np.sort(b, axis=axis), lambda b, axis=axis: np.argsort(b, axis=axis, kind="stable")]
    outs += [T.sort(x[:, ::-2].transpose(2, 0, 1), axis=1), T.argsort(x[::2].transpose(1, 2, 0), kind="quicksort")]
    want += [lambda b: np.sort(b[:, ::-2].transpose(2, 0, 1), axis=1), lambda b: np.argsort(b[::2].transpose(1, 2, 0), kind="stable")]
    f = twinlink.function([x], outs, target=target)
    for b in (a, a[:, :0], a[:0], a[:, :1]):
        for k, (got, w) in enumerate(zip(f(b), want)):
            w = w(b)
            assert got.shape == w.shape and got.dtype == w.dtype and np.array_equal(got, w, equal_nan=True), (k, b.shape)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_median_matches_numpy(target):
    # every axis, None, keepdims, NaN in a lane, zeros' signs (NumPy's mean adds from +0),
    # integers beyond 2^53 (converted to float64 first, as NumPy's mean), float32, an empty axis
    x, i, v = T.tensor3("x"), T.lmatrix("i"), T.fvector("v")
    rng = np.random.default_rng(1)
    a = rng.integers(-3, 4, (4, 5, 6)).astype(float)
    a[1, 2, 3] = np.nan
    a[0, 0, :] = -0.0
    b, c = rng.integers(-10**17, 10**17, (3, 4)), rng.standard_normal(7).astype("float32")
    cases = [(T.median(x), lambda: np.median(a)), (T.median(x, axis=0), lambda: np.median(a, axis=0)),
             (T.median(x, axis=1), lambda: np.median(a, axis=1)), (T.median(x, axis=-1), lambda: np.median(a, axis=-1)),
             (T.median(x, axis=2, keepdims=True), lambda: np.median(a, axis=2, keepdims=True)),
             (T.median(x, keepdims=True), lambda: np.median(a, keepdims=True)), (T.median(i, axis=1), lambda: np.median(b, axis=1)),
             (T.median(i), lambda: np.median(b)), (T.median(v), lambda: np.median(c)),
             (T.median(x[:, :2], axis=1), lambda: np.median(a[:, :2], axis=1)), (T.median(x[:, :0], axis=1), lambda: np.full((4, 6), np.nan))]
    f = twinlink.function([x, i, v], [e for e, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(a, b, c), cases)):
        want = np.asarray(want())
        assert got.shape == want.shape and got.dtype == want.dtype, k
        # (a NaN's sign is not an IEEE result: README, "What agrees and what does not")
        same = (got == want) & (np.signbit(got) == np.signbit(want)) | (np.isnan(got) & np.isnan(want))
        assert same.all(), (k, got, want)
    with pytest.raises(TypeError, match="median: axis must be an int or None"):
        T.median(x, axis=(0, 1))


def test_sort_errors():
    x = T.dmatrix("x")
    with pytest.raises(ValueError, match="sort: axis 2 is out of bounds for a tensor of rank 2"):
        T.sort(x, axis=2)
    with pytest.raises(TypeError, match="argsort: axis must be an int or None, not 1.5"):
        T.argsort(x, axis=1.5)
    with pytest.raises(ValueError, match="sort kind must be one of"):
        T.sort(x, kind="bogo")
    # a 0-d input as NumPy takes it: sort and median along an axis raise, argsort and axis=None
    # take it as one element
    s = T.dscalar("s")
    with pytest.raises(ValueError, match="sort: axis -1 is out of bounds for a tensor of rank 0"):
        T.sort(s)
    with pytest.raises(ValueError, match="median: axis 0 is out of bounds for a tensor of rank 0"):
        T.median(s, axis=0)
    a = np.array(3.0)
    got = twinlink.function([s], [T.argsort(s), T.sort(s, axis=None), T.median(s), T.median(s, keepdims=True)])(a)
    for g, w in zip(got, [np.argsort(a), np.sort(a, axis=None), np.median(a), np.median(a, keepdims=True)]):
        w = np.asarray(w)
        assert g.shape == w.shape and g.dtype == w.dtype and np.array_equal(g, w)


class RegisteredDouble(Double):
    def c_code_cache_version(self):
        return (1,)


twinlink.register_deep_copy_op_c_code(RegisteredDouble, "%(oname)s = %(iname)s;", version=(1,))
twinlink.register_view_op_c_code(RegisteredDouble, "%(oname)s = %(iname)s;", version=(1,))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_registered_c_code_for_a_user_type(target):
    d = RegisteredDouble()
    x, y = d("x"), d("y")
    f = twinlink.function([x, y], [ops.deep_copy_op(add(x, y)), ops.view_op(x)], target=target)
    assert f(1.5, 2.0) == [3.5, 1.5]
    with pytest.raises(twinlink.LinkError, match=r"no C code is registered for Double"):
        shape_ops.shape_op(Double()("z"))


def test_elementwise_and_dot_in_one_graph(target):
    # Both ops bring the shape-text helper; it must be defined once in the module.
    x = T.dmatrix("x")
    f = twinlink.function([x], [T.exp(x * 2.0), T.dot(x, x.T)], target=target)
    a = np.arange(6.0).reshape(2, 3) / 10
    e, d = f(a)
    np.testing.assert_allclose(e, np.exp(a * 2.0), rtol=1e-15)
    np.testing.assert_allclose(d, a @ a.T, rtol=1e-15)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_reshape_to_lengths_given_when_the_function_runs(target):
    # lengths from an int scalar input, from x.shape (products of them too), an int32 and a
    # uint8 scalar, an int vector of all the lengths, -1 among them, an empty input; NumPy's
    # values and messages for bad lengths (two -1, below -1, beyond npy_intp, a size that does
    # not fit), and the function works after each error
    x, n, i32, u8, v = T.dmatrix("x"), T.lscalar("n"), T.iscalar("i"), T.scalar("u", dtype="uint8"), T.lvector("v", shape=(3,))
    outs = [x.reshape((n, -1)), x.reshape((x.shape[1], x.shape[0])), x.reshape(x.shape[0] * x.shape[1]),
            x.reshape((i32, u8, -1)), x.reshape(v), np.reshape(x, (2, n, -1))]
    f = twinlink.function([x, n, i32, u8, v], outs, target=target)
    a = np.arange(12.0).reshape(3, 4)
    want = [a.reshape(6, -1), a.reshape(4, 3), a.reshape(12), a.reshape(3, 2, -1), a.reshape(2, -1, 3), a.reshape(2, 6, -1)]
    args = (6, np.int32(3), np.uint8(2), np.array([2, -1, 3]))
    for got, w in zip(f(a, *args), want):
        assert got.shape == w.shape and np.array_equal(got, w)
    e = np.zeros((0, 4))
    want_empty = [e.reshape(5, -1), e.reshape(4, 0), e.reshape(0), e.reshape(1, 2, -1), e.reshape(3, 0, 5), e.reshape(2, 5, -1)]
    for got, w in zip(f(e, 5, np.int32(1), np.uint8(2), np.array([3, 0, 5])), want_empty):
        assert got.shape == w.shape
    for n_value, message in [(5, r"cannot reshape array of size 12 into shape \(5, -1\)"),
                             (-1, r"can only specify one unknown dimension \(shape \(-1, -1\)\)"),
                             (-3, r"reshape: length -3 \(axis 0 of \(-3, -1\)\) is negative"),
                             (0, r"cannot reshape array of size 12 into shape \(0, -1\)"),
                             (2**40, r"(too large|cannot reshape)")]:
        with pytest.raises(ValueError, match=message):
            f(a, n_value, *args[1:])
        assert np.array_equal(f(a, *args)[0], want[0])
    with pytest.raises(ValueError, match=r"cannot reshape array of size 12 into shape \(2, 7, 3\)"):
        f(a, *args[:3], np.array([2, 7, 3]))
    with pytest.raises(ValueError, match=r"cannot reshape array of size 12 into shape \(1099511627776, 1099511627776, 0\)|too large"):
        f(a, *args[:3], np.array([2**40, 2**40, 0]))


def test_reshape_lengths_errors_at_build():
    x = T.dmatrix("x")
    with pytest.raises(TypeError, match="length 1 of the shape is a tensor of dtype float64"):
        x.reshape((2, T.dscalar("s")))
    with pytest.raises(TypeError, match="length 0 of the shape is True"):
        x.reshape((True, -1))
    with pytest.raises(ValueError, match="a shape given as a tensor must be a vector of known length"):
        x.reshape(T.lvector("v"))
    with pytest.raises(ValueError, match="only one length may be -1"):
        x.reshape((-1, T.lscalar("n"), -1))
    # a constant length is a constant: the static shape knows it
    y = T.tensor("float64", shape=(3, 4))
    assert y.reshape((T.as_tensor(np.int64(2)), -1)).type.shape == (2, 6)
    assert y.reshape((T.lscalar("n"), 2)).type.shape == (None, 2)


def _contraction_cases():
    """(a's shape, b's shape, axes) for tensordot: ints, pairs of sequences in any order,
    negative axes, nothing summed (the outer product), empty lengths."""
    return [((3, 4, 5), (4, 5, 2), 2), ((3, 4, 5), (5, 3, 4), ([2, 0], [0, 1])), ((2, 3), (3, 2), 1), ((3,), (3,), 1),
            ((2, 3), (4,), 0), ((0, 3), (3, 5), 1), ((2, 0), (0, 3), 1), ((4, 2, 3), (3, 2), ([-1, -2], [0, 1])),
            ((), (2, 3), 0), ((2, 3, 2), (2, 3, 2), 3)]


def _contraction_input(shape, dtype, rng):
    return rng.integers(-9, 9, shape).astype(dtype) if np.dtype(dtype).kind == "i" else rng.standard_normal(shape).astype(dtype)


@pytest.mark.parametrize("dtype", ["float64", "float32", "int64"])
def test_tensordot_inner_kron_as_numpy_on_both_targets(dtype):
    # NumPy's shapes and dtypes, integer results exact, float results within a few ulp of
    # NumPy's (its BLAS sums in another order), the two targets bit for bit; lengths unknown
    # to the graph (checked when it runs) and known (static), and NumPy's dispatch
    # Every case's outputs are outputs of one Function per target (one module each).
    rng = np.random.default_rng(5)
    tol = dict(rtol=1e-5, atol=1e-5) if dtype == "float32" else dict(rtol=1e-12, atol=1e-12)
    cases = [(sa, sb, axes, _contraction_input(sa, dtype, rng), _contraction_input(sb, dtype, rng))
             for sa, sb, axes in _contraction_cases()]
    for static in (False, True):
        ins, outs, args, wants = [], [], [], []
        for sa, sb, axes, A, B in cases:
            a = T.tensor(dtype, shape=sa if static else (None,) * len(sa), name="a")
            b = T.tensor(dtype, shape=sb if static else (None,) * len(sb), name="b")
            inner = not sa or not sb or sa[-1] == sb[-1]
            ins += [a, b]
            args += [A, B]
            outs += [T.tensordot(a, b, axes), np.tensordot(a, b, axes), T.inner(a, b) if inner else a, T.kron(a, b)]
            want = [np.tensordot(A, B, axes), np.tensordot(A, B, axes), np.inner(A, B) if inner else A, np.kron(A, B)]
            wants += [((sa, sb, axes, k), w) for k, w in enumerate(want)]
        got = {t: twinlink.function(ins, outs, target=t)(*args) for t in ("native", "wasm")}
        for k, (case, w) in enumerate(wants):
            for t in ("native", "wasm"):
                g = got[t][k]
                assert g.shape == w.shape and g.dtype == w.dtype, (case, static, t, g.shape, w.shape)
                if dtype == "int64":
                    assert np.array_equal(g, w), (case, static, t)
                else:
                    np.testing.assert_allclose(g, w, **tol)
            assert got["native"][k].tobytes() == got["wasm"][k].tobytes(), (case, static)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_tensordot_errors(target):
    a, b = T.tensor3("a"), T.tensor3("b")
    f = twinlink.function([a, b], T.tensordot(a, b, ([2, 1], [0, 1])), target=target)
    A, B = np.ones((2, 3, 4)), np.ones((4, 3, 5))
    assert np.array_equal(f(A, B), np.tensordot(A, B, ([2, 1], [0, 1])))
    # equal products of the summed lengths, unequal lengths: NumPy's error, pair by pair
    with pytest.raises(ValueError, match=r"shape-mismatch for sum \(axis 1 of a has length 3, axis 1 of b 4\)"):
        f(np.ones((2, 3, 4)), np.ones((4, 4, 5)))
    with pytest.raises(ValueError, match=r"shape-mismatch for sum \(axis 2 of a has length 6, axis 0 of b 4\)"):
        f(np.ones((2, 2, 6)), np.ones((4, 3, 5)))
    assert np.array_equal(f(A, B), np.tensordot(A, B, ([2, 1], [0, 1])))
    with pytest.raises(ValueError, match="shape-mismatch for sum"):
        T.tensordot(T.tensor("float64", shape=(2, 3)), T.tensor("float64", shape=(4, 2)), 1)
    with pytest.raises(ValueError, match="shape-mismatch for sum"):
        T.tensordot(a, b, ([0, 1], [0]))
    with pytest.raises(ValueError, match="axes=4 must be between 0 and the smaller rank, 3"):
        T.tensordot(a, b, 4)
    with pytest.raises(ValueError, match="tensordot: axis 1 is repeated"):
        T.tensordot(a, b, ([1, 1], [0, 2]))
    with pytest.raises(TypeError, match="axes must be an int or a pair of axis sequences"):
        T.tensordot(a, b, "x")


# (subscripts, operand shapes, whether the lengths must be static): explicit and implicit
# outputs, an ellipsis (broadcast, in the middle, in the output), a repeated label (a diagonal,
# a trace), three operands, batch labels, a label of length 1 broadcast against another
# (static only where it is summed), nothing summed, empty lengths, a plain copy
EINSUM_CASES = [("ij,jk->ik", [(2, 3), (3, 4)], False), ("ij,jk", [(2, 3), (3, 4)], False), ("ii", [(3, 3)], False),
                ("ii->i", [(3, 3)], False), ("ba", [(2, 3)], False), ("Ba,a", [(2, 3), (3,)], False), ("i,j", [(2,), (3,)], False),
                ("...i,...i->...", [(2, 3), (4, 1, 3)], False), ("i...->...i", [(2, 3, 4)], False), ("a...,...b", [(2, 3), (3, 4)], False),
                ("bij,bjk->bik", [(5, 2, 3), (5, 3, 4)], False), ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 5)], False),
                ("i,i->i", [(1,), (3,)], False), ("ij,jk", [(2, 1), (3, 4)], True), ("iji->j", [(2, 3, 2)], False),
                ("ij->", [(2, 3)], False), ("i,i", [(4,), (4,)], False), ("ijk,jil->kl", [(3, 4, 5), (4, 3, 2)], False),
                ("ij,ij->ij", [(2, 3), (2, 3)], False), ("ij,kj->ik", [(0, 3), (4, 3)], False), ("ij", [(2, 3)], False),
                ("abc,cd,de->abe", [(2, 3, 4), (4, 5), (5, 2)], False), ("ij,ji", [(3, 4), (4, 3)], False)]


@pytest.mark.parametrize("dtype", ["float64", "float32", "int32", "uint8", "bool"])
def test_einsum_as_numpy_on_both_targets(dtype):
    # NumPy's shapes and dtypes (einsum keeps small integers' width, and sums bools as or),
    # integer and bool results exact, float sums within a few ulp of NumPy's, the two targets
    # bit for bit; with lengths unknown to the graph and known. Every case is an output of one
    # Function per target (one module each), inputs of its own.
    rng = np.random.default_rng(8)
    tol = dict(rtol=1e-5, atol=1e-5) if dtype == "float32" else dict(rtol=1e-12, atol=1e-12)
    cases = []
    for spec, shapes, static_only in EINSUM_CASES:
        arrays = [(rng.integers(0, 2, s) if dtype == "bool" else rng.integers(0 if dtype == "uint8" else -9, 9, s)).astype(dtype)
                  if np.dtype(dtype).kind != "f" else rng.standard_normal(s).astype(dtype) for s in shapes]
        cases.append((spec, shapes, static_only, arrays, np.einsum(spec, *arrays)))
    for static in (False, True):
        ins, outs, args, wants = [], [], [], []
        for spec, shapes, static_only, arrays, want in cases:
            if static_only and not static:
                continue
            vs = [T.tensor(dtype, shape=s if static else (None,) * len(s)) for s in shapes]
            ins += vs
            outs.append(T.einsum(spec, *vs))
            args += arrays
            wants.append((spec, want))
        got = {t: twinlink.function(ins, outs, target=t)(*args) for t in ("native", "wasm")}
        for k, (spec, want) in enumerate(wants):
            for t in got:
                g = got[t][k]
                assert g.shape == want.shape and g.dtype == want.dtype, (spec, static, t, g.shape, g.dtype)
                if np.dtype(dtype).kind == "f":
                    np.testing.assert_allclose(g, want, **tol)
                else:
                    assert np.array_equal(g, want), (spec, static, t)
            assert got["native"][k].tobytes() == got["wasm"][k].tobytes(), (spec, static)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_einsum_errors(target):
    a, b = T.dmatrix("a"), T.dmatrix("b")
    for spec, operands, message in [
            ("ijk", [a], "too many subscripts for operand 0"), ("i", [a], "operand has more dimensions than subscripts given"),
            ("ij->k", [a], "output subscript 'k' which never appeared in an input"),
            ("ij->ii", [a], "includes output subscript 'i' multiple times"), ("i1", [a], "invalid subscript '1'"),
            ("...i->i", [T.tensor3("t")], "but no '...' ellipsis provided"), ("ij", [a, b], "more operands provided"),
            ("ij,jk", [a], "fewer operands provided"), ("i.j", [a], "a '.' that is not part of one ellipsis"),
            ("ij,jk->ik->", [a, b], "misplaced '->'")]:
        with pytest.raises(ValueError, match=re.escape(message)):
            T.einsum(spec, *operands)
    with pytest.raises(TypeError, match="the subscripts must be a string"):
        T.einsum([0, 1], a)
    with pytest.raises(ValueError, match="summed label 'j' has lengths 3 and 4"):
        T.einsum("ij,jk", T.tensor("float64", shape=(2, 3)), T.tensor("float64", shape=(4, 5)))
    with pytest.raises(ValueError, match=re.escape("dimensions in operand 0 for collapsing index 'i' don't match (2 != 3)")):
        T.einsum("ii", T.tensor("float64", shape=(2, 3)))
    # lengths unknown to the graph are checked when the function runs; NumPy's dispatch
    f = twinlink.function([a, b], [np.einsum("ij,jk", a, b), T.einsum("ii->i", a)], target=target)
    with pytest.raises(ValueError, match=re.escape("(size 4 is different from 3)")):  # one summed label: matmul's check
        f(np.ones((3, 3)), np.ones((4, 2)))
    t3, u3 = T.tensor3("t3"), T.tensor3("u3")
    g = twinlink.function([t3, u3], T.einsum("ijk,jkl->il", t3, u3), target=target)
    with pytest.raises(ValueError, match=re.escape("einsum: summed label 'j' has lengths 3 and 4")):
        g(np.ones((2, 3, 4)), np.ones((4, 3, 2)))  # equal products, unequal lengths: checked per label
    T3, U3 = np.arange(24.0).reshape(2, 3, 4), np.arange(24.0).reshape(3, 4, 2)
    assert np.array_equal(g(T3, U3), np.einsum("ijk,jkl->il", T3, U3))
    with pytest.raises(ValueError, match=re.escape("dimensions in operand 0 for collapsing index 'i' don't match (2 != 3)")):
        f(np.ones((2, 3)), np.ones((3, 2)))
    A, B = np.arange(9.0).reshape(3, 3), np.arange(6.0).reshape(3, 2)
    got = f(A, B)
    assert np.array_equal(got[0], np.einsum("ij,jk", A, B)) and np.array_equal(got[1], np.einsum("ii->i", A))


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_take_and_array_indexing_as_numpy(target):
    # take along an axis and over all elements, indices of rank 1 and 2 (int64, int32, a list,
    # negative ones), the three modes; x[idx] with one integer array among slices and '...',
    # an empty index list, a transposed input; boolean masks over all or the leading axes, from
    # a comparison too; NumPy's dispatch. NumPy's IndexErrors before anything is written, and
    # the function works after each
    x, i, j = T.tensor3("x"), T.lvector("i"), T.imatrix("j")
    m = T.tensor("bool", shape=(None, None), name="m")
    a = np.arange(24.0).reshape(2, 3, 4)
    I, J, M = np.array([0, -1, 2]), np.array([[0, 1], [3, -4]], np.int32), a[:, :, 0] > 5
    cases = [(T.take(x, i, axis=1), np.take(a, I, axis=1)), (T.take(x, j, axis=2), np.take(a, J, axis=2)),
             (T.take(x, i), np.take(a, I)), (T.take(x, [5, -7], axis=1, mode="wrap"), np.take(a, [5, -7], axis=1, mode="wrap")),
             (T.take(x, [5, -7], axis=-1, mode="clip"), np.take(a, [5, -7], axis=-1, mode="clip")),
             (x[:, i], a[:, I]), (x[..., j], a[..., J]), (x[1:, ::-1, [0, 3]], a[1:, ::-1, [0, 3]]), (x[:, []], a[:, []]),
             (x.dimshuffle(2, 0, 1)[[3, 0]], a.transpose(2, 0, 1)[[3, 0]]), (x[m], a[M]), (x[x > 5], a[a > 5]),
             (x[m, ...], a[M, ...]), (np.take(x, i, axis=1), np.take(a, I, axis=1))]
    f = twinlink.function([x, i, j, m], [c for c, _ in cases], target=target)
    for k, (got, (_, want)) in enumerate(zip(f(a, I, J, M), cases)):
        assert got.shape == want.shape and got.dtype == want.dtype and np.array_equal(got, want), (k, got.shape, want.shape)
    g = twinlink.function([x, i], x[i], target=target)
    for bad, message in [([2], "index 2 is out of bounds for axis 0 with size 2"), ([0, -3], "index -3 is out of bounds for axis 0 with size 2")]:
        with pytest.raises(IndexError, match=message):
            g(a, np.array(bad))
        assert np.array_equal(g(a, np.array([1, 0])), a[[1, 0]])
    with pytest.raises(IndexError, match="cannot do a non-empty take from an empty axes"):
        g(np.zeros((0, 3, 4)), np.array([0]))
    h = twinlink.function([x, m], x[m], target=target)
    with pytest.raises(IndexError, match="boolean index did not match indexed array along axis 0; size of axis is 2 but size of corresponding boolean axis is 3"):
        h(a, np.ones((3, 3), bool))
    assert np.array_equal(h(a, M), a[M])


def test_array_indexing_errors_at_build():
    x = T.dmatrix("x")
    with pytest.raises(IndexError, match="only one array index at a time"):
        x[[0], [1]]
    with pytest.raises(IndexError, match="among slices and '...' only"):
        x[0, [1]]
    with pytest.raises(IndexError, match="must be of integer \\(or boolean\\) type"):
        x[np.array([0.5])]
    with pytest.raises(IndexError, match="a boolean mask is supported first in the index"):
        x[:, np.array([True, False])]
    with pytest.raises(IndexError, match="boolean index did not match indexed array along axis 1"):
        T.tensor("float64", shape=(2, 3))[np.ones((2, 2), bool)]
    with pytest.raises(ValueError, match="take: mode must be 'raise', 'wrap' or 'clip'"):
        T.take(x, [0], axis=0, mode="nope")
    with pytest.raises(ValueError, match="take: axis 2 is out of bounds"):
        T.take(x, [0], axis=2)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_nonzero_family_as_numpy(target):
    # nonzero (NaN counts), flatnonzero, argwhere (0-d too), extract, compress along an axis,
    # with a shorter condition and over all elements, NumPy's dispatch; ints and bools; an
    # empty result; a True beyond the axis is NumPy's IndexError
    x, v, s, i = T.dmatrix("x"), T.tensor("bool", shape=(None,), name="v"), T.dscalar("s"), T.tensor3("i", dtype="int16")
    A, C = np.array([[0, 1.5, 0], [np.nan, 0, -2.0]]), np.array([True, False, True])
    I = np.array([[[0, 3], [0, 0]], [[-1, 0], [0, 7]]], np.int16)
    cases = [(T.nonzero(x), np.nonzero(A)), (T.flatnonzero(x), np.flatnonzero(A)), (T.argwhere(x), np.argwhere(A)),
             (T.extract(x > 0, x), np.extract(A > 0, A)), (T.compress(v, x, axis=1), np.compress(C, A, axis=1)),
             (T.compress(v[:2], x, axis=0), np.compress(C[:2], A, axis=0)), (T.compress(v, x), np.compress(C, A)),
             (np.nonzero(i), np.nonzero(I)), (T.argwhere(i), np.argwhere(I)), (T.argwhere(s), np.argwhere(np.float64(3.0))),
             (T.nonzero(x * 0), np.nonzero(A * 0)), (T.nonzero(v), np.nonzero(C))]
    flat = [o for c, _ in cases for o in (c if isinstance(c, tuple) else (c,))]
    want = [w for _, ws in cases for w in (ws if isinstance(ws, tuple) else (ws,))]
    f = twinlink.function([x, v, s, i], flat, target=target)
    for k, (got, w) in enumerate(zip(f(A, C, 3.0, I), want)):
        assert got.shape == w.shape and got.dtype == w.dtype and np.array_equal(got, w, equal_nan=True), (k, got, w)
    with pytest.raises(IndexError, match="index 3 is out of bounds for axis 1 with size 3"):
        f(A, np.array([True, False, True, True]), 3.0, I)
    with pytest.raises(ValueError, match="nonzero: a 0-d tensor has no positions"):
        T.nonzero(s)


@pytest.mark.parametrize("target", ["native", "wasm"])
def test_take_along_axis_as_numpy(target):
    # a column of indices broadcast along rows, full index matrices (negative indices, argsort's
    # int32 order), a row broadcast along columns, an empty axis, a transposed arr through
    # NumPy's dispatch, axis None; NumPy's IndexError for an index beyond the axis, ours for
    # lengths that do not broadcast, before anything is written
    x, i, v, u = T.dmatrix("x"), T.lmatrix("i"), T.lvector("v"), T.imatrix("u")
    a = np.arange(12.0).reshape(3, 4) * [[1, -1, 1, -1]]
    f = twinlink.function([x, i], T.take_along_axis(x, i, axis=1), target=target)
    for idx in (np.array([[0], [3], [-1]]), np.array([[0, 1, 3, 2], [1, 1, 1, 1], [3, 2, 1, -4]]), np.zeros((1, 2), np.int64),
                np.zeros((3, 0), np.int64)):
        got, want = f(a, idx), np.take_along_axis(a, idx, axis=1)
        assert got.shape == want.shape and np.array_equal(got, want), idx
    order = np.argsort(a, axis=1).astype(np.int32)
    g = twinlink.function([x, u, i, v], [T.take_along_axis(x, u, axis=-1), np.take_along_axis(x.T, i, axis=0),
                                         T.take_along_axis(x, v, axis=None)], target=target)
    I2, V = np.array([[3, 0, 1], [0, 0, 0]]), np.array([11, 0, -12])
    for got, want in zip(g(a, order, I2, V), [np.sort(a, axis=1), np.take_along_axis(a.T, I2, axis=0),
                                              np.take_along_axis(a, V, axis=None)]):
        assert got.shape == want.shape and np.array_equal(got, want)
    with pytest.raises(IndexError, match="index 4 is out of bounds for axis 1 with size 4"):
        f(a, np.array([[0], [4], [1]]))
    with pytest.raises(IndexError, match="axis 0 of the indices has length 2, arr's 3: they do not broadcast"):
        f(a, np.zeros((2, 1), np.int64))
    assert np.array_equal(f(a, np.array([[1], [2], [3]])), np.take_along_axis(a, np.array([[1], [2], [3]]), axis=1))
    with pytest.raises(ValueError, match="`indices` and `arr` must have the same number of dimensions"):
        T.take_along_axis(x, v, axis=1)
    with pytest.raises(IndexError, match="`indices` must be an integer array"):
        T.take_along_axis(x, T.dmatrix("d"), axis=1)


@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_matrix_vector_products_have_the_gemm_kernels_bits(target, dtype):
    # a matrix times a vector or a column (N == 1), and a vector or a row times a matrix
    # (M == 1), run the matrix-vector kernel: each element must be the GEMM kernel's, which
    # computes the same column (row) within a product with two columns (rows); contiguous,
    # Fortran-ordered and strided matrices, lengths around the kernels' blocks; close to NumPy's
    rng = np.random.default_rng(11)
    a, v, w = T.matrix("a", dtype=dtype), T.vector("v", dtype=dtype), T.matrix("w", dtype=dtype)
    u, y = T.vector("u", dtype=dtype), T.matrix("y", dtype=dtype)
    f = twinlink.function([a, v, w, u, y], [T.dot(a, v), T.dot(a, w), T.dot(u, a), T.dot(y.T, a), u.dimshuffle("x", 0) @ a,
                                            T.dot(a, w[:, :1])], target=target)
    tol = dict(rtol=1e-4, atol=1e-3) if dtype == "float32" else dict(rtol=1e-12, atol=1e-9)
    for m, k in [(1, 1), (7, 3), (37, 300), (130, 1029), (9, 4100)]:
        A = rng.standard_normal((m, k)).astype(dtype)
        for A_ in (A, np.asfortranarray(A), np.repeat(A, 2, axis=1)[:, ::2]):
            V, U = rng.standard_normal(k).astype(dtype), rng.standard_normal(m).astype(dtype)
            W = np.stack([V, rng.standard_normal(k).astype(dtype)], axis=1)  # k x 2: the GEMM kernel
            Y = np.stack([U, rng.standard_normal(m).astype(dtype)], axis=1)  # m x 2
            av, aw, ua, ya, ra, ac = f(A_, V, W, U, Y)
            assert av.tobytes() == np.ascontiguousarray(aw[:, 0]).tobytes() == ac.tobytes(), (m, k)
            assert ua.tobytes() == np.ascontiguousarray(ya[0]).tobytes() == ra.tobytes(), (m, k)
            np.testing.assert_allclose(av, A @ V, **tol)
            np.testing.assert_allclose(ua, U @ A, **tol)
