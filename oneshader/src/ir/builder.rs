//! [`Builder`]: appends blocks and typed instructions to one function of a [`Module`].
//!
//! Input: a module and a function declared with [`Module::add_function`]. Output: the filled
//! function. The builder computes result types where the operands determine them
//! (arithmetic, comparisons, extracts, access chains, matrix products) and takes them as an
//! argument otherwise (conversions, intrinsics, texture ops). It never panics: appending when
//! there is no current block, or after the current block's terminator, starts a fresh
//! unreachable block (code after `return` lands there and backends drop it); a type error
//! yields an instruction typed `void`, which the verifier reports.

use super::function::{
    Block, BlockId, ControlHint, Function, Structure, StructureKind, Terminator,
};
use super::instr::{
    AtomicOp, BarrierFlags, BinaryOp, Inst, InstId, InstKind, IntrinsicOp, TextureOp, UnaryOp,
    Value,
};
use super::module::{FuncId, Module};
use super::typing;
use crate::source::Span;
use crate::types::{AddressSpace, Scalar, Type, TypeArena, TypeId};

/// Builds one function. Holds the module mutably so it can intern types and constants.
pub struct Builder<'m> {
    pub module: &'m mut Module,
    func: FuncId,
    current: Option<BlockId>,
    span: Span,
    /// Where the last alloca went in the entry block: the next one goes after it when the
    /// block still starts with exactly that many allocas (checked in O(1)), so declaring n
    /// locals is not a quadratic scan.
    alloca_end: usize,
}

impl<'m> Builder<'m> {
    /// A builder for `func`. If the function has no blocks yet, the entry block `bb0` is created
    /// and made current.
    pub fn new(module: &'m mut Module, func: FuncId) -> Self {
        let mut b = Builder {
            module,
            func,
            current: None,
            span: Span::default(),
            alloca_end: 0,
        };
        if b.func_ref().map(|f| f.blocks.is_empty()).unwrap_or(false) {
            let entry = b.create_block("entry");
            b.switch_to(entry);
        }
        b
    }

    pub fn func_id(&self) -> FuncId {
        self.func
    }
    fn func_ref(&self) -> Option<&Function> {
        self.module.functions.get(self.func.0 as usize)
    }
    fn func_mut(&mut self) -> Option<&mut Function> {
        self.module.functions.get_mut(self.func.0 as usize)
    }
    /// The function being built (`None` only if the builder was given a bad handle).
    pub fn function(&self) -> Option<&Function> {
        self.func_ref()
    }
    pub fn types(&mut self) -> &mut TypeArena {
        &mut self.module.types
    }
    /// The span given to the instructions and terminators appended from now on.
    pub fn set_span(&mut self, span: Span) {
        self.span = span;
    }
    pub fn span(&self) -> Span {
        self.span
    }

    // ----- blocks -----

    /// A new empty block (not current). `name` is a dump hint such as `for.header`.
    pub fn create_block(&mut self, name: &str) -> BlockId {
        let Some(f) = self.func_mut() else {
            return BlockId(0);
        };
        let id = BlockId(f.blocks.len() as u32);
        f.blocks.push(Block {
            name: (!name.is_empty()).then(|| name.to_string()),
            ..Block::default()
        });
        id
    }
    /// Makes `block` the insertion point.
    pub fn switch_to(&mut self, block: BlockId) {
        self.current = Some(block);
    }
    pub fn current_block(&self) -> Option<BlockId> {
        self.current
    }
    /// Whether the current block already ends in a terminator (or there is none).
    pub fn is_terminated(&self) -> bool {
        match self.current {
            None => true,
            Some(b) => self
                .func_ref()
                .and_then(|f| f.block(b))
                .map(|b| b.terminator.is_some())
                .unwrap_or(true),
        }
    }
    /// Marks `header` as a construct header.
    pub fn set_structure(&mut self, header: BlockId, structure: Structure) {
        if let Some(b) = self.func_mut().and_then(|f| f.block_mut(header)) {
            b.structure = Some(structure);
        }
    }
    /// Marks `header` as a selection header rejoining at `merge`.
    pub fn set_selection(&mut self, header: BlockId, merge: BlockId, hint: ControlHint) {
        self.set_structure(
            header,
            Structure {
                kind: StructureKind::Selection,
                merge,
                continue_block: None,
                hint,
            },
        );
    }
    /// Marks `header` as a loop header with exit `merge` and back-edge block `continue_block`.
    pub fn set_loop(
        &mut self,
        header: BlockId,
        merge: BlockId,
        continue_block: BlockId,
        hint: ControlHint,
    ) {
        self.set_structure(
            header,
            Structure {
                kind: StructureKind::Loop,
                merge,
                continue_block: Some(continue_block),
                hint,
            },
        );
    }

