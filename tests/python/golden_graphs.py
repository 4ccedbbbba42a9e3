"""The graphs behind the committed golden bundles in wasm/golden/, with NumPy references.

`python tests/python/golden_graphs.py [DIR]` (or `make golden`) rewrites the bundles. Do that
only on purpose: the point of the files is that a toolchain or engine upgrade that changes a
result fails `make test`, which then says which bundle and output changed and by how many ulp.
`python tests/python/golden_graphs.py DIR NAME...` writes only the bundles named (a new graph
gets its bundle without rewriting the others).
test_golden.py checks every recorded output against NumPy (equal for arithmetic, within 2 ulp
for transcendental functions, close for sums and products; within 1 ulp of a long double or
mpmath reference for the math library's bundle) and replays each bundle on every engine."""
import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN_DIR = os.path.normpath(os.path.join(HERE, "..", "..", "wasm", "golden"))


def sigmoid_reference(v):
    """1 / (1 + exp(-v)) in extended precision, rounded once: the float64 formula is itself up
    to 2 ulp off."""
    return (1 / (1 + np.exp(-np.asarray(v, np.longdouble)))).astype(np.float64)


def _erf(v):
    return np.vectorize(math.erf, otypes=[np.float64])(v)


def arithmetic():
    """Float and int arithmetic with broadcasting, plus NaNs made by arithmetic (0/0) and NaNs
    with odd sign and payload bits passed in: every engine must give the canonical NaN."""
    import twinlink.tensor as T
    x, y, z = T.dmatrix("x"), T.dvector("y"), T.TensorType("float64", shape=(None, 1))("z")
    i, j = T.ivector("i"), T.ivector("j")
    f32, w = T.fvector("f32"), T.dvector("w")
    outs = [((x * 2.0 + y) - z / 3.0) * x, (i * 3 + j) // 2 % 7, (f32 * 1.5 - f32 / 7.0) * f32,
            (x * 0.0) / (y - y), w * 2.0 + y]
    for v, name in zip(outs, ["xyz", "ints", "f32", "nans", "nan_inputs"]):
        v.name = name
    rng = np.random.default_rng(11)
    odd_nans = np.array([0xFFF8000000000123, 0x7FF4000000000001, 0x7FF8000000000000], dtype=np.uint64).view(np.float64)
    w_value = rng.standard_normal(16)
    w_value[[1, 5, 9]] = odd_nans
    inputs = [rng.standard_normal((8, 16)), rng.standard_normal(16), rng.standard_normal((8, 1)),
              rng.integers(-1000, 1000, 40, dtype=np.int32), rng.integers(1, 1000, 40, dtype=np.int32),
              rng.standard_normal(64).astype(np.float32), w_value]

    def reference(x, y, z, i, j, f32, w):
        with np.errstate(all="ignore"):
            return [((x * 2.0 + y) - z / 3.0) * x, (i * 3 + j) // 2 % 7,
                    (f32 * np.float32(1.5) - f32 / np.float32(7.0)) * f32, (x * 0.0) / (y - y), w * 2.0 + y]
    return [x, y, z, i, j, f32, w], outs, inputs, reference, "equal"


TRANSCENDENTAL = ["exp", "log1p", "sin", "tanh", "erf", "sigmoid"]


def transcendental():
    import twinlink.tensor as T
    x, s = T.dvector("x"), T.fvector("s")
    outs = [T.exp(x), T.log1p(abs(x)), T.sin(x), T.tanh(x), T.erf(x), T.sigmoid(x), T.exp(s), T.log(abs(s) + 1)]
    for v, name in zip(outs, TRANSCENDENTAL + ["exp32", "log32"]):
        v.name = name
    rng = np.random.default_rng(12)
    inputs = [rng.uniform(-20, 20, 256), rng.uniform(-10, 10, 128).astype(np.float32)]

    def reference(x, s):
        s64 = s.astype(np.float64)
        return [np.exp(x), np.log1p(np.abs(x)), np.sin(x), np.tanh(x), _erf(x), sigmoid_reference(x),
                np.exp(s64).astype(np.float32), np.log(np.abs(s) + np.float32(1)).astype(np.float64).astype(np.float32)]
    return [x, s], outs, inputs, reference, "ulp"


# Every function of the math library (python/twinlink/tensor/libm.c) and the input it reads: x
# (any real), p (positive: logarithms, gammaln, digamma, pow's base), u (in [-1, 1]), 1 + p or
# 24 u (j0 and j1 where their bound is relative, |x| < 25).
LIBM_INPUT = {"log": "p", "log2": "p", "log10": "p", "log1p": "x", "exp": "x", "expm1": "x", "exp2": "x",
              "tanh": "x", "sigmoid": "x", "softplus": "x", "sinh": "x", "cosh": "x", "sin": "x", "cos": "x",
              "tan": "x", "arctan": "x", "arcsin": "u", "arccos": "u", "arcsinh": "x", "arccosh": "1+p",
              "arctanh": "u", "cbrt": "x", "erf": "x", "erfc": "x", "gammaln": "p", "digamma": "p", "gamma": "x",
              "j0": "24u", "j1": "24u"}


