"""Dense linear algebra kernels written here for both targets: the Cholesky factor, the
solution of a triangular system, LU with partial pivoting, QR, the singular value
decomposition and symmetric eigenvalues and eigenvectors, float32 and float64. Each is a
kernel object (ARCHITECTURE.md, "Kernel objects") whose loops run a fixed order of rounded
operations; the inner loops are elementwise over a contiguous row, or sums in row order that
the compilers keep in order, so vectorising them does not change the bits and native and wasm
agree bit for bit. The PyTensor bridge gives PyTensor's linear algebra nodes C from these
(pytensor/linalg.py)."""
from __future__ import annotations

import numpy as np

from . import scalar_ops as so

# The element types the kernels are written for.
LINALG_DTYPES = ("float32", "float64")


def _sqrt(ct):
    return "__builtin_sqrtf" if ct == "npy_float32" else "__builtin_sqrt"


def _vector_support(ct):
    """Vectors of 32 bytes of `ct` (two wasm SIMD128 vectors, one AVX2 vector) for the kernels'
    updates, which keep four of a row's in registers across a sum's terms (each element's
    operations in the order of the scalar loop: the same bits); on wasm a loop over those terms
    runs 4 steps per trip, as wasmtime checks its epoch at every loop head and keeps the sums
    in memory across that check (as tensor/blas.py's GEMV kernel)."""
    return f"""#include <string.h>
#ifndef TL_VEC32_{ct}
#define TL_VEC32_{ct}
typedef {ct} tl_vec32_{ct} __attribute__((vector_size(32)));
static inline tl_vec32_{ct} tl_vec32_load_{ct}(const {ct}* p) {{ tl_vec32_{ct} v; memcpy(&v, p, sizeof v); return v; }}
static inline void tl_vec32_store_{ct}({ct}* p, tl_vec32_{ct} v) {{ memcpy(p, &v, sizeof v); }}
#endif
#ifndef TL_VEC_UNROLL
#ifdef __wasm__
#define TL_VEC_UNROLL _Pragma("GCC unroll 4")
#else
#define TL_VEC_UNROLL
#endif
#endif"""


def cholesky_kernel(dtype):
    """The Cholesky factor as a kernel: `int f(n, A, s0, s1, upper, out)` reads the lower
    triangle of the n x n matrix A (byte strides s0, s1; the upper triangle when called with
    them swapped) and writes into `out` (n x n, C-contiguous) the lower factor L with
    A = L L^T, zeros above its diagonal, or its transpose when `upper`. Right-looking: after
    column j of L (the pivot's square root, the column divided by it), each element (i, k)
    after it loses L[i,j] L[k,j]; every element takes these subtractions in the order of j.
    From TL_CHOL_SMALL rows on, the columns go in blocks of TL_CHOL_NB: a block's own columns
    first, then the rest of the matrix loses the block's columns row by row, in tiles of
    TL_CHOL_KT elements (which stay in the L1 cache with the block's columns): the same
    operations in the same order per element as one column at a time, so the same bits
    (below, one block: one column at a time). Returns 1 (out then undefined) when a
    pivot is zero or negative (A not positive definite), -1 when out of memory, else 0. A NaN
    pivot goes on (NaN from there), as the LAPACK of SciPy's wheels (OpenBLAS) does, which
    PyTensor's results follow."""
    ct = so.c_type(np.dtype(dtype))
    body = f"""    if (n <= 0) return 0;
    enum {{ TL_CHOL_NB = 16, TL_CHOL_KT = 256, TL_CHOL_SMALL = 64, TL_CHOL_L = 32 / (int)sizeof({ct}), TL_CHOL_W = 4 * TL_CHOL_L }};
    const npy_intp nb = n < TL_CHOL_SMALL ? n : TL_CHOL_NB;
    {ct}* c = ({ct}*)malloc((size_t)nb * (size_t)n * sizeof({ct}));
    if (!c) return -1;
    for (npy_intp i = 0; i < n; i++) {{
        {ct}* row = out + i * n;
        for (npy_intp j = 0; j <= i; j++) row[j] = *(const {ct}*)(A + i * s0 + j * s1);
        for (npy_intp j = i + 1; j < n; j++) row[j] = 0;
    }}
    for (npy_intp j0 = 0; j0 < n; j0 += nb) {{
        const npy_intp jb = n - j0 < nb ? n - j0 : nb, end = j0 + jb;
        for (npy_intp j = j0; j < end; j++) {{
            const {ct} d = out[j * n + j];
            if (d <= 0) {{ free(c); return 1; }}
            const {ct} l = {_sqrt(ct)}(d);
            {ct}* cj = c + (j - j0) * n;
            out[j * n + j] = l;
            for (npy_intp i = j + 1; i < n; i++) {{
                const {ct} v = out[i * n + j] / l;
                out[i * n + j] = v;
                cj[i] = v;
            }}
            for (npy_intp i = j + 1; i < n; i++) {{
                {ct}* row = out + i * n;
                const {ct} f = cj[i];
                const npy_intp last = i < end - 1 ? i : end - 1;
                for (npy_intp k = j + 1; k <= last; k++) row[k] -= f * cj[k];
            }}
        }}
        for (npy_intp k0 = end; k0 < n; k0 += TL_CHOL_KT) {{
            const npy_intp k1 = k0 + TL_CHOL_KT - 1 < n - 1 ? k0 + TL_CHOL_KT - 1 : n - 1;
            for (npy_intp i = k0; i < n; i++) {{
                {ct}* row = out + i * n;
                const npy_intp last = i < k1 ? i : k1;
                npy_intp k = k0;
                for (; k + TL_CHOL_W - 1 <= last; k += TL_CHOL_W) {{
                    tl_vec32_{ct} a0 = tl_vec32_load_{ct}(row + k), a1 = tl_vec32_load_{ct}(row + k + TL_CHOL_L);
                    tl_vec32_{ct} a2 = tl_vec32_load_{ct}(row + k + 2 * TL_CHOL_L), a3 = tl_vec32_load_{ct}(row + k + 3 * TL_CHOL_L);
                    TL_VEC_UNROLL
                    for (npy_intp t = 0; t < jb; t++) {{
                        const {ct} f = c[t * n + i];
                        const {ct}* ck = c + t * n + k;
                        a0 -= f * tl_vec32_load_{ct}(ck);
                        a1 -= f * tl_vec32_load_{ct}(ck + TL_CHOL_L);
                        a2 -= f * tl_vec32_load_{ct}(ck + 2 * TL_CHOL_L);
                        a3 -= f * tl_vec32_load_{ct}(ck + 3 * TL_CHOL_L);
                    }}
                    tl_vec32_store_{ct}(row + k, a0);
                    tl_vec32_store_{ct}(row + k + TL_CHOL_L, a1);
                    tl_vec32_store_{ct}(row + k + 2 * TL_CHOL_L, a2);
                    tl_vec32_store_{ct}(row + k + 3 * TL_CHOL_L, a3);
                }}
                for (; k + TL_CHOL_L - 1 <= last; k += TL_CHOL_L) {{
                    tl_vec32_{ct} a0 = tl_vec32_load_{ct}(row + k);
                    TL_VEC_UNROLL
                    for (npy_intp t = 0; t < jb; t++) a0 -= c[t * n + i] * tl_vec32_load_{ct}(c + t * n + k);
                    tl_vec32_store_{ct}(row + k, a0);
                }}
                for (; k <= last; k++) {{
                    {ct} a = row[k];
                    for (npy_intp t = 0; t < jb; t++) a -= c[t * n + i] * c[t * n + k];
                    row[k] = a;
                }}
            }}
        }}
    }}
    free(c);
    if (upper)
        for (npy_intp i = 0; i < n; i++)
            for (npy_intp j = 0; j < i; j++) {{
                out[j * n + i] = out[i * n + j];
                out[i * n + j] = 0;
            }}
    return 0;
"""
    return so.Kernel(f"int TL_KERNEL(npy_intp n, const char* A, npy_intp s0, npy_intp s1, int upper, {ct}* out)",
                     body, support=["#include <stdlib.h>", _vector_support(ct)], attributes="TL_TARGET")


