//! The assembler for the project's assembly syntax.
//!
//! ```text
//! # comments start with `#`, `;` or `//`
//! main:   addiu $sp, $sp, -8        # registers by name ...
//!         st    $14, 4($sp)         # ... or by number
//!         lui   $t9, %hi(table)     # %hi/%lo of a symbol
//!         ori   $t9, $t9, %lo(table)
//!         beq   $a0, $zero, done    # a label, or a byte offset from the next word
//!         nop
//! done:   ret   $lr
//!         nop
//! table:  .word 1, 2, main          # .word/.half/.byte/.ascii/.asciz/.space/.align/.org
//! ```
//!
//! Branch and jump operands that name a label are turned into the byte offset from
//! the next instruction; a plain number is taken as that offset itself, so printed
//! instructions assemble back to the same words. `.align n` aligns to `2^n` bytes
//! as GNU as does on MIPS. Errors carry the line and column.

use crate::{Endian, Inst, Opcode, Reg, Shape};
use std::collections::BTreeMap;
use std::fmt;

/// An assembled image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The bytes from address 0 on.
    pub bytes: Vec<u8>,
    /// Each label and its address.
    pub symbols: BTreeMap<String, u32>,
    /// The jumps to symbols outside the source (see [`assemble_with_externals`]):
    /// the byte offset of each such `jmp`/`jsub` word, its offset field left 0,
    /// and the symbol, for the linker to patch (a PC-relative 24-bit relocation).
    pub external_jumps: Vec<(u32, String)>,
}

/// An assembly error at a line and column (both from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct AsmError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

/// Assembles `source` into an image at address 0 in the given byte order.
pub fn assemble(source: &str, endian: Endian) -> Result<Program, AsmError> {
    assemble_with_externals(source, endian, &[])
}

/// Like [`assemble`], but a `jmp` or `jsub` whose operand is one of `externals`
/// (a label the source does not define) is left for the linker: it is listed in
/// [`Program::external_jumps`]. The runtime's assembly routines tail-jump to
/// their general paths, written in C, this way.
pub fn assemble_with_externals(
    source: &str,
    endian: Endian,
    externals: &[&str],
) -> Result<Program, AsmError> {
    // Pass 1: parse every line and give each label its address.
    let mut items = Vec::new();
    let mut symbols = BTreeMap::new();
    let mut addr: u32 = 0;
    for (index, text) in source.lines().enumerate() {
        let line = index + 1;
        let tokens = tokenize(text, line)?;
        let mut parser = LineParser {
            tokens: &tokens,
            pos: 0,
            line,
            end_col: text.chars().count() + 1,
        };
        while let Some(label) = parser.label() {
            if symbols.insert(label.0.clone(), addr).is_some() {
                return Err(err(
                    line,
                    label.1,
                    format!("label `{}` defined twice", label.0),
                ));
            }
        }
        if parser.at_end() {
            continue;
        }
        let stmt = parser.statement()?;
        let size = stmt.size(addr, line)?;
        items.push(Item { line, addr, stmt });
        addr = addr
            .checked_add(size)
            .ok_or_else(|| err(line, 1, "image larger than 4 GiB".into()))?;
    }

    // Pass 2: evaluate operands and encode.
    let mut bytes = Vec::new();
    let mut external_jumps = Vec::new();
    for item in &items {
        bytes.resize(item.addr as usize, 0);
        if let Some(name) = item.external_jump(externals, &symbols) {
            let jump = Inst::new(item.opcode(), Reg::ZERO, Reg::ZERO, Reg::ZERO, 0)
                .map_err(|e| err(item.line, 1, e.to_string()))?;
            bytes.extend_from_slice(&jump.encode_bytes(endian));
            external_jumps.push((item.addr, name.to_string()));
            continue;
        }
        item.emit(&symbols, endian, &mut bytes)?;
    }
    bytes.resize(addr as usize, 0);
    Ok(Program {
        bytes,
        symbols,
        external_jumps,
    })
}

fn err(line: usize, col: usize, message: String) -> AsmError {
    AsmError { line, col, message }
}

