"""Native kernels split over threads and compiled for one instruction set (ARCHITECTURE.md,
"Kernel objects"): a large elementwise call or reduction gives the bits of one thread and of
wasm whatever the thread count and layout, its errors come from any part, and every instruction set this CPU
runs ($TWINLINK_NATIVE_ISA) computes the bits wasm computes. Each case runs in fresh
processes, since the thread count and the instruction set are read once per process."""
import hashlib
import importlib
import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np
import pytest

# One graph per case (sizes that split three ways with TWINLINK_NUM_THREADS=3): a libm graph
# (split from 2 * 2^15 elements), an arithmetic one (from 2 * 2^18), each over contiguous, transposed, broadcast and reversed inputs, in float64 and
# float32; the output's bits as a digest, or the error's type and message.
SCRIPT = r"""
import hashlib, json, sys
import numpy as np
import twinlink, twinlink.tensor as T
target = sys.argv[1]
rng = np.random.default_rng(11)
edges = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 5e-324, -5e-324, 1e300, -1e300, 709.8, -745.2])
out = {}
for dtype in ("float64", "float32"):
    x, y = T.matrix("x", dtype=dtype), T.matrix("y", dtype=dtype)
    s, v = T.scalar("s", dtype=dtype), T.vector("v", dtype=dtype)
    fns = {"libm": twinlink.function([x, y, v, s], T.tanh(x) * T.exp(-y / 100) + T.log1p(abs(x)) * v + T.sin(s * y),
                                     target=target),
           "arith": twinlink.function([x, y, v, s], (x + y) * v - s * y, target=target)}
    for name, f in fns.items():
        rows, cols = (800, 1001) if name == "arith" else (400, 257)
        a = (rng.standard_normal((rows, cols)) * 10.0 ** rng.integers(-3, 4, (rows, cols))).astype(dtype)
        a.flat[: edges.size] = edges.astype(dtype)
        b = rng.uniform(-800, 800, (cols, rows)).astype(dtype)
        c = rng.standard_normal(cols).astype(dtype)
        layouts = {"contiguous": (a, b.T.copy(), c), "transposed": (a, b.T, c),
                   "reversed": (a[::-1, ::-1], b.T.copy(), c[::-1]), "broadcast": (a, b.T.copy()[:1], c)}
        for label, (p, q, r) in layouts.items():
            with np.errstate(all="ignore"):
                got = f(p, q, r, np.asarray(0.5, dtype))
            out[f"{dtype} {name} {label}"] = hashlib.sha256(np.ascontiguousarray(got).tobytes()).hexdigest()
# Reductions (split from 2 * 2^18 elements read): along a kept first axis, and by columns when
# the last axis is the only one kept; argmax's indices and mean's division per part.
X, Y = T.dmatrix("X"), T.tensor3("Y", dtype="float32")
f = twinlink.function([X, Y], [X.sum(axis=0), X.max(axis=1), X.argmax(axis=0), X.argmin(axis=1), X.mean(axis=0),
                               X.prod(axis=0), Y.sum(axis=(0, 1)), Y.max(axis=(1, 2)), Y.sum(axis=1), Y.argmax(axis=2)],
                      target=target)
a = rng.standard_normal((1000, 800))
a[5, 7] = np.nan
b = rng.standard_normal((60, 100, 140)).astype("float32")
for label, (p, q) in {"contiguous": (a, b), "reversed": (a[::-1, ::-1], b[:, ::-1]), "transposed": (a.T.copy().T, b)}.items():
    got = f(p, q)
    want = [np.sum(p, 0), np.max(p, 1), np.argmax(p, 0), np.argmin(p, 1), np.mean(p, 0), np.prod(p, 0),
            q.sum((0, 1)), q.max((1, 2)), q.sum(1), q.argmax(2)]
    for k, (g, w) in enumerate(zip(got, want)):
        assert g.shape == w.shape and np.allclose(g, w, rtol=1e-4, equal_nan=True), (label, k)
        out[f"reduction {label} {k}"] = hashlib.sha256(np.ascontiguousarray(g).tobytes()).hexdigest()
i, j = T.lvector("i"), T.lvector("j")
f = twinlink.function([i, j], i ** j, target=target)
base, power = np.full(800000, 3), np.full(800000, 2)
power[-1] = -1
try:
    f(base, power)
    out["negative power"] = "no error"
except Exception as e:
    out["negative power"] = f"{type(e).__name__}: {e}"
power[-1] = 2
out["power"] = hashlib.sha256(f(base, power).tobytes()).hexdigest()
print(json.dumps(out))
"""


