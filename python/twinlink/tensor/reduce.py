"""Reductions — sum, prod, max, min, mean, argmax, argmin, any, all — over an int axis, a
tuple of axes or all of them, with keepdims, and the running sums and products (cumsum,
cumprod: `Cumulative`). Output dtypes are NumPy's. The generated C makes
the output and calls a kernel of reduce.c (a kernel object per kind and element type,
ARCHITECTURE.md "Kernel objects"), which walks the outer axes in C order and hands the
innermost axis to its row kernel when that axis is reduced, otherwise to its block kernel (a
block of rows whose columns are outputs). reduce.c defines the orders (NumPy's pairwise sum
along a row, row by row down rows), so results depend on the shape and the axes, never on the
layout or the target. max/min propagate NaN and argmax/argmin return the first occurrence, as
NumPy; any/all fold in a kernel of their own (`fold_kernel`)."""
from __future__ import annotations

import os

import numpy as np

from ..graph import Apply, Op
from . import scalar_ops as so
from .convert import as_tensor
from .elemwise import ELEMWISE_TEXT, SHAPE_TEXT, cast
from .shape_ops import _alloc, outer_inner
from .type import TensorType
from .variable import register_operation

KINDS = ("sum", "prod", "max", "min", "mean", "argmax", "argmin", "any", "all")
_NUMPY = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min, "mean": np.mean,
          "argmax": np.argmax, "argmin": np.argmin, "any": np.any, "all": np.all}
_NAMES = {"max": "maximum", "min": "minimum"}


def normalize_axes(op_name, axis, ndim, sort=True):
    """`axis` (None, an int or a sequence) as non-negative axes of a rank-`ndim` tensor, checked;
    sorted unless `sort` is False (then in the order given)."""
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, (int, np.integer)) else tuple(axis)
    out = []
    for a in axes:
        if not isinstance(a, (int, np.integer)) or isinstance(a, bool):
            raise TypeError(f"{op_name}: axis must be an int, a tuple of ints or None, not {a!r}")
        if not -ndim <= a < ndim:
            raise ValueError(f"{op_name}: axis {a} is out of bounds for a tensor of rank {ndim}")
        a = int(a) % ndim if ndim else 0
        if a in out:
            raise ValueError(f"{op_name}: axis {a} is repeated")
        out.append(a)
    return tuple(sorted(out)) if sort else tuple(out)


class Reduce(so.KernelCalls, Op):
    """One reduction `kind` over `axes` of its input."""

    __props__ = ("kind", "axes", "keepdims", "all_axes", "allow_empty")

    def __init__(self, kind, axes, keepdims=False, all_axes=False, allow_empty=False):
        """`allow_empty`: max and min of no element give their starting point (the dtype's
        lowest or highest value, -inf or inf for floats) instead of NumPy's ValueError (`max`
        and `min` with `initial`)."""
        if kind not in KINDS:
            raise ValueError(f"unknown reduction {kind!r} (one of {', '.join(KINDS)})")
        self.kind, self.axes, self.keepdims, self.all_axes = kind, tuple(axes), bool(keepdims), all_axes
        self.allow_empty = bool(allow_empty)

    def __str__(self):
        axis = "None" if self.all_axes else (self.axes[0] if len(self.axes) == 1 else self.axes)
        return f"{self.kind}{{axis={axis}{', keepdims' if self.keepdims else ''}}}"

    def make_node(self, x):
        t = x.type
        if self.kind in ("argmax", "argmin") and len(self.axes) > 1 and not self.all_axes:
            raise ValueError(f"{self}: argmax/argmin take one axis or None, not a tuple")
        probe = np.zeros((1,) * t.ndim, dtype=t.dtype)
        axis = None if self.all_axes else self.axes
        if self.kind in ("argmax", "argmin") and axis is not None:
            axis = axis[0]
        try:
            out = np.asarray(_NUMPY[self.kind](probe, axis=axis)).dtype
        except TypeError as e:
            raise TypeError(f"{self}: {e}") from None
        if out.name not in so.C_TYPES:
            out = np.dtype(np.int64) if out.kind in "iu" else np.dtype(np.float64)
        shape = []
        for d, n in enumerate(t.shape):
            if d in self.axes:
                if self.keepdims:
                    shape.append(1)
            else:
                shape.append(n)
        return Apply(self, [x], [TensorType(out, shape=tuple(shape))()])

    def kernels(self, node):
        idt, odt = (np.dtype(v.type.dtype) for v in (node.inputs[0], node.outputs[0]))
        if self.kind in ("any", "all"):
            return [fold_kernel(self.kind, idt)]
        ndim = node.inputs[0].type.ndim
        rows = ndim == 0 or ndim - 1 in self.axes  # the innermost axis is reduced
        return [reduce_kernel(self.kind, idt, _acc_dtype(self.kind, idt, odt), rows)]

    def c_support_code(self, **kw):
        # Deduplicated by text (ELEMWISE_TEXT also comes with every Elemwise node).
        return [SHAPE_TEXT, ELEMWISE_TEXT, REDUCE_TEXT]

    def c_code_cache_version(self):
        return (6,)

    def c_code(self, node, name, inputs, outputs, sub):
        return reduce_c(self, node, inputs[0], outputs[0], sub["fail"])


