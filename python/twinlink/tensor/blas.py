"""dot / matmul with NumPy's semantics, dtypes and error messages: `dot` on 1-d and 2-d
operands, `matmul` (the @ operator) also on stacks of matrices, whose leading dimensions
broadcast. float32 and float64 products run the GEMM kernel in gemm.c (packed, cache-blocked,
register-tiled, one fixed summation order per element, so both targets give the same bits and
natively the work may be split over cores); operands are read in place through their strides
and only converted first when their dtype is not the output's. Integer and bool products
convert both operands to contiguous buffers and run a cache-blocked i-k-j loop; integers wrap
like NumPy's. The conversions and the integer loop are kernel objects too (scalar_ops.
convert_kernel, `int_kernel`), so every product's own code is glue."""
from __future__ import annotations

import os

import numpy as np

from ..graph import Apply, Op
from . import scalar_ops as so
from .convert import as_tensor
from .elemwise import SHAPE_TEXT
from .type import TensorType
from .variable import register_operation

BLOCK = 64  # integer kernel: rows/columns per block (three 64x64 int64 tiles in a 96 KiB L1/L2 budget)

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "gemm.c")) as _f:
    GEMM_C = _f.read()

GEMM_SUFFIX = {"float32": "f32", "float64": "f64"}

SIGNATURE = "(n?,k),(k,m?)->(n?,m?)"  # NumPy's matmul gufunc, as its messages name it


def gemm_support_code(dtype):
    """gemm.c for one element type (float32 or float64): defines tl_gemm_<f32|f64> once per
    module, however many products use it (support code per node, hence the guard). When the
    kernels are compiled for AVX-512F (TL_ISA_AVX512F, see scalar_ops.KERNEL_PRELUDE) an AVX-512
    variant of the block function (wider tile, same order per element) is pasted first, and
    tl_gemm uses it."""
    sfx, ct = GEMM_SUFFIX[np.dtype(dtype).name], so.c_type(dtype)
    return f"""#ifndef TL_GEMM_DEFINED_{sfx}
#define TL_GEMM_DEFINED_{sfx}
#define TL_GEMM_T {ct}
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_GEMM_SFX {sfx}_avx512
#define TL_GEMM_VB 64
#define TL_GEMM_MR 6
#define TL_GEMM_NV 4
#define TL_GEMM_BLOCK_ATTR __attribute__((target("avx512f")))
#define TL_GEMM_NO_DRIVER
{GEMM_C}
#undef TL_GEMM_NO_DRIVER
#undef TL_GEMM_SFX
#define TL_GEMM_WIDE_SFX {sfx}_avx512
#endif
#define TL_GEMM_SFX {sfx}
{GEMM_C}
#undef TL_GEMM_WIDE_SFX
#undef TL_GEMM_T
#undef TL_GEMM_SFX
#endif
"""


def gemm_kernel(dtype):
    """GEMM for one element type as a kernel (its own object, shared by every product of that
    type): C = A . B with A and B given by byte strides, C's rows ldc elements apart; returns
    -1 when out of memory."""
    sfx, ct = GEMM_SUFFIX[np.dtype(dtype).name], so.c_type(dtype)
    return so.Kernel(f"int TL_KERNEL(npy_intp M, npy_intp N, npy_intp K, const char* A, npy_intp ars, npy_intp acs, "
                     f"const char* B, npy_intp brs, npy_intp bcs, {ct}* C, npy_intp ldc)",
                     f"    return tl_gemm_{sfx}(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);\n",
                     support=[so.PARALLEL_SUPPORT, gemm_support_code(dtype)])


