"""The default call path on both targets: arrays that already are what `TensorType.filter`
returns pass without any Python filter running; everything else goes through the filter and
gives exactly its result or its error, named after the argument (ARCHITECTURE.md, "The call
path"). The reference for each input is the type's `filter` called directly."""
import importlib
import pickle
import sys

import numpy as np
import pytest

import twinlink
from twinlink.tensor import TensorType, dmatrix, dscalar, dvector

from doc_types import add, double, mul
from test_arrays import DoubleInPlace

function_module = importlib.import_module("twinlink.function")  # the module, not twinlink.function()


@pytest.fixture
def filter_calls(monkeypatch):
    """Counts the calls of `prepare`, the Python path that runs the filters (the fallback of
    the compiled checks), for Functions built while it is active."""
    calls = []
    original = function_module._input_checks

    def counting(*args):
        prepare, specs = original(*args)

        def counted(*values):
            calls.append(len(values))
            return prepare(*values)

        return counted, specs

    monkeypatch.setattr(function_module, "_input_checks", counting)
    return calls


def reference(types, names, values):
    """What the filter path gives: the filtered values, or (exception class, message)."""
    out = []
    for i, (t, v) in enumerate(zip(types, values)):
        try:
            out.append(t.filter(v))
        except (TypeError, ValueError, BufferError) as e:
            return type(e), f"argument '{names[i]}' (input {i}): {e}"
    return out


def xyz(target, **kw):
    x, y, z = dvector("x"), dvector("y"), dvector("z")
    return twinlink.function([x, y, z], (x + y) * z, target=target, **kw), [x.type, y.type, z.type]


def check_like_filter(f, types, values):
    names = [v.name for v in f.inputs]
    ref = reference(types, names, values)
    if isinstance(ref, tuple):
        cls, message = ref
        with pytest.raises(Exception) as info:
            f(*values)
        assert type(info.value) is cls
        assert str(info.value) == message
    else:
        a, b, c = ref
        np.testing.assert_array_equal(f(*values), (a + b) * c)


def test_exact_arrays_run_without_the_python_filter(target, filter_calls):
    f, _ = xyz(target)
    a, b, c = np.arange(10.0), np.linspace(-1, 1, 10), np.full(10, 3.0)
    np.testing.assert_array_equal(f(a, b, c), (a + b) * c)
    strided = np.arange(20.0)[::2]  # not contiguous: still what filter returns unchanged
    np.testing.assert_array_equal(f(strided, b, c), (strided + b) * c)
    np.testing.assert_array_equal(f(x=a, y=b, z=c), (a + b) * c)
    assert filter_calls == []
    np.testing.assert_array_equal(f([1.0] * 10, b, c), (1.0 + b) * c)
    assert filter_calls == [3]


def swapped(values):
    return np.asarray(values, dtype=np.dtype("float64").newbyteorder())


def misaligned(n):
    raw = np.zeros(n * 8 + 1, dtype=np.uint8)
    arr = raw[1:].view(np.float64)
    assert not arr.flags.aligned
    return arr


