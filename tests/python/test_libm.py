"""twinlink's math library (python/twinlink/tensor/libm.c): every function gives the same bits
natively and in wasm on 10^5 random and edge-case points per dtype, the module calls none of
the platform's transcendental functions, special values are NumPy's (math's for erf, erfc and
lgamma; scipy.special.digamma's conventions for digamma), and the error is within 1 ulp of a
long double or mpmath reference on sampled ranges (twinlink.libm_report sweeps 10^6 points per
range), on both targets also as a property test over arbitrary floats, gammaln and digamma also
next to their negative zeros (where the reflection formula cancels and libm.c uses Taylor series
about the zeros); each function's loop vectorises natively and in wasm."""
import functools
import math
import os
import re
import subprocess

import hypothesis.extra.numpy as hnp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import twinlink
import twinlink.tensor as T
from twinlink import link, ulp
from twinlink.function import host_env
from twinlink.tensor import scalar_ops

UNARY = ulp.UNARY
EDGES = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 5e-324, -5e-324, 2.2250738585072014e-308,
         1.7976931348623157e308, -1.7976931348623157e308, 709.782712893384, 709.7827128933841, -745.1332191019411,
         -745.1332191019412, 710.4758600739439, 88.72283935546875, -103.97208404541016, 1e-8, -1e-8, 40.0, -40.0,
         22.0, 27.3, 26.55, -6.0, 6.0, np.pi / 2, np.pi, 1e22, 6381956970095103 * 2.0 ** 797, -3.0, -2.5, 1e300]


def _points(dtype, n, seed):
    rng = np.random.default_rng(seed)
    k = n // 4
    parts = [rng.uniform(-30, 30, k), np.exp(rng.uniform(-745, 709, k)) * rng.choice([-1.0, 1.0], k),
             rng.uniform(-1, 1, k), rng.standard_normal(n - 3 * k - len(EDGES)) * 1e3, np.array(EDGES)]
    with np.errstate(over="ignore"):
        return np.concatenate(parts).astype(dtype)


@pytest.fixture(scope="module", params=["float64", "float32"])
def every_function(request):
    dtype = request.param
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    outs = [getattr(T, n)(x) for n in UNARY] + [x ** y, T.arctan2(x, y)]
    return dtype, twinlink.function([x, y], outs, target="native")


def test_every_function_is_bit_identical_on_both_targets(every_function):
    dtype, f = every_function
    a = _points(dtype, 100_000, 1)
    b = np.random.default_rng(2).permutation(a)
    c = twinlink.compare(f, a, b)
    for name, o in zip(UNARY + ["pow", "arctan2"], c.outputs):
        assert o.mismatches == o.nan_payloads, f"{name}({dtype}) differs between native and wasm: {o}"


def test_every_binade_is_bit_identical_on_both_targets(every_function):
    # Natively an exact product takes one FMA where the kernels' instruction set has it, in wasm
    # Veltkamp's split and Dekker's sum (libm.c, tl_two_prod): the same bits wherever the product
    # is exact both ways, which the ends of the range test. Eight significands in every binade,
    # subnormals included, both signs, and the second argument (pow, arctan2) the same values
    # in another order.
    dtype, f = every_function
    lo, hi = (-1074, 1024) if dtype == "float64" else (-149, 128)
    rng = np.random.default_rng(3)
    e = np.repeat(np.arange(lo, hi), 8)
    a = (np.ldexp(rng.uniform(1.0, 2.0, e.size), e) * rng.choice([-1.0, 1.0], e.size)).astype(dtype)
    c = twinlink.compare(f, a, rng.permutation(a))
    for name, o in zip(UNARY + ["pow", "arctan2"], c.outputs):
        assert o.mismatches == o.nan_payloads, f"{name}({dtype}) differs between native and wasm: {o}"


