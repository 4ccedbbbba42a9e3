"""C for PyTensor's matrix-product nodes (Gemv, Gemm, Dot22, Dot22Scalar, Ger) written by
twinlink around its own GEMM kernel (tensor/blas.py, gemm.c), for float32 and float64. The
bridge uses it where PyTensor's C would not call a linked BLAS: on wasm always (no BLAS in the
sandbox), natively when PyTensor has no BLAS (`config.blas__ldflags` empty: these nodes then
have no C, or, for Gemm, C calling NumPy's product through the C-API, which the sandbox lacks).
So both targets run the same kernel and agree bit for bit (ARCHITECTURE.md, "The PyTensor
bridge"). Each node computes PyTensor's semantics: shapes, broadcasting, beta == 0 not reading
y, and which input an in-place node overwrites (as PyTensor's Python `perform` does)."""
from __future__ import annotations

import numpy as np

from ..graph import Op
from ..tensor import scalar_ops as so
from ..tensor.blas import GEMM_SUFFIX, gemm_kernel, gemv_kernel, product_c
from ..tensor.elemwise import ELEMWISE_TEXT, SHAPE_TEXT

try:
    from pytensor.tensor import blas as _ptblas
    from pytensor.tensor.math import Dot as _Dot
except ImportError as e:  # pragma: no cover - the bridge imports PyTensor first
    raise ImportError("twinlink.pytensor needs PyTensor") from e

# PyTensor's classes (their BLAS-linking subclasses, CGemv and CGer, included).
_KINDS = tuple((cls, kind) for cls, kind in (
    (getattr(_ptblas, "Gemv", None), "gemv"),
    (getattr(_ptblas, "Gemm", None), "gemm"),
    (getattr(_ptblas, "Dot22Scalar", None), "dot22scalar"),
    (getattr(_ptblas, "Dot22", None), "dot22"),
    (getattr(_ptblas, "Ger", None), "ger"),
    (getattr(_ptblas, "BatchedDot", None), "batched_dot"),
    (_Dot, "dot"),  # two matrices, where no BLAS rewrite replaced the node (einsum's)
) if cls is not None)

# Input positions of the arrays and of the scalars, per kind (PyTensor's make_node order).
_ARRAYS = {"gemv": (0, 2, 3), "gemm": (0, 2, 3), "dot22": (0, 1), "dot22scalar": (0, 1), "ger": (0, 2, 3),
           "batched_dot": (0, 1), "dot": (0, 1)}
_SCALARS = {"gemv": (1, 4), "gemm": (1, 4), "dot22": (), "dot22scalar": (2,), "ger": (1,), "batched_dot": (),
            "dot": ()}


def product_kind(node):
    """"gemv", "gemm", "dot22", "dot22scalar", "ger", "batched_dot" or "dot" for a node of PyTensor's product ops
    that twinlink's kernel computes (float32 or float64 arrays of one dtype, real scalars),
    else None (other dtypes keep PyTensor's own code)."""
    kind = next((k for cls, k in _KINDS if isinstance(node.op, cls)), None)
    if kind is None or len(node.outputs) != 1 or (kind == "dot" and any(v.type.ndim != 2 for v in node.inputs)):
        return None
    dtype = node.outputs[0].type.dtype
    if dtype not in GEMM_SUFFIX:
        return None
    if any(node.inputs[j].type.dtype != dtype for j in _ARRAYS[kind]):
        return None
    if any(np.dtype(node.inputs[j].type.dtype).kind not in "biuf" or node.inputs[j].type.ndim != 0
           for j in _SCALARS[kind]):
        return None
    return kind


def kernel_product_code(node):
    """The object whose C the bridge links for `node`: a KernelProduct for a product node the
    kernel computes, else the node's own op (the `op_code` hook of twinlink.link.collect)."""
    kind = product_kind(node)
    return KernelProduct(node.op, kind) if kind else node.op


