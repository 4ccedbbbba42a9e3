//! One Function instance on the wasm target: a wasmtime Store and Instance of the module,
//! with inputs built as shim objects in guest memory through the guest ABI exports
//! (wasm/guest_abi.h) and outputs read back the same way. A call has three phases — inputs,
//! run, outputs — so the caller can release its interpreter lock for `run` alone. A trap
//! discards the instance; the next call builds a fresh one.
use std::sync::Arc;

use wasmtime::{Instance, Linker, Memory, Module, Store, TypedFunc};

use super::limits::{bytes, seconds, Limits};
use super::wasi::{self, HostState};
use super::Sandbox;
use crate::error::{Error, PyExcKind, Result};

/// Guest ABI version this host speaks (TL_ABI_VERSION in wasm/guest_abi.h).
pub const ABI_VERSION: i32 = 2;
/// Deepest tuple nesting read back from the guest (a hostile guest can build cycles).
const MAX_DEPTH: usize = 64;
const MAX_CSTR: usize = 1 << 16;
/// TL_MAX_DIMS in guest_abi.h.
pub const MAX_DIMS: usize = 64;
/// NumPy's flag for aligned data (the same value in the shim).
const NPY_ARRAY_ALIGNED: i32 = 0x100;

/// A host array as the guest will receive it: NumPy's type number, element size, shape, byte
/// strides (any sign) and `data`, the bytes spanning every element, with element [0, ..., 0]
/// at `offset`.
#[derive(Debug, Clone, Copy)]
pub struct ArrayView<'a> {
    pub typenum: i32,
    pub itemsize: usize,
    pub shape: &'a [usize],
    pub strides: &'a [isize],
    pub data: &'a [u8],
    pub offset: usize,
    /// Whether the host array is aligned; the guest copy (always aligned) reports the same.
    pub aligned: bool,
}

/// An owned, C-contiguous array (constants kept for re-initialisation, Rust-side results).
#[derive(Debug, Clone, PartialEq)]
pub struct OwnedArray {
    pub typenum: i32,
    pub itemsize: usize,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

impl OwnedArray {
    pub fn c_strides(&self) -> Vec<isize> {
        c_strides(&self.shape, self.itemsize)
    }
}

pub fn c_strides(shape: &[usize], itemsize: usize) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut step = itemsize as isize;
    for (s, &n) in strides.iter_mut().zip(shape).rev() {
        *s = step;
        step *= n.max(1) as isize;
    }
    strides
}

/// A value that crosses the sandbox boundary (what the shim's objects can represent).
#[derive(Debug, Clone, PartialEq)]
pub enum GuestValue {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Tuple(Vec<GuestValue>),
    Array(OwnedArray),
}

/// An input for one call: a value, or an array borrowed from host memory for the call.
#[derive(Debug, Clone)]
pub enum Input<'a> {
    Value(&'a GuestValue),
    Array(ArrayView<'a>),
}

/// An array living in guest memory: where it is and how to read it.
#[derive(Debug, Clone, PartialEq)]
pub struct GuestArray {
    pub typenum: i32,
    pub itemsize: usize,
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    /// Guest address of element [0, ..., 0].
    pub data: u32,
}

/// One output of a call.
#[derive(Debug, Clone, PartialEq)]
pub enum Output {
    Value(GuestValue),
    Array(GuestArray),
}

/// What the guest printed during a call (kept even when the call fails).
#[derive(Debug, Default)]
pub struct Printed {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Set when output passed the cap (Limits.output, `cap` bytes) and the rest was dropped.
    pub truncated: bool,
    pub cap: usize,
}

/// Bytes per element of NumPy's type numbers for the dtypes twinlink supports (the shim uses
/// the same numbering and sizes; 7/8 are 64-bit as on the host).
pub fn itemsize_of(typenum: i32) -> Option<usize> {
    Some(match typenum {
        0..=2 => 1,
        3 | 4 => 2,
        5 | 6 | 11 => 4,
        7..=10 | 12 => 8,
        _ => return None,
    })
}

/// Copies `shape` elements of `itemsize` bytes from `src` (element 0 at `src_off`, byte
/// strides `src_strides`) to `dst` likewise. Callers guarantee every element is in bounds.
#[allow(clippy::too_many_arguments)]
pub fn strided_copy(
    src: &[u8],
    src_off: usize,
    src_strides: &[isize],
    dst: &mut [u8],
    dst_off: usize,
    dst_strides: &[isize],
    shape: &[usize],
    itemsize: usize,
) {
    if shape.contains(&0) {
        return;
    }
    let nd = shape.len();
    if nd == 0 {
        dst[dst_off..dst_off + itemsize].copy_from_slice(&src[src_off..src_off + itemsize]);
        return;
    }
    let mut index = vec![0usize; nd];
    let (inner, s_in, d_in) = (shape[nd - 1], src_strides[nd - 1], dst_strides[nd - 1]);
    loop {
        let mut s = src_off as isize;
        let mut d = dst_off as isize;
        for k in 0..nd - 1 {
            s += index[k] as isize * src_strides[k];
            d += index[k] as isize * dst_strides[k];
        }
        if s_in == itemsize as isize && d_in == itemsize as isize {
            let n = inner * itemsize;
            dst[d as usize..d as usize + n].copy_from_slice(&src[s as usize..s as usize + n]);
        } else {
            for _ in 0..inner {
                dst[d as usize..d as usize + itemsize].copy_from_slice(&src[s as usize..s as usize + itemsize]);
                s += s_in;
                d += d_in;
            }
        }
        // Advance the outer index (odometer), innermost outer axis first.
        let mut k = nd - 1;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            index[k] += 1;
            if index[k] < shape[k] {
                break;
            }
            index[k] = 0;
        }
    }
}

