"""`function(inputs, outputs, target=...)`: link, compile (through the cache) and load a graph
on the native target (a CPython extension called directly) or the wasm target (a sandboxed
wasmtime instance), behind one `Function` with the same results and errors on both."""
from __future__ import annotations

import functools
import importlib.util
import inspect
import os
import sys
import sysconfig

import numpy as np

from . import _core
from .errors import CompileError, PickleFormatError
from .graph import Type, _accepted, call_with_accepted
from .limits import Limits
from .link import collect, default_params, plan_json
from .rewrite import apply_rewrites

TARGETS = ("native", "wasm")
_loaded_extensions: dict = {}


def host_env():
    """What the Rust toolchains need to know about this Python."""
    return {
        "python": sys.executable,
        "python_include": sysconfig.get_paths()["include"],
        "ext_suffix": sysconfig.get_config_var("EXT_SUFFIX"),
        "numpy_include": np.get_include(),
        "numpy_version": np.__version__,
    }


def _bound_filter(type_):
    """`type_.filter` as a one-argument callable, resolved once (the call path is hot)."""
    f = type_.filter
    if getattr(f, "__func__", None) is Type.filter:
        return _identity
    try:
        params = inspect.signature(f).parameters
    except (TypeError, ValueError):
        params = {}
    strict, downcast = params.get("strict"), params.get("allow_downcast")
    if strict is not None and strict.default is False and downcast is not None and downcast.default is None:
        return f  # its defaults are what we would pass: call it directly
    npos, varpos, varkw, names = _accepted(f)
    if varkw or {"strict", "allow_downcast"} <= names:
        return functools.partial(f, strict=False, allow_downcast=None)
    return lambda value: call_with_accepted(f, value, strict=False, allow_downcast=None)


def _identity(value):
    return value


def _filtered(filters, names, args):
    """`args` through their filters, in order; the first failure names its argument."""
    try:
        return [f(a) for f, a in zip(filters, args)]
    except (TypeError, ValueError, BufferError):
        _raise_named(filters, names, args)


def _raise_named(filters, names, args):
    """Runs the filters again one by one to name the argument that failed (the common case
    stays a comprehension)."""
    for i, (f, value) in enumerate(zip(filters, args)):
        try:
            f(value)
        except (TypeError, ValueError, BufferError) as e:
            raise type(e)(f"argument '{names[i]}' (input {i}): {e}") from None
    raise AssertionError("a filter failed once and then passed")


def _input_checks(inputs, filters, names, destroyed):
    """The compiled call path's check of each input (ARCHITECTURE.md, "The call path"), and
    `prepare`, the Python path taken when an input fails its check. A spec is None (always
    prepare), or (type number or None for any value, lengths with -1 for any, whether an
    ndarray given there must be writeable). `filters` is None under trust_input."""
    written = {pos for pos, _ in destroyed}
    specs = []
    for i, v in enumerate(inputs):
        if filters is None or filters[i] is _identity:
            specs.append((None, None, i in written))
            continue
        passthrough = getattr(v.type, "passthrough_array", None)
        found = passthrough() if passthrough is not None else None
        if found is None:
            specs.append(None)
        else:
            type_num, shape = found
            specs.append((type_num, tuple(-1 if n is None else n for n in shape), i in written))

    def prepare(*args):
        if filters is not None:
            try:  # _filtered, inlined: this is the call path of every converted input
                args = [f(a) for f, a in zip(filters, args)]
            except (TypeError, ValueError, BufferError):
                _raise_named(filters, names, args)
        for pos, op in destroyed:
            if isinstance(args[pos], np.ndarray) and not args[pos].flags.writeable:
                raise ValueError(f"argument '{names[pos]}' (input {pos}): op {op} writes into this input, but the array is read-only")
        return args

    return prepare, tuple(specs)


