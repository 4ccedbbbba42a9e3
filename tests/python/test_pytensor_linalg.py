"""PyTensor nodes without C of their own that the bridge gives twinlink's C on both targets:
Cholesky, SolveTriangular, CholeskySolve, Solve, MatrixInverse, Det, SLogDet, LUFactor, LU,
PivotToPermutations, SVD, MatrixPinv (hermitian too), QR, Eigh, Eigvalsh, Expm and SolveSylvester
(twinlink/pytensor/linalg.py, kernels in tensor/linalg.py) and advanced indexing by integer arrays (twinlink/pytensor/indexing.py).
Checked against NumPy and SciPy (float64 error bounds), PyTensor's Python `perform` (indexing:
the same bits; checks and their messages; NaN where LAPACK fails), each other bit for bit, and
as a whole model (a multivariate normal's log density and gradient: one module, no Python
node)."""
import inspect
import itertools
import re
import warnings

import numpy as np
import pytest
import scipy.linalg
import scipy.stats

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402
from pytensor.tensor.blockwise import Blockwise  # noqa: E402

try:  # PyTensor 3 moved it (the old name warns)
    from pytensor.graph.traversal import graph_inputs  # noqa: E402
except ImportError:
    from pytensor.graph.basic import graph_inputs  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402
from bundle_replay import assert_replays_without_python  # noqa: E402

MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}
PY = Mode(linker="py", optimizer="fast_run")  # PyTensor's Python perform for every node
CVM = Mode(linker="cvm", optimizer="fast_run")


def _spd(rng, n, dtype):
    a = rng.normal(size=(n, n))
    return (a @ a.T + n * np.eye(n)).astype(dtype)


def _sym(rng, n):
    a = rng.normal(size=(n, n))
    return a + a.T


def _ops(f):
    return [type(n.op).__name__ for n in f.maker.fgraph.toposort()]


def _bits_agree(f, args):
    """f's module natively and in wasm: the same bits for `args`."""
    cmp = tp.compare(f, *args)
    assert cmp.identical, cmp


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("lower", [True, False])
def test_cholesky_matches_numpy(target, dtype, lower):
    rng = np.random.default_rng(3)
    x = pt.matrix("x", dtype=dtype)
    f = pytensor.function([x], pt.linalg.cholesky(x, lower=lower), mode=MODES[target])
    assert "Cholesky" in _ops(f) and tp.report(f)["python_nodes"] == []
    eps = np.finfo(dtype).eps
    for n in (1, 2, 5, 17, 40, 130):
        a = _spd(rng, n, dtype)
        got = f(a)
        assert got.dtype == dtype and got.shape == (n, n)
        want = np.linalg.cholesky(a.astype(np.float64))
        want = want if lower else want.T
        # Cholesky is backward stable: |L - L*| is within a few n eps of |L| on these
        # well-conditioned matrices; the other triangle is exactly zero.
        np.testing.assert_allclose(got, want, rtol=0, atol=4 * n * eps * np.abs(want).max())
        assert not np.any(np.triu(got, 1) if lower else np.tril(got, -1))
    # Only the triangle asked for is read: NaN in the other changes nothing.
    a = _spd(rng, 6, dtype)
    b = a.copy()
    b[np.triu_indices(6, 1) if lower else np.tril_indices(6, -1)] = np.nan
    assert f(b).tobytes() == f(a).tobytes()
    # Any strides: a transposed and a strided view give the contiguous matrix's bits.
    big = _spd(rng, 12, dtype)
    assert f(big[::2, ::2]).tobytes() == f(np.ascontiguousarray(big[::2, ::2])).tobytes()
    assert f(np.asfortranarray(big)).tobytes() == f(big).tobytes()
    if target == "native":
        _bits_agree(f, (_spd(rng, 300, dtype),))  # blocks of columns, tiles of rows


def _right_looking_cholesky(a):
    """The lower factor by the order of operations the kernel documents, in NumPy: after each
    column (the pivot's square root, the column divided by it), every element below and to the
    right loses the product of its row's and its column's elements."""
    out = np.tril(a).copy()
    for j in range(len(out)):
        out[j, j] = np.sqrt(out[j, j])
        out[j + 1:, j] /= out[j, j]
        c = out[j + 1:, j]
        out[j + 1:, j + 1:] -= np.tril(np.multiply.outer(c, c))
    return out


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_cholesky_keeps_its_order_of_operations_bit_for_bit(target, dtype):
    # the blocked and vectorised updates (from 64 rows) give each element the unblocked
    # order's roundings
    rng = np.random.default_rng(11)
    x = pt.matrix("x", dtype=dtype)
    f = pytensor.function([x], pt.linalg.cholesky(x), mode=MODES[target])
    for n in (7, 70, 133, 300):
        a = _spd(rng, n, dtype)
        assert f(a).tobytes() == _right_looking_cholesky(a).tobytes(), n


@pytest.mark.parametrize("lower", [True, False])
def test_cholesky_failures_are_pytensors(target, lower):
    x = pt.dmatrix("x")
    f = pytensor.function([x], pt.linalg.cholesky(x, lower=lower), mode=MODES[target])
    ref = pytensor.function([x], pt.linalg.cholesky(x, lower=lower), mode=PY)
    # Not positive definite: PyTensor returns NaN everywhere (LAPACK's info > 0).
    for a in (np.array([[1.0, 2.0], [2.0, 1.0]]), -np.eye(3), np.zeros((2, 2))):
        assert np.isnan(ref(a)).all()
        got = f(a)
        assert got.shape == a.shape and np.isnan(got).all()
    # A NaN pivot is not a failure to SciPy's LAPACK: NaN from there on, the rest computed.
    a = np.array([[4.0, np.nan, 1.0], [np.nan, 4.0, 1.0], [1.0, 1.0, 9.0]])
    np.testing.assert_array_equal(f(a), ref(a))
    # Empty: an empty result of x's shape.
    assert f(np.zeros((0, 0))).shape == (0, 0)
    # Not square: PyTensor's ValueError, and the function works afterwards.
    with pytest.raises(ValueError) as want:
        ref(np.ones((2, 3)))
    with pytest.raises(ValueError, match=re.escape(str(want.value).splitlines()[0])):
        f(np.ones((2, 3)))
    assert np.allclose(f(np.eye(2) * 4), np.eye(2) * 2)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("unit", [False, True])
@pytest.mark.parametrize("b_ndim", [1, 2])
def test_solve_triangular_matches_scipy(target, dtype, lower, unit, b_ndim):
    rng = np.random.default_rng(5)
    A = pt.matrix("A", dtype=dtype)
    b = pt.matrix("b", dtype=dtype) if b_ndim == 2 else pt.vector("b", dtype=dtype)
    f = pytensor.function([A, b], pt.linalg.solve_triangular(A, b, lower=lower, unit_diagonal=unit),
                          mode=MODES[target])
    assert "SolveTriangular" in _ops(f) and tp.report(f)["python_nodes"] == []
    eps = np.finfo(dtype).eps
    for m in (1, 3, 16, 70):
        # A well-conditioned triangle, garbage (NaN) in the other one, which is not read.
        a = (rng.normal(size=(m, m)) * 0.3 + np.eye(m) * 3).astype(dtype)
        other = np.triu_indices(m, 1) if lower else np.tril_indices(m, -1)
        a[other] = np.nan
        if unit:
            a[np.diag_indices(m)] = np.nan
        bv = rng.normal(size=(m, 4) if b_ndim == 2 else m).astype(dtype)
        got = f(a, bv)
        clean = np.where(np.isnan(a), 0, a).astype(np.float64)
        want = scipy.linalg.solve_triangular(clean, bv.astype(np.float64), lower=lower, unit_diagonal=unit)
        assert got.dtype == dtype and got.shape == bv.shape
        np.testing.assert_allclose(got, want, rtol=0, atol=8 * m * eps * np.abs(want).max())
    if target == "native":
        a = np.tril(rng.normal(size=(30, 30))) + 4 * np.eye(30) if lower else np.triu(rng.normal(size=(30, 30))) + 4 * np.eye(30)
        _bits_agree(f, (a.astype(dtype), rng.normal(size=(30, 5) if b_ndim == 2 else 30).astype(dtype)))


def _row_by_row_solve(a, b, lower, unit):
    """A X = B for triangular A by the order of operations the kernel documents, in NumPy: each
    row of X loses A[i,k] times each solved row k in order, then is divided by A[i,i]."""
    x, m = b.copy(), len(a)
    for t in range(m):
        i = t if lower else m - 1 - t
        for u in range(t):
            k = u if lower else m - 1 - u
            x[i] -= a[i, k] * x[k]
        if not unit:
            x[i] /= a[i, i]
    return x


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("lower", [True, False])
def test_solve_triangular_keeps_its_order_of_operations_bit_for_bit(target, dtype, lower):
    # the vectorised rows (from 16 or 32 columns on) give each element the scalar order's roundings
    rng = np.random.default_rng(12)
    A, B = pt.matrix("A", dtype=dtype), pt.matrix("B", dtype=dtype)
    for unit in (False, True):
        f = pytensor.function([A, B], pt.linalg.solve_triangular(A, B, lower=lower, unit_diagonal=unit),
                              mode=MODES[target])
        for m, n in ((5, 3), (40, 37), (90, 64), (33, 129)):
            a = (rng.normal(size=(m, m)) + m * np.eye(m)).astype(dtype)
            b = rng.normal(size=(m, n)).astype(dtype)
            assert f(a, b).tobytes() == _row_by_row_solve(a, b, lower, unit).tobytes(), (m, n, unit)