    /// The block to append to, creating an unreachable one if needed.
    fn insertion_block(&mut self) -> BlockId {
        if self.is_terminated() {
            let b = self.create_block("dead");
            self.current = Some(b);
        }
        self.current.unwrap_or(BlockId(0))
    }

    // ----- generic append -----

    /// Appends an instruction of result type `ty` to the current block.
    pub fn append(&mut self, kind: InstKind, ty: TypeId) -> Value {
        let block = self.insertion_block();
        let span = self.span;
        let Some(f) = self.func_mut() else {
            return Value::Undef(ty);
        };
        let id = InstId(f.insts.len() as u32);
        f.insts.push(Inst {
            kind,
            ty,
            span,
            name: None,
            precise: false,
        });
        if let Some(b) = f.block_mut(block) {
            b.instrs.push(id);
        }
        Value::Inst(id)
    }

    /// Sets the dump name of an instruction's result (ignored for other values).
    pub fn set_name(&mut self, value: Value, name: &str) {
        if let Value::Inst(id) = value {
            if let Some(inst) = self.func_mut().and_then(|f| f.inst_mut(id)) {
                inst.name = Some(name.to_string());
            }
        }
    }
    /// Marks an instruction `precise`.
    pub fn set_precise(&mut self, value: Value) {
        if let Value::Inst(id) = value {
            if let Some(inst) = self.func_mut().and_then(|f| f.inst_mut(id)) {
                inst.precise = true;
            }
        }
    }

    /// The type of an operand.
    pub fn value_type(&self, value: Value) -> TypeId {
        self.module.value_type(self.func, value)
    }
    fn void(&mut self) -> TypeId {
        self.module.types.void()
    }

    // ----- constants -----

    pub fn const_bool(&mut self, v: bool) -> Value {
        self.module.const_bool(v)
    }
    pub fn const_i32(&mut self, v: i32) -> Value {
        self.module.const_i32(v)
    }
    pub fn const_u32(&mut self, v: u32) -> Value {
        self.module.const_u32(v)
    }
    pub fn const_f32(&mut self, v: f32) -> Value {
        self.module.const_f32(v)
    }

    // ----- arithmetic and composites -----

