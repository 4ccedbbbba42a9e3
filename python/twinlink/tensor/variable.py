"""Tensor variables with NumPy's operators and methods: `x + 1`, `-x`, `x < y`, `x.T`,
`x.sum(axis=0)`, `x[1:, ::2]`, `x.shape[0]`. Python numbers in expressions become literals.

The ops behind them are defined in the modules above this one (elemwise, reduce, blas,
shape_ops), which this module does not import: each registers its operations here by name when
it is imported, and twinlink.tensor imports them all."""
from __future__ import annotations

from ..graph import Constant, Variable

# name -> function, filled in by the op modules:
#   elemwise.py   "elemwise" (scalar op name, *operands), "cast" (x, dtype)
#   reduce.py     "reduce" (kind, x, axis=, keepdims=)
#   blas.py       "dot" (x, y), "matmul" (x, y)
#   shape_ops.py  "dimshuffle" (x, pattern), "reshape" (x, shape), "index" (x, key), "shape" (x)
_OPERATIONS: dict = {}


def register_operation(name, function):
    """Makes `function` the operation `name` behind TensorVariable's operators and methods."""
    _OPERATIONS[name] = function


def _operation(name):
    try:
        return _OPERATIONS[name]
    except KeyError:
        raise NotImplementedError(f"TensorVariable: no {name!r} operation is registered (import twinlink.tensor, "
                                  "whose op modules register them)") from None


class TensorVariable(Variable):
    """A Variable of a TensorType. `==` stays identity (as in PyTensor); use `eq(x, y)`."""

    __hash__ = Variable.__hash__

    def _e(self, name, *args):
        return _operation("elemwise")(name, *args)

    def __add__(self, o): return self._e("add", self, o)
    def __radd__(self, o): return self._e("add", o, self)
    def __sub__(self, o): return self._e("sub", self, o)
    def __rsub__(self, o): return self._e("sub", o, self)
    def __mul__(self, o): return self._e("mul", self, o)
    def __rmul__(self, o): return self._e("mul", o, self)
    def __truediv__(self, o): return self._e("true_div", self, o)
    def __rtruediv__(self, o): return self._e("true_div", o, self)
    def __floordiv__(self, o): return self._e("floor_div", self, o)
    def __rfloordiv__(self, o): return self._e("floor_div", o, self)
    def __mod__(self, o): return self._e("mod", self, o)
    def __rmod__(self, o): return self._e("mod", o, self)
    def __pow__(self, o): return self._e("pow", self, o)
    def __rpow__(self, o): return self._e("pow", o, self)
    def __neg__(self): return self._e("neg", self)
    def __abs__(self): return self._e("abs", self)
    def __lt__(self, o): return self._e("lt", self, o)
    def __le__(self, o): return self._e("le", self, o)
    def __gt__(self, o): return self._e("gt", self, o)
    def __ge__(self, o): return self._e("ge", self, o)
    def __and__(self, o): return self._e("and", self, o)
    def __rand__(self, o): return self._e("and", o, self)
    def __or__(self, o): return self._e("or", self, o)
    def __ror__(self, o): return self._e("or", o, self)
    def __xor__(self, o): return self._e("xor", self, o)
    def __rxor__(self, o): return self._e("xor", o, self)
    def __invert__(self): return self._e("invert", self)

    # NumPy's dispatch protocols (NEP 13 for ufuncs, NEP 18 for functions): NumPy code called
    # on tensor variables (np.exp(x), np.sum(x, axis=0), ndarray + x) builds twinlink.tensor's
    # op of the same name, so a NumPy function traces into a graph (twinlink.jit).
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        return _operation("numpy_ufunc")(ufunc, method, inputs, kwargs)

    def __array_function__(self, func, types, args, kwargs):
        return _operation("numpy_function")(func, types, args, kwargs)

    def _r(self, kind, axis, keepdims):
        return _operation("reduce")(kind, self, axis=axis, keepdims=keepdims)

    def sum(self, axis=None, keepdims=False): return self._r("sum", axis, keepdims)
    def prod(self, axis=None, keepdims=False): return self._r("prod", axis, keepdims)
    def max(self, axis=None, keepdims=False): return self._r("max", axis, keepdims)
    def min(self, axis=None, keepdims=False): return self._r("min", axis, keepdims)
    def mean(self, axis=None, keepdims=False): return self._r("mean", axis, keepdims)
    def argmax(self, axis=None, keepdims=False): return self._r("argmax", axis, keepdims)
    def argmin(self, axis=None, keepdims=False): return self._r("argmin", axis, keepdims)
    def any(self, axis=None, keepdims=False): return self._r("any", axis, keepdims)
    def all(self, axis=None, keepdims=False): return self._r("all", axis, keepdims)
    def cumsum(self, axis=None): return _operation("cumulative")("sum", self, axis)
    def cumprod(self, axis=None): return _operation("cumulative")("prod", self, axis)
    def var(self, axis=None, *, ddof=0, keepdims=False): return _operation("var")(self, axis, ddof=ddof, keepdims=keepdims)
    def std(self, axis=None, *, ddof=0, keepdims=False): return _operation("std")(self, axis, ddof=ddof, keepdims=keepdims)

    def __matmul__(self, o):
        return _operation("matmul")(self, o)

    def __rmatmul__(self, o):
        return _operation("matmul")(o, self)

    def dot(self, o):
        return _operation("dot")(self, o)

    @property
    def T(self):
        return self.transpose()

    def transpose(self, *axes):
        axes = axes[0] if len(axes) == 1 and isinstance(axes[0], (tuple, list)) else axes
        return _operation("dimshuffle")(self, axes or tuple(reversed(range(self.type.ndim))))

    def dimshuffle(self, *pattern):
        pattern = pattern[0] if len(pattern) == 1 and isinstance(pattern[0], (tuple, list)) else pattern
        return _operation("dimshuffle")(self, pattern)

    def reshape(self, *shape):
        shape = shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape
        return _operation("reshape")(self, shape)

    def flatten(self):
        return self.reshape(-1)

    def __getitem__(self, key):
        return _operation("index")(self, key)

    @property
    def shape(self):
        return _operation("shape")(self)

    def astype(self, dtype):
        return _operation("cast")(self, dtype)


class TensorConstant(Constant, TensorVariable):
    """A constant tensor (an array passed to the compiled module once, at instantiation)."""

    __hash__ = Variable.__hash__