def test_solve_triangular_failures_are_pytensors(target):
    A, b = pt.dmatrix("A"), pt.dmatrix("b")
    out = pt.linalg.solve_triangular(A, b, lower=True)
    f = pytensor.function([A, b], out, mode=MODES[target])
    ref = pytensor.function([A, b], out, mode=PY)
    # A zero on the diagonal: LAPACK's trtrs reports the matrix singular, PyTensor gives NaN.
    a = np.array([[2.0, 0.0], [1.0, 0.0]])
    assert np.isnan(ref(a, np.ones((2, 3)))).all()
    assert np.isnan(f(a, np.ones((2, 3)))).all()
    assert f(np.eye(2), np.zeros((2, 0))).shape == (2, 0)
    for a, bv in ((np.ones((2, 3)), np.ones((2, 1))), (np.eye(3), np.ones((2, 2)))):
        with pytest.raises(ValueError) as want:
            ref(a, bv)
        with pytest.raises(ValueError, match=re.escape(str(want.value).splitlines()[0])):
            f(a, bv)
    np.testing.assert_array_equal(f(np.eye(2) * 2, np.ones((2, 1))), np.full((2, 1), 0.5))


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("b_ndim", [1, 2])
def test_cho_solve_matches_scipy(target, dtype, lower, b_ndim):
    rng = np.random.default_rng(9)
    C = pt.matrix("C", dtype=dtype)
    b = pt.matrix("b", dtype=dtype) if b_ndim == 2 else pt.vector("b", dtype=dtype)
    f = pytensor.function([C, b], pt.linalg.cho_solve((C, lower), b, b_ndim=b_ndim), mode=MODES[target])
    assert "CholeskySolve" in _ops(f) and tp.report(f)["python_nodes"] == []
    eps = np.finfo(dtype).eps
    for m in (1, 4, 33):
        spd = _spd(rng, m, "float64")
        c = np.linalg.cholesky(spd) if lower else np.linalg.cholesky(spd).T
        bv = rng.normal(size=(m, 3) if b_ndim == 2 else m)
        want = scipy.linalg.cho_solve((c, lower), bv)
        c = c.astype(dtype)
        c[np.triu_indices(m, 1) if lower else np.tril_indices(m, -1)] = np.nan  # not read
        got = f(c, bv.astype(dtype))
        assert got.dtype == dtype and got.shape == bv.shape
        np.testing.assert_allclose(got, want, rtol=0, atol=16 * m * eps * np.abs(want).max())
    ref = pytensor.function([C, b], pt.linalg.cho_solve((C, lower), b, b_ndim=b_ndim), mode=PY)
    bad_b = np.ones((2, 2) if b_ndim == 2 else 2, dtype)
    for cv in (np.ones((2, 3), dtype), np.eye(3, dtype=dtype)):
        with pytest.raises(ValueError) as want:
            ref(cv, bad_b)
        with pytest.raises(ValueError, match=re.escape(str(want.value).splitlines()[0])):
            f(cv, bad_b)
    if target == "native":
        c = np.linalg.cholesky(_spd(rng, 20, "float64")).astype(dtype)
        _bits_agree(f, (c if lower else c.T.copy(), rng.normal(size=(20, 3) if b_ndim == 2 else 20).astype(dtype)))


def _general(rng, n, dtype):
    """A well-conditioned general matrix (pivoting is exercised: the diagonal is not the
    largest in its column)."""
    return (rng.normal(size=(n, n)) + np.roll(np.eye(n), 1, axis=0) * (n + 2)).astype(dtype)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_inverse_and_determinants_match_numpy(target, dtype):
    rng = np.random.default_rng(13)
    x = pt.matrix("x", dtype=dtype)
    # slogdet beside det becomes sign(det) and log|det|: a function of its own.
    inv_det = pytensor.function([x], [pt.linalg.inv(x), pt.linalg.det(x)], mode=MODES[target])
    slogdet = pytensor.function([x], list(pt.linalg.slogdet(x)), mode=MODES[target])
    for fn, op in ((inv_det, "MatrixInverse"), (inv_det, "Det"), (slogdet, "SLogDet")):
        assert op in _ops(fn) and tp.report(fn)["python_nodes"] == [], _ops(fn)

    def f(a):
        return [*inv_det(a), *slogdet(a)]

    eps = np.finfo(dtype).eps
    for n in (1, 2, 3, 10, 41):
        a = _general(rng, n, dtype)
        inv, det, sign, logdet = f(a)
        a64 = a.astype(np.float64)
        want_inv = np.linalg.inv(a64)
        np.testing.assert_allclose(inv, want_inv, rtol=0, atol=64 * n * eps * np.abs(want_inv).max())
        want_sign, want_logdet = np.linalg.slogdet(a64)
        assert sign == want_sign
        np.testing.assert_allclose(logdet, want_logdet, rtol=0, atol=64 * n * eps * max(1, abs(want_logdet)))
        # det in the dtype: float32 overflows to inf at n = 41, as NumPy's does
        with np.errstate(over="ignore"):
            want_det = np.linalg.det(a)
        np.testing.assert_allclose(det, want_det, rtol=64 * n * eps * max(1, abs(want_logdet)))
        assert inv.dtype == det.dtype == sign.dtype == logdet.dtype == dtype
    # Empty: NumPy's values.
    inv, det, sign, logdet = f(np.zeros((0, 0), dtype))
    assert inv.shape == (0, 0) and det == 1 and sign == 1 and logdet == 0
    # Singular: det 0, sign 0 and log|det| -inf (NumPy), and the inverse raises LinAlgError
    # (NumPy's class on both targets).
    g = pytensor.function([x], pt.linalg.det(x), mode=MODES[target])
    assert g(np.ones((3, 3), dtype)) == 0 and list(slogdet(np.ones((3, 3), dtype))) == [0, -np.inf]
    inv_only = pytensor.function([x], pt.linalg.inv(x), mode=MODES[target])
    with pytest.raises(np.linalg.LinAlgError, match="^Singular matrix"):
        inv_only(np.ones((3, 3), dtype))
    with pytest.raises(ValueError, match="^Last 2 dimensions of the array must be square"):
        inv_only(np.ones((2, 3), dtype))
    with pytest.raises(ValueError, match="^Failed to compute determinant"):
        g(np.ones((2, 3), dtype))
    np.testing.assert_allclose(inv_only(np.eye(2, dtype=dtype) * 4), np.eye(2) / 4)
    if target == "native":
        for fn in (inv_det, slogdet):
            _bits_agree(fn, (_general(rng, 12, dtype),))


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("assume_a", ["gen", "sym", "pos"])
@pytest.mark.parametrize("lower", [False, True])
@pytest.mark.parametrize("b_ndim", [1, 2])
def test_solve_matches_scipy(target, dtype, assume_a, lower, b_ndim):
    rng = np.random.default_rng(17)
    A = pt.matrix("A", dtype=dtype)
    b = pt.matrix("b", dtype=dtype) if b_ndim == 2 else pt.vector("b", dtype=dtype)
    out = pt.linalg.solve(A, b, assume_a=assume_a, lower=lower, b_ndim=b_ndim)
    # Kept a Solve: PyTensor 3.0.7 rewrites a "pos" solve of a matrix b into Cholesky and
    # two triangular solves (which run this module's C too), reading the lower triangle
    # whatever `lower` says.
    f = pytensor.function([A, b], out, mode=tp.mode(target).excluding("psd_solve_to_chol_solve"))
    assert "Solve" in _ops(f) and tp.report(f)["python_nodes"] == [], _ops(f)
    eps = np.finfo(dtype).eps
    for n in (1, 3, 25):
        a = _spd(rng, n, "float64") if assume_a != "gen" else _general(rng, n, "float64")
        if assume_a == "sym":
            a = a - 2 * n * np.eye(n) * (np.arange(n) % 2)  # symmetric, not positive definite
        bv = rng.normal(size=(n, 3) if b_ndim == 2 else n)
        want = scipy.linalg.solve(a, bv, assume_a=assume_a, lower=lower)
        a = a.astype(dtype)
        if assume_a != "gen":  # only the triangle `lower` names is read
            a[np.tril_indices(n, -1) if not lower else np.triu_indices(n, 1)] = np.nan
        got = f(a, bv.astype(dtype))
        assert got.dtype == dtype and got.shape == bv.shape
        np.testing.assert_allclose(got, want, rtol=0, atol=256 * n * eps * np.abs(want).max())
    # Singular (or, for "pos", not positive definite): NaN, where PyTensor catches SciPy's
    # LinAlgError. The checks are SciPy's.
    ref = pytensor.function([A, b], out, mode=PY.excluding("psd_solve_to_chol_solve"))
    bad = np.ones((3, 3), dtype)
    assert np.isnan(f(bad, np.ones((3, 2) if b_ndim == 2 else 3, dtype))).all()
    for av, bv in ((np.ones((2, 3), dtype), np.ones((2, 2) if b_ndim == 2 else 2, dtype)),
                   (np.eye(3, dtype=dtype), np.ones((2, 2) if b_ndim == 2 else 2, dtype))):
        with pytest.raises(ValueError) as want:
            ref(av, bv)
        with pytest.raises(ValueError, match=re.escape(str(want.value).splitlines()[0])):
            f(av, bv)
    if target == "native":
        a = _spd(rng, 20, dtype) if assume_a != "gen" else _general(rng, 20, dtype)
        _bits_agree(f, (a, rng.normal(size=(20, 3) if b_ndim == 2 else 20).astype(dtype)))


def _mvn_logp():
    """A multivariate normal's log density of n rows and its gradient in the mean and the
    covariance: Cholesky, triangular solves, the diagonal's gradient (set by integer arrays)."""
    x, mu, cov = pt.dmatrix("x"), pt.dvector("mu"), pt.dmatrix("cov")
    L = pt.linalg.cholesky(cov)
    z = pt.linalg.solve_triangular(L, (x - mu).T, lower=True)
    k = x.shape[1]
    logp = -0.5 * (pt.sum(z ** 2) + x.shape[0] * (2 * pt.sum(pt.log(pt.diag(L))) + k * np.log(2 * np.pi)))
    rng = np.random.default_rng(7)
    args = (rng.normal(size=(50, 6)), rng.normal(size=6), _spd(rng, 6, "float64"))
    return [x, mu, cov], [logp, *pytensor.grad(logp, [mu, cov])], args


