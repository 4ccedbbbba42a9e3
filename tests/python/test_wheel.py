"""The wheel: `maturin build` makes an abi3 wheel of the package; installed with its `wasm`
extra into a fresh venv outside the repository, `python -m twinlink.demo` runs there on both
targets with the shim and templates the wheel carries (not the checkout's). Slow (a release
build and a download of the dependencies); `make test` runs it."""
import os
import subprocess
import sys
import zipfile

import pytest

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


@pytest.mark.slow
def test_wheel_installs_and_runs_the_demo_elsewhere(tmp_path):
    maturin = os.path.join(os.path.dirname(sys.executable), "maturin")
    wheels = tmp_path / "wheels"
    build = subprocess.run([maturin, "build", "--release", "--quiet", "-o", str(wheels)], cwd=ROOT,
                           capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stderr[-3000:]
    (wheel,) = list(wheels.glob("twinlink-*.whl"))
    assert "-abi3-" in wheel.name, wheel.name
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.endswith("_core.abi3.so") for n in names), names
    assert not any("runtime-c/" in n for n in names)  # the shim is inside the extension

    venv = tmp_path / "elsewhere" / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    py = str(venv / "bin" / "python")
    install = subprocess.run([py, "-m", "pip", "install", "--quiet", f"{wheel}[wasm]"], capture_output=True,
                             text=True, timeout=1200)
    assert install.returncode == 0, install.stderr[-3000:]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "TWINLINK_CACHE_DIR")}
    env["TWINLINK_CACHE_DIR"] = str(tmp_path / "cache")
    env["PATH"] = str(venv / "bin") + ":/usr/bin:/bin"
    where = subprocess.run([py, "-c", "import twinlink, os; print(os.path.dirname(twinlink.__file__))"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert where.returncode == 0, where.stderr
    assert where.stdout.strip().startswith(str(venv)), where.stdout  # not the checkout
    demo = subprocess.run([py, "-m", "twinlink.demo"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=1200)
    assert demo.returncode == 0, demo.stdout[-2000:] + demo.stderr[-3000:]
    assert "wasm" in demo.stdout and "native" in demo.stdout, demo.stdout
