/* Reduction kernels for one kind and one element type: sum, prod, max, min, argmax or argmin
 * of a row (the reduced axis is the innermost one) or down the rows of a block (the innermost
 * axis is kept, so each column is its own output). reduce.py compiles this file as a kernel
 * object of its own per instance (ARCHITECTURE.md, "Kernel objects"), after defining
 *   TL_RED_NAME   the instance's name: its entry point is tl_red_<NAME>, e.g. row_sum_f64_f64
 *   TL_RED_ROWS   1 for the row kernel, 0 for the block kernel
 *   TL_RED_KIND   TL_RED_SUM, TL_RED_PROD, TL_RED_MAX, TL_RED_MIN, TL_RED_ARGMAX or TL_RED_ARGMIN
 *   TL_RED_T      the element's C type
 *   TL_RED_A      the accumulator's C type (sum and prod; the element's type for the others)
 *   TL_RED_U      the C type sums and products are computed in: an unsigned type of at least
 *                 32 bits for integers (they wrap, as NumPy's), TL_RED_A for floats
 *   TL_RED_I      the signed integer type of the element's size (lane masks, turn counters)
 *   TL_RED_FLOAT  1 when the element type is a float type (NaN and signed zeros exist)
 *   TL_RED_START  the value every output (for argmax/argmin every best value) starts from
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
 *   between equal values, so a zero result has the sign of the last zero. A row runs 256
 *   bytes of running extremes that skip NaNs; a NaN shows in running sums, and the row then
 *   gives its first NaN; a zero result takes the sign of the row's last zero. Which NaN comes
 *   out of several is not specified (wasm canonicalises NaNs anyway).
 * - argmax and argmin: the index of the first extreme element, or of the first NaN. A row is
 *   taken in blocks; lanes keep their best value and the turn it came in, and the lanes'
 *   bests are compared in index order. */

#ifndef TL_RED_COMMON
#define TL_RED_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Natively on x86-64 (gcc or clang) the kernels are compiled for the instruction set the
 * native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE): sums for AVX2 at most,
 * max, min, argmax and argmin for AVX-512F too (they are compute-bound on AVX2; sums are
 * not). All compute the same bits. */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_RED_TARGET __attribute__((target("avx2")))
#else
#define TL_RED_TARGET
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_RED_TARGET_WIDE __attribute__((target("avx512f")))
#else
#define TL_RED_TARGET_WIDE TL_RED_TARGET
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

/* The walk over a whole array is shared by every instance (reduce_walk.c, an object of its
 * own); an instance describes itself to it. Its kernel runs with these lengths and strides:
 * a row of `inner` elements, or a block of `rows` such rows, `row_stride` apart; `step` is
 * argmax/argmin's index step along the row or block. */
typedef struct {
    ptrdiff_t rows, row_stride, inner, inner_stride, step;
} tl_red_shape;
typedef struct {
    int rows;        /* TL_RED_ROWS */
    ptrdiff_t item;  /* bytes of an output element (argmax/argmin: an int64 index) */
    ptrdiff_t value; /* argmax/argmin: bytes of a best value; 0 for the others */
    /* sets `count` outputs (argmax/argmin: best values) at acc to the start value */
    void (*start)(char* acc, ptrdiff_t count);
    /* the kernel on `count` rows or blocks, the next one p_step bytes further in the input,
     * acc_step in the outputs (at_step elements in argmax/argmin's indices, r_step in the
     * index of their first element, r for the first) */
    void (*steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc, ptrdiff_t acc_step, int64_t* at,
                  ptrdiff_t at_step, ptrdiff_t r, ptrdiff_t r_step, const tl_red_shape* shape);
    /* sum only: divides `count` outputs by n (mean); NULL for the others */
    void (*mean)(char* acc, ptrdiff_t count, ptrdiff_t n);
} tl_red_walk;
int tl_red_walk_nd(const tl_red_walk* w, int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                   uint64_t reduced, int mean, void* out);
#endif /* TL_RED_COMMON */

