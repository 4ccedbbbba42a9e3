"""Shape operations: transpose/.T, dimshuffle, reshape, flatten, basic slicing, concatenate,
stack, and shape(x) / x.shape[i]. Results are fresh C-contiguous arrays (no aliasing with
inputs, so output reuse and in-place ops stay safe). One kernel object copies any strided view
(COPY): transpose, dimshuffle, slicing and reshape only compute its strides and offset, so
their code is glue (ARCHITECTURE.md, "Kernel objects").

Shape and Shape_i are registered ops (twinlink.ops): their C comes from the input's Type, and
TensorType's is registered here."""
from __future__ import annotations

import numpy as np

from ..graph import Apply, Op, Variable
from ..ops import RegisteredOp, register_shape_c_code, register_shape_i_c_code
from . import scalar_ops as so
from .convert import as_tensor
from .type import DTYPES, TensorType
from .variable import TensorConstant, register_operation

# The copy of a strided view into a C-contiguous array (transpose, dimshuffle, slicing,
# reshape): a kernel object (ARCHITECTURE.md, "Kernel objects") that runs the elementwise walk
# (scalar_ops.WALK_TEXT) with one input and rows copied whole, so the ops' own code is glue and
# a module of them compiles as glue. Elements are copied as bits, by element size.
COPY_TEXT = so.PARALLEL_SUPPORT + so.WALK_SUPPORT + r"""
#define TL_COPY_ROWS(S)                                                                            \
    static int tl_copy_rows_##S(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, \
                                char* out, ptrdiff_t out_step) {                                  \
        const char* q = p[0];                                                                      \
        for (ptrdiff_t r = 0; r < count; r++, q += steps[0], out += out_step)                      \
            memcpy(out, q, (size_t)(n * S));                                                       \
        return 0;                                                                                  \
    }
TL_COPY_ROWS(1)
TL_COPY_ROWS(2)
TL_COPY_ROWS(4)
TL_COPY_ROWS(8)
static const ptrdiff_t tl_copy_sizes[4] = {1, 2, 4, 8};
static const tl_walk tl_copy_walks[4] = {
    {1, &tl_copy_sizes[0], 1, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_1},
    {1, &tl_copy_sizes[1], 2, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_2},
    {1, &tl_copy_sizes[2], 4, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_4},
    {1, &tl_copy_sizes[3], 8, TL_COPY_PER_THREAD, TL_COPY_BLOCK, tl_copy_rows_8},
};
/* Copies the view of nd axes of lengths dims (byte strides `strides`, any sign, element 0 at
   base) into the C-contiguous dst, elements of `size` bytes: 1, 2, 4 or 8, TensorType's
   element sizes (COPY_SIZES). */
void tl_copy_view(const char* base, const npy_intp* strides, const npy_intp* dims, int nd, char* dst, npy_intp size) {
    const char* data[1] = {base};
    npy_intp step = size;
    int contiguous = 1;
    for (int d = nd - 1; d >= 0; d--) {
        contiguous &= dims[d] == 1 || strides[d] == step;
        step *= dims[d];
    }
    int which = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3;
    tl_walk_nd(&tl_copy_walks[which], nd, dims, data, contiguous ? NULL : strides, dst);
}
"""
# The element sizes tl_copy_view has rows functions for: every TensorType dtype's.
COPY_SIZES = (1, 2, 4, 8)
if any(np.dtype(d).itemsize not in COPY_SIZES for d in DTYPES):
    raise ImportError(f"shape_ops.COPY copies elements of {COPY_SIZES} bytes; a TensorType dtype has another size")
COPY = so.Kernel.defining(
    f"#define TL_COPY_PER_THREAD {1 << 18}\n#define TL_COPY_BLOCK 256\n" + COPY_TEXT,
    ["void tl_copy_view(const char* base, const npy_intp* strides, const npy_intp* dims, int nd, char* dst, npy_intp size)"],
    shared=[so.WALK_TEXT])


def _alloc(z, nd, dims, typenum, fail):
    """C that makes `z` a C-contiguous array of `dims` (reusing last call's when it fits)."""
    return f"""
    int tl_reuse = {z} && PyArray_NDIM({z}) == {nd} && PyArray_TYPE({z}) == {typenum} && PyArray_IS_C_CONTIGUOUS({z}) && PyArray_ISWRITEABLE({z});
    for (int d = 0; d < {nd} && tl_reuse; d++) tl_reuse = PyArray_DIM({z}, d) == {dims}[d];
    if (!tl_reuse) {{
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY({nd}, {dims}, {typenum}, 0);
        if (!{z}) {{ {fail} }}
    }}"""


def outer_inner(x, nd, axis):
    """C expressions of the element counts before and after `axis` of the array `x` (rank
    `nd`): a C-contiguous block of `outer` x length x `inner` elements, as the kernels walk it."""
    outer = " * ".join(f"PyArray_DIM({x}, {d})" for d in range(axis)) or "1"
    inner = " * ".join(f"PyArray_DIM({x}, {d})" for d in range(axis + 1, nd)) or "1"
    return outer, inner


def work_copy(x, nd, typenum, fail):
    """C declaring `tl_w`, a new C-contiguous copy of the array `x` (rank `nd`, type number
    `typenum`) made by the copy kernel; the caller releases it."""
    return f"""
    PyArrayObject* tl_w = (PyArrayObject*)PyArray_EMPTY({nd}, PyArray_DIMS({x}), {typenum}, 0);
    if (!tl_w) {{ {fail} }}
    tl_copy_view(PyArray_BYTES({x}), PyArray_STRIDES({x}), PyArray_DIMS({x}), {nd}, PyArray_BYTES(tl_w), PyArray_ITEMSIZE({x}));"""


class _Copy(so.KernelCalls, Op):
    """Ops whose loop is the copy kernel (COPY), so that their own code is glue: the shape ops
    below, and sort.py's searches, which copy an input into C order first."""

    def kernels(self, node):
        return [COPY]

    def c_code_cache_version(self):
        return (2,)


