"""The PyTensor bridge: a PyTensor `Linker` that runs a PyTensor graph with PyTensor's own C
code on twinlink's targets (see ARCHITECTURE.md, "The PyTensor bridge"). Maximal runs of nodes
PyTensor would run as C become one twinlink module each (compiled as C++, as PyTensor's C is);
nodes without C run their Python `perform` (or PyTensor's own thunk) on the host between them.
Importing this module registers the PyTensor modes "TWINLINK" (native) and "TWINLINK_WASM"."""
from __future__ import annotations

import copyreg
import heapq
import re
import sys

import numpy as np

try:
    import pytensor
    from pytensor.compile.mode import Mode, get_mode, predefined_modes, register_mode
    from pytensor.graph.utils import MethodNotDefined
    from pytensor.link.basic import Container, LocalLinker
    from pytensor.link.c.interface import CLinkerOp, CLinkerType
    from pytensor.link.c.params_type import Params
    from pytensor.link.utils import map_storage, raise_with_op
except ImportError as e:  # pragma: no cover - depends on the environment
    raise ImportError("twinlink.pytensor needs PyTensor: pip install 'twinlink[pytensor]'") from e

try:  # Scan's module: in PyTensor 2.38 and 3.0
    from pytensor.scan.op import Scan as _Scan
except ImportError:  # pragma: no cover - depends on the environment
    _Scan = None

from ..errors import LinkError, TwinlinkError
from ..function import TARGETS, Function
from ..limits import Limits
from ..link import NO_PARAMS, is_constant
from ..reproduce import compare as _twinlink_compare
from ..tensor.scalar_ops import (C_LIBM_BLOCKS, C_LIBM_INLINE, C_LIBM_LANES, C_LIBM_ONE_IN_WASM, c_libm_inline_text,
                                 c_libm_text)
from .basic import KernelBasic, basic_kind
from .blockwise import Batched, batched
from .indexing import AdvancedIndexing, indexing_kind
from .linalg import BatchedLinalg, KernelLinalg, batched_linalg, kept_whole, linalg_kind
from .products import KernelProduct, kernel_product_code, product_kind
from .special import takes as _special_takes
from .special import with_c as _special_with_c

__all__ = ["TwinlinkLinker", "mode", "report", "export_bundle", "compare", "BridgeError", "INLINE_REWRITE",
           "SPECIAL_REWRITE"]


class BridgeError(TwinlinkError, ValueError):
    """A bridged function cannot do what was asked (e.g. export a graph with Python nodes)."""


def pytensor_params(node):
    """A PyTensor node's params value: `op.get_params(node)`, NO_PARAMS when the op has none
    (PyTensor signals that with MethodNotDefined)."""
    op = node.op
    if getattr(op, "params_type", None) is None:
        return NO_PARAMS
    try:
        return op.get_params(node)
    except (MethodNotDefined, NotImplementedError):
        return NO_PARAMS


# PyTensor writes "no value" in a slice (Subtensor, IncSubtensor) as the host's sys.maxsize - 1,
# a decimal literal stored in an npy_intp. npy_intp is 32-bit in wasm32, where that literal
# wraps to -2 and breaks the comparison with itself; NPY_MAX_INTP - 1 is the same value
# natively and the one that fits there.
_SLICE_NONE = re.compile(rf"(?<![0-9A-Za-z_.]){sys.maxsize - 1}(?:LL|L)?(?![0-9A-Za-z_.])")


def portable_op_code(text):
    """An op's C fragment with the host-width constants PyTensor bakes in written portably."""
    return _SLICE_NONE.sub("((npy_intp)(NPY_MAX_INTP - 1))", text) if text else text


# A call of one of `names` in C++ text (`exp(`, `std::exp(`; not `npy_exp(`, `a.exp(`, `p->exp(`
# or `::exp(`), or a string or character literal, which is left as it is. A name right after
# another name is declared (`double exp(double v) const`, a member), not called, unless that
# name is a keyword (`return exp(x)`).
_CALLING_KEYWORDS = {"return", "else", "case", "do", "throw", "co_return", "co_yield", "and", "or", "not"}
_NAME_BEFORE = re.compile(r"([A-Za-z_]\w*)\s*$")


def _calls_of(names):
    return re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|(?<![\w.:>])(?:std::)?('
                      + "|".join(sorted(names, key=len, reverse=True)) + r')(?=\s*\()')


_LIBM_CALL = _calls_of(C_LIBM_INLINE)
_LANES_CALL = _calls_of(C_LIBM_LANES)
_BLOCKS_CALL = _calls_of(C_LIBM_BLOCKS)
_PLAN_NODE_TEXTS = ("code", "code_cleanup", "support_code_apply", "init_code_apply", "support_code_struct",
                    "init_code_struct", "cleanup_code_struct")
# PyTensor's Elemwise writes its loop over contiguous operands as this line (elemwise.py,
# Elemwise.c_code). Each iteration reads and writes element i of each operand only (an in-place
# output is its input itself), so the loop may be vectorised without checking how the operands
# overlap; gcc would not version the loop for those checks once it calls erf's lanes. In wasm
# a loop calling a one-value form (C_LIBM_ONE_IN_WASM) is left unmarked: forced, it ran slower
# there. ARCHITECTURE.md, "The PyTensor bridge".
_CONTIGUOUS_LOOP = "for(int i=0; i<n; i++){"
# Its loops over operands of any strides (Elemwise's loop templates): the innermost one of each
# nest is rewritten as the contiguous loop is; each iteration there also reads and writes one
# element of each operand, at ITER_k times the operand's stride (0 where it broadcasts).
_ELEMWISE_LOOP = re.compile(re.escape(_CONTIGUOUS_LOOP) + r"|for ?\(npy_intp (ITER_\d+) = 0; \1<(\w+); \1\+\+\)\s*\{")
_FOR = re.compile(r"\bfor\s*\(")
_ITER_PTR = re.compile(r"\b(\w+_iter) = \(\w+\*\)\(PyArray_DATA\(")
# How the strided loops write an in-place output: as its input's element.
_IN_PLACE = re.compile(r"#define \w+_i \w+_i\b")
# An operand's element written in a loop's iteration: `V7_i = ...` (the operand V7, an output),
# not the declaration of the reference (`npy_float64 &V7_i = ...`, `dtype_V7& V7_i = ...`).
_WRITTEN = re.compile(r"(?<![&\w])(?<!& )(\w+)_i\s*=(?!=)")
_VECTORISE = ("\n#if defined(__clang__)\n#pragma clang loop vectorize(assume_safety)\n"
              "#elif defined(__GNUC__)\n#pragma GCC ivdep\n#endif\n")
