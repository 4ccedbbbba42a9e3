//! The committed golden bundles (wasm/golden/) replayed by the CLI on every engine, with no
//! Python and no C compiler involved: each must be bit-identical. A bundle whose recorded
//! output digest is altered must be reported as a mismatch (exit 1), and a truncated one
//! refused (exit 2).
use std::path::PathBuf;
use std::process::Command;

fn golden() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("wasm/golden");
    let mut all: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("wasm/golden exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == twinlink::bundle::EXTENSION))
        .collect();
    all.sort();
    assert!(
        all.len() >= 5,
        "expected the five golden bundles (arithmetic, dot, libm, reduction, transcendental) in {}",
        dir.display()
    );
    all
}

fn replay(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_twinlink"))
        .arg("replay")
        .args(args)
        // No compiler can be found: replay must not need one.
        .env("PATH", "/nonexistent")
        .env("TWINLINK_WASM_CC", "/nonexistent/cc")
        .output()
        .expect("run the CLI");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_golden_bundle_replays_bit_identically_on_every_engine() {
    for path in golden() {
        for engine in ["cranelift", "winch", "interpreter"] {
            let (code, stdout, stderr) = replay(&[&path.to_string_lossy(), "--engine", engine]);
            assert_eq!(code, 0, "{} on {engine}:\n{stdout}{stderr}", path.display());
            assert!(stdout.contains(&format!("  {engine}: bit-identical")), "{stdout}");
        }
    }
}

#[test]
fn an_altered_digest_is_a_mismatch_and_a_truncated_bundle_an_error() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let bytes = std::fs::read(&golden()[0])?;
    // Change the first hex digit of the last recorded digest in the header (an output's).
    let len = u64::from_le_bytes(bytes[20..28].try_into()?) as usize;
    let header = std::str::from_utf8(&bytes[28..28 + len])?;
    let at = 28 + header.rfind("\"sha256\": \"").expect("a digest") + "\"sha256\": \"".len();
    let mut altered = bytes.clone();
    altered[at] = if altered[at] == b'0' { b'1' } else { b'0' };
    let path = dir.path().join("altered.tlbundle");
    std::fs::write(&path, &altered)?;
    let (code, stdout, _) = replay(&[&path.to_string_lossy(), "--engine", "all"]);
    assert_eq!(code, 1, "{stdout}");
    assert_eq!(stdout.matches("MISMATCH").count(), 3, "{stdout}");
    assert!(stdout.contains("digest was altered"), "{stdout}");

    let path = dir.path().join("truncated.tlbundle");
    std::fs::write(&path, &bytes[..bytes.len() - 10])?;
    let (code, _, stderr) = replay(&[&path.to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(stderr.contains("truncated or corrupt"), "{stderr}");
    Ok(())
}
