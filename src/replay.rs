//! Recording a run into a bundle, and replaying a bundle under any of three engines that share
//! no code generator choice: wasmtime with Cranelift, wasmtime with Winch, and the wasmi
//! interpreter. Replay needs neither Python nor a C compiler; it reports, per output, bit
//! identity or where and by how much the result differs.
use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use crate::bundle::{self, Bundle, EngineSettings, Entry, Header, LimitsRecord, Toolchain};
use crate::diff::{self, Diff, Mismatch};
use crate::error::{Error, Result};
use crate::guest_abi::{ABI_OLDEST_VERSION, ABI_VERSION};
use crate::progress;
use crate::sandbox::{interp, Compiler, EngineConfig, GuestModule, Limits, Sandbox};
use crate::value::{scalar, scalar_as_array, GuestValue};

pub const WASMTIME: &str = "wasmtime 48.0.8";

/// An engine a bundle can be replayed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Cranelift,
    Winch,
    Interpreter,
}

impl Engine {
    pub const ALL: [Engine; 3] = [Engine::Cranelift, Engine::Winch, Engine::Interpreter];

    pub fn name(self) -> &'static str {
        match self {
            Engine::Cranelift => "cranelift",
            Engine::Winch => "winch",
            Engine::Interpreter => "interpreter",
        }
    }

    /// `cranelift`, `winch`, `interpreter`, or `all` (every engine).
    pub fn parse(name: &str) -> Result<Vec<Engine>> {
        if name == "all" {
            return Ok(Engine::ALL.to_vec());
        }
        Engine::ALL
            .into_iter()
            .find(|e| e.name() == name)
            .map(|e| vec![e])
            .ok_or_else(|| {
                Error::Link(format!(
                    "unknown engine {name:?}: choose cranelift, winch, interpreter or all"
                ))
            })
    }

    /// What the engine is, for reports.
    pub fn describe(self) -> String {
        match self {
            Engine::Cranelift => format!("{WASMTIME} (Cranelift)"),
            Engine::Winch => format!("{WASMTIME} (Winch)"),
            Engine::Interpreter => "wasmi 2.0 (interpreter)".into(),
        }
    }
}

/// What a Function's run needs to be recorded.
pub struct Recording<'a> {
    pub wasm: &'a [u8],
    pub module: &'a GuestModule,
    pub plan: serde_json::Value,
    pub toolchain: Toolchain,
    pub limits: &'a Limits,
    pub constants: &'a [GuestValue],
    pub inputs: &'a [(String, GuestValue)],
    pub output_names: &'a [String],
}

/// Runs the module once on a fresh instance and writes the bundle to `path`. Returns the
/// outputs it recorded.
pub fn record(r: &Recording<'_>, path: &Path) -> Result<Vec<GuestValue>> {
    let values: Vec<GuestValue> = r.inputs.iter().map(|(_, v)| v.clone()).collect();
    let outputs = r.module.run_once(r.limits, r.constants, &values)?;
    let mut b = Bundle::new(Header {
        format: "twinlink-bundle".into(),
        version: bundle::FORMAT_VERSION,
        created_by: format!("twinlink {}", env!("CARGO_PKG_VERSION")),
        abi_version: ABI_VERSION,
        module: bundle::Blob {
            offset: 0,
            size: 0,
            sha256: String::new(),
        },
        plan: r.plan.clone(),
        toolchain: r.toolchain.clone(),
        engine: EngineSettings {
            runtime: WASMTIME.into(),
            compiler: Engine::Cranelift.name().into(),
            nan_canonicalization: true,
            relaxed_simd: false,
            simd: true,
            threads: false,
        },
        limits: LimitsRecord::of(r.limits),
        n_inputs: r.module.n_inputs,
        n_outputs: r.module.n_outputs,
        constants: vec![],
        inputs: vec![],
        outputs: vec![],
    });
    b.header.module = b.add_blob(r.wasm);
    for c in r.constants {
        let v = b.add_value(c)?;
        b.header.constants.push(v);
    }
    for (name, v) in r.inputs {
        let e = b.add_entry(name, v)?;
        b.header.inputs.push(e);
    }
    for (i, v) in outputs.iter().enumerate() {
        let name = r.output_names.get(i).cloned().unwrap_or_else(|| format!("output{i}"));
        let e = b.add_entry(&name, v)?;
        b.header.outputs.push(e);
    }
    b.write(path)?;
    Ok(outputs)
}

