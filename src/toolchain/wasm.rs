//! The wasm target: a wasm32-wasi C compiler — system clang with wasi-libc, else zig from the
//! `ziglang` PyPI package — builds the shim once per toolchain and each module as a reactor.
//! C++ modules use the same family's C++ driver with libc++ and libc++abi for wasm32-wasi
//! (Debian's packages for clang; zig builds its own once and keeps it in its cache).
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::error::{Error, Result};
use crate::plan::Language;
use crate::toolchain::{compile_glue, glue_units, output, run_compiler, version_line, HostEnv, Objects};
use crate::util::{tempdir_in, wasm_perf_wanted};

/// Stack for guest code: 1 MiB, placed first in memory so an overflow traps instead of
/// overwriting static data.
pub const STACK_SIZE: u64 = 1 << 20;
/// Declared maximum: 65535 pages, the largest both linkers accept (zig parses it as u32);
/// the store limiter applies the real per-Function cap.
pub const MAX_MEMORY: u64 = 65535 * 65536;

/// Flags for every guest object: same float semantics as native, SIMD on, no fast-math, and
/// NULL dereferences trap (address 0 is ordinary memory in wasm, so they would silently write
/// the guest's own stack instead).
/// The language standard is added per language (`native::std_flags`).
pub const CFLAGS: &[&str] = &[
    "-fsanitize=null",
    "-fsanitize-trap=null",
    "-O2",
    // zig emits DWARF by default, which names the build directory: objects would differ by
    // where they were built, and the linked module is stripped anyway.
    "-g0",
    "-msimd128",
    "-ffp-contract=off",
    "-fno-fast-math",
    "-Wno-unused-label",
    "-Wno-unused-variable",
    "-Wno-unused-function",
];

/// The flags of CFLAGS that kernel objects leave out: the NULL traps. A kernel is the op
/// library's own generated loop (ARCHITECTURE.md, "Kernel objects"), which dereferences only
/// the array data its module hands it, and with a possible trap at every load and store
/// clang leaves many of its loops scalar (float64 `tanh`, `sigmoid`, `erf`, `gammaln`, float32
/// `arcsinh`...). The sandbox's isolation does not depend on them: a NULL dereference stays
/// inside the guest's linear memory either way.
const KERNEL_OMITS: &[&str] = &["-fsanitize=null", "-fsanitize-trap=null"];

/// The optimisation of a module whose nodes are all glue (see `native::GLUE_OPT`); smaller
/// code also makes wasmtime's compile shorter.
pub const GLUE_OPT: &str = "-Os";

const CXX_INSTALL_HINT: &str = "no wasm32-wasi C++ compiler with libc++ found. Either install \
clang with libc++ for wasi (Debian/Ubuntu: apt-get install clang-16 lld-16 wasi-libc \
libclang-rt-16-dev-wasm32 libc++-16-dev-wasm32 libc++abi-16-dev-wasm32) or run `pip install \
ziglang` in the Python environment that runs twinlink (no root needed); or point \
TWINLINK_WASM_CXX at a compiler command";

const INSTALL_HINT: &str = "no wasm32-wasi C compiler found. Either install clang with wasi-libc \
(Debian/Ubuntu: apt-get install clang-16 lld-16 wasi-libc libclang-rt-16-dev-wasm32) or run \
`pip install ziglang` in the Python environment that runs twinlink (no root needed); or point \
TWINLINK_WASM_CC at a compiler command such as `clang --target=wasm32-wasi --sysroot=/path`";

#[derive(Debug, Clone, PartialEq)]
pub enum Flavor {
    Clang,
    Zig,
}

#[derive(Debug, Clone)]
pub struct WasmToolchain {
    pub program: PathBuf,
    /// Arguments that come before everything else (`cc` for zig).
    pub prefix: Vec<String>,
    /// The same family's C++ driver (`clang++`, `zig c++`); whether it has libc++ is
    /// known only for the toolchain `detect(.., Language::Cpp)` returns.
    pub cxx_program: PathBuf,
    pub cxx_prefix: Vec<String>,
    pub flavor: Flavor,
    /// Full identity for cache keys; `short` names the cache folder (`zig-0.17.1`).
    pub identity: String,
    pub short: String,
}