// ---------------------------------------------------------------------------
// Tokens

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// `$name` or `$N`, without the `$`.
    Dollar(String),
    /// A label, mnemonic or directive (directives keep their `.`).
    Ident(String),
    /// `%hi` / `%lo`, without the `%`.
    Percent(String),
    Num(i64),
    Str(Vec<u8>),
    Punct(char),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    col: usize,
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

fn tokenize(text: &str, line: usize) -> Result<Vec<Token>, AsmError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c == '#' || c == ';' || (c == '/' && chars.get(i + 1) == Some(&'/')) {
            break;
        } else if c == '$' || c == '%' {
            let start = i + 1;
            i = start;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            if i == start {
                return Err(err(line, col, format!("expected a name after `{c}`")));
            }
            let name: String = chars[start..i].iter().collect();
            tokens.push(Token {
                tok: if c == '$' {
                    Tok::Dollar(name)
                } else {
                    Tok::Percent(name)
                },
                col,
            });
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let text: String = chars[start..i].iter().filter(|c| **c != '_').collect();
            let value = parse_number(&text)
                .ok_or_else(|| err(line, col, format!("bad number `{text}`")))?;
            tokens.push(Token {
                tok: Tok::Num(value),
                col,
            });
        } else if is_ident_char(c) {
            let start = i;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            tokens.push(Token {
                tok: Tok::Ident(chars[start..i].iter().collect()),
                col,
            });
        } else if c == '"' {
            let (bytes, next) = parse_string(&chars, i + 1, line)?;
            tokens.push(Token {
                tok: Tok::Str(bytes),
                col,
            });
            i = next;
        } else if "(),:+-".contains(c) {
            tokens.push(Token {
                tok: Tok::Punct(c),
                col,
            });
            i += 1;
        } else {
            return Err(err(line, col, format!("unexpected character `{c}`")));
        }
    }
    Ok(tokens)
}

fn parse_number(text: &str) -> Option<i64> {
    let lower = text.to_ascii_lowercase();
    if let Some(hex) = lower.strip_prefix("0x") {
        i64::from_str_radix(hex, 16).ok()
    } else if let Some(bin) = lower.strip_prefix("0b") {
        i64::from_str_radix(bin, 2).ok()
    } else {
        lower.parse().ok()
    }
}

/// Parses a string literal body starting after the opening quote; returns the bytes
/// and the index after the closing quote.
fn parse_string(chars: &[char], mut i: usize, line: usize) -> Result<(Vec<u8>, usize), AsmError> {
    let mut bytes = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' => return Ok((bytes, i + 1)),
            '\\' => {
                let esc = *chars
                    .get(i + 1)
                    .ok_or_else(|| err(line, i + 1, "unterminated escape".into()))?;
                i += 2;
                match esc {
                    'n' => bytes.push(b'\n'),
                    't' => bytes.push(b'\t'),
                    'r' => bytes.push(b'\r'),
                    '0' => bytes.push(0),
                    '\\' => bytes.push(b'\\'),
                    '"' => bytes.push(b'"'),
                    'x' => {
                        let hex: String = chars[i..].iter().take(2).collect();
                        let value = u8::from_str_radix(&hex, 16)
                            .map_err(|_| err(line, i, format!("bad escape `\\x{hex}`")))?;
                        bytes.push(value);
                        i += 2;
                    }
                    other => return Err(err(line, i - 1, format!("unknown escape `\\{other}`"))),
                }
            }
            _ => {
                let mut buf = [0; 4];
                bytes.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                i += 1;
            }
        }
    }
    Err(err(line, chars.len() + 1, "unterminated string".into()))
}

// ---------------------------------------------------------------------------
// Statements

#[derive(Clone, Debug)]
enum Expr {
    Num(i64),
    Sym(String, usize),
    Hi(Box<Expr>),
    Lo(Box<Expr>),
    Neg(Box<Expr>),
    Add(Box<Expr>, Box<Expr>),
    Sub(Box<Expr>, Box<Expr>),
}

