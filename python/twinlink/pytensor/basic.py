"""C for PyTensor nodes that have none and are common in models: `Eye` (pt.eye, PyMC's
covariance jitter), `Conj` of complex arrays (PyTensor's scalar C refuses complex),
`FillDiagonal`, `FillDiagonalOffset`, `SortOp`/`ArgSortOp` and `Unique` (of the flattened array) of real arrays,
`Nonzero`, `Repeat`, `IfElse` of tensors (the bridge computes both branches before it, as it
computes every input eagerly), `Convolve1d`, `BlockDiagonal` and PyMC's `SplineWrapper`
(`Interpolated`'s density and its gradient). Their `perform` calls NumPy on the host, so each ran Python
between modules, outside the sandbox on wasm. The results and error messages are NumPy's (np.eye, np.conj, np.fill_diagonal as PyTensor's perform uses them,
np.sort and np.argsort with NaNs last); a sort is stable whatever its `kind`, so ties keep
their order (NumPy's "stable" kind; its quicksort leaves their order unspecified). See
ARCHITECTURE.md, "The PyTensor bridge"."""
from __future__ import annotations

import numpy as np

from ..tensor import scalar_ops as so
from ..tensor.elemwise import ELEMWISE_TEXT, SHAPE_TEXT
from ..tensor.shape_ops import _as_int64
from .indexing import INDEXING_TEXT
from .products import NEW_OUTPUT_TEXT, NUMPY_ERROR_TEXT, Substitute

try:
    from pytensor.scalar.basic import Conj as _Conj
    from pytensor.tensor.basic import Eye as _Eye
    from pytensor.tensor.basic import Nonzero as _Nonzero
    from pytensor.tensor.elemwise import Elemwise as _Elemwise
    from pytensor.tensor.extra_ops import FillDiagonal as _FillDiagonal
    from pytensor.tensor.extra_ops import FillDiagonalOffset as _FillDiagonalOffset
    from pytensor.tensor.extra_ops import Repeat as _Repeat
    from pytensor.tensor.extra_ops import Unique as _Unique
    from pytensor.tensor.sort import ArgSortOp as _ArgSortOp
    from pytensor.tensor.sort import SortOp as _SortOp
    from pytensor.tensor.type import TensorType as _TensorType
    from pytensor.ifelse import IfElse as _IfElse
except ImportError:  # pragma: no cover - the bridge imports PyTensor first
    raise ImportError("twinlink.pytensor needs PyTensor") from None
try:  # PyTensor 2.31 and later
    from pytensor.tensor.signal.conv import Convolve1d as _Convolve1d
except ImportError:  # pragma: no cover - older PyTensor
    _Convolve1d = None
try:  # PyTensor 3 keeps it in linalg's constructors, 2.x in slinalg
    from pytensor.tensor.linalg.constructors import BlockDiagonal as _BlockDiagonal
except ImportError:  # pragma: no cover - depends on the PyTensor
    try:
        from pytensor.tensor.slinalg import BlockDiagonal as _BlockDiagonal
    except ImportError:
        _BlockDiagonal = None

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


# PyMC's SplineWrapper (`Interpolated`'s density: a SciPy UnivariateSpline, its gradient the
# derivative's), known by its class's module and name so that the bridge need not import PyMC.
_SPLINE_CLASS = ("pymc.distributions.dist_math", "SplineWrapper")
# FITPACK's largest degree.
_SPLINE_MAX_K = 5

