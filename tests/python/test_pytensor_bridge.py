"""The PyTensor bridge: PyTensor graphs (pytensor_graphs.py) under mode="TWINLINK" and
"TWINLINK_WASM" against PyTensor's own C backend (Mode(linker="cvm")), the storage semantics
PyTensor users rely on, errors, the sandbox, bundles and the report."""
import os
import re
import subprocess
import warnings

import numpy as np
import pytest

warnings.filterwarnings("ignore", message=".*BLAS.*")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.builders import OpFromGraph  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402
from pytensor.graph.basic import Apply  # noqa: E402
from pytensor.link.c.op import COp  # noqa: E402
from pytensor.raise_op import Assert, CheckAndRaise  # noqa: E402

import twinlink  # noqa: E402
import twinlink.pytensor as tp  # noqa: E402
from twinlink.tensor.scalar_ops import c_libm_text  # noqa: E402
from bundle_replay import assert_replays_without_python  # noqa: E402
from pytensor_graphs import GRAPHS, M, V, CopyOp, PythonSort  # noqa: E402

CVM = Mode(linker="cvm", optimizer="fast_run")
MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}
_compiled = {}


def compiled(name, mode):
    """(function, argument values, compare kind, uses libm), compiled once per test session."""
    key = (name, mode)
    if key not in _compiled:
        builder, kind, libm = GRAPHS[name]
        inputs, outputs, args = builder()
        f = pytensor.function(inputs, outputs, mode=CVM if mode == "cvm" else mode)
        _compiled[key] = (f, args, kind, libm)
    return _compiled[key]


def _as_list(out):
    return out if isinstance(out, list) else [out]


def ulp_distance(a, b):
    """Elementwise distance in units in the last place (0 where both are equal or both NaN)."""
    a, b = np.asarray(a), np.asarray(b)
    same = (a == b) | (np.isnan(a) & np.isnan(b))
    info = np.finfo(a.dtype)
    spacing = np.spacing(np.maximum(np.abs(a), np.abs(b)).astype(a.dtype))
    spacing = np.where(spacing == 0, info.smallest_subnormal, spacing)
    return np.where(same, 0, np.abs(a.astype("float64") - b.astype("float64")) / spacing)


def assert_matches_pytensor(got, want, kind, what):
    got, want = _as_list(got), _as_list(want)
    assert len(got) == len(want), what
    for k, (g, w) in enumerate(zip(got, want)):
        g, w = np.asarray(g), np.asarray(w)
        assert g.dtype == w.dtype and g.shape == w.shape, f"{what} output {k}: {g.dtype}{g.shape} vs {w.dtype}{w.shape}"
        if kind == "exact" or g.dtype.kind not in "fc":
            np.testing.assert_array_equal(g, w, err_msg=f"{what} output {k}")
        else:
            worst = float(np.max(ulp_distance(g, w), initial=0))
            assert worst <= 4, f"{what} output {k}: {worst} ulp from PyTensor's C"


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_graph_matches_pytensor_c(name, target):
    f, args, kind, _ = compiled(name, MODES[target])
    want_f, _, _, _ = compiled(name, "cvm")
    got = f(*args)
    assert_matches_pytensor(got, want_f(*args), kind, f"{name} on {target}")
    # Run twice: a second call reuses module state and must give the same results.
    assert_matches_pytensor(f(*args), got, "exact", f"{name} on {target}, second call")
    rep = tp.report(f)
    pytensor_c = sum(hasattr(t, "cthunk") for t in want_f.vm.thunks)
    assert rep["target"] == target
    assert rep["c_nodes"] >= pytensor_c, f"{name}: {rep} runs fewer nodes as C than PyTensor's {pytensor_c}"
    assert rep["c_nodes"] + len(rep["python_nodes"]) == rep["nodes"]


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_targets_agree_bit_for_bit(name):
    fn, args, _, _ = compiled(name, "TWINLINK")
    fw, _, _, _ = compiled(name, "TWINLINK_WASM")
    for k, (a, b) in enumerate(zip(_as_list(fn(*args)), _as_list(fw(*args)))):
        a, b = np.asarray(a), np.asarray(b)
        assert a.dtype == b.dtype and a.shape == b.shape
        assert a.tobytes() == b.tobytes(), f"{name} output {k} differs between native and wasm"
    if tp.report(fn)["modules"] == 1 and not tp.report(fn)["python_nodes"]:
        cmp = tp.compare(fn, *args)
        assert cmp.identical, cmp


@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
def test_complex_loops_agree_bit_for_bit_in_their_vector_bodies(dtype):
    # Long enough for the loops' vector bodies: gcc's vectoriser fuses a complex
    # multiplication into vfmaddsub with AVX-512 whatever -ffp-contract says, so a module with
    # complex arithmetic is compiled for AVX2 natively (Isa::module_flags). Without that, 139 of
    # 1,000 complex64 products differed from wasm's.
    u, v = pt.vector("u", dtype=dtype), pt.vector("v", dtype=dtype)
    outs = [pt.real(u * v - pt.conj(u)), pt.imag(u * v), u * v + 2j * u]
    rng = np.random.default_rng(31)
    a, b = ((rng.standard_normal(1000) + 1j * rng.standard_normal(1000)).astype(dtype) for _ in range(2))
    got = {t: pytensor.function([u, v], outs, mode=MODES[t])(a, b) for t in MODES}
    for k, (n, w) in enumerate(zip(got["native"], got["wasm"])):
        assert n.tobytes() == w.tobytes(), f"{dtype} output {k} differs between native and wasm"
    eps = np.finfo(np.float32 if dtype == "complex64" else np.float64).eps
    scale = np.abs(a) * np.abs(b) + np.abs(a)
    np.testing.assert_array_less(np.abs(got["native"][0] - (a * b - np.conj(a)).real), 4 * eps * scale)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_c_library_math_is_twinlinks_on_both_targets(dtype):
    # PyTensor's C calls the C library's exp, log1p, tanh, erf, lgamma, atan2, pow, ...; the
    # modules link twinlink's definitions of those names (scalar_ops.C_LIBM), so native and
    # wasm give the same bits. With the platform's (c_libm=False) glibc and wasi-libc differed
    # here in thousands of 10^5 elements per function.
    x, y = pt.vector("x", dtype=dtype), pt.vector("y", dtype=dtype)
    outs = [pt.exp(x), pt.log1p(abs(x)), pt.expm1(x / 10), pt.tanh(x) * pt.sinh(x / 50), pt.cosh(x / 50),
            pt.erf(x), pt.erfc(x), pt.gammaln(abs(x) + 0.1), pt.arctan2(x, y), abs(x) ** y, pt.sigmoid(x),
            pt.softplus(x), pt.sin(x), pt.cos(x), pt.tan(x), pt.arcsinh(x), pt.arccosh(abs(x) + 1),
            pt.arctanh(y / 4), pt.arcsin(y / 4), pt.arccos(y / 4), pt.arctan(x), pt.log2(abs(x) + 1e-3),
            pt.log10(abs(x) + 1e-3), pt.log(abs(x) + 1e-3), pt.exp2(x / 4), pt.gamma(x / 4)]
    rng = np.random.default_rng(11)
    a = np.concatenate([rng.standard_normal(20000) * 5, [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-300, 700.0, -745.0]])
    b = np.concatenate([rng.standard_normal(20000), [1.0, -1.0, 0.5, 2.0, np.nan, 0.0, -0.0, 3.0]])
    a, b = a.astype(dtype), b.astype(dtype)
    with np.errstate(all="ignore"):
        want = pytensor.function([x, y], outs, mode=CVM)(a, b)
        got = {t: pytensor.function([x, y], outs, mode=MODES[t])(a, b) for t in ("native", "wasm")}
        if dtype == "float32":
            # glibc's tgammaf is up to about 4.6 ulp off here (twinlink's 0.5 against mpmath):
            # the reference is PyTensor's float64 gamma rounded
            x64 = pt.dvector("x64")
            want[-1] = pytensor.function([x64], pt.gamma(x64 / 4), mode=CVM)(a.astype("float64")).astype(dtype)
    for k, (n, w, r) in enumerate(zip(got["native"], got["wasm"], want)):
        n, w = np.asarray(n), np.asarray(w)
        # bit for bit, NaNs aside: a NaN's sign and payload are not IEEE results (README, "What
        # agrees and what does not")
        nan = np.isnan(n)
        assert (nan == np.isnan(w)).all() and n[~nan].tobytes() == w[~nan].tobytes(), \
            f"output {k} ({outs[k]}) differs between native and wasm"
        assert_matches_pytensor(n, r, "float", f"output {k} ({outs[k]})")