impl Expr {
    /// The value and whether it refers to a label.
    fn eval(&self, symbols: &BTreeMap<String, u32>, line: usize) -> Result<(i64, bool), AsmError> {
        Ok(match self {
            Expr::Num(n) => (*n, false),
            Expr::Sym(name, col) => match symbols.get(name) {
                Some(addr) => (*addr as i64, true),
                None => return Err(err(line, *col, format!("undefined label `{name}`"))),
            },
            Expr::Hi(e) => ((e.eval(symbols, line)?.0 as u32 >> 16) as i64, false),
            Expr::Lo(e) => ((e.eval(symbols, line)?.0 as u32 & 0xFFFF) as i64, false),
            Expr::Neg(e) => {
                let (v, s) = e.eval(symbols, line)?;
                (v.wrapping_neg(), s)
            }
            Expr::Add(a, b) => {
                let (x, s1) = a.eval(symbols, line)?;
                let (y, s2) = b.eval(symbols, line)?;
                (x.wrapping_add(y), s1 || s2)
            }
            Expr::Sub(a, b) => {
                let (x, s1) = a.eval(symbols, line)?;
                let (y, s2) = b.eval(symbols, line)?;
                (x.wrapping_sub(y), s1 && !s2)
            }
        })
    }

    /// The value of an expression made of numbers only (for sizes in pass 1).
    fn constant(&self, line: usize, col: usize) -> Result<i64, AsmError> {
        self.eval(&BTreeMap::new(), line)
            .map(|(v, _)| v)
            .map_err(|_| err(line, col, "expected a constant, not a label".into()))
    }
}

#[derive(Clone, Debug)]
enum Operand {
    /// `$name`
    Dollar(String),
    Expr(Expr),
    /// `expr(reg)`
    Mem(Expr, String),
}

#[derive(Clone, Debug)]
struct Located<T> {
    value: T,
    col: usize,
}

#[derive(Clone, Debug)]
enum Stmt {
    Inst {
        op: Opcode,
        col: usize,
        operands: Vec<Located<Operand>>,
    },
    Data {
        width: u32,
        values: Vec<Located<Expr>>,
    },
    Bytes(Vec<u8>),
    Space(u32),
    Align(u32),
    Org(u32, usize),
}

impl Stmt {
    fn size(&self, addr: u32, line: usize) -> Result<u32, AsmError> {
        Ok(match self {
            Stmt::Inst { .. } => 4,
            Stmt::Data { width, values } => width * values.len() as u32,
            Stmt::Bytes(bytes) => bytes.len() as u32,
            Stmt::Space(n) => *n,
            Stmt::Align(a) => (a - addr % a) % a,
            Stmt::Org(target, col) => target.checked_sub(addr).ok_or_else(|| {
                err(
                    line,
                    *col,
                    format!(".org 0x{target:x} is behind 0x{addr:x}"),
                )
            })?,
        })
    }
}

struct Item {
    line: usize,
    addr: u32,
    stmt: Stmt,
}

impl Item {
    /// The external symbol this item jumps to, if it is a `jmp`/`jsub` naming one
    /// of `externals` that the source does not define itself.
    fn external_jump<'a>(
        &'a self,
        externals: &[&str],
        symbols: &BTreeMap<String, u32>,
    ) -> Option<&'a str> {
        let Stmt::Inst { op, operands, .. } = &self.stmt else {
            return None;
        };
        match operands.as_slice() {
            [Located {
                value: Operand::Expr(Expr::Sym(name, _)),
                ..
            }] if op.shape() == Shape::Jump
                && externals.contains(&name.as_str())
                && !symbols.contains_key(name) =>
            {
                Some(name)
            }
            _ => None,
        }
    }

    /// The opcode of an instruction item (`nop` for data).
    fn opcode(&self) -> Opcode {
        match &self.stmt {
            Stmt::Inst { op, .. } => *op,
            _ => Opcode::Nop,
        }
    }

    fn emit(
        &self,
        symbols: &BTreeMap<String, u32>,
        endian: Endian,
        out: &mut Vec<u8>,
    ) -> Result<(), AsmError> {
        let line = self.line;
        match &self.stmt {
            Stmt::Inst { op, col, operands } => {
                let inst = build_inst(*op, *col, operands, self.addr, symbols, line)?;
                out.extend_from_slice(&inst.encode_bytes(endian));
            }
            Stmt::Data { width, values } => {
                for v in values {
                    let (value, _) = v.value.eval(symbols, line)?;
                    let bits = 8 * width;
                    let min = -(1i64 << (bits - 1));
                    let max = (1i64 << bits) - 1;
                    if value < min || value > max {
                        return Err(err(
                            line,
                            v.col,
                            format!("{value} does not fit in {bits} bits"),
                        ));
                    }
                    let word = value as u32;
                    let bytes = endian.word_bytes(word);
                    match (width, endian) {
                        (4, _) => out.extend_from_slice(&bytes),
                        (2, Endian::Big) => out.extend_from_slice(&bytes[2..]),
                        (2, Endian::Little) => out.extend_from_slice(&bytes[..2]),
                        _ => out.push(word as u8),
                    }
                }
            }
            Stmt::Bytes(bytes) => out.extend_from_slice(bytes),
            Stmt::Space(n) => out.resize(out.len() + *n as usize, 0),
            Stmt::Align(_) | Stmt::Org(..) => {}
        }
        Ok(())
    }
}