_VECTORISE_NATIVELY = _VECTORISE.replace("#if defined(__clang__)", "#if defined(__wasm__)\n#elif defined(__clang__)")
# The operands' data pointers PyTensor declares before that loop, from `npy_intp n = ...` on.
_CONTIGUOUS_N = "npy_intp n = PyArray_SIZE("
_CONTIGUOUS_PTR = re.compile(r"\b(\w+_ptr) = \(dtype_\w+\*\) PyArray_DATA\(")
# Elements per block of a loop over C_LIBM_BLOCKS functions (see _in_blocks).
_BLOCK = 256
# A string or character literal, a comment, or a brace.
_BRACES = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/|[{}]', re.S)


def _rename_calls(text, calls, prefix, used):
    """`text` with the calls `calls` matches renamed to `prefix` + name; the names go in `used`."""
    def rename(m):
        if m.group(1) is None:
            return m.group(0)
        before = _NAME_BEFORE.search(text, max(0, m.start() - 40), m.start())
        if before and before.group(1) not in _CALLING_KEYWORDS:
            return m.group(0)
        used.add(m.group(1))
        return f"{prefix}{m.group(1)}"

    return calls.sub(rename, text) if text else text


def _block_end(text, brace):
    """The end of the block whose opening brace is at `brace`, or None."""
    depth = 0
    for m in _BRACES.finditer(text, brace):
        depth += {"{": 1, "}": -1}.get(m.group(0), 0)
        if depth == 0:
            return m.end()
    return None


def _in_blocks(var, bound, body, fast_body, pointers, fast, mark):
    """A loop of PyTensor's Elemwise over `var` < `bound` (whose iteration is `body`, its
    closing brace included) run in blocks of _BLOCK elements: first `fast_body`, which calls
    the fast paths (`tl_f_<name>`, clearing the block's `tl_ok` where one does not apply) in a
    loop marked `mark`, then, when `tl_ok` was cleared, the block again with `body`, which
    calls the one-value forms. The fast pass is skipped where an output shares its data with
    another operand (in place: `_IN_PLACE` in the body, or an output's pointer among
    `pointers` equal to another), since the second pass reads the inputs again, and in wasm
    when `fast` (the names called) holds one of C_LIBM_ONE_IN_WASM."""
    written = set(_WRITTEN.findall(body))
    outputs = {p for p in pointers if p.rsplit("_", 1)[0] in written}
    shared = [f"(const void*){a} == (const void*){b}"
              for k, a in enumerate(pointers) for b in pointers[k + 1:] if a in outputs or b in outputs]
    alias = " || ".join(["1"] * bool(_IN_PLACE.search(body)) + ["TL_ONE_IN_WASM"] * bool(fast & C_LIBM_ONE_IN_WASM)
                        + shared) or "0"
    within = f"for(npy_intp {var}=tl_i0; {var}<tl_i1; {var}++){{"
    return (f"{{ const int tl_alias = {alias};\n"
            f"for (npy_intp tl_i0 = 0; tl_i0 < {bound}; tl_i0 += {_BLOCK}) {{\n"
            f"const npy_intp tl_i1 = {bound} - tl_i0 < {_BLOCK} ? {bound} : tl_i0 + {_BLOCK};\n"
            f"int tl_ok = !tl_alias;\n"
            f"if (tl_ok) {{{mark}{within}{fast_body}}}\n"
            f"if (!tl_ok) {{\n{within}{body}}}\n}} }}")


def _steps(body, var):
    """The variables the strided loop over `var` multiplies it by in `body`: its operands' steps
    in elements (Elemwise's loop templates: `ITER_0 * V7_jump0_0`, `V7_stride_l1*ITER_1`)."""
    pattern = re.compile(rf"\b({var})\s*\*\s*(\w+)\b|\b(\w+)\s*\*\s*{var}\b")
    return sorted({m.group(2) or m.group(3) for m in pattern.finditer(body)} - {var})


def _unit_steps(steps, loop, mark):
    """A strided loop `loop` (its header and body) calling lanes, versioned on its operands'
    `steps`: where all are 1 (contiguous operands) a copy with the steps as the constant 1,
    whose accesses the compiler vectorises as contiguous loads and stores (with run-time steps,
    element by element), else the loop as it is; both marked `mark`."""
    unit = re.sub(r"\b(" + "|".join(steps) + r")\b", "1", loop)
    test = " && ".join(f"{step} == 1" for step in steps)
    return f"if ({test}) {{{mark}{unit}}} else {{{mark}{loop}}}"


