"""Fixtures shared by the Python tests: a private module cache for the test process (set before
twinlink is imported, since the cache root is read once per process; each pytest-xdist worker
has its own unless TWINLINK_TEST_CACHE names one they share) and the `target` fixture that runs
every generated-code test natively and in the wasm sandbox; the ulp report at the end, gathered
from every worker."""
import atexit
import os
import shutil
import sys
import tempfile

import pytest

# TWINLINK_TEST_CACHE names a cache every test process shares instead (made if missing): the
# Makefile's PyMC step sets it, so that its workers build each model's modules once between them
# (its tests never look into the cache; the cache locks around each compile-and-publish).
_CACHE = os.environ.get("TWINLINK_TEST_CACHE")
if _CACHE:
    os.makedirs(_CACHE, exist_ok=True)
else:
    # A private cache goes when the process ends (a full run leaves several hundred MB).
    _CACHE = tempfile.mkdtemp(prefix="twinlink-test-cache-")
    atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)
os.environ["TWINLINK_CACHE_DIR"] = _CACHE
sys.path.insert(0, os.path.dirname(__file__))


@pytest.fixture(params=["native", "wasm"])
def target(request):
    return request.param


@pytest.fixture(scope="session")
def cache_dir():
    return _CACHE


# The worst ulp distances the transcendental tests measured, per table: (module, variable) ->
# {key tuple: worst}. Under pytest-xdist (`make test` runs the tests in one worker per core)
# each worker sends its tables to the controlling process when it ends.
_ULP_TABLES = {"seen": ("test_elemwise", "ULP_SEEN"), "between": ("test_compare", "COMPARE_ULP")}
_FROM_WORKERS = {"seen": {}, "between": {}}


def _merge(table, rows):
    """Keeps the worst of each key: `rows` are (key, worst) pairs."""
    for key, worst in rows:
        table[key] = max(table.get(key, 0.0), worst)


def _local_tables():
    return {k: getattr(sys.modules.get(mod), var, None) or {} for k, (mod, var) in _ULP_TABLES.items()}


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: values must be plain data
        workeroutput["ulp_tables"] = {k: [list(key) + [v] for key, v in t.items()] for k, t in _local_tables().items()}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """xdist's controller: merges a finished worker's tables."""
    for k, rows in getattr(node, "workeroutput", {}).get("ulp_tables", {}).items():
        _merge(_FROM_WORKERS[k], ((tuple(key), worst) for *key, worst in rows))


def pytest_terminal_summary(terminalreporter):
    """Reports the worst ulp distances the transcendental tests measured: from NumPy, and
    between the two targets."""
    tables = {k: dict(t) for k, t in _local_tables().items()}
    for k, t in _FROM_WORKERS.items():
        _merge(tables[k], t.items())
    if tables["seen"]:
        terminalreporter.write_line("max ulp vs NumPy (float64 reference rounded to the dtype):")
        for (target, dtype, name), worst in sorted(tables["seen"].items()):
            terminalreporter.write_line(f"  {target:6} {dtype:7} {name:9} {worst:.0f}")
    if tables["between"]:
        terminalreporter.write_line("max ulp between native and wasm (twinlink's own libm on both), twinlink.compare:")
        for (dtype, name), worst in sorted(tables["between"].items()):
            terminalreporter.write_line(f"  {dtype:7} {name:9} {worst:.0f}")


@pytest.fixture(scope="session")
def cli():
    """The `twinlink` CLI binary: $TWINLINK_CLI (the Makefile sets it), else built with cargo."""
    import shutil
    import subprocess
    path = os.environ.get("TWINLINK_CLI")
    if path and os.path.isfile(path):
        return path
    root = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target"))
    if shutil.which("cargo") is None:
        pytest.fail("the twinlink CLI is not built and cargo is not on PATH (run `make test`)")
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "twinlink"], cwd=root, check=True)
    return os.path.join(target, "release", "twinlink")
