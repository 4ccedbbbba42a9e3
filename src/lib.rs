//! twinlink: runs graphs of C-implemented ops natively or sandboxed in wasm, from one C source.
//! Data flows one way: LinkPlan → CLinker → toolchain → cache → loader (see DESIGN.md).
pub mod bundle;
pub mod cache;
pub mod clinker;
pub mod compile;
pub mod diff;
pub mod error;
pub mod plan;
pub mod replay;
pub mod sandbox;
pub mod toolchain;

#[cfg(feature = "python")]
mod py;

pub use error::{Error, Result};
pub use plan::LinkPlan;