def test_c_code_calling_tgamma_is_the_same_on_both_targets():
    # PyTensor's betainc (incbet.c) calls tgamma, lgamma, pow, log and exp: with twinlink's
    # tgamma (C_LIBM) both targets give the same bits; with the platform's they differed in
    # about half of these elements (glibc's tgamma against musl's).
    a, b, x = pt.dvector("a"), pt.dvector("b"), pt.dvector("x")
    outs = [pt.betainc(a, b, x), pt.gamma(a - 3)]
    rng = np.random.default_rng(5)
    av, bv, xv = rng.uniform(0.1, 30, 5000), rng.uniform(0.1, 30, 5000), rng.uniform(0, 1, 5000)
    want = pytensor.function([a, b, x], outs, mode=CVM)(av, bv, xv)
    got = {t: pytensor.function([a, b, x], outs, mode=MODES[t])(av, bv, xv) for t in ("native", "wasm")}
    for k, (n, w, r) in enumerate(zip(got["native"], got["wasm"], want)):
        assert n.tobytes() == w.tobytes(), f"output {k} ({outs[k]}) differs between native and wasm"
        np.testing.assert_allclose(n, r, rtol=1e-11, err_msg=f"output {k} ({outs[k]})")


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_c_code_calling_j0_and_j1_is_the_same_on_both_targets(dtype):
    # PyTensor's J0 and J1 call C's j0 and j1: twinlink's (C_LIBM, libm.c's bessel, in blocks:
    # C_LIBM_BLOCKS) on both targets, the same bits; glibc's (PyTensor's C backend here) and musl's differed. Checked
    # against mpmath: within 1 ulp below 25 (glibc 2.36 is off by up to 4.5e14 ulp next to the
    # zeros there), and within 2^-52 of the amplitude sqrt(2/(pi |x|)) beyond.
    from twinlink import ulp
    x = pt.vector("x", dtype=dtype)
    outs = [pt.j0(x), pt.j1(x)]
    rng = np.random.default_rng(23)
    a = np.concatenate([rng.standard_normal(2000) * 10, rng.uniform(-1e4, 1e4, 500),
                        [0.0, -0.0, np.inf, -np.inf, np.nan, 2.404825557695773, 1e300, -1e30]]).astype(dtype)
    fns = {t: pytensor.function([x], outs, mode=MODES[t]) for t in ("native", "wasm")}
    got = {t: f(a) for t, f in fns.items()}
    # PyTensor's elementwise loop runs blocks on the fast path (|x| < 25) in vector lanes and a
    # block with an element beyond one value at a time: the op library's bits either way
    code = "".join(n["code"] for n in fns["native"].vm.twinlink_steps[0].function.plan["nodes"])
    assert "tl_f_j0(" in code and "tl_f_j1(" in code
    import twinlink.tensor as tt
    tx = tt.vector("tx", dtype=dtype)
    own = twinlink.function([tx], [tt.j0(tx), tt.j1(tx)], target="wasm")(a)
    for k, (n, w, o) in enumerate(zip(got["native"], got["wasm"], own)):
        assert n.dtype == dtype and n.tobytes() == w.tobytes(), f"output {k} ({outs[k]}) differs between native and wasm"
        assert n.tobytes() == o.tobytes(), f"output {k} ({outs[k]}) differs from twinlink.tensor's"
        a64, n64 = a.astype(np.float64), n.astype(np.float64)
        near = ~(np.abs(a64) >= 25)
        err = ulp.ulp_errors(n[near], ulp.reference(f"j{k}", a64[near]), dtype)
        assert err.max() <= 1, f"j{k}: {err.max()} ulp at {a[near][np.argmax(err)]!r}"
        far = np.isfinite(a64) & ~near
        # float32 rounds the double result: half a float32 ulp more
        slack = np.where(dtype == "float32", np.spacing(np.abs(n64[far]).astype(np.float32)).astype(np.float64), 0.0)
        bound = 2 * 2.0 ** -53 * np.sqrt(2 / (np.pi * np.abs(a64[far]))) + slack
        ref = ulp.reference(f"j{k}", a64[far]).astype(np.float64)
        assert (np.abs(n64[far] - ref) <= bound).all(), f"j{k} beyond 25"
        special = n[-8:-3]  # at 0, -0, inf, -inf, NaN: 1 or +-0, +0 or +-0, NaN
        assert np.isnan(special[4]) and (special[2:4] == 0).all() and np.signbit(special[3]) == (k == 1), (k, special)
        assert special[0] == 1 - k and special[1] == 1 - k and np.signbit(special[1]) == (k == 1), (k, special)


def _one_value_points(dtype):
    """Arguments reaching every branch of erf, erfc and gammaln: wide and narrow uniform ranges,
    every exponent, near integers (the poles), the interpolants' and series' edges, the zeros
    of log|Gamma| below 0, and the special values."""
    rng = np.random.default_rng(5)
    edges = np.array([0.5, 0.75, 1.25, 1.5, 2.5, 6.0, 8.0, 27.3, 2.0**100, 2.0**-1000, 0.0, np.inf])
    parts = [rng.uniform(-40, 40, 20000), rng.uniform(-2, 2, 20000), rng.uniform(-20, 10, 20000),
             np.ldexp(1.0, rng.integers(-1074, 1024, 20000)) * rng.choice([-1, 1], 20000),
             np.round(rng.uniform(-30, 200, 20000)) + rng.uniform(-1e-3, 1e-3, 20000),
             edges, -edges, np.nextafter(edges, 0), np.nextafter(edges, np.inf), [np.nan]]
    with np.errstate(all="ignore"):
        return np.concatenate(parts).astype(dtype)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_one_value_math_gives_the_op_librarys_bits(dtype, target):
    # erf, erfc and lgamma one value at a time (libm.c's tl_<name>_one: the branches taken
    # only, for PyTensor's C) against the op library's elementwise loops, which compute every
    # branch and select: the same bits, on each target.
    import twinlink.tensor as tt
    a = _one_value_points(dtype)
    x = pt.vector("x", dtype=dtype)
    with np.errstate(all="ignore"):
        got = pytensor.function([x], [pt.erf(x), pt.erfc(x), pt.gammaln(x)], mode=MODES[target])(a)
    v = tt.vector("v", dtype=dtype)
    want = twinlink.function([v], [tt.erf(v), tt.erfc(v), tt.gammaln(v)], target=target)(a)
    for name, g, w in zip(("erf", "erfc", "gammaln"), got, want):
        g, w = np.asarray(g), np.asarray(w)
        assert g.dtype == w.dtype == np.dtype(dtype)
        nan = np.isnan(w)
        assert (np.isnan(g) == nan).all(), name
        differ = np.flatnonzero(g[~nan].view(f"u{g.itemsize}") != w[~nan].view(f"u{w.itemsize}"))
        assert differ.size == 0, f"{name}: {differ.size} values differ, first at {a[~nan][differ[:3]]!r}"


def test_c_libm_false_leaves_the_platforms_math():
    # Which modules link the C-library math object; its effect on the bits is the test above.
    x = pt.dvector("x")
    f = pytensor.function([x], pt.exp(x), mode=tp.mode("native", c_libm=False))
    assert not any("tl_exp(" in k for k in f.vm.twinlink_steps[0].function.plan["kernels"])
    g = pytensor.function([x], pt.exp(x), mode="TWINLINK")
    assert c_libm_text() in g.vm.twinlink_steps[0].function.plan["kernels"]
    with pytest.raises(TypeError, match="c_libm"):
        tp.TwinlinkLinker("native", c_libm="yes")


