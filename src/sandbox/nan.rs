//! Deterministic NaN bits at a fraction of the cost of canonicalising every float operation.
//!
//! Wasm leaves the sign and payload of a NaN produced by arithmetic unspecified: x86 gives
//! 0xfff8..., Arm 0x7ff8.... Engines can canonicalise the result of every float operation
//! ("eager"), which costs a compare and a blend per operation: 2.4x on the vectorised exp
//! kernel. This pass rewrites a module so that NaN bits are canonicalised only where they can
//! be observed, and the engine's own canonicalisation is switched off.
//!
//! A value produced by float arithmetic is *dirty*: equal to what the eager scheme would give,
//! except that a NaN may carry any bits. Arithmetic on dirty values stays dirty (a NaN input
//! gives a NaN output whatever its bits), and comparisons and float-to-int conversions do not
//! depend on NaN bits, so those consume dirty values as they are; `abs` keeps a value dirty
//! (the canonical NaN is positive), and so does selecting or clearing whole lanes of a dirty
//! vector by a lane-wise mask (`v128.bitselect`, `v128.and`/`andnot` with a comparison's
//! result), where the other lanes are dirty of the same kind or constants canonicalisation
//! leaves unchanged. Every other consumer (a store, a reinterpretation, another bitwise or
//! integer vector operation, neg/copysign, a call, a block boundary, a global) sees the value
//! canonicalised right after the instruction that produced it. Locals are split into webs (the
//! definitions that meet at some `local.get`, over the structured control flow: compilers give
//! one local to values whose lives do not overlap) and the webs classified by a fixed point
//! over the function: a web that only ever holds dirty values of one kind (or constants
//! canonicalisation leaves unchanged) keeps them dirty; any other web receives canonical
//! values. So every observed value has exactly the bits eager canonicalisation gives, which
//! the golden bundles (recorded eagerly) check on every engine.

use wasmparser::{
    BinaryReader, BlockType, ContType, FrameKind, FuncType, FunctionBody, ModuleArity, Operator, RefType, SubType,
    TypeRef, ValType,
};

use crate::error::{Error, Result};

/// Part of the compiled-module cache key: bump when the rewrite changes.
pub const VERSION: u32 = 3;

const CANONICAL_F32: u32 = 0x7fc0_0000;
const CANONICAL_F64: u64 = 0x7ff8_0000_0000_0000;

/// The float kind of a dirty value: it decides how the value is canonicalised.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    F32,
    F64,
    F32x4,
    F64x2,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    /// Bits are deterministic.
    Clean,
    /// A constant canonicalisation leaves unchanged whatever float kind it is read as.
    Neutral,
    /// Produced by float arithmetic: a NaN's bits are unspecified.
    Dirty(Kind),
    /// A vector whose lanes of this many bits are each all ones or all zeros (a lane-wise
    /// comparison's result): deterministic bits that select whole lanes (`V128Bitselect`).
    Mask(u8),
}

/// A value on the simulated operand stack and the instruction that pushed it.
#[derive(Clone, Copy, Debug)]
struct Val {
    state: State,
    producer: usize,
}

const NO_PRODUCER: usize = usize::MAX;
/// Far beyond what compilers emit; a body that needs more is refused.
const MAX_STACK: usize = 1 << 20;
/// wasmtime's limit on the locals of one function, scratch locals included.
const MAX_LOCALS: u64 = 50_000;

impl Val {
    /// Whether the value may join dirty values of kind `k` and leave them dirty: dirty of that
    /// kind, or a constant canonicalisation leaves unchanged.
    fn fits(&self, k: Option<Kind>) -> bool {
        match self.state {
            State::Neutral => true,
            State::Dirty(d) => Some(d) == k,
            State::Clean | State::Mask(_) => false,
        }
    }

    fn clean() -> Val {
        Val {
            state: State::Clean,
            producer: NO_PRODUCER,
        }
    }
}

/// What a local may hold, joined over every value stored into it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Bottom,
    /// Only neutral constants so far: read as clean, and no longer a mask once a mask joins.
    Neutral,
    Clean,
    Mask(u8),
    Dirty(Kind),
    Mixed,
}

impl Class {
    fn join(self, s: State) -> Class {
        use Class as C;
        use State as S;
        match (self, s) {
            (C::Mixed, _) => C::Mixed,
            (C::Bottom | C::Neutral, S::Neutral) => C::Neutral,
            (C::Bottom, S::Mask(w)) => C::Mask(w),
            (C::Mask(v), S::Mask(w)) if v == w => C::Mask(v),
            (C::Bottom | C::Neutral | C::Clean | C::Mask(_), S::Clean | S::Mask(_) | S::Neutral) => C::Clean,
            (C::Bottom | C::Neutral, S::Dirty(k)) => C::Dirty(k),
            (C::Dirty(k), S::Neutral) => C::Dirty(k),
            (C::Dirty(j), S::Dirty(k)) if j == k => C::Dirty(k),
            (C::Dirty(_), _) | (C::Clean | C::Mask(_), S::Dirty(_)) => C::Mixed,
        }
    }
}

/// Whether a lane-wise mask of `width` bits selects whole lanes of vector kind `k`.
fn selects_lanes(k: Kind, width: u8) -> bool {
    match k {
        Kind::F32x4 => width.is_multiple_of(32),
        Kind::F64x2 => width.is_multiple_of(64),
        Kind::F32 | Kind::F64 => false,
    }
}

/// The lane width of a vector comparison's result (a mask), for the comparisons kernels use.
fn mask_width(op: &Operator) -> Option<u8> {
    use Operator as O;
    match op {
        O::F64x2Eq | O::F64x2Ne | O::F64x2Lt | O::F64x2Gt | O::F64x2Le | O::F64x2Ge => Some(64),
        O::I64x2Eq | O::I64x2Ne | O::I64x2LtS | O::I64x2GtS | O::I64x2LeS | O::I64x2GeS => Some(64),
        O::F32x4Eq | O::F32x4Ne | O::F32x4Lt | O::F32x4Gt | O::F32x4Le | O::F32x4Ge => Some(32),
        O::I32x4Eq
        | O::I32x4Ne
        | O::I32x4LtS
        | O::I32x4LtU
        | O::I32x4GtS
        | O::I32x4GtU
        | O::I32x4LeS
        | O::I32x4LeU
        | O::I32x4GeS
        | O::I32x4GeU => Some(32),
        _ => None,
    }
}

/// How a float instruction treats dirty inputs.
enum Role {
    /// Float arithmetic: the result is dirty.
    Arith {
        input: Kind,
        output: Kind,
    },
    /// The result does not depend on NaN bits (comparisons, float-to-int conversions).
    Test {
        input: Kind,
    },
    /// Moves float bits between a vector and a scalar: dirty stays dirty.
    Lane {
        input: Kind,
        output: Kind,
    },
    /// Replaces one lane of a vector.
    Replace {
        vector: Kind,
        scalar: Kind,
    },
    Other,
}

