//! The guest ABI (wasm/guest_abi.h) driven the same way on every engine: the one list of
//! exports (`with_exports!`) generates the `Abi` trait here and each engine's binding in its
//! own room (`guest.rs` for wasmtime, `interp.rs` for wasmi); `Live` builds inputs as shim
//! objects in guest memory, runs the graph and reads outputs back through that trait, and
//! `trap_error` says what a trap means on any engine. See ARCHITECTURE.md, "Guest ABI".
use smallvec::SmallVec;

use super::limits::{bytes, seconds, Limits};
use super::wasi::HostState;
use crate::error::{Error, PyExcKind, Result};
use crate::guest_abi::{
    ABI_OLDEST_VERSION, ABI_VERSION, EXCEPTION_NAME_MAX, FAULT_FREED_HELD_OBJECT, INPUT_ALIGNED, INPUT_DATA,
    INPUT_DIMS, INPUT_FLAGS, INPUT_ND, INPUT_OBJ, INPUT_SLOT, INPUT_TYPENUM, KIND_ARRAY, KIND_BOOL, KIND_DICT,
    KIND_EXCEPTION_CLASS, KIND_FLOAT, KIND_INT, KIND_LIST, KIND_NONE, KIND_SCALAR, KIND_STR, KIND_TUPLE, MAX_DIMS,
    NPY_ARRAY_ALIGNED, OUTPUT_DATA, OUTPUT_DIMS, OUTPUT_KIND, OUTPUT_ND, OUTPUT_OBJ, OUTPUT_STRIDES, OUTPUT_TYPENUM,
    OUTPUT_WORDS,
};
use crate::value::{
    c_strides, extent, is_c_contiguous, is_f_contiguous, itemsize_of, strided_copy, ArrayView, Block, GuestValue,
    OwnedArray,
};

/// Deepest tuple nesting read back from the guest (a hostile guest can build cycles).
const MAX_DEPTH: usize = 64;
const MAX_CSTR: usize = 1 << 16;

/// Guest call results: the outer error is a trap (the instance must be discarded), the inner
/// one an ordinary failure (exception, bad value) that leaves the instance usable.
pub type Guarded<T, E> = std::result::Result<Result<T>, E>;

/// An input for one call: a value, or an array borrowed from host memory for the call.
#[derive(Debug, Clone)]
pub enum Input<'a> {
    Value(&'a GuestValue),
    Array(ArrayView<'a>),
}

/// An array living in guest memory: where it is and how to read it.
#[derive(Debug, Clone, PartialEq)]
pub struct GuestArray {
    pub typenum: i32,
    pub itemsize: usize,
    /// Inline up to 4 dimensions: a call's outputs are read without heap allocations.
    pub shape: SmallVec<[usize; 4]>,
    pub strides: SmallVec<[isize; 4]>,
    /// Guest address of element [0, ..., 0].
    pub data: u32,
}

/// One output of a call.
#[derive(Debug, Clone, PartialEq)]
pub enum Output {
    Value(GuestValue),
    Array(GuestArray),
}

/// A call's outputs: inline for up to two, so the usual call reads them without a heap
/// allocation.
pub type Outputs = SmallVec<[Output; 2]>;

/// What the guest printed during a call (kept even when the call fails).
#[derive(Debug, Default)]
pub struct Printed {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Set when output passed the cap (Limits.output, `cap` bytes) and the rest was dropped.
    pub truncated: bool,
    pub cap: usize,
}

/// Calls `$then! { <leading tokens> ; { <the exports> } { <the exports newer ABIs added> } }`:
/// each export as `field: "export name" (parameter types) -> result type;`, the newer ones
/// with `, since <ABI version>` before the `;`. The one list of the guest ABI's exports on the
/// host side. Modules of ABI 2 (`ABI_OLDEST_VERSION`) lack the second group; the host calls
/// an export of it only on modules that speak its version or a later one.
macro_rules! with_exports {
    ($then:ident ! { $($lead:tt)* }) => {
        $then! { $($lead)* ; {
            initialize: "_initialize" () -> ();
            abi_version: "tl_abi_version" () -> i32;
            new_none: "tl_new_none" () -> u32;
            new_bool: "tl_new_bool" (i32) -> u32;
            new_long: "tl_new_long" (i64) -> u32;
            new_float: "tl_new_float" (f64) -> u32;
            new_tuple: "tl_new_tuple" (i32) -> u32;
            tuple_set: "tl_tuple_set" (u32, i32, u32) -> i32;
            kind: "tl_kind" (u32) -> i32;
            long_value: "tl_long_value" (u32) -> i64;
            float_value: "tl_float_value" (u32) -> f64;
            tuple_size: "tl_tuple_size" (u32) -> i32;
            tuple_item: "tl_tuple_item" (u32, i32) -> u32;
            str_utf8: "tl_str_utf8" (u32) -> u32;
            err_kind: "tl_err_kind" () -> i32;
            err_message: "tl_err_message" () -> u32;
            err_clear: "tl_err_clear" () -> ();
            live_objects: "tl_live_objects" () -> i64;
            take_faults: "tl_take_faults" () -> i32;
            scratch: "tl_scratch" () -> u32;
            new_array: "tl_new_array" (i32, i32) -> u32;
            array_typenum: "tl_array_typenum" (u32) -> i32;
            array_ndim: "tl_array_ndim" (u32) -> i32;
            array_dims: "tl_array_dims" (u32) -> u32;
            array_strides: "tl_array_strides" (u32) -> u32;
            array_data: "tl_array_data" (u32) -> u32;
            array_clear_flags: "tl_array_clear_flags" (u32, i32) -> ();
            set_input: "tl_set_input" (i32, u32) -> ();
            set_constant: "tl_set_constant" (i32, u32) -> ();
            reuse_input_array: "tl_reuse_input_array" (i32, i32, i32) -> u32;
            init: "tl_init" () -> i32;
            run: "tl_run" () -> i32;
            output: "tl_output" (i32) -> u32;
        } {
            buffer: "tl_buffer" (i32) -> u32, since 3;
            new_str: "tl_new_str" (i32) -> u32, since 3;
            new_scalar: "tl_new_scalar" (i32) -> u32, since 3;
            new_list: "tl_new_list" (i32) -> u32, since 3;
            new_dict: "tl_new_dict" () -> u32, since 3;
            list_set: "tl_list_set" (u32, i32, u32) -> i32, since 3;
            dict_set: "tl_dict_set" (u32, u32, u32) -> i32, since 3;
            list_size: "tl_list_size" (u32) -> i32, since 3;
            list_item: "tl_list_item" (u32, i32) -> u32, since 3;
            dict_size: "tl_dict_size" (u32) -> i32, since 3;
            dict_key: "tl_dict_key" (u32, i32) -> u32, since 3;
            dict_value: "tl_dict_value" (u32, i32) -> u32, since 3;
            scalar_typenum: "tl_scalar_typenum" (u32) -> i32, since 3;
            scalar_value: "tl_scalar_value" (u32) -> u32, since 3;
            str_size: "tl_str_size" (u32) -> i32, since 3;
            exception_class: "tl_exception_class" (i32) -> u32, since 3;
            exception_class_code: "tl_exception_class_code" (u32) -> i32, since 3;
            exception_subclass: "tl_exception_subclass" (i32, i32) -> u32, since 6;
            exception_class_name: "tl_exception_class_name" (u32) -> u32, since 6;
            err_type: "tl_err_type" () -> u32, since 6;
            call_area: "tl_call_area" (i32) -> u32, since 4;
            set_array_inputs: "tl_set_array_inputs" (i32) -> i32, since 4;
            run_described: "tl_run_described" () -> i32, since 4;
        } }
    };
}
pub(crate) use with_exports;

/// `@trait`: the `Abi` trait (a newer ABI's export returns None when the module lacks it).
/// `@signatures`: the list as data, for the test against the header.
/// `@engine <crate> <Exports> <Guest> <call fn> <doc>`: one engine's
/// typed exports and a guest implementing `Abi` with them (`<crate>` is wasmtime or wasmi,
/// whose `TypedFunc`, `Instance`, `Store`, `Memory` and `Error` have the same shape).
macro_rules! guest_abi {
    (@signatures ; { $($field:ident: $name:literal ($($p:ty),*) -> $r:ty;)* }
     { $($ofield:ident: $oname:literal ($($op:ty),*) -> $or:ty, since $over:literal;)* }) => {
        /// (export name, parameter types, result type) of every export, as Rust writes them.
        #[cfg(test)]
        const SIGNATURES: &[(&str, &[&str], &str)] = &[
            $(($name, &[$(stringify!($p)),*], stringify!($r)),)*
            $(($oname, &[$(stringify!($op)),*], stringify!($or)),)*
        ];
    };
    (@trait ; { $($field:ident: $name:literal ($($p:ty),*) -> $r:ty;)* }
     { $($ofield:ident: $oname:literal ($($op:ty),*) -> $or:ty, since $over:literal;)* }) => {
        /// The guest ABI's exports and linear memory, as one engine's instance provides them.
        pub trait Abi {
            /// What a trapping call returns (the engine's error type).
            type Trap;
            $(fn $field(&mut self, args: ($($p,)*)) -> std::result::Result<$r, Self::Trap>;)*
            $(fn $ofield(&mut self, args: ($($op,)*)) -> std::result::Result<Option<$or>, Self::Trap>;)*
            /// The first export of ABI `version` or older the module lacks (or declares with
            /// another signature).
            fn missing_export(&self, version: i32) -> Option<&'static str>;
            fn memory(&self) -> &[u8];
            fn memory_mut(&mut self) -> &mut [u8];
            fn state(&self) -> &$crate::sandbox::wasi::HostState;
            fn state_mut(&mut self) -> &mut $crate::sandbox::wasi::HostState;
        }
    };
    (@engine $eng:ident, $exports:ident, $guest:ident, $call:path, $doc:literal ;
     { $($field:ident: $name:literal ($($p:ty),*) -> $r:ty;)* }
     { $($ofield:ident: $oname:literal ($($op:ty),*) -> $or:ty, since $over:literal;)* }) => {
        #[doc = concat!("The guest ABI's exports as ", $doc, " typed functions.")]
        pub struct $exports {
            $($field: $eng::TypedFunc<($($p,)*), $r>,)*
            $($ofield: Option<$eng::TypedFunc<($($op,)*), $or>>,)*
        }

        impl $exports {
            pub fn get(
                instance: &$eng::Instance,
                store: &mut $eng::Store<$crate::sandbox::wasi::HostState>,
            ) -> $crate::error::Result<Self> {
                Ok($exports {
                    $($field: instance
                        .get_typed_func(&mut *store, $name)
                        .map_err(|e| $crate::sandbox::abi::broken($name, e))?,)*
                    $($ofield: instance.get_typed_func(&mut *store, $oname).ok(),)*
                })
            }
        }

        #[doc = concat!("An instance running under ", $doc, ".")]
        pub struct $guest {
            pub store: $eng::Store<$crate::sandbox::wasi::HostState>,
            pub memory: $eng::Memory,
            pub x: $exports,
        }

        impl $crate::sandbox::abi::Abi for $guest {
            type Trap = $eng::Error;
            $(fn $field(&mut self, args: ($($p,)*)) -> std::result::Result<$r, $eng::Error> {
                $call(&self.x.$field, &mut self.store, args)
            })*
            $(fn $ofield(&mut self, args: ($($op,)*)) -> std::result::Result<Option<$or>, $eng::Error> {
                match &self.x.$ofield {
                    Some(f) => $call(f, &mut self.store, args).map(Some),
                    None => Ok(None),
                }
            })*
            fn missing_export(&self, version: i32) -> Option<&'static str> {
                $(if $over <= version && self.x.$ofield.is_none() {
                    return Some($oname);
                })*
                None
            }
            fn memory(&self) -> &[u8] {
                self.memory.data(&self.store)
            }
            fn memory_mut(&mut self) -> &mut [u8] {
                self.memory.data_mut(&mut self.store)
            }
            fn state(&self) -> &$crate::sandbox::wasi::HostState {
                self.store.data()
            }
            fn state_mut(&mut self) -> &mut $crate::sandbox::wasi::HostState {
                self.store.data_mut()
            }
        }
    };
}
pub(crate) use guest_abi;