def _transpose(ct):
    """tl_gemv_transpose(a, rs, c): the LANES x LANES tile at a (rows rs bytes apart, each
    contiguous) into c[q] = column q (lane r: row r), by two (double) or three (float) rounds
    of shuffles; compilers without __builtin_shufflevector (gcc before 12) go without it."""
    if ct == "npy_float64":
        rounds = """    const tl_gemv_v t0 = __builtin_shufflevector(r[0], r[1], 0, 4, 2, 6), t1 = __builtin_shufflevector(r[0], r[1], 1, 5, 3, 7);
    const tl_gemv_v t2 = __builtin_shufflevector(r[2], r[3], 0, 4, 2, 6), t3 = __builtin_shufflevector(r[2], r[3], 1, 5, 3, 7);
    c[0] = __builtin_shufflevector(t0, t2, 0, 1, 4, 5);
    c[1] = __builtin_shufflevector(t1, t3, 0, 1, 4, 5);
    c[2] = __builtin_shufflevector(t0, t2, 2, 3, 6, 7);
    c[3] = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
"""
    else:
        rounds = """    tl_gemv_v u[8], v[8];
    for (int k = 0; k < 4; k++) {
        u[2 * k] = __builtin_shufflevector(r[2 * k], r[2 * k + 1], 0, 8, 2, 10, 4, 12, 6, 14);
        u[2 * k + 1] = __builtin_shufflevector(r[2 * k], r[2 * k + 1], 1, 9, 3, 11, 5, 13, 7, 15);
    }
    for (int h = 0; h < 8; h += 4)
        for (int k = 0; k < 2; k++) {
            v[h + k] = __builtin_shufflevector(u[h + k], u[h + k + 2], 0, 1, 8, 9, 4, 5, 12, 13);
            v[h + k + 2] = __builtin_shufflevector(u[h + k], u[h + k + 2], 2, 3, 10, 11, 6, 7, 14, 15);
        }
    for (int k = 0; k < 4; k++) {
        c[k] = __builtin_shufflevector(v[k], v[k + 4], 0, 1, 2, 3, 8, 9, 10, 11);
        c[k + 4] = __builtin_shufflevector(v[k], v[k + 4], 4, 5, 6, 7, 12, 13, 14, 15);
    }
"""
    return f"""#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 12)
#define TL_GEMV_TRANSPOSE
static inline void tl_gemv_transpose(const char* a, npy_intp rs, tl_gemv_v* c) {{
    tl_gemv_v r[TL_GEMV_LANES];
    for (int k = 0; k < TL_GEMV_LANES; k++) r[k] = tl_gemv_load(a + k * rs);
{rounds}}}
#endif
"""


