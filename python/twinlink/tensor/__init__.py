"""Tensors: `TensorType`, the usual shorthands (`dvector`, `fmatrix`, ...), `upcast`, and the
ops on tensors as functions (`exp`, `sum`, `dot`, `concatenate`, ...). Importing this package
imports every tensor op module, which registers the operators of tensor variables and the
elementwise fusion `function` applies."""
from ..scalar import upcast
from .blas import Dot, dot, matmul
from .convert import as_tensor
from .elemwise import Elemwise, apply_scalar, cast, fuse
from .reduce import Reduce, normalize_axes, reduce
from .shape_ops import DimShuffle, Join, Reshape, Shape, Shape_i, Subtensor, shape_i, shape_op
from .type import DTYPES, TensorType
from .variable import TensorConstant, TensorVariable, register_operation

FLOATX = "float64"


def _maker(ndim, default_dtype=None, doc=""):
    def make(name=None, dtype=None, shape=None):
        dtype = dtype or default_dtype or FLOATX
        return TensorType(dtype, shape=shape if shape is not None else (None,) * ndim)(name)

    make.__doc__ = doc or f"A {ndim}-d tensor variable (dtype defaults to {default_dtype or FLOATX})."
    return make


scalar = _maker(0)
vector = _maker(1)
matrix = _maker(2)
tensor3 = _maker(3)
tensor4 = _maker(4)

dscalar, dvector, dmatrix = _maker(0, "float64"), _maker(1, "float64"), _maker(2, "float64")
fscalar, fvector, fmatrix = _maker(0, "float32"), _maker(1, "float32"), _maker(2, "float32")
iscalar, ivector, imatrix = _maker(0, "int32"), _maker(1, "int32"), _maker(2, "int32")
lscalar, lvector, lmatrix = _maker(0, "int64"), _maker(1, "int64"), _maker(2, "int64")
bscalar, bvector, bmatrix = _maker(0, "int8"), _maker(1, "int8"), _maker(2, "int8")


def tensor(dtype=None, shape=None, name=None):
    """A tensor variable of any rank: `tensor("float32", shape=(None, 3))`."""
    if shape is None:
        raise TypeError("tensor() needs a shape (use None for unknown lengths)")
    return TensorType(dtype or FLOATX, shape=shape)(name)


__all__ = [
    "DTYPES", "TensorType", "upcast", "scalar", "vector", "matrix", "tensor3", "tensor4", "tensor",
    "dscalar", "dvector", "dmatrix", "fscalar", "fvector", "fmatrix", "iscalar", "ivector", "imatrix",
    "lscalar", "lvector", "lmatrix", "bscalar", "bvector", "bmatrix",
]


# -- elementwise operations ------------------------------------------------------------------
def _unary(name):
    def f(x):
        return apply_scalar(name, x)
    f.__name__ = name
    f.__doc__ = f"Elementwise {name}, with NumPy's dtype rules."
    return f


def _binary(name):
    def f(x, y):
        return apply_scalar(name, x, y)
    f.__name__ = name
    f.__doc__ = f"Elementwise {name} with NumPy broadcasting and promotion."
    return f


exp, log, log1p, expm1, sqrt = (_unary(n) for n in ("exp", "log", "log1p", "expm1", "sqrt"))
sin, cos, tan, tanh, erf = (_unary(n) for n in ("sin", "cos", "tan", "tanh", "erf"))
sigmoid, softplus, floor, ceil = (_unary(n) for n in ("sigmoid", "softplus", "floor", "ceil"))
erfc, exp2, log2, log10, cbrt = (_unary(n) for n in ("erfc", "exp2", "log2", "log10", "cbrt"))
arcsin, arccos, arctan = (_unary(n) for n in ("arcsin", "arccos", "arctan"))
sinh, cosh, arcsinh, arccosh, arctanh = (_unary(n) for n in ("sinh", "cosh", "arcsinh", "arccosh", "arctanh"))
gammaln, digamma = _unary("gammaln"), _unary("digamma")
arctan2 = _binary("arctan2")
round_ = _unary("round")
neg, abs_, invert = _unary("neg"), _unary("abs"), _unary("invert")
add, sub, mul, true_div, floor_div = (_binary(n) for n in ("add", "sub", "mul", "true_div", "floor_div"))
mod, pow_, maximum, minimum = (_binary(n) for n in ("mod", "pow", "maximum", "minimum"))
lt, le, gt, ge, eq, neq = (_binary(n) for n in ("lt", "le", "gt", "ge", "eq", "neq"))
and_, or_, xor = _binary("and"), _binary("or"), _binary("xor")
isnan, isinf, isfinite, logical_not = (_unary(n) for n in ("isnan", "isinf", "isfinite", "logical_not"))
sign, square, reciprocal, trunc = (_unary(n) for n in ("sign", "square", "reciprocal", "trunc"))
logical_and, logical_or, logical_xor = (_binary(n) for n in ("logical_and", "logical_or", "logical_xor"))
fmax, fmin, heaviside = (_binary(n) for n in ("fmax", "fmin", "heaviside"))


