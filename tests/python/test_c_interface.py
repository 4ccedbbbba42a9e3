"""Types and Ops written against the C interface (the documentation's `double` and small test
ops), compiled by `twinlink.function`, every case on both targets: the type fragments,
filters and trust_input, op failures and the exceptions they raise, constants, graph shapes,
struct state and cleanup code, compile errors, printing, generic values, link and call errors."""
import gc
import re

import pytest

import twinlink
from twinlink import Apply, Constant, Op, link

from doc_types import Binary, CountCalls, LiteralDouble, StructCounter, add, bad_sub, div, double, make_theano_double, mul


def test_pytensor_double_add_mul(target):
    x, y, z = double("x"), double("y"), double("z")
    f = twinlink.function([x, y, z], mul(add(x, y), z), target=target)
    assert f(1.0, 2.0, 3.0) == 9.0
    assert f(x=1.0, y=2.0, z=3.0) == 9.0
    assert f(1.0, z=3.0, y=2.0) == 9.0


def test_theano_instance_attribute_type(target):
    double3 = make_theano_double()
    x, y, z = double3("x"), double3("y"), double3("z")
    f = twinlink.function([x, y, z], mul(add(x, y), z), target=target)
    assert f(1.0, 2.0, 3.0) == 9.0


def test_filter_converts_without_trust_input(target):
    x, y = double("x"), double("y")
    f = twinlink.function([x, y], add(x, y), target=target)
    assert f(1, 2) == 3.0  # Double.filter turns ints into floats
    with pytest.raises(ValueError, match=r"^argument 'y' \(input 1\): could not convert"):
        f(1.0, "abc")


def test_trust_input_skips_filter_and_c_extract_checks(target):
    x, y = double("x"), double("y")
    f = twinlink.function([x, y], add(x, y), target=target, trust_input=True)
    assert f.trust_input
    with pytest.raises(TypeError, match=r"^expected a float$"):
        f(1, 2.0)
    assert f(1.0, 2.0) == 3.0


