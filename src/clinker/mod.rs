//! CLinker: turns a LinkPlan into one module — a per-instance struct with init/run/cleanup,
//! one nested block per variable and node, failure ids with goto-based cleanup — whose text is
//! the same for both targets; only the included entry template (`twinlink_entry.h`) differs.
//! C11 by default; in C++ mode the struct is a class in an anonymous namespace whose fragments
//! are real members and whose init/run/cleanup are member functions, as PyTensor writes it.
pub mod decls;
pub mod sections;

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::error::{Error, Result};
use crate::plan::{Language, LinkPlan, NodePlan, OutputSource, Role, VariablePlan, REST_UNIT, RUN_UNIT};

/// The assembled module and the facts its callers need about it.
#[derive(Debug, Clone)]
pub struct Module {
    pub source: String,
    pub n_inputs: usize,
    pub n_outputs: usize,
    pub n_constants: usize,
}

/// The run function's handling of output storage, written once per module (it is the same
/// for every output: the glue's compile is most of a build whose kernels are cached, see
/// ARCHITECTURE.md "Kernel objects").
const STORAGE_CODE: &str = "/* Last call's result stored for output reuse: a new reference to it when only the storage
   holds it (an op may overwrite it), else to None. */
static PyObject* tl_reusable(PyObject* stored) {
    PyObject* py = stored && Py_REFCNT(stored) == 1 ? stored : Py_None;
    Py_INCREF(py);
    return py;
}

/* Stores a new reference to py, releasing what the slot held. */
static void tl_keep(PyObject** slot, PyObject* py) {
    Py_XINCREF(py);
    Py_XSETREF(*slot, py);
}
";

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
    /// The C module of a plan. Each part of the module is written by one method of `Emitter`,
    /// in the order the module lays them out (see ARCHITECTURE.md, "The generated module").
    pub fn assemble(plan: &LinkPlan) -> Result<Module> {
        plan.validate()?;
        let mut e = Emitter::new(plan);
        e.header();
        e.support_code();
        // Struct members C reaches through macros; C++ member functions see them directly.
        let members = match plan.language {
            Language::C => e.state_struct()?,
            Language::Cpp => {
                e.state_class();
                Vec::new()
            }
        };
        e.failure_table();
        e.member_macros(&members, "define");
        e.run_declaration();
        e.begin_unit(REST_UNIT);
        e.init_function();
        e.cleanup_function();
        e.end_unit();
        e.begin_unit(RUN_UNIT);
        e.run_function();
        e.end_unit();
        e.begin_unit(REST_UNIT);
        e.output_function();
        e.member_macros(&members, "undef");
        e.class_wrappers();
        e.module_init_function();
        e.end_unit();
        Ok(Module {
            source: e.src,
            n_inputs: plan.inputs.len(),
            n_outputs: plan.outputs.len(),
            n_constants: plan.constants.len(),
        })
    }
}

/// Variables that live in the per-instance struct: constants, and temporaries that are not
/// simple C values.
fn in_struct(role: Role, simple: bool) -> bool {
    role == Role::Constant || (role == Role::Temp && !simple)
}

/// A module whose nodes' code adds up to at least this many bytes runs its nodes (those without
/// `c_code_cleanup`) in functions of their own, groups of consecutive nodes (`node_groups`),
/// and keeps every variable in the state, where those functions reach it: compilers' global
/// optimisations grow faster than the function they work on (ARCHITECTURE.md, "The generated
/// module").
pub const OUTLINE_MIN_BYTES: usize = 100_000;

/// Whether `plan`'s nodes run in functions of their own: a large module, whose run
/// variables' declarations can all be struct members.
fn outlines(plan: &LinkPlan) -> bool {
    plan.nodes.iter().map(|n| n.code.len()).sum::<usize>() >= OUTLINE_MIN_BYTES
        && plan
            .variables
            .iter()
            .filter(|v| !in_struct(v.role, v.simple))
            .all(|v| decls::split_struct_decls(&v.declare).is_ok())
}

