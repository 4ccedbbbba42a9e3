//! Every Rust error becomes its Python exception here, and only here: twinlink's own classes
//! (python/twinlink/errors.py, all derived from TwinlinkError), builtins for guest exceptions
//! (by the name the guest ABI's exception table gives) and OSError with its errno.
use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::error::{Error, PyExcKind};

/// An instance of exception class `module.class` made with string `args`; if it cannot be
/// made, the error that prevented it.
fn exception(module: &str, class: &str, args: &[&str]) -> PyErr {
    Python::attach(|py| {
        let made = (|| -> PyResult<PyErr> {
            let cls = py.import(module)?.getattr(class)?;
            Ok(PyErr::from_value(cls.call1(PyTuple::new(py, args)?)?))
        })();
        made.unwrap_or_else(|e| e)
    })
}

/// One of twinlink's exception classes (python/twinlink/errors.py), raised with `message`.
pub fn twinlink_error(class: &str, message: String, kind: Option<&str>) -> PyErr {
    match kind {
        Some(k) => exception("twinlink.errors", class, &[&message, k]),
        None => exception("twinlink.errors", class, &[&message]),
    }
}

/// The Python exception for a Rust error.
pub fn to_py(err: Error) -> PyErr {
    let msg = err.to_string();
    match err {
        Error::Link(m) => twinlink_error("LinkError", m, None),
        Error::Compile { .. } | Error::Toolchain(_) => twinlink_error("CompileError", msg, None),
        Error::Sandbox(m) => twinlink_error("SandboxError", m, None),
        Error::Trap { kind, message } => twinlink_error("SandboxTrap", message, Some(kind)),
        Error::Timeout(m) => twinlink_error("SandboxTimeout", m, None),
        Error::OutOfFuel(m) => twinlink_error("SandboxOutOfFuel", m, None),
        Error::SandboxMemory(m) => twinlink_error("SandboxMemoryError", m, None),
        Error::Marshal(m) => twinlink_error("MarshalError", m, None),
        Error::Guest { kind, message } => guest_exception(kind, message),
        // With its errno, OSError becomes the matching subclass (FileNotFoundError, ...).
        Error::Io { err, .. } => match err.raw_os_error() {
            Some(code) => PyOSError::new_err((code, msg)),
            None => PyOSError::new_err(msg),
        },
        Error::Cache(m) => twinlink_error("CacheError", format!("twinlink cache: {m}"), None),
        Error::Bundle(m) => twinlink_error("BundleError", m, None),
    }
}

/// The builtin exception an op raised in the guest, re-raised with its message.
fn guest_exception(kind: PyExcKind, message: String) -> PyErr {
    exception("builtins", kind.name(), &[&message])
}
