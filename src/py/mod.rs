//! The Python extension `twinlink._core`: the only place that uses pyo3. It converts plans and
//! values at the edge and maps every Rust error to its Python exception here, and only here.
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use pyo3::exceptions::{self as exc, PyException, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};

use crate::cache::{self, ModuleCache};
use crate::error::{Error, PyExcKind};
use crate::plan::LinkPlan;
use crate::sandbox::guest::{
    self, ArrayView, GuestArray, GuestInstance, GuestModule, GuestValue, Input, Output, OwnedArray,
};
use crate::sandbox::Limits;
use crate::toolchain::HostEnv;
use numpy::npyffi::{self, npy_intp, NpyTypes, PY_ARRAY_API};
use numpy::{PyArrayDescrMethods, PyUntypedArray, PyUntypedArrayMethods};

/// One of twinlink's exception classes (python/twinlink/errors.py), raised with `message`.
fn twinlink_error(class: &str, message: String, kind: Option<&str>) -> PyErr {
    Python::attach(|py| {
        let made = (|| -> PyResult<PyErr> {
            let cls = py.import("twinlink.errors")?.getattr(class)?;
            let value = match kind {
                Some(k) => cls.call1((message.clone(), k))?,
                None => cls.call1((message.clone(),))?,
            };
            Ok(PyErr::from_value(value))
        })();
        made.unwrap_or_else(|e| e)
    })
}

/// Every Rust error becomes its Python exception here, and only here.
fn to_py(err: Error) -> PyErr {
    let msg = err.to_string();
    match err {
        Error::Link(m) => twinlink_error("LinkError", m, None),
        Error::Compile { .. } | Error::Toolchain(_) => twinlink_error("CompileError", msg, None),
        Error::Sandbox(m) => twinlink_error("SandboxError", m, None),
        Error::Trap { kind, message } => twinlink_error("SandboxTrap", message, Some(kind)),
        Error::Timeout(m) => twinlink_error("SandboxTimeout", m, None),
        Error::OutOfFuel(m) => twinlink_error("SandboxOutOfFuel", m, None),
        Error::SandboxMemory(m) => twinlink_error("SandboxMemoryError", m, None),
        Error::Marshal(m) => exc::PyTypeError::new_err(m),
        Error::Guest { kind, message } => guest_exception(kind, message),
        // With its errno, OSError becomes the matching subclass (FileNotFoundError, ...).
        Error::Io { err, .. } => match err.raw_os_error() {
            Some(code) => exc::PyOSError::new_err((code, msg)),
            None => exc::PyOSError::new_err(msg),
        },
        Error::Cache(m) => PyRuntimeError::new_err(format!("twinlink cache: {m}")),
        Error::Bundle(m) => twinlink_error("BundleError", m, None),
    }
}

/// Limits from the dict `twinlink.Limits.as_dict()` gives.
fn limits_from(d: &Bound<'_, PyDict>) -> PyResult<Limits> {
    let get = |k: &str| -> PyResult<Bound<'_, PyAny>> {
        d.get_item(k)?
            .ok_or_else(|| twinlink_error("LinkError", format!("Limits is missing {k}"), None))
    };
    let timeout: Option<f64> = get("timeout")?.extract()?;
    let limits = Limits {
        timeout: match timeout {
            None => None,
            Some(t) if t.is_finite() && t > 0.0 && t < 1e9 => Some(std::time::Duration::from_secs_f64(t)),
            Some(t) => {
                return Err(twinlink_error(
                    "LinkError",
                    format!("invalid Limits: timeout must be positive seconds or None, not {t}"),
                    None,
                ))
            }
        },
        fuel: get("fuel")?.extract()?,
        memory: get("memory")?.extract()?,
        stack: get("stack")?.extract()?,
        output: get("output")?.extract()?,
    };
    limits.validate().map_err(to_py)?;
    Ok(limits)
}

