//! One Function instance on the wasm target: a wasmtime Store and Instance of the module,
//! with inputs built as shim objects in guest memory through the guest ABI exports
//! (wasm/guest_abi.h) and outputs read back the same way. A trap discards the instance; the
//! next call builds a fresh one.
use std::sync::Arc;

use wasmtime::{Instance, Linker, Memory, Module, Store, StoreLimitsBuilder, TypedFunc};

use super::wasi::{self, HostState};
use crate::error::{Error, PyExcKind, Result};

/// Guest ABI version this host speaks (TL_ABI_VERSION in wasm/guest_abi.h).
pub const ABI_VERSION: i32 = 1;
/// Default per-instance memory cap.
pub const DEFAULT_MEMORY: usize = 1 << 30;
/// Default captured stdout+stderr per call.
pub const DEFAULT_OUTPUT: usize = 1 << 20;
/// Deepest tuple nesting read back from the guest (a hostile guest can build cycles).
const MAX_DEPTH: usize = 64;
const MAX_CSTR: usize = 1 << 16;

/// A value that crosses the sandbox boundary (what the shim's objects can represent).
#[derive(Debug, Clone, PartialEq)]
pub enum GuestValue {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Tuple(Vec<GuestValue>),
}

/// What the guest printed during a call (kept even when the call fails).
#[derive(Debug, Default)]
pub struct Printed {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub truncated: bool,
}

/// A compiled module plus what instances need to know about it; shared by its instances.
pub struct GuestModule {
    module: Module,
    linker: Linker<HostState>,
    pub n_inputs: usize,
    pub n_outputs: usize,
    pub n_constants: usize,
}

impl GuestModule {
    pub fn new(module: Module, n_inputs: usize, n_outputs: usize, n_constants: usize) -> Result<Arc<Self>> {
        let mut linker = Linker::new(super::engine()?);
        wasi::add_to_linker(&mut linker)?;
        let mut probe = Store::new(super::engine()?, HostState::new(0, StoreLimitsBuilder::new().build()));
        wasi::check_imports(&module, &linker, &mut probe)?;
        Ok(Arc::new(GuestModule {
            module,
            linker,
            n_inputs,
            n_outputs,
            n_constants,
        }))
    }
}

struct Exports {
    new_none: TypedFunc<(), u32>,
    new_bool: TypedFunc<i32, u32>,
    new_long: TypedFunc<i64, u32>,
    new_float: TypedFunc<f64, u32>,
    new_tuple: TypedFunc<i32, u32>,
    tuple_set: TypedFunc<(u32, i32, u32), i32>,
    kind: TypedFunc<u32, i32>,
    long_value: TypedFunc<u32, i64>,
    float_value: TypedFunc<u32, f64>,
    tuple_size: TypedFunc<u32, i32>,
    tuple_item: TypedFunc<(u32, i32), u32>,
    str_utf8: TypedFunc<u32, u32>,
    err_kind: TypedFunc<(), i32>,
    err_message: TypedFunc<(), u32>,
    err_clear: TypedFunc<(), ()>,
    live_objects: TypedFunc<(), i64>,
    set_input: TypedFunc<(i32, u32), ()>,
    set_constant: TypedFunc<(i32, u32), ()>,
    init: TypedFunc<(), i32>,
    run: TypedFunc<(), i32>,
    output: TypedFunc<i32, u32>,
}

struct Live {
    store: Store<HostState>,
    memory: Memory,
    x: Exports,
}

/// Per-Function guest state. Not shared between Functions: each has its own memory.
pub struct GuestInstance {
    module: Arc<GuestModule>,
    constants: Vec<GuestValue>,
    memory_limit: usize,
    output_cap: usize,
    live: Option<Live>,
    printed: Printed,
}

fn trap_error(e: wasmtime::Error, state: &HostState) -> Error {
    if let Some(code) = state.exit_code {
        return Error::Sandbox(format!("the guest called exit({code}); the instance was discarded"));
    }
    match e.downcast_ref::<wasmtime::Trap>() {
        Some(trap) => Error::Sandbox(format!("the guest trapped: {trap}; the instance was discarded")),
        None => Error::Sandbox(format!("the guest failed: {e}; the instance was discarded")),
    }
}

