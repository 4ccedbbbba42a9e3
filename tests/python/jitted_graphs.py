"""Module-level jitted functions for the pickling tests: a fresh process imports them by name,
as it would a user's module."""
import twinlink
import twinlink.tensor as T


@twinlink.jit
def scaled_native(x, y):
    return (x + y) * 2.5, T.exp(x).sum()


@twinlink.jit(target="wasm", limits=twinlink.Limits(timeout=5))
def scaled_wasm(x, y):
    return (x + y) * 2.5, T.exp(x).sum()


JITTED = {"native": scaled_native, "wasm": scaled_wasm}