def test_exact_products_take_the_cpus_fma_natively(tmp_path):
    # Where the kernels' instruction set has FMA (AVX2 or AVX-512), libm.c's exact products are
    # FMA instructions: the only ones in a kernel, since kernels never contract a * b + c (the
    # test above holds their bits to wasm's), and no call of the C library's fma.
    isa = twinlink._core.native_isa()
    if isa == "baseline":
        pytest.skip("the kernels' instruction set here has no FMA")
    x = T.dvector("x")
    (out,) = twinlink.rewrite.apply_rewrites([T.sin(x) * T.erf(x)])
    (kernel,) = [k for k in link.collect([x], [out])[0]["kernels"] if "tl_k_" in k]
    (tmp_path / "k.c").write_text(kernel)
    cc = twinlink.toolchains()["native"].split()[0]
    flags = ["-std=c11", "-O3", "-ffp-contract=off", "-fno-math-errno", {"avx512f": "-DTL_ISA_AVX512F", "avx2": "-DTL_ISA_AVX2"}[isa]]
    asm = subprocess.run([cc, *flags, "-S", "-o", "-", "k.c"], cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert re.search(r"\bvfn?m(add|sub)\d{3}[ps]d\b", asm), "no FMA instruction in the kernel"
    assert not re.search(r"\b(call|jmp)\s+fma\b", asm), "the kernel calls the C library's fma"


PLATFORM_LIBM = ("exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sin", "cos", "tan", "asin", "acos",
                 "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "cbrt", "erf", "erfc", "lgamma",
                 "tgamma", "j0", "j1")


def test_no_platform_libm_call_in_the_module(every_function):
    # Exact functions (sqrt, floor, fmod, copysign) give the same bits from any libm; the
    # transcendental ones must be twinlink's own.
    _, f = every_function
    # The loops are kernel objects the module links (ARCHITECTURE.md, "Kernel objects").
    code = re.sub(r"/\*.*?\*/", "", f.c_source + "".join(f.plan["kernels"]), flags=re.S)
    code = re.sub(r"//[^\n]*", "", code)
    calls = set(re.findall(r"(?<![\w.])(" + "|".join(PLATFORM_LIBM) + r")[fl]?\s*\(", code))
    assert not calls, f"the module calls the platform's {sorted(calls)}"
    for name in UNARY + ["pow", "arctan2"]:
        # float32 calls the float32 variant where libm.c has one
        assert f"tl_{name}(" in code or f"tl_{name}_f32(" in code, name


def test_a_module_includes_only_the_sections_it_uses():
    x = T.dvector("x")
    f = twinlink.function([x], T.log1p(x) * 2, target="native")
    src = f.c_source + "".join(f.plan["kernels"])
    assert "tl_log1p(" in src and "tl_erfc(" not in src and "tl_2opi_bits" not in src


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_the_fast_path_gives_the_full_functions_bits(target, dtype):
    # sin, cos and tan run blocks on Cody-Waite's reduction and redo a block in full (Payne-Hanek)
    # when one element is beyond 2^20: every other element must keep its bits either way.
    # float32 sin and cos compute in float lanes below 1600 and redo a block in doubles when one
    # element is beyond: the span of 300 keeps the blocks on the float lanes.
    # NaN (quiet, with a payload, negative) and inf are on float64's fast path and give the
    # full functions' bits there too: blocks 0 and 2 hold them, b computes those blocks in full.
    x = T.vector("x", dtype=dtype)
    f = twinlink.function([x], [T.sin(x), T.cos(x) * 2 + T.tan(x), T.sin(x * 3)], target=target)
    uint = np.uint64 if dtype == "float64" else np.uint32
    nans = (np.array([0x7FF8000000000123, 0xFFF8000000000000], np.uint64).view(np.float64) if dtype == "float64"
            else np.array([0x7FC00123, 0xFFC00000], np.uint32).view(np.float32))
    for span in (1e5, 300.0):
        a = np.random.default_rng(5).uniform(-span, span, 1000).astype(dtype)
        a[[5, 6, 600, 601, 602, 603]] = [*nans, np.inf, -np.inf, *nans]
        b = a.copy()
        b[[3, 700]] = [1e30, -1e30]
        keep = np.ones(len(a), bool)
        keep[[3, 700]] = False
        for name, fast, full in zip(["sin", "cos*2+tan", "sin(3x)"], f(a), f(b)):
            assert np.array_equal(fast[keep].view(uint), full[keep].view(uint)), f"{name}({dtype}) on {target}"
            assert np.isnan(full[[5, 6, 600, 601, 602, 603]]).all()
        one = np.array([a[10]])
        assert f(one)[0][0] == f(a)[0][10]


class OneValueAndSelects(twinlink.Op):
    """Both forms of a libm.c function with a one-value form (scalar_ops.LIBM_ONE) on each
    element of a contiguous float64 vector: tl_<name> (every branch computed, then selected: what
    vectorised loops run) and tl_<name>_one (the branch taken only: PyTensor's C and the loops
    that redo a block element by element)."""

    __props__ = ("name",)

    def __init__(self, name):
        self.name = name

    def make_node(self, x):
        return twinlink.Apply(self, [x], [x.type(), x.type()])

    def _kernel(self):
        body = (f"    for (npy_intp i = 0; i < n; i++) {{\n        full[i] = tl_{self.name}(x[i]);\n"
                f"        one[i] = tl_{self.name}_one(x[i]);\n    }}\n")
        return scalar_ops.Kernel("void TL_KERNEL(npy_intp n, const npy_float64* restrict x, npy_float64* restrict full, "
                                 "npy_float64* restrict one)", body,
                                 support=[scalar_ops.SUPPORT, *scalar_ops.libm_code([self.name])])

    def c_kernels(self, node, name):
        return [self._kernel().text]

    def c_support_code_apply(self, node, name):
        return self._kernel().prototype

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (full, one) = inputs, outputs
        fail = sub["fail"]
        outs = "".join(f"""
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_EMPTY(1, PyArray_DIMS({x}), NPY_FLOAT64, 0);
        if (!{z}) {{ {fail} }}""" for z in (full, one))
        return f"""
        if (!PyArray_IS_C_CONTIGUOUS({x})) {{ PyErr_SetString(PyExc_ValueError, "contiguous input only"); {fail} }}
        {outs}
        {self._kernel().name}(PyArray_DIM({x}, 0), (const npy_float64*)PyArray_DATA({x}),
                              (npy_float64*)PyArray_DATA({full}), (npy_float64*)PyArray_DATA({one}));"""


@pytest.mark.parametrize("name", sorted(scalar_ops.LIBM_ONE))
def test_one_value_forms_give_the_selects_bits(target, name):
    # Every branch of erf, erfc and gammaln: wide and narrow ranges, every exponent, near the
    # poles (integers) and the negative zeros, the series' and interpolants' edges, specials.
    rng = np.random.default_rng(17)
    edges = np.array([0.5, 0.75, 1.0, 1.25, 1.5, 2.5, 3.0, 6.0, 8.0, 27.3, 2.0**100, 2.0**-60, 2.0**-1000, 0.0, np.inf])
    a = np.concatenate([rng.uniform(-40, 40, 20000), rng.uniform(-2, 3, 20000), rng.uniform(-20, 10, 20000),
                        np.ldexp(1.0, rng.integers(-1074, 1024, 20000)) * rng.choice([-1, 1], 20000),
                        np.round(rng.uniform(-30, 200, 20000)) + rng.uniform(-1e-3, 1e-3, 20000),
                        [z + k * np.spacing(z) for z in _negative_zeros() for k in range(-3000, 3001, 50)], edges, -edges, np.nextafter(edges, 0), np.nextafter(edges, np.inf),
                        [np.nan]])
    x = T.dvector("x")
    full, one = twinlink.function([x], list(OneValueAndSelects(name)(x)), target=target)(a)
    nan = np.isnan(full)
    assert (np.isnan(one) == nan).all()
    differ = np.flatnonzero(full[~nan].view(np.uint64) != one[~nan].view(np.uint64))
    assert differ.size == 0, f"{name} on {target}: {differ.size} values differ, first at {a[~nan][differ[:3]]!r}"


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_pow_fast_path_gives_the_full_functions_bits(target, dtype):
    # x ** y runs blocks without C99's special cases (x > 0 normal, x and y finite) and redoes a
    # block in full when one element is outside: every other element keeps its bits, and the
    # outside ones get NumPy's values.
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    f = twinlink.function([x, y], x ** y, target=target)
    rng = np.random.default_rng(6)
    a = np.exp(rng.uniform(-20, 20, 1000)).astype(dtype)
    b = rng.uniform(-30, 30, 1000).astype(dtype)
    fast = f(a, b)
    at = [3, 300, 600, 900]
    a2, b2 = a.copy(), b.copy()
    a2[at] = [-2.0, 0.0, 1.0, np.finfo(np.float64).smallest_subnormal]
    b2[at] = [3.0, 1.5, np.inf, -0.5]
    full = f(a2, b2)
    keep = np.ones(len(a), bool)
    keep[at] = False
    assert np.array_equal(fast[keep].view(np.uint8), full[keep].view(np.uint8)), f"pow({dtype}) on {target}"
    with np.errstate(all="ignore"):
        expected = np.power(a2[at], b2[at])
    assert np.array_equal(full[at], expected), (full[at], expected)



@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_gamma_fast_path_gives_the_full_functions_bits(target, dtype):
    # gamma runs blocks on exp of log|Gamma| for 0 < x <= 172 (no reflection, no special values)
    # and redoes a block in full when one element is outside: every other element keeps its bits
    x = T.vector("x", dtype=dtype)
    f = twinlink.function([x], T.gamma(x), target=target)
    assert "tl_gamma_fast" in "".join(f.plan["kernels"])
    rng = np.random.default_rng(12)
    top = 172.0 if dtype == "float64" else 35.0
    with np.errstate(over="ignore"):
        a = np.concatenate([rng.uniform(0, top, 600), np.exp(rng.uniform(-80, 3, 400))]).astype(dtype)
    fast = f(a)
    at = [3, 300, 600, 900]
    b = a.copy()
    b[at] = [-2.5, 0.0, np.nan, 200.0]
    full = f(b)
    keep = np.ones(len(a), bool)
    keep[at] = False
    assert np.array_equal(fast[keep].view(np.uint8), full[keep].view(np.uint8)), f"gamma({dtype}) on {target}"
    assert np.isnan(full[600]) and full[300] == np.inf and full[900] == np.inf
    assert abs(full[3] / math.gamma(-2.5) - 1) < 1e-6


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name", ["j0", "j1"])
def test_bessel_fast_path_gives_the_full_functions_bits(target, dtype, name):
    # j0 and j1 run blocks on their pieces (|x| < 25) in vector lanes and redo a block with the
    # full function (its branch to the asymptotic form) when one element is outside: every
    # other element keeps its bits
    x = T.vector("x", dtype=dtype)
    f = twinlink.function([x], getattr(T, name)(x), target=target)
    assert f"tl_{name}_fast" in "".join(f.plan["kernels"])
    rng = np.random.default_rng(13)
    a = np.concatenate([rng.uniform(-25, 25, 900), rng.uniform(-1e-6, 1e-6, 100)]).astype(dtype)
    fast = f(a)
    at = [3, 300, 600, 900]
    b = a.copy()
    b[at] = [30.0, -1e30, np.nan, -np.inf]
    full = f(b)
    keep = np.ones(len(a), bool)
    keep[at] = False
    assert np.array_equal(fast[keep].view(np.uint8), full[keep].view(np.uint8)), f"{name}({dtype}) on {target}"
    assert np.isnan(full[600]) and full[900] == 0 and np.signbit(full[900]) == (name == "j1")
    want = {"j0": -0.08636798358104102, "j1": -0.11875106261662294}[name]  # mpmath's J_n(30)
    assert abs(full[3] / want - 1) < 1e-6


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_arctan2_fast_path_gives_the_full_functions_bits(target, dtype):
    # arctan2 runs blocks without the selects for zeros, infinities and NaN (float64: both
    # arguments in [2^-250, 2^250], no scaling; float32: each in [2^-60, 2^60] or 0, no
    # scaling) and redoes a block in full when one element is outside: every other element
    # keeps its bits, and the outside ones get NumPy's values (within 1 ulp where finite).
    y, x = T.vector("y", dtype=dtype), T.vector("x", dtype=dtype)
    f = twinlink.function([y, x], T.arctan2(y, x), target=target)
    assert "tl_arctan2_fast" in f.c_source + "".join(f.plan["kernels"])
    rng = np.random.default_rng(9)
    scale = 10.0 ** rng.integers(-30, 30, 1000) if dtype == "float64" else 10.0 ** rng.integers(-15, 15, 1000)
    a, b = (rng.uniform(-5, 5, 1000) * scale).astype(dtype), rng.uniform(-5, 5, 1000).astype(dtype)
    if dtype == "float32":  # every block on the fast path
        assert np.all((np.abs(a) >= 2.0 ** -60) & (np.abs(a) <= 2.0 ** 60) & (np.abs(b) >= 2.0 ** -60)), "sample off the fast path"
    fast = f(a, b)
    at = [3, 300, 600, 900]  # one outside the fast path in each block of 256
    a2, b2 = a.copy(), b.copy()
    a2[at] = [0.0, np.inf, np.nan, 1e-300 if dtype == "float64" else -np.inf]
    b2[at] = [0.0, -np.inf, 1.0, 1.0 if dtype == "float64" else 2.0]
    full = f(a2, b2)
    keep = np.ones(len(a), bool)
    keep[at] = False
    assert np.array_equal(fast[keep].view(np.uint8), full[keep].view(np.uint8)), f"arctan2({dtype}) on {target}"
    assert np.array_equal(full[at], np.arctan2(a2[at], b2[at]), equal_nan=True), (full[at], np.arctan2(a2[at], b2[at]))
    if dtype == "float32":
        # finite pairs off the float32 fast path: scaled (huge, subnormal), or a quotient below
        # 2^-60 once scaled (rounded once, subnormal results included)
        at = [10, 270, 520, 780, 790]
        a2[at] = [3e38, -2.5e-40, 1e-30, 3e38, 7e-45]
        b2[at] = [-2e38, 1e-38, 2.0, 1e-5, -3e38]
        full = f(a2, b2)
        keep[at] = False
        assert np.array_equal(fast[keep].view(np.uint8), full[keep].view(np.uint8)), f"arctan2({dtype}) on {target}"
        want = np.arctan2(a2[at].astype(np.float64), b2[at].astype(np.float64))
        ulp = np.spacing(np.abs(want).astype(np.float32)).astype(np.float64)
        assert np.all(np.abs(full[at] - want) <= ulp), (full[at], want)
    # one zero argument: on the fast path in float32, not in float64
    a3, b3 = np.array([0.0, -0.0, 0.0, 3.0, -3.0, -0.0], dtype), np.array([1.0, -2.0, -1.0, 0.0, -0.0, 5.0], dtype)
    assert np.array_equal(f(a3, b3).view(np.uint8), np.arctan2(a3, b3).view(np.uint8)), (f(a3, b3), np.arctan2(a3, b3))


# Functions whose fast path only leaves out selects (scalar_ops.FAST_PATH_SELECTS_ONLY, but
# arctan2, above): each one's fast range of |x| for a dtype (log-uniform samples; both signs
# where -1), four arguments off its fast path for a dtype and the dtypes with a fast path.
BOTH = ("float64", "float32")
LOG_OUTSIDE = lambda fi: [float(fi.smallest_subnormal) * 3, -0.0, np.inf, -2.0]  # noqa: E731
SELECTS_ONLY = {
    "log": (np.log, 1, lambda fi: (float(fi.tiny), float(fi.max)), LOG_OUTSIDE, BOTH),
    "log2": (np.log2, 1, lambda fi: (float(fi.tiny), float(fi.max)), LOG_OUTSIDE, BOTH),
    "log10": (np.log10, 1, lambda fi: (float(fi.tiny), float(fi.max)), LOG_OUTSIDE, BOTH),
    "log1p": (np.log1p, 1, lambda fi: (float(fi.tiny), float(fi.max)), lambda fi: [-1.0, -2.0, np.inf, np.nan], BOTH),
    "cbrt": (np.cbrt, -1, lambda fi: (2.0 ** -96, 2.0 ** 120) if fi.bits == 32 else (2.0 ** -900, 2.0 ** 900),
             lambda fi: [-float(fi.smallest_subnormal) * 3, -0.0, -np.inf, np.nan], BOTH),
    "exp": (np.exp, -1, lambda fi: (1e-300, 708.0), lambda fi: [-720.0, 710.0, -np.inf, np.nan], ("float64",)),
    "exp2": (np.exp2, -1, lambda fi: (1e-300, 1022.0), lambda fi: [-1030.0, 1024.0, -np.inf, np.nan], ("float64",)),
    "arcsin": (np.arcsin, -1, lambda fi: (1e-30, 0.999), lambda fi: [1.0, -1.0, 2.0, np.nan], BOTH),
    "arccos": (np.arccos, -1, lambda fi: (1e-30, 0.999), lambda fi: [1.0, -1.0, 2.0, np.nan], BOTH),
    "arcsinh": (np.arcsinh, -1, lambda fi: (1e-30, 4096.0) if fi.bits == 32 else (2.0 ** -28, 2.0 ** 28),
                lambda fi: [-1e30, 1e20, -np.inf, np.nan], BOTH),
    "arccosh": (np.arccosh, 1, lambda fi: (1.0001, 4096.0) if fi.bits == 32 else (1.0001, 2.0 ** 28),
                lambda fi: [1e30, 1.0, 0.5, np.inf], BOTH),
    "arctanh": (np.arctanh, -1, lambda fi: (1e-30, 0.999) if fi.bits == 32 else (2.0 ** -28, 0.999),
                lambda fi: [1.0, -1.0, 2.0, np.nan], BOTH),
}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name", sorted(SELECTS_ONLY))
def test_selects_only_fast_paths_give_the_full_functions_bits(target, dtype, name):
    # These run blocks without the scaling of tiny or huge arguments (or results), the big or
    # tiny arguments' paths and the special values' selects, and redo a block in full when one
    # element is outside: every other element keeps its bits, and the outside ones get NumPy's
    # values (within 1 ulp of the reference where NumPy's differ).
    fn, sign, fast_range, outside, dtypes = SELECTS_ONLY[name]
    x = T.vector("x", dtype=dtype)
    f = twinlink.function([x], getattr(T, name)(x), target=target)
    if dtype not in dtypes:
        # float32 exp and exp2 compute in float lanes, with no fast variant of their own: their
        # loop must not take the float64 fast path (other bits than the full float32 function)
        kernels = "".join(f.plan["kernels"])
        assert f"tl_{name}_fast((" not in kernels and f"tl_{name}_f32((" in kernels
        return
    assert f"tl_{name}_fast" in f.c_source + "".join(f.plan["kernels"])
    fi = np.finfo(dtype)
    rng = np.random.default_rng(10)
    a = np.exp(rng.uniform(*np.log(fast_range(fi)), 1000))
    a = (a * np.where(rng.random(1000) < 0.5, sign, 1)).astype(dtype)
    fast = f(a)
    at = [3, 300, 600, 900]  # one outside the fast path in each block of 256
    b = a.copy()
    with np.errstate(all="ignore"):
        b[at] = np.array(outside(fi)).astype(dtype)
        expected = fn(b[at])
    full = f(b)
    keep = np.ones(len(a), bool)
    keep[at] = False
    assert np.array_equal(fast[keep].view(np.uint8), full[keep].view(np.uint8)), f"{name}({dtype}) on {target}"
    for got, want, arg in zip(full[at], expected, b[at]):
        if not np.array_equal(got, want, equal_nan=True):
            ref = ulp.reference(name, np.array([arg], np.float64)).astype(dtype)
            assert np.isfinite(want) and ulp.ulp_errors(np.array([got]), ref, np.dtype(dtype)).max() <= 1, (name, arg, got, want)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_erfc_table_pieces_hold_to_the_end_of_its_range(target, dtype):
    # erfc(x) for x >= 0.5 is exp(-x^2) times one of 108 interpolants of width 1/4 up to 27.5:
    # points inside each piece and on both sides of each boundary, positive and negative, are
    # within 1 ulp of mpmath's erfc (so a wrong piece, mask or clamp fails), and erf too.
    x = T.vector("x", dtype=dtype)
    f = twinlink.function([x], [T.erf(x), T.erfc(x)], target=target)
    edges = 0.5 + np.arange(109) / 4
    a = np.concatenate([edges + 0.125, edges, np.nextafter(edges, 0.0), edges - 0.0625])
    a = np.concatenate([a, -a[a < 6.0]]).astype(dtype)
    a = a[(np.abs(a) >= 0.5) & (a <= 27.3)]
    got_erf, got_erfc = f(a)
    for name, got in (("erfc", got_erfc), ("erf", got_erf)):
        err = ulp.ulp_errors(got, ulp.reference(name, a.astype(np.float64)), np.dtype(dtype))
        assert err.max() <= 1, (name, dtype, target, a[err.argmax()], err.max())


@pytest.mark.parametrize("name", ["gammaln", "digamma"])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_gamma_table_pieces_hold_over_their_range(target, dtype, name):
    # gammaln(x) and digamma(x) for 0 < x < 8 are one of 56 interpolants of width 1/8 on [1, 8)
    # (at 1 + x below 1, less log x or 1/x), with the zeros as factors (gammaln's 1 below 1.5
    # and 2 below 3, digamma's x0 = 1.4616... below 2), and an asymptotic series above 8: every
    # piece's centre and both sides of each boundary, the floats next to the zeros, and the
    # reflection of the centres below 0, within 1 ulp of mpmath (a wrong piece, mask, shift or
    # factor fails).
    x = T.vector("x", dtype=dtype)
    f = twinlink.function([x], getattr(T, name)(x), target=target)
    edges = np.arange(1, 65) / 8
    zeros = np.array([1.0, 2.0, 1.4616321449683622])
    near = zeros[:, None] + np.spacing(zeros)[:, None] * np.arange(-20, 21)[None, :]
    a = np.concatenate([edges - 1 / 16, edges, np.nextafter(edges, 0.0), np.nextafter(edges, 9.0), near.ravel(),
                        [3.0, 1e-5, 1e-300]])
    a = np.concatenate([a, -(edges - 1 / 16)]).astype(dtype)
    err = ulp.ulp_errors(f(a), ulp.reference(name, a.astype(np.float64)), np.dtype(dtype))
    assert err.max() <= 1, (name, dtype, target, a[err.argmax()], err.max())


SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0, -2.0, -3.0, 0.5, 1e-320, -1e-320, 1000.0, -1000.0,
                    1e308, -1e308])
