"""dot / matmul for 1-d and 2-d tensors, NumPy's semantics and dtypes. Inputs are first
converted into contiguous buffers of the output dtype (any layout, mixed dtypes), then
multiplied by a cache-blocked i-k-j kernel whose inner loop runs over contiguous rows so the
compiler can vectorise it (SIMD on wasm too). Integers wrap like NumPy's."""
from __future__ import annotations

import numpy as np

from ..graph import Apply, Op
from . import scalar_ops as so
from .convert import as_tensor
from .elemwise import SHAPE_TEXT
from .type import TensorType
from .variable import register_operation

BLOCK = 64  # rows/columns per block: three 64x64 float64 tiles fit in a 96 KiB L1/L2 budget


class Dot(Op):
    """Matrix/vector product (np.dot on 1-d and 2-d operands; `matmul` also refuses 0-d)."""

    __props__ = ("name",)

    def __init__(self, name="dot"):
        self.name = name

    def __str__(self):
        return self.name

    def make_node(self, x, y):
        x, y = as_tensor(x), as_tensor(y)
        nx, ny = x.type.ndim, y.type.ndim
        if nx not in (1, 2) or ny not in (1, 2):
            raise ValueError(f"{self}: operands must be 1-d or 2-d, got ranks {nx} and {ny}")
        kx, ky = x.type.shape[-1], y.type.shape[0]
        if kx is not None and ky is not None and kx != ky:
            raise ValueError(f"{self}: shapes {_text(x.type.shape)} and {_text(y.type.shape)} not aligned: {kx} (dim {nx - 1}) != {ky} (dim 0)")
        out = np.dot(np.zeros((1,) * nx, x.type.dtype), np.zeros((1,) * ny, y.type.dtype)).dtype
        shape = x.type.shape[:-1] + y.type.shape[1:]
        return Apply(self, [x, y], [TensorType(out, shape=shape)()])

    def c_support_code(self, **kw):
        return SHAPE_TEXT

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        return dot_c(self, node, inputs, outputs[0], sub["fail"])


def _text(shape):
    return "(" + ", ".join("?" if n is None else str(n) for n in shape) + ("," if len(shape) == 1 else "") + ")"


def dot_c(op, node, inputs, z, fail):
    x, y = inputs
    nx, ny = node.inputs[0].type.ndim, node.inputs[1].type.ndim
    dt = np.dtype(node.outputs[0].type.dtype)
    ct = so.c_type(dt)
    tx, ty = (so.c_type(v.type.dtype) for v in node.inputs)
    dx, dy = (np.dtype(v.type.dtype) for v in node.inputs)
    # A is M x K, B is K x N (1-d operands as a row or a column).
    m = f"PyArray_DIM({x}, 0)" if nx == 2 else "1"
    k = f"PyArray_DIM({x}, {nx - 1})"
    n = f"PyArray_DIM({y}, 1)" if ny == 2 else "1"
    ky = f"PyArray_DIM({y}, 0)"
    out_nd = nx + ny - 2
    out_dims = ([m] if nx == 2 else []) + ([n] if ny == 2 else [])
    if dt.kind in "iu":
        u = so._unsigned_wide(dt)
        fma = f"crow[j] = ({ct})(({u})crow[j] + ({u})a * ({u})brow[j]);"
    elif dt.kind == "b":
        fma = "crow[j] = crow[j] || (a && brow[j]);"
    else:
        fma = "crow[j] += a * brow[j];"
    xs1 = f"PyArray_STRIDE({x}, 1)" if nx == 2 else "0"
    xs0 = f"PyArray_STRIDE({x}, 0)" if nx == 2 else "0"
    xsk = f"PyArray_STRIDE({x}, {nx - 1})"
    ys0 = f"PyArray_STRIDE({y}, 0)"
    ys1 = f"PyArray_STRIDE({y}, 1)" if ny == 2 else "0"
    return f"""/* {op} */
{{
    const npy_intp M = {m}, K = {k}, N = {n};
    if (K != {ky}) {{
        char sx[128], sy[128];
        PyErr_Format(PyExc_ValueError, "{op}: shapes %s and %s not aligned: %lld (dim {nx - 1}) != %lld (dim 0)",
                     tl_shape_text({x}, sx, sizeof sx), tl_shape_text({y}, sy, sizeof sy), (long long)K, (long long){ky});
        {fail}
    }}
    npy_intp tl_dims[2] = {{{", ".join(out_dims) or "0"}}};
    int tl_reuse = {z} && PyArray_NDIM({z}) == {out_nd} && PyArray_TYPE({z}) == {dt.num} && PyArray_IS_C_CONTIGUOUS({z}) && PyArray_ISWRITEABLE({z});
    for (int d = 0; d < {out_nd} && tl_reuse; d++) tl_reuse = PyArray_DIM({z}, d) == tl_dims[d];
    if (!tl_reuse) {{
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY({out_nd}, tl_dims, {dt.num}, 0);
        if (!{z}) {{ {fail} }}
    }}
    {ct}* C = ({ct}*)PyArray_DATA({z});
    for (npy_intp i = 0; i < M * N; i++) C[i] = 0;
    /* Contiguous copies in the output dtype: A is M x K, B is K x N. */
    {ct}* A = ({ct}*)PyMem_Malloc((size_t)(M * K > 0 ? M * K : 1) * sizeof({ct}));
    {ct}* B = ({ct}*)PyMem_Malloc((size_t)(K * N > 0 ? K * N : 1) * sizeof({ct}));
    if (!A || !B) {{ PyMem_Free(A); PyMem_Free(B); PyErr_NoMemory(); {fail} }}
    for (npy_intp i = 0; i < M; i++)
        for (npy_intp p = 0; p < K; p++)
            A[i * K + p] = {so.convert(f"*(const {tx}*)(PyArray_BYTES({x}) + i * {xs0} + p * {xsk})", dx, dt)};
    for (npy_intp p = 0; p < K; p++)
        for (npy_intp j = 0; j < N; j++)
            B[p * N + j] = {so.convert(f"*(const {ty}*)(PyArray_BYTES({y}) + p * {ys0} + j * {ys1})", dy, dt)};
    (void){xs1};
    for (npy_intp i0 = 0; i0 < M; i0 += {BLOCK})
        for (npy_intp p0 = 0; p0 < K; p0 += {BLOCK})
            for (npy_intp j0 = 0; j0 < N; j0 += {BLOCK}) {{
                const npy_intp i1 = i0 + {BLOCK} < M ? i0 + {BLOCK} : M;
                const npy_intp p1 = p0 + {BLOCK} < K ? p0 + {BLOCK} : K;
                const npy_intp j1 = j0 + {BLOCK} < N ? j0 + {BLOCK} : N;
                for (npy_intp i = i0; i < i1; i++) {{
                    {ct}* restrict crow = C + i * N;
                    for (npy_intp p = p0; p < p1; p++) {{
                        const {ct} a = A[i * K + p];
                        const {ct}* restrict brow = B + p * N;
                        for (npy_intp j = j0; j < j1; j++) {fma}
                    }}
                }}
            }}
    PyMem_Free(A);
    PyMem_Free(B);
}}"""


def dot(x, y):
    """np.dot for 1-d and 2-d tensors."""
    return Dot("dot")(x, y)


def matmul(x, y):
    """np.matmul (the @ operator) for 1-d and 2-d tensors."""
    return Dot("matmul")(x, y)


register_operation("dot", dot)
register_operation("matmul", matmul)
