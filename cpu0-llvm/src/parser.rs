//! The parser: tokens to [`crate::ast::Module`].
//!
//! It accepts what clang 14 through 19 print for C, in both pointer styles: typed
//! pointers (`i32*`) and opaque pointers (`ptr`). Metadata, attribute groups,
//! comdats, debug records, `uselistorder` directives and attributes without a
//! meaning for code generation are skipped.

use crate::ast::*;
use crate::lexer::{tokenize, Tok, Token};
use crate::ParseError;

/// Parses the text of an LLVM IR module.
pub fn parse(text: &str) -> Result<Module, ParseError> {
    let tokens = tokenize(text)?;
    let mut p = Parser {
        toks: tokens,
        pos: 0,
        counter: 0,
        depth: 0,
    };
    p.module()
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    /// The next number for an unnamed value or block in the current function.
    counter: u64,
    /// Nesting of types and constants being parsed (bounded, so that deeply
    /// nested input is an error rather than a stack overflow).
    depth: usize,
}

/// The deepest nesting of types and constants accepted.
const MAX_NESTING: usize = 200;

type PResult<T> = Result<T, ParseError>;

/// Words that start a type.
const TYPE_WORDS: &[&str] = &[
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

/// Words that start a constant (so they are not attributes).
const CONST_WORDS: &[&str] = &[
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

const ORDERINGS: &[&str] = &[
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

/// Flags of arithmetic instructions that do not change the result of defined
/// programs, and fast-math flags.
const FLAG_WORDS: &[&str] = &[
    "nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "inbounds", "nusw", "fast", "nnan",
    "ninf", "nsz", "arcp", "contract", "afn", "reassoc",
];

impl Parser {
    // ---- token helpers ----

    fn peek(&self) -> &Tok {
        self.peek_at(0)
    }

    fn peek_at(&self, k: usize) -> &Tok {
        let i = (self.pos + k).min(self.toks.len() - 1);
        &self.toks[i].tok
    }

    fn here(&self) -> Pos {
        let t = &self.toks[self.pos.min(self.toks.len() - 1)];
        Pos {
            line: t.line,
            col: t.col,
        }
    }

    fn line(&self) -> u32 {
        self.here().line
    }

    fn bump(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let p = self.here();
        Err(ParseError {
            line: p.line,
            col: p.col,
            msg: msg.into(),
        })
    }

    fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(format!("expected {what}, found {}", self.peek().describe()))
    }

    fn expect(&mut self, t: Tok) -> PResult<()> {
        if *self.peek() == t {
            self.bump();
            Ok(())
        } else {
            self.expected(&t.describe())
        }
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Word(x) if x == w)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.expected(&format!("`{w}`"))
        }
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.peek() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn word(&self) -> Option<&str> {
        match self.peek() {
            Tok::Word(w) => Some(w),
            _ => None,
        }
    }

    fn int(&mut self) -> PResult<i128> {
        match *self.peek() {
            Tok::Int(v) => {
                self.bump();
                Ok(v)
            }
            _ => self.expected("an integer"),
        }
    }

    fn u64_(&mut self) -> PResult<u64> {
        let v = self.int()?;
        u64::try_from(v).or_else(|_| self.err(format!("{v} is out of range")))
    }

    /// An alignment: a power of two up to 2^32.
    fn align(&mut self) -> PResult<u64> {
        let v = self.u64_()?;
        if v.is_power_of_two() && v <= 1 << 32 {
            Ok(v)
        } else {
            self.pos -= 1;
            self.err(format!("alignment {v} is not a power of two up to 2^32"))
        }
    }

    fn u32_(&mut self) -> PResult<u32> {
        let v = self.int()?;
        u32::try_from(v).or_else(|_| self.err(format!("{v} is out of range")))
    }

    fn string(&mut self) -> PResult<Vec<u8>> {
        match self.peek() {
            Tok::Str(s) => {
                let s = s.clone();
                self.bump();
                Ok(s)
            }
            _ => self.expected("a string"),
        }
    }

    fn local_name(&mut self) -> PResult<String> {
        match self.peek() {
            Tok::Local(n) => {
                let n = n.clone();
                self.bump();
                Ok(n)
            }
            _ => self.expected("a local name (`%name`)"),
        }
    }

    fn global_name(&mut self) -> PResult<String> {
        match self.peek() {
            Tok::Global(n) => {
                let n = n.clone();
                self.bump();
                Ok(n)
            }
            _ => self.expected("a global name (`@name`)"),
        }
    }

    /// Skips a balanced group starting at the current `(`, `[` or `{`.
    fn skip_balanced(&mut self) -> PResult<()> {
        let start = self.here();
        let mut depth = 0usize;
        loop {
            match self.bump() {
                Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
                Tok::RParen | Tok::RBracket | Tok::RBrace => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Tok::Eof => {
                    return Err(ParseError {
                        line: start.line,
                        col: start.col,
                        msg: "unbalanced brackets".into(),
                    })
                }
                _ => {}
            }
            if depth == 0 {
                return Ok(());
            }
        }
    }

    /// Skips one metadata value: `!12`, `!{...}`, `!"str"`, `!DIFoo(...)`,
    /// `distinct !{...}`.
    fn skip_metadata(&mut self) -> PResult<()> {
        self.eat_word("distinct");
        match self.peek().clone() {
            Tok::Meta(_) => {
                self.bump();
                if *self.peek() == Tok::LParen {
                    self.skip_balanced()?;
                }
                Ok(())
            }
            Tok::Bang => {
                self.bump();
                match self.peek() {
                    Tok::LBrace => self.skip_balanced(),
                    Tok::Str(_) => {
                        self.bump();
                        Ok(())
                    }
                    _ => self.expected("metadata"),
                }
            }
            _ => self.expected("metadata"),
        }
    }

    /// Skips `, !name !value` attachments after an instruction or global.
    fn skip_attachments(&mut self) -> PResult<()> {
        while *self.peek() == Tok::Comma && matches!(self.peek_at(1), Tok::Meta(_)) {
            self.bump();
            self.skip_metadata()?;
            self.skip_metadata()?;
        }
        Ok(())
    }

    /// Skips the rest of the current line.
    fn skip_line(&mut self) -> PResult<()> {
        let line = self.line();
        while self.line() == line && *self.peek() != Tok::Eof {
            if matches!(self.peek(), Tok::LParen | Tok::LBracket | Tok::LBrace) {
                self.skip_balanced()?;
            } else {
                self.bump();
            }
        }
        Ok(())
    }

    // ---- module ----

    fn module(&mut self) -> PResult<Module> {
        let mut m = Module::default();
        loop {
            let pos = self.here();
            match self.peek().clone() {
                Tok::Eof => return Ok(m),
                Tok::Word(w) => match w.as_str() {
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
                    m.types.push((name, ty));
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
                    self.global_entity(name, pos, &mut m)?;
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
        while *self.peek() == Tok::Comma {
            self.bump();
            match self.peek().clone() {
                Tok::Word(w) => {
                    self.bump();
                    match w.as_str() {
                        "align" => g.align = Some(self.align()?),
                        "section" => g.section = Some(lossy(self.string()?)),
                        "partition" | "code_model" => {
                            self.string()?;
                        }
                        "comdat" => {
                            if *self.peek() == Tok::LParen {
                                self.skip_balanced()?;
                            }
                        }
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
        m.globals.push(g);
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

    // ---- types ----

    fn ty(&mut self) -> PResult<Type> {
        self.nest()?;
        let r = self.ty_inner();
        self.depth -= 1;
        r
    }

    fn nest(&mut self) -> PResult<()> {
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
                Type::Named(n)
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
                match w.as_str() {
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

    // ---- attributes ----

    /// Skips and collects attributes (and linkage/visibility words in a function
    /// header) up to a type, a value or a name.
    fn param_attrs(&mut self) -> PResult<ParamAttrs> {
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

    // ---- constants ----

    fn typed_const(&mut self) -> PResult<TypedConst> {
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

    fn constant(&mut self, ty: &Type) -> PResult<Const> {
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
            Tok::Float(s) => {
                self.bump();
                Const::Float(s)
            }
            Tok::Global(n) => {
                self.bump();
                Const::Global(n)
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
            "getelementptr" => {
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
                Const::Expr(Box::new(ConstExpr::Gep {
                    source,
                    base,
                    indices,
                }))
            }
            "icmp" => {
                let pred = self.int_pred()?;
                self.expect(Tok::LParen)?;
                let lhs = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let rhs = self.typed_const()?;
                self.expect(Tok::RParen)?;
                Const::Expr(Box::new(ConstExpr::ICmp { pred, lhs, rhs }))
            }
            "select" => {
                self.expect(Tok::LParen)?;
                let cond = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let a = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let b = self.typed_const()?;
                self.expect(Tok::RParen)?;
                Const::Expr(Box::new(ConstExpr::Select { cond, a, b }))
            }
            "extractelement" => {
                self.expect(Tok::LParen)?;
                let vector = self.typed_const()?;
                self.expect(Tok::Comma)?;
                let index = self.typed_const()?;
                self.expect(Tok::RParen)?;
                Const::Expr(Box::new(ConstExpr::ExtractElement { vector, index }))
            }
            _ => {
                if let Some(op) = CastOp::from_name(w) {
                    while self.word().is_some_and(|w| FLAG_WORDS.contains(&w)) {
                        self.bump();
                    }
                    self.expect(Tok::LParen)?;
                    let value = self.typed_const()?;
                    self.expect_word("to")?;
                    let to = self.ty()?;
                    self.expect(Tok::RParen)?;
                    Const::Expr(Box::new(ConstExpr::Cast { op, value, to }))
                } else if let Some(op) = BinOp::from_name(w) {
                    while self.word().is_some_and(|w| FLAG_WORDS.contains(&w)) {
                        self.bump();
                    }
                    self.expect(Tok::LParen)?;
                    let lhs = self.typed_const()?;
                    self.expect(Tok::Comma)?;
                    let rhs = self.typed_const()?;
                    self.expect(Tok::RParen)?;
                    Const::Expr(Box::new(ConstExpr::Binary { op, lhs, rhs }))
                } else {
                    self.pos -= 1;
                    return self.err(format!("expected a constant of type {ty}, found `{w}`"));
                }
            }
        })
    }

    fn int_pred(&mut self) -> PResult<IntPred> {
        if let Some(p) = self.word().and_then(IntPred::from_name) {
            self.bump();
            Ok(p)
        } else {
            self.expected("an integer comparison predicate")
        }
    }

    // ---- values ----

    fn value(&mut self, ty: &Type) -> PResult<Value> {
        if let Tok::Local(n) = self.peek().clone() {
            self.bump();
            return Ok(Value::Local(n));
        }
        Ok(Value::Const(self.constant(ty)?))
    }

    fn typed_value(&mut self) -> PResult<TypedValue> {
        let ty = self.ty()?;
        let value = self.value(&ty)?;
        Ok(TypedValue { ty, value })
    }

    // ---- functions ----

    fn function(&mut self, is_definition: bool) -> PResult<Function> {
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
                    n
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

    fn fresh_name(&mut self) -> String {
        let n = self.counter.to_string();
        self.counter += 1;
        n
    }

    /// A numbered name moves the counter past it.
    fn note_name(&mut self, n: &str) {
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
                    l
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

    fn instruction(&mut self) -> PResult<Instruction> {
        let pos = self.here();
        let mut result = None;
        if let Tok::Local(n) = self.peek().clone() {
            self.bump();
            self.expect(Tok::Eq)?;
            self.note_name(&n);
            result = Some(n);
        }
        let op_pos = self.here();
        let Some(op) = self.word().map(str::to_string) else {
            return self.expected("an instruction");
        };
        self.bump();
        let kind = self.inst_kind(&op)?;
        self.skip_attachments()?;
        if result.is_none() && produces_value(&kind) {
            result = Some(self.fresh_name());
        }
        if result.is_some() && !produces_value(&kind) {
            return Err(ParseError {
                line: op_pos.line,
                col: op_pos.col,
                msg: format!("`{op}` does not produce a value to name"),
            });
        }
        Ok(Instruction { result, kind, pos })
    }

    fn skip_flags(&mut self) {
        while self.word().is_some_and(|w| FLAG_WORDS.contains(&w)) {
            self.bump();
        }
    }

    fn skip_ordering(&mut self) -> PResult<()> {
        loop {
            if self.is_word("syncscope") {
                self.bump();
                self.skip_balanced()?;
            } else if self.word().is_some_and(|w| ORDERINGS.contains(&w)) {
                self.bump();
            } else {
                return Ok(());
            }
        }
    }

    /// `, align N` (and `, addrspace(N)` after an alloca).
    fn trailing_align(&mut self) -> PResult<Option<u64>> {
        let mut align = None;
        while *self.peek() == Tok::Comma {
            match self.peek_at(1) {
                Tok::Word(w) if w == "align" => {
                    self.bump();
                    self.bump();
                    align = Some(self.align()?);
                }
                Tok::Word(w) if w == "addrspace" => {
                    self.bump();
                    self.bump();
                    self.skip_balanced()?;
                }
                _ => break,
            }
        }
        Ok(align)
    }

    fn label_ref(&mut self) -> PResult<String> {
        self.expect_word("label")?;
        self.local_name()
    }

    fn inst_kind(&mut self, op: &str) -> PResult<InstKind> {
        if let Some(bop) = BinOp::from_name(op) {
            self.skip_flags();
            let ty = self.ty()?;
            let lhs = self.value(&ty)?;
            self.expect(Tok::Comma)?;
            let rhs = self.value(&ty)?;
            return Ok(InstKind::Binary {
                op: bop,
                ty,
                lhs,
                rhs,
            });
        }
        if let Some(cop) = CastOp::from_name(op) {
            self.skip_flags();
            let value = self.typed_value()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(InstKind::Cast { op: cop, value, to });
        }
        Ok(match op {
            "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                self.skip_flags();
                let ty = self.ty()?;
                self.value(&ty)?;
                self.expect(Tok::Comma)?;
                self.value(&ty)?;
                InstKind::FloatOp {
                    name: op.into(),
                    ty,
                }
            }
            "fneg" => {
                self.skip_flags();
                let ty = self.ty()?;
                self.value(&ty)?;
                InstKind::FloatOp {
                    name: op.into(),
                    ty,
                }
            }
            "fcmp" => {
                self.skip_flags();
                if self.word().is_none() {
                    return self.expected("a floating-point predicate");
                }
                self.bump();
                let ty = self.ty()?;
                self.value(&ty)?;
                self.expect(Tok::Comma)?;
                self.value(&ty)?;
                InstKind::FloatOp {
                    name: op.into(),
                    ty,
                }
            }
            "icmp" => {
                self.skip_flags();
                let pred = self.int_pred()?;
                let ty = self.ty()?;
                let lhs = self.value(&ty)?;
                self.expect(Tok::Comma)?;
                let rhs = self.value(&ty)?;
                InstKind::ICmp { pred, ty, lhs, rhs }
            }
            "select" => {
                self.skip_flags();
                let cond = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let a = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let b = self.typed_value()?;
                InstKind::Select { cond, a, b }
            }
            "phi" => {
                self.skip_flags();
                let ty = self.ty()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect(Tok::LBracket)?;
                    let v = self.value(&ty)?;
                    self.expect(Tok::Comma)?;
                    let b = self.local_name()?;
                    self.expect(Tok::RBracket)?;
                    incoming.push((v, b));
                    if !(*self.peek() == Tok::Comma && *self.peek_at(1) == Tok::LBracket) {
                        break;
                    }
                    self.bump();
                }
                InstKind::Phi { ty, incoming }
            }
            "br" => {
                if self.is_word("label") {
                    InstKind::Br {
                        target: self.label_ref()?,
                    }
                } else {
                    let cond = self.typed_value()?;
                    self.expect(Tok::Comma)?;
                    let then_ = self.label_ref()?;
                    self.expect(Tok::Comma)?;
                    let else_ = self.label_ref()?;
                    InstKind::CondBr { cond, then_, else_ }
                }
            }
            "switch" => {
                let value = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let default = self.label_ref()?;
                self.expect(Tok::LBracket)?;
                let mut cases = Vec::new();
                while !self.eat(&Tok::RBracket) {
                    let c = self.typed_const()?;
                    self.expect(Tok::Comma)?;
                    let l = self.label_ref()?;
                    cases.push((c, l));
                }
                InstKind::Switch {
                    value,
                    default,
                    cases,
                }
            }
            "indirectbr" => {
                let addr = self.typed_value()?;
                self.expect(Tok::Comma)?;
                self.expect(Tok::LBracket)?;
                let mut dests = Vec::new();
                if !self.eat(&Tok::RBracket) {
                    loop {
                        dests.push(self.label_ref()?);
                        if self.eat(&Tok::RBracket) {
                            break;
                        }
                        self.expect(Tok::Comma)?;
                    }
                }
                InstKind::IndirectBr { addr, dests }
            }
            "ret" => {
                if self.eat_word("void") {
                    InstKind::Ret(None)
                } else {
                    InstKind::Ret(Some(self.typed_value()?))
                }
            }
            "unreachable" => InstKind::Unreachable,
            "alloca" => {
                self.eat_word("inalloca");
                let ty = self.ty()?;
                let mut count = None;
                if *self.peek() == Tok::Comma
                    && !matches!(self.peek_at(1), Tok::Word(w) if w == "align" || w == "addrspace")
                    && !matches!(self.peek_at(1), Tok::Meta(_))
                {
                    self.bump();
                    count = Some(self.typed_value()?);
                }
                let align = self.trailing_align()?;
                InstKind::Alloca { ty, count, align }
            }
            "load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.expect(Tok::Comma)?;
                let ptr = self.typed_value()?;
                if atomic {
                    self.skip_ordering()?;
                }
                let align = self.trailing_align()?;
                InstKind::Load {
                    ty,
                    ptr,
                    align,
                    volatile,
                }
            }
            "store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let value = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let ptr = self.typed_value()?;
                if atomic {
                    self.skip_ordering()?;
                }
                let align = self.trailing_align()?;
                InstKind::Store {
                    value,
                    ptr,
                    align,
                    volatile,
                }
            }
            "getelementptr" => {
                self.skip_flags();
                let source = self.ty()?;
                self.expect(Tok::Comma)?;
                let base = self.typed_value()?;
                let mut indices = Vec::new();
                while *self.peek() == Tok::Comma && !matches!(self.peek_at(1), Tok::Meta(_)) {
                    self.bump();
                    self.eat_word("inrange");
                    indices.push(self.typed_value()?);
                }
                InstKind::Gep {
                    source,
                    base,
                    indices,
                }
            }
            "tail" | "musttail" | "notail" => {
                self.expect_word("call")?;
                self.call()?
            }
            "call" => self.call()?,
            "extractvalue" => {
                let agg = self.typed_value()?;
                let indices = self.index_list()?;
                InstKind::ExtractValue { agg, indices }
            }
            "insertvalue" => {
                let agg = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let value = self.typed_value()?;
                let indices = self.index_list()?;
                InstKind::InsertValue {
                    agg,
                    value,
                    indices,
                }
            }
            "extractelement" => {
                let vector = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let index = self.typed_value()?;
                InstKind::ExtractElement { vector, index }
            }
            "insertelement" => {
                let vector = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let value = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let index = self.typed_value()?;
                InstKind::InsertElement {
                    vector,
                    value,
                    index,
                }
            }
            "shufflevector" => {
                let a = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let b = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let mask = self.typed_const()?;
                InstKind::ShuffleVector { a, b, mask }
            }
            "freeze" => InstKind::Freeze(self.typed_value()?),
            "va_arg" => {
                let list = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let ty = self.ty()?;
                InstKind::VaArg { list, ty }
            }
            "atomicrmw" => {
                self.eat_word("volatile");
                let rop = match self.word() {
                    Some("xchg") => RmwOp::Xchg,
                    Some("add") => RmwOp::Add,
                    Some("sub") => RmwOp::Sub,
                    Some("and") => RmwOp::And,
                    Some("nand") => RmwOp::Nand,
                    Some("or") => RmwOp::Or,
                    Some("xor") => RmwOp::Xor,
                    Some("max") => RmwOp::Max,
                    Some("min") => RmwOp::Min,
                    Some("umax") => RmwOp::UMax,
                    Some("umin") => RmwOp::UMin,
                    _ => return self.expected("an atomicrmw operation"),
                };
                self.bump();
                let ptr = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let value = self.typed_value()?;
                self.skip_ordering()?;
                self.trailing_align()?;
                InstKind::AtomicRmw {
                    op: rop,
                    ptr,
                    value,
                }
            }
            "cmpxchg" => {
                self.eat_word("weak");
                self.eat_word("volatile");
                let ptr = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let expected = self.typed_value()?;
                self.expect(Tok::Comma)?;
                let new = self.typed_value()?;
                self.skip_ordering()?;
                self.trailing_align()?;
                InstKind::CmpXchg { ptr, expected, new }
            }
            "fence" => {
                self.skip_ordering()?;
                InstKind::Fence
            }
            "invoke" | "landingpad" | "resume" | "callbr" | "catchswitch" | "catchpad"
            | "cleanuppad" | "catchret" | "cleanupret" => {
                self.pos -= 1;
                return self.err(format!(
                    "unsupported instruction `{op}` (exception handling and `callbr` are not supported)"
                ));
            }
            _ => {
                self.pos -= 1;
                return self.err(format!("unknown instruction `{op}`"));
            }
        })
    }

    fn index_list(&mut self) -> PResult<Vec<u32>> {
        let mut v = Vec::new();
        while *self.peek() == Tok::Comma && matches!(self.peek_at(1), Tok::Int(_)) {
            self.bump();
            v.push(self.u32_()?);
        }
        if v.is_empty() {
            return self.expected("`,` and an index");
        }
        Ok(v)
    }

    fn call(&mut self) -> PResult<InstKind> {
        self.skip_flags();
        let ret_attrs = self.param_attrs()?;
        let ty = self.ty()?;
        if self.eat_word("asm") {
            // `asm [sideeffect] [alignstack] [inteldialect] [unwind] "code", "constraints"(args)`
            while self.word().is_some() {
                self.bump();
            }
            self.string()?;
            self.expect(Tok::Comma)?;
            self.string()?;
            if *self.peek() != Tok::LParen {
                return self.expected("`(`");
            }
            self.skip_balanced()?;
            self.skip_fn_attrs()?;
            return Ok(InstKind::InlineAsm);
        }
        let callee = self.value(&Type::Ptr)?;
        self.expect(Tok::LParen)?;
        let mut args = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                let ty = self.ty()?;
                if ty == Type::Metadata {
                    // `metadata !12`, `metadata i32 %x`, `metadata !DIExpression()`
                    if matches!(self.peek(), Tok::Meta(_) | Tok::Bang) || self.is_word("distinct") {
                        self.skip_metadata()?;
                    } else {
                        self.typed_value()?;
                    }
                    args.push(Arg {
                        ty,
                        attrs: ParamAttrs::default(),
                        value: Value::Const(Const::None),
                    });
                } else {
                    let attrs = self.param_attrs()?;
                    let value = self.value(&ty)?;
                    args.push(Arg { ty, attrs, value });
                }
                if self.eat(&Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma)?;
            }
        }
        self.skip_fn_attrs()?;
        let fn_ty = match ty {
            Type::Function(ft) => *ft,
            ret => FnType {
                ret,
                params: args.iter().map(|a| a.ty.clone()).collect(),
                varargs: false,
            },
        };
        Ok(InstKind::Call {
            fn_ty,
            callee,
            args,
            ret_attrs,
        })
    }

    /// Function attributes and operand bundles after a call, on the call's line.
    fn skip_fn_attrs(&mut self) -> PResult<()> {
        let line = self.toks[self.pos.saturating_sub(1)].line;
        while self.line() == line {
            match self.peek() {
                Tok::AttrGroup(_) | Tok::Str(_) => {
                    self.bump();
                }
                Tok::Word(_) => {
                    self.bump();
                    if *self.peek() == Tok::LParen {
                        self.skip_balanced()?;
                    }
                }
                Tok::LBracket => self.skip_balanced()?,
                _ => break,
            }
        }
        Ok(())
    }
}

/// Whether an instruction defines a value (and so takes a number when unnamed).
fn produces_value(k: &InstKind) -> bool {
    match k {
        InstKind::Store { .. }
        | InstKind::Br { .. }
        | InstKind::CondBr { .. }
        | InstKind::Switch { .. }
        | InstKind::IndirectBr { .. }
        | InstKind::Ret(_)
        | InstKind::Unreachable
        | InstKind::Fence => false,
        InstKind::Call { fn_ty, .. } => fn_ty.ret != Type::Void,
        InstKind::InlineAsm => false,
        _ => true,
    }
}

fn lossy(b: Vec<u8>) -> String {
    String::from_utf8_lossy(&b).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_small_function() {
        let m = parse(
            r#"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
%struct.S = type { i32, [4 x i8] }
@g = dso_local global i32 5, align 4
@s = private unnamed_addr constant [3 x i8] c"hi\00", align 1
define dso_local i32 @f(i32 noundef %0, ptr %p) #0 {
  %2 = add nsw i32 %0, 1
  %3 = load i32, ptr @g, align 4, !tbaa !3
  call void @llvm.dbg.value(metadata i32 %2, metadata !12, metadata !DIExpression()), !dbg !14
  br label %4

4:
  %5 = phi i32 [ %2, %1 ], [ %5, %4 ]
  ret i32 %5
}
declare void @llvm.dbg.value(metadata, metadata, metadata) #1
attributes #0 = { noinline nounwind "frame-pointer"="all" }
!3 = !{!4, !4, i64 0}
!12 = !DILocalVariable(name: "x", scope: !5)
"#,
        )
        .unwrap();
        assert_eq!(m.globals.len(), 2);
        let f = m.function("f").unwrap();
        assert_eq!(f.blocks.len(), 2);
        assert_eq!(f.blocks[0].name, "1");
        assert_eq!(f.blocks[1].name, "4");
        assert_eq!(f.blocks[0].insts.len(), 4);
    }

    #[test]
    fn typed_pointers() {
        let m = parse(
            "define i32 @f(i32* %p, i32 (i32)* %fp) {\nentry:\n  %v = load i32, i32* %p\n  %r = call i32 %fp(i32 %v)\n  %q = getelementptr inbounds i32, i32* %p, i32 1\n  ret i32 %r\n}\n",
        )
        .unwrap();
        let f = &m.functions[0];
        assert_eq!(f.params[1].ty, Type::Ptr);
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let deep = format!(
            "@g = global {}i32{} zeroinitializer",
            "[1 x ".repeat(100_000),
            "]".repeat(100_000)
        );
        assert!(parse(&deep).unwrap_err().msg.contains("nested too deeply"));
        let deep = format!("@g = global i32 {}", "add (i32 ".repeat(100_000));
        assert!(parse(&deep).unwrap_err().msg.contains("nested too deeply"));
    }

    #[test]
    fn syntax_errors_have_positions() {
        let e = parse("define i32 @f() {\n  %x = add i32 1,\n}\n").unwrap_err();
        assert_eq!((e.line, e.col), (3, 1), "{e}");
        let e = parse("define i32 @f() {\n  %x = frob i32 1\n}\n").unwrap_err();
        assert_eq!((e.line, e.col), (2, 8), "{e}");
    }
}