fn role(op: &Operator) -> Role {
    use Kind::*;
    use Operator as O;
    let arith = |k: Kind| Role::Arith { input: k, output: k };
    let convert = |input: Kind, output: Kind| Role::Arith { input, output };
    let lane = |input: Kind, output: Kind| Role::Lane { input, output };
    let replace = |vector: Kind, scalar: Kind| Role::Replace { vector, scalar };
    match op {
        O::F32Add
        | O::F32Sub
        | O::F32Mul
        | O::F32Div
        | O::F32Min
        | O::F32Max
        | O::F32Sqrt
        | O::F32Ceil
        | O::F32Floor
        | O::F32Trunc
        | O::F32Nearest => arith(F32),
        O::F64Add
        | O::F64Sub
        | O::F64Mul
        | O::F64Div
        | O::F64Min
        | O::F64Max
        | O::F64Sqrt
        | O::F64Ceil
        | O::F64Floor
        | O::F64Trunc
        | O::F64Nearest => arith(F64),
        O::F32x4Add
        | O::F32x4Sub
        | O::F32x4Mul
        | O::F32x4Div
        | O::F32x4Min
        | O::F32x4Max
        | O::F32x4Sqrt
        | O::F32x4Ceil
        | O::F32x4Floor
        | O::F32x4Trunc
        | O::F32x4Nearest => arith(F32x4),
        O::F64x2Add
        | O::F64x2Sub
        | O::F64x2Mul
        | O::F64x2Div
        | O::F64x2Min
        | O::F64x2Max
        | O::F64x2Sqrt
        | O::F64x2Ceil
        | O::F64x2Floor
        | O::F64x2Trunc
        | O::F64x2Nearest => arith(F64x2),
        O::F32DemoteF64 => convert(F64, F32),
        O::F64PromoteF32 => convert(F32, F64),
        O::F32x4DemoteF64x2Zero => convert(F64x2, F32x4),
        O::F64x2PromoteLowF32x4 => convert(F32x4, F64x2),
        O::F32Eq
        | O::F32Ne
        | O::F32Lt
        | O::F32Gt
        | O::F32Le
        | O::F32Ge
        | O::I32TruncF32S
        | O::I32TruncF32U
        | O::I64TruncF32S
        | O::I64TruncF32U
        | O::I32TruncSatF32S
        | O::I32TruncSatF32U
        | O::I64TruncSatF32S
        | O::I64TruncSatF32U => Role::Test { input: F32 },
        O::F64Eq
        | O::F64Ne
        | O::F64Lt
        | O::F64Gt
        | O::F64Le
        | O::F64Ge
        | O::I32TruncF64S
        | O::I32TruncF64U
        | O::I64TruncF64S
        | O::I64TruncF64U
        | O::I32TruncSatF64S
        | O::I32TruncSatF64U
        | O::I64TruncSatF64S
        | O::I64TruncSatF64U => Role::Test { input: F64 },
        O::F32x4Eq
        | O::F32x4Ne
        | O::F32x4Lt
        | O::F32x4Gt
        | O::F32x4Le
        | O::F32x4Ge
        | O::I32x4TruncSatF32x4S
        | O::I32x4TruncSatF32x4U => Role::Test { input: F32x4 },
        O::F64x2Eq
        | O::F64x2Ne
        | O::F64x2Lt
        | O::F64x2Gt
        | O::F64x2Le
        | O::F64x2Ge
        | O::I32x4TruncSatF64x2SZero
        | O::I32x4TruncSatF64x2UZero => Role::Test { input: F64x2 },
        O::F32x4ExtractLane { .. } => lane(F32x4, F32),
        O::F64x2ExtractLane { .. } => lane(F64x2, F64),
        O::F32x4Splat => lane(F32, F32x4),
        O::F64x2Splat => lane(F64, F64x2),
        O::F32x4ReplaceLane { .. } => replace(F32x4, F32),
        O::F64x2ReplaceLane { .. } => replace(F64x2, F64),
        _ => Role::Other,
    }
}

fn neutral_f32(bits: u32) -> bool {
    let nan = bits & 0x7f80_0000 == 0x7f80_0000 && bits & 0x007f_ffff != 0;
    !nan || bits == CANONICAL_F32
}

fn neutral_f64(bits: u64) -> bool {
    let nan = bits & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 && bits & 0x000f_ffff_ffff_ffff != 0;
    !nan || bits == CANONICAL_F64
}

fn constant(neutral: bool) -> State {
    if neutral {
        State::Neutral
    } else {
        State::Clean
    }
}

/// The module's types and each function's type index.
struct ModuleInfo {
    types: Vec<SubType>,
    func_types: Vec<u32>,
}

struct Frame {
    ty: BlockType,
    kind: FrameKind,
    height: usize,
    unreachable: bool,
}

/// One simulation of a function body under a given classification of its locals.
struct Pass<'m> {
    module: &'m ModuleInfo,
    frames: Vec<Frame>,
    stack: Vec<Val>,
    canon: Vec<Option<Kind>>,
    /// Each web's class (`local_webs`), as the last round left it.
    classes: &'m [Class],
    /// Each local instruction's web: its index into `classes`.
    webs: &'m [u32],
    next: Vec<Class>,
}

impl ModuleArity for Pass<'_> {
    fn sub_type_at(&self, type_idx: u32) -> Option<&SubType> {
        self.module.types.get(type_idx as usize)
    }
    fn tag_type_arity(&self, _at: u32) -> Option<(u32, u32)> {
        None
    }
    fn type_index_of_function(&self, function_idx: u32) -> Option<u32> {
        self.module.func_types.get(function_idx as usize).copied()
    }
    fn func_type_of_cont_type(&self, _c: &ContType) -> Option<&FuncType> {
        None
    }
    fn sub_type_of_ref_type(&self, _rt: &RefType) -> Option<&SubType> {
        None
    }
    fn control_stack_height(&self) -> u32 {
        self.frames.len() as u32
    }
    fn label_block(&self, depth: u32) -> Option<(BlockType, FrameKind)> {
        let i = self.frames.len().checked_sub(1 + depth as usize)?;
        Some((self.frames[i].ty, self.frames[i].kind))
    }
}

fn invalid(what: impl std::fmt::Display) -> Error {
    Error::Sandbox(format!("invalid wasm module: {what}"))
}

