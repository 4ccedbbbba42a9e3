"""C for PyTensor's AdvancedSubtensor, AdvancedSetSubtensor and AdvancedIncSubtensor nodes
(x[i, j], x[:, i, j], x[x > 0], set_subtensor and inc_subtensor of those) whose indices are
integer or boolean arrays among slices (bounded ones: PyTensor 3): PyTensor has no C for these (its `perform` indexes with NumPy on the
host), so each ran Python between modules, outside the sandbox on wasm. The indices broadcast
together and place the result's axes as NumPy does (where the first index is when the indexed
axes are adjacent, first otherwise); negative indices count from the end; the checks and
their messages are NumPy's; an increment adds repeated positions once each, in order, as
`np.add.at` does; a boolean array of rank m stands for the m integer arrays of its true
elements' positions (np.nonzero), as NumPy defines it (ARCHITECTURE.md, "The PyTensor
bridge")."""
from __future__ import annotations

import numpy as np

from ..tensor import scalar_ops as so
from ..tensor.shape_ops import _as_int64, _c_string
from ..tensor.elemwise import ELEMWISE_TEXT, SHAPE_TEXT
from .products import NEW_OUTPUT_TEXT, Substitute

try:
    from pytensor import __version__ as _PYTENSOR_VERSION
    from pytensor.tensor.subtensor import AdvancedIncSubtensor as _AdvancedIncSubtensor
    from pytensor.tensor.subtensor import AdvancedIncSubtensor1 as _AdvancedIncSubtensor1
    from pytensor.tensor.subtensor import AdvancedSubtensor as _AdvancedSubtensor
except ImportError:  # pragma: no cover - the bridge imports PyTensor first
    raise ImportError("twinlink.pytensor needs PyTensor") from None
_PYTENSOR_MAJOR = int(_PYTENSOR_VERSION.split(".")[0])

_FULL = slice(None, None, None)


def _layout(node, first):
    """[(x axis, input position)] of the integer- and boolean-array indices (a boolean one of
    rank m covers x's axes from that one on, m of them), or None when an index is anything
    else (a new axis, a boolean scalar, a bounded slice in PyTensor 2.x) or there is none, or
    the indices cover more axes than x has; `first`: the position of the first index input.
    PyTensor 3 lists the indices in the op's `idx_list` (slices written there, arrays as
    positions among the index inputs); PyTensor 2.x gives every index as an input (a full
    slice as a constant). Bounded slices: _slices."""
    entries = _entries(node, first)
    if entries is None:
        return None
    layout, axis = [], 0
    for entry in entries:
        if isinstance(entry, slice):
            axis += 1
            continue
        t = node.inputs[entry].type
        if np.dtype(t.dtype).kind not in "iub" or (t.dtype == "bool" and t.ndim == 0):
            return None
        layout.append((axis, entry))
        axis += t.ndim if t.dtype == "bool" else 1
    if axis > node.inputs[0].type.ndim:
        return None
    return layout or None


def _entries(node, first):
    """The node's index entries in order: a slice (PyTensor 3: its bounds as input positions
    or None), or an array index's input position; None for an entry of another kind."""
    idx_list = getattr(node.op, "idx_list", None)
    if idx_list is not None:
        entries = []
        for e in idx_list:
            if isinstance(e, slice):
                bounds = (e.start, e.stop, e.step)
                if not all(b is None or isinstance(b, (int, np.integer)) for b in bounds):
                    return None
                bounds = [None if b is None else first + int(b) for b in bounds]
                if not all(b is None or (node.inputs[b].type.ndim == 0 and np.dtype(node.inputs[b].type.dtype).kind in "iu")
                           for b in bounds):
                    return None
                entries.append(slice(*bounds))
            elif isinstance(e, (int, np.integer)):
                entries.append(first + int(e))
            else:
                return None
        return entries
    entries = [getattr(v, "data", None) if isinstance(getattr(v, "data", None), slice) else
               k if hasattr(v.type, "dtype") else None
               for k, v in enumerate(node.inputs[first:], start=first)]
    # PyTensor 2.x's slice constants hold their bounds: only full ones here
    if any(e is None or (isinstance(e, slice) and e != _FULL) for e in entries):
        return None
    return entries


