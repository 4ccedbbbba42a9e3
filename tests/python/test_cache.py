"""The module cache across processes, on both targets: a second process compiles nothing,
unversioned graphs recompile in every process, a truncated entry is rebuilt, and two
processes racing on the same new graph both succeed."""
import json
import os
import subprocess
import sys
import uuid

import pytest

HERE = os.path.dirname(__file__)

SCRIPT = r"""
import json, sys
sys.path.insert(0, {here!r})
import twinlink
from doc_types import Binary, VersionedDouble, Double
versioned = {versioned!r}
T = VersionedDouble if versioned else Double
double = T()
op = Binary("+", version=1 if versioned else None)
# A marker only this test's graphs contain, so each test starts from an uncached module.
class Marked(Binary):
    def c_code(self, node, name, inputs, outputs, sub):
        return super().c_code(node, name, inputs, outputs, sub) + "\n/* " + {marker!r} + " */"
x, y = double("x"), double("y")
f = twinlink.function([x, y], Marked("+", version=1 if versioned else None)(x, y), target={target!r})
print(json.dumps({{"result": f(1.25, 2.5), "stats": twinlink.cache_stats()}}))
"""


def run(cache_dir, target, marker, versioned=True, wait=True):
    code = SCRIPT.format(here=HERE, versioned=versioned, marker=marker, target=target)
    env = dict(os.environ, TWINLINK_CACHE_DIR=cache_dir)
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if not wait:
        return proc
    return finish(proc)


def finish(proc):
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    return json.loads(out.strip().splitlines()[-1])


@pytest.fixture
def fresh_cache(tmp_path):
    return str(tmp_path / "cache")


def test_second_process_compiles_nothing(target, fresh_cache):
    marker = uuid.uuid4().hex
    first = run(fresh_cache, target, marker)
    assert first["result"] == 3.75
    assert first["stats"]["compiles"] >= 1
    second = run(fresh_cache, target, marker)
    assert second["result"] == 3.75
    assert second["stats"]["compiles"] == 0
    assert second["stats"]["loads"] >= 1


def test_unversioned_recompiles_in_each_process(target, fresh_cache):
    marker = uuid.uuid4().hex
    first = run(fresh_cache, target, marker, versioned=False)
    second = run(fresh_cache, target, marker, versioned=False)
    assert first["result"] == second["result"] == 3.75
    # The wasm shim is versioned and may load from disk; the module itself compiles again.
    assert second["stats"]["compiles"] == 1
    assert not any(marker in open(p, errors="replace").read() for p in _published_sources(fresh_cache))


def _published_sources(cache_dir):
    for root, _dirs, files in os.walk(cache_dir):
        if "unversioned" in root:
            continue
        for name in files:
            if name.endswith((".c", ".so", ".wasm", ".cwasm")):
                yield os.path.join(root, name)


def _artifact(cache_dir, target):
    for root, _dirs, files in os.walk(cache_dir):
        for name in files:
            if (target == "native" and name.endswith(".so")) or (target == "wasm" and name == "module.cwasm"):
                return os.path.join(root, name)
    raise AssertionError("no artifact in the cache")


def test_truncated_entry_is_rebuilt(target, fresh_cache):
    marker = uuid.uuid4().hex
    run(fresh_cache, target, marker)
    path = _artifact(fresh_cache, target)
    size = os.path.getsize(path)
    with open(path, "r+b") as fh:
        fh.truncate(size // 2)
    again = run(fresh_cache, target, marker)
    assert again["result"] == 3.75
    assert again["stats"]["rebuilt"] == 1
    assert again["stats"]["compiles"] == 1
    assert os.path.getsize(_artifact(fresh_cache, target)) == size


def test_two_processes_racing_both_succeed(target, fresh_cache):
    marker = uuid.uuid4().hex
    procs = [run(fresh_cache, target, marker, wait=False) for _ in range(2)]
    results = [finish(p) for p in procs]
    assert [r["result"] for r in results] == [3.75, 3.75]
    # The lock lets exactly one of them compile the module (and the shim, on wasm).
    module_compiles = sum(r["stats"]["compiles"] for r in results)
    assert module_compiles == (1 if target == "native" else 2)
