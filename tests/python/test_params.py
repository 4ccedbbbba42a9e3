"""Op params (twinlink.params): PyTensor's tests of ParamsType (tests/link/c/test_params_type.py)
and of EnumType/EnumList/CEnumType/CDataType (tests/link/c/test_type.py) ported to twinlink's
types and ops, plus the error cases and a CDataType intermediate whose destructor is counted.
Every test that runs generated code runs on both targets. Expected values come from NumPy or
from the results PyTensor's tests state."""
import gc
import os
import pickle

import numpy as np
import pytest

import twinlink
from twinlink import (Apply, CDataType, CEnumType, EnumList, EnumType, Generic, Op, Params, ParamsType,
                      TwinlinkError)
from twinlink.tensor import TensorType

from doc_types import VersionedDouble, make_theano_double

HERE = os.path.dirname(os.path.abspath(__file__))

tensor_type_0d = TensorType("float64", shape=())
scalar_type = VersionedDouble()  # a C double: PyTensor's ScalarType("float64") in these tests
generic_type = Generic()


def dscalar_out():
    return TensorType("float64", shape=())()


# -- Params and ParamsType in Python --------------------------------------------------------------
def test_hash_and_eq_params():
    def wp(first="a"):
        return ParamsType(**{first: Generic()}, array=TensorType("int64", shape=(None,)), floatting=scalar_type,
                          npy_scalar=TensorType("float64", shape=()))

    def values(a=1, array=(1, 2, 4, 5, 7)):
        return dict(array=np.asarray(array), floatting=-4.5, npy_scalar=np.asarray(12.0))

    w1 = Params(wp(), a=1, **values())
    w2 = Params(wp(), a=1, **values())
    assert w1 == w2
    assert not (w1 != w2)
    assert hash(w1) == hash(w2)
    # Another field name.
    assert w1 != Params(wp("other_name"), other_name=1, **values())
    # Another value of a field.
    assert w1 != Params(wp(), a=2, **values())
    # Another array element (5 -> -5).
    assert w1 != Params(wp(), a=1, **values(array=(1, 2, 4, -5, 7)))


def test_hash_and_eq_params_type():
    def w(**changes):
        fields = dict(a1=TensorType("int64", shape=(None, None)), a2=TensorType("int64", shape=(None, 1, None, None, 1)),
                      a3=Generic())
        fields.update(changes)
        return ParamsType(**fields)

    w1, w2 = w(), w()
    assert w1 == w2
    assert not (w1 != w2)
    assert hash(w1) == hash(w2)
    assert w1.name == w2.name
    renamed = ParamsType(a1=TensorType("int64", shape=(None, None)),
                         other_name=TensorType("int64", shape=(None, 1, None, None, 1)), a3=Generic())
    assert w1 != renamed
    assert w1 != w(a2=Generic())                               # another class of type
    assert w1 != w(a1=TensorType("int64", shape=(None, 1)))    # another static shape
    assert w1.name != w(a1=TensorType("int64", shape=(None, 1))).name


def test_params_type_filtering():
    rng = np.random.default_rng(0)
    random_tensor = rng.normal(size=(1, 2, 2, 3, 2))
    w = ParamsType(a1=TensorType("int32", shape=(None, None)), a2=TensorType("float64", shape=(None,) * 5),
                   a3=Generic())
    ints = np.asarray([[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]])

    # Values that do not match the types: int64 (not int32), float32 (not float64).
    o = Params(w, a1=ints.astype("int64"), a2=random_tensor.astype("float32"), a3=2000)
    with pytest.raises(TypeError, match="field 'a1'"):
        w.filter(o, True)
    with pytest.raises(TypeError, match="field 'a1'"):  # int64 -> int32 is a downcast
        w.filter(o, False, False)
    converted = w.filter(o, strict=False, allow_downcast=True)
    assert converted.a1.dtype == np.int32 and converted.a2.dtype == np.float64
    np.testing.assert_array_equal(converted.a1, ints)

    # Values that match.
    o1 = Params(w, a1=ints.astype("int32"), a2=random_tensor.astype("float64"), a3=2000)
    assert w.filter(o1, strict=True) is o1
    assert w.filter(o1, strict=False, allow_downcast=False) is o1
    assert w.filter(o1, strict=False, allow_downcast=True) is o1

    o2 = Params(w, a1=ints.astype("int32"), a2=random_tensor.astype("float64"), a3=2000)
    assert w.values_eq(o1, o2)
    assert w.values_eq_approx(o1, o2)
    # Float values that differ in the last bits.
    o3 = Params(w, a1=ints.astype("int32"),
                a2=(random_tensor.astype("float32") * 10 / 2.2 * 2.19999999999 / 10).astype("float64"),
                a3=2000.0 - 0.00000000000000001)
    assert not w.values_eq(o1, o3)
    assert w.values_eq_approx(o1, o3)


