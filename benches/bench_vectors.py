"""VectorTimesVector (the COp example of Theano's C-interface documentation) on 10 and on 10
million float64 elements, natively, in the wasm sandbox, as NumPy's `x * y`, and with PyTensor's C backend when PyTensor
is installed (skipped otherwise). Best of several runs; run on an idle machine."""
import os
import sys
import timeit

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "python"))

import twinlink  # noqa: E402
from twinlink.tensor import dvector  # noqa: E402
from doc_ops import VectorTimesVector  # noqa: E402


def best(fn, number, repeat=5):
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def pytensor_function():
    try:
        import pytensor
        import pytensor.tensor as pt
    except ImportError:
        return None
    x, y = pt.dvector("x"), pt.dvector("y")
    return pytensor.function([x, y], x * y, mode=pytensor.compile.mode.Mode(linker="c"))


def main():
    x, y = dvector("x"), dvector("y")
    graph = VectorTimesVector()(x, y)
    rows = {}
    for n, number in ((10, 20000), (10_000_000, 5)):
        a, b = np.random.default_rng(0).random(n), np.random.default_rng(1).random(n)
        expected = a * b
        cases = {"numpy x * y": lambda: a * b}
        for target in ("native", "wasm"):
            for trust in (False, True):
                f = twinlink.function([x, y], graph, target=target, trust_input=trust)
                assert np.array_equal(f(a, b), expected)
                cases[f"{target}{' trust_input' if trust else ''}"] = (lambda f=f: f(a, b))
        pt = pytensor_function()
        if pt is not None:
            pt.trust_input = True
            cases["pytensor C (trust_input)"] = lambda: pt(a, b)
        rows[n] = {name: best(fn, number) for name, fn in cases.items()}
    for n, times in rows.items():
        base = times["numpy x * y"]
        print(f"VectorTimesVector, {n:,} float64 elements (ratio to NumPy's x * y):")
        for name, t in times.items():
            unit, scale = ("us", 1e6) if t < 1e-3 else ("ms", 1e3)
            print(f"  {name:<28} {t * scale:10.2f} {unit}   {t / base:6.2f}x")
        print(f"  wasm / native (trust_input): {times['wasm trust_input'] / times['native trust_input']:.2f}x")
    if pytensor_function() is None:
        print("PyTensor is not installed: its row is skipped (pip install pytensor to include it).")


if __name__ == "__main__":
    main()