/// How many bytes of node code one outlined function holds at most (a node larger than that
/// gets one of its own): few enough calls that a run keeps its speed, small enough functions
/// that the compilers' global optimisations stay fast.
const OUTLINE_GROUP_BYTES: usize = 16_000;

/// The nodes in run order as runs of consecutive nodes: each run either one function of its
/// own (true: outlined nodes up to OUTLINE_GROUP_BYTES of code) or one node inline (false).
fn node_groups(plan: &LinkPlan, outline: bool) -> Vec<(bool, Vec<&NodePlan>)> {
    let mut groups: Vec<(bool, Vec<&NodePlan>)> = Vec::new();
    let mut bytes = 0usize;
    for n in &plan.nodes {
        let out = outline && outlined(n);
        match groups.last_mut() {
            Some((true, nodes)) if out && bytes + n.code.len() <= OUTLINE_GROUP_BYTES => {
                nodes.push(n);
                bytes += n.code.len();
            }
            _ => {
                groups.push((out, vec![n]));
                bytes = n.code.len();
            }
        }
    }
    groups
}

/// Whether `v` is declared in the state: the variables that live there (`in_struct`), and in
/// a module that outlines its nodes every variable, whose value run still sets up and clears
/// on each call as before.
fn declared_in_struct(outline: bool, v: &VariablePlan) -> bool {
    outline || in_struct(v.role, v.simple)
}

/// Whether node `n` runs in a function of its own in a module that outlines: its cleanup
/// would read what its code declares, so a node with one stays inline.
fn outlined(n: &NodePlan) -> bool {
    n.code_cleanup.trim().is_empty()
}

/// The non-blank texts of `items` in first-seen order, each once.
fn distinct<'a>(items: impl IntoIterator<Item = &'a String>) -> Vec<&'a str> {
    let mut seen = HashSet::new();
    items
        .into_iter()
        .map(String::as_str)
        .filter(|t| !t.trim().is_empty() && seen.insert(*t))
        .collect()
}

/// Indentation of a nesting depth, capped: run nests a block per variable and node, and a
/// graph of hundreds of nodes would otherwise spend most of its text on spaces.
fn indent(depth: usize) -> String {
    "    ".repeat(depth.min(8))
}

/// The module text being written, and the plan it comes from.
struct Emitter<'a> {
    plan: &'a LinkPlan,
    src: String,
    /// The function's name as the module reports it in messages.
    fname: String,
    /// Nodes run in functions of their own (`outlines`).
    outline: bool,
    /// The nodes in run order as `node_groups` makes them for `outline`.
    groups: Vec<(bool, Vec<&'a NodePlan>)>,
}

impl<'a> Emitter<'a> {
    fn new(plan: &'a LinkPlan) -> Self {
        let fname = if plan.name.is_empty() {
            "<unnamed>".to_string()
        } else {
            plan.name.clone()
        };
        let outline = outlines(plan);
        Emitter {
            plan,
            src: String::new(),
            fname,
            outline,
            groups: node_groups(plan, outline),
        }
    }

    /// One fragment in a block of its own, one level into a function body:
    /// `/* what */ { text }` (no comment line when `what` is None).
    fn block(&mut self, what: Option<&str>, text: &str) {
        if let Some(what) = what {
            let _ = writeln!(self.src, "    /* {what} */");
        }
        self.src.push_str("    {\n");
        push_fragment(&mut self.src, "        ", text);
        self.src.push_str("    }\n");
    }

    /// A node's struct-level fragment (`kind` names it), in a block when it is not blank.
    fn node_block(&mut self, kind: &str, n: &NodePlan, text: &str) {
        if !text.trim().is_empty() {
            self.block(Some(&format!("{kind} of {} ({})", comment(&n.op), n.name)), text);
        }
    }

