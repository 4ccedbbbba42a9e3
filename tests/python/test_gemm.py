"""The GEMM kernel behind dot/matmul (python/twinlink/tensor/gemm.c), both targets: results for
float32 and float64 equal, bit for bit, the fixed summation order computed by NumPy
(c = 0, then c = c + a[i, p] * b[p, j] for p = 0..K-1, each step rounded), so the two targets
agree with each other and with any number of threads; shapes 0-130 in each dimension,
transposed, strided and reversed operands, 1-d operands and broadcast stacks; NumPy's
matmul semantics and error messages for stacks."""
import functools
import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import twinlink
import twinlink.tensor as T
from twinlink.tensor import TensorType

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FLOATS = ["float32", "float64"]


def fixed_order(a, b):
    """np.matmul's result in GEMM's summation order, with NumPy's element-wise arithmetic:
    for each output element, 0 + a0*b0 + a1*b1 + ... left to right, rounded at every step."""
    a2 = a[..., None, :] if a.ndim == 1 else a
    b2 = b[..., :, None] if b.ndim == 1 else b
    dt = np.result_type(a, b)
    a2, b2 = a2.astype(dt), b2.astype(dt)
    shape = np.broadcast_shapes(a2.shape[:-2], b2.shape[:-2]) + (a2.shape[-2], b2.shape[-1])
    c = np.zeros(shape, dt)
    for p in range(a2.shape[-1]):
        c = c + a2[..., :, p:p + 1] * b2[..., p:p + 1, :]
    if a.ndim == 1:
        c = c[..., 0, :]
    if b.ndim == 1:
        c = c[..., 0]
    return c


def assert_bits(got, a, b, what):
    want = fixed_order(a, b)
    got = np.asarray(got)
    assert got.dtype == want.dtype and got.shape == want.shape, (what, got.dtype, got.shape, want.dtype, want.shape)
    if got.tobytes() != want.tobytes():
        diff = np.flatnonzero(got.ravel() != want.ravel())
        pytest.fail(f"{what}: {diff.size} of {got.size} elements differ from the fixed order, first at flat "
                    f"index {diff[0] if diff.size else '?'}: {got.ravel()[diff[:3]]} != {want.ravel()[diff[:3]]}")
    # and it is the product NumPy's BLAS computes, up to rounding: within a few ulps of the
    # sum of the products' magnitudes
    bound = np.matmul(np.abs(a).astype(np.float64), np.abs(b).astype(np.float64))
    tol = 1e-5 if got.dtype == np.float32 else 1e-13
    assert (np.abs(got - np.matmul(a, b)) <= tol * bound + 1e-30).all(), what


def layout(x, kind):
    """The values of x in another memory layout: C order, Fortran order (a transposed view),
    every other element of a larger array, or a reversed view."""
    if kind == "fortran":
        return np.asfortranarray(x)
    if kind == "transposed":
        return np.ascontiguousarray(np.swapaxes(x, -1, -2)).swapaxes(-1, -2)
    if kind == "strided":
        big = np.zeros(tuple(2 * n + 1 for n in x.shape), x.dtype)
        view = big[tuple(slice(1, None, 2) for _ in x.shape)]
        view[...] = x
        return view
    if kind == "reversed":
        big = np.ascontiguousarray(x[tuple(slice(None, None, -1) for _ in x.shape)])
        return big[tuple(slice(None, None, -1) for _ in x.shape)]
    return np.ascontiguousarray(x)


LAYOUTS = st.sampled_from(["c", "fortran", "transposed", "strided", "reversed"])


def values(seed, shape, dtype):
    # Values of several magnitudes and signs, so rounding differs with the order of summation.
    rng = np.random.default_rng(seed)
    return (rng.standard_normal(shape) * 10.0 ** rng.integers(-3, 4, shape)).astype(dtype)


@functools.lru_cache(maxsize=None)
def matrix_function(dtype, target):
    a, b = TensorType(dtype, shape=(None, None))("a"), TensorType(dtype, shape=(None, None))("b")
    u, w = TensorType(dtype, shape=(None,))("u"), TensorType(dtype, shape=(None,))("w")
    return twinlink.function([a, b, u, w], [a @ b, T.dot(a, b), u @ b, a @ w, T.dot(u, w)], target=target)