def test_params_type_with_enums():
    # Common constant names in two enum fields.
    with pytest.raises(AttributeError, match="'A'"):
        ParamsType(enum1=EnumList("A", "B", "C"), enum2=EnumList("A", "B", "F"))
    # An alias of one enum that is the alias of another.
    with pytest.raises(AttributeError, match="alias 'a'"):
        ParamsType(enum1=EnumList(("A", "a"), ("B", "b")), enum2=EnumList(("ONE", "a"), ("TWO", "two")))
    # An alias of one enum that is a constant of another.
    with pytest.raises(AttributeError, match="alias 'ONE'"):
        ParamsType(enum1=EnumList(("A", "ONE"), ("B", "b")), enum2=EnumList("ONE", "TWO"))
    ParamsType(enum1=EnumList(("A", "a"), ("B", "b")), enum2=EnumList(("ONE", "one"), ("TWO", "two")))

    w = ParamsType(enum1=EnumList("A", ("B", "beta"), "C"), enum2=EnumList(("D", "delta"), "E", "F"))
    assert (w.A, w.B, w.C) == (0, 1, 2)
    assert (w.D, w.E, w.F) == (0, 1, 2)
    assert w.get_enum("C") == 2
    assert w.enum_from_alias("beta") == w.B
    assert w.enum_from_alias("delta") == w.D
    assert w.enum_from_alias("C") == w.C  # not an alias: the constant named C
    assert len(w.fields) == len(w.types) == w.length == 2
    assert w.name.startswith("_Params_")
    with pytest.raises(AttributeError, match="'G'"):
        w.get_enum("G")
    with pytest.raises(AttributeError, match="'gamma'"):
        w.enum_from_alias("gamma")
    with pytest.raises(AttributeError):
        w.NOT_A_CONSTANT


def test_params_type_lookups_and_get_params():
    i32 = TensorType("int32", shape=())
    w = ParamsType(scalar=i32, letters=EnumType(A=("alpha", 1), B=("beta", 2), C=3), digits=EnumList("ZERO", "ONE"))
    assert w.fields == ("digits", "letters", "scalar")
    assert w.has_type(i32) and not w.has_type(TensorType("int64", shape=()))
    assert w.get_field(i32) == "scalar"
    assert w.get_type("digits") == EnumList("ZERO", "ONE")
    assert w.get_enum("C") == 3 and w.ONE == 1
    assert w.enum_from_alias("alpha") == 1
    with pytest.raises(ValueError, match="no field of type"):
        w.get_field(Generic())
    with pytest.raises(AttributeError, match="'nope'"):
        w.get_type("nope")

    # PyTensor's get_params example: objects first (a later one wins), then keywords.
    class Holder:
        def __init__(self, **kw):
            self.__dict__.update(kw)

    p = ParamsType(a=TensorType("int32", shape=()), b=TensorType("float64", shape=(None, None)),
                   c=TensorType("bool", shape=()))
    values = p.get_params(Holder(a=10, b=[[1, 2, 3], [4, 5, 6]]), Holder(a=11), c=False)
    assert isinstance(values, Params)
    assert values.a == 11 and values.a.dtype == np.int32
    np.testing.assert_array_equal(values.b, np.array([[1.0, 2, 3], [4, 5, 6]]))
    assert values.c.dtype == np.bool_ and not values.c
    with pytest.raises(AttributeError, match="field 'c'"):
        p.get_params(Holder(a=1, b=[[1.0]]))
    with pytest.raises(TypeError, match="field 'b'"):
        p.get_params(Holder(a=1, b="text", c=True))

    extended = p.extended(d=Generic())
    assert extended.fields == ("a", "b", "c", "d") and p.length == 3