def _lanes_in_elementwise_loops(code, used, blocks):
    """`code` with PyTensor's elementwise loops (the contiguous one and the innermost loop of
    each strided nest) calling the op library's lanes: C_LIBM_LANES calls renamed to
    `tl_v_<name>` (the names go in `used`) and each such loop marked for vectorisation; a loop
    calling C_LIBM_BLOCKS functions run in blocks on their fast paths (_in_blocks; the names
    go in `blocks`)."""
    parts, at, decls = [], 0, 0  # decls: where this loop's declarations may start
    while (m := _ELEMWISE_LOOP.search(code, at)) is not None:
        end = _block_end(code, m.end() - 1)
        if end is None:
            break
        body = code[m.end():end]
        if _FOR.search(body):  # not the innermost loop
            parts.append(code[at:m.end()])
            at = m.end()
            continue
        found, fast = set(), set()
        lanes = _rename_calls(body, _LANES_CALL, "tl_v_", found)
        fast_body = _rename_calls(lanes, _BLOCKS_CALL, "tl_f_", fast)
        if m.group(1) is None:  # the contiguous loop: its pointers follow `npy_intp n = ...`
            var, bound = "i", "n"
            n_at = code.rfind(_CONTIGUOUS_N, decls, m.start())
            pointers = _CONTIGUOUS_PTR.findall(code, n_at, m.start()) if n_at >= 0 else []
        else:
            var, bound = m.group(1), m.group(2)
            pointers = _ITER_PTR.findall(code, decls, m.start())
        mark = _VECTORISE_NATIVELY if (found | fast) & C_LIBM_ONE_IN_WASM else _VECTORISE
        if fast and pointers:
            parts += [code[at:m.start()], _in_blocks(var, bound, body, fast_body, pointers, fast, mark)]
            blocks |= fast
        elif found and m.group(1) is not None and (steps := _steps(lanes, m.group(1))):
            parts += [code[at:m.start()], _unit_steps(steps, code[m.start():m.end()] + lanes, mark)]
        else:
            parts += [code[at:m.start()], mark if found else "", code[m.start():m.end()], lanes]
        used |= found
        at = decls = end
    return "".join(parts) + code[at:]


def inline_c_libm(plan):
    """Makes a C++ plan's calls of the C library's functions that twinlink computes the same
    way one value at a time and in vector lanes (scalar_ops.C_LIBM_INLINE: exp, log1p, tanh,
    ...) calls of inline definitions placed before the ops' support code, so PyTensor's
    elementwise loops over them vectorise. In PyTensor's elementwise loops also erf, erfc and
    pow (scalar_ops.C_LIBM_LANES, their lanes) and sin, cos, tan and lgamma
    (scalar_ops.C_LIBM_BLOCKS, blocks on their fast paths; _lanes_in_elementwise_loops). The
    bits are those of the module's C-library object (c_libm_text), which still defines every
    name for the calls left (other ops' code, a block's second pass). ARCHITECTURE.md, "The PyTensor
    bridge"."""
    if plan["language"] != "c++":
        return
    used, lanes, blocks = set(), set(), set()
    plan["support_code"] = [_rename_calls(t, _LIBM_CALL, "tl_c_", used) for t in plan["support_code"]]
    for node in plan["nodes"]:
        for key in _PLAN_NODE_TEXTS:
            node[key] = _rename_calls(node[key], _LIBM_CALL, "tl_c_", used)
        if node["code"]:
            node["code"] = _lanes_in_elementwise_loops(node["code"], lanes, blocks)
    if used or lanes or blocks:
        plan["support_code"].insert(0, c_libm_inline_text(used, lanes, blocks))


def runs_as_c(node):
    """Whether PyTensor's own C linker would run `node` as C: a C op over C types whose
    `c_code` produces code for this node (Elemwise of a scalar op without C raises) and whose
    variables' types produce their C (ScalarType float16 has no `c_extract`). PyTensor compiles
    each node on its own and runs `perform` when either says MethodNotDefined or
    NotImplementedError."""
    op = node.op
    if not isinstance(op, CLinkerOp):
        return False
    if not all(isinstance(v.type, CLinkerType) for v in node.inputs + node.outputs):
        return False
    sub = {"fail": "{}", "id": 0, "failure_var": "__failure", "params": "params"}
    # One name per distinct variable, as a linker names them: Elemwise asserts that a node
    # whose inputs repeat a variable (x + x) repeats its name.
    names = {}
    inames = [names.setdefault(id(v), f"i{len(names)}") for v in node.inputs]
    try:
        op.c_code(node, "probe", inames, [f"o{k}" for k in range(len(node.outputs))], sub)
    except (MethodNotDefined, NotImplementedError):
        return False
    # PyTensor's COp.make_c_thunk refuses the C of a node with a float16 input or output
    # unless its op sets `_f16_ok` (shape, view and subtensor ops do): the others' C would
    # compute in half precision where their `perform` computes as NumPy does.
    if _has_float16(node) and not getattr(op, "_f16_ok", False):
        return False
    return all(_type_has_c(v) for v in node.inputs + node.outputs)


def _has_float16(node):
    """Whether a float16 value goes into or comes out of `node` (the sandbox takes no float16
    array, so on the wasm target such a node runs Python even when PyTensor allows its C)."""
    return any(getattr(v.type, "dtype", "") == "float16" for v in node.inputs + node.outputs)


def _type_has_c(var):
    """Whether `var`'s type gives the C a linker asks of it: a literal for a constant that has
    one, else the declaration, initialisation, extraction, sync and cleanup fragments."""
    t = var.type
    if is_constant(var):
        try:
            if t.c_literal(var.data):
                return True
        except (MethodNotDefined, NotImplementedError):
            pass
    sub = {"fail": "{}", "id": 0, "failure_var": "__failure", "py_ptr": "py_probe", "stor_ptr": "py_probe"}
    try:
        t.c_declare("probe", sub)
        t.c_init("probe", sub)
        t.c_extract("probe", sub)
        t.c_sync("probe", sub)
        t.c_cleanup("probe", sub)
    except (MethodNotDefined, NotImplementedError):
        return False
    return True


