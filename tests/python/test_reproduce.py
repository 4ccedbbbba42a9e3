"""Bundles, replay and compare: export from either target, replay on every engine from
Python and the CLI, mismatches reported with index, values and ulps, damaged bundles refused,
replay in a fresh process with an empty cache and no compiler, and bad input to every entry
point."""
import hashlib
import json
import os
import pickle
import struct
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import twinlink
import twinlink.tensor as T
from twinlink import _core
from twinlink.function import host_env

from hostile_op import Hostile

MAGIC = b"TWINLINK-BUNDLE\n"


def graph():
    x, y = T.dmatrix("x"), T.dvector("y")
    out = T.exp(-(x - y) ** 2) * 2.5 + x.sum(axis=0)
    out.name = "bump"
    return [x, y], [out, (x * y).max(axis=1)]


def inputs():
    rng = np.random.default_rng(3)
    return rng.standard_normal((6, 5)), rng.standard_normal(5)


def read(path):
    data = open(path, "rb").read()
    assert data[:16] == MAGIC
    version, length = struct.unpack("<IQ", data[16:28])
    return version, json.loads(data[28:28 + length]), bytearray(data[28 + length:])


def write(path, version, header, payload):
    text = json.dumps(header).encode()
    with open(path, "wb") as f:
        f.write(MAGIC + struct.pack("<IQ", version, len(text)) + text + bytes(payload))


def test_export_records_what_a_call_returns_and_replays_everywhere(tmp_path, target):
    ins, outs = graph()
    f = twinlink.function(ins, outs, target=target)
    x, y = inputs()
    path = tmp_path / "b.tlbundle"
    recorded = f.export_bundle(path, x, y=y)
    expected = f(x, y)
    for r, e in zip(recorded, expected):
        np.testing.assert_allclose(r, e, rtol=1e-15, atol=0)
    b = twinlink.load_bundle(path)
    np.testing.assert_array_equal(b.inputs["x"], x)
    np.testing.assert_array_equal(b.inputs["y"], y)
    assert list(b.outputs) == ["bump", "output1"]
    h = b.header
    assert (h["format"], h["version"]) == ("twinlink-bundle", 1)
    assert h["plan"] == f.plan
    assert h["toolchain"]["compiler"] == twinlink.toolchains()["wasm"]
    assert h["engine"] == {"runtime": "wasmtime 48.0.8", "compiler": "cranelift", "nan_canonicalization": True,
                           "relaxed_simd": False, "simd": True, "threads": False}
    assert h["limits"]["memory"] == twinlink.Limits().memory
    for entry, value in zip(h["outputs"], recorded):
        assert entry["sha256"] == hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest()
    report = twinlink.replay(path)
    assert report.identical, str(report)
    assert [e.engine for e in report.engines] == ["cranelift", "winch", "interpreter"]
    assert "bit-identical" in str(report)


def test_native_and_wasm_exports_of_one_graph_agree_on_arithmetic(tmp_path):
    x, y = T.dvector("x"), T.dvector("y")
    out = (x * y - x / 3.0) * 1.25
    a, b = np.linspace(-3, 3, 50), np.linspace(1, 2, 50)
    for target in ("native", "wasm"):
        twinlink.function([x, y], out, target=target).export_bundle(tmp_path / f"{target}.tlbundle", a, b)
    n, w = (twinlink.load_bundle(tmp_path / f"{t}.tlbundle") for t in ("native", "wasm"))
    assert n.outputs["output0"].tobytes() == w.outputs["output0"].tobytes()
    assert n.header["outputs"][0]["sha256"] == w.header["outputs"][0]["sha256"]


