"""NumPy arrays on both targets: the ops of Theano's "Extending Theano with a C Op"
documentation on every layout, PyTensor's c_extract errors, argument errors that name the
argument, a 2-d op and an NpyIter reduction, output storage that never changes a returned
array, and DLPack inputs."""
import gc

import numpy as np
import pytest

import twinlink
from twinlink import Apply, Op
from twinlink.tensor import TensorType, dmatrix, dscalar, dvector, fvector, scalar, vector

from doc_ops import VectorTimesScalar, VectorTimesVector

DTYPES = ["float32", "float64", "int32", "int64"]


def layouts(values):
    """The same logical vector as contiguous, [::2]-strided, reversed and zero-length."""
    base = np.repeat(values, 2)
    yield "contiguous", values
    yield "strided", base[::2]
    yield "reversed", np.ascontiguousarray(values[::-1])[::-1]
    yield "empty", values[:0]


@pytest.mark.parametrize("dx", DTYPES)
@pytest.mark.parametrize("dy", DTYPES)
def test_vector_times_vector_matches_numpy(target, dx, dy):
    x, y = vector("x", dtype=dx), vector("y", dtype=dy)
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    out_dtype = np.result_type(np.dtype(dx), np.dtype(dy))
    for (name_a, a), (name_b, b) in zip(layouts(np.arange(1, 8).astype(dx)), layouts((np.arange(7) - 3).astype(dy))):
        got = f(a, b)
        expected = (a.astype(out_dtype) * b.astype(out_dtype))
        assert got.dtype == out_dtype, (name_a, got.dtype)
        np.testing.assert_array_equal(got, expected, err_msg=f"{name_a}/{name_b}")


@pytest.mark.parametrize("dx", DTYPES)
def test_vector_times_scalar_matches_numpy(target, dx):
    x, s = vector("x", dtype=dx), scalar("s", dtype=dx)
    f = twinlink.function([x, s], VectorTimesScalar()(x, s), target=target)
    for name, a in layouts(np.arange(-3, 4).astype(dx)):
        got = f(a, np.array(3, dtype=dx))
        np.testing.assert_array_equal(got, (a * np.array(3, dtype=dx)).astype(dx), err_msg=name)
        assert got.dtype == np.dtype(dx)


def test_vector_times_vector_shape_mismatch_message(target):
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    with pytest.raises(ValueError) as info:
        f(np.zeros(5), np.zeros(3))
    assert str(info.value) == "Shape mismatch : x.shape[0] and y.shape[0] should match but x.shape[0] == 5 and y.shape[0] == 3"


def test_c_extract_errors_with_trust_input(target):
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target, trust_input=True)
    ok = np.ones(3)
    with pytest.raises(ValueError) as info:
        f(None, ok)
    assert str(info.value) == "expected an ndarray, not None"
    with pytest.raises(ValueError) as info:
        f(1.5, ok)
    assert str(info.value) == "expected an ndarray"
    with pytest.raises(TypeError) as info:
        f(np.ones(3, dtype=np.float32), ok)
    assert str(info.value) == "expected type_num 12 (NPY_FLOAT64) got 11"
    raw = np.zeros(3 * 8 + 1, dtype=np.uint8)[1:].view(np.float64)
    assert not raw.flags.aligned
    with pytest.raises(NotImplementedError) as info:
        f(raw, ok)
    assert str(info.value).startswith("expected an aligned array of type 12 (NPY_FLOAT64)")
    np.testing.assert_array_equal(f(ok, ok), ok)


@pytest.mark.parametrize("value, exc, message", [
    (np.ones(3, dtype=np.int64), TypeError, "argument 'x' (input 0): expected float32 array of rank 1, got int64 array of rank 1; converting int64 to float32 could lose precision"),
    (np.ones((2, 3), dtype=np.float32), TypeError, "argument 'x' (input 0): expected float32 array of rank 1, got float32 array of rank 2"),
    (None, TypeError, "argument 'x' (input 0): expected float32 array of rank 1, got None"),
    (["a", "b"], TypeError, "argument 'x' (input 0): expected float32 array of rank 1, got list that converts to a <U1 array"),
    (np.ones(3, dtype=">f8"), TypeError, "argument 'x' (input 0): expected float32 array of rank 1, got big-endian (>f8) float64 array of rank 1"),
    (np.ones(3, dtype=np.complex64), TypeError, "argument 'x' (input 0): expected float32 array of rank 1, got complex64 array of rank 1 (complex values have no real dtype to convert to)"),
    (np.array(["a", "b"]), TypeError, "argument 'x' (input 0): expected float32 array of rank 1, got str32 array of rank 1 (not a numeric dtype)"),
])
def test_argument_errors_name_the_argument(target, value, exc, message):
    x, y = fvector("x"), fvector("y")
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    with pytest.raises(exc) as info:
        f(value, np.ones(3, dtype=np.float32))
    assert str(info.value).startswith(message), str(info.value)