#define TL_RED_FN(f) TL_RED_CAT(f, TL_RED_NAME)
/* The instance's entry point: tl_red_<NAME> (NAME starts with row_ or cols_). */
#define TL_RED_ENTRY TL_RED_CAT(tl_red, TL_RED_NAME)
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
    TL_RED_FN(tl_red_lanes) r, v, w;
    TL_RED_FN(tl_red_load8)(&r, p, 0, s);
    ptrdiff_t i = 8;
    for (; i + 16 <= n; i += 16) { /* two groups per turn (fewer loop heads in wasm) */
        TL_RED_FN(tl_red_load8)(&v, p, i, s);
        TL_RED_FN(tl_red_load8)(&w, p, i + 8, s);
#if TL_RED_KIND == TL_RED_SUM
        r = (r + v) + w;
#else
        r = (r * v) * w;
#endif
    }
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

#if TL_RED_ROWS
/* *acc = *acc (+ or *) the row's result in the pairwise order. */
TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_A* acc) {
    *acc = TL_RED_OP(*acc, TL_RED_FN(tl_red_pairwise)(p, n, s));
}
#else

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

TL_RED_TARGET void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
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
#endif

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

/* Element i of a contiguous row; a running sum that shows a NaN (floats only: an integer sum
 * could overflow, which C leaves undefined). */
#define TL_RED_C(p, i) (((const TL_RED_T*)(p))[i])
#if TL_RED_FLOAT
#define TL_RED_ADD(sum, v) ((sum) += (v))
#else
#define TL_RED_ADD(sum, v) ((void)(sum), (void)(v))
#endif

/* The end of a contiguous row's extreme: elements i .. n-1 folded into m and `sum`, then, if
 * the sum of the whole row (lanes included) is NaN, the row's first NaN. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_end)(const char* p, ptrdiff_t n, ptrdiff_t i, TL_RED_T m, TL_RED_T sum) {
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_C(p, i);
        m = TL_RED_BEATS(v, m) ? v : m;
        TL_RED_ADD(sum, v);
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_C(p, i)))
                return TL_RED_C(p, i);
#else
    (void)sum;
#endif
    return m;
}

/* The extreme of a contiguous row of n >= 1 elements, up to which zero: TL_RED_LANES running
 * extremes over interleaved elements (independent chains) that skip NaNs (`v > m ? v : m` is
 * one maxpd-like instruction), then the rest of the row. Each lane also keeps a sum, which a
 * NaN makes NaN for good (cheaper than a comparison and a select); only then, or after
 * inf - inf, is the row searched for a NaN, and a row with a NaN gives its first NaN. For
 * integers the sums are dead code. */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_lanes)(const char* p, ptrdiff_t n) {
    if (n < TL_RED_LANES)
        return TL_RED_FN(tl_red_extreme_end)(p, n, 1, TL_RED_C(p, 0), TL_RED_C(p, 0));
    TL_RED_T r[TL_RED_LANES], u[TL_RED_LANES];
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++)
        u[k] = r[k] = TL_RED_C(p, k);
    ptrdiff_t i = TL_RED_LANES;
    for (; i + TL_RED_LANES <= n; i += TL_RED_LANES)
        for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
            const TL_RED_T v = TL_RED_C(p, i + k);
            r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
            TL_RED_ADD(u[k], v);
        }
    TL_RED_T m = r[0], sum = 0;
    for (ptrdiff_t k = 0; k < TL_RED_LANES; k++) {
        m = TL_RED_BEATS(r[k], m) ? r[k] : m;
        TL_RED_ADD(sum, u[k]);
    }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}

#if defined(__wasm_simd128__)
/* wasm: the arrays above stay in memory (clang vectorises the lane loop but keeps the lanes
 * in the stack frame), so contiguous rows run on four SIMD128 vectors of running extremes
 * held in registers, two loads per vector and loop turn (wasmtime pays an epoch check per
 * turn). The result is the same: the extreme, the first NaN, up to which zero. */
typedef TL_RED_T TL_RED_FN(tl_red_v128) __attribute__((vector_size(16)));
typedef TL_RED_I TL_RED_FN(tl_red_m128) __attribute__((vector_size(16)));
#define TL_RED_V TL_RED_FN(tl_red_v128)
#define TL_RED_M TL_RED_FN(tl_red_m128)
#define TL_RED_VL ((ptrdiff_t)(16 / sizeof(TL_RED_T)))