/// Checks a Limits dict (range errors raise LinkError, a ValueError).
#[pyfunction]
fn validate_limits(limits: &Bound<'_, PyDict>) -> PyResult<()> {
    limits_from(limits).map(|_| ())
}

fn guest_exception(kind: PyExcKind, m: String) -> PyErr {
    use PyExcKind::*;
    match kind {
        BaseException => exc::PyBaseException::new_err(m),
        Exception => PyException::new_err(m),
        TypeError => exc::PyTypeError::new_err(m),
        ValueError => PyValueError::new_err(m),
        RuntimeError => PyRuntimeError::new_err(m),
        MemoryError => exc::PyMemoryError::new_err(m),
        IndexError => exc::PyIndexError::new_err(m),
        NotImplementedError => exc::PyNotImplementedError::new_err(m),
        ZeroDivisionError => exc::PyZeroDivisionError::new_err(m),
        OverflowError => exc::PyOverflowError::new_err(m),
        AssertionError => exc::PyAssertionError::new_err(m),
        ArithmeticError => exc::PyArithmeticError::new_err(m),
        LookupError => exc::PyLookupError::new_err(m),
        KeyError => exc::PyKeyError::new_err(m),
        AttributeError => exc::PyAttributeError::new_err(m),
        SystemError => exc::PySystemError::new_err(m),
    }
}

fn host_env(env: &Bound<'_, PyDict>) -> PyResult<HostEnv> {
    let path = |k: &str| -> PyResult<Option<PathBuf>> {
        Ok(env
            .get_item(k)?
            .filter(|v| !v.is_none())
            .map(|v| v.extract::<String>())
            .transpose()?
            .map(PathBuf::from))
    };
    let string = |k: &str| -> PyResult<Option<String>> {
        env.get_item(k)?
            .filter(|v| !v.is_none())
            .map(|v| v.extract::<String>())
            .transpose()
    };
    Ok(HostEnv {
        python: path("python")?,
        python_include: path("python_include")?,
        numpy_include: path("numpy_include")?,
        ext_suffix: string("ext_suffix")?,
        numpy_version: string("numpy_version")?,
    })
}

fn plan_from(json: &str) -> PyResult<LinkPlan> {
    LinkPlan::from_json(json).map_err(to_py)
}

/// The generated C module text of a plan (the same for both targets).
#[pyfunction]
fn assemble(plan_json: &str) -> PyResult<String> {
    crate::clinker::CLinker::assemble(&plan_from(plan_json)?)
        .map(|m| m.source)
        .map_err(to_py)
}

/// Compiles (or finds in the cache) the native extension: (path, module name, source).
#[pyfunction]
fn build_native(py: Python<'_>, plan_json: &str, env: &Bound<'_, PyDict>) -> PyResult<(String, String, String)> {
    let plan = plan_from(plan_json)?;
    let env = host_env(env)?;
    let art = py.detach(|| crate::compile::build_native(&plan, &env)).map_err(to_py)?;
    Ok((
        art.path.to_string_lossy().into_owned(),
        art.module_name,
        art.module.source,
    ))
}

/// Compiles (or finds in the cache) the wasm module.
#[pyfunction]
fn build_wasm(
    py: Python<'_>,
    plan_json: &str,
    env: &Bound<'_, PyDict>,
    limits: &Bound<'_, PyDict>,
) -> PyResult<WasmModule> {
    let plan = plan_from(plan_json)?;
    let env = host_env(env)?;
    let limits = limits_from(limits)?;
    let art = py
        .detach(|| crate::compile::build_wasm(&plan, &env, &limits))
        .map_err(to_py)?;
    Ok(WasmModule {
        guest: art.guest,
        source: art.module.source,
        toolchain: art.toolchain,
        flags: art.flags,
        wasm_path: art.wasm_path.to_string_lossy().into_owned(),
    })
}

