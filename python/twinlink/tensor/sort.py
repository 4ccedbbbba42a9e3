"""numpy.sort and numpy.argsort along one axis (`Sort`), numpy.median (`Median`),
numpy.quantile and numpy.percentile (`Quantile`) and numpy.unique (`Unique`), from the sorted
lanes, and numpy.searchsorted and numpy.interp (`SearchSorted`, `Interp`, on inputs sorted
already). The lanes: the input converted into a C-contiguous array
(scalar_ops.convert_kernel), then each lane along the axis sorted by a kernel object per dtype
(ARCHITECTURE.md, "Kernel objects"): a stable merge sort, NaN after every number as NumPy
orders them, so `sort`'s values are NumPy's and `argsort`'s indices are those of NumPy's
`kind="stable"` (its default sort may order equal elements otherwise)."""
from __future__ import annotations

import numpy as np

from ..graph import Apply, Op
from . import scalar_ops as so
from .convert import as_tensor
from .elemwise import cast
from .reduce import check_axis, normalize_axes
from .shape_ops import _alloc, _Copy, outer_inner, work_copy
from .type import TensorType


def sort_name(dt):
    return f"tl_sort_{np.dtype(dt).name}"


def sort_kernel(dt):
    """Sorts each lane of `n` elements along the middle axis of a C-contiguous block of
    `outer` x `n` x `inner` elements of dtype `dt` in place and, given `idx` (int64, the same
    layout), writes there each sorted element's position in its lane. A
    bottom-up merge sort of (value, position) pairs, taking the left run's element between
    equal ones (stable), with NaN after every number. -1 when the work space cannot be had."""
    t = so.c_type(dt)
    name = sort_name(dt)
    before = "(b < a || (a != a && b == b))" if np.dtype(dt).kind == "f" else "(b < a)"
    declaration = f"int {name}(npy_intp outer, npy_intp n, npy_intp inner, char* data, npy_int64* idx)"
    text = f"""typedef struct {{ {t} v; npy_int64 i; }} {name}_item;
/* whether b goes before a (a taken first between equal ones) */
static inline int {name}_before({t} b, {t} a) {{ return {before}; }}
{declaration} {{
    if (n < 2 && !idx) return 0;
    {name}_item* buf = ({name}_item*)malloc(2 * (size_t)(n > 0 ? n : 1) * sizeof({name}_item));
    if (!buf) return -1;
    {t}* values = ({t}*)data;
    for (npy_intp o = 0; o < outer; o++) {{
        for (npy_intp j = 0; j < inner; j++) {{
            npy_intp base = o * n * inner + j;
            {name}_item *a = buf, *b = buf + n;
            for (npy_intp k = 0; k < n; k++) {{ a[k].v = values[base + k * inner]; a[k].i = k; }}
            for (npy_intp width = 1; width < n; width *= 2) {{
                for (npy_intp lo = 0; lo < n; lo += 2 * width) {{
                    npy_intp mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
                    npy_intp p = lo, q = mid, k = lo;
                    while (p < mid && q < hi) b[k++] = {name}_before(a[q].v, a[p].v) ? a[q++] : a[p++];
                    while (p < mid) b[k++] = a[p++];
                    while (q < hi) b[k++] = a[q++];
                }}
                {name}_item* swap = a; a = b; b = swap;
            }}
            for (npy_intp k = 0; k < n; k++) values[base + k * inner] = a[k].v;
            if (idx)
                for (npy_intp k = 0; k < n; k++) idx[base + k * inner] = a[k].i;
        }}
    }}
    free(buf);
    return 0;
}}
"""
    return so.Kernel.defining("#include <stdlib.h>\n" + text, [declaration])