def triangular_solve_kernel(dtype):
    """The solution of a triangular system as a kernel: `int f(m, n, A, s0, s1, lower, unit,
    check, X)` solves A X = B in place, where X (m x n, C-contiguous) holds B on entry and A is
    the lower (`lower`) or upper triangle of the m x m matrix at A (byte strides s0, s1, which
    swapped give A's transpose; the other triangle is not read), its diagonal taken as ones when
    `unit` (not read then either). Row i of X loses A[i,k] times row k for each solved row k in
    order (from the diagonal's far end), then is divided by A[i,i]. With `check`, returns 1 (X
    unchanged) when a diagonal element is exactly zero and not `unit` (LAPACK's trtrs reports
    the matrix singular there; potrs divides by it), else 0."""
    ct = so.c_type(np.dtype(dtype))
    vt, load, store = f"tl_vec32_{ct}", f"tl_vec32_load_{ct}", f"tl_vec32_store_{ct}"
    body = f"""    if (m <= 0 || n <= 0) return 0;
    if (check && !unit)
        for (npy_intp i = 0; i < m; i++)
            if (*(const {ct}*)(A + i * s0 + i * s1) == 0) return 1;
    enum {{ TL_TRSM_L = 32 / (int)sizeof({ct}), TL_TRSM_W = 4 * TL_TRSM_L }};
    for (npy_intp t = 0; t < m; t++) {{
        const npy_intp i = lower ? t : m - 1 - t;
        {ct}* row = X + i * n;
        const char* arow = A + i * s0;
        const {ct} d = unit ? ({ct})1 : *(const {ct}*)(arow + i * s1);
        npy_intp j = 0;
        for (; j + TL_TRSM_W <= n; j += TL_TRSM_W) {{
            {vt} a0 = {load}(row + j), a1 = {load}(row + j + TL_TRSM_L);
            {vt} a2 = {load}(row + j + 2 * TL_TRSM_L), a3 = {load}(row + j + 3 * TL_TRSM_L);
            TL_VEC_UNROLL
            for (npy_intp u = 0; u < t; u++) {{
                const npy_intp k = lower ? u : m - 1 - u;
                const {ct} a = *(const {ct}*)(arow + k * s1);
                const {ct}* xk = X + k * n + j;
                a0 -= a * {load}(xk);
                a1 -= a * {load}(xk + TL_TRSM_L);
                a2 -= a * {load}(xk + 2 * TL_TRSM_L);
                a3 -= a * {load}(xk + 3 * TL_TRSM_L);
            }}
            if (!unit) {{ a0 /= d; a1 /= d; a2 /= d; a3 /= d; }}
            {store}(row + j, a0);
            {store}(row + j + TL_TRSM_L, a1);
            {store}(row + j + 2 * TL_TRSM_L, a2);
            {store}(row + j + 3 * TL_TRSM_L, a3);
        }}
        for (; j + TL_TRSM_L <= n; j += TL_TRSM_L) {{
            {vt} a0 = {load}(row + j);
            TL_VEC_UNROLL
            for (npy_intp u = 0; u < t; u++) {{
                const npy_intp k = lower ? u : m - 1 - u;
                a0 -= *(const {ct}*)(arow + k * s1) * {load}(X + k * n + j);
            }}
            if (!unit) a0 /= d;
            {store}(row + j, a0);
        }}
        for (; j < n; j++) {{
            {ct} v = row[j];
            for (npy_intp u = 0; u < t; u++) {{
                const npy_intp k = lower ? u : m - 1 - u;
                v -= *(const {ct}*)(arow + k * s1) * X[k * n + j];
            }}
            row[j] = unit ? v : v / d;
        }}
    }}
    return 0;
"""
    return so.Kernel(f"int TL_KERNEL(npy_intp m, npy_intp n, const char* A, npy_intp s0, npy_intp s1, int lower, "
                     f"int unit, int check, {ct}* X)", body, support=[_vector_support(ct)], attributes="TL_TARGET")


