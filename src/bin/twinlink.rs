//! The `twinlink` command line: works on saved LinkPlans and bundles without Python or a C
//! compiler.
//!   twinlink assemble PLAN.json   print the generated C module
//!   twinlink check PLAN.json      validate a plan and summarise it
//!   twinlink sections FILE.c...   split #section files as ExternalCOp does, or say what is wrong
//!   twinlink replay BUNDLE... [--engine cranelift|winch|interpreter|all]
//!                                 re-run bundles and check their outputs bit for bit
//!   twinlink cache stats|list [--json] | clear | prune --max-size SIZE
//!                                 the module cache at $TWINLINK_CACHE_DIR (or the default root)
//! Exit status: 0 success (replay: every output bit-identical), 1 replay mismatch or failed
//! run, 2 bad usage or an unreadable bundle/plan.
//! Long steps print a progress line on stderr (src/progress.rs; `TWINLINK_PROGRESS`).
use std::path::Path;
use std::process::ExitCode;
use std::time::SystemTime;

use anyhow::{bail, Context};
use twinlink::cache::{human_size, parse_size, ModuleCache, PruneReport};
use twinlink::clinker::CLinker;
use twinlink::progress::StderrSink;
use twinlink::LinkPlan;

const USAGE: &str = "usage: twinlink assemble PLAN.json | twinlink check PLAN.json | twinlink sections FILE.c...\n\
       twinlink replay BUNDLE... [--engine cranelift|winch|interpreter|all] | twinlink --version\n\
       twinlink cache stats [--json] | cache list [--json] | cache clear | cache prune --max-size SIZE\n\
A plan is what a Function was built from: json.dump(f.plan, open('plan.json', 'w')) in Python.\n\
A bundle is what f.export_bundle(path, *inputs) writes; replay defaults to --engine cranelift.\n\
SIZE is bytes or a number with K, M, G or T (powers of 1024), e.g. 500M or 2G.";

/// "3 min", "2 h", "5 d": how long ago `epoch_seconds` was.
fn ago(epoch_seconds: f64) -> String {
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0);
    let s = (now - epoch_seconds).max(0.0) as u64;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min", s / 60),
        3600..86400 => format!("{} h", s / 3600),
        _ => format!("{} d", s / 86400),
    }
}

fn print_prune(what: &str, r: &PruneReport) {
    println!(
        "{what} {} entries ({}); the cache now holds {} entries ({})",
        r.removed,
        human_size(r.freed),
        r.entries_after,
        human_size(r.size_after)
    );
    if r.kept_in_use > 0 {
        println!(
            "kept {} entries used in the last {} s (a process may be loading them)",
            r.kept_in_use,
            twinlink::cache::IN_USE_GRACE.as_secs()
        );
    }
    for f in &r.busy_folders {
        println!("skipped {f}: a compile holds its lock");
    }
    if r.leftovers_removed > 0 {
        println!("removed {} leftovers of killed processes", r.leftovers_removed);
    }
}

/// `twinlink cache ...`.
fn cache(args: &[String]) -> anyhow::Result<()> {
    let cache = ModuleCache::new(twinlink::cache::default_root());
    let json = args.iter().skip(1).any(|a| a == "--json");
    match args {
        [cmd, rest @ ..] if cmd == "stats" && rest.iter().all(|a| a == "--json") => {
            let s = cache.disk_stats()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&s)?);
                return Ok(());
            }
            println!("cache: {}", s.root.display());
            println!("entries: {} ({})", s.entries, human_size(s.size));
            for (folder, target, n, size) in &s.folders {
                println!("  {folder} ({target}): {n} entries, {}", human_size(*size));
            }
            println!(
                "runtime files: {}; unversioned builds of running processes: {}",
                human_size(s.runtime_size),
                human_size(s.unversioned_size)
            );
            println!("leftovers of killed processes: {}", s.leftovers);
            match s.max_size {
                Some(m) => println!("size limit: {} ($TWINLINK_CACHE_MAX_SIZE)", human_size(m)),
                None => println!("size limit: none ($TWINLINK_CACHE_MAX_SIZE is not set)"),
            }
        }
        [cmd, rest @ ..] if cmd == "list" && rest.iter().all(|a| a == "--json") => {
            let entries = cache.entries()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&entries)?);
                return Ok(());
            }
            println!(
                "{:<10} {:<8} {:>10}  {:<7} {:<10} entry",
                "last use", "age", "size", "target", "kind"
            );
            for e in entries {
                println!(
                    "{:<10} {:<8} {:>10}  {:<7} {:<10} {}/{}",
                    format!("{} ago", ago(e.last_used)),
                    ago(e.created),
                    human_size(e.size),
                    e.target,
                    e.kind,
                    e.folder,
                    &e.key[..16]
                );
            }
        }
        [cmd] if cmd == "clear" => print_prune("removed", &cache.clear()?),
        [cmd, rest @ ..] if cmd == "prune" => {
            let size = match rest {
                [flag, size] if flag == "--max-size" => size.as_str(),
                [flag] if flag.starts_with("--max-size=") => &flag["--max-size=".len()..],
                _ => bail!("cache prune needs --max-size SIZE (bytes, or a number with K, M, G or T)"),
            };
            let max = parse_size(size).map_err(|m| anyhow::anyhow!("--max-size: {m}"))?;
            print_prune("removed", &cache.prune(max)?);
        }
        _ => bail!("unknown cache command\n{USAGE}"),
    }
    Ok(())
}

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
        [cmd, rest @ ..] if cmd == "cache" => cache(rest)?,
        [flag] if flag == "--version" => println!("twinlink {}", env!("CARGO_PKG_VERSION")),
        _ => bail!("{USAGE}"),
    }
    Ok(())
}

fn main() -> ExitCode {
    StderrSink::install_from_env();
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
