"""The module cache on disk (ARCHITECTURE.md, "Cache"), the same as `twinlink cache ...`:
`stats()`, `entries()`, `clear()` and `prune(max_size)`. All are safe while other processes
use the cache: entries used in the last few seconds are kept, and a folder where a compile is
running is pruned once that compile has published."""
from . import _core

__all__ = ["clear", "directory", "entries", "parse_size", "prune", "stats"]


def directory():
    """The cache's root: $TWINLINK_CACHE_DIR, else $XDG_CACHE_HOME/twinlink, else
    ~/.cache/twinlink."""
    return _core.cache_dir()


def stats():
    """The cache on disk: {'root', 'entries', 'size' (bytes of all entries), 'folders' (a list
    of (folder, target, entries, bytes)), 'runtime_size', 'unversioned_size', 'leftovers' (of
    killed processes), 'max_size' ($TWINLINK_CACHE_MAX_SIZE in bytes, or None)}. This process's
    hit and compile counters are `twinlink.cache_stats()`."""
    return _core.cache_disk_stats()


def entries():
    """Every entry, most recently used first, as dicts: 'target' ('native' or 'wasm'), 'kind'
    ('module', 'shim' or 'incomplete'), 'size' (bytes), 'created' and 'last_used' (Unix time),
    'folder', 'key', 'path'."""
    return _core.cache_entries()


def parse_size(size, what="max_size"):
    """Bytes from an int or a string such as '500M', '2G' or '1048576' (K, M, G, T are powers
    of 1024)."""
    if isinstance(size, bool):
        raise TypeError(f"{what} must be a number of bytes or a string such as '500M', not {size!r}")
    if isinstance(size, int):
        if size < 0:
            raise ValueError(f"{what} must not be negative, got {size}")
        return size
    if isinstance(size, str):
        return _core.parse_size(size, what)
    raise TypeError(f"{what} must be a number of bytes or a string such as '500M', not {type(size).__name__}")


def prune(max_size):
    """Removes least recently used entries until the entries take at most `max_size` (bytes, or
    a string such as '500M' or '2G'), and every leftover of a killed process. Waits for a
    compile that holds a folder's lock. Returns {'removed', 'freed', 'kept_in_use',
    'busy_folders', 'leftovers_removed', 'entries_after', 'size_after'}."""
    return _core.cache_prune(parse_size(max_size))


def clear():
    """Removes every entry (an entry in use is waited for a few seconds, then kept if still in
    use); the same report as `prune`."""
    return _core.cache_clear()
