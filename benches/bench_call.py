"""Per-call time of `(x + y) * z` on the Double type of Theano's C-interface documentation,
for the native and wasm targets and an equivalent pure-Python function, with ratios. Run: `make bench`.
Figures are best-of-5 medians of timeit loops; run on an idle machine."""
import os
import sys
import timeit

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "python"))

import twinlink  # noqa: E402
from doc_types import add, double, mul  # noqa: E402


def per_call(fn, args, number=20000, repeat=5):
    times = timeit.repeat(lambda: fn(*args), number=number, repeat=repeat)
    return min(times) / number


def python_version(x, y, z):
    x, y, z = float(x), float(y), float(z)  # what Double.filter does
    return (x + y) * z


def main():
    x, y, z = double("x"), double("y"), double("z")
    graph = mul(add(x, y), z)
    args = (1.0, 2.0, 3.0)
    rows = [("pure Python (with float() filtering)", per_call(python_version, args))]
    for target in ("native", "wasm"):
        for trust in (False, True):
            f = twinlink.function([x, y, z], graph, target=target, trust_input=trust)
            assert f(*args) == 9.0
            rows.append((f"{target}{' trust_input' if trust else ''}", per_call(f, args)))
    base = rows[0][1]
    print(f"case 1: (x + y) * z on Double, per call (python {sys.version.split()[0]})")
    for name, t in rows:
        print(f"  {name:<40} {t * 1e9:8.0f} ns   {t / base:5.2f}x pure Python")
    native = dict(rows)["native trust_input"]
    wasm = dict(rows)["wasm trust_input"]
    print(f"  wasm / native (trust_input): {wasm / native:.2f}x")


if __name__ == "__main__":
    main()
