//! Plan → module → artifact for each target, through the cache: the one path both the Python
//! bindings and the CLI use to get something they can run.
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use crate::cache::{count_linked, count_pch, key_of, ModuleCache, KERNEL_OBJECT};
use crate::clinker::{CLinker, Module};
use crate::error::{Error, Result};
use crate::plan::{Language, LinkPlan};
use crate::progress;
use crate::sandbox::{EngineConfig, GuestModule, Limits, Sandbox};
use crate::toolchain::native::{self, NativeToolchain};
use crate::toolchain::wasm::{Flavor, WasmToolchain};
use crate::toolchain::{runtime_fingerprint, write_runtime, HostEnv, Objects};
use crate::util::sha256_hex;

pub struct NativeArtifact {
    /// The extension module to import, and the name it must be imported under.
    pub path: PathBuf,
    pub module_name: String,
    pub module: Module,
    pub key: String,
}

pub struct WasmArtifact {
    pub guest: Arc<GuestModule>,
    pub wasm_path: PathBuf,
    pub module: Module,
    pub key: String,
    /// Which compiler built it (e.g. `zig 0.17.1 (...)`), the flags that shape the module's code,
    /// and its kernel objects' (empty without kernels).
    pub toolchain: String,
    pub flags: Vec<String>,
    pub kernel_flags: Vec<String>,
}

/// The kernel objects of a plan (ARCHITECTURE.md, "Kernel objects"), each cached under
/// `folder` by its text, the compiler's identity and its flags.
struct KernelObjects<'a> {
    folder: String,
    keys: Vec<String>,
    texts: &'a [String],
}

impl<'a> KernelObjects<'a> {
    fn new(folder: String, identity: &str, flags: &[String], texts: &'a [String]) -> Self {
        let flags = flags.join(" ");
        let keys = texts
            .iter()
            .map(|text| key_of(&["twinlink-kernel-1", identity, &flags, text]))
            .collect();
        KernelObjects { folder, keys, texts }
    }

    /// Whether the cache holds all of them, so that the module's own text is the only compile.
    fn all_cached(&self) -> Result<bool> {
        ModuleCache::global().holds_all(&self.folder, &self.keys)
    }

    /// Their paths, the missing ones compiled by `compile(text, object path)` in parallel on
    /// the available cores.
    fn build(&self, compile: impl Fn(&str, &std::path::Path) -> Result<()> + Sync) -> Result<Vec<PathBuf>> {
        if self.texts.is_empty() {
            return Ok(Vec::new());
        }
        let dirs =
            ModuleCache::global().get_or_build_objects(&self.folder, &self.keys, available_cores(), |i, dir| {
                compile(&self.texts[i], &dir.join(KERNEL_OBJECT))
            })?;
        count_linked(dirs.len());
        Ok(dirs.into_iter().map(|d| d.join(KERNEL_OBJECT)).collect())
    }
}

/// Whether the module's own text compiles as two units at once (ARCHITECTURE.md, "Kernel
/// objects"): when it can, a second core is there, and no kernel object is to be compiled (the
/// kernels would keep the cores busy, and the second unit costs a second reading of the headers).
fn split_glue(plan: &LinkPlan, kernels: &KernelObjects) -> Result<bool> {
    Ok(plan.split_glue() && available_cores() > 1 && kernels.all_cached()?)
}

/// How many compilers may run at once.
fn available_cores() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

/// The compiler identity and flags that build a plan's kernel objects; None when it has no
/// kernels (then no compiler is looked for).
fn kernel_compiler(
    plan: &LinkPlan,
    detect: impl FnOnce() -> Result<(String, Vec<String>)>,
) -> Result<Option<(String, Vec<String>)>> {
    if plan.kernels.is_empty() {
        return Ok(None);
    }
    detect().map(Some)
}

/// The part of a module's key its kernel objects make: their texts and, when there are any, the
/// compiler and flags that build them (`kernel_compiler`; kernel flags differ from the module's,
/// e.g. wasm's `KERNEL_OMITS`, so a change to them must rebuild the modules linked with the
/// objects).
fn kernels_key(plan: &LinkPlan, compiler: Option<&(String, Vec<String>)>) -> String {
    let Some((identity, flags)) = compiler else {
        return key_of(&[]);
    };
    let count = flags.len().to_string();
    let mut parts: Vec<&str> = vec![identity, &count];
    parts.extend(flags.iter().map(String::as_str));
    parts.extend(plan.kernels.iter().map(String::as_str));
    key_of(&parts)
}

