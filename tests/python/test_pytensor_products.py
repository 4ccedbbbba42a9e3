"""PyTensor's matrix-product nodes under the bridge (twinlink/pytensor/products.py): Gemv,
Gemm, Dot22, Dot22Scalar and Ger run as C written by twinlink around its GEMM kernel on both
targets. Checked against NumPy (float64 arithmetic, an error bound for the summation order),
PyTensor's Python path (which input an in-place node overwrites, error messages), each other
bit for bit, and as a whole model (a logistic regression: one module, exported as a bundle
and replayed without Python)."""
import pickle
import warnings
import zlib

import numpy as np
import pytest

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402
from bundle_replay import assert_replays_without_python  # noqa: E402

MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}
PY = Mode(linker="py", optimizer="fast_run")  # PyTensor's Python perform for every node
CVM = Mode(linker="cvm", optimizer="fast_run")
TOL = {"float64": 1e-12, "float32": 1e-5}


def _graph(name, dtype):
    """(inputs, output, the op PyTensor's rewrites must make of it, the index of the input
    that op may overwrite or None). An input is mutable only where the op is in place."""
    m = lambda n: pt.matrix(n, dtype=dtype)  # noqa: E731
    v = lambda n: pt.vector(n, dtype=dtype)  # noqa: E731
    s = lambda n: pt.scalar(n, dtype=dtype)  # noqa: E731
    if name.startswith("gemv"):
        y, A, x, a, b = v("y"), m("A"), v("x"), s("a"), s("b")
        inplace = name == "gemv_inplace"
        ins = [pytensor.In(y, mutable=True) if inplace else y, A, x, a, b]
        return ins, b * y + a * pt.dot(A, x), "Gemv{inplace}" if inplace else "Gemv{no_inplace}", 0 if inplace else None
    if name.startswith("gemm"):
        z, X, Y, a, b = m("z"), m("X"), m("Y"), s("a"), s("b")
        inplace = name == "gemm_inplace"
        ins = [pytensor.In(z, mutable=True) if inplace else z, X, Y, a, b]
        return ins, b * z + a * pt.dot(X, Y), "Gemm{inplace}" if inplace else "Gemm{no_inplace}", 0 if inplace else None
    if name == "dot22":
        X, Y = m("X"), m("Y")
        return [X, Y], pt.dot(X, Y), "Dot22", None
    if name == "dot22scalar":
        X, Y, a = m("X"), m("Y"), s("a")
        return [X, Y, a], a * pt.dot(X, Y), "Dot22Scalar", None
    A, x, y, a = m("A"), v("x"), v("y"), s("a")
    destructive = name == "ger_destructive"
    ins = [pytensor.In(A, mutable=True) if destructive else A, x, y, a]
    return ins, A + a * pt.outer(x, y), "Ger{destructive}" if destructive else "Ger{non-destructive}", 0 if destructive else None


GRAPHS = ["gemv_inplace", "gemv", "gemm_inplace", "gemm", "dot22", "dot22scalar", "ger_destructive", "ger"]
DTYPES = ["float64", "float32"]
_compiled = {}


def compiled(name, dtype, mode):
    key = (name, dtype, mode)
    if key not in _compiled:
        ins, out, op, written = _graph(name, dtype)
        f = pytensor.function(ins, out, mode=mode)
        ops = [str(n.op) for n in f.maker.fgraph.toposort()]
        assert ops == [op], f"{name}: the rewrites made {ops}, not [{op}]"
        _compiled[key] = (f, written)
    return _compiled[key]


def assert_runs_gemm_kernel(f):
    """f is one twinlink module with no Python node, and that module links the GEMM kernel."""
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    (step,) = f.vm.twinlink_steps
    assert any("tl_gemm_" in k for k in step.function.plan["kernels"]), "the module does not link the GEMM kernel"


def _layout(a, how, rng):
    """`a`'s values as a C array ("c"), the transpose of a C array ("t"), every other row and
    column of a larger array ("s"), or with reversed axes (negative strides, "n")."""
    if how == "c" or a.ndim == 0:
        return np.ascontiguousarray(a)
    if how == "t":
        return np.ascontiguousarray(a.T).T
    if how == "s":
        big = rng.normal(size=tuple(2 * n for n in a.shape)).astype(a.dtype)
        view = big[(slice(None, None, 2),) * a.ndim]
        view[...] = a
        return view
    return np.ascontiguousarray(a[(slice(None, None, -1),) * a.ndim])[(slice(None, None, -1),) * a.ndim]


