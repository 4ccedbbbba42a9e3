"""Seed 000's generic ops whose C comes from per-Type registrations: DeepCopyOp, ViewOp, Shape
and Shape_i. A Type class registers C using %(iname)s, %(oname)s and %(fail)s (and %(i)s for
Shape_i, whose check code must verify the input has an axis i); subclasses inherit it."""
from __future__ import annotations

from .errors import LinkError
from .graph import Apply, Op

_REGISTRY = {"deep_copy": {}, "view": {}, "shape": {}, "shape_i": {}}


def _register(kind, typ, code, version, check=None):
    if not isinstance(typ, type):
        raise TypeError(f"register_{kind}_op_c_code: pass the Type class, not {typ!r}")
    _REGISTRY[kind][typ] = (code, tuple(version) if version else (), check)


def register_deep_copy_op_c_code(typ, code, version=()):
    """C that sets %(oname)s to a copy of %(iname)s, for values of Type class `typ`."""
    _register("deep_copy", typ, code, version)


def register_view_op_c_code(typ, code, version=()):
    """C that makes %(oname)s the same value as %(iname)s (a new reference)."""
    _register("view", typ, code, version)


def register_shape_c_code(typ, code, version=()):
    """C that sets %(oname)s (an int64 vector) to the shape of %(iname)s."""
    _register("shape", typ, code, version)


def register_shape_i_c_code(typ, code, check_input, version=()):
    """C that sets %(oname)s (an int64 0-d array) to length %(i)s of %(iname)s; `check_input`
    runs first and must fail if the input has no axis %(i)s."""
    _register("shape_i", typ, code, version, check_input)


def _lookup(kind, typ, op):
    for cls in type(typ).__mro__:
        if cls in _REGISTRY[kind]:
            return _REGISTRY[kind][cls]
    raise LinkError(f"{op}: no C code is registered for {type(typ).__name__} (use register_{kind}_c_code)")


class _Registered(Op):
    kind = ""
    __props__ = ()

    def _out_type(self, x):
        return x.type

    def make_node(self, x):
        from .tensor.elemwise import as_tensor
        x = x if hasattr(x, "type") else as_tensor(x)
        _lookup(self.kind, x.type, self)
        return Apply(self, [x], [self._out_type(x)()])

    def _sub(self, node, inputs, outputs, sub):
        return dict(sub, iname=inputs[0], oname=outputs[0])

    def c_code(self, node, name, inputs, outputs, sub):
        code, _, check = _lookup(self.kind, node.inputs[0].type, self)
        d = self._sub(node, inputs, outputs, sub)
        return ((check % d) if check else "") + "\n" + code % d

    def c_code_cache_version_apply(self, node):
        return _lookup(self.kind, node.inputs[0].type, self)[1]


class DeepCopyOp(_Registered):
    kind = "deep_copy"


class ViewOp(_Registered):
    kind = "view"


class Shape(_Registered):
    kind = "shape"

    def _out_type(self, x):
        from .tensor.type import TensorType
        return TensorType("int64", shape=(getattr(x.type, "ndim", None),))


class Shape_i(_Registered):  # noqa: N801 (PyTensor's name)
    kind = "shape_i"
    __props__ = ("i",)

    def __init__(self, i):
        self.i = int(i)

    def __str__(self):
        return f"Shape_i{{{self.i}}}"

    def _out_type(self, x):
        from .tensor.type import TensorType
        ndim = getattr(x.type, "ndim", None)
        if ndim is not None and not 0 <= self.i < ndim:
            raise IndexError(f"{self}: a tensor of rank {ndim} has no axis {self.i}")
        return TensorType("int64", shape=())

    def _sub(self, node, inputs, outputs, sub):
        return dict(sub, iname=inputs[0], oname=outputs[0], i=self.i)


deep_copy_op, view_op, shape_op = DeepCopyOp(), ViewOp(), Shape()


def shape_i(x, i):
    return Shape_i(i)(x)


# -- TensorType's registrations (as PyTensor's) ------------------------------------------------
def _register_tensor():
    from .tensor.type import TensorType

    alloc = """
    {
        npy_intp n = %(n)s;
        if (!%%(oname)s || PyArray_NDIM(%%(oname)s) != %(nd)s || PyArray_TYPE(%%(oname)s) != NPY_INT64 || PyArray_SIZE(%%(oname)s) != n || Py_REFCNT(%%(oname)s) > 1) {
            Py_XDECREF(%%(oname)s);
            %%(oname)s = (PyArrayObject*)PyArray_EMPTY(%(nd)s, &n, NPY_INT64, 0);
            if (!%%(oname)s) { %%(fail)s }
        }
    }
    """
    register_deep_copy_op_c_code(TensorType, """
    Py_XDECREF(%(oname)s);
    %(oname)s = (PyArrayObject*)PyArray_NewCopy(%(iname)s, NPY_ANYORDER);
    if (!%(oname)s) { %(fail)s }
    """, version=(1,))
    register_view_op_c_code(TensorType, """
    Py_XDECREF(%(oname)s);
    %(oname)s = %(iname)s;
    Py_XINCREF(%(oname)s);
    """, version=(1,))
    register_shape_c_code(TensorType, alloc % {"n": "PyArray_NDIM(%(iname)s)", "nd": "1"} + """
    for (int d = 0; d < PyArray_NDIM(%(iname)s); d++)
        ((npy_int64*)PyArray_DATA(%(oname)s))[d] = PyArray_DIM(%(iname)s, d);
    """, version=(1,))
    register_shape_i_c_code(TensorType, alloc % {"n": "1", "nd": "0"} + """
    *(npy_int64*)PyArray_DATA(%(oname)s) = PyArray_DIM(%(iname)s, %(i)s);
    """, """
    if (PyArray_NDIM(%(iname)s) <= %(i)s) {
        PyErr_Format(PyExc_IndexError, "Shape_i{%(i)s}: the input has only %%d axes", PyArray_NDIM(%(iname)s));
        %(fail)s
    }
    """, version=(1,))


_register_tensor()
