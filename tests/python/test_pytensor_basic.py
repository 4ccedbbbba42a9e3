"""PyTensor nodes without C of their own that the bridge gives glue C on both targets
(twinlink/pytensor/basic.py: Eye, Conj of complex arrays, FillDiagonal, Repeat, BlockDiagonal, ...; products.py: Dot, the
matrix product einsum leaves). Checked against NumPy (the same values and messages as
PyTensor's `perform`, which calls it), each other bit for bit, and as one module with no
Python node."""
import warnings

import numpy as np
import pytest

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.ifelse import ifelse  # noqa: E402
from pytensor.tensor.extra_ops import old_np_unique  # noqa: E402  (what Unique's perform calls)

import twinlink.pytensor as tp  # noqa: E402

MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}


def _all_c(f):
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep


def _same_bits(a, b):
    a, b = np.asarray(a), np.asarray(b)
    assert a.dtype == b.dtype and a.shape == b.shape, (a.dtype, b.dtype, a.shape, b.shape)
    assert np.ascontiguousarray(a).tobytes() == np.ascontiguousarray(b).tobytes(), (a, b)


@pytest.mark.parametrize("dtype", ["float64", "float32", "int32", "uint8", "bool", "complex128"])
def test_eye_is_numpys(target, dtype):
    n, m, k = pt.iscalar("n"), pt.lscalar("m"), pt.iscalar("k")
    f = pytensor.function([n, m, k], pt.eye(n, m, k, dtype=dtype), mode=MODES[target])
    _all_c(f)
    for args in [(3, 3, 0), (3, 5, 1), (5, 3, -2), (4, 4, 4), (4, 4, -4), (0, 3, 0), (3, 0, 0), (2, 6, -7),
                 (6, 2, 9), (1, 1, 0), (3, 4, -(2**31))]:
        _same_bits(f(*args), np.eye(*args, dtype=dtype))
    with pytest.raises(ValueError, match="^negative dimensions are not allowed"):
        f(-1, 3, 0)
    with pytest.raises(ValueError, match="^negative dimensions are not allowed"):
        f(2, -3, 0)
    with pytest.raises(ValueError, match="^array is too big"):
        f(2**31 - 1, 2**40, 0)


def test_eye_of_a_symbolic_size_in_a_graph(target):
    """A covariance with jitter (as PyMC adds to one): the whole graph one module."""
    x = pt.dmatrix("x")
    cov = x @ x.T + 1e-6 * pt.eye(x.shape[0])
    f = pytensor.function([x], cov, mode=MODES[target])
    _all_c(f)
    v = np.random.default_rng(0).normal(size=(4, 3))
    np.testing.assert_allclose(f(v), v @ v.T + 1e-6 * np.eye(4), rtol=1e-14)


@pytest.mark.parametrize("dtype", ["complex128", "complex64"])
def test_conj_of_complex_arrays_is_numpys(target, dtype):
    x = pt.tensor("x", dtype=dtype, shape=(None, None))
    f = pytensor.function([x], pt.conj(x), mode=MODES[target])
    g = pytensor.function([x], pt.conj(x * 2), mode=MODES[target])  # conj writes x * 2 in place
    assert any(n.op.destroy_map for n in g.maker.fgraph.apply_nodes)
    _all_c(f)
    _all_c(g)
    rng = np.random.default_rng(1)
    v = (rng.normal(size=(4, 5)) + 1j * rng.normal(size=(4, 5))).astype(dtype)
    v[0, :3] = [complex(1.0, -0.0), complex(np.nan, np.nan), complex(-np.inf, 0.0)]
    finite = v.copy()
    finite[0, 1:3] = 0.5j
    for arg in (v, v[::2, ::-2], v.T, v[:0]):
        _same_bits(f(arg), np.conj(arg))
    # (wasm's arithmetic gives NaNs other sign bits, ARCHITECTURE.md "NaN rewrite": finite here)
    for arg in (finite, finite[::2, ::-2], finite.T):
        _same_bits(g(arg), np.conj(arg * 2))
    assert (v[0, 0].imag, np.signbit(v[0, 0].imag)) == (0.0, True)  # the input is left as it was


