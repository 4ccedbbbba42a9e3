//! The native target: the platform C or C++ compiler (found by the `cc` crate, honouring $CC
//! and $CXX) builds the module as a CPython extension against the running Python's and NumPy's
//! headers.
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::error::{Error, Result};
use crate::plan::Language;
use crate::toolchain::{
    compile_glue, glue_units, one_start_at_a_time, output, run_compiler, version_line, HostEnv, Objects,
};

/// The native entry template, written as `twinlink_entry.h` next to the module.
pub const ENTRY: &str = include_str!("../clinker/entry_native.h");
/// The native prelude, written as `twinlink_prelude.h` (see the file for why it exists).
pub const PRELUDE: &str = include_str!("../clinker/prelude_native.h");

/// Flags every native module gets: reproducible float semantics (no contraction, no fast-math)
/// so arithmetic-only graphs match the wasm target bit for bit. -O3 because gcc vectorises
/// loops only there (clang already does at -O2); without fast-math it never reassociates.
/// -fno-trapping-math (clang's default) lets gcc turn `c ? a : b` on floats into vector
/// selects; values are unchanged, only FP exception flags could differ. -fno-math-errno (also
/// clang's default, and wasm has no errno for sqrt) lets a loop calling `sqrt` vectorise: gcc
/// otherwise keeps a call to set errno for negative arguments; the values are the same.
/// The language standard is added per module (`std_flags`).
pub const BASE_FLAGS: &[&str] = &[
    "-O3",
    "-fPIC",
    "-shared",
    "-ffp-contract=off",
    "-fno-fast-math",
    "-fno-trapping-math",
    "-fno-math-errno",
    "-fvisibility=hidden",
    "-Wno-unused-label",
    "-Wno-unused-variable",
    "-Wno-unused-but-set-variable",
    "-Wno-unused-function",
];

/// Flags of kernel objects (ARCHITECTURE.md, "Kernel objects"): the float semantics and
/// optimisation of `BASE_FLAGS`, compiled alone (`-c`) as C11 without Python's headers.
pub const KERNEL_FLAGS: &[&str] = &[
    "-std=c11",
    "-O3",
    "-fPIC",
    "-ffp-contract=off",
    "-fno-fast-math",
    "-fno-trapping-math",
    "-fno-math-errno",
    "-fvisibility=hidden",
    // wasm's clang rejects these; gcc only warns, and the code would run with wrong pointers.
    "-Werror=incompatible-pointer-types",
    "-c",
];

/// Whether a module's C text does complex arithmetic: C99's `_Complex`, C++'s `std::complex`,
/// NumPy's complex types, PyTensor's complex structs (`Isa::module_flags`). A text merely
/// mentioning the word (a comment) errs on the safe side: AVX2.
fn has_complex(source: &str) -> bool {
    ["complex", "Complex", "npy_cfloat", "npy_cdouble", "npy_clongdouble"]
        .iter()
        .any(|m| source.contains(m))
}

/// The headers an op-library module begins with (`CLinker`'s first two, then the op library's
/// `c_headers`, in that order), precompiled once per compiler and flags for its glue
/// (ARCHITECTURE.md, "Kernel objects": the glue's precompiled header).
pub const GLUE_HEADERS: &str =
    "#include <Python.h>\n#include \"twinlink_prelude.h\"\n#include <numpy/arrayobject.h>\n#include <numpy/npy_math.h>\n#include <math.h>\n";
/// The header of `GLUE_HEADERS` in a precompiled header's entry; gcc reads `<it>.gch` instead.
pub const GLUE_PCH: &str = "twinlink_glue.h";
/// Makes gcc's "not used because ..." about a precompiled header an error (gcc otherwise
/// reads the headers themselves, silently).
const PCH_CHECK: &str = "-Werror=invalid-pch";

/// Whether a module's compile failed because gcc rejected its precompiled header (`PCH_CHECK`).
pub fn rejected_pch(error: &Error) -> bool {
    matches!(error, Error::Compile { stderr, .. } if stderr.contains(PCH_CHECK))
}

