//! LinkPlan: every C fragment of a graph, collected once by Python (or loaded from JSON), and
//! the only thing the CLinker reads. Plain data so a plan can be saved, diffed and replayed.
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

/// Bump when the JSON shape changes; a plan of another format is refused, not misread.
pub const PLAN_FORMAT: u32 = 1;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// A graph input: extracted from the caller's argument on every run.
    Input,
    /// Computed by a node and returned: initialised, synced on success.
    Output,
    /// Computed by a node, not returned.
    Temp,
    /// A constant without a C literal: extracted once when the instance is built.
    Constant,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VariablePlan {
    /// C name chosen by the collector (`V<n>`); user names never reach C.
    pub name: String,
    pub role: Role,
    /// `Type.c_is_simple()`: simple temps live on the stack of `run`, others in the struct.
    pub simple: bool,
    /// Failure id of this variable's block (`sub['id']`, the number in `__label_<id>`).
    pub id: u32,
    /// What the variable is, for messages ("input 'x' (position 0)").
    pub label: String,
    #[serde(default)]
    pub declare: String,
    #[serde(default)]
    pub init: String,
    #[serde(default)]
    pub extract: String,
    #[serde(default)]
    pub sync: String,
    #[serde(default)]
    pub cleanup: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NodePlan {
    /// `str(op)`, for messages.
    pub op: String,
    /// The node's `name` argument (`node_<k>`), the suffix of apply-specific symbols.
    pub name: String,
    /// Failure id of the node's `c_code` block.
    pub id: u32,
    /// Failure id of its `c_init_code_struct`.
    pub init_id: u32,
    #[serde(default)]
    pub code: String,
    #[serde(default)]
    pub code_cleanup: String,
    #[serde(default)]
    pub support_code_apply: String,
    #[serde(default)]
    pub init_code_apply: String,
    #[serde(default)]
    pub support_code_struct: String,
    #[serde(default)]
    pub init_code_struct: String,
    #[serde(default)]
    pub cleanup_code_struct: String,
}

/// The language the module is written and compiled in. C11 is the default; a graph whose
/// types or ops ask for C++ compiles as C++17 in PyTensor's struct protocol (ARCHITECTURE.md,
/// "The generated module").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    #[serde(rename = "c")]
    C,
    #[serde(rename = "c++")]
    Cpp,
}

impl Language {
    /// The name plans, messages and `Function.language` use.
    pub fn name(self) -> &'static str {
        match self {
            Language::C => "c",
            Language::Cpp => "c++",
        }
    }

    /// The module source's file name.
    pub fn source_name(self) -> &'static str {
        match self {
            Language::C => "mod.c",
            Language::Cpp => "mod.cpp",
        }
    }
}

/// One position of the graph's output list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutputSource {
    /// An output variable (index into `variables`).
    Variable(usize),
    /// A graph input returned as is (input position).
    Input(usize),
    /// A constant returned as is (constant position).
    Constant(usize),
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LinkPlan {
    pub format: u32,
    /// The Function's name, for messages only.
    #[serde(default)]
    pub name: String,
    /// C (the default when a plan does not say) or C++.
    #[serde(default)]
    pub language: Language,
    /// Variables in block order: inputs first, then node results in topological order, with
    /// constants anywhere (they live in the struct).
    pub variables: Vec<VariablePlan>,
    /// Nodes in topological order.
    pub nodes: Vec<NodePlan>,
    /// For each input position, the index of its variable.
    pub inputs: Vec<usize>,
    pub outputs: Vec<OutputSource>,
    /// Constants in the order the instance receives their values: variable indices.
    #[serde(default)]
    pub constants: Vec<usize>,
    #[serde(default)]
    pub headers: Vec<String>,
    #[serde(default)]
    pub header_dirs: Vec<String>,
    #[serde(default)]
    pub libraries: Vec<String>,
    #[serde(default)]
    pub lib_dirs: Vec<String>,
    #[serde(default)]
    pub compile_args: Vec<String>,
    #[serde(default)]
    pub no_compile_args: Vec<String>,
    /// Module-init snippets (types' and ops' `c_init_code`, nodes' `c_init_code_apply`).
    #[serde(default)]
    pub init_code: Vec<String>,
    /// Types' and ops' `c_support_code`, deduplicated by exact text when assembled.
    #[serde(default)]
    pub support_code: Vec<String>,
    /// Kernels (ARCHITECTURE.md, "Kernel objects"): whole C translation units without the
    /// Python API that node code calls through prototypes; each is compiled to an object of its
    /// own, cached by its text, and linked with the module.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kernels: Vec<String>,
    /// Every node's code is glue (its loops are kernels): the module compiles at the glue
    /// optimisation level (ARCHITECTURE.md, "Kernel objects").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub glue_only: bool,
    /// Every component's cache version; None when one of them returned `()` (never publish).
    #[serde(default)]
    pub version: Option<Vec<String>>,
}

