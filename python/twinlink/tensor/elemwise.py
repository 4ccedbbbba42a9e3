"""Elementwise ops with NumPy broadcasting and dtype promotion. An `Elemwise` op carries a
scalar expression over its inputs; chains of elementwise nodes are fused (one loop over the
data, no temporaries) by substituting expressions, and C is generated from the expression as a
DAG, so a shared subexpression is computed once per element."""
from __future__ import annotations

import numpy as np

from ..graph import Apply, Op
from ..rewrite import register_rewrite
from . import scalar_ops as so
from .convert import as_tensor
from .type import TensorType
from .variable import register_operation


class Expr:
    """A node of a scalar expression: an input, a literal, or an op on expressions."""

    __slots__ = ("kind", "op", "args", "index", "value", "dtype")

    def __init__(self, kind, dtype, op=None, args=(), index=None, value=None):
        self.kind, self.dtype, self.op, self.args, self.index, self.value = kind, np.dtype(dtype), op, tuple(args), index, value

    def key(self, memo=None):
        """A canonical text of the expression (the op's identity)."""
        if self.kind == "input":
            return f"${self.index}:{self.dtype.name}"
        if self.kind == "const":
            return f"{self.value!r}:{self.dtype.name}"
        return f"{self.op.name}({','.join(a.key() for a in self.args)}):{self.dtype.name}"

    def __str__(self):
        if self.kind == "input":
            return f"x{self.index}"
        if self.kind == "const":
            return repr(self.value)
        if self.op.nin == 2 and self.op.symbol != self.op.name:
            return f"({self.args[0]} {self.op.symbol} {self.args[1]})"
        return f"{self.op.name}({', '.join(map(str, self.args))})"


class Elemwise(so.KernelCalls, Op):
    """Applies a scalar expression elementwise; inputs broadcast like NumPy."""

    __props__ = ("signature",)

    def __init__(self, expr, nin, name=None):
        self.expr = expr
        self.nin = nin
        self.signature = expr.key()
        self.name = name

    def __str__(self):
        return f"Elemwise{{{self.name or self.expr}}}"

    def make_node(self, *inputs):
        if len(inputs) != self.nin:
            raise TypeError(f"{self}: takes {self.nin} inputs, got {len(inputs)}")
        for i, v in enumerate(inputs):
            if not isinstance(getattr(v, "type", None), TensorType):
                raise TypeError(f"{self}: input {i} is {v!r}, not a tensor variable")
        shape = broadcast_static(self, [v.type.shape for v in inputs])
        return Apply(self, list(inputs), [TensorType(self.expr.dtype, shape=shape)()])

    def c_support_code(self, **kw):
        # Deduplicated by its exact text against other ops' (blas uses SHAPE_TEXT too), so a
        # module holds each once however many Elemwise nodes it has.
        return [SHAPE_TEXT, ELEMWISE_TEXT]

    def op_names(self):
        """The names of the scalar ops in the expression."""
        names, stack = set(), [self.expr]
        while stack:
            e = stack.pop()
            if e.kind == "op":
                names.add(e.op.name)
                stack.extend(e.args)
        return names

    def kernels(self, node):
        return [kernel_of(self, node)]

    def c_code_cache_version(self):
        return (7,)

    def c_code(self, node, name, inputs, outputs, sub):
        return elemwise_c(self, node, inputs, outputs[0], sub["fail"], kernel_of(self, node).name)


def broadcast_static(op, shapes):
    """The output's static shape; raises ValueError (naming the op and the shapes) when known
    lengths cannot broadcast."""
    nd = max((len(s) for s in shapes), default=0)
    out = []
    for d in range(nd):
        lengths = [s[d - (nd - len(s))] for s in shapes if d >= nd - len(s)]
        known = {n for n in lengths if n is not None and n != 1}
        if len(known) > 1:
            text = " ".join("(" + ", ".join("?" if n is None else str(n) for n in s) + ("," if len(s) == 1 else "") + ")" for s in shapes)
            raise ValueError(f"{op}: operands could not be broadcast together with shapes {text}")
        if known:
            out.append(known.pop())
        elif lengths and all(n == 1 for n in lengths):
            out.append(1)
        else:
            out.append(None)
    return tuple(out)