def test_multivariate_normal_logp_and_gradient_are_one_module(target):
    ins, outs, args = _mvn_logp()
    f = pytensor.function(ins, outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    ops = _ops(f)
    assert {"Cholesky", "SolveTriangular", "AdvancedIncSubtensor"} <= set(ops), ops
    x, mu, cov = args
    want_logp = scipy.stats.multivariate_normal(mu, cov).logpdf(x).sum()
    got = f(*args)
    np.testing.assert_allclose(got[0], want_logp, rtol=1e-12)
    for g, w in zip(got, pytensor.function(ins, outs, mode=CVM)(*args)):
        np.testing.assert_allclose(g, w, rtol=1e-10, atol=1e-12)


def test_multivariate_normal_exports_a_bundle(tmp_path, cli):
    ins, outs, args = _mvn_logp()
    f = pytensor.function(ins, outs, mode="TWINLINK")
    _bits_agree(f, args)
    path = tmp_path / "mvn.tlb"
    tp.export_bundle(f, str(path), *args)
    assert_replays_without_python(cli, path, tmp_path)


# Advanced indexing: (name, x's shape, a function of x and the index variables, index arrays).
def _index_cases():
    r = np.random.default_rng(11)
    return [
        ("rows_and_columns", (5, 6), lambda x, i, j: x[i, j], [r.integers(-5, 5, 7), r.integers(-6, 6, 7)]),
        ("broadcast_indices", (5, 6), lambda x, i, j: x[i, j], [r.integers(0, 5, (3, 1)), r.integers(0, 6, 4)]),
        ("after_a_slice", (3, 5, 6, 2), lambda x, i, j: x[:, i, j], [r.integers(0, 5, (2, 3)), r.integers(0, 6, 3)]),
        ("apart", (4, 5, 6), lambda x, i, j: x[i, :, j], [r.integers(0, 4, 3), r.integers(0, 6, 3)]),
        ("scalar_and_array_apart", (4, 5, 6), lambda x, i, j: x[i, :, j], [np.int64(2), r.integers(0, 6, 4)]),
        ("int32_and_uint8", (5, 6, 2), lambda x, i, j: x[i, j], [r.integers(0, 5, 4).astype(np.int32),
                                                                r.integers(0, 6, 4).astype(np.uint8)]),
        ("repeated", (4, 4), lambda x, i, j: x[i, j], [np.array([1, 1, 2, 1]), np.array([0, 0, 3, 0])]),
        # boolean arrays: the positions of their true elements (np.nonzero)
        ("mask_of_rows", (5, 6), lambda x, m: x[m], [r.random(5) > 0.5]),
        ("mask_of_all", (5, 6), lambda x, m: x[m], [r.random((5, 6)) > 0.5]),
        ("mask_after_a_slice", (3, 5, 6), lambda x, m: x[:, m], [r.random((5, 6)) > 0.4]),
        ("mask_and_array_apart", (4, 5, 6), lambda x, m, j: x[m, :, j],
         [np.array([True, False, True, True]), r.integers(0, 6, 3)]),
        ("mask_none_true", (4, 3), lambda x, m: x[m], [np.zeros(4, bool)]),
        ("two_masks", (3, 4, 2), lambda x, a, b: x[a, b], [np.array([True, False, True]),
                                                          np.array([False, True, True, False])]),
        # bounded slices among arrays: the arrays index the sliced view
        ("bounded_slice_before", (5, 6), lambda x, i: x[1:4, i], [r.integers(-6, 6, 5)]),
        ("reversed_slice_after", (4, 6), lambda x, i: x[i, ::-2], [r.integers(0, 4, 3)]),
        ("slices_around", (4, 5, 6), lambda x, i: x[::-1, i, 1:-1:2], [r.integers(0, 5, (2, 2))]),
        ("slice_between_arrays", (4, 5, 6), lambda x, i, j: x[i, -4:9, j], [r.integers(0, 4, 3), r.integers(0, 6, 3)]),
        ("slice_and_mask", (5, 6), lambda x, m: x[4:0:-2, m], [r.random(6) > 0.5]),
    ]


_PYTENSOR_MAJOR = int(pytensor.__version__.split(".")[0])


def _index_vars(arrays, prefix="i"):
    return [pt.tensor(f"{prefix}{k}", dtype=a.dtype, shape=(None,) * np.ndim(a)) for k, a in enumerate(arrays)]


@pytest.mark.parametrize("dtype", ["float64", "float32", "int64", "int16", "bool"])
@pytest.mark.parametrize("what", ["get", "set", "inc"])
def test_advanced_indexing_matches_pytensor(target, dtype, what):
    """Every case of `_index_cases` as one output of one Function (one module per target, dtype
    and operation), each compared with PyTensor's Python implementation."""
    r = np.random.default_rng(2)
    ins, outs, args, names, xs = [], [], [], [], []
    for k, (name, shape, index, arrays) in enumerate(_index_cases()):
        x = pt.tensor(f"x{k}", dtype=dtype, shape=(None,) * len(shape))
        idx = _index_vars(arrays, prefix=f"i{k}_")
        sel = index(x, *idx)
        xv = (r.normal(size=shape) * 10).astype(dtype)
        ins += [x] + idx
        args += [xv] + arrays
        if what == "get":
            outs.append(sel)
        else:
            y = pt.tensor(f"y{k}", dtype=dtype, shape=(None,) * (sel.ndim - 1))  # broadcast along the first axis
            outs.append(pt.set_subtensor(sel, y) if what == "set" else pt.inc_subtensor(sel, y))
            ins.append(y)
            args.append((r.normal(size=index(xv, *arrays).shape[1:]) * 10).astype(dtype))
        names.append(name)
        xs.append((xv, xv.copy()))
    f = pytensor.function(ins, outs, mode=MODES[target])
    # PyTensor 2's slices among index arrays are MakeSlice nodes' Python slice objects, which
    # stay Python in the bridge; PyTensor 3's are the op's own (C)
    if _PYTENSOR_MAJOR < 3:
        python_nodes = tp.report(f)["python_nodes"]
        assert python_nodes and all("MakeSlice" in n for n in python_nodes), python_nodes
    else:
        assert tp.report(f)["python_nodes"] == [], _ops(f)
    ref = pytensor.function(ins, outs, mode=PY)
    got, want = f(*args), ref(*args)
    for name, g, w in zip(names, got, want, strict=True):
        assert g.dtype == w.dtype and g.shape == w.shape, name
        assert g.tobytes() == w.tobytes(), name
    for name, (xv, before) in zip(names, xs):
        assert xv.tobytes() == before.tobytes(), name  # x itself is not written


@pytest.mark.skipif(_PYTENSOR_MAJOR < 3, reason="PyTensor 2 gives bounded slices as MakeSlice nodes, which stay Python")
def test_slices_with_bounds_given_at_run_time(target):
    """x[i, a:b:c] and inc_subtensor(x[a:b:c, i]) with the bounds as inputs: Python's slice
    rules for every combination of negative, past-the-end and reversed bounds, and NumPy's
    error for a zero step, as PyTensor's perform gives them."""
    x, i = pt.dmatrix("x"), pt.lvector("i")
    a, b, c = pt.lscalar("a"), pt.lscalar("b"), pt.lscalar("c")
    xv, iv = np.arange(30.0).reshape(5, 6)[::-1], np.array([0, 2, -1])
    for out, ins in ((x[i, a:b:c], [x, i, a, b, c]), (pt.inc_subtensor(x[a:b:c, i], 1.5), [x, i, a, b, c]),
                     (x[a:, i], [x, i, a])):
        f = pytensor.function(ins, out, mode=MODES[target])
        assert tp.report(f)["python_nodes"] == [], _ops(f)
        ref = pytensor.function(ins, out, mode=PY)
        for bounds in itertools.product([0, 2, -2, 7, -9], [4, -1, 9, -7], [1, 2, -1, -3]):
            args = [xv, iv] + list(bounds[:len(ins) - 2])
            assert f(*args).tobytes() == ref(*args).tobytes(), bounds
    f = pytensor.function([x, i, a, b, c], x[i, a:b:c], mode=MODES[target])
    with pytest.raises(ValueError, match="^slice step cannot be zero"):
        pytensor.function([x, i, a, b, c], x[i, a:b:c], mode=PY)(xv, iv, 0, 3, 0)
    with pytest.raises(ValueError, match="^slice step cannot be zero"):
        f(xv, iv, 0, 3, 0)


@pytest.mark.parametrize("x_dtype,y_dtype", [("float64", "float32"), ("float32", "float64"), ("float64", "int64"),
                                             ("int8", "int64"), ("int32", "uint8")])
def test_values_of_another_dtype_are_cast_as_numpy_casts_them(target, x_dtype, y_dtype):
    """set: the value cast to x's dtype (NumPy's setitem); inc: the sum in NumPy's result
    type, then cast (np.add.at), which for float32 x and a float64 value is not the float32
    sum."""
    r = np.random.default_rng(4)
    x, i, j = pt.tensor("x", dtype=x_dtype, shape=(None, None)), pt.lvector("i"), pt.lvector("j")
    y = pt.tensor("y", dtype=y_dtype, shape=(None,))
    iv, jv = np.array([0, 2, 0, 1]), np.array([1, 3, 1, 0])
    xv = (r.normal(size=(3, 4)) * 50).astype(x_dtype)
    yv = (r.normal(size=4) * 50 + 0.1).astype(y_dtype) if y_dtype[0] == "f" else r.integers(0, 250, 4).astype(y_dtype)
    for out in (pt.set_subtensor(x[i, j], y), pt.inc_subtensor(x[i, j], y)):
        f = pytensor.function([x, i, j, y], out, mode=MODES[target])
        assert tp.report(f)["python_nodes"] == [], _ops(f)
        want = pytensor.function([x, i, j, y], out, mode=PY)(xv, iv, jv, yv)
        assert f(xv, iv, jv, yv).tobytes() == want.tobytes()


@pytest.mark.parametrize("what", ["set", "inc"])
def test_rows_of_a_matrix_set_or_incremented_by_an_index_vector(target, what):
    """AdvancedIncSubtensor1 on a matrix (the gradient of x[idx]), whose C PyTensor has only
    for vectors: repeated rows added once per occurrence, a broadcast row, and PyTensor's
    runtime-broadcasting check with its message."""
    x, idx, y = pt.dmatrix("x"), pt.lvector("idx"), pt.dmatrix("y")
    row = pt.row("row", dtype="float64")  # broadcastable along the index
    r = np.random.default_rng(8)
    xv, iv = r.normal(size=(5, 3)), np.array([4, 0, 4, -1, 2])
    for value, yv in ((y, r.normal(size=(5, 3))), (row, r.normal(size=(1, 3)))):
        out = (pt.set_subtensor if what == "set" else pt.inc_subtensor)(x[idx], value)
        f = pytensor.function([x, idx, value], out, mode=MODES[target])
        assert "AdvancedIncSubtensor1" in _ops(f) and tp.report(f)["python_nodes"] == [], _ops(f)
        ref = pytensor.function([x, idx, value], out, mode=PY)
        assert f(xv, iv, yv).tobytes() == ref(xv, iv, yv).tobytes()
    out = (pt.set_subtensor if what == "set" else pt.inc_subtensor)(x[idx], y)
    f, ref = (pytensor.function([x, idx, y], out, mode=m) for m in (MODES[target], PY))
    for iv, yv in ((np.array([1, 2]), np.ones((1, 3))), (np.array([1, 9]), np.ones((2, 3))),
                   (np.array([1, 2]), np.ones((2, 4)))):
        with pytest.raises((ValueError, IndexError)) as want:
            ref(xv, iv, yv)
        with pytest.raises(type(want.value), match=re.escape(str(want.value).splitlines()[0])):
            f(xv, iv, yv)


def test_in_place_set_writes_x_as_pytensor_does(target):
    x, i, y = pt.dmatrix("x"), pt.lvector("i"), pt.dvector("y")
    out = pt.set_subtensor(x[i, i], y)
    ins = [pytensor.In(x, mutable=True), i, y]
    f = pytensor.function(ins, out, mode=MODES[target])
    assert any(getattr(n.op, "inplace", False) for n in f.maker.fgraph.toposort()), _ops(f)
    assert tp.report(f)["python_nodes"] == []
    ref = pytensor.function(ins, out, mode=PY)
    args = (np.array([0, 2]), np.array([5.0, 7.0]))
    xv, x_ref = np.zeros((3, 3)), np.zeros((3, 3))
    got, want = f(xv, *args), ref(x_ref, *args)
    np.testing.assert_array_equal(got, np.diag([5.0, 0.0, 7.0]))
    np.testing.assert_array_equal(want, got)
    # The caller's x afterwards: as PyTensor's Python code leaves it.
    np.testing.assert_array_equal(xv, x_ref)


def test_advanced_indexing_errors_are_numpys(target):
    x, i, j = pt.dmatrix("x"), pt.lvector("i"), pt.lvector("j")
    y = pt.dvector("y")
    graphs = {"get": ([x, i, j], x[i, j]), "set": ([x, i, j, y], pt.set_subtensor(x[i, j], y)),
              "inc": ([x, i, j, y], pt.inc_subtensor(x[i, j], y))}
    bad = [
        (np.array([0, 5]), np.array([1, 2]), np.ones(2)),  # out of bounds along axis 0
        (np.array([0, 1]), np.array([1, -9]), np.ones(2)),  # along axis 1, negative
        (np.array([0, 1]), np.array([1, 2, 3]), np.ones(2)),  # the indices do not broadcast
        (np.array([0, 1]), np.array([1, 2]), np.ones(3)),  # the value does not
    ]
    xv = np.zeros((3, 4))
    for what, (ins, out) in graphs.items():
        f = pytensor.function(ins, out, mode=MODES[target])
        ref = pytensor.function(ins, out, mode=PY)
        assert tp.report(f)["python_nodes"] == []
        for iv, jv, yv in bad:
            args = (xv, iv, jv) + (() if what == "get" else (yv,))
            if what == "get" and len(yv) == 3:
                continue
            with pytest.raises((IndexError, ValueError)) as want:
                ref(*args)
            with pytest.raises(type(want.value), match=re.escape(str(want.value).splitlines()[0])):
                f(*args)
        ok = (xv, np.array([0, 2]), np.array([1, 3])) + (() if what == "get" else (np.ones(2),))
        assert f(*ok).tobytes() == ref(*ok).tobytes()
    # A boolean index of another length than its axis; a value that does not broadcast.
    m = pt.tensor("m", dtype="bool", shape=(None,))
    for out in (x[:, m], pt.set_subtensor(x[m], y), pt.inc_subtensor(x[m], y)):
        ins = [v for v in (x, m, y) if v in graph_inputs([out])]
        f, ref = (pytensor.function(ins, out, mode=mode) for mode in (MODES[target], PY))
        assert tp.report(f)["python_nodes"] == []
        for mv, yv in ((np.ones(5, bool), np.ones(4)), (np.array([True, False, True]), np.ones(3))):
            args = (xv, mv) + ((yv,) if y in ins else ())
            if y not in ins and len(mv) == 3:
                continue
            with pytest.raises((IndexError, ValueError)) as want:
                ref(*args)
            with pytest.raises(type(want.value), match=re.escape(str(want.value).splitlines()[0])):
                f(*args)


def test_diagonal_matrices_and_their_gradients_run_as_c(target):
    """pt.diag of a vector (AllocDiag, an OpFromGraph, inlined also inside a Blockwise) and
    the gradient of a diagonal: integer-array set on both targets."""
    v, m = pt.dvector("v"), pt.dmatrix("m")
    outs = [pt.diag(v) * 2, pytensor.grad(pt.sum(pt.diag(m) ** 2), m)]
    f = pytensor.function([v, m], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    vv, mv = np.array([1.0, -2.0, 3.0]), np.arange(12.0).reshape(3, 4)
    got = f(vv, mv)
    np.testing.assert_array_equal(got[0], np.diag(vv) * 2)
    np.testing.assert_array_equal(got[1], np.eye(3, 4) * 2 * mv)


# --- batched (Blockwise) nodes ------------------------------------------------------------

def _batched_case(kind, dtype, rng):
    """(inputs, output, values) of a Blockwise node of `kind`, batch dimensions broadcasting
    where the op takes two inputs (a length-1 dimension marked broadcastable)."""
    spd = np.stack([_spd(rng, 5, dtype) for _ in range(6)]).reshape(2, 3, 5, 5)
    tri = np.tril(rng.normal(size=(2, 1, 5, 5)) + 5 * np.eye(5)).astype(dtype)
    if kind == "cholesky":
        a = pt.tensor("a", dtype=dtype, shape=(None, None, 5, 5))
        return [a], pt.linalg.cholesky(a), [spd]
    if kind == "solve_triangular":
        a = pt.tensor("a", dtype=dtype, shape=(None, 1, None, None))
        b = pt.tensor("b", dtype=dtype, shape=(1, None, None, None))
        return [a, b], pt.linalg.solve_triangular(a, b, lower=True), [tri, rng.normal(size=(1, 3, 5, 2)).astype(dtype)]
    if kind == "solve":
        a, b = pt.tensor("a", dtype=dtype, shape=(None, 5, 5)), pt.tensor("b", dtype=dtype, shape=(None, 5))
        return [a, b], pt.linalg.solve(a, b, b_ndim=1), [spd[0] + np.eye(5, dtype=dtype), rng.normal(size=(3, 5)).astype(dtype)]
    if kind == "cho_solve":
        c, b = pt.tensor("c", dtype=dtype, shape=(None, 5, 5)), pt.tensor("b", dtype=dtype, shape=(None, 5, 2))
        chol = np.linalg.cholesky(spd[1]).astype(dtype)
        return [c, b], pt.linalg.cho_solve((c, True), b), [chol, rng.normal(size=(3, 5, 2)).astype(dtype)]
    a = pt.tensor("a", dtype=dtype, shape=(None, None, 5, 5))
    if kind == "slogdet":  # pt.linalg.slogdet is sign and log|.| of det in PyTensor 3: the op itself
        try:
            from pytensor.tensor.linalg.summary import SLogDet  # PyTensor 3
        except ImportError:
            from pytensor.tensor.nlinalg import SLogDet  # PyTensor 2.x
        return [a], Blockwise(SLogDet())(a), [spd]
    return [a], {"inv": pt.linalg.inv, "det": pt.linalg.det}[kind](a), [spd]


def _without_slogdet_rewrite(mode):
    return pytensor.compile.mode.get_mode(mode).excluding("slogdet_specialization")


BATCHED_KINDS = ["cholesky", "solve_triangular", "solve", "cho_solve", "inv", "det", "slogdet"]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("kind", BATCHED_KINDS)
def test_batched_nodes_run_the_core_c_for_each_matrix(target, kind, dtype):
    rng = np.random.default_rng(21)
    inputs, out, values = _batched_case(kind, dtype, rng)
    outs = out if isinstance(out, list | tuple) else [out]
    # PyTensor 3.0.7's slogdet_specialization fails on a batched SLogDet (an assertion in
    # SLogDet.make_node, under every mode): left out
    f = pytensor.function(inputs, outs, mode=_without_slogdet_rewrite(MODES[target]))
    assert tp.report(f)["python_nodes"] == [] and "Blockwise" in _ops(f), _ops(f)
    got = f(*values)
    want = pytensor.function(inputs, outs, mode=_without_slogdet_rewrite(PY))(*values)
    eps = np.finfo(dtype).eps
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape, (g.shape, w.shape)
        np.testing.assert_allclose(g, w, rtol=200 * eps, atol=200 * eps * np.abs(w).max())
    # each matrix's result is the unbatched node's, bit for bit
    core_nd = [2, 1] if kind == "solve" else [2] * len(inputs)
    batch = np.broadcast_shapes(*[v.shape[:v.ndim - nd] for v, nd in zip(values, core_nd)])
    per = [np.broadcast_to(v, batch + v.shape[v.ndim - nd:]) for v, nd in zip(values, core_nd)]
    core = [pt.tensor(v.name, dtype=dtype, shape=(None,) * nd) for v, nd in zip(inputs, core_nd)]
    (core_op,) = [n.op.core_op for n in f.maker.fgraph.toposort() if type(n.op).__name__ == "Blockwise"]
    unbatched = pytensor.function(core, core_op(*core), mode=_without_slogdet_rewrite(MODES[target]))
    for index in np.ndindex(batch):
        one = unbatched(*[np.ascontiguousarray(p[index]) for p in per])
        for k, o in enumerate(one if isinstance(one, list) else [one]):
            assert np.asarray(o).tobytes() == np.ascontiguousarray(got[k][index]).tobytes(), (index, k)


def test_batched_nodes_check_their_batch_dimensions_as_pytensor_does(target):
    rng = np.random.default_rng(22)
    a = pt.tensor("a", dtype="float64", shape=(None, None, None))
    b = pt.tensor("b", dtype="float64", shape=(None, None, None))
    out = pt.linalg.solve_triangular(a, b, lower=True)
    f, ref = (pytensor.function([a, b], out, mode=m) for m in (MODES[target], PY))
    tri = np.tril(rng.normal(size=(3, 4, 4))) + 4 * np.eye(4)
    for av, bv in ((tri, rng.normal(size=(2, 4, 1))),  # 3 against 2: NumPy's broadcast_shapes
                   (tri[:1], rng.normal(size=(3, 4, 1)))):  # 1 not marked broadcastable: Blockwise's
        with pytest.raises(ValueError) as want:
            ref(av, bv)
        with pytest.raises(ValueError, match=re.escape(str(want.value).splitlines()[0])):
            f(av, bv)
    # an empty batch: Blockwise's NotImplementedError (it loops over the core op's perform);
    # det, whose Blockwise calls NumPy's gufunc, gives an empty result
    with pytest.raises(NotImplementedError, match="zero size"):
        ref(tri[:0], rng.normal(size=(0, 4, 1)))
    with pytest.raises(NotImplementedError, match="zero size"):
        f(tri[:0], rng.normal(size=(0, 4, 1)))
    d = pytensor.function([a], pt.linalg.det(a), mode=MODES[target])
    assert d(tri[:0]).shape == (0,) and d(tri[:0]).dtype == np.float64
    with pytest.raises(np.linalg.LinAlgError, match="must be square"):
        d(rng.normal(size=(2, 3, 4)))


@pytest.mark.parametrize("batched", [False, True])
def test_in_place_nodes_leave_their_result_in_the_destroyed_input(target, batched):
    # PyTensor makes Cholesky overwrite_a and the solves overwrite_b for a mutable input; its
    # perform leaves the result there (SciPy's LAPACK), and so does the bridge's C
    rng = np.random.default_rng(23)
    shape = (3, 6, 6) if batched else (6, 6)
    X = pt.tensor("X", dtype="float64", shape=(None,) * len(shape))
    f = pytensor.function([pytensor.In(X, mutable=True)], pt.linalg.cholesky(X), mode=MODES[target])
    assert any(getattr(n.op, "destroy_map", None) for n in f.maker.fgraph.toposort())
    x = np.stack([_spd(rng, 6, "float64") for _ in range(3)]) if batched else _spd(rng, 6, "float64")
    want = np.linalg.cholesky(x)
    x_ro = x.copy()
    x_ro.flags.writeable = False
    got = f(x)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12 * np.abs(want).max())
    np.testing.assert_array_equal(x, got)
    # A read-only input keeps its values (in wasm too, where the guest's copy is written)
    np.testing.assert_array_equal(f(x_ro), got)
    assert not np.array_equal(x_ro, got)
    A = pt.tensor("A", dtype="float64", shape=(None,) * len(shape))
    b = pt.tensor("b", dtype="float64", shape=(None,) * (len(shape) - 1))
    g = pytensor.function([A, pytensor.In(b, mutable=True)], pt.linalg.solve_triangular(A, b, lower=True, b_ndim=1),
                          mode=MODES[target])
    a, bv = np.tril(rng.normal(size=shape)) + 6 * np.eye(6), rng.normal(size=shape[:-1])
    want = np.linalg.solve(a, bv[..., None])[..., 0]
    got = g(a, bv)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=0)
    np.testing.assert_array_equal(bv, got)