def _support(dtype):
    """Per element type: the kernels' declarations and tl_pt_gemm_<sfx>, which computes
    out = beta * y + alpha * (A . B) into any strided `out`."""
    dt = np.dtype(dtype)
    sfx, ct, kernel, gemv = GEMM_SUFFIX[dt.name], so.c_type(dt), gemm_kernel(dt), gemv_kernel(dt)
    return f"""{kernel.prototype}{gemv.prototype}
#ifndef TL_PT_GEMM_DEFINED_{sfx}
#define TL_PT_GEMM_DEFINED_{sfx}
/* out (rows x cols, byte strides os0, os1) = beta * y + alpha * P, where P = A . B is M x N
 * (A: M x K, B: K x N, any byte strides) and broadcasts along an axis where M or N is 1. y is
 * read through ys0, ys1 (0 on a broadcast axis) and not at all when beta == 0, as BLAS does;
 * out may be y itself (each element is read before it is written). P is computed by the GEMM
 * kernels (blas.product_c: a column or a row by the matrix-vector kernel, same bits), into out when beta == 0 and out is
 * C-contiguous, else into scratch. -1: no memory. */
static int tl_pt_gemm_{sfx}(npy_intp rows, npy_intp cols, npy_intp M, npy_intp N, npy_intp K,
                            const char* A, npy_intp ars, npy_intp acs, const char* B, npy_intp brs, npy_intp bcs,
                            {ct} alpha, {ct} beta, const char* y, npy_intp ys0, npy_intp ys1,
                            char* out, npy_intp os0, npy_intp os1) {{
    if (rows <= 0 || cols <= 0) return 0;
    const npy_intp size = (npy_intp)sizeof({ct});
#define TL_PT_PRODUCT(C) {product_c(dt, "A", "ars", "acs", "B", "brs", "bcs", "C")}
    if (beta == 0 && M == rows && N == cols && (N == 1 || os1 == size) && (M == 1 || os0 == N * size)) {{
        {ct}* c = ({ct}*)out;
        if (TL_PT_PRODUCT(c) < 0) return -1;
        if (alpha != 1)
            for (npy_intp e = 0; e < M * N; e++) c[e] = alpha * c[e];
        return 0;
    }}
    {ct}* p = ({ct}*)malloc((size_t)(M * N) * sizeof({ct}));
    if (!p) return -1;
    if (TL_PT_PRODUCT(p) < 0) {{ free(p); return -1; }}
    const npy_intp pr = M == 1 ? 0 : N, pc = N == 1 ? 0 : 1;
    for (npy_intp i = 0; i < rows; i++) {{
        const {ct}* prow = p + i * pr;
        char* orow = out + i * os0;
        if (beta == 0) {{
            for (npy_intp j = 0; j < cols; j++) *({ct}*)(orow + j * os1) = alpha * prow[j * pc];
        }} else {{
            const char* yrow = y + i * ys0;
            for (npy_intp j = 0; j < cols; j++)
                *({ct}*)(orow + j * os1) = beta * *(const {ct}*)(yrow + j * ys1) + alpha * prow[j * pc];
        }}
    }}
    free(p);
    return 0;
}}
#undef TL_PT_PRODUCT
#endif
"""


NUMPY_ERROR_TEXT = r"""
#ifndef TL_PT_NUMPY_ERROR
#define TL_PT_NUMPY_ERROR
/* Raises NumPy's exception class module.name (a ValueError: LinAlgError, AxisError) with
   `message`. In the sandbox a class of that name, which the host raises as NumPy's
   (ARCHITECTURE.md, "Exceptions"). */
static void tl_pt_numpy_error(const char* module_name, const char* name, const char* message) {
#if defined(__wasm__)
    char full[128];
    snprintf(full, sizeof full, "%s.%s", module_name, name);
    PyObject* error = PyErr_NewException(full, PyExc_ValueError, NULL);
#else
    PyObject* module = PyImport_ImportModule(module_name);
    PyObject* error = module ? PyObject_GetAttrString(module, name) : NULL;
    Py_XDECREF(module);
#endif
    if (error) {
        PyErr_SetString(error, message);
        Py_DECREF(error);
    }
}
#endif
"""