SHAPES = [(0, 3, 4), (3, 0, 4), (3, 4, 0), (1, 1, 1), (1, 5, 1), (5, 1, 7), (1, 7, 6), (7, 13, 5), (33, 40, 17)]
SCALARS = [(1.5, 0.5), (1.0, 0.0), (-2.0, 1.0)]  # (alpha, beta); beta == 0 must not read y: y is NaN
LAYOUTS = ["c", "t", "s", "n"]


def cases(name, dtype):
    """(arguments, reference in float64, error scale) for every shape, layout and scalar pair."""
    rng = np.random.default_rng(zlib.crc32(f"{name} {dtype}".encode()))
    for k, (M, K, N) in enumerate(SHAPES):
        for how in LAYOUTS:
            for alpha, beta in SCALARS:
                r = lambda *shape: rng.normal(size=shape).astype(dtype)  # noqa: E731
                lay = lambda a: _layout(a, how, rng)  # noqa: E731
                kind = name.split("_")[0]
                if kind == "gemv":
                    y, A, x = r(M), r(M, K), r(K)
                    if beta == 0:
                        y[:] = np.nan
                    args = [lay(y), lay(A), lay(x), np.asarray(alpha, dtype), np.asarray(beta, dtype)]
                    P, Pabs, Y = _mm(A, x[:, None])[:, 0], _mm(abs(A), abs(x)[:, None])[:, 0], y
                elif kind == "gemm":
                    # z broadcasts along an axis of length 1 in some cases (PyTensor allows it).
                    zshape = (1 if k % 3 == 1 and M else M, 1 if k % 3 == 2 and N else N)
                    z, X, Yv = r(*zshape), r(M, K), r(K, N)
                    if beta == 0:
                        z[:] = np.nan
                    args = [lay(z), lay(X), lay(Yv), np.asarray(alpha, dtype), np.asarray(beta, dtype)]
                    P, Pabs, Y = _mm(X, Yv), _mm(abs(X), abs(Yv)), z
                elif kind.startswith("dot22"):
                    X, Yv = r(M, K), r(K, N)
                    args = [lay(X), lay(Yv)] + ([np.asarray(alpha, dtype)] if kind == "dot22scalar" else [])
                    P, Pabs, Y, beta = _mm(X, Yv), _mm(abs(X), abs(Yv)), None, 0.0
                    alpha = alpha if kind == "dot22scalar" else 1.0
                else:
                    A, x, y = r(M, N), r(M), r(N)
                    args = [lay(A), lay(x), lay(y), np.asarray(alpha, dtype)]
                    P, Pabs, Y, beta = np.outer(x, y).astype("float64"), abs(np.outer(x, y)), A, 1.0
                want = alpha * P if beta == 0 else beta * np.asarray(Y, "float64") + alpha * P
                scale = abs(alpha) * Pabs + (0 if beta == 0 else abs(beta) * abs(np.asarray(Y, "float64")))
                yield f"{(M, K, N)} {how} alpha={alpha} beta={beta}", args, want, scale


def _mm(a, b):
    return a.astype("float64") @ b.astype("float64")


def _check_close(got, want, scale, dtype, what):
    got = np.asarray(got)
    assert got.dtype == dtype and got.shape == want.shape, f"{what}: {got.dtype}{got.shape} vs {dtype}{want.shape}"
    bound = TOL[dtype] * scale + np.finfo(dtype).tiny
    err = np.abs(got.astype("float64") - want)
    assert np.all(err <= bound), f"{what}: worst error {np.max(err / bound)} times the bound"


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", GRAPHS)
def test_products_match_numpy_and_overwrite_what_pytensor_does(target, name, dtype):
    """Each product node runs as C on the target, gives NumPy's values within the bound of its
    summation order, and overwrites its destroyed input exactly when PyTensor's Python path
    does (Gemv{inplace}, whose Python perform never writes y, writes it as PyTensor's C does)."""
    f, written = compiled(name, dtype, MODES[target])
    assert_runs_gemm_kernel(f)
    py, _ = compiled(name, dtype, PY) if written is not None else (None, None)
    # The same arguments twice (same layouts): one set for each function.
    for (what, mine, want, scale), (_, theirs, _, _) in zip(cases(name, dtype), cases(name, dtype)):
        what = f"{name} {dtype} {target} {what}"
        if written is None:
            _check_close(f(*mine), want, scale, dtype, what)
            continue
        before = mine[written].copy()
        contiguous = mine[written].flags.c_contiguous or mine[written].flags.f_contiguous
        got = f(*mine)
        _check_close(got, want, scale, dtype, what)
        if name == "gemv_inplace":
            overwritten = len(before) > 0
        else:
            ref = py(*theirs)
            overwritten = np.shares_memory(ref, theirs[written]) and theirs[written].size > 0
            if target == "wasm" and name == "ger_destructive" and not contiguous:
                # The sandbox's copy of an input is contiguous, so Ger overwrites it there and the
                # copy goes back into the caller's array, which PyTensor's perform would have copied.
                overwritten = True
        if target == "native":
            assert np.shares_memory(got, mine[written]) == overwritten, what
        if overwritten:
            np.testing.assert_array_equal(mine[written], got, err_msg=what)
        else:
            np.testing.assert_array_equal(mine[written], before, err_msg=what)