    pub fn unary(&mut self, op: UnaryOp, operand: Value) -> Value {
        let ty = self.value_type(operand);
        self.append(InstKind::Unary { op, operand }, ty)
    }
    /// Result type: the operand type, or bool of its shape for comparisons.
    pub fn binary(&mut self, op: BinaryOp, lhs: Value, rhs: Value) -> Value {
        let operand = self.value_type(lhs);
        let ty = typing::binary_result(&mut self.module.types, op, operand);
        self.append(InstKind::Binary { op, lhs, rhs }, ty)
    }
    pub fn convert(&mut self, value: Value, to: TypeId) -> Value {
        self.append(InstKind::Convert { value }, to)
    }
    pub fn bitcast(&mut self, value: Value, to: TypeId) -> Value {
        self.append(InstKind::Bitcast { value }, to)
    }
    pub fn splat(&mut self, value: Value, to: TypeId) -> Value {
        self.append(InstKind::Splat { value }, to)
    }
    pub fn construct(&mut self, ty: TypeId, parts: Vec<Value>) -> Value {
        self.append(InstKind::CompositeConstruct { parts }, ty)
    }
    /// A composite of `parts`: an interned constant when every part is one (so it is a
    /// constant operand without optimization), else a `CompositeConstruct`.
    pub fn construct_or_constant(&mut self, ty: TypeId, parts: Vec<Value>) -> Value {
        let ids: Option<Vec<super::ConstId>> = parts
            .iter()
            .map(|p| match p {
                Value::Constant(c) => Some(*c),
                _ => None,
            })
            .collect();
        match ids {
            Some(ids) => Value::Constant(self.module.constants.intern(super::Constant {
                ty,
                value: super::ConstValue::Composite(ids),
            })),
            None => self.construct(ty, parts),
        }
    }
    pub fn extract(&mut self, composite: Value, indices: Vec<u32>) -> Value {
        let base = self.value_type(composite);
        let ty = typing::extract_type(&mut self.module.types, base, &indices)
            .unwrap_or_else(|| self.module.types.void());
        self.append(InstKind::CompositeExtract { composite, indices }, ty)
    }
    pub fn insert(&mut self, composite: Value, value: Value, indices: Vec<u32>) -> Value {
        let ty = self.value_type(composite);
        self.append(
            InstKind::CompositeInsert {
                composite,
                value,
                indices,
            },
            ty,
        )
    }
    /// Vector shuffle of `a` and `b`; one component yields a scalar.
    pub fn shuffle(&mut self, a: Value, b: Value, components: Vec<u32>) -> Value {
        let aty = self.value_type(a);
        let ty = match self.module.types.scalar_of(aty) {
            Some(s) if components.len() == 1 => self.module.types.scalar(s),
            Some(s) => self.module.types.vector(s, components.len().min(4) as u8),
            None => self.void(),
        };
        self.append(InstKind::Shuffle { a, b, components }, ty)
    }
    /// `v.xzy`-style swizzle (a shuffle of `v` with itself).
    pub fn swizzle(&mut self, v: Value, components: Vec<u32>) -> Value {
        self.shuffle(v, v, components)
    }
    pub fn extract_dynamic(&mut self, vector: Value, index: Value) -> Value {
        let vty = self.value_type(vector);
        let ty = match self.module.types.get(vty) {
            Type::Vector { scalar, .. } => self.module.types.scalar(scalar),
            _ => self.void(),
        };
        self.append(InstKind::ExtractDynamic { vector, index }, ty)
    }
    pub fn insert_dynamic(&mut self, vector: Value, index: Value, value: Value) -> Value {
        let ty = self.value_type(vector);
        self.append(
            InstKind::InsertDynamic {
                vector,
                index,
                value,
            },
            ty,
        )
    }
    pub fn select(&mut self, cond: Value, on_true: Value, on_false: Value) -> Value {
        let ty = self.value_type(on_true);
        self.append(
            InstKind::Select {
                cond,
                on_true,
                on_false,
            },
            ty,
        )
    }
    /// HLSL `mul` of matrix/vector operands (see [`InstKind::MatMul`]).
    pub fn mat_mul(&mut self, lhs: Value, rhs: Value) -> Value {
        let (l, r) = (self.value_type(lhs), self.value_type(rhs));
        let ty = typing::matmul_result(&mut self.module.types, l, r)
            .unwrap_or_else(|| self.module.types.void());
        self.append(InstKind::MatMul { lhs, rhs }, ty)
    }
    pub fn dot(&mut self, lhs: Value, rhs: Value) -> Value {
        let l = self.value_type(lhs);
        let ty = match self.module.types.scalar_of(l) {
            Some(s) => self.module.types.scalar(s),
            None => self.void(),
        };
        self.append(InstKind::Dot { lhs, rhs }, ty)
    }
    pub fn transpose(&mut self, value: Value) -> Value {
        let t = self.value_type(value);
        let ty = match self.module.types.get(t) {
            Type::Matrix { scalar, rows, cols } => self.module.types.matrix(scalar, cols, rows),
            _ => self.void(),
        };
        self.append(InstKind::Transpose { value }, ty)
    }

    // ----- memory -----

