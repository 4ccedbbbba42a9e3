//! CLinker: turns a LinkPlan into one C11 module — a per-instance struct with init/run/cleanup,
//! one nested block per variable and node, failure ids with goto-based cleanup — whose text is
//! the same for both targets; only the included entry template (`twinlink_entry.h`) differs.
pub mod decls;
pub mod sections;

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::error::{Error, Result};
use crate::plan::{LinkPlan, OutputSource, Role};

/// The assembled module and the facts its callers need about it.
#[derive(Debug, Clone)]
pub struct Module {
    pub source: String,
    pub n_inputs: usize,
    pub n_outputs: usize,
    pub n_constants: usize,
}

/// `sub['fail']` for run-level code (variables' extract, nodes' c_code and c_code_cleanup).
pub fn fail_code(id: u32) -> String {
    format!("{{ __failure = {id}; goto __label_{id}; }}")
}

/// `sub['fail']` for struct-level code (constants' extract, nodes' c_init_code_struct).
pub fn init_fail_code(id: u32) -> String {
    format!("{{ __failure = {id}; goto __tl_init_failed; }}")
}

/// `sub['fail']` for an output's c_sync: it must not jump back to the label it runs under.
pub fn sync_fail_code(id: u32) -> String {
    format!("{{ __failure = {id}; goto __label_sync_{id}; }}")
}

