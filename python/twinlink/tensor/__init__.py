"""Tensors: `TensorType`, the usual shorthands (`dvector`, `fmatrix`, ...), `upcast`, and the
ops on tensors as functions (`exp`, `sum`, `dot`, `concatenate`, ...). Importing this package
imports every tensor op module, which registers the operators of tensor variables and the
elementwise fusion `function` applies."""
import builtins
import inspect

import numpy as np

from ..scalar import upcast
from .blas import Dot, dot, matmul
from .convert import as_tensor
from .elemwise import Elemwise, apply_scalar, cast, fuse
from .reduce import BinCount, Cumulative, Reduce, bincount, cumulative, normalize_axes, reduce
from .shape_ops import (ContractedLength, Diagonal, DimShuffle, Join, MaskSelect, Nonzero, Repeat, RepeatCounts, Reshape, Roll, Shape,
                        Shape_i, Subtensor, Take, TakeAlong, Triangle, diagonal, repeat, roll, shape_i, shape_op, take,
                        take_along_axis, tril, triu)
from .sort import (Interp, Median, Quantile, SearchSorted, Sort, Unique, argsort, digitize, interp, median, nanmedian,
                   nanpercentile, nanquantile, percentile, quantile, searchsorted, sort, unique)
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
gammaln, digamma, gamma = _unary("gammaln"), _unary("digamma"), _unary("gamma")
j0, j1 = _unary("j0"), _unary("j1")  # scipy.special's names: C's j0 and j1
arctan2 = _binary("arctan2")
_rint = _unary("round")


def _power_of_ten(n):
    """10^n as NumPy's round computes it (a table to 10^8, then products by 10)."""
    if n < 9:
        return 10.0 ** n
    out = 1e9
    for _ in range(n - 9):
        out *= 10.0
    return out


def round_(x, decimals=0):
    """numpy.round (numpy.around): to the nearest integer, ties to even; with `decimals` as
    NumPy computes it: x times 10^decimals (in x's dtype; integers in float64 and back), rounded,
    divided by it (for decimals < 0: divided, rounded, multiplied). Integers with decimals >= 0
    are unchanged."""
    x = as_tensor(x)
    if not isinstance(decimals, (int, np.integer)) or isinstance(decimals, bool):
        raise TypeError(f"round: decimals must be an int, not {decimals!r}")
    kind = np.dtype(x.type.dtype).kind
    if decimals == 0 or (kind in "iub" and decimals > 0):
        return _rint(x)
    n = int(decimals) if decimals > 0 else -int(decimals)  # (`abs` here is the tensor function)
    f = np.dtype("float64" if kind in "iub" else x.type.dtype).type(_power_of_ten(n))
    y = _rint(x * f) / f if decimals > 0 else _rint(x / f) * f
    return cast(y, x.type.dtype) if kind in "iub" else y


neg, abs_, invert = _unary("neg"), _unary("abs"), _unary("invert")
add, sub, mul, true_div, floor_div = (_binary(n) for n in ("add", "sub", "mul", "true_div", "floor_div"))
mod, pow_, maximum, minimum = (_binary(n) for n in ("mod", "pow", "maximum", "minimum"))
lt, le, gt, ge, eq, neq = (_binary(n) for n in ("lt", "le", "gt", "ge", "eq", "neq"))
and_, or_, xor = _binary("and"), _binary("or"), _binary("xor")
isnan, isinf, isfinite, logical_not = (_unary(n) for n in ("isnan", "isinf", "isfinite", "logical_not"))
sign, square, reciprocal, trunc = (_unary(n) for n in ("sign", "square", "reciprocal", "trunc"))
logical_and, logical_or, logical_xor = (_binary(n) for n in ("logical_and", "logical_or", "logical_xor"))
fmax, fmin, heaviside = (_binary(n) for n in ("fmax", "fmin", "heaviside"))
deg2rad, rad2deg = _unary("deg2rad"), _unary("rad2deg")
signbit, fabs, copysign, fmod = _unary("signbit"), _unary("fabs"), _binary("copysign"), _binary("fmod")


def full_like(x, fill_value, dtype=None):
    """numpy.full_like: `fill_value` in the shape of `x`, in `dtype` (default x's)."""
    x = as_tensor(x)
    dt = np.dtype(dtype or x.type.dtype)
    if dt.name not in DTYPES:
        raise TypeError(f"full_like: unsupported dtype {dt}")
    return apply_scalar("second", x, dt.type(fill_value))


def zeros_like(x, dtype=None):
    """numpy.zeros_like."""
    return full_like(x, 0, dtype)


def ones_like(x, dtype=None):
    """numpy.ones_like."""
    return full_like(x, 1, dtype)


def empty_like(x, dtype=None):
    """numpy.empty_like: here zeros (NumPy leaves the values unspecified)."""
    return full_like(x, 0, dtype)


def _in_dtype_of(ufunc, x, y):
    """x and y as tensors converted to the float dtype NumPy's `ufunc` computes them in
    (float16 as float32, as twinlink computes it)."""
    x, y = as_tensor(x), as_tensor(y)
    dt = ufunc(np.empty(0, x.type.dtype), np.empty(0, y.type.dtype)).dtype
    dt = np.float32 if dt == np.float16 else dt
    return cast(x, dt), cast(y, dt)


def logaddexp(x, y):
    """numpy.logaddexp: log(exp(x) + exp(y)) without overflow, as NumPy computes it: x + log 2
    where x == y, else the larger plus log1p(exp(-|x - y|)) (NaN where either is NaN), in
    NumPy's dtype (integers are converted first)."""
    x, y = _in_dtype_of(np.logaddexp, x, y)
    return where(eq(x, y), x + _LN2, maximum(x, y) + log1p(exp(-abs_(x - y))))


