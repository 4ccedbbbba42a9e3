"""C for PyTensor nodes that have none and are common in models: `Eye` (pt.eye, PyMC's
covariance jitter), `Conj` of complex arrays (PyTensor's scalar C refuses complex) and
`FillDiagonal`. Their `perform` calls NumPy on the host, so each ran Python between modules,
outside the sandbox on wasm. The results and error messages are NumPy's (np.eye, np.conj,
np.fill_diagonal as PyTensor's perform uses them); see ARCHITECTURE.md, "The PyTensor
bridge"."""
from __future__ import annotations

import numpy as np

from ..tensor import scalar_ops as so
from ..tensor.elemwise import ELEMWISE_TEXT, SHAPE_TEXT
from ..tensor.shape_ops import _as_int64
from .products import NEW_OUTPUT_TEXT, Substitute

try:
    from pytensor.scalar.basic import Conj as _Conj
    from pytensor.tensor.basic import Eye as _Eye
    from pytensor.tensor.elemwise import Elemwise as _Elemwise
    from pytensor.tensor.extra_ops import FillDiagonal as _FillDiagonal
except ImportError:  # pragma: no cover - the bridge imports PyTensor first
    raise ImportError("twinlink.pytensor needs PyTensor") from None

# The element types these kinds write (float16 has no C in the bridge).
_DTYPES = frozenset(("bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
                     "float32", "float64", "complex64", "complex128"))

BASIC_TEXT = r"""
/* np.eye's check of a new matrix's size (npy_intp has 32 bits in wasm). */
static int tl_pt_size_fits(npy_int64 rows, npy_int64 cols, npy_int64 itemsize) {
    if (rows > 0 && cols > 0 && (rows > NPY_MAX_INTP || cols > NPY_MAX_INTP / rows || rows * cols > NPY_MAX_INTP / itemsize)) {
        PyErr_SetString(PyExc_ValueError, "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
        return 0;
    }
    return 1;
}
"""


def basic_kind(node):
    """"eye", "conj" or "fill_diagonal" for a node this module's C computes, else None."""
    op = node.op
    if isinstance(op, _Eye):
        ints = all(np.dtype(v.type.dtype).kind in "iu" for v in node.inputs)
        return "eye" if ints and node.outputs[0].type.dtype in _DTYPES else None
    if isinstance(op, _Elemwise) and isinstance(op.scalar_op, _Conj):
        dtype = node.inputs[0].type.dtype
        return "conj" if dtype in ("complex64", "complex128") and node.outputs[0].type.dtype == dtype else None
    if type(op) is _FillDiagonal:
        a, val = node.inputs
        return "fill_diagonal" if a.type.dtype in _DTYPES and val.type.dtype == a.type.dtype else None
    return None


class KernelBasic(Substitute):
    """A node of Eye, complex Conj or FillDiagonal, computed by glue C."""

    def c_support_code(self, node=None, **kw):
        return [SHAPE_TEXT, ELEMWISE_TEXT, NEW_OUTPUT_TEXT, BASIC_TEXT]

    def _eye(self, node, inputs, z, fail):
        # np.eye(n, m, k, dtype): zeros, then 1 at (i, i + k) for each i where both are inside.
        n, m, k = (_as_int64(v.type.dtype, f"PyArray_BYTES({x})") for v, x in zip(node.inputs, inputs))
        dt = np.dtype(node.outputs[0].type.dtype)
        # A complex one is its real part 1 (the imaginary part stays 0).
        one_type = so.c_type(np.dtype(f"float{dt.itemsize * 4}")) if dt.kind == "c" else so.c_type(dt)
        return f"""{{
    const npy_int64 n = {n}, m = {m}, k = {k};
    if (n < 0 || m < 0) {{ PyErr_SetString(PyExc_ValueError, "negative dimensions are not allowed"); {fail} }}
    if (!tl_pt_size_fits(n, m, {dt.itemsize})) {{ {fail} }}
    const npy_intp dims[2] = {{(npy_intp)n, (npy_intp)m}};
    if (!tl_pt_output(&{z}, 2, dims, {dt.num}, NULL)) {{ {fail} }}
    char* data = PyArray_BYTES({z});
    memset(data, 0, (size_t)(n * m) * {dt.itemsize});
    for (npy_int64 i = k < 0 ? (k < -n ? n : -k) : 0; i < n && k < m - i; i++)
        *({one_type}*)(data + (i * m + i + k) * {dt.itemsize}) = 1;
}}"""

    def _conj(self, node, inputs, z, fail):
        # The imaginary parts negated (NaN's sign bit too, as NumPy does). An in-place node
        # writes a C-contiguous, writeable input; otherwise (and if not in place) a new array.
        (x,) = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        part = so.c_type(np.dtype(f"float{dt.itemsize * 4}"))
        inplace = "1" if getattr(self.op, "destroy_map", None) else "0"
        return f"""{{
    if ({inplace} && PyArray_IS_C_CONTIGUOUS({x}) && PyArray_ISWRITEABLE({x})) tl_pt_alias(&{z}, {x});
    else {{
        if (!tl_pt_output(&{z}, PyArray_NDIM({x}), PyArray_DIMS({x}), {dt.num}, {x})) {{ {fail} }}
        if (PyArray_CopyInto({z}, {x}) < 0) {{ {fail} }}
    }}
    {part}* parts = ({part}*)PyArray_DATA({z});
    for (npy_intp i = 0, size = PyArray_SIZE({z}); i < size; i++)
        parts[2 * i + 1] = -parts[2 * i + 1];
}}"""

    def _fill_diagonal(self, node, inputs, z, fail):
        # A copy of a with val at (i, i): for a matrix each i < min(rows, cols) (PyTensor's
        # perform takes rectangular ones), for more axes each i of equal lengths (NumPy's).
        a, val = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        return f"""{{
    const int nd = PyArray_NDIM({a});
    npy_intp count = PyArray_DIM({a}, 0), step = 0, after = 1;
    if (nd == 2 && PyArray_DIM({a}, 1) < count) count = PyArray_DIM({a}, 1);
    for (int d = nd - 1; d >= 0; d--) {{
        if (nd > 2 && PyArray_DIM({a}, d) != PyArray_DIM({a}, 0)) {{
            PyErr_SetString(PyExc_ValueError, "All dimensions of input must be of equal length");
            {fail}
        }}
        step += after;
        after *= PyArray_DIM({a}, d);
    }}
    if (!tl_pt_output(&{z}, nd, PyArray_DIMS({a}), {dt.num}, {a})) {{ {fail} }}
    if (PyArray_CopyInto({z}, {a}) < 0) {{ {fail} }}
    for (npy_intp i = 0; i < count; i++)
        memcpy(PyArray_BYTES({z}) + i * step * {dt.itemsize}, PyArray_DATA({val}), {dt.itemsize});
}}"""
