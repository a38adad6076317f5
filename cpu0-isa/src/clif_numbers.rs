//! A guard in front of `cranelift_reader`: it creates every entity up to the
//! highest number the text names (all of `block0` .. `block400000000` for a
//! jump to `block400000000`), so a few lines of CLIF could make it allocate
//! gigabytes (a 5-line function naming `ss400000000` grew past 12 GB; the
//! `compile` fuzz target failed CI with such an out-of-memory). The text's
//! entity numbers are checked first, and text naming too many is refused with
//! an error.

/// The entities CLIF text may name, summed over its functions of the highest
/// number of each kind (values, blocks, stack slots, ...). Entities cost the
/// reader ~50 bytes each (`block4000000` 97 MB, `ss4000000` 210 MB): this
/// bounds it to a few hundred megabytes, far above real text (the C corpus's
/// largest program, large_lang.c, imported: 12,044 values summed over its
/// functions, at most 4,848 in one).
pub const MAX_CLIF_ENTITIES: u64 = 4_000_000;

/// The prefixes of the entities `cranelift_reader` numbers (its lexer's list).
const PREFIXES: &[&str] = &[
    "v",
    "block",
    "ss",
    "dss",
    "dt",
    "gv",
    "mt",
    "const",
    "fn",
    "sig",
    "u",
    "userextname",
    "extable",
    "tag",
    "region",
    "ret",
    "exn",
];

/// CLIF text naming more entities than [`MAX_CLIF_ENTITIES`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{name}`: the text numbers its entities too high (at most {MAX_CLIF_ENTITIES} in all, the highest number of each kind summed over the functions)")]
pub struct TooManyEntities {
    /// The line (from 1) of the name that went past the limit.
    pub line: usize,
    pub name: String,
}

/// Checks that `text` names at most [`MAX_CLIF_ENTITIES`] entities (see
/// there) before `cranelift_reader` parses it. Comments and strings are
/// scanned as well: at worst a number there counts too.
pub fn check_entity_numbers(text: &str) -> Result<(), TooManyEntities> {
    let mut total: u64 = 0;
    // The highest number of each prefix in the current function.
    let mut highest = [0u64; PREFIXES.len()];
    for (line_index, line) in text.lines().enumerate() {
        let words = line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
        for word in words.filter(|w| !w.is_empty()) {
            if word == "function" {
                highest = [0; PREFIXES.len()];
                continue;
            }
            let prefix = word.trim_end_matches(|c: char| c.is_ascii_digit());
            let number = &word[prefix.len()..];
            let kind = PREFIXES.iter().position(|p| *p == prefix);
            let Some(kind) = kind.filter(|_| !number.is_empty()) else {
                continue;
            };
            // Saturates: a number too long for u64 is too high anyway.
            let number = number.parse::<u64>().unwrap_or(u64::MAX);
            if number > highest[kind] {
                total = total.saturating_add(number - highest[kind]);
                highest[kind] = number;
            }
            if total > MAX_CLIF_ENTITIES {
                return Err(TooManyEntities {
                    line: line_index + 1,
                    name: word.to_string(),
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_text_passes() {
        let text = "function %f(i32) -> i32 {\n    ss0 = explicit_slot 4\nblock0(v0: i32):\n    v1 = iadd_imm v0, 1\n    jump block1(v1)\nblock1(v2: i32):\n    return v2\n}\n";
        assert_eq!(check_entity_numbers(text), Ok(()));
    }

    #[test]
    fn one_huge_number_is_refused_at_its_line() {
        let text = "function %f(i32) -> i32 {\nblock0(v0: i32):\n    jump block400000000\nblock400000000:\n    return v0\n}\n";
        let err = check_entity_numbers(text).unwrap_err();
        assert_eq!(err.line, 3);
        assert_eq!(err.name, "block400000000");
    }

    #[test]
    fn the_limit_counts_each_kind_and_function() {
        // Up to the limit exactly: passes; one more anywhere: refused.
        let half = MAX_CLIF_ENTITIES / 2;
        let ok =
            format!("function %a() {{\nblock{half}:\n}}\nfunction %b() {{\nblock{half}:\n}}\n");
        assert_eq!(check_entity_numbers(&ok), Ok(()));
        let over = format!("{ok}function %c() {{\n    ss1 = explicit_slot 4\n}}\n");
        assert_eq!(check_entity_numbers(&over).unwrap_err().line, 8);
        // A number repeated within a function counts once (twice would be
        // past the limit).
        let most = MAX_CLIF_ENTITIES * 3 / 4;
        let same = format!("function %a() {{\nblock{most}:\n jump block{most}\n}}\n");
        assert_eq!(check_entity_numbers(&same), Ok(()));
    }

    #[test]
    fn only_entity_prefixes_with_a_number_count() {
        // Not entities: a letter after the digits, a number alone, `i32`.
        let text = "function %f() {\n    v9999999999x = foo\n    iconst.i32 123456789012\n}\n";
        assert_eq!(check_entity_numbers(text), Ok(()));
        // A name's word counts as an entity (at worst a number too many).
        let text = "function %block999999999() {\n}\n";
        assert_eq!(check_entity_numbers(text).unwrap_err().line, 1);
    }
}
