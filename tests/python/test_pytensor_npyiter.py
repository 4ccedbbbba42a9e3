"""A PyTensor C op that walks its operands with NumPy's multi-index iterator API
(NPY_ITER_MULTI_INDEX, NpyIter_GetAxisStrideArray, NpyIter_RemoveAxis, NpyIter_GotoIterIndex),
the way PyTensor 2.38's Softmax C code does, through twinlink's linker on both targets: natively
it runs on NumPy's own iterator, in the sandbox on the shim's (ARCHITECTURE.md, "Adding
things", a shim object). PyTensor 3's ops do not use that API, so this op is written here; PyMC's Categorical
(tests/python/test_pytensor_pymc.py, PyTensor 2.38) is the end-to-end check.

The op normalises lanes: y = d / sum(d) with d = x - max(x), each sum taken in the order the
C walks (along the axis; over the whole array in the iterator's order for axis=None). Its
expected values are NumPy's: np.cumsum adds in order, so the last element of its running sum
is the C loop's sum bit for bit."""
import numpy as np
import pytest

import pytensor
import pytensor.tensor as pt
from pytensor.graph.basic import Apply
from pytensor.link.c.op import COp

import twinlink.pytensor as tp


class LaneNormalize(COp):
    """y = d / sum(d), d = x - max(x), along `axis` (None: over every element)."""
    __props__ = ("axis",)

    def __init__(self, axis):
        self.axis = axis

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):  # pragma: no cover - C runs instead
        raise NotImplementedError

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (y,), fail = inputs, outputs, sub["fail"]
        t = node.inputs[0].type.dtype_specs()[1]
        axis = -1 if self.axis is None else self.axis
        # One block, so that {fail}'s goto leaves the scope of its declarations (C++ rules).
        return f"""
        {{
        int axis = {axis};
        if ({y} == NULL || !PyArray_CompareLists(PyArray_DIMS({y}), PyArray_DIMS({x}), PyArray_NDIM({x}))) {{
            Py_XDECREF({y});
            {y} = (PyArrayObject*)PyArray_EMPTY(PyArray_NDIM({x}), PyArray_DIMS({x}), PyArray_TYPE({x}), 0);
            if ({y} == NULL) {fail}
        }}
        PyArrayObject* ops[2] = {{{x}, {y}}};
        npy_uint32 op_flags[2] = {{NPY_ITER_READONLY, NPY_ITER_WRITEONLY}};
        NpyIter* it = NpyIter_MultiNew(2, ops, axis < 0 ? 0 : NPY_ITER_MULTI_INDEX, NPY_KEEPORDER,
                                       NPY_NO_CASTING, op_flags, NULL);
        if (it == NULL) {fail}
        char** p = NpyIter_GetDataPtrArray(it);
        if (axis < 0) {{
            /* Three walks over every element, rewound with GotoIterIndex. */
            NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
            {t} top = *({t}*)p[0], sum = 0;
            do {{
                {t} v = *({t}*)p[0];
                top = v > top ? v : top;
            }} while (next(it));
            if (NpyIter_GotoIterIndex(it, 0) == NPY_FAIL) {{ NpyIter_Deallocate(it); {fail} }}
            do {{
                {t} d = *({t}*)p[0] - top;
                *({t}*)p[1] = d;
                sum += d;
            }} while (next(it));
            if (NpyIter_GotoIterIndex(it, 0) == NPY_FAIL) {{ NpyIter_Deallocate(it); {fail} }}
            do {{
                *({t}*)p[1] /= sum;
            }} while (next(it));
        }} else {{
            /* One lane per step: the axis's strides, then the axis out of the walk. */
            npy_intp* s = NpyIter_GetAxisStrideArray(it, axis);
            if (s == NULL) {{ NpyIter_Deallocate(it); {fail} }}
            npy_intp n = PyArray_DIM({x}, axis);
            npy_intp sx = s[0], sy = s[1];
            if (NpyIter_RemoveAxis(it, axis) == NPY_FAIL) {{ NpyIter_Deallocate(it); {fail} }}
            NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
            do {{
                {t} top = *({t}*)p[0], sum = 0;
                for (npy_intp i = 1; i < n; i++) {{
                    {t} v = *({t}*)(p[0] + i * sx);
                    top = v > top ? v : top;
                }}
                for (npy_intp i = 0; i < n; i++) {{
                    {t} d = *({t}*)(p[0] + i * sx) - top;
                    *({t}*)(p[1] + i * sy) = d;
                    sum += d;
                }}
                for (npy_intp i = 0; i < n; i++) {{
                    *({t}*)(p[1] + i * sy) /= sum;
                }}
            }} while (next(it));
        }}
        NpyIter_Deallocate(it);
        }}
        """