/// The precompiled header a native module's glue reads first (ARCHITECTURE.md, "Kernel
/// objects"), when it can use one (`NativeToolchain::can_precompile_glue`): built once per
/// compiler, flags, the Python and NumPy headers and the compiler's include path variables,
/// and cached under `folder` and `key`.
struct GluePch {
    header: PathBuf,
    folder: String,
    key: String,
}

/// The header for a module compiled as two units (`split`); a module compiled whole (its
/// kernels compiling beside it) uses one already cached but does not wait for one to be built.
fn glue_pch(
    plan: &LinkPlan,
    tc: &NativeToolchain,
    source: &str,
    flags: &[String],
    env: &HostEnv,
    split: bool,
) -> Result<Option<GluePch>> {
    if !(plan.split_glue() && tc.can_precompile_glue(source)) {
        return Ok(None);
    }
    let include_path: Vec<String> = ["CPATH", "C_INCLUDE_PATH"]
        .iter()
        .map(|v| format!("{v}={}", std::env::var(v).unwrap_or_default()))
        .collect();
    // Python's version as its headers state it: the include directory may stay while they change.
    let patchlevel = env
        .python_include
        .as_ref()
        .and_then(|d| std::fs::read(d.join("patchlevel.h")).ok())
        .map(|text| sha256_hex(&text))
        .unwrap_or_default();
    let key = key_of(&[
        "twinlink-glue-pch-1",
        &tc.identity,
        &flags.join(" "),
        native::GLUE_HEADERS,
        native::PRELUDE,
        &patchlevel,
        env.numpy_version.as_deref().unwrap_or_default(),
        &include_path.join(" "),
    ]);
    let folder = format!("native-glue-pch-{}", tc.short);
    let cache = ModuleCache::global();
    if !split && !cache.holds_all(&folder, std::slice::from_ref(&key))? {
        return Ok(None);
    }
    let dir = match cache.get_or_build(&folder, &key, true, |dir| tc.precompile_glue(flags, dir)) {
        Ok(dir) => dir,
        // The module compiles without it, and reports what is wrong with these flags.
        Err(Error::Compile { .. }) => return Ok(None),
        Err(e) => return Err(e),
    };
    Ok(Some(GluePch {
        header: dir.join(native::GLUE_PCH),
        folder,
        key,
    }))
}

pub fn build_native(plan: &LinkPlan, env: &HostEnv) -> Result<NativeArtifact> {
    let module = CLinker::assemble(plan)?;
    let tc = NativeToolchain::detect(plan.language)?;
    let mut flags = tc.flags(
        env,
        plan.language,
        &module.source,
        &plan.compile_args,
        &plan.no_compile_args,
    )?;
    if plan.glue_only {
        // The last -O wins.
        flags.push(crate::toolchain::native::GLUE_OPT.into());
    }
    let mut libs: Vec<String> = plan.lib_dirs.iter().map(|d| format!("-L{d}")).collect();
    libs.extend(plan.libraries.iter().map(|l| format!("-l{l}")));
    let header_dirs: Vec<String> = plan.header_dirs.iter().map(|d| format!("-I{d}")).collect();
    let ext_suffix = env
        .ext_suffix
        .clone()
        .ok_or_else(|| Error::Toolchain("the native target needs Python's EXT_SUFFIX".into()))?;
    let numpy = env.numpy_version.clone().unwrap_or_default();
    let kernel_tc = kernel_compiler(plan, || {
        NativeToolchain::detect(Language::C).map(|k| (k.identity.clone(), k.kernel_flags()))
    })?;
    let kernels = kernels_key(plan, kernel_tc.as_ref());
    let key = key_of(&[
        "twinlink-native-1",
        runtime_fingerprint(),
        plan.language.name(),
        &tc.identity,
        &flags.join(" "),
        &header_dirs.join(" "),
        &libs.join(" "),
        &ext_suffix,
        &numpy,
        &module.source,
        &kernels,
    ]);
    let module_name = format!("tl_{}", &key[..24]);
    let abi = ext_suffix
        .trim_start_matches('.')
        .trim_end_matches(".so")
        .trim_end_matches(".pyd");
    let folder = format!("native-{abi}-{}", tc.short);
    let dir = ModuleCache::global().get_or_build(&folder, &key, plan.is_versioned(), |dir| {
        let mut all_flags = flags.clone();
        all_flags.extend(header_dirs.iter().cloned());
        progress::run(
            format!("compiling the native module {module_name} with {}", tc.short),
            || {
                let ktc = NativeToolchain::detect(Language::C)?;
                let kernels = KernelObjects::new(
                    format!("native-kernels-{}", ktc.short),
                    &ktc.identity,
                    &ktc.kernel_flags(),
                    &plan.kernels,
                );
                let split = split_glue(plan, &kernels)?;
                let objects = || kernels.build(|text, obj| ktc.compile_kernel(text, obj));
                let compile = |header| {
                    tc.compile(
                        &module.source,
                        plan.language,
                        &module_name,
                        &all_flags,
                        &libs,
                        dir,
                        &ext_suffix,
                        (!plan.kernels.is_empty()).then_some(&objects as Objects),
                        split,
                        header,
                    )
                };
                match glue_pch(plan, tc, &module.source, &all_flags, env, split)? {
                    None => compile(None).map(|_| ()),
                    Some(pch) => match compile(Some(&pch.header)) {
                        Ok(_) => {
                            count_pch();
                            Ok(())
                        }
                        // Compiled again without it, whatever went wrong: a module that
                        // compiles must not fail for its header (removed meanwhile by another
                        // process, say), and an error is then reported as the text alone
                        // gives it. A header gcc rejects (made by another gcc executable of the
                        // same version line) is removed, so that the next module makes a new
                        // one; that removal is best effort.
                        Err(e) => {
                            compile(None)?;
                            if native::rejected_pch(&e) {
                                let _ = ModuleCache::global().discard(&pch.folder, &pch.key);
                            }
                            Ok(())
                        }
                    },
                }
            },
        )
    })?;
    Ok(NativeArtifact {
        path: dir.join(format!("{module_name}{ext_suffix}")),
        module_name,
        module,
        key,
    })
}

