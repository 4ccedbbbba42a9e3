"""Reductions — sum, prod, max, min, mean, argmax, argmin, any, all — over an int axis, a
tuple of axes or all of them, with keepdims. Output dtypes are NumPy's. The C walks the input
in logical C order and accumulates into the output (so reducing an outer axis of a
C-contiguous array reads memory in order); max/min propagate NaN and argmax/argmin return
the first occurrence, as NumPy."""
from __future__ import annotations

import re

import numpy as np

from ..graph import Apply, Op
from . import scalar_ops as so
from .convert import as_tensor
from .type import TensorType
from .variable import register_operation

KINDS = ("sum", "prod", "max", "min", "mean", "argmax", "argmin", "any", "all")
_NUMPY = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min, "mean": np.mean,
          "argmax": np.argmax, "argmin": np.argmin, "any": np.any, "all": np.all}
_NAMES = {"max": "maximum", "min": "minimum"}


def normalize_axes(op_name, axis, ndim):
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
    return tuple(sorted(out))


class Reduce(Op):
    """One reduction `kind` over `axes` of its input."""

    __props__ = ("kind", "axes", "keepdims", "all_axes")

    def __init__(self, kind, axes, keepdims=False, all_axes=False):
        if kind not in KINDS:
            raise ValueError(f"unknown reduction {kind!r} (one of {', '.join(KINDS)})")
        self.kind, self.axes, self.keepdims, self.all_axes = kind, tuple(axes), bool(keepdims), all_axes

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

    def c_code_cache_version(self):
        return (3,)

    def c_support_code_apply(self, node, name):
        return reduce_c(self, node, "x", "z", "")[1].prototype

    def c_kernels(self, node, name):
        return [reduce_c(self, node, "x", "z", "")[1].text]

    def c_glue_only(self, node):
        return True

    def c_code(self, node, name, inputs, outputs, sub):
        return reduce_c(self, node, inputs[0], outputs[0], sub["fail"])[0]


