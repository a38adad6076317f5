//! Proptest strategies for float operands, as bits: random bits, special values,
//! significands with few bits set or clear (exact results, ties, carries), pairs
//! with close exponents (cancellation, alignment by a few bits), and values near
//! integers and near the limits of the integer types (conversions, rounding).
//!
//! A million operands per routine is too many for proptest's composed strategies
//! (a union of mapped tuples costs microseconds a value), so each strategy draws a
//! few random words and a plain function of those words picks the operand class
//! and builds the operand: the same classes, a hundred times faster.

use proptest::prelude::*;

/// The layout of a binary float format.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    /// Fraction bits (23 or 52).
    pub frac: u32,
    /// Exponent bits (8 or 11).
    pub exp: u32,
}

pub const F32: Format = Format { frac: 23, exp: 8 };
pub const F64: Format = Format { frac: 52, exp: 11 };

impl Format {
    pub fn bias(self) -> u64 {
        (1 << (self.exp - 1)) - 1
    }
    pub fn max_exp(self) -> u64 {
        (1 << self.exp) - 1
    }
    pub fn sign_bit(self) -> u64 {
        1 << (self.frac + self.exp)
    }
    pub fn frac_mask(self) -> u64 {
        (1 << self.frac) - 1
    }
    /// All bits of the format set.
    pub fn mask(self) -> u64 {
        (self.sign_bit() << 1).wrapping_sub(1)
    }
    /// The bits of a value; the exponent saturates at the largest.
    pub fn make(self, sign: bool, exp: u64, frac: u64) -> u64 {
        (if sign { self.sign_bit() } else { 0 })
            | (exp.min(self.max_exp()) << self.frac)
            | (frac & self.frac_mask())
    }
    pub fn exp_of(self, bits: u64) -> u64 {
        (bits >> self.frac) & self.max_exp()
    }

    /// Zeros, the extreme subnormals and normals, infinities, quiet and signalling
    /// NaNs of both signs, and a few ordinary values.
    pub fn specials(self) -> [u64; 32] {
        let inf = self.max_exp() << self.frac;
        let quiet = 1 << (self.frac - 1);
        let one = self.bias() << self.frac;
        let positive = [
            0,
            1,                // the smallest subnormal
            self.frac_mask(), // the largest subnormal
            1 << self.frac,   // the smallest normal
            inf - 1,          // the largest normal
            inf,              // infinity
            inf | quiet,      // the canonical quiet NaN
            inf | quiet | 1,  // a quiet NaN with a payload
            inf | 1,          // signalling NaNs
            inf | (quiet - 1),
            inf | self.frac_mask(),
            one,
            one - (1 << self.frac), // 1/2
            one | 1,
            one - 1,
            one + (1 << self.frac), // 2
        ];
        let mut all = [0; 32];
        all[..16].copy_from_slice(&positive);
        for i in 0..16 {
            all[16 + i] = positive[i] | self.sign_bit();
        }
        all
    }
}

/// Random choices, taken from the words a strategy drew (and from a generator
/// seeded by the last word once they run out).
pub struct Draw {
    words: [u64; 4],
    next: usize,
}

impl Draw {
    pub fn new(words: [u64; 4]) -> Draw {
        Draw { words, next: 0 }
    }

