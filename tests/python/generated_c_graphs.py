"""Graphs whose generated module text, in C and in C++, is committed under tests/golden_c/, so that a change to
the linker (Python plan collection or the Rust CLinker) that alters the emitted C shows up as a
diff of those files.

`python tests/python/generated_c_graphs.py [DIR]` (or `make golden`) rewrites the files. Do it
only on purpose, after reading the diff: test_generated_c.py fails whenever the text changes.
The graphs use only twinlink's public API and ops defined here, and cover the parts of a
module: type fragments and struct state (Theano's C interface example types), constants with
and without a C literal, a `#section` file (ExternalCOp), a fused elementwise loop with a
transcendental function, reductions, a matrix product and shape ops."""
import os
import sys

import twinlink
import twinlink.tensor as T
from twinlink import Apply, Constant, Op, Type

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN_DIR = os.path.normpath(os.path.join(HERE, "..", "golden_c"))


class CDouble(Type):
    """A C double boxed as a Python float: declare, init, extract, sync, cleanup and literal."""

    def filter(self, x, strict=False, allow_downcast=None):
        return float(x)

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))

    def c_declare(self, name, sub):
        return f"double {name};"

    def c_init(self, name, sub):
        return f"{name} = 0.0;"

    def c_extract(self, name, sub, **kwargs):
        return f"""
        if (!PyFloat_Check(py_{name})) {{
            PyErr_SetString(PyExc_TypeError, "expected a float");
            {sub['fail']}
        }}
        {name} = PyFloat_AsDouble(py_{name});
        """

    def c_sync(self, name, sub):
        return f"""
        Py_XDECREF(py_{name});
        py_{name} = PyFloat_FromDouble({name});
        if (!py_{name}) {{ {sub['fail']} }}
        """

    def c_cleanup(self, name, sub):
        return ""


class LiteralCDouble(CDouble):
    def c_literal(self, data):
        return repr(float(data))


class Binary(Op):
    __props__ = ("symbol",)

    def __init__(self, symbol):
        self.symbol = symbol

    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x, y), (z,) = inputs, outputs
        return f"{z} = {x} {self.symbol} {y};"

    def c_code_cache_version(self):
        return (1,)


class Counter(Op):
    """Struct state: a member initialised in init, updated on every run, cleaned up."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_support_code(self, **kwargs):
        return "static double tl_golden_twice(double v) { return 2.0 * v; }"

    def c_support_code_struct(self, node, name):
        return f"long calls_{name};"

    def c_init_code_struct(self, node, name, sub):
        return f"calls_{name} = 0;"

    def c_cleanup_code_struct(self, node, name):
        return f"calls_{name} = -1;"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"{z} = tl_golden_twice({x}) + (double)calls_{name}++;"

    def c_code_cache_version(self):
        return (1,)


def scalar_types():
    d = CDouble()
    x, y = d("x"), d("y")
    lit = Constant(LiteralCDouble(), 1.5)
    boxed = Constant(CDouble(), 0.25)
    add, mul = Binary("+"), Binary("*")
    out = Counter()(mul(add(x, lit), add(y, boxed)))
    return [x, y], [out]


def external_section_file():
    class VectorTimesVector(twinlink.ExternalCOp):
        __props__ = ()

        def __init__(self):
            super().__init__(os.path.join(HERE, "vectorTimesVector.c"), "APPLY_SPECIFIC(vector_times_vector)")

        def make_node(self, x, y):
            out = T.TensorType(dtype=twinlink.scalar.upcast(x.dtype, y.dtype), shape=(None,))()
            return Apply(self, [x, y], [out])

    x, y = T.dvector("x"), T.dvector("y")
    return [x, y], [VectorTimesVector()(x, y)]


def fused_elementwise():
    x, y = T.dmatrix("x"), T.dvector("y")
    s = T.fscalar("s")
    out = T.exp((x * 2.0 + y) / 3.0) - T.tanh(x) * s
    return [x, y, s], [out, T.where(x > y, x, y)]


def reductions():
    x = T.dmatrix("x")
    i = T.imatrix("i")
    return [x, i], [T.sum(x, axis=0), T.max(x, axis=1), T.argmax(x, axis=1), T.prod(i), T.mean(x, axis=(0, 1))]


def products():
    a, b, v = T.dmatrix("a"), T.dmatrix("b"), T.dvector("v")
    f, g = T.fmatrix("f"), T.fmatrix("g")
    return [a, b, v, f, g], [T.dot(a, b), T.dot(a, v), T.matmul(f, g)]


def shapes():
    x, y = T.dmatrix("x"), T.dmatrix("y")
    return [x, y], [x.T.reshape((-1,)), T.concatenate([x, y], axis=1), x[1:, ::2], T.shape(x), x.dimshuffle(1, "x", 0)]


GRAPHS = {
    "scalar_types": scalar_types,
    "external_section_file": external_section_file,
    "fused_elementwise": fused_elementwise,
    "reductions": reductions,
    "products": products,
    "shapes": shapes,
}


LANGUAGES = {"c": "c", "c++": "cpp"}


def generated_c(name, language="c"):
    """The module text twinlink generates for graph `name` in `language`, followed by the text
    of each kernel object it links (compiled natively on the way: the texts are what the
    compiler was given, and the same for both targets)."""
    inputs, outputs = GRAPHS[name]()
    f = twinlink.function(inputs, outputs, name=name, language=language)
    kernels = "".join(f"\n/* ---- kernel object {i} ---- */\n{text}" for i, text in enumerate(f.plan.get("kernels", [])))
    return f.c_source + kernels


def path_of(name, directory=GOLDEN_DIR, language="c"):
    return os.path.join(directory, f"{name}.{LANGUAGES[language]}")


def main(directory=GOLDEN_DIR):
    os.makedirs(directory, exist_ok=True)
    for name in GRAPHS:
        for language in LANGUAGES:
            with open(path_of(name, directory, language), "w") as f:
                f.write(generated_c(name, language))
            print(f"wrote {path_of(name, directory, language)}")


if __name__ == "__main__":
    main(*sys.argv[1:])
