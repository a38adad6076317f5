//! The syntax tree of an LLVM IR module: what the parser keeps of the text.
//!
//! Everything that carries no meaning for code generation (metadata, attribute
//! groups, comdats, debug records, most attributes) is dropped by the parser.
//! Names are kept without their sigil (`%x` is `"x"`, `@f` is `"f"`).

use std::fmt;

/// A type. Named struct types stay [`Type::Named`]; [`Module::types`] resolves them.
/// Pointers of both styles (`ptr` and typed `T*`) are [`Type::Ptr`]: the pointee
/// type carries no information the translator needs.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Void,
    Int(u32),
    Ptr,
    /// `float`, `double`, and the kinds the translator refuses (`half`, ...).
    Float(FloatKind),
    Array(u64, Box<Type>),
    Vector(u32, Box<Type>),
    Struct {
        fields: Vec<Type>,
        packed: bool,
    },
    Named(String),
    Function(Box<FnType>),
    Label,
    Metadata,
    Token,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatKind {
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
}

impl FloatKind {
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::Fp128 => "fp128",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }
}

/// A function type: `ret (params, ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct FnType {
    pub ret: Type,
    pub params: Vec<Type>,
    pub varargs: bool,
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => write!(f, "void"),
            Type::Int(n) => write!(f, "i{n}"),
            Type::Ptr => write!(f, "ptr"),
            Type::Float(k) => write!(f, "{}", k.name()),
            Type::Array(n, t) => write!(f, "[{n} x {t}]"),
            Type::Vector(n, t) => write!(f, "<{n} x {t}>"),
            Type::Struct { fields, packed } => {
                write!(f, "{}{{", if *packed { "<" } else { "" })?;
                for (i, t) in fields.iter().enumerate() {
                    write!(f, "{}{t}", if i == 0 { " " } else { ", " })?;
                }
                write!(f, " }}{}", if *packed { ">" } else { "" })
            }
            Type::Named(n) => write!(f, "%{n}"),
            Type::Function(ft) => {
                write!(f, "{} (", ft.ret)?;
                for (i, t) in ft.params.iter().enumerate() {
                    write!(f, "{}{t}", if i == 0 { "" } else { ", " })?;
                }
                if ft.varargs {
                    write!(f, "{}...", if ft.params.is_empty() { "" } else { ", " })?;
                }
                write!(f, ")")
            }
            Type::Label => write!(f, "label"),
            Type::Metadata => write!(f, "metadata"),
            Type::Token => write!(f, "token"),
        }
    }
}

/// A source position (1-based).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.col)
    }
}

/// An operand: a local value, or a constant (globals are constants).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Local(String),
    Const(Const),
}

/// A value with its type, as operands are written (`i32 %x`).
#[derive(Clone, Debug, PartialEq)]
pub struct TypedValue {
    pub ty: Type,
    pub value: Value,
}

/// An integer of any width in two's complement: 32-bit limbs, lowest first, the
/// top bit of the last limb the sign (limbs beyond the last repeat it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WideInt(pub Vec<u32>);

/// The most decimal digits a literal may have (about 8,300 bits, above LLVM's
/// limit for what this importer holds in registers).
const MAX_DECIMAL_DIGITS: usize = 2500;

impl WideInt {
    /// Parses a decimal integer with an optional `-`; `None` for anything else.
    pub fn parse(s: &str) -> Option<WideInt> {
        let (negative, digits) = match s.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, s),
        };
        if digits.is_empty()
            || digits.len() > MAX_DECIMAL_DIGITS
            || !digits.bytes().all(|c| c.is_ascii_digit())
        {
            return None;
        }
        // The magnitude, built digit by digit: limbs * 10 + digit.
        let mut limbs: Vec<u32> = vec![0];
        for d in digits.bytes() {
            let mut carry = u64::from(d - b'0');
            for l in limbs.iter_mut() {
                let x = u64::from(*l) * 10 + carry;
                *l = x as u32;
                carry = x >> 32;
            }
            if carry != 0 {
                limbs.push(carry as u32);
            }
        }
        // Room for the sign bit.
        if limbs.last().is_some_and(|l| l >> 31 != 0) {
            limbs.push(0);
        }
        if negative {
            // Two's complement: invert and add one.
            let mut carry = 1u64;
            for l in limbs.iter_mut() {
                let x = u64::from(!*l) + carry;
                *l = x as u32;
                carry = x >> 32;
            }
        }
        Some(WideInt(limbs))
    }

    /// From a 128-bit integer, sign-extended.
    pub fn from_i128(v: i128) -> WideInt {
        WideInt((0..4).map(|i| (v >> (32 * i)) as u32).collect())
    }

    /// From a 128-bit integer read as unsigned.
    pub fn from_u128(v: u128) -> WideInt {
        let mut limbs: Vec<u32> = (0..4).map(|i| (v >> (32 * i)) as u32).collect();
        if v >> 127 != 0 {
            limbs.push(0); // room for the sign bit
        }
        WideInt(limbs)
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        (0..4).fold(0, |acc, i| acc | u128::from(self.limb(i)) << (32 * i))
    }

    /// Limb `i` (bits `32 * i ..`), beyond the last the sign's copies.
    pub fn limb(&self, i: usize) -> u32 {
        match self.0.get(i) {
            Some(l) => *l,
            None => match self.0.last() {
                Some(l) if l >> 31 != 0 => u32::MAX,
                _ => 0,
            },
        }
    }
}