fn find_in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
}

impl WasmToolchain {
    /// Which toolchain is used, in order: $TWINLINK_WASM_CC, system clang + wasi-libc, zig.
    pub fn detect(env: &HostEnv) -> Result<&'static WasmToolchain> {
        static TC: OnceLock<std::result::Result<WasmToolchain, String>> = OnceLock::new();
        TC.get_or_init(|| Self::find(env))
            .as_ref()
            .map_err(|e| Error::Toolchain(e.clone()))
    }

    /// The C++ driver's command line and the family's identity, for reports.
    pub fn cxx_identity(&self) -> String {
        let mut cmd = vec![self.cxx_program.display().to_string()];
        cmd.extend(self.cxx_prefix.iter().cloned());
        format!("{} ({})", cmd.join(" "), self.identity)
    }

    /// The toolchain for modules in `language`. For C++: $TWINLINK_WASM_CXX, else the C
    /// toolchain when its C++ driver can link a libc++ program, else zig.
    pub fn detect_for(env: &HostEnv, language: Language) -> Result<&'static WasmToolchain> {
        if language == Language::C {
            return Self::detect(env);
        }
        static TC: OnceLock<std::result::Result<WasmToolchain, String>> = OnceLock::new();
        TC.get_or_init(|| Self::find_cxx(env))
            .as_ref()
            .map_err(|e| Error::Toolchain(e.clone()))
    }

    fn find_cxx(env: &HostEnv) -> std::result::Result<WasmToolchain, String> {
        if let Ok(cmd) = std::env::var("TWINLINK_WASM_CXX") {
            // C++ modules link the shim, which the C toolchain still compiles.
            let cxx = Self::custom("TWINLINK_WASM_CXX", &cmd)?;
            let mut tc = Self::find(env).unwrap_or_else(|_| cxx.clone());
            tc.identity = format!("{} with C++ {}", tc.identity, cxx.identity);
            tc.cxx_program = cxx.program;
            tc.cxx_prefix = cxx.prefix;
            return Ok(tc);
        }
        if let Ok(tc) = Self::find(env) {
            // zig always has libc++; Debian's clang has it when the packages are installed.
            let debian_libcxx = Path::new("/usr/lib/wasm32-wasi/libc++.a").is_file()
                && Path::new("/usr/include/wasm32-wasi/c++/v1/vector").exists();
            match (&tc.flavor, tc.short.as_str()) {
                (Flavor::Zig, _) => return Ok(tc),
                (Flavor::Clang, "custom") if tc.probe(Language::Cpp) => return Ok(tc),
                (Flavor::Clang, short) if short != "custom" && debian_libcxx => return Ok(tc),
                _ => {}
            }
        }
        Self::zig(env).map_err(|_| CXX_INSTALL_HINT.to_string())
    }

    /// A toolchain given as a command line in the environment variable `var`
    /// (`TWINLINK_WASM_CC`, `TWINLINK_WASM_CXX`).
    fn custom(var: &str, cmd: &str) -> std::result::Result<WasmToolchain, String> {
        let mut parts = cmd.split_whitespace().map(str::to_string);
        let program = PathBuf::from(parts.next().ok_or_else(|| format!("{var} is set but empty"))?);
        let prefix: Vec<String> = parts.collect();
        let version = version_line(&program, &prefix, &["--version"])
            .ok_or_else(|| format!("{var}={cmd:?} cannot be run (`{cmd} --version` failed)"))?;
        let flavor = if prefix.iter().any(|p| p == "ziglang" || p == "zig") {
            Flavor::Zig
        } else {
            Flavor::Clang
        };
        // zig's C++ driver is `zig c++` where the C one is `zig cc`.
        let mut cxx_prefix = prefix.clone();
        if flavor == Flavor::Zig {
            if let Some(last) = cxx_prefix.last_mut().filter(|l| *l == "cc") {
                *last = "c++".into();
            }
        }
        Ok(WasmToolchain {
            identity: format!("{cmd} {version}"),
            short: "custom".into(),
            cxx_program: program.clone(),
            cxx_prefix,
            program,
            prefix,
            flavor,
        })
    }

    fn find(env: &HostEnv) -> std::result::Result<WasmToolchain, String> {
        if let Ok(cmd) = std::env::var("TWINLINK_WASM_CC") {
            return Self::custom("TWINLINK_WASM_CC", &cmd);
        }
        // Debian's wasi-libc layout; a private sysroot keeps host headers out of the search path.
        let sysroot_ok = Path::new("/usr/include/wasm32-wasi/stdio.h").is_file()
            && Path::new("/usr/lib/wasm32-wasi/libc.a").is_file();
        if sysroot_ok {
            for v in ["", "-20", "-19", "-18", "-17", "-16"] {
                let (Some(clang), Some(_ld)) = (
                    find_in_path(&format!("clang{v}")),
                    find_in_path(&format!("wasm-ld{v}")).or_else(|| find_in_path("wasm-ld")),
                ) else {
                    continue;
                };
                let version = version_line(&clang, &[], &["--version"]).unwrap_or_default();
                let tc = WasmToolchain {
                    identity: format!("{} {version}", clang.display()),
                    short: format!("clang{v}"),
                    cxx_program: find_in_path(&format!("clang++{v}"))
                        .unwrap_or_else(|| clang.with_file_name(format!("clang++{v}"))),
                    cxx_prefix: vec![],
                    program: clang,
                    prefix: vec![],
                    flavor: Flavor::Clang,
                };
                if tc.probe(Language::C) {
                    return Ok(tc);
                }
            }
        }
        Self::zig(env)
    }

    /// zig from the `ziglang` package of the Python that runs twinlink. The package's `zig`
    /// binary is found once (one Python start) and then run directly: `python -m ziglang`
    /// would start Python again for every compile and link only to exec it.
    fn zig(env: &HostEnv) -> std::result::Result<WasmToolchain, String> {
        let hint = || INSTALL_HINT.to_string();
        let python = env
            .python
            .clone()
            .or_else(|| find_in_path("python3"))
            .ok_or_else(hint)?;
        let out = output(Command::new(&python).args([
            "-c",
            "import os, ziglang; print(os.path.join(os.path.dirname(os.path.abspath(ziglang.__file__)), 'zig'))",
        ]))
        .map_err(|_| hint())?;
        if !out.status.success() {
            return Err(hint());
        }
        let zig = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if !zig.is_file() {
            return Err(hint());
        }
        let out = output(Command::new(&zig).arg("version")).map_err(|_| hint())?;
        if !out.status.success() {
            return Err(hint());
        }
        let version = String::from_utf8_lossy(&out.stdout).trim().to_string();
        Ok(WasmToolchain {
            identity: format!("zig {version} ({})", zig.display()),
            short: format!("zig-{version}"),
            cxx_program: zig.clone(),
            cxx_prefix: vec!["c++".into()],
            program: zig,
            prefix: vec!["cc".into()],
            flavor: Flavor::Zig,
        })
    }

    /// Links a small C++ program, so that zig builds libc++ and libc++abi for wasm32-wasi into
    /// its own cache (it does so on its first C++ link on a machine) as a step of its own.
    pub fn prepare_cxx(&self) -> Result<()> {
        if self.probe(Language::Cpp) {
            Ok(())
        } else {
            Err(Error::Toolchain(format!(
                "{} cannot link a C++ program for wasm32-wasi (libc++ missing?)",
                self.cxx_identity()
            )))
        }
    }

    /// A compiler that cannot link a wasi reactor (missing lld or compiler-rt; for C++,
    /// missing libc++) is not usable.
    fn probe(&self, language: Language) -> bool {
        let Ok(dir) = tempdir_in(&std::env::temp_dir()) else {
            return false;
        };
        let (c, text) = match language {
            Language::C => (
                dir.join("probe.c"),
                "#include <stdio.h>\nint tl_probe(void) { return printf(\"\"); }\n",
            ),
            Language::Cpp => (
                dir.join("probe.cpp"),
                "#include <vector>\n#include <new>\nextern \"C\" int tl_probe(void) { std::vector<int> v(3); int* p = new int(1); int r = (int)v.size() + *p; delete p; return r; }\n",
            ),
        };
        let ok = std::fs::write(&c, text).is_ok()
            && output(
                self.command(&dir, language)
                    .args(self.link_flags())
                    .arg("-o")
                    .arg(dir.join("probe.wasm"))
                    .arg(&c)
                    .args(if language == Language::Cpp {
                        self.libs(language)
                    } else {
                        vec![]
                    }),
            )
            .map(|o| o.status.success())
            .unwrap_or(false);
        let _ = std::fs::remove_dir_all(&dir);
        ok
    }

    fn command(&self, dir: &Path, language: Language) -> Command {
        self.command_with(dir, language, &self.cflags(language))
    }

    /// `command` with the compile flags `flags` (the standard, CFLAGS or a kernel's).
    fn command_with(&self, dir: &Path, language: Language, flags: &[&str]) -> Command {
        let mut cmd = match language {
            Language::C => {
                let mut c = Command::new(&self.program);
                c.args(&self.prefix);
                c
            }
            Language::Cpp => {
                let mut c = Command::new(&self.cxx_program);
                c.args(&self.cxx_prefix);
                c
            }
        };
        match self.flavor {
            Flavor::Zig => {
                cmd.args(["-target", "wasm32-wasi"]);
            }
            Flavor::Clang => {
                if self.short != "custom" {
                    let sysroot = private_sysroot(dir);
                    cmd.arg("--target=wasm32-wasi")
                        .arg(format!("--sysroot={}", sysroot.display()));
                    // clang 16 does not look for Debian's libc++ headers in the sysroot by itself.
                    if language == Language::Cpp {
                        cmd.arg("-isystem").arg(sysroot.join("include/wasm32-wasi/c++/v1"));
                    }
                }
            }
        }
        cmd.args(flags);
        cmd
    }

    /// Compile flags: the language's standard, CFLAGS, plus what wasi-libc needs to offer
    /// clock() like zig's libc does.
    fn cflags(&self, language: Language) -> Vec<&'static str> {
        let mut f = super::native::std_flags(language).to_vec();
        f.extend_from_slice(CFLAGS);
        if self.flavor == Flavor::Clang {
            f.push("-D_WASI_EMULATED_PROCESS_CLOCKS");
        }
        f
    }

    fn link_flags(&self) -> Vec<String> {
        let mut f = vec![
            "-mexec-model=reactor".to_string(),
            format!("-Wl,-z,stack-size={STACK_SIZE}"),
            format!("-Wl,--max-memory={MAX_MEMORY}"),
        ];
        match self.flavor {
            // zig's linker always puts the stack first and has no --stack-first flag.
            // (`-s` also drops the name section `perf` reads: util::wasm_perf_wanted)
            Flavor::Zig if !wasm_perf_wanted() => f.push("-s".into()),
            Flavor::Zig => {}
            Flavor::Clang => {
                f.push("-Wl,--stack-first".into());
                f.push("-Wl,--strip-debug".into());
            }
        }
        f
    }

    /// Libraries every guest links, after its sources. wasi-libc leaves long double out of
    /// printf unless its extra library is linked (and then aborts on %Lg), and clock() out
    /// unless emulated (see `cflags`); zig's libc has both built in.
    fn libs(&self, language: Language) -> Vec<&'static str> {
        match (self.flavor.clone(), language) {
            (Flavor::Clang, Language::C) => vec!["-lm", "-lc-printscan-long-double", "-lwasi-emulated-process-clocks"],
            (Flavor::Clang, Language::Cpp) => vec![
                "-lc++",
                "-lc++abi",
                "-lm",
                "-lc-printscan-long-double",
                "-lwasi-emulated-process-clocks",
            ],
            (Flavor::Zig, _) => vec!["-lm"],
        }
    }

    /// Flags that define the build, for the cache key.
    pub fn key_flags(&self, language: Language) -> Vec<String> {
        let mut f: Vec<String> = self.cflags(language).iter().map(|s| s.to_string()).collect();
        f.extend(self.link_flags());
        f.extend(self.libs(language).iter().map(|s| s.to_string()));
        f
    }

    /// Compiles the shim's sources into objects under `out_dir` (a fresh directory).
    pub fn build_shim(&self, runtime_dir: &Path, out_dir: &Path) -> Result<Vec<PathBuf>> {
        let src = runtime_dir.join("runtime-c/src");
        let mut sources: Vec<PathBuf> = std::fs::read_dir(&src)
            .map_err(|e| Error::io_path("cannot read", &src, e))?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "c"))
            .collect();
        sources.sort();
        let mut objects = Vec::new();
        for s in sources {
            let obj = out_dir.join(s.file_stem().unwrap_or_default()).with_extension("o");
            let mut cmd = self.command(out_dir, Language::C);
            cmd.args(self.include_flags(runtime_dir))
                .arg("-c")
                .arg("-o")
                .arg(&obj)
                .arg(&s);
            let text = std::fs::read_to_string(&s).unwrap_or_default();
            run_compiler(
                "wasm shim",
                cmd,
                &text,
                &s.file_name().unwrap_or_default().to_string_lossy(),
            )?;
            objects.push(obj);
        }
        Ok(objects)
    }

    fn include_flags(&self, runtime_dir: &Path) -> Vec<String> {
        vec![
            format!("-I{}", runtime_dir.join("runtime-c/include").display()),
            format!("-I{}", runtime_dir.join("wasm").display()),
        ]
    }

    /// A kernel object's compile flags: the C flags without KERNEL_OMITS.
    fn kernel_cflags(&self) -> Vec<&'static str> {
        self.cflags(Language::C)
            .into_iter()
            .filter(|f| !KERNEL_OMITS.contains(f))
            .collect()
    }

    /// The flags a kernel object is compiled with (part of its cache key).
    pub fn kernel_flags(&self) -> Vec<String> {
        let mut f: Vec<String> = self.kernel_cflags().iter().map(|s| s.to_string()).collect();
        f.push("-c".into());
        f
    }

    /// Compiles one kernel's text (C, no shim headers) into the object `obj`; its source and
    /// the private sysroot are written beside it and removed.
    pub fn compile_kernel(&self, text: &str, obj: &Path) -> Result<()> {
        let c_path = obj.with_extension("c");
        std::fs::write(&c_path, text).map_err(|e| Error::io_path("cannot write", &c_path, e))?;
        let dir = obj.parent().unwrap_or(Path::new("."));
        let mut cmd = self.command_with(dir, Language::C, &self.kernel_cflags());
        // Named relative to its folder, so the object does not depend on where it was built.
        cmd.arg("-c")
            .arg("-o")
            .arg(obj.file_name().unwrap_or_default())
            .arg(c_path.file_name().unwrap_or_default())
            .current_dir(dir);
        let result = run_compiler("wasm", cmd, text, "kernel.c");
        let _ = std::fs::remove_file(&c_path);
        let _ = std::fs::remove_dir_all(dir.join("sysroot"));
        result
    }

    /// Compiles and links one module, with the kernel `objects`, into `<out_dir>/module.wasm`;
    /// with `split` its two translation units compile at once (see `NativeToolchain::compile`).
    #[allow(clippy::too_many_arguments)]
    pub fn compile(
        &self,
        source: &str,
        language: Language,
        runtime_dir: &Path,
        shim: &[PathBuf],
        extra: &[String],
        removed: &[String],
        out_dir: &Path,
        objects: Option<Objects>,
        split: bool,
    ) -> Result<PathBuf> {
        let c_path = out_dir.join(language.source_name());
        std::fs::write(&c_path, source).map_err(|e| Error::io_path("cannot write", &c_path, e))?;
        let entry = out_dir.join("twinlink_entry.h");
        std::fs::write(
            &entry,
            format!("#include \"{}\"\n", runtime_dir.join("wasm/entry.h").display()),
        )
        .map_err(|e| Error::io_path("cannot write", &entry, e))?;
        let prelude = out_dir.join("twinlink_prelude.h");
        std::fs::write(
            &prelude,
            format!("#include \"{}\"\n", runtime_dir.join("wasm/prelude.h").display()),
        )
        .map_err(|e| Error::io_path("cannot write", &prelude, e))?;
        let wasm = out_dir.join("module.wasm");
        let mut cmd = self.command(out_dir, language);
        let mut flags: Vec<String> = self.include_flags(runtime_dir);
        flags.push(format!("-I{}", out_dir.display()));
        flags.extend(extra.iter().cloned());
        let mut link_flags = self.link_flags();
        link_flags.retain(|f| !removed.contains(f));
        flags.retain(|f| !removed.contains(f));
        cmd.args(&flags).current_dir(out_dir);
        if objects.is_none() && !split {
            cmd.args(link_flags)
                .arg("-o")
                .arg(&wasm)
                .arg(&c_path)
                .args(shim)
                .args(self.libs(language));
            run_compiler("wasm", cmd, source, language.source_name())?;
            return Ok(wasm);
        }
        // The module compiles to objects while the kernels build, then links with them.
        let units = glue_units(out_dir, split, &[], &[]);
        let command = || {
            let mut unit = self.command(out_dir, language);
            unit.args(&flags).current_dir(out_dir);
            unit
        };
        let objects = compile_glue("wasm", &units, command, &c_path, source, objects)?;
        // Kernel objects first: one may define C library names (the PyTensor bridge's math,
        // scalar_ops.C_LIBM), and zig's link meets wasi-libc's archive before the inputs, so a
        // reference seen before the definition would pull libc's member in beside it.
        let mut link = self.command(out_dir, language);
        link.args(link_flags)
            .arg("-o")
            .arg(&wasm)
            .args(&objects)
            .args(units.iter().map(|(object, _)| object))
            .args(shim)
            .args(self.libs(language))
            .current_dir(out_dir);
        run_compiler("wasm", link, source, language.source_name())?;
        for (object, _) in &units {
            let _ = std::fs::remove_file(object);
        }
        Ok(wasm)
    }
}