class _Lanes(so.KernelCalls, Op):
    """An op on the sorted lanes of its input along `axis`: the conversion kernel copies the
    input into a C-contiguous array, the sort kernel sorts its lanes (`sorted_copy`)."""

    def _checked(self, x):
        x = as_tensor(x)
        if x.type.ndim == 0 or not 0 <= self.axis < x.type.ndim:
            raise ValueError(f"{self}: axis {self.axis} is out of bounds for a tensor of rank {x.type.ndim}")
        return x

    def kernels(self, node):
        dt = np.dtype(node.inputs[0].type.dtype)
        return [so.convert_kernel(dt, dt), sort_kernel(dt)]

    def c_code_cache_version(self):
        return (1,)

    def counted(self, dt):
        """C declaring `m`, the elements of the lane at `base` that count (all n, or with
        `skipnan` those before its NaNs, which sort last), and `tl_nan`, whether a NaN in the
        lane makes the result NaN (never with skipnan)."""
        last = "s[base + (m - 1) * inner]"
        if np.dtype(dt).kind != "f":
            return "npy_intp m = n; int tl_nan = 0;"
        if getattr(self, "skipnan", False):
            return f"npy_intp m = n; while (m > 0 && {last} != {last}) m--; int tl_nan = 0;"
        return f"npy_intp m = n; int tl_nan = m > 0 && {last} != {last};"

    def sorted_copy(self, node, x, fail, into=None, idx="NULL"):
        """C declaring `tl_v`, a copy of the array `x` with its lanes along the axis sorted, and
        `n`, `outer`, `inner` (the lane length and the counts before and after it): the array
        `into` (made already, of x's shape and dtype) or, without it, a new work array the
        caller releases; `idx` (npy_int64*) receives each sorted element's position. On failure
        the work array is released and `fail` runs."""
        nd, a = node.inputs[0].type.ndim, self.axis
        dt = np.dtype(node.inputs[0].type.dtype)
        outer, inner = outer_inner(x, nd, a)
        release = "" if into else "Py_DECREF(tl_v); "
        return f"""
    PyArrayObject* tl_v = {into or f"(PyArrayObject*)PyArray_EMPTY({nd}, PyArray_DIMS({x}), {dt.num}, 0)"};
    if (!tl_v) {{ {fail} }}
    {so.convert_name(dt, dt)}(PyArray_BYTES({x}), PyArray_STRIDES({x}), PyArray_DIMS({x}), {nd}, PyArray_BYTES(tl_v), PyArray_STRIDES(tl_v));
    npy_intp n = PyArray_DIM({x}, {a}), outer = {outer}, inner = {inner};
    if ({sort_name(dt)}(outer, n, inner, PyArray_BYTES(tl_v), {idx}) < 0) {{
        {release}PyErr_SetString(PyExc_MemoryError, "{self}: no memory for the work space");
        {fail}
    }}"""


