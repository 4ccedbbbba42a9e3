"""Collects every C fragment of a graph, once, into a LinkPlan (plain data, JSON for Rust).
This is where C names and failure ids are chosen; the Rust CLinker lays the module out."""
from __future__ import annotations

import json

from .errors import LinkError
from .graph import Constant, Variable, call_with_accepted

PLAN_FORMAT = 1


def fail_code(id):
    return f"{{ __failure = {id}; goto __label_{id}; }}"


def init_fail_code(id):
    return f"{{ __failure = {id}; goto __tl_init_failed; }}"


def sync_fail_code(id):
    return f"{{ __failure = {id}; goto __label_sync_{id}; }}"


def _c_escape(text):
    """`text` as the inside of a C string literal."""
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _text(value, what):
    """Fragments may be a string or a list of strings (support code); None means nothing."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return "\n".join(value)
    raise LinkError(f"{what} must return C code as a str, not {type(value).__name__}")


def _list(value, what):
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    try:
        items = list(value)
    except TypeError:
        raise LinkError(f"{what} must return a list of str, not {type(value).__name__}") from None
    for v in items:
        if not isinstance(v, str):
            raise LinkError(f"{what} must return a list of str, found {type(v).__name__}")
    return items


def _call(obj, method, what, *args, **kw):
    fn = getattr(obj, method, None)
    if fn is None:
        raise LinkError(f"{what}: {obj} has no {method}")
    try:
        return call_with_accepted(fn, *args, **kw)
    except NotImplementedError:
        raise LinkError(f"{what}: {obj} does not implement {method}") from None


def _is_variable(v):
    """A twinlink Variable, or another library's graph variable with the same shape (PyTensor's:
    a `type` and an `owner`), so foreign graphs link through their own `c_*` methods."""
    return isinstance(v, Variable) or (hasattr(v, "type") and hasattr(v, "owner"))


def is_constant(v):
    """A Constant: twinlink's, or another library's (a variable with `data` and no owner)."""
    if isinstance(v, Variable):
        return isinstance(v, Constant)
    return getattr(v, "owner", True) is None and hasattr(v, "data")


class _NoParams:
    def __repr__(self):
        return "NO_PARAMS"


#: What a params getter returns for a node whose op takes no params.
NO_PARAMS = _NoParams()


def default_params(node):
    """The params value of `node` (PyTensor's protocol: `op.params_type` names its type and
    `op.get_params(node)` its value), or NO_PARAMS. An op whose `get_params` raises
    NotImplementedError has none; a params type with a `get_params(op)` method (ParamsType)
    builds the value from the op's attributes when the op defines no getter."""
    op = node.op
    ptype = getattr(op, "params_type", None)
    if ptype is None:
        return NO_PARAMS
    try:
        getter = getattr(op, "get_params", None)
        if getter is not None:
            return getter(node)
        if hasattr(ptype, "get_params"):
            return ptype.get_params(op)
    except NotImplementedError:
        return NO_PARAMS
    raise LinkError(f"op {op} has a params_type ({ptype}) but no get_params(node) to give the value")


def _toposort(inputs, outputs):
    """Nodes needed for `outputs`, inputs first; raises LinkError for a missing input."""
    input_set = {id(v) for v in inputs}
    order, done, active = [], set(), set()
    constants = []
    for out in outputs:
        stack = [(out, False)]
        while stack:
            var, expanded = stack.pop()
            if id(var) in input_set:
                continue
            if is_constant(var):
                if id(var) not in done:
                    done.add(id(var))
                    constants.append(var)
                continue
            node = var.owner
            if node is None:
                raise LinkError(f"variable {var} is needed to compute the outputs but is not among the inputs")
            if id(node) in done:
                continue
            if expanded:
                active.discard(id(node))
                done.add(id(node))
                order.append(node)
                continue
            if id(node) in active:
                raise LinkError(f"the graph has a cycle through {node.op}")
            active.add(id(node))
            stack.append((var, True))
            for inp in reversed(node.inputs):
                if not _is_variable(inp):
                    raise LinkError(f"{node.op}: input {inp!r} is not a Variable")
                stack.append((inp, False))
    return order, constants