TL_RED_INLINE void TL_RED_FN(tl_red_vstep)(TL_RED_V* r, TL_RED_V* u, const char* q) {
    TL_RED_V v;
    __builtin_memcpy(&v, q, sizeof v);
    const TL_RED_M take = (TL_RED_M)TL_RED_BEATS(v, *r);
    *r = (TL_RED_V)(((TL_RED_M)v & take) | ((TL_RED_M)*r & ~take));
    TL_RED_ADD(*u, v);
}

TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    const ptrdiff_t step = 8 * TL_RED_VL;
    if (n < step)
        return TL_RED_FN(tl_red_extreme_lanes)(p, n);
    TL_RED_V r[4], u[4];
    for (int a = 0; a < 4; a++) {
        __builtin_memcpy(&r[a], p + a * 16, 16);
        u[a] = r[a];
    }
    for (int a = 0; a < 4; a++)
        TL_RED_FN(tl_red_vstep)(&r[a], &u[a], p + (4 + a) * 16);
    ptrdiff_t i = step;
    for (; i + step <= n; i += step)
        for (int a = 0; a < 8; a++)
            TL_RED_FN(tl_red_vstep)(&r[a & 3], &u[a & 3], p + i * (ptrdiff_t)sizeof(TL_RED_T) + a * 16);
    TL_RED_T m = r[0][0], sum = 0;
    for (int a = 0; a < 4; a++)
        for (ptrdiff_t k = 0; k < TL_RED_VL; k++) {
            m = TL_RED_BEATS(r[a][k], m) ? r[a][k] : m;
            TL_RED_ADD(sum, u[a][k]);
        }
    return TL_RED_FN(tl_red_extreme_end)(p, n, i, m, sum);
}
#undef TL_RED_V
#undef TL_RED_M
#undef TL_RED_VL
#else
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme_contiguous)(const char* p, ptrdiff_t n) {
    return TL_RED_FN(tl_red_extreme_lanes)(p, n);
}
#endif

/* The same for any stride: a strided row goes one element at a time (its reads cost more
 * than the comparisons, and one vectorised copy per target clone is enough code). */
TL_RED_INLINE TL_RED_T TL_RED_FN(tl_red_extreme)(const char* p, ptrdiff_t n, ptrdiff_t s) {
    if (s == (ptrdiff_t)sizeof(TL_RED_T))
        return TL_RED_FN(tl_red_extreme_contiguous)(p, n);
    TL_RED_T m = TL_RED_AT(p, 0, s);
    for (ptrdiff_t i = 0; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_ISNAN(v))
            return v;
        m = TL_RED_BEATS(v, m) ? v : m;
    }
    return m;
}

#if TL_RED_KIND == TL_RED_MAX || TL_RED_KIND == TL_RED_MIN

#if TL_RED_ROWS
/* *acc = the fold of *acc and the row of n >= 1 elements. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* acc) {
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

#else
/* acc[j] = the fold of acc[j] and x[i][j] over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
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
#endif

#else /* argmax, argmin */

/* Lanes: 128 bytes (three arrays of them stay in AVX2's sixteen registers). Turns of the lane
 * loop per block: the turn a lane's best came from is kept in a TL_RED_I (as narrow as the
 * element, so it shares the element's vector layout). */
#define TL_RED_ARG_LANES ((ptrdiff_t)(128 / sizeof(TL_RED_T)))
#define TL_RED_ARG_TURNS 127

/* The first extreme of a block of n >= 1 elements (at most TL_RED_ARG_TURNS + 1 turns of
 * TL_RED_ARG_LANES), or its first NaN: value into *value, offset into *at. Each lane keeps its
 * best value and the turn it came in (a strict comparison keeps a lane's first); the lanes'
 * bests are then compared in index order. A NaN shows in the lane sums, as for max. */
