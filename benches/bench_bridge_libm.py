"""The PyTensor bridge's C-library math (README, "One math library for PyTensor's C too"): an
elementwise PyTensor graph of one function (and one of three, "fused"; "[::2]" over every other
element; "bc" a 1000-row matrix times a row, broadcast) over 10^6 float64
(BENCH_N), one thread (thread CPU time, best of BENCH_ROUNDS, default 7), under PyTensor's C
backend (cvm), TWINLINK with twinlink's math (the default) and with the platform's
(c_libm=False), and TWINLINK_WASM the same two ways. Millions of elements per second. Run: `python benches/bench_bridge_libm.py
[FUNCTION...]`."""
import os
import sys
import time
import warnings

import numpy as np

warnings.filterwarnings("ignore")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402

N = int(os.environ.get("BENCH_N", "1000000"))
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "7"))
GRAPHS = {
    "exp": pt.exp, "tanh": pt.tanh, "log1p": lambda x: pt.log1p(abs(x)), "sin": pt.sin, "erf": pt.erf, "erfc": pt.erfc,
    "pow": lambda x: abs(x) ** 1.7, "arctan": pt.arctan, "gammaln": lambda x: pt.gammaln(abs(x) + 0.1),
    "softplus": pt.softplus, "fused": lambda x: pt.tanh(x) * pt.exp(-x / 100) + pt.log1p(abs(x)),
    # loops over strided and broadcast operands (a 1000-row matrix times one of its rows)
    "erf[::2]": lambda x: pt.erf(x[::2]), "sin[::2]": lambda x: pt.sin(x[::2]),
    "gammaln bc": lambda x: pt.gammaln(abs(x[:x.shape[0] // 1000 * 1000].reshape((1000, -1)) * x[:x.shape[0] // 1000])
                                       + 0.1),
}
MODES = {"cvm": lambda: Mode(linker="cvm"), "native": lambda: tp.mode("native"),
         "native platform": lambda: tp.mode("native", c_libm=False), "wasm": lambda: tp.mode("wasm"),
         "wasm platform": lambda: tp.mode("wasm", c_libm=False)}


def main():
    names = sys.argv[1:] or list(GRAPHS)
    a = np.random.default_rng(0).standard_normal(N) * 3
    x = pt.dvector("x")
    print(f"PyTensor graph of one function, {N} float64, one thread, Melem/s (thread CPU time, best of {ROUNDS})")
    print(f"{'function':10}" + "".join(f"{m:>17}" for m in MODES))
    for name in names:
        row = f"{name:10}"
        for make in MODES.values():
            f = pytensor.function([x], GRAPHS[name](x), mode=make())
            n = np.asarray(f(a)).size  # output elements
            best = float("inf")
            for _ in range(ROUNDS):
                t = time.thread_time()
                f(a)
                best = min(best, time.thread_time() - t)
            row += f"{n / best / 1e6:17.1f}"
        print(row, flush=True)


if __name__ == "__main__":
    main()