/// (lowest, highest) byte offsets, relative to element 0, touched by an array's elements.
pub fn extent(shape: &[usize], strides: &[isize], itemsize: usize) -> (isize, isize) {
    let (mut lo, mut hi) = (0isize, itemsize as isize);
    if shape.contains(&0) {
        return (0, 0);
    }
    for (&n, &s) in shape.iter().zip(strides) {
        let span = (n as isize - 1) * s;
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    (lo, hi)
}

/// A compiled module plus what instances need to know about it; shared by its instances.
pub struct GuestModule {
    module: Module,
    linker: Linker<HostState>,
    sandbox: Arc<Sandbox>,
    pub n_inputs: usize,
    pub n_outputs: usize,
    pub n_constants: usize,
}

impl GuestModule {
    /// Checks the module's imports against the allow-list before any of its code can run.
    pub fn new(
        sandbox: Arc<Sandbox>,
        module: Module,
        n_inputs: usize,
        n_outputs: usize,
        n_constants: usize,
    ) -> Result<Arc<Self>> {
        let mut linker = Linker::new(&sandbox.engine);
        wasi::add_to_linker(&mut linker)?;
        let mut probe = Store::new(&sandbox.engine, HostState::new(0, 0));
        wasi::check_imports(&module, &linker, &mut probe)?;
        Ok(Arc::new(GuestModule {
            module,
            linker,
            sandbox,
            n_inputs,
            n_outputs,
            n_constants,
        }))
    }
}

struct Exports {
    new_none: TypedFunc<(), u32>,
    new_bool: TypedFunc<i32, u32>,
    new_long: TypedFunc<i64, u32>,
    new_float: TypedFunc<f64, u32>,
    new_tuple: TypedFunc<i32, u32>,
    tuple_set: TypedFunc<(u32, i32, u32), i32>,
    kind: TypedFunc<u32, i32>,
    long_value: TypedFunc<u32, i64>,
    float_value: TypedFunc<u32, f64>,
    tuple_size: TypedFunc<u32, i32>,
    tuple_item: TypedFunc<(u32, i32), u32>,
    str_utf8: TypedFunc<u32, u32>,
    err_kind: TypedFunc<(), i32>,
    err_message: TypedFunc<(), u32>,
    err_clear: TypedFunc<(), ()>,
    live_objects: TypedFunc<(), i64>,
    take_faults: TypedFunc<(), i32>,
    scratch: TypedFunc<(), u32>,
    new_array: TypedFunc<(i32, i32), u32>,
    array_typenum: TypedFunc<u32, i32>,
    array_ndim: TypedFunc<u32, i32>,
    array_dims: TypedFunc<u32, u32>,
    array_strides: TypedFunc<u32, u32>,
    array_data: TypedFunc<u32, u32>,
    array_clear_flags: TypedFunc<(u32, i32), ()>,
    set_input: TypedFunc<(i32, u32), ()>,
    set_constant: TypedFunc<(i32, u32), ()>,
    reuse_input_array: TypedFunc<(i32, i32, i32), u32>,
    init: TypedFunc<(), i32>,
    run: TypedFunc<(), i32>,
    output: TypedFunc<i32, u32>,
}

struct Live {
    store: Store<HostState>,
    memory: Memory,
    x: Exports,
    scratch: u32,
    /// The guest object in each input slot (0 when unset).
    inputs: Vec<u32>,
}

/// Per-Function guest state. Not shared between Functions: each has its own memory.
pub struct GuestInstance {
    module: Arc<GuestModule>,
    constants: Vec<GuestValue>,
    limits: Limits,
    live: Option<Live>,
    printed: Printed,
}

/// The trap kinds SandboxTrap reports, by wasmtime trap.
fn trap_kind(trap: &wasmtime::Trap) -> &'static str {
    use wasmtime::Trap::*;
    match trap {
        StackOverflow => "stack_overflow",
        MemoryOutOfBounds => "out_of_bounds",
        HeapMisaligned => "misaligned_access",
        TableOutOfBounds => "table_out_of_bounds",
        IndirectCallToNull => "null_function_call",
        BadSignature => "bad_signature",
        IntegerOverflow => "integer_overflow",
        IntegerDivisionByZero => "integer_divide_by_zero",
        BadConversionToInteger => "bad_conversion",
        UnreachableCodeReached => "unreachable",
        _ => "other",
    }
}

