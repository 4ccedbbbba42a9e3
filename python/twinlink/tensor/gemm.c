/* GEMM for one real element type: C (M x N, rows `ldc` elements apart, columns adjacent) =
 * A (M x K) . B (K x N), with A and B read through byte strides (any layout, transposed or
 * strided views). blas.py pastes this file into a module's support code once per element type,
 * after defining TL_GEMM_T (float or double) and TL_GEMM_SFX (f32 or f64); when the kernels
 * are compiled for AVX-512F it first pastes an AVX-512 variant of the block function
 * (TL_GEMM_NO_DRIVER, wider tile), which the driver tl_gemm_<SFX> then uses.
 *
 * The summation order is fixed: every element of C is c = 0, then c = c + a[i,p] * b[p,j] for
 * p = 0, 1, ..., K-1, each product rounded and then each sum (modules are built without
 * contraction, see README "What agrees and what does not"). Blocking, vector width and threads
 * only decide which elements are computed together, never the order within one element, so the
 * result is bit-identical on both targets and for any number of threads. Vector lanes always
 * hold distinct elements of C; nothing is reduced across lanes.
 *
 * The layout is the usual one for BLAS kernels (Goto and van de Geijn, "Anatomy of
 * high-performance matrix multiplication", ACM TOMS 34(3), 2008): B is copied in KC x NC blocks
 * into strips NR columns wide, A in MC x KC blocks into strips MR rows tall, and a register tile
 * of MR x NR elements of C is loaded, updated over the KC values of p and stored. The tile uses
 * GCC vector extensions (gcc and clang, both targets): natively for the instruction set the
 * native toolchain chose (AVX2 or baseline x86-64, and the AVX-512 variant); wasm builds use
 * SIMD128. No
 * contraction means no FMA: a multiply and an add per step, on every target. */

#ifndef TL_GEMM_COMMON
#define TL_GEMM_COMMON
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The instruction set the native toolchain chose (TL_ISA_*, see scalar_ops.KERNEL_PRELUDE). */
#if defined(__x86_64__) && defined(__GNUC__) && (defined(TL_ISA_AVX2) || defined(TL_ISA_AVX512F))
#define TL_GEMM_TARGET __attribute__((target("avx2")))
#else
#define TL_GEMM_TARGET
#endif

#define TL_GEMM_INLINE static inline __attribute__((always_inline))
#define TL_GEMM_CAT2(a, b) a##_##b
#define TL_GEMM_CAT(a, b) TL_GEMM_CAT2(a, b)

/* Below this many multiply-adds a thread costs more than it saves. */
#define TL_GEMM_PER_THREAD ((int64_t)1 << 20)

/* 64-byte aligned scratch; `*base` is what to free. */
static void* tl_gemm_alloc(size_t bytes, void** base) {
    *base = malloc(bytes + 64);
    if (!*base)
        return NULL;
    return (void*)(((uintptr_t)*base + 63) & ~(uintptr_t)63);
}

#endif /* TL_GEMM_COMMON */

/* The variant's parameters, unless the includer set them (blas.py does for the AVX-512
 * variant). Register tile: MR rows by NV vectors of VB bytes; 16 vector registers (AVX2, and
 * what wasmtime allocates on x86-64) hold MR*NV accumulators, NV values of B and one broadcast
 * value of A. Cache blocks: a KC x NR strip of B stays in L1 while the MC x KC block of A (L2)
 * streams past it; the KC x NC block of B stays in L2/L3. On wasm the whole of K up to 1024 is
 * one block (see tl_gemm_tile's copies) and the loop over p is unrolled by hand (UNROLL);
 * natively gcc does better with the plain loop. */