fn is_c_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The translation units of a module whose text splits (`LinkPlan::split_glue`): compiled with
/// `-DTL_PART=1`, the text holds the run function; with `-DTL_PART=2`, everything else; both
/// hold the header, support code, struct and failure table. Without `TL_PART` (0 in `#if`) it
/// is the whole module.
pub const RUN_UNIT: u8 = 1;
pub const REST_UNIT: u8 = 2;

impl LinkPlan {
    pub fn from_json(text: &str) -> Result<Self> {
        let plan: LinkPlan =
            serde_json::from_str(text).map_err(|e| Error::Link(format!("malformed link plan: {e}")))?;
        plan.validate()?;
        Ok(plan)
    }

    /// Whether the module's text compiles as two translation units as well as one
    /// (ARCHITECTURE.md, "Kernel objects"): C glue, whose support code is static functions and
    /// types that both units may hold.
    pub fn split_glue(&self) -> bool {
        self.glue_only && self.language == Language::C
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Everything the assembler relies on; a plan that passes cannot produce a broken layout.
    pub fn validate(&self) -> Result<()> {
        let bad = |msg: String| Err(Error::Link(format!("invalid link plan: {msg}")));
        if self.format != PLAN_FORMAT {
            return bad(format!(
                "format {} is not supported (this twinlink reads format {PLAN_FORMAT})",
                self.format
            ));
        }
        let mut ids = std::collections::HashSet::new();
        let mut names = std::collections::HashSet::new();
        for v in &self.variables {
            if !is_c_identifier(&v.name) {
                return bad(format!("variable name {:?} is not a C identifier", v.name));
            }
            if !names.insert(v.name.as_str()) {
                return bad(format!("variable name {} is used twice", v.name));
            }
            if v.id == 0 || !ids.insert(v.id) {
                return bad(format!("failure id {} of {} is zero or used twice", v.id, v.name));
            }
        }
        for n in &self.nodes {
            if !is_c_identifier(&n.name) {
                return bad(format!("node name {:?} is not a C identifier", n.name));
            }
            for id in [n.id, n.init_id] {
                if id == 0 || !ids.insert(id) {
                    return bad(format!("failure id {id} of node {} is zero or used twice", n.name));
                }
            }
        }
        let nvars = self.variables.len();
        for (pos, &v) in self.inputs.iter().enumerate() {
            match self.variables.get(v) {
                Some(var) if var.role == Role::Input => {}
                _ => return bad(format!("input {pos} does not refer to an input variable")),
            }
        }
        let mut seen = std::collections::HashSet::new();
        if !self.inputs.iter().all(|v| seen.insert(v)) {
            return bad("a variable is listed twice among the inputs".into());
        }
        for (i, v) in self.variables.iter().enumerate() {
            if v.role == Role::Input && !self.inputs.contains(&i) {
                return bad(format!("input variable {} has no input position", v.name));
            }
            if v.role == Role::Constant && !self.constants.contains(&i) {
                return bad(format!("constant {} has no constant position", v.name));
            }
        }
        for (pos, out) in self.outputs.iter().enumerate() {
            let ok = match *out {
                OutputSource::Variable(v) => v < nvars && self.variables[v].role == Role::Output,
                OutputSource::Input(p) => p < self.inputs.len(),
                OutputSource::Constant(p) => p < self.constants.len(),
            };
            if !ok {
                return bad(format!("output {pos} refers to nothing it can return"));
            }
        }
        for &c in &self.constants {
            if self.variables.get(c).map(|v| v.role) != Some(Role::Constant) {
                return bad(format!(
                    "constant position refers to variable {c}, which is not a constant"
                ));
            }
        }
        Ok(())
    }

    pub fn is_versioned(&self) -> bool {
        self.version.is_some()
    }
}
