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