def test_params_type_errors():
    with pytest.raises(ValueError, match="at least one field"):
        ParamsType()
    with pytest.raises(AttributeError, match="'1a' is not a C identifier"):
        ParamsType(**{"1a": Generic()})
    with pytest.raises(SyntaxError, match="'int' is a C or C\\+\\+ keyword"):
        ParamsType(int=Generic())
    with pytest.raises(TypeError, match="field 'x' must be a twinlink Type, not int"):
        ParamsType(x=3)
    w = ParamsType(x=Generic(), y=Generic())
    with pytest.raises(TypeError, match="no value for field 'y'"):
        Params(w, x=1)
    with pytest.raises(TypeError, match="'z' is not a field"):
        Params(w, x=1, y=2, z=3)
    with pytest.raises(TypeError, match="first argument must be a ParamsType"):
        Params({"x": Generic()}, x=1)
    with pytest.raises(TypeError, match="strict mode expects a Params"):
        w.filter({"x": 1, "y": 2}, strict=True)
    assert w.filter({"x": 1, "y": 2}) == Params(w, x=1, y=2)
    with pytest.raises(TypeError, match="no field 'y'"):
        w.filter({"x": 1})
    p = Params(w, x=1, y=[2])
    for mutate in (lambda: setattr(p, "x", 2), lambda: p.__setitem__("x", 2), lambda: p.pop("x"),
                   lambda: p.update(x=2), lambda: p.__delitem__("x")):
        with pytest.raises(NotImplementedError, match="immutable"):
            mutate()
    assert p.x == 1 and p["y"] == [2]
    with pytest.raises(AttributeError, match="no field 'z'"):
        p.z
    with pytest.raises(TypeError, match="field 'y' holds an unhashable list"):
        hash(p)
    # Every error is twinlink's, and keeps the builtin class PyTensor raises.
    for error in (twinlink.ParamsTypeError, twinlink.ParamsValueError, twinlink.ParamsAttributeError,
                  twinlink.ParamsKeywordError, twinlink.ImmutableError):
        assert issubclass(error, TwinlinkError) and issubclass(error, twinlink.ParamsError)


def test_pickling_keeps_values_and_immutability():
    w = ParamsType(a=TensorType("int64", shape=(None,)), mode=EnumList("X", ("Y", "why")), g=Generic())
    p = Params(w, a=np.arange(3), mode=1, g="text")
    for obj in (w, p, w.types[1]):
        back = pickle.loads(pickle.dumps(obj))
        assert back == obj and hash(back) == hash(obj)
    back = pickle.loads(pickle.dumps(p))
    assert back.__params_type__.Y == 1 and back.__params_type__.enum_from_alias("why") == 1
    with pytest.raises(NotImplementedError):
        back["g"] = 1


# -- EnumType, EnumList, CEnumType in Python ---------------------------------------------------
def test_enum_class():
    for invalid_name in ("a", "_A", "0"):
        with pytest.raises(AttributeError, match="invalid constant name"):
            EnumList(invalid_name)
        with pytest.raises(AttributeError, match="invalid constant name"):
            EnumType(**{invalid_name: 0})
    with pytest.raises(TypeError, match="expected an int or a float, got str"):
        EnumType(INVALID_VALUE="string is not allowed.")

    e1 = EnumType(C1=True, C2=12, C3=True, C4=-1, C5=False, C6=0.0)
    e2 = EnumType(C1=1, C2=12, C3=1, C4=-1.0, C5=0.0, C6=0)
    assert e1 == e2
    assert not (e1 != e2)
    assert hash(e1) == hash(e2)
    assert (e1.ctype, e1.C1, e1.C2, e1.C3, e1.C4, e1.C5, e1.C6) == ("double", 1, 12, 1, -1, 0, 0)

    e1 = EnumType(A=("alpha", 0), B=("beta", 1), C=2)
    e2 = EnumType(A=("alpha", 0), B=("beta", 1), C=2)
    e3 = EnumType(A=("a", 0), B=("beta", 1), C=2)
    assert e1 == e2
    assert e1 != e3
    assert e1.filter("beta") == e1.fromalias("beta") == e1.B == 1
    assert e1.filter("C") == e1.fromalias("C") == e1.C == 2
    assert e1.get_aliases() == ("alpha", "beta") and e1.has_alias("beta") and not e1.has_alias("C")

    with pytest.raises(TypeError, match="constant 'B': an alias equal to the name is useless"):
        EnumList(("A", "a"), ("B", "B"))
    with pytest.raises(TypeError, match="alias 'B' is also a constant's name"):
        EnumList(("A", "B"), "B")
    EnumList(("A", "a"), ("B", "b"))