@SETTINGS
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", FLOATS)
def test_matrix_products_follow_the_fixed_order_on_both_targets(target, dtype, data):
    m, k, n = (data.draw(st.integers(0, 130), label=d) for d in "mkn")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    a = layout(values(seed, (m, k), dtype), data.draw(LAYOUTS, label="layout of a"))
    b = layout(values(seed + 1, (k, n), dtype), data.draw(LAYOUTS, label="layout of b"))
    u, w = values(seed + 2, (k,), dtype)[::-1], values(seed + 3, (2 * k,), dtype)[::2]
    got = matrix_function(dtype, target)(a, b, u, w)
    for out, (x, y), what in zip(got, [(a, b), (a, b), (u, b), (a, w), (u, w)], ["a @ b", "dot(a, b)", "u @ b", "a @ w", "dot(u, w)"]):
        assert_bits(out, x, y, f"{target} {dtype} {what} with m, k, n = {m}, {k}, {n}")


@functools.lru_cache(maxsize=None)
def stack_function(dtype, target):
    p = TensorType(dtype, shape=(None, None, None))("p")
    q = TensorType(dtype, shape=(None, None, None, None))("q")
    v, r = TensorType(dtype, shape=(None,))("v"), TensorType(dtype, shape=(None, None))("r")
    return twinlink.function([p, q, v, r], [p @ q, p @ v, v @ q, q @ r, r @ p], target=target)


@SETTINGS
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", FLOATS)
def test_stacked_matmul_broadcasts_like_numpy(target, dtype, data):
    s0, s1 = data.draw(st.integers(0, 3), label="s0"), data.draw(st.integers(0, 3), label="s1")
    m, k, n = (data.draw(st.integers(0, 40), label=d) for d in "mkn")
    ones = data.draw(st.sampled_from(["none", "p", "q"]), label="which stack dimension is 1")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    p = layout(values(seed, (1 if ones == "p" else s1, m, k), dtype), data.draw(LAYOUTS, label="layout of p"))
    q = layout(values(seed + 1, (s0, 1 if ones == "q" else s1, k, n), dtype), data.draw(LAYOUTS, label="layout of q"))
    v = values(seed + 2, (k,), dtype)
    r = layout(values(seed + 3, (n, m), dtype), data.draw(LAYOUTS, label="layout of r"))
    got = stack_function(dtype, target)(p, q, v, r)
    cases = [(p, q, "p @ q"), (p, v, "p @ v"), (v, q, "v @ q"), (q, r, "q @ r"), (r, p, "r @ p")]
    for out, (x, y, what) in zip(got, cases):
        assert_bits(out, x, y, f"{target} {dtype} {what} with p {p.shape}, q {q.shape}, r {r.shape}")


@pytest.mark.parametrize("shape", [(300, 1100, 100), (6, 300, 2000)], ids=["split rows", "split columns"])
def test_products_split_over_threads_follow_the_fixed_order(target, shape):
    # Large enough for the native kernel to use every core (it splits above 2**20
    # multiply-adds), and K spans several blocks of p on both targets (256 natively, 1024 on
    # wasm); the order per element, hence every bit, stays the same.
    m, k, n = shape
    a, b = values(7, (m, k), "float64"), np.asfortranarray(values(8, (k, n), "float64"))
    got = matrix_function("float64", target)(a, b, np.ones(k), np.ones(k))[0]
    assert_bits(got, a, b, f"{target} {shape}")


def test_the_thread_count_does_not_change_a_bit(tmp_path):
    # The same product natively with one thread and with four, in fresh processes.
    code = ("import numpy as np, sys, twinlink, twinlink.tensor as T\n"
            "a, b = T.dmatrix('a'), T.dmatrix('b')\n"
            "f = twinlink.function([a, b], a @ b)\n"
            "rng = np.random.default_rng(3)\n"
            "x = rng.standard_normal((257, 190)) * 10.0 ** rng.integers(-3, 4, (257, 190))\n"
            "sys.stdout.write(f(x, x.T.copy()).tobytes().hex())\n")
    outs = []
    for threads in ("1", "4"):
        env = dict(os.environ, TWINLINK_NUM_THREADS=threads)
        run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
        assert run.returncode == 0, run.stderr
        outs.append(run.stdout)
    assert outs[0] == outs[1] and len(outs[0]) == 257 * 257 * 16


