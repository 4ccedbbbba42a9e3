"""Type stub of `twinlink._core`, the Rust extension (src/py/). Plans travel as JSON text
(src/plan.rs), host settings and Limits as plain dicts; every Rust error arrives as one of
twinlink.errors' classes, a builtin raised by guest code, or OSError."""
from os import PathLike
from typing import Any, Callable, Optional, Sequence, Tuple

# Limits' defaults (src/sandbox/limits.rs): timeout (seconds or None), fuel, memory, stack, output.
LIMITS_DEFAULTS: dict[str, Any]
# (code, builtin exception name) for every exception guest code can raise (TL_EXCEPTIONS).
GUEST_EXCEPTIONS: list[tuple[int, str]]

def assemble(plan_json: str) -> str:
    """The generated C module text of a plan (the same for both targets)."""

def build_native(plan_json: str, env: dict[str, Any]) -> tuple[str, str, str]:
    """Compiles (or finds in the cache) the native extension: (path, module name, C source)."""

def build_wasm(plan_json: str, env: dict[str, Any], limits: dict[str, Any]) -> WasmModule:
    """Compiles (or finds in the cache) the wasm module for `limits`."""

def load_wasm(wasm: bytes, plan_json: str, toolchain: str, flags: list[str], kernel_flags: list[str],
              limits: dict[str, Any]) -> WasmModule:
    """A wasm module carried by a pickled Function, compiled by wasmtime only (cached by its
    bytes); no C compiler runs."""

def place_native(extension: bytes, module_name: str, env: dict[str, Any]) -> str:
    """Writes a native extension carried by a pickled Function into the cache (keyed by its
    bytes) and returns its path, to import as `module_name`."""

def validate_limits(limits: dict[str, Any]) -> None:
    """Raises LinkError when a Limits dict is out of range."""

def parse_sections(files: Sequence[tuple[str, str]]) -> dict[str, str]:
    """Splits `#section` files given as (name, text) pairs: {tag: text}, tags in canonical order."""

def expand_apply_specific(text: str, node: str) -> str:
    """`APPLY_SPECIFIC(x)` -> `x_<node>` in `text`."""

def cache_stats() -> dict[str, int]:
    """hits / loads / compiles / rebuilt of the module cache in this process, and
    objects_compiled / object_hits / objects_linked of its kernel objects."""

def cache_dir() -> str:
    """The module cache's root directory."""

def cleanup_unversioned() -> None:
    """Removes this process's unversioned modules (called at interpreter exit)."""

def cache_entries() -> list[dict[str, Any]]:
    """Every cache entry on disk, most recently used first: folder, key, path, target, kind
    ("module", "shim", "incomplete"), size (bytes), created and last_used (Unix time)."""

def cache_disk_stats() -> dict[str, Any]:
    """The cache on disk: root, entries, size, folders [(folder, target, entries, bytes)],
    runtime_size, unversioned_size, leftovers, max_size ($TWINLINK_CACHE_MAX_SIZE or None)."""

def cache_prune(max_size: int) -> dict[str, Any]:
    """Removes least recently used entries down to max_size bytes, and leftovers of killed
    processes: removed, freed, kept_in_use, busy_folders, leftovers_removed, entries_after,
    size_after."""

def cache_clear() -> dict[str, Any]:
    """Removes every entry (waiting a few seconds for entries in use); the same report as
    cache_prune."""

def parse_size(text: str, what: str) -> int:
    """"500M", "2G", "1048576" in bytes (K, M, G, T are powers of 1024); ValueError naming
    `what` otherwise."""

def toolchains(env: dict[str, Any]) -> dict[str, str]:
    """Identities of the compilers the targets use: "native", "wasm", "native_c++", "wasm_c++"
    (a missing C++ compiler reads "none (why)")."""

def kernel_flags(env: dict[str, Any]) -> dict[str, list[str]]:
    """The flags each target ("native", "wasm") compiles a kernel object with, as the builds
    pass them; a target without a compiler raises its toolchain error."""

def native_isa() -> str:
    """The instruction set this process compiles native kernels for: "baseline", "avx2" or
    "avx512f"."""

def diff(expected: Any, got: Any) -> dict[str, Any]:
    """Element-wise comparison of two arrays (or floats) of one dtype and shape."""

def replay(path: str | PathLike[str], engine: str = "all") -> dict[str, Any]:
    """Replays a bundle on cranelift, winch, interpreter or all: summary, per-engine reports, text."""

def read_bundle(path: str | PathLike[str]) -> dict[str, Any]:
    """A bundle's header (JSON text) and its inputs and outputs as (name, value) pairs."""

class WasmModule:
    """A compiled wasm module, shared by the instances made from it."""

    source: str
    toolchain: str
    flags: list[str]
    kernel_flags: list[str]
    wasm_path: str

    def instance(
        self,
        constants: list[Any],
        names: list[str],
        return_list: bool,
        destroyed: list[int],
        limits: dict[str, Any],
    ) -> WasmInstance:
        """A fresh instance (own memory, own struct state)."""

    def export_bundle(
        self,
        path: str | PathLike[str],
        plan_json: str,
        constants: list[Any],
        inputs: list[tuple[str, Any]],
        output_names: list[str],
        limits: dict[str, Any],
    ) -> list[Any]:
        """Runs the graph once on a fresh instance and writes a bundle; returns the outputs."""

class WasmInstance:
    """One Function's guest instance."""

    def checks(self, prepare: Callable[..., Sequence[Any]],
               specs: Sequence[Optional[Tuple[Optional[int], Optional[Tuple[int, ...]], bool]]]) -> None:
        """Sets `call`'s input checks, one per input: None (always `prepare`) or (type number
        or None for any value, lengths with -1 for any, whether an ndarray must be writeable)."""

    def call(self, *args: Any) -> Any:
        """`run` after the checks; an input failing its check sends all through `prepare`."""

    def run(self, *args: Any) -> Any:
        """Runs the graph on positional inputs, unchecked: one output bare, several as a list."""

    def live_objects(self) -> int:
        """Shim objects alive in the guest."""

    def memory_bytes(self) -> int:
        """Bytes of guest linear memory."""

    def lane_calls(self) -> int:
        """Calls that took the fast lane and ran (inputs written into the last call's buffers)."""

class CallBase:
    """The base class of `twinlink.Function`: a call giving every input by position goes to
    what `_set_fast` set, any other to the subclass's `_call_slow`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None: ...

    def _set_fast(self, fast: Any, n: int) -> None:
        """A WasmInstance (its `call`) or a callable for calls of exactly `n` positional
        arguments; None sends every call to `_call_slow`."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...
