"""twinlink's exception classes: every one derives from `twinlink.TwinlinkError` and keeps the
builtin exception it has always been, so callers can catch either; all are exported from
`twinlink` and `twinlink.errors`."""
import inspect

import pytest

import twinlink
from twinlink import errors

# Each class's builtin base: what `except <builtin>` code written before TwinlinkError catches.
BUILTIN_BASE = {
    "TwinlinkError": Exception,
    "CompileError": Exception,
    "LinkError": ValueError,
    "BundleError": ValueError,
    "SandboxError": RuntimeError,
    "SandboxTimeout": RuntimeError,
    "SandboxOutOfFuel": RuntimeError,
    "SandboxTrap": RuntimeError,
    "SandboxMemoryError": MemoryError,
    "MarshalError": TypeError,
    "CacheError": RuntimeError,
    "PickleFormatError": ValueError,
}
CLASSES = {name: cls for name, cls in vars(errors).items()
           if inspect.isclass(cls) and issubclass(cls, BaseException) and cls.__module__ == errors.__name__}


def test_every_class_is_listed_here():
    assert set(CLASSES) == set(BUILTIN_BASE), "add new exception classes to BUILTIN_BASE with their builtin base"


@pytest.mark.parametrize("name", sorted(BUILTIN_BASE))
def test_derives_from_twinlink_error_and_keeps_its_builtin_base(name):
    cls = CLASSES[name]
    assert issubclass(cls, twinlink.TwinlinkError)
    assert issubclass(cls, BUILTIN_BASE[name])


def test_sandbox_errors_stay_sandbox_errors():
    for name in ("SandboxTimeout", "SandboxOutOfFuel", "SandboxTrap", "SandboxMemoryError"):
        assert issubclass(CLASSES[name], twinlink.SandboxError)


@pytest.mark.parametrize("name", sorted(BUILTIN_BASE))
def test_exported_from_the_package_and_the_module(name):
    assert getattr(twinlink, name) is CLASSES[name]
    assert name in twinlink.__all__
    assert name in errors.__all__


def test_caught_as_twinlink_error_or_as_the_builtin():
    with pytest.raises(twinlink.TwinlinkError):
        raise twinlink.MarshalError("the wasm target cannot pass a list")
    with pytest.raises(TypeError, match="cannot pass"):
        raise twinlink.MarshalError("the wasm target cannot pass a list")
    with pytest.raises(RuntimeError, match="cache"):
        raise twinlink.CacheError("twinlink cache: no space left")
    trap = twinlink.SandboxTrap("the guest trapped", "unreachable")
    assert trap.kind == "unreachable" and isinstance(trap, twinlink.TwinlinkError)


def test_a_link_error_from_function_is_a_twinlink_error():
    x = twinlink.tensor.dvector("x")
    with pytest.raises(twinlink.TwinlinkError, match="given twice") as info:
        twinlink.function([x, x], x + x)
    assert isinstance(info.value, ValueError)