def lu_kernel(dtype):
    """The LU factorisation with partial pivoting as a kernel: `npy_intp f(m, n, A, s0, s1, LU,
    piv)` copies the m x n matrix A (byte strides s0, s1; it may be LU itself) into LU (m x n,
    C-contiguous) and factors it in place as P A = L U, as LAPACK's getrf does: L unit lower
    (below the diagonal), U upper, min(m, n) pivots. Column j's pivot is the first element of
    largest magnitude on or below the diagonal (LAPACK's choice), its row swapped with row j
    (piv[j]: the row it came from); the column below is divided by it and each row below loses
    that multiple of row j, in order. A zero pivot (the column is zero there) is left, and the
    elimination goes on. Returns 0, or k + 1 for the first zero pivot U[k,k] (for a square
    matrix: it is singular)."""
    ct = so.c_type(np.dtype(dtype))
    body = f"""    npy_intp singular = 0;
    const npy_intp steps = m < n ? m : n;
    for (npy_intp i = 0; i < m; i++)
        for (npy_intp j = 0; j < n; j++) LU[i * n + j] = *(const {ct}*)(A + i * s0 + j * s1);
    for (npy_intp j = 0; j < steps; j++) {{
        npy_intp p = j;
        {ct} big = LU[j * n + j] < 0 ? -LU[j * n + j] : LU[j * n + j];
        for (npy_intp i = j + 1; i < m; i++) {{
            const {ct} v = LU[i * n + j] < 0 ? -LU[i * n + j] : LU[i * n + j];
            if (v > big) {{ big = v; p = i; }}
        }}
        piv[j] = p;
        if (p != j)
            for (npy_intp k = 0; k < n; k++) {{
                const {ct} t = LU[j * n + k];
                LU[j * n + k] = LU[p * n + k];
                LU[p * n + k] = t;
            }}
        const {ct} d = LU[j * n + j];
        if (d == 0) {{
            if (!singular) singular = j + 1;
            continue;
        }}
        const {ct}* row = LU + j * n;
        for (npy_intp i = j + 1; i < m; i++) {{
            {ct}* r = LU + i * n;
            const {ct} f = r[j] / d;
            r[j] = f;
            for (npy_intp k = j + 1; k < n; k++) r[k] -= f * row[k];
        }}
    }}
    return singular;
"""
    return so.Kernel(f"npy_intp TL_KERNEL(npy_intp m, npy_intp n, const char* A, npy_intp s0, npy_intp s1, {ct}* LU, "
                     f"npy_intp* piv)", body, attributes="TL_TARGET")