def reduce_c(op, node, x, z, fail):
    """(the node's C, the kernel it calls)."""
    itype = node.inputs[0].type
    otype = node.outputs[0].type
    n, kind = itype.ndim, op.kind
    idt, odt = np.dtype(itype.dtype), np.dtype(otype.dtype)
    ic, oc = so.c_type(idt), so.c_type(odt)
    red = [d in op.axes for d in range(n)]
    arg = kind in ("argmax", "argmin")
    # Accumulator type: the output's, or the input's for max/min/arg*.
    acc_dt = idt if kind in ("max", "min", "argmax", "argmin") else (np.dtype(bool) if kind in ("any", "all") else odt)
    ac = so.c_type(acc_dt)
    c = [f"/* {op} */", "{"]
    c.append(f"    PyArrayObject* tl_x = {x};")
    c.append(f"    npy_intp tl_od[{max(n, 1)}]; int tl_ond = 0; npy_intp tl_count = 1;")
    for d in range(n):
        if red[d]:
            c.append(f"    tl_count *= PyArray_DIM(tl_x, {d});")
            if op.keepdims:
                c.append("    tl_od[tl_ond++] = 1;")
        else:
            c.append(f"    tl_od[tl_ond++] = PyArray_DIM(tl_x, {d});")
    if kind in ("max", "min", "argmax", "argmin"):
        msg = (f"zero-size array to reduction operation {_NAMES[kind]} which has no identity" if kind in ("max", "min")
               else f"attempt to get {kind} of an empty sequence")
        c.append(f'    if (tl_count == 0) {{ PyErr_SetString(PyExc_ValueError, "{msg}"); {fail} }}')
    # The output (C-contiguous), reused when its shape matches.
    c.append(f"    int tl_reuse = {z} && PyArray_NDIM({z}) == tl_ond && PyArray_TYPE({z}) == {odt.num} && PyArray_IS_C_CONTIGUOUS({z}) && PyArray_ISWRITEABLE({z});")
    c.append(f"    for (int d = 0; d < tl_ond && tl_reuse; d++) tl_reuse = PyArray_DIM({z}, d) == tl_od[d];")
    c.append(f"    if (!tl_reuse) {{ Py_XDECREF({z}); {z} = (PyArrayObject*)PyArray_EMPTY(tl_ond, tl_od, {odt.num}, 0); if (!{z}) {{ {fail} }} }}")
    c.append(f"    npy_intp tl_on = PyArray_SIZE({z});")
    # Accumulators: the output itself, or a buffer (arg*: best values; any/all: flags).
    if acc_dt == odt and not arg:
        c.append(f"    {ac}* tl_acc = ({ac}*)PyArray_DATA({z});")
    else:
        c.append(f"    {ac}* tl_acc = ({ac}*)PyMem_Malloc((size_t)(tl_on > 0 ? tl_on : 1) * sizeof({ac}));")
        c.append(f"    if (!tl_acc) {{ PyErr_NoMemory(); {fail} }}")
    if arg:
        c.append(f"    npy_int64* tl_best = (npy_int64*)PyArray_DATA({z});")
    k_start = len(c)
    init = {
        "sum": "0", "mean": "0", "prod": "1", "any": "0", "all": "1",
        "max": _extreme(acc_dt, False), "argmax": _extreme(acc_dt, False),
        "min": _extreme(acc_dt, True), "argmin": _extreme(acc_dt, True),
    }[kind]
    c.append(f"    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = {init};")
    if arg:
        c.append("    for (npy_intp i = 0; i < tl_on; i++) tl_best[i] = 0;")
    # Element strides of the accumulator per input axis (0 on reduced axes), and of the reduced
    # index (C order within the reduced axes) for arg*.
    c.append(f"    npy_intp tl_as[{max(n, 1)}], tl_rs[{max(n, 1)}];")
    c.append("    { npy_intp step = 1, rstep = 1;")
    for d in reversed(range(n)):
        if red[d]:
            c.append(f"      tl_as[{d}] = 0; tl_rs[{d}] = rstep; rstep *= PyArray_DIM(tl_x, {d});")
        else:
            c.append(f"      tl_as[{d}] = step; tl_rs[{d}] = 0; step *= PyArray_DIM(tl_x, {d});")
    c.append("      (void)rstep; (void)step; }")
    c.append("    if (PyArray_SIZE(tl_x) > 0) {")
    c.append(f"        npy_intp tl_idx[{max(n, 1)}] = {{0}};")
    last = n - 1
    inner_n = f"PyArray_DIM(tl_x, {last})" if n else "1"
    inner_s = f"PyArray_STRIDE(tl_x, {last})" if n else "0"
    c.append("        for (;;) {")
    c.append("            const char* tl_p = PyArray_BYTES(tl_x);")
    c.append("            npy_intp tl_o = 0, tl_r = 0;")
    c.append(f"            for (int d = 0; d + 1 < {n}; d++) {{ tl_p += tl_idx[d] * PyArray_STRIDE(tl_x, d); tl_o += tl_idx[d] * tl_as[d]; tl_r += tl_idx[d] * tl_rs[d]; }}")
    c.append(f"            const npy_intp tl_in = {inner_n}, tl_is = {inner_s};")
    x_val = f"(*(const {ic}*)(tl_p + i * tl_is))"
    last_reduced = n == 0 or red[last]
    step_r = f"tl_rs[{last}]" if n else "0"
    if last_reduced and kind in ("max", "min"):
        # Four running extremes over interleaved elements break the compare-select chain (the
        # loop is latency-bound otherwise, 3x slower on wasm), then fold in a fixed order: the
        # result is the same on every target. max/min are exact, so only which NaN wins
        # among several differs from a single running extreme.
        def fold(k, value, vdt, indent):
            """Folds `value` (of dtype `vdt`) into running extreme k."""
            return ([f"{indent}{{ {ac}* a = &tl_m[{k}]; const {so.c_type(vdt)} v = {value};"]
                    + [f"{indent}  {line}" for line in _update(kind, vdt, acc_dt, odt, step_r, "tl_o")] + [f"{indent}}}"])
        c.append(f"            {ac} tl_m[4]; tl_m[0] = tl_m[1] = tl_m[2] = tl_m[3] = tl_acc[tl_o];")
        c.append("            npy_intp i = 0;")
        c.append(f"            if (tl_is == (npy_intp)sizeof({ic})) {{")
        c.append("            for (; i + 4 <= tl_in; i += 4) {")
        for k in range(4):
            c += fold(k, f"((const {ic}*)tl_p)[i + {k}]", idt, "                ")
        c.append("            }")
        c.append("            }")
        c.append("            for (; i < tl_in; i++)")
        c += fold(0, x_val, idt, "                ")
        c.append("            for (int k = 1; k < 4; k++)")
        c += fold(0, "tl_m[k]", acc_dt, "                ")
        c.append("            tl_acc[tl_o] = tl_m[0];")
    elif last_reduced:
        # The inner axis folds into one accumulator: keep it in a local, store it once.
        c.append(f"            {ac} tl_local = tl_acc[tl_o]; {ac}* a = &tl_local;")
        c.append("            for (npy_intp i = 0; i < tl_in; i++) {")
        c.append(f"                const {ic} v = {x_val};")
        c += [f"                {line}" for line in _update(kind, idt, acc_dt, odt, step_r, "tl_o")]
        c.append("            }")
        c.append("            tl_acc[tl_o] = tl_local;")
    else:
        # The inner axis is kept: a row update. A unit-stride copy of the loop lets compilers
        # that do not version loops on strides (clang for wasm) vectorise it.
        # (The accumulator's step along a kept inner axis is always 1.)
        update = _update(kind, idt, acc_dt, odt, step_r, "tl_o + i")
        for cond, read in ((f"tl_is == (npy_intp)sizeof({ic})", f"((const {ic}*)tl_p)[i]"), (None, x_val)):
            c.append(f"            if ({cond}) {{" if cond else "            else {")
            c.append("            for (npy_intp i = 0; i < tl_in; i++) {")
            c.append(f"                {ac}* a = &tl_acc[tl_o + i];")
            c.append(f"                const {ic} v = {read};")
            c += [f"                {line}" for line in update]
            c.append("            }")
            c.append("            }")
    c.append(f"            int d = {n} - 2;")
    c.append("            while (d >= 0 && ++tl_idx[d] == PyArray_DIM(tl_x, d)) tl_idx[d--] = 0;")
    c.append("            if (d < 0) break;")
    c.append("        }")
    c.append("    }")
    if kind == "mean":
        c.append(f"    for (npy_intp i = 0; i < tl_on; i++) tl_acc[i] = tl_acc[i] / ({ac})tl_count;")
    if kind in ("any", "all"):
        c.append(f"    for (npy_intp i = 0; i < tl_on; i++) (({oc}*)PyArray_DATA({z}))[i] = tl_acc[i];")
    # The loops above become a kernel (its own object, shared by every reduction of this kind,
    # rank, axes and dtypes): the input's data, shape and strides come as arguments.
    kernel = _kernel(c[k_start:], ac, z)
    c[k_start:] = [f"    {kernel.name}(PyArray_BYTES(tl_x), PyArray_DIMS(tl_x), PyArray_STRIDES(tl_x), tl_acc, "
                   f"{'tl_best' if arg else 'NULL'}, PyArray_DATA({z}), tl_on, tl_count);"]
    if not (acc_dt == odt and not arg):
        c.append("    PyMem_Free(tl_acc);")
    c.append("}")
    return "\n".join(c), kernel


