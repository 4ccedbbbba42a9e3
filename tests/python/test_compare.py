"""`twinlink.compare` on the op library's property-test graphs: arithmetic graphs
(elementwise, reductions, dot) are bit-identical on the two targets, apart from NaN sign and
payload bits (the wasm engines canonicalise NaNs); so are transcendental functions, which are
twinlink's own (python/twinlink/tensor/libm.c) rather than the platform's libm.
tests/python/test_libm.py checks every function of that library on 10^5 points per dtype."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import twinlink
import twinlink.tensor as T
from elemwise_cases import TRANSCENDENTAL, binary_case, binary_function, layout, unary_function

COMPARE_ULP = {}


def assert_bit_identical(c, what):
    for o in c.outputs:
        # Only NaN sign/payload bits may differ, and only where both sides are NaN.
        assert o.mismatches == o.nan_payloads, f"{what}, {o.name}: {c}"
        assert o.max_ulp == 0 and o.max_abs == 0, f"{what}, {o.name}: {c}"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=binary_case())
def test_elementwise_arithmetic_is_bit_identical(case):
    dx, dy, ny, a, b, kind = case
    names, f = binary_function(dx, dy, ny, "native")
    c = twinlink.compare(f, layout(a, kind), layout(b, kind))
    assert_bit_identical(c, f"{names} on {dx}, {dy}")


@pytest.fixture(scope="module")
def reductions_and_dot():
    x, y = T.dmatrix("x"), T.dmatrix("y")
    outs = [x.sum(axis=0), x.sum(axis=1), x.prod(axis=0), x.mean(), x.max(axis=1), x.min(axis=0),
            T.argmax(x, axis=1), T.dot(x, y), T.dot(x, y).sum()]
    return twinlink.function([x, y], outs, target="native")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_reductions_and_dot_are_bit_identical(reductions_and_dot, data):
    n, k, m = (data.draw(st.integers(1, 9)) for _ in range(3))
    finite = st.floats(-1e3, 1e3, allow_nan=False)
    a = data.draw(hnp.arrays(np.float64, (n, k), elements=finite))
    b = data.draw(hnp.arrays(np.float64, (k, m), elements=finite))
    c = twinlink.compare(reductions_and_dot, layout(a, data.draw(st.sampled_from(["c", "fortran", "reversed"]))), b)
    assert c.identical, str(c)


def test_numpy_style_composites_are_bit_identical():
    m = T.dmatrix("m")
    outs = [T.var(m, axis=1), T.std(m, ddof=1), T.logsumexp(m, axis=0), T.softmax(m, axis=1), T.log_softmax(m),
            T.sign(m) * T.square(m) + T.reciprocal(m), T.heaviside(m, 0.5), T.fmax(m, -m)]
    f = twinlink.function([m], outs, target="native")
    a = np.random.default_rng(23).normal(size=(9, 9)) * 40
    a[0, :3] = [np.nan, np.inf, -0.0]
    assert_bit_identical(twinlink.compare(f, a), "var, std, softmax family and simple functions")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_transcendental_functions_are_bit_identical(dtype, data):
    names = tuple(TRANSCENDENTAL)
    f = unary_function(dtype, "native", names)
    width = np.dtype(dtype).itemsize * 8
    values = st.floats(-30, 30, width=width) | st.floats(0, 1e6, width=width) | st.floats(width=width)
    a = data.draw(hnp.arrays(dtype, st.integers(1, 64), elements=values))
    c = twinlink.compare(f, a)
    for name, o in zip(names, c.outputs):
        COMPARE_ULP[(dtype, name)] = max(COMPARE_ULP.get((dtype, name), 0.0), o.max_ulp)
    assert_bit_identical(c, f"transcendental functions on {dtype}")


class Report(twinlink.Op):
    """A Generic output built in C: {"pointer": str(sizeof(void*)), "values": [array of 0.5,
    0/0 and -2.0, 1.5, None]}: the pointer size differs between the targets (8 natively, 4
    in wasm32) and so do the sign and payload bits of the NaN 0/0 makes on x86."""

    __props__ = ()

    def make_node(self, x):
        return twinlink.Apply(self, [x], [twinlink.Generic()("out")])

    def c_headers(self, **kw):
        return ["<numpy/arrayobject.h>", "<stdio.h>"]

    def c_init_code(self, **kw):
        return ["import_array();"]

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        fail = sub["fail"]
        return f"""{{
        char text[8];
        snprintf(text, sizeof text, "%d", (int)sizeof(void*));
        npy_intp three = 3;
        PyArrayObject* a = (PyArrayObject*)PyArray_SimpleNew(1, &three, NPY_FLOAT64);
        if (a == NULL) {{ {fail} }}
        volatile double zero = PyFloat_AsDouble({x});
        double* v = (double*)PyArray_DATA(a);
        v[0] = 0.5; v[1] = zero / zero; v[2] = -2.0;
        PyObject* d = PyDict_New();
        PyObject* list = PyList_New(3);
        PyObject* s = PyUnicode_FromString(text);
        if (d == NULL || list == NULL || s == NULL) {{ Py_XDECREF(d); Py_XDECREF(list); Py_XDECREF(s); Py_DECREF(a); {fail} }}
        PyList_SET_ITEM(list, 0, (PyObject*)a);
        PyList_SET_ITEM(list, 1, PyFloat_FromDouble(1.5));
        Py_INCREF(Py_None);
        PyList_SET_ITEM(list, 2, Py_None);
        PyDict_SetItemString(d, "pointer", s);
        PyDict_SetItemString(d, "values", list);
        Py_DECREF(s); Py_DECREF(list);
        Py_XDECREF({z});
        {z} = d;
        }}"""


def test_compare_reports_inside_containers():
    x = twinlink.Generic()("x")
    f = twinlink.function([x], Report()(x), target="native")
    c = twinlink.compare(f, 0.0)
    by_name = {o.name: o for o in c.outputs}
    assert list(by_name) == ["out['pointer']", "out['values'][0]", "out['values'][1]", "out['values'][2]"]
    pointer = by_name["out['pointer']"]
    assert not pointer.identical and pointer.first["expected"] == "'8'" and pointer.first["got"] == "'4'"
    values = by_name["out['values'][0]"]
    assert (values.elements, values.mismatches, values.nan_payloads, values.max_ulp) == (3, 1, 1, 0.0)
    assert by_name["out['values'][1]"].identical and by_name["out['values'][2]"].identical
    assert not c.identical
    assert "out['pointer']: 1 of 1 elements differ" in str(c)
