"""Ops whose C comes from per-Type registrations (PyTensor's `register_*_c_code`): the registry,
the base class `RegisteredOp`, and the generic DeepCopyOp and ViewOp. A Type class registers C
using %(iname)s, %(oname)s and %(fail)s (and %(i)s for Shape_i, whose check code must verify the
input has an axis i); subclasses inherit it. Shape and Shape_i, whose outputs are int64 arrays,
are in twinlink.tensor.shape_ops; TensorType registers its C for DeepCopyOp and ViewOp in
twinlink.tensor.type and for Shape and Shape_i in twinlink.tensor.shape_ops."""
from __future__ import annotations

from .errors import LinkError
from .graph import Apply, Op

_REGISTRY = {"deep_copy": {}, "view": {}, "shape": {}, "shape_i": {}}


def _register(kind, typ, code, version, check=None, glue=False):
    if not isinstance(typ, type):
        raise TypeError(f"register_{kind}_op_c_code: pass the Type class, not {typ!r}")
    _REGISTRY[kind][typ] = (code, tuple(version) if version else (), check, bool(glue))


# `glue=True` (twinlink's addition to PyTensor's signatures) says the code has no per-element
# loop, so the op is glue (`Op.c_glue_only`; ARCHITECTURE.md, "Kernel objects").


def register_deep_copy_op_c_code(typ, code, version=(), glue=False):
    """C that sets %(oname)s to a copy of %(iname)s, for values of Type class `typ`."""
    _register("deep_copy", typ, code, version, glue=glue)


def register_view_op_c_code(typ, code, version=(), glue=False):
    """C that makes %(oname)s the same value as %(iname)s (a new reference)."""
    _register("view", typ, code, version, glue=glue)


def register_shape_c_code(typ, code, version=(), glue=False):
    """C that sets %(oname)s (an int64 vector) to the shape of %(iname)s."""
    _register("shape", typ, code, version, glue=glue)


def register_shape_i_c_code(typ, code, check_input, version=(), glue=False):
    """C that sets %(oname)s (an int64 0-d array) to length %(i)s of %(iname)s; `check_input`
    runs first and must fail if the input has no axis %(i)s."""
    _register("shape_i", typ, code, version, check_input, glue)


def _lookup(kind, typ, op):
    for cls in type(typ).__mro__:
        if cls in _REGISTRY[kind]:
            return _REGISTRY[kind][cls]
    raise LinkError(f"{op}: no C code is registered for {type(typ).__name__} (use register_{kind}_c_code)")


# What turns an operand that is not a Variable (a number, an array) into a Constant: this layer
# has no value types of its own, so twinlink.tensor registers its `as_tensor` here.
_operand_converter = None


def register_operand_converter(convert):
    """Registered ops pass an operand that is not a Variable through `convert(value)`, which
    returns a Constant (or raises TypeError). Replaces the converter registered before."""
    global _operand_converter
    _operand_converter = convert


def as_operand(op, x):
    """`x` if it is a Variable (anything with a `type`), else the registered converter's Constant."""
    if hasattr(x, "type"):
        return x
    if _operand_converter is None:
        raise TypeError(f"{op}: input {x!r} is not a twinlink.Variable")
    return _operand_converter(x)


class RegisteredOp(Op):
    """An op with one input whose C is registered per Type class under `kind`; the output has
    the input's type unless a subclass's `_out_type` says otherwise."""

    kind = ""
    __props__ = ()

    def _out_type(self, x):
        return x.type

    def make_node(self, x):
        x = as_operand(self, x)
        _lookup(self.kind, x.type, self)
        return Apply(self, [x], [self._out_type(x)()])

    def _sub(self, node, inputs, outputs, sub):
        return dict(sub, iname=inputs[0], oname=outputs[0])

    def c_code(self, node, name, inputs, outputs, sub):
        code, _, check, _ = _lookup(self.kind, node.inputs[0].type, self)
        d = self._sub(node, inputs, outputs, sub)
        return ((check % d) if check else "") + "\n" + code % d

    def c_code_cache_version_apply(self, node):
        return _lookup(self.kind, node.inputs[0].type, self)[1]

    def c_glue_only(self, node):
        return _lookup(self.kind, node.inputs[0].type, self)[3]


class DeepCopyOp(RegisteredOp):
    kind = "deep_copy"


class ViewOp(RegisteredOp):
    kind = "view"


deep_copy_op, view_op = DeepCopyOp(), ViewOp()
