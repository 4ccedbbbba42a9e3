"""`@twinlink.jit`: compile a Python function of arrays on first call for the arguments'
dtypes and ranks, keep one specialisation per signature (like Pyccel's interfaces, inferred),
and dispatch later calls with a dict lookup. A jitted function pickles with its compiled
specialisations (each a twinlink Function carrying its module)."""
from __future__ import annotations

import functools
import importlib
import inspect
import types

import numpy as np

from .function import function
from .tensor import DTYPES, TensorType

_SCALARS = {bool: "bool", int: "int64", float: "float64"}


def _slow_key(args):
    """The key of a call with a non-array argument: per argument its type (and for an array
    its dtype and rank). It starts with a type, so it never equals an all-array key."""
    key = []
    for a in args:
        key.append(type(a))
        if type(a) is np.ndarray:
            key += [a.dtype, a.ndim]
    return tuple(key)


class _Owned:
    """A container of a JitFunction's that pickles as "that JitFunction's attribute": a jitted
    function pickled by value (cloudpickle) reaches its state through these."""

    __slots__ = ()

    def __reduce__(self):
        return (getattr, (self.owner, self.attribute))


class _Compiled(_Owned, dict):
    __slots__ = ("owner", "attribute")


class _Signatures(_Owned, list):
    __slots__ = ("owner", "attribute")


def _owned(cls, owner, attribute):
    obj = cls()
    obj.owner, obj.attribute = owner, attribute
    return obj


class JitFunction:
    """A jitted function's state: the compiled specialisations, by signature. It pickles as the
    Python function, the target, the limits and the built Functions (each carrying its module)."""

    def __init__(self, fn, target, limits):
        self.fn, self.target, self.limits = fn, target, limits
        params = inspect.signature(fn).parameters.values()
        if any(p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) or p.default is not p.empty for p in params):
            raise TypeError(f"jit: {fn.__name__} must take plain positional parameters (no defaults, *args or keywords)")
        self.names = [p.name for p in params]
        self.compiled = _owned(_Compiled, self, "compiled")  # key -> what the dispatcher calls
        self.signatures = _owned(_Signatures, self, "signatures")  # readable, in compile order
        self.built = []  # (key, signature, Function, tuple output), what a pickle carries
        self.handle = None

    def __reduce__(self):
        return (_restore_jit, (_function_reference(self), self.target, self.limits, self.built))

    def build(self, args, key):
        compiled, as_tuple = self._build(args)
        signature = tuple(f"{a.dtype.name}[{a.ndim}d]" if type(a) is np.ndarray else type(a).__name__ for a in args)
        return self.add(key, signature, compiled, as_tuple)

    def add(self, key, signature, compiled, as_tuple):
        """Makes `compiled` the specialisation for `key`; returns what the dispatcher calls."""
        # The checked entry (ARCHITECTURE.md, "The call path"): the dispatcher passes exactly the
        # inputs, array-only signatures are trust_input (the key checked dtype and rank), and
        # the entry still refuses a read-only array where an op writes.
        call = compiled._call
        entry = self.compiled[key] = (lambda *a: tuple(call(*a))) if as_tuple else call
        self.signatures.append(signature)
        self.built.append((key, signature, compiled, as_tuple))
        return entry

    def dispatcher(self):
        """The jitted function: a function of exactly the jitted function's arity (no *args, no
        loop), where all-array calls key on (dtype, rank) pairs, the cheapest key Python can
        build."""
        names = [f"a{i}" for i in range(len(self.names))]
        params = ", ".join(names)
        packed = f"({params}{',' if len(names) == 1 else ''})"
        fast = " and ".join(f"type({n}) is _ndarray" for n in names) or "True"
        fast_key = "(" + "".join(f"{n}.dtype, {n}.ndim, " for n in names) + ")"
        source = (
            f"def dispatch(_handle, {params}):\n"
            f"    key = {fast_key} if {fast} else _slow_key({packed})\n"
            f"    entry = _get(key)\n"
            f"    if entry is None:\n"
            f"        entry = _build({packed}, key)\n"
            f"    return entry({params})\n"
        )
        scope = {"_ndarray": np.ndarray, "_slow_key": _slow_key, "_get": self.compiled.get, "_build": self.build}
        exec(source, scope)  # noqa: S102 (generated from parameter counts only)
        dispatch = functools.wraps(self.fn)(scope["dispatch"])
        dispatch.jit = self
        dispatch.signatures = self.signatures
        # A method bound to a small handle: called as fast as a plain function (the bound
        # method passes the handle in the vectorcall), and unlike a function it pickles with its
        # state: a method pickles as getattr(handle, name), and the handle as its JitFunction.
        handle = self.handle = _JitHandle(self)
        handle.bound = types.MethodType(dispatch, handle)
        return handle.bound

    def _build(self, args):
        if len(args) != len(self.names):
            raise TypeError(f"{self.fn.__name__}() takes {len(self.names)} arguments, {len(args)} given")
        variables, only_arrays = [], True
        for i, (name, a) in enumerate(zip(self.names, args)):
            if type(a) is np.ndarray:
                if a.dtype.name not in DTYPES or not a.dtype.isnative:
                    raise TypeError(f"{self.fn.__name__}: argument '{name}' (position {i}) is a {a.dtype.str} array; "
                                    f"jit takes native-order arrays of {', '.join(DTYPES)}")
                variables.append(TensorType(a.dtype, shape=(None,) * a.ndim)(name))
            elif type(a) in _SCALARS:
                only_arrays = False
                variables.append(TensorType(_SCALARS[type(a)], shape=())(name))
            else:
                raise TypeError(f"{self.fn.__name__}: argument '{name}' (position {i}) is a {type(a).__name__}; "
                                "jit takes NumPy arrays and Python numbers")
        try:
            out = self.fn(*variables)
        except (TypeError, ValueError) as e:
            sig = ", ".join(f"{n}: {v.type}" for n, v in zip(self.names, variables))
            raise TypeError(f"{self.fn.__name__}: cannot build a graph for ({sig}): {e}") from None
        outputs = list(out) if isinstance(out, (tuple, list)) else out
        compiled = function(variables, outputs, target=self.target, trust_input=only_arrays,
                            name=self.fn.__name__, limits=self.limits)
        return compiled, isinstance(out, tuple)


