"""Theano's `gof` names, so seed code written as `from theano import gof` ports by changing the
import only (`from twinlink import gof`)."""
from .graph import Apply, Constant, Generic, Op, Type, Variable

COp = Op

__all__ = ["Apply", "COp", "Constant", "Generic", "Op", "Type", "Variable"]
