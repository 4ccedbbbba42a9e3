//! The `twinlink` command line: works on saved LinkPlans and bundles without Python or a C
//! compiler.
//!   twinlink assemble PLAN.json   print the generated C module
//!   twinlink check PLAN.json      validate a plan and summarise it
//!   twinlink sections FILE.c...   split #section files as ExternalCOp does, or say what is wrong
//!   twinlink replay BUNDLE... [--engine cranelift|winch|interpreter|all]
//!                                 re-run bundles and check their outputs bit for bit
//! Exit status: 0 success (replay: every output bit-identical), 1 replay mismatch or failed
//! run, 2 bad usage or an unreadable bundle/plan.
use std::path::Path;
use std::process::ExitCode;

use anyhow::{bail, Context};
use twinlink::clinker::CLinker;
use twinlink::LinkPlan;

const USAGE: &str = "usage: twinlink assemble PLAN.json | twinlink check PLAN.json | twinlink sections FILE.c...\n\
       twinlink replay BUNDLE... [--engine cranelift|winch|interpreter|all] | twinlink --version\n\
A plan is what a Function was built from: json.dump(f.plan, open('plan.json', 'w')) in Python.\n\
A bundle is what f.export_bundle(path, *inputs) writes; replay defaults to --engine cranelift.";

fn load(path: &str) -> anyhow::Result<LinkPlan> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
    LinkPlan::from_json(&text).with_context(|| format!("in {path}"))
}

/// `twinlink replay`: prints the report; true when every engine reproduced every output.
fn replay(args: &[String]) -> anyhow::Result<bool> {
    let mut paths = Vec::new();
    let mut engines = Vec::new();
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        if let Some(name) = a.strip_prefix("--engine=") {
            engines.extend(twinlink::replay::Engine::parse(name)?);
        } else if a == "--engine" {
            let Some(name) = rest.next() else {
                bail!("--engine needs a value: cranelift, winch, interpreter or all")
            };
            engines.extend(twinlink::replay::Engine::parse(name)?);
        } else if a.starts_with('-') {
            bail!("unknown option {a}\n{USAGE}");
        } else {
            paths.push(a);
        }
    }
    if paths.is_empty() {
        bail!("replay needs a bundle\n{USAGE}");
    }
    if engines.is_empty() {
        engines.push(twinlink::replay::Engine::Cranelift);
    }
    let mut all = true;
    for path in paths {
        let path = Path::new(path);
        let (bundle, reports) = twinlink::replay::replay(path, &engines)?;
        print!("{}", twinlink::replay::render(path, &bundle, &reports));
        all &= reports.iter().all(|r| r.identical());
    }
    Ok(all)
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
    if args.first().is_some_and(|a| a == "replay") {
        return match replay(&args[1..]) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(e) => {
                eprintln!("twinlink: {e:#}");
                ExitCode::from(2)
            }
        };
    }
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("twinlink: {e:#}");
            ExitCode::from(2)
        }
    }
}
