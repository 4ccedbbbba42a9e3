"""Pickled Functions: round trips on both targets, in this process and in a fresh one with a
fresh cache and no C compiler reachable (a wasm Function carries its module, a native one its
extension), a native extension that cannot load here (rebuilt from the plan, or a clear error
when no compiler is found), and formats this twinlink does not read."""
import os
import pickle
import subprocess
import sys

import numpy as np
import pytest

import twinlink
import twinlink.tensor as T
from twinlink.errors import PickleFormatError
from twinlink.function import _native_identity, _restore_function

X = np.linspace(-2.0, 3.0, 7)
Y = np.linspace(0.5, 1.5, 7)


def build(target, **kw):
    x, y = T.dvector("x"), T.dvector("y")
    return twinlink.function([x, y], [(x + y) * 2.5, T.exp(x).sum(), T.maximum(x, y)], target=target, **kw)


def same_bits(a, b):
    return all(np.asarray(u).dtype == np.asarray(v).dtype and np.asarray(u).tobytes() == np.asarray(v).tobytes()
               for u, v in zip(a, b))


def test_round_trip_in_process(target):
    limits = twinlink.Limits(timeout=3, memory=64 << 20) if target == "wasm" else None
    f = build(target, name="pickled", trust_input=True, limits=limits)
    g = pickle.loads(pickle.dumps(f))
    assert (g.target, g.name, g.trust_input, g.limits, g.language) == (f.target, f.name, True, f.limits, f.language)
    assert same_bits(f(X, Y), g(X, Y))
    assert g.c_source == f.c_source
    # A pickled pickle is the same again, and keyword calls still work.
    h = pickle.loads(pickle.dumps(g))
    assert same_bits(h(x=X, y=Y), f(X, Y))


FRESH = r"""
import pickle, sys
import numpy as np
import twinlink.tensor  # the graph's types
g = pickle.loads(sys.stdin.buffer.read())
out = g(np.linspace(-2.0, 3.0, 7), np.linspace(0.5, 1.5, 7))
sys.stdout.buffer.write(pickle.dumps([np.asarray(o) for o in out]))
"""


def _no_compiler_env(tmp_path):
    env = dict(os.environ, TWINLINK_CACHE_DIR=str(tmp_path / "fresh-cache"))
    for var in ("CC", "CXX", "TWINLINK_WASM_CC", "TWINLINK_WASM_CXX"):
        env[var] = "/nonexistent/compiler"
    env["PATH"] = os.path.dirname(sys.executable) + ":/nonexistent"
    return env


def test_fresh_process_without_a_compiler(target, tmp_path):
    f = build(target)
    run = subprocess.run([sys.executable, "-c", FRESH], input=pickle.dumps(f), env=_no_compiler_env(tmp_path),
                         capture_output=True, timeout=300)
    assert run.returncode == 0, run.stderr.decode()[-3000:]
    assert same_bits(pickle.loads(run.stdout), f(X, Y))
    # Nothing was compiled with C there: the fresh cache holds no C-built module.
    names = os.listdir(tmp_path / "fresh-cache")
    built = [n for n in names if (n.startswith("native-") and not n.endswith("-carried"))
             or (n.startswith("wasm32-") and not n.startswith("wasm32-carried-"))]
    assert not built and names, names


@pytest.mark.parametrize("key, value, reason", [
    ("numpy_version", "0.0.1", "NumPy version '0.0.1'"),
    # Kernels compiled for one instruction set (AVX-512F here) must not load on a CPU that
    # runs another set only.
    ("isa", "sse9", "kernel instruction set 'sse9'"),
])
def test_native_extension_for_another_interpreter_is_rebuilt(key, value, reason, tmp_path):
    f = build("native")
    state = f.__getstate__()
    assert state["carried"][key] == _native_identity()[key]
    state["carried"][key] = value
    stats = twinlink.cache_stats()
    g = twinlink.Function.__new__(twinlink.Function)
    g.__setstate__(state)  # a compiler is reachable here: rebuilt from the plan
    now = twinlink.cache_stats()
    # built (or found) through the module cache, not placed as carried
    assert now["compiles"] + now["hits"] == stats["compiles"] + stats["hits"] + 1
    assert same_bits(g(X, Y), f(X, Y))
    # Without a compiler, the error says why the carried module was not used.
    script = (
        "import pickle, sys, twinlink.tensor\n"
        "try:\n    pickle.loads(sys.stdin.buffer.read())\n"
        "except Exception as e:\n    print(type(e).__name__, e)\n"
    )
    run = subprocess.run([sys.executable, "-c", script], input=pickle.dumps(_Reduced(state)),
                         env=_no_compiler_env(tmp_path), capture_output=True, timeout=300)
    out = run.stdout.decode()
    assert "CompileError" in out and reason in out, out + run.stderr.decode()[-2000:]


