"""The sandbox, wasm target: limits, capability-free imports, traps as typed exceptions, and
the hostile-op suite. Every hostile case checks the exception class, that the host survives,
that the same Function works on its next call and that other Functions are unaffected.
(Native code is not sandboxed: these ops would crash or exhaust the host.)"""
import gc
import os
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

import twinlink
from twinlink import Apply, Limits, Op
from twinlink.tensor import TensorType, dvector, lscalar

from doc_types import CountCalls, add, double
from hostile_op import Hostile


@pytest.fixture(scope="module")
def hostile():
    x, mode = dvector("x"), lscalar("mode")
    limits = Limits(timeout=0.5, memory=64 << 20, output=64 << 10)
    return twinlink.function([x, mode], Hostile()(x, mode), target="wasm", limits=limits)


@pytest.fixture(scope="module")
def bystander():
    x, y = double("x"), double("y")
    return twinlink.function([x, y], add(x, y), target="wasm")


A = np.arange(4.0)


def still_fine(f, bystander):
    np.testing.assert_array_equal(f(A, 0), 2 * A)
    assert bystander(1.0, 2.0) == 3.0


# A call with inputs of at most 16 KiB starts holding the GIL and lets it go at the next watchdog
# tick; a larger one releases it from the start (src/py/function.rs): both must contain the op.
BIG = np.arange(4096.0)


@pytest.mark.parametrize("mode, exc, kind, message", [
    (1, twinlink.SandboxTimeout, None, r"ran longer than the 0\.5 s timeout \(Limits\.timeout\)"),
    (2, twinlink.SandboxTrap, "stack_overflow", r"stack_overflow .*1 MiB limit, Limits\.stack"),
    (3, twinlink.SandboxMemoryError, None, r"would pass the 64 MiB limit \(Limits\.memory\)"),
    (4, ValueError, None, r"array is too big"),
    (5, twinlink.SandboxTrap, "out_of_bounds", r"out_of_bounds"),
    (6, twinlink.SandboxTrap, "unreachable", r"NULL pointer"),
    (7, RuntimeError, None, r"^fopen failed$"),
    (9, twinlink.SandboxTrap, "unreachable", r"abort\(\)"),
    (10, twinlink.SandboxTrap, "exit", r"the guest called exit\(3\)"),
    (11, twinlink.SandboxTrap, "unreachable", r"__builtin_trap\(\)"),
    (12, twinlink.SandboxTrap, "integer_divide_by_zero", r"integer_divide_by_zero"),
    (14, twinlink.SandboxTrap, "released_held_object", r"released a reference it did not own"),
])
@pytest.mark.parametrize("x", [A, BIG], ids=["small input", "large input"])
def test_hostile_op_is_contained(hostile, bystander, mode, exc, kind, message, x):
    with pytest.raises(exc, match=message) as info:
        hostile(x, mode)
    if kind is not None:
        assert info.value.kind == kind
    if issubclass(exc, twinlink.SandboxError):
        assert isinstance(info.value, RuntimeError)
    still_fine(hostile, bystander)
    np.testing.assert_array_equal(hostile(BIG, 0), 2 * BIG)


def test_memory_error_is_also_a_memory_error(hostile):
    with pytest.raises(MemoryError):
        hostile(A, 3)


def test_getenv_sees_no_environment(hostile, bystander):
    np.testing.assert_array_equal(hostile(A, 8), 2 * A)  # the op raises if getenv finds anything
    still_fine(hostile, bystander)


def test_printf_flood_is_capped_and_flagged(hostile, bystander, capfd):
    np.testing.assert_array_equal(hostile(A, 13), 2 * A)
    out, err = capfd.readouterr()
    assert out.startswith("flood 0 ")
    assert len(out.encode()) <= 64 << 10
    assert "passed the 64 KiB output limit (Limits.output)" in err
    still_fine(hostile, bystander)