NUMPY_SPECIAL = {name: getattr(np, name) for name in ["log", "log2", "log10", "log1p", "exp", "expm1", "exp2", "tanh",
                                                      "sinh", "cosh", "sin", "cos", "tan", "arctan", "arcsin",
                                                      "arccos", "arcsinh", "arccosh", "arctanh", "cbrt"]}


def _same_special(got, expected):
    """Equal where the expected value is special (NaN, infinite, zero with its sign, or exactly
    +-1, +-pi/2...): the values NumPy's functions give exactly."""
    both_nan = np.isnan(got) & np.isnan(expected)
    same = (got == expected) & (np.signbit(got) == np.signbit(expected))
    return both_nan | same


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_special_values_are_numpys(target, dtype):
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    names = list(NUMPY_SPECIAL)
    f = twinlink.function([x], [getattr(T, n)(x) for n in names] + [T.erf(x), T.erfc(x), T.gammaln(x), T.digamma(x),
                                                                     T.gamma(x), T.j0(x), T.j1(x)], target=target)
    with np.errstate(over="ignore"):
        a = SPECIAL.astype(dtype)
    got = f(a)
    special = ~np.isfinite(a) | (a == 0)
    for name, g in zip(names, got):
        with np.errstate(all="ignore"):
            expected = NUMPY_SPECIAL[name](a)
        exact = special | ~np.isfinite(expected) | (expected == 0) | (np.abs(expected) == 1)
        ok = _same_special(g, expected) | ~exact
        assert ok.all(), f"{name}({dtype}) on {target}: {a[~ok]} gave {g[~ok]}, NumPy {expected[~ok]}"
    erf, erfc, gammaln, digamma, gamma, j0, j1 = got[len(names):]

    def py(fn, v):
        try:
            return fn(float(v))
        except (ValueError, OverflowError):
            return math.inf
    for fn, g in [(math.erf, erf), (math.erfc, erfc), (math.lgamma, gammaln)]:
        expected = np.array([py(fn, v) for v in a], dtype=dtype)
        exact = special & (np.isnan(expected) | ~np.isfinite(expected) | (expected == 0) | (np.abs(expected) == 1) | (expected == 2))
        ok = _same_special(g, expected) | ~exact
        assert ok.all(), f"{fn.__name__}({dtype}) on {target}: {a[~ok]} gave {g[~ok]}, expected {expected[~ok]}"
    # digamma: -inf at +0, +inf at -0, NaN at negative integers and -inf, +inf at +inf
    # (and -1/x where that overflows: scipy.special.digamma(1e-320) is -inf)
    by_value = {0.0: -np.inf, np.inf: np.inf, -np.inf: np.nan, -1.0: np.nan, -2.0: np.nan, -3.0: np.nan,
                1e-320: -np.inf, -1e-320: np.inf}
    for v, g in zip(a, digamma):
        if v == 0:
            assert g == (np.inf if np.signbit(v) else -np.inf), (v, g)
        elif float(v) in by_value:
            e = by_value[float(v)]
            assert (np.isnan(g) and np.isnan(e)) or g == e, (v, g)
    # gamma (C99's tgamma, scipy.special.gamma): +-inf at +-0, NaN at negative integers and -inf,
    # +inf at +inf, and math.gamma's value where it has one (exact at 1, 2, 3: 1, 1, 2)
    for v, g in zip(a, gamma):
        if v == 0 or not np.isfinite(v) or (v < 0 and v == np.floor(v)):
            e = np.copysign(np.inf, v) if v == 0 else (np.inf if v == np.inf else np.nan)
            assert (np.isnan(g) and np.isnan(e)) or (g == e and np.signbit(g) == np.signbit(e)), (v, g)
        elif float(v) in (1.0, 2.0, 3.0):
            assert g == math.gamma(float(v)), (v, g)
    # j0, j1 (C's): J0(+-0) = 1, J1(+-0) = +-0, 0 with x's sign at +-inf (J1; J0 +0), NaN for NaN
    for v, g0, g1 in zip(a, j0, j1):
        if np.isnan(v):
            assert np.isnan(g0) and np.isnan(g1), (v, g0, g1)
        elif v == 0 or np.isinf(v):
            assert g0 == (1.0 if v == 0 else 0.0) and not np.signbit(g0), (v, g0)
            assert g1 == 0.0 and np.signbit(g1) == np.signbit(v), (v, g1)


