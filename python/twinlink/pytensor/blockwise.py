"""C for PyTensor's Blockwise nodes: the core op's C run once per batch index on views of the
inputs' core arrays, each result copied into the batched outputs. PyTensor has no C for
Blockwise (its `perform` loops in Python over the core op's thunk), so without this a batched
node ran Python between modules, outside the sandbox on wasm (ARCHITECTURE.md, "The PyTensor
bridge"). The core's C is whatever the bridge links for the core node on its own: the core op's
C, or twinlink's own C for it (linalg.py, indexing.py, basic.py)."""
from __future__ import annotations

import re

import numpy as np

from ..graph import call_with_accepted
from ..tensor.elemwise import ELEMWISE_TEXT, SHAPE_TEXT
from .products import NEW_OUTPUT_TEXT, Substitute

try:
    from pytensor.graph.utils import MethodNotDefined
    from pytensor.scalar import ScalarType
    from pytensor.tensor import TensorType
except ImportError as e:  # pragma: no cover - the bridge imports PyTensor first
    raise ImportError("twinlink.pytensor needs PyTensor") from e

BATCH_TEXT = r"""
/* The core result c of batch element f (C order) into z[f], z of rank b + rank(c): NumPy's
   assignment message where c's shape is not z's core shape (each element's core result must
   have the first one's shape); 0 on failure. */
static int tl_pt_batch_store(PyArrayObject* z, int b, npy_intp f, PyArrayObject* c) {
    const int nd = PyArray_NDIM(c);
    int same = PyArray_NDIM(z) == b + nd;
    for (int d = 0; same && d < nd; d++) same = PyArray_DIM(z, b + d) == PyArray_DIM(c, d);
    if (!same) {
        char sc[96], sz[96];
        PyErr_Format(PyExc_ValueError, "could not broadcast input array from shape %s into shape %s",
                     tl_pt_shape_text(nd, PyArray_DIMS(c), ",", sc, sizeof sc), tl_pt_shape_text(PyArray_NDIM(z) - b, PyArray_DIMS(z) + b, ",", sz, sizeof sz));
        return 0;
    }
    const npy_intp size = PyArray_SIZE(c), item = PyArray_ITEMSIZE(z);
    char* at = PyArray_BYTES(z) + f * size * item;
    if (PyArray_TYPE(c) == PyArray_TYPE(z) && PyArray_ISCARRAY_RO(c)) {
        memcpy(at, PyArray_BYTES(c), (size_t)(size * item));
        return 1;
    }
    Py_INCREF(PyArray_DESCR(z));
    PyArrayObject* slot = (PyArrayObject*)PyArray_NewFromDescr(&PyArray_Type, PyArray_DESCR(z), nd, PyArray_DIMS(z) + b,
                                                                PyArray_STRIDES(z) + b, at, NPY_ARRAY_WRITEABLE, NULL);
    if (!slot) return 0;
    const int ok = PyArray_CopyInto(slot, c) == 0;
    Py_DECREF(slot);
    return ok;
}
"""


def batched(node, core_code_of):
    """(core node, the object whose C the bridge links for it) for a Blockwise node whose
    every input carries its batch dimensions and whose core node `core_code_of` gives C for,
    else None. Refused: an in-place Blockwise or core op, a core whose C has cleanup code, and
    a core whose C reads its outputs' Python objects (`py_<name>`; its array inputs' are the
    views)."""
    op = node.op
    core_op = getattr(op, "core_op", None)
    if core_op is None or not hasattr(op, "_create_dummy_core_node") or not hasattr(op, "batch_ndim"):
        return None
    if getattr(op, "destroy_map", None) or getattr(core_op, "destroy_map", None):
        return None
    core = op._create_dummy_core_node(node.inputs)
    b = op.batch_ndim(node)
    if b < 1 or any(v.type.ndim != b + c.type.ndim for v, c in zip(node.inputs, core.inputs)):
        return None
    # Each core input an array (a view) or a scalar of the batched input's dtype (Subtensor's
    # indices), each core output an array.
    if not all(isinstance(c.type, TensorType) or (isinstance(c.type, ScalarType) and c.type.dtype == v.type.dtype)
               for v, c in zip(node.inputs, core.inputs)):
        return None
    if not all(isinstance(c.type, TensorType) for c in core.outputs):
        return None
    code = core_code_of(core)
    if code is None:
        return None
    values = [f"tl_probe_value{i}" for i in range(len(core.inputs))]
    results = [f"tl_probe_core{j}" for j in range(len(core.outputs))]
    sub = {"fail": "{}", "id": 0, "failure_var": "__failure", "params": ""}
    try:
        text = call_with_accepted(code.c_code, core, "probe", values, results, sub)
        cleanup = call_with_accepted(code.c_code_cleanup, core, "probe", values, results, sub) or ""
    except (MethodNotDefined, NotImplementedError):
        return None
    if re.search(r"\bpy_tl_probe_core", text) or cleanup.strip():
        return None
    return core, code