def logaddexp2(x, y):
    """numpy.logaddexp2: log2(2**x + 2**y), as NumPy computes it: x + 1 where x == y, else the
    larger plus log1p(2**(-|x - y|)) / log 2."""
    x, y = _in_dtype_of(np.logaddexp2, x, y)
    return where(eq(x, y), x + 1, maximum(x, y) + log1p(exp2(-abs_(x - y))) * _LOG2E)


_LN2, _LOG2E = 0.6931471805599453, 1.4426950408889634


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
absolute, rint, negative, power = abs_, _rint, neg, pow_
around = round_
radians, degrees = deg2rad, rad2deg
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


sum, prod, mean = (_reduction(k) for k in ("sum", "prod", "mean"))  # noqa: A001
argmax, argmin, any, all = (_reduction(k) for k in ("argmax", "argmin", "any", "all"))  # noqa: A001


def _extremum(kind, binary):
    def f(x, axis=None, keepdims=False, *, initial=None):
        if initial is None:
            return reduce(kind, x, axis=axis, keepdims=keepdims)
        x = as_tensor(x)
        if np.ndim(initial) != 0:
            raise ValueError(f"{kind}: initial must be a scalar, not an array of shape {np.shape(initial)}")
        # NumPy converts `initial` to x's dtype (0.5 becomes 0 for ints; out of range raises)
        start = np.array(initial, dtype=x.type.dtype)[()]
        return binary(reduce(kind, x, axis=axis, keepdims=keepdims, allow_empty=True), start)
    f.__name__ = kind
    f.__doc__ = (f"{kind} over `axis` (an int, a tuple of ints, or None for all), as numpy.{kind}; with "
                 f"`initial` (a scalar, in x's dtype) also over it, so an empty slice gives it.")
    return f


max = _extremum("max", maximum)  # noqa: A001
min = _extremum("min", minimum)  # noqa: A001
amax, amin = max, min


def ptp(x, axis=None, *, keepdims=False):
    """numpy.ptp: the maximum less the minimum over `axis`."""
    return max(x, axis=axis, keepdims=keepdims) - min(x, axis=axis, keepdims=keepdims)


def count_nonzero(x, axis=None, *, keepdims=False):
    """numpy.count_nonzero: the number of nonzero elements over `axis`, as int64."""
    return sum(neq(x, 0), axis=axis, keepdims=keepdims)


# -- NaN-aware reductions and comparisons (NumPy's computations, from the ops above) ------------
def _is_float(x):
    return as_tensor(x).type.dtype.startswith("float")


def _float(x):
    """`x` as a tensor, integers and bools converted to float64 (as NumPy's var, isclose and
    scipy.special compute them)."""
    x = as_tensor(x)
    return x if _is_float(x) else cast(x, "float64")


def nansum(x, axis=None, keepdims=False):
    """numpy.nansum: the sum with NaN counted as 0 (0 for an all-NaN or empty slice)."""
    x = as_tensor(x)
    return sum(where(isnan(x), 0, x) if _is_float(x) else x, axis=axis, keepdims=keepdims)


def nanmean(x, axis=None, keepdims=False):
    """numpy.nanmean: the mean of the elements that are not NaN (NaN for an all-NaN or empty
    slice), divided in float64 and rounded to the result's dtype as NumPy does."""
    x = as_tensor(x)
    if not _is_float(x):
        return mean(x, axis=axis, keepdims=keepdims)
    count = sum(logical_not(isnan(x)), axis=axis, keepdims=keepdims)
    return cast(nansum(x, axis=axis, keepdims=keepdims) / cast(count, "float64"), x.type.dtype)


def _nan_extreme(kind, x, axis, keepdims):
    x = as_tensor(x)
    if not _is_float(x):
        return reduce(kind, x, axis=axis, keepdims=keepdims)
    nan = isnan(x)
    folded = reduce(kind, where(nan, float("-inf") if kind == "max" else float("inf"), x), axis=axis, keepdims=keepdims)
    return where(all(nan, axis=axis, keepdims=keepdims), float("nan"), folded)


def nanmax(x, axis=None, keepdims=False):
    """numpy.nanmax: the maximum ignoring NaN (NaN for an all-NaN slice; an empty one raises)."""
    return _nan_extreme("max", x, axis, keepdims)


def nanmin(x, axis=None, keepdims=False):
    """numpy.nanmin: the minimum ignoring NaN (NaN for an all-NaN slice; an empty one raises)."""
    return _nan_extreme("min", x, axis, keepdims)


def nan_to_num(x, nan=0.0, posinf=None, neginf=None):
    """numpy.nan_to_num: NaN to `nan`, +inf to `posinf` (default: the largest finite value of
    the dtype), -inf to `neginf` (the lowest); integer and bool tensors unchanged."""
    x = as_tensor(x)
    if not _is_float(x):
        return x
    info = np.finfo(x.type.dtype)
    hi = float(info.max) if posinf is None else posinf
    lo = float(info.min) if neginf is None else neginf
    return where(isnan(x), nan, where(eq(x, float("inf")), hi, where(eq(x, float("-inf")), lo, x)))


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """numpy.isclose: |a - b| <= atol + rtol |b| where b is finite, or a == b; with
    `equal_nan`, NaN against NaN too (b is taken as a float, as NumPy does)."""
    a, b = as_tensor(a), _float(b)
    close = logical_or(logical_and(le(abs_(a - b), atol + rtol * abs_(b)), isfinite(b)), eq(a, b))
    return logical_or(close, logical_and(isnan(a), isnan(b))) if equal_nan else close


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """numpy.allclose: all of `isclose` (a bool scalar)."""
    return all(isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan))