def test_pow_special_values_are_numpys(target):
    x, y = T.dvector("x"), T.dvector("y")
    f = twinlink.function([x, y], x ** y, target=target)
    v = np.array([0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, np.inf, -np.inf, np.nan, 1e-310, 1e300, -1e300])
    a, b = np.meshgrid(v, v)
    a, b = a.ravel(), b.ravel()
    with np.errstate(all="ignore"):
        expected = np.power(a, b)
    got = f(a, b)
    exact = ~np.isfinite(expected) | (expected == 0) | (np.abs(expected) == 1) | (np.abs(expected) == 2) | (np.abs(expected) == 4)
    ok = _same_special(got, expected) | ~exact
    assert ok.all(), list(zip(a[~ok], b[~ok], got[~ok], expected[~ok]))[:5]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_arctan2_special_values_are_numpys(target, dtype):
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    f = twinlink.function([x, y], T.arctan2(x, y), target=target)
    v = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-320, -1e300, 1e-45, -3e38, 2.5])
    a, b = np.meshgrid(v, v)
    with np.errstate(over="ignore"):
        a, b = a.ravel().astype(dtype), b.ravel().astype(dtype)
    got = f(a, b)
    expected = np.arctan2(a, b)
    # exact where an argument is a zero, an infinity or NaN (elsewhere NumPy's float32 arctan2 is
    # not always correctly rounded: arctan2(1, 1) is 0.7853981, pi/4 rounds to 0.7853982)
    special = (a == 0) | (b == 0) | ~np.isfinite(a) | ~np.isfinite(b)
    ok = _same_special(got, expected) | ~special
    assert ok.all(), list(zip(a[~ok], b[~ok], got[~ok], expected[~ok]))


