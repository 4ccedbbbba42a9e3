/* NpyIter: walks one or more arrays broadcast together. The broadcast shape is reordered
 * (innermost axis first) and adjacent axes are merged where every operand's strides allow,
 * then iteration is an odometer over that shape. With NPY_ITER_MULTI_INDEX axes are reordered
 * (and walked backwards) but never merged or dropped, and each internal axis remembers which
 * axis of the operands (C order) it is, so the multi-index, NpyIter_RemoveAxis and
 * NpyIter_GetAxisStrideArray speak the operands' axis numbers, as NumPy's iterator does
 * (https://numpy.org/doc/stable/reference/c-api/iterator.html). Not a Python object:
 * allocated with PyMem_Calloc and released by NpyIter_Deallocate. */
#include "shim.h"

struct NpyIter_InternalOnly {
    int nop;
    int ndim;          /* axes below, >= 1 */
    int reported_ndim; /* 0 when there is no axis (0-d operands, or every axis removed) */
    int external;      /* NPY_ITER_EXTERNAL_LOOP */
    int multi_index;   /* NPY_ITER_MULTI_INDEX, until NpyIter_RemoveMultiIndex */
    npy_intp itersize;
    npy_intp innersize;
    npy_intp shape[NPY_MAXDIMS]; /* innermost first */
    npy_intp index[NPY_MAXDIMS];
    npy_intp strides[NPY_MAXDIMS][TL_NPYITER_MAXOP];
    /* With a multi-index: the operands' (C order) axis each internal axis is, and whether it
     * is walked backwards (its strides negated, the start moved to its last element). */
    int axis_of[NPY_MAXDIMS];
    char flipped[NPY_MAXDIMS];
    char* resetptrs[TL_NPYITER_MAXOP];
    char* dataptrs[TL_NPYITER_MAXOP];
    npy_intp innerstrides[TL_NPYITER_MAXOP];
    PyArrayObject* ops[TL_NPYITER_MAXOP];   /* owned */
    PyArray_Descr* descrs[TL_NPYITER_MAXOP]; /* owned */
};

#define UNSUPPORTED_GLOBAL_FLAGS (NPY_ITER_C_INDEX | NPY_ITER_F_INDEX | NPY_ITER_RANGED)
#define UNSUPPORTED_OP_FLAGS (NPY_ITER_VIRTUAL | NPY_ITER_WRITEMASKED | NPY_ITER_ARRAYMASK)
#define RW_FLAGS (NPY_ITER_READONLY | NPY_ITER_READWRITE | NPY_ITER_WRITEONLY)

static const char* casting_name(NPY_CASTING casting) {
    switch (casting) {
    case NPY_NO_CASTING:
        return "no";
    case NPY_EQUIV_CASTING:
        return "equiv";
    case NPY_SAFE_CASTING:
        return "safe";
    case NPY_SAME_KIND_CASTING:
        return "same_kind";
    default:
        return "unsafe";
    }
}

