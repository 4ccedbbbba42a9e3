"""The `double` types of the PyTensor and Theano documentation of the C interface, as written
there (only the import changed), plus the small ops the tests build graphs from: `Double` is
the "Final version" of PyTensor's "Implementing double in C"; `make_theano_double` is Theano's
style of the same type, plain functions assigned to a Type instance."""
import twinlink
from twinlink import Apply, Op, Type


# --- PyTensor's "Final version" (`from pytensor.graph.type import` -> twinlink) --------------
class Double(Type):
    def filter(self, x, strict=False, allow_downcast=None):
        if strict and not isinstance(x, float):
            raise TypeError('Expected a float!')
        return float(x)

    def values_eq_approx(self, x, y, tolerance=1e-4):
        return abs(x - y) / (x + y) < tolerance

    def __str__(self):
        return "double"

    def c_declare(self, name, sub):
        return """
        double %(name)s;
        """ % dict(name = name)

    def c_init(self, name, sub):
        return """
        %(name)s = 0.0;
        """ % dict(name = name)

    def c_extract(self, name, sub, **kwargs):
        return """
        if (!PyFloat_Check(py_%(name)s)) {
            PyErr_SetString(PyExc_TypeError, "expected a float");
            %(fail)s
        }
        %(name)s = PyFloat_AsDouble(py_%(name)s);
        """ % dict(sub, name = name)

    def c_sync(self, name, sub):
        return """
        Py_XDECREF(py_%(name)s);
        py_%(name)s = PyFloat_FromDouble(%(name)s);
        if (!py_%(name)s) {
            printf("PyFloat_FromDouble failed on: %%f\\n", %(name)s);
            Py_XINCREF(Py_None);
            py_%(name)s = Py_None;
        }
        """ % dict(name = name)

    def c_cleanup(self, name, sub):
        return ""

double = Double()


# --- Theano style: plain functions assigned to a Type instance ---------------------------------
def make_theano_double():
    double = twinlink.Type()

    def c_declare(name, sub):
        return """
        double %(name)s;
        """ % dict(name = name)
    double.c_declare = c_declare

    def c_init(name, sub):
        return """
        %(name)s = 0.0;
        """ % dict(name = name)
    double.c_init = c_init

    def c_extract(name, sub):
        return """
        if (!PyFloat_Check(py_%(name)s)) {
            PyErr_SetString(PyExc_TypeError, "expected a float");
            %(fail)s
        }
        %(name)s = PyFloat_AsDouble(py_%(name)s);
        """ % dict(name = name, fail = sub['fail'])
    double.c_extract = c_extract

    def c_sync(name, sub):
        return """
        Py_XDECREF(py_%(name)s);
        py_%(name)s = PyFloat_FromDouble(%(name)s);
        if (!py_%(name)s) {
            printf("PyFloat_FromDouble failed on: %%f\\n", %(name)s);
            Py_XINCREF(Py_None);
            py_%(name)s = Py_None;
        }
        """ % dict(name = name)
    double.c_sync = c_sync

    def c_cleanup(name, sub):
        return ""
    double.c_cleanup = c_cleanup
    return double


# --- variants used by specific tests -----------------------------------------------------------
class LiteralDouble(Double):
    """Double with a C literal for constants (as PyTensor's test type `tdouble`)."""

    def c_literal(self, data):
        return str(data)


class VersionedDouble(Double):
    """Double with a cache version, so its modules are published to the shared cache."""

    def c_code_cache_version(self):
        return (1,)


# --- ops ---------------------------------------------------------------------------------------
class Binary(Op):
    """z = x <symbol> y for any double-like type (the documentation's Add/Mul, `z = x + y;`)."""

    __props__ = ("symbol", "version")

    def __init__(self, symbol, version=None):
        self.symbol = symbol
        self.version = version

    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        x, y = inputs
        z, = outputs
        return "%(z)s = %(x)s %(op)s %(y)s;" % dict(x=x, y=y, z=z, op=self.symbol)

    def c_code_cache_version(self):
        return (self.version,) if self.version is not None else ()


add, mul, sub, div = Binary("+"), Binary("*"), Binary("-"), Binary("/")
bad_sub = Binary("-")  # PyTensor's test op of the same name computes x - y


class StructCounter(Op):
    """Base for test ops with one counter in struct state (`<member>_<node name>`, starting at
    0 in each Function instance); subclasses write c_code around it."""

    __props__ = ()
    member = "count"

    def make_node(self, x):
        return Apply(self, [x], [double()])

    def c_support_code_struct(self, node, name):
        return f"long {self.member}_{name};"

    def c_init_code_struct(self, node, name, sub):
        return f"{self.member}_{name} = 0;"


class CountCalls(StructCounter):
    """Returns how many times this node ran before, from struct state."""

    member = "calls"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"{z} = (double)calls_{name}++;"