@pytest.mark.parametrize("name", UNARY + ulp.BINARY)
def test_within_1_ulp_of_a_high_precision_reference(name):
    """2000 points per range (libm_report runs 10^6), gammaln and digamma also near their
    negative zeros."""
    if name in ("erf", "erfc", "gammaln", "digamma", "gamma", "j0", "j1"):
        pytest.importorskip("mpmath")
    if np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is not wider than double on this host")
    rows = []
    for dtype in ("float64", "float32"):
        rng = np.random.default_rng(7)
        cases = (ulp.binary_ranges(name, rng, 2000) if name in ulp.BINARY
                 else [(lab, x, None) for lab, x in ulp.ranges(name, rng, 2000)])
        f = ulp._compiled(name, dtype, "native")
        for label, xv, yv in cases:
            with np.errstate(over="ignore"):
                xs, ys = xv.astype(dtype), None if yv is None else yv.astype(dtype)
            got = np.asarray(f(xs) if ys is None else f(xs, ys))
            ref = ulp.reference(name, xs.astype(np.float64), None if ys is None else ys.astype(np.float64))
            err = ulp.ulp_errors(got, ref, dtype)
            rows.append((dtype, label, float(err.max())))
    bad = [r for r in rows if not r[2] <= 1.0]
    assert not bad, f"{name}: {bad}"