SHAPE_TEXT = r"""
/* "(2, 3)" into buf: for broadcasting errors. */
static const char* tl_shape_text(PyArrayObject* a, char* buf, size_t size) {
    size_t at = 0;
    at += snprintf(buf + at, size - at, "(");
    for (int d = 0; d < PyArray_NDIM(a) && at < size; d++)
        at += snprintf(buf + at, size - at, d ? ", %lld" : "%lld", (long long)PyArray_DIM(a, d));
    if (PyArray_NDIM(a) == 1 && at < size) at += snprintf(buf + at, size - at, ",");
    if (at < size) snprintf(buf + at, size - at, ")");
    return buf;
}
"""


def _body(expr, reads, fast=False, one=False, taken=None):
    """C statements computing `expr` per element from `reads` (input index -> C value), as
    SSA temporaries; returns (statements, result name). With `fast`, functions that have a
    fast path (scalar_ops.FAST_PATH) take it and each adds its condition to `tl_ok` (and its
    name and compute dtype to the set `taken`). With
    `one`, functions that have a one-value form (scalar_ops.one_call) take it: for a loop that
    runs one element at a time anyway."""
    lines, names = [], {}

    def emit(e):
        if id(e) in names:
            return names[id(e)]
        if e.kind == "input":
            return reads[e.index]
        if e.kind == "const":
            return so.literal(e.value, e.dtype)
        compute = e.op.compute_dtype([a.dtype for a in e.args], e.dtype) if e.op.compute else e.dtype
        args = []
        for i, a in enumerate(e.args):
            target = np.dtype(bool) if (e.op.name == "where" and i == 0) else compute
            args.append(so.convert(emit(a), a.dtype, target))
        name = f"t{len(names)}"
        names[id(e)] = name
        exact = None  # an exact form where the generic one would round
        if e.op.name == "pow" and e.args[1].kind == "const":
            exact = so.exact_power(args[0], e.args[1].value, compute)
        elif e.op.compute == "common":
            exact = so.exact_mixed_compare(e.op.name, [emit(a) for a in e.args], [a.dtype for a in e.args])
        if exact is not None:
            value = exact
        elif fast and so.has_fast_path(e.op.name, compute):
            value = so.fast_call(e.op.name, args, compute)
            if taken is not None:
                taken.add((e.op.name, np.dtype(compute)))
            lines.append(f"tl_ok &= {so.fast_ok(e.op.name, args, compute)};")
        elif one and (single := so.one_call(e.op.name, args, compute)) is not None:
            value = single
        else:
            value = e.op.c(args, compute)
        lines.append(f"{so.c_type(e.dtype)} {name} = {so.convert(value, compute if e.op.compute else e.dtype, e.dtype)};")
        return name

    result = emit(expr)
    return lines, result