NEW_OUTPUT_TEXT = r"""
/* *z as a fresh or reused C-contiguous array of rank nd, these dims and type
   (tl_elemwise_output), never the input keep_off; 0 on failure. */
static int tl_pt_output(PyArrayObject** z, int nd, const npy_intp* dims, int type, PyArrayObject* keep_off) {
    if (*z && *z == keep_off)
        Py_CLEAR(*z);
    return tl_elemwise_output(z, nd, dims, type) == 0;
}

/* *z a fresh or reused C-contiguous copy of x (tl_pt_output, then PyArray_CopyInto); 0 on
   failure. */
static int tl_pt_output_copy(PyArrayObject** z, PyArrayObject* x) {
    return tl_pt_output(z, PyArray_NDIM(x), PyArray_DIMS(x), PyArray_TYPE(x), x) && PyArray_CopyInto(*z, x) == 0;
}

/* A shape as Python prints a tuple, `sep` between the lengths: "(2,)", "(2, 3)" (sep ", ":
   NumPy's broadcast_shapes message) or "(2,3)" (sep ",": NumPy's C messages). */
static const char* tl_pt_shape_text(int nd, const npy_intp* dims, const char* sep, char* buf, size_t size) {
    size_t at = snprintf(buf, size, "(");
    for (int d = 0; d < nd && at < size; d++) at += snprintf(buf + at, size - at, "%s%lld", d ? sep : "", (long long)dims[d]);
    if (nd == 1 && at < size) at += snprintf(buf + at, size - at, ",");
    if (at < size) snprintf(buf + at, size - at, ")");
    return buf;
}

/* *z becomes y itself (an in-place node's output). */
static void tl_pt_alias(PyArrayObject** z, PyArrayObject* y) {
    if (*z != y) {
        Py_XDECREF(*z);
        *z = y;
        Py_INCREF(y);
    }
}

/* NumPy's "shapes (3,4) and (5,) not aligned: 4 (dim 1) != 5 (dim 0)" for np.dot of a matrix
 * and a matrix or vector. */
static void tl_pt_not_aligned(PyArrayObject* x, PyArrayObject* y) {
    char sy[64];
    if (PyArray_NDIM(y) == 1) snprintf(sy, sizeof sy, "(%lld,)", (long long)PyArray_DIM(y, 0));
    else snprintf(sy, sizeof sy, "(%lld,%lld)", (long long)PyArray_DIM(y, 0), (long long)PyArray_DIM(y, 1));
    PyErr_Format(PyExc_ValueError, "shapes (%lld,%lld) and %s not aligned: %lld (dim 1) != %lld (dim 0)",
                 (long long)PyArray_DIM(x, 0), (long long)PyArray_DIM(x, 1), sy,
                 (long long)PyArray_DIM(x, 1), (long long)PyArray_DIM(y, 0));
}
"""


class Substitute(Op):
    """The C interface the bridge links in place of a PyTensor node's op (`op`), for one `kind`
    of node: what twinlink.link.collect links instead of the op's own C (or where the op has
    none). The node keeps its op (its destroy_map, its Python code, its name in reports). Its
    C is glue: `c_code` is the method `_<kind>(node, inputs, output, fail)`, given all the
    outputs (a list) for a kind in `several_outputs`."""

    several_outputs = ()

    def __init__(self, op, kind):
        self.op, self.kind = op, kind

    def __str__(self):
        return str(self.op)

    def c_glue_only(self, node):
        return True

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        out = outputs if self.kind in self.several_outputs else outputs[0]
        return getattr(self, "_" + self.kind)(node, inputs, out, sub["fail"])


