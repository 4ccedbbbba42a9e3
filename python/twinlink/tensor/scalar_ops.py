"""The scalar operations elementwise graphs are made of: each knows its NumPy counterpart
(which decides dtypes, so promotion and errors are NumPy's own) and how to write itself as a
C expression. Integer arithmetic wraps like NumPy's (done in unsigned types, never C's signed
overflow); integer division by zero gives 0, as NumPy does. Transcendental functions are
twinlink's own (libm.c next to this file), never the platform's libm, so both targets compute
the same bits."""
from __future__ import annotations

import functools
import hashlib
import math
import os
import re

import numpy as np

C_TYPES = {
    "bool": "npy_bool", "int8": "npy_int8", "int16": "npy_int16", "int32": "npy_int32", "int64": "npy_int64",
    "uint8": "npy_uint8", "uint16": "npy_uint16", "uint32": "npy_uint32", "uint64": "npy_uint64",
    "float32": "npy_float32", "float64": "npy_float64",
}


def c_type(dtype):
    return C_TYPES[np.dtype(dtype).name]


def _unsigned_wide(dtype):
    """The unsigned C type wrapping arithmetic on `dtype` is done in (at least 32 bits, so the
    usual promotions never reach signed int)."""
    bits = max(32, np.dtype(dtype).itemsize * 8)
    return f"npy_uint{bits}"


def _fsuffix(dtype):
    return "f" if np.dtype(dtype) == np.float32 else ""


def literal(value, dtype):
    """A C literal of `value` as `dtype`."""
    dtype = np.dtype(dtype)
    if dtype.kind == "b":
        return "1" if value else "0"
    if dtype.kind in "iu":
        v = int(value)
        return f"(({c_type(dtype)}){v}{'ULL' if dtype.kind == 'u' else 'LL'})" if v >= 0 else f"(({c_type(dtype)})({v + 1}LL - 1))"
    v = float(value)
    if math.isnan(v):
        return f"(({c_type(dtype)})NAN)"
    if math.isinf(v):
        return f"(({c_type(dtype)}){'-' if v < 0 else ''}INFINITY)"
    return f"(({c_type(dtype)}){float(v)!r})"


class ScalarOp:
    """One scalar operation. `ufunc` decides dtypes (None: float promotion like np.exp)."""

    def __init__(self, name, nin, ufunc=None, symbol=None, compute=None):
        self.name, self.nin, self.ufunc, self.symbol = name, nin, ufunc, symbol or name
        self.compute = compute  # "common": evaluate in the inputs' common dtype (comparisons)

    def out_dtype(self, operands):
        """NumPy's output dtype for these operands (dtypes, or Python scalars, which are weak
        as in NumPy 2). Raises TypeError/OverflowError as NumPy would."""
        probes = [np.empty(0, dtype=o) if isinstance(o, np.dtype) else o for o in operands]
        ufunc = self.ufunc or np.exp
        with np.errstate(all="ignore"):
            out = ufunc(*probes).dtype if self.ufunc or len(probes) == 1 else np.exp(np.add(*probes)).dtype
        if out == np.float16:
            out = np.dtype(np.float32)  # twinlink has no float16: computed in float32
        if out.name not in C_TYPES:
            raise TypeError(f"{self.name} of {', '.join(str(getattr(o, 'name', type(o).__name__)) for o in operands)} gives {out}, which twinlink does not support")
        return out

    def compute_dtype(self, operands, out):
        if self.compute == "common":
            return np.result_type(*[np.empty(0, dtype=o) if isinstance(o, np.dtype) else o for o in operands])
        return out

    def c(self, args, dtype):
        """C expression of this op on `args` (already of C type `dtype`), giving `dtype`
        (comparisons give npy_bool)."""
        return _C[self.name](args, np.dtype(dtype))


def _wrap_arith(op):
    def gen(args, dt):
        a, b = args
        if dt.kind == "b":
            return f"({a} {'||' if op == '+' else '&&'} {b})"
        if dt.kind in "iu":
            u = _unsigned_wide(dt)
            return f"(({c_type(dt)})(({u}){a} {op} ({u}){b}))"
        return f"({a} {op} {b})"
    return gen


def _libm_call(fn, args, dt):
    """A call of libm.c's tl_<fn>: float64 directly; float32 through tl_<fn>_f32 where libm.c
    has one, else through the float64 function rounded once (README, "The math library"). A
    tl_<fn>_f32 declared on doubles computes in plain doubles (about 2^-33 relative) and is
    rounded once; one declared on floats computes in float lanes and returns the float32."""
    if dt == np.float64:
        return f"tl_{fn}({', '.join(args)})"
    name = f"{fn}_f32"
    if LIBM_F32.get(name) == "float":
        return f"tl_{name}({', '.join(f'(npy_float32)({a})' for a in args)})"
    name = name if name in LIBM_F32 else fn
    return f"((npy_float32)tl_{name}({', '.join(f'(double)({a})' for a in args)}))"


# Float powers with these constant exponents are one IEEE operation, so their correctly rounded
# result is that operation's (x**2 is x*x, as NumPy's `**` computes it): no call of tl_pow.
_EXACT_POWERS = {2.0: "({0} * {0})", 1.0: "({0})", 0.0: "(({t})1)", -1.0: "(({t})1 / {0})"}


def exact_power(base, exponent, dt):
    """C for `base ** exponent` in float dtype `dt` when the constant `exponent` makes it one
    exactly rounded operation, else None."""
    template = _EXACT_POWERS.get(float(exponent)) if np.dtype(dt).kind == "f" and np.ndim(exponent) == 0 else None
    return None if template is None else template.format(base, t=c_type(dt))


_COMPARE = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "neq": "!="}
_MIRROR = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le", "eq": "eq", "neq": "neq"}


def exact_mixed_compare(name, args, dtypes):
    """C for comparison `name` of a signed integer and a uint64, whose common dtype (float64)
    would round them: NumPy compares them exactly, and so does this. None for other operands."""
    if name not in _COMPARE or len(dtypes) != 2 or not all(isinstance(d, np.dtype) for d in dtypes):
        return None
    if {d.kind for d in dtypes} != {"i", "u"} or np.result_type(*dtypes).kind != "f":
        return None
    a, b = args
    if dtypes[0].kind == "u":  # the signed operand first: a OP b is b MIRROR(OP) a
        name, a, b = _MIRROR[name], b, a
    below = "1" if name in ("lt", "le", "neq") else "0"  # a negative a is below every unsigned b
    return f"(({a}) < 0 ? {below} : (npy_uint64)({a}) {_COMPARE[name]} (npy_uint64)({b}))"


def _int_or_float(int_tpl, float_tpl):
    def gen(args, dt):
        return (int_tpl if dt.kind in "iub" else float_tpl).format(*args, t=c_type(dt), s=_fsuffix(dt), sig="s" if dt.kind == "i" else "u")
    return gen


