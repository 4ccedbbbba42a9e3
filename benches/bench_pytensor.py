"""The PyTensor bridge against PyTensor's own C backend (Mode(linker="cvm")), on the same
graphs, in one run: cold compile (fresh twinlink cache and fresh PyTensor compiledir, each in a
fresh process), warm compile (same caches, new process), call overhead (a 5-node graph on 10
float64 elements, default call and trust_input), a large fused elementwise graph (10^6
float64) and a Scan (a 4-unit RNN's loss over 200 steps: each step a call of the inner
function). Aims: TWINLINK calls no slower than PyTensor's C backend, cold compile no slower.
Run: `make bench` (needs PyTensor: it is a test dependency)."""
import json
import os
import subprocess
import sys
import tempfile
import timeit

MODES = os.environ.get("BENCH_MODES", "cvm,TWINLINK,TWINLINK_WASM").split(",")

BUILD = r"""
import json, sys, time, warnings
warnings.filterwarnings("ignore")
t0 = time.perf_counter()
import numpy as np, pytensor, pytensor.tensor as pt
from pytensor.compile.mode import Mode
import twinlink.pytensor
t_import = time.perf_counter() - t0
x, y = pt.dvector("x"), pt.dvector("y")
out = (pt.exp(x) * y + x / (y * y + 1.0)).sum() * pt.max(x - y) + pt.cumsum(x)
mode = Mode(linker="cvm") if sys.argv[1] == "cvm" else sys.argv[1]
t0 = time.perf_counter()
f = pytensor.function([x, y], out, mode=mode)
print(json.dumps({"seconds": time.perf_counter() - t0}))
"""


def build_seconds(mode, env):
    run = subprocess.run([sys.executable, "-c", BUILD, mode], env=env, capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"build under {mode} failed:\n{run.stderr[-3000:]}")
    return json.loads(run.stdout.strip().splitlines()[-1])["seconds"]


def compile_times():
    rows = []
    for mode in MODES:
        tmp = tempfile.mkdtemp(prefix="tl-bench-pt-")
        env = dict(os.environ, TWINLINK_CACHE_DIR=os.path.join(tmp, "tl"),
                   PYTENSOR_FLAGS=f"compiledir={os.path.join(tmp, 'pt')}")
        cold = build_seconds(mode, env)
        warm = build_seconds(mode, env)
        rows.append((mode, cold, warm))
    return rows


def call_times():
    """Best of 9 rounds; each round measures every mode in turn, so load changes on the
    machine affect all modes alike."""
    import warnings
    warnings.filterwarnings("ignore")
    import numpy as np
    import pytensor
    import pytensor.tensor as pt
    from pytensor.compile.mode import Mode

    import twinlink.pytensor  # noqa: F401  (registers the modes)

    x, y = pt.dvector("x"), pt.dvector("y")
    small = ((x + y) * x - y / (x + 2.0)) * 3.0 + x  # 5 elementwise ops, fused by PyTensor
    big_x, big_y = pt.dvector("bx"), pt.dvector("by")
    big = pt.exp(-(big_x - big_y) ** 2 / 2.0) * 0.3989422804014327 + big_x * big_y
    xs, ys = np.linspace(0.1, 1, 10), np.linspace(1, 2, 10)
    bx, by = np.linspace(-3, 3, 10**6), np.linspace(0, 1, 10**6)
    seq, W = pt.dvector("seq"), pt.dmatrix("W")
    hs = pytensor.scan(lambda st, h, W: pt.tanh(pt.dot(W, h) + st), sequences=seq, outputs_info=pt.zeros((4,)),
                       non_sequences=W, return_updates=False)
    rnn = (hs ** 2).sum()
    sv, Wv = np.linspace(-1, 1, 200), np.random.default_rng(0).normal(size=(4, 4)) * 0.3
    cases = {}
    for mode in MODES:
        m = Mode(linker="cvm") if mode == "cvm" else mode
        f = pytensor.function([x, y], small, mode=m)
        ft = pytensor.function([x, y], small, mode=m)
        ft.trust_input = True
        g = pytensor.function([big_x, big_y], big, mode=m)
        r = pytensor.function([seq, W], rnn, mode=m)
        cases[mode] = [(lambda f=f: f(xs, ys), 20000), (lambda ft=ft: ft(xs, ys), 20000), (lambda g=g: g(bx, by), 5),
                       (lambda r=r: r(sv, Wv), 200)]
    best = {mode: [float("inf")] * 4 for mode in MODES}
    for _ in range(9):
        for mode in MODES:
            for k, (fn, number) in enumerate(cases[mode]):
                best[mode][k] = min(best[mode][k], timeit.timeit(fn, number=number) / number)
    return [(mode, *best[mode]) for mode in MODES]


def main():
    calls = call_times()
    base = {r[0]: r for r in calls}["cvm"]
    print("PyTensor bridge: calls (best of 9 interleaved rounds; ratio = time / PyTensor C backend's)")
    print(f"{'mode':14} {'5-node call':>12} {'ratio':>6} {'trust_input':>12} {'ratio':>6} {'fused 1e6':>10} {'ratio':>6} "
          f"{'scan 200':>10} {'ratio':>6}")
    for mode, default, trusted, large, scan in calls:
        print(f"{mode:14} {default * 1e6:10.2f}us {default / base[1]:6.2f} {trusted * 1e6:10.2f}us "
              f"{trusted / base[2]:6.2f} {large * 1e3:8.2f}ms {large / base[3]:6.2f} {scan * 1e3:8.3f}ms {scan / base[4]:6.2f}")
    print("aim: TWINLINK ratios <= 1.00 (the scan: each step a call of the bridge's inner function from "
          "PyTensor's Cython loop; under cvm without BLAS the body's Gemv runs Python)")
    comp = compile_times()
    cbase = {r[0]: r for r in comp}["cvm"]
    print("\ncompile (graph of 9 nodes; fresh process each; cold = fresh caches, warm = same caches)")
    print(f"{'mode':14} {'cold':>8} {'ratio':>6} {'warm':>8} {'ratio':>6}")
    for mode, cold, warm in comp:
        print(f"{mode:14} {cold:7.2f}s {cold / cbase[1]:6.2f} {warm:7.2f}s {warm / cbase[2]:6.2f}")
    print("aim: TWINLINK cold ratio <= 1.00")


if __name__ == "__main__":
    main()
