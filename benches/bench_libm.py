"""Throughput of twinlink's math library (python/twinlink/tensor/libm.c) per function and dtype,
natively and in wasm, against NumPy's ufunc (scipy.special's for erf, erfc, gammaln,
digamma, gamma, j0 and j1, when SciPy is installed) on the same points (10^7 by default; `python
benches/bench_libm.py N [FUNCTION...]`; BENCH_TARGETS=native skips wasm), plus fused graphs of
three functions. Best of 3 runs, in millions of elements per second; the ratio is NumPy's time
over twinlink's (above 1: twinlink is faster). Neither side allocates its output in the timed
calls: NumPy writes into a preallocated `out=` array (and its fused passes into preallocated
temporaries), and a twinlink Function reuses the output it kept from the last call (the bench
drops each result, so no caller holds it). At 10^7 elements a fresh 80 MB output costs page
faults on every call, which would otherwise be counted against NumPy alone.
NumPy runs on one thread; twinlink natively splits a call over the cores (TWINLINK_NUM_THREADS=1
keeps it on one, for the per-core comparison). BENCH_CLOCK=thread times with the calling
thread's CPU time (time.thread_time) instead of wall time: steadier on a loaded machine, and
meaningful only where everything runs on the calling thread (TWINLINK_NUM_THREADS=1)."""
import os
import sys
import time

import numpy as np

import twinlink
import twinlink.tensor as T

N = int(sys.argv[1]) if len(sys.argv) > 1 else 10**7
ONLY = set(sys.argv[2:])
CLOCK = time.thread_time if os.environ.get("BENCH_CLOCK") == "thread" else time.perf_counter
TARGETS = [t for t in ("native", "wasm") if t in os.environ.get("BENCH_TARGETS", "native,wasm").split(",")]
UNARY = {
    "log": (np.log, (1e-3, 1e3)), "log2": (np.log2, (1e-3, 1e3)), "log10": (np.log10, (1e-3, 1e3)),
    "log1p": (np.log1p, (-0.9, 10)), "exp": (np.exp, (-50, 50)), "expm1": (np.expm1, (-5, 5)),
    "exp2": (np.exp2, (-50, 50)), "tanh": (np.tanh, (-5, 5)), "sinh": (np.sinh, (-5, 5)), "cosh": (np.cosh, (-5, 5)),
    "sin": (np.sin, (-10, 10)), "cos": (np.cos, (-10, 10)), "tan": (np.tan, (-1.5, 1.5)),
    "arctan": (np.arctan, (-10, 10)), "arcsin": (np.arcsin, (-1, 1)), "arccos": (np.arccos, (-1, 1)),
    "arcsinh": (np.arcsinh, (-10, 10)), "arccosh": (np.arccosh, (1, 10)), "arctanh": (np.arctanh, (-0.99, 0.99)),
    "cbrt": (np.cbrt, (-10, 10)),
    "sigmoid": (lambda v, out: np.divide(1.0, np.add(np.exp(np.negative(v, out=out), out=out), 1.0, out=out), out=out),
                (-10, 10)),
    "softplus": (lambda v, out: np.logaddexp(0.0, v, out=out), (-10, 10)),
    "erf": (None, (-3, 3)), "erfc": (None, (-3, 3)), "gammaln": (None, (0.1, 20)), "digamma": (None, (0.1, 20)),
    "gamma": (None, (0.1, 20)), "j0": (None, (-20, 20)), "j1": (None, (-20, 20)),
}


try:
    import scipy.special as sp
    UNARY.update({"erf": (sp.erf, (-3, 3)), "erfc": (sp.erfc, (-3, 3)), "gammaln": (sp.gammaln, (0.1, 20)),
                  "digamma": (sp.digamma, (0.1, 20)), "gamma": (sp.gamma, (0.1, 20)), "j0": (sp.j0, (-20, 20)),
                  "j1": (sp.j1, (-20, 20))})