/// Checks the operands against the instruction's shape and builds it.
fn build_inst(
    op: Opcode,
    col: usize,
    operands: &[Located<Operand>],
    addr: u32,
    symbols: &BTreeMap<String, u32>,
    line: usize,
) -> Result<Inst, AsmError> {
    let shape = op.shape();
    let m = op.mnemonic();
    // Optional leading `$sw` of compares and flag branches.
    let operands = match (shape, operands.first()) {
        (Shape::Cmp | Shape::SwBranch, Some(first)) if matches!(&first.value, Operand::Dollar(n) if n == "sw" || n == "15") => {
            &operands[1..]
        }
        _ => operands,
    };
    let expected: &[Kind] = match shape {
        Shape::None => &[],
        Shape::Mem => &[Kind::Reg, Kind::Mem],
        Shape::RRSimm | Shape::RRUimm | Shape::RRShamt | Shape::RRBranch => {
            &[Kind::Reg, Kind::Reg, Kind::Expr]
        }
        Shape::RUimm => &[Kind::Reg, Kind::Expr],
        Shape::RRR => &[Kind::Reg, Kind::Reg, Kind::Reg],
        Shape::RR | Shape::Cmp => &[Kind::Reg, Kind::Reg],
        Shape::SwBranch | Shape::Jump | Shape::Code24 => &[Kind::Expr],
        Shape::Jalr if operands.len() == 1 => &[Kind::Reg],
        Shape::Jalr => &[Kind::Reg, Kind::Reg],
        Shape::Ret if operands.is_empty() => &[],
        Shape::Ret | Shape::R => &[Kind::Reg],
        Shape::FromC0 => &[Kind::Reg, Kind::C0],
        Shape::ToC0 => &[Kind::C0, Kind::Reg],
        Shape::C0C0 => &[Kind::C0, Kind::C0],
    };
    if operands.len() != expected.len() {
        let at = operands.get(expected.len()).map_or(col, |o| o.col);
        return Err(err(
            line,
            at,
            format!(
                "`{m}` takes {} operand(s), got {}",
                expected.len(),
                operands.len()
            ),
        ));
    }
    let mut regs = Vec::new();
    let mut imm: Option<(i64, bool, usize)> = None;
    for (operand, kind) in operands.iter().zip(expected) {
        match (kind, &operand.value) {
            (Kind::Reg, Operand::Dollar(name)) => regs
                .push(Reg::from_name(name).ok_or_else(|| {
                    err(line, operand.col, format!("unknown register `${name}`"))
                })?),
            (Kind::C0, Operand::Dollar(name)) => regs.push(
                Reg::from_c0_name(name)
                    .or_else(|| Reg::from_name(name).filter(|_| name.parse::<u8>().is_ok()))
                    .ok_or_else(|| {
                        err(
                            line,
                            operand.col,
                            format!("unknown co-processor 0 register `${name}`"),
                        )
                    })?,
            ),
            (Kind::Expr, Operand::Expr(e)) => {
                let (v, sym) = e.eval(symbols, line)?;
                imm = Some((v, sym, operand.col));
            }
            (Kind::Mem, Operand::Mem(e, base)) => {
                let (v, _) = e.eval(symbols, line)?;
                imm = Some((v, false, operand.col));
                regs.push(Reg::from_name(base).ok_or_else(|| {
                    err(line, operand.col, format!("unknown register `${base}`"))
                })?);
            }
            (kind, _) => {
                return Err(err(
                    line,
                    operand.col,
                    format!("`{m}` expects {} here", kind.describe()),
                ))
            }
        }
    }
    // A label as a branch target becomes the offset from the next instruction.
    let (mut value, imm_col) = match imm {
        Some((v, true, c)) if matches!(shape, Shape::SwBranch | Shape::Jump | Shape::RRBranch) => {
            (v - (addr as i64 + 4), c)
        }
        Some((v, _, c)) => (v, c),
        None => (0, col),
    };
    let reg = |i: usize| regs.get(i).copied().unwrap_or(Reg::ZERO);
    let (ra, rb, rc) = match shape {
        Shape::Cmp => (Reg::SW, reg(0), reg(1)),
        Shape::Jalr if regs.len() == 1 => (Reg::LR, reg(0), Reg::ZERO),
        Shape::Ret if regs.is_empty() => (Reg::LR, Reg::ZERO, Reg::ZERO),
        _ => (reg(0), reg(1), reg(2)),
    };
    if shape == Shape::RUimm || shape == Shape::RRUimm {
        // Accept a negative 16-bit value for an unsigned field as its bit pattern.
        if (-0x8000..0).contains(&value) {
            value &= 0xFFFF;
        }
    }
    Inst::new(op, ra, rb, rc, value).map_err(|e| err(line, imm_col, e.to_string()))
}