def expected(v, axis):
    """NumPy's values for the op: sums in the C loop's order (along the axis; C order over
    the whole array, which NumPy's iterator walks here since the output is C-contiguous)."""
    if axis is None:
        d = v - v.max()
        return d / np.cumsum(d.ravel())[-1]
    d = v - v.max(axis=axis, keepdims=True)
    return d / np.take(np.cumsum(d, axis=axis), [-1], axis=axis)


VIEWS = {
    "as is": lambda x: x,
    "transposed": lambda x: x.transpose(2, 0, 1),
    "reversed and strided": lambda x: x[:, ::-1, ::-2],
}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_multi_index_walks_match_numpy_on_both_targets(view, dtype):
    """Every axis and axis=None, over C, transposed and reversed-strided views of the input:
    both targets give NumPy's values bit for bit (so the shim's iterator walks as NumPy's)."""
    x = pt.tensor3(dtype=dtype)
    xv = VIEWS[view](x)
    axes = [0, 1, 2, None]
    outs = [LaneNormalize(a)(xv) for a in axes]
    v = np.random.default_rng(5).normal(size=(3, 5, 7)).astype(dtype)
    vv = VIEWS[view](v)
    for target in ("native", "wasm"):
        f = pytensor.function([x], outs, mode=tp.mode(target))
        ops = [n.op for n in f.maker.fgraph.toposort()]
        assert sum(isinstance(op, LaneNormalize) for op in ops) == 4
        for _ in range(2):  # the second call reuses the outputs
            for axis, got in zip(axes, f(v)):
                want = expected(vv, axis)
                assert got.dtype == want.dtype and got.shape == want.shape
                assert got.tobytes() == want.tobytes(), (target, axis)


def test_a_bad_axis_fails_with_numpy_s_error(target):
    """An axis the iterator does not have: NumPy's ValueError from NpyIter_GetAxisStrideArray,
    on both targets."""
    x = pt.matrix(dtype="float64")
    f = pytensor.function([x], LaneNormalize(2)(x), mode=tp.mode(target))
    with pytest.raises(ValueError, match="axis out of bounds in iterator GetStrideAxisArray"):
        f(np.ones((2, 3)))


SOFTMAX_HAS_C = issubclass(pytensor.tensor.special.Softmax, COp)


@pytest.mark.skipif(not SOFTMAX_HAS_C, reason="this PyTensor's Softmax has no C (PyTensor 3); "
                    "PyTensor 2.38's (PyMC 5.28's) has, and walks lanes with the multi-index API")
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_pytensor_2_softmax_c_matches_pytensor_c_on_both_targets(view, target):
    """PyTensor 2.38's Softmax, LogSoftmax and SoftmaxGrad C along every axis and over every
    element, of C, transposed and reversed-strided views: PyTensor's C backend's values
    (Mode(linker="cvm"), NumPy's own iterator) within 4 ulp (the C calls the platform's exp)."""
    from pytensor.compile.mode import Mode

    x = pt.tensor3(dtype="float64")
    w = pt.tensor3(dtype="float64")
    xv, wv = VIEWS[view](x), VIEWS[view](w)
    outs = []
    for axis in (0, 1, 2, None):
        sm = pt.special.softmax(xv, axis=axis)
        outs += [sm, pt.special.log_softmax(xv, axis=axis), pytensor.grad((sm * wv).sum(), x)]
    rng = np.random.default_rng(6)
    v, vw = rng.normal(size=(3, 5, 7)), rng.normal(size=(3, 5, 7))
    f = pytensor.function([x, w], outs, mode=tp.mode(target))
    ref = pytensor.function([x, w], outs, mode=Mode(linker="cvm"))
    names = {type(n.op).__name__ for n in f.maker.fgraph.toposort()}
    assert {"Softmax", "LogSoftmax", "SoftmaxGrad"} <= names, names
    assert not any("oftmax" in n for n in tp.report(f)["python_nodes"]), tp.report(f)
    for got, want in zip(f(v, vw), ref(v, vw)):
        np.testing.assert_allclose(got, want, rtol=4 * np.finfo(float).eps,
                                   atol=4 * np.spacing(np.max(np.abs(want))))