/* Checks the flags and dtype of operand iop (the checks NumPy makes, in its words). */
static int check_operand(int iop, PyArrayObject* op, npy_uint32 global, npy_uint32 flags,
                         NPY_CASTING casting, PyArray_Descr* dtype) {
    npy_uint32 rw = flags & RW_FLAGS;
    if (rw == 0) {
        PyErr_SetString(PyExc_ValueError,
                        "None of the iterator flags READWRITE, READONLY, or WRITEONLY were "
                        "specified for an operand");
        return -1;
    }
    if (rw != NPY_ITER_READONLY && rw != NPY_ITER_READWRITE && rw != NPY_ITER_WRITEONLY) {
        PyErr_SetString(PyExc_ValueError,
                        "Only one of the iterator flags READWRITE, READONLY, and WRITEONLY may "
                        "be specified for an operand");
        return -1;
    }
    if (op == NULL) {
        PyErr_SetString(PyExc_NotImplementedError,
                        "the twinlink NumPy shim's NpyIter does not allocate operands");
        return -1;
    }
    if (flags & UNSUPPORTED_OP_FLAGS) {
        PyErr_SetString(PyExc_NotImplementedError,
                        "the twinlink NumPy shim's NpyIter does not support virtual or masked "
                        "operands");
        return -1;
    }
    if (rw != NPY_ITER_READONLY && !PyArray_ISWRITEABLE(op)) {
        PyErr_SetString(PyExc_ValueError, "operand array with iterator write flag set is read-only");
        return -1;
    }
    int buffered = (global & NPY_ITER_BUFFERED) || (flags & (NPY_ITER_COPY | NPY_ITER_UPDATEIFCOPY));
    if (dtype != NULL && !PyArray_EquivTypes(dtype, op->descr)) {
        if (casting == NPY_NO_CASTING || casting == NPY_EQUIV_CASTING) {
            PyErr_Format(PyExc_TypeError,
                         "Iterator operand %d dtype could not be cast from dtype('%s') to "
                         "dtype('%s') according to the rule '%s'",
                         iop, tl_descr_name(op->descr), tl_descr_name(dtype),
                         casting_name(casting));
        } else if (!buffered) {
            PyErr_SetString(PyExc_TypeError,
                            "Iterator operand required copying or buffering, but neither "
                            "copying nor buffering was enabled");
        } else {
            PyErr_SetString(PyExc_NotImplementedError,
                            "the twinlink NumPy shim's NpyIter does not cast operands");
        }
        return -1;
    }
    if ((flags & NPY_ITER_ALIGNED) && !PyArray_ISALIGNED(op)) {
        if (!buffered) {
            PyErr_SetString(PyExc_TypeError,
                            "Iterator operand required copying or buffering, but neither "
                            "copying nor buffering was enabled");
        } else {
            PyErr_SetString(PyExc_NotImplementedError,
                            "the twinlink NumPy shim's NpyIter does not buffer unaligned operands");
        }
        return -1;
    }
    return 0;
}

/* "(2,3) (4,) ": every operand's shape, as NumPy lists them. */
static const char* shapes_text(int nop, PyArrayObject** op, char* buf, size_t size) {
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < nop && len < size; i++) {
        tl_shape_text(op[i]->nd, op[i]->dimensions, buf + len, size - len);
        len += strlen(buf + len);
        if (len + 1 < size) {
            buf[len++] = ' ';
            buf[len] = '\0';
        }
    }
    return buf;
}

/* Should axis a (now outside b) go inside axis b in memory order? 1 if so, 0 if not, -1 if no
 * operand strides both. Every operand striding both has a say, and when they disagree the C
 * order (a outside) wins: NumPy's rule for NPY_KEEPORDER. */
static int goes_inside(const NpyIter* it, int a, int b) {
    int verdict = -1;
    for (int i = 0; i < it->nop; i++) {
        npy_intp sa = Py_ABS(it->strides[a][i]), sb = Py_ABS(it->strides[b][i]);
        if (sa == 0 || sb == 0) {
            continue;
        }
        if (sb <= sa) {
            verdict = 0;
        } else if (verdict < 0) {
            verdict = 1;
        }
    }
    return verdict;
}

/* Moves internal axis `from` down to position `to` (< from), shifting the axes between out. */
static void move_axis(NpyIter* it, int from, int to) {
    npy_intp shape = it->shape[from];
    npy_intp strides[TL_NPYITER_MAXOP];
    memcpy(strides, it->strides[from], sizeof strides);
    int axis = it->axis_of[from];
    char flipped = it->flipped[from];
    for (int d = from; d > to; d--) {
        it->shape[d] = it->shape[d - 1];
        memcpy(it->strides[d], it->strides[d - 1], sizeof strides);
        it->axis_of[d] = it->axis_of[d - 1];
        it->flipped[d] = it->flipped[d - 1];
    }
    it->shape[to] = shape;
    memcpy(it->strides[to], strides, sizeof strides);
    it->axis_of[to] = axis;
    it->flipped[to] = flipped;
}

/* Memory order: a stable insertion sort of the axes, smallest strides innermost. An axis no
 * operand strides together with a candidate is passed over, not a stop. */
static void sort_axes(NpyIter* it) {
    for (int a = 1; a < it->ndim; a++) {
        int pos = a;
        for (int b = a - 1; b >= 0; b--) {
            int verdict = goes_inside(it, a, b);
            if (verdict == 0) {
                break;
            }
            if (verdict == 1) {
                pos = b;
            }
        }
        if (pos != a) {
            move_axis(it, a, pos);
        }
    }
}

