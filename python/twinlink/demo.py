"""`make demo`: one graph of C ops, written once, compiled and run natively and in the wasm
sandbox. Run it as `python -m twinlink.demo`."""
import time

import twinlink
from twinlink import Apply, Op, Type


class Double(twinlink.Type):
    """The `double` of PyTensor's "Implementing double in C" documentation (a Python float as a
    C double), with a literal form for constants."""

    def filter(self, x, strict=False, allow_downcast=None):
        if strict and not isinstance(x, float):
            raise TypeError("Expected a float!")
        return float(x)

    def c_declare(self, name, sub, check_input=True):
        return f"double {name};"

    def c_init(self, name, sub):
        return f"{name} = 0.0;"

    def c_extract(self, name, sub, check_input=True, **kw):
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
        if (!py_{name}) {{ Py_INCREF(Py_None); py_{name} = Py_None; }}
        """

    def c_cleanup(self, name, sub):
        return ""

    def c_literal(self, data):
        return repr(float(data))

    def c_is_simple(self):
        return True

    def c_code_cache_version(self):
        return (1,)

    def __str__(self):
        return "double"


double = Double()


class BinaryDouble(Op):
    """z = x <op> y on doubles; division by zero raises ZeroDivisionError from C."""

    __props__ = ("symbol",)

    def __init__(self, symbol):
        self.symbol = symbol

    def make_node(self, x, y):
        return Apply(self, [x, y], [double()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x, y), (z,) = inputs, outputs
        guard = ""
        if self.symbol == "/":
            guard = f'if ({y} == 0.0) {{ PyErr_SetString(PyExc_ZeroDivisionError, "float division by zero"); {sub["fail"]} }}'
        return f"{guard}\n{z} = {x} {self.symbol} {y};"

    def c_code_cache_version(self):
        return (1,)


add, sub, mul, div = (BinaryDouble(s) for s in "+-*/")


def main():
    x, y, z = double("x"), double("y"), double("z")
    out = mul(add(x, y), div(z, twinlink.Constant(double, 2.0)))
    expected = (1.5 + 2.5) * (3.0 / 2.0)
    print("graph: (x + y) * (z / 2.0) with x=1.5, y=2.5, z=3.0; expected", expected)
    print("toolchains:", twinlink.toolchains())
    for target in ("native", "wasm"):
        t0 = time.perf_counter()
        f = twinlink.function([x, y, z], out, target=target, name="demo")
        built = time.perf_counter() - t0
        result = f(1.5, 2.5, 3.0)
        n = 20000
        t0 = time.perf_counter()
        for _ in range(n):
            f(1.5, 2.5, 3.0)
        per_call = (time.perf_counter() - t0) / n
        try:
            twinlink.function([x, y, z], div(x, sub(y, y)), target=target)(1.0, 2.0, 0.0)
        except ZeroDivisionError as e:
            error = f"ZeroDivisionError({e})"
        status = "ok" if result == expected else "MISMATCH"
        print(f"{target:>6}: {result} [{status}]  build {built * 1e3:.0f} ms, {per_call * 1e6:.2f} us/call, division by zero -> {error}")
        if result != expected:
            raise SystemExit(1)
    print("cache:", twinlink.cache_dir(), twinlink.cache_stats())


if __name__ == "__main__":
    main()