@pytest.mark.parametrize("dtype", DTYPES)
def test_products_are_bit_identical_between_targets(dtype):
    for name in GRAPHS:
        native, _ = compiled(name, dtype, "TWINLINK")
        wasm, _ = compiled(name, dtype, "TWINLINK_WASM")
        for (what, args, _, _), (_, again, _, _) in zip(cases(name, dtype), cases(name, dtype)):
            a = np.asarray(native(*args))
            b = np.asarray(wasm(*again))
            assert a.dtype == b.dtype and a.tobytes() == b.tobytes(), f"{name} {dtype} {what}"


@pytest.mark.parametrize("dtype", DTYPES)
def test_matrix_vector_kernel_gives_the_gemm_kernels_bits(target, dtype):
    """Gemv's columns run a matrix-vector kernel of their own, in the GEMM kernel's order: the
    same bits as twinlink's own dot (the GEMM kernel), for each layout of A and of x, on row
    counts and lengths around the kernel's blocks (vector lanes, transposed tiles, scalar
    tails)."""
    import twinlink
    import twinlink.tensor as T

    A, x = pt.matrix("A", dtype=dtype), pt.vector("x", dtype=dtype)
    f = pytensor.function([A, x], pt.dot(A, x), mode=MODES[target])
    assert any("Gemv" in str(n.op) for n in f.maker.fgraph.toposort())
    a, v = T.matrix("a", dtype=dtype), T.vector("v", dtype=dtype)
    g = twinlink.function([a, v], a @ v, target=target)
    rng = np.random.default_rng(5)
    for M, K in [(1, 1), (3, 300), (20, 1000), (37, 5), (70, 13), (33, 11), (1000, 20), (65, 3)]:
        for how in LAYOUTS:
            Av = _layout(rng.normal(size=(M, K)).astype(dtype), how, rng)
            xv = _layout(rng.normal(size=K).astype(dtype), how, rng)
            assert f(Av, xv).tobytes() == g(Av, xv).tobytes(), (M, K, how)


def _error(f, *args):
    with pytest.raises(Exception) as info:
        f(*args)
    return info.value


@pytest.mark.parametrize("name,args,reference", [
    # NumPy's dot message for the inner dimension (the Python performs call np.dot).
    ("gemv", [np.ones(3), np.ones((3, 4)), np.ones(5), np.array(1.0), np.array(1.0)], PY),
    ("gemm", [np.ones((3, 5)), np.ones((3, 4)), np.ones((5, 5)), np.array(1.0), np.array(1.0)], PY),
    ("dot22", [np.ones((3, 4)), np.ones((5, 6))], PY),
    ("dot22scalar", [np.ones((3, 4)), np.ones((5, 6)), np.array(2.0)], PY),
])
def test_shape_errors_are_pytensors(target, name, args, reference):
    f, _ = compiled(name, "float64", MODES[target])
    assert_runs_gemm_kernel(f)
    ref, _ = compiled(name, "float64", reference)
    mine, theirs = _error(f, *args), _error(ref, *args)
    assert type(mine) is ValueError and type(theirs) is ValueError, (mine, theirs)
    # Dot22Scalar's perform adds the shapes to NumPy's message as more arguments, and PyTensor
    # 2.38 then writes the node's description after all of them in the first argument: the
    # message must be whole within the first line of that.
    assert str(mine.args[0]) in str(theirs.args[0]).splitlines()[0], (mine, theirs)