def test_enum_errors_and_filter():
    with pytest.raises(TypeError, match="constant name 'A' is used twice"):
        EnumList("A", "B", "A")
    with pytest.raises(TypeError, match="alias 'x' is used twice"):
        EnumList(("A", "x"), ("B", "x"))
    with pytest.raises(TypeError, match="an alias equal to the name"):
        EnumType(A=("A", 1))
    with pytest.raises(TypeError, match="must be \\(alias, value\\)"):
        EnumType(A=("a", 1, 2))
    with pytest.raises(TypeError, match="must be \\(name, alias\\)"):
        EnumList(("A",))
    with pytest.raises(TypeError, match="the alias must be a str"):
        EnumList(("A", 3))
    with pytest.raises(TypeError, match="ctype 'unsigned-int' is not a C type"):
        EnumList("A", ctype="unsigned-int")
    with pytest.raises(TypeError, match="cname 'my name' is not a C identifier"):
        EnumList("A", cname="my name")
    with pytest.raises(ValueError, match="no C literal"):
        EnumType(A=float("inf"))
    e = EnumList("A", ("B", "bee"), ctype="unsigned long long")
    assert e.ctype == "unsigned long long" and e.cname == "unsigned_long_long"
    assert e.filter(True) == 1 and e.filter("bee") == 1 and e.filter("A") == 0
    assert type(e.filter(np.int64(1))) is int and e.filter(np.int64(1)) == 1
    with pytest.raises(ValueError, match="not one of the constants' values"):
        e.filter(np.int64(1), strict=True)
    with pytest.raises(ValueError, match="2 is not one of the constants' values"):
        e.filter(2)
    with pytest.raises(ValueError, match="'bee'"):
        e.filter("bee", strict=True)
    with pytest.raises(AttributeError, match="'zed'"):
        e.filter("zed")
    with pytest.raises(NotImplementedError, match="'A' cannot be changed"):
        e.A = 3
    with pytest.raises(NotImplementedError):
        e["A"] = 3
    assert repr(e) == "EnumList<unsigned long long>(A:0, B(bee):1)"
    assert CEnumType("X", "Y") != EnumList("X", "Y")


def test_op_get_params_default():
    class NoGetter(Op):
        params_type = EnumList("A")

    class NoParams(Op):
        pass

    with pytest.raises(NotImplementedError, match="NoGetter has no params"):
        NoGetter().get_params(None)
    with pytest.raises(NotImplementedError, match="NoParams has no params"):
        NoParams().get_params(None)

    class WithStruct(Op):
        params_type = ParamsType(k=TensorType("int64", shape=()))
        k = 3

    assert WithStruct().get_params(None) == Params(WithStruct.params_type, k=np.asarray(3))


# -- ParamsType in generated code -------------------------------------------------------------------
class QuadraticOpFunc(Op):
    """y = a*x^2 + b*x + c for any tensor x, with a (0-d tensor), b (C double) and c (Python
    object) as the op's params: PyTensor's test op, its C unchanged."""

    __props__ = ("a", "b", "c")
    params_type = ParamsType(a=tensor_type_0d, b=scalar_type, c=generic_type)

    def __init__(self, a, b, c):
        self.a, self.b, self.c = a, b, c

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_code_cache_version(self):
        return (1, 5)

    def c_support_code_apply(self, node, name):
        float_type = node.inputs[0].type.c_element_type()
        return f"""
        /* Computes: x = a*x*x + b*x + c for x in tensor. */
        int quadratic_{name}(PyArrayObject* tensor, {float_type} a, {float_type} b, {float_type} c) {{
            NpyIter* iterator = NpyIter_New(tensor,
                NPY_ITER_READWRITE | NPY_ITER_EXTERNAL_LOOP | NPY_ITER_REFS_OK,
                NPY_KEEPORDER, NPY_NO_CASTING, NULL);
            if(iterator == NULL) {{
                PyErr_SetString(PyExc_RuntimeError, "Unable to iterate over a tensor for an elemwise operation.");
                return -1;
            }}
            NpyIter_IterNextFunc* get_next = NpyIter_GetIterNext(iterator, NULL);
            char** data_ptr = NpyIter_GetDataPtrArray(iterator);
            npy_intp* stride_ptr = NpyIter_GetInnerStrideArray(iterator);
            npy_intp* innersize_ptr = NpyIter_GetInnerLoopSizePtr(iterator);
            do {{
                char* data = *data_ptr;
                npy_intp stride = *stride_ptr;
                npy_intp count = *innersize_ptr;
                while(count) {{
                    {float_type} x = *(({float_type}*)data);
                    *(({float_type}*)data) = a*x*x + b*x + c;
                    data += stride;
                    --count;
                }}
            }} while(get_next(iterator));
            NpyIter_Deallocate(iterator);
            return 0;
        }}
        """

    def c_code(self, node, name, inputs, outputs, sub):
        X = inputs[0]
        Y = outputs[0]
        float_type = node.inputs[0].type.c_element_type()
        return f"""
        {float_type} a = ({float_type}) (*(npy_float64*) PyArray_GETPTR1({sub["params"]}->a, 0)); // 0-D TensorType.
        {float_type} b =                                                   {sub["params"]}->b;      // ScalarType.
        {float_type} c =                 ({float_type}) PyFloat_AsDouble({sub["params"]}->c);     // Generic.
        Py_XDECREF({Y});
        {Y} = (PyArrayObject*)PyArray_EMPTY(PyArray_NDIM({X}), PyArray_DIMS({X}), PyArray_TYPE({X}), PyArray_IS_F_CONTIGUOUS({X}));
        if (PyArray_CopyInto({Y}, {X}) != 0) {{
            PyErr_SetString(PyExc_RuntimeError, "Unable to copy input into output.");
            {sub["fail"]}
        }};
        if (quadratic_{name}({Y}, a, b, c) != 0) {{
            PyErr_SetString(PyExc_RuntimeError, "Unable to compute quadratic function.");
            {sub["fail"]}
        }}
        """