impl WasmToolchain {
    /// Links C sources with the shim into a WASI *command* (`_start`), e.g. the shim's own C
    /// tests; `-Werror` because these sources are ours.
    pub fn build_command(&self, runtime_dir: &Path, sources: &[PathBuf], out: &Path) -> Result<()> {
        let dir = out.parent().unwrap_or(Path::new("."));
        let mut cmd = self.command(dir, Language::C);
        cmd.args(["-Wall", "-Wextra", "-Werror"])
            .args(self.include_flags(runtime_dir))
            .arg("-o")
            .arg(out)
            .args(sources)
            .args(self.libs(Language::C));
        let text = sources
            .last()
            .and_then(|s| std::fs::read_to_string(s).ok())
            .unwrap_or_default();
        run_compiler("wasm", cmd, &text, "test")
    }
}

/// `<dir>/sysroot` with symlinks to Debian's wasi-libc only.
fn private_sysroot(dir: &Path) -> PathBuf {
    let root = dir.join("sysroot");
    let _ = std::fs::create_dir_all(root.join("include"));
    let _ = std::fs::create_dir_all(root.join("lib"));
    #[cfg(unix)]
    {
        let _ = std::os::unix::fs::symlink("/usr/include/wasm32-wasi", root.join("include/wasm32-wasi"));
        let _ = std::os::unix::fs::symlink("/usr/lib/wasm32-wasi", root.join("lib/wasm32-wasi"));
    }
    root
}