_C = {
    "add": _wrap_arith("+"),
    "sub": _wrap_arith("-"),
    "mul": _wrap_arith("*"),
    "true_div": lambda a, dt: f"({a[0]} / {a[1]})",
    "floor_div": _int_or_float("(({t})tl_floordiv_{sig}64({0}, {1}))", "tl_floordiv{s}({0}, {1})"),
    "mod": _int_or_float("(({t})tl_mod_{sig}64({0}, {1}))", "tl_mod{s}({0}, {1})"),
    "pow": lambda a, dt: (f"(({c_type(dt)})tl_pow_{'s' if dt.kind == 'i' else 'u'}64({a[0]}, {a[1]}))" if dt.kind in "iub"
                          else _libm_call("pow", a, dt)),
    "neg": lambda a, dt: f"(({c_type(dt)})(0 - ({_unsigned_wide(dt)}){a[0]}))" if dt.kind in "iu" else f"(-{a[0]})",
    "abs": lambda a, dt: (f"({a[0]})" if dt.kind in "ub" else f"(({c_type(dt)})({a[0]} < 0 ? 0 - ({_unsigned_wide(dt)}){a[0]} : ({_unsigned_wide(dt)}){a[0]}))") if dt.kind in "iub" else f"fabs{_fsuffix(dt)}({a[0]})",
    "lt": lambda a, dt: f"({a[0]} < {a[1]})",
    "le": lambda a, dt: f"({a[0]} <= {a[1]})",
    "gt": lambda a, dt: f"({a[0]} > {a[1]})",
    "ge": lambda a, dt: f"({a[0]} >= {a[1]})",
    "eq": lambda a, dt: f"({a[0]} == {a[1]})",
    "neq": lambda a, dt: f"({a[0]} != {a[1]})",
    "and": lambda a, dt: f"({a[0]} & {a[1]})" if dt.kind != "b" else f"({a[0]} && {a[1]})",
    "or": lambda a, dt: f"({a[0]} | {a[1]})" if dt.kind != "b" else f"({a[0]} || {a[1]})",
    "xor": lambda a, dt: f"(({c_type(dt)})({a[0]} ^ {a[1]}))" if dt.kind != "b" else f"({a[0]} != {a[1]})",
    "invert": lambda a, dt: f"(({c_type(dt)})~{a[0]})" if dt.kind != "b" else f"(!{a[0]})",
    "sqrt": lambda a, dt: f"sqrt{_fsuffix(dt)}({a[0]})",
    "floor": lambda a, dt: f"({a[0]})" if dt.kind in "iub" else f"floor{_fsuffix(dt)}({a[0]})",
    "ceil": lambda a, dt: f"({a[0]})" if dt.kind in "iub" else f"ceil{_fsuffix(dt)}({a[0]})",
    "round": lambda a, dt: f"({a[0]})" if dt.kind in "iub" else f"rint{_fsuffix(dt)}({a[0]})",
    "maximum": lambda a, dt: (f"(({a[0]} > {a[1]} || {a[0]} != {a[0]}) ? {a[0]} : {a[1]})" if dt.kind == "f" else f"({a[0]} > {a[1]} ? {a[0]} : {a[1]})"),
    "minimum": lambda a, dt: (f"(({a[0]} < {a[1]} || {a[0]} != {a[0]}) ? {a[0]} : {a[1]})" if dt.kind == "f" else f"({a[0]} < {a[1]} ? {a[0]} : {a[1]})"),
    "where": lambda a, dt: f"({a[0]} ? {a[1]} : {a[2]})",
    # NumPy's predicates and simple functions. The predicates (compute="common") see the
    # input's own dtype and give a bool.
    "isnan": lambda a, dt: f"({a[0]} != {a[0]})" if dt.kind == "f" else "0",
    "isinf": lambda a, dt: f"(fabs{_fsuffix(dt)}({a[0]}) == INFINITY)" if dt.kind == "f" else "0",
    "isfinite": lambda a, dt: f"(fabs{_fsuffix(dt)}({a[0]}) < INFINITY)" if dt.kind == "f" else "1",
    "logical_not": lambda a, dt: f"({a[0]} == 0)",
    "logical_and": lambda a, dt: f"(({a[0]} != 0) & ({a[1]} != 0))",
    "logical_or": lambda a, dt: f"(({a[0]} != 0) | ({a[1]} != 0))",
    "logical_xor": lambda a, dt: f"(({a[0]} != 0) != ({a[1]} != 0))",
    # sign: NaN stays NaN and both zeros give +0, as NumPy's; unsigned: 0 or 1
    "sign": lambda a, dt: (f"(({c_type(dt)})(({a[0]} > 0) - ({a[0]} < 0)))" if dt.kind in "iu" else
                           f"({a[0]} > 0 ? ({c_type(dt)})1 : ({a[0]} < 0 ? ({c_type(dt)})-1 : ({a[0]} == 0 ? ({c_type(dt)})0 : {a[0]})))"),
    "square": lambda a, dt: _wrap_arith("*")((a[0], a[0]), dt),
    "reciprocal": lambda a, dt: _reciprocal(a[0], dt),
    "trunc": lambda a, dt: f"({a[0]})" if dt.kind in "iub" else f"trunc{_fsuffix(dt)}({a[0]})",
    # fmax/fmin: the other operand where one is NaN (NaN where both are); of equal zeros the
    # first (NumPy's own loops pick either, depending on the length)
    "fmax": lambda a, dt: (f"(({a[0]} >= {a[1]} || {a[1]} != {a[1]}) ? {a[0]} : {a[1]})" if dt.kind == "f" else f"({a[0]} >= {a[1]} ? {a[0]} : {a[1]})"),
    "fmin": lambda a, dt: (f"(({a[0]} <= {a[1]} || {a[1]} != {a[1]}) ? {a[0]} : {a[1]})" if dt.kind == "f" else f"({a[0]} <= {a[1]} ? {a[0]} : {a[1]})"),
    # degrees and radians: one product by NumPy's constant (pi/180 or 180/pi computed in the
    # dtype, from the dtype's pi, as NumPy's loops do)
    "deg2rad": lambda a, dt: f"({a[0]} * {literal(dt.type(np.pi) / dt.type(180), dt)})",
    "rad2deg": lambda a, dt: f"({a[0]} * {literal(dt.type(180) / dt.type(np.pi), dt)})",
    # signbit: the sign bit (set for -0.0 and NaNs with it); copysign and fmod are exact, so
    # any C library's give the same bits (fmod of integers: C's %, the dividend's sign, 0 for a
    # zero divisor as NumPy gives, and for -1, where C's INT_MIN % -1 is undefined)
    "signbit": lambda a, dt: f"(signbit({a[0]}) != 0)" if dt.kind == "f" else (f"({a[0]} < 0)" if dt.kind == "i" else "0"),
    "copysign": lambda a, dt: f"copysign{_fsuffix(dt)}({a[0]}, {a[1]})",
    "fabs": lambda a, dt: f"fabs{_fsuffix(dt)}({a[0]})",
    "fmod": lambda a, dt: (f"fmod{_fsuffix(dt)}({a[0]}, {a[1]})" if dt.kind == "f" else
                           f"(({c_type(dt)})(({a[1]} == 0{f' || {a[1]} == -1' if dt.kind == 'i' else ''}) ? 0 : {a[0]} % {a[1]}))"),
    # second(x, v): v, in x's shape (zeros_like and its kin)
    "second": lambda a, dt: f"{a[1]}",
    # heaviside(x, h0): 0 below 0, h0 at either zero, 1 above, NaN for NaN
    "heaviside": lambda a, dt: f"({a[0]} < 0 ? ({c_type(dt)})0 : ({a[0]} > 0 ? ({c_type(dt)})1 : ({a[0]} == 0 ? {a[1]} : {a[0]})))",
}

# NumPy's integer reciprocal computes 1.0 / x and converts: 1, -1 or 0, and for x = 0 what
# x86-64's conversion of inf gives (the lowest int32 or int64; 0 for narrower types, which
# convert through int32, and for unsigned ones).
_RECIPROCAL_OF_ZERO = {"int32": "(-2147483647 - 1)", "int64": "(-9223372036854775807LL - 1)"}


def _reciprocal(a, dt):
    if dt.kind == "f":
        return f"(({c_type(dt)})1 / {a})"
    return f"({a} == 0 ? ({c_type(dt)}){_RECIPROCAL_OF_ZERO.get(dt.name, '0')} : ({c_type(dt)})(1 / {a}))"