#ifndef TL_GEMM_VB
#ifdef __wasm__
#define TL_GEMM_VB 16
#else
#define TL_GEMM_VB 32
#endif
#endif
#ifndef TL_GEMM_MR
#define TL_GEMM_MR 6 /* at most 8 */
#endif
#ifndef TL_GEMM_NV
#define TL_GEMM_NV 2
#endif
#ifndef TL_GEMM_UNROLL
#ifdef __wasm__
#define TL_GEMM_UNROLL 4
#else
#define TL_GEMM_UNROLL 1
#endif
#endif
#ifndef TL_GEMM_KC
#ifdef __wasm__
#define TL_GEMM_KC 1024
#else
#define TL_GEMM_KC 256
#endif
#endif
#ifndef TL_GEMM_MC
#define TL_GEMM_MC 96
#endif
#ifndef TL_GEMM_NC
#ifdef __wasm__
#define TL_GEMM_NC 256
#else
#define TL_GEMM_NC 1024
#endif
#endif
/* The attributes of the block function: the instruction set chosen above by default. */
#ifndef TL_GEMM_BLOCK_ATTR
#define TL_GEMM_BLOCK_ATTR TL_GEMM_TARGET
#endif

#define TL_GEMM_FN(name) TL_GEMM_CAT(name, TL_GEMM_SFX)
#define TL_GEMM_V TL_GEMM_FN(tl_gemm_vec)
#define TL_GEMM_LANES ((int)(TL_GEMM_VB / sizeof(TL_GEMM_T)))
#define TL_GEMM_NR (TL_GEMM_NV * TL_GEMM_LANES)
#define TL_GEMM_TILE_ROWS TL_GEMM_MR
/* On wasm the packed strips of A hold each value TL_GEMM_LANES times, a whole vector, so a step
 * of the tile loads A's values as vectors: wasmtime broadcast a scalar with a load into an
 * integer register, a move and a shuffle (benches/MEASUREMENT_HISTORY.md, "GEMM in wasm").
 * Natively a broadcast is one instruction and the strips hold each value once. */
#ifdef __wasm__
#define TL_GEMM_SPLAT_A 1
#else
#define TL_GEMM_SPLAT_A 0
#endif
/* copies of each value of A in its packed strips */
#define TL_GEMM_AS (TL_GEMM_SPLAT_A ? TL_GEMM_LANES : 1)

typedef TL_GEMM_T TL_GEMM_V __attribute__((vector_size(TL_GEMM_VB)));

/* The tile c[i*ldc + j], i < mr, j < TL_GEMM_NR, updated by p = 0..kc-1 (c starts at 0 when
 * `first`). `a` is a packed strip of A (TL_GEMM_MR values per p), `b` one of B (TL_GEMM_NR values
 * per p). Inlined with constant `mr` and `first`, so the accumulators are registers. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile)(const int mr, const int first, ptrdiff_t kc,
                                             const TL_GEMM_T* restrict a, const TL_GEMM_T* restrict b,
                                             TL_GEMM_T* restrict c, ptrdiff_t ldc) {
    TL_GEMM_V acc[TL_GEMM_TILE_ROWS][TL_GEMM_NV];
    /* A's value for row i at step p: a vector of it (TL_GEMM_SPLAT_A) or the value itself */
#if TL_GEMM_SPLAT_A
#define TL_GEMM_A(p, i) (*(const TL_GEMM_V*)(a + ((p) * TL_GEMM_MR + (i)) * TL_GEMM_AS))
#else
#define TL_GEMM_A(p, i) (a[(p) * TL_GEMM_MR + (i)])
#endif
    ptrdiff_t p = 0;
    if (first) {
        /* p = 0 is peeled, as 0 + a*b: an accumulator then only ever holds sums (a local
         * holding a copied zero and sums would be canonicalised on wasm, see below). */
        const TL_GEMM_V zero = {0};
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                acc[i][v] = zero + TL_GEMM_A(0, i) * *(const TL_GEMM_V*)(b + v * TL_GEMM_LANES);
        p = 1;
    } else {
        for (int i = 0; i < mr; i++)
            for (int v = 0; v < TL_GEMM_NV; v++)
                memcpy(&acc[i][v], c + i * ldc + v * TL_GEMM_LANES, sizeof(TL_GEMM_V));
    }