/// Modules this process loaded, by key, with the .wasm they came from.
type Loaded = HashMap<String, (Arc<GuestModule>, PathBuf)>;

fn loaded_guests() -> &'static Mutex<Loaded> {
    static M: OnceLock<Mutex<Loaded>> = OnceLock::new();
    M.get_or_init(|| Mutex::new(HashMap::new()))
}

pub fn build_wasm(plan: &LinkPlan, env: &HostEnv, limits: &Limits) -> Result<WasmArtifact> {
    limits.validate()?;
    let module = CLinker::assemble(plan)?;
    let tc = WasmToolchain::detect_for(env, plan.language)?;
    let sandbox = Sandbox::get(EngineConfig::of(limits))?;
    let engine = sandbox.identity();
    let cache = ModuleCache::global();
    let folder = format!("wasm32-{}-{engine}", tc.short);
    let runtime_dir = cache.root().join(format!("runtime-{}", runtime_fingerprint()));
    write_runtime(&runtime_dir)?;
    let shim_key = key_of(&[
        "twinlink-shim-1",
        runtime_fingerprint(),
        &tc.identity,
        &tc.key_flags(Language::C).join(" "),
    ]);
    let key_flags = tc.key_flags(plan.language).join(" ");
    let shim_dir = cache.get_or_build(&folder, &shim_key, true, |dir| {
        progress::run(format!("building the wasm shim with {}", tc.short), || {
            tc.build_shim(&runtime_dir, dir)
        })
        .map(|_| ())
    })?;
    let mut shim: Vec<PathBuf> = std::fs::read_dir(&shim_dir)
        .map_err(|e| Error::io_path("cannot read", &shim_dir, e))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "o"))
        .collect();
    shim.sort();
    let mut extra: Vec<String> = plan.compile_args.clone();
    extra.extend(plan.header_dirs.iter().map(|d| format!("-I{d}")));
    // What a bundle records (bundle::Toolchain): the module's flags with the optimisation a
    // glue-only module gets, and the kernel objects' own flags.
    let mut recorded = tc.key_flags(plan.language);
    if plan.glue_only {
        // After the toolchain's own flags: the last -O wins.
        extra.push(crate::toolchain::wasm::GLUE_OPT.into());
        recorded.push(crate::toolchain::wasm::GLUE_OPT.into());
    }
    let kernel_tc = kernel_compiler(plan, || {
        WasmToolchain::detect(env).map(|k| (k.identity.clone(), k.kernel_flags()))
    })?;
    let kernels = kernels_key(plan, kernel_tc.as_ref());
    let kernel_flags = kernel_tc.map(|(_, f)| f).unwrap_or_default();
    let key = key_of(&[
        "twinlink-wasm-1",
        runtime_fingerprint(),
        plan.language.name(),
        &tc.identity,
        &key_flags,
        &engine,
        &extra.join(" "),
        &plan.no_compile_args.join(" "),
        &module.source,
        &kernels,
    ]);
    if let Some((guest, wasm_path)) = loaded_guests()
        .lock()
        .map_err(|_| Error::Cache("module table poisoned".into()))?
        .get(&key)
        .cloned()
    {
        return Ok(WasmArtifact {
            guest,
            wasm_path,
            module,
            key,
            toolchain: tc.identity.clone(),
            flags: recorded,
            kernel_flags,
        });
    }
    if plan.language == Language::Cpp && tc.flavor == Flavor::Zig {
        // zig builds libc++ into its own cache on its first C++ link on a machine: a step of
        // its own, once per toolchain and module cache (an entry with one file records it).
        let libcxx_key = key_of(&["twinlink-zig-libcxx-1", &tc.identity]);
        cache.get_or_build(&folder, &libcxx_key, true, |dir| {
            progress::run(
                format!(
                    "building libc++ for wasm32-wasi with {} (once, about a minute)",
                    tc.short
                ),
                || tc.prepare_cxx(),
            )?;
            let marker = dir.join("libcxx-linked");
            std::fs::write(&marker, &tc.identity).map_err(|e| Error::io_path("cannot write", &marker, e))
        })?;
    }
    let dir = cache.get_or_build(&folder, &key, plan.is_versioned(), |dir| {
        let language = match plan.language {
            Language::C => "C",
            Language::Cpp => "C++",
        };
        let wasm = progress::run(
            format!("compiling the wasm {language} module with {}", tc.short),
            || {
                let ktc = WasmToolchain::detect(env)?;
                let kernels = KernelObjects::new(
                    format!("wasm32-{}-kernels", ktc.short),
                    &ktc.identity,
                    &ktc.kernel_flags(),
                    &plan.kernels,
                );
                let split = split_glue(plan, &kernels)?;
                let objects = || kernels.build(|text, obj| ktc.compile_kernel(text, obj));
                tc.compile(
                    &module.source,
                    plan.language,
                    &runtime_dir,
                    &shim,
                    &extra,
                    &plan.no_compile_args,
                    dir,
                    (!plan.kernels.is_empty()).then_some(&objects as Objects),
                    split,
                )
            },
        )?;
        let bytes = std::fs::read(&wasm).map_err(|e| Error::io_path("cannot read", &wasm, e))?;
        let artifact = progress::run("precompiling the wasm module with wasmtime", || {
            sandbox.precompile(&bytes)
        })?;
        let cwasm = dir.join("module.cwasm");
        std::fs::write(&cwasm, artifact).map_err(|e| Error::io_path("cannot write", &cwasm, e))?;
        // Build products other than the two artifacts are not part of the entry.
        for name in ["mod.c", "mod.cpp", "twinlink_entry.h", "twinlink_prelude.h"] {
            let _ = std::fs::remove_file(dir.join(name));
        }
        let _ = std::fs::remove_dir_all(dir.join("sysroot"));
        Ok(())
    })?;
    let guest = load_entry(&sandbox, &dir, &module)?;
    loaded_guests()
        .lock()
        .map_err(|_| Error::Cache("module table poisoned".into()))?
        .insert(key.clone(), (guest.clone(), dir.join("module.wasm")));
    Ok(WasmArtifact {
        guest,
        wasm_path: dir.join("module.wasm"),
        module,
        key,
        toolchain: tc.identity.clone(),
        flags: recorded,
        kernel_flags,
    })
}