# Float-to-integer conversions that are defined for every input: C leaves NaN and out-of-range
# values undefined and wasm traps on them; here NaN gives 0 and other values saturate.
SUPPORT = r"""
#include <stdint.h>
#include <string.h>
static inline uint64_t tl_bits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static inline double tl_from_bits(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
static inline npy_int64 tl_floordiv_s64(npy_int64 a, npy_int64 b) {
    if (b == 0) return 0;
    if (b == -1) return (npy_int64)(0 - (npy_uint64)a);
    npy_int64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}
static inline npy_uint64 tl_floordiv_u64(npy_uint64 a, npy_uint64 b) { return b == 0 ? 0 : a / b; }
static inline npy_int64 tl_mod_s64(npy_int64 a, npy_int64 b) {
    if (b == 0 || b == -1) return 0;
    npy_int64 r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}
static inline npy_uint64 tl_mod_u64(npy_uint64 a, npy_uint64 b) { return b == 0 ? 0 : a % b; }
static int tl_negative_power;
static inline npy_int64 tl_pow_s64(npy_int64 base, npy_int64 e) {
    if (e < 0) { tl_negative_power = 1; return 0; }
    npy_uint64 r = 1, b = (npy_uint64)base;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; }
    return (npy_int64)r;
}
static inline npy_uint64 tl_pow_u64(npy_uint64 b, npy_uint64 e) {
    npy_uint64 r = 1;
    while (e) { if (e & 1) r *= b; b *= b; e >>= 1; }
    return r;
}
/* Python's divmod convention (the result takes the sign of the divisor), as NumPy. */
#define TL_DIVMOD(SUFFIX, T, FMOD, FLOOR, COPYSIGN)                                   \
static inline T tl_mod##SUFFIX(T a, T b) {                                            \
    T m = FMOD(a, b);                                                                 \
    if (b == 0) return m;                                                             \
    if (m != 0) { if ((b < 0) != (m < 0)) m += b; } else m = COPYSIGN((T)0, b);       \
    return m;                                                                         \
}                                                                                     \
static inline T tl_floordiv##SUFFIX(T a, T b) {                                       \
    if (b == 0) return a / b;                                                         \
    T m = FMOD(a, b);                                                                 \
    T d = (a - m) / b;                                                                \
    if (m != 0 && ((b < 0) != (m < 0))) d -= 1;                                       \
    if (d == 0) return COPYSIGN((T)0, a / b);                                         \
    T f = FLOOR(d);                                                                   \
    if (d - f > (T)0.5) f += 1;                                                       \
    return f;                                                                         \
}
TL_DIVMOD(, double, fmod, floor, copysign)
TL_DIVMOD(f, float, fmodf, floorf, copysignf)
#define TL_FLOAT_TO_INT(NAME, T, LO, HI)                                                \
static inline T NAME(double v) {                                                      \
    if (v != v) return 0;                                                             \
    if (v <= (double)(LO)) return (LO);                                               \
    if (v >= (double)(HI)) return (HI);                                               \
    return (T)v;                                                                      \
}
TL_FLOAT_TO_INT(tl_to_int8, npy_int8, -128, 127)
TL_FLOAT_TO_INT(tl_to_int16, npy_int16, -32768, 32767)
TL_FLOAT_TO_INT(tl_to_int32, npy_int32, -2147483647 - 1, 2147483647)
TL_FLOAT_TO_INT(tl_to_int64, npy_int64, (-9223372036854775807LL - 1), 9223372036854775807LL)
TL_FLOAT_TO_INT(tl_to_uint8, npy_uint8, 0, 255)
TL_FLOAT_TO_INT(tl_to_uint16, npy_uint16, 0, 65535)
TL_FLOAT_TO_INT(tl_to_uint32, npy_uint32, 0, 4294967295u)
TL_FLOAT_TO_INT(tl_to_uint64, npy_uint64, 0, 18446744073709551615ULL)
"""


def read_sections(path):
    """A C file split into its sections, each starting at a line `/*@ name: needs */` (the
    sections it needs after the colon, if any): name -> (needed names, text), in file order.
    Text before the first mark is not in any section."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    sections = {}
    marks = list(re.finditer(r"^/\*@ (\w+)(?::([\w ]*))? \*/$", text, re.M))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        sections[m.group(1)] = ((m.group(2) or "").split(), text[m.end() + 1:end])
    return sections


def section_closure(sections, names):
    """The sections named and those they need (transitively), in file order."""
    wanted = set()

    def want(section):
        if section not in wanted:
            wanted.add(section)
            for dep in sections[section][0]:
                want(dep)

    for name in names:
        want(name)
    return [section for section in sections if section in wanted]


# libm.c, split into its sections.
LIBM_SECTIONS = read_sections(os.path.join(os.path.dirname(os.path.abspath(__file__)), "libm.c"))
# The float32 variants libm.c defines (tl_<name>_f32, each in the section of its function),
# with the C type they compute and return in ("double" or "float").
LIBM_F32 = {
    name: ctype
    for ctype, name in re.findall(
        r"^TL_INLINE (double|float) tl_(\w+_f32)\(", "".join(t for _, t in LIBM_SECTIONS.values()), re.M
    )
}
# Functions libm.c defines for one value at a time (tl_<name>_one, float64): branches in place
# of the elementwise loops' selects, the same bits (see one_call).
LIBM_ONE = set(re.findall(r"^TL_INLINE double tl_(\w+)_one\(", "".join(t for _, t in LIBM_SECTIONS.values()), re.M))
# The float conditions of float32 fast paths (tl_<name>_ok_f32, see FAST_PATH).
LIBM_F32_OK = {
    name: ctype
    for name, ctype in re.findall(
        r"^TL_INLINE int tl_(\w+_ok_f32)\((float|double)", "".join(t for _, t in LIBM_SECTIONS.values()), re.M
    )
}
# Each op computed by libm.c and the section that defines it (and the NumPy ufunc deciding its
# dtype, or None: float promotion like np.exp).
LIBM_FUNCTIONS = {
    "exp": ("exp", np.exp), "exp2": ("exp2", np.exp2), "expm1": ("expm1", np.expm1),
    "log": ("log", np.log), "log2": ("log2", np.log2), "log10": ("log10", np.log10), "log1p": ("log1p", np.log1p),
    "sin": ("trig", np.sin), "cos": ("trig", np.cos), "tan": ("trig", np.tan),
    "arcsin": ("atan", np.arcsin), "arccos": ("atan", np.arccos), "arctan": ("atan", np.arctan),
    "sinh": ("sinh", np.sinh), "cosh": ("cosh", np.cosh), "tanh": ("tanh", np.tanh),
    "arcsinh": ("arcsinh", np.arcsinh), "arccosh": ("arccosh", np.arccosh), "arctanh": ("arctanh", np.arctanh),
    "cbrt": ("cbrt", np.cbrt), "erf": ("erf", None), "erfc": ("erf", None),
    "sigmoid": ("sigmoid", None), "softplus": ("softplus", None),
    "gammaln": ("gammaln", None), "digamma": ("digamma", None), "gamma": ("gamma", None),
    "j0": ("bessel", None), "j1": ("bessel", None),
}
LIBM_BINARY = {"pow": ("pow", np.power), "arctan2": ("atan", np.arctan2)}
for _name in LIBM_FUNCTIONS:
    _C[_name] = (lambda fn: lambda a, dt: _libm_call(fn, a, dt))(_name)
_C["arctan2"] = lambda a, dt: _libm_call("arctan2", a, dt)


# Functions with a fast path: libm.c's tl_<name>_fast(x...) equals tl_<name>(x...) wherever
# tl_<name>_ok(x...) holds and is cheaper. The elementwise loop runs blocks on the fast path and
# redoes a block with the full functions when some element is outside (ARCHITECTURE.md, "The
# generated module"). These fast paths only leave out selects, for the special values (NaN,
# zeros, infinities, the domain's edges) and the scaling of tiny or huge arguments or results:
# arctan2 (float64: |x|, |y| within [2^-250, 2^250]; float32: each within [2^-60, 2^60] or 0,
# not both 0), log, log2, log10 (a normal finite x > 0), log1p (x > -1), cbrt, float64 exp and
# exp2 (normal results, one scale factor), arcsin, arccos (|x| < 1), arcsinh, arccosh, arctanh
# (the logarithm's path alone).
# The C library's one-value call computes them whole, so that a loop of calls vectorises as the
# elementwise loops' own function does (C_LIBM_INLINE).
FAST_PATH_SELECTS_ONLY = {"arctan2", "log", "log2", "log10", "log1p", "cbrt", "exp", "exp2", "arcsin", "arccos",
                          "arcsinh", "arccosh", "arctanh"}
# The others leave out a costly part: sin, cos, tan Payne-Hanek's reduction; gammaln, digamma,
# gamma (x > 0) the reflection formula; pow on floats (x > 0 and x, y finite) C99's special cases;
# j0, j1 (|x| < 25) the asymptotic form.
FAST_PATH = {"sin", "cos", "tan", "gammaln", "digamma", "gamma", "pow", "j0", "j1"} | FAST_PATH_SELECTS_ONLY


def scalar_full_loop(name, dt):
    """Whether a kernel calling `name`'s fast path in dtype `dt` computes a block again in a
    scalar function of its own (TL_SCALAR_FN): float64 sin, cos and tan, whose general case
    (Payne and Hanek's reduction) is long and reached by finite arguments beyond 2^20 only (NaN
    and inf are on their fast path). Elsewhere the full loop stays in vector lanes: the full
    functions are the fast ones plus selects, or NaN and inf reach them."""
    return name in ("sin", "cos", "tan") and np.dtype(dt) == np.float64


def has_fast_path(name, dt):
    """Whether `name` computed in dtype `dt` takes its fast path (integer powers have none; a
    float32 function of its own, tl_<name>_f32, needs its own tl_<name>_fast_f32)."""
    if name not in FAST_PATH or np.dtype(dt).kind != "f":
        return False
    return np.dtype(dt) != np.float32 or f"{name}_f32" not in LIBM_F32 or f"{name}_fast_f32" in LIBM_F32


def fast_call(name, args, dt):
    """C of `name`'s fast path on `args` (of C type `dt`)."""
    return _libm_call(f"{name}_fast", args, dt)


