"""`@twinlink.jit`: compile a Python function of arrays on first call for the arguments'
dtypes and ranks, keep one specialisation per signature (like Pyccel's interfaces, inferred),
and dispatch later calls with a dict lookup."""
from __future__ import annotations

import functools
import inspect

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


class JitFunction:
    """A jitted function's state: the compiled specialisations, by signature."""

    def __init__(self, fn, target, limits):
        self.fn, self.target, self.limits = fn, target, limits
        params = inspect.signature(fn).parameters.values()
        if any(p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) or p.default is not p.empty for p in params):
            raise TypeError(f"jit: {fn.__name__} must take plain positional parameters (no defaults, *args or keywords)")
        self.names = [p.name for p in params]
        self.compiled = {}
        self.signatures = []  # readable signatures, in compile order

    def build(self, args, key):
        entry = self.compiled[key] = self._build(args)
        self.signatures.append(tuple(f"{a.dtype.name}[{a.ndim}d]" if type(a) is np.ndarray else type(a).__name__ for a in args))
        return entry

    def dispatcher(self):
        """A function of exactly the jitted function's arity (no *args, no loop): all-array
        calls key on (dtype, rank) pairs, the cheapest key Python can build."""
        names = [f"a{i}" for i in range(len(self.names))]
        params = ", ".join(names)
        packed = f"({params}{',' if len(names) == 1 else ''})"
        fast = " and ".join(f"type({n}) is _ndarray" for n in names) or "True"
        fast_key = "(" + "".join(f"{n}.dtype, {n}.ndim, " for n in names) + ")"
        source = (
            f"def dispatch({params}):\n"
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
        return dispatch

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
        # Array-only signatures were checked by the key (dtype and rank): call the compiled C
        # directly.
        call = compiled._target_call if only_arrays and not compiled._destroyed else compiled
        if isinstance(out, tuple):
            return lambda *a: tuple(call(*a))
        return call


def jit(fn=None, *, target="native", limits=None):
    """Decorator: `@twinlink.jit` or `@twinlink.jit(target="wasm", limits=...)`."""
    if fn is None:
        return lambda f: JitFunction(f, target, limits).dispatcher()
    return JitFunction(fn, target, limits).dispatcher()