def cumsum(x, axis=None):
    """numpy.cumsum: running sums along `axis` (None: over the elements in C order), each the
    previous one plus the next element, as NumPy's, in NumPy's dtype (integers widen)."""
    return cumulative("sum", x, axis)


def cumprod(x, axis=None):
    """numpy.cumprod: running products along `axis` (None: over the elements in C order)."""
    return cumulative("prod", x, axis)


def _count(op_name, x, axis):
    """The number of elements a reduction over `axis` takes per output: the product of those
    axes' lengths (an int64 scalar; 1 for no axis)."""
    axes = normalize_axes(op_name, axis, x.type.ndim)
    count = shape_i(x, axes[0]) if axes else 1
    for a in axes[1:]:
        count = count * shape_i(x, a)
    return count


def var(x, axis=None, *, ddof=0, keepdims=False):
    """numpy.var: the mean of the squared deviations from the mean over `axis`, divided by
    (count - ddof) instead of the count when `ddof` is given; computed as NumPy computes it
    (integers and bools in float64), so reducing one axis of a C-contiguous array gives
    NumPy's bits."""
    x = _float(x)
    deviation = x - mean(x, axis=axis, keepdims=True)
    squares = deviation * deviation
    if not ddof:
        return mean(squares, axis=axis, keepdims=keepdims)
    count = _count("var", x, axis)
    # NumPy divides by max(count - ddof, 0) in float64 and rounds into the result's dtype
    count = cast(maximum(count - ddof, 0), "float64")
    return cast(sum(squares, axis=axis, keepdims=keepdims) / count, x.type.dtype)


def std(x, axis=None, *, ddof=0, keepdims=False):
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


def ravel(x):
    """numpy.ravel: the elements in C order as a vector (a copy, as every shape op here)."""
    return flatten(x)


def expand_dims(x, axis):
    """numpy.expand_dims: new axes of length 1 at `axis` (an int or a tuple) of the result."""
    x = as_tensor(x)
    new = normalize_axes("expand_dims", axis, x.type.ndim + (len(axis) if isinstance(axis, (tuple, list)) else 1))
    rest = iter(range(x.type.ndim))
    return x.dimshuffle(*["x" if d in new else next(rest) for d in range(x.type.ndim + len(new))])


def squeeze(x, axis=None):
    """numpy.squeeze: drops axes of length 1. With `axis` (an int or a tuple) those axes, whose
    length is checked when the function runs; without, as PyTensor's, the axes whose length
    is known to be 1 when the graph is built (an axis of unknown length stays, since the
    result's rank cannot depend on the call)."""
    x = as_tensor(x)
    shape = x.type.shape
    if axis is None:
        drop = [d for d, n in enumerate(shape) if n == 1]
    else:
        drop = normalize_axes("squeeze", axis, x.type.ndim)
        for d in drop:
            if shape[d] not in (1, None):
                raise ValueError(f"squeeze: cannot select axis {d}, of length {shape[d]}: it is not 1")
    return x.dimshuffle(*[d for d in range(x.type.ndim) if d not in drop])


def swapaxes(x, axis1, axis2):
    """numpy.swapaxes."""
    x = as_tensor(x)
    a, b = (normalize_axes("swapaxes", v, x.type.ndim)[0] for v in (axis1, axis2))
    order = list(range(x.type.ndim))
    order[a], order[b] = b, a
    return x.transpose(order)