# Where libm.c changes method or node (float64 and float32 variants): the arguments around each
# are the ones whose error bounds the method switch has to meet on both sides.
BOUNDARIES = {
    "arctan": [1.0, 15.5 / 128, 128 / 15.5, 0.5 + 1 / 256, 64.5 / 128, 128 / 64.5, 0.4142135623730950,
               2.414213562373095, 2.0 ** 60],
    "arcsin": [0.5, 1 - 2.0 ** -30], "arccos": [0.5, 1 - 2.0 ** -30],
    "arctanh": [2.0 ** -6, 2.0 ** -28, 0.5, 1 - 2.0 ** -30],
    "arcsinh": [2.0 ** -6, 2.0 ** -28, 2.0 ** 28], "arccosh": [1 + 2.0 ** -23, 1.5, 2.0 ** 28],
    "tanh": [2.0 ** -6, 0.35, 22.0, 0.5493061443340549, 0.55, 9.02, 10.0], "sinh": [0.35, 0.7, 22.0, 0.6, 89.4159862],
    "expm1": [0.34657359027997264, 0.35, 1.0397207708399179, 40.0, 2.0 ** -25, 16.9, 17.328679513998632, 88.7228394],
    # float32 in float lanes: the clamps, the overflow thresholds, the subnormal results' start
    "exp": [88.7228394, 87.3365448, 103.972084, 104.0], "exp2": [126.0, 128.0, 149.0, 150.0, 151.0],
    "cosh": [0.34657359027997264, 89.4159862, 89.5],
    "cbrt": [2.0 ** -900, 2.0 ** 900, 1.0, 8.0, 27.0, 0.001],
    # tan's node cut-off and a node, pi/4, the same about pi/2 (1/tan), the fast reduction's limit;
    # float32 (one reduction by pi/2 in doubles): the float nearest a multiple of pi/2 below 2^20
    # (252.9)
    "tan": [15.5 / 128, 64.5 / 128, np.pi / 4, np.pi / 2 - 15.5 / 128, np.pi / 2 + 64.5 / 128, 3 * np.pi / 4, 2.0 ** 20,
            252.89820861816406],
    "sin": [np.pi / 4, 3 * np.pi / 4, 1600.0, 252.89820861816406, 2.0 ** 20],
    "cos": [np.pi / 4, 3 * np.pi / 4, 1600.0, 252.89820861816406, 2.0 ** 20],
}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_within_1_ulp_around_the_method_boundaries(target, dtype):
    """A few ulps and 1e-9, 1e-6 relative either side of each boundary (both signs), within 1
    ulp of the long double reference, on both targets."""
    if np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is not wider than double on this host")
    x = T.vector("x", dtype=dtype)
    for name in sorted(BOUNDARIES):
        fi = np.finfo(dtype)
        b = np.array([v for v in BOUNDARIES[name] if float(fi.tiny) <= v <= float(fi.max)], dtype)
        steps = np.spacing(b)
        a = np.concatenate([b + k * steps for k in range(-3, 4)] + [b * (1 + e) for e in (-1e-6, -1e-9, 1e-9, 1e-6)])
        a = np.concatenate([a, -a]).astype(dtype)
        if name in ("arccosh", "arcsin", "arccos", "arctanh"):
            a = a[(a >= 1) if name == "arccosh" else (np.abs(a) <= 1)]
        g = np.asarray(twinlink.function([x], getattr(T, name)(x), target=target)(a))
        err = ulp.ulp_errors(g, ulp.reference(name, a.astype(np.float64)), dtype)
        worst = int(np.argmax(err))
        assert err[worst] <= 1, f"{name}({dtype}) on {target} at {a[worst]!r}: {g[worst]!r}, {err[worst]} ulp"