def _schedule(order, is_c, before=None):
    """Groups `order` (a topological order) into steps: ("c", [nodes]) for maximal runs of C
    nodes and ("py", [node]) for the others. Ready C nodes are always taken before ready Python
    nodes, so a Python node splits a run only when the C nodes after it depend on it; among
    ready nodes of a kind, the earliest in `order` goes first. A node is ready when its inputs
    are computed and the nodes `before` (the graph's orderings: {node: [nodes]}) lists for it
    have run: PyTensor's DestroyHandler puts there every reader of a value an in-place op
    overwrites, which no input edge orders."""
    before = before or {}
    position = {id(n): k for k, n in enumerate(order)}
    producer = {id(o): n for n in order for o in n.outputs}
    consumers = {id(n): [] for n in order}
    waiting = {}
    for n in order:
        parents = {id(producer[id(i)]): producer[id(i)] for i in n.inputs if id(i) in producer}
        parents.update((id(p), p) for p in before.get(n, ()) if id(p) in position)
        waiting[id(n)] = len(parents)
        for p in parents.values():
            consumers[id(p)].append(n)
    ready = {True: [], False: []}  # heaps of (position, node) by kind

    def push(n):
        heapq.heappush(ready[is_c[id(n)]], (position[id(n)], n))

    def done(n):
        for c in consumers[id(n)]:
            waiting[id(c)] -= 1
            if waiting[id(c)] == 0:
                push(c)

    for n in order:
        if waiting[id(n)] == 0:
            push(n)
    steps = []
    while ready[True] or ready[False]:
        if ready[True]:
            run = []
            while ready[True]:
                _, n = heapq.heappop(ready[True])
                run.append(n)
                done(n)
            steps.append(("c", run))
        else:
            _, n = heapq.heappop(ready[False])
            steps.append(("py", [n]))
            done(n)
    return steps


class _Step:
    """One step of a bridged function: a twinlink module or a Python node, with the storage
    cells it reads and writes."""

    def __init__(self, kind, nodes, run, inputs, outputs):
        self.kind, self.nodes, self.run = kind, nodes, run
        self.inputs, self.outputs = inputs, outputs
        self.clear = []  # cells to drop after this step (garbage collection)