impl<'m> Pass<'m> {
    fn new(module: &'m ModuleInfo, func_type: u32, n_ops: usize, classes: &'m [Class], webs: &'m [u32]) -> Pass<'m> {
        Pass {
            module,
            frames: vec![Frame {
                ty: BlockType::FuncType(func_type),
                kind: FrameKind::Block,
                height: 0,
                unreachable: false,
            }],
            stack: Vec::new(),
            canon: vec![None; n_ops],
            classes,
            webs,
            next: classes.to_vec(),
        }
    }

    fn mark(&mut self, v: Val) {
        if let State::Dirty(k) = v.state {
            self.canon[v.producer] = Some(k);
        }
    }

    fn pop(&mut self) -> Result<Val> {
        let frame = self
            .frames
            .last()
            .ok_or_else(|| invalid("instruction after the function's end"))?;
        if self.stack.len() > frame.height {
            Ok(self.stack.pop().unwrap_or_else(Val::clean))
        } else if frame.unreachable {
            Ok(Val::clean())
        } else {
            Err(invalid("operand stack underflow"))
        }
    }

    /// Pops `n` values that leave through an observation point (canonicalised).
    fn pop_observed(&mut self, n: u32) -> Result<()> {
        for _ in 0..n {
            let v = self.pop()?;
            self.mark(v);
        }
        Ok(())
    }

    fn push_clean(&mut self, n: u32) {
        self.stack.extend((0..n).map(|_| Val::clean()));
    }

    /// The `n` clean results of `op`: a mask when it is a lane-wise comparison.
    fn push_results(&mut self, op: &Operator, n: u32) {
        match mask_width(op) {
            Some(w) => self.stack.push(Val {
                state: State::Mask(w),
                producer: NO_PRODUCER,
            }),
            None => self.push_clean(n),
        }
    }

    fn unreachable(&mut self) {
        if let Some(f) = self.frames.last_mut() {
            self.stack.truncate(f.height);
            f.unreachable = true;
        }
    }

    fn block_arity(&self, ty: BlockType) -> Result<(u32, u32)> {
        self.block_type_arity(ty).ok_or_else(|| invalid("unknown block type"))
    }

    fn label_arity(&self, depth: u32) -> Result<u32> {
        let (ty, kind) = self
            .label_block(depth)
            .ok_or_else(|| invalid("branch to an unknown label"))?;
        let (params, results) = self.block_arity(ty)?;
        Ok(if kind == FrameKind::Loop { params } else { results })
    }

    fn enter(&mut self, ty: BlockType, kind: FrameKind) -> Result<()> {
        let (params, _) = self.block_arity(ty)?;
        self.pop_observed(params)?;
        self.frames.push(Frame {
            ty,
            kind,
            height: self.stack.len(),
            unreachable: false,
        });
        self.push_clean(params);
        Ok(())
    }

    fn call(&mut self, type_idx: u32) -> Result<()> {
        let ty = self
            .sub_type_at(type_idx)
            .ok_or_else(|| invalid("call to an unknown type"))?;
        let (params, results) = self
            .sub_type_arity(ty)
            .ok_or_else(|| invalid("call to a non-function type"))?;
        self.pop_observed(params)?;
        self.push_clean(results);
        Ok(())
    }

    /// The result of an instruction whose inputs must all be dirty of the expected kinds (or
    /// neutral) for its result to stay dirty; otherwise dirty inputs are canonicalised.
    fn homogeneous(&mut self, at: usize, inputs: &[(Val, Option<Kind>)], output: Kind) {
        let dirty = inputs.iter().any(|(v, _)| matches!(v.state, State::Dirty(_)));
        let state = if inputs.iter().all(|(v, k)| v.fits(*k)) {
            if dirty {
                State::Dirty(output)
            } else {
                // Not `Neutral`: a constant neutral as one f64 may hold a non-canonical f32 NaN
                // in one half once it is a vector lane, and vice versa.
                State::Clean
            }
        } else {
            for (v, _) in inputs {
                self.mark(*v);
            }
            State::Clean
        };
        let producer = if matches!(state, State::Dirty(_)) {
            at
        } else {
            NO_PRODUCER
        };
        self.stack.push(Val { state, producer });
    }

    fn step(&mut self, at: usize, op: &Operator) -> Result<()> {
        use Operator as O;
        match op {
            O::Block { blockty } => self.enter(*blockty, FrameKind::Block)?,
            O::Loop { blockty } => self.enter(*blockty, FrameKind::Loop)?,
            O::If { blockty } => {
                self.pop()?;
                self.enter(*blockty, FrameKind::If)?;
            }
            O::Else => {
                let ty = self.frames.last().ok_or_else(|| invalid("else outside a block"))?.ty;
                let (params, results) = self.block_arity(ty)?;
                self.pop_observed(results)?;
                if let Some(f) = self.frames.last_mut() {
                    self.stack.truncate(f.height);
                    f.unreachable = false;
                    f.kind = FrameKind::Else;
                }
                self.push_clean(params);
            }
            O::End => {
                let ty = self.frames.last().ok_or_else(|| invalid("end outside a block"))?.ty;
                let (_, results) = self.block_arity(ty)?;
                self.pop_observed(results)?;
                if let Some(f) = self.frames.pop() {
                    self.stack.truncate(f.height);
                }
                self.push_clean(results);
            }
            O::Br { relative_depth } => {
                let n = self.label_arity(*relative_depth)?;
                self.pop_observed(n)?;
                self.unreachable();
            }
            O::BrIf { relative_depth } => {
                self.pop()?;
                let n = self.label_arity(*relative_depth)?;
                self.pop_observed(n)?;
                self.push_clean(n);
            }
            O::BrTable { targets } => {
                self.pop()?;
                let n = self.label_arity(targets.default())?;
                self.pop_observed(n)?;
                self.unreachable();
            }
            O::Return => {
                let depth = self
                    .frames
                    .len()
                    .checked_sub(1)
                    .ok_or_else(|| invalid("return after the function's end"))?;
                let n = self.label_arity(depth as u32)?;
                self.pop_observed(n)?;
                self.unreachable();
            }
            O::Unreachable => self.unreachable(),
            O::Call { function_index } | O::ReturnCall { function_index } => {
                let ty = self
                    .type_index_of_function(*function_index)
                    .ok_or_else(|| invalid("call to an unknown function"))?;
                self.call(ty)?;
                if matches!(op, O::ReturnCall { .. }) {
                    self.unreachable();
                }
            }
            O::CallIndirect { type_index, .. } | O::ReturnCallIndirect { type_index, .. } => {
                self.pop()?;
                self.call(*type_index)?;
                if matches!(op, O::ReturnCallIndirect { .. }) {
                    self.unreachable();
                }
            }
            O::Drop => {
                self.pop()?;
            }
            O::Select | O::TypedSelect { .. } => {
                self.pop()?;
                let b = self.pop()?;
                let a = self.pop()?;
                let kind = match (a.state, b.state) {
                    (State::Dirty(k), _) | (_, State::Dirty(k)) => Some(k),
                    _ => None,
                };
                match kind {
                    Some(k) => self.homogeneous(at, &[(a, Some(k)), (b, Some(k))], k),
                    None => {
                        let state = if a.state == State::Neutral && b.state == State::Neutral {
                            State::Neutral
                        } else {
                            State::Clean
                        };
                        self.stack.push(Val {
                            state,
                            producer: NO_PRODUCER,
                        });
                    }
                }
            }
            O::LocalGet { .. } => {
                let class = *self
                    .classes
                    .get(self.webs[at] as usize)
                    .ok_or_else(|| invalid("unknown local"))?;
                self.stack.push(match class {
                    Class::Dirty(k) => Val {
                        state: State::Dirty(k),
                        producer: at,
                    },
                    Class::Mask(w) => Val {
                        state: State::Mask(w),
                        producer: NO_PRODUCER,
                    },
                    _ => Val::clean(),
                });
            }
            O::LocalSet { .. } | O::LocalTee { .. } => {
                let i = self.webs[at] as usize;
                let class = *self.classes.get(i).ok_or_else(|| invalid("unknown local"))?;
                let v = self.pop()?;
                self.next[i] = self.next[i].join(v.state);
                let kept = matches!(v.state, State::Dirty(k) if class == Class::Dirty(k));
                if !kept {
                    self.mark(v);
                }
                if matches!(op, O::LocalTee { .. }) {
                    self.stack.push(match v.state {
                        State::Dirty(k) if kept => Val {
                            state: State::Dirty(k),
                            producer: at,
                        },
                        State::Neutral | State::Mask(_) => Val {
                            state: v.state,
                            producer: NO_PRODUCER,
                        },
                        _ => Val::clean(),
                    });
                }
            }
            // Lane-wise masks combine into masks; a mask selects or clears whole lanes of a
            // dirty vector, which stays dirty: canonicalising the lanes after the selection gives
            // the bits canonicalising them before would (the canonical NaN is a whole lane, and
            // zero and neutral lanes are their own canonical form).
            O::V128Not => {
                let a = self.pop()?;
                let state = match a.state {
                    State::Mask(w) => State::Mask(w),
                    _ => {
                        self.mark(a);
                        State::Clean
                    }
                };
                self.stack.push(Val {
                    state,
                    producer: NO_PRODUCER,
                });
            }
            O::V128And | O::V128Or | O::V128Xor | O::V128AndNot => {
                let b = self.pop()?;
                let a = self.pop()?;
                // the kind of `d` when `d` is dirty and `m` a mask selecting its whole lanes
                let masked = |d: &Val, m: &Val| match (d.state, m.state) {
                    (State::Dirty(k), State::Mask(w)) if selects_lanes(k, w) => Some(k),
                    _ => None,
                };
                let kept = match op {
                    O::V128And => masked(&a, &b).or(masked(&b, &a)),
                    O::V128AndNot => masked(&a, &b), // a & !b
                    _ => None,
                };
                let val = match (a.state, b.state, kept) {
                    (State::Mask(v), State::Mask(w), _) if v == w => Val {
                        state: State::Mask(v),
                        producer: NO_PRODUCER,
                    },
                    (_, _, Some(k)) => Val {
                        state: State::Dirty(k),
                        producer: at,
                    },
                    _ => {
                        self.mark(a);
                        self.mark(b);
                        Val::clean()
                    }
                };
                self.stack.push(val);
            }
            O::V128Bitselect => {
                let c = self.pop()?;
                let b = self.pop()?;
                let a = self.pop()?;
                let kind = match (a.state, b.state) {
                    (State::Dirty(k), _) | (_, State::Dirty(k)) => Some(k),
                    _ => None,
                };
                let val = match (c.state, kind) {
                    (State::Mask(w), Some(k)) if selects_lanes(k, w) && a.fits(Some(k)) && b.fits(Some(k)) => Val {
                        state: State::Dirty(k),
                        producer: at,
                    },
                    (State::Mask(w), None) if a.state == State::Mask(w) && b.state == State::Mask(w) => Val {
                        state: State::Mask(w),
                        producer: NO_PRODUCER,
                    },
                    _ => {
                        self.mark(a);
                        self.mark(b);
                        self.mark(c);
                        Val::clean()
                    }
                };
                self.stack.push(val);
            }
            // |NaN| is the canonical NaN when the NaN is: abs keeps a dirty value dirty.
            O::F32Abs | O::F64Abs | O::F32x4Abs | O::F64x2Abs => {
                let k = match op {
                    O::F32Abs => Kind::F32,
                    O::F64Abs => Kind::F64,
                    O::F32x4Abs => Kind::F32x4,
                    _ => Kind::F64x2,
                };
                let v = self.pop()?;
                self.homogeneous(at, &[(v, Some(k))], k);
            }
            O::F32Const { value } => self.stack.push(Val {
                state: constant(neutral_f32(value.bits())),
                producer: NO_PRODUCER,
            }),
            O::F64Const { value } => self.stack.push(Val {
                state: constant(neutral_f64(value.bits())),
                producer: NO_PRODUCER,
            }),
            O::V128Const { value } => {
                let b = value.bytes();
                let f32s = b
                    .chunks_exact(4)
                    .all(|c| neutral_f32(u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
                let f64s = b
                    .chunks_exact(8)
                    .all(|c| neutral_f64(u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]])));
                self.stack.push(Val {
                    state: constant(f32s && f64s),
                    producer: NO_PRODUCER,
                });
            }
            O::Try { .. }
            | O::Catch { .. }
            | O::CatchAll
            | O::Delegate { .. }
            | O::TryTable { .. }
            | O::Throw { .. }
            | O::ThrowRef
            | O::Rethrow { .. } => return Err(invalid("exception handling is not supported")),
            // Off in every engine here; refused so the rewrite never has to classify them
            // (relaxed madd is a fused multiply-add, which eager canonicalisation covers).
            O::F32x4RelaxedMadd
            | O::F32x4RelaxedNmadd
            | O::F64x2RelaxedMadd
            | O::F64x2RelaxedNmadd
            | O::F32x4RelaxedMin
            | O::F32x4RelaxedMax
            | O::F64x2RelaxedMin
            | O::F64x2RelaxedMax
            | O::I8x16RelaxedSwizzle
            | O::I32x4RelaxedTruncF32x4S
            | O::I32x4RelaxedTruncF32x4U
            | O::I32x4RelaxedTruncF64x2SZero
            | O::I32x4RelaxedTruncF64x2UZero
            | O::I8x16RelaxedLaneselect
            | O::I16x8RelaxedLaneselect
            | O::I32x4RelaxedLaneselect
            | O::I64x2RelaxedLaneselect
            | O::I16x8RelaxedQ15mulrS
            | O::I16x8RelaxedDotI8x16I7x16S
            | O::I32x4RelaxedDotI8x16I7x16AddS => return Err(invalid("relaxed SIMD is not allowed")),
            O::CallRef { .. } | O::ReturnCallRef { .. } => {
                return Err(invalid("function references are not supported"))
            }
            _ => match role(op) {
                Role::Arith { input, output } => {
                    let (n, _) = self.arity(op)?;
                    for _ in 0..n {
                        let v = self.pop()?;
                        if v.state != State::Dirty(input) {
                            self.mark(v);
                        }
                    }
                    self.stack.push(Val {
                        state: State::Dirty(output),
                        producer: at,
                    });
                }
                Role::Test { input } => {
                    let (n, m) = self.arity(op)?;
                    for _ in 0..n {
                        let v = self.pop()?;
                        if v.state != State::Dirty(input) {
                            self.mark(v);
                        }
                    }
                    self.push_results(op, m);
                }
                Role::Lane { input, output } => {
                    let v = self.pop()?;
                    self.homogeneous(at, &[(v, Some(input))], output);
                }
                Role::Replace { vector, scalar } => {
                    let s = self.pop()?;
                    let v = self.pop()?;
                    self.homogeneous(at, &[(v, Some(vector)), (s, Some(scalar))], vector);
                }
                Role::Other => {
                    let (n, m) = self.arity(op)?;
                    self.pop_observed(n)?;
                    self.push_results(op, m);
                }
            },
        }
        Ok(())
    }

