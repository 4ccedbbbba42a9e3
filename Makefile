# The few commands a newcomer needs. Each sets up what is missing first: a Python venv with
# numpy, pytest, maturin, ziglang (the wasm C toolchain when no system clang+wasi-libc is
# installed) and PyTensor (the bridge's tests and benches), then builds the extension with maturin.
# PyMC's models are tested in a second venv (PyMC 5.28 pins PyTensor 2.38), importing the same
# extension from python/.
PYTHON ?= python3
VENV ?= .venv
# A cargo target directory outside the clone may be shared between builds (CI sets one).
export CARGO_TARGET_DIR ?= $(CURDIR)/target
export PATH := $(CURDIR)/$(VENV)/bin:$(PATH)
# The CLI the Python tests run (`twinlink replay`).
export TWINLINK_CLI ?= $(CARGO_TARGET_DIR)/release/twinlink
PY := $(CURDIR)/$(VENV)/bin/python
PYMC_VENV ?= .venv-pymc
PYMC_PY := $(CURDIR)/$(PYMC_VENV)/bin/python
# The tests run in one pytest-xdist worker per core (each with its own module cache), a test
# file's tests kept together until a worker runs out and takes over another's. PYTEST_PARALLEL=
# runs them in one process.
PYTEST_PARALLEL ?= -n auto --dist worksteal

.PHONY: demo test test-rust test-shim test-python test-pymc bench lint setup build cli golden clean

demo: build
	$(PY) -m twinlink.demo

test: build test-rust test-shim test-python test-pymc

setup: $(VENV)/.deps

$(VENV)/.deps: pyproject.toml Makefile
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet "numpy>=1.26" "pytest>=8" "pytest-xdist>=3" "hypothesis>=6" "maturin>=1.9,<2" "ziglang>=0.13" "pytensor>=3.0" "dask[array]>=2024.1" "distributed>=2024.1" "mpmath>=1.3"
	touch $@

$(PYMC_VENV)/.deps: pyproject.toml Makefile
	$(PYTHON) -m venv $(PYMC_VENV)
	$(PYMC_PY) -m pip install --quiet --upgrade pip
	$(PYMC_PY) -m pip install --quiet "pymc==5.28.5" "pytest>=8" "pytest-xdist>=3" "mpmath>=1.3" "ziglang>=0.13"
	touch $@

build: setup
	cd $(CURDIR) && $(VENV)/bin/maturin develop --release --quiet

test-rust: setup
	cargo test --release --quiet

# The shim's C tests: natively under ASan/UBSan here; under wasm by tests/shim_wasm.rs.
test-shim:
	sh runtime-c/tests/run_native.sh

test-python: build cli
	$(PY) -m pytest -q $(PYTEST_PARALLEL) tests/python

# PyMC's models (logp, dlogp) through the bridge, under the PyTensor PyMC pins.
test-pymc: build $(PYMC_VENV)/.deps
	cache=$$(mktemp -d "$${TMPDIR:-/tmp}/twinlink-pymc-cache.XXXXXX") && \
	PYTHONPATH=$(CURDIR)/python TWINLINK_TEST_CACHE=$$cache $(PYMC_PY) -m pytest -q $(PYTEST_PARALLEL) \
	    tests/python/test_pytensor_pymc.py; status=$$?; rm -rf "$$cache"; exit $$status

cli:
	cargo build --release --quiet --bin twinlink

# Rewrites the committed golden files: bundles (wasm/golden/) and generated C (tests/golden_c/).
# Only on purpose: see tests/python/golden_graphs.py and tests/python/generated_c_graphs.py.
golden: build
	$(PY) tests/python/golden_graphs.py
	$(PY) tests/python/generated_c_graphs.py

bench: build
	$(PY) benches/bench_call.py
	$(PY) benches/bench_vectors.py
	$(PY) benches/bench_sandbox.py
	$(PY) benches/bench_ops.py
	$(PY) benches/bench_replay.py
	$(PY) benches/bench_cpp.py
	$(PY) benches/bench_pytensor.py
	$(PY) benches/bench_bridge_libm.py
	$(PY) benches/bench_gemm.py
	$(PY) benches/bench_compile.py
	$(PY) benches/bench_libm.py

lint: setup
	cargo clippy --release --all-targets --features python -- -D warnings
	cargo fmt --check

clean:
	rm -rf $(VENV) $(PYMC_VENV) target python/twinlink/*.so