class Batched(Substitute):
    """A Blockwise node: the core node's C (`core`, the object the bridge links for it) run once
    per batch index on views of the inputs' core arrays, each result copied into the batched
    outputs in C order. Blockwise's semantics: the batch dimensions broadcast, a length-1
    dimension not marked broadcastable refused where another input's is longer (its message),
    a mismatch NumPy's broadcast_shapes message, an empty batch its NotImplementedError, and a
    core result whose shape differs from the first one's NumPy's assignment message."""

    def __init__(self, op, core_node, core, kind="batched"):
        super().__init__(op, kind)
        self.core_node, self.core = core_node, core

    # The core's parts of the module, asked of the core node; its params are the core node's
    # (twinlink.link.collect).

    def c_params_node(self, node):
        return self.core_node if self.core is self.core_node.op else None

    def _core(self, method, *args):
        fn = getattr(self.core, method, None)
        return call_with_accepted(fn, *args) if fn is not None else None

    def c_headers(self, **kw):
        return self._core("c_headers") or []

    def c_header_dirs(self, **kw):
        return self._core("c_header_dirs") or []

    def c_compile_args(self, **kw):
        return self._core("c_compile_args") or []

    def c_no_compile_args(self, **kw):
        return self._core("c_no_compile_args") or []

    def c_init_code(self, **kw):
        return self._core("c_init_code") or []

    def c_language(self):
        return self._core("c_language") or "c"

    def c_support_code(self, node=None, **kw):
        code = self._core("c_support_code") or []
        return ([code] if isinstance(code, str) else list(code)) + [SHAPE_TEXT, ELEMWISE_TEXT, NEW_OUTPUT_TEXT, BATCH_TEXT]

    def c_support_code_apply(self, node, name):
        return self._core("c_support_code_apply", self.core_node, name) or ""

    def c_init_code_apply(self, node, name):
        return self._core("c_init_code_apply", self.core_node, name) or ""

    def c_support_code_struct(self, node, name):
        return self._core("c_support_code_struct", self.core_node, name) or ""

    def c_init_code_struct(self, node, name, sub):
        return self._core("c_init_code_struct", self.core_node, name, sub) or ""

    def c_cleanup_code_struct(self, node, name):
        return self._core("c_cleanup_code_struct", self.core_node, name) or ""

    def c_kernels(self, node, name):
        return self._core("c_kernels", self.core_node, name) or []

    def c_glue_only(self, node):
        return bool(self._core("c_glue_only", self.core_node))

    def c_code_cache_version(self):
        version = self._core("c_code_cache_version_apply", self.core_node)
        return (1, tuple(version)) if version else ()

    # Hooks for the kinds whose Blockwise PyTensor computes otherwise (linalg.BatchedLinalg).

    def _before(self, node, inputs, b, fail):
        """C run after the batch dimensions' checks, before the loop."""
        return ""

    def _empty(self, node, inputs, outputs, b, fail):
        """C for a batch of no elements."""
        return f'PyErr_SetString(PyExc_NotImplementedError, "vectorize with zero size not implemented"); {fail}'

    def _after(self, node, inputs, outputs, fail):
        """C run after the loop."""
        return ""

    def _written_inputs(self):
        """The inputs whose core views the core's C writes into."""
        return []

    def _broadcast_checks(self, node, inputs, b, fail):
        """C: Blockwise's checks of the batch dimensions of several inputs, in its order: the
        runtime broadcasting check over all of them, then NumPy's broadcast_shapes."""
        if len(inputs) == 1:
            return ""
        texts = []
        for d in range(b):
            longer = " || ".join(f"PyArray_DIM({x}, {d}) != 1" for x in inputs)
            unmarked = [f"PyArray_DIM({x}, {d}) == 1" for x, v in zip(inputs, node.inputs) if not v.type.broadcastable[d]]
            if unmarked:
                texts.append(f"""    if (({longer}) && ({" || ".join(unmarked)})) {{
        PyErr_SetString(PyExc_ValueError, "Runtime broadcasting not allowed. At least one input has a distinct batch dimension length of 1, but was not marked as broadcastable.\\nIf broadcasting was intended, use `specify_broadcastable` on the relevant input.");
        {fail}
    }}""")
        args = ", ".join(inputs)
        texts.append(f"""    {{
        PyArrayObject* tl_in[] = {{{args}}};
        for (int d = 0; d < {b}; d++) {{
            int from = 0;
            for (int i = 0; i < {len(inputs)}; i++) {{
                const npy_intp len = PyArray_DIM(tl_in[i], d);
                if (len == 1) continue;
                if (PyArray_DIM(tl_in[from], d) == 1) from = i;
                else if (PyArray_DIM(tl_in[from], d) != len) {{
                    char sa[96], sb[96];
                    PyErr_Format(PyExc_ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg %d with shape %s and arg %d with shape %s.",
                                 from, tl_pt_shape_text({b}, PyArray_DIMS(tl_in[from]), ", ", sa, sizeof sa), i, tl_pt_shape_text({b}, PyArray_DIMS(tl_in[i]), ", ", sb, sizeof sb));
                    {fail}
                }}
            }}
        }}
    }}""")
        return "\n".join(texts)

    def c_code(self, node, name, inputs, outputs, sub):
        b = self.op.batch_ndim(node)
        fail = sub["fail"]
        core_ins = self.core_node.inputs
        views = [f"{name}_view{i}" for i in range(len(inputs))]
        # What the core's C is given: the view, or the scalar read from it
        values = [v if isinstance(c.type, TensorType) else f"{name}_value{i}" for i, (v, c) in enumerate(zip(views, core_ins))]
        results = [f"{name}_core{j}" for j in range(len(outputs))]
        cleanup = " ".join(f"Py_XDECREF({v});" for v in views + results)
        core_fail = f"{{ {cleanup} {fail} }}"
        lengths = " ".join(f"if (PyArray_DIM({x}, d) != 1) len = PyArray_DIM({x}, d);" for x in inputs)
        # The views of the inputs the core writes are writeable, unless the input is read-only
        # or repeats along a batch dimension (its length 1 there).
        flags = ["0"] * len(inputs)
        for i in self._written_inputs():
            x = inputs[i]
            whole = " && ".join(f"PyArray_DIM({x}, {d}) == tl_bshape[{d}]" for d in range(b))
            flags[i] = f"(PyArray_ISWRITEABLE({x}) && {whole} ? NPY_ARRAY_WRITEABLE : 0)"
        make_views = "\n".join(f"""            {{
                npy_intp off = 0;
                for (int d = 0; d < {b}; d++) off += (PyArray_DIM({x}, d) == 1 ? 0 : tl_bidx[d]) * PyArray_STRIDE({x}, d);
                Py_XDECREF({v});
                Py_INCREF(PyArray_DESCR({x}));
                {v} = (PyArrayObject*)PyArray_NewFromDescr(&PyArray_Type, PyArray_DESCR({x}), {c.type.ndim}, PyArray_DIMS({x}) + {b},
                                                         PyArray_STRIDES({x}) + {b}, PyArray_BYTES({x}) + off, {flag}, NULL);
                if (!{v}) {core_fail}
                py_{v} = (PyObject*){v};
                {"" if value == v else f"memcpy(&{value}, PyArray_DATA({v}), sizeof {value});"}
            }}""" for x, v, value, c, flag in zip(inputs, views, values, core_ins, flags))
        core_code = self.core.c_code(self.core_node, name, values, results, {**sub, "fail": core_fail})
        allocate = "\n".join(f"""                {{
                    const int nd = PyArray_NDIM({c});
                    npy_intp dims[NPY_MAXDIMS];
                    for (int d = 0; d < {b}; d++) dims[d] = tl_bshape[d];
                    for (int d = 0; d < nd && {b} + d < NPY_MAXDIMS; d++) dims[{b} + d] = PyArray_DIM({c}, d);
                    if (!tl_pt_output(&{z}, {b} + nd, dims, {np.dtype(v.type.dtype).num}, NULL)) {core_fail}
                }}""" for z, c, v in zip(outputs, results, node.outputs))
        store = "\n".join(f"            if (!tl_pt_batch_store({z}, {b}, tl_f, {c})) {core_fail}" for z, c in zip(outputs, results))
        # The core variables as their types declare them (PyTensor's C reads dtype_<name>),
        # and each input's view and its Python object (Subtensor makes that its view's base).
        declare = "\n".join(call_with_accepted(v.type.c_declare, n, sub) + call_with_accepted(v.type.c_init, n, sub)
                            for v, n in zip(core_ins + self.core_node.outputs, values + results))
        declare += "\n" + " ".join(f"PyArrayObject* {v} = NULL; PyObject* py_{v} = NULL;" for v, value in zip(views, values) if v != value)
        declare += "\n" + " ".join(f"PyObject* py_{v} = NULL;" for v, value in zip(views, values) if v == value)
        return f"""{{
{self._broadcast_checks(node, inputs, b, fail)}
{self._before(node, inputs, b, fail)}
    npy_intp tl_bshape[{b}], tl_bidx[{b}], tl_total = 1;
    for (int d = 0; d < {b}; d++) {{
        npy_intp len = 1;
        {lengths}
        tl_bshape[d] = len;
        tl_total *= len;
    }}
    if (tl_total == 0) {{
        {self._empty(node, inputs, outputs, b, fail)}
    }} else {{
        {declare}
        for (npy_intp tl_f = 0; tl_f < tl_total; tl_f++) {{
            for (npy_intp rest = tl_f, d = {b} - 1; d >= 0; d--) {{
                tl_bidx[d] = rest % tl_bshape[d];
                rest /= tl_bshape[d];
            }}
{make_views}
{{
{core_code}
}}
            if (tl_f == 0) {{
{allocate}
            }}
{store}
        }}
        {cleanup}
    }}{self._after(node, inputs, outputs, fail)}
}}"""