    /// The banner, the module's counts, the prelude and the ops' headers.
    fn header(&mut self) {
        let plan = self.plan;
        let _ = writeln!(
            self.src,
            "/* twinlink module for function {}: {} inputs, {} outputs, {} nodes{}. Generated: do not edit. */",
            comment(&self.fname),
            plan.inputs.len(),
            plan.outputs.len(),
            plan.nodes.len(),
            if plan.language == Language::Cpp { ", C++" } else { "" }
        );
        let _ = writeln!(self.src, "#define TL_N_INPUTS {}", plan.inputs.len());
        let _ = writeln!(self.src, "#define TL_N_OUTPUTS {}", plan.outputs.len());
        let _ = writeln!(self.src, "#define TL_N_CONSTANTS {}", plan.constants.len());
        self.src
            .push_str("#include <Python.h>\n#include \"twinlink_prelude.h\"\n");
        if plan.language == Language::Cpp {
            self.src.push_str("#include <new>\n");
        }
        let headers: Vec<String> = plan.headers.iter().map(|h| h.trim().to_string()).collect();
        for h in distinct(&headers) {
            if h.starts_with('<') || h.starts_with('"') {
                let _ = writeln!(self.src, "#include {h}");
            } else {
                let _ = writeln!(self.src, "#include \"{h}\"");
            }
        }
    }

    /// Support code (deduplicated by exact text, in first-seen order), then each node's
    /// apply-specific support code.
    fn support_code(&mut self) {
        let vars = &self.plan.variables;
        if vars
            .iter()
            .any(|v| v.role == Role::Output && !in_struct(v.role, v.simple))
        {
            self.src.push('\n');
            self.src.push_str(STORAGE_CODE);
        }
        for code in distinct(&self.plan.support_code) {
            self.src.push('\n');
            push_fragment(&mut self.src, "", code);
        }
        for n in &self.plan.nodes {
            if !n.support_code_apply.trim().is_empty() {
                let _ = writeln!(self.src, "\n/* support code of {} ({}) */", comment(&n.op), n.name);
                push_fragment(&mut self.src, "", &n.support_code_apply);
            }
        }
    }

