//! The interpreter engine: wasmi runs a module with no code generator shared with wasmtime,
//! through the same guest ABI driver (`abi::Live`, with this room's binding of the exports) and the same capability-free WASI. Bundle
//! replay uses it as an independent check of a result. Settings are deterministic: NaNs
//! canonicalised (wasmi's `deterministic` feature), no relaxed SIMD, no threads. wasmi has no
//! epochs, so the wall-clock limit is checked between slices of fuel (resumable calls).
use std::time::Instant;

use super::abi::{check_inputs, guest_abi, trap_error, with_exports, Abi, Live};
use super::limits::{GuestLimiter, Limits};
use super::wasi::{self, HostState};
use crate::error::{Error, Result};
use crate::value::GuestValue;

with_exports!(guest_abi! { @engine wasmi, WasmiExports, WasmiGuest, call, "the wasmi interpreter" });

impl wasmi::ResourceLimiter for GuestLimiter {
    fn memory_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> std::result::Result<bool, wasmi_core::LimiterError> {
        if desired > self.memory {
            self.refused = Some(desired);
            return Ok(false);
        }
        Ok(true)
    }

    fn table_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> std::result::Result<bool, wasmi_core::LimiterError> {
        Ok(desired <= 1 << 20)
    }

    fn instances(&self) -> usize {
        1
    }

    fn tables(&self) -> usize {
        4
    }

    fn memories(&self) -> usize {
        1
    }
}

/// SandboxTrap's kind for a wasmi trap code (the same names as for wasmtime's traps).
fn trap_kind(code: wasmi::TrapCode) -> &'static str {
    use wasmi::TrapCode::*;
    match code {
        UnreachableCodeReached => "unreachable",
        MemoryOutOfBounds => "out_of_bounds",
        TableOutOfBounds => "table_out_of_bounds",
        IndirectCallToNull => "null_function_call",
        IntegerDivisionByZero => "integer_divide_by_zero",
        IntegerOverflow => "integer_overflow",
        BadConversionToInteger => "bad_conversion",
        StackOverflow => "stack_overflow",
        BadSignature => "bad_signature",
        OutOfFuel => "out_of_fuel",
        _ => "other",
    }
}

fn wasmi_trap_error(e: wasmi::Error, state: &HostState, limits: &Limits) -> Error {
    if state.timed_out {
        return trap_error(Some("interrupt"), "", state, limits);
    }
    trap_error(e.as_trap_code().map(trap_kind), &e.to_string(), state, limits)
}

/// Instructions' worth of fuel between two looks at the clock.
const SLICE: u64 = 20_000_000;

/// Calls `f` in slices of fuel, stopping with an out-of-fuel trap (and `timed_out` set) once
/// the store's deadline has passed.
pub fn call<P: wasmi::WasmParams, R: wasmi::WasmResults>(
    f: &wasmi::TypedFunc<P, R>,
    store: &mut wasmi::Store<HostState>,
    args: P,
) -> std::result::Result<R, wasmi::Error> {
    store.set_fuel(SLICE)?;
    let mut call = f.call_resumable(&mut *store, args)?;
    loop {
        call = match call {
            wasmi::TypedResumableCall::Finished(r) => return Ok(r),
            // A host function failed (proc_exit): HostState says which.
            wasmi::TypedResumableCall::HostTrap(t) => return Err(wasmi::Error::new(t.host_error().to_string())),
            wasmi::TypedResumableCall::OutOfFuel(t) => {
                if store.data().deadline.is_some_and(|d| Instant::now() >= d) {
                    store.data_mut().timed_out = true;
                    return Err(wasmi::Error::from(wasmi::TrapCode::OutOfFuel));
                }
                store.set_fuel(SLICE)?;
                t.resume(&mut *store)?
            }
        };
    }
}

/// Compiles `wasm` with wasmi and runs the graph once on a fresh instance, within
/// `limits.timeout` (one budget for the whole run) and `limits.memory`.
pub fn run_once(
    wasm: &[u8],
    limits: &Limits,
    n_inputs: usize,
    n_outputs: usize,
    constants: &[GuestValue],
    inputs: &[GuestValue],
) -> Result<Vec<GuestValue>> {
    let mut config = wasmi::Config::default();
    config.wasm_simd(true).wasm_relaxed_simd(false).consume_fuel(true);
    let engine = wasmi::Engine::new(&config);
    let module = wasmi::Module::new(&engine, super::nan::canonicalise(wasm)?)
        .map_err(|e| Error::Sandbox(format!("wasmi cannot load the module: {e}")))?;
    wasi::check_imports(module.imports().map(|i| (i.module(), i.name())))?;
    check_inputs(n_inputs, inputs.len())?;
    let mut linker = wasmi::Linker::new(&engine);
    wasi::add_to_wasmi_linker(&mut linker)?;
    let mut store = wasmi::Store::new(&engine, HostState::new(limits.output, limits.memory));
    store.limiter(|s| &mut s.limiter);
    store.data_mut().deadline = limits.timeout.map(|t| Instant::now() + t);
    store
        .set_fuel(SLICE)
        .map_err(|e| Error::Sandbox(format!("cannot set the interpreter's fuel: {e}")))?;
    let instance = linker
        .instantiate_and_start(&mut store, &module)
        .map_err(|e| wasmi_trap_error(e, store.data(), limits))?;
    let memory = instance
        .get_memory(&store, "memory")
        .ok_or_else(|| Error::Sandbox("the module exports no memory".into()))?;
    let x = WasmiExports::get(&instance, &mut store)?;
    let mut live = Live::new(WasmiGuest { store, memory, x }, n_inputs, n_outputs);
    let result = match live.start() {
        Ok(Ok(())) => live.run_once(constants, inputs, n_outputs),
        other => other.map(|r| r.map(|()| Vec::new())),
    };
    result.unwrap_or_else(|trap| Err(wasmi_trap_error(trap, live.g.state(), limits)))
}
