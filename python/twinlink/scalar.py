"""Theano's `scalar.upcast`, for seed code that calls `theano.scalar.upcast(...)`."""
from .tensor import upcast

__all__ = ["upcast"]