def test_a_bundle_records_the_flags_of_its_module_and_of_its_kernel_objects(tmp_path):
    """A wasm module's kernel objects compile with flags of their own (no NULL traps,
    ARCHITECTURE.md "Kernel objects"), and a glue-only module with -Os: the bundle says so, and
    so does a bundle from a pickled Function. (graph()'s nodes are all glue around kernels.)"""
    kernel_flags = _core.kernel_flags(host_env())["wasm"]
    ins, outs = graph()
    f = twinlink.function(ins, outs, target="wasm")
    f.export_bundle(tmp_path / "k.tlbundle", *inputs())
    tc = twinlink.load_bundle(tmp_path / "k.tlbundle").header["toolchain"]
    assert tc["kernel_flags"] == kernel_flags
    assert "-msimd128" in tc["kernel_flags"] and "-fsanitize=null" not in tc["kernel_flags"]
    assert "-fsanitize=null" in tc["flags"] and f.plan["glue_only"] and tc["flags"][-1] == "-Os"
    g = pickle.loads(pickle.dumps(f))
    g.export_bundle(tmp_path / "p.tlbundle", *inputs())
    assert twinlink.load_bundle(tmp_path / "p.tlbundle").header["toolchain"] == tc
    x = T.dmatrix("x")
    shape = twinlink.function([x], x.shape[0], target="wasm")
    shape.export_bundle(tmp_path / "g.tlbundle", np.ones((3, 2)))
    tc = twinlink.load_bundle(tmp_path / "g.tlbundle").header["toolchain"]
    assert tc["flags"][-1] == "-Os" and tc["kernel_flags"] == []
    mode = T.lscalar("mode")
    own = twinlink.function([x, mode], Hostile()(x, mode), target="wasm")
    assert not own.plan["glue_only"] and "-Os" not in own._wasm.flags
    assert twinlink.replay(tmp_path / "g.tlbundle").identical


def test_an_altered_digest_is_a_mismatch(tmp_path, cli):
    ins, outs = graph()
    path = tmp_path / "b.tlbundle"
    twinlink.function(ins, outs, target="wasm").export_bundle(path, *inputs())
    version, header, payload = read(path)
    digest = header["outputs"][1]["sha256"]
    header["outputs"][1]["sha256"] = ("0" if digest[0] != "0" else "1") + digest[1:]
    bad = tmp_path / "altered.tlbundle"
    write(bad, version, header, payload)
    report = twinlink.replay(bad, "interpreter")
    assert not report.identical and not report
    out = report.engines[0].outputs
    assert out[0].identical and not out[1].identical
    assert "digest was altered" in out[1].problem
    run = subprocess.run([cli, "replay", str(bad), "--engine", "all"], capture_output=True, text=True)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stdout.count("MISMATCH") == 3 and "output 1 'output1'" in run.stdout


def test_a_changed_result_says_where_and_by_how_many_ulps(tmp_path, cli):
    """What a toolchain upgrade that moves a result looks like: the recorded output (and its
    digests) say one thing, the module computes another."""
    ins, outs = graph()
    path = tmp_path / "b.tlbundle"
    twinlink.function(ins, outs, target="wasm").export_bundle(path, *inputs())
    version, header, payload = read(path)
    entry = header["outputs"][0]
    blob = entry["value"]["array"]["blob"]
    values = np.frombuffer(bytes(payload[blob["offset"]:blob["offset"] + blob["size"]]), np.float64).reshape(6, 5).copy()
    original = values[2, 3]
    values[2, 3] = np.nextafter(np.nextafter(original, np.inf), np.inf)  # 2 ulp up
    values[4, 0] = -values[4, 0]
    raw = values.tobytes()
    payload[blob["offset"]:blob["offset"] + blob["size"]] = raw
    blob["sha256"] = entry["sha256"] = hashlib.sha256(raw).hexdigest()
    changed = tmp_path / "changed.tlbundle"
    write(changed, version, header, payload)
    report = twinlink.replay(changed, "cranelift")
    out = report.engines[0].outputs[0]
    assert not out.identical
    assert out.diff["mismatches"] == 2
    assert out.diff["first"]["index"] == (2, 3)
    assert out.diff["first"]["ulp"] == 2.0
    assert out.diff["first"]["expected"].startswith(repr(float(values[2, 3])))
    assert out.diff["first"]["got"].startswith(repr(float(original)))
    assert "first mismatch at index (2, 3)" in out.problem
    run = subprocess.run([cli, "replay", str(changed)], capture_output=True, text=True)
    assert run.returncode == 1
    assert "output 0 'bump': first mismatch at index (2, 3)" in run.stdout and "2 ulp" in run.stdout


