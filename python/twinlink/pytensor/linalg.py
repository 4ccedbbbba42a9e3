"""C for PyTensor's Cholesky, SolveTriangular and CholeskySolve nodes, written by twinlink
around its own kernels (tensor/linalg.py), for float32 and float64. PyTensor has no C for
them (its `perform` calls LAPACK through SciPy on the host), so without this every such node
ran Python between modules, outside the sandbox on wasm. The bridge links this C on both
targets, which therefore agree bit for bit (ARCHITECTURE.md, "The PyTensor bridge"). Each node
keeps PyTensor's semantics: its checks and their messages, empty inputs, and NaN results where
LAPACK reports failure (Cholesky of a matrix that is not positive definite, a zero on the
diagonal of SolveTriangular's triangle; CholeskySolve divides by such a zero, as potrs does)."""
from __future__ import annotations

import numpy as np

from ..tensor import scalar_ops as so
from ..tensor.elemwise import ELEMWISE_TEXT, SHAPE_TEXT
from ..tensor.linalg import LINALG_DTYPES, cholesky_kernel, triangular_solve_kernel
from .products import NEW_OUTPUT_TEXT, Substitute

try:  # PyTensor 3 keeps them in pytensor.tensor.linalg, 2.x in pytensor.tensor.slinalg
    from pytensor.tensor.linalg.decomposition.cholesky import Cholesky as _Cholesky
    from pytensor.tensor.linalg.solvers.psd import CholeskySolve as _CholeskySolve
    from pytensor.tensor.linalg.solvers.triangular import SolveTriangular as _SolveTriangular
except ImportError:  # pragma: no cover - depends on the PyTensor version
    try:
        from pytensor.tensor.slinalg import Cholesky as _Cholesky, SolveTriangular as _SolveTriangular
        from pytensor.tensor.slinalg import CholeskySolve as _CholeskySolve
    except ImportError:
        _Cholesky = _SolveTriangular = _CholeskySolve = None

_KINDS = {op: kind for op, kind in ((_Cholesky, "cholesky"), (_SolveTriangular, "solve_triangular"),
                                     (_CholeskySolve, "cho_solve")) if op is not None}


def linalg_kind(node):
    """"cholesky", "solve_triangular" or "cho_solve" for a node of PyTensor's Cholesky,
    SolveTriangular or CholeskySolve whose inputs and output share a dtype the kernels take
    (float32, float64), else None."""
    op = node.op
    kind = _KINDS.get(type(op))
    if kind is None or (kind != "cholesky" and getattr(op, "b_ndim", None) not in (1, 2)):
        return None
    dtype = node.outputs[0].type.dtype
    if dtype not in LINALG_DTYPES or any(v.type.dtype != dtype for v in node.inputs):
        return None
    # PyTensor 2.x's ops also raise (on_error="raise", check_finite) or transpose (trans):
    # those keep their Python code.
    if getattr(op, "on_error", "nan") != "nan" or getattr(op, "check_finite", False) or \
            getattr(op, "trans", 0) not in (0, "N"):
        return None
    return kind


NAN_TEXT = r"""
/* Every element of the C-contiguous array a NaN: PyTensor's result where LAPACK fails. */
static void tl_pt_fill_nan(PyArrayObject* a) {
    const npy_intp size = PyArray_SIZE(a);
    if (PyArray_TYPE(a) == NPY_FLOAT32) {
        npy_float32* p = (npy_float32*)PyArray_DATA(a);
        for (npy_intp e = 0; e < size; e++) p[e] = (npy_float32)NPY_NAN;
    } else {
        npy_float64* p = (npy_float64*)PyArray_DATA(a);
        for (npy_intp e = 0; e < size; e++) p[e] = NPY_NAN;
    }
}
"""


