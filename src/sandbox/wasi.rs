//! The few WASI preview1 functions wasi-libc links, implemented capability-free: stdout and
//! stderr go to capped in-memory buffers, there are no files, environment, arguments or
//! network, and the clock and random source are deterministic. Anything else a module imports
//! is refused at load time (see `check_imports`).
use crate::error::{Error, Result};

pub const MODULE: &str = "wasi_snapshot_preview1";

// WASI errno values.
const SUCCESS: i32 = 0;
const BADF: i32 = 8;
const INVAL: i32 = 28;
const NOTSUP: i32 = 58;
const SPIPE: i32 = 70;
const NOTCAPABLE: i32 = 76;

/// Host-side state of one guest instance.
pub struct HostState {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Bytes of output kept per call; the rest is dropped and `output_truncated` set.
    pub output_cap: usize,
    pub output_truncated: bool,
    /// Set when the guest called `proc_exit`.
    pub exit_code: Option<i32>,
    clock_ns: u64,
    rng: u64,
    pub limiter: super::limits::GuestLimiter,
    /// The interpreter's wall-clock limit (wasmtime uses epochs instead), and whether a call
    /// passed it.
    pub deadline: Option<std::time::Instant>,
    pub timed_out: bool,
    /// wasmtime with a timeout: a hook to call once if the current call reaches the next
    /// epoch tick, and the ticks of its timeout left after that one (`GuestInstance::
    /// set_inputs_and_run`).
    pub tick_hook: Option<(fn(), u64)>,
}

impl HostState {
    pub fn new(output_cap: usize, memory: usize) -> Self {
        HostState {
            stdout: Vec::new(),
            stderr: Vec::new(),
            output_cap,
            output_truncated: false,
            exit_code: None,
            clock_ns: 0,
            rng: 0x9E37_79B9_7F4A_7C15,
            limiter: super::limits::GuestLimiter { memory, refused: None },
            deadline: None,
            timed_out: false,
            tick_hook: None,
        }
    }
}

/// What a WASI function needs from a host call, on any engine: the guest's linear memory
/// and the instance's host state.
pub trait WasiCaller {
    fn parts(&mut self) -> (Option<&mut [u8]>, &mut HostState);
}

impl WasiCaller for wasmtime::Caller<'_, HostState> {
    fn parts(&mut self) -> (Option<&mut [u8]>, &mut HostState) {
        match self.get_export("memory") {
            Some(wasmtime::Extern::Memory(m)) => {
                let (data, state) = m.data_and_store_mut(self);
                (Some(data), state)
            }
            _ => (None, self.data_mut()),
        }
    }
}

impl WasiCaller for wasmi::Caller<'_, HostState> {
    fn parts(&mut self) -> (Option<&mut [u8]>, &mut HostState) {
        match self.get_export("memory") {
            Some(wasmi::Extern::Memory(m)) => {
                let (data, state) = m.data_and_store_mut(self);
                (Some(data), state)
            }
            _ => (None, self.data_mut()),
        }
    }
}

