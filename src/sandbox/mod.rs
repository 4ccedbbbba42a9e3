//! The wasm sandbox: one deterministic wasmtime Engine per process, compiled modules, and the
//! per-Function guest instances that run them.
pub mod guest;
pub mod wasi;

use std::sync::OnceLock;

use wasmtime::{Config, Engine, Module};

use crate::error::{Error, Result};

pub use guest::{GuestInstance, GuestValue};

/// What a WASI command printed and the status it exited with.
#[derive(Debug)]
pub struct CommandOutput {
    pub exit_code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs a WASI command module (`_start`) in the same capability-free sandbox as graphs.
pub fn run_command(wasm: &[u8]) -> Result<CommandOutput> {
    let module = Module::new(engine()?, wasm)
        .map_err(|e| Error::Sandbox(format!("wasmtime cannot compile the command: {e}")))?;
    let mut linker = wasmtime::Linker::new(engine()?);
    wasi::add_to_linker(&mut linker)?;
    let limits = wasmtime::StoreLimitsBuilder::new()
        .memory_size(guest::DEFAULT_MEMORY)
        .build();
    let mut store = wasmtime::Store::new(engine()?, wasi::HostState::new(guest::DEFAULT_OUTPUT, limits));
    store.limiter(|s| &mut s.limits);
    wasi::check_imports(&module, &linker, &mut store)?;
    let instance = linker
        .instantiate(&mut store, &module)
        .map_err(|e| Error::Sandbox(format!("cannot instantiate the command: {e}")))?;
    let start = instance
        .get_typed_func::<(), ()>(&mut store, "_start")
        .map_err(|e| Error::Sandbox(format!("the command has no _start: {e}")))?;
    let result = start.call(&mut store, ());
    let state = store.data();
    let exit_code = match (result, state.exit_code) {
        (_, Some(code)) => code,
        (Ok(()), None) => 0,
        (Err(e), None) => return Err(Error::Sandbox(format!("the command trapped: {e}"))),
    };
    Ok(CommandOutput {
        exit_code,
        stdout: String::from_utf8_lossy(&state.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&state.stderr).into_owned(),
    })
}

/// The engine settings every module runs under; part of cache keys through the engine's
/// precompile compatibility hash.
pub fn engine() -> Result<&'static Engine> {
    static ENGINE: OnceLock<std::result::Result<Engine, String>> = OnceLock::new();
    ENGINE
        .get_or_init(|| {
            let mut config = Config::new();
            // Determinism: NaN bit patterns canonicalised, no relaxed SIMD, no threads.
            config.cranelift_nan_canonicalization(true);
            config.wasm_relaxed_simd(false);
            Engine::new(&config).map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| Error::Sandbox(format!("cannot create the wasm engine: {e}")))
}

/// A stable string for cache keys: engine settings + wasmtime version + host compatibility.
pub fn engine_identity() -> Result<String> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    engine()?.precompile_compatibility_hash().hash(&mut h);
    Ok(format!("wasmtime-48.0.8-{:016x}", h.finish()))
}

/// Compiles wasm bytes into the engine's native artifact (stored in the cache).
pub fn precompile(wasm: &[u8]) -> Result<Vec<u8>> {
    engine()?
        .precompile_module(wasm)
        .map_err(|e| Error::Sandbox(format!("wasmtime cannot compile the module: {e}")))
}

/// Loads a precompiled artifact that this process's cache verified by checksum.
pub fn load_precompiled(bytes: &[u8]) -> Result<Module> {
    // SAFETY: the bytes come from `precompile` with this engine's settings, written by twinlink
    // to its cache and checked against the manifest's SHA-256 before use; wasmtime additionally
    // rejects artifacts from another version or configuration.
    unsafe { Module::deserialize(engine()?, bytes) }
        .map_err(|e| Error::Sandbox(format!("cannot load the compiled module: {e}")))
}