SPLINE_TEXT = r"""
#ifndef TL_PT_SPLINE
#define TL_PT_SPLINE
/* The value at x of the spline of degree k with knots t[0..n) and coefficients c (FITPACK's
   representation, SciPy's UnivariateSpline and splev): outside [t[k], t[n-k-1]] as ext says
   (0: its end pieces extended, 1: zero, 2: an error, returning 0, 3: the value at the nearer
   end); inside, the k + 1 B-splines that do not vanish on the knot interval [t[l], t[l+1])
   holding x (l in [k, n-k-2]; the last interval holds its right end too, NaN falls in it) by
   the Cox-de Boor recursion (de Boor, A Practical Guide to Splines, ch. X), summed against c. */
static int tl_pt_spline(const double* t, npy_intp n, const double* c, int k, int ext, double x, double* out) {
    const double lo = t[k], hi = t[n - k - 1];
    if (x < lo || x > hi) {
        if (ext == 1) { *out = 0; return 1; }
        if (ext == 2) return 0;
        if (ext == 3) x = x < lo ? lo : hi;
    }
    npy_intp a = k, b = n - k - 2; /* the last interval start at or below x */
    if (x != x) a = b;
    while (a < b) {
        const npy_intp m = a + (b - a + 1) / 2;
        if (t[m] <= x) a = m; else b = m - 1;
    }
    double h[6], prev[6];
    h[0] = 1;
    for (int j = 1; j <= k; j++) {
        for (int i = 0; i < j; i++) prev[i] = h[i];
        h[0] = 0;
        for (int i = 1; i <= j; i++) {
            const double right = t[a + i], left = t[a + i - j];
            if (right == left) { h[i] = 0; continue; }
            const double f = prev[i - 1] / (right - left);
            h[i - 1] += f * (right - x);
            h[i] = f * (x - left);
        }
    }
    double sum = 0;
    for (int j = 0; j <= k; j++) sum += c[a - k + j] * h[j];
    *out = sum;
    return 1;
}
#endif
"""


def _spline_tck(op):
    """The knots, coefficients, degree and extrapolation mode of a SplineWrapper's spline (a
    SciPy UnivariateSpline), or None for another kind of spline."""
    spline = getattr(op, "spline", None)
    tck, ext = getattr(spline, "_eval_args", None), getattr(spline, "ext", None)
    if tck is None or ext not in (0, 1, 2, 3):
        return None
    t, c, k = tck
    t, c = np.asarray(t, dtype=float), np.asarray(c, dtype=float)
    if t.ndim != 1 or c.ndim != 1 or not 0 <= int(k) <= _SPLINE_MAX_K or len(t) < 2 * (int(k) + 1) or len(c) < len(t) - int(k) - 1:
        return None
    if not (np.isfinite(t).all() and np.isfinite(c).all()):  # written into the C as literals
        return None
    return t, c, int(k), int(ext)


def _part_type(dt):
    """The C type of a complex dtype's real and imaginary parts."""
    return so.c_type(np.dtype(f"float{dt.itemsize * 4}"))


# The element types sorts compare (NumPy orders complex numbers lexicographically: not here).
_SORT_DTYPES = _DTYPES - {"complex64", "complex128"}


def _merge_sort_text(name, elem, less, key_args):
    """C of `static void name(<key_args> elem* v, elem* tmp, npy_intp n)`: v[0..n) sorted
    stably by `less(x, y)` (a C expression of two elements): insertion sort on runs of 16,
    then merges of doubling widths between v and tmp (n elements)."""
    return f"""
static void {name}({key_args}{elem}* v, {elem}* tmp, npy_intp n) {{
    for (npy_intp lo = 0; lo < n; lo += 16) {{
        const npy_intp hi = lo + 16 < n ? lo + 16 : n;
        for (npy_intp i = lo + 1; i < hi; i++) {{
            const {elem} x = v[i];
            npy_intp j = i;
            for (; j > lo && ({less("x", "v[j - 1]")}); j--) v[j] = v[j - 1];
            v[j] = x;
        }}
    }}
    {elem}* src = v;
    {elem}* dst = tmp;
    for (npy_intp w = 16; w < n; w *= 2) {{
        for (npy_intp lo = 0; lo < n; lo += 2 * w) {{
            const npy_intp mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            npy_intp i = lo, j = mid, k = lo;
            while (i < mid && j < hi) dst[k++] = ({less("src[j]", "src[i]")}) ? src[j++] : src[i++];
            while (i < mid) dst[k++] = src[i++];
            while (j < hi) dst[k++] = src[j++];
        }}
        {elem}* t = src;
        src = dst;
        dst = t;
    }}
    if (src != v) memcpy(v, src, (size_t)n * sizeof({elem}));
}}"""


