//! Compilers for the two targets. Both take the same module text; each returns an artifact
//! path or a CompileError carrying the compiler's stderr and the numbered source.
pub mod native;
pub mod wasm;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Mutex;

use sha2::{Digest, Sha256};

use crate::error::{Error, Result};
use crate::plan::{REST_UNIT, RUN_UNIT};
use crate::util::hex;

/// What the host Python tells the toolchains (Rust does not ask Python itself).
#[derive(Debug, Clone, Default)]
pub struct HostEnv {
    /// `sys.executable`: finds the `ziglang` package's zig when no system wasm toolchain is found.
    pub python: Option<PathBuf>,
    pub python_include: Option<PathBuf>,
    pub numpy_include: Option<PathBuf>,
    /// `sysconfig.get_config_var("EXT_SUFFIX")`, e.g. `.cpython-311-x86_64-linux-gnu.so`.
    pub ext_suffix: Option<String>,
    /// NumPy's version: its C API is part of the native cache key.
    pub numpy_version: Option<String>,
}

/// The files embedded from runtime-c/ and wasm/ (see build.rs).
pub mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// Hash of the embedded runtime: changes whenever the shim or an entry template changes.
pub fn runtime_fingerprint() -> &'static str {
    static FP: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    FP.get_or_init(|| {
        let mut h = Sha256::new();
        h.update(env!("CARGO_PKG_VERSION"));
        h.update(native::ENTRY);
        h.update(native::PRELUDE);
        for (path, text) in embedded::FILES {
            h.update(path.as_bytes());
            h.update([0]);
            h.update(text.as_bytes());
            h.update([0]);
        }
        hex(&h.finalize())[..16].to_string()
    })
}

/// Writes the embedded files under `dir` (idempotent; files are rewritten only when missing).
pub fn write_runtime(dir: &Path) -> Result<()> {
    for (path, text) in embedded::FILES {
        let dest = dir.join(path);
        if dest.exists() {
            continue;
        }
        if let Some(parent) = dest.parent() {
            std::fs::create_dir_all(parent).map_err(|e| Error::io_path("cannot create", parent, e))?;
        }
        let tmp = dest.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&tmp, text).map_err(|e| Error::io_path("cannot write", &tmp, e))?;
        std::fs::rename(&tmp, &dest).map_err(|e| Error::io_path("cannot publish", &dest, e))?;
    }
    Ok(())
}

/// Runs `f`, which starts processes, while no other thread of twinlink starts one
/// (ARCHITECTURE.md, "Kernel objects"). A start may be a fork (Rust's std forks where
/// posix_spawn cannot serve, as for the cc crate's probes), and fork runs the fork handlers of
/// the libraries in the process: OpenBLAS's (loaded with NumPy's and SciPy's) stops its thread
/// pool there, and two forks at once can hang the process in it (OpenBLAS issue 2270). Kernel
/// objects build on threads of their own, so starts are taken one at a time; waiting for the
/// process is not.
pub fn one_start_at_a_time<T>(f: impl FnOnce() -> T) -> T {
    static STARTS: Mutex<()> = Mutex::new(());
    let _turn = STARTS.lock().unwrap_or_else(|e| e.into_inner());
    f()
}

/// `cmd.output()` with its start taken through `one_start_at_a_time`.
pub fn output(cmd: &mut Command) -> std::io::Result<Output> {
    let child = one_start_at_a_time(|| {
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
    })?;
    child.wait_with_output()
}

/// Builds a module's kernel objects (ARCHITECTURE.md, "Kernel objects"), through the cache.
pub type Objects<'a> = &'a (dyn Fn() -> Result<Vec<PathBuf>> + Sync);

/// The objects a module's own text compiles to, each with the `-D`s of its translation unit:
/// one, or with `split` the two of `plan::RUN_UNIT` and `REST_UNIT` (ARCHITECTURE.md,
/// "Kernel objects"), each with the target's own `-D`s for that unit.
pub fn glue_units(out_dir: &Path, split: bool, run: &[&str], rest: &[&str]) -> Vec<(PathBuf, Vec<String>)> {
    if !split {
        return vec![(out_dir.join("mod.o"), Vec::new())];
    }
    [(RUN_UNIT, run), (REST_UNIT, rest)]
        .into_iter()
        .map(|(unit, defines)| {
            let mut all = vec![format!("-DTL_PART={unit}")];
            all.extend(defines.iter().map(|d| d.to_string()));
            (out_dir.join(format!("mod{unit}.o")), all)
        })
        .collect()
}

