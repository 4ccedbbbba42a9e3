//! The one error type of the Rust core. `src/py/` maps each variant to a Python exception.
use std::path::Path;

pub use crate::guest_abi::PyExcKind;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A bad graph, plan or fragment, found before any compiler runs.
    #[error("{0}")]
    Link(String),
    /// The C compiler rejected the module. `excerpt` is the numbered source around the first error.
    #[error("{compiler} failed to compile the {target} module:\n{stderr}\n{excerpt}")]
    Compile {
        target: &'static str,
        compiler: String,
        stderr: String,
        excerpt: String,
    },
    /// No usable compiler for a target; the message says how to get one.
    #[error("{0}")]
    Toolchain(String),
    /// The op code raised a Python exception inside the sandbox: its nearest builtin, and the
    /// name of its class when that was made at run time (a host class passed in, or
    /// PyErr_NewException's; guest ABI 6).
    #[error("{kind:?}: {message}")]
    Guest {
        kind: PyExcKind,
        class: Option<String>,
        message: String,
    },
    /// The module broke the guest ABI, or the sandbox could not be set up.
    #[error("{0}")]
    Sandbox(String),
    /// The guest trapped; `kind` names the trap (out_of_bounds, unreachable, stack_overflow,
    /// integer_divide_by_zero, integer_overflow, bad_conversion, exit, refcount_underflow...).
    #[error("{message}")]
    Trap { kind: &'static str, message: String },
    /// The call ran past Limits.timeout.
    #[error("{0}")]
    Timeout(String),
    /// The call used up Limits.fuel.
    #[error("{0}")]
    OutOfFuel(String),
    /// The guest needed more memory than Limits.memory.
    #[error("{0}")]
    SandboxMemory(String),
    /// A value that cannot cross into or out of the sandbox.
    #[error("{0}")]
    Marshal(String),
    /// (The OS error is part of the message, not a `source`, so it is printed once.)
    #[error("{context}: {err}")]
    Io { context: String, err: std::io::Error },
    #[error("{0}")]
    Cache(String),
    /// A bundle file that cannot be read: not a bundle, another format version, truncated, or
    /// a part that does not match its recorded digest.
    #[error("{0}")]
    Bundle(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        Error::Io {
            context: context.into(),
            err: source,
        }
    }
    pub fn io_path(what: &str, path: &Path, source: std::io::Error) -> Self {
        Error::Io {
            context: format!("{what} {}", path.display()),
            err: source,
        }
    }
}