/// A guest failure that ends the instance, as the error that says what happened.
fn trap_error(e: wasmtime::Error, state: &HostState, limits: &Limits) -> Error {
    const GONE: &str = "the instance was discarded; the next call starts a fresh one";
    if let Some(code) = state.exit_code {
        return Error::Trap {
            kind: "exit",
            message: format!("the guest called exit({code}); {GONE}"),
        };
    }
    match e.downcast_ref::<wasmtime::Trap>() {
        Some(wasmtime::Trap::Interrupt) => {
            let limit = limits.timeout.map(seconds).unwrap_or_else(|| "configured".into());
            Error::Timeout(format!(
                "the guest ran longer than the {limit} timeout (Limits.timeout); {GONE}"
            ))
        }
        Some(wasmtime::Trap::OutOfFuel) => {
            let limit = limits.fuel.map(|f| f.to_string()).unwrap_or_default();
            Error::OutOfFuel(format!(
                "the guest used up its fuel budget of {limit} (Limits.fuel); {GONE}"
            ))
        }
        Some(wasmtime::Trap::StackOverflow) => Error::Trap {
            kind: "stack_overflow",
            message: format!(
                "the guest trapped: stack_overflow (its wasm call stack passed the {} limit, Limits.stack); {GONE}",
                bytes(limits.stack)
            ),
        },
        Some(trap) => {
            let hint = match trap {
                wasmtime::Trap::UnreachableCodeReached => " (abort(), __builtin_trap() or a NULL pointer dereference)",
                wasmtime::Trap::MemoryOutOfBounds => " (a pointer outside the guest's memory, or a C stack overflow)",
                _ => "",
            };
            Error::Trap {
                kind: trap_kind(trap),
                message: format!("the guest trapped: {} ({trap}){hint}; {GONE}", trap_kind(trap)),
            }
        }
        None => Error::Trap {
            kind: "other",
            message: format!("the guest failed: {e}; {GONE}"),
        },
    }
}

/// Guest call results: the outer error is a trap (discard the instance), the inner one an
/// ordinary failure (exception, bad value) that leaves the instance usable.
type Guarded<T> = wasmtime::Result<Result<T>>;

/// Gives the store a fresh per-call budget: fuel and the wall-clock deadline.
fn arm(store: &mut Store<HostState>, limits: &Limits) -> wasmtime::Result<()> {
    if let Some(fuel) = limits.fuel {
        store.set_fuel(fuel)?;
    }
    if let Some(t) = limits.timeout {
        store.set_epoch_deadline(Sandbox::ticks(t));
    }
    store.data_mut().limiter.refused = None;
    Ok(())
}

impl Live {
    fn new(module: &GuestModule, limits: &Limits) -> Result<Live> {
        let mut store = Store::new(module.module.engine(), HostState::new(limits.output, limits.memory));
        store.limiter(|s| &mut s.limiter);
        let _running = module.sandbox.running();
        arm(&mut store, limits).map_err(|e| Error::Sandbox(format!("cannot set the sandbox limits: {e}")))?;
        let instance: Instance = module
            .linker
            .instantiate(&mut store, &module.module)
            .map_err(|e| trap_error(e, store.data(), limits))?;
        let bad = |what: &str, e: wasmtime::Error| {
            Error::Sandbox(format!("the module breaks the guest ABI: export {what}: {e}"))
        };
        macro_rules! f {
            ($name:literal) => {
                instance
                    .get_typed_func(&mut store, $name)
                    .map_err(|e| bad($name, e))?
            };
        }
        let memory = instance
            .get_memory(&mut store, "memory")
            .ok_or_else(|| Error::Sandbox("the module exports no memory".into()))?;
        let initialize: TypedFunc<(), ()> = f!("_initialize");
        let abi: TypedFunc<(), i32> = f!("tl_abi_version");
        let x = Exports {
            new_none: f!("tl_new_none"),
            new_bool: f!("tl_new_bool"),
            new_long: f!("tl_new_long"),
            new_float: f!("tl_new_float"),
            new_tuple: f!("tl_new_tuple"),
            tuple_set: f!("tl_tuple_set"),
            kind: f!("tl_kind"),
            long_value: f!("tl_long_value"),
            float_value: f!("tl_float_value"),
            tuple_size: f!("tl_tuple_size"),
            tuple_item: f!("tl_tuple_item"),
            str_utf8: f!("tl_str_utf8"),
            err_kind: f!("tl_err_kind"),
            err_message: f!("tl_err_message"),
            err_clear: f!("tl_err_clear"),
            live_objects: f!("tl_live_objects"),
            take_faults: f!("tl_take_faults"),
            scratch: f!("tl_scratch"),
            new_array: f!("tl_new_array"),
            array_typenum: f!("tl_array_typenum"),
            array_ndim: f!("tl_array_ndim"),
            array_dims: f!("tl_array_dims"),
            array_strides: f!("tl_array_strides"),
            array_data: f!("tl_array_data"),
            array_clear_flags: f!("tl_array_clear_flags"),
            set_input: f!("tl_set_input"),
            set_constant: f!("tl_set_constant"),
            reuse_input_array: f!("tl_reuse_input_array"),
            init: f!("tl_init"),
            run: f!("tl_run"),
            output: f!("tl_output"),
        };
        initialize
            .call(&mut store, ())
            .map_err(|e| trap_error(e, store.data(), limits))?;
        let version = abi
            .call(&mut store, ())
            .map_err(|e| trap_error(e, store.data(), limits))?;
        if version != ABI_VERSION {
            return Err(Error::Sandbox(format!(
                "the module speaks guest ABI {version}, this twinlink speaks {ABI_VERSION}"
            )));
        }
        let scratch = x
            .scratch
            .call(&mut store, ())
            .map_err(|e| trap_error(e, store.data(), limits))?;
        Ok(Live {
            store,
            memory,
            x,
            scratch,
            inputs: vec![0; module.n_inputs],
        })
    }