def _acc_dtype(kind, idt, odt):
    """The accumulator's dtype: the input's for max/min/arg*, bool for any/all, else the output's."""
    if kind in ("max", "min", "argmax", "argmin"):
        return idt
    return np.dtype(bool) if kind in ("any", "all") else odt


def reduce_c(op, node, x, z, fail):
    if op.kind in ("any", "all"):
        return _fold_c(op, node, x, z, fail)
    # A kernel kind: the output (REDUCE_TEXT), then the kernel's whole reduction (reduce.c).
    itype, otype = node.inputs[0].type, node.outputs[0].type
    idt = np.dtype(itype.dtype)
    name = kernel_name(op.kind, idt, _acc_dtype(op.kind, idt, np.dtype(otype.dtype)), itype.ndim == 0 or itype.ndim - 1 in op.axes)
    mask = f"{sum(1 << d for d in op.axes)}ULL"
    empty = "NULL"
    if op.kind in ("max", "min", "argmax", "argmin") and not (op.allow_empty and op.kind in ("max", "min")):
        empty = (f'"zero-size array to reduction operation {_NAMES[op.kind]} which has no identity"' if op.kind in ("max", "min")
                 else f'"attempt to get {op.kind} of an empty sequence"')
    return "\n".join([
        f"/* {op} */",
        f"if (tl_reduce_output(&{z}, {x}, {mask}, {int(op.keepdims)}, {np.dtype(otype.dtype).num}, {empty}) < 0",
        f"    || tl_red_{name}_nd(PyArray_NDIM({x}), PyArray_DIMS({x}), PyArray_STRIDES({x}), PyArray_BYTES({x}), {mask}, "
        f"{int(op.kind == 'mean')}, PyArray_DATA({z})) < 0) {{",
        "    if (!PyErr_Occurred()) PyErr_NoMemory();",
        f"    {fail}",
        "}"])


REDUCE_TEXT = r"""
/* A reduction's output *z: x's shape without the axes whose bits are set in `reduced` (kept as
   length 1 with keepdims), reused as tl_elemwise_output does; -1 with the error set when that
   fails, or with ValueError(empty) when `empty` is given and no element is reduced. */
static int tl_reduce_output(PyArrayObject** z, PyArrayObject* x, unsigned long long reduced, int keepdims, int type,
                            const char* empty) {
    npy_intp od[NPY_MAXDIMS], count = 1;
    int ond = 0;
    for (int d = 0; d < PyArray_NDIM(x); d++) {
        if (reduced >> d & 1) {
            count *= PyArray_DIM(x, d);
            if (keepdims) od[ond++] = 1;
        } else {
            od[ond++] = PyArray_DIM(x, d);
        }
    }
    if (empty && count == 0) {
        PyErr_SetString(PyExc_ValueError, empty);
        return -1;
    }
    return tl_elemwise_output(z, ond, od, type);
}
"""