with_exports!(guest_abi! { @trait });
with_exports!(guest_abi! { @signatures });

/// The error for an export a module lacks or declares with another signature.
pub fn broken(name: &str, e: impl std::fmt::Display) -> Error {
    Error::Sandbox(format!("the module breaks the guest ABI: export {name}: {e}"))
}

/// The end of every message about a failure that discarded the instance.
const GONE: &str = "the instance was discarded; the next call starts a fresh one";

/// A trap from any engine (`kind` as SandboxTrap names it, None when the engine failed in
/// another way), as the error that says what happened.
pub fn trap_error(kind: Option<&'static str>, text: &str, state: &HostState, limits: &Limits) -> Error {
    if let Some(code) = state.exit_code {
        return Error::Trap {
            kind: "exit",
            message: format!("the guest called exit({code}); {GONE}"),
        };
    }
    match kind {
        Some("interrupt") => {
            let limit = limits.timeout.map(seconds).unwrap_or_else(|| "configured".into());
            Error::Timeout(format!(
                "the guest ran longer than the {limit} timeout (Limits.timeout); {GONE}"
            ))
        }
        Some("out_of_fuel") => {
            let limit = limits.fuel.map(|f| f.to_string()).unwrap_or_default();
            Error::OutOfFuel(format!(
                "the guest used up its fuel budget of {limit} (Limits.fuel); {GONE}"
            ))
        }
        Some("stack_overflow") => Error::Trap {
            kind: "stack_overflow",
            message: format!(
                "the guest trapped: stack_overflow (its wasm call stack passed the {} limit, Limits.stack); {GONE}",
                bytes(limits.stack)
            ),
        },
        // An abort after the memory limit refused a growth in this call is almost always the
        // failed allocation itself (C++ `new` traps when exceptions are off, std::vector
        // growth): the limit is what the user must hear about. The message says what is known.
        Some("unreachable") if state.limiter.refused.is_some() => Error::SandboxMemory(format!(
            "the guest ran out of memory: growing its linear memory to {} would pass the {} limit (Limits.memory), \
             and the guest then aborted (unreachable), most likely in the allocation that failed (C++ `new` \
             traps when exceptions are off); {GONE}",
            bytes(state.limiter.refused.unwrap_or_default()),
            bytes(limits.memory)
        )),
        Some(kind) => {
            let hint = match kind {
                "unreachable" => " (abort(), __builtin_trap() or a NULL pointer dereference)",
                "out_of_bounds" => " (a pointer outside the guest's memory, or a C stack overflow)",
                _ => "",
            };
            Error::Trap {
                kind,
                message: format!("the guest trapped: {kind} ({text}){hint}; {GONE}"),
            }
        }
        None => Error::Trap {
            kind: "other",
            message: format!("the guest failed: {text}; {GONE}"),
        },
    }
}

/// The number of inputs a module was assembled with against the number given.
pub fn check_inputs(needed: usize, given: usize) -> Result<()> {
    if given != needed {
        return Err(Error::Link(format!("expected {needed} inputs, got {given}")));
    }
    Ok(())
}

pub fn check_constants(needed: usize, given: usize) -> Result<()> {
    if given != needed {
        return Err(Error::Link(format!(
            "the module needs {needed} constants, {given} were given"
        )));
    }
    Ok(())
}

/// A started instance: the engine's guest plus what the host tracks about it.
pub struct Live<G: Abi> {
    pub g: G,
    /// The guest ABI the module speaks (ABI_OLDEST_VERSION..=ABI_VERSION).
    version: i32,
    scratch: u32,
    /// The guest object in each input slot (0 when unset).
    inputs: Vec<u32>,
    n_outputs: usize,
    /// ABI 4: the call area (`tl_call_area`) and its size in words.
    area: u32,
    area_words: usize,
    /// ABI 4: the outputs `run` read with the run itself, until `outputs` takes them.
    described: Option<Result<Outputs>>,
    /// ABI 5: the array input records (host words only) of the last `tl_set_array_inputs`, and
    /// per input slot the buffer the last successful run reported reusable (0: none). A call
    /// whose records equal `records` while every array slot has a buffer writes its elements
    /// there without placing the inputs again (guest_abi.h, `tl_run_described`).
    records: SmallVec<[i32; 32]>,
    reuse: SmallVec<[u32; 4]>,
    /// The fast lane (`Lane`; boxed once, filled in place), whether the last successful run
    /// left one (`lane_set`), and whether the last run's outputs are its outputs
    /// (`lane_outputs`).
    lane: Box<Lane>,
    lane_set: bool,
    lane_ran: bool,
}

