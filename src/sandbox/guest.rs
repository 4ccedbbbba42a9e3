//! One Function instance on the wasm target: a wasmtime Store and Instance of the module,
//! with inputs built as shim objects in guest memory through the guest ABI exports
//! (wasm/guest_abi.h) and outputs read back the same way. A call has three phases — inputs,
//! run, outputs — so the caller can release its interpreter lock for `run` alone. A trap
//! discards the instance; the next call builds a fresh one.
use std::sync::Arc;

use wasmtime::{Instance, Linker, Module, Store};

use super::abi::{Abi, Guarded, Live, WasmtimeExports, WasmtimeGuest};
use super::limits::{bytes, seconds, Limits};
use super::wasi::{self, HostState};
use super::Sandbox;
use crate::error::{Error, Result};

/// Guest ABI version this host speaks (TL_ABI_VERSION in wasm/guest_abi.h).
pub const ABI_VERSION: i32 = 2;
/// TL_MAX_DIMS in guest_abi.h.
pub const MAX_DIMS: usize = 64;

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
        wasi::check_imports(module.imports().map(|i| (i.module(), i.name())))?;
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

type Guest = Live<WasmtimeGuest>;

/// Per-Function guest state. Not shared between Functions: each has its own memory.
pub struct GuestInstance {
    module: Arc<GuestModule>,
    constants: Vec<GuestValue>,
    limits: Limits,
    live: Option<Guest>,
    printed: Printed,
}