#define TL_GEMM_STEP(p)                                                                \
    do {                                                                               \
        TL_GEMM_V bv[TL_GEMM_NV];                                                      \
        for (int v = 0; v < TL_GEMM_NV; v++)                                           \
            bv[v] = *(const TL_GEMM_V*)(b + (p) * TL_GEMM_NR + v * TL_GEMM_LANES);     \
        for (int i = 0; i < mr; i++) {                                                 \
            const __typeof__(TL_GEMM_A(p, i)) ai = TL_GEMM_A(p, i);                    \
            for (int v = 0; v < TL_GEMM_NV; v++)                                       \
                acc[i][v] += ai * bv[v];                                               \
        }                                                                              \
    } while (0)
    /* On wasm, TL_GEMM_UNROLL (4) steps of p per trip: wasmtime checks its epoch at every loop
     * head and keeps the accumulators in memory across that check, so fewer trips mean fewer
     * round trips. */
#if TL_GEMM_UNROLL == 4
    for (; p + 4 <= kc; p += 4) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
        TL_GEMM_STEP(p + 2);
        TL_GEMM_STEP(p + 3);
    }
#elif TL_GEMM_UNROLL == 2
    for (; p + 2 <= kc; p += 2) {
        TL_GEMM_STEP(p);
        TL_GEMM_STEP(p + 1);
    }
#endif
    for (; p < kc; p++)
        TL_GEMM_STEP(p);
#undef TL_GEMM_STEP
#undef TL_GEMM_A
    for (int i = 0; i < mr; i++)
        for (int v = 0; v < TL_GEMM_NV; v++)
            memcpy(c + i * ldc + v * TL_GEMM_LANES, &acc[i][v], sizeof(TL_GEMM_V));
}

/* Copies of the tile for a row count, for the first block of p (C starts at zero) and for the
 * later ones (C is loaded). On wasm each copy is its own function: the NaN rewrite canonicalises
 * every update of a local that holds both float results and loaded values (ARCHITECTURE.md
 * "NaN rewrite"), and the compiler reuses locals freely within a function; in the first-block
 * copy, which is the only one when K <= TL_GEMM_KC, the accumulators never hold a loaded value.
 * Natively the copies are inlined into the clones of tl_gemm_block. */
#ifdef __wasm__
#define TL_GEMM_TILE_COPY static __attribute__((noinline))
#else
#define TL_GEMM_TILE_COPY TL_GEMM_INLINE
#endif
#define TL_GEMM_TILE_ROWS_COPY(k, first)                                                                     \
    TL_GEMM_TILE_COPY void TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), first)(                     \
        ptrdiff_t kc, const TL_GEMM_T* a, const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc) {                \
        TL_GEMM_FN(tl_gemm_tile)(k < TL_GEMM_MR ? k : TL_GEMM_MR, first, kc, a, b, c, ldc);                 \
    }
#define TL_GEMM_TILE_ROWS_COPIES(k) TL_GEMM_TILE_ROWS_COPY(k, 0) TL_GEMM_TILE_ROWS_COPY(k, 1)
/* A full tile, and a one-row tile for products with one row (a vector times a matrix, and a
 * matrix times a vector, see tl_gemm); other partial tiles go through a full one. */
TL_GEMM_TILE_ROWS_COPIES(1)
TL_GEMM_TILE_ROWS_COPIES(TL_GEMM_MR)

#define TL_GEMM_TILE_CALL(k, c, ldc)                                                                \
    (first ? TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 1)(kc, a, b, c, ldc)             \
           : TL_GEMM_CAT(TL_GEMM_CAT(TL_GEMM_FN(tl_gemm_tile), k), 0)(kc, a, b, c, ldc))

