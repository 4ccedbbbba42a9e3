"""Theano's `gof` names, so code written as `from theano import gof` (as in Theano's "Extending
Theano with a C Op" documentation) ports by changing the import only (`from twinlink import gof`)."""
from .external import ExternalCOp as COp
from .graph import Apply, Constant, Generic, Op, Type, Variable

__all__ = ["Apply", "COp", "Constant", "Generic", "Op", "Type", "Variable"]