def _slices(node, first):
    """[(x axis, start, stop, step)] of the bounded slices among the indices, each bound an
    input position or None (PyTensor 3's idx_list)."""
    out, axis = [], 0
    for entry in _entries(node, first):
        if isinstance(entry, slice):
            if entry != _FULL:
                out.append((axis, entry.start, entry.stop, entry.step))
            axis += 1
        else:
            t = node.inputs[entry].type
            axis += t.ndim if t.dtype == "bool" else 1
    return out


def _castable(x, y, kind):
    """Whether the value's dtype `y` goes into x's `x` as NumPy does it with C casts: the same
    dtype, any real number into floats, integers into integers (both wrap alike)."""
    x, y = np.dtype(x), np.dtype(y)
    if x == y:
        return True
    if y == np.float16 or y.kind not in "biuf":
        return False
    return x.kind == "f" or (x.kind in "iu" and y.kind in "biu")


def indexing_kind(node):
    """"get", "set" or "inc" for an advanced-indexing node this module's C computes (integer
    array indices among slices; x a boolean, integer or float32/64 array; a value that
    _castable takes), else None."""
    op = node.op
    if type(op) not in (_AdvancedSubtensor, _AdvancedIncSubtensor, _AdvancedIncSubtensor1):
        return None  # before reading the inputs' types: other ops' may have no dtype
    dtype = np.dtype(node.inputs[0].type.dtype)
    if type(op) is _AdvancedSubtensor:
        kind, first = "get", 1
    else:
        kind, first = ("set" if op.set_instead_of_inc else "inc"), 2
        x, y, idx = node.inputs[:3]
        if type(op) is _AdvancedIncSubtensor1 and x.type.ndim == 1 and y.type.ndim == 1 and \
                y.type.broadcastable == idx.type.broadcastable:
            return None  # PyTensor's own C (a vector, no broadcasting)
        if not _castable(dtype, node.inputs[1].type.dtype, kind):
            return None
    if dtype.kind not in "biuf" or dtype == np.float16 or _layout(node, first) is None:
        return None
    return kind


# Index dtypes and, per dtype, C reading one index as an npy_int64 (shape_ops._as_int64).
_INDEX_DTYPES = ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64")
READERS_TEXT = "".join(f"static inline npy_int64 tl_pt_read_{so.c_type(d)}(const char* p) {{ return {_as_int64(d, 'p')}; }}\n"
                       for d in _INDEX_DTYPES)

