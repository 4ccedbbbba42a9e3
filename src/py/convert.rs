//! Values at the Python edge: NumPy arrays and scalars, Python scalars, str, None, tuples,
//! lists and str-keyed dicts to and from the sandbox's values (src/value.rs), NumPy arrays borrowed for a call, new arrays for results,
//! and the plain dicts `twinlink` passes for host settings and Limits.
use std::path::PathBuf;

use numpy::npyffi::{self, npy_intp, NpyTypes, PY_ARRAY_API};
use numpy::{PyArrayDescr, PyArrayDescrMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyOverflowError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};

use super::errors::{host_class, register_class, to_py, twinlink_error};
use crate::error::{Error, PyExcKind};
use crate::plan::LinkPlan;
use crate::sandbox::abi::{GuestArray, Printed};
use crate::sandbox::{GuestInstance, Limits};
use crate::toolchain::HostEnv;
use crate::value::{self, ArrayView, GuestValue, OwnedArray};

/// A NumPy type object, looked up once into `cache`: the numpy crate reads NumPy's API capsule
/// on every lookup, which the call path (a few per call) would pay each time. The objects are
/// static in NumPy's extension module, which stays loaded.
fn numpy_type(
    py: Python<'_>,
    which: NpyTypes,
    cache: &std::sync::atomic::AtomicPtr<pyo3::ffi::PyTypeObject>,
) -> *mut pyo3::ffi::PyTypeObject {
    use std::sync::atomic::Ordering;
    let known = cache.load(Ordering::Relaxed);
    if !known.is_null() {
        return known;
    }
    // SAFETY: NumPy's documented C-API table, read with the GIL held.
    let found = unsafe { npyffi::get_type_object(py, which) };
    cache.store(found, Ordering::Relaxed);
    found
}

/// NumPy's ndarray type object.
pub fn ndarray_type(py: Python<'_>) -> *mut pyo3::ffi::PyTypeObject {
    static TYPE: std::sync::atomic::AtomicPtr<pyo3::ffi::PyTypeObject> =
        std::sync::atomic::AtomicPtr::new(std::ptr::null_mut());
    numpy_type(py, NpyTypes::PyArray_Type, &TYPE)
}

