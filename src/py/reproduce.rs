//! Reproducibility from Python: bundles written from a wasm Function and read back, replay on
//! the three engines, and element-wise comparison of arrays (src/bundle.rs, src/replay.rs,
//! src/diff.rs), with their reports as plain dicts.
use std::path::{Path, PathBuf};
use std::sync::Arc;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use super::convert::{from_guest, limits_from, to_guest};
use super::errors::{to_py, twinlink_error};
use crate::error::Error;
use crate::sandbox::GuestModule;
use crate::value::{scalar, scalar_as_array, GuestValue, OwnedArray};

/// What a built wasm module knows about itself that a bundle records.
pub struct BuiltWasm<'a> {
    pub guest: &'a Arc<GuestModule>,
    pub toolchain: &'a str,
    pub flags: &'a [String],
    pub kernel_flags: &'a [String],
    pub wasm_path: &'a str,
}

/// Runs the graph once on a fresh instance with `limits` and writes a bundle to `path`.
#[allow(clippy::too_many_arguments)]
pub fn export_bundle<'py>(
    py: Python<'py>,
    built: &BuiltWasm<'_>,
    path: &Path,
    plan_json: &str,
    constants: &[Bound<'py, PyAny>],
    inputs: &[(String, Bound<'py, PyAny>)],
    output_names: &[String],
    limits: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyList>> {
    let limits = limits_from(limits)?;
    let plan: serde_json::Value = serde_json::from_str(plan_json)
        .map_err(|e| twinlink_error("LinkError", format!("the plan is not JSON: {e}"), None))?;
    let constants = constants
        .iter()
        .enumerate()
        .map(|(i, c)| to_guest(c, &|| format!("constant {i}"), 0))
        .collect::<PyResult<Vec<_>>>()?;
    let inputs = inputs
        .iter()
        .enumerate()
        .map(|(i, (name, v))| {
            Ok((
                name.clone(),
                to_guest(v, &|| format!("argument '{name}' (input {i})"), 0)?,
            ))
        })
        .collect::<PyResult<Vec<_>>>()?;
    let wasm =
        std::fs::read(built.wasm_path).map_err(|e| to_py(Error::io(format!("cannot read {}", built.wasm_path), e)))?;
    let recording = crate::replay::Recording {
        wasm: &wasm,
        module: built.guest,
        plan,
        toolchain: crate::bundle::Toolchain {
            compiler: built.toolchain.to_string(),
            flags: built.flags.to_vec(),
            kernel_flags: built.kernel_flags.to_vec(),
        },
        limits: &limits,
        constants: &constants,
        inputs: &inputs,
        output_names,
    };
    let outs = py.detach(|| crate::replay::record(&recording, path)).map_err(to_py)?;
    PyList::new(
        py,
        outs.into_iter()
            .map(|v| from_guest(py, v))
            .collect::<PyResult<Vec<_>>>()?,
    )
}

/// A float's comparison numbers as Python floats (infinite stays infinite).
fn mismatch_dict<'py>(py: Python<'py>, m: &crate::diff::Mismatch) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("index", PyTuple::new(py, &m.index)?)?;
    d.set_item("expected", &m.expected)?;
    d.set_item("got", &m.got)?;
    d.set_item("ulp", m.ulp)?;
    Ok(d)
}

fn diff_dict<'py>(py: Python<'py>, d: &crate::diff::Diff) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    out.set_item("identical", d.identical)?;
    out.set_item("mismatches", d.mismatches)?;
    out.set_item("nan_payloads", d.nan_payloads)?;
    out.set_item("elements", d.elements)?;
    out.set_item("max_abs", d.max_abs)?;
    out.set_item("max_rel", d.max_rel)?;
    out.set_item("max_ulp", d.max_ulp)?;
    out.set_item(
        "first",
        match &d.first {
            Some(m) => mismatch_dict(py, m)?.into_any(),
            None => py.None().into_bound(py),
        },
    )?;
    Ok(out)
}