def test_the_cases_split_three_ways():
    # The sizes in SCRIPT against the thresholds, so that the cases keep splitting.
    elemwise = importlib.import_module("twinlink.tensor.elemwise")
    walk = importlib.import_module("twinlink.tensor.reduce").REDUCE_WALK_TEXT
    red = 1 << int(re.search(r"TL_RED_PER_THREAD \(\(ptrdiff_t\)1 << (\d+)\)", walk).group(1))
    assert 400 * 257 >= 3 * elemwise.PER_THREAD_LIBM
    assert 800 * 1001 >= 3 * elemwise.PER_THREAD and 800000 >= 3 * elemwise.PER_THREAD
    assert 1000 * 800 >= 3 * red and 60 * 100 * 140 >= 3 * red


def run(target, tmp_path, **env):
    environ = dict(os.environ, TWINLINK_CACHE_DIR=str(tmp_path / "cache"), **env)
    proc = subprocess.run([sys.executable, "-c", SCRIPT, target], env=environ, capture_output=True,
                          text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def wasm_bits(tmp_path_factory):
    return run("wasm", tmp_path_factory.mktemp("wasm"))


@pytest.mark.parametrize("threads", ["1", "2", "3"])
def test_thread_count_changes_no_bit(threads, wasm_bits, tmp_path):
    got = run("native", tmp_path, TWINLINK_NUM_THREADS=threads)
    assert got == wasm_bits
    assert got["negative power"] == "ValueError: Integers to negative integer powers are not allowed."


def test_results_match_numpy():
    # The split walk against NumPy directly, in this process (default thread count).
    import twinlink
    import twinlink.tensor as T
    x, v = T.dmatrix("x"), T.dvector("v")
    for target in ("native", "wasm"):
        f = twinlink.function([x, v], (x + v) * x, target=target)
        a = np.arange(400 * 700, dtype="float64").reshape(700, 400).T
        c = np.linspace(-1, 1, 700)
        np.testing.assert_array_equal(f(a, c), (a + c) * a)
        np.testing.assert_array_equal(f(a[:, ::-1], c[::-1]), (a[:, ::-1] + c[::-1]) * a[:, ::-1])


def cpu_runs(isa):
    flags = open("/proc/cpuinfo").read().split() if os.path.exists("/proc/cpuinfo") else []
    return {"baseline": True, "avx2": "avx2" in flags and "fma" in flags, "avx512f": "avx512f" in flags and "avx2" in flags}[isa]


@pytest.mark.parametrize("isa", ["baseline", "avx2", "avx512f"])
def test_every_instruction_set_computes_the_wasm_bits(isa, wasm_bits, tmp_path):
    if not cpu_runs(isa):
        pytest.skip(f"this CPU does not run {isa} code")
    got = run("native", tmp_path, TWINLINK_NATIVE_ISA=isa, TWINLINK_NUM_THREADS="2")
    assert got == wasm_bits


def test_toolchain_identity_names_the_instruction_set(tmp_path):
    code = "import twinlink; print(twinlink.toolchains()['native'])"
    proc = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, TWINLINK_NATIVE_ISA="baseline"),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().endswith("isa=baseline")