def svd_kernel(dtype):
    """The singular value decomposition of an m x n matrix as a kernel: `int f(m, n, A, s0, s1,
    W, V, order, S, U, Vt, full)` reads A (byte strides s0, s1), works in W (r * c doubles, r =
    max(m, n), c = min(m, n)), V (c * c + c doubles, and r * r + r more for U) and `order` (c),
    and writes the c singular
    values into S, largest first; with U not NULL also U and Vt (C-contiguous) with A = U
    diag(S) Vt: U m x m and Vt n x n when `full`, else m x c and c x n. One-sided Jacobi
    (Hestenes): the columns of A (of A^T when m < n), scaled by a power of two so that their
    squares stay finite, are rotated in pairs (p, q), p < q in row order, until a sweep finds
    every pair orthogonal to 2^-52 of the product of their norms (at most 64 sweeps); the
    values are the columns' norms, the right vectors the rotations' product and the left ones
    the columns divided by their norms, completed to an orthonormal basis (for zero values and
    `full`) by the unit vectors e_j with the largest part orthogonal to the basis so far, taken
    twice through Gram-Schmidt. Each dot product is summed in row order and every rotation
    touches its two columns elementwise, so native and wasm agree bit for bit. In double for
    float32 too (rounded once at the end). Returns 1 (nothing written) for a NaN element
    (NumPy's LAPACK does not converge), else 0; an infinite element makes every value NaN, as
    NumPy's does, and every vector's element NaN too (NumPy's are then a permutation)."""
    ct = so.c_type(np.dtype(dtype))
    body = f"""    const npy_intp r = m > n ? m : n, c = m > n ? n : m;
    const npy_intp ucols = full ? m : c, vrows = full ? n : c;
    double big = 0;
    int infinite = 0;
    for (npy_intp i = 0; i < m; i++)
        for (npy_intp j = 0; j < n; j++) {{
            const double v = (double)*(const {ct}*)(A + i * s0 + j * s1), a = v < 0 ? -v : v;
            if (v != v) return 1;
            if (a > 1.7976931348623157e308) infinite = 1;
            else if (a > big) big = a;
        }}
    if (infinite) {{
        for (npy_intp k = 0; k < c; k++) S[k] = ({ct})NAN;
        if (U) {{
            for (npy_intp k = 0; k < m * ucols; k++) U[k] = ({ct})NAN;
            for (npy_intp k = 0; k < vrows * n; k++) Vt[k] = ({ct})NAN;
        }}
        return 0;
    }}
    int e = 0;
    if (big > 0) __builtin_frexp(big, &e);
    /* column k of W: column k of A (row k when m < n), times 2^-e (exact) */
    for (npy_intp i = 0; i < m; i++)
        for (npy_intp j = 0; j < n; j++) {{
            const double v = __builtin_ldexp((double)*(const {ct}*)(A + i * s0 + j * s1), -e);
            if (m >= n) W[j * r + i] = v; else W[i * r + j] = v;
        }}
    if (U)
        for (npy_intp i = 0; i < c; i++)
            for (npy_intp j = 0; j < c; j++) V[i * c + j] = i == j;
    for (int sweep = 0; sweep < 64; sweep++) {{
        int rotated = 0;
        for (npy_intp p = 0; p + 1 < c; p++)
            for (npy_intp q = p + 1; q < c; q++) {{
                double* x = W + p * r;
                double* y = W + q * r;
                double a = 0, b = 0, g = 0;
                for (npy_intp i = 0; i < r; i++) {{ a += x[i] * x[i]; b += y[i] * y[i]; g += x[i] * y[i]; }}
                if (g == 0 || (g < 0 ? -g : g) <= 0x1p-52 * __builtin_sqrt(a) * __builtin_sqrt(b)) continue;
                rotated = 1;
                /* the rotation that zeroes the pair's product: t = tan of its angle, the root of
                   t^2 + 2 z t - 1 = 0 of least magnitude */
                const double z = (b - a) / (2 * g), az = z < 0 ? -z : z;
                const double t = (z < 0 ? -1.0 : 1.0) / (az > 0x1p500 ? 2 * az : az + __builtin_sqrt(1 + z * z));
                const double co = 1 / __builtin_sqrt(1 + t * t), si = co * t;
                for (npy_intp i = 0; i < r; i++) {{
                    const double u = x[i], v = y[i];
                    x[i] = co * u - si * v;
                    y[i] = si * u + co * v;
                }}
                if (U)
                    for (npy_intp i = 0; i < c; i++) {{
                        const double u = V[i * c + p], v = V[i * c + q];
                        V[i * c + p] = co * u - si * v;
                        V[i * c + q] = si * u + co * v;
                    }}
            }}
        if (!rotated) break;
    }}
    /* the columns' norms (after V's c * c) and their order, largest first (ties keep their
       order) */
    double* norm = V + c * c;
    for (npy_intp k = 0; k < c; k++) {{
        const double* x = W + k * r;
        double a = 0;
        for (npy_intp i = 0; i < r; i++) a += x[i] * x[i];
        norm[k] = __builtin_sqrt(a);
        npy_intp at = k;
        for (; at > 0 && norm[order[at - 1]] < norm[k]; at--) order[at] = order[at - 1];
        order[at] = k;
    }}
    for (npy_intp k = 0; k < c; k++) S[k] = ({ct})__builtin_ldexp(norm[order[k]], e);
    if (!U) return 0;
    /* the long side's vectors (r x (full ? r : c), the columns of B in sorted order): the
       columns of W divided by their norms where those are nonzero, then the completion */
    const npy_intp lcols = full ? r : c;
    double* B = norm + c; /* r * lcols doubles after the norms, then r of scratch (the caller sized V so) */
    npy_intp have = 0;
    for (npy_intp k = 0; k < c; k++) {{
        const npy_intp j = order[k];
        if (norm[j] == 0) break;
        for (npy_intp i = 0; i < r; i++) B[i * lcols + have] = W[j * r + i] / norm[j];
        have++;
    }}
    for (; have < lcols; have++) {{
        npy_intp best = 0;
        double best_rest = -1;
        for (npy_intp cand = 0; cand < r; cand++) {{
            double rest = 1;
            for (npy_intp k = 0; k < have; k++) rest -= B[cand * lcols + k] * B[cand * lcols + k];
            if (rest > best_rest) {{ best_rest = rest; best = cand; }}
        }}
        double* col = B + r * lcols; /* r doubles of scratch */
        for (npy_intp i = 0; i < r; i++) col[i] = i == best;
        for (int pass = 0; pass < 2; pass++)
            for (npy_intp k = 0; k < have; k++) {{
                double d = 0;
                for (npy_intp i = 0; i < r; i++) d += B[i * lcols + k] * col[i];
                for (npy_intp i = 0; i < r; i++) col[i] -= d * B[i * lcols + k];
            }}
        double a = 0;
        for (npy_intp i = 0; i < r; i++) a += col[i] * col[i];
        a = __builtin_sqrt(a);
        for (npy_intp i = 0; i < r; i++) B[i * lcols + have] = col[i] / a;
    }}
    /* the short side's vectors: V's columns in sorted order */
    if (m >= n) {{
        for (npy_intp i = 0; i < m; i++)
            for (npy_intp k = 0; k < ucols; k++) U[i * ucols + k] = ({ct})B[i * lcols + k];
        for (npy_intp k = 0; k < n; k++)
            for (npy_intp j = 0; j < n; j++) Vt[k * n + j] = ({ct})V[j * c + order[k]];
    }} else {{
        for (npy_intp i = 0; i < m; i++)
            for (npy_intp k = 0; k < m; k++) U[i * m + k] = ({ct})V[i * c + order[k]];
        for (npy_intp k = 0; k < vrows; k++)
            for (npy_intp j = 0; j < n; j++) Vt[k * n + j] = ({ct})B[j * lcols + k];
    }}
    return 0;
"""
    return so.Kernel(f"int TL_KERNEL(npy_intp m, npy_intp n, const char* A, npy_intp s0, npy_intp s1, double* W, double* V, "
                     f"npy_intp* order, {ct}* S, {ct}* U, {ct}* Vt, int full)", body, attributes="TL_TARGET")