class FailWith(Op):
    """Fails when its input is negative: with an exception (`message`) or without one."""

    __props__ = ("message",)

    def __init__(self, message):
        self.message = message

    def make_node(self, x):
        return Apply(self, [x], [double()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        raise_ = f'PyErr_SetString(PyExc_RuntimeError, "{self.message}");' if self.message else ""
        return f"if ({x} < 0) {{ {raise_} {sub['fail']} }}\n{z} = {x} * 2;"


def _rss_bytes():
    with open("/proc/self/statm") as fh:
        import os
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_op_exception_is_raised_exactly_and_leaks_nothing(target):
    x = double("x")
    f = twinlink.function([x], FailWith("failing here")(x), target=target)
    with pytest.raises(RuntimeError, match=r"^failing here$"):
        f(-1.0)

    def fail_many(n):
        for _ in range(n):
            try:
                f(-1.0)
            except RuntimeError:
                pass

    fail_many(2000)  # warm up allocators and caches
    gc.collect()
    if target == "native":
        before = _rss_bytes()
        fail_many(10_000)
        gc.collect()
        assert _rss_bytes() - before < 512 * 1024
    else:
        before = f.sandbox_stats()
        fail_many(10_000)
        after = f.sandbox_stats()
        assert after["live_objects"] == before["live_objects"]
        assert after["memory_bytes"] == before["memory_bytes"]
    assert f(2.0) == 4.0


def test_fail_without_exception_names_the_op(target):
    x = double("x")
    f = twinlink.function([x], FailWith("")(x), target=target, name="quiet")
    with pytest.raises(RuntimeError, match=r"op FailWith\{\} \(node_1\) failed without setting a Python exception \(function quiet\)"):
        f(-3.0)
    assert f(1.5) == 3.0


def test_literal_constant_is_inlined(target):
    tdouble = LiteralDouble()
    x, y = tdouble("x"), tdouble("y")
    c = Constant(tdouble, 4.12345678)
    e = add(mul(add(x, y), div(x, y)), bad_sub(bad_sub(x, y), c))
    f = twinlink.function([x, y], e, target=target)
    expected = (2.0 + 2.0) * (2.0 / 2.0) + ((2.0 - 2.0) - 4.12345678)
    assert f(2.0, 2.0) == pytest.approx(expected, abs=1e-12)
    assert "4.12345678" in f.c_source


def test_constant_without_literal_is_extracted_once(target):
    x = double("x")
    c = Constant(double, 0.5)
    f = twinlink.function([x], mul(x, c), target=target)
    assert f(3.0) == 1.5
    assert f(5.0) == 2.5
    g = twinlink.function([x], mul(x, Constant(double, 0.25)), target=target)
    assert g(3.0) == 0.75
    assert g.c_source == f.c_source  # the value is passed at instantiation, not compiled in


def test_unused_input_duplicate_output_and_input_as_output(target):
    x, y, z = double("x"), double("y"), double("z")
    s = add(x, y)
    f = twinlink.function([x, y, z], s, target=target)
    assert f(1.0, 2.0, 100.0) == 3.0

    g = twinlink.function([x, y], [s, s], target=target)
    assert g(1.0, 2.0) == [3.0, 3.0]

    h = twinlink.function([x, y], [x, s, y], target=target)
    assert h(1.0, 2.0) == [1.0, 3.0, 2.0]

    one = twinlink.function([x], [x], target=target)
    assert one(7.0) == [7.0]


def test_outputs_list_vs_bare(target):
    x, y = double("x"), double("y")
    assert twinlink.function([x, y], [add(x, y)], target=target)(1.0, 2.0) == [3.0]
    assert twinlink.function([x, y], add(x, y), target=target)(1.0, 2.0) == 3.0


def test_struct_state_persists_per_function_and_is_not_shared(target):
    x = double("x")
    out = CountCalls()(x)
    f = twinlink.function([x], out, target=target)
    assert f(0.0) == 0.0
    assert f(0.0) == 1.0
    g = twinlink.function([x], out, target=target)
    assert g(0.0) == 0.0
    assert f(0.0) == 2.0
    assert g(0.0) == 1.0


class CleanupCounter(StructCounter):
    """Returns how many times its c_code_cleanup has run; fails for negative inputs."""

    member = "cleanups"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        if ({x} < 0) {{ PyErr_SetString(PyExc_ValueError, "negative"); {sub['fail']} }}
        {z} = (double)cleanups_{name};
        """

    def c_code_cleanup(self, node, name, inputs, outputs, sub):
        return f"cleanups_{name} += 1;"


def test_code_cleanup_runs_after_success_and_failure(target):
    x = double("x")
    f = twinlink.function([x], CleanupCounter()(x), target=target)
    assert f(1.0) == 0.0
    assert f(1.0) == 1.0
    with pytest.raises(ValueError, match="^negative$"):
        f(-1.0)
    assert f(1.0) == 3.0


class Broken(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [double()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"{z} = {x} +* ;  /* deliberate syntax error */"


def _entries(cache_dir):
    import os
    found = []
    for root, dirs, files in os.walk(cache_dir):
        if "entry.json" in files:
            found.append(root)
    return sorted(found)


def test_syntax_error_raises_compile_error_and_caches_nothing(target, cache_dir):
    x, y = double("x"), double("y")
    good = twinlink.function([x, y], add(x, y), target=target)
    before = _entries(cache_dir)
    with pytest.raises(twinlink.CompileError) as info:
        twinlink.function([x], Broken()(x), target=target)
    message = str(info.value)
    assert "error" in message
    assert re.search(r">>\s*\d+ \|.*\+\* ;", message), message
    assert _entries(cache_dir) == before
    assert good(1.0, 2.0) == 3.0


def test_printf_reaches_python_stdout(target, capfd):
    class Shout(Op):
        __props__ = ()

        def make_node(self, x):
            return Apply(self, [x], [double()])

        def c_code(self, node, name, inputs, outputs, sub):
            (x,), (z,) = inputs, outputs
            return f'printf("value=%g count=%d\\n", {x}, 3); fflush(stdout);\n{z} = {x};'

    x = double("x")
    f = twinlink.function([x], Shout()(x), target=target)
    assert f(2.5) == 2.5
    # capfd sees both C-level fd 1 (native printf) and sys.stdout (where wasm output goes).
    assert "value=2.5 count=3\n" in capfd.readouterr().out


class Format(Op):
    """Raises `exc` with a PyErr_Format message exercising the format specifiers."""

    __props__ = ("exc",)

    def __init__(self, exc):
        self.exc = exc

    def make_node(self, x):
        return Apply(self, [x], [double()])

    def c_code(self, node, name, inputs, outputs, sub):
        return (
            f'PyErr_Format(PyExc_{self.exc}, "d=%d i=%i ld=%ld lld=%lld zd=%zd u=%u s=%s c=%c pct=%% f=%f g=%g",'
            f' -3, 4, (long)-5, (long long)1234567890123, (Py_ssize_t)-7, 8u, "str", (int)\'q\', 1.5, 0.25);\n'
            f"{sub['fail']}"
        )


@pytest.mark.parametrize(
    "exc", ["TypeError", "ValueError", "RuntimeError", "MemoryError", "IndexError", "NotImplementedError",
            "ZeroDivisionError", "OverflowError", "AssertionError"])
def test_exception_types_and_formatting_match(target, exc):
    x = double("x")
    f = twinlink.function([x], Format(exc)(x), target=target)
    expected = "d=%d i=%i ld=%d lld=%d zd=%d u=%u s=%s c=%c pct=%% f=%f g=%g" % (
        -3, 4, -5, 1234567890123, -7, 8, "str", "q", 1.5, 0.25)
    with pytest.raises(getattr(__import__("builtins"), exc)) as info:
        f(1.0)
    assert type(info.value).__name__ == exc
    assert str(info.value) == expected


class Identity(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [twinlink.Generic()()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"Py_XDECREF({z});\n{z} = {x};\nPy_INCREF({z});"


class Padded(Binary):
    """Binary("+") in objects of a size little else in the process has, so that a freed one's
    memory goes to the next object of this size (CPython's allocator reuses it first)."""

    __slots__ = tuple(f"_pad{i}" for i in range(29))


class Scaled(Padded):
    """z = (x + y) * factor, with the factor from a support-code function."""

    __slots__ = ()

    def c_support_code(self, **kw):
        return "static double twinlink_test_factor(void) { return 4.0; }"

    def c_code(self, node, name, inputs, outputs, sub):
        (x, y), (z,) = inputs, outputs
        return f"{z} = ({x} + {y}) * twinlink_test_factor();"


def test_support_code_of_short_lived_ops_is_kept(target):
    """Ops and types met while a module is assembled are told apart by identity. An op the
    `op_code` hook makes for one node is gone after it, and a later object may take its
    address: that object's support code must not be skipped as already seen."""
    x, y = double("x"), double("y")
    out = add(add(add(x, y), y), y)
    # Nothing but the linker holds these ops: were it to drop the first once the second node
    # is linked, the third would be made in the first one's memory, under its id.
    kinds = iter([Padded, Padded, Scaled])
    f = twinlink.Function([x, y], [out], target=target, op_code=lambda node: next(kinds)("+"))
    assert f(1.0, 2.0) == [(1.0 + 2.0 + 2.0 + 2.0) * 4.0]


class Offset(Binary):
    """z = x + y + TL_TEST_A + TL_TEST_B, the two numbers from its compile arguments."""

    __slots__ = ()

    def c_compile_args(self, **kw):
        return ["-DTL_TEST_A=1", "-DTL_TEST_B=2"]

    def c_code(self, node, name, inputs, outputs, sub):
        (x, y), (z,) = inputs, outputs
        return f"{z} = {x} + {y} + TL_TEST_A + TL_TEST_B;"


def test_compile_arguments_are_listed_once(target):
    """Ops and types giving the same list of compile arguments add it once (the list, not each
    item: test_cpp's IncludedTwice passes a flag with a value twice); the module compiles with it."""
    x, y = double("x"), double("y")
    out = Offset("+")(Offset("+")(x, y), y)
    plan = link.collect([x, y], [out])[0]
    assert plan["compile_args"] == ["-DTL_TEST_A=1", "-DTL_TEST_B=2"]
    f = twinlink.function([x, y], [out], target=target)
    assert f(1.0, 2.0) == [1.0 + 2.0 + 3.0 + 2.0 + 3.0]


@pytest.mark.parametrize("value", [None, True, False, 0, -(2**63), 2**63 - 1, 1.5, float("inf"), (1, (2.5, None), ())])
def test_generic_values_round_trip(target, value):
    x = twinlink.Generic()("x")
    f = twinlink.function([x], Identity()(x), target=target)
    out = f(value)
    assert out == value and type(out) is type(value)


def test_wasm_refuses_values_it_cannot_pass():
    x = twinlink.Generic()("x")
    f = twinlink.function([x], Identity()(x), target="wasm")
    with pytest.raises(TypeError, match=r"argument 'x' \(input 0\): the wasm target cannot pass a set"):
        f({1, 2})
    with pytest.raises(OverflowError, match=r"argument 'x' \(input 0\)"):
        f(2**70)
    assert f(1) == 1


def test_link_errors_name_the_problem():
    x, y = double("x"), double("y")
    with pytest.raises(twinlink.LinkError, match=r"input x is given twice \(positions 0 and 1\)"):
        twinlink.function([x, x], add(x, x))
    with pytest.raises(twinlink.LinkError, match=r"variable y is needed to compute the outputs but is not among the inputs"):
        twinlink.function([x], add(x, y))
    with pytest.raises(ValueError, match=r"target must be one of 'native', 'wasm', not 'gpu'"):
        twinlink.function([x], add(x, x), target="gpu")

    class InitialisedMember(CountCalls):
        def c_support_code_struct(self, node, name):
            return f"int calls_{name} = 0;"

    with pytest.raises(twinlink.LinkError, match=r"cannot have an initialiser: set it in c_init_code_struct"):
        twinlink.function([x], InitialisedMember()(x))


def test_an_explicit_node_order_is_checked():
    x = double("x")
    a = add(x, x)
    b = add(a, x)
    with pytest.raises(twinlink.LinkError, match=r"order: node .* is needed for the outputs but is not in the order"):
        twinlink.Function([x], b, rewrite=False, order=[b.owner])
    with pytest.raises(twinlink.LinkError, match=r"order: node .* comes before .*, which computes its input"):
        twinlink.Function([x], b, rewrite=False, order=[b.owner, a.owner])
    assert twinlink.Function([x], b, rewrite=False, order=[a.owner, b.owner])(2.0) == 6.0
    # An input computed by a node of the order: that node is not run, nor checked.
    assert twinlink.Function([a, x], b, rewrite=False, order=[b.owner, a.owner])(5.0, 1.0) == 6.0


def test_call_argument_errors(target):
    x, y = double("x"), double("y")
    f = twinlink.function([x, y], add(x, y), target=target)
    with pytest.raises(TypeError, match=r"missing input\(s\): y"):
        f(1.0)
    with pytest.raises(TypeError, match=r"has no input named 'w'"):
        f(1.0, w=2.0)
    with pytest.raises(TypeError, match=r"takes 2 inputs, 3 given"):
        f(1.0, 2.0, 3.0)
    with pytest.raises(TypeError, match=r"got input 'x' twice"):
        f(1.0, x=2.0)
