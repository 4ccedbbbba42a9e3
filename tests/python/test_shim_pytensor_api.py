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


class _CustomValueError(ValueError):
    pass


class RaiseClass(Op):
    """Raises the exception class it is given with a fixed message (PyTensor's Assert does
    this with its exc_type param)."""
    __props__ = ()

    def make_node(self, cls):
        return Apply(self, [cls], [twinlink.Generic()()])

    def c_code(self, node, name, inputs, outputs, sub):
        return f'PyErr_SetString({inputs[0]}, "raised from C"); {sub["fail"]}'


@pytest.mark.parametrize("cls", [AssertionError, KeyError, ZeroDivisionError, BaseException])
def test_exception_classes_round_trip_and_raise(target, cls):
    x = twinlink.Generic()("x")
    assert twinlink.function([x], Identity()(x), target=target)(cls) is cls
    raiser = twinlink.function([x], RaiseClass()(x), target=target)
    with pytest.raises(cls, match="raised from C") as info:
        raiser(cls)
    assert type(info.value) is cls


class _CustomKeyError(KeyError):
    def __init__(self, a, b):  # not made from one message
        super().__init__(a, b)


def test_custom_exception_class_raised_in_op_code_arrives_as_itself(target):
    """A class that is not one of the sandbox's builtins crosses by name, and the guest's
    class of that name is raised on the host as the class itself, as natively."""
    x = twinlink.Generic()("x")
    raiser = twinlink.function([x], RaiseClass()(x), target=target)
    for _ in range(2):  # the second call finds the guest's class made in the first
        with pytest.raises(_CustomValueError, match="^raised from C$") as info:
            raiser(_CustomValueError)
        assert type(info.value) is _CustomValueError
    # Round trip: the class comes back as itself; a builtin class is still itself.
    identity = twinlink.function([x], Identity()(x), target=target)
    assert identity(_CustomValueError) is _CustomValueError
    assert identity([ValueError, _CustomValueError]) == [ValueError, _CustomValueError]
    # A class that cannot be made from one message: the error of trying, as CPython raises.
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'b'"):
        raiser(_CustomKeyError)
    # The first function still raises its class.
    with pytest.raises(_CustomValueError):
        raiser(_CustomValueError)
    # A name longer than the guest takes (TL_EXCEPTION_NAME_MAX) crosses as its builtin.
    long_named = type("E" * 300, (ValueError,), {})
    with pytest.raises(ValueError, match="^raised from C$") as info:
        raiser(long_named)
    assert type(info.value) is (long_named if target == "native" else ValueError)


def test_exception_class_made_by_op_code(target):
    """PyErr_NewException in op code makes a new class natively. In the sandbox a name the host
    holds (NumPy's LinAlgError) arrives as that class, another as the nearest builtin."""
    body = r"""
    const char* name = PyUnicode_AsUTF8(@x0);
    if (name == NULL) { @fail }
    PyObject* cls = PyErr_NewException(name, PyExc_ValueError, NULL);
    if (cls == NULL) { @fail }
    PyErr_SetString(cls, "made in C");
    Py_DECREF(cls);
    @fail
    """
    with pytest.raises(ValueError, match="^made in C$") as info:
        run_c(target, body, "numpy.linalg.LinAlgError")
    if target == "wasm":
        assert type(info.value) is np.linalg.LinAlgError
    else:
        assert (type(info.value).__module__, type(info.value).__name__) == ("numpy.linalg", "LinAlgError")
    with pytest.raises(ValueError, match="^made in C$") as info:
        run_c(target, body, "nowhere.Unknown")
    assert type(info.value).__name__ == ("Unknown" if target == "native" else "ValueError")
    with pytest.raises(SystemError, match="name must be module.class"):
        run_c(target, body, "NoDot")


def test_wasm_refuses_dicts_with_other_keys_and_exotic_scalars():
    x = twinlink.Generic()("x")
    f = twinlink.function([x], Identity()(x), target="wasm")
    with pytest.raises(TypeError, match=r"argument 'x' \(input 0\): only dicts with str keys can enter the sandbox"):
        f({1: 2})
    with pytest.raises(TypeError, match=r"NumPy float16 scalars cannot enter the sandbox"):
        f(np.float16(2.0))
    assert f([1]) == [1]
    # complex scalars and arrays cross both ways, bits and types kept
    for value in (np.complex128(1 + 2j), np.complex64(1.5 - 2j), np.array([1 + 2j, -0.0 - np.inf * 1j]),
                  np.array([[1 + 2j]], dtype="complex64")[:, ::-1]):
        back = f(value)
        assert type(back) is type(value) and back.dtype == value.dtype
        assert np.asarray(back).tobytes() == np.ascontiguousarray(value).tobytes()


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


