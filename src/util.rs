//! Small helpers every room may use: hex digests, fresh temporary directories and the switch
//! for profiling guest code. Depends on nothing else in the crate (see ARCHITECTURE.md, "Rust
//! rooms").
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

/// Lower-case hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// SHA-256 of `bytes` as lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// Whether `$TWINLINK_WASM_PERF` asks for guest code that Linux `perf` can name (read once per
/// process, any value but empty or `0`): wasm modules keep their function names (zig links
/// without `-s`; a separate cache entry, as the link flags are part of the key) and the wasm
/// engines write `/tmp/perf-<pid>.map` for the code they compile or load.
pub fn wasm_perf_wanted() -> bool {
    static WANTED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *WANTED.get_or_init(|| std::env::var("TWINLINK_WASM_PERF").is_ok_and(|v| !v.is_empty() && v != "0"))
}

/// A fresh directory under `parent` (no tempfile dependency in the library).
pub fn tempdir_in(parent: &Path) -> std::io::Result<PathBuf> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    loop {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let p = parent.join(format!(
            "tmp-{}-{}-{nanos}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        match std::fs::create_dir(&p) {
            Ok(()) => return Ok(p),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_and_digest() {
        assert_eq!(hex(&[0, 0xab, 0x10]), "00ab10");
        // SHA-256 of the empty string (FIPS 180-4 test vector).
        assert_eq!(
            sha256_hex(b""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }
}