class NeverSetsOutput(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        return "/* forgets to set its output */"


def test_op_that_never_sets_its_output(target):
    x = dvector("x")
    f = twinlink.function([x], NeverSetsOutput()(x), target=target)
    with pytest.raises(RuntimeError, match=r"^op NeverSetsOutput did not set its output 0$"):
        f(A)


class CallsMissingHost(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [double()])

    def c_support_code(self, **kw):
        return '__attribute__((import_module("env"), import_name("steal_secrets"))) extern int steal_secrets(void);'

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"{z} = {x} + steal_secrets();"


def test_import_of_a_missing_host_function_is_refused_before_running():
    x = double("x")
    with pytest.raises(twinlink.LinkError, match=r"imports env::steal_secrets, which the sandbox does not provide"):
        twinlink.function([x], CallsMissingHost()(x), target="wasm")


class Clocks(Op):
    """time(), clock() and rand() as seen by the guest."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [twinlink.Generic()()])

    def c_support_code(self, **kw):
        return "#include <time.h>\n#include <stdlib.h>"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        Py_XDECREF({z});
        {z} = PyTuple_Pack(3, PyLong_FromLongLong((long long)time(NULL)),
                           PyLong_FromLongLong((long long)clock()), PyLong_FromLong(rand()));
        if (!{z}) {{ {sub['fail']} }}
        """


def test_clock_and_random_are_deterministic():
    x = double("x")
    first = twinlink.function([x], Clocks()(x), target="wasm")
    second = twinlink.function([x], Clocks()(x), target="wasm")
    runs = [[f(0.0) for _ in range(3)] for f in (first, second)]
    assert runs[0] == runs[1]  # two fresh instances see the same clocks and random numbers


def test_fuel_limit_is_a_deterministic_budget():
    x, mode = dvector("x"), lscalar("mode")
    f = twinlink.function([x, mode], Hostile()(x, mode), target="wasm", limits=Limits(timeout=None, fuel=2_000_000))
    with pytest.raises(twinlink.SandboxOutOfFuel, match=r"fuel budget of 2000000 \(Limits\.fuel\)"):
        f(A, 1)
    np.testing.assert_array_equal(f(A, 0), 2 * A)


class TrapOrAdd(CountCalls):
    """Counts calls in struct state; traps for negative inputs."""

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"if ({x} < 0) __builtin_trap();\n{z} = (double)calls_{name}++;"


def test_struct_state_restarts_after_a_trap():
    x = double("x")
    f = twinlink.function([x], TrapOrAdd()(x), target="wasm")
    assert [f(1.0), f(1.0)] == [0.0, 1.0]
    with pytest.raises(twinlink.SandboxTrap):
        f(-1.0)
    assert f(1.0) == 0.0


def test_limits_are_validated():
    with pytest.raises(ValueError, match=r"memory must be between 1 MiB and 4 GiB, not 1000 bytes"):
        Limits(memory=1000)
    with pytest.raises(TypeError, match=r"Limits.fuel must be an int or None"):
        Limits(fuel=1.5)
    with pytest.raises(ValueError, match=r"timeout must be positive"):
        Limits(timeout=0)
    x = double("x")
    with pytest.raises(ValueError, match=r"limits apply to the wasm target only"):
        twinlink.function([x], add(x, x), target="native", limits=Limits())


def _threads():
    with open("/proc/self/status") as fh:
        return int(next(line for line in fh if line.startswith("Threads:")).split()[1])


def _rss():
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * 4096


def test_a_thousand_timeouts_leave_memory_and_threads_flat():
    x, mode = dvector("x"), lscalar("mode")
    f = twinlink.function([x, mode], Hostile()(x, mode), target="wasm", limits=Limits(timeout=0.005))

    def time_out(n):
        for _ in range(n):
            with pytest.raises(twinlink.SandboxTimeout):
                f(A, 1)

    time_out(50)
    gc.collect()
    threads, rss = _threads(), _rss()
    time_out(1000)
    gc.collect()
    assert _threads() == threads
    assert _rss() - rss < 16 << 20
    np.testing.assert_array_equal(f(A, 0), 2 * A)


class Spin(Op):
    """Spins for `n` iterations of a loop the compiler cannot remove."""

    __props__ = ()

    def make_node(self, n):
        return Apply(self, [n], [double()])

    def c_code(self, node, name, inputs, outputs, sub):
        (n,), (z,) = inputs, outputs
        return f"volatile double acc = 0;\nfor (long i = 0; i < (long){n}; i++) acc += 1;\n{z} = acc;"


def test_guest_execution_releases_the_gil():
    n = double("n")
    f = twinlink.function([n], Spin()(n), target="wasm", limits=Limits(timeout=None))
    inside = threading.Event()
    done = threading.Event()

    def worker():
        inside.set()
        f(3e8)
        done.set()

    thread = threading.Thread(target=worker)
    thread.start()
    inside.wait()
    time.sleep(0.01)  # let the worker enter the guest
    progress = 0
    while not done.is_set():
        progress += 1  # Python runs here only while the worker's guest call has released the GIL
    thread.join()
    assert progress > 10_000


def test_a_brief_call_that_turns_long_lets_the_gil_go():
    """A Function whose calls were brief starts the next one holding the GIL (small inputs,
    Limits.timeout set): a long one must still let other threads run, from the next tick on,
    and still stop at its timeout."""
    n = double("n")
    f = twinlink.function([n], Spin()(n), target="wasm", limits=Limits(timeout=30))
    for _ in range(3):
        assert f(10.0) == 10.0
    inside, done, result = threading.Event(), threading.Event(), []

    def worker():
        inside.set()
        result.append(f(3e8))
        done.set()

    thread = threading.Thread(target=worker)
    thread.start()
    inside.wait()
    time.sleep(0.01)
    progress = 0
    while not done.is_set():
        progress += 1  # runs only while the worker's guest call has let the GIL go
    thread.join()
    assert result == [3e8]
    assert progress > 10_000
    short = twinlink.function([n], Spin()(n), target="wasm", limits=Limits(timeout=0.2))
    assert short(10.0) == 10.0
    with pytest.raises(twinlink.SandboxTimeout):
        short(1e12)
    assert short(10.0) == 10.0


_PERF_SCRIPT = """
import os
import numpy as np
import twinlink
import twinlink.tensor as T
x = T.dvector("x")
f = twinlink.function([x], (x + 1.0) * 2.0, target="wasm")
assert f(np.arange(3.0)).tolist() == [2.0, 4.0, 6.0]
print(os.getpid())
"""


@pytest.mark.parametrize("wanted", [True, False])
def test_wasm_perf_names_guest_functions_for_perf(tmp_path, wanted):
    """TWINLINK_WASM_PERF=1: the engine writes Linux perf's map of the guest code it runs,
    under the guest's own function names (the module keeps its name section); unset, no map."""
    env = dict(os.environ, TWINLINK_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("TWINLINK_WASM_PERF", None)
    if wanted:
        env["TWINLINK_WASM_PERF"] = "1"
    done = subprocess.run([sys.executable, "-c", _PERF_SCRIPT], env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    perf_map = f"/tmp/perf-{int(done.stdout.split()[-1])}.map"
    try:
        if not wanted:
            assert not os.path.exists(perf_map)
            return
        with open(perf_map) as f:
            names = {line.split(maxsplit=2)[2].strip() for line in f if line.count(" ") >= 2}
        # the generated module's run function and the shim's entry export, by name
        assert {"tl_state_run", "tl_run_described"} <= names, sorted(names)[:40]
    finally:
        if os.path.exists(perf_map):
            os.remove(perf_map)
