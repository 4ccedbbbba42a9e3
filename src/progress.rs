//! Progress on long work (ARCHITECTURE.md, "Progress"): a step that may take more than about a
//! second (building the wasm shim, compiling a module, precompiling wasm, replaying a bundle)
//! runs as a `Task`, and every registered `Sink` hears when it starts and ends. `StderrSink`
//! draws a one-line progress with the elapsed time on a terminal; the Python extension adds a
//! sink that emits `logging` records (src/py/). Depends on nothing else in the crate.
//!
//! Sinks are called on the thread doing the work, and a task is never started or ended while
//! that thread holds a lock another thread may wait on with the GIL held, so a sink may take
//! the GIL.
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, RwLock};
use std::time::{Duration, Instant};

/// How a task ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Done,
    Failed,
}

/// What a sink hears about: one step of long work.
#[derive(Debug, Clone)]
pub struct TaskInfo {
    /// Distinct for every task of the process.
    pub id: u64,
    /// What is being done, as a phrase: "compiling the native module tl_0123 with cc".
    pub what: String,
    pub started: Instant,
}

/// Receives the start and the end of every task.
pub trait Sink: Send + Sync {
    fn started(&self, task: &TaskInfo);
    fn finished(&self, task: &TaskInfo, outcome: Outcome, elapsed: Duration);
}

fn sinks() -> &'static RwLock<Vec<Arc<dyn Sink>>> {
    static SINKS: OnceLock<RwLock<Vec<Arc<dyn Sink>>>> = OnceLock::new();
    SINKS.get_or_init(|| RwLock::new(Vec::new()))
}

/// Adds a sink for every task started from now on, in this process.
pub fn add_sink(sink: Arc<dyn Sink>) {
    if let Ok(mut s) = sinks().write() {
        s.push(sink);
    }
}

fn each_sink(f: impl Fn(&dyn Sink)) {
    // A copy, so that a sink may start tasks or add sinks itself.
    let current: Vec<Arc<dyn Sink>> = sinks().read().map(|s| s.clone()).unwrap_or_default();
    for s in current {
        f(s.as_ref());
    }
}

/// A step of long work in progress; ends as failed when dropped without `done`.
pub struct Task {
    info: TaskInfo,
    ended: bool,
}

/// Starts a task: every sink hears of it now.
pub fn start(what: impl Into<String>) -> Task {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let info = TaskInfo {
        id: NEXT.fetch_add(1, Ordering::Relaxed),
        what: what.into(),
        started: Instant::now(),
    };
    each_sink(|s| s.started(&info));
    Task { info, ended: false }
}

impl Task {
    pub fn done(mut self) {
        self.end(Outcome::Done);
    }

    fn end(&mut self, outcome: Outcome) {
        if !self.ended {
            self.ended = true;
            let elapsed = self.info.started.elapsed();
            each_sink(|s| s.finished(&self.info, outcome, elapsed));
        }
    }
}

impl Drop for Task {
    fn drop(&mut self) {
        self.end(Outcome::Failed);
    }
}

/// Runs `work` as a task named `what`: done when it returns Ok, failed otherwise.
pub fn run<T, E>(what: impl Into<String>, work: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
    let task = start(what);
    let result = work();
    if result.is_ok() {
        task.done();
    }
    result
}

/// "1.2 s", "42 s", "3 min 05 s": elapsed time as the progress line shows it.
pub fn format_elapsed(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 10.0 {
        format!("{s:.1} s")
    } else if s < 60.0 {
        format!("{s:.0} s")
    } else {
        let whole = d.as_secs();
        format!("{} min {:02} s", whole / 60, whole % 60)
    }
}

/// When the stderr progress shows, from `$TWINLINK_PROGRESS`: `1` (or any other value) always,
/// `0`/`off`/`no`/`false` never, unset/empty/`auto` only when stderr is a terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Off,
    /// A redrawn line on a terminal, shown once a task has run for `TTY_DELAY`.
    Terminal,
    /// Forced on: on a terminal the line is drawn at once; elsewhere one line per start and end.
    Forced,
}

impl Mode {
    pub fn from_env() -> Mode {
        let value = std::env::var("TWINLINK_PROGRESS").unwrap_or_default();
        match value.trim().to_ascii_lowercase().as_str() {
            "0" | "off" | "no" | "false" => Mode::Off,
            "" | "auto" => {
                if std::io::stderr().is_terminal() {
                    Mode::Terminal
                } else {
                    Mode::Off
                }
            }
            _ => Mode::Forced,
        }
    }
}

/// How long a task runs on a terminal before its line is drawn ("more than about a second").
const TTY_DELAY: Duration = Duration::from_millis(800);
const TICK: Duration = Duration::from_millis(200);

/// The progress line on stderr (see `Mode`): `twinlink: compiling ... 3.4 s`, redrawn in place on
/// a terminal and ended with `done in 4.1 s` (or `failed after`).
pub struct StderrSink {
    mode: Mode,
    terminal: bool,
    state: Mutex<Shown>,
}

#[derive(Default)]
struct Shown {
    /// Tasks in progress, oldest first.
    active: Vec<TaskInfo>,
    /// Whether a line is drawn now (on a terminal), and which task's.
    drawn: Option<u64>,
    ticker: bool,
}

