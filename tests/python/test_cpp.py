"""C++ op code on both targets: language selection, PyTensor's struct protocol (fragments as
real class members, new/delete, this->), the standard library (std::vector, std::sort,
templates, operator overloads, references, anonymous namespaces), C++ #section files, graphs
mixing C and C++ ops, `throw` as a compile error, the cache, and hostile C++ in the sandbox.
Expected values come from NumPy."""
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import twinlink
import twinlink.tensor as T
from twinlink import Apply, Limits, Op
from twinlink.tensor import TensorType

HERE = os.path.dirname(os.path.abspath(__file__))


class CppOp(Op):
    """Base of the C++ test ops."""

    __props__ = ()

    def c_language(self):
        return "c++"

    def c_code_cache_version(self):
        return (1,)


class AnyLayoutAffine(CppOp):
    """z = 2 * x + 1 over any layout, in PyTensor's Elemwise style: (|stride|, axis) pairs in a
    std::vector sorted with std::sort give the loop order, innermost the smallest stride; the
    output is C-contiguous and written through its own strides in the same order."""

    def c_headers(self, **kw):
        return ["<vector>", "<algorithm>", "<utility>", "<cstdlib>"]

    def make_node(self, x):
        return Apply(self, [x], [TensorType(x.type.dtype, shape=(None,) * x.type.ndim)()])

    def c_support_code(self, **kw):
        return textwrap.dedent("""
        template <typename T>
        static void tl_affine_any(PyArrayObject* x, PyArrayObject* z) {
            const int nd = PyArray_NDIM(x);
            std::vector<std::pair<npy_intp, int>> order;
            for (int k = 0; k < nd; k++)
                order.push_back(std::make_pair((npy_intp)std::abs(PyArray_STRIDE(x, k)), k));
            std::sort(order.begin(), order.end());
            std::vector<npy_intp> index(nd, 0);
            if (PyArray_SIZE(x) == 0) return;
            for (;;) {
                const char* src = PyArray_BYTES(x);
                char* dst = PyArray_BYTES(z);
                for (int k = 0; k < nd; k++) {
                    src += index[k] * PyArray_STRIDE(x, k);
                    dst += index[k] * PyArray_STRIDE(z, k);
                }
                *(T*)dst = (T)(2 * *(const T*)src + 1);
                int j = 0;
                for (; j < nd; j++) {
                    const int axis = order[j].second;
                    if (++index[axis] < PyArray_DIM(x, axis)) break;
                    index[axis] = 0;
                }
                if (j == nd) return;
            }
        }
        """)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        {{
            Py_XDECREF({z});
            {z} = (PyArrayObject*)PyArray_EMPTY(PyArray_NDIM({x}), PyArray_DIMS({x}), PyArray_TYPE({x}), 0);
            if (!{z}) {sub['fail']}
            tl_affine_any<dtype_{x}>({x}, {z});
        }}
        """


LAYOUTS = {
    "C": lambda a: a,
    "F": np.asfortranarray,
    "negative": lambda a: a[(slice(None, None, -1),) * a.ndim],
    "strided": lambda a: a[(slice(None, None, 2),) + (slice(None),) * (a.ndim - 1)],
}


@pytest.mark.parametrize("dtype", ["float64", "float32", "int32"])
def test_std_sort_loop_order_over_any_layout(target, dtype):
    rng = np.random.default_rng(3)
    for nd in range(1, 5):
        x = TensorType(dtype, shape=(None,) * nd)("x")
        f = twinlink.function([x], AnyLayoutAffine()(x), target=target)
        assert f.language == "c++"
        for shape in [(5, 4, 3, 2)[:nd], (0, 3, 2, 2)[:nd]]:
            base = (rng.standard_normal(shape) * 100).astype(dtype)
            for layout, make in LAYOUTS.items():
                a = make(base)
                got = f(a)
                expected = (2 * a + 1).astype(dtype)
                assert got.dtype == expected.dtype and got.shape == expected.shape, (nd, layout)
                np.testing.assert_array_equal(got, expected, err_msg=f"{nd}-d {layout}")


class Scaler(CppOp):
    """Params in PyTensor's style: a class with a constructor, a counting destructor and member
    functions, made with `new` in c_init_code_struct and freed with `delete` in
    c_cleanup_code_struct, used through `this->`. Returns the construction and destruction
    counts (module globals) with the result, and fails when x[0] < 0."""

    def make_node(self, x):
        return Apply(self, [x], [x.type(), TensorType("int64", shape=(2,))()])

    def c_support_code(self, **kw):
        return textwrap.dedent("""
        static long tl_scaler_made = 0, tl_scaler_gone = 0;
        class TlScaler {
          public:
            explicit TlScaler(double f) : factor_(f) { tl_scaler_made++; }
            ~TlScaler() { tl_scaler_gone++; }
            double apply(double v) const { return factor_ * v + offset(); }
            double offset() const { return 0.5; }
          private:
            double factor_;
        };
        """)

    def c_support_code_struct(self, node, name):
        return f"TlScaler* scaler_{name} = nullptr;\nint calls_{name} = 0;\nint next_call() {{ return ++calls_{name}; }}"

    def c_init_code_struct(self, node, name, sub):
        return f"scaler_{name} = new TlScaler(3.0);"

    def c_cleanup_code_struct(self, node, name):
        return f"delete scaler_{name};\nscaler_{name} = nullptr;"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z, counts) = inputs, outputs
        return f"""
        {{
            this->next_call();
            npy_intp n = PyArray_SIZE({x});
            if (n > 0 && *(npy_float64*)PyArray_GETPTR1({x}, 0) < 0) {{
                PyErr_SetString(PyExc_ValueError, "negative first element");
                {sub['fail']}
            }}
            Py_XDECREF({z});
            {z} = (PyArrayObject*)PyArray_EMPTY(1, PyArray_DIMS({x}), NPY_FLOAT64, 0);
            npy_intp two = 2;
            Py_XDECREF({counts});
            {counts} = (PyArrayObject*)PyArray_EMPTY(1, &two, NPY_INT64, 0);
            if (!{z} || !{counts}) {sub['fail']}
            for (npy_intp i = 0; i < n; i++)
                ((npy_float64*)PyArray_DATA({z}))[i] = this->scaler_{name}->apply(*(npy_float64*)PyArray_GETPTR1({x}, i));
            ((npy_int64*)PyArray_DATA({counts}))[0] = tl_scaler_made;
            ((npy_int64*)PyArray_DATA({counts}))[1] = tl_scaler_gone;
        }}
        """


def test_params_class_with_new_delete_and_counting_destructor(target):
    x = T.dvector("x")
    outs = Scaler()(x)
    f = twinlink.function([x], list(outs), target=target)
    v = np.array([1.0, 2.0, -4.0])
    z, counts = f(v)
    np.testing.assert_array_equal(z, 3.0 * v + 0.5)
    made, gone = counts
    with pytest.raises(ValueError, match="negative first element"):
        f(-v)
    # A failing call neither destroys the params nor makes new ones.
    z, counts = f(v)
    np.testing.assert_array_equal(counts, [made, gone])
    if target == "native":
        # Two instances share the loaded module (and its counters): destroying one Function
        # runs its destructor exactly once.
        g = twinlink.function([x], list(outs), target=target)
        assert list(g(v)[1]) == [made + 1, gone]
        del f
        import gc
        gc.collect()
        assert list(g(v)[1]) == [made + 1, gone + 1]
    else:
        # Each wasm instance has its own memory: one construction, no destruction yet.
        assert list(counts) == [1, 0]


class ComplexClamp(CppOp):
    """A complex-number struct with operator+ and operator*, and a template clamp, from c_code:
    z = clamp(|(x + iy)^2 + (1 + 1i)|^2, 0, 50)."""

    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type()])

    def c_support_code(self, **kw):
        return textwrap.dedent("""
        struct tl_cplx {
            double re, im;
            tl_cplx operator+(const tl_cplx& o) const { return tl_cplx{re + o.re, im + o.im}; }
            tl_cplx operator*(const tl_cplx& o) const { return tl_cplx{re * o.re - im * o.im, re * o.im + im * o.re}; }
            double norm() const { return re * re + im * im; }
        };
        template <typename T>
        T clamp(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
        """)

    def c_code(self, node, name, inputs, outputs, sub):
        (x, y), (z,) = inputs, outputs
        return f"""
        {{
            Py_XDECREF({z});
            {z} = (PyArrayObject*)PyArray_EMPTY(1, PyArray_DIMS({x}), NPY_FLOAT64, 0);
            if (!{z}) {sub['fail']}
            for (npy_intp i = 0; i < PyArray_SIZE({x}); i++) {{
                tl_cplx c{{*(npy_float64*)PyArray_GETPTR1({x}, i), *(npy_float64*)PyArray_GETPTR1({y}, i)}};
                tl_cplx w = c * c + tl_cplx{{1.0, 1.0}};
                ((npy_float64*)PyArray_DATA({z}))[i] = clamp<double>(w.norm(), 0.0, 50.0);
            }}
        }}
        """


def test_complex_struct_operators_and_template(target):
    x, y = T.dvector("x"), T.dvector("y")
    f = twinlink.function([x, y], ComplexClamp()(x, y), target=target)
    rng = np.random.default_rng(5)
    a, b = rng.standard_normal(50) * 2, rng.standard_normal(50) * 2
    c = (a + 1j * b) ** 2 + (1 + 1j)
    np.testing.assert_allclose(f(a, b), np.clip(np.abs(c) ** 2, 0, 50), rtol=1e-13)


class RefsInAnonymousNamespace(CppOp):
    """References and an anonymous namespace in support code: sums a vector through a
    `const double&` and accumulates into a `double&`."""

    def make_node(self, x):
        return Apply(self, [x], [TensorType("float64", shape=())()])

    def c_support_code(self, **kw):
        return textwrap.dedent("""
        namespace {
        void tl_accumulate(double& total, const double& v) { total += v; }
        }
        """)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        {{
            double total = 0;
            double& t = total;
            for (npy_intp i = 0; i < PyArray_SIZE({x}); i++) {{
                const npy_float64& v = *(npy_float64*)PyArray_GETPTR1({x}, i);
                tl_accumulate(t, v);
            }}
            Py_XDECREF({z});
            {z} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_FLOAT64, 0);
            if (!{z}) {sub['fail']}
            *(npy_float64*)PyArray_DATA({z}) = total;
        }}
        """


def test_references_and_anonymous_namespace(target):
    x = T.dvector("x")
    f = twinlink.function([x], RefsInAnonymousNamespace()(x), target=target)
    v = np.arange(10.0)
    assert float(f(v)) == 45.0


class CppSections(twinlink.ExternalCOp):
    """A #section file op written in C++ (std::vector and a lambda in its support code)."""

    __props__ = ()

    def __init__(self):
        super().__init__(os.path.join(HERE, "cumsum_cpp.c"), "APPLY_SPECIFIC(cumsum)")

    def c_language(self):
        return "c++"

    def c_headers(self, **kw):
        return ["<vector>", "<numeric>"]

    def make_node(self, x):
        return Apply(self, [x], [T.TensorType("float64", shape=(None,))()])


def test_section_file_op_in_cpp(target):
    x = T.dvector("x")
    f = twinlink.function([x], CppSections()(x), target=target)
    v = np.arange(1.0, 8.0)
    np.testing.assert_array_equal(f(v), np.cumsum(v))


def test_graph_mixing_c_and_cpp_ops_compiles_once_as_cpp(target):
    x, y = T.dmatrix("x"), T.dvector("y")
    scaled = AnyLayoutAffine()(T.exp(x * 0.5) + y)  # C elementwise op, then a C++ op
    outs = [T.sum(scaled, axis=0), T.dot(scaled, x.T), T.max(scaled, axis=1)]
    f = twinlink.function([x, y], outs, target=target)
    assert f.language == "c++" and "namespace {" in f.c_source
    rng = np.random.default_rng(9)
    a, b = rng.standard_normal((4, 3)), rng.standard_normal(3)
    s = 2 * (np.exp(a * 0.5) + b) + 1
    got = f(a, b)
    np.testing.assert_allclose(got[0], s.sum(axis=0), rtol=1e-14)
    np.testing.assert_allclose(got[1], s @ a.T, rtol=1e-13)
    np.testing.assert_array_equal(got[2], s.max(axis=1))
    # The same C graph as C++ gives the same bits as C.
    c_outs = [T.exp(x * 0.5) + y, T.sum(x, axis=0)]
    as_c = twinlink.function([x, y], c_outs, target=target)
    as_cpp = twinlink.function([x, y], c_outs, target=target, language="c++")
    assert as_c.language == "c" and as_cpp.language == "c++"
    for p, q in zip(as_c(a, b), as_cpp(a, b)):
        assert p.tobytes() == q.tobytes()


def test_language_c_with_a_cpp_op_is_a_link_error():
    x = T.dvector("x")
    with pytest.raises(twinlink.LinkError, match=r"language='c' was asked for, but op RefsInAnonymousNamespace.*c\+\+"):
        twinlink.function([x], RefsInAnonymousNamespace()(x), language="c")
    with pytest.raises(ValueError, match="language must be 'c', 'c\\+\\+' or None, not 'fortran'"):
        twinlink.function([x], x * 2.0, language="fortran")


class BadLanguage(CppOp):
    def c_language(self):
        return "rust"

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        return ""


def test_c_language_must_be_c_or_cpp():
    x = T.dvector("x")
    with pytest.raises(twinlink.LinkError, match=r"c_language\(\) must return 'c' or 'c\+\+', not 'rust'"):
        twinlink.function([x], BadLanguage()(x))


class Thrower(CppOp):
    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"if (PyArray_SIZE({x}) == 0) throw 1;\nPy_XINCREF({x}); Py_XDECREF({z}); {z} = {x};"


def test_throw_is_a_compile_error_on_both_targets(target):
    x = T.dvector("x")
    with pytest.raises(twinlink.CompileError, match="C\\+\\+ exceptions are not supported in the sandbox") as info:
        twinlink.function([x], Thrower()(x), target=target)
    assert "-fno-exceptions" in str(info.value)


def test_c_and_cpp_builds_are_two_cache_entries_and_a_second_process_compiles_nothing(target, tmp_path):
    script = textwrap.dedent(f"""
        import json, sys
        sys.path.insert(0, {HERE!r})
        import numpy as np, twinlink
        import twinlink.tensor as T
        x = T.dvector("x")
        out = T.exp(x) * 2.0
        f = twinlink.function([x], out, target={target!r})
        g = twinlink.function([x], out, target={target!r}, language="c++")
        v = np.linspace(-1, 1, 7)
        assert f(v).tobytes() == g(v).tobytes()
        print(json.dumps([f.language, g.language, twinlink.cache_stats()]))
    """)
    env = dict(os.environ, TWINLINK_CACHE_DIR=str(tmp_path))
    runs = [subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True) for _ in range(2)]
    for r in runs:
        assert r.returncode == 0, r.stderr[-3000:]
    import json
    first, second = (json.loads(r.stdout.strip().splitlines()[-1]) for r in runs)
    assert first[:2] == ["c", "c++"]
    assert first[2]["compiles"] >= 2
    assert second[2]["compiles"] == 0 and second[2]["loads"] >= 2


