"""The scalar operations elementwise graphs are made of: each knows its NumPy counterpart
(which decides dtypes, so promotion and errors are NumPy's own) and how to write itself as a
C expression. Integer arithmetic wraps like NumPy's (done in unsigned types, never C's signed
overflow); integer division by zero gives 0, as NumPy does."""
from __future__ import annotations

import math

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


def _unary_math(fn):
    return lambda args, dt: f"{fn}{_fsuffix(dt)}({args[0]})"


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
    "pow": _int_or_float("(({t})tl_pow_{sig}64({0}, {1}))", "pow{s}({0}, {1})"),
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
    "exp": lambda a, dt: f"tl_exp({a[0]})" if dt == np.float64 else f"((float)tl_exp((double)({a[0]})))",
    "log": _unary_math("log"),
    "log1p": _unary_math("log1p"),
    "expm1": _unary_math("expm1"),
    "sqrt": _unary_math("sqrt"),
    "sin": _unary_math("sin"),
    "cos": _unary_math("cos"),
    "tan": _unary_math("tan"),
    "tanh": _unary_math("tanh"),
    "erf": _unary_math("erf"),
    "sigmoid": lambda a, dt: f"tl_sigmoid{_fsuffix(dt)}({a[0]})",
    "softplus": lambda a, dt: f"tl_softplus{_fsuffix(dt)}({a[0]})",
    "floor": lambda a, dt: f"({a[0]})" if dt.kind in "iub" else f"floor{_fsuffix(dt)}({a[0]})",
    "ceil": lambda a, dt: f"({a[0]})" if dt.kind in "iub" else f"ceil{_fsuffix(dt)}({a[0]})",
    "round": lambda a, dt: f"({a[0]})" if dt.kind in "iub" else f"rint{_fsuffix(dt)}({a[0]})",
    "maximum": lambda a, dt: (f"(({a[0]} > {a[1]} || {a[0]} != {a[0]}) ? {a[0]} : {a[1]})" if dt.kind == "f" else f"({a[0]} > {a[1]} ? {a[0]} : {a[1]})"),
    "minimum": lambda a, dt: (f"(({a[0]} < {a[1]} || {a[0]} != {a[0]}) ? {a[0]} : {a[1]})" if dt.kind == "f" else f"({a[0]} < {a[1]} ? {a[0]} : {a[1]})"),
    "where": lambda a, dt: f"({a[0]} ? {a[1]} : {a[2]})",
}

# Float-to-integer conversions that are defined for every input: C leaves NaN and out-of-range
# values undefined and wasm traps on them; here NaN gives 0 and other values saturate.
SUPPORT = r"""
#include <stdint.h>
#include <string.h>
static inline uint64_t tl_bits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static inline double tl_from_bits(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
/* exp(x) in plain IEEE arithmetic, without branches or libm, so loops calling it vectorise and
   both targets give the same bits: k = round(x / ln2); r = x - k ln2 with ln2 in two parts (the
   first product exact); exp(r) = 1 + r + r^2 p(r), p of degree 11 (Taylor; the next term is
   below 2^-57), summed so that essentially only the last addition rounds; then 2^k applied as
   two normal factors (exact for normal results, one rounding for subnormal ones). Max error
   0.79 ulp (subnormal results), about 0.52 elsewhere. The integer k lives in the low bits of
   k + 0x1.8p52, moved into an exponent field with unsigned 64-bit adds and shifts only. */
static inline double tl_exp(double x) {
    const double shift = 0x1.8p52;
    double xc = x < -746.0 ? -746.0 : x;
    xc = xc > 710.0 ? 710.0 : xc;
    double k = (xc * 0x1.71547652b82fep0 + shift) - shift;
    double rh = xc - k * 0x1.62e42fee00000p-1;
    double rl = -(k * 0x1.a39ef35793c76p-33);
    double r = rh + rl;
    double p = 1.0 / 6227020800.0;
    p = p * r + 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    double t = rl + (r * r) * p;
    double s = 1.0 + rh;
    double e = s + (((1.0 - s) + rh) + t);
    double k1 = (k * 0.5 + shift) - shift, k2 = k - k1;
    double s1 = tl_from_bits((tl_bits(k1 + shift) + 1023) << 52);
    double s2 = tl_from_bits((tl_bits(k2 + shift) + 1023) << 52);
    double y = (e * s1) * s2;
    return x != x ? x + x : y;
}
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
static inline double tl_sigmoid(double x) {
    if (x >= 0) { double e = exp(-x); return 1.0 / (1.0 + e); }
    double e = exp(x); return e / (1.0 + e);
}
static inline float tl_sigmoidf(float x) {
    if (x >= 0) { float e = expf(-x); return 1.0f / (1.0f + e); }
    float e = expf(x); return e / (1.0f + e);
}
static inline double tl_softplus(double x) { return x > 0 ? x + log1p(exp(-x)) : log1p(exp(x)); }
static inline float tl_softplusf(float x) { return x > 0 ? x + log1pf(expf(-x)) : log1pf(expf(x)); }
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
    ScalarOp("exp", 1, np.exp),
    ScalarOp("log", 1, np.log),
    ScalarOp("log1p", 1, np.log1p),
    ScalarOp("expm1", 1, np.expm1),
    ScalarOp("sqrt", 1, np.sqrt),
    ScalarOp("sin", 1, np.sin),
    ScalarOp("cos", 1, np.cos),
    ScalarOp("tan", 1, np.tan),
    ScalarOp("tanh", 1, np.tanh),
    ScalarOp("erf", 1),
    ScalarOp("sigmoid", 1),
    ScalarOp("softplus", 1),
    ScalarOp("floor", 1, np.floor),
    ScalarOp("ceil", 1, np.ceil),
    ScalarOp("round", 1, np.round),
    ScalarOp("maximum", 2, np.maximum),
    ScalarOp("minimum", 2, np.minimum),
    ScalarOp("where", 3, np.where),
]}
