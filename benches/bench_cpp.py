"""C++ against C compile time: the cold build of a small graph (an elementwise chain, a sum and
a C++ op using std::vector) compiled as C++ and, where it can be, as C, on both targets, with
the ratio; and the one-time libc++ build for the wasm C++ toolchain (zig builds libc++ and
libc++abi for wasm32-wasi itself the first time, into its global cache). Each build runs in a
fresh process with a fresh module cache. Run: `make bench`."""
import json
import os
import subprocess
import sys
import tempfile
import time

GRAPH = r"""
import json, sys, time
import numpy as np, twinlink
import twinlink.tensor as T
from twinlink import Apply, Op

class VectorSum(Op):
    __props__ = ()
    def c_language(self): return "c++"
    def c_headers(self, **kw): return ["<vector>", "<numeric>"]
    def make_node(self, x): return Apply(self, [x], [x.type()])
    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f'''{{
            std::vector<double> v((double*)PyArray_DATA({x}), (double*)PyArray_DATA({x}) + PyArray_SIZE({x}));
            std::partial_sum(v.begin(), v.end(), v.begin());
            Py_XDECREF({z});
            {z} = (PyArrayObject*)PyArray_EMPTY(1, PyArray_DIMS({x}), NPY_FLOAT64, 0);
            if (!{z}) {sub['fail']}
            for (size_t i = 0; i < v.size(); i++) ((double*)PyArray_DATA({z}))[i] = v[i];
        }}'''
    def c_code_cache_version(self): return (1,)

target, language, with_cpp_op, scale = sys.argv[1], sys.argv[2], sys.argv[3] == "1", float(sys.argv[4])
x = T.dvector("x")
y = T.exp(x * scale + 1.0) - x
outs = [VectorSum()(y) if with_cpp_op else y, T.sum(y)]
t0 = time.perf_counter()
f = twinlink.function([x], outs, target=target, language=language)
print(json.dumps({"seconds": time.perf_counter() - t0, "language": f.language}))
"""


def build(target, language, with_cpp_op, env, scale=2.0):
    out = subprocess.run([sys.executable, "-c", GRAPH, target, language, "1" if with_cpp_op else "0", repr(scale)],
                         env=env, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"build failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])["seconds"]


def fresh_env(**extra):
    env = dict(os.environ, TWINLINK_CACHE_DIR=tempfile.mkdtemp(prefix="tl-bench-cpp-"))
    env.update(extra)
    return env


def main():
    # The shim (and, for C++, libc++) is built once per toolchain; warm both, with a graph of
    # another constant (so zig's cache holds no object of the measured modules), so the rows
    # below measure the module alone.
    zig_cache = tempfile.mkdtemp(prefix="tl-bench-zig-")
    warm = fresh_env(ZIG_GLOBAL_CACHE_DIR=zig_cache)
    t0 = time.perf_counter()
    build("wasm", "c", False, warm, scale=5.0)
    shim = time.perf_counter() - t0
    t0 = time.perf_counter()
    build("wasm", "c++", True, warm, scale=5.0)
    first_cpp = time.perf_counter() - t0
    print(f"wasm toolchain one-time costs (fresh zig cache): shim + first C module {shim:.1f} s; "
          f"libc++/libc++abi + first C++ module {first_cpp:.1f} s")
    print("cold compile of one graph (exp chain + sum), fresh module cache, best of 3:")
    for target in ["native", "wasm"]:
        extra = {"ZIG_GLOBAL_CACHE_DIR": zig_cache} if target == "wasm" else {}
        rows = {}
        for label, language, cpp_op in [("as C", "c", False), ("as C++", "c++", False),
                                        ("as C++ with a std::vector op", "c++", True)]:
            # The module cache is fresh each time, and so is the copy of the warmed zig cache
            # (zig would otherwise reuse the object it compiled in the run before).
            times = []
            for _ in range(3):
                env = fresh_env(**extra)
                if target == "wasm":
                    copy = tempfile.mkdtemp(prefix="tl-bench-zig-")
                    subprocess.run(["cp", "-a", zig_cache + "/.", copy], check=True)
                    env["ZIG_GLOBAL_CACHE_DIR"] = copy
                times.append(build(target, language, cpp_op, env))
            rows[label] = min(times)
        base = rows["as C"]
        for label, seconds in rows.items():
            print(f"  {target:6} {label:32} {seconds:6.2f} s  {seconds / base:5.2f}x C")


if __name__ == "__main__":
    main()
