"""PyTensor's Scan under the bridge: its inner function is compiled by a twinlink mode on the
outer function's target (PyTensor's own choice is Mode("cvm"), native C on the host), so a
Scan body's C runs in the sandbox under TWINLINK_WASM; results against PyTensor's C backend,
gradients (MIT-MOT outputs), nested and while-loop Scans, and the report."""
import warnings

import numpy as np
import pytest

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402
from pytensor.link.vm import VMLinker  # noqa: E402
from pytensor.scan.op import Scan  # noqa: E402
from pytensor.scan.utils import until  # noqa: E402

import twinlink  # noqa: E402
import twinlink.pytensor as tp  # noqa: E402
from pytensor_graphs import CopyOp  # noqa: E402

CVM = Mode(linker="cvm", optimizer="fast_run")
MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}
EPS = np.finfo(np.float64).eps


def _scan(fn, **kwargs):
    try:
        return pytensor.scan(fn, return_updates=False, **kwargs)
    except TypeError:  # PyTensor 2.x: (outputs, updates)
        return pytensor.scan(fn, **kwargs)[0]


def _recurrent():
    """An RNN's loss and its gradient: the gradient's Scan has MIT-MOT outputs, which PyTensor
    preallocates by default."""
    x, W = pt.dvector("x"), pt.dmatrix("W")
    hs = _scan(lambda xt, h, W: pt.tanh(pt.dot(W, h) + xt), sequences=x, outputs_info=pt.zeros((4,)),
               non_sequences=W)
    loss = (hs ** 2).sum() + pt.log1p(pt.exp(hs[-1])).sum()
    rng = np.random.default_rng(7)
    return [x, W], [loss, *pytensor.grad(loss, [x, W])], [np.linspace(-1.5, 1.5, 60), rng.normal(size=(4, 4)) * 0.4]


def _scans(f):
    return [n.op for n in f.maker.fgraph.toposort() if isinstance(n.op, Scan)]


def test_scan_body_runs_on_the_target(target):
    inputs, outputs, args = _recurrent()
    f = pytensor.function(inputs, outputs, mode=MODES[target])
    assert any(any(op.mitmots_preallocated) for op in _scans(f)), "PyTensor preallocates the gradient's MIT-MOT outputs"
    rep = tp.report(f)
    assert len(rep["scans"]) == 2 and all(s["target"] == target and s["c_nodes"] >= 1 for s in rep["scans"]), rep
    want = pytensor.function(inputs, outputs, mode=CVM)(*args)
    got = f(*args)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=64 * EPS, atol=64 * EPS)
    for g, again in zip(got, f(*args)):
        np.testing.assert_array_equal(g, again)


def test_scan_targets_agree_bit_for_bit():
    inputs, outputs, args = _recurrent()
    native, wasm = (pytensor.function(inputs, outputs, mode=m)(*args) for m in MODES.values())
    for a, b in zip(native, wasm):
        assert np.asarray(a).tobytes() == np.asarray(b).tobytes()


def test_the_graphs_scan_op_keeps_pytensors_inner_mode(target):
    # the bridge runs a copy: the same graph compiled afterwards by PyTensor's C backend still
    # gets a VM inner function
    inputs, outputs, args = _recurrent()
    f = pytensor.function(inputs, outputs, mode=MODES[target])
    g = pytensor.function(inputs, outputs, mode=CVM)
    assert all(isinstance(op.fn.maker.linker, VMLinker) for op in _scans(g))
    for a, b in zip(f(*args), g(*args)):
        np.testing.assert_allclose(a, b, rtol=64 * EPS, atol=64 * EPS)


class _WhereAmI(CopyOp):
    """x + 1 in the sandbox, x + 2 natively (its first element): where its C was compiled for."""

    def after(self, z):
        return f"""#ifdef __wasm__
        ((double*)PyArray_DATA({z}))[0] += 1.0;
        #else
        ((double*)PyArray_DATA({z}))[0] += 2.0;
        #endif"""