def test_the_linker_says_it_runs_c_thunks():
    # PyTensor's tests mark known failures of its C code by `linker.c_thunks` (test_math.py's
    # uint64 max, PyTensor issue #770, which the bridge computes as PyTensor's C does)
    for name in MODES.values():
        assert pytensor.compile.mode.get_mode(name).linker.c_thunks is True
    x = pt.vector("x", dtype="uint64")
    data = np.array([0, 9223372036854775], dtype="uint64")
    cvm = pytensor.function([x], pt.max(x), mode=CVM)(data)
    for name in MODES.values():
        assert pytensor.function([x], pt.max(x), mode=name)(data) == cvm


# PyTensor's functions whose C-library call the bridge inlines (scalar_ops.C_LIBM_INLINE), and
# the op library's function of each.
INLINED = [("exp", pt.exp, "exp"), ("exp2", pt.exp2, "exp2"), ("expm1", pt.expm1, "expm1"), ("log", pt.log, "log"),
           ("log2", pt.log2, "log2"), ("log10", pt.log10, "log10"), ("log1p", pt.log1p, "log1p"),
           ("asin", pt.arcsin, "arcsin"), ("acos", pt.arccos, "arccos"), ("atan", pt.arctan, "arctan"),
           ("sinh", pt.sinh, "sinh"), ("cosh", pt.cosh, "cosh"), ("tanh", pt.tanh, "tanh"),
           ("asinh", pt.arcsinh, "arcsinh"), ("acosh", pt.arccosh, "arccosh"), ("atanh", pt.arctanh, "arctanh")]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_inlined_c_library_math_gives_the_op_librarys_bits(dtype, target):
    # PyTensor's loops over exp, log1p, tanh, atan2, ... call inline definitions of them
    # (tp.inline_c_libm), so that the loops vectorise: each node's code calls tl_c_<name>, the
    # values are the op library's, bit for bit, on each target, special values included, and
    # within 4 ulp of PyTensor's C backend.
    import twinlink.tensor as tt
    rng = np.random.default_rng(17)
    with np.errstate(over="ignore"):  # float32: the large powers of two become inf
        a = np.concatenate([rng.standard_normal(3000) * 4, rng.uniform(-1, 1, 3000), rng.uniform(1, 800, 3000),
                            np.ldexp(1.0, rng.integers(-1074, 1024, 3000)),
                            [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 710.0, -746.0, 1e-310]]).astype(dtype)
    b = rng.permutation(a)
    x, y = pt.vector("x", dtype=dtype), pt.vector("y", dtype=dtype)
    outs = [fn(x) for _, fn, _ in INLINED] + [pt.arctan2(x, y)]
    f = pytensor.function([x, y], outs, mode=MODES[target])
    plan = f.vm.twinlink_steps[0].function.plan
    code = "".join(n["code"] for n in plan["nodes"])
    for cname in [c for c, _, _ in INLINED] + ["atan2"]:
        assert f"tl_c_{cname}(" in code, cname
        assert re.search(rf"(?<![\w.:>]){cname}\s*\(", code) is None, f"{cname} is still called"
    v, w = tt.vector("v", dtype=dtype), tt.vector("w", dtype=dtype)
    ops = [getattr(tt, op)(v) for _, _, op in INLINED] + [tt.arctan2(v, w)]
    with np.errstate(all="ignore"):
        got = f(a, b)
        want = twinlink.function([v, w], ops, target=target)(a, b)
        cvm = pytensor.function([x, y], outs, mode=CVM)(a, b)
    for (name, g, r, c) in zip([c for c, _, _ in INLINED] + ["atan2"], got, want, cvm):
        with np.errstate(invalid="ignore"):  # inf - inf in the ulp distance of equal infinities
            assert_matches_pytensor(np.asarray(g), np.asarray(c), "float", name)
        g, r = np.asarray(g), np.asarray(r)
        assert g.dtype == r.dtype == np.dtype(dtype), name
        nan = np.isnan(r)
        assert (np.isnan(g) == nan).all(), name
        differ = np.flatnonzero(g[~nan].view(f"u{g.itemsize}") != r[~nan].view(f"u{r.itemsize}"))
        assert differ.size == 0, f"{name}: {differ.size} values differ, first at {a[~nan][differ[:3]]!r}"


def test_strided_loops_calling_lanes_run_a_unit_step_copy(target):
    # A strided elementwise loop calling lanes (erf, pow) is versioned on its operands' steps:
    # where all are 1 a copy with the constant step 1, which the compiler vectorises, else the
    # loop as PyTensor wrote it (x[::2]). Both give the op library's bits.
    import twinlink.tensor as tt
    rng = np.random.default_rng(29)
    a, c, w = rng.standard_normal(3000) * 3, rng.uniform(0.1, 5, (40, 70)), rng.uniform(-3, 3, 70)
    x, m, v = pt.vector("x"), pt.matrix("m"), pt.vector("v")
    f = pytensor.function([x, m, v], [pt.erfc(x[::2]), pt.erf(m - v), m ** v], mode=MODES[target])
    code = "".join(n["code"] for n in f.vm.twinlink_steps[0].function.plan["nodes"])
    assert re.search(r"if \(\w+_stride_l1 == 1 && ", code) and re.search(r"if \(\w+_jump0_0 == 1", code)
    tx, tm, tv = tt.vector("tx"), tt.matrix("tm"), tt.vector("tv")
    want = twinlink.function([tx, tm, tv], [tt.erfc(tx[::2]), tt.erf(tm - tv), tm ** tv], target=target)(a, c, w)
    for got, ref in zip(f(a, c, w), want, strict=True):
        assert np.array_equal(np.asarray(got).view(np.uint8), ref.view(np.uint8))
    # a transposed matrix: the inner steps are not 1, the strided loop runs
    got = f(a, np.ascontiguousarray(c.T).T, w)
    assert np.array_equal(np.asarray(got[1]).view(np.uint8), want[1].view(np.uint8))