def _fold_c(op, node, x, z, fail):
    """any/all: a flag per output (a buffer) that the fold kernel (`fold_kernel`) sets or clears
    element by element."""
    itype, otype = node.inputs[0].type, node.outputs[0].type
    n = itype.ndim
    odt = np.dtype(otype.dtype)
    oc, ac = so.c_type(odt), so.c_type(np.dtype(bool))
    c = [f"/* {op} */", "{",
         f"    PyArrayObject* tl_x = {x};",
         f"    if (tl_reduce_output(&{z}, tl_x, {sum(1 << d for d in op.axes)}ULL, {int(op.keepdims)}, {odt.num}, NULL) < 0) {{ {fail} }}",
         f"    npy_intp tl_on = PyArray_SIZE({z});",
         f"    {ac}* tl_acc = ({ac}*)PyMem_Malloc((size_t)(tl_on > 0 ? tl_on : 1) * sizeof({ac}));",
         f"    if (!tl_acc) {{ PyErr_NoMemory(); {fail} }}",
         f"    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = {int(op.kind == 'all')};",
         # Strides of the flags per input axis (0 on reduced axes), in bytes: a flag is one.
         f"    npy_intp tl_as[{max(n, 1)}];",
         "    { npy_intp step = 1;"]
    for d in reversed(range(n)):
        c.append(f"      tl_as[{d}] = 0;" if d in op.axes else f"      tl_as[{d}] = step; step *= PyArray_DIM(tl_x, {d});")
    c.append("      (void)step; }")
    c.append(f"    {fold_name(op.kind, np.dtype(itype.dtype))}(PyArray_BYTES(tl_x), PyArray_STRIDES(tl_x), PyArray_DIMS(tl_x), {n}, "
             "(char*)tl_acc, tl_as);")
    c.append(f"    for (npy_intp i = 0; i < tl_on; i++) (({oc}*)PyArray_DATA({z}))[i] = tl_acc[i];")
    c.append("    PyMem_Free(tl_acc);")
    c.append("}")
    return "\n".join(c)


def fold_name(kind, idt):
    return f"tl_fold_{kind}_{_SHORT[idt.name]}"


def fold_kernel(kind, idt):
    """any/all over `idt` as a kernel object (ARCHITECTURE.md, "Kernel objects"): the input's
    rows of its last axis (scalar_ops.paired_rows) folded into the flags at dst (byte strides
    ds per input axis, 0 on the reduced ones; a flag is one byte) by || (any) or && (all) of
    each element's truth. Its text is fixed by its name, so every such reduction links one
    object."""
    ic = so.c_type(idt)
    v = so.convert(f"(*(const {ic}*)(p + i * s))", idt, np.dtype(bool))
    op = "||" if kind == "any" else "&&"
    declaration = (f"void {fold_name(kind, idt)}(const char* src, const npy_intp* ss, const npy_intp* dims, int nd, "
                   "char* dst, const npy_intp* ds)")
    row = (f"        if (t == 0) {{\n"
           f"            npy_bool f = *(npy_bool*)q;\n"
           f"            for (npy_intp i = 0; i < n; i++) f = f {op} ({v});\n"
           f"            *(npy_bool*)q = f;\n"
           f"        }} else\n"
           f"            for (npy_intp i = 0; i < n; i++) q[i * t] = q[i * t] {op} ({v});")
    text = so.paired_rows(declaration, row)
    return so.Kernel.defining(text, [declaration])


with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "reduce.c")) as _f:
    REDUCE_C = _f.read()
# The walk every instance shares (reduce_walk.c), an object of its own: reduce.c's common part
# (its headers and declarations) and the threads' support before it.
_COMMON_END = "#endif /* TL_RED_COMMON */\n"
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "reduce_walk.c")) as _f:
    REDUCE_WALK_TEXT = (REDUCE_C[REDUCE_C.index("#ifndef TL_RED_COMMON"):REDUCE_C.index(_COMMON_END) + len(_COMMON_END)]
                        + so.PARALLEL_SUPPORT + _f.read())

# reduce.c's element types: C standard types (the kernels use no NumPy header).
_KERNEL_TYPES = {"bool": "unsigned char", "int8": "int8_t", "int16": "int16_t", "int32": "int32_t", "int64": "int64_t",
                 "uint8": "uint8_t", "uint16": "uint16_t", "uint32": "uint32_t", "uint64": "uint64_t",
                 "float32": "float", "float64": "double"}