def kernel_of(op, node):
    """The elementwise loop as a kernel (its own object, with the scalar support and the libm.c
    sections the expression calls): `TL_KERNEL` runs it over `tl_n` contiguous elements (0-d
    inputs by value, the others as contiguous rows) and returns whether an integer power had a
    negative exponent; `TL_KERNEL_nd` (`_walk`) runs it over a whole broadcast output, which is
    what a module calls."""
    ct = so.c_type(node.outputs[0].type.dtype)
    params, names, reads = [], [], {}
    for i, v in enumerate(node.inputs):
        t = so.c_type(v.type.dtype)
        if v.type.ndim == 0:
            names.append(f"tl_v{i}")
            params.append(f"const {t} tl_v{i}")
            reads[i] = f"tl_v{i}"
        else:
            names.append(f"tl_p{i}")
            params.append(f"const {t}* restrict tl_p{i}")
            reads[i] = f"tl_p{i}[i]"
    lines, result = _body(op.expr, reads)
    signature = f"int TL_KERNEL(npy_intp tl_n, {', '.join(params + [f'{ct}* restrict tl_pz'])})"
    libm = so.libm_code(op.op_names())
    support = [so.SUPPORT, so.PARALLEL_SUPPORT, so.WALK_SUPPORT, *libm]
    after, exports = _walk(node, ct, PER_THREAD_LIBM if libm else PER_THREAD)
    taken = set()
    fast_lines, fast_result = _body(op.expr, reads, fast=True, taken=taken)
    if fast_lines == lines:  # no function on a fast path (scalar_ops.has_fast_path)
        body = "\n".join(f"        {line}" for line in lines)
        vectorize = "    TL_VECTORIZE\n" if libm else ""
        return so.Kernel(signature,
                         f"    tl_negative_power = 0;\n{vectorize}    for (npy_intp i = 0; i < tl_n; i++) {{\n{body}\n        tl_pz[i] = {result};\n    }}\n"
                         "    return tl_negative_power;\n", support=support, attributes="TL_TARGET",
                         after=after, exports=exports, shared=[so.WALK_TEXT])
    # Blocks of FAST_BLOCK elements on the fast path (a loop that vectorises, its conditions
    # OR-ed into tl_bad); a block with an element outside is computed again in full, element
    # by element with the one-value forms where libm.c has them (gcc does not vectorise gammaln's
    # full loop). Each element's bits are those of the full functions either way.
    fast_body = "\n".join(f"            {line}" for line in fast_lines)
    lines, result = _body(op.expr, reads, one=True)
    if any(so.scalar_full_loop(name, dt) for name, dt in taken):  # the full loop on its own
        body = "\n".join(f"        {line}" for line in lines)
        full_params = ["npy_intp tl_b", "npy_intp tl_e", *params, f"{ct}* restrict tl_pz"]
        support.append(f"TL_TARGET TL_SCALAR_FN static void TL_KERNEL_full({', '.join(full_params)}) {{\n"
                       f"    TL_SCALAR_LOOP\n    for (npy_intp i = tl_b; i < tl_e; i++) {{\n{body}\n"
                       f"        tl_pz[i] = {result};\n    }}\n}}\n")
        args = ", ".join(["tl_b", "tl_e", *names, "tl_pz"])
        full = f"        if (tl_bad)\n            TL_KERNEL_full({args});\n"
    else:
        body = "\n".join(f"                {line}" for line in lines)
        full = (f"        if (tl_bad)\n            for (npy_intp i = tl_b; i < tl_e; i++) {{\n{body}\n"
                f"                tl_pz[i] = {result};\n            }}\n")
    return so.Kernel(signature,
                     f"    tl_negative_power = 0;\n"
                     f"    for (npy_intp tl_b = 0; tl_b < tl_n; tl_b += {FAST_BLOCK}) {{\n"
                     f"        npy_intp tl_e = tl_n - tl_b < {FAST_BLOCK} ? tl_n : tl_b + {FAST_BLOCK};\n"
                     f"        int tl_bad = 0;\n        TL_VECTORIZE\n"
                     f"        for (npy_intp i = tl_b; i < tl_e; i++) {{\n            int tl_ok = 1;\n{fast_body}\n"
                     f"            tl_pz[i] = {fast_result};\n            tl_bad |= !tl_ok;\n        }}\n"
                     f"{full}    }}\n    return tl_negative_power;\n",
                     support=support, attributes="TL_TARGET", after=after, exports=exports, shared=[so.WALK_TEXT])


def _walk(node, ct, per_thread):
    """`TL_KERNEL_nd`, the walk over a broadcast output of `nd` axes of lengths `shape` (C order,
    contiguous at `out`), in the kernel object so that a module's code per node is one call:
    the walk itself is shared (scalar_ops.WALK_TEXT, `tl_walk_nd`, which says what `data` and
    `strides` hold); the kernel adds `TL_KERNEL_rows`, which calls the kernel on a run of
    rows of its inputs (0-d inputs by value), so that a row costs a direct call as when the
    walk was in the object, and its description. Returns the kernel's result OR-ed over
    the calls. Natively an output of at least 2 * `per_thread` elements is split over threads."""
    k = len(node.inputs)
    types = [so.c_type(v.type.dtype) for v in node.inputs]
    arrays = [i for i in range(k) if node.inputs[i].type.ndim > 0]
    args = [f"(const {types[i]}*)b{i}" if i in arrays else f"*(const {types[i]}*)p[{i}]" for i in range(k)]
    sizes = ", ".join(f"(ptrdiff_t)sizeof({types[i]})" if i in arrays else "0" for i in range(k)) or "0"
    entry = "int TL_KERNEL_nd(int nd, const npy_intp* shape, const char* const* data, const npy_intp* strides, char* out)"
    c = ["static int TL_KERNEL_rows(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, char* out, ptrdiff_t out_step) {",
         *[f"    const char* b{i} = p[{i}];" for i in arrays],
         *[f"    const ptrdiff_t t{i} = steps[{i}];" for i in arrays],
         "    int negative = 0;",
         f"    for (ptrdiff_t r = 0; r < count; r++{''.join(f', b{i} += t{i}' for i in arrays)}, out += out_step)",
         f"        negative |= TL_KERNEL({', '.join(['n', *args, f'({ct}*)out'])});",
         "    return negative;",
         "}",
         f"static const ptrdiff_t TL_KERNEL_sizes[{max(k, 1)}] = {{{sizes}}};",
         f"static const tl_walk TL_KERNEL_walk = {{{k}, TL_KERNEL_sizes, (ptrdiff_t)sizeof({ct}), {per_thread}, {FAST_BLOCK}, TL_KERNEL_rows}};",
         f"{entry} {{",
         "    return tl_walk_nd(&TL_KERNEL_walk, nd, shape, data, strides, out);",
         "}\n"]
    return "\n".join(c), [entry]