CASES = {
    "list": lambda: [float(i) for i in range(10)],
    "int64 array (safe cast)": lambda: np.arange(10),
    "longlong type number": lambda: np.arange(10, dtype=np.longlong),
    "float32 array": lambda: np.arange(10, dtype=np.float32),
    "list of ints": lambda: list(range(10)),
    "masked array": lambda: np.ma.masked_array(np.arange(10.0), mask=[0, 1] * 5),
    "ndarray subclass": lambda: np.arange(10.0).view(type("Sub", (np.ndarray,), {})),
    "byte-swapped": lambda: swapped(np.arange(10.0)),
    "misaligned": lambda: misaligned(10),
    "None": lambda: None,
    "scalar": lambda: 2.5,
    "rank 2": lambda: np.zeros((2, 5)),
    "complex": lambda: np.zeros(10, dtype=complex),
    "uint16 array": lambda: np.arange(10, dtype=np.uint16),
    "string": lambda: "abc",
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("position", [0, 2])
def test_inputs_that_need_the_filter_behave_as_the_filter_says(target, case, position):
    f, types = xyz(target)
    values = [np.arange(10.0), np.ones(10), np.full(10, 2.0)]
    values[position] = CASES[case]()
    check_like_filter(f, types, values)


def test_the_first_failing_input_is_named(target):
    f, types = xyz(target)
    values = [np.arange(10.0), None, "abc"]
    check_like_filter(f, types, values)
    with pytest.raises(TypeError, match=r"^argument 'y' \(input 1\): expected float64 array of rank 1, got None$"):
        f(*values)


def test_matrix_subclass_and_scalars(target, filter_calls):
    m, s = dmatrix("m"), dscalar("s")
    f = twinlink.function([m, s], m * s, target=target)
    for value, scale in [(np.matrix([[1.0, 2.0], [3.0, 4.0]]), 2.0), (np.arange(4.0).reshape(2, 2), np.array(3.0)),
                         (np.arange(4.0).reshape(2, 2).T, np.float64(0.5)), ([[1, 2], [3, 4]], 7)]:
        ref = reference([m.type, s.type], ["m", "s"], [value, scale])
        got = f(value, scale)
        assert type(got) is np.ndarray
        np.testing.assert_array_equal(got, ref[0] * ref[1])
    # The calls whose inputs are exact arrays or a float64 scalar for `s` (the second and third)
    # skipped the filters.
    assert filter_calls == [2, 2]


def test_static_shape_is_checked_as_the_filter_does(target, filter_calls):
    x = TensorType("float64", shape=(3, None))("x")
    f = twinlink.function([x], x * 2, target=target)
    np.testing.assert_array_equal(f(np.ones((3, 4))), np.full((3, 4), 2.0))
    assert filter_calls == []
    for bad in [np.ones((4, 4)), np.ones((1, 4)), np.ones(3)]:
        check = reference([x.type], ["x"], [bad])
        cls, message = check
        with pytest.raises(cls) as info:
            f(bad)
        assert str(info.value) == message
    assert str(info.value).startswith("argument 'x' (input 0): ")


def test_broadcastable_spelling(target, filter_calls):
    x = TensorType("float64", broadcastable=(True, False))("x")
    f = twinlink.function([x], x + 1, target=target)
    np.testing.assert_array_equal(f(np.zeros((1, 3))), np.ones((1, 3)))
    assert filter_calls == []
    with pytest.raises(ValueError, match=r"^argument 'x' \(input 0\): expected shape \(1, \?\), got \(2, 3\)"):
        f(np.zeros((2, 3)))


def test_argument_count_and_keywords_as_before(target):
    f, _ = xyz(target)
    a = np.arange(10.0)
    with pytest.raises(TypeError, match=r"^this function takes 3 inputs, 4 given$"):
        f(a, a, a, a)
    with pytest.raises(TypeError, match=r"^this function is missing input\(s\): z$"):
        f(a, a)
    with pytest.raises(TypeError, match=r"^this function has no input named 'w' \(inputs: x, y, z\)$"):
        f(a, a, w=a)
    with pytest.raises(TypeError, match=r"^this function got input 'x' twice$"):
        f(a, a, x=a)
    with pytest.raises(TypeError, match=r"^argument 'z' \(input 2\): expected float64 array of rank 1, got None$"):
        f(a, y=a, z=None)
    np.testing.assert_array_equal(f(a, z=a, y=a), (a + a) * a)


def test_a_positional_call_runs_no_python_function(target):
    # Function.__call__ is _core.CallBase's: with every input by position and inputs that pass
    # the compiled checks, no Python frame is entered between the caller and the module.
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], x * y + 1.0, target=target)
    a, b = np.arange(3.0), np.array([2.0, -1.0, 0.5])
    f(a, b)
    entered = []
    sys.setprofile(lambda frame, event, arg: entered.append(frame.f_code.co_name) if event == "call" else None)
    try:
        got = f(a, b)
    finally:
        sys.setprofile(None)
    assert entered == []
    np.testing.assert_array_equal(got, a * b + 1.0)
    # names, a missing input and a wrong count still go through the binding
    np.testing.assert_array_equal(f(y=b, x=a), a * b + 1.0)
    np.testing.assert_array_equal(f(a, y=b), a * b + 1.0)
    with pytest.raises(TypeError, match="missing input"):
        f(a)