def libm_inputs(rng, dtype):
    """x, p, u (240 points each): random points of several scales plus the special values of
    each domain."""
    x = np.concatenate([rng.uniform(-30, 30, 168), np.exp(rng.uniform(-700, 700, 60)) * rng.choice([-1.0, 1.0], 60),
                        [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-310, -1e-310, 40.0, -40.0, 710.0, -746.0, 1e300]])
    p = np.concatenate([np.exp(rng.uniform(-20, 20, 192)), np.exp(rng.uniform(-700, 700, 40)),
                        [0.0, np.inf, np.nan, 5e-324, 1.0, 2.0, 0.5, 1e300]])
    u = np.concatenate([rng.uniform(-1, 1, 232), [1.0, -1.0, 0.0, -0.0, np.nan, 1e-300, 0.999999, -0.999999]])
    with np.errstate(over="ignore"):
        return [v.astype(dtype) for v in (x, p, u)]


def libm():
    """Every function of the math library in float64 and float32, with special values; the
    reference is ulp.reference (long double, or mpmath for erf, erfc, gammaln, digamma, gamma, j0
    and j1)."""
    import twinlink.tensor as T
    from twinlink import ulp
    ins, outs = [], []
    for dtype, suffix in (("float64", ""), ("float32", "32")):
        x, p, u = (T.vector(n + suffix, dtype=dtype) for n in "xpu")
        ins += [x, p, u]
        args = {"x": x, "p": p, "u": u, "1+p": p + 1, "24u": u * 24}
        for name in ulp.UNARY:
            outs.append(getattr(T, name)(args[LIBM_INPUT[name]]))
        outs += [p ** x, T.arctan2(x, u)]
        for v, name in zip(outs[-len(ulp.UNARY) - 2:], ulp.UNARY + ulp.BINARY):
            v.name = name + suffix
    rng = np.random.default_rng(15)
    inputs = libm_inputs(rng, "float64") + libm_inputs(rng, "float32")

    def reference(x, p, u, x32, p32, u32):
        out = []
        for xv, pv, uv in ((x, p, u), (x32, p32, u32)):
            with np.errstate(over="ignore"):
                one_p = pv + pv.dtype.type(1)
            args = {"x": xv, "p": pv, "u": uv, "1+p": one_p, "24u": uv * uv.dtype.type(24)}
            for name in ulp.UNARY:
                out.append(ulp.reference(name, args[LIBM_INPUT[name]].astype(np.float64)))
            out.append(ulp.reference("pow", pv.astype(np.float64), xv.astype(np.float64)))
            out.append(ulp.reference("arctan2", xv.astype(np.float64), uv.astype(np.float64)))
        return out
    return ins, outs, inputs, reference, "libm"


def reduction():
    import twinlink.tensor as T
    x = T.dmatrix("x")
    outs = [x.sum(axis=0), x.max(axis=1), x.mean(), T.argmax(x, axis=0), x.prod(axis=1)]
    for v, name in zip(outs, ["sum0", "max1", "mean", "argmax0", "prod1"]):
        v.name = name
    rng = np.random.default_rng(13)
    inputs = [rng.uniform(0.5, 1.5, (24, 20))]

    def reference(x):
        return [x.sum(axis=0), x.max(axis=1), x.mean(), np.argmax(x, axis=0), x.prod(axis=1)]
    return [x], outs, inputs, reference, "close"


def dot():
    import twinlink.tensor as T
    a, b, v = T.dmatrix("a"), T.dmatrix("b"), T.dvector("v")
    outs = [T.dot(a, b), T.dot(a, v)]
    for o, name in zip(outs, ["matmat", "matvec"]):
        o.name = name
    rng = np.random.default_rng(14)
    inputs = [rng.standard_normal((24, 40)), rng.standard_normal((40, 16)), rng.standard_normal(40)]

    def reference(a, b, v):
        return [a @ b, a @ v]
    return [a, b, v], outs, inputs, reference, "close"


GRAPHS = {"arithmetic": arithmetic, "transcendental": transcendental, "reduction": reduction, "dot": dot, "libm": libm}


def path_of(name):
    return os.path.join(GOLDEN_DIR, f"{name}.tlbundle")


def write_all(directory=GOLDEN_DIR, names=None):
    """Writes the bundles of the graphs named (default: all) into `directory`."""
    import twinlink
    unknown = sorted(set(names or ()) - set(GRAPHS))
    if unknown:
        raise SystemExit(f"golden_graphs.py: no graph named {', '.join(unknown)} (known: {', '.join(GRAPHS)})")
    os.makedirs(directory, exist_ok=True)
    for name, make in GRAPHS.items():
        if names and name not in names:
            continue
        ins, outs, values, _, _ = make()
        f = twinlink.function(ins, outs, target="wasm", name=f"golden_{name}")
        path = os.path.join(directory, f"{name}.tlbundle")
        f.export_bundle(path, *values)
        print(f"wrote {path} ({os.path.getsize(path)} bytes)")


if __name__ == "__main__":
    write_all(sys.argv[1] if len(sys.argv) > 1 else GOLDEN_DIR, sys.argv[2:])
