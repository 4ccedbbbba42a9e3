"""Reproducibility: replaying bundles (`replay`) and measuring how the native and wasm targets
differ on one graph (`compare`). Bundles are written by `Function.export_bundle`; the same
replay runs without Python as `twinlink replay BUNDLE` (the Rust CLI)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

import numpy as np

from . import _core
from .function import Function

ENGINES = ("cranelift", "winch", "interpreter")


@dataclass
class OutputReport:
    """One output of one engine's replay. `diff` (arrays and floats that differ) holds
    mismatches, elements, max_abs, max_rel, max_ulp and the first mismatch."""
    name: str
    identical: bool
    problem: str
    diff: dict | None


@dataclass
class EngineReport:
    engine: str
    description: str
    identical: bool
    error: str | None
    seconds: float
    outputs: list = field(default_factory=list)


@dataclass
class ReplayReport:
    """What `replay` found. True when every engine reproduced every output bit for bit;
    `str(report)` is what the CLI prints."""
    path: str
    created_by: str
    toolchain: str
    recorded_on: str
    engines: list
    text: str

    @property
    def identical(self):
        return all(e.identical for e in self.engines)

    def __bool__(self):
        return self.identical

    def __str__(self):
        return self.text


def replay(path, engine="all"):
    """Re-runs the bundle at `path` on `engine` ("cranelift", "winch", "interpreter", or "all")
    and checks every output against the recorded digest. Needs no C compiler and leaves the
    module cache alone. An unreadable or corrupt bundle raises twinlink.BundleError."""
    if engine != "all" and engine not in ENGINES:
        raise ValueError(f"engine must be one of {', '.join(ENGINES)} or 'all', not {engine!r}")
    r = _core.replay(path, engine)
    engines = [EngineReport(e["engine"], e["description"], e["identical"], e["error"], e["seconds"],
                            [OutputReport(**o) for o in e["outputs"]]) for e in r["engines"]]
    return ReplayReport(r["path"], r["created_by"], r["toolchain"], r["recorded_on"], engines, r["text"])


@dataclass
class Bundle:
    """A bundle's contents: `header` (the JSON header as a dict: plan, toolchain, engine,
    limits, digests), and `inputs` and `outputs` as {name: value} in order."""
    header: dict
    inputs: dict
    outputs: dict


def load_bundle(path):
    """Reads a bundle (every part checked against its SHA-256) without running it."""
    r = _core.read_bundle(path)
    return Bundle(json.loads(r["header"]), dict(r["inputs"]), dict(r["outputs"]))


@dataclass
class OutputComparison:
    """One output of `compare`: native against wasm. `mismatches` counts elements whose bits
    differ, `nan_payloads` those of them that are NaN on both sides (wasm canonicalises NaNs,
    native code keeps the CPU's sign and payload bits). ulps are units in the last place (for
    integer dtypes, the difference); `first` is the first differing element or None."""
    name: str
    identical: bool
    mismatches: int
    nan_payloads: int
    elements: int
    max_abs: float
    max_rel: float
    max_ulp: float
    first: dict | None


@dataclass
class Comparison:
    outputs: list

    @property
    def identical(self):
        return all(o.identical for o in self.outputs)

    @property
    def max_ulp(self):
        return max((o.max_ulp for o in self.outputs), default=0.0)

    def __str__(self):
        lines = []
        for o in self.outputs:
            if o.identical:
                lines.append(f"{o.name}: bit-identical ({o.elements} elements)")
                continue
            line = (f"{o.name}: {o.mismatches} of {o.elements} elements differ; max {o.max_ulp:g} ulp, "
                    f"max abs {o.max_abs:g}, max rel {o.max_rel:g}")
            if o.nan_payloads:
                line += f"; {o.nan_payloads} only in NaN sign/payload bits"
            if o.first:
                where = ", ".join(map(str, o.first["index"]))
                line += f"; first at ({where}): native {o.first['expected']}, wasm {o.first['got']}"
            lines.append(line)
        return "\n".join(lines)


def _leaves(name, a, b):
    """(name, native value, wasm value) for each array, number or other value inside outputs `a`
    and `b`, which must have the same structure: lists and tuples by position, dicts by key
    (`name[0]`, `name['key']`)."""
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        if type(a) is not type(b) or len(a) != len(b):
            raise AssertionError(f"{name}: native gives {_shape_of(a)}, wasm {_shape_of(b)}")
        for i, (x, y) in enumerate(zip(a, b)):
            yield from _leaves(f"{name}[{i}]", x, y)
    elif isinstance(a, dict) or isinstance(b, dict):
        if type(a) is not type(b) or list(a) != list(b):
            raise AssertionError(f"{name}: native gives {_shape_of(a)}, wasm {_shape_of(b)}")
        for k in a:
            yield from _leaves(f"{name}[{k!r}]", a[k], b[k])
    else:
        yield name, a, b


def _shape_of(value):
    if isinstance(value, dict):
        return f"a dict with keys {list(value)}"
    if isinstance(value, (list, tuple)):
        return f"a {type(value).__name__} of {len(value)}"
    return type(value).__name__


def _numeric(value):
    return isinstance(value, (np.ndarray, np.generic)) or type(value) in (bool, int, float, complex)


def _compare_leaf(name, a, b):
    if not (_numeric(a) and _numeric(b)):
        # str, None, ...: equal or not, as one element
        same = type(a) is type(b) and a == b
        first = None if same else {"index": [], "expected": repr(a), "got": repr(b), "ulp": float("inf")}
        return OutputComparison(name, same, int(not same), 0, 1, 0.0 if same else float("inf"),
                                0.0 if same else float("inf"), 0.0 if same else float("inf"), first)
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype != b.dtype or a.shape != b.shape:
        raise AssertionError(f"{name}: native gives {a.dtype}{a.shape}, wasm {b.dtype}{b.shape}")
    d = _core.diff(a, b)
    return OutputComparison(name, d["identical"], d["mismatches"], d["nan_payloads"], d["elements"], d["max_abs"],
                            d["max_rel"], d["max_ulp"], d["first"])


def compare(f, *inputs, **named):
    """Runs the graph of Function `f` on both targets with these inputs and reports, per
    output, bit identity and the largest absolute, relative and ulp differences (native is the
    reference). An output that is a list, tuple or dict (a Generic value) is reported per
    value inside it, named by its path (`out['key'][0]`); values that are not numbers (str,
    None) are reported equal or not. The other target is compiled (through the cache) on first
    use."""
    if not isinstance(f, Function):
        raise TypeError(f"compare needs a twinlink.Function, not {type(f).__name__}")
    others = f.__dict__.setdefault("_compare_twins", {})
    targets = {}
    for target in ("native", "wasm"):
        if f.target == target:
            targets[target] = f
            continue
        if target not in others:
            others[target] = f.twin(target)
        targets[target] = others[target]
    results = {}
    for target, g in targets.items():
        out = g(*[np.copy(a) if isinstance(a, np.ndarray) else a for a in inputs],
                **{k: np.copy(v) if isinstance(v, np.ndarray) else v for k, v in named.items()})
        results[target] = out if f.return_list else [out]
    outputs = []
    for i, (a, b) in enumerate(zip(results["native"], results["wasm"])):
        for name, x, y in _leaves(f.outputs[i].name or f"output{i}", a, b):
            outputs.append(_compare_leaf(name, x, y))
    return Comparison(outputs)


__all__ = ["Bundle", "Comparison", "ReplayReport", "compare", "load_bundle", "replay"]