/// How a module's units compile with the precompiled header: every unit defines NumPy's API
/// table under one name, as a common symbol (`-fcommon`: the linker merges the tentative
/// definitions), so that one precompiled header serves the run unit, the rest and a module
/// compiled whole; without it, the run unit declares the table (`NO_IMPORT_ARRAY`), which
/// changes what NumPy's headers say.
const GLUE_PCH_TABLE: &[&str] = &["-fcommon", NUMPY_TABLE];
/// The name of NumPy's API table in a module compiled as units.
const NUMPY_TABLE: &str = "-DPY_ARRAY_UNIQUE_SYMBOL=tl_numpy_api";

/// The optimisation of a module whose nodes are all glue (Python API calls, shape checks, a
/// kernel call per row): its loops are kernels, compiled at -O3 on their own.
pub const GLUE_OPT: &str = "-O1";

/// The standard and the C++ rules for a module's language. C++ compiles without exceptions on
/// both targets (wasm32-wasi has no exception handling here), so a `throw` is a compile error
/// everywhere rather than an abort in the sandbox only.
pub fn std_flags(language: Language) -> &'static [&'static str] {
    match language {
        Language::C => &["-std=c11"],
        Language::Cpp => &["-std=c++17", "-fno-exceptions"],
    }
}

#[derive(Debug, Clone)]
pub struct NativeToolchain {
    pub compiler: PathBuf,
    /// Arguments `cc` says the compiler needs for this host.
    pub base_args: Vec<String>,
    /// `<path> <version line>`: part of every cache key.
    pub identity: String,
    /// Short form for the cache folder name, e.g. `gcc-12`.
    pub short: String,
    /// The instruction set kernel objects are compiled for (`Isa::choose`).
    pub isa: Isa,
    /// The flag making gcc emit gathers, where they are fast (`gathers_fast`, `gather_flags`;
    /// part of `identity`).
    pub gather: Option<String>,
    /// Whether the compiler is gcc (`GCC_MODULE_FLAGS`) or clang: both take `Isa::module_flags`.
    pub gcc: bool,
    pub clang: bool,
}

/// gcc's if-conversion gives up on a loop whose body selects among more than 4 values ("control
/// flow in loop"), such as PyTensor's softplus, a chain of three `?:` over exp and log1p
/// (ARCHITECTURE.md, "The PyTensor bridge"). With 16 such loops vectorise; only which arms are
/// computed changes, not the values.
/// gcc's RTL global CSE (`-fgcse`, and `-fgcse-after-reload` at -O3) grows faster than linearly
/// with a function's size, and a module's run function holds every node's code: for a PyMC
/// gradient of 226 PyTensor nodes (one run function of about a million characters) they took
/// 8.6 of the module's 23.6 s at -O3; without them 10.8 s. They remove redundant computations
/// and loads, never change an operation's value (no reassociation or contraction here), and
/// kernels (ARCHITECTURE.md, "Kernel objects") keep them.
pub const GCC_MODULE_FLAGS: &[&str] = &[
    "--param=max-tree-if-conversion-phi-args=16",
    "-fno-gcse",
    "-fno-gcse-after-reload",
];

/// gcc's tuning for generic x86-64 emulates a vector load of table entries (`t[i]` in a
/// vectorised loop: the math library's tables) with a scalar load and an insert per lane; these
/// make it emit the AVX2/AVX-512 gather instructions instead, for vectors of every length (gcc
/// 12 tunes 2-, 4- and 8-or-more-element gathers apart: with `use_gather` alone an AVX2 loop
/// over float64, 4 lanes, kept its scalar loads). The first set the compiler accepts
/// (`gather_flags`): the names differ between gcc releases. Given where gathers are fast
/// (`gathers_fast`); the loaded values, so the bits, are the same either way.
const GCC_GATHER_FLAGS: &[&str] = &[
    "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather_8parts",
    "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather",
    "-mtune-ctrl=use_gather",
];

/// The first of `GCC_GATHER_FLAGS` that `compiler` accepts. None when it takes none: an error
/// when $TWINLINK_NATIVE_GATHER asked for gathers (`required`), else no gathers (`auto`).
fn gather_flags(compiler: &Path, base_args: &[String], required: bool) -> std::result::Result<Option<String>, String> {
    let accepted = GCC_GATHER_FLAGS.iter().find(|flag| {
        output(
            Command::new(compiler)
                .args(base_args)
                .args([**flag, "-fsyntax-only", "-x", "c", "/dev/null"]),
        )
        .is_ok_and(|out| out.status.success())
    });
    match accepted {
        Some(flag) => Ok(Some(flag.to_string())),
        None if required => Err(format!(
            "TWINLINK_NATIVE_GATHER=on: {} accepts none of {}",
            compiler.display(),
            GCC_GATHER_FLAGS.join(", ")
        )),
        None => Ok(None),
    }
}

