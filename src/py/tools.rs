//! The cache tooling as `twinlink.cache` calls it (`ModuleCache::entries`, `disk_stats`,
//! `prune`, `clear`), and progress for Python: the stderr line the CLI also draws and a sink that
//! turns every task into `logging` records of the "twinlink" logger (ARCHITECTURE.md,
//! "Progress").
use std::sync::Arc;
use std::time::Duration;

use pyo3::prelude::*;
use pyo3::types::PyDict;

use super::errors::to_py;
use crate::cache::{self, ModuleCache};
use crate::error::Error;
use crate::progress::{self, Outcome, Sink, StderrSink, TaskInfo};

/// A serde value as the Python object `json.loads` makes of it.
fn to_python<'py, T: serde::Serialize>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| to_py(Error::Cache(e.to_string())))?;
    py.import("json")?.call_method1("loads", (text,))
}

/// Every entry on disk, most recently used first.
#[pyfunction]
pub fn cache_entries(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    let entries = py.detach(|| ModuleCache::global().entries()).map_err(to_py)?;
    to_python(py, &entries)
}

/// Sizes and counts of the cache on disk.
#[pyfunction]
pub fn cache_disk_stats(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    let stats = py.detach(|| ModuleCache::global().disk_stats()).map_err(to_py)?;
    to_python(py, &stats)
}

/// Removes least recently used entries down to `max_size` bytes.
#[pyfunction]
pub fn cache_prune(py: Python<'_>, max_size: u64) -> PyResult<Bound<'_, PyAny>> {
    let report = py.detach(|| ModuleCache::global().prune(max_size)).map_err(to_py)?;
    to_python(py, &report)
}

/// Removes every entry (waiting a few seconds for entries in use).
#[pyfunction]
pub fn cache_clear(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    let report = py.detach(|| ModuleCache::global().clear()).map_err(to_py)?;
    to_python(py, &report)
}

/// A size such as "500M" or "2G" in bytes; ValueError naming `what` when it is not one.
#[pyfunction]
pub fn parse_size(text: &str, what: &str) -> PyResult<u64> {
    cache::parse_size(text).map_err(|m| pyo3::exceptions::PyValueError::new_err(format!("{what}: {m}")))
}

/// Emits a `logging` record on the "twinlink" logger for each start and end of a task, with
/// `twinlink_task`, `twinlink_phase` ("start", "done", "failed") and `twinlink_elapsed` as
/// record attributes.
struct LoggingSink;

impl LoggingSink {
    fn log(&self, task: &TaskInfo, phase: &str, elapsed: Option<Duration>, message: String) {
        // Not during interpreter shutdown or before it starts: then there is nobody to tell.
        Python::try_attach(|py| {
            let logged = (|| -> PyResult<()> {
                let logger = py.import("logging")?.call_method1("getLogger", ("twinlink",))?;
                let extra = PyDict::new(py);
                extra.set_item("twinlink_task", &task.what)?;
                extra.set_item("twinlink_phase", phase)?;
                extra.set_item("twinlink_elapsed", elapsed.map(|d| d.as_secs_f64()))?;
                let kwargs = PyDict::new(py);
                kwargs.set_item("extra", extra)?;
                logger.call_method("info", ("%s", message), Some(&kwargs))?;
                Ok(())
            })();
            // A failing handler is logging's business (it reports it itself); an exception that
            // escapes here must not be left pending on the thread doing the work.
            if let Err(e) = logged {
                e.print(py);
            }
        });
    }
}

impl Sink for LoggingSink {
    fn started(&self, task: &TaskInfo) {
        self.log(task, "start", None, format!("{}…", task.what));
    }

    fn finished(&self, task: &TaskInfo, outcome: Outcome, elapsed: Duration) {
        let (phase, how) = match outcome {
            Outcome::Done => ("done", "done in"),
            Outcome::Failed => ("failed", "failed after"),
        };
        let message = format!("{}: {how} {}", task.what, progress::format_elapsed(elapsed));
        self.log(task, phase, Some(elapsed), message);
    }
}

/// Installs the stderr line ($TWINLINK_PROGRESS) and the logging sink; called when `_core` is
/// imported.
pub fn install_progress() {
    StderrSink::install_from_env();
    progress::add_sink(Arc::new(LoggingSink));
}
