"""Every float32 argument of a float32 function of twinlink's math library (or those in a range of
bit patterns): the error in ulps against NumPy's float64 function rounded nowhere (a float64
result is within about 2^-29 float32 ulp of the exact value), the maximum with its argument and
the mean, natively (the finite domain: positive arguments where the function is odd). `python benches/libm_f32_exhaustive.py FUNCTION... [--step S]` (every S-th
bit pattern; 1 by default: all of them, some minutes per function)."""
import sys
import time

import numpy as np

import twinlink
import twinlink.tensor as T

REFERENCE = {"log": np.log, "log2": np.log2, "log10": np.log10, "log1p": np.log1p, "arctanh": np.arctanh,
             "arcsinh": np.arcsinh, "arccosh": np.arccosh, "cbrt": np.cbrt}
# The bit patterns swept per function (the finite domain; arctanh, arcsinh and cbrt are odd and
# copy the sign bit, so their negative halves are the positive ones'): [start, stop) pairs.
POS = (0, 0x7F800001)
DOMAIN = {"log1p": [POS, (0x80000000, 0xBF800001)], "arctanh": [(0, 0x3F800001)], "arccosh": [(0x3F800000, 0x7F800001)]}


def ulp_errors(got, ref):
    """|got - ref| in float32 ulps at ref (0 where both are the same infinity or both NaN; inf
    where only one is, or where got is NaN and ref finite)."""
    finite = np.isfinite(ref) & (np.abs(ref) <= float(np.finfo(np.float32).max))
    _, e = np.frexp(np.where(finite, ref, 1.0))
    ulp = np.ldexp(1.0, np.maximum(e - 24, -149))
    d = np.abs(got.astype(np.float64) - ref) / ulp
    same = (got == ref.astype(np.float32)) | (np.isnan(got) & np.isnan(ref))
    return np.where(finite, np.where(np.isnan(d), np.inf, d), np.where(same, 0.0, np.inf))


def sweep(name, step=1, chunk=1 << 24):
    x = T.vector("x", dtype="float32")
    f = twinlink.function([x], getattr(T, name)(x))
    worst, worst_x, total, count = -1.0, None, 0.0, 0
    for start, stop in ((s, min(s + chunk, hi)) for lo, hi in DOMAIN.get(name, [POS]) for s in range(lo, hi, chunk)):
        a = np.arange(start, stop, step, dtype=np.uint64).astype(np.uint32).view(np.float32)
        with np.errstate(all="ignore"):
            err = ulp_errors(np.asarray(f(a)), REFERENCE[name](a.astype(np.float64)))
        i = int(np.argmax(err))
        if err[i] > worst:
            worst, worst_x = float(err[i]), a[i]
        ok = np.isfinite(err)
        total += float(err[ok].sum())
        count += int(ok.sum())
    return worst, worst_x, total / count


def main():
    args = sys.argv[1:]
    step = 1
    if "--step" in args:
        i = args.index("--step")
        step = int(args[i + 1])
        del args[i:i + 2]
    for name in args:
        t = time.perf_counter()
        worst, wx, mean = sweep(name, step)
        print(f"{name:8} float32 every {step}th pattern: max {worst:.4f} ulp at {float(wx)!r} "
              f"({np.float32(wx).view(np.uint32):#010x}), mean {mean:.4f} ulp ({time.perf_counter() - t:.0f} s)",
              flush=True)


if __name__ == "__main__":
    main()