@pytest.mark.parametrize("dtype", ["float64", "int64", "complex128", "bool"])
def test_fill_diagonal_is_pytensors(target, dtype):
    """PyTensor's perform: a copy, val on the diagonal of a matrix (square or not) or of an
    array of equal lengths (np.fill_diagonal)."""
    a2 = pt.tensor("a", dtype=dtype, shape=(None, None))
    a3 = pt.tensor("b", dtype=dtype, shape=(None, None, None))
    val = pt.scalar("v", dtype=dtype)
    f2 = pytensor.function([a2, val], pt.fill_diagonal(a2, val), mode=MODES[target])
    f3 = pytensor.function([a3, val], pt.fill_diagonal(a3, val), mode=MODES[target])
    _all_c(f2)
    _all_c(f3)
    rng = np.random.default_rng(2)
    fill = np.array(7, dtype=dtype)
    for shape in [(4, 4), (6, 3), (3, 6), (1, 5), (0, 3)]:
        a = (rng.normal(size=shape) * 5).astype(dtype)
        before = a.copy()
        for arg in (a, a.T):  # a strided input too
            want = np.array(arg, order="C")  # a copy
            want.flat[:arg.shape[1] * arg.shape[1]:arg.shape[1] + 1] = fill
            _same_bits(f2(arg, fill), want)
        _same_bits(a, before)  # the input is left as it was
    a = (rng.normal(size=(3, 3, 3)) * 5).astype(dtype)
    want = a.copy()
    np.fill_diagonal(want, fill)
    _same_bits(f3(a, fill), want)
    with pytest.raises(ValueError, match="^All dimensions of input must be of equal length"):
        f3(np.zeros((3, 3, 2), dtype), fill)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_einsums_matrix_product(target, dtype):
    """einsum's Dot node (its rewrites leave it after the BLAS ones): twinlink's GEMM kernel,
    the same bits on both targets, matmul's message for unequal lengths."""
    x, y = pt.matrix("x", dtype=dtype), pt.matrix("y", dtype=dtype)
    f = pytensor.function([x, y], pt.einsum("ij,jk->ik", x, y), mode=MODES[target])
    assert "Dot" in [type(n.op).__name__ for n in f.maker.fgraph.apply_nodes]
    _all_c(f)
    rng = np.random.default_rng(3)
    a, b = rng.normal(size=(7, 5)).astype(dtype), rng.normal(size=(5, 3)).astype(dtype)
    got = f(a, b)
    np.testing.assert_allclose(got, a.astype("float64") @ b.astype("float64"), rtol=64 * np.finfo(dtype).eps)
    other = pytensor.function([x, y], pt.einsum("ij,jk->ik", x, y), mode=MODES["wasm" if target == "native" else "native"])
    _same_bits(got, other(a, b))
    _same_bits(f(a[:, :0], b[:0]), np.zeros((7, 3), dtype))
    with pytest.raises(ValueError) as info:
        f(a, b[:4])
    with pytest.raises(ValueError) as want:
        np.matmul(a, b[:4])
    assert str(info.value).splitlines()[0] == str(want.value)


@pytest.mark.parametrize("dtype", ["float64", "float32", "int32", "uint8", "bool"])
def test_sort_and_argsort_are_numpys_stable_ones(target, dtype):
    """Values as np.sort, NaNs last; positions as np.argsort(kind="stable") whatever the
    node's kind (NumPy's quicksort leaves the order of ties unspecified); any axis; the same
    bits on both targets (the same stable merge sort)."""
    x = pt.tensor("x", dtype=dtype, shape=(None, None, None))
    axis = pt.lscalar("axis")
    f = pytensor.function([x, axis], [pt.sort(x, axis), pt.argsort(x, axis), pt.sort(x, axis=None)],
                          mode=MODES[target])
    _all_c(f)
    rng = np.random.default_rng(4)
    v = (rng.normal(size=(3, 37, 20)) * 4).astype(dtype)  # ties among the integers and booleans
    if dtype.startswith("float"):
        v[0, :6, 0] = [0.0, -0.0, np.nan, np.inf, -np.inf, np.nan]
    for arg in (v, v[:, ::-3, 1::2], v[:, :0]):
        for ax in (0, 1, 2, -1, -3):
            s, i, flat = f(arg, ax)
            _same_bits(s, np.sort(arg, ax, kind="stable"))
            _same_bits(i, np.argsort(arg, ax, kind="stable"))
            _same_bits(flat, np.sort(arg, axis=None, kind="stable"))
    with pytest.raises(np.exceptions.AxisError, match="^axis 3 is out of bounds for array of dimension 3\n"):
        f(v, 3)
    with pytest.raises(np.exceptions.AxisError, match="^axis -4 is out of bounds"):
        f(v, -4)