def fast_ok(name, args, dt=np.float64):
    """C condition under which `name`'s fast path gives its exact result (in dtype `dt`:
    libm.c's tl_<name>_ok_f32 on floats where it defines one)."""
    if np.dtype(dt) == np.float32 and LIBM_F32_OK.get(f"{name}_ok_f32") == "float":
        return f"tl_{name}_ok_f32({', '.join(f'(npy_float32)({a})' for a in args)})"
    return f"tl_{name}_ok({', '.join(f'(double)({a})' for a in args)})"


def one_call(name, args, dt):
    """C of `name`'s one-value function (libm.c's tl_<name>_one: branches for the elementwise
    loops' selects, the same bits) on `args` in dtype `dt`, or None where libm.c has none for
    that dtype (a float32 function of its own, tl_<name>_f32, is another computation)."""
    if name in LIBM_ONE and (np.dtype(dt) == np.float64 or f"{name}_f32" not in LIBM_F32):
        return _libm_call(f"{name}_one", args, dt)
    return None


def libm_code(op_names):
    """The libm.c sections the ops named need (with their dependencies), in file order, each
    a separate support-code fragment."""
    entries = (LIBM_FUNCTIONS.get(name) or LIBM_BINARY.get(name) for name in op_names)
    return [LIBM_SECTIONS[section][1] for section in section_closure(LIBM_SECTIONS, [e[0] for e in entries if e])]


# C99's <math.h> names of libm.c's functions (double, and float with the suffix f) and the op
# computing each. An object defining them with twinlink's functions (c_libm_text) makes C that
# calls the C library's math (PyTensor's own C, in the PyTensor bridge) compute it as twinlink
# does, on both targets: the module's calls bind to the object's definitions (hidden natively,
# taken before wasi-libc's in the wasm link), not to glibc's or musl's.
C_LIBM = {"exp": "exp", "exp2": "exp2", "expm1": "expm1", "log": "log", "log2": "log2", "log10": "log10",
          "log1p": "log1p", "sin": "sin", "cos": "cos", "tan": "tan", "asin": "arcsin", "acos": "arccos",
          "atan": "arctan", "atan2": "arctan2", "sinh": "sinh", "cosh": "cosh", "tanh": "tanh", "asinh": "arcsinh",
          "acosh": "arccosh", "atanh": "arctanh", "cbrt": "cbrt", "erf": "erf", "erfc": "erfc", "lgamma": "gammaln",
          "tgamma": "gamma", "pow": "pow", "j0": "j0", "j1": "j1"}


def _c_library_call(op, args, dt):
    """C computing `op` one value at a time, as the C library's function of that name does:
    its one-value form where libm.c has one, else a branch to its fast path where it has one,
    else the elementwise loops' own function."""
    one = one_call(op, args, dt)
    if one is not None:
        return one
    c = _libm_call(op, args, dt)
    if has_fast_path(op, dt) and op not in FAST_PATH_SELECTS_ONLY:  # a branch to the fast path, same bits
        c = f"({fast_ok(op, args, dt)} ? {fast_call(op, args, dt)} : {c})"
    return c


def _c_args(op):
    """The parameter names of C's function for `op`, in C's order: atan2(y, x), pow(x, y)."""
    if op not in LIBM_BINARY:
        return ["x"]
    return ["x", "y"] if op == "pow" else ["y", "x"]


@functools.lru_cache(maxsize=1)
def c_libm_text():
    """The kernel text (ARCHITECTURE.md, "Kernel objects") defining C_LIBM's functions: `exp`,
    `expf`, ... as calls of libm.c's (C's argument order: atan2(y, x), pow(x, y)), and
    `sincos`/`sincosf`, which compilers call for a sin and a cos of one argument."""
    definitions = []
    for cname, op in C_LIBM.items():
        args = _c_args(op)
        for ctype, suffix, dt in (("double", "", np.float64), ("float", "f", np.float32)):
            params = ", ".join(f"{ctype} {a}" for a in args)
            definitions.append(f"TL_TARGET {ctype} {cname}{suffix}({params}) {{ return {_c_library_call(op, args, dt)}; }}\n")
    # gcc turns sin(x) and cos(x) of one argument into one call of the GNU extension sincos (so
    # its body is libm.c's calls, not sin and cos, which gcc would turn into sincos again)
    for ctype, suffix, dt in (("double", "", np.float64), ("float", "f", np.float32)):
        definitions.append(f"TL_TARGET void sincos{suffix}({ctype} x, {ctype}* s, {ctype}* c) {{ *s = {_c_library_call('sin', ['x'], dt)}; "
                           f"*c = {_c_library_call('cos', ['x'], dt)}; }}\n")
    text = "".join([SUPPORT, *libm_code(C_LIBM.values()), *definitions])
    return Kernel.defining(text, []).text


# The C_LIBM names whose one-value computation is, in both dtypes, the elementwise loops' own
# function (no one-value form, no fast path). A C++ module may call them inline instead
# (c_libm_inline_text), so that its loops over them vectorise, with the same bits.
C_LIBM_INLINE = {
    cname: op for cname, op in C_LIBM.items()
    if all(_c_library_call(op, _c_args(op), dt) == _libm_call(op, _c_args(op), dt) for dt in (np.float64, np.float32))
}