LANGUAGES = ("c", "c++")


def _in_order(nodes, order):
    """`nodes` (a topological order) rearranged as they come in `order`, which must hold each of
    them after the producers of its inputs: LinkError otherwise."""
    position = {id(n): k for k, n in enumerate(order)}
    missing = [n for n in nodes if id(n) not in position]
    if missing:
        raise LinkError(f"order: node {missing[0].op} is needed for the outputs but is not in the order")
    ranked = sorted(nodes, key=lambda n: position[id(n)])
    needed, placed = {id(n) for n in nodes}, set()
    for n in ranked:
        for inp in n.inputs:
            owner = getattr(inp, "owner", None)
            if owner is not None and id(owner) in needed and id(owner) not in placed:
                raise LinkError(f"order: node {n.op} comes before {owner.op}, which computes its input {inp}")
        placed.add(id(n))
    return ranked


def collect(inputs, outputs, name=None, language=None, params=default_params, sync_node_outputs=False,
            adapt_op_code=None, order=None, op_code=None, extra_kernels=(), finish_plan=None):
    """Returns (plan dict, constant values in plan order, the unversioned components, and the
    input positions ops write into: {position: op name}). `language` ("c", "c++" or None for
    what the graph's types and ops ask for) becomes the plan's. `params(node)` gives a node's
    params value or NO_PARAMS (see `default_params`); each distinct value is a constant of the
    op's `params_type`, extracted once at init, and `sub['params']` names it.
    `sync_node_outputs` runs the `c_sync` of each node output a later node reads right after its
    node, so `py_<name>` is that value's Python object when they run (PyTensor's ops read
    `py_<input>`, as PyTensor compiles each node with its inputs as Python objects). `adapt_op_code(text)`, when
    given, rewrites each per-node fragment of an op before it goes into the plan. `order`, when
    given, is the order the nodes run in (a topological order holding every node the outputs
    need): a graph whose in-place ops must run after other readers of the value they overwrite
    (PyTensor's destroy orderings) states it there, as data edges alone do not. `op_code(node)`,
    when given, is the object whose C interface (`c_code`, support code, kernels, headers...)
    is linked for the node, instead of `node.op`: a linker can give its own C for some nodes
    (the PyTensor bridge does for PyTensor's products). The node keeps its op for everything
    else (its `destroy_map`); an object other than `node.op` takes no params, unless its
    `c_params_node(node)` names a node whose op's params it takes. An op's
    `c_unread_inputs(node)`, when it has one, lists input positions its C does not read (their
    names are NULL there): a constant only those take needs no C of its type (the PyTensor
    bridge's advanced indexing, for PyTensor 2's slice constants).
    `extra_kernels` are kernel texts (ARCHITECTURE.md, "Kernel objects") linked besides the
    ops' own, e.g. the PyTensor bridge's C-library math (scalar_ops.c_libm_text).
    `finish_plan(plan)`, when given, may change the finished plan in place before it is returned
    (the PyTensor bridge inlines the C library's math its code calls there)."""
    if language is not None and language not in LANGUAGES:
        raise ValueError(f"language must be 'c', 'c++' or None, not {language!r}")
    for i, v in enumerate(inputs):
        if not _is_variable(v):
            raise LinkError(f"input {i} is {v!r}, not a twinlink.Variable")
        if is_constant(v):
            raise LinkError(f"input {i} ({v}) is a Constant; constants are part of the graph, not inputs")
    seen = {}
    for i, v in enumerate(inputs):
        if id(v) in seen:
            raise LinkError(f"input {v} is given twice (positions {seen[id(v)]} and {i}); pass each variable once")
        seen[id(v)] = i
    for i, v in enumerate(outputs):
        if not _is_variable(v):
            raise LinkError(f"output {i} is {v!r}, not a twinlink.Variable")

    nodes, constants = _toposort(inputs, outputs)
    if order is not None:
        nodes = _in_order(nodes, order)
    output_ids = {id(v) for v in outputs}
    counter = iter(range(1, 1 << 30))
    variables, index_of, cname = [], {}, {}
    plan_constants, constant_values = [], []
    headers, header_dirs, libraries, lib_dirs = [], [], [], []
    compile_args, no_compile_args, init_code, support_code, kernels = [], [], [], [], []
    compile_lists = set()
    glue_only = True
    versions = []
    needs_cpp = []  # the components whose c_language() is "c++"
    seen_objects = {}  # id -> object, held so that no later object can reuse a seen id

    def global_parts(obj, what, versioned=True):
        if id(obj) in seen_objects:
            return
        seen_objects[id(obj)] = obj
        headers.extend(_list(_call(obj, "c_headers", what), f"{what}.c_headers"))
        header_dirs.extend(_list(_call(obj, "c_header_dirs", what), f"{what}.c_header_dirs"))
        libraries.extend(_list(_call(obj, "c_libraries", what), f"{what}.c_libraries"))
        lib_dirs.extend(_list(_call(obj, "c_lib_dirs", what), f"{what}.c_lib_dirs"))
        # A list another object already gave is not repeated (every TensorType asks for the
        # same -D); the items are not deduplicated one by one: a flag may take a value
        # (`-include a.h -include b.h`).
        args = _list(_call(obj, "c_compile_args", what), f"{what}.c_compile_args")
        if tuple(args) not in compile_lists:
            compile_lists.add(tuple(args))
            compile_args.extend(args)
        no_compile_args.extend(_list(_call(obj, "c_no_compile_args", what), f"{what}.c_no_compile_args"))
        init_code.extend(_list(_call(obj, "c_init_code", what), f"{what}.c_init_code"))
        code = _call(obj, "c_support_code", what)
        support_code.extend([code] if isinstance(code, str) else _list(code, f"{what}.c_support_code"))
        if versioned:
            versions.append((f"{what}", _call(obj, "c_code_cache_version", what)))
        # Objects without the method (other libraries' types) are C, as the default is.
        asked = call_with_accepted(obj.c_language) if hasattr(obj, "c_language") else "c"
        if asked not in LANGUAGES:
            raise LinkError(f"{what}.c_language() must return 'c' or 'c++', not {asked!r}")
        if asked == "c++":
            needs_cpp.append(what)

    def add_variable(var, role, label):
        vid = next(counter)
        name = f"V{vid}"
        t = var.type
        what = f"type {t} of {label}"
        global_parts(t, f"type {t}")
        simple = bool(_call(t, "c_is_simple", what))
        sub = {"fail": init_fail_code(vid) if role == "constant" else fail_code(vid), "id": vid,
               "failure_var": "__failure", "py_ptr": f"py_{name}", "stor_ptr": f"py_{name}"}
        entry = {"name": name, "role": role, "simple": simple, "id": vid, "label": label}
        entry["declare"] = _text(_call(t, "c_declare", what, name, sub, check_input=True), f"{what}.c_declare")
        if role in ("input", "constant"):
            entry["extract"] = _text(_call(t, "c_extract", what, name, sub, check_input=True), f"{what}.c_extract")
        else:
            entry["init"] = _text(_call(t, "c_init", what, name, sub), f"{what}.c_init")
        if role == "output" and not simple:
            # Extracts last call's result for reuse; it is our own output, so no input checks.
            entry["extract"] = _text(_call(t, "c_extract", what, name, sub, check_input=False), f"{what}.c_extract")
        if role == "output":
            sync_sub = dict(sub, fail=sync_fail_code(vid))
            entry["sync"] = _text(_call(t, "c_sync", what, name, sync_sub), f"{what}.c_sync")
        entry["cleanup"] = _text(_call(t, "c_cleanup", what, name, sub), f"{what}.c_cleanup")
        index_of[id(var)] = len(variables)
        cname[id(var)] = name
        variables.append(entry)
        return entry

    for i, v in enumerate(inputs):
        add_variable(v, "input", f"input {v.name or i!r} (position {i})" if v.name else f"input {i}")

    # Each node's op_code object, asked once (the hook may make a new object per call).
    node_ops = [node.op if op_code is None else op_code(node) for node in nodes]
    # A constant only inputs an op's C does not read take (`c_unread_inputs`) gets no variable.
    read = set()
    for node, op in zip(nodes, node_ops):
        unread = set(getattr(op, "c_unread_inputs", lambda node: ())(node))
        read.update(id(v) for j, v in enumerate(node.inputs) if j not in unread)
    for c in constants:
        if id(c) not in read and id(c) not in output_ids:
            cname[id(c)] = "NULL"
            continue
        literal = None if id(c) in output_ids else _call(c.type, "c_literal", f"type {c.type}", c.data)
        if literal:
            global_parts(c.type, f"type {c.type}")
            cname[id(c)] = f"({literal})"
            continue
        # The label must not show the value: a constant's value is data, not part of the module.
        add_variable(c, "constant", f"constant {len(plan_constants)} of type {c.type}")
        plan_constants.append(index_of[id(c)])
        constant_values.append(c.data)

    destroyed = {}  # graph input position -> the op writing into it
    for node in nodes:
        for _out, ins in getattr(node.op, "destroy_map", {}).items():
            for j in ins:
                var = node.inputs[j]
                if is_constant(var):
                    raise LinkError(f"op {node.op} writes into its input {j}, which is the constant {var}")
                if id(var) in seen:
                    destroyed.setdefault(seen[id(var)], str(node.op))

    params_names = {}  # (params type, value) -> C name; unhashable values are not shared
    params_holders = []

    def params_name(node, what):
        value = params(node)
        if value is NO_PARAMS:
            return None
        ptype = node.op.params_type
        if hasattr(ptype, "filter"):  # as a Constant of that type would hold it (enum aliases -> values)
            value = call_with_accepted(ptype.filter, value, strict=False, allow_downcast=None)
        try:
            key = (ptype, value)
            hash(key)
        except TypeError:
            key = None
        if key is not None and key in params_names:
            return params_names[key]
        label = f"params of {what} (constant {len(plan_constants)} of type {ptype})"
        holder = _ParamsValue(ptype)
        params_holders.append(holder)  # kept alive: variables are keyed by id()
        add_variable(holder, "constant", label)
        plan_constants.append(len(variables) - 1)
        constant_values.append(value)
        name = variables[-1]["name"]
        if key is not None:
            params_names[key] = name
        return name

    node_plans = []
    # Only a value a later node of this module reads needs its `py_` object during the run.
    read_by_nodes = {id(i) for n in nodes for i in n.inputs} if sync_node_outputs else set()
    for k, (node, op) in enumerate(zip(nodes, node_ops)):
        what = f"op {op}"
        # An op's code is versioned per node (c_code_cache_version_apply, which defaults to
        # c_code_cache_version), as PyTensor keys its modules.
        global_parts(op, what, versioned=False)
        # An object other than the op takes the params of the node it names (c_params_node:
        # the PyTensor bridge's Blockwise loop names its core node), or none.
        pnode = node if op is node.op else getattr(op, "c_params_node", lambda node: None)(node)
        pname = params_name(pnode, what) if pnode is not None else None
        for j, out in enumerate(node.outputs):
            role = "output" if id(out) in output_ids else "temp"
            add_variable(out, role, f"output {j} of {op}" + (f" ({out.name})" if out.name else ""))
        nid, init_id = next(counter), next(counter)
        nname = f"node_{k + 1}"
        inames = [cname[id(v)] for v in node.inputs]
        onames = [cname[id(v)] for v in node.outputs]
        sub = {"fail": fail_code(nid), "id": nid, "failure_var": "__failure", "params": pname or ""}
        # Types that can tell say whether the op set each output (an array left NULL would
        # otherwise come back as None, or crash the next op natively).
        checks = []
        for j, (out, oname) in enumerate(zip(node.outputs, onames)):
            is_set = getattr(out.type, "c_output_set", None)
            if is_set is not None:
                checks.append(f'if (!({is_set(oname)})) {{ PyErr_SetString(PyExc_RuntimeError, "op {_c_escape(str(op))} did not set its output {j}"); {sub["fail"]} }}')
        syncs = []
        if sync_node_outputs:
            for out, oname in zip(node.outputs, onames):
                if id(out) in read_by_nodes:
                    sync_sub = {"fail": sub["fail"], "id": nid, "failure_var": "__failure"}
                    text = _text(_call(out.type, "c_sync", f"type {out.type}", oname, sync_sub), f"type {out.type}.c_sync")
                    syncs.append(f"{{\n{text}\n}}")  # its own block: C++ gotos may not cross its declarations
        init_sub = {"fail": init_fail_code(init_id), "id": init_id, "failure_var": "__failure", "params": pname or ""}
        # Kernels (ARCHITECTURE.md, "Kernel objects"): whole C translation units the op's code
        # calls through prototypes; each is compiled and cached as an object of its own.
        glue_only = glue_only and bool(getattr(op, "c_glue_only", lambda node: False)(node))
        if getattr(op, "c_kernels", None) is not None:
            for text in _list(_call(op, "c_kernels", what, node, nname), f"{what}.c_kernels"):
                if text not in kernels:
                    kernels.append(text)
        fragment = adapt_op_code or (lambda text: text)
        node_plans.append({
            "op": str(op),
            "name": nname,
            "id": nid,
            "init_id": init_id,
            "code": fragment(_text(_call(op, "c_code", what, node, nname, inames, onames, sub), f"{what}.c_code")) + "".join("\n" + c for c in checks + syncs),
            "code_cleanup": fragment(_text(_call(op, "c_code_cleanup", what, node, nname, inames, onames, sub), f"{what}.c_code_cleanup")),
            "support_code_apply": fragment(_text(_call(op, "c_support_code_apply", what, node, nname), f"{what}.c_support_code_apply")),
            "init_code_apply": fragment(_text(_call(op, "c_init_code_apply", what, node, nname), f"{what}.c_init_code_apply")),
            "support_code_struct": fragment(_text(_call(op, "c_support_code_struct", what, node, nname), f"{what}.c_support_code_struct")),
            "init_code_struct": fragment(_text(_call(op, "c_init_code_struct", what, node, nname, init_sub), f"{what}.c_init_code_struct")),
            "cleanup_code_struct": fragment(_text(_call(op, "c_cleanup_code_struct", what, node, nname), f"{what}.c_cleanup_code_struct")),
        })
        versions.append((f"{what} on {nname}", _call(op, "c_code_cache_version_apply", what, node)))

    output_sources = []
    for v in outputs:
        if id(v) in seen:
            output_sources.append({"input": seen[id(v)]})
        elif is_constant(v):
            output_sources.append({"constant": plan_constants.index(index_of[id(v)])})
        else:
            output_sources.append({"variable": index_of[id(v)]})

    if language == "c" and needs_cpp:
        raise LinkError(f"language='c' was asked for, but {needs_cpp[0]} is written in C++ (its c_language() "
                        f"is 'c++'); leave language unset or pass language='c++'")
    unversioned = [w for w, ver in versions if not ver]
    plan = {
        "format": PLAN_FORMAT,
        "name": name or "",
        "language": language or ("c++" if needs_cpp else "c"),
        "variables": variables,
        "nodes": node_plans,
        "inputs": [index_of[id(v)] for v in inputs],
        "outputs": output_sources,
        "constants": plan_constants,
        "headers": headers,
        # Each once, first seen first, as PyTensor's CLinker lists them.
        "header_dirs": list(dict.fromkeys(header_dirs)),
        "libraries": list(dict.fromkeys(libraries)),
        "lib_dirs": list(dict.fromkeys(lib_dirs)),
        "compile_args": compile_args,
        "no_compile_args": list(dict.fromkeys(no_compile_args)),
        "init_code": init_code,
        "support_code": support_code,
        "kernels": kernels + [k for k in _list(extra_kernels, "extra_kernels") if k not in kernels],
        "glue_only": glue_only and bool(node_plans),
        "version": None if unversioned else [f"{w}: {ver!r}" for w, ver in versions],
    }
    if finish_plan is not None:
        finish_plan(plan)
    return plan, constant_values, unversioned, destroyed


class _ParamsValue:
    """The graph-less variable standing for a node's params value in the plan."""

    def __init__(self, type):
        self.type = type


def plan_json(plan):
    return json.dumps(plan)