/* The mr x nr tile at c (mr <= TL_GEMM_MR, nr <= TL_GEMM_NR): whole tiles in place, partial ones
 * through a full-size scratch tile (the packed strips are zero past their end). */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_tile_rows)(int mr, ptrdiff_t nr, ptrdiff_t kc, const TL_GEMM_T* a,
                                                  const TL_GEMM_T* b, TL_GEMM_T* c, ptrdiff_t ldc, int first) {
    const int rows = mr == 1 ? 1 : TL_GEMM_MR;
    if (rows == mr && nr == TL_GEMM_NR) {
        if (rows == 1)
            TL_GEMM_TILE_CALL(1, c, ldc);
        else
            TL_GEMM_TILE_CALL(TL_GEMM_MR, c, ldc);
        return;
    }
    TL_GEMM_T edge[TL_GEMM_MR * TL_GEMM_NR];
    for (int i = 0; i < rows; i++)
        for (ptrdiff_t j = 0; j < TL_GEMM_NR; j++)
            edge[i * TL_GEMM_NR + j] = i < mr && j < nr && !first ? c[i * ldc + j] : 0;
    if (rows == 1)
        TL_GEMM_TILE_CALL(1, edge, TL_GEMM_NR);
    else
        TL_GEMM_TILE_CALL(TL_GEMM_MR, edge, TL_GEMM_NR);
    for (int i = 0; i < mr; i++)
        for (ptrdiff_t j = 0; j < nr; j++)
            c[i * ldc + j] = edge[i * TL_GEMM_NR + j];
}

/* B[p, j] for p < kc, j < nc into TL_GEMM_NR-wide strips (p-major within a strip), zero past nc. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_b)(ptrdiff_t kc, ptrdiff_t nc, const char* B, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t j0 = 0; j0 < nc; j0 += TL_GEMM_NR, out += kc * TL_GEMM_NR) {
        const ptrdiff_t w = nc - j0 < TL_GEMM_NR ? nc - j0 : TL_GEMM_NR;
        if (w < TL_GEMM_NR)
            memset(out, 0, (size_t)(kc * TL_GEMM_NR) * sizeof(TL_GEMM_T));
        if (cs == (ptrdiff_t)sizeof(TL_GEMM_T)) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_NR, B + p * rs + j0 * cs, (size_t)w * sizeof(TL_GEMM_T));
        } else {
            for (ptrdiff_t j = 0; j < w; j++) {
                const char* col = B + (j0 + j) * cs;
                for (ptrdiff_t p = 0; p < kc; p++)
                    out[p * TL_GEMM_NR + j] = *(const TL_GEMM_T*)(col + p * rs);
            }
        }
    }
}

/* A[i, p] for i < mc, p < kc into TL_GEMM_MR-tall strips (p-major within a strip), zero past mc;
 * each value TL_GEMM_AS times. */
TL_GEMM_INLINE void TL_GEMM_FN(tl_gemm_pack_a)(ptrdiff_t mc, ptrdiff_t kc, const char* A, ptrdiff_t rs, ptrdiff_t cs, TL_GEMM_T* out) {
    for (ptrdiff_t i0 = 0; i0 < mc; i0 += TL_GEMM_MR, out += kc * TL_GEMM_MR * TL_GEMM_AS) {
        const ptrdiff_t h = mc - i0 < TL_GEMM_MR ? mc - i0 : TL_GEMM_MR;
        if (!TL_GEMM_SPLAT_A && rs == (ptrdiff_t)sizeof(TL_GEMM_T) && h == TL_GEMM_MR) {
            for (ptrdiff_t p = 0; p < kc; p++)
                memcpy(out + p * TL_GEMM_MR, A + i0 * rs + p * cs, TL_GEMM_MR * sizeof(TL_GEMM_T));
            continue;
        }
        for (ptrdiff_t i = 0; i < TL_GEMM_MR; i++)
            for (ptrdiff_t p = 0; p < kc; p++) {
                const TL_GEMM_T v = i < h ? *(const TL_GEMM_T*)(A + (i0 + i) * rs + p * cs) : 0;
                for (int l = 0; l < TL_GEMM_AS; l++)
                    out[(p * TL_GEMM_MR + i) * TL_GEMM_AS + l] = v;
            }
    }
}