def test_ifelse_picks_a_branch_as_pytensors_thunk_does(target):
    """The true branch when the condition is not 0 (NaN is true), the false one otherwise,
    several outputs at once, in place (as_view, after PyTensor's rewrite) or not; a result the
    caller holds keeps its values; one module with both branches computed."""
    c, x, y = pt.dscalar("c"), pt.dvector("x"), pt.lmatrix("y")
    outs = ifelse(c > 0, [x * 2, y + 1], [-x, y * 3])
    f = pytensor.function([c, x, y], outs, mode=MODES[target])
    g = pytensor.function([c, x], ifelse(c, x, x[::-1]), mode=MODES[target])  # c itself: NaN is true
    h = pytensor.function([c, x], ifelse(c, x, x[::-1]), mode=pytensor.compile.mode.get_mode(MODES[target]).excluding("inplace"))
    _all_c(f)
    _all_c(g)
    assert any(n.op.view_map for n in f.maker.fgraph.apply_nodes)  # the in-place IfElse
    assert [n for n in h.maker.fgraph.apply_nodes if type(n.op).__name__ == "IfElse" and not n.op.as_view]
    v, w = np.array([1.0, -2.0, 3.0]), np.arange(6).reshape(2, 3)
    held = f(1.0, v, w)
    for got, want in zip(held, [v * 2, w + 1]):
        _same_bits(got, want)
    for got, want in zip(f(-1.0, v + 1, w), [-(v + 1), w * 3]):
        _same_bits(got, want)
    for got, want in zip(held, [v * 2, w + 1]):  # the first call's results kept their values
        _same_bits(got, want)
    for fn in (g, h):
        for cond, want in [(np.nan, v), (0.0, v[::-1]), (-0.0, v[::-1]), (2.5, v)]:
            out = fn(cond, v)
            _same_bits(out, want)
            assert not np.shares_memory(out, v)


@pytest.mark.parametrize("dtype", ["float64", "int32", "bool", "complex128"])
def test_nonzero_is_numpys(target, dtype):
    """np.nonzero's positions (NaN is not zero), pt.flatnonzero's too, as int64 vectors."""
    x = pt.tensor("x", dtype=dtype, shape=(None, None, None))
    f = pytensor.function([x], [*pt.nonzero(x), pt.flatnonzero(x)], mode=MODES[target])
    _all_c(f)
    rng = np.random.default_rng(5)
    v = rng.integers(-1, 2, size=(3, 4, 5)).astype(dtype)
    if dtype == "float64":
        v[0, 0, :2] = [np.nan, -0.0]
    if dtype == "complex128":
        v[1, 1, 1] = 1j
    for arg in (v, v[:, ::-2], v[:0], np.zeros_like(v)):
        got = f(arg)
        for g, w in zip(got, [*np.nonzero(arg), np.flatnonzero(arg)]):
            _same_bits(g, w.astype(np.int64))


@pytest.mark.parametrize("dtype", ["float64", "float32", "int32", "bool"])
def test_unique_is_pytensors(target, dtype):
    """PyTensor's perform (np.unique of the flattened array, the inverse flat): values sorted
    with all NaNs one group, first indices, inverse and counts. Each group's value is its
    first occurrence's bits, as NumPy's stable path (return_index) gives them (-0.0 or 0.0)."""
    x = pt.tensor("x", dtype=dtype, shape=(None, None))
    rng = np.random.default_rng(6)
    v = rng.integers(-2, 3, size=(6, 7)).astype(dtype)
    if dtype.startswith("float"):
        v[0, :4] = [np.nan, -0.0, np.nan, 0.0]
        v[3, 3] = np.nan
    for flags in [(False, False, False), (True, True, True), (False, True, False), (True, False, True)]:
        f = pytensor.function([x], pt.unique(x, *flags), mode=MODES[target])
        _all_c(f)
        for arg in (v, v.T[::2], v[:0]):
            got = f(arg)
            got = got if isinstance(got, list) else [got]
            want = old_np_unique(arg, True, *flags[1:])
            want = [want[0]] + list(want[1:] if flags[0] else want[2:])
            for g, w in zip(got, want):
                _same_bits(g, w)