impl StderrSink {
    /// A sink for `mode`, or None when it would never print.
    pub fn new(mode: Mode) -> Option<Arc<StderrSink>> {
        (mode != Mode::Off).then(|| {
            Arc::new(StderrSink {
                mode,
                terminal: std::io::stderr().is_terminal(),
                state: Mutex::new(Shown::default()),
            })
        })
    }

    /// The sink `$TWINLINK_PROGRESS` asks for, added to the process's sinks (at most once).
    pub fn install_from_env() {
        static DONE: OnceLock<()> = OnceLock::new();
        DONE.get_or_init(|| {
            if let Some(sink) = StderrSink::new(Mode::from_env()) {
                add_sink(Arc::new(sink));
            }
        });
    }

    fn delay(&self) -> Duration {
        if self.mode == Mode::Forced {
            Duration::ZERO
        } else {
            TTY_DELAY
        }
    }

    /// Redraws the line for the newest task that has run long enough.
    fn draw(&self, shown: &mut Shown) {
        let delay = self.delay();
        let Some(task) = shown.active.iter().rev().find(|t| t.started.elapsed() >= delay) else {
            return;
        };
        let others = shown.active.len() - 1;
        let more = if others > 0 {
            format!(" (+{others} more)")
        } else {
            String::new()
        };
        let line = format!(
            "\r\x1b[2Ktwinlink: {}… {}{more}",
            task.what,
            format_elapsed(task.started.elapsed())
        );
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(line.as_bytes());
        let _ = err.flush();
        shown.drawn = Some(task.id);
    }

    fn start_ticker(self: &Arc<Self>, shown: &mut Shown) {
        if shown.ticker {
            return;
        }
        shown.ticker = true;
        let me = Arc::downgrade(self);
        let spawned = std::thread::Builder::new()
            .name("twinlink-progress".into())
            .spawn(move || loop {
                std::thread::sleep(TICK);
                let Some(sink) = me.upgrade() else { return };
                let Ok(mut shown) = sink.state.lock() else { return };
                if shown.active.is_empty() {
                    shown.ticker = false;
                    return;
                }
                sink.draw(&mut shown);
            });
        if spawned.is_err() {
            shown.ticker = false;
        }
    }
}

/// The sink as registered: the ticker thread needs an `Arc` of the sink itself.
impl Sink for Arc<StderrSink> {
    fn started(&self, task: &TaskInfo) {
        let Ok(mut shown) = self.state.lock() else { return };
        shown.active.push(task.clone());
        if self.terminal {
            if self.delay().is_zero() {
                self.draw(&mut shown);
            }
            self.start_ticker(&mut shown);
        } else {
            let _ = writeln!(std::io::stderr().lock(), "twinlink: {}…", task.what);
        }
    }

    fn finished(&self, task: &TaskInfo, outcome: Outcome, elapsed: Duration) {
        let Ok(mut shown) = self.state.lock() else { return };
        shown.active.retain(|t| t.id != task.id);
        let how = match outcome {
            Outcome::Done => "done in",
            Outcome::Failed => "failed after",
        };
        let end = format!("twinlink: {}: {how} {}", task.what, format_elapsed(elapsed));
        if !self.terminal {
            let _ = writeln!(std::io::stderr().lock(), "{end}");
            return;
        }
        // On a terminal only a task whose line was shown (it ran long enough) leaves a line.
        let long = elapsed >= self.delay();
        if long || shown.drawn.is_some() {
            let mut err = std::io::stderr().lock();
            let _ = if long {
                writeln!(err, "\r\x1b[2K{end}")
            } else {
                write!(err, "\r\x1b[2K")
            };
            let _ = err.flush();
            shown.drawn = None;
        }
        self.draw(&mut shown);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Record(Mutex<Vec<String>>);

    impl Sink for Record {
        fn started(&self, task: &TaskInfo) {
            self.0.lock().unwrap().push(format!("start {}", task.what));
        }
        fn finished(&self, task: &TaskInfo, outcome: Outcome, _elapsed: Duration) {
            self.0.lock().unwrap().push(format!("{outcome:?} {}", task.what));
        }
    }

    #[test]
    fn sinks_hear_starts_and_ends_including_failures() {
        let record = Arc::new(Record(Mutex::new(Vec::new())));
        add_sink(record.clone());
        let ok: Result<u32, String> = run("progress-test-a", || Ok(1));
        assert_eq!(ok, Ok(1));
        let bad: Result<u32, String> = run("progress-test-b", || Err("no".into()));
        assert!(bad.is_err());
        // Other tests of this binary may run tasks at the same time: look at ours only.
        let seen: Vec<String> = record
            .0
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.contains("progress-test-"))
            .cloned()
            .collect();
        assert_eq!(
            seen,
            [
                "start progress-test-a",
                "Done progress-test-a",
                "start progress-test-b",
                "Failed progress-test-b"
            ]
        );
    }

    #[test]
    fn elapsed_times_read_as_seconds_then_minutes() {
        assert_eq!(format_elapsed(Duration::from_millis(1234)), "1.2 s");
        assert_eq!(format_elapsed(Duration::from_secs(42)), "42 s");
        assert_eq!(format_elapsed(Duration::from_secs(125)), "2 min 05 s");
    }
}
