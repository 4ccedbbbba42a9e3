"""`as_tensor`: how every tensor op takes its operands. A tensor variable is used as it is; a
number or an array-like becomes a TensorConstant. Also registered with twinlink.ops, so the
generic registered ops (DeepCopyOp, ViewOp) take numbers and arrays the same way."""
from __future__ import annotations

import numpy as np

from ..graph import Variable
from ..ops import register_operand_converter
from .type import DTYPES, TensorType
from .variable import TensorConstant


def as_tensor(value):
    """A tensor variable for `value` (a variable, or an array-like constant)."""
    if isinstance(value, Variable):
        if not isinstance(value.type, TensorType):
            raise TypeError(f"expected a tensor variable, got {value!r} of type {value.type}")
        return value
    arr = np.asarray(value)
    if arr.dtype.kind not in "biuf":
        raise TypeError(f"cannot make a tensor constant of {type(value).__name__} ({arr.dtype})")
    if arr.dtype.name not in DTYPES:
        arr = arr.astype(np.float64 if arr.dtype.kind == "f" else np.int64)
    return TensorConstant(TensorType(arr.dtype, shape=arr.shape), arr)


register_operand_converter(as_tensor)