    /// Bounds the simulation's memory on hostile bodies (the module is validated later).
    fn check_depth(&self) -> Result<()> {
        if self.stack.len() > MAX_STACK {
            return Err(invalid(format!("operand stack deeper than {MAX_STACK} values")));
        }
        Ok(())
    }

    fn arity(&self, op: &Operator) -> Result<(u32, u32)> {
        op.operator_arity(self)
            .ok_or_else(|| invalid(format!("unsupported instruction {op:?}")))
    }
}

/// Above this many local-state merges (locals times branches and blocks), a function's locals
/// are classified whole instead of by web: the analysis stays linear on huge bodies.
const MAX_WEB_WORK: usize = 50_000_000;

/// Disjoint sets over definition ids, by path halving and union by index.
struct UnionFind(Vec<u32>);

impl UnionFind {
    fn find(&mut self, mut x: u32) -> u32 {
        while self.0[x as usize] != x {
            let up = self.0[self.0[x as usize] as usize];
            self.0[x as usize] = up;
            x = up;
        }
        x
    }

    fn union(&mut self, a: u32, b: u32) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.0[a.max(b) as usize] = a.min(b);
        }
    }

    /// Joins each local's definition in `state` with its definition in `into` (a label's state),
    /// or makes `state` the label's state when it has none yet.
    fn merge(&mut self, into: &mut Option<Vec<u32>>, state: &[u32]) {
        match into {
            None => *into = Some(state.to_vec()),
            Some(e) => e.iter().zip(state).for_each(|(a, b)| self.union(*a, *b)),
        }
    }
}

/// The webs of a function's locals, for `Pass`: `of[at]` is the web of the local that
/// instruction `at` gets, sets or tees (u32::MAX for other instructions), `params[p]` the web
/// holding parameter p's incoming value, `count` a bound on web ids.
struct Webs {
    of: Vec<u32>,
    params: Vec<u32>,
    count: usize,
}

/// A block, loop or if of the web analysis: the locals' definitions at a loop's head or at an
/// if's start, those that reach the end of a block or if by a branch (or by the end of the
/// then-arm), and whether the start was reachable.
struct WebFrame {
    is_loop: bool,
    entry: Option<Vec<u32>>,
    exit: Option<Vec<u32>>,
    has_else: bool,
    reachable: bool,
}