@pytest.mark.parametrize("batched", [False, True])
def test_solve_over_a_leaves_the_lu_factors_in_a(target, batched):
    # With A mutable and b not, PyTensor makes Solve overwrite_a; SciPy's gesv then leaves
    # getrf's LU factors in A (the rows swapped), and so does the bridge's C
    rng = np.random.default_rng(29)
    shape = (3, 5, 5) if batched else (5, 5)
    A = pt.tensor("A", dtype="float64", shape=(None,) * len(shape))
    b = pt.tensor("b", dtype="float64", shape=(None,))
    f = pytensor.function([pytensor.In(A, mutable=True), b], pt.linalg.solve(A, b, b_ndim=1), mode=MODES[target])
    assert [n.op.destroy_map for n in f.maker.fgraph.toposort() if getattr(n.op, "destroy_map", None)] == [{0: [0]}]
    a = rng.normal(size=shape) + 3 * np.eye(5)
    bv = rng.normal(size=5)
    a_before = a.copy()
    want = np.linalg.solve(a_before, np.broadcast_to(bv[:, None], shape[:-1] + (1,)))[..., 0]
    got = f(a, bv)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14)
    lu = np.stack([scipy.linalg.lu_factor(m)[0] for m in a_before.reshape(-1, 5, 5)]).reshape(shape)
    np.testing.assert_allclose(a, lu, rtol=1e-12, atol=1e-14)
    # A read-only A is left as it was
    a_ro = a_before.copy()
    a_ro.flags.writeable = False
    np.testing.assert_allclose(f(a_ro, bv), want, rtol=1e-12, atol=1e-14)
    np.testing.assert_array_equal(a_ro, a_before)


