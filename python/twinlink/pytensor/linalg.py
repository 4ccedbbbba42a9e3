"""C for PyTensor's linear algebra nodes (Cholesky, SolveTriangular, CholeskySolve, Solve,
MatrixInverse, MatrixPinv, Det, SLogDet, LUFactor, LU, PivotToPermutations, QR, SVD, Eigh,
Eigvalsh, Expm) and PyMC's PosDefMatrix and LogDet, written by twinlink around its own kernels
(tensor/linalg.py), for float32 and float64. PyTensor has no C for them (its `perform` calls
LAPACK through SciPy or NumPy on the host), so without this every such node ran Python between
modules, outside the sandbox on wasm. The bridge links this C on both targets, which therefore
agree bit for bit (ARCHITECTURE.md, "The PyTensor bridge"). Each node keeps PyTensor's
semantics: its checks and their messages, empty inputs, and its results where LAPACK reports
failure (NaN for a Cholesky of a matrix that is not positive definite, a zero on the diagonal
of SolveTriangular's triangle, a singular Solve; det 0; LinAlgError from inv; CholeskySolve
divides by such a zero, as potrs does). Where LAPACK's choice is one of several right answers
(the signs of eigenvectors and singular vectors, a basis completing them) the kernels make
their own."""
from __future__ import annotations

import importlib
from fractions import Fraction
from math import factorial

import numpy as np

from ..tensor import scalar_ops as so
from ..tensor.elemwise import ELEMWISE_TEXT, SHAPE_TEXT
from ..tensor.blas import gemm_kernel
from ..tensor.linalg import (LINALG_DTYPES, cholesky_kernel, lu_kernel, qr_kernel, quasi_sylvester_kernel,
                             real_schur_kernel, svd_kernel, symmetric_eigen_kernel, triangular_solve_kernel)
from .blockwise import Batched
from .products import NEW_OUTPUT_TEXT, NUMPY_ERROR_TEXT, Substitute


def _op_class(*paths):
    """The first of `paths` ("module:Class") this PyTensor has, else None: PyTensor 3 keeps
    its linalg ops in pytensor.tensor.linalg, 2.x in pytensor.tensor.slinalg and nlinalg."""
    for path in paths:
        module, name = path.split(":")
        try:
            cls = getattr(importlib.import_module(module), name, None)
        except ImportError:
            cls = None
        if cls is not None:
            return cls
    return None


_KINDS = {op: kind for op, kind in (
    (_op_class("pytensor.tensor.linalg.decomposition.cholesky:Cholesky", "pytensor.tensor.slinalg:Cholesky"), "cholesky"),
    (_op_class("pytensor.tensor.linalg.solvers.triangular:SolveTriangular", "pytensor.tensor.slinalg:SolveTriangular"),
     "solve_triangular"),
    (_op_class("pytensor.tensor.linalg.solvers.psd:CholeskySolve", "pytensor.tensor.slinalg:CholeskySolve"), "cho_solve"),
    (_op_class("pytensor.tensor.linalg.solvers.general:Solve", "pytensor.tensor.slinalg:Solve"), "solve"),
    (_op_class("pytensor.tensor.linalg.inverse:MatrixInverse", "pytensor.tensor.nlinalg:MatrixInverse"), "inv"),
    (_op_class("pytensor.tensor.linalg.inverse:MatrixPinv", "pytensor.tensor.nlinalg:MatrixPinv"), "pinv"),
    (_op_class("pytensor.tensor.linalg.products:Expm", "pytensor.tensor.slinalg:Expm"), "expm"),
    (_op_class("pytensor.tensor.linalg.summary:Det", "pytensor.tensor.nlinalg:Det"), "det"),
    (_op_class("pytensor.tensor.linalg.summary:SLogDet", "pytensor.tensor.nlinalg:SLogDet"), "slogdet"),
    (_op_class("pytensor.tensor.linalg.decomposition.lu:LUFactor", "pytensor.tensor.slinalg:LUFactor"), "lu_factor"),
    (_op_class("pytensor.tensor.linalg.decomposition.lu:LU", "pytensor.tensor.slinalg:LU"), "lu"),
    (_op_class("pytensor.tensor.linalg.decomposition.svd:SVD", "pytensor.tensor.nlinalg:SVD"), "svd"),
    (_op_class("pytensor.tensor.linalg.decomposition.qr:QR", "pytensor.tensor.slinalg:QR"), "qr"),
    (_op_class("pytensor.tensor.linalg.decomposition.eigen:Eigh", "pytensor.tensor.nlinalg:Eigh"), "eigh"),
    (_op_class("pytensor.tensor.linalg.decomposition.eigen:Eigvalsh", "pytensor.tensor.slinalg:Eigvalsh"), "eigvalsh"),
    (_op_class("pytensor.tensor.linalg.decomposition.lu:PivotToPermutations",
               "pytensor.tensor.slinalg:PivotToPermutations"), "pivots"),
) if op is not None}
# The pivots' dtypes PivotToPermutations is given here (LUFactor's are int32).
_PIVOT_DTYPES = ("int32", "int64")
# Solve's assumptions computed here: LU with partial pivoting ("gen"; "sym" and "her", real,
# on the matrix made symmetric from the triangle `lower` names), Cholesky ("pos").
_SOLVE_ASSUMPTIONS = ("gen", "sym", "her", "pos")


# PyTensor's solve_sylvester (and solve_continuous_lyapunov, and the bilinear
# solve_discrete_lyapunov through it): an OpFromGraph of two real Schur decompositions and
# LAPACK's trsyl, whose Schur and TRSYL nodes have no C. The bridge keeps the OpFromGraph node
# whole (it does not inline it) and computes it with its own Schur and Bartels-Stewart kernels.
_SYLVESTER = _op_class("pytensor.tensor.linalg.solvers.linear_control:SolveSylvester",
                       "pytensor.tensor._linalg.solve.linear_control:SolveSylvester")


def kept_whole(op):
    """Whether `op` is an OpFromGraph whose nodes the bridge computes whole (SolveSylvester of
    real matrices, linalg_kind's "sylvester") rather than inlining its inner graph."""
    return _SYLVESTER is not None and type(op) is _SYLVESTER


# PyMC's check of a Wishart or LKJCorr value (pymc.distributions.multivariate.PosDefMatrix,
# printed "MatrixIsPositiveDefinite": whether scipy.linalg.cholesky of the matrix succeeds),
# known by its class's module and name so that the bridge need not import PyMC.
_POSDEF_CLASS = ("pymc.distributions.multivariate", "PosDefMatrix")
# PyMC's log|det| (pm.math.logdet: the sum of the logs of the singular values), known the same
# way.
_LOGDET_CLASS = ("pymc.math", "LogDet")