/// Splits each local into webs: the classes of values that meet at some `local.get` (the
/// definitions that reach it, found over the structured control flow; a definition is a set or
/// tee, or the value a local starts with). Compilers give one local to values whose lives do
/// not overlap (clang's wasm backend colours registers that way), so a local can hold float
/// results in one web and loaded or integer data in another; classified by web, the float
/// results stay dirty. Joining more than needed is always safe: it only classifies together
/// values that could have been apart.
fn local_webs(n_params: usize, n_locals: usize, ops: &[Operator]) -> Result<Webs> {
    use Operator as O;
    let whole = || {
        let of = ops
            .iter()
            .map(|op| match op {
                O::LocalGet { local_index } | O::LocalSet { local_index } | O::LocalTee { local_index } => *local_index,
                _ => u32::MAX,
            })
            .collect();
        Webs {
            of,
            params: (0..n_params as u32).collect(),
            count: n_locals,
        }
    };
    let merges: usize = ops
        .iter()
        .map(|op| match op {
            O::Block { .. } | O::Loop { .. } | O::If { .. } | O::Else | O::End | O::Br { .. } | O::BrIf { .. } => 1,
            O::BrTable { targets } => targets.len() as usize + 1,
            _ => 0,
        })
        .sum();
    let ids = n_locals + ops.len();
    if ids >= u32::MAX as usize || merges.saturating_mul(n_locals) > MAX_WEB_WORK {
        return Ok(whole());
    }
    let mut uf = UnionFind((0..ids as u32).collect());
    let mut state: Vec<u32> = (0..n_locals as u32).collect();
    let mut of = vec![u32::MAX; ops.len()];
    let mut frames = vec![WebFrame {
        is_loop: false,
        entry: None,
        exit: None,
        has_else: false,
        reachable: true,
    }];
    let mut reachable = true;
    let local = |i: u32| {
        if (i as usize) < n_locals {
            Ok(i as usize)
        } else {
            Err(invalid("unknown local"))
        }
    };
    // A branch to the label `depth` frames out: a loop's head or a block's end.
    let branch = |frames: &mut Vec<WebFrame>, uf: &mut UnionFind, state: &[u32], depth: u32| -> Result<()> {
        let i = frames
            .len()
            .checked_sub(1 + depth as usize)
            .ok_or_else(|| invalid("branch to an unknown label"))?;
        let f = &mut frames[i];
        uf.merge(if f.is_loop { &mut f.entry } else { &mut f.exit }, state);
        Ok(())
    };
    for (at, op) in ops.iter().enumerate() {
        match op {
            O::Block { .. } | O::Loop { .. } | O::If { .. } => {
                let is_loop = matches!(op, O::Loop { .. });
                frames.push(WebFrame {
                    is_loop,
                    entry: (!matches!(op, O::Block { .. })).then(|| state.clone()),
                    exit: None,
                    has_else: false,
                    reachable,
                });
            }
            O::Else => {
                let f = frames.last_mut().ok_or_else(|| invalid("else outside a block"))?;
                if reachable {
                    uf.merge(&mut f.exit, &state);
                }
                if let Some(e) = &f.entry {
                    state.copy_from_slice(e);
                }
                f.has_else = true;
                reachable = f.reachable;
            }
            O::End => {
                let mut f = frames.pop().ok_or_else(|| invalid("end outside a block"))?;
                if !f.is_loop {
                    if reachable {
                        uf.merge(&mut f.exit, &state);
                    }
                    if !f.has_else && f.reachable {
                        if let Some(e) = &f.entry {
                            uf.merge(&mut f.exit, e);
                        }
                    }
                    match &f.exit {
                        Some(e) => {
                            state.copy_from_slice(e);
                            reachable = true;
                        }
                        None => reachable = false,
                    }
                }
            }
            O::Br { relative_depth } | O::BrIf { relative_depth } => {
                if reachable {
                    branch(&mut frames, &mut uf, &state, *relative_depth)?;
                }
                reachable &= matches!(op, O::BrIf { .. });
            }
            O::BrTable { targets } => {
                if reachable {
                    for t in targets.targets().chain(std::iter::once(Ok(targets.default()))) {
                        branch(&mut frames, &mut uf, &state, t.map_err(invalid)?)?;
                    }
                }
                reachable = false;
            }
            O::Return | O::Unreachable | O::ReturnCall { .. } | O::ReturnCallIndirect { .. } => reachable = false,
            O::LocalGet { local_index } => of[at] = state[local(*local_index)?],
            O::LocalSet { local_index } | O::LocalTee { local_index } => {
                let l = local(*local_index)?;
                state[l] = (n_locals + at) as u32;
                of[at] = state[l];
            }
            _ => {}
        }
    }
    for w in of.iter_mut().filter(|w| **w != u32::MAX) {
        *w = uf.find(*w);
    }
    let params = (0..n_params as u32).map(|p| uf.find(p)).collect();
    Ok(Webs { of, params, count: ids })
}

/// Finds, for each instruction of a function, the kind its result must be canonicalised as.
fn analyse(
    module: &ModuleInfo,
    func_type: u32,
    n_params: usize,
    n_locals: usize,
    ops: &[Operator],
) -> Result<Vec<Option<Kind>>> {
    let webs = local_webs(n_params, n_locals, ops)?;
    let mut classes = vec![Class::Bottom; webs.count];
    for p in &webs.params {
        classes[*p as usize] = Class::Clean;
    }
    // Classes only grow (Bottom < Clean, Dirty < Mixed), so this ends; the cap bounds the
    // work on pathological bodies by falling back to canonicalising every stored value.
    let mut round = 0;
    loop {
        if round == 32 {
            classes.iter_mut().for_each(|c| *c = Class::Mixed);
        }
        let mut pass = Pass::new(module, func_type, ops.len(), &classes, &webs.of);
        for (at, op) in ops.iter().enumerate() {
            pass.step(at, op)?;
            pass.check_depth()?;
        }
        if pass.next == classes || round >= 32 {
            return Ok(pass.canon);
        }
        classes = pass.next;
        round += 1;
    }
}

fn leb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Appends the canonicalisation of the value on top of the stack, using scratch `local`.
fn emit_canonicalise(out: &mut Vec<u8>, kind: Kind, local: u32) {
    let simd = |out: &mut Vec<u8>, op: u64| {
        out.push(0xfd);
        leb(out, op);
    };
    out.push(0x22); // local.tee
    leb(out, local as u64);
    match kind {
        Kind::F32 => {
            out.push(0x43); // f32.const
            out.extend_from_slice(&CANONICAL_F32.to_le_bytes());
        }
        Kind::F64 => {
            out.push(0x44); // f64.const
            out.extend_from_slice(&CANONICAL_F64.to_le_bytes());
        }
        Kind::F32x4 => {
            simd(out, 12); // v128.const
            (0..4).for_each(|_| out.extend_from_slice(&CANONICAL_F32.to_le_bytes()));
        }
        Kind::F64x2 => {
            simd(out, 12);
            (0..2).for_each(|_| out.extend_from_slice(&CANONICAL_F64.to_le_bytes()));
        }
    }
    for _ in 0..2 {
        out.push(0x20); // local.get
        leb(out, local as u64);
    }
    // x == x is false only for NaN; select/bitselect keep x where it holds.
    match kind {
        Kind::F32 => out.extend_from_slice(&[0x5b, 0x1b]), // f32.eq, select
        Kind::F64 => out.extend_from_slice(&[0x61, 0x1b]), // f64.eq, select
        Kind::F32x4 => {
            simd(out, 65); // f32x4.eq
            simd(out, 82); // v128.bitselect
        }
        Kind::F64x2 => {
            simd(out, 71); // f64x2.eq
            simd(out, 82);
        }
    }
}

fn scratch_type(kind: Kind) -> (usize, u8) {
    match kind {
        Kind::F32 => (0, 0x7d),
        Kind::F64 => (1, 0x7c),
        Kind::F32x4 | Kind::F64x2 => (2, 0x7b),
    }
}