def _lu_ops():
    try:  # PyTensor 3
        from pytensor.tensor.linalg.decomposition.lu import PivotToPermutations, lu_factor
    except ImportError:  # PyTensor 2
        from pytensor.tensor.slinalg import PivotToPermutations, lu_factor
    return lu_factor, PivotToPermutations


def test_lu_factor_gives_getrfs_factors_and_pivots(target):
    # LUFactor's perform calls SciPy's getrf: LU of A's shape (rectangular too), NaN everywhere
    # for a zero pivot, min(m, n) int32 pivots
    lu_factor, _ = _lu_ops()
    A = pt.dmatrix("A")
    f = pytensor.function([A], list(lu_factor(A)), mode=MODES[target])
    ref = pytensor.function([A], list(lu_factor(A)), mode=CVM)
    assert tp.report(f)["python_nodes"] == []
    rng = np.random.default_rng(31)
    for a in (rng.normal(size=(7, 7)), rng.normal(size=(2, 5)), rng.normal(size=(5, 2)), np.zeros((0, 0)),
              np.array([[1.0, 2], [2, 4]]), np.array([[0.0, 0], [0, 1]]), rng.normal(size=(6, 6))[:, ::-2]):
        (lu, piv), (want_lu, want_piv) = f(a), ref(a)
        assert lu.shape == want_lu.shape and lu.dtype == want_lu.dtype and piv.dtype == want_piv.dtype == np.int32
        np.testing.assert_array_equal(piv, want_piv)
        np.testing.assert_allclose(lu, want_lu, rtol=1e-13, atol=1e-15)


@pytest.mark.parametrize("kw", [{}, {"p_indices": True}, {"permute_l": True}])
def test_lu_gives_scipys_p_l_and_u(target, kw):
    # LU's perform calls scipy.linalg.lu: A = P L U, with P as a matrix, as int32 indices
    # (A = L[p] U) or applied to L; rectangular and empty matrices as SciPy shapes them (its P
    # is empty for an empty A), a singular one factored on
    A = pt.dmatrix("A")
    f = pytensor.function([A], pt.linalg.lu(A, **kw), mode=MODES[target])
    assert tp.report(f)["python_nodes"] == []
    rng = np.random.default_rng(29)
    for a in (rng.normal(size=(5, 5)), rng.normal(size=(3, 6)), rng.normal(size=(6, 3)), np.array([[1.0, 2, 3], [2, 4, 6], [1, 0, 1]]),
              np.zeros((2, 2)), np.zeros((0, 3)), np.zeros((3, 0)), rng.normal(size=(8, 8))[::2, ::-2]):
        got, want = f(a), scipy.linalg.lu(a, **kw)
        assert len(got) == len(want)
        for g, w in zip(got, want):
            assert g.dtype == w.dtype and g.shape == w.shape, (g.dtype, w.dtype, g.shape, w.shape)
            np.testing.assert_allclose(g, w, rtol=1e-13, atol=1e-15)
    x = np.random.default_rng(30).normal(size=(4, 4)).astype("float32")
    xf = pt.fmatrix("x")
    f32 = pytensor.function([xf], pt.linalg.lu(xf, **kw), mode=MODES[target])
    for g, w in zip(f32(x), scipy.linalg.lu(x, **kw)):
        assert g.dtype == w.dtype
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


def test_lu_batched_and_its_gradient(target):
    # a batch of LU (Blockwise) and the gradient of a function of L and U (PyTensor's rule:
    # triangular solves around the factors), one module, as PyTensor's C backend computes them
    A3, A = pt.dtensor3("A3"), pt.dmatrix("A")
    P, L, U = pt.linalg.lu(A)
    outs = [*pt.linalg.lu(A3), pytensor.grad(L.sum() + (U ** 2).sum(), A)]
    f = pytensor.function([A3, A], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(33)
    args = rng.normal(size=(3, 4, 4)), rng.normal(size=(5, 5))
    for g, w in zip(f(*args), pytensor.function([A3, A], outs, mode=CVM)(*args)):
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-14)
    _bits_agree(f, args)


def test_singular_values_are_numpys(target):
    # SVD with compute_uv=False (and the 2-norm and nuclear norm built on it): NumPy's values
    # within 32 ulp of the largest (LAPACK and Jacobi round differently), within 4 ulp of the
    # largest from mpmath's; float32 too; an infinite element gives NaNs, a NaN NumPy's error
    import mpmath

    A = pt.dmatrix("A")
    outs = [pt.linalg.svd(A, compute_uv=False), pt.linalg.norm(A, 2), pt.linalg.norm(A, "nuc")]
    f = pytensor.function([A], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(35)
    for a in (rng.normal(size=(5, 5)), rng.normal(size=(3, 7)), rng.normal(size=(7, 3)), np.array([[1.0, 2], [2, 4]]),
              rng.normal(size=(40, 30)), rng.normal(size=(6, 6)) * 1e200, rng.normal(size=(6, 6)) * 1e-200,
              rng.normal(size=(9, 9))[::2, 1::2], np.diag([1e10, 1.0, 1e-10]) @ rng.normal(size=(3, 3))):
        sv, two, nuc = f(a)
        want = np.linalg.svd(a, compute_uv=False)
        assert sv.dtype == want.dtype and sv.shape == want.shape
        np.testing.assert_allclose(sv, want, rtol=0, atol=32 * np.spacing(want[0]))
        np.testing.assert_allclose([two, nuc], [want[0], want.sum()], rtol=1e-13)
        if a.size <= 49:
            with mpmath.workdps(40):
                exact = sorted((abs(v) for v in mpmath.svd_r(mpmath.matrix(a.tolist()), compute_uv=False)), reverse=True)
            np.testing.assert_allclose(sv, np.array(exact, dtype=float), rtol=0, atol=4 * np.spacing(want[0]))
    for a in (np.zeros((2, 2)), np.zeros((4, 0)), np.array([[np.inf, 1.0], [1.0, 1.0]])):
        got, want = f(a)[0] if a.size else pytensor.function([A], outs[0], mode=MODES[target])(a), np.linalg.svd(a, compute_uv=False)
        assert got.shape == want.shape and np.array_equal(got, want, equal_nan=True)
    with pytest.raises(np.linalg.LinAlgError, match="^SVD did not converge\n"):
        f(np.array([[np.nan, 1.0], [1.0, 1.0]]))
    x = pt.ftensor3("x")
    g = pytensor.function([x], pt.linalg.svd(x, compute_uv=False), mode=MODES[target])
    assert tp.report(g)["python_nodes"] == []
    b = rng.normal(size=(3, 4, 6)).astype("float32")
    got = g(b)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, np.linalg.svd(b, compute_uv=False), rtol=1e-5, atol=1e-6)
    _bits_agree(f, (rng.normal(size=(8, 5)),))