def linalg_kind(node):
    """The kind ("cholesky", "solve_triangular", "cho_solve", "solve", "inv", "det" or
    "slogdet") of a node of PyTensor's Cholesky, SolveTriangular, CholeskySolve, Solve,
    MatrixInverse, Det or SLogDet whose inputs and outputs share a dtype the kernels take
    (float32, float64); "lu_factor" for LUFactor of such a matrix (its pivots int32), "lu"
    for LU (scipy.linalg.lu: P or the int32 p_indices, L and U, or P L and U),
    "pivots" for PivotToPermutations of int32 or int64 pivots, "svd" for SVD, "pinv" and
    "pinv_hermitian" for MatrixPinv, "expm" for Expm, "qr" for QR (modes "full", "economic" and
    "r", no pivoting), "eigh" and "eigvalsh" for Eigh and Eigvalsh of one (real symmetric)
    matrix, "posdef" for PyMC's PosDefMatrix and "logdet" for its LogDet of such a matrix,
    "sylvester" for SolveSylvester of matrices; else None."""
    op = node.op
    if kept_whole(op):
        ok = all(v.type.dtype == node.outputs[0].type.dtype in LINALG_DTYPES and v.type.ndim == 2
                 for v in node.inputs + node.outputs)
        return "sylvester" if ok and len(node.inputs) == 3 else None
    pymc = (type(op).__module__, type(op).__name__)
    if pymc in (_POSDEF_CLASS, _LOGDET_CLASS):
        x = node.inputs[0].type
        kind = "posdef" if pymc == _POSDEF_CLASS else "logdet"
        # PosDefMatrix answers a bool; LogDet's value has the matrix's dtype
        out = "bool" if kind == "posdef" else x.dtype
        ok = x.dtype in LINALG_DTYPES and x.ndim == 2 and all(v.type.dtype == out for v in node.outputs)
        return kind if ok else None
    kind = _KINDS.get(type(op))
    if kind in ("eigh", "eigvalsh") and len(node.inputs) != 1:  # the generalised problem, A v = w B v
        return None
    if kind == "pinv" and getattr(op, "hermitian", True):  # NumPy's eigh of one triangle then
        kind = "pinv_hermitian"
    if kind == "qr" and (getattr(op, "pivoting", True) or getattr(op, "mode", None) not in ("full", "economic", "r")):
        return None
    if kind == "lu_factor":
        x = node.inputs[0].type
        return kind if x.dtype in LINALG_DTYPES and node.outputs[0].type.dtype == x.dtype else None
    if kind == "lu":
        x = node.inputs[0].type.dtype
        ok = x in LINALG_DTYPES and all(v.type.dtype == x for v in node.outputs[-2:])
        first = node.outputs[0].type.dtype
        return kind if ok and (first == x or (getattr(op, "p_indices", False) and first == "int32")) else None
    if kind == "pivots":
        return kind if node.inputs[0].type.dtype in _PIVOT_DTYPES and node.outputs[0].type.dtype == "int64" else None
    if kind in ("solve_triangular", "cho_solve", "solve") and getattr(op, "b_ndim", None) not in (1, 2):
        return None
    if kind is None or (kind == "solve" and getattr(op, "assume_a", None) not in _SOLVE_ASSUMPTIONS):
        return None
    dtype = node.inputs[0].type.dtype
    # a solve's b may have the other float dtype where the result has A's (PyTensor's
    # solve_discrete_lyapunov solves float32 matrices against its float64 identity)
    solves = kind in ("solve_triangular", "cho_solve", "solve")
    if solves and node.inputs[1].type.dtype not in LINALG_DTYPES:
        return None
    others = node.inputs[2:] if solves else node.inputs[1:]
    if dtype not in LINALG_DTYPES or any(v.type.dtype != dtype for v in others + node.outputs):
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


WRITE_BACK_TEXT = r"""
/* The destroyed input `x` (writeable, of *z's shape and type) made to hold the new result *z
   (PyArray_CopyInto), and *z become x: an in-place node's result in its input, as LAPACK's
   overwrite_a/overwrite_b leave it there. Otherwise (x read-only, of another shape or type: a
   broadcast batch) x keeps its values and *z stays new. 0, or -1 with an error set. */
static int tl_pt_write_back(PyArrayObject** z, PyArrayObject* x) {
    const int nd = PyArray_NDIM(x);
    if (*z == x || !PyArray_ISWRITEABLE(x) || nd != PyArray_NDIM(*z) || PyArray_TYPE(x) != PyArray_TYPE(*z))
        return 0;
    for (int d = 0; d < nd; d++)
        if (PyArray_DIM(x, d) != PyArray_DIM(*z, d)) return 0;
    if (PyArray_CopyInto(x, *z) < 0) return -1;
    tl_pt_alias(z, x);
    return 0;
}
"""


LINALG_ERROR_TEXT = NUMPY_ERROR_TEXT + r"""
static void tl_pt_linalg_error(const char* message) {
    tl_pt_numpy_error("numpy.linalg", "LinAlgError", message);
}
"""


def _lu_solve_text(dtype):
    """tl_pt_lu_solve_<type>(n, m, LU, piv, X): X (n x m, C-contiguous) := A^-1 X from the LU
    factors of A (lu_kernel): X's rows swapped as A's were, then L y = X, then U x = y."""
    ct = so.c_type(np.dtype(dtype))
    tri = triangular_solve_kernel(dtype).name
    return f"""
#ifndef TL_PT_LU_SOLVE_{ct}
#define TL_PT_LU_SOLVE_{ct}
static void tl_pt_lu_solve_{ct}(npy_intp n, npy_intp m, const {ct}* LU, const npy_intp* piv, {ct}* X) {{
    for (npy_intp j = 0; j < n; j++)
        if (piv[j] != j)
            for (npy_intp k = 0; k < m; k++) {{
                const {ct} t = X[j * m + k];
                X[j * m + k] = X[piv[j] * m + k];
                X[piv[j] * m + k] = t;
            }}
    const npy_intp row = n * (npy_intp)sizeof({ct}), one = (npy_intp)sizeof({ct});
    {tri}(n, m, (const char*)LU, row, one, 1, 1, 0, X);
    {tri}(n, m, (const char*)LU, row, one, 0, 0, 0, X);
}}
#endif
"""


# Higham's thresholds on |A|_1 for the Pade degrees 3, 5, 7, 9 and 13 in double precision
# (N. J. Higham, "The scaling and squaring method for the matrix exponential revisited", SIAM J.
# Matrix Anal. Appl. 26(4), 2005, table 2.3).
_EXPM_THETA = {3: 1.495585217958292e-2, 5: 2.539398330063230e-1, 7: 9.504178996162932e-1, 9: 2.097847961257068e0,
               13: 5.371920351148152e0}


def _pade(m):
    """The coefficients b_0 .. b_m of the [m/m] Pade approximant of exp: (2m - k)! m! / ((2m)! k!
    (m - k)!), as doubles."""
    return [float(Fraction(factorial(2 * m - k) * factorial(m), factorial(2 * m) * factorial(k) * factorial(m - k)))
            for k in range(m + 1)]