def gemv_kernel(dtype):
    """A matrix times a column for one element type, as a kernel object: out[i] = 0 + A[i,0]*x[0]
    + A[i,1]*x[1] + ..., each product rounded and then each sum, in that order: the GEMM
    kernel's order (gemm.c), so the bits are the GEMM kernel's, without its packing (which
    costs more than the product when one operand is a vector). Rows are done a block at a
    time, each row's sum in a lane of its own: vector lanes loaded straight from A when a
    column of A is contiguous (as for X.T), vector lanes filled by transposing square tiles of
    A in registers when its rows are (as for X), else 8 scalar lanes (loops of constant
    length, unrolled, so the sums stay in registers, also in wasm)."""
    ct = so.c_type(np.dtype(dtype))
    body = f"""    if (M <= 0) return 0;
    if (K <= 0) {{
        for (npy_intp i = 0; i < M; i++) out[i] = 0;
        return 0;
    }}
    const {ct} x0 = *(const {ct}*)x;
    npy_intp i0 = 0;
    if (ars == (npy_intp)sizeof({ct})) {{
        const tl_gemv_v zero = {{0}};
        for (; i0 + TL_GEMV_NV * TL_GEMV_LANES <= M; i0 += TL_GEMV_NV * TL_GEMV_LANES) {{
            tl_gemv_v acc[TL_GEMV_NV];
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) acc[v] = zero + tl_gemv_load(A + (i0 + v * TL_GEMV_LANES) * ars) * x0;
            TL_GEMV_UNROLL
            for (npy_intp p = 1; p < K; p++) {{
                const char* c = A + i0 * ars + p * acs;
                const {ct} xp = *(const {ct}*)(x + p * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) acc[v] += tl_gemv_load(c + v * TL_GEMV_LANES * ars) * xp;
            }}
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) memcpy(out + i0 + v * TL_GEMV_LANES, &acc[v], sizeof acc[v]);
        }}
        for (; i0 + TL_GEMV_LANES <= M; i0 += TL_GEMV_LANES) {{
            tl_gemv_v acc = zero + tl_gemv_load(A + i0 * ars) * x0;
            TL_GEMV_UNROLL
            for (npy_intp p = 1; p < K; p++) acc += tl_gemv_load(A + i0 * ars + p * acs) * *(const {ct}*)(x + p * xs);
            memcpy(out + i0, &acc, sizeof acc);
        }}
    }}
#ifdef TL_GEMV_TRANSPOSE
    if (acs == (npy_intp)sizeof({ct}) && ars != (npy_intp)sizeof({ct}) && K >= TL_GEMV_LANES) {{
        /* A's rows are contiguous: TL_GEMV_NV blocks of LANES rows; LANES x LANES tiles of A are
         * loaded as rows and transposed in registers, so each lane still adds its row's
         * products in order p = 0, 1, ... */
        const tl_gemv_v zero = {{0}};
        for (; i0 + TL_GEMV_NV * TL_GEMV_LANES <= M; i0 += TL_GEMV_NV * TL_GEMV_LANES) {{
            tl_gemv_v acc[TL_GEMV_NV];
            npy_intp p = 0;
            for (; p + TL_GEMV_LANES <= K; p += TL_GEMV_LANES) {{
                tl_gemv_v xv = tl_gemv_load(x + p * xs);
                if (xs != (npy_intp)sizeof({ct}))
                    for (int q = 0; q < TL_GEMV_LANES; q++) xv[q] = *(const {ct}*)(x + (p + q) * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) {{
                    tl_gemv_v c[TL_GEMV_LANES];
                    tl_gemv_transpose(A + (i0 + v * TL_GEMV_LANES) * ars + p * acs, ars, c);
                    if (p == 0) acc[v] = zero + c[0] * xv[0];
                    else acc[v] += c[0] * xv[0];
#pragma GCC unroll 8
                    for (int q = 1; q < TL_GEMV_LANES; q++) acc[v] += c[q] * xv[q];
                }}
            }}
            for (; p < K; p++) {{
                const {ct} xp = *(const {ct}*)(x + p * xs);
#pragma GCC unroll 4
                for (int v = 0; v < TL_GEMV_NV; v++) {{
                    tl_gemv_v c;
                    for (int r = 0; r < TL_GEMV_LANES; r++) c[r] = *(const {ct}*)(A + (i0 + v * TL_GEMV_LANES + r) * ars + p * acs);
                    acc[v] += c * xp;
                }}
            }}
#pragma GCC unroll 4
            for (int v = 0; v < TL_GEMV_NV; v++) memcpy(out + i0 + v * TL_GEMV_LANES, &acc[v], sizeof acc[v]);
        }}
    }}
#endif
    for (; i0 + TL_GEMV_RS <= M; i0 += TL_GEMV_RS) {{
        {ct} acc[TL_GEMV_RS];
#pragma GCC unroll 8
        for (int r = 0; r < TL_GEMV_RS; r++) acc[r] = ({ct})0 + *(const {ct}*)(A + (i0 + r) * ars) * x0;
        TL_GEMV_UNROLL
        for (npy_intp p = 1; p < K; p++) {{
            const {ct} xp = *(const {ct}*)(x + p * xs);
            const char* c = A + i0 * ars + p * acs;
#pragma GCC unroll 8
            for (int r = 0; r < TL_GEMV_RS; r++) acc[r] += *(const {ct}*)(c + r * ars) * xp;
        }}
#pragma GCC unroll 8
        for (int r = 0; r < TL_GEMV_RS; r++) out[i0 + r] = acc[r];
    }}
    for (; i0 < M; i0++) {{
        const char* a = A + i0 * ars;
        {ct} acc = ({ct})0 + *(const {ct}*)a * x0;
        for (npy_intp p = 1; p < K; p++) acc += *(const {ct}*)(a + p * acs) * *(const {ct}*)(x + p * xs);
        out[i0] = acc;
    }}
    return 0;
"""
    support = f"""#include <string.h>
/* Lanes of 32 bytes (two wasm SIMD128 vectors, one AVX2 vector, half an AVX-512 one), NV per block. */
typedef {ct} tl_gemv_v __attribute__((vector_size(32)));
#define TL_GEMV_LANES ((npy_intp)(32 / sizeof({ct})))
#define TL_GEMV_NV 4
#define TL_GEMV_RS 8 /* rows per block in any layout */
/* On wasm, loops over p run 4 steps per trip: wasmtime checks its epoch at every loop head and
 * keeps the sums in memory across that check (as gemm.c's TL_GEMM_UNROLL). */
#ifdef __wasm__
#define TL_GEMV_UNROLL _Pragma("GCC unroll 4")
#else
#define TL_GEMV_UNROLL
#endif
static inline tl_gemv_v tl_gemv_load(const char* p) {{ tl_gemv_v v; memcpy(&v, p, sizeof v); return v; }}
{_transpose(ct)}"""
    return so.Kernel(f"int TL_KERNEL(npy_intp M, npy_intp K, const char* A, npy_intp ars, npy_intp acs, "
                     f"const char* x, npy_intp xs, {ct}* out)", body, support=[support], attributes="TL_TARGET")