def symmetric_eigen_kernel(dtype):
    """The eigenvalues (and eigenvectors) of a symmetric n x n matrix as a kernel: `int f(n, A,
    s0, s1, lower, W, V, order, w, vectors)` reads A's lower triangle (its upper when `lower` is
    0; byte strides s0, s1), works in W and V (n * n doubles each; V is unused when `vectors` is
    NULL) and `order` (n), and writes the eigenvalues into w, smallest first, and the unit
    eigenvectors into the columns of `vectors` (n x n, C-contiguous; NULL for none) in the same
    order. Cyclic Jacobi: the matrix, scaled by a power of two, is rotated in pairs (p, q),
    p < q in row order, each rotation zeroing element (p, q) (tan t the root of least magnitude
    of t^2 + 2 z t - 1 = 0, z = (a_qq - a_pp) / 2 a_pq), its columns then its rows updated
    elementwise and the pair's diagonal set from t, until a sweep finds every |a_pq| at most
    2^-53 sqrt(|a_pp a_qq|) (at most 64 sweeps). In double for float32 too; a fixed order of
    rounded operations, so native and wasm agree bit for bit. Returns 1 (nothing written) for a
    NaN or infinite element of the triangle read, else 0."""
    ct = so.c_type(np.dtype(dtype))
    body = f"""    double big = 0;
    for (npy_intp i = 0; i < n; i++)
        for (npy_intp j = 0; j <= i; j++) {{
            const char* at = lower ? A + i * s0 + j * s1 : A + j * s0 + i * s1;
            const double v = (double)*(const {ct}*)at, a = v < 0 ? -v : v;
            if (!(a <= 1.7976931348623157e308)) return 1;
            if (a > big) big = a;
        }}
    int e = 0;
    if (big > 0) __builtin_frexp(big, &e);
    for (npy_intp i = 0; i < n; i++)
        for (npy_intp j = 0; j <= i; j++) {{
            const char* at = lower ? A + i * s0 + j * s1 : A + j * s0 + i * s1;
            W[i * n + j] = W[j * n + i] = __builtin_ldexp((double)*(const {ct}*)at, -e);
        }}
    if (vectors)
        for (npy_intp i = 0; i < n; i++)
            for (npy_intp j = 0; j < n; j++) V[i * n + j] = i == j;
    for (int sweep = 0; sweep < 64; sweep++) {{
        int rotated = 0;
        for (npy_intp p = 0; p + 1 < n; p++)
            for (npy_intp q = p + 1; q < n; q++) {{
                const double apq = W[p * n + q], app = W[p * n + p], aqq = W[q * n + q];
                const double mag = apq < 0 ? -apq : apq;
                if (mag == 0 || mag <= 0x1p-53 * __builtin_sqrt(app < 0 ? -app : app) * __builtin_sqrt(aqq < 0 ? -aqq : aqq))
                    continue;
                rotated = 1;
                const double z = (aqq - app) / (2 * apq), az = z < 0 ? -z : z;
                const double t = (z < 0 ? -1.0 : 1.0) / (az > 0x1p500 ? 2 * az : az + __builtin_sqrt(1 + z * z));
                const double c = 1 / __builtin_sqrt(1 + t * t), s = c * t;
                for (npy_intp k = 0; k < n; k++) {{ /* columns p and q */
                    const double u = W[k * n + p], v = W[k * n + q];
                    W[k * n + p] = c * u - s * v;
                    W[k * n + q] = s * u + c * v;
                }}
                for (npy_intp k = 0; k < n; k++) {{ /* rows p and q */
                    const double u = W[p * n + k], v = W[q * n + k];
                    W[p * n + k] = c * u - s * v;
                    W[q * n + k] = s * u + c * v;
                }}
                W[p * n + p] = app - t * apq;
                W[q * n + q] = aqq + t * apq;
                W[p * n + q] = W[q * n + p] = 0;
                if (vectors)
                    for (npy_intp k = 0; k < n; k++) {{
                        const double u = V[k * n + p], v = V[k * n + q];
                        V[k * n + p] = c * u - s * v;
                        V[k * n + q] = s * u + c * v;
                    }}
            }}
        if (!rotated) break;
    }}
    /* the diagonal's positions by increasing value (insertion: ties keep their order) */
    for (npy_intp k = 0; k < n; k++) {{
        npy_intp at = k;
        for (; at > 0 && W[order[at - 1] * (n + 1)] > W[k * (n + 1)]; at--) order[at] = order[at - 1];
        order[at] = k;
    }}
    for (npy_intp i = 0; i < n; i++) {{
        w[i] = ({ct})__builtin_ldexp(W[order[i] * (n + 1)], e);
        if (vectors)
            for (npy_intp r = 0; r < n; r++) vectors[r * n + i] = ({ct})V[r * n + order[i]];
    }}
    return 0;
"""
    return so.Kernel(f"int TL_KERNEL(npy_intp n, const char* A, npy_intp s0, npy_intp s1, int lower, double* W, double* V, "
                     f"npy_intp* order, {ct}* w, {ct}* vectors)", body, attributes="TL_TARGET")