def test_filter_accepts_lists_scalars_and_safe_casts(target):
    x, s = dvector("x"), dscalar("s")
    f = twinlink.function([x, s], VectorTimesScalar()(x, s), target=target)
    np.testing.assert_array_equal(f([1, 2, 3], 2), [2.0, 4.0, 6.0])
    np.testing.assert_array_equal(f(np.arange(3, dtype=np.int32), 0.5), [0.0, 0.5, 1.0])
    with pytest.raises(TypeError, match=r"argument 'x' \(input 0\): expected float64 array of rank 1, got a scalar int"):
        f(3, 2.0)


def test_python_float_scalars_become_0d_arrays_of_the_dtype():
    """A Python float for a float 0-d input: NumPy's conversion (rounded once into float32),
    special values included; for a rank-1 input it is refused as a scalar."""
    from twinlink.tensor import TensorType
    for dtype in (np.float32, np.float64):
        t = TensorType(dtype, shape=())
        for v in (0.1, -0.0, 1e300, float("inf"), float("nan"), 5e-324):
            with np.errstate(over="ignore"):  # 1e300 overflows float32 to inf, in both
                want = np.array(v).astype(dtype)
                got = t.filter(v)
            assert type(got) is np.ndarray and got.dtype == dtype and got.shape == () and got.tobytes() == want.tobytes()
    with pytest.raises(TypeError, match="got a scalar float"):
        dvector("x").type.filter(0.5)


class Transpose2(Op):
    """z[j, i] = 2 * x[i, j] with PyArray_EMPTY and GETPTR2 (any input layout, Fortran out)."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        npy_intp dims[2] = {{PyArray_DIM({x}, 1), PyArray_DIM({x}, 0)}};
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(2, dims, NPY_FLOAT64, PyArray_ISFORTRAN({x}));
        if (!{z}) {{ {sub['fail']} }}
        for (npy_intp i = 0; i < dims[1]; i++)
            for (npy_intp j = 0; j < dims[0]; j++)
                *(npy_float64*)PyArray_GETPTR2({z}, j, i) = 2 * *(npy_float64*)PyArray_GETPTR2({x}, i, j);
        """


def test_2d_op_with_empty_getptr2_and_fortran_inputs(target):
    x = dmatrix("x")
    f = twinlink.function([x], Transpose2()(x), target=target)
    a = np.arange(12.0).reshape(3, 4)
    for name, arr in [("C", a), ("F", np.asfortranarray(a)), ("transposed", a.T), ("strided", a[::2, ::-1])]:
        got = f(arr)
        np.testing.assert_array_equal(got, 2 * arr.T, err_msg=name)
    assert f(np.asfortranarray(a)).flags.f_contiguous