    /// A local variable of type `ty`, placed after the other allocas at the start of the entry
    /// block (whatever block is current). `name` is the source name for the dump.
    pub fn alloca(&mut self, ty: TypeId, name: &str) -> Value {
        let ptr = self.module.types.pointer(AddressSpace::Function, ty);
        let span = self.span;
        let hint = self.alloca_end;
        let Some(f) = self.func_mut() else {
            return Value::Undef(ptr);
        };
        if f.blocks.is_empty() {
            f.blocks.push(Block::default());
        }
        let id = InstId(f.insts.len() as u32);
        f.insts.push(Inst {
            kind: InstKind::Alloca,
            ty: ptr,
            span,
            name: (!name.is_empty()).then(|| name.to_string()),
            precise: false,
        });
        let insts = &f.insts;
        let entry = &mut f.blocks[0];
        let is_alloca = |i: Option<&InstId>| {
            i.and_then(|i| insts.get(i.0 as usize))
                .is_some_and(|x| matches!(x.kind, InstKind::Alloca))
        };
        // The block still starts with the allocas placed so far: its first and the one before
        // `hint` are allocas (or there are none) and the one at `hint` is not.
        let hint_holds = hint <= entry.instrs.len()
            && (hint == 0
                || (is_alloca(entry.instrs.first()) && is_alloca(entry.instrs.get(hint - 1))))
            && !is_alloca(entry.instrs.get(hint));
        let pos = if hint_holds {
            hint
        } else {
            entry
                .instrs
                .iter()
                .take_while(|i| is_alloca(Some(i)))
                .count()
        };
        entry.instrs.insert(pos, id);
        self.alloca_end = pos + 1;
        Value::Inst(id)
    }
    /// Loads the pointee of `pointer`.
    pub fn load(&mut self, pointer: Value) -> Value {
        let pty = self.value_type(pointer);
        let ty = match self.module.types.get(pty) {
            Type::Pointer { pointee, .. } => pointee,
            _ => self.void(),
        };
        self.append(InstKind::Load { pointer }, ty)
    }
    pub fn store(&mut self, pointer: Value, value: Value) {
        let void = self.void();
        self.append(InstKind::Store { pointer, value }, void);
    }
    /// The memory a `vk::BufferPointer` value points to ([`InstKind::Deref`]).
    pub fn deref(&mut self, pointer: Value) -> Value {
        let pty = self.value_type(pointer);
        let ty = match self.module.types.get(pty) {
            Type::BufferPointer { pointee, .. } => self
                .module
                .types
                .pointer(crate::types::AddressSpace::PhysicalStorageBuffer, pointee),
            _ => self.void(),
        };
        self.append(InstKind::Deref { pointer }, ty)
    }
    /// A pointer into `base` (see [`InstKind::AccessChain`] for how types are walked).
    pub fn access_chain(&mut self, base: Value, indices: Vec<Value>) -> Value {
        let bty = self.value_type(base);
        let ty = match self.module.types.get(bty) {
            Type::Pointer { space, pointee } => {
                match typing::access_chain_pointee(
                    &mut self.module.types,
                    &self.module.constants,
                    pointee,
                    &indices,
                ) {
                    Ok(t) => self.module.types.pointer(space, t),
                    Err(_) => self.void(),
                }
            }
            _ => self.void(),
        };
        self.append(InstKind::AccessChain { base, indices }, ty)
    }

    // ----- calls -----

