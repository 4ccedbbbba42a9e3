//! Building and running Functions from Python: the C text of a plan, the native extension
//! and the wasm module (through the cache), wasm instances and their calls (inputs borrowed
//! from NumPy, the run without the GIL or, for small inputs, with it until the next watchdog
//! tick, outputs copied into NumPy arrays), and the linker, cache and toolchain queries
//! `twinlink` makes.
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

use smallvec::SmallVec;

use numpy::npyffi;
use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use super::convert::{
    array_out, as_ndarray, float64_array, float_bytes, forward_printed, from_guest, host_env, is_exact_ndarray,
    limits_from, plan_from, to_guest, type_and_byteorder, HostArray,
};
use super::errors::{to_py, twinlink_error};
use super::reproduce::BuiltWasm;
use crate::cache::{self, ModuleCache};
use crate::plan::Language;
use crate::sandbox::abi::{GuestArray, Input, Output};
use crate::sandbox::{GuestInstance, GuestModule};
use crate::toolchain::{native::NativeToolchain, wasm::WasmToolchain, HostEnv};
use crate::value::{self as value, Block, GuestValue};

/// Checks a Limits dict (range errors raise LinkError, a ValueError).
#[pyfunction]
pub fn validate_limits(limits: &Bound<'_, PyDict>) -> PyResult<()> {
    limits_from(limits).map(|_| ())
}

/// The generated C module text of a plan (the same for both targets).
#[pyfunction]
pub fn assemble(plan_json: &str) -> PyResult<String> {
    crate::clinker::CLinker::assemble(&plan_from(plan_json)?)
        .map(|m| m.source)
        .map_err(to_py)
}

/// Compiles (or finds in the cache) the native extension: (path, module name, source).
#[pyfunction]
pub fn build_native(py: Python<'_>, plan_json: &str, env: &Bound<'_, PyDict>) -> PyResult<(String, String, String)> {
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
pub fn build_wasm(
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
    Ok(art.into())
}

/// A wasm module carried by a pickled Function (see `compile::load_wasm`).
#[pyfunction]
pub fn load_wasm(
    py: Python<'_>,
    wasm: Vec<u8>,
    plan_json: &str,
    toolchain: &str,
    flags: Vec<String>,
    kernel_flags: Vec<String>,
    limits: &Bound<'_, PyDict>,
) -> PyResult<WasmModule> {
    let plan = plan_from(plan_json)?;
    let limits = limits_from(limits)?;
    let art = py
        .detach(|| crate::compile::load_wasm(&wasm, &plan, toolchain, &flags, &kernel_flags, &limits))
        .map_err(to_py)?;
    Ok(art.into())
}

/// A native extension carried by a pickled Function: its path in the cache (see
/// `compile::place_native`).
#[pyfunction]
pub fn place_native(
    py: Python<'_>,
    extension: Vec<u8>,
    module_name: &str,
    env: &Bound<'_, PyDict>,
) -> PyResult<String> {
    let env = host_env(env)?;
    py.detach(|| crate::compile::place_native(&extension, module_name, &env))
        .map(|p| p.to_string_lossy().into_owned())
        .map_err(to_py)
}

impl From<crate::compile::WasmArtifact> for WasmModule {
    fn from(art: crate::compile::WasmArtifact) -> Self {
        WasmModule {
            guest: art.guest,
            source: art.module.source,
            toolchain: art.toolchain,
            flags: art.flags,
            kernel_flags: art.kernel_flags,
            wasm_path: art.wasm_path.to_string_lossy().into_owned(),
        }
    }
}

#[pyclass(frozen, module = "twinlink._core")]
pub struct WasmModule {
    guest: Arc<GuestModule>,
    #[pyo3(get)]
    source: String,
    #[pyo3(get)]
    toolchain: String,
    #[pyo3(get)]
    flags: Vec<String>,
    #[pyo3(get)]
    kernel_flags: Vec<String>,
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
            inner: Mutex::new(Inner {
                guest: inst,
                checks: Checks::default(),
                kept: Vec::new(),
            }),
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
        let built = BuiltWasm {
            guest: &self.guest,
            toolchain: &self.toolchain,
            flags: &self.flags,
            kernel_flags: &self.kernel_flags,
            wasm_path: &self.wasm_path,
        };
        super::reproduce::export_bundle(py, &built, &path, plan_json, &constants, &inputs, &output_names, limits)
    }
}