/// Rewrites one function body (without its size prefix) into `out`, with its size prefix.
fn rewrite_body(
    module: &ModuleInfo,
    func_type: u32,
    wasm: &[u8],
    body: &FunctionBody,
    out: &mut Vec<u8>,
) -> Result<()> {
    let range = body.range();
    let ty = module
        .types
        .get(func_type as usize)
        .and_then(|t| match &t.composite_type.inner {
            wasmparser::CompositeInnerType::Func(f) => Some(f),
            _ => None,
        })
        .ok_or_else(|| invalid("a function's type is not a function type"))?;
    let n_params = ty.params().len();
    let mut locals = body.get_locals_reader().map_err(invalid)?;
    let n_groups = locals.get_count();
    let groups_start = locals.original_position();
    let mut n_locals = n_params as u64;
    for _ in 0..n_groups {
        let (count, _ty): (u32, ValType) = locals.read().map_err(invalid)?;
        n_locals += count as u64;
    }
    if n_locals > MAX_LOCALS {
        return Err(invalid(format!("a function declares more than {MAX_LOCALS} locals")));
    }
    let code_start = locals.original_position();
    let mut reader = body.get_operators_reader().map_err(invalid)?;
    let mut ops = Vec::new();
    let mut offsets = Vec::new();
    while !reader.eof() {
        let (op, offset) = reader.read_with_offset().map_err(invalid)?;
        ops.push(op);
        offsets.push(offset);
    }
    offsets.push(range.end);
    let canon = analyse(module, func_type, n_params, n_locals as usize, &ops)?;
    #[cfg(test)]
    tests::MARKED.with(|m| {
        let marked = canon.iter().zip(&ops).filter(|(k, _)| k.is_some());
        m.borrow_mut().extend(marked.map(|(_, op)| format!("{op:?}")))
    });

    let mut needed = [false; 3];
    for k in canon.iter().flatten() {
        needed[scratch_type(*k).0] = true;
    }
    let mut scratch = [0u32; 3];
    let mut next = n_locals as u32;
    for (i, s) in scratch.iter_mut().enumerate() {
        if needed[i] {
            *s = next;
            next += 1;
        }
    }
    let added = needed.iter().filter(|n| **n).count();
    if n_locals + added as u64 > MAX_LOCALS {
        return Err(invalid(format!(
            "a function declares {n_locals} locals: with the {added} the NaN rewrite adds, more than {MAX_LOCALS}"
        )));
    }
    let mut new = Vec::with_capacity(range.len() + 64);
    leb(&mut new, (n_groups as usize + added) as u64);
    new.extend_from_slice(&wasm[groups_start..code_start]);
    for (i, byte) in [0x7d, 0x7c, 0x7b].into_iter().enumerate() {
        if needed[i] {
            new.extend_from_slice(&[1, byte]);
        }
    }
    for (at, kind) in canon.iter().enumerate() {
        new.extend_from_slice(&wasm[offsets[at]..offsets[at + 1]]);
        if let Some(k) = kind {
            emit_canonicalise(&mut new, *k, scratch[scratch_type(*k).0]);
        }
    }
    leb(out, new.len() as u64);
    out.extend_from_slice(&new);
    Ok(())
}

