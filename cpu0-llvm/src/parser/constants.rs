//! Constants and constant expressions, and operands (a local name or a
//! constant).

use super::cursor::FLAG_WORDS;
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;

/// Words that start a constant (so they are not attributes).
pub(super) const CONST_WORDS: &[&str] = &[
    "true",
    "false",
    "null",
    "undef",
    "poison",
    "zeroinitializer",
    "none",
    "splat",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "getelementptr",
    "trunc",
    "zext",
    "sext",
    "ptrtoint",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "add",
    "sub",
    "mul",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "udiv",
    "sdiv",
    "urem",
    "srem",
    "icmp",
    "select",
    "extractelement",
    "asm",
];

impl Parser<'_> {
    pub(super) fn typed_const(&mut self) -> PResult<TypedConst> {
        let ty = self.ty()?;
        let value = self.constant(&ty)?;
        Ok(TypedConst { ty, value })
    }

    fn const_list(&mut self, close: Tok) -> PResult<Vec<TypedConst>> {
        let mut v = Vec::new();
        if self.eat(&close) {
            return Ok(v);
        }
        loop {
            v.push(self.typed_const()?);
            if self.eat(&close) {
                return Ok(v);
            }
            self.expect(Tok::Comma)?;
        }
    }

    pub(super) fn constant(&mut self, ty: &Type) -> PResult<Const> {
        self.nest()?;
        let r = self.constant_inner(ty);
        self.depth -= 1;
        r
    }

    fn constant_inner(&mut self, ty: &Type) -> PResult<Const> {
        let c = match self.peek().clone() {
            Tok::Int(v) => {
                self.bump();
                Const::Int(v)
            }
            Tok::WideInt(v) => {
                self.bump();
                Const::WideInt(v)
            }
            Tok::Float(s) => {
                self.bump();
                Const::Float(s.into_owned())
            }
            Tok::Global(n) => {
                self.bump();
                Const::Global(n.into_owned())
            }
            Tok::CStr(b) => {
                self.bump();
                Const::Bytes(b)
            }
            Tok::LBracket => {
                self.bump();
                Const::Aggregate(self.const_list(Tok::RBracket)?)
            }
            Tok::LBrace => {
                self.bump();
                Const::Aggregate(self.const_list(Tok::RBrace)?)
            }
            Tok::Less => {
                self.bump();
                if self.eat(&Tok::LBrace) {
                    let v = self.const_list(Tok::RBrace)?;
                    self.expect(Tok::Greater)?;
                    Const::Aggregate(v)
                } else {
                    Const::Aggregate(self.const_list(Tok::Greater)?)
                }
            }
            Tok::Word(w) => {
                self.bump();
                self.const_word(&w, ty)?
            }
            Tok::Local(n) => {
                return self.err(format!("`%{n}` is not a constant"));
            }
            _ => return self.expected("a constant"),
        };
        Ok(c)
    }

    /// A constant that starts with the word `w` (already read).
    fn const_word(&mut self, w: &str, ty: &Type) -> PResult<Const> {
        Ok(match w {
            "true" => Const::Int(1),
            "false" => Const::Int(0),
            "null" => Const::Null,
            "undef" | "poison" => Const::Undef,
            "zeroinitializer" => Const::Zero,
            "none" => Const::None,
            "splat" => {
                self.expect(Tok::LParen)?;
                let c = self.typed_const()?;
                self.expect(Tok::RParen)?;
                Const::Splat(Box::new(c))
            }
            "blockaddress" => {
                self.expect(Tok::LParen)?;
                let func = self.global_name()?;
                self.expect(Tok::Comma)?;
                let block = self.local_name()?;
                self.expect(Tok::RParen)?;
                Const::BlockAddress { func, block }
            }
            "dso_local_equivalent" | "no_cfi" => Const::Global(self.global_name()?),
            _ => Const::Expr(Box::new(self.const_expr(w, ty)?)),
        })
    }

    /// A constant expression whose operator `w` has been read.
    fn const_expr(&mut self, w: &str, ty: &Type) -> PResult<ConstExpr> {
        Ok(match w {
            "getelementptr" => self.const_gep()?,
            "icmp" => {
                let pred = self.int_pred()?;
                self.expect(Tok::LParen)?;
                let lhs = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let rhs = self.typed_const()?;
                self.expect(Tok::RParen)?;
                ConstExpr::ICmp { pred, lhs, rhs }
            }
            "select" => {
                self.expect(Tok::LParen)?;
                let cond = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let a = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let b = self.typed_const()?;
                self.expect(Tok::RParen)?;
                ConstExpr::Select { cond, a, b }
            }
            "extractelement" => {
                self.expect(Tok::LParen)?;
                let vector = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let index = self.typed_const()?;
                self.expect(Tok::RParen)?;
                ConstExpr::ExtractElement { vector, index }
            }
            _ => {
                if let Some(op) = CastOp::from_name(w) {
                    self.skip_flags();
                    self.expect(Tok::LParen)?;
                    let value = self.typed_const()?;
                    self.expect_word("to")?;
                    let to = self.ty()?;
                    self.expect(Tok::RParen)?;
                    ConstExpr::Cast { op, value, to }
                } else if let Some(op) = BinOp::from_name(w) {
                    self.skip_flags();
                    self.expect(Tok::LParen)?;
                    let lhs = self.typed_const()?;
                    self.expect(Tok::Comma)?;
                    let rhs = self.typed_const()?;
                    self.expect(Tok::RParen)?;
                    ConstExpr::Binary { op, lhs, rhs }
                } else {
                    self.pos -= 1;
                    return self.err(format!("expected a constant of type {ty}, found `{w}`"));
                }
            }
        })
    }

    /// `getelementptr inbounds (%T, ptr @g, i32 0, i32 1)` after the word.
    fn const_gep(&mut self) -> PResult<ConstExpr> {
        while let Some(w) = self.word() {
            if w == "inrange" {
                self.bump();
                if *self.peek() == Tok::LParen {
                    self.skip_balanced()?;
                }
            } else if FLAG_WORDS.contains(&w) {
                self.bump();
            } else {
                break;
            }
        }
        self.expect(Tok::LParen)?;
        let source = self.ty()?;
        self.expect(Tok::Comma)?;
        let base = self.typed_const()?;
        let mut indices = Vec::new();
        while self.eat(&Tok::Comma) {
            self.eat_word("inrange");
            indices.push(self.typed_const()?);
        }
        self.expect(Tok::RParen)?;
        Ok(ConstExpr::Gep {
            source,
            base,
            indices,
        })
    }

    pub(super) fn int_pred(&mut self) -> PResult<IntPred> {
        if let Some(p) = self.word().and_then(IntPred::from_name) {
            self.bump();
            Ok(p)
        } else {
            self.expected("an integer comparison predicate")
        }
    }

    pub(super) fn value(&mut self, ty: &Type) -> PResult<Value> {
        if let Tok::Local(n) = self.peek().clone() {
            self.bump();
            return Ok(Value::Local(n.into_owned()));
        }
        Ok(Value::Const(self.constant(ty)?))
    }

    pub(super) fn typed_value(&mut self) -> PResult<TypedValue> {
        let ty = self.ty()?;
        let value = self.value(&ty)?;
        Ok(TypedValue { ty, value })
    }
}
