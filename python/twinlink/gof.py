"""Theano's `gof` names, so seed code written as `from theano import gof` ports by changing the
import only (`from twinlink import gof`)."""
from .external import ExternalCOp as COp
from .graph import Apply, Constant, Generic, Op, Type, Variable

__all__ = ["Apply", "COp", "Constant", "Generic", "Op", "Type", "Variable"]