/// An input slot of the lane: the array's type number and lengths, and the guest buffer of its
/// elements (`at`, `bytes` long).
struct LaneInput {
    typenum: i32,
    shape: SmallVec<[usize; 4]>,
    at: u32,
    bytes: usize,
}

/// The call path's fast lane (ARCHITECTURE.md, "The call path"): what a run leaves for the
/// next call when every input was an aligned array placed in C order in a buffer the guest
/// reported reusable and every output an array. A call whose inputs are C-contiguous arrays of
/// the same types and lengths writes their elements into those buffers and runs; when the
/// output records the guest writes are word for word the last run's, with the same dims and
/// strides behind them, its outputs are the arrays read then, already checked to lie inside
/// guest memory (which never shrinks). Any difference goes the general way, which sets the
/// lane again.
#[derive(Default)]
struct Lane {
    /// Per input slot, in order.
    inputs: SmallVec<[LaneInput; 4]>,
    /// Per output: its record's words as the last run wrote them.
    records: SmallVec<[[i32; OUTPUT_WORDS]; 2]>,
    outputs: Outputs,
}

/// The error for faults the shim recorded (TL_FAULT_* in guest_abi.h).
fn fault_error(faults: i32) -> Error {
    if faults & FAULT_FREED_HELD_OBJECT != 0 {
        Error::Trap {
            kind: "released_held_object",
            message: format!("the op released a reference it did not own: an input or constant the host still holds fell to refcount zero; {GONE}"),
        }
    } else {
        Error::Trap {
            kind: "refcount_underflow",
            message: format!("the op released a reference it did not own: a refcount fell below zero; {GONE}"),
        }
    }
}

/// Calls an ABI 3 export, or returns (from the enclosing `Guarded` function) the error that
/// the module speaks an older ABI, which cannot pass `what`.
macro_rules! abi3 {
    ($self:ident . $f:ident ($($a:expr),*), $what:expr) => {
        match $self.g.$f(($($a,)*))? {
            Some(v) => v,
            None => return Ok(Err(older_abi($self.version, $what))),
        }
    };
}

fn older_abi(version: i32, what: &str) -> Error {
    Error::Marshal(format!(
        "this module speaks guest ABI {version}, which cannot pass {what} across the sandbox boundary \
         (rebuild it with this twinlink, which speaks ABI {ABI_VERSION})"
    ))
}

/// `v` as an int32 word of an array's layout (`what`: dimension or stride).
fn word(v: i64, what: &str) -> Result<i32> {
    i32::try_from(v).map_err(|_| Error::Marshal(format!("array {what} {v} is too large for the wasm32 sandbox")))
}

/// Whether a host array may enter the sandbox: a type number the shim has, rank at most MAX_DIMS.
fn check_array(a: &ArrayView<'_>) -> Result<()> {
    if itemsize_of(a.typenum) != Some(a.itemsize) {
        return Err(Error::Marshal(format!(
            "arrays of NumPy type number {} cannot enter the sandbox",
            a.typenum
        )));
    }
    if a.shape.len() > MAX_DIMS {
        return Err(Error::Marshal(format!(
            "arrays of rank {} cannot enter the sandbox (at most {MAX_DIMS})",
            a.shape.len()
        )));
    }
    Ok(())
}

/// The strides the guest's copy of `a` gets: C order, or Fortran order when the host array is
/// Fortran-contiguous. Inline up to 4 dimensions, so the usual call makes no heap allocation
/// for them and moves little.
struct GuestStrides(SmallVec<[isize; 4]>);

impl GuestStrides {
    fn of(a: &ArrayView<'_>) -> GuestStrides {
        let nd = a.shape.len();
        let f_order = nd > 1
            && is_f_contiguous(a.shape, a.strides, a.itemsize)
            && !is_c_contiguous(a.shape, a.strides, a.itemsize);
        // Up to 4 axes in a buffer of the stack (no allocation, no memset call), innermost first.
        let mut strides: SmallVec<[isize; 4]> = if nd <= 4 {
            SmallVec::from_buf_and_len([0; 4], nd)
        } else {
            SmallVec::from_elem(0, nd)
        };
        let mut step = a.itemsize as isize;
        for j in 0..nd {
            let k = if f_order { j } else { nd - 1 - j };
            strides[k] = step;
            step *= a.shape[k].max(1) as isize;
        }
        GuestStrides(strides)
    }

    fn get(&self) -> &[isize] {
        &self.0
    }
}

/// The array inputs of a call with their input positions, in order.
fn array_inputs<'i, 'a>(inputs: &'i [Input<'a>]) -> impl Iterator<Item = (usize, &'i ArrayView<'a>)> {
    inputs.iter().enumerate().filter_map(|(i, input)| match input {
        Input::Array(a) => Some((i, a)),
        Input::Value(_) => None,
    })
}

/// Copies `a` into guest memory `mem` at `dst` laid out with `dst_strides`.
fn copy_into(mem: &mut [u8], a: &ArrayView<'_>, dst: u32, dst_strides: &[isize]) -> Result<()> {
    let outside = || Error::Sandbox("the guest returned an array buffer outside its memory".into());
    // The usual input: the host array has the guest copy's layout (contiguous, element 0 at its
    // lowest address), so its bytes are the copy's, one block (cheaper than the general
    // checks below on the call path).
    let n = a.shape.iter().product::<usize>() * a.itemsize;
    if a.offset == 0
        && n == a.data.len()
        && a.strides.len() == dst_strides.len()
        && a.strides.iter().zip(dst_strides).all(|(s, t)| s == t)
    {
        let dst = mem.get_mut(dst as usize..dst as usize + n).ok_or_else(outside)?;
        dst.copy_from_slice(a.data);
        return Ok(());
    }
    let (_, hi) = extent(a.shape, dst_strides, a.itemsize);
    if dst as usize + hi.max(0) as usize > mem.len() {
        return Err(outside());
    }
    strided_copy(
        a.data,
        a.offset,
        a.strides,
        mem,
        dst as usize,
        dst_strides,
        a.shape,
        a.itemsize,
    );
    Ok(())
}

