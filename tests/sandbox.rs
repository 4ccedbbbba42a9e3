//! Sandbox checks that need hand-written wasm: a module importing anything outside the WASI
//! allow-list is refused before any of its code runs.
use twinlink::sandbox::guest::GuestModule;
use twinlink::sandbox::Sandbox;
use twinlink::Error;

#[test]
fn unknown_imports_are_refused_at_load() -> anyhow::Result<()> {
    let wat = r#"(module
             (import "env" "read_host_secret" (func $secret (result i32)))
             (memory (export "memory") 1)
             (func (export "_initialize") (drop (call $secret))))"#;
    let sandbox = Sandbox::default_sandbox()?;
    let module = wasmtime::Module::new(&sandbox.engine, wat).map_err(|e| anyhow::anyhow!("{e}"))?;
    match GuestModule::new(sandbox, module, 0, 0, 0) {
        Err(Error::Link(msg)) => assert!(msg.contains("env::read_host_secret"), "{msg}"),
        Err(e) => panic!("wrong error: {e}"),
        Ok(_) => panic!("a module importing env::read_host_secret was accepted"),
    }
    Ok(())
}

#[test]
fn allowed_wasi_imports_link() -> anyhow::Result<()> {
    let wat = r#"(module
             (import "wasi_snapshot_preview1" "fd_write" (func (param i32 i32 i32 i32) (result i32)))
             (memory (export "memory") 1))"#;
    let sandbox = Sandbox::default_sandbox()?;
    let module = wasmtime::Module::new(&sandbox.engine, wat).map_err(|e| anyhow::anyhow!("{e}"))?;
    assert!(GuestModule::new(sandbox, module, 0, 0, 0).is_ok());
    Ok(())
}