class KernelProduct(Substitute):
    """A node of a PyTensor product op, computed with twinlink's GEMM kernel."""

    def _dtype(self, node):
        return node.outputs[0].type.dtype

    def c_support_code(self, node=None, **kw):
        return [SHAPE_TEXT, ELEMWISE_TEXT, NEW_OUTPUT_TEXT]

    def c_support_code_apply(self, node, name):
        return _support(self._dtype(node))

    def c_kernels(self, node, name):
        return gemm_kernel(self._dtype(node)).texts + gemv_kernel(self._dtype(node)).texts

    # The per-kind glue: shape checks, the output (new, reused or the overwritten input), one
    # tl_pt_gemm call.

    def _call(self, node, fail, *args):
        sfx = GEMM_SUFFIX[self._dtype(node)]
        return f"if (tl_pt_gemm_{sfx}({', '.join(args)}) < 0) {{ PyErr_NoMemory(); {fail} }}"

    def _scalar(self, node, j, var):
        return f"(({so.c_type(self._dtype(node))})*({so.c_type(node.inputs[j].type.dtype)}*)PyArray_DATA({var}))"

    def _gemv(self, node, inputs, z, fail):
        y, alpha, A, x, beta = inputs
        dt = np.dtype(self._dtype(node))
        inplace = bool(getattr(self.op, "destroy_map", None))
        # Messages: NumPy's dot for A and x (what the Python perform raises), the perform's
        # own for y.
        # The in-place node writes y whatever its strides, as PyTensor's C (CGemv) does. (Its
        # Python perform means to, through BLAS's overwrite_y, but in PyTensor 3.0 tests
        # `y.dtype in {"float64", ...}`, which is False for a NumPy dtype, and returns a new
        # array.)
        in_place = "1" if inplace else "0"
        return f"""{{
    const npy_intp M = PyArray_DIM({A}, 0), K = PyArray_DIM({A}, 1);
    if (K != PyArray_DIM({x}, 0)) {{ tl_pt_not_aligned({A}, {x}); {fail} }}
    if (M != PyArray_DIM({y}, 0)) {{
        char sy[64], sa[64], sx[64];
        PyErr_Format(PyExc_ValueError, "Incompatible shapes for gemv (beta * y + alpha * dot(A, x)). y: %s, A: %s, x: %s",
                     tl_shape_text({y}, sy, sizeof sy), tl_shape_text({A}, sa, sizeof sa), tl_shape_text({x}, sx, sizeof sx));
        {fail}
    }}
    const npy_intp dims[1] = {{M}};
    if ({in_place}) tl_pt_alias(&{z}, {y});
    else if (!tl_pt_output(&{z}, 1, dims, {dt.num}, {y})) {{ {fail} }}
    {self._call(node, fail, "M", "1", "M", "1", "K",
                f"PyArray_BYTES({A})", f"PyArray_STRIDE({A}, 0)", f"PyArray_STRIDE({A}, 1)",
                f"PyArray_BYTES({x})", f"PyArray_STRIDE({x}, 0)", "0",
                self._scalar(node, 1, alpha), self._scalar(node, 4, beta),
                f"PyArray_BYTES({y})", f"PyArray_STRIDE({y}, 0)", "0",
                f"PyArray_BYTES({z})", f"PyArray_STRIDE({z}, 0)", "0")}
}}"""

    def _gemm(self, node, inputs, out, fail):
        z, a, x, y, b = inputs
        dt = np.dtype(self._dtype(node))
        inplace = bool(getattr(self.op, "destroy_map", None))
        # z and the product broadcast along an axis of length 1 (PyTensor's C and perform);
        # an in-place Gemm writes z unless z itself has to grow.
        in_place = "rows == PyArray_DIM(%s, 0) && cols == PyArray_DIM(%s, 1)" % (z, z) if inplace else "0"
        return f"""{{
    const npy_intp M = PyArray_DIM({x}, 0), K = PyArray_DIM({x}, 1), N = PyArray_DIM({y}, 1);
    const npy_intp zr = PyArray_DIM({z}, 0), zc = PyArray_DIM({z}, 1);
    if (K != PyArray_DIM({y}, 0)) {{ tl_pt_not_aligned({x}, {y}); {fail} }}
    if (M != 1 && zr != 1 && M != zr) {{
        PyErr_Format(PyExc_ValueError, "Shape mismatch: x has %lld rows but z has %lld rows", (long long)M, (long long)zr);
        {fail}
    }}
    if (N != 1 && zc != 1 && N != zc) {{
        PyErr_Format(PyExc_ValueError, "Shape mismatch: y has %lld cols but z has %lld cols", (long long)N, (long long)zc);
        {fail}
    }}
    const npy_intp rows = zr == 1 ? M : zr, cols = zc == 1 ? N : zc;
    const npy_intp dims[2] = {{rows, cols}};
    if ({in_place}) tl_pt_alias(&{out}, {z});
    else if (!tl_pt_output(&{out}, 2, dims, {dt.num}, {z})) {{ {fail} }}
    {self._call(node, fail, "rows", "cols", "M", "N", "K",
                f"PyArray_BYTES({x})", f"PyArray_STRIDE({x}, 0)", f"PyArray_STRIDE({x}, 1)",
                f"PyArray_BYTES({y})", f"PyArray_STRIDE({y}, 0)", f"PyArray_STRIDE({y}, 1)",
                self._scalar(node, 1, a), self._scalar(node, 4, b),
                f"PyArray_BYTES({z})", f"(zr == 1 ? 0 : PyArray_STRIDE({z}, 0))", f"(zc == 1 ? 0 : PyArray_STRIDE({z}, 1))",
                f"PyArray_BYTES({out})", f"PyArray_STRIDE({out}, 0)", f"PyArray_STRIDE({out}, 1)")}
}}"""

    def _dot22(self, node, inputs, z, fail, alpha="1"):
        x, y = inputs[:2]
        dt = np.dtype(self._dtype(node))
        return f"""{{
    const npy_intp M = PyArray_DIM({x}, 0), K = PyArray_DIM({x}, 1), N = PyArray_DIM({y}, 1);
    if (K != PyArray_DIM({y}, 0)) {{ tl_pt_not_aligned({x}, {y}); {fail} }}
    const npy_intp dims[2] = {{M, N}};
    if (!tl_pt_output(&{z}, 2, dims, {dt.num}, NULL)) {{ {fail} }}
    {self._call(node, fail, "M", "N", "M", "N", "K",
                f"PyArray_BYTES({x})", f"PyArray_STRIDE({x}, 0)", f"PyArray_STRIDE({x}, 1)",
                f"PyArray_BYTES({y})", f"PyArray_STRIDE({y}, 0)", f"PyArray_STRIDE({y}, 1)",
                alpha, "0", "NULL", "0", "0",
                f"PyArray_BYTES({z})", f"PyArray_STRIDE({z}, 0)", f"PyArray_STRIDE({z}, 1)")}
}}"""

    def _batched_dot(self, node, inputs, z, fail):
        # x (B, M, K) times y (B, K, N), one product per batch index. PyTensor's perform: a
        # TypeError for unequal batch sizes (its message also prints both arrays, left out
        # here), then np.matmul's ValueError for the summed lengths.
        x, y = inputs
        dt = np.dtype(self._dtype(node))
        return f"""{{
    const npy_intp Bn = PyArray_DIM({x}, 0), M = PyArray_DIM({x}, 1), K = PyArray_DIM({x}, 2), N = PyArray_DIM({y}, 2);
    if (Bn != PyArray_DIM({y}, 0)) {{
        PyErr_Format(PyExc_TypeError, "Inputs must have the same size in axis 0, but have sizes [%lld, %lld].",
                     (long long)Bn, (long long)PyArray_DIM({y}, 0));
        {fail}
    }}
    if (K != PyArray_DIM({y}, 1)) {{
        PyErr_Format(PyExc_ValueError, "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)",
                     (long long)PyArray_DIM({y}, 1), (long long)K);
        {fail}
    }}
    const npy_intp dims[3] = {{Bn, M, N}};
    if (!tl_pt_output(&{z}, 3, dims, {dt.num}, NULL)) {{ {fail} }}
    for (npy_intp b = 0; b < Bn; b++) {{
        {self._call(node, fail, "M", "N", "M", "N", "K",
                    f"PyArray_BYTES({x}) + b * PyArray_STRIDE({x}, 0)", f"PyArray_STRIDE({x}, 1)", f"PyArray_STRIDE({x}, 2)",
                    f"PyArray_BYTES({y}) + b * PyArray_STRIDE({y}, 0)", f"PyArray_STRIDE({y}, 1)", f"PyArray_STRIDE({y}, 2)",
                    "1", "0", "NULL", "0", "0",
                    f"PyArray_BYTES({z}) + b * PyArray_STRIDE({z}, 0)", f"PyArray_STRIDE({z}, 1)", f"PyArray_STRIDE({z}, 2)")}
    }}
}}"""

    def _dot(self, node, inputs, z, fail):
        # PyTensor's Dot: two matrices, np.matmul in its perform (so matmul's message).
        x, y = inputs
        return f"""if (PyArray_DIM({x}, 1) != PyArray_DIM({y}, 0)) {{
    PyErr_Format(PyExc_ValueError, "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)",
                 (long long)PyArray_DIM({y}, 0), (long long)PyArray_DIM({x}, 1));
    {fail}
}}
{self._dot22(node, inputs, z, fail)}"""

    def _dot22scalar(self, node, inputs, z, fail):
        return self._dot22(node, inputs, z, fail, alpha=self._scalar(node, 2, inputs[2]))

    def _ger(self, node, inputs, z, fail):
        A, alpha, x, y = inputs
        dt = np.dtype(self._dtype(node))
        destructive = bool(getattr(self.op, "destroy_map", None))
        # PyTensor's perform: BLAS's ger overwrites A when it is C- or F-contiguous; an empty A
        # is returned as it is.
        in_place = (f"PyArray_SIZE({A}) == 0 || PyArray_IS_C_CONTIGUOUS({A}) || PyArray_IS_F_CONTIGUOUS({A})"
                    if destructive else "0")
        return f"""{{
    const npy_intp M = PyArray_DIM({A}, 0), N = PyArray_DIM({A}, 1);
    if (M != PyArray_DIM({x}, 0)) {{ PyErr_SetString(PyExc_ValueError, "Shape mismatch: A.shape[0] != x.shape[0]"); {fail} }}
    if (N != PyArray_DIM({y}, 0)) {{ PyErr_SetString(PyExc_ValueError, "Shape mismatch: A.shape[1] != y.shape[0]"); {fail} }}
    const npy_intp dims[2] = {{M, N}};
    if ({in_place}) tl_pt_alias(&{z}, {A});
    else if (!tl_pt_output(&{z}, 2, dims, {dt.num}, {A})) {{ {fail} }}
    {self._call(node, fail, "M", "N", "M", "N", "1",
                f"PyArray_BYTES({x})", f"PyArray_STRIDE({x}, 0)", "0",
                f"PyArray_BYTES({y})", "0", f"PyArray_STRIDE({y}, 0)",
                self._scalar(node, 1, alpha), "1",
                f"PyArray_BYTES({A})", f"PyArray_STRIDE({A}, 0)", f"PyArray_STRIDE({A}, 1)",
                f"PyArray_BYTES({z})", f"PyArray_STRIDE({z}, 0)", f"PyArray_STRIDE({z}, 1)")}
}}"""
