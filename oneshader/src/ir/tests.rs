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

#[test]
fn sum_loop_verifies_and_prints_exactly() {
    let m = sum_loop_module();
    assert_eq!(verify(&m), Vec::<String>::new());
    let expected = "\
func @f(%arg0: int) -> int {
bb0: ; (entry)
  %0 = alloca : ptr<function, int> ; sum
  %1 = alloca : ptr<function, int> ; i
  store %0, 0:int
  store %1, 0:int
  br bb1
bb1: ; loop merge=bb5 continue=bb4 hint=dontunroll (for.header)
  br bb2
bb2: ; (for.cond)
  %2 = load %1 : int
  %3 = lt %2, %arg0 : bool
  br_if %3, bb3, bb5
bb3: ; (for.body)
  %4 = load %0 : int
  %5 = load %1 : int
  %6 = add %4, %5 : int
  store %0, %6
  br bb4
bb4: ; (for.continue)
  %7 = load %1 : int
  %8 = add %7, 1:int : int
  store %1, %8
  br bb1
bb5: ; (for.end)
  %9 = load %0 : int
  ret %9
}
";
    assert_eq!(print(&m), expected);
}

#[test]
fn verifier_reports_type_dominance_and_structure_errors() {
    let mut m = sum_loop_module();
    let float = m.types.scalar(Scalar::FLOAT);
    let one_f = m.const_f32(1.0);
    {
        let f = &mut m.functions[0];
        // Store a float into the int `sum` (bb3's store is instruction index 3 of that block).
        let store_id = f.blocks[3].instrs[3];
        if let InstKind::Store { value, .. } = &mut f.insts[store_id.0 as usize].kind {
            *value = one_f;
        }
        // Use bb3's value %4 in bb5, which bb3 does not dominate.
        let load_in_body = f.blocks[3].instrs[0];
        f.blocks[5].terminator = Some(Terminator::Return(Some(Value::Inst(load_in_body))));
        // A merge block outside the function.
        if let Some(s) = &mut f.blocks[1].structure {
            s.merge = BlockId(42);
        }
    }
    let _ = float;
    let errors = verify(&m);
    assert!(
        errors
            .iter()
            .any(|e| e.contains("(store): value type float is not the pointee type int")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("bb5 terminator: inst #6 (bb3) does not dominate this use")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("merge block bb42 does not exist")),
        "{errors:?}"
    );
}

#[test]
fn phi_must_name_exactly_the_predecessors() {
    let mut m = Module::new(TypeArena::new());
    let int = m.types.scalar(Scalar::INT);
    let boolean = m.types.scalar(Scalar::BOOL);
    let f = m.add_function(
        "pick",
        vec![Param {
            name: "c".into(),
            ty: boolean,
        }],
        int,
        Span::default(),
    );
    let mut b = Builder::new(&mut m, f);
    let then_b = b.create_block("then");
    let else_b = b.create_block("else");
    let merge = b.create_block("merge");
    b.set_selection(BlockId(0), merge, ControlHint::None);
    b.cond_branch(Value::Argument(0), then_b, else_b);
    b.switch_to(then_b);
    b.branch(merge);
    b.switch_to(else_b);
    b.branch(merge);
    b.switch_to(merge);
    let one = b.const_i32(1);
    let two = b.const_i32(2);
    let phi = b.phi(int, vec![(then_b, one), (else_b, two)]);
    b.ret(Some(phi));
    assert_eq!(verify(&m), Vec::<String>::new());
    if let InstKind::Phi { incoming } = &mut m.functions[0].insts[0].kind {
        incoming.pop();
    }
    let errors = verify(&m);
    assert_eq!(
        errors,
        vec!["@pick bb3 inst #0 (phi): incoming blocks do not match the predecessors".to_string()]
    );
}