def _sort_text(dtype):
    """Per element type: tl_pt_sort_<t> (values) and tl_pt_argsort_<t> (int64 positions by
    their keys), NaNs last as NumPy sorts them."""
    dt = np.dtype(dtype)
    ct = so.c_type(dt)
    if dt.kind == "f":
        def less(a, b):
            return f"{a} < {b} || ({b} != {b} && {a} == {a})"
    else:
        def less(a, b):
            return f"{a} < {b}"
    return f"""
#ifndef TL_PT_SORT_{ct}
#define TL_PT_SORT_{ct}
{_merge_sort_text(f"tl_pt_sort_{ct}", ct, less, "")}
{_merge_sort_text(f"tl_pt_argsort_{ct}", "npy_int64", lambda a, b: less(f"key[{a}]", f"key[{b}]"), f"const {ct}* key, ")}
#endif
"""


def _truth_text(dtype):
    """tl_pt_truth_<dtype name>: whether an element (at p) is not zero, as np.nonzero reads it
    (NaN is)."""
    dt = np.dtype(dtype)
    if dt.kind == "c":
        part = _part_type(dt)
        test = f"((const {part}*)p)[0] != 0 || ((const {part}*)p)[1] != 0"
    else:
        test = f"*(const {so.c_type(dt)}*)p != 0"
    return f"""
#ifndef TL_PT_TRUTH_{dt.name}
#define TL_PT_TRUTH_{dt.name}
static int tl_pt_truth_{dt.name}(const char* p) {{ return {test}; }}
#endif
"""


def _as_element(dtype, ctype, address):
    """C reading the element of `dtype` at `address` as `ctype`."""
    return f"({ctype})*(const {so.c_type(np.dtype(dtype))}*)({address})"


def basic_kind(node):
    """"eye", "conj", "fill_diagonal", "fill_diagonal_offset", "sort", "argsort", "unique",
    "nonzero", "ifelse", "repeat", "convolve", "block_diag" or "spline" for a node this
    module's C computes, else None."""
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
    if type(op) is _FillDiagonalOffset:
        a, val, offset = node.inputs
        ok = a.type.dtype in _DTYPES and val.type.dtype == a.type.dtype and np.dtype(offset.type.dtype).kind in "iu"
        return "fill_diagonal_offset" if ok and offset.type.dtype != "uint64" else None
    if isinstance(op, (_SortOp, _ArgSortOp)):
        a, axis = node.inputs
        ok = a.type.dtype in _SORT_DTYPES and np.dtype(axis.type.dtype).kind in "iu"
        return ("sort" if isinstance(op, _SortOp) else "argsort") if ok else None
    if type(op) is _Unique:
        return "unique" if op.axis is None and node.inputs[0].type.dtype in _SORT_DTYPES else None
    if type(op) is _Nonzero:
        return "nonzero" if node.inputs[0].type.dtype in _DTYPES else None
    if type(op) is _Repeat:
        x, repeats = node.inputs
        # NumPy casts the counts to intp safely: uint64 ones it refuses
        counts = repeats.type.ndim == 1 and repeats.type.dtype in _DTYPES and np.dtype(repeats.type.dtype).kind in "iu" \
            and repeats.type.dtype != "uint64"
        axis = getattr(op, "axis", None)
        return "repeat" if counts and x.type.dtype in _DTYPES and isinstance(axis, int) and 0 <= axis < x.type.ndim else None
    if _Convolve1d is not None and type(op) is _Convolve1d:
        out = node.outputs[0].type.dtype
        real = all(np.dtype(v.type.dtype).kind in "biuf" and v.type.dtype != "float16" for v in node.inputs[:2])
        return "convolve" if real and out in _DTYPES and np.dtype(out).kind != "c" else None
    if _BlockDiagonal is not None and type(op) is _BlockDiagonal:
        out = node.outputs[0].type.dtype
        # a complex result from real blocks (imaginary parts 0) is left to PyTensor's perform
        same_kind = np.dtype(out).kind != "c" or all(v.type.dtype == out for v in node.inputs)
        return "block_diag" if out in _DTYPES and same_kind and all(v.type.dtype in _DTYPES for v in node.inputs) else None
    if (type(op).__module__, type(op).__name__) == _SPLINE_CLASS:
        x, out = node.inputs[0].type.dtype, node.outputs[0].type.dtype
        return "spline" if x in ("float32", "float64") and out == x and _spline_tck(op) is not None else None
    if isinstance(op, _IfElse):
        cond, *branches = node.inputs
        tensors = all(isinstance(v.type, _TensorType) and v.type.dtype != "float16" for v in branches + node.outputs)
        return "ifelse" if tensors and cond.type.dtype in _SORT_DTYPES and cond.type.ndim == 0 else None
    return None


