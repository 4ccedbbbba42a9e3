"""PyTensor's own tests of C types and op params (tests/link/c/test_params_type.py and the
CDataType/EnumList/CEnumType tests of tests/link/c/test_type.py in pymc-devs/pytensor), ported
to run PyTensor's ops and types through twinlink's linker on both targets. The ops are
written here with the same behaviour; expected values are the tests' own (NumPy formulas and
the C constants' values)."""
import os
import warnings

import numpy as np
import pytest

import pytensor
import pytensor.tensor as pt
from pytensor import scalar as ps
from pytensor.graph.basic import Apply
from pytensor.link.c.op import COp, ExternalCOp
from pytensor.link.c.params_type import ParamsType
from pytensor.link.c.type import CDataType, CEnumType, EnumList, Generic
from pytensor.scalar import ScalarType
from pytensor.tensor.type import TensorType

import twinlink.pytensor as tp

HERE = os.path.dirname(os.path.abspath(__file__))
QUADRATIC_PARAMS = ParamsType(a=TensorType("float64", shape=()), b=ScalarType("float64"), c=Generic())


def bridged(inputs, outputs, target):
    return pytensor.function(inputs, outputs, mode=tp.mode(target))


class _Quadratic:
    """y = a*x**2 + b*x + c with a (0-d tensor), b (scalar) and c (any object) as params: what
    the C and ExternalCOp versions below share."""
    __props__ = ("a", "b", "c")
    params_type = QUADRATIC_PARAMS

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):  # pragma: no cover - C runs instead
        raise NotImplementedError


class QuadraticOp(_Quadratic, COp):
    """Its C in c_code, reading the params struct's fields."""

    def __init__(self, a, b, c):
        self.a, self.b, self.c = a, b, c

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (y,), p, fail = inputs, outputs, sub["params"], sub["fail"]
        t = node.inputs[0].type.dtype_specs()[1]
        return f"""
        {t} qa = ({t})(*(npy_float64*)PyArray_DATA({p}->a));
        {t} qb = ({t}){p}->b;
        {t} qc = ({t})PyFloat_AsDouble({p}->c);
        Py_XDECREF({y});
        {y} = (PyArrayObject*)PyArray_EMPTY(PyArray_NDIM({x}), PyArray_DIMS({x}), PyArray_TYPE({x}), 0);
        if (!{y} || PyArray_CopyInto({y}, {x}) != 0) {fail}
        {{
            {t}* d = ({t}*)PyArray_DATA({y});
            for (npy_intp k = 0; k < PyArray_SIZE({y}); k++)
                d[k] = qa * d[k] * d[k] + qb * d[k] + qc;
        }}
        """


class QuadraticExternalOp(_Quadratic, ExternalCOp):
    """Its C in a `#section` file (PARAMS_TYPE and DTYPE_PARAM_* macros)."""

    def __init__(self, a, b, c):
        super().__init__(os.path.join(HERE, "pt_c", "quadratic.c"), "APPLY_SPECIFIC(quadratic)")
        self.a, self.b, self.c = a, b, c


@pytest.mark.parametrize("external", [False, True])
def test_op_params(target, external):
    a, b, c = 2, 3, -7
    x = pt.matrix(dtype="float64")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)  # ExternalCOp is deprecated in PyTensor 3
        op = QuadraticExternalOp(a, b, c) if external else QuadraticOp(a, b, c)
    f = bridged([x], op(x), target)
    assert tp.report(f)["c_nodes"] == tp.report(f)["nodes"]
    vx = np.random.default_rng(1).normal(size=(30, 40))
    np.testing.assert_allclose(f(vx), a * vx**2 + b * vx + c, rtol=1e-12)
    # Two ops with equal params share one params value; different ones do not.
    f2 = bridged([x], [QuadraticOp(a, b, c)(x), QuadraticOp(1, 0, 0)(x)], target)
    y1, y2 = f2(vx)
    np.testing.assert_allclose(y1, a * vx**2 + b * vx + c, rtol=1e-12)
    np.testing.assert_allclose(y2, vx**2, rtol=1e-12)


