"""Kernel objects (ARCHITECTURE.md, "Kernel objects"), on both targets, each build in a fresh
process: a new graph whose kernels are all cached compiles no kernel again; nodes with the
same loop share one object; a corrupt object is rebuilt; two processes building the same
kernels compile each once; a kernel that does not compile gives a CompileError naming it; the
glue's precompiled header (native, gcc) is built once, used, rebuilt when corrupt and dropped
when gcc rejects it."""
import json
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

import twinlink
import twinlink.tensor as T
from twinlink import Apply, Op

# Five kernels: the elementwise loop exp(a) * b + 1 (float64 matrices), sum over axis 0 of a
# float64 matrix, the float64 GEMM and matrix-vector kernels (a product links both: one column
# or row runs the second) and the copy of a view (shape_ops.COPY, for the transpose), the
# threads' support object they share (scalar_ops.PARALLEL_TEXT), the elementwise walk
# (scalar_ops.WALK_TEXT) and the reductions' walk (reduce_walk.c): eight objects. "other" is
# another graph (other module) made of the same four loops: the same expression over other
# inputs, the same reduction, the product and the transpose. "shared" has two nodes of the
# exp loop, "swapped" the same nodes in the other order, "x_loop" and "y_loop" one node each:
# every graph here is a module of glue only.
SCRIPT = r"""
import json, sys
import numpy as np
import twinlink, twinlink.tensor as T
target, graph = sys.argv[1], sys.argv[2]
x, y = T.dmatrix("x"), T.dmatrix("y")
a = np.linspace(-1, 1, 12).reshape(3, 4)
b = np.linspace(0, 2, 12).reshape(3, 4)
if graph == "first":
    e = T.exp(x) * y + 1.0
    outs = [e, e.sum(axis=0), T.dot(x, y.T)]
    want = [np.exp(a) * b + 1.0, (np.exp(a) * b + 1.0).sum(axis=0), a @ b.T]
elif graph == "other":
    e = T.exp(y) * x + 1.0
    outs = [T.dot(y, x.T), e.sum(axis=0), e]
    want = [b @ a.T, (np.exp(b) * a + 1.0).sum(axis=0), np.exp(b) * a + 1.0]
elif graph == "shared":  # two nodes with the same loop
    outs = [T.exp(x) * y + 1.0, T.exp(y) * x + 1.0]
    want = [np.exp(a) * b + 1.0, np.exp(b) * a + 1.0]
elif graph == "swapped":  # "shared"'s nodes in the other order: another module
    outs = [T.exp(y) * x + 1.0, T.exp(x) * y + 1.0]
    want = [np.exp(b) * a + 1.0, np.exp(a) * b + 1.0]
else:  # "x_loop", "y_loop": one node of that loop
    outs = [T.exp(x) * y + 1.0] if graph == "x_loop" else [T.exp(y) * x + 1.0]
    want = [np.exp(a) * b + 1.0] if graph == "x_loop" else [np.exp(b) * a + 1.0]
f = twinlink.function([x, y], outs, target=target)
got = f(a, b)
ok = all(np.allclose(g, w, rtol=1e-12, atol=1e-12) for g, w in zip(got, want))
print(json.dumps({"ok": ok, "bits": [np.asarray(g).tobytes().hex() for g in got], "stats": twinlink.cache_stats()}))
"""


