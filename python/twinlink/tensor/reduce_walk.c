/* The walk of a reduction over a whole array (tl_red_walk_nd), the same for every instance of
 * reduce.c, so an object of its own like the threads' (ARCHITECTURE.md, "Kernel objects"):
 * compiled once and linked into every module with a reduction. An instance hands it a
 * description (tl_red_walk, declared in reduce.c) with three functions of its own: `start` sets
 * outputs to the start value, `steps` runs the instance's row or block kernel over a run of
 * steps along one axis (direct calls, so a short row costs what it did when the walk was in the
 * instance), and `mean` divides sums. The order of the kernel calls, so the bits, are those
 * reduce.c describes. reduce.py pastes reduce.c's common part (its declarations) and
 * scalar_ops.PARALLEL_SUPPORT before this file. */
#include <stdlib.h>

/* Below this many elements read per thread a reduction stays on one thread. */
#define TL_RED_PER_THREAD ((ptrdiff_t)1 << 18)

/* One thread's walk: an array of n axes (lengths dims, byte strides, first element at data)
 * reduced over the axes whose bits are set in `reduced` into out (C-contiguous over the kept
 * axes; for argmax/argmin the int64 indices). Every output starts at the start value; then an
 * odometer over the outer axes in C order hands the innermost axis to the kernel: a row when it
 * is reduced (w->rows), otherwise a block of rows (the axis before it, when reduced, or one
 * row) whose columns are outputs; the last outer axis is a run of steps in one `steps` call.
 * With `mean`, sums are divided by the number of elements reduced. n is at most NumPy's
 * NPY_MAXDIMS (64). Returns -1 when memory for argmax/argmin's best values cannot be had. */
static int tl_red_walk_part(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides,
                            const char* data, uint64_t reduced, int mean, void* out) {
    ptrdiff_t as[64], rs[64], idx[64], size = 1, count = 1, on = 1;
    for (int d = n - 1; d >= 0; d--) { /* element steps of the output and of the reduced index */
        size *= dims[d];
        if (reduced >> d & 1) {
            as[d] = 0;
            rs[d] = count;
            count *= dims[d];
        } else {
            as[d] = on;
            rs[d] = 0;
            on *= dims[d];
        }
        idx[d] = 0;
    }
    int64_t* at = NULL;
    char* acc = (char*)out;
    ptrdiff_t item = w->item;
    if (w->value) { /* argmax/argmin: indices out, best values in a buffer of their own */
        at = (int64_t*)out;
        item = w->value;
        acc = (char*)malloc((size_t)(on > 0 ? on : 1) * (size_t)item);
        if (!acc)
            return -1;
        for (ptrdiff_t i = 0; i < on; i++)
            at[i] = 0;
    }
    w->start(acc, on);
    tl_red_shape shape;
    int outer;
    if (w->rows) {
        outer = n > 0 ? n - 1 : 0;
        shape.rows = 1;
        shape.row_stride = 0;
        shape.step = n > 0 ? rs[n - 1] : 0;
    } else {
        const int block = n >= 2 && (reduced >> (n - 2) & 1);
        outer = block ? n - 2 : n - 1;
        shape.rows = block ? dims[n - 2] : 1;
        shape.row_stride = block ? strides[n - 2] : 0;
        shape.step = block ? rs[n - 2] : 0;
    }
    shape.inner = n > 0 ? dims[n - 1] : 1;
    shape.inner_stride = n > 0 ? strides[n - 1] : 0;
    const int last = outer - 1; /* the axis of a run of steps, if any */
    const ptrdiff_t run = last >= 0 ? dims[last] : 1;
    const ptrdiff_t p_step = last >= 0 ? strides[last] : 0, o_step = last >= 0 ? as[last] : 0;
    const ptrdiff_t r_step = last >= 0 ? rs[last] : 0;
    while (size > 0) {
        const char* p = data;
        ptrdiff_t o = 0, r = 0;
        for (int d = 0; d < last; d++) {
            p += idx[d] * strides[d];
            o += idx[d] * as[d];
            r += idx[d] * rs[d];
        }
        w->steps(run, p, p_step, acc + o * item, o_step * item, at ? at + o : NULL, o_step, r, r_step, &shape);
        int d = last - 1;
        while (d >= 0 && ++idx[d] == dims[d])
            idx[d--] = 0;
        if (d < 0)
            break;
    }
    if (w->value)
        free(acc);
    else if (mean && w->mean)
        w->mean(acc, on, count);
    return 0;
}

/* One part of a split reduction: the walk over `dims` with axis `axis` cut to `len`. */
typedef struct {
    const tl_red_walk* w;
    int n, axis, mean, status;
    ptrdiff_t len;
    const ptrdiff_t *dims, *strides;
    const char* data;
    uint64_t reduced;
    char* out;
} tl_red_job;

static void* tl_red_job_run(void* arg) {
    tl_red_job* j = (tl_red_job*)arg;
    ptrdiff_t dims[64];
    for (int d = 0; d < j->n; d++)
        dims[d] = d == j->axis ? j->len : j->dims[d];
    j->status = tl_red_walk_part(j->w, j->n, dims, j->strides, j->data, j->reduced, j->mean, j->out);
    return NULL;
}

/* The entry: the walk above, natively split over up to tl_max_threads() threads
 * (scalar_ops.PARALLEL_SUPPORT) when it reads at least 2 * TL_RED_PER_THREAD elements and its
 * outputs divide along a kept axis: the first axis when it is kept (each part a run of outer
 * outputs), else the last axis when it is the only one kept (each part a run of columns). Every
 * output is still computed by one thread in the walk's order, so the bits do not depend on the
 * thread count. */
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out) {
    ptrdiff_t size = 1;
    int kept = 0;
    for (int d = 0; d < n; d++) {
        size *= dims[d];
        kept += !(reduced >> d & 1);
    }
    const int axis = n > 0 && !(reduced & 1) ? 0 : kept == 1 && n > 0 && !(reduced >> (n - 1) & 1) ? n - 1 : -1;
    int parts = axis < 0 || size < 2 * TL_RED_PER_THREAD ? 1 : tl_max_threads();
    if (parts > size / TL_RED_PER_THREAD)
        parts = (int)(size / TL_RED_PER_THREAD);
    if (axis >= 0 && parts > dims[axis])
        parts = (int)dims[axis];
    if (parts < 2)
        return tl_red_walk_part(w, n, dims, strides, data, reduced, mean, out);
    /* outputs per step along the axis: the kept axes after it (none when it is the last) */
    ptrdiff_t step = 1;
    for (int d = axis + 1; d < n; d++)
        step *= reduced >> d & 1 ? 1 : dims[d];
    const int count = tl_job_count(parts, dims[axis]);
    tl_red_job jobs[64];
    for (int t = 0; t < count; t++) {
        const ptrdiff_t at = dims[axis] * t / count, end = dims[axis] * (t + 1) / count;
        tl_red_job j = {w, n, axis, mean, 0, end - at, dims, strides, data + at * strides[axis], reduced,
                        (char*)out + at * step * w->item};
        jobs[t] = j;
    }
    tl_parallel(parts, count, tl_red_job_run, (char*)jobs, sizeof jobs[0]);
    int status = 0;
    for (int t = 0; t < count; t++)
        status |= jobs[t].status;
    return status;
}