#[pyclass(frozen, module = "twinlink._core")]
pub struct WasmInstance {
    inner: Mutex<Inner>,
    names: Vec<String>,
    return_list: bool,
    /// Input positions ops write into: copied back into the caller's arrays after a run.
    destroyed: Vec<usize>,
}

/// What a WasmInstance guards with its one lock: the guest, `call`'s input checks, and the
/// array each output returned last (`convert::array_out` reuses it when the caller let it go).
struct Inner {
    guest: GuestInstance,
    checks: Checks,
    kept: Vec<Option<Py<PyUntypedArray>>>,
}

/// Input bytes up to which a call starts holding the GIL (ARCHITECTURE.md, "The call path"):
/// releasing and retaking it cost about as much as running a small graph (NumPy's loops, too,
/// release it only above a size). Such a call lets it go at the next watchdog tick.
const SMALL_CALL_BYTES: usize = 16 << 10;

thread_local! {
    /// The thread state `release_gil` saved, until `RetakeGil` restores it.
    static RELEASED: std::cell::Cell<*mut pyo3::ffi::PyThreadState> =
        const { std::cell::Cell::new(std::ptr::null_mut()) };
}

/// The tick hook of a call that started holding the GIL: releases it for the rest of the
/// guest run (no Python runs on this thread until `RetakeGil`).
fn release_gil() {
    // SAFETY: called on the calling thread, inside the guest run of a call that holds the GIL
    // (`run_values`); the saved state is restored by `RetakeGil` before any Python API use.
    let state = unsafe { pyo3::ffi::PyEval_SaveThread() };
    RELEASED.with(|r| r.set(state));
}

/// Retakes the GIL `release_gil` let go, when the guest run returns (or unwinds).
struct RetakeGil;

impl Drop for RetakeGil {
    fn drop(&mut self) {
        let state = RELEASED.with(|r| r.replace(std::ptr::null_mut()));
        if !state.is_null() {
            // SAFETY: the state `release_gil` saved on this thread.
            unsafe { pyo3::ffi::PyEval_RestoreThread(state) };
        }
    }
}

/// Runs `f`, a call into the guest with `bytes` of inputs: holding the GIL until the next
/// watchdog tick (`f`'s tick hook) when the call is small (`SMALL_CALL_BYTES`) and the instance
/// can hook ticks, else without the GIL.
fn guest_run<R: Send>(
    py: Python<'_>,
    inst: &mut GuestInstance,
    bytes: usize,
    f: impl FnOnce(&mut GuestInstance, Option<fn()>) -> R + Send,
) -> R {
    if bytes <= SMALL_CALL_BYTES && inst.can_hook_ticks() {
        let _retake = RetakeGil;
        f(inst, Some(release_gil))
    } else {
        py.detach(|| f(inst, None))
    }
}

/// NumPy's type number of float64.
const FLOAT64: i32 = 12;
/// Inputs of a usual call, kept on the stack.
const INLINE_INPUTS: usize = 4;
/// What `call` accepts for one input without calling `prepare`: the rules of the native
/// entry template (src/clinker/entry_native.h; ARCHITECTURE.md, "The call path").
enum Check {
    /// Any value; with `writeable`, an ndarray must be writeable (an op writes into it).
    Any {
        writeable: bool,
    },
    /// A base-class ndarray of this type number, aligned, in native byte order, with these
    /// lengths (-1: any).
    Array {
        typenum: i32,
        dims: Vec<isize>,
        writeable: bool,
    },
    Prepare,
}

/// A check as Python gives it: (type number or None, lengths or None, writeable).
type CheckSpec = (Option<i32>, Option<Vec<isize>>, bool);

#[derive(Default)]
struct Checks {
    list: Vec<Check>,
    prepare: Option<Py<PyAny>>,
}

fn is_writeable(arr: &Bound<'_, PyUntypedArray>) -> bool {
    // SAFETY: reads the flags of a live ndarray.
    unsafe { (*arr.as_array_ptr()).fields.flags & npyffi::NPY_ARRAY_WRITEABLE != 0 }
}