# arctan2's: the quotient min/max(|y|, |x|) at the float64 table's cut-off and nodes (15.5/128,
# 16/128, 64.5/128, 1), at the float32 ranges' ends (tan(pi/8), tan(3pi/8)) and at 2^-500 (below
# it, for x > 0, the float64 path divides unscaled); max(|y|, |x|) at the scaling thresholds
# 2^+-500 and near the largest and smallest doubles.
ARCTAN2_RATIOS = [15.5 / 128, 16 / 128, 64.5 / 128, 1.0, 0.4142135623730950, 2.414213562373095, 2.0 ** -500]
ARCTAN2_SCALES = [1.0, 3.0, 2.0 ** 500, 2.0 ** -500, 2.0 ** 1000, 2.0 ** -1000]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_arctan2_within_1_ulp_around_its_method_boundaries(target, dtype):
    """Quotients a few ulps and 1e-9, 1e-6 relative either side of each boundary, at each
    scale, in all four quadrants and with y and x swapped, within 1 ulp of the long double
    reference, on both targets."""
    if np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is not wider than double on this host")
    r = np.array(ARCTAN2_RATIOS)
    r = np.concatenate([r * (1 + k * 2.0 ** -52) for k in range(-3, 4)] + [r * (1 + e) for e in (-1e-6, -1e-9, 1e-9, 1e-6)])
    d = np.concatenate([np.array(ARCTAN2_SCALES) * (1 + k * 2.0 ** -52) for k in range(-2, 3)])
    d, r = (v.ravel() for v in np.meshgrid(d, r))
    n = np.minimum(d * r, d)
    with np.errstate(over="ignore", under="ignore"):
        ys = np.concatenate([s * v for s in (1, -1) for v in (n, d) for _ in (1, -1)]).astype(dtype)
        xs = np.concatenate([s * v for _ in (1, -1) for v in (d, n) for s in (1, -1)]).astype(dtype)
    y, x = T.vector("y", dtype=dtype), T.vector("x", dtype=dtype)
    g = np.asarray(twinlink.function([y, x], T.arctan2(y, x), target=target)(ys, xs))
    err = ulp.ulp_errors(g, ulp.reference("arctan2", ys.astype(np.float64), xs.astype(np.float64)), dtype)
    worst = int(np.argmax(err))
    assert err[worst] <= 1, f"arctan2({dtype}) on {target} at {ys[worst]!r}, {xs[worst]!r}: {g[worst]!r}, {err[worst]} ulp"


@functools.lru_cache(maxsize=None)
def _negative_zeros():
    """The negative zeros of log|Gamma| in [-17, -2] and of digamma in (-64, 0), from mpmath
    (twinlink.ulp), and zeros of digamma beyond -64."""
    big = ulp._digamma_zeros_big(np.random.default_rng(11), 64)[0]
    return ulp._lgamma_zeros()[0] + ulp._digamma_zeros_small()[0] + big


def _near_a_zero(dtype):
    """Floats within a few thousand ulps of a negative zero of gammaln or digamma."""
    def step(z, k):
        return float(np.array(z, dtype) + k * np.spacing(np.array(z, dtype)))
    return st.builds(step, st.sampled_from(_negative_zeros()), st.integers(-3000, 3000))


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_gammaln_and_digamma_next_to_their_negative_zeros(target, dtype):
    """At the floats nearest each negative zero (the results are as small as 1e-17) and a few
    ulps and 1e-10 relative away, within 1 ulp of mpmath, on both targets."""
    pytest.importorskip("mpmath")
    if np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is not wider than double on this host")
    zeros = np.array(_negative_zeros(), dtype)
    steps = np.spacing(zeros)
    a = np.concatenate([zeros + k * steps for k in range(-3, 4)] + [zeros * (1 + 1e-10), zeros * (1 - 1e-10)]).astype(dtype)
    x = T.vector("x", dtype=dtype)
    f = twinlink.function([x], [T.gammaln(x), T.digamma(x)], target=target)
    for name, g in zip(["gammaln", "digamma"], f(a)):
        err = ulp.ulp_errors(np.asarray(g), ulp.reference(name, a.astype(np.float64)), dtype)
        worst = int(np.argmax(err))
        assert err[worst] <= 1, f"{name}({dtype}) on {target} at {a[worst]!r}: {g[worst]!r}, {err[worst]} ulp"


@pytest.mark.parametrize("order", [0, 1])
def test_bessel_asymptotic_form_within_its_absolute_bound(target, order):
    # |x| >= 25 (libm.c, bessel): within 2^-52 of the amplitude sqrt(2/(pi |x|)) of mpmath's
    # value, uniform and log-spaced points to 1e300 and points next to the zeros between 25
    # and 130, where the relative error is not bounded (as in the C libraries' and scipy's)
    mp = pytest.importorskip("mpmath")
    rng = np.random.default_rng(17 + order)
    zeros = np.array([float(mp.besseljzero(order, k)) for k in range(9, 42)])
    near = zeros[rng.integers(0, len(zeros), 600)] * (1 + rng.uniform(-1, 1, 600) * 2.0 ** rng.uniform(-52, -10, 600))
    a = np.concatenate([rng.uniform(25, 1e4, 600), np.exp(rng.uniform(np.log(25), np.log(1e300), 600)), near,
                        [25.0, 1.7976931348623157e308, 2.0 ** 600, np.nextafter(2.0 ** 600, np.inf)]])
    a = np.concatenate([a, -a[::3]])
    x = T.dvector("x")
    f = twinlink.function([x], getattr(T, f"j{order}")(x), target=target)
    err = ulp.bessel_far_errors(np.asarray(f(a)), a, order)
    worst = int(np.argmax(err))
    assert err[worst] <= 2, f"j{order}({a[worst]!r}): {err[worst]} times 2^-53 of the amplitude"


def test_gammaln_and_digamma_at_large_negative_integers(target):
    # Poles: math.lgamma raises there (inf, as for the other poles), scipy.special.digamma is
    # NaN. Between 2^51 and 2^52 the doubles are halves, so rounding to an integer must not
    # use the 1.5 * 2^52 shift (Hypothesis found -2^51 - 1 giving -7.7e16 and -1.1e17).
    a = np.array([-2.0 ** 51 - 1, -2.0 ** 51 - 3, -2.0 ** 52 + 1, -2.0 ** 51 - 0.5, -2.0 ** 52 + 0.5])
    x = T.dvector("x")
    g, d = twinlink.function([x], [T.gammaln(x), T.digamma(x)], target=target)(a)
    assert (g[:3] == np.inf).all() and np.isnan(d[:3]).all(), (g, d)
    assert np.isfinite(g[3:]).all() and np.isfinite(d[3:]).all(), (g, d)