def test_every_elementwise_loop_of_a_long_module_vectorises(tmp_path):
    # A module's run is marked hot (src/clinker/mod.rs, function_head): gcc estimates each
    # block's frequency from the branches before it, and after a few nodes' error checks it
    # judged the later nodes' blocks cold and left their loops scalar (optimised for size).
    # Ten log1p nodes in a row (no fusion): gcc's report (-fopt-info) names every contiguous
    # loop calling tl_c_log1p as vectorised. Without the attribute none of the ten is. Native
    # only: this is gcc's estimate, compiled as the module is (clang's vectoriser does not
    # skip such loops).
    import sysconfig
    compiler = twinlink.toolchains()["native_c++"].split()[0]
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True).stdout
    if "clang" in version or "Free Software Foundation" not in version:
        pytest.skip(f"the check reads gcc's -fopt-info; the native C++ compiler here is {version.splitlines()[:1]}")
    x = pt.vector("x")
    y = x
    for k in range(10):
        y = pt.log1p(abs(y) + k)
    f = pytensor.function([x], y, mode=tp.mode("native", optimizer=None))
    a = np.random.default_rng(3).standard_normal(50)
    assert np.allclose(f(a), pytensor.function([x], y, mode=CVM)(a))
    built = os.path.dirname(f.vm.twinlink_steps[0].function._native_module.__file__)
    path = tmp_path / "mod.cpp"
    path.write_text(open(os.path.join(built, "mod.cpp")).read())
    lines = path.read_text().splitlines()
    loops = [i + 1 for i, line in enumerate(lines)
             if line.strip() == "for(int i=0; i<n; i++){" and "tl_c_log1p(" in "".join(lines[i:i + 8])]
    assert len(loops) == 10, loops
    isa = {"avx512f": ["-mavx512f", "-mavx512bw", "-mavx512dq", "-mavx512vl"], "avx2": ["-mavx2"]}.get(
        twinlink._core.native_isa(), [])
    run = subprocess.run([compiler, "-std=c++17", "-fno-exceptions", "-O3", "-fPIC", "-ffp-contract=off", "-fno-fast-math",
                          "-fno-trapping-math", "-fno-math-errno", *isa, "-I", sysconfig.get_paths()["include"],
                          "-I", np.get_include(), "-I", built, "-fopt-info-vec-optimized", "-c", str(path),
                          "-o", str(tmp_path / "mod.o")], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    vectorised = {int(n) for n in re.findall(r"mod\.cpp:(\d+):\d+: optimized: loop vectorized", run.stderr)}
    assert set(loops) <= vectorised, f"left scalar: {sorted(set(loops) - vectorised)}"


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_elementwise_loops_call_the_op_librarys_lanes(dtype, target):
    # In PyTensor's elementwise loops (its contiguous loop, and the innermost loop of each nest
    # over strided or broadcast operands; tp.inline_c_libm) erf, erfc and pow call
    # tl_v_<name>, the op library's function, and sin, cos, tan and lgamma run in blocks on
    # their fast paths (tl_f_<name>), a block run again one value at a time when an element is
    # off the fast path or when an output is an input (in place). The values are the op
    # library's, bit for bit, on each target, special values included, and within 4 ulp of
    # PyTensor's C backend.
    import twinlink.tensor as tt
    rng = np.random.default_rng(23)
    with np.errstate(over="ignore"):
        # the first 1,000 values stay on every fast path; later blocks mix in values off them
        a = np.concatenate([rng.uniform(0.5, 3, 1000), rng.standard_normal(2000) * 3, rng.uniform(0.01, 30, 2000),
                            -rng.uniform(0, 20, 500), np.ldexp(1.0, rng.integers(-1074, 1024, 487)),
                            [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, np.inf, -np.inf, np.nan, 27.3, -6.0, 1e22]]).astype(dtype)
    b = rng.permutation(a) / 4
    c = a.reshape(60, 100)
    names = ["erf", "erfc", "pow", "sin", "cos", "tan", "lgamma"]
    # static shapes: PyTensor writes the contiguous loop for inputs of equal known shapes (or one
    # input); sin of cumsum(x) and cos of cumsum(y)[::2] are computed in place, x[::2] is
    # strided, m * v broadcasts
    x, y = pt.tensor("x", shape=a.shape, dtype=dtype), pt.tensor("y", shape=a.shape, dtype=dtype)
    m, v = pt.matrix("m", dtype=dtype), pt.vector("v", dtype=dtype)
    outs = [pt.erf(x), pt.erfc(x), x ** y, pt.sin(x), pt.cos(x), pt.tan(x), pt.gammaln(x), pt.sin(pt.cumsum(x)),
            pt.erfc(x[::2]), x[::2] ** y[::2], pt.sin(x[::2]), pt.gammaln(x[::2]), pt.cos(pt.cumsum(y)[::2]),
            pt.gammaln(m * v), pt.erf(m - v), pt.tan(m + v), abs(m) ** v]
    f = pytensor.function([x, y, m, v], outs, mode=MODES[target])
    code = "".join(n["code"] for n in f.vm.twinlink_steps[0].function.plan["nodes"])
    for name in names:
        assert f"tl_{'v' if name in ('erf', 'erfc', 'pow') else 'f'}_{name}(" in code, name
    assert re.search(r"for\(npy_intp i=tl_i0;", code) and re.search(r"for\(npy_intp ITER_\d+=tl_i0;", code)
    assert "#pragma GCC ivdep" in code
    cumsum = pytensor.function([x, y], [pt.cumsum(x), pt.cumsum(y)], mode=CVM)(a, b)
    tx, ty = tt.vector("tx", dtype=dtype), tt.vector("ty", dtype=dtype)
    tm, tv = tt.matrix("tm", dtype=dtype), tt.vector("tv", dtype=dtype)
    ops = [tt.erf(tx), tt.erfc(tx), tx ** ty, tt.sin(tx), tt.cos(tx), tt.tan(tx), tt.gammaln(tx), tt.sin(tx),
           tt.erfc(tx[::2]), tx[::2] ** ty[::2], tt.sin(tx[::2]), tt.gammaln(tx[::2]), tt.cos(ty[::2]),
           tt.gammaln(tm * tv), tt.erf(tm - tv), tt.tan(tm + tv), abs(tm) ** tv]
    with np.errstate(all="ignore"):
        got = f(a, b, c, b[:100])
        want = twinlink.function([tx, ty, tm, tv], ops, target=target)(a, b, c, b[:100])
        want[7], want[12] = twinlink.function([tx, ty], [ops[7], ops[12]], target=target)(*cumsum)
        cvm = pytensor.function([x, y, m, v], outs, mode=CVM)(a, b, c, b[:100])
    labels = names + ["sin in place", "erfc strided", "pow strided", "sin strided", "lgamma strided",
                      "cos strided in place", "lgamma broadcast", "erf broadcast", "tan broadcast", "pow broadcast"]
    for name, g, r, from_cvm in zip(labels, got, want, cvm, strict=True):
        g, r = np.asarray(g), np.asarray(r)
        with np.errstate(invalid="ignore"):
            assert_matches_pytensor(g, np.asarray(from_cvm), "float", name)
        assert g.dtype == r.dtype == np.dtype(dtype), name
        nan = np.isnan(r)
        assert (np.isnan(g) == nan).all(), name
        differ = np.flatnonzero(g[~nan].view(f"u{g.itemsize}") != r[~nan].view(f"u{r.itemsize}"))
        assert differ.size == 0, f"{name}: {differ.size} values differ"


class _MixedMathCalls(COp):
    """C++ calling the C library's math with the argument types op code may pass: an int, a
    float, float and double mixed, a std::complex and a member named like a math function."""
    __props__ = ()

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [pt.dvector()])

    def c_support_code(self, **kwargs):
        return "#include <complex>\nstruct TlScale { double f; double exp(double v) const { return f * v; } };\n"

    def perform(self, node, inputs, outputs):  # pragma: no cover - the linkers run the C
        raise NotImplementedError

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        return f"""
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_ZEROS(1, PyArray_DIMS({x}), NPY_FLOAT64, 0);
        if (!{z}) {fail}
        {{
            TlScale scale = {{3.0}};
            for (npy_intp k = 0; k < PyArray_SIZE({z}); k++) {{
                double v = ((double*)PyArray_DATA({x}))[k];
                std::complex<double> c = std::exp(std::complex<double>(0.0, v));
                ((double*)PyArray_DATA({z}))[k] = exp((int)v) + (double)exp((float)v) + atan2((float)v, 2.0)
                    + std::log1p(v * v) + c.real() + scale.exp(v);
            }}
        }}
        """

    def c_code_cache_version(self):
        return (1,)


def test_inlined_math_resolves_as_cmaths_overloads(target):
    # exp(int) is exp of a double, exp(float) the float function, atan2(float, double) the
    # double one, std::exp of a complex the C++ library's, a member named exp the member:
    # after the rewrite (tp.inline_c_libm) as before it, against NumPy.
    x = pt.dvector("x")
    f = pytensor.function([x], _MixedMathCalls()(x), mode=MODES[target])
    assert "tl_c_atan2(" in f.vm.twinlink_steps[0].function.plan["nodes"][0]["code"]
    v = np.array([-2.5, -0.3, 0.0, 0.7, 1.9, 4.2])
    want = (np.exp(v.astype(np.int32).astype(np.float64)) + np.exp(v.astype(np.float32)).astype(np.float64)
            + np.arctan2(v.astype(np.float32).astype(np.float64), 2.0) + np.log1p(v * v) + np.cos(v) + 3.0 * v)
    np.testing.assert_allclose(f(v), want, rtol=1e-6)


