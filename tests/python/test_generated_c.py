"""The generated C module text against the committed files in tests/golden_c/ (written by
generated_c_graphs.py): a refactor of the linker must leave the text byte for byte the same;
a deliberate change rewrites the files with `make golden` and shows up in review as a diff.
Also checks the text is the same for both targets and from one process to the next."""
import difflib
import os
import subprocess
import sys

import pytest

from generated_c_graphs import GRAPHS, generated_c, path_of


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_generated_c_matches_the_committed_text(name):
    with open(path_of(name)) as f:
        expected = f.read()
    got = generated_c(name)
    if got != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), got.splitlines(True), "committed", "generated", n=2))
        pytest.fail(f"the C generated for {name!r} changed (run `make golden` if on purpose):\n{diff[:6000]}")


def test_generated_c_is_the_same_on_both_targets():
    import twinlink
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