/// The inputs as the fast lane takes them (`GuestInstance::run_lane`): each an exact ndarray,
/// aligned and C-contiguous, in native byte order, of a type the sandbox has, and, with
/// `checks` (`call`), passing its check (`passes`; the lane then compares its type and
/// lengths with the last placement's); None when one does not (the usual path then takes
/// them). Without `checks` (`run`) the inputs are trusted. `floats` holds, per input, the
/// bytes of a float given for a float64 0-d array input (`float_for`): its block is the array
/// the type's filter makes of it.
fn blocks<'a>(
    checks: Option<&[Check]>,
    args: &'a [Borrowed<'_, '_, PyAny>],
    floats: &'a [Option<[u8; 8]>],
) -> Option<SmallVec<[Block<'a>; INLINE_INPUTS]>> {
    if checks.is_some_and(|c| c.len() != args.len()) {
        return None;
    }
    let mut blocks = SmallVec::new();
    for (i, a) in args.iter().enumerate() {
        let a: &Bound<'_, PyAny> = a;
        let (declared, dims, writeable) = match checks.map(|c| &c[i]) {
            None => (None, None, false),
            Some(Check::Array {
                typenum,
                dims,
                writeable,
            }) => (Some(*typenum), Some(dims), *writeable),
            Some(Check::Any { writeable }) => (None, None, *writeable),
            Some(Check::Prepare) => return None,
        };
        if let Some(Some(bytes)) = floats.get(i) {
            blocks.push(Block {
                typenum: FLOAT64,
                shape: &[],
                bytes,
            });
            continue;
        }
        let need = needed_flags(writeable) | npyffi::NPY_ARRAY_C_CONTIGUOUS;
        let (arr, typenum) = fitting_array(a, need, declared, dims.map(|d| &d[..]))?;
        let shape = arr.shape();
        // C long's type numbers (7, 8) are 64-bit in the sandbox; where the host's long is
        // narrower they do not enter it (`HostArray::new`), so no lane has them.
        if matches!(typenum, 7 | 8) && std::mem::size_of::<std::os::raw::c_long>() != 8 {
            return None;
        }
        let n = value::itemsize_of(typenum)? * shape.iter().product::<usize>();
        // SAFETY: a C-contiguous array's n bytes of elements start at its data pointer; the
        // caller holds it for the call.
        let bytes = if n == 0 {
            &[][..]
        } else {
            // SAFETY: reads the data pointer of a live ndarray.
            unsafe { std::slice::from_raw_parts((*arr.as_array_ptr()).fields.data as *const u8, n) }
        };
        blocks.push(Block { typenum, shape, bytes });
    }
    Some(blocks)
}

/// `value` as an exact ndarray in native byte order with every flag of `need` (NumPy's
/// NPY_ARRAY_*), of type number `typenum` and lengths `dims` (-1: any) where given, with its
/// type number; None otherwise. The array checks of `passes` and `blocks`.
fn fitting_array<'a, 'py>(
    value: &'a Bound<'py, PyAny>,
    need: std::ffi::c_int,
    typenum: Option<i32>,
    dims: Option<&[isize]>,
) -> Option<(&'a Bound<'py, PyUntypedArray>, i32)> {
    if !is_exact_ndarray(value) {
        return None;
    }
    // SAFETY: an exact ndarray, checked above.
    let arr = unsafe { value.cast_unchecked::<PyUntypedArray>() };
    // SAFETY: reads the flags of a live ndarray.
    let flags = unsafe { (*arr.as_array_ptr()).fields.flags };
    let (num, native) = type_and_byteorder(arr);
    let fits = flags & need == need
        && native
        && typenum.is_none_or(|t| t == num)
        && dims.is_none_or(|dims| {
            arr.ndim() == dims.len() && arr.shape().iter().zip(dims).all(|(&n, &d)| d < 0 || n as isize == d)
        });
    fits.then_some((arr, num))
}

/// The flags an array passing `check` needs: aligned, and writeable where an op writes into it.
fn needed_flags(writeable: bool) -> std::ffi::c_int {
    npyffi::NPY_ARRAY_ALIGNED | if writeable { npyffi::NPY_ARRAY_WRITEABLE } else { 0 }
}