def test_inline_c_libm_renames_only_calls_of_the_c_library():
    # The rewrite of a plan's C++ (tp.inline_c_libm) on the spellings it must leave alone: string
    # and character literals, other functions ending in a name, members, ::-qualified calls,
    # float names (logf) and functions it does not inline (sin, pow).
    text = ('x = exp(a) + std::exp (b) + expm1(c) + log1p(d); s = "exp(x)"; c = \'(\'; '
            'y = npy_exp(a) + o.exp(a) + p->exp(a) + ::exp(a) + logf(a) + sin(a) + pow(a, b) + atan2(a, b); '
            'struct S { double exp(double v) const; }; return exp(a);')
    node = {k: "" for k in ("code", "code_cleanup", "support_code_apply", "init_code_apply", "support_code_struct",
                            "init_code_struct", "cleanup_code_struct")}
    node["code"] = text
    plan = {"language": "c++", "support_code": ["static double g(double v) { return tanh(v); }"], "nodes": [node]}
    tp.inline_c_libm(plan)
    assert node["code"] == ('x = tl_c_exp(a) + tl_c_exp (b) + tl_c_expm1(c) + tl_c_log1p(d); s = "exp(x)"; '
                            'c = \'(\'; y = npy_exp(a) + o.exp(a) + p->exp(a) + ::exp(a) + logf(a) + sin(a) + '
                            'pow(a, b) + tl_c_atan2(a, b); struct S { double exp(double v) const; }; '
                            'return tl_c_exp(a);')
    assert plan["support_code"][1] == "static double g(double v) { return tl_c_tanh(v); }"
    assert "TL_INLINE double tl_c_tanh(double x)" in plan["support_code"][0]
    assert "tl_c_sin" not in plan["support_code"][0]
    c_plan = {"language": "c", "support_code": [], "nodes": [dict(node, code="exp(a)")]}
    tp.inline_c_libm(c_plan)  # C has no overloads: left to the C-library object
    assert c_plan["nodes"][0]["code"] == "exp(a)" and c_plan["support_code"] == []


def test_report_names_python_nodes(target):
    f, _, _, _ = compiled("mixed_python_and_c", MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] and all("Sort" in n for n in rep["python_nodes"]), rep
    assert rep["modules"] >= 1 and rep["c_nodes"] >= 1