fn c_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || c == '?' => {
                let _ = write!(out, "\\{:03o}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Ends a fragment with a newline so a label or `#undef` after it never shares its line.
/// Fragments are re-indented (their common leading whitespace removed) for a readable module.
fn push_fragment(out: &mut String, indent: &str, text: &str) {
    if text.trim().is_empty() {
        return;
    }
    let body = text.trim_matches('\n');
    let common = body
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start_matches([' ', '\t']).len())
        .min()
        .unwrap_or(0);
    for line in body.lines() {
        if line.trim().is_empty() {
            out.push('\n');
        } else {
            out.push_str(indent);
            out.push_str(line.get(common..).unwrap_or(line.trim_start()));
            out.push('\n');
        }
    }
}

fn comment(text: &str) -> String {
    text.replace("*/", "* /")
}

struct StructPart {
    hoisted: String,
    members: String,
    names: Vec<String>,
}

fn struct_part(what: &str, text: &str, part: &mut StructPart) -> Result<()> {
    let d = decls::split_struct_decls(text).map_err(|e| Error::Link(format!("{what}: {e}")))?;
    if !d.hoisted.is_empty() {
        let _ = writeln!(part.hoisted, "/* {} */\n{}", comment(what), d.hoisted);
    }
    if !d.members.is_empty() {
        let _ = writeln!(part.members, "    /* {} */", comment(what));
        push_fragment(&mut part.members, "    ", &d.members);
    }
    part.names.extend(d.names);
    Ok(())
}

pub struct CLinker;

impl CLinker {
    pub fn assemble(plan: &LinkPlan) -> Result<Module> {
        plan.validate()?;
        let vars = &plan.variables;
        let in_struct = |r: Role, simple: bool| r == Role::Constant || (r == Role::Temp && !simple);
        let mut src = String::new();
        let fname = if plan.name.is_empty() {
            "<unnamed>".to_string()
        } else {
            plan.name.clone()
        };
        let _ = writeln!(
            src,
            "/* twinlink module for function {}: {} inputs, {} outputs, {} nodes. Generated: do not edit. */",
            comment(&fname),
            plan.inputs.len(),
            plan.outputs.len(),
            plan.nodes.len()
        );
        let _ = writeln!(src, "#define TL_N_INPUTS {}", plan.inputs.len());
        let _ = writeln!(src, "#define TL_N_OUTPUTS {}", plan.outputs.len());
        let _ = writeln!(src, "#define TL_N_CONSTANTS {}", plan.constants.len());
        src.push_str("#include <Python.h>\n#include \"twinlink_prelude.h\"\n");
        let mut seen = HashSet::new();
        for h in &plan.headers {
            let h = h.trim();
            if h.is_empty() || !seen.insert(h.to_string()) {
                continue;
            }
            if h.starts_with('<') || h.starts_with('"') {
                let _ = writeln!(src, "#include {h}");
            } else {
                let _ = writeln!(src, "#include \"{h}\"");
            }
        }

        // Support code: deduplicated by exact text, in first-seen order.
        let mut seen = HashSet::new();
        for code in &plan.support_code {
            if !code.trim().is_empty() && seen.insert(code.as_str()) {
                src.push('\n');
                push_fragment(&mut src, "", code);
            }
        }
        for n in &plan.nodes {
            if !n.support_code_apply.trim().is_empty() {
                let _ = writeln!(src, "\n/* support code of {} ({}) */", comment(&n.op), n.name);
                push_fragment(&mut src, "", &n.support_code_apply);
            }
        }

        // The per-instance struct.
        let mut part = StructPart {
            hoisted: String::new(),
            members: String::new(),
            names: Vec::new(),
        };
        for v in vars.iter().filter(|v| in_struct(v.role, v.simple)) {
            let what = format!("{} {}", v.name, v.label);
            if v.role == Role::Constant {
                part.members.push_str(&format!("    PyObject* py_{};\n", v.name));
                part.names.push(format!("py_{}", v.name));
            }
            struct_part(&what, &v.declare, &mut part)?;
        }
        for n in &plan.nodes {
            struct_part(
                &format!("c_support_code_struct of {} ({})", n.op, n.name),
                &n.support_code_struct,
                &mut part,
            )?;
        }
        let mut seen_names = HashSet::new();
        for name in &part.names {
            if !seen_names.insert(name.as_str()) {
                return Err(Error::Link(format!(
                    "struct member {name} is declared twice (name struct members with the node name)"
                )));
            }
        }
        src.push('\n');
        src.push_str(&part.hoisted);
        src.push_str("typedef struct tl_state {\n    int tl_return_list;\n");
        for (pos, out) in plan.outputs.iter().enumerate() {
            if let OutputSource::Variable(v) = out {
                if plan.outputs[..pos].contains(out) {
                    continue;
                }
                let _ = writeln!(src, "    PyObject* tl_storage_{};", vars[*v].name);
            }
        }
        src.push_str(&part.members);
        src.push_str("} tl_state;\n\n");

        // Failure ids → what failed, for the RuntimeError of ops that fail without an exception.
        src.push_str("static const char* tl_failure_where(int id) {\n    switch (id) {\n");
        for v in vars {
            let _ = writeln!(
                src,
                "    case {}: return {};",
                v.id,
                c_string(&format!("{} ({})", v.label, v.name))
            );
        }
        for n in &plan.nodes {
            let what = c_string(&format!("op {} ({})", n.op, n.name));
            let _ = writeln!(src, "    case {}: case {}: return {what};", n.id, n.init_id);
        }
        src.push_str("    default: return \"twinlink runtime\";\n    }\n}\n\n");
        let _ = writeln!(
            src,
            "static void tl_missing_error(int id) {{\n    if (!PyErr_Occurred())\n        PyErr_Format(PyExc_RuntimeError, \"%s failed without setting a Python exception (function %s)\", tl_failure_where(id), {});\n}}\n",
            c_string(&fname)
        );

        // Struct members are reached by bare name inside init/run/cleanup, as in C++ methods.
        for name in &part.names {
            let _ = writeln!(src, "#define {name} (tl_self->{name})");
        }

        // init: constants, persistent temps, nodes' c_init_code_struct.
        src.push_str("\nstatic int tl_state_init(tl_state* tl_self, PyObject* const* tl_constants) {\n    int __failure = 0;\n    (void)tl_constants;\n");
        for (pos, &c) in plan.constants.iter().enumerate() {
            let v = &vars[c];
            let _ = writeln!(
                src,
                "    /* {} {} */\n    py_{} = tl_constants[{pos}];\n    Py_XINCREF(py_{});\n    {{",
                v.name,
                comment(&v.label),
                v.name,
                v.name
            );
            push_fragment(&mut src, "        ", &v.extract);
            src.push_str("    }\n");
        }
        for v in vars.iter().filter(|v| v.role == Role::Temp && !v.simple) {
            let _ = writeln!(src, "    /* {} {} */\n    {{", v.name, comment(&v.label));
            push_fragment(&mut src, "        ", &v.init);
            src.push_str("    }\n");
        }
        for n in &plan.nodes {
            if !n.init_code_struct.trim().is_empty() {
                let _ = writeln!(
                    src,
                    "    /* c_init_code_struct of {} ({}) */\n    {{",
                    comment(&n.op),
                    n.name
                );
                push_fragment(&mut src, "        ", &n.init_code_struct);
                src.push_str("    }\n");
            }
        }
        src.push_str(
            "    return 0;\n__tl_init_failed:\n    tl_missing_error(__failure);\n    return __failure;\n}\n\n",
        );

        // cleanup: the reverse of init; safe on a partly initialised (zeroed) struct.
        src.push_str("static void tl_state_cleanup(tl_state* tl_self) {\n");
        for n in plan.nodes.iter().rev() {
            if !n.cleanup_code_struct.trim().is_empty() {
                let _ = writeln!(
                    src,
                    "    /* c_cleanup_code_struct of {} ({}) */\n    {{",
                    comment(&n.op),
                    n.name
                );
                push_fragment(&mut src, "        ", &n.cleanup_code_struct);
                src.push_str("    }\n");
            }
        }
        for v in vars.iter().rev().filter(|v| in_struct(v.role, v.simple)) {
            let _ = writeln!(src, "    /* {} */\n    {{", v.name);
            push_fragment(&mut src, "        ", &v.cleanup);
            src.push_str("    }\n");
            if v.role == Role::Constant {
                let _ = writeln!(src, "    Py_XDECREF(py_{});\n    py_{} = NULL;", v.name, v.name);
            }
        }
        for (pos, out) in plan.outputs.iter().enumerate() {
            if let OutputSource::Variable(v) = out {
                if !plan.outputs[..pos].contains(out) {
                    let _ = writeln!(src, "    Py_CLEAR(tl_self->tl_storage_{});", vars[*v].name);
                }
            }
        }
        src.push_str("}\n\n");

        // run: every declaration first, then one nested block per variable and node.
        src.push_str("static int tl_state_run(tl_state* tl_self, PyObject* const* tl_inputs) {\n    int __failure = 0;\n    (void)tl_inputs;\n");
        let run_vars: Vec<_> = vars.iter().filter(|v| !in_struct(v.role, v.simple)).collect();
        for v in &run_vars {
            let _ = writeln!(src, "    PyObject* py_{} = NULL;", v.name);
        }
        let mut depth = 1usize;
        let ind = |d: usize| "    ".repeat(d);
        for v in &run_vars {
            let i = ind(depth);
            let _ = writeln!(src, "{i}{{ /* {} {} */", v.name, comment(&v.label));
            let i2 = ind(depth + 1);
            push_fragment(&mut src, &i2, &v.declare);
            match v.role {
                Role::Input => {
                    let pos = plan.inputs.iter().position(|&k| vars[k].name == v.name).unwrap_or(0);
                    let _ = writeln!(
                        src,
                        "{i2}py_{} = tl_inputs[{pos}];\n{i2}Py_XINCREF(py_{});",
                        v.name, v.name
                    );
                    push_fragment(&mut src, &i2, &v.extract);
                }
                Role::Output if !v.simple && !v.extract.trim().is_empty() => {
                    // Hand the op last call's result to reuse, unless someone besides the
                    // storage still holds it: a result the caller kept is never overwritten.
                    let n = &v.name;
                    let _ = writeln!(
                        src,
                        "{i2}py_{n} = tl_self->tl_storage_{n};\n{i2}if (!py_{n} || Py_REFCNT(py_{n}) != 1)\n{i2}    py_{n} = Py_None;\n{i2}Py_INCREF(py_{n});\n{i2}if (py_{n} == Py_None) {{"
                    );
                    push_fragment(&mut src, &ind(depth + 2), &v.init);
                    let _ = writeln!(src, "{i2}}} else {{");
                    push_fragment(&mut src, &ind(depth + 2), &v.extract);
                    let _ = writeln!(src, "{i2}}}");
                }
                _ => {
                    let _ = writeln!(src, "{i2}py_{} = Py_None;\n{i2}Py_INCREF(Py_None);", v.name);
                    push_fragment(&mut src, &i2, &v.init);
                }
            }
            depth += 1;
        }
        for n in &plan.nodes {
            let i = ind(depth);
            let _ = writeln!(src, "{i}{{ /* {} ({}) */", comment(&n.op), n.name);
            push_fragment(&mut src, &ind(depth + 1), &n.code);
            depth += 1;
        }
        for n in plan.nodes.iter().rev() {
            depth -= 1;
            let i2 = ind(depth + 1);
            let _ = writeln!(src, "{}__label_{}: ;", ind(depth), n.id);
            push_fragment(&mut src, &i2, &n.code_cleanup);
            let _ = writeln!(src, "{}}}", ind(depth));
        }
        for v in run_vars.iter().rev() {
            depth -= 1;
            let i2 = ind(depth + 1);
            let _ = writeln!(src, "{}__label_{}: ;", ind(depth), v.id);
            if v.role == Role::Output {
                let _ = writeln!(src, "{i2}if (!__failure) {{");
                push_fragment(&mut src, &ind(depth + 2), &v.sync);
                let _ = writeln!(
                    src,
                    "{i}    Py_XSETREF(tl_self->tl_storage_{n}, Py_XNewRef(py_{n}));\n{i2}}}\n{i2}__label_sync_{id}: ;",
                    i = i2,
                    n = v.name,
                    id = v.id
                );
            }
            push_fragment(&mut src, &i2, &v.cleanup);
            let _ = writeln!(src, "{i2}Py_XDECREF(py_{});\n{}}}", v.name, ind(depth));
        }
        src.push_str("    if (__failure)\n        tl_missing_error(__failure);\n    return __failure;\n}\n\n");

        // Output `i` of the last successful run (borrowed).
        src.push_str("static PyObject* tl_state_output(tl_state* tl_self, PyObject* const* tl_inputs, int i) {\n    (void)tl_inputs;\n    switch (i) {\n");
        for (pos, out) in plan.outputs.iter().enumerate() {
            let expr = match *out {
                OutputSource::Variable(v) => format!("tl_self->tl_storage_{}", vars[v].name),
                OutputSource::Input(p) => format!("tl_inputs[{p}]"),
                OutputSource::Constant(p) => format!("tl_self->py_{}", vars[plan.constants[p]].name),
            };
            let _ = writeln!(src, "    case {pos}: return {expr};");
        }
        src.push_str("    default: return NULL;\n    }\n}\n\n");
        for name in &part.names {
            let _ = writeln!(src, "#undef {name}");
        }

        // Module-init snippets run once when the module loads (deduplicated by text).
        // Returns a borrowed non-NULL object on success so snippets may `return NULL` (import_array).
        src.push_str("\nstatic PyObject* tl_module_init(void) {\n");
        let mut seen = HashSet::new();
        for code in &plan.init_code {
            if !code.trim().is_empty() && seen.insert(code.as_str()) {
                src.push_str("    {\n");
                push_fragment(&mut src, "        ", code);
                src.push_str("    }\n");
            }
        }
        for n in &plan.nodes {
            if !n.init_code_apply.trim().is_empty() {
                let _ = writeln!(
                    src,
                    "    /* c_init_code_apply of {} ({}) */\n    {{",
                    comment(&n.op),
                    n.name
                );
                push_fragment(&mut src, "        ", &n.init_code_apply);
                src.push_str("    }\n");
            }
        }
        src.push_str("    return PyErr_Occurred() ? NULL : Py_None;\n}\n\n#include \"twinlink_entry.h\"\n");
        Ok(Module {
            source: src,
            n_inputs: plan.inputs.len(),
            n_outputs: plan.outputs.len(),
            n_constants: plan.constants.len(),
        })
    }
}