FAST_BLOCK = 256
# Elements per thread below which an elementwise call stays on one thread (see `_walk`):
# starting and joining a thread costs 10 to 30 microseconds; an arithmetic loop runs about
# 0.5 ns per element (bound by memory), one calling the math library 1.3 (exp) to 20 ns (pow).
PER_THREAD = 1 << 18
PER_THREAD_LIBM = 1 << 15


def elemwise_c(op, node, inputs, z, fail, kernel):
    """A node's own code: broadcast the shapes, make or reuse the output, and call the kernel's
    walk over it (ELEMWISE_TEXT, `_walk`)."""
    nd = node.outputs[0].type.ndim
    k = len(inputs)
    return "\n".join([
        f"/* {op}: {op.expr} */",
        "{",
        f"    PyArrayObject* tl_in[{max(k, 1)}] = {{{', '.join(inputs) or 'NULL'}}};",
        f"    npy_intp tl_shape[{max(nd, 1)}], tl_strides[{max(k * nd, 1)}]; const char* tl_data[{max(k, 1)}]; const npy_intp* tl_s;",
        f'    if (tl_elemwise_prepare({k}, tl_in, {nd}, tl_shape, &{z}, {np.dtype(node.outputs[0].type.dtype).num}, "{_esc(str(op))}", tl_data, tl_strides, &tl_s) < 0',
        f"        || tl_elemwise_done({kernel}_nd({nd}, tl_shape, tl_data, tl_s, PyArray_BYTES({z}))) < 0) {{ {fail} }}",
        "}"])


ELEMWISE_TEXT = r"""
/* The shape k inputs broadcast to (aligned to the right, as NumPy) into shape[nd]; -1 with a
   ValueError naming op when they cannot. */
static int tl_broadcast(int k, PyArrayObject* const* a, int nd, npy_intp* shape, const char* op) {
    for (int d = 0; d < nd; d++) shape[d] = 1;
    int bad = 0;
    for (int i = 0; i < k; i++) {
        int ni = PyArray_NDIM(a[i]), off = nd - ni;
        for (int d = 0; d < ni; d++) {
            npy_intp n = PyArray_DIM(a[i], d);
            if (shape[d + off] == 1) shape[d + off] = n; else if (n != 1 && n != shape[d + off]) bad = 1;
        }
    }
    if (!bad) return 0;
    char text[512]; size_t at = 0;
    for (int i = 0; i < k; i++) { char one[128]; at += snprintf(text + at, sizeof text - at, i ? " %s" : "%s", tl_shape_text(a[i], one, sizeof one)); if (at >= sizeof text) break; }
    PyErr_Format(PyExc_ValueError, "%s: operands could not be broadcast together with shapes %s", op, text);
    return -1;
}

/* An Elemwise's output *z: last call's array when it has this exact shape and type and is
   C-contiguous and writeable, else a new one; -1 with the error set when that fails. */
static int tl_elemwise_output(PyArrayObject** z, int nd, const npy_intp* shape, int type) {
    int reuse = *z && PyArray_NDIM(*z) == nd && PyArray_TYPE(*z) == type && PyArray_IS_C_CONTIGUOUS(*z) && PyArray_ISWRITEABLE(*z);
    for (int d = 0; d < nd && reuse; d++) reuse = PyArray_DIM(*z, d) == shape[d];
    if (reuse) return 0;
    Py_XDECREF(*z);
    *z = (PyArrayObject*)PyArray_EMPTY(nd, (npy_intp*)shape, type, 0);
    return *z ? 0 : -1;
}

/* Everything an Elemwise's kernel walk needs: the broadcast shape, the output *z, data[i] for
   each input and *s: NULL when every input with axes is C-contiguous with the output's shape,
   else strides (strides[i * nd + d]: input i's byte stride over output axis d, 0 where it
   broadcasts). -1 with the error set when the shapes do not broadcast or the output fails. */
static int tl_elemwise_prepare(int k, PyArrayObject* const* a, int nd, npy_intp* shape, PyArrayObject** z, int type,
                               const char* op, const char** data, npy_intp* strides, const npy_intp** s) {
    if (tl_broadcast(k, a, nd, shape, op) < 0 || tl_elemwise_output(z, nd, shape, type) < 0) return -1;
    int contiguous = 1;
    for (int i = 0; i < k; i++) {
        int ni = PyArray_NDIM(a[i]), same = ni == nd && PyArray_IS_C_CONTIGUOUS(a[i]);
        data[i] = PyArray_BYTES(a[i]);
        for (int d = 0; d < ni && same; d++) same = PyArray_DIM(a[i], d) == shape[d];
        contiguous &= ni == 0 || same;
    }
    *s = contiguous ? NULL : strides;
    for (int i = 0; i < k && !contiguous; i++) {
        int off = nd - PyArray_NDIM(a[i]);
        for (int d = 0; d < nd; d++)
            strides[i * nd + d] = d >= off && PyArray_DIM(a[i], d - off) != 1 ? PyArray_STRIDE(a[i], d - off) : 0;
    }
    return 0;
}

/* A kernel walk's result: nonzero when an integer power had a negative exponent (-1 with
   NumPy's ValueError). */
static int tl_elemwise_done(int negative_power) {
    if (!negative_power) return 0;
    PyErr_SetString(PyExc_ValueError, "Integers to negative integer powers are not allowed.");
    return -1;
}
"""