    /// The per-instance struct: output storage, struct variables' declarations and the nodes'
    /// c_support_code_struct (declarations C cannot put in a struct are hoisted before it).
    /// Returns the member names, which the functions reach through macros.
    fn state_struct(&mut self) -> Result<Vec<String>> {
        let plan = self.plan;
        let mut part = StructPart {
            hoisted: String::new(),
            members: String::new(),
            names: Vec::new(),
        };
        let outline = self.outline;
        for v in plan.variables.iter().filter(|v| declared_in_struct(outline, v)) {
            let what = format!("{} {}", v.name, v.label);
            // Every variable has its `py_` object in scope, as in PyTensor's C linker (ops read
            // `py_<input>`): a constant's is its value, a persistent temp's is None.
            part.members.push_str(&format!("    PyObject* py_{};\n", v.name));
            part.names.push(format!("py_{}", v.name));
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
        self.src.push('\n');
        self.src.push_str(&part.hoisted);
        self.src
            .push_str("typedef struct tl_state {\n    int tl_return_list;\n");
        for name in self.stored_outputs() {
            let _ = writeln!(self.src, "    PyObject* tl_storage_{name};");
        }
        self.src.push_str(&part.members);
        self.src.push_str("} tl_state;\n\n");
        Ok(part.names)
    }

    /// C++ mode: the state is a class in an anonymous namespace. Struct variables' declarations
    /// and the nodes' c_support_code_struct are its members as written (methods, members with
    /// default initialisers, nested types); init/run/cleanup/output are member functions, so
    /// members are reached by bare name and through `this->`. The destructor runs cleanup.
    fn state_class(&mut self) {
        let plan = self.plan;
        self.src
            .push_str("\nnamespace {\n\nstruct tl_state {\n    int tl_return_list;\n");
        for name in self.stored_outputs() {
            let _ = writeln!(self.src, "    PyObject* tl_storage_{name};");
        }
        let outline = self.outline;
        for v in plan.variables.iter().filter(|v| declared_in_struct(outline, v)) {
            let _ = writeln!(self.src, "    /* {} {} */", v.name, comment(&v.label));
            let _ = writeln!(self.src, "    PyObject* py_{};", v.name);
            push_fragment(&mut self.src, "    ", &v.declare);
        }
        for n in &plan.nodes {
            if !n.support_code_struct.trim().is_empty() {
                let _ = writeln!(
                    self.src,
                    "    /* c_support_code_struct of {} ({}) */",
                    comment(&n.op),
                    n.name
                );
                push_fragment(&mut self.src, "    ", &n.support_code_struct);
            }
        }
        for (_, nodes) in self.groups.iter().filter(|g| g.0) {
            let _ = writeln!(self.src, "    int tl_run_{}();", nodes[0].name);
        }
        self.src.push_str(
            "    int init(PyObject* const* tl_constants);\n    void cleanup();\n    int run(PyObject* const* tl_inputs);\n    PyObject* tl_output(PyObject* const* tl_inputs, int i);\n    ~tl_state() { cleanup(); }\n};\n\n} // namespace\n\n",
        );
    }

    /// The first lines of one of the state's functions: `name` is the C++ member function;
    /// in C it is `tl_state_<name>` taking the state as `tl_self`. Both bodies then read the
    /// same (`tl_self` is `this` in C++).
    ///
    /// `run` is marked hot: gcc estimates each block's frequency from the branches before it,
    /// and in a graph's run, behind the inputs' and a few nodes' error checks, the nodes'
    /// blocks fall below its hot threshold, so their loops are optimised for size and not
    /// vectorised (a PyMC model's elementwise loops ran element by element). In a hot
    /// function every block that may run counts as hot (ARCHITECTURE.md, "The generated module").
    fn function_head(&mut self, result: &str, name: &str, params: &str) {
        let hot = if name == "run" { "__attribute__((hot)) " } else { "" };
        match self.plan.language {
            Language::C => {
                let sep = if params.is_empty() { "" } else { ", " };
                let linkage = if name == "run" && self.plan.split_glue() {
                    ""
                } else {
                    "static "
                };
                let _ = writeln!(
                    self.src,
                    "{linkage}{hot}{result} tl_state_{name}(tl_state* tl_self{sep}{params}) {{"
                );
            }
            Language::Cpp => {
                // init, run and cleanup are PyTensor's names; output is twinlink's own, so it
                // is prefixed to leave the name free for op members.
                let member = if name == "output" { "tl_output" } else { name };
                let _ = writeln!(
                    self.src,
                    "{hot}{result} tl_state::{member}({params}) {{\n    tl_state* tl_self = this;\n    (void)tl_self;"
                );
            }
        }
    }

    /// C++ mode: functions with the C mode's names over the class, for the entry templates,
    /// which also create and destroy the state through `tl_state_create`/`tl_state_destroy`
    /// (`new`/`delete` here; zeroed memory and cleanup in C, in the templates).
    fn class_wrappers(&mut self) {
        if self.plan.language != Language::Cpp {
            return;
        }
        self.src.push_str(concat!(
            "static tl_state* tl_state_create(void) { return new (std::nothrow) tl_state(); }\n",
            "static void tl_state_destroy(tl_state* s) { delete s; }\n",
            "static int tl_state_init(tl_state* s, PyObject* const* c) { return s->init(c); }\n",
            "static int tl_state_run(tl_state* s, PyObject* const* i) { return s->run(i); }\n",
            "static PyObject* tl_state_output(tl_state* s, PyObject* const* i, int k) { return s->tl_output(i, k); }\n",
        ));
    }

    /// Names of the variables whose result the struct keeps between calls (each output
    /// variable once, in output order).
    fn stored_outputs(&self) -> Vec<&'a str> {
        let plan = self.plan;
        let mut names = Vec::new();
        for (pos, out) in plan.outputs.iter().enumerate() {
            if let OutputSource::Variable(v) = out {
                if !plan.outputs[..pos].contains(out) {
                    names.push(plan.variables[*v].name.as_str());
                }
            }
        }
        names
    }