class _JitHandle:
    """What a jitted function is bound to. Where it is unpickled, a call with a carried
    signature compiles nothing (a wasm one needs no C compiler there)."""

    __slots__ = ("_twinlink_jit", "bound")

    def __init__(self, state):
        self._twinlink_jit = state

    def __getattr__(self, name):
        # Unpickling a bound method asks its object for the method by name.
        if name == self._twinlink_jit.fn.__name__:
            return self.bound
        raise AttributeError(name)

    def __repr__(self):
        state = self._twinlink_jit
        return f"<twinlink.jit of {state.fn.__qualname__}, target {state.target}, {len(state.signatures)} signature(s)>"

    def __reduce__(self):
        return (_handle_of, (self._twinlink_jit,))


def _handle_of(state):
    if state.handle is None:
        state.dispatcher()
    return state.handle


def _function_reference(state):
    """How a pickle names the Python function: (module, qualified name) when importing that
    name gives this jitted function (the usual `@jit` at module level; where it is unpickled,
    the module's own jitted function receives the carried specialisations), else the function
    itself (pickled by reference when importable; cloudpickle, as dask uses, pickles the
    others by value)."""
    fn = state.fn
    module, name = fn.__module__, fn.__qualname__
    if module != "__main__" and "<locals>" not in name and state.handle is not None:
        try:
            if _resolve(module, name) is state.handle.bound:
                return (module, name)
        except (ImportError, AttributeError):
            pass
    return fn


def _resolve(module, name):
    obj = importlib.import_module(module)
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


def _restore_jit(reference, target, limits, built):
    state = None
    if isinstance(reference, tuple):
        found = _resolve(*reference)
        state = getattr(found, "jit", None)
        if not isinstance(state, JitFunction) or (state.target, state.limits) != (target, limits):
            state, reference = None, getattr(found, "__wrapped__", found)
    if state is None:
        state = JitFunction(reference, target, limits)
    for key, signature, compiled, as_tuple in built:
        if key not in state.compiled:
            state.add(key, signature, compiled, as_tuple)
    return state


def jit(fn=None, *, target="native", limits=None):
    """Decorator: `@twinlink.jit` or `@twinlink.jit(target="wasm", limits=...)`."""
    if fn is None:
        return lambda f: JitFunction(f, target, limits).dispatcher()
    return JitFunction(fn, target, limits).dispatcher()
