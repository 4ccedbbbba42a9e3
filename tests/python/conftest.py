"""Fixtures shared by the Python tests: a private module cache for the session (set before
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
    """Reports the worst ulp distance from NumPy that the transcendental tests measured."""
    seen = getattr(sys.modules.get("test_elemwise"), "ULP_SEEN", None)
    if seen:
        terminalreporter.write_line("max ulp vs NumPy (float64 reference rounded to the dtype):")
        for (target, dtype, name), worst in sorted(seen.items()):
            terminalreporter.write_line(f"  {target:6} {dtype:7} {name:9} {worst:.0f}")