/* Merges adjacent axes every operand walks as one, and drops axes of size 1. */
static void coalesce(NpyIter* it) {
    int out = 0;
    for (int d = 0; d < it->ndim; d++) {
        if (it->shape[d] == 1) {
            continue;
        }
        int merge = out > 0;
        for (int i = 0; i < it->nop && merge; i++) {
            merge = it->strides[d][i] == it->strides[out - 1][i] * it->shape[out - 1];
        }
        if (merge) {
            it->shape[out - 1] *= it->shape[d];
            continue;
        }
        it->shape[out] = it->shape[d];
        for (int i = 0; i < it->nop; i++) {
            it->strides[out][i] = it->strides[d][i];
        }
        out++;
    }
    if (out == 0) { /* every axis had size 1 (or there were none) */
        it->shape[0] = 1;
        for (int i = 0; i < it->nop; i++) {
            it->strides[0][i] = 0;
        }
        out = 1;
    }
    it->ndim = out;
}

/* Without a multi-index the shape is only a walk: merge what can be merged, and make a
 * zero-size iteration one empty axis. */
static void simplify(NpyIter* it) {
    if (it->itersize == 0) {
        it->ndim = 1;
        it->shape[0] = 0;
        for (int i = 0; i < it->nop; i++) {
            it->strides[0][i] = 0;
        }
    } else {
        coalesce(it);
    }
}

/* The innermost axis, as NpyIter_GetInnerLoopSizePtr and NpyIter_GetInnerStrideArray give it. */
static void set_inner(NpyIter* it) {
    it->innersize = it->itersize == 0 ? 0 : it->shape[0];
    for (int i = 0; i < it->nop; i++) {
        it->innerstrides[i] = it->strides[0][i];
    }
}