def product_c(dtype, a, ars, acs, b, brs, bcs, c):
    """C of the float product C = A . B (M x K by K x N, the names M, N, K in scope; A and B by
    byte strides, C's rows N elements apart) through the kernels, < 0 when out of memory: a
    column (N == 1) or a row (M == 1, B's columns as the rows) by the matrix-vector kernel,
    which adds in the GEMM kernel's order, so the same bits without GEMM's packing."""
    gemv = gemv_kernel(dtype).name
    return (f"(N == 1 ? {gemv}(M, K, {a}, {ars}, {acs}, {b}, {brs}, {c})"
            f" : M == 1 ? {gemv}(N, K, {b}, {bcs}, {brs}, {a}, {acs}, {c})"
            f" : {gemm_kernel(dtype).name}(M, N, K, {a}, {ars}, {acs}, {b}, {brs}, {bcs}, {c}, N))")


REMAP_TEXT = r"""
/* "(2,3,4)->(2,newaxis,newaxis)": an operand of a stacked matmul as NumPy's broadcast error shows it. */
static const char* tl_remap_text(PyArrayObject* a, char* buf, size_t size) {
    size_t at = 0;
    const int nd = PyArray_NDIM(a);
    at += snprintf(buf + at, size - at, "(");
    for (int d = 0; d < nd && at < size; d++)
        at += snprintf(buf + at, size - at, d ? ",%lld" : "%lld", (long long)PyArray_DIM(a, d));
    if (at < size) at += snprintf(buf + at, size - at, ")->(");
    for (int d = 0; d < nd - 2 && at < size; d++)
        at += snprintf(buf + at, size - at, "%lld,", (long long)PyArray_DIM(a, d));
    if (at < size) snprintf(buf + at, size - at, "newaxis,newaxis)");
    return buf;
}
"""