    /// A split module's run function is defined in one unit and called by the entry in the
    /// other, so it is declared (and not static: -fvisibility=hidden keeps it in the module).
    fn run_declaration(&mut self) {
        if self.plan.split_glue() {
            self.src
                .push_str("\nint tl_state_run(tl_state* tl_self, PyObject* const* tl_inputs);\n");
        }
    }

    /// Starts what only `unit` holds, in a module whose text splits.
    fn begin_unit(&mut self, unit: u8) {
        if self.plan.split_glue() {
            let other = if unit == RUN_UNIT { REST_UNIT } else { RUN_UNIT };
            let _ = writeln!(self.src, "#if TL_PART != {other}");
        }
    }

    fn end_unit(&mut self) {
        if self.plan.split_glue() {
            self.src.push_str("#endif\n");
        }
    }

    /// Failure ids → what failed, for the RuntimeError of ops that fail without an exception.
    fn failure_table(&mut self) {
        let plan = self.plan;
        self.src
            .push_str("static const char* tl_failure_where(int id) {\n    switch (id) {\n");
        for v in &plan.variables {
            let _ = writeln!(
                self.src,
                "    case {}: return {};",
                v.id,
                c_string(&format!("{} ({})", v.label, v.name))
            );
        }
        for n in &plan.nodes {
            let what = c_string(&format!("op {} ({})", n.op, n.name));
            let _ = writeln!(self.src, "    case {}: case {}: return {what};", n.id, n.init_id);
        }
        self.src
            .push_str("    default: return \"twinlink runtime\";\n    }\n}\n\n");
        let _ = writeln!(
            self.src,
            "static void tl_missing_error(int id) {{\n    if (!PyErr_Occurred())\n        PyErr_Format(PyExc_RuntimeError, \"%s failed without setting a Python exception (function %s)\", tl_failure_where(id), {});\n}}\n",
            c_string(&self.fname)
        );
    }

    /// Struct members are reached by bare name inside init/run/cleanup, as in C++ methods:
    /// `#define name (tl_self->name)` before them, `#undef name` after.
    fn member_macros(&mut self, names: &[String], directive: &str) {
        for name in names {
            if directive == "define" {
                let _ = writeln!(self.src, "#define {name} (tl_self->{name})");
            } else {
                let _ = writeln!(self.src, "#undef {name}");
            }
        }
    }

    /// init: constants, persistent temps, nodes' c_init_code_struct.
    fn init_function(&mut self) {
        let plan = self.plan;
        self.src.push('\n');
        self.function_head("int", "init", "PyObject* const* tl_constants");
        self.src.push_str("    int __failure = 0;\n    (void)tl_constants;\n");
        for (pos, &c) in plan.constants.iter().enumerate() {
            let v = &plan.variables[c];
            let _ = writeln!(
                self.src,
                "    /* {} {} */\n    py_{} = tl_constants[{pos}];\n    Py_XINCREF(py_{});",
                v.name,
                comment(&v.label),
                v.name,
                v.name
            );
            self.block(None, &v.extract);
        }
        for v in plan.variables.iter().filter(|v| v.role == Role::Temp && !v.simple) {
            let _ = writeln!(self.src, "    py_{} = Py_None;\n    Py_INCREF(Py_None);", v.name);
            self.block(Some(&format!("{} {}", v.name, comment(&v.label))), &v.init);
        }
        for n in &plan.nodes {
            self.node_block("c_init_code_struct", n, &n.init_code_struct);
        }
        self.src.push_str(
            "    return 0;\n__tl_init_failed:\n    tl_missing_error(__failure);\n    return __failure;\n}\n\n",
        );
    }