NpyIter* NpyIter_MultiNew(int nop, PyArrayObject** op, npy_uint32 flags, NPY_ORDER order,
                          NPY_CASTING casting, npy_uint32* op_flags, PyArray_Descr** op_dtypes) {
    if (nop <= 0 || op == NULL || op_flags == NULL) {
        PyErr_SetString(PyExc_ValueError, "Must provide at least one operand");
        return NULL;
    }
    if (nop > TL_NPYITER_MAXOP) {
        PyErr_Format(PyExc_NotImplementedError,
                     "the twinlink NumPy shim's NpyIter takes at most %d operands, not %d",
                     TL_NPYITER_MAXOP, nop);
        return NULL;
    }
    if ((flags & NPY_ITER_EXTERNAL_LOOP) &&
        (flags & (NPY_ITER_C_INDEX | NPY_ITER_F_INDEX | NPY_ITER_MULTI_INDEX))) {
        PyErr_SetString(PyExc_ValueError,
                        "Iterator flag EXTERNAL_LOOP cannot be used if an index or multi-index "
                        "is being tracked");
        return NULL;
    }
    if (flags & UNSUPPORTED_GLOBAL_FLAGS) {
        PyErr_SetString(PyExc_NotImplementedError,
                        "the twinlink NumPy shim's NpyIter does not track indexes or ranges");
        return NULL;
    }
    int nd = 0;
    for (int i = 0; i < nop; i++) {
        if (check_operand(i, op[i], flags, op_flags[i], casting,
                          op_dtypes != NULL ? op_dtypes[i] : NULL) < 0) {
            return NULL;
        }
        nd = Py_MAX(nd, op[i]->nd);
    }

    /* The broadcast shape, in C order for now. */
    npy_intp shape[NPY_MAXDIMS];
    int ok = 1;
    for (int j = 0; j < nd; j++) {
        shape[j] = 1;
        for (int i = 0; i < nop; i++) {
            int k = j - (nd - op[i]->nd);
            npy_intp dim = k < 0 ? 1 : op[i]->dimensions[k];
            if (dim != 1) {
                if (shape[j] != 1 && shape[j] != dim) {
                    ok = 0;
                }
                shape[j] = dim;
            }
        }
    }
    char text[1400 * 2];
    if (!ok) {
        PyErr_Format(PyExc_ValueError, "operands could not be broadcast together with shapes %s",
                     shapes_text(nop, op, text, sizeof text));
        return NULL;
    }
    /* Written operands may only be broadcast for a reduction; NO_BROADCAST ones never. */
    for (int i = 0; i < nop; i++) {
        int written = (op_flags[i] & (NPY_ITER_WRITEONLY | NPY_ITER_READWRITE)) != 0;
        int fixed = (op_flags[i] & NPY_ITER_NO_BROADCAST) != 0;
        if (!written && !fixed) {
            continue;
        }
        for (int j = nd - 1; j >= 0; j--) { /* NumPy numbers dims innermost first */
            int k = j - (nd - op[i]->nd);
            if ((k < 0 ? 1 : op[i]->dimensions[k]) == shape[j]) {
                continue;
            }
            char broadcast[1400];
            if (fixed) {
                PyErr_Format(PyExc_ValueError,
                             "non-broadcastable operand with shape %s doesn't match the "
                             "broadcast shape %s",
                             tl_shape_text(op[i]->nd, op[i]->dimensions, text, sizeof text),
                             tl_shape_text(nd, shape, broadcast, sizeof broadcast));
                return NULL;
            }
            if (!(flags & NPY_ITER_REDUCE_OK)) {
                PyErr_Format(PyExc_ValueError,
                             "output operand requires a reduction along dimension %d, but the "
                             "reduction is not enabled. The dimension size of 1 does not match "
                             "the expected output shape.",
                             nd - 1 - j);
                return NULL;
            }
            if (!(op_flags[i] & NPY_ITER_READWRITE)) {
                PyErr_SetString(PyExc_ValueError,
                                "output operand requires a reduction, but is flagged as "
                                "write-only, not read-write");
                return NULL;
            }
        }
    }
    npy_intp itersize = 1;
    int empty = 0;
    for (int j = 0; j < nd; j++) {
        empty |= shape[j] == 0;
    }
    for (int j = 0; j < nd && !empty; j++) {
        if (__builtin_mul_overflow(itersize, shape[j], &itersize)) {
            PyErr_SetString(PyExc_ValueError, "iterator is too large");
            return NULL;
        }
    }
    if (empty) {
        itersize = 0;
    }
    if (itersize == 0 && !(flags & NPY_ITER_ZEROSIZE_OK)) {
        PyErr_SetString(PyExc_ValueError, "Iteration of zero-sized operands is not enabled");
        return NULL;
    }

    NpyIter* it = PyMem_Calloc(1, sizeof(NpyIter));
    if (it == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    it->nop = nop;
    it->external = (flags & NPY_ITER_EXTERNAL_LOOP) != 0;
    it->itersize = itersize;
    it->reported_ndim = nd;
    for (int i = 0; i < nop; i++) {
        it->ops[i] = op[i];
        Py_INCREF(op[i]);
        it->descrs[i] = op[i]->descr;
        Py_INCREF(op[i]->descr);
        it->resetptrs[i] = op[i]->data;
    }
    if (order == NPY_ANYORDER) {
        order = NPY_FORTRANORDER;
        for (int i = 0; i < nop; i++) {
            if (!PyArray_IS_F_CONTIGUOUS(op[i])) {
                order = NPY_CORDER;
            }
        }
    }
    /* Axes innermost first: C order reversed, or Fortran order as is. */
    it->ndim = nd;
    for (int d = 0; d < nd; d++) {
        int j = order == NPY_FORTRANORDER ? d : nd - 1 - d;
        it->shape[d] = shape[j];
        it->axis_of[d] = j;
        for (int i = 0; i < nop; i++) {
            int k = j - (nd - op[i]->nd);
            int broadcast = k < 0 || op[i]->dimensions[k] != shape[j];
            it->strides[d][i] = broadcast || shape[j] == 1 ? 0 : op[i]->strides[k];
        }
    }
    if (nd == 0) { /* 0-d operands: one element, no axis */
        it->ndim = 1;
        it->shape[0] = 1;
        it->axis_of[0] = -1;
    }
    if (itersize != 0 && order == NPY_KEEPORDER) {
        /* Memory order: walk axes every operand strides backwards forwards, then sort the
         * axes by stride. */
        for (int d = 0; d < nd && !(flags & NPY_ITER_DONT_NEGATE_STRIDES); d++) {
            int negative = 0, positive = 0;
            for (int i = 0; i < nop; i++) {
                negative |= it->strides[d][i] < 0;
                positive |= it->strides[d][i] > 0;
            }
            if (negative && !positive) {
                for (int i = 0; i < nop; i++) {
                    it->resetptrs[i] += (it->shape[d] - 1) * it->strides[d][i];
                    it->strides[d][i] = -it->strides[d][i];
                }
                it->flipped[d] = 1;
            }
        }
        sort_axes(it);
    }
    it->multi_index = (flags & NPY_ITER_MULTI_INDEX) != 0;
    if (!it->multi_index) {
        simplify(it);
    }
    set_inner(it);
    for (int i = 0; i < nop; i++) {
        it->dataptrs[i] = it->resetptrs[i];
    }
    for (int i = 0; i < nop; i++) {
        if ((op_flags[i] & NPY_ITER_CONTIG) && it->innersize > 1 &&
            it->innerstrides[i] != op[i]->descr->elsize) {
            NpyIter_Deallocate(it);
            PyErr_SetString(PyExc_NotImplementedError,
                            "the twinlink NumPy shim's NpyIter does not buffer non-contiguous "
                            "operands for NPY_ITER_CONTIG");
            return NULL;
        }
    }
    return it;
}

NpyIter* NpyIter_New(PyArrayObject* op, npy_uint32 flags, NPY_ORDER order, NPY_CASTING casting,
                     PyArray_Descr* dtype) {
    npy_uint32 op_flags = flags & NPY_ITER_PER_OP_FLAGS;
    return NpyIter_MultiNew(1, &op, flags & NPY_ITER_GLOBAL_FLAGS, order, casting, &op_flags,
                            &dtype);
}

int NpyIter_Deallocate(NpyIter* iter) {
    if (iter == NULL) {
        return NPY_SUCCEED;
    }
    for (int i = 0; i < iter->nop; i++) {
        Py_XDECREF(iter->ops[i]);
        Py_XDECREF(iter->descrs[i]);
    }
    PyMem_Free(iter);
    return NPY_SUCCEED;
}

int NpyIter_Reset(NpyIter* iter, char** errmsg) {
    (void)errmsg;
    memset(iter->index, 0, sizeof iter->index);
    for (int i = 0; i < iter->nop; i++) {
        iter->dataptrs[i] = iter->resetptrs[i];
    }
    return NPY_SUCCEED;
}

/* The odometer: advances from axis `first` outwards; 0 once every position was visited (the
 * pointers are then back at the start). */
static int advance(NpyIter* it, int first) {
    if (it->itersize == 0) {
        return 0;
    }
    for (int d = first; d < it->ndim; d++) {
        for (int i = 0; i < it->nop; i++) {
            it->dataptrs[i] += it->strides[d][i];
        }
        if (++it->index[d] < it->shape[d]) {
            return 1;
        }
        for (int i = 0; i < it->nop; i++) {
            it->dataptrs[i] -= it->strides[d][i] * it->shape[d];
        }
        it->index[d] = 0;
    }
    return 0;
}

static int iternext_external(NpyIter* it) {
    return advance(it, 1);
}

static int iternext_element(NpyIter* it) {
    return advance(it, 0);
}

NpyIter_IterNextFunc* NpyIter_GetIterNext(NpyIter* iter, char** errmsg) {
    (void)errmsg;
    return iter->external ? iternext_external : iternext_element;
}

char** NpyIter_GetDataPtrArray(NpyIter* iter) {
    return iter->dataptrs;
}

char** NpyIter_GetInitialDataPtrArray(NpyIter* iter) {
    return iter->resetptrs;
}

npy_intp* NpyIter_GetInnerStrideArray(NpyIter* iter) {
    return iter->innerstrides;
}

npy_intp* NpyIter_GetInnerLoopSizePtr(NpyIter* iter) {
    return &iter->innersize;
}

npy_intp NpyIter_GetIterSize(NpyIter* iter) {
    return iter->itersize;
}

int NpyIter_GetNDim(NpyIter* iter) {
    return iter->reported_ndim == 0 ? 0 : iter->ndim;
}

int NpyIter_GetNOp(NpyIter* iter) {
    return iter->nop;
}

PyArrayObject** NpyIter_GetOperandArray(NpyIter* iter) {
    return iter->ops;
}

PyArray_Descr** NpyIter_GetDescrArray(NpyIter* iter) {
    return iter->descrs;
}

npy_bool NpyIter_HasExternalLoop(NpyIter* iter) {
    return (npy_bool)iter->external;
}

npy_bool NpyIter_IterationNeedsAPI(NpyIter* iter) {
    (void)iter;
    return NPY_FALSE;
}

npy_bool NpyIter_RequiresBuffering(NpyIter* iter) {
    (void)iter;
    return NPY_FALSE;
}

npy_bool NpyIter_IsBuffered(NpyIter* iter) {
    (void)iter;
    return NPY_FALSE;
}

npy_intp NpyIter_GetBufferSize(NpyIter* iter) {
    (void)iter;
    return 0;
}

/* ---- Multi-index, iteration index and axis access (NumPy's iterator API) ---- */

npy_bool NpyIter_HasMultiIndex(NpyIter* iter) {
    return (npy_bool)iter->multi_index;
}

/* The position as a multi-index in the operands' C order. */
static void get_multi_index(NpyIter* it, npy_intp* out) {
    for (int d = 0; d < it->ndim && it->reported_ndim != 0; d++) {
        npy_intp index = it->index[d];
        out[it->axis_of[d]] = it->flipped[d] ? it->shape[d] - 1 - index : index;
    }
}

NpyIter_GetMultiIndexFunc* NpyIter_GetGetMultiIndex(NpyIter* iter, char** errmsg) {
    if (!iter->multi_index) {
        static const char message[] = "Cannot retrieve a GetMultiIndex function for an iterator "
                                      "that doesn't track a multi-index.";
        if (errmsg != NULL) {
            *errmsg = (char*)message;
        } else {
            PyErr_SetString(PyExc_ValueError, message);
        }
        return NULL;
    }
    return get_multi_index;
}

/* Points the data pointers at iter->index. */
static void seek(NpyIter* it) {
    for (int i = 0; i < it->nop; i++) {
        char* p = it->resetptrs[i];
        for (int d = 0; d < it->ndim; d++) {
            p += it->index[d] * it->strides[d][i];
        }
        it->dataptrs[i] = p;
    }
}

int NpyIter_GotoMultiIndex(NpyIter* iter, npy_intp const* multi_index) {
    if (!iter->multi_index) {
        PyErr_SetString(PyExc_ValueError, "Cannot call GotoMultiIndex on an iterator without "
                                          "requesting a multi-index in the constructor");
        return NPY_FAIL;
    }
    npy_intp index[NPY_MAXDIMS] = {0};
    for (int d = 0; d < iter->ndim && iter->reported_ndim != 0; d++) {
        npy_intp i = multi_index[iter->axis_of[d]];
        if (i < 0 || i >= iter->shape[d]) {
            PyErr_SetString(PyExc_IndexError,
                            "Iterator GotoMultiIndex called with an out-of-bounds multi-index");
            return NPY_FAIL;
        }
        index[d] = iter->flipped[d] ? iter->shape[d] - 1 - i : i;
    }
    memcpy(iter->index, index, sizeof index);
    seek(iter);
    return NPY_SUCCEED;
}

npy_intp NpyIter_GetIterIndex(NpyIter* iter) {
    npy_intp iterindex = 0;
    for (int d = iter->ndim - 1; d >= 0; d--) {
        iterindex = iterindex * iter->shape[d] + iter->index[d];
    }
    return iterindex;
}

int NpyIter_GotoIterIndex(NpyIter* iter, npy_intp iterindex) {
    if (iter->external) {
        PyErr_SetString(PyExc_ValueError,
                        "Cannot call GotoIterIndex on an iterator which has the flag "
                        "EXTERNAL_LOOP");
        return NPY_FAIL;
    }
    if (iterindex < 0 || iterindex >= iter->itersize) {
        PyErr_SetString(PyExc_IndexError,
                        "Iterator GotoIterIndex called with an iterindex outside the iteration "
                        "range.");
        return NPY_FAIL;
    }
    for (int d = 0; d < iter->ndim; d++) {
        iter->index[d] = iterindex % iter->shape[d];
        iterindex /= iter->shape[d];
    }
    seek(iter);
    return NPY_SUCCEED;
}

/* The internal axis holding axis `axis` as the caller numbers it (the operands' C order with a
 * multi-index, the iterator's own C order without), or -1. */
static int internal_axis(const NpyIter* it, int axis) {
    int ndim = NpyIter_GetNDim((NpyIter*)it);
    if (axis < 0 || axis >= ndim) {
        return -1;
    }
    if (!it->multi_index) {
        return ndim - 1 - axis;
    }
    for (int d = 0; d < it->ndim; d++) {
        if (it->axis_of[d] == axis) {
            return d;
        }
    }
    return -1;
}

npy_intp* NpyIter_GetAxisStrideArray(NpyIter* iter, int axis) {
    int d = internal_axis(iter, axis);
    if (d < 0) {
        PyErr_SetString(PyExc_ValueError, "axis out of bounds in iterator GetStrideAxisArray");
        return NULL;
    }
    return iter->strides[d];
}

int NpyIter_GetShape(NpyIter* iter, npy_intp* outshape) {
    int ndim = NpyIter_GetNDim(iter);
    for (int d = 0; d < ndim; d++) {
        outshape[iter->multi_index ? iter->axis_of[d] : ndim - 1 - d] = iter->shape[d];
    }
    return NPY_SUCCEED;
}

int NpyIter_RemoveAxis(NpyIter* iter, int axis) {
    if (!iter->multi_index) {
        PyErr_SetString(PyExc_RuntimeError,
                        "Iterator RemoveAxis may only be called if a multi-index is being "
                        "tracked");
        return NPY_FAIL;
    }
    int x = internal_axis(iter, axis);
    if (x < 0) {
        PyErr_SetString(PyExc_ValueError, "axis out of bounds in iterator RemoveAxis");
        return NPY_FAIL;
    }
    npy_intp itersize = 1;
    for (int d = 0; d < iter->ndim; d++) {
        if (d != x && __builtin_mul_overflow(itersize, iter->shape[d], &itersize)) {
            PyErr_SetString(PyExc_ValueError, "iterator is too large");
            return NPY_FAIL;
        }
    }
    /* The removed axis is left at its first element (as the operands number it). */
    if (iter->flipped[x]) {
        for (int i = 0; i < iter->nop; i++) {
            iter->resetptrs[i] += (iter->shape[x] - 1) * iter->strides[x][i];
        }
    }
    for (int d = x; d + 1 < iter->ndim; d++) {
        iter->shape[d] = iter->shape[d + 1];
        memcpy(iter->strides[d], iter->strides[d + 1], sizeof iter->strides[d]);
        iter->axis_of[d] = iter->axis_of[d + 1];
        iter->flipped[d] = iter->flipped[d + 1];
    }
    iter->ndim--;
    for (int d = 0; d < iter->ndim; d++) {
        iter->axis_of[d] -= iter->axis_of[d] > axis;
    }
    if (iter->ndim == 0) { /* no axis left: one element */
        iter->ndim = 1;
        iter->reported_ndim = 0;
        iter->shape[0] = 1;
        memset(iter->strides[0], 0, sizeof iter->strides[0]);
        iter->axis_of[0] = -1;
        iter->flipped[0] = 0;
    }
    iter->itersize = itersize;
    set_inner(iter);
    return NpyIter_Reset(iter, NULL);
}

int NpyIter_RemoveMultiIndex(NpyIter* iter) {
    if (iter->multi_index) {
        iter->multi_index = 0;
        simplify(iter);
        set_inner(iter);
    }
    return NpyIter_Reset(iter, NULL);
}

int NpyIter_EnableExternalLoop(NpyIter* iter) {
    if (iter->multi_index) {
        PyErr_SetString(PyExc_ValueError,
                        "Iterator flag EXTERNAL_LOOP cannot be used if an index or multi-index "
                        "is being tracked");
        return NPY_FAIL;
    }
    iter->external = 1;
    return NpyIter_Reset(iter, NULL);
}
