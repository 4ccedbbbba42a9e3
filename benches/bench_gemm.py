"""Square matrix products (a @ b, n x n, float64 and float32) measured in one run: NumPy (its
BLAS, all cores), twinlink native (the GEMM kernel of python/twinlink/tensor/gemm.c, all cores)
and twinlink wasm (one thread, the inputs copied into the sandbox on each call), with the
ratios and the aims beside them: native within 2.5x of NumPy at 512, wasm within 1.6x of
native. Default calls (inputs checked); best of several runs, so run it on an idle machine.
`TWINLINK_NUM_THREADS=1` runs the native kernel on one core."""
import os
import timeit

import numpy as np

import twinlink
import twinlink.tensor as T

SIZES = (64, 256, 512, 1024)
AIM_NATIVE, AIM_WASM = 2.5, 1.6


def best(fn, seconds=0.3, repeat=5):
    fn()
    once = min(timeit.repeat(fn, number=1, repeat=3))
    number = max(1, int(seconds / max(once, 1e-7)))
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def text(t):
    return f"{t * 1e3:9.3f} ms" if t >= 1e-3 else f"{t * 1e6:9.1f} us"


def main():
    rng = np.random.default_rng(0)
    print(f"a @ b, n x n; {os.cpu_count()} cores; NumPy {np.__version__}; "
          f"TWINLINK_NUM_THREADS={os.environ.get('TWINLINK_NUM_THREADS', 'unset')}")
    print(f"{'dtype':8} {'n':>5} {'NumPy':>12} {'native':>12} {'wasm':>12} {'native/NumPy':>13} {'aim':>5} "
          f"{'wasm/native':>12} {'aim':>5} {'native GFLOP/s':>15}")
    for dtype in ("float64", "float32"):
        x, y = T.matrix("x", dtype=dtype), T.matrix("y", dtype=dtype)
        native = twinlink.function([x, y], x @ y)
        wasm = twinlink.function([x, y], x @ y, target="wasm")
        for n in SIZES:
            a, b = rng.standard_normal((n, n)).astype(dtype), rng.standard_normal((n, n)).astype(dtype)
            assert native(a, b).tobytes() == wasm(a, b).tobytes(), f"{dtype} {n}: the targets differ"
            # NumPy last: OpenBLAS's worker threads spin for a while after a call and take the
            # cores the native kernel splits over (bench_ops.py, MEASUREMENT_HISTORY.md)
            t_nat, t_wasm, t_np = best(lambda: native(a, b)), best(lambda: wasm(a, b)), best(lambda: a @ b)
            aim = f"{AIM_NATIVE:5.1f}" if n == 512 else f"{'':5}"
            print(f"{dtype:8} {n:5} {text(t_np)} {text(t_nat)} {text(t_wasm)} {t_nat / t_np:12.2f}x {aim} "
                  f"{t_wasm / t_nat:11.2f}x {AIM_WASM:5.1f} {2 * n ** 3 / t_nat / 1e9:15.1f}")


if __name__ == "__main__":
    main()