INDEXING_TEXT = READERS_TEXT + r"""
/* The positions k integer arrays idx[0..k) (each element read by read[i], one of the
   tl_pt_read_<type> above) index along x's axes axes[0..k) of an array of x's shape and byte
   strides `strides`: the arrays broadcast together to B (rank nb, into
   `B`), and off[b] (a new buffer of max(1, |B|) entries, C order over B) is the byte offset
   of position b, each index made non-negative and checked against its axis. 0, or -1 with
   NumPy's IndexError set. */
static int tl_pt_index_offsets(int k, PyArrayObject* const* idx, npy_int64 (*const* read)(const char*),
                               const int* axes, PyArrayObject* x, const npy_intp* strides, int nb, npy_intp* B,
                               npy_intp** off) {
    *off = NULL;
    for (int d = 0; d < nb; d++) B[d] = 1;
    int ok = 1;
    for (int i = 0; i < k; i++)
        for (int d = 0, lead = nb - PyArray_NDIM(idx[i]); d < PyArray_NDIM(idx[i]); d++) {
            const npy_intp n = PyArray_DIM(idx[i], d);
            if (n != 1 && B[lead + d] != 1 && B[lead + d] != n) ok = 0;
            if (n != 1) B[lead + d] = n;
        }
    if (!ok) {
        char text[512], one[128];
        size_t at = 0;
        for (int i = 0; i < k && at < sizeof text; i++)
            at += snprintf(text + at, sizeof text - at, "%s ",
                           tl_pt_shape_text(PyArray_NDIM(idx[i]), PyArray_DIMS(idx[i]), ",", one, sizeof one));
        PyErr_Format(PyExc_IndexError, "shape mismatch: indexing arrays could not be broadcast together with shapes %s", text);
        return -1;
    }
    npy_intp n = 1;
    for (int d = 0; d < nb; d++) n *= B[d];
    *off = (npy_intp*)malloc((size_t)(n > 0 ? n : 1) * sizeof(npy_intp));
    if (!*off) { PyErr_NoMemory(); return -1; }
    npy_intp pos[NPY_MAXDIMS] = {0};
    for (npy_intp b = 0; b < n; b++) {
        npy_intp o = 0;
        for (int i = 0; i < k; i++) {
            const char* p = PyArray_BYTES(idx[i]);
            for (int d = 0, lead = nb - PyArray_NDIM(idx[i]); d < PyArray_NDIM(idx[i]); d++)
                if (PyArray_DIM(idx[i], d) != 1) p += pos[lead + d] * PyArray_STRIDE(idx[i], d);
            const npy_int64 v = read[i](p);
            const npy_intp len = PyArray_DIM(x, axes[i]);
            const npy_int64 w = v < 0 ? v + (npy_int64)len : v;
            if (w < 0 || w >= (npy_int64)len) {
                PyErr_Format(PyExc_IndexError, "index %lld is out of bounds for axis %d with size %lld",
                             (long long)v, axes[i], (long long)len);
                free(*off);
                *off = NULL;
                return -1;
            }
            o += (npy_intp)w * strides[axes[i]];
        }
        (*off)[b] = o;
        for (int d = nb - 1; d >= 0; d--) {
            if (++pos[d] < B[d]) break;
            pos[d] = 0;
        }
    }
    return 0;
}

/* The positions of a's elements that are not zero (`truth` reads one), in C order, as int64
   arrays nz[0..m) (m its rank, new references): np.nonzero. 0, or -1 with the error set (nz
   all NULL then). */
static int tl_pt_nonzero(PyArrayObject* mask, int (*truth)(const char*), PyArrayObject** nz) {
    const int m = PyArray_NDIM(mask);
    for (int d = 0; d < m; d++) nz[d] = NULL;
    const npy_intp size = PyArray_SIZE(mask);
    for (int pass = 0; pass < 2; pass++) {
        npy_intp pos[NPY_MAXDIMS] = {0}, count = 0, at = 0;
        for (npy_intp e = 0; e < size; e++) {
            if (truth(PyArray_BYTES(mask) + at)) {
                for (int d = 0; pass && d < m; d++) ((npy_int64*)PyArray_DATA(nz[d]))[count] = pos[d];
                count++;
            }
            for (int d = m - 1; d >= 0; d--) {
                at += PyArray_STRIDE(mask, d);
                if (++pos[d] < PyArray_DIM(mask, d)) break;
                at -= PyArray_STRIDE(mask, d) * PyArray_DIM(mask, d);
                pos[d] = 0;
            }
        }
        for (int d = 0; !pass && d < m; d++) {
            nz[d] = (PyArrayObject*)PyArray_EMPTY(1, &count, NPY_INT64, 0);
            if (!nz[d]) {
                for (int j = 0; j < d; j++) Py_CLEAR(nz[j]);
                return -1;
            }
        }
    }
    return 0;
}

static int tl_pt_true(const char* p) { return *(const npy_bool*)p != 0; }

/* The positions of boolean array mask's true elements as tl_pt_nonzero gives them, indexing
   x's axes first..first+m: NumPy's IndexError when a length differs (nz untouched then), or
   with `older_words` the words of PyTensor 2's check in its perform. */
static int tl_pt_mask_positions(PyArrayObject* mask, PyArrayObject* x, int first, PyArrayObject** nz, int older_words) {
    for (int d = 0; d < PyArray_NDIM(mask); d++)
        if (PyArray_DIM(mask, d) != PyArray_DIM(x, first + d)) {
            PyErr_Format(PyExc_IndexError, older_words
                         ? "boolean index did not match indexed array along dimension %d; dimension is %lld but corresponding boolean dimension is %lld"
                         : "boolean index did not match indexed array along axis %d; size of axis is %lld but size of corresponding boolean axis is %lld",
                         first + d, (long long)PyArray_DIM(x, first + d), (long long)PyArray_DIM(mask, d));
            return -1;
        }
    return tl_pt_nonzero(mask, tl_pt_true, nz);
}

/* The walk over the indexed result: rd[] its lengths (rank rnd), per axis the byte stride in
   x (rxs, 0 on B's axes), the stride in the offsets of tl_pt_index_offsets (rbs, 0 elsewhere)
   and y's byte stride (rys, 0 where y broadcasts). */
typedef struct {
    int rnd;
    npy_intp rd[NPY_MAXDIMS], rxs[NPY_MAXDIMS], rbs[NPY_MAXDIMS], rys[NPY_MAXDIMS];
} tl_pt_walk;

/* The result's axes: x's axes before `first` (pre of them), B's, then x's others (not
   indexed), each x axis with its byte stride in `strides`. */
static void tl_pt_walk_init(tl_pt_walk* w, PyArrayObject* x, const npy_intp* strides, int k, const int* axes,
                            int pre, int nb, const npy_intp* B) {
    int r = 0;
    npy_intp bstride = 1;
    for (int d = 0; d < pre; d++, r++) { w->rd[r] = PyArray_DIM(x, d); w->rxs[r] = strides[d]; w->rbs[r] = 0; }
    for (int d = nb - 1; d >= 0; d--) {
        w->rd[r + d] = B[d]; w->rxs[r + d] = 0; w->rbs[r + d] = bstride;
        bstride *= B[d];
    }
    r += nb;
    for (int d = pre; d < PyArray_NDIM(x); d++) {
        int indexed = 0;
        for (int i = 0; i < k; i++) indexed |= axes[i] == d;
        if (indexed) continue;
        w->rd[r] = PyArray_DIM(x, d); w->rxs[r] = strides[d]; w->rbs[r] = 0;
        r++;
    }
    w->rnd = r;
    for (int d = 0; d < r; d++) w->rys[d] = 0;
}

/* y's strides over the result's axes (aligned at the end); 0 and NumPy's ValueError when y
   does not broadcast to the result. */
static int tl_pt_walk_value(tl_pt_walk* w, PyArrayObject* y, int add_at) {
    const int lead = w->rnd - PyArray_NDIM(y);
    int ok = lead >= 0;
    for (int d = 0; d < PyArray_NDIM(y) && ok; d++) {
        const npy_intp n = PyArray_DIM(y, d);
        if (n != 1 && n != w->rd[lead + d]) ok = 0;
        else w->rys[lead + d] = n == 1 ? 0 : PyArray_STRIDE(y, d);
    }
    if (ok) return 1;
    if (add_at) {
        PyErr_SetString(PyExc_ValueError, "array is not broadcastable to correct shape");
    } else {
        char sy[128], sr[128];
        PyErr_Format(PyExc_ValueError, "shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
                     tl_pt_shape_text(PyArray_NDIM(y), PyArray_DIMS(y), ",", sy, sizeof sy),
                     tl_pt_shape_text(w->rnd, w->rd, ",", sr, sizeof sr));
    }
    return 0;
}

/* A view of a with n slices applied, slice k to axis axes[k]: b[3k..3k+2] its start, stop and
   step, given[3k..3k+2] whether each was (None otherwise), with Python's rules (negative
   bounds count from the end, then clamp); NULL with NumPy's ValueError for a zero step. */
static PyArrayObject* tl_pt_slice_view(PyArrayObject* a, int n, const int* axes, const npy_int64* b, const int* given) {
    npy_intp dims[NPY_MAXDIMS], strides[NPY_MAXDIMS];
    char* data = PyArray_BYTES(a);
    for (int d = 0; d < PyArray_NDIM(a); d++) { dims[d] = PyArray_DIM(a, d); strides[d] = PyArray_STRIDE(a, d); }
    for (int k = 0; k < n; k++) {
        const int d = axes[k];
        const npy_int64 len = dims[d], step = given[3 * k + 2] ? b[3 * k + 2] : 1;
        if (step == 0) { PyErr_SetString(PyExc_ValueError, "slice step cannot be zero"); return NULL; }
        npy_int64 start, stop;
        if (given[3 * k]) {
            start = b[3 * k];
            if (start < 0) { start += len; if (start < 0) start = step < 0 ? -1 : 0; }
            else if (start >= len) start = step < 0 ? len - 1 : len;
        } else start = step < 0 ? len - 1 : 0;
        if (given[3 * k + 1]) {
            stop = b[3 * k + 1];
            if (stop < 0) { stop += len; if (stop < 0) stop = step < 0 ? -1 : 0; }
            else if (stop >= len) stop = step < 0 ? len - 1 : len;
        } else stop = step < 0 ? -1 : len;
        npy_int64 count = 0;
        if (step > 0 && stop > start) count = (stop - start - 1) / step + 1;
        if (step < 0 && stop < start) count = (start - stop - 1) / (-step) + 1;
        if (count > 0) data += start * strides[d];
        dims[d] = (npy_intp)count;
        strides[d] *= (npy_intp)step;
    }
    Py_INCREF(PyArray_DESCR(a));
    return (PyArrayObject*)PyArray_NewFromDescr(&PyArray_Type, PyArray_DESCR(a), PyArray_NDIM(a), dims, strides, data,
                                                NPY_ARRAY_WRITEABLE, NULL);
}
"""