def test_gemm_z_shape_errors(target):
    """Gemm's z against the product: the messages of PyTensor's C (GemmRelated.check_dims in
    pytensor/tensor/blas.py). Its Python perform and its NumPy-C-API C (without BLAS) fail
    earlier, in NumPy's broadcasting, each with a message of its own."""
    f, _ = compiled("gemm", "float64", MODES[target])
    with pytest.raises(ValueError, match=r"^Shape mismatch: x has 3 rows but z has 2 rows"):
        f(np.ones((2, 5)), np.ones((3, 4)), np.ones((4, 5)), np.array(1.0), np.array(1.0))
    with pytest.raises(ValueError, match=r"^Shape mismatch: y has 5 cols but z has 2 cols"):
        f(np.ones((3, 2)), np.ones((3, 4)), np.ones((4, 5)), np.array(1.0), np.array(1.0))


def test_gemv_length_of_y(target):
    """The message Gemv's Python perform means to raise (PyTensor 3.0's takes its NumPy path
    for float arrays and fails later, in an in-place add, with NumPy's broadcasting message)."""
    f, _ = compiled("gemv", "float64", MODES[target])
    with pytest.raises(ValueError, match=r"^Incompatible shapes for gemv \(beta \* y \+ alpha \* dot\(A, x\)\)\. "
                                         r"y: \(2,\), A: \(3, 4\), x: \(4,\)\n"):
        f(np.ones(2), np.ones((3, 4)), np.ones(4), np.array(1.0), np.array(1.0))


def test_ger_shape_errors(target):
    """Ger's Python perform fails inside SciPy's f2py wrapper; the message is PyTensor's C's
    (CGer)."""
    f, _ = compiled("ger", "float64", MODES[target])
    with pytest.raises(ValueError, match=r"Shape mismatch: A.shape\[0\] != x.shape\[0\]"):
        f(np.ones((3, 4)), np.ones(2), np.ones(4), np.array(1.0))
    with pytest.raises(ValueError, match=r"Shape mismatch: A.shape\[1\] != y.shape\[0\]"):
        f(np.ones((3, 4)), np.ones(3), np.ones(5), np.array(1.0))


def test_complex_products_keep_pytensors_code(target):
    """A complex product is not the kernel's: it stays on PyTensor's Python path, beside a
    float one that runs as C (the graph's complex elementwise C too)."""
    A, x, y = pt.zmatrix("A"), pt.zvector("x"), pt.zvector("y")
    Af, xf, yf = pt.dmatrix("Af"), pt.dvector("xf"), pt.dvector("yf")
    f = pytensor.function([A, x, y, Af, xf, yf], [y + 2 * pt.dot(A, x), yf + 2 * pt.dot(Af, xf)], mode=MODES[target])
    gemvs = [n for n in f.maker.fgraph.toposort() if "Gemv" in str(n.op)]
    complex_gemvs = [str(n.op) for n in gemvs if n.outputs[0].dtype == "complex128"]
    assert len(gemvs) == 2 and len(complex_gemvs) == 1, gemvs
    assert tp.report(f)["python_nodes"] == complex_gemvs, tp.report(f)
    args = (np.ones((3, 2)) * (1 + 2j), np.arange(2) + 1j, np.ones(3) * 1j, np.ones((3, 2)), np.arange(2.0), np.ones(3))
    got = f(*args)
    np.testing.assert_allclose(got[0], args[2] + 2 * args[0] @ args[1], rtol=1e-14)
    np.testing.assert_allclose(got[1], args[5] + 2 * args[3] @ args[4], rtol=1e-14)


# --- whole models --------------------------------------------------------------------------

def test_least_squares_is_bit_identical_between_targets():
    """A linear model's loss and gradient (products and arithmetic only) give the same bits
    natively and in wasm."""
    rng = np.random.default_rng(1)
    X, y, w = pt.dmatrix("X"), pt.dvector("y"), pt.dvector("w")
    r = X @ w - y
    loss = (r ** 2).mean()
    f = pytensor.function([X, y, w], [loss, pytensor.grad(loss, w), X.T @ X], mode="TWINLINK")
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    args = (rng.normal(size=(700, 30)), rng.normal(size=700), rng.normal(size=30))
    cmp = tp.compare(f, *args)
    assert cmp.identical, cmp
    # Pickled, the function carries its module (the products' C included) and runs it.
    g = pickle.loads(pickle.dumps(f))
    assert all(np.asarray(a).tobytes() == np.asarray(b).tobytes() for a, b in zip(g(*args), f(*args)))


def _logistic_regression():
    rng = np.random.default_rng(0)
    X, y, w, b = pt.dmatrix("X"), pt.dvector("y"), pt.dvector("w"), pt.dscalar("b")
    p = pt.sigmoid(X @ w + b)
    loss = -pt.mean(y * pt.log(p) + (1 - y) * pt.log1p(-p)) + 0.01 * pt.sum(w ** 2)
    gw, gb = pytensor.grad(loss, [w, b])
    args = (rng.normal(size=(1000, 20)), (rng.random(1000) > 0.5).astype(float), rng.normal(size=20) * 0.1, 0.3)
    return [X, y, w, b], [loss, gw, gb], args