/// A constant with its type.
#[derive(Clone, Debug, PartialEq)]
pub struct TypedConst {
    pub ty: Type,
    pub value: Const,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer (also `true`/`false`), as written; the type gives its width.
    Int(i128),
    /// An integer literal that needs more than 128 bits (only an integer type
    /// wider than 128 bits holds it).
    WideInt(WideInt),
    /// A floating-point literal as written.
    Float(String),
    Null,
    /// `undef` and `poison`.
    Undef,
    /// `zeroinitializer`.
    Zero,
    /// `none` (the token constant).
    None,
    /// `[T c, ...]`, `{T c, ...}`, `<{...}>`, `<T c, ...>`: the elements in order.
    Aggregate(Vec<TypedConst>),
    /// `c"..."`.
    Bytes(Vec<u8>),
    /// `splat (T c)`.
    Splat(Box<TypedConst>),
    /// `@name`.
    Global(String),
    /// `blockaddress(@f, %bb)`.
    BlockAddress {
        func: String,
        block: String,
    },
    /// A constant expression.
    Expr(Box<ConstExpr>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    Cast {
        op: CastOp,
        value: TypedConst,
        to: Type,
    },
    Gep {
        source: Type,
        base: TypedConst,
        indices: Vec<TypedConst>,
    },
    Binary {
        op: BinOp,
        lhs: TypedConst,
        rhs: TypedConst,
    },
    ICmp {
        pred: IntPred,
        lhs: TypedConst,
        rhs: TypedConst,
    },
    Select {
        cond: TypedConst,
        a: TypedConst,
        b: TypedConst,
    },
    ExtractElement {
        vector: TypedConst,
        index: TypedConst,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

impl BinOp {
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::UDiv => "udiv",
            BinOp::SDiv => "sdiv",
            BinOp::URem => "urem",
            BinOp::SRem => "srem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
        }
    }

    pub fn from_name(s: &str) -> Option<BinOp> {
        Some(match s {
            "add" => BinOp::Add,
            "sub" => BinOp::Sub,
            "mul" => BinOp::Mul,
            "udiv" => BinOp::UDiv,
            "sdiv" => BinOp::SDiv,
            "urem" => BinOp::URem,
            "srem" => BinOp::SRem,
            "shl" => BinOp::Shl,
            "lshr" => BinOp::LShr,
            "ashr" => BinOp::AShr,
            "and" => BinOp::And,
            "or" => BinOp::Or,
            "xor" => BinOp::Xor,
            _ => return None,
        })
    }
}

/// `fadd`, `fsub`, `fmul`, `fdiv`, `frem`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl FloatBinOp {
    pub fn from_name(s: &str) -> Option<FloatBinOp> {
        Some(match s {
            "fadd" => FloatBinOp::Add,
            "fsub" => FloatBinOp::Sub,
            "fmul" => FloatBinOp::Mul,
            "fdiv" => FloatBinOp::Div,
            "frem" => FloatBinOp::Rem,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            FloatBinOp::Add => "fadd",
            FloatBinOp::Sub => "fsub",
            FloatBinOp::Mul => "fmul",
            FloatBinOp::Div => "fdiv",
            FloatBinOp::Rem => "frem",
        }
    }
}

/// The predicates of `fcmp`: `o*` are false and `u*` true when an operand is NaN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

impl FloatPred {
    pub fn from_name(s: &str) -> Option<FloatPred> {
        Some(match s {
            "false" => FloatPred::False,
            "oeq" => FloatPred::Oeq,
            "ogt" => FloatPred::Ogt,
            "oge" => FloatPred::Oge,
            "olt" => FloatPred::Olt,
            "ole" => FloatPred::Ole,
            "one" => FloatPred::One,
            "ord" => FloatPred::Ord,
            "ueq" => FloatPred::Ueq,
            "ugt" => FloatPred::Ugt,
            "uge" => FloatPred::Uge,
            "ult" => FloatPred::Ult,
            "ule" => FloatPred::Ule,
            "une" => FloatPred::Une,
            "uno" => FloatPred::Uno,
            "true" => FloatPred::True,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntPred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

impl IntPred {
    pub fn from_name(s: &str) -> Option<IntPred> {
        Some(match s {
            "eq" => IntPred::Eq,
            "ne" => IntPred::Ne,
            "ugt" => IntPred::Ugt,
            "uge" => IntPred::Uge,
            "ult" => IntPred::Ult,
            "ule" => IntPred::Ule,
            "sgt" => IntPred::Sgt,
            "sge" => IntPred::Sge,
            "slt" => IntPred::Slt,
            "sle" => IntPred::Sle,
            _ => return None,
        })
    }

    pub fn is_signed(self) -> bool {
        matches!(
            self,
            IntPred::Sgt | IntPred::Sge | IntPred::Slt | IntPred::Sle
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
}

impl CastOp {
    pub fn from_name(s: &str) -> Option<CastOp> {
        Some(match s {
            "trunc" => CastOp::Trunc,
            "zext" => CastOp::ZExt,
            "sext" => CastOp::SExt,
            "ptrtoint" => CastOp::PtrToInt,
            "inttoptr" => CastOp::IntToPtr,
            "bitcast" => CastOp::BitCast,
            "addrspacecast" => CastOp::AddrSpaceCast,
            "fptrunc" => CastOp::FpTrunc,
            "fpext" => CastOp::FpExt,
            "fptoui" => CastOp::FpToUi,
            "fptosi" => CastOp::FpToSi,
            "uitofp" => CastOp::UiToFp,
            "sitofp" => CastOp::SiToFp,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
            CastOp::FpTrunc => "fptrunc",
            CastOp::FpExt => "fpext",
            CastOp::FpToUi => "fptoui",
            CastOp::FpToSi => "fptosi",
            CastOp::UiToFp => "uitofp",
            CastOp::SiToFp => "sitofp",
        }
    }
}

/// Parameter attributes that matter for code generation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParamAttrs {
    pub signext: bool,
    pub zeroext: bool,
    pub inreg: bool,
    /// `byval(T)`: the pointee is passed by value (the caller makes a copy).
    pub byval: Option<Type>,
    /// `sret(T)`: a pointer to the caller's return area.
    pub sret: Option<Type>,
    pub align: Option<u64>,
}

/// A call argument.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    pub ty: Type,
    pub attrs: ParamAttrs,
    pub value: Value,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    /// `uinc_wrap`: `old >= v ? 0 : old + 1`.
    UIncWrap,
    /// `udec_wrap`: `old == 0 || old > v ? v : old - 1`.
    UDecWrap,
    /// `fadd`, `fsub`, `fmax` (LLVM's `maxnum`), `fmin` (`minnum`) on a float.
    FAdd,
    FSub,
    FMax,
    FMin,
}

#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    Binary {
        op: BinOp,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    /// `fadd`, `fsub`, `fmul`, `fdiv`, `frem`.
    FloatBinary {
        op: FloatBinOp,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    FNeg {
        ty: Type,
        value: Value,
    },
    FCmp {
        pred: FloatPred,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    ICmp {
        pred: IntPred,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    Select {
        cond: TypedValue,
        a: TypedValue,
        b: TypedValue,
    },
    Phi {
        ty: Type,
        incoming: Vec<(Value, String)>,
    },
    Br {
        target: String,
    },
    CondBr {
        cond: TypedValue,
        then_: String,
        else_: String,
    },
    Switch {
        value: TypedValue,
        default: String,
        cases: Vec<(TypedConst, String)>,
    },
    IndirectBr {
        addr: TypedValue,
        dests: Vec<String>,
    },
    Ret(Option<TypedValue>),
    Unreachable,
    Alloca {
        ty: Type,
        count: Option<TypedValue>,
        align: Option<u64>,
    },
    Load {
        ty: Type,
        ptr: TypedValue,
        align: Option<u64>,
        volatile: bool,
    },
    Store {
        value: TypedValue,
        ptr: TypedValue,
        align: Option<u64>,
        volatile: bool,
    },
    Gep {
        source: Type,
        base: TypedValue,
        indices: Vec<TypedValue>,
    },
    Cast {
        op: CastOp,
        value: TypedValue,
        to: Type,
    },
    Call {
        /// The function type of the call (derived from the arguments when the text
        /// gives only the return type).
        fn_ty: FnType,
        callee: Value,
        args: Vec<Arg>,
        ret_attrs: ParamAttrs,
    },
    /// `call ... asm "..."`: refused.
    InlineAsm,
    ExtractValue {
        agg: TypedValue,
        indices: Vec<u32>,
    },
    InsertValue {
        agg: TypedValue,
        value: TypedValue,
        indices: Vec<u32>,
    },
    ExtractElement {
        vector: TypedValue,
        index: TypedValue,
    },
    InsertElement {
        vector: TypedValue,
        value: TypedValue,
        index: TypedValue,
    },
    ShuffleVector {
        a: TypedValue,
        b: TypedValue,
        mask: TypedConst,
    },
    Freeze(TypedValue),
    VaArg {
        list: TypedValue,
        ty: Type,
    },
    AtomicRmw {
        op: RmwOp,
        ptr: TypedValue,
        value: TypedValue,
    },
    CmpXchg {
        ptr: TypedValue,
        expected: TypedValue,
        new: TypedValue,
    },
    Fence,
}

impl InstKind {
    /// The instruction's name in LLVM IR (`fadd`, `call`, ...), for messages.
    pub fn opcode(&self) -> &'static str {
        match self {
            InstKind::Binary { op, .. } => op.name(),
            InstKind::FloatBinary { op, .. } => op.name(),
            InstKind::FNeg { .. } => "fneg",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::ICmp { .. } => "icmp",
            InstKind::Select { .. } => "select",
            InstKind::Phi { .. } => "phi",
            InstKind::Br { .. } | InstKind::CondBr { .. } => "br",
            InstKind::Switch { .. } => "switch",
            InstKind::IndirectBr { .. } => "indirectbr",
            InstKind::Ret(_) => "ret",
            InstKind::Unreachable => "unreachable",
            InstKind::Alloca { .. } => "alloca",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Gep { .. } => "getelementptr",
            InstKind::Cast { op, .. } => op.name(),
            InstKind::Call { .. } | InstKind::InlineAsm => "call",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::ExtractElement { .. } => "extractelement",
            InstKind::InsertElement { .. } => "insertelement",
            InstKind::ShuffleVector { .. } => "shufflevector",
            InstKind::Freeze(_) => "freeze",
            InstKind::VaArg { .. } => "va_arg",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::Fence => "fence",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// The result's name, if the instruction has one (`%x = ...`).
    pub result: Option<String>,
    pub kind: InstKind,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub name: String,
    pub insts: Vec<Instruction>,
    pub pos: Pos,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    External,
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    Weak,
    Common,
    Appending,
    ExternWeak,
}

impl Linkage {
    pub fn from_name(s: &str) -> Option<Linkage> {
        Some(match s {
            "external" => Linkage::External,
            "private" => Linkage::Private,
            "internal" => Linkage::Internal,
            "available_externally" => Linkage::AvailableExternally,
            "linkonce" | "linkonce_odr" => Linkage::LinkOnce,
            "weak" | "weak_odr" => Linkage::Weak,
            "common" => Linkage::Common,
            "appending" => Linkage::Appending,
            "extern_weak" => Linkage::ExternWeak,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub ty: Type,
    pub attrs: ParamAttrs,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub linkage: Linkage,
    pub hidden: bool,
    pub ret: Type,
    pub ret_attrs: ParamAttrs,
    pub params: Vec<Param>,
    pub varargs: bool,
    /// Empty for a declaration.
    pub blocks: Vec<Block>,
    pub is_declaration: bool,
    pub pos: Pos,
}

impl Function {
    pub fn fn_type(&self) -> FnType {
        FnType {
            ret: self.ret.clone(),
            params: self.params.iter().map(|p| p.ty.clone()).collect(),
            varargs: self.varargs,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub linkage: Linkage,
    pub hidden: bool,
    pub constant: bool,
    pub thread_local: bool,
    pub ty: Type,
    /// `None` for a declaration (`external global`).
    pub init: Option<Const>,
    pub align: Option<u64>,
    pub section: Option<String>,
    pub pos: Pos,
}

/// `@a = alias T, ptr @target`.
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    pub name: String,
    pub ty: Type,
    pub aliasee: TypedConst,
    pub pos: Pos,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    pub source_filename: Option<String>,
    pub data_layout: Option<String>,
    pub triple: Option<String>,
    /// Named types in order of definition; `None` is an opaque struct.
    pub types: Vec<(String, Option<Type>)>,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
    pub aliases: Vec<Alias>,
    /// `module asm` lines (refused by the translator when present).
    pub module_asm: Vec<String>,
}

impl Module {
    /// The body of a named type (`None` when undefined or opaque).
    pub fn named_type(&self, name: &str) -> Option<Option<&Type>> {
        self.types
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.as_ref())
    }

    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }

    pub fn global(&self, name: &str) -> Option<&Global> {
        self.globals.iter().find(|g| g.name == name)
    }
}
