"""C for scalar special functions that PyTensor and PyMC give no C: PyTensor's `I0`, `I1`,
`Erfinv`, `Erfcinv`, `PolyGamma`, `GammaIncInv`, `GammaIncCInv` and `BetaIncInv`, PyMC's `I0e`
and `I1e` (its `Rice` and `VonMises` distributions and `pm.math.probit` use them; the inverses
are the `icdf` of its Gamma, InverseGamma, ChiSquared, Beta, StudentT and HalfStudentT). Their
`perform` calls SciPy on the host, so every graph with one ran Python between modules,
outside the sandbox on wasm. The bridge's modes replace each such scalar op in an Elemwise by
`SpecialC`, which computes the same function with special.c (before elementwise fusion, so it
fuses with its neighbours); see ARCHITECTURE.md, "The PyTensor bridge"."""
from __future__ import annotations

from pathlib import Path

try:
    from pytensor.scalar.basic import ScalarOp
    from pytensor.scalar.math import I0, I1, BetaIncInv, Erfcinv, Erfinv, GammaIncCInv, GammaIncInv, PolyGamma
except ImportError:  # pragma: no cover - the bridge imports PyTensor first
    raise ImportError("twinlink.pytensor needs PyTensor") from None

from ..tensor.scalar_ops import read_sections, section_closure

SPECIAL_SECTIONS = read_sections(Path(__file__).with_name("special.c"))

# special.c's function (tl_sp_<name>) for each scalar op class; PyMC's are known by their
# class's module and name, so that the bridge need not import PyMC.
_FUNCTIONS = {I0: "i0", I1: "i1", Erfinv: "erfinv", Erfcinv: "erfcinv", PolyGamma: "polygamma",
              GammaIncInv: "gammaincinv", GammaIncCInv: "gammainccinv", BetaIncInv: "betaincinv"}
_PYMC_FUNCTIONS = {("pymc.distributions.dist_math", "I0e"): "i0e", ("pymc.distributions.dist_math", "I1e"): "i1e"}
# The section of special.c defining each function.
_SECTION = {"i0": "bessel", "i1": "bessel", "i0e": "bessel", "i1e": "bessel", "erfinv": "erfinv",
            "erfcinv": "erfinv", "polygamma": "polygamma", "gammaincinv": "gammaincinv",
            "gammainccinv": "gammaincinv", "betaincinv": "betaincinv"}
# The dtypes special.c's double functions take and give (float16 has no C in the bridge).
_REAL = frozenset(("bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "float32",
                   "float64"))


def special_function(scalar_op):
    """special.c's name for the function `scalar_op` computes, or None (an op of another class,
    subclasses included: they may compute something else)."""
    cls = type(scalar_op)
    return _FUNCTIONS.get(cls) or _PYMC_FUNCTIONS.get((cls.__module__, cls.__name__))


def takes(node):
    """Whether SpecialC computes this scalar node's function: real inputs, float32 or float64
    outputs."""
    return (all(v.type.dtype in _REAL for v in node.inputs)
            and all(v.type.dtype in ("float32", "float64") for v in node.outputs))


class SpecialC(ScalarOp):
    """The scalar op `wrapped` (an op of _FUNCTIONS or _PYMC_FUNCTIONS) with C: special.c's
    tl_sp_<function> of its inputs in double, the result converted to the output's dtype once.
    Its output types, Python implementation, gradient and name are `wrapped`'s."""

    nout = 1

    def __init__(self, wrapped, function):
        super().__init__(wrapped.output_types_preference, name=str(wrapped))
        self.wrapped = wrapped
        self.function = function
        self.nin = wrapped.nin
        self.nfunc_spec = getattr(wrapped, "nfunc_spec", None)

    def __eq__(self, other):
        return type(self) is type(other) and self.wrapped == other.wrapped

    def __hash__(self):
        return hash((type(self), self.wrapped))

    def impl(self, *inputs):
        return self.wrapped.impl(*inputs)

    def L_op(self, inputs, outputs, grads):
        # PyTensor 3 names an op's gradient `pullback`, PyTensor 2 `L_op` (or `grad`)
        rule = getattr(self.wrapped, "pullback", None) or self.wrapped.L_op
        return rule(inputs, outputs, grads)

    pullback = L_op

    def c_support_code(self, **kwargs):
        # one string (PyTensor's Composite strips each of its ops' support code): the sections
        # each under an include guard, so that two functions' texts share the ones in common
        return "".join(f"#ifndef TL_SP_{name}\n#define TL_SP_{name}\n{SPECIAL_SECTIONS[name][1]}#endif\n"
                       for name in section_closure(SPECIAL_SECTIONS, [_SECTION[self.function]]))

    def c_code(self, node, name, inputs, outputs, sub):
        if not takes(node):
            raise NotImplementedError(f"{self} has C for real inputs and float outputs only")
        args = ", ".join(f"(double)({x})" for x in inputs)
        return f"{outputs[0]} = tl_sp_{self.function}({args});"

    def c_code_cache_version(self):
        return (2,)


def with_c(scalar_op):
    """SpecialC standing for `scalar_op`, or None when special.c does not compute its function."""
    function = special_function(scalar_op)
    return SpecialC(scalar_op, function) if function is not None else None
