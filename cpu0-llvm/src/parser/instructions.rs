//! Instructions: the optional result name, the opcode and its operands (one
//! method per instruction, grouped by family), and the trailing attachments.

use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;
use crate::ParseError;

const ORDERINGS: &[&str] = &[
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

impl Parser<'_> {
    pub(super) fn instruction(&mut self) -> PResult<Instruction> {
        let pos = self.here();
        let mut result = None;
        if let Tok::Local(n) = self.peek().clone() {
            self.bump();
            self.expect(Tok::Eq)?;
            self.note_name(&n);
            result = Some(n.into_owned());
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

    /// The operands of the instruction `op` (its name already read): one method
    /// per instruction, named after it.
    fn inst_kind(&mut self, op: &str) -> PResult<InstKind> {
        if let Some(op) = BinOp::from_name(op) {
            return self.binary(op);
        }
        if let Some(op) = CastOp::from_name(op) {
            return self.cast(op);
        }
        if let Some(op) = FloatBinOp::from_name(op) {
            return self.float_binary(op);
        }
        match op {
            "fneg" => self.fneg(),
            "fcmp" => self.fcmp(),
            "icmp" => self.icmp(),
            "select" => self.select(),
            "phi" => self.phi(),
            "freeze" => Ok(InstKind::Freeze(self.typed_value()?)),
            "br" => self.br(),
            "switch" => self.switch(),
            "indirectbr" => self.indirectbr(),
            "ret" => self.ret(),
            "unreachable" => Ok(InstKind::Unreachable),
            "alloca" => self.alloca(),
            "load" => self.load(),
            "store" => self.store(),
            "getelementptr" => self.getelementptr(),
            "atomicrmw" => self.atomicrmw(),
            "cmpxchg" => self.cmpxchg(),
            "fence" => {
                self.skip_ordering()?;
                Ok(InstKind::Fence)
            }
            "call" => self.call(),
            "tail" | "musttail" | "notail" => {
                self.expect_word("call")?;
                self.call()
            }
            "va_arg" => self.va_arg(),
            "extractvalue" => self.extractvalue(),
            "insertvalue" => self.insertvalue(),
            "extractelement" => self.extractelement(),
            "insertelement" => self.insertelement(),
            "shufflevector" => self.shufflevector(),
            "invoke" | "landingpad" | "resume" | "callbr" | "catchswitch" | "catchpad"
            | "cleanuppad" | "catchret" | "cleanupret" => {
                self.pos -= 1;
                self.err(format!(
                    "unsupported instruction `{op}` (exception handling and `callbr` are not supported)"
                ))
            }
            _ => {
                self.pos -= 1;
                self.err(format!("unknown instruction `{op}`"))
            }
        }
    }

    // ---- arithmetic and choices ----

    /// `add nsw i32 %a, %b`
    fn binary(&mut self, op: BinOp) -> PResult<InstKind> {
        self.skip_flags();
        let ty = self.ty()?;
        let lhs = self.value(&ty)?;
        self.expect(Tok::Comma)?;
        let rhs = self.value(&ty)?;
        Ok(InstKind::Binary { op, ty, lhs, rhs })
    }

    /// `zext i8 %a to i32`
    fn cast(&mut self, op: CastOp) -> PResult<InstKind> {
        self.skip_flags();
        let value = self.typed_value()?;
        self.expect_word("to")?;
        let to = self.ty()?;
        Ok(InstKind::Cast { op, value, to })
    }

    /// `fadd fast double %a, %b` (fast-math flags are dropped)
    fn float_binary(&mut self, op: FloatBinOp) -> PResult<InstKind> {
        self.skip_flags();
        let ty = self.ty()?;
        let lhs = self.value(&ty)?;
        self.expect(Tok::Comma)?;
        let rhs = self.value(&ty)?;
        Ok(InstKind::FloatBinary { op, ty, lhs, rhs })
    }

    /// `fneg float %a`
    fn fneg(&mut self) -> PResult<InstKind> {
        self.skip_flags();
        let ty = self.ty()?;
        let value = self.value(&ty)?;
        Ok(InstKind::FNeg { ty, value })
    }

    /// `fcmp nnan olt double %a, %b`
    fn fcmp(&mut self) -> PResult<InstKind> {
        self.skip_flags();
        let Some(pred) = self.word().and_then(FloatPred::from_name) else {
            return self.expected("a floating-point comparison predicate");
        };
        self.bump();
        let ty = self.ty()?;
        let lhs = self.value(&ty)?;
        self.expect(Tok::Comma)?;
        let rhs = self.value(&ty)?;
        Ok(InstKind::FCmp { pred, ty, lhs, rhs })
    }

    /// `icmp slt i32 %a, %b`
    fn icmp(&mut self) -> PResult<InstKind> {
        self.skip_flags();
        let pred = self.int_pred()?;
        let ty = self.ty()?;
        let lhs = self.value(&ty)?;
        self.expect(Tok::Comma)?;
        let rhs = self.value(&ty)?;
        Ok(InstKind::ICmp { pred, ty, lhs, rhs })
    }

    /// `select i1 %c, i32 %a, i32 %b`
    fn select(&mut self) -> PResult<InstKind> {
        self.skip_flags();
        let cond = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let a = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let b = self.typed_value()?;
        Ok(InstKind::Select { cond, a, b })
    }

    /// `phi i32 [ %a, %bb1 ], [ 0, %bb2 ]`
    fn phi(&mut self) -> PResult<InstKind> {
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
        Ok(InstKind::Phi { ty, incoming })
    }

    // ---- terminators ----

    /// `br label %l` or `br i1 %c, label %then, label %else`
    fn br(&mut self) -> PResult<InstKind> {
        if self.is_word("label") {
            return Ok(InstKind::Br {
                target: self.label_ref()?,
            });
        }
        let cond = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let then_ = self.label_ref()?;
        self.expect(Tok::Comma)?;
        let else_ = self.label_ref()?;
        Ok(InstKind::CondBr { cond, then_, else_ })
    }

    /// `switch i32 %v, label %default [ i32 0, label %a  i32 1, label %b ]`
    fn switch(&mut self) -> PResult<InstKind> {
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
        Ok(InstKind::Switch {
            value,
            default,
            cases,
        })
    }

    /// `indirectbr ptr %addr, [label %a, label %b]`
    fn indirectbr(&mut self) -> PResult<InstKind> {
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
        Ok(InstKind::IndirectBr { addr, dests })
    }

    /// `ret void` or `ret i32 %v`
    fn ret(&mut self) -> PResult<InstKind> {
        // `ret void`, but not `ret void (i32)* %f` (a typed function pointer).
        let void_fn_type =
            matches!(self.peek(), Tok::Word(w) if w == "void") && *self.peek_at(1) == Tok::LParen;
        if !void_fn_type && self.eat_word("void") {
            Ok(InstKind::Ret(None))
        } else {
            Ok(InstKind::Ret(Some(self.typed_value()?)))
        }
    }

    // ---- memory ----

    /// `alloca i32, i32 %n, align 4`
    fn alloca(&mut self) -> PResult<InstKind> {
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
        Ok(InstKind::Alloca { ty, count, align })
    }

    /// `load [atomic] [volatile] i32, ptr %p [ordering], align 4`
    fn load(&mut self) -> PResult<InstKind> {
        let atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let ty = self.ty()?;
        self.expect(Tok::Comma)?;
        let ptr = self.typed_value()?;
        if atomic {
            self.skip_ordering()?;
        }
        let align = self.trailing_align()?;
        Ok(InstKind::Load {
            ty,
            ptr,
            align,
            volatile,
        })
    }

    /// `store [atomic] [volatile] i32 %v, ptr %p [ordering], align 4`
    fn store(&mut self) -> PResult<InstKind> {
        let atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let value = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let ptr = self.typed_value()?;
        if atomic {
            self.skip_ordering()?;
        }
        let align = self.trailing_align()?;
        Ok(InstKind::Store {
            value,
            ptr,
            align,
            volatile,
        })
    }

    /// `getelementptr inbounds %struct.S, ptr %p, i32 0, i32 1`
    fn getelementptr(&mut self) -> PResult<InstKind> {
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
        Ok(InstKind::Gep {
            source,
            base,
            indices,
        })
    }

    /// `atomicrmw [volatile] add ptr %p, i32 1 seq_cst, align 4`
    fn atomicrmw(&mut self) -> PResult<InstKind> {
        self.eat_word("volatile");
        let op = match self.word() {
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
            Some("uinc_wrap") => RmwOp::UIncWrap,
            Some("udec_wrap") => RmwOp::UDecWrap,
            Some("fadd") => RmwOp::FAdd,
            Some("fsub") => RmwOp::FSub,
            Some("fmax") => RmwOp::FMax,
            Some("fmin") => RmwOp::FMin,
            _ => return self.expected("an atomicrmw operation"),
        };
        self.bump();
        let ptr = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let value = self.typed_value()?;
        self.skip_ordering()?;
        self.trailing_align()?;
        Ok(InstKind::AtomicRmw { op, ptr, value })
    }

    /// `cmpxchg [weak] [volatile] ptr %p, i32 %old, i32 %new seq_cst seq_cst`
    fn cmpxchg(&mut self) -> PResult<InstKind> {
        self.eat_word("weak");
        self.eat_word("volatile");
        let ptr = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let expected = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let new = self.typed_value()?;
        self.skip_ordering()?;
        self.trailing_align()?;
        Ok(InstKind::CmpXchg { ptr, expected, new })
    }

    /// `va_arg ptr %ap, i32`
    fn va_arg(&mut self) -> PResult<InstKind> {
        let list = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let ty = self.ty()?;
        Ok(InstKind::VaArg { list, ty })
    }

    // ---- aggregates and vectors ----

    /// `extractvalue { i32, i1 } %r, 0`
    fn extractvalue(&mut self) -> PResult<InstKind> {
        let agg = self.typed_value()?;
        let indices = self.index_list()?;
        Ok(InstKind::ExtractValue { agg, indices })
    }

    /// `insertvalue { i32, i1 } %r, i32 %v, 0`
    fn insertvalue(&mut self) -> PResult<InstKind> {
        let agg = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let value = self.typed_value()?;
        let indices = self.index_list()?;
        Ok(InstKind::InsertValue {
            agg,
            value,
            indices,
        })
    }

    /// `extractelement <4 x i32> %v, i32 %i`
    fn extractelement(&mut self) -> PResult<InstKind> {
        let vector = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let index = self.typed_value()?;
        Ok(InstKind::ExtractElement { vector, index })
    }

    /// `insertelement <4 x i32> %v, i32 %x, i32 %i`
    fn insertelement(&mut self) -> PResult<InstKind> {
        let vector = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let value = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let index = self.typed_value()?;
        Ok(InstKind::InsertElement {
            vector,
            value,
            index,
        })
    }

    /// `shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, ...>`
    fn shufflevector(&mut self) -> PResult<InstKind> {
        let a = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let b = self.typed_value()?;
        self.expect(Tok::Comma)?;
        let mask = self.typed_const()?;
        Ok(InstKind::ShuffleVector { a, b, mask })
    }

    // ---- calls ----

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