def _expm_text(dtype):
    """tl_pt_expm_<type>(n, A, X, work): X = exp(A) by scaling and squaring with the Pade degree
    of Higham's thresholds (13 with A scaled by 2^-s past the last), (V - U) X = V + U solved
    through LU, the products by the GEMM kernel; work holds 6 n x n matrices and n pivots
    (aligned up from there: give it 16 bytes more). 0, -1 when the denominator is singular, -2
    when out of memory (X undefined)."""
    ct = so.c_type(np.dtype(dtype))
    gemm, lu = gemm_kernel(dtype).name, lu_kernel(dtype).name

    def combination(target, m, odd):
        """C: target = sum of b_k A^(k-1) over odd k (U's factor) or b_k A^k over even k (V),
        from I, A2, A4, A6 and A8."""
        b = _pade(m)
        lines = [f"for (npy_intp e = 0; e < nn; e++) {target}[e] = 0;"]
        for k in range(1 if odd else 0, m + 1, 2):
            power = k - 1 if odd else k
            if power == 0:
                lines.append(f"for (npy_intp i = 0; i < n; i++) {target}[i * n + i] += ({ct}){b[k]!r};")
            else:
                lines.append(f"for (npy_intp e = 0; e < nn; e++) {target}[e] += ({ct}){b[k]!r} * A{power}[e];")
        return "\n        ".join(lines)

    # the powers each degree reads: A2 always, A4 from 5 on, A6 from 7 on, A8 for 9
    powers = {3: "", 5: "MM(A2, A2, A4);", 7: "MM(A2, A2, A4); MM(A4, A2, A6);", 9: "MM(A2, A2, A4); MM(A4, A2, A6); MM(A4, A4, A8);"}
    low = "".join(f"""if (norm <= {_EXPM_THETA[m]!r}) {{
        MM(A, A, A2); {powers[m]}
        {combination("T", m, True)}
        MM(A, T, U);
        {combination("V", m, False)}
    }} else """ for m in (3, 5, 7, 9))
    b = _pade(13)
    high = f"""{{
        s = (int)__builtin_ceil(__builtin_log2(norm / {_EXPM_THETA[13]!r}));
        if (s < 0) s = 0;
        for (npy_intp e = 0; e < nn; e++) A[e] = ({ct})__builtin_ldexp((double)A[e], -s);
        MM(A, A, A2); MM(A2, A2, A4); MM(A4, A2, A6);
        for (npy_intp e = 0; e < nn; e++) T[e] = ({ct}){b[13]!r} * A6[e] + ({ct}){b[11]!r} * A4[e] + ({ct}){b[9]!r} * A2[e];
        MM(A6, T, U);
        for (npy_intp e = 0; e < nn; e++) U[e] += ({ct}){b[7]!r} * A6[e] + ({ct}){b[5]!r} * A4[e] + ({ct}){b[3]!r} * A2[e];
        for (npy_intp i = 0; i < n; i++) U[i * n + i] += ({ct}){b[1]!r};
        MM(A, U, T);
        for (npy_intp e = 0; e < nn; e++) U[e] = T[e];
        for (npy_intp e = 0; e < nn; e++) T[e] = ({ct}){b[12]!r} * A6[e] + ({ct}){b[10]!r} * A4[e] + ({ct}){b[8]!r} * A2[e];
        MM(A6, T, V);
        for (npy_intp e = 0; e < nn; e++) V[e] += ({ct}){b[6]!r} * A6[e] + ({ct}){b[4]!r} * A4[e] + ({ct}){b[2]!r} * A2[e];
        for (npy_intp i = 0; i < n; i++) V[i * n + i] += ({ct}){b[0]!r};
    }}"""
    row = f"n * (npy_intp)sizeof({ct}), (npy_intp)sizeof({ct})"
    return f"""
#ifndef TL_PT_EXPM_{ct}
#define TL_PT_EXPM_{ct}
static int tl_pt_expm_{ct}(npy_intp n, {ct}* A, {ct}* X, {ct}* work) {{
    const npy_intp nn = n * n;
    {ct} *A2 = work, *A4 = work + nn, *A6 = work + 2 * nn, *A8 = work + 3 * nn, *U = work + 4 * nn, *V = work + 5 * nn, *T = X;
    npy_intp* piv = (npy_intp*)(((size_t)(work + 6 * nn) + sizeof(npy_intp) - 1) / sizeof(npy_intp) * sizeof(npy_intp));
#define MM(a, b, c) do {{ if ({gemm}(n, n, n, (const char*)(a), {row}, (const char*)(b), {row}, (c), n) < 0) return -2; }} while (0)
    double norm = 0;
    for (npy_intp j = 0; j < n; j++) {{
        double c = 0;
        for (npy_intp i = 0; i < n; i++) c += A[i * n + j] < 0 ? -(double)A[i * n + j] : (double)A[i * n + j];
        if (c > norm) norm = c;
    }}
    int s = 0;
    {low}{high}
    /* (V - U) X = V + U: the denominator's LU in A8 (free now), the numerator in X */
    for (npy_intp e = 0; e < nn; e++) {{ A8[e] = V[e] - U[e]; X[e] = V[e] + U[e]; }}
    if ({lu}(n, n, (const char*)A8, {row}, A8, piv) > 0) return -1;
    tl_pt_lu_solve_{ct}(n, n, A8, piv, X);
    for (int k = 0; k < s; k++) {{
        MM(X, X, U);
        for (npy_intp e = 0; e < nn; e++) X[e] = U[e];
    }}
#undef MM
    return 0;
}}
#endif
"""


def _square_check(x, fail):
    """C: SciPy's cholesky error for a matrix x that is not square."""
    return f"""if (PyArray_DIM({x}, 0) != PyArray_DIM({x}, 1)) {{
            char sx[64];
            PyErr_Format(PyExc_ValueError, "Input array is expected to be square but has the shape: %s.",
                         tl_shape_text({x}, sx, sizeof sx));
            {fail}
        }}"""


def _write_back(op, kind, inputs, outputs, fail):
    """C leaving an in-place Cholesky's (overwrite_a) or solve's (overwrite_b) result in the
    input it destroys, as PyTensor's perform does through SciPy. Solve's overwrite_a (A
    destroyed, the result of b's shape) is _solve's: A gets its LU factors."""
    destroyed = getattr(op, "destroy_map", {}).get(0, [])
    if destroyed == ([0] if kind == "cholesky" else [1]):
        return f"\nif (tl_pt_write_back(&{outputs[0]}, {inputs[destroyed[0]]}) < 0) {{ {fail} }}"
    return ""