# The C_LIBM names that have a one-value form or a fast path (so are not in C_LIBM_INLINE) but
# whose elementwise loops' function in vector lanes beats the one-value form called an element
# at a time: in PyTensor's elementwise loops the bridge calls `tl_v_<name>`
# (c_libm_inline_text) and marks the loop for vectorisation. sin, cos, tan and lgamma are in
# C_LIBM_BLOCKS instead: in lanes their full functions make every element pay for the whole
# argument reduction or the reflection, and measured slower than their one-value forms
# (benches/MEASUREMENT_HISTORY.md, "The PyTensor bridge: the C library's math, called one value
# at a time").
C_LIBM_LANES = {"erf", "erfc", "pow"}
# The C_LIBM names with a fast path whose full function in lanes is slower than the one-value
# form: in PyTensor's elementwise loops the bridge runs blocks of elements on the fast path in
# vector lanes (`tl_f_<name>(x)`, a macro for `tl_b_<name>(x, tl_ok)`: the fast path's value,
# the block's `tl_ok` cleared where it does not apply) and runs a block again with the
# one-value forms when some element was outside, as the op library's elementwise loops do.
# j0 and j1's full functions branch (no lanes at all); in blocks PyTensor's J0 + J1 on 10^6
# points in (-20, 20) took 14.4 ms natively against 42.2 one value at a time (wasm 71 against 101).
C_LIBM_BLOCKS = {"sin", "cos", "tan", "lgamma", "j0", "j1"}
# The C_LIBM_LANES and C_LIBM_BLOCKS names whose one-value forms measured faster in wasm than
# their lanes: there they keep the one-value forms (TL_ONE_IN_WASM is 1 in wasm). erf's lanes
# compute both its series and its interpolant; erfc's lanes measured faster than its one-value
# form (23 against 18 Melem/s on normal(0, 3) points, benches/bench_bridge_libm.py).
C_LIBM_ONE_IN_WASM = {"erf", "lgamma"}


def _c_overloads(fn, cname, body, ok=False, wasm_body=None):
    """C++ overloads of `fn` standing for C's `cname` (computing C_LIBM[cname]), resolving as
    <cmath>'s do: double and float ones returning `body(op, args, dt)` (in wasm
    `wasm_body(...)` when given), always inlined (clang's inliner otherwise keeps the larger
    ones as calls); long double and other types, such as std::complex, left to the C++
    library; other arithmetic types as double. With `ok` each also takes an `int& tl_ok` after
    C's parameters (the body may clear it)."""
    op = C_LIBM[cname]
    args = _c_args(op)
    names = ", ".join(args)
    extra, passed = (", int& tl_ok", ", tl_ok") if ok else ("", "")

    def typed(body):
        return [f"TL_INLINE {ctype} {fn}({', '.join(f'{ctype} {a}' for a in args)}{extra}) "
                f"{{ return {body(op, args, dt)}; }}\n" for ctype, dt in (("double", np.float64), ("float", np.float32))]

    defs = typed(body) if wasm_body is None else ["#if defined(__wasm__)\n", *typed(wasm_body), "#else\n",
                                                  *typed(body), "#endif\n"]
    params = ", ".join(f"long double {a}" for a in args)
    defs.append(f"static inline long double {fn}({params}{extra}) {{ return {cname}({names}); }}\n")
    types = [f"T{i}" for i in range(len(args))]
    tparams = ", ".join(f"class {t}" for t in types)
    params = ", ".join(f"{t} {a}" for t, a in zip(types, args))
    arithmetic = " && ".join(f"std::is_arithmetic<{t}>::value" for t in types)
    defs.append(f"template <{tparams}, typename std::enable_if<{arithmetic}, int>::type = 0>\n"
                f"TL_INLINE double {fn}({params}{extra}) {{ return {fn}({', '.join(f'(double){a}' for a in args)}{passed}); }}\n")
    defs.append(f"template <{tparams}, typename std::enable_if<!({arithmetic}), int>::type = 0>\n"
                f"static inline auto {fn}({params}{extra}) -> decltype({cname}({names})) {{ return {cname}({names}); }}\n")
    return defs


def c_libm_inline_text(cnames, lanes=(), blocks=()):
    """C++ support code defining `tl_c_<name>` for the C_LIBM_INLINE names `cnames`,
    `tl_v_<name>` for the C_LIBM_LANES names `lanes` and `tl_b_<name>` for the C_LIBM_BLOCKS
    names `blocks` (_c_overloads). `tl_c_<name>` computes what c_libm_text's function of the C
    name does, so a call site gives the same bits and a loop of them vectorises; `tl_v_<name>`
    is the elementwise loops' function, which gives those bits in vector lanes (in wasm, for
    C_LIBM_ONE_IN_WASM, the one-value form itself); `tl_b_<name>(x, ok)` is the fast path,
    which gives them where it leaves `ok` set."""
    defs = ["#include <type_traits>\n",
            "#if defined(__wasm__)\n#define TL_ONE_IN_WASM 1\n#else\n#define TL_ONE_IN_WASM 0\n#endif\n"]
    for cname in sorted(cnames):
        defs += _c_overloads(f"tl_c_{cname}", cname, _c_library_call)
    for cname in sorted(lanes):
        defs += _c_overloads(f"tl_v_{cname}", cname, _libm_call,
                             wasm_body=_c_library_call if cname in C_LIBM_ONE_IN_WASM else None)
    for cname in sorted(blocks):
        defs += _c_overloads(f"tl_b_{cname}", cname, ok=True, body=lambda op, args, dt: (
            f"(tl_ok &= {fast_ok(op, args, dt)}, {fast_call(op, args, dt)})"))
        defs.append(f"#define tl_f_{cname}(x) tl_b_{cname}((x), tl_ok)\n")
    return "".join([SUPPORT, *libm_code({C_LIBM[c] for c in (*cnames, *lanes, *blocks)}), *defs])


def convert(expr, src, dst):
    """C expression converting `expr` from dtype `src` to dtype `dst`."""
    src, dst = np.dtype(src), np.dtype(dst)
    if src == dst:
        return expr
    if dst.kind == "b":
        return f"(({expr}) != 0)"
    if src.kind == "f" and dst.kind in "iu":
        return f"tl_to_{dst.name}((double)({expr}))"
    return f"(({c_type(dst)})({expr}))"


OPS = {op.name: op for op in [
    ScalarOp("add", 2, np.add, "+"),
    ScalarOp("sub", 2, np.subtract, "-"),
    ScalarOp("mul", 2, np.multiply, "*"),
    ScalarOp("true_div", 2, np.true_divide, "/"),
    ScalarOp("floor_div", 2, np.floor_divide, "//"),
    ScalarOp("mod", 2, np.remainder, "%"),
    ScalarOp("pow", 2, np.power, "**"),
    ScalarOp("neg", 1, np.negative, "-"),
    ScalarOp("abs", 1, np.absolute),
    ScalarOp("lt", 2, np.less, "<", compute="common"),
    ScalarOp("le", 2, np.less_equal, "<=", compute="common"),
    ScalarOp("gt", 2, np.greater, ">", compute="common"),
    ScalarOp("ge", 2, np.greater_equal, ">=", compute="common"),
    ScalarOp("eq", 2, np.equal, "==", compute="common"),
    ScalarOp("neq", 2, np.not_equal, "!=", compute="common"),
    ScalarOp("and", 2, np.bitwise_and, "&"),
    ScalarOp("or", 2, np.bitwise_or, "|"),
    ScalarOp("xor", 2, np.bitwise_xor, "^"),
    ScalarOp("invert", 1, np.invert, "~"),
    ScalarOp("sqrt", 1, np.sqrt),
    ScalarOp("arctan2", 2, np.arctan2),
    ScalarOp("floor", 1, np.floor),
    ScalarOp("ceil", 1, np.ceil),
    ScalarOp("round", 1, np.round),
    ScalarOp("maximum", 2, np.maximum),
    ScalarOp("minimum", 2, np.minimum),
    ScalarOp("where", 3, np.where),
    ScalarOp("isnan", 1, np.isnan, compute="common"),
    ScalarOp("isinf", 1, np.isinf, compute="common"),
    ScalarOp("isfinite", 1, np.isfinite, compute="common"),
    ScalarOp("logical_not", 1, np.logical_not, compute="common"),
    ScalarOp("logical_and", 2, np.logical_and, compute="common"),
    ScalarOp("logical_or", 2, np.logical_or, compute="common"),
    ScalarOp("logical_xor", 2, np.logical_xor, compute="common"),
    ScalarOp("sign", 1, np.sign),
    ScalarOp("square", 1, np.square),
    ScalarOp("reciprocal", 1, np.reciprocal),
    ScalarOp("trunc", 1, np.trunc),
    ScalarOp("fmax", 2, np.fmax),
    ScalarOp("fmin", 2, np.fmin),
    ScalarOp("heaviside", 2, np.heaviside),
    ScalarOp("signbit", 1, np.signbit, compute="common"),
    ScalarOp("copysign", 2, np.copysign),
    ScalarOp("fabs", 1, np.fabs),
    ScalarOp("fmod", 2, np.fmod),
    ScalarOp("second", 2, lambda a, b: np.broadcast_arrays(a, np.asarray(b))[1]),
    ScalarOp("deg2rad", 1, np.deg2rad),
    ScalarOp("rad2deg", 1, np.rad2deg),
]}
OPS.update({name: ScalarOp(name, 1, ufunc) for name, (_, ufunc) in LIBM_FUNCTIONS.items()})