class DimShuffle(_Copy):
    """PyTensor's dimshuffle: `pattern` lists input axes in output order, with 'x' for a new
    axis of length 1; input axes left out must have length 1."""

    __props__ = ("pattern",)

    def __init__(self, pattern):
        self.pattern = tuple(pattern)

    def __str__(self):
        return f"DimShuffle{{{','.join(map(str, self.pattern))}}}"

    def make_node(self, x):
        x = as_tensor(x)
        nd = x.type.ndim
        used = [p for p in self.pattern if p != "x"]
        if any(not isinstance(p, int) or not 0 <= p < nd for p in used) or len(set(used)) != len(used):
            raise ValueError(f"{self}: pattern must use each of the input's {nd} axes at most once, or 'x'")
        for d in range(nd):
            if d not in used and x.type.shape[d] not in (1, None):
                raise ValueError(f"{self}: axis {d} has length {x.type.shape[d]}, so it cannot be dropped")
        shape = tuple(1 if p == "x" else x.type.shape[p] for p in self.pattern)
        return Apply(self, [x], [TensorType(x.type.dtype, shape=shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, ind = len(self.pattern), node.inputs[0].type.ndim
        used = [p for p in self.pattern if p != "x"]
        dims = ", ".join("1" if p == "x" else f"PyArray_DIM({x}, {p})" for p in self.pattern) or "0"
        strides = ", ".join("0" if p == "x" else f"PyArray_STRIDE({x}, {p})" for p in self.pattern) or "0"
        checks = "".join(
            f'\n    if (PyArray_DIM({x}, {d}) != 1) {{ PyErr_Format(PyExc_ValueError, "{self}: cannot drop axis {d} of length %lld", (long long)PyArray_DIM({x}, {d})); {fail} }}'
            for d in range(ind) if d not in used)
        typenum = np.dtype(node.outputs[0].type.dtype).num
        return f"""{{ /* {self} */{checks}
    npy_intp tl_dims[{max(nd, 1)}] = {{{dims}}};
    npy_intp tl_strides[{max(nd, 1)}] = {{{strides}}};{_alloc(z, nd, "tl_dims", typenum, fail)}
    tl_copy_view(PyArray_BYTES({x}), tl_strides, tl_dims, {nd}, PyArray_BYTES({z}), PyArray_ITEMSIZE({x}));
}}"""


class Subtensor(_Copy):
    """Basic indexing x[...]: per axis an int (drops it) or a slice with constant
    start/stop/step (Python's rules, negative and out-of-range bounds included)."""

    __props__ = ("index",)

    def __init__(self, index):
        self.index = tuple(index)

    def __str__(self):
        def one(i):
            if isinstance(i, tuple):
                start, stop, step = i
                return f"{'' if start is None else start}:{'' if stop is None else stop}{'' if step is None else ':' + str(step)}"
            return str(i)
        return f"Subtensor[{', '.join(one(i) for i in self.index)}]"

    def make_node(self, x):
        x = as_tensor(x)
        if len(self.index) > x.type.ndim:
            raise IndexError(f"{self}: too many indices for a tensor of rank {x.type.ndim}")
        shape = []
        for d, n in enumerate(x.type.shape):
            i = self.index[d] if d < len(self.index) else (None, None, None)
            if isinstance(i, tuple):
                if i[2] == 0:
                    raise ValueError(f"{self}: slice step cannot be zero")
                shape.append(len(range(*slice(*i).indices(n))) if n is not None else None)
            elif n is not None and not -n <= i < n:
                raise IndexError(f"{self}: index {i} is out of bounds for axis {d} with size {n}")
        return Apply(self, [x], [TensorType(x.type.dtype, shape=tuple(shape))()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        ind = node.inputs[0].type.ndim
        lines, out_axes = [], []
        for d in range(ind):
            i = self.index[d] if d < len(self.index) else (None, None, None)
            n = f"PyArray_DIM({x}, {d})"
            if isinstance(i, tuple):
                start, stop, step = i
                step = 1 if step is None else step
                lines.append(f"""    {{ /* axis {d}: Python's slice.indices */
        npy_intp n = {n}, step = {step}, lo, hi;
        npy_intp start = {"step < 0 ? n - 1 : 0" if start is None else start}, stop = {"step < 0 ? -n - 1 : n" if stop is None else stop};
        lo = step < 0 ? -1 : 0; hi = step < 0 ? n - 1 : n;
        if (start < 0) {{ start += n; if (start < lo) start = lo; }} else if (start > hi) start = hi;
        if (stop < 0) {{ stop += n; if (stop < lo) stop = lo; }} else if (stop > hi) stop = hi;
        npy_intp len = step < 0 ? (stop < start ? (start - stop - 1) / (-step) + 1 : 0) : (start < stop ? (stop - start - 1) / step + 1 : 0);
        tl_base += start * PyArray_STRIDE({x}, {d});
        tl_dims[{len(out_axes)}] = len;
        tl_strides[{len(out_axes)}] = step * PyArray_STRIDE({x}, {d});
    }}""")
                out_axes.append(d)
            else:
                lines.append(f"""    {{ /* axis {d}: index {i} */
        npy_intp n = {n}, k = {i};
        if (k < -n || k >= n) {{ PyErr_Format(PyExc_IndexError, "index %lld is out of bounds for axis {d} with size %lld", (long long)k, (long long)n); {fail} }}
        if (k < 0) k += n;
        tl_base += k * PyArray_STRIDE({x}, {d});
    }}""")
        nd = len(out_axes)
        typenum = np.dtype(node.outputs[0].type.dtype).num
        body = "\n".join(lines)
        return f"""{{ /* {self} */
    const char* tl_base = PyArray_BYTES({x});
    npy_intp tl_dims[{max(nd, 1)}] = {{0}}, tl_strides[{max(nd, 1)}] = {{0}};
{body}{_alloc(z, nd, "tl_dims", typenum, fail)}
    tl_copy_view(tl_base, tl_strides, tl_dims, {nd}, PyArray_BYTES({z}), PyArray_ITEMSIZE({x}));
}}"""


# The lengths of a reshape given when the function runs (Reshape with None in its shape),
# checked and completed as NumPy's reshape does: `asked` holds every requested length; one may
# be -1 (the length the others leave), none below it, and the product of the nonzero ones must
# fit in npy_intp (32 bits in wasm). Fills `dims`, or sets a ValueError and returns -1.
RESHAPE_TEXT = r"""#ifndef TL_RESHAPE_DEFINED
#define TL_RESHAPE_DEFINED
static int tl_reshape_dims(const npy_int64* asked, int nd, npy_intp size, npy_intp* dims) {
    char text[24 * 32 + 8];
    int at = 0, wild = -1;
    for (int d = 0; d < nd && at < (int)sizeof(text) - 24; d++)
        at += snprintf(text + at, sizeof(text) - at, d ? ", %lld" : "(%lld", (long long)asked[d]);
    snprintf(text + at, sizeof(text) - at, nd == 1 ? ",)" : nd ? ")" : "()");
    npy_intp known = 1;
    int overflow = 0, zero = 0;
    for (int d = 0; d < nd; d++) {
        if (asked[d] < -1 || asked[d] > (npy_int64)NPY_MAX_INTP) {
            PyErr_Format(PyExc_ValueError, "reshape: length %lld (axis %d of %s) is %s", (long long)asked[d], d, text,
                         asked[d] < 0 ? "negative (only one -1 may stand for a length)" : "too large");
            return -1;
        }
        if (asked[d] == -1) {
            if (wild >= 0) {
                PyErr_Format(PyExc_ValueError, "can only specify one unknown dimension (shape %s)", text);
                return -1;
            }
            wild = d;
            continue;
        }
        dims[d] = (npy_intp)asked[d];
        if (dims[d] == 0) zero = 1;
        else if (known > NPY_MAX_INTP / dims[d]) overflow = 1;
        else known *= dims[d];
    }
    if (zero) known = 0;
    if (overflow || (wild >= 0 ? known == 0 || size % known != 0 : size != known)) {
        PyErr_Format(PyExc_ValueError, "cannot reshape array of size %lld into shape %s", (long long)size, text);
        return -1;
    }
    if (wild >= 0) dims[wild] = size / known;
    return 0;
}
#endif
"""


def _as_int64(dtype, at):
    """C of the integer element of `dtype` at the address `at` as an npy_int64; a uint64 beyond
    int64 becomes NPY_MAX_INT64 (too large or out of bounds for every use here)."""
    value = f"*(const {so.c_type(dtype)}*)({at})"
    if np.dtype(dtype) == np.uint64:
        return f"({value} > (npy_uint64)NPY_MAX_INT64 ? NPY_MAX_INT64 : (npy_int64){value})"
    return f"(npy_int64)({value})"


def _one_axis(op_name, axis, ndim):
    """`axis` (an int, or None) of a rank-`ndim` tensor, made non-negative; a ValueError names
    `op_name` when it is not an int in range."""
    if axis is None:
        return None
    if not isinstance(axis, (int, np.integer)) or isinstance(axis, bool) or not -ndim <= axis < ndim:
        raise ValueError(f"{op_name}: axis {axis!r} is out of bounds for a tensor of rank {ndim}")
    return int(axis) % ndim


class Reshape(_Copy):
    """x reshaped (its elements in C order) to `shape`, which may hold one -1 (the length the
    others leave). A None in `shape` is a length given when the function runs: the next of the
    integer inputs after x (0-d tensors, one per None), or the elements, in order, of one
    integer vector holding them all; -1 may come from there too."""

    __props__ = ("shape",)

    def __init__(self, shape):
        self.shape = tuple(None if s is None else int(s) for s in shape)

    def __str__(self):
        return f"Reshape{{{self.shape}}}"

    def make_node(self, x, *lengths):
        x = as_tensor(x)
        fixed = [s for s in self.shape if s is not None]
        if sum(s == -1 for s in fixed) > 1 or any(s < -1 for s in fixed):
            raise ValueError(f"{self}: only one length may be -1, and none below -1")
        lengths = [as_tensor(n) for n in lengths]
        wanted = self.shape.count(None)
        for n in lengths:
            if np.dtype(n.type.dtype).kind not in "iu":
                raise TypeError(f"{self}: a length must be an integer tensor, got one of dtype {n.type.dtype}")
        vector = len(lengths) == 1 and lengths[0].type.ndim == 1 and wanted > 0
        if vector and lengths[0].type.shape[0] not in (None, wanted):
            raise ValueError(f"{self}: the lengths vector has {lengths[0].type.shape[0]} elements for {wanted} lengths")
        if not vector and (len(lengths) != wanted or any(n.type.ndim != 0 for n in lengths)):
            raise ValueError(f"{self}: takes {wanted} 0-d integer lengths, or one vector of them, after the tensor; "
                             f"got {len(lengths)} of ranks {[n.type.ndim for n in lengths]}")
        size = int(np.prod(x.type.shape)) if None not in x.type.shape else None
        out = list(self.shape)
        if -1 in self.shape:
            rest = int(np.prod([s for s in fixed if s != -1]))
            whole = size is not None and wanted == 0 and rest and size % rest == 0
            out[self.shape.index(-1)] = size // rest if whole else None
        elif size is not None and wanted == 0 and size != int(np.prod(self.shape)):
            raise ValueError(f"cannot reshape array of size {size} into shape {self.shape}")
        return Apply(self, [x, *lengths], [TensorType(x.type.dtype, shape=tuple(out))()])

    def c_support_code(self, **kw):
        return RESHAPE_TEXT if None in self.shape else ""

    def c_code(self, node, name, inputs, outputs, sub):
        (x, *lengths), (z,), fail = inputs, outputs, sub["fail"]
        nd, ind = len(self.shape), node.inputs[0].type.ndim
        typenum = np.dtype(node.outputs[0].type.dtype).num
        if None in self.shape:
            dims = self._given_dims(node, x, lengths, fail)
        else:
            known = int(np.prod([s for s in self.shape if s != -1]))
            wild = self.shape.index(-1) if -1 in self.shape else -1
            shape_text = str(self.shape).replace(" ", " ")
            dims = f"""
    npy_intp tl_size = PyArray_SIZE({x});
    npy_intp tl_dims[{max(nd, 1)}] = {{{", ".join(map(str, self.shape)) or "0"}}};
    if ({wild} >= 0) {{
        if ({known} == 0 || tl_size % {known} != 0) {{
            PyErr_Format(PyExc_ValueError, "cannot reshape array of size %lld into shape {shape_text}", (long long)tl_size);
            {fail}
        }}
        tl_dims[{max(wild, 0)}] = tl_size / {known};
    }} else if (tl_size != {known}) {{
        PyErr_Format(PyExc_ValueError, "cannot reshape array of size %lld into shape {shape_text}", (long long)tl_size);
        {fail}
    }}"""
        return f"""{{ /* {self} */{dims}{_alloc(z, nd, "tl_dims", typenum, fail)}
    npy_intp tl_in_dims[{max(ind, 1)}], tl_in_strides[{max(ind, 1)}];
    for (int d = 0; d < {ind}; d++) {{ tl_in_dims[d] = PyArray_DIM({x}, d); tl_in_strides[d] = PyArray_STRIDE({x}, d); }}
    tl_copy_view(PyArray_BYTES({x}), tl_in_strides, tl_in_dims, {ind}, PyArray_BYTES({z}), PyArray_ITEMSIZE({x}));
}}"""

    def _given_dims(self, node, x, lengths, fail):
        """C declaring tl_dims from the constant lengths and those read from the inputs
        (tl_reshape_dims checks them and fills in the -1)."""
        nd, vector = len(self.shape), node.inputs[1].type.ndim == 1
        reads, j = [], 0
        for d, s in enumerate(self.shape):
            if s is not None:
                continue
            k = 0 if vector else j
            var, src = node.inputs[1 + k], lengths[k]
            at = f"PyArray_BYTES({src})" + (f" + {j} * PyArray_STRIDE({src}, 0)" if vector else "")
            reads.append(f"    tl_asked[{d}] = {_as_int64(var.type.dtype, at)};")
            j += 1
        count = (f"""
    if (PyArray_DIM({lengths[0]}, 0) != {j}) {{
        PyErr_Format(PyExc_ValueError, "{self}: the lengths vector has %lld elements for {j} lengths", (long long)PyArray_DIM({lengths[0]}, 0));
        {fail}
    }}""" if vector else "")
        asked = ", ".join("0" if s is None else str(s) for s in self.shape)
        return f"""{count}
    npy_int64 tl_asked[{nd}] = {{{asked}}};
{chr(10).join(reads)}
    npy_intp tl_dims[{nd}];
    if (tl_reshape_dims(tl_asked, {nd}, PyArray_SIZE({x}), tl_dims) < 0) {{ {fail} }}"""


class _Glue(Op):
    """Ops whose C has no loop of a kernel object: a few steps per call, or a walk too irregular
    for the copy kernel, compiled with the module's glue (ARCHITECTURE.md, "Kernel objects")."""

    def c_glue_only(self, node):
        return True

    def c_code_cache_version(self):
        return (1,)


def _c_string(text):
    """A C string literal of `text` (a format: its % signs are kept)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


class ContractedLength(_Glue):
    """The product of a's lengths over `axes_a` as an int64 scalar, after checking that b's
    lengths over `axes_b` equal them pair by pair: tensordot's and einsum's check of summed
    lengths. `messages` has per pair the ValueError's text, a format with the two lengths
    (%lld); by default NumPy's tensordot "shape-mismatch for sum". Glue only: no loop over
    elements."""

    __props__ = ("axes_a", "axes_b", "messages")

    def __init__(self, axes_a, axes_b, messages=None):
        self.axes_a, self.axes_b = tuple(int(d) for d in axes_a), tuple(int(d) for d in axes_b)
        self.messages = tuple(messages) if messages is not None else tuple(
            f"shape-mismatch for sum (axis {i} of a has length %lld, axis {j} of b %lld)" for i, j in zip(self.axes_a, self.axes_b))

    def __str__(self):
        return f"ContractedLength{{{self.axes_a}, {self.axes_b}}}"

    def make_node(self, a, b):
        a, b = as_tensor(a), as_tensor(b)
        if not len(self.axes_a) == len(self.axes_b) == len(self.messages) or any(not 0 <= d < a.type.ndim for d in self.axes_a) or \
                any(not 0 <= d < b.type.ndim for d in self.axes_b):
            raise ValueError(f"{self}: axes out of range for ranks {a.type.ndim} and {b.type.ndim}")
        return Apply(self, [a, b], [TensorType("int64", shape=())()])

    def c_code(self, node, name, inputs, outputs, sub):
        (a, b), (z,), fail = inputs, outputs, sub["fail"]
        checks = "".join(f"""
    if (PyArray_DIM({a}, {i}) != PyArray_DIM({b}, {j})) {{
        PyErr_Format(PyExc_ValueError, {_c_string(message)}, (long long)PyArray_DIM({a}, {i}), (long long)PyArray_DIM({b}, {j}));
        {fail}
    }}
    tl_n *= (npy_uint64)PyArray_DIM({a}, {i});""" for i, j, message in zip(self.axes_a, self.axes_b, self.messages))
        return f"""{{ /* {self} */
    npy_uint64 tl_n = 1;{checks}
    if (!{z} || PyArray_NDIM({z}) != 0 || PyArray_TYPE({z}) != NPY_INT64 || !PyArray_ISWRITEABLE({z})) {{
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_INT64, 0);
        if (!{z}) {{ {fail} }}
    }}
    *(npy_int64*)PyArray_DATA({z}) = (npy_int64)tl_n;
}}"""


class Diagonal(_Copy):
    """numpy.diagonal: the elements x[..., i, i + offset] of axes `axis1` and `axis2` (both
    removed, the diagonal last), copied through a view whose step is the sum of the two axes'
    steps (the copy kernel; NumPy's is a read-only view, this a new array)."""

    __props__ = ("offset", "axis1", "axis2")

    def __init__(self, offset, axis1, axis2):
        self.offset, self.axis1, self.axis2 = int(offset), int(axis1), int(axis2)
        if not -2**31 <= self.offset < 2**31:
            raise OverflowError(f"diagonal: offset {self.offset} is beyond a C int (as NumPy's diagonal takes it)")

    def __str__(self):
        return f"diagonal{{offset={self.offset}, axes=({self.axis1}, {self.axis2})}}"

    def make_node(self, x):
        x = as_tensor(x)
        nd = x.type.ndim
        if nd < 2:
            raise ValueError("diagonal: the input must have at least 2 dimensions")
        if not (0 <= self.axis1 < nd and 0 <= self.axis2 < nd) or self.axis1 == self.axis2:
            raise ValueError(f"{self}: axis1 and axis2 must be two different axes of a tensor of rank {nd}")
        n1, n2 = x.type.shape[self.axis1], x.type.shape[self.axis2]
        k = self.offset
        length = None if n1 is None or n2 is None else max(0, min(n1, n2 - k) if k >= 0 else min(n1 + k, n2))
        rest = tuple(n for d, n in enumerate(x.type.shape) if d not in (self.axis1, self.axis2))
        return Apply(self, [x], [TensorType(x.type.dtype, shape=rest + (length,))()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, a1, a2, k = node.inputs[0].type.ndim, self.axis1, self.axis2, self.offset
        rest = [d for d in range(nd) if d not in (a1, a2)]
        dims = ", ".join([f"PyArray_DIM({x}, {d})" for d in rest] + ["tl_len"])
        steps = ", ".join([f"PyArray_STRIDE({x}, {d})" for d in rest] + [f"PyArray_STRIDE({x}, {a1}) + PyArray_STRIDE({x}, {a2})"])
        typenum = np.dtype(node.outputs[0].type.dtype).num
        return f"""{{ /* {self} */
    long long tl_n1 = PyArray_DIM({x}, {a1}), tl_n2 = PyArray_DIM({x}, {a2}), tl_k = {k}LL; /* wider than npy_intp in wasm */
    long long tl_l = tl_k >= 0 ? (tl_n1 < tl_n2 - tl_k ? tl_n1 : tl_n2 - tl_k) : (tl_n1 + tl_k < tl_n2 ? tl_n1 + tl_k : tl_n2);
    npy_intp tl_len = tl_l > 0 ? (npy_intp)tl_l : 0;
    npy_intp tl_dims[{nd - 1}] = {{{dims}}};
    npy_intp tl_strides[{nd - 1}] = {{{steps}}};{_alloc(z, nd - 1, "tl_dims", typenum, fail)}
    const char* tl_base = PyArray_BYTES({x});
    if (tl_len > 0) tl_base += tl_k >= 0 ? (npy_intp)tl_k * PyArray_STRIDE({x}, {a2}) : (npy_intp)-tl_k * PyArray_STRIDE({x}, {a1});
    tl_copy_view(tl_base, tl_strides, tl_dims, {nd - 1}, PyArray_BYTES({z}), PyArray_ITEMSIZE({x}));
}}"""


def diagonal(x, offset=0, axis1=0, axis2=1):
    """numpy.diagonal (a new array, where NumPy's is a read-only view)."""
    x = as_tensor(x)
    nd = x.type.ndim
    if nd < 2:
        raise ValueError("diagonal: the input must have at least 2 dimensions")
    for a in (axis1, axis2):
        if not isinstance(a, (int, np.integer)) or not -nd <= a < nd:
            raise ValueError(f"diagonal: axis {a!r} is out of bounds for a tensor of rank {nd}")
    return Diagonal(offset, int(axis1) % nd, int(axis2) % nd)(x)


class Triangle(_Copy):
    """numpy.tril (`upper` False) and numpy.triu (True) over the last two axes: x copied into
    the output (the copy kernel), then the elements below diagonal `k` (triu) or above it
    (tril) of each matrix set to zero."""

    __props__ = ("k", "upper")

    def __init__(self, k, upper):
        self.k, self.upper = int(k), bool(upper)

    def __str__(self):
        return f"{'triu' if self.upper else 'tril'}{{k={self.k}}}"

    def make_node(self, x):
        x = as_tensor(x)
        if x.type.ndim < 2:
            raise ValueError(f"{'triu' if self.upper else 'tril'}: the input must have at least 2 dimensions")
        if not -2**62 < self.k < 2**62:
            raise OverflowError(f"{self}: k is beyond what an array index holds")
        return Apply(self, [x], [TensorType(x.type.dtype, shape=x.type.shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd = node.inputs[0].type.ndim
        typenum = np.dtype(node.outputs[0].type.dtype).num
        # zero where j - i < k (triu) or j - i > k (tril)
        cut = "(j - i) < k" if self.upper else "(j - i) > k"
        return f"""{{ /* {self} */{_alloc(z, nd, f"PyArray_DIMS({x})", typenum, fail)}
    tl_copy_view(PyArray_BYTES({x}), PyArray_STRIDES({x}), PyArray_DIMS({x}), {nd}, PyArray_BYTES({z}), PyArray_ITEMSIZE({x}));
    npy_intp rows = PyArray_DIM({x}, {nd - 2}), cols = PyArray_DIM({x}, {nd - 1}), size = PyArray_ITEMSIZE({x});
    npy_intp mats = rows * cols > 0 ? PyArray_SIZE({x}) / (rows * cols) : 0;
    long long k = {self.k}LL; /* wider than npy_intp in wasm */
    char* p = PyArray_BYTES({z});
    for (npy_intp m = 0; m < mats; m++)
        for (npy_intp i = 0; i < rows; i++)
            for (npy_intp j = 0; j < cols; j++, p += size)
                if ((long long){cut}) memset(p, 0, (size_t)size);
}}"""


def tril(x, k=0):
    """numpy.tril: the elements on and below diagonal `k` of the last two axes, zeros above."""
    return Triangle(k, False)(as_tensor(x))


def triu(x, k=0):
    """numpy.triu: the elements on and above diagonal `k` of the last two axes, zeros below."""
    return Triangle(k, True)(as_tensor(x))


class _OnAxis(_Copy):
    """An op working along `axis` of x (None: x's elements in C order, as a vector)."""

    def _checked(self, x):
        x = as_tensor(x)
        if self.axis is not None and not 0 <= self.axis < x.type.ndim:
            raise ValueError(f"{self}: axis {self.axis} is out of bounds for a tensor of rank {x.type.ndim}")
        return x

    def lanes(self, x, nd):
        """C of the lane length and the element counts before and after it (outer_inner)."""
        if self.axis is None:
            return f"PyArray_SIZE({x})", "1", "1"
        return (f"PyArray_DIM({x}, {self.axis})", *outer_inner(x, nd, self.axis))


class _AlongAxis(_OnAxis):
    """An op moving the elements of x along `axis` by an int `count` (the shift, the repeats),
    fixed when the graph is built."""

    __props__ = ("count", "axis")

    def __init__(self, count, axis):
        self.count, self.axis = int(count), None if axis is None else int(axis)
        if not -2**62 < self.count < 2**62:
            raise OverflowError(f"{self}: {self.count} is beyond what an array index holds")

    def __str__(self):
        return f"{type(self).__name__.lower()}{{{self.count}, axis={self.axis}}}"


class Roll(_AlongAxis):
    """numpy.roll by `count` along `axis`: x copied into the C-contiguous output (the copy
    kernel), then each lane's last count mod n runs of `inner` elements moved to its front
    (memmove and a small buffer), so any layout of x works."""

    def make_node(self, x):
        x = self._checked(x)
        return Apply(self, [x], [TensorType(x.type.dtype, shape=x.type.shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd = node.inputs[0].type.ndim
        typenum = np.dtype(node.outputs[0].type.dtype).num
        n, outer, inner = self.lanes(x, nd)
        return f"""{{ /* {self} */{_alloc(z, nd, f"PyArray_DIMS({x})", typenum, fail)}
    tl_copy_view(PyArray_BYTES({x}), PyArray_STRIDES({x}), PyArray_DIMS({x}), {nd}, PyArray_BYTES({z}), PyArray_ITEMSIZE({x}));
    npy_intp n = {n}, outer = {outer}, row = ({inner}) * PyArray_ITEMSIZE({x});
    npy_intp k = n > 0 ? (npy_intp)((({self.count}LL % n) + n) % n) : 0;
    if (k > 0 && outer > 0 && row > 0) {{
        char* tl_tmp = (char*)malloc((size_t)(k * row));
        if (!tl_tmp) {{ PyErr_SetString(PyExc_MemoryError, "{self}: no memory for the work space"); {fail} }}
        for (npy_intp o = 0; o < outer; o++) {{
            char* lane = PyArray_BYTES({z}) + o * n * row;
            memcpy(tl_tmp, lane + (n - k) * row, (size_t)(k * row));
            memmove(lane + k * row, lane, (size_t)((n - k) * row));
            memcpy(lane, tl_tmp, (size_t)(k * row));
        }}
        free(tl_tmp);
    }}
}}"""


def roll(x, shift, axis=None):
    """numpy.roll: the elements shifted by `shift` along `axis` (an int, a tuple of ints with
    shifts broadcast against it, summed per axis as NumPy's; None: the elements in C order),
    those beyond the end coming back at the start. Shifts are ints fixed when the graph is built."""
    x = as_tensor(x)
    if axis is None:
        if np.ndim(shift) != 0:
            shift = int(np.sum(shift))
        return Roll(int(shift), None)(x)
    pairs = np.broadcast(np.asarray(shift), np.asarray(axis))
    total = {}
    for s, a in pairs:
        if not -x.type.ndim <= int(a) < x.type.ndim:
            raise ValueError(f"roll: axis {int(a)} is out of bounds for a tensor of rank {x.type.ndim}")
        a = int(a) % x.type.ndim
        total[a] = total.get(a, 0) + int(s)
    for a, s in sorted(total.items()):
        x = Roll(s, a)(x)
    return x


class Repeat(_AlongAxis):
    """numpy.repeat of each element `count` times along `axis` (None: a vector): x copied into a
    C-contiguous work array (the copy kernel), then each run of `inner` elements written
    `count` times in a row."""

    def make_node(self, x):
        x = self._checked(x)
        if self.axis is None:
            size = None if None in x.type.shape else int(np.prod(x.type.shape))
            shape = (None if size is None else size * self.count,)
        else:
            shape = tuple(None if n is None else n * self.count if d == self.axis else n
                          for d, n in enumerate(x.type.shape))
        return Apply(self, [x], [TensorType(x.type.dtype, shape=shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        nd, a, r = node.inputs[0].type.ndim, self.axis, self.count
        typenum = np.dtype(node.outputs[0].type.dtype).num
        n, outer, inner = self.lanes(x, nd)
        if a is None:
            dims, ond, grown = f"npy_intp tl_od[1] = {{PyArray_SIZE({x})}};", 1, 0
        else:
            dims = f"npy_intp tl_od[{nd}];\n    for (int d = 0; d < {nd}; d++) tl_od[d] = PyArray_DIM({x}, d);"
            ond, grown = nd, a
        return f"""{{ /* {self} */
    {dims}
    if ({r} > 1 && tl_od[{grown}] > NPY_MAX_INTP / {r}) {{
        PyErr_SetString(PyExc_ValueError, "{self}: the result would have more elements than an array holds");
        {fail}
    }}
    tl_od[{grown}] *= {r};{_alloc(z, ond, "tl_od", typenum, fail)}{work_copy(x, nd, typenum, fail)}
    npy_intp n = {n}, outer = {outer}, row = ({inner}) * PyArray_ITEMSIZE({x});
    const char* src = PyArray_BYTES(tl_w);
    char* dst = PyArray_BYTES({z});
    for (npy_intp o = 0; o < outer; o++)
        for (npy_intp i = 0; i < n; i++, src += row)
            for (npy_intp c = 0; c < {r}; c++, dst += row) memcpy(dst, src, (size_t)row);
    Py_DECREF(tl_w);
}}"""


class RepeatCounts(_OnAxis):
    """numpy.repeat with a count per element along `axis` (None: a vector of x's elements in C
    order): `counts` an integer vector of the lane's length or of length 1, or a 0-d integer
    (one count for all, known only when the function runs). The output's length is the sum of
    the counts, found when the function runs; then each run of `inner` elements of a
    C-contiguous work copy of x is written its count of times."""

    __props__ = ("axis",)

    def __init__(self, axis):
        self.axis = None if axis is None else int(axis)

    def __str__(self):
        return f"repeat{{counts, axis={self.axis}}}"

    def make_node(self, x, counts):
        x, counts = self._checked(x), as_tensor(counts)
        if np.dtype(counts.type.dtype).kind not in "iu" or counts.type.ndim > 1:
            raise TypeError(f"repeat: repeats must be an int, or integers in a 0-d or 1-d tensor, not a {counts.type.ndim}-d "
                            f"tensor of {counts.type.dtype}")
        shape = (None,) if self.axis is None else tuple(None if d == self.axis else n for d, n in enumerate(x.type.shape))
        return Apply(self, [x, counts], [TensorType(x.type.dtype, shape=shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x, c), (z,), fail = inputs, outputs, sub["fail"]
        nd = node.inputs[0].type.ndim
        typenum = np.dtype(node.outputs[0].type.dtype).num
        ct = so.c_type(node.inputs[1].type.dtype)
        n, outer, inner = self.lanes(x, nd)
        if self.axis is None:
            dims, ond, grown = "npy_intp tl_od[1] = {0};", 1, 0
        else:
            dims = f"npy_intp tl_od[{nd}];\n    for (int d = 0; d < {nd}; d++) tl_od[d] = PyArray_DIM({x}, d);"
            ond, grown = nd, self.axis
        big = "(npy_uint64)NPY_MAX_INTP"
        return f"""{{ /* {self} */
    {dims}
    npy_intp n = {n}, m = PyArray_SIZE({c}), step = PyArray_NDIM({c}) ? PyArray_STRIDE({c}, 0) : 0;
    if (m != n && m != 1) {{
        PyErr_Format(PyExc_ValueError, "operands could not be broadcast together with shape (%lld,) (%lld,)", (long long)n, (long long)m);
        {fail}
    }}
#define TL_COUNT(i) (*(const {ct}*)(PyArray_BYTES({c}) + (m == 1 ? 0 : (i)) * step))
    npy_uint64 tl_total = 0;
    for (npy_intp i = 0; i < n; i++) {{
        if (TL_COUNT(i) < 0) {{ PyErr_SetString(PyExc_ValueError, "repeats may not contain negative values."); {fail} }}
        if ((npy_uint64)TL_COUNT(i) > {big} - tl_total) {{
            PyErr_SetString(PyExc_ValueError, "repeat: the result would have more elements than an array holds");
            {fail}
        }}
        tl_total += (npy_uint64)TL_COUNT(i);
    }}
    npy_intp tl_rest = ({outer}) * ({inner});
    if (tl_rest && tl_total > {big} / (npy_uint64)tl_rest) {{
        PyErr_SetString(PyExc_ValueError, "repeat: the result would have more elements than an array holds");
        {fail}
    }}
    tl_od[{grown}] = (npy_intp)tl_total;{_alloc(z, ond, "tl_od", typenum, fail)}{work_copy(x, nd, typenum, fail)}
    npy_intp outer = {outer}, row = ({inner}) * PyArray_ITEMSIZE({x});
    const char* src = PyArray_BYTES(tl_w);
    char* dst = PyArray_BYTES({z});
    for (npy_intp o = 0; o < outer; o++)
        for (npy_intp i = 0; i < n; i++, src += row)
            for (npy_intp k = 0; k < (npy_intp)TL_COUNT(i); k++, dst += row) memcpy(dst, src, (size_t)row);
#undef TL_COUNT
    Py_DECREF(tl_w);
}}"""


def repeat(x, repeats, axis=None):
    """numpy.repeat: each element `repeats` times in a row along `axis` (None: the elements in
    C order, as a vector); `repeats` one int (at least 0), or integers per element (a list, an
    array, a 1-d or 0-d integer tensor: the output's length found when the function runs)."""
    x = as_tensor(x)
    axis = _one_axis("repeat", axis, x.type.ndim)
    if isinstance(repeats, bool) or not isinstance(repeats, (int, np.integer)):
        return RepeatCounts(axis)(x, repeats)
    if repeats < 0:
        raise ValueError("repeat: negative dimensions are not allowed")
    return Repeat(repeats, axis)(x)


def _each_element(arr, nd, body):
    """C running `body` for each element of the array `arr` (rank `nd`, any strides) in C order,
    with `tl_p` pointing at it and `tl_j` its position in that order."""
    return f"""
    {{
        npy_intp tl_pos[{max(nd, 1)}] = {{0}};
        const char* tl_p = PyArray_BYTES({arr});
        for (npy_intp tl_j = 0; tl_j < PyArray_SIZE({arr}); tl_j++) {{
{body}
            for (int d = {nd} - 1; d >= 0; d--) {{
                tl_p += PyArray_STRIDE({arr}, d);
                if (++tl_pos[d] < PyArray_DIM({arr}, d)) break;
                tl_p -= PyArray_STRIDE({arr}, d) * PyArray_DIM({arr}, d);
                tl_pos[d] = 0;
            }}
        }}
    }}"""


class Take(_OnAxis):
    """numpy.take along `axis` (None: x's elements in C order) with integer indices of any
    shape, which take the axis's place in the output; `mode` "raise" (an index beyond the axis
    is NumPy's IndexError, before anything is written), "wrap" or "clip". Also x[idx] with one
    integer array among full slices. The indices are checked and made non-negative into a
    buffer, then runs of `inner` elements of a C-contiguous work copy of x are copied."""

    __props__ = ("axis", "mode")

    def __init__(self, axis, mode="raise"):
        if mode not in ("raise", "wrap", "clip"):
            raise ValueError(f"take: mode must be 'raise', 'wrap' or 'clip', not {mode!r}")
        self.axis, self.mode = None if axis is None else int(axis), mode

    def __str__(self):
        return f"take{{axis={self.axis}{'' if self.mode == 'raise' else ', mode=' + self.mode}}}"

    def make_node(self, x, indices):
        x, indices = self._checked(x), as_tensor(indices)
        if np.dtype(indices.type.dtype).kind not in "iu":
            raise IndexError(f"{self}: indices must be integers, not {indices.type.dtype} (a boolean mask indexes as x[mask])")
        if self.axis is None:
            shape = indices.type.shape
        else:
            shape = x.type.shape[:self.axis] + indices.type.shape + x.type.shape[self.axis + 1:]
        return Apply(self, [x, indices], [TensorType(x.type.dtype, shape=shape)()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x, idx), (z,), fail = inputs, outputs, sub["fail"]
        nd, ind = node.inputs[0].type.ndim, node.inputs[1].type.ndim
        typenum = np.dtype(node.outputs[0].type.dtype).num
        value = _as_int64(node.inputs[1].type.dtype, "tl_p")
        a = self.axis
        n, outer, inner = self.lanes(x, nd)
        if a is None:
            dims = f"for (int d = 0; d < {ind}; d++) tl_od[d] = PyArray_DIM({idx}, d);"
            ond, axis_no = ind, 0
        else:
            dims = (f"for (int d = 0; d < {a}; d++) tl_od[d] = PyArray_DIM({x}, d);\n"
                    f"    for (int d = 0; d < {ind}; d++) tl_od[{a} + d] = PyArray_DIM({idx}, d);\n"
                    f"    for (int d = {a} + 1; d < {nd}; d++) tl_od[{ind} - 1 + d] = PyArray_DIM({x}, d);")
            ond, axis_no = nd - 1 + ind, a
        fix = {"raise": f"""            if (v < -n || v >= n) {{
                PyErr_Format(PyExc_IndexError, "index %lld is out of bounds for axis {axis_no} with size %lld", (long long)v, (long long)n);
                free(tl_at);
                {fail}
            }}
            if (v < 0) v += n;""",
               "wrap": "            v %= n; if (v < 0) v += n;",
               "clip": "            v = v < 0 ? 0 : v >= n ? n - 1 : v;"}[self.mode]
        body = f"""            npy_int64 v = {value};
{fix}
            tl_at[tl_j] = (npy_intp)v;"""
        return f"""{{ /* {self} */
    npy_intp n = {n}, k = PyArray_SIZE({idx}), outer = {outer}, inner = {inner};
    if (n == 0 && k > 0) {{ PyErr_SetString(PyExc_IndexError, "cannot do a non-empty take from an empty axes."); {fail} }}
    if (k && outer && inner && (k > NPY_MAX_INTP / inner || k * inner > NPY_MAX_INTP / outer)) {{
        PyErr_SetString(PyExc_ValueError, "{self}: the result would have more elements than an array holds");
        {fail}
    }}
    npy_intp* tl_at = (npy_intp*)malloc((size_t)(k ? k : 1) * sizeof(npy_intp));
    if (!tl_at) {{ PyErr_NoMemory(); {fail} }}{_each_element(idx, ind, body)}
    npy_intp tl_od[{max(ond, 1)}];
    {dims}{_alloc(z, ond, "tl_od", typenum, "free(tl_at); " + fail)}{work_copy(x, nd, typenum, "free(tl_at); " + fail)}
    npy_intp row = inner * PyArray_ITEMSIZE({x});
    const char* src = PyArray_BYTES(tl_w);
    char* dst = PyArray_BYTES({z});
    for (npy_intp o = 0; o < outer; o++, src += n * row)
        for (npy_intp j = 0; j < k; j++, dst += row) memcpy(dst, src + tl_at[j] * row, (size_t)row);
    free(tl_at);
    Py_DECREF(tl_w);
}}"""


class MaskSelect(_Copy):
    """x[mask] for a boolean mask over x's first mask.ndim axes (all of them: the selected
    elements in C order): the output's first axis holds the selected positions, found when the
    function runs, the rest are x's remaining axes. The mask's lengths must equal x's (NumPy's
    IndexError otherwise)."""

    def make_node(self, x, mask):
        x, mask = as_tensor(x), as_tensor(mask)
        m = mask.type.ndim
        if np.dtype(mask.type.dtype) != np.bool_ or m == 0 or m > x.type.ndim:
            raise IndexError(f"x[mask]: the mask must be a boolean tensor of rank 1 to {x.type.ndim}, got a "
                             f"{m}-d tensor of {mask.type.dtype}")
        for d in range(m):
            a, b = x.type.shape[d], mask.type.shape[d]
            if None not in (a, b) and a != b:
                raise IndexError(f"boolean index did not match indexed array along axis {d}; size of axis is {a} but "
                                 f"size of corresponding boolean axis is {b}")
        return Apply(self, [x, mask], [TensorType(x.type.dtype, shape=(None,) + x.type.shape[m:])()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x, mask), (z,), fail = inputs, outputs, sub["fail"]
        nd, m = node.inputs[0].type.ndim, node.inputs[1].type.ndim
        typenum = np.dtype(node.outputs[0].type.dtype).num
        checks = "".join(f"""
    if (PyArray_DIM({x}, {d}) != PyArray_DIM({mask}, {d})) {{
        PyErr_Format(PyExc_IndexError, "boolean index did not match indexed array along axis {d}; size of axis is %lld but size of corresponding boolean axis is %lld",
                     (long long)PyArray_DIM({x}, {d}), (long long)PyArray_DIM({mask}, {d}));
        {fail}
    }}""" for d in range(m))
        inner = " * ".join(f"PyArray_DIM({x}, {d})" for d in range(m, nd)) or "1"
        count = "            tl_count += *(const npy_bool*)tl_p != 0;"
        copy = """            if (*(const npy_bool*)tl_p) { memcpy(dst, src + tl_j * row, (size_t)row); dst += row; }"""
        return f"""{{ /* x[mask] */{checks}
    npy_intp tl_count = 0;{_each_element(mask, m, count)}
    npy_intp tl_od[{nd - m + 1}];
    tl_od[0] = tl_count;
    for (int d = {m}; d < {nd}; d++) tl_od[d - {m} + 1] = PyArray_DIM({x}, d);{_alloc(z, nd - m + 1, "tl_od", typenum, fail)}{work_copy(x, nd, typenum, fail)}
    npy_intp row = ({inner}) * PyArray_ITEMSIZE({x});
    const char* src = PyArray_BYTES(tl_w);
    char* dst = PyArray_BYTES({z});{_each_element(mask, m, copy)}
    Py_DECREF(tl_w);
}}"""


class Nonzero(_Copy):
    """numpy.nonzero: per axis of x (at least 1-d), an int64 vector of the positions of x's
    nonzero elements (NaN counts as nonzero, as NumPy's), in C order; their length is found
    when the function runs."""

    def make_node(self, x):
        x = as_tensor(x)
        if x.type.ndim == 0:
            raise ValueError("nonzero: a 0-d tensor has no positions (NumPy no longer takes one either); use "
                             "atleast_1d first")
        return Apply(self, [x], [TensorType("int64", shape=(None,))() for _ in range(x.type.ndim)])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), fail = inputs, sub["fail"]
        nd = node.inputs[0].type.ndim
        ct = so.c_type(node.inputs[0].type.dtype)
        count = f"            tl_count += *(const {ct}*)tl_p != 0;"
        write = (f"            if (*(const {ct}*)tl_p != 0) {{\n"
                 + "".join(f"                tl_o[{d}][tl_k] = tl_pos[{d}];\n" for d in range(nd))
                 + "                tl_k++;\n            }")
        allocs = "".join(f"""
    {{{_alloc(z, 1, "tl_od", np.dtype(np.int64).num, fail)}
        tl_o[{d}] = (npy_int64*)PyArray_DATA({z});
    }}""" for d, z in enumerate(outputs))
        return f"""{{ /* nonzero */
    npy_intp tl_count = 0, tl_k = 0;{_each_element(x, nd, count)}
    npy_intp tl_od[1] = {{tl_count}};
    npy_int64* tl_o[{nd}];{allocs}{_each_element(x, nd, write)}
}}"""


class TakeAlong(_Glue):
    """numpy.take_along_axis along `axis`: indices of arr's rank whose other axes broadcast
    against arr's (length 1 against any), the output of the broadcast shape with the indices'
    length along `axis`; every index is checked (NumPy's IndexError) before anything is
    written. Glue: a walk over the output's positions reading arr and the indices through
    their strides (0 where an axis broadcasts)."""

    __props__ = ("axis",)

    def __init__(self, axis):
        self.axis = int(axis)

    def __str__(self):
        return f"take_along_axis{{axis={self.axis}}}"

    def make_node(self, arr, indices):
        arr, indices = as_tensor(arr), as_tensor(indices)
        nd = arr.type.ndim
        if np.dtype(indices.type.dtype).kind not in "iu":
            raise IndexError("`indices` must be an integer array")
        if indices.type.ndim != nd:
            raise ValueError("`indices` and `arr` must have the same number of dimensions")
        if not 0 <= self.axis < nd:
            raise ValueError(f"{self}: axis {self.axis} is out of bounds for a tensor of rank {nd}")
        shape = []
        for d, (a, i) in enumerate(zip(arr.type.shape, indices.type.shape)):
            if d == self.axis:
                shape.append(i)
            elif None not in (a, i) and a != i and 1 not in (a, i):
                raise IndexError(f"take_along_axis: axis {d} of the indices has length {i}, arr's {a}: they do not broadcast")
            else:
                shape.append(i if a == 1 else a if i == 1 else a if a is not None else i)
        return Apply(self, [arr, indices], [TensorType(arr.type.dtype, shape=tuple(shape))()])

    def c_code(self, node, name, inputs, outputs, sub):
        (arr, idx), (z,), fail = inputs, outputs, sub["fail"]
        nd, a = node.inputs[0].type.ndim, self.axis
        size = np.dtype(node.outputs[0].type.dtype).itemsize
        value = _as_int64(node.inputs[1].type.dtype, "tl_p")
        check = f"""            npy_int64 v = {value};
            if (v < -n || v >= n) {{
                PyErr_Format(PyExc_IndexError, "index %lld is out of bounds for axis {a} with size %lld", (long long)v, (long long)n);
                {fail}
            }}"""
        return f"""{{ /* {self} */
    npy_intp n = PyArray_DIM({arr}, {a}), tl_od[{nd}], tl_as[{nd}], tl_is[{nd}], tl_pos[{nd}];
    for (int d = 0; d < {nd}; d++) {{
        npy_intp na = PyArray_DIM({arr}, d), ni = PyArray_DIM({idx}, d);
        if (d != {a} && na != ni && na != 1 && ni != 1) {{
            PyErr_Format(PyExc_IndexError, "take_along_axis: axis %d of the indices has length %lld, arr's %lld: they do not broadcast",
                         d, (long long)ni, (long long)na);
            {fail}
        }}
        tl_od[d] = d == {a} ? ni : na == 1 ? ni : na;
        tl_as[d] = d == {a} || na == 1 ? 0 : PyArray_STRIDE({arr}, d);
        tl_is[d] = ni == 1 ? 0 : PyArray_STRIDE({idx}, d);
        tl_pos[d] = 0;
    }}{_each_element(idx, nd, check)}{_alloc(z, nd, "tl_od", np.dtype(node.outputs[0].type.dtype).num, fail)}
    npy_intp total = PyArray_SIZE({z}), step = PyArray_STRIDE({arr}, {a});
    const char* pa = PyArray_BYTES({arr});
    const char* pi = PyArray_BYTES({idx});
    char* dst = PyArray_BYTES({z});
    for (npy_intp j = 0; j < total; j++, dst += {size}) {{
        const char* tl_p = pi;
        npy_int64 v = {value};
        if (v < 0) v += n;
        memcpy(dst, pa + v * step, {size});
        for (int d = {nd} - 1; d >= 0; d--) {{
            pa += tl_as[d];
            pi += tl_is[d];
            if (++tl_pos[d] < tl_od[d]) break;
            pa -= tl_as[d] * tl_od[d];
            pi -= tl_is[d] * tl_od[d];
            tl_pos[d] = 0;
        }}
    }}
}}"""


def take_along_axis(arr, indices, axis=-1):
    """numpy.take_along_axis: arr's elements at `indices` (integers of arr's rank, the other
    axes broadcasting) along `axis` (None: arr's elements in C order, a 1-d `indices`)."""
    arr = as_tensor(arr)
    if axis is None:
        return TakeAlong(0)(arr.reshape(-1), indices)
    return TakeAlong(_one_axis("take_along_axis", axis, arr.type.ndim))(arr, indices)


def take(a, indices, axis=None, mode="raise"):
    """numpy.take: the elements of `a` at integer `indices` (a list, an array or an integer
    tensor of any shape) along `axis` (None: a's elements in C order); `mode` "raise", "wrap"
    or "clip", as NumPy's."""
    a = as_tensor(a)
    return Take(_one_axis("take", axis, a.type.ndim), mode)(a, indices)


class Join(so.KernelCalls, Op):
    """concatenate (`new_axis=False`) or stack (`new_axis=True`) along `axis`: each input is
    converted into its slab of the output by a kernel (`scalar_ops.convert_kernel`), so its code is glue."""

    __props__ = ("axis", "new_axis")

    def __init__(self, axis, new_axis):
        self.axis, self.new_axis = int(axis), bool(new_axis)

    def kernels(self, node):
        odt = np.dtype(node.outputs[0].type.dtype)
        return [so.convert_kernel(idt, odt) for idt in dict.fromkeys(np.dtype(v.type.dtype) for v in node.inputs)]

    def c_code_cache_version(self):
        return (2,)

    def __str__(self):
        return f"{'stack' if self.new_axis else 'concatenate'}{{axis={self.axis}}}"

    def make_node(self, *xs):
        if not xs:
            raise ValueError(f"{self}: needs at least one tensor")
        xs = [as_tensor(x) for x in xs]
        nd = xs[0].type.ndim
        if any(x.type.ndim != nd for x in xs):
            raise ValueError(f"{self}: all inputs must have the same rank, got {[x.type.ndim for x in xs]}")
        out_nd = nd + self.new_axis
        if not 0 <= self.axis < out_nd:
            raise ValueError(f"{self}: axis {self.axis} is out of bounds for rank {out_nd}")
        dtype = np.result_type(*[np.dtype(x.type.dtype) for x in xs])
        shape = []
        for d in range(nd):
            lengths = [x.type.shape[d] for x in xs]
            if d == self.axis and not self.new_axis:
                shape.append(None if None in lengths else sum(lengths))
            else:
                known = {n for n in lengths if n is not None}
                if len(known) > 1:
                    raise ValueError(f"{self}: input lengths along axis {d} differ: {lengths}")
                shape.append(known.pop() if known else None)
        if self.new_axis:
            shape.insert(self.axis, len(xs))
        return Apply(self, xs, [TensorType(dtype, shape=tuple(shape))()])

    def c_code(self, node, name, inputs, outputs, sub):
        (z,), fail = outputs, sub["fail"]
        nd = node.inputs[0].type.ndim
        out_nd = nd + self.new_axis
        dt = np.dtype(node.outputs[0].type.dtype)
        a = self.axis
        c = [f"{{ /* {self} */", f"    PyArrayObject* tl_xs[{len(inputs)}] = {{{', '.join(inputs)}}};",
             f"    npy_intp tl_dims[{max(out_nd, 1)}];"]
        src_axes = [d for d in range(out_nd) if not (self.new_axis and d == a)]
        for od, d in enumerate(src_axes):
            c.append(f"    tl_dims[{src_axes[od]}] = PyArray_DIM(tl_xs[0], {od});")
        if self.new_axis:
            c.append(f"    tl_dims[{a}] = {len(inputs)};")
        else:
            c.append(f"    tl_dims[{a}] = 0;")
            c.append(f"    for (int k = 0; k < {len(inputs)}; k++) tl_dims[{a}] += PyArray_DIM(tl_xs[k], {a});")
        for k in range(1, len(inputs)):
            for d in range(nd):
                if self.new_axis or d != a:
                    c.append(f'    if (PyArray_DIM(tl_xs[{k}], {d}) != PyArray_DIM(tl_xs[0], {d})) {{ PyErr_Format(PyExc_ValueError, "{self}: input {k} has length %lld along axis {d}, input 0 has %lld", (long long)PyArray_DIM(tl_xs[{k}], {d}), (long long)PyArray_DIM(tl_xs[0], {d})); {fail} }}')
        c.append(_alloc(z, out_nd, "tl_dims", dt.num, fail))
        # Each input goes to its slab of the output (`scalar_ops.convert_kernel`), converted to its dtype:
        # the output's strides over the input's axes, from the slab's first element.
        c.append("    npy_intp tl_offset = 0;")
        c.append(f"    npy_intp tl_ds[{max(nd, 1)}];")
        for d in range(nd):
            c.append(f"    tl_ds[{d}] = PyArray_STRIDE({z}, {d + (self.new_axis and d >= a)});")
        for k, v in enumerate(node.inputs):
            start = f"{k} * PyArray_STRIDE({z}, {a})" if self.new_axis else f"tl_offset * PyArray_STRIDE({z}, {a})"
            c.append(f"    {so.convert_name(np.dtype(v.type.dtype), dt)}(PyArray_BYTES(tl_xs[{k}]), PyArray_STRIDES(tl_xs[{k}]), "
                     f"PyArray_DIMS(tl_xs[{k}]), {nd}, PyArray_BYTES({z}) + {start}, tl_ds);")
            if not self.new_axis:
                c.append(f"    tl_offset += PyArray_DIM(tl_xs[{k}], {a});")
        c.append("}")
        return "\n".join(c)


class Shape(RegisteredOp):
    """The shape of its input as an int64 vector, by the C registered for the input's Type."""

    kind = "shape"

    def _out_type(self, x):
        return TensorType("int64", shape=(getattr(x.type, "ndim", None),))


class Shape_i(RegisteredOp):  # noqa: N801 (PyTensor's name)
    """Length `i` of its input as an int64 0-d array, by the C registered for the input's Type."""

    kind = "shape_i"
    __props__ = ("i",)

    def __init__(self, i):
        self.i = int(i)

    def __str__(self):
        return f"Shape_i{{{self.i}}}"

    def _out_type(self, x):
        ndim = getattr(x.type, "ndim", None)
        if ndim is not None and not 0 <= self.i < ndim:
            raise IndexError(f"{self}: a tensor of rank {ndim} has no axis {self.i}")
        return TensorType("int64", shape=())

    def _sub(self, node, inputs, outputs, sub):
        return dict(sub, iname=inputs[0], oname=outputs[0], i=self.i)


shape_op = Shape()


def shape_i(x, i):
    return Shape_i(i)(x)


# TensorType's C for Shape and Shape_i (as PyTensor's): the int64 output, reused when it fits.
_SHAPE_ALLOC = """
    {
        npy_intp n = %(n)s;
        if (!%%(oname)s || PyArray_NDIM(%%(oname)s) != %(nd)s || PyArray_TYPE(%%(oname)s) != NPY_INT64 || PyArray_SIZE(%%(oname)s) != n || Py_REFCNT(%%(oname)s) > 1) {
            Py_XDECREF(%%(oname)s);
            %%(oname)s = (PyArrayObject*)PyArray_EMPTY(%(nd)s, &n, NPY_INT64, 0);
            if (!%%(oname)s) { %%(fail)s }
        }
    }
    """
register_shape_c_code(TensorType, _SHAPE_ALLOC % {"n": "PyArray_NDIM(%(iname)s)", "nd": "1"} + """
    for (int d = 0; d < PyArray_NDIM(%(iname)s); d++)
        ((npy_int64*)PyArray_DATA(%(oname)s))[d] = PyArray_DIM(%(iname)s, d);
    """, version=(1,), glue=True)
register_shape_i_c_code(TensorType, _SHAPE_ALLOC % {"n": "1", "nd": "0"} + """
    *(npy_int64*)PyArray_DATA(%(oname)s) = PyArray_DIM(%(iname)s, %(i)s);
    """, """
    if (PyArray_NDIM(%(iname)s) <= %(i)s) {
        PyErr_Format(PyExc_IndexError, "Shape_i{%(i)s}: the input has only %%d axes", PyArray_NDIM(%(iname)s));
        %(fail)s
    }
    """, version=(1,), glue=True)


class ShapeTuple(tuple):
    """x.shape: static lengths; indexing gives the x.shape[i] op (Shape_i); len() is the rank."""

    def __new__(cls, var):
        t = super().__new__(cls, var.type.shape)
        t.var = var
        return t

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self[j] for j in range(*i.indices(len(self))))
        n = len(self)
        if not -n <= i < n:
            raise IndexError(f"shape index {i} is out of range for a tensor of rank {n}")
        return Shape_i(i % n)(self.var)


def expand_ellipsis(key, ndim):
    """`key` (a tuple) with its `...` replaced by the full slices it stands for among `ndim`
    axes (None, a new axis, takes none of them)."""
    at = [i for i, k in enumerate(key) if k is Ellipsis]  # `is`: an array key has no plain ==
    if len(at) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    if not at:
        return key
    at = at[0]
    taken = sum(1 for k in key if k is not None and k is not Ellipsis)
    return key[:at] + (slice(None),) * max(ndim - taken, 0) + key[at + 1:]


def normalize_index(key, ndim):
    """x[key] as Subtensor's index: ints and (start, stop, step) tuples of ints/None."""
    key = expand_ellipsis(key if isinstance(key, tuple) else (key,), ndim)
    out = []
    for k in key:
        if isinstance(k, slice):
            parts = (k.start, k.stop, k.step)
            if any(p is not None and (not isinstance(p, (int, np.integer)) or isinstance(p, bool)) for p in parts):
                raise TypeError(f"slice bounds must be ints or None (bounds known only when the function runs are not supported), got {k}")
            out.append(tuple(None if p is None else int(p) for p in parts))
        elif isinstance(k, (int, np.integer)) and not isinstance(k, bool):
            out.append(int(k))
        else:
            raise TypeError(f"index {k!r}: only ints, slices, ... and None are supported, and one integer or boolean "
                            f"array (x[:, idx], x[mask])")
    return tuple(out)


def _advanced(k):
    """Whether an index entry is an array index: a tensor, or a list or array of ints or bools."""
    return isinstance(k, (Variable, list, np.ndarray))


def index(x, key):
    """x[key]: basic indexing (ints, slices, `...` and None, np.newaxis: a new axis of length
    1, as NumPy's; a Subtensor and, for the new axes, a DimShuffle), and two forms of array
    indexing: one integer array (list, array or tensor) among slices, which takes the
    positions it holds along its axis (Take, after the slices), and a boolean mask over the
    leading axes, x[mask] or x[mask, ...] (MaskSelect)."""
    key = key if isinstance(key, tuple) else (key,)
    if any(_advanced(k) for k in key):
        return _array_index(x, key)
    key = expand_ellipsis(key, x.type.ndim)
    if not any(k is None for k in key):
        return Subtensor(normalize_index(key, x.type.ndim))(x)
    plain = tuple(k for k in key if k is not None)
    whole = all(isinstance(k, slice) and k == slice(None) for k in plain)
    y = x if whole else Subtensor(normalize_index(plain, x.type.ndim))(x)
    pattern, axis = [], 0
    for k in key:
        if k is None:
            pattern.append("x")
        elif isinstance(k, slice):
            pattern.append(axis)
            axis += 1
    pattern += range(axis, y.type.ndim)
    return DimShuffle(pattern)(y)


def _array_index(x, key):
    """x[key] with an array among the entries (see index)."""
    arrays = [i for i, k in enumerate(key) if _advanced(k)]
    if len(arrays) > 1:
        raise IndexError("x[...]: only one array index at a time is supported (index in steps, or use take)")
    at = arrays[0]
    arr = as_tensor(key[at]) if not (isinstance(key[at], list) and not key[at]) else as_tensor(np.zeros(0, np.int64))
    if np.dtype(arr.type.dtype) == np.bool_:
        rest = key[at + 1:]
        if at != 0 or any(k is not Ellipsis and k != slice(None) for k in rest):
            raise IndexError("x[mask]: a boolean mask is supported first in the index, followed only by ':' or '...'")
        return MaskSelect()(x, arr)
    if np.dtype(arr.type.dtype).kind not in "iu":
        raise IndexError(f"x[...]: arrays used as indices must be of integer (or boolean) type, not {arr.type.dtype}")
    rest = tuple(slice(None) if i == at else k for i, k in enumerate(key))
    if any(k is None or (isinstance(k, (int, np.integer)) and not isinstance(k, bool)) for k in rest):
        raise IndexError("x[...]: an integer array index is supported among slices and '...' only (with ints or "
                         "None too, NumPy moves axes: index in two steps)")
    full = expand_ellipsis(rest, x.type.ndim)
    if len(full) > x.type.ndim:
        raise IndexError(f"x[...]: too many indices for a tensor of rank {x.type.ndim}")
    # the array's axis: its place, counted from the end when an ellipsis comes before it
    axis = x.type.ndim - (len(key) - at) if any(k is Ellipsis for k in key[:at]) else at
    if not 0 <= axis < x.type.ndim:
        raise IndexError(f"x[...]: too many indices for a tensor of rank {x.type.ndim}")
    sliced = any(k != slice(None) for k in full)
    y = Subtensor(normalize_index(full, x.type.ndim))(x) if sliced else x
    return Take(axis)(y, arr)


def reshape(x, shape):
    """x.reshape(shape), NumPy's: `shape` an int, or a sequence of ints and 0-d integer tensors
    (x.shape[0] * 2, an lscalar), or a 1-d integer tensor of known length; one length may be
    -1. Lengths known only when the function runs are checked then."""
    x = as_tensor(x)
    if isinstance(shape, (tuple, list)) and len(shape) == 1 and isinstance(shape[0], Variable) and shape[0].type.ndim:
        shape = shape[0]  # x.reshape(v), as x.reshape((v,)) reaches here
    if isinstance(shape, Variable):
        shape = as_tensor(shape)
        if shape.type.ndim == 0:
            shape = (shape,)
        elif shape.type.ndim != 1 or shape.type.shape[0] is None:
            raise ValueError(f"reshape: a shape given as a tensor must be a vector of known length, got one of "
                             f"shape {shape.type.shape}")
        elif isinstance(shape, TensorConstant):
            shape = tuple(int(v) for v in shape.data)
        else:
            return Reshape((None,) * shape.type.shape[0])(x, shape)
    elif isinstance(shape, (int, np.integer)):
        shape = (shape,)
    fixed, given = [], []
    for at, s in enumerate(shape):
        if isinstance(s, (bool, np.bool_)) or not isinstance(s, (int, np.integer, Variable)):
            raise TypeError(f"reshape: length {at} of the shape is {s!r}; lengths are ints or 0-d integer tensors")
        if isinstance(s, Variable):
            s = as_tensor(s)
            if s.type.ndim != 0 or np.dtype(s.type.dtype).kind not in "iu":
                raise TypeError(f"reshape: length {at} of the shape is a tensor of dtype {s.type.dtype} and rank "
                                f"{s.type.ndim}; a length is a 0-d integer tensor")
            if isinstance(s, TensorConstant):
                s = int(s.data)
            else:
                given.append(s)
                s = None
        fixed.append(s)
    return Reshape(fixed)(x, *given)


# The methods and indexing of tensor variables (twinlink.tensor.variable).
register_operation("dimshuffle", lambda x, pattern: DimShuffle(pattern)(x))
register_operation("reshape", reshape)
register_operation("index", index)
register_operation("shape", ShapeTuple)