TL_RED_INLINE void TL_RED_FN(tl_red_arg_block)(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* value, ptrdiff_t* at) {
    TL_RED_T m = TL_RED_AT(p, 0, s);
    ptrdiff_t best = 0, i = 1;
#if TL_RED_FLOAT
    TL_RED_T sum = m;
#endif
    if (n >= 2 * TL_RED_ARG_LANES) {
        TL_RED_T r[TL_RED_ARG_LANES];
        TL_RED_I turn_of[TL_RED_ARG_LANES];
#if TL_RED_FLOAT
        TL_RED_T u[TL_RED_ARG_LANES];
#endif
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            r[k] = TL_RED_AT(p, k, s);
            turn_of[k] = 0;
#if TL_RED_FLOAT
            u[k] = r[k];
#endif
        }
        TL_RED_I turn = 1;
        for (i = TL_RED_ARG_LANES; i + TL_RED_ARG_LANES <= n; i += TL_RED_ARG_LANES, turn++)
            for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
                const TL_RED_T v = TL_RED_AT(p, i + k, s);
                const TL_RED_I take = -(TL_RED_I)TL_RED_BEATS(v, r[k]); /* all ones or zero */
                r[k] = TL_RED_BEATS(v, r[k]) ? v : r[k];
                turn_of[k] = (TL_RED_I)((turn_of[k] & ~take) | (turn & take));
#if TL_RED_FLOAT
                u[k] += v;
#endif
            }
        m = r[0];
        best = (ptrdiff_t)turn_of[0] * TL_RED_ARG_LANES;
        for (ptrdiff_t k = 0; k < TL_RED_ARG_LANES; k++) {
            const ptrdiff_t index = (ptrdiff_t)turn_of[k] * TL_RED_ARG_LANES + k;
            if (TL_RED_BEATS(r[k], m) || (r[k] == m && index < best)) {
                m = r[k];
                best = index;
            }
#if TL_RED_FLOAT
            sum += u[k];
#endif
        }
    }
    for (; i < n; i++) {
        const TL_RED_T v = TL_RED_AT(p, i, s);
        if (TL_RED_BEATS(v, m)) {
            m = v;
            best = i;
        }
#if TL_RED_FLOAT
        sum += v;
#endif
    }
#if TL_RED_FLOAT
    if (sum != sum)
        for (i = 0; i < n; i++)
            if (TL_RED_ISNAN(TL_RED_AT(p, i, s))) {
                m = TL_RED_AT(p, i, s);
                best = i;
                break;
            }
#endif
    *value = m;
    *at = best;
}

#if TL_RED_ROWS
/* Folds the row of n >= 1 elements (element i has index base + i * step) into the best value
 * so far *best and its index *at: the first extreme wins, and the first NaN wins over
 * everything (once *best is NaN nothing changes it). */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t n, ptrdiff_t s, TL_RED_T* best, int64_t* at,
                                            int64_t base, int64_t step) {
    if (s != (ptrdiff_t)sizeof(TL_RED_T)) { /* strided: one element at a time, as for max */
        for (ptrdiff_t i = 0; i < n && !TL_RED_ISNAN(*best); i++) {
            const TL_RED_T v = TL_RED_AT(p, i, s);
            if (TL_RED_ISNAN(v) || TL_RED_BEATS(v, *best)) {
                *best = v;
                *at = base + (int64_t)i * step;
            }
        }
        return;
    }
    const ptrdiff_t block = (TL_RED_ARG_TURNS + 1) * TL_RED_ARG_LANES;
    for (ptrdiff_t b = 0; b < n && !TL_RED_ISNAN(*best); b += block) {
        TL_RED_T m;
        ptrdiff_t i;
        const ptrdiff_t len = n - b < block ? n - b : block;
        TL_RED_FN(tl_red_arg_block)(p + b * s, len, (ptrdiff_t)sizeof(TL_RED_T), &m, &i);
        if (TL_RED_ISNAN(m) || TL_RED_BEATS(m, *best)) {
            *best = m;
            *at = base + (int64_t)(b + i) * step;
        }
    }
}

#else
/* Column j's best value best[j] and its index at[j], updated by x[i][j] (index base + i * step)
 * over the rows i in order. */
