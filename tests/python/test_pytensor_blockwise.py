"""PyTensor's Blockwise nodes run as C on both targets (twinlink/pytensor/blockwise.py): the
core's C (PyTensor's own, or twinlink's for the cores PyTensor has none for) once per batch
element. Checked against PyTensor's C backend (cvm, whose Blockwise loops in Python over the
core's C thunk): the same values and messages, as one module with no Python node."""
import warnings

import numpy as np
import pytest

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.tensor.basic import Alloc, ARange, ExtractDiag  # noqa: E402
from pytensor.tensor.blockwise import Blockwise  # noqa: E402
from pytensor.tensor.extra_ops import CumOp, SearchsortedOp  # noqa: E402
from pytensor.tensor.subtensor import Subtensor  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402

MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}


def _all_c(f):
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep


def _outcome(f, args):
    """f's result, or its exception's type and message (its first line: PyTensor 2 appends the
    node's description to the message, PyTensor 3 adds it as a note)."""
    try:
        return np.asarray(f(*args))
    except Exception as e:  # noqa: BLE001 - compared with the reference's
        return type(e), str(e).split("\nApply node that caused the error")[0]


def _check_like_cvm(target, inputs, output, arg_sets, blockwise=True):
    f = pytensor.function(inputs, output, mode=MODES[target])
    ref = pytensor.function(inputs, output, mode="CVM")
    _all_c(f)
    if blockwise:
        assert any(isinstance(n.op, Blockwise) for n in f.maker.fgraph.apply_nodes)
    for args in arg_sets:
        got, want = _outcome(f, args), _outcome(ref, args)
        if isinstance(want, tuple):
            assert got == want, args
        else:
            assert isinstance(got, np.ndarray), (args, got)
            assert got.dtype == want.dtype and got.shape == want.shape, (args, got, want)
            assert got.tobytes() == want.tobytes(), (args, got, want)


def test_arange_per_batch_element(target):
    """PyTensor's ARange C per element; its errors: lengths that differ between elements
    (NumPy's assignment message), a length-1 batch not marked broadcastable, batch lengths
    that do not broadcast, and an empty batch."""
    a, b, c = pt.lvector("a"), pt.lvector("b"), pt.lvector("c")
    out = Blockwise(ARange("int64"), signature="(),(),()->(o)")(a, b, c)
    v = np.array
    _check_like_cvm(target, [a, b, c], out, [
        (v([0, 1, 2]), v([5, 6, 7]), v([1, 1, 1])),
        (v([0, -3]), v([9, 6]), v([3, 3])),
        (v([0, 1]), v([5, 7]), v([1, 1])),
        (v([0]), v([5, 6, 7]), v([1, 1, 1])),
        (v([0, 1]), v([5, 6, 7]), v([1, 1, 1])),
        (np.zeros(0, "int64"),) * 3,
    ])


def test_alloc_and_a_broadcast_batch_input(target):
    """Alloc's C; then the value as a batch input of static length 1, broadcast to every
    element."""
    x, n = pt.dvector("x"), pt.lvector("n")
    out = Blockwise(Alloc(), signature="(),(),()->(i,j)")(x, n, n)
    _check_like_cvm(target, [x, n], out, [(np.arange(3.0), np.array([2, 2, 2])), (np.array([-0.5]), np.array([3, 3])),
                                           (np.arange(2.0), np.array([0, 0])), (np.arange(2.0), np.array([1, 2]))])
    one = pt.tensor("one", dtype="float64", shape=(1,))
    out = Blockwise(Alloc(), signature="(),(),()->(i,j)")(one, n, n)
    _check_like_cvm(target, [one, n], out, [(np.array([1.5]), np.array([2, 2, 2]))])


@pytest.mark.parametrize("layout", ["contiguous", "reversed", "transposed"])
def test_subtensor_with_batched_indices(target, layout):
    """Subtensor's C takes its index as a scalar, read from each batch element; its
    index-out-of-bounds error. Inputs with negative and permuted strides."""
    x, i = pt.dmatrix("x"), pt.lvector("i")
    out = pt.vectorize(lambda r, k: r[k], "(n),()->()")(x, i)
    assert isinstance(out.owner.op, Blockwise) and isinstance(out.owner.op.core_op, Subtensor)
    data = np.arange(12.0).reshape(3, 4)
    data = {"contiguous": data, "reversed": data[::-1, ::-2], "transposed": np.arange(12.0).reshape(4, 3).T}[layout]
    _check_like_cvm(target, [x, i], out, [(data, np.array([0, 1, -1]))])
    # An index out of bounds: cvm's Blockwise runs this core's Python perform (NumPy's
    # message); the module runs its C, whose message is the one an unbatched Subtensor gives
    # under cvm.
    f = pytensor.function([x, i], out, mode=MODES[target])
    with pytest.raises(IndexError, match="^index out of bounds"):
        f(data, np.array([0, 9, 0]))
    with pytest.raises(IndexError, match="^index 9 is out of bounds"):
        pytensor.function([x, i], out, mode="CVM")(data, np.array([0, 9, 0]))