class Dot(so.KernelCalls, Op):
    """Matrix product: np.dot on 1-d and 2-d operands (name "dot"), np.matmul on operands of
    rank >= 1 (name "matmul")."""

    __props__ = ("name",)

    def __init__(self, name="dot"):
        if name not in ("dot", "matmul"):
            raise ValueError(f"Dot: name must be 'dot' or 'matmul', not {name!r}")
        self.name = name

    def __str__(self):
        return self.name

    def make_node(self, x, y):
        x, y = as_tensor(x), as_tensor(y)
        nx, ny = x.type.ndim, y.type.ndim
        if self.name == "dot":
            if nx not in (1, 2) or ny not in (1, 2):
                raise ValueError(f"{self}: operands must be 1-d or 2-d, got ranks {nx} and {ny}")
        else:
            for i, n in enumerate((nx, ny)):
                if n == 0:
                    raise ValueError(f"matmul: Input operand {i} does not have enough dimensions (has 0, "
                                     f"gufunc core with signature {SIGNATURE} requires 1)")
        kx, ky = x.type.shape[-1], y.type.shape[max(ny - 2, 0)]
        if kx is not None and ky is not None and kx != ky:
            if self.name == "dot":
                raise ValueError(f"{self}: shapes {_text(x.type.shape)} and {_text(y.type.shape)} not aligned: {kx} (dim {nx - 1}) != {ky} (dim 0)")
            raise ValueError(_core_mismatch(ky, kx))
        batch = _batch_static(x.type.shape, y.type.shape)
        out = np.matmul(np.zeros((1,) * nx, x.type.dtype), np.zeros((1,) * ny, y.type.dtype)).dtype
        shape = batch + (x.type.shape[-2:-1] if nx >= 2 else ()) + (y.type.shape[-1:] if ny >= 2 else ())
        return Apply(self, [x, y], [TensorType(out, shape=shape)()])

    def c_support_code(self, **kw):
        return [SHAPE_TEXT, REMAP_TEXT] if self.name == "matmul" else SHAPE_TEXT

    def kernels(self, node):
        """The product's kernel, then the conversions of operands whose dtype is not the
        output's (all operands of an integer or bool product are copied)."""
        dt = np.dtype(node.outputs[0].type.dtype)
        gemm = dt.name in GEMM_SUFFIX
        copies = dict.fromkeys(np.dtype(v.type.dtype) for v in node.inputs if np.dtype(v.type.dtype) != dt or not gemm)
        products = [gemm_kernel(dt), gemv_kernel(dt)] if gemm else [int_kernel(dt)]
        return products + [so.convert_kernel(src, dt) for src in copies]

    def c_code_cache_version(self):
        return (5,)

    def c_code(self, node, name, inputs, outputs, sub):
        return dot_c(self, node, inputs, outputs[0], sub["fail"])


def _text(shape):
    return "(" + ", ".join("?" if n is None else str(n) for n in shape) + ("," if len(shape) == 1 else "") + ")"


def _core_mismatch(got, want):
    return (f"matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
            f"{SIGNATURE} (size {got} is different from {want})")


def _batch_static(sx, sy):
    """Broadcast of the stack dimensions (all but the last two of an operand of rank >= 3);
    NumPy's matmul message when known lengths differ."""
    bx, by = sx[:-2], sy[:-2]
    nd = max(len(bx), len(by))
    out = []
    for d in range(nd):
        lengths = [s[d - (nd - len(s))] for s in (bx, by) if d >= nd - len(s)]
        known = {n for n in lengths if n is not None and n != 1}
        if len(known) > 1:
            def remap(s):
                return "(" + ",".join("?" if n is None else str(n) for n in s) + ")->(" + ",".join(
                    ["?" if n is None else str(n) for n in s[:-2]] + ["newaxis", "newaxis"]) + ")"
            core = ",".join("?" if n is None else str(n) for n in (sx[-2], sy[-1]))
            raise ValueError(f"operands could not be broadcast together with remapped shapes [original->remapped]: "
                             f"{remap(sx)} {remap(sy)}  and requested shape ({core})")
        out.append(known.pop() if known else (1 if lengths and all(n == 1 for n in lengths) else None))
    return tuple(out)