def qr_kernel(dtype):
    """The QR factorisation of an m x n matrix as a kernel: `void f(m, n, A, s0, s1, W, tau, R,
    rrows, Q, qcols, q)` reads A (byte strides s0, s1), works in W (m * n doubles), tau (min(m,
    n) doubles) and q (m * qcols doubles), and writes R's first `rrows` rows (rrows x n,
    C-contiguous, zeros below the diagonal) and, when Q is not NULL, Q's first `qcols` columns
    (m x qcols): A = Q R. LAPACK's
    Householder convention (geqrf's reflectors from larfg: H = I - tau v v^T, v[0] = 1, beta =
    -sign(alpha) |x| on the diagonal, tau = (beta - alpha) / beta, none where the column below is
    zero; orgqr's Q, the reflectors applied to the identity last first), so R's signs are
    LAPACK's. Norms are summed after scaling by the largest magnitude, each sum in row order,
    in double for float32 too: native and wasm agree bit for bit."""
    ct = so.c_type(np.dtype(dtype))
    body = f"""    const npy_intp k = m < n ? m : n;
    for (npy_intp i = 0; i < m; i++)
        for (npy_intp j = 0; j < n; j++) W[i * n + j] = (double)*(const {ct}*)(A + i * s0 + j * s1);
    for (npy_intp j = 0; j < k; j++) {{
        const double alpha = W[j * n + j];
        double big = 0;
        for (npy_intp i = j + 1; i < m; i++) {{
            const double a = W[i * n + j] < 0 ? -W[i * n + j] : W[i * n + j];
            if (a > big || a != a) big = a;
        }}
        tau[j] = 0;
        if (big == 0) continue; /* nothing below the diagonal: H = I */
        double sum = 0;
        const double aa = alpha < 0 ? -alpha : alpha, scale = aa > big ? aa : big;
        for (npy_intp i = j; i < m; i++) {{ const double t = W[i * n + j] / scale; sum += t * t; }}
        const double beta = (alpha < 0 ? 1.0 : -1.0) * scale * __builtin_sqrt(sum);
        tau[j] = (beta - alpha) / beta;
        const double f = 1 / (alpha - beta);
        for (npy_intp i = j + 1; i < m; i++) W[i * n + j] *= f;
        W[j * n + j] = beta;
        for (npy_intp c = j + 1; c < n; c++) {{ /* H applied to the columns on the right */
            double w = W[j * n + c];
            for (npy_intp i = j + 1; i < m; i++) w += W[i * n + j] * W[i * n + c];
            w *= tau[j];
            W[j * n + c] -= w;
            for (npy_intp i = j + 1; i < m; i++) W[i * n + c] -= w * W[i * n + j];
        }}
    }}
    for (npy_intp i = 0; i < rrows; i++)
        for (npy_intp j = 0; j < n; j++) R[i * n + j] = j >= i ? ({ct})W[i * n + j] : 0;
    if (!Q) return;
    /* Q: the identity's first qcols columns, the reflectors applied from the last to the first,
       each to the rows it touches, in double (in q) */
    for (npy_intp i = 0; i < m; i++)
        for (npy_intp c = 0; c < qcols; c++) q[i * qcols + c] = i == c;
    for (npy_intp j = k - 1; j >= 0; j--) {{
        if (tau[j] == 0) continue;
        for (npy_intp c = j; c < qcols; c++) {{
            double w = q[j * qcols + c];
            for (npy_intp i = j + 1; i < m; i++) w += W[i * n + j] * q[i * qcols + c];
            w *= tau[j];
            q[j * qcols + c] -= w;
            for (npy_intp i = j + 1; i < m; i++) q[i * qcols + c] -= w * W[i * n + j];
        }}
    }}
    for (npy_intp i = 0; i < m * qcols; i++) Q[i] = ({ct})q[i];
"""
    return so.Kernel(f"void TL_KERNEL(npy_intp m, npy_intp n, const char* A, npy_intp s0, npy_intp s1, double* W, double* tau, "
                     f"{ct}* R, npy_intp rrows, {ct}* Q, npy_intp qcols, double* q)", body, attributes="TL_TARGET")