except ImportError:
    pass


def best(fn, *args, runs=3):
    """The shortest of `runs` timed calls of fn(*args), after one untimed call."""
    fn(*args)
    times = []
    for _ in range(runs):
        t = CLOCK()
        fn(*args)
        times.append(CLOCK() - t)
    return min(times)


def main():
    rng = np.random.default_rng(0)
    threads = os.environ.get("TWINLINK_NUM_THREADS", "all cores")
    clock = "thread CPU time" if CLOCK is time.thread_time else "wall time"
    print(f"twinlink libm throughput, {N} elements, Melem/s ({clock}; ratio = NumPy time / twinlink time; native threads: {threads})")
    print(f"{'function':9} {'dtype':7} {'numpy':>8}" + "".join(f" {t:>8} {'ratio':>6}" for t in TARGETS))
    for dtype in ("float64", "float32"):
        for name, (ref, (lo, hi)) in list(UNARY.items()) + [("pow", (np.power, (0.1, 10))), ("arctan2", (np.arctan2, (-5, 5)))]:
            if ONLY and name not in ONLY:
                continue
            x = T.vector("x", dtype=dtype)
            a = rng.uniform(lo, hi, N).astype(dtype)
            if name in ("pow", "arctan2"):
                y = T.vector("y", dtype=dtype)
                b = rng.uniform(-3, 3, N).astype(dtype)
                out, args, inputs = (x ** y if name == "pow" else T.arctan2(x, y)), (a, b), [x, y]
            else:
                out, args, inputs = getattr(T, name)(x), (a,), [x]
            o = np.empty_like(a)
            tn = best(lambda: ref(*args, out=o)) if ref is not None else None
            row = [f"{name:9} {dtype:7}", f"{N / tn / 1e6:8.1f}" if tn else f"{'-':>8}"]
            for target in TARGETS:
                # no per-call timeout: the slowest functions take over 10 s on 10^7 elements in wasm
                limits = twinlink.Limits(timeout=None) if target == "wasm" else None
                f = twinlink.function(inputs, out, target=target, limits=limits)
                t = best(f, *args)
                row.append(f"{N / t / 1e6:8.1f} {tn / t if tn else float('nan'):6.2f}")
            print(" ".join(row), flush=True)
    # Fused graphs of three functions against NumPy's passes (one loop, no temporaries).
    x = T.dvector("x")
    a = rng.uniform(-5, 5, N)
    # NumPy's passes write into two preallocated temporaries and the output
    t1, t2, o = np.empty_like(a), np.empty_like(a), np.empty_like(a)

    def numpy_first(v):
        np.tanh(v, out=t1)
        np.exp(np.divide(v, -100.0, out=t2), out=t2)
        np.multiply(t1, t2, out=t1)
        np.log1p(np.abs(v, out=t2), out=t2)
        return np.add(t1, t2, out=o)

    def numpy_second(v):
        np.log(np.abs(v, out=t1), out=t1)
        np.multiply(np.cos(v, out=t2), t1, out=t1)
        return np.add(np.sin(v, out=t2), t1, out=o)

    fused = [("tanh(x)*exp(-x/100) + log1p(|x|)", T.tanh(x) * T.exp(-x / 100) + T.log1p(abs(x)), numpy_first),
             ("sin(x) + cos(x)*log(|x|)", T.sin(x) + T.cos(x) * T.log(abs(x)), numpy_second)]
    for label, out, numpy_fn in fused:
        with np.errstate(divide="ignore"):
            ref = best(numpy_fn, a)
            for target in TARGETS:
                limits = twinlink.Limits(timeout=None) if target == "wasm" else None
                t = best(twinlink.function([x], out, target=target, limits=limits), a)
                print(f"fused {label}, {target}: {N / t / 1e6:.1f} Melem/s, NumPy {N / ref / 1e6:.1f} ({ref / t:.2f}x)",
                      flush=True)

if __name__ == "__main__":
    main()