def _walk(body):
    """C running `body` for each element of the indexed result in C order: `tl_e` its position,
    `tl_xo` its byte offset in x (or the output) and `tl_yo` the value's in y; `tl_w`, `tl_off`
    as tl_pt_walk_init and tl_pt_index_offsets set them."""
    return f"""{{
        npy_intp tl_n = 1, tl_pos[NPY_MAXDIMS] = {{0}}, tl_xa = 0, tl_ba = 0, tl_yo = 0;
        for (int d = 0; d < tl_w.rnd; d++) tl_n *= tl_w.rd[d];
        for (npy_intp tl_e = 0; tl_e < tl_n; tl_e++) {{
            const npy_intp tl_xo = tl_xa + tl_off[tl_ba];
            {body}
            for (int d = tl_w.rnd - 1; d >= 0; d--) {{
                tl_xa += tl_w.rxs[d]; tl_ba += tl_w.rbs[d]; tl_yo += tl_w.rys[d];
                if (++tl_pos[d] < tl_w.rd[d]) break;
                tl_xa -= tl_w.rxs[d] * tl_w.rd[d]; tl_ba -= tl_w.rbs[d] * tl_w.rd[d]; tl_yo -= tl_w.rys[d] * tl_w.rd[d];
                tl_pos[d] = 0;
            }}
        }}
    }}"""