def test_core_results_that_are_strided_views(target):
    """ExtractDiag's C returns a strided view of each element's matrix (copied into the
    batched output), and a slice of each row (Subtensor with a batched start)."""
    m = pt.dtensor3("m")
    x, i = pt.dmatrix("x"), pt.lvector("i")
    diag = Blockwise(ExtractDiag(view=True), signature="(m,m)->(m)")(m)
    data = np.arange(2 * 3 * 3, dtype=float).reshape(2, 3, 3)
    _check_like_cvm(target, [m], diag, [(data,), (data[:, ::-1].transpose(0, 2, 1),)])
    tail = pt.vectorize(lambda r, k: r[k:], "(n),()->(m)")(x, i)
    rows = np.arange(12.0).reshape(3, 4)
    _check_like_cvm(target, [x, i], tail, [(rows, np.array([1, 1, 1])), (rows, np.array([1, 2, 1]))])


def test_cores_with_params(target):
    """Core ops whose C reads a params struct (SearchsortedOp's side, CumOp's axis and mode):
    the core node's params."""
    s, v, x = pt.dmatrix("s"), pt.dmatrix("v"), pt.dtensor3("x")
    rng = np.random.default_rng(2)
    sorted_rows = np.sort(rng.normal(size=(3, 5)), axis=1)
    for side in ("left", "right"):
        out = Blockwise(SearchsortedOp(side=side), signature="(n),(m)->(m)")(s, v)
        _check_like_cvm(target, [s, v], out, [(sorted_rows, rng.normal(size=(3, 4))), (sorted_rows, sorted_rows[:, :2])])
    for axis, mode in ((1, "add"), (0, "mul")):
        out = Blockwise(CumOp(axis=axis, mode=mode), signature="(m,n)->(m,n)")(x)
        _check_like_cvm(target, [x], out, [(rng.normal(size=(2, 3, 4)),)])


def test_twinlinks_own_core_advanced_indexing(target):
    """A core PyTensor has no C for (AdvancedSubtensor, from vectorising x[k] with an index
    array): twinlink's C for the core node, per batch element."""
    x, k = pt.dtensor3("x"), pt.lmatrix("k")
    out = pt.vectorize(lambda a, j: a[j], "(m,n),(k)->(k,n)")(x, k)
    data = np.arange(24.0).reshape(2, 3, 4)
    _check_like_cvm(target, [x, k], out, [(data, np.array([[0, 2], [1, -1]])), (data, np.array([[0, 3], [1, 1]]))])


def _batched_mvnormal():
    """A batched MvNormal's log density and its gradient: the gradient of the Cholesky's
    diagonal is a vectorised AllocDiag (Blockwise ARange, Alloc and set_subtensor)."""
    sd = pt.dmatrix("sd")
    corr = np.array([[1, .3, .1, 0], [.3, 1, .2, .1], [.1, .2, 1, .3], [0, .1, .3, 1]])
    L = pt.linalg.cholesky(sd[:, :, None] * corr * sd[:, None, :])
    y = pt.dtensor3("y")
    z = pt.linalg.solve_triangular(L, y[..., None], lower=True)[..., 0]
    logp = -0.5 * (z**2).sum() - pt.log(pt.diagonal(L, axis1=-2, axis2=-1)).sum()
    return [sd, y], [logp, pt.grad(logp, sd)]


def test_a_batched_mvnormal_gradient_is_one_module_on_both_targets():
    """Before Blockwise had C, this gradient ran six Python nodes between five modules. Now
    one module; both targets agree bit for bit, and with cvm (LAPACK: another order of
    rounding) to 1e-12."""
    inputs, outputs = _batched_mvnormal()
    rng = np.random.default_rng(5)
    args = (rng.uniform(0.5, 2.0, size=(3, 4)), rng.normal(size=(2, 3, 4)))
    ref = pytensor.function(inputs, outputs, mode="CVM")(*args)
    results = {}
    for target, mode in MODES.items():
        f = pytensor.function(inputs, outputs, mode=mode)
        _all_c(f)
        assert sum(isinstance(n.op, Blockwise) for n in f.maker.fgraph.apply_nodes) >= 3
        results[target] = f(*args)
        for got, want in zip(results[target], ref):
            np.testing.assert_allclose(got, want, rtol=1e-12)
    for a, b in zip(results["native"], results["wasm"]):
        assert np.asarray(a).tobytes() == np.asarray(b).tobytes()
