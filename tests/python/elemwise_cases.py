"""Elementwise test cases shared by test_elemwise.py (against NumPy) and test_compare.py
(between the targets): the binary ops and the dtype pairs covering NumPy's promotions, the
transcendental functions with their NumPy references, hypothesis strategies for values and
broadcast shapes, memory layouts, the compiled functions (built once per signature) and the
ulp distance."""
import functools
import math

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import twinlink
import twinlink.tensor as T
from golden_graphs import sigmoid_reference
from twinlink.tensor import TensorType

BINARY = ["add", "sub", "mul", "true_div", "floor_div", "mod", "maximum", "minimum",
          "lt", "le", "gt", "ge", "eq", "neq", "and", "or", "xor",
          "fmax", "fmin", "heaviside", "logical_and", "logical_or", "logical_xor"]
NUMPY = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "true_div": np.true_divide,
         "floor_div": np.floor_divide, "mod": np.remainder, "maximum": np.maximum, "minimum": np.minimum,
         "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal, "eq": np.equal,
         "neq": np.not_equal, "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
         "pow": np.power, "fmax": np.fmax, "fmin": np.fmin, "heaviside": np.heaviside,
         "logical_and": np.logical_and, "logical_or": np.logical_or, "logical_xor": np.logical_xor}
# NumPy's fmax and fmin give either of two equal zeros, depending on the array's length (its
# scalar and vector loops differ): compared to NumPy without the zero's sign
ZERO_SIGN_FREE = {"fmax", "fmin"}
PAIRS = [("int8", "int8"), ("int8", "uint8"), ("int16", "uint16"), ("int32", "float32"), ("int64", "uint64"),
         ("uint32", "int64"), ("float32", "float64"), ("float32", "float32"), ("bool", "bool"), ("bool", "float32"),
         ("uint64", "uint64"), ("int64", "int64"), ("float64", "float64")]


def supported(name, dx, dy):
    try:
        with np.errstate(all="ignore"):
            NUMPY[name](np.zeros(1, dx), np.zeros(1, dy))
        return True
    except TypeError:
        return False


@functools.lru_cache(maxsize=None)
def binary_function(dx, dy, ny, target):
    x = TensorType(dx, shape=(None, None))("x")
    y = TensorType(dy, shape=(None,) * ny)("y")
    names = [n for n in BINARY if supported(n, dx, dy)]
    outs = [T.apply_scalar(n, x, y) for n in names]
    return names, twinlink.function([x, y], outs, target=target)


def layout(arr, kind):
    """The same values in another memory layout."""
    if kind == "fortran" and arr.ndim:
        return np.asfortranarray(arr)
    if kind == "reversed" and arr.ndim:
        return np.flip(np.flip(arr).copy())
    if kind == "strided" and arr.ndim:
        big = np.repeat(arr, 2, axis=-1)
        return big[..., ::2]
    return arr


def values(dtype, shape):
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        elements = st.floats(width=dtype.itemsize * 8, allow_subnormal=False) | st.sampled_from([0.0, -0.0, 1.0, -1.0, 0.5, 3.0])
        return hnp.arrays(dtype, shape, elements=elements)
    return hnp.arrays(dtype, shape)


@st.composite
def binary_case(draw):
    dx, dy = draw(st.sampled_from(PAIRS))
    ny = draw(st.integers(0, 2))
    shapes = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, base_shape=(), min_dims=0, max_dims=2, max_side=4))
    sx, sy = shapes.input_shapes
    sx = (1,) * (2 - len(sx)) + sx  # x is 2-d; y has its own rank
    sy = ((1,) * ny + sy)[len(sy):] if ny else ()  # exactly ny trailing dims (broadcast-compatible)
    a = draw(values(dx, sx))
    b = draw(values(dy, sy))
    return dx, dy, ny, a, b, draw(st.sampled_from(["c", "fortran", "reversed", "strided"]))


TRANSCENDENTAL = {"exp": np.exp, "log": np.log, "log1p": np.log1p, "expm1": np.expm1, "sqrt": np.sqrt,
                  "sin": np.sin, "cos": np.cos, "tan": np.tan, "tanh": np.tanh,
                  "sigmoid": lambda v: sigmoid_reference(v),
                  "softplus": lambda v: np.logaddexp(0, v),
                  "erf": np.vectorize(math.erf, otypes=[float])}


@functools.lru_cache(maxsize=None)
def unary_function(dtype, target, names):
    x = TensorType(dtype, shape=(None,))("x")
    return twinlink.function([x], [T.apply_scalar(n, x) for n in names], target=target)


def ulps(got, expected):
    """Distance in units in the last place (0 where both are NaN or equal)."""
    got, expected = np.asarray(got), np.asarray(expected).astype(got.dtype)
    both_nan = np.isnan(got) & np.isnan(expected)
    same = (got == expected) | both_nan
    spacing = np.spacing(np.abs(expected).astype(got.dtype))
    with np.errstate(all="ignore"):
        d = np.abs(got.astype(np.float64) - expected.astype(np.float64)) / spacing.astype(np.float64)
    return np.where(same, 0.0, d)
