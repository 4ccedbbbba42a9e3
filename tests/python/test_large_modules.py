"""Modules whose nodes' code is large run groups of nodes in functions of their own, with
every variable in the state (ARCHITECTURE.md, "The generated module"): the same results,
failures, cleanup code and struct state as a module that runs every node inline, on both
targets."""
import warnings

import numpy as np
import pytest

import twinlink
from twinlink import Apply, Op

from doc_types import StructCounter, double


class Step(Op):
    """z = a x + b, or a ValueError naming the step for a negative input when `checks`; its C
    carries a comment of `pad` bytes, as PyTensor's ops carry several loops each."""

    __props__ = ("a", "b", "checks", "pad")

    def __init__(self, a, b, checks=False, pad=4000):
        self.a, self.b, self.checks, self.pad = a, b, checks, pad

    def make_node(self, x):
        return Apply(self, [x], [double()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        check = f'if ({x} < 0) {{ PyErr_SetString(PyExc_ValueError, "step {int(self.b)}: negative"); {sub["fail"]} }}' \
            if self.checks else ""
        return f"/* {'.' * self.pad} */\n{check}\n{z} = {self.a!r} * {x} + {self.b!r};"

    def c_code_cache_version(self):
        return (1,)


class Cleanups(StructCounter):
    """z = x + the number of times its c_code_cleanup has run (a node that stays inline)."""

    member = "cleanups"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"{z} = {x} + (double)cleanups_{name};"

    def c_code_cleanup(self, node, name, inputs, outputs, sub):
        return f"cleanups_{name} += 1;"


def _chain(n, checked_at, cleanup_at):
    x = double("x")
    y = x
    for i in range(n):
        y = Step(0.5, float(i), checks=i == checked_at)(y)
        if i == cleanup_at:
            y = Cleanups()(y)
    return x, y


def _expected(v, n, checked_at, cleanup_at, cleanups):
    for i in range(n):
        if i == checked_at and v < 0:
            return None
        v = 0.5 * v + i
        if i == cleanup_at:
            v += cleanups
    return v


def test_a_large_module_runs_its_nodes_in_functions(target):
    n, checked_at, cleanup_at = 60, 37, 20  # 60 nodes of 4 kB: above OUTLINE_MIN_BYTES (100 kB)
    x, y = _chain(n, checked_at, cleanup_at)
    f = twinlink.Function([x], y, target=target, rewrite=False)
    assert "tl_run_node_" in f.c_source  # groups of nodes in functions
    sx, sy = _chain(3, 1, 0)
    small = twinlink.Function([sx], sy, target=target, rewrite=False)
    assert "tl_run_node_" not in small.c_source  # a small module runs them inline
    # Each call runs the cleanup once, after success or failure.
    assert f(1.0) == _expected(1.0, n, checked_at, cleanup_at, 0)
    assert f(3.0) == _expected(3.0, n, checked_at, cleanup_at, 1)
    # Step 37 sees a negative value only when the input is far below zero.
    bad = -(2.0 ** 60)
    assert _expected(bad, n, checked_at, cleanup_at, 2) is None
    with pytest.raises(ValueError, match="^step 37: negative"):
        f(bad)
    assert f(2.0) == _expected(2.0, n, checked_at, cleanup_at, 3)


def test_a_large_pytensor_graph_gives_cvms_bits(target):
    """Unfused elementwise nodes (PyTensor's Elemwise C, a few kilobytes each) and an Assert
    that fails in the middle of the chain: cvm's values and message."""
    warnings.filterwarnings("ignore", message=".*BLAS.*")
    pytensor = pytest.importorskip("pytensor")
    pt = pytest.importorskip("pytensor.tensor")
    from pytensor.raise_op import Assert  # PyTensor is a test dependency: imported here

    import twinlink.pytensor as tp  # needs PyTensor (above)

    x = pt.dvector("x")
    y = x
    for i in range(40):
        y = pt.maximum(y * 1.5 - 0.25, -y) if i % 2 else y * 0.75 + y * y * 0.125
        if i == 23:
            y = Assert("y stayed below 1e6")(y, pt.all(y < 1e6))
    mode = tp.mode(target).excluding("fusion")
    f = pytensor.function([x], y, mode=mode)
    ref = pytensor.function([x], y, mode=pytensor.compile.mode.Mode(linker="cvm").excluding("fusion"))
    step = next(s for s in f.vm.twinlink_steps if s.kind == "c")
    assert "tl_run_node_" in step.function.c_source
    for v in (np.linspace(-1.0, 1.0, 7), np.zeros(0), np.array([0.1, -0.2])[::-1]):
        assert f(v).tobytes() == ref(v).tobytes()
    with pytest.raises(AssertionError, match="^y stayed below 1e6"):
        ref(np.array([1e3]))
    with pytest.raises(AssertionError, match="^y stayed below 1e6"):
        f(np.array([1e3]))
    assert f(np.array([0.5])).tobytes() == ref(np.array([0.5])).tobytes()