/* C[0:M, 0:N] on one thread; returns -1 when scratch memory cannot be had. */
TL_GEMM_BLOCK_ATTR static int TL_GEMM_FN(tl_gemm_block)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars,
                                            ptrdiff_t acs, const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C,
                                            ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (K <= 0) {
        for (ptrdiff_t i = 0; i < M; i++)
            for (ptrdiff_t j = 0; j < N; j++)
                C[i * ldc + j] = 0;
        return 0;
    }
    const ptrdiff_t kcmax = K < TL_GEMM_KC ? K : TL_GEMM_KC;
    const ptrdiff_t mcmax = M < TL_GEMM_MC ? (M + TL_GEMM_MR - 1) / TL_GEMM_MR * TL_GEMM_MR : TL_GEMM_MC;
    const ptrdiff_t ncmax = N < TL_GEMM_NC ? (N + TL_GEMM_NR - 1) / TL_GEMM_NR * TL_GEMM_NR : TL_GEMM_NC;
    void *abase, *bbase;
    TL_GEMM_T* pa = (TL_GEMM_T*)tl_gemm_alloc((size_t)(mcmax * kcmax * TL_GEMM_AS) * sizeof(TL_GEMM_T), &abase);
    TL_GEMM_T* pb = (TL_GEMM_T*)tl_gemm_alloc((size_t)(kcmax * ncmax) * sizeof(TL_GEMM_T), &bbase);
    if (!pa || !pb) {
        free(abase);
        free(bbase);
        return -1;
    }
    for (ptrdiff_t jc = 0; jc < N; jc += TL_GEMM_NC) {
        const ptrdiff_t nc = N - jc < TL_GEMM_NC ? N - jc : TL_GEMM_NC;
        for (ptrdiff_t pc = 0; pc < K; pc += TL_GEMM_KC) {
            const ptrdiff_t kc = K - pc < TL_GEMM_KC ? K - pc : TL_GEMM_KC;
            const int first = pc == 0;
            TL_GEMM_FN(tl_gemm_pack_b)(kc, nc, B + pc * brs + jc * bcs, brs, bcs, pb);
            for (ptrdiff_t ic = 0; ic < M; ic += TL_GEMM_MC) {
                const ptrdiff_t mc = M - ic < TL_GEMM_MC ? M - ic : TL_GEMM_MC;
                TL_GEMM_FN(tl_gemm_pack_a)(mc, kc, A + ic * ars + pc * acs, ars, acs, pa);
                for (ptrdiff_t jr = 0; jr < nc; jr += TL_GEMM_NR) {
                    const ptrdiff_t nr = nc - jr < TL_GEMM_NR ? nc - jr : TL_GEMM_NR;
                    const TL_GEMM_T* b = pb + jr * kc;
                    for (ptrdiff_t ir = 0; ir < mc; ir += TL_GEMM_MR) {
                        const int mr = (int)(mc - ir < TL_GEMM_MR ? mc - ir : TL_GEMM_MR);
                        const TL_GEMM_T* a = pa + ir * kc * TL_GEMM_AS;
                        TL_GEMM_T* c = C + (ic + ir) * ldc + jc + jr;
                        TL_GEMM_FN(tl_gemm_tile_rows)(mr, nr, kc, a, b, c, ldc, first);
                    }
                }
            }
        }
    }
    free(abase);
    free(bbase);
    return 0;
}

#ifndef TL_GEMM_NO_DRIVER
typedef int (*TL_GEMM_FN(tl_gemm_block_fn))(ptrdiff_t, ptrdiff_t, ptrdiff_t, const char*, ptrdiff_t, ptrdiff_t,
                                            const char*, ptrdiff_t, ptrdiff_t, TL_GEMM_T*, ptrdiff_t);

typedef struct {
    ptrdiff_t M, N, K;
    const char* A;
    ptrdiff_t ars, acs;
    const char* B;
    ptrdiff_t brs, bcs;
    TL_GEMM_T* C;
    ptrdiff_t ldc;
    TL_GEMM_FN(tl_gemm_block_fn) block;
    int status;
} TL_GEMM_FN(tl_gemm_job);

static void* TL_GEMM_FN(tl_gemm_worker)(void* arg) {
    TL_GEMM_FN(tl_gemm_job)* j = (TL_GEMM_FN(tl_gemm_job)*)arg;
    j->status = j->block(j->M, j->N, j->K, j->A, j->ars, j->acs, j->B, j->brs, j->bcs, j->C, j->ldc);
    return NULL;
}

