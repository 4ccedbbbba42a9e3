"""The CPython and NumPy C-API that PyTensor's generated C uses (NumPy scalar objects, dicts,
lists, capsules, and NumPy functions such as PyArray_CumSum or PyArray_TakeFrom), called from
twinlink ops on both targets and compared with NumPy; and lists, str-keyed dicts and NumPy
scalars crossing the sandbox boundary as inputs, constants and outputs with their Python types
and dtypes intact, including a bundle replayed on every engine."""
import numpy as np
import pytest

import twinlink
from twinlink import Apply, Constant, Op


class GenericC(Op):
    """An op of Generic inputs and outputs whose body is a C fragment: inputs are `x0, x1 ...`,
    outputs `z0, z1 ...` (PyObject*, each output to be set to a new reference), `fail` the
    failure statement."""

    __props__ = ("body", "n_in", "n_out")

    def __init__(self, body, n_in=1, n_out=1):
        self.body, self.n_in, self.n_out = body, n_in, n_out

    def make_node(self, *inputs):
        assert len(inputs) == self.n_in
        return Apply(self, list(inputs), [twinlink.Generic()() for _ in range(self.n_out)])

    def c_code(self, node, name, inputs, outputs, sub):
        text = self.body
        for i, v in enumerate(outputs):
            text = text.replace(f"@z{i}", v)
        for i, v in enumerate(inputs):
            text = text.replace(f"@x{i}", v)
        return "{\n" + text.replace("@fail", sub["fail"]) + "\n}"

    def c_headers(self, **kw):
        return ["<numpy/arrayobject.h>", "<numpy/arrayscalars.h>"]

    def c_init_code(self, **kw):
        return ["import_array();"]

    def c_compile_args(self, **kw):
        return ["-DNPY_NO_DEPRECATED_API=NPY_1_7_API_VERSION"]

    def c_code_cache_version(self):
        return (1,)


IDENTITY = "Py_XDECREF(@z0);\n@z0 = @x0;\nPy_INCREF(@z0);"


def Identity():
    """Returns its input object unchanged."""
    return GenericC(IDENTITY)


def run_c(target, body, *args, n_out=1):
    ins = [twinlink.Generic()(f"x{i}") for i in range(len(args))]
    outs = GenericC(body, len(args), n_out)(*ins)
    f = twinlink.function(ins, outs, target=target)
    return f(*args)


def same(a, b):
    """Equal values of the same Python types and NumPy dtypes, recursively."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, np.generic):
        return a.dtype == b.dtype and a.tobytes() == b.tobytes()
    if isinstance(a, np.ndarray):
        return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()
    if isinstance(a, float) and a != a:
        return b != b
    return a == b


SCALARS = [
    np.float64(1.5), np.float64(-0.0), np.float64("nan"), np.float32(0.1), np.int8(-128), np.uint8(255),
    np.int16(-3), np.uint16(65535), np.int32(3), np.uint32(2**32 - 1), np.int64(-(2**63)),
    np.uint64(2**64 - 1), np.longlong(7), np.bool_(True), np.bool_(False),
]

VALUES = SCALARS + [
    [], [1, 2.5, "a", None, True], ["nested", [np.int32(1), (2, [3.0])]],
    {}, {"a": np.float64(1.5), "b": [np.int32(3), None], "c": {"d": "e"}},
    {"z": 1, "a": 2, "m": 3},  # insertion order, not sorted
    "h\u00e9llo", "", (np.float32(2.5), [{"k": np.uint8(7)}]),
    {"arr": np.arange(6, dtype=np.int16).reshape(2, 3)},
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_values_round_trip_with_their_types(target, value):
    x = twinlink.Generic()("x")
    f = twinlink.function([x], Identity()(x), target=target)
    assert same(f(value), value)


def test_python_scalars_stay_python_scalars(target):
    # np.float64 is a float subclass and np.bool_ is not bool: each keeps its own type.
    x = twinlink.Generic()("x")
    f = twinlink.function([x], Identity()(x), target=target)
    for v in [1.5, True, 3, np.float64(1.5), np.bool_(True), np.int64(3)]:
        out = f(v)
        assert type(out) is type(v) and out == v


def test_containers_as_constants(target):
    value = {"fields": ["a", "b"], "scale": np.float32(0.5), "n": np.int64(3)}
    f = twinlink.function([], Identity()(Constant(twinlink.Generic(), value)), target=target)
    assert same(f(), value)
    assert same(f(), value)  # constants survive a second call


def test_wasm_refuses_dicts_with_other_keys_and_exotic_scalars():
    x = twinlink.Generic()("x")
    f = twinlink.function([x], Identity()(x), target="wasm")
    with pytest.raises(TypeError, match=r"argument 'x' \(input 0\): only dicts with str keys can enter the sandbox"):
        f({1: 2})
    with pytest.raises(TypeError, match=r"NumPy complex128 scalars cannot enter the sandbox"):
        f(np.complex128(1 + 2j))
    assert f([1]) == [1]


def test_bundle_with_a_numpy_scalar_input_replays_everywhere(tmp_path, cli):
    import subprocess

    x, y = twinlink.Generic()("x"), twinlink.Generic()("y")
    body = r"""
    double v = PyFloat_AsDouble(@x0);
    if (v == -1.0 && PyErr_Occurred()) { @fail }
    PyObject* d = PyDict_New();
    if (d == NULL) { @fail }
    npy_float32 half = (npy_float32)(v / 2);
    PyArray_Descr* f32 = PyArray_DescrFromType(NPY_FLOAT32);
    PyObject* s = PyArray_Scalar(&half, f32, NULL);
    Py_DECREF(f32);
    if (s == NULL || PyDict_SetItemString(d, "half", s) < 0 || PyDict_SetItemString(d, "tag", @x1) < 0) {
        Py_XDECREF(s); Py_DECREF(d); @fail
    }
    Py_DECREF(s);
    Py_XDECREF(@z0);
    @z0 = d;
    """
    f = twinlink.function([x, y], GenericC(body, 2)(x, y), target="wasm")
    path = tmp_path / "scalar.tlbundle"
    inputs = (np.float64(3.0), ["t", np.int16(2)])
    recorded = f.export_bundle(path, *inputs)
    assert same(recorded, {"half": np.float32(1.5), "tag": ["t", np.int16(2)]})
    b = twinlink.load_bundle(path)
    assert same(b.inputs["x"], np.float64(3.0)) and same(b.inputs["y"], inputs[1])
    report = twinlink.replay(path)
    assert report.identical, str(report)
    assert [e.engine for e in report.engines] == ["cranelift", "winch", "interpreter"]
    run = subprocess.run([cli, "replay", str(path), "--engine", "all"], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
