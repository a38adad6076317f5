//! Registers as the backend sees them: virtual registers before allocation,
//! physical ones after, and the sets the allocator may use.

use cpu0_asm::Reg as HwReg;
use regalloc2::{PReg, PRegSet, RegClass, VReg};
use std::fmt;

/// A register operand of an [`crate::inst::MInst`]: a virtual register (before
/// allocation) or a physical one.
///
/// Indices below [`FIRST_VIRTUAL`] name the physical registers `$0`..`$15`; the
/// lowering uses those only for registers the allocator never hands out (`$zero`,
/// `$sp`, `$at`, ...). Values in allocatable physical registers (ABI arguments and
/// results) are expressed as fixed-register constraints on virtual registers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(u32);

/// The first index of a virtual register.
pub const FIRST_VIRTUAL: u32 = 16;

impl Reg {
    pub const fn phys(r: HwReg) -> Reg {
        Reg(r.num() as u32)
    }
    pub const fn virt(index: u32) -> Reg {
        Reg(FIRST_VIRTUAL + index)
    }
    pub fn is_virtual(self) -> bool {
        self.0 >= FIRST_VIRTUAL
    }
    /// The physical register, if this is one.
    pub fn to_phys(self) -> Option<HwReg> {
        (!self.is_virtual()).then(|| HwReg::new(self.0 as u8).unwrap())
    }
    /// The regalloc2 view of this register (virtual registers only), numbered
    /// from 0: regalloc2 sets up every number below the count it is given, so
    /// the physical registers' numbers would cost it 16 unused registers per
    /// function. Lowering never hands regalloc2 a physical register as an
    /// operand (fixed registers are constraints on virtual ones), which the
    /// debug assertion checks.
    pub fn to_vreg(self) -> VReg {
        debug_assert!(self.is_virtual());
        VReg::new((self.0 - FIRST_VIRTUAL) as usize, RegClass::Int)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

pub const ZERO: Reg = Reg::phys(HwReg::ZERO);
pub const SP: Reg = Reg::phys(HwReg::SP);

impl fmt::Debug for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_phys() {
            Some(r) => write!(f, "{r}"),
            None => write!(f, "%v{}", self.0 - FIRST_VIRTUAL),
        }
    }
}

/// A register an instruction writes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Writable<T>(T);

impl<T: Copy> Writable<T> {
    pub fn new(r: T) -> Self {
        Writable(r)
    }
    pub fn to_reg(self) -> T {
        self.0
    }
    pub fn reg_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

pub type WritableReg = Writable<Reg>;

/// The registers holding one CLIF value, low word first: one for types up to 32
/// bits, two for `i64` and `f64`, four for `i128` (as many as
/// [`crate::abi::words_of`] says).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValueRegs {
    regs: [Reg; ValueRegs::MAX_WORDS],
    len: u8,
}

impl ValueRegs {
    /// The most registers one value takes (an `i128`).
    pub const MAX_WORDS: usize = 4;

    pub fn one(r: Reg) -> Self {
        ValueRegs::words(&[r])
    }
    pub fn two(lo: Reg, hi: Reg) -> Self {
        ValueRegs::words(&[lo, hi])
    }
    /// The registers of a value of `words.len()` words, low word first.
    ///
    /// # Panics
    /// If there are none or more than [`ValueRegs::MAX_WORDS`]: the lowering only
    /// builds values of a supported type's size.
    pub fn words(words: &[Reg]) -> Self {
        assert!(
            (1..=Self::MAX_WORDS).contains(&words.len()),
            "a value of {} words",
            words.len()
        );
        let mut regs = [ZERO; Self::MAX_WORDS];
        regs[..words.len()].copy_from_slice(words);
        ValueRegs {
            regs,
            len: words.len() as u8,
        }
    }
    pub fn regs(&self) -> &[Reg] {
        &self.regs[..self.len as usize]
    }
    pub fn regs_mut(&mut self) -> &mut [Reg] {
        &mut self.regs[..self.len as usize]
    }
    pub fn lo(&self) -> Reg {
        self.regs[0]
    }
    /// The second word: the high word of a pair.
    pub fn hi(&self) -> Reg {
        self.regs[1]
    }
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The regalloc2 name of a hardware register.
pub fn preg(r: HwReg) -> PReg {
    PReg::new(r.index(), RegClass::Int)
}

/// The hardware register of a regalloc2 physical register.
pub fn hw(p: PReg) -> HwReg {
    HwReg::new(p.hw_enc() as u8).expect("Cpu0 has 16 registers")
}

/// Caller-saved registers the allocator may use, in order of preference.
pub const CALLER_SAVED: [HwReg; 7] = [
    HwReg::V0,
    HwReg::V1,
    HwReg::A0,
    HwReg::A1,
    HwReg::T9,
    HwReg::T0,
    HwReg::T1,
];

/// Callee-saved registers the allocator may use; a function that uses one saves it.
/// `$fp` is allocatable because the backend addresses frames from `$sp`. `$lr` is
/// too: the prologue saves it whenever the function writes it (a call does), and
/// the epilogue restores it before `ret $lr`, as LLVM's Mips backend does with `$ra`.
pub const CALLEE_SAVED: [HwReg; 4] = [HwReg::S0, HwReg::S1, HwReg::FP, HwReg::LR];

/// The registers a call clobbers: every caller-saved allocatable register, and
/// `$lr`, which the call instruction writes.
pub fn call_clobbers() -> PRegSet {
    let mut set = PRegSet::empty();
    for r in CALLER_SAVED {
        set.add(preg(r));
    }
    set.add(preg(HwReg::LR));
    set
}

/// What a jump table's `bal` clobbers.
pub fn lr_only() -> PRegSet {
    let mut set = PRegSet::empty();
    set.add(preg(HwReg::LR));
    set
}

/// The allocator's view of the machine. `$zero`, `$at` (emission scratch), `$gp`,
/// `$sp` and `$sw` are never allocated.
pub fn machine_env() -> regalloc2::MachineEnv {
    let preferred: PRegSet = CALLER_SAVED.iter().map(|r| preg(*r)).collect();
    let non_preferred: PRegSet = CALLEE_SAVED.iter().map(|r| preg(*r)).collect();
    regalloc2::MachineEnv {
        preferred_regs_by_class: [preferred, PRegSet::empty(), PRegSet::empty()],
        non_preferred_regs_by_class: [non_preferred, PRegSet::empty(), PRegSet::empty()],
        // No dedicated scratch: `$at` belongs to emission (large offsets, long
        // branches); the allocator finds a free register or spills for cycles.
        scratch_by_class: [None, None, None],
        fixed_stack_slots: Vec::new(),
    }
}