    fn cstr(&self, ptr: u32) -> String {
        let data = self.memory.data(&self.store);
        let start = (ptr as usize).min(data.len());
        let end = (start + MAX_CSTR).min(data.len());
        let bytes = &data[start..end];
        let len = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        String::from_utf8_lossy(&bytes[..len]).into_owned()
    }

    fn guest_error(&mut self, failure: i32) -> wasmtime::Result<Error> {
        let kind = self.x.err_kind.call(&mut self.store, ())?;
        if kind == 0 {
            return Ok(Error::Guest {
                kind: PyExcKind::SystemError,
                message: format!("the guest failed (failure id {failure}) without setting an exception"),
            });
        }
        let ptr = self.x.err_message.call(&mut self.store, ())?;
        let message = self.cstr(ptr);
        self.x.err_clear.call(&mut self.store, ())?;
        let limiter = &self.store.data().limiter;
        if let (Some(PyExcKind::MemoryError), Some(asked)) = (PyExcKind::from_code(kind), limiter.refused) {
            return Ok(Error::SandboxMemory(format!(
                "the guest ran out of memory: growing its linear memory to {} would pass the {} limit (Limits.memory){}",
                bytes(asked),
                bytes(limiter.memory),
                if message.is_empty() { String::new() } else { format!(": {message}") }
            )));
        }
        Ok(match PyExcKind::from_code(kind) {
            Some(kind) => Error::Guest { kind, message },
            None => Error::Sandbox(format!(
                "the guest raised an exception of unknown type code {kind}: {message}"
            )),
        })
    }

    fn read_i32s(&self, at: u32, n: usize) -> Option<Vec<i32>> {
        let data = self.memory.data(&self.store);
        let bytes = data.get(at as usize..at as usize + 4 * n)?;
        Some(
            bytes
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        )
    }

    /// Writes dim k at scratch[k] and stride k at scratch[MAX_DIMS + k] (read as npy_intp).
    fn write_layout(&mut self, shape: &[usize], strides: &[isize]) -> Result<()> {
        if shape.len() > MAX_DIMS {
            return Err(Error::Marshal(format!(
                "arrays of rank {} cannot enter the sandbox (at most {MAX_DIMS})",
                shape.len()
            )));
        }
        let word = |v: i64, what: &str| {
            i32::try_from(v)
                .map_err(|_| Error::Marshal(format!("array {what} {v} is too large for the wasm32 sandbox")))
        };
        let mut dims = Vec::with_capacity(4 * shape.len());
        let mut steps = Vec::with_capacity(4 * shape.len());
        for (&n, &s) in shape.iter().zip(strides) {
            dims.extend_from_slice(&word(n as i64, "dimension")?.to_le_bytes());
            steps.extend_from_slice(&word(s as i64, "stride")?.to_le_bytes());
        }
        let at = self.scratch as usize;
        let mem = self.memory.data_mut(&mut self.store);
        let area = mem
            .get_mut(at..at + 8 * MAX_DIMS)
            .ok_or_else(|| Error::Sandbox("the guest's scratch area is outside its memory".into()))?;
        area[..dims.len()].copy_from_slice(&dims);
        area[4 * MAX_DIMS..4 * MAX_DIMS + steps.len()].copy_from_slice(&steps);
        Ok(())
    }

