//! Limits: what one wasm Function may use — wall-clock time, fuel, memory, wasm stack,
//! captured output — with safe defaults, and the store limiter that enforces the memory cap
//! and remembers a refused growth so the error can name the limit.
use std::time::Duration;

use crate::error::{Error, Result};

/// Per-Function sandbox limits. `timeout` and `fuel` apply to each call.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Wall-clock time per call (epoch interruption); None disables it.
    pub timeout: Option<Duration>,
    /// Deterministic instruction budget per call; None disables it.
    pub fuel: Option<u64>,
    /// Linear memory cap in bytes.
    pub memory: usize,
    /// Wasm call-stack cap in bytes (wasmtime's max_wasm_stack).
    pub stack: usize,
    /// Bytes of stdout+stderr kept per call; the rest is dropped and flagged.
    pub output: usize,
}

pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);
pub const DEFAULT_MEMORY: usize = 1 << 30;
pub const DEFAULT_STACK: usize = 1 << 20;
pub const DEFAULT_OUTPUT: usize = 1 << 20;
/// wasm32 addresses 4 GiB at most.
pub const MAX_MEMORY: usize = 65535 * 65536;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            timeout: Some(DEFAULT_TIMEOUT),
            fuel: None,
            memory: DEFAULT_MEMORY,
            stack: DEFAULT_STACK,
            output: DEFAULT_OUTPUT,
        }
    }
}

impl Limits {
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(Error::Link(format!("invalid Limits: {m}")));
        if let Some(t) = self.timeout {
            if t.is_zero() {
                return bad("timeout must be positive (None disables it)".into());
            }
        }
        if self.fuel == Some(0) {
            return bad("fuel must be positive (None disables it)".into());
        }
        if self.memory < (1 << 20) || self.memory > MAX_MEMORY {
            return bad(format!(
                "memory must be between 1 MiB and 4 GiB, not {}",
                bytes(self.memory)
            ));
        }
        if self.stack < (64 << 10) || self.stack > (64 << 20) {
            return bad(format!(
                "stack must be between 64 KiB and 64 MiB, not {}",
                bytes(self.stack)
            ));
        }
        if self.output > (1 << 30) {
            return bad(format!("output must be at most 1 GiB, not {}", bytes(self.output)));
        }
        Ok(())
    }
}

/// `1 GiB`, `512 KiB`, `1000 bytes`: how limits read in messages.
pub fn bytes(n: usize) -> String {
    for (unit, size) in [("GiB", 1usize << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] {
        if n >= size && n.is_multiple_of(size) {
            return format!("{} {unit}", n / size);
        }
    }
    format!("{n} bytes")
}

pub fn seconds(d: Duration) -> String {
    format!("{} s", d.as_secs_f64())
}

/// Enforces the memory cap; a refused growth is remembered for the error message.
#[derive(Debug)]
pub struct GuestLimiter {
    pub memory: usize,
    pub refused: Option<usize>,
}

impl wasmtime::ResourceLimiter for GuestLimiter {
    fn memory_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        if desired > self.memory {
            self.refused = Some(desired);
            return Ok(false);
        }
        Ok(true)
    }

    fn table_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        Ok(desired <= 1 << 20)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_naturally() {
        assert_eq!(bytes(1 << 30), "1 GiB");
        assert_eq!(bytes(512 << 10), "512 KiB");
        assert_eq!(bytes(1000), "1000 bytes");
    }

    #[test]
    fn bad_limits_are_refused_with_the_reason() {
        let l = Limits {
            memory: 1000,
            ..Limits::default()
        };
        assert!(l
            .validate()
            .unwrap_err()
            .to_string()
            .contains("memory must be between 1 MiB and 4 GiB, not 1000 bytes"));
        let l = Limits {
            timeout: Some(Duration::ZERO),
            ..Limits::default()
        };
        assert!(l.validate().is_err());
        assert!(Limits::default().validate().is_ok());
    }
}
