"""The graphs behind the committed golden bundles in wasm/golden/, with NumPy references.

`python tests/python/golden_graphs.py [DIR]` (or `make golden`) rewrites the bundles. Do that
only on purpose: the point of the files is that a toolchain or engine upgrade that changes a
result fails `make test`, which then says which bundle and output changed and by how many ulp.
test_golden.py checks every recorded output against NumPy (equal for arithmetic, within 2 ulp
for transcendental functions, close for sums and products) and replays each bundle on every
engine."""
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


GRAPHS = {"arithmetic": arithmetic, "transcendental": transcendental, "reduction": reduction, "dot": dot}


def path_of(name):
    return os.path.join(GOLDEN_DIR, f"{name}.tlbundle")


def write_all(directory=GOLDEN_DIR):
    import twinlink
    os.makedirs(directory, exist_ok=True)
    for name, make in GRAPHS.items():
        ins, outs, values, _, _ = make()
        f = twinlink.function(ins, outs, target="wasm", name=f"golden_{name}")
        path = os.path.join(directory, f"{name}.tlbundle")
        f.export_bundle(path, *values)
        print(f"wrote {path} ({os.path.getsize(path)} bytes)")


if __name__ == "__main__":
    write_all(sys.argv[1] if len(sys.argv) > 1 else GOLDEN_DIR)
