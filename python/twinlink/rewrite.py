"""Graph rewrites that `function` applies to the outputs before linking. A rewrite takes the list
of output variables and returns an equivalent list (new nodes, the same values). Op packages
register theirs when they are imported (twinlink.tensor registers elementwise fusion), so the
linking layer runs them without importing any op module. They run in registration order."""
from __future__ import annotations

_REWRITES: dict = {}


def register_rewrite(name, rewrite):
    """Adds `rewrite` (a function of the list of outputs) under `name`; registering a name again
    replaces that rewrite in place."""
    if not callable(rewrite):
        raise TypeError(f"register_rewrite: {name!r} is {rewrite!r}, not a function of the outputs")
    _REWRITES[name] = rewrite


def registered_rewrites():
    """The registered rewrites' names, in the order they run."""
    return list(_REWRITES)


def apply_rewrites(outputs):
    """`outputs` after every registered rewrite, in registration order."""
    outputs = list(outputs)
    for rewrite in _REWRITES.values():
        outputs = rewrite(outputs)
    return outputs