/// Word `k` of the call area at `at` in `mem` (0 when a hostile guest moved it outside its memory).
fn word_at(mem: &[u8], at: u32, k: usize) -> i32 {
    let at = at as usize + 4 * k;
    mem.get(at..at + 4)
        .map_or(0, |b| i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

impl<G: Abi> Live<G> {
    /// Wraps a fresh instance; `start` must run before anything else.
    pub fn new(g: G, n_inputs: usize, n_outputs: usize) -> Live<G> {
        Live {
            g,
            version: 0,
            scratch: 0,
            inputs: vec![0; n_inputs],
            n_outputs,
            area: 0,
            area_words: 0,
            described: None,
            records: SmallVec::new(),
            reuse: SmallVec::new(),
            lane: Box::default(),
            lane_set: false,
            lane_ran: false,
        }
    }

    /// Runs the module's initialisers and checks it speaks this host's ABI.
    pub fn start(&mut self) -> Guarded<(), G::Trap> {
        self.g.initialize(())?;
        let version = self.g.abi_version(())?;
        if !(ABI_OLDEST_VERSION..=ABI_VERSION).contains(&version) {
            return Ok(Err(Error::Sandbox(format!(
                "the module speaks guest ABI {version}, this twinlink speaks {ABI_OLDEST_VERSION} to {ABI_VERSION}"
            ))));
        }
        if let Some(name) = self.g.missing_export(version) {
            return Ok(Err(broken(
                name,
                format!("a module of guest ABI {version} must export it with its declared signature"),
            )));
        }
        self.version = version;
        self.scratch = self.g.scratch(())?;
        if version >= 4 {
            return self.ensure_area(self.reuse_at() + if version >= 5 { self.inputs.len() } else { 0 });
        }
        Ok(Ok(()))
    }

    /// ABI 4: a call area of at least `words` words (asked for again only when it must grow).
    fn ensure_area(&mut self, words: usize) -> Guarded<(), G::Trap> {
        if words <= self.area_words {
            return Ok(Ok(()));
        }
        let Ok(n) = i32::try_from(words) else {
            return Ok(Err(Error::Marshal(
                "the inputs' layouts are too large for the wasm32 sandbox".into(),
            )));
        };
        let at = abi3!(self.call_area(n), "a call area");
        if at == 0 {
            return Ok(Err(self.guest_error(0)?));
        }
        if self.g.memory().len() < at as usize + 4 * words {
            return Ok(Err(Error::Sandbox(
                "the guest's call area is outside its memory".into(),
            )));
        }
        self.area = at;
        self.area_words = words;
        Ok(Ok(()))
    }

    /// The call-area word where ABI 5's reusable input buffers start (after the outputs).
    fn reuse_at(&self) -> usize {
        1 + self.n_outputs * OUTPUT_WORDS
    }

    /// Word `k` of the call area (0 when a hostile guest moved it outside its memory).
    fn area_word(&self, k: usize) -> i32 {
        word_at(self.g.memory(), self.area, k)
    }

    /// Hands the constants over and runs the graph's struct initialisation.
    pub fn init(&mut self, constants: &[GuestValue]) -> Guarded<(), G::Trap> {
        self.lane_set = false;
        for (i, c) in constants.iter().enumerate() {
            match self.make(c)? {
                Ok(p) => self.g.set_constant((i as i32, p))?,
                Err(e) => return Ok(Err(e)),
            }
        }
        let failure = self.g.init(())?;
        if failure != 0 {
            return Ok(Err(self.guest_error(failure)?));
        }
        Ok(Ok(()))
    }

    /// Hands the inputs to the guest (arrays are copied into guest memory, into the previous
    /// call's buffer when shape, dtype and layout match).
    pub fn set_inputs(&mut self, inputs: &[Input<'_>]) -> Guarded<(), G::Trap> {
        self.described = None;
        self.lane_ran = false;
        // The inputs may be placed in other buffers now; the next successful run sets it again.
        self.lane_set = false;
        if self.version >= 4 {
            return self.set_inputs_batched(inputs);
        }
        for (i, input) in inputs.iter().enumerate() {
            let made = match input {
                Input::Value(v) => self.make(v)?,
                Input::Array(a) => self.make_array(a, Some(i as i32))?,
            };
            match made {
                Ok(0) => {} // reused in place
                Ok(p) => {
                    self.g.set_input((i as i32, p))?;
                    self.inputs[i] = p;
                }
                Err(e) => return Ok(Err(e)),
            }
        }
        Ok(Ok(()))
    }

    /// ABI 5's usual call: every array input has the record it had at the last placement
    /// (`records`: compared word by word, so the call builds none) and the last run left its
    /// slot a reusable buffer (`reuse`). Then only the elements need copying.
    fn placed_as_before(&self, inputs: &[Input<'_>], reuse: &[u32]) -> bool {
        let records = &self.records[..];
        let mut k = 0;
        for (i, a) in array_inputs(inputs) {
            let nd = a.shape.len();
            let Some(record) = records.get(k..k + INPUT_DIMS + 2 * nd) else {
                return false;
            };
            let (dims, steps) = record[INPUT_DIMS..].split_at(nd);
            let same = reuse.get(i).is_some_and(|&p| p != 0)
                && itemsize_of(a.typenum) == Some(a.itemsize)
                && record[INPUT_SLOT] as usize == i
                && record[INPUT_TYPENUM] == a.typenum
                && record[INPUT_ND] as usize == nd
                && record[INPUT_FLAGS] == if a.aligned { INPUT_ALIGNED } else { 0 }
                // A record's words fit i32 (dims >= 0): comparing as i64 is exact.
                && dims.iter().zip(a.shape).all(|(&w, &n)| w as i64 == n as i64)
                && steps.iter().zip(GuestStrides::of(a).get()).all(|(&w, &s)| w as i64 == s as i64);
            if !same {
                return false;
            }
            k += INPUT_DIMS + 2 * nd;
        }
        k == records.len() && k > 0
    }

    /// Makes value input `i` a guest object and hands it to its slot.
    fn set_value(&mut self, i: usize, v: &GuestValue) -> Guarded<(), G::Trap> {
        Ok(match self.make(v)? {
            Ok(p) => {
                self.g.set_input((i as i32, p))?;
                self.inputs[i] = p;
                Ok(())
            }
            Err(e) => Err(e),
        })
    }

    /// ABI 4: values as objects one by one, then every array input in one guest call
    /// (`tl_set_array_inputs`) that places them and says where to write their elements; ABI 5:
    /// no guest call when the last run left a reusable buffer for each (`records`, `reuse`).
    fn set_inputs_batched(&mut self, inputs: &[Input<'_>]) -> Guarded<(), G::Trap> {
        let reuse = std::mem::take(&mut self.reuse);
        if self.placed_as_before(inputs, &reuse) {
            for (i, input) in inputs.iter().enumerate() {
                if let Input::Value(v) = input {
                    if let Err(e) = self.set_value(i, v)? {
                        return Ok(Err(e));
                    }
                }
            }
            let mem = self.g.memory_mut();
            for (i, a) in array_inputs(inputs) {
                if let Err(e) = copy_into(mem, a, reuse[i], GuestStrides::of(a).get()) {
                    return Ok(Err(e));
                }
            }
            return Ok(Ok(()));
        }
        // The guest layout of each array input, computed once (array inputs in order), and
        // their records as the host fills them (OBJ and DATA are the guest's, left 0 here).
        let mut layouts: SmallVec<[GuestStrides; 4]> = SmallVec::new();
        let mut records: SmallVec<[i32; 32]> = SmallVec::new();
        for (i, input) in inputs.iter().enumerate() {
            match input {
                Input::Value(v) => {
                    if let Err(e) = self.set_value(i, v)? {
                        return Ok(Err(e));
                    }
                }
                Input::Array(a) => {
                    if let Err(e) = check_array(a) {
                        return Ok(Err(e));
                    }
                    let strides = GuestStrides::of(a);
                    let nd = a.shape.len();
                    let k = records.len();
                    records.resize(k + INPUT_DIMS + 2 * nd, 0);
                    records[k + INPUT_SLOT] = i as i32;
                    records[k + INPUT_TYPENUM] = a.typenum;
                    records[k + INPUT_ND] = nd as i32;
                    records[k + INPUT_FLAGS] = if a.aligned { INPUT_ALIGNED } else { 0 };
                    for (d, (&n, &s)) in a.shape.iter().zip(strides.get()).enumerate() {
                        // Checked without building a Result per word (this loop runs every call).
                        match (i32::try_from(n), i32::try_from(s)) {
                            (Ok(n), Ok(s)) => {
                                records[k + INPUT_DIMS + d] = n;
                                records[k + INPUT_DIMS + nd + d] = s;
                            }
                            (Err(_), _) => return Ok(word(n as i64, "dimension").map(drop)),
                            (_, Err(_)) => return Ok(word(s as i64, "stride").map(drop)),
                        }
                    }
                    layouts.push(strides);
                }
            }
        }
        let count = layouts.len();
        if count == 0 {
            return Ok(Ok(()));
        }
        let arrays = array_inputs(inputs);
        self.records.clear();
        let words = records.len();
        if let Err(e) = self.ensure_area(words)? {
            return Ok(Err(e));
        }
        let at = self.area as usize;
        let Some(area) = self.g.memory_mut().get_mut(at..at + 4 * words) else {
            return Ok(Err(Error::Sandbox(
                "the guest's call area is outside its memory".into(),
            )));
        };
        for (w, v) in area.chunks_exact_mut(4).zip(&records) {
            w.copy_from_slice(&v.to_le_bytes());
        }
        let placed = abi3!(self.set_array_inputs(count as i32), "a call area");
        if placed != 0 {
            return Ok(Err(self.guest_error(placed)?));
        }
        let area_at = self.area;
        let mem = self.g.memory_mut();
        let mut k = 0;
        for ((i, a), strides) in arrays.zip(&layouts) {
            self.inputs[i] = word_at(mem, area_at, k + INPUT_OBJ) as u32;
            let data = word_at(mem, area_at, k + INPUT_DATA) as u32;
            if let Err(e) = copy_into(mem, a, data, strides.get()) {
                return Ok(Err(e));
            }
            k += INPUT_DIMS + 2 * a.shape.len();
        }
        if self.version >= 5 {
            self.records = records;
        }
        Ok(Ok(()))
    }

    /// Runs the graph on the inputs set last. A fault the shim recorded is an `Error::Trap`
    /// (the caller discards the instance: its object graph can no longer be trusted).
    pub fn run(&mut self) -> Guarded<(), G::Trap> {
        self.described = None;
        self.lane_ran = false;
        if self.version >= 4 {
            return self.run_described();
        }
        let failure = self.g.run(())?;
        let faults = self.g.take_faults(())?;
        if faults != 0 {
            return Ok(Err(fault_error(faults)));
        }
        if failure != 0 {
            return Ok(Err(self.guest_error(failure)?));
        }
        Ok(Ok(()))
    }

    /// ABI 4: `run` and its faults and the outputs' descriptions in one guest call
    /// (`tl_run_described`); the outputs wait in `described` for `outputs`.
    fn run_described(&mut self) -> Guarded<(), G::Trap> {
        self.lane_set = false;
        if let Err(e) = self.call_run_described()? {
            return Ok(Err(e));
        }
        self.read_described()
    }

    /// `tl_run_described`, its faults and its failure (word 0 is cleared first, so a module
    /// that never wrote it reads as no faults).
    fn call_run_described(&mut self) -> Guarded<(), G::Trap> {
        let at = self.area as usize;
        if let Some(w) = self.g.memory_mut().get_mut(at..at + 4) {
            w.copy_from_slice(&[0; 4]);
        }
        let failure = abi3!(self.run_described(), "a call area");
        let faults = self.area_word(0);
        if faults != 0 {
            return Ok(Err(fault_error(faults)));
        }
        if failure != 0 {
            return Ok(Err(self.guest_error(failure)?));
        }
        Ok(Ok(()))
    }

    /// After a successful `tl_run_described`: its output records read into `described`, its
    /// reusable buffers into `reuse` (ABI 5), and the lane they make, if they make one.
    fn read_described(&mut self) -> Guarded<(), G::Trap> {
        let mut outs = Outputs::with_capacity(self.n_outputs);
        let mut records: SmallVec<[[i32; OUTPUT_WORDS]; 2]> = SmallVec::with_capacity(self.n_outputs);
        for i in 0..self.n_outputs {
            let k = 1 + i * OUTPUT_WORDS;
            let mut w = [0i32; OUTPUT_WORDS];
            let mem = self.g.memory();
            for (f, v) in w.iter_mut().enumerate() {
                *v = word_at(mem, self.area, k + f);
            }
            let out = if w[OUTPUT_KIND] == KIND_ARRAY {
                let (typenum, nd) = (w[OUTPUT_TYPENUM], w[OUTPUT_ND]);
                let (dims, strides, data) = (w[OUTPUT_DIMS] as u32, w[OUTPUT_STRIDES] as u32, w[OUTPUT_DATA] as u32);
                self.array_at(typenum, nd, dims, strides, data).map(Output::Array)
            } else {
                self.read(w[OUTPUT_OBJ] as u32, 0)?
            };
            match out {
                Ok(o) => outs.push(o),
                Err(e) => {
                    self.described = Some(Err(e));
                    return Ok(Ok(()));
                }
            }
            records.push(w);
        }
        if self.version >= 5 {
            let (at, mem) = (self.reuse_at(), self.g.memory());
            self.reuse.clear();
            for i in 0..self.inputs.len() {
                self.reuse.push(word_at(mem, self.area, at + i) as u32);
            }
            self.lane_set = self.fill_lane(&outs, records);
        }
        self.described = Some(Ok(outs));
        Ok(Ok(()))
    }

    /// Fills the lane a successful run leaves (`Lane`), if it leaves one: every input slot an
    /// aligned array placed in C order (`records`) in a buffer now reusable (`reuse`), every
    /// output an array.
    fn fill_lane(&mut self, outs: &Outputs, records: SmallVec<[[i32; OUTPUT_WORDS]; 2]>) -> bool {
        if !outs.iter().all(|o| matches!(o, Output::Array(_))) {
            return false;
        }
        let (words, lane, mut k) = (&self.records[..], &mut *self.lane, 0);
        lane.inputs.clear();
        while k < words.len() {
            let (slot, typenum, nd) = (
                words[k + INPUT_SLOT],
                words[k + INPUT_TYPENUM],
                words[k + INPUT_ND] as usize,
            );
            let (Some(layout), Some(itemsize), Some(&at)) = (
                words.get(k + INPUT_DIMS..k + INPUT_DIMS + 2 * nd),
                itemsize_of(typenum),
                self.reuse.get(slot as usize),
            ) else {
                return false;
            };
            let (dims, steps) = layout.split_at(nd);
            let shape: SmallVec<[usize; 4]> = dims.iter().map(|&n| n as usize).collect();
            let c_order = steps
                .iter()
                .zip(c_strides(&shape, itemsize))
                .all(|(&w, s)| w as isize == s);
            if slot as usize != lane.inputs.len() || words[k + INPUT_FLAGS] != INPUT_ALIGNED || !c_order || at == 0 {
                return false;
            }
            let bytes = shape.iter().product::<usize>() * itemsize;
            lane.inputs.push(LaneInput {
                typenum,
                shape,
                at,
                bytes,
            });
            k += INPUT_DIMS + 2 * nd;
        }
        lane.records = records;
        lane.outputs.clone_from(outs);
        lane.inputs.len() == self.inputs.len() && !lane.inputs.is_empty()
    }

    /// The fast lane's call (`Lane`): Ok(Ok(false)), having done nothing, when there is no lane
    /// or `blocks` (one per input, in order) lack its types and lengths; else their elements go
    /// into the guest's buffers and the graph runs, as `set_inputs` then `run` would, and its
    /// outputs are `lane_outputs` or, when the guest described them otherwise, `outputs`.
    pub fn run_lane(&mut self, blocks: &[Block<'_>]) -> Guarded<bool, G::Trap> {
        let lane = &*self.lane;
        if !self.lane_set || blocks.len() != lane.inputs.len() {
            return Ok(Ok(false));
        }
        for (b, input) in blocks.iter().zip(&lane.inputs) {
            let same_shape =
                b.shape.len() == input.shape.len() && b.shape.iter().zip(&input.shape).all(|(m, n)| m == n);
            if b.typenum != input.typenum || !same_shape || b.bytes.len() != input.bytes {
                return Ok(Ok(false));
            }
        }
        self.described = None;
        self.lane_ran = false;
        // As after a placement: a failed run leaves no buffer to reuse, and no lane.
        self.reuse.clear();
        self.lane_set = false;
        let mem = self.g.memory_mut();
        for (b, input) in blocks.iter().zip(&lane.inputs) {
            match mem.get_mut(input.at as usize..input.at as usize + input.bytes) {
                Some(dst) => dst.copy_from_slice(b.bytes),
                None => {
                    return Ok(Err(Error::Sandbox(
                        "the guest returned an array buffer outside its memory".into(),
                    )))
                }
            }
        }
        if let Err(e) = self.call_run_described()? {
            return Ok(Err(e));
        }
        if !self.described_as_lane() {
            return Ok(self.read_described()?.map(|()| true));
        }
        self.reuse.extend(self.lane.inputs.iter().map(|input| input.at));
        self.lane_set = true;
        self.lane_ran = true;
        Ok(Ok(true))
    }

    /// Whether the call area holds, word for word, the output records and reusable buffers
    /// the lane was made from, with the same dims and strides behind the records.
    fn described_as_lane(&self) -> bool {
        let (mem, area, lane) = (self.g.memory(), self.area, &*self.lane);
        for (i, (record, out)) in lane.records.iter().zip(&lane.outputs).enumerate() {
            let Output::Array(a) = out else {
                return false;
            };
            let k = 1 + i * OUTPUT_WORDS;
            let (dims_at, strides_at) = (record[OUTPUT_DIMS] as u32, record[OUTPUT_STRIDES] as u32);
            for (f, &w) in record.iter().enumerate() {
                if word_at(mem, area, k + f) != w {
                    return false;
                }
            }
            for (d, (&n, &s)) in a.shape.iter().zip(&a.strides).enumerate() {
                if word_at(mem, dims_at, d) as i64 != n as i64 || word_at(mem, strides_at, d) as i64 != s as i64 {
                    return false;
                }
            }
        }
        let at = self.reuse_at();
        for (i, input) in lane.inputs.iter().enumerate() {
            if word_at(mem, area, at + i) as u32 != input.at {
                return false;
            }
        }
        true
    }

    /// Whether the last successful run left a lane (`run_lane` may take the next call).
    pub fn has_lane(&self) -> bool {
        self.lane_set
    }

    /// The outputs of the last run when it went through the lane and the guest described them
    /// as the lane says (arrays in guest memory, as `outputs` returns them).
    pub fn lane_outputs(&self) -> Option<&[Output]> {
        (self.lane_ran && self.lane_set).then_some(&self.lane.outputs[..])
    }

    /// ABI 4: the outputs `run` read (None before a run, after `outputs`, or on older ABIs).
    pub fn take_described(&mut self) -> Option<Result<Outputs>> {
        self.described.take()
    }

    /// The outputs of the last successful run; arrays stay in guest memory.
    pub fn outputs(&mut self, n: usize) -> Guarded<Outputs, G::Trap> {
        if let Some(described) = self.described.take() {
            return Ok(described);
        }
        let mut outs = Outputs::with_capacity(n);
        for i in 0..n {
            let p = self.g.output((i as i32,))?;
            match self.read(p, 0)? {
                Ok(o) => outs.push(o),
                Err(e) => return Ok(Err(e)),
            }
        }
        Ok(Ok(outs))
    }

    /// Input `index` as the guest holds it after a run (an op may have written into it).
    pub fn input_array(&mut self, index: usize) -> Guarded<Option<GuestArray>, G::Trap> {
        let Some(&ptr) = self.inputs.get(index) else {
            return Ok(Ok(None));
        };
        if ptr == 0 || self.g.kind((ptr,))? != KIND_ARRAY {
            return Ok(Ok(None));
        }
        Ok(self.read_array(ptr)?.map(Some))
    }

    fn cstr(&self, ptr: u32) -> String {
        let data = self.g.memory();
        let start = (ptr as usize).min(data.len());
        let end = (start + MAX_CSTR).min(data.len());
        let bytes = &data[start..end];
        let len = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        String::from_utf8_lossy(&bytes[..len]).into_owned()
    }

    fn guest_error(&mut self, failure: i32) -> std::result::Result<Error, G::Trap> {
        let kind = self.g.err_kind(())?;
        if kind == 0 {
            return Ok(Error::Guest {
                kind: PyExcKind::SystemError,
                class: None,
                message: format!("the guest failed (failure id {failure}) without setting an exception"),
            });
        }
        let ptr = self.g.err_message(())?;
        let message = self.cstr(ptr);
        let class = match self.g.err_type(())? {
            Some(t) if t != 0 => self.class_name(t)?,
            _ => None,
        };
        self.g.err_clear(())?;
        let limiter = &self.g.state().limiter;
        if let (Some(PyExcKind::MemoryError), Some(asked)) = (PyExcKind::from_code(kind), limiter.refused) {
            return Ok(Error::SandboxMemory(format!(
                "the guest ran out of memory: growing its linear memory to {} would pass the {} limit (Limits.memory){}",
                bytes(asked),
                bytes(limiter.memory),
                if message.is_empty() { String::new() } else { format!(": {message}") }
            )));
        }
        Ok(match PyExcKind::from_code(kind) {
            Some(kind) => Error::Guest { kind, class, message },
            None => Error::Sandbox(format!(
                "the guest raised an exception of unknown type code {kind}: {message}"
            )),
        })
    }

    /// The name of guest exception class `class` when it was made at run time (None for a
    /// builtin, or on a module older than ABI 6).
    fn class_name(&mut self, class: u32) -> std::result::Result<Option<String>, G::Trap> {
        Ok(match self.g.exception_class_name((class,))? {
            Some(p) if p != 0 => Some(self.cstr(p)),
            _ => None,
        })
    }

    /// Writes dim k at scratch[k] and stride k at scratch[MAX_DIMS + k] (read as npy_intp).
    fn write_layout(&mut self, shape: &[usize], strides: &[isize]) -> Result<()> {
        let at = self.scratch as usize;
        let mem = self.g.memory_mut();
        let area = mem
            .get_mut(at..at + 8 * MAX_DIMS)
            .ok_or_else(|| Error::Sandbox("the guest's scratch area is outside its memory".into()))?;
        for (k, (&n, &s)) in shape.iter().zip(strides).enumerate() {
            area[4 * k..4 * k + 4].copy_from_slice(&word(n as i64, "dimension")?.to_le_bytes());
            let at = 4 * (MAX_DIMS + k);
            area[at..at + 4].copy_from_slice(&word(s as i64, "stride")?.to_le_bytes());
        }
        Ok(())
    }

    /// Copies `a` into guest memory at `dst` laid out with `dst_strides`.
    fn copy_in(&mut self, a: &ArrayView<'_>, dst: u32, dst_strides: &[isize]) -> Result<()> {
        copy_into(self.g.memory_mut(), a, dst, dst_strides)
    }

    /// A guest array holding `a`: the input slot's old buffer when the layout matches
    /// (`reuse_slot`), a fresh array otherwise. Returns the new object, or 0 when reused.
    fn make_array(&mut self, a: &ArrayView<'_>, reuse_slot: Option<i32>) -> Guarded<u32, G::Trap> {
        if let Err(e) = check_array(a) {
            return Ok(Err(e));
        }
        let strides = GuestStrides::of(a);
        let strides = strides.get();
        if let Err(e) = self.write_layout(a.shape, strides) {
            return Ok(Err(e));
        }
        let nd = a.shape.len() as i32;
        if let (Some(slot), true) = (reuse_slot, a.aligned) {
            let data = self.g.reuse_input_array((slot, a.typenum, nd))?;
            if data != 0 {
                return Ok(self.copy_in(a, data, strides).map(|()| 0));
            }
        }
        let obj = self.g.new_array((a.typenum, nd))?;
        if obj == 0 {
            return Ok(Err(self.guest_error(0)?));
        }
        if !a.aligned {
            self.g.array_clear_flags((obj, NPY_ARRAY_ALIGNED))?;
        }
        let data = self.g.array_data((obj,))?;
        Ok(self.copy_in(a, data, strides).map(|()| obj))
    }

    /// Copies `bytes` into the guest's value buffer (`tl_buffer`); `what` names the values an
    /// older module cannot take.
    fn write_buffer(&mut self, bytes: &[u8], what: &str) -> Guarded<(), G::Trap> {
        let Ok(len) = i32::try_from(bytes.len()) else {
            return Ok(Err(Error::Marshal(format!(
                "a value of {} bytes is too large for the wasm32 sandbox",
                bytes.len()
            ))));
        };
        let at = abi3!(self.buffer(len), what);
        if at == 0 {
            return Ok(Err(self.guest_error(0)?));
        }
        let mem = self.g.memory_mut();
        match mem.get_mut(at as usize..at as usize + bytes.len()) {
            Some(area) => area.copy_from_slice(bytes),
            None => {
                return Ok(Err(Error::Sandbox(
                    "the guest's value buffer is outside its memory".into(),
                )))
            }
        }
        Ok(Ok(()))
    }

    /// Builds `v` as a guest object (a new reference).
    fn make(&mut self, v: &GuestValue) -> Guarded<u32, G::Trap> {
        let ptr = match v {
            GuestValue::None => self.g.new_none(())?,
            GuestValue::Bool(b) => self.g.new_bool((*b as i32,))?,
            GuestValue::Int(i) => self.g.new_long((*i,))?,
            GuestValue::Float(f) => self.g.new_float((*f,))?,
            GuestValue::Str(text) => {
                if let Err(e) = self.write_buffer(text.as_bytes(), "str values")? {
                    return Ok(Err(e));
                }
                abi3!(self.new_str(text.len() as i32), "str values")
            }
            GuestValue::Scalar { typenum, data } => {
                if itemsize_of(*typenum) != Some(data.len()) {
                    return Ok(Err(Error::Marshal(format!(
                        "NumPy scalars of type number {typenum} cannot enter the sandbox"
                    ))));
                }
                if let Err(e) = self.write_buffer(data, "NumPy scalars")? {
                    return Ok(Err(e));
                }
                abi3!(self.new_scalar(*typenum), "NumPy scalars")
            }
            GuestValue::ExceptionClass { code, name: Some(name) }
                if self.version >= 6 && name.len() <= EXCEPTION_NAME_MAX =>
            {
                if let Err(e) = self.write_buffer(name.as_bytes(), "exception classes")? {
                    return Ok(Err(e));
                }
                abi3!(self.exception_subclass(*code, name.len() as i32), "exception classes")
            }
            // A module older than ABI 6, or a name too long for the guest: the nearest builtin.
            GuestValue::ExceptionClass { code, .. } => abi3!(self.exception_class(*code), "exception classes"),
            GuestValue::List(items) => {
                let l = abi3!(self.new_list(items.len() as i32), "lists");
                if l == 0 {
                    return Ok(Err(self.guest_error(0)?));
                }
                for (i, item) in items.iter().enumerate() {
                    let p = match self.make(item)? {
                        Ok(p) => p,
                        Err(e) => return Ok(Err(e)),
                    };
                    abi3!(self.list_set(l, i as i32, p), "lists");
                }
                l
            }
            GuestValue::Dict(entries) => {
                let d = abi3!(self.new_dict(), "dicts");
                if d == 0 {
                    return Ok(Err(self.guest_error(0)?));
                }
                for (key, value) in entries {
                    let k = match self.make(&GuestValue::Str(key.clone()))? {
                        Ok(k) => k,
                        Err(e) => return Ok(Err(e)),
                    };
                    let v = match self.make(value)? {
                        Ok(v) => v,
                        Err(e) => return Ok(Err(e)),
                    };
                    if abi3!(self.dict_set(d, k, v), "dicts") != 0 {
                        return Ok(Err(self.guest_error(0)?));
                    }
                }
                d
            }
            GuestValue::Array(a) => {
                let strides = a.c_strides();
                let view = ArrayView {
                    typenum: a.typenum,
                    itemsize: a.itemsize,
                    shape: &a.shape,
                    strides: &strides,
                    data: &a.data,
                    offset: 0,
                    aligned: true,
                };
                return self.make_array(&view, None);
            }
            GuestValue::Tuple(items) => {
                let t = self.g.new_tuple((items.len() as i32,))?;
                if t == 0 {
                    return Ok(Err(self.guest_error(0)?));
                }
                for (i, item) in items.iter().enumerate() {
                    let p = match self.make(item)? {
                        Ok(p) => p,
                        Err(e) => return Ok(Err(e)),
                    };
                    self.g.tuple_set((t, i as i32, p))?;
                }
                t
            }
        };
        if ptr == 0 {
            return Ok(Err(self.guest_error(0)?));
        }
        Ok(Ok(ptr))
    }

    fn read_array(&mut self, ptr: u32) -> Guarded<GuestArray, G::Trap> {
        let typenum = self.g.array_typenum((ptr,))?;
        let nd = self.g.array_ndim((ptr,))?;
        let dims_at = self.g.array_dims((ptr,))?;
        let strides_at = self.g.array_strides((ptr,))?;
        let data = self.g.array_data((ptr,))?;
        Ok(self.array_at(typenum, nd, dims_at, strides_at, data))
    }

    /// The guest array a guest described (type number, rank, where its dims, strides and data
    /// are), checked to lie inside guest memory.
    fn array_at(&self, typenum: i32, nd: i32, dims_at: u32, strides_at: u32, data: u32) -> Result<GuestArray> {
        let Some(itemsize) = itemsize_of(typenum) else {
            return Err(Error::Marshal(format!(
                "the guest returned an array of type number {typenum}, which the host cannot convert"
            )));
        };
        if !(0..=MAX_DIMS as i32).contains(&nd) {
            return Err(Error::Sandbox(format!("the guest returned an array of rank {nd}")));
        }
        let mem = self.g.memory();
        let words = |at: u32| {
            mem.get(at as usize..at as usize + 4 * nd as usize)
                .map(|b| b.chunks_exact(4))
        };
        let (Some(dims), Some(strides)) = (words(dims_at), words(strides_at)) else {
            return Err(Error::Sandbox(
                "the guest returned an array whose shape lies outside its memory".into(),
            ));
        };
        let word = |c: &[u8]| i32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        if dims.clone().any(|c| word(c) < 0) {
            let dims: Vec<i32> = dims.map(word).collect();
            return Err(Error::Sandbox(format!(
                "the guest returned an array with negative dimensions {dims:?}"
            )));
        }
        // Pushed one by one: `collect` into a SmallVec costs more for a few words.
        let (mut shape, mut steps) = (SmallVec::<[usize; 4]>::new(), SmallVec::<[isize; 4]>::new());
        for (d, s) in dims.zip(strides) {
            shape.push(word(d) as usize);
            steps.push(word(s) as isize);
        }
        let strides = steps;
        // A hostile guest can forge any layout: every element must lie inside guest memory.
        let (lo, hi) = extent(&shape, &strides, itemsize);
        let size = self.g.memory().len() as isize;
        let total: Option<usize> = shape.iter().try_fold(1usize, |acc, &n| acc.checked_mul(n));
        if total.is_none() || data as isize + lo < 0 || data as isize + hi > size {
            return Err(Error::Sandbox(
                "the guest returned an array whose data lies outside its memory".into(),
            ));
        }
        Ok(GuestArray {
            typenum,
            itemsize,
            shape,
            strides,
            data,
        })
    }

    fn read(&mut self, ptr: u32, depth: usize) -> Guarded<Output, G::Trap> {
        if ptr == 0 {
            return Ok(Err(Error::Marshal("the guest returned NULL as an output".into())));
        }
        if depth > MAX_DEPTH {
            return Ok(Err(Error::Marshal(format!(
                "guest output nests deeper than {MAX_DEPTH} levels"
            ))));
        }
        let value = match self.g.kind((ptr,))? {
            KIND_NONE => GuestValue::None,
            KIND_BOOL => GuestValue::Bool(self.g.long_value((ptr,))? != 0),
            KIND_INT => GuestValue::Int(self.g.long_value((ptr,))?),
            KIND_FLOAT => GuestValue::Float(self.g.float_value((ptr,))?),
            KIND_TUPLE => {
                let n = self.g.tuple_size((ptr,))?;
                let mut items = Vec::with_capacity(n.clamp(0, 1 << 16) as usize);
                for i in 0..n {
                    let item = self.g.tuple_item((ptr, i))?;
                    match self.read_value(item, depth + 1)? {
                        Ok(v) => items.push(v),
                        Err(e) => return Ok(Err(e)),
                    }
                }
                GuestValue::Tuple(items)
            }
            KIND_LIST => {
                let n = abi3!(self.list_size(ptr), "lists");
                let mut items = Vec::with_capacity(n.clamp(0, 1 << 16) as usize);
                for i in 0..n {
                    let item = abi3!(self.list_item(ptr, i), "lists");
                    match self.read_value(item, depth + 1)? {
                        Ok(v) => items.push(v),
                        Err(e) => return Ok(Err(e)),
                    }
                }
                GuestValue::List(items)
            }
            KIND_DICT => {
                let n = abi3!(self.dict_size(ptr), "dicts");
                let mut entries = Vec::with_capacity(n.clamp(0, 1 << 16) as usize);
                for i in 0..n {
                    let key = abi3!(self.dict_key(ptr, i), "dicts");
                    let key = match self.read_value(key, depth + 1)? {
                        Ok(GuestValue::Str(k)) => k,
                        Ok(_) => {
                            return Ok(Err(Error::Marshal(
                                "the guest returned a dict with a key that is not a str; only str keys cross the sandbox boundary"
                                    .into(),
                            )))
                        }
                        Err(e) => return Ok(Err(e)),
                    };
                    let value = abi3!(self.dict_value(ptr, i), "dicts");
                    match self.read_value(value, depth + 1)? {
                        Ok(v) => entries.push((key, v)),
                        Err(e) => return Ok(Err(e)),
                    }
                }
                GuestValue::Dict(entries)
            }
            KIND_EXCEPTION_CLASS => {
                let code = abi3!(self.exception_class_code(ptr), "exception classes");
                if PyExcKind::from_code(code).is_none() {
                    return Ok(Err(Error::Marshal(format!(
                        "the guest returned an exception class of unknown code {code}"
                    ))));
                }
                let name = self.class_name(ptr)?;
                GuestValue::ExceptionClass { code, name }
            }
            KIND_SCALAR => {
                let typenum = abi3!(self.scalar_typenum(ptr), "NumPy scalars");
                let Some(itemsize) = itemsize_of(typenum) else {
                    return Ok(Err(Error::Marshal(format!(
                        "the guest returned a NumPy scalar of type number {typenum}, which the host cannot convert"
                    ))));
                };
                let at = abi3!(self.scalar_value(ptr), "NumPy scalars") as usize;
                match self.g.memory().get(at..at + itemsize) {
                    Some(bytes) => GuestValue::Scalar {
                        typenum,
                        data: bytes.to_vec(),
                    },
                    None => {
                        return Ok(Err(Error::Sandbox(
                            "the guest returned a NumPy scalar whose value lies outside its memory".into(),
                        )))
                    }
                }
            }
            KIND_STR => {
                let p = self.g.str_utf8((ptr,))?;
                if self.version >= 3 {
                    // The exact length, so a str holding NUL characters survives.
                    let n = abi3!(self.str_size(ptr), "str values").max(0) as usize;
                    match self.g.memory().get(p as usize..p as usize + n) {
                        Some(bytes) => GuestValue::Str(String::from_utf8_lossy(bytes).into_owned()),
                        None => {
                            return Ok(Err(Error::Sandbox(
                                "the guest returned a str whose bytes lie outside its memory".into(),
                            )))
                        }
                    }
                } else {
                    GuestValue::Str(self.cstr(p))
                }
            }
            KIND_ARRAY => return Ok(self.read_array(ptr)?.map(Output::Array)),
            k => {
                return Ok(Err(Error::Marshal(format!(
                    "the guest returned an object the host cannot convert (kind {k})"
                ))))
            }
        };
        Ok(Ok(Output::Value(value)))
    }

    /// An object read back as a host value (arrays copied out).
    fn read_value(&mut self, ptr: u32, depth: usize) -> Guarded<GuestValue, G::Trap> {
        Ok(self.read(ptr, depth)?.map(|o| match o {
            Output::Value(v) => v,
            Output::Array(a) => GuestValue::Array(self.owned(&a)),
        }))
    }

    /// A C-contiguous host copy of a guest array (its bounds were checked by `read_array`).
    pub fn owned(&self, a: &GuestArray) -> OwnedArray {
        let n: usize = a.shape.iter().product();
        let mut data = vec![0u8; n * a.itemsize];
        strided_copy(
            self.g.memory(),
            a.data as usize,
            &a.strides,
            &mut data,
            0,
            &c_strides(&a.shape, a.itemsize),
            &a.shape,
            a.itemsize,
        );
        OwnedArray {
            typenum: a.typenum,
            itemsize: a.itemsize,
            shape: a.shape.to_vec(),
            data,
        }
    }

    /// Copies a guest array into `dst` with element 0 at `dst_off` and any byte strides; every
    /// element must land inside `dst`.
    pub fn copy_out_at(&self, a: &GuestArray, dst: &mut [u8], dst_off: usize, dst_strides: &[isize]) -> Result<()> {
        let (lo, hi) = extent(&a.shape, dst_strides, a.itemsize);
        if dst_strides.len() != a.shape.len()
            || (dst_off as isize + lo) < 0
            || dst_off as isize + hi > dst.len() as isize
        {
            return Err(Error::Marshal(
                "the destination array does not fit the guest's array".into(),
            ));
        }
        strided_copy(
            self.g.memory(),
            a.data as usize,
            &a.strides,
            dst,
            dst_off,
            dst_strides,
            &a.shape,
            a.itemsize,
        );
        Ok(())
    }

    /// One complete run on a fresh instance: constants, init, inputs, run, owned outputs.
    pub fn run_once(
        &mut self,
        constants: &[GuestValue],
        inputs: &[GuestValue],
        n_outputs: usize,
    ) -> Guarded<Vec<GuestValue>, G::Trap> {
        if let Err(e) = self.init(constants)? {
            return Ok(Err(e));
        }
        let inputs: Vec<Input<'_>> = inputs.iter().map(Input::Value).collect();
        if let Err(e) = self.set_inputs(&inputs)? {
            return Ok(Err(e));
        }
        if let Err(e) = self.run()? {
            return Ok(Err(e));
        }
        let outs = match self.outputs(n_outputs)? {
            Ok(o) => o,
            Err(e) => return Ok(Err(e)),
        };
        Ok(Ok(outs
            .into_iter()
            .map(|o| match o {
                Output::Value(v) => v,
                Output::Array(a) => GuestValue::Array(self.owned(&a)),
            })
            .collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Rust type a C type of guest_abi.h crosses the boundary as (pointers are u32
    /// guest addresses).
    fn wasm_type(c: &str) -> &'static str {
        match c.trim() {
            "void" => "()",
            "int32_t" => "i32",
            "int64_t" => "i64",
            "double" => "f64",
            p if p.ends_with('*') => "u32",
            other => panic!("guest_abi.h uses a type the host has no mapping for: {other}"),
        }
    }

    #[test]
    fn the_export_list_matches_guest_abi_h() {
        let header = include_str!("../../wasm/guest_abi.h");
        // `ret tl_name(params);` declarations, one per line; parameter names are dropped.
        let mut declared = std::collections::BTreeMap::new();
        for line in header.lines() {
            let decl = line.split("/*").next().unwrap_or("").trim();
            if decl.starts_with('#') || !decl.ends_with(");") {
                continue;
            }
            let Some((head, rest)) = decl.split_once('(') else {
                continue;
            };
            let Some(name_at) = head.rfind("tl_") else { continue };
            let ret = wasm_type(&head[..name_at]);
            let params = rest.split(')').next().unwrap_or("");
            let params: Vec<&str> = if params.trim() == "void" {
                vec![]
            } else {
                params
                    .split(',')
                    .map(|p| {
                        let p = p.trim();
                        // Drop the parameter name: the type is what precedes the last word.
                        let cut = p.rfind([' ', '*']).map_or(p.len(), |i| i + 1);
                        wasm_type(&p[..cut])
                    })
                    .collect()
            };
            declared.insert(head[name_at..].trim().to_string(), (params, ret));
        }
        assert!(declared.len() > 30, "parsed only {} declarations", declared.len());
        // Exported for the guest's own use, not called by the host.
        let not_called = ["tl_decref", "tl_flush"];
        for (name, params, ret) in SIGNATURES {
            if *name == "_initialize" {
                continue; // the WASI reactor's initialiser, not part of guest_abi.h
            }
            let Some((c_params, c_ret)) = declared.get(*name) else {
                panic!("the host calls {name}, which wasm/guest_abi.h does not declare");
            };
            assert_eq!((c_params.as_slice(), *c_ret), (*params, *ret), "signature of {name}");
        }
        for name in declared.keys() {
            assert!(
                not_called.contains(&name.as_str()) || SIGNATURES.iter().any(|s| s.0 == name),
                "wasm/guest_abi.h declares {name}, which the host's export list (with_exports!) lacks"
            );
        }
    }
}