impl Live {
    fn new(module: &GuestModule, memory_limit: usize, output_cap: usize) -> Result<Live> {
        let limits = StoreLimitsBuilder::new().memory_size(memory_limit).instances(1).build();
        let mut store = Store::new(module.module.engine(), HostState::new(output_cap, limits));
        store.limiter(|s| &mut s.limits);
        let instance: Instance = module
            .linker
            .instantiate(&mut store, &module.module)
            .map_err(|e| trap_error(e, store.data()))?;
        let bad = |what: &str, e: wasmtime::Error| {
            Error::Sandbox(format!("the module breaks the guest ABI: export {what}: {e}"))
        };
        macro_rules! f {
            ($name:literal) => {
                instance
                    .get_typed_func(&mut store, $name)
                    .map_err(|e| bad($name, e))?
            };
        }
        let memory = instance
            .get_memory(&mut store, "memory")
            .ok_or_else(|| Error::Sandbox("the module exports no memory".into()))?;
        let initialize: TypedFunc<(), ()> = f!("_initialize");
        let abi: TypedFunc<(), i32> = f!("tl_abi_version");
        let x = Exports {
            new_none: f!("tl_new_none"),
            new_bool: f!("tl_new_bool"),
            new_long: f!("tl_new_long"),
            new_float: f!("tl_new_float"),
            new_tuple: f!("tl_new_tuple"),
            tuple_set: f!("tl_tuple_set"),
            kind: f!("tl_kind"),
            long_value: f!("tl_long_value"),
            float_value: f!("tl_float_value"),
            tuple_size: f!("tl_tuple_size"),
            tuple_item: f!("tl_tuple_item"),
            str_utf8: f!("tl_str_utf8"),
            err_kind: f!("tl_err_kind"),
            err_message: f!("tl_err_message"),
            err_clear: f!("tl_err_clear"),
            live_objects: f!("tl_live_objects"),
            set_input: f!("tl_set_input"),
            set_constant: f!("tl_set_constant"),
            init: f!("tl_init"),
            run: f!("tl_run"),
            output: f!("tl_output"),
        };
        initialize
            .call(&mut store, ())
            .map_err(|e| trap_error(e, store.data()))?;
        let version = abi.call(&mut store, ()).map_err(|e| trap_error(e, store.data()))?;
        if version != ABI_VERSION {
            return Err(Error::Sandbox(format!(
                "the module speaks guest ABI {version}, this twinlink speaks {ABI_VERSION}"
            )));
        }
        Ok(Live { store, memory, x })
    }

    fn cstr(&self, ptr: u32) -> String {
        let data = self.memory.data(&self.store);
        let start = (ptr as usize).min(data.len());
        let end = (start + MAX_CSTR).min(data.len());
        let bytes = &data[start..end];
        let len = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        String::from_utf8_lossy(&bytes[..len]).into_owned()
    }

    /// The pending guest exception, cleared.
    fn take_error(&mut self) -> wasmtime::Result<Option<(i32, String)>> {
        let kind = self.x.err_kind.call(&mut self.store, ())?;
        if kind == 0 {
            return Ok(None);
        }
        let ptr = self.x.err_message.call(&mut self.store, ())?;
        let message = self.cstr(ptr);
        self.x.err_clear.call(&mut self.store, ())?;
        Ok(Some((kind, message)))
    }

    fn guest_error(&mut self, failure: i32) -> wasmtime::Result<Error> {
        Ok(match self.take_error()? {
            Some((code, message)) => match PyExcKind::from_code(code) {
                Some(kind) => Error::Guest { kind, message },
                None => Error::Sandbox(format!(
                    "the guest raised an exception of unknown type code {code}: {message}"
                )),
            },
            None => Error::Guest {
                kind: PyExcKind::SystemError,
                message: format!("the guest failed (failure id {failure}) without setting an exception"),
            },
        })
    }

    /// Builds `v` as a guest object (a new reference), or reports the guest's error.
    fn make(&mut self, v: &GuestValue) -> wasmtime::Result<std::result::Result<u32, Error>> {
        let s = &mut self.store;
        let ptr = match v {
            GuestValue::None => self.x.new_none.call(s, ())?,
            GuestValue::Bool(b) => self.x.new_bool.call(s, *b as i32)?,
            GuestValue::Int(i) => self.x.new_long.call(s, *i)?,
            GuestValue::Float(f) => self.x.new_float.call(s, *f)?,
            GuestValue::Str(_) => {
                return Ok(Err(Error::Marshal(
                    "str values cannot be passed into the sandbox yet".into(),
                )))
            }
            GuestValue::Tuple(items) => {
                let t = self.x.new_tuple.call(s, items.len() as i32)?;
                if t == 0 {
                    return Ok(Err(self.guest_error(0)?));
                }
                for (i, item) in items.iter().enumerate() {
                    let p = match self.make(item)? {
                        Ok(p) => p,
                        Err(e) => {
                            self.x.err_clear.call(&mut self.store, ())?;
                            return Ok(Err(e));
                        }
                    };
                    self.x.tuple_set.call(&mut self.store, (t, i as i32, p))?;
                }
                t
            }
        };
        if ptr == 0 {
            return Ok(Err(self.guest_error(0)?));
        }
        Ok(Ok(ptr))
    }