def test_errors_of_the_op_code_are_not_filter_errors(target):
    f, _ = xyz(target)
    with pytest.raises(ValueError) as info:
        f(np.ones(3), np.ones(4), np.ones(3))
    assert "argument '" not in str(info.value)
    # The same error with a converted input (the filter ran, then the C code raised).
    with pytest.raises(ValueError) as again:
        f([1.0, 1.0, 1.0], np.ones(4), np.ones(3))
    assert str(again.value) == str(info.value)


@pytest.mark.parametrize("trust", [False, True])
def test_read_only_destroyed_input_is_refused_with_and_without_trust(target, trust):
    x = dvector("x")
    f = twinlink.function([x], DoubleInPlace()(x), target=target, trust_input=trust)
    frozen = np.arange(4.0)
    frozen.flags.writeable = False
    with pytest.raises(ValueError, match=r"^argument 'x' \(input 0\): op DoubleInPlace writes into this input, but the array is read-only$"):
        f(frozen)
    np.testing.assert_array_equal(frozen, np.arange(4.0))
    # A subclass: the filter's plain view of it is read-only too.
    with pytest.raises(ValueError, match=r"^argument 'x' \(input 0\): op DoubleInPlace writes"):
        f(frozen.view(type("Sub", (np.ndarray,), {})))
    live = np.arange(4.0)
    out = f(live)
    np.testing.assert_array_equal(live, [0.0, 2.0, 4.0, 6.0])
    np.testing.assert_array_equal(out, live)


def test_trust_input_switches_the_checks(target, filter_calls):
    f, _ = xyz(target)
    a = np.arange(10.0)
    f.trust_input = True
    # Trusted: a list reaches the C extract code, which refuses it (PyTensor's message).
    with pytest.raises(ValueError, match="expected an ndarray"):
        f([0.0] * 10, a, a)
    assert filter_calls == []
    f.trust_input = False
    np.testing.assert_array_equal(f([0.0] * 10, a, a), a * a)
    assert filter_calls == [3]


def test_type_without_a_passthrough_keeps_its_filter(target, filter_calls):
    x, y, z = double("x"), double("y"), double("z")
    f = twinlink.function([x, y, z], mul(add(x, y), z), target=target)
    assert f(1, 2.0, "3") == 9.0  # Double.filter is float(): ints and str convert
    assert filter_calls == [3]
    with pytest.raises(ValueError, match=r"^argument 'z' \(input 2\): could not convert string to float: 'a'$"):
        f(1.0, 2.0, "a")


class LoggingType(TensorType):
    """A TensorType whose own filter records what it sees (so it has no passthrough)."""

    seen = []

    def filter(self, data, strict=False, allow_downcast=None):
        LoggingType.seen.append(type(data).__name__)
        return super().filter(data, strict, allow_downcast)


def test_a_subclass_with_its_own_filter_keeps_it(target):
    x = LoggingType("float64", shape=(None,))("x")
    assert x.type.passthrough_array() is None
    f = twinlink.function([x], x + 1, target=target)
    LoggingType.seen.clear()
    np.testing.assert_array_equal(f(np.zeros(3)), np.ones(3))
    assert LoggingType.seen == ["ndarray"]


def test_pickled_function_keeps_the_checks(target, filter_calls):
    f, types = xyz(target)
    g = pickle.loads(pickle.dumps(f))
    a = np.arange(10.0)
    np.testing.assert_array_equal(g(a, a, a), (a + a) * a)
    assert filter_calls == []
    check_like_filter(g, types, [a, None, a])
    check_like_filter(g, types, [a, np.arange(10), a])
    t = pickle.loads(pickle.dumps(xyz(target, trust_input=True)[0]))
    assert t.trust_input
    with pytest.raises(ValueError, match="expected an ndarray"):
        t(None, a, a)


# Inputs of at most 16 KiB start the wasm call holding the GIL, larger ones release it (src/py/
# function.rs, SMALL_CALL_BYTES): the two sizes below take one path each on wasm.
SMALL, LARGE = 10, 4096


