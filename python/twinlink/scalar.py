"""Theano's `scalar` names: `upcast`, for code written against `theano.scalar.upcast(...)` (as
the examples of Theano's "Extending Theano with a C Op" documentation are)."""
import numpy as np


def upcast(*dtypes):
    """The dtype NumPy's promotion rules give for these dtypes (not values)."""
    if not dtypes:
        raise TypeError("upcast needs at least one dtype")
    return np.result_type(*(np.dtype(d) for d in dtypes)).name


__all__ = ["upcast"]
