//! The `twinlink` command line: works on saved LinkPlans without Python.
//!   twinlink assemble PLAN.json   print the generated C module
//!   twinlink check PLAN.json      validate a plan and summarise it
//!   twinlink sections FILE.c...   split #section files as ExternalCOp does, or say what is wrong
use std::process::ExitCode;

use anyhow::{bail, Context};
use twinlink::clinker::CLinker;
use twinlink::LinkPlan;

const USAGE: &str = "usage: twinlink assemble PLAN.json | twinlink check PLAN.json | twinlink sections FILE.c... | twinlink --version\n\
A plan is what a Function was built from: json.dump(f.plan, open('plan.json', 'w')) in Python.";

fn load(path: &str) -> anyhow::Result<LinkPlan> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
    LinkPlan::from_json(&text).with_context(|| format!("in {path}"))
}

fn run(args: &[String]) -> anyhow::Result<()> {
    match args {
        [cmd, path] if cmd == "assemble" => {
            print!("{}", CLinker::assemble(&load(path)?)?.source);
        }
        [cmd, path] if cmd == "check" => {
            let plan = load(path)?;
            let module = CLinker::assemble(&plan)?;
            println!(
                "{path}: ok — {} inputs, {} outputs, {} constants, {} nodes, {} variables, {} ({} lines of C)",
                module.n_inputs,
                module.n_outputs,
                module.n_constants,
                plan.nodes.len(),
                plan.variables.len(),
                if plan.is_versioned() {
                    "versioned: cached across processes"
                } else {
                    "unversioned: compiled per process"
                },
                module.source.lines().count()
            );
        }
        [cmd, paths @ ..] if cmd == "sections" && !paths.is_empty() => {
            let mut files = Vec::new();
            for p in paths {
                files.push((
                    p.clone(),
                    std::fs::read_to_string(p).with_context(|| format!("cannot read {p}"))?,
                ));
            }
            for (tag, text) in twinlink::clinker::sections::parse(&files)?.sections {
                println!("{tag}: {} lines", text.lines().count());
            }
        }
        [flag] if flag == "--version" => println!("twinlink {}", env!("CARGO_PKG_VERSION")),
        _ => bail!("{USAGE}"),
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("twinlink: {e:#}");
            ExitCode::from(2)
        }
    }
}
