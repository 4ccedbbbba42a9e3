"""The graph API: Types and Ops describe themselves with C fragments (PyTensor/Theano's C
interface); Variables, Constants and Apply nodes connect them."""
from __future__ import annotations

import inspect


class Type:
    """Base type. Subclass it (PyTensor style) or instantiate it and assign plain functions as
    attributes (Theano style: ``double = Type(); double.c_declare = c_declare``)."""

    # -- Python side -------------------------------------------------------------------------
    def filter(self, x, strict=False, allow_downcast=None):
        """Return `x` as a valid value of this type (raise TypeError/ValueError otherwise)."""
        return x

    def passthrough_array(self):
        """(type number, shape) of the NumPy arrays `filter` returns unchanged: base-class
        ndarrays of that type number, aligned, in native byte order, of that rank, with the
        given lengths (None: any). The call path checks those without running `filter`
        (ARCHITECTURE.md, "The call path"). None (the default): `filter` sees every value."""
        return None

    def values_eq(self, a, b):
        return a == b

    def values_eq_approx(self, a, b):
        return self.values_eq(a, b)

    def __call__(self, name=None):
        return Variable(self, name=name)

    def make_variable(self, name=None):
        return Variable(self, name=name)

    # -- C interface: the five variable fragments have no default ---------------------------
    def c_declare(self, name, sub, check_input=True):
        raise NotImplementedError

    def c_init(self, name, sub):
        raise NotImplementedError

    def c_extract(self, name, sub, check_input=True, **kw):
        raise NotImplementedError

    def c_sync(self, name, sub):
        raise NotImplementedError

    def c_cleanup(self, name, sub):
        raise NotImplementedError

    # -- optional ------------------------------------------------------------------------------
    def c_headers(self, **kw):
        return []

    def c_header_dirs(self, **kw):
        return []

    def c_libraries(self, **kw):
        return []

    def c_lib_dirs(self, **kw):
        return []

    def c_compile_args(self, **kw):
        return []

    def c_no_compile_args(self, **kw):
        return []

    def c_init_code(self, **kw):
        return []

    def c_support_code(self, **kw):
        return ""

    def c_code_cache_version(self):
        return ()

    def c_language(self):
        """"c" (the default) or "c++": a graph with any C++ type or op compiles as C++."""
        return "c"

    def c_element_type(self):
        raise NotImplementedError(f"{self} has no C element type")

    def c_literal(self, data):
        """C expression for a constant of this type, or None to pass it as an object."""
        return None

    def c_is_simple(self):
        return False

    def __str__(self):
        return type(self).__name__


class Generic(Type):
    """A type whose C value is a ``PyObject*`` (a new reference while the block runs)."""

    def c_declare(self, name, sub, check_input=True):
        return f"PyObject* {name};"

    def c_init(self, name, sub):
        return f"{name} = NULL;"

    def c_extract(self, name, sub, check_input=True, **kw):
        return f"Py_INCREF(py_{name});\n{name} = py_{name};"

    def c_sync(self, name, sub):
        return (
            f"Py_XDECREF(py_{name});\n"
            f"py_{name} = {name} ? {name} : Py_None;\n"
            f"Py_INCREF(py_{name});"
        )

    def c_cleanup(self, name, sub):
        return f"Py_XDECREF({name});\n{name} = NULL;"

    def c_code_cache_version(self):
        return (1,)

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))

    def __str__(self):
        return "generic"