#[derive(Clone, Copy)]
enum Kind {
    Reg,
    C0,
    Expr,
    Mem,
}

impl Kind {
    fn describe(self) -> &'static str {
        match self {
            Kind::Reg => "a register",
            Kind::C0 => "a co-processor 0 register",
            Kind::Expr => "a number or label",
            Kind::Mem => "a memory operand `offset($reg)`",
        }
    }
}

// ---------------------------------------------------------------------------
// Line parser

struct LineParser<'a> {
    tokens: &'a [Token],
    pos: usize,
    line: usize,
    end_col: usize,
}

impl LineParser<'_> {
    fn at_end(&self) -> bool {
        self.pos >= self.tokens.len()
    }

    fn peek(&self) -> Option<&Tok> {
        self.tokens.get(self.pos).map(|t| &t.tok)
    }

    fn col(&self) -> usize {
        self.tokens.get(self.pos).map_or(self.end_col, |t| t.col)
    }

    fn error<T>(&self, message: impl Into<String>) -> Result<T, AsmError> {
        Err(err(self.line, self.col(), message.into()))
    }

    /// `name:` at the current position, if there is one.
    fn label(&mut self) -> Option<(String, usize)> {
        match (self.tokens.get(self.pos), self.tokens.get(self.pos + 1)) {
            (
                Some(Token {
                    tok: Tok::Ident(name),
                    col,
                }),
                Some(Token {
                    tok: Tok::Punct(':'),
                    ..
                }),
            ) => {
                self.pos += 2;
                Some((name.clone(), *col))
            }
            _ => None,
        }
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> Result<(), AsmError> {
        if self.eat(c) {
            Ok(())
        } else {
            self.error(format!("expected `{c}`"))
        }
    }

    fn statement(&mut self) -> Result<Stmt, AsmError> {
        let col = self.col();
        let name = match self.peek() {
            Some(Tok::Ident(name)) => name.clone(),
            _ => return self.error("expected an instruction, directive or label"),
        };
        self.pos += 1;
        let stmt = if name.starts_with('.') {
            self.directive(&name, col)?
        } else {
            let op = Opcode::from_mnemonic(&name.to_ascii_lowercase())
                .ok_or_else(|| err(self.line, col, format!("unknown instruction `{name}`")))?;
            let mut operands = Vec::new();
            if !self.at_end() {
                loop {
                    operands.push(self.operand()?);
                    if !self.eat(',') {
                        break;
                    }
                }
            }
            Stmt::Inst { op, col, operands }
        };
        if !self.at_end() {
            return self.error("unexpected text after the statement");
        }
        Ok(stmt)
    }

    fn directive(&mut self, name: &str, col: usize) -> Result<Stmt, AsmError> {
        let width = match name {
            ".word" => 4,
            ".half" | ".short" => 2,
            ".byte" => 1,
            ".ascii" | ".asciz" | ".string" => {
                let mut bytes = match self.peek() {
                    Some(Tok::Str(s)) => s.clone(),
                    _ => return self.error("expected a string"),
                };
                self.pos += 1;
                if name != ".ascii" {
                    bytes.push(0);
                }
                return Ok(Stmt::Bytes(bytes));
            }
            ".space" | ".align" | ".org" => {
                let at = self.col();
                let value = self.expr()?.constant(self.line, at)?;
                return match name {
                    ".space" if (0..=1 << 28).contains(&value) => Ok(Stmt::Space(value as u32)),
                    ".align" if (0..=16).contains(&value) => Ok(Stmt::Align(1 << value)),
                    ".org" if (0..=1 << 28).contains(&value) => Ok(Stmt::Org(value as u32, at)),
                    _ => Err(err(
                        self.line,
                        at,
                        format!("bad operand {value} for `{name}`"),
                    )),
                };
            }
            _ => return Err(err(self.line, col, format!("unknown directive `{name}`"))),
        };
        let mut values = Vec::new();
        loop {
            let at = self.col();
            values.push(Located {
                value: self.expr()?,
                col: at,
            });
            if !self.eat(',') {
                break;
            }
        }
        Ok(Stmt::Data { width, values })
    }

    fn operand(&mut self) -> Result<Located<Operand>, AsmError> {
        let col = self.col();
        if let Some(Tok::Dollar(name)) = self.peek() {
            let name = name.clone();
            self.pos += 1;
            return Ok(Located {
                value: Operand::Dollar(name),
                col,
            });
        }
        // `(reg)` with no offset, or `expr` optionally followed by `(reg)`.
        let offset = if self.peek() == Some(&Tok::Punct('(')) {
            Expr::Num(0)
        } else {
            self.expr()?
        };
        if self.eat('(') {
            let base = match self.peek() {
                Some(Tok::Dollar(name)) => name.clone(),
                _ => return self.error("expected a base register"),
            };
            self.pos += 1;
            self.expect(')')?;
            return Ok(Located {
                value: Operand::Mem(offset, base),
                col,
            });
        }
        Ok(Located {
            value: Operand::Expr(offset),
            col,
        })
    }

    fn expr(&mut self) -> Result<Expr, AsmError> {
        let mut lhs = self.term()?;
        loop {
            if self.eat('+') {
                lhs = Expr::Add(Box::new(lhs), Box::new(self.term()?));
            } else if self.eat('-') {
                lhs = Expr::Sub(Box::new(lhs), Box::new(self.term()?));
            } else {
                return Ok(lhs);
            }
        }
    }

    fn term(&mut self) -> Result<Expr, AsmError> {
        let col = self.col();
        let tok = match self.peek() {
            Some(tok) => tok.clone(),
            None => return self.error("expected an operand"),
        };
        self.pos += 1;
        match tok {
            Tok::Num(n) => Ok(Expr::Num(n)),
            Tok::Ident(name) => Ok(Expr::Sym(name, col)),
            Tok::Punct('-') => Ok(Expr::Neg(Box::new(self.term()?))),
            Tok::Punct('(') => {
                let e = self.expr()?;
                self.expect(')')?;
                Ok(e)
            }
            Tok::Percent(kind) => {
                self.expect('(')?;
                let e = Box::new(self.expr()?);
                self.expect(')')?;
                match kind.as_str() {
                    "hi" => Ok(Expr::Hi(e)),
                    "lo" => Ok(Expr::Lo(e)),
                    _ => Err(err(self.line, col, format!("unknown operator `%{kind}`"))),
                }
            }
            _ => Err(err(
                self.line,
                col,
                "expected a number, label or register".into(),
            )),
        }
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} bytes, {} symbols",
            self.bytes.len(),
            self.symbols.len()
        )
    }
}