#[pyclass(frozen, module = "twinlink._core")]
struct WasmModule {
    guest: Arc<GuestModule>,
    #[pyo3(get)]
    source: String,
    #[pyo3(get)]
    toolchain: String,
    flags: Vec<String>,
    #[pyo3(get)]
    wasm_path: String,
}

#[pymethods]
impl WasmModule {
    /// A fresh instance (own memory, own struct state). `names` label arguments in errors;
    /// `destroyed` lists the input positions ops write into.
    #[pyo3(signature = (constants, names, return_list, destroyed, limits))]
    fn instance(
        &self,
        py: Python<'_>,
        constants: Vec<Bound<'_, PyAny>>,
        names: Vec<String>,
        return_list: bool,
        destroyed: Vec<usize>,
        limits: &Bound<'_, PyDict>,
    ) -> PyResult<WasmInstance> {
        let limits = limits_from(limits)?;
        let values = constants
            .iter()
            .enumerate()
            .map(|(i, c)| to_guest(c, &|| format!("constant {i}"), 0))
            .collect::<PyResult<Vec<_>>>()?;
        let guest = self.guest.clone();
        let inst = py.detach(|| GuestInstance::new(guest, values, limits)).map_err(to_py)?;
        Ok(WasmInstance {
            inner: Mutex::new(inst),
            names,
            return_list,
            destroyed,
        })
    }

    /// Runs the graph once on a fresh instance with `limits` and writes a bundle to `path`
    /// (see src/bundle.rs). `inputs` are (name, value) pairs, already filtered. Returns the
    /// recorded outputs as a list.
    #[pyo3(signature = (path, plan_json, constants, inputs, output_names, limits))]
    #[allow(clippy::too_many_arguments)]
    fn export_bundle<'py>(
        &self,
        py: Python<'py>,
        path: PathBuf,
        plan_json: &str,
        constants: Vec<Bound<'py, PyAny>>,
        inputs: Vec<(String, Bound<'py, PyAny>)>,
        output_names: Vec<String>,
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
        let wasm = std::fs::read(&self.wasm_path)
            .map_err(|e| to_py(Error::io(format!("cannot read {}", self.wasm_path), e)))?;
        let recording = crate::replay::Recording {
            wasm: &wasm,
            module: &self.guest,
            plan,
            toolchain: crate::bundle::Toolchain {
                compiler: self.toolchain.clone(),
                flags: self.flags.clone(),
            },
            limits: &limits,
            constants: &constants,
            inputs: &inputs,
            output_names: &output_names,
        };
        let outs = py.detach(|| crate::replay::record(&recording, &path)).map_err(to_py)?;
        PyList::new(
            py,
            outs.into_iter()
                .map(|v| from_guest(py, v))
                .collect::<PyResult<Vec<_>>>()?,
        )
    }
}

#[pyclass(frozen, module = "twinlink._core")]
struct WasmInstance {
    inner: Mutex<GuestInstance>,
    names: Vec<String>,
    return_list: bool,
    /// Input positions ops write into: copied back into the caller's arrays after a run.
    destroyed: Vec<usize>,
}