    /// Copies `a` into guest memory at `dst` laid out with `dst_strides`.
    fn copy_in(&mut self, a: &ArrayView<'_>, dst: u32, dst_strides: &[isize]) -> Result<()> {
        let (_, hi) = extent(a.shape, dst_strides, a.itemsize);
        let mem = self.memory.data_mut(&mut self.store);
        if dst as usize + hi.max(0) as usize > mem.len() {
            return Err(Error::Sandbox(
                "the guest returned an array buffer outside its memory".into(),
            ));
        }
        strided_copy(
            a.data,
            a.offset,
            a.strides,
            mem,
            dst as usize,
            dst_strides,
            a.shape,
            a.itemsize,
        );
        Ok(())
    }

    /// A guest array holding `a`: the input slot's old buffer when the layout matches
    /// (`reuse_slot`), a fresh array otherwise. Returns the new object, or 0 when reused.
    fn make_array(&mut self, a: &ArrayView<'_>, reuse_slot: Option<i32>) -> Guarded<u32> {
        if itemsize_of(a.typenum) != Some(a.itemsize) {
            return Ok(Err(Error::Marshal(format!(
                "arrays of NumPy type number {} cannot enter the sandbox",
                a.typenum
            ))));
        }
        // The guest sees C order, or Fortran order when the host array is Fortran-contiguous.
        let f_order = a.shape.len() > 1
            && is_f_contiguous(a.shape, a.strides, a.itemsize)
            && !is_c_contiguous(a.shape, a.strides, a.itemsize);
        let strides = if f_order {
            f_strides(a.shape, a.itemsize)
        } else {
            c_strides(a.shape, a.itemsize)
        };
        if let Err(e) = self.write_layout(a.shape, &strides) {
            return Ok(Err(e));
        }
        let nd = a.shape.len() as i32;
        if let (Some(slot), true) = (reuse_slot, a.aligned) {
            let data = self.x.reuse_input_array.call(&mut self.store, (slot, a.typenum, nd))?;
            if data != 0 {
                return Ok(self.copy_in(a, data, &strides).map(|()| 0));
            }
        }
        let obj = self.x.new_array.call(&mut self.store, (a.typenum, nd))?;
        if obj == 0 {
            return Ok(Err(self.guest_error(0)?));
        }
        if !a.aligned {
            self.x
                .array_clear_flags
                .call(&mut self.store, (obj, NPY_ARRAY_ALIGNED))?;
        }
        let data = self.x.array_data.call(&mut self.store, obj)?;
        Ok(self.copy_in(a, data, &strides).map(|()| obj))
    }

    /// Builds `v` as a guest object (a new reference).
    fn make(&mut self, v: &GuestValue) -> Guarded<u32> {
        let s = &mut self.store;
        let ptr = match v {
            GuestValue::None => self.x.new_none.call(s, ())?,
            GuestValue::Bool(b) => self.x.new_bool.call(s, *b as i32)?,
            GuestValue::Int(i) => self.x.new_long.call(s, *i)?,
            GuestValue::Float(f) => self.x.new_float.call(s, *f)?,
            GuestValue::Str(_) => {
                return Ok(Err(Error::Marshal(
                    "str values cannot be passed into the sandbox yet".into(),
                )))
            }
            GuestValue::Array(a) => {
                let strides = a.c_strides();
                let view = ArrayView {
                    typenum: a.typenum,
                    itemsize: a.itemsize,
                    shape: &a.shape,
                    strides: &strides,
                    data: &a.data,
                    offset: 0,
                    aligned: true,
                };
                return self.make_array(&view, None);
            }
            GuestValue::Tuple(items) => {
                let t = self.x.new_tuple.call(s, items.len() as i32)?;
                if t == 0 {
                    return Ok(Err(self.guest_error(0)?));
                }
                for (i, item) in items.iter().enumerate() {
                    let p = match self.make(item)? {
                        Ok(p) => p,
                        Err(e) => return Ok(Err(e)),
                    };
                    self.x.tuple_set.call(&mut self.store, (t, i as i32, p))?;
                }
                t
            }
        };
        if ptr == 0 {
            return Ok(Err(self.guest_error(0)?));
        }
        Ok(Ok(ptr))
    }