class IterSum(Op):
    """Sum of all elements with NpyIter and an external inner loop (PyTensor's reduction shape)."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [TensorType("float64", shape=())()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        fail = sub["fail"]
        return f"""
        double total = 0;
        if (PyArray_SIZE({x}) > 0) {{
            NpyIter* it = NpyIter_New({x}, NPY_ITER_READONLY | NPY_ITER_EXTERNAL_LOOP | NPY_ITER_REFS_OK,
                                      NPY_KEEPORDER, NPY_NO_CASTING, NULL);
            if (!it) {{ {fail} }}
            NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
            if (!next) {{ NpyIter_Deallocate(it); {fail} }}
            char** data = NpyIter_GetDataPtrArray(it);
            npy_intp* stride = NpyIter_GetInnerStrideArray(it);
            npy_intp* size = NpyIter_GetInnerLoopSizePtr(it);
            do {{
                char* p = data[0];
                for (npy_intp k = 0; k < *size; k++, p += stride[0])
                    total += *(npy_float64*)p;
            }} while (next(it));
            NpyIter_Deallocate(it);
        }}
        if (!{z}) {{
            {z} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_FLOAT64, 0);
            if (!{z}) {{ {fail} }}
        }}
        *(npy_float64*)PyArray_DATA({z}) = total;
        """


def test_npyiter_reduction(target):
    x = dmatrix("x")
    f = twinlink.function([x], IterSum()(x), target=target)
    a = np.arange(20.0).reshape(4, 5)
    for arr in [a, np.asfortranarray(a), a.T, a[::2, ::-2], a[:0]]:
        got = f(arr)
        assert got.shape == () and got == arr.sum()


def test_returned_arrays_are_never_changed_and_memory_stays_flat(target):
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    a, b = np.arange(4.0), np.full(4, 2.0)
    r1 = f(a, b)
    r2 = f(a + 1, b)
    np.testing.assert_array_equal(r1, a * b)
    np.testing.assert_array_equal(r2, (a + 1) * b)
    assert not np.shares_memory(r1, r2)

    big = np.ones(1000)
    for _ in range(2000):
        f(big, big)
    gc.collect()
    if target == "native":
        with open("/proc/self/statm") as fh:
            before = int(fh.read().split()[1])
    else:
        stats = f.sandbox_stats()
    for _ in range(100_000):
        f(big, big)
    gc.collect()
    if target == "native":
        with open("/proc/self/statm") as fh:
            after = int(fh.read().split()[1])
        assert (after - before) * 4096 < 1 << 20
    else:
        after = f.sandbox_stats()
        assert (after["live_objects"], after["memory_bytes"]) == (stats["live_objects"], stats["memory_bytes"])


class DataAddress(Op):
    """Returns the address of its input's data, to observe zero-copy."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [twinlink.Generic()()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"Py_XDECREF({z});\n{z} = PyLong_FromSsize_t((Py_ssize_t)PyArray_DATA({x}));\nif (!{z}) {{ {sub['fail']} }}"


class DLPackOnly:
    """A producer that exposes nothing but the DLPack protocol."""

    def __init__(self, array):
        self._array = array

    def __dlpack__(self, **kwargs):
        return self._array.__dlpack__(**kwargs)

    def __dlpack_device__(self):
        return self._array.__dlpack_device__()


def test_dlpack_producer_is_accepted(target):
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    a = np.arange(5.0)
    np.testing.assert_array_equal(f(DLPackOnly(a), DLPackOnly(a)), a * a)


def test_dlpack_is_zero_copy_on_native():
    x = dvector("x")
    f = twinlink.function([x], DataAddress()(x), target="native")
    a = np.arange(5.0)
    assert f(DLPackOnly(a)) == a.ctypes.data


def test_dlpack_non_cpu_device_raises_buffer_error(target):
    class OnGpu(DLPackOnly):
        def __dlpack_device__(self):
            return (2, 0)  # kDLCUDA

    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], VectorTimesVector()(x, y), target=target)
    with pytest.raises(BufferError, match=r"^argument 'x' \(input 0\): "):
        f(OnGpu(np.arange(3.0)), np.arange(3.0))