def moveaxis(x, source, destination):
    """numpy.moveaxis: axes `source` moved to positions `destination` (ints or tuples of the
    same length), the others keeping their order."""
    x = as_tensor(x)
    src = [source] if isinstance(source, (int, np.integer)) else list(source)
    dst = [destination] if isinstance(destination, (int, np.integer)) else list(destination)
    if len(src) != len(dst):
        raise ValueError("moveaxis: `source` and `destination` must have the same number of elements")
    nd = x.type.ndim
    src = [normalize_axes("moveaxis", s, nd)[0] for s in src]
    dst = [normalize_axes("moveaxis", d, nd)[0] for d in dst]
    if len(set(src)) != len(src) or len(set(dst)) != len(dst):
        raise ValueError("moveaxis: repeated axis in `source` or `destination`")
    order = [d for d in range(nd) if d not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return x.transpose(order)


def flip(x, axis=None):
    """numpy.flip: the order of the elements reversed along `axis` (an int, a tuple, or None
    for every axis)."""
    x = as_tensor(x)
    axes = normalize_axes("flip", axis, x.type.ndim)
    return x[tuple(slice(None, None, -1) if d in axes else slice(None) for d in range(x.type.ndim))]


def flipud(x):
    """numpy.flipud: flip along axis 0."""
    return flip(x, 0)


def fliplr(x):
    """numpy.fliplr: flip along axis 1 (at least two dimensions)."""
    x = as_tensor(x)
    if x.type.ndim < 2:
        raise ValueError("fliplr: the input must have at least 2 dimensions")
    return flip(x, 1)


def _at_least(nd, arys, where):
    """Each of `arys` with `nd` dimensions at least, new axes of length 1 at the positions
    `where[ndim]` gives for an input of ndim dimensions (numpy.atleast_1d/2d/3d)."""
    out = []
    for a in arys:
        a = as_tensor(a)
        k = a.type.ndim
        out.append(a if k >= nd else expand_dims(a, where[k]))
    return out[0] if len(out) == 1 else out


def atleast_1d(*arys):
    """numpy.atleast_1d."""
    return _at_least(1, arys, {0: 0})


def atleast_2d(*arys):
    """numpy.atleast_2d: a vector becomes a row."""
    return _at_least(2, arys, {0: (0, 1), 1: 0})


def atleast_3d(*arys):
    """numpy.atleast_3d: a vector of n becomes (1, n, 1), a matrix (m, n) becomes (m, n, 1)."""
    return _at_least(3, arys, {0: (0, 1, 2), 1: (0, 2), 2: 2})


def _as_list(f, tup):
    out = f(*tup)
    return out if isinstance(out, list) else [out]


def vstack(tup):
    """numpy.vstack: concatenated along axis 0 after atleast_2d."""
    return concatenate(_as_list(atleast_2d, tup), axis=0)


def hstack(tup):
    """numpy.hstack: concatenated along axis 1 after atleast_1d (axis 0 for vectors)."""
    arrs = _as_list(atleast_1d, tup)
    return concatenate(arrs, axis=0 if arrs and arrs[0].type.ndim == 1 else 1)


def dstack(tup):
    """numpy.dstack: concatenated along axis 2 after atleast_3d."""
    return concatenate(_as_list(atleast_3d, tup), axis=2)


def column_stack(tup):
    """numpy.column_stack: vectors become columns, then concatenated along axis 1."""
    arrs = [as_tensor(a) for a in tup]
    return concatenate([expand_dims(a, 1) if a.type.ndim < 2 else a for a in _as_list(atleast_1d, arrs)], axis=1)


def diff(x, n=1, axis=-1):
    """numpy.diff: the `n`-th differences along `axis` (for bools, NumPy's `!=`)."""
    x = as_tensor(x)
    if not isinstance(axis, (int, np.integer)) or isinstance(axis, bool):
        raise TypeError(f"diff: axis must be an int, not {axis!r}")
    if n < 0:
        raise ValueError(f"diff: order must be non-negative but got {n}")
    a = normalize_axes("diff", axis, x.type.ndim)[0]
    for _ in range(n):
        head = x[(slice(None),) * a + (slice(1, None),)]
        tail = x[(slice(None),) * a + (slice(None, -1),)]
        x = neq(head, tail) if x.type.dtype == "bool" else head - tail
    return x


def outer(a, b):
    """numpy.outer: a.ravel()[:, None] * b.ravel()[None, :]."""
    return ravel(a).dimshuffle(0, "x") * ravel(b).dimshuffle("x", 0)


def _length(x, d):
    """Axis `d`'s length of `x`: an int where the type knows it, else x.shape[d] (an int64
    scalar computed when the function runs)."""
    n = x.type.shape[d]
    return n if n is not None else shape_i(x, d)


def _product(lengths):
    """The product of lengths (ints and int64 scalars), the known ones multiplied here."""
    known, out = 1, None
    for n in lengths:
        if isinstance(n, int):
            known *= n
        else:
            out = n if out is None else out * n
    if out is None or known == 0:
        return known
    return out if known == 1 else out * known


def _transposed(x, pattern):
    """x.dimshuffle(*pattern), or x itself where the pattern is x's own axes in order (shape
    ops copy)."""
    return x if list(pattern) == list(range(x.type.ndim)) else x.dimshuffle(*pattern)


def _regrouped(x, order, groups):
    """x with its axes in `order`, then each run of `groups[i] = (count, length)` consecutive
    axes made one axis of that length (None: their lengths' product). Shape ops copy, so the
    transpose is skipped when `order` is x's own and the reshape when every run is one axis."""
    x = _transposed(x, order)
    if builtins.all(count == 1 for count, _ in groups):
        return x
    lengths, at = [], 0
    for count, length in groups:
        lengths.append(_product([_length(x, d) for d in range(at, at + count)]) if length is None else length)
        at += count
    return x.reshape(tuple(lengths))


def tensordot(a, b, axes=2):
    """numpy.tensordot: the sums of products over `axes` (an int N, the last N axes of a with
    the first N of b, or a pair of axis sequences), as one matrix product (`dot`) of a and b
    transposed and reshaped, the result reshaped to a's free axes then b's. Its dtype and
    integer results are NumPy's; float sums are dot's, in another order than NumPy's BLAS."""
    a, b = as_tensor(a), as_tensor(b)
    na, nb = a.type.ndim, b.type.ndim
    if isinstance(axes, (int, np.integer)) and not isinstance(axes, bool):
        if axes < 0 or axes > builtins.min(na, nb):
            raise ValueError(f"tensordot: axes={axes} must be between 0 and the smaller rank, {builtins.min(na, nb)}")
        axes_a, axes_b = list(range(na - axes, na)), list(range(axes))
    else:
        try:
            axes_a, axes_b = axes
        except (TypeError, ValueError):
            raise TypeError(f"tensordot: axes must be an int or a pair of axis sequences, got {axes!r}") from None
        axes_a = [axes_a] if isinstance(axes_a, (int, np.integer)) else list(axes_a)
        axes_b = [axes_b] if isinstance(axes_b, (int, np.integer)) else list(axes_b)
        if len(axes_a) != len(axes_b):
            raise ValueError(f"tensordot: shape-mismatch for sum ({len(axes_a)} axes of a, {len(axes_b)} of b)")
        axes_a = list(normalize_axes("tensordot", tuple(axes_a), na, sort=False)) if axes_a else []
        axes_b = list(normalize_axes("tensordot", tuple(axes_b), nb, sort=False)) if axes_b else []
    for i, j in zip(axes_a, axes_b):
        if None not in (a.type.shape[i], b.type.shape[j]) and a.type.shape[i] != b.type.shape[j]:
            raise ValueError(f"tensordot: shape-mismatch for sum (axis {i} of a has length {a.type.shape[i]}, "
                             f"axis {j} of b {b.type.shape[j]})")
    free_a = [d for d in range(na) if d not in axes_a]
    free_b = [d for d in range(nb) if d not in axes_b]
    summed = None  # each side's own product: dot checks one summed length, the static check the rest
    if len(axes_a) > 1 and not builtins.all(a.type.shape[i] is not None and b.type.shape[j] is not None
                                            for i, j in zip(axes_a, axes_b)):
        summed = ContractedLength(axes_a, axes_b)(a, b)  # checked pair by pair when the function runs
    at = _regrouped(a, free_a + axes_a, [(len(free_a), None), (len(axes_a), summed)])
    bt = _regrouped(b, axes_b + free_b, [(len(axes_b), summed), (len(free_b), None)])
    out = dot(at, bt)
    if len(free_a) == 1 and len(free_b) == 1:
        return out
    return out.reshape(tuple([_length(a, d) for d in free_a] + [_length(b, d) for d in free_b]))


def inner(a, b):
    """numpy.inner: the sums of products over the last axes of a and b (a product where either
    is 0-d)."""
    a, b = as_tensor(a), as_tensor(b)
    if a.type.ndim == 0 or b.type.ndim == 0:
        return a * b
    return tensordot(a, b, ([-1], [-1]))


def kron(a, b):
    """numpy.kron: the blocks a[i] * b, the lower-rank operand given leading axes of length 1;
    the products broadcast with interleaved axes, then reshaped."""
    a, b = as_tensor(a), as_tensor(b)
    nd = builtins.max(a.type.ndim, b.type.ndim)
    a = a.dimshuffle(*["x"] * (nd - a.type.ndim), *range(a.type.ndim))
    b = b.dimshuffle(*["x"] * (nd - b.type.ndim), *range(b.type.ndim))
    blocks = a.dimshuffle(*[p for d in range(nd) for p in (d, "x")]) * b.dimshuffle(*[p for d in range(nd) for p in ("x", d)])
    return blocks.reshape(tuple(_product([_length(a, d), _length(b, d)]) for d in range(nd)))


def _einsum_terms(subscripts, operands):
    """einsum's subscripts as one label list per operand and the output's: letters, and for
    the axes an ellipsis stands for the ints 0..n-1 (n the most any operand has, aligned from
    the right as broadcasting aligns them); NumPy's checks and messages."""
    if not isinstance(subscripts, str):
        raise TypeError("einsum: the subscripts must be a string (the interleaved operand, sublist form is not supported)")
    spec = subscripts.replace(" ", "")
    ins, arrow, out = spec.partition("->")
    if "->" in out or "-" in ins or ">" in ins:
        raise ValueError("einsum: the subscripts string has a misplaced '->'")
    terms = ins.split(",")
    if len(terms) < len(operands):
        raise ValueError("more operands provided to einstein sum function than specified in the subscripts string")
    if len(terms) > len(operands):
        raise ValueError("fewer operands provided to einstein sum function than specified in the subscripts string")

    def parse(term):
        if term.count("...") > 1 or term.replace("...", "").count("."):
            raise ValueError(f"einsum: '{term}' has a '.' that is not part of one ellipsis '...'")
        for c in term.replace("...", ""):
            if not c.isascii() or not c.isalpha():
                raise ValueError(f"invalid subscript '{c}' in einstein sum subscripts string, subscripts must be letters")
        head, dots, tail = term.partition("...")
        return list(head), bool(dots), list(tail)

    parsed = [parse(t) for t in terms]
    ell = []
    for i, ((head, dots, tail), x) in enumerate(zip(parsed, operands)):
        extra = x.type.ndim - len(head) - len(tail)
        if extra < 0:
            raise ValueError(f"einstein sum subscripts string contains too many subscripts for operand {i}")
        if extra and not dots:
            raise ValueError("operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis "
                             "provided to broadcast the extra dimensions.")
        ell.append(extra)
    n_ell = builtins.max(ell, default=0)
    labels = [head + list(range(n_ell - e, n_ell)) + tail for (head, _, tail), e in zip(parsed, ell)]
    if not arrow:
        once = [c for c in set(c for term in labels for c in term if isinstance(c, str))
                if builtins.sum(term.count(c) for term in labels) == 1]
        return labels, list(range(n_ell)) + sorted(once)
    head, dots, tail = parse(out)
    if n_ell and not dots:
        raise ValueError("output has more dimensions than subscripts given in einstein sum, but no '...' ellipsis "
                         "provided to broadcast the extra dimensions.")
    output = head + list(range(n_ell)) + tail
    for c in head + tail:
        if (head + tail).count(c) > 1:
            raise ValueError(f"einstein sum subscripts string includes output subscript '{c}' multiple times")
        if not builtins.any(c in term for term in labels):
            raise ValueError(f"einstein sum subscripts string included output subscript '{c}' which never appeared in an input")
    return labels, output


def _einsum_sum(x, labels, drop, dtype):
    """x summed over the axes whose labels are in `drop` (any for bools), in einsum's dtype
    (NumPy's einsum keeps the operands' type, where sum widens small integers: the sum in
    int64 then converted, the same bits modulo 2^width)."""
    axes = tuple(d for d, c in enumerate(labels) if c in drop)
    if not axes:
        return x, labels
    y = any(x, axis=axes) if dtype == np.bool_ else sum(x, axis=axes)
    if np.dtype(y.type.dtype) != dtype:
        y = cast(y, dtype)
    return y, [c for c in labels if c not in drop]


def _einsum_diagonals(x, labels, i):
    """Operand `i` with each label it repeats taken once (its diagonal), the lengths checked
    equal (when they are unknown to the graph, when the function runs)."""
    while len(set(labels)) < len(labels):
        c = next(c for c in labels if labels.count(c) > 1)
        p = labels.index(c)
        q = labels.index(c, p + 1)
        np_, nq = x.type.shape[p], x.type.shape[q]
        if None not in (np_, nq) and np_ != nq:
            raise ValueError(f"dimensions in operand {i} for collapsing index '{c}' don't match ({np_} != {nq})")
        message = f"dimensions in operand {i} for collapsing index '{c}' don't match (%lld != %lld)"
        checked = ContractedLength((p,), (q,), [message])(x, x) if None in (np_, nq) else None
        x = diagonal(x, 0, p, q)
        labels = [l for d, l in enumerate(labels) if d not in (p, q)] + [c]
        if checked is not None:  # a reshape to the checked length makes the check run first
            x = x.reshape(tuple(_length(x, d) for d in range(x.type.ndim - 1)) + (checked,))
    return x, labels


def einsum(subscripts, *operands):
    """numpy.einsum with a subscripts string: explicit ('ij,jk->ik') or implicit output, an
    ellipsis for broadcast axes, labels repeated in one operand (its diagonal), any number of
    operands. Labels only one operand needs are summed out of it first; then the operands are
    combined left to right, each pair by one `matmul` of the two transposed and reshaped (the
    labels both have and no later one needs summed, those later ones need as batch axes), or a
    broadcast product where the pair sums no label. The dtype is NumPy's; integer results are
    NumPy's, float sums are in another order than NumPy's. A summed label's two lengths must
    be equal, or one of them known to be 1 when the graph is built."""
    ops = [as_tensor(x) for x in operands]
    labels, output = _einsum_terms(subscripts, ops)
    dtype = np.result_type(*[np.dtype(x.type.dtype) for x in ops])  # _einsum_terms saw at least one
    ops = [x if np.dtype(x.type.dtype) == dtype else cast(x, dtype) for x in ops]
    terms = []
    for i, (x, ls) in enumerate(zip(ops, labels)):
        x, ls = _einsum_diagonals(x, ls, i)
        others = set(output).union(*[set(t) for j, t in enumerate(labels) if j != i])
        terms.append(_einsum_sum(x, ls, set(ls) - others, dtype))
    acc, la = terms[0]
    for k in range(1, len(terms)):
        x, lb = terms[k]
        later = set(output).union(*[set(t) for _, t in terms[k + 1:]])
        for c in [c for c in la if c in lb and c not in later]:  # a length known to be 1 broadcasts
            na, nb = acc.type.shape[la.index(c)], x.type.shape[lb.index(c)]
            if na == 1 and nb != 1:
                x, lb = _einsum_sum(x, lb, {c}, dtype)
            elif nb == 1 and na != 1:
                acc, la = _einsum_sum(acc, la, {c}, dtype)
        acc, la = _einsum_sum(acc, la, {c for c in la if c not in lb and c not in later}, dtype)
        x, lb = _einsum_sum(x, lb, {c for c in lb if c not in la and c not in later}, dtype)
        batch = [c for c in la if c in lb and c in later]
        summed = [c for c in la if c in lb and c not in later]
        free_a, free_b = [c for c in la if c not in lb], [c for c in lb if c not in la]
        if not summed or not (free_a or free_b):
            # a broadcast product (then the sum over the summed labels): where nothing is
            # summed, or nothing but batch labels is kept (a matmul of 1 x K by K x 1 matrices)
            order = batch + free_a + free_b + summed
            acc = _transposed(acc, [la.index(c) if c in la else "x" for c in order]) * \
                _transposed(x, [lb.index(c) if c in lb else "x" for c in order])
            acc, la = _einsum_sum(acc, order, set(summed), dtype)
            continue
        pa, pb = [la.index(c) for c in summed], [lb.index(c) for c in summed]
        for c, i, j in zip(summed, pa, pb):
            if None not in (acc.type.shape[i], x.type.shape[j]) and acc.type.shape[i] != x.type.shape[j]:
                raise ValueError(f"einsum: summed label '{c}' has lengths {acc.type.shape[i]} and {x.type.shape[j]}")
        count = None  # each side's own product: matmul checks one summed length, the static check the rest
        if len(summed) > 1 and not builtins.all(acc.type.shape[i] is not None and x.type.shape[j] is not None for i, j in zip(pa, pb)):
            count = ContractedLength(pa, pb, [f"einsum: summed label '{c}' has lengths %lld and %lld (a length 1 broadcasts "
                                              f"only where the graph knows it)" for c in summed])(acc, x)
        ones = [(1, None)] * len(batch)
        a = _regrouped(acc, [la.index(c) for c in batch + free_a + summed], ones + [(len(free_a), None), (len(summed), count)])
        b = _regrouped(x, [lb.index(c) for c in batch + summed + free_b], ones + [(len(summed), count), (len(free_b), None)])
        m = matmul(a, b)
        if len(free_a) != 1 or len(free_b) != 1:
            m = m.reshape(tuple(_length(m, d) for d in range(len(batch))) + tuple(_length(acc, la.index(c)) for c in free_a) +
                          tuple(_length(x, lb.index(c)) for c in free_b))
        acc, la = m, batch + free_a + free_b
    acc, la = _einsum_sum(acc, la, set(la) - set(output), dtype)
    return _transposed(acc, [la.index(c) for c in output])


def nonzero(a):
    """numpy.nonzero: a tuple of int64 vectors, the positions of a's nonzero elements per
    axis, in C order."""
    outs = Nonzero()(a)
    return tuple(outs) if isinstance(outs, (list, tuple)) else (outs,)


def flatnonzero(a):
    """numpy.flatnonzero: the positions of the nonzero elements of a's elements in C order."""
    return nonzero(ravel(a))[0]


def argwhere(a):
    """numpy.argwhere: the positions of a's nonzero elements, one row per element (int64, of
    shape (count, a.ndim)). A 0-d `a` is taken as a 1-d one of one element, whose row is empty."""
    a = as_tensor(a)
    if a.type.ndim == 0:
        return nonzero(a.dimshuffle("x"))[0].dimshuffle(0, "x")[:, :0]
    return stack(nonzero(a), axis=1)


def extract(condition, arr):
    """numpy.extract: the elements of arr (in C order) where condition (of arr's size) is
    nonzero."""
    return take(ravel(arr), flatnonzero(condition))


def compress(condition, a, axis=None):
    """numpy.compress: the slices of `a` along `axis` (None: its elements in C order) where
    the 1-d `condition` is nonzero; a condition shorter than the axis leaves the rest out, a
    True beyond it is NumPy's IndexError."""
    condition = as_tensor(condition)
    if condition.type.ndim != 1:
        raise ValueError("compress: condition must be a 1-d array")
    return take(a, flatnonzero(condition), axis=axis)


def cross(a, b):
    """numpy.cross of vectors along the last axis (both of length 3, or both of length 2, whose
    result is the z component), broadcast as NumPy broadcasts them: each component a product
    less a product, as NumPy computes it (so its bits); the lengths must be known when the
    graph is built."""
    a, b = as_tensor(a), as_tensor(b)
    if a.type.ndim == 0 or b.type.ndim == 0:
        raise ValueError("cross: a and b must be arrays of vectors (at least 1-d)")
    na, nb = a.type.shape[-1], b.type.shape[-1]
    if na is None or nb is None:
        raise ValueError("cross: the length of the vectors' axis must be known when the graph is built "
                         "(give the inputs a static shape)")
    if (na, nb) not in ((3, 3), (2, 2)):
        raise ValueError(f"cross: vectors of lengths 3 and 3, or 2 and 2, not {na} and {nb}")

    def c(v, k):
        return v[..., k]

    if na == 2:
        return c(a, 0) * c(b, 1) - c(a, 1) * c(b, 0)
    return stack([c(a, 1) * c(b, 2) - c(a, 2) * c(b, 1), c(a, 2) * c(b, 0) - c(a, 0) * c(b, 2),
                  c(a, 0) * c(b, 1) - c(a, 1) * c(b, 0)], axis=-1)


def trace(x, offset=0, axis1=0, axis2=1):
    """numpy.trace: the sum of `diagonal` (same arguments) along its last axis, in NumPy's sum
    dtype."""
    return sum(diagonal(x, offset, axis1, axis2), axis=-1)


def tile(x, reps):
    """numpy.tile: `x` repeated reps[i] times along axis i (`reps` an int or a tuple of ints at
    least 0; x gains leading axes of length 1 when reps is longer than its rank, reps leading
    1s when shorter), as copies joined along each axis."""
    x = as_tensor(x)
    reps = (reps,) if isinstance(reps, (int, np.integer)) else tuple(reps)
    if not builtins.all(isinstance(r, (int, np.integer)) and not isinstance(r, bool) and r >= 0 for r in reps):
        raise ValueError(f"tile: reps must be non-negative ints, not {reps!r}")
    nd = x.type.ndim
    if len(reps) > nd:
        x = x.dimshuffle(*(["x"] * (len(reps) - nd) + list(range(nd))))
        nd = len(reps)
    reps = (1,) * (nd - len(reps)) + reps
    for axis, r in enumerate(reps):
        if r == 0:
            x = x[(slice(None),) * axis + (slice(0, 0),)]
        elif r > 1:
            x = concatenate([x] * int(r), axis=axis)
    return x


def average(a, axis=None, weights=None, returned=False, *, keepdims=False):
    """numpy.average: the mean over `axis`, or with `weights` sum(a * w) / sum(w), computed as
    NumPy computes it (in the dtype of a and the weights, float64 for integers and bools).
    Weights of another shape than `a` must be 1-d, along the one `axis`. `returned` also gives
    the sum of the weights (the count without them), broadcast to the result's shape. Weights
    that sum to zero give inf or NaN (NumPy raises ZeroDivisionError: a module does not check
    values)."""
    a = as_tensor(a)
    if weights is None:
        avg = mean(a, axis=axis, keepdims=keepdims)
        if not returned:
            return avg
        return avg, zeros_like(avg) + cast(_count("average", a, axis), avg.type.dtype)
    w = as_tensor(weights)
    # NumPy's result dtype: float64 at least for integer and bool data
    floats = ["f8"] if np.dtype(a.type.dtype).kind in "iub" else []
    dt = np.result_type(np.dtype(a.type.dtype), np.dtype(w.type.dtype), *floats).name
    if w.type.ndim != a.type.ndim:
        if axis is None:
            raise TypeError("average: axis must be given when the weights' shape differs from a's")
        if w.type.ndim != 1:
            raise TypeError("average: 1-d weights expected when the shapes of a and the weights differ")
        if not isinstance(axis, (int, np.integer)):
            raise TypeError(f"average: one int axis expected with 1-d weights, not {axis!r}")
        d = normalize_axes("average", axis, a.type.ndim)[0]
        n = a.type.shape[d]
        if w.type.shape[0] is not None and n is not None and w.type.shape[0] != n:
            raise ValueError("average: the length of the weights differs from that of a along axis")
        w = w.dimshuffle(*["x" if k != d else 0 for k in range(a.type.ndim)])
    w = cast(w, dt)
    scl = sum(w * ones_like(cast(a, dt)), axis=axis, keepdims=keepdims)
    avg = sum(cast(a, dt) * w, axis=axis, keepdims=keepdims) / scl
    return (avg, scl) if returned else avg


# -- softmax and friends (scipy.special's names and axis default, None: all elements) ----------
def _shift(x, axis):
    """The maximum over `axis` (kept), 0 where it is not finite, so that x - shift is at most
    0 and an infinite maximum gives inf or NaN as SciPy's do."""
    m = max(x, axis=axis, keepdims=True)
    return where(isfinite(m), m, 0)



def logsumexp(x, axis=None, keepdims=False):
    """scipy.special.logsumexp: log(sum(exp(x))) over `axis`, computed as SciPy (1.15 and
    later) computes it: with m the maximum and k the number of elements equal to it, m + log k
    + log1p(s / k), s the sum of exp(x - m) over the other elements, so a sum close to k keeps
    its accuracy; where that is not finite, log(sum(exp(x)))."""
    x = _float(x)
    m = max(x, axis=axis, keepdims=True, initial=-np.inf)  # an empty slice gives -inf, as SciPy
    top = eq(x, m)
    k = cast(sum(top, axis=axis, keepdims=True), x.type.dtype)
    s = sum(exp(where(top, float("-inf"), x) - m), axis=axis, keepdims=True)
    s = where(eq(s, 0), s, s / k)
    out = log1p(s) + log(k) + m
    out = where(isfinite(out), out, log(sum(exp(x), axis=axis, keepdims=True)))
    return out if keepdims else squeeze(out, axis=tuple(normalize_axes("logsumexp", axis, x.type.ndim)))


def softmax(x, axis=None):
    """scipy.special.softmax: exp(x - max) / sum(exp(x - max)) over `axis`."""
    x = _float(x)
    e = exp(x - max(x, axis=axis, keepdims=True))
    return e / sum(e, axis=axis, keepdims=True)


def log_softmax(x, axis=None):
    """scipy.special.log_softmax: (x - m) - log(sum(exp(x - m))) over `axis`, m the maximum
    (0 where it is not finite)."""
    x = _float(x)
    t = x - _shift(x, axis)
    return t - log(sum(exp(t), axis=axis, keepdims=True))


def shape(x):
    """The shape of `x` as an int64 vector (the Shape op, via TensorType's registered C)."""
    return shape_op(as_tensor(x))


# -- NumPy's dispatch (TensorVariable.__array_ufunc__ and __array_function__) ------------------
# A ufunc's reductions and accumulations that have an op here (ufunc.reduce's axis defaults to 0).
_UFUNC_METHODS = {("add", "reduce"): sum, ("multiply", "reduce"): prod, ("maximum", "reduce"): max,
                  ("minimum", "reduce"): min, ("logical_and", "reduce"): all, ("logical_or", "reduce"): any,
                  ("add", "accumulate"): cumsum, ("multiply", "accumulate"): cumprod}


def _public(name):
    f = globals().get(name)
    # (`type` here is the module twinlink.tensor.type: classes are told by inspect)
    return f if callable(f) and not inspect.isclass(f) and not name.startswith("_") else None


def _numpy_call(what, fn, args, kwargs):
    """fn(*args, **kwargs), its arguments checked against fn's own first, so that a NumPy
    argument twinlink does not take is named."""
    try:
        inspect.signature(fn).bind(*args, **kwargs)
    except TypeError as e:
        raise TypeError(f"{what}: twinlink.tensor.{fn.__name__} does not take these arguments ({e})") from None
    return fn(*args, **kwargs)


def _numpy_ufunc(ufunc, method, inputs, kwargs):
    what = f"numpy.{ufunc.__name__}" + ("" if method == "__call__" else f".{method}")
    if method == "__call__":
        fn = _public(ufunc.__name__)
        if fn is None:
            raise TypeError(f"{what} on a tensor variable: twinlink.tensor has no {ufunc.__name__}")
        if kwargs:
            raise TypeError(f"{what} on a tensor variable: the keywords {', '.join(sorted(kwargs))} are not supported")
        return _numpy_call(what, fn, inputs, {})
    fn = _UFUNC_METHODS.get((ufunc.__name__, method))
    if fn is None:
        raise TypeError(f"{what} on a tensor variable is not supported")
    return _numpy_call(what, fn, inputs, {"axis": 0, **kwargs})


def _numpy_function(func, types, args, kwargs):
    for t in types:  # (`all` here is the reduction)
        if not issubclass(t, (np.ndarray, TensorVariable)):
            return NotImplemented
    fn = _public(func.__name__)
    if fn is None:
        raise TypeError(f"numpy.{func.__name__} on a tensor variable: twinlink.tensor has no {func.__name__}")
    return _numpy_call(f"numpy.{func.__name__}", fn, args, kwargs)


register_operation("numpy_ufunc", _numpy_ufunc)
register_operation("numpy_function", _numpy_function)