/// Rewrites a core wasm module so that every NaN it lets out of its float arithmetic is
/// canonical: run the result with the engine's NaN canonicalisation off.
pub fn canonicalise(wasm: &[u8]) -> Result<Vec<u8>> {
    if wasm.len() < 8 || wasm[..4] != *b"\0asm" || wasm[4..8] != [1, 0, 0, 0] {
        return Err(invalid("not a core wasm module (bad magic or version)"));
    }
    // Sections as (id, whole range, contents range).
    let mut sections = Vec::new();
    let mut r = BinaryReader::new(&wasm[8..], 8);
    while !r.eof() {
        let start = r.original_position();
        let id = r.read_u8().map_err(invalid)?;
        let size = r.read_var_u32().map_err(invalid)? as usize;
        let body = r.original_position();
        if body + size > wasm.len() {
            return Err(invalid("a section runs past the end of the module"));
        }
        r = BinaryReader::new(&wasm[body + size..], body + size);
        sections.push((id, start..body + size, body..body + size));
    }
    let mut module = ModuleInfo {
        types: Vec::new(),
        func_types: Vec::new(),
    };
    for (id, _, contents) in &sections {
        let reader = BinaryReader::new(&wasm[contents.clone()], contents.start);
        match id {
            1 => {
                for group in wasmparser::TypeSectionReader::new(reader).map_err(invalid)? {
                    module.types.extend(group.map_err(invalid)?.into_types());
                }
            }
            2 => {
                for import in wasmparser::ImportSectionReader::new(reader)
                    .map_err(invalid)?
                    .into_imports()
                {
                    if let TypeRef::Func(t) | TypeRef::FuncExact(t) = import.map_err(invalid)?.ty {
                        module.func_types.push(t);
                    }
                }
            }
            _ => {}
        }
    }
    let n_imported = module.func_types.len();
    for (id, _, contents) in &sections {
        if *id == 3 {
            let reader = BinaryReader::new(&wasm[contents.clone()], contents.start);
            for t in wasmparser::FunctionSectionReader::new(reader).map_err(invalid)? {
                module.func_types.push(t.map_err(invalid)?);
            }
        }
    }

    let mut out = Vec::with_capacity(wasm.len() + wasm.len() / 8);
    out.extend_from_slice(&wasm[..8]);
    for (id, whole, contents) in &sections {
        match id {
            10 => {
                let reader = BinaryReader::new(&wasm[contents.clone()], contents.start);
                let code = wasmparser::CodeSectionReader::new(reader).map_err(invalid)?;
                let mut new = Vec::with_capacity(contents.len() + contents.len() / 8);
                leb(&mut new, code.count() as u64);
                for (i, body) in code.into_iter().enumerate() {
                    let body = body.map_err(invalid)?;
                    let ty = *module
                        .func_types
                        .get(n_imported + i)
                        .ok_or_else(|| invalid("more function bodies than functions"))?;
                    rewrite_body(&module, ty, wasm, &body, &mut new)?;
                }
                out.push(10);
                leb(&mut out, new.len() as u64);
                out.extend_from_slice(&new);
            }
            0 => {
                // Custom sections that point into the code by offset would be wrong now.
                let mut r = BinaryReader::new(&wasm[contents.clone()], contents.start);
                let name = r.read_string().map_err(invalid)?;
                if !(name.starts_with(".debug") || name.starts_with("metadata.code.")) {
                    out.extend_from_slice(&wasm[whole.clone()]);
                }
            }
            _ => out.extend_from_slice(&wasm[whole.clone()]),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

    thread_local! {
        /// The instructions whose results the last rewrites canonicalised, in order.
        pub(super) static MARKED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    }

    /// The instructions after which the rewrite of `wat` canonicalises.
    fn marked(wat: &str) -> Vec<String> {
        MARKED.with(|m| m.borrow_mut().clear());
        canonicalise(&wat::parse_str(wat).expect("test module")).expect("rewrite");
        MARKED.with(|m| m.borrow().clone())
    }

    /// Runs export `run` and returns the first 512 bytes of memory: eagerly canonicalised by
    /// the engine, rewritten by this pass (engine canonicalisation off), or raw (neither).
    fn run(wat: &str, mode: &str) -> Vec<u8> {
        let wasm = wat::parse_str(wat).expect("test module");
        let mut config = wasmtime::Config::new();
        config.cranelift_nan_canonicalization(mode == "eager");
        let engine = wasmtime::Engine::new(&config).expect("engine");
        let bytes = if mode == "lazy" {
            canonicalise(&wasm).expect("rewrite")
        } else {
            wasm
        };
        let module = wasmtime::Module::new(&engine, bytes).expect("valid after the rewrite");
        let mut store = wasmtime::Store::new(&engine, ());
        let instance = wasmtime::Instance::new(&mut store, &module, &[]).expect("instance");
        let f = instance.get_typed_func::<(), ()>(&mut store, "run").expect("run");
        f.call(&mut store, ()).expect("call");
        let mem = instance.get_memory(&mut store, "mem").expect("memory");
        mem.data(&store)[..512].to_vec()
    }

    fn u64_at(mem: &[u8], at: usize) -> u64 {
        u64::from_le_bytes(mem[at..at + 8].try_into().unwrap())
    }

    const SCALAR: &str = r#"(module
      (memory (export "mem") 1)
      (func $id (param f64) (result f64) local.get 0)
      (func (export "run") (local f64 f64 i32)
        i32.const 0 f64.const 0 f64.const 0 f64.div f64.store
        i32.const 8 f64.const 0 f64.const 0 f64.div f64.neg f64.store
        i32.const 16 f64.const 1 f64.const 0 f64.const 0 f64.div f64.copysign f64.store
        i32.const 24 f64.const 0 f64.const 0 f64.div i64.reinterpret_f64 i64.store
        i32.const 32 f64.const 0 f64.const 0 f64.div call $id f64.store
        ;; a local that only ever holds arithmetic results (after a constant) stays dirty
        f64.const 1 local.set 0
        i32.const 3 local.set 2
        loop
          local.get 0 f64.const 0 f64.mul f64.const 0 f64.div local.set 0
          local.get 2 i32.const 1 i32.sub local.tee 2 br_if 0
        end
        i32.const 40 local.get 0 f64.store
        ;; a loaded NaN with a payload keeps its bits through a local that also gets 0/0
        i32.const 48 i64.const 0xfff8000000000123 i64.store
        i32.const 48 f64.load local.set 1
        i32.const 56 local.get 1 f64.store
        f64.const 0 f64.const 0 f64.div local.set 1
        i32.const 64 local.get 1 f64.store
        i32.const 72 i32.const 48 f64.load f64.const 0 f64.const 0 f64.div i32.const 0 select f64.store
        i32.const 80 i32.const 48 f64.load f64.const 0 f64.const 0 f64.div i32.const 1 select f64.store
        i32.const 88 i32.const 48 f64.load f64.const 1 f64.add f64.store
        i32.const 96 f32.const 0 f32.const 0 f32.div f32.store
        i32.const 100 f32.const 0 f32.const 0 f32.div f64.promote_f32 f64.store
        i32.const 108 block (result f64) f64.const 0 f64.const 0 f64.div end f64.store
        i32.const 116 f64.const 0 f64.const 0 f64.div local.tee 0 local.get 0 f64.eq i32.store
        i32.const 120 f64.const -1 f64.sqrt f64.const 2 f64.mul f64.store))"#;

    const VECTOR: &str = r#"(module
      (memory (export "mem") 1)
      (func (export "run") (local v128 v128 i32 v128)
        i32.const 128 v128.const f64x2 0 0 v128.const f64x2 0 0 f64x2.div v128.store
        ;; integer data that looks like NaNs shares a local with f64x2 results
        v128.const i64x2 0x7ff0000000000001 0xfff0000000000abc local.set 0
        i32.const 144 local.get 0 v128.store
        v128.const f64x2 0 0 v128.const f64x2 0 0 f64x2.div local.set 0
        i32.const 160 local.get 0 v128.store
        i32.const 176 v128.const f64x2 0 1 v128.const f64x2 0 1 f64x2.div i32.const 1 i64x2.shr_u v128.store
        ;; f32x4 NaNs read as f64x2 lanes
        i32.const 192 v128.const f32x4 0 0 0 0 v128.const f32x4 0 0 0 0 f32x4.div
          v128.const f64x2 1 1 f64x2.mul v128.store
        i32.const 208 v128.const f64x2 0 0 v128.const f64x2 0 0 f64x2.div f64x2.extract_lane 1 f64.store
        i32.const 216 f64.const 0 f64.const 0 f64.div f64x2.splat v128.store
        i32.const 232 v128.const i64x2 0x7ff0000000000001 0x7ff0000000000001
          f64.const 0 f64.const 0 f64.div f64x2.replace_lane 0 v128.store
        i32.const 248 v128.const f64x2 0 0 v128.const f64x2 0 0 f64x2.div f64x2.neg v128.store
        ;; a vector accumulator from a zero constant
        i32.const 4 local.set 2
        loop
          local.get 1 v128.const f64x2 0 1 v128.const f64x2 0 1 f64x2.div f64x2.add local.set 1
          local.get 2 i32.const 1 i32.sub local.tee 2 br_if 0
        end
        i32.const 264 local.get 1 v128.store
        i32.const 280 v128.const f32x4 0 1 0 1 v128.const f32x4 0 1 0 1 f32x4.div
          f64x2.promote_low_f32x4 v128.store
        i32.const 296 v128.const f64x2 -1 4 f64x2.sqrt v128.const f64x2 0 0 f64x2.pmax v128.store
        ;; a splatted f64 NaN constant holds a non-canonical f32 NaN in its high half; it shares
        ;; a local with f32x4 arithmetic results
        f64.const nan f64x2.splat local.set 3
        i32.const 312 local.get 3 v128.store
        v128.const f32x4 1 1 1 1 v128.const f32x4 1 1 1 1 f32x4.div local.set 3
        i32.const 328 local.get 3 v128.store))"#;

    /// Locals that compilers reuse, and the merges of the structured control flow: each store
    /// must see what eager canonicalisation gives, whichever path reached it.
    const WEBS: &str = r#"(module
      (memory (export "mem") 1)
      (func (export "run") (local f64 i32 i32 f64)
        i32.const 0 i64.const 0xfff8000000000123 i64.store
        ;; a loaded NaN with a payload, then 0/0, in one local: two webs
        i32.const 0 f64.load local.set 0
        i32.const 8 local.get 0 f64.store
        f64.const 0 f64.const 0 f64.div local.set 0
        i32.const 16 local.get 0 f64.store
        ;; one web across a loop's back edge: the loaded NaN on the first trip, sums after
        i32.const 0 f64.load local.set 3
        i32.const 3 local.set 2
        loop
          local.get 2 i32.const 8 i32.mul i32.const 56 i32.add local.get 3 f64.store
          local.get 3 f64.const 1 f64.add local.set 3
          local.get 2 i32.const 1 i32.sub local.tee 2 br_if 0
        end
        ;; a block's end: a taken branch carries the loaded NaN past the division, then one not taken
        block
          i32.const 0 f64.load local.set 0
          i32.const 1 br_if 0
          f64.const 0 f64.const 0 f64.div local.set 0
        end
        i32.const 96 local.get 0 f64.store
        block
          i32.const 0 f64.load local.set 0
          i32.const 0 br_if 0
          f64.const 0 f64.const 0 f64.div local.set 0
        end
        i32.const 104 local.get 0 f64.store
        ;; if and else, each way
        i32.const 1 if i32.const 0 f64.load local.set 0 else f64.const 0 f64.const 0 f64.div local.set 0 end
        i32.const 112 local.get 0 f64.store
        i32.const 0 if i32.const 0 f64.load local.set 0 else f64.const 0 f64.const 0 f64.div local.set 0 end
        i32.const 120 local.get 0 f64.store
        ;; an if without else: what was set before it reaches its end
        f64.const 0 f64.const 0 f64.div local.set 0
        i32.const 0 if i32.const 0 f64.load local.set 0 end
        i32.const 128 local.get 0 f64.store
        i32.const 0 f64.load local.set 0
        i32.const 0 if f64.const 0 f64.const 0 f64.div local.set 0 end
        i32.const 136 local.get 0 f64.store
        ;; br_table to the outer block
        block
          block
            i32.const 0 f64.load local.set 0
            i32.const 1 br_table 0 1
          end
          f64.const 0 f64.const 0 f64.div local.set 0
        end
        i32.const 144 local.get 0 f64.store
        ;; a division after a branch never runs
        block
          i32.const 0 f64.load local.set 0
          br 0
          f64.const 0 f64.const 0 f64.div local.set 0
        end
        i32.const 152 local.get 0 f64.store))"#;

    /// Lane-wise masks over dirty vectors, and what must not pass for one.
    const MASKS: &str = r#"(module
      (memory (export "mem") 1)
      (func (export "run") (local v128 v128 v128 v128)
        v128.const f64x2 0 1 v128.const f64x2 0 1 f64x2.div local.set 0 ;; (NaN, 1)
        v128.const f64x2 1 0 v128.const f64x2 3 0 f64x2.div local.set 1 ;; (1/3, NaN)
        ;; lanes picked by a comparison: both NaNs
        i32.const 0 local.get 0 local.get 1 local.get 0 local.get 0 f64x2.ne v128.bitselect v128.store
        ;; lanes kept or cleared by a mask
        i32.const 16 local.get 0 local.get 0 local.get 0 f64x2.ne v128.and v128.store
        i32.const 32 local.get 0 local.get 0 local.get 0 f64x2.ne v128.andnot v128.store
        i32.const 48 local.get 1 local.get 1 local.get 1 f64x2.eq v128.not v128.and v128.store
        ;; a mask through a local, combined with another
        local.get 0 local.get 0 f64x2.ne local.get 1 local.get 1 f64x2.ne v128.or local.set 2
        i32.const 64 local.get 1 local.get 0 local.get 2 v128.bitselect f64x2.abs v128.store
        ;; a loaded NaN in the other operand keeps its payload
        i32.const 400 i64.const 0xfff8000000000123 i64.store
        i32.const 408 i64.const 0x7ff0000000000abc i64.store
        i32.const 80 local.get 0 i32.const 400 v128.load local.get 0 local.get 0 f64x2.ne v128.bitselect v128.store
        ;; a 32-bit mask splits float64 lanes: the high half of a NaN, the low half of 1/3
        i32.const 96 local.get 0 local.get 1 v128.const f32x4 1 0 1 0 v128.const f32x4 0 0 0 0 f32x4.eq
          v128.bitselect v128.store
        ;; a neutral constant (-1, sign bit set) and a mask meeting in one web are no mask
        v128.const f64x2 -1 -1 local.set 3
        block
          i32.const 1 br_if 0
          local.get 0 local.get 0 f64x2.ne local.set 3
        end
        i32.const 112 local.get 0 local.get 1 local.get 3 v128.bitselect v128.store
        local.get 0 local.get 0 f64x2.ne local.set 3
        block
          i32.const 0 br_if 0
          v128.const f64x2 -1 -1 local.set 3
        end
        i32.const 144 local.get 0 local.get 1 local.get 3 v128.bitselect v128.store
        ;; float32 lanes by a float64 mask
        i32.const 128 v128.const f32x4 0 1 0 1 v128.const f32x4 0 1 0 1 f32x4.div
          v128.const f32x4 1 1 1 1 local.get 0 local.get 0 f64x2.ne v128.bitselect v128.store))"#;

    #[test]
    fn observed_nan_bits_equal_eager_canonicalisation() {
        for program in [SCALAR, VECTOR, WEBS, MASKS] {
            assert_eq!(run(program, "lazy"), run(program, "eager"));
        }
    }

    #[test]
    fn a_reused_local_and_lane_masks_leave_loops_uncanonicalised() {
        // clang's register colouring: one local for integer data, then an accumulator; only
        // the final read before the store is canonicalised, not each trip's sum
        let reused = r#"(module (memory (export "mem") 1)
          (func (export "run") (local v128 i32)
            v128.const i64x2 0x7ff0000000000001 0xfff0000000000abc local.set 0
            i32.const 0 local.get 0 v128.store
            v128.const f64x2 0 0 local.set 0
            i32.const 3 local.set 1
            loop
              local.get 0 v128.const f64x2 0 1 v128.const f64x2 0 1 f64x2.div f64x2.add local.set 0
              local.get 1 i32.const 1 i32.sub local.tee 1 br_if 0
            end
            i32.const 16 local.get 0 v128.store))"#;
        assert_eq!(marked(reused), ["LocalGet { local_index: 0 }"]);
        let mem = run(reused, "lazy");
        assert_eq!(mem, run(reused, "eager"));
        assert_eq!(u64_at(&mem, 0), 0x7ff0_0000_0000_0001, "the integer data");
        assert_eq!(u64_at(&mem, 16), CANONICAL_F64, "the sum");
        // a comparison's mask selects and clears lanes, abs keeps them: one canonicalisation
        let masked = r#"(module (memory (export "mem") 1)
          (func (export "run") (local v128 v128)
            v128.const f64x2 0 1 v128.const f64x2 0 1 f64x2.div local.set 0
            v128.const f64x2 1 0 v128.const f64x2 1 0 f64x2.div local.set 1
            i32.const 0
            local.get 0 local.get 1 local.get 0 local.get 0 f64x2.ne v128.bitselect
            local.get 0 local.get 0 f64x2.eq v128.and
            f64x2.abs
            v128.store))"#;
        assert_eq!(marked(masked), ["F64x2Abs"]);
        assert_eq!(run(masked, "lazy"), run(masked, "eager"));
    }

    #[test]
    fn paths_and_lanes_keep_the_loaded_payloads() {
        let mem = run(WEBS, "lazy");
        assert_eq!(u64_at(&mem, 8), 0xfff8_0000_0000_0123);
        assert_eq!(u64_at(&mem, 16), CANONICAL_F64);
        assert_eq!(u64_at(&mem, 80), 0xfff8_0000_0000_0123, "the loop's first trip");
        assert_eq!(u64_at(&mem, 72), CANONICAL_F64, "the loop's second trip");
        for (at, what) in [
            (96, "taken br_if"),
            (120, "else"),
            (128, "if without else"),
            (144, "br_table"),
            (152, "dead code"),
        ] {
            let want = if matches!(at, 96 | 144 | 152) {
                0xfff8_0000_0000_0123
            } else {
                CANONICAL_F64
            };
            assert_eq!(u64_at(&mem, at), want, "{what}");
        }
        let mem = run(MASKS, "lazy");
        assert_eq!(u64_at(&mem, 80), CANONICAL_F64, "the dirty lane");
        assert_eq!(u64_at(&mem, 88), 0x7ff0_0000_0000_0abc, "the loaded lane");
        assert_eq!(
            u64_at(&mem, 96) >> 32,
            CANONICAL_F64 >> 32,
            "the canonical NaN's high half"
        );
        for at in [112, 144] {
            assert_eq!(
                u64_at(&mem, at) >> 63,
                0,
                "the constant's sign bit picks the canonical NaN's"
            );
        }
    }

    #[test]
    fn canonical_where_arithmetic_made_the_nan_and_untouched_elsewhere() {
        let mem = run(SCALAR, "lazy");
        assert_eq!(u64_at(&mem, 0), CANONICAL_F64);
        assert_eq!(u64_at(&mem, 8), CANONICAL_F64 | 1 << 63, "neg of the canonical NaN");
        assert_eq!(f64::from_bits(u64_at(&mem, 16)), 1.0, "copysign from the canonical NaN");
        assert_eq!(
            u64_at(&mem, 56),
            0xfff8_0000_0000_0123,
            "a loaded NaN is not arithmetic"
        );
        assert_eq!(u64_at(&mem, 72), CANONICAL_F64, "select picks 0/0");
        assert_eq!(u64_at(&mem, 80), 0xfff8_0000_0000_0123, "select picks the loaded NaN");
        assert_eq!(u64_at(&mem, 88), CANONICAL_F64, "arithmetic on a loaded NaN");
        let mem = run(VECTOR, "lazy");
        assert_eq!(u64_at(&mem, 144), 0x7ff0_0000_0000_0001, "integer lanes are data");
        assert_eq!(u64_at(&mem, 152), 0xfff0_0000_0000_0abc);
        assert_eq!(u64_at(&mem, 240), 0x7ff0_0000_0000_0001, "the lane not replaced");
        assert_eq!(
            u64_at(&mem, 312),
            CANONICAL_F64,
            "a splatted constant is not arithmetic"
        );
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_host_would_differ_without_the_rewrite() {
        // x86 makes 0/0 negative: without canonicalisation the bits differ from Arm's.
        for program in [SCALAR, VECTOR, WEBS, MASKS] {
            assert_ne!(run(program, "raw"), run(program, "eager"));
        }
    }

    #[test]
    fn a_damaged_module_is_an_error_not_a_panic() {
        let wasm = wat::parse_str(VECTOR).expect("test module");
        for cut in 0..wasm.len() {
            let _ = canonicalise(&wasm[..cut]);
        }
        let mut flipped = wasm.clone();
        for i in 8..flipped.len() {
            flipped[i] ^= 0x55;
            let _ = canonicalise(&flipped);
            flipped[i] ^= 0x55;
        }
        assert!(canonicalise(b"\0asm\x0d\0\x01\0").is_err(), "a component is refused");
        // Instructions after the body's final `end`, which a validator would reject.
        let mut early_end = wat::parse_str(r#"(module (func (export "f") nop))"#).expect("module");
        let at = early_end.iter().rposition(|b| *b == 0x01).expect("the nop");
        early_end[at] = 0x0b;
        let n = early_end.len();
        early_end[n - 1] = 0x0f; // return
        assert!(canonicalise(&early_end).is_err());
        // 2,000 calls pushing 1,000 results each: refused at the depth cap, not simulated.
        let results = " i32".repeat(1000);
        let calls = " call $many".repeat(2000);
        let deep = format!("(module (func $many (result{results}) unreachable) (func{calls} unreachable))");
        let err = canonicalise(&wat::parse_str(deep).expect("module")).expect_err("too deep");
        assert!(err.to_string().contains("operand stack deeper"), "{err}");
    }
}