def test_op_params(target):
    a, b, c = 2, 3, -7
    x = TensorType("float64", shape=(None, None))("x")
    f = twinlink.function([x], QuadraticOpFunc(a, b, c)(x), target=target)
    assert f.language == "c++"  # the ParamsType struct is C++
    vx = np.random.default_rng(1).normal(size=(100, 100))
    np.testing.assert_allclose(f(vx), a * vx**2 + b * vx + c, rtol=1e-12, atol=1e-12)
    # Any layout: the iterator walks a transposed, strided view too.
    view = vx.T[::3]
    np.testing.assert_allclose(f(view), a * view**2 + b * view + c, rtol=1e-12, atol=1e-12)


class QuadraticExternalOp(twinlink.ExternalCOp):
    """The same op with its C in a `#section` file, called as `func_name(x, &y, params)`: the
    file reads PARAMS_TYPE, DTYPE_PARAM_a and DTYPE_INPUT_0 (PyTensor's ExternalCOp macros)."""

    __props__ = ("a", "b", "c")
    params_type = ParamsType(a=tensor_type_0d, b=scalar_type, c=generic_type)

    def __init__(self, a, b, c):
        super().__init__("pt_c/quadratic.c", "APPLY_SPECIFIC(quadratic)")
        self.a, self.b, self.c = a, b, c

    def make_node(self, x):
        return Apply(self, [x], [x.type()])


def test_external_op_params(target):
    a, b, c = 2, 3, -7
    x = TensorType("float64", shape=(None, None))("x")
    f = twinlink.function([x], QuadraticExternalOp(a, b, c)(x), target=target)
    vx = np.random.default_rng(3).normal(size=(20, 30))
    np.testing.assert_allclose(f(vx), a * vx**2 + b * vx + c, rtol=1e-12, atol=1e-12)
    assert "#define PARAMS_TYPE " in f.c_source and "#define DTYPE_PARAM_a npy_float64" in f.c_source


def test_equal_params_are_one_constant(target):
    x = TensorType("float64", shape=(None,))("x")
    y1 = QuadraticOpFunc(1, 2, 3)(x)
    y2 = QuadraticOpFunc(1, 2, 3)(y1)
    y3 = QuadraticOpFunc(0.5, -1, 4)(y2)
    f = twinlink.function([x], y3, target=target)
    assert len(f.plan["constants"]) == 2
    v = np.array([-1.5, 0.0, 2.0, 10.0])
    r1 = v**2 + 2 * v + 3
    r2 = r1**2 + 2 * r1 + 3
    np.testing.assert_allclose(f(v), 0.5 * r2**2 - r2 + 4, rtol=1e-13)