class _Reduced:
    """Pickles as a Function restored from `state` (to send an edited state to a process)."""

    def __init__(self, state):
        self.state = state

    def __reduce__(self):
        return (_restore_function, (self.state,))


def test_unknown_format_is_refused():
    f = build("wasm")
    state = f.__getstate__()
    state["format"] = 99
    g = twinlink.Function.__new__(twinlink.Function)
    with pytest.raises(PickleFormatError, match="format 99.*reads format 1"):
        g.__setstate__(state)


def test_corrupt_wasm_module_is_a_clear_error():
    f = build("wasm")
    state = f.__getstate__()
    state["carried"]["wasm"] = state["carried"]["wasm"][:100]
    g = twinlink.Function.__new__(twinlink.Function)
    with pytest.raises(twinlink.TwinlinkError):
        g.__setstate__(state)


# -- twinlink.jit: a jitted function pickles with its compiled specialisations ---------------------
JIT_FRESH = r"""
import pickle, sys
import numpy as np
import twinlink
g = pickle.loads(sys.stdin.buffer.read())
out = g(np.linspace(-2.0, 3.0, 7), np.linspace(0.5, 1.5, 7))
try:
    g(np.ones(3, np.float32), np.ones(3, np.float32))  # a signature the pickle did not carry
    new = "compiled"
except twinlink.CompileError as e:
    new = "CompileError"
sys.stdout.buffer.write(pickle.dumps(([np.asarray(o) for o in out], list(g.signatures), new)))
"""


def _run_fresh(script, payload, tmp_path):
    env = _no_compiler_env(tmp_path)
    env["PYTHONPATH"] = os.pathsep.join([os.path.dirname(__file__), env.get("PYTHONPATH", "")])
    run = subprocess.run([sys.executable, "-c", script], input=payload, env=env, capture_output=True, timeout=300)
    assert run.returncode == 0, run.stderr.decode()[-3000:]
    return pickle.loads(run.stdout)


def test_jit_module_level_carries_its_specialisations(target, tmp_path):
    from jitted_graphs import JITTED

    f = JITTED[target]
    expected = f(X, Y)
    assert pickle.loads(pickle.dumps(f)) is f  # in this process: the module's own object
    out, signatures, new = _run_fresh(JIT_FRESH, pickle.dumps(f), tmp_path)
    assert same_bits(out, expected)
    assert signatures[0] == ("float64[1d]", "float64[1d]")
    # The carried specialisation ran without a compiler; a new one needs one.
    assert new == "CompileError"


def test_jit_local_function_pickles_by_value_with_cloudpickle(target, tmp_path):
    cloudpickle = pytest.importorskip("cloudpickle")

    @twinlink.jit(target=target)
    def local(x, y):
        return T.maximum(x, y) - T.exp(y)

    expected = local(X, Y)
    with pytest.raises((pickle.PicklingError, AttributeError), match="local"):
        pickle.dumps(local)  # the standard pickle cannot carry a local function
    script = JIT_FRESH.replace("g(np.linspace(-2.0, 3.0, 7), np.linspace(0.5, 1.5, 7))\n",
                               "[g(np.linspace(-2.0, 3.0, 7), np.linspace(0.5, 1.5, 7))]\n")
    out, signatures, new = _run_fresh(script, cloudpickle.dumps(local), tmp_path)
    assert same_bits(out, [expected]) and new == "CompileError"
    assert signatures == [("float64[1d]", "float64[1d]")]
    # Round trip in this process: a new object with the same specialisation, no rebuild.
    g = pickle.loads(cloudpickle.dumps(local))
    assert g is not local and g.signatures == local.signatures
    assert same_bits([g(X, Y)], [expected])