@pytest.mark.parametrize("full", [True, False])
def test_singular_vectors_reconstruct_numpys_decomposition(target, full):
    # SVD with compute_uv: NumPy's shapes (full_matrices or not, rectangular and empty), its
    # values, orthonormal U and Vt with x = U diag(s) Vt, each pair of vectors NumPy's up to a
    # common sign where the values are distinct (LAPACK chooses signs its own way; zero values
    # and full_matrices' extra vectors complete an orthonormal basis, which is not unique);
    # NaN everywhere for an infinite element
    A = pt.dmatrix("A")
    f = pytensor.function([A], pt.linalg.svd(A, full_matrices=full), mode=MODES[target])
    assert tp.report(f)["python_nodes"] == []
    rng = np.random.default_rng(43)
    eps = np.finfo(float).eps
    for a in (rng.normal(size=(5, 5)), rng.normal(size=(3, 7)), rng.normal(size=(7, 3)), np.zeros((2, 2)), np.zeros((0, 3)),
              np.zeros((3, 0)), np.array([[1.0, 2], [2, 4]]), rng.normal(size=(20, 12)), np.ones((4, 6)),
              rng.normal(size=(9, 9))[1::2, ::3]):
        u, s, vt = f(a)
        want_u, want_s, want_vt = np.linalg.svd(a, full_matrices=full)
        assert (u.shape, s.shape, vt.shape) == (want_u.shape, want_s.shape, want_vt.shape)
        scale = max(want_s.max(initial=0), 1.0)
        np.testing.assert_allclose(s, want_s, rtol=0, atol=32 * eps * scale)
        np.testing.assert_allclose(u.T @ u, np.eye(u.shape[1]), rtol=0, atol=32 * eps * max(a.shape, default=1))
        np.testing.assert_allclose(vt @ vt.T, np.eye(vt.shape[0]), rtol=0, atol=32 * eps * max(a.shape, default=1))
        k = len(s)
        np.testing.assert_allclose((u[:, :k] * s) @ vt[:k], a, rtol=0, atol=32 * eps * scale * max(a.shape, default=1))
        distinct = k > 0 and np.all(np.diff(want_s) < -1e-6 * scale) and want_s[-1] > 1e-6 * scale
        if distinct:
            signs = np.sign(np.sum(u[:, :k] * want_u[:, :k], axis=0))
            np.testing.assert_allclose(u[:, :k] * signs, want_u[:, :k], rtol=0, atol=1e-10)
            np.testing.assert_allclose(vt[:k] * signs[:, None], want_vt[:k], rtol=0, atol=1e-10)
    u, s, vt = f(np.array([[np.inf, 1.0], [1.0, 1.0]]))
    assert np.isnan(u).all() and np.isnan(s).all() and np.isnan(vt).all()
    _bits_agree(f, (rng.normal(size=(6, 4)),))


