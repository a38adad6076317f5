//! LLVM intrinsics (`call @llvm.*`).
//!
//! Integer and floating-point intrinsics work lane by lane on vectors. Hints
//! without a meaning for
//! code generation (`lifetime`, `dbg`, `assume`, `expect`, `noalias.scope.decl`,
//! ...) are dropped without evaluating their operands.

use super::float::float_lane_type;
use super::function::{lane_bits, memory_flags, FunctionTranslator};
use super::helpers::Helper;
use super::runtime::Routine;
use super::TranslateResult;
use crate::ast::{Arg, BinOp, FnType, IntPred, Type, TypedValue};
use crate::error::{invalid, unsupported};
use crate::TRAP_LLVM_TRAP;
use cranelift_codegen::ir::{condcodes::IntCC, types as ct, InstBuilder, Value};
use cranelift_module::Module;

/// The intrinsics that are C library functions of the same name (see
/// `libm_call`).
const C_LIBRARY: &[&str] = &[
    "pow", "powi", "exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "tan", "asin",
    "acos", "atan", "atan2", "sinh", "cosh", "tanh", "ldexp",
];

/// Intrinsic names without the `llvm.` prefix and type suffixes.
const KNOWN: &[&str] = &[
    "memcpy",
    "memcpy.inline",
    "memmove",
    "memset",
    "memset.inline",
    "smax",
    "smin",
    "umax",
    "umin",
    "abs",
    "ctlz",
    "cttz",
    "ctpop",
    "bswap",
    "bitreverse",
    "fshl",
    "fshr",
    "sadd.with.overflow",
    "uadd.with.overflow",
    "ssub.with.overflow",
    "usub.with.overflow",
    "smul.with.overflow",
    "umul.with.overflow",
    "sadd.sat",
    "uadd.sat",
    "ssub.sat",
    "usub.sat",
    "fptosi.sat",
    "fptoui.sat",
    "expect",
    "expect.with.probability",
    "assume",
    "lifetime.start",
    "lifetime.end",
    "dbg.declare",
    "dbg.value",
    "dbg.label",
    "dbg.assign",
    "experimental.noalias.scope.decl",
    "sideeffect",
    "donothing",
    "prefetch",
    "invariant.start",
    "invariant.end",
    "var.annotation",
    "ptr.annotation",
    "annotation",
    "codeview.annotation",
    "launder.invariant.group",
    "strip.invariant.group",
    "threadlocal.address",
    "is.constant",
    "objectsize",
    "stacksave",
    "stackrestore",
    "va_start",
    "va_end",
    "va_copy",
    "trap",
    "debugtrap",
    "ubsantrap",
    "vector.reduce.add",
    "vector.reduce.mul",
    "vector.reduce.and",
    "vector.reduce.or",
    "vector.reduce.xor",
    "vector.reduce.smax",
    "vector.reduce.smin",
    "vector.reduce.umax",
    "vector.reduce.umin",
    "vector.reduce.fadd",
    "vector.reduce.fmul",
    "vector.reduce.fmax",
    "vector.reduce.fmin",
    "fabs",
    "sqrt",
    "fma",
    "fmuladd",
    "copysign",
    "floor",
    "ceil",
    "trunc",
    "round",
    "roundeven",
    "rint",
    "nearbyint",
    "minnum",
    "maxnum",
    "minimum",
    "maximum",
    "lround",
    "llround",
    "lrint",
    "llrint",
];

/// The base name of an intrinsic: the longest known name `name` starts with.
fn base_name(name: &str) -> Option<&'static str> {
    KNOWN
        .iter()
        .chain(C_LIBRARY)
        .filter(|k| name == **k || name.starts_with(&format!("{k}.")))
        .max_by_key(|k| k.len())
        .copied()
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ov {
    SAdd,
    UAdd,
    SSub,
    USub,
    SMul,
    UMul,
}

/// A call of an intrinsic: its name (for messages), its base name and its
/// arguments.
struct IntrinsicCall<'a> {
    /// The name without `llvm.` (`umax.i32`).
    name: &'a str,
    /// The known name it is an instance of (`umax`).
    base: &'static str,
    args: &'a [Arg],
}