class PointerOp(COp):
    """Wraps its input array's pointer as opaque C data (holding a reference)."""
    __props__ = ()

    def make_node(self, i):
        return Apply(self, [i], [CDataType("void *", "tl_test_decref")()])

    def c_support_code(self, **kwargs):
        return "static void tl_test_decref(void* p) { Py_XDECREF((PyObject*)p); }"

    def perform(self, *args, **kwargs):  # pragma: no cover - C runs instead
        raise NotImplementedError

    def c_code(self, node, name, inputs, outputs, sub):
        return f"""
        {outputs[0]} = (void*){inputs[0]};
        Py_INCREF({inputs[0]});
        """

    def c_code_cache_version(self):
        return (1,)


class UnwrapOp(COp):
    """The array behind a PointerOp's opaque pointer."""
    __props__ = ()

    def make_node(self, c):
        return Apply(self, [c], [TensorType("float32", shape=(None,))()])

    def perform(self, *args, **kwargs):  # pragma: no cover - C runs instead
        raise NotImplementedError

    def c_code(self, node, name, inputs, outputs, sub):
        return f"""
        Py_XDECREF({outputs[0]});
        {outputs[0]} = (PyArrayObject*){inputs[0]};
        Py_INCREF({outputs[0]});
        """

    def c_code_cache_version(self):
        return (1,)


def test_cdata_passes_through(target):
    i = TensorType("float32", shape=(None,))()
    f = bridged([i], UnwrapOp()(PointerOp()(i)), target)
    v = np.random.default_rng(2).standard_normal(9).astype("float32")
    np.testing.assert_array_equal(f(v), v)
    np.testing.assert_array_equal(f(v * 2), v * 2)


class EnumListOp(COp):
    """a OP b on two scalars, the operation chosen by an EnumList params value given by alias."""
    __props__ = ("op_chosen",)
    params_type = EnumList(("ADD", "+"), ("SUB", "-"), ("MULTIPLY", "*"), ("DIVIDE", "/"), ctype="unsigned long long")

    def __init__(self, op_chosen):
        assert self.params_type.has_alias(op_chosen)
        self.op_chosen = op_chosen

    def get_params(self, node):
        return self.op_chosen

    def make_node(self, a, b):
        return Apply(self, [ps.as_scalar(a), ps.as_scalar(b)], [ps.float64()])

    def perform(self, node, inputs, outputs):  # pragma: no cover - C runs instead
        raise NotImplementedError

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        (a, b), (o,), op, fail = inputs, outputs, sub["params"], sub["fail"]
        return f"""
        switch ({op}) {{
            case ADD: {o} = {a} + {b}; break;
            case SUB: {o} = {a} - {b}; break;
            case MULTIPLY: {o} = {a} * {b}; break;
            case DIVIDE: {o} = {a} / {b}; break;
            default: {{ PyErr_SetString(PyExc_ValueError, "unknown operation"); {fail} }}
        }}
        """


def test_op_with_enumlist(target):
    a, b = ps.int32(), ps.int32()
    outs = [EnumListOp(alias)(a, b) for alias in "+-*/"]
    f = bridged([a, b], outs, target)
    got = f(12, 15)
    assert got == [12 + 15, 12 - 15, 12 * 15, 12 // 15]
    assert all(isinstance(v, np.float64) for v in got)


class CEnumOp(COp):
    """Outputs the C value of a CEnumType constant from a header (not the Python numbering)."""
    __props__ = ("python_value",)
    params_type = CEnumType(("MILLION", "million"), ("BILLION", "billion"), ("TWO_BILLIONS", "two_billions"),
                            ctype="size_t")

    def __init__(self, name):
        self.python_value = self.params_type.fromalias(name)

    def c_header_dirs(self, **kwargs):
        return [os.path.join(HERE, "pt_c")]

    def c_headers(self, **kwargs):
        return ["cenum_values.h"]

    def get_params(self, node):
        return self.python_value

    def make_node(self):
        return Apply(self, [], [ps.uint32()])

    def perform(self, *args, **kwargs):  # pragma: no cover - C runs instead
        raise NotImplementedError

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        return f"{outputs[0]} = {sub['params']};"


def test_op_with_cenumtype(target):
    assert CEnumOp.params_type.MILLION == 0 and CEnumOp.params_type.TWO_BILLIONS == 2
    outs = [CEnumOp(n)() for n in ("million", "billion", "two_billions")]
    f = bridged([], outs, target)
    million, billion, two_billions = f()
    assert million == 1000000
    assert billion == million * 1000
    assert two_billions == billion * 2
