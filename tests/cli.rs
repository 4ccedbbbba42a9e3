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