class KernelLinalg(Substitute):
    """A node of PyTensor's Cholesky, SolveTriangular or CholeskySolve, computed by twinlink's
    kernels."""

    def _kernel(self, node):
        dtype = node.outputs[0].type.dtype
        return (cholesky_kernel if self.kind == "cholesky" else triangular_solve_kernel)(dtype)

    def c_support_code(self, node=None, **kw):
        return [SHAPE_TEXT, ELEMWISE_TEXT, NEW_OUTPUT_TEXT, NAN_TEXT]

    def c_support_code_apply(self, node, name):
        return self._kernel(node).prototype

    def c_kernels(self, node, name):
        return self._kernel(node).texts

    def _cholesky(self, node, inputs, z, fail):
        (x,) = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        ct = so.c_type(dt)
        # The upper factor: the lower one of A's upper triangle read as the lower triangle of
        # A's transpose (the strides swapped), transposed.
        s0, s1 = (f"PyArray_STRIDE({x}, 0)", f"PyArray_STRIDE({x}, 1)")
        if not self.op.lower:
            s0, s1 = s1, s0
        return f"""{{
    if (PyArray_SIZE({x}) == 0) {{
        if (!tl_pt_output(&{z}, 2, PyArray_DIMS({x}), {dt.num}, {x})) {{ {fail} }}
    }} else {{
        const npy_intp n = PyArray_DIM({x}, 0);
        if (n != PyArray_DIM({x}, 1)) {{
            char sx[64];
            PyErr_Format(PyExc_ValueError, "Input array is expected to be square but has the shape: %s.",
                         tl_shape_text({x}, sx, sizeof sx));
            {fail}
        }}
        if (!tl_pt_output(&{z}, 2, PyArray_DIMS({x}), {dt.num}, {x})) {{ {fail} }}
        const int r = {self._kernel(node).name}(n, PyArray_BYTES({x}), {s0}, {s1}, {0 if self.op.lower else 1},
                                                 ({ct}*)PyArray_DATA({z}));
        if (r < 0) {{ PyErr_NoMemory(); {fail} }}
        if (r > 0) tl_pt_fill_nan({z});
    }}
}}"""

    def _solves(self, node, inputs, z, fail, checks, solves):
        """A solve of A x = b: `checks` (C), then x (b's shape) a copy of b, never b itself
        (the kernel reads A while it writes x, and writing b in place is optional in
        PyTensor's overwrite_b), then `solves` (C on X, m, n, tl_A, tl_s0, tl_s1)."""
        A, b = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        ct = so.c_type(dt)
        nd = self.op.b_ndim
        return f"""{{
{checks}
    if ({z} == {A}) Py_CLEAR({z});
    if (!tl_pt_output(&{z}, {nd}, PyArray_DIMS({b}), {dt.num}, {b})) {{ {fail} }}
    const npy_intp m = PyArray_DIM({b}, 0), n = {"PyArray_DIM(%s, 1)" % b if nd == 2 else "1"};
    if (m > 0 && n > 0) {{
        {ct}* X = ({ct}*)PyArray_DATA({z});
        const char* src = PyArray_BYTES({b});
        const npy_intp bs0 = PyArray_STRIDE({b}, 0), bs1 = {"PyArray_STRIDE(%s, 1)" % b if nd == 2 else "0"};
        for (npy_intp i = 0; i < m; i++)
            for (npy_intp j = 0; j < n; j++) X[i * n + j] = *(const {ct}*)(src + i * bs0 + j * bs1);
        const char* tl_A = PyArray_BYTES({A});
        const npy_intp tl_s0 = PyArray_STRIDE({A}, 0), tl_s1 = PyArray_STRIDE({A}, 1);
{solves}
    }}
}}"""

    def _solve_triangular(self, node, inputs, z, fail):
        A, b = inputs
        kernel = self._kernel(node).name
        checks = f"""    if (PyArray_DIM({A}, 0) != PyArray_DIM({A}, 1)) {{
        PyErr_SetString(PyExc_ValueError, "expected square matrix");
        {fail}
    }}
    if (PyArray_DIM({A}, 0) != PyArray_DIM({b}, 0)) {{
        char sa[64], sb[64];
        PyErr_Format(PyExc_ValueError, "shapes of a %s and b %s are incompatible",
                     tl_shape_text({A}, sa, sizeof sa), tl_shape_text({b}, sb, sizeof sb));
        {fail}
    }}"""
        solves = f"""        if ({kernel}(m, n, tl_A, tl_s0, tl_s1, {1 if self.op.lower else 0}, {1 if self.op.unit_diagonal else 0}, 1, X) > 0)
            tl_pt_fill_nan({z});"""
        return self._solves(node, inputs, z, fail, checks, solves)

    def _cho_solve(self, node, inputs, z, fail):
        # LAPACK's potrs: with C lower, C y = b then C^T x = y (C^T: the strides swapped);
        # with C upper, C^T y = b then C x = y. No check of the diagonal (a zero divides).
        c, b = inputs
        kernel = self._kernel(node).name
        checks = f"""    if (PyArray_DIM({c}, 0) != PyArray_DIM({c}, 1)) {{
        PyErr_SetString(PyExc_ValueError, "The factored matrix c is not square.");
        {fail}
    }}
    if (PyArray_DIM({c}, 1) != PyArray_DIM({b}, 0)) {{
        char sc[64], sb[64];
        PyErr_Format(PyExc_ValueError, "incompatible dimensions (%s and %s)",
                     tl_shape_text({c}, sc, sizeof sc), tl_shape_text({b}, sb, sizeof sb));
        {fail}
    }}"""
        first, second = ("tl_s0, tl_s1, 1", "tl_s1, tl_s0, 0") if self.op.lower else ("tl_s1, tl_s0, 1", "tl_s0, tl_s1, 0")
        solves = f"""        {kernel}(m, n, tl_A, {first}, 0, 0, X);
        {kernel}(m, n, tl_A, {second}, 0, 0, X);"""
        return self._solves(node, inputs, z, fail, checks, solves)
