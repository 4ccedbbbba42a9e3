"""The cache tooling and progress, with real processes and the real compiler: `twinlink cache
stats|list|prune|clear` and `twinlink.cache` on a cache that separate processes filled, prune
while another process compiles into the same folder, a compile that does not wait for another
process's compile of a different module, $TWINLINK_CACHE_MAX_SIZE pruning after a
publish, the leftovers of a process killed mid-compile removed by the next one, and the progress
line and `logging` records of a first compile, of replay from Python, and of zig's libc++ build."""
import json
import os
import signal
import subprocess
import sys
import time
import uuid

import pytest

HERE = os.path.dirname(__file__)

# Compiles one versioned native graph made unique by `marker`; `heavy` functions of support code
# make the compile take seconds (about 1 s per 300). With `unversioned_first`, a small
# unversioned graph is compiled before it (so the process has an unversioned/pid-* folder).
SCRIPT = r"""
import json, logging, sys, time
sys.path.insert(0, {here!r})
records = []
class Keep(logging.Handler):
    def emit(self, record):
        records.append({{"message": record.getMessage(), "phase": record.twinlink_phase,
                         "task": record.twinlink_task, "elapsed": record.twinlink_elapsed}})
logging.getLogger("twinlink").addHandler(Keep())
logging.getLogger("twinlink").setLevel(logging.INFO)
import twinlink
from doc_types import Binary, VersionedDouble, Double
heavy = "\n".join(
    f"double tl_heavy_{{i}}(double x) {{{{ double s = 0; for (int k = 0; k < {{i % 7 + 3}}; k++) "
    f"s += x * {{i}}.5 / (k + 1.0) - s * 0.25; return s; }}}}" for i in range({heavy}))
class Marked(Binary):
    def __init__(self, marker, version):
        super().__init__("+", version=version)
        self.marker = marker
    def c_support_code(self, **kwargs):
        return heavy + "\n/* " + self.marker + " */"
if {unversioned_first!r}:
    d = Double()
    a, b = d("a"), d("b")
    twinlink.function([a, b], Marked({marker!r} + "-unversioned", None)(a, b))
    print("unversioned built", flush=True)
d = VersionedDouble()
x, y = d("x"), d("y")
f = twinlink.function([x, y], Marked({marker!r}, 1)(x, y), target={target!r})
print(json.dumps({{"result": f(1.25, 2.5), "stats": twinlink.cache_stats(), "records": records}}))
"""


def start(cache_dir, marker, target="native", heavy=0, unversioned_first=False, **env):
    code = SCRIPT.format(here=HERE, marker=marker, target=target, heavy=heavy, unversioned_first=unversioned_first)
    full_env = dict(os.environ, TWINLINK_CACHE_DIR=cache_dir)
    full_env.pop("TWINLINK_PROGRESS", None)
    full_env.pop("TWINLINK_CACHE_MAX_SIZE", None)
    full_env.update(env)
    # A session of its own, so that killing it kills its compiler too.
    return subprocess.Popen([sys.executable, "-c", code], env=full_env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)


def finish(proc):
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    result = json.loads(out.strip().splitlines()[-1])
    result["stderr"] = err
    assert result["result"] == 3.75
    return result


def compile_in(cache_dir, marker, **kwargs):
    return finish(start(cache_dir, marker, **kwargs))


def run_cli(cli, cache_dir, *args, **env):
    full_env = dict(os.environ, TWINLINK_CACHE_DIR=cache_dir)
    full_env.pop("TWINLINK_PROGRESS", None)
    full_env.update(env)
    return subprocess.run([cli, "cache", *args], env=full_env, capture_output=True, text=True, timeout=300)


