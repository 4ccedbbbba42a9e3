"""Compile time of a 21-node graph (x, y float64 matrices; 10 elementwise stages, each feeding a
reduction and the next stage, and 11 reductions), on each target and with PyTensor's C backend
as the peer, each build in a fresh process:

- cold: a fresh module cache holding what every graph shares (built by two warm-up graphs: the
  wasm shim, the threads' object, the elementwise walk, the glue's precompiled header), zig's
  own cache a fresh copy of one that has built the shim and libc, PyTensor's compiledir a fresh
  copy of one that has built its own support modules; so every kernel and the module compile;
- new graph, kernels cached: another graph (the same stages started from y, the reductions in
  another order, so another module) after the cold build, so only what is not a kernel compiles.

Best of N rounds (BENCH_ROUNDS, default 3), the cases interleaved within a round, so load on
the machine affects them alike. Aims beside the figures. Run: `python benches/bench_compile.py`
(BENCH_TARGETS=native,wasm,pytensor picks columns)."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

TARGETS = os.environ.get("BENCH_TARGETS", "native,wasm,pytensor").split(",")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
AIMS = {("native", "cold"): 1.5, ("wasm", "cold"): 2.5, ("native", "cached"): 0.3, ("wasm", "cached"): 0.5}

GRAPH = r"""
import json, sys, time, warnings
warnings.filterwarnings("ignore")
target, variant = sys.argv[1], sys.argv[2]
if target == "pytensor":
    import pytensor, pytensor.tensor as T
    from pytensor.compile.mode import Mode
    x, y = T.dmatrix("x"), T.dmatrix("y")
else:
    import twinlink, twinlink.tensor as T
    x, y = T.dmatrix("x"), T.dmatrix("y")
stages = [
    lambda a, b: a * b + 1.0,
    lambda a, b: T.exp(-a * a) - b,
    lambda a, b: a / (b * b + 2.0),
    lambda a, b: T.sqrt(abs(a) + 1.0) * b,
    lambda a, b: T.tanh(a) + b * 0.5,
    lambda a, b: T.log1p(a * a) - b,
    lambda a, b: T.maximum(a, b) * 3.0,
    lambda a, b: T.sin(a) * T.cos(b),
    lambda a, b: (a - b) * (a + b),
    lambda a, b: T.where(a > b, a, b * 2.0),
]
reductions = [
    lambda a: a.sum(axis=0), lambda a: a.max(axis=1), lambda a: a.mean(axis=0),
    lambda a: a.min(axis=1), lambda a: a.sum(), lambda a: a.prod(axis=0),
    lambda a: a.max(), lambda a: a.mean(axis=1), lambda a: a.sum(axis=1),
    lambda a: a.min(axis=0), lambda a: a.max(axis=0),
]
if variant == "warmup":  # builds what graphs share: the wasm shim, the threads' object, the
    # elementwise walk, the glue's precompiled header (made for a module whose kernels are
    # cached: a second module of the same loop), PyTensor's own modules; no kernel of the graphs below
    outs, stages, reductions = [(x * 7.0 - y) > 0.5], [], []
    if target != "pytensor":
        twinlink.function([y, x], outs, target=target)
a, b = (x, y) if variant != "other" else (y, x)
if variant == "other":
    reductions = reductions[5:] + reductions[:5]
outs = [] if variant != "warmup" else outs
for stage, red in zip(stages, reductions):
    a = stage(a, b)
    outs.append(red(a))
if reductions:
    outs.append(reductions[-1](b))
import resource
def cpu():
    return sum(getattr(resource.getrusage(w), f) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN) for f in ("ru_utime", "ru_stime"))
c0, t0 = cpu(), time.perf_counter()
if target == "pytensor":
    f = pytensor.function([x, y], outs, mode=Mode(linker="c"))
else:
    f = twinlink.function([x, y], outs, target=target)
seconds, cpu_seconds = time.perf_counter() - t0, cpu() - c0
stats = twinlink.cache_stats() if target != "pytensor" else {}
print(json.dumps({"seconds": seconds, "cpu": cpu_seconds, "stats": stats}))
"""


def build(target, variant, env):
    run = subprocess.run([sys.executable, "-c", GRAPH, target, variant], env=env, capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"{target} {variant} build failed:\n{run.stderr[-3000:]}")
    return json.loads(run.stdout.strip().splitlines()[-1])


def copy_of(tree, prefix):
    dest = tempfile.mkdtemp(prefix=prefix)
    if os.path.isdir(tree):
        shutil.copytree(tree, dest, dirs_exist_ok=True)
    return dest


def main():
    root = tempfile.mkdtemp(prefix="tl-bench-compile-")
    warm = {"tl": os.path.join(root, "tl"), "zig": os.path.join(root, "zig"), "pt": os.path.join(root, "pt")}
    base = dict(os.environ, TWINLINK_CACHE_DIR=warm["tl"], ZIG_GLOBAL_CACHE_DIR=warm["zig"],
                PYTENSOR_FLAGS=f"compiledir={warm['pt']}")
    for target in TARGETS:
        build(target, "warmup", base)
    best, best_cpu = {}, {}
    last_stats = {}
    for _ in range(ROUNDS):
        for target in TARGETS:
            env = dict(base, TWINLINK_CACHE_DIR=copy_of(warm["tl"], "tl-bench-tl-"),
                       ZIG_GLOBAL_CACHE_DIR=copy_of(warm["zig"], "tl-bench-zig-"),
                       PYTENSOR_FLAGS=f"compiledir={copy_of(warm['pt'], 'tl-bench-pt-')}")
            for case, variant in (("cold", "main"), ("cached", "other")):
                r = build(target, variant, env)
                best[target, case] = min(best.get((target, case), float("inf")), r["seconds"])
                best_cpu[target, case] = min(best_cpu.get((target, case), float("inf")), r["cpu"])
                last_stats[target, case] = r["stats"]
            for d in (env["TWINLINK_CACHE_DIR"], env["ZIG_GLOBAL_CACHE_DIR"]):
                shutil.rmtree(d, ignore_errors=True)
            shutil.rmtree(env["PYTENSOR_FLAGS"].split("=", 1)[1], ignore_errors=True)
    shutil.rmtree(root, ignore_errors=True)
    print(f"compile time, 21-node graph (10 elementwise stages + 11 reductions, float64 matrices), "
          f"fresh process each, best of {ROUNDS} interleaved rounds")
    print("(cpu: user + system time of the process and its compilers; above the wall time when they run in parallel)")
    print(f"{'target':10} {'case':34} {'wall':>8} {'aim':>8} {'cpu':>8}   cache_stats")
    labels = {"cold": "cold (fresh cache, shim built)", "cached": "new graph, kernels cached"}
    for target in TARGETS:
        for case in ("cold", "cached"):
            aim = AIMS.get((target, case))
            aim_text = f"<= {aim:.1f}" if aim else ""
            stats = last_stats.get((target, case)) or {}
            shown = ", ".join(f"{k}={v}" for k, v in stats.items())
            print(f"{target:10} {labels[case]:34} {best[target, case]:7.2f}s {aim_text:>8} {best_cpu[target, case]:7.2f}s   {shown}")


if __name__ == "__main__":
    main()