class TwinlinkLinker(LocalLinker):
    """A PyTensor Linker running PyTensor's C code on twinlink's `target` ("native" or "wasm";
    `limits`, a twinlink.Limits, bounds each wasm call). With `c_libm` (the default) the C
    library's math functions PyTensor's C calls (exp, log1p, tanh, pow, erf, lgamma, ... in
    double and float) are twinlink's own in every module (scalar_ops.C_LIBM), so both targets
    compute them alike on any host; c_libm=False leaves them to the platform's C library
    (glibc's natively, wasi-libc's in wasm), whose results differ between them."""

    required_rewrites = ("minimum_compile",)
    incompatible_rewrites = ()
    c_libm = True  # what linkers pickled before the option had
    # PyTensor's VMLinker attribute saying nodes run as their C code (PyTensor's own tests mark
    # known failures of its C code by it, e.g. test_math.py's uint64 max, issue #770)
    c_thunks = True

    def __init__(self, target="native", limits=None, allow_gc=None, schedule=None, c_libm=True):
        if target not in TARGETS:
            raise ValueError(f"target must be one of {', '.join(map(repr, TARGETS))}, not {target!r}")
        if limits is not None and not isinstance(limits, Limits):
            raise TypeError(f"limits must be a twinlink.Limits, not {type(limits).__name__}")
        if limits is not None and target != "wasm":
            raise ValueError("limits apply to the wasm target only (native code runs unsandboxed)")
        if allow_gc is None:
            allow_gc = pytensor.config.allow_gc
        super().__init__(allow_gc=allow_gc, scheduler=schedule)
        if not isinstance(c_libm, bool):
            raise TypeError(f"c_libm must be True or False, not {c_libm!r}")
        self.target = target
        self.limits = limits
        self.c_libm = c_libm
        self.fgraph = None

    def accept(self, fgraph, no_recycling=None, profile=None):
        if self.fgraph is not None and self.fgraph is not fgraph:
            return type(self)(self.target, self.limits, self.allow_gc, self._scheduler, self.c_libm).accept(
                fgraph, no_recycling, profile)
        self.fgraph = fgraph
        self.no_recycling = no_recycling or []
        self._built = {}  # a C step's nodes -> its twinlink.Function
        self._carried = {}  # the same, from a pickle: used once instead of compiling
        return self

    def __getstate__(self):
        # A pickled PyTensor function holds its maker, which holds this linker: the built
        # modules travel with it, and make_all after unpickling uses them instead of compiling
        # (a wasm one needs no C compiler there).
        state = dict(self.__dict__)
        state["_carried"] = {**state.get("_carried", {}), **state.get("_built", {})}
        state["_built"] = {}
        return state

    def __repr__(self):
        return f"TwinlinkLinker(target={self.target!r})"

    def make_all(self, input_storage=None, output_storage=None, storage_map=None):
        fgraph = self.fgraph
        order = self.schedule(fgraph)
        input_storage, output_storage, storage_map = map_storage(fgraph, order, input_storage, output_storage, storage_map)
        compute_map = {v: [v.owner is None] for v in storage_map}
        products = {id(n) for n in order if product_kind(n) is not None}
        own = {id(n) for n in order if own_code(n) is not None}
        # Only a graph with products asks about BLAS: PyTensor works out config.blas__ldflags
        # on first use and warns when it finds none (an error under `-W error`), and its C
        # backend asks only when it compiles a BLAS op.
        kernel_products = bool(products) and _kernel_products(self.target)
        self._op_code = _own_or_product_code if kernel_products else _own_or_op_code if own else None
        is_c = {id(n): id(n) in own or (kernel_products and id(n) in products)
                or (runs_as_c(n) and (self.target == "native" or not (_links_libraries(n.op) or _has_float16(n))))
                for n in order}
        steps = []
        for kind, nodes in _schedule(order, is_c, fgraph.orderings()):
            if kind == "c":
                steps.append(self._module_step(nodes, storage_map, fgraph.outputs))
            else:
                steps.append(self._python_step(nodes[0], storage_map, compute_map))
        if self.allow_gc:
            _plan_gc(steps, fgraph, storage_map)
        # An output that is one of the graph's inputs gets a cell of its own, set at the end of
        # each call: Scan empties its inner function's output cells before a step, which must
        # not empty that input (PyTensor copies such an output by a DeepCopyOp, except where it
        # updates the input, as a Scan body's MIT-MOT outputs may).
        graph_inputs = set(fgraph.inputs)
        passed = []
        for k, v in enumerate(fgraph.outputs):
            if v in graph_inputs:
                output_storage[k] = [None]
                passed.append((storage_map[v], output_storage[k]))
        fn = _program(steps, list(output_storage), fgraph, passed)
        fn.allow_gc = self.allow_gc
        fn.storage_map = storage_map
        fn.twinlink_steps = steps
        fn.twinlink_target = self.target
        fn.twinlink_nodes = len(order)
        thunks = [s.run for s in steps]
        return (
            fn,
            [Container(v, s) for v, s in zip(fgraph.inputs, input_storage, strict=True)],
            [Container(v, s, readonly=True) for v, s in zip(fgraph.outputs, output_storage, strict=True)],
            thunks,
            order,
        )

    def _module_step(self, nodes, storage_map, fgraph_outputs):
        inside = {id(o) for n in nodes for o in n.outputs}
        inputs, seen = [], set()
        for n in nodes:
            for v in n.inputs:
                if id(v) in inside or id(v) in seen or is_constant(v):  # constants go into the plan
                    continue
                seen.add(id(v))
                inputs.append(v)
        later = _consumed_outside(nodes, storage_map)
        produced = [o for n in nodes for o in n.outputs]
        produced_ids = {id(o) for o in produced}
        # The graph's outputs first, in the graph's order, so a one-module function returns the
        # module's result list as it is.
        outputs = list(dict.fromkeys(o for o in fgraph_outputs if id(o) in produced_ids))
        outputs += [o for o in produced if id(o) in later and o not in outputs]
        # Natively, a value an output may share its array with is returned too (and dropped):
        # see _aliased_temporaries.
        kept = outputs + (_aliased_temporaries(nodes, outputs) if self.target == "native" else [])
        key = tuple(nodes)
        fn = self._carried.pop(key, None)
        if fn is None or not (_same(fn.inputs, inputs) and _same(fn.outputs, kept) and fn.target == self.target):
            fn = Function(inputs, kept, target=self.target, trust_input=True, limits=self.limits,
                          language="c++", rewrite=False, params=pytensor_params, sync_node_outputs=True,
                          adapt_op_code=portable_op_code, order=nodes, op_code=self._op_code,
                          extra_kernels=[c_libm_text()] if self.c_libm else [],
                          finish_plan=inline_c_libm if self.c_libm else None,
                          name=f"pytensor_{len(nodes)}_nodes")
        self._built[key] = fn
        call = fn._target_call
        in_cells = [storage_map[v] for v in inputs]
        out_cells = [storage_map[v] for v in outputs]

        def run():
            results = call(*[c[0] for c in in_cells])
            for cell, value in zip(out_cells, results):
                cell[0] = value

        step = _Step("c", nodes, run, in_cells, out_cells)
        step.function = fn
        step.variables = (inputs, outputs)
        step.extra_outputs = len(kept) - len(outputs)
        return step

    def _python_step(self, node, storage_map, compute_map):
        scan = _Scan is not None and isinstance(node.op, _Scan)
        op = _scan_on_target(node.op, self) if scan else node.op
        # Scan's loop in PyTensor's Cython (impl None) where PyTensor has it, else in Python
        thunk = op.make_thunk(node, storage_map, compute_map, [], impl=None if scan else "py")
        in_cells = [storage_map[v] for v in node.inputs]
        out_cells = [storage_map[v] for v in node.outputs]
        in_flags = [compute_map[v] for v in node.inputs]
        out_flags = [compute_map[v] for v in node.outputs]
        # Outputs a later node writes into (directly or through views). PyTensor plans those
        # writes assuming the output is writeable, which a Python op's result need not be:
        # SciPy 1.17's solve with overwrite_b returns a read-only view of an F-ordered b.
        written = [cell for v, cell in zip(node.outputs, out_cells) if _written_later(v, self.fgraph)]

        def run():
            for f in in_flags:
                f[0] = True  # every input is computed eagerly before this node
            for f in out_flags:
                f[0] = False
            pending = thunk()
            if pending:
                raise LinkError(f"{node.op} asked for inputs {pending} although all were computed")
            for cell in written:
                if isinstance(cell[0], np.ndarray) and not cell[0].flags.writeable:
                    cell[0] = cell[0].copy()

        step = _Step("py", [node], run, in_cells, out_cells)
        step.op = op
        return step


def _written_later(var, fgraph):
    """Whether a node of `fgraph` destroys `var`, or a view of it (its view_map)."""
    seen, todo = set(), [var]
    while todo:
        v = todo.pop()
        if id(v) in seen:
            continue
        seen.add(id(v))
        for client, k in fgraph.clients.get(v, ()):
            op = client.op
            if any(k in ins for ins in getattr(op, "destroy_map", {}).values()):
                return True
            todo.extend(client.outputs[o] for o, ins in getattr(op, "view_map", {}).items() if k in ins)
    return False


