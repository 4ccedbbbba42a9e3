//! Runs the shim's C tests (runtime-c/tests/test_*.c) as WASI commands under wasmtime, in the
//! same sandbox graphs run in; `make test-shim` runs the same tests natively under sanitizers.
use std::path::{Path, PathBuf};

use twinlink::sandbox::run_command;
use twinlink::toolchain::wasm::WasmToolchain;
use twinlink::toolchain::{write_runtime, HostEnv};
use twinlink::util::tempdir_in;

#[test]
fn shim_c_tests_pass_under_wasm() -> anyhow::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let env = HostEnv {
        python: std::env::var_os("TWINLINK_PYTHON").map(PathBuf::from),
        ..HostEnv::default()
    };
    let tc = WasmToolchain::detect(&env)?;
    let work = tempdir_in(&std::env::temp_dir())?;
    write_runtime(&work)?;
    let shim: Vec<PathBuf> = std::fs::read_dir(work.join("runtime-c/src"))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    let mut tests: Vec<PathBuf> = std::fs::read_dir(root.join("runtime-c/tests"))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("test_"))
                && p.extension().is_some_and(|x| x == "c")
        })
        .collect();
    tests.sort();
    assert!(tests.len() >= 5, "expected the shim's C tests, found {tests:?}");
    let mut failures = Vec::new();
    for test in &tests {
        let name = test.file_stem().unwrap_or_default().to_string_lossy().into_owned();
        let out = work.join(format!("{name}.wasm"));
        let mut sources = shim.clone();
        sources.push(test.clone());
        if let Err(e) = tc.build_command(&work, &sources, &out) {
            failures.push(format!("{name}: does not build: {e}"));
            continue;
        }
        match run_command(&std::fs::read(&out)?) {
            Ok(result) if result.exit_code == 0 => {}
            Ok(result) => failures.push(format!(
                "{name}: exit {}\n{}{}",
                result.exit_code, result.stdout, result.stderr
            )),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    assert!(
        failures.is_empty(),
        "shim tests failed under wasm:\n{}",
        failures.join("\n")
    );
    Ok(())
}