@pytest.mark.parametrize("dtype", ["float64", "int32", "bool", "complex128"])
@pytest.mark.parametrize("axis", [0, 1, None])
def test_repeat_is_numpys(target, dtype, axis):
    """Repeat (pt.repeat): one count for every element or one each, strided inputs, counts of
    another integer type; NumPy's messages for a wrong number of counts, negative counts and
    a total that wraps negative."""
    x = pt.tensor("x", dtype=dtype, shape=(None, None))
    r = pt.ivector("r")
    f = pytensor.function([x, r], pt.repeat(x, r, axis=axis), mode=MODES[target])
    _all_c(f)
    data = (np.arange(12).reshape(3, 4) % 5).astype(dtype)
    n = {0: 3, 1: 4, None: 12}[axis]
    for arg in (data, data.T.copy().T, data[::-1, ::2], data[:0]):
        m = {0: arg.shape[0], 1: arg.shape[1], None: arg.size}[axis]
        for counts in ([2], [0], list(range(m)), [3] * m):
            counts = np.array(counts, dtype="int32")
            _same_bits(f(arg, counts), np.repeat(arg, counts, axis=axis))
    for counts, message in (([1, 2], r"^operands could not be broadcast together with shape \(%d,\) \(2,\)" % n),
                            ([-1], "^negative dimensions are not allowed"),
                            ([1] * (n - 1) + [-1], "^repeats may not contain negative values")):
        with pytest.raises(ValueError, match=message):
            np.repeat(data, np.array(counts, dtype="int32"), axis=axis)
        with pytest.raises(ValueError, match=message):
            f(data, np.array(counts, dtype="int32"))


def test_repeat_counts_that_wrap(target):
    x, r = pt.dvector("x"), pt.lvector("r")
    f = pytensor.function([x, r], pt.repeat(x, r, axis=0), mode=MODES[target])
    counts = np.array([2**62] * 3)
    with pytest.raises(ValueError, match="^negative dimensions are not allowed"):
        np.repeat(np.ones(3), counts)
    with pytest.raises(ValueError, match="^negative dimensions are not allowed"):
        f(np.ones(3), counts)


@pytest.mark.parametrize("dtype", ["float64", "int16", "complex64"])
def test_fill_diagonal_offset_is_pytensors(target, dtype):
    """FillDiagonalOffset: wide, tall and strided matrices, offsets inside and past each side;
    the values of PyTensor's perform (a C-ordered copy, a strided flat write; an offset past a
    side gives a negative end, which its flat slice counts from the end, so it writes too)."""
    a = pt.tensor("a", dtype=dtype, shape=(None, None))
    val, k = pt.tensor("val", dtype=dtype, shape=()), pt.lscalar("k")
    out = pt.extra_ops.fill_diagonal_offset(a, val, k)
    f = pytensor.function([a, val, k], out, mode=MODES[target])
    ref = pytensor.function([a, val, k], out, mode=pytensor.compile.mode.Mode(linker="py", optimizer="fast_run"))
    _all_c(f)
    base = (np.arange(42) % 7 + 1).astype(dtype)
    v = np.asarray(-3, dtype=dtype)
    for m in (base.reshape(6, 7), base.reshape(7, 6), base.reshape(6, 7)[::-1, ::2], base[:0].reshape(0, 3)):
        for offset in (0, 1, 3, -1, -4, 6, 7, 9, 13, 40, 50, -6, -7, -10, -40):
            _same_bits(f(m, v, offset), ref(m, v, offset))


@pytest.mark.parametrize("dtypes", [("float64", "float64"), ("float32", "float32"), ("int8", "float32"),
                                    ("int32", "int64"), ("uint8", "uint8"), ("bool", "bool")])
