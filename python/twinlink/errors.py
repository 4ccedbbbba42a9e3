"""twinlink's exceptions, all under `TwinlinkError` and each also under the builtin exception
it has always been (a LinkError is a ValueError, a SandboxMemoryError a MemoryError, ...), so
`except ValueError` keeps working. Rust errors become these in one place, src/py/ (which looks
the classes up here); op code's own exceptions arrive as the builtin type they raised."""


class TwinlinkError(Exception):
    """Base of every exception twinlink defines."""


class CompileError(TwinlinkError):
    """The C compiler rejected a generated module, or no compiler was found. The message holds
    the compiler's stderr and the numbered source lines around the first error."""


class LinkError(TwinlinkError, ValueError):
    """A bad graph, plan, fragment or limit, found before anything is compiled or run."""


class SandboxError(TwinlinkError, RuntimeError):
    """The wasm sandbox stopped the guest. The instance was discarded; the next call of the
    same Function starts a fresh one (its struct state restarts)."""


class SandboxTimeout(SandboxError):
    """The call ran past Limits.timeout."""


class SandboxOutOfFuel(SandboxError):
    """The call used up Limits.fuel."""


class SandboxMemoryError(SandboxError, MemoryError):
    """The guest needed more linear memory than Limits.memory allows."""


class SandboxTrap(SandboxError):
    """The guest trapped. `kind` says how: out_of_bounds, unreachable, stack_overflow,
    integer_divide_by_zero, integer_overflow, bad_conversion, exit, released_held_object,
    refcount_underflow, ..."""

    def __init__(self, message, kind="other"):
        super().__init__(message)
        self.kind = kind


class BundleError(TwinlinkError, ValueError):
    """A bundle file that cannot be used: not a bundle, another format version, truncated, or
    a part (module, input) that does not match its recorded SHA-256."""


class MarshalError(TwinlinkError, TypeError):
    """A value that cannot cross into or out of the sandbox."""


class CacheError(TwinlinkError, RuntimeError):
    """The module cache could not be used."""


class PickleFormatError(TwinlinkError, ValueError):
    """A pickled Function written by another twinlink, in a format this one does not read."""


__all__ = ["BundleError", "CacheError", "CompileError", "LinkError", "MarshalError", "PickleFormatError", "SandboxError",
           "SandboxMemoryError", "SandboxOutOfFuel", "SandboxTimeout", "SandboxTrap", "TwinlinkError"]