    fn read_array(&mut self, ptr: u32) -> Guarded<GuestArray> {
        let typenum = self.x.array_typenum.call(&mut self.store, ptr)?;
        let nd = self.x.array_ndim.call(&mut self.store, ptr)?;
        let Some(itemsize) = itemsize_of(typenum) else {
            return Ok(Err(Error::Marshal(format!(
                "the guest returned an array of type number {typenum}, which the host cannot convert"
            ))));
        };
        if !(0..=MAX_DIMS as i32).contains(&nd) {
            return Ok(Err(Error::Sandbox(format!("the guest returned an array of rank {nd}"))));
        }
        let dims_at = self.x.array_dims.call(&mut self.store, ptr)?;
        let strides_at = self.x.array_strides.call(&mut self.store, ptr)?;
        let data = self.x.array_data.call(&mut self.store, ptr)?;
        let (Some(dims), Some(strides)) = (
            self.read_i32s(dims_at, nd as usize),
            self.read_i32s(strides_at, nd as usize),
        ) else {
            return Ok(Err(Error::Sandbox(
                "the guest returned an array whose shape lies outside its memory".into(),
            )));
        };
        if dims.iter().any(|&d| d < 0) {
            return Ok(Err(Error::Sandbox(format!(
                "the guest returned an array with negative dimensions {dims:?}"
            ))));
        }
        let shape: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
        let strides: Vec<isize> = strides.iter().map(|&s| s as isize).collect();
        // A hostile guest can forge any layout: every element must lie inside guest memory.
        let (lo, hi) = extent(&shape, &strides, itemsize);
        let size = self.memory.data_size(&self.store) as isize;
        let total: Option<usize> = shape.iter().try_fold(1usize, |acc, &n| acc.checked_mul(n));
        if total.is_none() || data as isize + lo < 0 || data as isize + hi > size {
            return Ok(Err(Error::Sandbox(
                "the guest returned an array whose data lies outside its memory".into(),
            )));
        }
        Ok(Ok(GuestArray {
            typenum,
            itemsize,
            shape,
            strides,
            data,
        }))
    }

    fn read(&mut self, ptr: u32, depth: usize) -> Guarded<Output> {
        if ptr == 0 {
            return Ok(Err(Error::Marshal("the guest returned NULL as an output".into())));
        }
        if depth > MAX_DEPTH {
            return Ok(Err(Error::Marshal(format!(
                "guest output nests deeper than {MAX_DEPTH} levels"
            ))));
        }
        let value = match self.x.kind.call(&mut self.store, ptr)? {
            1 => GuestValue::None,
            2 => GuestValue::Bool(self.x.long_value.call(&mut self.store, ptr)? != 0),
            3 => GuestValue::Int(self.x.long_value.call(&mut self.store, ptr)?),
            4 => GuestValue::Float(self.x.float_value.call(&mut self.store, ptr)?),
            5 => {
                let n = self.x.tuple_size.call(&mut self.store, ptr)?;
                let mut items = Vec::with_capacity(n.max(0) as usize);
                for i in 0..n {
                    let item = self.x.tuple_item.call(&mut self.store, (ptr, i))?;
                    match self.read(item, depth + 1)? {
                        Ok(Output::Value(v)) => items.push(v),
                        Ok(Output::Array(a)) => match self.owned(&a) {
                            Ok(a) => items.push(GuestValue::Array(a)),
                            Err(e) => return Ok(Err(e)),
                        },
                        Err(e) => return Ok(Err(e)),
                    }
                }
                GuestValue::Tuple(items)
            }
            6 => {
                let p = self.x.str_utf8.call(&mut self.store, ptr)?;
                GuestValue::Str(self.cstr(p))
            }
            7 => return Ok(self.read_array(ptr)?.map(Output::Array)),
            k => {
                return Ok(Err(Error::Marshal(format!(
                    "the guest returned an object the host cannot convert (kind {k})"
                ))))
            }
        };
        Ok(Ok(Output::Value(value)))
    }

    /// A C-contiguous host copy of a guest array (its bounds were checked by `read_array`).
    fn owned(&self, a: &GuestArray) -> Result<OwnedArray> {
        let n: usize = a.shape.iter().product();
        let mut data = vec![0u8; n * a.itemsize];
        let mem = self.memory.data(&self.store);
        strided_copy(
            mem,
            a.data as usize,
            &a.strides,
            &mut data,
            0,
            &c_strides(&a.shape, a.itemsize),
            &a.shape,
            a.itemsize,
        );
        Ok(OwnedArray {
            typenum: a.typenum,
            itemsize: a.itemsize,
            shape: a.shape.clone(),
            data,
        })
    }
}

fn f_strides(shape: &[usize], itemsize: usize) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut step = itemsize as isize;
    for (s, &n) in strides.iter_mut().zip(shape) {
        *s = step;
        step *= n.max(1) as isize;
    }
    strides
}

fn contiguous_as(shape: &[usize], strides: &[isize], expected: &[isize]) -> bool {
    shape
        .iter()
        .zip(strides)
        .zip(expected)
        .all(|((&n, &s), &e)| n <= 1 || s == e)
}

pub fn is_c_contiguous(shape: &[usize], strides: &[isize], itemsize: usize) -> bool {
    contiguous_as(shape, strides, &c_strides(shape, itemsize))
}

pub fn is_f_contiguous(shape: &[usize], strides: &[isize], itemsize: usize) -> bool {
    contiguous_as(shape, strides, &f_strides(shape, itemsize))
}