def _kernel(lines, ac, z):
    """The kernel running `lines` (written against the input array `tl_x` and the output `z`)
    on plain pointers, shape and strides."""
    body = "\n".join(lines) + "\n"
    for macro, arg in (("PyArray_DIM", "tl_dims"), ("PyArray_STRIDE", "tl_strides")):
        body = re.sub(macro + r"\(tl_x, ([^()]+)\)", arg + r"[\1]", body)
    body = body.replace("PyArray_BYTES(tl_x)", "tl_data").replace(f"PyArray_DATA({z})", "tl_out")
    body = body.replace("PyArray_SIZE(tl_x) > 0", "tl_on > 0 && tl_count > 0")
    return so.Kernel(f"void TL_KERNEL(const char* tl_data, const npy_intp* tl_dims, const npy_intp* tl_strides, {ac}* tl_acc, "
                     "npy_int64* tl_best, void* tl_out, npy_intp tl_on, npy_intp tl_count)", body)


def _update(kind, idt, acc, odt, step_r, slot):
    """C statements folding element `v` into accumulator `*a` (and the index for arg*)."""
    v = so.convert("v", idt, acc)
    if kind in ("sum", "mean"):
        if acc.kind in "iu":
            u = so._unsigned_wide(acc)
            return [f"*a = ({so.c_type(acc)})(({u})*a + ({u}){v});"]
        return [f"*a += {v};"]
    if kind == "prod":
        if acc.kind in "iu":
            u = so._unsigned_wide(acc)
            return [f"*a = ({so.c_type(acc)})(({u})*a * ({u}){v});"]
        return [f"*a *= {v};"]
    if kind == "any":
        return [f"*a = *a || ({v});"]
    if kind == "all":
        return [f"*a = *a && ({v});"]
    nan = idt.kind == "f"
    if kind in ("max", "min"):
        cmp = ">" if kind == "max" else "<"
        # A select, not a branch (it vectorises). NaN sticks: nothing compares greater than a
        # NaN accumulator, and a NaN element replaces it only with another NaN.
        take = f"(v {cmp} *a || v != v)" if nan else f"(v {cmp} *a)"
        return [f"*a = {take} ? v : *a;"]
    cmp = ">" if kind == "argmax" else "<"
    take = f"(v {cmp} *a || (v != v && *a == *a))" if nan else f"(v {cmp} *a)"
    guard = "*a == *a && " if nan else ""
    return [f"if ({guard}{take}) {{ *a = v; tl_best[{slot}] = tl_r + i * {step_r}; }}"]


def _extreme(dt, highest):
    """C literal of the largest (or smallest) value of `dt`: max/min's starting point."""
    dt = np.dtype(dt)
    if dt.kind == "f":
        return "INFINITY" if highest else "-INFINITY"
    if dt.kind == "b":
        return "1" if highest else "0"
    info = np.iinfo(dt)
    return so.literal(info.max if highest else info.min, dt)


def reduce(kind, x, axis=None, keepdims=False):
    x = as_tensor(x)
    axes = normalize_axes(kind, axis, x.type.ndim)
    return Reduce(kind, axes, keepdims, all_axes=axis is None)(x)


register_operation("reduce", reduce)
