"""twinlink: run graphs of C-implemented ops natively or sandboxed in wasm, from one C source.

Types and ops describe themselves with PyTensor/Theano-style C fragments; `function` links
them into one C module and compiles it for the target you ask for."""
import atexit as _atexit

from . import _core, cache, gof, ops, scalar, tensor
from .ops import (register_deep_copy_op_c_code, register_shape_c_code, register_shape_i_c_code,
                  register_view_op_c_code)
from .errors import (BundleError, CacheError, CompileError, LinkError, MarshalError, PickleFormatError, SandboxError,
                     SandboxMemoryError, SandboxOutOfFuel, SandboxTimeout, SandboxTrap, TwinlinkError)
from .external import ExternalCOp
from .function import Function, function, host_env
from .graph import Apply, Constant, Generic, Op, Type, Variable
from .jit import jit
from .limits import Limits
from .params import (CDataType, CEnumType, EnumList, EnumType, ImmutableError, Params, ParamsAttributeError, ParamsError,
                     ParamsKeywordError, ParamsType, ParamsTypeError, ParamsValueError)
from .reproduce import compare, load_bundle, replay
from .ulp import libm_report


def cache_stats():
    """This process's module-cache counters: hits (in memory), loads (from disk), compiles,
    rebuilt (corrupt entries replaced), and for kernel objects (ARCHITECTURE.md, "Kernel
    objects"): objects_compiled, object_hits (found in memory or on disk) and objects_linked
    (into the modules this process built); glue_pch_used: native modules whose glue compiled
    with the precompiled header of Python's and NumPy's headers."""
    return _core.cache_stats()


def cache_dir():
    """Where compiled modules are kept ($TWINLINK_CACHE_DIR, else ~/.cache/twinlink)."""
    return _core.cache_dir()


def toolchains():
    """The compilers each target uses, for C and for C++, e.g. {'native': 'cc ...', 'wasm': 'zig
    0.17.1 ...', 'native_c++': 'c++ ...', 'wasm_c++': '.../zig c++ (zig 0.17.1 ...)'}; a missing C++
    compiler reads 'none (why)'."""
    return _core.toolchains(host_env())


_atexit.register(_core.cleanup_unversioned)

__all__ = [
    "Apply", "BundleError", "CacheError", "CompileError", "Constant", "ExternalCOp", "Function", "Generic", "Limits",
    "LinkError", "MarshalError", "PickleFormatError", "Op", "SandboxError", "SandboxMemoryError", "SandboxOutOfFuel", "SandboxTimeout",
    "SandboxTrap", "TwinlinkError", "Type", "Variable", "cache", "cache_dir", "cache_stats", "compare", "function", "gof", "jit", "libm_report", "load_bundle", "ops", "register_deep_copy_op_c_code",
    "register_shape_c_code", "register_shape_i_c_code", "register_view_op_c_code", "replay", "scalar", "tensor", "toolchains",
    "CDataType", "CEnumType", "EnumList", "EnumType", "ImmutableError", "Params", "ParamsAttributeError", "ParamsError",
    "ParamsKeywordError", "ParamsType", "ParamsTypeError", "ParamsValueError",
]
