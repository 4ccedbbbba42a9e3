"""ExternalCOp: an op whose C lives in `#section <tag>` files (Theano's COp, from its "Extending
Theano with a C Op" documentation). The files are split by the Rust parser; each section
becomes the matching `c_*` method, wrapped in the PyTensor macros (APPLY_SPECIFIC,
DTYPE_/TYPENUM_/ITEMSIZE_INPUT_i, FAIL, INPUT_i, PARAMS, PARAMS_TYPE, DTYPE_PARAM_field...)
that are `#undef`ined after it."""
from __future__ import annotations

import hashlib
import inspect
import os

import numpy as np

from . import _core
from .graph import Op
from .params import ParamsType


class ExternalCOp(Op):
    """Subclass it as Theano's documentation subclasses COp:
    ``super().__init__(func_files, func_name)``. `func_files` is one path or a list, relative
    to the folder of the file that defines the subclass. With `func_name`, the op's code is a
    call ``int func_name(in0, ..., &out0, ...)`` that returns non-zero (with an exception set)
    on failure."""

    def __init__(self, func_files, func_name=None):
        files = [func_files] if isinstance(func_files, (str, os.PathLike)) else list(func_files)
        if not files:
            raise ValueError(f"{type(self).__name__}: func_files is empty")
        base = os.path.dirname(os.path.abspath(inspect.getfile(type(self))))
        self.func_files = [os.path.normpath(os.path.join(base, os.fspath(f))) for f in files]
        self.func_name = func_name
        texts = []
        for path in self.func_files:
            try:
                with open(path, encoding="utf-8", newline="") as fh:
                    texts.append((path, fh.read()))
            except FileNotFoundError:
                raise FileNotFoundError(f"{type(self).__name__}: C file {path} not found (paths are relative to {base})") from None
        self._sections = _core.parse_sections(texts)
        if func_name and "code" in self._sections:
            raise ValueError(f"{type(self).__name__}: a `code` section and func_name={func_name!r} cannot both define the op's code")
        if not func_name and "code" not in self._sections:
            raise ValueError(f"{type(self).__name__}: the C files have no `code` section and no func_name was given")
        # The files' text is the version: editing a file recompiles, an unchanged one is cached.
        self._version = hashlib.sha256("\0".join(text for _, text in texts).encode()).hexdigest()

    # -- macros ------------------------------------------------------------------------------
    @staticmethod
    def _dtype_macros(node):
        defines = []
        for kind, vars_ in (("INPUT", node.inputs), ("OUTPUT", node.outputs)):
            for i, v in enumerate(vars_):
                dtype = getattr(v.type, "dtype", None)
                if dtype is None:
                    continue
                d = np.dtype(dtype)
                c_type = "npy_bool" if d.kind == "b" else f"npy_{d.name}"
                defines += [(f"DTYPE_{kind}_{i}", c_type), (f"TYPENUM_{kind}_{i}", str(d.num)), (f"ITEMSIZE_{kind}_{i}", str(d.itemsize))]
        return defines

    def _params_macros(self):
        """PARAMS_TYPE (the struct's name) and DTYPE_PARAM_<field> for each field with a C
        element type, when the op's params are a ParamsType (PyTensor's macros)."""
        ptype = getattr(self, "params_type", None)
        if not isinstance(ptype, ParamsType):
            return []
        defines = [("PARAMS_TYPE", ptype.name)]
        for field, t in zip(ptype.fields, ptype.types):
            try:
                element = t.c_element_type()
            except (NotImplementedError, AttributeError):
                continue
            if element:
                defines.append((f"DTYPE_PARAM_{field}", element))
        return defines

    def _wrap(self, tag, node, name, fail=None, inputs=None, outputs=None, params=""):
        text = self._sections.get(tag, "")
        if not text.strip():
            return ""
        defines = [("APPLY_SPECIFIC(str)", f"str##_{name}")] + self._dtype_macros(node) + self._params_macros()
        if fail is not None:
            defines.append(("FAIL", fail))
        if params:
            defines.append(("PARAMS", params))
        for kind, names in (("INPUT", inputs), ("OUTPUT", outputs)):
            defines += [(f"{kind}_{i}", n) for i, n in enumerate(names or [])]
        head = "".join(f"#define {k} {v}\n" for k, v in defines)
        tail = "".join(f"#undef {k.split('(')[0]}\n" for k, _ in defines)
        return f"{head}{text.rstrip()}\n{tail}"

    # -- the C interface, one method per section ---------------------------------------------
    def c_support_code(self, **kw):
        return self._sections.get("support_code", "")

    def c_init_code(self, **kw):
        code = self._sections.get("init_code", "")
        return [code] if code.strip() else []

    def c_support_code_apply(self, node, name):
        return self._wrap("support_code_apply", node, name)

    def c_init_code_apply(self, node, name):
        return self._wrap("init_code_apply", node, name)

    def c_support_code_struct(self, node, name):
        # C finds struct members by name, so APPLY_SPECIFIC is expanded here, not by cpp.
        return _core.expand_apply_specific(self._wrap("support_code_struct", node, name), name)

    def c_init_code_struct(self, node, name, sub):
        return self._wrap("init_code_struct", node, name, fail=sub["fail"], params=sub.get("params", ""))

    def c_cleanup_code_struct(self, node, name):
        return self._wrap("cleanup_code_struct", node, name)

    def c_code(self, node, name, inputs, outputs, sub):
        params = sub.get("params", "")
        if self.func_name:
            # A node with params passes them last, as PyTensor's ExternalCOp does.
            args = ", ".join(list(inputs) + [f"&{o}" for o in outputs] + ([params] if params else []))
            return (
                f"#define APPLY_SPECIFIC(str) str##_{name}\n"
                f"if ({self.func_name}({args}) != 0) {{ {sub['fail']} }}\n"
                f"#undef APPLY_SPECIFIC\n"
            )
        return self._wrap("code", node, name, fail=sub["fail"], inputs=inputs, outputs=outputs, params=params)

    def c_code_cleanup(self, node, name, inputs, outputs, sub):
        return self._wrap("code_cleanup", node, name, fail=sub["fail"], inputs=inputs, outputs=outputs,
                          params=sub.get("params", ""))

    def c_code_cache_version(self):
        ptype = getattr(self, "params_type", None)
        return (self._version,) + ((ptype.c_code_cache_version(),) if ptype is not None else ())