class Combine(Op):
    """z = x <mode> factor, the mode an EnumList field whose macros the C reads, with a count
    (TensorType int64 vector) and a Theano-style double as the other fields."""

    __props__ = ("mode", "factor", "counts")
    params_type = ParamsType(mode=EnumList(("ADD", "+"), ("MUL", "*"), ("POW", "**")), factor=make_theano_double(),
                             counts=TensorType("int64", shape=(None,)))

    def __init__(self, mode, factor, counts):
        self.mode, self.factor, self.counts = mode, factor, tuple(counts)

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_headers(self, **kw):
        return ["<math.h>"]

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), p = inputs, outputs, sub["params"]
        return f"""
        {{
        npy_intp n = PyArray_SIZE({x});
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(1, PyArray_DIMS({x}), NPY_FLOAT64, 0);
        if (!{z}) {sub['fail']}
        npy_int64 extra = 0;
        for (npy_intp k = 0; k < PyArray_SIZE({p}->counts); k++)
            extra += *(npy_int64*)PyArray_GETPTR1({p}->counts, k);
        for (npy_intp i = 0; i < n; i++) {{
            double v = *(npy_float64*)PyArray_GETPTR1({x}, i), r;
            switch ({p}->mode) {{
                case ADD: r = v + {p}->factor; break;
                case MUL: r = v * {p}->factor; break;
                case POW: r = pow(v, {p}->factor); break;
                default:
                    PyErr_Format(PyExc_ValueError, "unknown mode %d", (int){p}->mode);
                    {sub['fail']}
            }}
            ((npy_float64*)PyArray_DATA({z}))[i] = r + (double)extra;
        }}
        }}
        """


def test_params_type_with_enum_field_and_macros(target):
    x = TensorType("float64", shape=(None,))("x")
    params_type = Combine.params_type
    assert (params_type.ADD, params_type.MUL, params_type.POW) == (0, 1, 2)
    outs = [Combine(mode, 2.5, counts)(x) for mode, counts in (("+", [1, 2]), ("MUL", [0]), (params_type.POW, []))]
    f = twinlink.function([x], outs, target=target)
    v = np.array([1.0, 2.0, 4.0])
    add, mul, power = f(v)
    np.testing.assert_array_equal(add, v + 2.5 + 3)
    np.testing.assert_array_equal(mul, v * 2.5)
    np.testing.assert_allclose(power, v**2.5, rtol=1e-15)


class GivesParams(Op):
    """Hands the linker a params value as given (a Theano-style double whose filter accepts
    anything, so only its C extract can refuse a value)."""

    __props__ = ("value",)
    params_type = ParamsType(d=make_theano_double(), t=TensorType("float64", shape=()))

    def __init__(self, value):
        self.value = value

    def get_params(self, node):
        return Params(self.params_type, d=self.value, t=np.asarray(1.0))

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), p = inputs, outputs, sub["params"]
        return f"""
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_FLOAT64, 0);
        if (!{z}) {sub['fail']}
        *(npy_float64*)PyArray_DATA({z}) = *(npy_float64*)PyArray_DATA({x}) * {p}->d;
        """


def test_field_extract_error_names_the_field(target):
    x = TensorType("float64", shape=())("x")
    f = twinlink.function([x], GivesParams(4.0)(x), target=target)
    assert f(np.asarray(2.5)) == 10.0
    with pytest.raises(TypeError, match='^ParamsType: field "d": expected a float$'):
        g = twinlink.function([x], GivesParams("four")(x), target=target)
        g(np.asarray(2.5))


# -- EnumList and CEnumType as the whole params --------------------------------------------------
class MyOpEnumList(Op):
    """PyTensor's test op: the op's params is one EnumList constant, chosen by alias."""

    __props__ = ("op_chosen",)
    params_type = EnumList(("ADD", "+"), ("SUB", "-"), ("MULTIPLY", "*"), ("DIVIDE", "/"), ctype="unsigned long long")

    def __init__(self, choose_op):
        assert self.params_type.ADD == 0
        assert self.params_type.SUB == 1
        assert self.params_type.MULTIPLY == 2
        assert self.params_type.DIVIDE == 3
        assert self.params_type.fromalias("+") == self.params_type.ADD
        assert self.params_type.fromalias("-") == self.params_type.SUB
        assert self.params_type.fromalias("*") == self.params_type.MULTIPLY
        assert self.params_type.fromalias("/") == self.params_type.DIVIDE
        assert self.params_type.has_alias(choose_op)
        self.op_chosen = choose_op

    def get_params(self, node):
        return self.op_chosen

    def make_node(self, a, b):
        return Apply(self, [a, b], [scalar_type()])

    def c_code_cache_version(self):
        return (1,)

    def c_code(self, node, name, inputs, outputs, sub):
        op = sub["params"]
        o = outputs[0]
        a = inputs[0]
        b = inputs[1]
        fail = sub["fail"]
        return f"""
        switch({op}) {{
            case ADD:
                {o} = {a} + {b};
                break;
            case SUB:
                {o} = {a} - {b};
                break;
            case MULTIPLY:
                {o} = {a} * {b};
                break;
            case DIVIDE:
                {o} = {a} / {b};
                break;
            default:
                {{{fail}}}
                break;
        }}
        """


