"""Tensor variables with NumPy's operators and methods: `x + 1`, `-x`, `x < y`, `x.T`,
`x.sum(axis=0)`, `x[1:, ::2]`, `x.shape[0]`. Python numbers in expressions become literals."""
from __future__ import annotations

from ..graph import Constant, Variable


class TensorVariable(Variable):
    """A Variable of a TensorType. `==` stays identity (as in PyTensor); use `eq(x, y)`."""

    __hash__ = Variable.__hash__

    def _e(self, name, *args):
        from .elemwise import apply_scalar
        return apply_scalar(name, *args)

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

    def _r(self, kind, axis, keepdims):
        from .reduce import reduce
        return reduce(kind, self, axis=axis, keepdims=keepdims)

    def sum(self, axis=None, keepdims=False): return self._r("sum", axis, keepdims)
    def prod(self, axis=None, keepdims=False): return self._r("prod", axis, keepdims)
    def max(self, axis=None, keepdims=False): return self._r("max", axis, keepdims)
    def min(self, axis=None, keepdims=False): return self._r("min", axis, keepdims)
    def mean(self, axis=None, keepdims=False): return self._r("mean", axis, keepdims)
    def argmax(self, axis=None, keepdims=False): return self._r("argmax", axis, keepdims)
    def argmin(self, axis=None, keepdims=False): return self._r("argmin", axis, keepdims)
    def any(self, axis=None, keepdims=False): return self._r("any", axis, keepdims)
    def all(self, axis=None, keepdims=False): return self._r("all", axis, keepdims)

    def __matmul__(self, o):
        from .blas import matmul
        return matmul(self, o)

    def __rmatmul__(self, o):
        from .blas import matmul
        return matmul(o, self)

    def dot(self, o):
        from .blas import dot
        return dot(self, o)

    @property
    def T(self):
        return self.transpose()

    def transpose(self, *axes):
        from .shape_ops import DimShuffle
        axes = axes[0] if len(axes) == 1 and isinstance(axes[0], (tuple, list)) else axes
        return DimShuffle(axes or tuple(reversed(range(self.type.ndim))))(self)

    def dimshuffle(self, *pattern):
        from .shape_ops import DimShuffle
        pattern = pattern[0] if len(pattern) == 1 and isinstance(pattern[0], (tuple, list)) else pattern
        return DimShuffle(pattern)(self)

    def reshape(self, *shape):
        from .shape_ops import Reshape
        shape = shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape
        return Reshape(shape)(self)

    def flatten(self):
        return self.reshape(-1)

    def __getitem__(self, key):
        from .shape_ops import Subtensor, normalize_index
        return Subtensor(normalize_index(key, self.type.ndim))(self)

    @property
    def shape(self):
        from .shape_ops import ShapeTuple
        return ShapeTuple(self)

    def astype(self, dtype):
        from .elemwise import cast
        return cast(self, dtype)


class TensorConstant(Constant, TensorVariable):
    """A constant tensor (an array passed to the compiled module once, at instantiation)."""

    __hash__ = Variable.__hash__