    /// cleanup: the reverse of init; safe on a partly initialised (zeroed) struct.
    fn cleanup_function(&mut self) {
        let plan = self.plan;
        self.function_head("void", "cleanup", "");
        for n in plan.nodes.iter().rev() {
            self.node_block("c_cleanup_code_struct", n, &n.cleanup_code_struct);
        }
        for v in plan.variables.iter().rev().filter(|v| in_struct(v.role, v.simple)) {
            self.block(Some(&v.name), &v.cleanup);
            let _ = writeln!(self.src, "    Py_XDECREF(py_{});\n    py_{} = NULL;", v.name, v.name);
        }
        for name in self.stored_outputs() {
            let _ = writeln!(self.src, "    Py_CLEAR(tl_self->tl_storage_{name});");
        }
        self.src.push_str("}\n\n");
    }

    /// run: every declaration first, then one nested block per variable and node, closed in
    /// reverse order under the failure labels.
    fn run_function(&mut self) {
        let plan = self.plan;
        let vars = &plan.variables;
        if self.outline {
            self.node_functions();
        }
        let outline = self.outline;
        self.function_head("int", "run", "PyObject* const* tl_inputs");
        let src = &mut self.src;
        src.push_str("    int __failure = 0;\n    (void)tl_inputs;\n");
        let run_vars: Vec<_> = vars.iter().filter(|v| !in_struct(v.role, v.simple)).collect();
        for v in &run_vars {
            if outline {
                let _ = writeln!(src, "    py_{} = NULL;", v.name);
            } else {
                let _ = writeln!(src, "    PyObject* py_{} = NULL;", v.name);
            }
        }
        let mut depth = 1usize;
        for v in &run_vars {
            let i = indent(depth);
            let _ = writeln!(src, "{i}{{ /* {} {} */", v.name, comment(&v.label));
            let i2 = indent(depth + 1);
            if !outline {
                push_fragment(src, &i2, &v.declare);
            }
            match v.role {
                Role::Input => {
                    let pos = plan.inputs.iter().position(|&k| vars[k].name == v.name).unwrap_or(0);
                    let _ = writeln!(
                        src,
                        "{i2}py_{} = tl_inputs[{pos}];\n{i2}Py_XINCREF(py_{});",
                        v.name, v.name
                    );
                    push_fragment(src, &i2, &v.extract);
                }
                Role::Output if !v.simple && !v.extract.trim().is_empty() => {
                    // Hand the op last call's result to reuse, unless someone besides the
                    // storage still holds it: a result the caller kept is never overwritten.
                    let n = &v.name;
                    let _ = writeln!(
                        src,
                        "{i2}py_{n} = tl_reusable(tl_self->tl_storage_{n});\n{i2}if (py_{n} == Py_None) {{"
                    );
                    push_fragment(src, &indent(depth + 2), &v.init);
                    let _ = writeln!(src, "{i2}}} else {{");
                    push_fragment(src, &indent(depth + 2), &v.extract);
                    let _ = writeln!(src, "{i2}}}");
                }
                _ => {
                    let _ = writeln!(src, "{i2}py_{} = Py_None;\n{i2}Py_INCREF(Py_None);", v.name);
                    push_fragment(src, &i2, &v.init);
                }
            }
            depth += 1;
        }
        // One block per group; an outlined group's function returns the failing node's id,
        // and its nodes have no cleanup, so run goes on at the group's first label.
        let groups = &self.groups;
        for (out, nodes) in groups {
            let n = nodes[0];
            let _ = writeln!(src, "{}{{ /* {} ({}) */", indent(depth), comment(&n.op), n.name);
            if *out {
                let call = match plan.language {
                    Language::C => format!("tl_state_tl_run_{}(tl_self)", n.name),
                    Language::Cpp => format!("tl_run_{}()", n.name),
                };
                let _ = writeln!(
                    src,
                    "{i}__failure = {call};\n{i}if (__failure) goto __label_{};",
                    n.id,
                    i = indent(depth + 1)
                );
            } else {
                push_fragment(src, &indent(depth + 1), &n.code);
            }
            depth += 1;
        }
        for (_, nodes) in groups.iter().rev() {
            let n = nodes[0];
            depth -= 1;
            let _ = writeln!(src, "{}__label_{}: ;", indent(depth), n.id);
            push_fragment(src, &indent(depth + 1), &n.code_cleanup);
            let _ = writeln!(src, "{}}}", indent(depth));
        }
        for v in run_vars.iter().rev() {
            depth -= 1;
            let i2 = indent(depth + 1);
            let _ = writeln!(src, "{}__label_{}: ;", indent(depth), v.id);
            if v.role == Role::Output {
                let _ = writeln!(src, "{i2}if (!__failure) {{");
                push_fragment(src, &indent(depth + 2), &v.sync);
                let _ = writeln!(
                    src,
                    "{i2}    tl_keep(&tl_self->tl_storage_{n}, py_{n});\n{i2}}}\n{i2}__label_sync_{id}: ;",
                    n = v.name,
                    id = v.id
                );
            }
            push_fragment(src, &i2, &v.cleanup);
            let _ = writeln!(src, "{i2}Py_XDECREF(py_{});\n{}}}", v.name, indent(depth));
        }
        src.push_str("    if (__failure)\n        tl_missing_error(__failure);\n    return __failure;\n}\n\n");
    }

