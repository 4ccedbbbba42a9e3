//! The CLI on a saved plan: `check` accepts a good one, `assemble` prints the module, and a
//! malformed plan is refused with a message naming the problem.
use std::process::Command;

fn plan_json(duplicate_id: bool) -> String {
    let second_id = if duplicate_id { 1 } else { 2 };
    format!(
        r#"{{"format": 1, "name": "cli", "inputs": [0], "outputs": [{{"variable": 1}}],
        "variables": [
          {{"name": "V1", "role": "input", "simple": true, "id": 1, "label": "input x",
            "declare": "double V1;", "extract": "V1 = PyFloat_AsDouble(py_V1);"}},
          {{"name": "V2", "role": "output", "simple": true, "id": {second_id}, "label": "output",
            "declare": "double V2;", "init": "V2 = 0;", "sync": "Py_XDECREF(py_V2); py_V2 = PyFloat_FromDouble(V2);"}}],
        "nodes": [{{"op": "Neg", "name": "node_1", "id": 3, "init_id": 4, "code": "V2 = -V1;"}}],
        "version": ["1"]}}"#
    )
}

fn twinlink(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_twinlink"))
        .args(args)
        .output()
        .expect("run the CLI")
}

#[test]
fn check_and_assemble_a_saved_plan() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("plan.json");
    std::fs::write(&path, plan_json(false))?;
    let p = path.to_string_lossy();
    let out = twinlink(&["check", &p]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 inputs, 1 outputs, 0 constants, 1 nodes"));
    let out = twinlink(&["assemble", &p]);
    let source = String::from_utf8_lossy(&out.stdout);
    assert!(source.contains("V2 = -V1;") && source.contains("#include \"twinlink_entry.h\""));
    Ok(())
}

#[test]
fn malformed_plans_are_refused_with_the_reason() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("plan.json");
    std::fs::write(&path, plan_json(true))?;
    let out = twinlink(&["check", &path.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("failure id 1 of V2 is zero or used twice"));
    std::fs::write(&path, "{\"format\": 1")?;
    let out = twinlink(&["check", &path.to_string_lossy()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("malformed link plan"));
    let out = twinlink(&["frobnicate"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("usage: twinlink"));
    Ok(())
}

#[test]
fn sections_splits_files_and_reports_errors_with_file_and_line() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let good = dir.path().join("good.c");
    std::fs::write(
        &good,
        "#section support_code\nint a;\r\n#section code\r\nx = 1;\r\ny = 2;\r\n",
    )?;
    let out = twinlink(&["sections", &good.to_string_lossy()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("support_code: 1 lines") && text.contains("code: 3 lines"),
        "{text}"
    );
    let bad = dir.path().join("bad.c");
    std::fs::write(&bad, "#section code\nx;\n#section nope\n")?;
    let out = twinlink(&["sections", &bad.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!(
        "Unknown section type (in file {}, line 3): nope",
        bad.display()
    )));
    Ok(())
}

fn twinlink_with(args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_twinlink"));
    cmd.args(args)
        .env_remove("TWINLINK_PROGRESS")
        .env_remove("TWINLINK_CACHE_MAX_SIZE");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("run the CLI")
}

/// Entries published through the library, listed, pruned least recently used first, and
/// cleared by the CLI; leftovers of a dead builder are counted and removed.
#[test]
fn cache_commands_on_a_cache_the_library_filled() -> anyhow::Result<()> {
    use std::time::{Duration, SystemTime};
    use twinlink::cache::{key_of, ModuleCache};
    let dir = tempfile::tempdir()?;
    let root = dir.path().to_string_lossy().into_owned();
    let env = [("TWINLINK_CACHE_DIR", root.as_str())];
    let cache = ModuleCache::new(dir.path().to_path_buf());
    let mut paths = Vec::new();
    for (i, kib) in [(0, 40), (1, 20), (2, 10)] {
        paths.push(
            cache.get_or_build("native-cli", &key_of(&[&format!("{i}")]), true, |d| {
                std::fs::write(d.join("m.so"), vec![1u8; kib << 10]).map_err(|e| twinlink::Error::io("write", e))
            })?,
        );
    }
    // Last used: the 40 KiB entry two hours ago, the 20 KiB one an hour ago, the 10 KiB one a
    // minute ago.
    for (path, secs) in paths.iter().zip([7200, 3600, 60]) {
        std::fs::File::open(path)?.set_modified(SystemTime::now() - Duration::from_secs(secs))?;
    }
    // A temporary folder of a builder that died: nobody holds the folder's lock.
    std::fs::create_dir(dir.path().join("native-cli/tmp-4194303-0-0"))?;

    let out = twinlink_with(&["cache", "stats"], &env);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        text.contains("entries: 3 (70.") && text.contains("native-cli (native): 3 entries"),
        "{text}"
    );
    assert!(text.contains("leftovers of killed processes: 1"), "{text}");
    let out = twinlink_with(&["cache", "list"], &env);
    let text = String::from_utf8_lossy(&out.stdout);
    let rows: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(rows.len(), 3, "{text}");
    assert!(
        rows[0].starts_with("1 min ago") && rows[2].starts_with("2 h ago"),
        "{text}"
    );

    let out = twinlink_with(&["cache", "prune", "--max-size", "35K"], &env);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        text.contains("removed 1 entries (40.") && text.contains("holds 2 entries"),
        "{text}"
    );
    assert!(text.contains("removed 1 leftovers of killed processes"), "{text}");
    assert!(!paths[0].exists() && paths[1].exists() && paths[2].exists());
    assert!(!dir.path().join("native-cli/tmp-4194303-0-0").exists());

    let out = twinlink_with(&["cache", "clear"], &env);
    assert!(String::from_utf8_lossy(&out.stdout).contains("removed 2 entries"));
    let out = twinlink_with(&["cache", "list", "--json"], &env);
    assert_eq!(
        serde_json::from_slice::<serde_json::Value>(&out.stdout)?,
        serde_json::json!([])
    );

    let out = twinlink_with(&["cache", "prune", "--max-size", "lots"], &env);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--max-size: cannot read \"lots\" as a size"));
    let out = twinlink_with(&["cache", "frobnicate"], &env);
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown cache command"));
    Ok(())
}

/// Replay is long work: with TWINLINK_PROGRESS=1 it says so on stderr (a pipe here); without,
/// stderr stays empty.
#[test]
fn replay_shows_progress_only_when_asked_off_a_terminal() {
    let bundle = concat!(env!("CARGO_MANIFEST_DIR"), "/wasm/golden/arithmetic.tlbundle");
    let out = twinlink_with(&["replay", bundle], &[("TWINLINK_PROGRESS", "1")]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("twinlink: replaying ") && err.contains("on cranelift…"),
        "{err}"
    );
    assert!(err.contains("arithmetic.tlbundle on cranelift: done in "), "{err}");
    let out = twinlink_with(&["replay", bundle], &[]);
    assert!(out.status.success());
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}