def real_schur_kernel():
    """The real Schur form of an n x n matrix as a kernel (double): `int f(n, H, Z)` takes H
    (n x n, C-contiguous) and leaves in it T, upper quasi-triangular (1 x 1 and 2 x 2 diagonal
    blocks, zeros below), and in Z (n x n) orthogonal vectors with H = Z T Z^T. H is scaled by a
    power of two of its largest element (undone at the end), reduced to Hessenberg form by
    Householder reflections, then Francis's implicit double-shift QR steps (Golub and Van Loan,
    Matrix Computations, algorithms 7.4.2 and 7.5.1-7.5.2) on the active window deflate it from
    the bottom: a subdiagonal element at most 2^-53 times its two diagonal neighbours is set to
    0, a 1 x 1 or 2 x 2 block split off is done; every 10th step on one window takes an
    exceptional shift. Returns 1 (T undefined) for a NaN or infinite element, 2 for a window that
    has not converged after 100 steps, else 0."""
    body = """    double big = 0;
    for (npy_intp e = 0; e < n * n; e++) {
        const double a = __builtin_fabs(H[e]);
        if (!(a <= 1.7976931348623157e308)) return 1;
        if (a > big) big = a;
    }
    int ex = 0;
    if (big > 0) __builtin_frexp(big, &ex);
    for (npy_intp e = 0; e < n * n; e++) H[e] = __builtin_ldexp(H[e], -ex);
    for (npy_intp i = 0; i < n; i++)
        for (npy_intp j = 0; j < n; j++) Z[i * n + j] = i == j;
#define TL_H(i, j) H[(i) * n + (j)]
    /* Hessenberg: the reflection of rows/columns k+1.. zeroing column k below its subdiagonal */
    for (npy_intp k = 0; k + 2 < n; k++) {
        double sigma = 0;
        for (npy_intp i = k + 2; i < n; i++) sigma += TL_H(i, k) * TL_H(i, k);
        if (sigma == 0) continue;
        const double alpha = TL_H(k + 1, k), mu = __builtin_sqrt(alpha * alpha + sigma);
        const double v0 = alpha <= 0 ? alpha - mu : -sigma / (alpha + mu), beta = 2 * v0 * v0 / (sigma + v0 * v0);
        /* v = (1, x_{k+2} / v0, ...), stored below the subdiagonal while it is used */
        for (npy_intp i = k + 2; i < n; i++) TL_H(i, k) /= v0;
        for (npy_intp j = k + 1; j < n; j++) {
            double w = TL_H(k + 1, j);
            for (npy_intp i = k + 2; i < n; i++) w += TL_H(i, k) * TL_H(i, j);
            w *= beta;
            TL_H(k + 1, j) -= w;
            for (npy_intp i = k + 2; i < n; i++) TL_H(i, j) -= w * TL_H(i, k);
        }
        for (npy_intp i = 0; i < n; i++) {
            double w = TL_H(i, k + 1), z = Z[i * n + k + 1];
            for (npy_intp j = k + 2; j < n; j++) {
                w += TL_H(i, j) * TL_H(j, k);
                z += Z[i * n + j] * TL_H(j, k);
            }
            w *= beta;
            z *= beta;
            TL_H(i, k + 1) -= w;
            Z[i * n + k + 1] -= z;
            for (npy_intp j = k + 2; j < n; j++) {
                TL_H(i, j) -= w * TL_H(j, k);
                Z[i * n + j] -= z * TL_H(j, k);
            }
        }
        TL_H(k + 1, k) = mu; /* the reflection takes the column to mu e1 */
        for (npy_intp i = k + 2; i < n; i++) TL_H(i, k) = 0;
    }
    double norm = 0;
    for (npy_intp e = 0; e < n * n; e++) norm += H[e] * H[e];
    norm = __builtin_sqrt(norm);
    npy_intp hi = n - 1;
    int steps = 0;
    while (hi > 0) {
        npy_intp l = hi;
        for (; l > 0; l--) {
            double s = __builtin_fabs(TL_H(l - 1, l - 1)) + __builtin_fabs(TL_H(l, l));
            if (s == 0) s = norm;
            if (__builtin_fabs(TL_H(l, l - 1)) <= 0x1p-53 * s) { TL_H(l, l - 1) = 0; break; }
        }
        if (l >= hi - 1) { hi = l - 1; steps = 0; continue; }
        if (++steps > 100) return 2;
        double s, t;
        if (steps % 10 == 0) {
            const double ss = __builtin_fabs(TL_H(hi, hi - 1)) + __builtin_fabs(TL_H(hi - 1, hi - 2));
            s = 1.5 * ss;
            t = ss * ss;
        } else {
            s = TL_H(hi - 1, hi - 1) + TL_H(hi, hi);
            t = TL_H(hi - 1, hi - 1) * TL_H(hi, hi) - TL_H(hi - 1, hi) * TL_H(hi, hi - 1);
        }
        double x = TL_H(l, l) * TL_H(l, l) + TL_H(l, l + 1) * TL_H(l + 1, l) - s * TL_H(l, l) + t;
        double y = TL_H(l + 1, l) * (TL_H(l, l) + TL_H(l + 1, l + 1) - s);
        double z = TL_H(l + 2, l + 1) * TL_H(l + 1, l);
        for (npy_intp k = l; k + 1 <= hi; k++) {
            /* the reflection taking (x, y, z) (or (x, y) at the window's last row) to a multiple
               of e1, applied to rows and columns k.. of the window's band, and to Z */
            const int three = k + 2 <= hi;
            const double sigma = y * y + (three ? z * z : 0);
            if (sigma != 0) {
                const double mu = __builtin_sqrt(x * x + sigma);
                const double v0 = x <= 0 ? x - mu : -sigma / (x + mu), beta = 2 * v0 * v0 / (sigma + v0 * v0);
                const double v1 = y / v0, v2 = three ? z / v0 : 0;
                for (npy_intp j = k > l ? k - 1 : l; j < n; j++) {
                    const double w = beta * (TL_H(k, j) + v1 * TL_H(k + 1, j) + (three ? v2 * TL_H(k + 2, j) : 0));
                    TL_H(k, j) -= w;
                    TL_H(k + 1, j) -= w * v1;
                    if (three) TL_H(k + 2, j) -= w * v2;
                }
                const npy_intp last = k + 3 < hi ? k + 3 : hi;
                for (npy_intp i = 0; i <= last; i++) {
                    const double w = beta * (TL_H(i, k) + v1 * TL_H(i, k + 1) + (three ? v2 * TL_H(i, k + 2) : 0));
                    TL_H(i, k) -= w;
                    TL_H(i, k + 1) -= w * v1;
                    if (three) TL_H(i, k + 2) -= w * v2;
                }
                for (npy_intp i = 0; i < n; i++) {
                    const double w = beta * (Z[i * n + k] + v1 * Z[i * n + k + 1] + (three ? v2 * Z[i * n + k + 2] : 0));
                    Z[i * n + k] -= w;
                    Z[i * n + k + 1] -= w * v1;
                    if (three) Z[i * n + k + 2] -= w * v2;
                }
                if (k > l) {
                    TL_H(k + 1, k - 1) = 0;
                    if (three) TL_H(k + 2, k - 1) = 0;
                }
            }
            if (k + 1 < hi) {
                x = TL_H(k + 1, k);
                y = TL_H(k + 2, k);
                z = k + 3 <= hi ? TL_H(k + 3, k) : 0;
            }
        }
    }
    for (npy_intp i = 0; i < n; i++)
        for (npy_intp j = 0; j < n; j++) TL_H(i, j) = j + 1 < i ? 0 : __builtin_ldexp(TL_H(i, j), ex);
#undef TL_H
    return 0;
"""
    return so.Kernel("int TL_KERNEL(npy_intp n, double* H, double* Z)", body, attributes="TL_TARGET")