def _scan_on_target(op, linker):
    """The Scan op whose thunk runs a Scan node of `linker`'s graph: a copy of `op` whose inner
    function is compiled by a twinlink mode. PyTensor compiles a Scan's inner function with
    `Mode("cvm")` unless the Scan was built with a mode, so the inner graph's C would run
    natively on the host, outside the sandbox under TWINLINK_WASM. A Scan built with a twinlink
    mode keeps it; any other gets the linker's target, limits and c_libm, with the rewrites
    its mode names by name ("fast_compile"; else "fast_run": a query such as NUMBA's brings
    rewrites made for its own backend). The copy preallocates no MIT-MOT output:
    PyTensor's Scan does that only with its own VMLinker, which performs the inner function's
    updates (it refuses any other linker for such a Scan), and reads each output from the
    inner function's output storage otherwise. The node keeps `op`, which other graphs share."""
    inner = op.mode
    given = None if inner in (None, "FAST_RUN") else get_mode(inner)
    twin = op.clone()
    if given is None or not isinstance(given.linker, TwinlinkLinker):
        named = getattr(given, "provided_optimizer", None)
        twin.mode = mode(linker.target, linker.limits, named if isinstance(named, str) else "fast_run", linker.c_libm)
    twin.mitmots_preallocated = (False,) * len(op.mitmots_preallocated)
    twin._fn = None  # clone() copies a compiled inner function
    return twin


def _rebuild_params(params_type, fields):
    return Params(params_type, **fields)


def _reduce_params(params):
    return (_rebuild_params, (params.__params_type__, dict(params)))


# A pickled bridged function carries its modules' constants, and an op's params value is one:
# PyTensor's `Params` refuses the item assignments pickle's default restores a dict with, so it
# is rebuilt through its constructor.
copyreg.pickle(Params, _reduce_params)


def own_code(node):
    """twinlink's C for a node of a PyTensor op that has none (linalg.py: Cholesky, the
    solvers, the inverse and determinants, PyMC's PosDefMatrix; indexing.py: advanced indexing by integer and
    boolean arrays; basic.py: Eye, complex Conj, FillDiagonal, the sorts, Unique, Nonzero,
    IfElse; products.py: Dot, PyTensor's matmul node that its BLAS rewrites did not replace),
    else None. Both targets link it, so they agree bit for
    bit where PyTensor would run Python on the host."""
    kind = linalg_kind(node)
    if kind is not None:
        return KernelLinalg(node.op, kind)
    linalg_batched = batched_linalg(node)
    if linalg_batched is not None:
        return BatchedLinalg(node.op, *linalg_batched)
    core = batched(node, _core_code)
    if core is not None:
        return Batched(node.op, *core)
    kind = indexing_kind(node)
    if kind is not None:
        return AdvancedIndexing(node.op, kind)
    kind = basic_kind(node)
    if kind is not None:
        return KernelBasic(node.op, kind)
    if product_kind(node) == "dot":
        return KernelProduct(node.op, "dot")
    return None


def _core_code(core):
    """The object whose C runs a Blockwise node's core node once per batch element
    (blockwise.Batched): twinlink's own C for it, else its op's C where that is C on both
    targets (no library, no float16); else None."""
    own = own_code(core)
    if own is not None:
        return own
    if runs_as_c(core) and not _links_libraries(core.op) and not _has_float16(core):
        return core.op
    return None


def _own_or_op_code(node):
    """The object whose C the bridge links for `node` (the `op_code` hook of
    twinlink.link.collect): twinlink's own C (own_code), else the node's op."""
    return own_code(node) or node.op


def _own_or_product_code(node):
    """As _own_or_op_code, with PyTensor's products computed by twinlink's GEMM kernel."""
    return own_code(node) or kernel_product_code(node)


def _same(a, b):
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def _kernel_products(target):
    """Whether PyTensor's product nodes (products.product_kind) run twinlink's GEMM kernel on
    `target`: wherever PyTensor's C would not call a linked BLAS, i.e. on wasm, and natively
    when PyTensor has no BLAS (`config.blas__ldflags` empty). Both targets then compute the same
    bits; with BLAS linked, native runs PyTensor's BLAS calls."""
    return target == "wasm" or not pytensor.config.blas__ldflags


def _links_libraries(op):
    """Whether `op`'s C links a library (BLAS, ...): none of those is in the sandbox, so on the
    wasm target such a node runs its Python code instead."""
    try:
        return bool(op.c_libraries()) or bool(op.c_lib_dirs())
    except (MethodNotDefined, NotImplementedError):
        return False


def _aliased_temporaries(nodes, outputs):
    """The values made inside `nodes`, other than `outputs`, whose array an output may be or
    view (following the ops' `view_map` and `destroy_map`). A twinlink module keeps its
    temporaries' arrays between calls and PyTensor's ops write into the array they are handed,
    so a result the caller still holds would be overwritten by the next call if it shared a
    temporary's array. As module outputs these values are handed back for reuse only when
    nothing else references them (ARCHITECTURE.md, "The PyTensor bridge")."""
    made = {id(o): (n, k) for n in nodes for k, o in enumerate(n.outputs)}
    out_ids = {id(o) for o in outputs}
    found, seen, todo = [], set(), list(outputs)
    while todo:
        n, k = made.get(id(todo.pop()), (None, None))
        if n is None:
            continue
        op = n.op
        for j in (*getattr(op, "view_map", {}).get(k, ()), *getattr(op, "destroy_map", {}).get(k, ())):
            v = n.inputs[j]
            if id(v) in made and id(v) not in seen:
                seen.add(id(v))
                todo.append(v)
                if id(v) not in out_ids:
                    found.append(v)
    return found


def _consumed_outside(nodes, storage_map):
    """ids of the outputs of `nodes` that some node outside `nodes` reads."""
    inside = {id(n) for n in nodes}
    produced = {id(o) for n in nodes for o in n.outputs}
    found = set()
    for v in storage_map:
        if v.owner is not None and id(v.owner) not in inside:
            for i in v.owner.inputs:
                if id(i) in produced:
                    found.add(id(i))
    return found


