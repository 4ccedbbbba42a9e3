"""numpy.sort and numpy.argsort along one axis (`Sort`), and numpy.median (`Median`, from the
sorted lanes): the input converted into a C-contiguous array (scalar_ops.convert_kernel), then
each lane along the axis sorted by a kernel object per dtype (ARCHITECTURE.md, "Kernel
objects"): a stable merge sort, NaN after every number as NumPy orders them, so `sort`'s
values are NumPy's and `argsort`'s indices are those of NumPy's `kind="stable"` (its default
sort may order equal elements otherwise)."""
from __future__ import annotations

import numpy as np

from ..graph import Apply, Op
from . import scalar_ops as so
from .convert import as_tensor
from .reduce import check_axis, normalize_axes, outer_inner
from .shape_ops import _alloc
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
    NaN or no element."""

    __props__ = ("axis",)

    def __init__(self, axis):
        self.axis = int(axis)

    def __str__(self):
        return f"median{{axis={self.axis}}}"

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
        nan_last = f" || s[base + (n - 1) * inner] != s[base + (n - 1) * inner]" if dt.kind == "f" else ""
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
            if (n > 0) {{
                {o} lo = ({o})0 + ({o})s[base + (n - 1) / 2 * inner], hi = ({o})s[base + n / 2 * inner];
                r = (n % 2) ? lo : (lo + hi) / 2;
                if (0{nan_last}) r = ({o})NAN;
            }}
            out[q * inner + j] = r;
        }}
    Py_DECREF(tl_v);
}}"""


def median(x, axis=None, keepdims=False):
    """numpy.median over `axis` (an int, or None for every element)."""
    x = as_tensor(x)
    check_axis("median", axis)
    nd = x.type.ndim
    if axis is None:
        out = Median(0)(x.reshape(-1))
        return out.reshape((1,) * nd) if keepdims else out
    axis = normalize_axes("median", axis, nd)[0]
    out = Median(axis)(x)
    if not keepdims:
        return out
    return out.dimshuffle(*[("x" if d == axis else d - (d > axis)) for d in range(nd)])