def quasi_sylvester_kernel():
    """The solution Y of R Y + Y S = F as a kernel (double): `int f(m, n, R, S, F)`, R (m x m)
    and S (n x n) upper quasi-triangular (a real Schur form's T), F (m x n) overwritten by Y;
    all C-contiguous. Bartels and Stewart's back substitution: S's diagonal blocks from the
    first, R's from the last, each block of Y from its block equation R_kk Y_kl + Y_kl S_ll =
    F_kl less the blocks already known, a system of 1, 2 or 4 unknowns solved by Gaussian
    elimination with partial pivoting. A pivot below eps times the larger of R's and S's
    largest elements (R and -S nearly share an eigenvalue) is taken as that bound, as LAPACK's
    trsyl perturbs it. Returns the number of pivots so perturbed."""
    body = """    double big = 0;
    for (npy_intp e = 0; e < m * m; e++) big = __builtin_fabs(R[e]) > big ? __builtin_fabs(R[e]) : big;
    for (npy_intp e = 0; e < n * n; e++) big = __builtin_fabs(S[e]) > big ? __builtin_fabs(S[e]) : big;
    const double smin = big * 0x1p-52 > 0x1p-1022 ? big * 0x1p-52 : 0x1p-1022;
    int perturbed = 0;
    for (npy_intp j0 = 0; j0 < n;) {
        const npy_intp nl = j0 + 1 < n && S[(j0 + 1) * n + j0] != 0 ? 2 : 1;
        for (npy_intp i1 = m; i1 > 0;) {
            const npy_intp mk = i1 >= 2 && R[(i1 - 1) * m + i1 - 2] != 0 ? 2 : 1, i0 = i1 - mk;
            /* the block's right-hand side, less R's blocks to its right times Y's below and Y's
               blocks to its left times S's above */
            double rhs[4], M[16];
            for (npy_intp p = 0; p < mk; p++)
                for (npy_intp q = 0; q < nl; q++) {
                    double v = F[(i0 + p) * n + j0 + q];
                    for (npy_intp i = i1; i < m; i++) v -= R[(i0 + p) * m + i] * F[i * n + j0 + q];
                    for (npy_intp j = 0; j < j0; j++) v -= F[(i0 + p) * n + j] * S[j * n + j0 + q];
                    rhs[p * nl + q] = v;
                }
            const int u = (int)(mk * nl);
            for (int e = 0; e < 16; e++) M[e] = 0;
            for (npy_intp p = 0; p < mk; p++)
                for (npy_intp q = 0; q < nl; q++) {
                    const int row = (int)(p * nl + q);
                    for (npy_intp r = 0; r < mk; r++) M[row * u + r * nl + q] += R[(i0 + p) * m + i0 + r];
                    for (npy_intp s = 0; s < nl; s++) M[row * u + p * nl + s] += S[(j0 + s) * n + j0 + q];
                }
            for (int c = 0; c < u; c++) {
                int piv = c;
                for (int r = c + 1; r < u; r++)
                    if (__builtin_fabs(M[r * u + c]) > __builtin_fabs(M[piv * u + c])) piv = r;
                if (piv != c) {
                    for (int e = 0; e < u; e++) { const double tmp = M[c * u + e]; M[c * u + e] = M[piv * u + e]; M[piv * u + e] = tmp; }
                    const double tmp = rhs[c]; rhs[c] = rhs[piv]; rhs[piv] = tmp;
                }
                if (__builtin_fabs(M[c * u + c]) < smin) {
                    M[c * u + c] = M[c * u + c] < 0 ? -smin : smin;
                    perturbed++;
                }
                for (int r = c + 1; r < u; r++) {
                    const double f = M[r * u + c] / M[c * u + c];
                    for (int e = c; e < u; e++) M[r * u + e] -= f * M[c * u + e];
                    rhs[r] -= f * rhs[c];
                }
            }
            for (int c = u - 1; c >= 0; c--) {
                double v = rhs[c];
                for (int e = c + 1; e < u; e++) v -= M[c * u + e] * rhs[e];
                rhs[c] = v / M[c * u + c];
            }
            for (npy_intp p = 0; p < mk; p++)
                for (npy_intp q = 0; q < nl; q++) F[(i0 + p) * n + j0 + q] = rhs[p * nl + q];
            i1 = i0;
        }
        j0 += nl;
    }
    return perturbed;
"""
    return so.Kernel("int TL_KERNEL(npy_intp m, npy_intp n, const double* R, const double* S, double* F)", body,
                     attributes="TL_TARGET")