/// Runs a bundle's module on its recorded inputs under `engine` and returns the outputs. Every
/// part is checked against its digest first (a mismatch is `Error::Bundle`).
pub fn run(b: &Bundle, engine: Engine) -> Result<Vec<GuestValue>> {
    let h = &b.header;
    if !(ABI_OLDEST_VERSION..=ABI_VERSION).contains(&h.abi_version) {
        return Err(Error::Bundle(format!(
            "the bundle's module speaks guest ABI {}, this twinlink speaks {ABI_OLDEST_VERSION} to {ABI_VERSION}",
            h.abi_version
        )));
    }
    let wasm = b.blob(&h.module, "the wasm module")?;
    let limits = h.limits.limits()?;
    let constants = h
        .constants
        .iter()
        .enumerate()
        .map(|(i, c)| b.value(c, &format!("constant {i}")))
        .collect::<Result<Vec<_>>>()?;
    let inputs = h
        .inputs
        .iter()
        .map(|e| {
            let what = format!("input '{}'", e.name);
            let v = b.value(&e.value, &what)?;
            if bundle::digest(&v) != e.sha256 {
                return Err(Error::Bundle(format!(
                    "{what} does not match its recorded SHA-256 {}: the bundle is corrupt",
                    e.sha256
                )));
            }
            Ok(v)
        })
        .collect::<Result<Vec<_>>>()?;
    match engine {
        Engine::Cranelift | Engine::Winch => {
            let mut config = EngineConfig::of(&limits);
            if engine == Engine::Winch {
                config.compiler = Compiler::Winch;
            }
            let sandbox = Sandbox::get(config)?;
            let module = sandbox
                .compile(wasm)
                .map_err(|e| Error::Sandbox(format!("{}: {e}", engine.describe())))?;
            let guest = GuestModule::new(sandbox, module, h.n_inputs, h.n_outputs, constants.len())?;
            guest.run_once(&limits, &constants, &inputs)
        }
        Engine::Interpreter => interp::run_once(wasm, &limits, h.n_inputs, h.n_outputs, &constants, &inputs),
    }
}

/// How one output of a replay compares with the recording.
#[derive(Debug, Clone)]
pub struct OutputCheck {
    pub name: String,
    pub identical: bool,
    /// Why it is not identical (empty when it is).
    pub problem: String,
    /// Where an array or float first differs, and how much the whole output differs.
    pub first: Option<Mismatch>,
    pub diff: Option<Diff>,
}

/// One engine's replay of a bundle.
#[derive(Debug, Clone)]
pub struct EngineReport {
    pub engine: Engine,
    /// Set when the run itself failed (trap, exception, engine error).
    pub error: Option<String>,
    pub outputs: Vec<OutputCheck>,
    pub seconds: f64,
}

impl EngineReport {
    pub fn identical(&self) -> bool {
        self.error.is_none() && self.outputs.iter().all(|o| o.identical)
    }
}