/// SandboxTrap's kind for a wasmtime trap (`interrupt` and `out_of_fuel` become their own
/// exceptions).
fn trap_kind(trap: &wasmtime::Trap) -> &'static str {
    use wasmtime::Trap::*;
    match trap {
        Interrupt => "interrupt",
        OutOfFuel => "out_of_fuel",
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

/// A wasmtime failure that ends the instance, as the error that says what happened.
pub fn wasmtime_trap_error(e: wasmtime::Error, state: &HostState, limits: &Limits) -> Error {
    match e.downcast_ref::<wasmtime::Trap>() {
        Some(trap) => trap_error(Some(trap_kind(trap)), &trap.to_string(), state, limits),
        None => trap_error(None, &e.to_string(), state, limits),
    }
}

/// A trap from any engine (`kind` as SandboxTrap names it, None when the engine failed in
/// another way), as the error that says what happened.
pub fn trap_error(kind: Option<&'static str>, text: &str, state: &HostState, limits: &Limits) -> Error {
    const GONE: &str = "the instance was discarded; the next call starts a fresh one";
    if let Some(code) = state.exit_code {
        return Error::Trap {
            kind: "exit",
            message: format!("the guest called exit({code}); {GONE}"),
        };
    }
    match kind {
        Some("interrupt") => {
            let limit = limits.timeout.map(seconds).unwrap_or_else(|| "configured".into());
            Error::Timeout(format!(
                "the guest ran longer than the {limit} timeout (Limits.timeout); {GONE}"
            ))
        }
        Some("out_of_fuel") => {
            let limit = limits.fuel.map(|f| f.to_string()).unwrap_or_default();
            Error::OutOfFuel(format!(
                "the guest used up its fuel budget of {limit} (Limits.fuel); {GONE}"
            ))
        }
        Some("stack_overflow") => Error::Trap {
            kind: "stack_overflow",
            message: format!(
                "the guest trapped: stack_overflow (its wasm call stack passed the {} limit, Limits.stack); {GONE}",
                bytes(limits.stack)
            ),
        },
        Some(kind) => {
            let hint = match kind {
                "unreachable" => " (abort(), __builtin_trap() or a NULL pointer dereference)",
                "out_of_bounds" => " (a pointer outside the guest's memory, or a C stack overflow)",
                _ => "",
            };
            Error::Trap {
                kind,
                message: format!("the guest trapped: {kind} ({text}){hint}; {GONE}"),
            }
        }
        None => Error::Trap {
            kind: "other",
            message: format!("the guest failed: {text}; {GONE}"),
        },
    }
}

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

impl GuestModule {
    /// A fresh instance with its initialisers run (the graph's own init is not run yet).
    pub fn start(&self, limits: &Limits) -> Result<Guest> {
        let mut store = Store::new(self.module.engine(), HostState::new(limits.output, limits.memory));
        store.limiter(|s| &mut s.limiter);
        let _running = self.sandbox.running();
        arm(&mut store, limits).map_err(|e| Error::Sandbox(format!("cannot set the sandbox limits: {e}")))?;
        let instance: Instance = self
            .linker
            .instantiate(&mut store, &self.module)
            .map_err(|e| wasmtime_trap_error(e, store.data(), limits))?;
        let memory = instance
            .get_memory(&mut store, "memory")
            .ok_or_else(|| Error::Sandbox("the module exports no memory".into()))?;
        let x = WasmtimeExports::get(&instance, &mut store)?;
        let mut live = Live::new(WasmtimeGuest { store, memory, x }, self.n_inputs);
        match live.start() {
            Ok(Ok(())) => Ok(live),
            Ok(Err(e)) => Err(e),
            Err(e) => Err(wasmtime_trap_error(e, live.g.state(), limits)),
        }
    }
}

pub fn f_strides(shape: &[usize], itemsize: usize) -> Vec<isize> {
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

impl GuestModule {
    /// Runs the graph once on a fresh instance (constants, init, inputs, run) and returns its
    /// outputs as host values: what bundles record and replay.
    pub fn run_once(
        &self,
        limits: &Limits,
        constants: &[GuestValue],
        inputs: &[GuestValue],
    ) -> Result<Vec<GuestValue>> {
        check_constants(self.n_constants, constants.len())?;
        check_inputs(self.n_inputs, inputs.len())?;
        let mut live = self.start(limits)?;
        let _running = self.sandbox.running();
        live.run_once(constants, inputs, self.n_outputs)
            .unwrap_or_else(|trap| Err(wasmtime_trap_error(trap, live.g.state(), limits)))
    }
}

/// The number of inputs a module was assembled with against the number given.
pub fn check_inputs(needed: usize, given: usize) -> Result<()> {
    if given != needed {
        return Err(Error::Link(format!("expected {needed} inputs, got {given}")));
    }
    Ok(())
}

fn check_constants(needed: usize, given: usize) -> Result<()> {
    if given != needed {
        return Err(Error::Link(format!(
            "the module needs {needed} constants, {given} were given"
        )));
    }
    Ok(())
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
        check_constants(module.n_constants, constants.len())?;
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
        let mut live = self.module.start(&self.limits)?;
        let _running = self.module.sandbox.running();
        match live.init(&self.constants) {
            Ok(Ok(())) => {
                self.live = Some(live);
                Ok(())
            }
            Ok(Err(e)) => Err(e),
            Err(trap) => Err(wasmtime_trap_error(trap, live.g.state(), &self.limits)),
        }
    }

    /// Runs `f` on the live instance; a trap discards the instance. Output printed by the
    /// guest is collected either way.
    fn guarded<T>(&mut self, f: impl FnOnce(&mut Guest) -> Guarded<T, wasmtime::Error>) -> Result<T> {
        self.ensure_live()?;
        let Some(live) = self.live.as_mut() else {
            return Err(Error::Sandbox("no live instance".into()));
        };
        let _running = self.module.sandbox.running();
        let result = f(live);
        let state = live.g.state_mut();
        self.printed.stdout.append(&mut state.stdout);
        self.printed.stderr.append(&mut state.stderr);
        self.printed.truncated |= std::mem::take(&mut state.output_truncated);
        self.printed.cap = self.limits.output;
        match result {
            Ok(r) => r,
            Err(trap) => {
                let err = wasmtime_trap_error(trap, live.g.state(), &self.limits);
                self.live = None;
                Err(err)
            }
        }
    }

    /// Phase 1: hands the inputs to the guest (arrays are copied into guest memory, into the
    /// previous call's buffer when shape, dtype and layout match).
    pub fn set_inputs(&mut self, inputs: &[Input<'_>]) -> Result<()> {
        check_inputs(self.module.n_inputs, inputs.len())?;
        let limits = self.limits.clone();
        self.guarded(|live| {
            // One budget (fuel, deadline) per call: it covers inputs, run and outputs.
            arm(&mut live.g.store, &limits)?;
            live.set_inputs(inputs)
        })
    }

    /// Phase 2: runs the graph on the inputs set last.
    pub fn run(&mut self) -> Result<()> {
        let result = self.guarded(|live| live.run());
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
        self.guarded(|live| live.outputs(n))
    }

    /// Input `index` as the guest holds it after a run (an op may have written into it).
    pub fn input_array(&mut self, index: usize) -> Result<Option<GuestArray>> {
        self.guarded(|live| live.input_array(index))
    }

    /// Copies a guest array (from `outputs`) into `dst`, a fresh array laid out with byte
    /// strides `dst_strides` and element 0 at the start.
    pub fn copy_out(&self, a: &GuestArray, dst: &mut [u8], dst_strides: &[isize]) -> Result<()> {
        self.copy_out_at(a, dst, 0, dst_strides)
    }

    /// Copies a guest array into `dst` with element 0 at `dst_off` and any byte strides; every
    /// element must land inside `dst`.
    pub fn copy_out_at(&self, a: &GuestArray, dst: &mut [u8], dst_off: usize, dst_strides: &[isize]) -> Result<()> {
        self.live
            .as_ref()
            .ok_or_else(|| Error::Sandbox("no live instance".into()))?
            .copy_out_at(a, dst, dst_off, dst_strides)
    }

    /// What the guest printed since the last call of this method.
    pub fn take_printed(&mut self) -> Printed {
        std::mem::take(&mut self.printed)
    }

    /// Shim objects alive in the guest (0 when no instance is live).
    pub fn live_objects(&mut self) -> Result<i64> {
        match self.live.as_mut() {
            Some(live) => live.g.live_objects(()).map_err(|e| Error::Sandbox(e.to_string())),
            None => Ok(0),
        }
    }

    /// Bytes of linear memory of the live instance.
    pub fn memory_bytes(&self) -> usize {
        self.live.as_ref().map_or(0, |l| l.g.memory().len())
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