# -- kernels: loops compiled as objects of their own (ARCHITECTURE.md, "Kernel objects") ------
# A kernel's text is a whole C11 translation unit with no Python or NumPy API: it sees NumPy's
# element type names (the same widths as numpy/npy_common.h gives them on each target) and
# TL_TARGET, the instruction set the native toolchain compiles kernels for (the widest this
# CPU runs, or $TWINLINK_NATIVE_ISA: it defines TL_ISA_AVX512F or TL_ISA_AVX2; see
# src/toolchain/native.rs); every choice computes the same bits: no FMA contraction, lane-wise
# IEEE operations (AVX2's TL_TARGET adds FMA, which only libm.c's exact products use: their
# error term is exact, whichever way it is computed).
KERNEL_PRELUDE = r"""#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
typedef intptr_t npy_intp;
typedef unsigned char npy_bool;
typedef int8_t npy_int8;
typedef int16_t npy_int16;
typedef int32_t npy_int32;
typedef int64_t npy_int64;
typedef uint8_t npy_uint8;
typedef uint16_t npy_uint16;
typedef uint32_t npy_uint32;
typedef uint64_t npy_uint64;
typedef float npy_float32;
typedef double npy_float64;
#if defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX512F)
#define TL_TARGET __attribute__((target("avx512f")))
#elif defined(__x86_64__) && defined(__GNUC__) && defined(TL_ISA_AVX2)
#define TL_TARGET __attribute__((target("avx2,fma")))
#else
#define TL_TARGET
#endif
/* A loop over rows calling a kernel (reduce.c's steps): gcc at -O1 (its -O3 vectorises and
   unrolls such loops, which costs compile time and, on short rows, call time). */
#if defined(__GNUC__) && !defined(__clang__)
#define TL_WALK __attribute__((optimize("O1")))
#else
#define TL_WALK
#endif
/* Before a loop calling the math library, so that every such loop runs in vector lanes on both
   targets: clang's cost model for wasm judged the loops of erf and erfc (float32 both, float64
   erfc) not worth it for their table loads (wasm SIMD has no gather); forced, they measured as
   fast as the scalar loops there. gcc vectorises them anyway. Vector lanes compute each
   element's bits as the scalar loop does. */
#if defined(__clang__)
#define TL_VECTORIZE _Pragma("clang loop vectorize(enable)")
#else
#define TL_VECTORIZE
#endif
/* The loop that computes a block again with the full functions, where one of them has a long
   general case that few arguments reach (scalar_full_loop): a function of its own, compiled
   without vector lanes. Vectorised, it more than doubled such kernels' compile time (gcc 12,
   sin(a)*cos(b) in float64: 0.92 s, 0.41 s without). */
#if defined(__clang__)
#define TL_SCALAR_FN __attribute__((noinline))
#define TL_SCALAR_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#elif defined(__GNUC__)
#define TL_SCALAR_FN __attribute__((noinline, optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#define TL_SCALAR_LOOP
#else
#define TL_SCALAR_FN
#define TL_SCALAR_LOOP
#endif
"""


# Splitting one kernel call over cores (natively; wasm32-wasi here has no threads): the parts
# are disjoint sets of output elements, each computed as a single-threaded call would, so the
# bits do not depend on the number of threads. Kernels that split (the elementwise walk,
# reductions, GEMM) put PARALLEL_SUPPORT, the declarations, in their support; the definitions
# are an object of their own (PARALLEL_TEXT), compiled once and linked into every module whose
# kernels split (`Kernel.texts`): the system headers threads need (pthread, sched, unistd with
# _GNU_SOURCE) took about a third of a small kernel's compile.
PARALLEL_SUPPORT = r"""#ifndef TL_PARALLEL_DEFINED
#define TL_PARALLEL_DEFINED
/* Cores to split one call over (PARALLEL_TEXT) */
int tl_max_threads(void);
/* work(jobs + t * size) for every t < count (at most 64) on up to `threads` threads, this one
   included (PARALLEL_TEXT) */
void tl_parallel(int threads, int count, void* (*work)(void*), char* jobs, size_t size);
/* How many jobs to cut `units` indivisible units into for `threads` threads: a few per thread
   (so that threads which start late take fewer), at most 64 and at most `units`. */
static int tl_job_count(int threads, ptrdiff_t units) {
    int count = threads * 4 < 64 ? threads * 4 : 64;
    return units < count ? (int)units : count;
}
#endif
"""

PARALLEL_TEXT = r"""/* The definitions PARALLEL_SUPPORT declares: one object per module (ARCHITECTURE.md, "Kernel
   objects"). */
#define _GNU_SOURCE /* sched_getaffinity */
#include <stddef.h>
#include <stdlib.h>
#if !defined(__wasm__) && defined(__unix__)
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#define TL_THREADS 1
#else
#define TL_THREADS 0
#endif
/* Cores to split one call over: $TWINLINK_NUM_THREADS if set (>= 1), else the processors this
   process may run on (its affinity mask where the C library tells it, e.g. under taskset, else
   the online processors), at most 64; 1 where there are no threads. Read once per module. */
int tl_max_threads(void) {
#if TL_THREADS
    static int cached = 0;
    int n = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (n == 0) {
        const char* env = getenv("TWINLINK_NUM_THREADS");
        long v = env ? strtol(env, NULL, 10) : 0;
        if (v < 1) {
            v = sysconf(_SC_NPROCESSORS_ONLN);
#ifdef CPU_COUNT
            cpu_set_t set;
            if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
                v = CPU_COUNT(&set);
#endif
        }
        n = v < 1 ? 1 : v > 64 ? 64 : (int)v;
        __atomic_store_n(&cached, n, __ATOMIC_RELAXED);
    }
    return n;
#else
    return 1;
#endif
}
/* Each thread takes the next job not yet taken until none is left, so a thread that starts
   late (a busy machine) finds the jobs done rather than holding up the call. Where a thread
   cannot be started, the others take its share. */
typedef struct {
    void* (*work)(void*);
    char* jobs;
    size_t size;
    int count, next;
} tl_queue;
static void* tl_take_jobs(void* arg) {
    tl_queue* q = (tl_queue*)arg;
    for (int t; (t = __atomic_fetch_add(&q->next, 1, __ATOMIC_RELAXED)) < q->count;)
        q->work(q->jobs + t * q->size);
    return NULL;
}
void tl_parallel(int threads, int count, void* (*work)(void*), char* jobs, size_t size) {
    tl_queue q = {work, jobs, size, count, 0};
#if TL_THREADS
    pthread_t ids[64];
    int started[64];
    threads = threads > count ? count : threads > 64 ? 64 : threads;
    for (int t = 1; t < threads; t++)
        started[t] = pthread_create(&ids[t], NULL, tl_take_jobs, &q) == 0;
    tl_take_jobs(&q);
    for (int t = 1; t < threads; t++)
        if (started[t])
            pthread_join(ids[t], NULL);
#else
    (void)threads;
    tl_take_jobs(&q);
#endif
}
"""


