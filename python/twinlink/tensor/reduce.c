/* Reduction kernels for one kind and one element type: sum, prod, max, min, argmax or argmin
 * of a row (the reduced axis is the innermost one: `tl_red_row_<NAME>`) or down the rows of a
 * block (the innermost axis is kept, so each column is its own output: `tl_red_cols_<NAME>`).
 * reduce.py compiles this file as a kernel object of its own per instance, after defining
 *   TL_RED_NAME   the instance's name, the suffix of its functions (e.g. sum_f64_f64)
 *   TL_RED_KIND   TL_RED_SUM, TL_RED_PROD, TL_RED_MAX, TL_RED_MIN, TL_RED_ARGMAX or TL_RED_ARGMIN
 *   TL_RED_T      the element's C type
 *   TL_RED_A      the accumulator's C type (sum and prod; the element's type for the others)
 *   TL_RED_U      the C type sums and products are computed in: an unsigned type of at least
 *                 32 bits for integers (they wrap, as NumPy's), TL_RED_A for floats
 *   TL_RED_FLOAT  1 when the element type is a float type (NaN and signed zeros exist)
 * It uses only pointers, sizes, byte strides and the C standard headers (no Python or NumPy
 * API). Sizes are ptrdiff_t, strides are in bytes and may be negative or zero.
 *
 * What defines the bits (the same on every target: modules are built without contraction and
 * without fast-math, see README "What agrees and what does not"; the vector width only decides
 * which of the independent accumulators written below share a register):
 * - sum and prod of a row: NumPy's pairwise order (numpy/_core/src/umath/loops_utils.h.src):
 *   a row of fewer than 8 elements is folded left to right from the identity; up to 128
 *   elements, eight accumulators r[k] start at x[k] and add x[i + k] for each further whole
 *   group of 8, are combined as ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)), and the
 *   rest is added in order; a longer row is split at n2 = n/2 rounded down to a multiple of 8
 *   and the halves' results added. The row's result is then folded into the accumulator.
 *   Integer sums and products wrap, so their order does not show.
 * - sum and prod down rows: each output in row order, acc = (((acc + x0) + x1) + x2) ..., as
 *   NumPy does when the reduced axis is not the innermost one.
 * - max and min: the result is the left fold m = maximum(m, x) over the elements in order,
 *   with NumPy's binary maximum (minimum): a NaN if an operand is NaN, and the second operand
 *   between equal values, so a zero result has the sign of the last zero. Rows run sixteen
 *   running extremes and fix a zero result's sign by finding the last zero; which NaN comes
 *   out when there are several is not specified.
 * - argmax and argmin: the index of the first extreme element, or of the first NaN. Rows are
 *   scanned in blocks: a block's extreme (running extremes, as max), and only when it beats
 *   the best so far, a scan of that block for its first occurrence. */

#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>

/* Natively on x86-64 Linux (gcc or clang) each kernel is compiled for AVX-512F, AVX2 and
 * baseline x86-64, and the loader picks one for the CPU; all compute the same bits. */
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__wasm__)
#define TL_RED_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TL_RED_CLONES
#endif
#define TL_RED_INLINE static inline __attribute__((always_inline))
#define TL_RED_CAT2(a, b) a##_##b
#define TL_RED_CAT(a, b) TL_RED_CAT2(a, b)

#define TL_RED_SUM 1
#define TL_RED_PROD 2
#define TL_RED_MAX 3
#define TL_RED_MIN 4
#define TL_RED_ARGMAX 5
#define TL_RED_ARGMIN 6

#define TL_RED_PAIRWISE_BLOCK 128 /* NumPy's PW_BLOCKSIZE */
#define TL_RED_ARG_BLOCK 512      /* elements per block of an arg row */
#endif /* TL_RED_COMMON */

#define TL_RED_FN(f) TL_RED_CAT(f, TL_RED_NAME)
/* Element i of the row at p with byte stride s. */
#define TL_RED_AT(p, i, s) (*(const TL_RED_T*)((p) + (ptrdiff_t)(i) * (s)))

#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD

#if TL_RED_KIND == TL_RED_SUM
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) + (TL_RED_U)(b)))
#define TL_RED_IDENTITY 0
#else
#define TL_RED_OP(a, b) ((TL_RED_A)((TL_RED_U)(a) * (TL_RED_U)(b)))
#define TL_RED_IDENTITY 1
#endif
#define TL_RED_X(p, i, s) ((TL_RED_A)TL_RED_AT(p, i, s))