def test_op_from_graph_nodes_run_their_inner_graph_as_c(target, tmp_path):
    # PyTensor 3's Softmax/LogSoftmax (SymbolicOps) and a user's OpFromGraph: inlined by the
    # modes, every node is C in one module (left whole, their `perform` compiled the inner
    # graph with PyTensor's default mode, Numba, and ran it on the host); the same bits on
    # both targets, an exportable bundle, and log(softmax) still computed as log_softmax
    x = pt.dmatrix("x")
    a, b = pt.dmatrix("a"), pt.dmatrix("b")
    ofg = OpFromGraph([a, b], [pt.exp(a) * b + 1])
    outs = [pt.special.softmax(x, axis=1), pt.special.log_softmax(x * 3, axis=0), pt.log(pt.special.softmax(x * 400, axis=1)),
            ofg(x, x[::-1])]
    f = pytensor.function([x], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    assert not any(isinstance(n.op, OpFromGraph) for n in f.maker.fgraph.toposort())
    v = np.random.default_rng(3).normal(size=(6, 5))
    ref = pytensor.function([x], outs, mode=CVM)(v)
    for got, want in zip(f(v), ref):
        assert np.all(np.isfinite(got)), got
        np.testing.assert_allclose(got, want, rtol=4 * np.finfo(np.float64).eps, atol=1e-300)
    assert tp.compare(f, v)
    recorded = tp.export_bundle(f, str(tmp_path / "softmax.tlb"), v)
    for r, w in zip(recorded, f(v)):
        assert np.asarray(r).tobytes() == np.asarray(w).tobytes()


def test_typed_list_c_with_gnu_typeof_compiles_on_both_targets(target):
    """PyTensor's typed_list GetItem and Length have C; GetItem's casts with GNU C's `typeof`,
    a keyword only in the compilers' GNU modes (modules compile in ISO C++17): the preludes
    define it as `__typeof__`. Both C, one module, cvm's values."""
    from pytensor.typed_list.basic import TypedListType, getitem, length  # in PyTensor 2.38 and 3

    lst = TypedListType(pt.TensorType("float64", shape=(None,)))()
    i = pt.lscalar("i")
    outs = [getitem(lst, i) * 2, length(lst)]
    f = pytensor.function([lst, i], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    values = [np.arange(3.0), np.array([5.0, -1.0])]
    for got, want in zip(f(values, 1), pytensor.function([lst, i], outs, mode=CVM)(values, 1)):
        np.testing.assert_array_equal(got, want)


def test_sparse_plus_dense_casts_through_pyarray_fromarray(target):
    """PyTensor's AddSD (a CSC matrix plus a dense one) has C that casts the dense operand to
    the result's dtype with PyArray_FromArray, which the sandbox's NumPy shim gained for it:
    C on both targets (the CSMProperties before it has none), cvm's values."""
    import scipy.sparse
    import pytensor.sparse as ps  # with PyTensor

    x, y = ps.csc_matrix("x", dtype="float64"), pt.fmatrix("y")
    out = ps.add(x, y)
    f = pytensor.function([x, y], out, mode=MODES[target])
    assert [type(n.op).__name__ for n in f.maker.fgraph.toposort()] == ["CSMProperties", "AddSD_ccode"]
    assert tp.report(f)["c_nodes"] == 1
    a = scipy.sparse.random(4, 3, density=0.5, format="csc", random_state=1)
    b = np.arange(12, dtype="float32").reshape(4, 3)
    got, want = f(a, b), pytensor.function([x, y], out, mode=CVM)(a, b)
    assert got.dtype == want.dtype == np.float64 and np.array_equal(got, want)


def test_modes_are_registered():
    assert isinstance(pytensor.compile.mode.get_mode("TWINLINK").linker, tp.TwinlinkLinker)
    assert pytensor.compile.mode.get_mode("TWINLINK_WASM").linker.target == "wasm"
    m = tp.mode("wasm", limits=twinlink.Limits(timeout=5), optimizer="fast_compile")
    assert m.linker.limits.timeout == 5
    with pytest.raises(ValueError, match="target"):
        tp.TwinlinkLinker("gpu")
    with pytest.raises(ValueError, match="wasm target only"):
        tp.TwinlinkLinker("native", limits=twinlink.Limits())


# --- storage semantics --------------------------------------------------------------------

def test_returned_outputs_are_not_overwritten(target):
    x = pt.dvector("x")
    f = pytensor.function([x], [x * 2, x.sum()], mode=MODES[target])
    a = f(np.arange(3.0))
    b = f(np.arange(3.0) + 10)
    np.testing.assert_array_equal(a[0], [0.0, 2.0, 4.0])
    assert a[1] == 3.0
    np.testing.assert_array_equal(b[0], [20.0, 22.0, 24.0])


def _aliases_inside(f):
    """Whether an output of f's graph is, or views, the array of a value computed in the graph
    (an in-place op writing into an intermediate result, or a view of one)."""
    for out in f.maker.fgraph.outputs:
        node = out.owner
        if node is None:
            continue
        k = node.outputs.index(out)
        srcs = [*node.op.view_map.get(k, ()), *node.op.destroy_map.get(k, ())]
        if any(node.inputs[j].owner is not None for j in srcs):
            return True
    return False


@pytest.mark.parametrize("case", ["in_place", "view", "slice", "view_of_in_place"])
def test_held_results_sharing_an_intermediate_array_are_not_overwritten(target, case):
    """PyTensor's rewrites make an output share an intermediate result's array (an in-place
    Add into a Sum's result, a Subtensor or DimShuffle view of an Elemwise result). A result
    the caller holds must keep its values when the function is called again, as under
    PyTensor's C backend (a model's logp point function is called this way by PyMC)."""
    x = pt.dvector("x")
    graphs = {
        "in_place": (pt.exp(x).sum() + x.sum(), lambda v: np.exp(v).sum() + v.sum()),
        "view": ((pt.exp(x) * 2).reshape((2, 2)), lambda v: (np.exp(v) * 2).reshape((2, 2))),
        "slice": (pt.cumsum(pt.exp(x))[1:], lambda v: np.cumsum(np.exp(v))[1:]),
        "view_of_in_place": ((pt.exp(x).sum() + x.sum()).dimshuffle("x"),
                             lambda v: np.array([np.exp(v).sum() + v.sum()])),
    }
    out, numpy_fn = graphs[case]
    f = pytensor.function([x], out, mode=MODES[target])
    ref = pytensor.function([x], out, mode=CVM)
    assert _aliases_inside(f) and _aliases_inside(ref), f.maker.fgraph.toposort()
    values = [np.arange(4.0) + k for k in range(3)]
    held = [f(v) for v in values]
    held_ref = [ref(v) for v in values]
    for v, got, want in zip(values, held, held_ref):
        np.testing.assert_allclose(got, numpy_fn(v), rtol=1e-14)
        assert_matches_pytensor(got, want, "float", f"{case} on {target}")


def test_a_python_node_reads_a_value_before_a_c_node_overwrites_it(target):
    """A Python sort reads exp(x), which an in-place IncSubtensor (C) overwrites;
    no input edge orders the two, only PyTensor's DestroyHandler does. Grouping C nodes into
    modules must keep that order (the in-place node ran first, and the sort saw its result).
    Expected values from NumPy and PyTensor's C backend."""
    x = pt.dvector("x")
    a = pt.exp(x)
    out = [PythonSort()(a), pt.inc_subtensor(a[:1], 1.0)]
    f = pytensor.function([x], out, mode=MODES[target])
    destroyers = [n for n in f.maker.fgraph.toposort() if n.op.destroy_map]
    assert destroyers and tp.report(f)["python_nodes"], f.maker.fgraph.toposort()
    v = np.array([0.3, -1.0, 2.0])
    got = f(v)
    np.testing.assert_allclose(got[0], np.sort(np.exp(v)), rtol=1e-15)
    np.testing.assert_allclose(got[1], np.exp(v) + [1.0, 0.0, 0.0], rtol=1e-15)
    for g, w in zip(got, pytensor.function([x], out, mode=CVM)(v)):
        assert_matches_pytensor(g, w, "float", f"sort before in-place on {target}")


def test_a_c_node_reads_a_value_before_an_in_place_node_in_its_module_overwrites_it(target):
    """x + e and an in-place Neg of e (a view of x.sum()) in one module: the module must run
    them in PyTensor's order (readers before the in-place node), which data edges alone do not
    give; the first output reaching Neg first made the Add see -e (a PyMC Dirichlet model's
    gradient was wrong natively this way). Expected values from NumPy and PyTensor's C backend."""
    x = pt.dvector("x")
    e = x.sum().dimshuffle("x")
    out = [pt.join(0, x, -e), x + e]
    f = pytensor.function([x], out, mode=MODES[target])
    assert any(n.op.destroy_map for n in f.maker.fgraph.toposort()), f.maker.fgraph.toposort()
    assert tp.report(f)["modules"] == 1
    v = np.array([0.3, -1.0, 2.0])
    got = f(v)
    np.testing.assert_allclose(got[0], np.concatenate([v, [-v.sum()]]), rtol=1e-15)
    np.testing.assert_allclose(got[1], v + v.sum(), rtol=1e-15)
    for g, w in zip(got, pytensor.function([x], out, mode=CVM)(v)):
        assert_matches_pytensor(g, w, "float", f"in-module order on {target}")


def test_borrowed_output_and_trust_input(target):
    x = pt.dvector("x")
    f = pytensor.function([x], pytensor.Out(x + 1, borrow=True), mode=MODES[target])
    np.testing.assert_array_equal(f(np.zeros(2)), [1.0, 1.0])
    f.trust_input = True
    np.testing.assert_array_equal(f(np.ones(2)), [2.0, 2.0])


def test_shared_variable_with_updates(target):
    w = pytensor.shared(np.zeros(3), name="w")
    x = pt.dvector("x")
    f = pytensor.function([x], w.sum(), updates={w: w + x}, mode=MODES[target])
    ref_w = pytensor.shared(np.zeros(3), name="w")
    g = pytensor.function([x], ref_w.sum(), updates={ref_w: ref_w + x}, mode=CVM)
    for step in range(3):
        v = np.arange(3.0) * (step + 1)
        assert f(v) == g(v)
    np.testing.assert_array_equal(w.get_value(), ref_w.get_value())


def test_givens_and_inputs_that_are_outputs(target):
    x, z = pt.dvector("x"), pt.dvector("z")
    f = pytensor.function([x], [z * 3, x], givens={z: x + 1}, mode=MODES[target])
    xv = np.arange(4.0)
    got = f(xv)
    np.testing.assert_array_equal(got[0], (xv + 1) * 3)
    np.testing.assert_array_equal(got[1], xv)
    assert got[1] is not xv  # PyTensor copies an input returned as an output


# --- errors -------------------------------------------------------------------------------

def _error(f, *args):
    with pytest.raises(Exception) as info:
        f(*args)
    return info.value


@pytest.mark.parametrize("bad", ["dtype", "rank", "none"])
def test_bad_inputs_raise_what_pytensor_raises(target, bad):
    x = pt.dvector("x")
    value = {"dtype": np.ones(3, dtype="complex128"), "rank": np.ones((2, 2)), "none": None}[bad]
    ours = _error(pytensor.function([x], x * 2, mode=MODES[target]), value)
    theirs = _error(pytensor.function([x], x * 2, mode=CVM), value)
    assert type(ours) is type(theirs)
    assert str(ours).splitlines()[0] == str(theirs).splitlines()[0]


def test_trusted_list_reaches_c_extract(target):
    """With trust_input, a list is not filtered: it reaches TensorType's C extract, which
    refuses it with the same error on both targets as under PyTensor's C backend."""
    x = pt.dvector("x")
    ours = pytensor.function([x], x * 2, mode=MODES[target])
    theirs = pytensor.function([x], x * 2, mode=CVM)
    ours.trust_input = theirs.trust_input = True
    a, b = _error(ours, [1.0, 2.0]), _error(theirs, [1.0, 2.0])
    assert type(a) is type(b)
    assert str(a).splitlines()[0] == str(b).splitlines()[0]


class _ParameterError(ValueError):
    """A class of the user's, as PyMC's ParameterValueError."""


def test_c_errors_match_pytensor_c(target):
    x, y = pt.dvector("x"), pt.dvector("y")
    cases = [([x, y], x + y, [np.ones(3), np.ones(4)]),
             ([x], x.reshape((2, 2)), [np.ones(3)]),
             ([x], Assert("x must be positive")(x * 2, pt.all(x > 0)), [-np.ones(3)]),
             # the user's class is raised as itself, also from the sandbox
             ([x], CheckAndRaise(_ParameterError, "sigma > 0")(x * 2, pt.all(x > 0)), [-np.ones(3)])]
    for ins, out, args in cases:
        ours = _error(pytensor.function(ins, out, mode=MODES[target]), *args)
        theirs = _error(pytensor.function(ins, out, mode=CVM), *args)
        assert type(ours) is type(theirs), (ours, theirs)
        assert str(ours).splitlines()[0] == str(theirs).splitlines()[0]


class _ReadOnlyDouble(pytensor.graph.op.Op):
    """2x in Python, its result read-only (as SciPy 1.17's solve with overwrite_b returns for
    an F-ordered b)."""
    __props__ = ()

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, outputs):
        r = inputs[0] * 2
        r.flags.writeable = False
        outputs[0][0] = r


def test_a_read_only_python_result_that_a_later_node_destroys(target):
    """PyTensor plans an in-place node on any intermediate result; when a Python op's result is
    read-only, the bridge gives the in-place node a writeable copy (PyTensor's own VM fails
    with "assignment destination is read-only", as on solve_discrete_lyapunov's complex graph
    after its OpFromGraph is inlined)."""
    x = pt.zvector("x")
    f = pytensor.function([x], pt.conj(_ReadOnlyDouble()(x).T), mode=MODES[target])
    assert any(n.op.destroy_map for n in f.maker.fgraph.apply_nodes), "the test needs an in-place node"
    v = np.array([1 + 2j, -3j])
    for _ in range(2):
        np.testing.assert_array_equal(f(v), np.conj(2 * v))


class _NegLinksLibm(COp):
    """-x in C that links a C library (libm), with a Python perform."""
    __props__ = ()

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def c_libraries(self, **kwargs):
        return ["m"]

    def perform(self, node, inputs, outputs):
        outputs[0][0] = -inputs[0]

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,), fail = inputs, outputs, sub["fail"]
        return f"""
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_NewCopy({x}, NPY_CORDER);
        if (!{z}) {fail}
        for (npy_intp k = 0; k < PyArray_SIZE({z}); k++) ((double*)PyArray_DATA({z}))[k] *= -1.0;
        """

    def c_code_cache_version(self):
        return (1,)