# The walk of an elementwise kernel over a broadcast output (elemwise._walk): the same code for
# every kernel, so it is an object of its own like PARALLEL_TEXT (compiled once, linked into
# every module whose kernels walk: a Kernel's `shared`); a kernel keeps only a rows function and a
# description. Compiled into each kernel, the walk took about 0.05 s of gcc's 0.08 s for a
# small kernel. Natively an output of at least 2 * per_thread elements is split over up to
# tl_max_threads() threads, a few parts per thread (tl_job_count): C-contiguous operands in
# runs of whole blocks of `block` elements, others along the first axis; each part is the same
# walk over its own elements, so the bits are those of one thread.
WALK_SUPPORT = r"""#ifndef TL_WALK_DEFINED
#define TL_WALK_DEFINED
/* An elementwise kernel as the walk sees it (WALK_TEXT): k inputs of `sizes[i]` bytes per
   element (0 for a 0-d input, passed as it is), an output of `out_size`, and `rows`, which
   computes `count` contiguous rows of n elements, the first from p[i] (a 0-d input's data)
   into out, the next ones steps[i] and out_step bytes further, and returns the kernel's
   results OR-ed. */
typedef struct {
    int k;
    const ptrdiff_t* sizes;
    ptrdiff_t out_size, per_thread, block;
    int (*rows)(ptrdiff_t count, ptrdiff_t n, const char* const* p, const ptrdiff_t* steps, char* out, ptrdiff_t out_step);
} tl_walk;
/* Runs w over an output of nd axes of lengths shape (C order, contiguous at out). Input i
   starts at data[i]; strides is NULL when every input with axes is C-contiguous with the
   output's shape (one call over everything), else strides[i * nd + d] are its byte strides
   over the output's axes (0 on broadcast axes, any sign): then rows of the last axis, and a
   row that is not contiguous is gathered into scratch 128 elements at a time. nd is at most
   64. Returns w->rows' results OR-ed. */
int tl_walk_nd(const tl_walk* w, int nd, const ptrdiff_t* shape, const char* const* data, const ptrdiff_t* strides, char* out);
#endif
"""

WALK_TEXT = r"""/* The definitions WALK_SUPPORT declares: one object per module (ARCHITECTURE.md, "Kernel
   objects"). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
""" + PARALLEL_SUPPORT + WALK_SUPPORT + r"""
/* Elements per row call when a row is gathered into scratch (on the stack): a kernel's results
   do not depend on where a call starts (elemwise.FAST_BLOCK), so chunks change no bit. */
#define TL_GATHER 128
/* m elements of `size` bytes, `s` bytes apart from q, into g: copied as bits */
static void tl_gather(char* g, const char* q, ptrdiff_t s, ptrdiff_t m, ptrdiff_t size) {
    if (s == 0 && size == 8) { /* a value broadcast along the row */
        uint64_t v;
        memcpy(&v, q, 8);
        for (ptrdiff_t j = 0; j < m; j++) memcpy(g + 8 * j, &v, 8);
        return;
    }
    switch (size) {
    case 1: for (ptrdiff_t j = 0; j < m; j++, q += s) g[j] = *q; break;
    case 2: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + 2 * j, q, 2); break;
    case 4: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + 4 * j, q, 4); break;
    case 8: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + 8 * j, q, 8); break;
    default: for (ptrdiff_t j = 0; j < m; j++, q += s) memcpy(g + size * j, q, (size_t)size); break;
    }
}
/* The walk over the elements of one part: the output's shape with `first` as the length of
   its first axis. Rows of the last two axes in a loop of their own, the pointers stepping by
   their strides; the axes before them by an odometer (a step forward, or back to the start of
   an axis), so a row costs no multiplication whatever the rank. */
static int tl_walk_part(const tl_walk* w, int nd, ptrdiff_t first, const ptrdiff_t* whole, const char* const* data,
                        const ptrdiff_t* strides, char* out) {
    ptrdiff_t shape[64];
    ptrdiff_t n = 1;
    for (int d = 0; d < nd; d++) n *= shape[d] = d ? whole[d] : first;
    if (n == 0) return 0;
    const int k = w->k;
    const int kk = k ? k : 1; /* no VLA of length 0 */
    ptrdiff_t s[kk], t[kk];
    if (!strides) {
        for (int i = 0; i < k; i++) t[i] = 0;
        return w->rows(1, n, data, t, out, 0);
    }
    const ptrdiff_t* size = w->sizes;
    const ptrdiff_t inner = shape[nd - 1], rows = nd >= 2 ? shape[nd - 2] : 1;
    const char* b[kk];
    const char* r[kk];
    ptrdiff_t room = 0;
    int contiguous = 1, negative = 0;
    for (int i = 0; i < k; i++) {
        b[i] = data[i];
        s[i] = size[i] ? strides[i * nd + nd - 1] : 0;
        t[i] = size[i] && nd >= 2 ? strides[i * nd + nd - 2] : 0;
        contiguous &= !size[i] || s[i] == size[i];
        room += size[i] * TL_GATHER + 16;
    }
    /* scratch for gathered rows, 16-byte aligned for every element type */
    long double scratch[contiguous ? 1 : room / sizeof(long double) + 1];
    char* g[kk];
    for (int i = 0, at = 0; i < k; at += (int)(size[i] * TL_GATHER + 15) / 16 * 16, i++) g[i] = (char*)scratch + at;
    ptrdiff_t idx[64];
    for (int d = 0; d < nd; d++) idx[d] = 0;
    char* z = out;
    const ptrdiff_t zrow = inner * w->out_size;
    for (;;) {
        if (contiguous)
            negative |= w->rows(rows, inner, b, t, z, zrow);
        else
            for (ptrdiff_t row = 0; row < rows; row++, z += zrow) {
                for (ptrdiff_t c = 0; c < inner; c += TL_GATHER) {
                    const ptrdiff_t m = inner - c < TL_GATHER ? inner - c : TL_GATHER;
                    for (int i = 0; i < k; i++) {
                        r[i] = b[i] + c * s[i];
                        if (size[i] && s[i] != size[i]) {
                            tl_gather(g[i], r[i], s[i], m, size[i]);
                            r[i] = g[i];
                        }
                    }
                    negative |= w->rows(1, m, r, t, z + c * w->out_size, 0);
                }
                for (int i = 0; i < k; i++) b[i] += t[i];
            }
        if (contiguous)
            z += zrow * rows;
        else
            for (int i = 0; i < k; i++) b[i] -= t[i] * rows;
        int d = nd - 3;
        for (; d >= 0; d--) {
            if (++idx[d] < shape[d]) {
                for (int i = 0; i < k; i++)
                    if (size[i]) b[i] += strides[i * nd + d];
                break;
            }
            idx[d] = 0;
            for (int i = 0; i < k; i++)
                if (size[i]) b[i] -= strides[i * nd + d] * (shape[d] - 1);
        }
        if (d < 0) return negative;
    }
}
typedef struct {
    const tl_walk* w;
    int nd, negative;
    ptrdiff_t first;
    const ptrdiff_t *whole, *strides;
    const char** data;
    char* out;
} tl_walk_job;
static void* tl_walk_job_run(void* arg) {
    tl_walk_job* j = (tl_walk_job*)arg;
    j->negative = tl_walk_part(j->w, j->nd, j->first, j->whole, j->data, j->strides, j->out);
    return NULL;
}
int tl_walk_nd(const tl_walk* w, int nd, const ptrdiff_t* shape, const char* const* data, const ptrdiff_t* strides, char* out) {
    ptrdiff_t n = 1;
    for (int d = 0; d < nd; d++) n *= shape[d];
    /* The usual small call: contiguous operands, one part, one call of rows (as tl_walk_part
       would make it, without its setup). */
    static const ptrdiff_t no_steps[64];
    if (!strides && n < 2 * w->per_thread && w->k <= 64) return n ? w->rows(1, n, data, no_steps, out, 0) : 0;
    int parts = n < 2 * w->per_thread ? 1 : tl_max_threads();
    if (parts > 1 && parts > n / w->per_thread) parts = (int)(n / w->per_thread);
    if (parts > 1 && strides && parts > shape[0]) parts = (int)shape[0];
    if (parts < 2) return tl_walk_part(w, nd, nd ? shape[0] : 1, shape, data, strides, out);
    /* contiguous: the elements in runs of whole blocks; else the first axis */
    const ptrdiff_t unit = strides ? 1 : w->block, len = strides ? shape[0] : n;
    const ptrdiff_t units = (len + unit - 1) / unit, row = strides ? n / shape[0] : 1;
    const int count = tl_job_count(parts, units), k = w->k;
    tl_walk_job jobs[64];
    const char* datas[64 * (k ? k : 1)];
    for (int t = 0; t < count; t++) {
        const ptrdiff_t at = units * t / count * unit, end = units * (t + 1) / count * unit;
        tl_walk_job* j = &jobs[t];
        j->w = w;
        j->nd = strides ? nd : 1;
        j->first = (end < len ? end : len) - at;
        j->whole = strides ? shape : &n;
        j->strides = strides;
        j->data = datas + t * k;
        for (int i = 0; i < k; i++)
            j->data[i] = data[i] + (w->sizes[i] ? at * (strides ? strides[i * nd] : w->sizes[i]) : 0);
        j->out = out + at * row * w->out_size;
    }
    tl_parallel(parts, count, tl_walk_job_run, (char*)jobs, sizeof jobs[0]);
    int negative = 0;
    for (int t = 0; t < count; t++) negative |= jobs[t].negative;
    return negative;
}
"""

