// Embeds runtime-c/ and wasm/ into the crate so an installed twinlink can write the shim and
// entry templates into its cache without the source tree, and fingerprints them for cache keys.
// Also generates the host's copy of the guest ABI's constants from wasm/guest_abi.h (the one
// source of those facts; see ARCHITECTURE.md, "Guest ABI").
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if matches!(path.extension().and_then(|e| e.to_str()), Some("c" | "h")) {
            out.push(path);
        }
    }
}

/// The value of `#define NAME value` in `text`, parsed as an integer (decimal or 0x hex).
fn define(text: &str, name: &str) -> i64 {
    let found = text.lines().find_map(|l| {
        let mut words = l.split_whitespace();
        (words.next() == Some("#define") && words.next() == Some(name)).then(|| words.next().map(str::to_owned))
    });
    let value = found
        .flatten()
        .unwrap_or_else(|| panic!("guest_abi.h: no `#define {name} <value>`"));
    match value.strip_prefix("0x") {
        Some(h) => i64::from_str_radix(h, 16),
        None => value.parse(),
    }
    .unwrap_or_else(|_| panic!("guest_abi.h: {name} is not an integer: {value}"))
}

/// `(NAME, value)` for every line `    PREFIXNAME = value,` in `text` (a trailing comment is
/// ignored).
fn enumerators(text: &str, prefix: &str) -> Vec<(String, i64)> {
    text.lines()
        .filter_map(|l| {
            let l = l.split("/*").next().unwrap_or("");
            let (name, value) = l.trim().strip_prefix(prefix)?.split_once('=')?;
            Some((name.trim().to_owned(), value.trim().trim_end_matches(',').parse().ok()?))
        })
        .collect()
}

/// The guest ABI's constants and the exception table (`X(code, Name, SUFFIX)` rows of
/// TL_EXCEPTIONS) as Rust source.
fn guest_abi(root: &Path) -> String {
    let header = std::fs::read_to_string(root.join("wasm/guest_abi.h")).expect("read wasm/guest_abi.h");
    let numpy = std::fs::read_to_string(root.join("runtime-c/include/numpy/ndarraytypes.h"))
        .expect("read runtime-c/include/numpy/ndarraytypes.h");
    let mut code = String::new();
    writeln!(
        code,
        "/// TL_ABI_VERSION.\npub const ABI_VERSION: i32 = {};",
        define(&header, "TL_ABI_VERSION")
    )
    .unwrap();
    writeln!(
        code,
        "/// TL_ABI_OLDEST_VERSION.\npub const ABI_OLDEST_VERSION: i32 = {};",
        define(&header, "TL_ABI_OLDEST_VERSION")
    )
    .unwrap();
    writeln!(
        code,
        "/// TL_MAX_DIMS.\npub const MAX_DIMS: usize = {};",
        define(&header, "TL_MAX_DIMS")
    )
    .unwrap();
    writeln!(
        code,
        "/// TL_EXCEPTION_NAME_MAX.\npub const EXCEPTION_NAME_MAX: usize = {};",
        define(&header, "TL_EXCEPTION_NAME_MAX")
    )
    .unwrap();
    for name in ["REFCOUNT_UNDERFLOW", "FREED_HELD_OBJECT"] {
        writeln!(
            code,
            "/// TL_FAULT_{name}.\npub const FAULT_{name}: i32 = {};",
            define(&header, &format!("TL_FAULT_{name}"))
        )
        .unwrap();
    }
    writeln!(
        code,
        "/// The shim's NPY_ARRAY_ALIGNED flag.\npub const NPY_ARRAY_ALIGNED: i32 = {};",
        define(&numpy, "NPY_ARRAY_ALIGNED")
    )
    .unwrap();
    let kinds = enumerators(&header, "TL_KIND_");
    assert!(
        kinds.len() >= 8,
        "guest_abi.h: enum tl_kind has {} entries",
        kinds.len()
    );
    for (name, value) in &kinds {
        writeln!(code, "/// TL_KIND_{name}.\npub const KIND_{name}: i32 = {value};").unwrap();
    }
    // The call area's records (ABI 4): word offsets of an input and an output record.
    for (prefix, what) in [("INPUT", "tl_input_record"), ("OUTPUT", "tl_output_record")] {
        let words = enumerators(&header, &format!("TL_{prefix}_"));
        assert!(words.len() >= 6, "guest_abi.h: enum {what} has {} entries", words.len());
        for (name, value) in &words {
            writeln!(
                code,
                "/// TL_{prefix}_{name}.\npub const {prefix}_{name}: usize = {value};"
            )
            .unwrap();
        }
    }
    writeln!(
        code,
        "/// TL_INPUT_ALIGNED.\npub const INPUT_ALIGNED: i32 = {};",
        define(&header, "TL_INPUT_ALIGNED")
    )
    .unwrap();
    let rows: Vec<(i64, String)> = header
        .lines()
        .filter_map(|l| {
            let inner = l.trim().strip_prefix("X(")?.split(')').next()?;
            let mut parts = inner.split(',').map(str::trim);
            Some((parts.next()?.parse().ok()?, parts.next()?.to_owned()))
        })
        .collect();
    assert!(rows.len() >= 16, "guest_abi.h: TL_EXCEPTIONS has {} rows", rows.len());
    code.push_str(
        "/// Python exception types an op can raise in the guest (TL_EXCEPTIONS); the host re-raises\n\
         /// the builtin of the same name.\n\
         #[derive(Debug, Clone, Copy, PartialEq, Eq)]\npub enum PyExcKind {\n",
    );
    for (c, name) in &rows {
        writeln!(code, "    {name} = {c},").unwrap();
    }
    code.push_str("}\n\nimpl PyExcKind {\n    /// Every kind, in code order.\n    pub const ALL: &[PyExcKind] = &[");
    for (_, name) in &rows {
        write!(code, "PyExcKind::{name}, ").unwrap();
    }
    code.push_str("];\n\n    /// The kind with code `code` (TL_EXC_NONE and unknown codes have none).\n    pub fn from_code(code: i32) -> Option<Self> {\n        Some(match code {\n");
    for (c, name) in &rows {
        writeln!(code, "            {c} => PyExcKind::{name},").unwrap();
    }
    code.push_str("            _ => return None,\n        })\n    }\n\n    /// The name of the Python builtin exception.\n    pub fn name(self) -> &'static str {\n        match self {\n");
    for (_, name) in &rows {
        writeln!(code, "            PyExcKind::{name} => {name:?},").unwrap();
    }
    code.push_str("        }\n    }\n}\n");
    code
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["runtime-c/include", "runtime-c/src", "wasm"] {
        println!("cargo:rerun-if-changed={dir}");
        collect(&root.join(dir), &mut files);
    }
    files.sort();
    let mut code =
        String::from("/// (path relative to the repository, contents)\npub static FILES: &[(&str, &str)] = &[\n");
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        // Named from the crate's own directory when it compiles, not as this script saw it: a
        // target directory shared between clones keeps this output while the clone that wrote
        // it may be gone (the script reruns only when the files change).
        writeln!(
            code,
            "    ({rel:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/{rel}\"))),"
        )
        .expect("write to string");
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    std::fs::write(out, code).expect("write embedded.rs");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("guest_abi.rs");
    std::fs::write(out, guest_abi(&root)).expect("write guest_abi.rs");
    // The native toolchain asks `cc` for a compiler of the host the crate was built for.
    println!(
        "cargo:rustc-env=TWINLINK_HOST_TARGET={}",
        std::env::var("TARGET").expect("cargo sets TARGET")
    );
}