def _esc(text):
    # The text of a C string literal passed as a %s argument (so % stays as it is).
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


# -- building expressions from Variables and Python scalars -------------------------------------
def apply_scalar(opname, *operands):
    """`opname` applied elementwise to tensor variables and scalars, which become literals with
    NumPy 2's rules (NEP 50): a Python scalar is weak (`float32 + 1.5` stays float32), a NumPy
    scalar keeps its dtype (`float32 + np.float64(1.5)` is float64)."""
    op = so.OPS[opname]
    inputs, leaves = [], []
    for v in operands:
        if isinstance(v, (bool, int, float, np.bool_, np.integer, np.floating)) and not isinstance(v, np.ndarray):
            # (kind, the literal's Python value, what decides dtypes: the scalar itself)
            leaves.append(("const", v.item() if isinstance(v, np.generic) else v, v))
        else:
            v = as_tensor(v)
            inputs.append(v)
            leaves.append(("input", len(inputs) - 1, v))
    # what ScalarOp's dtype rules see: a tensor's dtype, a scalar itself
    operands = [np.dtype(leaf[2].type.dtype) if leaf[0] == "input" else leaf[2] for leaf in leaves]
    try:
        out = op.out_dtype(operands)
    except (TypeError, OverflowError) as e:
        names = ", ".join(str(leaf[2].type.dtype) if leaf[0] == "input" else repr(leaf[1]) for leaf in leaves)
        # TypeError or OverflowError itself: NumPy's subclasses (_UFuncNoLoopError) take other arguments
        raise (OverflowError if isinstance(e, OverflowError) else TypeError)(f"{opname}({names}): {e}") from None
    args = []
    for leaf in leaves:
        if leaf[0] == "input":
            args.append(Expr("input", leaf[2].type.dtype, index=leaf[1]))
        else:
            # A scalar's literal is written in the dtype the operation computes in.
            compute = op.compute_dtype(operands, out) if op.compute else out
            if opname == "where" and leaf is leaves[0]:
                compute = np.dtype(bool)
            args.append(Expr("const", _scalar_dtype(leaf[1], compute), value=leaf[1]))
    expr = Expr("op", out, op=op, args=args)
    return Elemwise(expr, len(inputs), name=opname)(*inputs)


def _scalar_dtype(value, compute):
    """The dtype a Python scalar literal is written in: the computation's dtype, unless the
    value needs more (a float in an integer computation)."""
    if isinstance(value, float) and compute.kind in "iub":
        return np.dtype(np.float64)
    if isinstance(value, int) and not isinstance(value, bool) and compute.kind == "b":
        return np.dtype(np.int64)
    return compute