_SHORT = {"bool": "b", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64", "uint8": "u8", "uint16": "u16",
          "uint32": "u32", "uint64": "u64", "float32": "f32", "float64": "f64"}
_KERNEL_KIND = {"sum": "SUM", "mean": "SUM", "prod": "PROD", "max": "MAX", "min": "MIN", "argmax": "ARGMAX",
                "argmin": "ARGMIN"}


def kernel_name(kind, idt, acc_dt, rows):
    """The name of reduce.c's instance for `kind` over `idt` accumulating in `acc_dt`, its row
    kernel (`rows`) or its block kernel."""
    family = _KERNEL_KIND[kind].lower()
    types = f"{_SHORT[idt.name]}_{_SHORT[acc_dt.name]}" if family in ("sum", "prod") else _SHORT[idt.name]
    return f"{'row' if rows else 'cols'}_{family}_{types}"


def reduce_kernel(kind, idt, acc_dt, rows):
    """reduce.c instantiated for one kind, element type and kernel (`rows`: the row kernel, else
    the block kernel), as a kernel object (ARCHITECTURE.md, "Kernel objects") defining
    tl_red_<name>: its text is fixed by the name, so every reduction of that kind and type, in
    any graph, links one object."""
    name = kernel_name(kind, idt, acc_dt, rows)
    wide = f"uint{max(32, acc_dt.itemsize * 8)}_t" if acc_dt.kind in "iub" else _KERNEL_TYPES[acc_dt.name]
    start = {"SUM": "0", "PROD": "1"}.get(_KERNEL_KIND[kind]) or _extreme(acc_dt, kind in ("min", "argmin"))
    text = (f"#define TL_RED_NAME {name}\n#define TL_RED_ROWS {int(rows)}\n#define TL_RED_KIND TL_RED_{_KERNEL_KIND[kind]}\n"
            f"#define TL_RED_START {start}\n"
            f"#define TL_RED_T {_KERNEL_TYPES[idt.name]}\n#define TL_RED_A {_KERNEL_TYPES[acc_dt.name]}\n"
            f"#define TL_RED_U {wide}\n#define TL_RED_I int{idt.itemsize * 8}_t\n#define TL_RED_FLOAT {int(idt.kind == 'f')}\n"
            f"{so.PARALLEL_SUPPORT}{REDUCE_C}")
    # Declared with the module's names for the same widths (NumPy's headers, not stddef.h).
    t = so.c_type(idt)
    if kind in ("argmax", "argmin"):
        acc = f"{t}* best, npy_int64* at, npy_int64 base, npy_int64 step"
    else:
        acc = f"{t if kind in ('max', 'min') else so.c_type(acc_dt)}* acc"
    shape = "npy_intp n, npy_intp s" if rows else "npy_intp rows, npy_intp rs, npy_intp n, npy_intp s"
    return so.Kernel.defining(text, [f"void tl_red_{name}(const char* p, {shape}, {acc})",
                                     f"int tl_red_{name}_nd(int n, const npy_intp* dims, const npy_intp* strides, "
                                     "const char* data, npy_uint64 reduced, int mean, void* out)"],
                              shared=[REDUCE_WALK_TEXT])


def _extreme(dt, highest):
    """C literal of the largest (or smallest) value of `dt`: max/min's starting point."""
    dt = np.dtype(dt)
    if dt.kind == "f":
        return "INFINITY" if highest else "-INFINITY"
    if dt.kind == "b":
        return "1" if highest else "0"
    info = np.iinfo(dt)
    return so.literal(info.max if highest else info.min, dt)


def reduce(kind, x, axis=None, keepdims=False, allow_empty=False):
    x = as_tensor(x)
    axes = normalize_axes(kind, axis, x.type.ndim)
    return Reduce(kind, axes, keepdims, all_axes=axis is None, allow_empty=allow_empty)(x)


register_operation("reduce", reduce)