    pub fn word(&mut self) -> u64 {
        if self.next < self.words.len() {
            self.next += 1;
            return self.words[self.next - 1];
        }
        // splitmix64 on the last word
        let s = &mut self.words[3];
        *s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in 0..n.
    pub fn below(&mut self, n: u64) -> u64 {
        self.word() % n
    }

    /// A number in lo..=hi.
    pub fn between(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    pub fn flip(&mut self) -> bool {
        self.word() & 1 != 0
    }

    /// One of the choices, by weight: the index.
    pub fn weighted(&mut self, weights: &[u64]) -> usize {
        let mut x = self.below(weights.iter().sum());
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        unreachable!()
    }
}

/// A strategy of values built by `build` from random words.
pub fn drawn<T: std::fmt::Debug>(build: impl Fn(&mut Draw) -> T) -> impl Strategy<Value = T> {
    any::<[u64; 4]>().prop_map(move |w| build(&mut Draw::new(w)))
}

// ---- Operand classes --------------------------------------------------------------

/// Random bits: mostly normal numbers with every exponent.
pub fn random(f: Format, d: &mut Draw) -> u64 {
    d.word() & f.mask()
}

pub fn special(f: Format, d: &mut Draw) -> u64 {
    let s = f.specials();
    s[d.below(s.len() as u64) as usize]
}

/// A fraction with at most three bits set or at most three clear (the results of
/// such operands are often exact, halfway or just beside halfway).
pub fn sparse_fraction(f: Format, d: &mut Draw) -> u64 {
    let mut v = 0;
    for _ in 0..d.below(4) {
        v |= 1 << d.below(u64::from(f.frac));
    }
    if d.flip() {
        !v & f.frac_mask()
    } else {
        v
    }
}

/// A fraction: random or sparse.
pub fn fraction(f: Format, d: &mut Draw) -> u64 {
    if d.flip() {
        d.word() & f.frac_mask()
    } else {
        sparse_fraction(f, d)
    }
}

/// Any sign and exponent (subnormals and the largest exponent included) with a
/// sparse fraction.
pub fn sparse(f: Format, d: &mut Draw) -> u64 {
    let (s, e) = (d.flip(), d.below(f.max_exp() + 1));
    f.make(s, e, sparse_fraction(f, d))
}

/// Subnormals and the smallest normals.
pub fn tiny(f: Format, d: &mut Draw) -> u64 {
    let (s, e) = (d.flip(), d.below(4));
    f.make(s, e, fraction(f, d))
}

/// One operand of any class.
pub fn any_float(f: Format, d: &mut Draw) -> u64 {
    match d.weighted(&[5, 2, 3, 1]) {
        0 => random(f, d),
        1 => special(f, d),
        2 => sparse(f, d),
        _ => tiny(f, d),
    }
}

/// A value whose exponent is within `spread` of `a`'s (below infinity's), with
/// any sign and fraction.
pub fn near(f: Format, a: u64, spread: i64, d: &mut Draw) -> u64 {
    let e = (f.exp_of(a) as i64 + d.between(-spread, spread)).clamp(0, f.max_exp() as i64 - 1);
    let s = d.flip();
    f.make(s, e as u64, fraction(f, d))
}

/// Values near integers: with a few fraction bits around the binary point, 2^k
/// and its neighbours for the limits of the integer types, and halfway points
/// (an integer and a half).
pub fn near_integer(f: Format, d: &mut Draw) -> u64 {
    let bias = f.bias();
    let s = d.flip();
    match d.below(3) {
        0 => {
            let e = bias - 2 + d.below(68);
            f.make(s, e, sparse_fraction(f, d))
        }
        1 => {
            let limits = [31, 32, 63, 64, u64::from(f.frac), u64::from(f.frac) + 1];
            let k = limits[d.below(limits.len() as u64) as usize];
            let p = f.make(s, bias + k, 0) as i64;
            (p + d.between(-3, 3)) as u64 & f.mask()
        }
        _ => {
            let point = d.below(u64::from(f.frac)); // integer bits below the leading one
            let half = 1u64 << (u64::from(f.frac) - point - 1);
            let frac = (d.word() & !(half * 2 - 1)) | half;
            f.make(s, bias + point, frac)
        }
    }
}

// ---- Strategies -------------------------------------------------------------------

/// Operands of the unary routines: every class, values near integers.
pub fn unary(f: Format) -> impl Strategy<Value = [u64; 1]> {
    drawn(move |d| {
        [if d.below(4) == 0 {
            near_integer(f, d)
        } else {
            any_float(f, d)
        }]
    })
}

/// Pairs for the binary routines: independent operands, operands whose exponents
/// differ by little (alignment by a few bits, cancellation, halfway), and
/// neighbours (one ulp apart, or equal up to the sign).
pub fn pair(f: Format) -> impl Strategy<Value = [u64; 2]> {
    let spread = i64::from(f.frac) + 4;
    drawn(move |d| {
        let a = any_float(f, d);
        match d.below(4) {
            0 => [a, any_float(f, d)],
            1 => [a, near(f, a, spread, d)],
            2 => [near(f, a, spread, d), a],
            _ => {
                let b = (a as i64 + d.between(-2, 2)) as u64 & f.mask();
                [a, if d.flip() { b ^ f.sign_bit() } else { b }]
            }
        }
    })
}

/// Triples for fused multiply-add: independent operands, an addend near the
/// product's exponent, and an addend that nearly cancels the product (`product`
/// is the host's rounded a * b, as bits).
pub fn triple(f: Format, product: fn(u64, u64) -> u64) -> impl Strategy<Value = [u64; 3]> {
    let spread = 2 * i64::from(f.frac) + 4;
    drawn(move |d| {
        let (a, b) = (any_float(f, d), any_float(f, d));
        let p = product(a, b);
        let c = match d.below(3) {
            0 => any_float(f, d),
            1 => near(f, p, spread, d),
            _ => ((p ^ f.sign_bit()) as i64 + d.between(-3, 3)) as u64 & f.mask(),
        };
        [a, b, c]
    })
}

/// Integers of `bits` bits (as their bits): random of every size, powers of two
/// and their neighbours, few bits set or clear, and values just at and beside
/// halfway between two floats (ties when rounded to 24 or 53 bits); any sign.
pub fn integer(bits: u32) -> impl Strategy<Value = [u64; 1]> {
    let mask = u64::MAX >> (64 - bits);
    drawn(move |d| {
        let width = u64::from(bits);
        let v = match d.below(5) {
            0 => d.word(),
            1 => d.word() >> d.below(64),
            2 => (1u64 << d.below(width)).wrapping_add(d.between(-3, 3) as u64),
            3 => {
                let mut v = 0;
                for _ in 0..d.below(4) {
                    v |= 1 << d.below(width);
                }
                if d.flip() {
                    !v
                } else {
                    v
                }
            }
            _ => {
                let precision = if d.flip() { 24 } else { 53 };
                if width <= precision {
                    d.word()
                } else {
                    let top = precision + d.below(width - precision); // the leading one
                    let kept = (d.word() | 1 << 63) >> (63 - top) >> (top - precision + 1);
                    let half = 1u64 << (top - precision);
                    let v = (kept << (top - precision + 1)) | half;
                    v.wrapping_add(d.between(-1, 1) as u64)
                }
            }
        };
        let v = if d.below(4) == 0 { v.wrapping_neg() } else { v };
        [v & mask]
    })
}

/// Pairs for the fast paths of addition and subtraction: normal operands
/// (sometimes a zero or a subnormal one) whose exponents differ by little, in
/// either order and with any signs. They hit every case of the sums: equal
/// exponents, a carry into the next exponent (up to overflow), rounding ties
/// and their neighbours, cancellation of one bit and of many (down to
/// subnormal results), alignment shifts of more than a word, and gaps too
/// large for the smaller operand to matter.
pub fn sum_pair(f: Format) -> impl Strategy<Value = [u64; 2]> {
    drawn(move |d| {
        let top = f.max_exp() - 1; // the largest normal exponent
        let ea = match d.below(8) {
            0 => [1, 2, 3, top - 2, top - 1, top][d.below(6) as usize],
            _ => d.between(1, top as i64) as u64,
        };
        let width = u64::from(f.frac);
        let gap = match d.weighted(&[4, 4, 2, 1]) {
            0 => d.below(3),
            1 => d.below(width + 4),
            2 => d.between(30, 70) as u64,
            _ => d.below(f.max_exp()),
        };
        let eb = ea.saturating_sub(gap);
        let (mut fa, mut fb) = (fraction(f, d), fraction(f, d));
        match d.below(4) {
            0 if (1..=width + 1).contains(&gap) && eb != 0 => {
                // the bits of b shifted out are exactly half of a's last
                // place, or one unit of b's either side of it
                let sb = (1 << f.frac) | fb;
                let sb = ((sb >> gap) << gap) | (1 << (gap - 1));
                fb = (sb as i64 + d.between(-1, 1)) as u64 & f.frac_mask();
            }
            1 if gap == 0 => {
                // |b| close to |a|: a - b cancels many bits
                fb = (fa as i64 + d.between(-3, 3)) as u64 & f.frac_mask();
            }
            1 if gap == 1 => {
                // a just above a power of two, b just below it
                fa = d.below(8);
                fb = f.frac_mask() - d.below(8);
            }
            _ => {}
        }
        let a = f.make(d.flip(), ea, fa);
        let b = f.make(d.flip(), eb, fb);
        let b = if d.below(32) == 0 {
            b & f.sign_bit()
        } else {
            b
        }; // a zero
        if d.flip() {
            [a, b]
        } else {
            [b, a]
        }
    })
}
