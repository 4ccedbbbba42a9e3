//! twinlink: runs graphs of C-implemented ops natively or sandboxed in wasm, from one C source.
//! Data flows one way: LinkPlan → CLinker → toolchain → cache → loader; ARCHITECTURE.md at the
//! repository root maps the rooms and what each may import. The groups below go from the
//! bottom layer up: a module imports only modules of lower groups, or of its own group listed
//! before it (tests/layers.rs checks this).

// Bottom: errors, the guest ABI's shared constants, small helpers, values and dtypes, progress
// on long work.
pub mod error;
pub mod guest_abi;
pub mod progress;
pub mod util;
pub mod value;

// The plan a graph is linked from.
pub mod plan;

// Services below the pipeline: the module cache (file system only), the C linker, the
// toolchains, the sandbox.
pub mod cache;
pub mod clinker;
pub mod toolchain;

pub mod sandbox;

// The pipeline and reproducibility on top of it.
pub mod compile;
pub mod diff;

pub mod bundle;

pub mod replay;

#[cfg(feature = "python")]
mod py;

pub use error::{Error, Result};
pub use plan::LinkPlan;
