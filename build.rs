// Embeds runtime-c/ and wasm/ into the crate so an installed twinlink can write the shim and
// entry templates into its cache without the source tree, and fingerprints them for cache keys.
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
        writeln!(code, "    ({rel:?}, include_str!({:?})),", f.to_string_lossy()).expect("write to string");
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    std::fs::write(out, code).expect("write embedded.rs");
    // The native toolchain asks `cc` for a compiler of the host the crate was built for.
    println!(
        "cargo:rustc-env=TWINLINK_HOST_TARGET={}",
        std::env::var("TARGET").expect("cargo sets TARGET")
    );
}