def start(cache_dir, target, graph):
    env = dict(os.environ, TWINLINK_CACHE_DIR=cache_dir)
    return subprocess.Popen([sys.executable, "-c", SCRIPT, target, graph], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(proc):
    out, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err
    result = json.loads(out.strip().splitlines()[-1])
    assert result["ok"], "results differ from NumPy's"
    return result


def build(cache_dir, target, graph):
    return finish(start(cache_dir, target, graph))


@pytest.fixture
def fresh_cache(tmp_path):
    return str(tmp_path / "cache")


def kernel_objects(cache_dir, target):
    """The kernel objects in the cache, in key order."""
    found = []
    for folder in sorted(os.listdir(cache_dir)):
        ours = folder.startswith("native-kernels-") if target == "native" else (
            folder.startswith("wasm32-") and folder.endswith("-kernels"))
        if ours:
            base = os.path.join(cache_dir, folder)
            found += [os.path.join(base, e, "kernel.o") for e in sorted(os.listdir(base))
                      if os.path.isfile(os.path.join(base, e, "kernel.o"))]
    return found


def test_new_graph_of_cached_kernels_compiles_no_kernel(target, fresh_cache):
    first = build(fresh_cache, target, "first")["stats"]
    assert first["objects_compiled"] == 8
    assert first["objects_linked"] == 8
    assert len(kernel_objects(fresh_cache, target)) == 8
    other = build(fresh_cache, target, "other")["stats"]
    # its module, and natively with gcc the glue's precompiled header (made for the first module
    # compiled as two units: this one)
    assert other["compiles"] == (2 if target == "native" and native_is_gcc() else 1)
    assert other["objects_compiled"] == 0
    assert other["object_hits"] == 8
    assert other["objects_linked"] == 8


def test_same_graph_again_loads_its_module_without_kernels(target, fresh_cache):
    build(fresh_cache, target, "first")
    again = build(fresh_cache, target, "first")["stats"]
    assert again["compiles"] == 0
    assert again["objects_compiled"] == again["objects_linked"] == again["object_hits"] == 0


def test_nodes_with_the_same_loop_share_one_object(target, fresh_cache):
    stats = build(fresh_cache, target, "shared")["stats"]
    assert stats["objects_compiled"] == 3  # the loop's, the threads' support and the walk
    assert stats["objects_linked"] == 3


def test_corrupt_object_is_rebuilt(target, fresh_cache):
    build(fresh_cache, target, "first")
    objects = kernel_objects(fresh_cache, target)
    contents = [open(p, "rb").read() for p in objects]
    for path in objects:
        with open(path, "r+b") as fh:
            fh.truncate(os.path.getsize(path) // 2)
    other = build(fresh_cache, target, "other")["stats"]
    assert other["rebuilt"] == 8
    assert other["objects_compiled"] == 8
    # Rebuilt byte for byte: an object does not depend on the folder it was built in.
    assert [open(p, "rb").read() for p in kernel_objects(fresh_cache, target)] == contents


def test_two_processes_building_the_same_kernels(target, fresh_cache):
    procs = [start(fresh_cache, target, graph) for graph in ("first", "other")]
    results = [finish(p) for p in procs]
    # The folder lock lets exactly one of them compile each kernel; the other finds it.
    assert sum(r["stats"]["objects_compiled"] for r in results) == 8
    assert sum(r["stats"]["object_hits"] for r in results) == 8
    assert len(kernel_objects(fresh_cache, target)) == 8


def test_results_are_bit_identical_between_targets(fresh_cache):
    native = build(fresh_cache, "native", "first")["bits"]
    wasm = build(fresh_cache, "wasm", "first")["bits"]
    assert native == wasm


class BrokenKernel(Op):
    """Calls a kernel whose C does not compile."""
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def c_kernels(self, node, name):
        return ["int tl_broken_kernel(int a) { return a +; }\n"]

    def c_support_code_apply(self, node, name):
        return "int tl_broken_kernel(int a);"

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"Py_XDECREF({z}); {z} = {x}; Py_XINCREF({z}); (void)tl_broken_kernel(1);"

    def c_code_cache_version(self):
        return (1,)


def test_kernel_compile_error_names_the_kernel(target):
    x = T.dvector("x")
    before = kernel_objects(twinlink.cache_dir(), target)
    with pytest.raises(twinlink.CompileError) as info:
        twinlink.function([x], BrokenKernel()(x), target=target)
    text = str(info.value)
    assert "kernel.c" in text
    assert "return a +;" in text
    assert "expected expression" in text
    # Nothing was published for the failed kernel, and the cache holds no leftover of it.
    root = twinlink.cache_dir()
    assert kernel_objects(root, target) == before
    for folder in os.listdir(root):
        if folder.endswith("-kernels") or folder.startswith("native-kernels-"):
            assert not [e for e in os.listdir(os.path.join(root, folder)) if e.startswith("tmp")]


class PointerMismatchKernel(BrokenKernel):
    """A kernel passing a `double**` where `const char**` is expected: wasm's clang refuses
    it, and the native kernel flags make gcc refuse it too instead of running it."""

    def c_kernels(self, node, name):
        return ["static int tl_first(const char** p) { return p[0][0]; }\n"
                "int tl_broken_kernel(int a) { double* d = 0; return a + tl_first(&d); }\n"]


def test_incompatible_pointer_kernel_is_a_compile_error(target):
    x = T.dvector("x")
    with pytest.raises(twinlink.CompileError) as info:
        twinlink.function([x], PointerMismatchKernel()(x), target=target)
    assert "incompatible" in str(info.value)


def test_kernels_stay_out_of_the_module_text(target):
    x = T.dvector("x")
    f = twinlink.function([x], T.exp(x).sum(), target=target)
    # The module declares the kernels; their loops are compiled on their own.
    assert "tl_k_" in f.c_source
    assert "for (npy_intp i = 0; i < tl_n; i++)" not in f.c_source
    np.testing.assert_allclose(f(np.arange(4.0)), np.exp(np.arange(4.0)).sum(), rtol=1e-14)


def native_is_gcc():
    """Whether the native compiler ($CC, else cc) is gcc, by its own predefined macros."""
    out = subprocess.run([os.environ.get("CC", "cc"), "-dM", "-E", "-x", "c", os.devnull],
                         capture_output=True, text=True, check=True).stdout
    return "__GNUC__" in out and "__clang__" not in out


def pch_entries(cache_dir):
    """The entries of the glue's precompiled header (native, gcc) in the cache."""
    return [os.path.join(cache_dir, folder, e) for folder in sorted(os.listdir(cache_dir))
            if folder.startswith("native-glue-pch-")
            for e in sorted(os.listdir(os.path.join(cache_dir, folder))) if not e.startswith((".", "tmp-"))]


def test_glue_compiles_with_the_precompiled_header(target, fresh_cache):
    """Natively with gcc, a glue module's units read one precompiled header of Python's and
    NumPy's headers (ARCHITECTURE.md, "Kernel objects"): the first module compiled as two units
    (its kernels cached) builds it, the next ones load it, and a module compiled whole beside
    its kernels uses it once it is there but does not build it; on wasm, and with clang, none is
    made."""
    whole = build(fresh_cache, target, "shared")["stats"]  # its kernel compiles: one unit
    split = build(fresh_cache, target, "y_loop")["stats"]  # its kernel is cached: two units
    again = build(fresh_cache, target, "x_loop")["stats"]
    whole_after = build(fresh_cache, target, "first")["stats"]  # new kernels: one unit
    used = [r["glue_pch_used"] for r in (whole, split, again, whole_after)]
    if target == "native" and native_is_gcc():
        assert used == [0, 1, 1, 1]
        assert whole["compiles"] == 1 and split["compiles"] == 2  # the header, then the module
        assert (again["compiles"], again["loads"]) == (1, 1)  # the module; the header loaded
        assert len(pch_entries(fresh_cache)) == 1
    else:
        assert used == [0, 0, 0, 0]
        assert pch_entries(fresh_cache) == []


def gch_of(entry):
    return os.path.join(entry, "twinlink_glue.h.gch")


def test_corrupt_precompiled_header_is_rebuilt(fresh_cache):
    """Natively only (wasm has none): a truncated precompiled header fails its entry's checksum
    and is built again."""
    if not native_is_gcc():
        pytest.skip("the glue's precompiled header is made with gcc only")
    build(fresh_cache, "native", "shared")
    build(fresh_cache, "native", "y_loop")
    [entry] = pch_entries(fresh_cache)
    size = os.path.getsize(gch_of(entry))
    with open(gch_of(entry), "r+b") as fh:
        fh.truncate(size // 2)
    other = build(fresh_cache, "native", "x_loop")["stats"]
    assert other["rebuilt"] == 1 and other["glue_pch_used"] == 1
    # Built again whole (gcc records the build folder's name in it: not byte for byte).
    assert abs(os.path.getsize(gch_of(entry)) - size) < 1000


def test_precompiled_header_gcc_rejects_is_dropped(fresh_cache):
    """Natively only (wasm has none): a precompiled header whose checksum verifies but which gcc
    rejects ("created by a different GCC executable", as after a compiler update that keeps its
    version line) is not used: the module compiles without it, the entry is removed, and the next
    module builds a new one."""
    if not native_is_gcc():
        pytest.skip("the glue's precompiled header is made with gcc only")
    import hashlib
    build(fresh_cache, "native", "shared")
    build(fresh_cache, "native", "y_loop")
    [entry] = pch_entries(fresh_cache)
    data = bytearray(open(gch_of(entry), "rb").read())
    data[10] ^= 0xFF  # in the checksum of the gcc executable that follows the 8-byte magic
    open(gch_of(entry), "wb").write(data)
    manifest = json.load(open(os.path.join(entry, "entry.json")))
    manifest["files"] = [[name, size, hashlib.sha256(data).hexdigest() if name == "twinlink_glue.h.gch" else digest]
                         for name, size, digest in manifest["files"]]
    json.dump(manifest, open(os.path.join(entry, "entry.json"), "w"))
    other = build(fresh_cache, "native", "x_loop")["stats"]
    assert other["glue_pch_used"] == 0 and other["compiles"] == 1
    assert pch_entries(fresh_cache) == []
    again = build(fresh_cache, "native", "swapped")["stats"]
    assert again["glue_pch_used"] == 1 and again["compiles"] == 2
    assert len(pch_entries(fresh_cache)) == 1


def defined_symbols(obj):
    nm = shutil.which("nm") or shutil.which("llvm-nm")
    if nm is None:
        pytest.skip("no nm or llvm-nm to list an object's symbols")
    out = subprocess.run([nm, "--defined-only", obj], capture_output=True, text=True, check=True).stdout
    return {line.split()[-1] for line in out.splitlines() if line.strip()}


def test_a_glue_module_compiles_as_one_unit_or_two(target, tmp_path):
    """A module made of glue compiles as two translation units at once when its kernels are
    cached (ARCHITECTURE.md, "Kernel objects"): -DTL_PART=1 holds the run function and, natively,
    uses NumPy's API table, -DTL_PART=2 the rest and the table, which import_array fills; without
    TL_PART the text is the whole module. Checked by compiling the Function's text (the same on
    both targets) as the native build does."""
    import sysconfig
    x, y, z = T.dvector("x"), T.dvector("y"), T.dvector("z")
    f = twinlink.function([x, y, z], (x + y) * z, target=target)
    a, b, c = np.arange(5.0), np.linspace(-1, 1, 5), np.full(5, 3.0)
    np.testing.assert_array_equal(f(a, b, c), (a + b) * c)
    clinker = os.path.join(os.path.dirname(__file__), "..", "..", "src", "clinker")
    (tmp_path / "twinlink_prelude.h").write_text(open(os.path.join(clinker, "prelude_native.h")).read())
    (tmp_path / "twinlink_entry.h").write_text(open(os.path.join(clinker, "entry_native.h")).read())
    (tmp_path / "mod.c").write_text(f.c_source)
    table = ["-DPY_ARRAY_UNIQUE_SYMBOL=tl_numpy_api"]
    units = {"run": ["-DTL_PART=1", "-DNO_IMPORT_ARRAY"] + table, "rest": ["-DTL_PART=2"] + table, "whole": []}
    symbols = {}
    for unit, defines in units.items():
        subprocess.run([os.environ.get("CC", "cc"), "-std=c11", "-O0", "-fPIC", "-c", "-o", f"{unit}.o", "mod.c",
                        "-I.", f"-I{sysconfig.get_paths()['include']}", f"-I{np.get_include()}",
                        "-DTL_MODULE_NAME=m"] + defines, cwd=tmp_path, check=True)
        symbols[unit] = defined_symbols(str(tmp_path / f"{unit}.o"))
    assert "tl_state_run" in symbols["run"] and "tl_state_run" not in symbols["rest"]
    assert "PyInit_m" in symbols["rest"] and "PyInit_m" not in symbols["run"]
    assert "tl_numpy_api" in symbols["rest"] and "tl_numpy_api" not in symbols["run"]
    assert {"tl_state_run", "PyInit_m"} <= symbols["whole"]


# A library whose fork handler records the thread of each fork, loaded into the building process.
FORK_RECORDER = r"""
#define _GNU_SOURCE
#include <pthread.h>
#include <unistd.h>
#include <sys/syscall.h>
static long tids[256];
static int count;
static void prepare(void) { if (count < 256) tids[count++] = (long)syscall(SYS_gettid); }
__attribute__((constructor)) static void init(void) { pthread_atfork(prepare, 0, 0); }
int forks(void) { return count; }
long fork_thread(int i) { return tids[i]; }
"""

FORK_SCRIPT = r"""
import ctypes, json, sys, threading
rec = ctypes.CDLL(sys.argv[2])
rec.fork_thread.restype = ctypes.c_long
import numpy as np
import twinlink, twinlink.tensor as T
x, y = T.dmatrix("x"), T.dmatrix("y")
f = twinlink.function([x, y], [T.exp(x) * y + 1.0, T.dot(x, y.T)], target=sys.argv[1])
a = np.linspace(-1, 1, 12).reshape(3, 4)
got = f(a, a)
ok = np.allclose(got[0], np.exp(a) * a + 1.0) and np.allclose(got[1], a @ a.T)
print(json.dumps({"main": threading.get_native_id(), "ok": bool(ok),
                  "forks": [rec.fork_thread(i) for i in range(rec.forks())]}))
"""


def test_compilers_are_forked_only_from_the_building_thread(tmp_path, target):
    # A fork runs the fork handlers of the libraries in the process; OpenBLAS's (NumPy's and
    # SciPy's) stops its thread pool there, which is not safe against another fork or the
    # caller's own work at the same time (a PyTensor test run hung when the compiler was found
    # on a thread started ahead of the build). A C graph's build forks (the cc crate's compiler
    # probes) only on the thread that called twinlink, inside the build.
    lib = tmp_path / "libforkrec.so"
    src = tmp_path / "forkrec.c"
    src.write_text(FORK_RECORDER)
    subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(lib), str(src)], check=True)
    env = dict(os.environ, TWINLINK_CACHE_DIR=str(tmp_path / "cache"))
    run = subprocess.run([sys.executable, "-c", FORK_SCRIPT, target, str(lib)], env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["ok"]
    assert all(t == seen["main"] for t in seen["forks"]), seen