def paired_rows(declaration, row):
    """C of a kernel function `declaration`, whose parameters are `src`, `ss`, `dims`, `nd`,
    `dst` and `ds`: the walk over a view of `nd` axes of lengths `dims` at `src` (byte strides
    `ss`) and a destination of the same shape at `dst` (byte strides `ds`), any sign, the axes
    before the last by an odometer and each row of the last axis by the C `row`, which sees `p`
    and `q` (the row's first element in each), `n` (its length), `s` and `t` (their strides).
    The loops of `convert_kernel` (concatenate, stack, a product's operands) and of any/all
    (reduce.fold_kernel). nd is at most 64."""
    return f"""{declaration} {{
    npy_intp total = 1, idx[64];
    for (int d = 0; d < nd; d++) total *= dims[d], idx[d] = 0;
    if (total == 0) return;
    const int outer = nd > 0 ? nd - 1 : 0;
    const npy_intp n = nd > 0 ? dims[nd - 1] : 1, s = nd > 0 ? ss[nd - 1] : 0, t = nd > 0 ? ds[nd - 1] : 0;
    for (;;) {{
        const char* p = src;
        char* q = dst;
        for (int d = 0; d < outer; d++) {{ p += idx[d] * ss[d]; q += idx[d] * ds[d]; }}
{row}
        int d = outer - 1;
        while (d >= 0 && ++idx[d] == dims[d]) idx[d--] = 0;
        if (d < 0) break;
    }}
}}
"""


def convert_name(idt, odt):
    return f"tl_convert_view_{idt.name}_{odt.name}"


def convert_kernel(idt, odt):
    """The copy of a strided view into a strided destination of the same shape, each element
    converted from `idt` to `odt` as NumPy casts (`convert`): concatenate's and stack's
    loop and the conversion of a product's operands (blas.py), a kernel object per pair of
    dtypes (ARCHITECTURE.md, "Kernel objects"), walked by `paired_rows`."""
    it, ot = c_type(idt), c_type(odt)
    name = convert_name(idt, odt)
    declaration = (f"void {name}(const char* src, const npy_intp* ss, const npy_intp* dims, int nd, char* dst, "
                   "const npy_intp* ds)")
    value = convert(f"*(const {it}*)(p + i * s)", idt, odt)
    row = (f"        for (npy_intp i = 0; i < n; i++)\n"
           f"            *({ot}*)(q + i * t) = {value};")
    # Casts from floats to integers call SUPPORT's tl_to_<type>.
    text = (SUPPORT if "tl_to_" in value else "") + paired_rows(declaration, row)
    return Kernel.defining(text, [declaration])


class Kernel:
    """One kernel function: `signature` declares it with the name TL_KERNEL (e.g. `int
    TL_KERNEL(npy_intp tl_n, const npy_float64* restrict tl_p0)`), `body` is its body, `support`
    the C it needs before it (static helpers), `attributes` what precedes the definition. Its
    name hashes its text, so every node with the same loop calls one object. `after` is C that
    follows the function (more functions, named from TL_KERNEL); `exports` are the declarators
    a module sees (TL_KERNEL replaced), by default the function's own; `shared` the texts of
    the objects it calls (compiled once, linked with it)."""

    def __init__(self, signature, body, support=(), attributes="", after="", exports=None, shared=()):
        self.shared = tuple(shared)
        text = KERNEL_PRELUDE + "".join(s if s.endswith("\n") else s + "\n" for s in support)
        text += f"{attributes}{' ' if attributes else ''}{signature} {{\n{body}}}\n{after}"
        self.name = "tl_k_" + hashlib.sha256(text.encode()).hexdigest()[:24]
        self.text = text.replace("TL_KERNEL", self.name)
        # Top-level qualifiers of parameters do not change a function's type, and C++ has no
        # `restrict`: the declaration the module sees leaves it out.
        self.prototype = _declare([d.replace("TL_KERNEL", self.name).replace(" restrict ", " ")
                                   for d in (exports or [signature])])

    @classmethod
    def defining(cls, text, declarations, shared=()):
        """A kernel whose `text` (after the prelude) defines functions under names of its own,
        one for each of `declarations` (their declarators), and calls the functions of the
        objects `shared` (texts: such as a reduction's walk, reduce_walk.c)."""
        kernel = cls.__new__(cls)
        kernel.name, kernel.text, kernel.prototype = None, KERNEL_PRELUDE + text, _declare(declarations)
        kernel.shared = tuple(shared)
        return kernel

    @property
    def texts(self):
        """The objects a module calling this kernel links: the kernel's, the threads' support
        (PARALLEL_TEXT) when the kernel splits its calls, and the objects it calls (`shared`:
        the elementwise walk, WALK_TEXT; a reduction's, reduce_walk.c)."""
        return [self.text] + ([PARALLEL_TEXT] if PARALLEL_SUPPORT in self.text else []) + list(self.shared)


class KernelCalls:
    """Mixed into an op (before `Op`) whose loops are all kernels (ARCHITECTURE.md, "Kernel
    objects"): `kernels(node)` lists its Kernels; each node declares them, its module links
    their objects, and the op's own code is glue."""

    def c_support_code_apply(self, node, name):
        return "".join(k.prototype for k in self.kernels(node))

    def c_kernels(self, node, name):
        return [t for k in self.kernels(node) for t in k.texts]

    def c_glue_only(self, node):
        return True


def _declare(declarators):
    """Declarations of kernel functions as a module sees them (C linkage in C++)."""
    return "".join(f'#ifdef __cplusplus\nextern "C"\n#endif\n{d};\n' for d in declarators)
