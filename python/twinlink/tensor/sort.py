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
from .reduce import normalize_axes, outer_inner
from .shape_ops import _alloc
from .type import TensorType


def sort_name(dt):
    return f"tl_sort_{np.dtype(dt).name}"


def sort_kernel(dt):
    """Sorts each lane of `n` elements along the middle axis of a C-contiguous block of
    `outer` x `n` x `inner` elements of dtype `dt`: in place, or, given `idx` (int64, the
    same layout), writing there each sorted element's position in its lane instead. A
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
            if (idx) {{
                for (npy_intp k = 0; k < n; k++) idx[base + k * inner] = a[k].i;
            }} else {{
                for (npy_intp k = 0; k < n; k++) values[base + k * inner] = a[k].v;
            }}
        }}
    }}
    free(buf);
    return 0;
}}
"""
    return so.Kernel.defining("#include <stdlib.h>\n" + text, [declaration])


class _Lanes(so.KernelCalls, Op):
    """An op on the sorted lanes of its input along `axis`: the conversion kernel copies the
    input into a C-contiguous array (`copy`), the sort kernel sorts its lanes."""

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

    @staticmethod
    def copy(x, nd, dt, dst):
        """C copying the array `x` (rank `nd`, dtype `dt`) into the array `dst` of its shape."""
        return (f"{so.convert_name(dt, dt)}(PyArray_BYTES({x}), PyArray_STRIDES({x}), PyArray_DIMS({x}), {nd}, "
                f"PyArray_BYTES({dst}), PyArray_STRIDES({dst}));")


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
        nd, a = node.inputs[0].type.ndim, self.axis
        dt = np.dtype(node.inputs[0].type.dtype)
        outer, inner = outer_inner(x, nd, a)
        copy = self.copy(x, nd, dt, "tl_v")
        run = f"{sort_name(dt)}({outer}, PyArray_DIM({x}, {a}), {inner}, PyArray_BYTES(tl_v), {'(npy_int64*)PyArray_BYTES(' + z + ')' if self.arg else 'NULL'})"
        nomem = 'PyErr_SetString(PyExc_MemoryError, "sort: no memory for the work space");'
        if not self.arg:
            return f"""{{ /* {self} */{_alloc(z, nd, f"PyArray_DIMS({x})", dt.num, fail)}
    PyArrayObject* tl_v = {z};
    {copy}
    if ({run} < 0) {{ {nomem} {fail} }}
}}"""
        return f"""{{ /* {self} */{_alloc(z, nd, f"PyArray_DIMS({x})", np.dtype(np.int64).num, fail)}
    PyArrayObject* tl_v = (PyArrayObject*)PyArray_EMPTY({nd}, PyArray_DIMS({x}), {dt.num}, 0);
    if (!tl_v) {{ {fail} }}
    {copy}
    int tl_r = {run};
    Py_DECREF(tl_v);
    if (tl_r < 0) {{ {nomem} {fail} }}
}}"""


def _sort(op_name, x, axis, kind, arg):
    x = as_tensor(x)
    if kind not in (None, "quicksort", "mergesort", "heapsort", "stable"):
        raise ValueError(f"{op_name}: sort kind must be one of 'quicksort', 'mergesort', 'heapsort', 'stable', not {kind!r}")
    if axis is not None and (not isinstance(axis, (int, np.integer)) or isinstance(axis, bool)):
        raise TypeError(f"{op_name}: axis must be an int or None, not {axis!r}")
    if axis is None or x.type.ndim == 0:  # the elements in C order, as NumPy's axis=None
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
        outer, inner = outer_inner(x, nd, a)
        nan_last = f" || s[base + (n - 1) * inner] != s[base + (n - 1) * inner]" if dt.kind == "f" else ""
        return f"""{{ /* {self} */
    npy_intp tl_od[NPY_MAXDIMS + 1];
    for (int d = 0, k = 0; d < {nd}; d++) if (d != {a}) tl_od[k++] = PyArray_DIM({x}, d);{_alloc(z, nd - 1, "tl_od", ot.num, fail)}
    PyArrayObject* tl_v = (PyArrayObject*)PyArray_EMPTY({nd}, PyArray_DIMS({x}), {dt.num}, 0);
    if (!tl_v) {{ {fail} }}
    {self.copy(x, nd, dt, "tl_v")}
    npy_intp n = PyArray_DIM({x}, {a}), outer = {outer}, inner = {inner};
    if ({sort_name(dt)}(outer, n, inner, PyArray_BYTES(tl_v), NULL) < 0) {{
        Py_DECREF(tl_v);
        PyErr_SetString(PyExc_MemoryError, "median: no memory for the work space");
        {fail}
    }}
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
    if axis is not None and (not isinstance(axis, (int, np.integer)) or isinstance(axis, bool)):
        raise TypeError(f"median: axis must be an int or None, not {axis!r}")
    nd = x.type.ndim
    if axis is None or nd == 0:
        out = Median(0)(x.reshape(-1))
        return out.reshape((1,) * nd) if keepdims else out
    axis = normalize_axes("median", axis, nd)[0]
    out = Median(axis)(x)
    if not keepdims:
        return out
    return out.dimshuffle(*[("x" if d == axis else d - (d > axis)) for d in range(nd)])