def test_convolve1d_is_numpys_convolve_on_both_targets(dtypes):
    # Convolve1d's C calls NumPy's PyArray_Correlate2, which the sandbox's shim lacks: the
    # bridge's own C computes np.convolve in one order on both targets (NumPy's dot may sum
    # floats through BLAS: within a few ulp of it), and integers and booleans exactly
    from pytensor.tensor.signal.conv import convolve1d

    a, v = pt.vector("a", dtype=dtypes[0]), pt.vector("v", dtype=dtypes[1])
    rng = np.random.default_rng(47)
    for mode in ("full", "valid"):
        out = convolve1d(a, v, mode=mode)
        fs = [pytensor.function([a, v], out, mode=m) for m in MODES.values()]
        assert all(tp.report(f)["python_nodes"] == [] for f in fs)
        for na, nv in ((9, 4), (4, 9), (5, 5), (1, 3)):
            x, y = (rng.normal(size=na) * 20).astype(dtypes[0]), (rng.normal(size=nv) * 20).astype(dtypes[1])
            want = np.convolve(x, y, mode=mode)
            native, wasm = (f(x, y) for f in fs)
            assert native.dtype == want.dtype == out.dtype and native.shape == want.shape
            assert native.tobytes() == wasm.tobytes()
            if want.dtype.kind == "f":
                np.testing.assert_allclose(native, want, rtol=8 * np.finfo(want.dtype).eps, atol=0)
            else:
                np.testing.assert_array_equal(native, want)


def test_convolve1d_errors_and_batches(target):
    from pytensor.compile.mode import Mode
    from pytensor.tensor.signal.conv import convolve1d

    a, v = pt.dvector("a"), pt.dvector("v")
    f = pytensor.function([a, v], convolve1d(a, v), mode=MODES[target])
    ref = pytensor.function([a, v], convolve1d(a, v), mode=Mode(linker="cvm"))
    for x, y in ((np.ones(3), np.ones(0)), (np.ones(0), np.ones(3))):
        with pytest.raises(ValueError) as want:
            ref(x, y)
        with pytest.raises(ValueError) as got:
            f(x, y)
        assert str(got.value).splitlines()[0] == str(want.value).splitlines()[0]
    X, k = pt.dmatrix("X"), pt.dvector("k")
    g = pytensor.function([X, k], convolve1d(X, k[None, :], mode="valid"), mode=MODES[target])
    assert tp.report(g)["python_nodes"] == []
    xv, kv = np.random.default_rng(53).normal(size=(3, 8)), np.array([1.0, -2.0, 0.5])
    want = np.stack([np.convolve(row, kv, mode="valid") for row in xv])
    np.testing.assert_allclose(g(xv, kv), want, rtol=1e-14, atol=1e-15)


def test_block_diag_is_scipys(target):
    """BlockDiagonal (pt.linalg.block_diag): scipy.linalg.block_diag(*blocks).astype(dtype),
    as its perform computes it: blocks of several dtypes, strided, empty ones, and the result
    read back in as a block (the reused output is never an input)."""
    import scipy.linalg  # SciPy comes with PyTensor

    A, B, C = pt.dmatrix("A"), pt.fmatrix("B"), pt.lmatrix("C")
    f = pytensor.function([A, B, C], pt.linalg.block_diag(A, B, C), mode=MODES[target])
    _all_c(f)
    rng = np.random.default_rng(4)
    cases = [(rng.normal(size=(2, 3)), rng.normal(size=(4, 1)).astype("float32"), rng.integers(-5, 5, (3, 3))),
             (rng.normal(size=(6, 4))[::2, ::-1], np.ones((0, 2), "float32"), rng.integers(0, 9, (5, 4))[:, 1::2]),
             (np.zeros((0, 0)), np.zeros((3, 0), "float32"), np.zeros((0, 2), "int64"))]
    for args in cases:
        _same_bits(f(*args), scipy.linalg.block_diag(*args).astype("float64"))
    x = pt.dmatrix("x")
    g = pytensor.function([x], pt.linalg.block_diag(x, x[:0, :0]), mode=MODES[target])
    first = g(np.eye(2))
    _same_bits(g(first), np.eye(2))
    i1, i2 = pt.imatrix("i1"), pt.bmatrix("i2")
    h = pytensor.function([i1, i2], pt.linalg.block_diag(i1, i2), mode=MODES[target])
    _all_c(h)
    a, b = np.arange(6, dtype="int32").reshape(2, 3), np.array([[-1, 7]], "int8")
    _same_bits(h(a, b), scipy.linalg.block_diag(a, b).astype("int32"))