fn read_u32(data: &[u8], at: usize) -> Option<u32> {
    data.get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

fn write_bytes(data: Option<&mut [u8]>, at: i32, bytes: &[u8]) -> i32 {
    let Some(data) = data else { return INVAL };
    match data.get_mut(at as u32 as usize..at as u32 as usize + bytes.len()) {
        Some(dst) => {
            dst.copy_from_slice(bytes);
            SUCCESS
        }
        None => INVAL,
    }
}

fn fd_write(caller: &mut impl WasiCaller, fd: i32, iovs: i32, iovs_len: i32, nwritten: i32) -> i32 {
    if fd != 1 && fd != 2 {
        return BADF;
    }
    let (Some(data), state) = caller.parts() else {
        return INVAL;
    };
    let mut total: u32 = 0;
    for k in 0..iovs_len.max(0) as usize {
        let at = iovs as u32 as usize + 8 * k;
        let (Some(ptr), Some(len)) = (read_u32(data, at), read_u32(data, at + 4)) else {
            return INVAL;
        };
        let Some(bytes) = data.get(ptr as usize..ptr as usize + len as usize) else {
            return INVAL;
        };
        let room = state.output_cap.saturating_sub(state.stdout.len() + state.stderr.len());
        let keep = bytes.len().min(room);
        if keep < bytes.len() {
            state.output_truncated = true;
        }
        let buf = if fd == 1 { &mut state.stdout } else { &mut state.stderr };
        buf.extend_from_slice(&bytes[..keep]);
        // Report everything as written: dropped output must not make the guest retry forever.
        total = total.wrapping_add(len);
    }
    write_bytes(Some(data), nwritten, &total.to_le_bytes())
}

fn fd_fdstat_get(caller: &mut impl WasiCaller, fd: i32, buf: i32) -> i32 {
    if !(0..=2).contains(&fd) {
        return BADF;
    }
    // A character device with write rights only: line-buffered, not seekable.
    let mut stat = [0u8; 24];
    stat[0] = 2;
    stat[8..16].copy_from_slice(&(1u64 << 6).to_le_bytes());
    write_bytes(caller.parts().0, buf, &stat)
}

fn fd_seek(fd: i32) -> i32 {
    if (0..=2).contains(&fd) {
        SPIPE
    } else {
        BADF
    }
}

/// No environment and no arguments: both counts and sizes are 0.
fn sizes_get(caller: &mut impl WasiCaller, count: i32, size: i32) -> i32 {
    let r = write_bytes(caller.parts().0, count, &0u32.to_le_bytes());
    if r != SUCCESS {
        return r;
    }
    write_bytes(caller.parts().0, size, &0u32.to_le_bytes())
}

/// Deterministic: starts at 0 and advances 1 µs per reading.
fn clock_time_get(caller: &mut impl WasiCaller, out: i32) -> i32 {
    let (data, state) = caller.parts();
    let now = state.clock_ns;
    state.clock_ns = now + 1_000;
    write_bytes(data, out, &now.to_le_bytes())
}

/// A deterministic xorshift stream, the same in every instance.
fn random_get(caller: &mut impl WasiCaller, buf: i32, len: i32) -> i32 {
    let (data, state) = caller.parts();
    let mut bytes = vec![0u8; len.max(0) as usize];
    let mut s = state.rng;
    for b in bytes.iter_mut() {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        *b = s as u8;
    }
    state.rng = s;
    write_bytes(data, buf, &bytes)
}

/// Every function the sandbox provides, in the module `MODULE`.
pub const FUNCTIONS: &[&str] = &[
    "fd_write",
    "fd_read",
    "fd_close",
    "fd_seek",
    "fd_fdstat_get",
    "fd_fdstat_set_flags",
    "fd_filestat_get",
    "fd_prestat_get",
    "fd_prestat_dir_name",
    "path_open",
    "path_filestat_get",
    "environ_sizes_get",
    "args_sizes_get",
    "environ_get",
    "args_get",
    "clock_time_get",
    "clock_res_get",
    "random_get",
    "sched_yield",
    "poll_oneoff",
    "proc_exit",
];

fn define_error(e: impl std::fmt::Display) -> Error {
    Error::Sandbox(format!("cannot define WASI functions: {e}"))
}

/// Defines `FUNCTIONS` in a linker of either engine (they share the API shape); `$exit` makes
/// the error that ends the guest on `proc_exit`.
macro_rules! define_functions {
    ($linker:expr, $engine:ident, $exit:expr) => {{
        type C<'a> = $engine::Caller<'a, HostState>;
        let l = $linker;
        let err = define_error;
        l.func_wrap(
            MODULE,
            "fd_write",
            |mut c: C<'_>, fd: i32, iovs: i32, n: i32, out: i32| fd_write(&mut c, fd, iovs, n, out),
        )
        .map_err(err)?;
        l.func_wrap(MODULE, "fd_read", |_: C<'_>, _: i32, _: i32, _: i32, _: i32| BADF)
            .map_err(err)?;
        l.func_wrap(MODULE, "fd_close", |_: C<'_>, _: i32| SUCCESS)
            .map_err(err)?;
        l.func_wrap(MODULE, "fd_seek", |_: C<'_>, fd: i32, _: i64, _: i32, _: i32| {
            fd_seek(fd)
        })
        .map_err(err)?;
        l.func_wrap(MODULE, "fd_fdstat_get", |mut c: C<'_>, fd: i32, buf: i32| {
            fd_fdstat_get(&mut c, fd, buf)
        })
        .map_err(err)?;
        l.func_wrap(MODULE, "fd_fdstat_set_flags", |_: C<'_>, _: i32, _: i32| NOTSUP)
            .map_err(err)?;
        l.func_wrap(MODULE, "fd_filestat_get", |_: C<'_>, _: i32, _: i32| BADF)
            .map_err(err)?;
        l.func_wrap(MODULE, "fd_prestat_get", |_: C<'_>, _: i32, _: i32| BADF)
            .map_err(err)?;
        l.func_wrap(MODULE, "fd_prestat_dir_name", |_: C<'_>, _: i32, _: i32, _: i32| BADF)
            .map_err(err)?;
        l.func_wrap(
            MODULE,
            "path_open",
            |_: C<'_>, _: i32, _: i32, _: i32, _: i32, _: i32, _: i64, _: i64, _: i32, _: i32| NOTCAPABLE,
        )
        .map_err(err)?;
        l.func_wrap(
            MODULE,
            "path_filestat_get",
            |_: C<'_>, _: i32, _: i32, _: i32, _: i32, _: i32| NOTCAPABLE,
        )
        .map_err(err)?;
        for name in ["environ_sizes_get", "args_sizes_get"] {
            l.func_wrap(MODULE, name, |mut c: C<'_>, count: i32, size: i32| {
                sizes_get(&mut c, count, size)
            })
            .map_err(err)?;
        }
        for name in ["environ_get", "args_get"] {
            l.func_wrap(MODULE, name, |_: C<'_>, _: i32, _: i32| SUCCESS)
                .map_err(err)?;
        }
        l.func_wrap(
            MODULE,
            "clock_time_get",
            |mut c: C<'_>, _id: i32, _precision: i64, out: i32| clock_time_get(&mut c, out),
        )
        .map_err(err)?;
        l.func_wrap(MODULE, "clock_res_get", |mut c: C<'_>, _id: i32, out: i32| {
            write_bytes(c.parts().0, out, &1_000u64.to_le_bytes())
        })
        .map_err(err)?;
        l.func_wrap(MODULE, "random_get", |mut c: C<'_>, buf: i32, len: i32| {
            random_get(&mut c, buf, len)
        })
        .map_err(err)?;
        l.func_wrap(MODULE, "sched_yield", |_: C<'_>| SUCCESS).map_err(err)?;
        l.func_wrap(MODULE, "poll_oneoff", |_: C<'_>, _: i32, _: i32, _: i32, _: i32| NOTSUP)
            .map_err(err)?;
        l.func_wrap(
            MODULE,
            "proc_exit",
            |mut c: C<'_>, code: i32| -> std::result::Result<(), $engine::Error> {
                c.data_mut().exit_code = Some(code);
                Err($exit(code))
            },
        )
        .map_err(err)?;
        Ok(())
    }};
}

/// Adds the allowed functions to a wasmtime linker.
pub fn add_to_linker(linker: &mut wasmtime::Linker<HostState>) -> Result<()> {
    define_functions!(linker, wasmtime, |code: i32| wasmtime::Error::msg(format!(
        "the guest called exit({code})"
    )))
}

/// Adds the allowed functions to a wasmi linker.
pub fn add_to_wasmi_linker(linker: &mut wasmi::Linker<HostState>) -> Result<()> {
    define_functions!(linker, wasmi, wasmi::Error::i32_exit)
}

/// Refuses a module that imports anything the sandbox does not provide, before any code runs
/// (`imports` as (module, name) pairs).
pub fn check_imports<'a>(imports: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<()> {
    for (module, name) in imports {
        if module != MODULE || !FUNCTIONS.contains(&name) {
            return Err(Error::Link(format!(
                "the wasm module imports {module}::{name}, which the sandbox does not provide (allowed: the WASI functions in src/sandbox/wasi.rs)"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_linkers_define_every_listed_function() {
        let engine = wasmtime::Engine::default();
        let mut linker = wasmtime::Linker::new(&engine);
        add_to_linker(&mut linker).unwrap();
        let mut store = wasmtime::Store::new(&engine, HostState::new(0, 0));
        let defined: Vec<String> = linker.iter(&mut store).map(|(m, n, _)| format!("{m}::{n}")).collect();
        let listed: Vec<String> = FUNCTIONS.iter().map(|n| format!("{MODULE}::{n}")).collect();
        assert_eq!(defined.len(), listed.len());
        assert!(listed.iter().all(|n| defined.contains(n)), "{defined:?}");
        let engine = wasmi::Engine::default();
        let mut linker = wasmi::Linker::new(&engine);
        add_to_wasmi_linker(&mut linker).unwrap();
        for name in FUNCTIONS {
            // wasmi refuses to define a name twice: this proves the first definition exists.
            assert!(linker.func_wrap(MODULE, name, || ()).is_err(), "{name}");
        }
        assert!(linker.func_wrap(MODULE, "not_a_wasi_function", || ()).is_ok());
        assert!(check_imports([(MODULE, "fd_write")]).is_ok());
        let err = check_imports([("env", "system")]).unwrap_err().to_string();
        assert!(err.contains("imports env::system"), "{err}");
    }
}
