"""Facts that several parts of twinlink share, checked where they meet (ARCHITECTURE.md, "One
source for each fact"): the guest's exception table (wasm/guest_abi.h's TL_EXCEPTIONS builds the
shim's table and the host's), and Limits' defaults (src/sandbox/limits.rs, read by
python/twinlink/limits.py)."""
import builtins
import re

import pytest

import twinlink
from twinlink import Apply, Op, _core


class RaiseByCode(Op):
    """Raises the builtin exception whose guest ABI code is its (int) input."""

    __props__ = ()

    def make_node(self, k):
        return Apply(self, [k], [twinlink.Generic()()])

    def c_code(self, node, name, inputs, outputs, sub):
        (k,), (z,) = inputs, outputs
        cases = "\n".join(
            f'case {code}: PyErr_SetString(PyExc_{exc}, "raised {exc}"); break;' for code, exc in _core.GUEST_EXCEPTIONS)
        return f"""
        switch (PyLong_AsLong({k})) {{
        {cases}
        default: Py_XDECREF({z}); {z} = Py_None; Py_INCREF(Py_None); break;
        }}
        if (PyErr_Occurred()) {{ {sub['fail']} }}
        """


def test_the_exception_table_lists_builtins_with_distinct_codes():
    codes = [code for code, _ in _core.GUEST_EXCEPTIONS]
    assert len(set(codes)) == len(codes) and 0 not in codes
    for _, name in _core.GUEST_EXCEPTIONS:
        assert issubclass(getattr(builtins, name), BaseException)
    assert {"TypeError", "ValueError", "MemoryError", "KeyError", "SystemError"} <= {n for _, n in _core.GUEST_EXCEPTIONS}


def test_every_exception_in_the_table_arrives_as_its_builtin(target):
    k = twinlink.Generic()("k")
    f = twinlink.function([k], RaiseByCode()(k), target=target)
    for code, name in _core.GUEST_EXCEPTIONS:
        with pytest.raises(BaseException) as info:
            f(code)
        assert type(info.value) is getattr(builtins, name), (code, name, info.value)
        assert info.value.args == ("raised " + name,)
    assert f(0) is None  # and the Function still works after 16 failures


def test_limits_defaults_come_from_the_sandbox():
    limits = twinlink.Limits()
    assert limits.as_dict() == _core.LIMITS_DEFAULTS
    assert _core.LIMITS_DEFAULTS == {"timeout": 10.0, "fuel": None, "memory": 1 << 30, "stack": 1 << 20, "output": 1 << 20}


def test_the_limits_docstring_states_the_defaults():
    doc = twinlink.Limits.__doc__
    units = {"GiB": 1 << 30, "MiB": 1 << 20, "KiB": 1 << 10}
    for field, value in _core.LIMITS_DEFAULTS.items():
        match = re.search(rf"^\s*{field}:.*Default (None|[\d.]+ (?:s|GiB|MiB|KiB))\.", doc, re.M)
        assert match, f"Limits' docstring does not state the default of {field}"
        stated = match.group(1)
        if stated == "None":
            assert value is None, field
        else:
            number, unit = stated.split()
            assert float(number) * units.get(unit, 1) == value, (field, stated, value)