/// A float given for a float64 0-d array input: the bytes of the array its filter makes
/// (`convert::float_bytes`); None for any other check or value.
fn float_for(check: &Check, value: &Bound<'_, PyAny>) -> Option<[u8; 8]> {
    match check {
        Check::Array {
            typenum: FLOAT64, dims, ..
        } if dims.is_empty() => float_bytes(value),
        _ => None,
    }
}

fn passes(check: &Check, value: &Bound<'_, PyAny>) -> bool {
    match check {
        Check::Any { writeable: false } => true,
        Check::Prepare => false,
        Check::Any { writeable: true } => value.cast::<PyUntypedArray>().map_or(true, is_writeable),
        Check::Array {
            typenum,
            dims,
            writeable,
        } => fitting_array(value, needed_flags(*writeable), Some(*typenum), Some(dims)).is_some(),
    }
}

impl WasmInstance {
    /// Runs the graph on `args`. Copying inputs in and running release the GIL, unless the
    /// call is brief and its inputs small (`SMALL_CALL_BYTES`); outputs are copied into new
    /// NumPy arrays.
    fn run_values<'py>(
        &self,
        py: Python<'py>,
        mut guard: MutexGuard<'_, Inner>,
        args: &[Bound<'py, PyAny>],
    ) -> PyResult<Bound<'py, PyAny>> {
        enum Prepared<'a> {
            Value(GuestValue),
            Array(HostArray<'a>),
        }
        let mut prepared: SmallVec<[Prepared<'_>; INLINE_INPUTS]> = SmallVec::with_capacity(args.len());
        let mut bytes = 0usize;
        for (i, a) in args.iter().enumerate() {
            let what = || {
                format!(
                    "argument '{}' (input {i})",
                    self.names.get(i).map(String::as_str).unwrap_or("?")
                )
            };
            prepared.push(match as_ndarray(a) {
                Some(arr) => {
                    let host = HostArray::new(arr, &what)?;
                    bytes = bytes.saturating_add(host.len);
                    Prepared::Array(host)
                }
                None => Prepared::Value(to_guest(a, &what, 0)?),
            });
        }
        let inputs: SmallVec<[Input<'_>; INLINE_INPUTS]> = prepared
            .iter()
            .map(|p| match p {
                Prepared::Value(v) => Input::Value(v),
                Prepared::Array(a) => Input::Array(a.view()),
            })
            .collect();
        let Inner { guest: inst, kept, .. } = &mut *guard;
        // `inputs` borrow ndarray memory kept alive by `args`.
        let ran = guest_run(py, inst, bytes, |inst, hook| inst.set_inputs_and_run(&inputs, hook));
        forward_printed(py, inst.take_printed())?;
        ran.map_err(to_py)?;
        // The destroyed inputs copied back, with their guest arrays: an output that is one of
        // them comes back as the caller's array, as natively an in-place op's output is its input.
        let mut written_back: SmallVec<[(usize, GuestArray); 2]> = SmallVec::new();
        for &pos in &self.destroyed {
            // A read-only array keeps its values (`run` callers such as the PyTensor bridge
            // pass what PyTensor's storage holds; natively, ops check the flag before writing).
            let writeable = args[pos].cast::<PyUntypedArray>().is_ok_and(|a| is_writeable(a));
            if let (true, Some(Prepared::Array(host)), Some(written)) =
                (writeable, prepared.get(pos), inst.input_array(pos).map_err(to_py)?)
            {
                // SAFETY: the array is writeable (checked above); `host` describes its live memory.
                let dst = unsafe { std::slice::from_raw_parts_mut(host.data as *mut u8, host.len) };
                if written.shape[..] == *host.shape {
                    inst.copy_out_at(&written, dst, host.offset, host.strides)
                        .map_err(to_py)?;
                    written_back.push((pos, written));
                }
            }
        }
        self.results(py, inst, kept, args, &written_back)
    }

    /// The outputs of the run just made, as Python objects: a single value, or a list (an
    /// output that is a destroyed input in `written_back` is the caller's array, from `args`).
    fn results<'py>(
        &self,
        py: Python<'py>,
        inst: &mut GuestInstance,
        kept: &mut Vec<Option<Py<PyUntypedArray>>>,
        args: &[Bound<'py, PyAny>],
        written_back: &[(usize, GuestArray)],
    ) -> PyResult<Bound<'py, PyAny>> {
        let read;
        let outs = if inst.lane_outputs().is_some() {
            inst.lane_outputs().unwrap_or_default()
        } else {
            read = inst.outputs().map_err(to_py)?;
            &read[..]
        };
        let inst: &GuestInstance = inst;
        if kept.len() < outs.len() {
            kept.resize_with(outs.len(), || None);
        }
        let out = |o: &Output, kept: &mut Option<_>| match o {
            Output::Value(v) => from_guest(py, v.clone()),
            Output::Array(a) => match written_back.iter().find(|(_, w)| w == a) {
                Some(&(pos, _)) => Ok(args[pos].clone()),
                None => array_out(py, inst, a, kept),
            },
        };
        if !self.return_list && outs.len() == 1 {
            return out(&outs[0], &mut kept[0]);
        }
        let mut values: SmallVec<[Bound<'py, PyAny>; INLINE_INPUTS]> = SmallVec::with_capacity(outs.len());
        for (o, kept) in outs.iter().zip(kept.iter_mut()) {
            values.push(out(o, kept)?);
        }
        Ok(PyList::new(py, values)?.into_any())
    }

    /// The call path's fast lane (`GuestInstance::run_lane`): the result, or None when the
    /// inputs are not blocks passing their checks (`blocks`; none when `trusted`) or the lane
    /// does not hold for them (nothing ran).
    fn run_lane<'py>(
        &self,
        py: Python<'py>,
        inner: &mut Inner,
        args: &Bound<'py, PyTuple>,
        trusted: bool,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        if !inner.guest.has_lane() {
            return Ok(None);
        }
        // Borrowed: no reference counting per input.
        let args: SmallVec<[Borrowed<'_, 'py, PyAny>; INLINE_INPUTS]> = args.iter_borrowed().collect();
        let (checks, floats): (_, SmallVec<[Option<[u8; 8]>; INLINE_INPUTS]>) = if trusted {
            (None, SmallVec::new())
        } else {
            let checks = &inner.checks.list[..];
            (
                Some(checks),
                checks.iter().zip(&args).map(|(c, a)| float_for(c, a)).collect(),
            )
        };
        let Some(blocks) = blocks(checks, &args, &floats) else {
            return Ok(None);
        };
        let bytes: usize = blocks.iter().map(|b| b.bytes.len()).sum();
        let Inner { guest: inst, kept, .. } = inner;
        let ran = guest_run(py, inst, bytes, |inst, hook| inst.run_lane(&blocks, hook));
        forward_printed(py, inst.take_printed())?;
        if !ran.map_err(to_py)? {
            return Ok(None);
        }
        self.results(py, inst, kept, &[], &[]).map(Some)
    }

