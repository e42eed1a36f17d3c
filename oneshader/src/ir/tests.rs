//! Tests of the builder, verifier and printer on hand-built modules.

use super::*;
use crate::source::Span;
use crate::types::{Scalar, TypeArena};

/// `int f(int n) { int sum = 0; for (int i = 0; i < n; i++) sum += i; return sum; }`
pub(crate) fn sum_loop_module() -> Module {
    let mut m = Module::new(TypeArena::new());
    let int = m.types.scalar(Scalar::INT);
    let f = m.add_function(
        "f",
        vec![Param {
            name: "n".into(),
            ty: int,
        }],
        int,
        Span::default(),
    );
    let mut b = Builder::new(&mut m, f);
    let sum = b.alloca(int, "sum");
    let i = b.alloca(int, "i");
    let zero = b.const_i32(0);
    let one = b.const_i32(1);
    b.store(sum, zero);
    b.store(i, zero);
    let header = b.create_block("for.header");
    let cond = b.create_block("for.cond");
    let body = b.create_block("for.body");
    let cont = b.create_block("for.continue");
    let exit = b.create_block("for.end");
    b.branch(header);
    b.switch_to(header);
    b.set_loop(header, exit, cont, ControlHint::DontUnroll);
    b.branch(cond);
    b.switch_to(cond);
    let iv = b.load(i);
    let lt = b.binary(BinaryOp::Lt, iv, Value::Argument(0));
    b.cond_branch(lt, body, exit);
    b.switch_to(body);
    let s = b.load(sum);
    let iv2 = b.load(i);
    let added = b.binary(BinaryOp::Add, s, iv2);
    b.store(sum, added);
    b.branch(cont);
    b.switch_to(cont);
    let iv3 = b.load(i);
    let inc = b.binary(BinaryOp::Add, iv3, one);
    b.store(i, inc);
    b.branch(header);
    b.switch_to(exit);
    let result = b.load(sum);
    b.ret(Some(result));
    m
}

#[test]
fn builder_places_allocas_first_and_types_results() {
    let m = sum_loop_module();
    let f = &m.functions[0];
    assert_eq!(f.blocks.len(), 6);
    let entry = &f.blocks[0];
    assert!(matches!(
        f.insts[entry.instrs[0].0 as usize].kind,
        InstKind::Alloca
    ));
    assert!(matches!(
        f.insts[entry.instrs[1].0 as usize].kind,
        InstKind::Alloca
    ));
    let header = &f.blocks[1];
    let s = header.structure.expect("loop header");
    assert_eq!(s.kind, StructureKind::Loop);
    assert_eq!(s.merge, BlockId(5));
    assert_eq!(s.continue_block, Some(BlockId(4)));
    // The comparison yields bool.
    let cond_block = &f.blocks[2];
    let lt = &f.insts[cond_block.instrs[1].0 as usize];
    assert_eq!(m.types.display(lt.ty), "bool");
}

#[test]
fn appending_after_a_terminator_starts_an_unreachable_block() {
    let mut m = Module::new(TypeArena::new());
    let void = m.types.void();
    let f = m.add_function("g", vec![], void, Span::default());
    let mut b = Builder::new(&mut m, f);
    b.ret(None);
    let one = b.const_i32(1);
    let x = b.binary(BinaryOp::Add, one, one);
    b.ret(None);
    let func = &m.functions[0];
    assert_eq!(func.blocks.len(), 2);
    assert_eq!(func.blocks[1].name.as_deref(), Some("dead"));
    assert_eq!(func.blocks[1].instrs, vec![InstId(0)]);
    assert_eq!(x, Value::Inst(InstId(0)));
}