class Hostile(CppOp):
    """C++ that attacks the sandbox; `mode` picks how."""

    __props__ = ("mode",)

    def __init__(self, mode):
        self.mode = mode

    def c_headers(self, **kw):
        return ["<vector>", "<cstdlib>", "<exception>", "<new>"]

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_support_code(self, **kw):
        return textwrap.dedent("""
        struct TlBase {
            TlBase();
            virtual ~TlBase() {}
            virtual double f() = 0;
        };
        static TlBase* tl_early = nullptr;
        static double tl_call_early(TlBase* b) { return b->f(); }
        TlBase::TlBase() { if (tl_early) tl_call_early(this); }
        struct TlDerived : TlBase {
            double f() override { return 1.0; }
        };
        struct alignas(64) TlAligned {
            TlAligned* next;
            char pad[1 << 20];
        };
        struct TlChunk {
            TlChunk* next;
            char pad[1 << 20];
        };
        struct TlRecursor {
            long depth = 0;
            long down(long n) { volatile char pad[256]; pad[0] = (char)n; return down(n + 1) + pad[0]; }
        };
        """)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        attacks = {
            "aligned_new": "TlAligned* head = nullptr; for (;;) { TlAligned* c = new TlAligned; c->next = head; head = c; tl_sink += (double)(size_t)c; }",
            "new": "TlChunk* head = nullptr; for (;;) { TlChunk* c = new TlChunk; c->next = head; head = c; tl_sink += (double)(size_t)c; }",
            "vector": "std::vector<double> v; for (;;) v.push_back(1.0); tl_sink += v[0];",
            "recursion": "TlRecursor r; tl_sink += (double)r.down(0);",
            "abort": "std::abort();",
            "terminate": "std::terminate();",
            "pure_virtual": "tl_early = (TlBase*)1; TlDerived d; tl_sink += d.f();",
        }
        return f"""
        {{
            if (PyArray_SIZE({x}) > 0 && *(npy_float64*)PyArray_GETPTR1({x}, 0) < 0) {{
                {attacks[self.mode]}
            }}
            Py_XINCREF({x}); Py_XDECREF({z}); {z} = {x};
        }}
        """

    def c_support_code_apply(self, node, name):
        return "static volatile double tl_sink = 0;"