    pub fn call(&mut self, function: FuncId, args: Vec<Value>) -> Value {
        let ty = match self.module.function(function) {
            Some(f) => f.return_type,
            None => self.void(),
        };
        self.append(InstKind::Call { function, args }, ty)
    }
    /// An intrinsic with result type `ty` (the HLSL overload's).
    pub fn intrinsic(&mut self, op: IntrinsicOp, args: Vec<Value>, ty: TypeId) -> Value {
        self.append(InstKind::CallIntrinsic { op, args }, ty)
    }
    /// A texture op (operands per [`TextureOp`]) with result type `ty` (`void` for stores).
    pub fn texture(
        &mut self,
        op: TextureOp,
        operands: Vec<Value>,
        offset: Option<Value>,
        ty: TypeId,
    ) -> Value {
        self.texture_ext(op, operands, offset, None, false, ty)
    }
    /// A texture operation with a minimum-LOD clamp and/or a residency status (`sparse`: the
    /// result type `ty` is then the `{ uint, T }` struct, see [`InstKind::Texture`]).
    pub fn texture_ext(
        &mut self,
        op: TextureOp,
        operands: Vec<Value>,
        offset: Option<Value>,
        min_lod: Option<Value>,
        sparse: bool,
        ty: TypeId,
    ) -> Value {
        self.append(
            InstKind::Texture {
                op,
                operands,
                offset,
                min_lod,
                sparse,
            },
            ty,
        )
    }
    pub fn buffer_length(&mut self, buffer: Value) -> Value {
        let ty = self.module.types.scalar(Scalar::UINT);
        self.append(InstKind::BufferLength { buffer }, ty)
    }
    /// Atomic RMW on a pointer target (`coordinate` `None`) or a texel (`pointer` is the
    /// texture). The result type is `value`'s.
    pub fn atomic_rmw(
        &mut self,
        op: AtomicOp,
        pointer: Value,
        coordinate: Option<Value>,
        value: Value,
    ) -> Value {
        let ty = self.value_type(value);
        self.append(
            InstKind::AtomicRmw {
                op,
                pointer,
                coordinate,
                value,
            },
            ty,
        )
    }
    pub fn atomic_compare_exchange(
        &mut self,
        pointer: Value,
        coordinate: Option<Value>,
        comparand: Value,
        value: Value,
    ) -> Value {
        let ty = self.value_type(value);
        self.append(
            InstKind::AtomicCompareExchange {
                pointer,
                coordinate,
                comparand,
                value,
            },
            ty,
        )
    }
    /// A wave or quad operation with result type `ty`.
    pub fn subgroup(&mut self, op: super::SubgroupOp, args: Vec<Value>, ty: TypeId) -> Value {
        self.append(InstKind::Subgroup { op, args }, ty)
    }
    /// An inline ray query operation with result type `ty` (`args[0]` the query pointer).
    pub fn ray_query(&mut self, op: super::RayQueryOp, args: Vec<Value>, ty: TypeId) -> Value {
        self.append(InstKind::RayQuery { op, args }, ty)
    }
    pub fn barrier(&mut self, flags: BarrierFlags) {
        let void = self.void();
        self.append(InstKind::Barrier { flags }, void);
    }
    /// A phi of type `ty`, placed after the other phis of the current block.
    pub fn phi(&mut self, ty: TypeId, incoming: Vec<(BlockId, Value)>) -> Value {
        let block = self.insertion_block();
        let span = self.span;
        let Some(f) = self.func_mut() else {
            return Value::Undef(ty);
        };
        let id = InstId(f.insts.len() as u32);
        f.insts.push(Inst {
            kind: InstKind::Phi { incoming },
            ty,
            span,
            name: None,
            precise: false,
        });
        let insts = &f.insts;
        if let Some(b) = f.blocks.get_mut(block.0 as usize) {
            let pos = b
                .instrs
                .iter()
                .take_while(|i| {
                    matches!(
                        insts.get(i.0 as usize).map(|x| &x.kind),
                        Some(InstKind::Phi { .. })
                    )
                })
                .count();
            b.instrs.insert(pos, id);
        }
        Value::Inst(id)
    }

    // ----- terminators -----

    /// Ends the current block. Does nothing if it already has a terminator (so lowering code
    /// can end blocks unconditionally).
    pub fn terminate(&mut self, term: Terminator) {
        if self.is_terminated() {
            return;
        }
        let span = self.span;
        let Some(cur) = self.current else { return };
        if let Some(b) = self.func_mut().and_then(|f| f.block_mut(cur)) {
            b.terminator = Some(term);
            b.terminator_span = span;
        }
    }
    pub fn branch(&mut self, target: BlockId) {
        self.terminate(Terminator::Branch(target));
    }
    pub fn cond_branch(&mut self, cond: Value, on_true: BlockId, on_false: BlockId) {
        self.terminate(Terminator::CondBranch {
            cond,
            on_true,
            on_false,
        });
    }
    pub fn switch(&mut self, selector: Value, default: BlockId, cases: Vec<(u32, BlockId)>) {
        self.terminate(Terminator::Switch {
            selector,
            default,
            cases,
        });
    }
    pub fn ret(&mut self, value: Option<Value>) {
        self.terminate(Terminator::Return(value));
    }
    pub fn kill(&mut self) {
        self.terminate(Terminator::Kill);
    }
    pub fn unreachable(&mut self) {
        self.terminate(Terminator::Unreachable);
    }
}