class AdvancedIndexing(Substitute):
    """An advanced-indexing node of PyTensor (`kind`: "get", "set" or "inc")."""

    def c_support_code(self, node=None, **kw):
        return [SHAPE_TEXT, ELEMWISE_TEXT, NEW_OUTPUT_TEXT, INDEXING_TEXT]

    def c_unread_inputs(self, node):
        # PyTensor 2.x's full slices: constants of a type without C
        first = 1 if self.kind == "get" else 2
        indices = {k for _, k in _layout(node, first)}
        indices |= {b for _, *bounds in _slices(node, first) for b in bounds if b is not None}
        return [k for k in range(first, len(node.inputs)) if k not in indices]

    def _get(self, node, inputs, z, fail):
        # One method for the three kinds (set and inc below): their C shares the offsets.
        first = 1 if self.kind == "get" else 2
        layout = _layout(node, first)
        x = inputs[0]
        # Bounded slices: the indexing reads a view of x (tl_xs) and, for set and inc, writes a
        # view of the output (tl_zs), each with the slices applied; released at every exit.
        slices = _slices(node, first)
        views, unviews = "", ""
        if slices:
            given = ", ".join("0" if b is None else "1" for _, *bounds in slices for b in bounds)
            values = ", ".join("0" if b is None else _as_int64(node.inputs[b].type.dtype, f"PyArray_BYTES({inputs[b]})")
                               for _, *bounds in slices for b in bounds)
            out_view = "" if self.kind == "get" else "\n    PyArrayObject* tl_zs = NULL;"
            views = f"""
    const int tl_saxes[{len(slices)}] = {{{', '.join(str(a) for a, *_ in slices)}}}, tl_sgiven[{3 * len(slices)}] = {{{given}}};
    const npy_int64 tl_sb[{3 * len(slices)}] = {{{values}}};
    PyArrayObject* tl_xs = tl_pt_slice_view({x}, {len(slices)}, tl_saxes, tl_sb, tl_sgiven);{out_view}
    if (!tl_xs) {{ {fail} }}"""
            unviews = "Py_XDECREF(tl_xs);" if self.kind == "get" else "Py_XDECREF(tl_xs); Py_XDECREF(tl_zs);"
            fail = f"{{ {unviews} {fail} }}"
            x = "tl_xs"
        # A boolean index of rank m becomes the m int64 arrays of its true elements' positions
        # (tl_nz<k>), made first and released at every exit.
        axes, indices, readers, nb, masks = [], [], [], 0, []
        for axis, k in layout:
            t = node.inputs[k].type
            if t.dtype == "bool":
                masks.append((f"tl_nz{k}", inputs[k], axis, t.ndim))
                axes += range(axis, axis + t.ndim)
                indices += [f"tl_nz{k}[{j}]" for j in range(t.ndim)]
                readers += ["tl_pt_read_npy_int64"] * t.ndim
                nb = max(nb, 1)
            else:
                axes.append(axis)
                indices.append(inputs[k])
                readers.append(f"tl_pt_read_{so.c_type(t.dtype)}")
                nb = max(nb, t.ndim)
        axes = tuple(axes)
        frees = [f"for (int j = 0; j < {m}; j++) Py_XDECREF({nz}[j]);" for nz, _, _, m in masks]
        release = " ".join(frees)
        # PyTensor 2's perform checks the masks' lengths before NumPy does, in its own words
        older_words = int(_PYTENSOR_MAJOR < 3)
        made = "".join(f"""
    PyArrayObject* {nz}[{m}] = {{NULL}};
    if (tl_pt_mask_positions({mask}, {x}, {axis}, {nz}, {older_words}) < 0) {{ {" ".join(frees[:i])} {fail} }}"""
                       for i, (nz, mask, axis, m) in enumerate(masks))
        if masks:
            fail = f"{{ {release} {fail} }}"
        # NumPy: the result's axes of the indices stand where the first index is when the
        # indexed axes are adjacent, first otherwise.
        pre = axes[0] if axes == tuple(range(axes[0], axes[0] + len(axes))) else 0
        dt = np.dtype(node.inputs[0].type.dtype)
        head = f"""
    PyArrayObject* tl_idx[{len(indices)}] = {{{', '.join(indices)}}};
    npy_int64 (*const tl_read[{len(indices)}])(const char*) = {{{', '.join(readers)}}};
    const int tl_axes[{len(axes)}] = {{{', '.join(map(str, axes))}}};
    npy_intp tl_B[{max(nb, 1)}], *tl_off = NULL;
    tl_pt_walk tl_w;"""
        if self.kind == "get":
            return f"""{{{views}{made}{head}
    if (tl_pt_index_offsets({len(indices)}, tl_idx, tl_read, tl_axes, {x}, PyArray_STRIDES({x}), {nb}, tl_B, &tl_off) < 0) {{ {fail} }}
    tl_pt_walk_init(&tl_w, {x}, PyArray_STRIDES({x}), {len(indices)}, tl_axes, {pre}, {nb}, tl_B);
    if (!tl_pt_output(&{z}, tl_w.rnd, tl_w.rd, {dt.num}, {inputs[0]})) {{ free(tl_off); {fail} }}
    {{
        char* tl_o = PyArray_BYTES({z});
        const char* tl_x = PyArray_BYTES({x});
        {_walk(f"memcpy(tl_o + tl_e * {dt.itemsize}, tl_x + tl_xo, {dt.itemsize});")}
    }}
    free(tl_off);
    {release}
    {unviews}
}}"""
        y = inputs[1]
        ct, yt = so.c_type(dt), so.c_type(np.dtype(node.inputs[1].type.dtype))
        # A value of another dtype is cast (NumPy's setitem), and an increment is computed in
        # NumPy's result type of the two and then cast (np.add.at's loop).
        at, value = f"*({ct}*)(tl_z + tl_xo)", f"*(const {yt}*)(tl_y + tl_yo)"
        rt = so.c_type(np.result_type(dt, node.inputs[1].type.dtype))
        total = f"({at} || {value})" if dt.kind == "b" else f"({ct})(({rt}){at} + ({rt}){value})"
        if self.kind == "set":
            body = f"{at} = ({ct}){value};"
        else:
            body = f"{at} = {total};"
        last_sum = self.kind == "inc" and getattr(node.op, "ignore_duplicates", False)
        if last_sum:
            # x[idx] += y: every sum from the values before the first write (a repeated
            # position keeps its last sum), as NumPy's read, add, write.
            gather = f"tl_t[tl_e] = {total};"
            scatter = f"{at} = tl_t[tl_e];"
            update = f"""{{
        npy_intp tl_count = 1;
        for (int d = 0; d < tl_w.rnd; d++) tl_count *= tl_w.rd[d];
        {ct}* tl_t = ({ct}*)malloc((size_t)(tl_count > 0 ? tl_count : 1) * sizeof({ct}));
        if (!tl_t) {{ free(tl_off); PyErr_NoMemory(); {fail} }}
        {_walk(gather)}
        {_walk(scatter)}
        free(tl_t);
    }}"""
        else:
            update = _walk(body)
        in_place = "1" if getattr(node.op, "inplace", False) else "0"
        add_at = "1" if self.kind == "inc" and not last_sum else "0"
        zs = z
        if slices:
            zs = "tl_zs"
            views_z = f"""
    tl_zs = tl_pt_slice_view({z}, {len(slices)}, tl_saxes, tl_sb, tl_sgiven);
    if (!tl_zs) {{ {fail} }}"""
        else:
            views_z = ""
        return f"""{{{views}{made}{head}
    if ({in_place}) tl_pt_alias(&{z}, {inputs[0]});
    else if (!tl_pt_output_copy(&{z}, {inputs[0]})) {{ {fail} }}{views_z}
    if (tl_pt_index_offsets({len(indices)}, tl_idx, tl_read, tl_axes, {zs}, PyArray_STRIDES({zs}), {nb}, tl_B, &tl_off) < 0) {{ {fail} }}
    tl_pt_walk_init(&tl_w, {zs}, PyArray_STRIDES({zs}), {len(indices)}, tl_axes, {pre}, {nb}, tl_B);
{self._runtime_broadcasting(node, inputs, fail)}
    if (!tl_pt_walk_value(&tl_w, {y}, {add_at})) {{ free(tl_off); {fail} }}
    {{
        char* tl_z = PyArray_BYTES({zs});
        const char* tl_y = PyArray_BYTES({y});
        {update}
    }}
    free(tl_off);
    {release}
    {unviews}
}}"""

    _set = _inc = _get

    def _runtime_broadcasting(self, node, inputs, fail):
        """AdvancedIncSubtensor1's check (its perform's, literally): y may not broadcast at run
        time along an axis its type does not mark broadcastable, against the index's length
        (its first axis) or against x's axes (its axes aligned with x's at the end)."""
        if type(node.op) is not _AdvancedIncSubtensor1 or node.inputs[1].type.ndim == 0:
            return ""
        x, y, idx = inputs[:3]
        bcast = node.inputs[1].type.broadcastable
        tests = [] if bcast[0] else [f"(PyArray_DIM({y}, 0) == 1 && PyArray_DIM({idx}, 0) != 1)"]
        for back in range(1, min(len(bcast), node.inputs[0].type.ndim) + 1):
            if not bcast[-back]:
                yd, xd = len(bcast) - back, node.inputs[0].type.ndim - back
                tests.append(f"(PyArray_DIM({y}, {yd}) == 1 && PyArray_DIM({x}, {xd}) != 1)")
        if not tests:
            return ""
        message = _c_string(_AdvancedIncSubtensor1._runtime_broadcast_error_msg)
        return f"""    if ({' || '.join(tests)}) {{
        free(tl_off);
        PyErr_SetString(PyExc_ValueError, {message});
        {fail}
    }}"""
