"""PyTensor's Cholesky and SolveTriangular nodes and a multivariate normal's log density with
its gradient, measured in one run: PyTensor's C backend (`Mode(linker="cvm")`, whose nodes
run SciPy's LAPACK in Python), and the bridge's modes, natively and in wasm, where the nodes
run twinlink's kernels (python/twinlink/tensor/linalg.py). No aim is set for these; the
figures show where the kernels stand against LAPACK by size. Default calls; best of several
runs, so run it on an idle machine."""
import os
import warnings

import numpy as np

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402
from bench_gemm import best, text  # noqa: E402

MODES = {"cvm": Mode(linker="cvm"), "native": tp.mode("native"), "wasm": tp.mode("wasm")}
SIZES = (6, 50, 200, 500)


def _row(label, ins, outs, args):
    times = {}
    for name, mode in MODES.items():
        f = pytensor.function(ins, outs, mode=mode)
        times[name] = best(lambda: f(*args))
    cvm = times["cvm"]
    print(f"{label:28} {text(cvm)} {text(times['native'])} ({times['native'] / cvm:5.2f}x) "
          f"{text(times['wasm'])} ({times['wasm'] / cvm:5.2f}x)")


def main():
    rng = np.random.default_rng(0)
    print(f"{os.cpu_count()} cores; NumPy {np.__version__}; PyTensor {pytensor.__version__}")
    print(f"{'case':28} {'PyTensor cvm':>12} {'native':>21} {'wasm':>21}")
    x, b = pt.dmatrix("x"), pt.dmatrix("b")
    for n in SIZES:
        a = rng.standard_normal((n, n))
        spd = a @ a.T + n * np.eye(n)
        _row(f"cholesky n={n}", [x], pt.linalg.cholesky(x), (spd,))
        low = np.linalg.cholesky(spd)
        _row(f"solve_triangular n={n}, 8", [x, b], pt.linalg.solve_triangular(x, b, lower=True),
             (low, rng.standard_normal((n, 8))))
    X, mu, cov = pt.dmatrix("X"), pt.dvector("mu"), pt.dmatrix("cov")
    L = pt.linalg.cholesky(cov)
    z = pt.linalg.solve_triangular(L, (X - mu).T, lower=True)
    logp = -0.5 * (pt.sum(z ** 2) + X.shape[0] * (2 * pt.sum(pt.log(pt.diag(L))) + X.shape[1] * np.log(2 * np.pi)))
    for k in (6, 50):
        a = rng.standard_normal((k, k))
        _row(f"mvn logp+grad, 100 x {k}", [X, mu, cov], [logp, *pytensor.grad(logp, [mu, cov])],
             (rng.standard_normal((100, k)), rng.standard_normal(k), a @ a.T + k * np.eye(k)))


if __name__ == "__main__":
    main()
