"""The op library's benchmarks, with ratios to NumPy (and numexpr and PyTensor's C backend when they
are installed): call overhead of `x * 2 + y` on 10 float64; the fused Gaussian
`exp(-(x - mu)**2 / (2 * s**2)) * w + b` on 10 million float64; sum(axis=0) and max(axis=1) on
4000x4000 (interleaved rounds, with the aims: native at most 1.0x and 1.1x NumPy); dot of two
512x512 matrices (NumPy's BLAS is the ceiling); and each on wasm as a ratio to native. Best of
several runs; run on an idle machine."""
import timeit

import numpy as np

import twinlink
import twinlink.tensor as T
from twinlink import Limits

try:
    import numexpr
except ImportError:
    numexpr = None
try:
    import pytensor
    import pytensor.tensor as pt
except ImportError:
    pytensor = None


def best(fn, number, repeat=5):
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def best_interleaved(fns, rounds, repeat=2):
    """Best time of each function over `rounds` rounds that run every function in turn."""
    times = {name: float("inf") for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            times[name] = min(times[name], best(fn, 1, repeat))
    return times


def pytensor_fn(build, *kinds):
    if pytensor is None:
        return None
    vars_ = [pt.tensor(dtype="float64", shape=(None,) * k) for k in kinds]
    f = pytensor.function(vars_, build(*vars_), mode=pytensor.compile.mode.Mode(linker="c"))
    f.trust_input = True
    return f


def report(title, rows, base="numpy"):
    print(title)
    ref = rows[base]
    for name, t in rows.items():
        unit, scale = ("us", 1e6) if t < 1e-3 else ("ms", 1e3)
        print(f"  {name:<30} {t * scale:10.2f} {unit}   {t / ref:6.2f}x {base}")
    if "twinlink wasm" in rows and "twinlink native" in rows:
        print(f"  wasm / native: {rows['twinlink wasm'] / rows['twinlink native']:.2f}x")


def main():
    rng = np.random.default_rng(0)
    # 1. call overhead
    x, y = T.dvector("x"), T.dvector("y")
    a, b = rng.random(10), rng.random(10)
    native = twinlink.function([x, y], x * 2 + y, trust_input=True)
    wasm = twinlink.function([x, y], x * 2 + y, target="wasm", trust_input=True)
    jitted = twinlink.jit(lambda x, y: x * 2 + y)
    rows = {"numpy": best(lambda: a * 2 + b, 100000), "twinlink native": best(lambda: native(a, b), 100000),
            "twinlink jit (dispatch incl.)": best(lambda: jitted(a, b), 100000), "twinlink wasm": best(lambda: wasm(a, b), 100000)}
    if numexpr:
        rows["numexpr"] = best(lambda: numexpr.evaluate("a * 2 + b", local_dict={"a": a, "b": b}), 20000)
    p = pytensor_fn(lambda u, v: u * 2 + v, 1, 1)
    if p:
        rows["pytensor C"] = best(lambda: p(a, b), 100000)
    report("1. call overhead: x * 2 + y, 10 float64 (trust_input)", rows)

    # 2. fused elementwise
    n = 10_000_000
    xs, w, bb = rng.random(n), rng.random(n), rng.random(n)
    mu, s = 0.3, 0.7
    vx, vw, vb, vmu, vs = T.dvector("x"), T.dvector("w"), T.dvector("b"), T.dscalar("mu"), T.dscalar("s")
    expr = T.exp(-(vx - vmu) ** 2 / (2 * vs ** 2)) * vw + vb
    m_, s_ = np.float64(mu), np.float64(s)
    mu0, s0 = np.array(mu), np.array(s)
    native = twinlink.function([vx, vmu, vs, vw, vb], expr, trust_input=True)
    wasm = twinlink.function([vx, vmu, vs, vw, vb], expr, target="wasm", trust_input=True, limits=Limits(timeout=None))
    expected = np.exp(-(xs - mu) ** 2 / (2 * s ** 2)) * w + bb
    assert np.allclose(native(xs, mu0, s0, w, bb), expected)
    rows = {"numpy": best(lambda: np.exp(-(xs - m_) ** 2 / (2 * s_ ** 2)) * w + bb, 3),
            "twinlink native": best(lambda: native(xs, mu0, s0, w, bb), 3),
            "twinlink wasm": best(lambda: wasm(xs, mu0, s0, w, bb), 3)}
    if numexpr:
        rows["numexpr"] = best(lambda: numexpr.evaluate("exp(-(xs - mu) ** 2 / (2 * s ** 2)) * w + bb",
                                                                  local_dict={"xs": xs, "mu": mu, "s": s, "w": w, "bb": bb}), 3)
    p = pytensor_fn(lambda u, m, sd, ww, b2: pt.exp(-(u - m) ** 2 / (2 * sd ** 2)) * ww + b2, 1, 0, 0, 1, 1)
    if p:
        rows["pytensor C"] = best(lambda: p(xs, mu0, s0, w, bb), 3)
    report(f"2. fused exp(-(x - mu)**2 / (2 * s**2)) * w + b, {n:,} float64", rows)

    # 3. reductions: native at most NumPy's time for sum(axis=0) and at most 1.1x for max(axis=1);
    # the peers run in interleaved rounds, so machine load falls on all of them alike
    big = rng.random((4000, 4000))
    m = T.dmatrix("m")
    for title, build, ref, ne, aim in [
            ("sum(axis=0)", lambda v: v.sum(axis=0), lambda: big.sum(axis=0), "sum(big, axis=0)", 1.0),
            ("max(axis=1)", lambda v: v.max(axis=1), lambda: big.max(axis=1), "max(big, axis=1)", 1.1)]:
        native = twinlink.function([m], build(m), trust_input=True)
        wasm = twinlink.function([m], build(m), target="wasm", trust_input=True, limits=Limits(timeout=None))
        assert np.array_equal(native(big), ref()) and np.array_equal(wasm(big), ref())
        peers = {"numpy": ref}
        p = pytensor_fn(build, 2)
        if p:
            peers["pytensor C"] = lambda: p(big)
        if numexpr:
            peers["numexpr"] = lambda: numexpr.evaluate(ne, local_dict={"big": big})
        peers["twinlink native"] = lambda: native(big)
        peers["twinlink wasm"] = lambda: wasm(big)
        rows = best_interleaved(peers, rounds=15)
        report(f"3. {title} on 4000x4000 float64 (aim: native at most {aim:.1f}x NumPy)", rows)
        ratio = rows["twinlink native"] / rows["numpy"]
        print(f"  aim native <= {aim:.1f}x numpy: {'met' if ratio <= aim else 'not met'} ({ratio:.2f}x)")

    # 4. dot
    A, B = rng.random((512, 512)), rng.random((512, 512))
    ma, mb = T.dmatrix("a"), T.dmatrix("b")
    native = twinlink.function([ma, mb], T.dot(ma, mb), trust_input=True)
    wasm = twinlink.function([ma, mb], T.dot(ma, mb), target="wasm", trust_input=True, limits=Limits(timeout=None))
    rows = {"numpy": best(lambda: A @ B, 5), "twinlink native": best(lambda: native(A, B), 5), "twinlink wasm": best(lambda: wasm(A, B), 5)}
    report("4. dot 512x512 float64 (NumPy = BLAS, the ceiling)", rows)
    if numexpr is None:
        print("numexpr is not installed: its rows are skipped.")
    if pytensor is None:
        print("PyTensor is not installed: its rows are skipped.")


if __name__ == "__main__":
    main()