def test_a_node_reading_one_variable_twice_runs_as_c(target):
    """x + x as one node (no rewrites to make it 2 * x): asking whether it has C must name its
    inputs as a linker does, one name per variable (Elemwise asserts it; a PyMC model's dlogp
    has such nodes)."""
    x = pt.dvector("x")
    twice = pt.add.make_node(x, x).outputs[0]
    f = pytensor.function([x], twice * 2, mode=tp.mode(target, optimizer=None))
    assert tp.report(f)["python_nodes"] == [] and tp.report(f)["modules"] == 1, tp.report(f)
    np.testing.assert_array_equal(f(np.array([0.5, -1.0, 3.0])), [2.0, -4.0, 12.0])


def test_a_node_whose_types_have_no_c_runs_python(target):
    """ScalarType float16 raises NotImplementedError for its c_extract, so PyTensor runs the
    nodes over it in Python while their ops have C; the bridge does the same instead of
    failing to link them."""
    import pytensor.scalar as ps
    x = ps.float16("x")
    out = pt.tensor_from_scalar((x * 2).astype("float64"))
    f = pytensor.function([x], out, mode=MODES[target])
    value = np.float16(1.5)
    want = pytensor.function([x], out, mode=CVM)(value)
    got = f(value)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_array_equal(got, want)
    rep = tp.report(f)
    assert rep["python_nodes"] == ["mul", "Cast{float64}"] and rep["modules"] == 1, rep


def test_float16_nodes_run_as_pytensor_runs_them(target):
    """PyTensor's C backend runs a node with a float16 input or output as C only when its op
    sets `_f16_ok` (Shape_i, Subtensor, ...); a float16 Sum or Elemwise runs `perform`, which
    computes as NumPy does (a mean of 100,000 ones is 1, where the C's float16 accumulator
    gave 15360). On wasm every float16 node runs Python: no float16 array enters the sandbox."""
    x = pt.vector("x", dtype="float16")
    outs = [x.mean(), x.sum(), (x * 3).max(), x[1:] * x[:-1], x.shape[0] * 2]
    values = [np.ones(100000, dtype="float16"), np.linspace(-3, 3, 1001).astype("float16")]
    f = pytensor.function([x], outs, mode=MODES[target])
    want_f = pytensor.function([x], outs, mode=CVM)
    for value in values:
        assert_matches_pytensor(f(value), want_f(value), "exact", f"float16 on {target}")
    np.testing.assert_array_equal(f(values[0])[0], np.float16(1))
    rep = tp.report(f)
    thunks = list(zip(want_f.vm.nodes, want_f.vm.thunks, strict=True))
    c_ops = [str(n.op) for n, t in thunks if hasattr(t, "cthunk")]
    py_ops = [str(n.op) for n, t in thunks if not hasattr(t, "cthunk")]
    assert "Sum{axes=None}" in rep["python_nodes"], rep
    if target == "native":
        assert rep["c_nodes"] == len(c_ops) >= 3 and sorted(rep["python_nodes"]) == sorted(py_ops), (rep, c_ops)
    else:
        in_c = [n for s in f.vm.twinlink_steps if s.kind == "c" for n in s.nodes]
        assert not [n for n in in_c if any(getattr(v.type, "dtype", None) == "float16" for v in n.inputs + n.outputs)], rep


@pytest.mark.parametrize("case", ["complex_input", "complex_inside_fusion"])
def test_complex_nodes_run_as_c_on_both_targets(target, case):
    """A node with a complex value (an input, an output, or a variable inside an Elemwise's
    fused scalar graph) runs PyTensor's C on both targets, as under PyTensor's C backend."""
    if case == "complex_input":
        x = pt.zvector("x")
        out = (x * 2).real + 1.0
        value = np.array([1 + 2j, -0.5 + 0.25j])
    else:
        x = pt.dvector("x")
        out = pt.abs(pt.complex(x, x)) * pt.exp(x)
        value = np.array([1.0, -2.0, 0.5])
    f = pytensor.function([x], out, mode=MODES[target])
    want_f = pytensor.function([x], out, mode=CVM)
    assert_matches_pytensor(f(value), want_f(value), "float", f"{case} on {target}")
    rep = tp.report(f)
    pytensor_c = sum(hasattr(t, "cthunk") for t in want_f.vm.thunks)
    assert pytensor_c > 0, "the graph must have a complex node PyTensor runs as C"
    assert rep["c_nodes"] >= pytensor_c, rep


def test_extract_diag_runs_as_c_on_both_targets(target):
    """ExtractDiag's C calls PyArray_Diagonal (the shim's too: a read-only view, which the op
    makes writeable or copies): offsets above, below and past the matrix, axes in either order,
    as a view and as a copy, and the gradient, against PyTensor's C backend."""
    from pytensor.tensor.basic import ExtractDiag
    m, t = pt.dmatrix("m"), pt.dtensor3("t")
    outs = [ExtractDiag(1, 0, 1, view=True)(m), ExtractDiag(-1, 0, 1)(m), ExtractDiag(7, 0, 1)(m),
            ExtractDiag(1, 2, 0, view=True)(t) * 2.0, ExtractDiag(-1, 1, 2)(t),
            pytensor.grad((pt.diagonal(m, 1) ** 2).sum(), m)]
    values = (np.arange(12.0).reshape(3, 4) - 5.5, np.arange(24.0).reshape(2, 3, 4) / 7)
    f = pytensor.function([m, t], outs, mode=MODES[target])
    want = pytensor.function([m, t], outs, mode=CVM)(*values)
    assert_matches_pytensor(f(*values), want, "exact", f"ExtractDiag on {target}")
    np.testing.assert_array_equal(f(*values)[0], np.diagonal(values[0], 1))
    assert not [op for op in tp.report(f)["python_nodes"] if "ExtractDiag" in op], tp.report(f)


@pytest.mark.parametrize("side", ["left", "right"])
def test_searchsorted_runs_as_c_on_both_targets(target, side):
    """SearchsortedOp's C calls PyArray_SearchSorted (the shim's too): float64 a with a NaN,
    int64 keys of rank 2, with and without a sorter, against PyTensor's C backend."""
    a, v, s = pt.dvector("a"), pt.lmatrix("v"), pt.lvector("s")
    outs = [pt.searchsorted(a, v, side=side), pt.searchsorted(a, v, side=side, sorter=s)]
    values = (np.array([3.0, 1.0, np.nan, 2.0, 2.0]), np.array([[2, 0], [5, 3]]), np.array([1, 3, 4, 0, 2]))
    sorted_a = (np.sort(values[0]), values[1])
    f = pytensor.function([a, v, s], outs, mode=MODES[target])
    want = pytensor.function([a, v, s], outs, mode=CVM)
    got = f(sorted_a[0], values[1], np.arange(5)), f(*values)
    ref = want(sorted_a[0], values[1], np.arange(5)), want(*values)
    for g, w in zip(got, ref):
        assert_matches_pytensor(g, w, "exact", f"searchsorted {side} on {target}")
    np.testing.assert_array_equal(got[1][1], np.searchsorted(values[0], values[1], side=side, sorter=values[2]))
    assert tp.report(f)["python_nodes"] == [], tp.report(f)


