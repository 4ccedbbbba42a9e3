# The few commands a newcomer needs. Each sets up what is missing first: a Python venv with
# numpy, pytest, maturin, ziglang (the wasm C toolchain when no system clang+wasi-libc is
# installed) and PyTensor (the bridge's tests and benches), then builds the extension with maturin.
PYTHON ?= python3
VENV ?= .venv
# A cargo target directory outside the clone may be shared between builds (CI sets one).
export CARGO_TARGET_DIR ?= $(CURDIR)/target
export PATH := $(CURDIR)/$(VENV)/bin:$(PATH)
# The CLI the Python tests run (`twinlink replay`).
export TWINLINK_CLI ?= $(CARGO_TARGET_DIR)/release/twinlink
PY := $(CURDIR)/$(VENV)/bin/python

.PHONY: demo test test-rust test-shim test-python bench lint setup build cli golden clean

demo: build
	$(PY) -m twinlink.demo

test: build test-rust test-shim test-python

setup: $(VENV)/.deps

$(VENV)/.deps: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet "numpy>=1.26" "pytest>=8" "hypothesis>=6" "maturin>=1.9,<2" "ziglang>=0.13" "pytensor>=3.0" "dask[array]>=2024.1" "distributed>=2024.1" "mpmath>=1.3"
	touch $@

build: setup
	cd $(CURDIR) && $(VENV)/bin/maturin develop --release --quiet

test-rust: setup
	cargo test --release --quiet

# The shim's C tests: natively under ASan/UBSan here; under wasm by tests/shim_wasm.rs.
test-shim:
	sh runtime-c/tests/run_native.sh

test-python: build cli
	$(PY) -m pytest -q tests/python

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
	rm -rf $(VENV) target python/twinlink/*.so