def test_pseudo_inverse_is_numpys(target):
    # MatrixPinv (pt.linalg.pinv, not hermitian): np.linalg.pinv from the reduced SVD, values
    # below 1e-15 of the largest counted 0; empty and rank-deficient matrices, NumPy's error
    # for a NaN, a batch, and its gradient as PyTensor's C backend computes it
    A, X = pt.dmatrix("A"), pt.dtensor3("X")
    outs = [pt.linalg.pinv(A), pt.linalg.pinv(X), pytensor.grad((pt.linalg.pinv(A) ** 2).sum(), A)]
    f = pytensor.function([A, X], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(47)
    x = rng.normal(size=(2, 3, 4))
    for a in (rng.normal(size=(5, 5)), rng.normal(size=(3, 7)), rng.normal(size=(7, 3)), np.zeros((2, 2)),
              np.array([[1.0, 2], [2, 4]]), np.ones((4, 6)), rng.normal(size=(8, 8))[::2, 1::2]):
        got, got_x, got_g = f(a, x)
        want = np.linalg.pinv(a)
        assert got.shape == want.shape
        np.testing.assert_allclose(got, want, rtol=0, atol=64 * np.finfo(float).eps * max(np.abs(want).max(), 1))
        np.testing.assert_allclose(got_x, np.linalg.pinv(x), rtol=1e-12, atol=1e-13)
        if np.linalg.matrix_rank(a) == min(a.shape):
            np.testing.assert_allclose(got_g, pytensor.function([A], outs[2], mode=CVM)(a), rtol=1e-9, atol=1e-11)
    g = pytensor.function([A], pt.linalg.pinv(A), mode=MODES[target])
    assert g(np.zeros((0, 3))).shape == (3, 0)
    with pytest.raises(np.linalg.LinAlgError, match="^SVD did not converge"):
        g(np.array([[np.nan, 1.0], [1.0, 1.0]]))


def test_hermitian_pseudo_inverse_is_numpys(target):
    # pt.linalg.pinv(hermitian=True): np.linalg.pinv(hermitian=True), from eigh of the lower
    # triangle (the upper one is not read), V diag(1/w) V^T over |w| above 1e-15 of the
    # largest; singular, indefinite, batched and empty matrices, float32, NumPy's error for a
    # matrix that is not square, and the bits across targets
    A, X, F = pt.dmatrix("A"), pt.dtensor3("X"), pt.fmatrix("F")
    outs = [pt.linalg.pinv(A, hermitian=True), pt.linalg.pinv(X, hermitian=True), pt.linalg.pinv(F, hermitian=True)]
    f = pytensor.function([A, X, F], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(48)

    x = np.stack([_sym(rng, 4) for _ in range(3)])
    low = np.tril(_sym(rng, 5)) + np.triu(rng.normal(size=(5, 5)), 1)  # an upper triangle pinv does not read
    for a in (_sym(rng, 6), _spd(rng, 5, "float64"), np.array([[1.0, 2], [2, 4]]), np.zeros((3, 3)), low):
        got, got_x, got_f = f(a, x, a.astype("float32"))
        want = np.linalg.pinv(a, hermitian=True)
        assert got.shape == want.shape and got_f.dtype == np.float32
        np.testing.assert_allclose(got, want, rtol=0, atol=64 * np.finfo(float).eps * max(np.abs(want).max(), 1))
        np.testing.assert_allclose(got_x, np.linalg.pinv(x, hermitian=True), rtol=1e-12, atol=1e-13)
        np.testing.assert_allclose(got_f, np.linalg.pinv(a.astype("float32"), hermitian=True), rtol=0,
                                   atol=64 * np.finfo("float32").eps * max(np.abs(want).max(), 1))
    g = pytensor.function([A], outs[0], mode=MODES[target])
    assert g(np.zeros((0, 0))).shape == np.linalg.pinv(np.zeros((0, 0)), hermitian=True).shape == (0, 0)
    with pytest.raises(np.linalg.LinAlgError, match="^Last 2 dimensions of the array must be square"):
        g(np.ones((2, 3)))
    assert np.isnan(g(np.array([[np.nan, 1.0], [1.0, 1.0]]))).all()
    _bits_agree(g, (_sym(rng, 7),))


@pytest.mark.parametrize("mode", ["full", "economic", "r"])
def test_qr_is_lapacks(target, mode):
    # QR (no pivoting): LAPACK's Householder convention, so for a matrix of full rank Q and R
    # are PyTensor's C backend's (geqrf and orgqr) to rounding, R's signs included; for a
    # rank-deficient one Q's trailing columns come from rounding noise in either, so only
    # Q R = A, Q^T Q = I and R's triangle are checked. (PyTensor's perform fails on an empty
    # matrix, LAPACK's workspace query; this C returns empty factors.)
    A = pt.dmatrix("A")
    out = pt.linalg.qr(A, mode=mode)
    out = out if isinstance(out, (list, tuple)) else [out]
    f = pytensor.function([A], out, mode=MODES[target])
    ref = pytensor.function([A], out, mode=CVM)
    assert tp.report(f)["python_nodes"] == []
    rng = np.random.default_rng(53)
    eps = np.finfo(float).eps
    for a in (rng.normal(size=(5, 5)), rng.normal(size=(3, 7)), rng.normal(size=(7, 3)), rng.normal(size=(20, 12)),
              np.eye(3), np.triu(rng.normal(size=(4, 4))), rng.normal(size=(9, 9))[::2, 1::3]):
        for g, w in zip(f(a), ref(a)):
            assert g.shape == w.shape and g.dtype == w.dtype
            np.testing.assert_allclose(g, w, rtol=0, atol=64 * eps * max(1.0, np.abs(a).max()))
    for a in (np.zeros((2, 2)), np.array([[1.0, 2], [2, 4]]), np.ones((4, 6)), np.ones((6, 4))):
        got = f(a)
        r = got[-1]
        assert np.array_equal(r, np.triu(r))
        if mode != "r":
            q = got[0]
            np.testing.assert_allclose(q.T @ q, np.eye(q.shape[1]), rtol=0, atol=32 * eps * max(a.shape))
            np.testing.assert_allclose(q @ r, a, rtol=0, atol=32 * eps * max(a.shape) * max(1.0, np.abs(a).max()))
    empty = f(np.zeros((3, 0)))
    assert [e.shape for e in empty] == {"full": [(3, 3), (3, 0)], "economic": [(3, 0), (0, 0)], "r": [(3, 0)]}[mode]
    _bits_agree(f, (rng.normal(size=(6, 4)),))


def test_matrix_exponential_is_scipys(target):
    # Expm (scipy.linalg.expm: scaling and squaring with a Pade approximant; the degrees here
    # by Higham's 2005 thresholds, SciPy's by the 2009 ones): within 1e-14 of SciPy's relative
    # to the largest element where the squarings are few, closer to mpmath's than SciPy's where
    # they are many; float32, a batch, NaN for a NaN, SciPy's error for a matrix that is not
    # square, and its gradient (PyTensor 3: an Expm of a 2n x 2n block matrix) one module
    import mpmath

    A, X = pt.dmatrix("A"), pt.ftensor3("X")
    outs = [pt.linalg.expm(A), pt.linalg.expm(X), pytensor.grad((pt.linalg.expm(A) * pt.arange(A.shape[0])).sum(), A)]
    f = pytensor.function([A, X], outs, mode=MODES[target])
    rep = tp.report(f)
    expm_op = outs[0].owner.op
    if "pullback" in vars(type(getattr(expm_op, "core_op", expm_op))):
        assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    else:  # PyTensor 2's gradient of expm goes through Eig, which has no C
        assert not [n for n in rep["python_nodes"] if n.startswith("Expm")], rep
    rng = np.random.default_rng(59)
    x = rng.normal(size=(2, 4, 4)).astype("float32")
    for a in [rng.normal(size=(5, 5)) * s for s in (1e-3, 0.05, 0.3, 1.0, 2.0)] + [np.zeros((3, 3)), np.array([[2.0]]),
                                                                                 np.triu(rng.normal(size=(4, 4))), rng.normal(size=(20, 20)) * 0.2]:
        got, got_x, got_g = f(a, x)
        want = scipy.linalg.expm(a)
        np.testing.assert_allclose(got, want, rtol=0, atol=1e-14 * np.abs(want).max())
        assert got_x.dtype == np.float32
        np.testing.assert_allclose(got_x, scipy.linalg.expm(x), rtol=0, atol=2e-6 * np.abs(scipy.linalg.expm(x)).max())
        np.testing.assert_allclose(got_g, pytensor.function([A], outs[2], mode=CVM)(a), rtol=0, atol=1e-12 * np.abs(got_g).max())
    a = rng.normal(size=(5, 5)) * 5
    with mpmath.workdps(40):
        exact = np.array(mpmath.expm(mpmath.matrix(a.tolist())).tolist(), dtype=float)
    g = pytensor.function([A], pt.linalg.expm(A), mode=MODES[target])
    assert np.abs(g(a) - exact).max() <= np.abs(scipy.linalg.expm(a) - exact).max() + 4 * np.spacing(np.abs(exact).max())
    assert g(np.zeros((0, 0))).shape == (0, 0)
    assert np.isnan(g(np.array([[np.nan, 1.0], [0.0, 1.0]]))).all()
    with pytest.raises(np.linalg.LinAlgError, match="^Last 2 dimensions of the array must be square"):
        g(np.zeros((2, 3)))


def _eigvalsh(a, lower=True):
    """Eigvalsh of one matrix (PyTensor 3); PyTensor 2 has it for two only, so there Eigh's
    values stand in."""
    if _HAS_ONE_MATRIX_EIGVALSH:
        return pt.linalg.eigvalsh(a, None, lower=lower)
    return _eigh(a, lower)[0]


_EIGH_TAKES_LOWER = "lower" in inspect.signature(pt.linalg.eigh).parameters


def _eigh(a, lower):
    """Eigh of one matrix from its lower or upper triangle: PyTensor 3 takes `lower` (its UPLO
    is deprecated), PyTensor 2 only UPLO."""
    if _EIGH_TAKES_LOWER:
        return pt.linalg.eigh(a, lower=lower)
    return pt.linalg.eigh(a, UPLO="L" if lower else "U")


try:
    pt.linalg.eigvalsh(pt.dmatrix(), None)
    _HAS_ONE_MATRIX_EIGVALSH = True
except NotImplementedError:
    _HAS_ONE_MATRIX_EIGVALSH = False


@pytest.mark.parametrize("lower", [True, False])
def test_symmetric_eigen_decomposition_is_scipys(target, lower):
    # Eigh and Eigvalsh of one matrix (scipy.linalg.eigh / eigvalsh of the triangle `lower`
    # names): eigenvalues increasing, within 64 ulp of the largest from SciPy's and 4 from
    # mpmath's; unit eigenvectors (A v = v w, v^T v = I), each SciPy's up to its sign where the
    # values are distinct (LAPACK's drivers choose signs their own way); SciPy's errors
    import mpmath

    A = pt.dmatrix("A")
    outs = [*_eigh(A, lower), _eigvalsh(A, lower)]
    f = pytensor.function([A], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(39)

    eps = np.finfo(float).eps
    for a in (_sym(rng, 5), _sym(rng, 1), np.zeros((0, 0)), _sym(rng, 24), np.diag([3.0, 1, 2]), np.ones((4, 4)),
              _sym(rng, 6) * 1e200, _sym(rng, 6) * 1e-200, rng.normal(size=(5, 5)), _sym(rng, 12)[::2, ::-2]):
        w, v, w_only = f(a)
        want_w, want_v = scipy.linalg.eigh(a, lower=lower)
        assert w.dtype == v.dtype == np.float64 and w.shape == want_w.shape and v.shape == want_v.shape
        np.testing.assert_array_equal(w, w_only)
        if not a.size:
            continue
        scale = np.abs(want_w).max()
        np.testing.assert_allclose(w, want_w, rtol=0, atol=64 * eps * scale)
        s = np.tril(a) + np.tril(a, -1).T if lower else np.triu(a) + np.triu(a, 1).T
        assert np.abs(s @ v - v * w).max() <= 16 * eps * scale * len(a)
        np.testing.assert_allclose(v.T @ v, np.eye(len(a)), rtol=0, atol=32 * eps * len(a))
        if np.all(np.diff(want_w) > 1e-6 * scale):
            np.testing.assert_allclose(np.abs(v), np.abs(want_v), rtol=0, atol=1e-10)
        if len(a) <= 6 and 1e-100 < scale < 1e100:
            with mpmath.workdps(40):
                exact = sorted(float(e) for e in mpmath.eigsy(mpmath.matrix(s.tolist()), eigvals_only=True))
            np.testing.assert_allclose(w, exact, rtol=0, atol=4 * eps * scale)
    # a NaN or an infinity in the triangle read: SciPy's error (PyTensor 2's eigh: NaN, where
    # NumPy's LAPACK gives garbage)
    bad = np.array([[np.nan, 1.0], [1.0, 1.0]]) if lower else np.array([[1.0, np.inf], [1.0, 1.0]])
    if _HAS_ONE_MATRIX_EIGVALSH:
        with pytest.raises(ValueError, match="^array must not contain infs or NaNs"):
            pytensor.function([A], outs[2], mode=MODES[target])(bad)
    else:
        assert np.isnan(pytensor.function([A], outs[2], mode=MODES[target])(bad)).all()
    # the errors of a matrix that is not square: SciPy's (PyTensor 2's Eigh calls NumPy: its)
    eigh_only = [pytensor.function([A], _eigh(A, lower), mode=m) for m in (MODES[target], CVM)]
    with pytest.raises(ValueError) as want:
        eigh_only[1](np.zeros((2, 3)))
    with pytest.raises(type(want.value), match="^" + re.escape(str(want.value).splitlines()[0])):
        eigh_only[0](np.zeros((2, 3)))
    with pytest.raises(ValueError) as want:
        pytensor.function([A], outs[2], mode=CVM)(np.zeros((2, 3)))
    with pytest.raises(type(want.value), match="^" + re.escape(str(want.value).splitlines()[0])):
        pytensor.function([A], outs[2], mode=MODES[target])(np.zeros((2, 3)))
    _bits_agree(f, (_sym(rng, 7),))


def test_symmetric_eigen_float32_batched_and_gradient(target):
    # float32 (computed in double, rounded once), a batch (Blockwise) and the gradient of a
    # function of the eigenvalues and of the eigenvectors' squares (invariant under their
    # signs), one module, as PyTensor's C backend computes them
    x = pt.ftensor3("x")
    A = pt.dmatrix("A")
    w, v = pt.linalg.eigh(A)
    cost = (w ** 3).sum() + (v[:, -1] ** 2 * pt.arange(A.shape[0])).sum()
    if not _HAS_ONE_MATRIX_EIGVALSH:
        pytest.skip("PyTensor 2's eigh takes no batch and its eigvalsh two matrices")
    outs = [_eigvalsh(x), pytensor.grad(cost, A)]
    f = pytensor.function([x, A], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(41)
    b = rng.normal(size=(3, 4, 4)).astype("float32")
    b = b + b.transpose(0, 2, 1)
    a = rng.normal(size=(5, 5))
    a = a + a.T
    got_w, got_g = f(b, a)
    want_w, want_g = pytensor.function([x, A], outs, mode=CVM)(b, a)
    assert got_w.dtype == np.float32
    np.testing.assert_allclose(got_w, want_w, rtol=0, atol=1e-5 * np.abs(want_w).max())
    np.testing.assert_allclose(got_g, want_g, rtol=1e-9, atol=1e-11)


@pytest.mark.parametrize("inverse", [True, False])
def test_pivots_become_permutations_as_pytensors_perform_does(target, inverse):
    _, PivotToPermutations = _lu_ops()
    P = pt.ivector("P")
    f = pytensor.function([P], PivotToPermutations(inverse=inverse)(P), mode=MODES[target])
    ref = pytensor.function([P], PivotToPermutations(inverse=inverse)(P), mode=CVM)
    assert tp.report(f)["python_nodes"] == []
    for pv in ([2, 2, 2], [1, 2, 2], [-1, 1, 2], [], [3, 4, 4, 4, 4]):
        p = np.array(pv, dtype="int32")
        got, want = f(p), ref(p)
        assert got.dtype == want.dtype == np.int64
        np.testing.assert_array_equal(got, want)
    for pv in ([5, 1, 2], [0, -4, 2]):
        with pytest.raises(IndexError) as want:
            ref(np.array(pv, dtype="int32"))
        with pytest.raises(IndexError, match=re.escape(str(want.value).splitlines()[0])):
            f(np.array(pv, dtype="int32"))


def test_the_gradient_of_a_solve_is_one_module(target):
    # PyTensor's rewrites give a solve and its gradient one LU factorisation (LUFactor and
    # PivotToPermutations, which had no C: two Python nodes between three modules)
    A, b = pt.dmatrix("A"), pt.dvector("b")
    x = pt.linalg.solve(A, b)
    outs = [x, *pytensor.grad((x ** 2).sum(), [A, b])]
    f = pytensor.function([A, b], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(37)
    a, bv = rng.normal(size=(6, 6)) + 4 * np.eye(6), rng.normal(size=6)
    want = pytensor.function([A, b], outs, mode=CVM)(a, bv)
    for g, w in zip(f(a, bv), want):
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-14)


def test_batched_lu_factor(target):
    lu_factor, _ = _lu_ops()
    A = pt.tensor("A", dtype="float64", shape=(None, None, None))
    outs = list(lu_factor(A))
    f = pytensor.function([A], outs, mode=MODES[target])
    assert any(isinstance(n.op, Blockwise) for n in f.maker.fgraph.toposort())
    assert tp.report(f)["python_nodes"] == []
    a = np.random.default_rng(41).normal(size=(3, 5, 5))
    for g, w in zip(f(a), pytensor.function([A], outs, mode=CVM)(a)):
        assert g.dtype == w.dtype
        np.testing.assert_allclose(g, w, rtol=1e-13, atol=1e-15)


def test_in_place_lu_factor_leaves_the_factors_in_a(target):
    # A mutable input makes LUFactor overwrite_a (destroy_map {1: [0]}): getrf's factors in A,
    # as SciPy leaves them; a read-only A keeps its values
    lu_factor, _ = _lu_ops()
    A = pt.dmatrix("A")
    f = pytensor.function([pytensor.In(A, mutable=True)], list(lu_factor(A)), mode=MODES[target])
    assert [n.op.destroy_map for n in f.maker.fgraph.toposort()] == [{1: [0]}]
    a = np.random.default_rng(43).normal(size=(5, 5))
    want = scipy.linalg.lu_factor(a)[0]
    a_ro = a.copy()
    a_ro.flags.writeable = False
    lu, _ = f(a)
    np.testing.assert_allclose(lu, want, rtol=1e-13, atol=1e-15)
    np.testing.assert_array_equal(a, lu)
    np.testing.assert_array_equal(f(a_ro)[0], lu)
    assert not np.array_equal(a_ro, lu)


def _stable(rng, n, radius):
    """A random n x n matrix scaled to spectral radius `radius` (a well-conditioned Lyapunov
    equation for radius below 1)."""
    a = rng.normal(size=(n, n))
    return a * (radius / np.abs(np.linalg.eigvals(a)).max())


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_sylvester_and_lyapunov_solves_are_one_module(dtype, target):
    """solve_sylvester, solve_continuous_lyapunov and solve_discrete_lyapunov (bilinear) are
    OpFromGraphs of real Schur decompositions and LAPACK's trsyl, which have no C: the bridge
    keeps SolveSylvester whole and computes it with its own Schur and Bartels-Stewart kernels.
    One C module each (the discrete one's solves around it too), SciPy's solutions within 1e-12
    relative (float32: 1e-5), shapes 1 to 9 with m != n, matrices with complex eigenvalue pairs
    (2 x 2 blocks), a repeated eigenvalue and a triangular one."""
    A, B, C = (pt.matrix(name, dtype=dtype) for name in "ABC")
    sylvester = pytensor.function([A, B, C], pt.linalg.solve_sylvester(A, B, C), mode=MODES[target])
    continuous = pytensor.function([A, C], pt.linalg.solve_continuous_lyapunov(A, C), mode=MODES[target])
    discrete = pytensor.function([A, C], pt.linalg.solve_discrete_lyapunov(A, C), mode=MODES[target])
    for f in (sylvester, continuous, discrete):
        rep = tp.report(f)
        assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(21)
    rtol = 1e-12 if dtype == "float64" else 1e-5
    rotation = np.array([[0.3, -2.0, 0.1], [2.0, 0.3, 0.5], [0.0, 0.0, -1.0]])
    cases = [(rng.normal(size=(m, m)) + 3 * np.eye(m), rng.normal(size=(n, n)) + 3 * np.eye(n), rng.normal(size=(m, n)))
             for m, n in ((1, 1), (1, 4), (5, 2), (6, 6), (9, 7))]
    cases += [(rotation, rotation.T + 4 * np.eye(3), rng.normal(size=(3, 3))),
              (np.diag([2.0, 2.0, 2.0]) + np.diag([1.0, 1.0], 1), np.eye(2), rng.normal(size=(3, 2))),
              (np.triu(rng.normal(size=(4, 4))) + 5 * np.eye(4), np.triu(rng.normal(size=(4, 4))) + 5 * np.eye(4),
               rng.normal(size=(4, 4)))]
    for a, b, c in cases:
        a, b, c = (v.astype(dtype) for v in (a, b, c))
        got = sylvester(a, b, c)
        assert got.dtype == dtype and got.shape == c.shape
        want = scipy.linalg.solve_sylvester(a.astype(float), b.astype(float), c.astype(float))
        np.testing.assert_allclose(got, want, rtol=0, atol=rtol * np.abs(want).max())
    for n in (1, 2, 5, 8):
        a, q = _stable(rng, n, 0.8), rng.normal(size=(n, n))
        q = (q @ q.T).astype(dtype)
        for f, solve, mat in ((continuous, scipy.linalg.solve_continuous_lyapunov, a - 2 * np.eye(n)),
                              (discrete, scipy.linalg.solve_discrete_lyapunov, a)):
            mat = mat.astype(dtype)
            want = solve(mat.astype(float), q.astype(float))
            np.testing.assert_allclose(f(mat, q), want, rtol=0, atol=rtol * np.abs(want).max())


def test_sylvester_gradients_nan_empty_and_bad_shapes(target):
    """The discrete Lyapunov solve's gradient (PyTensor's closed form: two more Sylvester
    solves) one module, cvm's values within 1e-10; native and wasm the same bits. A NaN gives
    NaN everywhere (as LAPACK's unchecked Schur does under cvm), empty matrices an empty
    result, and shapes that do not fit a ValueError naming them."""
    A, C = pt.dmatrices("A", "C")
    out = pt.linalg.solve_discrete_lyapunov(A, C).sum()
    grads = pytensor.grad(out, [A, C])
    f = pytensor.function([A, C], grads, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    ref = pytensor.function([A, C], grads, mode=CVM)
    rng = np.random.default_rng(22)
    a, q = _stable(rng, 5, 0.7), rng.normal(size=(5, 5))
    for got, want in zip(f(a, q), ref(a, q)):
        np.testing.assert_allclose(got, want, rtol=0, atol=1e-10 * np.abs(want).max())
    if target == "native":
        assert tp.compare(f, a, q)
    B = pt.dmatrix("B")
    g = pytensor.function([A, B, C], pt.linalg.solve_sylvester(A, B, C), mode=MODES[target])
    assert np.isnan(g(np.array([[np.nan, 0], [0, 1.0]]), np.eye(2), np.eye(2))).all()
    assert g(np.zeros((0, 0)), np.eye(3), np.zeros((0, 3))).shape == (0, 3)
    with pytest.raises(ValueError, match=re.escape("got A (2, 3), B (2, 2), C (2, 2)")):
        g(np.ones((2, 3)), np.eye(2), np.eye(2))


def test_solves_with_a_float32_right_hand_side(target):
    """A float64 matrix solved against a float32 b (PyTensor's result is float64, SciPy
    upcasting b): solve (matrix and vector b, batched too), solve_triangular and cho_solve as
    C, cvm's values within 2 ulp of the largest."""
    A, b, bv, A3, b3 = pt.dmatrix("A"), pt.fmatrix("b"), pt.fvector("bv"), pt.dtensor3("A3"), pt.ftensor3("b3")
    outs = [pt.linalg.solve(A, b), pt.linalg.solve(A, bv, b_ndim=1), pt.linalg.solve_triangular(A, b, lower=True),
            pt.linalg.cho_solve((A, True), b), pt.linalg.solve(A3, b3)]
    f = pytensor.function([A, b, bv, A3, b3], outs, mode=MODES[target])
    assert tp.report(f)["python_nodes"] == []
    rng = np.random.default_rng(23)
    args = (_spd(rng, 4, "float64"), rng.normal(size=(4, 2)).astype("float32"), rng.normal(size=4).astype("float32"),
            np.stack([_spd(rng, 4, "float64") for _ in range(3)]), rng.normal(size=(3, 4, 2)).astype("float32"))
    for got, want in zip(f(*args), pytensor.function([A, b, bv, A3, b3], outs, mode=CVM)(*args)):
        assert got.dtype == want.dtype == np.float64
        np.testing.assert_allclose(got, want, rtol=0, atol=4.5e-16 * np.abs(want).max())


def test_batched_lyapunov_and_sylvester_solves(target):
    """Batched Lyapunov and Sylvester solves (a Blockwise of SolveSylvester: the core's C once
    per batch element, where PyTensor's own Blockwise runs the OpFromGraph's inner graph under
    Numba, which fails on its read-only inputs in PyTensor 3.0.7): SciPy's solutions per
    element within 1e-13, and the discrete solve's gradient cvm's per element."""
    A3, C3, A = pt.dtensor3("A3"), pt.dtensor3("C3"), pt.dmatrix("A")
    outs = [pt.linalg.solve_continuous_lyapunov(A3, C3), pt.linalg.solve_discrete_lyapunov(A3, C3),
            pt.linalg.solve_sylvester(A, A3, C3)]
    f = pytensor.function([A3, C3, A], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(24)
    a3, c3 = np.stack([_stable(rng, 4, 0.6) for _ in range(3)]), rng.normal(size=(3, 4, 4))
    a = rng.normal(size=(4, 4)) + 3 * np.eye(4)
    wants = [np.stack([scipy.linalg.solve_continuous_lyapunov(x, c) for x, c in zip(a3, c3)]),
             np.stack([scipy.linalg.solve_discrete_lyapunov(x, c) for x, c in zip(a3, c3)]),
             np.stack([scipy.linalg.solve_sylvester(a, x, c) for x, c in zip(a3, c3)])]
    for got, want in zip(f(a3, c3, a), wants):
        np.testing.assert_allclose(got, want, rtol=0, atol=1e-13 * np.abs(want).max())
    grads = pytensor.function([A3, C3], pytensor.grad(outs[1].sum(), [A3, C3]), mode=MODES[target])
    M, C = pt.dmatrices("M", "C")
    one = pytensor.function([M, C], pytensor.grad(pt.linalg.solve_discrete_lyapunov(M, C).sum(), [M, C]), mode=CVM)
    for k, got in enumerate(zip(*grads(a3, c3))):
        for g, w in zip(got, one(a3[k], c3[k])):
            np.testing.assert_allclose(g, w, rtol=0, atol=1e-11 * np.abs(w).max())