/// Compares two NumPy arrays of one dtype and shape element by element (src/diff.rs).
#[pyfunction]
pub fn diff<'py>(
    py: Python<'py>,
    expected: &Bound<'py, PyAny>,
    got: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyDict>> {
    let array = |v: &Bound<'py, PyAny>, what: &str| -> PyResult<OwnedArray> {
        match to_guest(v, &|| what.to_string(), 0)? {
            GuestValue::Array(a) => Ok(a),
            GuestValue::Float(f) => Ok(scalar(f)),
            GuestValue::Scalar { typenum, data } => Ok(scalar_as_array(typenum, &data)),
            _ => Err(PyTypeError::new_err(format!(
                "{what} must be a NumPy array, a NumPy scalar or a float"
            ))),
        }
    };
    let (e, g) = (array(expected, "expected")?, array(got, "got")?);
    let d = py
        .detach(|| crate::diff::diff(&e, &g))
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    diff_dict(py, &d)
}

/// Replays the bundle at `path` on `engine` (cranelift, winch, interpreter or all): a dict
/// with the bundle's summary, one report per engine and the text the CLI prints.
#[pyfunction]
#[pyo3(signature = (path, engine = "all"))]
pub fn replay<'py>(py: Python<'py>, path: PathBuf, engine: &str) -> PyResult<Bound<'py, PyDict>> {
    let engines = crate::replay::Engine::parse(engine).map_err(to_py)?;
    let (bundle, reports) = py.detach(|| crate::replay::replay(&path, &engines)).map_err(to_py)?;
    let h = &bundle.header;
    let out = PyDict::new(py);
    out.set_item("path", path.to_string_lossy())?;
    out.set_item("created_by", &h.created_by)?;
    out.set_item("toolchain", &h.toolchain.compiler)?;
    out.set_item("recorded_on", format!("{} ({})", h.engine.runtime, h.engine.compiler))?;
    out.set_item("text", crate::replay::render(&path, &bundle, &reports))?;
    let list = PyList::empty(py);
    for r in &reports {
        let d = PyDict::new(py);
        d.set_item("engine", r.engine.name())?;
        d.set_item("description", r.engine.describe())?;
        d.set_item("identical", r.identical())?;
        d.set_item("error", r.error.clone())?;
        d.set_item("seconds", r.seconds)?;
        let outs = PyList::empty(py);
        for o in &r.outputs {
            let od = PyDict::new(py);
            od.set_item("name", &o.name)?;
            od.set_item("identical", o.identical)?;
            od.set_item("problem", &o.problem)?;
            od.set_item(
                "diff",
                match &o.diff {
                    Some(d) => diff_dict(py, d)?.into_any(),
                    None => py.None().into_bound(py),
                },
            )?;
            outs.append(od)?;
        }
        d.set_item("outputs", outs)?;
        list.append(d)?;
    }
    out.set_item("engines", list)?;
    Ok(out)
}

/// A bundle's contents: its header (JSON text) and its inputs and outputs as (name, value)
/// pairs, every part checked against its digest.
#[pyfunction]
pub fn read_bundle<'py>(py: Python<'py>, path: PathBuf) -> PyResult<Bound<'py, PyDict>> {
    let b = py.detach(|| crate::bundle::Bundle::read(&path)).map_err(to_py)?;
    let header =
        serde_json::to_string(&b.header).map_err(|e| to_py(Error::Bundle(format!("cannot encode the header: {e}"))))?;
    let entries = |list: &[crate::bundle::Entry], kind: &str| -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        for e in list {
            let v = b.value(&e.value, &format!("{kind} '{}'", e.name)).map_err(to_py)?;
            out.append((e.name.clone(), from_guest(py, v)?))?;
        }
        Ok(out)
    };
    let d = PyDict::new(py);
    d.set_item("header", header)?;
    d.set_item("inputs", entries(&b.header.inputs, "input")?)?;
    d.set_item("outputs", entries(&b.header.outputs, "output")?)?;
    Ok(d)
}