@pytest.mark.parametrize("mode, error, kind", [
    ("new", twinlink.SandboxMemoryError, None),
    ("aligned_new", twinlink.SandboxMemoryError, None),
    ("vector", twinlink.SandboxMemoryError, None),
    ("recursion", twinlink.SandboxTrap, "stack_overflow"),
    ("abort", twinlink.SandboxTrap, "unreachable"),
    ("terminate", twinlink.SandboxTrap, "unreachable"),
    ("pure_virtual", twinlink.SandboxTrap, "unreachable"),
])
def test_hostile_cpp_ends_in_a_sandbox_error_and_the_next_call_works(mode, error, kind):
    x = T.dvector("x")
    f = twinlink.function([x], Hostile(mode)(x), target="wasm", limits=Limits(memory=64 << 20, timeout=20))
    ok = np.arange(1.0, 4.0)
    np.testing.assert_array_equal(f(ok), ok)
    with pytest.raises(error) as info:
        f(-ok)
    if kind:
        assert info.value.kind == kind, str(info.value)
    np.testing.assert_array_equal(f(ok), ok)


class StaticCounter(CppOp):
    """A static object with a constructor in support code: it must run once per instance."""

    def make_node(self, x):
        return Apply(self, [x], [TensorType("int64", shape=())()])

    def c_support_code(self, **kw):
        return textwrap.dedent("""
        static long tl_static_ctor_runs = 0;
        struct TlStatic { TlStatic() { tl_static_ctor_runs++; } };
        static TlStatic tl_static_object;
        """)

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_INT64, 0);
        if (!{z}) {sub['fail']}
        *(npy_int64*)PyArray_DATA({z}) = tl_static_ctor_runs;
        """


def test_static_constructors_run_once_per_instance(target):
    x = T.dvector("x")
    f = twinlink.function([x], StaticCounter()(x), target=target)
    g = twinlink.function([x], StaticCounter()(x), target=target)
    v = np.zeros(2)
    assert int(f(v)) == 1 and int(f(v)) == 1 and int(g(v)) == 1


def test_toolchains_report_the_cpp_compilers():
    found = twinlink.toolchains()
    assert {"native", "wasm", "native_c++", "wasm_c++"} <= set(found)
    assert not found["native_c++"].startswith("none") and not found["wasm_c++"].startswith("none"), found


def test_a_cpp_graph_exports_a_bundle_that_replays_on_every_engine(target, tmp_path):
    x = TensorType("float64", shape=(None, None))("x")
    f = twinlink.function([x], AnyLayoutAffine()(T.exp(x)), target=target)
    a = np.asfortranarray(np.linspace(-2, 2, 12).reshape(3, 4))
    path = tmp_path / "cpp.tlbundle"
    recorded = f.export_bundle(path, a)
    np.testing.assert_allclose(recorded[0] if isinstance(recorded, list) else recorded, 2 * np.exp(a) + 1, rtol=1e-14)
    assert twinlink.load_bundle(path).header["plan"]["language"] == "c++"
    report = twinlink.replay(path)
    assert report.identical, str(report)
    assert [e.engine for e in report.engines] == ["cranelift", "winch", "interpreter"]


class OutputMember(CppOp):
    """Struct code may name a member `output` (the class's own function is `tl_output`)."""

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_support_code_struct(self, node, name):
        return "double output = 0;\nstatic inline int shared_count = 0;"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"output += 1; shared_count++;\nPy_XINCREF({x}); Py_XDECREF({z}); {z} = {x};"


def test_struct_code_may_use_the_name_output_and_static_inline_members(target):
    x = T.dvector("x")
    f = twinlink.function([x], OutputMember()(x), target=target)
    v = np.arange(3.0)
    np.testing.assert_array_equal(f(v), v)


class IncludedTwice(Op):
    """A C op whose compile args repeat a flag that takes a value: both pairs must reach the
    compiler as given."""

    __props__ = ("a", "b")

    def __init__(self, a, b):
        self.a, self.b = a, b

    def c_compile_args(self, **kw):
        return ["-include", self.a, "-include", self.b]

    def make_node(self, x):
        return Apply(self, [x], [TensorType("float64", shape=())()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(0, NULL, NPY_FLOAT64, 0);
        if (!{z}) {sub['fail']}
        *(npy_float64*)PyArray_DATA({z}) = FROM_A + FROM_B;
        """


def test_repeated_compile_flags_with_values_are_passed_as_given(target, tmp_path):
    a, b = tmp_path / "a.h", tmp_path / "b.h"
    a.write_text("#define FROM_A 1.5\n")
    b.write_text("#define FROM_B 2.0\n")
    x = T.dvector("x")
    f = twinlink.function([x], IncludedTwice(str(a), str(b))(x), target=target)
    assert float(f(np.zeros(1))) == 3.5


def test_compare_builds_the_other_target_in_the_same_language():
    x = T.dvector("x")
    f = twinlink.function([x], T.exp(x) * 2.0, language="c++")
    report = twinlink.compare(f, np.linspace(-1, 1, 9))
    assert f._compare_twins["wasm"].language == "c++"
    assert all(o.identical for o in report.outputs), str(report)