/// `got` against the recorded output `e`.
fn check_output(b: &Bundle, e: &Entry, got: &GuestValue) -> OutputCheck {
    let mut c = OutputCheck {
        name: e.name.clone(),
        identical: bundle::digest(got) == e.sha256,
        problem: String::new(),
        first: None,
        diff: None,
    };
    if c.identical {
        return c;
    }
    let expected = match b.value(&e.value, &format!("output '{}'", e.name)) {
        Ok(v) => v,
        Err(err) => {
            c.problem = format!("its digest differs, and the stored output cannot be read to say where: {err}");
            return c;
        }
    };
    if bundle::digest(&expected) == bundle::digest(got) {
        c.problem = format!(
            "the replayed values equal the stored ones byte for byte, but not the recorded SHA-256 {}: the bundle's digest was altered",
            e.sha256
        );
        return c;
    }
    let compared = match (&expected, got) {
        (GuestValue::Array(x), GuestValue::Array(y)) => Some(diff::diff(x, y)),
        (GuestValue::Float(x), GuestValue::Float(y)) => Some(diff::diff(&scalar(*x), &scalar(*y))),
        (GuestValue::Scalar { typenum: t, data: x }, GuestValue::Scalar { typenum: u, data: y }) => {
            Some(diff::diff(&scalar_as_array(*t, x), &scalar_as_array(*u, y)))
        }
        _ => None,
    };
    match compared {
        Some(Ok(d)) => {
            c.first = d.first.clone();
            c.problem = match &d.first {
                Some(m) => format!(
                    "first mismatch at index ({}): expected {}, got {}, {} ulp; {} of {} elements differ (max {} ulp{})",
                    m.index.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", "),
                    m.expected,
                    m.got,
                    m.ulp,
                    d.mismatches,
                    d.elements,
                    d.max_ulp,
                    if d.nan_payloads > 0 {
                        format!("; {} are NaN on both sides, differing only in sign or payload bits", d.nan_payloads)
                    } else {
                        String::new()
                    }
                ),
                None => "its digest differs".into(),
            };
            c.diff = Some(d);
        }
        Some(Err(err)) => c.problem = err.to_string(),
        None => c.problem = format!("expected {expected:?}, got {got:?}"),
    }
    c
}

/// Replays `b` under `engine` and compares every output with the recording. Fails only when
/// the bundle itself cannot be used; a run that traps is reported in `error`.
pub fn check(b: &Bundle, engine: Engine) -> Result<EngineReport> {
    let start = Instant::now();
    let mut report = EngineReport {
        engine,
        error: None,
        outputs: vec![],
        seconds: 0.0,
    };
    match run(b, engine) {
        Err(e @ Error::Bundle(_)) => return Err(e),
        Err(e) => report.error = Some(e.to_string()),
        Ok(outs) if outs.len() != b.header.outputs.len() => {
            report.error = Some(format!(
                "the module returned {} outputs, the bundle records {}",
                outs.len(),
                b.header.outputs.len()
            ))
        }
        Ok(outs) => {
            report.outputs = b
                .header
                .outputs
                .iter()
                .zip(&outs)
                .map(|(e, got)| check_output(b, e, got))
                .collect()
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    Ok(report)
}

/// Replays the bundle at `path` under each engine, each a progress step (for the CLI and
/// Python alike). The stored outputs are checked against their digests first: a damaged bundle
/// is an error, not a mismatch.
pub fn replay(path: &Path, engines: &[Engine]) -> Result<(Bundle, Vec<EngineReport>)> {
    let b = Bundle::read(path)?;
    for e in &b.header.outputs {
        b.value(&e.value, &format!("the stored output '{}'", e.name))?;
    }
    let reports = engines
        .iter()
        .map(|&e| progress::run(format!("replaying {} on {}", path.display(), e.name()), || check(&b, e)))
        .collect::<Result<Vec<_>>>()?;
    Ok((b, reports))
}

/// The report as the CLI prints it.
pub fn render(path: &Path, b: &Bundle, reports: &[EngineReport]) -> String {
    let h = &b.header;
    let mut s = format!(
        "{}: {} outputs, recorded by {} on {} ({}), module built by {}\n",
        path.display(),
        h.outputs.len(),
        h.created_by,
        h.engine.runtime,
        h.engine.compiler,
        h.toolchain.compiler
    );
    for r in reports {
        let _ = write!(s, "  {}: ", r.engine.name());
        if let Some(e) = &r.error {
            let _ = writeln!(s, "FAILED ({:.2} s): {e}", r.seconds);
        } else if r.identical() {
            let _ = writeln!(s, "bit-identical ({:.2} s)", r.seconds);
        } else {
            let _ = writeln!(s, "MISMATCH ({:.2} s)", r.seconds);
            for (i, o) in r.outputs.iter().enumerate().filter(|(_, o)| !o.identical) {
                let _ = writeln!(s, "    output {i} '{}': {}", o.name, o.problem);
            }
        }
    }
    s
}