class KernelLinalg(Substitute):
    """A node of one of the linear algebra ops of this module (its kind: linalg_kind),
    computed by twinlink's kernels."""

    def _kernels(self, node):
        dtype = node.inputs[0].type.dtype
        if self.kind in ("cholesky", "posdef"):
            return [cholesky_kernel(dtype)]
        if self.kind in ("solve_triangular", "cho_solve"):
            return [triangular_solve_kernel(dtype)]
        if self.kind in ("det", "slogdet", "lu_factor", "lu"):
            return [lu_kernel(dtype)]
        if self.kind == "pivots":
            return []
        if self.kind in ("svd", "logdet"):
            return [svd_kernel(dtype)]
        if self.kind == "pinv":
            return [svd_kernel(dtype), gemm_kernel(dtype)]
        if self.kind in ("eigh", "eigvalsh"):
            return [symmetric_eigen_kernel(dtype)]
        if self.kind == "pinv_hermitian":
            return [symmetric_eigen_kernel(dtype), gemm_kernel(dtype)]
        if self.kind == "qr":
            return [qr_kernel(dtype)]
        if self.kind == "inv":
            return [lu_kernel(dtype), triangular_solve_kernel(dtype)]
        if self.kind == "expm":
            return [lu_kernel(dtype), triangular_solve_kernel(dtype), gemm_kernel(dtype)]
        if self.kind == "sylvester":
            return [real_schur_kernel(), quasi_sylvester_kernel(), gemm_kernel("float64")]
        return [lu_kernel(dtype), triangular_solve_kernel(dtype), cholesky_kernel(dtype)]

    def _kernel(self, node):
        return self._kernels(node)[0]

    def c_support_code(self, node=None, **kw):
        return [SHAPE_TEXT, ELEMWISE_TEXT, NEW_OUTPUT_TEXT, NAN_TEXT, LINALG_ERROR_TEXT, WRITE_BACK_TEXT]

    def c_support_code_apply(self, node, name):
        text = "".join(k.prototype for k in self._kernels(node))
        if self.kind in ("solve", "inv", "expm"):
            text += _lu_solve_text(node.inputs[0].type.dtype)
        if self.kind == "expm":
            text += _expm_text(node.inputs[0].type.dtype)
        return text

    def c_kernels(self, node, name):
        return [t for k in self._kernels(node) for t in k.texts]

    several_outputs = ("det", "slogdet", "lu_factor", "lu", "eigh", "svd", "qr")

    def c_code(self, node, name, inputs, outputs, sub):
        return super().c_code(node, name, inputs, outputs, sub) + _write_back(self.op, self.kind, inputs, outputs,
                                                                              sub["fail"])

    def _factor(self, node, n, source, fail, on_singular, prepare=""):
        """C: LU and piv (n x n and n, new buffers, freed by the caller) the LU factors of the
        n x n matrix `source` ("data, row stride, column stride"); `prepare` runs once they
        are allocated (it may fill LU: the kernel factors LU in place then), `on_singular`
        (after freeing them) when a pivot is zero."""
        dtype = node.inputs[0].type.dtype
        ct = so.c_type(np.dtype(dtype))
        return f"""{ct}* LU = ({ct}*)malloc((size_t)({n} * {n} > 0 ? {n} * {n} : 1) * sizeof({ct}));
        npy_intp* piv = (npy_intp*)malloc((size_t)({n} > 0 ? {n} : 1) * sizeof(npy_intp));
        if (!LU || !piv) {{ free(LU); free(piv); PyErr_NoMemory(); {fail} }}
        {prepare}
        if ({lu_kernel(dtype).name}({n}, {n}, {source}, LU, piv) > 0) {{
            free(LU); free(piv);
            {on_singular}
        }}"""

    @staticmethod
    def _square_output(x, z, dt, fail):
        """C: n, x's rows, after NumPy's LinAlgError for a matrix x that is not square, and z a
        new or reused n x n array of dtype dt."""
        return f"""const npy_intp n = PyArray_DIM({x}, 0);
    if (n != PyArray_DIM({x}, 1)) {{ tl_pt_linalg_error("Last 2 dimensions of the array must be square"); {fail} }}
    if (!tl_pt_output(&{z}, 2, PyArray_DIMS({x}), {dt.num}, {x})) {{ {fail} }}"""

    @staticmethod
    def _matrix(x):
        return f"PyArray_BYTES({x}), PyArray_STRIDE({x}, 0), PyArray_STRIDE({x}, 1)"

    def _inv(self, node, inputs, z, fail):
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        # np.linalg.inv's errors (PyTensor's perform calls it).
        return f"""{{
    {self._square_output(x, z, dt, fail)}
    if (n > 0) {{
        {self._factor(node, "n", self._matrix(x), fail, f'tl_pt_linalg_error("Singular matrix"); {fail}')}
        {ct}* Z = ({ct}*)PyArray_DATA({z});
        for (npy_intp e = 0; e < n * n; e++) Z[e] = 0;
        for (npy_intp i = 0; i < n; i++) Z[i * n + i] = 1;
        tl_pt_lu_solve_{ct}(n, n, LU, piv, Z);
        free(LU); free(piv);
    }}
}}"""

    def _determinant(self, node, inputs, outputs, fail):
        # NumPy's det and slogdet: from the LU factors, the sign (each row swap and negative
        # U[i,i] flips it) and log|det| = the sum of log|U[i,i]| in order; det = sign *
        # exp(log|det|); a zero pivot gives sign 0 and log|det| -inf. PyTensor's perform turns
        # any error into ValueError("Failed to compute determinant", x).
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        if self.kind == "det":
            store = f"""if (!tl_pt_output(&{outputs[0]}, 0, NULL, {dt.num}, NULL)) {{ {fail} }}
    *({ct}*)PyArray_DATA({outputs[0]}) = sign == 0 ? ({ct})0 : sign * exp(logdet);"""
        else:
            store = f"""if (!tl_pt_output(&{outputs[0]}, 0, NULL, {dt.num}, NULL) || !tl_pt_output(&{outputs[1]}, 0, NULL, {dt.num}, NULL)) {{ {fail} }}
    *({ct}*)PyArray_DATA({outputs[0]}) = sign;
    *({ct}*)PyArray_DATA({outputs[1]}) = logdet;"""
        return f"""{{
    const npy_intp n = PyArray_DIM({x}, 0);
    if (n != PyArray_DIM({x}, 1)) {{ PyErr_SetString(PyExc_ValueError, "Failed to compute determinant"); {fail} }}
    {ct} sign = 1, logdet = 0;
    if (n > 0) {{
        int singular = 0;
        {self._factor(node, "n", self._matrix(x), fail, "singular = 1;")}
        if (singular) {{
            sign = 0;
            logdet = -({ct})INFINITY;
        }} else {{
            for (npy_intp i = 0; i < n; i++) {{
                {ct} d = LU[i * n + i];
                if (piv[i] != i) sign = -sign;
                if (d < 0) {{ sign = -sign; d = -d; }}
                logdet += log(d);
            }}
            free(LU); free(piv);
        }}
    }}
    {store}
}}"""

    _det = _slogdet = _determinant

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
        {_square_check(x, fail)}
        if (!tl_pt_output(&{z}, 2, PyArray_DIMS({x}), {dt.num}, {x})) {{ {fail} }}
        const int r = {self._kernel(node).name}(n, PyArray_BYTES({x}), {s0}, {s1}, {0 if self.op.lower else 1},
                                                 ({ct}*)PyArray_DATA({z}));
        if (r < 0) {{ PyErr_NoMemory(); {fail} }}
        if (r > 0) tl_pt_fill_nan({z});
    }}
}}"""

    def _lu_factor(self, node, inputs, outputs, fail):
        # scipy's getrf as LUFactor's perform calls it: LU of A's shape (NaN everywhere when a
        # pivot is zero), min(m, n) pivots as int32 (0-based); overwrite_a leaves LU in A too.
        (x,) = inputs
        lu, piv = outputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        keep = ""
        if getattr(self.op, "overwrite_a", False):
            keep = f"""
        if (PyArray_ISWRITEABLE({x}) && PyArray_CopyInto({x}, {lu}) < 0) {{ {fail} }}"""
        return f"""{{
    const npy_intp m = PyArray_DIM({x}, 0), n = PyArray_DIM({x}, 1), k = m < n ? m : n;
    if (!tl_pt_output(&{lu}, 2, PyArray_DIMS({x}), {dt.num}, {x})) {{ {fail} }}
    if (!tl_pt_output(&{piv}, 1, &k, NPY_INT32, NULL)) {{ {fail} }}
    if (k > 0) {{
        npy_intp* pv = (npy_intp*)malloc((size_t)k * sizeof(npy_intp));
        if (!pv) {{ PyErr_NoMemory(); {fail} }}
        const npy_intp bad = {self._kernel(node).name}(m, n, PyArray_BYTES({x}), PyArray_STRIDE({x}, 0),
                                                        PyArray_STRIDE({x}, 1), ({ct}*)PyArray_DATA({lu}), pv);
        for (npy_intp i = 0; i < k; i++) ((npy_int32*)PyArray_DATA({piv}))[i] = (npy_int32)pv[i];
        free(pv);
        if (bad) tl_pt_fill_nan({lu});{keep}
    }}
}}"""

    def _lu(self, node, inputs, outputs, fail):
        # scipy.linalg.lu(A) as LU's perform calls it, for an m x n A (k = min(m, n)): getrf's
        # factors (a zero pivot left, the elimination going on) as L (m x k, unit lower) and U
        # (k x n, upper), and the row permutation perm (row i of L U is row perm[i] of A) as
        # P (m x m, P[perm[i], i] = 1), as p_indices (p[perm[i]] = i, int32: A = L[p] U) or,
        # for permute_l, applied to L (row perm[i] of P L is row i of L); SciPy's P and p are
        # empty for an empty A. A is left as it was.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        if self.op.permute_l:
            perm_out, (l_out, u_out) = None, outputs
        else:
            perm_out, l_out, u_out = outputs
        if perm_out is None:
            perm = ""
        elif self.op.p_indices:
            perm = f"""
    if (!tl_pt_output(&{perm_out}, 1, &pm, NPY_INT32, {x})) {{ free(F); {fail} }}
    for (npy_intp i = 0; i < pm; i++) ((npy_int32*)PyArray_DATA({perm_out}))[perm[i]] = (npy_int32)i;"""
        else:
            perm = f"""
    const npy_intp pdims[2] = {{pm, pm}};
    if (!tl_pt_output(&{perm_out}, 2, pdims, {dt.num}, {x})) {{ free(F); {fail} }}
    {ct}* P = ({ct}*)PyArray_DATA({perm_out});
    memset(P, 0, (size_t)(pm * pm) * sizeof({ct}));
    for (npy_intp i = 0; i < pm; i++) P[perm[i] * pm + i] = 1;"""
        l_row = "perm[i]" if self.op.permute_l else "i"
        return f"""{{
    const npy_intp m = PyArray_DIM({x}, 0), n = PyArray_DIM({x}, 1), k = m < n ? m : n, pm = k > 0 ? m : 0;
    /* the factors, the pivots and the permutation in one block */
    char* F = (char*)malloc((size_t)(m * n + 1) * sizeof({ct}) + (size_t)(k + m + 1) * sizeof(npy_intp));
    if (!F) {{ PyErr_NoMemory(); {fail} }}
    {ct}* LU = ({ct}*)F;
    npy_intp* piv = (npy_intp*)(F + (size_t)(m * n + 1) * sizeof({ct}));
    npy_intp* perm = piv + k;
    if (m > 0 && n > 0)
        {self._kernel(node).name}(m, n, PyArray_BYTES({x}), PyArray_STRIDE({x}, 0), PyArray_STRIDE({x}, 1), LU, piv);
    for (npy_intp i = 0; i < m; i++) perm[i] = i;
    for (npy_intp j = 0; j < k; j++) {{
        const npy_intp t = perm[j];
        perm[j] = perm[piv[j]];
        perm[piv[j]] = t;
    }}{perm}
    const npy_intp ldims[2] = {{m, k}}, udims[2] = {{k, n}};
    if (!tl_pt_output(&{l_out}, 2, ldims, {dt.num}, {x}) || !tl_pt_output(&{u_out}, 2, udims, {dt.num}, {x})) {{ free(F); {fail} }}
    {ct}* L = ({ct}*)PyArray_DATA({l_out});
    {ct}* U = ({ct}*)PyArray_DATA({u_out});
    for (npy_intp i = 0; i < m; i++)
        for (npy_intp j = 0; j < k; j++)
            L[{l_row} * k + j] = j < i ? LU[i * n + j] : ({ct})(j == i);
    for (npy_intp i = 0; i < k; i++)
        for (npy_intp j = 0; j < n; j++)
            U[i * n + j] = j >= i ? LU[i * n + j] : 0;
    free(F);
}}"""

    def _singular_values(self, node, x, fail, vectors="", on_nan='tl_pt_linalg_error("SVD did not converge");'):
        """C: S (k = min(m, n) values of x's type, largest first) in `work`, a new buffer the
        caller frees, from svd_kernel; `vectors` "U, Vt, full" (C pointers and a flag) for the
        vectors too. A NaN element sets the error `on_nan` (NumPy's LinAlgError by default)
        and fails."""
        ct = so.c_type(np.dtype(node.inputs[0].type.dtype))
        return f"""const npy_intp m = PyArray_DIM({x}, 0), n = PyArray_DIM({x}, 1), k = m < n ? m : n, r = m < n ? n : m;
    const npy_intp vsize = k * k + k + {"r * r + r" if vectors else "0"};
    char* work = (char*)malloc((size_t)(r * k + vsize + 1) * sizeof(double) + (size_t)(k + 1) * (sizeof(npy_intp) + sizeof({ct})));
    if (!work) {{ PyErr_NoMemory(); {fail} }}
    double* W = (double*)work;
    npy_intp* order = (npy_intp*)(W + r * k + vsize + 1);
    {ct}* S = ({ct}*)(order + k + 1);
    if ({self._kernel(node).name}(m, n, PyArray_BYTES({x}), PyArray_STRIDE({x}, 0), PyArray_STRIDE({x}, 1), W,
            W + r * k, order, S, {vectors or "NULL, NULL, 0"})) {{
        free(work);
        {on_nan}
        {fail}
    }}"""

    def _svd(self, node, inputs, outputs, fail):
        # np.linalg.svd(x, full_matrices, compute_uv), as SVD's perform calls it: min(m, n)
        # values, largest first, and with compute_uv U and Vt (x = U diag(s) Vt; each pair of
        # vectors up to a common sign, which LAPACK chooses its own way); LinAlgError for a NaN
        # element, NaN values (NumPy's) and vectors (NumPy's are then a permutation) for an
        # infinite one.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        full = int(bool(self.op.full_matrices))
        if self.op.compute_uv:
            u, s, vt = outputs
            vectors = f"({ct}*)PyArray_DATA({u}), ({ct}*)PyArray_DATA({vt}), {full}"
            make_uv = f"""
    const npy_intp um = PyArray_DIM({x}, 0), un = PyArray_DIM({x}, 1), uk = um < un ? um : un;
    const npy_intp udims[2] = {{um, {"um" if full else "uk"}}}, vdims[2] = {{{"un" if full else "uk"}, un}};
    if (!tl_pt_output(&{u}, 2, udims, {dt.num}, {x}) || !tl_pt_output(&{vt}, 2, vdims, {dt.num}, {x})) {{ {fail} }}"""
        else:
            (s,) = outputs
            vectors, make_uv = "", ""
        return f"""{{{make_uv}
    {self._singular_values(node, x, fail, vectors)}
    if (!tl_pt_output(&{s}, 1, &k, {dt.num}, {x})) {{ free(work); {fail} }}
    memcpy(PyArray_DATA({s}), S, (size_t)k * {dt.itemsize});
    free(work);
}}"""

    def _eigh(self, node, inputs, outputs, fail):
        # scipy.linalg.eigh(a, lower=lower) (and eigvalsh), as Eigh's and Eigvalsh's perform
        # call it: the triangle `lower` names read as a symmetric matrix, the eigenvalues
        # increasing and, for eigh, unit eigenvectors as columns (each up to its sign, which
        # LAPACK's drivers choose their own way); SciPy's errors for a matrix that is not square
        # or has a NaN or an infinity in that triangle. PyTensor 2's Eigh (its UPLO) calls
        # np.linalg.eigh: NumPy's error for a matrix that is not square, and for a NaN or an
        # infinity (NumPy's values are then LAPACK's garbage) NaN everywhere.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        vectors = self.kind == "eigh"
        w_out = outputs[0] if vectors else outputs
        numpy_style = not hasattr(self.op, "lower")
        lower = getattr(self.op, "UPLO", "L") == "L" if numpy_style else bool(self.op.lower)
        if numpy_style:
            not_square = 'tl_pt_linalg_error("Last 2 dimensions of the array must be square");'
            on_bad = f"tl_pt_fill_nan({w_out}); tl_pt_fill_nan({outputs[1]});" if vectors else f"tl_pt_fill_nan({w_out});"
        else:
            not_square = 'PyErr_SetString(PyExc_ValueError, "expected square \\"a\\" matrix");'
            on_bad = f'PyErr_SetString(PyExc_ValueError, "array must not contain infs or NaNs"); {fail}'
        v_code = (f"""
    const npy_intp vdims[2] = {{n, n}};
    if (!tl_pt_output(&{outputs[1]}, 2, vdims, {dt.num}, {x})) {{ free(work); {fail} }}""" if vectors else "")
        return f"""{{
    const npy_intp n = PyArray_DIM({x}, 0);
    if (n != PyArray_DIM({x}, 1)) {{ {not_square} {fail} }}
    char* work = (char*)malloc((size_t)(2 * n * n + 1) * sizeof(double) + (size_t)(n + 1) * sizeof(npy_intp));
    if (!work) {{ PyErr_NoMemory(); {fail} }}
    if (!tl_pt_output(&{w_out}, 1, &n, {dt.num}, {x})) {{ free(work); {fail} }}{v_code}
    const int bad = {self._kernel(node).name}(n, PyArray_BYTES({x}), PyArray_STRIDE({x}, 0), PyArray_STRIDE({x}, 1), {int(lower)},
        (double*)work, (double*)work + n * n, (npy_intp*)((double*)work + 2 * n * n + 1), ({ct}*)PyArray_DATA({w_out}),
        {f"({ct}*)PyArray_DATA({outputs[1]})" if vectors else "NULL"});
    free(work);
    if (bad) {{ {on_bad} }}
}}"""

    _eigvalsh = _eigh

    def _sylvester(self, node, inputs, z, fail):
        # solve_sylvester(A, B, C): X with A X + X B = C, as SolveSylvester's inner graph
        # computes it (scipy.linalg.solve_sylvester's method): A = U R U^T and B = V S V^T
        # (real Schur forms), R Y + Y S = U^T C V by back substitution, X = U Y V^T; in double
        # (float32 too). A NaN or infinity gives NaN everywhere (LAPACK's Schur, unchecked,
        # does); an empty A or B an empty X.
        a, b, c = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        ct = so.c_type(dt)
        schur, solve, gemm = (k.name for k in self._kernels(node))

        def load(src, rows, cols, dst):
            return f"""for (npy_intp i = 0; i < {rows}; i++)
        for (npy_intp j = 0; j < {cols}; j++)
            {dst}[i * {cols} + j] = (double)*(const {ct}*)(PyArray_BYTES({src}) + i * PyArray_STRIDE({src}, 0) + j * PyArray_STRIDE({src}, 1));"""
        return f"""{{
    const npy_intp m = PyArray_DIM({a}, 0), n = PyArray_DIM({b}, 0);
    if (PyArray_DIM({a}, 1) != m || PyArray_DIM({b}, 1) != n || PyArray_DIM({c}, 0) != m || PyArray_DIM({c}, 1) != n) {{
        char sa[64], sb[64], sc[64];
        PyErr_Format(PyExc_ValueError, "solve_sylvester needs a square A (m, m), a square B (n, n) and C of shape (m, n); "
                     "got A %s, B %s, C %s", tl_shape_text({a}, sa, sizeof sa), tl_shape_text({b}, sb, sizeof sb),
                     tl_shape_text({c}, sc, sizeof sc));
        {fail}
    }}
    const npy_intp dims[2] = {{m, n}};
    if (!tl_pt_output(&{z}, 2, dims, {dt.num}, NULL)) {{ {fail} }}
    double* w = (double*)malloc((size_t)(2 * m * m + 2 * n * n + 2 * m * n + 1) * sizeof(double));
    if (!w) {{ PyErr_NoMemory(); {fail} }}
    double *R = w, *U = R + m * m, *S = U + m * m, *V = S + n * n, *F = V + n * n, *T = F + m * n;
    {load(a, "m", "m", "R")}
    {load(b, "n", "n", "S")}
    {load(c, "m", "n", "F")}
    const npy_intp d = (npy_intp)sizeof(double);
    int bad = {schur}(m, R, U);
    if (!bad) bad = {schur}(n, S, V);
    if (bad == 2) {{
        free(w);
        tl_pt_linalg_error("Schur form not found: the QR iteration did not converge");
        {fail}
    }}
    /* T = U^T F, F = T V, then F = Y, T = U F, F = T V^T */
    int oom = 0;
    if (!bad) oom = {gemm}(m, n, m, (const char*)U, d, m * d, (const char*)F, n * d, d, T, n) < 0 ||
                    {gemm}(m, n, n, (const char*)T, n * d, d, (const char*)V, n * d, d, F, n) < 0;
    if (!bad && !oom) {{
        {solve}(m, n, R, S, F);
        oom = {gemm}(m, n, m, (const char*)U, m * d, d, (const char*)F, n * d, d, T, n) < 0 ||
              {gemm}(m, n, n, (const char*)T, n * d, d, (const char*)V, d, n * d, F, n) < 0;
    }}
    if (oom) {{ free(w); PyErr_NoMemory(); {fail} }}
    {ct}* out = ({ct}*)PyArray_DATA({z});
    for (npy_intp e = 0; e < m * n; e++) out[e] = bad ? ({ct})NAN : ({ct})F[e];
    free(w);
}}"""

    def _pinv(self, node, inputs, z, fail):
        # np.linalg.pinv(x) as MatrixPinv's perform calls it: from the reduced SVD, Vt^T
        # diag(1/s) U^T over the values above 1e-15 times the largest (the others count 0); an
        # empty x gives an empty n x m result, a NaN element the SVD's LinAlgError.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        return f"""{{
    const npy_intp pm = PyArray_DIM({x}, 0), pn = PyArray_DIM({x}, 1), pk = pm < pn ? pm : pn;
    {ct}* UV = ({ct}*)malloc((size_t)(pk * (pm + pn) + 1) * sizeof({ct}));
    if (!UV) {{ PyErr_NoMemory(); {fail} }}
    {ct}* PU = UV;
    {ct}* PVt = UV + pm * pk;
    {self._singular_values(node, x, f"free(UV); {fail}", "PU, PVt, 0")}
    const npy_intp dims[2] = {{pn, pm}};
    if (!tl_pt_output(&{z}, 2, dims, {dt.num}, {x})) {{ free(work); free(UV); {fail} }}
    /* U's columns times 1/s (0 below the cutoff), then Z = Vt^T (U diag(1/s))^T by GEMM */
    const {ct} cutoff = ({ct})1e-15 * (k > 0 ? S[0] : 0);
    for (npy_intp l = 0; l < m; l++)
        for (npy_intp i = 0; i < k; i++) PU[l * k + i] = S[i] > cutoff ? PU[l * k + i] / S[i] : 0;
    const int out_of_memory = k > 0 && {gemm_kernel(dt).name}(n, m, k, (const char*)PVt, (npy_intp)sizeof({ct}), n * (npy_intp)sizeof({ct}),
        (const char*)PU, (npy_intp)sizeof({ct}), k * (npy_intp)sizeof({ct}), ({ct}*)PyArray_DATA({z}), m) < 0;
    free(work);
    free(UV);
    if (out_of_memory) {{ PyErr_NoMemory(); {fail} }}
}}"""

    def _pinv_hermitian(self, node, inputs, z, fail):
        # np.linalg.pinv(x, hermitian=True): from eigh of x's lower triangle, V diag(1/w) V^T
        # over the eigenvalues w with |w| above 1e-15 times the largest |w| (the others count
        # 0); NumPy's error for a matrix that is not square; a NaN or an infinity in the
        # triangle gives NaN everywhere (NumPy's eigh returns LAPACK's garbage there).
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        eigen, gemm = (k.name for k in self._kernels(node))
        return f"""{{
    {self._square_output(x, z, dt, fail)}
    char* work = (char*)malloc((size_t)(2 * n * n + 1) * sizeof(double) + (size_t)(n + 1) * sizeof(npy_intp) +
                               (size_t)(2 * n * n + n + 1) * sizeof({ct}));
    if (!work) {{ PyErr_NoMemory(); {fail} }}
    npy_intp* order = (npy_intp*)((double*)work + 2 * n * n + 1);
    {ct}* w = ({ct}*)(order + n + 1);
    {ct}* V = w + n;
    {ct}* P = V + n * n;
    {ct}* out = ({ct}*)PyArray_DATA({z});
    int out_of_memory = 0;
    if ({eigen}(n, PyArray_BYTES({x}), PyArray_STRIDE({x}, 0), PyArray_STRIDE({x}, 1), 1, (double*)work,
                (double*)work + n * n, order, w, V)) {{
        for (npy_intp e = 0; e < n * n; e++) out[e] = ({ct})NAN;
    }} else if (n > 0) {{
        /* P = V diag(1/w) (0 at or below the cutoff), then Z = P V^T by GEMM */
        {ct} big = 0;
        for (npy_intp i = 0; i < n; i++) big = fabs(w[i]) > big ? ({ct})fabs(w[i]) : big;
        const {ct} cutoff = ({ct})1e-15 * big;
        for (npy_intp r = 0; r < n; r++)
            for (npy_intp i = 0; i < n; i++) P[r * n + i] = fabs(w[i]) > cutoff ? V[r * n + i] / w[i] : 0;
        out_of_memory = {gemm}(n, n, n, (const char*)P, n * (npy_intp)sizeof({ct}), (npy_intp)sizeof({ct}),
                               (const char*)V, (npy_intp)sizeof({ct}), n * (npy_intp)sizeof({ct}), out, n) < 0;
    }}
    free(work);
    if (out_of_memory) {{ PyErr_NoMemory(); {fail} }}
}}"""

    def _qr(self, node, inputs, outputs, fail):
        # QR's perform (LAPACK's geqrf, then orgqr for Q): "full" Q m x m and R m x n,
        # "economic" m x k and k x n, "r" R alone (m x n); R's signs as LAPACK's reflectors give
        # them. A is left as it was.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        mode = self.op.mode
        if mode == "r":
            (r_out,), q_out = outputs, None
        else:
            q_out, r_out = outputs
        rrows = "k" if mode == "economic" else "m"
        qcols = {"full": "m", "economic": "k", "r": "0"}[mode]
        make_q = (f"""
    const npy_intp qdims[2] = {{m, qcols}};
    if (!tl_pt_output(&{q_out}, 2, qdims, {dt.num}, {x})) {{ free(W); {fail} }}""" if q_out else "")
        return f"""{{
    const npy_intp m = PyArray_DIM({x}, 0), n = PyArray_DIM({x}, 1), k = m < n ? m : n, rrows = {rrows}, qcols = {qcols};
    double* W = (double*)malloc((size_t)(m * n + k + m * qcols + 1) * sizeof(double));
    if (!W) {{ PyErr_NoMemory(); {fail} }}
    const npy_intp rdims[2] = {{rrows, n}};
    if (!tl_pt_output(&{r_out}, 2, rdims, {dt.num}, {x})) {{ free(W); {fail} }}{make_q}
    {self._kernel(node).name}(m, n, PyArray_BYTES({x}), PyArray_STRIDE({x}, 0), PyArray_STRIDE({x}, 1), W, W + m * n,
        ({ct}*)PyArray_DATA({r_out}), rrows, {f"({ct}*)PyArray_DATA({q_out})" if q_out else "NULL"}, qcols, W + m * n + k);
    free(W);
}}"""

    def _expm(self, node, inputs, z, fail):
        # scipy.linalg.expm(A) as Expm's perform calls it (a Pade approximant after scaling, as
        # SciPy's; its degrees by Higham's 2005 thresholds, SciPy's by the 2009 ones, so the two
        # agree to rounding); SciPy's error for a matrix that is not square, NaN everywhere for
        # a NaN or infinite element.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        return f"""{{
    {self._square_output(x, z, dt, fail)}
    if (n > 0) {{
        /* A, then tl_pt_expm_'s work (6 n x n matrices and n pivots, 16 bytes of slack for
           the pivots' alignment) */
        {ct}* A = ({ct}*)malloc((size_t)(7 * n * n) * sizeof({ct}) + (size_t)n * sizeof(npy_intp) + 16);
        if (!A) {{ PyErr_NoMemory(); {fail} }}
        int ok = 1;
        for (npy_intp i = 0; i < n; i++)
            for (npy_intp j = 0; j < n; j++) {{
                const {ct} v = *(const {ct}*)(PyArray_BYTES({x}) + i * PyArray_STRIDE({x}, 0) + j * PyArray_STRIDE({x}, 1));
                if (!(v - v == 0)) ok = 0;
                A[i * n + j] = v;
            }}
        const int done = ok ? tl_pt_expm_{ct}(n, A, ({ct}*)PyArray_DATA({z}), A + n * n) : -1;
        free(A);
        if (done == -2) {{ PyErr_NoMemory(); {fail} }}
        if (done != 0) tl_pt_fill_nan({z});
    }}
}}"""

    def _logdet(self, node, inputs, z, fail):
        # PyMC's LogDet: the sum of log|s| over the singular values (in their order, largest
        # first), in x's type: -inf for a singular matrix; its ValueError for any failure.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        return f"""{{
    {self._singular_values(node, x, fail, on_nan=f'PyErr_Format(PyExc_ValueError, "Failed to compute logdet of %R.", {x});')}
    {ct} total = 0;
    for (npy_intp i = 0; i < k; i++) total += log(S[i]);
    free(work);
    if (!tl_pt_output(&{z}, 0, NULL, {dt.num}, NULL)) {{ {fail} }}
    *({ct}*)PyArray_DATA({z}) = total;
}}"""

    def _pivots(self, node, inputs, z, fail):
        # PivotToPermutations' perform: starting from 0..n-1, swap entries i and pivots[i] in
        # turn (NumPy's indexing: a negative pivot counts from the end, others raise its
        # IndexError); inverse=False gives the argsort of that permutation, its inverse.
        (p,) = inputs
        pt = so.c_type(np.dtype(node.inputs[0].type.dtype))
        store = "Z[i] = P[i];" if self.op.inverse else "Z[P[i]] = i;"
        return f"""{{
    const npy_intp n = PyArray_DIM({p}, 0);
    if (!tl_pt_output(&{z}, 1, &n, NPY_INT64, NULL)) {{ {fail} }}
    npy_int64* Z = (npy_int64*)PyArray_DATA({z});
    npy_int64* P = (npy_int64*)malloc((size_t)(n > 0 ? n : 1) * sizeof(npy_int64));
    if (!P) {{ PyErr_NoMemory(); {fail} }}
    for (npy_intp i = 0; i < n; i++) P[i] = i;
    for (npy_intp i = 0; i < n; i++) {{
        npy_int64 j = (npy_int64)*(const {pt}*)(PyArray_BYTES({p}) + i * PyArray_STRIDE({p}, 0));
        if (j < -(npy_int64)n || j >= (npy_int64)n) {{
            PyErr_Format(PyExc_IndexError, "index %lld is out of bounds for axis 0 with size %lld", (long long)j, (long long)n);
            free(P);
            {fail}
        }}
        if (j < 0) j += n;
        const npy_int64 t = P[i];
        P[i] = P[j];
        P[j] = t;
    }}
    for (npy_intp i = 0; i < n; i++) {store}
    free(P);
}}"""

    def _posdef(self, node, inputs, z, fail):
        # scipy.linalg.cholesky(x) (its upper factor, from x's upper triangle) succeeds: its
        # errors first (check_finite's, then the square check's), which PosDefMatrix's perform
        # lets through; a matrix of no elements is positive definite.
        (x,) = inputs
        ct = so.c_type(np.dtype(node.inputs[0].type.dtype))
        return f"""{{
    const npy_intp n0 = PyArray_DIM({x}, 0), n1 = PyArray_DIM({x}, 1);
    const char* tl_x = PyArray_BYTES({x});
    const npy_intp tl_s0 = PyArray_STRIDE({x}, 0), tl_s1 = PyArray_STRIDE({x}, 1);
    for (npy_intp i = 0; i < n0; i++)
        for (npy_intp j = 0; j < n1; j++)
            if (!npy_isfinite(*(const {ct}*)(tl_x + i * tl_s0 + j * tl_s1))) {{
                PyErr_SetString(PyExc_ValueError, "array must not contain infs or NaNs");
                {fail}
            }}
    {_square_check(x, fail)}
    int tl_pd = 1;
    if (n0 > 0) {{
        {ct}* W = ({ct}*)malloc((size_t)(n0 * n0) * sizeof({ct}));
        if (!W) {{ PyErr_NoMemory(); {fail} }}
        const int r = {self._kernel(node).name}(n0, tl_x, tl_s1, tl_s0, 0, W);
        free(W);
        if (r < 0) {{ PyErr_NoMemory(); {fail} }}
        tl_pd = r == 0;
    }}
    if (!tl_pt_output(&{z}, 0, NULL, NPY_BOOL, NULL)) {{ {fail} }}
    *(npy_bool*)PyArray_DATA({z}) = (npy_bool)tl_pd;
}}"""

    def _solves(self, node, inputs, z, fail, checks, solves):
        """A solve of A x = b: `checks` (C), then x (b's shape) a copy of b, never b itself
        (the kernel reads A while it writes x, and writing b in place is optional in
        PyTensor's overwrite_b), then `solves` (C on X, m, n, tl_A, tl_s0, tl_s1)."""
        A, b = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        ct = so.c_type(dt)
        nd = self.op.b_ndim
        bct = so.c_type(np.dtype(node.inputs[1].type.dtype))
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
            for (npy_intp j = 0; j < n; j++) X[i * n + j] = ({ct})*(const {bct}*)(src + i * bs0 + j * bs1);
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

    def _solve(self, node, inputs, z, fail):
        # scipy.linalg.solve's checks and messages (b1: b as a matrix); where it raises
        # LinAlgError (a singular matrix, or one not positive definite for "pos"), PyTensor's
        # perform gives NaN (of a's shape there, which is not x's unless b is a square matrix:
        # here NaN of x's shape).
        A, b = inputs
        dtype = node.inputs[0].type.dtype
        ct = so.c_type(np.dtype(dtype))
        b1 = f"tl_shape_text({b}, sb, sizeof sb)" if self.op.b_ndim == 2 else \
            f'(snprintf(sb, sizeof sb, "(%lld, 1)", (long long)PyArray_DIM({b}, 0)), sb)'
        checks = f"""    if (PyArray_DIM({A}, 0) != PyArray_DIM({A}, 1)) {{
        char sa[64];
        PyErr_Format(PyExc_ValueError, "Expected square matrix, got a1.shape=%s", tl_shape_text({A}, sa, sizeof sa));
        {fail}
    }}
    if (PyArray_DIM({A}, 0) != PyArray_DIM({b}, 0)) {{
        char sa[64], sb[64];
        PyErr_Format(PyExc_ValueError, "incompatible shapes: a1.shape=%s and b1.shape=%s",
                     tl_shape_text({A}, sa, sizeof sa), {b1});
        {fail}
    }}"""
        row, one = f"m * (npy_intp)sizeof({ct})", f"(npy_intp)sizeof({ct})"
        tri = triangular_solve_kernel(dtype).name
        if self.op.assume_a == "pos":
            # Cholesky of the triangle `lower` names (the upper one read as the lower triangle
            # of the transpose), then L y = b and L^T x = y.
            s0, s1 = ("tl_s0", "tl_s1") if self.op.lower else ("tl_s1", "tl_s0")
            solves = f"""        {{
            {ct}* W = ({ct}*)malloc((size_t)(m * m) * sizeof({ct}));
            if (!W) {{ PyErr_NoMemory(); {fail} }}
            const int r = {cholesky_kernel(dtype).name}(m, tl_A, {s0}, {s1}, 0, W);
            if (r < 0) {{ free(W); PyErr_NoMemory(); {fail} }}
            if (r > 0) tl_pt_fill_nan({z});
            else {{
                {tri}(m, n, (const char*)W, {row}, {one}, 1, 0, 0, X);
                {tri}(m, n, (const char*)W, {one}, {row}, 0, 0, 0, X);
            }}
            free(W);
        }}"""
        else:
            # LU of A, or for "sym" and "her" of the symmetric matrix the triangle `lower`
            # names (scipy's sysv reads only that triangle), written into LU and factored there.
            source, symmetric = "tl_A, tl_s0, tl_s1", ""
            if self.op.assume_a in ("sym", "her"):
                keep = "i >= j" if self.op.lower else "i <= j"
                source = f"(const char*)LU, {row}, {one}"
                symmetric = f"""for (npy_intp i = 0; i < m; i++)
            for (npy_intp j = 0; j < m; j++)
                LU[i * m + j] = {keep} ? *(const {ct}*)(tl_A + i * tl_s0 + j * tl_s1) : *(const {ct}*)(tl_A + j * tl_s0 + i * tl_s1);"""
            # overwrite_a of "gen": A holds its LU factors, as LAPACK's getrf leaves them (SciPy
            # passes A to gesv in place when it is writeable and F-contiguous); of "sym" and
            # "her" (sysv's LDL^T factors, not computed here) A keeps its values, which its
            # destroy_map allows.
            keep_factors = ""
            if self.op.overwrite_a and self.op.assume_a == "gen":
                keep_factors = f"""
            if (PyArray_ISWRITEABLE({A}))
                for (npy_intp i = 0; i < m; i++)
                    for (npy_intp j = 0; j < m; j++)
                        *({ct}*)(PyArray_BYTES({A}) + i * tl_s0 + j * tl_s1) = LU[i * m + j];"""
            solves = f"""        {{
        int singular = 0;
        {self._factor(node, "m", source, fail, "singular = 1;", symmetric)}
        if (singular) tl_pt_fill_nan({z});
        else {{
            tl_pt_lu_solve_{ct}(m, n, LU, piv, X);{keep_factors}
            free(LU); free(piv);
        }}
        }}"""
        return self._solves(node, inputs, z, fail, checks, solves)


def batched_linalg(node):
    """(kind, core node) for a Blockwise node whose core op KernelLinalg computes (linalg_kind
    of the core node), every input carrying the node's batch dimensions, else None."""
    op = node.op
    core_op = getattr(op, "core_op", None)
    if core_op is None or (type(core_op) not in _KINDS and not kept_whole(core_op)) or \
            not hasattr(op, "_create_dummy_core_node"):
        return None
    core = op._create_dummy_core_node(node.inputs)
    kind = linalg_kind(core)
    b = op.batch_ndim(node)
    if kind is None or b < 1 or any(v.type.ndim != b + c.type.ndim for v, c in zip(node.inputs, core.inputs)):
        return None
    return kind, core


# The kinds whose Blockwise PyTensor runs through NumPy's gufuncs (the core op's gufunc_spec:
# numpy.linalg.inv, det, slogdet), the others by its own loop over the core op's perform.
_GUFUNC_KINDS = ("inv", "det", "slogdet")


class BatchedLinalg(Batched):
    """A Blockwise node of one of KernelLinalg's ops (blockwise.Batched around KernelLinalg),
    with NumPy's square check and empty results for inv, det and slogdet, whose Blockwise
    calls NumPy's gufuncs, and the in-place nodes' write-back."""

    def __init__(self, op, kind, core_node):
        super().__init__(op, core_node, KernelLinalg(core_node.op, kind), kind)

    def _before(self, node, inputs, b, fail):
        if self.kind not in _GUFUNC_KINDS:
            return ""
        return f"""    if (PyArray_DIM({inputs[0]}, {b}) != PyArray_DIM({inputs[0]}, {b + 1})) {{
        tl_pt_linalg_error("Last 2 dimensions of the array must be square");
        {fail}
    }}"""

    def _empty(self, node, inputs, outputs, b, fail):
        if self.kind not in _GUFUNC_KINDS:
            return super()._empty(node, inputs, outputs, b, fail)
        (x,) = inputs
        num = np.dtype(node.outputs[0].type.dtype).num
        core = 2 if self.kind == "inv" else 0
        return "\n".join(f"""{{
            npy_intp dims[{b + 2}];
            for (int d = 0; d < {b + core}; d++) dims[d] = PyArray_DIM({x}, d);
            if (!tl_pt_output(&{z}, {b + core}, dims, {num}, {x})) {{ {fail} }}
        }}""" for z in outputs)

    def _after(self, node, inputs, outputs, fail):
        return _write_back(self.op, self.kind, inputs, outputs, fail)

    def _written_inputs(self):
        # Solve's overwrite_a: each core A gets its LU factors (KernelLinalg._solve).
        writes = self.kind == "solve" and getattr(self.core_node.op, "overwrite_a", False)
        return [0] if writes and 0 in (getattr(self.op, "destroy_map", None) or {}).get(0, []) else []