def _import_extension(path, module_name):
    module = _loaded_extensions.get(path)
    if module is None:
        spec = importlib.util.spec_from_file_location(module_name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _loaded_extensions[path] = module
    return module


class Function(_core.CallBase):
    """A compiled graph. Call it positionally or by input name: one output comes back bare,
    a list of outputs as a list. (`__call__` is `_core.CallBase`'s: a call with every input
    by position goes straight to the compiled call path; others bind names in `_call_slow`.)"""

    def __init__(self, inputs, outputs, target="native", trust_input=False, name=None, limits=None, language=None,
                 *, rewrite=True, params=default_params, sync_node_outputs=False, adapt_op_code=None, order=None,
                 op_code=None, extra_kernels=(), finish_plan=None):
        if target not in TARGETS:
            raise ValueError(f"target must be one of {', '.join(map(repr, TARGETS))}, not {target!r}")
        if limits is not None and target != "wasm":
            raise ValueError("limits apply to the wasm target only (native code runs unsandboxed)")
        if limits is not None and not isinstance(limits, Limits):
            raise TypeError(f"limits must be a twinlink.Limits, not {type(limits).__name__}")
        self.limits = limits if limits is not None else (Limits() if target == "wasm" else None)
        self.return_list = isinstance(outputs, (list, tuple))
        outs = list(outputs) if self.return_list else [outputs]
        # How the plan was made, for a twin on the other target (twinlink.compare).
        self._link_options = {"language": language, "rewrite": rewrite, "params": params,
                              "sync_node_outputs": sync_node_outputs, "adapt_op_code": adapt_op_code,
                              "order": order, "op_code": op_code, "extra_kernels": tuple(extra_kernels),
                              "finish_plan": finish_plan}
        if rewrite:
            outs = apply_rewrites(outs)  # the registered rewrites: elementwise chains become one loop
        if not isinstance(inputs, (list, tuple)):
            raise TypeError(f"inputs must be a list of Variables, not {type(inputs).__name__}")
        self.inputs = list(inputs)
        self.outputs = outs
        self.target = target
        self.name = name
        plan, constants, self.unversioned, destroyed = collect(self.inputs, outs, name, language, params,
                                                               sync_node_outputs, adapt_op_code, order, op_code,
                                                               extra_kernels, finish_plan)
        self._destroyed = sorted(destroyed.items())
        self.plan = plan
        self._constants = list(constants)
        self._load(trust_input)

    def _load(self, trust_input, carried=None):
        """Builds (or, from a pickle's `carried` artifact, reloads) the module and sets up the
        call path; `self.inputs`, `plan`, `_constants`, `_destroyed`, `limits` are set."""
        plan, constants = self.plan, self._constants
        self.language = plan["language"]
        self._names = [v.name or f"input{i}" for i, v in enumerate(self.inputs)]
        self._positions = {}
        for i, v in enumerate(self.inputs):
            if v.name:
                self._positions.setdefault(v.name, []).append(i)
        self._all_filters = tuple(_bound_filter(v.type) for v in self.inputs)
        self._n = len(self.inputs)
        self._call = None
        self.trust_input = trust_input
        text = plan_json(plan)
        self._wasm = None
        if self.target == "native":
            why = _native_mismatch(carried) if carried is not None else None
            if carried is not None and why is None:
                module_name = carried["module_name"]
                path = _core.place_native(carried["extension"], module_name, host_env())
                self.c_source = carried["source"]
            else:
                try:
                    path, module_name, self.c_source = _core.build_native(text, host_env())
                except CompileError as e:
                    if why:
                        raise CompileError(f"cannot use the pickled native module ({why}) "
                                           f"and cannot rebuild it here: {e}") from None
                    raise
            module = self._native_module = _import_extension(path, module_name)
            self._state = module.new(self.return_list, *constants)
            self._instance = None
            # The call path (ARCHITECTURE.md, "The call path"): `call` checks the inputs in C
            # and runs the filters only when one needs them; `run` trusts them.
            self._target_call = functools.partial(module.run, self._state)
            self._call = functools.partial(module.call, self._state)
        else:
            if carried is not None:
                # Pickles made before kernel flags were carried have none.
                wasm = _core.load_wasm(carried["wasm"], text, carried["toolchain"], list(carried["flags"]),
                                       list(carried.get("kernel_flags", [])), self.limits.as_dict())
                wasm_source = carried["source"]
            else:
                wasm = _core.build_wasm(text, host_env(), self.limits.as_dict())
                wasm_source = wasm.source
            self._wasm = wasm
            self.c_source = wasm_source
            self.toolchain = wasm.toolchain
            self._instance = wasm.instance(list(constants), self._names, self.return_list, [p for p, _ in self._destroyed], self.limits.as_dict())
            self._target_call = self._instance.run
            self._call = self._instance.call
        self._set_checks()
        self._set_fast(self._call if self._instance is None else self._instance, self._n)

    # -- pickling: a Function travels with its plan and its built module -------------------------
    def __reduce__(self):
        return (_restore_function, (self.__getstate__(),))

    def __getstate__(self):
        state = {
            "format": PICKLE_FORMAT,
            "target": self.target,
            "inputs": self.inputs,
            "outputs": self.outputs,
            "return_list": self.return_list,
            "trust_input": self.trust_input,
            "name": self.name,
            "limits": self.limits,
            "plan": self.plan,
            "constants": self._constants,
            "destroyed": self._destroyed,
            "unversioned": self.unversioned,
            "link_options": self._link_options,
        }
        if self.target == "wasm":
            with open(self._wasm.wasm_path, "rb") as fh:
                state["carried"] = {"wasm": fh.read(), "toolchain": self._wasm.toolchain,
                                    "flags": list(self._wasm.flags), "kernel_flags": list(self._wasm.kernel_flags),
                                    "source": self.c_source}
        else:
            module = self._native_module
            with open(module.__file__, "rb") as fh:
                state["carried"] = dict(_native_identity(), extension=fh.read(), module_name=module.__name__,
                                        source=self.c_source)
        return state

    def __setstate__(self, state):
        if not isinstance(state, dict) or state.get("format") != PICKLE_FORMAT:
            found = state.get("format") if isinstance(state, dict) else type(state).__name__
            raise PickleFormatError(f"this pickled twinlink.Function has format {found!r}; this twinlink reads "
                                    f"format {PICKLE_FORMAT} (pickle it again with the same twinlink version)")
        for key in ("target", "inputs", "outputs", "return_list", "name", "limits", "plan", "unversioned"):
            setattr(self, key, state[key])
        self._constants = list(state["constants"])
        self._destroyed = [tuple(d) for d in state["destroyed"]]
        self._link_options = state["link_options"]
        self._load(state["trust_input"], state.get("carried"))

    def twin(self, target):
        """The same graph, linked the same way, built for `target` (no limits, no name change)."""
        outputs = self.outputs if self.return_list else self.outputs[0]
        return Function(self.inputs, outputs, target=target, trust_input=self.trust_input, name=self.name,
                        **self._link_options)

    def _bind(self, args, kwargs):
        n = len(self.inputs)
        if len(args) > n:
            raise TypeError(f"{self._what()} takes {n} inputs, {len(args)} given")
        values = list(args) + [_MISSING] * (n - len(args))
        for key, value in kwargs.items():
            pos = self._positions.get(key)
            if pos is None:
                raise TypeError(f"{self._what()} has no input named {key!r} (inputs: {', '.join(self._names)})")
            if len(pos) > 1:
                raise TypeError(f"input name {key!r} is ambiguous (positions {pos}); pass it positionally")
            if values[pos[0]] is not _MISSING:
                raise TypeError(f"{self._what()} got input {key!r} twice")
            values[pos[0]] = value
        missing = [self._names[i] for i, v in enumerate(values) if v is _MISSING]
        if missing:
            raise TypeError(f"{self._what()} is missing input(s): {', '.join(missing)}")
        return values

    def _what(self):
        return f"function {self.name!r}" if self.name else "this function"

    @property
    def trust_input(self):
        """When True, inputs skip `Type.filter` (the C extract code still checks them)."""
        return self._filters is None

    @trust_input.setter
    def trust_input(self, value):
        self._filters = None if value else self._all_filters
        if self._call is not None:
            self._set_checks()

    def _set_checks(self):
        """Gives the compiled call path its per-input checks and `prepare`."""
        prepare, specs = _input_checks(self.inputs, self._filters, self._names, self._destroyed)
        if self._instance is None:
            self._native_module.checks(self._state, prepare, specs)
        else:
            self._instance.checks(prepare, specs)

    def _call_slow(self, *args, **kwargs):
        """A call that does not give exactly every input by position (see the class)."""
        return self._call(*self._bind(args, kwargs))

    def _prepared(self, args, kwargs):
        """Inputs bound by position or name and passed through the type filters (always)."""
        return _filtered(self._all_filters, self._names, self._bind(args, kwargs))

    def export_bundle(self, path, *args, **kwargs):
        """Runs the graph once on the wasm target, on a fresh instance, and writes one
        self-contained file to `path`: the wasm module, the plan, these inputs, the outputs with
        their SHA-256 digests, the toolchain identity and the engine settings (format in the
        README). `twinlink replay PATH` or `twinlink.replay(path)` re-runs it anywhere without
        Python or a C compiler. A native Function exports the wasm build of the same graph.
        Returns the recorded outputs, as a call would."""
        if not isinstance(path, (str, bytes)) and not hasattr(path, "__fspath__"):
            raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
        values = self._prepared(args, kwargs)
        if self._wasm is None:
            limits = self.limits if self.limits is not None else Limits()
            self._wasm = _core.build_wasm(plan_json(self.plan), host_env(), limits.as_dict())
        limits = self.limits if self.target == "wasm" else Limits()
        names = [v.name or f"output{i}" for i, v in enumerate(self.outputs)]
        outs = self._wasm.export_bundle(os.fspath(path), plan_json(self.plan), self._constants,
                                        list(zip(self._names, values)), names, limits.as_dict())
        return outs if self.return_list else outs[0]

    def sandbox_stats(self):
        """Guest bookkeeping on the wasm target: live shim objects, linear memory bytes, and the
        calls that took the fast lane (`fast_calls`: inputs that are C-contiguous arrays of the
        last call's types and shapes, written straight into its buffers; ARCHITECTURE.md, "The
        call path")."""
        if self._instance is None:
            raise ValueError("sandbox_stats() is only available on the wasm target")
        return {"live_objects": self._instance.live_objects(), "memory_bytes": self._instance.memory_bytes(),
                "fast_calls": self._instance.lane_calls()}

    def __repr__(self):
        return f"<twinlink.Function {self.name or ''} target={self.target} inputs={self._names}>"


PICKLE_FORMAT = 1


def _restore_function(state):
    f = Function.__new__(Function)
    f.__setstate__(state)
    return f


def _native_identity():
    """What a native extension module depends on: the platform, the interpreter's extension
    ABI, NumPy's version and the instruction set its kernels were compiled for (a CPU without
    it could not run them)."""
    return {"platform": sysconfig.get_platform(), "ext_suffix": sysconfig.get_config_var("EXT_SUFFIX"),
            "numpy_version": np.__version__, "isa": _core.native_isa()}


def _native_mismatch(carried):
    """Why a carried native extension cannot load here, or None when it can."""
    here = _native_identity()
    for key, what in (("platform", "platform"), ("ext_suffix", "Python extension ABI"), ("numpy_version", "NumPy version"),
                      ("isa", "kernel instruction set")):
        if carried.get(key) != here[key]:
            return f"it was built for {what} {carried.get(key)!r}, this interpreter has {here[key]!r}"
    return None


class _Missing:
    def __repr__(self):
        return "<missing>"


_MISSING = _Missing()


def function(inputs, outputs, target="native", trust_input=False, name=None, limits=None, language=None):
    """Compile the graph from `inputs` to `outputs` for `target` ("native" or "wasm").
    `limits` (a twinlink.Limits, wasm only) bounds time, fuel, memory, stack and output.
    `language` is "c", "c++" or None: None compiles as C++ when a type or op of the graph asks
    for it (`c_language()`), else as C; `Function.language` tells which was used."""
    return Function(inputs, outputs, target=target, trust_input=trust_input, name=name, limits=limits,
                    language=language)
