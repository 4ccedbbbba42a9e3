//! The few WASI preview1 functions wasi-libc links, implemented capability-free: stdout and
//! stderr go to capped in-memory buffers, there are no files, environment, arguments or
//! network, and the clock and random source are deterministic. Anything else a module imports
//! is refused at load time (see `check_imports`).
use wasmtime::{Caller, Extern, Linker, Module};

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
        }
    }
}

fn memory(caller: &mut Caller<'_, HostState>) -> Option<wasmtime::Memory> {
    match caller.get_export("memory") {
        Some(Extern::Memory(m)) => Some(m),
        _ => None,
    }
}

fn read_u32(data: &[u8], at: usize) -> Option<u32> {
    data.get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

fn write_bytes(caller: &mut Caller<'_, HostState>, at: i32, bytes: &[u8]) -> i32 {
    let Some(mem) = memory(caller) else { return INVAL };
    match mem
        .data_mut(caller)
        .get_mut(at as u32 as usize..at as u32 as usize + bytes.len())
    {
        Some(dst) => {
            dst.copy_from_slice(bytes);
            SUCCESS
        }
        None => INVAL,
    }
}

fn fd_write(mut caller: Caller<'_, HostState>, fd: i32, iovs: i32, iovs_len: i32, nwritten: i32) -> i32 {
    if fd != 1 && fd != 2 {
        return BADF;
    }
    let Some(mem) = memory(&mut caller) else { return INVAL };
    let (data, state) = mem.data_and_store_mut(&mut caller);
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
    write_bytes(&mut caller, nwritten, &total.to_le_bytes())
}

/// Adds the allowed functions to `linker`.
pub fn add_to_linker(linker: &mut Linker<HostState>) -> Result<()> {
    let err = |e: wasmtime::Error| Error::Sandbox(format!("cannot define WASI functions: {e}"));
    linker.func_wrap(MODULE, "fd_write", fd_write).map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "fd_read",
            |_: Caller<'_, HostState>, _: i32, _: i32, _: i32, _: i32| BADF,
        )
        .map_err(err)?;
    linker
        .func_wrap(MODULE, "fd_close", |_: Caller<'_, HostState>, _fd: i32| SUCCESS)
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "fd_seek",
            |_: Caller<'_, HostState>, fd: i32, _: i64, _: i32, _: i32| {
                if (0..=2).contains(&fd) {
                    SPIPE
                } else {
                    BADF
                }
            },
        )
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "fd_fdstat_get",
            |mut caller: Caller<'_, HostState>, fd: i32, buf: i32| {
                if !(0..=2).contains(&fd) {
                    return BADF;
                }
                // A character device with write rights only: line-buffered, not seekable.
                let mut stat = [0u8; 24];
                stat[0] = 2;
                stat[8..16].copy_from_slice(&(1u64 << 6).to_le_bytes());
                write_bytes(&mut caller, buf, &stat)
            },
        )
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "fd_fdstat_set_flags",
            |_: Caller<'_, HostState>, _: i32, _: i32| NOTSUP,
        )
        .map_err(err)?;
    linker
        .func_wrap(MODULE, "fd_filestat_get", |_: Caller<'_, HostState>, _: i32, _: i32| {
            BADF
        })
        .map_err(err)?;
    linker
        .func_wrap(MODULE, "fd_prestat_get", |_: Caller<'_, HostState>, _: i32, _: i32| {
            BADF
        })
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "fd_prestat_dir_name",
            |_: Caller<'_, HostState>, _: i32, _: i32, _: i32| BADF,
        )
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "path_open",
            |_: Caller<'_, HostState>, _: i32, _: i32, _: i32, _: i32, _: i32, _: i64, _: i64, _: i32, _: i32| {
                NOTCAPABLE
            },
        )
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "path_filestat_get",
            |_: Caller<'_, HostState>, _: i32, _: i32, _: i32, _: i32, _: i32| NOTCAPABLE,
        )
        .map_err(err)?;
    for name in ["environ_sizes_get", "args_sizes_get"] {
        linker
            .func_wrap(
                MODULE,
                name,
                |mut caller: Caller<'_, HostState>, count: i32, size: i32| {
                    let r = write_bytes(&mut caller, count, &0u32.to_le_bytes());
                    if r != SUCCESS {
                        return r;
                    }
                    write_bytes(&mut caller, size, &0u32.to_le_bytes())
                },
            )
            .map_err(err)?;
    }
    for name in ["environ_get", "args_get"] {
        linker
            .func_wrap(MODULE, name, |_: Caller<'_, HostState>, _: i32, _: i32| SUCCESS)
            .map_err(err)?;
    }
    linker
        .func_wrap(
            MODULE,
            "clock_time_get",
            |mut caller: Caller<'_, HostState>, _id: i32, _precision: i64, out: i32| {
                // Deterministic: starts at 0 and advances 1 µs per reading.
                let now = caller.data().clock_ns;
                caller.data_mut().clock_ns = now + 1_000;
                write_bytes(&mut caller, out, &now.to_le_bytes())
            },
        )
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "clock_res_get",
            |mut caller: Caller<'_, HostState>, _id: i32, out: i32| {
                write_bytes(&mut caller, out, &1_000u64.to_le_bytes())
            },
        )
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "random_get",
            |mut caller: Caller<'_, HostState>, buf: i32, len: i32| {
                // Deterministic xorshift stream, the same in every instance.
                let mut bytes = vec![0u8; len.max(0) as usize];
                let mut s = caller.data().rng;
                for b in bytes.iter_mut() {
                    s ^= s << 13;
                    s ^= s >> 7;
                    s ^= s << 17;
                    *b = s as u8;
                }
                caller.data_mut().rng = s;
                write_bytes(&mut caller, buf, &bytes)
            },
        )
        .map_err(err)?;
    linker
        .func_wrap(MODULE, "sched_yield", |_: Caller<'_, HostState>| SUCCESS)
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "poll_oneoff",
            |_: Caller<'_, HostState>, _: i32, _: i32, _: i32, _: i32| NOTSUP,
        )
        .map_err(err)?;
    linker
        .func_wrap(
            MODULE,
            "proc_exit",
            |mut caller: Caller<'_, HostState>, code: i32| -> wasmtime::Result<()> {
                caller.data_mut().exit_code = Some(code);
                Err(wasmtime::Error::msg(format!("the guest called exit({code})")))
            },
        )
        .map_err(err)?;
    Ok(())
}

/// Refuses a module that imports anything the sandbox does not provide, before any code runs.
pub fn check_imports(
    module: &Module,
    linker: &Linker<HostState>,
    store: &mut wasmtime::Store<HostState>,
) -> Result<()> {
    for import in module.imports() {
        if linker.get(&mut *store, import.module(), import.name()).is_err() {
            return Err(Error::Link(format!(
                "the wasm module imports {}::{}, which the sandbox does not provide (allowed: the WASI functions in src/sandbox/wasi.rs)",
                import.module(),
                import.name()
            )));
        }
    }
    Ok(())
}