    /// In a module that outlines its nodes, each group of outlined nodes (`node_groups`) as a
    /// function returning 0 or the failing node's id (each node's `fail` jumps to its label at
    /// the function's end), which `run` calls in order. Not inlined back (each is called once,
    /// so compilers would), and hot as `run` is.
    fn node_functions(&mut self) {
        let plan = self.plan;
        let attrs = "__attribute__((noinline)) __attribute__((hot))";
        for (_, nodes) in self.groups.iter().filter(|g| g.0) {
            let first = &nodes[0].name;
            let _ = match plan.language {
                Language::C => writeln!(
                    self.src,
                    "static {attrs} int tl_state_tl_run_{first}(tl_state* tl_self) {{"
                ),
                Language::Cpp => writeln!(
                    self.src,
                    "{attrs} int tl_state::tl_run_{first}() {{\n    tl_state* tl_self = this;\n    (void)tl_self;"
                ),
            };
            self.src.push_str("    int __failure = 0;\n");
            for n in nodes {
                let _ = writeln!(self.src, "    {{ /* {} ({}) */", comment(&n.op), n.name);
                push_fragment(&mut self.src, "        ", &n.code);
                self.src.push_str("    }\n");
            }
            self.src.push_str("    return 0;\n");
            for n in nodes {
                let _ = writeln!(self.src, "__label_{}: ;", n.id);
            }
            self.src.push_str("    return __failure;\n}\n\n");
        }
    }

    /// Output `i` of the last successful run (borrowed).
    fn output_function(&mut self) {
        let plan = self.plan;
        self.function_head("PyObject*", "output", "PyObject* const* tl_inputs, int i");
        self.src.push_str("    (void)tl_inputs;\n    switch (i) {\n");
        for (pos, out) in plan.outputs.iter().enumerate() {
            let expr = match *out {
                OutputSource::Variable(v) => format!("tl_self->tl_storage_{}", plan.variables[v].name),
                OutputSource::Input(p) => format!("tl_inputs[{p}]"),
                OutputSource::Constant(p) => format!("tl_self->py_{}", plan.variables[plan.constants[p]].name),
            };
            let _ = writeln!(self.src, "    case {pos}: return {expr};");
        }
        self.src.push_str("    default: return NULL;\n    }\n}\n\n");
    }

    /// Module-init snippets run once when the module loads (deduplicated by text), then the
    /// nodes' c_init_code_apply, then the entry template. Returns a borrowed non-NULL object
    /// on success so snippets may `return NULL` (import_array).
    fn module_init_function(&mut self) {
        let plan = self.plan;
        self.src.push_str("\nstatic PyObject* tl_module_init(void) {\n");
        for code in distinct(&plan.init_code) {
            self.block(None, code);
        }
        for n in &plan.nodes {
            self.node_block("c_init_code_apply", n, &n.init_code_apply);
        }
        self.src
            .push_str("    return PyErr_Occurred() ? NULL : Py_None;\n}\n\n#include \"twinlink_entry.h\"\n");
    }
}