def dot_c(op, node, inputs, z, fail):
    x, y = inputs
    nx, ny = node.inputs[0].type.ndim, node.inputs[1].type.ndim
    dt = np.dtype(node.outputs[0].type.dtype)
    ct = so.c_type(dt)
    dx, dy = (np.dtype(v.type.dtype) for v in node.inputs)
    gemm = dt.name in GEMM_SUFFIX
    bx, by = max(nx - 2, 0), max(ny - 2, 0)
    bo = max(bx, by)
    out_nd = bo + (nx >= 2) + (ny >= 2)
    # A is M x K, B is K' x N (a 1-d x is one row, a 1-d y one column).
    m = f"PyArray_DIM({x}, {nx - 2})" if nx >= 2 else "1"
    n = f"PyArray_DIM({y}, {ny - 1})" if ny >= 2 else "1"
    k, ky = f"PyArray_DIM({x}, {nx - 1})", f"PyArray_DIM({y}, {max(ny - 2, 0)})"
    if op.name == "dot":
        k_error = f"""char sx[128], sy[128];
        PyErr_Format(PyExc_ValueError, "dot: shapes %s and %s not aligned: %lld (dim {nx - 1}) != %lld (dim 0)",
                     tl_shape_text({x}, sx, sizeof sx), tl_shape_text({y}, sy, sizeof sy), (long long)K, (long long){ky});"""
    else:
        k_error = f"""PyErr_Format(PyExc_ValueError, "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature {SIGNATURE} (size %lld is different from %lld)",
                     (long long){ky}, (long long)K);"""
    # Operand views: base pointer and byte strides, of a converted contiguous copy when needed.
    views = []
    for v, src, nd, tag in ((x, dx, nx, "x"), (y, dy, ny, "y")):
        copy = src != dt or not gemm
        views.append(operand_view(v, src, dt, nd, tag, copy, fail))
    batch_dims = []
    for d in range(bo):
        dxd, dyd = d - (bo - bx), d - (bo - by)
        lx = f"PyArray_DIM({x}, {dxd})" if dxd >= 0 else "1"
        ly = f"PyArray_DIM({y}, {dyd})" if dyd >= 0 else "1"
        sx = f"tl_sx[{dxd}]" if dxd >= 0 else "0"
        sy = f"tl_sy[{dyd}]" if dyd >= 0 else "0"
        batch_dims.append((lx, ly, sx, sy))
    batch_check = ""
    if bx and by:
        batch_check = f"""
    for (int d = 0; d < {bo}; d++) {{
        if (tl_bx[d] != tl_by[d] && tl_bx[d] != 1 && tl_by[d] != 1) {{
            char sx[256], sy[256];
            PyErr_Format(PyExc_ValueError, "operands could not be broadcast together with remapped shapes [original->remapped]: %s %s  and requested shape (%lld,%lld)",
                         tl_remap_text({x}, sx, sizeof sx), tl_remap_text({y}, sy, sizeof sy), (long long)M, (long long)N);
            {fail}
        }}
    }}"""
    out_dims = [f"(tl_bx[{d}] == 1 ? tl_by[{d}] : tl_bx[{d}])" for d in range(bo)] + (["M"] if nx >= 2 else []) + (["N"] if ny >= 2 else [])
    if gemm:
        ars, acs = f"tl_sx[{nx - 2}]" if nx >= 2 else "0", f"tl_sx[{nx - 1}]"
        brs, bcs = f"tl_sy[{max(ny - 2, 0)}]", f"tl_sy[{ny - 1}]" if ny >= 2 else "0"
        kernel = f"""if ({product_c(dt, "tl_pa", ars, acs, "tl_pb", brs, bcs, "C")} < 0) {{
                tl_status = -1;
                break;
            }}"""
    else:
        kernel = f"{int_name(dt)}(M, N, K, (const {ct}*)tl_pa, (const {ct}*)tl_pb, C);"
    return f"""/* {op} */
{{
    const npy_intp M = {m}, K = {k}, N = {n};
    if (K != {ky}) {{
        {k_error}
        {fail}
    }}
    npy_intp tl_bx[{bo or 1}] = {{{", ".join(b[0] for b in batch_dims) or "1"}}};
    npy_intp tl_by[{bo or 1}] = {{{", ".join(b[1] for b in batch_dims) or "1"}}};{batch_check}
    npy_intp tl_dims[{out_nd or 1}] = {{{", ".join(out_dims) or "0"}}};
    int tl_reuse = {z} && PyArray_NDIM({z}) == {out_nd} && PyArray_TYPE({z}) == {dt.num} && PyArray_IS_C_CONTIGUOUS({z}) && PyArray_ISWRITEABLE({z});
    for (int d = 0; d < {out_nd} && tl_reuse; d++) tl_reuse = PyArray_DIM({z}, d) == tl_dims[d];
    if (!tl_reuse) {{
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY({out_nd}, tl_dims, {dt.num}, 0);
        if (!{z}) {{ {fail} }}
    }}
    npy_intp tl_batches = 1;
    for (int d = 0; d < {bo}; d++) tl_batches *= tl_dims[d];
    {views[0]}
    {views[1]}
    int tl_status = 0;
    if (tl_batches > 0 && M > 0 && N > 0) {{
        /* Each stack entry: the offsets of its A and B follow the broadcast batch index. */
        npy_intp tl_index[{bo or 1}] = {{0}};
        const npy_intp tl_bsx[{bo or 1}] = {{{", ".join(b[2] for b in batch_dims) or "0"}}};
        const npy_intp tl_bsy[{bo or 1}] = {{{", ".join(b[3] for b in batch_dims) or "0"}}};
        for (npy_intp tl_b = 0; tl_b < tl_batches; tl_b++) {{
            const char* tl_pa = tl_px;
            const char* tl_pb = tl_py;
            for (int d = 0; d < {bo}; d++) {{
                if (tl_bx[d] != 1) tl_pa += tl_index[d] * tl_bsx[d];
                if (tl_by[d] != 1) tl_pb += tl_index[d] * tl_bsy[d];
            }}
            {ct}* C = ({ct}*)PyArray_DATA({z}) + tl_b * M * N;
            {kernel}
            for (int d = {bo} - 1; d >= 0; d--) {{
                if (++tl_index[d] < tl_dims[d]) break;
                tl_index[d] = 0;
            }}
        }}
    }}
    PyMem_Free(tl_cx);
    PyMem_Free(tl_cy);
    if (tl_status) {{ PyErr_NoMemory(); {fail} }}
}}"""