/// The instance factory of a cache entry's precompiled `module.cwasm`.
fn load_entry(sandbox: &Arc<Sandbox>, dir: &std::path::Path, module: &Module) -> Result<Arc<GuestModule>> {
    let cwasm = dir.join("module.cwasm");
    let bytes = std::fs::read(&cwasm).map_err(|e| Error::io_path("cannot read", &cwasm, e))?;
    GuestModule::new(
        sandbox.clone(),
        sandbox.load_precompiled(&bytes)?,
        module.n_inputs,
        module.n_outputs,
        module.n_constants,
    )
}

/// A native extension carried by a pickled Function, for an interpreter with the same
/// extension suffix: written into the cache (keyed by its bytes, so each is written once) under
/// the name it must be imported as. No compiler runs.
pub fn place_native(bytes: &[u8], module_name: &str, env: &HostEnv) -> Result<PathBuf> {
    let ext_suffix = env
        .ext_suffix
        .clone()
        .ok_or_else(|| Error::Toolchain("the native target needs Python's EXT_SUFFIX".into()))?;
    if !module_name.starts_with("tl_") || !module_name[3..].chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(Error::Cache(format!(
            "{module_name:?} is not the name of a twinlink module"
        )));
    }
    let abi = ext_suffix
        .trim_start_matches('.')
        .trim_end_matches(".so")
        .trim_end_matches(".pyd");
    let key = key_of(&[
        "twinlink-native-carried-1",
        module_name,
        &ext_suffix,
        &sha256_hex(bytes),
    ]);
    let file = format!("{module_name}{ext_suffix}");
    let dir = ModuleCache::global().get_or_build(&format!("native-{abi}-carried"), &key, true, |dir| {
        std::fs::write(dir.join(&file), bytes).map_err(|e| Error::io_path("cannot write", &dir.join(&file), e))
    })?;
    Ok(dir.join(file))
}