def _plan_gc(steps, fgraph, storage_map):
    """After each step, drop the intermediate values no later step reads."""
    keep = {id(storage_map[v]) for v in list(fgraph.inputs) + list(fgraph.outputs)}
    keep |= {id(storage_map[v]) for v in storage_map if v.owner is None}
    last = {}
    for k, s in enumerate(steps):
        for cell in s.inputs:
            last[id(cell)] = (k, cell)
    for k, cell in last.values():
        if id(cell) not in keep:
            steps[k].clear.append(cell)


def _program(steps, out_cells, fgraph, passed):
    """The function running `steps` in order, writing `out_cells` and returning their values;
    `passed`: (input cell, output cell) pairs, an input returned as an output, copied last."""
    if len(steps) == 1 and steps[0].kind == "c" and steps[0].variables[1] == list(fgraph.outputs):
        # One module computing exactly the graph's outputs: the call is the whole program.
        step = steps[0]
        call = step.function._target_call
        if step.extra_outputs:
            n = len(step.outputs)

            def call(*args, _call=call):
                return _call(*args)[:n]
        return _direct_call(call, step.inputs, out_cells, _module_note(step))

    def fn():
        for step in steps:
            try:
                step.run()
            except Exception as e:
                if step.kind == "c":
                    e.add_note(_module_note(step))
                    raise
                raise_with_op(fgraph, step.nodes[0], step.run)
            for cell in step.clear:
                cell[0] = None
        for source, cell in passed:
            cell[0] = source[0]
        return [c[0] for c in out_cells]

    return fn


def _module_note(step):
    return "raised in a twinlink module running: " + ", ".join(str(n) for n in step.nodes)


def _direct_call(call, cells, out_cells, note):
    """`call` on the current values of `cells`, its results written into `out_cells` and
    returned, written out for one and two inputs and one output (this is the whole per-call
    cost the bridge adds to PyTensor's Function). A PyTensor VM writes its output storage:
    PyTensor's Function takes the returned list, but Scan calls its inner function's VM and
    reads the results from that function's output containers."""
    o = out_cells[0] if len(out_cells) == 1 else None  # one output: stored inline, no call

    def store(results):
        for cell, value in zip(out_cells, results):
            cell[0] = value
    if len(cells) == 1:
        (a,) = cells

        def fn():
            try:
                results = call(a[0])
            except Exception as e:
                e.add_note(note)
                raise
            if o is None:
                store(results)
            else:
                o[0] = results[0]
            return results
    elif len(cells) == 2:
        a, b = cells

        def fn():
            try:
                results = call(a[0], b[0])
            except Exception as e:
                e.add_note(note)
                raise
            if o is None:
                store(results)
            else:
                o[0] = results[0]
            return results
    else:
        def fn():
            try:
                results = call(*[cell[0] for cell in cells])
            except Exception as e:
                e.add_note(note)
                raise
            if o is None:
                store(results)
            else:
                o[0] = results[0]
            return results
    return fn


# The rewrite twinlink's modes add: every OpFromGraph node (PyTensor 3's Softmax and LogSoftmax
# are SymbolicOps, OpFromGraphs PyTensor keeps whole) replaced by its inner graph, after the
# specialisations (which rewrite such ops as units, e.g. log(softmax) into log_softmax) and
# before elementwise fusion. Left whole, the node's `perform` compiles its inner graph with
# PyTensor's default mode (Numba in PyTensor 3) and runs it on the host, outside the sandbox
# and with the host's math; inlined, its ops run as C in the module on the target.
INLINE_REWRITE = "twinlink_inline_op_from_graph"
# The other: each Elemwise of a scalar op without C that special.py computes (I0, I1, Erfinv,
# Erfcinv, PolyGamma, PyMC's I0e and I1e) made an Elemwise of its SpecialC, before fusion, so
# that it fuses with its neighbours into one C loop.
SPECIAL_REWRITE = "twinlink_special_functions_with_c"


def _register_rewrites():
    # optional: a PyTensor without any of these (each is in 2.38 and 3.0) keeps such nodes whole
    try:
        from pytensor.compile import optdb  # optional (above)
        from pytensor.compile.builders import OpFromGraph  # optional (above)
        from pytensor.graph.replace import vectorize_graph  # optional (above)
        from pytensor.graph.rewriting.basic import dfs_rewriter, node_rewriter  # optional (above)
        from pytensor.tensor.blockwise import Blockwise  # optional (above)
        from pytensor.tensor.elemwise import Elemwise  # optional (above)
        from pytensor.tensor.rewriting.ofg import inline_ofg_node  # optional (above)
    except ImportError:  # pragma: no cover
        return False
    if INLINE_REWRITE in optdb and SPECIAL_REWRITE in optdb:
        return True

    @node_rewriter([OpFromGraph, Blockwise])
    def inline_op_from_graph(fgraph, node):
        if not isinstance(node.op, Blockwise):
            # an OpFromGraph the bridge computes whole (linalg.py's "sylvester") stays
            return None if linalg_kind(node) is not None else inline_ofg_node(node)
        if not isinstance(node.op.core_op, OpFromGraph) or not hasattr(node.op, "_create_dummy_core_node"):
            return None
        if kept_whole(node.op.core_op):
            if all(v.type.ndim == 2 for v in node.inputs):
                core = node.op.core_op.make_node(*node.inputs)  # unbatched: the core node itself
                if linalg_kind(core) is not None:
                    return core.outputs
            elif batched_linalg(node) is not None:  # batched: BatchedLinalg loops over the core
                return None
        # A Blockwise of one (AllocDiag in a gradient): the core graph vectorised over the
        # node's inputs; PyTensor unwraps an unbatched Blockwise only at position 60.
        core, dummies = node.op._create_dummy_core_node(node.inputs, return_dummy_inputs=True)
        return vectorize_graph(inline_ofg_node(core), dict(zip(dummies, node.inputs)))

    @node_rewriter([Elemwise])
    def special_with_c(fgraph, node):
        op = node.op
        special = _special_with_c(op.scalar_op)
        if special is None or not _special_takes(node):
            return None
        return Elemwise(special, inplace_pattern=op.inplace_pattern, name=op.name).make_node(*node.inputs).outputs

    optdb.register(INLINE_REWRITE, dfs_rewriter(inline_op_from_graph), position=47.5)
    optdb.register(SPECIAL_REWRITE, dfs_rewriter(special_with_c), position=47.6)
    return True


