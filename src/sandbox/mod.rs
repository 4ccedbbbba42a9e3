//! The wasm sandbox (see ARCHITECTURE.md, "Sandbox"). Rooms, each importing only those listed
//! before it: `limits` (what a Function may use), `wasi` (capability-free WASI), `nan` (the NaN
//! rewrite), `engine` (wasmtime Engines and their watchdog), `abi` (the one guest-ABI driver,
//! engine-agnostic), then the two engine bindings `guest` (wasmtime: the Function instances)
//! and `interp` (wasmi: the interpreter for replay).
pub mod abi;
pub mod engine;
pub mod guest;
pub mod interp;
pub mod limits;
pub mod nan;
pub mod wasi;

pub use engine::{run_command, Compiler, EngineConfig, Sandbox};
pub use guest::{GuestInstance, GuestModule};
pub use limits::Limits;