class BinCount(Op):
    """numpy.bincount: the number of times each value 0, 1, ... occurs in the int64 vector x
    (int64), or with weights (float64, `weighted`) the sum of the weights of its occurrences,
    added in x's order as NumPy adds them; at least `minlength` long. A negative value, or
    weights of another length, raise NumPy's ValueError."""

    __props__ = ("minlength", "weighted")

    def __init__(self, minlength=0, weighted=False):
        self.minlength, self.weighted = int(minlength), bool(weighted)

    def __str__(self):
        return f"bincount{{minlength={self.minlength}{', weighted' if self.weighted else ''}}}"

    def c_code_cache_version(self):
        return (1,)

    def make_node(self, x, *weights):
        x = as_tensor(x)
        if x.type.ndim != 1 or x.type.dtype != "int64":
            raise TypeError(f"{self}: x must be an int64 vector")
        ins = [x]
        if self.weighted:
            (w,) = weights
            w = as_tensor(w)
            if w.type.ndim != 1 or w.type.dtype != "float64":
                raise TypeError(f"{self}: weights must be a float64 vector")
            ins.append(w)
        out = "float64" if self.weighted else "int64"
        return Apply(self, ins, [TensorType(out, shape=(None,))()])

    def c_code(self, node, name, inputs, outputs, sub):
        x, (z,), fail = inputs[0], outputs, sub["fail"]
        ot = np.dtype(node.outputs[0].type.dtype)
        w = inputs[1] if self.weighted else None
        same = (f"""
    if (PyArray_DIM({w}, 0) != n) {{ PyErr_SetString(PyExc_ValueError, "The weights and list don't have the same length."); {fail} }}"""
                if w else "")
        add = f"*(const double*)(PyArray_BYTES({w}) + i * PyArray_STRIDE({w}, 0))" if w else "1"
        return f"""{{ /* {self} */
    npy_intp n = PyArray_DIM({x}, 0), step = PyArray_STRIDE({x}, 0);
    const char* xs = PyArray_BYTES({x});{same}
    npy_int64 top = -1;
    for (npy_intp i = 0; i < n; i++) {{
        npy_int64 v = *(const npy_int64*)(xs + i * step);
        if (v < 0) {{ PyErr_SetString(PyExc_ValueError, "'list' argument must have no negative elements"); {fail} }}
        if (v > top) top = v;
    }}
    if (top >= (npy_int64)NPY_MAX_INTP) {{ PyErr_SetString(PyExc_MemoryError, "{self}: the counts would not fit in memory"); {fail} }}
    npy_intp tl_len[1] = {{(npy_intp)(top + 1) > {self.minlength} ? (npy_intp)(top + 1) : {self.minlength}}};{
            _alloc(z, 1, "tl_len", ot.num, fail)}
    {so.c_type(ot)}* out = ({so.c_type(ot)}*)PyArray_BYTES({z});
    for (npy_intp k = 0; k < tl_len[0]; k++) out[k] = 0;
    for (npy_intp i = 0; i < n; i++) out[*(const npy_int64*)(xs + i * step)] += {add};
}}"""


def bincount(x, weights=None, minlength=0):
    """numpy.bincount of a 1-d array of non-negative ints (cast to int64 as NumPy casts them:
    only safely), with optional `weights` (as float64)."""
    x = as_tensor(x)
    if x.type.ndim != 1:
        raise ValueError(f"bincount: x must be 1-d, not of rank {x.type.ndim}")
    dt = np.dtype(x.type.dtype)
    if not np.can_cast(dt, np.int64, "safe"):
        raise TypeError(f"bincount: cannot cast array data from {dt} to int64 according to the rule 'safe'")
    if not isinstance(minlength, (int, np.integer)) or isinstance(minlength, bool) or minlength < 0:
        raise ValueError(f"bincount: minlength must be a non-negative int, not {minlength!r}")
    x = x if dt == np.int64 else cast(x, "int64")
    if weights is None:
        return BinCount(minlength)(x)
    w = as_tensor(weights)
    if w.type.ndim != 1:
        raise ValueError(f"bincount: weights must be 1-d, not of rank {w.type.ndim}")
    if np.dtype(w.type.dtype).kind not in "biuf":
        raise TypeError(f"bincount: weights must be real, not {w.type.dtype}")
    w = w if w.type.dtype == "float64" else cast(w, "float64")
    return BinCount(minlength, True)(x, w)


# -- cumulative sums and products ----------------------------------------------------------------
def cumulative_name(kind, dt):
    return f"tl_cum{kind}_{dt.name}"