@functools.lru_cache(maxsize=None)
def mixed_function(target):
    x = TensorType("float32", shape=(None, None, None))("x")
    y, i = TensorType("float64", shape=(None, None))("y"), TensorType("int16", shape=(None, None))("i")
    j = TensorType("int64", shape=(None, None, None))("j")
    return twinlink.function([x, y, i, j], [x @ y, x @ i, j @ i], target=target)


def test_mixed_dtypes_and_integer_stacks(target):
    rng = np.random.default_rng(5)
    x = values(1, (3, 17, 9), "float32")[:, ::-1]
    y, i = values(2, (9, 11), "float64"), rng.integers(-300, 300, (9, 11)).astype("int16")
    j = np.asfortranarray(rng.integers(-2**40, 2**40, (2, 5, 9)))
    got_xy, got_xi, got_ji = mixed_function(target)(x, y, i, j)
    assert_bits(got_xy, x, y, "float32 @ float64")
    assert_bits(got_xi, x, i, "float32 @ int16")
    want = np.matmul(j, i)  # wraps like NumPy's
    assert got_ji.dtype == want.dtype
    np.testing.assert_array_equal(got_ji, want)


def numpy_error(x_shape, y_shape):
    try:
        np.matmul(np.ones(x_shape), np.ones(y_shape))
    except ValueError as e:
        return str(e)
    raise AssertionError(f"NumPy multiplies {x_shape} and {y_shape}")


@pytest.mark.parametrize("xs, ys", [((2, 3, 4), (3, 4, 5)), ((2, 1, 3, 4), (3, 2, 4, 5)), ((2, 3), (4,)),
                                    ((5, 2, 3), (5, 3, 2, 2)), ((3,), (4, 5)), ((), (3,)), ((3,), ())])
def test_matmul_errors_are_numpys_when_the_graph_is_built(xs, ys):
    with pytest.raises(ValueError) as e:
        T.matmul(TensorType("float64", shape=xs)("x"), TensorType("float64", shape=ys)("y"))
    assert str(e.value) == numpy_error(xs, ys)


@pytest.mark.parametrize("xs, ys", [((2, 3, 4), (3, 4, 5)), ((2, 1, 3, 4), (3, 2, 4, 5)), ((2, 3), (4,)),
                                    ((5, 2, 3), (5, 3, 2, 2))])
def test_matmul_errors_are_numpys_when_called(target, xs, ys):
    f = stack_errors_function(len(xs), len(ys), target)
    with pytest.raises(ValueError) as e:
        f(np.ones(xs), np.ones(ys))
    assert str(e.value) == numpy_error(xs, ys)


@functools.lru_cache(maxsize=None)
def stack_errors_function(nx, ny, target):
    x, y = TensorType("float64", shape=(None,) * nx)("x"), TensorType("float64", shape=(None,) * ny)("y")
    return twinlink.function([x, y], x @ y, target=target)


def test_static_shapes_give_the_output_shape():
    x = TensorType("float32", shape=(1, None, 4, 3, 5))("x")
    y = TensorType("float64", shape=(2, 1, 1, 5, 6))("y")
    out = x @ y
    assert out.type.shape == (2, None, 4, 3, 6) and out.type.dtype == "float64"
    assert (TensorType("float32", shape=(7, 5))("a") @ TensorType("float32", shape=(5,))("b")).type.shape == (7,)


def test_dot_compiles_in_a_cpp_module_with_the_same_bits(target):
    a, b = T.dmatrix("a"), T.fmatrix("b")
    outs = [a @ b, T.dot(b, b.T)]
    as_c = twinlink.function([a, b], outs, target=target, language="c")
    as_cpp = twinlink.function([a, b], outs, target=target, language="c++")
    assert as_cpp.language == "c++"
    x, y = values(1, (70, 33), "float64"), values(2, (33, 45), "float32")
    for got_c, got_cpp in zip(as_c(x, y), as_cpp(x, y)):
        assert got_c.tobytes() == got_cpp.tobytes()
    assert_bits(as_cpp(x, y)[1], y, y.T, "c++ float32")
