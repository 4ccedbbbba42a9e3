"""PyTensor's matrix products under the bridge (twinlink/pytensor/products.py), in one run,
interleaved: a logistic regression's loss and gradient (X 1000x20: two Gemv nodes) under
PyTensor's C backend (Mode(linker="cvm"); without BLAS its Gemv runs Python), TWINLINK and
TWINLINK_WASM, each also with the products left to PyTensor's Python perform as the bridge did
before (`twinlink.pytensor._kernel_products` answering False while those are built), and the
two Gemv alone against NumPy. Best of 9 rounds; wall time and the calling thread's CPU time
(which leaves out BLAS's and twinlink's worker threads). Run: `python benches/bench_pytensor_products.py`."""
import time
import warnings

warnings.filterwarnings("ignore")
import numpy as np  # noqa: E402
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402

ROUNDS = 9


def logistic_regression():
    X, y, w, b = pt.dmatrix("X"), pt.dvector("y"), pt.dvector("w"), pt.dscalar("b")
    p = pt.sigmoid(X @ w + b)
    loss = -pt.mean(y * pt.log(p) + (1 - y) * pt.log1p(-p)) + 0.01 * pt.sum(w ** 2)
    rng = np.random.default_rng(0)
    args = (rng.normal(size=(1000, 20)), (rng.random(1000) > 0.5).astype(float), rng.normal(size=20) * 0.1, 0.3)
    return [X, y, w, b], [loss, *pytensor.grad(loss, [w, b])], args


def measure(cases, number):
    best = {k: (float("inf"), float("inf")) for k in cases}
    for _ in range(ROUNDS):
        for k, fn in cases.items():
            t0, c0 = time.perf_counter(), time.thread_time()
            for _ in range(number):
                fn()
            t1, c1 = time.perf_counter(), time.thread_time()
            best[k] = (min(best[k][0], (t1 - t0) / number), min(best[k][1], (c1 - c0) / number))
    return best


def main():
    ins, outs, args = logistic_regression()
    fns = {"PyTensor C (cvm)": pytensor.function(ins, outs, mode=Mode(linker="cvm"))}
    kernel_products = tp._kernel_products
    tp._kernel_products = lambda target: False  # the products run PyTensor's Python perform
    try:
        fns["TWINLINK, products in Python"] = pytensor.function(ins, outs, mode=tp.mode("native"))
        fns["TWINLINK_WASM, products in Python"] = pytensor.function(ins, outs, mode=tp.mode("wasm"))
    finally:
        tp._kernel_products = kernel_products
    fns["TWINLINK"] = pytensor.function(ins, outs, mode=tp.mode("native"))
    fns["TWINLINK_WASM"] = pytensor.function(ins, outs, mode=tp.mode("wasm"))
    best = measure({k: (lambda f=f: f(*args)) for k, f in fns.items()}, 500)
    base = best["PyTensor C (cvm)"][1]
    print("logistic regression loss + gradient, X 1000x20 (ratio: thread CPU time / PyTensor C's)")
    print(f"{'':36} {'wall':>10} {'thread CPU':>11} {'ratio':>6}  report")
    for k, (wall, cpu) in best.items():
        rep = tp.report(fns[k]) if k != "PyTensor C (cvm)" else {}
        where = f"{rep.get('modules')} module(s), Python: {rep.get('python_nodes')}" if rep else ""
        print(f"{k:36} {wall * 1e6:8.1f}us {cpu * 1e6:9.1f}us {cpu / base:6.2f}  {where}")

    X, v, g = pt.dmatrix("X"), pt.dvector("v"), pt.dvector("g")
    Xv, vv, gv = args[0], args[2], np.random.default_rng(1).normal(size=1000)
    cases = {"NumPy X @ w": lambda: Xv @ vv, "NumPy X.T @ g": lambda: Xv.T @ gv}
    for target in ("native", "wasm"):
        f = pytensor.function([X, v], X @ v, mode=tp.mode(target))
        h = pytensor.function([X, g], X.T @ g, mode=tp.mode(target))
        cases[f"{target} Gemv X @ w"] = lambda f=f: f(Xv, vv)
        cases[f"{target} Gemv X.T @ g"] = lambda h=h: h(Xv, gv)
    best = measure(cases, 2000)
    print("\none Gemv (X 1000x20), thread CPU time per call")
    for k, (wall, cpu) in best.items():
        print(f"{k:36} {cpu * 1e6:8.2f}us")


if __name__ == "__main__":
    main()
