//! wasmtime Engines for the sandbox: deterministic settings, one Engine per limit
//! configuration that changes compiled code or engine settings, each with a single watchdog
//! thread for wall-clock timeouts; module compilation (after the NaN rewrite) and WASI
//! commands for the shim's own tests.
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::Duration;

use wasmtime::{Config, Engine, Module};

use super::limits::{self, Limits};
use super::{nan, wasi};
use crate::error::{Error, Result};

/// How often the watchdog advances an engine's epoch while calls are running.
pub const TICK: Duration = Duration::from_millis(5);

/// Which wasmtime code generator compiles modules: Cranelift (the optimising compiler every
/// Function uses) or Winch (the baseline compiler, a second opinion for bundle replay).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Compiler {
    Cranelift,
    Winch,
}

/// Engine settings that differ between Functions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EngineConfig {
    pub fuel: bool,
    pub epoch: bool,
    pub stack: usize,
    pub compiler: Compiler,
}

impl EngineConfig {
    pub fn of(limits: &Limits) -> Self {
        EngineConfig {
            fuel: limits.fuel.is_some(),
            epoch: limits.timeout.is_some(),
            stack: limits.stack,
            compiler: Compiler::Cranelift,
        }
    }
}

/// An engine and, when it interrupts by epoch, its watchdog.
pub struct Sandbox {
    pub engine: Engine,
    pub config: EngineConfig,
    watchdog: Option<Arc<Watchdog>>,
}

/// One thread per epoch engine: it ticks only while calls are in flight and sleeps otherwise,
/// so any number of calls (or timeouts) never adds threads.
struct Watchdog {
    /// Calls in flight, changed without a lock on the call path.
    active: AtomicUsize,
    /// Set by the thread before it parks. A caller that sees it (after counting itself in)
    /// takes the lock to wake the thread; the thread re-checks `active` under the lock
    /// before waiting. Both sides use SeqCst, so one of them always sees the other.
    sleeping: AtomicBool,
    idle: Mutex<()>,
    wake: Condvar,
}

/// Ticks the watchdog keeps going after the last call before it parks, so back-to-back
/// calls do not each pay for waking it.
const GRACE_TICKS: u32 = 20;

impl Watchdog {
    fn start(engine: Engine) -> Arc<Watchdog> {
        let dog = Arc::new(Watchdog {
            active: AtomicUsize::new(0),
            sleeping: AtomicBool::new(false),
            idle: Mutex::new(()),
            wake: Condvar::new(),
        });
        let me = dog.clone();
        std::thread::Builder::new()
            .name("twinlink-watchdog".into())
            .spawn(move || {
                let mut quiet = 0u32;
                loop {
                    if me.active.load(Ordering::SeqCst) == 0 {
                        quiet += 1;
                    } else {
                        quiet = 0;
                    }
                    if quiet > GRACE_TICKS {
                        me.sleeping.store(true, Ordering::SeqCst);
                        let Ok(mut guard) = me.idle.lock() else { return };
                        while me.active.load(Ordering::SeqCst) == 0 {
                            guard = match me.wake.wait(guard) {
                                Ok(g) => g,
                                Err(_) => return,
                            };
                        }
                        me.sleeping.store(false, Ordering::SeqCst);
                        quiet = 0;
                    }
                    std::thread::sleep(TICK);
                    engine.increment_epoch();
                }
            })
            .ok();
        dog
    }
}

/// Marks a guest call in flight for the watchdog while it lives.
pub struct Running<'a>(Option<&'a Watchdog>);

