//! One Function instance on the wasm target: a wasmtime Store and Instance of the module,
//! with inputs built as shim objects in guest memory through the guest ABI exports
//! (wasm/guest_abi.h) and outputs read back the same way. A call has two phases — inputs and
//! run, then outputs — so the caller can release its interpreter lock for the first alone. A trap
//! discards the instance; the next call builds a fresh one.
use std::sync::Arc;

use wasmtime::{Instance, Linker, Module, Store};

use super::abi::{
    check_constants, check_inputs, guest_abi, trap_error, with_exports, Abi, Guarded, GuestArray, Input, Live, Output,
    Outputs, Printed,
};
use super::engine::{EngineConfig, Sandbox};
use super::limits::Limits;
use super::wasi::{self, HostState};
use crate::error::{Error, Result};
use crate::value::{Block, GuestValue};

with_exports!(
    guest_abi! { @engine wasmtime, WasmtimeExports, WasmtimeGuest, wasmtime_call, "wasmtime (cranelift or winch)" }
);

fn wasmtime_call<P: wasmtime::WasmParams, R: wasmtime::WasmResults>(
    f: &wasmtime::TypedFunc<P, R>,
    store: &mut wasmtime::Store<HostState>,
    args: P,
) -> wasmtime::Result<R> {
    f.call(store, args)
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

    /// A fresh instance with its initialisers run (the graph's own init is not run yet).
    pub fn start(&self, limits: &Limits) -> Result<Guest> {
        let mut store = Store::new(self.module.engine(), HostState::new(limits.output, limits.memory));
        store.limiter(|s| &mut s.limiter);
        // At the deadline: the call's tick hook when it has one (then the rest of its timeout),
        // else the timeout's trap.
        store.epoch_deadline_callback(|mut ctx| match ctx.data_mut().tick_hook.take() {
            Some((hook, rest)) => {
                hook();
                Ok(wasmtime::UpdateDeadline::Continue(rest))
            }
            None => Ok(wasmtime::UpdateDeadline::Interrupt),
        });
        let _running = self.sandbox.running();
        arm(&mut store, limits.fuel, limits.timeout.map(Sandbox::ticks), None)
            .map_err(|e| Error::Sandbox(format!("cannot set the sandbox limits: {e}")))?;
        let instance: Instance = self
            .linker
            .instantiate(&mut store, &self.module)
            .map_err(|e| wasmtime_trap_error(e, store.data(), limits))?;
        let memory = instance
            .get_memory(&mut store, "memory")
            .ok_or_else(|| Error::Sandbox("the module exports no memory".into()))?;
        let x = WasmtimeExports::get(&instance, &mut store)?;
        let mut live = Live::new(WasmtimeGuest { store, memory, x }, self.n_inputs, self.n_outputs);
        match live.start() {
            Ok(Ok(())) => Ok(live),
            Ok(Err(e)) => Err(e),
            Err(e) => Err(wasmtime_trap_error(e, live.g.state(), limits)),
        }
    }

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

type Guest = Live<WasmtimeGuest>;

/// Per-Function guest state. Not shared between Functions: each has its own memory.
pub struct GuestInstance {
    module: Arc<GuestModule>,
    constants: Vec<GuestValue>,
    limits: Limits,
    /// `limits.timeout` in watchdog ticks, computed once (`Sandbox::ticks` divides 128-bit
    /// integers, a visible cost on a small call).
    ticks: Option<u64>,
    live: Option<Guest>,
    printed: Printed,
    /// Calls that took the fast lane (`run_lane`) and ran, over every instance this one made.
    lane_calls: u64,
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

/// Gives the store a fresh per-call budget: fuel and the wall-clock deadline. With a
/// `tick_hook` (and a timeout), the first deadline is the next watchdog tick, where the hook
/// runs once before the rest of the timeout.
fn arm(
    store: &mut Store<HostState>,
    fuel: Option<u64>,
    ticks: Option<u64>,
    tick_hook: Option<fn()>,
) -> wasmtime::Result<()> {
    if let Some(fuel) = fuel {
        store.set_fuel(fuel)?;
    }
    store.data_mut().tick_hook = None;
    if let Some(ticks) = ticks {
        match tick_hook {
            Some(hook) => {
                store.data_mut().tick_hook = Some((hook, ticks - 1));
                store.set_epoch_deadline(1);
            }
            None => store.set_epoch_deadline(ticks),
        }
    }
    store.data_mut().limiter.refused = None;
    Ok(())
}

impl GuestInstance {
    /// `limits` must match the sandbox the module was compiled for (fuel/timeout/stack).
    pub fn new(module: Arc<GuestModule>, constants: Vec<GuestValue>, limits: Limits) -> Result<Self> {
        limits.validate()?;
        if EngineConfig::of(&limits) != module.sandbox.config {
            return Err(Error::Link(
                "these limits need a module compiled for them (build it with the same Limits)".into(),
            ));
        }
        check_constants(module.n_constants, constants.len())?;
        let mut inst = GuestInstance {
            module,
            constants,
            ticks: limits.timeout.map(Sandbox::ticks),
            limits,
            live: None,
            printed: Printed::default(),
            lane_calls: 0,
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

    /// Phases 1 and 2: hands the inputs to the guest (arrays are copied into guest memory,
    /// into the previous call's buffer when shape, dtype and layout match) and runs the graph,
    /// in one guarded section with one budget (fuel, deadline) for inputs, run and outputs.
    /// `tick_hook` (see `can_hook_ticks`) runs once, on this thread and inside the call, if the
    /// call reaches the next watchdog tick: how a caller holding a lock for a brief call (the
    /// Python layer's GIL) lets it go when the call turns out long.
    pub fn set_inputs_and_run(&mut self, inputs: &[Input<'_>], tick_hook: Option<fn()>) -> Result<()> {
        check_inputs(self.module.n_inputs, inputs.len())?;
        let (fuel, ticks) = (self.limits.fuel, self.ticks);
        let result = self.guarded(|live| {
            arm(&mut live.g.store, fuel, ticks, tick_hook)?;
            let ran = match live.set_inputs(inputs)? {
                Ok(()) => live.run()?,
                Err(e) => Err(e),
            };
            // Not reached: the rest of the timeout stays the budget of the outputs' reads.
            if let Some((_, rest)) = live.g.state_mut().tick_hook.take() {
                live.g.store.set_epoch_deadline(rest);
            }
            Ok(ran)
        });
        self.discard_after_fault(result)
    }

    /// The call path's fast lane (`abi::Lane`): the inputs as C-contiguous blocks, written into
    /// the buffers the last run left and run, under the same guard and budget as
    /// `set_inputs_and_run`. Ok(false) when the lane does not hold for them: nothing ran, call
    /// `set_inputs_and_run`.
    pub fn run_lane(&mut self, blocks: &[Block<'_>], tick_hook: Option<fn()>) -> Result<bool> {
        if self.live.is_none() {
            return Ok(false);
        }
        let (fuel, ticks) = (self.limits.fuel, self.ticks);
        let result = self.guarded(|live| {
            arm(&mut live.g.store, fuel, ticks, tick_hook)?;
            let ran = live.run_lane(blocks)?;
            if let Some((_, rest)) = live.g.state_mut().tick_hook.take() {
                live.g.store.set_epoch_deadline(rest);
            }
            Ok(ran)
        });
        self.lane_calls += matches!(result, Ok(true)) as u64;
        self.discard_after_fault(result)
    }

    /// Whether the last run left a fast lane (`run_lane` can take the next call).
    pub fn has_lane(&self) -> bool {
        self.live.as_ref().is_some_and(Live::has_lane)
    }

    /// Calls that took the fast lane (`run_lane`) and ran, since this instance was made.
    pub fn lane_calls(&self) -> u64 {
        self.lane_calls
    }

    /// Whether `set_inputs_and_run` can take a tick hook: the instance is live (no
    /// instantiation to do first) and its engine interrupts by epoch (Limits.timeout is set).
    pub fn can_hook_ticks(&self) -> bool {
        self.live.is_some() && self.limits.timeout.is_some()
    }

    /// Discards the instance after a refcount fault in `result`.
    fn discard_after_fault<T>(&mut self, result: Result<T>) -> Result<T> {
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
    pub fn outputs(&mut self) -> Result<Outputs> {
        // Modules of guest ABI 4 described their outputs with the run.
        if let Some(described) = self.live.as_mut().and_then(Live::take_described) {
            return described;
        }
        let n = self.module.n_outputs;
        self.guarded(|live| live.outputs(n))
    }

    /// The outputs of the last call when it took the lane (`run_lane`) and they are the
    /// lane's; None otherwise (`outputs` has them).
    pub fn lane_outputs(&self) -> Option<&[Output]> {
        self.live.as_ref()?.lane_outputs()
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