def operand_view(v, src, dt, nd, tag, copy, fail):
    """C declaring tl_p<tag> (the operand's data) and tl_s<tag>[] (its byte strides): the
    array itself, or (`copy`) a C-contiguous copy converted to dtype `dt` in tl_c<tag>
    (scalar_ops.convert_kernel)."""
    ct = so.c_type(dt)
    if not copy:
        return f"""const char* tl_p{tag} = PyArray_BYTES({v});
    npy_intp tl_s{tag}[{nd}];
    for (int d = 0; d < {nd}; d++) tl_s{tag}[d] = PyArray_STRIDE({v}, d);
    void* tl_c{tag} = NULL;"""
    return f"""npy_intp tl_s{tag}[{nd}];
    npy_intp tl_size{tag} = 1;
    for (int d = {nd} - 1; d >= 0; d--) {{ tl_s{tag}[d] = tl_size{tag} * (npy_intp)sizeof({ct}); tl_size{tag} *= PyArray_DIM({v}, d); }}
    {ct}* tl_c{tag} = ({ct}*)PyMem_Malloc((size_t)(tl_size{tag} > 0 ? tl_size{tag} : 1) * sizeof({ct}));
    if (!tl_c{tag}) {{ PyMem_Free(tl_cx); PyErr_NoMemory(); {fail} }}
    {so.convert_name(src, dt)}(PyArray_BYTES({v}), PyArray_STRIDES({v}), PyArray_DIMS({v}), {nd}, (char*)tl_c{tag}, tl_s{tag});
    const char* tl_p{tag} = (const char*)tl_c{tag};"""


def int_name(dt):
    return f"tl_int_product_{dt.name}"


def int_kernel(dt):
    """Integer and bool products of contiguous M x K and K x N operands into C, in blocks of
    BLOCK, as a kernel object per dtype (ARCHITECTURE.md, "Kernel objects")."""
    ct = so.c_type(dt)
    if dt.kind in "iu":
        u = so._unsigned_wide(dt)
        fma = f"crow[j] = ({ct})(({u})crow[j] + ({u})a * ({u})brow[j]);"
    else:
        fma = "crow[j] = crow[j] || (a && brow[j]);"
    declaration = f"void {int_name(dt)}(npy_intp M, npy_intp N, npy_intp K, const {ct}* A, const {ct}* B, {ct}* C)"
    text = f"""{declaration} {{
    for (npy_intp i = 0; i < M * N; i++) C[i] = 0;
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
}}
"""
    return so.Kernel.defining(text, [declaration])


def dot(x, y):
    """np.dot for 1-d and 2-d tensors."""
    return Dot("dot")(x, y)


def matmul(x, y):
    """np.matmul (the @ operator): 1-d operands are a row or a column, operands of rank > 2 are
    stacks of matrices whose leading dimensions broadcast."""
    return Dot("matmul")(x, y)


register_operation("dot", dot)
register_operation("matmul", matmul)