    /// The instance lock, waited for without the GIL: a thread running the guest may have
    /// released the GIL and need it back to finish, so blocking while holding it could deadlock.
    fn lock(&self, py: Python<'_>) -> PyResult<MutexGuard<'_, Inner>> {
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
    /// Sets `call`'s input checks: `specs` has one entry per input, None (always prepare) or
    /// (type number or None, lengths or None, writeable); `prepare(*inputs)` returns the
    /// values to run on when an input fails its check.
    fn checks(&self, py: Python<'_>, prepare: Py<PyAny>, specs: Vec<Option<CheckSpec>>) -> PyResult<()> {
        let list = specs
            .into_iter()
            .map(|spec| match spec {
                None => Ok(Check::Prepare),
                Some((None, _, writeable)) => Ok(Check::Any { writeable }),
                Some((Some(typenum), Some(dims), writeable)) => Ok(Check::Array {
                    typenum,
                    dims,
                    writeable,
                }),
                Some((Some(_), None, _)) => Err(pyo3::exceptions::PyTypeError::new_err(
                    "checks(): an array spec's lengths are a tuple",
                )),
            })
            .collect::<PyResult<_>>()?;
        self.lock(py)?.checks = Checks {
            list,
            prepare: Some(prepare),
        };
        Ok(())
    }

    /// Runs the graph on `args` after the checks `checks` set (through `prepare` when an input
    /// fails its check).
    #[pyo3(signature = (*args))]
    fn call<'py>(&self, py: Python<'py>, args: &Bound<'py, PyTuple>) -> PyResult<Bound<'py, PyAny>> {
        let mut guard = self.lock(py)?;
        if self.destroyed.is_empty() {
            if let Some(out) = self.run_lane(py, &mut guard, args, false)? {
                return Ok(out);
            }
        }
        let mut values: SmallVec<[Bound<'py, PyAny>; INLINE_INPUTS]> = args.iter().collect();
        let checks = &guard.checks;
        // A float given for a float64 0-d input becomes the array its filter makes, without the
        // filter (as natively, src/clinker/entry_native.h); the lane then takes the next calls.
        for (v, c) in values.iter_mut().zip(&checks.list) {
            if let Some(bytes) = float_for(c, v) {
                *v = float64_array(py, f64::from_ne_bytes(bytes));
            }
        }
        let all_pass = values.len() == checks.list.len() && values.iter().zip(&checks.list).all(|(a, c)| passes(c, a));
        match &checks.prepare {
            Some(prepare) if !all_pass => {
                // `prepare` runs Python code, which may call this Function: not under the lock.
                let prepare = prepare.clone_ref(py);
                drop(guard);
                let prepared: Vec<Bound<'py, PyAny>> = prepare.bind(py).call1(args)?.extract()?;
                self.run_values(py, self.lock(py)?, &prepared)
            }
            _ => self.run_values(py, guard, &values),
        }
    }

    /// Runs the graph on `args` (positional inputs), unchecked.
    #[pyo3(signature = (*args))]
    fn run<'py>(&self, py: Python<'py>, args: &Bound<'py, PyTuple>) -> PyResult<Bound<'py, PyAny>> {
        let mut guard = self.lock(py)?;
        if self.destroyed.is_empty() {
            if let Some(out) = self.run_lane(py, &mut guard, args, true)? {
                return Ok(out);
            }
        }
        let args: SmallVec<[Bound<'py, PyAny>; INLINE_INPUTS]> = args.iter().collect();
        self.run_values(py, guard, &args)
    }

    /// Shim objects alive in the guest (refcount bookkeeping check).
    fn live_objects(&self, py: Python<'_>) -> PyResult<i64> {
        self.lock(py)?.guest.live_objects().map_err(to_py)
    }

    /// Bytes of guest linear memory.
    fn memory_bytes(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.lock(py)?.guest.memory_bytes())
    }

    /// Calls that took the fast lane and ran (ARCHITECTURE.md, "The call path").
    fn lane_calls(&self, py: Python<'_>) -> PyResult<u64> {
        Ok(self.lock(py)?.guest.lane_calls())
    }
}

/// Splits `#section` files, given as (name, text) pairs: {tag: text}, tags in canonical order.
/// Bad files raise LinkError (a ValueError) naming the file and line.
#[pyfunction]
pub fn parse_sections<'py>(py: Python<'py>, files: Vec<(String, String)>) -> PyResult<Bound<'py, PyDict>> {
    let parsed = crate::clinker::sections::parse(&files).map_err(to_py)?;
    let d = PyDict::new(py);
    for (tag, text) in parsed.sections {
        d.set_item(tag, text)?;
    }
    Ok(d)
}

/// `APPLY_SPECIFIC(x)` → `x_<node>` in `text` (struct sections, whose member names C needs).
#[pyfunction]
pub fn expand_apply_specific(text: &str, node: &str) -> String {
    crate::clinker::sections::expand_apply_specific(text, node)
}

/// The module cache's counters in this process (`cache::CacheStats`).
#[pyfunction]
pub fn cache_stats(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let s = cache::stats();
    let d = PyDict::new(py);
    d.set_item("hits", s.hits)?;
    d.set_item("loads", s.loads)?;
    d.set_item("compiles", s.compiles)?;
    d.set_item("rebuilt", s.rebuilt)?;
    d.set_item("objects_compiled", s.objects_compiled)?;
    d.set_item("object_hits", s.object_hits)?;
    d.set_item("objects_linked", s.objects_linked)?;
    d.set_item("glue_pch_used", s.glue_pch_used)?;
    Ok(d)
}

#[pyfunction]
pub fn cache_dir() -> String {
    ModuleCache::global().root().to_string_lossy().into_owned()
}

/// Removes this process's unversioned modules (called at interpreter exit).
#[pyfunction]
pub fn cleanup_unversioned() {
    ModuleCache::global().cleanup_unversioned();
}

/// Which compilers the targets use (detects them on first call).
#[pyfunction]
pub fn toolchains<'py>(py: Python<'py>, env: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    let env = host_env(env)?;
    let (native, wasm) = c_toolchains(&env)?;
    let d = PyDict::new(py);
    d.set_item("native", &native.identity)?;
    // The C++ compilers are reported without failing when there is none.
    let or_missing = |r: crate::error::Result<String>| r.unwrap_or_else(|e| format!("none ({e})"));
    d.set_item(
        "native_c++",
        or_missing(NativeToolchain::detect(Language::Cpp).map(|t| t.identity.clone())),
    )?;
    d.set_item(
        "wasm_c++",
        or_missing(WasmToolchain::detect_for(&env, Language::Cpp).map(|t| t.cxx_identity())),
    )?;
    d.set_item("wasm", &wasm.identity)?;
    Ok(d)
}