@pytest.mark.parametrize("n", [SMALL, LARGE])
def test_small_and_large_calls_give_the_same_results_and_errors(target, n, filter_calls):
    f, types = xyz(target)
    rng = np.random.default_rng(n)
    a, b, c = rng.standard_normal(n), rng.standard_normal(n), rng.standard_normal(n)
    expected = (a + b) * c
    for _ in range(3):  # the first call of an instance and the later ones
        assert f(a, b, c).tobytes() == expected.tobytes()
    strided = rng.standard_normal(2 * n)[::2]
    assert f(strided, b, c).tobytes() == ((strided + b) * c).tobytes()
    assert filter_calls == []
    for case in ("list", "byte-swapped", "misaligned", "None", "rank 2", "complex"):
        value = {"list": lambda: [float(i) for i in range(n)], "byte-swapped": lambda: swapped(np.arange(n * 1.0)),
                 "misaligned": lambda: misaligned(n), "rank 2": lambda: np.zeros((2, n))}.get(case, CASES[case])()
        check_like_filter(f, types, [a, value, c])
    with pytest.raises(ValueError) as info:  # an error of the op code, after the checks
        f(a, np.ones(n + 1), c)
    assert "argument '" not in str(info.value)
    assert f(a, b, c).tobytes() == expected.tobytes()


@pytest.mark.parametrize("n", [SMALL, LARGE])
def test_destroyed_input_is_written_back_on_both_paths(target, n):
    x = dvector("x")
    f = twinlink.function([x], DoubleInPlace()(x), target=target)
    live = np.arange(float(n))
    for k in range(1, 4):
        out = f(live)
        np.testing.assert_array_equal(live, np.arange(float(n)) * 2 ** k)
        np.testing.assert_array_equal(out, live)


def test_a_result_the_caller_holds_is_never_overwritten(target):
    """Both targets hand an output's array back for reuse once the caller let go of it (the
    native one as PyTensor's C linker does, wasm in src/py/convert.rs): a result still held,
    directly or through a view, keeps its values."""
    f, _ = xyz(target)
    rng = np.random.default_rng(7)
    a, b, c = rng.standard_normal(10), rng.standard_normal(10), rng.standard_normal(10)
    first = f(a, b, c)
    second = f(b, c, a)
    assert first.tobytes() == ((a + b) * c).tobytes()
    assert second.tobytes() == ((b + c) * a).tobytes()
    view = second[::2]
    del second
    third = f(c, a, b)
    assert view.tobytes() == ((b + c) * a)[::2].tobytes()
    assert third.tobytes() == ((c + a) * b).tobytes()
    del third, view
    for k in range(5):  # results dropped between calls: each one is still this call's
        s = rng.standard_normal(10)
        assert f(s, b, c).tobytes() == ((s + b) * c).tobytes()
    kept = [f(a, b, s) for s in (a, b, c)]
    assert [k.tobytes() for k in kept] == [((a + b) * s).tobytes() for s in (a, b, c)]


# The fast lane (ARCHITECTURE.md, "The call path"): on wasm a call whose inputs are C-contiguous
# arrays of the last call's types and shapes writes them into that call's guest buffers and
# takes the outputs as that call's records described them. These tests change one thing at a
# time under it and compare every result with NumPy; `fast_calls` says which calls took it.
def _fast_calls(f):
    return f.sandbox_stats()["fast_calls"] if f.target == "wasm" else None


@pytest.mark.parametrize("trust", [False, True])
def test_the_fast_lane_gives_each_call_its_own_values(target, trust):
    f, _ = xyz(target, trust_input=trust)
    rng = np.random.default_rng(11)
    for k in range(6):
        a, b, c = rng.standard_normal(10), rng.standard_normal(10), rng.standard_normal(10)
        assert f(a, b, c).tobytes() == ((a + b) * c).tobytes()
    if target == "wasm":
        assert _fast_calls(f) == 5  # every call after the first