TL_RED_TARGET_WIDE void TL_RED_ENTRY(const char* p, ptrdiff_t rows, ptrdiff_t rs, ptrdiff_t n, ptrdiff_t s,
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
#endif
#undef TL_RED_BEATS
#undef TL_RED_TIES
#undef TL_RED_ISNAN
#undef TL_RED_FOLD
#undef TL_RED_LANES
#undef TL_RED_C
#undef TL_RED_ADD
#undef TL_RED_ARG_TURNS
#undef TL_RED_ARG_LANES
#endif

/* The whole reduction, the entry a module calls (tl_red_<NAME>_nd): an array of n axes
 * (lengths dims, byte strides, first element at data) reduced over the axes whose bits are set
 * in `reduced` into out (C-contiguous over the kept axes; for argmax/argmin the int64 indices),
 * divided by the number of elements reduced with `mean`: the shared walk (reduce_walk.c) with
 * this instance's description. Returns -1 when memory for argmax/argmin's best values cannot be
 * had, else 0. */
#if TL_RED_KIND == TL_RED_SUM || TL_RED_KIND == TL_RED_PROD
#define TL_RED_OUT TL_RED_A
#else
#define TL_RED_OUT TL_RED_T
#endif
#define TL_RED_ARGS (TL_RED_KIND == TL_RED_ARGMAX || TL_RED_KIND == TL_RED_ARGMIN)
static void TL_RED_CAT(TL_RED_ENTRY, start)(char* acc, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_OUT*)acc)[i] = TL_RED_START;
}
TL_WALK static void TL_RED_CAT(TL_RED_ENTRY, steps)(ptrdiff_t count, const char* p, ptrdiff_t p_step, char* acc,
                                                   ptrdiff_t acc_step, int64_t* at, ptrdiff_t at_step, ptrdiff_t r,
                                                   ptrdiff_t r_step, const tl_red_shape* s) {
    for (ptrdiff_t i = 0; i < count; i++, p += p_step, acc += acc_step, r += r_step) {
#if TL_RED_ROWS && TL_RED_ARGS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#elif TL_RED_ROWS
        TL_RED_ENTRY(p, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#elif TL_RED_ARGS
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_T*)acc, at + i * at_step, r, s->step);
#else
        TL_RED_ENTRY(p, s->rows, s->row_stride, s->inner, s->inner_stride, (TL_RED_OUT*)acc);
#endif
    }
#if !TL_RED_ARGS
    (void)at;
    (void)at_step;
#endif
}
#if TL_RED_KIND == TL_RED_SUM
static void TL_RED_CAT(TL_RED_ENTRY, mean)(char* acc, ptrdiff_t count, ptrdiff_t n) {
    for (ptrdiff_t i = 0; i < count; i++)
        ((TL_RED_A*)acc)[i] = ((TL_RED_A*)acc)[i] / (TL_RED_A)n;
}
#define TL_RED_MEAN TL_RED_CAT(TL_RED_ENTRY, mean)
#else
#define TL_RED_MEAN NULL
#endif
static const tl_red_walk TL_RED_CAT(TL_RED_ENTRY, walk) = {
    TL_RED_ROWS, TL_RED_ARGS ? (ptrdiff_t)sizeof(int64_t) : (ptrdiff_t)sizeof(TL_RED_OUT),
    TL_RED_ARGS ? (ptrdiff_t)sizeof(TL_RED_T) : 0, TL_RED_CAT(TL_RED_ENTRY, start), TL_RED_CAT(TL_RED_ENTRY, steps),
    TL_RED_MEAN};
int TL_RED_CAT(TL_RED_ENTRY, nd)(int n, const ptrdiff_t* dims, const ptrdiff_t* strides, const char* data,
                                 uint64_t reduced, int mean, void* out) {
    return tl_red_walk_nd(&TL_RED_CAT(TL_RED_ENTRY, walk), n, dims, strides, data, reduced, mean, out);
}
#undef TL_RED_OUT
#undef TL_RED_ARGS
#undef TL_RED_MEAN

#undef TL_RED_FN
#undef TL_RED_ENTRY
#undef TL_RED_AT
