"""numpy.sort and numpy.argsort along one axis (`Sort`): the input converted into a C-contiguous
array (scalar_ops.convert_kernel), then each lane along the axis sorted by a kernel object
per dtype (ARCHITECTURE.md, "Kernel objects"): a stable merge sort, NaN after every number as
NumPy orders them, so `sort`'s values are NumPy's and `argsort`'s indices are those of NumPy's
`kind="stable"` (its default sort may order equal elements otherwise)."""
from __future__ import annotations

import numpy as np

from ..graph import Apply, Op
from . import scalar_ops as so
from .convert import as_tensor
from .reduce import normalize_axes
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


class Sort(so.KernelCalls, Op):
    """numpy.sort (`arg` False) or numpy.argsort (`arg` True, int64 positions) along `axis`."""

    __props__ = ("axis", "arg")

    def __init__(self, axis, arg=False):
        self.axis, self.arg = int(axis), bool(arg)

    def __str__(self):
        return f"{'argsort' if self.arg else 'sort'}{{axis={self.axis}}}"

    def make_node(self, x):
        x = as_tensor(x)
        if x.type.ndim == 0 or not 0 <= self.axis < x.type.ndim:
            raise ValueError(f"{self}: axis {self.axis} is out of bounds for a tensor of rank {x.type.ndim}")
        return Apply(self, [x], [TensorType("int64" if self.arg else x.type.dtype, shape=x.type.shape)()])

    def kernels(self, node):
        dt = np.dtype(node.inputs[0].type.dtype)
        return [so.convert_kernel(dt, dt), sort_kernel(dt)]

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, a = node.inputs[0].type.ndim, self.axis
        dt = np.dtype(node.inputs[0].type.dtype)
        outer = " * ".join(f"PyArray_DIM({x}, {d})" for d in range(a)) or "1"
        inner = " * ".join(f"PyArray_DIM({x}, {d})" for d in range(a + 1, nd)) or "1"
        copy = f"{so.convert_name(dt, dt)}(PyArray_BYTES({x}), PyArray_STRIDES({x}), PyArray_DIMS({x}), {nd}, PyArray_BYTES(tl_v), PyArray_STRIDES(tl_v));"
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
