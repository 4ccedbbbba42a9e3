"""What the README promises of the sandbox today (wasm target only: the same op code would
crash or exhaust the host natively). A trap becomes SandboxError and leaves the Function
usable with fresh struct state, other Functions untouched; malloc beyond the cap fails."""
import pytest

import twinlink
from twinlink import Apply, Op

from seed_types import CountCalls, add, double


class TrapWhenNegative(CountCalls):
    """Counts calls in struct state; traps the guest for negative inputs."""

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"if ({x} < 0) __builtin_trap();\n{z} = (double)calls_{name}++;"


def test_trap_is_sandbox_error_and_next_call_gets_a_fresh_instance():
    x, y = double("x"), double("y")
    f = twinlink.function([x], TrapWhenNegative()(x), target="wasm")
    other = twinlink.function([x, y], add(x, y), target="wasm")
    assert f(1.0) == 0.0
    assert f(1.0) == 1.0
    with pytest.raises(twinlink.SandboxError, match="unreachable"):
        f(-1.0)
    assert f(1.0) == 0.0  # a fresh instance: struct state restarted
    assert other(1.0, 2.0) == 3.0


class Allocate(Op):
    """Mallocs `x` MiB and raises MemoryError when malloc returns NULL."""

    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [double()])

    def c_code(self, node, name, inputs, outputs, sub):
        (x,), (z,) = inputs, outputs
        return f"""
        void* block = malloc((size_t)({x} * 1048576.0));
        if (!block) {{ PyErr_NoMemory(); {sub['fail']} }}
        ((volatile char*)block)[0] = 1;  /* used, so the compiler keeps the allocation */
        free(block);
        {z} = {x};
        """


def test_memory_cap_makes_malloc_fail_cleanly():
    x = double("x")
    f = twinlink.function([x], Allocate()(x), target="wasm")
    assert f(16.0) == 16.0
    with pytest.raises(MemoryError):
        f(1536.0)  # 1.5 GiB: over the 1 GiB cap
    assert f(16.0) == 16.0