/// A wasm module carried by a pickled Function: wasmtime compiles it (cached by its bytes and
/// the engine); no C compiler runs. `plan` gives the module's shape (inputs, outputs,
/// constants); `toolchain` and `flags` say what built it (for bundles).
pub fn load_wasm(
    wasm: &[u8],
    plan: &LinkPlan,
    toolchain: &str,
    flags: &[String],
    kernel_flags: &[String],
    limits: &Limits,
) -> Result<WasmArtifact> {
    limits.validate()?;
    let module = CLinker::assemble(plan)?;
    let sandbox = Sandbox::get(EngineConfig::of(limits))?;
    let engine = sandbox.identity();
    let key = key_of(&["twinlink-wasm-carried-1", &engine, &sha256_hex(wasm)]);
    let dir = ModuleCache::global().get_or_build(&format!("wasm32-carried-{engine}"), &key, true, |dir| {
        let artifact = progress::run("precompiling a carried wasm module with wasmtime", || {
            sandbox.precompile(wasm)
        })?;
        let cwasm = dir.join("module.cwasm");
        std::fs::write(&cwasm, artifact).map_err(|e| Error::io_path("cannot write", &cwasm, e))?;
        let path = dir.join("module.wasm");
        std::fs::write(&path, wasm).map_err(|e| Error::io_path("cannot write", &path, e))
    })?;
    let guest = load_entry(&sandbox, &dir, &module)?;
    Ok(WasmArtifact {
        guest,
        wasm_path: dir.join("module.wasm"),
        module,
        key,
        toolchain: toolchain.to_owned(),
        flags: flags.to_vec(),
        kernel_flags: kernel_flags.to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan_with(kernels: &[&str]) -> LinkPlan {
        LinkPlan {
            kernels: kernels.iter().map(|k| k.to_string()).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn a_module_key_changes_with_its_kernels_compiler_and_flags() {
        let compiler = |flags: &[&str]| Some(("cc 1".to_string(), flags.iter().map(|f| f.to_string()).collect()));
        let plan = plan_with(&["int k(void) { return 1; }"]);
        let a = kernels_key(&plan, compiler(&["-O2"]).as_ref());
        assert_eq!(a, kernels_key(&plan, compiler(&["-O2"]).as_ref()));
        assert_ne!(a, kernels_key(&plan, compiler(&["-O2", "-fsanitize=null"]).as_ref()));
        assert_ne!(
            a,
            kernels_key(&plan, Some(&("cc 2".to_string(), vec!["-O2".to_string()])))
        );
        assert_ne!(
            a,
            kernels_key(&plan_with(&["int k(void) { return 2; }"]), compiler(&["-O2"]).as_ref())
        );
        // a flag is not mistaken for a kernel's text
        let moved = plan_with(&["-O2", "int k(void) { return 1; }"]);
        assert_ne!(a, kernels_key(&moved, compiler(&[]).as_ref()));
    }

    #[test]
    fn a_module_without_kernels_needs_no_kernel_compiler() {
        let none = kernel_compiler(&plan_with(&[]), || Err(Error::Toolchain("no C compiler".into()))).unwrap();
        assert!(none.is_none());
        assert_eq!(kernels_key(&plan_with(&[]), None), key_of(&[]));
        let found = kernel_compiler(&plan_with(&["int k(void) { return 1; }"]), || {
            Err(Error::Toolchain("no C compiler".into()))
        });
        assert!(found.is_err());
    }
}