/// Compiles the module's `units` (from `glue_units`) at once, each by a command from
/// `command` with its `-D`s, `-c`, `-o <object>` and `source_path` (which holds `source`),
/// while `objects` builds the kernel objects; returns the kernel objects. A unit's error is
/// reported first.
pub fn compile_glue(
    target: &'static str,
    units: &[(PathBuf, Vec<String>)],
    command: impl Fn() -> Command + Sync,
    source_path: &Path,
    source: &str,
    objects: Option<Objects>,
) -> Result<Vec<PathBuf>> {
    let panicked = |what: &str| Error::Toolchain(format!("the thread {what} panicked"));
    let source_name = &*source_path.file_name().unwrap_or_default().to_string_lossy();
    std::thread::scope(|s| {
        let kernels = objects.map(|objects| s.spawn(objects));
        let compiles: Vec<_> = units
            .iter()
            .map(|(object, defines)| {
                let mut cmd = command();
                cmd.args(defines).arg("-c").arg("-o").arg(object).arg(source_path);
                s.spawn(move || run_compiler(target, cmd, source, source_name))
            })
            .collect();
        for compile in compiles {
            compile.join().map_err(|_| panicked("compiling the module"))??;
        }
        match kernels {
            Some(kernels) => kernels.join().map_err(|_| panicked("building kernel objects"))?,
            None => Ok(Vec::new()),
        }
    })
}

/// Put before the compiler's own message when op code uses `throw` or `try`.
pub const EXCEPTIONS_NOTE: &str = "C++ exceptions are not supported in the sandbox: twinlink compiles C++ \
with -fno-exceptions on both targets, so `throw` and `try` are compile errors natively too. Report \
an error with PyErr_SetString and `sub['fail']` instead.\n";

/// Runs a compiler command; on failure, a CompileError with stderr and the numbered source.
pub fn run_compiler(target: &'static str, mut cmd: Command, source: &str, source_name: &str) -> Result<()> {
    let shown = format!("{cmd:?}");
    let out =
        output(&mut cmd).map_err(|e| Error::Toolchain(format!("cannot run the {target} compiler ({shown}): {e}")))?;
    if out.status.success() {
        return Ok(());
    }
    let mut stderr = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    if stderr.contains("with exceptions disabled") || stderr.contains("exception handling disabled") {
        stderr.insert_str(0, EXCEPTIONS_NOTE);
    }
    Err(Error::Compile {
        target,
        compiler: cmd.get_program().to_string_lossy().into_owned(),
        excerpt: excerpt(source, &stderr, source_name),
        stderr: stderr.trim_end().to_string(),
    })
}

/// The numbered source lines around the first line the compiler complains about.
pub fn excerpt(source: &str, stderr: &str, source_name: &str) -> String {
    let needle = format!("{source_name}:");
    let first_line = stderr.lines().filter(|l| l.contains("error")).find_map(|l| {
        let rest = &l[l.find(&needle)? + needle.len()..];
        rest.split(':').next()?.trim().parse::<usize>().ok()
    });
    let lines: Vec<&str> = source.lines().collect();
    let (from, to) = match first_line {
        Some(n) if n >= 1 && n <= lines.len() => (n.saturating_sub(6), (n + 5).min(lines.len())),
        _ => return format!("(the module has {} lines; see Function.c_source)", lines.len()),
    };
    let mut out = format!("{source_name} lines {}-{}:\n", from + 1, to);
    for (i, line) in lines[from..to].iter().enumerate() {
        let n = from + i + 1;
        let mark = if Some(n) == first_line { ">>" } else { "  " };
        out.push_str(&format!("{mark}{n:5} | {line}\n"));
    }
    out
}

/// First line of `<program> <args>` output, for compiler identities in cache keys.
pub fn version_line(program: &Path, pre: &[String], args: &[&str]) -> Option<String> {
    let out = output(Command::new(program).args(pre).args(args)).ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    text.lines()
        .next()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
}
