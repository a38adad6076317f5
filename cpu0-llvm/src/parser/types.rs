//! Types (`i32`, `ptr`, `i32*`, arrays, vectors, structs, function types) and
//! the attributes that go with parameter and return types.

use super::constants::CONST_WORDS;
use super::{PResult, Parser, MAX_NESTING};
use crate::ast::*;
use crate::lexer::Tok;

/// Words that start a type.
pub(super) const TYPE_WORDS: &[&str] = &[
    "void",
    "ptr",
    "half",
    "bfloat",
    "float",
    "double",
    "x86_fp80",
    "fp128",
    "ppc_fp128",
    "label",
    "metadata",
    "token",
    "x86_mmx",
    "x86_amx",
    "target",
];

impl Parser<'_> {
    pub(super) fn ty(&mut self) -> PResult<Type> {
        self.nest()?;
        let r = self.ty_inner();
        self.depth -= 1;
        r
    }

    pub(super) fn nest(&mut self) -> PResult<()> {
        if self.depth >= MAX_NESTING {
            return self.err("types or constants nested too deeply");
        }
        self.depth += 1;
        Ok(())
    }

    fn ty_inner(&mut self) -> PResult<Type> {
        let mut t = match self.peek().clone() {
            Tok::IntType(n) => {
                self.bump();
                Type::Int(n)
            }
            Tok::Local(n) => {
                self.bump();
                Type::Named(n.into_owned())
            }
            Tok::LBracket => {
                self.bump();
                let n = self.u64_()?;
                self.expect_word("x")?;
                let e = self.ty()?;
                self.expect(Tok::RBracket)?;
                Type::Array(n, Box::new(e))
            }
            Tok::LBrace => {
                let fields = self.struct_body()?;
                Type::Struct {
                    fields,
                    packed: false,
                }
            }
            Tok::Less => {
                self.bump();
                if *self.peek() == Tok::LBrace {
                    let fields = self.struct_body()?;
                    self.expect(Tok::Greater)?;
                    Type::Struct {
                        fields,
                        packed: true,
                    }
                } else {
                    if self.is_word("vscale") {
                        return self.err("scalable vectors are not supported");
                    }
                    let n = self.u32_()?;
                    self.expect_word("x")?;
                    let e = self.ty()?;
                    self.expect(Tok::Greater)?;
                    Type::Vector(n, Box::new(e))
                }
            }
            Tok::Word(w) => {
                self.bump();
                match w.as_ref() {
                    "void" => Type::Void,
                    "ptr" => Type::Ptr,
                    "half" => Type::Float(FloatKind::Half),
                    "bfloat" => Type::Float(FloatKind::BFloat),
                    "float" => Type::Float(FloatKind::Float),
                    "double" => Type::Float(FloatKind::Double),
                    "x86_fp80" => Type::Float(FloatKind::X86Fp80),
                    "fp128" => Type::Float(FloatKind::Fp128),
                    "ppc_fp128" => Type::Float(FloatKind::PpcFp128),
                    "label" => Type::Label,
                    "metadata" => Type::Metadata,
                    "token" => Type::Token,
                    "target" => {
                        if *self.peek() == Tok::LParen {
                            self.skip_balanced()?;
                        }
                        Type::Token
                    }
                    _ => {
                        self.pos -= 1;
                        return self.expected("a type");
                    }
                }
            }
            _ => return self.expected("a type"),
        };
        // Postfix: `addrspace(N)`, `*`, `(params)`.
        loop {
            if self.is_word("addrspace") {
                self.bump();
                self.skip_balanced()?;
            } else if *self.peek() == Tok::Star {
                self.bump();
                t = Type::Ptr;
            } else if *self.peek() == Tok::LParen {
                let (params, varargs) = self.fn_type_params()?;
                t = Type::Function(Box::new(FnType {
                    ret: t,
                    params,
                    varargs,
                }));
            } else {
                return Ok(t);
            }
        }
    }

    fn struct_body(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LBrace)?;
        let mut fields = Vec::new();
        if self.eat(&Tok::RBrace) {
            return Ok(fields);
        }
        loop {
            fields.push(self.ty()?);
            if self.eat(&Tok::RBrace) {
                return Ok(fields);
            }
            self.expect(Tok::Comma)?;
        }
    }

    fn fn_type_params(&mut self) -> PResult<(Vec<Type>, bool)> {
        self.expect(Tok::LParen)?;
        let mut params = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok((params, false));
        }
        loop {
            if self.eat(&Tok::Ellipsis) {
                self.expect(Tok::RParen)?;
                return Ok((params, true));
            }
            params.push(self.ty()?);
            // Attributes may follow parameter types in function types.
            self.param_attrs()?;
            if self.eat(&Tok::RParen) {
                return Ok((params, false));
            }
            self.expect(Tok::Comma)?;
        }
    }

    /// Skips and collects attributes (and linkage/visibility words in a function
    /// header) up to a type, a value or a name.
    pub(super) fn param_attrs(&mut self) -> PResult<ParamAttrs> {
        let mut a = ParamAttrs::default();
        loop {
            let Some(w) = self.word().map(str::to_string) else {
                return Ok(a);
            };
            if TYPE_WORDS.contains(&w.as_str()) || CONST_WORDS.contains(&w.as_str()) {
                return Ok(a);
            }
            self.bump();
            match w.as_str() {
                "signext" => a.signext = true,
                "zeroext" => a.zeroext = true,
                "inreg" => a.inreg = true,
                "byval" | "sret" => {
                    let t = if *self.peek() == Tok::LParen {
                        self.bump();
                        let t = self.ty()?;
                        self.expect(Tok::RParen)?;
                        Some(t)
                    } else {
                        None
                    };
                    let Some(t) = t else {
                        return self.err(format!("`{w}` without a type is not supported"));
                    };
                    if w == "byval" {
                        a.byval = Some(t);
                    } else {
                        a.sret = Some(t);
                    }
                }
                "align" => {
                    if *self.peek() == Tok::LParen {
                        self.bump();
                        a.align = Some(self.align()?);
                        self.expect(Tok::RParen)?;
                    } else {
                        a.align = Some(self.align()?);
                    }
                }
                "cc" => {
                    self.int()?;
                }
                _ => {
                    if *self.peek() == Tok::LParen {
                        self.skip_balanced()?;
                    }
                }
            }
        }
    }
}