def test_scan_body_c_is_compiled_for_the_target(target):
    x = pt.dvector("x")
    out = _scan(lambda h: _WhereAmI()(h), outputs_info=x, n_steps=3)
    f = pytensor.function([x], out[-1], mode=MODES[target])
    assert f(np.array([0.0, 5.0]))[0] == (3.0 if target == "wasm" else 6.0)


def test_a_fault_in_a_scan_body_is_contained_by_the_sandbox():
    x = pt.dvector("x")

    class _Wild(CopyOp):
        """Adds 1 to x's first element, or writes outside its memory once that is above 1.5."""

        def before(self, x):
            return f"if (((double*)PyArray_DATA({x}))[0] > 1.5) {{ double* wild = (double*)(size_t)0xfffffff0u; wild[0] = 1.0; wild[1] = 2.0; }}"

        def after(self, z):
            return f"((double*)PyArray_DATA({z}))[0] += 1.0;"

    out = _scan(lambda h: _Wild()(h), outputs_info=x, n_steps=3)
    f = pytensor.function([x], out[-1], mode=tp.mode("wasm", limits=twinlink.Limits(timeout=5)))
    with pytest.raises(twinlink.SandboxError):
        f(np.array([0.0, 5.0]))  # the third step reads 2.0
    np.testing.assert_array_equal(f(np.array([-5.0, 5.0])), [-2.0, 5.0])


def test_nested_and_while_loop_scans(target):
    n = pt.iscalar("n")

    def outer(i, acc):
        return _scan(lambda j, a: a + pt.sin(pt.cast(j, "float64")), sequences=pt.arange(i + 1), outputs_info=acc)[-1]

    total = _scan(outer, sequences=pt.arange(n), outputs_info=pt.zeros((), dtype="float64"))[-1]
    doubling = _scan(lambda v: (v * 2, until(v * 2 > 100)), outputs_info=pt.constant(1.0), n_steps=1000)
    f = pytensor.function([n], [total, doubling], mode=MODES[target])
    want = sum(np.sin(j) for i in range(10) for j in range(i + 1))
    got = f(10)
    np.testing.assert_allclose(got[0], want, rtol=1e-14)
    np.testing.assert_array_equal(got[1], [2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0])
    reps = tp.report(f)["scans"]
    assert sorted(len(r["scans"]) for r in reps) == [0, 1], reps  # the while loop's, the nested one's
    assert all(r["target"] == target for r in reps + [r["scans"][0] for r in reps if r["scans"]]), reps


def test_a_scan_built_with_a_twinlink_mode_keeps_it():
    x = pt.dvector("x")
    out = _scan(lambda h: _WhereAmI()(h), outputs_info=x, n_steps=2, mode="TWINLINK")
    f = pytensor.function([x], out[-1], mode="TWINLINK_WASM")
    assert tp.report(f)["scans"][0]["target"] == "native"
    assert f(np.array([0.0]))[0] == 4.0


def test_second_derivatives_through_a_scan(target):
    # the gradient of a gradient's Scan returns some of its inputs as outputs: such an output
    # has a cell of its own, which Scan empties before each step without emptying the input
    a, b = pt.dmatrix("a"), pt.dvector("b")
    outs = _scan(lambda m2, s: ((m2 + s) ** 1.02, (m2 + s) ** 1.02), outputs_info=[dict(initial=a, taps=[-2]), b],
                 n_steps=3)
    cost = pytensor.grad(outs[0].sum(), a).sum() + pytensor.grad(outs[1].sum(), b).sum()
    g = pytensor.grad(cost, [a, b])
    rng = np.random.default_rng(0)
    args = [rng.random((2, 3)), rng.random(3)]
    want = pytensor.function([a, b], g, mode=CVM)(*args)
    for got, w in zip(pytensor.function([a, b], g, mode=MODES[target])(*args), want):
        np.testing.assert_allclose(got, w, rtol=64 * EPS, atol=0)