/// The error for faults the shim recorded (TL_FAULT_* in guest_abi.h).
fn fault_error(faults: i32) -> Error {
    const GONE: &str = "the instance was discarded; the next call starts a fresh one";
    if faults & 2 != 0 {
        Error::Trap {
            kind: "released_held_object",
            message: format!("the op released a reference it did not own: an input or constant the host still holds fell to refcount zero; {GONE}"),
        }
    } else {
        Error::Trap {
            kind: "refcount_underflow",
            message: format!("the op released a reference it did not own: a refcount fell below zero; {GONE}"),
        }
    }
}

impl GuestInstance {
    /// `limits` must match the sandbox the module was compiled for (fuel/timeout/stack).
    pub fn new(module: Arc<GuestModule>, constants: Vec<GuestValue>, limits: Limits) -> Result<Self> {
        limits.validate()?;
        if super::EngineConfig::of(&limits) != module.sandbox.config {
            return Err(Error::Link(
                "these limits need a module compiled for them (build it with the same Limits)".into(),
            ));
        }
        if constants.len() != module.n_constants {
            return Err(Error::Link(format!(
                "the module needs {} constants, {} were given",
                module.n_constants,
                constants.len()
            )));
        }
        let mut inst = GuestInstance {
            module,
            constants,
            limits,
            live: None,
            printed: Printed::default(),
        };
        inst.ensure_live()?;
        Ok(inst)
    }

    /// Instantiates and struct-initialises on first use and after a trap.
    fn ensure_live(&mut self) -> Result<()> {
        if self.live.is_some() {
            return Ok(());
        }
        let mut live = Live::new(&self.module, &self.limits)?;
        let constants = &self.constants;
        let _running = self.module.sandbox.running();
        let result: Guarded<()> = (|| {
            for (i, c) in constants.iter().enumerate() {
                match live.make(c)? {
                    Ok(p) => live.x.set_constant.call(&mut live.store, (i as i32, p))?,
                    Err(e) => return Ok(Err(e)),
                }
            }
            let failure = live.x.init.call(&mut live.store, ())?;
            if failure != 0 {
                return Ok(Err(live.guest_error(failure)?));
            }
            Ok(Ok(()))
        })();
        match result {
            Ok(Ok(())) => {
                self.live = Some(live);
                Ok(())
            }
            Ok(Err(e)) => Err(e),
            Err(trap) => Err(trap_error(trap, live.store.data(), &self.limits)),
        }
    }

    /// Runs `f` on the live instance; a trap discards the instance. Output printed by the
    /// guest is collected either way.
    fn guarded<T>(&mut self, f: impl FnOnce(&mut Live) -> Guarded<T>) -> Result<T> {
        self.ensure_live()?;
        let Some(live) = self.live.as_mut() else {
            return Err(Error::Sandbox("no live instance".into()));
        };
        let _running = self.module.sandbox.running();
        let result = f(live);
        let state = live.store.data_mut();
        self.printed.stdout.append(&mut state.stdout);
        self.printed.stderr.append(&mut state.stderr);
        self.printed.truncated |= std::mem::take(&mut state.output_truncated);
        self.printed.cap = self.limits.output;
        match result {
            Ok(r) => r,
            Err(trap) => {
                let err = trap_error(trap, live.store.data(), &self.limits);
                self.live = None;
                Err(err)
            }
        }
    }

