"""Reproducibility figures: how long exporting and replaying a bundle takes on each
engine (a 1M-element fused elementwise graph and a 300x300 dot), and how far native (glibc
libm) and wasm (wasi-libc libm) results are apart per function, measured with
`twinlink.compare` over 200,001 points per function and dtype."""
import os
import tempfile
import time

import numpy as np

import twinlink
import twinlink.tensor as T


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t


def replay_times():
    rng = np.random.default_rng(0)
    x, y = T.dvector("x"), T.dvector("y")
    a, b = T.dmatrix("a"), T.dmatrix("b")
    cases = [("fused exp, 1M float64", [x, y], T.exp(-(x - y) ** 2) * 2.0 + y,
              [rng.standard_normal(1_000_000), rng.standard_normal(1_000_000)]),
             ("dot 300x300", [a, b], T.dot(a, b), [rng.standard_normal((300, 300)), rng.standard_normal((300, 300))])]
    with tempfile.TemporaryDirectory() as d:
        for label, ins, out, values in cases:
            f = twinlink.function(ins, out, target="wasm")
            f(*values)
            _, call = timed(lambda: f(*values))
            path = os.path.join(d, "b.tlbundle")
            _, export = timed(lambda: f.export_bundle(path, *values))
            size = os.path.getsize(path)
            line = f"{label}: call {call * 1e3:.1f} ms, export {export * 1e3:.1f} ms ({size / 1e6:.1f} MB)"
            for engine in ("cranelift", "winch", "interpreter"):
                report, t = timed(lambda: twinlink.replay(path, engine))
                assert report.identical, str(report)
                line += f", replay {engine} {t * 1e3:.0f} ms ({t / call:.0f}x the call)"
            print(line)


FUNCTIONS = ["exp", "log", "log1p", "expm1", "sqrt", "sin", "cos", "tan", "tanh", "erf", "sigmoid", "softplus"]


def libm_table():
    print("native vs wasm, max ulp (differing non-NaN elements of 200,001) over [-30, 30] and [1e-3, 1e6] (log-spaced):")
    for dtype in ("float32", "float64"):
        x = T.tensor(dtype=dtype, shape=(None,), name="x")
        f = twinlink.function([x], [getattr(T, n)(x) for n in FUNCTIONS], target="native")
        grid = np.concatenate([np.linspace(-30, 30, 100_001), np.geomspace(1e-3, 1e6, 100_000)]).astype(dtype)
        c = twinlink.compare(f, grid)
        cells = [f"{n} {o.max_ulp:g} ({o.mismatches - o.nan_payloads}"
                 + (f" + {o.nan_payloads} NaN bits" if o.nan_payloads else "") + ")" for n, o in zip(FUNCTIONS, c.outputs)]
        print(f"  {dtype}: " + ", ".join(cells))


if __name__ == "__main__":
    replay_times()
    libm_table()
