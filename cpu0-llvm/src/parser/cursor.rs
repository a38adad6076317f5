//! The token cursor: looking at, consuming and expecting tokens, reporting errors
//! at the current token, and skipping what the importer has no use for (balanced
//! groups, metadata, attachments, instruction flags).

use super::{PResult, Parser};
use crate::ast::Pos;
use crate::lexer::Tok;
use crate::ParseError;

/// Flags of arithmetic instructions that do not change the result of defined
/// programs, and fast-math flags.
pub(super) const FLAG_WORDS: &[&str] = &[
    "nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "inbounds", "nusw", "fast", "nnan",
    "ninf", "nsz", "arcp", "contract", "afn", "reassoc",
];

impl<'a> Parser<'a> {
    pub(super) fn peek(&self) -> &Tok<'a> {
        self.peek_at(0)
    }

    pub(super) fn peek_at(&self, k: usize) -> &Tok<'a> {
        let i = (self.pos + k).min(self.toks.len() - 1);
        &self.toks[i].tok
    }

    pub(super) fn here(&self) -> Pos {
        let t = &self.toks[self.pos.min(self.toks.len() - 1)];
        Pos {
            line: t.line,
            col: t.col,
        }
    }

    pub(super) fn line(&self) -> u32 {
        self.here().line
    }

    /// Moves past the current token (never past the final `Eof`).
    pub(super) fn bump(&mut self) {
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
    }

    pub(super) fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let p = self.here();
        Err(ParseError {
            line: p.line,
            col: p.col,
            msg: msg.into(),
        })
    }

    pub(super) fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(format!("expected {what}, found {}", self.peek().describe()))
    }

    pub(super) fn expect(&mut self, t: Tok) -> PResult<()> {
        if *self.peek() == t {
            self.bump();
            Ok(())
        } else {
            self.expected(&t.describe())
        }
    }

    pub(super) fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Word(x) if x == w)
    }

    pub(super) fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(super) fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.expected(&format!("`{w}`"))
        }
    }

    pub(super) fn eat(&mut self, t: &Tok) -> bool {
        if self.peek() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(super) fn word(&self) -> Option<&str> {
        match self.peek() {
            Tok::Word(w) => Some(w),
            _ => None,
        }
    }

    pub(super) fn int(&mut self) -> PResult<i128> {
        match *self.peek() {
            Tok::Int(v) => {
                self.bump();
                Ok(v)
            }
            _ => self.expected("an integer"),
        }
    }

    pub(super) fn u64_(&mut self) -> PResult<u64> {
        let v = self.int()?;
        u64::try_from(v).or_else(|_| self.err(format!("{v} is out of range")))
    }

    /// An alignment: a power of two up to 2^32.
    pub(super) fn align(&mut self) -> PResult<u64> {
        let v = self.u64_()?;
        if v.is_power_of_two() && v <= 1 << 32 {
            Ok(v)
        } else {
            self.pos -= 1;
            self.err(format!("alignment {v} is not a power of two up to 2^32"))
        }
    }

    pub(super) fn u32_(&mut self) -> PResult<u32> {
        let v = self.int()?;
        u32::try_from(v).or_else(|_| self.err(format!("{v} is out of range")))
    }

    pub(super) fn string(&mut self) -> PResult<Vec<u8>> {
        match self.peek() {
            Tok::Str(s) => {
                let s = s.clone();
                self.bump();
                Ok(s)
            }
            _ => self.expected("a string"),
        }
    }

    pub(super) fn local_name(&mut self) -> PResult<String> {
        match self.peek() {
            Tok::Local(n) => {
                let n = n.to_string();
                self.bump();
                Ok(n)
            }
            _ => self.expected("a local name (`%name`)"),
        }
    }

    pub(super) fn global_name(&mut self) -> PResult<String> {
        match self.peek() {
            Tok::Global(n) => {
                let n = n.to_string();
                self.bump();
                Ok(n)
            }
            _ => self.expected("a global name (`@name`)"),
        }
    }

    /// Skips a balanced group starting at the current `(`, `[` or `{`.
    pub(super) fn skip_balanced(&mut self) -> PResult<()> {
        let start = self.here();
        let mut depth = 0usize;
        loop {
            match self.peek() {
                Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
                Tok::RParen | Tok::RBracket | Tok::RBrace => depth = depth.saturating_sub(1),
                Tok::Eof => {
                    return Err(ParseError {
                        line: start.line,
                        col: start.col,
                        msg: "unbalanced brackets".into(),
                    })
                }
                _ => {}
            }
            self.bump();
            if depth == 0 {
                return Ok(());
            }
        }
    }

    /// Skips one metadata value: `!12`, `!{...}`, `!"str"`, `!DIFoo(...)`,
    /// `distinct !{...}`.
    pub(super) fn skip_metadata(&mut self) -> PResult<()> {
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
    pub(super) fn skip_attachments(&mut self) -> PResult<()> {
        while *self.peek() == Tok::Comma && matches!(self.peek_at(1), Tok::Meta(_)) {
            self.bump();
            self.skip_metadata()?;
            self.skip_metadata()?;
        }
        Ok(())
    }

    /// Skips the rest of the current line.
    pub(super) fn skip_line(&mut self) -> PResult<()> {
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

    /// Skips flags that do not change the meaning for us (`nsw`, `inbounds`, `fast`, ...).
    pub(super) fn skip_flags(&mut self) {
        while self.word().is_some_and(|w| FLAG_WORDS.contains(&w)) {
            self.bump();
        }
    }
}