def cli_json(cli, cache_dir, *args):
    done = run_cli(cli, cache_dir, *args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def age(entry, seconds):
    """Makes an entry look last used `seconds` ago (its folder's time is its last use)."""
    then = time.time() - seconds
    os.utime(entry["path"], (then, then))


def wait_for_line(proc, needle, times=1):
    """Reads the process's stderr up to the `times`-th line containing `needle`."""
    seen = []
    for line in proc.stderr:
        seen.append(line)
        times -= needle in line
        if times == 0:
            return "".join(seen)
    raise AssertionError(f"the process ended without printing {needle!r}: {''.join(seen)}")


@pytest.fixture
def fresh_cache(tmp_path):
    return str(tmp_path / "cache")


def test_list_stats_prune_and_clear_from_the_cli(cli, fresh_cache):
    markers = [uuid.uuid4().hex for _ in range(3)]
    for m in markers:
        compile_in(fresh_cache, m)
    entries = cli_json(cli, fresh_cache, "list")
    assert len(entries) == 3
    assert all(e["target"] == "native" and e["kind"] == "module" and e["size"] > 0 for e in entries)
    assert all(abs(e["last_used"] - time.time()) < 120 for e in entries)
    stats = cli_json(cli, fresh_cache, "stats")
    assert stats["entries"] == 3 and stats["size"] == sum(e["size"] for e in entries)
    assert stats["leftovers"] == 0 and stats["max_size"] is None
    # The human form names the root and each folder.
    text = run_cli(cli, fresh_cache, "stats").stdout
    assert fresh_cache in text and entries[0]["folder"] in text and "entries: 3" in text
    listing = run_cli(cli, fresh_cache, "list").stdout
    assert all(e["key"][:16] in listing for e in entries)

    # Last used: the first module three hours ago, the second one hour ago, the third now.
    by_marker = {}
    for m in markers:
        by_marker[m] = next(e for e in entries if m in open(_c_source(e), errors="replace").read())
    age(by_marker[markers[0]], 3 * 3600)
    age(by_marker[markers[1]], 3600)
    keep = by_marker[markers[1]]["size"] + by_marker[markers[2]]["size"]
    done = run_cli(cli, fresh_cache, "prune", "--max-size", str(keep))
    assert done.returncode == 0, done.stderr
    assert "removed 1 entries" in done.stdout
    left = {e["key"] for e in cli_json(cli, fresh_cache, "list")}
    assert left == {by_marker[markers[1]]["key"], by_marker[markers[2]]["key"]}
    # A fresh process loads a kept entry (recording its use) and recompiles the pruned one.
    assert compile_in(fresh_cache, markers[1])["stats"]["compiles"] == 0
    assert compile_in(fresh_cache, markers[0])["stats"]["compiles"] == 1
    used = {e["key"]: e["last_used"] for e in cli_json(cli, fresh_cache, "list")}
    assert time.time() - used[by_marker[markers[1]]["key"]] < 60

    for e in cli_json(cli, fresh_cache, "list"):
        age(e, 60)
    done = run_cli(cli, fresh_cache, "clear")
    assert done.returncode == 0, done.stderr
    assert "removed 3 entries" in done.stdout and "holds 0 entries" in done.stdout
    assert cli_json(cli, fresh_cache, "list") == []


def _c_source(entry):
    """The module source kept beside a native entry's extension, or the extension itself."""
    for name in sorted(os.listdir(entry["path"])):
        if name.endswith((".c", ".cpp")):
            return os.path.join(entry["path"], name)
    return next(os.path.join(entry["path"], n) for n in os.listdir(entry["path"]) if n.endswith(".so"))


def test_cli_refuses_bad_sizes_and_commands(cli, fresh_cache):
    done = run_cli(cli, fresh_cache, "prune", "--max-size", "12Q")
    assert done.returncode == 2 and '--max-size: cannot read "12Q" as a size' in done.stderr
    done = run_cli(cli, fresh_cache, "prune")
    assert done.returncode == 2 and "cache prune needs --max-size SIZE" in done.stderr
    done = run_cli(cli, fresh_cache, "stats", TWINLINK_CACHE_MAX_SIZE="lots")
    assert done.returncode == 2 and 'TWINLINK_CACHE_MAX_SIZE: cannot read "lots"' in done.stderr


def test_python_api_reports_what_the_cli_reports(cli, fresh_cache):
    compile_in(fresh_cache, uuid.uuid4().hex)
    code = ("import json, twinlink\n"
            "print(json.dumps([twinlink.cache.stats(), twinlink.cache.entries(), twinlink.cache.directory()]))")
    env = dict(os.environ, TWINLINK_CACHE_DIR=fresh_cache, TWINLINK_CACHE_MAX_SIZE="2G")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    stats, entries, root = json.loads(out)
    assert root == fresh_cache and stats["root"] == fresh_cache
    assert stats["max_size"] == 2 << 30
    assert [e["key"] for e in entries] == [e["key"] for e in cli_json(cli, fresh_cache, "list")]
    assert stats["entries"] == 1 and stats["size"] == entries[0]["size"]
    code = ("import json, twinlink\n"
            "for e in twinlink.cache.entries():\n"
            "    import os, time; t = time.time() - 60; os.utime(e['path'], (t, t))\n"
            "print(json.dumps(twinlink.cache.prune('0')))\n"
            "try:\n"
            "    twinlink.cache.prune('ten')\n"
            "except ValueError as e:\n"
            "    print(e)\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    report, message = out.strip().splitlines()
    assert json.loads(report)["removed"] == 1 and json.loads(report)["size_after"] == 0
    assert message.startswith('max_size: cannot read "ten" as a size')


def test_prune_while_another_process_compiles_into_the_same_folder(cli, fresh_cache):
    old = [uuid.uuid4().hex for _ in range(3)]
    for m in old:
        compile_in(fresh_cache, m)
    for e in cli_json(cli, fresh_cache, "list"):
        age(e, 3600)
    slow_marker = uuid.uuid4().hex
    slow = start(fresh_cache, slow_marker, heavy=1200, TWINLINK_PROGRESS="1")
    wait_for_line(slow, "compiling the native module")
    # The slow process now holds the folder's lock and is compiling.
    assert slow.poll() is None
    done = run_cli(cli, fresh_cache, "prune", "--max-size", "0", TWINLINK_PROGRESS="1")
    assert done.returncode == 0, done.stderr
    # prune waited for the compile, removed the three old entries and kept the new one, which
    # its compiler was about to load.
    assert "waiting for a compile in native-" in done.stderr
    assert "removed 3 entries" in done.stdout and "the cache now holds 1 entries" in done.stdout
    assert finish(slow)["stats"]["compiles"] == 1
    left = cli_json(cli, fresh_cache, "list")
    assert len(left) == 1 and left[0]["kind"] == "module"
    # Holding the folder's lock alone, prune removed the builders' per-key lock files.
    folder = os.path.dirname(left[0]["path"])
    assert not os.path.exists(os.path.join(folder, ".locks")), os.listdir(folder)
    again = compile_in(fresh_cache, slow_marker, heavy=1200)
    assert again["stats"]["compiles"] == 0 and again["stats"]["loads"] == 1


def test_a_compile_does_not_wait_for_another_processs_compile_of_another_module(cli, fresh_cache, target):
    slow = start(fresh_cache, uuid.uuid4().hex, target=target, heavy=3000, TWINLINK_PROGRESS="1")
    # Past the shim (wasm), which both need, and into its own module.
    wait_for_line(slow, f"compiling the {target} ")
    quick = compile_in(fresh_cache, uuid.uuid4().hex, target=target)
    assert quick["stats"]["compiles"] >= 1
    # The quick module was published while the slow one was still being compiled: each
    # compile holds its own key's lock (a folder-wide lock made the second wait for the first).
    modules = [e for e in cli_json(cli, fresh_cache, "list") if e["kind"] == "module"]
    assert slow.poll() is None and len(modules) == 1, (slow.poll(), modules)
    assert finish(slow)["stats"]["compiles"] >= 1
    assert len([e for e in cli_json(cli, fresh_cache, "list") if e["kind"] == "module"]) == 2


def test_max_size_variable_prunes_after_a_publish(cli, fresh_cache):
    old = [uuid.uuid4().hex for _ in range(3)]
    for m in old:
        compile_in(fresh_cache, m)
    entries = cli_json(cli, fresh_cache, "list")
    for e in entries:
        age(e, 3600)
    limit = max(e["size"] for e in entries) * 2
    compile_in(fresh_cache, uuid.uuid4().hex, TWINLINK_CACHE_MAX_SIZE=str(limit))
    left = cli_json(cli, fresh_cache, "list")
    assert sum(e["size"] for e in left) <= limit
    # The new entry stays; the oldest went first.
    assert time.time() - left[0]["last_used"] < 60
    assert len(left) < 4
    bad = start(fresh_cache, uuid.uuid4().hex, TWINLINK_CACHE_MAX_SIZE="big")
    _, err = bad.communicate(timeout=300)
    assert bad.returncode != 0
    assert 'CacheError: twinlink cache: TWINLINK_CACHE_MAX_SIZE: cannot read "big" as a size' in err


def test_leftovers_of_a_killed_process_are_removed_by_the_next(cli, fresh_cache):
    killed = start(fresh_cache, uuid.uuid4().hex, heavy=3000, unversioned_first=True, TWINLINK_PROGRESS="1")
    # The second start of a compile: past the unversioned graph (its folder exists) and into
    # the versioned one.
    wait_for_line(killed, "…", times=2)
    os.killpg(killed.pid, signal.SIGKILL)
    killed.wait(timeout=60)
    unversioned = os.path.join(fresh_cache, "unversioned")
    assert os.listdir(unversioned) == [f"pid-{killed.pid}"]
    folder = next(os.path.join(fresh_cache, d) for d in os.listdir(fresh_cache) if d.startswith("native-"))
    assert [n for n in os.listdir(folder) if n.startswith("tmp-")], os.listdir(folder)
    assert cli_json(cli, fresh_cache, "stats")["leftovers"] == 2

    # The next process to build into the cache finds their owner dead and removes them.
    compile_in(fresh_cache, uuid.uuid4().hex)
    assert os.listdir(unversioned) == []
    assert not [n for n in os.listdir(folder) if n.startswith("tmp-")]
    assert cli_json(cli, fresh_cache, "stats")["leftovers"] == 0


def test_a_live_process_keeps_its_unversioned_folder(cli, fresh_cache):
    live = start(fresh_cache, uuid.uuid4().hex, heavy=1500, unversioned_first=True)
    assert live.stdout.readline().strip() == "unversioned built"
    done = run_cli(cli, fresh_cache, "clear")
    assert done.returncode == 0, done.stderr
    assert os.listdir(os.path.join(fresh_cache, "unversioned")) == [f"pid-{live.pid}"]
    assert finish(live)["stats"]["compiles"] == 2
    # Its own exit removes it.
    assert os.listdir(os.path.join(fresh_cache, "unversioned")) == []


def test_a_first_compile_shows_progress_and_logs(fresh_cache, target):
    marker = uuid.uuid4().hex
    forced = compile_in(fresh_cache, marker, target=target, TWINLINK_PROGRESS="1")
    what = "native module" if target == "native" else "wasm C module"
    lines = [line for line in forced["stderr"].splitlines() if line.startswith("twinlink: ")]
    assert any(f"compiling the {what}" in line and line.endswith("…") for line in lines), forced["stderr"]
    assert any(f"compiling the {what}" in line and ": done in " in line and line.endswith(" s") for line in lines)
    phases = [(r["phase"], r["task"]) for r in forced["records"] if f"compiling the {what}" in r["task"]]
    assert [p for p, _ in phases] == ["start", "done"]
    done = [r for r in forced["records"] if r["phase"] == "done"]
    assert all(r["elapsed"] > 0 and "done in" in r["message"] for r in done)
    if target == "wasm":
        tasks = " / ".join(r["task"] for r in forced["records"])
        assert "building the wasm shim" in tasks and "precompiling the wasm module" in tasks

    # stderr is a pipe here, not a terminal: silent unless asked, but logging still hears it.
    quiet = compile_in(fresh_cache, uuid.uuid4().hex, target=target)
    assert "twinlink: " not in quiet["stderr"]
    assert any(r["phase"] == "done" and f"compiling the {what}" in r["task"] for r in quiet["records"])
    off = compile_in(fresh_cache, uuid.uuid4().hex, target=target, TWINLINK_PROGRESS="0")
    assert "twinlink: " not in off["stderr"]
    # A cached module is no long work: no progress at all.
    cached = compile_in(fresh_cache, marker, target=target, TWINLINK_PROGRESS="1")
    assert cached["records"] == [] and "twinlink: " not in cached["stderr"]


def test_a_terminal_gets_a_redrawn_line_for_long_work(fresh_cache):
    import pty
    controller, terminal = pty.openpty()
    code = SCRIPT.format(here=HERE, marker=uuid.uuid4().hex, target="native", heavy=900, unversioned_first=False)
    env = dict(os.environ, TWINLINK_CACHE_DIR=fresh_cache)
    env.pop("TWINLINK_PROGRESS", None)
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=terminal, text=True)
    os.close(terminal)
    out, _ = proc.communicate(timeout=300)
    shown = b""
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    os.close(controller)
    assert proc.returncode == 0
    text = shown.decode(errors="replace")
    # Redrawn in place (carriage return, erase line) while compiling, then one final line.
    assert "\r\x1b[2Ktwinlink: compiling the native module" in text
    assert "done in" in text.splitlines()[-1]


LOGGED = r"""
import json, logging, sys
records = []
class Keep(logging.Handler):
    def emit(self, record):
        records.append({"phase": record.twinlink_phase, "task": record.twinlink_task})
logging.getLogger("twinlink").addHandler(Keep())
logging.getLogger("twinlink").setLevel(logging.INFO)
import numpy as np
import twinlink, twinlink.tensor as T
x = T.dvector("x")
f = twinlink.function([x], T.exp(x) * 2.0, target="wasm", language=sys.argv[1])
toolchain = f.toolchain
if sys.argv[2]:
    f.export_bundle(sys.argv[2], np.linspace(0, 1, 5))
    del records[:]
    twinlink.replay(sys.argv[2], engine="all")
print(json.dumps({"records": records, "toolchain": toolchain}))
"""


def _logged(fresh_cache, language, bundle=""):
    env = dict(os.environ, TWINLINK_CACHE_DIR=fresh_cache)
    run = subprocess.run([sys.executable, "-c", LOGGED, language, bundle], env=env, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout)


def test_replay_from_python_is_a_progress_step_per_engine(fresh_cache, tmp_path):
    out = _logged(fresh_cache, "c", str(tmp_path / "b.tlbundle"))
    tasks = [(r["phase"], r["task"]) for r in out["records"]]
    for engine in ("cranelift", "winch", "interpreter"):
        assert ("start", f"replaying {tmp_path / 'b.tlbundle'} on {engine}") in tasks, tasks
        assert ("done", f"replaying {tmp_path / 'b.tlbundle'} on {engine}") in tasks, tasks


def test_zig_libcxx_is_a_step_of_its_own(fresh_cache):
    """With zig as the wasm C++ toolchain, the first C++ module in a cache first links libc++ as
    a step of its own (zig builds libc++ then if its own cache lacks it), once per cache."""
    first = _logged(fresh_cache, "c++")
    if "zig" not in first["toolchain"]:
        pytest.skip(f"the wasm C++ toolchain is {first['toolchain']}, not zig")
    tasks = [r["task"] for r in first["records"] if r["phase"] == "done"]
    libcxx = [i for i, t in enumerate(tasks) if t.startswith("building libc++ for wasm32-wasi with zig")]
    module = [i for i, t in enumerate(tasks) if t.startswith("compiling the wasm C++ module")]
    assert len(libcxx) == 1 and module and libcxx[0] < module[0], tasks
    again = _logged(fresh_cache, "c++")
    assert not any(r["task"].startswith("building libc++") for r in again["records"]), again["records"]
