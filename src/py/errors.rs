//! Every Rust error becomes its Python exception here, and only here: twinlink's own classes
//! (python/twinlink/errors.py, all derived from TwinlinkError), builtins for guest exceptions
//! (by the name the guest ABI's exception table gives, or the host class the guest's class was
//! made for) and OSError with its errno.
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;
use pyo3::types::{PyTuple, PyType};

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
        Error::Guest { kind, class, message } => guest_exception(kind, class, message),
        // With its errno, OSError becomes the matching subclass (FileNotFoundError, ...).
        Error::Io { err, .. } => match err.raw_os_error() {
            Some(code) => PyOSError::new_err((code, msg)),
            None => PyOSError::new_err(msg),
        },
        Error::Cache(m) => twinlink_error("CacheError", format!("twinlink cache: {m}"), None),
        Error::Bundle(m) => twinlink_error("BundleError", m, None),
    }
}

/// Exception classes that are not builtins, by the name their guest class carries
/// ("module.qualname", guest ABI 6): each class passed into a sandbox, so the guest can raise it
/// and the host raises the class itself. A class passed later under the same name replaces the
/// earlier one. The guest only names a class; it cannot make the host import anything.
static CLASSES: Mutex<Option<HashMap<String, Py<PyType>>>> = Mutex::new(None);

/// The name under which `cls` crosses into the sandbox ("module.qualname"), after recording it
/// so an exception of that class raised in the guest arrives as `cls`.
pub fn register_class(cls: &Bound<'_, PyType>) -> PyResult<String> {
    let name = format!("{}.{}", cls.module()?, cls.qualname()?);
    let mut classes = CLASSES.lock().unwrap_or_else(PoisonError::into_inner);
    classes
        .get_or_insert_with(HashMap::new)
        .insert(name.clone(), cls.clone().unbind());
    Ok(name)
}

/// NumPy's exception classes the bridge's C raises in the sandbox by name, as (module, name).
const NUMPY_CLASSES: &[(&str, &str)] = &[("numpy.linalg", "LinAlgError"), ("numpy.exceptions", "AxisError")];

/// The host class a guest exception class stands for: the class of its name (one passed in,
/// register_class, or one of NUMPY_CLASSES) when it derives from builtin `kind`, else that
/// builtin. Raised and returned classes both come back through here.
pub fn host_class<'py>(py: Python<'py>, kind: PyExcKind, name: Option<&str>) -> PyResult<Bound<'py, PyAny>> {
    let builtin = py.import("builtins")?.getattr(kind.name())?;
    match name.and_then(|n| class_named(py, n)) {
        Some(cls) if cls.is_subclass(&builtin)? => Ok(cls.into_any()),
        _ => Ok(builtin),
    }
}

/// The class of a guest class's name: one passed in (register_class), or one of NUMPY_CLASSES.
fn class_named<'py>(py: Python<'py>, name: &str) -> Option<Bound<'py, PyType>> {
    let classes = CLASSES.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(cls) = classes.as_ref().and_then(|c| c.get(name)) {
        return Some(cls.bind(py).clone());
    }
    drop(classes);
    let (module, class) = NUMPY_CLASSES
        .iter()
        .find(|(m, c)| name.strip_prefix(*m).and_then(|rest| rest.strip_prefix('.')) == Some(*c))?;
    let cls = py.import(*module).and_then(|m| m.getattr(*class)).ok()?;
    cls.cast_into::<PyType>().ok()
}

/// The exception an op raised in the guest, re-raised with its message as host_class's class
/// (as CPython's PyErr_SetString: if the class cannot be made from the message, the error of
/// that attempt is raised instead).
fn guest_exception(kind: PyExcKind, class: Option<String>, message: String) -> PyErr {
    Python::attach(|py| {
        host_class(py, kind, class.as_deref())
            .and_then(|cls| cls.call1((message.as_str(),)))
            .map_or_else(|e| e, PyErr::from_value)
    })
}