# conj(z) * w + (1 - 2j) elementwise over a complex128 array and the complex128 scalar w, through
# NumPy 2's complex accessors and setters (npy_creal, NPY_CSETREAL...), as PyTensor's complex
# scalar support code uses them; returned with the inputs in a dict.
_COMPLEX_BODY = r"""
    if (!PyArray_Check(@x0) || PyArray_TYPE((PyArrayObject*)@x0) != NPY_CDOUBLE || !PyArray_IS_C_CONTIGUOUS((PyArrayObject*)@x0)) {
        PyErr_SetString(PyExc_TypeError, "x: a contiguous complex128 array"); @fail
    }
    npy_cdouble w;
    if (!PyArray_IsScalar(@x1, CDouble)) { PyErr_SetString(PyExc_TypeError, "w: a complex128"); @fail }
    PyArray_ScalarAsCtype(@x1, &w);
    PyArrayObject* x = (PyArrayObject*)@x0;
    PyArrayObject* out = (PyArrayObject*)PyArray_NewLikeArray(x, NPY_CORDER, NULL, 0);
    if (out == NULL) { @fail }
    const npy_cdouble* a = (const npy_cdouble*)PyArray_DATA(x);
    npy_cdouble* o = (npy_cdouble*)PyArray_DATA(out);
    for (npy_intp i = 0; i < PyArray_SIZE(x); i++) {
        double re = npy_creal(a[i]), im = -npy_cimag(a[i]);
        NPY_CSETREAL(&o[i], re * npy_creal(w) - im * npy_cimag(w) + 1.0);
        NPY_CSETIMAG(&o[i], re * npy_cimag(w) + im * npy_creal(w) - 2.0);
    }
    PyObject* d = PyDict_New();
    if (d == NULL || PyDict_SetItemString(d, "out", (PyObject*)out) < 0 || PyDict_SetItemString(d, "x", @x0) < 0
        || PyDict_SetItemString(d, "w", @x1) < 0) {
        Py_XDECREF(d); Py_DECREF(out); @fail
    }
    Py_DECREF(out);
    Py_XDECREF(@z0);
    @z0 = d;
"""


class ComplexC(GenericC):
    def c_headers(self, **kw):
        return super().c_headers() + ["<numpy/npy_math.h>"]


def _complex_case():
    x = np.array([1 + 2j, -0.5 + 0.25j, 3.0 - 4j, 0j])
    return x, np.complex128(0.75 - 1.5j), np.conj(x) * np.complex128(0.75 - 1.5j) + (1 - 2j)


def test_complex_values_and_setters(target):
    x, y = twinlink.Generic()("x"), twinlink.Generic()("y")
    f = twinlink.function([x, y], ComplexC(_COMPLEX_BODY, 2)(x, y), target=target)
    xv, wv, want = _complex_case()
    got = f(xv, wv)
    # NumPy's complex multiply is the same two products and a sum per part (no FMA for these
    # values: every product is exact in a double)
    assert got["out"].dtype == np.complex128 and got["out"].tobytes() == want.tobytes()
    assert type(got["w"]) is np.complex128 and got["w"] == wv and got["x"].tobytes() == xv.tobytes()