def test_damaged_and_foreign_files_are_refused(tmp_path, cli):
    ins, outs = graph()
    path = tmp_path / "b.tlbundle"
    twinlink.function(ins, outs, target="wasm").export_bundle(path, *inputs())
    data = open(path, "rb").read()
    cases = {
        "truncated": (data[:len(data) // 2], "truncated or corrupt"),
        "flipped": (data[:-3] + bytes([data[-3] ^ 1]) + data[-2:], "does not match its SHA-256"),
        "foreign": (b"PK\x03\x04 not a bundle at all", "not a twinlink bundle"),
        "future": (data[:16] + struct.pack("<I", 99) + data[20:], "bundle format version 99"),
    }
    for name, (content, message) in cases.items():
        p = tmp_path / f"{name}.tlbundle"
        p.write_bytes(content)
        with pytest.raises(twinlink.BundleError, match=message):
            twinlink.replay(p)
        run = subprocess.run([cli, "replay", str(p)], capture_output=True, text=True)
        assert run.returncode == 2 and message in run.stderr, (name, run.stderr)
    # The module itself damaged: refused before anything runs.
    version, header, payload = read(path)
    payload[100] ^= 0xFF
    p = tmp_path / "module.tlbundle"
    write(p, version, header, payload)
    with pytest.raises(twinlink.BundleError, match="the wasm module does not match its SHA-256"):
        twinlink.replay(p, "winch")
    with pytest.raises(FileNotFoundError):
        twinlink.replay(tmp_path / "missing.tlbundle")
    with pytest.raises(ValueError, match="engine must be one of cranelift, winch, interpreter or 'all', not 'v8'"):
        twinlink.replay(path, "v8")
    run = subprocess.run([cli, "replay", str(path), "--engine", "v8"], capture_output=True, text=True)
    assert run.returncode == 2 and "unknown engine \"v8\"" in run.stderr
    run = subprocess.run([cli, "replay"], capture_output=True, text=True)
    assert run.returncode == 2 and "replay needs a bundle" in run.stderr


def test_export_errors_leave_no_file(tmp_path):
    ins, outs = graph()
    f = twinlink.function(ins, outs, target="wasm")
    x, y = inputs()
    path = tmp_path / "b.tlbundle"
    with pytest.raises(TypeError, match="argument 'x' \\(input 0\\)"):
        f.export_bundle(path, x.astype(np.complex128), y)
    with pytest.raises(TypeError, match="argument 'y' \\(input 1\\)"):
        f.export_bundle(path, x, x)
    with pytest.raises(TypeError, match="missing input"):
        f.export_bundle(path, x)
    with pytest.raises(TypeError, match="path must be a str or os.PathLike, not NoneType"):
        f.export_bundle(None, x, y)
    # A run that fails (here a broadcast error raised by the op) writes nothing.
    with pytest.raises(ValueError, match="could not be broadcast"):
        f.export_bundle(path, x, np.ones(4))
    with pytest.raises(OSError):
        f.export_bundle(tmp_path / "no-such-dir" / "b.tlbundle", x, y)
    assert os.listdir(tmp_path) == []
    # The Function is still fine.
    np.testing.assert_allclose(f(x, y)[1], (x * y).max(axis=1))


def test_replay_in_a_fresh_process_needs_no_compiler_and_no_cache(tmp_path, cli):
    ins, outs = graph()
    path = tmp_path / "b.tlbundle"
    twinlink.function(ins, outs, target="wasm").export_bundle(path, *inputs())
    cache = tmp_path / "empty-cache"
    cache.mkdir()
    bare = tmp_path / "bin"
    bare.mkdir()
    os.symlink(sys.executable, bare / "python")
    env = {"PATH": str(bare), "TWINLINK_CACHE_DIR": str(cache), "TWINLINK_WASM_CC": "/nonexistent/cc",
           "CC": "/nonexistent/cc", "HOME": str(tmp_path), "PYTHONPATH": os.pathsep.join(sys.path)}
    script = textwrap.dedent(f"""
        import shutil, twinlink
        assert shutil.which("cc") is None and shutil.which("clang") is None
        report = twinlink.replay({str(path)!r})
        print(report)
        assert report.identical
        try:
            twinlink.toolchains()
        except twinlink.CompileError:
            print("no compiler here")
    """)
    run = subprocess.run([str(bare / "python"), "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.count("bit-identical") == 3 and "no compiler here" in run.stdout
    run = subprocess.run([cli, "replay", str(path), "--engine", "all"], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert os.listdir(cache) == []


def test_compare_reports_identity_and_ulps(target):
    x = T.dvector("x")
    arith = (x * 3.0 - x / 7.0) * x
    trans = T.exp(x) + T.tanh(x)
    f = twinlink.function([x], [arith, trans], target=target)
    a = np.linspace(-5, 5, 2001)
    c = twinlink.compare(f, a)
    first, second = c.outputs
    assert first.identical and first.mismatches == 0 and first.max_ulp == 0
    ref = np.exp(a) + np.tanh(a)
    native = twinlink.function([x], trans, target="native")(a)
    wasm = twinlink.function([x], trans, target="wasm")(a)
    assert second.identical == (native.tobytes() == wasm.tobytes())
    spacing = np.spacing(np.abs(native))
    assert second.max_ulp == pytest.approx(float(np.max(np.abs(native - wasm) / spacing)), abs=0.5)
    assert second.max_abs == float(np.max(np.abs(native - wasm)))
    np.testing.assert_allclose(wasm, ref, rtol=1e-14, atol=1e-15)
    assert "output0: bit-identical (2001 elements)" in str(c)
    with pytest.raises(TypeError, match="compare needs a twinlink.Function, not function"):
        twinlink.compare(lambda v: v, a)
    with pytest.raises(TypeError, match="argument 'x'"):
        twinlink.compare(f, "not an array")


def test_hostile_bundles_fail_cleanly_on_every_engine(tmp_path, cli):
    """A bundle edited to make its module misbehave (an infinite loop, unbounded recursion)
    fails on each engine with the sandbox's error, within the bundle's limits."""
    x, mode = T.dvector("x"), T.lscalar("mode")
    f = twinlink.function([x, mode], Hostile()(x, mode), target="wasm", limits=twinlink.Limits(timeout=0.5))
    path = tmp_path / "b.tlbundle"
    f.export_bundle(path, np.arange(3.0), 0)
    version, header, payload = read(path)
    for bad_mode, message in [(1, "timeout"), (2, "stack_overflow")]:
        entry = header["inputs"][1]
        blob = entry["value"]["array"]["blob"]
        raw = np.int64(bad_mode).tobytes()
        payload[blob["offset"]:blob["offset"] + 8] = raw
        blob["sha256"] = entry["sha256"] = hashlib.sha256(raw).hexdigest()
        bad = tmp_path / f"mode{bad_mode}.tlbundle"
        write(bad, version, header, payload)
        report = twinlink.replay(bad)
        assert not report.identical
        for e in report.engines:
            assert e.error is not None and message in e.error, (e.engine, e.error)
            assert e.seconds < 30
        run = subprocess.run([cli, "replay", str(bad), "--engine", "all"], capture_output=True, text=True, timeout=120)
        assert run.returncode == 1 and run.stdout.count("FAILED") == 3, run.stdout + run.stderr
    assert twinlink.replay(path).identical