class Variable:
    """A value in a graph: an input (no owner), a node output, or a Constant."""

    def __init__(self, type, owner=None, index=None, name=None):
        if not isinstance(type, Type):
            raise TypeError(f"Variable needs a twinlink.Type, not {type!r}")
        self.type = type
        self.owner = owner
        self.index = index
        self.name = name

    # Type attributes that read as the variable's own (x.dtype, x.ndim for tensors).
    _TYPE_ATTRIBUTES = frozenset({"dtype", "ndim", "broadcastable", "shape"})

    def __getattr__(self, name):
        if name in Variable._TYPE_ATTRIBUTES and hasattr(self.type, name):
            return getattr(self.type, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __repr__(self):
        if self.name:
            return self.name
        if self.owner is not None:
            return f"{self.owner.op}.{self.index}"
        return f"<{self.type}>"

    __str__ = __repr__


class Constant(Variable):
    """A constant: inlined as a C literal when its type provides ``c_literal``."""

    def __init__(self, type, data, name=None):
        super().__init__(type, name=name)
        self.data = call_with_accepted(type.filter, data, strict=False, allow_downcast=None)

    def __repr__(self):
        return self.name or repr(self.data)

    __str__ = __repr__


class Apply:
    """One application of an op: its inputs and the outputs it owns."""

    def __init__(self, op, inputs, outputs):
        inputs, outputs = list(inputs), list(outputs)
        for kind, vs in (("input", inputs), ("output", outputs)):
            for i, v in enumerate(vs):
                if not isinstance(v, Variable):
                    raise TypeError(f"Apply of {op}: {kind} {i} is {v!r}, not a twinlink.Variable")
        self.op = op
        self.inputs = inputs
        self.outputs = outputs
        for i, out in enumerate(outputs):
            if isinstance(out, Constant):
                raise TypeError(f"Apply of {op}: output {i} is a Constant")
            if out.owner is not None and out.owner is not self:
                raise ValueError(f"Apply of {op}: output {i} ({out}) already belongs to {out.owner.op}")
            out.owner, out.index = self, i

    def __repr__(self):
        return f"{self.op}({', '.join(map(str, self.inputs))})"


class Op:
    """Base op. Subclasses define ``make_node`` and ``c_code``; ``__props__`` names the
    attributes that make two ops equal."""

    __props__ = ()
    #: {output index: [input indices]}: the inputs this op writes into (PyTensor's
    #: destroy_map). A read-only array passed there is refused; on wasm the written input is
    #: copied back so the caller sees the same effect as natively.
    destroy_map: dict = {}
    #: The Type of this op's params (PyTensor's protocol, ARCHITECTURE.md "Op params"): the
    #: linker makes `get_params(node)` a constant of this type, named by `sub['params']`.
    params_type = None

    def make_node(self, *inputs):
        raise NotImplementedError(f"{type(self).__name__}.make_node")

    def __call__(self, *inputs, **kw):
        node = self.make_node(*inputs, **kw)
        return node.outputs[0] if len(node.outputs) == 1 else node.outputs

    def _props(self):
        return tuple(getattr(self, p) for p in self.__props__)

    def __eq__(self, other):
        return type(self) is type(other) and self._props() == other._props()

    def __hash__(self):
        return hash((type(self), self._props()))

    def __str__(self):
        props = self._props()
        if not props:
            return type(self).__name__
        return f"{type(self).__name__}{{{', '.join(map(str, props))}}}"

    def get_params(self, node):
        """This node's params value: by default the params type builds it from this op's
        attributes (`ParamsType.get_params(op)`); NotImplementedError means no params."""
        build = getattr(self.params_type, "get_params", None)
        if build is None:
            raise NotImplementedError(f"{self} has no params (its params_type {self.params_type} cannot build them)")
        return build(self)

    # -- C interface -----------------------------------------------------------------------------
    def c_code(self, node, name, inputs, outputs, sub):
        raise NotImplementedError(f"{self} has no c_code")

    def c_code_cleanup(self, node, name, inputs, outputs, sub):
        return ""

    def c_support_code(self, **kw):
        return ""

    def c_support_code_apply(self, node, name):
        return ""

    def c_kernels(self, node, name):
        """Kernels this node's code calls (ARCHITECTURE.md, "Kernel objects"): whole C
        translation units without the Python or NumPy API, declared to the module by
        `c_support_code_apply`; each is compiled and cached as an object of its own."""
        return []

    def c_glue_only(self, node):
        """True when this node's `c_code` has no per-element loop of its own (its loops are
        kernels), so a module made only of such nodes compiles at the glue level, and a C one
        as two translation units that both hold the support code: it must then be static
        functions and types only (ARCHITECTURE.md, "Kernel objects")."""
        return False

    def c_init_code(self, **kw):
        return []

    def c_init_code_apply(self, node, name):
        return ""

    def c_support_code_struct(self, node, name):
        return ""

    def c_init_code_struct(self, node, name, sub):
        return ""

    def c_cleanup_code_struct(self, node, name):
        return ""

    def c_code_cache_version(self):
        return ()

    def c_code_cache_version_apply(self, node):
        return self.c_code_cache_version()

    def c_language(self):
        """"c" (the default) or "c++": a graph with any C++ type or op compiles as C++."""
        return "c"

    def c_headers(self, **kw):
        return []

    def c_header_dirs(self, **kw):
        return []

    def c_libraries(self, **kw):
        return []

    def c_lib_dirs(self, **kw):
        return []

    def c_compile_args(self, **kw):
        return []

    def c_no_compile_args(self, **kw):
        return []


_SIGNATURES: dict = {}


def _accepted(fn):
    """(positional capacity, takes *args, takes **kw, keyword names) of `fn`, cached."""
    func = getattr(fn, "__func__", fn)
    key = (func, hasattr(fn, "__self__"))
    shape = _SIGNATURES.get(key)
    if shape is None:
        params = inspect.signature(fn).parameters.values()
        shape = (
            sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params),
            any(p.kind is p.VAR_POSITIONAL for p in params),
            any(p.kind is p.VAR_KEYWORD for p in params),
            frozenset(p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)),
        )
        _SIGNATURES[key] = shape
    return shape


def call_with_accepted(fn, *args, **kw):
    """Call `fn` with the positional and keyword arguments its signature accepts, so methods
    written as ``c_extract(name, sub)`` and ``c_extract(self, name, sub, check_input=True,
    **kw)`` both work."""
    npos, varpos, varkw, names = _accepted(fn)
    return fn(*(args if varpos else args[:npos]), **{k: v for k, v in kw.items() if varkw or k in names})
