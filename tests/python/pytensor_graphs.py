"""PyTensor graphs the bridge tests run under TWINLINK, TWINLINK_WASM and PyTensor's own C
backend. Each builder returns (inputs, outputs, argument values, how results compare):
"exact" for integer, boolean, indexing and shape graphs, "float" for float graphs (within a
few ulp of PyTensor's C), and whether the graph calls the C library's math (which the bridge
replaces with twinlink's, so the two twinlink targets agree bit for bit on every graph)."""
import numpy as np
import pytensor
import pytensor.tensor as pt
from pytensor.graph.basic import Apply
from pytensor.graph.op import Op
from pytensor.ifelse import ifelse
from pytensor.link.c.op import COp
from pytensor.raise_op import Assert

RNG = np.random.default_rng(20261123)
M = RNG.normal(size=(4, 5))
M2 = RNG.normal(size=(4, 5))
V = RNG.normal(size=5)
POS = np.abs(V) + 0.5
IM = RNG.integers(-20, 20, size=(4, 5)).astype("int64")
BM = M > 0

GRAPHS = {}


class CopyOp(COp):
    """A test op whose C copies a float64 array, with a subclass's C before the copy (`before`,
    which reads x) and after it (`after`, which may change z): ops that misbehave, or say where
    their C was compiled for."""
    __props__ = ()

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, outputs):  # pragma: no cover - never used by the C linkers
        raise NotImplementedError

    def before(self, x):
        return ""

    def after(self, z):
        return ""

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        return f"""
        {self.before(x)}
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_NewCopy({x}, NPY_CORDER);
        if (!{z}) {fail}
        {self.after(z)}
        """

    def c_code_cache_version(self):
        return (1,)


class PythonSort(Op):
    """np.sort along the last axis in Python only (no C, and none the bridge adds): a node that
    runs Python between modules, for the tests of that path."""
    __props__ = ()

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, outputs):
        outputs[0][0] = np.sort(inputs[0], axis=-1)


def graph(name, compare="float", libm=False):
    def register(builder):
        GRAPHS[name] = (builder, compare, libm)
        return builder
    return register


@graph("arith")
def _():
    x, y = pt.dmatrix("x"), pt.dmatrix("y")
    return [x, y], (x + y) * 2.5 - x / (y * y + 1.0), [M, M2]


@graph("arith_float32")
def _():
    x, y = pt.fmatrix("x"), pt.fmatrix("y")
    return [x, y], x * y + (x - y) / np.float32(3), [M.astype("float32"), M2.astype("float32")]