@pytest.mark.parametrize("side", ["left", "right"])
def test_searchsorted_of_unsorted_values_gives_numpys_indices(target, side):
    """On an unsorted a searchsorted's result is NumPy's algorithm's (each key's search starts
    from the previous key's result), which PyTensor's own tests compare with: the shim's
    PyArray_SearchSorted gives the same indices, so wasm agrees with native and NumPy."""
    a, v, s = pt.dvector("a"), pt.dtensor3("v"), pt.lvector("s")
    outs = [pt.searchsorted(a, v, side=side), pt.searchsorted(a, v, side=side, sorter=s)]
    rng = np.random.default_rng(7)
    values = (rng.uniform(0, 25, 50), rng.uniform(0, 30, (4, 6, 5)), rng.permutation(50))
    got = pytensor.function([a, v, s], outs, mode=MODES[target])(*values)
    want = pytensor.function([a, v, s], outs, mode=CVM)(*values)
    assert_matches_pytensor(got, want, "exact", f"searchsorted {side} on {target}")
    np.testing.assert_array_equal(got[0], np.searchsorted(values[0], values[1], side=side))
    np.testing.assert_array_equal(got[1], np.searchsorted(values[0], values[1], side=side, sorter=values[2]))


def test_ops_linking_libraries_run_python_in_wasm(target):
    x = pt.dvector("x")
    f = pytensor.function([x], _NegLinksLibm()(x) * 2, mode=MODES[target])
    np.testing.assert_array_equal(f(np.array([1.0, -2.0])), [-2.0, 4.0])
    python_nodes = tp.report(f)["python_nodes"]
    assert python_nodes == (["_NegLinksLibm"] if target == "wasm" else []), python_nodes


# --- the sandbox --------------------------------------------------------------------------

class _Hostile(CopyOp):
    """Copies its input, or misbehaves when its input's first element says so."""

    def before(self, x):
        return f"""double mode = ((double*)PyArray_DATA({x}))[0];
        if (mode == 1.0) {{ volatile int spin = 1; while (spin) {{ }} }}
        if (mode == 2.0) {{ double* wild = (double*)(size_t)0xfffffff0u; wild[0] = 1.0; wild[1] = 2.0; }}"""


@pytest.mark.parametrize("mode_value", [1.0, 2.0])
def test_hostile_pytensor_op_is_contained(mode_value):
    x = pt.dvector("x")
    f = pytensor.function([x], _Hostile()(x), mode=tp.mode("wasm", limits=twinlink.Limits(timeout=2)))
    with pytest.raises(twinlink.SandboxError):
        f(np.array([mode_value, 5.0]))
    np.testing.assert_array_equal(f(np.array([0.0, 5.0])), [0.0, 5.0])


# --- bundles ------------------------------------------------------------------------------

def test_exported_bundle_replays_without_python(tmp_path, cli):
    x, y = pt.dmatrix("x"), pt.dmatrix("y")
    f = pytensor.function([x, y], [(x + y).sum(axis=0), pt.argmax(x * y, axis=1)], mode="TWINLINK")
    path = tmp_path / "graph.tlb"
    recorded = tp.export_bundle(f, str(path), M, M * 2)
    want = f(M, M * 2)
    for r, w in zip(recorded, want):
        assert np.asarray(r).tobytes() == np.asarray(w).tobytes()
    assert_replays_without_python(cli, path, tmp_path)


def test_export_refuses_python_nodes(tmp_path):
    f, args, _, _ = compiled("mixed_python_and_c", "TWINLINK")
    with pytest.raises(tp.BridgeError, match="Sort"):
        tp.export_bundle(f, str(tmp_path / "x.tlb"), *args)
    with pytest.raises(tp.BridgeError, match="twinlink mode"):
        tp.report(pytensor.function([], pt.constant(1.0), mode=CVM))


PICKLED_FRESH = r"""
import pickle, sys
import numpy as np
f, args = pickle.loads(sys.stdin.buffer.read())
sys.stdout.buffer.write(pickle.dumps([np.asarray(o) for o in f(*args)]))
"""


def test_pickled_function_carries_its_modules(target, tmp_path):
    """A bridged function pickles with its built modules: in a fresh process with no C compiler
    and an empty cache it runs them (a Python node between two C runs included), bit for bit."""
    import pickle
    import sys

    x, y = pt.dvector("x"), pt.dmatrix("y")
    s = pt.exp(x) * 2.0 + y.sum(axis=0)
    out = [PythonSort()(s)[::-1] * 0.5 + x, (y * s).max(axis=1)]  # Python, before and after C
    f = pytensor.function([x, y], out, mode=MODES[target])
    assert tp.report(f)["modules"] >= 2 and tp.report(f)["python_nodes"]
    args = (np.linspace(-1, 1, 5), np.arange(15.0).reshape(3, 5))
    want = f(*args)
    g = pickle.loads(pickle.dumps(f))
    assert all(np.asarray(a).tobytes() == np.asarray(b).tobytes() for a, b in zip(g(*args), want))
    env = dict(os.environ, TWINLINK_CACHE_DIR=str(tmp_path / "fresh-cache"))
    for var in ("CC", "CXX", "TWINLINK_WASM_CC", "TWINLINK_WASM_CXX"):
        env[var] = "/nonexistent/compiler"
    env["PATH"] = os.path.dirname(sys.executable) + ":/nonexistent"
    env["PYTENSOR_FLAGS"] = f"compiledir={tmp_path / 'pytensor-compiledir'}"
    # the graph's Python op (PythonSort) is these tests' own: pickled by reference to its module
    env["PYTHONPATH"] = os.pathsep.join([os.path.dirname(__file__)] + [p for p in [env.get("PYTHONPATH")] if p])
    run = subprocess.run([sys.executable, "-c", PICKLED_FRESH], input=pickle.dumps((f, args)), env=env,
                         capture_output=True, timeout=300)
    assert run.returncode == 0, run.stderr.decode()[-3000:]
    got = pickle.loads(run.stdout)
    assert all(a.dtype == np.asarray(b).dtype and a.tobytes() == np.asarray(b).tobytes() for a, b in zip(got, want))
    built = [n for n in os.listdir(tmp_path / "fresh-cache")
             if n.startswith(("native-", "wasm32-")) and not n.endswith("-carried") and not n.startswith("wasm32-carried-")]
    assert not built, built


def test_rewrites_are_pytensor_c_backends(target, caplog):
    """The modes rewrite a graph as PyTensor's C backend does. PyTensor 2.x's reduction fusion
    asks get_target_language() which languages the linker runs and, for a linker it does not
    know, logs a rewrite failure and leaves Sum(Exp) unfused."""
    x = pt.dvector("x")
    out = pt.exp(x).sum()
    with caplog.at_level("ERROR", logger="pytensor"):
        f = pytensor.function([x], out, mode=MODES[target])
    assert not [r for r in caplog.records if "Rewrite failure" in r.getMessage()]
    ref = pytensor.function([x], out, mode=CVM)
    assert [str(n.op) for n in f.maker.fgraph.toposort()] == [str(n.op) for n in ref.maker.fgraph.toposort()]
    assert_matches_pytensor(f(V), ref(V), "float", f"exp-sum on {target}")


def test_an_in_place_output_is_the_callers_input_array(target):
    # PyTensor's in-place Elemwise on a mutable input returns that input (PyTensor's own test
    # of ScalarLoop asserts `out is x`); in wasm the guest's copy is written, copied back into
    # the caller's array, and that array is the output
    x, y = pt.dvector("x"), pt.dvector("y")
    f = pytensor.function([pytensor.In(x, mutable=True), y], [x * 2 + y, y - 1], mode=MODES[target])
    assert any(n.op.destroy_map for n in f.maker.fgraph.toposort())
    xv, yv = np.arange(4.0), np.ones(4)
    out, other = f(xv, yv)
    assert out is xv and other is not yv
    np.testing.assert_array_equal(xv, [1.0, 3.0, 5.0, 7.0])
    np.testing.assert_array_equal(other, [0.0, 0.0, 0.0, 0.0])
    out2, _ = f(xv, yv)
    assert out2 is xv
    np.testing.assert_array_equal(xv, [3.0, 7.0, 11.0, 15.0])