/* Eight lanes of the accumulator's arithmetic type: lane k is NumPy's r[k]. */
typedef TL_RED_U TL_RED_FN(tl_red_lanes) __attribute__((vector_size(8 * sizeof(TL_RED_U))));
typedef TL_RED_T TL_RED_FN(tl_red_lanes_t) __attribute__((vector_size(8 * sizeof(TL_RED_T))));

/* *out = elements i .. i + 7 as lanes (through a pointer: a wide vector as a return value
 * would draw ABI warnings). */
TL_RED_INLINE void TL_RED_FN(tl_red_load8)(TL_RED_FN(tl_red_lanes) * out, const char* p, ptrdiff_t i, ptrdiff_t s) {
    TL_RED_FN(tl_red_lanes_t) v;
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        __builtin_memcpy(&v, p + i * s, sizeof v);
    else
        for (int k = 0; k < 8; k++)
            v[k] = TL_RED_AT(p, i + k, s);
    *out = __builtin_convertvector(v, TL_RED_FN(tl_red_lanes));
}

/* One leaf of the pairwise order: at most TL_RED_PAIRWISE_BLOCK elements. */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_leaf)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (n < 8) {
        TL_RED_A r = TL_RED_IDENTITY;
        for (ptrdiff_t i = 0; i < n; i++)
            r = TL_RED_OP(r, TL_RED_X(p, i, s));
        return r;
    }
    TL_RED_FN(tl_red_lanes) r, v;
    TL_RED_FN(tl_red_load8)(&r, p, 0, s);
    ptrdiff_t i = 8;
    for (; i + 8 <= n; i += 8) {
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
#if TL_RED_KIND == TL_RED_SUM
        r = r + v;
#else
        r = r * v;
#endif
    }
    TL_RED_A res = TL_RED_OP(TL_RED_OP(TL_RED_OP(r[0], r[1]), TL_RED_OP(r[2], r[3])),
                             TL_RED_OP(TL_RED_OP(r[4], r[5]), TL_RED_OP(r[6], r[7])));
    for (; i < n; i++)
        res = TL_RED_OP(res, TL_RED_X(p, i, s));
    return res;
}

/* The pairwise order over n elements, walked without recursion: going down, each split
 * pushes its right part; a leaf's result is combined with every finished left part above it
 * and then becomes the left part of the next pending split. A unit stride gets its own copy
 * of the leaf (plain vector loads). */
TL_RED_INLINE TL_RED_A TL_RED_FN(tl_red_pairwise)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    struct {
        const char* p;
        ptrdiff_t n;
        TL_RED_A left;
        int has_left;
    } stack[64];
    int depth = 0;
    for (;;) {
        while (n > TL_RED_PAIRWISE_BLOCK) {
            ptrdiff_t half = n / 2;
            half -= half % 8;
            stack[depth].p = p + half * s;
            stack[depth].n = n - half;
            stack[depth].has_left = 0;
            depth++;
            n = half;
        }
        TL_RED_A r = s == (ptrdiff_t)sizeof(TL_RED_T) ? TL_RED_FN(tl_red_leaf)(p, n, (ptrdiff_t)sizeof(TL_RED_T))
                                                      : TL_RED_FN(tl_red_leaf)(p, n, s);
        while (depth > 0 && stack[depth - 1].has_left) {
            r = TL_RED_OP(stack[depth - 1].left, r);
            depth--;
        }
        if (depth == 0)
            return r;
        stack[depth - 1].left = r;
        stack[depth - 1].has_left = 1;
        p = stack[depth - 1].p;
        n = stack[depth - 1].n;
    }
}

/* *acc = *acc (+ or *) the row's result in the pairwise order. */
TL_RED_CLONES void TL_RED_FN(tl_red_row)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_A* acc) {
    *acc = TL_RED_OP(*acc, TL_RED_FN(tl_red_pairwise)(p, n, s));
}

/* acc[j] = acc[j] (+ or *) x[i][j] for the rows i in order (row i at p + i * rs, element j of
 * a row at + j * s). */