@graph("int_arith", "exact")
def _():
    a, b = pt.lmatrix("a"), pt.lmatrix("b")
    return [a, b], [a * b - 3 * a, a // (pt.abs(b) + 1), a % 7], [IM, IM[::-1].copy()]


@graph("complex_arith")
def _():
    # PyTensor's complex scalar types (C++ structs over NumPy's npy_cdouble/npy_cfloat, set
    # through NPY_CSETREAL...): arithmetic only, so no C library math is involved. (PyTensor's
    # own build may contract a*b - c*d into an FMA, twinlink's does not: values where those
    # products cancel would differ by more than an ulp of the result; these do not.)
    x, y = pt.zvector("x"), pt.zvector("y")
    u, v = pt.cvector("u"), pt.cvector("v")
    z = x * y + 2j * x - pt.conj(y) / (y * y + 1.0)
    w = u * v - pt.conj(u)
    return [x, y, u, v], [pt.real(z), pt.imag(z), pt.real(w), pt.imag(w)], \
        [V + 1j * V[::-1], V[::-1] - 0.5j * V, (V + 2j * V).astype("complex64"), (V - 1j).astype("complex64")]


@graph("transcendental", libm=True)
def _():
    x = pt.dvector("x")
    return [x], pt.exp(x) + pt.log(pt.abs(x) + 1) * pt.tanh(x) - pt.sin(x) * pt.cos(x), [V]


@graph("gammaln_erf", libm=True)
def _():
    x = pt.dvector("x")
    return [x], [pt.gammaln(x), pt.erf(x), pt.erfc(x)], [POS]


@graph("softplus_sigmoid", libm=True)
def _():
    x = pt.dvector("x")
    return [x], [pt.softplus(x), pt.sigmoid(x)], [V * 10]


@graph("compare_switch", "exact")
def _():
    x, y = pt.dmatrix("x"), pt.dmatrix("y")
    return [x, y], [pt.switch(x > y, x, y), pt.eq(x, y), x <= 0.1, pt.maximum(x, y)], [M, M2]


@graph("casts", "exact")
def _():
    x, a = pt.dmatrix("x"), pt.lmatrix("a")
    return [x, a], [(x * 10).astype("int32"), a.astype("float32"), (a > 0).astype("int8"), x.astype("float32")], [M, IM]


for _axis in (None, 0, 1):
    for _name, _fn, _kind in (("sum", pt.sum, "float"), ("prod", pt.prod, "float"), ("max", pt.max, "float"),
                              ("min", pt.min, "float")):
        def _builder(fn=_fn, axis=_axis):
            x = pt.dmatrix("x")
            return [x], fn(x, axis=axis), [M]
        graph(f"{_name}_axis{_axis}", _kind)(_builder)

    def _argmax(axis=_axis):
        x = pt.dmatrix("x")
        return [x], pt.argmax(x, axis=axis), [M]
    graph(f"argmax_axis{_axis}", "exact")(_argmax)

    def _all_any(axis=_axis):
        b = pt.matrix("b", dtype="bool")
        return [b], [pt.all(b, axis=axis), pt.any(b, axis=axis)], [BM]
    graph(f"all_any_axis{_axis}", "exact")(_all_any)

    def _int_sum(axis=_axis):
        a = pt.lmatrix("a")
        return [a], [pt.sum(a, axis=axis), pt.max(a, axis=axis)], [IM]
    graph(f"int_reduce_axis{_axis}", "exact")(_int_sum)


@graph("transpose_dimshuffle", "exact")
def _():
    x = pt.dmatrix("x")
    return [x], [x.T, x.dimshuffle(1, "x", 0), x[:, None, :] * 1.0], [M]


@graph("reshape", "exact")
def _():
    x = pt.dmatrix("x")
    return [x], [x.reshape((5, 4)), x.reshape((-1,)), x.flatten()], [M]


@graph("subtensor", "exact")
def _():
    x = pt.dmatrix("x")
    i = pt.lscalar("i")
    return [x, i], [x[1:3], x[::-1, 2], x[i], x[-1, -2], x[1:, ::2]], [M, np.int64(2)]


@graph("inc_subtensor", "exact")
def _():
    x, v = pt.dmatrix("x"), pt.dvector("v")
    return [x, v], [pt.set_subtensor(x[1], v), pt.inc_subtensor(x[:, 1:3], 1.0)], [M, V]


@graph("advanced_subtensor", "exact")
def _():
    x = pt.dmatrix("x")
    idx = pt.lvector("idx")
    return [x, idx], [x[idx], x[idx, idx[::-1]], x[:, idx[:2]]], [M, np.array([3, 0, 2, 0])]


@graph("advanced_inc_subtensor", "exact")
def _():
    x = pt.dvector("x")
    idx = pt.lvector("idx")
    return [x, idx], pt.inc_subtensor(x[idx], 1.0), [V, np.array([0, 2, 2, 4])]


@graph("alloc", "exact")
def _():
    x = pt.dvector("x")
    n = pt.lscalar("n")
    return [x, n], [pt.alloc(x, n, x.shape[0]), pt.zeros((n, 2)), pt.ones_like(x) * n], [V, np.int64(3)]


@graph("join", "exact")
def _():
    x, y = pt.dmatrix("x"), pt.dmatrix("y")
    return [x, y], [pt.concatenate([x, y], axis=0), pt.concatenate([x, y, x], axis=1), pt.stack([x, y])], [M, M2]


@graph("make_vector", "exact")
def _():
    a, b = pt.dscalar("a"), pt.dscalar("b")
    return [a, b], pt.stack([a, b, a * b]), [np.array(1.5), np.array(-2.0)]


@graph("shape", "exact")
def _():
    x = pt.dmatrix("x")
    return [x], [x.shape, x.shape[1] * 2, x.size], [M]


@graph("softmax", libm=True)
def _():
    x = pt.dmatrix("x")
    return [x], [pt.special.softmax(x, axis=-1), pt.special.log_softmax(x, axis=0)], [M]


@graph("logsumexp", libm=True)
def _():
    x = pt.dmatrix("x")
    return [x], [pt.logsumexp(x, axis=1), pt.logsumexp(x)], [M]


@graph("cumsum_cumprod")
def _():
    x = pt.dmatrix("x")
    return [x], [pt.cumsum(x, axis=0), pt.cumsum(x), pt.cumprod(x, axis=1)], [M]


@graph("ifelse")
def _():
    x, y = pt.dvector("x"), pt.dvector("y")
    c = pt.lscalar("c")
    return [c, x, y], ifelse(pt.gt(c, 0), x * 2, y - 1), [np.int64(1), V, V[::-1].copy()]


@graph("sort_argsort", "exact")
def _():
    x = pt.dvector("x")
    return [x], [pt.sort(x), pt.argsort(x)], [V]


@graph("scalar_types")
def _():
    a = pytensor.scalar.float64("a")
    b = pytensor.scalar.int64("b")
    return [a, b], [a * 2 + b, b * 3], [np.float64(1.25), np.int64(4)]


@graph("float32_reduce")
def _():
    x = pt.fmatrix("x")
    return [x], [x.sum(axis=0), x.max(axis=1), (x * x).mean()], [M.astype("float32")]


@graph("logistic_regression_grad", libm=True)
def _():
    X, y = pt.dmatrix("X"), pt.dvector("y")
    w, b = pt.dvector("w"), pt.dscalar("b")
    p = pt.sigmoid(X @ w + b)
    loss = -(y * pt.log(p) + (1 - y) * pt.log(1 - p)).mean()
    gw, gb = pytensor.grad(loss, [w, b])
    return [X, y, w, b], [loss, gw, gb], [M, (V[:4] > 0).astype("float64"), V * 0.1, np.array(0.3)]


@graph("mixed_python_and_c", libm=True)
def _():
    x = pt.dmatrix("x")
    s = PythonSort()(pt.exp(x * 2))  # a Python node between two modules
    return [x], (s + 1).sum(axis=0) * pt.max(x), [M]


@graph("softmax_inlined", libm=True)
def _():
    # PyTensor 3's Softmax and LogSoftmax are OpFromGraphs; the modes inline them after the
    # rewrites that see them whole (log(softmax) becomes log_softmax, finite at -800 here)
    x = pt.dmatrix("x")
    s = pt.special.softmax(x * 2, axis=1)
    return [x], [(s + 1).sum(axis=0) * pt.max(x), pt.log(pt.special.softmax(x * 400, axis=0))], [M]


@graph("assert_ok", "exact")
def _():
    x = pt.dvector("x")
    return [x], Assert("x must be positive")(x * 2, pt.all(x > 0)), [POS]


@graph("outputs_share_input", "exact")
def _():
    x = pt.dvector("x")
    return [x], [x, x * 2, x], [V]
