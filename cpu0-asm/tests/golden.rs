//! Golden triples: instruction, expected text, expected word. Each word is worked out
//! by hand from the encoding table in cpu0-isa.md (op in 31..24, ra 23..20, rb 19..16,
//! rc 15..12, cx below), so they double as documentation of the encoding.

use cpu0_asm::{assemble, decode, Endian, Inst, Opcode, Reg};

fn check(inst: Inst, text: &str, word: u32) {
    assert_eq!(inst.to_string(), text);
    assert_eq!(inst.encode(), word, "{text}: {:#010x}", inst.encode());
    assert_eq!(decode(word), Ok(inst), "{text}");
    let big = assemble(text, Endian::Big).unwrap().bytes;
    assert_eq!(big, word.to_be_bytes(), "{text}");
    let little = assemble(text, Endian::Little).unwrap().bytes;
    assert_eq!(little, word.to_le_bytes(), "{text}");
}

#[test]
fn golden_encodings() {
    use Opcode::*;
    check(Inst::nop(), "nop", 0x0000_0000);
    // ld: op 01, ra = lr (14 = e), rb = sp (13 = d), cx = 4.
    check(
        Inst::rri(Ld, Reg::LR, Reg::SP, 4).unwrap(),
        "ld $lr, 4($sp)",
        0x01ed_0004,
    );
    check(
        Inst::rri(St, Reg::A0, Reg::SP, -4).unwrap(),
        "st $a0, -4($sp)",
        0x024d_fffc,
    );
    check(
        Inst::rri(Sb, Reg::V0, Reg::AT, 0).unwrap(),
        "sb $v0, 0($at)",
        0x0521_0000,
    );
    check(
        Inst::rri(Addiu, Reg::SP, Reg::SP, -8).unwrap(),
        "addiu $sp, $sp, -8",
        0x09dd_fff8,
    );
    check(
        Inst::rri(Andi, Reg::T0, Reg::T1, 0xffff).unwrap(),
        "andi $t0, $t1, 0xffff",
        0x0c78_ffff,
    );
    check(
        Inst::rri(Ori, Reg::T9, Reg::T9, 0x1234).unwrap(),
        "ori $t9, $t9, 0x1234",
        0x0d66_1234,
    );
    check(
        Inst::ri(Lui, Reg::AT, 0xff00).unwrap(),
        "lui $at, 0xff00",
        0x0f10_ff00,
    );
    check(
        Inst::rrr(Addu, Reg::V0, Reg::A0, Reg::A1).unwrap(),
        "addu $v0, $a0, $a1",
        0x1124_5000,
    );
    check(
        Inst::rrr(Subu, Reg::V0, Reg::A0, Reg::A1).unwrap(),
        "subu $v0, $a0, $a1",
        0x1224_5000,
    );
    check(
        Inst::rr(Clz, Reg::V0, Reg::A0).unwrap(),
        "clz $v0, $a0",
        0x1524_0000,
    );
    check(
        Inst::rri(Shl, Reg::V0, Reg::A0, 31).unwrap(),
        "shl $v0, $a0, 31",
        0x1e24_001f,
    );
    check(
        Inst::rri(Sra, Reg::V0, Reg::A0, 1).unwrap(),
        "sra $v0, $a0, 1",
        0x2024_0001,
    );
    check(
        Inst::rrr(Shlv, Reg::V0, Reg::A0, Reg::T0).unwrap(),
        "shlv $v0, $a0, $t0",
        0x2224_7000,
    );
    check(
        Inst::rri(Slti, Reg::V0, Reg::A0, -1).unwrap(),
        "slti $v0, $a0, -1",
        0x2624_ffff,
    );
    check(
        Inst::rri(Sltiu, Reg::V0, Reg::A0, 0x7fff).unwrap(),
        "sltiu $v0, $a0, 0x7fff",
        0x2724_7fff,
    );
    check(
        Inst::rrr(Cmp, Reg::ZERO, Reg::A0, Reg::A1).unwrap(),
        "cmp $sw, $a0, $a1",
        0x2af4_5000,
    );
    check(Inst::i(Jeq, 8).unwrap(), "jeq $sw, 8", 0x3000_0008);
    check(Inst::i(Jmp, -4).unwrap(), "jmp -4", 0x36ff_fffc);
    check(
        Inst::rri(Beq, Reg::A0, Reg::ZERO, 12).unwrap(),
        "beq $a0, $zero, 12",
        0x3740_000c,
    );
    check(
        Inst::rri(Bne, Reg::A0, Reg::A1, -16).unwrap(),
        "bne $a0, $a1, -16",
        0x3845_fff0,
    );
    check(
        Inst::rr(Jalr, Reg::LR, Reg::T9).unwrap(),
        "jalr $t9",
        0x39e6_0000,
    );
    check(Inst::i(Bal, 100).unwrap(), "bal 100", 0x3a00_0064);
    check(
        Inst::i(Jsub, -0x80_0000).unwrap(),
        "jsub -8388608",
        0x3b80_0000,
    );
    check(Inst::r(Ret, Reg::LR).unwrap(), "ret $lr", 0x3ce0_0000);
    check(Inst::r(Ret, Reg::T9).unwrap(), "jr $t9", 0x3c60_0000);
    check(
        Inst::rr(Mult, Reg::A0, Reg::A1).unwrap(),
        "mult $a0, $a1",
        0x4145_0000,
    );
    check(
        Inst::rr(Divu, Reg::A0, Reg::A1).unwrap(),
        "divu $a0, $a1",
        0x4445_0000,
    );
    check(Inst::r(Mflo, Reg::V0).unwrap(), "mflo $v0", 0x4720_0000);
    check(
        Inst::rr(Mfc0, Reg::V0, Reg::C0_EPC).unwrap(),
        "mfc0 $v0, $epc",
        0x5021_0000,
    );
    check(
        Inst::rr(Mtc0, Reg::C0_EPC, Reg::A0).unwrap(),
        "mtc0 $epc, $a0",
        0x5114_0000,
    );
    check(
        Inst::rr(C0mov, Reg::C0_EPC, Reg::C0_PC).unwrap(),
        "c0mov $epc, $pc",
        0x5210_0000,
    );
    check(
        Inst::rrr(Movz, Reg::V0, Reg::A0, Reg::A1).unwrap(),
        "movz $v0, $a0, $a1",
        0x0a24_5000,
    );
    check(Inst::i(Trap, 42).unwrap(), "trap 42", 0xff00_002a);
}