TL_RED_INLINE void TL_RED_FN(tl_red_cols_by_row)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n,
                                                 ptrdiff_t s, TL_RED_A* restrict acc) {
    ptrdiff_t i = 0;
    for (; i + 4 <= rows; i += 4) { /* four rows per pass over acc, still in row order */
        const char *p0 = p + i * rs, *p1 = p0 + rs, *p2 = p1 + rs, *p3 = p2 + rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(TL_RED_OP(TL_RED_OP(TL_RED_OP(acc[j], TL_RED_X(p0, j, s)), TL_RED_X(p1, j, s)),
                                         TL_RED_X(p2, j, s)),
                               TL_RED_X(p3, j, s));
    }
    for (; i < rows; i++) {
        const char* p0 = p + i * rs;
        for (ptrdiff_t j = 0; j < n; j++)
            acc[j] = TL_RED_OP(acc[j], TL_RED_X(p0, j, s));
    }
}

TL_RED_CLONES void TL_RED_FN(tl_red_cols)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                                 TL_RED_A* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        TL_RED_FN(tl_red_cols_by_row)(p, rows, rs, n, (ptrdiff_t)sizeof(TL_RED_T), acc);
        return;
    }
    /* Columns not adjacent (a transposed block): eight columns at a time, each walked down its
     * rows, so that the reads follow the rows' (smaller) stride. */
    ptrdiff_t j = 0;
    for (; j + 8 <= n; j += 8) {
        TL_RED_A r[8];
        for (int k = 0; k < 8; k++)
            r[k] = acc[j + k];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs + j * s;
            for (int k = 0; k < 8; k++)
                r[k] = TL_RED_OP(r[k], TL_RED_X(q, k, s));
        }
        for (int k = 0; k < 8; k++)
            acc[j + k] = r[k];
    }
    TL_RED_FN(tl_red_cols_by_row)(p + j * s, rows, rs, n - j, s, acc + j);
}

#undef TL_RED_OP
#undef TL_RED_IDENTITY
#undef TL_RED_X

#else /* max, min, argmax, argmin */

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_ARGMAX
#define TL_RED_BEATS(v, m) ((v) > (m))
#define TL_RED_TIES(v, m) ((v) >= (m))
#else
#define TL_RED_BEATS(v, m) ((v) < (m))
#define TL_RED_TIES(v, m) ((v) <= (m))
#endif
#if TL_RED_FLOAT
#define TL_RED_ISNAN(v) ((v) != (v))
#else
#define TL_RED_ISNAN(v) 0
#endif
/* NumPy's maximum(m, v) (minimum): v if it is NaN or at least m, unless m is NaN. A select
 * (it vectorises: native modules are built with -fno-trapping-math). */
#define TL_RED_FOLD(m, v) ((TL_RED_TIES(v, m) | TL_RED_ISNAN(v)) ? (v) : (m))

/* Running extremes: 256 bytes of them (32 doubles, 64 floats, ...), an array the compiler's
 * loop vectoriser keeps in vectors of the target's width. */
#define TL_RED_LANES ((ptrdiff_t)(256 / sizeof(TL_RED_T)))

/* The extreme of a row of n >= 1 elements, up to which zero: TL_RED_LANES running extremes
 * over interleaved elements (independent chains) that skip NaNs (`v > m ? v : m` is one
 * maxpd-like instruction), then the rest of the row. For floats each lane also keeps a sum,
 * which a NaN makes NaN for good (cheaper than a comparison and a select); only then, or after
 * inf - inf, is the row searched for a NaN, and a row with a NaN gives its first NaN. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_body)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    TL_RED_T m = TL_RED_AT(p, 0, s);
    ptrdiff_t i = 1;
#if TL_RED_FLOAT
    TL_RED_T sum = m;
#endif
    if (n >= TL_RED_LANES) {
        TL_RED_T r[TL_RED_LANES];
#if TL_RED_FLOAT
        TL_RED_T u[TL_RED_LANES];
#endif
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            r[k] = TL_RED_AT(p, k, s);
#if TL_RED_FLOAT
            u[k] = r[k];
#endif
        }
        for (i = TL_RED_LANES; i + TL_RED_LANES <= n; i += TL_RED_LANES)
            for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
                const TL_RED_T v = TL_RED_AT(p, i + k, s);
                r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
#if TL_RED_FLOAT
                u[k] += v;
#endif
            }
        m = r[0];
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            m = TL_RED_BEATS(r[k], m) ? r[k] : m;
#if TL_RED_FLOAT
            sum += u[k];
#endif
        }
    }
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        m = TL_RED_BEATS(v, m) ? v : m;
#if TL_RED_FLOAT
        sum += v;
#endif
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_AT(p, i, s)))
                return TL_RED_AT(p, i, s);
#endif
    return m;
}

TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    return s == (ptrdiff_t)sizeof(TL_RED_T) ? TL_RED_FN(tl_red_extreme_body)(p, n, (ptrdiff_t)sizeof(TL_RED_T))
                                            : TL_RED_FN(tl_red_extreme_body)(p, n, s);
}

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_MIN

/* *acc = the fold of *acc and the row of n >= 1 elements. */
TL_RED_CLONES void TL_RED_FN(tl_red_row)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* acc) {
    TL_RED_T m = TL_RED_FN(tl_red_extreme)(p, n, s);
#if TL_RED_FLOAT
    if (m == 0) { /* every zero is an extreme: the fold keeps the last one */
        ptrdiff_t i = n - 1;
        while (!(TL_RED_AT(p, i, s) == 0))
            i--;
        m = TL_RED_AT(p, i, s);
    }
#endif
    *acc = TL_RED_FOLD(*acc, m);
}