def test_logistic_regression_is_one_module(target):
    ins, outs, args = _logistic_regression()
    f = pytensor.function(ins, outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1 and rep["c_nodes"] == rep["nodes"], rep
    assert any("Gemv" in str(n.op) for n in f.maker.fgraph.toposort())
    want = pytensor.function(ins, outs, mode=CVM)(*args)
    for g, w in zip(f(*args), want):
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-15)


def test_logistic_regression_exports_a_bundle(tmp_path, cli):
    """The model as one bundle, replayed without Python on every engine. Native and wasm agree
    bit for bit: the products are twinlink's kernels, and the math PyTensor's sigmoid and
    softplus call is twinlink's on both targets (the bridge's c_libm; README, PyTensor section)."""
    ins, outs, args = _logistic_regression()
    f = pytensor.function(ins, outs, mode="TWINLINK")
    cmp = tp.compare(f, *args)
    assert cmp.identical, cmp
    path = tmp_path / "lr.tlb"
    recorded = tp.export_bundle(f, str(path), *args)
    in_wasm = pytensor.function(ins, outs, mode="TWINLINK_WASM")
    for r, w in zip(recorded, in_wasm(*args)):  # the bundle records a wasm run
        assert np.asarray(r).tobytes() == np.asarray(w).tobytes()
    assert_replays_without_python(cli, path, tmp_path)


@pytest.mark.parametrize("dtype", DTYPES)
def test_batched_dot_runs_the_gemm_kernel_per_batch_index(target, dtype):
    """BatchedDot (x @ y of 3-d operands): one product per batch index by the GEMM kernel, each
    the bits of a Dot22 node of the same matrices, within NumPy's bound, any layout."""
    x, y = pt.tensor3("x", dtype=dtype), pt.tensor3("y", dtype=dtype)
    f = pytensor.function([x, y], x @ y, mode=MODES[target])
    assert [str(n.op) for n in f.maker.fgraph.toposort()] == ["BatchedDot"]
    assert_runs_gemm_kernel(f)
    X, Y = pt.matrix("X", dtype=dtype), pt.matrix("Y", dtype=dtype)
    single = pytensor.function([X, Y], pt.dot(X, Y), mode=MODES[target])
    rng = np.random.default_rng(8)
    for B, M, K, N in [(3, 4, 5, 2), (2, 1, 7, 1), (0, 3, 4, 5), (4, 33, 17, 40), (2, 3, 0, 4)]:
        for how in LAYOUTS:
            xv, yv = (_layout(rng.normal(size=s).astype(dtype), how, rng) for s in ((B, M, K), (B, K, N)))
            got = f(xv, yv)
            _check_close(got, _mm(xv, yv), _mm(abs(xv), abs(yv)), dtype, f"{(B, M, K, N)} {how}")
            for b in range(B):
                assert got[b].tobytes() == single(xv[b], yv[b]).tobytes(), ((B, M, K, N), how, b)


def test_batched_dot_errors_are_pytensors(target):
    x, y = pt.tensor3("x"), pt.tensor3("y")
    f, ref = (pytensor.function([x, y], x @ y, mode=m) for m in (MODES[target], PY))
    # unequal batch sizes: PyTensor's TypeError (its message also prints both arrays)
    mine, theirs = _error(f, np.ones((4, 3, 5)), np.ones((3, 5, 2))), _error(ref, np.ones((4, 3, 5)), np.ones((3, 5, 2)))
    assert type(mine) is TypeError and type(theirs) is TypeError
    assert str(mine).split("must", 1)[1] in str(theirs), (mine, theirs)
    # unequal summed lengths: NumPy's matmul message
    mine, theirs = _error(f, np.ones((4, 3, 5)), np.ones((4, 4, 2))), _error(ref, np.ones((4, 3, 5)), np.ones((4, 4, 2)))
    assert type(mine) is ValueError and str(mine).splitlines()[0] == str(theirs).splitlines()[0], (mine, theirs)


def test_batched_dot_is_bit_identical_between_targets():
    x, y = pt.tensor3("x"), pt.tensor3("y")
    rng = np.random.default_rng(9)
    f = pytensor.function([x, y], x @ y, mode="TWINLINK")
    assert tp.compare(f, rng.normal(size=(3, 20, 30)), rng.normal(size=(3, 30, 7))).identical