#[test]
fn operands_out_of_range_are_errors() {
    use Opcode::*;
    assert!(Inst::rri(Addiu, Reg::A0, Reg::A0, 0x8000).is_err());
    assert!(Inst::rri(Addiu, Reg::A0, Reg::A0, -0x8001).is_err());
    assert!(Inst::rri(Ori, Reg::A0, Reg::A0, -1).is_err());
    assert!(Inst::rri(Shl, Reg::A0, Reg::A0, 32).is_err());
    assert!(Inst::i(Jmp, 0x80_0000).is_err());
    assert!(Inst::i(Trap, 0x100_0000).is_err());
    // Fields a shape does not use must be zero.
    assert!(Inst::rrr(Clz, Reg::A0, Reg::A1, Reg::T0).is_err());
    assert!(Inst::new(Nop, Reg::A0, Reg::ZERO, Reg::ZERO, 0).is_err());
}

#[test]
fn assembler_syntax() {
    let src = "
        # a comment
start:  addiu $2, $zero, 5      ; numbers as register names
        lui   $t9, %hi(data)
        ori   $t9, $t9, %lo(data)
loop:   addiu $v0, $v0, -1
        bne   $v0, $zero, loop  // back to loop
        nop
        jsub  func
        nop
        jeq   start
        ret   $lr
func:   jr    $lr
        nop
data:   .word 0x1234_5678, start, data + 4
        .half -1, 0xffff
        .byte 7
        .asciz \"hi\\n\"
        .align 2
end:    .space 8
";
    let p = assemble(src, Endian::Big).unwrap();
    let words: Vec<u32> = p
        .bytes
        .chunks(4)
        .map(|c| u32::from_be_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(p.symbols["start"], 0);
    assert_eq!(p.symbols["loop"], 12);
    assert_eq!(p.symbols["func"], 40);
    assert_eq!(p.symbols["data"], 48);
    assert_eq!(words[0], 0x0920_0005);
    assert_eq!(words[1], 0x0f60_0000); // %hi(48) = 0
    assert_eq!(words[2], 0x0d66_0030); // %lo(48) = 48
    assert_eq!(words[4], 0x3820_fff8); // loop(12) - (16 + 4) = -8
    assert_eq!(words[6], 0x3b00_000c); // func(40) - (24 + 4) = 12
    assert_eq!(words[8], 0x30ff_ffdc); // start(0) - (32 + 4) = -36
    assert_eq!(words[12], 0x1234_5678);
    assert_eq!(words[13], 0);
    assert_eq!(words[14], 52);
    assert_eq!(&p.bytes[60..64], &[0xff, 0xff, 0xff, 0xff]);
    assert_eq!(&p.bytes[64..69], b"\x07hi\n\0");
    assert_eq!(p.symbols["end"], 72);
    assert_eq!(p.bytes.len(), 80);

    let little = assemble(src, Endian::Little).unwrap();
    assert_eq!(&little.bytes[0..4], &0x0920_0005u32.to_le_bytes());
    assert_eq!(&little.bytes[60..62], &[0xff, 0xff]);
}

#[test]
fn assembler_errors_have_line_and_column() {
    let cases = [
        ("nop\n  addu $v0, $a0\n", 2, 3, "takes 3 operand"),
        ("  addiu $v0, $a0, 40000", 1, 19, "immediate"),
        ("x: nop\nx: nop", 2, 1, "defined twice"),
        ("  beq $a0, $zero, nowhere", 1, 19, "undefined label"),
        ("  frob $a0", 1, 3, "unknown instruction"),
        ("  addu $v0, $a0, $q9", 1, 18, "unknown register"),
        ("  ld $v0, 4($sp", 1, 16, "expected `)`"),
        ("  addu $v0, $a0, $a1 junk", 1, 22, "unexpected text"),
        ("  .word 1,", 1, 11, "expected an operand"),
        ("  .ascii \"abc", 1, 14, "unterminated string"),
        ("  addiu $v0, $a0, 0x", 1, 19, "bad number"),
        ("  addu @", 1, 8, "unexpected character"),
    ];
    for (src, line, col, msg) in cases {
        let e = assemble(src, Endian::Big).unwrap_err();
        assert_eq!((e.line, e.col), (line, col), "{src:?}: {e}");
        assert!(e.message.contains(msg), "{src:?}: {e}");
    }
}

#[test]
fn jumps_to_declared_externals_are_left_for_the_linker() {
    let source =
        "f:  beq $a0, $zero, out\n    nop\n    ret $lr\n    nop\nout: jmp slow\n    jsub slow\n";
    let program = cpu0_asm::assemble_with_externals(source, Endian::Big, &["slow"]).unwrap();
    // the two jumps, at 16 and 20, with their offset fields 0: 0x36 and 0x3B
    assert_eq!(
        program.external_jumps,
        [(16, "slow".to_string()), (20, "slow".to_string())]
    );
    assert_eq!(&program.bytes[16..24], &[0x36, 0, 0, 0, 0x3B, 0, 0, 0]);
    // a local branch is still resolved: beq at 0 to 16 is +12 from the next word
    assert_eq!(&program.bytes[0..4], &[0x37, 0x40, 0x00, 0x0C]);
    // undeclared, the name is an error as before
    assert!(cpu0_asm::assemble(source, Endian::Big).is_err());
}
