//! The Python extension `twinlink._core`: the only place that uses pyo3 (see ARCHITECTURE.md,
//! "Python extension"). Rooms: `errors` (every Rust error becomes its Python exception there,
//! and only there), `convert` (values and settings at the edge), `function` (building and
//! running Functions, linker/cache/toolchain queries), `reproduce` (bundles, replay, diff),
//! `tools` (the cache tooling of `twinlink.cache`, and progress as stderr lines and `logging`).
//! python/twinlink/_core.pyi describes what this module exports.
mod convert;
mod errors;
mod function;
mod reproduce;
mod tools;

use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::sandbox::Limits;

/// Limits' defaults as the dict `twinlink.Limits` takes its field defaults from (one source:
/// src/sandbox/limits.rs).
fn limits_defaults(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let l = Limits::default();
    let d = PyDict::new(py);
    d.set_item("timeout", l.timeout.map(|t| t.as_secs_f64()))?;
    d.set_item("fuel", l.fuel)?;
    d.set_item("memory", l.memory)?;
    d.set_item("stack", l.stack)?;
    d.set_item("output", l.output)?;
    Ok(d)
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    use function::*;
    use reproduce::*;
    use tools::*;
    install_progress();
    m.add("LIMITS_DEFAULTS", limits_defaults(m.py())?)?;
    let exceptions: Vec<(i32, &str)> = crate::error::PyExcKind::ALL
        .iter()
        .map(|k| (*k as i32, k.name()))
        .collect();
    m.add("GUEST_EXCEPTIONS", exceptions)?;
    m.add_function(wrap_pyfunction!(assemble, m)?)?;
    m.add_function(wrap_pyfunction!(build_native, m)?)?;
    m.add_function(wrap_pyfunction!(build_wasm, m)?)?;
    m.add_function(wrap_pyfunction!(load_wasm, m)?)?;
    m.add_function(wrap_pyfunction!(place_native, m)?)?;
    m.add_function(wrap_pyfunction!(cache_stats, m)?)?;
    m.add_function(wrap_pyfunction!(cache_dir, m)?)?;
    m.add_function(wrap_pyfunction!(cleanup_unversioned, m)?)?;
    m.add_function(wrap_pyfunction!(cache_entries, m)?)?;
    m.add_function(wrap_pyfunction!(cache_disk_stats, m)?)?;
    m.add_function(wrap_pyfunction!(cache_prune, m)?)?;
    m.add_function(wrap_pyfunction!(cache_clear, m)?)?;
    m.add_function(wrap_pyfunction!(parse_size, m)?)?;
    m.add_function(wrap_pyfunction!(toolchains, m)?)?;
    m.add_function(wrap_pyfunction!(kernel_flags, m)?)?;
    m.add_function(wrap_pyfunction!(native_isa, m)?)?;
    m.add_function(wrap_pyfunction!(parse_sections, m)?)?;
    m.add_function(wrap_pyfunction!(validate_limits, m)?)?;
    m.add_function(wrap_pyfunction!(expand_apply_specific, m)?)?;
    m.add_function(wrap_pyfunction!(diff, m)?)?;
    m.add_function(wrap_pyfunction!(replay, m)?)?;
    m.add_function(wrap_pyfunction!(read_bundle, m)?)?;
    m.add_class::<WasmModule>()?;
    m.add_class::<WasmInstance>()?;
    m.add_class::<CallBase>()?;
    Ok(())
}