/// `what` names the value in errors; it is only called when one is raised.
fn to_guest(obj: &Bound<'_, PyAny>, what: &dyn Fn() -> String, depth: usize) -> PyResult<GuestValue> {
    if obj.is_none() {
        return Ok(GuestValue::None);
    }
    if let Ok(b) = obj.cast::<PyBool>() {
        return Ok(GuestValue::Bool(b.is_true()));
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(GuestValue::Float(f.value()));
    }
    if obj.is_instance_of::<PyInt>() {
        return obj.extract::<i64>().map(GuestValue::Int).map_err(|_| {
            exc::PyOverflowError::new_err(format!("{}: int {obj} does not fit the sandbox's 64-bit int", what()))
        });
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(GuestValue::Str(s.to_str()?.to_string()));
    }
    if let Ok(arr) = obj.cast::<PyUntypedArray>() {
        let view = HostArray::new(arr, what)?;
        let v = view.view();
        let n: usize = v.shape.iter().product();
        let mut data = vec![0u8; n * v.itemsize];
        guest::strided_copy(
            v.data,
            v.offset,
            v.strides,
            &mut data,
            0,
            &guest::c_strides(v.shape, v.itemsize),
            v.shape,
            v.itemsize,
        );
        return Ok(GuestValue::Array(OwnedArray {
            typenum: v.typenum,
            itemsize: v.itemsize,
            shape: v.shape.to_vec(),
            data,
        }));
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        if depth > 32 {
            return Err(exc::PyValueError::new_err(format!(
                "{}: tuples nested deeper than 32 levels cannot enter the sandbox",
                what()
            )));
        }
        return t
            .iter()
            .map(|item| to_guest(&item, what, depth + 1))
            .collect::<PyResult<Vec<_>>>()
            .map(GuestValue::Tuple);
    }
    Err(exc::PyTypeError::new_err(format!(
        "{}: the wasm target cannot pass a {} into the sandbox (it passes NumPy arrays, float, int, bool, None, str and tuples of them)",
        what(),
        obj.get_type().name()?
    )))
}

fn from_guest<'py>(py: Python<'py>, v: GuestValue) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        GuestValue::None => py.None().into_bound(py),
        GuestValue::Bool(b) => PyBool::new(py, b).to_owned().into_any(),
        GuestValue::Int(i) => i.into_pyobject(py)?.into_any(),
        GuestValue::Float(f) => PyFloat::new(py, f).into_any(),
        GuestValue::Str(s) => PyString::new(py, &s).into_any(),
        GuestValue::Tuple(items) => PyTuple::new(
            py,
            items
                .into_iter()
                .map(|i| from_guest(py, i))
                .collect::<PyResult<Vec<_>>>()?,
        )?
        .into_any(),
        GuestValue::Array(a) => {
            let out = new_array(py, a.typenum, &a.shape, false)?;
            // SAFETY: `out` was just created and is not shared yet.
            unsafe {
                fill_array(&out, |dst, strides| {
                    guest::strided_copy(&a.data, 0, &a.c_strides(), dst, 0, strides, &a.shape, a.itemsize)
                })
            };
            out.into_any()
        }
    })
}

/// A NumPy array's memory seen as bytes for the duration of a call (the caller keeps it alive).
struct HostArray {
    typenum: i32,
    itemsize: usize,
    shape: Vec<usize>,
    strides: Vec<isize>,
    data: *const u8,
    len: usize,
    offset: usize,
    aligned: bool,
}

impl HostArray {
    fn new(arr: &Bound<'_, PyUntypedArray>, what: &dyn Fn() -> String) -> PyResult<Self> {
        let dtype = arr.dtype();
        let (typenum, itemsize) = (dtype.num(), dtype.itemsize());
        if guest::itemsize_of(typenum) != Some(itemsize) || !dtype.is_native_byteorder().unwrap_or(true) {
            return Err(exc::PyTypeError::new_err(format!(
                "{}: {dtype} arrays cannot enter the sandbox",
                what()
            )));
        }
        let shape = arr.shape().to_vec();
        let strides = arr.strides().to_vec();
        let (lo, hi) = guest::extent(&shape, &strides, itemsize);
        // SAFETY: reads the struct of a live ndarray; its elements occupy data + [lo, hi).
        let (base, flags) = unsafe {
            (
                (*arr.as_array_ptr()).fields.data as *const u8,
                (*arr.as_array_ptr()).fields.flags,
            )
        };
        let data = if hi > lo { unsafe { base.offset(lo) } } else { base };
        let aligned = flags & npyffi::NPY_ARRAY_ALIGNED != 0;
        Ok(HostArray {
            typenum,
            itemsize,
            shape,
            strides,
            data,
            len: (hi - lo).max(0) as usize,
            offset: (-lo) as usize,
            aligned,
        })
    }