/// Whether gcc should emit gathers here: `wanted` ($TWINLINK_NATIVE_GATHER, `gathers_wanted`)
/// when set, else whether this is an Intel CPU with AVX-512 that Linux reports not affected by
/// gather data sampling (Sapphire Rapids and later: the earlier AVX-512 parts are affected, and
/// their microcode mitigation makes gathers several times slower; measurements in
/// benches/MATH_LIBRARY.md). Other CPUs keep gcc's choice: on AMD EPYCs with AVX-512 (Zen 4
/// and Zen 5) the gathers were slower than gcc's scalar loads, or no faster (same file).
fn gathers_fast(isa: Isa, wanted: Option<bool>) -> bool {
    isa != Isa::Baseline && wanted.unwrap_or_else(|| isa == Isa::Avx512f && intel_without_gds())
}

/// $TWINLINK_NATIVE_GATHER: Some(true) for `on`, Some(false) for `off`, None for `auto` or unset.
fn gathers_wanted() -> std::result::Result<Option<bool>, String> {
    static GATHER: OnceLock<std::result::Result<Option<bool>, String>> = OnceLock::new();
    GATHER
        .get_or_init(|| {
            let v = std::env::var("TWINLINK_NATIVE_GATHER").unwrap_or_default();
            match v.trim() {
                "" | "auto" => Ok(None),
                "on" => Ok(Some(true)),
                "off" => Ok(Some(false)),
                other => Err(format!("TWINLINK_NATIVE_GATHER={other:?} is not one of auto, on, off")),
            }
        })
        .clone()
}

/// An Intel CPU that Linux reports not affected by gather data sampling (GDS, "Downfall").
fn intel_without_gds() -> bool {
    let read = |p: &str| std::fs::read_to_string(p).unwrap_or_default();
    let intel = read("/proc/cpuinfo")
        .lines()
        .find(|l| l.starts_with("vendor_id"))
        .is_some_and(|l| l.trim_end().ends_with("GenuineIntel"));
    intel && read("/sys/devices/system/cpu/vulnerabilities/gather_data_sampling").trim() == "Not affected"
}

/// The instruction set of native kernel objects (ARCHITECTURE.md, "Kernel objects"): each
/// object is compiled once, for this one, rather than as clones picked when it loads. Every
/// choice computes the same bits (no FMA contraction, lane-wise IEEE operations; the math
/// library's exact products take an FMA where the kernels' target has one, which gives the
/// same exact error term as the baseline's split). `Avx2` means AVX2 with FMA.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Isa {
    Baseline,
    Avx2,
    Avx512f,
}