/// The flags each target compiles a kernel object with (`native`, `wasm`: the compiler's own
/// arguments after its program, target and sysroot), as the builds pass them.
#[pyfunction]
pub fn kernel_flags<'py>(py: Python<'py>, env: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    let (native, wasm) = c_toolchains(&host_env(env)?)?;
    let d = PyDict::new(py);
    d.set_item("native", native.kernel_flags())?;
    d.set_item("wasm", wasm.kernel_flags())?;
    Ok(d)
}

/// The C toolchains of both targets (detected on first use), or the first one's error.
fn c_toolchains(env: &HostEnv) -> PyResult<(&'static NativeToolchain, &'static WasmToolchain)> {
    Ok((
        NativeToolchain::detect(Language::C).map_err(to_py)?,
        WasmToolchain::detect(env).map_err(to_py)?,
    ))
}

/// The instruction set this process compiles native kernels for (`baseline`, `avx2` or
/// `avx512f`): part of what a pickled native extension needs to load as it is.
#[pyfunction]
pub fn native_isa() -> PyResult<&'static str> {
    crate::toolchain::native::Isa::of_process()
        .map(|isa| isa.name())
        .map_err(to_py)
}

/// The base class of `twinlink.Function` (ARCHITECTURE.md, "The call path"): its `__call__` is
/// here, so a call that gives every input by position goes to the compiled call path (`fast`)
/// without running Python code; any other call goes to the subclass's `_call_slow`, which binds
/// names and reports what is missing.
#[pyclass(subclass, module = "twinlink._core")]
#[derive(Default)]
pub struct CallBase {
    fast: Option<Fast>,
    n: usize,
}