    fn view(&self) -> ArrayView<'_> {
        // SAFETY: the ndarray outlives `self` (the caller holds it for the whole call) and its
        // elements lie in this range; empty arrays use an empty slice.
        let data = if self.len == 0 {
            &[][..]
        } else {
            unsafe { std::slice::from_raw_parts(self.data, self.len) }
        };
        ArrayView {
            typenum: self.typenum,
            itemsize: self.itemsize,
            shape: &self.shape,
            strides: &self.strides,
            data,
            offset: self.offset,
            aligned: self.aligned,
        }
    }
}

/// A new, uninitialised NumPy array (C order, or Fortran order when `fortran`).
fn new_array<'py>(
    py: Python<'py>,
    typenum: i32,
    shape: &[usize],
    fortran: bool,
) -> PyResult<Bound<'py, PyUntypedArray>> {
    let mut dims: Vec<npy_intp> = shape.iter().map(|&n| n as npy_intp).collect();
    // SAFETY: NumPy's documented constructor: it steals the descriptor and returns a new
    // reference, or NULL with an exception set.
    unsafe {
        let descr = PY_ARRAY_API.PyArray_DescrFromType(py, typenum);
        if descr.is_null() {
            return Err(PyErr::fetch(py));
        }
        let ptr = PY_ARRAY_API.PyArray_NewFromDescr(
            py,
            npyffi::get_type_object(py, NpyTypes::PyArray_Type),
            descr,
            dims.len() as std::os::raw::c_int,
            dims.as_mut_ptr(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            if fortran { npyffi::NPY_ARRAY_F_CONTIGUOUS } else { 0 },
            std::ptr::null_mut(),
        );
        Ok(Bound::from_owned_ptr_or_err(py, ptr)?.cast_into_unchecked())
    }
}

/// Runs `fill` on the bytes and byte strides of an array.
///
/// # Safety
/// `arr` must be contiguous and referenced by nothing else while `fill` runs (an array
/// `new_array` just made).
unsafe fn fill_array<R>(arr: &Bound<'_, PyUntypedArray>, fill: impl FnOnce(&mut [u8], &[isize]) -> R) -> R {
    let n: usize = arr.shape().iter().product::<usize>() * arr.dtype().itemsize();
    let strides = arr.strides().to_vec();
    let data = unsafe { (*arr.as_array_ptr()).fields.data } as *mut u8;
    let bytes = if n == 0 {
        &mut [][..]
    } else {
        unsafe { std::slice::from_raw_parts_mut(data, n) }
    };
    fill(bytes, &strides)
}

fn array_out<'py>(py: Python<'py>, inst: &GuestInstance, a: &GuestArray) -> PyResult<Bound<'py, PyAny>> {
    let fortran = a.shape.len() > 1
        && guest::is_f_contiguous(&a.shape, &a.strides, a.itemsize)
        && !guest::is_c_contiguous(&a.shape, &a.strides, a.itemsize);
    let out = new_array(py, a.typenum, &a.shape, fortran)?;
    // SAFETY: `out` was just created and is not shared yet.
    unsafe { fill_array(&out, |dst, strides| inst.copy_out(a, dst, strides)) }.map_err(to_py)?;
    Ok(out.into_any())
}

fn forward_printed(py: Python<'_>, printed: crate::sandbox::guest::Printed) -> PyResult<()> {
    if printed.stdout.is_empty() && printed.stderr.is_empty() && !printed.truncated {
        return Ok(());
    }
    let sys = py.import("sys")?;
    if !printed.stdout.is_empty() {
        sys.getattr("stdout")?
            .call_method1("write", (String::from_utf8_lossy(&printed.stdout),))?;
    }
    let mut err = String::from_utf8_lossy(&printed.stderr).into_owned();
    if printed.truncated {
        err.push_str(&format!(
            "\n[twinlink: guest output passed the {} output limit (Limits.output); the rest was dropped]\n",
            crate::sandbox::limits::bytes(printed.cap)
        ));
    }
    if !err.is_empty() {
        sys.getattr("stderr")?.call_method1("write", (err,))?;
    }
    Ok(())
}