def test_bundle_with_complex_values_replays_everywhere(tmp_path, cli):
    import subprocess

    x, y = twinlink.Generic()("x"), twinlink.Generic()("y")
    f = twinlink.function([x, y], ComplexC(_COMPLEX_BODY, 2)(x, y), target="wasm")
    path = tmp_path / "complex.tlbundle"
    xv, wv, want = _complex_case()
    recorded = f.export_bundle(path, xv, wv)
    assert recorded["out"].tobytes() == want.tobytes()
    b = twinlink.load_bundle(path)
    assert b.inputs["x"].dtype == np.complex128 and same(b.inputs["y"], wv)
    report = twinlink.replay(path)
    assert report.identical, str(report)
    assert [e.engine for e in report.engines] == ["cranelift", "winch", "interpreter"]
    run = subprocess.run([cli, "replay", str(path), "--engine", "all"], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


# --- C-API calls as PyTensor's ops make them, on both targets, against NumPy ---

from twinlink.tensor.type import TensorType  # noqa: E402


class TensorC(Op):
    """An op whose inputs are tensors (or Generic values) and whose outputs are tensors of the
    given (dtype, ndim), with a C body as in GenericC (`@x0` is a PyArrayObject*)."""

    __props__ = ("body", "outs")

    def __init__(self, body, outs):
        self.body, self.outs = body, tuple(outs)

    def make_node(self, *inputs):
        return Apply(self, list(inputs), [TensorType(d, shape=(None,) * n)() for d, n in self.outs])

    c_code = GenericC.c_code
    c_headers = GenericC.c_headers
    c_init_code = GenericC.c_init_code
    c_compile_args = GenericC.c_compile_args

    def c_code_cache_version(self):
        return (1,)


def call(target, body, args, outs, generic=()):
    """Runs body on args (arrays become tensor inputs, positions in `generic` Generic ones)."""
    ins = [
        twinlink.Generic()(f"x{i}") if i in generic else TensorType(a.dtype, shape=(None,) * a.ndim)(f"x{i}")
        for i, a in enumerate(args)
    ]
    f = twinlink.function(ins, TensorC(body, outs)(*ins), target=target)
    return f(*args)


def assert_same_array(got, want):
    got = np.asarray(got)
    assert got.dtype == want.dtype and got.shape == want.shape, (got, want)
    assert got.tobytes() == np.ascontiguousarray(want).tobytes(), (got, want)


CUM_BODY = """
int axis = {axis};
PyArrayObject* x = @x0;
if (!(@z0 && PyArray_NDIM(@z0) == {out_nd} && PyArray_CompareLists(PyArray_DIMS(@z0), {dims}, {out_nd}))) {{
    Py_XDECREF(@z0);
    @z0 = (PyArrayObject*)PyArray_SimpleNew({out_nd}, {dims}, PyArray_TYPE(x));
    if (!@z0) {{ @fail }}
}}
PyObject* t = PyArray_{fn}(x, axis, PyArray_TYPE(x), @z0);
if (!t) {{ @fail }}
Py_DECREF(t);
"""


@pytest.mark.parametrize("fn", ["CumSum", "CumProd"])
@pytest.mark.parametrize("dtype", ["float64", "float32", "int32", "int8", "uint8", "bool"])
@pytest.mark.parametrize("axis", [0, 1, -1, "NPY_RAVEL_AXIS"])
def test_cumsum_cumprod_into_out_as_pytensor_calls_them(target, fn, dtype, axis):
    rng = np.random.default_rng(1)
    x = (rng.standard_normal((3, 4)) * 40).astype(dtype)
    ravel = axis == "NPY_RAVEL_AXIS"
    dims = "(npy_intp[]){PyArray_SIZE(x)}" if ravel else "PyArray_DIMS(x)"
    body = CUM_BODY.format(axis=axis, out_nd=1 if ravel else 2, dims=dims, fn=fn)
    got = call(target, body, [x], [(dtype, 1 if ravel else 2)])
    np_fn = np.cumsum if fn == "CumSum" else np.cumprod
    with np.errstate(all="ignore"):
        want = np_fn(x, axis=None if ravel else axis, dtype=x.dtype)
    assert_same_array(got, want)


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint16", "int64", "float32"])
def test_cumsum_default_type_and_errors(target, dtype):
    x = np.arange(1, 7).reshape(2, 3).astype(dtype)
    want = np.cumsum(x, axis=1)
    body = "Py_XDECREF(@z0); @z0 = (PyArrayObject*)PyArray_CumSum(@x0, 1, NPY_NOTYPE, NULL); if (!@z0) { @fail }"
    assert_same_array(call(target, body, [x], [(want.dtype.name, 2)]), want)
    bad_axis = "Py_XDECREF(@z0); @z0 = (PyArrayObject*)PyArray_CumProd(@x0, 2, NPY_NOTYPE, NULL); if (!@z0) { @fail }"
    with pytest.raises(ValueError, match=r"^axis 2 is out of bounds for array of dimension 2$"):
        call(target, bad_axis, [x], [(want.dtype.name, 2)])


def test_cumsum_into_an_out_of_another_type_casts(target):
    x = np.arange(6.0).reshape(2, 3) + 0.75
    body = """
    Py_XDECREF(@z0);
    @z0 = (PyArrayObject*)PyArray_ZEROS(2, PyArray_DIMS(@x0), NPY_INT64, 0);
    if (!@z0) { @fail }
    PyObject* t = PyArray_CumSum(@x0, 0, NPY_DOUBLE, @z0);
    if (!t) { @fail }
    Py_DECREF(t);
    """
    assert_same_array(call(target, body, [x], [("int64", 2)]), np.cumsum(x, axis=0).astype(np.int64))
    # A wrong shape is a ValueError (NumPy's message comes from its iterator).
    wrong = body.replace("PyArray_ZEROS(2, PyArray_DIMS(@x0)", "PyArray_ZEROS(1, PyArray_DIMS(@x0)")
    with pytest.raises(ValueError):
        call(target, wrong, [x], [("int64", 1)])


ARGMAX_BODY = """
Py_CLEAR(@z0);
PyArrayObject* r = (PyArrayObject*)PyArray_ArgMax(@x0, {axis}, NULL);
if (!r) {{ @fail }}
@z0 = (PyArrayObject*)PyArray_Cast(r, NPY_INT64);
Py_DECREF(r);
if (!@z0) {{ @fail }}
"""


@pytest.mark.parametrize("dtype", ["float64", "float32", "int16", "uint32", "bool"])
@pytest.mark.parametrize("axis", [0, 1, -2, "NPY_RAVEL_AXIS"])
def test_argmax_as_pytensor_calls_it(target, dtype, axis):
    rng = np.random.default_rng(2)
    x = rng.integers(0, 4, (4, 5)).astype(dtype)
    if dtype.startswith("float"):
        x[2, 1] = np.nan
        x[3, 3] = np.nan
    ravel = axis == "NPY_RAVEL_AXIS"
    want = np.argmax(x, axis=None if ravel else axis).astype(np.int64)
    got = call(target, ARGMAX_BODY.format(axis=axis), [x], [("int64", want.ndim)])
    assert_same_array(got, want)


def test_argmax_errors(target):
    with pytest.raises(ValueError, match=r"^attempt to get argmax of an empty sequence$"):
        call(target, ARGMAX_BODY.format(axis=1), [np.zeros((2, 0))], [("int64", 1)])
    assert_same_array(call(target, ARGMAX_BODY.format(axis=0), [np.zeros((2, 0))], [("int64", 1)]),
                      np.zeros(0, np.int64))
    with pytest.raises(ValueError, match=r"^axis 2 is out of bounds for array of dimension 2$"):
        call(target, ARGMAX_BODY.format(axis=2), [np.zeros((2, 3))], [("int64", 1)])


CONCAT_BODY = """
PyObject* t = PyTuple_New({n});
if (!t) {{ @fail }}
{fill}
Py_XDECREF(@z0);
@z0 = (PyArrayObject*)PyArray_Concatenate(t, {axis});
Py_DECREF(t);
if (!@z0) {{ @fail }}
"""


def concat(target, arrays, axis, out_dtype, out_nd):
    fill = "\n".join(f"Py_INCREF(@x{i}); PyTuple_SET_ITEM(t, {i}, (PyObject*)@x{i});" for i in range(len(arrays)))
    return call(target, CONCAT_BODY.format(n=len(arrays), fill=fill, axis=axis), arrays, [(out_dtype, out_nd)])


@pytest.mark.parametrize("dtypes", [("float64", "float64"), ("int8", "uint8"), ("int32", "float32"),
                                    ("uint64", "int16"), ("bool", "int16"), ("float32", "float64")])
@pytest.mark.parametrize("axis", [0, 1, -1, "NPY_RAVEL_AXIS"])
def test_concatenate_as_pytensor_calls_it(target, dtypes, axis):
    a = (np.arange(6).reshape(2, 3) - 2).astype(dtypes[0])
    b = (np.arange(12).reshape(2, 6) if axis in (1, -1) else np.arange(9).reshape(3, 3)).astype(dtypes[1])
    if axis == "NPY_RAVEL_AXIS":
        want = np.concatenate([a, b], axis=None)
    else:
        want = np.concatenate([a, b], axis=axis)
    got = concat(target, [a, b], axis, want.dtype.name, want.ndim)
    assert_same_array(got, want)


def test_concatenate_fortran_inputs_and_errors(target):
    a, b = np.asfortranarray(np.ones((2, 3))), np.asfortranarray(np.zeros((1, 3)))
    got = concat(target, [a, b, a], 0, "float64", 2)
    assert_same_array(got, np.concatenate([a, b, a]))
    assert got.flags.f_contiguous == np.concatenate([a, b, a]).flags.f_contiguous
    with pytest.raises(ValueError, match=r"^all the input array dimensions except for the concatenation axis must "
                                         r"match exactly, but along dimension 1, the array at index 0 has size 3 and "
                                         r"the array at index 1 has size 2$"):
        concat(target, [np.zeros((2, 3)), np.zeros((2, 2))], 0, "float64", 2)
    with pytest.raises(ValueError, match=r"^all the input arrays must have same number of dimensions, but the array "
                                         r"at index 0 has 2 dimension\(s\) and the array at index 1 has 1 "
                                         r"dimension\(s\)$"):
        concat(target, [np.zeros((2, 3)), np.zeros(3)], 0, "float64", 2)
    with pytest.raises(ValueError, match=r"^zero-dimensional arrays cannot be concatenated$"):
        concat(target, [np.zeros(()), np.zeros(())], 0, "float64", 1)
    with pytest.raises(ValueError, match=r"^axis 2 is out of bounds for array of dimension 2$"):
        concat(target, [np.zeros((2, 3)), np.zeros((2, 3))], 2, "float64", 2)
    body = "Py_XDECREF(@z0); PyObject* t = PyTuple_New(0); @z0 = (PyArrayObject*)PyArray_Concatenate(t, 0); Py_DECREF(t); if (!@z0) { @fail }"
    with pytest.raises(ValueError, match=r"^need at least one array to concatenate$"):
        call(target, body, [np.zeros(1)], [("float64", 1)])


TAKE_BODY = """
{pre}
@z0 = (PyArrayObject*)PyArray_TakeFrom(@x0, (PyObject*)@x1, {axis}, @z0, {mode});
if (@z0 == NULL) {{ @fail }}
"""


@pytest.mark.parametrize("mode", ["NPY_RAISE", "NPY_WRAP", "NPY_CLIP"])
@pytest.mark.parametrize("index_dtype", ["int64", "int32", "uint8"])
@pytest.mark.parametrize("preallocated", [False, True])
def test_take_from_as_advanced_subtensor1_calls_it(target, mode, index_dtype, preallocated):
    x = np.arange(20.0).reshape(5, 4)
    idx = np.array([0, 4, 2, 2] if mode == "NPY_RAISE" or index_dtype == "uint8" else [0, -1, 7, -6, 3, 12],
                   dtype=index_dtype)
    np_mode = {"NPY_RAISE": "raise", "NPY_WRAP": "wrap", "NPY_CLIP": "clip"}[mode]
    want = np.take(x, idx, axis=0, mode=np_mode)
    pre = ("npy_intp d[2] = {PyArray_SIZE(@x1), 4};\n"
           "PyArrayObject* old = @z0 ? @z0 : (PyArrayObject*)PyArray_ZEROS(2, d, NPY_DOUBLE, 0);\n@z0 = old;"
           if preallocated else "PyArrayObject* old = NULL; Py_CLEAR(@z0);")
    got = call(target, TAKE_BODY.format(pre=pre, axis=0, mode=mode) + "Py_XDECREF(old);", [x, idx], [("float64", 2)])
    assert_same_array(got, want)


@pytest.mark.parametrize("axis", [1, -1, "NPY_RAVEL_AXIS"])
def test_take_from_other_axes(target, axis):
    x = np.arange(24, dtype=np.int16).reshape(2, 3, 4)
    idx = np.array([[2, 0], [-1, 1]])
    ravel = axis == "NPY_RAVEL_AXIS"
    want = np.take(x, idx, axis=None if ravel else axis)
    got = call(target, TAKE_BODY.format(pre="Py_CLEAR(@z0);", axis=axis, mode="NPY_RAISE"), [x, idx], [("int16", want.ndim)])
    assert_same_array(got, want)


def test_take_from_errors(target):
    body = TAKE_BODY.format(pre="Py_CLEAR(@z0);", axis=0, mode="NPY_RAISE")
    with pytest.raises(IndexError, match=r"^index 5 is out of bounds for axis 0 with size 3$"):
        call(target, body, [np.arange(3.0), np.array([1, 5])], [("float64", 1)])
    with pytest.raises(IndexError, match=r"^index -4 is out of bounds for axis 0 with size 3$"):
        call(target, body, [np.arange(3.0), np.array([-4])], [("float64", 1)])
    with pytest.raises(IndexError, match=r"^cannot do a non-empty take from an empty axes\.$"):
        call(target, body, [np.zeros(0), np.array([0])], [("float64", 1)])
    assert_same_array(call(target, body, [np.zeros(0), np.zeros(0, np.int64)], [("float64", 1)]), np.zeros(0))
    wrong_out = TAKE_BODY.format(pre="Py_XDECREF(@z0); @z0 = (PyArrayObject*)PyArray_ZEROS(1, (npy_intp[]){7}, NPY_DOUBLE, 0);",
                                 axis=0, mode="NPY_RAISE")
    with pytest.raises(ValueError, match=r"^output array does not match result of ndarray\.take$"):
        call(target, wrong_out, [np.arange(3.0), np.array([1])], [("float64", 1)])
    with pytest.raises(ValueError, match=r"^axis 1 is out of bounds for array of dimension 1$"):
        call(target, TAKE_BODY.format(pre="Py_CLEAR(@z0);", axis=1, mode="NPY_RAISE"),
             [np.arange(3.0), np.array([1])], [("float64", 1)])


ARANGE_BODY = """
double start = ((npy_float64*)PyArray_DATA(@x0))[0];
double stop = ((npy_float64*)PyArray_DATA(@x0))[1];
double step = ((npy_float64*)PyArray_DATA(@x0))[2];
Py_XDECREF(@z0);
@z0 = (PyArrayObject*)PyArray_Arange(start, stop, step, {typenum});
if (!@z0) {{ @fail }}
"""


def outcome(target, body, args, outs):
    """The result of a call, or its exception's type and message."""
    try:
        return ("ok", call(target, body, args, outs))
    except Exception as e:  # compared between the targets
        return ("error", type(e), str(e))


@pytest.mark.parametrize("dtype", ["float64", "float32", "int64", "int32", "int8", "uint8", "uint64"])
@pytest.mark.parametrize("bounds", [(0, 10, 1), (0.5, 4.2, 1.1), (10, -3, -2.5), (3, 3, 1), (5, 0, 1),
                                    (0, 1, 0.1), (-2, 1, 0.75), (1, 1e-300, 1e300), (100, 400, 37)])
def test_arange_as_pytensor_calls_it(dtype, bounds):
    # NumPy itself is the reference: the native target runs its PyArray_Arange.
    body = ARANGE_BODY.format(typenum=np.dtype(dtype).num)
    args = [np.array(bounds, dtype=np.float64)]
    native, wasm = (outcome(t, body, args, [(dtype, 1)]) for t in ("native", "wasm"))
    if native[0] == "ok":
        assert wasm[0] == "ok", wasm
        assert_same_array(wasm[1], native[1])
        length = max(int(np.ceil((bounds[1] - bounds[0]) / bounds[2])), 0)
        assert len(native[1]) == length or abs((bounds[1] - bounds[0]) / bounds[2]) < 1
    else:
        assert wasm == native


def test_arange_errors(target):
    body = ARANGE_BODY.format(typenum=np.dtype("float64").num)
    with pytest.raises(ValueError, match=r"^arange: cannot compute length$"):
        call(target, body, [np.array([0.0, 0.0, 0.0])], [("float64", 1)])
    with pytest.raises(OverflowError, match=r"^arange: overflow while computing length$"):
        call(target, body, [np.array([0.0, 1.0, 0.0])], [("float64", 1)])


IADD_BODY = """
Py_XDECREF(@z0);
@z0 = (PyArrayObject*)PyArray_NewCopy(@x0, NPY_CORDER);
if (!@z0) { @fail }
PyArrayObject* r = (PyArrayObject*)PyNumber_InPlaceAdd((PyObject*)@z0, (PyObject*)@x1);
if (!r) { @fail }
if (r != @z0) { Py_DECREF(r); PyErr_SetString(PyExc_AssertionError, "not in place"); @fail }
Py_DECREF(r);
"""


@pytest.mark.parametrize("dtypes", [("float64", "float64"), ("int32", "int32"), ("float64", "float32"),
                                    ("float32", "float64"), ("int64", "uint8"), ("bool", "bool"), ("int8", "int8")])
@pytest.mark.parametrize("shape2", [(2, 3), (3,), (1, 3), (2, 1), ()])
def test_inplace_add_as_inc_subtensor_calls_it(target, dtypes, shape2):
    rng = np.random.default_rng(4)
    x = (rng.standard_normal((2, 3)) * 100).astype(dtypes[0])
    y = (rng.standard_normal(shape2) * 100).astype(dtypes[1])
    want = x.copy()
    with np.errstate(all="ignore"):
        want += y
    got = call(target, IADD_BODY, [x, np.asarray(y)], [(dtypes[0], 2)])
    assert_same_array(got, want)


def test_inplace_add_errors(target):
    with pytest.raises(ValueError, match=r"^operands could not be broadcast together with shapes \(2,3\) \(2,\) \(2,3\) $"):
        call(target, IADD_BODY, [np.zeros((2, 3)), np.ones(2)], [("float64", 2)])
    with pytest.raises(ValueError, match=r"^non-broadcastable output operand with shape \(3,\) doesn't match the "
                                         r"broadcast shape \(2,3\)$"):
        call(target, IADD_BODY, [np.zeros(3), np.ones((2, 3))], [("float64", 1)])
    with pytest.raises(TypeError, match=r"^Cannot cast ufunc 'add' output from dtype\('float64'\) to "
                                        r"dtype\('int32'\) with casting rule 'same_kind'$"):
        call(target, IADD_BODY, [np.zeros(3, np.int32), np.ones(3)], [("int32", 1)])
    # Python numbers are weak: an int32 array += 2 stays int32, += 1.5 cannot.
    weak = IADD_BODY.replace("(PyObject*)@x1", "number").replace(
        "PyArrayObject* r =", "PyObject* number = PyFloat_Check((PyObject*)@x1) ? NULL : NULL;\nPyArrayObject* r =")
    two = weak.replace("PyFloat_Check((PyObject*)@x1) ? NULL : NULL", "PyLong_FromLong(2)").replace(
        "if (!r) { @fail }", "Py_XDECREF(number);\nif (!r) { @fail }")
    assert_same_array(call(target, two, [np.arange(3, dtype=np.int32), np.zeros(1)], [("int32", 1)]),
                      np.arange(2, 5, dtype=np.int32))
    half = two.replace("PyLong_FromLong(2)", "PyFloat_FromDouble(1.5)")
    with pytest.raises(TypeError, match=r"^Cannot cast ufunc 'add' output from dtype\('float64'\) to "
                                        r"dtype\('int32'\) with casting rule 'same_kind'$"):
        call(target, half, [np.arange(3, dtype=np.int32), np.zeros(1)], [("int32", 1)])


# --- NumPy scalars, dicts, lists and capsules in op code ---

def test_scalar_c_extract_and_sync_as_pytensor_writes_them(target):
    # ScalarType.c_extract: PyObject_TypeCheck against the sized type, PyArray_ScalarAsCtype;
    # c_sync: PyArray_Scalar with the dtype's descriptor.
    body = """
    if (!PyObject_TypeCheck(@x0, &PyFloat64ArrType_Type)) {
        PyErr_Format(PyExc_ValueError, "Scalar check failed (npy_float64)"); @fail
    }
    if (!PyObject_TypeCheck(@x1, &PyInt32ArrType_Type)) {
        PyErr_Format(PyExc_ValueError, "Scalar check failed (npy_int32)"); @fail
    }
    npy_float64 v; npy_int32 n;
    PyArray_ScalarAsCtype(@x0, &v);
    PyArray_ScalarAsCtype(@x1, &n);
    v = v * n;
    n = n + 1;
    PyArray_Descr* d = PyArray_DescrFromType(NPY_FLOAT64);
    PyArray_Descr* i = PyArray_DescrFromType(NPY_INT32);
    Py_XDECREF(@z0); Py_XDECREF(@z1);
    @z0 = PyArray_Scalar(&v, d, NULL);
    @z1 = PyArray_Scalar(&n, i, NULL);
    Py_DECREF(d); Py_DECREF(i);
    if (!@z0 || !@z1) { @fail }
    """
    z0, z1 = run_c(target, body, np.float64(1.25), np.int32(3), n_out=2)
    assert same(z0, np.float64(3.75)) and same(z1, np.int32(4))
    with pytest.raises(ValueError, match=r"^Scalar check failed \(npy_float64\)$"):
        run_c(target, body, np.float32(1.25), np.int32(3), n_out=2)
    with pytest.raises(ValueError, match=r"^Scalar check failed \(npy_int32\)$"):
        run_c(target, body, np.float64(1.25), np.int64(3), n_out=2)


def test_scalar_checks_and_macros(target):
    body = """
    PyObject* x = @x0;
    PyObject* r = PyTuple_New(8);
    if (!r) { @fail }
    PyTuple_SET_ITEM(r, 0, PyBool_FromLong(PyArray_IsScalar(x, Generic)));
    PyTuple_SET_ITEM(r, 1, PyBool_FromLong(PyArray_IsScalar(x, Integer)));
    PyTuple_SET_ITEM(r, 2, PyBool_FromLong(PyArray_IsScalar(x, Floating)));
    PyTuple_SET_ITEM(r, 3, PyBool_FromLong(PyArray_IsScalar(x, Bool)));
    PyTuple_SET_ITEM(r, 4, PyBool_FromLong(PyArray_CheckScalar(x)));
    PyTuple_SET_ITEM(r, 5, PyBool_FromLong(PyArray_IsAnyScalar(x)));
    PyTuple_SET_ITEM(r, 6, PyBool_FromLong(PyFloat_Check(x)));
    PyTuple_SET_ITEM(r, 7, PyBool_FromLong(PyObject_TypeCheck(x, &PyInt64ArrType_Type)));
    Py_XDECREF(@z0);
    @z0 = r;
    """
    for value in [np.float64(1), np.float32(1), np.int64(1), np.uint8(1), np.bool_(True), 1.5, 3, True,
                  np.zeros(()), np.zeros(2), "s", None]:
        got = run_c(target, body, value)
        native = run_c("native", body, value)
        assert got == native, (value, got, native)
    # PyArrayScalar_New / _ASSIGN / _VAL, and np.True_ from PyArrayScalar_RETURN_TRUE.
    body = """
    PyObject* s = PyArrayScalar_New(Int16);
    if (!s) { @fail }
    PyArrayScalar_ASSIGN(s, Int16, (npy_int16)(PyArrayScalar_VAL(@x0, UInt8) * 3));
    Py_XDECREF(@z0);
    @z0 = s;
    """
    assert same(run_c(target, body, np.uint8(200)), np.int16(600))


def test_params_dict_and_list_in_c(target):
    # ParamsType reads fields with PyDict_GetItemString; typed lists use the list API.
    body = """
    const char* fields[] = {"axis", "mode", "scale"};
    PyObject* out = PyList_New(0);
    if (!out) { @fail }
    for (int i = 0; i < 3; i++) {
        PyObject* o = PyDict_GetItemString(@x0, fields[i]);
        if (o == NULL) {
            Py_DECREF(out);
            PyErr_Format(PyExc_TypeError, "ParamsType: missing expected attribute \\"%s\\" in object.", fields[i]);
            @fail
        }
        if (PyList_Append(out, o) < 0) { Py_DECREF(out); @fail }
    }
    if (PyList_Insert(out, 0, @x1) < 0 || PyList_Reverse(out) < 0) { Py_DECREF(out); @fail }
    PyObject* d = PyDict_New();
    PyObject* slice = PyList_GetSlice(out, 1, 3);
    int bad = d == NULL || slice == NULL || PyDict_SetItemString(d, "items", out) < 0 ||
              PyDict_SetItemString(d, "slice", slice) < 0 ||
              PyDict_SetItemString(d, "n", PyList_GET_ITEM(out, 0)) < 0;
    Py_XDECREF(slice);
    Py_DECREF(out);
    if (bad) { Py_XDECREF(d); @fail }
    Py_ssize_t size = PyDict_Size(@x0);
    PyObject* sz = PyLong_FromSsize_t(size);
    if (!sz || PyDict_SetItemString(d, "size", sz) < 0) { Py_XDECREF(sz); Py_DECREF(d); @fail }
    Py_DECREF(sz);
    Py_XDECREF(@z0);
    @z0 = d;
    """
    params = {"axis": np.int64(1), "mode": "add", "scale": np.float32(0.5), "extra": [1, 2]}
    got = run_c(target, body, params, 7)
    want = {"items": [np.float32(0.5), "add", np.int64(1), 7], "slice": ["add", np.int64(1)],
            "n": np.float32(0.5), "size": 4}
    assert same(got, want)
    with pytest.raises(TypeError, match=r'^ParamsType: missing expected attribute "scale" in object\.$'):
        run_c(target, body, {"axis": 1, "mode": "m"}, 7)
    with pytest.raises(IndexError, match=r"^list index out of range$"):
        run_c(target, "Py_XDECREF(@z0); @z0 = PyList_GetItem(@x0, 5); if (!@z0) { @fail } Py_INCREF(@z0);", [1, 2])


def test_capsule_as_cdatatype_uses_it(target):
    # CDataType: PyCapsule_New with a destructor, the free function in the context, released
    # when the last reference goes.
    body = """
    static int freed;
    static int payload = 41;
    PyObject* c = PyCapsule_New(&payload, NULL, NULL);
    if (!c) { @fail }
    if (PyCapsule_SetContext(c, &freed) != 0) { Py_DECREF(c); @fail }
    int* p = (int*)PyCapsule_GetPointer(c, NULL);
    int* ctx = (int*)PyCapsule_GetContext(c);
    int valid = PyCapsule_IsValid(c, NULL) && !PyCapsule_IsValid(c, "name");
    Py_DECREF(c);
    Py_XDECREF(@z0);
    @z0 = Py_BuildValue_unused;
    """
    body = body.replace("    @z0 = Py_BuildValue_unused;\n", "    @z0 = PyLong_FromLong(valid && ctx == &freed ? *p + 1 : -1);\n    if (!@z0) { @fail }\n")
    assert run_c(target, body, None) == 42
    wrong = "Py_XDECREF(@z0); @z0 = NULL; static int v; PyObject* c = PyCapsule_New(&v, \"a\", NULL); void* p = PyCapsule_GetPointer(c, \"b\"); Py_DECREF(c); if (!p) { @fail }"
    with pytest.raises(ValueError, match=r"^PyCapsule_GetPointer called with incorrect name$"):
        run_c(target, wrong, None)
