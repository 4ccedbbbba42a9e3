"""The generated module text, C and C++, against the committed files in tests/golden_c/
(written by generated_c_graphs.py): a refactor of the linker must leave the text byte for byte the same;
a deliberate change rewrites the files with `make golden` and shows up in review as a diff.
Also checks the text is the same for both targets and from one process to the next."""
import difflib
import os
import subprocess
import sys

import pytest

import twinlink
from generated_c_graphs import GRAPHS, LANGUAGES, generated_c, path_of


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_generated_c_matches_the_committed_text(name, language):
    with open(path_of(name, language=language)) as f:
        expected = f.read()
    got = generated_c(name, language)
    if got != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), got.splitlines(True), "committed", "generated", n=2))
        pytest.fail(f"the {language} generated for {name!r} changed (run `make golden` if on purpose):\n{diff[:6000]}")


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_each_graph_computes_the_same_bits_as_c_and_as_cpp(name, target):
    import numpy as np
    inputs, outputs = GRAPHS[name]()
    as_c = twinlink.function(inputs, outputs, target=target, language="c")
    as_cpp = twinlink.function(inputs, outputs, target=target, language="c++")
    rng = np.random.default_rng(2)
    args = [np.asarray(rng.standard_normal((4,) * v.type.ndim) * 3).astype(v.type.dtype)
            if hasattr(v.type, "ndim") else 1.25 for v in inputs]
    for a, b in zip(as_c(*args), as_cpp(*args)):
        assert np.asarray(a).tobytes() == np.asarray(b).tobytes()


def test_generated_c_is_the_same_on_both_targets():
    inputs, outputs = GRAPHS["fused_elementwise"]()
    native = twinlink.function(inputs, outputs, target="native").c_source
    wasm = twinlink.function(inputs, outputs, target="wasm").c_source
    assert native == wasm


def test_generated_c_is_the_same_in_a_fresh_process():
    here = os.path.dirname(os.path.abspath(__file__))
    code = "import sys; from generated_c_graphs import generated_c; sys.stdout.write(generated_c('scalar_types'))"
    out = subprocess.run([sys.executable, "-c", code], cwd=here, capture_output=True, text=True, check=True,
                         env=dict(os.environ, PYTHONPATH=os.pathsep.join([here] + sys.path)))
    assert out.stdout == generated_c("scalar_types")
