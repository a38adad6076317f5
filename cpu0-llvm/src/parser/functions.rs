//! Function definitions and declarations: the header (linkage, return type,
//! parameters, trailing attributes), the body's blocks, and the numbering of
//! unnamed values and blocks.

use super::types::TYPE_WORDS;
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;
use crate::ParseError;

impl Parser<'_> {
    pub(super) fn function(&mut self, is_definition: bool) -> PResult<Function> {
        let pos = self.here();
        self.bump(); // define / declare
        let mut linkage = Linkage::External;
        let mut hidden = false;
        // Linkage, visibility, calling convention and return attributes.
        let mut ret_attrs = ParamAttrs::default();
        while let Some(w) = self.word().map(str::to_string) {
            if TYPE_WORDS.contains(&w.as_str()) {
                break;
            }
            if let Some(l) = Linkage::from_name(&w) {
                linkage = l;
                self.bump();
            } else if w == "hidden" || w == "protected" {
                hidden = true;
                self.bump();
            } else {
                let a = self.param_attrs()?;
                ret_attrs.signext |= a.signext;
                ret_attrs.zeroext |= a.zeroext;
                if self.word() == Some(w.as_str()) {
                    // A constant keyword cannot start a return type.
                    return self.expected("a return type");
                }
            }
        }
        let ret = self.ty()?;
        let name = self.global_name()?;
        self.counter = 0;
        self.expect(Tok::LParen)?;
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(&Tok::RParen) {
            loop {
                if self.eat(&Tok::Ellipsis) {
                    varargs = true;
                    self.expect(Tok::RParen)?;
                    break;
                }
                let ty = self.ty()?;
                let attrs = self.param_attrs()?;
                let name = if let Tok::Local(n) = self.peek().clone() {
                    self.bump();
                    self.note_name(&n);
                    n.into_owned()
                } else {
                    self.fresh_name()
                };
                params.push(Param { ty, attrs, name });
                if self.eat(&Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma)?;
            }
        }
        let header_line = self.toks[self.pos.saturating_sub(1)].line;
        let mut f = Function {
            name,
            linkage,
            hidden,
            ret,
            ret_attrs,
            params,
            varargs,
            blocks: Vec::new(),
            is_declaration: !is_definition,
            pos,
        };
        if !is_definition {
            // Trailing attributes of a declaration sit on its line.
            while self.line() == header_line && *self.peek() != Tok::Eof {
                if matches!(self.peek(), Tok::LParen | Tok::LBracket | Tok::LBrace) {
                    self.skip_balanced()?;
                } else {
                    self.bump();
                }
            }
            return Ok(f);
        }
        // Trailing attributes up to the body.
        while *self.peek() != Tok::LBrace {
            match self.peek() {
                Tok::Eof => return self.expected("`{`"),
                Tok::LParen | Tok::LBracket => self.skip_balanced()?,
                _ => {
                    self.bump();
                }
            }
        }
        self.bump();
        self.body(&mut f)?;
        Ok(f)
    }

    pub(super) fn fresh_name(&mut self) -> String {
        let n = self.counter.to_string();
        self.counter += 1;
        n
    }

    /// A numbered name moves the counter past it.
    pub(super) fn note_name(&mut self, n: &str) {
        if let Ok(v) = n.parse::<u64>() {
            self.counter = v.saturating_add(1);
        }
    }

    fn body(&mut self, f: &mut Function) -> PResult<()> {
        loop {
            let pos = self.here();
            let name = match self.peek().clone() {
                Tok::RBrace => {
                    self.bump();
                    if f.blocks.is_empty() {
                        return Err(ParseError {
                            line: pos.line,
                            col: pos.col,
                            msg: format!("function `@{}` has no blocks", f.name),
                        });
                    }
                    return Ok(());
                }
                Tok::Label(l) => {
                    self.bump();
                    self.note_name(&l);
                    l.into_owned()
                }
                _ if f.blocks.is_empty() => self.fresh_name(),
                _ => return self.expected("an instruction, a label or `}`"),
            };
            if f.blocks.iter().any(|b| b.name == name) {
                return Err(ParseError {
                    line: pos.line,
                    col: pos.col,
                    msg: format!("block `%{name}` is defined twice"),
                });
            }
            let mut block = Block {
                name,
                insts: Vec::new(),
                pos,
            };
            loop {
                match self.peek() {
                    Tok::RBrace | Tok::Label(_) => break,
                    Tok::DebugRecord(_) => {
                        self.bump();
                        if *self.peek() == Tok::LParen {
                            self.skip_balanced()?;
                        }
                    }
                    Tok::Eof => return self.expected("`}`"),
                    _ => {
                        let inst = self.instruction()?;
                        block.insts.push(inst);
                    }
                }
            }
            f.blocks.push(block);
        }
    }
}