class Sort(_Lanes):
    """numpy.sort (`arg` False) or numpy.argsort (`arg` True, int64 positions) along `axis`."""

    __props__ = ("axis", "arg")

    def __init__(self, axis, arg=False):
        self.axis, self.arg = int(axis), bool(arg)

    def __str__(self):
        return f"{'argsort' if self.arg else 'sort'}{{axis={self.axis}}}"

    def make_node(self, x):
        x = self._checked(x)
        return Apply(self, [x], [TensorType("int64" if self.arg else x.type.dtype, shape=x.type.shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, out = node.inputs[0].type.ndim, np.dtype(node.outputs[0].type.dtype).num
        # sort: the output is the copy, sorted in place; argsort: a work copy, released after
        lanes = (self.sorted_copy(node, x, fail, idx=f"(npy_int64*)PyArray_BYTES({z})") + "\n    Py_DECREF(tl_v);"
                 if self.arg else self.sorted_copy(node, x, fail, into=z))
        return f"""{{ /* {self} */{_alloc(z, nd, f"PyArray_DIMS({x})", out, fail)}{lanes}
}}"""


def _sort(op_name, x, axis, kind, arg):
    x = as_tensor(x)
    if kind not in (None, "quicksort", "mergesort", "heapsort", "stable"):
        raise ValueError(f"{op_name}: sort kind must be one of 'quicksort', 'mergesort', 'heapsort', 'stable', not {kind!r}")
    check_axis(op_name, axis)
    # the elements in C order for axis=None, and argsort's 0-d input (NumPy's; its sort raises)
    if axis is None or (arg and x.type.ndim == 0):
        x, axis = x.reshape(-1), 0
    return Sort(normalize_axes(op_name, axis, x.type.ndim)[0], arg)(x)


def sort(x, axis=-1, kind=None):
    """numpy.sort: the elements along `axis` (None: all, flattened) in ascending order, NaN
    last. Every `kind` gives the same values; the sort is stable."""
    return _sort("sort", x, axis, kind, False)


def argsort(x, axis=-1, kind=None):
    """numpy.argsort: the positions that sort `x` along `axis` (None: flattened), as int64.
    Equal elements keep their order whatever `kind` says (NumPy's `kind="stable"`)."""
    return _sort("argsort", x, axis, kind, True)


class Median(_Lanes):
    """numpy.median along `axis`: the lanes sorted as `Sort` sorts them (into a work array), then
    the middle element, or the mean of the two middle ones, computed as NumPy's mean computes it
    (from 0, in float64 for integers and bools: ((0 + lo) + hi) / 2); NaN for a lane holding
    NaN or no element. With `skipnan` (numpy.nanmedian) the lane's NaNs are left out."""

    __props__ = ("axis", "skipnan")

    def __init__(self, axis, skipnan=False):
        self.axis, self.skipnan = int(axis), bool(skipnan)

    def __str__(self):
        return f"{'nan' if self.skipnan else ''}median{{axis={self.axis}}}"

    def make_node(self, x):
        x = self._checked(x)
        out = np.median(np.zeros((1,) * x.type.ndim, dtype=x.type.dtype), axis=self.axis).dtype
        shape = tuple(n for d, n in enumerate(x.type.shape) if d != self.axis)
        return Apply(self, [x], [TensorType(out, shape=shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, a = node.inputs[0].type.ndim, self.axis
        dt, ot = np.dtype(node.inputs[0].type.dtype), np.dtype(node.outputs[0].type.dtype)
        t, o = so.c_type(dt), so.c_type(ot)
        return f"""{{ /* {self} */
    npy_intp tl_od[NPY_MAXDIMS + 1];
    for (int d = 0, k = 0; d < {nd}; d++) if (d != {a}) tl_od[k++] = PyArray_DIM({x}, d);{_alloc(z, nd - 1, "tl_od", ot.num, fail)}{
        self.sorted_copy(node, x, fail)}
    const {t}* s = (const {t}*)PyArray_BYTES(tl_v);
    {o}* out = ({o}*)PyArray_BYTES({z});
    for (npy_intp q = 0; q < outer; q++)
        for (npy_intp j = 0; j < inner; j++) {{
            npy_intp base = q * n * inner + j;
            {o} r = ({o})NAN;
            {self.counted(dt)}
            if (m > 0 && !tl_nan) {{
                {o} lo = ({o})0 + ({o})s[base + (m - 1) / 2 * inner], hi = ({o})s[base + m / 2 * inner];
                r = (m % 2) ? lo : (lo + hi) / 2;
            }}
            out[q * inner + j] = r;
        }}
    Py_DECREF(tl_v);
}}"""


def _median(op_name, x, axis, keepdims, skipnan):
    x = as_tensor(x)
    check_axis(op_name, axis)
    nd = x.type.ndim
    if axis is None:
        out = Median(0, skipnan)(x.reshape(-1))
        return out.reshape((1,) * nd) if keepdims else out
    axis = normalize_axes(op_name, axis, nd)[0]
    out = Median(axis, skipnan)(x)
    if not keepdims:
        return out
    return out.dimshuffle(*[("x" if d == axis else d - (d > axis)) for d in range(nd)])


def median(x, axis=None, keepdims=False):
    """numpy.median over `axis` (an int, or None for every element)."""
    return _median("median", x, axis, keepdims, False)


def nanmedian(x, axis=None, keepdims=False):
    """numpy.nanmedian: the median of each lane's elements that are not NaN (NaN for a lane
    with none)."""
    return _median("nanmedian", x, axis, keepdims, True)


class Quantile(_Lanes):
    """numpy.quantile and numpy.percentile along `axis` with NumPy's default method ("linear"):
    the lanes sorted as `Sort` sorts them, then for each q of `qs` (NumPy's q after its own
    conversion, in `qdtype`) the virtual index v = (n - 1) q, its floor p (the last element where
    v >= n - 1) and gamma = v - p, and NumPy's interpolation a + (b - a) gamma, or b - (b - a)
    (1 - gamma) where gamma >= 1/2, with b - a in the input's dtype and the rest in
    `out_dtype` (NumPy's result dtype: the input's float dtype for q a Python number); for an
    integer q (`mode` "take") the element at v. NaN for a lane holding NaN; IndexError for an
    axis of length 0, as NumPy's. With `skipnan` (numpy.nanquantile, nanpercentile) n counts the
    lane's elements that are not NaN, and a lane with none (or an empty axis) gives NaN. The q
    axis, when `vector`, comes first."""

    __props__ = ("axis", "qs", "qdtype", "vector", "mode", "out_dtype", "skipnan")

    def __init__(self, axis, qs, qdtype, vector, mode, out_dtype, skipnan=False):
        self.axis, self.qs, self.qdtype = int(axis), tuple(float(q) for q in qs), str(qdtype)
        self.vector, self.mode, self.out_dtype = bool(vector), str(mode), str(out_dtype)
        self.skipnan = bool(skipnan)

    def __str__(self):
        return f"{'nan' if self.skipnan else ''}quantile{{axis={self.axis}, q={list(self.qs) if self.vector else self.qs[0]}}}"

    def make_node(self, x):
        x = self._checked(x)
        shape = ((len(self.qs),) if self.vector else ()) + tuple(n for d, n in enumerate(x.type.shape) if d != self.axis)
        return Apply(self, [x], [TensorType(self.out_dtype, shape=shape)()])

    def _value(self, dt, ot):
        """C computing `r` (of the output's C type) from the lane's sorted values `s`, its `base`
        and q (`qv`, a C literal of qdtype)."""
        t, o, q = so.c_type(dt), so.c_type(ot), so.c_type(np.dtype(self.qdtype))
        index = f"""
                {q} v = ({q})(m - 1) * qv, p = floor(v);
                int top = v >= ({q})(m - 1);
                p = top ? ({q})-1 : p;
                npy_intp ia = top ? m - 1 : (npy_intp)p, ib = top ? m - 1 : (npy_intp)p + 1;
                {t} a = s[base + ia * inner], b = s[base + ib * inner];
                double g = (double)(v - p);"""
        if self.mode == "take":
            return f"""
                r = ({o})s[base + (npy_intp)((m - 1) * (npy_intp)qv) * inner];"""
        # NumPy's b - a in the input's dtype (integers wrap: computed unsigned, as C defines
        # it), then the rest in the result's dtype, gamma and 1 - gamma rounded to it
        u = so.c_type(np.dtype(f"u{dt.itemsize}")) if dt.kind in "iu" else None
        diff = f"({t})(({u})b - ({u})a)" if u else "b - a"
        return index + f"""
                {o} d = ({o})({diff});
                r = g >= 0.5 ? ({o})b - d * ({o})(1.0 - g) : ({o})a + d * ({o})g;"""

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, a = node.inputs[0].type.ndim, self.axis
        dt, ot = np.dtype(node.inputs[0].type.dtype), np.dtype(node.outputs[0].type.dtype)
        t, o = so.c_type(dt), so.c_type(ot)
        k, take = len(self.qs), self.mode == "take"
        # an integer q (take) as an index, else q in its dtype
        q = "npy_intp" if take else so.c_type(np.dtype(self.qdtype))
        qs = ", ".join(str(int(v)) if take else so.literal(v, np.dtype(self.qdtype)) for v in self.qs)
        lead = 1 if self.vector else 0
        # an integer result (integer q over integers) has no NaN for a lane with no element
        # (skipnan over an empty axis), where NumPy's is a float NaN
        empty_int = "" if ot.kind == "f" else f"""
                if (m == 0) {{
                    Py_DECREF(tl_v);
                    PyErr_SetString(PyExc_ValueError, "{self}: an empty axis has no element to take (NumPy gives a float NaN)");
                    {fail}
                }}"""
        return f"""{{ /* {self} */
    npy_intp tl_od[NPY_MAXDIMS + 1];
    {"tl_od[0] = " + str(k) + ";" if lead else ""}
    for (int d = 0, k = {lead}; d < {nd}; d++) if (d != {a}) tl_od[k++] = PyArray_DIM({x}, d);
    if ({int(not self.skipnan)} && PyArray_DIM({x}, {a}) == 0) {{
        PyErr_SetString(PyExc_IndexError, "index -1 is out of bounds for axis 0 with size 0");
        {fail}
    }}{_alloc(z, nd - 1 + lead, "tl_od", ot.num, fail)}{self.sorted_copy(node, x, fail)}
    const {t}* s = (const {t}*)PyArray_BYTES(tl_v);
    {o}* out = ({o}*)PyArray_BYTES({z});
    static const {q} tl_qs[{k}] = {{{qs}}};
    for (npy_intp c = 0; c < {k}; c++)
        for (npy_intp w = 0; w < outer; w++)
            for (npy_intp j = 0; j < inner; j++) {{
                npy_intp base = w * n * inner + j;
                {q} qv = tl_qs[c];
                {o} r = {"(" + o + ")NAN" if ot.kind == "f" else "0"};
                {self.counted(dt)}
                if (m > 0 && !tl_nan) {{{self._value(dt, ot)}
                }}{empty_int}
                out[(c * outer + w) * inner + j] = r;
            }}
    Py_DECREF(tl_v);
}}"""


def _quantile(op_name, x, q, axis, keepdims):
    x = as_tensor(x)
    dt = np.dtype(x.type.dtype)
    if dt.kind not in "iuf":
        raise TypeError(f"{op_name}: a must be an array of real numbers (ints or floats), not {dt.name}")
    check_axis(op_name, axis)
    probe = np.zeros(2, dtype=dt)
    with np.errstate(all="ignore"):
        # NumPy's conversion of q (its own errors: out of range, more than one dimension) and
        # the result's dtype, from a call on a probe
        out_dtype = np.asarray(getattr(np, op_name)(probe, q)).dtype
    qa = np.true_divide(q, 100) if op_name.endswith("percentile") else np.asanyarray(q)
    qa = np.asarray(qa)
    if qa.ndim > 1:
        raise ValueError(f"{op_name}: q must be a scalar or 1d")
    mode = "take" if qa.dtype.kind in "iu" else "lerp"
    nd = x.type.ndim
    if axis is None:
        x, axis = x.reshape(-1), 0
    axis = normalize_axes(op_name, axis, x.type.ndim)[0]
    out = Quantile(axis, qa.reshape(-1).tolist(), qa.dtype.name if qa.dtype.kind == "f" else "float64", qa.ndim == 1,
                   mode, out_dtype.name, op_name.startswith("nan"))(x)
    if not keepdims:
        return out
    lead = 1 if qa.ndim == 1 else 0
    if nd != x.type.ndim:  # axis None: every axis kept as length 1
        return out.reshape(tuple(out.type.shape[:lead]) + (1,) * nd)
    return out.dimshuffle(*(list(range(lead)) + [("x" if d == axis else lead + d - (d > axis)) for d in range(nd)]))


def quantile(x, q, axis=None, keepdims=False):
    """numpy.quantile with its default method ("linear"): q a number or a 1-d list of numbers
    in [0, 1] (the q axis first), `axis` an int or None (every element)."""
    return _quantile("quantile", x, q, axis, keepdims)


def percentile(x, q, axis=None, keepdims=False):
    """numpy.percentile with its default method ("linear"): q in [0, 100] (numpy.quantile of
    q / 100, divided as NumPy divides it)."""
    return _quantile("percentile", x, q, axis, keepdims)


def nanquantile(x, q, axis=None, keepdims=False):
    """numpy.nanquantile: numpy.quantile of each lane's elements that are not NaN (NaN for a
    lane with none, and for an empty axis)."""
    return _quantile("nanquantile", x, q, axis, keepdims)


def nanpercentile(x, q, axis=None, keepdims=False):
    """numpy.nanpercentile: numpy.percentile of each lane's elements that are not NaN."""
    return _quantile("nanpercentile", x, q, axis, keepdims)


class Unique(_Lanes):
    """numpy.unique of a vector (the caller flattens): its elements sorted as `Sort` sorts them,
    then the first of each run of equal ones, NaNs one run (`equal_nan`, NumPy's default) or
    each its own; with `counts` also the int64 length of each run. The output's length is found
    when it runs."""

    __props__ = ("counts", "equal_nan")

    def __init__(self, counts=False, equal_nan=True):
        self.axis, self.counts, self.equal_nan = 0, bool(counts), bool(equal_nan)

    def __str__(self):
        return f"unique{{{'counts' if self.counts else ''}}}"

    def make_node(self, x):
        x = self._checked(x)
        if x.type.ndim != 1:
            raise ValueError(f"{self}: x must be 1-d (unique flattens it first)")
        outs = [TensorType(x.type.dtype, shape=(None,))()]
        if self.counts:
            outs.append(TensorType("int64", shape=(None,))())
        return Apply(self, [x], outs)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), fail = inputs, sub["fail"]
        z, c = outputs[0], (outputs[1] if self.counts else None)
        dt = np.dtype(node.inputs[0].type.dtype)
        t = so.c_type(dt)
        same = ("(a == b || (a != a && b != b))" if self.equal_nan and dt.kind == "f" else "(a == b)")
        # the counts' array in a block of its own (each _alloc declares tl_reuse)
        counts = (f"\n    {{{_alloc(c, 1, 'tl_len', np.dtype('int64').num, 'Py_DECREF(tl_v); ' + fail)}\n    }}\n"
                  f"    npy_int64* cs = (npy_int64*)PyArray_BYTES({c});" if c else "")
        start, step = ("{ out[++k] = a; cs[k] = 0; }", "\n        cs[k]++;") if c else ("out[++k] = a;", "")
        return f"""{{ /* {self} */{self.sorted_copy(node, x, fail)}
    const {t}* s = (const {t}*)PyArray_BYTES(tl_v);
    npy_intp tl_len[1] = {{0}};
    for (npy_intp i = 0; i < n; i++) {{
        {t} a = s[i], b = i > 0 ? s[i - 1] : s[i];
        if (i == 0 || !{same}) tl_len[0]++;
    }}{_alloc(z, 1, "tl_len", dt.num, "Py_DECREF(tl_v); " + fail)}
    {t}* out = ({t}*)PyArray_BYTES({z});{counts}
    for (npy_intp i = 0, k = -1; i < n; i++) {{
        {t} a = s[i], b = i > 0 ? s[i - 1] : s[i];
        if (i == 0 || !{same}) {start}{step}
    }}
    Py_DECREF(tl_v);
}}"""


def unique(x, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True):
    """numpy.unique of the elements in C order: the sorted distinct values (NaNs one value
    with `equal_nan`) and, with `return_counts`, how often each occurs (int64)."""
    if return_index or return_inverse:
        raise TypeError("unique: return_index and return_inverse are not supported (return_counts is)")
    if axis is not None:
        raise TypeError("unique: axis is not supported (the elements are taken in C order)")
    x = as_tensor(x)
    if np.dtype(x.type.dtype).kind not in "biuf":
        raise TypeError(f"unique: unsupported dtype {x.type.dtype}")
    out = Unique(return_counts, equal_nan)(x.reshape(-1))
    return tuple(out) if return_counts else out


def _bisect(ctype, element, after):
    """C of a binary search over the n elements of a sorted vector: `lo` ends as the first index
    whose element `e` (of C type `ctype`, read by the C expression `element` of `mid`) the key
    does not go after (`after`, a C condition on e)."""
    return f"""
        npy_intp lo = 0, hi = n;
        while (lo < hi) {{
            npy_intp mid = lo + (hi - lo) / 2;
            {ctype} e = {element};
            if ({after}) lo = mid + 1; else hi = mid;
        }}"""


class SearchSorted(_Copy):
    """numpy.searchsorted: for each element of v, the index in the sorted vector a where it
    would go, first (`side` "left") or after the equal ones ("right"), by binary search with
    NumPy's order (NaN after every number); int64, v's shape. v is copied into a C-contiguous
    work array first (the copy kernel), a is read through its stride. With `digitize`
    (numpy.digitize) a may also decrease: NumPy's monotonicity test (on a's values as doubles:
    the first change after leading equal values sets the direction) runs first, a ValueError
    when it fails, and a decreasing a is searched from its end, the index counted from there."""

    __props__ = ("side", "digitize")

    def __init__(self, side, digitize=False):
        self.side, self.digitize = str(side), bool(digitize)

    def __str__(self):
        return f"{'digitize' if self.digitize else 'searchsorted'}{{side={self.side}}}"

    def make_node(self, a, v):
        a, v = as_tensor(a), as_tensor(v)
        if a.type.ndim != 1:
            raise ValueError(f"searchsorted: a must be 1-d, not of rank {a.type.ndim}")
        if a.type.dtype != v.type.dtype:
            raise TypeError(f"{self}: a and v must share a dtype ({a.type.dtype}, {v.type.dtype})")
        return Apply(self, [a, v], [TensorType("int64", shape=v.type.shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (a, v), (z,), fail = inputs, outputs, sub["fail"]
        dt = np.dtype(node.inputs[0].type.dtype)
        t, nd = so.c_type(dt), node.inputs[1].type.ndim
        # "x goes before y" in NumPy's order; left: the first i with !(a[i] < x), right: the
        # first with x < a[i]
        if dt.kind == "f":
            less = "(({0}) < ({1}) || (({1}) != ({1}) && ({0}) == ({0})))"
        else:
            less = "(({0}) < ({1}))"
        test = less.format("e", "x") if self.side == "left" else f"!{less.format('x', 'e')}"
        return f"""{{ /* {self} */{_alloc(z, nd, f"PyArray_DIMS({v})", np.dtype("int64").num, fail)}{work_copy(v, nd, dt.num, fail)}
    const {t}* vs = (const {t}*)PyArray_BYTES(tl_w);
    const char* as = PyArray_BYTES({a});
    npy_intp n = PyArray_DIM({a}, 0), step = PyArray_STRIDE({a}, 0), count = PyArray_SIZE({v});
    int tl_down = 0;{self._monotonic(t, fail) if self.digitize else ""}
    npy_int64* out = (npy_int64*)PyArray_BYTES({z});
    for (npy_intp k = 0; k < count; k++) {{
        {t} x = vs[k];{_bisect(t, f"*(const {t}*)(as + mid * step)", test)}
        out[k] = tl_down ? n - lo : lo;
    }}
    Py_DECREF(tl_w);
}}"""

    def _monotonic(self, t, fail):
        """C setting tl_down for a decreasing `a` (then read from its end), or failing when a
        is neither increasing nor decreasing (NumPy's test, on doubles)."""
        return f"""
    {{
        npy_intp i = 1;
        double last = n > 0 ? (double)*(const {t}*)as : 0.0, next = 0.0;
        while (i < n && (double)*(const {t}*)(as + i * step) == last) i++;
        if (i < n) {{
            next = (double)*(const {t}*)(as + i * step);
            int up = last < next, bad = 0;
            for (i += 1; i < n && !bad; i++) {{
                last = next;
                next = (double)*(const {t}*)(as + i * step);
                bad = up ? last > next : last < next;
            }}
            if (bad) {{
                Py_DECREF(tl_w);
                PyErr_SetString(PyExc_ValueError, "bins must be monotonically increasing or decreasing");
                {fail}
            }}
            if (!up) {{ tl_down = 1; as += (n - 1) * step; step = -step; }}
        }}
    }}"""


def _search(op_name, a, v, side, digitize):
    a, v = as_tensor(a), as_tensor(v)
    common = np.result_type(np.dtype(a.type.dtype), np.dtype(v.type.dtype)).name
    if np.dtype(common).kind not in "biuf":
        raise TypeError(f"{op_name}: unsupported dtype {common}")
    if a.type.ndim != 1:
        raise ValueError(f"{op_name}: {'bins' if digitize else 'a'} must be 1-d, not of rank {a.type.ndim}")
    a = a if a.type.dtype == common else cast(a, common)
    v = v if v.type.dtype == common else cast(v, common)
    return SearchSorted(side, digitize)(a, v)


def searchsorted(a, v, side="left", sorter=None):
    """numpy.searchsorted on a sorted 1-d `a` (NaN last, as NumPy sorts): int64 indices of v's
    shape, `side` "left" or "right"; a and v compared in their common dtype."""
    if side not in ("left", "right"):
        raise ValueError(f"searchsorted: side must be 'left' or 'right', not {side!r}")
    if sorter is not None:
        raise TypeError("searchsorted: sorter is not supported (sort a first)")
    return _search("searchsorted", a, v, side, False)


def digitize(x, bins, right=False):
    """numpy.digitize: the index of the bin of each x (int64), `bins` 1-d and increasing or
    decreasing (checked when the function runs, NumPy's ValueError otherwise); `right` puts
    values equal to an edge in the bin below it."""
    return _search("digitize", bins, x, "left" if right else "right", True)


class Interp(_Copy):
    """numpy.interp in float64: for each x, the last i with xp[i] <= x (binary search), then
    fp[i] where x equals xp[i] or xp's last, `left` (default fp[0]) below xp[0], `right`
    (default fp's last) above xp's last, NaN for NaN, and elsewhere NumPy's formula: slope (fp[i
    + 1] - fp[i]) / (xp[i + 1] - xp[i]) times x - xp[i], plus fp[i]; where that is NaN, from
    the right end, and fp[i] where both ends are equal. x goes through a C-contiguous work array
    (the copy kernel); xp and fp are read through their strides."""

    __props__ = ("left", "right")

    def __init__(self, left=None, right=None):
        self.left = None if left is None else float(left)
        self.right = None if right is None else float(right)

    def __str__(self):
        return "interp"

    def make_node(self, x, xp, fp):
        x, xp, fp = (as_tensor(v) for v in (x, xp, fp))
        if any(v.type.dtype != "float64" for v in (x, xp, fp)):
            raise TypeError("interp: x, xp and fp must be float64 (the function converts them)")
        if xp.type.ndim != 1 or fp.type.ndim != 1:
            raise ValueError("interp: xp and fp must be 1-d")
        return Apply(self, [x, xp, fp], [TensorType("float64", shape=x.type.shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x, xp, fp), (z,), fail = inputs, outputs, sub["fail"]
        nd = node.inputs[0].type.ndim
        left = "FP(0)" if self.left is None else so.literal(self.left, np.dtype("float64"))
        right = "FP(n - 1)" if self.right is None else so.literal(self.right, np.dtype("float64"))
        return f"""{{ /* {self} */
    npy_intp n = PyArray_DIM({xp}, 0);
    if (n == 0) {{ PyErr_SetString(PyExc_ValueError, "interp: array of sample points is empty"); {fail} }}
    if (PyArray_DIM({fp}, 0) != n) {{ PyErr_SetString(PyExc_ValueError, "interp: fp and xp are not of the same length."); {fail} }}{
            _alloc(z, nd, f"PyArray_DIMS({x})", np.dtype("float64").num, fail)}{work_copy(x, nd, np.dtype("float64").num, fail)}
    const char *xs = PyArray_BYTES({xp}), *fs = PyArray_BYTES({fp});
    npy_intp xstep = PyArray_STRIDE({xp}, 0), fstep = PyArray_STRIDE({fp}, 0), count = PyArray_SIZE({x});
#define XP(i) (*(const double*)(xs + (i) * xstep))
#define FP(i) (*(const double*)(fs + (i) * fstep))
    const double lval = {left}, rval = {right};
    const double* v = (const double*)PyArray_BYTES(tl_w);
    double* out = (double*)PyArray_BYTES({z});
    for (npy_intp k = 0; k < count; k++) {{
        double t = v[k], r;
        if (t != t) r = t;
        else if (t < XP(0)) r = lval;
        else if (t > XP(n - 1)) r = rval;
        else {{ /* i: the first index with t < xp[i], less one */{_bisect("double", "XP(mid)", "!(t < e)")}
            npy_intp i = lo - 1;
            if (i >= n - 1 || XP(i) == t) r = FP(i);
            else {{
                double slope = (FP(i + 1) - FP(i)) / (XP(i + 1) - XP(i));
                r = slope * (t - XP(i)) + FP(i);
                if (r != r) {{
                    r = slope * (t - XP(i + 1)) + FP(i + 1);
                    if (r != r && FP(i) == FP(i + 1)) r = FP(i);
                }}
            }}
        }}
        out[k] = r;
    }}
#undef XP
#undef FP
    Py_DECREF(tl_w);
}}"""


def interp(x, xp, fp, left=None, right=None, period=None):
    """numpy.interp: the piecewise-linear interpolant of (xp, fp) at x, in float64 (xp
    increasing; `left` and `right` numbers fixed when the graph is built)."""
    if period is not None:
        raise TypeError("interp: period is not supported")
    for name, value in (("left", left), ("right", right)):
        if value is not None and (np.ndim(value) != 0 or np.iscomplexobj(value)):
            raise TypeError(f"interp: {name} must be a real number or None, not {value!r}")
    vals = []
    for name, v in (("x", x), ("xp", xp), ("fp", fp)):
        v = as_tensor(v)
        if np.dtype(v.type.dtype).kind not in "biuf":
            raise TypeError(f"interp: {name} must be real (ints, floats or bools), not {v.type.dtype}")
        vals.append(v if v.type.dtype == "float64" else cast(v, "float64"))
    return Interp(left, right)(*vals)