_REWRITES = _register_rewrites()


def mode(target="native", limits=None, optimizer="fast_run", c_libm=True):
    """A PyTensor Mode linking with TwinlinkLinker on `target` after `optimizer`'s rewrites
    and INLINE_REWRITE and SPECIAL_REWRITE (`c_libm`: see TwinlinkLinker)."""
    m = Mode(linker=TwinlinkLinker(target, limits, c_libm=c_libm), optimizer=optimizer)
    return m.including(INLINE_REWRITE, SPECIAL_REWRITE) if _REWRITES and optimizer is not None else m


def _bridged(f):
    fn = getattr(getattr(f, "vm", None), "twinlink_steps", None)
    if fn is None:
        raise BridgeError(f"{f!r} was not compiled with a twinlink mode (mode='TWINLINK' or 'TWINLINK_WASM')")
    return f.vm


def report(f):
    """What a PyTensor function compiled by the bridge runs where: the target, the number of
    nodes, how many run as compiled C on the target, the ops run by Python `perform` on the
    host (a Scan's loop among them), the number of twinlink modules, and the same report of
    each Scan node's inner function ("scans")."""
    vm = _bridged(f)
    steps = vm.twinlink_steps
    return {
        "target": vm.twinlink_target,
        "nodes": vm.twinlink_nodes,
        "c_nodes": sum(len(s.nodes) for s in steps if s.kind == "c"),
        "python_nodes": [str(s.nodes[0].op) for s in steps if s.kind == "py"],
        "modules": sum(1 for s in steps if s.kind == "c"),
        # each Scan node's inner function, compiled by a twinlink mode (_scan_on_target)
        "scans": [report(s.op.fn) for s in steps if s.kind == "py" and _Scan is not None and isinstance(s.op, _Scan)],
    }


def _one_module(f, what):
    vm = _bridged(f)
    steps = vm.twinlink_steps
    py = [str(s.nodes[0].op) for s in steps if s.kind == "py"]
    if py or len(steps) != 1:
        raise BridgeError(f"{what} needs a function whose nodes all run as C in one module; this one runs "
                          + (f"these nodes in Python: {', '.join(py)}" if py else f"{len(steps)} modules"))
    return steps[0]


def _module_inputs(f, step, args):
    """The values of the module's inputs for a call of `f` with `args`: explicit inputs are
    filtered as PyTensor does, shared variables read from their containers."""
    fgraph = f.maker.fgraph
    explicit = [i for i in f.maker.inputs if not i.shared]
    if len(args) != len(explicit):
        raise TypeError(f"the function takes {len(explicit)} inputs, {len(args)} given")
    values = {}
    k = 0
    for inp, var, container in zip(f.maker.inputs, fgraph.inputs, f.input_storage):
        if inp.shared:
            values[var] = container.storage[0]
        else:
            values[var] = var.type.filter(args[k], strict=inp.strict, allow_downcast=inp.allow_downcast)
            k += 1
    inputs, _ = step.variables
    return [values[v] for v in inputs]


def export_bundle(f, path, *inputs):
    """Runs a bridged all-C PyTensor function once on the wasm target and writes a bundle that
    `twinlink replay` re-runs with no Python and no PyTensor. Returns the recorded outputs."""
    step = _one_module(f, "export_bundle")
    outs = step.function.export_bundle(path, *_module_inputs(f, step, inputs))
    return outs[:len(step.outputs)] if step.extra_outputs else outs


def compare(f, *inputs):
    """twinlink.compare on the one module of a bridged all-C PyTensor function: native against
    wasm (bit for bit) for these inputs."""
    step = _one_module(f, "compare")
    return _twinlink_compare(step.function, *_module_inputs(f, step, inputs))


def _target_language_knowing(original):
    """PyTensor 2's `get_target_language(mode)` (which languages a mode's linker runs; some
    rewrites, such as fusing an Elemwise into a reduction, ask it) with TwinlinkLinker known:
    C, and Python for nodes without C, as PyTensor's own C VM. Without it such a rewrite
    raises "Unsupported Linker" and is skipped, so the graph differs from PyTensor's C
    backend's."""
    def get_target_language(mode=None):
        linker = pytensor.compile.mode.get_mode(mode).linker  # a Mode, a mode's name or None
        if isinstance(linker, TwinlinkLinker):
            return ("c", "py")
        return original(mode)

    get_target_language.twinlink_original = original
    return get_target_language


def _teach_target_language():
    """Installs _target_language_knowing where PyTensor defines `get_target_language` and in
    the PyTensor modules that imported it by name (PyTensor 3 has no such function)."""
    original = getattr(pytensor.compile.mode, "get_target_language", None)
    if original is None or hasattr(original, "twinlink_original"):
        return
    patched = _target_language_knowing(original)
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] == "pytensor" and getattr(module, "get_target_language", None) is original:
            module.get_target_language = patched


_teach_target_language()

for _name, _target in (("TWINLINK", "native"), ("TWINLINK_WASM", "wasm")):
    if _name not in predefined_modes:
        register_mode(_name, mode(_target))
