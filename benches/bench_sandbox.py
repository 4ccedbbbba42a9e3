"""The sandbox benchmark: the cost of re-instantiating after a trap, per-call overhead
with and without limits, fuel against epoch interruption on an elementwise loop, and the
speedup of two Python threads calling wasm Functions at once (the GIL is released)."""
import os
import sys
import threading
import time
import timeit

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "python"))

import twinlink  # noqa: E402
from twinlink import Limits  # noqa: E402
from twinlink.tensor import dvector  # noqa: E402
from doc_ops import VectorTimesVector  # noqa: E402
from doc_types import add, double  # noqa: E402
from test_sandbox import Spin, TrapOrAdd  # noqa: E402


def best(fn, number, repeat=5):
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def main():
    x, y = double("x"), double("y")
    configs = {
        "no limits (timeout=None)": Limits(timeout=None),
        "timeout (epoch, default)": Limits(),
        "fuel=10**9, no timeout": Limits(timeout=None, fuel=10**9),
        "timeout + fuel": Limits(fuel=10**9),
    }
    print("per-call overhead, (x + y) on two floats, trust_input:")
    base = None
    for name, limits in configs.items():
        f = twinlink.function([x, y], add(x, y), target="wasm", trust_input=True, limits=limits)
        t = best(lambda: f(1.0, 2.0), 20000)
        base = base or t
        print(f"  {name:<28} {t * 1e6:7.2f} us   {t / base:5.2f}x")

    f = twinlink.function([x], TrapOrAdd()(x), target="wasm", trust_input=True)
    steady = best(lambda: f(1.0), 20000)

    def trap_then_call():
        try:
            f(-1.0)
        except twinlink.SandboxTrap:
            pass
        f(1.0)

    cycle = best(trap_then_call, 500)
    print(f"instantiate after a trap: trap + next call {cycle * 1e6:.1f} us, steady call {steady * 1e6:.2f} us "
          f"-> about {(cycle - 2 * steady) * 1e6:.1f} us to discard and rebuild the instance")

    n = 1_000_000
    a, b = np.random.default_rng(0).random(n), np.random.default_rng(1).random(n)
    a, b = np.asarray(a), np.asarray(b)
    vx, vy = dvector("x"), dvector("y")
    print(f"elementwise loop (VectorTimesVector, {n:,} float64), per call:")
    base = None
    for name, limits in configs.items():
        f = twinlink.function([vx, vy], VectorTimesVector()(vx, vy), target="wasm", trust_input=True, limits=limits)
        t = best(lambda: f(a, b), 20)
        base = base or t
        print(f"  {name:<28} {t * 1e3:7.2f} ms   {t / base:5.2f}x")
    native = twinlink.function([vx, vy], VectorTimesVector()(vx, vy), target="native", trust_input=True)
    print(f"  {'native (no sandbox)':<28} {best(lambda: native(a, b), 20) * 1e3:7.2f} ms")

    n = double("n")
    spins = [twinlink.function([n], Spin()(n), target="wasm", limits=Limits(timeout=None)) for _ in range(2)]
    work = 2e8
    t0 = time.perf_counter()
    for s in spins:
        s(work)
    serial = time.perf_counter() - t0
    threads = [threading.Thread(target=s, args=(work,)) for s in spins]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    parallel = time.perf_counter() - t0
    print(f"two threads, two Functions: serial {serial:.2f} s, threaded {parallel:.2f} s, speedup {serial / parallel:.2f}x "
          f"(on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
