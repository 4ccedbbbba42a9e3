"""ExternalCOp and `#section` files, every case on both targets: Theano's documentation COp,
a `#section code` op with struct state and FAIL (also as the last node), two applications in
one graph, parse errors with file and line, CRLF files, and cache keys that follow the files."""
import json
import os
import re
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import twinlink
from twinlink import Apply, Constant
from twinlink.tensor import TensorType, dvector, fvector, vector

from doc_external import VectorTimesVector
from doc_ops import VectorTimesScalar

HERE = os.path.dirname(__file__)


class Neg(twinlink.ExternalCOp):
    """-x for vectors, from ./neg.c (a `#section code` op)."""

    __props__ = ()

    def __init__(self):
        super().__init__("neg.c")

    def make_node(self, x):
        return Apply(self, [x], [x.type()])


@pytest.mark.parametrize("dx, dy", [("float32", "float32"), ("float64", "float64"), ("float32", "float64"), ("float64", "float32")])
def test_theano_doc_cop_vector_times_vector(target, dx, dy):
    x, y = vector("x", dtype=dx), vector("y", dtype=dy)
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    a, b = np.linspace(-2, 2, 9).astype(dx), np.linspace(1, 3, 9).astype(dy)
    out_dtype = np.result_type(a.dtype, b.dtype)
    got = f(a, b)
    assert got.dtype == out_dtype
    np.testing.assert_array_equal(got, a.astype(out_dtype) * b.astype(out_dtype))
    np.testing.assert_array_equal(f(a[::-2], b[::2]), a[::-2].astype(out_dtype) * b[::2].astype(out_dtype))


def test_theano_doc_cop_shape_mismatch_message(target):
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    with pytest.raises(ValueError) as info:
        f(np.ones(4), np.ones(2))
    assert str(info.value) == "Shape mismatch : input0.shape[0] and input1.shape[0] should match but x.shape[0] == 4 and y.shape[0] == 2"


def test_section_code_op_with_struct_state_and_fail(target):
    x = dvector("x")
    two = Constant(TensorType("float64", shape=()), np.float64(2.0))
    f = twinlink.function([x], VectorTimesScalar()(Neg()(x), two), target=target)
    got = f(np.array([0.0, 1.0, 2.0]))
    np.testing.assert_array_equal(got, [-0.0, -2.0, -4.0])
    assert np.signbit(got[0])
    assert "#undef FAIL" in f.c_source and "calls_node_1" in f.c_source

    only = twinlink.function([x], Neg()(x), target=target)  # FAIL-using op as the last node
    np.testing.assert_array_equal(only(np.array([0.0, 1.0, 2.0])), [-0.0, -1.0, -2.0])
    m = TensorType("float64", shape=(None, None))("m")
    g = twinlink.function([m], Neg()(m), target=target)
    with pytest.raises(ValueError, match=r"^neg expects a vector, got an array of rank 2$"):
        g(np.ones((2, 2)))


def test_two_applications_in_one_graph(target):
    x, y = dvector("x"), fvector("y")
    op = VectorTimesVector()
    out = op(op(x, x), y)
    f = twinlink.function([x, y], [out, Neg()(Neg()(x))], target=target)
    a, b = np.arange(4.0), np.arange(4, dtype=np.float32) + 1
    prod, back = f(a, b)
    np.testing.assert_array_equal(prod, a * a * b)
    np.testing.assert_array_equal(back, a)
    # Each node expands APPLY_SPECIFIC with its own name, so the two copies do not collide.
    assert {"str##_node_1", "str##_node_2", "str##_node_3", "str##_node_4"} <= set(re.findall(r"str##_node_\d+", f.c_source))


def _op_from(tmp_path, text, name="op.c", newline="\n"):
    path = tmp_path / name
    with open(path, "w", newline=newline) as fh:
        fh.write(textwrap.dedent(text))

    class FromFile(twinlink.ExternalCOp):
        __props__ = ()

        def __init__(self):
            super().__init__(str(path))

        def make_node(self, x):
            return Apply(self, [x], [x.type()])

    return FromFile, str(path)


@pytest.mark.parametrize("text, message", [
    ("#section code\nx;\n#section bogus_section\n", "Unknown section type (in file {path}, line 3): bogus_section"),
    ("\nint stray;\n#section code\n", "Stray code before first #section statement (in file {path}, line 2): int stray;"),
    ("int x;\n", "Stray code before first #section statement (in file {path}, line 1): int x;"),
    ("\n\n", "No valid section marker was found in file {path}"),
])
def test_parse_errors_name_file_and_line(tmp_path, text, message):
    op, path = _op_from(tmp_path, text)
    with pytest.raises(ValueError) as info:
        op()
    assert str(info.value) == message.format(path=path)


def test_no_files_at_all():
    class Nothing(twinlink.ExternalCOp):
        def __init__(self):
            super().__init__([])

    with pytest.raises(ValueError, match="func_files is empty"):
        Nothing()


def test_crlf_file_compiles_and_runs(target, tmp_path):
    text = """\
        #section code
        Py_XDECREF(OUTPUT_0);
        OUTPUT_0 = (PyArrayObject*)PyArray_NewCopy(INPUT_0, NPY_CORDER);
        if (!OUTPUT_0) FAIL;
        """
    crlf_op, path = _op_from(tmp_path, text, "crlf.c", newline="\r\n")
    assert b"\r\n" in open(path, "rb").read()
    x = dvector("x")
    f = twinlink.function([x], crlf_op()(x), target=target)
    np.testing.assert_array_equal(f(np.arange(3.0)), np.arange(3.0))


SCRIPT = r"""
import json, sys
sys.path.insert(0, {folder!r})
import numpy as np, twinlink
from twinlink.tensor import dvector
from op_module import Copy
x = dvector("x")
f = twinlink.function([x], Copy()(x), target={target!r})
print(json.dumps({{"out": f(np.arange(3.0)).tolist(), "stats": twinlink.cache_stats()}}))
"""

MODULE = '''
import twinlink
from twinlink import Apply

class Copy(twinlink.ExternalCOp):
    __props__ = ()
    def __init__(self):
        super().__init__("copy.c")
    def make_node(self, x):
        return Apply(self, [x], [x.type()])
'''


def test_editing_the_file_changes_the_cache_key(target, tmp_path):
    folder = tmp_path / "ops"
    folder.mkdir()
    (folder / "op_module.py").write_text(MODULE)
    code = "#section code\nPy_XDECREF(OUTPUT_0);\nOUTPUT_0 = (PyArrayObject*)PyArray_NewCopy(INPUT_0, NPY_CORDER);\nif (!OUTPUT_0) FAIL;\n"
    (folder / "copy.c").write_text(code)
    env = dict(os.environ, TWINLINK_CACHE_DIR=str(tmp_path / "cache"))

    def run():
        out = subprocess.run([sys.executable, "-c", SCRIPT.format(folder=str(folder), target=target)],
                             env=env, capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        return json.loads(out.stdout.strip().splitlines()[-1])

    first = run()
    assert first["out"] == [0.0, 1.0, 2.0] and first["stats"]["compiles"] >= 1
    second = run()
    assert second["stats"]["compiles"] == 0 and second["stats"]["loads"] >= 1
    (folder / "copy.c").write_text(code + "for (npy_intp i = 0; i < PyArray_DIM(OUTPUT_0, 0); i++)\n"
                                   "    *(npy_float64*)PyArray_GETPTR1(OUTPUT_0, i) += 1;\n")
    third = run()
    assert third["out"] == [1.0, 2.0, 3.0]
    assert third["stats"]["compiles"] == 1
