//! Volatile accesses survive Cranelift's optimiser: every byte written to the I/O
//! port is printed (the mid-end's dead-store and idempotent-store elimination
//! would keep only some of them), and every volatile load is executed.

mod common;

use common::jit_counting_opcodes as jit;
use cpu0_asm::{Endian, Opcode};
use cpu0_isa::OptLevel;
use cranelift_codegen::data_value::DataValue;

const PORT: &str = "inttoptr (i32 -16777216 to ptr)";

#[test]
fn every_byte_stored_to_the_port_is_printed() {
    let text = format!(
        "define void @hello(i8 %first) {{\n\
           store volatile i8 %first, ptr {PORT}\n\
           store volatile i8 101, ptr {PORT}\n\
           store volatile i8 108, ptr {PORT}\n\
           store volatile i8 108, ptr {PORT}\n\
           store volatile i8 111, ptr {PORT}\n\
           store volatile i8 10, ptr {PORT}\n\
           ret void\n\
         }}\n"
    );
    for endian in [Endian::Big, Endian::Little] {
        for opt in [OptLevel::None, OptLevel::Speed] {
            let (mut m, t) = jit(endian, opt, &text);
            m.call(t.functions["hello"], &[DataValue::I8(104)]).unwrap();
            assert_eq!(m.console(), b"hello\n", "{endian:?} {opt:?}");
        }
    }
}

#[test]
fn every_volatile_load_is_executed() {
    // Three volatile loads of one word, after a store of a known value: none may
    // be forwarded or merged. The plain loads after them may be.
    let text = "@g = global i32 0, align 4\n\
        define i32 @f(i32 %x) {\n\
          store i32 %x, ptr @g\n\
          %a = load volatile i32, ptr @g\n\
          %b = load volatile i32, ptr @g\n\
          %c = load volatile i32, ptr @g\n\
          %d = load i32, ptr @g\n\
          %s = add i32 %a, %b\n\
          %t = add i32 %s, %c\n\
          %u = add i32 %t, %d\n\
          ret i32 %u\n\
        }\n";
    let (mut m, t) = jit(Endian::Big, OptLevel::Speed, text);
    assert_eq!(m.call_i32(t.functions["f"], &[5]).unwrap(), 20);
    let loads = m.machine().stats().count(Opcode::Ld);
    assert!(loads >= 3, "{loads} loads executed");
}

#[test]
fn an_unread_volatile_load_is_executed() {
    // `(void)v;` among eight plain loads of a global (what load_sink works on): the
    // volatile read's value is never used, but C counts the access itself. The
    // plain loads are 8 words; the volatile one makes 9.
    let mut text = String::from(
        "@g = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]\n\
         @v = global i32 0\n\
         define i32 @f(i32 %c) {\n",
    );
    for i in 0..8 {
        text +=
            &format!("  %v{i} = load i32, ptr getelementptr ([8 x i32], ptr @g, i32 0, i32 {i})\n");
        if i == 3 {
            text += "  %unread = load volatile i32, ptr @v\n";
        }
    }
    text += "  %s1 = add i32 %v0, %v1\n";
    for i in 2..8 {
        text += &format!("  %s{i} = add i32 %s{}, %v{i}\n", i - 1);
    }
    text += "  %r = add i32 %s7, %c\n  ret i32 %r\n}\n";
    for endian in [Endian::Big, Endian::Little] {
        let (mut m, t) = jit(endian, OptLevel::Speed, &text);
        // 1 + 2 + ... + 8 = 36, plus the argument.
        assert_eq!(m.call_i32(t.functions["f"], &[4]).unwrap(), 40);
        let loads = m.machine().stats().count(Opcode::Ld);
        assert_eq!(
            loads, 9,
            "{endian:?}: every load, the unread volatile one too"
        );
    }
}