/// Where a positional call goes: a wasm instance's checked call, entered from here directly,
/// or any callable (the native extension's `call` bound to its state).
enum Fast {
    Wasm(Py<WasmInstance>),
    Call(Py<PyAny>),
}

#[pymethods]
impl CallBase {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) -> Self {
        CallBase::default()
    }

    /// Sets what calls with exactly `n` positional arguments run: a WasmInstance (its `call`)
    /// or a callable; None: every call takes `_call_slow`.
    fn _set_fast(&mut self, fast: Option<Bound<'_, PyAny>>, n: usize) {
        self.fast = fast.map(|f| match f.cast_into::<WasmInstance>() {
            Ok(instance) => Fast::Wasm(instance.unbind()),
            Err(e) => Fast::Call(e.into_inner().unbind()),
        });
        self.n = n;
    }

    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        slf: &Bound<'py, Self>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let fast = {
            let this = slf.borrow();
            let positional = args.len() == this.n && kwargs.is_none_or(|k| k.is_empty());
            match &this.fast {
                Some(Fast::Wasm(i)) if positional => Some(Fast::Wasm(i.clone_ref(py))),
                Some(Fast::Call(f)) if positional => Some(Fast::Call(f.clone_ref(py))),
                _ => None,
            }
        };
        match fast {
            Some(Fast::Wasm(instance)) => instance.get().call(py, args),
            Some(Fast::Call(f)) => f.bind(py).call1(args),
            None => slf.call_method("_call_slow", args, kwargs),
        }
    }
}