class DoubleInPlace(Op):
    """x *= 2, returning x itself: an op that writes into its input (destroy_map)."""

    __props__ = ()
    destroy_map = {0: [0]}

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        for (npy_intp i = 0; i < PyArray_DIM({x}, 0); i++)
            *(npy_float64*)PyArray_GETPTR1({x}, i) *= 2;
        Py_XDECREF({z});
        {z} = {x};
        Py_INCREF({z});
        """


def test_in_place_op_writes_the_callers_array_and_refuses_read_only(target):
    x = dvector("x")
    f = twinlink.function([x], DoubleInPlace()(x), target=target)
    a = np.arange(4.0)
    out = f(a)
    np.testing.assert_array_equal(a, [0.0, 2.0, 4.0, 6.0])
    np.testing.assert_array_equal(out, a)
    strided = np.arange(8.0)[::-2]
    f(strided)
    np.testing.assert_array_equal(strided, 2 * np.arange(8.0)[::-2])
    frozen = np.arange(4.0)
    frozen.flags.writeable = False
    with pytest.raises(ValueError, match=r"argument 'x' \(input 0\): op DoubleInPlace writes into this input, but the array is read-only"):
        f(frozen)
    np.testing.assert_array_equal(frozen, np.arange(4.0))


def test_read_only_dlpack_input_to_an_op_that_writes_it_raises(target):
    x = dvector("x")
    f = twinlink.function([x], DoubleInPlace()(x), target=target)
    frozen = np.arange(3.0)
    frozen.flags.writeable = False
    # NumPy exports a read-only array with the DLPack READ_ONLY flag; the consumer keeps it.
    with pytest.raises(ValueError, match=r"argument 'x' \(input 0\): op DoubleInPlace writes into this input, but the array is read-only"):
        f(DLPackOnly(frozen))
    np.testing.assert_array_equal(frozen, np.arange(3.0))
    writable = np.arange(3.0)
    f(DLPackOnly(writable))
    # The filter views the producer's memory; natively the op writes it directly, on wasm the
    # written guest copy is copied back through that view.
    np.testing.assert_array_equal(writable, [0.0, 2.0, 4.0])


def test_array_inputs_of_every_rank_and_order_in_one_call(target):
    """Array inputs of rank 0, 1, 2 (Fortran order) and 10 with a scalar input, called again
    with the same layouts (the wasm call reuses the input buffers) and with new shapes; the
    wasm target places all the arrays of a call in one guest call (ARCHITECTURE.md, "Guest
    ABI"). Expected values from NumPy."""
    ranks = [0, 1, 2, 10]
    xs = [TensorType("float64", shape=(None,) * r)(f"x{r}") for r in ranks]
    s = dscalar("s")
    f = twinlink.function(xs + [s], [x * s + 1.0 for x in xs], target=target)
    rng = np.random.default_rng(7)

    def inputs(shapes):
        # np.asfortranarray makes a 0-d array 1-d, so only the others go through it.
        return [np.asfortranarray(rng.random(shape)) if shape else np.array(rng.random()) for shape in shapes]

    first = [(), (5,), (3, 4), (2, 1, 2, 1, 3, 1, 2, 1, 1, 2)]
    second = [(), (0,), (4, 2), (1, 2, 1, 2, 1, 2, 1, 2, 1, 3)]
    for shapes in (first, first, second):
        args = inputs(shapes)
        scale = float(rng.random())
        got = f(*args, scale)
        for x, out in zip(args, got):
            assert out.shape == x.shape
            np.testing.assert_array_equal(out, x * scale + 1.0)


class Delay(Op):
    """Returns the vector it was given on the previous call (zeros of the same length on the
    first): the op keeps a reference to its input array between calls."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_support_code_struct(self, node, name):
        return f"PyArrayObject* held_{name};"

    def c_init_code_struct(self, node, name, sub):
        return f"held_{name} = NULL;"

    def c_cleanup_code_struct(self, node, name):
        return f"Py_XDECREF(held_{name});"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        Py_XDECREF({z});
        {z} = held_{name} ? (PyArrayObject*)PyArray_NewCopy(held_{name}, NPY_CORDER)
                          : (PyArrayObject*)PyArray_ZEROS(1, PyArray_DIMS({x}), NPY_FLOAT64, 0);
        if (!{z}) {{ {sub['fail']} }}
        Py_XDECREF(held_{name});
        held_{name} = {x};
        Py_INCREF(held_{name});
        """


def test_repeated_layouts_never_overwrite_a_buffer_an_op_still_holds(target):
    """Calls with the same input layout write the elements into the guest buffer the previous
    call left (wasm: without placing the inputs again, guest_abi.h `tl_run_described`), except
    where an op still holds that array: the held array keeps the values it was given.
    Expected values: the arrays given one call earlier."""
    x = dvector("x")
    f = twinlink.function([x], Delay()(x), target=target)
    rng = np.random.default_rng(3)
    calls = [rng.random(5) for _ in range(4)]
    np.testing.assert_array_equal(f(calls[0]), np.zeros(5))
    for before, now in zip(calls, calls[1:]):
        np.testing.assert_array_equal(f(now), before)


def test_inputs_change_layout_between_calls_on_a_reused_buffer(target):
    """The same Function called with one layout, then other lengths, a reversed and a strided
    view, then the first layout again: every result is NumPy's, and an in-place op writes each
    caller's array. Expected values from NumPy."""
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], x * y + 1.0, target=target)
    g = twinlink.function([x], DoubleInPlace()(x), target=target)
    rng = np.random.default_rng(5)
    # A reversed or strided view of the previous call's length keeps the guest's records (wasm:
    # its elements go into the reused buffer, element by element, not as one block).
    layouts = [np.asarray, np.asarray, lambda v: v[::-1], lambda v: v[:3], lambda v: v[::-1],
               lambda v: np.repeat(v, 2)[::2], np.asarray]
    for make in layouts:
        a, b = make(rng.random(6)), make(rng.random(6))
        np.testing.assert_array_equal(f(a, b), a * b + 1.0)
        want = 2 * a
        g(a)
        np.testing.assert_array_equal(a, want)