class MyOpEnumValue(MyOpEnumList):
    """The same op handing the linker the constant's value rather than its alias."""

    def get_params(self, node):
        return self.params_type.fromalias(self.op_chosen)


# The linker filters the value as PyTensor's `Constant(params_type, value)` does: the alias
# becomes the constant's value.
@pytest.mark.parametrize("op_class", [MyOpEnumValue, MyOpEnumList])
def test_op_with_enumlist(target, op_class):
    a, b = scalar_type("a"), scalar_type("b")
    outs = [op_class(symbol)(a, b) for symbol in "+-*/"]
    f = twinlink.function([a, b], outs, target=target)
    assert f.language == "c"  # enum params are plain C
    va, vb = 12.0, 15.0
    assert f(va, vb) == [va + vb, va - vb, va * vb, va / vb]


class MyOpCEnumType(Op):
    """PyTensor's test op: the params are C constants from a header; Python holds their ranks."""

    __props__ = ("python_value",)
    params_type = CEnumType(("MILLION", "million"), ("BILLION", "billion"), ("TWO_BILLIONS", "two_billions"),
                            ctype="size_t")

    def c_header_dirs(self, **kwargs):
        return [HERE]

    def c_headers(self, **kwargs):
        return ["params_cenum.h"]

    def __init__(self, value_name):
        # The Python values of the constants are their ranks, not C's values.
        assert self.params_type.MILLION == 0
        assert self.params_type.BILLION == 1
        assert self.params_type.TWO_BILLIONS == 2
        assert self.params_type.has_alias(value_name)
        self.python_value = self.params_type.fromalias(value_name)

    def get_params(self, node):
        return self.python_value

    def make_node(self):
        return Apply(self, [], [TensorType("uint64", shape=())()])

    def c_code_cache_version(self):
        return (3,)

    def c_code(self, node, name, inputs, outputs, sub):
        (z,) = outputs
        return f"""
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_UINT64, 0);
        if (!{z}) {sub['fail']}
        *(npy_uint64*)PyArray_DATA({z}) = {sub["params"]};
        """


def test_op_with_cenumtype(target):
    outs = [MyOpCEnumType(name)() for name in ("million", "billion", "two_billions")]
    f = twinlink.function([], outs, target=target)
    val_million, val_billion, val_two_billions = f()
    assert val_million == 1000000
    assert val_billion == val_million * 1000
    assert val_two_billions == val_billion * 2


class BadCEnum(MyOpCEnumType):
    def get_params(self, node):
        return 7  # no constant has rank 7


def test_cenumtype_refuses_an_unknown_rank(target):
    # The linker filters the value, so the error comes before any C is compiled.
    with pytest.raises(ValueError, match=r"7 is not one of the constants' values \(0, 1, 2\)"):
        twinlink.function([], BadCEnum("million")(), target=target)


# -- CDataType -------------------------------------------------------------------------------------
class PyDecrefOp(Op):
    """The support code PyTensor's two CDataType test ops share (written once in the module)."""

    __props__ = ()

    def c_support_code(self, **kwargs):
        return """
void py_decref(void *p) {
Py_XDECREF((PyObject *)p);
}
"""

    def c_code_cache_version(self):
        return (0,)


class ProdOp(PyDecrefOp):
    """PyTensor's test op: the input array as a `void *`, freed by Py_XDECREF."""

    def make_node(self, i):
        return Apply(self, [i], [CDataType("void *", "py_decref")()])

    def c_code(self, node, name, inps, outs, sub):
        return f"""
{outs[0]} = (void *){inps[0]};
Py_INCREF({inps[0]});
"""


class GetOp(PyDecrefOp):
    """PyTensor's test op: the `void *` back as the array."""

    def make_node(self, c):
        return Apply(self, [c], [TensorType("float32", shape=(None,))()])

    def c_code(self, node, name, inps, outs, sub):
        return f"""
Py_XDECREF({outs[0]});
{outs[0]} = (PyArrayObject *){inps[0]};
Py_INCREF({outs[0]});
"""