impl IntrinsicCall<'_> {
    fn arg(&self, i: usize) -> TranslateResult<&Arg> {
        self.args
            .get(i)
            .ok_or_else(|| invalid(format!("@llvm.{}: missing argument {}", self.name, i + 1)))
    }

    /// Argument `i` as a typed operand.
    fn operand(&self, i: usize) -> TranslateResult<TypedValue> {
        let a = self.arg(i)?;
        Ok(TypedValue {
            ty: a.ty.clone(),
            value: a.value.clone(),
        })
    }

    /// The lane width of argument `i` (an integer or a vector of integers).
    fn bits(&self, i: usize) -> TranslateResult<u32> {
        let a = self.arg(i)?;
        lane_bits(&a.ty).ok_or_else(|| invalid(format!("@llvm.{} on {}", self.name, a.ty)))
    }
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// `call @llvm.<name>(args)`: the result's leaves (none for `void`). Each
    /// family of intrinsics has its own method below.
    pub(super) fn intrinsic(
        &mut self,
        name: &str,
        fn_ty: &FnType,
        args: &[Arg],
    ) -> TranslateResult<Vec<Value>> {
        let Some(base) = base_name(name) else {
            return Err(unsupported(format!("unsupported intrinsic @llvm.{name}")));
        };
        // Wide integers (more than 128 bits) are limbs that no intrinsic below
        // expects; none of them is needed for bit-field code.
        if std::iter::once(&fn_ty.ret)
            .chain(args.iter().map(|a| &a.ty))
            .any(super::wide::has_wide)
        {
            return Err(unsupported(format!(
                "@llvm.{name} on an integer wider than 128 bits"
            )));
        }
        let call = IntrinsicCall { name, base, args };
        Ok(match base {
            // Hints.
            "assume"
            | "lifetime.start"
            | "lifetime.end"
            | "dbg.declare"
            | "dbg.value"
            | "dbg.label"
            | "dbg.assign"
            | "experimental.noalias.scope.decl"
            | "sideeffect"
            | "donothing"
            | "prefetch"
            | "invariant.end"
            | "var.annotation"
            | "codeview.annotation"
            | "va_end" => vec![],
            "expect"
            | "expect.with.probability"
            | "annotation"
            | "ptr.annotation"
            | "launder.invariant.group"
            | "strip.invariant.group"
            | "threadlocal.address" => self.intrinsic_lanes(&call, 0)?,
            "invariant.start" => vec![self.iconst(ct::I32, 0)],
            "is.constant" => vec![self.iconst(ct::I8, 0)],
            "objectsize" => self.objectsize(&call, fn_ty)?,
            "trap" | "debugtrap" | "ubsantrap" => {
                self.llvm_trap();
                vec![]
            }
            "memcpy" | "memcpy.inline" | "memmove" => {
                self.memcpy(&call)?;
                vec![]
            }
            "memset" | "memset.inline" => {
                self.memset(&call)?;
                vec![]
            }
            "stacksave" => vec![self.stacksave()],
            "stackrestore" => {
                self.stackrestore(&call)?;
                vec![]
            }
            "va_start" => {
                self.va_start(&call)?;
                vec![]
            }
            "va_copy" => {
                self.va_copy(&call)?;
                vec![]
            }
            "smax" | "smin" | "umax" | "umin" => self.min_max(&call)?,
            "abs" => self.abs(&call)?,
            "ctlz" | "cttz" | "ctpop" | "bswap" | "bitreverse" => self.bit_ops(&call)?,
            "fshl" | "fshr" => self.funnel_shifts(&call)?,
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" => {
                self.with_overflow(&call)?
            }
            "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" => self.saturating_ops(&call)?,
            "fabs" | "sqrt" | "fma" | "fmuladd" | "copysign" | "floor" | "ceil" | "trunc"
            | "round" | "roundeven" | "rint" | "nearbyint" | "minnum" | "maxnum" | "minimum"
            | "maximum" => self.float_math(&call)?,
            _ if C_LIBRARY.contains(&base) => self.libm_call(&call)?,
            "lround" | "llround" | "lrint" | "llrint" | "fptosi.sat" | "fptoui.sat" => {
                self.float_to_int_rounding(&call, fn_ty)?
            }
            "vector.reduce.fadd" | "vector.reduce.fmul" | "vector.reduce.fmax"
            | "vector.reduce.fmin" => vec![self.float_reduce(&call)?],
            _ if base.starts_with("vector.reduce.") => vec![self.reduce(&call)?],
            _ => return Err(unsupported(format!("unsupported intrinsic @llvm.{name}"))),
        })
    }

    /// The leaves of integer argument `i`.
    fn intrinsic_lanes(&mut self, call: &IntrinsicCall, i: usize) -> TranslateResult<Vec<Value>> {
        let a = call.arg(i)?;
        if float_lane_type(&a.ty)?.is_some() {
            return Err(invalid(format!(
                "@llvm.{}: argument {} is {}, not an integer",
                call.name,
                i + 1,
                a.ty
            )));
        }
        self.operand(&a.ty, &a.value)
    }

    /// The leaves of floating-point argument `i`.
    fn float_lanes(&mut self, call: &IntrinsicCall, i: usize) -> TranslateResult<Vec<Value>> {
        let a = call.arg(i)?;
        if float_lane_type(&a.ty)?.is_none() {
            return Err(invalid(format!(
                "@llvm.{}: argument {} is {}, not floating point",
                call.name,
                i + 1,
                a.ty
            )));
        }
        self.operand(&a.ty, &a.value)
    }

    /// `fabs`, `sqrt`, `fma`, `fmuladd`, `copysign`, the roundings, `minnum`,
    /// `maxnum`, `minimum`, `maximum`: lane by lane.
    fn float_math(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let arity = match call.base {
            "fma" | "fmuladd" => 3,
            "copysign" | "minnum" | "maxnum" | "minimum" | "maximum" => 2,
            _ => 1,
        };
        let mut args = Vec::with_capacity(arity);
        for i in 0..arity {
            self.cx.check_same(&call.arg(0)?.ty, &call.arg(i)?.ty)?;
            args.push(self.float_lanes(call, i)?);
        }
        let mut out = Vec::with_capacity(args[0].len());
        for lane in 0..args[0].len() {
            let ops: Vec<Value> = args.iter().map(|a| a[lane]).collect();
            out.push(self.float_math_lane(call.base, &ops)?);
        }
        Ok(out)
    }

    /// One lane of a float intrinsic (`base` its name) on its operands `ops`.
    fn float_math_lane(&mut self, base: &str, ops: &[Value]) -> TranslateResult<Value> {
        Ok(match (base, ops) {
            ("fabs", &[x]) => self.b.ins().fabs(x),
            ("sqrt", &[x]) => self.b.ins().sqrt(x),
            ("fma", &[x, y, z]) => self.b.ins().fma(x, y, z),
            // Either fused or not, LLVM says; unfused gives what hosts
            // without an FMA unit print for the same C (`a * b + c`).
            ("fmuladd", &[x, y, z]) => {
                let p = self.b.ins().fmul(x, y);
                self.b.ins().fadd(p, z)
            }
            ("copysign", &[x, y]) => self.b.ins().fcopysign(x, y),
            ("floor", &[x]) => self.b.ins().floor(x),
            ("ceil", &[x]) => self.b.ins().ceil(x),
            ("trunc", &[x]) => self.b.ins().trunc(x),
            // Ties to even, the rounding mode LLVM assumes by default.
            ("roundeven" | "rint" | "nearbyint", &[x]) => self.b.ins().nearest(x),
            // IEEE 754-2019 minimum/maximum: NaN wins, -0 < +0, as CLIF's.
            ("minimum", &[x, y]) => self.b.ins().fmin(x, y),
            ("maximum", &[x, y]) => self.b.ins().fmax(x, y),
            ("round", &[x]) => self.call_routine(Routine::Round, &[x])?,
            ("minnum", &[x, y]) => self.call_routine(Routine::MinNum, &[x, y])?,
            ("maxnum", &[x, y]) => self.call_routine(Routine::MaxNum, &[x, y])?,
            _ => return Err(invalid(format!("@llvm.{base} with {} operands", ops.len()))),
        })
    }

    /// The intrinsics that are C library functions (`pow`, `exp`, `sin`, ...):
    /// lane by lane, a call of the C function of that name (`pow` for a `double`,
    /// `powf` for a `float`), which the C library provides. `powi(x, n)` is
    /// `pow(x, n)` (LLVM leaves its rounding unspecified); `ldexp(x, n)` takes an
    /// `i32` exponent, as C's does.
    fn libm_call(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let float_arity = match call.base {
            "pow" | "atan2" => 2,
            _ => 1,
        };
        let int_arg = matches!(call.base, "powi" | "ldexp");
        let mut lanes = Vec::new();
        for i in 0..float_arity {
            self.cx.check_same(&call.arg(0)?.ty, &call.arg(i)?.ty)?;
            lanes.push(self.float_lanes(call, i)?);
        }
        if int_arg {
            let n = call.operand(1)?;
            let bits = call.bits(1)?;
            let ns = self.operand(&n.ty, &n.value)?;
            if ns.len() != lanes[0].len() {
                return Err(invalid(format!("@llvm.{}: lanes differ", call.name)));
            }
            lanes.push(
                ns.into_iter()
                    .map(|v| self.resize(v, bits, ct::I32, true))
                    .collect(),
            );
        }
        let mut out = Vec::with_capacity(lanes[0].len());
        for lane in 0..lanes[0].len() {
            let mut ops: Vec<Value> = lanes.iter().map(|l| l[lane]).collect();
            let ty = self.b.func.dfg.value_type(ops[0]);
            let base = if call.base == "powi" {
                // pow takes the exponent as a float.
                ops[1] = self.b.ins().fcvt_from_sint(ty, ops[1]);
                "pow"
            } else {
                call.base
            };
            let name = if ty == ct::F32 {
                format!("{base}f")
            } else {
                base.to_string()
            };
            let params: Vec<ct::Type> =
                ops.iter().map(|&v| self.b.func.dfg.value_type(v)).collect();
            let id = self.cx.c_library_function(&name, &params, ty)?;
            let fref = self.fref(id);
            let inst = self.b.ins().call(fref, &ops);
            out.push(self.b.inst_results(inst)[0]);
        }
        Ok(out)
    }

    /// `lround`, `llround` (halves away from zero), `lrint`, `llrint` (ties to
    /// even), lane by lane: a result out of range is unspecified in LLVM; the
    /// conversion saturates. And `fptosi.sat`, `fptoui.sat` (truncating; NaN
    /// gives 0, a value out of range the limit of the result's type).
    fn float_to_int_rounding(
        &mut self,
        call: &IntrinsicCall,
        fn_ty: &FnType,
    ) -> TranslateResult<Vec<Value>> {
        let bits = lane_bits(&fn_ty.ret).ok_or_else(|| {
            invalid(format!(
                "@llvm.{} must return an integer, not {}",
                call.name, fn_ty.ret
            ))
        })?;
        let mut out = Vec::new();
        for x in self.float_lanes(call, 0)? {
            let (r, signed, clamp) = match call.base {
                "fptosi.sat" => (x, true, true),
                "fptoui.sat" => (x, false, true),
                b if b.ends_with("round") => {
                    (self.call_routine(Routine::Round, &[x])?, true, false)
                }
                _ => (self.b.ins().nearest(x), true, false),
            };
            out.push(self.float_to_int(r, bits, signed, clamp)?);
        }
        Ok(out)
    }

    /// `objectsize`: unknown, so -1 (or 0 when asked for the minimum).
    fn objectsize(&mut self, call: &IntrinsicCall, fn_ty: &FnType) -> TranslateResult<Vec<Value>> {
        let min = self.const_int(&call.operand(1)?).unwrap_or(0) & 1 == 1;
        let ty = self.cx.leaves(&fn_ty.ret)?.first().map(|l| l.ty);
        let ty =
            ty.ok_or_else(|| invalid(format!("@llvm.{} must return an integer", call.name)))?;
        Ok(vec![self.iconst(ty, if min { 0 } else { u64::MAX })])
    }

    /// `trap`, `debugtrap`, `ubsantrap`.
    fn llvm_trap(&mut self) {
        self.trap(TRAP_LLVM_TRAP);
        // Code after the trap goes to a block nothing reaches.
        let next = self.b.create_block();
        self.b.switch_to_block(next);
    }

    /// `memcpy`, `memmove`: inline for known sizes up to 64 bytes, else a helper.
    fn memcpy(&mut self, call: &IntrinsicCall) -> TranslateResult<()> {
        let d = self.pointer(&call.operand(0)?)?;
        let s = self.pointer(&call.operand(1)?)?;
        let len = call.operand(2)?;
        match self.const_int(&len) {
            Some(n) if n <= 64 => self.copy_bytes(d, s, n as u64),
            _ => {
                let n = self.index_u32(&len)?;
                let h = if call.base == "memmove" {
                    Helper::Memmove
                } else {
                    Helper::Memcpy
                };
                self.call_helper(h, &[d, s, n])
            }
        }
    }

    /// `memset`: words then bytes for known sizes up to 64 bytes, else a helper.
    fn memset(&mut self, call: &IntrinsicCall) -> TranslateResult<()> {
        let d = self.pointer(&call.operand(0)?)?;
        let v = self.intrinsic_lanes(call, 1)?.first().copied();
        let v = v.ok_or_else(|| {
            invalid(format!(
                "@llvm.{}: the byte to store is not an i8",
                call.name
            ))
        })?;
        let v = self.resize(v, 8, ct::I32, false);
        let len = call.operand(2)?;
        match self.const_int(&len) {
            Some(n) if n <= 64 => {
                let n = n as u64;
                let rep = self.iconst(ct::I32, 0x0101_0101);
                let word = self.b.ins().imul(v, rep);
                let mut off = 0u64;
                while off < n {
                    if n - off >= 4 {
                        self.b.ins().store(memory_flags(), word, d, off as i32);
                        off += 4;
                    } else {
                        self.b.ins().istore8(memory_flags(), v, d, off as i32);
                        off += 1;
                    }
                }
                Ok(())
            }
            _ => {
                let n = self.index_u32(&len)?;
                self.call_helper(Helper::Memset, &[d, v, n])
            }
        }
    }

    /// `stacksave`: the top of the dynamic-alloca area (0 without one).
    fn stacksave(&mut self) -> Value {
        match self.dyn_area {
            Some((_, cell)) => {
                let a = self.b.ins().stack_addr(ct::I32, cell, 0);
                self.b.ins().load(ct::I32, memory_flags(), a, 0)
            }
            None => self.iconst(ct::I32, 0),
        }
    }

    /// `stackrestore`: resets the top of the dynamic-alloca area.
    fn stackrestore(&mut self, call: &IntrinsicCall) -> TranslateResult<()> {
        let p = self.pointer(&call.operand(0)?)?;
        if let Some((_, cell)) = self.dyn_area {
            let a = self.b.ins().stack_addr(ct::I32, cell, 0);
            self.b.ins().store(memory_flags(), p, a, 0);
        }
        Ok(())
    }

    /// `va_start`: the `va_list` points at the variadic argument area.
    fn va_start(&mut self, call: &IntrinsicCall) -> TranslateResult<()> {
        let ap = self.pointer(&call.operand(0)?)?;
        let area = self
            .va_ptr
            .ok_or_else(|| invalid("llvm.va_start in a function that is not variadic"))?;
        let area = self.function_value(super::function::VA_PTR, area);
        self.b.ins().store(memory_flags(), area, ap, 0);
        Ok(())
    }

    /// `va_copy`: a `va_list` is one pointer.
    fn va_copy(&mut self, call: &IntrinsicCall) -> TranslateResult<()> {
        let d = self.pointer(&call.operand(0)?)?;
        let s = self.pointer(&call.operand(1)?)?;
        let v = self.b.ins().load(ct::I32, memory_flags(), s, 0);
        self.b.ins().store(memory_flags(), v, d, 0);
        Ok(())
    }

    /// `smax`, `smin`, `umax`, `umin`, lane by lane.
    fn min_max(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let bits = call.bits(0)?;
        let a = self.intrinsic_lanes(call, 0)?;
        let b = self.intrinsic_lanes(call, 1)?;
        let pred = min_max_predicate(call.base);
        Ok(a.into_iter()
            .zip(b)
            .map(|(x, y)| {
                let c = self.icmp(pred, bits, x, y);
                self.b.ins().select(c, x, y)
            })
            .collect())
    }

    /// `abs`, lane by lane.
    fn abs(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let bits = call.bits(0)?;
        Ok(self
            .intrinsic_lanes(call, 0)?
            .into_iter()
            .map(|x| {
                let s = self.sext_in(x, bits);
                let a = self.b.ins().iabs(s);
                self.normalize(a, bits)
            })
            .collect())
    }

    /// `ctlz`, `cttz`, `ctpop`, `bswap`, `bitreverse`, lane by lane.
    fn bit_ops(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let bits = call.bits(0)?;
        if call.base == "bswap" && bits % 16 != 0 {
            return Err(invalid(format!("@llvm.{}: bswap of i{bits}", call.name)));
        }
        Ok(self
            .intrinsic_lanes(call, 0)?
            .into_iter()
            .map(|x| self.bit_op(call.base, bits, x))
            .collect())
    }

    /// `fshl`, `fshr`, lane by lane.
    fn funnel_shifts(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let bits = call.bits(0)?;
        let a = self.intrinsic_lanes(call, 0)?;
        let b = self.intrinsic_lanes(call, 1)?;
        let s = self.intrinsic_lanes(call, 2)?;
        let mut out = Vec::with_capacity(a.len());
        for ((x, y), z) in a.into_iter().zip(b).zip(s) {
            out.push(self.funnel(call.base == "fshl", bits, x, y, z));
        }
        Ok(out)
    }

    /// `*.with.overflow`: the results of every lane, then the overflow bits.
    fn with_overflow(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let bits = call.bits(0)?;
        let kind = ov_kind(call.base);
        let a = self.intrinsic_lanes(call, 0)?;
        let b = self.intrinsic_lanes(call, 1)?;
        let mut res = Vec::with_capacity(a.len());
        let mut ovf = Vec::with_capacity(a.len());
        for (x, y) in a.into_iter().zip(b) {
            let (r, o) = self.overflow(kind, bits, x, y);
            res.push(r);
            ovf.push(o);
        }
        res.extend(ovf);
        Ok(res)
    }

    /// `*.sat`, lane by lane.
    fn saturating_ops(&mut self, call: &IntrinsicCall) -> TranslateResult<Vec<Value>> {
        let bits = call.bits(0)?;
        let kind = ov_kind(call.base);
        let a = self.intrinsic_lanes(call, 0)?;
        let b = self.intrinsic_lanes(call, 1)?;
        let mut out = Vec::with_capacity(a.len());
        for (x, y) in a.into_iter().zip(b) {
            out.push(self.saturating(kind, bits, x, y));
        }
        Ok(out)
    }

    /// `vector.reduce.*`: the lanes folded from the first.
    fn reduce(&mut self, call: &IntrinsicCall) -> TranslateResult<Value> {
        let bits = call.bits(0)?;
        let v = self.intrinsic_lanes(call, 0)?;
        let op = &call.base["vector.reduce.".len()..];
        let mut acc = *v
            .first()
            .ok_or_else(|| invalid("reduction of an empty vector"))?;
        for x in &v[1..] {
            acc = match op {
                "add" => self.binary(BinOp::Add, bits, acc, *x),
                "mul" => self.binary(BinOp::Mul, bits, acc, *x),
                "and" => self.b.ins().band(acc, *x),
                "or" => self.b.ins().bor(acc, *x),
                "xor" => self.b.ins().bxor(acc, *x),
                _ => {
                    let c = self.icmp(min_max_predicate(op), bits, acc, *x);
                    self.b.ins().select(c, acc, *x)
                }
            };
        }
        Ok(acc)
    }

    /// `vector.reduce.fadd`/`fmul` (a start value, then the lanes in order: the
    /// order LLVM defines without `reassoc`), `vector.reduce.fmax`/`fmin` (as
    /// `maxnum`/`minnum`, from the first lane).
    fn float_reduce(&mut self, call: &IntrinsicCall) -> TranslateResult<Value> {
        let (mut acc, lanes) = match call.base {
            "vector.reduce.fadd" | "vector.reduce.fmul" => {
                let start = call.operand(0)?;
                let lanes_ty = float_lane_type(&call.arg(1)?.ty)?;
                if !matches!(start.ty, Type::Float(_)) || float_lane_type(&start.ty)? != lanes_ty {
                    return Err(invalid(format!(
                        "@llvm.{}: the start value and the lanes differ in type",
                        call.name
                    )));
                }
                (self.typed_scalar(&start)?, self.float_lanes(call, 1)?)
            }
            _ => {
                let v = self.float_lanes(call, 0)?;
                let first = *v
                    .first()
                    .ok_or_else(|| invalid("reduction of an empty vector"))?;
                (first, v[1..].to_vec())
            }
        };
        for x in lanes {
            acc = match call.base {
                "vector.reduce.fadd" => self.b.ins().fadd(acc, x),
                "vector.reduce.fmul" => self.b.ins().fmul(acc, x),
                "vector.reduce.fmax" => self.call_routine(Routine::MaxNum, &[acc, x])?,
                _ => self.call_routine(Routine::MinNum, &[acc, x])?,
            };
        }
        Ok(acc)
    }

    /// A length operand as an `i32`.
    fn index_u32(&mut self, tv: &TypedValue) -> TranslateResult<Value> {
        let bits = super::function::scalar_bits(&tv.ty)
            .ok_or_else(|| invalid("length of a non-integer type"))?;
        let v = self.typed_scalar(tv)?;
        Ok(self.resize(v, bits, ct::I32, false))
    }

    fn bit_op(&mut self, op: &str, bits: u32, x: Value) -> Value {
        let ty = self.b.func.dfg.value_type(x);
        let extra = u64::from(ty.bits() - bits);
        match op {
            "ctlz" => {
                let r = self.b.ins().clz(x);
                if extra == 0 {
                    r
                } else {
                    let e = self.iconst(ty, extra);
                    self.b.ins().isub(r, e)
                }
            }
            "cttz" => {
                let r = self.b.ins().ctz(x);
                if extra == 0 {
                    r
                } else {
                    let n = self.iconst(ty, u64::from(bits));
                    self.b.ins().umin(r, n)
                }
            }
            "ctpop" => self.b.ins().popcnt(x),
            _ => {
                let r = if op == "bswap" {
                    self.b.ins().bswap(x)
                } else {
                    self.b.ins().bitrev(x)
                };
                if extra == 0 {
                    r
                } else {
                    let e = self.iconst(ty, extra);
                    self.b.ins().ushr(r, e)
                }
            }
        }
    }

    /// `fshl(a, b, s)`: the high half of `(a:b) << (s % bits)`; `fshr`: the low
    /// half of `(a:b) >> (s % bits)`.
    fn funnel(&mut self, left: bool, bits: u32, a: Value, b: Value, s: Value) -> Value {
        let ty = self.b.func.dfg.value_type(a);
        let n = self.iconst(ty, u64::from(bits));
        let s = if bits.is_power_of_two() {
            let m = self.iconst(ty, u64::from(bits - 1));
            self.b.ins().band(s, m)
        } else {
            self.b.ins().urem(s, n)
        };
        let zero = self.iconst(ty, 0);
        let is_zero = self.b.ins().icmp(IntCC::Equal, s, zero);
        let inv = self.b.ins().isub(n, s);
        let (hi_shift, lo_shift) = if left { (s, inv) } else { (inv, s) };
        let hi = self.b.ins().ishl(a, hi_shift);
        let hi = self.normalize(hi, bits);
        let lo = self.b.ins().ushr(b, lo_shift);
        let r = self.b.ins().bor(hi, lo);
        self.b.ins().select(is_zero, if left { a } else { b }, r)
    }

    /// The wrapped result of an operation and whether it overflowed.
    fn overflow(&mut self, kind: Ov, bits: u32, a: Value, b: Value) -> (Value, Value) {
        let ty = self.b.func.dfg.value_type(a);
        if bits == ty.bits() {
            let (r, o) = match kind {
                Ov::SAdd => self.b.ins().sadd_overflow(a, b),
                Ov::UAdd => self.b.ins().uadd_overflow(a, b),
                Ov::SSub => self.b.ins().ssub_overflow(a, b),
                Ov::USub => self.b.ins().usub_overflow(a, b),
                Ov::SMul => self.mul_overflow(true, a, b),
                Ov::UMul => self.mul_overflow(false, a, b),
            };
            return (r, o);
        }
        // An odd width in a wider CLIF type: compute there and check the range.
        let signed = matches!(kind, Ov::SAdd | Ov::SSub | Ov::SMul);
        let (x, y) = if signed {
            (self.sext_in(a, bits), self.sext_in(b, bits))
        } else {
            (a, b)
        };
        let (wide, wide_ovf) = match kind {
            Ov::SAdd | Ov::UAdd => (self.b.ins().iadd(x, y), None),
            Ov::SSub | Ov::USub => (self.b.ins().isub(x, y), None),
            Ov::SMul => {
                let (r, o) = self.mul_overflow(true, x, y);
                (r, Some(o))
            }
            Ov::UMul => {
                let (r, o) = self.mul_overflow(false, x, y);
                (r, Some(o))
            }
        };
        let out_of_range = if kind == Ov::USub {
            self.b.ins().icmp(IntCC::UnsignedLessThan, a, b)
        } else if signed {
            let s = self.sext_in(wide, bits);
            self.b.ins().icmp(IntCC::NotEqual, s, wide)
        } else {
            let m = self.iconst_wide(ty, super::consts::mask(bits));
            self.b.ins().icmp(IntCC::UnsignedGreaterThan, wide, m)
        };
        let ovf = match wide_ovf {
            Some(o) => self.b.ins().bor(o, out_of_range),
            None => out_of_range,
        };
        (self.normalize(wide, bits), ovf)
    }

    /// `smul_overflow`/`umul_overflow`; CLIF has them up to `i64`, so an `i128`
    /// product overflows when its high half (`smulhi`/`umulhi`) is not the
    /// extension of the low one.
    fn mul_overflow(&mut self, signed: bool, a: Value, b: Value) -> (Value, Value) {
        if self.b.func.dfg.value_type(a) != ct::I128 {
            return if signed {
                self.b.ins().smul_overflow(a, b)
            } else {
                self.b.ins().umul_overflow(a, b)
            };
        }
        let r = self.b.ins().imul(a, b);
        let (hi, ext) = if signed {
            let s = self.iconst(ct::I32, 127);
            (self.b.ins().smulhi(a, b), self.b.ins().sshr(r, s))
        } else {
            (self.b.ins().umulhi(a, b), self.iconst(ct::I128, 0))
        };
        (r, self.b.ins().icmp(IntCC::NotEqual, hi, ext))
    }

    fn saturating(&mut self, kind: Ov, bits: u32, a: Value, b: Value) -> Value {
        let ty = self.b.func.dfg.value_type(a);
        let (r, o) = self.overflow(kind, bits, a, b);
        let limit = match kind {
            Ov::UAdd => self.iconst_wide(ty, super::consts::mask(bits)),
            Ov::USub => self.iconst(ty, 0),
            _ => {
                // Signed: MAX when `a` is non-negative, else MIN.
                let max = self.iconst_wide(ty, super::consts::mask(bits - 1));
                let min = self.iconst_wide(ty, 1u128 << (bits - 1));
                let sa = self.sext_in(a, bits);
                let zero = self.iconst(ty, 0);
                let neg = self.b.ins().icmp(IntCC::SignedLessThan, sa, zero);
                self.b.ins().select(neg, min, max)
            }
        };
        self.b.ins().select(o, limit, r)
    }
}

fn ov_kind(base: &str) -> Ov {
    match &base[..4] {
        "sadd" => Ov::SAdd,
        "uadd" => Ov::UAdd,
        "ssub" => Ov::SSub,
        "usub" => Ov::USub,
        "smul" => Ov::SMul,
        _ => Ov::UMul,
    }
}

/// The comparison that keeps the first operand of `smax`, `smin`, `umax` or
/// `umin` (and of the reductions of the same names).
fn min_max_predicate(op: &str) -> IntPred {
    match op {
        "smax" => IntPred::Sgt,
        "smin" => IntPred::Slt,
        "umax" => IntPred::Ugt,
        _ => IntPred::Ult,
    }
}