    fn read(&mut self, ptr: u32, depth: usize) -> wasmtime::Result<std::result::Result<GuestValue, Error>> {
        if ptr == 0 {
            return Ok(Err(Error::Marshal("the guest returned NULL as an output".into())));
        }
        if depth > MAX_DEPTH {
            return Ok(Err(Error::Marshal(format!(
                "guest output nests deeper than {MAX_DEPTH} levels"
            ))));
        }
        Ok(Ok(match self.x.kind.call(&mut self.store, ptr)? {
            1 => GuestValue::None,
            2 => GuestValue::Bool(self.x.long_value.call(&mut self.store, ptr)? != 0),
            3 => GuestValue::Int(self.x.long_value.call(&mut self.store, ptr)?),
            4 => GuestValue::Float(self.x.float_value.call(&mut self.store, ptr)?),
            5 => {
                let n = self.x.tuple_size.call(&mut self.store, ptr)?;
                let mut items = Vec::with_capacity(n.max(0) as usize);
                for i in 0..n {
                    let item = self.x.tuple_item.call(&mut self.store, (ptr, i))?;
                    match self.read(item, depth + 1)? {
                        Ok(v) => items.push(v),
                        Err(e) => return Ok(Err(e)),
                    }
                }
                GuestValue::Tuple(items)
            }
            6 => {
                let p = self.x.str_utf8.call(&mut self.store, ptr)?;
                GuestValue::Str(self.cstr(p))
            }
            k => {
                return Ok(Err(Error::Marshal(format!(
                    "the guest returned an object the host cannot convert (kind {k})"
                ))))
            }
        }))
    }
}

impl GuestInstance {
    pub fn new(module: Arc<GuestModule>, constants: Vec<GuestValue>) -> Result<Self> {
        if constants.len() != module.n_constants {
            return Err(Error::Link(format!(
                "the module needs {} constants, {} were given",
                module.n_constants,
                constants.len()
            )));
        }
        let mut inst = GuestInstance {
            module,
            constants,
            memory_limit: DEFAULT_MEMORY,
            output_cap: DEFAULT_OUTPUT,
            live: None,
            printed: Printed::default(),
        };
        inst.live()?;
        Ok(inst)
    }

    /// The live instance, instantiated and struct-initialised on first use and after a trap.
    fn live(&mut self) -> Result<&mut Live> {
        if self.live.is_none() {
            let mut live = Live::new(&self.module, self.memory_limit, self.output_cap)?;
            let constants = self.constants.clone();
            let result: wasmtime::Result<Result<()>> = (|| {
                for (i, c) in constants.iter().enumerate() {
                    match live.make(c)? {
                        Ok(p) => live.x.set_constant.call(&mut live.store, (i as i32, p))?,
                        Err(e) => return Ok(Err(e)),
                    }
                }
                let failure = live.x.init.call(&mut live.store, ())?;
                if failure != 0 {
                    return Ok(Err(live.guest_error(failure)?));
                }
                Ok(Ok(()))
            })();
            match result {
                Ok(Ok(())) => self.live = Some(live),
                Ok(Err(e)) => return Err(e),
                Err(e) => return Err(trap_error(e, live.store.data())),
            }
        }
        self.live
            .as_mut()
            .ok_or_else(|| Error::Sandbox("no live instance".into()))
    }

    /// Runs the graph once on `inputs`. What the guest printed is kept for `take_printed`.
    pub fn call(&mut self, inputs: &[GuestValue]) -> Result<Vec<GuestValue>> {
        if inputs.len() != self.module.n_inputs {
            return Err(Error::Link(format!(
                "expected {} inputs, got {}",
                self.module.n_inputs,
                inputs.len()
            )));
        }
        let n_outputs = self.module.n_outputs;
        self.live()?;
        let Some(live) = self.live.as_mut() else {
            return Err(Error::Sandbox("no live instance".into()));
        };
        let result: wasmtime::Result<Result<Vec<GuestValue>>> = (|| {
            for (i, v) in inputs.iter().enumerate() {
                match live.make(v)? {
                    Ok(p) => live.x.set_input.call(&mut live.store, (i as i32, p))?,
                    Err(e) => return Ok(Err(e)),
                }
            }
            let failure = live.x.run.call(&mut live.store, ())?;
            if failure != 0 {
                return Ok(Err(live.guest_error(failure)?));
            }
            let mut values = Vec::with_capacity(n_outputs);
            for i in 0..n_outputs {
                let p = live.x.output.call(&mut live.store, i as i32)?;
                match live.read(p, 0)? {
                    Ok(v) => values.push(v),
                    Err(e) => return Ok(Err(e)),
                }
            }
            Ok(Ok(values))
        })();
        let state = live.store.data_mut();
        self.printed.stdout.append(&mut state.stdout);
        self.printed.stderr.append(&mut state.stderr);
        self.printed.truncated |= std::mem::take(&mut state.output_truncated);
        match result {
            Ok(values) => values,
            Err(trap) => {
                let err = trap_error(trap, live.store.data());
                self.live = None;
                Err(err)
            }
        }
    }

    /// What the guest printed since the last call of this method.
    pub fn take_printed(&mut self) -> Printed {
        std::mem::take(&mut self.printed)
    }

    /// Shim objects alive in the guest (0 when no instance is live).
    pub fn live_objects(&mut self) -> Result<i64> {
        match self.live.as_mut() {
            Some(live) => live
                .x
                .live_objects
                .call(&mut live.store, ())
                .map_err(|e| Error::Sandbox(e.to_string())),
            None => Ok(0),
        }
    }

    /// Bytes of linear memory of the live instance.
    pub fn memory_bytes(&self) -> usize {
        self.live.as_ref().map_or(0, |l| l.memory.data_size(&l.store))
    }
}
