//! The lexer: LLVM IR text to tokens with their line and column.

use crate::ParseError;
use std::borrow::Cow;

/// One token of LLVM IR. Names and words borrow the text unless they had to be
/// decoded (quoted names with escapes).
#[derive(Clone, Debug, PartialEq)]
pub enum Tok<'a> {
    /// `%name`, `%"quoted"`, `%12`.
    Local(Cow<'a, str>),
    /// `@name`, `@"quoted"`, `@12`.
    Global(Cow<'a, str>),
    /// `$name` (a comdat).
    Comdat(Cow<'a, str>),
    /// `!name` or `!12` (metadata); a lone `!` is [`Tok::Bang`].
    Meta(Cow<'a, str>),
    /// `!` followed by `{` or `"` (metadata node or string).
    Bang,
    /// `#12` (an attribute group).
    AttrGroup(u32),
    /// `#dbg_value` and other debug records.
    DebugRecord(Cow<'a, str>),
    /// A bare word: keywords, attributes, predicates.
    Word(Cow<'a, str>),
    /// `iN`.
    IntType(u32),
    /// `name:`, `12:` or `"quoted":` at the start of a basic block.
    Label(Cow<'a, str>),
    /// An integer literal (decimal, or `u0x`/`s0x` hexadecimal).
    Int(i128),
    /// A decimal integer literal beyond 128 bits (a constant of a wide `iN`), as
    /// two's-complement 32-bit limbs, lowest first (see [`crate::ast::WideInt`]).
    WideInt(crate::ast::WideInt),
    /// A floating-point literal, kept as written.
    Float(Cow<'a, str>),
    /// `"..."` with escapes decoded.
    Str(Vec<u8>),
    /// `c"..."`.
    CStr(Vec<u8>),
    Eq,
    Comma,
    Star,
    Colon,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    Ellipsis,
    Pipe,
    Eof,
}

impl Tok<'_> {
    /// How the token reads in an error message.
    pub fn describe(&self) -> String {
        match self {
            Tok::Local(n) => format!("`%{n}`"),
            Tok::Global(n) => format!("`@{n}`"),
            Tok::Comdat(n) => format!("`${n}`"),
            Tok::Meta(n) => format!("`!{n}`"),
            Tok::Bang => "`!`".into(),
            Tok::AttrGroup(n) => format!("`#{n}`"),
            Tok::DebugRecord(n) => format!("`#{n}`"),
            Tok::Word(w) => format!("`{w}`"),
            Tok::IntType(n) => format!("`i{n}`"),
            Tok::Label(l) => format!("label `{l}:`"),
            Tok::Int(v) => format!("`{v}`"),
            Tok::WideInt(_) => "an integer wider than 128 bits".into(),
            Tok::Float(f) => format!("`{f}`"),
            Tok::Str(_) => "a string".into(),
            Tok::CStr(_) => "a `c\"...\"` string".into(),
            Tok::Eq => "`=`".into(),
            Tok::Comma => "`,`".into(),
            Tok::Star => "`*`".into(),
            Tok::Colon => "`:`".into(),
            Tok::LParen => "`(`".into(),
            Tok::RParen => "`)`".into(),
            Tok::LBracket => "`[`".into(),
            Tok::RBracket => "`]`".into(),
            Tok::LBrace => "`{`".into(),
            Tok::RBrace => "`}`".into(),
            Tok::Less => "`<`".into(),
            Tok::Greater => "`>`".into(),
            Tok::Ellipsis => "`...`".into(),
            Tok::Pipe => "`|`".into(),
            Tok::Eof => "the end of the input".into(),
        }
    }
}

/// A token and where it starts (1-based line and column, counted in characters).
#[derive(Clone, Debug, PartialEq)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    pub line: u32,
    pub col: u32,
}

/// Splits `text` into tokens; the last one is [`Tok::Eof`].
pub fn tokenize(text: &str) -> Result<Vec<Token<'_>>, ParseError> {
    let mut lx = Lexer {
        text,
        pos: 0,
        line: 1,
        col: 1,
    };
    // About one token per four characters of clang's output.
    let mut out = Vec::with_capacity(text.len() / 4);
    loop {
        lx.skip_space();
        let (line, col) = (lx.line, lx.col);
        let Some(c) = lx.peek(0) else {
            out.push(Token {
                tok: Tok::Eof,
                line,
                col,
            });
            return Ok(out);
        };
        let tok = lx.token(c).map_err(|msg| ParseError { line, col, msg })?;
        out.push(Token { tok, line, col });
    }
}

/// Works on the bytes of the text: everything outside quoted strings that can
/// start or continue a token is ASCII, and the bytes of other characters are
/// only copied (in strings) or reported (as an unexpected character).
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: u32,
    col: u32,
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || matches!(c, '_' | '.' | '$' | '-')
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-')
}

impl<'a> Lexer<'a> {
    /// The byte `k` ahead, as a `char` (only meaningful when ASCII).
    fn peek(&self, k: usize) -> Option<char> {
        self.text
            .as_bytes()
            .get(self.pos + k)
            .map(|&b| char::from(b))
    }

    fn bump(&mut self) -> Option<char> {
        let b = *self.text.as_bytes().get(self.pos)?;
        self.pos += 1;
        if b == b'\n' {
            self.line += 1;
            self.col = 1;
        } else if b & 0xC0 != 0x80 {
            // Columns count characters: a UTF-8 continuation byte is not one.
            self.col += 1;
        }
        Some(char::from(b))
    }

    fn skip_space(&mut self) {
        while let Some(c) = self.peek(0) {
            if c == ';' {
                while let Some(c) = self.peek(0) {
                    if c == '\n' {
                        break;
                    }
                    self.bump();
                }
            } else if c.is_ascii() && c.is_whitespace() {
                self.bump();
            } else {
                break;
            }
        }
    }

    /// The ASCII characters from here that satisfy `f`, borrowed from the text.
    fn take_while(&mut self, f: impl Fn(char) -> bool) -> Cow<'a, str> {
        let start = self.pos;
        while self.peek(0).is_some_and(|c| c.is_ascii() && f(c)) {
            self.bump();
        }
        // Only ASCII was taken, so both ends are character boundaries.
        Cow::Borrowed(self.text.get(start..self.pos).unwrap_or_default())
    }

    /// A quoted string after its opening quote, with `\XX` and `\\` escapes.
    fn string_body(&mut self) -> Result<Vec<u8>, String> {
        let mut bytes = Vec::new();
        loop {
            match self.bump() {
                None => return Err("unterminated string".into()),
                Some('"') => return Ok(bytes),
                Some('\\') => {
                    if self.peek(0) == Some('\\') {
                        self.bump();
                        bytes.push(b'\\');
                        continue;
                    }
                    let hex: String = [self.peek(0), self.peek(1)].iter().flatten().collect();
                    match u8::from_str_radix(&hex, 16) {
                        Ok(b) if hex.len() == 2 => {
                            self.bump();
                            self.bump();
                            bytes.push(b);
                        }
                        _ => bytes.push(b'\\'),
                    }
                }
                // Any other byte is copied: the UTF-8 of other characters too.
                Some(c) => bytes.push(c as u8),
            }
        }
    }

    /// The name after a sigil: a quoted string, a number or an identifier.
    fn name(&mut self, sigil: char) -> Result<Cow<'a, str>, String> {
        match self.peek(0) {
            Some('"') => {
                self.bump();
                let b = self.string_body()?;
                Ok(Cow::Owned(String::from_utf8_lossy(&b).into_owned()))
            }
            Some(c) if c.is_ascii_digit() => Ok(self.take_while(|c| c.is_ascii_digit())),
            Some(c) if is_ident_start(c) => Ok(self.take_while(is_ident_char)),
            _ => Err(format!("expected a name after `{sigil}`")),
        }
    }

    fn token(&mut self, c: char) -> Result<Tok<'a>, String> {
        match c {
            '%' | '@' | '$' => {
                self.bump();
                let n = self.name(c)?;
                Ok(match c {
                    '%' => Tok::Local(n),
                    '@' => Tok::Global(n),
                    _ => Tok::Comdat(n),
                })
            }
            '!' => {
                self.bump();
                match self.peek(0) {
                    Some(c) if is_ident_char(c) || c == '\\' => Ok(Tok::Meta(
                        self.take_while(|c| is_ident_char(c) || c == '\\'),
                    )),
                    _ => Ok(Tok::Bang),
                }
            }
            '#' => {
                self.bump();
                if self.peek(0).is_some_and(|c| c.is_ascii_digit()) {
                    let n = self.take_while(|c| c.is_ascii_digit());
                    return n
                        .parse()
                        .map(Tok::AttrGroup)
                        .map_err(|_| format!("attribute group number `{n}` is too large"));
                }
                let w = self.take_while(is_ident_char);
                if w.is_empty() {
                    return Err("expected a number or a name after `#`".into());
                }
                Ok(Tok::DebugRecord(w))
            }
            '"' => {
                self.bump();
                let s = self.string_body()?;
                if self.peek(0) == Some(':') {
                    self.bump();
                    return Ok(Tok::Label(Cow::Owned(
                        String::from_utf8_lossy(&s).into_owned(),
                    )));
                }
                Ok(Tok::Str(s))
            }
            '=' => self.single(Tok::Eq),
            ',' => self.single(Tok::Comma),
            '*' => self.single(Tok::Star),
            ':' => self.single(Tok::Colon),
            '(' => self.single(Tok::LParen),
            ')' => self.single(Tok::RParen),
            '[' => self.single(Tok::LBracket),
            ']' => self.single(Tok::RBracket),
            '{' => self.single(Tok::LBrace),
            '}' => self.single(Tok::RBrace),
            '<' => self.single(Tok::Less),
            '>' => self.single(Tok::Greater),
            '|' => self.single(Tok::Pipe),
            '.' if self.peek(1) == Some('.') && self.peek(2) == Some('.') => {
                self.bump();
                self.bump();
                self.bump();
                Ok(Tok::Ellipsis)
            }
            c if c.is_ascii_digit()
                || (c == '-' && self.peek(1).is_some_and(|d| d.is_ascii_digit())) =>
            {
                self.number()
            }
            c if is_ident_start(c) => self.word(),
            c_byte => {
                let c = self.text.get(self.pos..).and_then(|t| t.chars().next());
                let c = c.unwrap_or(c_byte);
                Err(format!("unexpected character `{}`", c.escape_default()))
            }
        }
    }

    fn single(&mut self, t: Tok<'a>) -> Result<Tok<'a>, String> {
        self.bump();
        Ok(t)
    }

    fn word(&mut self) -> Result<Tok<'a>, String> {
        // `c"..."`, `u0x..`/`s0x..` integers.
        if self.peek(0) == Some('c') && self.peek(1) == Some('"') {
            self.bump();
            self.bump();
            return Ok(Tok::CStr(self.string_body()?));
        }
        if matches!(self.peek(0), Some('u' | 's'))
            && self.peek(1) == Some('0')
            && self.peek(2) == Some('x')
        {
            let signed = self.peek(0) == Some('s');
            self.bump();
            self.bump();
            self.bump();
            let digits = self.take_while(|c| c.is_ascii_hexdigit());
            let v = u128::from_str_radix(&digits, 16)
                .map_err(|_| format!("bad hexadecimal integer `{digits}`"))?;
            let bits = digits.len() as u32 * 4;
            let v = if signed && bits > 0 && bits < 128 && v >> (bits - 1) & 1 == 1 {
                (v as i128) - (1i128 << bits)
            } else if !signed && v > i128::MAX as u128 {
                // Positive: an integer wider than 128 bits must not see it negative.
                return Ok(Tok::WideInt(crate::ast::WideInt::from_u128(v)));
            } else {
                v as i128
            };
            return Ok(Tok::Int(v));
        }
        let w = self.take_while(is_ident_char);
        if self.peek(0) == Some(':') {
            self.bump();
            return Ok(Tok::Label(w));
        }
        if let Some(n) = w.strip_prefix('i') {
            if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
                return n
                    .parse()
                    .ok()
                    .filter(|&n| (1..=(1 << 23)).contains(&n))
                    .map(Tok::IntType)
                    .ok_or_else(|| format!("bad integer type `{w}`"));
            }
        }
        Ok(Tok::Word(w))
    }

    fn number(&mut self) -> Result<Tok<'a>, String> {
        let mut s = String::new();
        if self.peek(0) == Some('-') {
            s.push('-');
            self.bump();
        }
        // Hexadecimal floating point: 0x..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
        if self.peek(0) == Some('0') && self.peek(1) == Some('x') {
            self.bump();
            self.bump();
            s.push_str("0x");
            s.push_str(&self.take_while(|c| c.is_ascii_alphanumeric()));
            return Ok(Tok::Float(s.into()));
        }
        s.push_str(&self.take_while(|c| c.is_ascii_digit()));
        let is_float = self.peek(0) == Some('.');
        if is_float {
            s.push('.');
            self.bump();
            s.push_str(&self.take_while(|c| c.is_ascii_digit()));
            if matches!(self.peek(0), Some('e' | 'E')) {
                s.push('e');
                self.bump();
                if let Some(c @ ('+' | '-')) = self.peek(0) {
                    s.push(c);
                    self.bump();
                }
                s.push_str(&self.take_while(|c| c.is_ascii_digit()));
            }
            return Ok(Tok::Float(s.into()));
        }
        if self.peek(0) == Some(':') && !s.starts_with('-') {
            self.bump();
            return Ok(Tok::Label(s.into()));
        }
        // A numbered label cannot be followed by identifier characters.
        if self.peek(0).is_some_and(is_ident_start) && !s.starts_with('-') {
            let rest = self.take_while(is_ident_char);
            if self.peek(0) == Some(':') {
                self.bump();
                return Ok(Tok::Label(format!("{s}{rest}").into()));
            }
            return Err(format!("unexpected `{s}{rest}`"));
        }
        // Above `i128::MAX` a literal is a `WideInt`, positive: an `i128` takes its
        // low 128 bits, an integer wider than 128 bits all of it.
        s.parse::<i128>()
            .map(Tok::Int)
            .ok()
            .or_else(|| crate::ast::WideInt::parse(&s).map(Tok::WideInt))
            .ok_or_else(|| format!("integer `{s}` is too large"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn basic_tokens() {
        assert_eq!(
            toks("%x = add nsw i32 %0, -5 ; comment\nentry: @\"a b\" c\"hi\\0A\" !dbg !12 #3"),
            vec![
                Tok::Local("x".into()),
                Tok::Eq,
                Tok::Word("add".into()),
                Tok::Word("nsw".into()),
                Tok::IntType(32),
                Tok::Local("0".into()),
                Tok::Comma,
                Tok::Int(-5),
                Tok::Label("entry".into()),
                Tok::Global("a b".into()),
                Tok::CStr(b"hi\n".to_vec()),
                Tok::Meta("dbg".into()),
                Tok::Meta("12".into()),
                Tok::AttrGroup(3),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn integers_wider_than_128_bits() {
        // Limbs worked out by hand (Python's integers): two's complement, lowest
        // first, with room for the sign.
        use crate::ast::WideInt;
        assert_eq!(
            toks("-44601447861765381165763503623470794040934401 340282366920938463463374607431768211456"),
            vec![
                Tok::WideInt(WideInt(vec![u32::MAX, u32::MAX, u32::MAX, 0x1fff_ffff, 0xfffe_0000])),
                Tok::WideInt(WideInt(vec![0, 0, 0, 0, 1])),
                Tok::Eof
            ]
        );
        let w = WideInt::parse("-340282366920938463463374607431768211457").unwrap();
        assert_eq!(
            w.0,
            vec![u32::MAX, u32::MAX, u32::MAX, u32::MAX, 0xffff_fffe]
        );
        assert_eq!(w.limb(7), u32::MAX);
        assert_eq!(WideInt::from_i128(-2).limb(5), u32::MAX);
        assert_eq!(WideInt::parse("1x"), None);
    }

    #[test]
    fn numbers_and_labels() {
        assert_eq!(
            toks("12: 1.5e+01 0x3FF0000000000000 u0xFF s0xFF ..."),
            vec![
                Tok::Label("12".into()),
                Tok::Float("1.5e+01".into()),
                Tok::Float("0x3FF0000000000000".into()),
                Tok::Int(255),
                Tok::Int(-1),
                Tok::Ellipsis,
                Tok::Eof
            ]
        );
    }

    #[test]
    fn non_ascii_text() {
        // Strings keep the UTF-8 bytes; columns count characters.
        assert_eq!(
            toks("@\"\u{e9}t\u{e9}\" c\"\u{20ac}\""),
            vec![
                Tok::Global("\u{e9}t\u{e9}".into()),
                Tok::CStr("\u{20ac}".as_bytes().to_vec()),
                Tok::Eof
            ]
        );
        let e = tokenize("@\"\u{e9}\" \u{e9}").unwrap_err();
        assert_eq!((e.line, e.col), (1, 6));
        assert!(e.msg.contains("\\u{e9}"), "{}", e.msg);
    }

    #[test]
    fn errors_have_positions() {
        let e = tokenize("define\n  ^").unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
    }
}
