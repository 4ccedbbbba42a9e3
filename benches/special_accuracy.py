"""Accuracy of the PyTensor bridge's special functions (twinlink/pytensor/special.c: I0, I1,
erfinv, erfcinv) against mpmath, beside SciPy's (what PyTensor's `perform` calls), in ulps of
the exact value: uniform, log-spaced and subnormal points and the domain's ends. Prints one
row per function; `python benches/special_accuracy.py [points per range]` (default 2000)."""
import os
import sys
import warnings

import mpmath as mp
import numpy as np
import scipy.special as ss

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402

# the exact erfcinv of the tests (log(erfc(x)) = log(z), for subnormal z too)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "python"))
from test_pytensor_special import erfcinv_exact  # noqa: E402

mp.mp.prec = 160


def ulps(got, exact):
    want = float(exact)
    if not np.isfinite(got):
        return 0.0 if got == want else np.inf
    return float(abs(mp.mpf(float(got)) - exact) / np.spacing(abs(want))) if want else abs(float(got)) / 5e-324


def points(name, n, rng):
    if name in ("i0", "i1"):
        return np.concatenate([rng.uniform(-20, 20, n), rng.uniform(-713.9, 713.9, n // 2), 10 ** rng.uniform(-20, 2.85, n)])
    if name == "erfinv":
        return np.concatenate([rng.uniform(-1, 1, n), 1 - 10 ** rng.uniform(-16, 0, n), -(10 ** rng.uniform(-300, 0, n // 2))])
    return np.concatenate([rng.uniform(0, 2, n), 10 ** rng.uniform(-307, 0, n), 2 - 10 ** rng.uniform(-16, 0, n // 2),
                           10 ** rng.uniform(-323.5, -308, n // 10)])


FUNCTIONS = {"i0": (pt.i0, lambda v: mp.besseli(0, v)), "i1": (pt.i1, lambda v: mp.besseli(1, v)),
             "erfinv": (pt.erfinv, mp.erfinv), "erfcinv": (pt.erfcinv, erfcinv_exact)}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = np.random.default_rng(1)
    x = pt.dvector("x")
    print("| function | points | twinlink max ulp | mean | SciPy max ulp (finite) | mean | SciPy not finite |")
    print("|---|---|---|---|---|---|---|")
    for name, (op, exact) in FUNCTIONS.items():
        v = points(name, n, rng)
        f = pytensor.function([x], op(x), mode="TWINLINK")
        assert tp.report(f)["python_nodes"] == [], tp.report(f)
        want = [exact(mp.mpf(float(a))) for a in v]
        ours = np.array([ulps(g, e) for g, e in zip(f(v), want)])
        theirs = np.array([ulps(g, e) for g, e in zip(getattr(ss, name)(v), want)])
        fin = np.isfinite(theirs)
        print(f"| `{name}` | {len(v)} | {ours.max():.2f} | {ours.mean():.3f} | {theirs[fin].max():.2f} | "
              f"{theirs[fin].mean():.3f} | {(~fin).sum()} |")


if __name__ == "__main__":
    main()