@functools.lru_cache(maxsize=None)
def _all_functions(dtype, target):
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    return twinlink.function([x, y], [getattr(T, n)(x) for n in UNARY] + [x ** y, T.arctan2(x, y)], target=target)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
@pytest.mark.parametrize("target", ["native", "wasm"])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_every_function_within_1_ulp_on_arbitrary_floats(target, dtype, data):
    """Any floats (NaN, infinities, subnormals, huge and tiny values, and a dense band about 0):
    every function and pow/arctan2 within 1 ulp of ulp.reference (long double or mpmath),
    special values included, and points a few ulps from the negative zeros of gammaln and
    digamma."""
    if np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is not wider than double on this host")
    pytest.importorskip("mpmath")
    width = np.dtype(dtype).itemsize * 8
    elements = st.floats(width=width) | st.floats(-30, 30, width=width) | _near_a_zero(dtype)
    n = data.draw(st.integers(1, 12))
    a = data.draw(hnp.arrays(dtype, n, elements=elements))
    b = data.draw(hnp.arrays(dtype, n, elements=elements))
    got = _all_functions(dtype, target)(a, b)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    for name, g in zip(UNARY + ulp.BINARY, got):
        ref = ulp.reference(name, a64, b64 if name in ulp.BINARY else None)
        err = ulp.ulp_errors(np.asarray(g), ref, dtype)
        if name in ("j0", "j1") and dtype == "float64":
            # beyond 25 the bound is absolute (test_bessel_asymptotic_form_within_its_absolute_bound)
            far = np.isfinite(a64) & (np.abs(a64) >= 25)
            err[far] = ulp.bessel_far_errors(np.asarray(g)[far], a64[far], int(name[1])) / 2
        worst = int(np.argmax(err))
        assert err[worst] <= 1, f"{name}({dtype}) on {target} at {a[worst]!r}, {b[worst]!r}: {g[worst]!r}, {err[worst]} ulp"


def _vectorised_lines(command, path, flags):
    """The source lines of `path` where the compiler reports a vectorised loop (clang's and zig's
    -Rpass remark, gcc's -fopt-info)."""
    run = subprocess.run([*command, *flags, "-c", str(path), "-o", str(path.with_suffix(".o"))],
                         capture_output=True, text=True, timeout=300, cwd=path.parent,
                         env={**os.environ, "ZIG_GLOBAL_CACHE_DIR": str(path.parent / "zig"),
                              "ZIG_LOCAL_CACHE_DIR": str(path.parent / "zig")})
    assert run.returncode == 0, run.stderr[-2000:]
    found = re.findall(rf"{re.escape(path.name)}:(\d+):\d+: (?:remark: vectorized loop|optimized: loop vectorized)",
                       run.stdout + run.stderr)
    return {int(n) for n in found}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_every_math_loop_vectorises_on_both_targets(dtype, tmp_path):
    # Each function's elementwise loop (its fast-path loop for sin, cos, tan, pow) runs in vector
    # lanes: natively at the kernels' -O3 for the CPU's instruction set, and in wasm at -O2 with
    # -msimd128 (src/toolchain/wasm.rs), where clang's cost model left erf's and erfc's loops
    # scalar until kernels asked for vectors (TL_VECTORIZE), and the NULL traps of guest code
    # left float64 tanh, sigmoid, softplus, erf, gammaln, digamma and gamma and float32 arcsinh,
    # arctanh, gammaln, digamma and gamma scalar until kernel objects left them out. The
    # compilers run with the flags the builds give a kernel object (_core.kernel_flags).
    wasm = twinlink.toolchains().get("wasm", "")
    if "zig" not in wasm.split(" (")[0]:
        pytest.skip(f"the check drives zig's clang; the wasm toolchain here is {wasm!r}")
    zig = wasm.split("(", 1)[1].rstrip(")")
    flags = twinlink._core.kernel_flags(host_env())
    assert "-fsanitize=null" not in flags["wasm"] and "-msimd128" in flags["wasm"], flags["wasm"]
    targets = {
        "native": ([twinlink.toolchains()["native"].split()[0]], [*flags["native"], "-fopt-info-vec-optimized"]),
        "wasm": ([zig, "cc", "-target", "wasm32-wasi"], [*flags["wasm"], "-Rpass=loop-vectorize"]),
    }
    x, y = T.vector("x", dtype=dtype), T.vector("y", dtype=dtype)
    scalar, vector_full = [], []
    for name in UNARY + ["pow", "arctan2"]:
        out = getattr(T, name)(x) if name in UNARY else (x ** y if name == "pow" else T.arctan2(x, y))
        (out,) = twinlink.rewrite.apply_rewrites([out])
        kernels = [k for k in link.collect([x, y], [out])[0]["kernels"] if "tl_k_" in k]
        assert len(kernels) == 1, name
        path = tmp_path / f"{name}_{dtype}.c"
        path.write_text(kernels[0])
        lines = kernels[0].splitlines()
        # the loop over elements: the first per-element loop of the kernel function; for
        # float64 sin, cos and tan the loop that computes a block again is a scalar function
        # before it (scalar_ops.scalar_full_loop), which must stay scalar
        start = next(i for i, line in enumerate(lines) if re.match(r"TL_TARGET int tl_k_\w+\(", line))
        loop = next(i + 1 for i, line in enumerate(lines) if i > start and re.match(r"\s+for \(npy_intp i = (0|tl_b);", line))
        full = [i + 1 for i, line in enumerate(lines) if i < start and re.match(r"\s+for \(npy_intp i = tl_b;", line)]
        assert bool(full) == (name in ("sin", "cos", "tan") and dtype == "float64"), name
        for target, (command, flags) in targets.items():
            vectorised = _vectorised_lines(command, path, flags)
            if loop not in vectorised:
                scalar.append(f"{name} ({target})")
            if set(full) & vectorised:
                vector_full.append(f"{name} ({target})")
    assert not scalar, f"{dtype} loops left scalar: {scalar}"
    assert not vector_full, f"{dtype} full loops in vector lanes: {vector_full}"
