"""Fixtures shared by the Python tests: a private module cache for the test run (set before
twinlink is imported, since the cache root is read once per process) and the `target`
fixture that runs every generated-code test natively and in the wasm sandbox."""
import os
import sys
import tempfile

import pytest

_CACHE = tempfile.mkdtemp(prefix="twinlink-test-cache-")
os.environ["TWINLINK_CACHE_DIR"] = _CACHE
sys.path.insert(0, os.path.dirname(__file__))


@pytest.fixture(params=["native", "wasm"])
def target(request):
    return request.param


@pytest.fixture(scope="session")
def cache_dir():
    return _CACHE


def pytest_terminal_summary(terminalreporter):
    """Reports the worst ulp distances the transcendental tests measured: from NumPy, and
    between the two targets."""
    seen = getattr(sys.modules.get("test_elemwise"), "ULP_SEEN", None)
    if seen:
        terminalreporter.write_line("max ulp vs NumPy (float64 reference rounded to the dtype):")
        for (target, dtype, name), worst in sorted(seen.items()):
            terminalreporter.write_line(f"  {target:6} {dtype:7} {name:9} {worst:.0f}")
    between = getattr(sys.modules.get("test_compare"), "COMPARE_ULP", None)
    if between:
        terminalreporter.write_line("max ulp between native and wasm (twinlink's own libm on both), twinlink.compare:")
        for (dtype, name), worst in sorted(between.items()):
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