    /// Phase 1: hands the inputs to the guest (arrays are copied into guest memory, into the
    /// previous call's buffer when shape, dtype and layout match).
    pub fn set_inputs(&mut self, inputs: &[Input<'_>]) -> Result<()> {
        if inputs.len() != self.module.n_inputs {
            return Err(Error::Link(format!(
                "expected {} inputs, got {}",
                self.module.n_inputs,
                inputs.len()
            )));
        }
        let limits = self.limits.clone();
        self.guarded(|live| {
            // One budget (fuel, deadline) per call: it covers inputs, run and outputs.
            arm(&mut live.store, &limits)?;
            for (i, input) in inputs.iter().enumerate() {
                let made = match input {
                    Input::Value(v) => live.make(v)?,
                    Input::Array(a) => live.make_array(a, Some(i as i32))?,
                };
                match made {
                    Ok(0) => {} // reused in place
                    Ok(p) => {
                        live.x.set_input.call(&mut live.store, (i as i32, p))?;
                        live.inputs[i] = p;
                    }
                    Err(e) => return Ok(Err(e)),
                }
            }
            Ok(Ok(()))
        })
    }

    /// Phase 2: runs the graph on the inputs set last.
    pub fn run(&mut self) -> Result<()> {
        let result = self.guarded(|live| {
            let failure = live.x.run.call(&mut live.store, ())?;
            let faults = live.x.take_faults.call(&mut live.store, ())?;
            if faults != 0 {
                return Ok(Err(fault_error(faults)));
            }
            if failure != 0 {
                return Ok(Err(live.guest_error(failure)?));
            }
            Ok(Ok(()))
        });
        if let Err(Error::Trap {
            kind: "refcount_underflow" | "released_held_object",
            ..
        }) = &result
        {
            // The guest's object graph can no longer be trusted.
            self.live = None;
        }
        result
    }

    /// Phase 3: the outputs of the last successful run. Arrays stay in guest memory until
    /// copied out with `copy_out` (before the next call).
    pub fn outputs(&mut self) -> Result<Vec<Output>> {
        let n = self.module.n_outputs;
        self.guarded(|live| {
            let mut outs = Vec::with_capacity(n);
            for i in 0..n {
                let p = live.x.output.call(&mut live.store, i as i32)?;
                match live.read(p, 0)? {
                    Ok(o) => outs.push(o),
                    Err(e) => return Ok(Err(e)),
                }
            }
            Ok(Ok(outs))
        })
    }

    /// Input `index` as the guest holds it after a run (an op may have written into it).
    pub fn input_array(&mut self, index: usize) -> Result<Option<GuestArray>> {
        self.guarded(|live| {
            let Some(&ptr) = live.inputs.get(index) else {
                return Ok(Ok(None));
            };
            if ptr == 0 || live.x.kind.call(&mut live.store, ptr)? != 7 {
                return Ok(Ok(None));
            }
            Ok(live.read_array(ptr)?.map(Some))
        })
    }

    /// Copies a guest array (from `outputs`) into `dst`, a fresh array laid out with byte
    /// strides `dst_strides` and element 0 at the start.
    pub fn copy_out(&self, a: &GuestArray, dst: &mut [u8], dst_strides: &[isize]) -> Result<()> {
        self.copy_out_at(a, dst, 0, dst_strides)
    }

    /// Copies a guest array into `dst` with element 0 at `dst_off` and any byte strides; every
    /// element must land inside `dst`.
    pub fn copy_out_at(&self, a: &GuestArray, dst: &mut [u8], dst_off: usize, dst_strides: &[isize]) -> Result<()> {
        let (lo, hi) = extent(&a.shape, dst_strides, a.itemsize);
        if dst_strides.len() != a.shape.len()
            || (dst_off as isize + lo) < 0
            || dst_off as isize + hi > dst.len() as isize
        {
            return Err(Error::Marshal(
                "the destination array does not fit the guest's array".into(),
            ));
        }
        let live = self
            .live
            .as_ref()
            .ok_or_else(|| Error::Sandbox("no live instance".into()))?;
        let mem = live.memory.data(&live.store);
        strided_copy(
            mem,
            a.data as usize,
            &a.strides,
            dst,
            dst_off,
            dst_strides,
            &a.shape,
            a.itemsize,
        );
        Ok(())
    }

    /// What the guest printed since the last call of this method.
    pub fn take_printed(&mut self) -> Printed {
        std::mem::take(&mut self.printed)
    }

    /// Shim objects alive in the guest (0 when no instance is live).
    pub fn live_objects(&mut self) -> Result<i64> {
        match self.live.as_mut() {
            Some(live) => live
                .x
                .live_objects
                .call(&mut live.store, ())
                .map_err(|e| Error::Sandbox(e.to_string())),
            None => Ok(0),
        }
    }

    /// Bytes of linear memory of the live instance.
    pub fn memory_bytes(&self) -> usize {
        self.live.as_ref().map_or(0, |l| l.memory.data_size(&l.store))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strided_copy_reverses_and_transposes() {
        // 2x3 int32 matrix, copied transposed into a 3x2 C-contiguous destination.
        let src: Vec<u8> = (0i32..6).flat_map(|v| v.to_le_bytes()).collect();
        let mut dst = vec![0u8; 24];
        strided_copy(&src, 0, &[4, 12], &mut dst, 0, &[8, 4], &[3, 2], 4);
        let got: Vec<i32> = dst
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert_eq!(got, vec![0, 3, 1, 4, 2, 5]);
        // Negative stride: element 0 is the last one in memory.
        let mut rev = vec![0u8; 24];
        strided_copy(&src, 20, &[-4], &mut rev, 0, &[4], &[6], 4);
        let got: Vec<i32> = rev
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert_eq!(got, vec![5, 4, 3, 2, 1, 0]);
    }

    #[test]
    fn extent_covers_negative_strides_and_zero_size() {
        assert_eq!(extent(&[3], &[-8], 8), (-16, 8));
        assert_eq!(extent(&[2, 0], &[8, 8], 8), (0, 0));
        assert_eq!(extent(&[], &[], 4), (0, 4));
    }

    #[test]
    fn layouts_are_recognised() {
        assert!(is_c_contiguous(&[2, 3], &[24, 8], 8));
        assert!(is_f_contiguous(&[2, 3], &[8, 16], 8));
        assert!(!is_c_contiguous(&[2, 3], &[8, 16], 8));
        assert!(is_c_contiguous(&[1, 3], &[999, 8], 8));
    }
}
