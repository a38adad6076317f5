//! The sixteen general-purpose registers and their ABI names.

use std::fmt;

/// A general-purpose register number, 0..=15.
///
/// The same type names a co-processor 0 register in `mfc0`/`mtc0`/`c0mov`; the
/// instruction's operand shape says which register file a field refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Reg(u8);

/// ABI names, indexed by register number (see cpu0-isa.md, "Registers").
const NAMES: [&str; 16] = [
    "zero", "at", "v0", "v1", "a0", "a1", "t9", "t0", "t1", "s0", "s1", "gp", "fp", "sp", "lr",
    "sw",
];

/// Names of the co-processor 0 registers that have one.
const C0_NAMES: [&str; 2] = ["pc", "epc"];

impl Reg {
    pub const ZERO: Reg = Reg(0);
    pub const AT: Reg = Reg(1);
    pub const V0: Reg = Reg(2);
    pub const V1: Reg = Reg(3);
    pub const A0: Reg = Reg(4);
    pub const A1: Reg = Reg(5);
    pub const T9: Reg = Reg(6);
    pub const T0: Reg = Reg(7);
    pub const T1: Reg = Reg(8);
    pub const S0: Reg = Reg(9);
    pub const S1: Reg = Reg(10);
    pub const GP: Reg = Reg(11);
    pub const FP: Reg = Reg(12);
    pub const SP: Reg = Reg(13);
    pub const LR: Reg = Reg(14);
    pub const SW: Reg = Reg(15);

    /// Co-processor 0 register 0: the program counter.
    pub const C0_PC: Reg = Reg(0);
    /// Co-processor 0 register 1: the error program counter.
    pub const C0_EPC: Reg = Reg(1);

    /// The register with number `n`, if `n < 16`.
    pub const fn new(n: u8) -> Option<Reg> {
        if n < 16 {
            Some(Reg(n))
        } else {
            None
        }
    }

    /// The register in the low four bits of `bits` (how the decoder reads a field).
    pub const fn from_field(bits: u32) -> Reg {
        Reg((bits & 0xF) as u8)
    }

    /// The register number, 0..=15.
    pub const fn num(self) -> u8 {
        self.0
    }

    /// The index of this register, for arrays of sixteen.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The ABI name without `$`, e.g. `"sp"`.
    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    /// Looks up a register by ABI name or number, without the `$`
    /// (`"sp"`, `"13"`).
    pub fn from_name(name: &str) -> Option<Reg> {
        if let Some(i) = NAMES.iter().position(|n| *n == name) {
            return Some(Reg(i as u8));
        }
        parse_small_number(name).map(Reg)
    }

    /// Looks up a co-processor 0 register by name (`pc`, `epc`, `c0`..`c15`), without `$`.
    pub fn from_c0_name(name: &str) -> Option<Reg> {
        if let Some(i) = C0_NAMES.iter().position(|n| *n == name) {
            return Some(Reg(i as u8));
        }
        name.strip_prefix('c').and_then(parse_small_number).map(Reg)
    }

    /// A printable form of this register as a co-processor 0 register.
    pub fn c0_display(self) -> C0Display {
        C0Display(self)
    }
}

fn parse_small_number(s: &str) -> Option<u8> {
    if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u8 = s.parse().ok()?;
    (n < 16).then_some(n)
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.name())
    }
}

/// Prints a co-processor 0 register: `$pc`, `$epc`, or `$cN`.
pub struct C0Display(Reg);

impl fmt::Display for C0Display {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match C0_NAMES.get(self.0.index()) {
            Some(name) => write!(f, "${name}"),
            None => write!(f, "$c{}", self.0.num()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_numbers_agree() {
        for n in 0..16u8 {
            let r = Reg::new(n).unwrap();
            assert_eq!(Reg::from_name(r.name()), Some(r));
            assert_eq!(Reg::from_name(&n.to_string()), Some(r));
        }
        assert_eq!(Reg::from_name("16"), None);
        assert_eq!(Reg::from_name("x"), None);
        assert_eq!(Reg::SP.to_string(), "$sp");
        assert_eq!(Reg::from_c0_name("epc"), Some(Reg::C0_EPC));
        assert_eq!(Reg::from_c0_name("c7"), Reg::new(7));
        assert_eq!(Reg::new(7).unwrap().c0_display().to_string(), "$c7");
    }
}
