"""`twinlink.Limits`: what one wasm Function may use. Checked when created; the Rust sandbox
enforces it (src/sandbox/limits.rs, which is also the one source of the defaults)."""
from __future__ import annotations

from dataclasses import asdict, dataclass

from . import _core


@dataclass(frozen=True)
class Limits:
    """Per-Function limits of the wasm sandbox; `timeout` and `fuel` apply to each call.

    timeout: wall-clock seconds per call (None: no limit). Default 10 s.
    fuel:    deterministic instruction budget per call (None: no limit). Default None.
    memory:  linear memory cap in bytes (1 MiB to 4 GiB). Default 1 GiB.
    stack:   wasm call-stack cap in bytes (64 KiB to 64 MiB). Default 1 MiB.
    output:  bytes of printed output kept per call; the rest is dropped and flagged. Default 1 MiB.
    """

    timeout: float | None = _core.LIMITS_DEFAULTS["timeout"]
    fuel: int | None = _core.LIMITS_DEFAULTS["fuel"]
    memory: int = _core.LIMITS_DEFAULTS["memory"]
    stack: int = _core.LIMITS_DEFAULTS["stack"]
    output: int = _core.LIMITS_DEFAULTS["output"]

    def __post_init__(self):
        for name in ("memory", "stack", "output"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"Limits.{name} must be an int number of bytes, not {value!r}")
        if self.fuel is not None and (isinstance(self.fuel, bool) or not isinstance(self.fuel, int)):
            raise TypeError(f"Limits.fuel must be an int or None, not {self.fuel!r}")
        if self.timeout is not None and (isinstance(self.timeout, bool) or not isinstance(self.timeout, (int, float))):
            raise TypeError(f"Limits.timeout must be seconds (a number) or None, not {self.timeout!r}")
        _core.validate_limits(self.as_dict())

    def as_dict(self):
        return asdict(self)