/* acc[j] = the fold of acc[j] and x[i][j] over the rows i in order. */
TL_RED_CLONES void TL_RED_FN(tl_red_cols)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                                 TL_RED_T* restrict acc) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T)) {
        for (ptrdiff_t i = 0; i < rows; i++) {
            const char* q = p + i * rs;
            for (ptrdiff_t j = 0; j < n; j++) {
                const TL_RED_T v = TL_RED_AT(q, j, (ptrdiff_t)sizeof(TL_RED_T));
                acc[j] = TL_RED_FOLD(acc[j], v);
            }
        }
        return;
    }
    /* Columns not adjacent: each walked down its rows. */
    for (ptrdiff_t j = 0; j < n; j++) {
        TL_RED_T m = acc[j];
        for (ptrdiff_t i = 0; i < rows; i++) {
            const TL_RED_T v = TL_RED_AT(p + i * rs, j, s);
            m = TL_RED_FOLD(m, v);
        }
        acc[j] = m;
    }
}

#else /* argmax, argmin */

/* Folds the row of n >= 1 elements (element i has index base + i * step) into the best value
 * so far *best and its index *at: the first extreme wins, and the first NaN wins over
 * everything (once *best is NaN nothing changes it). */
TL_RED_CLONES void TL_RED_FN(tl_red_row)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* best, int64_t* at,
                                                int64_t base, int64_t step) {
    if (TL_RED_ISNAN(*best))
        return;
    for (ptrdiff_t b = 0; b < n; b += TL_RED_ARG_BLOCK) {
        const char* q = p + b * s;
        const ptrdiff_t len = n - b < TL_RED_ARG_BLOCK ? n - b : TL_RED_ARG_BLOCK;
        const TL_RED_T m = TL_RED_FN(tl_red_extreme)(q, len, s);
        if (TL_RED_ISNAN(m)) {
            ptrdiff_t i = 0;
            while (!TL_RED_ISNAN(TL_RED_AT(q, i, s)))
                i++;
            *best = m;
            *at = base + (int64_t)(b + i) * step;
            return;
        }
        if (TL_RED_BEATS(m, *best)) {
            ptrdiff_t i = 0;
            while (!(TL_RED_AT(q, i, s) == m))
                i++;
            *best = m;
            *at = base + (int64_t)(b + i) * step;
        }
    }
}

/* Column j's best value best[j] and its index at[j], updated by x[i][j] (index base + i * step)
 * over the rows i in order. */
TL_RED_CLONES void TL_RED_FN(tl_red_cols)(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
                                                 TL_RED_T* restrict best, int64_t* restrict at, int64_t base,
                                                 int64_t step) {
    for (ptrdiff_t i = 0; i < rows; i++) {
        const char* q = p + i * rs;
        const int64_t index = base + (int64_t)i * step;
        for (ptrdiff_t j = 0; j < n; j++) {
            const TL_RED_T v = TL_RED_AT(q, j, s);
            const int take = TL_RED_BEATS(v, best[j]) || (TL_RED_ISNAN(v) && !TL_RED_ISNAN(best[j]));
            best[j] = take ? v : best[j];
            at[j] = take ? index : at[j];
        }
    }
}

#endif
#undef TL_RED_BEATS
#undef TL_RED_TIES
#undef TL_RED_ISNAN
#undef TL_RED_FOLD
#undef TL_RED_LANES
#endif

#undef TL_RED_FN
#undef TL_RED_AT