def cast(x, dtype):
    """`x` converted to `dtype` (floats to integers saturate, NaN gives 0)."""
    x = as_tensor(x)
    dtype = np.dtype(dtype)
    if dtype.name not in so.C_TYPES:
        raise TypeError(f"cast: unsupported dtype {dtype}")
    expr = Expr("op", dtype, op=_CAST, args=[Expr("input", x.type.dtype, index=0)])
    return Elemwise(expr, 1, name=f"cast_{dtype.name}")(x)


class _Cast:
    name = "cast"
    nin = 1
    symbol = "cast"
    compute = None

    @staticmethod
    def c(args, dtype):
        return args[0]


_CAST = _Cast()


# -- fusion ------------------------------------------------------------------------------------
def fuse(outputs):
    """Returns `outputs` with chains of Elemwise nodes merged: a node whose only consumer is
    one Elemwise node (and which is not itself an output) is folded into that consumer."""
    clients = {}
    order, seen = [], set()

    def visit(v):
        node = v.owner
        if node is None or id(node) in seen:
            return
        seen.add(id(node))
        for i in node.inputs:
            clients.setdefault(id(i), []).append(node)
            visit(i)
        order.append(node)

    for o in outputs:
        visit(o)
    out_ids = {id(o) for o in outputs}
    replaced = {}  # id(old variable) -> new variable

    def new_var(v):
        return replaced.get(id(v), v)

    for node in order:
        inputs = [new_var(i) for i in node.inputs]
        if not isinstance(node.op, Elemwise):
            if any(a is not b for a, b in zip(inputs, node.inputs)):
                rebuilt = node.op.make_node(*inputs)
                for old, new in zip(node.outputs, rebuilt.outputs):
                    new.name = old.name
                    replaced[id(old)] = new
            continue
        # Inline every input produced by an Elemwise node that only this node consumes.
        new_inputs, subst = [], {}
        expr = node.op.expr

        def leaf_for(var):
            for j, existing in enumerate(new_inputs):
                if existing is var:
                    return Expr("input", var.type.dtype, index=j)
            new_inputs.append(var)
            return Expr("input", var.type.dtype, index=len(new_inputs) - 1)

        inlined = {}  # id(producer output) -> its expression over this node's inputs
        for j, var in enumerate(inputs):
            producer = var.owner
            consumers = {id(n) for n in clients.get(id(node.inputs[j]), [])}
            single = consumers == {id(node)} and id(node.inputs[j]) not in out_ids
            if producer is not None and isinstance(producer.op, Elemwise) and single:
                if id(var) not in inlined:
                    mapping = {k: leaf_for(pv) for k, pv in enumerate(producer.inputs)}
                    inlined[id(var)] = _remap(producer.op.expr, mapping)
                subst[j] = inlined[id(var)]
            else:
                subst[j] = leaf_for(var)
        if not inlined:
            # Nothing to merge: keep the op (and its name in messages).
            if all(a is b for a, b in zip(inputs, node.inputs)):
                continue
            rebuilt = node.op(*inputs)
            rebuilt.name = node.outputs[0].name
            replaced[id(node.outputs[0])] = rebuilt
            continue
        fused = _remap(expr, subst)
        rebuilt = Elemwise(fused, len(new_inputs), name=None)(*new_inputs)
        rebuilt.name = node.outputs[0].name
        replaced[id(node.outputs[0])] = rebuilt
    return [new_var(o) for o in outputs]


def _remap(expr, mapping, memo=None):
    """`expr` with its input leaves replaced by `mapping[index]` (shared nodes stay shared)."""
    memo = {} if memo is None else memo
    if id(expr) in memo:
        return memo[id(expr)]
    if expr.kind == "input":
        out = mapping[expr.index]
    elif expr.kind == "const":
        out = expr
    else:
        out = Expr("op", expr.dtype, op=expr.op, args=[_remap(a, mapping, memo) for a in expr.args])
    memo[id(expr)] = out
    return out


# Elementwise chains become one loop in every compiled function (twinlink.rewrite); tensor
# variables' operators and `astype` build these ops (twinlink.tensor.variable).
register_rewrite("fuse", fuse)
register_operation("elemwise", apply_scalar)
register_operation("cast", cast)
