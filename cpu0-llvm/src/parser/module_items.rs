//! Top-level entities: `source_filename`, `target`, `module asm`, attribute
//! groups, named types, comdats, metadata, global variables and aliases (function
//! definitions and declarations are in `functions.rs`).

use super::{lossy, PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;
use crate::ParseError;

impl Parser<'_> {
    pub(super) fn module(&mut self) -> PResult<Module> {
        let mut m = Module::default();
        loop {
            let pos = self.here();
            match self.peek().clone() {
                Tok::Eof => return Ok(m),
                Tok::Word(w) => match w.as_ref() {
                    "source_filename" => {
                        self.bump();
                        self.expect(Tok::Eq)?;
                        m.source_filename = Some(lossy(self.string()?));
                    }
                    "target" => {
                        self.bump();
                        let which = self.word().unwrap_or("").to_string();
                        if which != "datalayout" && which != "triple" {
                            return self.expected("`datalayout` or `triple`");
                        }
                        self.bump();
                        self.expect(Tok::Eq)?;
                        let s = lossy(self.string()?);
                        if which == "datalayout" {
                            m.data_layout = Some(s);
                        } else {
                            m.triple = Some(s);
                        }
                    }
                    "module" => {
                        self.bump();
                        self.expect_word("asm")?;
                        m.module_asm.push(lossy(self.string()?));
                    }
                    "define" | "declare" => {
                        let f = self.function(w == "define")?;
                        if m.functions.iter().any(|g| g.name == f.name)
                            || m.globals.iter().any(|g| g.name == f.name)
                        {
                            return Err(ParseError {
                                line: pos.line,
                                col: pos.col,
                                msg: format!("`@{}` is defined twice", f.name),
                            });
                        }
                        m.functions.push(f);
                    }
                    "attributes" => {
                        self.bump();
                        if !matches!(self.peek(), Tok::AttrGroup(_)) {
                            return self.expected("an attribute group (`#N`)");
                        }
                        self.bump();
                        self.expect(Tok::Eq)?;
                        if *self.peek() != Tok::LBrace {
                            return self.expected("`{`");
                        }
                        self.skip_balanced()?;
                    }
                    "uselistorder" | "uselistorder_bb" => self.skip_line()?,
                    _ => return self.err(format!("unexpected `{w}` at the top level")),
                },
                Tok::Local(name) => {
                    self.bump();
                    self.expect(Tok::Eq)?;
                    self.expect_word("type")?;
                    let ty = if self.eat_word("opaque") {
                        None
                    } else {
                        Some(self.ty()?)
                    };
                    m.types.push((name.into_owned(), ty));
                }
                Tok::Comdat(_) => {
                    self.bump();
                    self.expect(Tok::Eq)?;
                    self.expect_word("comdat")?;
                    if self.word().is_none() {
                        return self.expected("a comdat kind");
                    }
                    self.bump();
                }
                Tok::Meta(_) => {
                    self.bump();
                    self.expect(Tok::Eq)?;
                    self.skip_metadata()?;
                }
                Tok::Global(name) => {
                    self.bump();
                    self.expect(Tok::Eq)?;
                    self.global_entity(name.into_owned(), pos, &mut m)?;
                }
                t => return self.err(format!("unexpected {} at the top level", t.describe())),
            }
        }
    }

    /// `@name = ... global|constant|alias|ifunc ...`
    fn global_entity(&mut self, name: String, pos: Pos, m: &mut Module) -> PResult<()> {
        let mut linkage = None;
        let mut hidden = false;
        let mut thread_local = false;
        let kind = loop {
            let Some(w) = self.word().map(str::to_string) else {
                return self.expected("`global`, `constant` or `alias`");
            };
            self.bump();
            match w.as_str() {
                "global" | "constant" | "alias" | "ifunc" => break w,
                "hidden" | "protected" => hidden = true,
                "thread_local" => {
                    thread_local = true;
                    if *self.peek() == Tok::LParen {
                        self.skip_balanced()?;
                    }
                }
                "addrspace" => self.skip_balanced()?,
                "dso_local"
                | "dso_preemptable"
                | "default"
                | "dllimport"
                | "dllexport"
                | "unnamed_addr"
                | "local_unnamed_addr"
                | "externally_initialized" => {}
                _ => match Linkage::from_name(&w) {
                    Some(l) => linkage = Some(l),
                    None => {
                        self.pos -= 1;
                        return self.expected("`global`, `constant` or `alias`");
                    }
                },
            }
        };
        if m.globals.iter().any(|g| g.name == name)
            || m.functions.iter().any(|g| g.name == name)
            || m.aliases.iter().any(|g| g.name == name)
        {
            return Err(ParseError {
                line: pos.line,
                col: pos.col,
                msg: format!("`@{name}` is defined twice"),
            });
        }
        if kind == "alias" || kind == "ifunc" {
            let ty = self.ty()?;
            self.expect(Tok::Comma)?;
            let aliasee = self.typed_const()?;
            self.skip_global_trailer()?;
            if kind == "alias" {
                m.aliases.push(Alias {
                    name,
                    ty,
                    aliasee,
                    pos,
                });
            }
            return Ok(());
        }
        let ty = self.ty()?;
        let has_init = !matches!(linkage, Some(Linkage::External | Linkage::ExternWeak));
        let init = if has_init {
            Some(self.constant(&ty)?)
        } else {
            None
        };
        let mut g = Global {
            name,
            linkage: linkage.unwrap_or(Linkage::External),
            hidden,
            constant: kind == "constant",
            thread_local,
            ty,
            init,
            align: None,
            section: None,
            pos,
        };
        self.global_attributes(&mut g)?;
        m.globals.push(g);
        Ok(())
    }

    /// `, align 4`, `, section "s"` (kept), other attributes, metadata
    /// attachments and attribute groups after a global variable (skipped).
    fn global_attributes(&mut self, g: &mut Global) -> PResult<()> {
        while *self.peek() == Tok::Comma {
            self.bump();
            match self.peek().clone() {
                Tok::Word(w) => {
                    self.bump();
                    match w.as_ref() {
                        "align" => g.align = Some(self.align()?),
                        "section" => g.section = Some(lossy(self.string()?)),
                        "partition" | "code_model" => {
                            self.string()?;
                        }
                        // `comdat`, `comdat($name)` and the rest.
                        _ => {
                            if *self.peek() == Tok::LParen {
                                self.skip_balanced()?;
                            }
                        }
                    }
                }
                Tok::Meta(_) => {
                    self.skip_metadata()?;
                    self.skip_metadata()?;
                }
                _ => return self.expected("a global attribute"),
            }
        }
        while matches!(self.peek(), Tok::AttrGroup(_)) {
            self.bump();
        }
        Ok(())
    }

    fn skip_global_trailer(&mut self) -> PResult<()> {
        while *self.peek() == Tok::Comma {
            self.bump();
            match self.peek() {
                Tok::Meta(_) => {
                    self.skip_metadata()?;
                    self.skip_metadata()?;
                }
                Tok::Word(_) => {
                    self.bump();
                    if matches!(self.peek(), Tok::Str(_) | Tok::Int(_)) {
                        self.bump();
                    } else if *self.peek() == Tok::LParen {
                        self.skip_balanced()?;
                    }
                }
                _ => return self.expected("an attribute"),
            }
        }
        Ok(())
    }
}