def test_the_fast_lane_steps_aside_when_a_layout_changes(target):
    f, _ = xyz(target)
    rng = np.random.default_rng(12)
    base = rng.standard_normal(40)
    calls = [base[:10], base[:10] * 2, base[::4], base[20:30].copy(), base[10:17], base[30:37],
             np.zeros(0), np.zeros(0), base[:10]]
    taken = []
    for a in calls:
        before = _fast_calls(f)
        b, c = np.full(a.shape, 0.5), np.arange(a.shape[0], dtype=np.float64)
        assert f(a, b, c).tobytes() == ((a + b) * c).tobytes()
        taken.append(None if before is None else _fast_calls(f) - before)
    if target == "wasm":
        # The same length as the call before: fast, unless the input is strided (it is copied
        # the usual way, into the same buffer, so the call after it is fast again); a new
        # length: not.
        assert taken == [0, 1, 0, 1, 0, 1, 0, 1, 0]


def test_the_fast_lane_reads_outputs_whose_shape_changes_with_the_values(target):
    x = dvector("x")
    f = twinlink.function([x], twinlink.tensor.flatnonzero(x), target=target)
    rng = np.random.default_rng(13)
    for k in range(8):
        a = np.where(rng.random(12) < 0.5, 0.0, rng.standard_normal(12))
        a[:k] = 0.0
        got = f(a)
        assert got.dtype == np.int64 and got.tolist() == np.flatnonzero(a).tolist()


def test_the_fast_lane_with_an_output_that_is_an_input(target):
    x, y = dvector("x"), dvector("y")
    f = twinlink.function([x, y], [x, x + y], target=target)
    rng = np.random.default_rng(14)
    for _ in range(4):
        a, b = rng.standard_normal(5), rng.standard_normal(5)
        first, total = f(a, b)
        assert first.tobytes() == a.tobytes() and total.tobytes() == (a + b).tobytes()


def test_an_error_under_the_fast_lane_leaves_the_next_call_right(target):
    x, y = twinlink.tensor.lvector("x"), twinlink.tensor.lvector("y")
    f = twinlink.function([x, y], x ** y, target=target)
    a = np.arange(1, 6, dtype=np.int64)
    for _ in range(2):
        assert f(a, np.full(5, 2, dtype=np.int64)).tolist() == (a ** 2).tolist()
    with pytest.raises(ValueError, match="^Integers to negative integer powers are not allowed.$"):
        f(a, np.full(5, -1, dtype=np.int64))
    for e in (3, 1):
        assert f(a, np.full(5, e, dtype=np.int64)).tolist() == (a ** e).tolist()


def test_a_float_for_a_float64_scalar_input_skips_the_filter(target, filter_calls):
    """A Python float or NumPy float64 given for a float64 0-d input is converted where the
    checks run (C natively, Rust on wasm; on wasm it takes the fast lane) into what the filter
    makes of it, np.array(value, dtype=float64): the same bits, no Python running."""
    x, s = dvector("x"), dscalar("s")
    f = twinlink.function([x, s], [x * s, s], target=target)
    a = np.random.default_rng(15).standard_normal(6)
    values = [2.5, np.float64(-0.5), float("nan"), float("inf"), -0.0, 1e-310, np.float64(3.0)]
    for v in values:
        product, same = f(a, v)
        assert product.tobytes() == (a * np.array(v, dtype=np.float64)).tobytes()
        assert same.dtype == np.float64 and same.shape == () and same.tobytes() == np.array(v, dtype=np.float64).tobytes()
    assert filter_calls == []
    if target == "wasm":
        assert _fast_calls(f) == len(values) - 1


def test_other_scalars_still_meet_the_filter(target, filter_calls):
    x, s32 = dvector("x"), twinlink.tensor.fscalar("s")
    f = twinlink.function([x, s32], x * s32, target=target)
    a = np.arange(4.0)
    assert f(a, 0.1).tobytes() == (a * np.float32(0.1)).tobytes()  # rounded into float32 by the filter
    y, s = dvector("y"), dscalar("s")
    k = twinlink.function([y, s], y * s, target=target)

    class Half(float):
        pass

    assert k(a, 3).tobytes() == (a * 3.0).tobytes()  # an int
    assert k(a, Half(0.5)).tobytes() == (a * 0.5).tobytes()  # a float subclass
    assert len(filter_calls) == 3