def cumulative_kernel(kind, dt):
    """The in-place running sum or product along the middle axis of a C-contiguous block of
    `outer` x `n` x `inner` elements of dtype `dt`, element by element in order along it, as
    NumPy's add.accumulate and multiply.accumulate (so the same bits): a kernel object per kind
    and dtype (ARCHITECTURE.md, "Kernel objects"); rows of `inner` elements vectorise."""
    t = so.c_type(dt)
    declaration = f"void {cumulative_name(kind, dt)}(npy_intp outer, npy_intp n, npy_intp inner, char* data)"
    step = so.OPS["add" if kind == "sum" else "mul"].c(("q[j]", "r[j]"), dt)
    text = f"""TL_TARGET {declaration} {{
    for (npy_intp o = 0; o < outer; o++) {{
        {t}* block = ({t}*)data + o * n * inner;
        for (npy_intp i = 1; i < n; i++) {{
            {t}* r = block + i * inner;
            const {t}* q = r - inner;
            for (npy_intp j = 0; j < inner; j++) r[j] = {step};
        }}
    }}
}}
"""
    return so.Kernel.defining(text, [declaration])


def check_axis(op_name, axis):
    """TypeError unless `axis` is an int or None (the ops along one axis)."""
    if axis is not None and (not isinstance(axis, (int, np.integer)) or isinstance(axis, bool)):
        raise TypeError(f"{op_name}: axis must be an int or None, not {axis!r}")


class Cumulative(so.KernelCalls, Op):
    """numpy.cumsum (`kind` "sum") or numpy.cumprod ("prod") along `axis`, in NumPy's output
    dtype: the input converted into a C-contiguous output (`scalar_ops.convert_kernel`), then
    the running sum or product in place (`cumulative_kernel`)."""

    __props__ = ("kind", "axis")

    def __init__(self, kind, axis):
        if kind not in ("sum", "prod"):
            raise ValueError(f"unknown cumulative kind {kind!r} (sum or prod)")
        self.kind, self.axis = kind, int(axis)

    def __str__(self):
        return f"cum{self.kind}{{axis={self.axis}}}"

    def make_node(self, x):
        x = as_tensor(x)
        if not 0 <= self.axis < max(x.type.ndim, 1) or x.type.ndim == 0:
            raise ValueError(f"{self}: axis {self.axis} is out of bounds for a tensor of rank {x.type.ndim}")
        probe = np.zeros((1,) * x.type.ndim, dtype=x.type.dtype)
        out = (np.cumsum if self.kind == "sum" else np.cumprod)(probe, axis=self.axis).dtype
        return Apply(self, [x], [TensorType(out, shape=x.type.shape)()])

    def kernels(self, node):
        idt, odt = (np.dtype(v.type.dtype) for v in (node.inputs[0], node.outputs[0]))
        return [so.convert_kernel(idt, odt), cumulative_kernel(self.kind, odt)]

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, a = node.inputs[0].type.ndim, self.axis
        idt, odt = (np.dtype(v.type.dtype) for v in (node.inputs[0], node.outputs[0]))
        outer, inner = outer_inner(x, nd, a)
        return f"""{{ /* {self} */{_alloc(z, nd, f"PyArray_DIMS({x})", odt.num, fail)}
    {so.convert_name(idt, odt)}(PyArray_BYTES({x}), PyArray_STRIDES({x}), PyArray_DIMS({x}), {nd}, PyArray_BYTES({z}), PyArray_STRIDES({z}));
    {cumulative_name(self.kind, odt)}({outer}, PyArray_DIM({x}, {a}), {inner}, PyArray_BYTES({z}));
}}"""


def cumulative(kind, x, axis=None):
    """numpy.cumsum / numpy.cumprod: over `axis`, or over the elements in C order when None."""
    x = as_tensor(x)
    check_axis(f"cum{kind}", axis)
    if axis is None or x.type.ndim == 0:  # a 0-d tensor runs as one element, as in NumPy
        x, axis = x.reshape(-1), 0 if axis is None else axis
    return Cumulative(kind, normalize_axes(f"cum{kind}", axis, x.type.ndim)[0])(x)


register_operation("cumulative", cumulative)