impl Isa {
    pub fn name(self) -> &'static str {
        match self {
            Isa::Baseline => "baseline",
            Isa::Avx2 => "avx2",
            Isa::Avx512f => "avx512f",
        }
    }

    /// Whether this CPU runs code built for `self`.
    fn runs_here(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            match self {
                Isa::Baseline => true,
                Isa::Avx2 => std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma"),
                Isa::Avx512f => {
                    std::arch::is_x86_feature_detected!("avx512f")
                        && std::arch::is_x86_feature_detected!("avx512bw")
                        && std::arch::is_x86_feature_detected!("avx512dq")
                        && std::arch::is_x86_feature_detected!("avx512vl")
                        && std::arch::is_x86_feature_detected!("avx2")
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self == Isa::Baseline
        }
    }

    /// The kernels' instruction set, chosen once per process (`choose`); it needs no compiler,
    /// so a pickled native extension can be checked against it where there is none.
    pub fn of_process() -> Result<Isa> {
        static ISA: OnceLock<std::result::Result<Isa, String>> = OnceLock::new();
        ISA.get_or_init(Isa::choose).clone().map_err(Error::Toolchain)
    }

    /// The kernels' instruction set: $TWINLINK_NATIVE_ISA (`baseline`, `avx2` or `avx512f`) when
    /// set and not `auto`, else the widest this CPU runs. The x86 ones are function attributes
    /// that only gcc and clang see (scalar_ops.KERNEL_PRELUDE); other compilers build baseline.
    fn choose() -> std::result::Result<Isa, String> {
        let wanted = std::env::var("TWINLINK_NATIVE_ISA").unwrap_or_default();
        let wanted = wanted.trim();
        if wanted.is_empty() || wanted == "auto" {
            return Ok([Isa::Avx512f, Isa::Avx2]
                .into_iter()
                .find(|i| i.runs_here())
                .unwrap_or(Isa::Baseline));
        }
        let isa = [Isa::Baseline, Isa::Avx2, Isa::Avx512f]
            .into_iter()
            .find(|i| i.name() == wanted)
            .ok_or_else(|| format!("TWINLINK_NATIVE_ISA={wanted:?} is not one of auto, baseline, avx2, avx512f"))?;
        if !isa.runs_here() {
            return Err(format!(
                "TWINLINK_NATIVE_ISA={wanted}: this CPU cannot run {wanted} code"
            ));
        }
        Ok(isa)
    }

    /// The flags compiling a whole module for this instruction set, so the loops of op code in
    /// the module (PyTensor's elementwise loops) vectorise wide. Only lanes change: no FMA
    /// contraction (`-ffp-contract=off`), the same bits. AVX-512 with its byte and word (BW),
    /// doubleword and quadword (DQ) and 128/256-bit (VL) parts, which every AVX-512 CPU but
    /// Xeon Phi has (without BW a loop writing bools vectorises only 256 bits wide), except
    /// for gcc on a module with complex arithmetic (`has_complex`): gcc 12's vectoriser turns
    /// lanes alternating `a*b - c` and `a*b + c` (a complex multiplication) into a fused
    /// `vfmaddsub` wherever the target has one, which AVX-512F always does, whatever
    /// `-ffp-contract` says (its SLP `addsub_pattern` does not check it), so such a module
    /// gets AVX2, which has none. The kernels are compiled for the full choice (target
    /// attributes on code of ours, which has no such lanes).
    fn module_flags(self, gcc_complex: bool) -> &'static [&'static str] {
        match self {
            Isa::Baseline => &[],
            Isa::Avx2 => &["-mavx2"],
            Isa::Avx512f if gcc_complex => &["-mavx2"],
            Isa::Avx512f => &["-mavx512f", "-mavx512bw", "-mavx512dq", "-mavx512vl"],
        }
    }

    /// The define kernel texts test (scalar_ops.KERNEL_PRELUDE, reduce.c, gemm.c).
    fn define(self) -> Option<&'static str> {
        match self {
            Isa::Baseline => None,
            Isa::Avx2 => Some("-DTL_ISA_AVX2"),
            Isa::Avx512f => Some("-DTL_ISA_AVX512F"),
        }
    }
}