/// The float64 0-d array `TensorType.filter` makes of a float (np.array(value, dtype=float64)).
pub fn float64_array(py: Python<'_>, value: f64) -> Bound<'_, PyAny> {
    numpy::PyArray0::<f64>::from_owned_array(py, ndarray::arr0(value)).into_any()
}

/// A Python float's or NumPy float64 scalar's value as the bytes of the float64 0-d array
/// `TensorType.filter` makes of it (np.array(value, dtype=float64)); None for anything else.
pub fn float_bytes(value: &Bound<'_, PyAny>) -> Option<[u8; 8]> {
    static FLOAT64: std::sync::atomic::AtomicPtr<pyo3::ffi::PyTypeObject> =
        std::sync::atomic::AtomicPtr::new(std::ptr::null_mut());
    let ty = value.get_type().as_ptr();
    let float = ty == std::ptr::addr_of_mut!(pyo3::ffi::PyFloat_Type).cast()
        || ty == numpy_type(value.py(), NpyTypes::PyDoubleArrType_Type, &FLOAT64).cast();
    float
        .then(|| value.extract::<f64>().ok())
        .flatten()
        .map(f64::to_ne_bytes)
}

/// Whether `value` is exactly a base-class ndarray (PyArray_CheckExact).
pub fn is_exact_ndarray(value: &Bound<'_, PyAny>) -> bool {
    value.get_type().as_ptr() == ndarray_type(value.py()).cast()
}

/// `value` as an ndarray (any subclass), the exact type tested first.
pub fn as_ndarray<'a, 'py>(value: &'a Bound<'py, PyAny>) -> Option<&'a Bound<'py, PyUntypedArray>> {
    if is_exact_ndarray(value) {
        // SAFETY: an exact ndarray, checked just above.
        return Some(unsafe { value.cast_unchecked::<PyUntypedArray>() });
    }
    value.cast::<PyUntypedArray>().ok()
}

/// Limits from the dict `twinlink.Limits.as_dict()` gives.
pub fn limits_from(d: &Bound<'_, PyDict>) -> PyResult<Limits> {
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

pub fn host_env(env: &Bound<'_, PyDict>) -> PyResult<HostEnv> {
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

pub fn plan_from(json: &str) -> PyResult<LinkPlan> {
    LinkPlan::from_json(json).map_err(to_py)
}

/// Containers nested deeper than this stay on the host.
const MAX_NESTING: usize = 32;

/// An exception class as it crosses into the sandbox: the TL_EXCEPTIONS code of its nearest
/// builtin ancestor the sandbox has and, for a class that is not that builtin, its name (the
/// guest makes a subclass of that name, and an exception of it raised in the guest arrives
/// as the class itself); None for anything that is not an exception class.
fn exception_class(obj: &Bound<'_, PyAny>) -> PyResult<Option<GuestValue>> {
    let py = obj.py();
    let Ok(cls) = obj.cast::<pyo3::types::PyType>() else {
        return Ok(None);
    };
    if !cls.is_subclass_of::<pyo3::exceptions::PyBaseException>()? {
        return Ok(None);
    }
    let builtins = py.import("builtins")?;
    for base in cls.mro().iter() {
        for kind in PyExcKind::ALL {
            if base.is(&builtins.getattr(kind.name())?) {
                let name = if base.is(cls) { None } else { Some(register_class(cls)?) };
                return Ok(Some(GuestValue::ExceptionClass {
                    code: *kind as i32,
                    name,
                }));
            }
        }
    }
    Ok(None)
}

/// A NumPy scalar (`numpy.generic`, e.g. np.float64(1.5)) as its type number and value bytes,
/// or None for anything else.
fn numpy_scalar(obj: &Bound<'_, PyAny>, what: &dyn Fn() -> String) -> PyResult<Option<GuestValue>> {
    let py = obj.py();
    // SAFETY: NumPy's documented C-API: a type check against its generic scalar type, then
    // PyArray_DescrFromScalar (a new reference) and PyArray_ScalarAsCtype, which copies the
    // scalar's value (elsize bytes) into a buffer that large.
    unsafe {
        let generic = npyffi::get_type_object(py, NpyTypes::PyGenericArrType_Type);
        if pyo3::ffi::PyObject_TypeCheck(obj.as_ptr(), generic) == 0 {
            return Ok(None);
        }
        let descr = PY_ARRAY_API.PyArray_DescrFromScalar(py, obj.as_ptr());
        let descr = Bound::from_owned_ptr_or_err(py, descr as *mut pyo3::ffi::PyObject)?.cast_into::<PyArrayDescr>()?;
        let (typenum, itemsize) = (descr.num(), descr.itemsize());
        if value::itemsize_of(typenum) != Some(itemsize) || !descr.is_native_byteorder().unwrap_or(true) {
            return Err(to_py(Error::Marshal(format!(
                "{}: NumPy {descr} scalars cannot enter the sandbox",
                what()
            ))));
        }
        let mut data = vec![0u8; itemsize];
        PY_ARRAY_API.PyArray_ScalarAsCtype(py, obj.as_ptr(), data.as_mut_ptr().cast());
        Ok(Some(GuestValue::Scalar { typenum, data }))
    }
}

/// `what` names the value in errors; it is only called when one is raised. NumPy scalars are
/// checked before Python's types: np.float64 is a float subclass, and must stay a float64.
pub fn to_guest(obj: &Bound<'_, PyAny>, what: &dyn Fn() -> String, depth: usize) -> PyResult<GuestValue> {
    if obj.is_none() {
        return Ok(GuestValue::None);
    }
    if let Some(s) = numpy_scalar(obj, what)? {
        return Ok(s);
    }
    let nested = || {
        if depth > MAX_NESTING {
            Err(PyValueError::new_err(format!(
                "{}: containers nested deeper than {MAX_NESTING} levels cannot enter the sandbox",
                what()
            )))
        } else {
            Ok(())
        }
    };
    if let Ok(b) = obj.cast::<PyBool>() {
        return Ok(GuestValue::Bool(b.is_true()));
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(GuestValue::Float(f.value()));
    }
    if obj.is_instance_of::<PyInt>() {
        return obj.extract::<i64>().map(GuestValue::Int).map_err(|_| {
            PyOverflowError::new_err(format!("{}: int {obj} does not fit the sandbox's 64-bit int", what()))
        });
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(GuestValue::Str(s.to_str()?.to_string()));
    }
    if let Some(class) = exception_class(obj)? {
        return Ok(class);
    }
    if let Ok(arr) = obj.cast::<PyUntypedArray>() {
        let view = HostArray::new(arr, what)?;
        let v = view.view();
        let n: usize = v.shape.iter().product();
        let mut data = vec![0u8; n * v.itemsize];
        value::strided_copy(
            v.data,
            v.offset,
            v.strides,
            &mut data,
            0,
            &value::c_strides(v.shape, v.itemsize),
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
    let is_tuple = obj.is_instance_of::<PyTuple>();
    if is_tuple || obj.is_instance_of::<PyList>() {
        nested()?;
        let items = obj
            .try_iter()?
            .map(|item| to_guest(&item?, what, depth + 1))
            .collect::<PyResult<Vec<_>>>()?;
        return Ok(if is_tuple {
            GuestValue::Tuple(items)
        } else {
            GuestValue::List(items)
        });
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        nested()?;
        let mut entries = Vec::with_capacity(d.len());
        for (k, v) in d.iter() {
            let Ok(key) = k.cast::<PyString>() else {
                return Err(to_py(Error::Marshal(format!(
                    "{}: only dicts with str keys can enter the sandbox, not a {} key",
                    what(),
                    k.get_type().name()?
                ))));
            };
            entries.push((key.to_str()?.to_string(), to_guest(&v, what, depth + 1)?));
        }
        return Ok(GuestValue::Dict(entries));
    }
    Err(to_py(Error::Marshal(format!(
        "{}: the wasm target cannot pass a {} into the sandbox (it passes NumPy arrays and scalars, float, int, bool, None, str, exception classes, and tuples, lists and str-keyed dicts of them)",
        what(),
        obj.get_type().name()?
    ))))
}

fn from_guest_all<'py>(py: Python<'py>, items: Vec<GuestValue>) -> PyResult<Vec<Bound<'py, PyAny>>> {
    items.into_iter().map(|i| from_guest(py, i)).collect()
}

pub fn from_guest<'py>(py: Python<'py>, v: GuestValue) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        GuestValue::None => py.None().into_bound(py),
        GuestValue::Bool(b) => PyBool::new(py, b).to_owned().into_any(),
        GuestValue::Int(i) => i.into_pyobject(py)?.into_any(),
        GuestValue::Float(f) => PyFloat::new(py, f).into_any(),
        GuestValue::Str(s) => PyString::new(py, &s).into_any(),
        GuestValue::ExceptionClass { code, name } => {
            let kind = PyExcKind::from_code(code)
                .ok_or_else(|| to_py(Error::Marshal(format!("no exception class has code {code}"))))?;
            host_class(py, kind, name.as_deref())?
        }
        GuestValue::Tuple(items) => PyTuple::new(py, from_guest_all(py, items)?)?.into_any(),
        GuestValue::List(items) => PyList::new(py, from_guest_all(py, items)?)?.into_any(),
        GuestValue::Dict(entries) => {
            let d = PyDict::new(py);
            for (k, v) in entries {
                d.set_item(k, from_guest(py, v)?)?;
            }
            d.into_any()
        }
        GuestValue::Scalar { typenum, data } => {
            if value::itemsize_of(typenum) != Some(data.len()) {
                return Err(to_py(Error::Marshal(format!(
                    "NumPy scalars of type number {typenum} cannot leave the sandbox"
                ))));
            }
            // Aligned for any element type PyArray_Scalar might read directly.
            let mut word = [0u64; 2];
            // SAFETY: `word` has 16 bytes, more than any dtype in the table; NumPy's documented
            // PyArray_Scalar copies the value and returns a new reference (NULL with an error);
            // it does not steal the descriptor, which is released after.
            unsafe {
                std::ptr::copy_nonoverlapping(data.as_ptr(), word.as_mut_ptr().cast::<u8>(), data.len());
                let descr = PY_ARRAY_API.PyArray_DescrFromType(py, typenum);
                if descr.is_null() {
                    return Err(PyErr::fetch(py));
                }
                let descr = Bound::from_owned_ptr(py, descr as *mut pyo3::ffi::PyObject);
                let obj = PY_ARRAY_API.PyArray_Scalar(
                    py,
                    word.as_mut_ptr().cast(),
                    descr.as_ptr() as *mut npyffi::PyArray_Descr,
                    std::ptr::null_mut(),
                );
                Bound::from_owned_ptr_or_err(py, obj)?
            }
        }
        GuestValue::Array(a) => {
            let out = new_array(py, a.typenum, &a.shape, false)?;
            // SAFETY: `out` was just created and is not shared yet.
            unsafe {
                fill_array(&out, |dst, strides| {
                    value::strided_copy(&a.data, 0, &a.c_strides(), dst, 0, strides, &a.shape, a.itemsize)
                })
            };
            out.into_any()
        }
    })
}

