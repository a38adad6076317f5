//! Store merging in the importer: neighbouring stores of constant bytes become
//! word and half-word stores, with the same memory contents in both byte
//! orders; volatile stores and stores that another store may overlap in
//! between are left alone.

mod common;

use cpu0_asm::{Endian, Opcode};
use cpu0_isa::OptLevel;
use cpu0_jit::Cpu0JitModule;

fn jit(endian: Endian, text: &str) -> (Cpu0JitModule, cpu0_llvm::Translated) {
    common::jit_counting_opcodes(endian, OptLevel::Speed, text)
}

/// The word of these bytes (in memory order) as the target reads it.
fn word(endian: Endian, b: [u8; 4]) -> i32 {
    match endian {
        Endian::Big => i32::from_be_bytes(b),
        Endian::Little => i32::from_le_bytes(b),
    }
}

/// `"Hi, you"` and a NUL written byte by byte into an aligned buffer, as clang
/// writes an inlined `strcpy`, and word `k` of it read back.
const HELLO: &str = "@g = global [8 x i8] zeroinitializer, align 4\n\
    define i32 @f(i32 %k) {\n\
      store i8 72, ptr @g, align 4\n\
      store i8 105, ptr getelementptr inbounds ([8 x i8], ptr @g, i32 0, i32 1), align 1\n\
      store i8 44, ptr getelementptr inbounds ([8 x i8], ptr @g, i32 0, i32 2), align 2\n\
      store i8 32, ptr getelementptr inbounds ([8 x i8], ptr @g, i32 0, i32 3), align 1\n\
      store i8 121, ptr getelementptr inbounds ([8 x i8], ptr @g, i32 0, i32 4), align 4\n\
      store i8 111, ptr getelementptr inbounds ([8 x i8], ptr @g, i32 0, i32 5), align 1\n\
      store i8 117, ptr getelementptr inbounds ([8 x i8], ptr @g, i32 0, i32 6), align 2\n\
      store i8 0, ptr getelementptr inbounds ([8 x i8], ptr @g, i32 0, i32 7), align 1\n\
      %p = getelementptr i32, ptr @g, i32 %k\n\
      %w = load i32, ptr %p, align 4\n\
      ret i32 %w\n\
    }\n";

#[test]
fn constant_bytes_become_word_stores() {
    for endian in [Endian::Big, Endian::Little] {
        let (mut m, t) = jit(endian, HELLO);
        let f = t.functions["f"];
        assert_eq!(m.call_i32(f, &[0]).unwrap(), word(endian, *b"Hi, "));
        assert_eq!(m.call_i32(f, &[1]).unwrap(), word(endian, *b"you\0"));
        let stats = m.machine().stats();
        assert_eq!(stats.count(Opcode::Sb), 0, "{endian:?}");
        assert_eq!(
            stats.count(Opcode::St),
            4,
            "{endian:?}: two calls, two words"
        );
    }
}

/// Two bytes and a half-word through a pointer argument make one word; an odd
/// byte left over stays a byte store.
const MIXED: &str = "define i32 @f(ptr %p) {\n\
      store i8 1, ptr %p, align 4\n\
      %a = getelementptr i8, ptr %p, i32 1\n\
      store i8 2, ptr %a, align 1\n\
      %b = getelementptr i8, ptr %p, i32 2\n\
      store i16 772, ptr %b, align 2\n\
      %c = getelementptr i8, ptr %p, i32 4\n\
      store i8 5, ptr %c, align 4\n\
      %w = load i32, ptr %p, align 4\n\
      %x = load i8, ptr %c, align 4\n\
      %y = zext i8 %x to i32\n\
      %r = add i32 %w, %y\n\
      ret i32 %r\n\
    }\n\
    define i32 @main() {\n\
      %buf = alloca [8 x i8], align 4\n\
      %r = call i32 @f(ptr %buf)\n\
      ret i32 %r\n\
    }\n";

#[test]
fn bytes_and_half_words_through_a_pointer() {
    for endian in [Endian::Big, Endian::Little] {
        let (mut m, t) = jit(endian, MIXED);
        // 772 = 0x0304: bytes 03 04 in big-endian memory, 04 03 in little-endian.
        let half = match endian {
            Endian::Big => [3, 4],
            Endian::Little => [4, 3],
        };
        let expected = word(endian, [1, 2, half[0], half[1]]) + 5;
        assert_eq!(m.call_i32(t.functions["main"], &[]).unwrap(), expected);
        let stats = m.machine().stats();
        assert_eq!(stats.count(Opcode::Sh), 0, "{endian:?}");
        assert_eq!(stats.count(Opcode::Sb), 1, "{endian:?}: the fifth byte");
    }
}

/// A store through `%q` between byte stores to `@g` keeps the bytes around it
/// apart: `%q` is `@g` here, and its 9, written after the 1 at the same
/// address, must stay.
const ALIAS: &str = "@g = global [4 x i8] zeroinitializer, align 4\n\
    define i32 @f(ptr %q) {\n\
      store i8 1, ptr @g, align 4\n\
      store i8 9, ptr %q, align 1\n\
      store i8 2, ptr getelementptr inbounds ([4 x i8], ptr @g, i32 0, i32 1), align 1\n\
      store i8 3, ptr getelementptr inbounds ([4 x i8], ptr @g, i32 0, i32 2), align 2\n\
      store i8 4, ptr getelementptr inbounds ([4 x i8], ptr @g, i32 0, i32 3), align 1\n\
      %w = load i32, ptr @g, align 4\n\
      ret i32 %w\n\
    }\n\
    define i32 @main() {\n\
      %r = call i32 @f(ptr @g)\n\
      ret i32 %r\n\
    }\n";

#[test]
fn a_store_to_another_base_in_between_keeps_the_order() {
    for endian in [Endian::Big, Endian::Little] {
        let (mut m, t) = jit(endian, ALIAS);
        let got = m.call_i32(t.functions["main"], &[]).unwrap();
        assert_eq!(got, word(endian, [9, 2, 3, 4]), "{endian:?}");
    }
}

#[test]
fn volatile_byte_stores_stay_byte_stores() {
    let text = "@g = global [4 x i8] zeroinitializer, align 4\n\
        define i32 @f() {\n\
          store volatile i8 1, ptr @g, align 4\n\
          store volatile i8 2, ptr getelementptr inbounds ([4 x i8], ptr @g, i32 0, i32 1), align 1\n\
          store volatile i8 3, ptr getelementptr inbounds ([4 x i8], ptr @g, i32 0, i32 2), align 2\n\
          store volatile i8 4, ptr getelementptr inbounds ([4 x i8], ptr @g, i32 0, i32 3), align 1\n\
          %w = load i32, ptr @g, align 4\n\
          ret i32 %w\n\
        }\n";
    for endian in [Endian::Big, Endian::Little] {
        let (mut m, t) = jit(endian, text);
        let got = m.call_i32(t.functions["f"], &[]).unwrap();
        assert_eq!(got, word(endian, [1, 2, 3, 4]), "{endian:?}");
        assert_eq!(m.machine().stats().count(Opcode::Sb), 4, "{endian:?}");
    }
}