@pytest.mark.parametrize("variable, value, message", [
    ("TWINLINK_NATIVE_ISA", "avx3", 'TWINLINK_NATIVE_ISA="avx3" is not one of auto, baseline, avx2, avx512f'),
    ("TWINLINK_NATIVE_ISA", "sse9", 'TWINLINK_NATIVE_ISA="sse9" is not one of auto, baseline, avx2, avx512f'),
    ("TWINLINK_NATIVE_GATHER", "yes", 'TWINLINK_NATIVE_GATHER="yes" is not one of auto, on, off'),
])
def test_unknown_native_choice_is_a_clear_error(variable, value, message, tmp_path):
    code = ("import twinlink, twinlink.tensor as T\n"
            "x = T.dvector('x')\n"
            "try:\n"
            "    twinlink.function([x], x + 1, target='native')\n"
            "except twinlink.CompileError as e:\n"
            "    print('CompileError:', e)\n")
    proc = subprocess.run([sys.executable, "-c", code],
                          env=dict(os.environ, **{variable: value}, TWINLINK_CACHE_DIR=str(tmp_path)),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("CompileError:") and message in proc.stdout
    # and wasm does not care
    code = "import twinlink, twinlink.tensor as T\nx = T.dvector('x')\nprint(twinlink.function([x], x + 1, target='wasm')([1.0]))"
    proc = subprocess.run([sys.executable, "-c", code],
                          env=dict(os.environ, **{variable: value}, TWINLINK_CACHE_DIR=str(tmp_path)),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and proc.stdout.strip() == "[2.]", proc.stderr


# gcc emits gather instructions for the math library's table loads where gathers are fast
# ($TWINLINK_NATIVE_GATHER, default: an Intel CPU with AVX-512 that Linux reports not affected by
# gather data sampling): the kernel objects then hold gathers, and the bits stay wasm's.
GATHER_SCRIPT = r"""
import glob, json, subprocess, sys
import numpy as np
import twinlink, twinlink.tensor as T
x = T.dvector("x")
a = np.random.default_rng(5).uniform(-30, 30, 5000)
a[:4] = [0.0, -np.inf, np.nan, 1e300]
got = twinlink.function([x], T.erf(x), target="native")(a)  # erf reads tl_erfc_tab
cache = sys.argv[1]
asm = "".join(subprocess.run(["objdump", "-d", o], capture_output=True, text=True, check=True).stdout
              for o in glob.glob(f"{cache}/native-kernels-*/*/kernel.o"))
print(json.dumps({"bits": got.tobytes().hex(), "gathers": "vgather" in asm, "objects": asm.count("file format"),
                  "toolchain": twinlink.toolchains()["native"]}))
"""


def gather_run(tmp_path, value):
    cache = tmp_path / f"cache-{value}"
    env = dict(os.environ, TWINLINK_CACHE_DIR=str(cache), TWINLINK_NATIVE_GATHER=value, TWINLINK_NATIVE_ISA="auto")
    proc = subprocess.run([sys.executable, "-c", GATHER_SCRIPT, str(cache)], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def expected_gathers():
    """What `auto` should pick on this machine (src/toolchain/native.rs, gathers_fast)."""
    cpuinfo = open("/proc/cpuinfo").read() if os.path.exists("/proc/cpuinfo") else ""
    gds = "/sys/devices/system/cpu/vulnerabilities/gather_data_sampling"
    not_affected = os.path.exists(gds) and open(gds).read().strip() == "Not affected"
    avx512 = all(f in cpuinfo.split() for f in ("avx512f", "avx512bw", "avx512dq", "avx512vl", "avx2"))
    return avx512 and "GenuineIntel" in cpuinfo and not_affected


def test_gathers_where_fast_keep_the_bits(tmp_path):
    import twinlink
    import twinlink.tensor as T
    if not cpu_runs("avx2") or shutil.which("objdump") is None:
        pytest.skip("gathers need AVX2, and objdump to read the kernel objects")
    on = gather_run(tmp_path, "on")
    if not on["toolchain"].endswith(" gather"):
        pytest.skip(f"gathers are gcc's choice; the native compiler is {on['toolchain']}")
    off, auto = gather_run(tmp_path, "off"), gather_run(tmp_path, "auto")
    assert on["objects"] >= 1 and off["objects"] >= 1
    assert on["gathers"] and not off["gathers"], "TWINLINK_NATIVE_GATHER=on/off did not decide gcc's gathers"
    assert not off["toolchain"].endswith(" gather")
    assert auto["gathers"] == expected_gathers(), (auto["toolchain"], expected_gathers())
    x = T.dvector("x")
    a = np.random.default_rng(5).uniform(-30, 30, 5000)
    a[:4] = [0.0, -np.inf, np.nan, 1e300]
    wasm = twinlink.function([x], T.erf(x), target="wasm")(a)
    assert on["bits"] == off["bits"] == auto["bits"] == wasm.tobytes().hex()