def test_cdata(target):
    i = TensorType("float32", shape=(None,))("i")
    f = twinlink.function([i], GetOp()(ProdOp()(i)), target=target)
    v = np.random.default_rng(2).standard_normal((9,)).astype("float32")
    for _ in range(3):  # each run frees its pointer (the reference ProdOp took) exactly once
        np.testing.assert_array_equal(f(v), v)


BOX_SUPPORT = """
typedef struct { double sum; npy_intp n; } tl_box;
static long tl_boxes_freed = 0;
static void tl_box_free(void* p) { tl_boxes_freed++; free(p); }
"""
box_type = CDataType("tl_box*", freefunc="tl_box_free", headers=["<stdlib.h>"], extra_support_code=BOX_SUPPORT,
                     version=1)


class MakeBox(Op):
    """A tl_box (malloc'ed) holding the sum and size of x."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [box_type()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (box,) = inputs, outputs
        return f"""
        {box} = (tl_box*)malloc(sizeof(tl_box));
        if (!{box}) {{ PyErr_NoMemory(); {sub['fail']} }}
        {box}->sum = 0;
        {box}->n = PyArray_SIZE({x});
        for (npy_intp i = 0; i < {box}->n; i++)
            {box}->sum += *(npy_float64*)PyArray_GETPTR1({x}, i);
        """

    def c_code_cache_version(self):
        return (1,)


class ReadBox(Op):
    """The box's sum, and how many boxes were freed before this node ran; fails on a negative
    sum (after the box was made)."""

    __props__ = ()

    def make_node(self, box):
        return Apply(self, [box], [dscalar_out(), TensorType("int64", shape=())()])

    def c_code(self, node, name, inputs, outputs, sub):
        (box,), (total, freed) = inputs, outputs
        return f"""
        if ({box}->sum < 0) {{
            PyErr_SetString(PyExc_ValueError, "negative sum");
            {sub['fail']}
        }}
        Py_XDECREF({total});
        {total} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_FLOAT64, 0);
        Py_XDECREF({freed});
        {freed} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_INT64, 0);
        if (!{total} || !{freed}) {sub['fail']}
        *(npy_float64*)PyArray_DATA({total}) = {box}->sum;
        *(npy_int64*)PyArray_DATA({freed}) = tl_boxes_freed;
        """

    def c_code_cache_version(self):
        return (1,)


def test_cdata_intermediate_is_freed_once_per_run(target):
    x = TensorType("float64", shape=(None,))("x")
    f = twinlink.function([x], list(ReadBox()(MakeBox()(x))), target=target)
    v = np.array([1.0, 2.5, 4.0])
    total, first = f(v)
    assert total == np.sum(v)
    # Natively the counter is the loaded module's, which other Functions may share: count
    # from what the first call saw.
    for k in range(1, 4):
        assert list(f(v)) == [np.sum(v), first + k]
    # A failing run frees its box too.
    with pytest.raises(ValueError, match="negative sum"):
        f(-v)
    assert list(f(v)) == [np.sum(v), first + 5]


class BoxSum(ReadBox):
    """ReadBox under another name, for graphs that read boxes given as inputs."""


def test_cdata_output_is_a_capsule_that_frees_on_release():
    # Natively only: a PyCapsule cannot cross the wasm sandbox's boundary. The counter is the
    # module's that made the box (its freefunc is the capsule's).
    x = TensorType("float64", shape=(None,))("x")
    box = MakeBox()(x)
    make = twinlink.function([x], [box, *BoxSum()(box)], target="native")
    box_in = box_type("box")
    read = twinlink.function([box_in], list(BoxSum()(box_in)), target="native")
    v = np.array([1.0, 2.0])
    cap1, total, base = make(v)
    assert isinstance(cap1, twinlink.params.CAPSULE_TYPE) and total == 3.0
    cap2, _, freed = make(v)
    assert freed == base  # the Function's output storage held cap1 until this call ended
    # Reading a capsule borrows its box, however often.
    assert read(cap1)[0] == 3.0 and read(cap1)[0] == 3.0
    del cap1
    gc.collect()
    cap3, _, freed = make(v)
    assert freed == base + 1
    del cap2
    gc.collect()
    cap4, _, freed = make(v)
    assert freed == base + 2  # cap3 is still held here
    del cap3, cap4
    gc.collect()
    assert make(v)[2] == base + 3  # cap4 only when the storage lets it go, at the end of this call
    assert make(v)[2] == base + 4
    with pytest.raises(TypeError, match="expected None or a PyCapsule"):
        read(3)