impl WasmInstance {
    /// The instance lock, waited for without the GIL: a thread running the guest has released
    /// the GIL and needs it back to finish, so blocking while holding it could deadlock.
    fn lock(&self, py: Python<'_>) -> PyResult<std::sync::MutexGuard<'_, GuestInstance>> {
        loop {
            match self.inner.try_lock() {
                Ok(guard) => return Ok(guard),
                Err(std::sync::TryLockError::Poisoned(_)) => {
                    return Err(twinlink_error("SandboxError", "instance lock poisoned".into(), None))
                }
                Err(std::sync::TryLockError::WouldBlock) => py.detach(|| drop(self.inner.lock())),
            }
        }
    }
}

#[pymethods]
impl WasmInstance {
    /// Runs the graph on `args` (positional inputs). Copying inputs in and running release the
    /// GIL; outputs are copied into new NumPy arrays.
    #[pyo3(signature = (*args))]
    fn run<'py>(&self, py: Python<'py>, args: &Bound<'py, PyTuple>) -> PyResult<Bound<'py, PyAny>> {
        enum Prepared {
            Value(GuestValue),
            Array(HostArray),
        }
        let mut prepared = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let what = || {
                format!(
                    "argument '{}' (input {i})",
                    self.names.get(i).map(String::as_str).unwrap_or("?")
                )
            };
            prepared.push(match a.cast::<PyUntypedArray>() {
                Ok(arr) => Prepared::Array(HostArray::new(arr, &what)?),
                Err(_) => Prepared::Value(to_guest(&a, &what, 0)?),
            });
        }
        let inputs: Vec<Input<'_>> = prepared
            .iter()
            .map(|p| match p {
                Prepared::Value(v) => Input::Value(v),
                Prepared::Array(a) => Input::Array(a.view()),
            })
            .collect();
        let mut guard = self.lock(py)?;
        let inst: &mut GuestInstance = &mut guard;
        // SAFETY of sending `inputs` across: they borrow ndarray memory kept alive by `args`.
        let ran = py.detach(|| inst.set_inputs(&inputs).and_then(|()| inst.run()));
        forward_printed(py, inst.take_printed())?;
        ran.map_err(to_py)?;
        for &pos in &self.destroyed {
            if let (Some(Prepared::Array(host)), Some(written)) =
                (prepared.get(pos), inst.input_array(pos).map_err(to_py)?)
            {
                // SAFETY: Function checked this array is writeable before the call; `host`
                // describes its live memory.
                let dst = unsafe { std::slice::from_raw_parts_mut(host.data as *mut u8, host.len) };
                if written.shape == host.shape {
                    inst.copy_out_at(&written, dst, host.offset, &host.strides)
                        .map_err(to_py)?;
                }
            }
        }
        let outs = inst.outputs().map_err(to_py)?;
        let mut values = Vec::with_capacity(outs.len());
        for o in &outs {
            values.push(match o {
                Output::Value(v) => from_guest(py, v.clone())?,
                Output::Array(a) => array_out(py, inst, a)?,
            });
        }
        if !self.return_list && values.len() == 1 {
            return Ok(values.remove(0));
        }
        Ok(PyList::new(py, values)?.into_any())
    }

    /// Shim objects alive in the guest (refcount bookkeeping check).
    fn live_objects(&self, py: Python<'_>) -> PyResult<i64> {
        self.lock(py)?.live_objects().map_err(to_py)
    }