/// An array's type number and whether its byte order is native, read from the descriptor's
/// leading fields, which NumPy 1 and 2 share (the call path asks this every call: no new
/// reference, no call into NumPy).
pub fn type_and_byteorder(arr: &Bound<'_, PyUntypedArray>) -> (i32, bool) {
    // SAFETY: a live ndarray's descriptor.
    let (typenum, byteorder) = unsafe {
        let descr = (*arr.as_array_ptr()).fields.descr;
        ((*descr).fields.type_num, (*descr).fields.byteorder as u8)
    };
    let native = match byteorder {
        b'<' => cfg!(target_endian = "little"),
        b'>' => cfg!(target_endian = "big"),
        _ => true,
    };
    (typenum, native)
}

/// A NumPy array's memory seen as bytes for the duration of a call (the caller keeps it alive).
pub struct HostArray<'a> {
    typenum: i32,
    itemsize: usize,
    pub shape: &'a [usize],
    pub strides: &'a [isize],
    pub data: *const u8,
    pub len: usize,
    pub offset: usize,
    aligned: bool,
}

impl<'a> HostArray<'a> {
    pub fn new(arr: &'a Bound<'_, PyUntypedArray>, what: &dyn Fn() -> String) -> PyResult<Self> {
        let (typenum, native) = type_and_byteorder(arr);
        // The item size of a type the sandbox takes follows from its number, except C long's
        // (7, 8), which differs between platforms.
        let itemsize = match value::itemsize_of(typenum) {
            Some(n) if native && (!matches!(typenum, 7 | 8) || n == arr.dtype().itemsize()) => n,
            _ => {
                return Err(to_py(Error::Marshal(format!(
                    "{}: {} arrays cannot enter the sandbox",
                    what(),
                    arr.dtype()
                ))))
            }
        };
        let (shape, strides) = (arr.shape(), arr.strides());
        let (lo, hi) = value::extent(shape, strides, itemsize);
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

    pub fn view(&self) -> ArrayView<'_> {
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
            shape: self.shape,
            strides: self.strides,
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
    // On the stack: a call's output arrays are made without a heap allocation of their own.
    let mut dims = [0 as npy_intp; crate::guest_abi::MAX_DIMS];
    if shape.len() > dims.len() {
        return Err(to_py(Error::Marshal(format!(
            "an array of rank {} cannot leave the sandbox",
            shape.len()
        ))));
    }
    for (d, &n) in dims.iter_mut().zip(shape) {
        *d = n as npy_intp;
    }
    // SAFETY: NumPy's documented constructor: it steals the descriptor and returns a new
    // reference, or NULL with an exception set.
    unsafe {
        let descr = PY_ARRAY_API.PyArray_DescrFromType(py, typenum);
        if descr.is_null() {
            return Err(PyErr::fetch(py));
        }
        let ptr = PY_ARRAY_API.PyArray_NewFromDescr(
            py,
            ndarray_type(py),
            descr,
            shape.len() as std::os::raw::c_int,
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
    let strides = arr.strides();
    let data = unsafe { (*arr.as_array_ptr()).fields.data } as *mut u8;
    let bytes = if n == 0 {
        &mut [][..]
    } else {
        unsafe { std::slice::from_raw_parts_mut(data, n) }
    };
    fill(bytes, strides)
}

/// A guest array (an output) as a NumPy array: a new one, or the one this output returned
/// last time (`kept`) when nothing but `kept` holds it any more and it still is what a new one
/// would be (see `reusable`). The native target hands its output storage back the same way
/// (an output whose refcount is 1 is reused, as PyTensor's C linker does), and it saves NumPy's
/// allocation and deallocation on every call whose caller dropped the previous result.
pub fn array_out<'py>(
    py: Python<'py>,
    inst: &GuestInstance,
    a: &GuestArray,
    kept: &mut Option<Py<PyUntypedArray>>,
) -> PyResult<Bound<'py, PyAny>> {
    let fortran = a.shape.len() > 1
        && value::is_f_contiguous(&a.shape, &a.strides, a.itemsize)
        && !value::is_c_contiguous(&a.shape, &a.strides, a.itemsize);
    if let Some(prev) = kept.as_ref() {
        let prev = prev.bind(py);
        if reusable(prev, a, fortran) {
            // SAFETY: `reusable` checked that nothing else references it.
            unsafe { fill_array(prev, |dst, strides| inst.copy_out(a, dst, strides)) }.map_err(to_py)?;
            return Ok(prev.clone().into_any());
        }
    }
    let out = new_array(py, a.typenum, &a.shape, fortran)?;
    // SAFETY: `out` was just created and is not shared yet.
    unsafe { fill_array(&out, |dst, strides| inst.copy_out(a, dst, strides)) }.map_err(to_py)?;
    *kept = Some(out.clone().unbind());
    Ok(out.into_any())
}

/// Whether an array `array_out` made can take the result `a`: only `kept` references it
/// (refcount 1: no caller, view or buffer export holds it), and it is still a base-class,
/// writeable, aligned ndarray owning its data, with `a`'s type number in native byte order,
/// `a`'s shape and the layout (C, or Fortran when `fortran`) a new one would get.
fn reusable(arr: &Bound<'_, PyUntypedArray>, a: &GuestArray, fortran: bool) -> bool {
    // SAFETY: reads the object header and the array struct of a live ndarray.
    unsafe {
        if pyo3::ffi::Py_REFCNT(arr.as_ptr()) != 1 || !is_exact_ndarray(arr.as_any()) {
            return false;
        }
        let fields = &(*arr.as_array_ptr()).fields;
        let layout = if fortran {
            npyffi::NPY_ARRAY_F_CONTIGUOUS
        } else {
            npyffi::NPY_ARRAY_C_CONTIGUOUS
        };
        let need = npyffi::NPY_ARRAY_WRITEABLE | npyffi::NPY_ARRAY_OWNDATA | npyffi::NPY_ARRAY_ALIGNED | layout;
        if fields.flags & need != need || !fields.base.is_null() || fields.nd as usize != a.shape.len() {
            return false;
        }
    }
    let (typenum, native) = type_and_byteorder(arr);
    typenum == a.typenum && native && arr.shape() == &a.shape[..]
}

pub fn forward_printed(py: Python<'_>, printed: Printed) -> PyResult<()> {
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