impl Drop for Running<'_> {
    fn drop(&mut self) {
        if let Some(dog) = self.0 {
            dog.active.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

impl Sandbox {
    /// The process's sandbox for `config`, created on first use.
    pub fn get(config: EngineConfig) -> Result<Arc<Sandbox>> {
        static ALL: OnceLock<Mutex<HashMap<EngineConfig, Arc<Sandbox>>>> = OnceLock::new();
        let mut all = ALL
            .get_or_init(Default::default)
            .lock()
            .map_err(|_| Error::Sandbox("engine table poisoned".into()))?;
        if let Some(s) = all.get(&config) {
            return Ok(s.clone());
        }
        let mut c = Config::new();
        c.strategy(match config.compiler {
            Compiler::Cranelift => wasmtime::Strategy::Cranelift,
            Compiler::Winch => wasmtime::Strategy::Winch,
        });
        // Determinism: NaN bit patterns are canonicalised by rewriting each module where a NaN
        // can be observed (`nan.rs`), not after every float operation; no relaxed SIMD, no
        // threads (not compiled in).
        c.cranelift_nan_canonicalization(false);
        c.wasm_relaxed_simd(false);
        // Trap messages name the trap; collecting a wasm backtrace would only slow recovery.
        c.wasm_backtrace_max_frames(None);
        c.consume_fuel(config.fuel);
        c.epoch_interruption(config.epoch);
        c.async_stack_size(config.stack.max(2 << 20));
        c.max_wasm_stack(config.stack);
        if crate::util::wasm_perf_wanted() {
            c.profiler(wasmtime::ProfilingStrategy::PerfMap);
        }
        let engine = Engine::new(&c).map_err(|e| Error::Sandbox(format!("cannot create the wasm engine: {e}")))?;
        let watchdog = config.epoch.then(|| Watchdog::start(engine.clone()));
        let sandbox = Arc::new(Sandbox {
            engine,
            config,
            watchdog,
        });
        all.insert(config, sandbox.clone());
        Ok(sandbox)
    }

    /// The default configuration's sandbox.
    pub fn default_sandbox() -> Result<Arc<Sandbox>> {
        Sandbox::get(EngineConfig::of(&Limits::default()))
    }

    /// A stable string for cache keys: engine settings, wasmtime version, host compatibility.
    pub fn identity(&self) -> String {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.engine.precompile_compatibility_hash().hash(&mut h);
        format!("wasmtime-48.0.8-nan{}-{:016x}", nan::VERSION, h.finish())
    }

    /// Compiles wasm bytes into the engine's native artifact (stored in the cache), after the
    /// NaN rewrite every module gets.
    pub fn precompile(&self, wasm: &[u8]) -> Result<Vec<u8>> {
        self.engine
            .precompile_module(&nan::canonicalise(wasm)?)
            .map_err(|e| Error::Sandbox(format!("wasmtime cannot compile the module: {e}")))
    }

    /// Compiles wasm bytes for this process only, after the NaN rewrite every module gets.
    pub fn compile(&self, wasm: &[u8]) -> Result<Module> {
        Module::new(&self.engine, nan::canonicalise(wasm)?)
            .map_err(|e| Error::Sandbox(format!("wasmtime cannot compile the module: {e}")))
    }

    /// Loads a precompiled artifact that the cache verified by checksum.
    pub fn load_precompiled(&self, bytes: &[u8]) -> Result<Module> {
        // SAFETY: the bytes come from `precompile` with this engine's settings, written by
        // twinlink to its cache and checked against the manifest's SHA-256 before use;
        // wasmtime additionally rejects artifacts from another version or configuration.
        unsafe { Module::deserialize(&self.engine, bytes) }
            .map_err(|e| Error::Sandbox(format!("cannot load the compiled module: {e}")))
    }

    /// Counts a call as running so the watchdog ticks; the guard ends it.
    pub fn running(&self) -> Running<'_> {
        if let Some(dog) = &self.watchdog {
            dog.active.fetch_add(1, Ordering::SeqCst);
            if dog.sleeping.load(Ordering::SeqCst) {
                let _idle = dog.idle.lock();
                dog.wake.notify_one();
            }
        }
        Running(self.watchdog.as_deref())
    }

    /// Epoch ticks for a timeout. The first tick can come at any moment after the deadline is
    /// set, so one more tick than the timeout spans: a call is stopped after between `timeout`
    /// and `timeout + TICK`, never before `timeout` (a 5 ms limit used to fire on the first
    /// tick, possibly microseconds in).
    pub fn ticks(timeout: Duration) -> u64 {
        timeout.as_nanos().div_ceil(TICK.as_nanos()) as u64 + 1
    }
}

/// What a WASI command printed and the status it exited with.
#[derive(Debug)]
pub struct CommandOutput {
    pub exit_code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs a WASI command module (`_start`) in the same capability-free sandbox as graphs, with
/// no timeout (for the shim's own tests).
pub fn run_command(wasm: &[u8]) -> Result<CommandOutput> {
    let sandbox = Sandbox::get(EngineConfig {
        fuel: false,
        epoch: false,
        stack: limits::DEFAULT_STACK,
        compiler: Compiler::Cranelift,
    })?;
    let module = sandbox.compile(wasm)?;
    let mut linker = wasmtime::Linker::new(&sandbox.engine);
    wasi::add_to_linker(&mut linker)?;
    let mut store = wasmtime::Store::new(
        &sandbox.engine,
        wasi::HostState::new(limits::DEFAULT_OUTPUT, limits::DEFAULT_MEMORY),
    );
    store.limiter(|s| &mut s.limiter);
    wasi::check_imports(module.imports().map(|i| (i.module(), i.name())))?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_timeout_never_fires_before_it_has_passed() {
        // The deadline counts ticks from an arbitrary phase: one extra tick covers it.
        assert_eq!(Sandbox::ticks(Duration::from_millis(5)), 2);
        assert_eq!(Sandbox::ticks(Duration::from_millis(1)), 2);
        assert_eq!(Sandbox::ticks(Duration::from_secs(10)), 2001);
    }
}