    /// Bytes of guest linear memory.
    fn memory_bytes(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.lock(py)?.memory_bytes())
    }
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
fn diff<'py>(py: Python<'py>, expected: &Bound<'py, PyAny>, got: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    let array = |v: &Bound<'py, PyAny>, what: &str| -> PyResult<OwnedArray> {
        match to_guest(v, &|| what.to_string(), 0)? {
            GuestValue::Array(a) => Ok(a),
            GuestValue::Float(f) => Ok(crate::diff::scalar(f)),
            _ => Err(exc::PyTypeError::new_err(format!(
                "{what} must be a NumPy array or a float"
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
fn replay<'py>(py: Python<'py>, path: PathBuf, engine: &str) -> PyResult<Bound<'py, PyDict>> {
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
fn read_bundle<'py>(py: Python<'py>, path: PathBuf) -> PyResult<Bound<'py, PyDict>> {
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

/// Splits `#section` files, given as (name, text) pairs: {tag: text}, tags in canonical order.
/// Bad files raise LinkError (a ValueError) naming the file and line.
#[pyfunction]
fn parse_sections<'py>(py: Python<'py>, files: Vec<(String, String)>) -> PyResult<Bound<'py, PyDict>> {
    let parsed = crate::clinker::sections::parse(&files).map_err(to_py)?;
    let d = PyDict::new(py);
    for (tag, text) in parsed.sections {
        d.set_item(tag, text)?;
    }
    Ok(d)
}

/// `APPLY_SPECIFIC(x)` → `x_<node>` in `text` (struct sections, whose member names C needs).
#[pyfunction]
fn expand_apply_specific(text: &str, node: &str) -> String {
    crate::clinker::sections::expand_apply_specific(text, node)
}

/// hits / loads / compiles / rebuilt of the module cache in this process.
#[pyfunction]
fn cache_stats(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let s = cache::stats();
    let d = PyDict::new(py);
    d.set_item("hits", s.hits)?;
    d.set_item("loads", s.loads)?;
    d.set_item("compiles", s.compiles)?;
    d.set_item("rebuilt", s.rebuilt)?;
    Ok(d)
}

#[pyfunction]
fn cache_dir() -> String {
    ModuleCache::global().root().to_string_lossy().into_owned()
}

/// Removes this process's unversioned modules (called at interpreter exit).
#[pyfunction]
fn cleanup_unversioned() {
    ModuleCache::global().cleanup_unversioned();
}

/// Which compilers the targets use (detects them on first call).
#[pyfunction]
fn toolchains<'py>(py: Python<'py>, env: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    let env = host_env(env)?;
    let d = PyDict::new(py);
    d.set_item(
        "native",
        crate::toolchain::native::NativeToolchain::detect()
            .map(|t| t.identity.clone())
            .map_err(to_py)?,
    )?;
    d.set_item(
        "wasm",
        crate::toolchain::wasm::WasmToolchain::detect(&env)
            .map(|t| t.identity.clone())
            .map_err(to_py)?,
    )?;
    Ok(d)
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(assemble, m)?)?;
    m.add_function(wrap_pyfunction!(build_native, m)?)?;
    m.add_function(wrap_pyfunction!(build_wasm, m)?)?;
    m.add_function(wrap_pyfunction!(cache_stats, m)?)?;
    m.add_function(wrap_pyfunction!(cache_dir, m)?)?;
    m.add_function(wrap_pyfunction!(cleanup_unversioned, m)?)?;
    m.add_function(wrap_pyfunction!(toolchains, m)?)?;
    m.add_function(wrap_pyfunction!(parse_sections, m)?)?;
    m.add_function(wrap_pyfunction!(validate_limits, m)?)?;
    m.add_function(wrap_pyfunction!(expand_apply_specific, m)?)?;
    m.add_function(wrap_pyfunction!(diff, m)?)?;
    m.add_function(wrap_pyfunction!(replay, m)?)?;
    m.add_function(wrap_pyfunction!(read_bundle, m)?)?;
    m.add_class::<WasmModule>()?;
    m.add_class::<WasmInstance>()?;
    Ok(())
}