def where(condition, x, y):
    """`x` where `condition` holds, else `y` (broadcast together)."""
    return apply_scalar("where", condition, x, y)


def clip(x, lo, hi):
    """`x` limited to [lo, hi], as np.clip (NaN propagates)."""
    return minimum(maximum(x, lo), hi)


# NumPy's names (they shadow the builtins inside this module only, as in numpy).
abs = abs_  # noqa: A001
round = round_  # noqa: A001
pow = pow_  # noqa: A001
absolute, rint, negative, power = abs_, round_, neg, pow_
divide = true_divide = true_div
floor_divide, remainder, subtract, multiply = floor_div, mod, sub, mul
equal, not_equal, less, less_equal, greater, greater_equal = eq, neq, lt, le, gt, ge
bitwise_and, bitwise_or, bitwise_xor, bitwise_not = and_, or_, xor, invert


# -- reductions ---------------------------------------------------------------------------------
def _reduction(kind):
    def f(x, axis=None, keepdims=False):
        return reduce(kind, x, axis=axis, keepdims=keepdims)
    f.__name__ = kind
    f.__doc__ = f"{kind} over `axis` (an int, a tuple of ints, or None for all), as numpy.{kind}."
    return f


sum, prod, max, min, mean = (_reduction(k) for k in ("sum", "prod", "max", "min", "mean"))  # noqa: A001
argmax, argmin, any, all = (_reduction(k) for k in ("argmax", "argmin", "any", "all"))  # noqa: A001


def var(x, axis=None, ddof=0, keepdims=False):
    """numpy.var: the mean of the squared deviations from the mean over `axis`, divided by
    (count - ddof) instead of the count when `ddof` is given; computed as NumPy computes it
    (integers and bools in float64), so reducing one axis of a C-contiguous array gives
    NumPy's bits."""
    x = as_tensor(x)
    if x.type.dtype.startswith(("int", "uint", "bool")):
        x = cast(x, "float64")
    deviation = x - mean(x, axis=axis, keepdims=True)
    squares = deviation * deviation
    if not ddof:
        return mean(squares, axis=axis, keepdims=keepdims)
    axes = normalize_axes("var", axis, x.type.ndim)
    count = shape_i(x, axes[0]) if axes else 1
    for a in axes[1:]:
        count = count * shape_i(x, a)
    count = cast(maximum(count - ddof, 0), x.type.dtype)
    return sum(squares, axis=axis, keepdims=keepdims) / count


def std(x, axis=None, ddof=0, keepdims=False):
    """numpy.std: the square root of `var` (same arguments)."""
    return sqrt(var(x, axis=axis, ddof=ddof, keepdims=keepdims))


register_operation("var", var)
register_operation("std", std)


# -- shapes ---------------------------------------------------------------------------------------
def transpose(x, axes=None):
    return as_tensor(x).transpose(*(axes or ()))


def dimshuffle(x, *pattern):
    return as_tensor(x).dimshuffle(*pattern)


def reshape(x, shape):
    return as_tensor(x).reshape(shape)


def flatten(x):
    return as_tensor(x).flatten()


def concatenate(tensors, axis=0):
    """np.concatenate for tensors of equal rank."""
    tensors = [as_tensor(t) for t in tensors]
    nd = tensors[0].type.ndim if tensors else 0
    return Join(axis % nd if nd else axis, False)(*tensors)


def stack(tensors, axis=0):
    """np.stack: a new axis `axis`."""
    tensors = [as_tensor(t) for t in tensors]
    nd = (tensors[0].type.ndim if tensors else 0) + 1
    return Join(axis % nd, True)(*tensors)


def shape(x):
    """The shape of `x` as an int64 vector (the Shape op, via TensorType's registered C)."""
    return shape_op(as_tensor(x))