/* C = A . B (see the top of this file); C's rows are ldc elements apart. Returns -1 when out of
 * memory. Natively the rows (or columns) of C are split over up to tl_max_threads() threads
 * (scalar_ops.PARALLEL_SUPPORT, pasted before this file), in whole tiles; each thread runs the
 * same per-element order. */
static int TL_GEMM_FN(tl_gemm)(ptrdiff_t M, ptrdiff_t N, ptrdiff_t K, const char* A, ptrdiff_t ars, ptrdiff_t acs,
                       const char* B, ptrdiff_t brs, ptrdiff_t bcs, TL_GEMM_T* C, ptrdiff_t ldc) {
    if (M <= 0 || N <= 0)
        return 0;
    if (N == 1 && M > 1 && ldc == 1) {
        /* A matrix times a column: compute the row C^T = B^T . A^T, so vector lanes run along the M
         * outputs instead of padding a single column. Same per-element order. */
        return TL_GEMM_FN(tl_gemm)(1, M, K, B, bcs, brs, A, acs, ars, C, M);
    }
#ifdef TL_GEMM_WIDE_SFX
    /* The AVX-512 variant (pasted before this one by blas.py when the kernels are compiled for
     * AVX-512F): same order. This variant's own block function is then left unused, and the
     * compiler drops it. */
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_CAT(tl_gemm_block, TL_GEMM_WIDE_SFX);
#else
    TL_GEMM_FN(tl_gemm_block_fn) block = TL_GEMM_FN(tl_gemm_block);
#endif
    int threads = tl_max_threads();
    const int64_t work = (int64_t)M * N * (K > 0 ? K : 1);
    if ((int64_t)threads > work / TL_GEMM_PER_THREAD)
        threads = (int)(work / TL_GEMM_PER_THREAD);
    if (threads > 1) {
        /* Split the longer side of C in whole tiles. */
        const int by_rows = M / TL_GEMM_MR >= N / TL_GEMM_NR;
        const ptrdiff_t unit = by_rows ? TL_GEMM_MR : TL_GEMM_NR, len = by_rows ? M : N;
        const ptrdiff_t units = (len + unit - 1) / unit;
        if (threads > units)
            threads = (int)units;
        TL_GEMM_FN(tl_gemm_job) jobs[64];
        ptrdiff_t at = 0;
        for (int t = 0; t < threads; t++) {
            const ptrdiff_t take = (units * (t + 1) / threads - units * t / threads) * unit;
            const ptrdiff_t n = at + take > len ? len - at : take;
            TL_GEMM_FN(tl_gemm_job) j = {by_rows ? n : M, by_rows ? N : n, K,
                                 by_rows ? A + at * ars : A, ars, acs,
                                 by_rows ? B : B + at * bcs, brs, bcs,
                                 by_rows ? C + at * ldc : C + at, ldc, block, 0};
            jobs[t] = j;
            at += n;
        }
        tl_parallel(threads, threads, TL_GEMM_FN(tl_gemm_worker), (char*)jobs, sizeof jobs[0]);
        int status = 0;
        for (int t = 0; t < threads; t++)
            if (jobs[t].status)
                status = jobs[t].status;
        return status;
    }
    return block(M, N, K, A, ars, acs, B, brs, bcs, C, ldc);
}
#endif /* TL_GEMM_NO_DRIVER */

#undef TL_GEMM_FN
#undef TL_GEMM_V
#undef TL_GEMM_LANES
#undef TL_GEMM_NR
#undef TL_GEMM_TILE_ROWS
#undef TL_GEMM_SPLAT_A
#undef TL_GEMM_AS
#undef TL_GEMM_TILE_ROWS_COPY
#undef TL_GEMM_TILE_COPY
#undef TL_GEMM_TILE_ROWS_COPIES
#undef TL_GEMM_TILE_CALL
#undef TL_GEMM_VB
#undef TL_GEMM_MR
#undef TL_GEMM_NV
#undef TL_GEMM_UNROLL
#undef TL_GEMM_KC
#undef TL_GEMM_MC
#undef TL_GEMM_NC
#undef TL_GEMM_BLOCK_ATTR