class KernelBasic(Substitute):
    """A node of Eye, complex Conj, FillDiagonal, FillDiagonalOffset, SortOp, ArgSortOp, Unique,
    Nonzero, IfElse, Repeat, Convolve1d, BlockDiagonal or PyMC's SplineWrapper, computed by glue
    C."""

    several_outputs = ("ifelse", "nonzero", "unique")

    def c_support_code(self, node=None, **kw):
        return [SHAPE_TEXT, ELEMWISE_TEXT, NEW_OUTPUT_TEXT, NUMPY_ERROR_TEXT, BASIC_TEXT, INDEXING_TEXT]

    def c_support_code_apply(self, node, name):
        if self.kind == "spline":
            return SPLINE_TEXT
        if self.kind in ("sort", "argsort", "unique"):
            return _sort_text(node.inputs[0].type.dtype)
        if self.kind == "nonzero":
            return _truth_text(node.inputs[0].type.dtype)
        return ""

    def _eye(self, node, inputs, z, fail):
        # np.eye(n, m, k, dtype): zeros, then 1 at (i, i + k) for each i where both are inside.
        n, m, k = (_as_int64(v.type.dtype, f"PyArray_BYTES({x})") for v, x in zip(node.inputs, inputs))
        dt = np.dtype(node.outputs[0].type.dtype)
        # A complex one is its real part 1 (the imaginary part stays 0).
        one_type = _part_type(dt) if dt.kind == "c" else so.c_type(dt)
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

    def _repeat(self, node, inputs, z, fail):
        # np.repeat(x, repeats, axis): one count for every element along the axis, or one each;
        # NumPy's messages for other lengths, negative counts and a negative total (a sum that
        # wraps). x is read as a C-contiguous array, so each element along the axis is one
        # block of the axes after it, copied count times.
        x, repeats = inputs
        axis = self.op.axis
        dt = np.dtype(node.outputs[0].type.dtype)
        count = _as_int64(node.inputs[1].type.dtype, f"PyArray_BYTES({repeats}) + (nr == 1 ? 0 : i) * PyArray_STRIDE({repeats}, 0)")
        return f"""{{
    const int nd = PyArray_NDIM({x});
    const npy_intp n = PyArray_DIM({x}, {axis}), nr = PyArray_DIM({repeats}, 0);
    if (nr != 1 && nr != n) {{
        PyErr_Format(PyExc_ValueError, "operands could not be broadcast together with shape (%lld,) (%lld,)", (long long)n, (long long)nr);
        {fail}
    }}
    npy_uint64 total = 0;
    for (npy_intp i = 0; i < n; i++) {{
        const npy_int64 c = {count};
        if (c < 0 && nr != 1) {{ PyErr_SetString(PyExc_ValueError, "repeats may not contain negative values."); {fail} }}
        total += (npy_uint64)c;
    }}
    if ((npy_int64)total < 0) {{ PyErr_SetString(PyExc_ValueError, "negative dimensions are not allowed"); {fail} }}
    npy_intp dims[NPY_MAXDIMS];
    npy_int64 outer = 1, inner = 1;
    for (int d = 0; d < nd; d++) {{
        dims[d] = PyArray_DIM({x}, d);
        if (d < {axis}) outer *= dims[d];
        if (d > {axis}) inner *= dims[d];
    }}
    if (!tl_pt_size_fits((npy_int64)total, outer * inner, {dt.itemsize})) {{ {fail} }}
    dims[{axis}] = (npy_intp)total;
    PyArrayObject* src = (PyArrayObject*)PyArray_GETCONTIGUOUS({x});
    if (!src) {{ {fail} }}
    if (!tl_pt_output(&{z}, nd, dims, {dt.num}, {x})) {{ Py_DECREF(src); {fail} }}
    const size_t block = (size_t)inner * {dt.itemsize};
    const char* from = PyArray_BYTES(src);
    char* to = PyArray_BYTES({z});
    for (npy_int64 o = 0; o < outer; o++)
        for (npy_intp i = 0; i < n; i++, from += block) {{
            const npy_int64 c = {count};
            for (npy_int64 k = 0; k < c; k++, to += block) memcpy(to, from, block);
        }}
    Py_DECREF(src);
}}"""

    def _convolve(self, node, inputs, z, fail):
        # np.convolve(in1, in2, "full" or "valid") as Convolve1d's C computes it (NumPy's
        # PyArray_Correlate2 with in2 reversed): PyTensor's message for an empty in2, NumPy's
        # for an empty in1; the longer input slides over the shorter. Each element is the sum
        # over i of in1[i] in2[c - i] in increasing i (NumPy's dot, which may call BLAS, sums
        # in another order), both cast to the output's type: floats summed in it, integers in
        # 64 bits and then cast (NumPy's integer dot sums in a long: the same bits), booleans
        # OR-ed.
        a, v, full = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        ct = so.c_type(dt)
        acc = {"b": "npy_bool", "i": "npy_int64", "u": "npy_uint64"}.get(dt.kind, ct)
        add = "s = s || (x && y);" if dt.kind == "b" else "s += x * y;"
        read = [_as_element(w.type.dtype, acc, f"PyArray_BYTES({x}) + ({i}) * PyArray_STRIDE({x}, 0)")
                for w, x, i in zip(node.inputs, (a, v), ("i", "c - i"))]
        return f"""{{
    const npy_intp na = PyArray_DIM({a}, 0), nv = PyArray_DIM({v}, 0);
    if (nv == 0) {{ PyErr_SetString(PyExc_ValueError, "Convolve1d: second input (kernel) cannot be empty."); {fail} }}
    if (na == 0) {{ PyErr_SetString(PyExc_ValueError, "first array argument cannot be empty"); {fail} }}
    const int full = ({full}) != 0;
    const npy_intp ns = na < nv ? na : nv, len = full ? na + nv - 1 : (na < nv ? nv - na : na - nv) + 1;
    if (!tl_pt_output(&{z}, 1, &len, {dt.num}, NULL)) {{ {fail} }}
    {ct}* Z = ({ct}*)PyArray_DATA({z});
    for (npy_intp k = 0; k < len; k++) {{
        const npy_intp c = full ? k : k + ns - 1;
        const npy_intp lo = c - nv + 1 > 0 ? c - nv + 1 : 0, hi = c < na - 1 ? c : na - 1;
        {acc} s = 0;
        for (npy_intp i = lo; i <= hi; i++) {{
            const {acc} x = {read[0]}, y = {read[1]};
            {add}
        }}
        Z[k] = ({ct})s;
    }}
}}"""

    def _spline(self, node, inputs, z, fail):
        # SplineWrapper's perform: the spline at each element in double, cast to x's dtype.
        (x,) = inputs
        t, c, k, ext = _spline_tck(self.op)
        ct = so.c_type(np.dtype(node.outputs[0].type.dtype))

        def floats(values):
            return ", ".join(float(v).hex() for v in values)
        return f"""{{
    static const double knots[{len(t)}] = {{{floats(t)}}};
    static const double coefs[{len(c)}] = {{{floats(c)}}};
    if (!tl_pt_output_copy(&{z}, {x})) {{ {fail} }}
    {ct}* v = ({ct}*)PyArray_DATA({z});
    for (npy_intp i = 0, size = PyArray_SIZE({z}); i < size; i++) {{
        double r;
        if (!tl_pt_spline(knots, {len(t)}, coefs, {k}, {ext}, (double)v[i], &r)) {{
            PyErr_SetString(PyExc_ValueError, "Found x value not in the domain");
            {fail}
        }}
        v[i] = ({ct})r;
    }}
}}"""

    def _block_diag(self, node, inputs, z, fail):
        # scipy.linalg.block_diag(*inputs).astype(dtype), as BlockDiagonal's perform: zeros,
        # then each matrix at the next free row and column, its elements cast to the output's
        # type (the blocks are matrices of any strides).
        dt = np.dtype(node.outputs[0].type.dtype)
        ct = so.c_type(dt)
        rows = " + ".join(f"PyArray_DIM({x}, 0)" for x in inputs)
        cols = " + ".join(f"PyArray_DIM({x}, 1)" for x in inputs)
        blocks = "".join(f"""
    for (npy_intp i = 0; i < PyArray_DIM({x}, 0); i++)
        for (npy_intp j = 0; j < PyArray_DIM({x}, 1); j++)
            Z[(r + i) * dims[1] + c + j] = {_as_element(v.type.dtype, ct, f"PyArray_BYTES({x}) + i * PyArray_STRIDE({x}, 0) + j * PyArray_STRIDE({x}, 1)")};
    r += PyArray_DIM({x}, 0);
    c += PyArray_DIM({x}, 1);""" for v, x in zip(node.inputs, inputs))
        # a reused output is never one of the blocks (a caller may pass it back in)
        keep_off = " ".join(f"if ({z} == {x}) Py_CLEAR({z});" for x in inputs)
        return f"""{{
    const npy_intp dims[2] = {{{rows}, {cols}}};
    if (!tl_pt_size_fits(dims[0], dims[1], {dt.itemsize})) {{ {fail} }}
    {keep_off}
    if (!tl_pt_output(&{z}, 2, dims, {dt.num}, NULL)) {{ {fail} }}
    {ct}* Z = ({ct}*)PyArray_DATA({z});
    memset(Z, 0, (size_t)(dims[0] * dims[1]) * {dt.itemsize});
    npy_intp r = 0, c = 0;{blocks}
}}"""

    def _conj(self, node, inputs, z, fail):
        # The imaginary parts negated (NaN's sign bit too, as NumPy does). An in-place node
        # writes a C-contiguous, writeable input; otherwise (and if not in place) a new array.
        (x,) = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        part = _part_type(dt)
        inplace = "1" if getattr(self.op, "destroy_map", None) else "0"
        return f"""{{
    if ({inplace} && PyArray_IS_C_CONTIGUOUS({x}) && PyArray_ISWRITEABLE({x})) tl_pt_alias(&{z}, {x});
    else if (!tl_pt_output_copy(&{z}, {x})) {{ {fail} }}
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
    if (!tl_pt_output_copy(&{z}, {a})) {{ {fail} }}
    for (npy_intp i = 0; i < count; i++)
        memcpy(PyArray_BYTES({z}) + i * step * {dt.itemsize}, PyArray_DATA({val}), {dt.itemsize});
}}"""

    def _fill_diagonal_offset(self, node, inputs, z, fail):
        # PyTensor's perform: a C-ordered copy of the matrix a, then a.flat[start:end:w + 1] =
        # val with start = k (offset k >= 0) or -k w, end = start + (w + 1) num, num =
        # min(h, w, w - k or h + k), under Python's slice rules: a negative end (a num below 0,
        # an offset past the side) counts from the end of the flat array, so those offsets
        # write a diagonal too, as the perform does.
        a, val, offset = inputs
        dt = np.dtype(node.outputs[0].type.dtype)
        k = _as_int64(node.inputs[2].type.dtype, f"PyArray_BYTES({offset})")
        return f"""{{
    const npy_int64 k = {k}, h = PyArray_DIM({a}, 0), w = PyArray_DIM({a}, 1), size = h * w, step = w + 1;
    const npy_int64 side = h < w ? h : w, rest = k >= 0 ? w - k : h + k;
    const npy_int64 num = side < rest ? side : rest;
    npy_int64 start = k >= 0 ? k : -k * w, end = start + step * num;
    if (start > size) start = size;
    if (end < 0) {{ end += size; if (end < 0) end = 0; }}
    if (end > size) end = size;
    if (!tl_pt_output_copy(&{z}, {a})) {{ {fail} }}
    for (npy_int64 p = start; p < end; p += step)
        memcpy(PyArray_BYTES({z}) + p * {dt.itemsize}, PyArray_DATA({val}), {dt.itemsize});
}}"""

    def _sort(self, node, inputs, z, fail):
        return self._sorts(node, inputs, z, fail, argsort=False)

    def _argsort(self, node, inputs, z, fail):
        return self._sorts(node, inputs, z, fail, argsort=True)

    def _sorts(self, node, inputs, z, fail, argsort):
        # Each lane along the axis gathered into a buffer, sorted, written back: the values
        # into a C-ordered copy of a, or their positions into a new int64 array (the keys
        # read from a C-ordered copy of a).
        a, axis = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        elem = "npy_int64" if argsort else ct
        if argsort:
            setup = f"""if (!tl_pt_output(&{z}, nd, PyArray_DIMS({a}), NPY_INT64, NULL)) {{ {fail} }}
    keys = (PyArrayObject*)PyArray_NewCopy({a}, NPY_CORDER);
    if (!keys) {{ {fail} }}
    const {ct}* data = (const {ct}*)PyArray_DATA(keys);
    npy_int64* out = (npy_int64*)PyArray_DATA({z});"""
            lane = f"""for (npy_intp j = 0; j < n; j++) {{
                lane_keys[j] = data[base + j * after];
                buf[j] = j;
            }}
            tl_pt_argsort_{ct}(lane_keys, buf, tmp, n);"""
        else:
            setup = f"""if (!tl_pt_output_copy(&{z}, {a})) {{ {fail} }}
    {ct}* out = ({ct}*)PyArray_DATA({z});"""
            lane = f"""for (npy_intp j = 0; j < n; j++) buf[j] = out[base + j * after];
            tl_pt_sort_{ct}(buf, tmp, n);"""
        return f"""{{
    const int nd = PyArray_NDIM({a});
    npy_int64 axis = {_as_int64(node.inputs[1].type.dtype, f"PyArray_BYTES({axis})")};
    if (axis < -nd || axis >= nd) {{
        char message[96];
        snprintf(message, sizeof message, "axis %lld is out of bounds for array of dimension %d", (long long)axis, nd);
        tl_pt_numpy_error("numpy.exceptions", "AxisError", message);
        {fail}
    }}
    if (axis < 0) axis += nd;
    PyArrayObject* keys = NULL;
    {setup}
    const npy_intp n = PyArray_DIM({a}, (int)axis), size = PyArray_SIZE({a});
    npy_intp after = 1;
    for (int d = (int)axis + 1; d < nd; d++) after *= PyArray_DIM({a}, d);
    if (size > 0) {{
        {elem}* buf = ({elem}*)malloc((size_t)n * sizeof({elem}));
        {elem}* tmp = ({elem}*)malloc((size_t)n * sizeof({elem}));
        {ct}* lane_keys = {f"({ct}*)malloc((size_t)n * sizeof({ct}))" if argsort else "NULL"};
        if (!buf || !tmp || ({int(argsort)} && !lane_keys)) {{
            free(buf); free(tmp); free(lane_keys); Py_XDECREF(keys);
            PyErr_NoMemory();
            {fail}
        }}
        for (npy_intp l = 0, lanes = size / n; l < lanes; l++) {{
            const npy_intp base = (l / after) * n * after + l % after;
            {lane}
            for (npy_intp j = 0; j < n; j++) out[base + j * after] = buf[j];
        }}
        free(buf); free(tmp); free(lane_keys);
    }}
    Py_XDECREF(keys);
}}"""

    def _unique(self, node, inputs, outputs, fail):
        # PyTensor's perform (np.unique of the flattened array, the inverse flat): the
        # positions sorted stably (NaNs last), then one group per run of equal values, all
        # NaNs one group (NumPy's equal_nan). A group's value and index are its first
        # element's in that order, i.e. its first occurrence.
        (x,) = inputs
        dt = np.dtype(node.inputs[0].type.dtype)
        ct = so.c_type(dt)
        same = "(a == b || (a != a && b != b))" if dt.kind == "f" else "(a == b)"
        op = self.op
        names = ["values"] + [n for n, on in (("index", op.return_index), ("inverse", op.return_inverse),
                                              ("counts", op.return_counts)) if on]
        z = dict(zip(names, outputs))
        made = "".join(f"""
        if (!tl_pt_output(&{z[n]}, 1, {'&n' if n == 'inverse' else '&k'}, {dt.num if n == 'values' else 'NPY_INT64'}, NULL)) {{ ok = 0; }}"""
                       for n in names)
        fills = {
            "values": f"(({ct}*)PyArray_DATA({z.get('values')}))[g] = first;",
            "index": f"((npy_int64*)PyArray_DATA({z.get('index')}))[g] = perm[i];" if "index" in z else "",
            "counts": f"((npy_int64*)PyArray_DATA({z.get('counts')}))[g] = 0;" if "counts" in z else "",
        }
        each = "".join([f"((npy_int64*)PyArray_DATA({z['inverse']}))[perm[i]] = g;" if "inverse" in z else "",
                        f"((npy_int64*)PyArray_DATA({z['counts']}))[g]++;" if "counts" in z else ""])
        return f"""{{
    PyArrayObject* keys = (PyArrayObject*)PyArray_NewCopy({x}, NPY_CORDER);
    if (!keys) {{ {fail} }}
    npy_intp n = PyArray_SIZE(keys), k = 0;
    const {ct}* data = (const {ct}*)PyArray_DATA(keys);
    npy_int64* perm = (npy_int64*)malloc((size_t)(n > 0 ? n : 1) * sizeof(npy_int64));
    npy_int64* tmp = (npy_int64*)malloc((size_t)(n > 0 ? n : 1) * sizeof(npy_int64));
    if (!perm || !tmp) {{ free(perm); free(tmp); Py_DECREF(keys); PyErr_NoMemory(); {fail} }}
    for (npy_intp i = 0; i < n; i++) perm[i] = i;
    tl_pt_argsort_{ct}(data, perm, tmp, n);
    for (npy_intp i = 0; i < n; i++) {{
        const {ct} a = data[perm[i]], b = i ? data[perm[i - 1]] : a;
        if (i == 0 || !{same}) k++;
    }}
    int ok = 1;
    {made}
    if (ok) {{
        npy_intp g = -1;
        {ct} first = 0;
        for (npy_intp i = 0; i < n; i++) {{
            const {ct} a = data[perm[i]], b = first;
            if (g < 0 || !{same}) {{
                g++;
                first = a;
                {" ".join(fills.values())}
            }}
            {each}
        }}
    }}
    free(perm);
    free(tmp);
    Py_DECREF(keys);
    if (!ok) {{ {fail} }}
}}"""

    def _nonzero(self, node, inputs, outputs, fail):
        # np.nonzero: one int64 vector of positions per axis (indexing.py's tl_pt_nonzero).
        (a,) = inputs
        m = len(outputs)
        take = " ".join(f"Py_XDECREF({z}); {z} = tl_nz[{d}];" for d, z in enumerate(outputs))
        return f"""{{
    PyArrayObject* tl_nz[{m}];
    if (tl_pt_nonzero({a}, tl_pt_truth_{node.inputs[0].type.dtype}, tl_nz) < 0) {{ {fail} }}
    {take}
}}"""

    def _ifelse(self, node, inputs, outputs, fail):
        # PyTensor's thunk: the true branch's values when cond != 0 (NaN is true), each itself
        # for an in-place IfElse (as_view), else copies; the false branch's always copied.
        # An in-place node's last output may be an input it passed on: never written into.
        cond, branches = inputs[0], inputs[1:]
        n = self.op.n_outs
        ct = so.c_type(np.dtype(node.inputs[0].type.dtype))
        view = int(bool(self.op.as_view))
        picks = "\n".join(f"""    {{
        PyArrayObject* src = take ? {t} : {f};
        if ({view} && take) tl_pt_alias(&{z}, src);
        else {{
            if ({view}) Py_CLEAR({z});
            if (!tl_pt_output_copy(&{z}, src)) {{ {fail} }}
        }}
    }}""" for z, t, f in zip(outputs, branches[:n], branches[n:]))
        return f"""{{
    const int take = *({ct}*)PyArray_DATA({cond}) != 0;
{picks}
}}"""