impl NativeToolchain {
    /// The compiler for modules in `language` (C: $CC or cc/gcc/clang; C++: $CXX or
    /// c++/g++/clang++), found once per process.
    pub fn detect(language: Language) -> Result<&'static NativeToolchain> {
        static TC: [OnceLock<std::result::Result<NativeToolchain, String>>; 2] = [OnceLock::new(), OnceLock::new()];
        let (slot, what, var) = match language {
            Language::C => (&TC[0], "C", "CC"),
            Language::Cpp => (&TC[1], "C++", "CXX"),
        };
        slot.get_or_init(|| {
            let triple = env!("TWINLINK_HOST_TARGET");
            // The cc crate runs the compiler to probe it.
            let tool = one_start_at_a_time(|| {
                cc::Build::new()
                    .cpp(language == Language::Cpp)
                    .target(triple)
                    .host(triple)
                    .opt_level(2)
                    .cargo_metadata(false)
                    .cargo_warnings(false)
                    .debug(false)
                    .try_get_compiler()
            })
            .map_err(|e| format!("no native {what} compiler found ({e}); install gcc/g++ or clang, or set {var}"))?;
            let compiler = tool.path().to_path_buf();
            let clang = tool.is_like_clang();
            let gcc = tool.is_like_gnu() && !clang;
            let base_args: Vec<String> = tool
                .args()
                .iter()
                .map(|a| a.to_string_lossy().into_owned())
                .filter(|a| !a.starts_with("-O") && a != "-g" && !a.starts_with("-gdwarf"))
                .collect();
            let version = version_line(&compiler, &[], &["--version"]).ok_or_else(|| {
                format!(
                    "no native {what} compiler: {} cannot be run; install gcc/g++ or clang, or set {var}",
                    compiler.display()
                )
            })?;
            let family = if version.contains("clang") {
                "clang"
            } else if version.contains("gcc") || version.contains("GCC") || version.contains("g++") {
                "gcc"
            } else {
                "cc"
            };
            let major = version
                .split_whitespace()
                .filter_map(|w| w.split('.').next().and_then(|m| m.parse::<u32>().ok()))
                .next_back()
                .map(|m| m.to_string())
                .unwrap_or_default();
            let isa = Isa::of_process().map_err(|e| e.to_string())?;
            let wanted = gathers_wanted()?;
            let gather = if gcc && gathers_fast(isa, wanted) {
                gather_flags(&compiler, &base_args, wanted == Some(true))?
            } else {
                None
            };
            Ok(NativeToolchain {
                identity: format!(
                    "{} {version} isa={}{}",
                    compiler.display(),
                    isa.name(),
                    if gather.is_some() { " gather" } else { "" }
                ),
                short: match language {
                    Language::C => format!("{family}{major}"),
                    Language::Cpp => format!("{family}{major}-cxx"),
                },
                compiler,
                base_args,
                isa,
                gather,
                gcc,
                clang,
            })
        })
        .as_ref()
        .map_err(|e| Error::Toolchain(e.clone()))
    }

    /// Flags for one module (its C text `source`): base flags, the plan's additions, minus the
    /// plan's removals.
    pub fn flags(
        &self,
        env: &HostEnv,
        language: Language,
        source: &str,
        extra: &[String],
        removed: &[String],
    ) -> Result<Vec<String>> {
        let py = env
            .python_include
            .as_ref()
            .ok_or_else(|| Error::Toolchain("the native target needs the Python include directory".into()))?;
        let mut flags: Vec<String> = self.base_args.clone();
        flags.extend(std_flags(language).iter().map(|s| s.to_string()));
        flags.extend(BASE_FLAGS.iter().map(|s| s.to_string()));
        if self.gcc || self.clang {
            flags.extend(
                self.isa
                    .module_flags(self.gcc && has_complex(source))
                    .iter()
                    .map(|s| s.to_string()),
            );
        }
        if self.gcc {
            flags.extend(GCC_MODULE_FLAGS.iter().map(|s| s.to_string()));
        }
        flags.extend(self.gather.iter().cloned());
        flags.push(format!("-I{}", py.display()));
        if let Some(np) = &env.numpy_include {
            flags.push(format!("-I{}", np.display()));
        }
        flags.extend(extra.iter().cloned());
        flags.retain(|f| !removed.contains(f));
        Ok(flags)
    }

    /// The flags a kernel object is compiled with (part of its cache key).
    pub fn kernel_flags(&self) -> Vec<String> {
        let mut flags = self.base_args.clone();
        flags.extend(KERNEL_FLAGS.iter().map(|s| s.to_string()));
        flags.extend(self.isa.define().map(str::to_string));
        flags.extend(self.gather.iter().cloned());
        flags
    }

    /// Compiles one kernel's text into the object `obj` (its source is written beside it and
    /// named relative to its folder, so the object does not depend on where it was built).
    pub fn compile_kernel(&self, text: &str, obj: &Path) -> Result<()> {
        let c_path = obj.with_extension("c");
        std::fs::write(&c_path, text).map_err(|e| Error::io_path("cannot write", &c_path, e))?;
        let mut cmd = Command::new(&self.compiler);
        cmd.args(self.kernel_flags())
            .arg("-o")
            .arg(obj.file_name().unwrap_or_default())
            .arg(c_path.file_name().unwrap_or_default())
            .current_dir(obj.parent().unwrap_or(Path::new(".")));
        let result = run_compiler("native", cmd, text, "kernel.c");
        let _ = std::fs::remove_file(&c_path);
        result
    }

    /// Whether the glue of a module (`LinkPlan::split_glue`) with this C text can use a
    /// precompiled header of `GLUE_HEADERS`: with gcc, which ignores one made with other
    /// macros (`PCH_CHECK` makes that an error the build tells apart, and compiles without);
    /// clang stops at a mismatch instead. The text's includes must begin with those headers,
    /// in their order, so that reading them first changes nothing (the `#define`s before them
    /// are the module's sizes, which no header reads).
    pub fn can_precompile_glue(&self, source: &str) -> bool {
        self.gcc
            && source
                .find("#include")
                .is_some_and(|at| source[at..].starts_with(GLUE_HEADERS))
    }

    /// Builds the precompiled header of `GLUE_HEADERS` into `dir` (a cache entry) with a
    /// module's `flags`, as its units use it (`GLUE_PCH_TABLE`).
    pub fn precompile_glue(&self, flags: &[String], dir: &Path) -> Result<()> {
        for (name, text) in [(GLUE_PCH, GLUE_HEADERS), ("twinlink_prelude.h", PRELUDE)] {
            let path = dir.join(name);
            std::fs::write(&path, text).map_err(|e| Error::io_path("cannot write", &path, e))?;
        }
        let mut cmd = Command::new(&self.compiler);
        cmd.args(flags)
            .args(GLUE_PCH_TABLE)
            .args(["-x", "c-header", "-c", "-o"])
            .arg(format!("{GLUE_PCH}.gch"))
            .arg(GLUE_PCH)
            .current_dir(dir);
        run_compiler("native", cmd, GLUE_HEADERS, GLUE_PCH)
    }

    /// Compiles `source` into `<out_dir>/<module_name><ext_suffix>` and returns its path. With
    /// kernel `objects`, the module compiles to an object while they build, then links with them.
    /// With `split` (`LinkPlan::split_glue`, and a second core), its two translation units
    /// (`plan::RUN_UNIT`, `REST_UNIT`) compile at once, sharing NumPy's API table. With `pch`
    /// (the header `precompile_glue` made, with these `flags`), every unit reads it first, and
    /// a header gcc finds unusable is an error `rejected_pch` tells apart.
    #[allow(clippy::too_many_arguments)]
    pub fn compile(
        &self,
        source: &str,
        language: Language,
        module_name: &str,
        flags: &[String],
        libs: &[String],
        out_dir: &Path,
        ext_suffix: &str,
        objects: Option<Objects>,
        split: bool,
        pch: Option<&Path>,
    ) -> Result<PathBuf> {
        let c_path = out_dir.join(language.source_name());
        std::fs::write(&c_path, source).map_err(|e| Error::io_path("cannot write", &c_path, e))?;
        let entry = out_dir.join("twinlink_entry.h");
        std::fs::write(&entry, ENTRY).map_err(|e| Error::io_path("cannot write", &entry, e))?;
        let prelude = out_dir.join("twinlink_prelude.h");
        std::fs::write(&prelude, PRELUDE).map_err(|e| Error::io_path("cannot write", &prelude, e))?;
        let so = out_dir.join(format!("{module_name}{ext_suffix}"));
        let mut cmd = Command::new(&self.compiler);
        cmd.args(flags)
            .arg(format!("-I{}", out_dir.display()))
            .arg(format!("-DTL_MODULE_NAME={module_name}"))
            .current_dir(out_dir);
        if let Some(header) = pch {
            cmd.args(GLUE_PCH_TABLE).arg("-include").arg(header).arg(PCH_CHECK);
        }
        if objects.is_none() && !split {
            cmd.arg("-o").arg(&so).arg(&c_path).args(libs);
            run_compiler("native", cmd, source, language.source_name())?;
            return Ok(so);
        }
        // The unit that runs `import_array` (the rest) defines NumPy's API table; the other uses
        // it (with the precompiled header, both define it: `GLUE_PCH_TABLE`).
        let units = match pch {
            Some(_) => glue_units(out_dir, split, &[], &[]),
            None => glue_units(out_dir, split, &[NUMPY_TABLE, "-DNO_IMPORT_ARRAY"], &[NUMPY_TABLE]),
        };
        let command = || {
            let mut unit = Command::new(&self.compiler);
            unit.args(cmd.get_args()).current_dir(out_dir);
            unit
        };
        let kernels = compile_glue("native", &units, command, &c_path, source, objects)?;
        let mut link = Command::new(&self.compiler);
        link.args(&self.base_args).arg("-shared").arg("-o").arg(&so);
        link.args(units.iter().map(|(object, _)| object))
            .args(&kernels)
            .args(libs)
            .current_dir(out_dir);
        run_compiler("native", link, source, language.source_name())?;
        for (object, _) in &units {
            let _ = std::fs::remove_file(object);
        }
        Ok(so)
    }
}
